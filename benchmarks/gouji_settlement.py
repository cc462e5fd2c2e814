"""Throughput of the Gouji deal settlement: engine alone, and the CLI over JSON Lines.

Run: python benchmarks/gouji_settlement.py [DEALS]   (prints deals per second; no limits)
"""

from __future__ import annotations

import json
import random
import sys
import time

from click.testing import CliRunner

from paiju.cli import main
from paiju.engine.gouji.settling import settle
from paiju.grammar.gouji_records import read_deal
from paiju.engine.gouji.seats import SEATS


def random_deal(rng: random.Random) -> dict:
    order = list(SEATS)
    rng.shuffle(order)
    record: dict = {"order": order,
                    "declarations": {str(s): rng.choice(["none", "bright", "pre"]) for s in SEATS},
                    "opened": [s for s in SEATS if rng.random() < 0.5]}
    if rng.random() < 0.3:
        burned = rng.choice(SEATS)
        record["burns"] = [{"burner": (burned + rng.choice((1, 2))) % 6, "burned": burned,
                            "outcome": rng.choice(["lifted", "failed"])}]
    return record


def main_benchmark(count: int) -> None:
    rng = random.Random(3)
    records = [random_deal(rng) for _ in range(count)]
    start = time.perf_counter()
    for record in records:
        settle(read_deal(record))
    engine = time.perf_counter() - start
    lines = "\n".join(json.dumps(record) for record in records) + "\n"
    start = time.perf_counter()
    result = CliRunner().invoke(main, ["gouji", "settle", "-"], input=lines)
    cli = time.perf_counter() - start
    assert result.exit_code == 0, result.output[-500:]
    print(f"{count} deals: engine {count / engine:,.0f} deals/s; "
          f"CLI JSON Lines {count / cli:,.0f} deals/s (CLI/engine time ratio {cli / engine:.1f})")


if __name__ == "__main__":
    main_benchmark(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
