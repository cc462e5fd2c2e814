"""Issue 25.5: a record document costs memory proportional to it, with a small factor.

A replay document of 600,000 actions (one a line, 14 MB) is replayed under a 250 MB limit
of address space: its actions are read item by item, the equal ones shared, and the text kept
in pieces of many lines as it is read (before, each action was a dict of its own and each line
a string of its own: 1.76 GB of resident memory for 2.4 million actions, about 180 MB here
more than the limit allows).  Every action is still read: a bad one after the first illegal
action is refused as it always was, naming its field.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from gouji_selfplay import books, self_play

ROOT = Path(__file__).resolve().parent.parent
ACTIONS = 600_000
LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (250 << 20, 250 << 20))
from paiju.cli import main
main(sys.argv[1:], prog_name="paiju")
"""


def _document(tmp_path: Path, bad_at: int | None = None) -> tuple[Path, int]:
    """A finished self-played deal followed by passes of every seat in turn (illegal: the
    deal is over), one action a line; ``bad_at`` makes that pass's seat 9.  The path, and the
    index of the first pass."""
    record = self_play(20251, books()[0]).record
    played = len(record["actions"])
    record["actions"] += [{"seat": 9 if index == bad_at else index % 6, "pass": True}
                          for index in range(ACTIONS)]
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    path = tmp_path / "long.json"
    path.write_text(text.replace('},{"seat"', '},\n{"seat"') + "\n", encoding="utf-8")
    return path, played


def _replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", LIMITED, "gouji", "replay", str(path),
                           "--format", "jsonl"], capture_output=True, text=True, cwd=ROOT,
                          timeout=900)


def test_a_replay_of_600000_actions_is_judged_under_250_mb(tmp_path):
    path, played = _document(tmp_path)
    done = _replay(path)
    assert done.returncode == 1, done.stderr[-2000:]
    answer = json.loads(done.stdout)
    assert answer["legal"] is False
    assert answer["error"]["action"] == played and answer["error"]["seat"] == 0
    assert answer["error"]["rule"] == "§18 rule 17"


def test_a_bad_action_after_the_illegal_one_is_still_refused_under_250_mb(tmp_path):
    path, played = _document(tmp_path, bad_at=ACTIONS - 10)
    done = _replay(path)
    assert done.returncode == 2 and done.stdout == ""
    index = played + ACTIONS - 10
    assert f"actions[{index}].seat" in done.stderr
    assert "seat 9 does not exist" in done.stderr and "Traceback" not in done.stderr
