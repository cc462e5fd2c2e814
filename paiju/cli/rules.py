"""``--rule NAME=VALUE`` and the ``rules`` listing, for every game with a rule book.

The switches, their values and what each says are the engine's data
(:class:`paiju.engine.rulebook.Switchboard`); this module only reads the option into the
game's rule book and draws the listing.
"""

from __future__ import annotations

from typing import Any, Callable

import click

from paiju.cli.rendering import Answer, Table, View
from paiju.engine.rulebook import Switchboard


Choices = tuple[tuple[str, str], ...]


def rule_option(board: Switchboard, listing: str) -> Callable[[Callable], Callable]:
    """``--rule NAME=VALUE`` (repeatable) for the game of ``board``: the command receives the
    choices as ``rules``, a tuple of (name, value) pairs (plain data, so that batch workers
    can be handed them); an unknown name or value is a usage error naming the choices.
    ``listing`` is the command that lists the switches ('paiju gouji rules')."""

    def read(_context: click.Context, _parameter: click.Parameter,
             values: tuple[str, ...]) -> Choices:
        try:
            return tuple(board.parse(value) for value in values)
        except ValueError as error:
            raise click.BadParameter(str(error)) from None

    def decorate(command: Callable) -> Callable:
        return click.option(
            "--rule", "rules", multiple=True, callback=read, metavar="NAME=VALUE",
            help=f"Play a disputed rule another way (repeatable); '{listing}' lists the "
                 "rules, their values and defaults.")(command)

    return decorate


def book_of(board: Switchboard, choices: Choices, **shorthands: str | int | None) -> Any:
    """The rule book of ``--rule`` choices and shorthand options (``option=1`` from
    ``--option 1`` stands for ``--rule option=1``); a shorthand that contradicts a
    ``--rule`` of the same switch is a usage error."""
    chosen = dict(choices)
    extra = []
    for name, value in shorthands.items():
        if value is None:
            continue
        switch, value = name.replace("_", "-"), str(value)
        if switch in chosen and chosen[switch] != value:
            raise click.UsageError(f"--{switch} {value} contradicts --rule "
                                   f"{switch}={chosen[switch]}")
        extra.append((switch, value))
    try:
        return board.book([*choices, *extra])
    except ValueError as error:
        raise click.UsageError(str(error)) from None


def rules_rows(board: Switchboard) -> list[dict[str, Any]]:
    """One row per switch: ``{"name", "default", "choices", "section", "description",
    "readings": [{"name", "says"}]}``."""
    return [{"name": switch.name, "default": switch.default.name,
             "choices": list(switch.choices), "section": switch.section,
             "description": switch.question,
             "readings": [{"name": reading.name, "says": reading.says}
                          for reading in switch.readings]}
            for switch in board.switches]


def _rules_table(rows: list[dict[str, Any]]) -> str:
    blocks = []
    for row in rows:
        lines = [f"{row['name']} ({row['section']}): {row['description']}"]
        lines += [f"  {reading['name']}{' (default)' if reading['name'] == row['default'] else ''}"
                  f": {reading['says']}" for reading in row["readings"]]
        blocks.append("\n".join(lines))
    return str(Table(sections=blocks))


RULES_VIEW = View(_rules_table)


def rules_answer(board: Switchboard) -> Answer:
    rows = rules_rows(board)
    return Answer({"rules": rows}, None, RULES_VIEW, (rows,), rows="rules")
