"""The human-play dataset's reader (paiju.grammar.mcr_dataset, mcr-game.md §9.2, R9.3.4 and
the readings of §13): the spec's example block reads into the spec's native record, every
line kind into its action, and every malformed block into an error naming the line, the seat
and the field — after which the next block of a stream is still read."""

from __future__ import annotations

import pickle

import pytest
from conftest import load_jsonl

from paiju.api.jsonl import error_object
from paiju.errors import RecordError
from paiju.grammar.batch import Unreadable
from paiju.grammar.mcr_dataset import (
    BadBlock, DatasetBlock, LineError, dataset_blocks, numbered_records, read_block,
    read_dataset,
)
from paiju.grammar.mcr_game_formats import detect_format, record_format

HEAD = """Match 6123abcd0000000000000000
Wind 1
Player 0 Deal W1 W1 W5 W9 B2 B3 B8 B9 F1 F4 J3 J3 T1
Player 1 Deal T7 T8 F3 W2 W3 W4 B5 B6 B7 F2 F2 J1 W7
Player 2 Deal T1 T2 T3 T4 T5 T6 T7 T8 T9 J2 J2 J2 F3
Player 3 Deal B1 B1 B4 W6 W8 T9 T9 F3 F3 J1 J3 B2 W5
"""
R923 = HEAD + """Player 0 Draw T6
Player 0 Play T6
Player 1 Chi T7
Player 1 Play F3
Player 2 Hu F3 Ignore Player 3 Peng F3
Fan 27 清龙*1+混一色*1+箭刻*1+门前清*1+单钓将*1
Score -8 -35 51 -8
"""
R93_RECORD = {  # mcr-game.md R9.3, without its wall (the dataset has none)
    "format": "mcr-game/1", "quan": 1, "dealer": 0,
    "hands": [["W1", "W1", "W5", "W9", "B2", "B3", "B8", "B9", "F1", "F4", "J3", "J3", "T1"],
              ["T7", "T8", "F3", "W2", "W3", "W4", "B5", "B6", "B7", "F2", "F2", "J1", "W7"],
              ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "J2", "J2", "J2", "F3"],
              ["B1", "B1", "B4", "W6", "W8", "T9", "T9", "F3", "F3", "J1", "J3", "B2", "W5"]],
    "actions": [{"seat": 0, "draw": "T6"}, {"seat": 0, "discard": "T6"},
                {"seat": 1, "chow": ["T6", "T7", "T8"]}, {"seat": 1, "discard": "F3"},
                {"seat": 2, "win": "F3", "over": [{"seat": 3, "pung": "F3"}]}],
    "expect": {"result": "HU", "seat": 2, "fan": 27, "scores": [-8, -35, 51, -8]}}


def read(text: str) -> dict:
    blocks = list(dataset_blocks(text.splitlines()))
    assert len(blocks) == 1
    return read_block(blocks[0])


def play(lines: str, result: str = "Huang\nScore 0 0 0 0\n") -> str:
    return HEAD + lines + result


def error_of(text: str) -> LineError:
    with pytest.raises(LineError) as caught:
        read(text)
    return caught.value


def test_r923_example_reads_into_the_r93_native_record():
    record = read(R923)
    assert record.pop("id") == "6123abcd0000000000000000"
    assert record["expect"].pop("fans") == {"清龙": 1, "混一色": 1, "箭刻": 1, "门前清": 1,
                                            "单钓将": 1}
    assert record == R93_RECORD


def test_the_match_id_comes_first_as_every_record_id():
    assert next(iter(read(R923))) == "id"


def test_huang_is_the_result_huang_with_its_scores():
    record = read(play("Player 0 Draw T6\nPlayer 0 Play T6\n"))
    assert record["expect"] == {"result": "HUANG", "scores": [0, 0, 0, 0]}
    assert record["actions"] == [{"seat": 0, "draw": "T6"}, {"seat": 0, "discard": "T6"}]


def test_each_claim_and_kong_word_is_its_native_action_r934():
    record = read(play("Player 0 Draw T6\nPlayer 0 Play T6\nPlayer 2 Peng T6\nPlayer 2 Play T1\n"
                       "Player 3 Gang T1\nPlayer 3 Draw B1\nPlayer 3 AnGang B1\n"
                       "Player 3 Draw W5\nPlayer 3 BuGang W5\nPlayer 3 Draw W6\n"))
    assert record["actions"][2:] == [
        {"seat": 2, "pung": "T6"}, {"seat": 2, "discard": "T1"}, {"seat": 3, "kong": "T1"},
        {"seat": 3, "draw": "B1"}, {"seat": 3, "concealed_kong": "B1"},
        {"seat": 3, "draw": "W5"}, {"seat": 3, "added_kong": "W5"}, {"seat": 3, "draw": "W6"}]


def test_chi_gives_the_chow_low_to_high_around_its_middle_tile():
    record = read(play("Player 0 Draw B5\nPlayer 0 Play B5\nPlayer 1 Chi B4\n"
                       "Player 1 Play J1\n"))
    assert record["actions"][2] == {"seat": 1, "chow": ["B3", "B4", "B5"]}


def test_ignore_suffixes_are_the_claims_over_list_case_insensitive_r13_q4():
    record = read(HEAD + "Player 0 Draw B3\nPlayer 0 Play B3\nPlayer 1 Hu B3 Ignore Player 3 "
                  "PENG B3 Ignore Player 2 chi B4\nFan 8 无番和*1\nScore 0 0 0 0\n")
    assert record["actions"][-1] == {"seat": 1, "win": "B3", "over": [
        {"seat": 3, "pung": "B3"}, {"seat": 2, "chow": ["B3", "B4", "B5"]}]}


def test_a_self_drawn_win_is_on_the_drawn_tile_and_a_mismatch_only_a_note_r13_q3():
    record = read(HEAD + "Player 0 Draw T6\nPlayer 0 Hu B9\nFan 8 无番和*1\n"
                  "Score -16 -16 -16 48\n")
    assert record["actions"][-1] == {"seat": 0, "win": "T6"}
    assert record["notes"] == ["line 8: Player 0 Hu B9: the winning tile is T6, the previous "
                               "line's (mcr-game.md §13 Q3)"]
    assert "notes" not in read(R923)


def test_robbing_an_added_kong_wins_on_the_kong_tile():
    record = read(HEAD + "Player 0 Draw T6\nPlayer 0 BuGang W5\nPlayer 3 Hu W5\n"
                  "Fan 9 抢杠和*1+无番和*1\nScore -17 -8 -8 33\n")
    assert record["actions"][-1] == {"seat": 3, "win": "W5"}
    assert record["expect"]["fans"] == {"抢杠和": 1, "无番和": 1}


BASES = {"R923": R923, "HEAD": HEAD}
MALFORMED = load_jsonl("mcr-dataset-errors.jsonl")
"""Malformed blocks, each one edit of a good one: the field its error names and what it
says."""


def malformed(case: dict) -> str:
    text = BASES[case["base"]]
    assert case["old"] in text, case  # the edit applies ("" to a base left whole)
    return text.replace(case["old"], case["new"]) + case.get("append", "")


@pytest.mark.parametrize("case", MALFORMED, ids=[case["field"] for case in MALFORMED])
def test_a_malformed_block_names_the_line_the_seat_and_the_field(case):
    error = error_of(malformed(case))
    field, says = case["field"], case["says"]
    assert error.field == field and says in error.problem, str(error)
    assert isinstance(error, RecordError) and str(error).startswith(field + ": ")


def test_an_unreadable_line_is_the_error_of_its_block():
    lines = [*R923.splitlines()]
    lines[7] = Unreadable("not UTF-8 text: the byte 0xff at byte offset 3", "Pla\\xff")
    error = error_of_block(lines)
    assert error.field == "line 8: text" and "0xff" in error.problem


def error_of_block(lines: list) -> LineError:
    with pytest.raises(LineError) as caught:
        read_block(DatasetBlock(1, tuple(lines)))
    return caught.value


def test_blocks_are_cut_at_blank_lines_and_at_each_match_line():
    text = "\n\n" + R923 + "\n\n" + R923.replace("Match 6123", "Match 7777") \
        + R923.replace("Match 6123", "Match 8888")  # no blank line before this one
    blocks = list(dataset_blocks(text.splitlines()))
    assert [block.first for block in blocks] == [3, 18, 31]
    assert [read_block(block)["id"][:4] for block in blocks] == ["6123", "7777", "8888"]


def test_a_bad_block_in_a_stream_is_yielded_in_its_place_and_the_next_is_still_read():
    bad = R923.replace("Match 6123abcd", "Match badbad").replace("Play T6", "Play T0")
    text = R923 + "\n" + bad + "\n" + R923.replace("Match 6123", "Match 9999")
    numbered = list(numbered_records(text.splitlines()))
    assert [number for number, _ in numbered] == [1, 22, 29]
    good, broken, last = (item for _, item in numbered)
    assert good["id"].startswith("6123") and last["id"].startswith("9999")
    assert isinstance(broken, BadBlock) and isinstance(broken, Unreadable)
    assert broken.shown == "Player 0 Play T0"
    error = broken.error()
    assert isinstance(error, RecordError) and error.field == "Player 0 Play"
    assert error_object(error, 22, broken) == {
        "line": 22, "input": "Player 0 Play T0", "error": str(error), "field": "Player 0 Play"}
    assert [type(item) for item in read_dataset(text.splitlines())] == [dict, BadBlock, dict]


def test_a_bad_block_is_plain_data_a_worker_can_be_handed():
    (_, broken), = numbered_records(R923.replace("Play T6", "Play T0").splitlines())
    again = pickle.loads(pickle.dumps(broken))
    assert again == broken and str(again.error()) == str(broken.error())


def test_the_format_is_told_by_the_first_line():
    assert detect_format(R923.splitlines()[0]) == "dataset"
    assert detect_format('{"initdata": {}, "log": [{"0": "0 0 1"}]}') == "botzone"
    assert detect_format('{"format": "mcr-game/1", "quan": 1}') == "native"
    assert detect_format('{"initdata": {"quan": 1,') == "botzone"  # a document's first line
    assert detect_format("{") == "native"
    assert record_format({"log": []}) == "botzone"
    with pytest.raises(RecordError, match="neither JSON"):
        detect_format("Wind 1")
    with pytest.raises(RecordError, match="a JSON object"):
        record_format([1])


def test_comment_lines_between_blocks_are_skipped_as_in_every_batch():
    text = "# games of day 1\n" + R923 + "\n# the next one\n" + R923.replace("Match 6", "Match 7")
    numbered = list(numbered_records(text.splitlines()))
    assert [(number, record["id"][0]) for number, record in numbered] == [(2, "6"), (17, "7")]
