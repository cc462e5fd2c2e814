"""Issue 25.5's memory bound for ``gouji game``: a game of 100,000 deals streamed by a
process limited to 300 MB of address space.  A file of its own, so that under ``-n 2
--dist loadfile`` it runs on a worker besides the Fuzhou game's (tests/test_game_memory_fuzhou.py)
rather than after it; tests/test_cli_edges_io.py holds the streamed answer to the bytes of
the answer built whole."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game_memory import LIMITED

ROOT = Path(__file__).resolve().parent.parent


def test_a_game_of_100000_deals_streams_under_300_mb(tmp_path, fmt="jsonl"):
    """Issue 25.5: ``gouji game`` plays a deal at a time, its JSON held in a temporary file
    until the game is whole: memory bounded by one deal (a void deal, replayed 100,000 times:
    the cheapest deal to settle; before, the answers of the deals were all held, 6 GB for
    100,000 real deals).  In JSON Lines; the next test holds json to the same bytes as the
    answer built whole."""
    deals = tmp_path / "deals.jsonl"
    deals.write_text('{"order": [], "revolution": [1, 4]}\n' * 100_000, encoding="utf-8")
    answer = tmp_path / "answer.json"
    with open(deals, "rb") as given, open(answer, "wb") as written:
        done = subprocess.run([sys.executable, "-c", LIMITED, "gouji", "game", "-",
                               "--format", fmt], stdin=given, stdout=written,
                              stderr=subprocess.PIPE, cwd=ROOT, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    game = json.loads(answer.read_text(encoding="utf-8"))
    assert len(game["deals"]) == 100_000 and game["totals"] == {"A": 0, "B": 0}
    assert all(deal["void"] and deal["deal"] == 1 for deal in game["deals"])
