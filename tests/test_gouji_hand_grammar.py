"""The Gouji hand notation: the play notation with many ranks, single cards and suits."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.gouji.hand import Hand
from paiju.errors import IllegalHandError, IllegalPlayError, NotationError
from paiju.grammar.gouji import parse_hand, parse_play, parse_play_from


@pytest.mark.parametrize(
    "text, counts",
    [
        ("2大花+1小花+3钱+4xA+2xK+5x10", {Rank.BIG_JOKER: 2, Rank.SMALL_JOKER: 1, Rank.TWO: 3,
                                        Rank.ACE: 4, Rank.KING: 2, Rank.TEN: 5}),
        ("大花 2 A A 10", {Rank.BIG_JOKER: 1, Rank.TWO: 1, Rank.ACE: 2, Rank.TEN: 1}),
        ("大花,小花，钱, 3", {Rank.BIG_JOKER: 1, Rank.SMALL_JOKER: 1, Rank.TWO: 1, Rank.THREE: 1}),
        ("2x8+1x8 8", {Rank.EIGHT: 4}),
        ("16x5+16x6", {Rank.FIVE: 16, Rank.SIX: 16}),
        ("4 x 10", {Rank.TEN: 4}),
        ("  3xQ  ", {Rank.QUEEN: 3}),
    ],
)
def test_hands_read_as_their_rank_counts(text, counts):
    assert parse_hand(text).counts == counts


def test_in_a_hand_a_count_touches_its_rank_so_a_space_separates_cards():
    assert parse_hand("2大花").counts == {Rank.BIG_JOKER: 2}
    assert parse_hand("2 大花").counts == {Rank.TWO: 1, Rank.BIG_JOKER: 1}
    assert parse_hand("2SF 2s").counts == {Rank.SMALL_JOKER: 2, Rank.TWO: 1}


@pytest.mark.parametrize(
    "text, cards",
    [
        ("♠4", [Card(Rank.FOUR, Suit.SPADES)]),
        ("4s", [Card(Rank.FOUR, Suit.SPADES)]),
        ("10H", [Card(Rank.TEN, Suit.HEARTS)]),
        ("Ts Qd", [Card(Rank.QUEEN, Suit.DIAMONDS), Card(Rank.TEN, Suit.SPADES)]),
        ("♤2", [Card(Rank.TWO, Suit.SPADES)]),
        ("2x♣4", [Card(Rank.FOUR, Suit.CLUBS)] * 2),
        ("2♣4", [Card(Rank.FOUR, Suit.CLUBS)] * 2),
        ("3x4d", [Card(Rank.FOUR, Suit.DIAMONDS)] * 3),
        ("♠4+4", [Card(Rank.FOUR), Card(Rank.FOUR, Suit.SPADES)]),
    ],
)
def test_suits_before_or_after_the_rank(text, cards):
    assert list(parse_hand(text).cards) == cards


@pytest.mark.parametrize(
    "text, error, column, words",
    [
        ("", NotationError, 1, "empty hand"),
        ("2Q Z", NotationError, 4, "expected a card"),
        ("大花+", NotationError, 6, "end of the input"),
        ("4s5", NotationError, 3, "'+', ',' or a space"),
        ("♠大花", NotationError, 1, "大花 has no suit"),  # Sanchazi's error, one reader (issue 26)
        ("大花s", NotationError, 5, "'+', ',' or a space"),
        ("0x5", NotationError, 1, "at least 1"),
        ("17x4", IllegalHandError, 1, "only 16"),
        ("10x4 小花 7x4", IllegalHandError, 11, "17 × 4"),
        ("3大花 2BF", IllegalHandError, 7, "5 × 大花"),
        ("4x♣10+♣10", IllegalHandError, 7, "5 × ♣10"),
    ],
)
def test_rejected_hands_name_the_problem_and_the_display_column(text, error, column, words):
    with pytest.raises(error) as caught:
        parse_hand(text)
    assert caught.value.column == column
    assert words in str(caught.value)


def test_one_notation_one_meaning_a_count_touches_its_rank_in_plays_as_in_hands_documented():
    for text, counts in [("2大花", {Rank.BIG_JOKER: 2}),
                         ("2 大花", {Rank.TWO: 1, Rank.BIG_JOKER: 1}),
                         ("3 K", {Rank.THREE: 1, Rank.KING: 1}),
                         ("2 x 大花", {Rank.BIG_JOKER: 2})]:
        assert parse_hand(text).counts == counts
    assert parse_play("2 大花").counts() == {Rank.TWO: 1, Rank.BIG_JOKER: 1}
    assert parse_play("2 大花").written == "1大花+1x钱"
    assert parse_play("2 x 大花").counts() == {Rank.BIG_JOKER: 2}
    with pytest.raises(IllegalPlayError, match="found 3 and K"):
        parse_play("3 K")  # a 3 and a K, as in a hand: two natural ranks, no play


@pytest.mark.parametrize("text, counts", [
    ("KK", {Rank.KING: 2}), ("qqq", {Rank.QUEEN: 3}), ("TT", {Rank.TEN: 2}),
    ("10 10", {Rank.TEN: 2}), ("♠5", {Rank.FIVE: 1}), ("5s 5h", {Rank.FIVE: 2}),
    ("大花大花", {Rank.BIG_JOKER: 2}), ("钱钱+KK", {Rank.TWO: 2, Rank.KING: 2}),
    ("2 2 A A", {Rank.TWO: 2, Rank.ACE: 2}), ("5,5", {Rank.FIVE: 2}),
    ("大花 小花, 钱 ♠7 7", {Rank.BIG_JOKER: 1, Rank.SMALL_JOKER: 1, Rank.TWO: 1, Rank.SEVEN: 2}),
])
def test_plays_accept_every_form_the_hand_notation_accepts(text, counts):
    assert parse_play(text).counts() == counts
    assert parse_hand(text).counts == counts


def test_a_play_with_two_natural_ranks_is_no_play_however_it_is_written():
    for text in ["5 7", "4s 5s", "KK QQ", "1x5+2x10"]:
        with pytest.raises(IllegalPlayError, match="one natural rank only"):
            parse_play(text)
    with pytest.raises(IllegalPlayError, match="5 × ♠5"):
        parse_play("4x♠5 ♠5")


def test_a_play_taken_from_a_hand_must_be_in_it_error_at_the_term():
    hand = parse_hand("2大花+3x9+1钱")
    assert parse_play_from("1大花+1钱+2x9", hand).size == 4
    with pytest.raises(IllegalPlayError) as caught:
        parse_play_from("2x9+1大花+2大花", hand)
    assert "takes 3 × 大花, the hand holds 2" in str(caught.value)
    assert caught.value.column == 11


hands = st.lists(
    st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from([None, *Suit])), max_size=40
).map(lambda cards: [card if not card.rank.is_joker else Card(card.rank) for card in cards])


@given(hands)
def test_both_written_forms_read_back(cards):
    try:
        hand = Hand(tuple(cards))
    except IllegalHandError:
        return
    if not hand.size:
        return
    assert parse_hand(hand.card_list) == hand
    assert parse_hand(hand.written).counts == hand.counts


def test_the_referees_fast_hand_reader_reads_repeated_ranks_as_the_hand_grammar():
    from paiju.grammar.gouji_replay import read_hand

    for text in ["KK+QQQ+大花大花", "2 2+A A", "KK+KKs", "TT+10 10"]:
        try:
            expected = parse_hand(text)
        except (NotationError, IllegalHandError) as error:
            with pytest.raises(type(error), match=re.escape(str(error))):
                read_hand(text)
            continue
        assert read_hand(text) == expected
