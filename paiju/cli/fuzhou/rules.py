"""``paiju fuzhou rules``: the Fuzhou rule book's switches, and the ``--rule`` option the
Fuzhou commands take."""

from __future__ import annotations

from paiju.cli.fuzhou.group import fuzhou
from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rules import rule_option, rules_answer
from paiju.engine.fuzhou.rules import SWITCHBOARD

fuzhou_rule_option = rule_option(SWITCHBOARD, "paiju fuzhou rules")
"""``--rule NAME=VALUE`` for a Fuzhou command (the choices reach it as ``rules``)."""


@fuzhou.command("rules")
@single_format_option
def rules_command(fmt: str | None) -> int:
    """The rule switches: every Fuzhou ruling a table may play its own way, with its
    default, its values and the section it comes from.  Set one with --rule NAME=VALUE.

    \b
    Example: paiju fuzhou rules --format json
    """
    return respond_once(lambda: rules_answer(SWITCHBOARD), fmt)
