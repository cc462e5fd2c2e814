"""What the Gouji and Sanchazi replay benchmarks measure alike: the best of a few runs, and
the engine and record replay rates of self-played deals (imported by gouji_replay.py and
sanchazi_replay.py; not a benchmark of its own)."""

from __future__ import annotations

import json
import time
from typing import Any, Callable


def best_of(repeat: int, run: Callable[[], Any]) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def replay_rates(games: list[Any], referee_type: type, read_replay: Callable[[Any], Any],
                 repeat: int) -> list[str]:
    """Print how fast the engine replays the games' actions, and how fast their records
    (JSON Lines text → read → replay → facts) are replayed; return the records' lines."""
    actions = sum(len(game.actions) for game in games)

    def replay_engine() -> None:
        for game in games:
            referee = referee_type(game.referee.setup, checked=True)
            referee.push_all(game.actions)
            referee.facts()

    seconds = best_of(repeat, replay_engine)
    print(f"engine replay:  {len(games) / seconds:8.0f} deals/s  "
          f"{actions / seconds:9.0f} actions/s  {seconds / actions * 1e6:.2f} µs/action")

    lines = [json.dumps(game.record, ensure_ascii=False) for game in games]

    def replay_records() -> None:
        for line in lines:
            read_replay(json.loads(line)).replay().facts()

    seconds = best_of(repeat, replay_records)
    print(f"record replay:  {len(lines) / seconds:8.0f} deals/s  (JSON Lines text → read → "
          "replay → facts)")
    return lines
