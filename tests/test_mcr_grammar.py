"""The MCR hand notation (paiju.grammar.mcr): what reads, what it reads as, where errors
point, and the canonical form round trip."""

import pyparsing as pp
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mcr.situation import Situation
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import EAST, NORTH, SOUTH, WEST
from paiju.errors import IllegalHandError, NotationError, PaijuError
from paiju.grammar._common import parse
from paiju.grammar import mcr
from paiju.grammar.mcr import (
    hand_grammar, parse_hand, parse_hand_by_grammar, parse_tiles_with_melds,
    parse_tiles_with_melds_by_grammar, parse_wind,
)


def canonical(text: str) -> str:
    hand, situation = parse_hand(text)
    return hand.notation() + (situation or Situation()).notation()


@pytest.mark.parametrize("text, expected", [
    ("[234p][234p]22334p99s4p", "[234p][234p]22334p99s4p|EE0000"),
    ("[1111m1][2222p][SSSS2][CCCC3]5s5s", "[1111m1][2222p][SSSS2][CCCC3]5s5s|EE0000"),
    ("[345m,1]1122p33pEEEFF|ES1001|3", "[345m1]112233pEEEFF|ES1001|3"),
    ("[345m, 1] 1122p33pEEEFF | ES 1001 | abc", "[345m1]112233pEEEFF|ES1001|3"),
    ("[7777s5]11m22m33m44p55p5p", "[7777s5]112233m4455p5p|EE0000"),  # a promoted kong
    ("[123m][456m]12m 3m45m678m", "[123m][456m]1234567m8m|EE0000"),
    ("  [ 123m ] 456m 789m 11p 22p 2p ", "[123m]456789m1122p2p|EE0000"),
    ("一万一万一万二万三万四万五万六万七万八万九万九万九万五万", "1112345678999m5m|EE0000"),
    ("🀇🀇🀇🀈🀉🀊🀋🀌🀍🀎🀏🀏🀏🀄️", "1112345678999mC|EE0000"),
    ("[东东东][南南南][西西西]55万北北北", "[EEE][SSS][WWW]55mNNN|EE0000"),
    ("123m456p78s9s11sEE E|SN0110|", "123m456p11789sEEE|SN0110"),
    ("19m19p19sESWNCFPW|EE1000|8", "19m19p19sESWNCFPW|EE1000|8"),
    ("456m[123p]789s11pEE1p", "[123p]456m11p789sEE1p|EE0000"),  # melds may come anywhere
    # whitespace between tiles is ignored, inside a rank run too (pasted hands)
    ("123m456p789s11 5 5s5s", "123m456p1155789s5s|EE0000"),
    ("[1 2 3 m] 4 5 6 p 789s 1 1 5 5 s 5s", "[123m]456p1155789s5s|EE0000"),
    ("[555 p , 1]456m789s1155s5s", "[555p1]456m1155789s5s|EE0000"),
    ("一 二 三 万 456p789s1155s5s", "123m456p1155789s5s|EE0000"),
    # outside the tiles letters are read in either case; winds also in Chinese
    ("123m456p789s1155s5s|es1000|AB", "123m456p1155789s5s|ES1000|2"),
    ("123m456p789s1155s5s|东南0000", "123m456p1155789s5s|ES0000"),
    ("123m456p789s1155s5s|北東0000|h", "123m456p1155789s5s|NE0000|1"),
])
def test_accepted_hands_and_their_canonical_form(text, expected):
    assert canonical(text) == expected
    assert canonical(expected) == expected


def test_what_a_hand_reads_as():
    hand, situation = parse_hand("[123m,2][555p][7777s6][EEEE]9m9m|SW1011|ah")
    assert hand.melds == (Meld(SetKind.CHOW, 0, False, 2), Meld(SetKind.PUNG, 13),
                          Meld(SetKind.KONG, 24, False, 6), Meld(SetKind.KONG, EAST, True))
    assert hand.standing == (8,) and hand.winning_tile == 8
    assert situation == Situation(self_drawn=True, fourth_tile=False, last_tile=True,
                                  kong=True, seat_wind=WEST, round_wind=SOUTH, flowers=2)
    assert parse_hand("[NNN]123m456m789m1p1p")[1] is None
    assert parse_hand("123m456m789m11pEE1p|NN0000")[1].seat_wind == NORTH


@pytest.mark.parametrize("text, error, column, words", [
    ("123m#45m", NotationError, 5, "unknown character '#'"),
    ("123mX", NotationError, 5, "unknown character 'X'"),
    ("[x]", NotationError, 2, "unknown character 'x'"),
    ("m123", NotationError, 1, "suit 'm' has no ranks"),
    ("123m456p789s11p22pp", NotationError, 19, "suit 'p' has no ranks"),
    ("123m456p789s11122", NotationError, 13, "11122 has no suit"),  # the C++ drops these
    ("123m456p789s1p1p22", NotationError, 17, "22 has no suit"),
    ("12S", NotationError, 1, "S is an honour"),
    ("123m456p789s11p567z", NotationError, 16, "567 has no suit"),  # no Tenhou/helper 'z'
    ("123m456p789s11p4", NotationError, 16, "4 has no suit"),
    ("120m", NotationError, 3, "0 is not a tile rank"),
    ("[124m]123p456p789s1s1s", NotationError, 1, "[1m2m4m] is not a meld"),
    ("[12m]123p456p789s1s1s", NotationError, 1, "is not a meld"),
    ("[EEEEE]123p456p789s1s", NotationError, 1, "is not a meld"),
    ("[555p5]123m456m789s1s1s", NotationError, 6, "only for a promoted kong"),
    ("[123m4]456m789m123p1s1s", NotationError, 6, "a chow's claimed tile is 1-3"),
    ("[1111m4]456m789m123p1s1s", NotationError, 7, "a kong's source seat"),
    ("[123m", NotationError, 6, "expected ']'"),
    ("[]", NotationError, 2, "expected tiles"),
    ("[123m]]", NotationError, 7, "found ']'"),
    ("1111m234567899p1m", IllegalHandError, 16, "a fifth 1m"),
    ("[1111m]1m2345678999p", IllegalHandError, 8, "a fifth 1m"),
    ("[123m][123m][123m]1m23m123m", IllegalHandError, 26, "too many tiles"),
    ("123m456p789s11p22p3p4p", IllegalHandError, 21, "too many tiles"),
    ("123m", IllegalHandError, 5, "too few tiles"),
    ("123m456p789s1p|EE0000", IllegalHandError, 15, "too few tiles"),
    ("[EEE][SSS][WWW][NNN][CCC]P", IllegalHandError, 21, "5 melds"),
    ("123m456p789s11p22|EE0000", NotationError, 16, "22 has no suit"),
    ("123m456p789s11pEE|EX0000", NotationError, 20, "expected a wind"),
    ("123m456p789s11pEE|EE000", NotationError, 21, "four 0/1 flags"),
    ("123m456p789s11pEE|EE0000|9", NotationError, 26, "9 flowers"),
    ("123m456p789s11pEE|EE0000|aa", NotationError, 27, "flower 'a' twice"),
    ("123m456p789s11pEE|EE0000|i", NotationError, 26, "flower 'i' does not exist"),
    ("中中中发发发123m456p7p7px", NotationError, 25, "unknown character 'x'"),
    ("", NotationError, 1, "empty hand"),
    ("12 34 E", NotationError, 1, "12 34 has no suit"),
    ("1 0 2m", NotationError, 3, "0 is not a tile rank"),
    ("1 1 1 1m234567899p 1 m", IllegalHandError, 20, "a fifth 1m"),
    # flowers and lower-case honours among the tiles say where they belong
    ("123m456p789s11s5sa", NotationError, 18, "flowers go in the context suffix"),
    ("123m456p789s11se5s", NotationError, 16, "the honour is written E"),
    ("123m456p789s11s5s 春", NotationError, 19, "'春' is a flower: flowers go in the context"),
    ("[aaa]123m456p789s11s", NotationError, 2, "(…|EE0000|a)"),
    ("123m456p789s11s5s w", NotationError, 19, "honours are upper-case (W)"),
    ("123m456p789s1155s5s|ee0000|aA", NotationError, 29, "flower 'A' twice"),
])
def test_rejected_hands_name_the_problem_at_its_column(text, error, column, words):
    with pytest.raises(error) as caught:
        parse_hand(text)
    assert caught.value.column == column, str(caught.value)
    assert words in str(caught.value)


@st.composite
def hands(draw):
    """Random tiles (not necessarily winning) written in paiju's notation."""
    melds = draw(st.lists(st.sampled_from(
        ["[123m]", "[789s1]", "[555p]", "[EEE2]", "[1111m]", "[9999p5]", "[CCCC3]",
         "[345s,3]"]), max_size=4, unique=True))
    size = 14 - 3 * len(melds)
    standing = draw(st.lists(st.sampled_from(
        ["2m", "3m", "6m", "4p", "8p", "2s", "7s", "S", "W", "N", "F", "P"]),
        min_size=size, max_size=size))
    suffix = draw(st.sampled_from(["", "|EE0000", "|NW1010|3", "|SS0101|ceg"]))
    return "".join(melds) + "".join(standing) + suffix


@settings(max_examples=300, deadline=None)
@given(hands())
def test_canonical_form_reads_back_to_the_same_hand(text):
    try:
        hand, situation = parse_hand(text)
    except IllegalHandError:  # a fifth copy drawn at random
        return
    again = parse_hand(hand.notation() + (situation or Situation()).notation())
    assert again == (hand, situation or Situation())


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="123450mpsESWC[],| 01abiz中🀇enA东", max_size=24))
def test_the_fast_reader_and_the_stepwise_grammar_read_the_same_language(text):
    try:
        slow = parse(hand_grammar(), text, "hand")[0]
    except PaijuError:
        slow = None
    fast = mcr._read_fast(text, (mcr.HAND_TILES,))
    if fast is not None:  # where it answers, the grammar reads the same tiles
        assert slow is not None, repr(text)
        items, situation = slow
        melds = tuple(item.meld for item in items if isinstance(item, mcr._Meld))
        standing = tuple(code for item in items if isinstance(item, mcr._Tiles)
                         for code in item.codes)
        assert fast[0] == melds and fast[1] == standing and fast[3] == situation
    _same_answer(text)


@pytest.mark.parametrize("text, wind", [
    ("E", EAST), ("e", EAST), (" s ", SOUTH), ("W", WEST), ("n", NORTH),
    ("东", EAST), ("東", EAST), ("南", SOUTH), ("西", WEST), ("北", NORTH),
])
def test_a_wind_alone_is_read_as_in_the_context_suffix(text, wind):
    assert parse_wind(text) == wind
    hand, situation = parse_hand(f"123m456p789s1155s5s|{text.strip()}{text.strip()}0000")
    assert situation.seat_wind == situation.round_wind == wind


@pytest.mark.parametrize("value", ["X", "EE", "", "东风", "中", None, 1, ["E"]])
def test_anything_else_is_not_a_wind(value):
    with pytest.raises(NotationError) as caught:
        parse_wind(value)
    assert "E S W N (either case) or 东 南 西 北" in str(caught.value)


def _answer(read, text: str):
    """What a reader answers: its result (with a hand's canonical notation, which a hand
    read from canonical text keeps rather than writes), or its error's kind, message and
    offset."""
    try:
        found = read(text)
    except PaijuError as error:
        return type(error), error.message, error.offset
    if isinstance(found[0], Hand):
        return found, found[0].notation()
    return found


def _same_answer(text: str) -> None:
    assert _answer(parse_hand, text) == _answer(parse_hand_by_grammar, text), repr(text)
    assert _answer(parse_tiles_with_melds, text) == \
        _answer(parse_tiles_with_melds_by_grammar, text), repr(text)


def _left_to_the_grammar(text: str, sizes: tuple[int, ...]) -> bool:
    """Both fast paths decline ``text`` (the reader returns None, the pieces raise nothing):
    the fast reader's answer is then the grammar's own, by the same code."""
    try:
        if mcr._read_fast(text, sizes) is not None:
            return False
        mcr._refuse_by_pieces(text, sizes)
    except Exception:  # refused from the pieces: an answer of the fast side's own
        return False
    return True


def _same_answer_where_fast(text: str) -> int:
    """:func:`_same_answer` where the fast side answers without the grammar (a comparison of
    the grammar with itself cannot fail); how many of the two readings it compared."""
    compared = 0
    if not _left_to_the_grammar(text, (mcr.HAND_TILES,)):
        assert _answer(parse_hand, text) == _answer(parse_hand_by_grammar, text), repr(text)
        compared += 1
    if not _left_to_the_grammar(text, (mcr.HAND_TILES - 1, mcr.HAND_TILES)):
        assert _answer(parse_tiles_with_melds, text) == \
            _answer(parse_tiles_with_melds_by_grammar, text), repr(text)
        compared += 1
    return compared


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="123456789mps ESWNCFP[],|01ab东中🀇\t", max_size=30))
def test_the_fast_reader_answers_as_the_grammar_on_any_text(text):
    _same_answer(text)


def _random_hands(count: int, seed: int) -> list[str]:
    import random

    from mcr_hands import random_context, random_hand

    rng = random.Random(seed)
    return [random_hand(rng) + (random_context(rng) if rng.random() < 0.7 else "")
            for _ in range(count)]


def test_the_fast_reader_answers_as_the_grammar_on_random_hands():
    for text in _random_hands(300, 1):
        _same_answer(text)
        _same_answer(" ".join(text))  # pasted with spaces everywhere
        _same_answer(text.replace("|", " | ").lower())
        _same_answer(_before_the_draw(text))


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_the_fast_reader_answers_as_the_grammar_on_mutated_hands(data):
    text = data.draw(st.sampled_from(_MUTATION_SEEDS))
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        how = data.draw(st.sampled_from(["insert", "delete", "replace"]))
        char = data.draw(st.sampled_from(list("1590mpsESWNCFPabx[],| 東🀄")))
        if how == "insert":
            text = text[:at] + char + text[at:]
        elif how == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + char + text[at + 1:]
    _same_answer(text)


_MUTATION_SEEDS = _random_hands(60, 2)


def _before_the_draw(text: str) -> str:
    """The hand without its last standing tile (13 tiles, a kong as three)."""
    tiles, bar, context = text.partition("|")
    if tiles[-1] not in "mps":  # an honour
        return tiles[:-1] + bar + context
    run_goes_on = len(tiles) > 2 and tiles[-3].isdigit()  # 789s: 78s; 9s alone: nothing
    return (tiles[:-2] + tiles[-1] if run_goes_on else tiles[:-2]) + bar + context


def test_the_fast_reader_answers_as_the_grammar_on_every_one_character_change():
    """Plain ASCII hands (as datasets write them) are the fast reader's; every hand one
    character away from a legal one — a fifth copy, a tile too many or too few, a bad meld,
    offer, wind, flag or flower — reads, or fails at the same column, as the grammar says."""
    compared = texts = 0
    for text in _random_hands(12, 3):
        _same_answer(_before_the_draw(text))  # 13 tiles: what waits and shanten read
        for at in range(len(text) + 1):
            for char in "19mpsEP[]|,05a":
                compared += _same_answer_where_fast(text[:at] + char + text[at:])
                compared += _same_answer_where_fast(text[:at] + char + text[at + 1:])
                texts += 2
    # the fast side answered thousands itself (3,794 of the 18,368 readings as written)
    assert compared > texts // 3, (compared, texts)


# The fast reader cuts a hand into pieces looked up in a bounded memo (runs, melds, suffixes),
# each checked when first seen, the fifth copies counted in one sum, the canonical form known
# from the order of the runs: texts at the edges of those checks, read as the grammar reads them.
_SUITED_EDGES = [
    "14799m24458p369s9m|EW0000|5", "[456s][123p][789m]55m79s8s", "444666m88pWWCCCW|NW0010|5",
    "[1111m][1111m][1111m][1111m]1m1m",  # sixteen copies in kongs
    "[1111m][2222m][3333m][4444m]5m5m", "[1111m][2222m][3333m][4444m]1m5m",
    "[1111m][111m]1m2345678p9p", "[123m][123m][123m][123m]1m1m", "[123m][123m][123m][123m]5m5m",
    "[123m][123m][123m][123m]9m1m", "[111m]1m2345678999p1p", "[111m]23456789999p1m",
    "1111111111111m1m", "11111m2345678p9p", "1111m2345678999p1m", "1111m2345678999p9p",
    "1112345678999m9m", "1112345678999m1m", "11123456789999m", "2111345678999m9m",
    "1112345678999mE", "EEEESSSWWWNNNE", "EEESSSWWWNNNCE", "CCCEEESSSWWWNNE",
    "EEESSSWWWNNNC C", "[EEEE][SSSS][WWWW][NNNN]CC", "[EEEE][SSSS][WWWW][NNNN]EC",
    "[]123m456p789s11p2p", "[123m]]456p789s11p2p", "[12[3m]456p789s11p2p", "[123m][456p",
    "[123m,1][456p2][789s,3]11pE E", "[321m]456p789s11p22s2s", "[1234m]56p789s11p22s2s",
    "[EEEE5]456p789s11p22s2s", "[EEEE,5]456p789s11p22s2s", "[EEEE8]456p789s11p22s2s",
    "[EEE1][SSS2][WWW3]NNN1s1s", "[EEE4]123m456p789s1s1s", "[123m1][456p]789s11pEEE",
    "123m456p789s11pEEE|", "123m456p789s11pEEE|EE0000", "123m456p789s11pEEE|EE0000|",
    "123m456p789s11pEEE|EE0000|abc", "123m456p789s11pEEE|EE0000|aA", "123m456p789s11pEEE|EE0000|i",
    "123m456p789s11pEEE|EE0000|9", "123m456p789s11pEEE|EE0000|8", "123m456p789s11pEEE|EE0000|08",
    "123m456p789s11pEEE|ee1111|h", "123m456p789s11pEEE|EE0200", "123m456p789s11pEEE|EE00000",
    "123m456p789s11pEEE|EE0000|3|", "123m456p789s11pEEE|EE0000\n", "123m456p789s11pEEE|EE0000 ",
    "123m456p789s11pEEE|EE00001", "123m456p789s11pEEE|EE0000||", "123m456p789s11pEEE|EE0000|a1",
    "123m456p789s11pEEE|EE0000|ａ", "123m456p789s11pEEE|EE0000|٣", "123m456p789s11pEEE|EE0000| 3",
    "123m456p789s11pEEE|EW01", "123m456p789s11pEEE|E", "123m456p789s11pEEE|东南0000",
    "123m456p789s11pEEE\n", "123m456p789s11pEEE ", " 123m456p789s11pEEE",
    "123m456m789m11pEEE", "1m23m456p789s11pEEE", "123m456p789s11pEEE1m", "123m456p789s11pEEEm",
    "123m456p789s11p1m", "123m456p789s1p1p", "123m456p789s11p22p2p",
]


@pytest.mark.parametrize("text", _SUITED_EDGES)
def test_the_fast_reader_answers_as_the_grammar_at_the_edges_of_its_checks(text):
    _same_answer(text)
    _same_answer(text)  # read again: from the memos


def test_the_fast_reader_memo_stays_within_its_bound_and_answers_the_same(monkeypatch):
    memo = mcr._PIECES
    monkeypatch.setattr(memo, "bound", len(memo) + 5)
    for text in _random_hands(200, 4) + _SUITED_EDGES:
        _same_answer(text)
    assert len(memo) <= memo.bound


def test_a_hand_read_from_canonical_text_is_the_hand_of_its_parts():
    for text in _random_hands(100, 5):
        hand, _ = parse_hand(text)
        built = Hand(hand.melds, hand.standing, hand.winning_tile)
        assert hand == built and hash(hand) == hash(built)
        assert hand.notation() == built.notation() and repr(hand) == repr(built)
