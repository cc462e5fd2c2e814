"""Standard 54-card packs: the card primitives shared by Gouji and Ningguo Sanchazi.

Both games rank cards the same way, suits never mattering for order:
``3 < 4 < … < 10 < J < Q < K < A < 2 < small joker < big joker``.
Each game names the cards in its own words (Gouji calls a 2 钱 "money" and the jokers 花
"flowers"); those names live with the game, the order and the pack live here.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from typing import Iterable


class Rank(enum.IntEnum):
    """Card ranks in playing order (higher value beats lower)."""

    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    TWO = 15
    SMALL_JOKER = 16
    BIG_JOKER = 17

    @property
    def is_joker(self) -> bool:
        return self >= Rank.SMALL_JOKER

    @property
    def is_natural(self) -> bool:
        """3 … A: the ranks that make sequences and that Gouji calls natural cards."""
        return Rank.THREE <= self <= Rank.ACE

    @property
    def label(self) -> str:
        """Neutral short label: '3' … '10', 'J', 'Q', 'K', 'A', '2', 'SJ', 'BJ'."""
        return _LABELS[self]


_LABELS = {
    **{rank: str(int(rank)) for rank in Rank if rank <= Rank.TEN},
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.TWO: "2",
    Rank.SMALL_JOKER: "SJ",
    Rank.BIG_JOKER: "BJ",
}

NATURAL_RANKS = tuple(rank for rank in Rank if rank.is_natural)


class Suit(enum.Enum):
    """The four suits; jokers have none."""

    SPADES = "♠"
    HEARTS = "♥"
    CLUBS = "♣"
    DIAMONDS = "♦"

    # a suit is one object, equal only to itself: hashed by identity in C, not by Enum's
    # hash of its name in Python (every Card hash asks for it: Sanchazi's hands are card
    # counters)
    __hash__ = object.__hash__


@dataclass(frozen=True, order=True)
class Card:
    """One physical card; ``suit`` is None for jokers or when the suit is not given."""

    rank: Rank
    suit: Suit | None = None


def copies_per_pack(rank: Rank) -> int:
    """Copies of ``rank`` in one 54-card pack: four of each suited rank, one of each joker."""
    return 1 if rank.is_joker else 4


def full_pack(packs: int) -> Counter[Rank]:
    """The rank multiset of ``packs`` complete packs."""
    return Counter({rank: copies_per_pack(rank) * packs for rank in Rank})


def suited_deck(packs: int) -> list[Card]:
    """The cards of ``packs`` packs, suits included (jokers have none), in a fixed order."""
    cards = []
    for _ in range(packs):
        for rank in Rank:
            if rank.is_joker:
                cards.append(Card(rank))
            else:
                cards.extend(Card(rank, suit) for suit in Suit)
    return cards


def rank_counts(cards: Iterable[Card]) -> Counter[Rank]:
    return Counter(card.rank for card in cards)


def max_copies(rank: Rank, packs: int, suit: Suit | None = None) -> int:
    """How many cards of ``rank`` ``packs`` packs hold; of one ``suit`` when it is given
    (each pack has one card of every rank and suit, and suitless jokers)."""
    return packs if suit is not None else copies_per_pack(rank) * packs
