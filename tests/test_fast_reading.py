"""The fast paths of reading a replay record (issue 27) read exactly what the grammar reads:
a Gouji play in the engine's own writing, a Sanchazi piece of one card or of suitless cards
touching, and the two common action items; anything else is the grammar's, errors included."""

from __future__ import annotations

import random

import pytest

from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import Play, max_copies
from paiju.errors import PaijuError, RecordError
from paiju.grammar import gouji_replay, sanchazi_replay
from paiju.grammar.gouji import parse_hand, read_play, written_cards, written_play
from paiju.grammar import sanchazi


def _outcome(read, text):
    try:
        return read(text)
    except PaijuError as error:
        return type(error), str(error), error.offset


def _random_play(rng: random.Random) -> Play:
    while True:
        rank = rng.choice([None, *range(3, 15)])
        try:
            return Play(None if rank is None else Rank(rank),
                        0 if rank is None else rng.randint(1, 16), rng.randint(0, 16),
                        rng.randint(0, 4), rng.randint(0, 4))
        except PaijuError:
            continue


def test_a_gouji_play_in_its_own_writing_reads_as_the_grammar_reads_it() -> None:
    rng = random.Random(27)
    for _ in range(300):
        play = _random_play(rng)
        assert written_play(play.written) == read_play(play.written) == play


@pytest.mark.parametrize("text", ["3钱+2大花+4x10", "2x大花", "4 x 10", "4X10", "04x10", "17x9",
                                  "5x大花", "3x9+4xK", "1x3+1x3", "2大花+", "ＫＫ", "10x10",
                                  "2大花+3钱", "3x钱+1x9", "", "1x0", "2小花+2大花"])
def test_any_other_gouji_spelling_is_left_to_the_grammar(text: str) -> None:
    play = written_play(text)
    assert play is None or play == read_play(text)
    assert play is None or play.written == text


def test_a_sanchazi_play_read_by_pieces_is_what_the_grammar_reads() -> None:
    words = ["10", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A", "大王", "小王",
             "♠8", "♥10", "♣A", "♦2", " ", "1", "T", "x", "♠", "s", "8d", "SJ"]
    rng = random.Random(27)
    for _ in range(1500):
        text = "".join(rng.choice(words[:19] if rng.random() < 0.8 else words)
                       for _ in range(rng.randint(1, 14)))
        assert _outcome(sanchazi_replay.read_play, text) == \
            _outcome(sanchazi.read_play, text), text


@pytest.mark.parametrize("reader", [gouji_replay, sanchazi_replay], ids=["gouji", "sanchazi"])
def test_the_action_items_read_in_line_are_the_ones_read_one_by_one(reader) -> None:
    text = "1x9" if reader is gouji_replay else "99"
    reader.read_action({"seat": 0, "play": text})  # the play is met once, then remembered
    items = [{"seat": 1, "play": text}, {"seat": 2, "pass": True}, {"play": text, "seat": 0},
             {"seat": True, "pass": True}, {"seat": 1, "pass": 1}, {"seat": 1.0, "play": text},
             {"seat": 1, "play": text, "id": 3}, {"seat": 9, "pass": True}, [1, 2]]
    for index, item in enumerate(items):
        one = _outcome(lambda item: reader.read_action(item, index), item)
        before = [{"seat": 0, "pass": True}] * index
        assert _outcome(lambda item: reader.read_actions([*before, item])[-1], item) == one
        assert isinstance(one, tuple) == (index >= 3)
        if isinstance(one, tuple):
            assert one[0] is RecordError


def _hand_cards(text):
    try:
        return parse_hand(text).cards
    except PaijuError:
        return None


@pytest.mark.parametrize("rank", list(Rank), ids=lambda rank: rank.name)
def test_a_gouji_hand_term_in_its_own_writing_reads_as_the_grammar_reads_it(rank) -> None:
    """Every count of every rank, as hands are written (``4xQ``, ``2大花``), up to one more
    than the packs hold (which is the grammar's: its error)."""
    most = max_copies(rank)
    full = Hand((Card(rank),) * most).written
    texts = [Hand((Card(rank),) * count).written for count in range(1, most + 1)]
    for count, text in enumerate([*texts, full.replace(str(most), str(most + 1), 1)], 1):
        fast = written_cards(text)
        assert fast == _hand_cards(text) or (fast is None and count > max_copies(rank)), text
        assert fast is not None or count > max_copies(rank), text


@pytest.mark.parametrize("text", ["110", "23", "22", "2x2", "210", "12x3", "17x3", "0x3", "1X3",
                                  "1×3", "1xa", "9大花", "5大花", "2 x10", "1x10 ", "ＫＫ", "x3",
                                  "1x♠3", "1x3s", "2xT", "1钱", "3x钱", "100x3", "4x10+1x3", ""])
def test_any_other_gouji_hand_term_is_left_to_the_grammar(text: str) -> None:
    fast = written_cards(text)
    assert fast is None or fast == _hand_cards(text), text
    assert gouji_replay._hand_term.__wrapped__(text) == parse_hand(text).cards \
        if _hand_cards(text) is not None else True


def test_a_sanchazi_play_in_the_engines_writing_reads_as_the_grammar_reads_it() -> None:
    """:func:`sanchazi.written_cards` (no grammar) against the grammar: cards as card_text
    writes them, spaces, and now and then something it must leave to the grammar."""
    words = ["10", "2", "3", "5", "9", "J", "Q", "K", "A", "大王", "小王", "♠8", "♥10", "♣A",
             "♦2", " ", "1", "T", "x", "♠", "s", "8d", "SJ", "j", "\t", "+", "0", "3x"]
    rng = random.Random(15)
    for _ in range(1500):
        text = "".join(rng.choice(words[:16] if rng.random() < 0.8 else words)
                       for _ in range(rng.randint(1, 16)))
        assert _outcome(sanchazi.parse_play.__wrapped__, text) == \
            _outcome(sanchazi.read_play, text), text
        assert _outcome(sanchazi.parse_hand, text) == \
            _outcome(lambda text: sanchazi.check_copies(sanchazi.read_cards(text, "hand"), text,
                                                        "hand"), text), text


@pytest.mark.parametrize("text", ["5" + " " * 9000, "5" * 13, "♠5" * 4, "大王" * 4, " ", "",
                                  "5 ", " 5", "101", "1010", "♠大王"])
def test_a_sanchazi_text_the_fast_reader_must_leave_to_the_grammar(text: str) -> None:
    assert _outcome(sanchazi.parse_play.__wrapped__, text) == _outcome(sanchazi.read_play, text)
