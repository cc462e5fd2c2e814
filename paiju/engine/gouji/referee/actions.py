"""What a seat does when it is asked (gouji.md §18): play, pass, yield (让), burn (烧牌, the
declaration and its burning play in one action) or request the lead (接风).

Actions are immutable values (frozen dataclasses, as Sanchazi's), interned — one object per
seat and kind (and play) — so replaying a deal or listing a seat's legal actions builds
nothing per action.  Each converts to the record's action object (``{"seat": 2, "play":
"2大花+3x9"}``) with :meth:`Action.record` and back with :meth:`Action.from_record`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from paiju.engine.gouji.plays import Play
from paiju.engine.gouji.referee.entries import PlayEntry, entry_for, entry_of_code, lead_codes

SEATS = 6


class Kind(enum.Enum):
    """The kinds of action; the value is the record's key."""

    PLAY = "play"
    PASS = "pass"
    YIELD = "yield"
    BURN = "burn"
    WIND = "wind"


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """``seat`` does ``kind`` (with ``entry``'s cards for a play or a burn)."""

    seat: int
    kind: Kind
    entry: PlayEntry | None = None

    @property
    def play(self) -> Play | None:
        """The cards played or burned with (None for pass, yield and wind)."""
        return self.entry.play if self.entry is not None else None

    def record(self) -> dict[str, Any]:
        """The action as an item of a record's ``actions``."""
        value: Any = self.entry.written if self.entry is not None else True
        return {"seat": self.seat, self.kind.value: value}

    @classmethod
    def from_record(cls, item: Any, index: int = 0) -> Action:
        """The action an item of a replay record's ``actions`` writes (``{"seat": 2, "burn":
        "1小花+3xK"}``); a RecordError names ``actions[index]`` when it writes none.  Reading
        the play notation is the grammar's job: this is the seam through which the engine
        asks it (docs/architecture.md)."""
        from paiju.grammar.gouji_replay import read_action
        return read_action(item, index)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Action) and self.seat == other.seat
                and self.kind is other.kind and self.entry is other.entry)

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.entry.code if self.entry else -1))

    def __repr__(self) -> str:
        what = f" {self.entry.written}" if self.entry is not None else ""
        return f"<seat {self.seat} {self.kind.value}{what}>"


@dataclass(frozen=True, slots=True, eq=False)
class Unplayable(Action):
    """A recorded play or burn whose text reads but is no legal play (§3, e.g. two natural
    ranks): it is judged, and refused, when its turn in the record comes (§18 rule 19)."""

    text: str = ""
    problem: str = ""

    def record(self) -> dict[str, Any]:
        return {"seat": self.seat, self.kind.value: self.text}

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Unplayable) and self.seat == other.seat
                and self.kind is other.kind and self.text == other.text)

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.text))

    def __repr__(self) -> str:
        return f"<seat {self.seat} {self.kind.value} {self.text} (no play)>"


PASSES = tuple(Action(seat, Kind.PASS) for seat in range(SEATS))
YIELDS = tuple(Action(seat, Kind.YIELD) for seat in range(SEATS))
WINDS = tuple(Action(seat, Kind.WIND) for seat in range(SEATS))


class _BySeat:
    """The interned actions of one kind with one play, by seat, each made when first asked
    for: a position with tens of thousands of distinct plays (a seat holding 211 cards)
    makes the one action it lists of each, not twelve."""

    __slots__ = ("entry", "kind", "made")

    def __init__(self, entry: PlayEntry, kind: Kind):
        self.entry, self.kind = entry, kind
        self.made: list[Action | None] = [None] * SEATS

    def __getitem__(self, seat: int) -> Action:
        found = self.made[seat]
        if found is None:
            found = self.made[seat] = _made(seat, self.kind, self.entry)
        return found


_SEAT, _KIND, _ENTRY = (Action.__dict__[name].__set__ for name in ("seat", "kind", "entry"))


def _made(seat: int, kind: Kind, entry: PlayEntry) -> Action:
    """``Action(seat, kind, entry)`` without the frozen dataclass's ``__init__`` (three
    ``object.__setattr__`` calls by name): a leader's listing meets a few hundred actions
    that no listing made yet, and building them was a tenth of its time."""
    made = object.__new__(Action)
    _SEAT(made, seat)
    _KIND(made, kind)
    _ENTRY(made, entry)
    return made


def plays_of(entry: PlayEntry) -> tuple[_BySeat, _BySeat]:
    """The interned play and burn actions of ``entry``, by seat."""
    actions: tuple[_BySeat, _BySeat] | None = entry.actions
    if actions is None:
        actions = entry.actions = (_BySeat(entry, Kind.PLAY), _BySeat(entry, Kind.BURN))
    return actions


_PLAYS_MADE: dict[int, _BySeat] = {}
"""The play actions (by seat) of each entry a listing met, by its code."""


def lead_plays(counts: list[int], base: int, no_threes: bool, seat: int) -> list[Action]:
    """The play actions of :func:`~.entries.lead_entries` for ``seat``, in its order, read
    by each play's code: a leader's listing meets a few hundred plays made before, and
    making their entries, then their actions, was most of it."""
    known = _PLAYS_MADE
    return [made is not None and made.made[seat] or _lead_play(code, seat)
            for code in lead_codes(counts, base, no_threes)
            for made in (known.get(code),)]


def _lead_play(code: int, seat: int) -> Action:
    """The play action of the entry with this code for ``seat``, made now."""
    by_seat = _PLAYS_MADE.get(code)
    if by_seat is None:
        by_seat = _PLAYS_MADE[code] = plays_of(entry_of_code(code))[0]
    return by_seat[seat]


def _entry(play: Play | PlayEntry) -> PlayEntry:
    return play if isinstance(play, PlayEntry) else entry_for(play)


def play_action(seat: int, play: Play | PlayEntry) -> Action:
    return plays_of(_entry(play))[0][seat]


def burn_action(seat: int, play: Play | PlayEntry) -> Action:
    return plays_of(_entry(play))[1][seat]


def pass_action(seat: int) -> Action:
    return PASSES[seat]


def yield_action(seat: int) -> Action:
    return YIELDS[seat]


def wind_action(seat: int) -> Action:
    return WINDS[seat]
