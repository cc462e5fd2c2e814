"""A Gouji deal step by step (``paiju gouji replay --format html``): the replay record's
actions pushed one at a time on the referee, and after each what the table shows.

    >>> import json
    >>> from paiju.api.gouji.steps import steps
    >>> record = json.load(open("examples/gouji-referee.json", encoding="utf-8"))
    >>> shown = steps(record)
    >>> shown["teams"], len(shown["steps"]), shown["steps"][0]["hands"][0]
    ({'A': [0, 2, 4], 'B': [1, 3, 5]}, 30, ['K', 'K', '4', '4', '4'])
    >>> burn = shown["steps"][2]
    >>> burn["did"], burn["burn"]
    ({'seat': 1, 'burn': '1小花+1xA'}, [1, 0])
    >>> burn["table"]
    {'seat': 1, 'play': '1小花+1xA', 'cards': ['小花', 'A'], 'level': True}
    >>> shown["steps"][-1]["out"], shown["answer"]["settlement"]["teams"]
    ([1, 3, 4, 5], {'A': -3, 'B': 3})

Each step: ``"step"`` (0 before any action), the action ``"did"`` (its record object), the
``"trick"`` it belongs to and whether it ``"closes_trick"``, each seat's ``"hands"`` (card by
card, highest first, as Gouji writes a rank), the ``"table"`` (the play on top, its owner,
its cards, whether it stands as a level card), the seat ``"to_act"``, the seats ``"out"`` in
order, the seats that ``"opened"`` a point, the ``"burn"`` in progress ([burner, burned]) and the
``"events"`` the action caused.  ``"answer"`` is what ``paiju gouji replay`` answers for the
record (with the settlement once the deal is over, or the illegal action the steps stop
before).
"""

from __future__ import annotations

from typing import Any

from paiju.api.gouji.referee import replay
from paiju.api.stepping import event_json, snapshots, trick_of
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import Play, rank_name
from paiju.engine.gouji.referee.actions import Action
from paiju.engine.gouji.referee.facts import Event, EventKind
from paiju.engine.gouji.referee.state import SEATS, TEAM_A, Referee
from paiju.grammar.gouji_replay import read_replay
from paiju.grammar.rule_records import Choices

__all__ = ["cards", "steps"]

CLOSING = frozenset({EventKind.WON_TRICK, EventKind.DEAL_OVER, EventKind.BURN_FAILED})
"""What ends a trick: its winner found, the deal over, or a failed burn (a new trick)."""


def cards(hand: Hand) -> list[str]:
    """A hand card by card, highest first, each as Gouji writes its rank ('大花', '钱', 'K')."""
    return [rank_name(rank) for rank, count in hand.rank_counts() for _ in range(count)]


def _play_cards(play: Play) -> list[str]:
    return [rank_name(rank) for rank, count in sorted(play.counts().items(), reverse=True)
            for _ in range(count)]


def _snapshot(referee: Referee, action: Action | None, events: tuple[Event, ...]) \
        -> dict[str, Any]:
    facts = referee.facts()
    top = referee.top
    before = referee.tricks + 1
    return {
        "did": None if action is None else action.record(),
        "trick": trick_of(events, before),
        "closes_trick": any(event.kind in CLOSING for event in events),
        "hands": [cards(referee.hand(seat)) for seat in range(SEATS)],
        "table": None if top is None else {"seat": referee.owner, "play": top.written,
                                           "cards": _play_cards(top.play),
                                           "level": referee.level},
        "to_act": referee.turn,
        "out": list(facts.order),
        "opened": list(facts.opened),
        "burn": None if referee.burn_in_progress is None else list(referee.burn_in_progress),
        "events": [event_json(event) for event in events],
    }


def steps(record: Any, rules: Choices = ()) -> dict[str, Any]:
    """The deal of a replay record step by step (see the module): the teams, the steps,
    and the replay's answer."""
    read = read_replay(record, rules)
    referee = Referee(read.setup, checked=True, undo=False)
    teams = {"A": [seat for seat in range(SEATS) if TEAM_A >> seat & 1],
             "B": [seat for seat in range(SEATS) if not TEAM_A >> seat & 1]}
    return {"game": "gouji", "teams": teams,
            "steps": list(snapshots(referee, read.actions, _snapshot)),
            "answer": replay(record, rules)}
