"""Waits (听牌) of 13-tile MCR hands: known answers, the reference's totals for every corpus and
Appendix B hand read one tile short, agreement with the shanten counting, the flags as they
apply wait by wait, and (with PyMahjongGB installed) random hands tile by tile against the
reference calculator."""

from __future__ import annotations

import random

import pytest
from conftest import load_jsonl
from waits_hands import compare_with_reference, random_13, random_situation

from paiju.engine.mcr.analysis import HandTiles, analyse
from paiju.engine.mcr.fans import Fan
from paiju.engine.mcr.situation import WIND_LETTERS, Situation
from paiju.engine.mcr.waits import waits
from paiju.engine.mahjong.tiles import EAST, LABELS
from paiju.grammar.mcr import parse_hand, parse_tiles_with_melds


def hand13(text: str) -> HandTiles:
    melds, standing, _ = parse_tiles_with_melds(text, (13,))
    return HandTiles.of(melds, standing)


def waits_of(text: str, situation: Situation = Situation()) -> dict[str, object]:
    return {LABELS[wait.tile]: wait for wait in waits(hand13(text), situation).waits}


def fan_names(result) -> list[str]:
    return [fan.fan.name_zh for fan in result.fans]


def test_nine_gates_waits_on_all_nine_with_the_fixed_extras_e7_e9_e10():
    found = waits_of("1112345678999s")
    assert list(found) == [f"{rank}s" for rank in range(1, 10)]
    assert found["5s"].discard_total == 91  # E7: 九莲宝灯 双暗刻 幺九刻
    assert found["8s"].self_drawn_total == 93  # E10
    assert found["1s"].unseen == found["9s"].unseen == 1
    assert all(found[f"{rank}s"].unseen == 3 for rank in range(2, 9))


def test_thirteen_orphans_waits_on_all_thirteen():
    found = waits_of("19m19p19sESWNCFP")
    assert len(found) == 13
    assert {(w.discard_total, w.self_drawn_total, w.unseen) for w in found.values()} == {
        (88, 89, 3)}


def test_a_wait_on_a_tile_all_four_of_which_are_in_the_hand_is_listed_as_impossible_documented_w7():
    found = waits(hand13("[6666m1][123p][789s]45m99p"))
    assert [LABELS[w.tile] for w in found.waits] == ["3m", "6m"]
    three, six = found.waits
    assert (three.possible, three.unseen, three.discard_total) == (True, 4, 2)  # W7: 明杠 无字
    assert fan_names(three.on_discard) == ["明杠", "无字"]  # the dead 6m wait: no 边张
    assert (six.possible, six.unseen, six.discard_total, six.self_drawn_total) == \
        (False, 0, None, None)
    assert not six.meets_minimum
    assert found.ready and not found.reaches_minimum and found.live == (three,)


def test_the_minimum_is_met_either_way_and_a_hand_meeting_it_on_no_wait_says_so_documented():
    found = waits(hand13("[123m][567p]55789sCC"))
    assert {LABELS[w.tile]: (w.discard_total, w.self_drawn_total, w.meets_minimum)
            for w in found.waits} == {"5s": (8, 1, True), "C": (2, 3, False)}
    assert found.reaches_minimum  # 无番和 on a discard of 5s
    below = waits(hand13("[123m][567m][234s]78sEE"))  # 缺一门 at most: 1 or 2
    assert below.ready and not below.reaches_minimum


def test_seven_pairs_and_knitted_waits():
    assert list(waits_of("1133m2277p5599sE")) == ["E"]
    assert waits_of("1133m2277p5599sE")["E"].discard_total == 24
    assert list(waits_of("147m258p369s55m78p")) == ["6p", "9p"]


def test_a_hand_that_is_not_ready_has_no_waits_and_its_shanten():
    found = waits(hand13("1239m456p124789s"))
    assert not found.ready and found.waits == () and found.shanten == 1


def test_waits_need_13_tiles():
    melds, standing, _ = parse_tiles_with_melds("123m456p789s12345s")
    with pytest.raises(ValueError):
        waits(HandTiles.of(melds, standing))


def test_the_melds_holding_the_other_three_force_last_tile_e78():
    found = waits_of("[123m][567p][555s]67sCC")
    assert fan_names(found["5s"].on_discard) == ["和绝张", "四归一", "喜相逢"]  # E78, total 7
    assert found["5s"].discard_total == 7 and found["5s"].unseen == 1
    assert "和绝张" not in fan_names(found["8s"].on_discard)


def test_the_fourth_tile_flag_applies_to_waits_no_copy_of_which_stands_documented():
    open_waits = waits_of("[123m][567p]23478sCC", Situation(fourth_tile=True))
    assert all(fan_names(w.on_discard) == ["和绝张"] for w in open_waits.values())  # E77-like
    standing = waits_of("[123m][567p]55789sCC", Situation(fourth_tile=True))
    assert "和绝张" not in fan_names(standing["5s"].on_discard)
    assert any("not 和绝张" in note for note in standing["5s"].notes)


def test_robbing_a_kong_only_on_a_discard_of_a_tile_the_hand_holds_none_of_documented():
    found = waits_of("[123m][567p][555s]67sCC", Situation(kong=True))
    assert "抢杠和" in fan_names(found["8s"].on_discard)
    assert "抢杠和" not in fan_names(found["5s"].on_discard)
    # no kong among the melds: no 杠上开花 when self-drawn, for either wait
    assert all("杠上开花" not in fan_names(w.self_drawn) for w in found.values())
    with_kong = waits_of("[1111m1][567p]23478sCC", Situation(kong=True))
    assert all("杠上开花" in fan_names(w.self_drawn) for w in with_kong.values())


def test_no_robbing_a_kong_on_the_last_tile_but_a_replacement_win_on_it_documented_6_2():
    found = waits_of("[1111m1][567p]23478sCC", Situation(kong=True, last_tile=True))
    for wait in found.values():
        assert "抢杠和" not in fan_names(wait.on_discard)
        assert "海底捞月" in fan_names(wait.on_discard)
        assert {"杠上开花", "妙手回春"} <= set(fan_names(wait.self_drawn))
        assert any("no kong may be declared on the last tile" in note for note in wait.notes)


def test_last_tile_is_either_way_and_flowers_never_count_documented():
    found = waits_of("[123m][567p]23478sCC", Situation(last_tile=True, flowers=5))
    for wait in found.values():
        assert fan_names(wait.on_discard) == ["海底捞月"]
        assert fan_names(wait.self_drawn) == ["妙手回春"]
        assert (wait.discard_total, wait.self_drawn_total) == (8, 8)


def _one_short(records: list[dict]) -> list[tuple[HandTiles, int, Situation, int]]:
    """Each winning hand without its winning tile, the tile, its situation and the
    reference's total without flowers."""
    cases = []
    for record in records:
        hand, _ = parse_hand(record.get("canonical") or record["notation"])
        situation = Situation(
            record["self_drawn"], record["fourth_tile"], record["kong"], record["last_tile"],
            EAST + WIND_LETTERS.index(record.get("seat_wind", "E")),
            EAST + WIND_LETTERS.index(record.get("round_wind", "E")))
        total = record["total"] - record.get("flowers", 0)
        if situation.kong and situation.last_tile and not situation.self_drawn:
            total -= Fan.ROBBING_THE_KONG.points  # not on the last tile (mcr-fans.md §6.2)
        cases.append((HandTiles.of(hand.melds, hand.standing), hand.winning_tile, situation,
                      total))
    return cases


CORPUS = _one_short(load_jsonl("mcr-public.jsonl") + load_jsonl("mcr-appendix-b.jsonl"))


def test_every_corpus_hand_one_tile_short_waits_on_its_winning_tile_worth_the_reference_total():
    wrong = []
    for hand, win, situation, total in CORPUS:
        wait = next((w for w in waits(hand, situation).waits if w.tile == win), None)
        got = None if wait is None else \
            wait.self_drawn_total if situation.self_drawn else wait.discard_total
        if got != total:
            wrong.append((hand.notation(), LABELS[win], got, total))
    assert len(CORPUS) == 605 + 149 and wrong == []


def test_waits_are_exactly_the_tiles_that_complete_the_hand_by_the_shanten_counting():
    rng = random.Random(61)
    for _ in range(400):
        hand = random_13(rng)
        found = waits(hand)
        analysis = analyse(hand)
        assert found.ready == (analysis.overall == 0), hand.notation()
        if found.ready:
            assert {(w.tile, w.unseen) for w in found.live} == \
                {(u.tile, u.unseen) for u in analysis.useful}
        else:
            assert found.shanten == analysis.overall


@pytest.mark.bench
def test_random_hands_agree_with_the_reference_tile_by_tile(mahjonggb):
    rng = random.Random(2024)
    failures, ready = [], 0
    for _ in range(1200):
        hand, situation = random_13(rng), random_situation(rng)
        ready += waits(hand, situation).ready
        problems = compare_with_reference(mahjonggb, hand, situation)
        if problems:
            failures.append(f"{hand.notation()}{situation.notation()}: {problems[:2]}")
    assert ready > 600 and not failures, "\n".join(failures[:10])
