"""Answers as JSON text, exactly as the command line prints them: UTF-8 kept as it is
(``ensure_ascii=False``), a lone surrogate (a JSON escape such as ``"\\ud800"`` in an echoed
``id``) written back as the same escape — UTF-8 cannot hold it, and the value comes back
untouched — and a bad input as its error object."""

from __future__ import annotations

import json
import os
import re
from typing import Any

from paiju.errors import PaijuError, excerpt
from paiju.grammar.batch import Unreadable
from paiju.grammar.counts import WRITTEN, has_written

_SURROGATE = re.compile("[\ud800-\udfff]")


def to_json(data: Any, indent: int | None = None) -> str:
    ident = data.get("id") if type(data) is dict else data
    if ident is not None and has_written(ident):  # an id echoed as written (grammar.counts)
        return _with_written(data, indent)
    if indent is None:
        return escape_surrogates(_ONE_LINE.encode(data))
    return escape_surrogates(json.dumps(data, ensure_ascii=False, indent=indent,
                                        check_circular=False))


_ONE_LINE = json.JSONEncoder(ensure_ascii=False, check_circular=False)
"""``json.dumps(data, ensure_ascii=False)`` made once, without the check for circular
references (an answer is a tree: a tenth of writing it went to that check)."""


_MARK = f"\x00{os.urandom(8).hex()}:"  # not secrets: it would import hashlib at start-up
"""Stands for a number in the JSON text until its written text replaces it (a string no
input can hold: nothing read holds the process's token)."""


def json_as_written(data: Any) -> str:
    """``data``'s JSON text with every number kept as written (an id nested in it: a page's
    data, :mod:`paiju.cli.html`) written as it was read."""
    return _with_written(data, None, everywhere=True) if has_written(data) else \
        escape_surrogates(json.dumps(data, ensure_ascii=False))


def _with_written(data: Any, indent: int | None, everywhere: bool = False) -> str:
    """``data``'s JSON text with the numbers of its id (or of ``data`` itself, a value, or
    ``everywhere``) written as they were read, byte for byte."""
    texts: list[str] = []

    def marked(value: Any) -> Any:
        if isinstance(value, WRITTEN):
            texts.append(value.written)
            return f"{_MARK}{len(texts) - 1}"
        if type(value) is list:
            return [marked(item) for item in value]
        if type(value) is dict:
            return {key: marked(item) for key, item in value.items()}
        return value

    shown = {**data, "id": marked(data["id"])} if type(data) is dict and not everywhere \
        else marked(data)
    text = escape_surrogates(json.dumps(shown, ensure_ascii=False, indent=indent))
    for index, written in enumerate(texts):  # the mark as JSON writes it, "\u0000…:N"
        text = text.replace(f'"\\u0000{_MARK[1:]}{index}"', written, 1)
    return text


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
