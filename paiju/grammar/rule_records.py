"""A record's ``"rules": {NAME: VALUE}``, whatever the game: the switches a JSON record sets on
its game's rule book (:class:`paiju.engine.rulebook.Switchboard`), together with the choices
given besides the record (the command line's ``--rule``).  One rule for every command, as for
every other field of a record: the command line gives the batch's settings, and a switch the
record sets holds for that record (docs/input.md).

    >>> from paiju.engine.gouji.rules import SWITCHBOARD
    >>> record_rule_choices({"burners": "enemies", "option": 1}, SWITCHBOARD)
    (('burners', 'enemies'), ('option', '1'))
    >>> record_rule_choices({"option": 0}, SWITCHBOARD, given=(("option", "1"), ("wind", "partner")))
    (('option', '0'), ('wind', 'partner'))
"""

from __future__ import annotations

from typing import Any

from paiju.engine.rulebook import Switchboard
from paiju.errors import RecordError
from paiju.grammar.records import kind_of

Choices = tuple[tuple[str, str], ...]


def record_rule_choices(value: Any, board: Switchboard[Any], given: Choices = (),
                        name: str = "rules") -> Choices:
    """``{"NAME": VALUE}`` as (switch, value) choices over those ``given`` besides the
    record (a switch the record sets holds); a value may be text or, for a numeric reading, a
    whole number.  An unknown switch or value is an error naming ``rules.NAME`` and listing
    the known ones."""
    if value is None:
        return tuple(given)
    if not isinstance(value, dict):
        raise RecordError(f"expected an object mapping rule names to values, e.g. "
                          f'{{"{board.switches[0].name}": "{board.switches[0].choices[-1]}"}}, '
                          f"found {kind_of(value)}", name)
    choices = []
    for key, item in value.items():
        field = f"{name}.{key}"
        if isinstance(item, int) and not isinstance(item, bool):
            item = str(item)
        if not isinstance(item, str):
            raise RecordError(f"expected a value as text, found {kind_of(item)}", field)
        try:
            choices.append(board.choose(key, item))
        except ValueError as error:
            raise RecordError(str(error), field) from None
    return with_given(tuple(choices), given)


def with_given(recorded: Choices, given: Choices) -> Choices:
    """The record's choices over those ``given`` besides it (on the command line): a switch
    the record sets holds for the record."""
    chosen = dict(given)
    chosen.update(recorded)
    return tuple(chosen.items())
