"""What an answer looks like: JSON for scripts, tables for people, one line for an error.

* JSON keeps Chinese as UTF-8 (``ensure_ascii=False``); ``--format json`` indents one answer.
  A lone surrogate (a JSON escape such as ``"\\ud800"`` in an echoed ``id``) is written back
  as the same escape: UTF-8 cannot hold it, and the value comes back untouched.  JSON text and
  error objects are written by :mod:`paiju.api.jsonl`, which the Python API shares.
* Tables come from tabulate, imported only when a table is printed (start-up of JSON queries).
  On a terminal every line of an answer fits its width: the widest cells wrap, and so do
  notes, trick logs and any line still too wide (:func:`fitted`); piped, nothing wraps.
* ``NO_COLOR`` (https://no-color.org) turns colour off.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

import click

# the JSON of every answer and error, shared with the Python API (re-exported here)
from paiju.api.jsonl import (  # re-exported: the CLI's one place for JSON text
    error_object as error_object, escape_surrogates as escape_surrogates, to_json as to_json,
)
from paiju.engine.words import count_of, spelled
from paiju.errors import PaijuError

if TYPE_CHECKING:  # only the games whose answers the API works out import it
    from paiju.api.worked import Worked

NARROWEST = 12
"""Cells a wrapped table column keeps at least while the table can fit otherwise."""
NARROWEST_AT_ALL = 4
"""Cells a column keeps at least when a table of many columns (a game's deals) fits a
terminal no other way."""


class View(NamedTuple):
    """How people see one kind of answer: ``table(*parts)`` shows it alone, ``row(*parts)``
    as one row of a table of many (None: it is shown whole even among many)."""

    table: Callable[..., str]
    row: Callable[..., dict[str, Any]] | None = None


class Answer:
    """One answered query: its JSON object, its yes/no verdict (None for a question that is
    not yes/no), and for people a :class:`View` with the ``parts`` it is drawn from.

    The view is a module-level pair of functions, so an answer carries no closure: a batch
    line costs the answer and nothing else, and what a table needs is computed only when a
    table is printed."""

    __slots__ = ("data", "verdict", "view", "parts", "rows")

    def __init__(self, data: dict[str, Any], verdict: bool | None = None,
                 view: View | None = None, parts: tuple[Any, ...] = (),
                 rows: str | None = None):
        self.data = data
        self.verdict = verdict
        self.view = view
        self.parts = parts
        self.rows = rows
        """For a table answer (``mcr fans``): the field of ``data`` holding its rows, which
        ``--format jsonl`` prints one a line."""

    def json(self) -> str:
        """The answer as one line of JSON Lines (an answer whose JSON text is written
        straight from its parts overrides this)."""
        return to_json(self.data)

    def table(self) -> str:
        if self.view is None:
            return key_value_table(list(self.data.items()))
        return fitted(self.view.table(*self.parts))

    def row(self) -> dict[str, Any] | None:
        if self.view is None or self.view.row is None:
            return None
        return self.view.row(*self.parts)


def shown(worked: Worked, view: View, rows: str | None = None) -> Answer:
    """What a Python API function worked out (:class:`~paiju.api.worked.Worked`: the answer,
    its verdict, the engine objects behind it), with the view that draws it for people."""
    return Answer(worked.data, worked.verdict, view, worked.parts, rows=rows)


LANGUAGES = ("zh", "en", "both")
LANGUAGE = "paiju.lang"
"""Where ``--lang`` keeps its choice: the command's context (``click.Context.meta``), which
a forked worker inherits with the rest of the command."""


def language() -> str | None:
    """What ``--lang`` chose for this command (None: not given)."""
    context = click.get_current_context(silent=True)
    return None if context is None else context.meta.get(LANGUAGE)


def names(zh: str, en: str, default: str = "both") -> list[str]:
    """The names people read of one fan, play or place: ``[zh]``, ``[en]`` or ``[zh, en]``,
    as ``--lang`` chose (without it, ``default``: as the command always showed them)."""
    chosen = language() or default
    en = spelled(en)
    return [zh] if chosen == "zh" else [en] if chosen == "en" else [zh, en]


def named(zh: str, en: str, default: str = "both", both: str = "{zh} {en}") -> str:
    """The same as one text; ``both`` writes the two names together."""
    chosen = names(zh, en, default)
    return chosen[0] if len(chosen) == 1 else both.format(zh=zh, en=en)


def use_color() -> bool | None:
    """False when NO_COLOR is set; None lets click decide (colour on a terminal only)."""
    return False if os.environ.get("NO_COLOR") else None


def yes_no(value: bool) -> str:
    return click.style("yes", fg="green") if value else click.style("no", fg="red")


def terminal_width() -> int | None:
    """The width of the terminal the answers go to; None when stdout is not a terminal
    (then nothing is wrapped, and a pipe gets whole lines)."""
    if not on_terminal():
        return None
    return shutil.get_terminal_size().columns


def on_terminal() -> bool:
    """Whether stdout is a terminal (the one question :func:`terminal_width` asks of it)."""
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def fitted(text: str) -> str:
    """``text`` with every line fitting the terminal: a wider line (a trick log, a note, a
    table still too wide when its widest cells are narrowed) wrapped at words, its later
    lines indented under its first word; Chinese counts two cells.  Piped, unchanged."""
    width = terminal_width()
    if width is None:
        return text
    from paiju.cli.formatting import wrap, width_of

    lines = []
    for line in text.split("\n"):
        if width_of(line) <= width:
            lines.append(line)
            continue
        indent = line[:len(line) - len(line.lstrip(" "))]
        if len(indent) > width // 2:  # a cell of a far column: under the line's start
            indent = ""
        lines += wrap(line[len(indent):], width, indent, indent + "  ")
    return "\n".join(lines)


def table(rows: list[list[Any]] | list[dict[str, Any]], headers: Any = "keys") -> str:
    return fitted(_tabulate([{**row, "id": id_text(row["id"])} if type(row) is dict
                             and "id" in row else row for row in rows], headers, "simple"))


def key_value_table(pairs: list[tuple[str, Any]]) -> str:
    return fitted(_tabulate([[key, id_text(value) if key == "id" else value]
                             for key, value in pairs], (), "plain"))


def id_text(ident: Any) -> str:
    """A record's ``"id"`` as a table shows it: text as it is, any other JSON value as its
    JSON, numbers as they were written (``1.0000000000000000001``, ``1E2``, ``-0``; Python
    would write ``1.0``, ``100.0``, ``0``), so that distinct ids stay distinct in every
    format (issue 25.6): text that would read as another JSON value (``"1E2"``, ``"true"``)
    is shown quoted, as JSON writes it."""
    if not isinstance(ident, str):
        return to_json(ident)
    if ident[:1] not in _JSON_STARTS:
        return ident
    try:
        json.loads(ident)
    except ValueError:
        return ident
    return to_json(ident)


_JSON_STARTS = frozenset('-0123456789tfn[{" \t\r\n')
"""What a JSON text other than a string can start with (a string's quote, and space,
too)."""


def _tabulate(rows: list[Any], headers: Any, style: str) -> str:
    tabulate = _tabulate_function()
    text = tabulate(rows, headers=headers, tablefmt=style, disable_numparse=True)
    width = terminal_width()
    if width is None or not rows or max(map(_cells, text.splitlines())) <= width:
        return text
    natural = _column_widths(text) if style == "simple" else \
        [max(_cells(line) for row in rows for line in str(row[column]).splitlines() or [""])
         for column in range(2)]
    text = tabulate(rows, headers=headers, tablefmt=style, disable_numparse=True,
                    maxcolwidths=column_limits(natural, width))
    if max(map(_cells, text.splitlines())) <= width or not isinstance(headers, list):
        return text
    # still too wide (many columns, their headings wider than their cells): the headings
    # wrap too, with room kept for the two cells tabulate pads a heading with
    limits = column_limits(natural, width, 2)
    return tabulate(rows, headers=[_wrapped_heading(heading, limit)
                                   for heading, limit in zip(headers, limits)],
                    tablefmt=style, disable_numparse=True, maxcolwidths=limits)


def _wrapped_heading(heading: str, limit: int | None) -> str:
    if limit is None:
        return heading
    from paiju.cli.formatting import wrap

    return "\n".join(wrap(heading, limit))


@cache
def _tabulate_function() -> Callable[..., str]:
    """tabulate, imported when the first table is printed (JSON never pays for it), with the
    collector paused (start-up, :mod:`paiju.cli.startup`): once, however many tables a batch
    prints."""
    from paiju.cli.startup import importing, without_metadata

    with importing(), without_metadata():
        # tabulate ships no annotations (types-tabulate is not a dependency): its one
        # function is typed here
        from tabulate import tabulate  # type: ignore[import-untyped, unused-ignore]
    function: Callable[..., str] = tabulate
    return function


def _cells(line: str) -> int:
    from paiju.cli.formatting import width_of

    return width_of(line)


def _column_widths(text: str) -> list[int]:
    """The widths of a simple tabulate table's columns, read off its rule line."""
    rule = next(line for line in text.splitlines() if line and set(line) <= {"-", " "})
    return [len(dashes) for dashes in rule.split()]


def column_limits(widths: list[int], width: int, padding: int = 0) -> list[int | None]:
    """How wide each column (now ``widths`` wide) may be for a table to fit ``width``
    cells, two cells between columns: the widest are narrowed first, none below
    :data:`NARROWEST` — or, when that is not enough, :data:`NARROWEST_AT_ALL`; None for a
    column left as it is.  ``padding``: cells a column may take beyond its limit."""
    spare = width - 2 * (len(widths) - 1) - padding * len(widths)
    limits = list(widths)
    for floor in (NARROWEST, NARROWEST_AT_ALL):
        while sum(limits) > spare:
            widest = max(range(len(limits)), key=limits.__getitem__)
            if limits[widest] <= floor:
                break
            limits[widest] -= 1
    return [limit if limit < natural else None for limit, natural in zip(limits, widths)]


def beats_row(data: dict[str, Any], beats: bool, why: str) -> dict[str, Any]:
    """The row of a 'does NEW beat OLD' answer among many, whatever the game."""
    return {"new": data["new"], "old": data["old"], "beats": yes_no(beats), "why": why}


def action_words(action: dict[str, Any]) -> str:
    """An action object of a replay record in words: 'play 2x7', 'pass', 'burn 1小花+1xA'."""
    kind, value = next((key, value) for key, value in action.items() if key != "seat")
    return kind if value is True else f"{kind} {value}"


def refused_words(error: dict[str, Any], action: dict[str, Any] | None) -> str:
    """The action a replay refused, as both card games write it: 'action 18 (seat 1) play
    2x7' (``error`` is the answer's "error"; ``action`` the refused action's record)."""
    said = f"action {error['action']} (seat {error['seat']})"
    return f"{said} {action_words(action)}" if action else said


def refused_pairs(error: dict[str, Any], action: dict[str, Any] | None) -> list[tuple[str, Any]]:
    """The table lines of a record stopped by an illegal action, in both card games."""
    return [("legal", yes_no(False)), ("refused", refused_words(error, action)),
            ("rule", error["rule"]), ("why", error["reason"])]


def refused_result(error: dict[str, Any], action: dict[str, Any] | None) -> str:
    """The same in one cell of a row among many."""
    return f"{refused_words(error, action)} refused: {error['rule']}: {error['reason']}"


def legal_row(data: dict[str, Any], refused: dict[str, Any] | None) -> dict[str, Any]:
    """The row of a ``legal`` answer among many, in both card games, as a replay's row is
    made: legal or not, and the seat to act with its actions, or the refused action."""
    row = {"id": data["id"]} if "id" in data else {}
    row["legal"] = yes_no(data["legal"])
    if not data["legal"]:
        return {**row, "result": refused_result(data["error"], refused)}
    if data["to_act"] is None:
        return {**row, "result": "over: nobody acts"}
    kinds = dict.fromkeys(next(key for key in action if key != "seat")
                          for action in data["actions"])
    return {**row, "result": f"seat {data['to_act']} to act: "
                             f"{count_of(data['count'], 'action')} ({', '.join(kinds)})"}


def printable(text: str) -> str:
    """Text for a terminal: a lone surrogate (from a JSON escape) shown as its escape."""
    return escape_surrogates(text)


def lines_fitted(lines: Any, indent: str = "    ") -> str:
    """Lines of prose, each wrapped to fit a terminal (its later lines indented)."""
    return _fitted(lines, "", indent)


def bullets(lines: Any) -> str:
    """Notes as people read them: '  - line' each (wrapped to fit a terminal)."""
    return _fitted(lines, "  - ", "    ")


def _fitted(lines: Any, first: str, later: str) -> str:
    width = terminal_width()
    if width is None:
        return "\n".join(f"{first}{line}" for line in lines)
    from paiju.cli.formatting import wrap

    return "\n".join("\n".join(wrap(str(line), width, first, later)) for line in lines)


@dataclass
class Table:
    """A human rendering assembled from a key/value block, sections (sub-tables, text) and
    notes, separated by blank lines."""

    pairs: list[tuple[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        parts = []
        if self.pairs:
            parts.append(key_value_table(self.pairs))
        parts.extend(self.sections)
        if self.notes:
            parts.append(bullets(self.notes))
        return "\n\n".join(parts)


def error_line(error: PaijuError, line: int | None = None) -> str:
    """The one stderr line of a bad input ('paiju: error: line 3: …')."""
    where = f"line {line}: " if line is not None else ""
    return printable(f"paiju: error: {where}{error}")


_LONG_QUOTED = re.compile(r"'([^'\n]{60})[^'\n]{20,}'")
"""A value quoted in click's message, long enough to be cut (a 5,000-digit --flowers)."""


def shortened(message: str) -> str:
    """click's message with each long quoted value cut to its first 60 characters and its
    length: the line stays one line a person reads."""
    return _LONG_QUOTED.sub(lambda found: f"'{found[1]}…' ({len(found[0]) - 2:,} characters)",
                            message)
