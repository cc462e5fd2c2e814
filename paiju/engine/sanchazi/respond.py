"""Every play of a hand that beats a play on the table (sanchazi.md §4), and every play it
can lead.

The search is exhaustive over plays as distinct card-type-and-rank choices: for an ordinary
play, every play of its type and size in the hand; then every bomb (each size a hand can
make of each rank) and every fork.  Suits are kept only where they make a fork, so ♠8♠8♥8
and ♠8♥8♦8 are the one triple 888.  Whether a play beats is decided by
:func:`~paiju.engine.sanchazi.beating.ruling` alone (what ``beats`` words); answers
come cheapest first (by tier, then bomb size, then rank, then wing rank).  The leads of a
hand (:func:`leads`) are every distinct play of every type, ordinary plays first by type in
the order of the types table, then by size, rank and wing rank; then bombs by size and rank,
then forks by rank.
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.sanchazi.beating import ruling
from paiju.engine.cardgame.cards import NATURAL_RANKS
from paiju.engine.sanchazi.card_types import (
    BOMB, CARD_TYPES, DEFAULT_RULES, FORK, JOKER_FORK, CONSECUTIVE_PAIRS, PLANE,
    PLANE_WITH_WINGS, Cards, Rules, Shape, Tier, plays_in,
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
             if ruling(shape, old).beats]
    return sorted(found, key=lambda response: response.shape.strength)


TYPE_ORDER = {card_type: index for index, card_type in enumerate(CARD_TYPES)}


def lead_order(response: Response) -> tuple[int, ...]:
    """How leads are listed: tier, bomb size, type (as the types table lists them), run
    length, rank, wing rank."""
    shape = response.shape
    tier, size, main, wing = shape.strength
    return (tier, size, TYPE_ORDER[shape.type], shape.length, main, wing)


def leads(hand: Cards, rules: Rules = DEFAULT_RULES) -> list[Response]:
    """Every distinct play ``hand`` can lead (any legal play, §10 rule 2), in
    :func:`lead_order`."""
    pairs, triples = _longest_run(hand, 2), _longest_run(hand, 3)
    lengths = {CONSECUTIVE_PAIRS: range(2, pairs + 1), PLANE: range(2, triples + 1),
               PLANE_WITH_WINGS: range(2, min(triples, pairs) + 1)}
    found = [Response(play, shape)
             for card_type in CARD_TYPES
             for length in lengths.get(card_type, (1,))
             for play, shape in plays_in(hand, card_type, length, rules)]
    return sorted(found, key=lead_order)


def _longest_run(hand: Cards, size: int) -> int:
    """The most consecutive natural ranks (3…A) the hand holds ``size`` times or more."""
    best = run = 0
    counts = hand.counts
    for rank in NATURAL_RANKS:
        run = run + 1 if counts[rank] >= size else 0
        best = max(best, run)
    return best
