"""Dealing a table (§1), 上工 (§13.3), 买三 sellers (§13.1) and revolutions at the table (§11)."""

import random
from collections import Counter

import pytest

from paiju.engine.cardgame.cards import Card, Rank, Suit, full_pack
from paiju.engine.gouji import dealing
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.reasons import table_notes
from paiju.errors import IllegalHandError
from paiju.grammar.gouji import parse_hand


def test_the_deck_is_four_full_packs_with_suits():
    cards = dealing.deck()
    assert len(cards) == 216
    assert Counter(card.rank for card in cards) == full_pack(4)
    assert Counter(cards)[Card(Rank.FOUR, Suit.SPADES)] == 4
    assert all(card.suit is None for card in cards if card.rank.is_joker)


def test_a_deal_is_reproducible_and_gives_36_cards_to_each_seat():
    first = dealing.deal(random.Random(11))
    assert first == dealing.deal(random.Random(11))
    assert first != dealing.deal(random.Random(12))
    assert [hand.size for hand in first] == [36] * 6
    dealing.check_table(first)


def test_a_table_must_be_six_hands_holding_exactly_four_packs():
    hands = list(dealing.deal(random.Random(3)))
    with pytest.raises(IllegalHandError, match="6 hands"):
        dealing.check_table(tuple(hands[:5]))
    short = hands[:5] + [hands[5].without({hands[5].cards[0].rank: 1})]
    with pytest.raises(IllegalHandError, match="215 cards"):
        dealing.check_table(tuple(short))
    # 216 cards, but a 5 where a 6 should be
    six = next(card for card in hands[0].cards if card.rank is Rank.SIX)
    swapped = [hands[0].exchange(six, Card(Rank.FIVE))] + hands[1:]
    with pytest.raises(IllegalHandError, match="17 × 5"):
        dealing.check_table(tuple(swapped))


def filler_table(specials):
    """A legal table: seat hands from ``specials`` (seat → hand text), the remaining cards of
    four packs spread over the six seats (no 3s or 4s left to spread)."""
    hands = {seat: parse_hand(text) for seat, text in specials.items()}
    left = dealing.deck()
    for hand in hands.values():
        for card in hand.cards:
            left.remove(card)
    for seat in range(6):
        hands.setdefault(seat, Hand(()))
    spread = [card for card in left if card.rank not in (Rank.THREE, Rank.FOUR)]
    kept = [card for card in left if card.rank in (Rank.THREE, Rank.FOUR)]
    for i, card in enumerate(spread):
        seat = i % 6
        hands[seat] = hands[seat].with_cards([card])
    # the left-over 3s and 4s go to seat 5 so that the table is complete
    hands[5] = hands[5].with_cards(kept)
    return tuple(hands[seat] for seat in range(6))


def test_work_leader_is_the_largest_one_suit_group_of_the_work_rank():
    hands = filler_table({0: "♠3 ♠3", 1: "♥3 ♥3 ♥3", 2: "♣3 ♦3", 3: "♠4 ♠4 ♠4 ♠4",
                          4: "♦4", 5: "♣4 ♣4"})
    normal = dealing.work_leader(hands, Mode.NORMAL, random.Random(0))
    assert normal.rank is Rank.THREE and normal.seat in (1, 5)
    bie_san = dealing.work_leader(hands, Mode.BIE_SAN, random.Random(0))
    assert bie_san.seat == 3 and bie_san.show.count == 4 and bie_san.show.suit is Suit.SPADES


def test_work_leader_tie_goes_to_the_first_seat_to_show_documented_a13():
    hands = (parse_hand("♠4 ♠4"), parse_hand("♥4 ♥4"), Hand(()), Hand(()), Hand(()),
             Hand(()))
    assert dealing.work_leader(hands, Mode.BIE_SAN, random.Random(0)).seat == 0


def test_nobody_shows_then_the_leader_is_drawn_from_the_seed():
    hands = tuple(parse_hand(text) for text in ["♠4", "♥4", "♣4", "♦4", "4 4", "5"])
    first = dealing.work_leader(hands, Mode.BIE_SAN, random.Random(9))
    assert first.show is None and first.shows == ()
    assert first.seat == dealing.work_leader(hands, Mode.BIE_SAN, random.Random(9)).seat


@pytest.mark.parametrize("buyer, groups", [(0, ((3,), (1, 5), (2, 4))),
                                           (4, ((1,), (3, 5), (0, 2)))])
def test_sellers_are_the_rival_then_the_rivals_partners_then_own_partners(buyer, groups):
    assert [set(group) for group in dealing.seller_groups(buyer)] == [set(g) for g in groups]


def threes(*counts):
    return [Hand.from_counts({Rank.THREE: n}) for n in counts]


def test_the_rival_sells_when_holding_two_3s():
    assert dealing.choose_seller(0, threes(0, 5, 0, 2, 5, 4))[0] == 3


def test_a_rival_with_one_3_is_passed_over_for_the_rivals_partners():
    # seats 1 and 5 are the rival's partners; the one with more 3s sells
    assert dealing.choose_seller(0, threes(0, 2, 9, 1, 9, 3))[0] == 5
    # on equal counts, the seat acting first after the buyer (documented)
    assert dealing.choose_seller(0, threes(0, 3, 9, 1, 9, 3))[0] == 1


def test_own_partners_sell_last_and_nobody_may_sell_a_last_3():
    assert dealing.choose_seller(0, threes(0, 1, 2, 1, 4, 1))[0] == 4
    assert dealing.choose_seller(0, threes(0, 1, 1, 1, 1, 1))[0] is None


def test_buying_moves_a_3_one_way_and_the_payment_the_other():
    # only seats 3 (three 3s) and 5 (the other thirteen) hold 3s; seats 0, 1, 2, 4 buy
    hands = filler_table({0: "♠2 ♠5", 3: "♠3 ♥3 ♣3"})
    report = dealing.table_report(hands, Mode.BIE_SAN, random.Random(1))
    sellers = {purchase.buyer: purchase.seller for purchase in report.purchases}
    assert sellers == {0: 3, 1: 5, 2: 5, 4: 5}  # 0 and 2 from their 对家; 1 and 4 from 5
    seat0, seat3 = report.seats[0], report.seats[3]
    assert seat0.hand.count(Rank.THREE) == 1 and seat3.hand.count(Rank.THREE) == 2
    assert seat0.hand.count(Rank.TWO) == seat0.dealt.count(Rank.TWO) - 1
    assert seat3.hand.count(Rank.TWO) == seat3.dealt.count(Rank.TWO) + 1


def test_purchase_and_revolution_on_a_concrete_table():
    hands = dealing.deal(random.Random(2))
    report = dealing.table_report(hands, Mode.BIE_SAN, random.Random(2))
    for purchase in report.purchases:
        buyer = report.seats[purchase.buyer]
        assert buyer.dealt.count(Rank.THREE) == 0 and buyer.hand.count(Rank.THREE) == 1
        assert purchase.seller is not None
    for seat in report.seats:
        assert seat.hand.size == 36
    assert sum((seat.hand.counts for seat in report.seats), Counter()) == full_pack(4)


def test_two_automatic_revolutions_void_the_deal():
    # build two seats without 3s, money or flowers: seat 0 and seat 1 hold only 5s–Ks
    plain = [card for card in dealing.deck() if Rank.FIVE <= card.rank <= Rank.KING]
    rest = [card for card in dealing.deck() if not Rank.FIVE <= card.rank <= Rank.KING]
    seats = [Hand(tuple(plain[:36])), Hand(tuple(plain[36:72]))]
    others = plain[72:] + rest
    seats += [Hand(tuple(others[i::4])) for i in range(4)]
    report = dealing.table_report(tuple(seats), Mode.BIE_SAN, random.Random(0))
    assert report.automatic_revolutions == (0, 1) and report.void
    assert not dealing.table_report(tuple(seats), Mode.NORMAL, random.Random(0)).void


def test_a_void_deal_is_redealt_so_nobody_buys_a_three_documented_void_deal():
    # seats 0 and 1 revolt automatically (no 3, nothing to buy one with); seat 2 holds no 3
    # but a 钱, so it would buy one if the deal went on
    plain = [card for card in dealing.deck() if Rank.FIVE <= card.rank <= Rank.KING]
    money = [card for card in dealing.deck() if card.rank is Rank.TWO]
    rest = [card for card in dealing.deck() if not Rank.FIVE <= card.rank <= Rank.KING
            and card.rank is not Rank.TWO]
    seats = [Hand(tuple(plain[:36])), Hand(tuple(plain[36:72])),
             Hand(tuple(plain[72:107] + money[:1]))]
    others = plain[107:] + money[1:] + rest
    seats += [Hand(tuple(others[i::3])) for i in range(3)]
    report = dealing.table_report(tuple(seats), Mode.BIE_SAN, random.Random(0))
    assert report.void and report.seats[2].need.must_buy
    assert report.purchases == ()
    assert all(seat.hand == seat.dealt for seat in report.seats)
    assert any("nobody buys a 3" in note for note in table_notes(report))
    # give seat 1 a 3 for one of its cards: one revolution only, and the buyers buy
    three = next(card for card in seats[3].cards if card.rank is Rank.THREE)
    given = seats[1].cards[0]
    seats[1], seats[3] = seats[1].exchange(given, three), seats[3].exchange(three, given)
    went_on = dealing.table_report(tuple(seats), Mode.BIE_SAN, random.Random(0))
    assert not went_on.void and 2 in [purchase.buyer for purchase in went_on.purchases]
