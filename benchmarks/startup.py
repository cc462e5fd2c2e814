"""Start-up cost of one-shot queries against paiju's three dependencies.

    python benchmarks/startup.py [--rounds N] [--check]

A one-shot query (``paiju mcr score HAND``, ``paiju gouji beats A B``, …) runs as a fresh
process, the way a shell one-liner runs it; its cost is mostly start-up.  The floor is
``python -c "import click, pyparsing, tabulate"``: what every paiju command stands on.  The
target (issue 15): every one-shot query at most 1.15 times the floor, in both formats — the
table (what a person at a terminal meets) and JSON.

Measured robustly on a shared machine: N rounds, each running the floor and every command
once in a shuffled order, so that a burst of load elsewhere falls on all of them alike; a
command's ratio is the median over the rounds of its time over that round's floor time, and
the times shown are medians.  Bytecode is compiled first, as an installed package has it.
Lines of context: the floor's bare parts (``python -c pass``, ``import click``), the floor
imported with the collector paused as paiju imports (``paiju.cli.startup``: part of what a
query saves is the pause's on the dependencies themselves), and ``paiju --version`` (the
top-level group alone).

The modules a plain ``paiju mcr score HAND`` imports are checked too, in both formats: not
the explanation, analysis or shanten ones, nor pyparsing or importlib.metadata (``python -X
importtime`` shows the same).  Since issue 27 a query whose notation the fast readers read
(a plain MCR hand, a Gouji play or Sanchazi cards as the engine writes them) imports no
pyparsing: it runs below the floor (a ratio under 1).
``--check`` exits 1 when a query is over the target or imports one of those.
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

PY = sys.executable
FLOOR = "import click, pyparsing, tabulate"
TARGET = 1.15
PAIJU = [PY, "-m", "paiju"]
HAND = "[123m][EEEE]456p78s99s9s"

QUERIES: list[tuple[str, list[str]]] = [
    ("mcr score", ["mcr", "score", HAND, "--self-drawn"]),
    ("mcr waits", ["mcr", "waits", "[123m][567p]55789sCC"]),
    ("gouji beats", ["gouji", "beats", "3大花+2x10", "2小花+3x9"]),
    ("gouji compare", ["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9"]),
    ("fuzhou score", ["fuzhou", "score", "123m456p789s1123s1s", "--gold", "5m"]),
    ("sanchazi beats", ["sanchazi", "beats", "999QQ", "888JJ"]),
    ("gouji level", ["gouji", "level", "5x10"]),
    ("sanchazi type", ["sanchazi", "type", "55"]),
]
"""The one-shot queries measured: label → arguments (each run as a table and as JSON)."""
FORMATS = (("table", []), ("json", ["--format", "json"]))

PAUSED_FLOOR = ("import gc; gc.disable(); import click, pyparsing, tabulate; gc.freeze(); "
                "gc.enable()")
CONTEXT: list[tuple[str, list[str]]] = [
    ("python -c pass", [PY, "-c", "pass"]),
    ('python -c "import click"', [PY, "-c", "import click"]),
    ("the floor, collector paused", [PY, "-c", PAUSED_FLOOR]),
    ("paiju --version", [*PAIJU, "--version"]),
]
"""Context: the floor's bare parts; the floor imported as paiju imports (the collector
paused, paiju.cli.startup), which shows how much of a query's saving is the pause's on the
dependencies alone; the top-level group alone."""
ONE_SHOT: list[tuple[str, list[str]]] = [
    (f"paiju {label} ({fmt})", [*PAIJU, *args, *extra])
    for label, args in QUERIES for fmt, extra in FORMATS
]

HEAVY = ("paiju.engine.mcr.explain", "paiju.cli.mcr.explanation", "paiju.engine.mcr.analysis",
         "paiju.engine.mahjong.shanten", "paiju.engine.mcr.waits", "pyparsing",
         "importlib.metadata")
"""Modules a plain ``paiju mcr score HAND`` must not import (either format): a plain hand is
read without the grammar (so without pyparsing), and tabulate is imported without
importlib.metadata (paiju.cli.startup.without_metadata)."""

# As an installed package runs: bytecode compiled once (pip does it at install time), even where
# the environment sets PYTHONDONTWRITEBYTECODE.
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def seconds(argv: list[str]) -> float | None:
    """One run's wall time; None when the command failed (exit 2 or worse)."""
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, env=ENV)
    elapsed = time.perf_counter() - start
    return elapsed if done.returncode in (0, 1) else None


def measure(commands: list[tuple[str, list[str]]], rounds: int) \
        -> tuple[dict[str, list[float]], dict[str, list[float]], set[str]]:
    """Every command's times and its ratios to the floor of the same round; the labels of
    commands that failed."""
    everything = [(FLOOR, [PY, "-c", FLOOR]), *commands]
    times: dict[str, list[float]] = {label: [] for label, _ in everything}
    ratios: dict[str, list[float]] = {label: [] for label, _ in commands}
    failed: set[str] = set()
    for _ in range(rounds):
        order = list(everything)
        random.shuffle(order)
        taken = {}
        for label, argv in order:
            if label in failed:
                continue
            taken[label] = seconds(argv)
            if taken[label] is None:
                failed.add(label)
        floor = taken[FLOOR]
        times[FLOOR].append(floor)
        for label, elapsed in taken.items():
            if label != FLOOR and elapsed is not None:
                times[label].append(elapsed)
                ratios[label].append(elapsed / floor)
    return times, ratios, failed


def imported_by(argv: list[str]) -> set[str]:
    """The modules a command imports, from ``python -X importtime``."""
    done = subprocess.run([argv[0], "-X", "importtime", *argv[1:]], capture_output=True,
                          env=ENV, text=True)
    return {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()
            if line.startswith("import time:")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=25)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a query is over the target or imports a heavy module")
    options = parser.parse_args()
    compileall.compile_dir(Path(__file__).resolve().parent.parent / "paiju", quiet=1)
    times, ratios, failed = measure([*CONTEXT, *ONE_SHOT], options.rounds)
    over = []
    print(f"{'command':34} {'median ms':>10} {'× the floor':>12}")
    print(f"{FLOOR:34} {statistics.median(times[FLOOR]) * 1000:10.1f} {1:12.2f}  (the floor)")
    one_shot = {label for label, _ in ONE_SHOT}
    for label, _ in [*CONTEXT, *ONE_SHOT]:
        if label in failed:
            print(f"{label:34} {'(failed)':>10}")
            over.append(label)
            continue
        ratio = statistics.median(ratios[label])
        mark = ""
        if label in one_shot:
            mark = f"  (target <= {TARGET:.2f}{'' if ratio <= TARGET else ': OVER'})"
            if ratio > TARGET:
                over.append(label)
        print(f"{label:34} {statistics.median(times[label]) * 1000:10.1f} {ratio:12.2f}{mark}")
    print(f"{options.rounds} rounds, each command and the floor once a round in a shuffled "
          "order; ratio = median over the rounds of time / that round's floor")
    for fmt, extra in FORMATS:
        loaded = imported_by([*PAIJU, "mcr", "score", HAND, "--self-drawn", *extra])
        heavy = [name for name in HEAVY if name in loaded]
        print(f"paiju mcr score ({fmt}) imports "
              + (", ".join(heavy) if heavy else "none of " + ", ".join(HEAVY)))
        over += heavy
    return 1 if options.check and over else 0


if __name__ == "__main__":
    sys.exit(main())
