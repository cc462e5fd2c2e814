"""``paiju mcr waits`` as records: what a 13-tile hand waits on (听牌), and what each win
would be worth on a discard and self-drawn.

    >>> from paiju.api.mcr import waits_record
    >>> answer = waits_record({"id": 7, "hand": "[123m][567p]55789sCC"})
    >>> answer["id"], answer["ready"], [wait["tile"] for wait in answer["waits"]]
    (7, True, ['5s', 'C'])

The conditions (``given``, the command's options: ``--fourth-tile``, ``--kong``, …; a
record's fields over them) apply to each wait where they can; ``self_drawn`` is not one of
them: both ways of winning are scored.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from paiju.api.jsonl import to_json
from paiju.api.mcr.records import Choices, line_record, read_record
from paiju.api.mcr.shapes import fan_json, rules_json, situation_json
from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mcr.analysis import HandTiles
from paiju.engine.mcr.fans import Calculator
from paiju.engine.mcr.rules import RuleBook, book_of
from paiju.engine.mcr.scoring import Score
from paiju.engine.mcr.situation import Situation, check_table
from paiju.engine.mcr.waits import Wait, Waits, waits
from paiju.grammar.mcr_records import (
    HAND_FIELD, NOTHING_GIVEN, WAITS_FIELDS, Given, merged_situation, parse_waiting_hand,
)
from paiju.grammar.records import echo_id

__all__ = ["WAITS_FIELDS", "Waited", "waited_hand", "waited_line", "waited_record", "waits_hand",
           "waits_record"]


class Waited(NamedTuple):
    """The waits of one hand and everything their answer is made of: ``head``, the fields
    echoed in front (a record, its ``"id"`` first; or the hand and its situation), the rule
    book, the situation and the waits found."""

    head: dict[str, Any]
    book: RuleBook
    situation: Situation
    found: Waits

    def as_dict(self) -> dict[str, Any]:
        """The answer (a new dict every time)."""
        found = self.found
        data = echo_id(self.head, dict(self.head))
        if self.book.readings:
            data["rules"] = rules_json(self.book)
        data.update(canonical=found.hand.notation(), ready=found.ready, shanten=found.shanten,
                    waits=[wait_json(wait, self.book.calculator) for wait in found.waits],
                    reaches_minimum=found.reaches_minimum, unseen_total=found.unseen_total)
        return data

    def json(self) -> str:
        """The answer as one line of JSON."""
        return to_json(self.as_dict())


def waited_record(record: Any, given: Given = NOTHING_GIVEN, rules: Choices = ()) -> Waited:
    """The waits of one record ``{"hand", "fourth_tile", "kong", "last_tile", "seat_wind",
    "round_wind", "flowers", "rules"}`` (all but ``hand`` optional, and ``"id"``), its
    fields over ``given`` and ``rules``."""
    record, given, book = read_record(record, WAITS_FIELDS, given, rules)
    return _waited(record, record[HAND_FIELD], given, book)


def waited_line(line: str, given: Given = NOTHING_GIVEN, rules: Choices = ()) -> Waited:
    """The waits of one line of JSON Lines, a record."""
    return waited_record(line_record(line), given, rules)


def waited_hand(text: str, given: Given = NOTHING_GIVEN, rules: Choices = ()) -> Waited:
    """The waits of a hand given as notation, under the conditions ``given``: its answer
    starts with the hand and the situation (but the way of winning: both are scored)."""
    return _waited(None, text, given, book_of(rules))


def waits_record(record: dict[str, Any], given: Given = NOTHING_GIVEN,
                 rules: Choices = ()) -> dict[str, Any]:
    """The answer to one record, as ``paiju mcr waits --batch`` writes it."""
    return waited_record(record, given, rules).as_dict()


def waits_hand(text: str, given: Given = NOTHING_GIVEN, rules: Choices = ()) -> dict[str, Any]:
    """The answer to a hand, as ``paiju mcr waits HAND --format json`` prints it.

        >>> from paiju.api.mcr import batch_options
        >>> given, rules = batch_options(seat_wind="S")
        >>> answer = waits_hand("1112345678999m", given, rules)
        >>> answer["seat_wind"], len(answer["waits"]), answer["unseen_total"]
        ('S', 9, 23)
    """
    return waited_hand(text, given, rules).as_dict()


def _waited(head: dict[str, Any] | None, text: str, given: Given, book: RuleBook) -> Waited:
    melds, standing, suffix = parse_waiting_hand(text)
    situation = merged_situation(suffix, given)
    check_table(situation)
    found = waits(HandTiles.of(melds, standing), situation, book)
    if head is None:
        head = {"hand": text, **{key: value for key, value in situation_json(situation).items()
                                 if key != "self_drawn"}}
    return Waited(head, book, situation, found)


def wait_json(wait: Wait, calculator: Calculator = Calculator.V2024) -> dict[str, Any]:
    """One wait: its totals both ways (None for an impossible wait, on a tile whose four
    copies are in the hand), the minimum, the unseen copies, the fans both ways."""
    on_discard, self_drawn = wait.on_discard, wait.self_drawn
    return {"tile": LABELS[wait.tile], "discard_total": wait.discard_total,
            "self_drawn_total": wait.self_drawn_total, "meets_minimum": wait.meets_minimum,
            "unseen": wait.unseen, "fans": fans_json(on_discard, calculator),
            "possible": wait.possible,
            "discard_meets_minimum": on_discard is not None and on_discard.meets_minimum,
            "self_drawn_meets_minimum": self_drawn is not None and self_drawn.meets_minimum,
            "self_drawn_fans": fans_json(self_drawn, calculator), "notes": list(wait.notes)}


def fans_json(result: Score | None, calculator: Calculator = Calculator.V2024) \
        -> list[dict[str, Any]]:
    return [] if result is None else [fan_json(fan.fan, fan.count, calculator)
                                      for fan in result.fans]
