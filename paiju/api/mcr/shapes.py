"""The JSON shapes the MCR answers share: a situation, a fan counted so many times, the
payments of a win, the rule switches set away from the reference."""

from __future__ import annotations

from typing import Any

from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mcr.fans import Calculator, Fan
from paiju.engine.mcr.rules import RuleBook
from paiju.engine.mcr.scoring import Payments
from paiju.engine.mcr.situation import Situation
from paiju.grammar.mcr_records import FLAGS


def situation_json(situation: Situation) -> dict[str, Any]:
    return {**{flag: getattr(situation, flag) for flag in FLAGS},
            "seat_wind": LABELS[situation.seat_wind], "round_wind": LABELS[situation.round_wind],
            "flowers": situation.flowers}


def fan_json(fan: Fan, count: int, calculator: Calculator = Calculator.V2024) -> dict[str, Any]:
    """A fan counted so many times, its Chinese name the one ``calculator`` gives it (the
    rule switch ``calculator``)."""
    return {"name_zh": fan.name_zh_of(calculator), "name_en": fan.name_en, "points": fan.points,
            "count": count}


def payments_json(settled: Payments | None) -> dict[str, Any] | None:
    if settled is None:
        return None
    return {"winner_receives": settled.winner_receives, "discarder_pays": settled.discarder_pays,
            "each_other_pays": settled.each_other_pays}


def rules_json(book: RuleBook) -> dict[str, str]:
    """The switches set away from the reference, {switch: reading}; empty by default."""
    return dict(book.readings)
