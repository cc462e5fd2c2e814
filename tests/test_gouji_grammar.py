"""The Gouji play notation (gouji.md §2.2): what reads, what it reads as, and where errors point."""

import pytest

from paiju.engine.cardgame.cards import Rank
from paiju.errors import IllegalPlayError, NotationError
from paiju.grammar.gouji import parse_play, parse_terms


@pytest.mark.parametrize(
    "text, counts",
    [
        ("2大花+3钱+4x10", {Rank.BIG_JOKER: 2, Rank.TWO: 3, Rank.TEN: 4}),
        ("2Q+1小花", {Rank.QUEEN: 2, Rank.SMALL_JOKER: 1}),
        ("3x2", {Rank.TWO: 3}),
        ("3钱", {Rank.TWO: 3}),
        ("3M", {Rank.TWO: 3}),
        ("2", {Rank.TWO: 1}),
        ("10", {Rank.TEN: 1}),
        ("T", {Rank.TEN: 1}),
        ("10x5", {Rank.FIVE: 10}),
        ("16x5", {Rank.FIVE: 16}),
        ("2x8+1x8", {Rank.EIGHT: 3}),
        (" 4 x 10 ", {Rank.TEN: 4}),
        ("4X10", {Rank.TEN: 4}),
        ("4×10", {Rank.TEN: 4}),
        ("2bf+sf+m", {Rank.BIG_JOKER: 2, Rank.SMALL_JOKER: 1, Rank.TWO: 1}),
        ("大王+小王", {Rank.BIG_JOKER: 1, Rank.SMALL_JOKER: 1}),
        ("钱+3xK", {Rank.TWO: 1, Rank.KING: 3}),
        ("4大花+4小花+16钱+16xA", {Rank.BIG_JOKER: 4, Rank.SMALL_JOKER: 4, Rank.TWO: 16,
                                  Rank.ACE: 16}),
        ("2Q＋1小花", {Rank.QUEEN: 2, Rank.SMALL_JOKER: 1}),
        # errors before the notation was one with Sanchazi's (issue 26): touching cards of one rank
        ("22", {Rank.TWO: 2}),
        ("1010", {Rank.TEN: 2}),
        ("KKs", {Rank.KING: 2}),
    ],
)
def test_accepted_plays_read_as_their_cards(text, counts):
    assert parse_play(text).counts() == counts


@pytest.mark.parametrize(
    "text, error, column, words",
    [
        ("", NotationError, 1, "empty play"),
        ("   ", NotationError, 1, "empty play"),
        ("Z", NotationError, 1, "expected a card"),
        ("4x1", NotationError, 3, "found '1'"),
        ("2Q+", NotationError, 4, "end of the input"),
        ("2Q++3", NotationError, 4, "found '+'"),
        ("0x5", NotationError, 1, "at least 1"),
        ("2大花+ 00x5", NotationError, 8, "at least 1"),
        ("25", NotationError, 2, "'+', ',' or a space between 2 and 5"),
        ("101", NotationError, 3, "'+', ',' or a space or the end"),
        ("KsQ", NotationError, 3, "'+', ',' or a space between Ks and Q"),
        ("大花+Z", NotationError, 6, "found 'Z'"),
        ("1x5+2x10", IllegalPlayError, 5, "found 5 and 10"),
        ("2大花+3x9+Q", IllegalPlayError, 11, "found 9 and Q"),
        ("17x5", IllegalPlayError, 1, "only 16"),
        ("13x5+4x5", IllegalPlayError, 6, "17 × 5"),
        ("17钱", IllegalPlayError, 1, "only 16"),
        ("5大花", IllegalPlayError, 1, "only 4"),
        ("3小花+2SF", IllegalPlayError, 7, "5 × 小花"),
    ],
)
def test_rejected_plays_name_the_problem_and_the_display_column(text, error, column, words):
    with pytest.raises(error) as caught:
        parse_play(text)
    assert caught.value.column == column
    assert words in str(caught.value)


def test_columns_count_chinese_characters_as_two_cells():
    with pytest.raises(NotationError) as caught:
        parse_play("小花+大花+?")
    assert caught.value.offset == 6
    assert caught.value.column == 11


def test_terms_keep_their_offsets_and_counts():
    terms = parse_terms("2大花 + 3钱+4x10")
    assert [(t.count, t.rank, t.offset) for t in terms] == [
        (2, Rank.BIG_JOKER, 0), (3, Rank.TWO, 6), (4, Rank.TEN, 9)]
