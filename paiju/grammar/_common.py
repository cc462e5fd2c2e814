"""What every notation grammar shares: running a pyparsing element and turning its
failures into :class:`~paiju.errors.NotationError` with an offset and a display column.
Imported only where a grammar runs (pyparsing comes with it); what readers share without
pyparsing is in :mod:`._text`.

Notation longer than :data:`MAX_NOTATION` is refused before it is parsed: no hand, play or
table of any game is written that long, and parsing megabytes of text would take seconds."""

from __future__ import annotations

from typing import Any, Callable

import pyparsing as pp

from paiju.errors import NotationError
from paiju.grammar._text import MAX_NOTATION as MAX_NOTATION  # re-exported
from paiju.grammar._text import describe_found as describe_found  # re-exported

named: Callable[[pp.ParseResults, str], Any] = pp.ParseResults.get
"""``named(tokens, name)``: ``tokens.get(name)``, the named result or None, with the types
pyparsing's ``get`` does not declare."""


class Problem(pp.ParseSyntaxException):
    """Raised by a parse action that recognises a specific mistake (``Problem(text, loc,
    "digits 45 have no suit")``): :func:`parse` reports its message as it is, at its loc.
    (A syntax exception, so that pyparsing's ``-`` operator passes it on unchanged.)"""


def parse(
    element: pp.ParserElement, text: str, what: str, more: str | None = None
) -> pp.ParseResults:
    """Parse the whole of ``text`` with ``element``; ``what`` names the thing for errors and
    ``more`` what may follow a complete item (shown when junk trails a valid prefix)."""
    if not text.strip():
        raise NotationError(f"empty {what}: expected {element.name}", text, 0)
    if len(text) > MAX_NOTATION:
        raise NotationError(f"cannot read {what}: {len(text):,} characters is longer than any "
                            f"{what} (at most {MAX_NOTATION:,})", text, MAX_NOTATION)
    try:
        return element.parse_with_tabs().parse_string(text, parse_all=True)
    except Problem as exc:
        raise NotationError(f"cannot read {what}: {exc.msg}", text, exc.loc) from None
    except pp.ParseBaseException as exc:
        offset = min(exc.loc, len(text))
        expected = _expected(exc, more)
        raise NotationError(
            f"cannot read {what}: expected {expected}, found {describe_found(text, offset)}",
            text,
            offset,
        ) from None


def _expected(exc: pp.ParseBaseException, more: str | None) -> str:
    message = exc.msg
    if message.startswith("Expected "):
        message = message[len("Expected ") :]
    if message.startswith("end of text"):
        return f"{more} or the end of the input" if more else "the end of the input"
    return message
