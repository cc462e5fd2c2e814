"""What an answer looks like: JSON for scripts, tables for people, one line for an error.

* JSON keeps Chinese as UTF-8 (``ensure_ascii=False``); ``--format json`` indents one answer.
* Tables come from tabulate, imported only when a table is printed (start-up of JSON queries).
* ``NO_COLOR`` (https://no-color.org) turns colour off.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple

import click

from paiju.errors import PaijuError


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

    __slots__ = ("data", "verdict", "view", "parts")

    def __init__(self, data: dict[str, Any], verdict: bool | None = None,
                 view: View | None = None, parts: tuple[Any, ...] = ()):
        self.data = data
        self.verdict = verdict
        self.view = view
        self.parts = parts

    def table(self) -> str:
        if self.view is None:
            return key_value_table(list(self.data.items()))
        return self.view.table(*self.parts)

    def row(self) -> dict[str, Any] | None:
        if self.view is None or self.view.row is None:
            return None
        return self.view.row(*self.parts)


def use_color() -> bool | None:
    """False when NO_COLOR is set; None lets click decide (colour on a terminal only)."""
    return False if os.environ.get("NO_COLOR") else None


def yes_no(value: bool) -> str:
    return click.style("yes", fg="green") if value else click.style("no", fg="red")


def table(rows: list[list[Any]] | list[dict[str, Any]], headers: Any = "keys") -> str:
    from tabulate import tabulate  # only table output pays for importing tabulate

    return tabulate(rows, headers=headers, disable_numparse=True)


def key_value_table(pairs: list[tuple[str, Any]]) -> str:
    from tabulate import tabulate

    return tabulate([[key, value] for key, value in pairs], tablefmt="plain",
                    disable_numparse=True)


def beats_row(data: dict[str, Any], beats: bool, why: str) -> dict[str, Any]:
    """The row of a 'does NEW beat OLD' answer among many, whatever the game."""
    return {"new": data["new"], "old": data["old"], "beats": yes_no(beats), "why": why}


def to_json(data: Any, indent: int | None = None) -> str:
    return json.dumps(data, ensure_ascii=False, indent=indent)


def bullets(lines: Any) -> str:
    """Notes as people read them: '  - line' each."""
    return "\n".join(f"  - {line}" for line in lines)


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
    return f"paiju: error: {where}{error}"


def error_object(error: PaijuError, line: int | None, query: Any) -> dict[str, Any]:
    """A bad batch line as JSON: its number, its text, the error, and where (column, field)."""
    data: dict[str, Any] = {"line": line, "input": query if isinstance(query, str) else None,
                            "error": str(error)}
    if error.column is not None:
        data["column"] = error.column
    field_name = getattr(error, "field", None)
    if field_name is not None:
        data["field"] = field_name
    return data
