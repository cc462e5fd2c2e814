"""Dealing three packs to four seats: paiju's own choice, for self-play and benchmarks.

sanchazi.md does not say how 162 cards are dealt to four players (40.5 each, §9.1).  A
replayed deal takes whatever hands its record gives; when paiju deals itself (seeded
self-play in the tests, the benchmark), it shuffles the 162 cards (suits written, so that
forks happen) and deals them one at a time round the table from the leader: the leader and
the seat after it get 41 cards, the other two 40 [L].
"""

from __future__ import annotations

import random

from paiju.engine.cardgame.cards import Card, suited_deck
from paiju.engine.sanchazi.card_types import PACKS, Cards

SEATS = 4


def deck() -> list[Card]:
    """The 162 cards of three packs, suits included (jokers have none), in a fixed order."""
    return suited_deck(PACKS)


def deal(rng: random.Random, leader: int = 0) -> tuple[Cards, ...]:
    """Shuffle with ``rng`` and deal one card at a time from ``leader`` round the table:
    41, 41, 40 and 40 cards in playing order from the leader; seat 0's hand first."""
    cards = deck()
    rng.shuffle(cards)
    hands = [cards[step::SEATS] for step in range(SEATS)]
    return tuple(Cards(tuple(hands[(seat - leader) % SEATS])) for seat in range(SEATS))
