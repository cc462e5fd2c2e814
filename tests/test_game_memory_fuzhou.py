"""Issue 25.5's memory bound for ``fuzhou game``: a game of 100,000 hands streamed by a
process limited to 300 MB of address space.  A file of its own, so that under ``-n 2
--dist loadfile`` it runs on a worker besides the Gouji game's (tests/test_game_memory_gouji.py)
rather than after it; tests/test_cli_edges_io.py holds the streamed answer to the bytes of
the answer built whole."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game_memory import FUZHOU_GAME, LATE_RULE, LIMITED

ROOT = Path(__file__).resolve().parent.parent


def test_a_fuzhou_game_of_100000_hands_streams_under_300_mb(tmp_path):
    """Issue 25.5 for ``fuzhou game``: the rules any hand gives are the whole game's (the
    last line's banker-count=added changes what the banker is paid in the second hand), so
    the game is read twice — the records and the rule book first, the lines kept in a
    temporary file, then settled a hand at a time — in memory bounded by one hand (before:
    every record and answer held, 200 MB for 20,000 hands)."""
    from paiju.api.fuzhou.table import settle

    hands = tmp_path / "hands.jsonl"
    hands.write_text("\n".join(FUZHOU_GAME * 33_333 + [LATE_RULE]) + "\n", encoding="utf-8")
    answer = tmp_path / "answer.json"
    with open(hands, "rb") as given, open(answer, "wb") as written:
        done = subprocess.run([sys.executable, "-c", LIMITED, "fuzhou", "game", "-",
                               "--format", "jsonl"], stdin=given, stdout=written,
                              stderr=subprocess.PIPE, cwd=ROOT, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    game = json.loads(answer.read_text(encoding="utf-8"))
    assert len(game["hands"]) == 100_000 and game["rules"] == {"banker-count": "added"}
    assert sum(game["totals"].values()) == 0
    second = {**json.loads(FUZHOU_GAME[1]), "banker": "E", "run": 1}
    added = settle(second, (("banker-count", "added"),))["ledger"]
    assert game["hands"][1]["ledger"] == added != settle(second)["ledger"]
