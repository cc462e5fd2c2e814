"""Burning (烧牌, gouji.md §7.3): the burning play, the static test, and a sequence that goes
out; the static test is checked against a brute-force search over every split of the rest."""

from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_testkit import plays_within, small_hands
from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.burning import burn, go_out
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.rules import DEFAULT
from paiju.errors import IllegalPlayError
from paiju.grammar.gouji import parse_hand, parse_play

THREE = Rank.THREE


@lru_cache(maxsize=None)
def can_split(cards: tuple[tuple[Rank, int], ...], mode: Mode) -> bool:
    """Brute force: can these cards be led out as plays, each but the last with a flower
    (and, in 憋三 mode, the last being 3s alone and no earlier play holding a 3)?"""
    for play, rest in plays_within(dict(cards)):
        holds_three = play.natural_rank is THREE
        if not rest:
            if mode is Mode.NORMAL or (holds_three and play.size == play.naturals):
                return True
        elif play.flowers and not (mode is Mode.BIE_SAN and holds_three):
            if can_split(tuple(sorted(rest.items())), mode):
                return True
    return False


RANKS = [Rank.THREE, Rank.FOUR, Rank.NINE, Rank.KING, Rank.TWO, Rank.SMALL_JOKER,
         Rank.BIG_JOKER]
rests = small_hands(RANKS, max_size=7)


@settings(max_examples=500, deadline=None)
@given(rests, st.sampled_from(list(Mode)))
def test_static_test_matches_brute_force_and_the_sequence_is_valid(rest, mode):
    result = go_out(rest, mode)
    cards = tuple(sorted(rest.counts.items()))
    expected = can_split(cards, mode) if cards else mode is Mode.NORMAL
    assert result.possible is expected
    if not result.possible:
        assert result.plays is None
        return
    plays = result.plays
    assert sum((play.counts() for play in plays), Counter()) == rest.counts
    assert all(play.flowers for play in plays[:-1])
    if mode is Mode.BIE_SAN:
        assert plays[-1].natural_rank is THREE and plays[-1].size == plays[-1].naturals
        assert all(play.natural_rank is not THREE for play in plays[:-1])


@pytest.mark.parametrize(
    "rest, possible",
    [
        ("", True),
        ("3x5", True),                  # G = 1 ≤ f + 1 = 1
        ("2钱+1小花", True),             # money and flowers only: one play
        ("3x5+2xK", False),             # G = 2 > f + 1 = 1
        ("1小花+3x5+2xK", True),        # G = 2 ≤ 2
        ("1小花+3x5+2xK+4x9", False),   # G = 3 > 2
        ("2大花+1钱+3x5+2xK+4x9", True),
    ],
)
def test_static_test_g_at_most_f_plus_one(rest, possible):
    assert go_out(parse_hand(rest) if rest else Hand(()), Mode.NORMAL).possible is possible


def test_the_sequence_hangs_one_flower_on_each_play_before_the_last():
    result = go_out(parse_hand("1大花+1小花+2钱+3x5+2xK+4x9"))
    assert [play.written for play in result.plays] == ["1大花+3x5", "1小花+4x9", "2钱+2xK"]


@pytest.mark.parametrize(
    "rest, possible",
    [
        ("2x3", True),
        ("1小花+2x3+2x5", True),
        ("2x3+2x5", False),            # the 5s would be a flowerless play before the 3s
        ("1钱+2x3", False),            # documented: the 钱 cannot join the final 3s
        ("1钱+1小花+2x3", True),
        ("1小花+2x5", False),          # no 3s left to end on
        ("", False),
    ],
)
def test_bie_san_mode_ends_on_the_3s_documented(rest, possible):
    result = go_out(parse_hand(rest) if rest else Hand(()), Mode.BIE_SAN)
    assert result.possible is possible


def test_burn_needs_a_play_that_beats_the_level_card():
    hand = parse_hand("2大花+1小花+3x9+2xK+3x5+1钱")
    done = burn(hand, parse_play("2小花+3x8"), parse_play("2大花+3x9"))
    assert done.works and done.verdict.beats
    assert [play.written for play in done.sequence] == ["2大花+3x9", "1小花+3x5", "1钱+2xK"]
    weak = burn(parse_hand("2小花+3x9+2xK"), parse_play("2小花+3x8"), parse_play("2小花+3x9"))
    assert not weak.verdict.beats and not weak.works and weak.sequence is None


def test_a_burn_that_beats_but_cannot_go_out_fails():
    done = burn(parse_hand("2大花+3x9+2xK+3x5"), parse_play("2小花+3x8"),
                parse_play("2大花+3x9"))
    assert done.verdict.beats and not done.going_out.possible and not done.works


def test_only_level_cards_are_burned_documented():
    done = burn(parse_hand("4x10"), parse_play("4x9"), parse_play("4x10"))
    assert done.verdict.beats and done.going_out.possible and not done.level
    assert not done.works


def test_the_burning_play_must_be_in_the_hand_and_not_hold_3s_in_bie_san_mode():
    with pytest.raises(IllegalPlayError):
        burn(parse_hand("1大花+3x9"), parse_play("2小花+3x8"), parse_play("2大花+3x9"))
    with pytest.raises(IllegalPlayError):
        burn(parse_hand("1大花+2x3"), parse_play("1小花+1x3"), parse_play("1大花+1x3"),
             DEFAULT, Mode.BIE_SAN)


def test_burning_with_the_whole_hand_goes_out_at_once():
    done = burn(parse_hand("2钱+3xA"), parse_play("5xK"), parse_play("2钱+3xA"))
    assert done.works and [play.written for play in done.sequence] == ["2钱+3xA"]
