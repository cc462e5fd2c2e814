"""A replay record stepped action by action, for the card games' pictures
(``paiju gouji replay --format html``, ``paiju sanchazi replay --format html``): each action
pushed on the game's referee, and after each a snapshot of what a person at the table sees —
every seat's hand, the play on the table, what the action caused.

The loop is the same for both games (the referees share one protocol,
:mod:`paiju.engine.cardgame.protocol`); what a snapshot holds is the game's
(:mod:`paiju.api.gouji.steps`, :mod:`paiju.api.sanchazi.steps`).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Protocol, Sequence

from paiju.errors import IllegalActionError


class Stepped(Protocol):
    """What stepping needs of a referee: push an action, and the events logged so far."""

    def push(self, action: Any) -> None: ...

    @property
    def events(self) -> tuple[Any, ...]: ...


Snapshot = Callable[[Any, Any, tuple[Any, ...]], dict[str, Any]]
"""A game's picture of the position: (the referee, the action just pushed or None at the
start, the events that action caused) → the step's dict."""


def snapshots(referee: Stepped, actions: Sequence[Any], snapshot: Snapshot) \
        -> Iterator[dict[str, Any]]:
    """The position before any action (step 0), then after each action in turn, numbered
    by ``"step"``; an illegal action ends the steps (the replay's answer says why)."""
    yield {"step": 0, **snapshot(referee, None, ())}
    for number, action in enumerate(actions, 1):
        seen = len(referee.events)
        try:
            referee.push(action)
        except IllegalActionError:
            return
        yield {"step": number, **snapshot(referee, action, referee.events[seen:])}


def event_json(event: Any) -> dict[str, Any]:
    """One event of either game as a step lists it: its trick, kind, seat and sentence."""
    return {"trick": event.trick, "kind": event.kind.value, "seat": event.seat,
            "says": event.describe()}


def trick_of(events: tuple[Any, ...], before: int) -> int:
    """The trick an action belongs to: that of the first thing it caused (the trick in
    progress, ``before``, when it caused nothing)."""
    return events[0].trick if events else before
