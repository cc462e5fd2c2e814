"""``paiju sanchazi rules``: the Sanchazi rule book's switches, and the ``--rule`` option the
commands that replay a deal take."""

from __future__ import annotations

from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rules import rule_option, rules_answer
from paiju.cli.sanchazi.group import sanchazi
from paiju.engine.sanchazi.rules import SWITCHBOARD

sanchazi_rule_option = rule_option(SWITCHBOARD, "paiju sanchazi rules")
"""``--rule NAME=VALUE`` for a Sanchazi command (the choices reach it as ``rules``)."""


@sanchazi.command("rules")
@single_format_option
def rules_command(fmt: str | None) -> int:
    """The rule switches: every Sanchazi ruling a table may play its own way, with its
    default, its values and the section it comes from.  Set one on 'replay' and 'legal'
    with --rule NAME=VALUE, or in a record as "rules": {NAME: VALUE}.

    \b
    Example: paiju sanchazi rules --format json
    """
    return respond_once(lambda: rules_answer(SWITCHBOARD), fmt)
