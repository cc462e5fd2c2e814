"""``paiju mcr rules``: the rule switches for disputed rulings, and the ``--rule`` option that
sets them on ``score`` and ``waits``."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, TypeVar

import click

from paiju.api.mcr.switches import rules_table
from paiju.cli.mcr.group import mcr
from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rendering import Answer, Table, View
from paiju.cli.rules import rule_completion, rule_help
from paiju.engine.mcr.rules import BOTZONE_GAME, SWITCHBOARD, RuleBook, choose, rule_book

Command = TypeVar("Command", bound=Callable[..., Any])


def _rule_book(_context: click.Context, _parameter: click.Parameter,
               values: tuple[str, ...], defaults: tuple[tuple[str, str], ...] = ()) -> RuleBook:
    try:
        given = [choose(*value.split("=", 1)) for value in values]
        named = {name for name, _ in given}
        return rule_book([*(choice for choice in defaults if choice[0] not in named), *given])
    except ValueError as error:
        raise click.BadParameter(str(error)) from None


def game_rule_option(command: Command) -> Command:
    """:func:`rule_option` for the commands of whole games (``mcr replay``, ``mcr legal``):
    the book starts from the Botzone judge's readings (:data:`BOTZONE_GAME`), which a
    ``--rule`` of the same switch overrides."""
    return click.option(
        "--rule", "rules", multiple=True, callback=partial(_rule_book, defaults=BOTZONE_GAME),
        metavar="NAME=VALUE", shell_complete=rule_completion(SWITCHBOARD),
        help=rule_help("paiju mcr rules"))(command)


def game_choices(rules: RuleBook) -> tuple[tuple[str, str], ...]:
    """The choices of a game's book as the API takes them, the calculator always named (so
    that the API's Botzone default does not undo an explicit calculator=2024)."""
    return (("calculator", rules.calculator.value),
            *(choice for choice in rules.readings if choice[0] != "calculator"))


def rule_option(command: Command) -> Command:
    """``--rule NAME=VALUE`` (repeatable), written as in every game: the option's value
    reaches the command as the RuleBook ``rules``.  (NAME alone, the older MCR spelling,
    still takes the reading that is not the reference's: scripts wrote it.)"""
    return click.option(
        "--rule", "rules", multiple=True, callback=_rule_book, metavar="NAME=VALUE",
        shell_complete=rule_completion(SWITCHBOARD), help=rule_help("paiju mcr rules"))(command)


def rules_answer() -> Answer:
    data = rules_table()
    return Answer(data, None, RULES_VIEW, (data["rules"],), rows="rules")


def _rules_table(rows: list[dict[str, Any]]) -> str:
    blocks = []
    for row in rows:
        lines = [f"{row['name']}: {row['question']}"]
        lines += [f"  {reading['name']}"
                  f"{' (default, the reference)' if reading['reference'] else ''}"
                  f": {reading['says']}" for reading in row["readings"]]
        other = next(reading["name"] for reading in row["readings"] if not reading["reference"])
        lines.append(f"  changes {'、'.join(row['fans'])}; e.g. paiju mcr score "
                     f"\"{row['example']}\" --rule {row['name']}={other}")
        blocks.append("\n".join(lines))
    return str(Table(sections=blocks))


RULES_VIEW = View(_rules_table)


@mcr.command("rules")
@single_format_option
def rules_command(fmt: str | None) -> int:
    """The rule switches: rulings read two ways, each with the reference calculator's reading
    (the default) and the other one.  Set one with --rule NAME=VALUE on score or waits,
    or in a --batch record as "rules": {NAME: VALUE}.

    \b
    Example: paiju mcr rules --format jsonl
    """
    return respond_once(rules_answer, fmt)


def describe_rules(rules: RuleBook) -> list[str]:
    """One line per switch set away from the reference."""
    return SWITCHBOARD.describe(rules)
