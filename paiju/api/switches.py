"""``--rule`` choices given to an API function, read into their game's rule book: a bad
choice is a :class:`~paiju.errors.RecordError` naming ``rules`` (the command line refuses
it before, as a usage error), never a bare ValueError."""

from __future__ import annotations

from typing import TypeVar

from paiju.engine.rulebook import Switchboard
from paiju.errors import RecordError

Choices = tuple[tuple[str, str], ...]
B = TypeVar("B")


def book_of(board: Switchboard[B], rules: Choices = ()) -> B:
    """The rule book of ``rules`` on ``board`` (which remembers the books it made)."""
    try:
        return board.book(rules)
    except ValueError as error:
        raise RecordError(str(error), "rules") from None
