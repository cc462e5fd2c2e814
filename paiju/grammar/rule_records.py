"""A record's ``"rules": {NAME: VALUE}``, whatever the game: the switches a JSON record sets on
its game's rule book (:class:`paiju.engine.rulebook.Switchboard`), together with the choices
given besides the record (the command line's ``--rule``).

    >>> from paiju.engine.gouji.rules import SWITCHBOARD
    >>> record_rule_choices({"burners": "enemies", "option": 1}, SWITCHBOARD)
    (('burners', 'enemies'), ('option', '1'))
    >>> record_rule_choices({"option": 0}, SWITCHBOARD, given=(("option", "1"),))
    Traceback (most recent call last):
    ...
    paiju.errors.RecordError: rules.option: the record says 0, the rule given besides it says option=1
"""

from __future__ import annotations

from typing import Any

from paiju.engine.rulebook import Switchboard
from paiju.errors import RecordError
from paiju.grammar.records import kind_of

Choices = tuple[tuple[str, str], ...]


def record_rule_choices(value: Any, board: Switchboard, given: Choices = (),
                        name: str = "rules") -> Choices:
    """``{"NAME": VALUE}`` as (switch, value) choices after those ``given`` besides the
    record; a value may be text or, for a numeric reading, a whole number.  Errors name
    ``rules.NAME``: an unknown switch or value (listing the known ones), or a switch the
    record sets one way and ``given`` another."""
    if value is None:
        return tuple(given)
    if not isinstance(value, dict):
        raise RecordError(f"expected an object mapping rule names to values, e.g. "
                          f'{{"{board.switches[0].name}": "{board.switches[0].choices[-1]}"}}, '
                          f"found {kind_of(value)}", name)
    chosen = dict(given)
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
        if chosen.get(key, item) != item:
            raise RecordError(f"the record says {item}, the rule given besides it says "
                              f"{key}={chosen[key]}", field)
    return (*given, *choices)


def with_given(recorded: Choices, given: Choices, name: str = "rules") -> Choices:
    """The record's choices with those ``given`` besides it (on the command line); a switch
    the two set differently is an error naming the record's field."""
    chosen = dict(recorded)
    for switch, reading in given:
        if chosen.setdefault(switch, reading) != reading:
            raise RecordError(f"the record says {chosen[switch]}, the rule given says "
                              f"{switch}={reading}", f"{name}.{switch}")
    return tuple(chosen.items())
