"""Long randomised cross-check of the MCR scorer against PyMahjongGB (the compiled reference,
the ``bench`` extra): random legal winning hands of every form with random melds, winds,
flags and flowers (tests/mcr_hands.py), scored by both; prints the differences, the fans
seen, and both speeds.

    python benchmarks/mcr_crosscheck.py [--hands 200000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from mcr_hands import random_context, random_hand, reference_fans  # noqa: E402

from paiju.engine.mcr.fans import Fan  # noqa: E402
from paiju.engine.mcr.scoring import score  # noqa: E402
from paiju.grammar.mcr import parse_hand  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from MahjongGB import MahjongFanCalculator

    rng = random.Random(args.seed)
    texts = [random_hand(rng) + random_context(rng) for _ in range(args.hands)]
    hands = [parse_hand(text) for text in texts]
    start = time.perf_counter()
    ours = [score(hand, situation) for hand, situation in hands]
    paiju_time = time.perf_counter() - start
    start = time.perf_counter()
    theirs = [reference_fans(MahjongFanCalculator, hand, situation) for hand, situation in hands]
    reference_time = time.perf_counter() - start

    seen: Counter[str] = Counter()
    differences = 0
    for text, result, reference in zip(texts, ours, theirs):
        mine = [(fan.fan.name_zh, fan.count) for fan in result.fans] if result.win else None
        seen.update(name for name, _ in mine or ())
        if mine != reference:
            differences += 1
            if differences <= 20:
                print(f"DIFFERENCE {text}\n  paiju      {mine}\n  reference  {reference}")
    print(f"{args.hands} random hands (seed {args.seed}): {differences} differences")
    print(f"fans seen: {len(seen)} of {len(Fan)}; rarest: "
          + ", ".join(f"{name} {count}" for name, count in seen.most_common()[-6:]))
    print(f"score only: paiju {args.hands / paiju_time:,.0f} hands/s, "
          f"PyMahjongGB {args.hands / reference_time:,.0f} hands/s (through its Python binding)")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
