"""The readers every command shares (paiju.grammar): batch lines split with their error
columns kept, JSON documents told from JSON Lines, record fields checked, ASCII counts, and
the situation and conditions given beside MCR and Fuzhou hands."""

from __future__ import annotations

import pytest

from paiju.engine.mahjong.tiles import EAST, NORTH, SOUTH, WEST
from paiju.engine.mcr.situation import Situation
from paiju.errors import NotationError, RecordError
from paiju.grammar.batch import Field, read_fields, significant, split_line, split_words
from paiju.grammar.counts import is_count
from paiju.grammar.fuzhou_records import (
    Given as FuzhouGiven, given_from_record as fuzhou_given, parse_seat, read_seated_hand,
)
from paiju.grammar.gouji import parse_play
from paiju.grammar.gouji_lines import (
    hand_question_fields, read_finish_line, read_seats, read_tribute_line,
)
from paiju.grammar.mcr import parse_hand
from paiju.grammar.mcr_records import (
    NOTHING_GIVEN, Given, given_from_record, merged_situation, parse_wind, situation_for,
)
from paiju.grammar.records import check_fields, json_line, json_or_lines, kind_of, whole_number

PAIR = (("\t",), (" on ",))


# ---------------------------------------------------------------------------------------
# Batch lines


def test_significant_lines_keep_their_numbers_and_skip_blanks_and_comments():
    assert list(significant(["a\n", "\n", "# note\n", "  b  \n"])) == [(1, "a"), (4, "b")]


@pytest.mark.parametrize("line, fields", [
    ("5x9 on 2钱+3x8", [("5x9", 0), ("2钱+3x8", 7)]),
    ("5x9  on   3x8", [("5x9", 0), ("3x8", 10)]),
    ("5x9\t3x8 on 4x4", [("5x9", 0), ("3x8 on 4x4", 4)]),  # a tab wins over ' on '
])
def test_a_line_is_cut_at_the_first_way_it_holds(line, fields):
    assert split_line(line, PAIR, "two plays") == [Field(*field) for field in fields]


def test_the_last_field_runs_to_the_end_of_the_line():
    ways = (("\t", "\t"), (" on ", " with "))
    assert [f.text for f in split_line("H on P with W on X", ways, "")] == ["H", "P", "W on X"]


def test_a_missing_separator_is_an_error_at_the_end_of_the_line():
    with pytest.raises(NotationError) as error:
        split_line("3x5", PAIR, "two plays separated by a tab or ' on '")
    assert error.value.offset == 3 and "two plays" in error.value.message


def test_an_error_in_a_field_points_into_the_whole_line():
    line = "5x9 on 3x8+4x1"
    with pytest.raises(NotationError) as error:
        read_fields(line, split_line(line, PAIR, ""), lambda new, old: parse_play(old))
    assert error.value.text == line and line[error.value.offset] == "1"
    assert error.value.column == line.index("4x1") + 3


def test_words_keep_their_offsets():
    assert split_words("  bright  none me") == [Field("bright", 2), Field("none", 10),
                                                Field("me", 15)]


# ---------------------------------------------------------------------------------------
# Counts, JSON documents and JSON Lines, record fields


@pytest.mark.parametrize("text, count", [("0", True), ("12", True), (" 3 ", True),
                                         ("¹", False), ("٣", False), ("-1", False),
                                         ("1.5", False), ("", False)])
def test_counts_are_ascii_digits_only(text, count):
    assert is_count(text) is count


def test_json_lines_are_streamed_a_document_is_read_whole():
    document, lines = json_or_lines(['{"a": 1}\n', "# c\n", '{"a": 2}\n', "\n", "[3]\n"], "x")
    assert document is None and list(lines) == [(1, '{"a": 1}'), (3, '{"a": 2}'), (5, "[3]")]
    document, lines = json_or_lines(["{\n", '  "a": 1\n', "}\n"], "x")
    assert lines is None and document == {"a": 1}
    document, lines = json_or_lines(["# a deal\n", '{"a": 1}\n'], "x")
    assert document is None and list(lines) == [(2, '{"a": 1}')]  # one line is a batch of one


def test_a_bad_first_line_is_a_bad_line_of_json_lines():
    document, lines = json_or_lines(["garbage\n", '{"a": 1}\n'], "x")
    assert document is None and list(lines) == [(1, "garbage"), (2, '{"a": 1}')]
    document, lines = json_or_lines(['{"a": [1,\n', '{"a": 2}\n'], "x")
    assert document is None and list(lines) == [(1, '{"a": [1,'), (2, '{"a": 2}')]


def test_an_unreadable_document_names_its_line_and_column_in_the_input():
    with pytest.raises(NotationError) as error:
        json_or_lines(["# c\n", "{\n", '  "a" 1\n', "}\n"], "deal.json")
    assert "deal.json: not JSON" in str(error.value) and "line 3, column 7" in str(error.value)


def test_a_json_line_must_be_an_object_with_its_required_field():
    assert json_line('{"hand": "1m"}', "hand")["hand"] == "1m"
    with pytest.raises(RecordError, match="not JSON"):
        json_line("nope")
    with pytest.raises(RecordError, match="JSON object"):
        json_line("[1]", "hand")
    with pytest.raises(RecordError) as error:
        json_line('{"hand": 5}', "hand", "a string in hand notation")
    assert error.value.field == "hand"


def test_record_fields_known_required_and_typed():
    with pytest.raises(RecordError) as error:
        check_fields({"order": [], "oponed": []}, None, ("order", "opened"))
    assert error.value.field == "oponed" and "fields: order, opened" in str(error.value)
    assert check_fields({"id": 1}, None, ("hand",), known_only=False) == {"id": 1}
    with pytest.raises(RecordError) as error:
        check_fields({}, "burns[0]", ("burner",), required=("burner",))
    assert error.value.field == "burns[0].burner"
    with pytest.raises(RecordError, match="expected a whole number, found true"):
        whole_number(True, "seat")
    assert kind_of(1.5) == "the number 1.5" and kind_of("x") == 'the text "x"'


# ---------------------------------------------------------------------------------------
# Gouji lines


def test_gouji_seat_lines_and_tribute_lines():
    assert read_finish_line("3 0 4 1") == ((3, 0, 4, 1), (), None)
    assert read_finish_line('{"order": [0, 2], "revolution": [4], "id": 7}') == (
        (0, 2), (4,), {"order": [0, 2], "revolution": [4], "id": 7})
    with pytest.raises(RecordError) as error:
        read_seats(["0", "٣"], "order")
    assert error.value.field == "order[1]"
    with pytest.raises(NotationError) as error:
        read_tribute_line("bright none nobody")
    assert error.value.offset == len("bright none ")
    assert hand_question_fields("5x10\t4x9", ("hand", "to"))[1] == Field("4x9", 5)


# ---------------------------------------------------------------------------------------
# MCR: winds, conditions, the suffix


@pytest.mark.parametrize("text, wind", [("E", EAST), ("s", SOUTH), (" W ", WEST), ("北", NORTH),
                                        ("南", SOUTH), ("東", EAST)])
def test_a_wind_is_a_letter_in_either_case_or_its_chinese_name(text, wind):
    assert parse_wind(text) == wind


@pytest.mark.parametrize("text", ["ES", "X", "中", "", "east"])
def test_anything_else_is_not_a_wind(text):
    with pytest.raises(ValueError):
        parse_wind(text)


def test_conditions_given_beside_a_hand_fill_in_or_must_agree_with_its_suffix():
    assert merged_situation(None, NOTHING_GIVEN) == Situation()
    given = given_from_record({"hand": "…", "self_drawn": True, "seat_wind": "南",
                               "flowers": 2, "id": 7})
    assert given == Given(self_drawn=True, seat_wind=SOUTH, flowers=2)
    assert merged_situation(None, given) == Situation(self_drawn=True, seat_wind=SOUTH,
                                                      flowers=2)
    suffix = Situation(self_drawn=True, seat_wind=SOUTH, flowers=2, round_wind=WEST)
    assert merged_situation(suffix, given) is suffix
    with pytest.raises(RecordError) as error:
        merged_situation(suffix, Given(seat_wind=NORTH))
    assert error.value.field == "seat_wind" and "|WS1000|2" in str(error.value)


def test_the_situation_is_checked_against_the_hand():
    hand, suffix = parse_hand("[123m][567p]23478sCC6s")
    with pytest.raises(Exception, match="replacement tile"):
        situation_for(hand, suffix, Given(kong=True, self_drawn=True))


# ---------------------------------------------------------------------------------------
# Fuzhou: conditions over the options, seats


def test_fuzhou_record_fields_override_the_options_and_are_read_at_once():
    defaults = FuzhouGiven(gold="5p", base=2)
    given = fuzhou_given({"hand": "…", "self_drawn": True, "flowers": "EE春"}, defaults)
    assert (given.gold, given.base, given.self_drawn, given.flowers) == ("5p", 2, True, "EE春")
    with pytest.raises(RecordError) as error:
        fuzhou_given({"hand": "…", "flowers": "EEX"}, defaults)
    assert error.value.field == "flowers" and "column 3" in str(error.value)
    with pytest.raises(RecordError) as error:
        fuzhou_given({"hand": "…", "base": "2"}, defaults)
    assert error.value.field == "base"


def test_fuzhou_seats():
    assert parse_seat("东") == "E" and parse_seat("s") == "S"
    assert read_seated_hand("n=123m") == ("N", "123m")
    with pytest.raises(NotationError):
        read_seated_hand("S123m")
    with pytest.raises(NotationError):
        read_seated_hand("X:123m")
