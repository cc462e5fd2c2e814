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
from itertools import groupby
from operator import attrgetter
from typing import Any

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.sanchazi.card_types import SUIT_ORDER, Cards, card_text, rank_name
from paiju.engine.sanchazi.scoring import SCORE_CARDS

State = tuple[int, int, int, int, int]
"""The cards of one rank a seat holds: how many of unknown suit, then of ♠ ♥ ♣ ♦ (the order
of :data:`SUIT_ORDER`)."""

NONE: State = (0, 0, 0, 0, 0)
RANKS = tuple(Rank)
SUITS: tuple[Suit | None, ...] = (None, Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_CARD: list[tuple[Card, ...]] = [
    tuple(Card(Rank(rank), suit) for suit in SUITS) if rank in RANKS else ()
    for rank in range(max(RANKS) + 1)]
"""``_CARD[rank][i]``: the card of a rank and the i-th entry of :data:`SUITS`."""


class Holding:
    """One seat's cards, as counts by rank (a :data:`State` per rank index): a copy is a
    list of 18 references, and a play takes its cards rank by rank, the choice of suits
    remembered for each count of a rank and number taken (they repeat over a stream of
    deals)."""

    __slots__ = ("ranks", "size", "_cards")

    def __init__(self, hand: Cards):
        ranks = [NONE] * len(_CARD)
        # the cards are in rank order: each rank's cards are one group, whose state is
        # remembered (the groups of a rank repeat from hand to hand)
        for rank, group in groupby(hand.cards, _RANK_OF):
            cards = tuple(group)
            state = _STATES.get(cards)
            ranks[rank] = _state(cards) if state is None else state
        self.ranks = ranks
        self.size = hand.size
        self._cards: Cards | None = hand

    def copy(self) -> Holding:
        new = object.__new__(Holding)
        new.ranks, new.size, new._cards = self.ranks[:], self.size, self._cards
        return new

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Holding) and self.size == other.size
                and self.ranks == other.ranks)

    __hash__ = None  # type: ignore[assignment]  # a holding changes: it is no dict key

    @property
    def count(self) -> Counter[Card]:
        """How many of each card (rank and suit, suit None when unknown) the seat holds."""
        count: Counter[Card] = Counter()
        for rank in RANKS:
            for index, n in enumerate(self.ranks[rank]):
                if n:
                    count[_CARD[rank][index]] = n
        return count

    def count_of(self, play: Cards) -> Counter[Card]:
        """:attr:`count` of the ranks of ``play`` only (all that taking it asks about)."""
        count: Counter[Card] = Counter()
        ranks = self.ranks
        for rank in play.counts:
            for index, n in enumerate(ranks[rank]):
                if n:
                    count[_CARD[rank][index]] = n
        return count

    @property
    def cards(self) -> Cards:
        """What the seat holds now."""
        if self._cards is None:
            ranks = self.ranks
            self._cards = Cards.presorted(tuple(
                card for rank in RANKS if ranks[rank] is not NONE
                for card in _cards_of(rank, ranks[rank])))
        return self._cards

    def points(self) -> int:
        """The points of the score cards the seat holds (sanchazi.md §5)."""
        ranks = self.ranks
        return sum(each * sum(ranks[rank]) for rank, each in SCORE_CARDS.items())

    def take(self, play: Cards) -> tuple[Card, ...] | str:
        """The cards of the hand that ``play`` takes (in the order of :class:`Cards`), or why
        the hand does not hold it."""
        groups = _PLAIN_GROUPS.get(play.cards, _UNSEEN)
        if groups is _UNSEEN:
            groups = _plain_groups(play)
        if groups is None:
            return _take_written(self.count_of(play), play)
        ranks = self.ranks
        if len(groups) == 1:  # most plays are of one rank
            rank, wanted = groups[0]
            picked = _PICKED.get((rank, ranks[rank], wanted)) or _pick(rank, ranks[rank], wanted)
            return _short(rank, play, self.count_of(play)) if picked is None else picked[0]
        taken: tuple[Card, ...] = ()
        for rank, wanted in groups:
            picked = _PICKED.get((rank, ranks[rank], wanted))
            if picked is None:
                picked = _pick(rank, ranks[rank], wanted)
                if picked is None:
                    return _short(rank, play, self.count_of(play))
            taken += picked[0]
        return taken

    def take_out(self, play: Cards) -> tuple[tuple[Card, ...], Holding] | str:
        """:meth:`take` and :meth:`without` at once: the cards ``play`` takes and the
        holding after them (each rank's state after the pick is remembered with the pick),
        or why the hand does not hold it."""
        groups = _PLAIN_GROUPS.get(play.cards, _UNSEEN)
        if groups is _UNSEEN:
            groups = _plain_groups(play)
        if groups is None:
            written = _take_written(self.count_of(play), play)
            if isinstance(written, str):
                return written
            return written, self.without(written)
        ranks = self.ranks[:]
        taken: tuple[Card, ...] = ()
        for rank, wanted in groups:
            state = ranks[rank]
            picked = _PICKED.get((rank, state, wanted)) or _pick(rank, state, wanted)
            if picked is None:
                return _short(rank, play, self.count_of(play))
            taken += picked[0]
            ranks[rank] = picked[1]
        new = object.__new__(Holding)
        new.ranks, new.size, new._cards = ranks, self.size - len(taken), None
        return taken, new

    def without(self, taken: tuple[Card, ...]) -> Holding:
        """The holding after ``taken`` (cards :meth:`take` chose) left it."""
        new = object.__new__(Holding)
        ranks = new.ranks = self.ranks[:]
        for card in taken:
            state = ranks[card.rank]
            after = _LESS.get((state, card.suit))
            if after is None:
                after = _less(state, card.suit)
            ranks[card.rank] = after
        new.size, new._cards = self.size - len(taken), None
        return new

    def remove(self, cards: Cards) -> None:
        """Take ``cards`` (exactly as :meth:`take` chose them) out of the hand."""
        after = self.without(cards.cards)
        self.ranks, self.size, self._cards = after.ranks, after.size, None


_PLAIN_GROUPS: dict[tuple[Card, ...], tuple[tuple[Rank, int], ...] | None] = {}
_PICKED: dict[tuple[Rank, State, int], tuple[tuple[Card, ...], State]] = {}
_LESS: dict[tuple[State, Suit | None], State] = {}
_UNSEEN: Any = object()
_KEPT = 1 << 16
"""How many entries each of the memos above keeps (a stream of deals meets far fewer)."""


_STATES: dict[tuple[Card, ...], State] = {}
_RANK_OF = attrgetter("rank")


def _state(cards: tuple[Card, ...]) -> State:
    """The state of a rank whose cards are ``cards`` (all of that rank)."""
    state = [0] * len(SUITS)
    for card in cards:
        state[SUIT_ORDER[card.suit]] += 1
    found: State = tuple(state)  # type: ignore[assignment]
    if len(_STATES) < _KEPT:
        _STATES[cards] = found
    return found


def _plain_groups(play: Cards) -> tuple[tuple[Rank, int], ...] | None:
    """``(rank, how many)`` of each rank of a play written without suits, lowest first; None
    when a card of it is written with a suit (taken as written, :func:`_take_written`)."""
    key = play.cards
    groups = None
    if all(card.suit is None for card in key):
        groups = tuple(sorted(play.counts.items()))
    if len(_PLAIN_GROUPS) < _KEPT:
        _PLAIN_GROUPS[key] = groups
    return groups


def _pick(rank: Rank, state: State, wanted: int) -> tuple[tuple[Card, ...], State] | None:
    """The cards ``wanted`` cards of ``rank`` without a suit take from ``state``: a card of
    unknown suit first, then one of the suit held fewest times, ♠ ♥ ♣ ♦ when equal (so
    that forks stay whole as long as they can) — and the state after; None when the rank
    is short."""
    left = list(state)
    chosen = []
    for _ in range(wanted):
        if left[0]:
            index = 0
        else:
            held = [(n, index) for index, n in enumerate(left) if index and n]
            if not held:
                return None
            index = min(held)[1]
        left[index] -= 1
        chosen.append(index)
    picked = (tuple(_CARD[rank][index] for index in sorted(chosen)), tuple(left))
    if len(_PICKED) < _KEPT:
        _PICKED[rank, state, wanted] = picked  # type: ignore[assignment]
    return picked  # type: ignore[return-value]


def _less(state: State, suit: Suit | None) -> State:
    after = list(state)
    after[SUIT_ORDER[suit]] -= 1
    less: State = tuple(after)  # type: ignore[assignment]
    if len(_LESS) < _KEPT:
        _LESS[state, suit] = less
    return less


def _cards_of(rank: Rank, state: State) -> tuple[Card, ...]:
    return tuple(_CARD[rank][index] for index, n in enumerate(state) for _ in range(n))


def _take_written(count: Counter[Card], play: Cards) -> tuple[Card, ...] | str:
    """:meth:`Holding.take` of a play with cards written with a suit: those very cards
    first, then the suitless ones as :func:`_pick` chooses them."""
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
    return Cards(tuple(taken)).cards


def _choose(rank: Rank, count: Counter[Card], used: dict[Card, int]) -> Card | None:
    """The card of ``rank`` a suitless card takes (``count`` held, ``used`` taken already):
    unknown suit first, then the suit held fewest times."""
    plain = Card(rank)
    if count.get(plain, 0) - used.get(plain, 0) > 0:
        return plain
    held = [(left, SUIT_ORDER[card.suit], card) for card, n in count.items()
            if card.rank == rank and card.suit and (left := n - used.get(card, 0)) > 0]
    return min(held)[2] if held else None


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
