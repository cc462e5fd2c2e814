"""The Sanchazi commands through the CLI: JSON shapes, formats, stdin batches, exit codes,
errors as one line with a column."""

import json

import pytest


def one_error_line(result):
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    return lines[0]


def test_root_help_lists_the_sanchazi_commands(cli):
    result = cli("--help")
    for command in ["sanchazi types", "sanchazi type", "sanchazi beats", "sanchazi points",
                    "sanchazi happy-money", "sanchazi respond"]:
        assert command in result.stdout


def test_types_lists_the_table_the_engine_uses(cli):
    from paiju.engine.sanchazi.card_types import CARD_TYPES
    result, data = cli.json("sanchazi types --format json")
    assert result.exit_code == 0
    assert [row["type"] for row in data["types"]] == [t.kind.value for t in CARD_TYPES]
    assert "三带二" in cli("sanchazi types").stdout


def test_type_json_shape_for_a_legal_play(cli):
    result, data = cli.json(["sanchazi", "type", "JJ888", "--format", "json"])
    assert result.exit_code == 0
    assert data == {"input": "JJ888", "played": "888JJ", "cards": 5, "legal": True,
                    "type": "three_with_pair", "type_zh": "三带二", "tier": "ordinary",
                    "rank": "8", "wing": "J", "length": 1, "suit": None,
                    "reason": data["reason"], "notes": []}


def test_type_json_for_a_fork_and_an_unsuited_triple(cli):
    _, data = cli.json(["sanchazi", "type", "8d8d8d", "--format", "json"])
    assert (data["type"], data["tier"], data["suit"], data["rank"]) == ("fork", "fork", "♦", "8")
    _, data = cli.json(["sanchazi", "type", "888", "--format", "json"])
    assert data["type"] == "triple" and "suits written" in data["notes"][0]


@pytest.mark.parametrize("play, column", [("22234", 5), ("AAA222333", 4), ("大王小王", 1)])
def test_type_illegal_play_exits_1_with_the_reason_and_column(cli, play, column):
    result, data = cli.json(["sanchazi", "type", play, "--format", "json"])
    assert result.exit_code == 1
    assert data["legal"] is False and data["type"] is None and data["reason"]
    assert data["column"] == column


def test_type_unreadable_or_overfull_play_exits_2_with_one_line(cli):
    result = cli(["sanchazi", "type", "88Z"])
    assert result.exit_code == 2 and result.stdout == ""
    assert "column 3" in one_error_line(result)
    result = cli(["sanchazi", "type", "♠8♠8♠8♠8"])
    assert result.exit_code == 2 and "three packs hold only 3" in one_error_line(result)


def test_type_table_and_explain(cli):
    result = cli(["sanchazi", "type", "333444JJQQ", "--explain"])
    assert result.exit_code == 0
    assert "plane with wings (飞机带翅膀)" in result.stdout
    assert "beaten by" in result.stdout


def test_type_several_plays_make_a_table_and_exit_1_if_one_is_illegal(cli):
    result = cli(["sanchazi", "type", "888JJ", "22234"])
    assert result.exit_code == 1
    assert "888JJ" in result.stdout and "22234" in result.stdout


def test_type_wings_share_ranks_option(cli):
    assert cli(["sanchazi", "type", "333444 3344"]).exit_code == 1
    assert cli(["sanchazi", "type", "333444 3344", "--wings-share-ranks"]).exit_code == 0


def test_beats_exit_codes_and_json(cli):
    result, data = cli.json(["sanchazi", "beats", "999QQ", "888JJ", "--format", "json"])
    assert result.exit_code == 0
    assert data == {"new": "999QQ", "old": "888JJ", "beats": True, "reason": data["reason"],
                    "new_type": "three_with_pair", "old_type": "three_with_pair"}
    result, data = cli.json(["sanchazi", "beats", "999JJ", "888QQ", "--format", "json",
                             "--explain"])
    assert result.exit_code == 1 and data["beats"] is False
    assert any("both parts" in step for step in data["explanation"])


def test_beats_with_an_illegal_play_is_bad_input(cli):
    result = cli(["sanchazi", "beats", "333", "22234"])
    assert result.exit_code == 2
    line = one_error_line(result)
    assert "not a legal play" in line and "column 5" in line


def test_beats_batch_keeps_order_and_reports_bad_lines(cli):
    text = ("999QQ on 888JJ\n# comment\n\n3333\t♦8♦8♦8\n333 on 22234\n"
            "大王大王大王 on 8888888\nno separator\n")
    result, rows = cli.jsonl(["sanchazi", "beats", "-"], input=text)
    assert result.exit_code == 2
    assert [row.get("beats") for row in rows] == [True, False, None, True, None]
    assert rows[2]["line"] == 5 and rows[2]["column"] == 12
    assert rows[4]["line"] == 7 and "separated" in rows[4]["error"]


def test_beats_batch_exit_1_when_any_no_and_table_format(cli):
    result = cli(["sanchazi", "beats", "--format", "table"], input="4455 on 3344\n3 on 4\n")
    assert result.exit_code == 1 and "yes" in result.stdout and "no" in result.stdout
    assert cli(["sanchazi", "beats"], input="4455 on 3344\n").exit_code == 0


def test_beats_usage_error(cli):
    result = cli(["sanchazi", "beats", "888"])
    assert result.exit_code == 2 and "usage" not in result.stdout


def test_points_json_and_batch(cli):
    result, data = cli.json(["sanchazi", "points", "55 10 KK 3", "--format", "json"])
    assert result.exit_code == 0
    assert data == {"input": "55 10 KK 3", "cards": 6, "points": 40, "score_cards": [
        {"rank": "5", "count": 2, "each": 5, "points": 10},
        {"rank": "10", "count": 1, "each": 10, "points": 10},
        {"rank": "K", "count": 2, "each": 10, "points": 20}]}
    result, rows = cli.jsonl(["sanchazi", "points"], input="5\nKK\n" + "5" * 13 + "\n")
    assert result.exit_code == 2
    assert [row.get("points") for row in rows] == [5, 20, None]
    assert "impossible hand" in rows[2]["error"] and rows[2]["column"] == 13


def test_happy_money_json_shape(cli):
    result, data = cli.json(["sanchazi", "happy-money", "大王大王大王", "--base", "5",
                             "--format", "json"])
    assert result.exit_code == 0
    assert {key: data[key] for key in ("type", "base", "happy_money", "per_payer", "payers",
                                       "collector_gets")} == {
        "type": "joker_fork", "base": 5, "happy_money": True, "per_payer": 10, "payers": 3,
        "collector_gets": 30}


@pytest.mark.parametrize(
    "args, per_payer",
    [
        (["小王小王小王"], 2),
        (["小王小王小王", "--ends-deal"], 0),
        (["小王小王小王", "--goes-out"], 2),
        (["小王小王小王", "--goes-out", "--last-hand", "own"], 0),
        (["小王小王小王", "--all-six"], 4),
        (["小王小王小王", "--all-six", "--ends-deal"], 2),
        (["小王小王小王33"], 0),
        (["♠8♠8♠8"], 0),
    ],
)
def test_happy_money_options(cli, args, per_payer):
    result, data = cli.json(["sanchazi", "happy-money", *args, "--format", "json"])
    assert result.exit_code == 0 and data["per_payer"] == per_payer


def test_happy_money_bad_base_and_all_six_misuse(cli):
    assert cli(["sanchazi", "happy-money", "大王大王大王", "--base", "0"]).exit_code == 2
    result = cli(["sanchazi", "happy-money", "888", "--all-six"])
    assert result.exit_code == 2 and "three-joker forks" in one_error_line(result)


def test_respond_json_shape_and_exit_codes(cli):
    result, data = cli.json(["sanchazi", "respond", "999QQ 8888 3", "--to", "888JJ",
                             "--format", "json"])
    assert result.exit_code == 0
    assert data["to_type"] == "three_with_pair" and data["count"] == 2
    assert data["plays"][0] == {"play": "999QQ", "cards": 5, "type": "three_with_pair",
                                "type_zh": "三带二", "tier": "ordinary", "rank": "9",
                                "wing": "Q", "length": 1, "suit": None}
    assert data["plays"][1]["type"] == "bomb"
    result, data = cli.json(["sanchazi", "respond", "34567", "--to", "8", "--format", "json"])
    assert result.exit_code == 1 and data["count"] == 0 and data["plays"] == []


def test_respond_table_lists_the_plays(cli):
    result = cli(["sanchazi", "respond", "♠5♠5♠5 6666", "--to", "4444"])
    assert result.exit_code == 0
    assert "6666" in result.stdout and "♠5♠5♠5" in result.stdout
    assert "2 plays beat it" in result.stdout


def test_respond_batch_with_and_without_to(cli):
    result, rows = cli.jsonl(["sanchazi", "respond", "-", "--to", "888JJ"],
                             input="999QQ\n3\n")
    assert result.exit_code == 1 and [row["count"] for row in rows] == [1, 0]
    result, rows = cli.jsonl(["sanchazi", "respond"],
                             input="999QQ to 888JJ\n4455\t3344\n33 to 22234\n")
    assert result.exit_code == 2
    assert [row.get("count") for row in rows[:2]] == [1, 1]
    assert rows[2]["column"] == 11


def test_respond_needs_to(cli):
    result = cli(["sanchazi", "respond", "888"])
    assert result.exit_code == 2 and "--to" in one_error_line(result)


def test_json_format_for_a_batch_is_one_array(cli):
    result = cli(["sanchazi", "type", "--format", "json"], input="888\n22234\n")
    data = json.loads(result.stdout)
    assert [row["legal"] for row in data] == [True, False]
