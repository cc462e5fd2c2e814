"""Batch lines: which lines of an input are queries, and lines that hold several inputs.

A batch is read one query per line; blank lines and lines starting with ``#`` are not
queries.  A line may hold several inputs (``NEW on OLD``, ``HAND to PLAY``, ``HAND<TAB>PLAY``,
three words): :func:`split_line` and :func:`split_words` cut it into :class:`Field` s that
remember where they start, and :func:`read_fields` reads them so that an error in one field
points into the whole line (its column is the line's column, not the field's).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, NamedTuple, Sequence

from paiju.errors import NotationError, PaijuError


def significant(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """The numbered query lines of a text (numbers count every line), stripped: blank lines
    and lines starting with ``#`` are skipped."""
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if text and not text.startswith("#"):
            yield number, text


def is_significant(line: str) -> bool:
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


def read_fields(line: str, fields: Sequence[Field], read: Callable[..., Any], *more: Any) -> Any:
    """``read(*texts, *more)``, the texts of the fields first; an error raised on the text of a
    field is pointed into ``line``, where that field starts."""
    try:
        return read(*(field.text for field in fields), *more)
    except PaijuError as error:
        for field in fields:
            if field.start is not None and error.text == field.text:
                raise error.relocate(line, field.start) from None
        raise
