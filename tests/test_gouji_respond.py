"""The plays a hand can make: responses to a play (§6) and level plays (§5), checked against
brute force over every sub-multiset of the hand."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_testkit import option_book, plays_within, small_hands
from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.plays import BeatOption, Play, beats, is_level
from paiju.engine.gouji.respond import cost, level_plays, responses
from paiju.grammar.gouji import parse_hand, parse_play


def sub_plays(hand: Hand, mode: Mode):
    """Every legal play inside the hand, by brute force over its sub-multisets."""
    return {play for play, _ in plays_within(hand.counts)
            if not (mode is Mode.BIE_SAN and play.natural_rank is Rank.THREE)}


RANKS = [Rank.THREE, Rank.FOUR, Rank.NINE, Rank.TEN, Rank.KING, Rank.ACE, Rank.TWO,
         Rank.SMALL_JOKER, Rank.BIG_JOKER]
hands = small_hands(RANKS, min_size=1)
plays_on_table = st.builds(
    lambda natural, n, money, small, big: Play.from_counts(
        {natural: n, Rank.TWO: money, Rank.SMALL_JOKER: small, Rank.BIG_JOKER: big}
        if n or money or small or big else {Rank.TWO: 1}),
    st.sampled_from([Rank.THREE, Rank.NINE, Rank.KING, Rank.ACE]), st.integers(0, 4),
    st.integers(0, 2), st.integers(0, 2), st.integers(0, 1))


@settings(max_examples=400, deadline=None)
@given(hands, plays_on_table, st.sampled_from(list(BeatOption)))
def test_responses_are_exactly_the_beating_sub_multisets(hand, old, option):
    expected = {play for play in sub_plays(hand, Mode.NORMAL)
                if beats(play, old, option_book(option)).beats}
    found = [response.play for response in responses(hand, old, option_book(option))]
    assert len(found) == len(set(found))
    assert set(found) == expected
    # 3 is the lowest rank: no play holding 3s ever beats, so 憋三 mode changes nothing
    assert all(play.natural_rank is not Rank.THREE for play in expected)


@settings(max_examples=200, deadline=None)
@given(hands, st.sampled_from(list(Mode)))
def test_level_plays_are_every_level_normal_form_in_its_cheapest_cards(hand, mode):
    cheapest = {}
    for play in sub_plays(hand, mode):
        form = play.normal_form()
        if is_level(form).answer and (form not in cheapest or cost(play) < cost(cheapest[form])):
            cheapest[form] = play
    found = level_plays(hand, mode)
    assert {level.form: level.play for level in found} == cheapest
    assert len(found) == len(cheapest)


def written(hand, to, option=0):
    return [r.play.written for r in responses(parse_hand(hand), parse_play(to),
                                              option_book(option))]


def test_cheapest_first_fewest_flowers_then_money_then_lowest_rank():
    assert written("1小花+2钱+5x10+4xJ+1x9", "5x9") == [
        "5x10", "1钱+4x10", "1钱+4xJ", "2钱+3x10", "2钱+3xJ", "1小花+4x10", "1小花+4xJ",
        "1小花+1钱+3x10", "1小花+1钱+3xJ", "1小花+2钱+2x10", "1小花+2钱+2xJ"]


def test_small_flowers_are_spent_before_big_ones_documented_cost_order():
    assert written("1大花+1小花+5x10", "5x9")[:3] == ["5x10", "1小花+4x10", "1大花+4x10"]


def test_the_seed_answers_to_two_small_flowers_on_three_nines():
    found = written("3大花+1小花+3x10+2x9+3x8", "2小花+3x9")
    assert "2大花+3x10" in found and "3大花+2x10" in found
    assert "2大花+3x8" not in found and "2大花+2x9" not in found
    assert not any("小花" in play for play in found)  # mixed flowers count as 小花 (A1)


def test_money_spent_shows_in_the_play_and_the_normal_form_merges_it():
    found = responses(parse_hand("3钱+4x10"), parse_play("7x9"))
    assert [(r.play.written, r.form.canonical, r.level) for r in found] == [
        ("3钱+4x10", "7x10", True)]


def test_option_1_adds_the_longer_answers():
    assert "2小花+1x10" not in written("2小花+2x10", "1小花+1x9", 0)
    assert "2小花+1x10" in written("2小花+2x10", "1小花+1x9", 1)


def test_no_response_is_an_empty_list():
    assert written("4x10+3x3", "1大花") == []


def test_3s_never_answer_a_play_so_bie_san_mode_needs_no_response_rule_documented():
    assert written("1小花+3x3+2x5", "3x4") == ["1小花+2x5"]
    assert written("2钱+2x3", "1钱+1x3") == ["2x钱"]
    assert written("1大花+4x3", "1小花") == ["1大花"]


@pytest.mark.parametrize("mode", list(Mode))
def test_level_plays_list_each_normal_form_once_in_its_cheapest_cards_documented(mode):
    found = level_plays(parse_hand("2钱+5x10+1xK"), mode)
    assert [(level.play.written, level.form.canonical) for level in found] == [
        ("5x10", "5x10"), ("1钱+5x10", "6x10"), ("1钱+1xK", "2xK"), ("1x钱", "1x钱"),
        ("2钱+5x10", "7x10"), ("2钱+1xK", "3xK"), ("2x钱", "2x钱")]


def test_level_plays_in_bie_san_mode_never_hold_3s():
    assert [level.play.written for level in level_plays(parse_hand("1小花+2x3"), Mode.BIE_SAN)] \
        == ["1小花"]
    assert len(level_plays(parse_hand("1小花+2x3"), Mode.NORMAL)) == 3


def test_a_full_hand_is_answered_exhaustively():
    hand = parse_hand("2大花+2小花+3钱+4xA+2xK+5x10+3x9+3x8+2x7+4x6+2x5+2x4+2x3")
    assert hand.size == 36
    found = responses(hand, parse_play("2小花+3x9"))
    assert [r.play.written for r in found][:2] == ["2大花+3x10", "2大花+3xA"]
    assert len(found) == 9
