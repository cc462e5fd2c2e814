"""``--rule NAME=VALUE`` and the ``rules`` listing, for every game with a rule book.

The switches, their values and what each says are the engine's data
(:class:`paiju.engine.rulebook.Switchboard`); this module only reads the option into the
game's rule book and draws the listing.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

import click

from paiju.cli.rendering import Answer, Table, View
from paiju.engine.rulebook import Book, Switchboard

Command = TypeVar("Command", bound=Callable[..., Any])


Choices = tuple[tuple[str, str], ...]


def rule_completion(board: Switchboard[Any]) -> Callable[..., list[Any]]:
    """Shell completion of ``--rule``: every NAME=VALUE of ``board`` that starts with what
    is typed, each with what it says."""

    def complete(_context: click.Context, _parameter: click.Parameter,
                 incomplete: str) -> list[Any]:
        from click.shell_completion import CompletionItem

        return [CompletionItem(f"{switch.name}={reading.name}", help=reading.says)
                for switch in board.switches for reading in switch.readings
                if f"{switch.name}={reading.name}".startswith(incomplete)]

    return complete


def rule_help(listing: str) -> str:
    """The help of ``--rule``, the same words in every game (docs/cli.md, "Conventions");
    ``listing`` is the command that lists the switches ('paiju gouji rules')."""
    return (f"Set a rule switch NAME=VALUE (repeatable); '{listing}' lists them, with their "
            "values and defaults.")


def shorthand_help(rule: str, says: str) -> str:
    """The help of a flag that only sets a switch: what ``--rule`` it stands for, then what
    it says (``rule`` is NAME=VALUE as --rule takes it)."""
    return f"Shorthand of --rule {rule}: {says}"


def rule_option(board: Switchboard[Any], listing: str) -> Callable[[Command], Command]:
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

    def decorate(command: Command) -> Command:
        return click.option(
            "--rule", "rules", multiple=True, callback=read, metavar="NAME=VALUE",
            shell_complete=rule_completion(board), help=rule_help(listing))(command)

    return decorate


def choices_of(board: Switchboard[Any], choices: Choices, flags: dict[str, str] | None = None,
               **shorthands: str | int | None) -> Choices:
    """The ``--rule`` choices with the shorthand options folded in (``option=1`` from
    ``--option 1`` stands for ``--rule option=1``), checked: a shorthand that contradicts a
    ``--rule`` of the same switch, or a switch chosen two ways, is a usage error naming the
    option as ``flags`` writes it (default ``--NAME VALUE``).  Plain data, so that batch
    workers can be handed them."""
    chosen = dict(choices)
    extra = []
    for name, value in shorthands.items():
        if value is None:
            continue
        switch, value = name.replace("_", "-"), str(value)
        if switch in chosen and chosen[switch] != value:
            flag = (flags or {}).get(switch, f"--{switch} {value}")
            raise click.UsageError(f"{flag} contradicts --rule {switch}={chosen[switch]}")
        chosen[switch] = value
        extra.append((switch, value))
    try:
        board.book([*choices, *extra])
    except ValueError as error:
        raise click.UsageError(str(error)) from None
    return (*choices, *extra)


def book_of(board: Switchboard[Book], choices: Choices, **shorthands: str | int | None) -> Book:
    """The rule book of ``--rule`` choices and shorthand options (:func:`choices_of`)."""
    return board.book(choices_of(board, choices, None, **shorthands))


def rule_pairs(board: Switchboard[Book], book: Book) -> list[tuple[str, str]]:
    """The same for people: one ``("rule", "NAME=VALUE: what it says")`` line per switch."""
    return [("rule", line) for line in board.describe(book)]


def _rules_table(rows: list[dict[str, Any]]) -> str:
    blocks = []
    for row in rows:
        lines = [f"{row['name']} ({row['section']}): {row['description']}"]
        lines += [f"  {reading['name']}{' (default)' if reading['name'] == row['default'] else ''}"
                  f": {reading['says']}" for reading in row["readings"]]
        blocks.append("\n".join(lines))
    return str(Table(sections=blocks))


RULES_VIEW = View(_rules_table)


def rules_answer(board: Switchboard[Any]) -> Answer:
    from paiju.api.switches import rules_listing  # only the listing needs it

    listing = rules_listing(board)
    return Answer(listing, None, RULES_VIEW, (listing["rules"],), rows="rules")
