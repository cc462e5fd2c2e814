"""The rule switch calculator=2018: the Botzone judge's calculator (mcr-game.md R10).  Its
public examples score as R10 says, T is 1 lower exactly on the knitted-straight hands whose
winning tile is a knitted kind and which had a wait fan, every other total of the corpus is
unchanged, and the wait fans carry their 2018 names in the answers."""

from __future__ import annotations

import json
from itertools import permutations
from pathlib import Path

import pytest
from conftest import load_jsonl
from test_mcr_reference import CORPUS, given

from paiju.api.mcr import answer_line, score_hand, score_record
from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mcr.fans import Calculator, Fan
from paiju.engine.mcr.rules import rule_book
from paiju.engine.mcr.scoring import score
from paiju.grammar.mcr import parse_hand
from paiju.grammar.mcr_dataset import read_dataset
from paiju.grammar.mcr_records import NOTHING_GIVEN, situation_for

JUDGE = rule_book([("calculator", "2018")])
EXAMPLES = {record["id"]: record for record in load_jsonl("mcr-calculator-2018.jsonl")}
WAIT_FANS = {Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT}


def both(record: dict):
    hand, suffix = parse_hand(record["notation"])
    situation = situation_for(hand, suffix, given(record))
    return hand, score(hand, situation), score(hand, situation, JUDGE)


def names(result) -> dict[str, int]:
    return {fan.fan.name_zh_of(Calculator.V2018): fan.count for fan in result.fans}


def knitted_kinds(labels: list[str]) -> set[str]:
    """The nine tiles of the knitted straight (147, 258, 369 in three suits) the tiles hold,
    or nothing."""
    for suits in permutations("mps"):
        kinds = {f"{number}{suit}" for start, suit in zip((1, 2, 3), suits)
                 for number in (start, start + 3, start + 6)}
        if kinds <= set(labels):
            return kinds
    return set()


def test_the_examples_are_the_corpus_hands_r10_names():
    assert set(EXAMPLES) == {"mcr-pub-00001", "mcr-pub-00211", "mcr-pub-00457",
                             "mcr-pub-00364", "mcr-pub-00008"}


@pytest.mark.parametrize("name", ["mcr-pub-00001", "mcr-pub-00211", "mcr-pub-00457"])
def test_r10_knitted_straight_wait_fan_is_not_added_under_2018(name):
    record = EXAMPLES[name]
    _, today, judge = both(record)
    assert today.total == record["expected"]["total"]  # the 2024 reference's T
    assert judge.total == today.total - 1
    assert Fan.KNITTED_STRAIGHT in {fan.fan for fan in judge.fans}
    assert WAIT_FANS & {fan.fan for fan in today.fans}
    assert not WAIT_FANS & {fan.fan for fan in judge.fans}


def test_r10_totals_of_the_two_quoted_hands_are_23_under_2018_and_24_today():
    for name in ("mcr-pub-00001", "mcr-pub-00457"):
        _, today, judge = both(EXAMPLES[name])
        assert (judge.total, today.total) == (23, 24)


def test_r10_equal_total_pure_shifted_pungs_kept_under_2018_mcr_pub_00364():
    _, today, judge = both(EXAMPLES["mcr-pub-00364"])
    assert judge.total == today.total == 53
    assert {"一色三同顺", "平和"} <= set(names(today))
    assert {"一色三节高", "双暗刻"} <= set(names(judge)) and "一色三同顺" not in names(judge)


def test_r10_equal_total_seven_pairs_kept_under_2018_mcr_pub_00008():
    _, today, judge = both(EXAMPLES["mcr-pub-00008"])
    assert judge.total == today.total == 52
    assert "七对" in names(judge) and "七对" not in names(today)


def test_over_the_corpus_t_is_one_lower_exactly_where_r10_says():
    lower = []
    for record in CORPUS:
        hand, today, judge = both(record)
        labels = [LABELS[tile] for tile in (*hand.standing, hand.winning_tile)]
        kinds = knitted_kinds(labels)
        r10 = (Fan.KNITTED_STRAIGHT in {fan.fan for fan in today.fans}
               and bool(WAIT_FANS & {fan.fan for fan in today.fans})
               and LABELS[hand.winning_tile] in kinds)
        assert judge.total == today.total - r10, record["id"]
        lower += [record["id"]] if r10 else []
    assert lower == ["mcr-pub-00001", "mcr-pub-00211", "mcr-pub-00457"]


def test_over_the_corpus_only_the_wait_fans_change_their_names():
    renamed = {fan: fan.name_zh_of(Calculator.V2018) for fan in Fan
               if fan.name_zh_of(Calculator.V2018) != fan.name_zh}
    assert renamed == {Fan.EDGE_WAIT: "边张", Fan.CLOSED_WAIT: "嵌张", Fan.SINGLE_WAIT: "单钓将"}


def test_an_answer_under_2018_names_its_wait_fan_the_2018_way():
    # won on E, not a knitted kind: both calculators add the wait fan (R10), named each its way
    hand = "147m355569p258sEE"
    today = score_hand(hand)
    judge = score_hand(hand, rules=(("calculator", "2018"),))
    assert today["total"] == judge["total"]
    assert {"name_zh": "独听・单钓"}.items() <= next(
        fan for fan in today["fans"] if fan["name_en"] == "Single Wait").items()
    assert next(fan for fan in judge["fans"] if fan["name_en"] == "Single Wait")["name_zh"] \
        == "单钓将"
    assert judge["rules"] == {"calculator": "2018"} and "rules" not in today


def test_the_fast_batch_text_names_fans_as_the_answer_dict_does():
    record = {"id": 3, "hand": "147m355569p258sEE", "rules": {"calculator": "2018"}}
    _, text = answer_line(NOTHING_GIVEN, json.dumps(record, ensure_ascii=False))
    assert json.loads(text) == score_record(record)
    assert "单钓将" in text


def test_every_answer_of_the_switch_names_the_wait_fans_the_2018_way(cli):
    text = "147m355569p258sEE"  # won on E: 单钓将 under 2018, 独听・单钓 today
    rule = ["--rule", "calculator=2018"]
    for args in (["score", text, "--explain"], ["waits", text[:-1]]):
        for fmt in ("json", "table"):
            judge = cli(["mcr", *args, *rule, "--format", fmt]).stdout
            today = cli(["mcr", *args, "--format", fmt]).stdout
            assert "单钓将" in judge and "独听・单钓" not in judge, (args, fmt)
            assert "独听・单钓" in today and "单钓将" not in today, (args, fmt)


@pytest.mark.parametrize("match, hand, context, payer", [
    # seat 2 (West) wins on seat 1's F3 (West wind) in a South round (R9.2.3)
    ("6123abcd0000000000000000", "123456789sFFFWW", {"seat_wind": "W", "round_wind": "S"}, 1),
    ("first-draw-win", "123456789m123p5s5s", {"self_drawn": True}, None),  # the first draw
    ("robbed-kong", "46m123789p234sEE5m", {"kong": True}, 3),  # W5 robbed from seat 3's kong
])
def test_the_dataset_fan_and_score_lines_are_the_2018_calculators(match, hand, context, payer):
    """The Fan lines of the example games (examples/mcr-games/dataset.txt) are what the
    scorer gives the winner's hand under calculator=2018, T and every name, and the Score
    lines are R7.1's payments of that T."""
    path = Path(__file__).resolve().parent.parent / "examples" / "mcr-games" / "dataset.txt"
    records = {record["id"]: record for record in read_dataset(
        path.read_text(encoding="utf-8").splitlines())}
    answer = score_record({"hand": hand, **context, "rules": {"calculator": "2018"}})
    expect = records[match]["expect"]
    assert answer["total"] == expect["fan"]
    assert {fan["name_zh"]: fan["count"] for fan in answer["fans"]} == expect["fans"]
    paid = answer["payments"]
    winner = expect["seat"]
    scores = [-(paid["each_other_pays"] if seat != payer else paid["discarder_pays"])
              for seat in range(4)]
    scores[winner] = paid["winner_receives"]
    assert scores == expect["scores"]
