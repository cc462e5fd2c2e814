"""The wheel: only the package, no tests or caches, and the version from paiju/__init__.py."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import paiju

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    # as `pip install .` builds it: in an isolated build environment (fetches the backend)
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(out), str(ROOT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    (found,) = out.glob("paiju-*.whl")
    return found


def test_wheel_holds_only_the_package_and_its_metadata(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert any(name == "paiju/cli/__init__.py" for name in names)
    assert "paiju/py.typed" in names  # PEP 561: checkers read the package's own annotations
    for name in names:
        assert name.startswith(("paiju/", "paiju-")), name
        assert "__pycache__" not in name and not name.endswith((".pyc", ".pyo")), name
        assert not name.startswith(("tests/", "benchmarks/", "examples/")), name


def test_wheel_version_and_console_script_come_from_one_place(wheel):
    archive = zipfile.ZipFile(wheel)
    assert wheel.name.startswith(f"paiju-{paiju.__version__}-")
    metadata = next(n for n in archive.namelist() if n.endswith("METADATA"))
    assert f"Version: {paiju.__version__}" in archive.read(metadata).decode()
    entry_points = next(n for n in archive.namelist() if n.endswith("entry_points.txt"))
    assert "paiju = paiju.cli:main" in archive.read(entry_points).decode()
