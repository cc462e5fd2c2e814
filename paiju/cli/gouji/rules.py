"""``paiju gouji rules``: the Gouji rule book's switches (gouji.md §19), and the ``--rule``
option every Gouji command takes."""

from __future__ import annotations

from paiju.cli.gouji.group import gouji
from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rules import Choices, choices_of, rule_option, rule_pairs, rules_answer
from paiju.engine.gouji.rules import SWITCHBOARD, RuleBook

gouji_rule_option = rule_option(SWITCHBOARD, "paiju gouji rules")
"""``--rule NAME=VALUE`` for a Gouji command (the choices reach it as ``rules``)."""


def gouji_choices(choices: Choices, **shorthands: str | int | None) -> Choices:
    """A Gouji command's ``--rule`` choices with its shorthand options (``--option``,
    ``--opening``) folded in; a contradiction is a usage error."""
    return choices_of(SWITCHBOARD, choices, None, **shorthands)


def rule_lines(book: RuleBook) -> list[tuple[str, str]]:
    """The table lines of the switches ``book`` sets away from their default."""
    return rule_pairs(SWITCHBOARD, book)


@gouji.command("rules")
@single_format_option
def rules_command(fmt: str | None) -> int:
    """The rule switches: every Gouji ruling a table may play its own way, with its default,
    its values and the section it comes from.  Set one on any Gouji command with
    --rule NAME=VALUE, or in a record as "rules": {NAME: VALUE}.

    \b
    Example: paiju gouji rules --format json
    """
    return respond_once(lambda: rules_answer(SWITCHBOARD), fmt)
