"""A hand before play: tribute cards (§10), 买三 (§13.1), revolution (§11), 报户 (§13.2)."""

import pytest

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import (
    Mode,
    ReportCall,
    count_report,
    may_revolt,
    three_need,
    tribute_cards,
)
from paiju.engine.gouji.hand_report import hand_report
from paiju.errors import IllegalPlayError
from paiju.grammar.gouji import parse_hand

BIG, SMALL, MONEY = Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO


def hand(text):
    return parse_hand(text)


# §10 tribute cards ----------------------------------------------------------------------

@pytest.mark.parametrize(
    "cards, count, given",
    [
        ("2大花+1小花+3钱+5x10", 2, (BIG, BIG)),
        ("2大花+1小花+3钱+5x10", 4, (BIG, BIG, SMALL, MONEY)),
        ("1小花+3钱+4xA", 3, (SMALL, MONEY, MONEY)),
        ("3钱+4xA", 1, (MONEY,)),
        ("1大花+1小花+4xA", 0, ()),
    ],
)
def test_tribute_cards_go_big_flowers_then_small_flowers_then_money(cards, count, given):
    assert tribute_cards(hand(cards), count) == given


def test_a_payer_short_of_tribute_cards_gives_what_it_has_documented_a10():
    assert tribute_cards(hand("1大花+1钱+6xA+3x5"), 5) == (BIG, MONEY)
    assert tribute_cards(hand("6xA+3x5"), 2) == ()


# §13.1 buying a 3 -----------------------------------------------------------------------

@pytest.mark.parametrize(
    "cards, payment",
    [
        ("1大花+1小花+1钱+5x10", MONEY),
        ("1大花+1小花+5x10", SMALL),
        ("2大花+5x10", BIG),
    ],
)
def test_a_hand_without_a_3_buys_one_paying_money_then_small_then_big_flower(cards, payment):
    need = three_need(hand(cards), Mode.BIE_SAN)
    assert need.must_buy and need.payment is payment and not need.automatic_revolution


def test_no_3_and_nothing_to_pay_is_automatic_revolution():
    need = three_need(hand("4xA+5x10+3x4"), Mode.BIE_SAN)
    assert need.automatic_revolution and not need.must_buy and need.payment is None


def test_a_hand_with_a_3_or_outside_bie_san_mode_buys_nothing():
    assert not three_need(hand("1x3+2钱"), Mode.BIE_SAN).must_buy
    need = three_need(hand("2钱+5x10"), Mode.NORMAL)
    assert not need.must_buy and not need.automatic_revolution


# §11 revolution -------------------------------------------------------------------------

@pytest.mark.parametrize("cards, allowed", [("4xA+5x10+3x3", True), ("1钱+5x10", False),
                                            ("1小花+5x10", False), ("1大花+5x10", False)])
def test_only_a_hand_without_flowers_or_money_may_revolt(cards, allowed):
    assert may_revolt(hand(cards))[0] is allowed


def test_revolution_is_judged_after_buying_the_3_documented_phase_order():
    # the only 钱 pays for the 3, so the hand that plays holds no flower and no money
    report = hand_report(hand("1钱+5x10+4xA"), Mode.BIE_SAN)
    assert report.three.must_buy and report.may_revolt
    assert report.playing.counts == {Rank.THREE: 1, Rank.TEN: 5, Rank.ACE: 4}


def test_revolution_is_judged_after_the_tribute_documented_phase_order():
    assert hand_report(hand("1小花+5x10"), tribute=1).may_revolt
    assert not hand_report(hand("1小花+5x10"), tribute=0).may_revolt


def test_the_tribute_comes_out_of_the_hand_after_buying_documented_phase_order():
    # 买三 takes the 钱 first, so a tribute of 2 finds only the 小花
    report = hand_report(hand("1小花+1钱+5x10"), Mode.BIE_SAN, tribute=2)
    assert report.three.payment is MONEY and report.tribute == (SMALL,)
    assert report.may_revolt


def test_level_plays_are_those_of_the_hand_that_plays_documented():
    given = hand_report(hand("1大花+1钱+5x10"), tribute=2)
    assert [level.play.written for level in given.level_plays] == ["5x10"]
    bought = hand_report(hand("1钱+2x4"), Mode.BIE_SAN)
    assert bought.level_plays == ()  # the only 钱 paid for the 3


def test_automatic_revolution_is_a_revolution():
    report = hand_report(hand("5x10+4xA"), Mode.BIE_SAN)
    assert report.three.automatic_revolution and report.may_revolt


def test_a_negative_tribute_is_rejected():
    with pytest.raises(ValueError):
        hand_report(hand("5x10"), tribute=-1)


# §13.2 报户 --------------------------------------------------------------------------------

@pytest.mark.parametrize("size, call, says, count", [
    (36, ReportCall.MORE_THAN_TEN, "more than ten cards (no count is told)", None),
    (11, ReportCall.MORE_THAN_TEN, "more than ten cards (no count is told)", None),
    (10, ReportCall.EXACTLY_TEN, "exactly ten cards (a call of its own)", 10),
    (9, ReportCall.COUNT, "9 cards", 9), (1, ReportCall.COUNT, "1 card", 1)])
def test_report_tells_the_count_at_ten_cards_or_fewer(size, call, says, count):
    report = count_report(hand(f"{size}x5" if size <= 16 else "16x5+16x6+4x7"), Mode.NORMAL)
    assert (report.call, report.says, report.count) == (call, says, count)


def test_no_report_in_bie_san_mode():
    assert count_report(hand("3x5"), Mode.BIE_SAN) is None


# taking cards out ------------------------------------------------------------------------

def test_cards_leave_the_hand_unsuited_first_and_only_if_held():
    h = hand("♠4 4 ♥4 K")
    assert h.without({Rank.FOUR: 1}).card_list == "K ♠4 ♥4"
    with pytest.raises(IllegalPlayError):
        h.without({Rank.ACE: 1})


