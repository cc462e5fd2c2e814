"""The trick flow of climbing games (爬山类: Gouji 够级, Ningguo Sanchazi 宁国三叉子).

A trick starts with a lead; every following seat either plays a play that beats the play on
top (the *top play*, whose *owner* made it) or passes; the trick ends when the turn has come
round every seat that may still speak since the last play; its owner leads the next one or,
when the owner has gone out, someone else does.  What differs between the games is data
(:class:`Table`): the number of seats, who is whose partner, whether a pass locks the seat
for the rest of the trick, who leads after the owner went out, and what beats what.

:class:`Climb` is the turn state of one deal: who still holds cards, who went out in which
order, the trick's top play and the seats still to be asked about it.  It knows nothing of
cards: a play is any object the table's ``beats`` hook understands.  A game sits on top of
it (subclass or wrap it) and adds its own rules — Gouji's level-card privilege, yielding and
burning are in :mod:`paiju.engine.gouji.referee`.  Seats are bits of an int (``1 << seat``)
so that copying a state, as a search does at every branch, costs a few slot copies.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Callable


class LeadAfterOut(enum.Enum):
    """Who leads when a trick's owner has gone out with its last play (接风)."""

    NEXT = "next"
    """The next seat after the owner that still holds cards."""
    PARTNER = "partner"
    """The owner's first partner in playing order that still holds cards, else the next
    seat that does."""


@dataclass(frozen=True)
class Table:
    """The fixed shape of a climbing game's table.

    ``partners[s]`` lists seat s's partners in playing order after s; ``beats(new, old)``
    says whether a play beats the top play; ``pass_locks`` whether a seat that passed stays
    silent for the rest of the trick."""

    seats: int
    partners: tuple[tuple[int, ...], ...]
    pass_locks: bool
    lead_after_out: LeadAfterOut
    beats: Callable[[Any, Any], bool]
    after: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    """``after[s]``: the other seats in the order they act after s."""
    everyone: int = field(init=False, repr=False, compare=False)
    """The bit set of all seats."""

    def __post_init__(self) -> None:
        after = tuple(tuple((seat + step) % self.seats for step in range(1, self.seats))
                      for seat in range(self.seats))
        object.__setattr__(self, "after", after)
        object.__setattr__(self, "everyone", (1 << self.seats) - 1)

    def next_holding(self, seat: int, active: int) -> int | None:
        """The first seat after ``seat`` in the bit set ``active``."""
        return next((other for other in self.after[seat] if active >> other & 1), None)

    def leader_after_out(self, owner: int, active: int) -> int | None:
        """Who leads when ``owner`` has gone out (``active``: the seats still holding)."""
        if self.lead_after_out is LeadAfterOut.PARTNER:
            partner = next((seat for seat in self.partners[owner] if active >> seat & 1), None)
            if partner is not None:
                return partner
        return self.next_holding(owner, active)


def seats_of(bits: int, table: Table) -> tuple[int, ...]:
    """The seats of a bit set, in seat order."""
    return tuple(seat for seat in range(table.seats) if bits >> seat & 1)


class Climb:
    """The turn state of one climbing-game deal.

    ``turn`` is the seat asked to act (None once the asking order is used up: the trick is
    over, unless the game calls a seat back).  ``asking`` is the order in which the seats are
    asked about the top play (by default the seats after its owner); seats that no longer
    hold cards, are locked by a pass, stand aside (:meth:`step_aside`) or own the top play are
    skipped.  A lead is pending while ``top`` is None: the seat to lead is ``owner``."""

    __slots__ = ("table", "active", "out", "top", "owner", "asking", "position", "locked",
                 "aside", "turn", "tricks")

    def __init__(self, table: Table, leader: int, active: int | None = None):
        self.table = table
        self.active = table.everyone if active is None else active
        self.out: list[int] = []
        self.tricks = 0
        self._open(leader)

    def _open(self, leader: int) -> None:
        self.top: Any = None
        self.owner = leader
        self.asking: tuple[int, ...] = ()
        self.position = 0
        self.locked = 0
        self.aside = 0
        self.turn: int | None = leader

    TURN_STATE = ("active", "top", "owner", "asking", "position", "locked", "aside", "turn",
                  "tricks")
    """The scalar slots of the turn state (what a referee saves to take an action back)."""

    def copy(self) -> Climb:
        """An independent copy (the deal's lists are copied, the plays shared)."""
        new = object.__new__(type(self))
        for name in _slots(type(self)):
            value = getattr(self, name)
            setattr(new, name, value[:] if type(value) is list else value)
        return new

    # --- what the seats do ------------------------------------------------------------

    def lay(self, seat: int, play: Any, asking: tuple[int, ...] | None = None) -> None:
        """``seat`` makes ``play`` the top play (a lead or a beating play); the seats are then
        asked in ``asking`` order (default: playing order after the seat)."""
        self.top = play
        self.owner = seat
        self.asking = self.table.after[seat] if asking is None else asking
        self.position = 0
        self.advance()

    def pass_turn(self, seat: int, lock: bool | None = None) -> None:
        """``seat`` declines; it is locked for the rest of the trick when the table's passes
        lock (or when ``lock`` says so)."""
        if self.table.pass_locks if lock is None else lock:
            self.locked |= 1 << seat
        self.position += 1
        self.advance()

    def step_aside(self, seat: int) -> None:
        """``seat`` lets the seats after it speak first and is skipped until released."""
        self.aside |= 1 << seat
        self.position += 1
        self.advance()

    def release(self, seat: int) -> None:
        self.aside &= ~(1 << seat)

    def unlock(self, seat: int) -> None:
        self.locked &= ~(1 << seat)

    def advance(self) -> None:
        """Move ``turn`` to the next seat of the asking order that may speak."""
        asking, position = self.asking, self.position
        silent = ~self.active | self.locked | self.aside | 1 << self.owner
        while position < len(asking):
            seat = asking[position]
            if not silent >> seat & 1:
                self.position, self.turn = position, seat
                return
            position += 1
        self.position, self.turn = position, None

    def beats_top(self, play: Any) -> bool:
        return self.top is None or self.table.beats(play, self.top)

    # --- seats leaving, tricks ending ---------------------------------------------------

    def go_out(self, seat: int) -> None:
        """``seat``'s hand is empty: it joins the finishing order."""
        self.active &= ~(1 << seat)
        self.out.append(seat)

    def leave(self, seat: int) -> None:
        """``seat`` stops playing without going out (e.g. a Gouji burner whose burn failed)."""
        self.active &= ~(1 << seat)

    def is_active(self, seat: int) -> bool:
        return bool(self.active >> seat & 1)

    def next_leader(self) -> int | None:
        """Who leads once the trick is over: its owner, or after the owner went out the
        table's :class:`LeadAfterOut` choice (None when nobody holds cards)."""
        if self.active >> self.owner & 1:
            return self.owner
        return self.table.leader_after_out(self.owner, self.active)

    def new_trick(self, leader: int) -> None:
        """Clear the table (top play, locks, seats aside) for a lead by ``leader``."""
        self.tricks += 1
        self._open(leader)


_SLOTS: dict[type, tuple[str, ...]] = {}


def slot_names(cls: type) -> tuple[str, ...]:
    """Every slot of a state class, its bases' first (what :meth:`Climb.copy` copies)."""
    return _slots(cls)


def _slots(cls: type) -> tuple[str, ...]:
    if cls not in _SLOTS:
        _SLOTS[cls] = tuple(name for klass in cls.__mro__
                            for name in getattr(klass, "__slots__", ()))
    return _SLOTS[cls]
