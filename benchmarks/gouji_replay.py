"""Speed of the Gouji referee (gouji.md §18): replaying whole deals and listing legal actions.

    python benchmarks/gouji_replay.py [--deals N] [--seed S] [--repeat R]

Plays N complete 216-card deals with the tests' seeded self-play (tests/gouji_selfplay.py,
random legal actions from full 36-card hands, every rule book of the tests in turn), then
prints, best of R runs:

* engine replay: deals and actions per second pushing the recorded actions into a fresh
  ``Referee`` (the set-up is checked once, outside the timing, as a record reader does);
* record replay: the same deals from JSON Lines text — ``json.loads``, ``read_replay`` (hands
  through the hand grammar, plays through the memoised play grammar), replay and facts;
* legal listing: the mean and worst time of ``legal_actions()`` for a seat leading with 36
  cards, and how many actions it lists;
* the cost of ``Referee.copy()`` in the middle of a deal;
* the command line: deals per second through ``paiju gouji replay -`` on the same deals as
  JSON Lines (a fresh process each run, stdin from a file, answers to /dev/null), with
  ``--jobs 1`` and ``--jobs 2``; the start-up (the same command on a one-line input) is
  measured apart and taken off.  ``--cli-copies`` repeats the deals to make the input longer.

Figures depend on the load of the machine: the CLI rates are best of R runs.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from gouji_selfplay import books, random_setup, self_play  # noqa: E402
from paiju.engine.gouji.hand import Mode  # noqa: E402
from paiju.engine.gouji.referee.state import Referee  # noqa: E402
from paiju.grammar.gouji_replay import read_replay  # noqa: E402
from replay_rates import best_of, replay_rates  # noqa: E402



def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cli-copies", type=int, default=3,
                        help="how many times the deals are repeated in the CLI's input")
    args = parser.parse_args()
    rule_books = books()
    games = [self_play(args.seed * 100_000 + index, rule_books[index % len(rule_books)])
             for index in range(args.deals)]
    actions = sum(len(game.actions) for game in games)
    print(f"{len(games)} self-played deals, {actions / len(games):.0f} actions a deal on "
          "average (36 cards a seat)")

    lines = replay_rates(games, Referee, read_replay, args.repeat)

    rng = random.Random(args.seed)
    leaders = [Referee(random_setup(rng, mode=Mode.NORMAL, revolution_chance=0))
               for _ in range(200)]
    for referee in leaders:
        referee.legal_actions()  # the first listing interns the plays it meets
    times, counts = [], []
    for referee in leaders:
        start = time.perf_counter()
        listed = referee.legal_actions()
        times.append(time.perf_counter() - start)
        counts.append(len(listed))
    print(f"legal listing:  {sum(times) / len(times) * 1e3:.3f} ms mean, "
          f"{max(times) * 1e3:.3f} ms worst, for a seat leading with 36 cards "
          f"({sum(counts) / len(counts):.0f} actions on average, {max(counts)} at most)")

    middle = Referee(games[0].referee.setup)
    middle.push_all(games[0].actions[:len(games[0].actions) // 2])
    copies = 20_000

    def copy_many() -> None:
        for _ in range(copies):
            middle.copy()

    seconds = best_of(args.repeat, copy_many)
    print(f"copy:           {seconds / copies * 1e6:.2f} µs per Referee.copy() mid-deal")
    command_line(lines * args.cli_copies, args.repeat)


def run_cli(path: str, *options: str) -> float:
    """Wall seconds of one ``paiju gouji replay -`` process reading ``path``."""
    env = {name: value for name, value in os.environ.items()
           if name != "PYTHONDONTWRITEBYTECODE"}
    with open(path, encoding="utf-8") as stdin:
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "paiju", "gouji", "replay", "-",
                               "--format", "jsonl", *options], stdin=stdin,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                              cwd=ROOT)
        seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"paiju gouji replay failed: {done.stderr.decode()}")
    return seconds


def command_line(lines: list[str], repeat: int) -> None:
    """Deals per second through the command line, start-up taken off."""
    with tempfile.TemporaryDirectory() as folder:
        one, many = Path(folder) / "one.jsonl", Path(folder) / "many.jsonl"
        one.write_text(lines[0] + "\n", encoding="utf-8")
        many.write_text("\n".join(lines) + "\n", encoding="utf-8")
        start_up = min(run_cli(str(one)) for _ in range(repeat))
        print(f"cli start-up:   {start_up * 1e3:8.0f} ms  (paiju gouji replay - on one line)")
        for jobs in (1, 2):
            seconds = min(run_cli(str(many), "--jobs", str(jobs)) for _ in range(repeat))
            rate = len(lines) / max(seconds - start_up, 1e-9)
            print(f"cli --jobs {jobs}:   {rate:8.0f} deals/s  ({len(lines)} deals as JSON Lines in "
                  f"{seconds:.2f} s, start-up taken off)")


if __name__ == "__main__":
    main()
