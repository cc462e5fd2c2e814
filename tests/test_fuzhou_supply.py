"""The tile supply (fuzhou-mahjong.md §1, §2): hands at one table hold, between them, no more
than four of a tile and three golds (four when the turned-up gold was grabbed)."""

from __future__ import annotations

import pytest

from paiju.engine.fuzhou.supply import DISCARD, check_claim_supply, check_supply
from paiju.errors import IllegalHandError
from paiju.grammar.fuzhou import parse_gold, parse_hand

GOLD = parse_gold("5p")
DISCARD_3P = parse_gold("3p")


def claimants(**texts):
    return {seat: parse_hand(f"{text} 3p", GOLD) for seat, text in texts.items()}


def test_hands_within_the_supply_pass_and_the_discard_counts_once():
    # S, N and W all wait on the one 3p: W holds three more, four in all (not six)
    check_claim_supply(DISCARD_3P, claimants(S="123m 456m 789m 234s 12p 99s",
                                             N="123m 456m 789m 234s 24p 金金",
                                             W="123p 33p 666s 777s 888s 55s"), GOLD)


def test_a_fifth_copy_between_two_hands_names_the_tile_and_the_holders():
    with pytest.raises(IllegalHandError,
                       match=r"6 × 9s between S \(2\) and W \(4\): the set has only 4"):
        check_claim_supply(DISCARD_3P, claimants(S="123m 456m 789m 234s 12p 99s",
                                                 W="123m 456m 789m 999s 9s"), GOLD)


def test_the_discard_is_part_of_the_supply():
    # three 3p in W's hand, one in N's and the discard: five
    with pytest.raises(IllegalHandError,
                       match=r"5 × 3p between N \(1\), W \(3\) and the discard"):
        check_claim_supply(DISCARD_3P, claimants(N="123m 456m 789m 234s 34p 99s",
                                                 W="111s 456s 777s 333p 888s 9p"), GOLD)


def test_four_golds_between_hands_are_too_many_the_fourth_shows_the_gold():
    with pytest.raises(IllegalHandError, match=r"4 golds \(5p\) between N \(2\) and W \(2\): "
                                               "the turned-up 5p shows the gold, so only 3"):
        check_claim_supply(DISCARD_3P, claimants(N="123m 456m 789m 234s 24p 金金",
                                                 W="123m 456m 789m 234s 12p 金金"), GOLD)


def test_a_grabbed_gold_is_the_fourth_copy():
    held = {"E": [GOLD] * 3, "S": [GOLD]}
    check_supply(held, GOLD, grabbed=True)
    with pytest.raises(IllegalHandError, match="besides the grabbed one"):
        check_supply({**held, DISCARD: [GOLD]}, GOLD, grabbed=True)
