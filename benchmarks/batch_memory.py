"""Batches stream: peak memory stays flat however many lines go in, and --jobs scales.

    python benchmarks/batch_memory.py [--lines 10000 100000 1000000] [--jobs 1 2]

For each batch command, a fresh `paiju` process reads N generated lines from a pipe (the lines
are produced on the fly, never held in memory) and writes its answers to /dev/null; the
benchmark prints the child's peak resident memory (ru_maxrss), the lines per second, and checks
that the process answered every line (one output line per input line).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent


def _cycle(lines: list[str]) -> Callable[[], Iterator[str]]:
    return lambda: itertools.cycle(lines)


def _mcr_lines() -> list[str]:
    with open(ROOT / "tests" / "data" / "mcr-public.jsonl", encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle]
    return [json.dumps({"hand": r["notation"], "self_drawn": r["self_drawn"],
                        "seat_wind": r["seat_wind"], "round_wind": r["round_wind"]},
                       ensure_ascii=False) for r in records]


BEATS = [f"{n}x{a} on {n}x{b}" for n in range(1, 7) for a, b in
         zip("3456789TJQKA", "456789TJQKA3")] + ["2大花+3钱+4x10 on 2小花+7x9", "4x1 on 3x3"]
COMMANDS: dict[str, tuple[list[str], Callable[[], Iterator[str]]]] = {
    "gouji beats": (["gouji", "beats", "-"], _cycle(BEATS)),
    "gouji level": (["gouji", "level", "-"], _cycle(["5x10", "2Q+1小花", "4x10", "1钱+1xK"])),
    "mcr score --batch": (["mcr", "score", "--batch", "-"], lambda: itertools.cycle(_mcr_lines())),
    "mcr shanten -": (["mcr", "shanten", "-"],
                      _cycle(["123m456p789s1155s", "23467m3456p45789s", "147m258p369sESWN"])),
    "fuzhou score -": (["fuzhou", "score", "-", "--gold", "5p", "--self-drawn"],
                       _cycle(["123m 456m 789m 234s 金金 678p", "123m456m789m234s678p99s"])),
    "sanchazi beats": (["sanchazi", "beats", "-"],
                       _cycle(["999QQ on 888JJ", "33333 on 2222", "♣4♣4♣4 on 8888"])),
}


def run(argv: list[str], lines: Iterator[str], count: int, jobs: int) -> tuple[float, int, int]:
    """(seconds, peak RSS in MiB, output lines) for one fresh process fed ``count`` lines."""
    command = [sys.executable, "-m", "paiju", *argv, "--jobs", str(jobs)]
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, cwd=ROOT)

    def feed() -> None:
        assert child.stdin is not None
        for line in itertools.islice(lines, count):
            child.stdin.write((line + "\n").encode())
        child.stdin.close()

    feeder = threading.Thread(target=feed)
    feeder.start()
    assert child.stdout is not None
    answered = sum(1 for _ in child.stdout)
    feeder.join()
    _, _status, usage = os.wait4(child.pid, 0)
    child.returncode = 0
    return time.perf_counter() - start, usage.ru_maxrss // 1024, answered


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--jobs", type=int, nargs="+", default=[1])
    parser.add_argument("--only", nargs="*", help="command names to run (default: all)")
    args = parser.parse_args()
    print(f"{'command':20} {'lines':>9} {'jobs':>4} {'seconds':>8} {'lines/s':>9} "
          f"{'peak MiB':>9} {'answered':>9}")
    for name, (argv, lines) in COMMANDS.items():
        if args.only and name not in args.only:
            continue
        for count in args.lines:
            for jobs in args.jobs:
                seconds, peak, answered = run(argv, lines(), count, jobs)
                flag = "" if answered == count else "  (!)"
                print(f"{name:20} {count:9,} {jobs:4} {seconds:8.1f} {count / seconds:9,.0f} "
                      f"{peak:9,} {answered:9,}{flag}", flush=True)


if __name__ == "__main__":
    main()
