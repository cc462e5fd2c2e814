"""``paiju mcr score`` and ``paiju mcr fans`` through the CLI: formats, exit codes, errors,
contradictory conditions, payments, explanations, stdin and JSON Lines batches."""

import json
import subprocess
import sys

import pytest
from conftest import DATA

from paiju.engine.mcr.fans import Fan

QUAD = "[234p][234p]22334p99s4p"  # 一色四同顺 48, 推不倒 8, 平和 2 = 58


def test_help_lists_the_mcr_commands(cli):
    result = cli("--help")
    assert "mcr score" in result.stdout and "mcr fans" in result.stdout


def test_table_output_names_fans_total_and_payments(cli):
    result = cli(["mcr", "score", QUAD])
    assert result.exit_code == 0
    for words in ["一色四同顺", "Quadruple Chow", "推不倒", "平和", "58 (58 without flowers",
                  "the discarder pays 66", "the winner receives 82", "[234p] claimed chow"]:
        assert words in result.stdout


def test_json_shape(cli):
    result, data = cli.json(["mcr", "score", QUAD, "--format", "json"])
    assert result.exit_code == 0
    assert data == {
        "hand": QUAD, "self_drawn": False, "fourth_tile": False, "kong": False,
        "last_tile": False, "seat_wind": "E", "round_wind": "E", "flowers": 0,
        "canonical": QUAD + "|EE0000", "win": True,
        "fans": [{"name_zh": "一色四同顺", "name_en": "Quadruple Chow", "points": 48, "count": 1},
                 {"name_zh": "推不倒", "name_en": "Reversible Tiles", "points": 8, "count": 1},
                 {"name_zh": "平和", "name_en": "All Chows", "points": 2, "count": 1}],
        "total": 58, "flower_points": 0, "total_without_flowers": 58, "meets_minimum": True,
        "payments": {"winner_receives": 82, "discarder_pays": 66, "each_other_pays": 8}}


def test_self_drawn_payments_and_flowers(cli):
    _, data = cli.json(["mcr", "score", QUAD, "--self-drawn", "--flowers", "2", "--format",
                        "json"])
    assert data["total"] == 61 and data["total_without_flowers"] == 59
    assert data["fans"][-1] == {"name_zh": "花牌", "name_en": "Flower Tiles", "points": 1,
                                "count": 2}
    assert data["payments"] == {"winner_receives": 207, "discarder_pays": None,
                                "each_other_pays": 69}


def test_below_the_minimum_is_a_win_that_cannot_be_declared_e65(cli):
    result, data = cli.json(["mcr", "score", "[123m][567p][234s]78sCC6s", "--self-drawn",
                             "--flowers", "8", "--format", "json"])
    assert result.exit_code == 0
    assert data["total"] == 9 and data["total_without_flowers"] == 1
    assert data["meets_minimum"] is False and data["payments"] is None


def test_winds_options(cli):
    _, data = cli.json(["mcr", "score", "[EEE]123m1456p789s1p", "--seat-wind", "s",
                        "--round-wind", "E", "--format", "json"])
    assert [fan["name_zh"] for fan in data["fans"]] == ["花龙", "圈风刻", "独听・单钓"]
    assert data["canonical"].endswith("|ES0000")


def test_not_a_winning_hand_exits_1_with_the_reason(cli):
    result, data = cli.json(["mcr", "score", "123m456p789s11p22pW", "--format", "json"])
    assert result.exit_code == 1
    assert data["win"] is False and data["total"] == 0 and data["fans"] == []
    assert data["reason"].startswith("not a winning hand")
    result = cli(["mcr", "score", "123m456p789s11p22pW"])
    assert result.exit_code == 1 and "not a winning hand" in result.stdout


@pytest.mark.parametrize("args, words", [
    (["123m45"], "45 has no suit after it"),
    (["[124m]123p456p789s1s1s"], "is not a meld"),
    (["1111m234567899p1m"], "a fifth 1m"),
    # the four contradictions the reference would silently correct
    (["[123m][567p]23478sCC9s9s"], "too many tiles"),
    (["[123m][567p]23499sCC9s", "--kong"], "robbing a kong of 9s is impossible"),
    (["[123m][567p]23478sCC6s", "--kong", "--self-drawn"], "needs a kong"),
    (["[123m][567p]55789sCC5s", "--fourth-tile"], "cannot be the last copy"),
    (["[123m][567p]23478sCC6s", "--flowers", "9"], "flowers must be 0 to 8"),
    (["[123m][567p]23478sCC6s|EE0000|9"], "9 flowers: there are 8 at most"),
    (["[123m][567p]23478sCC6s|EE1000", "--seat-wind", "S"], "seat_wind: given as S"),
])
def test_bad_input_exits_2_with_one_line(cli, args, words):
    assert words in cli.error(["mcr", "score", *args])


def test_robbing_a_kong_of_a_tile_in_a_meld_is_rejected_too(cli):
    result = cli(["mcr", "score", "[789s][567p]23478sCC9s", "--kong"])
    assert result.exit_code == 2 and "robbing a kong" in result.stderr


def test_robbing_a_kong_on_the_last_tile_is_rejected_but_a_replacement_win_on_it_is_not(cli):
    result = cli(["mcr", "score", "[123m][567p]23478sCC9s", "--kong", "--last-tile"])
    assert result.exit_code == 2 and "on the last tile of the wall" in result.stderr
    assert not result.stdout
    _, data = cli.json(["mcr", "score", "[1111m1][567p]23478sCC6s", "--self-drawn", "--kong",
                        "--last-tile", "--format", "json"])
    assert [fan["name_zh"] for fan in data["fans"]] == ["妙手回春", "杠上开花", "幺九刻", "明杠"]


def test_the_context_suffix_and_matching_options_agree(cli):
    _, data = cli.json(["mcr", "score", QUAD + "|SW1000|3", "--self-drawn", "--seat-wind",
                        "W", "--format", "json"])
    assert data["self_drawn"] and data["seat_wind"] == "W" and data["round_wind"] == "S"
    assert data["flowers"] == 3


def test_explain_in_json_and_table(cli):
    _, data = cli.json(["mcr", "score", QUAD, "--explain", "--format", "json"])
    explanation = data["explanation"]
    assert explanation["form"] == "four sets and a pair"
    assert explanation["decomposition"][0] == {"tiles": "234p", "set": "chow", "meld": True,
                                               "concealed": False}
    assert explanation["decomposition"][-1]["set"] == "pair"
    not_counted = {(item["fan"], item["principle"]): item for item in explanation["not_counted"]}
    assert not_counted["四归一", "不重复"]["count"] == 3
    assert not_counted["四归一", "不重复"]["implied_by"] == "一色四同顺"
    assert not_counted["一般高", "不拆移"]["count"] == 6
    assert explanation["fans"][0]["from"] == ["[234p] [234p] 234p 234p"]
    assert explanation["readings"] == [{
        "form": "four sets and a pair", "decomposition": "[234p] [234p] 234p 234p 99s",
        "total": 58, "fans": [{"name_zh": "一色四同顺", "count": 1},
                              {"name_zh": "推不倒", "count": 1}, {"name_zh": "平和", "count": 1}],
        "verdict": "first", "chosen": True}]
    table = cli(["mcr", "score", "[555p]1447m369p258s4m", "--explain"]).stdout
    assert "knitted straight, a set and a pair" in table
    assert "组合龙 Knitted Straight: 147m369p258s" in table
    assert "独听・单钓 Single Wait: 44m — won on 4m" in table


def test_explain_notes_the_reference_corrections_e78(cli):
    _, data = cli.json(["mcr", "score", "[123m][567p][555s]67sCC5s", "--explain", "--format",
                        "json"])
    assert data["explanation"]["notes"] == ["和绝张: the other three 5s are in the melds"]
    assert data["fans"][0]["name_zh"] == "和绝张"


def test_hands_from_stdin_stream_as_json_lines(cli):
    result, rows = cli.jsonl(["mcr", "score", "-"], input=f"{QUAD}\n\n# comment\n123m45\n")
    assert result.exit_code == 2
    assert rows[0]["total"] == 58
    assert rows[1] == {"line": 4, "input": "123m45", "column": 5,
                       "error": "cannot read hand: 45 has no suit after it: write m (万), p (饼) "
                                "or s (条) (column 5 of '123m45')"}


def test_batch_json_lines(cli, tmp_path):
    lines = [
        {"hand": QUAD, "id": 7},
        {"hand": "[123m][567p]23478sCC9s", "kong": True, "fourth_tile": True},
        {"hand": "123m456p789s11p22pW"},
        {"hand": "[EEE]123m1456p789s1p", "seat_wind": "南", "round_wind": "E", "flowers": 1},
    ]
    source = tmp_path / "hands.jsonl"
    source.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in lines) + "\n",
                      encoding="utf-8")
    result, rows = cli.jsonl(["mcr", "score", "--batch", str(source)])
    assert result.exit_code == 1  # one line is not a winning hand, none is bad
    assert rows[0]["id"] == 7 and rows[0]["hand"] == QUAD and rows[0]["total"] == 58
    assert [fan["name_zh"] for fan in rows[1]["fans"]] == ["抢杠和"]  # 和绝张 not with it
    assert rows[1]["kong"] is True and rows[1]["canonical"].endswith("|EE0101")
    assert rows[2]["win"] is False and rows[2]["meets_minimum"] is False
    assert rows[3]["seat_wind"] == "南" and rows[3]["canonical"].endswith("|ES0000|1")
    assert [fan["name_zh"] for fan in rows[3]["fans"]] == ["花龙", "圈风刻", "独听・单钓", "花牌"]
    assert all({"fans", "total", "meets_minimum", "win"} <= row.keys() for row in rows)


@pytest.mark.parametrize("line, field, words", [
    ("{not json", None, "not JSON"),
    # a line that is not a JSON object is a hand, as on '-' (one reader, issue 26)
    ("[1, 2]", None, "cannot read hand"),
    ('{"self_drawn": true}', "hand", "required"),
    ('{"hand": "' + QUAD + '", "self_drawn": "yes"}', "self_drawn", "true or false"),
    ('{"hand": "' + QUAD + '", "seat_wind": "X"}', "seat_wind", "one of E, S, W, N"),
    ('{"hand": "' + QUAD + '", "flowers": 1.5}', "flowers", "whole number"),
    ('{"hand": "' + QUAD + '", "flowers": 12}', None, "flowers must be 0 to 8"),
    ('{"hand": "' + QUAD + '|EE1000", "self_drawn": false}', "self_drawn", "suffix"),
])
def test_batch_bad_lines_become_error_objects_and_the_run_goes_on(cli, line, field, words):
    result, rows = cli.jsonl(["mcr", "score", "--batch", "-"],
                             input=f"{line}\n" + json.dumps({"hand": QUAD}) + "\n")
    assert result.exit_code == 2
    assert rows[0]["line"] == 1 and rows[0]["input"] == line and words in rows[0]["error"]
    assert rows[0].get("field") == field
    assert rows[1]["total"] == 58


def test_batch_streams_one_answer_per_line_before_the_input_ends():
    process = subprocess.Popen([sys.executable, "-m", "paiju", "mcr", "score", "--batch", "-"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               encoding="utf-8")
    try:
        for _ in range(3):
            process.stdin.write(json.dumps({"hand": QUAD}) + "\n")
            process.stdin.flush()
            assert json.loads(process.stdout.readline())["total"] == 58
    finally:
        process.stdin.close()
        process.wait(timeout=30)
    assert process.returncode == 0


def test_usage_errors_exit_2(cli):
    assert cli(["mcr", "score", QUAD, "--batch", "-"]).exit_code == 2
    assert cli(["mcr", "score", QUAD, "--seat-wind", "X"]).exit_code == 2


def test_fans_table_is_the_reference_list_with_exclusions(cli):
    result, data = cli.json(["mcr", "fans", "--format", "json"])
    assert result.exit_code == 0 and len(data["fans"]) == 82
    assert data["fans"][0]["excludes"] == ["三风刻", "碰碰和", "圈风刻", "门风刻", "幺九刻"]
    assert "幺九刻 (its own sets)" in data["fans"][37]["excludes"]  # 三风刻
    assert "清一色、无字" in cli(["mcr", "fans"]).stdout


def test_fan_names_and_points_are_those_of_mcr_fans_tsv():
    rows = [line.split("\t") for line in (DATA / "mcr-fans.tsv").read_text(
        encoding="utf-8").splitlines()[1:]]
    assert [(int(n), int(points), zh, en) for n, points, zh, en in rows] == [
        (fan.number, fan.points, fan.name_zh, fan.name_en) for fan in Fan]
