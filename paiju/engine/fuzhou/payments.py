"""Who pays what for a Fuzhou win, as data (fuzhou-mahjong.md §7): the three payment formulas
and who pays.  :mod:`paiju.engine.fuzhou.scoring` computes each payment by them; ``paiju
fuzhou bonuses`` prints them.

With base ``B``, flower count ``F`` and bonus ``W``, each payer pays ``B + 2F + W`` for a
bonus hand (the flowers count "as self-drawn"), ``B + 2F`` for a self-drawn win without one,
``B + F`` for a win on a discard without one.  A self-drawn win (抢金 and 三金倒 included) is
paid by each of the other three players, a win on a discard by the discarder alone.
"""

from __future__ import annotations

from dataclasses import dataclass

OTHER_PLAYERS = 3


@dataclass(frozen=True)
class PaymentFormula:
    """What each payer pays in one case: the case's name, the formula, and when it applies."""

    case: str
    formula: str
    when: str


BONUS_HAND_PAYMENT = PaymentFormula("bonus hand", "B + 2F + W", "for a bonus hand")
SELF_DRAWN_PAYMENT = PaymentFormula("self-drawn", "B + 2F", "self-drawn without one")
DISCARD_PAYMENT = PaymentFormula("discard", "B + F", "on a discard without one")
PAYMENT_FORMULAS = (BONUS_HAND_PAYMENT, SELF_DRAWN_PAYMENT, DISCARD_PAYMENT)

PAYERS = {"self-drawn": OTHER_PLAYERS, "discard": 1}
"""How many players pay: each of the others on a self-drawn win, the discarder alone."""
WHO_PAYS = ("self-drawn (抢金 and 三金倒 included): the other three pay; on a discard: the "
            "discarder alone")
HIGHEST_BONUS_ONLY = "a hand that is several of 抢金, 三金倒, 金雀 scores the highest"


def payment_formula(bonus: bool, self_drawn: bool) -> PaymentFormula:
    """The formula each payer pays by."""
    if bonus:
        return BONUS_HAND_PAYMENT
    return SELF_DRAWN_PAYMENT if self_drawn else DISCARD_PAYMENT


def formulas_sentence() -> str:
    """'each payer pays B + 2F + W for a bonus hand, B + 2F self-drawn without one, …'"""
    return "each payer pays " + ", ".join(f"{formula.formula} {formula.when}"
                                          for formula in PAYMENT_FORMULAS)
