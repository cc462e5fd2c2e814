"""``paiju sanchazi rules``: the Sanchazi rule book's switches, the ``--rule`` option of every
command a switch changes, and its shorthand ``--wings-share-ranks``."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

import click

from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rules import Choices, choices_of, rule_option, rules_answer, shorthand_help
from paiju.cli.sanchazi.group import sanchazi
from paiju.engine.sanchazi.rules import SWITCHBOARD

Command = TypeVar("Command", bound=Callable[..., Any])

sanchazi_rule_option = rule_option(SWITCHBOARD, "paiju sanchazi rules")
"""``--rule NAME=VALUE`` for a Sanchazi command (the choices reach it as ``rules``)."""

SHORTHAND_FLAGS = {"wings-share-ranks": "--wings-share-ranks"}
"""How a flag without a value is written in a usage error (it contradicts a --rule)."""


def sanchazi_switches(command: Command) -> Command:
    """``--rule`` and its shorthand ``--wings-share-ranks`` (the command receives ``rules``
    and ``wings_share_ranks``: fold them with :func:`sanchazi_choices`)."""
    return sanchazi_rule_option(click.option(
        "--wings-share-ranks", is_flag=True,
        help=shorthand_help("wings-share-ranks=yes", "a wing pair may share a rank with the "
                            "plane's triples (333444+3344); by default it may not "
                            "(sanchazi.md §3, an [L] choice)."))(command))


def sanchazi_choices(rules: Choices, wings_share_ranks: bool = False,
                     last_hand: str | None = None) -> Choices:
    """A Sanchazi command's ``--rule`` choices with its shorthands folded in; a shorthand
    contradicting a --rule of its switch is a usage error."""
    return choices_of(SWITCHBOARD, rules, SHORTHAND_FLAGS,
                      wings_share_ranks="yes" if wings_share_ranks else None,
                      last_hand=last_hand)


@sanchazi.command("rules")
@single_format_option
def rules_command(fmt: str | None) -> int:
    """The rule switches: every Sanchazi ruling a table may play its own way, with its
    default, its values and the section it comes from.  Set one with --rule NAME=VALUE on
    type, beats, respond, happy-money, replay and legal, or in a record as "rules": {NAME:
    VALUE}.

    \b
    Example: paiju sanchazi rules --format json
    """
    return respond_once(lambda: rules_answer(SWITCHBOARD), fmt)
