"""Help a person can use: every group prints its help when given nothing, every command's
help has an example that runs and answers what it says, help lines fit the width under
Chinese text, and table commands print one row a line with --format jsonl."""

from __future__ import annotations

import json
import re

import click
import pytest
from doc_examples import invoke

from paiju.cli import main
from paiju.cli.formatting import shorten, width_of, wrap, wrap_paragraphs


def commands():
    """Every (path, command) of the CLI, groups included."""
    found = []

    def walk(command, path, parent):
        context = command.context_class(command, info_name=path[-1], parent=parent)
        found.append((path, command, context))
        if isinstance(command, click.Group):
            for name in command.list_commands(context):
                walk(command.get_command(context, name), [*path, name], context)

    walk(main, ["paiju"], None)
    return found


LEAVES = [(path, command) for path, command, _ in commands()
          if not isinstance(command, click.Group)]
EXAMPLE = re.compile(r"^\s*Example: (.*?)(?:\s+→\s+(.*))?$", re.M)


def examples():
    for path, command in LEAVES:
        for found in EXAMPLE.finditer(command.help or ""):
            yield pytest.param(found.group(1), found.group(2), id=" ".join(path[1:]))


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("args, listed", [([], "gouji parse"), (["gouji"], "parse"),
                                          (["mcr"], "shanten"), (["fuzhou"], "wins"),
                                          (["sanchazi"], "happy-money")],
                         ids=lambda value: " ".join(["paiju", *value])
                         if isinstance(value, list) else "")
def test_a_group_given_nothing_prints_its_help_on_stdout(cli, args, listed):
    result = cli(args)
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout.startswith("Usage: ") and listed in result.stdout.split("Options:")[1]


@pytest.mark.parametrize("path, command", LEAVES, ids=lambda v: " ".join(v[1:])
                         if isinstance(v, list) else "")
def test_every_command_has_an_example(path, command):
    assert EXAMPLE.search(command.help or ""), f"{' '.join(path)} has no Example: in its help"


@pytest.mark.parametrize("line, claim", list(examples()))
def test_every_example_runs_and_answers_what_it_says(line, claim):
    result = invoke(line)
    assert result.exit_code in (0, 1), (line, result.stderr)
    assert result.stdout and result.stderr == "", (line, result.stderr)
    if claim:
        assert squeeze(claim) in squeeze(result.stdout), (line, claim)


@pytest.mark.parametrize("width", [80, 100])
def test_help_lines_fit_the_width_under_chinese_text(width):
    for path, command, context in commands():
        context.terminal_width = context.max_content_width = width
        for line in command.get_help(context).splitlines():
            if line.strip().startswith("Example:") or line.startswith("Usage:"):
                continue  # a command line is not wrapped: it must stay one line to be run
            assert width_of(line) <= width, (" ".join(path), line)


def test_wrapping_counts_wide_characters_as_two_cells():
    lines = wrap("够级牌 " * 10, 20, "  ", "  ")
    assert all(width_of(line) <= 20 for line in lines) and len(lines) == 5  # two a line
    assert wrap("够级够级够级", 7) == ["够级够", "级够级"]  # a run without spaces breaks between
    assert wrap_paragraphs("\b\nkept   as  is\n  - " + "长 " * 30, 20).splitlines()[0] == \
        "kept   as  is"
    assert shorten("Does each HAND win with its golds wild", 20) == "Does each HAND..."
    assert width_of(shorten("三金倒 三金倒 三金倒 三金倒 三金倒", 20)) <= 20


TABLES = [
    ("mcr fans", "fans"), ("mcr rules", "rules"), ("gouji thresholds", "thresholds"),
    ("sanchazi types", "types"), ("fuzhou bonuses", "bonus_hands"),
    ("gouji tribute --table", "cells"), ("gouji rules", "rules"), ("fuzhou rules", "rules"),
]


@pytest.mark.parametrize("command, rows", TABLES, ids=[command for command, _ in TABLES])
def test_jsonl_prints_a_table_one_row_a_line(cli, command, rows):
    result, lines = cli.jsonl(f"{command} --format jsonl")
    _, whole = cli.json(f"{command} --format json")
    assert result.exit_code == 0 and lines == whole[rows] and len(lines) > 1
    assert all(isinstance(json.loads(line), dict) for line in result.stdout.splitlines())


def test_tables_on_a_terminal_fit_its_width(cli, monkeypatch):
    import paiju.cli.rendering as rendering

    wide = cli("mcr fans --points 88").stdout
    assert max(map(width_of, wide.splitlines())) > 100  # long definitions, one line each
    monkeypatch.setattr(rendering, "terminal_width", lambda: 100)
    for command in ("mcr fans --points 88", "fuzhou bonuses", "gouji table "
                    "examples/gouji-table.txt --seed 1", "mcr score [234p][234p]22334p99s4p"):
        text = cli(command).stdout
        assert max(map(width_of, text.splitlines())) <= 100, command
    fitted = cli("mcr fans --points 88").stdout
    for name in ("大四喜", "Big Four Winds", "九莲宝灯"):
        assert name in fitted  # wrapped, nothing lost
