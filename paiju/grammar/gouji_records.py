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
from typing import Any, Sequence

from paiju.engine.gouji.rules import DEFAULT, SWITCHBOARD, RuleBook
from paiju.engine.gouji.settling import Burn, BurnOutcome, Deal, Smother
from paiju.engine.gouji.tribute import Declaration
from paiju.errors import RecordError
from paiju.grammar.counts import is_count, read_count
from paiju.grammar.rule_records import Choices, record_rule_choices
from paiju.grammar.records import (
    check_fields,
    choice,
    kind_of,
    list_field,
    optional_whole_number,
    true_or_false,
    whole_number,
)

DEAL_FIELDS = ("deal", "first_deal", "deals_per_game", "order", "revolution", "declarations",
               "opened", "burns", "biesan", "smothered", "rules")
BURN_FIELDS = ("burner", "burned", "outcome")
SMOTHER_FIELDS = ("seat", "beaten_by")
GAME_FIELDS = ("deals_per_game", "deals")
FINISH_FIELDS = ("order", "revolution", "rules")

def read_deal(record: Any, rules: Choices = ()) -> Deal:
    """A deal record; ``rules`` are the choices given besides it (the command line's), over
    which its ``"rules"`` hold."""
    fields = check_fields(record, None, DEAL_FIELDS, required=("order",))
    return Deal(
        order=_seats(fields["order"], "order"),
        revolution=_seats(fields.get("revolution", []), "revolution"),
        declarations=read_declarations(fields.get("declarations", {})),
        opened=_seats(fields.get("opened", []), "opened"),
        burns=tuple(_burn(item, f"burns[{index}]")
                    for index, item in enumerate(list_field(fields.get("burns", []), "burns"))),
        biesan=true_or_false(fields.get("biesan", False), "biesan"),
        smothered=tuple(_smother(item, f"smothered[{index}]") for index, item
                        in enumerate(list_field(fields.get("smothered", []), "smothered"))),
        number=read_deal_number(fields),
        deals_per_game=optional_whole_number(fields.get("deals_per_game"), "deals_per_game"),
        rules=read_rules(fields.get("rules", {}), rules),
    )


def rule_choices(value: Any, given: Choices = (), name: str = "rules") -> Choices:
    """A record's ``{"NAME": VALUE}`` Gouji switches after the choices ``given`` besides it
    (:func:`~paiju.grammar.rule_records.record_rule_choices`)."""
    return record_rule_choices(value, SWITCHBOARD, given, name)


def read_rules(value: Any, given: Choices = (), name: str = "rules") -> RuleBook:
    """``{"NAME": VALUE}`` (with the choices ``given`` besides the record) → the rule book
    with those switches set (:func:`rule_choices`)."""
    if not value and not given and isinstance(value, dict):
        return DEFAULT
    return SWITCHBOARD.book(rule_choices(value, given, name))


def read_deal_number(fields: dict[str, Any]) -> int | None:
    """``"deal": N``, or the shorthand ``"first_deal": true`` (deal 1) / ``false``."""
    number = optional_whole_number(fields.get("deal"), "deal")
    if "first_deal" not in fields:
        return number
    first = true_or_false(fields["first_deal"], "first_deal")
    if number is not None and first != (number == 1):
        raise RecordError(f"says {str(first).lower()} but deal is {number}", "first_deal")
    if number is None and first:
        return 1
    return number


def read_finish(record: Any, rules: Choices = ()) \
        -> tuple[tuple[int, ...], tuple[int, ...], RuleBook]:
    """``{"order": [...], "revolution": [...], "rules": {...}}`` (what ``score`` needs) → the
    two seat lists and the rule book (with the choices ``rules`` given besides the record)."""
    fields = check_fields(record, None, FINISH_FIELDS, required=("order",))
    return (_seats(fields["order"], "order"), _seats(fields.get("revolution", []), "revolution"),
            read_rules(fields.get("rules", {}), rules))


def read_game(document: Any) -> tuple[list[Any], int | None]:
    """The deal records of a game document and its ``deals_per_game`` (None if not given)."""
    if isinstance(document, list):
        return document, None
    fields = check_fields(document, None, GAME_FIELDS, required=("deals",))
    return (list_field(fields["deals"], "deals"),
            optional_whole_number(fields.get("deals_per_game"), "deals_per_game"))


def _seats(value: Any, name: str) -> tuple[int, ...]:
    return tuple(whole_number(item, f"{name}[{index}]")
                 for index, item in enumerate(list_field(value, name)))


def read_declarations(value: Any) -> dict[int, Declaration]:
    if not isinstance(value, dict):
        raise RecordError(f"expected an object mapping seats to declarations, e.g. "
                          f'{{"0": "pre"}}, found {kind_of(value)}', "declarations")
    allowed = [declaration.value for declaration in Declaration]
    read = {}
    spelled: dict[int, str] = {}
    for key, item in value.items():
        name = f"declarations.{key}"
        seat = read_count(key) if is_count(key) else None
        if seat is None:
            raise RecordError("keys are seats 0-5", name)
        if seat in spelled:  # "0" and "00" (or " 0"): one seat, two declarations
            raise RecordError(f"seat {seat} is given twice, as {json.dumps(spelled[seat])} and "
                              f"as {json.dumps(key)}", name)
        spelled[seat] = key
        read[seat] = choice(item, Declaration, allowed, name)
    return read


def _burn(value: Any, name: str) -> Burn:
    fields = check_fields(value, name, BURN_FIELDS, required=BURN_FIELDS)
    outcome = choice(fields["outcome"], BurnOutcome, [o.value for o in BurnOutcome],
                     f"{name}.outcome")
    return Burn(whole_number(fields["burner"], f"{name}.burner"),
                whole_number(fields["burned"], f"{name}.burned"),
                outcome)


def _smother(value: Any, name: str) -> Smother:
    fields = check_fields(value, name, SMOTHER_FIELDS, required=SMOTHER_FIELDS)
    return Smother(whole_number(fields["seat"], f"{name}.seat"),
                   whole_number(fields["beaten_by"], f"{name}.beaten_by"))


def read_deals(records: Sequence[Any], labels: Sequence[str], rules: Choices = ()) -> list[Deal]:
    """The deal records of a game, read (each under ``rules`` and its own); errors name the
    deal by its label."""
    deals = []
    for record, label in zip(records, labels):
        try:
            deals.append(read_deal(record, rules))
        except RecordError as error:
            raise error.under(label) from None
    return deals
