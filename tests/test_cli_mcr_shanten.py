"""``paiju mcr shanten`` through the CLI: JSON shape, tables, --explain, stdin and --batch
JSON Lines, exit codes, errors with the column."""

import json

FORMS = ["regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted",
         "knitted_straight"]


def test_help_lists_the_command(cli):
    result = cli("--help")
    assert "mcr shanten" in result.stdout
    assert "knitted" in cli("mcr shanten --help").stdout


def test_13_tile_json_shape(cli):
    result, data = cli.json("mcr shanten 123m456p789s1155s --format json")
    assert result.exit_code == 0
    assert data["hand"] == "123m456p789s1155s"
    assert data["canonical"] == "123m456p1155789s"
    assert data["tiles"] == 13
    assert data["shanten"] == {"regular": 0, "seven_pairs": 4, "thirteen_orphans": 9,
                               "honors_and_knitted": 9, "knitted_straight": 5, "overall": 0}
    assert data["best_forms"] == ["regular"]
    assert data["useful"] == [{"tile": "1s", "unseen": 2}, {"tile": "5s", "unseen": 2}]
    assert data["unseen_total"] == 4
    assert data["discards"] is None
    assert "explanation" not in data


def test_14_tile_json_discards_best_first(cli):
    _, data = cli.json("mcr shanten 123m456p789s1155sE --format json")
    assert data["tiles"] == 14 and data["useful"] is None and data["unseen_total"] is None
    first = data["discards"][0]
    assert first == {"tile": "E", "shanten": 0, "forms": ["regular"],
                     "useful": [{"tile": "1s", "unseen": 2}, {"tile": "5s", "unseen": 2}],
                     "unseen_total": 4}
    assert len(data["discards"]) == 12  # one entry per distinct tile
    keys = [(d["shanten"], -d["unseen_total"]) for d in data["discards"]]
    assert keys == sorted(keys)
    for entry in data["discards"]:
        assert entry["unseen_total"] == sum(u["unseen"] for u in entry["useful"])


def test_melds_rule_forms_out_as_null(cli):
    _, data = cli.json(["mcr", "shanten", "[123m][456p][789s]EESS", "--format", "json"])
    assert data["shanten"] == {"regular": 0, "seven_pairs": None, "thirteen_orphans": None,
                               "honors_and_knitted": None, "knitted_straight": None,
                               "overall": 0}
    _, data = cli.json(["mcr", "shanten", "[EEE]147m258p369s5m", "--format", "json"])
    assert data["shanten"]["knitted_straight"] == 0 and data["shanten"]["seven_pairs"] is None
    assert data["useful"] == [{"tile": "5m", "unseen": 3}]


def test_complete_hand_is_minus_one(cli):
    _, data = cli.json("mcr shanten 123m456p789sEEESS --format json")
    assert data["shanten"]["overall"] == -1 and data["shanten"]["regular"] == -1
    assert "complete" in cli("mcr shanten 123m456p789sEEESS").stdout


def test_explain_gives_a_reading_per_form(cli):
    _, data = cli.json(["mcr", "shanten", "[123m]456p789sEESSW", "--explain", "--format",
                        "json"])
    explanation = data["explanation"]
    assert set(explanation) == set(FORMS)
    assert explanation["seven_pairs"] is None
    regular = explanation["regular"]
    assert regular["shanten"] == 0
    assert regular["groups"] == [
        {"kind": "meld", "tiles": "123m"}, {"kind": "chow", "tiles": "456p"},
        {"kind": "chow", "tiles": "789s"}, {"kind": "pair", "tiles": "EE"},
        {"kind": "two alike", "tiles": "SS"}, {"kind": "loose", "tiles": "W"}]
    text = cli(["mcr", "shanten", "[123m]456p789sEESSW", "--explain"]).stdout
    assert "regular 0: [123m] meld, 456p chow, 789s chow, EE pair, SS two alike, W loose" \
        in text


def test_table_shows_forms_and_discards(cli):
    result = cli("mcr shanten 123m456p789s1155sE")
    assert result.exit_code == 0
    out = result.stdout
    assert "ready (听牌) as regular" in out
    assert "七对" in out and "组合龙" in out
    assert "discard" in out and "1s:2 5s:2" in out


def test_several_hands_make_a_table_row_each(cli):
    result = cli(["mcr", "shanten", "123m456p789s1155s", "123m456p789s1155sE"])
    assert result.exit_code == 0
    assert "useful 1s:2 5s:2 (4)" in result.stdout and "discard E(4)" in result.stdout


def test_stdin_lines_stream_jsonl(cli):
    result, rows = cli.jsonl("mcr shanten -", input="123m456p789s1155s\n# comment\n"
                                                    "19m19p19sESWNCFP\n")
    assert result.exit_code == 0
    assert [row["shanten"]["overall"] for row in rows] == [0, 0]
    assert rows[1]["best_forms"] == ["thirteen_orphans"] and len(rows[1]["useful"]) == 13


def test_batch_echoes_records_and_reports_bad_lines(cli, tmp_path):
    path = tmp_path / "hands.jsonl"
    path.write_text('{"hand": "1133m2277p5599sE", "id": 7}\n'
                    '{"hand": "123m"}\n'
                    '{not json\n'
                    '{"hand": 5}\n'
                    '{"hand": "1133m2277p5599sEE"}\n'
                    '["1133m2277p5599sEE"]\n', encoding="utf-8")
    # (a line that is not a JSON object is a hand, as on '-': one reader, issue 26)
    result, rows = cli.jsonl(["mcr", "shanten", "--batch", str(path)])
    assert result.exit_code == 2  # some lines were bad; the good ones are still answered
    assert rows[0]["id"] == 7 and rows[0]["shanten"]["seven_pairs"] == 0
    assert rows[0]["useful"] == [{"tile": "E", "unseen": 3}]
    assert rows[1]["line"] == 2 and "too few tiles" in rows[1]["error"]
    assert rows[1]["column"] == 5
    assert rows[2]["line"] == 3 and "not JSON" in rows[2]["error"]
    assert rows[3] == {"line": 4, "input": '{"hand": 5}',
                       "error": "hand: required, a string in hand notation", "field": "hand"}
    assert rows[4]["shanten"]["overall"] == -1
    assert rows[5]["line"] == 6 and "cannot read hand" in rows[5]["error"]


def test_batch_from_stdin_all_good_exits_0(cli):
    lines = "\n".join(json.dumps({"hand": hand}) for hand in
                      ["123m456p789s1155s", "[123m][456p][789s]EESSW"])
    result, rows = cli.jsonl("mcr shanten --batch -", input=lines + "\n")
    assert result.exit_code == 0 and len(rows) == 2
    assert rows[1]["discards"][0]["tile"] == "W"


def test_bad_hand_is_one_stderr_line_with_the_column(cli):
    result = cli(["mcr", "shanten", "123m456p789sEESSX"])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "unknown character 'X'" in result.stderr and "column 17" in result.stderr
    result = cli(["mcr", "shanten", "[124m]456p789sEESS"])
    assert result.exit_code == 2 and "not a meld" in result.stderr and "column 1" in result.stderr


def test_hands_and_batch_together_is_a_usage_error(cli):
    result = cli("mcr shanten 123m456p789s1155s --batch -")
    assert result.exit_code == 2 and "not both" in result.stderr


def test_shanten_checks_a_context_suffix_and_ignores_it_documented(cli):
    _, plain = cli.json(["mcr", "shanten", "123m456p789s1155s", "--format", "json"])
    _, with_suffix = cli.json(["mcr", "shanten", "123m456p789s1155s|SW1011|abc",
                               "--format", "json"])
    assert with_suffix["hand"] == "123m456p789s1155s|SW1011|abc"
    del plain["hand"], with_suffix["hand"]
    assert with_suffix == plain and "|" not in plain["canonical"]
    result = cli(["mcr", "shanten", "123m456p789s1155s|SX1011"])
    assert result.exit_code == 2 and "expected a wind" in result.stderr
