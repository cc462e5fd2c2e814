"""``--batch FILE|-`` on every record command (issue 26 points 2 and 3): JSON Lines read as a
stream, answered line by line (JSON Lines by default) even when the file holds one record,
where the same record as the RECORD argument is one document answered with a table."""

import json
import subprocess
import sys
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


def _paiju(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "paiju", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize("command, example", COMMANDS, ids=" ".join)
def test_batch_reads_one_record_as_a_stream_of_json_lines(command, example, tmp_path):
    record = json.loads((ROOT / "examples" / example).read_text(encoding="utf-8"))
    lines = tmp_path / "records.jsonl"
    lines.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    document = _paiju(*command, str(lines))
    streamed = _paiju(*command, "--batch", str(lines))
    piped = _paiju(*command, "--batch", "-", stdin=lines.read_text(encoding="utf-8"))
    assert document.returncode == streamed.returncode == piped.returncode, streamed.stderr
    assert not document.stdout.lstrip().startswith("{")  # a document: a table
    (answer,) = [json.loads(line) for line in streamed.stdout.splitlines()]  # one line
    assert streamed.stdout == piped.stdout
    as_json = _paiju(*command, str(lines), "--format", "json")
    assert json.loads(as_json.stdout) == answer  # the same answer, only written otherwise


@pytest.mark.parametrize("command, example", COMMANDS, ids=" ".join)
def test_batch_and_a_record_argument_together_are_refused(command, example):
    given = str(ROOT / "examples" / example)
    done = _paiju(*command, given, "--batch", given)
    assert done.returncode == 2 and done.stdout == ""
    assert "not both" in done.stderr and len(done.stderr.strip().splitlines()) == 1
