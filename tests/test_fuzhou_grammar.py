"""Fuzhou Mahjong notation: hands with golds and melds, the gold tile, flower tiles."""

from __future__ import annotations

import pytest

from paiju.engine.mahjong.shapes import SetKind
from paiju.errors import IllegalHandError, NotationError
from paiju.grammar.fuzhou import parse_flowers, parse_gold, parse_hand, write_hand

GOLD = 13  # 5p


def test_hand_with_melds_and_golds():
    hand = parse_hand("[123m][5555s1][7777s] 456m 22p 金 G 3p", GOLD)
    kinds = [(meld.kind, meld.concealed) for meld in hand.melds]
    assert kinds == [(SetKind.CHOW, False), (SetKind.KONG, False), (SetKind.KONG, True)]
    assert hand.standing == (3, 4, 5, 10, 10, 13, 13) and hand.winning_tile == 11
    assert hand.notation() == "[123m][5555s1][7777s]456m2255p3p"


def test_the_last_standing_tile_is_the_winning_tile_even_a_gold():
    assert parse_hand("123m 456m 789m 234s 678p 6s 金", GOLD).winning_tile == GOLD


@pytest.mark.parametrize("text", ["一二三万 四五六万 七八九万 二三四条 六七八饼 六条 金",
                                  "🀇🀈🀉 🀊🀋🀌 🀍🀎🀏 🀑🀒🀓 🀞🀟🀠 🀕 金"])
def test_chinese_and_unicode_tiles(text):
    assert parse_hand(text, GOLD) == parse_hand("123m 456m 789m 234s 678p 6s 金", GOLD)


@pytest.mark.parametrize("text, column, words", [
    ("123m 456m 789m 234s 678p 6s E", 29, "E (东) is a flower"),
    ("123m 456m 789m 234s 678p 6s 中", 29, "中) is a flower"),
    ("123m 456m 789m 234s 678p 6s a", 29, "a (梅) is a flower"),
    ("[EEE] 456m 789m 234s 678p 6s 9s", 2, "E (东) is a flower"),
    ("123m 456m 789m 234s 678p 6s", 28, "has 14 tiles (four sets and a pair) or 17"),
    ("[5555p1] 456m 789m 234s 678p 6s 6s", 1, "a gold in a meld"),
    ("[金55p] 456m 789m 234s 678p 6s 6s", 2, "a gold in a meld"),
    ("11111m 456m 789m 23s 6s", 5, "a fifth 1m"),
    ("[1111m1] 1m 456m 789m 234s 6s", 10, "a fifth 1m"),
    ("123m 456m 789m 234s 金金金金 7s", 27, "fourth gold"),
    ("[124m] 456m 789m 234s 678p 6s 6s", 1, "is not a meld"),
    ("[123m4] 456m 789m 234s 678p 6s 6s", 6, "seat 4 is impossible"),
    ("[123m5] 456m 789m 234s 678p 6s 6s", 6, "seat 5 is impossible"),
    ("123m 456m 789m 234s 678p 6 金", 26, "6 has no suit"),
    ("123m 456m 789m 234s 678p 6s 金 x", 32, "unknown character 'x'"),
])
def test_bad_hands_point_at_the_column(text, column, words):
    with pytest.raises((NotationError, IllegalHandError)) as caught:
        parse_hand(text, GOLD)
    assert words in caught.value.message and caught.value.column == column, caught.value


def test_a_kong_added_to_a_pung_is_exposed():
    hand = parse_hand("[1111m5] 456m 789m 234s 678p 6s 6s", GOLD)
    assert not hand.melds[0].concealed and hand.melds[0].offer == 5


def test_a_grabbed_gold_may_be_the_fourth_copy():
    hand = parse_hand("19m 19p 19s 2468m 246p 金 金 金 5p", GOLD, grabbed=True)
    assert hand.winning_tile == GOLD and hand.standing.count(GOLD) == 3


def test_gold_is_one_suited_tile():
    assert parse_gold("5p") == parse_gold("五饼") == parse_gold("🀝") == GOLD
    with pytest.raises(IllegalHandError, match="cannot be the gold: it is a flower; when a "
                       "flower is turned up, the banker keeps it and the next tile is turned"):
        parse_gold("E")
    with pytest.raises(IllegalHandError, match="cannot be the gold"):
        parse_gold("春")
    with pytest.raises(NotationError, match="one tile, not 2"):
        parse_gold("5p6p")


def test_flowers_in_every_spelling():
    letters = parse_flowers("EEEEefghabcdCFP")
    assert letters == parse_flowers("东东东东春夏秋冬梅兰竹菊中发白")
    assert letters == parse_flowers("🀀🀀🀀🀀🀦🀧🀨🀩🀢🀣🀤🀥🀄🀅🀆")
    assert len(letters) == 15


@pytest.mark.parametrize("text, words", [
    ("EEEEE", "too many 东"), ("春春", "too many 春"), ("5p", "is not a flower"),
    ("Ex", "unknown character"),
])
def test_bad_flowers(text, words):
    with pytest.raises((NotationError, IllegalHandError), match=words):
        parse_flowers(text)


@pytest.mark.parametrize("text", ["[123m][5555s1][7777s] 456m 22p 金 G 3p",
                                  "123m 456m 789m 234s 678p 9s 金", "金 金 金 19m 19p 19s 2468m 2468p"])
def test_canonical_form_reads_back(text):
    hand = parse_hand(text, GOLD)
    assert parse_hand(write_hand(hand, GOLD), GOLD) == hand


def test_canonical_form_writes_golds_as_gold():
    assert write_hand(parse_hand("[123m][5555s1][7777s] 456m 22p 金 G 3p", GOLD), GOLD) \
        == "[123m][5555s1][7777s]456m22p金金3p"


@pytest.mark.parametrize("text, size", [
    ("99s", 2), ("金金", 2), ("123m 99s", 5), ("123m 456m 99s", 8),
    ("123m 456m 789m 99s", 11), ("123m 456m 789m 123p 456p 789p 99s", 20),
    ("[1111m1] 99s", 5), ("[1111m1][2222m][3333m] 456m 789m 123p 99s", 20),
])
def test_a_winning_hand_has_14_or_17_tiles_section_4(text, size):
    with pytest.raises(IllegalHandError) as caught:
        parse_hand(text, GOLD)
    message = caught.value.message
    assert "14 tiles (four sets and a pair) or 17 (five sets and a pair)" in message
    assert f"this one has {size}" in message


@pytest.mark.parametrize("text", [
    "123m 456m 789m 234s 9s 金",                        # 14: the seed's four sets
    "123m 456m 789m 234s 678p 9s 金",                   # 17: the usual five sets
    "[1111m1][2222m] 456m 789m 234s 9s 金",             # 17, two kongs: 19 tiles in all
    "[1111m1][2222m][3333m][4444m][6666m] 9s 金",       # five kongs and a pair
])
def test_fourteen_or_seventeen_tiles_a_kong_counting_three_section_4(text):
    hand = parse_hand(text, GOLD)
    assert 3 * len(hand.melds) + len(hand.standing) + 1 in (14, 17)
