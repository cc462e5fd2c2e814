"""Throughput of ``paiju gouji respond``: answers per second over many random full hands.

    python benchmarks/gouji_respond.py [--tables N] [--seed S]

Deals N random tables (six 36-card hands each) and asks every hand for its answers to a
set of plays on the table drawn from the other hands (plain, pasted-money and flowered
plays, both beating options).  Prints responses/second, the mean and worst time of one
answer, the speed-up over brute force on small hands, and the time of one whole
command-line call on a 36-card hand (interpreter start-up included).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from paiju.engine.cardgame.cards import Rank  # noqa: E402
from paiju.engine.gouji.dealing import deal  # noqa: E402
from paiju.engine.gouji.hand import Hand, Mode  # noqa: E402
from paiju.engine.gouji.plays import BeatOption, Play, beats  # noqa: E402
from paiju.engine.gouji.rules import rule_book  # noqa: E402
from paiju.engine.gouji.respond import hand_plays, responses  # noqa: E402
from paiju.errors import IllegalPlayError  # noqa: E402


def table_plays(hand: Hand, rng: random.Random, count: int) -> list[Play]:
    """Plays another seat could lay down: random picks among that hand's plays."""
    plays = list(hand_plays(hand, Mode.NORMAL))
    return rng.sample(plays, min(count, len(plays)))


def brute_force(hand: Hand, old: Play) -> int:
    ranks = sorted(hand.counts)
    found = 0
    for choice in product(*(range(hand.count(rank) + 1) for rank in ranks)):
        counts = {rank: n for rank, n in zip(ranks, choice) if n}
        try:
            play = Play.from_counts(counts) if counts else None
        except IllegalPlayError:
            continue
        if play is not None and beats(play, old).beats:
            found += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    queries, answers, worst, total = 0, 0, 0.0, 0.0
    for _ in range(args.tables):
        hands = deal(rng)
        for seat, hand in enumerate(hands):
            olds = table_plays(hands[(seat + 1) % 6], rng, 10)
            for old, option in product(olds, BeatOption):
                start = time.perf_counter()
                found = responses(hand, old, rule_book([("option", str(int(option)))]))
                elapsed = time.perf_counter() - start
                total += elapsed
                worst = max(worst, elapsed)
                queries += 1
                answers += len(found)
    print(f"full hands: {queries} queries on 36-card hands, {answers} answers listed")
    print(f"  {queries / total:,.0f} respond queries/second, {answers / total:,.0f} answering "
          "plays listed/second")
    print(f"  mean {1000 * total / queries:.2f} ms, worst {1000 * worst:.2f} ms per query")

    small = [Hand.from_counts({rank: rng.randint(0, 2) for rank in rng.sample(list(Rank), 7)})
             for _ in range(200)]
    small = [hand for hand in small if hand.size]
    olds = [Play(Rank.NINE, 2), Play(Rank.NINE, 1, small=1), Play(None, 0, 2)]
    start = time.perf_counter()
    for hand, old in product(small, olds):
        responses(hand, old)
    ours = time.perf_counter() - start
    start = time.perf_counter()
    for hand, old in product(small, olds):
        brute_force(hand, old)
    brute = time.perf_counter() - start
    print(f"small hands (≤14 cards): enumeration is {brute / ours:.0f}× faster than brute "
          f"force over sub-multisets")

    hand = hands[0].written
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "paiju", "gouji", "respond", hand, "--to", "5x9",
                    "--format", "json"], check=False, capture_output=True)
    print(f"one command-line call on a 36-card hand: {1000 * (time.perf_counter() - start):.0f}"
          " ms (interpreter start-up included)")


if __name__ == "__main__":
    main()
