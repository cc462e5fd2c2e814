"""Botzone logs (mcr-game.md R9.1) ↔ native records (R9.3): the invented example of R9.1.7 and
R9.3 replayed to its scores, the judge's requests re-created, R8.2's order of examination,
stored requests cross-checked, and native → Botzone → native round trips."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from paiju.api.mcr.games import from_botzone, replay, to_botzone
from paiju.engine.mcr.game.selfplay import play
from paiju.engine.mcr.game.tiles import NAMES
from paiju.errors import RecordError
from test_mcr_game_rules import CLAIMS, PURE_STRAIGHT, wall_for

EXAMPLE = json.loads((Path(__file__).resolve().parent.parent / "examples" /
                      "mcr-game-example.json").read_text(encoding="utf-8"))


def native(deals: dict[int, str], draws: dict[int, str], actions: list[dict]) -> dict:
    wall = wall_for(deals, draws)
    return {"format": "mcr-game/1", "quan": 0, "dealer": 0, "wall": [NAMES[t] for t in wall],
            "actions": actions}


def answered(log: dict, step: int, responses: dict[int, str]) -> dict:
    """The log cut after its ``step``-th response entry, with those responses changed."""
    changed = copy.deepcopy(log)
    changed["log"] = changed["log"][:2 * step + 2]
    for seat, response in responses.items():
        changed["log"][2 * step + 1][str(seat)]["response"] = response
    return changed


def test_R9_1_7_the_example_replays_to_its_scores_from_native_and_from_botzone():
    answer = replay(EXAMPLE)
    assert (answer["result"], answer["seat"], answer["discarder"], answer["total"]) == \
        ("HU", 2, 1, 27)
    assert answer["scores"] == [-8, -35, 51, -8] and answer["agrees"]
    log = to_botzone(EXAMPLE)
    assert replay(log)["scores"] == [-8, -35, 51, -8] and replay(log)["agrees"]


def test_R9_1_3_the_judges_requests_of_the_example():
    content = [entry["output"]["content"] for entry in to_botzone(EXAMPLE)["log"][0::2]]
    assert content[0] == {"0": "0 0 1", "1": "0 1 1", "2": "0 2 1", "3": "0 3 1"}
    assert content[1]["0"].startswith("1 0 0 0 0 W1 W1 W5 W9")
    assert content[2] == {"0": "2 T6", "1": "3 0 DRAW", "2": "3 0 DRAW", "3": "3 0 DRAW"}
    assert set(content[3].values()) == {"3 0 PLAY T6"}
    assert set(content[4].values()) == {"3 1 CHI T7 F3"}
    assert content[5] == {"0": -8, "1": -35, "2": 51, "3": -8}


def test_R9_3_3_a_log_gives_the_native_record_without_the_answers_never_acted_on():
    back = from_botzone(to_botzone(EXAMPLE))
    assert back["actions"] == [{key: value for key, value in action.items() if key != "over"}
                               for action in EXAMPLE["actions"]]
    assert back["expect"] == EXAMPLE["expect"] and back["wall"] == EXAMPLE["wall"]


def test_R9_1_1_a_content_only_collection_without_the_final_record_reads_the_same():
    log = to_botzone(EXAMPLE)
    collection = {"initdata": json.dumps(log["initdata"]),
                  "log": [entry["output"]["content"] if "output" in entry else entry
                          for entry in log["log"][:-1]]}
    back = from_botzone(collection)
    assert "expect" not in back
    assert back["actions"] == from_botzone(log)["actions"]


def test_R9_1_2_a_stored_request_the_judge_would_not_send_is_an_inconsistent_log():
    log = to_botzone(EXAMPLE)
    log["log"][4]["output"]["content"]["2"] = "3 0 DRAW "
    with pytest.raises(RecordError, match=r"log\[4\]\.2.*inconsistent"):
        from_botzone(log)


def test_R9_1_2_a_log_without_its_wall_cannot_be_replayed():
    log = to_botzone(EXAMPLE)
    del log["initdata"]["walltiles"]
    with pytest.raises(RecordError, match="walltiles"):
        from_botzone(log)


def test_R8_2_the_nearest_win_is_examined_first_and_later_answers_never():
    log = answered(to_botzone(EXAMPLE), 4, {2: "HU", 3: "HU"})
    assert replay(log)["seat"] == 2 and replay(log)["result"] == "HU"
    log = answered(to_botzone(EXAMPLE), 4, {2: "PASS", 3: "HU"})
    assert replay(log)["result"] == "WH" and replay(log)["seat"] == 3


def test_R8_2_a_failed_program_of_a_farther_seat_is_not_noticed_after_a_win():
    log = answered(to_botzone(EXAMPLE), 4, {})
    log["log"][9]["3"]["verdict"] = "TLE"
    assert replay(log)["result"] == "HU"
    log["log"][9]["2"]["response"] = "PASS"
    answer = replay(log)
    assert (answer["result"], answer["seat"], answer["error"]["rule"]) == ("TLE", 3, "R8.1")


SEAT_2_DRAWS_A_WIN = native({2: PURE_STRAIGHT}, {0: "T5", 1: "T6", 2: "B2"}, [
    {"seat": 0, "draw": "T5"}, {"seat": 0, "discard": "T5"},
    {"seat": 1, "draw": "T6"}, {"seat": 1, "discard": "T6"},
    {"seat": 2, "draw": "B2"}, {"seat": 2, "win": "B2"}])


def test_R8_2_at_a_draw_a_lower_seats_answer_is_examined_before_the_drawers_win():
    log = to_botzone(SEAT_2_DRAWS_A_WIN)
    step = len(log["log"]) // 2 - 1  # the draw step of seat 2
    assert replay(log)["result"] == "HU"
    answer = replay(answered(log, step, {0: "PLAY W1"}))
    assert (answer["legal"], answer["result"], answer["seat"]) == (False, "WA", 0)
    answer = replay(answered(log, step, {3: "PLAY W1"}))
    assert (answer["result"], answer["seat"]) == ("HU", 2)



SEAT_1_DISCARDS = native({}, {0: "W9", 1: "W8"}, [
    {"seat": 0, "draw": "W9"}, {"seat": 0, "discard": "W9"},
    {"seat": 1, "draw": "W8"}, {"seat": 1, "discard": "W8"}])


@pytest.mark.parametrize("response", ["pass", "PLAY W1", "HU", "PENG W8"])
def test_R8_2_at_a_draw_a_higher_seat_not_passing_is_blamed_after_the_drawers_discard(response):
    """The judge examines seats 0 → 3 at a draw: accepting the drawer's discard does not end
    the step, so seat 3's answer is read after it (found by the compiled judge)."""
    log = to_botzone(SEAT_1_DISCARDS)
    step = len(log["log"]) // 2 - 1  # the draw step of seat 1
    assert log["log"][2 * step + 1]["1"]["response"] == "PLAY W8"
    assert replay(answered(log, step, {}))["legal"]
    answer = replay(answered(log, step, {3: response}))
    assert (answer["legal"], answer["result"], answer["seat"]) == (False, "WA", 3)
    assert answer["scores"] == [10, 10, 10, -30] and answer["error"]["action"] == 4
    assert from_botzone(answered(log, step, {3: response}))["actions"][-1] == \
        {"seat": 3, "invalid": response}
    answer = replay(answered(log, step, {0: "PLAY W1"}))  # a lower seat: before the discard
    assert (answer["seat"], answer["error"]["action"]) == (0, 3)

PUNG_BY_SEAT_1 = native({1: "T5 T5 W1 W2 W3 B4 B5 B6 F1 F1 J1 J2 J3",
                         0: "W4 W5 W6 B7 B8 B9 F2 F2 F3 F3 J1 T1 T2"},
                        {0: "W9", 1: "W9", 2: "T5"}, [
    {"seat": 0, "draw": "W9"}, {"seat": 0, "discard": "W9"},
    {"seat": 1, "draw": "W9"}, {"seat": 1, "discard": "W9"},
    {"seat": 2, "draw": "T5"}, {"seat": 2, "discard": "T5"},
    {"seat": 1, "pung": "T5"}, {"seat": 1, "discard": "J3"}])


def test_R8_2_a_valid_pung_hides_a_higher_seats_invalid_answer_not_seat_0s():
    log = to_botzone(PUNG_BY_SEAT_1)
    step = len(log["log"]) // 2 - 1  # the claim step on seat 2's T5
    assert log["log"][2 * step + 1]["1"]["response"] == "PENG J3"
    answer = replay(answered(log, step, {3: "PENG W1"}))
    assert answer["legal"] and answer["actions"] == 8
    answer = replay(answered(log, step, {0: "PENG W4"}))
    assert (answer["legal"], answer["seat"], answer["error"]["action"]) == (False, 0, 6)
    answer = replay(answered(log, step, {0: "CHI T2 W4"}))  # three words wait for the chow sweep
    assert answer["legal"] and answer["actions"] == 8


@pytest.mark.parametrize("seed", range(0, 40, 3))
def test_R9_3_a_native_record_to_botzone_and_back_is_the_same_record(seed):
    record = play(seed).record
    back = from_botzone(to_botzone(record))
    expect = back.pop("expect")
    assert back == record
    assert expect["scores"] == replay(record)["scores"]


def test_R9_3_an_illegal_native_action_goes_to_botzone_and_back_as_the_offenders_response():
    record = copy.deepcopy(EXAMPLE)
    record["actions"][1] = {"seat": 0, "discard": "J2"}
    del record["expect"]
    log = to_botzone(record)
    assert log["log"][-1]["output"]["display"] == {"action": "WA", "player": 0,
                                                    "score": [-30, 10, 10, 10]}
    assert from_botzone(log)["actions"] == record["actions"][:2]


def test_R9_1_3_the_discard_ending_a_pung_is_announced_with_it():
    from paiju.engine.mcr.game.state import Referee
    from paiju.grammar.botzone import CLAIM, requests

    referee = Referee.from_record(native(CLAIMS, {0: "T5"}, [
        {"seat": 0, "draw": "T5"}, {"seat": 0, "discard": "T5"},
        {"seat": 2, "pung": "T5"}, {"seat": 2, "discard": "W4"}]))
    assert requests(referee, CLAIM) == {seat: "3 2 PENG W4" for seat in range(4)}


def test_R9_1_1_the_initdata_the_judge_returned_with_its_first_output_is_read_too():
    log = to_botzone(EXAMPLE)
    log["log"][0]["output"]["initdata"] = log.pop("initdata")
    assert replay(log)["scores"] == [-8, -35, 51, -8]


def _kong_onto_an_empty_quarter() -> dict:
    """The first self-played game whose last action is a claimed kong by a seat whose
    quarter is empty (R5.4: legal, and the replacement draw is HUANG).  Seed 317 was the
    first when this was written: it is tried first (the search over 317 games cost 4 s of
    CPU), the rest in order should the self-play change."""
    for seed in (317, *range(2000)):
        played = play(seed)
        if played.record["actions"][-1].keys() & {"kong"} and played.outcome.result == "HUANG":
            return played.record
    raise AssertionError("no self-played game ends with a kong onto an empty quarter")


def test_R5_4_a_claimed_kong_onto_an_empty_quarter_is_announced_and_passed_before_huang():
    """The judge sends the kong's notice even though its replacement draw ends the game;
    the log holds that step, everybody passing, and a seat that does not pass is blamed
    (found by the compiled judge, which otherwise waits for the notice's answers)."""
    log = to_botzone(_kong_onto_an_empty_quarter())
    notice, answers, final = log["log"][-3:]
    konger = from_botzone(log)["actions"][-1]["seat"]
    assert set(notice["output"]["content"].values()) == {f"3 {konger} GANG"}
    assert {answer["response"] for answer in answers.values()} == {"PASS"}
    assert final["output"]["display"]["action"] == "HUANG"
    assert (replay(log)["result"], replay(log)["agrees"]) == ("HUANG", True)
    other = (konger + 1) % 4
    step = len(log["log"]) // 2 - 1
    answer = replay(answered(log, step, {other: "HU"}))
    assert (answer["legal"], answer["result"], answer["seat"]) == (False, "WA", other)


def test_R5_3a_the_window_of_the_last_discard_is_examined_before_the_wall_runs_out():
    """The judge reads the answers to the last discard before it finds the next quarter
    empty: a seat answering anything but a win or PASS there is blamed, not HUANG (found
    by the compiled judge)."""
    record = next(played.record for played in map(play, range(200))
                  if played.outcome.result == "HUANG" and "discard" in played.record["actions"][-1])
    log = to_botzone(record)
    assert replay(log)["result"] == "HUANG"
    step = len(log["log"]) // 2 - 1
    assert set(log["log"][2 * step]["output"]["content"].values()) == {
        f"3 {record['actions'][-1]['seat']} PLAY {record['actions'][-1]['discard']}"}
    seat = (record["actions"][-1]["seat"] + 2) % 4
    for response in ("pass", "PLAY W1", "PENG W1"):
        answer = replay(answered(log, step, {seat: response}))
        assert (answer["legal"], answer["result"], answer["seat"]) == (False, "WA", seat)
    assert replay(answered(log, step, {}))["result"] == "HUANG"
