"""Stdin the same way everywhere (issue 12 item 5): one line is answered as many are, a bad
first line is a bad line like any other, a game reads JSON Lines of deals, and the commands
that answer one question from their options read stdin only when none is given."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


from paiju.grammar._common import MAX_NOTATION

DEAL = {"order": [3, 0, 4, 1, 2], "declarations": {"0": "pre"}}


def test_one_settle_line_is_one_record_as_in_a_file_and_two_are_json_lines(cli, tmp_path):
    """Issue 26: one record alone on stdin is that record (a table by default, one object in
    JSON), as the same record in a file; two records are JSON Lines, one answer a line."""
    line = json.dumps(DEAL) + "\n"
    path = tmp_path / "deal.json"
    path.write_text(line, encoding="utf-8")
    for fmt in ("table", "json", "jsonl"):
        piped = cli(["gouji", "settle", "-", "--format", fmt], input=line)
        assert piped.exit_code == 0
        assert piped.stdout == cli(["gouji", "settle", str(path), "--format", fmt]).stdout
    assert cli("gouji settle -", input=line).stdout.startswith("deal ")  # a table
    _, alone = cli.json("gouji settle - --format json", input=line)
    two, answers = cli.jsonl("gouji settle -", input=line * 2)
    assert two.exit_code == 0 and answers == [alone, alone]
    _, document = cli.json("gouji settle - --format json", input=json.dumps(DEAL, indent=2))
    assert document == alone  # the same record spread over lines: one document


def test_a_bad_first_settle_line_is_a_bad_line_like_any_other(cli):
    for bad in ("garbage", '{"order": [3, 0,', '{"order": [3, 0, 4, 1, 2], "colour": 1}'):
        result, answers = cli.jsonl("gouji settle -", input=f"{bad}\n{json.dumps(DEAL)}\n")
        assert result.exit_code == 2 and answers[0]["line"] == 1 and "error" in answers[0]
        assert answers[1]["order"] == DEAL["order"] and "error" not in answers[1]


def test_a_game_reads_json_lines_of_deals_even_one(cli):
    deals = [{"order": [0, 1, 2, 4], "id": "a"}, {"order": [5, 4, 3, 2, 1], "id": "b"}]
    _, game = cli.json("gouji game - --format json",
                       input="".join(json.dumps(deal) + "\n" for deal in deals))
    assert [deal["id"] for deal in game["deals"]] == ["a", "b"] and game["totals"]
    _, one = cli.json("gouji game - --format json", input=json.dumps(deals[0]) + "\n")
    assert len(one["deals"]) == 1 and one["deals"][0]["id"] == "a"
    _, whole = cli.json("gouji game - --format json",
                        input=json.dumps({"id": 7, "deals": deals}) + "\n")  # one line
    assert whole["id"] == 7 and whole["deals"] == game["deals"]


def test_tribute_reads_lines_only_without_its_options_documented_stdin(cli):
    result, answers = cli.jsonl("gouji tribute", input="bright none me\npre pre me\n")
    assert result.exit_code == 0 and len(answers) == 2
    asked = cli("gouji tribute --me pre --opponent none --opened me --format json",
                input="bright none me\n")
    assert json.loads(asked.stdout)["me"] == "pre"  # the options ask; stdin is not read
    assert "--opened" in cli.error("gouji tribute --me pre", input="")


def test_deal_reads_seeds_from_piped_stdin_without_seed(cli):
    result, answers = cli.jsonl("gouji deal", input="1\n2\n")
    assert [answer["seed"] for answer in answers] == [1, 2]
    _, one = cli.json("gouji deal --seed 3 --format json", input="1\n2\n")
    assert one["seed"] == 3


def test_compare_reads_pairs_like_beats(cli):
    result, answers = cli.jsonl("gouji compare", input="5x9 on 2钱+3x8\n5x9\t4x1\n")
    assert answers[0]["a_beats_b"]["beats"] is True and answers[1]["column"] == 7


def test_a_record_line_may_give_its_own_plays_beside_the_options(cli):
    lines = ('{"hand": "2大花+5x10", "to": "5x9", "id": 1}\n'
             '{"hand": "2大花+5x10"}\n')
    result, answers = cli.jsonl(["gouji", "respond", "-", "--to", "2小花+3x9"], input=lines)
    assert answers[0]["id"] == 1 and answers[0]["to"] == "5x9"
    assert answers[1]["to"] == "2小花+3x9" and "id" not in answers[1]


def test_id_is_allowed_at_the_top_of_a_record_only(cli):
    record = {"order": [3, 0, 4, 1, 2], "burns": [{"burner": 1, "burned": 3,
                                                     "outcome": "lifted", "id": 1}]}
    line = cli.error("gouji settle -", input=json.dumps(record))
    assert "burns[0].id" in line and "unknown field" in line
    _, (answer, _) = cli.jsonl("gouji settle -", input=(json.dumps(record) + "\n") * 2)
    assert answer["field"] == "burns[0].id" and "unknown field" in answer["error"]


def test_notation_over_the_limit_is_refused_before_parsing(cli):
    long = "3x5+" * (MAX_NOTATION // 4) + "3x5"
    line = cli.error(["gouji", "parse", long])
    assert f"longer than any play (at most {MAX_NOTATION:,})" in line and len(line) < 400


@pytest.mark.parametrize("game, example", [("gouji", "gouji-referee.json"),
                                           ("sanchazi", "sanchazi-deal.json")])
def test_a_record_play_over_the_limit_is_refused_in_both_card_games(cli, game, example):
    """A play in a record is notation like any other: past MAX_NOTATION characters it is
    refused naming the field, even when all that follows its cards is spaces (Sanchazi's
    reader of engine-written cards once read it)."""
    record = json.loads((Path(__file__).parent.parent / "examples" / example).read_text("utf-8"))
    first = next(action for action in record["actions"] if "play" in action)
    first["play"] += " " * MAX_NOTATION
    line = cli.error([game, "replay", "-"], input=json.dumps(record))
    assert f"longer than any play (at most {MAX_NOTATION:,})" in line and ".play" in line, line
