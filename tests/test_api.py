"""The Python API: every name a game package exports resolves, lazily."""

import importlib
import subprocess
import sys

import pytest

PACKAGES = ["paiju.engine.gouji", "paiju.engine.mcr", "paiju.engine.fuzhou",
            "paiju.engine.sanchazi"]


@pytest.mark.parametrize("package", PACKAGES)
def test_every_exported_name_resolves(package):
    module = importlib.import_module(package)
    assert module.__all__ and sorted(dir(module)) == sorted(module.__all__)
    for name in module.__all__:
        assert getattr(module, name) is not None
    with pytest.raises(AttributeError):
        getattr(module, "no_such_name")


def test_importing_one_entry_point_loads_only_its_module():
    code = ("import sys; from paiju.engine.gouji import beats; "
            "print(sorted(m for m in sys.modules if m.startswith('paiju.engine.gouji')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
    assert "paiju.engine.gouji.plays" in loaded and "paiju.engine.gouji.settling" not in loaded
