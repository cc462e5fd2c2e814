"""``paiju.api.mcr.convert``: the games of a text in any of the three formats, converted to
native records (the dataset's here; Botzone logs through the game referee's API, imported
when needed), and replay_partition, the replay of a whole file for a distributed engine.
The referee's API is stood in for by a stub where these tests check only the plumbing
around it (numbering, errors in place, options); the real one is tested with it."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import pytest

from paiju.api.mcr import convert_record, game_queries, replay_partition
from paiju.api.mcr.convert import GAMES, converted
from paiju.errors import RecordError
from paiju.grammar.mcr_dataset import read_dataset

ROOT = Path(__file__).resolve().parent.parent
GAMES_DIR = ROOT / "examples" / "mcr-games"


def lines_of(name: str) -> list[str]:
    return (GAMES_DIR / name).read_text(encoding="utf-8").splitlines(keepends=True)


@pytest.fixture
def referee(monkeypatch):
    """A stand-in for the game referee's API that says what it was given."""
    stub = types.ModuleType(GAMES)
    stub.replay = lambda record, rules=(), explain=False: {
        "id": record.get("id"), "actions": len(record["actions"]), "rules": dict(rules)}
    stub.from_botzone = lambda log: {"format": "mcr-game/1", "from": "botzone",
                                     "quan": log["initdata"]["quan"], "actions": []}
    stub.to_botzone = lambda record: {"initdata": {"quan": record["quan"]}, "log": []}
    monkeypatch.setitem(sys.modules, GAMES, stub)
    return stub


def test_the_three_forms_of_the_r917_game_are_one_game():
    native = json.loads((GAMES_DIR / "r917.json").read_text(encoding="utf-8"))
    (dataset,) = read_dataset(lines_of("r917.txt"))
    assert {key: value for key, value in native.items() if key not in ("id", "wall")} \
        == {key: value for key, value in dataset.items() if key != "id"} | {
            "expect": {key: value for key, value in dataset["expect"].items() if key != "fans"}}
    log = json.loads((GAMES_DIR / "r917-botzone.json").read_text(encoding="utf-8"))
    assert log["initdata"]["walltiles"].split() == native["wall"]
    deal = log["log"][2]["output"]["content"]
    assert [deal[str(seat)].split()[5:] for seat in range(4)] == native["hands"]
    assert log["log"][-1]["output"]["content"] == dict(zip("0123", native["expect"]["scores"]))


def test_the_wall_gives_each_seat_its_deal_and_draws_from_the_end_of_its_quarter_r3():
    native = json.loads((GAMES_DIR / "r917.json").read_text(encoding="utf-8"))
    wall = native["wall"]
    for seat, hand in enumerate(native["hands"]):
        quarter = wall[34 * seat:34 * seat + 34]
        assert quarter[::-1][:13] == hand
    assert wall[34 - 14] == "T6"  # seat 0's first draw, its 14th tile


def test_a_dataset_text_is_its_games_numbered_by_their_match_lines():
    numbered = list(game_queries(lines_of("dataset.txt")))
    assert [(number, record["id"]) for number, record in numbered] == [
        (1, "6123abcd0000000000000000"), (15, "first-draw-win"), (26, "robbed-kong")]


def test_json_lines_are_read_when_answered_and_one_document_at_once():
    lines = ['{"id": 1, "format": "mcr-game/1", "actions": []}\n', "not json\n"]
    assert list(game_queries(lines)) == [(1, lines[0].strip()), (2, "not json")]
    document = lines_of("r917.json")
    ((number, record),) = game_queries(document, name="r917.json", from_file=True)
    assert number == 1 and record["id"] == "r917"


def test_a_native_record_converts_to_itself_and_a_dataset_record_says_where_it_came_from():
    native = json.loads((GAMES_DIR / "r917.json").read_text(encoding="utf-8"))
    assert convert_record(native) == native
    (record,) = read_dataset(lines_of("r917.txt"))
    worked = converted("dataset", "native", record)
    assert worked.data == record and worked.parts[:2] == ("dataset", "native")


def test_botzone_needs_the_game_referee_and_says_so_in_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, GAMES, None)  # an import of it fails
    log = json.loads((GAMES_DIR / "r917-botzone.json").read_text(encoding="utf-8"))
    with pytest.raises(RecordError, match="game referee .* is not in this paiju"):
        convert_record(log)
    with pytest.raises(RecordError, match="game referee"):
        convert_record({"format": "mcr-game/1"}, to="botzone")


def test_botzone_logs_go_through_the_referees_reader_and_writer(referee):
    log = json.loads((GAMES_DIR / "r917-botzone.json").read_text(encoding="utf-8"))
    assert convert_record(log)["from"] == "botzone"
    assert convert_record(log, "botzone", "botzone") == {"initdata": {"quan": 1}, "log": []}
    with pytest.raises(RecordError, match="cannot write 'csv'"):
        convert_record(log, to="csv")


def test_replay_partition_answers_every_game_in_place_with_its_options(referee):
    lines = lines_of("damaged.txt")
    answers = [json.loads(text) for text in replay_partition(lines, rules={"calculator": "2018"})]
    assert answers[0]["line"] == 8 and answers[0]["field"] == "Player 0 Chi"
    assert answers[1] == {"id": "robbed-kong", "actions": 15,
                          "rules": {"calculator": "2018"}}
    jsonl = ['{"initdata": {"quan": 2}, "log": []}', "[1]"]
    first, second = map(json.loads, replay_partition(jsonl))
    assert first["actions"] == 0 and second["line"] == 2 and "JSON object" in second["error"]


def test_replay_partition_refuses_an_unknown_option_before_any_game(referee):
    with pytest.raises(RecordError) as caught:
        replay_partition([], seat_wind="S")
    assert caught.value.field == "seat_wind"
    with pytest.raises(RecordError) as caught:
        replay_partition([], rules={"calculator": "1998"})
    assert caught.value.field.startswith("rules")
