"""``paiju mcr waits``, ``score --explain``, ``fans`` and ``rules`` through the CLI: JSON shapes,
exit codes, tables, --rule, stdin and JSON Lines batches, errors."""

from __future__ import annotations

import json

import pytest

from paiju.engine.mcr.definitions import DEFINITIONS
from paiju.engine.mcr.fans import Fan
from paiju.engine.mcr.rules import SWITCHES

WAIT_KEYS = {"tile", "discard_total", "self_drawn_total", "meets_minimum", "unseen", "fans"}


def test_help_lists_the_analysis_commands(cli):
    text = cli(["mcr", "--help"]).stdout
    assert all(name in text for name in ("waits", "rules", "fans", "shanten", "score"))


def test_waits_json_shape(cli):
    result, data = cli.json(["mcr", "waits", "[123m][567p]55789sCC", "--format", "json"])
    assert result.exit_code == 0
    assert data["hand"] == "[123m][567p]55789sCC" and data["ready"] is True
    assert [wait["tile"] for wait in data["waits"]] == ["5s", "C"]
    five, red = data["waits"]
    assert WAIT_KEYS <= set(five)
    assert (five["discard_total"], five["self_drawn_total"], five["meets_minimum"],
            five["unseen"]) == (8, 1, True, 2)
    assert five["fans"] == [{"name_zh": "无番和", "name_en": "Chicken Hand", "points": 8,
                             "count": 1}]
    assert five["self_drawn_fans"] == [{"name_zh": "自摸", "name_en": "Self-Drawn",
                                        "points": 1, "count": 1}]
    assert (red["discard_total"], red["self_drawn_total"], red["meets_minimum"]) == (2, 3, False)
    assert data["reaches_minimum"] is True and data["unseen_total"] == 4


def test_waits_lists_an_impossible_wait_with_no_totals(cli):
    _, data = cli.json(["mcr", "waits", "[6666m1][123p][789s]45m99p", "--format", "json"])
    six = next(wait for wait in data["waits"] if wait["tile"] == "6m")
    assert six == {**six, "possible": False, "unseen": 0, "discard_total": None,
                   "self_drawn_total": None, "meets_minimum": False, "fans": []}
    assert data["reaches_minimum"] is False
    table = cli(["mcr", "waits", "[6666m1][123p][789s]45m99p"]).stdout
    assert "impossible: all 4 6m are in the hand" in table
    assert "no wait reaches the 8-point minimum" in table


def test_waits_exits_1_when_the_hand_is_not_ready(cli):
    result, data = cli.json(["mcr", "waits", "1239m456p124789s", "--format", "json"])
    assert result.exit_code == 1
    assert data["ready"] is False and data["waits"] == [] and data["shanten"] == 1
    result = cli(["mcr", "waits", "1239m456p124789s"])
    assert result.exit_code == 1 and "1-shanten" in result.stdout


@pytest.mark.parametrize("args, words", [
    (["123m456p789s12345s"], "a hand has 13 tiles"),
    (["123m456p789s1234x"], "column"),
    (["[123m][567p]55789sCC", "--flowers", "9"], "flowers must be 0 to 8"),
    (["[123m][567p]55789sCC", "--rule", "no-such"], "no rule switch 'no-such'"),
    (["[123m][567p]55789sCC|EE0000", "--seat-wind", "S"], "seat_wind: given as S"),
])
def test_waits_bad_input_exits_2_with_one_line(cli, args, words):
    assert words in cli.error(["mcr", "waits", *args])


def test_waits_conditions_and_suffix(cli):
    _, data = cli.json(["mcr", "waits", "[123m][567p][555s]67sCC|SW0011", "--format", "json"])
    assert (data["round_wind"], data["seat_wind"], data["kong"], data["last_tile"]) == \
        ("S", "W", True, True)
    eight = next(wait for wait in data["waits"] if wait["tile"] == "8s")
    assert [fan["name_zh"] for fan in eight["fans"]] == ["海底捞月"]  # no robbing on it
    assert "no kong may be declared on the last tile of the wall" in eight["notes"][0]
    five = next(wait for wait in data["waits"] if wait["tile"] == "5s")
    assert "和绝张: the other three 5s are in the melds" in five["notes"]
    _, data = cli.json(["mcr", "waits", "[123m][567p][555s]67sCC|SW0001", "--format", "json"])
    five = next(wait for wait in data["waits"] if wait["tile"] == "5s")
    assert "not 抢杠和: another 5s is in the hand" in five["notes"]


def test_waits_table_and_explain(cli):
    table = cli(["mcr", "waits", "[123m][567p]55789sCC", "--explain"]).stdout
    assert "discard only" in table and "5s self-drawn: 自摸" in table
    assert "fans (on a discard)" in table


def test_waits_batch_json_lines(cli):
    lines = "\n".join([json.dumps({"id": 1, "hand": "1112345678999m"}),
                       json.dumps({"hand": "1239m456p124789s"}),
                       json.dumps({"hand": "123m"}),
                       json.dumps({"hand": "[123m][567p]23478sCC", "last_tile": True})]) + "\n"
    result, records = cli.jsonl(["mcr", "waits", "--batch", "-"], input=lines)
    assert result.exit_code == 2  # the bad third line
    assert records[0]["id"] == 1 and len(records[0]["waits"]) == 9
    assert records[1]["ready"] is False
    assert records[2]["line"] == 3 and "too few tiles" in records[2]["error"]
    assert {w["discard_total"] for w in records[3]["waits"]} == {8}  # 海底捞月 on each wait


def test_waits_reads_hands_from_stdin(cli):
    result, records = cli.jsonl(["mcr", "waits", "-"], input="19m19p19sESWNCFP\n1133m2277p5599sE\n")
    assert result.exit_code == 0 and [len(r["waits"]) for r in records] == [13, 1]


def test_waits_rule_switch(cli):
    _, data = cli.json(["mcr", "waits", "[1111m1][2222p]9p345678s", "--rule", "mixed-kongs",
                        "--format", "json"])
    assert data["rules"] == {"mixed-kongs": "official"}
    (nine,) = data["waits"]
    assert {"明杠", "暗杠"} <= {fan["name_zh"] for fan in nine["fans"]}


def test_explain_names_the_sets_of_each_fan_e99(cli):
    table = cli(["mcr", "score", "[123m][123m]4556p789s5p", "--explain"]).stdout
    assert "一般高 Pure Double Chow: [123m] [123m]" in table
    assert "花龙 Mixed Straight: [123m] 456p 789s" in table
    assert "独听・嵌张 Closed Wait: 456p — won on 5p" in table
    assert "readings compared:" in table and "the only reading of the hand" in table


def test_explain_lists_the_runner_up_and_the_principles_p4(cli):
    _, data = cli.json(["mcr", "score", "[789s]111222333m5p5p", "--explain", "--format", "json"])
    readings = data["explanation"]["readings"]
    assert [(r["total"], r["chosen"], r["verdict"]) for r in readings] == [
        (43, True, "first"), (27, False, "lower")]
    assert "next best scores 27" in data["explanation"]["why"]
    (dropped,) = data["explanation"]["not_counted"]
    assert (dropped["fan"], dropped["implied_by"], dropped["principle"]) == \
        ("双暗刻", "三暗刻", "不重复")


def test_explain_shows_combine_once_and_non_identity(cli):
    table = cli(["mcr", "score", "[123m][789m]4556p789s5p", "--explain"]).stdout
    assert "老少副 ([123m] [789m]): beside 花龙 the other set combines once only — " \
           "套算一次 combine once" in table
    table = cli(["mcr", "score", "[345m][678m]345678p9s9s", "--explain"]).stdout
    assert "连六 (345p 678p)" in table and "不得相同 non-identity" in table


def test_score_rule_switch_changes_the_total_and_is_reported(cli):
    _, plain = cli.json(["mcr", "score", "[1111m1][2222p]9p345678s9p", "--format", "json"])
    assert "rules" not in plain and plain["total"] == 9
    _, switched = cli.json(["mcr", "score", "[1111m1][2222p]9p345678s9p", "--rule",
                            "mixed-kongs=official", "--format", "json"])
    assert switched["rules"] == {"mixed-kongs": "official"} and switched["total"] == 7
    table = cli(["mcr", "score", "[1111m1][2222p]9p345678s9p", "--rule", "mixed-kongs"]).stdout
    assert "mixed-kongs=official" in table


def test_score_bad_rule_reading_exits_2(cli):
    result = cli(["mcr", "score", "[1111m1][2222p]9p345678s9p", "--rule", "mixed-kongs=maybe"])
    assert result.exit_code == 2 and "readings are extension and official" in result.stderr


def test_fans_table_is_the_scorers_data_with_definitions(cli):
    _, data = cli.json(["mcr", "fans", "--format", "json"])
    rows = data["fans"]
    assert len(rows) == 82 and [row["number"] for row in rows] == list(range(1, 83))
    for row, fan in zip(rows, Fan):
        assert (row["points"], row["name_zh"], row["name_en"]) == \
            (fan.points, fan.name_zh, fan.name_en)
        assert row["definition"] == DEFINITIONS[fan].en
    assert [row["name_zh"] for row in rows if row["extension"]] == ["明暗杠"]
    assert next(row for row in rows if row["name_zh"] == "大四喜")["excludes"][:2] == \
        ["三风刻", "碰碰和"]


def test_fans_by_points_and_in_chinese(cli):
    _, data = cli.json(["mcr", "fans", "--points", "88", "--lang", "zh", "--format", "json"])
    assert [row["name_zh"] for row in data["fans"]] == [
        "大四喜", "大三元", "绿一色", "九莲宝灯", "四杠", "连七对", "十三幺"]
    assert data["fans"][0]["definition"] == DEFINITIONS[Fan.BIG_FOUR_WINDS].zh
    table = cli(["mcr", "fans", "--points", "5", "--lang", "zh"]).stdout
    assert "明暗杠" in table and "扩展番种" in table and "定义" in table
    result = cli(["mcr", "fans", "--points", "7"])
    assert result.exit_code == 2 and "no fan is worth 7" in result.stderr


def test_every_fan_has_an_english_and_a_chinese_definition():
    assert set(DEFINITIONS) == set(Fan)
    for fan, definition in DEFINITIONS.items():
        assert definition.en.endswith(".") and definition.zh.endswith("。"), fan


def test_rules_lists_each_switch_with_its_two_readings(cli):
    _, data = cli.json(["mcr", "rules", "--format", "json"])
    assert [rule["name"] for rule in data["rules"]] == [switch.name for switch in SWITCHES]
    for rule in data["rules"]:
        assert len(rule["readings"]) == 2 and rule["readings"][0]["reference"]
        assert rule["default"] == rule["readings"][0]["name"]
    table = cli(["mcr", "rules"]).stdout
    assert "knitted-wait" in table and "(default, the reference)" in table


def test_a_rule_applies_to_every_line_of_a_batch(cli):
    lines = json.dumps({"hand": "[1111m1][2222p]9p345678s9p"}) + "\n"
    _, (plain,) = cli.jsonl(["mcr", "score", "--batch", "-"], input=lines)
    _, (switched,) = cli.jsonl(["mcr", "score", "--batch", "-", "--rule", "mixed-kongs"],
                               input=lines)
    assert (plain["total"], switched["total"]) == (9, 7)
    assert switched["rules"] == {"mixed-kongs": "official"} and "rules" not in plain


def test_lazy_mcr_commands_are_the_modules_that_register_them():
    import importlib

    from paiju.cli.mcr.group import COMMANDS, mcr
    for name in COMMANDS:
        importlib.import_module(f"paiju.cli.mcr.{name}")
    assert set(mcr.commands) == set(COMMANDS)
