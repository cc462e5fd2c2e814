"""Shanten (向听数) of MCR hands: fixed cases with known answers, properties that tie the
counting to the winning shapes of paiju.engine.mahjong.shapes, and the 13/14-tile hand notation.
These run without the reference; test_mcr_shanten_reference.py cross-checks it."""

from __future__ import annotations

import random

import pytest

from paiju.engine.mahjong import shanten
from paiju.engine.mcr.analysis import HandTiles, analyse, readings
from paiju.engine.mahjong.shanten import PartKind, form_shanten, useful_tiles
from paiju.engine.mahjong.shapes import Form
from paiju.engine.mahjong.shapes import (
    honors_and_knitted,
    is_complete,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_straight_in,
    seven_pairs_wait,
    waiting_tiles,
)
from paiju.engine.mahjong.tiles import KINDS, LABELS, write_tiles
from paiju.errors import IllegalHandError, NotationError
from paiju.grammar.mcr import parse_tiles_with_melds
from shanten_hands import random_hand

R, SP, TO, HK, KS = (Form.REGULAR, Form.SEVEN_PAIRS, Form.THIRTEEN_ORPHANS,
                     Form.HONORS_AND_KNITTED, Form.KNITTED_STRAIGHT)


def hand(text: str) -> HandTiles:
    melds, standing, _ = parse_tiles_with_melds(text)
    return HandTiles.of(melds, standing)


def labels(tiles) -> str:
    return write_tiles(sorted(tiles))


# ---------------------------------------------------------------------------------------
# Known answers: (hand, {form: shanten}, useful tiles of the best forms)

KNOWN = [
    # 九莲宝灯: ready on all nine characters
    ("1112345678999m", {R: 0, SP: 4, TO: 10, HK: 10, KS: 5}, "123456789m"),
    # 十三幺 thirteen-sided: each orphan completes it; nothing else reads at all
    ("19m19p19sESWNCFP", {R: 8, SP: 6, TO: 0, HK: 4, KS: 9}, "19m19p19sESWNCFP"),
    # six pairs and a lone East
    ("1133m2277p5599sE", {R: 3, SP: 0, TO: 9, HK: 9, KS: 6}, "E"),
    # 组合龙 147m 258p 369s with a pair and 78p: waits 6p 9p
    ("147m258p369s55m78p", {R: 4, SP: 4, TO: 11, HK: 4, KS: 0}, "69p"),
    # three chows laid down, a double-pair wait; the other forms are ruled out
    ("[123m][456p][789s]EESS", {R: 0, SP: None, TO: None, HK: None, KS: None}, "ES"),
    # one meld still leaves room for the knitted straight, ready on 5m
    ("[EEE]147m258p369s5m", {R: 5, SP: None, TO: None, HK: None, KS: 0}, "5m"),
    # a lone tile after four melds (a kong among them)
    ("[123m][456p][7777s][EEE]S", {R: 0, SP: None, TO: None, HK: None, KS: None}, "S"),
    # nothing connects; ten distinct orphans without a pair, so every orphan helps
    ("159m159p159sESWN", {R: 8, SP: 6, TO: 3, HK: 6, KS: 8}, "19m19p19sESWNCFP"),
]


@pytest.mark.parametrize("text, expected, useful", KNOWN, ids=[case[0] for case in KNOWN])
def test_known_shanten_and_useful_tiles(text, expected, useful):
    result = analyse(hand(text))
    assert result.shanten == expected
    assert result.overall == min(v for v in expected.values() if v is not None)
    assert labels(item.tile for item in result.useful) == useful
    assert result.discards is None


def test_known_useful_tiles_per_form():
    counts = hand("1133m2277p5599sE").counts()
    assert labels(useful_tiles(SP, counts)) == "E"
    assert labels(useful_tiles(R, counts)) == "123m27p59s"  # pairs to pungs, 13m to a chow
    # with a pair of orphans only the missing orphans help; without one, every orphan does
    assert labels(useful_tiles(TO, counts)) == "9m19p1sSWNCFP"
    assert labels(useful_tiles(TO, hand("19m19p19sESWNC28p").counts())) \
        == "19m19p19sESWNCFP"


def test_complete_14_tile_hands_are_minus_one_in_their_form():
    assert analyse(hand("123m456p789sEEESS")).shanten[R] == -1
    assert analyse(hand("1133m2277p5599sEE")).shanten[SP] == -1
    assert analyse(hand("19m19p19sESWNCFPP")).shanten[TO] == -1
    assert analyse(hand("147m258p369sESWNC")).shanten[HK] == -1
    assert analyse(hand("147m258p369s55m789p")).shanten[KS] == -1
    assert analyse(hand("[123m][456p][789s][EEE]SS")).overall == -1


def test_four_alike_count_as_two_pairs_for_seven_pairs():
    assert form_shanten(SP, hand("1111m2233p5566sEW").counts()) == 0


def test_a_tile_whose_four_copies_the_hand_holds_is_not_useful_documented():
    ready = analyse(hand("1111m234p567p789p"))  # ready by shape on 1m alone
    assert ready.overall == 0 and ready.useful == () and ready.unseen_total == 0
    far = analyse(hand("1111m23456789p1s"))
    assert far.overall == 1 and "1m" not in [LABELS[item.tile] for item in far.useful]
    in_melds = analyse(hand("[SSS1]19999m1111sSN"))  # the fourth S stands beside the pung
    assert all(LABELS[item.tile] != "S" for option in in_melds.discards
               for item in option.useful)
    assert all(item.unseen > 0 for option in in_melds.discards for item in option.useful)


def test_unseen_counts_copies_in_melds_and_standing():
    item = hand("[555p][456p]4p789sEESS")
    result = analyse(item)
    best = result.discards[0]
    assert (LABELS[best.tile], best.shanten) == ("4p", 0)
    assert [(LABELS[u.tile], u.unseen) for u in best.useful] == [("E", 2), ("S", 2)]
    # 4p: one in the chow, one standing (discarded, still seen); 5p: four in the melds
    assert item.seen()[12] == 2 and item.seen()[13] == 4
    by_tile = {LABELS[option.tile]: option for option in result.discards}
    assert ("4p", 2) in [(LABELS[u.tile], u.unseen) for u in by_tile["E"].useful]
    assert all(u.unseen == 4 - item.seen()[u.tile]
               for option in result.discards for u in option.useful)


def test_discard_advice_puts_the_ready_discard_first():
    result = analyse(hand("123m456p789s1155sE"))
    first, second = result.discards[:2]
    assert (LABELS[first.tile], first.shanten, first.forms) == ("E", 0, (R,))
    assert [(LABELS[u.tile], u.unseen) for u in first.useful] == [("1s", 2), ("5s", 2)]
    assert first.unseen_total == 4
    assert second.shanten == 1
    shanten_then_unseen = [(option.shanten, -option.unseen_total) for option in result.discards]
    assert shanten_then_unseen == sorted(shanten_then_unseen)
    assert {LABELS[option.tile] for option in result.discards} == \
        {"1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1s", "5s", "E"}


def test_discard_can_switch_forms():
    # six pairs and two loose tiles: dropping either leaves seven pairs ready
    result = analyse(hand("1133m2277p5599sEW"))
    assert result.overall == 0 and result.best_forms == (SP,)
    assert {(LABELS[o.tile], o.forms) for o in result.discards if o.shanten == 0} == \
        {("E", (SP,)), ("W", (SP,))}


def test_readings_name_the_groups():
    found = readings(hand("147m258p369s55m78p"))
    straight = found[KS]
    assert straight.shanten == 0
    assert [(part.kind, write_tiles(part.tiles)) for part in straight.parts] == [
        (PartKind.KNITTED, "147m258p369s"), (PartKind.PAIR, "55m"),
        (PartKind.TWO_IN_A_ROW, "78p")]
    assert found[TO].missing and found[SP].parts[0].kind is PartKind.PAIR
    with_melds = readings(hand("[123m][456p][789s]EESS"))
    assert with_melds[SP] is None
    assert [(part.kind, write_tiles(part.tiles)) for part in with_melds[R].parts] == [
        (PartKind.PAIR, "EE"), (PartKind.TWO_ALIKE, "SS")]


# ---------------------------------------------------------------------------------------
# Properties, tied to the winning shapes (an independent implementation)


def _complete(form: Form, counts: list[int], melds: int) -> bool:
    if form is R:
        return is_complete(counts)
    if form is SP:
        return is_seven_pairs(counts)
    if form is TO:
        return is_thirteen_orphans(counts)
    if form is HK:
        return honors_and_knitted(counts) is not None
    straight = knitted_straight_in(counts)
    if straight is None:
        return False
    rest = list(counts)
    for tile in straight:
        rest[tile] -= 1
    return is_complete(rest)


def _each_form_of_random_hands(seed: int, size: int, count: int):
    """(hand, counts, melds, form, shanten) for every form the melds allow."""
    rng = random.Random(seed)
    for _ in range(count):
        item = random_hand(rng, size)
        counts, melds = item.counts(), len(item.melds)
        for form in Form:
            value = form_shanten(form, counts, melds)
            assert (value is None) == (melds > form.max_melds)
            if value is not None:
                yield item, counts, melds, form, value


def _shanten_after(form: Form, counts: list[int], melds: int, tile: int, change: int) -> int:
    counts[tile] += change
    value = form_shanten(form, counts, melds)
    counts[tile] -= change
    return value


def test_14_tiles_are_minus_one_exactly_when_complete_and_else_the_best_discard():
    for item, counts, melds, form, value in _each_form_of_random_hands(2, 14, 400):
        assert (value == -1) == _complete(form, counts, melds), (item.notation(), form)
        if value >= 0:
            after = [_shanten_after(form, counts, melds, tile, -1)
                     for tile in range(KINDS) if counts[tile]]
            assert value == min(after), (item.notation(), form)


def test_useful_tiles_are_exactly_the_draws_that_lower_the_shanten():
    for item, counts, melds, form, value in _each_form_of_random_hands(3, 13, 300):
        after = [_shanten_after(form, counts, melds, tile, +1) for tile in range(KINDS)]
        assert min(after) >= value - 1  # one draw gains one step at most
        lowering = {tile for tile in range(KINDS) if after[tile] < value}
        assert useful_tiles(form, counts, melds) == lowering, (item.notation(), form)


def test_ready_means_a_tile_completes_the_shape():
    rng = random.Random(4)
    ready = 0
    for _ in range(600):
        item = random_hand(rng, 13)
        counts, melds = item.counts(), len(item.melds)
        waits = waiting_tiles(counts, seven_pairs=False)
        assert (shanten.regular_shanten(counts, melds) == 0) == bool(waits), item.notation()
        if waits:
            ready += 1
            assert set(waits) == useful_tiles(R, counts, melds)
        if not melds:
            assert (form_shanten(SP, counts) == 0) == (seven_pairs_wait(counts) is not None)
    assert ready > 50  # the generator does reach ready hands


# ---------------------------------------------------------------------------------------
# The notation of a hand in play


def test_parse_tiles_with_melds_reads_13_and_14_tiles_a_kong_as_three():
    melds, standing, suffix = parse_tiles_with_melds("[7777s]123m456pEESS")
    assert len(melds) == 1 and len(standing) == 10 and suffix is None
    melds, standing, suffix = parse_tiles_with_melds("123m456p789sEESSW|ES0000")
    assert not melds and len(standing) == 14 and suffix is not None
    # sorted, no winning tile singled out
    assert hand("W123m456p789s1155s").notation() == "123m456p1155789sW"


@pytest.mark.parametrize("text, error, column", [
    ("123m456p789sEES", "too few tiles: a hand has 13 or 14 tiles (a kong counts as 3), this "
                        "one has 12", 16),
    ("123m456p789sEESSWN", "too many tiles: a hand has 13 or 14 tiles (a kong counts as 3), "
                           "this one has 15", 18),
    ("11111m456p789sEES", "a fifth 1m: there are only 4", 5),
    ("123m456p789sEESS4", "4 has no suit after it", 17),
])
def test_parse_tiles_with_melds_rejects_with_the_column(text, error, column):
    with pytest.raises((IllegalHandError, NotationError)) as caught:
        parse_tiles_with_melds(text)
    assert error in str(caught.value)
    assert caught.value.column == column
