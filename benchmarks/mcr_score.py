"""Throughput of the MCR scorer, end to end: parse + score the public corpus, repeated to at
least 50,000 hands, on one core; and, where PyMahjongGB (the compiled reference, the ``bench``
extra) is installed, the same hands scored by it in the same run, with the ratio.

    python benchmarks/mcr_score.py [--hands 50000]

Each hand is read from its text with the context suffix (``…|ES1000|3``), so the parse covers
the situation too; the reference gets its own call arguments, prepared beforehand.  Rates are
per second of this process's CPU time (one core; other work on a shared machine does not
count against it), the wall-clock rate beside it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from mcr_hands import reference_call  # noqa: E402

from paiju.engine.mcr.situation import WIND_LETTERS, Situation, check_situation# noqa: E402
from paiju.engine.mcr.scoring import score  # noqa: E402
from paiju.engine.mahjong.tiles import EAST  # noqa: E402
from paiju.grammar.mcr import parse_hand  # noqa: E402


def corpus_texts() -> list[str]:
    texts = []
    with open(ROOT / "tests" / "data" / "mcr-public.jsonl", encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            situation = Situation(
                record["self_drawn"], record["fourth_tile"], record["kong"],
                record["last_tile"], EAST + WIND_LETTERS.index(record["seat_wind"]),
                EAST + WIND_LETTERS.index(record["round_wind"]), record["flowers"])
            texts.append(record["notation"] + situation.notation())
    return texts


def parse_and_score(text: str) -> int:
    hand, situation = parse_hand(text)
    check_situation(hand, situation)
    return score(hand, situation).total


def timed(work, count: int):
    """Run ``work``; its result, and ``count`` per second of CPU time and of wall time."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = work()
    return result, count / (time.process_time() - cpu), count / (time.perf_counter() - wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50_000)
    args = parser.parse_args()
    texts = corpus_texts()
    rounds = -(-args.hands // len(texts))
    workload = texts * rounds
    for text in texts:  # warm the suit tables once, as a long-running scorer would have
        parse_and_score(text)

    (totals, ours, wall) = timed(lambda: [parse_and_score(text) for text in workload],
                                 len(workload))
    print(f"paiju: {len(workload)} hands ({len(texts)} corpus hands x {rounds}), "
          f"parse + score: {ours:,.0f} hands/s ({wall:,.0f} by the wall clock)")

    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        print("PyMahjongGB not installed (pip install -e '.[bench]'): no ratio")
        return
    calls = [reference_call(*parse_hand(text)) for text in texts] * rounds
    (reference, theirs, wall) = timed(
        lambda: [sum(points for points, _ in MahjongFanCalculator(**call)) for call in calls],
        len(calls))
    assert reference == totals, "paiju and PyMahjongGB disagree on a corpus total"
    print(f"PyMahjongGB: {theirs:,.0f} hands/s ({wall:,.0f} by the wall clock; score only, "
          "from prepared call arguments)")
    print(f"ratio: PyMahjongGB is {theirs / ours:.1f}x faster")


if __name__ == "__main__":
    main()
