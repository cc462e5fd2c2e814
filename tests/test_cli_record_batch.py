"""``--batch FILE|-`` on every record command (issue 26 points 2 and 3): JSON Lines read as a
stream, answered line by line (JSON Lines by default) even when the file holds one record,
where the same record as the RECORD argument is one document answered with a table.  Run in
process (the ``cli`` fixture): nothing here is about the process itself."""

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = [
    (["gouji", "replay"], "gouji-referee.json"),
    (["gouji", "legal"], "gouji-referee-start.json"),
    (["gouji", "settle"], "gouji-settle-record.json"),
    (["sanchazi", "replay"], "sanchazi-deal.json"),
    (["sanchazi", "legal"], "sanchazi-position.json"),
    (["fuzhou", "settle"], "fuzhou-hand.json"),
    (["mcr", "legal"], "mcr-game-example.json"),
]


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
