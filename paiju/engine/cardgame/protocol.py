"""What a program may rely on in every card-game referee (Gouji, Ningguo Sanchazi): one
:class:`Referee` protocol, as python-chess's ``Board`` is one interface for every chess
program.

A referee is the state of one deal in play.  A bot asks it for the seat to act
(:attr:`~Referee.turn`) and its :meth:`~Referee.legal_actions`, applies one with
:meth:`~Referee.push` (an illegal one raises :class:`~paiju.errors.IllegalActionError` naming
the rule, and nothing changes), takes it back with :meth:`~Referee.pop` (in constant time),
branches with :meth:`~Referee.copy`, and once :meth:`~Referee.is_over` reads the
:meth:`~Referee.outcome`.  :meth:`~Referee.to_record` writes the position as the replay record
the game's ``replay`` command reads (set-up plus actions) and ``Referee.from_record`` reads it
back; two referees at the same position are equal.  Actions are immutable values that
convert to and from a record's action object (:class:`Action`).

Each game keeps its own action, event and outcome types (what a Gouji deal produces is not
what a Sanchazi deal does); what they share is named here: :class:`Finish` (a seat's place)
and the :class:`Outcome` every outcome has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Self, TypeVar

ActionT = TypeVar("ActionT", bound="Action")
EventT = TypeVar("EventT", covariant=True)
OutcomeT = TypeVar("OutcomeT", bound="Outcome", covariant=True)
KindT = TypeVar("KindT", covariant=True)


@dataclass(frozen=True)
class Finish:
    """``seat`` finished the deal in ``place`` (1 = the first place)."""

    seat: int
    place: int


class Outcome(Protocol):
    """What every finished deal produced: the seats by place, first place first."""

    @property
    def places(self) -> tuple[Finish, ...]: ...


class Action(Protocol):
    """One action of one seat: an immutable value, equal to any action of the same seat,
    kind and cards, that converts to a record's action object and back."""

    @property
    def seat(self) -> int: ...

    def record(self) -> dict[str, Any]:
        """The action as an item of a replay record's ``actions``."""
        ...

    @classmethod
    def from_record(cls, item: Any, index: int = 0) -> Self:
        """The action an item of a record's ``actions`` writes (RecordError naming
        ``actions[index]`` when it writes none)."""
        ...


class Referee(Protocol[ActionT, EventT, OutcomeT, KindT]):
    """The state of one deal, driven action by action (see the module's text)."""

    @property
    def turn(self) -> int | None:
        """The seat to act (None once the deal is over)."""
        ...

    def legal_actions(self) -> list[ActionT]: ...

    def is_legal(self, action: ActionT) -> bool:
        """Would :meth:`push` accept ``action``?  Decided by the checks push makes, without
        raising and without copying the state."""
        ...

    def open_kinds(self) -> tuple[KindT, ...]:
        """The kinds of action open to the seat to act."""
        ...

    def push(self, action: ActionT) -> None: ...

    def pop(self) -> ActionT:
        """Take back the last action pushed and return it (IndexError when none was)."""
        ...

    def copy(self) -> Self: ...

    def is_over(self) -> bool: ...

    def outcome(self) -> OutcomeT | None:
        """What the finished deal produced; None while it goes on."""
        ...

    @property
    def events(self) -> tuple[EventT, ...]: ...

    def to_record(self) -> dict[str, Any]:
        """The replay record of the position: the set-up and every action pushed."""
        ...

    @classmethod
    def from_record(cls, record: Any) -> Self:
        """The referee at the position a replay record writes."""
        ...
