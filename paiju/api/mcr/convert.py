"""``paiju mcr convert`` as calls: MCR games in any of their three formats (a native record,
a Botzone log, a ``data.txt`` block; mcr-game.md §9) written as native records or as Botzone
logs; and :func:`replay_partition`, the replay of a file of games, for a distributed engine.

An input is a stream of *games*: :func:`game_queries` reads a text — JSON Lines, one JSON
document, or the dataset's blocks — into numbered queries, which :func:`converted` and
:func:`replayed_game` answer one by one (a JSON line is read when it is answered, so that a
batch's workers read it; a bad dataset block is a :class:`~paiju.grammar.mcr_dataset.BadBlock`
in its place).  The Botzone formats and the replay are the game referee's
(``paiju.api.mcr.games``: ``from_botzone``, ``to_botzone``, ``replay``), imported when first
needed.

    >>> block = '''Match m1
    ... Wind 0
    ... Player 0 Deal W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9
    ... Player 1 Deal B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B9 B9
    ... Player 2 Deal T1 T1 T1 T2 T3 T4 T5 T6 T7 T8 T9 T9 T9
    ... Player 3 Deal F1 F1 F1 F2 F2 F2 F3 F3 F3 F4 F4 J1 J1
    ... Player 0 Draw W5
    ... Player 0 Hu W5
    ... Fan 89 九莲宝灯*1+自摸*1
    ... Score -97 -97 -97 291'''.splitlines()
    >>> [(number, record["id"], record["actions"][-1]) for number, record in game_queries(block)]
    [(1, 'm1', {'seat': 0, 'win': 'W5'})]
"""

from __future__ import annotations

import importlib
from functools import partial
from itertools import chain
from types import ModuleType
from typing import Any, Iterable, Iterator

from paiju.api.jsonl import error_object, to_json
from paiju.api.worked import Worked
from paiju.engine.mcr.rules import SWITCHBOARD
from paiju.errors import PaijuError, RecordError
from paiju.grammar.batch import Line, Unreadable, is_significant, significant
from paiju.grammar.mcr_dataset import numbered_records
from paiju.grammar.mcr_game_formats import FORMATS, detect_format, record_format
from paiju.grammar.records import json_or_lines, json_value
from paiju.grammar.rule_records import Choices, record_rule_choices

__all__ = ["TARGETS", "convert_record", "converted", "game_input", "game_queries",
           "replay_partition", "replayed_game", "to_native"]

TARGETS = ("native", "botzone")
"""What ``--to`` writes."""
GAMES = "paiju.api.mcr.games"
"""The game referee's API: the Botzone log reader and writer, and the replay."""


def _games() -> ModuleType:
    """The game referee's API, imported when a Botzone log or a replay needs it."""
    try:
        return importlib.import_module(GAMES)
    except ImportError:
        raise RecordError(f"the MCR game referee ({GAMES}) is not in this paiju: Botzone "
                          "logs and replays need it") from None


def game_queries(lines: Iterable[Line], source: str | None = None, name: str = "-",
                 from_file: bool = False) -> Iterator[tuple[int, Any]]:
    """The numbered games of a text: the dataset's records (a bad block in its place), or
    the JSON records — one document (number 1, read), or JSON Lines (each line's text, read
    when answered).  ``source`` is the format (``--from``), or None to detect it from the
    first significant line; ``name`` names the input in the error of a document that does
    not read."""
    _, document, numbered = game_input(lines, source, name, from_file)
    return iter([(1, document)]) if numbered is None else numbered


def game_input(lines: Iterable[Line], source: str | None = None, name: str = "-",
               from_file: bool = False, stream: bool = False) \
        -> tuple[str, Any, Iterator[tuple[int, Any]] | None]:
    """:func:`game_queries` with the format found (``source``, or as detected: 'dataset',
    'botzone', 'native'), as :func:`~paiju.grammar.records.json_or_lines` answers: one JSON
    document as ``(format, document, None)``, a stream as ``(format, None, numbered
    games)``; with ``stream`` (``--batch``), JSON is a stream even of one record."""
    raw = iter(lines)
    head: list[Line] = []
    for line in raw:
        head.append(line)
        if is_significant(line):
            break
    text = next((line for line in head if isinstance(line, str) and is_significant(line)), "")
    found = source or (detect_format(text) if text else "native")
    lines = chain(head, raw)
    if found == "dataset":
        return found, None, numbered_records(lines)
    if stream:
        return found, None, significant(lines)
    return (found, *json_or_lines(lines, name, from_file=from_file))


def _record(query: Any) -> Any:
    """A game query's record: a JSON line read, a bad block's error raised."""
    if isinstance(query, Unreadable):
        raise query.error()
    return json_value(query) if isinstance(query, str) else query


def to_native(record: Any, source: str | None = None) -> dict[str, Any]:
    """A record (native, or a Botzone log: ``source``, or told by its keys) as a native
    record; a native one is returned as it is (the referee's reader checks it when it is
    replayed)."""
    found = source or record_format(record)
    if found not in FORMATS:
        raise RecordError(f"no format {found!r} (formats: {', '.join(FORMATS)})")
    if found == "botzone":
        native: dict[str, Any] = _games().from_botzone(record)
        return native
    if not isinstance(record, dict):
        record_format(record)  # says what a record must be
    return dict(record)


def convert_record(record: Any, source: str | None = None, to: str = "native") -> dict[str, Any]:
    """A game record written as ``to`` (``native`` or ``botzone``)."""
    if to not in TARGETS:
        raise RecordError(f"cannot write {to!r} (targets: {', '.join(TARGETS)})")
    native = to_native(record, source)
    if to == "botzone":
        log: dict[str, Any] = _games().to_botzone(native)
        return log
    return native


def converted(source: str | None, to: str, query: Any) -> Worked:
    """One game query converted, of an input in the format ``source`` ('dataset' for the
    dataset's records; None to tell a Botzone log from a native record by its keys): the
    record written is the answer; the formats and the answer are its parts."""
    record = _record(query)
    found = "native" if source == "dataset" else source or record_format(record)
    data = convert_record(record, found, to)
    return Worked(data, None, (source or found, to, data))


def replayed_game(source: str | None, rules: Choices, query: Any) -> dict[str, Any]:
    """One game query replayed by the referee (``paiju.api.mcr.games.replay``)."""
    record = _record(query)
    answer: dict[str, Any] = _games().replay(to_native(
        record, "native" if source == "dataset" else source), rules=rules)
    return answer


def replay_partition(lines: Iterable[Line], **options: Any) -> list[str]:
    """What a replay of a file of games prints for it, one JSON text a game — its answer,
    or the error object of a game that cannot be read — for a distributed engine's
    partition (a whole file: JSON Lines of native records or Botzone logs, one JSON
    document, or a ``data.txt`` text).  Options: ``source`` (the format; detected when not
    given) and ``rules`` ({NAME: VALUE}, the rule switches; ``{"calculator": "2018"}`` is
    the Botzone judge's scoring)."""
    unknown = set(options) - {"source", "rules"}
    if unknown:
        raise RecordError("not an option of a replay (options: source, rules)",
                          sorted(unknown)[0])
    source = options.get("source")
    rules = record_rule_choices(options.get("rules"), SWITCHBOARD)
    replay = partial(replayed_game, source, rules)
    return [_answer_text(replay, number, query)
            for number, query in game_queries(lines, source, "partition")]


def _answer_text(answer: Any, number: int, query: Any) -> str:
    try:
        return to_json(answer(query))
    except PaijuError as error:
        return to_json(error_object(error, number, query))
