"""Speed of the Sanchazi referee (sanchazi.md §10, issue 27) on distinct deals: replaying
records in process and through the command line, and listing the legal actions of a leader.

    python benchmarks/sanchazi_replay.py [--deals N] [--seed S] [--repeat R] [--callgrind]

Self-plays N complete 162-card deals (41/41/40/40 cards from the leader;
tests/sanchazi_selfplay.py, every rule book in turn) from a seed no run used before
(printed; ``--seed`` to repeat a run), plus one more deal for the command line's start-up,
then prints what benchmarks/gouji_replay.py prints (replay_rates.py says how each figure is
made; none comes from repeated input): in process, deals/s and µs per action with the shares
of reading (``read_replay``), replaying (``push_all``), settling (``facts``) and writing
(``to_json``); the command line, ``paiju sanchazi replay - --format jsonl``, start-up taken
off; ``legal_actions()`` for 200 distinct leaders with a full hand; with ``--callgrind`` the
instructions per deal and the rate they make at this machine's instructions per second.

Target (issue 27): at least the Gouji referee's speed per action.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from paiju.api.sanchazi import deals as api  # noqa: E402
from paiju.api.jsonl import to_json  # noqa: E402
from paiju.engine.sanchazi.referee.state import Referee  # noqa: E402
from replay_rates import Hook, inner, legal_listing, options, replay_distinct  # noqa: E402

HOOKS = [Hook("reading", api, "read_replay"), Hook("replaying", Referee, "push_all"),
         Hook("settling", Referee, "facts")]


def answer(record: object) -> dict:
    return api.replayed(record).data


def main() -> None:
    args = options(__doc__, 200)
    if args.inner:
        return inner(args.inner, answer, to_json)
    from sanchazi_selfplay import books, random_setup, self_play

    rule_books = books()
    seed = replay_distinct("sanchazi", args, self_play, rule_books, answer, to_json, HOOKS,
                           __file__)

    rng = random.Random(seed)
    referees = [Referee(random_setup(rng, rule_books[index % len(rule_books)]))
                for index in range(250)]
    legal_listing(referees[50:], referees[:50])


if __name__ == "__main__":
    main()
