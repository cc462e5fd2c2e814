"""Which of the three MCR game formats an input is (mcr-game.md §9): a native record (R9.3),
a Botzone log (R9.1) or the human-play dataset's text (R9.2).  ``paiju mcr convert`` and
``paiju mcr replay`` call :func:`detect_format` when ``--from`` is not given.

    >>> detect_format("Match 6123abcd")
    'dataset'
    >>> detect_format('{"initdata": {"quan": 1}, "log": []}')
    'botzone'
    >>> record_format({"format": "mcr-game/1", "hands": [], "actions": []})
    'native'
"""

from __future__ import annotations

from typing import Any

from paiju.errors import RecordError
from paiju.grammar.records import json_value

FORMATS = ("native", "botzone", "dataset")
"""The names ``--from`` takes, and :func:`detect_format` answers."""

DATASET_START = "Match "
"""How a ``data.txt`` game block starts (R9.2.1)."""


def detect_format(text: str) -> str:
    """The format of an input from its first significant line (or its whole text): a
    ``Match`` line starts the dataset's text; JSON is a Botzone log or a native record (see
    :func:`record_format`), and a JSON document spread over lines, whose first line alone
    does not read, is one of the two by its keys as far as they show."""
    text = text.strip()
    if text.startswith(DATASET_START):
        return "dataset"
    try:
        value = json_value(text)
    except RecordError:  # the first line of a document spread over several
        if text.startswith("{"):
            return "botzone" if '"log"' in text or '"initdata"' in text else "native"
        raise RecordError("not an MCR game: neither JSON (a native record, a Botzone log) nor "
                          "a data.txt block ('Match <id>' first)") from None
    return record_format(value)


def record_format(value: Any) -> str:
    """'botzone' for a Botzone log (a ``log`` list, R9.1.1), 'native' for any other JSON
    object (the native reader then says what it lacks)."""
    if not isinstance(value, dict):
        raise RecordError("an MCR game record is a JSON object (a native record or a Botzone "
                          "log)")
    return "botzone" if "log" in value else "native"
