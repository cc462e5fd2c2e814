"""Speed of ``paiju mcr waits`` on random 13-tile hands, end to end (parse + every wait scored
on a discard and self-drawn), in ms per hand; and, where PyMahjongGB (the compiled reference,
the ``bench`` extra) is installed, the reference doing the same work: every tile tried as the
winning tile on a discard, and each win scored self-drawn too.

    python benchmarks/mcr_waits.py [--hands 2000] [--crosscheck N]

Target (issue 6): under 20 ms for a 13-tile hand.  Most hands are ready by construction (a
winning hand of any form less one tile), the rest are hands in play.  "warm" is a
long-running process; "cold" empties the engine's memo tables before every hand, as the
first hand of a fresh ``paiju`` process sees them.  ``--crosscheck N`` compares N more hands,
with random winds and flags, with the reference (a longer fuzz than the test suite's).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from mcr_hands import reference_call  # noqa: E402
from waits_hands import compare_with_reference, random_13, random_situation  # noqa: E402

from paiju.engine.mahjong import shanten, shapes  # noqa: E402
from paiju.engine.mcr import scoring  # noqa: E402
from paiju.engine.mcr.analysis import HandTiles  # noqa: E402
from paiju.engine.mahjong.hand import Hand# noqa: E402
from paiju.engine.mcr.situation import Situation# noqa: E402
from paiju.engine.mcr.waits import waits  # noqa: E402
from paiju.grammar.mcr import parse_tiles_with_melds  # noqa: E402


def parse_and_wait(text: str) -> int:
    melds, standing, _ = parse_tiles_with_melds(text, (13,))
    return len(waits(HandTiles.of(melds, standing)).waits)


def forget_memo_tables() -> None:
    """Empty every memo table the scorer and the shape readers keep."""
    shanten.forget_tables()
    for module in (shapes, scoring):
        for value in vars(module).values():
            if hasattr(value, "cache_clear"):
                value.cache_clear()


def timed(texts: list[str], cold: bool) -> tuple[float, float]:
    """Mean and worst ms per hand."""
    worst, total = 0.0, 0.0
    for text in texts:
        if cold:
            forget_memo_tables()
        began = time.perf_counter()
        parse_and_wait(text)
        spent = time.perf_counter() - began
        worst, total = max(worst, spent), total + spent
    return total / len(texts) * 1000, worst * 1000


def reference_work(module, hand: HandTiles) -> None:
    for tile in range(34):
        complete = Hand(hand.melds, hand.standing, tile)
        try:
            module.MahjongFanCalculator(**reference_call(complete, Situation()))
        except TypeError:
            continue
        module.MahjongFanCalculator(**reference_call(complete, Situation(self_drawn=True)))


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
    hands = [random_13(rng) for _ in range(args.hands)]
    texts = [hand.notation() for hand in hands]
    ready = [text for text in texts if parse_and_wait(text)]
    for label, chosen in (("all", texts), ("ready", ready)):
        cold, cold_worst = timed(chosen, cold=True)
        warm, warm_worst = timed(chosen, cold=False)
        print(f"paiju waits, {label} 13-tile hands ({len(chosen)}): warm {warm:.2f} ms/hand "
              f"(worst {warm_worst:.1f}), cold {cold:.2f} ms/hand (worst {cold_worst:.1f})")
    if MahjongGB is None:
        print("PyMahjongGB not installed (pip install -e '.[bench]'): no comparison")
        return
    start = time.perf_counter()
    for hand in hands:
        reference_work(MahjongGB, hand)
    theirs = (time.perf_counter() - start) / len(hands) * 1000
    warm, _ = timed(texts, cold=False)
    print(f"PyMahjongGB, the same work: {theirs:.3f} ms/hand (paiju warm is "
          f"{warm / theirs:.0f}x slower)")
    if args.crosscheck:
        bad = []
        for _ in range(args.crosscheck):
            hand, situation = random_13(rng), random_situation(rng)
            if compare_with_reference(MahjongGB, hand, situation):
                bad.append(hand.notation() + situation.notation())
        print(f"cross-check, {args.crosscheck} hands with random winds and flags: {len(bad)} "
              f"disagree" + (f", e.g. {bad[:3]}" if bad else ""))


if __name__ == "__main__":
    main()
