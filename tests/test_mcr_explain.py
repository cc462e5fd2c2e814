"""Explanations of MCR scores: every witness really forms its fan (checked with the fan table's
own predicates over the corpus), what the combination rules leave out and by which principle
(mcr-fans.md §3), and the readings that compete for the total with the reference's tie rules
(§4)."""

from __future__ import annotations

import pytest
from conftest import load_jsonl

from paiju.engine.mcr import fans as table
from paiju.engine.mcr.explain import explain
from paiju.engine.mcr.fans import Fan, Principle
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.scoring import Verdict
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import counts_of
from paiju.grammar.mcr import parse_hand


def explained(text: str):
    hand, situation = parse_hand(text)
    return explain(hand, situation or Situation())


def not_counted(text: str) -> dict[tuple[str, Principle], tuple]:
    """(fan, principle) → (count, the fan it yields to or None, listed in the 不计 table)."""
    return {(item.fan.name_zh, item.principle): (item.count, item.by and item.by.name_zh,
                                                 item.listed)
            for item in explained(text).not_counted}


SET_PREDICATES = {fan: (predicate, kinds) for group, kinds in (
    (table.CHOW_PAIR_FANS, "chow"), (table.CHOW_TRIPLE_FANS, "chow"),
    (table.CHOW_QUADRUPLE_FANS, "chow"), (table.PUNG_PAIR_FANS, "pung"),
    (table.PUNG_TRIPLE_FANS, "pung"), (table.PUNG_QUADRUPLE_FANS, "pung"))
    for fan, predicate in group}
PUNG_PREDICATES = dict(table.PUNG_FANS)
TILE_FANS = {fan for fan, _ in table.TILE_FANS} - {Fan.TILE_HOG}


def _check_witnesses(text: str) -> int:
    """Assert that each witness of each fan forms it; the number of witnesses checked."""
    hand, situation = parse_hand(text)
    situation = situation or Situation()
    result = explain(hand, situation)
    every_tile = tuple(sorted(hand.all_tiles()))
    checked = 0
    for item in result.fans:
        assert len(item.witnesses) == (1 if item.fan is Fan.FLOWER_TILES else item.count), text
        for witness in item.witnesses:
            checked += 1
            pieces = witness.pieces
            if item.fan in SET_PREDICATES:
                predicate, kind = SET_PREDICATES[item.fan]
                assert all((piece.kind is SetKind.CHOW) == (kind == "chow") for piece in pieces)
                assert predicate(*sorted(piece.tile for piece in pieces)), (text, item.fan)
            elif item.fan in PUNG_PREDICATES:
                (piece,) = pieces
                assert PUNG_PREDICATES[item.fan](piece.tile, situation.seat_wind,
                                                 situation.round_wind), (text, item.fan)
            elif item.fan in (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT):
                (piece,) = pieces
                assert hand.winning_tile in piece.tiles and not piece.meld
            elif item.fan is Fan.TILE_HOG:
                (tile,) = set(witness.tiles)
                assert len(witness.tiles) == 4 and counts_of(every_tile)[tile] == 4
                assert all(tile in piece.tiles for piece in pieces)
            elif item.fan in TILE_FANS:
                assert witness.tiles == every_tile
            elif item.fan in (Fan.ALL_CHOWS, Fan.ALL_PUNGS, Fan.OUTSIDE_HAND, Fan.ALL_FIVE,
                              Fan.ALL_EVEN_PUNGS):
                assert sorted(t for p in pieces for t in p.tiles) == \
                    sorted(t for p in result.score.reading.pieces for t in p.tiles)
    return checked


CORPUS = [record["notation"] + "|{}{}{}{}{}{}".format(
    record["round_wind"], record["seat_wind"], *(int(record[flag]) for flag in (
        "self_drawn", "fourth_tile", "last_tile", "kong")))
    for record in load_jsonl("mcr-public.jsonl")]


def test_every_witness_in_the_corpus_forms_its_fan():
    assert sum(_check_witnesses(text) for text in CORPUS) > 2000


def test_one_fan_per_line_with_the_sets_that_form_it_e99():
    result = explained("[123m][123m]4556p789s5p")  # 花龙, 平和, 一般高, 嵌张
    witnesses = {item.fan.name_zh: item.witnesses for item in result.fans}
    (double,) = witnesses["一般高"]
    assert [piece.tiles for piece in double.pieces] == [(0, 1, 2), (0, 1, 2)]
    assert all(piece.meld for piece in double.pieces)
    (straight,) = witnesses["花龙"]
    assert sorted(piece.tile for piece in straight.pieces) == [0, 12, 24]  # 123m 456p 789s
    (closed,) = witnesses["独听・嵌张"]
    assert closed.pieces[0].tiles == (12, 13, 14) and closed.note == "won on 5p"


def test_the_quadruple_chow_keeps_its_sets_together_and_implies_tile_hog_e25():
    found = not_counted("[234p][234p]22334p99s4p")
    assert found["四归一", Principle.NON_REPEAT] == (3, "一色四同顺", True)
    assert found["一色三同顺", Principle.NON_SEPARATION] == (4, "一色四同顺", True)
    assert found["一般高", Principle.NON_SEPARATION] == (6, "一色四同顺", True)


def test_the_cap_keeps_three_relations_of_four_chows_duplicates_first_p5():
    result = explained("[345m][678m]345678p9s9s")
    assert {(i.fan.name_zh, i.count) for i in result.fans} >= {("喜相逢", 2), ("连六", 1)}
    found = not_counted("[345m][678m]345678p9s9s")
    assert found["连六", Principle.NON_IDENTITY] == (1, None, False)


def test_the_fourth_chow_combines_once_beside_a_three_chow_fan_c2():
    found = not_counted("[123m][789m]4556p789s5p")  # 花龙 + 喜相逢; 老少副 123m-789m left out
    assert found["老少副", Principle.COMBINE_ONCE] == (1, "花龙", False)


def test_the_same_three_chow_fan_with_the_fourth_chow_swapped_in_is_not_counted_twice_e99():
    found = not_counted("[123m][123m]4556p789s5p")  # 花龙 with either 123m
    assert found["花龙", Principle.NON_IDENTITY] == (1, "花龙", False)


def test_a_pure_straight_keeps_its_own_short_straights_e46():
    found = not_counted("[123m][456m]789m1235p5p")
    assert found["连六", Principle.NON_SEPARATION] == (2, "清龙", True)
    assert found["老少副", Principle.NON_SEPARATION] == (1, "清龙", True)


def test_the_exclusion_table_names_what_the_higher_fan_implies_with_its_sets_e57():
    result = explained("[EEE][SSS][WWW]1399m2m|ES0000")
    (pungs,) = [i for i in result.not_counted if i.fan is Fan.PUNG_OF_TERMINALS_OR_HONORS]
    assert (pungs.count, pungs.by, pungs.principle) == (3, Fan.BIG_THREE_WINDS,
                                                        Principle.NON_REPEAT)
    assert sorted(w.pieces[0].tile for w in pungs.witnesses) == [27, 28, 29]


def test_the_higher_reading_wins_and_the_runner_up_is_listed_p4():
    result = explained("[789s]111222333m5p5p")
    assert [(c.total, c.verdict) for c in result.contenders] == [
        (43, Verdict.FIRST), (27, Verdict.LOWER)]
    assert result.chosen == 0 and result.runner_up.total == 27
    assert Fan.PURE_TRIPLE_CHOW in dict(result.contenders[1].fans)


@pytest.mark.parametrize("text, verdicts, chosen", [
    ("[555p]1236678999p6p|EE1000", [Verdict.FIRST, Verdict.TIE_KEPT], 0),  # T1
    ("123m22p11122233s3s|NN0000", [Verdict.FIRST, Verdict.TIE_PREFERRED], 1),  # T2
    ("2223455m555p555s5m", [Verdict.FIRST, Verdict.TIE_PREFERRED], 1),  # T3: 三同刻
    ("445566m4455566p5p|NE1000", [Verdict.FIRST, Verdict.TIE_AFTER_SEVEN_PAIRS], 1),  # T4
])
def test_ties_are_broken_as_the_reference_does_t1_to_t4(text, verdicts, chosen):
    result = explained(text)
    assert [c.verdict for c in result.contenders] == verdicts
    assert result.chosen == chosen
    assert len({c.total for c in result.contenders}) == 1
    assert result.contenders[chosen].fans == tuple(
        (fan.fan, fan.count) for fan in result.score.fans)


def test_sets_found_in_two_orders_are_one_reading_listed_once():
    """444m + 456m is found taking the pung first and taking the chow first: one reading."""
    result = explained("444456m123p789s1s1s")
    assert len(result.contenders) == 1 and result.chosen == 0
    assert result.score.total == 14


def test_a_special_form_is_the_only_reading():
    result = explained("19m19p19sESWNCFPW")
    assert len(result.contenders) == 1 and result.contenders[0].final
    ((witness,),) = [i.witnesses for i in result.fans if i.fan is Fan.THIRTEEN_ORPHANS]
    assert len(witness.pieces[0].tiles) == 14


def test_whole_hand_fans_name_what_is_absent_and_the_flags_their_condition():
    result = explained("[123m][567p]23478sCC6s|EE1010")  # F4-like: 妙手回春
    witnesses = {i.fan.name_zh: i.witnesses[0] for i in result.fans}
    assert witnesses["妙手回春"].tiles == (23,) and "last tile" in witnesses["妙手回春"].note
    result = explained("[123m][456m]567789pCC")  # E105: 缺一门
    (void,) = [i.witnesses[0] for i in result.fans if i.fan is Fan.ONE_VOIDED_SUIT]
    assert void.note == "no s (条)"


def test_no_win_is_explained_without_a_chosen_reading():
    result = explained("123m456p789s11p22pW")
    assert not result.score.win and result.chosen is None and result.fans == ()
