"""What a batch line costs outside the grammar and the engine: the CLI's share of a line.

    python benchmarks/batch_overhead.py [--lines 20000] [--runs 3]

Two batches of distinct lines, generated from a fixed seed:

* ``paiju mcr score --batch - --format jsonl``: JSON records of random winning hands of every
  form (tests/mcr_hands.py) with their situation given as fields;
* ``paiju gouji beats -``: 'NEW on OLD' pairs of random plays.

Each batch runs through the real command as a subprocess (its CPU time, from the children's
resource usage; the start-up measured on a one-line batch is taken off), and the same lines
are read and answered in-process by the grammar and the engine alone (parse, situation check,
score / beats).  The difference, per line, is what the command line adds: reading the line,
the record's fields, building the answer's JSON, writing it.  The best of ``--runs`` runs is
printed.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from mcr_hands import random_hand  # noqa: E402

PAIJU = [sys.executable, "-m", "paiju"]
SEED = 20240611
GOUJI_RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def mcr_lines(count: int) -> list[str]:
    """Distinct JSON records: a winning hand and its situation as fields."""
    rng = random.Random(SEED)
    hands: dict[str, None] = {}
    while len(hands) < count:
        hands[random_hand(rng)] = None
    lines = []
    for hand in hands:
        record = {"hand": hand, "self_drawn": rng.random() < 0.4,
                  "seat_wind": rng.choice("ESWN"), "round_wind": rng.choice("ESWN"),
                  "flowers": rng.choice([0, 0, 1, 2, 3])}
        lines.append(json.dumps(record))
    return lines


def _gouji_play(rng: random.Random) -> str:
    terms = []
    if rng.random() < 0.35:
        terms.append(f"{rng.randint(1, 2)}{rng.choice(['大花', '小花'])}")
    if rng.random() < 0.25:
        terms.append(f"{rng.randint(1, 3)}钱")
    terms.append(f"{rng.randint(1, 7)}x{rng.choice(GOUJI_RANKS)}")
    return "+".join(terms)


def gouji_lines(count: int) -> list[str]:
    """Distinct 'NEW on OLD' lines."""
    rng = random.Random(SEED)
    lines: dict[str, None] = {}
    while len(lines) < count:
        lines[f"{_gouji_play(rng)} on {_gouji_play(rng)}"] = None
    return list(lines)


ENGINE_MCR = """
import json, sys, time
from paiju.engine.mcr.scoring import score
from paiju.engine.mcr.situation import WIND_LETTERS, Situation, check_situation
from paiju.engine.mahjong.tiles import EAST
from paiju.grammar.mcr import parse_hand
lines = sys.stdin.read().splitlines()
start = time.process_time()
for line in lines:
    record = json.loads(line)
    hand, _ = parse_hand(record["hand"])
    situation = Situation(self_drawn=record["self_drawn"],
                          seat_wind=EAST + WIND_LETTERS.index(record["seat_wind"]),
                          round_wind=EAST + WIND_LETTERS.index(record["round_wind"]),
                          flowers=record["flowers"])
    try:
        check_situation(hand, situation)
    except ValueError:
        continue
    score(hand, situation)
print(time.process_time() - start)
"""

ENGINE_GOUJI = """
import sys, time
from paiju.engine.gouji.plays import beats
from paiju.grammar.gouji import parse_play
lines = sys.stdin.read().splitlines()
start = time.process_time()
for line in lines:
    new, old = line.split(" on ")
    try:
        beats(parse_play(new), parse_play(old))
    except ValueError:
        continue
print(time.process_time() - start)
"""


def child_cpu(command: list[str], text: str) -> float:
    """CPU seconds (user + system) a subprocess spends on ``text``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, input=text.encode(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def engine_cpu(script: str, text: str) -> float:
    done = subprocess.run([sys.executable, "-c", script], input=text.encode(),
                          capture_output=True, check=True, cwd=ROOT)
    return float(done.stdout)


def measure(name: str, command: list[str], lines: list[str], engine: str, runs: int) -> None:
    text = "\n".join(lines) + "\n"
    startup = min(child_cpu(command, lines[0] + "\n") for _ in range(runs))
    cli = min(child_cpu(command, text) for _ in range(runs)) - startup
    alone = min(engine_cpu(engine, text) for _ in range(runs))
    count = len(lines)
    per_line, engine_line = cli / count * 1e6, alone / count * 1e6
    print(f"{name}: {count} distinct lines, {count / cli:,.0f} lines/s through the CLI")
    print(f"  per line: {per_line:.1f} µs through the CLI, {engine_line:.1f} µs grammar + "
          f"engine alone, {per_line - engine_line:.1f} µs the CLI's share "
          f"(start-up {startup * 1e3:.0f} ms taken off)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    began = time.perf_counter()
    measure("paiju mcr score --batch - --format jsonl",
            [*PAIJU, "mcr", "score", "--batch", "-", "--format", "jsonl"],
            mcr_lines(args.lines), ENGINE_MCR, args.runs)
    measure("paiju gouji beats -", [*PAIJU, "gouji", "beats", "-"], gouji_lines(args.lines),
            ENGINE_GOUJI, args.runs)
    print(f"({time.perf_counter() - began:.0f} s in all)")


if __name__ == "__main__":
    main()
