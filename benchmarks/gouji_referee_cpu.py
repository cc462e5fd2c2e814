"""Instructions the Gouji referee core spends (issue 27 points 2 and 5), counted by callgrind:
reading a record (``read_replay`` and the referee's set-up, against ``json.loads`` alone),
replaying a deal (``Referee.push_all`` on a referee built as the answers build theirs: no
undo, no event log), settling it (``facts`` → ``settled_found``) and
listing the legal actions of a seat leading with 36 cards.

    python benchmarks/gouji_referee_cpu.py [--deals N] [--seed S] [--profile]

Self-plays N distinct complete deals (tests/gouji_selfplay.py, every rule book of the tests
in turn) from seed S, writes them to a file, and runs this script under ``valgrind
--tool=callgrind`` once per phase on that file: each phase does the work of the one before
it plus one more step, so the difference of two counts is that step alone (start-up, reading
the records and building the referees cancel out).  ``PYTHONHASHSEED`` is fixed so that two
runs count alike.  Instruction counts do not move with the machine's load (wall-clock timings
on a shared 2-core machine do).  ``--profile`` prints the Python functions the replay step
spends its time in (cProfile, wall clock: shares, not a speed).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

PHASES = ("load", "read", "replay", "settle", "leaders", "legal")
LEADERS = 100
WARM = 50
"""Leaders whose listing is done first in both legal phases: the plays they share with the
measured ones are interned once, as in a process that has listed a few hands already."""


def _records(path: str) -> Iterator[Any]:
    """Each record read in turn (as a batch reads them: one deal alive at a time, so the
    garbage collector sees what it sees in a batch, not a hundred deals held at once)."""
    from paiju.grammar.gouji_replay import read_replay

    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.strip():
                yield read_replay(json.loads(line))


def _leaders(seed: int) -> list[Any]:
    from gouji_selfplay import random_setup
    from paiju.engine.gouji.hand import Mode
    from paiju.engine.gouji.referee.state import Referee

    rng = random.Random(seed)
    return [Referee(random_setup(rng, mode=Mode.NORMAL, revolution_chance=0))
            for _ in range(WARM + LEADERS)]


def run_phase(phase: str, path: str, seed: int) -> None:
    """The work of ``phase`` and of every phase before it in its group."""
    from paiju.api.gouji.settlement import settled_found
    from paiju.engine.gouji.referee.state import Referee

    if phase in ("leaders", "legal"):
        referees = _leaders(seed)
        for referee in referees[:WARM]:
            referee.legal_actions()
        if phase == "legal":
            for referee in referees[WARM:]:
                referee.legal_actions()
        return
    if phase == "load":  # the JSON alone, the reader imported: what reading is counted against
        from paiju.grammar.gouji_replay import read_replay  # noqa: F401

        with open(path, encoding="utf-8") as file:
            for line in file:
                if line.strip():
                    json.loads(line)
        return
    for read in _records(path):
        if phase == "read":
            Referee(read.setup, checked=True, undo=False, story=False)
            continue
        referee = Referee(read.setup, checked=True, undo=False, story=False)
        referee.push_all(read.actions)
        if phase == "settle":
            facts = referee.facts()
            deal = facts.deal(dict(sorted(read.declarations.items())), read.number,
                              read.deals_per_game)
            settled_found(deal, False)


ENV = {**{name: value for name, value in os.environ.items()
           if name != "PYTHONDONTWRITEBYTECODE"}, "PYTHONHASHSEED": "0"}
"""Byte code is written (by a first run of each group, outside callgrind), so that no phase
counts compiling the package."""


def count(phase: str, path: str, seed: int) -> int:
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, "--phase", phase, "--file", path, "--seed", str(seed)],
        capture_output=True, text=True, env=ENV, cwd=ROOT)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"callgrind of phase {phase} failed: {done.stderr[-2000:]}")
    return int(found[1])


def profile(path: str) -> None:
    import cProfile
    import pstats

    from paiju.engine.gouji.referee.state import Referee

    reads = list(_records(path))
    profiler = cProfile.Profile()
    profiler.enable()
    for read in reads:
        Referee(read.setup, checked=True, undo=False, story=False).push_all(read.actions)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def write_deals(path: str, deals: int, seed: int) -> None:
    from gouji_selfplay import books, self_play

    shelf = books()
    with open(path, "w", encoding="utf-8") as file:
        for index in range(deals):
            game = self_play(seed + index, shelf[index % len(shelf)])
            file.write(json.dumps(game.record, ensure_ascii=False) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=27_000)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--keep", help="the deals file: written once, then read again (the "
                        "same deals for a before/after comparison)")
    parser.add_argument("--phase", choices=PHASES, help=argparse.SUPPRESS)
    parser.add_argument("--file", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phase:
        return run_phase(args.phase, args.file, args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or str(Path(folder) / "deals.jsonl")
        if not Path(path).exists():
            write_deals(path, args.deals, args.seed)
        with open(path, encoding="utf-8") as file:
            lines = [json.loads(line) for line in file if line.strip()]
        args.deals = len(lines)
        actions = sum(len(line["actions"]) for line in lines)
        print(f"seed {args.seed}: {args.deals} distinct self-played deals, "
              f"{actions / args.deals:.0f} actions a deal")
        if args.profile:
            return profile(path)
        for phase in ("settle", "legal"):
            subprocess.run([sys.executable, __file__, "--phase", phase, "--file", path,
                            "--seed", str(args.seed)], env=ENV, cwd=ROOT, check=True)
        with ThreadPoolExecutor(2) as pool:
            counts = dict(zip(PHASES, pool.map(lambda phase: count(phase, path, args.seed),
                                               PHASES)))
    read = (counts["read"] - counts["load"]) / args.deals
    replay = (counts["replay"] - counts["read"]) / args.deals
    settle = (counts["settle"] - counts["replay"]) / args.deals
    legal = (counts["legal"] - counts["leaders"]) / LEADERS
    total = read + replay + settle
    print(f"read (read_replay): {read / 1e6:6.3f} M instructions/deal  ({read / total:.0%} of "
          "read + replay + settle; the referee's set-up included)")
    print(f"replay (push_all):  {replay / 1e6:6.3f} M instructions/deal  "
          f"{replay * args.deals / actions / 1e3:5.2f} k/action")
    print(f"settle:             {settle / 1e6:6.3f} M instructions/deal")
    print(f"replay + settle:    {(replay + settle) / 1e6:6.3f} M instructions/deal")
    print(f"legal, 36-card lead:{legal / 1e6:6.3f} M instructions/listing  "
          f"({LEADERS} distinct leaders; callgrind, PYTHONHASHSEED=0)")


if __name__ == "__main__":
    main()
