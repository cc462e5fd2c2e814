"""JSON records, whatever the game: reading a document or JSON Lines, and checking fields.

* :func:`load_json` reads one document (unreadable text names the line and column);
  :func:`json_line` one JSON Lines record, which must be an object.
* :func:`json_or_lines` tells one JSON document from JSON Lines by their first lines, so that
  JSON Lines can be streamed without reading the whole input.
* :func:`check_fields` checks a record's field names (known ones, required ones); the
  readers below check a field's value and name the field in the :class:`RecordError`,
  saying what was expected and what was found.

Game records (:mod:`paiju.grammar.gouji_records`, :mod:`~paiju.grammar.mcr_records`,
:mod:`~paiju.grammar.fuzhou_records`) are built from these.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar

from paiju.errors import NotationError, PaijuError, RecordError
from paiju.grammar.batch import is_significant, significant

E = TypeVar("E")


def load_json(text: str, source: str) -> Any:
    """Parse one JSON document; unreadable text names the line and column."""
    if not text.strip():
        raise NotationError(f"{source}: empty: expected a JSON record")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(f"{source}: not JSON: {error.msg} (line {error.lineno}, column "
                            f"{error.colno})") from None


def json_line(line: str, required: str | None = None, description: str = "") -> dict[str, Any]:
    """A JSON Lines record as its object; with ``required``, that field must be a string
    (``description`` says what it holds).  RecordError otherwise."""
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON ({error.msg} at column {error.colno})") from None
    if not isinstance(record, dict):
        raise RecordError("a line must be a JSON object"
                          + (f" with a \"{required}\" field" if required else ""))
    if required is not None and not isinstance(record.get(required), str):
        raise RecordError(f"required, {description}", required)
    return record


def _one_value(text: str) -> bool:
    try:
        json.loads(text)
    except json.JSONDecodeError:
        return False
    return True


def json_or_lines(lines: Iterable[str], source: str) \
        -> tuple[Any, Iterator[tuple[int, str]] | None]:
    """One JSON document, or JSON Lines: ``(document, None)``, or ``(None, numbered lines)``
    streamed as they are read.  The input is JSON Lines when it has at least two query lines
    (blank and ``#`` lines skipped) and the first alone is a JSON value; otherwise it is one
    document (comment lines blanked, so errors give the line and column of the input)."""
    raw = iter(lines)
    seen: list[str] = []
    found: list[tuple[int, str]] = []
    for line in raw:
        seen.append(line)
        if is_significant(line):
            found.append((len(seen), line.strip()))
            if len(found) == 2:
                break
    if len(found) == 2 and _one_value(found[0][1]):
        return None, _continue(found, raw, len(seen))
    text = "".join(line if is_significant(line) or not line.strip() else "\n"
                   for line in [*seen, *raw])
    return load_json(text, source), None


def _continue(found: list[tuple[int, str]], raw: Iterator[str],
              offset: int) -> Iterator[tuple[int, str]]:
    yield from found
    for number, text in significant(raw):
        yield number + offset, text


# ---------------------------------------------------------------------------------------
# Fields


def kind_of(value: Any) -> str:
    """What a JSON value is, in words: 'null', 'the number 1.5', 'the text "x"', …"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {json.dumps(value, ensure_ascii=False)}"
    return "a list" if isinstance(value, list) else "an object"


def field_name(name: str | None, key: str) -> str:
    """``key`` inside the record ``name`` (``burns[0].outcome``), or alone at the top."""
    return f"{name}.{key}" if name else key


def check_fields(value: Any, name: str | None, known: Sequence[str],
                 required: Sequence[str] = (), known_only: bool = True) -> dict[str, Any]:
    """``value`` as a record (an object) whose fields are among ``known`` (unless not
    ``known_only``: then other fields are left alone) and hold every ``required`` one;
    ``name`` is where the record is (None at the top)."""
    what = name or "the record"
    if not isinstance(value, dict):
        raise RecordError(f"expected {'an object' if name else 'a record'} {{…}}, found "
                          f"{kind_of(value)}", name)
    if known_only:
        for key in value:
            if key not in known:
                raise RecordError(f"unknown field in {what} (fields: {', '.join(known)})",
                                  field_name(name, key))
    for key in required:
        if key not in value:
            raise RecordError(f"missing: {what} needs it", field_name(name, key))
    return value


def list_field(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"expected a list […], found {kind_of(value)}", name)
    return value


def whole_number(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"expected a whole number, found {kind_of(value)}", name)
    return value


def optional_whole_number(value: Any, name: str) -> int | None:
    return None if value is None else whole_number(value, name)


def true_or_false(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"expected true or false, found {kind_of(value)}", name)
    return value


def text_field(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"expected a string, found {kind_of(value)}", name)
    return value


def choice(value: Any, enum_type: Callable[[str], E], allowed: list[str], name: str) -> E:
    """One of the ``allowed`` strings, as ``enum_type``."""
    if not isinstance(value, str) or value not in allowed:
        raise RecordError(f"{json.dumps(value, ensure_ascii=False)} is not one of "
                          f"{', '.join(allowed)}", name)
    return enum_type(value)


def read_text_field(name: str, read: Callable[[str], E], text: str) -> E:
    """``read(text)`` for a record field holding notation: an error names the field (and
    the column inside it)."""
    try:
        return read(text)
    except PaijuError as error:
        where = f" at column {error.column}" if error.column is not None else ""
        raise RecordError(f"{error.message}{where}", name) from None


# ---------------------------------------------------------------------------------------
# Rule switches in a record


