"""``paiju gouji rules``: the Gouji rule book's switches (gouji.md §19), the ``--rule``
option of every Gouji command a switch changes, and its shorthands ``--option`` and
``--opening``."""

from __future__ import annotations

import click

from paiju.cli.gouji.group import gouji
from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rules import (
    Choices, choices_of, rule_option, rule_pairs, rules_answer, shorthand_help,
)
from paiju.engine.gouji.rules import SWITCHBOARD, RuleBook

gouji_rule_option = rule_option(SWITCHBOARD, "paiju gouji rules")
"""``--rule NAME=VALUE`` for a Gouji command (the choices reach it as ``rules``)."""


def _values(switch: str) -> "click.Choice[str]":
    return click.Choice([reading.name for reading in SWITCHBOARD.by_name[switch].readings])


OPTION_SHORTHAND = click.option(
    "--option", type=_values("option"), default=None,
    help=shorthand_help("option=N", "how flowers kill flowers (§6.2): 0 (default) plays of the "
                        "same length only (大花 kills 小花 1:1); 1 also 2 大花 kill 1 大花, "
                        "2 小花 kill 1 小花, 3 小花 kill 1 大花."))
"""``--option N``, the flower-kill switch (the command receives ``option``)."""

OPENING_SHORTHAND = click.option(
    "--opening", type=_values("opening"), default=None,
    help=shorthand_help("opening=N", "which level cards do not open a point (§8; default 0)."))
"""``--opening N``, the opening switch (the command receives ``opening``)."""

UNSWITCHED: Choices = ()
"""The choices of a command that no switch changes (level, thresholds, tribute, score, hand,
deal, table): it takes no --rule (docs/rule-switches.md); a record it reads may still carry
"rules", which its answer echoes."""


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
