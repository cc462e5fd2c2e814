"""Numbers as people write them: counts in ASCII digits, and JSON numbers kept as written.

``str.isdigit`` also accepts '¹', '٣' and other Unicode digits, which ``int`` then refuses or
reads as something the user did not type; every reader of a count (flowers, seats, record
keys) asks :func:`is_count` instead, and reads it with :func:`read_count`, which refuses a
count too long to mean anything (Python refuses to read an integer of more than 4,300
digits at all).

A JSON number that Python would write back otherwise (``1.0000000000000000001``, ``1E2``,
``-0``) is read as a :class:`WrittenFloat` or :class:`WrittenInt`, the same number that also
keeps its text; one too large to read (``1e400``, 5,000 digits) as :class:`TooLarge`, which no
field reader accepts as a number and whose error names the field.  An answer echoes a
record's ``"id"`` holding them as written, byte for byte (``.written``).
"""

from __future__ import annotations

from typing import Any, Self

MAX_COUNT_DIGITS = 9
"""Digits a count may have: more than any pack, table or game holds, short of what would
make an error line or an answer enormous."""


def is_count(text: str) -> bool:
    """Is ``text`` (surrounding whitespace aside) a whole number written in ASCII digits?"""
    text = text.strip()
    return text.isascii() and text.isdigit()


def read_count(text: str) -> int | None:
    """The count ``text`` (an :func:`is_count`) writes, or None when it has more than
    :data:`MAX_COUNT_DIGITS` digits (leading zeros aside)."""
    digits = text.strip().lstrip("0")
    return int(digits or "0") if len(digits) <= MAX_COUNT_DIGITS else None


def shown_count(text: str) -> str:
    """A count too long to show whole, as an error shows it: its first digits and length."""
    digits = text.strip()
    return f"{digits[:12]}… ({len(digits):,} digits)" if len(digits) > 16 else digits


class _Written:
    """A number that keeps the text it was written with (mixed into float or int)."""

    written: str

    def __new__(cls, value: Any, written: str) -> Self:
        number: Self = super().__new__(cls, value)  # type: ignore[call-arg]  # float's, int's
        number.written = written
        return number


class WrittenFloat(_Written, float):
    """A JSON number read as a float whose text ``repr`` would not give back."""


class WrittenInt(_Written, int):
    """A JSON integer whose text ``repr`` would not give back (``-0``)."""


class TooLarge(float):
    """A JSON number too large to read (``1e400``, an integer of thousands of digits): an
    infinite float, so that no reader of a whole number takes it, with its text."""

    written: str

    def __new__(cls, written: str) -> TooLarge:
        number = super().__new__(cls, "-inf" if written.startswith("-") else "inf")
        number.written = written
        return number

    def __str__(self) -> str:
        return f"{shown_count(self.written)} (too large)"

    __repr__ = __str__


WRITTEN = (WrittenFloat, WrittenInt, TooLarge)


def has_written(value: Any) -> bool:
    """Does ``value`` (a JSON value) hold a number kept as written?"""
    if isinstance(value, WRITTEN):
        return True
    if type(value) is list:
        return any(map(has_written, value))
    if type(value) is dict:
        return any(map(has_written, value.values()))
    return False
