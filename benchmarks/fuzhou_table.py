"""Fuzhou table throughput: hands settled per second and long games played.

    python benchmarks/fuzhou_table.py [HANDS]

Prints outcomes settled per second given as bonus and flower count, and given as the winning
hand (the single-hand scorer runs inside); JSON records read and settled per second (the path a
``settle`` command takes, without the CLI); a long seeded game played with running totals,
checking that the totals stay zero-sum and that every stated banker follows the succession.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from paiju.engine.fuzhou.game import play_game  # noqa: E402
from paiju.engine.fuzhou.rules import rule_book  # noqa: E402
from paiju.engine.fuzhou.scoring import BONUS_HANDS  # noqa: E402
from paiju.engine.fuzhou.settling import settle  # noqa: E402
from paiju.engine.fuzhou.table import SEATS  # noqa: E402
from paiju.grammar.fuzhou_table import read_game, read_settle  # noqa: E402
from paiju.errors import RecordError  # noqa: E402
from test_fuzhou_gold import random_fuzhou_hands  # noqa: E402


def outcome_records(rng: random.Random, count: int) -> list[dict]:
    records = []
    for _ in range(count):
        winner = rng.choice([*SEATS, None])
        if winner is None:
            records.append({"banker": rng.choice(SEATS), "winner": None})
            continue
        bonus = rng.choice(["none", "none", *[b.name_zh for b in BONUS_HANDS[1:]]])
        self_drawn = bonus in ("抢金", "三金倒") or rng.random() < 0.4
        records.append({"banker": rng.choice(SEATS), "run": rng.randrange(4), "winner": winner,
                        "self_drawn": self_drawn, "bonus": bonus,
                        "discarder": None if self_drawn else
                        rng.choice([s for s in SEATS if s != winner]),
                        "flowers": rng.randrange(12), "base": rng.choice([1, 2, 5])})
    return records


def hand_records(rng: random.Random, count: int) -> list[dict]:
    records = []
    for tiles, golds, gold in random_fuzhou_hands(rng.randrange(10**6), count):
        winner = rng.choice(SEATS)
        records.append({"banker": rng.choice(SEATS), "winner": winner, "self_drawn": True,
                        "gold": f"{gold % 9 + 1}{'mps'[gold // 9]}",
                        "hand": " ".join([f"{t % 9 + 1}{'mps'[t // 9]}" for t in tiles]
                                         + ["金"] * golds),
                        "flowers": rng.randrange(6)})
    return records


def rate(label: str, records: list[dict]) -> None:
    lines = [json.dumps(record, ensure_ascii=False) for record in records]
    read = [read_settle(json.loads(line)) for line in lines]
    start = time.perf_counter()
    settled = refused = 0
    for hand, book in read:
        try:
            settle(hand, book)
            settled += 1
        except RecordError:
            refused += 1
    engine = time.perf_counter() - start
    start = time.perf_counter()
    for line in lines:
        try:
            settle(*read_settle(json.loads(line)))
        except RecordError:
            pass
    whole = time.perf_counter() - start
    print(f"{label}: settle {len(read) / engine:,.0f}/s; read + settle {len(lines) / whole:,.0f}"
          f"/s ({settled} settled, {refused} refused as not a win or impossible)")


def main(count: int) -> None:
    rng = random.Random(2024)
    rate("outcomes (bonus + flowers)", outcome_records(rng, count))
    rate("winning hands", hand_records(rng, max(count // 10, 1)))
    game = [{key: value for key, value in record.items() if key not in ("banker", "run")}
            for record in outcome_records(rng, count)]
    hands, _ = read_game(game)
    book = rule_book([("banker-count", "added")])
    start = time.perf_counter()
    played = play_game(hands, book)
    elapsed = time.perf_counter() - start
    assert sum(played.totals.values()) == 0
    longest = max(hand.settlement.banker.count for hand in played.hands)
    print(f"a game of {len(hands):,} hands: {len(hands) / elapsed:,.0f} hands/s; totals "
          f"{played.totals}; the longest banker run {longest}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20000)
