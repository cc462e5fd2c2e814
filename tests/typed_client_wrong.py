"""Wrong uses of paiju's exports that a type checker must refuse (``tests/test_typing.py``
runs ``mypy --strict`` on this file): each line marked ``# wrong: CODE`` must be reported
with that error code, and nothing else may be.  Never run, only checked."""

from __future__ import annotations

import paiju.engine.gouji as gouji
from paiju.engine.fuzhou import Win, score, winner_flowers
from paiju.engine.gouji import Play, Referee, beats
from paiju.engine.mcr import Situation, score_hand
from paiju.engine.sanchazi.referee import Referee as SanchaziReferee
from paiju.grammar import fuzhou as fuzhou_notation
from paiju.grammar import gouji as gouji_notation
from paiju.grammar import mcr as mcr_notation


def verdict_as_a_number(new: Play, old: Play) -> int:
    verdict: int = beats(new, old)  # wrong: assignment
    return verdict


def total_as_text(text: str) -> str:
    hand, _ = mcr_notation.parse_hand(text)
    return score_hand(hand, Situation()).total  # wrong: return-value


def push_notation(referee: Referee) -> None:
    referee.push(gouji_notation.parse_play("5x9"))  # wrong: arg-type


def seat_of_every_action(referee: SanchaziReferee) -> int:
    seat: int = referee.legal_actions().seat  # wrong: attr-defined
    return seat


def gold_as_text(text: str) -> int:
    hand = fuzhou_notation.parse_hand(text, 9)
    return score(hand, "5p", winner_flowers(hand), Win()).per_payer  # wrong: arg-type


def misspelt_export() -> object:
    # a name the package does not export is no silent Any: its lazy lookup gives object
    return gouji.Refere()  # wrong: operator
