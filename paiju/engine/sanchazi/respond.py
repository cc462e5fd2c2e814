"""Every play of a hand that beats a play on the table (sanchazi.md §4).

The search is exhaustive over plays as distinct card-type-and-rank choices: for an ordinary
play, every play of its type and size in the hand; then every bomb (each size a hand can
make of each rank) and every fork.  Suits are kept only where they make a fork, so ♠8♠8♥8
and ♠8♥8♦8 are the one triple 888.  Whether a play beats is decided by
:func:`~paiju.engine.sanchazi.beating.beats` alone; answers come cheapest first (by tier,
then bomb size, then rank, then wing rank).
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.sanchazi.beating import beats
from paiju.engine.sanchazi.card_types import (
    BOMB, DEFAULT_RULES, FORK, JOKER_FORK, Cards, Rules, Shape, Tier, plays_in,
)


@dataclass(frozen=True)
class Response:
    """One play from the hand that beats the play on the table."""

    play: Cards
    shape: Shape


def responses(hand: Cards, old: Shape, rules: Rules = DEFAULT_RULES) -> list[Response]:
    """Every distinct play in ``hand`` that beats ``old``, cheapest first."""
    candidates = [(old.type, old.length)] if old.tier is Tier.ORDINARY else []
    candidates += [(BOMB, 1), (FORK, 1), (JOKER_FORK, 1)]
    found = [Response(play, shape)
             for card_type, length in candidates
             for play, shape in plays_in(hand, card_type, length, rules)
             if beats(shape, old).beats]
    return sorted(found, key=lambda response: response.shape.strength)
