"""Gouji play rules: every example of gouji.md §4–§6 and §8, and the public corpus."""

import pytest

from conftest import load_jsonl
from gouji_testkit import option_book
from paiju.engine.gouji.plays import (
    Front,
    Play,
    beats,
    conversions,
    is_level,
    opens_point,
    rank_name,
)
from paiju.errors import IllegalPlayError
from paiju.grammar.gouji import parse_play


def form(text):
    return parse_play(text).normal_form()


def beat(new, old, option=0):
    return beats(parse_play(new), parse_play(old), option_book(option))


# §4 normal form -------------------------------------------------------------------------

@pytest.mark.parametrize(
    "played, canonical",
    [
        ("2大花+3钱+4x10", "2大花+7x10"),
        ("2小花+3钱+4x10", "2小花+7x10"),
        ("2大花+3钱", "2大花+3x钱"),
        ("2小花+3钱", "2小花+3x钱"),
        ("1大花+1小花+2钱+4x5", "2小花+6x5"),
        ("3x2", "3x钱"),
        ("2x8+1x8", "3x8"),
        ("3大花", "3大花"),
        ("2小花", "2小花"),
        ("2钱+4x10", "6x10"),
        ("2钱+3x8", "5x8"),
    ],
)
def test_normal_form_of_the_seed_cases(played, canonical):
    assert form(played).canonical == canonical


@pytest.mark.parametrize(
    "played, canonical",
    [("1大花+1小花+3x9", "2小花+3x9"), ("1大花+2小花+2钱", "3小花+2x钱"), ("1大花+1小花", "2小花")],
)
def test_big_flower_demoted_in_every_mixed_play_documented_extension_a1(played, canonical):
    assert form(played).canonical == canonical


def test_normal_form_fields_and_card_count():
    nf = form("2大花+3钱+4x10")
    assert (nf.flower.value, nf.flower_count, rank_name(nf.base_rank), nf.base_count) == \
        ("big", 2, "10", 7)
    assert nf.cards == 9
    pure = form("3小花")
    assert pure.base_rank is None and pure.base_count == 0 and pure.cards == 3


def test_conversions_explain_pasting_money_and_demotion():
    notes = " ".join(conversions(parse_play("1大花+1小花+2钱+4x5")))
    assert "贴钱" in notes and "6x5" in notes and "count as 小花" in notes
    assert conversions(parse_play("3x5")) == []


def test_engine_rejects_two_natural_ranks_built_programmatically():
    from paiju.engine.cardgame.cards import Rank
    with pytest.raises(IllegalPlayError):
        Play.from_counts({Rank.FIVE: 1, Rank.TEN: 2})


# §5 level cards --------------------------------------------------------------------------

@pytest.mark.parametrize(
    "played, level",
    [
        ("5x10", True), ("6x10", True), ("4xQ", True), ("2Q+1小花", True), ("1小花+2x5", True),
        ("4x10", False), ("2xQ", False), ("1钱+1xQ", False), ("8x9", False),
        ("4xJ", True), ("3xJ", False), ("3xQ", True), ("2xK", True), ("1xK", False),
        ("2xA", True), ("1xA", False), ("1钱", True), ("3大花", True), ("16x9", False),
        ("1大花+1x3", True),
    ],
)
def test_level_cards_of_the_seed(played, level):
    assert is_level(form(played)).answer is level


@pytest.mark.parametrize("played, level", [("2钱+3x10", True), ("1钱+1xK", True),
                                           ("1钱+3xJ", True), ("1钱+3x10", False)])
def test_pasted_money_counts_toward_the_threshold_documented_a14(played, level):
    assert is_level(form(played)).answer is level


# §6 beating ------------------------------------------------------------------------------

def test_pasted_money_compares_as_the_rank():
    assert beat("5x9", "2钱+3x8").beats
    assert beat("2钱+3x8", "5x7").beats
    assert not beat("2钱+3x8", "5x8").beats


@pytest.mark.parametrize("new", ["2大花+3x10", "3大花+2x10"])
def test_two_small_flowers_on_three_nines_beaten_on_both_fronts(new):
    assert beat(new, "2小花+3x9").beats


@pytest.mark.parametrize(
    "new, front",
    [("2大花+3x9", Front.RANK), ("2大花+3x8", Front.RANK), ("2小花+3x10", Front.FLOWERS),
     ("1大花+1小花+3x10", Front.FLOWERS), ("2大花+1小花+2x10", Front.FLOWERS),
     ("2大花+4x10", Front.COUNT), ("3x10", Front.FLOWERS)],
)
def test_plays_that_fail_one_front_against_two_small_flowers_on_nines(new, front):
    verdict = beat(new, "2小花+3x9")
    assert not verdict.beats and verdict.front is front


def test_flower_plays_beat_plain_plays():
    assert beat("1小花+4x10", "5x9").beats
    assert beat("3小花", "3x钱").beats
    assert not beat("1小花+2x钱", "3x钱").beats


def test_pure_flowers_compare_as_flowers():
    assert beat("2大花", "2小花").beats
    assert not beat("2小花", "2大花").beats
    assert beat("2小花", "2大花", 0).front is Front.FLOWERS


def test_nothing_beats_a_single_big_flower_under_option_0():
    for new in ["1大花", "2大花", "3小花", "4大花", "1大花+1x钱", "4大花+4小花"]:
        assert not beat(new, "1大花", 0).beats


def test_option_1_multi_kills():
    assert beat("2大花", "1大花", 1).beats
    assert beat("3小花", "1大花", 1).beats
    assert beat("2小花", "1小花", 1).beats
    assert not beat("2小花", "1大花", 1).beats
    # the new play may be longer by the extra flowers
    assert beat("4小花+3x10", "2小花+3x9", 1).beats
    assert not beat("4小花+3x10", "2小花+3x9", 0).beats
    assert beat("2大花+2x10", "1大花+2x9", 1).beats


def test_equal_plays_never_beat():
    assert not beat("3x9", "2钱+1x9").beats
    assert beat("3x9", "3x9").front is Front.RANK


def test_a_longer_or_shorter_base_does_not_beat():
    assert beat("4x9", "3x8").front is Front.COUNT
    assert beat("2x9", "3x8").front is Front.COUNT


# §8 opening a point -----------------------------------------------------------------------

@pytest.mark.parametrize(
    "played, opens",
    [
        ("5x10", {0: True, 1: True, 2: True}),
        ("4x10", {0: False, 1: False, 2: False}),
        ("1钱", {0: True, 1: False, 2: False}),
        ("2钱", {0: True, 1: True, 2: False}),
        ("2钱+2xK", {0: True, 1: True, 2: False}),
        ("1小花+2x5", {0: True, 1: False, 2: False}),
        ("1大花+3x5", {0: False, 1: False, 2: False}),
        ("2xA", {0: True, 1: True, 2: True}),
    ],
)
def test_opening_a_point_by_option(played, opens):
    play = parse_play(played)
    assert {option: opens_point(play, option).answer for option in (0, 1, 2)} == opens


def test_a_demoted_big_flower_still_blocks_opening_physical_cards_count():
    assert not opens_point(parse_play("1大花+1小花+3x9"), 0).answer


# the public corpus ------------------------------------------------------------------------

CORPUS = load_jsonl("gouji-public.jsonl")


@pytest.mark.parametrize("case", [c for c in CORPUS if c["kind"] == "beats"],
                         ids=lambda c: f"{c['new']} on {c['old']} opt{c['option']}")
def test_corpus_beats(case):
    assert beat(case["new"], case["old"], case["option"]).beats is case["beats"]


@pytest.mark.parametrize("case", [c for c in CORPUS if c["kind"] == "parse"],
                         ids=lambda c: c["play"])
def test_corpus_parse(case):
    play = parse_play(case["play"])
    nf = play.normal_form()
    flowers = {"type": nf.flower.value, "count": nf.flower_count} if nf.flower else None
    base = {"rank": rank_name(nf.base_rank), "count": nf.base_count} if nf.base_rank else None
    assert (flowers, base) == (case["flowers"], case["base"])
    assert is_level(nf).answer is case["level"]
    assert {k: opens_point(play, int(k)).answer for k in case["opens"]} == case["opens"]
