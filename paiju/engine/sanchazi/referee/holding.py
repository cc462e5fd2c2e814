"""The cards a seat holds during a deal, and which of them a play takes.

A play names its cards by rank, with a suit where it matters (a fork, ♠8♠8♠8) or where the
player wrote one.  A card written with a suit takes that very card; a card written without
one takes a card of its rank, the referee choosing which [L]: a card of unknown suit first,
then one of the suit the seat holds fewest of (in the order ♠ ♥ ♣ ♦ when equal), so that a
fork — three of one rank and one suit — is broken only when every other card of the rank is
gone.  The play is then judged on the cards it took: three 8s from a hand whose only 8s are
♠8♠8♠8 are a fork, whatever the record wrote.
"""

from __future__ import annotations

from collections import Counter

from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.sanchazi.card_types import SUIT_ORDER, Cards, card_text, rank_name


class Holding:
    """One seat's cards: how many of each card (rank and suit, suit None when unknown)."""

    __slots__ = ("count", "size", "_cards")

    def __init__(self, hand: Cards):
        self.count: Counter[Card] = Counter(hand.cards)
        self.size = hand.size
        self._cards: Cards | None = hand

    def copy(self) -> Holding:
        new = object.__new__(Holding)
        new.count, new.size, new._cards = self.count.copy(), self.size, self._cards
        return new

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Holding) and self.size == other.size
                and self.count == other.count)

    __hash__ = None  # type: ignore[assignment]  # a holding changes: it is no dict key

    @property
    def cards(self) -> Cards:
        """What the seat holds now."""
        if self._cards is None:
            self._cards = Cards(tuple(self.count.elements()))
        return self._cards

    def take(self, play: Cards) -> tuple[Card, ...] | str:
        """The cards of the hand that ``play`` takes, or why the hand does not hold it."""
        count = self.count
        used: dict[Card, int] = {}  # what the play took so far: the hand is not copied
        taken: list[Card] = []
        for card in play.cards:
            if card.suit is not None:
                if count.get(card, 0) - used.get(card, 0) <= 0:
                    return _missing(card, count)
                used[card] = used.get(card, 0) + 1
                taken.append(card)
        for card in play.cards:
            if card.suit is None:
                chosen = _choose(card.rank, count, used)
                if chosen is None:
                    return _short(card.rank, play, count)
                used[chosen] = used.get(chosen, 0) + 1
                taken.append(chosen)
        return tuple(taken)

    def remove(self, cards: Cards) -> None:
        """Take ``cards`` (exactly as :meth:`take` chose them) out of the hand."""
        count = self.count
        for card in cards.cards:
            count[card] -= 1
            if not count[card]:
                del count[card]
        self.size -= cards.size
        self._cards = None


def _choose(rank: Rank, count: Counter[Card], used: dict[Card, int]) -> Card | None:
    """The card of ``rank`` a suitless card takes (``count`` held, ``used`` taken already):
    unknown suit first, then the suit held fewest times (so that forks stay whole as long as
    they can)."""
    plain = _PLAIN[rank]
    if count.get(plain, 0) - used.get(plain, 0) > 0:
        return plain
    held = [(left, SUIT_ORDER[card.suit], card) for card, n in count.items()
            if card.rank == rank and card.suit and (left := n - used.get(card, 0)) > 0]
    return min(held)[2] if held else None


_PLAIN = {rank: Card(rank) for rank in Rank}


def _missing(card: Card, count: Counter[Card]) -> str:
    same = sum(n for held, n in count.items() if held.rank == card.rank)
    if not same:
        return f"it holds no {rank_name(card.rank)}"
    suited = count[card]
    plain = count[Card(card.rank)]
    if plain and not suited:
        return (f"it holds no {card_text(card)}: {plain} of its {rank_name(card.rank)}s are "
                "written without a suit")
    if not suited:
        return f"it holds no {card_text(card)}"
    return f"it holds {suited} × {card_text(card)}, the play needs more"


def _short(rank: Rank, play: Cards, count: Counter[Card]) -> str:
    held = sum(n for card, n in count.items() if card.rank == rank)
    wanted = play.counts[rank]
    if not held:
        return f"it holds no {rank_name(rank)}"
    return f"it holds {held} × {rank_name(rank)}, the play needs {wanted}"
