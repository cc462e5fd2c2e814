"""``paiju mcr convert`` on the command line: the dataset's games as native records (one
JSON line a game, a table on request), a bad block answered in place with exit 2, a native
document written back as one object, the format detected or given by --from, and Botzone
logs refused in one line until the game referee is there."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "examples" / "mcr-games"


def test_a_dataset_file_is_one_native_record_a_line(cli):
    result, records = cli.jsonl(["mcr", "convert", str(GAMES / "dataset.txt")])
    assert result.exit_code == 0
    assert [record["id"] for record in records] == ["6123abcd0000000000000000",
                                                     "first-draw-win", "robbed-kong"]
    assert records[1]["expect"] == {"result": "HU", "seat": 0, "fan": 24, "fans": {
        "清龙": 1, "不求人": 1, "平和": 1, "喜相逢": 1, "单钓将": 1}, "scores": [96, -32, -32, -32]}


def test_stdin_and_jobs_give_the_same_records(cli):
    text = (GAMES / "dataset.txt").read_text(encoding="utf-8")
    alone = cli(["mcr", "convert", "-"], text)
    spread = cli(["mcr", "convert", "-", "--jobs", "2"], text)
    assert alone.exit_code == spread.exit_code == 0 and alone.stdout == spread.stdout


def test_a_bad_block_is_an_error_object_in_place_and_exit_2(cli):
    result, answers = cli.jsonl(["mcr", "convert", str(GAMES / "damaged.txt")])
    assert result.exit_code == 2
    assert answers[0] == {"line": 8, "input": "Player 0 Chi T9", "error": "Player 0 Chi: T9 "
                          "cannot be a chow's middle tile (a suited 2-8)", "field": "Player 0 Chi"}
    assert answers[1]["id"] == "robbed-kong"


def test_one_native_document_is_written_as_one_object(cli):
    result, record = cli.json(["mcr", "convert", str(GAMES / "r917.json")])
    assert result.exit_code == 0
    assert record == json.loads((GAMES / "r917.json").read_text(encoding="utf-8"))


def test_from_says_the_format_instead_of_the_first_line(cli):
    text = (GAMES / "r917.txt").read_text(encoding="utf-8")
    result, answers = cli.jsonl(["mcr", "convert", "-", "--from", "native"], text)
    assert result.exit_code == 2 and len(answers) == len(text.splitlines())
    assert all(answer["error"].startswith("not JSON") for answer in answers)
    result, records = cli.jsonl(["mcr", "convert", "-", "--from", "dataset"], text)
    assert result.exit_code == 0 and records[0]["id"].startswith("6123")


def test_input_that_is_no_game_is_one_error_line(cli):
    assert "not an MCR game" in cli.error(["mcr", "convert", "-"], "Wind 1\n")
    assert "no such file" in cli.error(["mcr", "convert", str(GAMES / "nothing.txt")]).lower()


def test_a_botzone_log_converts_into_the_native_record_of_the_same_game(cli):
    """The R9.1.7 log read by the game referee is the R9.3 record, but for the informational
    ``over`` (the pung the judge never examined: R9.3.3 keeps only the examined response)."""
    result, record = cli.json(["mcr", "convert", str(GAMES / "r917-botzone.json")])
    native = json.loads((GAMES / "r917.json").read_text(encoding="utf-8"))
    assert result.exit_code == 0
    examined = [{key: value for key, value in action.items() if key != "over"}
                for action in native["actions"]]
    assert (record["quan"], record["hands"], record["actions"]) == \
        (native["quan"], native["hands"], examined)
