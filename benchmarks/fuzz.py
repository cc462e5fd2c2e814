"""The long fuzz run: the grammar and CLI fuzz properties of the test suite with many more
examples (hypothesis), reporting how many inputs were tried and any failure.

    python benchmarks/fuzz.py [--examples 20000]

Every grammar (Gouji plays and hands, MCR hands, Fuzhou hands/flowers/gold, Sanchazi plays and
hands) gets random text, mutated valid text and very long text; every command gets random
arguments and stdin lines.  The property: a result, or a clear one-line error with a column,
exit code 2 — never another exception, never a hang.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=20_000,
                        help="examples per grammar and property (the suite uses 150)")
    args = parser.parse_args()
    env = {**os.environ, "PAIJU_FUZZ_EXAMPLES": str(args.examples)}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
                           "-o", "addopts=", "-q", "--hypothesis-show-statistics",
                           "tests/test_fuzz_grammars.py", "tests/test_fuzz_cli.py"],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    # hypothesis statistics: "- 750 passing, 0 failing, and 3 invalid test cases"
    tried = sum(int(line.split()[1]) + int(line.split()[3])
                for line in done.stdout.splitlines()
                if line.strip().startswith("- ") and " passing, " in line)
    print(done.stdout.splitlines()[-1] if done.stdout else done.stderr[-2000:])
    print(f"{tried:,} inputs tried in {elapsed:.0f} s "
          f"({args.examples:,} per grammar property); exit {done.returncode}")
    if done.returncode:
        print(done.stdout[-6000:])
    sys.exit(done.returncode)


if __name__ == "__main__":
    main()
