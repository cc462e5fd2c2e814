"""Standard 54-card packs: the card primitives shared by Gouji and Ningguo Sanchazi.

Both games rank cards the same way, suits never mattering for order:
``3 < 4 < … < 10 < J < Q < K < A < 2 < small joker < big joker``.
Each game names the cards in its own words (Gouji calls a 2 钱 "money" and the jokers 花
"flowers"); those names live with the game, the order and the pack live here.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import FrozenInstanceError
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


class Card:
    """One physical card; ``suit`` is None for jokers or when the suit is not given.

    A value, immutable, equal when rank and suit are, ordered by (rank, suit) as a frozen
    dataclass with ``order=True`` is; but interned: ``Card(rank, suit)`` returns the one
    object of that card, so that equal cards are the same object and a card hashes by
    identity, in C.  Hands are card counters and plays card tuples: every dict lookup and
    tuple hash of a card game asks for a card's hash (the dataclass's was a Python call)."""

    __slots__ = ("rank", "suit")

    rank: Rank
    suit: Suit | None

    def __new__(cls, rank: Rank, suit: Suit | None = None) -> Card:
        try:
            return _INTERNED[rank, suit]
        except KeyError:
            return _intern(cls, rank, suit)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit | None]]:
        return Card, (self.rank, self.suit)  # unpickled, a card is the interned one again

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card(rank={self.rank!r}, suit={self.suit!r})"

    # equal cards are one object: identity is equality, and its hash
    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def _key(self) -> tuple[Rank, Suit | None]:
        return self.rank, self.suit

    def __lt__(self, other: Card) -> bool:
        if type(other) is not Card:
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other: Card) -> bool:
        if type(other) is not Card:
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other: Card) -> bool:
        if type(other) is not Card:
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other: Card) -> bool:
        if type(other) is not Card:
            return NotImplemented
        return self._key() >= other._key()


_INTERNED: dict[tuple[Rank, Suit | None], Card] = {}


def _intern(cls: type[Card], rank: Rank, suit: Suit | None) -> Card:
    """Make the one object of a card (of a rank given as a Rank or an equal int)."""
    rank = Rank(rank)
    if suit is not None and not isinstance(suit, Suit):
        raise TypeError(f"a card's suit is a Suit or None, not {suit!r}")
    card = _INTERNED.get((rank, suit))
    if card is None:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        _INTERNED[rank, suit] = card
    return card


for _rank in Rank:  # every card of a pack made once, up front
    Card(_rank)
    for _suit in Suit:
        Card(_rank, _suit)


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
