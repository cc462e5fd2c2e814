"""``--batch FILE|-`` on every record command (issue 26 points 2 and 3): JSON Lines read as a
stream, answered line by line (JSON Lines by default) even when the file holds one record,
where the same record as the RECORD argument is one document answered with a table.  Run in
process (the ``cli`` fixture): nothing here is about the process itself."""

import json
from pathlib import Path

import pytest
from forked import run_paiju

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = [
    (["gouji", "replay"], "gouji-referee.json"),
    (["gouji", "legal"], "gouji-referee-start.json"),
    (["gouji", "settle"], "gouji-settle-record.json"),
    (["sanchazi", "replay"], "sanchazi-deal.json"),
    (["sanchazi", "legal"], "sanchazi-position.json"),
    (["fuzhou", "settle"], "fuzhou-hand.json"),
    (["mcr", "legal"], "mcr-game-example.json"),
    (["mcr", "replay"], "mcr-game-example.json"),
]
NOT_STREAMS = {("gouji", "game"): "its input is one game, whose lines are its deals",
               ("fuzhou", "game"): "its input is one game, whose lines are its hands",
               ("gouji", "table"): "its input is one table of six hands, a line each",
               ("gouji", "tribute"): "its lines are tribute questions, not records"}
"""The commands reading a SOURCE that is not a stream of records, each with why."""


@pytest.mark.parametrize("command, example", COMMANDS, ids=" ".join)
def test_batch_reads_one_record_as_a_stream_of_json_lines(cli, command, example, tmp_path):
    record = json.loads((ROOT / "examples" / example).read_text(encoding="utf-8"))
    lines = tmp_path / "records.jsonl"
    lines.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    document = cli([*command, str(lines)])
    streamed = cli([*command, "--batch", str(lines)])
    piped = cli([*command, "--batch", "-"], input=lines.read_text(encoding="utf-8"))
    assert document.exit_code == streamed.exit_code == piped.exit_code, streamed.stderr
    assert not document.stdout.lstrip().startswith("{")  # a document: a table
    (answer,) = [json.loads(line) for line in streamed.stdout.splitlines()]  # one line
    assert streamed.stdout == piped.stdout
    as_json = cli([*command, str(lines), "--format", "json"])
    assert json.loads(as_json.stdout) == answer  # the same answer, only written otherwise


@pytest.mark.parametrize("command, example", COMMANDS, ids=" ".join)
def test_batch_and_a_record_argument_together_are_refused(cli, command, example):
    given = str(ROOT / "examples" / example)
    assert "not both" in cli.error([*command, given, "--batch", given])


def test_every_command_reading_records_takes_batch():
    """Walks the click tree: a new command with a SOURCE argument takes --batch FILE|- (and
    is held to it above) unless its input is not a stream of records."""
    from click import Context

    from paiju.cli import main

    root = Context(main)
    found = set()
    for game in ("gouji", "mcr", "fuzhou", "sanchazi"):
        group = main.get_command(root, game)
        context = Context(group, parent=root)
        for name in group.list_commands(context):
            command = group.get_command(context, name)
            if "source" not in {param.name for param in command.params}:
                continue
            found.add((game, name))
            if (game, name) not in NOT_STREAMS:
                batch = [param for param in command.params if "--batch" in param.opts]
                assert batch and batch[0].metavar == "FILE|-", (game, name)
    listed = {tuple(command) for command, _ in COMMANDS} | {("mcr", "convert")}
    assert found == listed | set(NOT_STREAMS)


def test_convert_batch_writes_one_line_a_game_even_for_one(tmp_path):
    record = json.loads((ROOT / "examples" / "mcr-game-example.json").read_text(encoding="utf-8"))
    lines = tmp_path / "records.jsonl"
    lines.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    document = _paiju("mcr", "convert", str(lines))
    streamed = _paiju("mcr", "convert", "--batch", str(lines))
    piped = _paiju("mcr", "convert", "--batch", "-", stdin=lines.read_text(encoding="utf-8"))
    assert document.returncode == streamed.returncode == piped.returncode == 0, streamed.stderr
    assert len(document.stdout.splitlines()) > 1  # one document: indented JSON
    (answer,) = [json.loads(line) for line in streamed.stdout.splitlines()]
    assert streamed.stdout == piped.stdout and json.loads(document.stdout) == answer


def _paiju(*args: str, stdin: str | None = None):
    return run_paiju(list(args), input=stdin)


def _wrong(value):
    """A value of another JSON type than ``value``."""
    return "text" if not isinstance(value, str) else 12345


@pytest.mark.parametrize("command, example", COMMANDS, ids=" ".join)
def test_every_field_null_missing_or_of_the_wrong_type_is_exit_2_naming_it_never_3(command,
                                                                                  example):
    """Issue 26 point 5, for every record command: each top-level field of its example as
    null (read as not given), missing, and of the wrong type (refused naming the field)."""
    from conftest import Cli

    cli = Cli()
    record = json.loads((ROOT / "examples" / example).read_text(encoding="utf-8"))
    for field, value in record.items():
        for changed in ({**record, field: None},
                        {key: item for key, item in record.items() if key != field}):
            done = cli([*command, "-", "--format", "json"],
                       input=json.dumps(changed, ensure_ascii=False))
            assert done.exit_code in (0, 1, 2), (field, done.stderr)
            if done.exit_code == 2:
                assert len(done.stderr.strip().splitlines()) == 1, (field, done.stderr)
        done = cli([*command, "-"], input=json.dumps({**record, field: _wrong(value)},
                                                     ensure_ascii=False))
        if field in ("id", "expect", "notes", "comment", "description"):
            assert done.exit_code != 3, (field, done.stderr)  # echoed or free text
            continue
        assert done.exit_code == 2 and field in done.stderr, (field, done.stderr)
