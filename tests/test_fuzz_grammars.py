"""Fuzzing every notation grammar: any text gives a result or a clear error with a column —
never another exception, never a hang (hypothesis deadlines catch pathological slowness).

The quick run here uses a few hundred examples per grammar; `benchmarks/fuzz.py` runs the same
properties with many more (see its docstring)."""

from __future__ import annotations

import importlib
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paiju.errors import PaijuError

GRAMMARS: dict[str, tuple[str, str, list[str]]] = {
    # name: (module, function, valid samples to mutate)
    "gouji play": ("paiju.grammar.gouji", "parse_play",
                   ["2大花+3钱+4x10", "2Q+1小花", "3x钱", "1大花+1小花+2钱+4x5", "BF+2M+5x7"]),
    "gouji hand": ("paiju.grammar.gouji", "parse_hand",
                   ["2大花+1小花+3钱+4xA+2xK+5x10", "♠4 ♠4 ♥5 4s", "3x3,4x4,5x5"]),
    "mcr hand": ("paiju.grammar.mcr", "parse_hand",
                 ["[123m][EEEE]456p78s99s9s", "1112345678999m9m", "[345m,1]1122p55789sFF|ES1000|2",
                  "一万一万一万二万三万四万五万六万七万八万九万九万九万五万", "🀇🀈🀉🀊🀋🀌🀍🀎🀏🀀🀀🀀🀄🀄"]),
    "mcr tiles with melds": ("paiju.grammar.mcr", "parse_tiles_with_melds",
                             ["123m456p789s1155s", "[7777s1]23467m3456p", "23467m3456p45789s"]),
    "fuzhou hand": ("test_fuzz_grammars", "parse_fuzhou_hand",
                    ["123m 456m 789m 234s 678p 9s 金", "123m456m789m234s金金678p", "[5555p1]123m456m78s9s9s",
                     "123m456p789s1122s2s"]),
    "fuzhou flowers": ("paiju.grammar.fuzhou", "parse_flowers", ["EEEE春夏秋冬a", "abcdefgh", "东南西北"]),
    "fuzhou gold": ("paiju.grammar.fuzhou", "parse_gold", ["5p", "五饼", "🀝"]),
    "sanchazi play": ("paiju.grammar.sanchazi", "parse_play",
                      ["888JJ", "♦8♦8♦8", "8d8d8d", "大王大王大王", "334455", "333444 7788"]),
    "sanchazi hand": ("paiju.grammar.sanchazi", "parse_hand",
                      ["999QQ KKKAA 8888 ♠5♠5♠5 小王小王小王", "3 4 5 6 7 8 9 10 J Q K A 2"]),
}

# Everything a user might paste: the notations' own characters, Chinese text, emoji, mahjong
# and card glyphs, control and combining characters, fullwidth forms.
ALPHABET = st.one_of(
    st.sampled_from(list("0123456789xX×*+,;|[] \t\n-mpsEWNCFPTJQKAMabcdhSB")),
    st.sampled_from(list("大小花王钱万条饼筒东南西北中发白一二三四五六七八九十♠♥♣♦♤♡♧♢")),
    st.sampled_from(["🀇", "🀄", "🂡", "😀", "\x00", "\x1b", "\u0301", "\ufeff", "\u200b", "＋",
                     "２", "\ud7ff", "\U0010ffff"]),
    st.characters(),
)


def parse_fuzhou_hand(text: str):
    from paiju.grammar.fuzhou import parse_gold, parse_hand
    return parse_hand(text, parse_gold("5p"))


def _parser(name: str):
    module, function, _ = GRAMMARS[name]
    return getattr(importlib.import_module(module), function)


def check(parser, text: str) -> None:
    try:
        parser(text)
    except PaijuError as error:
        assert str(error).strip() and "\n" not in str(error)
        if error.offset is not None:
            assert 0 <= error.offset <= len(error.text)
            assert error.column is not None and error.column >= 1


@st.composite
def mutated(draw, samples: list[str]) -> str:
    text = list(draw(st.sampled_from(samples)))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace", "repeat"]))
        if action == "insert":
            text.insert(at, draw(ALPHABET))
        elif text and action == "delete":
            del text[min(at, len(text) - 1)]
        elif text and action == "replace":
            text[min(at, len(text) - 1)] = draw(ALPHABET)
        elif action == "repeat" and len(text) < 2000:  # long, not astronomically long
            text = text * draw(st.integers(2, 40))
    return "".join(text)


EXAMPLES = int(os.environ.get("PAIJU_FUZZ_EXAMPLES", "150"))  # benchmarks/fuzz.py raises it
FUZZ = settings(max_examples=EXAMPLES, deadline=10000,  # a hang, not a slow shared machine
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@pytest.mark.parametrize("name", list(GRAMMARS))
@FUZZ
@given(data=st.data())
def test_random_text_gives_a_result_or_a_located_error(name, data):
    check(_parser(name), data.draw(st.text(ALPHABET, max_size=60)))


@pytest.mark.parametrize("name", list(GRAMMARS))
@FUZZ
@given(data=st.data())
def test_mutated_valid_text_gives_a_result_or_a_located_error(name, data):
    check(_parser(name), data.draw(mutated(GRAMMARS[name][2])))


@pytest.mark.parametrize("name", list(GRAMMARS))
def test_very_long_input_is_answered_quickly(name):
    parser = _parser(name)
    for text in ["+" * 20000, "3" * 20000, "大" * 20000, "2Q+" * 5000, "[" * 20000,
                 " " * 20000 + "x"]:
        check(parser, text)
