"""Sanchazi throughput and a long fuzz of ``respond`` against brute force.

    python benchmarks/sanchazi_respond.py [CASES]

Prints plays classified per second, answers found per second for full 40-card hands, and
how many random (hand, play) cases agree with brute force (every sub-multiset of the hand).
The test suite runs a short version of the same cross-check.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from paiju.engine.cardgame.cards import Card, full_pack  # noqa: E402
from paiju.engine.sanchazi.card_types import PACKS, Cards, Rules, classify  # noqa: E402
from paiju.engine.sanchazi.respond import responses  # noqa: E402
from paiju.grammar.sanchazi import parse_legal_play  # noqa: E402
from test_sanchazi_respond import brute_force, cases, key  # noqa: E402


def deck() -> list[Card]:
    return [Card(rank) for rank, n in full_pack(PACKS).items() for _ in range(n)]


def main(count: int) -> None:
    rng = random.Random(1)
    cards = deck()
    plays = [Cards(tuple(rng.sample(cards, rng.randrange(1, 11)))) for _ in range(20000)]
    start = time.perf_counter()
    legal = sum(classify(play).legal for play in plays)
    spent = time.perf_counter() - start
    print(f"classify: {len(plays) / spent:,.0f} plays/s ({legal} of {len(plays)} legal)")

    olds = [parse_legal_play(text).shape for text in
            ["3", "33", "333", "33344", "3344", "333444", "333444 5566", "4444", "♠3♠3♠3"]]
    hands = [Cards(tuple(rng.sample(cards, 40))) for _ in range(200)]
    start = time.perf_counter()
    found = sum(len(responses(hand, old)) for hand in hands for old in olds)
    spent = time.perf_counter() - start
    print(f"respond: {len(hands) * len(olds) / spent:,.0f} queries/s on 40-card hands "
          f"({found} answers)")

    start = time.perf_counter()
    agree = 0
    for rules in (Rules(), Rules(wings_share_ranks=True)):
        for hand, old in cases(99, count):
            fast = {key(answer.play, answer.shape) for answer in responses(hand, old, rules)}
            assert fast == brute_force(hand, old, rules), (hand.written, old)
            agree += 1
    print(f"fuzz: {agree} cases agree with brute force in {time.perf_counter() - start:.1f}s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
