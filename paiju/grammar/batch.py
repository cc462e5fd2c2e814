"""Batch lines: which lines of an input are queries, and lines that hold several inputs.

A batch is read one query per line; blank lines and lines starting with ``#`` are not
queries.  A line that cannot be read as text at all (not UTF-8, or over the size limit) is an
:class:`Unreadable` line: it stays in its place, so that it is answered by an error of its
own while every other line is still answered.  A line may hold several inputs (``NEW on OLD``, ``HAND to PLAY``, ``HAND<TAB>PLAY``,
three words): :func:`split_line` and :func:`split_words` cut it into :class:`Field` s that
remember where they start, and :func:`read_fields` reads them so that an error in one field
points into the whole line (its column is the line's column, not the field's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, NamedTuple, Sequence

from paiju.errors import NotationError, PaijuError, UnreadableError


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A line that is not text paiju can read: ``reason`` says why (in words, with the byte
    offset), ``shown`` is the line as text with undecodable bytes written ``\\xff`` (only
    its start, for a line over the size limit), ``offset`` where in ``shown`` the trouble
    starts (None for the whole line), and ``comment`` whether what could be read of it starts
    with ``#`` (then it is skipped like any comment).  Plain data, so that a batch worker can
    be handed it."""

    reason: str
    shown: str
    offset: int | None = None
    comment: bool = False

    def error(self) -> PaijuError:  # a subclass may be other unreadable input (a bad block)
        return UnreadableError(self.reason, self.shown if self.offset is not None else None,
                               self.offset)


Line = str | Unreadable
"""One physical line of an input: its text, or why it could not be read."""


def text_of(line: Line, where: str = "") -> str:
    """The text of a line that must be read (one line of a document or a table): an
    unreadable line is its error, said after ``where`` ('line 3') when given."""
    if isinstance(line, Unreadable):
        raise UnreadableError(f"{where}: {line.reason}" if where else line.reason)
    return line


def significant(lines: Iterable[Line], first: int = 1) -> Iterator[tuple[int, Line]]:
    """The numbered query lines of a text (numbers count every line, from ``first``),
    stripped: blank lines and lines starting with ``#`` are skipped; an unreadable line is
    kept (unless what can be read of it is a comment)."""
    for number, line in enumerate(lines, first):
        if isinstance(line, Unreadable):
            if not line.comment:
                yield number, line
            continue
        text = line.strip()
        if text and not text.startswith("#"):
            yield number, text


def is_significant(line: Line) -> bool:
    if isinstance(line, Unreadable):
        return not line.comment
    text = line.strip()
    return bool(text) and not text.startswith("#")


class Field(NamedTuple):
    """One input of a batch line, stripped, and the offset where it starts in the line (None
    when it comes from a JSON record rather than a place in the text)."""

    text: str
    start: int | None


def split_line(line: str, ways: Sequence[Sequence[str]], expected: str) -> list[Field]:
    """Cut ``line`` at the separators of the first of ``ways`` whose first separator occurs
    in it (e.g. ``[("\\t",), (" on ",)]``: at a tab if the line holds one, else at ' on '):
    one field more than the way has separators, the last running to the end of the line.  A
    missing separator is a NotationError at the end of the line saying it ``expected``."""
    way = next((way for way in ways if way[0] in line), ways[-1])
    fields, start = [], 0
    for separator in way:
        cut = line.find(separator, start)
        if cut < 0:
            raise NotationError(f"expected {expected}", line, len(line))
        fields.append(_field(line, start, cut))
        start = cut + len(separator)
    fields.append(_field(line, start, len(line)))
    return fields


def _field(line: str, start: int, end: int) -> Field:
    text = line[start:end]
    stripped = text.lstrip()
    return Field(stripped.rstrip(), start + len(text) - len(stripped))


PAIR_WAYS = (("\t",), (" on ",))
PAIR_EXPECTED = "two plays separated by a tab or ' on '"


def read_pair(line: str, read: Callable[..., Any], *more: Any) -> Any:
    """A batch line holding two plays, 'NEW<TAB>OLD' or 'NEW on OLD': ``read(new, old,
    *more)``, errors pointing into the line."""
    return read_fields(line, split_line(line, PAIR_WAYS, PAIR_EXPECTED), read, *more)


def split_words(line: str) -> list[Field]:
    """The whitespace-separated words of ``line``, each with its offset."""
    fields, offset = [], 0
    for word in line.split():
        offset = line.index(word, offset)
        fields.append(Field(word, offset))
        offset += len(word)
    return fields


def read_fields(line: str, fields: Sequence[Field], read: Callable[..., Any], *more: Any,
                **settings: Any) -> Any:
    """``read(*texts, *more, **settings)``, the texts of the fields first; an error raised on
    the text of a field is pointed into ``line``, where that field starts."""
    try:
        return read(*(field.text for field in fields), *more, **settings)
    except PaijuError as error:
        for field in fields:
            if field.start is not None and error.text == field.text:
                raise error.relocate(line, field.start) from None
        raise
