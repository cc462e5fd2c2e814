"""Types a checker can read (issue 24, point 3): every lazily exported name is also imported
under ``if TYPE_CHECKING:`` from where ``_EXPORTS`` says it lives, while run time stays lazy;
``mypy --strict`` passes a typed client program of every game, refuses a wrong one line by
line, and finds no error in the package (for now: in the files not still being fixed)."""

from __future__ import annotations

import ast
import fnmatch
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAIJU = ROOT / "paiju"
TESTS = Path(__file__).resolve().parent
CLIENT, WRONG_CLIENT = TESTS / "typed_client.py", TESTS / "typed_client_wrong.py"

NOT_YET_CLEAN: tuple[str, ...] = ()
"""Files whose mypy errors are tolerated: none (``mypy --strict paiju`` reports no error)."""


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


class MypyError(NamedTuple):
    path: str
    line: int
    message: str
    code: str


_ERROR = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+): error: (?P<message>.*?)"
                    r"(?:  \[(?P<code>[a-z-]+)\])?$")


@pytest.fixture(scope="module")
def mypy_errors(tmp_path_factory: pytest.TempPathFactory) -> list[MypyError]:
    """One ``mypy --strict`` run over the package and both client programs (a cache of its
    own: a cold run, the same wherever it runs)."""
    cache = tmp_path_factory.mktemp("mypy_cache")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--no-pretty",
         "--cache-dir", str(cache), "paiju", str(CLIENT.relative_to(ROOT)),
         str(WRONG_CLIENT.relative_to(ROOT))],
        cwd=ROOT, capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr  # 1: errors found; anything else: a crash
    matches = [_ERROR.match(line) for line in done.stdout.splitlines()]
    found = [MypyError(match["path"].replace("\\", "/"), int(match["line"]), match["message"],
                       match["code"] or "") for match in matches if match]
    # the wrong client's errors show that mypy ran and checked (no error at all would not)
    assert errors_in(found, WRONG_CLIENT), done.stdout + done.stderr
    return found


def errors_in(errors: list[MypyError], path: Path) -> list[MypyError]:
    name = str(path.relative_to(ROOT)).replace("\\", "/")
    return [error for error in errors if error.path == name]


def test_a_typed_client_of_every_game_type_checks(mypy_errors):
    """The client runs too: what it checks is what it answers."""
    assert errors_in(mypy_errors, CLIENT) == []
    sys.path.insert(0, str(TESTS))
    try:
        import typed_client
    finally:
        sys.path.remove(str(TESTS))
    assert typed_client.main() == {
        "gouji beats": True, "gouji referee": (2, 2, True), "mcr total": 15,
        "mcr game": ("HU", 0, 99),
        "fuzhou per payer": 71, "sanchazi beats": True, "sanchazi referee": (1,)}


def test_a_wrong_client_is_refused_line_by_line(mypy_errors):
    expected = {(number, marked.group(1))
                for number, line in enumerate(WRONG_CLIENT.read_text(encoding="utf-8")
                                              .splitlines(), 1)
                if (marked := re.search(r"# wrong: ([a-z-]+)$", line))}
    assert len(expected) >= 6
    assert {(error.line, error.code) for error in errors_in(mypy_errors, WRONG_CLIENT)} \
        == expected


def test_mypy_strict_finds_no_error_in_the_package(mypy_errors):
    package = [error for error in mypy_errors if error.path.startswith("paiju/")]
    left = [f"{error.path}:{error.line}: {error.message} [{error.code}]" for error in package
            if not any(fnmatch.fnmatch(error.path, pattern) for pattern in NOT_YET_CLEAN)]
    assert left == []
