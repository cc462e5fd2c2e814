"""Fuzhou gold throughput and a long fuzz of the gold reading against brute force.

    python benchmarks/fuzhou_gold.py [CASES]

Prints hands decided per second (``wild.wins``), hands fully read per second (every reading
listed, ``read_hand``), the most readings one hand had, the speed-up over brute force (every
multiset of suited tiles for the golds, each tried with the plain shape code), and how many
random hands agree with brute force, every gold assignment included.  The test suite runs
a short version of the cross-check.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from paiju.engine.mahjong import wild  # noqa: E402
from paiju.engine.fuzhou.gold import read_hand  # noqa: E402
from paiju.engine.mahjong.tiles import counts_of  # noqa: E402
from paiju.grammar.fuzhou import parse_hand  # noqa: E402
from test_fuzhou_gold import (  # noqa: E402
    brute_force_substitutions,
    random_fuzhou_hands,
    reading_substitutions,
)


def written(tiles: list[int], golds: int) -> str:
    return " ".join([f"{t % 9 + 1}{'mps'[t // 9]}" for t in tiles] + ["金"] * golds)


def main(count: int) -> None:
    cases = list(random_fuzhou_hands(5, count))
    hands = [(parse_hand(written(tiles, golds), gold), gold) for tiles, golds, gold in cases]

    start = time.perf_counter()
    won = sum(wild.wins(counts_of(tiles), golds) for tiles, golds, _ in cases)
    decided = time.perf_counter() - start
    print(f"wins: {len(cases) / decided:,.0f} hands/s ({won} of {len(cases)} win)")

    start = time.perf_counter()
    most = max(len(read_hand(hand, gold).readings) for hand, gold in hands)
    read = time.perf_counter() - start
    print(f"read_hand: {len(cases) / read:,.0f} hands/s, every reading listed "
          f"(at most {most} readings for one hand)")

    start = time.perf_counter()
    brute_won = sum(bool(brute_force_substitutions(tiles, golds)) for tiles, golds, _ in cases)
    brute = time.perf_counter() - start
    assert brute_won == won
    print(f"brute force decides {len(cases) / brute:,.0f} hands/s: the search is "
          f"{brute / decided:,.0f}x faster")

    start = time.perf_counter()
    for (tiles, golds, gold), (hand, _) in zip(cases, hands):
        expected = brute_force_substitutions(tiles, golds)
        found = read_hand(hand, gold)
        assert found.shape == bool(expected), (tiles, golds, gold)
        assert set().union(*(reading_substitutions(r, gold) for r in found.readings)) \
            == expected, (tiles, golds, gold)
    print(f"fuzz: {len(cases)} hands agree with brute force, every gold assignment included "
          f"({time.perf_counter() - start:.1f}s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
