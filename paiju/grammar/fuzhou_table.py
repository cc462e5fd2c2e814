"""JSON records of Fuzhou hands at the table → :class:`~paiju.engine.fuzhou.settling.TableHand`:
the grammar of settling a hand and adding up a game (structured text, read with :mod:`json`).

This module reads shapes and types — every unknown field, wrong type or unknown value is a
:class:`RecordError` naming the field; the rules are checked by
:func:`paiju.engine.fuzhou.settling.check_outcome`.  A hand's outcome::

    {"banker": "E", "run": 2, "winner": "S", "self_drawn": false, "discarder": "N",
     "bonus": "金雀", "flowers": 3, "base": 5}

* ``banker``, ``winner``, ``discarder``: a seat, ``E S W N`` (either case) or ``东 南 西 北``;
  ``winner`` null (or absent) for a drawn deal (荒庄), ``discarder`` null when self-drawn.
* ``bonus``: ``"none"`` (平胡 when ``flowers`` is 0), ``"平胡"``, ``"抢金"``, ``"三金倒"``,
  ``"金雀"`` (or their English names); ``flowers``: the winner's flower count F, kongs
  included; ``base``: B (default 1); ``run``: the banker's count (default 0).
* Or the winning hand itself instead of ``bonus``: ``"hand"`` in the Fuzhou hand notation,
  ``"gold"`` (required with it), ``"flowers"`` the flowers set aside (their points as a
  number, or the tiles ``"EE春"``; the hand's kongs are added), ``"grab"`` (抢金) and
  ``"swimming_gold"`` (游金) as in ``paiju fuzhou score``.
* ``rules``: ``{NAME: VALUE}`` switches of :mod:`paiju.engine.fuzhou.rules`; ``id``: any
  value, echoed back by the commands.

A game is a list of such records (JSON Lines, one hand a line) or ``{"id": …, "rules": {…},
"hands": […]}``; rules given in several records must agree.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence, TypeVar

from paiju.engine.fuzhou.flowers import MAX_FLOWER_POINTS, FlowerCount, winner_flowers
from paiju.engine.fuzhou.rules import SWITCHBOARD, RuleBook
from paiju.engine.fuzhou.scoring import BONUS_HANDS, BonusHand
from paiju.engine.fuzhou.settling import TableHand, WinningHand
from paiju.engine.fuzhou.table import SEATS, SEATS_ZH
from paiju.engine.mahjong.hand import Hand
from paiju.errors import PaijuError, RecordError
from paiju.grammar.fuzhou import parse_flowers, parse_gold, parse_hand
from paiju.grammar.rule_records import record_rule_choices, with_given
from paiju.grammar.records import (
    check_fields, kind_of, stake, true_or_false, whole_number,
)

OUTCOME_FIELDS = ("id", "banker", "run", "winner", "self_drawn", "discarder", "bonus",
                  "flowers", "base", "rules")
HAND_FIELDS = ("hand", "gold", "grab", "swimming_gold")
TABLE_FIELDS = OUTCOME_FIELDS + HAND_FIELDS
GAME_FIELDS = ("id", "rules", "hands")
NO_BONUS = "none"
BONUS_NAMES: dict[str, BonusHand | None] = {
    NO_BONUS: None,
    **{bonus.name_zh: bonus for bonus in BONUS_HANDS},
    **{bonus.name: bonus for bonus in BONUS_HANDS},
}

T = TypeVar("T")
Choices = tuple[tuple[str, str], ...]


def read_seat(value: Any, name: str) -> str:
    """A seat: ``E S W N`` in either case, or ``东 南 西 北``."""
    if isinstance(value, str):
        text = value.strip()
        if text in SEATS_ZH:
            return SEATS[SEATS_ZH.index(text)]
        if text.upper() in SEATS:
            return text.upper()
    raise RecordError(f"{_shown(value)} is not a seat: write E, S, W or N (东 南 西 北)", name)


def read_table_hand(record: Any) -> TableHand:
    """One hand's outcome (the record's ``rules`` are read by :func:`read_rule_choices`)."""
    fields = check_fields(record, None, TABLE_FIELDS)
    winner = _optional(fields, "winner", read_seat)
    hand = _winning_hand(fields) if "hand" in fields else None
    if hand is None:
        for name in HAND_FIELDS[1:]:
            if name in fields:
                raise RecordError("belongs with the winning hand (\"hand\")", name)
    elif "bonus" in fields:
        raise RecordError("give the bonus hand or the winning hand (\"hand\"), not both: the "
                          "bonus is worked out from the hand", "bonus")
    return TableHand(
        winner=winner,
        banker=_optional(fields, "banker", read_seat),
        run=_optional(fields, "run", _stake_count),
        self_drawn=_optional(fields, "self_drawn", true_or_false) or False,
        discarder=_optional(fields, "discarder", read_seat),
        bonus=_optional(fields, "bonus", _bonus),
        flowers=0 if hand is not None else _optional(fields, "flowers", _count) or 0,
        base=_optional(fields, "base", stake) or 1,
        hand=hand,
    )


def read_rule_choices(record: Any) -> Choices:
    """The ``rules`` of a record as (switch, value) choices; an unknown switch or value
    names ``rules.NAME`` and lists what there is."""
    if not isinstance(record, dict):
        return ()
    return record_rule_choices(record.get("rules"), SWITCHBOARD)


def read_settle(record: Any, given: Choices = ()) -> tuple[TableHand, RuleBook]:
    """A settle record: the hand's outcome and the rule book its ``rules`` make, with the
    choices ``given`` besides it (on the command line), which the record's own override."""
    hand = read_table_hand(record)
    return hand, SWITCHBOARD.book(with_given(read_rule_choices(record), given))


def read_game(document: Any, labels: Sequence[str] | None = None, given: Choices = ()
              ) -> tuple[list[TableHand], RuleBook]:
    """The hands of a game — a list of records, or ``{"rules", "hands"}`` — and its rule
    book.  ``labels`` name each record in errors (default ``hands[i]``; ``line N`` for JSON
    Lines); rules given in several records must agree, and agree with those ``given``
    besides the game (on the command line)."""
    records, choices = game_document(document)
    labels = labels or [f"hands[{index}]" for index in range(len(records))]
    hands = [read_game_hand(record, label, choices) for record, label in zip(records, labels)]
    return hands, game_book(choices, given)


def game_document(document: Any) -> tuple[list[Any], dict[str, str]]:
    """A game's hand records — the list itself, or the ``"hands"`` of ``{"rules",
    "hands"}`` — and the rule choices the document makes besides them."""
    choices: dict[str, str] = {}
    records = document
    if isinstance(document, dict):
        check_fields(document, None, GAME_FIELDS, required=("hands",))
        _merge(choices, read_rule_choices(document), "rules")
        records = document["hands"]
    if not isinstance(records, list):
        raise RecordError(f"expected a list of hands […], found {kind_of(records)}", "hands")
    return records, choices


def read_game_hand(record: Any, label: str, choices: dict[str, str]) -> TableHand:
    """One hand record of a game, named ``label`` in errors; its ``rules`` are added to the
    game's ``choices``, which they must agree with."""
    try:
        hand = read_table_hand(record)
        _merge(choices, read_rule_choices(record), "rules")
    except RecordError as error:
        raise error.under(label) from None
    return hand


def game_book(choices: dict[str, str], given: Choices = ()) -> RuleBook:
    """The rule book of a game whose records chose ``choices``, with those ``given`` besides
    it (which the records' own override)."""
    return SWITCHBOARD.book(with_given(tuple(choices.items()), given))


# ---------------------------------------------------------------------------------------


def _winning_hand(fields: dict[str, Any]) -> WinningHand:
    text = _string(fields["hand"], "hand")
    if fields.get("gold") is None:
        raise RecordError("required with the winning hand: the gold tile (e.g. \"5p\")", "gold")
    gold = _in_field("gold", parse_gold, _string(fields["gold"], "gold"))
    grabbed = _optional(fields, "grab", true_or_false) or False
    hand = _in_field("hand", lambda written: parse_hand(written, gold, grabbed=grabbed), text)
    return WinningHand(hand, gold, _set_aside(fields.get("flowers"), hand), grabbed,
                       _optional(fields, "swimming_gold", true_or_false) or False)


def _set_aside(value: Any, hand: Hand) -> FlowerCount:
    """The flowers set aside — their points as a number, or the tiles — with the hand's
    kongs."""
    if value is None:
        return winner_flowers(hand)
    if isinstance(value, str):
        if value.strip().isascii() and value.strip().isdigit():
            raise RecordError(f"a count is a number ({value.strip()}), not text "
                              f"({_shown(value)}); text is the flower tiles (\"EE春\")",
                              "flowers")
        return winner_flowers(hand, _in_field("flowers", parse_flowers, value))
    points = _count(value, "flowers")
    if points > MAX_FLOWER_POINTS:
        raise RecordError(f"{points} flower points: from 0 to {MAX_FLOWER_POINTS} (all 36 "
                          "flowers with their complete sets; the hand's kongs are added)",
                          "flowers")
    return winner_flowers(hand, given=points)


def _merge(choices: dict[str, str], found: Choices, name: str) -> None:
    for switch, value in found:
        if choices.setdefault(switch, value) != value:
            raise RecordError(f"{value} disagrees with {choices[switch]} given before: one "
                              "game has one rule book", f"{name}.{switch}")


def _in_field(name: str, parse: Callable[[str], T], text: str) -> T:
    """``parse(text)`` for a record field: an error names the field (and the column)."""
    try:
        return parse(text)
    except RecordError:
        raise
    except PaijuError as error:
        raise RecordError(f"{error.message}{error.where()}", name) from None


def _optional(fields: dict[str, Any], name: str, read: Callable[[Any, str], T]) -> T | None:
    value = fields.get(name)
    return None if value is None else read(value, name)


def _bonus(value: Any, name: str) -> BonusHand | None:
    if isinstance(value, str) and value.strip() in BONUS_NAMES:
        return BONUS_NAMES[value.strip()]
    shown = ", ".join([NO_BONUS] + [bonus.name_zh for bonus in BONUS_HANDS])
    raise RecordError(f"{_shown(value)} is not a bonus hand: one of {shown}", name)


def _count(value: Any, name: str) -> int:
    number = whole_number(value, name)
    if number < 0:
        raise RecordError(f"expected 0 or more, found {number}", name)
    return number


def _stake_count(value: Any, name: str) -> int:
    return _count(stake(value, name), name)


def _string(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"expected text, found {kind_of(value)}", name)
    return value


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
