"""One card notation for both card games (issue 26, docs/notation.md): the same texts read as
the same cards in Gouji and Sanchazi, the two per-game readings stay, errors say what to write."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from doc_examples import ROOT, examples, run
from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.errors import IllegalHandError, NotationError
from paiju.grammar import gouji, sanchazi
from paiju.grammar.cards import SPELLINGS

R = Rank


def gouji_cards(text: str) -> Counter[Card]:
    return Counter(gouji.parse_hand(text).cards)


def sanchazi_cards(text: str) -> Counter[Card]:
    return Counter(sanchazi.parse_hand(text).cards)


def cards(*spec) -> Counter[Card]:
    """Cards from (count, rank) or (count, rank, suit)."""
    return Counter({Card(*item[1:]): item[0] for item in spec})


@pytest.mark.parametrize("texts, expected", [
    (["55", "5 5", "5+5", "5,5", "2x5", "2 x 5", "2X5", "2×5", "2*5"], cards((2, R.FIVE))),
    (["99", "2x9"], cards((2, R.NINE))),
    (["1010", "TT", "T10", "10 10", "2x10", "2xT"], cards((2, R.TEN))),
    (["KK", "kk", "2xK", "K+K"], cards((2, R.KING))),
    (["22", "钱钱", "MM", "2x2", "2x钱", "钱 2"], cards((2, R.TWO))),
    (["5x5", "55555", "5 5 5 5 5", "2x5+3x5", "55 555"], cards((5, R.FIVE))),
    (["5s5s", "♠5♠5", "♠5 ♠5", "2x5s", "2x♠5", "5S,5s", "♤5♠5"], cards((2, R.FIVE, Suit.SPADES))),
    (["5s5h", "♠5♥5", "5s ♥5"], cards((1, R.FIVE, Suit.SPADES), (1, R.FIVE, Suit.HEARTS))),
    (["KKs", "K ♠K"], cards((1, R.KING), (1, R.KING, Suit.SPADES))),
    (["大王大王", "BJ BJ", "大花+BF", "2x大王", "2xbj", "大王 大花"], cards((2, R.BIG_JOKER))),
    (["小王小花", "SJ,SF", "2xSF", "sj sf"], cards((2, R.SMALL_JOKER))),
    (["888 JJ", "3x8+2xJ", "8 8 8 J J", "888,JJ"], cards((3, R.EIGHT), (2, R.JACK))),
])
def test_the_same_text_reads_as_the_same_cards_in_both_games(texts, expected):
    for text in texts:
        assert gouji_cards(text) == expected, text
        assert sanchazi_cards(text) == expected, text


@pytest.mark.parametrize("word", sorted(SPELLINGS))
def test_every_spelling_of_a_card_reads_in_both_games_alone_repeated_and_counted(word):
    rank = SPELLINGS[word]
    for written in (word, word.lower()):
        for text, count in [(written, 1), (written * 2, 2), (f"3x{written}", 3),
                            (f"{written} {written}", 2)]:
            assert gouji_cards(text) == cards((count, rank)), text
            assert sanchazi_cards(text) == cards((count, rank)), text
        if not rank.is_joker:
            for text in (f"♦{written}", f"{written}d"):
                assert gouji_cards(text) == cards((1, rank, Suit.DIAMONDS)), text
                assert sanchazi_cards(text) == cards((1, rank, Suit.DIAMONDS)), text


# a group written in a form both games read the same way: repeated, counted, or separated
WORDS = sorted(SPELLINGS)
groups = st.tuples(st.sampled_from(WORDS), st.integers(1, 3), st.sampled_from(["", "s", "♥"]),
                   st.sampled_from(["repeated", "counted", "spaced"]))


def written_group(word: str, count: int, suit: str, form: str) -> str:
    if SPELLINGS[word].is_joker:
        suit = ""
    card = f"{suit}{word}" if suit == "♥" else f"{word}{suit}"
    if form == "counted":
        return f"{count}x{card}"
    return (card * count) if form == "repeated" else " ".join([card] * count)


@given(st.lists(groups, min_size=1, max_size=6), st.sampled_from(["+", " ", ", "]))
def test_texts_in_the_shared_forms_read_alike_in_both_games(chosen, separator):
    text = separator.join(written_group(*group) for group in chosen)
    try:
        expected = gouji_cards(text)
    except IllegalHandError:
        return  # more copies than three packs hold is Sanchazi's error, not Gouji's
    try:
        assert sanchazi_cards(text) == expected, text
    except IllegalHandError:
        return  # more copies than three packs hold is Sanchazi's error, not Gouji's
    except NotationError as error:  # only Sanchazi's ambiguous sJ (a ♠ letter before J)
        assert "ambiguous" in str(error) and "SJ" in text.upper(), text


def test_the_two_readings_that_differ_by_game_documented():
    # a count touching a word or a suit symbol is a count in Gouji, two cards in Sanchazi
    assert gouji_cards("2Q") == cards((2, R.QUEEN))
    assert sanchazi_cards("2Q") == cards((1, R.TWO), (1, R.QUEEN))
    assert gouji_cards("2♣4") == cards((2, R.FOUR, Suit.CLUBS))
    assert sanchazi_cards("2♣4") == cards((1, R.TWO), (1, R.FOUR, Suit.CLUBS))
    # cards of two ranks touch in Sanchazi only
    assert sanchazi_cards("410") == cards((1, R.FOUR), (1, R.TEN))
    with pytest.raises(NotationError, match="write 4x10 for 4 × 10, or 4 10 for a 4 and a 10"):
        gouji.parse_hand("410")
    # both read a count separated from a word as two cards
    assert gouji_cards("2 大花") == sanchazi_cards("2 大花") == cards((1, R.TWO), (1, R.BIG_JOKER))


@pytest.mark.parametrize("text, column, words", [
    ("25", 2, "write 2x5, 55 or 5 5 for 2 × 5, or 2 5 for a 2 and a 5"),
    ("310", 2, "write 3x10, 101010 or 10 10 10 for 3 × 10, or 3 10 for a 3 and a 10"),
    ("105", 3, "write 10x5 for 10 × 5, or 10 5 for a 10 and a 5"),
    ("大花+25", 7, "between 2 and 5"),  # a Chinese character takes two cells
    ("KQ", 2, "expected '+', ',' or a space between K and Q (cards of two ranks touch); "
              "write K Q"),
    ("55 56", 5, "between 5 and 6"),
    ("♠5♥6", 3, "between ♠5 and ♥6"),
])
def test_gouji_touching_ranks_point_at_the_second_and_say_what_to_write(text, column, words):
    with pytest.raises(NotationError) as caught:
        gouji.parse_hand(text)
    assert caught.value.column == column
    assert words in str(caught.value)


def test_every_spelling_a_gouji_hint_offers_reads_as_it_says():
    for text, meant in [("25", {"2x5": cards((2, R.FIVE)), "2 5": cards((1, R.TWO), (1, R.FIVE))}),
                        ("310", {"3x10": cards((3, R.TEN)), "101010": cards((3, R.TEN))})]:
        with pytest.raises(NotationError) as caught:
            gouji.parse_hand(text)
        for spelling, expected in meant.items():
            assert spelling in caught.value.message
            assert gouji_cards(spelling) == expected


def test_a_joker_takes_no_suit_in_either_game():
    for parse in (gouji.parse_hand, sanchazi.parse_hand):
        with pytest.raises(NotationError, match="has no suit") as caught:
            parse("3 ♠大王")
        assert caught.value.column == 3


def test_an_s_before_f_is_the_small_flower_not_a_suit():
    assert sanchazi_cards("8sF") == cards((1, R.EIGHT), (1, R.SMALL_JOKER))
    assert gouji_cards("8 sf") == cards((1, R.EIGHT), (1, R.SMALL_JOKER))


def test_the_commands_answer_the_same_question_in_either_spelling(cli):
    def answer(args):
        result, data = cli.json([*args, "--format", "json"])
        assert result.exit_code in (0, 1), result.stderr
        del data["input"]
        return data

    assert answer(["gouji", "parse", "55"]) == answer(["gouji", "parse", "2x5"])
    assert answer(["gouji", "parse", "♠5♠5"]) == answer(["gouji", "parse", "5 5"])
    assert answer(["sanchazi", "type", "5x5"]) == answer(["sanchazi", "type", "55555"])
    assert answer(["sanchazi", "type", "3x8 JJ"]) == answer(["sanchazi", "type", "888JJ"])
    assert answer(["sanchazi", "type", "3x8d"]) == answer(["sanchazi", "type", "♦8♦8♦8"])


NOTATION_PAGE = ROOT / "docs" / "notation.md"


@pytest.mark.parametrize("example", examples(NOTATION_PAGE.read_text(encoding="utf-8")),
                         ids=lambda example: example.command)
def test_the_notation_page_shows_what_the_commands_print(example):
    assert run(example.command) == example.expected
