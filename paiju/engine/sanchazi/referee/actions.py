"""What a seat does when it is asked (sanchazi.md §10): play, or pass.

An :class:`Action` is an immutable value (a frozen dataclass, as Gouji's); it converts to
the record's action object (``{"seat": 2, "play": "999QQ"}``, ``{"seat": 3, "pass": true}``)
with :meth:`Action.record` and back with :meth:`Action.from_record`.  A play holds its cards as
written — a card without a suit stands for any card of its rank in the hand, and the
referee decides which (:mod:`.holding`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from paiju.engine.sanchazi.card_types import Cards

SEATS = 4


class Kind(enum.Enum):
    """The kinds of action; the value is the record's key."""

    PLAY = "play"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Action:
    """``seat`` plays ``play`` or passes.  ``text`` is the play as the record wrote it;
    ``problem`` says why a recorded play that reads is no play at all (more copies of a card
    than three packs hold): it is refused when its turn comes."""

    seat: int
    kind: Kind
    play: Cards | None = None
    text: str | None = field(default=None, compare=False)
    problem: str | None = field(default=None, compare=False)

    def record(self) -> dict[str, Any]:
        """The action as an item of a record's ``actions``."""
        if self.kind is Kind.PASS:
            return {"seat": self.seat, "pass": True}
        written = self.text if self.text is not None else self.play.written  # type: ignore
        return {"seat": self.seat, "play": written}

    @classmethod
    def from_record(cls, item: Any, index: int = 0) -> Action:
        """The action an item of a replay record's ``actions`` writes; a RecordError names
        ``actions[index]`` when it writes none.  Reading the card notation is the grammar's
        job: this is the seam through which the engine asks it (docs/architecture.md)."""
        from paiju.grammar.sanchazi_replay import read_action
        return read_action(item, index)

    def __repr__(self) -> str:
        what = f" {self.record()['play']}" if self.kind is Kind.PLAY else ""
        return f"<seat {self.seat} {self.kind.value}{what}>"


PASSES = tuple(Action(seat, Kind.PASS) for seat in range(SEATS))


def pass_action(seat: int) -> Action:
    return PASSES[seat] if 0 <= seat < SEATS else Action(seat, Kind.PASS)


def play_action(seat: int, play: Cards, text: str | None = None) -> Action:
    return Action(seat, Kind.PLAY, play, text)


def unplayable_action(seat: int, text: str, problem: str) -> Action:
    """A recorded play whose text reads but can be no play (judged, and refused, in turn)."""
    return Action(seat, Kind.PLAY, None, text, problem)
