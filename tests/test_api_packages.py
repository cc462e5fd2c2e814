"""The Sanchazi and Fuzhou API packages as a program meets them: their docstrings' examples
run, every name they list resolves (lazily, from its module), and the command line beside
them only renders (no ``*_json`` builder, no answer dict built under its game's folder)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from api_vs_cli import answer_building, docstrings_run, exports_resolve

ROOT = Path(__file__).resolve().parent.parent
MODULES = {"sanchazi": ("plays", "deals"), "fuzhou": ("hands", "table")}


@pytest.mark.parametrize("module", [f"paiju.api.{game}{part}" for game, parts in MODULES.items()
                                    for part in ("", *(f".{name}" for name in parts))])
def test_the_api_docstrings_run(module):
    assert docstrings_run(module)


@pytest.mark.parametrize("game", sorted(MODULES))
def test_every_exported_name_resolves(game):
    assert exports_resolve(importlib.import_module(f"paiju.api.{game}"))


@pytest.mark.parametrize("path", [path for game in sorted(MODULES)
                                  for path in sorted((ROOT / "paiju" / "cli" / game).glob("*.py"))],
                         ids=lambda path: f"{path.parent.name}/{path.name}")
def test_the_command_line_only_renders(path):
    assert not answer_building(path)
