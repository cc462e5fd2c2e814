"""The shared tile primitives (paiju.engine.mahjong.tiles) and the game-neutral tile notation."""

import pytest

from paiju.engine.mahjong.tiles import (
    EAST,
    GLYPHS,
    KINDS,
    LABELS,
    NAMES_ZH,
    RED,
    WHITE,
    Suit,
    Tile,
    counts_of,
    numbered,
    write_glyphs,
    write_tiles,
)
from paiju.errors import NotationError
from paiju.grammar.mcr import parse_tiles_with_melds
from paiju.grammar.tiles import decode_codes, parse_tiles


def test_codes_names_and_glyphs():
    assert LABELS[:3] == ("1m", "2m", "3m") and LABELS[9] == "1p" and LABELS[26] == "9s"
    assert LABELS[EAST:WHITE + 1] == tuple("ESWNCFP")
    assert NAMES_ZH[0] == "一万" and NAMES_ZH[13] == "五饼" and NAMES_ZH[26] == "九条"
    assert NAMES_ZH[EAST:WHITE + 1] == tuple("东南西北中发白")
    assert GLYPHS[0] == "🀇" and GLYPHS[9] == "🀙" and GLYPHS[18] == "🀐"
    assert GLYPHS[EAST] == "🀀" and GLYPHS[RED] == "🀄" and GLYPHS[WHITE] == "🀆"
    assert Tile.PLUM.glyph == "🀢" and Tile.WINTER.glyph == "🀩" and Tile.PLUM.label == "a"


def test_tile_properties():
    assert Tile.M1.suit is Suit.CHARACTERS and Tile.P5.rank == 5 and Tile.S9.is_terminal
    assert Tile.EAST.is_honor and Tile.EAST.rank is None and not Tile.M5.is_terminal
    assert Tile.RED.suit is Suit.DRAGONS and Tile.NORTH.suit is Suit.WINDS
    assert Tile.AUTUMN.suit is Suit.FLOWERS and not Suit.FLOWERS.is_numbered
    assert numbered(Suit.BAMBOO, 9) == Tile.S9


def test_write_tiles_shares_one_suit_letter_per_run():
    assert write_tiles([0, 1, 2, 9, 9, EAST, RED]) == "123m11pEC"
    assert write_tiles([]) == ""
    assert write_glyphs([0, EAST]) == "🀇🀀"
    assert counts_of([0, 0, 33])[0] == 2 and len(counts_of([])) == KINDS


@pytest.mark.parametrize("text, codes", [
    ("123m", [0, 1, 2]),
    ("一二三万", [0, 1, 2]),
    ("五饼七筒九条三索", [13, 15, 26, 20]),
    ("123萬", [0, 1, 2]),
    ("东南西北中发白", list(range(27, 34))),
    ("東發红中发财白板东风", [27, 32, 31, 32, 33, 27]),
    ("🀇🀙🀐🀀🀄️🀆", [0, 9, 18, 27, 31, 33]),
    ("🀄\ufe0e🀄", [31, 31]),
    ("ESWNCFP", list(range(27, 34))),
])
def test_every_spelling_reads_as_its_tiles(text, codes):
    assert decode_codes(text) == codes
    assert [code for code, _ in parse_tiles(text)] == codes


@pytest.mark.parametrize("text, column, words", [
    ("123m45", 5, "45 has no suit"),
    ("12S", 1, "S is an honour"),
    ("m", 1, "suit 'm' has no ranks"),
    ("105m", 2, "0 is not a tile rank"),
    ("123mX", 5, "unknown character 'X'"),
    ("中中x", 5, "unknown character 'x'"),  # Chinese characters take two columns
])
def test_tile_mistakes_are_named_at_their_column(text, column, words):
    with pytest.raises(NotationError) as caught:
        parse_tiles(text)
    assert caught.value.column == column and words in str(caught.value)


def test_a_rank_run_without_a_suit_across_lines_is_named_on_one_line():
    """MCR reads whitespace inside a rank run (``3 4 5 s``): a run with no suit may then span
    a line break, and its error still says it on one line (found by tests/test_fuzz_grammars)."""
    with pytest.raises(NotationError) as caught:
        parse_tiles_with_melds("123m456p789s1\n155")
    assert "1 155 has no suit after it" in str(caught.value) and "\n" not in str(caught.value)
