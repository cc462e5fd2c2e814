"""``paiju fuzhou`` through the CLI: answers, formats, batches, exit codes, errors."""

from __future__ import annotations

import json

import pytest

SPARROW = "123m 456m 789m 234s 金 金 678p"


def test_root_help_lists_the_fuzhou_commands(cli):
    result = cli("--help")
    for command in ["fuzhou wins", "fuzhou flowers", "fuzhou score", "fuzhou bonuses"]:
        assert command in result.stdout


def test_wins_exit_codes(cli):
    assert cli(["fuzhou", "wins", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p"]).exit_code == 0
    result = cli(["fuzhou", "wins", "19m 19p 19s 2468m 2468p 13s 金", "--gold", "5p"])
    assert result.exit_code == 1 and "do not form sets and a pair" in result.stdout
    result = cli(["fuzhou", "wins", "123m", "--gold", "5p"])
    assert result.exit_code == 2 and "column" in result.stderr
    assert "14 tiles (four sets and a pair) or 17 (five sets and a pair)" in result.stderr


def test_wins_json_lists_every_gold_assignment(cli):
    result, data = cli.json(["fuzhou", "wins", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p",
                             "--format", "json"])
    assert data["win"] is True and data["golds"] == 1 and data["readings_count"] == 1
    (reading,) = data["readings"]
    assert reading["pair"] == {"kind": "pair", "tiles": "99s", "golds_as": ["9s"],
                               "free": False}
    assert reading["golds"] == [{"stands_for": "9s", "in": "99s(金=9s)", "free": False}]
    assert data["canonical"] == "123456789m678p2349s金"


def test_wins_three_golds_and_sparrow_flags(cli):
    _, data = cli.json(["fuzhou", "wins", "19m 19p 19s 2468m 2468p 金 金 金", "--gold", "5p",
                        "--format", "json"])
    assert data["win"] and data["three_golds"] and not data["shape"]
    assert data["readings"] == []
    _, data = cli.json(["fuzhou", "wins", SPARROW, "--gold", "5p", "--format", "json"])
    assert data["golden_sparrow"] and not data["three_golds"] and data["swimming_gold"]
    free = [r for r in data["readings"] if r["pair"]["free"]]
    assert len(free) == 1 and free[0]["pair"]["golds_as"] == ["5p", "5p"]


def test_wins_table_shows_readings_and_explains(cli):
    result = cli(["fuzhou", "wins", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p",
                  "--explain"])
    assert "123m 456m 789m 678p 234s + pair 99s(金=9s)" in result.stdout
    assert "gold 1 (5p) stands for 9s in the pair 99s(金=9s)" in result.stdout


def test_wins_batch_of_hands_and_records(cli):
    result, lines = cli.jsonl(["fuzhou", "wins", "--gold", "5p"],
                              input="123m 456m 789m 234s 678p 9s 金\n# comment\n123m\n")
    assert result.exit_code == 2
    assert lines[0]["win"] is True and lines[1]["line"] == 3 and "or 17" in lines[1]["error"]
    records = (json.dumps({"hand": "123m 456m 789m 234s 678p 9s 1s", "gold": "1s"}) + "\n"
               + json.dumps({"hand": "123m 456m 789m 234s 678p 9s 1s", "gold": "2s"}) + "\n")
    result, lines = cli.jsonl(["fuzhou", "wins", "--batch", "-"], input=records)
    assert [line["win"] for line in lines] == [True, False] and result.exit_code == 1


def test_flowers_command(cli):
    result, data = cli.json(["fuzhou", "flowers", "EEEE春夏秋冬a", "--exposed-kongs", "1",
                             "--format", "json"])
    assert data["flowers"] == 9 + 2 + 2 + 1 and data["tiles"] == 9
    assert data["complete_sets"] == ["four 东", "the four seasons 春夏秋冬"]
    result = cli(["fuzhou", "flowers", "EEEEE"])
    assert result.exit_code == 2 and "column 5" in result.stderr
    result = cli("fuzhou flowers 0 --concealed-kongs 2")
    assert "flowers (花数) F  4" in result.stdout


def test_score_json_shape(cli):
    result, data = cli.json(["fuzhou", "score", SPARROW, "--gold", "5p", "--self-drawn",
                             "--base", "5", "--flowers", "EE春", "--format", "json"])
    assert result.exit_code == 0
    for key in ("win", "bonus", "flowers", "per_payer", "payers", "winner_gets", "reading",
                "payments", "bonus_points", "paid_as", "flower_breakdown"):
        assert key in data
    assert data["bonus"] == "金雀" and data["bonus_points"] == 60 and data["flowers"] == 3
    assert data["per_payer"] == 5 + 6 + 60 and data["payers"] == 3
    assert data["winner_gets"] == 3 * 71 and data["paid_as"] == "self-drawn"
    assert data["reading"]["pair"]["free"] is True


def test_score_not_a_win_exits_one_with_the_reason(cli):
    result, data = cli.json(["fuzhou", "score", "123m 456m 789m 234s 678p 9s 5p", "--gold", "5p",
                             "--format", "json"])
    assert result.exit_code == 1 and data["win"] is False and data["bonus"] is None
    assert "discarded gold" in data["reason"] and data["payers"] == 0
    allowed = cli(["fuzhou", "score", "123m 456m 789m 234s 46p 99s 5p", "--gold", "5p",
                   "--discarded-gold-wins"])
    assert allowed.exit_code == 0


def test_score_flowers_as_a_count_or_tiles(cli):
    _, by_count = cli.json(["fuzhou", "score", "[1111s1] 123m 456m 789m 678p 99s", "--gold", "5p",
                            "--flowers", "6", "--format", "json"])
    _, by_tiles = cli.json(["fuzhou", "score", "[1111s1] 123m 456m 789m 678p 99s", "--gold", "5p",
                            "--flowers", "EEEE", "--format", "json"])
    assert by_count["flowers"] == by_tiles["flowers"] == 7
    assert by_count["per_payer"] == by_tiles["per_payer"] == 1 + 7
    result = cli(["fuzhou", "score", "123m 456m 789m 234s 678p 99s", "--gold", "5p", "--flowers",
                  "55"])
    assert result.exit_code == 2 and "54" in result.stderr


def test_score_table_explains_line_by_line(cli):
    result = cli(["fuzhou", "score", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p",
                  "--self-drawn", "--base", "5", "--flowers", "3"])
    out = result.stdout
    assert "each payer pays B + 2F = 5 + 2×3 = 11 (self-drawn)" in out
    assert "the winner receives 11 + 11 + 11 = 33" in out
    assert "winner gets  33" in out and "payment      each pays 11" in out


def test_score_banker_options(cli):
    _, data = cli.json(["fuzhou", "score", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p",
                        "--self-drawn", "--flowers", "3", "--banker-count", "2", "--format",
                        "json"])
    assert [(p["payer"], p["amount"]) for p in data["payments"]] == [
        ("banker", 11), ("other", 7), ("other", 7)]
    result = cli(["fuzhou", "score", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p",
                  "--self-drawn", "--discarder-is-banker"])
    assert result.exit_code == 2 and "no discarder" in result.stderr


def test_score_batch_records_override_options(cli):
    records = "\n".join(json.dumps(record) for record in [
        {"hand": SPARROW, "self_drawn": True, "base": 5},
        {"hand": SPARROW, "gold": "5x"},
        {"hand": SPARROW, "flowers": True},
        {"hand": SPARROW, "base": "5"},
        ["not", "an object"],
    ]) + "\n"
    result, lines = cli.jsonl(["fuzhou", "score", "--batch", "-", "--gold", "5p"], input=records)
    assert result.exit_code == 2
    assert lines[0]["winner_gets"] == 225 and lines[0]["base"] == 5
    assert lines[1]["field"] == "gold" and "no suit" in lines[1]["error"]
    assert lines[2]["field"] == "flowers" and lines[3]["field"] == "base"
    # a line that is not a JSON object is read as a hand, as on '-' (one reader, issue 26)
    assert lines[4]["error"].startswith("cannot read hand")


def test_score_batch_one_hand_per_line_uses_the_options(cli):
    result, lines = cli.jsonl(["fuzhou", "score", "-", "--gold", "5p", "--self-drawn"],
                              input=f"{SPARROW}\n123m 456m 789m 234s 678p 99s\n")
    assert [line["bonus"] for line in lines] == ["金雀", "平胡"] and result.exit_code == 0


@pytest.mark.parametrize("args, words", [
    (["fuzhou", "score", SPARROW], "--gold"),
    (["fuzhou", "score", SPARROW, "--gold", "E"], "cannot be the gold"),
    (["fuzhou", "score", SPARROW, "--gold", "5p", "--base", "0"], "--base"),
    (["fuzhou", "wins", SPARROW, "--gold", "5p", "--batch", "-"], "not both"),
    (["fuzhou", "score", "123m 456m 789m 234s 678p 9s E", "--gold", "5p"], "is a flower"),
])
def test_errors_are_one_line_exit_two(cli, args, words):
    result = cli(args)
    assert result.exit_code == 2 and words in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_bonuses_table_is_the_engine_data(cli):
    _, data = cli.json("fuzhou bonuses --format json")
    assert [(row["bonus"], row["points"], row["with_no_flower"]) for row in data["bonus_hands"]] \
        == [("平胡", 30, 30), ("抢金", 30, 40), ("三金倒", 40, 50), ("金雀", 60, 70)]


CLAIMANTS = ["--hand", "S:123m 456m 789m 234s 12p 99s",
             "--hand", "N:123m 456m 789m 234s 24p 金金",
             "--hand", "W:123m 456m 789m 234s 3p 99s 金"]


def test_claim_golden_sparrow_first(cli):
    result, data = cli.json(["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E",
                             *CLAIMANTS, "--format", "json"])
    assert result.exit_code == 0 and data["winner"] == "N" and "金雀" in data["why"]
    assert [c["sparrow"] for c in data["claims"]] == [False, True, False]


def test_claim_turn_order_and_pass_rule(cli):
    _, data = cli.json(["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E",
                        *CLAIMANTS[:2], *CLAIMANTS[4:], "--format", "json"])
    assert data["winner"] == "S"
    _, data = cli.json(["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "东",
                        *CLAIMANTS[:2], *CLAIMANTS[4:], "--passed", "S", "--format", "json"])
    assert data["winner"] == "W" and data["claims"][0]["passed"] is True


def test_claim_nobody_wins_a_discarded_gold(cli):
    result = cli(["fuzhou", "claim", "5p", "--gold", "5p", "--discarder", "E", *CLAIMANTS[:2]])
    assert result.exit_code == 1 and "nobody" in result.stdout


def test_claim_errors(cli):
    result = cli(["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "S", *CLAIMANTS[:2]])
    assert result.exit_code == 2 and "cannot claim" in result.stderr
    result = cli(["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E", "--hand", "X:1m"])
    assert result.exit_code == 2 and "SEAT:HAND" in result.stderr


def test_wins_grab_needs_the_gold_as_winning_tile(cli):
    result = cli(["fuzhou", "wins", "123m 456m 789m 234s 678p 金 9s", "--gold", "5p", "--grab"])
    assert result.exit_code == 2 and "抢金 is won with the turned-up gold" in result.stderr
    # two golds held and the grabbed one: no 三金倒, and the shape does not complete
    result, data = cli.json(["fuzhou", "wins", "19m 19p 19s 2468m 2468p 金 金 5p", "--gold",
                             "5p", "--grab", "--format", "json"])
    assert result.exit_code == 1 and data["golds"] == 3 and not data["three_golds"]
    # three held besides the grabbed one: 三金倒
    _, data = cli.json(["fuzhou", "wins", "19m 19p 19s 2468m 246p 金 金 金 5p", "--gold", "5p",
                        "--grab", "--format", "json"])
    assert data["golds"] == 4 and data["three_golds"] and data["win"]


def test_flower_points_out_of_range_in_a_record(cli):
    result, lines = cli.jsonl(["fuzhou", "score", "--batch", "-", "--gold", "5p"],
                              input=json.dumps({"hand": SPARROW, "flowers": -1}) + "\n")
    assert result.exit_code == 2 and lines[0]["field"] == "flowers"
    assert "from 0 to 54" in lines[0]["error"]


@pytest.mark.parametrize("args", [
    ["fuzhou", "wins", "99s", "--gold", "5p"],
    ["fuzhou", "score", "金金", "--gold", "5p"],
    ["fuzhou", "wins", "123m 99s", "--gold", "5p"],
    ["fuzhou", "score", "123m 456m 99s", "--gold", "5p", "--self-drawn"],
    ["fuzhou", "wins", "123m 456m 789m 99s", "--gold", "5p"],
    ["fuzhou", "wins", "123m 456m 789m 123p 456p 789p 99s", "--gold", "5p"],
])
def test_a_winning_hand_of_another_size_is_bad_input_naming_14_and_17_section_4(cli, args):
    assert "14 tiles (four sets and a pair) or 17 (five sets and a pair)" in cli.error(args)


def test_more_kongs_than_a_hand_has_sets_is_bad_input_section_4(cli):
    assert "6 kongs" in cli.error("fuzhou flowers 0 --exposed-kongs 3 --concealed-kongs 3")
    assert cli("fuzhou flowers 0 --exposed-kongs 2 --concealed-kongs 3").exit_code == 0


def test_three_golds_entered_as_a_discard_win_is_refused_with_a_hint_section_4(cli):
    error = cli.error(["fuzhou", "score", "19m 19p 19s 2468m 246p 金 金 金 8p", "--gold", "5p"])
    assert "三金倒" in error and "enter the win as self-drawn" in error
    assert cli(["fuzhou", "score", "19m 19p 19s 2468m 246p 金 金 金 8p", "--gold", "5p",
                "--self-drawn"]).exit_code == 0


def test_the_payment_headline_agrees_with_the_payers_banker_count_section_7_4(cli):
    _, data = cli.json(["fuzhou", "score", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p",
                        "--self-drawn", "--flowers", "3", "--banker", "--banker-count", "2",
                        "--format", "json"])
    assert data["per_payer"] == 11 and {p["amount"] for p in data["payments"]} == {11}
    assert data["winner_gets"] == 33


# ---------------------------------------------------------------------------------------
# issue 13 item 5 on the command line: the headline, the sizes, the supply, the switches

SELF_DRAWN = ["123m 456m 789m 234s 99s 46s 5s", "--gold", "5p", "--self-drawn", "--flowers", "1"]


def test_the_headline_names_the_banker_apart_when_only_the_banker_pays_more_section_7_4(cli):
    table = cli(["fuzhou", "score", *SELF_DRAWN, "--banker-count", "2"],
                env={"NO_COLOR": "1"}).stdout
    assert "payment      each pays 3, the banker 7" in table
    assert "payers       banker 7, other 3, other 3" in table
    banker_wins = cli(["fuzhou", "score", *SELF_DRAWN, "--banker-count", "2", "--banker"],
                      env={"NO_COLOR": "1"}).stdout
    assert "payment      each pays 7\n" in banker_wins  # everyone pays the count then
    rows = cli(["fuzhou", "score", "-", "--gold", "5p", "--self-drawn", "--flowers", "1",
                "--banker-count", "2", "--format", "table"],
               input="123m 456m 789m 234s 99s 46s 5s\n123m 456m 789m 234s 99s 56s 4s\n",
               env={"NO_COLOR": "1"}).stdout
    assert rows.count("each pays 3, the banker 7") == 2


@pytest.mark.parametrize("hand", ["99s", "金金", "123m 45m", "123m 456m 78m",
                                  "123m 456m 789m 11s 2s", "123m 456m 789m 123p 456p 789p 22s"])
def test_wins_and_score_refuse_every_size_but_14_and_17_section_4(cli, hand):
    for command in ("wins", "score"):
        line = cli.error(["fuzhou", command, hand, "--gold", "5p"])
        assert "14 tiles" in line and "or 17" in line


def test_claim_checks_the_hands_together_against_the_supply_and_names_the_tile_section_5(cli):
    line = cli.error(["fuzhou", "claim", "9s", "--gold", "5p", "--discarder", "E",
                      "--hand", "S:123m 456m 789m 78s 99s", "--hand", "W:123p 678p 789p 99s 78p"])
    assert "5 × 9s between S (2), W (2) and the discard: the set has only 4" in line
    line = cli.error(["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E",
                      "--hand", "S:123m 456m 789m 234s 24p 金金",
                      "--hand", "N:123m 456m 789m 234s 12p 金金"])
    assert "4 golds (5p) between S (2) and N (2)" in line
    assert cli(["fuzhou", "claim", "9s", "--gold", "5p", "--discarder", "E", "--hand",
                "S:123m 456m 789m 78s 99s", "--hand", "W:123p 678p 789p 11s 78s"]).exit_code == 0


def test_score_takes_rule_and_says_which_rules_it_used_switch_bonus_on_discard_all(cli):
    sparrow = ["123m 456m 789m 234s 金金 67p 8p", "--gold", "5p", "--format", "json"]
    _, alone = cli.json(["fuzhou", "score", *sparrow])
    _, all_three = cli.json(["fuzhou", "score", *sparrow, "--rule", "bonus-on-discard=all"])
    assert "rules" not in alone and alone["payers"] == 1
    assert all_three["rules"] == {"bonus-on-discard": "all"} and all_three["payers"] == 3
    line = cli.error(["fuzhou", "score", *sparrow, "--rule", "bonus-on-discard=nobody"])
    assert "discarder, all" in line


def test_the_old_flags_are_shorthands_of_the_switches_discarded_gold_and_banker_count(cli):
    hand = ["123m 456m 789m 234s 99s 46p 5p", "--gold", "5p", "--format", "json"]
    _, flag = cli.json(["fuzhou", "score", *hand, "--discarded-gold-wins"])
    _, rule = cli.json(["fuzhou", "score", *hand, "--rule", "discarded-gold=as-shown"])
    assert flag["win"] is rule["win"] is True
    assert flag["rules"] == rule["rules"] == {"discarded-gold": "as-shown"}
    assert "--discarded-gold-wins contradicts --rule discarded-gold=refused" in cli.error(
        ["fuzhou", "score", *hand, "--discarded-gold-wins", "--rule", "discarded-gold=refused"])
    _, counted = cli.json(["fuzhou", "score", *SELF_DRAWN, "--banker-count", "2",
                           "--format", "json"])
    assert counted["rules"] == {"banker-count": "added"} and counted["winner_gets"] == 13
    assert "contradicts --rule banker-count=none" in cli.error(
        ["fuzhou", "score", *SELF_DRAWN, "--banker-count", "2", "--rule", "banker-count=none"])


def test_claim_takes_rule_switch_discarded_gold_as_shown(cli):
    args = ["fuzhou", "claim", "5p", "--gold", "5p", "--discarder", "E",
            "--hand", "S:123m 456m 789m 99s 46p", "--format", "json"]
    refused, data = cli.json(args)
    assert refused.exit_code == 1 and data["winner"] is None and "rules" not in data
    shown, data = cli.json(args + ["--rule", "discarded-gold=as-shown"])
    assert shown.exit_code == 0 and data["winner"] == "S"
    assert data["rules"] == {"discarded-gold": "as-shown"}
    assert cli(args + ["--discarded-gold-wins"]).stdout == shown.stdout


def test_a_score_record_carries_rules_over_the_command_lines_documented_records_over_options(cli):
    sparrow = {"hand": "123m 456m 789m 234s 金金 67p 8p", "id": 7}
    records = [dict(sparrow, rules={"bonus-on-discard": "all"}), sparrow,
               dict(sparrow, rules={"bonus-on-discard": "discarder"}),
               dict(sparrow, banker_count=1, rules={"banker-count": "none"})]
    result, answers = cli.jsonl(["fuzhou", "score", "--batch", "-", "--gold", "5p"],
                                input="".join(json.dumps(r) + "\n" for r in records))
    assert answers[0]["rules"] == {"bonus-on-discard": "all"} and answers[0]["payers"] == 3
    assert "rules" not in answers[1] and answers[1]["payers"] == 1
    assert answers[3]["field"] == "banker_count" and result.exit_code == 2
    result, answers = cli.jsonl(["fuzhou", "score", "--batch", "-", "--gold", "5p", "--rule",
                                 "bonus-on-discard=all"],
                                input="".join(json.dumps(r) + "\n" for r in records[:3]))
    assert [a.get("payers") for a in answers[:2]] == [3, 3]
    assert answers[2]["payers"] == 1  # the record's own switch holds for the record
