"""The small error taxonomy every game shares.

Modelled on python-chess: text that cannot be read is a :class:`NotationError`; text that
reads but describes something impossible is an :class:`IllegalPlayError` /
:class:`IllegalHandError`; a structured record with a wrong field is a :class:`RecordError`.
"Not a win" and "does not beat" are answers, never errors.

Every error renders as one line (what, where, why).  Errors tied to a place in the input
carry the character ``offset`` and the display ``column`` (1-based, counting East Asian wide
characters as two cells, so the column matches what a terminal shows under Chinese text).
"""

from __future__ import annotations

import unicodedata


def display_width(text: str) -> int:
    """Terminal cells taken by ``text``: wide and fullwidth characters count 2, combining 0."""
    width = 0
    for char in text:
        if unicodedata.combining(char):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def display_column(text: str, offset: int) -> int:
    """The 1-based terminal column where ``offset`` of ``text`` is shown."""
    return display_width(text[:offset]) + 1


EXCERPT = 80
"""Characters of the input an error shows at most: a long line is shown as a window around
the place it points at, never whole."""


MAX_MESSAGE = 480
"""Characters an error message shows at most: a message that quotes a long input (``'…' is
not a seat``) is cut in the middle, so that no error repeats a long line."""


def shortened(message: str) -> str:
    if len(message) <= MAX_MESSAGE:
        return message
    return message[:MAX_MESSAGE - 120] + " … " + message[-100:]


def excerpt(text: str, offset: int | None = None, size: int = EXCERPT) -> str:
    """``text``, or when it is longer than ``size``, the ``size`` characters around
    ``offset`` (the start when None) with '…' where text is left out."""
    if len(text) <= size:
        return text
    start = 0 if offset is None else max(0, min(offset - size // 2, len(text) - size))
    end = start + size
    return ("…" if start > 0 else "") + text[start:end] + ("…" if end < len(text) else "")


class PaijuError(Exception):
    """Base of every error paiju reports to a user (exit code 2 on the command line)."""

    def __init__(self, message: str, text: str | None = None, offset: int | None = None):
        super().__init__(message)
        self.message = message
        self.text = text
        self.offset = offset

    @property
    def column(self) -> int | None:
        """1-based display column of ``offset`` in ``text`` (None when not tied to a place)."""
        if self.text is None or self.offset is None:
            return None
        return display_column(self.text, self.offset)

    def relocate(self, text: str, start: int) -> PaijuError:
        """Point this error into ``text``, a larger input in which the text it was raised
        on starts at ``start`` (e.g. one play of a two-play batch line)."""
        if self.offset is not None:
            self.text, self.offset = text, self.offset + start
        return self

    def where(self) -> str:
        """Where in its text the error is, as every message says it: " (column 4 of
        '2xKK')"; empty when it is not tied to a place."""
        if self.text is None or self.offset is None:
            return ""
        return (f" (column {display_column(self.text, self.offset)} "
                f"of {excerpt(self.text, self.offset)!r})")

    def __str__(self) -> str:
        return f"{shortened(self.message)}{self.where()}"


class NotationError(PaijuError, ValueError):
    """The text cannot be read in the game's notation."""


class UnreadableError(NotationError):
    """The input is not text paiju can read at all: bytes that are not UTF-8, or a line over
    the size limit.  The message says where (the byte offset); the column is still known."""

    def __str__(self) -> str:
        return shortened(self.message)


class IllegalPlayError(PaijuError, ValueError):
    """The text reads, but it is not a legal play (e.g. two natural ranks in one Gouji play)."""


class IllegalActionError(IllegalPlayError):
    """One action of a played deal that the rules refuse (a play out of turn, a follow that
    does not beat, a burn whose conditions fail, …).  ``rule`` names the rule ("§18 rule 6"),
    ``reason`` says why in one plain sentence, ``action`` is the action's index (0-based) in
    the deal's actions and ``seat`` the seat that acted."""

    def __init__(self, rule: str, reason: str, action: int, seat: int | None):
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason
        self.action = action
        self.seat = seat


class IllegalHandError(PaijuError, ValueError):
    """The text reads, but no such hand can exist (a fifth copy, a wrong tile count, …)."""


class RecordError(PaijuError, ValueError):
    """A structured (JSON) record has a missing or wrong field; ``field`` names it."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.problem = message

    def within(self, prefix: str, separator: str = ".") -> RecordError:
        """The same error inside a larger record: field ``order[2]`` of the deal at
        ``deals[3]`` becomes ``deals[3].order[2]``."""
        return RecordError(self.problem,
                           f"{prefix}{separator}{self.field}" if self.field else prefix)

    def under(self, label: str) -> RecordError:
        """The same error inside the record ``label`` names: a JSON Lines label reads
        'line 3: order[1]', a path in a document 'deals[2].order[1]'."""
        return self.within(label, ": " if label.startswith("line ") else ".")
