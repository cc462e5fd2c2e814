"""Speed of the Gouji referee (gouji.md §18, issue 27) on distinct deals: replaying records
in process and through the command line, and listing the legal actions of a leader.

    python benchmarks/gouji_replay.py [--deals N] [--seed S] [--repeat R] [--callgrind]

Self-plays N complete 216-card deals (36 cards a seat; tests/gouji_selfplay.py, every rule
book of the tests in turn) from a seed no run used before (printed; ``--seed`` to repeat a
run), plus one more deal for the command line's start-up, then prints (replay_rates.py says
how each figure is made; none comes from repeated input):

* in process: deals/s and µs per action, dict in → ``replay_found`` → JSON text, and the
  shares of reading (``read_replay``), replaying (``push_all``), settling (``facts`` and
  ``settled_found``) and writing (``to_json``);
* the command line: ``paiju gouji replay - --format jsonl``, ``--jobs 1`` and ``--jobs 2``,
  start-up taken off;
* ``legal_actions()`` for 200 distinct seats leading with 36 cards: mean and worst;
* with ``--callgrind``: instructions per deal in process and through the command line, and
  the rate they make at this machine's instructions per second (the figure the machine's
  load does not change).

Targets (issue 27, one core): ≥ 3,000 deals/s in process, ≥ 1,500 through the command line,
reading ≤ ¼ of the in-process time, legal listing < 0.2 ms mean.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from paiju.api.gouji import referee as api  # noqa: E402
from paiju.api.jsonl import to_json  # noqa: E402
from paiju.engine.gouji.referee.state import Referee  # noqa: E402
from replay_rates import Hook, inner, legal_listing, options, replay_distinct  # noqa: E402

HOOKS = [Hook("reading", api, "read_replay"), Hook("replaying", Referee, "push_all"),
         Hook("settling", Referee, "facts"), Hook("settling", api, "settled_found")]


def answer(record: object) -> dict:
    return api.replay_found((), False, record).data


def main() -> None:
    args = options(__doc__, 300)
    if args.inner:
        return inner(args.inner, answer, to_json)
    from gouji_selfplay import books, random_setup, self_play
    from paiju.engine.gouji.hand import Mode

    seed = replay_distinct("gouji", args, self_play, books(), answer, to_json, HOOKS, __file__)

    rng = random.Random(seed)
    setups = [random_setup(rng, mode=Mode.NORMAL, revolution_chance=0) for _ in range(250)]
    referees = [Referee(setup) for setup in setups]
    legal_listing(referees[50:], referees[:50])


if __name__ == "__main__":
    main()
