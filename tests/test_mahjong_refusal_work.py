"""Issue 25 point 5 for the MCR and Fuzhou notations: a bad 8 KB line is refused after work
that does not grow with the line beyond what its first error needs — counted, not timed: the
grammar's work (:class:`GrammarWork`) — with the message and column the grammar gives.  And the Fuzhou plain reader, which reads plain
texts in place of the grammar, answers as the grammar does."""

from __future__ import annotations

import random

import pyparsing as pp
import pytest

from paiju.errors import IllegalHandError, NotationError, PaijuError
from paiju.grammar import fuzhou, mcr, tiles

# --- work counted ------------------------------------------------------------------------


class GrammarWork:
    """The work of the grammar while installed: pyparsing elements tried
    (``ParserElement._parseNoCache``, what every parse runs through), characters handed to
    pyparsing to read (``parse_string``: one regex token may read a whole line of touching
    tiles), and tiles decoded one by one with their offsets (``iter_tiles``, what the grammar's
    tokens become)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.count = 0
        tried, parse_string = pp.ParserElement._parseNoCache, pp.ParserElement.parse_string
        decode = tiles.iter_tiles

        def counted(element, *args, **kwargs):
            self.count += 1
            return tried(element, *args, **kwargs)

        def given(element, text, *args, **kwargs):
            self.count += len(text)
            return parse_string(element, text, *args, **kwargs)

        def decoded(*args, **kwargs):
            for found in decode(*args, **kwargs):
                self.count += 1
                yield found

        monkeypatch.setattr(pp.ParserElement, "_parseNoCache", counted)
        monkeypatch.setattr(pp.ParserElement, "_parse", counted)  # packrat off: the same
        monkeypatch.setattr(pp.ParserElement, "parse_string", given)
        monkeypatch.setattr(tiles, "iter_tiles", decoded)
        monkeypatch.setattr(mcr, "iter_tiles", decoded)


def _refusal(cli, args: list[str], text: str, work: GrammarWork) -> tuple[str, int]:
    work.count = 0
    error = cli.error([arg.replace("TEXT", text) for arg in args])
    return error, work.count


# Each command given 8 KB of a unit whose first error is early (a hand too big, too many
# melds, a flower among a Fuzhou hand's tiles, a gold of many tiles, a fifth flower) or is
# the size only the whole hand shows (Fuzhou's, reported at the end), and 40 units of the
# same: the same error at the same column, and no more grammar work for the long line than
# for the short one.  {n}: what the error counts, ``per_unit`` a unit; {end}: the end column
# (where no wide character comes before it).
LINES = [
    (["mcr", "score", "TEXT"], "1m", 1, "too many tiles: a winning hand has 14 (a kong counts "
     "as 3), this one has {n} (column 29"),
    (["mcr", "score", "TEXT"], "[123m]", 1, "{n} melds: a hand has at most 4 (column 25"),
    (["mcr", "score", "TEXT"], "1m ", 1, "this one has {n} (column 43"),
    (["mcr", "waits", "TEXT"], "E", 1, "a hand has 13 tiles (a kong counts as 3), this one has "
     "{n} (column 14"),
    (["mcr", "shanten", "TEXT"], "123p", 3, "a hand has 13 or 14 tiles (a kong counts as 3), "
     "this one has {n} (column 19"),
    (["fuzhou", "wins", "--gold", "5p", "TEXT"], "E1m", 1, "E (东) is a flower in Fuzhou "
     "Mahjong"),
    (["fuzhou", "score", "--gold", "5p", "TEXT"], "[123m]", 3, "this one has {n} (column {end}"),
    (["fuzhou", "score", "--gold", "5p", "TEXT"], "1m 金 ", 2, "this one has {n} (column "),
    (["fuzhou", "claim", "--gold", "TEXT", "--discarder", "e", "--hand", "s:1m", "5p"], "5p",
     1, "the gold is one tile, not {n} (column 3"),
    (["fuzhou", "flowers", "TEXT"], "E", 1, "too many 东 (E): the set holds 4 (column 5"),
]


@pytest.mark.parametrize("args, unit, per_unit, error", LINES,
                         ids=lambda value: str(value)[:24])
def test_an_8kb_bad_line_costs_the_grammar_no_more_than_its_first_40_units(
        cli, monkeypatch, args, unit, per_unit, error):
    grammar = GrammarWork(monkeypatch)
    repeat = 8192 // len(unit)
    answers = {}
    for count in (40, repeat):
        text = unit * count
        expected = error.format(n=count * per_unit, end=len(text.rstrip()) + 1)
        message, done = _refusal(cli, args, text, grammar)
        assert expected in message, (count, message)
        answers[count] = done
    # the grammar is asked at most what the 40 units cost it (a constant for the command's
    # other arguments); before, the 8 KB line cost it 200 times as much
    assert answers[repeat] <= answers[40] + 50, answers


def test_the_counter_counts_the_grammar(cli, monkeypatch):
    """The counter sees the grammar's work when the grammar reads: a hand spelled in Chinese
    (left to the grammar) costs elements in proportion to its tokens."""
    grammar = GrammarWork(monkeypatch)
    _, few = _refusal(cli, ["fuzhou", "wins", "--gold", "5p", "TEXT"], "一万 " * 5, grammar)
    _, many = _refusal(cli, ["fuzhou", "wins", "--gold", "5p", "TEXT"], "一万 " * 50, grammar)
    assert few > 0 and many > 5 * few


# --- the Fuzhou plain reader answers as the grammar ----------------------------------------


def _answer(read, text: str):
    try:
        found = read(text)
    except PaijuError as error:
        return type(error), error.message, error.offset
    return found


def _by_grammar(monkeypatch: pytest.MonkeyPatch, read, text: str):
    with monkeypatch.context() as patched:
        patched.setattr(fuzhou, "_plain_items", lambda text, golds: None)
        return _answer(read, text)


READERS = {
    "hand": lambda text: fuzhou.parse_hand(text, 13),
    "grabbed hand": lambda text: fuzhou.parse_hand(text, 13, grabbed=True),
    "gold": fuzhou.parse_gold,
    "flowers": fuzhou.parse_flowers,
}
SEEDS = ["[123m][5555s1][7777s] 456m 22p 金 G 3p", "123456789m11p22s金金", "[555p,2]123m456s77p金",
         "EEEE春夏ab", "abcdefgh", "5p", "[EEE]123m456p789s1p1p", "11122233344455566m"]


def test_the_plain_reader_answers_as_the_grammar_on_every_one_character_change(monkeypatch):
    texts = set(SEEDS)
    for seed in SEEDS:
        for at in range(len(seed) + 1):
            for char in "159mpsEa金G[], 0x\t":
                texts.add(seed[:at] + char + seed[at:])
                texts.add(seed[:at] + char + seed[at + 1:])
    rng = random.Random(5)
    texts |= {"".join(rng.choice(["1m", "23p", "9s", "金", "G", "E", "h", " ", "[123m]",
                                  "[5555p1]", "[555p,6]", "[124m]", "[EEE]", "["])
                      for _ in range(rng.randint(1, 12))) for _ in range(600)}
    plain = 0
    for text in sorted(texts):
        for name, read in READERS.items():
            if _left_to_the_grammar(text, golds=name.endswith("hand")):
                continue  # the reader is then the grammar itself: nothing to compare
            assert _answer(read, text) == _by_grammar(monkeypatch, read, text), (name, text)
        plain += fuzhou._plain_items(text, True) is not None
    assert plain > 300  # the plain reader read many of them (not all left to the grammar)


def _left_to_the_grammar(text: str, golds: bool) -> bool:
    """The plain reader declines ``text`` (None, no error): the reader's answer is then the
    grammar's, by the same code."""
    try:
        return fuzhou._plain_items(text, golds) is None
    except Exception:  # an answer of the plain reader's own: compared
        return False


@pytest.mark.parametrize("unit", ["1m", "[123m]", "1m ", " E", "123p", "一万", "1m2p", "[EEEE]",
                                  "1 ", "1m|EE0000"])
def test_an_8kb_mcr_line_is_refused_as_the_grammar_refuses_it(unit):
    """The refusal read from the fast reader's pieces is the grammar's, message and column."""
    text = unit * (8192 // len(unit))
    for fast, grammar in ((mcr.parse_hand, mcr.parse_hand_by_grammar),
                          (mcr.parse_tiles_with_melds, mcr.parse_tiles_with_melds_by_grammar)):
        assert _answer(fast, text) == _answer(grammar, text)
        assert _answer(fast, text)[0] in (IllegalHandError, NotationError)
