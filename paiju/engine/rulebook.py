"""Rule switches (规则开关): rulings that tables read more than one way, as data.

Every game that has disputed rulings lists them as :class:`Switch` objects.  A switch names
the question, its readings (the default first) and where the rule comes from; each reading
that is not the default says how it edits the game's rule book, an immutable dataclass the
engine reads.  A :class:`Switchboard` turns ``NAME=VALUE`` choices into a book (cached: the
same choices give the same object) and records the readings set away from the default in the
book's ``readings`` field, so that answers can say which rules they were given.

The machinery is game-neutral; :mod:`paiju.engine.mcr.rules` and
:mod:`paiju.engine.gouji.rules` hold the switches of their games.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, Generic, Iterable, TypeVar

MAX_STAKE = 1_000_000
"""The largest base (底分), banker's count (连庄数) or other stake a record or option may set,
in every game (docs/input.md): every payment, and the totals of a game of a million hands,
stay below 2**53, exact in any program's numbers."""


def stake_over(value: int, name: str) -> str | None:
    """Why a stake ``value`` (``name``, "the base (底分)") is refused as above
    :data:`MAX_STAKE`, or None: refused at input, before an answer grows past any limit."""
    return f"{name} is at most {MAX_STAKE:,}" if value > MAX_STAKE else None


if TYPE_CHECKING:  # a protocol for checkers only: nothing to build at start-up
    from dataclasses import Field
    from typing import ClassVar, Protocol

    class RuleBookLike(Protocol):
        """What a switchboard needs of a game's rule book: a dataclass (readings are set
        with :func:`dataclasses.replace`) that records the readings set away from the
        default."""

        __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

        @property
        def readings(self) -> tuple[tuple[str, str], ...]: ...


Book = TypeVar("Book", bound="RuleBookLike")


@dataclass(frozen=True)
class Reading(Generic[Book]):
    """One reading of a disputed ruling: its name (the switch's value), what it says, and how
    it edits the default rule book (None for the default reading itself)."""

    name: str
    says: str
    change: Callable[[Book], Book] | None = None


@dataclass(frozen=True)
class Switch(Generic[Book]):
    """A disputed ruling: the question, its readings (the default first) and the section of
    the rules it comes from."""

    name: str
    question: str
    readings: tuple[Reading[Book], ...]
    section: str = ""

    @property
    def default(self) -> Reading[Book]:
        return self.readings[0]

    @property
    def reference(self) -> Reading[Book]:
        """The default reading (for MCR, the reference calculator's)."""
        return self.readings[0]

    @property
    def alternative(self) -> Reading[Book]:
        """The other reading of a two-way switch."""
        if len(self.readings) != 2:
            raise ValueError(f"rule {self.name} has {len(self.readings)} readings")
        return self.readings[1]

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(reading.name for reading in self.readings)

    def reading(self, name: str) -> Reading[Book] | None:
        return next((reading for reading in self.readings if reading.name == name), None)


def setting(field: str, value: Any) -> Callable[[Any], Any]:
    """The edit that sets one field of a rule book: the usual ``change`` of a reading."""

    def change(book: Any) -> Any:
        return replace(book, **{field: value})

    return change


def enum_switch(name: str, question: str, field: str, values: type[enum.Enum],
                says: dict[Any, str], section: str = "") -> Switch[Any]:
    """A switch whose readings are the members of an enum (their values are the readings'
    names, the first member the default), each setting the book's ``field``."""
    members = list(values)
    return Switch(name, question, tuple(
        Reading(str(member.value), says[member], None if index == 0 else setting(field, member))
        for index, member in enumerate(members)), section)


class Switchboard(Generic[Book]):
    """The switches of one game and the rule books they make.

    ``default`` is the book with every switch at its default reading; :meth:`book` applies
    choices in switch order, so a book is the same whatever order the choices came in."""

    UNKNOWN_RULE = "no {game} rule {name!r}: the rules are {names}"
    UNKNOWN_VALUE = "rule {name} has no value {value!r}: its values are {values}"
    VALUES_JOINED_BY = ", "

    def __init__(self, game: str, switches: Iterable[Switch[Book]], default: Book):
        self.game = game
        self.switches: tuple[Switch[Book], ...] = tuple(switches)
        self.by_name = {switch.name: switch for switch in self.switches}
        self.default = default
        self._books: dict[frozenset[tuple[str, str]], Book] = {}

    def choose(self, name: str, reading: str | None = None) -> tuple[str, str]:
        """A (switch, reading) choice from its names.  Without a reading, the other reading
        of a two-way switch.  ValueError names the switches or the readings there are."""
        switch = self.by_name.get(name)
        if switch is None:
            raise ValueError(self.UNKNOWN_RULE.format(game=self.game, name=name,
                                                      names=", ".join(self.by_name)))
        if reading is None:
            if len(switch.readings) != 2:
                raise ValueError(f"rule {name} needs a value, {name}=VALUE: its values are "
                                 f"{', '.join(switch.choices)}")
            return name, switch.alternative.name
        if switch.reading(reading) is None:
            raise ValueError(self.UNKNOWN_VALUE.format(
                name=name, value=reading, values=self.VALUES_JOINED_BY.join(switch.choices)))
        return name, reading

    def parse(self, text: str) -> tuple[str, str]:
        """``NAME=VALUE`` (or ``NAME`` alone for a two-way switch) as a choice."""
        name, equals, reading = text.partition("=")
        return self.choose(name.strip(), reading.strip() if equals else None)

    def book(self, choices: Iterable[tuple[str, str]] = ()) -> Book:
        """The rule book for (switch, reading) choices; switches not chosen keep their
        default.  A switch chosen twice must be chosen the same way."""
        chosen: dict[str, str] = {}
        for name, reading in choices:
            self.choose(name, reading)
            if chosen.setdefault(name, reading) != reading:
                raise ValueError(f"rule {name} chosen both as {chosen[name]} and as {reading}")
        key = frozenset((name, reading) for name, reading in chosen.items()
                        if reading != self.by_name[name].default.name)
        if not key:
            return self.default
        if key not in self._books:
            self._books[key] = self._build(chosen)
        return self._books[key]

    def _build(self, chosen: dict[str, str]) -> Book:
        book = self.default
        readings = []
        for switch in self.switches:
            reading = switch.reading(chosen.get(switch.name, switch.default.name))
            if reading is not None and reading.change is not None:
                book = reading.change(book)
                readings.append((switch.name, reading.name))
        return replace(book, readings=tuple(readings))

    def describe(self, book: Book) -> list[str]:
        """One line per switch the book sets away from its default."""
        lines = []
        for name, reading in book.readings:
            chosen = self.by_name[name].reading(reading)
            assert chosen is not None
            lines.append(f"{name}={reading}: {chosen.says}")
        return lines

    def value(self, book: Book, name: str) -> str:
        """The reading ``book`` has for the switch ``name``."""
        return dict(book.readings).get(name, self.by_name[name].default.name)
