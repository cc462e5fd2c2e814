"""The layout holds (docs/architecture.md): data flows text → grammar → engine → cli output
and nowhere else, shared pieces import no game, games import no other game, and the command
line exits in one place."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAIJU = ROOT / "paiju"
GAMES = ("gouji", "mcr", "fuzhou", "sanchazi")


def imports(path: Path) -> set[str]:
    """Every module a source file imports (at any depth of its code)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def modules(folder: str) -> list[Path]:
    return sorted((PAIJU / folder).rglob("*.py"))


def named(paths: list[Path]) -> list:
    return [pytest.param(path, id=str(path.relative_to(PAIJU))) for path in paths]


RECORD_READERS = {"gouji": "paiju.grammar.gouji_replay", "sanchazi": "paiju.grammar.sanchazi_replay",
                  "mcr": "paiju.grammar.mcr_game"}
"""Each game's record reader, the one grammar module its referee's seam may import."""

SEAM = "from_record"
"""The one way into the grammar the engine has (docs/architecture.md, "The record seam"): a
referee's or an action's ``from_record`` reads a replay record with its own game's record
reader, imported inside that method and nowhere else."""


def seam_imports(path: Path) -> list[tuple[str, str]]:
    """(method, module) of every import inside a function named like the seam."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef) and node.name == SEAM:
            found += [(node.name, inner.module) for inner in ast.walk(node)
                      if isinstance(inner, ast.ImportFrom) and inner.module]
    return found


def imports_outside_seam(path: Path) -> set[str]:
    """What a source file imports, leaving out the imports of its game's own record reader
    made inside a ``from_record``."""
    game = path.relative_to(PAIJU / "engine").parts[0]
    found = imports(path)
    seam = [module for _, module in seam_imports(path) if module == RECORD_READERS.get(game)]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    everywhere = [name for node in ast.walk(tree) for name in (
        [node.module] if isinstance(node, ast.ImportFrom) else
        [alias.name for alias in node.names] if isinstance(node, ast.Import) else [])
        if name in seam]
    # a module imported by the seam and also elsewhere stays in
    return {name for name in found if name not in seam or everywhere.count(name) > seam.count(name)}


@pytest.mark.parametrize("path", named(modules("engine")))
def test_the_engine_reads_no_text_and_prints_nothing(path):
    bad = {name for name in imports_outside_seam(path)
           if name.startswith(("paiju.grammar", "paiju.cli", "click", "tabulate", "pyparsing"))}
    assert not bad, f"{path.name} imports {bad}"


def test_the_record_seam_is_the_referees_and_actions_from_record_only():
    seams = sorted((str(path.relative_to(PAIJU)), module) for path in modules("engine")
                   for _, module in seam_imports(path) if module.startswith("paiju.grammar"))
    assert seams == [("engine/gouji/referee/actions.py", "paiju.grammar.gouji_replay"),
                     ("engine/gouji/referee/state.py", "paiju.grammar.gouji_replay"),
                     ("engine/mcr/game/actions.py", "paiju.grammar.mcr_game"),
                     ("engine/mcr/game/state.py", "paiju.grammar.mcr_game"),
                     ("engine/sanchazi/referee/actions.py", "paiju.grammar.sanchazi_replay"),
                     ("engine/sanchazi/referee/state.py", "paiju.grammar.sanchazi_replay")]


@pytest.mark.parametrize("path", named(modules("grammar")))
def test_the_grammar_knows_no_command_line(path):
    bad = {name for name in imports(path) if name.startswith(("paiju.cli", "click", "tabulate"))}
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("path", named(modules("engine/mahjong") + modules("engine/cardgame")
                                       + [PAIJU / "engine" / "rulebook.py"]))
def test_shared_pieces_import_no_game(path):
    bad = {name for name in imports(path)
           if any(name.startswith(f"paiju.engine.{game}") for game in GAMES)}
    assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imports_no_other_game(game):
    for path in modules(f"engine/{game}"):
        bad = {name for name in imports(path) for other in GAMES
               if other != game and name.startswith(f"paiju.engine.{other}")}
        assert not bad, f"{path.relative_to(PAIJU)} imports {bad}"


def test_the_command_line_exits_in_one_place():
    exits = [path.relative_to(PAIJU) for path in PAIJU.rglob("*.py")
             if "sys.exit(" in path.read_text(encoding="utf-8")]
    assert exits == [Path("cli/__init__.py")]


def test_only_the_command_line_tests_import_its_modules():
    harness = {"conftest.py", "doc_examples.py", "cases.py", "test_golden.py"}
    for path in sorted((ROOT / "tests").rglob("*.py")):
        if path.name.startswith("test_cli_") or path.name in harness:
            continue
        assert not {name for name in imports(path) if name.startswith("paiju.cli")}, path.name


@pytest.mark.parametrize("path", named(modules("cli")))
def test_the_command_line_builds_no_answer(path):
    """Every answer shape is built once, in paiju/api: no command module defines a ``*_json``
    builder or an ``*_answer`` that writes a dict (issue 24)."""
    from api_vs_cli import answer_building

    assert not answer_building(path), f"{path.name} builds answers: {answer_building(path)}"


@pytest.mark.parametrize("path", named(modules("api")))
def test_the_api_knows_no_command_line(path):
    bad = {name for name in imports(path) if name.startswith(("paiju.cli", "click", "tabulate"))}
    assert not bad, f"{path.name} imports {bad}"
