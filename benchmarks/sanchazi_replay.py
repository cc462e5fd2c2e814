"""Speed of the Sanchazi referee (sanchazi.md §10): self-play, replay, legal listing, the CLI.

    python benchmarks/sanchazi_replay.py [--deals N] [--seed S] [--repeat R]

Plays N complete 162-card deals with the tests' seeded self-play (tests/sanchazi_selfplay.py:
41/41/40/40 cards from the leader, random legal actions, every rule book in turn), then
prints, best of R runs:

* self-play: deals per second choosing every action from ``legal_actions()``;
* engine replay: deals and actions per second pushing the recorded actions into a fresh
  ``Referee``, facts included;
* record replay: the same deals from JSON Lines text — ``json.loads``, ``read_replay``,
  replay and facts;
* the CLI: ``paiju sanchazi replay -`` on the JSON Lines in a subprocess (start-up
  included), with ``--jobs 1`` and ``--jobs 2``;
* legal listing: the mean time of ``legal_actions()`` for a seat leading with a full hand.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from sanchazi_selfplay import books, random_setup, self_play  # noqa: E402
from paiju.engine.sanchazi.referee.state import Referee  # noqa: E402
from paiju.grammar.sanchazi_replay import read_replay  # noqa: E402
from replay_rates import best_of, replay_rates  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rule_books = books()
    seeds = [args.seed * 100_000 + index for index in range(args.deals)]

    start = time.perf_counter()
    games = [self_play(seed, rule_books[index % len(rule_books)])
             for index, seed in enumerate(seeds)]
    seconds = time.perf_counter() - start
    actions = sum(len(game.actions) for game in games)
    print(f"{len(games)} self-played 162-card deals, {actions / len(games):.0f} actions a deal "
          f"on average; self-play {len(games) / seconds:.0f} deals/s (a legal listing per "
          "action)")

    lines = replay_rates(games, Referee, read_replay, args.repeat)

    text = "\n".join(lines) + "\n"
    for jobs in (1, 2):
        def through_cli() -> None:
            done = subprocess.run([sys.executable, "-m", "paiju", "sanchazi", "replay", "-",
                                   "--jobs", str(jobs)], input=text, capture_output=True,
                                  text=True, cwd=ROOT)
            assert done.returncode == 0, done.stderr
            assert len(done.stdout.splitlines()) == len(lines)

        seconds = best_of(args.repeat, through_cli)
        print(f"CLI --jobs {jobs}:    {len(lines) / seconds:8.0f} deals/s  (paiju sanchazi "
              "replay -, start-up included)")

    rng = random.Random(args.seed)
    leaders = [Referee(random_setup(rng, rule_books[0])) for _ in range(50)]
    sizes = [len(referee.legal_actions()) for referee in leaders]
    seconds = best_of(args.repeat, lambda: [referee.legal_actions() for referee in leaders])
    print(f"legal listing:  {seconds / len(leaders) * 1e3:.2f} ms for a leader with 40-41 "
          f"cards ({sum(sizes) / len(sizes):.0f} plays on average, at most {max(sizes)})")


if __name__ == "__main__":
    main()
