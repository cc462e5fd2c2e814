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
off; ``legal_actions()`` for 200 distinct leaders with a full hand (mean, worst and median, by
the wall clock and by the thread's CPU time); with ``--callgrind`` the
instructions per deal and the rate they make at this machine's instructions per second.

Target (issue 27): at least the Gouji referee's speed per action — Gouji's targets are 3,000
deals/s in process and 1,500 through the command line, of 307 actions a deal: printed first
as µs per action (and instructions per action at the issue's 12.2 G instructions/s), to be
read against the µs/action (and k/action) lines below.

Last measured (issue 27, branch sspeed2; callgrind, the same 150 distinct self-played deals
less one, dict in → JSON text out, PYTHONHASHSEED=0, ASLR off): 11.67 M instructions a deal
(77 k/action) before, 9.30 M (61 k/action) after; this script's own run (a fresh seed, 150
deals): in process 9.30 M/deal = 62.1 k/action, CLI 9.88 M/deal = 65.9 k/action, against the
target's 13.2 k/action.  Shares (instructions, first 150 deals of a process): reading 2.26 M
(json.loads 0.63 M of it), replaying 3.75 M, settling and answer dicts 1.44 M, writing
1.84 M; deals after 150 others cost 7.9–8.2 M.

``legal`` for a leader with a full hand (branch sspeed3): callgrind, 250 distinct leaders (50
listed first, then 200): 24.5 M instructions a listing before (every type's enumerator, each
play's shape, a sort), 0.73 M after for the 200 (3.6 k an action; ``respond.lead_keys``:
keys from the counts by rank, each key's cards and action made once); this script's listing 10.2 ms mean, 35 ms worst
before, 0.09 ms mean by CPU time after (0.17 ms by the wall clock, whose worst is the
scheduler's 4 ms tick on a shared machine), about 200 actions a listing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from paiju.api.sanchazi import deals as api  # noqa: E402
from paiju.api.jsonl import to_json  # noqa: E402
from paiju.engine.sanchazi.referee.state import Referee  # noqa: E402
from replay_rates import Hook, inner, options, replay_distinct  # noqa: E402

GOUJI_ACTIONS = 307
"""Actions in a complete 216-card Gouji deal from 36-card hands, as issue 27 counts them."""
GOUJI_TARGETS = (("in process", 3000), ("cli --jobs 1", 1500))
"""Gouji's targets in deals/s (issue 27): Sanchazi's are the same per action."""
ISSUE_SPEED = 12.2e9
"""The instructions a second the issue's figures were read at (its machine)."""

HOOKS = [Hook("reading", api, "read_replay"), Hook("replaying", Referee, "push_all"),
         Hook("settling", Referee, "facts")]


def answer(record: object) -> dict:
    return api.replayed(record).data


def leader_listing(leaders: list[Referee], warm: list[Referee]) -> None:
    """Mean and worst of one ``legal_actions()`` per distinct seat leading with a full hand
    (41 or 40 cards; ``warm``: other set-ups listed first, so that the plays the hands share
    are met once), by the wall clock and by the thread's CPU time (which leaves out the
    scheduler's 4 ms ticks that another process's turn adds on a shared machine)."""
    for referee in warm:
        referee.legal_actions()
    wall, cpu, counts = [], [], []
    for referee in leaders:
        assert referee.top is None and referee.hand(referee.turn).size >= 40
        start, start_cpu = time.perf_counter(), time.thread_time()
        listed = referee.legal_actions()
        cpu.append(time.thread_time() - start_cpu)
        wall.append(time.perf_counter() - start)
        counts.append(len(listed))
    for name, times in (("wall clock", wall), ("CPU time", cpu)):
        print(f"legal, leader:  {statistics.mean(times) * 1e3:.3f} ms mean, "
              f"{max(times) * 1e3:.3f} ms worst, {statistics.median(times) * 1e3:.3f} ms "
              f"median ({name}) for {len(leaders)} distinct seats leading with a full hand "
              f"({statistics.mean(counts):.0f} actions on average, {max(counts)} at most); "
              "target < 0.2 ms mean (Gouji's, 36 cards)")


def main() -> None:
    args = options(__doc__, 200)
    if args.inner:
        return inner(args.inner, answer, to_json)
    from sanchazi_selfplay import books, random_setup, self_play

    rule_books = books()
    for name, rate in GOUJI_TARGETS:
        per_action = 1 / (rate * GOUJI_ACTIONS)
        print(f"{'target ' + name + ':':28} {per_action * 1e6:6.2f} µs/action "
              f"{per_action * ISSUE_SPEED / 1e3:6.1f} k/action  (Gouji's {rate} deals/s of "
              f"{GOUJI_ACTIONS} actions, issue 27; k/action at its {ISSUE_SPEED / 1e9} G "
              "instructions/s)")
    seed = replay_distinct("sanchazi", args, self_play, rule_books, answer, to_json, HOOKS,
                           __file__)

    rng = random.Random(seed)
    referees = [Referee(random_setup(rng, rule_books[index % len(rule_books)]))
                for index in range(250)]
    leader_listing(referees[50:], referees[:50])


if __name__ == "__main__":
    main()
