"""Dealing a Gouji table and the phases before play (gouji.md §1, §13, §14).

216 cards (four packs with their jokers) go to six seats, 36 each.  Then, in the order of
§14: 上工 (who leads: the largest group of one-suit 4s in 憋三 mode, of 3s otherwise, §13.3),
买三 (憋三 mode: who sells each missing 3, §13.1), and the revolution phase (§11).  Tribute
(§10) is not part of a table's first deal and is left out.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from paiju.engine.cardgame.cards import Card, Rank, Suit, full_pack, suited_deck
from paiju.engine.gouji.ending import is_void
from paiju.engine.gouji.hand import (
    THREE,
    Hand,
    Mode,
    ThreeNeed,
    card_word,
    may_revolt,
    three_need,
)
from paiju.engine.gouji.plays import PACKS, rank_name
from paiju.engine.gouji.respond import LevelPlay, level_plays
from paiju.engine.gouji.seats import SEATS, in_order_after, opposite, partners
from paiju.errors import IllegalHandError


def deck() -> list[Card]:
    """The 216 cards of four packs, suits included, in a fixed order."""
    return suited_deck(PACKS)


def deal(rng: random.Random) -> tuple[Hand, ...]:
    """Shuffle with ``rng`` and deal round the table, one card at a time from seat 0."""
    cards = deck()
    rng.shuffle(cards)
    return tuple(Hand(tuple(cards[seat::len(SEATS)])) for seat in SEATS)


def check_table(hands: tuple[Hand, ...]) -> None:
    """Six hands that together are exactly the four packs (216 cards)."""
    if len(hands) != len(SEATS):
        raise IllegalHandError(f"a table has {len(SEATS)} hands, found {len(hands)}")
    total: Counter[Rank] = Counter()
    for hand in hands:
        total.update(hand.counts)
    size = sum(total.values())
    pack = full_pack(PACKS)
    if size != sum(pack.values()):
        raise IllegalHandError(f"the six hands hold {size} cards, four packs are "
                               f"{sum(pack.values())}")
    wrong = [rank for rank in Rank if total[rank] != pack[rank]]
    if wrong:
        rank = wrong[0]
        raise IllegalHandError(f"the six hands hold {total[rank]} × {rank_name(rank)}, four "
                               f"packs hold {pack[rank]}")
    suited = Counter(card for hand in hands for card in hand.cards if card.suit is not None)
    for card, count in suited.items():
        if count > PACKS:
            raise IllegalHandError(f"the six hands hold {count} × {card_word(card)}, four "
                                   f"packs hold {PACKS}")


# ---------------------------------------------------------------------------------------
# 上工: who leads the deal (§13.3)

MIN_SHOW = 2
"""The smallest group of one-suit cards a player may show for 上工."""


def work_rank(mode: Mode) -> Rank:
    """The rank shown for 上工: 4s in 憋三 mode (the 3s are held back), 3s otherwise."""
    return Rank.FOUR if mode is Mode.BIE_SAN else THREE


@dataclass(frozen=True)
class Show:
    """A seat's largest group of one-suit cards of the 上工 rank."""

    seat: int
    suit: Suit
    count: int

    @property
    def cards(self) -> str:
        return f"{self.count}x{self.suit.value}"


def best_show(seat: int, hand: Hand, rank: Rank) -> Show | None:
    """The seat's largest one-suit group of ``rank`` (first suit in ♠♥♣♦ order on a tie);
    None below the minimum.  Cards of unknown suit cannot be shown."""
    by_suit = Counter(card.suit for card in hand.cards
                      if card.rank is rank and card.suit is not None)
    if not by_suit:
        return None
    suit = max(Suit, key=lambda suit: by_suit[suit])
    return Show(seat, suit, by_suit[suit]) if by_suit[suit] >= MIN_SHOW else None


@dataclass(frozen=True)
class Leader:
    """Who leads the first trick: the largest show (the first seat to show, seat 0 first,
    on a tie), or a seat drawn at random when nobody shows."""

    seat: int
    show: Show | None
    shows: tuple[Show, ...]
    rank: Rank


def work_leader(hands: tuple[Hand, ...], mode: Mode, rng: random.Random) -> Leader:
    rank = work_rank(mode)
    shows = tuple(show for seat, hand in enumerate(hands)
                  if (show := best_show(seat, hand, rank)) is not None)
    if not shows:
        return Leader(rng.choice(SEATS), None, shows, rank)
    best = max(shows, key=lambda show: (show.count, -show.seat))
    return Leader(best.seat, best, shows, rank)


# ---------------------------------------------------------------------------------------
# 买三: who sells each missing 3 (§13.1)

MIN_THREES_TO_SELL = 2


def seller_groups(buyer: int) -> tuple[tuple[int, ...], ...]:
    """Where a buyer looks for a 3, group by group: the 对家; the 对家's partners (the
    buyer's neighbours); the buyer's own partners."""
    rival = opposite(buyer)
    return ((rival,), partners(rival), partners(buyer))


@dataclass(frozen=True)
class Purchase:
    """One 3 bought: ``buyer`` pays ``payment`` to ``seller`` (None if nobody could sell)."""

    buyer: int
    seller: int | None
    payment: Rank
    reason: str


def choose_seller(buyer: int, hands: list[Hand]) -> tuple[int | None, str]:
    """The first group holding a seller (two 3s or more); within it the most 3s, then the
    seat acting first after the buyer."""
    order = in_order_after(buyer)
    for group in seller_groups(buyer):
        able = [seat for seat in group if hands[seat].count(THREE) >= MIN_THREES_TO_SELL]
        if able:
            seller = max(able, key=lambda seat: (hands[seat].count(THREE), -order.index(seat)))
            return seller, (f"seat {seller} ({_relation(buyer, seller)}) holds "
                            f"{hands[seller].count(THREE)}x3")
    return None, "nobody holds two 3s"


def _relation(buyer: int, seat: int) -> str:
    if seat == opposite(buyer):
        return "the buyer's 对家"
    if seat in partners(opposite(buyer)):
        return "a partner of the buyer's 对家"
    return "the buyer's partner"


@dataclass(frozen=True)
class SeatReport:
    """One seat after 上工 and 买三, ready for the revolution phase: ``hand`` is what it
    plays with (its level plays are that hand's)."""

    seat: int
    dealt: Hand
    hand: Hand
    need: ThreeNeed
    may_revolt: bool
    revolt_reason: str
    level_plays: tuple[LevelPlay, ...]


@dataclass(frozen=True)
class TableReport:
    mode: Mode
    leader: Leader
    purchases: tuple[Purchase, ...]
    seats: tuple[SeatReport, ...]

    @property
    def automatic_revolutions(self) -> tuple[int, ...]:
        return tuple(seat.seat for seat in self.seats if seat.need.automatic_revolution)

    @property
    def void(self) -> bool:
        """Two revolutions at once void the deal (§11); automatic ones are certain."""
        return is_void(self.automatic_revolutions)


def table_report(hands: tuple[Hand, ...], mode: Mode, rng: random.Random) -> TableReport:
    """上工, then 买三 with buyers served in play order from the leader, then revolution
    eligibility on the hands as they are after buying.  Two automatic revolutions void the
    deal as it is dealt (§11): it is redealt, so nobody buys a 3."""
    check_table(hands)
    leader = work_leader(hands, mode, rng)
    needs = [three_need(hand, mode) for hand in hands]
    void = is_void([seat for seat in SEATS if needs[seat].automatic_revolution])
    held = list(hands)
    purchases = []
    for buyer in () if void else (leader.seat, *in_order_after(leader.seat)):
        need = needs[buyer]
        if not need.must_buy:
            continue
        assert need.payment is not None
        seller, why = choose_seller(buyer, held)
        purchases.append(Purchase(buyer, seller, need.payment, why))
        if seller is None:
            continue
        three = next(card for card in reversed(held[seller].cards) if card.rank is THREE)
        paid = next(card for card in held[buyer].cards if card.rank is need.payment)
        held[seller] = held[seller].exchange(three, paid)
        held[buyer] = held[buyer].exchange(paid, three)
    seats = []
    for seat in SEATS:
        if needs[seat].automatic_revolution:
            revolt, why = True, needs[seat].reason
        else:
            revolt, why = may_revolt(held[seat])
        seats.append(SeatReport(seat, hands[seat], held[seat], needs[seat], revolt, why,
                                tuple(level_plays(held[seat], mode))))
    return TableReport(mode, leader, tuple(purchases), tuple(seats))

