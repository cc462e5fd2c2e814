"""What every Gouji answer is: the answer dict, its yes/no verdict, and the engine objects it
was drawn from (which a table for people is drawn from too), plus the ``"rules"`` field every
answer carries when a switch is set away from its default."""

from __future__ import annotations

from typing import Any, NamedTuple

from paiju.engine.gouji.rules import RuleBook

Choices = tuple[tuple[str, str], ...]
"""Rule switches chosen besides a record, as (switch, value) names: what ``--rule NAME=VALUE``
(and the shorthands ``--option``, ``--opening``) give a command."""


class Found(NamedTuple):
    """One answered question: ``data``, the answer (what ``--format json`` prints);
    ``verdict``, its yes/no (None for a question that is not yes/no: it sets the exit code);
    ``parts``, the engine objects it was made of (the command line draws its tables from
    them; a program may read them instead of the dict)."""

    data: dict[str, Any]
    verdict: bool | None = None
    parts: tuple[Any, ...] = ()


def rules_field(book: RuleBook) -> dict[str, dict[str, str]]:
    """``{"rules": {NAME: VALUE}}`` for the switches ``book`` sets away from their default;
    nothing under the defaults (so that such an answer is unchanged)."""
    return {"rules": dict(book.readings)} if book.readings else {}
