"""JSON records of Gouji deals and games → :class:`~paiju.engine.gouji.settling.Deal`: the
grammar of the settlement commands' input (structured text, read with :mod:`json`).

This module only reads shapes and types (every unknown field, wrong type or unknown value is a
:class:`RecordError` naming the field); the rules are checked by :func:`deal.check_deal`.

A deal record (all fields but ``order`` optional)::

    {"deal": 2, "deals_per_game": 5,
     "order": [3, 0, 4, 1],
     "revolution": [],
     "declarations": {"0": "pre", "3": "bright"},
     "opened": [3],
     "burns": [{"burner": 1, "burned": 0, "outcome": "success"}],
     "biesan": true,
     "smothered": [{"seat": 2, "beaten_by": 3}],
     "rules": {"burners": "before-opposite", "option": 1}}

``rules`` sets switches of the rule book (gouji.md §19, ``paiju gouji rules``) away from their
defaults; a value may be written as text or, for the numeric switches, as a number.

A game is a list of deal records, or ``{"deals_per_game": 5, "deals": [...]}``.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence, TypeVar

from paiju.engine.gouji.rules import DEFAULT, SWITCHBOARD, RuleBook
from paiju.engine.gouji.settling import Burn, BurnOutcome, Deal, Smother
from paiju.engine.gouji.tribute import Declaration
from paiju.errors import NotationError, RecordError

DEAL_FIELDS = ("deal", "first_deal", "deals_per_game", "order", "revolution", "declarations",
               "opened", "burns", "biesan", "smothered", "rules")
BURN_FIELDS = ("burner", "burned", "outcome")
SMOTHER_FIELDS = ("seat", "beaten_by")
GAME_FIELDS = ("deals_per_game", "deals")
FINISH_FIELDS = ("order", "revolution")

E = TypeVar("E")


def load_json(text: str, source: str) -> Any:
    """Parse one JSON document; unreadable text names the line and column."""
    if not text.strip():
        raise NotationError(f"{source}: empty: expected a JSON record")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(f"{source}: not JSON: {error.msg} (line {error.lineno}, column "
                            f"{error.colno})") from None


def read_deal(record: Any) -> Deal:
    fields = _object(record, None, DEAL_FIELDS, required=("order",))
    return Deal(
        order=_seats(fields["order"], "order"),
        revolution=_seats(fields.get("revolution", []), "revolution"),
        declarations=_declarations(fields.get("declarations", {})),
        opened=_seats(fields.get("opened", []), "opened"),
        burns=tuple(_burn(item, f"burns[{index}]")
                    for index, item in enumerate(_list(fields.get("burns", []), "burns"))),
        biesan=_bool(fields.get("biesan", False), "biesan"),
        smothered=tuple(_smother(item, f"smothered[{index}]") for index, item
                        in enumerate(_list(fields.get("smothered", []), "smothered"))),
        number=_deal_number(fields),
        deals_per_game=_optional_int(fields.get("deals_per_game"), "deals_per_game"),
        rules=read_rules(fields.get("rules", {})),
    )


def read_rules(value: Any, name: str = "rules") -> RuleBook:
    """``{"NAME": VALUE}`` → the rule book with those switches set (errors name
    ``rules.NAME`` and list the known switches or values)."""
    if not isinstance(value, dict):
        raise RecordError(f"expected an object mapping rule names to values, e.g. "
                          f'{{"burners": "enemies"}}, found {_kind(value)}', name)
    if not value:
        return DEFAULT
    choices = []
    for key, item in value.items():
        field = f"{name}.{key}"
        if isinstance(item, int) and not isinstance(item, bool):
            item = str(item)
        if not isinstance(item, str):
            raise RecordError(f"expected a value as text, found {_kind(item)}", field)
        try:
            choices.append(SWITCHBOARD.choose(key, item))
        except ValueError as error:
            raise RecordError(str(error), field) from None
    return SWITCHBOARD.book(choices)


def _deal_number(fields: dict[str, Any]) -> int | None:
    """``"deal": N``, or the shorthand ``"first_deal": true`` (deal 1) / ``false``."""
    number = _optional_int(fields.get("deal"), "deal")
    if "first_deal" not in fields:
        return number
    first = _bool(fields["first_deal"], "first_deal")
    if number is not None and first != (number == 1):
        raise RecordError(f"says {str(first).lower()} but deal is {number}", "first_deal")
    if number is None and first:
        return 1
    return number


def read_finish(record: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``{"order": [...], "revolution": [...]}`` (what ``score`` needs) → the two seat lists."""
    fields = _object(record, None, FINISH_FIELDS, required=("order",))
    return _seats(fields["order"], "order"), _seats(fields.get("revolution", []), "revolution")


def read_game(document: Any) -> tuple[list[Any], int | None]:
    """The deal records of a game document and its ``deals_per_game`` (None if not given)."""
    if isinstance(document, list):
        return document, None
    fields = _object(document, None, GAME_FIELDS, required=("deals",))
    return (_list(fields["deals"], "deals"),
            _optional_int(fields.get("deals_per_game"), "deals_per_game"))


# ---------------------------------------------------------------------------------------


def _object(value: Any, name: str | None, allowed: tuple[str, ...],
            required: tuple[str, ...] = ()) -> dict[str, Any]:
    what = name or "the record"
    if not isinstance(value, dict):
        raise RecordError(f"expected {'an object' if name else 'a record'} {{…}}, found "
                          f"{_kind(value)}", name)
    for key in value:
        if key not in allowed:
            raise RecordError(f"unknown field in {what} (fields: {', '.join(allowed)})",
                              _join(name, key))
    for key in required:
        if key not in value:
            raise RecordError(f"missing: {what} needs it", _join(name, key))
    return value


def _join(name: str | None, key: str) -> str:
    return f"{name}.{key}" if name else key


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"expected a list […], found {_kind(value)}", name)
    return value


def _int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"expected a whole number, found {_kind(value)}", name)
    return value


def _optional_int(value: Any, name: str) -> int | None:
    return None if value is None else _int(value, name)


def _bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"expected true or false, found {_kind(value)}", name)
    return value


def _seats(value: Any, name: str) -> tuple[int, ...]:
    return tuple(_int(item, f"{name}[{index}]") for index, item in enumerate(_list(value, name)))


def _choice(value: Any, enum_type: Callable[[str], E], allowed: list[str], name: str) -> E:
    if not isinstance(value, str) or value not in allowed:
        raise RecordError(f"{json.dumps(value, ensure_ascii=False)} is not one of "
                          f"{', '.join(allowed)}", name)
    return enum_type(value)


def _declarations(value: Any) -> dict[int, Declaration]:
    if not isinstance(value, dict):
        raise RecordError(f"expected an object mapping seats to declarations, e.g. "
                          f'{{"0": "pre"}}, found {_kind(value)}', "declarations")
    allowed = [declaration.value for declaration in Declaration]
    read = {}
    for key, item in value.items():
        name = f"declarations.{key}"
        if not (key.isascii() and key.isdigit()):
            raise RecordError("keys are seats 0-5", name)
        read[int(key)] = _choice(item, Declaration, allowed, name)
    return read


def _burn(value: Any, name: str) -> Burn:
    fields = _object(value, name, BURN_FIELDS, required=BURN_FIELDS)
    outcome = _choice(fields["outcome"], BurnOutcome, [o.value for o in BurnOutcome],
                      f"{name}.outcome")
    return Burn(_int(fields["burner"], f"{name}.burner"), _int(fields["burned"], f"{name}.burned"),
                outcome)


def _smother(value: Any, name: str) -> Smother:
    fields = _object(value, name, SMOTHER_FIELDS, required=SMOTHER_FIELDS)
    return Smother(_int(fields["seat"], f"{name}.seat"),
                   _int(fields["beaten_by"], f"{name}.beaten_by"))


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {json.dumps(value, ensure_ascii=False)}"
    return "a list" if isinstance(value, list) else "an object"


def read_deals(records: Sequence[Any], labels: Sequence[str]) -> list[Deal]:
    """The deal records of a game, read; errors name the deal by its label."""
    deals = []
    for record, label in zip(records, labels):
        try:
            deals.append(read_deal(record))
        except RecordError as error:
            raise error.under(label) from None
    return deals
