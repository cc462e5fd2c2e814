"""Start-up cost of one-query commands against bare Python and paiju's three dependencies.

    python benchmarks/startup.py [--runs N]

Each command is run N times as a fresh process (the way a shell one-liner runs it); the
median wall time is printed with its ratio to `python -c "import click, pyparsing, tabulate"`,
the floor every paiju command stands on.  The target (issue 15): a one-shot query
(`paiju mcr score HAND`, `paiju gouji beats A B`) at most 1.15 times that floor.  The modules
a plain `paiju mcr score HAND` imports are checked too: not the explanation, analysis or
shanten ones (`python -X importtime` shows the same).
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

PY = sys.executable
FLOOR = "import click, pyparsing, tabulate"
ONE_SHOT = ("paiju mcr score (table)", "paiju gouji beats (table)", "paiju mcr score (json)",
            "paiju gouji beats (json)")
TARGET = 1.15
HEAVY = ("paiju.engine.mcr.explain", "paiju.cli.mcr.explanation", "paiju.engine.mcr.analysis",
         "paiju.engine.mahjong.shanten")
"""Modules a plain ``paiju mcr score HAND`` must not import."""
COMMANDS: list[tuple[str, list[str]]] = [
    ("python -c pass", [PY, "-c", "pass"]),
    ('python -c "import click"', [PY, "-c", "import click"]),
    (FLOOR, [PY, "-c", "import click, pyparsing, tabulate"]),
    ("paiju --version", [PY, "-m", "paiju", "--version"]),
    ("paiju gouji beats (json)", [PY, "-m", "paiju", "gouji", "beats", "3大花+2x10", "2小花+3x9",
                                  "--format", "json"]),
    ("paiju gouji beats (table)", [PY, "-m", "paiju", "gouji", "beats", "3大花+2x10",
                                   "2小花+3x9"]),
    ("paiju mcr score (json)", [PY, "-m", "paiju", "mcr", "score", "[123m][EEEE]456p78s99s9s",
                                "--self-drawn", "--format", "json"]),
    ("paiju mcr score (table)", [PY, "-m", "paiju", "mcr", "score", "[123m][EEEE]456p78s99s9s",
                                 "--self-drawn"]),
    ("paiju fuzhou score (json)", [PY, "-m", "paiju", "fuzhou", "score", "123m456p789s1123s1s",
                                   "--gold", "5m", "--format", "json"]),
    ("paiju sanchazi beats (json)", [PY, "-m", "paiju", "sanchazi", "beats", "999QQ", "888JJ",
                                     "--format", "json"]),
]


# As an installed package runs: bytecode compiled once (pip does it at install time), even where
# the environment sets PYTHONDONTWRITEBYTECODE.
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def median_seconds(argv: list[str], runs: int) -> float | None:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(argv, capture_output=True, env=ENV)
        times.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            return None
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    compileall.compile_dir(Path(__file__).resolve().parent.parent / "paiju", quiet=1)
    results = {label: median_seconds(argv, runs) for label, argv in COMMANDS}
    floor = results[FLOOR]
    print(f"{'command':34} {'median ms':>10} {'× the floor':>12}")
    for label, seconds in results.items():
        if seconds is None:
            print(f"{label:34} {'(not available)':>10}")
            continue
        mark = "  (target <= %.2f)" % TARGET if label in ONE_SHOT else ""
        print(f"{label:34} {seconds * 1000:10.1f} {seconds / floor:12.2f}{mark}")
    print(f"the floor: python -c \"{FLOOR}\"")
    loaded = imported_by(COMMANDS_BY_LABEL["paiju mcr score (table)"])
    heavy = [name for name in HEAVY if name in loaded]
    print("paiju mcr score imports " + (", ".join(heavy) if heavy else
                                        "none of " + ", ".join(HEAVY)))


COMMANDS_BY_LABEL = dict(COMMANDS)


def imported_by(argv: list[str]) -> set[str]:
    """The modules a command imports, from ``python -X importtime``."""
    done = subprocess.run([argv[0], "-X", "importtime", *argv[1:]], capture_output=True,
                          env=ENV, text=True)
    return {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()
            if line.startswith("import time:")}


if __name__ == "__main__":
    main()
