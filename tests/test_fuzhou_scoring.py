"""Bonus hands and payments of Fuzhou Mahjong (fuzhou-mahjong.md §6, §7), with the payment
examples of §7.3 (B = 5)."""

from __future__ import annotations

import pytest

from paiju.engine.fuzhou.flowers import winner_flowers
from paiju.engine.fuzhou.rules import rule_book
from paiju.engine.fuzhou.scoring import (
    GOLDEN_SPARROW,
    GRAB_GOLD,
    PLAIN_WIN,
    THREE_GOLDS,
    Rules,
    Win,
    score,
)
from paiju.errors import IllegalHandError
from paiju.grammar.fuzhou import parse_flowers, parse_gold, parse_hand

GOLD = "5p"
PLAIN = "123m 456m 789m 234s 678p 99s"  # no gold
ONE_GOLD = "123m 456m 789m 234s 678p 9s 金"  # 9s + gold as the pair
SPARROW = "123m 456m 789m 234s 金 金 678p"  # golds as the pair, won on 8p
THREE = "19m 19p 19s 2468m 2468p 金 金 金"  # nothing but three golds


def scored(text, flowers=0, gold=GOLD, **win):
    rules = {key: win.pop(key) for key in ("base", "banker_count") if key in win}
    if win.pop("discarded_gold_wins", False):  # the switch, as the option stands for it
        rules["book"] = rule_book([("discarded-gold", "as-shown")])
    code = parse_gold(gold)
    hand = parse_hand(text, code, grabbed=win.get("grabbed", False))
    counted = winner_flowers(hand, parse_flowers(flowers)) if isinstance(flowers, str) \
        else winner_flowers(hand, given=flowers)
    return score(hand, code, counted, Win(**win), Rules(**rules))


def amounts(result):
    return [payment.amount for payment in result.payments]


# --- §7.3, the examples -----------------------------------------------------------------

def test_example_no_bonus_self_drawn_three_flowers():
    result = scored(ONE_GOLD, 3, self_drawn=True, base=5)
    assert result.bonus is None and result.per_payer == 11
    assert amounts(result) == [11, 11, 11] and result.winner_gets == 33


def test_example_no_bonus_on_a_discard_three_flowers():
    result = scored(ONE_GOLD.replace("9s 金", "金 9s"), 3, base=5)
    assert result.bonus is None and result.per_payer == 8
    assert [(p.payer, p.amount) for p in result.payments] == [("discarder", 8)]
    assert result.winner_gets == 8


def test_example_plain_win_self_drawn():
    result = scored(PLAIN, 0, self_drawn=True, base=5)
    assert result.bonus is PLAIN_WIN and result.bonus_points == 30
    assert result.per_payer == 35 and result.winner_gets == 105


def test_example_golden_sparrow_self_drawn_no_flower():
    result = scored(SPARROW, 0, self_drawn=True, base=5)
    assert result.bonus is GOLDEN_SPARROW and result.bonus_points == 70
    assert result.per_payer == 75 and result.winner_gets == 225


def test_example_grab_the_gold_two_flowers():
    result = scored("123m 456m 789m 234s 678p 9s 5p", 2, grabbed=True, base=5)
    assert result.bonus is GRAB_GOLD and result.bonus_points == 30
    assert result.per_payer == 39 and result.winner_gets == 117 and result.payers == 3


# --- §6, the bonus hands ------------------------------------------------------------------

def test_plain_win_needs_no_flower_and_no_kong():
    assert scored(PLAIN, 0).bonus is PLAIN_WIN
    assert scored(PLAIN, 1).bonus is None
    kong = scored("[1111s1] 123m 456m 789m 678p 99s", 0)
    assert kong.flowers.total == 1 and kong.bonus is None


def test_plain_win_on_a_discard_is_paid_by_the_discarder():
    result = scored(PLAIN, 0, base=5)
    assert result.bonus is PLAIN_WIN and amounts(result) == [35]


def test_three_golds_down_forty_plus_ten_with_no_flower():
    result = scored(THREE, 0, self_drawn=True)
    assert result.win and result.bonus is THREE_GOLDS and result.bonus_points == 50
    assert scored(THREE, 2, self_drawn=True).bonus_points == 40


def test_three_golds_down_entered_as_a_discard_win_is_refused_with_a_hint_section_4():
    # three golds win at once on the holder's own turn: a discard win is not relabelled
    with pytest.raises(IllegalHandError, match="never on a discard; enter the win as "
                                               "self-drawn"):
        scored("19m 19p 19s 2468m 246p 金 金 金 8p", 1)
    result = scored("19m 19p 19s 2468m 246p 金 金 金 8p", 1, self_drawn=True)
    assert result.self_drawn and result.bonus is THREE_GOLDS and result.payers == 3


def test_two_golds_and_a_claimed_discarded_gold_are_no_three_golds_switch_discarded_gold():
    # the claimed gold counts as the tile it shows, so only two golds are held
    result = scored("123m 456m 789m 234s 金 金 46p 5p", 0, discarded_gold_wins=True)
    assert result.win and not result.gold.three_golds and result.bonus is GOLDEN_SPARROW


def test_golden_sparrow_sixty_plus_ten():
    assert scored(SPARROW, 0).bonus_points == 70
    assert scored(SPARROW, 4).bonus_points == 60


def test_golden_sparrow_on_a_discard_doubles_the_flowers_and_the_discarder_pays():
    result = scored(SPARROW, 3, base=5)
    assert result.bonus is GOLDEN_SPARROW and result.per_payer == 5 + 6 + 60
    assert amounts(result) == [71]


def test_only_the_highest_bonus_counts_documented_l():
    # three golds, two of them the pair: 金雀 (60) over 三金倒 (40)
    result = scored("123m 456m 789m 234s 金 金 67p 金", 0, self_drawn=True)
    assert result.gold.three_golds and result.bonus is GOLDEN_SPARROW
    assert result.bonus_points == 70
    # grabbed gold completing a 金雀: 60 over 30
    grab = scored("123m 456m 789m 234s 金 67p 金 5p", 0, grabbed=True)
    assert grab.bonus is GOLDEN_SPARROW


def test_the_plus_ten_replaces_the_plain_win():
    # a 抢金 with F = 0 is 40, not 30 + 30
    assert scored("123m 456m 789m 234s 678p 9s 5p", 0, grabbed=True).bonus_points == 40


def test_golds_are_not_flowers_documented():
    assert scored(SPARROW, 0).flowers.total == 0


# --- §7.1, §7.2: amounts and payers ---------------------------------------------------------

def test_self_drawn_without_bonus_doubles_the_flowers_a_discard_does_not():
    assert scored(ONE_GOLD, 4, self_drawn=True).per_payer == 1 + 8
    assert scored(ONE_GOLD.replace("9s 金", "金 9s"), 4).per_payer == 1 + 4


def test_kongs_add_to_the_flowers_of_the_payment():
    result = scored("[1111s1][2222s] 123m 456m 789m 99p", "E", self_drawn=True)
    assert result.flowers.total == 1 + 1 + 2 and result.per_payer == 1 + 2 * 4


def test_base_defaults_to_one():
    assert scored(PLAIN, 0).per_payer == 31


def test_banker_count_defaults_to_zero_and_adds_k_to_the_banker_documented_l():
    assert scored(ONE_GOLD, 3, self_drawn=True, banker=True).winner_gets == 21
    winner = scored(ONE_GOLD, 3, self_drawn=True, banker=True, banker_count=2)
    assert amounts(winner) == [7 + 4] * 3
    payer = scored(ONE_GOLD, 3, self_drawn=True, banker_count=2)
    assert [(p.payer, p.amount) for p in payer.payments] == [
        ("banker", 11), ("other", 7), ("other", 7)]
    discard = scored(ONE_GOLD.replace("9s 金", "金 9s"), 3, discarder_banker=True,
                     banker_count=2)
    assert amounts(discard) == [1 + 3 + 2]  # not doubled: F is not doubled either
    untouched = scored(ONE_GOLD.replace("9s 金", "金 9s"), 3, banker_count=2)
    assert amounts(untouched) == [4]


# --- golds and discards ------------------------------------------------------------------------

def test_a_discarded_gold_cannot_be_claimed_documented_l():
    result = scored("123m 456m 789m 234s 678p 9s 5p", 0)
    assert not result.win and "discarded gold" in result.reason
    assert scored("123m 456m 789m 234s 678p 9s 5p", 0, self_drawn=True).win


def test_a_discarded_gold_may_be_claimed_as_its_face_when_allowed():
    hand = "123m 456m 789m 234s 46p 99s 5p"  # 5p completes 456p as itself
    assert not scored(hand, 0).win
    allowed = scored(hand, 0, discarded_gold_wins=True)
    assert allowed.win and allowed.gold.golds == 0
    assert not scored("123m 456m 789m 234s 678p 9s 5p", 0, discarded_gold_wins=True).win


def test_swimming_gold_wins_only_self_drawn_documented_l():
    hand = "123m 456m 789m 234s 678p 金 9s"
    refused = scored(hand, 0, swimming=True)
    assert not refused.win and "游金" in refused.reason
    assert scored(hand, 0, swimming=True, self_drawn=True).win
    assert scored(hand, 0).win  # not declared: a discard win is fine


def test_swimming_gold_needs_its_shape():
    with pytest.raises(IllegalHandError, match="游金 needs"):
        scored(PLAIN, 0, swimming=True, self_drawn=True)


def test_grab_needs_the_gold_as_winning_tile_and_a_complete_hand():
    with pytest.raises(IllegalHandError, match="抢金 is won with the turned-up gold"):
        scored(ONE_GOLD.replace("9s 金", "金 9s"), 0, grabbed=True)
    missed = scored("19m 19p 19s 2468m 2468p 金 金 5p", 0, grabbed=True)
    assert not missed.win and "抢金" in missed.reason


@pytest.mark.parametrize("win, words", [
    ({"self_drawn": True, "discarder_banker": True}, "no discarder"),
    ({"banker": True, "discarder_banker": True}, "cannot both be the banker"),
])
def test_contradictions_are_errors(win, words):
    with pytest.raises(IllegalHandError, match=words):
        scored(PLAIN, 0, **win)


def test_not_a_win_pays_nothing():
    result = scored("19m 19p 19s 2468m 2468p 13s 金", 0, self_drawn=True)
    assert not result.win and result.payments == () and result.winner_gets == 0


def test_every_step_is_explained():
    steps = "\n".join(scored(SPARROW, 3, self_drawn=True, base=5).steps)
    assert "金雀" in steps and "B + 2F + W = 5 + 2×3 + 60 = 71" in steps
    assert "71 + 71 + 71 = 213" in steps


# --- §7.4: the headline agrees with the payments -------------------------------------------

def test_the_headline_is_what_each_payer_pays_when_the_banker_wins_section_7_4():
    result = scored(ONE_GOLD, 3, self_drawn=True, banker=True, banker_count=2)
    assert amounts(result) == [11, 11, 11] and result.per_payer == 11
    assert result.steps[-4] == "each payer pays B + 2F + 2K = 1 + 2×3 + 2×2 = 11 (self-drawn)"
    discard = scored(ONE_GOLD.replace("9s 金", "金 9s"), 3, discarder_banker=True,
                     banker_count=2)
    assert amounts(discard) == [6] and discard.per_payer == 6
    assert "each payer pays B + F + K = 1 + 1×3 + 1×2 = 6 (won on a discard)" in discard.steps


def test_the_headline_names_the_banker_apart_when_the_banker_pays_more_documented_section_7_4():
    result = scored(ONE_GOLD, 3, self_drawn=True, banker_count=2)
    assert [(p.payer, p.amount) for p in result.payments] == [
        ("banker", 11), ("other", 7), ("other", 7)]
    assert result.per_payer == 7
    steps = "\n".join(result.steps)
    assert "each payer but the banker pays B + 2F = 1 + 2×3 = 7 (self-drawn)" in steps
    assert "the banker pays 7 + 2×2 = 11" in steps and "11 + 7 + 7 = 25" in steps


def test_the_banker_count_changes_nothing_when_the_banker_neither_wins_nor_pays():
    result = scored(ONE_GOLD.replace("9s 金", "金 9s"), 3, banker_count=2)
    assert amounts(result) == [4] and result.per_payer == 4
    assert "the banker neither wins nor pays" in "\n".join(result.steps)


def test_the_headline_is_every_amount_without_a_banker_count():
    for win in ({"self_drawn": True}, {"self_drawn": True, "banker": True}, {},
                {"discarder_banker": True}):
        text = ONE_GOLD if win.get("self_drawn") else ONE_GOLD.replace("9s 金", "金 9s")
        result = scored(text, 3, **win)
        assert {payment.amount for payment in result.payments} == {result.per_payer}
