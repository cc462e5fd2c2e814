"""The words of ``paiju mcr score --explain`` in a table: what forms each fan, what was not
counted and by which principle, and how the readings of the hand compared (its JSON is the
Python API's, :func:`paiju.api.mcr.explanation_json`).  Imported only when an answer is
explained."""

from __future__ import annotations

from paiju.api.mcr.explanation import witness_words
from paiju.cli.rendering import bullets
from paiju.engine.mcr.explain import Explanation, FanWitnesses, NotCounted
from paiju.engine.mcr.fans import Calculator
from paiju.engine.mcr.reasons import (
    contender_verdict, fan_names, pieces_label, times, why_chosen, why_not_counted,
)
from paiju.engine.mcr.scoring import Contender
from paiju.engine.words import spelled


def fan_line(item: FanWitnesses, calculator: Calculator = Calculator.V2024) -> str:
    """'一般高 Pure Double Chow: 123m 123m' (instances separated by ';')."""
    sources = "; ".join(dict.fromkeys(witness_words(w) for w in item.witnesses))
    return (f"{item.fan.name_zh_of(calculator)} {spelled(item.fan.name_en)}{times(item.count)}: "
            f"{sources}")


def not_counted_line(item: NotCounted, calculator: Calculator = Calculator.V2024) -> str:
    sources = "; ".join(dict.fromkeys(witness_words(w) for w in item.witnesses if w.pieces))
    return f"{item.fan.name_zh_of(calculator)}{times(item.count)}{f' ({sources})' if sources else ''}: " \
           f"{why_not_counted(item)}"


def contender_line(contender: Contender, chosen: bool,
                   calculator: Calculator = Calculator.V2024) -> str:
    fans = fan_names(contender.fans, " ", calculator) or "无番和"
    return (f"{contender.total}  {pieces_label(contender.reading.pieces)}: {fans} "
            f"({contender_verdict(contender, chosen)})")


def explanation_sections(explanation: Explanation,
                         calculator: Calculator = Calculator.V2024) -> list[str]:
    """The --explain part of the table output: three headed lists, fans named as
    ``calculator`` names them."""
    sections = ["fans, and what forms them:\n" + bullets(fan_line(item, calculator)
                                                          for item in explanation.fans)]
    if explanation.not_counted:
        sections.append("not counted, though their condition holds:\n" + bullets(
            not_counted_line(item, calculator) for item in explanation.not_counted))
    sections.append("readings compared:\n" + bullets(
        contender_line(contender, index == explanation.chosen, calculator)
        for index, contender in enumerate(explanation.contenders))
        + f"\n  → {why_chosen(explanation)}")
    return sections
