"""Speed of ``paiju mcr shanten`` on random hands, end to end (parse + every form + useful tiles
or discard advice), in ms per hand; and, where PyMahjongGB (the compiled reference, the
``bench`` extra) is installed, the reference doing the same work: its five shanten functions
with useful tiles for the 13-tile hand, or for each distinct discard of the 14-tile hand.

    python benchmarks/mcr_shanten.py [--hands 2000] [--crosscheck N]

Target (issue 6): under 50 ms for a 14-tile hand with discard advice.  "warm" is a long-running
process whose suit tables are filled; "cold" empties the tables before every hand, as the
first hand of a fresh ``paiju`` process sees them.  ``--crosscheck N`` also compares N more
hands of each size with the reference (a longer fuzz than the test suite's).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from shanten_hands import compare_with_reference, random_hand, reference_shanten  # noqa: E402

from paiju.engine.mahjong import shanten  # noqa: E402
from paiju.engine.mcr.analysis import HandTiles, analyse  # noqa: E402
from paiju.grammar.mcr import parse_tiles_with_melds  # noqa: E402


def parse_and_analyse(text: str) -> int:
    melds, standing, _ = parse_tiles_with_melds(text)
    return analyse(HandTiles.of(melds, standing)).overall


def timed(texts: list[str], cold: bool) -> tuple[float, float]:
    """Mean and worst ms per hand."""
    worst, start = 0.0, time.perf_counter()
    for text in texts:
        if cold:
            shanten.forget_tables()
        began = time.perf_counter()
        parse_and_analyse(text)
        worst = max(worst, time.perf_counter() - began)
    return (time.perf_counter() - start) / len(texts) * 1000, worst * 1000


def reference_work(module, hand: HandTiles) -> None:
    counts = hand.counts()
    if len(hand.standing) % 3 == 1:
        reference_shanten(module, list(hand.standing))
        return
    for tile in range(len(counts)):
        if counts[tile]:
            counts[tile] -= 1
            reference_shanten(module, [t for t, n in enumerate(counts) for _ in range(n)])
            counts[tile] += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--crosscheck", type=int, default=0, metavar="N")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        import MahjongGB
    except ImportError:
        MahjongGB = None
    rng = random.Random(args.seed)
    for size in (13, 14):
        hands = [random_hand(rng, size) for _ in range(args.hands)]
        texts = [hand.notation() for hand in hands]
        cold, cold_worst = timed(texts, cold=True)
        warm, warm_worst = timed(texts, cold=False)
        print(f"paiju, {size}-tile hands ({args.hands}): warm {warm:.2f} ms/hand "
              f"(worst {warm_worst:.1f}), cold {cold:.2f} ms/hand (worst {cold_worst:.1f})")
        if MahjongGB is None:
            continue
        start = time.perf_counter()
        for hand in hands:
            reference_work(MahjongGB, hand)
        theirs = (time.perf_counter() - start) / len(hands) * 1000
        print(f"PyMahjongGB, the same work: {theirs:.3f} ms/hand "
              f"(paiju warm is {warm / theirs:.0f}x slower)")
    if MahjongGB is None:
        print("PyMahjongGB not installed (pip install -e '.[bench]'): no comparison")
        return
    for size in (13, 14) if args.crosscheck else ():
        bad = [hand.notation() for hand in (random_hand(rng, size)
                                            for _ in range(args.crosscheck))
               if compare_with_reference(MahjongGB, hand)]
        print(f"cross-check, {args.crosscheck} {size}-tile hands: {len(bad)} disagree"
              + (f", e.g. {bad[:3]}" if bad else ""))


if __name__ == "__main__":
    main()
