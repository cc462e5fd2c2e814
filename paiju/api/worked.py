"""What an API function works out for one query, and the rules it works under.

* :class:`Worked`: the answer dict (what ``--format json`` prints), its yes/no verdict (None
  for a question that is not yes/no: the command's exit code follows it), and the engine
  objects it was made from, which a table for people is drawn from.  The games' API
  packages (:mod:`paiju.api.sanchazi`, :mod:`paiju.api.fuzhou`) give each command both ways:
  ``replay(record)`` → the answer dict, ``replayed(record)`` → a :class:`Worked` whose
  ``data`` is that dict; the command line renders the second.
* :func:`book_of`: ``--rule`` choices given to an API function, read into their game's rule
  book — a bad choice is a :class:`~paiju.errors.RecordError` naming ``rules`` (the command
  line refuses it before, as a usage error), never a bare ValueError; :func:`rules_json`:
  the ``"rules"`` an answer shows.

Imported by every command of these games: it holds nothing costly to build at start-up (a
plain slotted class, not a NamedTuple, whose class is some 0.25 ms to make).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from paiju.errors import RecordError

if TYPE_CHECKING:  # a one-line query that sets no switch never loads the rule-book machinery
    from paiju.engine.rulebook import RuleBookLike, Switchboard
    from paiju.grammar.rule_records import Choices

B = TypeVar("B", bound="RuleBookLike")


class Worked:
    """One answered query: ``data`` (the answer), ``verdict`` (yes/no, or None) and
    ``parts`` (the engine objects behind it, in the order the command's view takes them).
    Read-only by contract, as the answers it carries."""

    __slots__ = ("data", "verdict", "parts")

    def __init__(self, data: dict[str, Any], verdict: bool | None = None,
                 parts: tuple[Any, ...] = ()):
        self.data = data
        self.verdict = verdict
        self.parts = parts

    def with_data(self, data: dict[str, Any]) -> Worked:
        """The same answer with another dict (a record's ``"id"`` echoed in front of it)."""
        return Worked(data, self.verdict, self.parts)


def book_of(board: Switchboard[B], rules: Choices = ()) -> B:
    """The rule book of ``rules`` on ``board`` (which remembers the books it made)."""
    if not rules:  # what nearly every record of a batch is read under
        return board.default
    try:
        return board.book(rules)
    except ValueError as error:
        raise RecordError(str(error), "rules") from None


def rules_json(book: Any) -> dict[str, Any]:
    """What an answer adds to say which rules it used: ``{"rules": {NAME: VALUE}}`` for the
    switches a book sets away from their defaults, nothing under the defaults (so that an
    answer under them is unchanged)."""
    readings: tuple[tuple[str, str], ...] = book.readings
    return {"rules": dict(readings)} if readings else {}
