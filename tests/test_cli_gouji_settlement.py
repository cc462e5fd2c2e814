"""The Gouji settlement commands through the CLI: formats, stdin, exit codes, errors."""

import json
import re
from pathlib import Path

import pytest

from conftest import load_jsonl

DEAL = {"deal": 2, "deals_per_game": 5, "order": [3, 0, 4, 1, 2],
        "declarations": {"0": "pre", "3": "bright"}, "opened": [3],
        "burns": [{"burner": 1, "burned": 0, "outcome": "success"}]}


def dumps(record):
    return json.dumps(record, ensure_ascii=False)


def document(record):
    """A record spread over several lines: one document, one question (a record on one line
    is JSON Lines, a batch of one)."""
    return json.dumps(record, ensure_ascii=False, indent=2)


def test_help_lists_the_settlement_commands(cli):
    result = cli("--help")
    for command in ["gouji tribute", "gouji score", "gouji settle", "gouji game"]:
        assert command in result.stdout


def test_help_shows_the_interpretations(cli):
    text = cli("gouji settle --help").stdout
    assert "[A12]" in text and "[revolution]" in text and "[leftovers]" in text
    assert "[leftovers]" in cli("gouji score --help").stdout
    assert "[game end]" in cli("gouji game --help").stdout


# ---------------------------------------------------------------------------------------
# tribute


def test_tribute_json_shape(cli):
    result, data = cli.json("gouji tribute --me bright --opponent pre --opened me --format json")
    assert result.exit_code == 0
    assert {k: data[k] for k in ("me", "opponent", "opened", "opponent_pays_me",
                                 "me_pays_opponent")} == {
        "me": "bright", "opponent": "pre", "opened": "me", "opponent_pays_me": 10,
        "me_pays_opponent": 0}
    assert data["explanation"][0].startswith("opponent pays me 2+8 = 10")


def test_tribute_table_shows_the_arithmetic(cli):
    result = cli("gouji tribute --me none --opponent bright --opened neither")
    assert result.exit_code == 0
    assert "opponent pays me    1" in result.stdout
    assert "I pay the opponent  2" in result.stdout


def test_tribute_explain_adds_the_formula(cli):
    _, data = cli.json("gouji tribute --opened both --format json --explain")
    assert any("r(dY) + p(dX)" in line for line in data["explanation"])


@pytest.mark.parametrize("record", [r for r in load_jsonl("gouji-public.jsonl")
                                    if r["kind"] == "tribute"],
                         ids=lambda r: f"{r['me']}-{r['opponent']}-{r['opened']}")
def test_tribute_corpus_record(cli, record):
    _, data = cli.json(["gouji", "tribute", "--me", record["me"], "--opponent",
                        record["opponent"], "--opened", record["opened"], "--format", "json"])
    assert data["opponent_pays_me"] == record["opponent_pays_me"]
    assert data["me_pays_opponent"] == record["me_pays_opponent"]


def test_tribute_whole_table_jsonl_is_36_cells_with_the_misprint(cli):
    result, cells = cli.jsonl("gouji tribute --table --format jsonl")
    assert result.exit_code == 0 and len(cells) == 36
    _, data = cli.json("gouji tribute --table --format json")
    assert data["cells"] == cells
    assert data["misprints"] == [{"me": "bright", "opponent": "none", "opened": "opponent",
                                  "printed": "4+1=3", "correct": "4+1 = 5",
                                  "sources": "gouji.md §16.1"}]
    table = cli("gouji tribute --table").stdout
    assert "4+1 = 5 *" in table and "'4+1=3'" in table
    assert table.count("0 / 0") == 9


def test_tribute_stdin_lines(cli):
    result, answers = cli.jsonl("gouji tribute -", input="bright none opponent\npre pre me\n")
    assert result.exit_code == 0
    assert [(a["opponent_pays_me"], a["me_pays_opponent"]) for a in answers] == [(0, 5), (12, 0)]


def test_tribute_stdin_bad_line_points_at_the_word(cli):
    result, answers = cli.jsonl("gouji tribute -", input="bright loud me\n")
    assert result.exit_code == 2
    assert answers[0]["column"] == 8 and "'loud'" in answers[0]["error"]


def test_tribute_needs_opened(cli):
    result = cli("gouji tribute --me pre")
    assert result.exit_code == 2 and "--opened" in result.stderr and result.stdout == ""


def test_tribute_rejects_an_unknown_declaration(cli):
    result = cli("gouji tribute --me loud --opened me")
    assert result.exit_code == 2 and result.stdout == ""


# ---------------------------------------------------------------------------------------
# score


def test_score_json_shape(cli):
    result, data = cli.json("gouji score 0 1 2 3 4 5 --format json")
    assert result.exit_code == 0
    assert set(data) == {"order", "revolution", "void", "places", "teams", "sanhu", "game_over"}
    assert data["teams"] == {"A": 1, "B": -1}
    assert data["places"][0] == {"seat": 0, "place_zh": "头科", "place_en": "first", "points": 2}
    assert [p["place_zh"] for p in data["places"]] == ["头科", "二科", "三科", "四科", "二落",
                                                      "大落"]


def test_score_order_may_stop_when_one_team_is_left(cli):
    result, data = cli.json("gouji score 0 1 2 4 --format json")
    assert result.exit_code == 0 and data["teams"] == {"A": 2, "B": -2}


def test_score_revolution_sanhu(cli):
    _, data = cli.json("gouji score 1 3 --revolution 5 --format json")
    assert data["sanhu"] is True and data["game_over"] is True
    assert data["teams"] == {"A": -6, "B": 6}
    assert {"seat": 5, "place_zh": "三科", "place_en": "third", "points": 0} in data["places"]


def test_score_two_revolutionaries_is_void_not_an_error(cli):
    result, data = cli.json("gouji score -r 1 -r 4 --format json")
    assert result.exit_code == 0
    assert data["void"] is True and data["revolution"] == [1, 4] and data["places"] == []
    assert "void" in cli("gouji score -r 1 -r 4").stdout


@pytest.mark.parametrize("record", [r for r in load_jsonl("gouji-public.jsonl")
                                    if r["kind"] == "score"], ids=lambda r: str(r["order"]))
def test_score_corpus_record(cli, record):
    args = ["gouji", "score", *map(str, record["order"])]
    for seat in record["revolution"]:
        args += ["--revolution", str(seat)]
    result, data = cli.json(args + ["--format", "json"])
    assert result.exit_code == 0
    assert data["void"] == record["void"]
    if not record["void"]:
        assert data["teams"] == record["teams"] and data["sanhu"] == record["sanhu"]


def test_score_stdin_streams_jsonl(cli):
    lines = "0 1 2 4\n" + dumps({"order": [1, 3], "revolution": [5]}) + "\n0 1 9\n"
    result, answers = cli.jsonl("gouji score -", input=lines)
    assert result.exit_code == 2
    assert answers[0]["teams"] == {"A": 2, "B": -2}
    assert answers[1]["sanhu"] is True
    assert answers[2]["line"] == 3 and answers[2]["field"] == "order[2]"


@pytest.mark.parametrize("args, words", [
    ("gouji score 0 1 2", "the deal is not over"),
    ("gouji score 0 1 1 2 3 4", "order[2]: seat 1 is listed twice"),
    ("gouji score 0 1 7 2 3", "order[2]"),
    ("gouji score 0 1 x", "order[2]: 'x' is not a seat"),
    ("gouji score 5 0 1 2 3 -r 5", "order[0]: seat 5 revolted"),
])
def test_score_bad_input_is_one_line_exit_2(cli, args, words):
    result = cli(args)
    assert result.exit_code == 2 and result.stdout == ""
    assert words in result.stderr and len(result.stderr.splitlines()) == 1


def test_score_explain(cli):
    text = cli("gouji score 0 1 2 4 --explain").stdout
    assert "team A: 头科 +2, 三科 0, 四科 0 = +2" in text and "[L]" in text


# ---------------------------------------------------------------------------------------
# settle


def test_settle_from_a_file(cli, tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(document(DEAL), encoding="utf-8")
    result, data = cli.json(["gouji", "settle", str(path), "--format", "json"])
    assert result.exit_code == 0
    assert data["teams"] == {"A": 0, "B": 0}
    assert data["deal"] == 2 and data["first_deal"] is False
    assert [(t["kind_zh"], t["payer"], t["receiver"], t["cards"], t["returned"])
            for t in data["tributes"]] == [
        ("烧贡", 0, 1, 1, False),
        ("点贡", 0, 3, 10, False), ("点贡", 1, 4, 1, False), ("点贡", 2, 5, 1, False),
        ("点贡", 4, 1, 1, False), ("点贡", 5, 2, 1, False),
        ("落贡", 5, 3, 2, True), ("落贡", 2, 0, 1, True)]
    assert all(t["rule"] for t in data["tributes"])
    assert data["points_by_seat"] == [1, 0, -1, 2, 0, -2]


def test_settle_from_stdin_table(cli):
    result = cli("gouji settle -", input=document(DEAL))
    assert result.exit_code == 0
    assert "tribute owed at the start of the next deal" in result.stdout
    assert "2+8 = 10" in result.stdout and "A10" in result.stdout


def test_settle_explain(cli):
    _, data = cli.json("gouji settle - --format json --explain", input=document(DEAL))
    assert "seat 3 went out 1st: 头科" in data["explanation"]


def test_settle_jsonl_streams_and_reports_bad_lines(cli):
    lines = "\n".join([dumps({"order": [0, 2, 4]}), dumps({"order": [0, 1]}),
                       dumps({"order": [0, 1, 2, 3, 4]})]) + "\n"
    result, answers = cli.jsonl("gouji settle -", input=lines)
    assert result.exit_code == 2
    assert answers[0]["sanhu"] is True and answers[0]["tributes"] == []
    assert answers[1]["line"] == 2 and answers[1]["field"] == "order"
    assert answers[2]["teams"] == {"A": 1, "B": -1}


@pytest.mark.parametrize("record, words", [
    ({"order": [0, 1, 2, 0, 3, 4]}, "order[3]: seat 0 is listed twice"),
    ({"order": [0, 1, 2, 3, 6]}, "order[4]: seat 6 does not exist"),
    ({"order": [5, 0, 1, 2, 3], "revolution": [5]}, "order[0]: seat 5 revolted"),
    ({"order": [0, 1, 2, 3, 4], "burns": [{"burner": 3, "burned": 0, "outcome": "success"}]},
     "burns[0].burner: seat 3 may not burn seat 0"),
    ({"order": [0, 1, 2, 3, 4], "declarations": {"2": "loud"}},
     'declarations.2: "loud" is not one of none, bright, pre'),
])
def test_settle_bad_record_names_the_field_exit_2(cli, record, words):
    result = cli("gouji settle - --format json", input=document(record))
    assert result.exit_code == 2 and result.stdout == ""
    assert words in result.stderr and len(result.stderr.splitlines()) == 1
    result, (error, again) = cli.jsonl("gouji settle -", input=(dumps(record) + "\n") * 2)
    assert result.exit_code == 2 and error["line"] == 1 and words in error["error"]
    assert again["line"] == 2 and again["error"] == error["error"]


def test_settle_unreadable_json(cli):
    result = cli("gouji settle -", input='{"order": [0, 1,\n  2 3]}')
    assert result.exit_code == 2 and result.stdout == ""
    assert "not JSON" in result.stderr and "line 2" in result.stderr


def test_settle_a_list_points_to_game(cli):
    result = cli("gouji settle -", input="[\n]\n")
    assert result.exit_code == 2 and "paiju gouji game" in result.stderr
    result = cli("gouji settle -", input="[]\n")  # one line alone: that one document
    assert result.exit_code == 2 and "paiju gouji game" in result.stderr
    result, (error, _) = cli.jsonl("gouji settle -", input="[]\n[]\n")
    assert result.exit_code == 2 and "paiju gouji game" in error["error"]


def test_settle_missing_file(cli):
    result = cli("gouji settle /nonexistent/deal.json")
    assert result.exit_code == 2 and "cannot open" in result.stderr


# ---------------------------------------------------------------------------------------
# game


GAME = {"deals_per_game": 5, "deals": [
    {"order": [0, 1, 2, 3, 4, 5], "declarations": {"0": "bright"}, "opened": [0]},
    {"order": [3, 0, 4, 1, 2], "opened": [3, 1]},
    {"order": [1, 3], "revolution": [5]},
]}


def test_game_json(cli):
    result, data = cli.json("gouji game - --format json", input=dumps(GAME))
    assert result.exit_code == 0
    assert [d["totals"] for d in data["deals"]] == [{"A": 1, "B": -1}, {"A": 1, "B": -1},
                                                   {"A": -5, "B": 5}]
    assert data["deals"][0]["tribute_paid"] == [] and data["deals"][0]["first_deal"] is True
    assert data["deals"][1]["tribute_paid"] == data["deals"][0]["tributes"]
    assert ("点贡", 3, 0, 3) in [(t["kind_zh"], t["payer"], t["receiver"], t["cards"])
                                for t in data["deals"][1]["tribute_paid"]]
    assert data["game_over"] is True and data["ended_by"] == "三户" and data["leader"] == "B"
    assert data["deals"][2]["tributes"] == []


def test_game_jsonl_input_and_table(cli):
    lines = "\n".join(dumps(deal) for deal in GAME["deals"]) + "\n"
    result = cli("gouji game -", input=lines)
    assert result.exit_code == 0
    out = result.stdout
    assert "seat 0 (A)" in out and "三户" in out and "game over (三户): team B wins" in out
    assert "deal 1: none (first deal of the game)" in out


def test_game_running_status_names_the_next_tribute(cli):
    result = cli("gouji game -", input=dumps([{"order": [0, 1, 2, 3, 4, 5]}]))
    assert "game running: team A leads; the next deal starts with" in result.stdout


def test_game_errors_name_the_deal_or_line_and_print_nothing(cli):
    bad = dict(GAME, deals=[GAME["deals"][0], {"order": [0, 0]}])
    result = cli("gouji game -", input=dumps(bad))
    assert result.exit_code == 2 and result.stdout == ""
    assert "deals[1].order[1]: seat 0 is listed twice" in result.stderr
    lines = dumps(GAME["deals"][0]) + "\n\n" + dumps({"order": [0, 2, 4], "biesan": 1}) + "\n"
    result = cli("gouji game -", input=lines)
    assert result.exit_code == 2 and result.stdout == ""
    assert "line 3: biesan: expected true or false" in result.stderr


def test_game_after_sanhu_is_an_error(cli):
    result = cli("gouji game -", input=dumps([{"order": [0, 2, 4]}, {"order": [0, 1, 2, 3, 4]}]))
    assert result.exit_code == 2 and "new game" in result.stderr


def test_the_settlement_example_in_the_docs_is_current(cli):
    page = (Path(__file__).parent.parent / "docs" / "gouji.md").read_text("utf-8")
    blocks = {name: json.loads(body) for name, body in re.findall(
        r"<!-- (settle-example-\w+) -->\n```json\n(.*?)```", page, re.S)}
    _, data = cli.json("gouji settle - --format json",
                       input=document(blocks["settle-example-record"]))
    assert data == blocks["settle-example-output"]


def test_settle_json_lines_stream_with_jobs_identical(cli):
    import itertools
    import json
    orders = itertools.islice(itertools.cycle(itertools.permutations(range(6))), 600)
    text = "\n".join(json.dumps({"order": list(order)}) for order in orders) + "\n"
    one = cli(["gouji", "settle", "-"], input=text)
    two = cli(["gouji", "settle", "-", "--jobs", "2"], input=text)
    assert one.exit_code == two.exit_code == 0
    assert one.stdout == two.stdout and len(one.stdout.splitlines()) == 600


def test_seats_left_holding_cards_are_shown_in_the_tables_not_only_in_notes(cli):
    # 0, 2, 4 went out: 1, 3, 5 were left, placed in playing order — they pay the 落贡
    score = cli("gouji score 0 2 4", env={"NO_COLOR": "1"}).stdout
    rows = {line.split()[0]: line for line in score.splitlines()
            if line[:2] in ("四科", "二落", "大落", "头科")}
    assert rows["头科"].endswith("went out")
    assert all(rows[place].endswith("left holding cards") for place in ("四科", "二落", "大落"))
    settled = cli("gouji settle - --format table", input='{"order": [3, 0, 4, 1, 5]}',
                  env={"NO_COLOR": "1"}).stdout
    last = next(line for line in settled.splitlines() if line.startswith("大落"))
    assert " 2 " in last and last.endswith("left holding cards")
    game = cli("gouji game -", input='[{"order": [3, 0, 4, 1, 5]}]', env={"NO_COLOR": "1"})
    assert "大落 -2 (left)" in game.stdout and "placed without going out" in game.stdout
    revolt = cli("gouji score 0 1 2 3 -r 5", env={"NO_COLOR": "1"}).stdout
    assert "revolted (革命)" in revolt
