"""A Gouji hand (手牌) and what the rules ask of it before play starts.

Rules: ``gouji.md`` §10 (tribute cards and their order), §11 (revolution, 革命), §13.1 (憋三
"holding the three" and 买三 buying a 3), §13.2 (报户, reporting the count, answered from the
hand that plays).  Rule tables are
data (``TRIBUTE_ORDER``, ``THREE_PAYMENT_ORDER``, ``REPORT_LIMIT``); the functions read them.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Iterable, Mapping

from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.gouji.plays import MONEY, PACKS, Play, max_copies, rank_name
from paiju.errors import IllegalHandError, IllegalPlayError
from paiju.engine.words import count_of

THREE = Rank.THREE


class Mode(enum.Enum):
    """The table's way of playing: normal, or 憋三 ("holding the three", §13.1)."""

    NORMAL = "normal"
    BIE_SAN = "bie-san"


# ---------------------------------------------------------------------------------------
# The hand


def _card_order(card: Card) -> tuple[int, str]:
    return (-card.rank, card.suit.value if card.suit else "")


@dataclass(frozen=True)
class Hand:
    """The cards one player holds, highest rank first; a card's suit is None where the
    notation did not give it (suits matter only for 上工, §13.3)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_card_order)))
        for rank, count in self.counts.items():
            if count > max_copies(rank):
                raise IllegalHandError(f"impossible hand: {count} × {rank_name(rank)}, "
                                       f"four packs hold only {max_copies(rank)}")
        suited = Counter(card for card in self.cards if card.suit is not None)
        for card, count in suited.items():
            if count > PACKS:
                raise IllegalHandError(f"impossible hand: {count} × {card_word(card)}, "
                                       f"four packs hold only {PACKS}")

    @classmethod
    def in_order(cls, cards: tuple[Card, ...], counts: Counter[Rank]) -> Hand:
        """The hand of ``cards`` already in the hand's order, unsuited, within four packs,
        with ``counts`` their rank counts in that order: what :class:`Hand` would build,
        without sorting and counting again (a record reader's hands, read term by term)."""
        hand = object.__new__(cls)
        object.__setattr__(hand, "cards", cards)
        hand.__dict__["counts"] = counts
        hand.__dict__["suited"] = False
        return hand

    @classmethod
    def from_counts(cls, counts: Mapping[Rank, int]) -> Hand:
        return cls(tuple(Card(rank) for rank, n in counts.items() for _ in range(n)))

    @cached_property
    def counts(self) -> Counter[Rank]:
        return Counter(card.rank for card in self.cards)

    @cached_property
    def suited(self) -> bool:
        """Does the hand know the suit of any of its cards?"""
        return any(card.suit is not None for card in self.cards)

    def count(self, rank: Rank) -> int:
        return self.counts.get(rank, 0)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def natural_ranks(self) -> tuple[Rank, ...]:
        """The natural ranks (3…A) held, lowest first."""
        return tuple(sorted(rank for rank in self.counts if rank.is_natural))

    @property
    def written(self) -> str:
        """Rank counts, highest first, in the play notation: '2大花+1小花+3钱+4xA+2x10'."""
        return "+".join(_term(rank, n) for rank, n in self.rank_counts())

    @property
    def card_list(self) -> str:
        """Single cards with their suits where known: '大花 ♠2 ♥A A 10'."""
        return " ".join(card_word(card) for card in self.cards)

    def rank_counts(self) -> list[tuple[Rank, int]]:
        """(rank, count) pairs, highest rank first."""
        return sorted(self.counts.items(), reverse=True)

    def without(self, counts: Mapping[Rank, int]) -> Hand:
        """The hand after these cards leave it (cards of unknown suit go first)."""
        missing = [rank for rank, n in counts.items() if self.count(rank) < n]
        if missing:
            rank = missing[0]
            raise IllegalPlayError(f"not in the hand: {counts[rank]} × {rank_name(rank)} "
                                   f"needed, the hand holds {self.count(rank)}")
        left = Counter(counts)
        kept = []
        for card in sorted(self.cards, key=lambda card: card.suit is not None):
            if left[card.rank]:
                left[card.rank] -= 1
            else:
                kept.append(card)
        return Hand(tuple(kept))

    def with_cards(self, cards: Iterable[Card]) -> Hand:
        return Hand(self.cards + tuple(cards))

    def exchange(self, given: Card, received: Card) -> Hand:
        """The hand after handing over the physical card ``given`` for ``received``."""
        index = self.cards.index(given)
        return Hand(self.cards[:index] + self.cards[index + 1:] + (received,))


def _term(rank: Rank, count: int) -> str:
    if rank.is_joker or rank is MONEY:
        return f"{count}{rank_name(rank)}"
    return f"{count}x{rank_name(rank)}"


def card_word(card: Card) -> str:
    """One card as the hand notation writes it: '♠10', '10' (suit unknown), '大花'."""
    if card.rank.is_joker:
        return rank_name(card.rank)
    return f"{card.suit.value if card.suit else ''}{card.rank.label}"


# ---------------------------------------------------------------------------------------
# Where 3s may go in 憋三 mode (§3, §13.1)


def allows(play: Play, mode: Mode) -> bool:
    """May ``play`` be made before the player's last play?  In 憋三 mode 3s are kept for a
    final play of 3s only, which beats nothing, so no play holding a 3 precedes it."""
    return mode is Mode.NORMAL or play.natural_rank is not THREE


def check_allowed(play: Play, mode: Mode) -> None:
    if not allows(play, mode):
        raise IllegalPlayError(f"{play.written} holds 3s: in 憋三 mode 3s are played only as "
                               "the final play, 3s alone")


# ---------------------------------------------------------------------------------------
# Tribute cards (§10)

TRIBUTE_ORDER: tuple[Rank, ...] = (Rank.BIG_JOKER, Rank.SMALL_JOKER, MONEY)
"""Legal tribute cards, in the order they are handed over: every 大花, then 小花, then 钱."""


def tribute_cards(hand: Hand, count: int) -> tuple[Rank, ...]:
    """The cards ``hand`` gives for a tribute of ``count`` cards; fewer when it holds fewer
    legal tribute cards (A10: the payer owes nothing more)."""
    given: list[Rank] = []
    for rank in TRIBUTE_ORDER:
        given.extend([rank] * min(hand.count(rank), count - len(given)))
    return tuple(given)


# ---------------------------------------------------------------------------------------
# Buying a 3 in 憋三 mode (§13.1) and revolution (§11)

THREE_PAYMENT_ORDER: tuple[Rank, ...] = (MONEY, Rank.SMALL_JOKER, Rank.BIG_JOKER)
"""What a player without a 3 pays for one: a 钱 if they have one, else a 小花, else a 大花."""

REVOLUTION_BLOCKERS: tuple[Rank, ...] = (Rank.BIG_JOKER, Rank.SMALL_JOKER, MONEY)
"""A hand holding none of these may declare a revolution (革命)."""


@dataclass(frozen=True)
class ThreeNeed:
    """What 憋三 mode asks of a hand right after the deal: buy a 3 (paying ``payment``),
    nothing, or — with no 3 and nothing to pay — automatic revolution."""

    must_buy: bool
    payment: Rank | None
    automatic_revolution: bool
    reason: str


def three_need(hand: Hand, mode: Mode) -> ThreeNeed:
    if mode is Mode.NORMAL:
        return ThreeNeed(False, None, False, "not 憋三 mode: nobody buys a 3")
    if hand.count(THREE):
        return ThreeNeed(False, None, False, f"holds {hand.count(THREE)}x3: no need to buy")
    payment = next((rank for rank in THREE_PAYMENT_ORDER if hand.count(rank)), None)
    if payment is None:
        return ThreeNeed(False, None, True, "no 3 and no 钱, 小花 or 大花 to buy one with: "
                                            "automatic revolution")
    return ThreeNeed(True, payment, False, f"no 3: buys one and pays a {rank_name(payment)} "
                                           "(钱 first, then 小花, then 大花)")


def after_buying(hand: Hand, need: ThreeNeed) -> Hand:
    """The hand once its purchase is done: the payment gone, a 3 (of unknown suit) in."""
    if not need.must_buy:
        return hand
    assert need.payment is not None
    return hand.without({need.payment: 1}).with_cards([Card(THREE)])


def may_revolt(hand: Hand) -> tuple[bool, str]:
    held = [rank_name(rank) for rank in REVOLUTION_BLOCKERS if hand.count(rank)]
    if held:
        return False, f"holds {', '.join(held)}: only a hand without 大花, 小花 and 钱 may revolt"
    return True, "no 大花, no 小花, no 钱: may declare a revolution (革命) or not"


# ---------------------------------------------------------------------------------------
# 报户: reporting the count (§13.2)

REPORT_LIMIT = 10
"""A player holding this many cards or fewer must tell their count when asked."""


class ReportCall(enum.Enum):
    """The three answers of 报户 (reporting the count), §13.2."""

    MORE_THAN_TEN = "more-than-ten"
    EXACTLY_TEN = "exactly-ten"
    COUNT = "count"


@dataclass(frozen=True)
class CountReport:
    """What a player answers when asked how many cards they hold: ``count`` is told at ten
    cards or fewer (None above ten)."""

    call: ReportCall
    count: int | None

    @property
    def says(self) -> str:
        """The answer in plain words."""
        if self.call is ReportCall.MORE_THAN_TEN:
            return "more than ten cards (no count is told)"
        if self.call is ReportCall.EXACTLY_TEN:
            return "exactly ten cards (a call of its own)"
        assert self.count is not None  # told at ten cards or fewer
        return count_of(self.count, "card")


REPORT_RULE = ("a player holding ten cards or fewer tells the count when asked, exactly ten "
               "has a call of its own, more than ten is answered without a count")


def count_report(hand: Hand, mode: Mode) -> CountReport | None:
    """None in 憋三 mode, where nobody reports; otherwise the count when it is at most ten
    (exactly ten has its own call), else an answer without a count."""
    if mode is Mode.BIE_SAN:
        return None
    if hand.size > REPORT_LIMIT:
        return CountReport(ReportCall.MORE_THAN_TEN, None)
    if hand.size == REPORT_LIMIT:
        return CountReport(ReportCall.EXACTLY_TEN, REPORT_LIMIT)
    return CountReport(ReportCall.COUNT, hand.size)
