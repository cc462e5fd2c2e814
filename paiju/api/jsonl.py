"""Answers as JSON text, exactly as the command line prints them: UTF-8 kept as it is
(``ensure_ascii=False``), a lone surrogate (a JSON escape such as ``"\\ud800"`` in an echoed
``id``) written back as the same escape — UTF-8 cannot hold it, and the value comes back
untouched — and a bad input as its error object."""

from __future__ import annotations

import json
import re
from typing import Any

from paiju.errors import PaijuError, excerpt
from paiju.grammar.batch import Unreadable

_SURROGATE = re.compile("[\ud800-\udfff]")


def to_json(data: Any, indent: int | None = None) -> str:
    return escape_surrogates(json.dumps(data, ensure_ascii=False, indent=indent))


def escape_surrogates(text: str) -> str:
    """JSON text holding lone surrogates (only inside strings: JSON's syntax is ASCII) with
    each written as its escape, which reads back as the same string."""
    if _SURROGATE.search(text) is None:
        return text
    return _SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


_NO_ID = object()


def _record_id(query: Any) -> Any:
    """The ``"id"`` of a bad line that is still a JSON object holding one (read again: only
    bad lines pay for it)."""
    if not isinstance(query, str) or not query.startswith("{"):
        return _NO_ID
    from paiju.grammar.records import json_value

    try:
        record = json_value(query)
    except PaijuError:
        return _NO_ID
    return record.get("id", _NO_ID) if isinstance(record, dict) else _NO_ID


def error_object(error: PaijuError, line: int | None, query: Any) -> dict[str, Any]:
    """A bad batch line as JSON: its record's ``"id"`` when it has one (first, as in an
    answer), its number, a short excerpt of its text (around the place the error points at),
    the error, and where (column, field)."""
    if isinstance(query, Unreadable):
        shown: str | None = excerpt(query.shown, query.offset)
    elif isinstance(query, str):
        shown = excerpt(query, error.offset if error.text == query else None)
    else:
        shown = None
    data: dict[str, Any] = {"line": line, "input": shown, "error": str(error)}
    found = _record_id(query)
    if found is not _NO_ID:  # a program matches answers to its records by id, errors too
        data = {"id": found, **data}
    if error.column is not None:
        data["column"] = error.column
    field_name = getattr(error, "field", None)
    if field_name is not None:
        data["field"] = field_name
    return data
