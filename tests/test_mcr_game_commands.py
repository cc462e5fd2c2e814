"""``paiju mcr replay`` and ``paiju mcr legal`` as a user runs them (in a subprocess: only the
test_cli_* files import the command line): exit codes 0 / 1 / 2, one stderr line for bad
input, a stream's summary line, Botzone logs detected, --explain, legal actions that replay."""

from __future__ import annotations

import copy
import importlib.util
import json
import subprocess
from pathlib import Path

from forked import run_paiju
from paiju.api.mcr.games import to_botzone
from paiju.engine.mcr.game.selfplay import play

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = json.loads((ROOT / "examples" / "mcr-game-example.json").read_text(encoding="utf-8"))


def paiju(*args: str, given: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_paiju(["mcr", *args], given)  # a process of its own, forked from a warm parent


def test_replay_a_legal_finished_game_exits_0_with_result_and_scores():
    done = paiju("replay", "examples/mcr-game-example.json", "--format", "json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert (answer["result"], answer["seat"], answer["scores"], answer["agrees"]) == \
        ("HU", 2, [-8, -35, 51, -8], True)


def test_replay_an_illegal_action_exits_1_naming_index_seat_and_rule():
    record = copy.deepcopy(EXAMPLE)
    record["actions"][2] = {"seat": 2, "chow": ["T6", "T7", "T8"]}
    done = paiju("replay", "-", "--format", "json", given=json.dumps(record, indent=1))
    assert done.returncode == 1
    error = json.loads(done.stdout)["error"]
    assert (error["action"], error["seat"], error["rule"]) == (2, 2, "R8.3")
    assert "only seat 1" in error["reason"]


def test_replay_an_unreadable_record_exits_2_with_one_line_naming_the_field():
    record = copy.deepcopy(EXAMPLE)
    record["actions"][3] = {"seat": 1, "discard": "X9"}
    done = paiju("replay", "-", given=json.dumps(record, indent=1))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "actions[3].discard" in done.stderr


def test_replay_reads_a_botzone_log_when_given_one():
    done = paiju("replay", "-", "--format", "json", given=json.dumps(to_botzone(EXAMPLE), indent=1))
    assert done.returncode == 0 and json.loads(done.stdout)["scores"] == [-8, -35, 51, -8]


def test_replay_of_a_stream_sums_it_up_on_stderr():
    wrong = copy.deepcopy(EXAMPLE)
    wrong["expect"]["scores"] = [0, 0, 0, 0]
    illegal = copy.deepcopy(EXAMPLE)
    illegal["actions"][1]["discard"] = "J2"
    lines = [dict(EXAMPLE, id="a"), dict(wrong, id="b"), dict(illegal, id="c"),
             {"id": "d", "quan": 9, "actions": []}]
    done = paiju("replay", "-", given="".join(json.dumps(line) + "\n" for line in lines))
    assert done.returncode == 2
    assert [json.loads(line).get("legal") for line in done.stdout.splitlines()] == \
        [True, True, False, None]
    assert done.stderr.splitlines()[-1] == ("paiju: 4 games: 1 agreeing, 2 disagreeing (b, c), "
                                            "1 illegal, 1 unreadable")


def test_replay_explain_tells_the_game_turn_by_turn():
    done = paiju("replay", "examples/mcr-game-example.json", "--explain")
    assert done.returncode == 0
    assert "4: seat 2 declares a win on F3; it wins over seat 3's pung (a win comes before " \
           "every other claim)" in done.stdout
    assert "seat 1: [T6 T7 T8] W2 W3 W4 W7 B5 B6 B7 F2 F2 J1" in done.stdout


def test_legal_lists_actions_that_replay():
    record = copy.deepcopy(EXAMPLE)
    record["actions"] = record["actions"][:2]
    del record["expect"]
    done = paiju("legal", "-", "--format", "json", given=json.dumps(record, indent=1))
    answer = json.loads(done.stdout)
    assert done.returncode == 0 and answer["to_act"] == [1, 2, 3]
    assert {"seat": 1, "chow": ["T6", "T7", "T8"]} in answer["actions"]
    for action in answer["actions"]:
        extended = dict(record, actions=record["actions"] + [action])
        replayed = paiju("replay", "-", "--format", "json", given=json.dumps(extended, indent=1))
        assert replayed.returncode == 0, (action, replayed.stdout)


def test_replay_jobs_gives_the_same_stream():
    lines = "".join(json.dumps(dict(play(seed).record, id=seed)) + "\n" for seed in range(6))
    one, two = paiju("replay", "-", given=lines), paiju("replay", "-", "--jobs", "2", given=lines)
    assert one.returncode == two.returncode == 0 and one.stdout == two.stdout
    assert one.stderr.splitlines()[-1] == two.stderr.splitlines()[-1] == \
        "paiju: 6 games: 0 agreeing, 0 disagreeing, 0 illegal, 0 unreadable"


def test_replay_from_dataset_is_refused_in_one_line_until_its_reader_exists(tmp_path):
    source = tmp_path / "data.txt"
    source.write_text("Match 1\nWind 0\n", encoding="utf-8")
    done = paiju("replay", str(source))
    if importlib.util.find_spec("paiju.grammar.mcr_dataset") is None:
        assert done.returncode == 2 and "not available" in done.stderr
    else:  # the reader has landed: the block is answered or named as bad input
        assert done.returncode in (0, 1, 2) and "Traceback" not in done.stderr


def test_a_records_win_tile_that_is_not_the_winning_tile_is_a_warning_not_an_error():
    from paiju.api.mcr.games import replay

    record = copy.deepcopy(EXAMPLE)
    record["actions"][-1]["win"] = "W1"
    answer = replay(record)
    assert answer["result"] == "HU" and answer["agrees"]
    assert answer["warnings"] == ["actions[4].win: the record writes W1, the winning tile is F3"]


def _golden_game_cases() -> list[dict]:
    with open(ROOT / "tests" / "golden" / "samples.jsonl", encoding="utf-8") as samples:
        cases = [json.loads(line) for line in samples]
    return [case for case in cases if case["args"][:2] in (["mcr", "replay"], ["mcr", "legal"])]


def test_the_game_commands_print_what_the_api_answers():
    """Every golden case of mcr replay / legal is the API's answers, written as the batch
    writes them (JSON Lines, a JSON array of a stream, or one object for one record)."""
    from paiju.api.jsonl import to_json
    from paiju.api.mcr.games import legal, replay

    cases = _golden_game_cases()
    assert {case["args"][1] for case in cases} == {"replay", "legal"}
    for case in cases:
        args = case["args"]
        answer = replay if args[1] == "replay" else legal
        keywords = {"explain": True} if "--explain" in args else {}
        records = [json.loads(line) for line in case["stdin"].splitlines()]
        fmt = args[args.index("--format") + 1]
        if len(records) == 1 and fmt == "json":  # one document, from stdin as from a file
            printed = to_json(answer(records[0], **keywords), indent=2) + "\n"
        else:
            texts = [to_json(answer(record, **keywords)) for record in records]
            printed = "".join(text + "\n" for text in texts) if fmt == "jsonl" else \
                "[\n" + ",\n".join(texts) + "\n]\n"
        assert case["stdout"] == printed, args
