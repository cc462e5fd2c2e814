"""Types a checker can read (issue 24, point 3): every lazily exported name is also imported
under ``if TYPE_CHECKING:`` from where ``_EXPORTS`` says it lives, while run time stays lazy."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAIJU = ROOT / "paiju"


def lazy_packages() -> list[Path]:
    """Every ``__init__.py`` under paiju/ that calls ``lazy_exports``: a new one is covered
    without being listed here."""
    return sorted(path for path in PAIJU.rglob("__init__.py")
                  if "lazy_exports(__name__" in path.read_text(encoding="utf-8"))


def declared_exports(tree: ast.Module) -> dict[str, tuple[str, str]]:
    """``_EXPORTS`` as public name → (module as written in an import, attribute)."""
    (literal,) = [node.value for node in tree.body if isinstance(node, ast.Assign)
                  and [getattr(target, "id", None) for target in node.targets] == ["_EXPORTS"]]
    found: dict[str, tuple[str, str]] = {}
    for name, target in ast.literal_eval(literal).items():
        module, _, attribute = target.partition(":")
        found[name] = (module if module.startswith("paiju.") else "." + module,
                       attribute or name)
    return found


def checked_imports(tree: ast.Module) -> dict[str, tuple[str, str]]:
    """What the ``if TYPE_CHECKING:`` block gives a checker, as public name → (module,
    attribute): ``from M import A as A`` (the form mypy --strict re-exports), or a private
    ``from M import A as _B`` followed by ``B = _B`` (a renamed export)."""
    (block,) = [node for node in tree.body if isinstance(node, ast.If)
                and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"]
    found: dict[str, tuple[str, str]] = {}
    private: dict[str, tuple[str, str]] = {}
    for node in block.body:
        if isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            for alias in node.names:
                assert alias.asname, f"{alias.name}: write `{alias.name} as {alias.name}`"
                into = private if alias.asname.startswith("_") else found
                assert into is private or alias.asname == alias.name, alias.name
                into[alias.asname] = (module, alias.name)
        else:
            assert isinstance(node, ast.Assign) and isinstance(node.value, ast.Name), \
                ast.unparse(node)
            (target,) = node.targets
            assert isinstance(target, ast.Name)
            found[target.id] = private.pop(node.value.id)
    assert not private, f"imported but not exported: {sorted(private)}"
    return found


@pytest.mark.parametrize("path", [pytest.param(path, id=str(path.parent.relative_to(PAIJU)))
                                  for path in lazy_packages()])
def test_type_checking_imports_and_lazy_exports_agree(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert checked_imports(tree) == declared_exports(tree)


def test_every_lazy_package_is_found():
    found = {str(path.parent.relative_to(PAIJU)) for path in lazy_packages()}
    assert {"engine/gouji", "engine/gouji/referee", "engine/mcr", "engine/fuzhou",
            "engine/sanchazi", "engine/sanchazi/referee"} <= found


def test_importing_a_lazy_package_loads_none_of_its_modules():
    packages = [".".join(path.parent.relative_to(ROOT).parts) for path in lazy_packages()]
    program = ("import sys\n"
               f"for package in {packages!r}:\n"
               "    __import__(package)\n"
               "print(sorted(name for name in sys.modules if name.startswith('paiju.engine.')\n"
               f"             and name not in {packages!r}))\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"
