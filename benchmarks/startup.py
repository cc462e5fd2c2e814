"""Start-up cost of one-query commands against bare Python and `import click`.

    python benchmarks/startup.py [--runs N]

Each command is run N times as a fresh process (the way a shell one-liner runs it); the
median wall time is printed with its ratio to `python -c "import click"`.  The aim is a
query under twice the cost of importing click.
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
COMMANDS: list[tuple[str, list[str]]] = [
    ("python -c pass", [PY, "-c", "pass"]),
    ('python -c "import click"', [PY, "-c", "import click"]),
    ("paiju --version", [PY, "-m", "paiju", "--version"]),
    ("paiju gouji beats (json)", [PY, "-m", "paiju", "gouji", "beats", "3大花+2x10", "2小花+3x9",
                                  "--format", "json"]),
    ("paiju gouji beats (table)", [PY, "-m", "paiju", "gouji", "beats", "3大花+2x10",
                                   "2小花+3x9"]),
    ("paiju mcr score (json)", [PY, "-m", "paiju", "mcr", "score", "[123m][EEEE]456p78s99s9s",
                                "--self-drawn", "--format", "json"]),
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
    click_cost = results['python -c "import click"']
    print(f"{'command':32} {'median ms':>10} {'× import click':>15}")
    for label, seconds in results.items():
        if seconds is None:
            print(f"{label:32} {'(not available)':>10}")
            continue
        print(f"{label:32} {seconds * 1000:10.1f} {seconds / click_cost:15.2f}")


if __name__ == "__main__":
    main()
