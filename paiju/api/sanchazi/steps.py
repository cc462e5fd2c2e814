"""What a Sanchazi table shows after each action of a replay record, for its page
(``paiju sanchazi replay --format html``):

    >>> from paiju.api.sanchazi.steps import steps
    >>> shown = steps({"hands": ["55 大王大王大王 3", "KK 10 6", "99 A", "QQ 7 4"],
    ...                "leader": 0, "actions": [{"seat": 0, "play": "55"}]})
    >>> shown["teams"], [step["hands"][1] for step in shown["steps"]][-1]
    ({'A': [0, 2], 'B': [1, 3]}, ['6', '10', 'K', 'K'])
    >>> import json
    >>> shown = steps(json.load(open("examples/sanchazi-deal.json", encoding="utf-8")))
    >>> len(shown["steps"]), shown["steps"][1]["to_act"]
    (19, 1)
    >>> shown["steps"][3]["table"], shown["steps"][3]["trick_points"]
    ({'seat': 2, 'play': '99', 'cards': ['9', '9']}, 10)
    >>> shown["steps"][-1]["out"], shown["answer"]["teams"]
    ([2, 0], {'A': 0, 'B': 30})

Each step holds what a Gouji step does (:mod:`paiju.api.gouji.steps`: ``"step"``, ``"did"``,
``"trick"``, ``"closes_trick"``, ``"hands"`` card by card, lowest first as Sanchazi shows a
hand, ``"table"``, ``"to_act"``, ``"out"``, ``"events"``), and the points on the table in the
trick in progress (``"trick_points"``) and each seat's points taken
(``"points_by_seat"``).  ``"answer"`` is what ``paiju sanchazi replay`` answers.
"""

from __future__ import annotations

from typing import Any

from paiju.api.sanchazi.deals import replay
from paiju.api.stepping import event_json, snapshots, trick_of
from paiju.engine.sanchazi.card_types import Cards, card_text
from paiju.engine.sanchazi.referee.actions import SEATS, Action
from paiju.engine.sanchazi.referee.facts import TEAMS, Event, EventKind
from paiju.engine.sanchazi.referee.state import Referee
from paiju.grammar.rule_records import Choices
from paiju.grammar.sanchazi_replay import read_replay

__all__ = ["cards", "steps"]

CLOSING = frozenset({EventKind.WON_TRICK, EventKind.DEAL_OVER})


def cards(hand: Cards) -> list[str]:
    """A hand card by card, lowest first, each as Sanchazi writes it ('♦8', '10', '大王')."""
    return [card_text(card) for card in hand.cards]


def _snapshot(referee: Referee, action: Action | None, events: tuple[Event, ...]) \
        -> dict[str, Any]:
    facts = referee.facts()
    top = referee.top
    return {
        "did": None if action is None else action.record(),
        "trick": trick_of(events, len(facts.tricks) + 1),
        "closes_trick": any(event.kind in CLOSING for event in events),
        "hands": [cards(referee.hand(seat)) for seat in range(SEATS)],
        "table": None if top is None else {"seat": referee.owner, "play": top.cards.written,
                                           "cards": cards(top.cards)},
        "to_act": referee.turn,
        "out": list(facts.order),
        "trick_points": facts.table_points,
        "points_by_seat": list(facts.points_by_seat),
        "events": [event_json(event) for event in events],
    }


def steps(record: Any, rules: Choices = ()) -> dict[str, Any]:
    """The deal of a replay record step by step (see the module): the teams, the steps,
    and the replay's answer."""
    read = read_replay(record, rules)
    referee = read.referee(undo=False)
    return {"game": "sanchazi", "teams": {team: list(seats) for team, seats in TEAMS.items()},
            "steps": list(snapshots(referee, read.actions, _snapshot)),
            "answer": replay(record, rules)}
