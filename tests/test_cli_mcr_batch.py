"""MCR scoring at the speed of the data (issue 15): the Python API and the command line's
batch answer alike, byte for byte; an answer's JSON text written from its parts is what
json.dumps writes of its dict; answers stream; plain scoring stays light."""

from __future__ import annotations

import gc
import gzip
import json
import os
import re
import select
import subprocess
import sys
from pathlib import Path

import pytest

from mcr_hands import distinct_records
from paiju.api.jsonl import to_json
from paiju.api.mcr import (
    Scored, answer_line, score_line, score_lines, score_record, scored_hand, scored_line,
)
from paiju.engine.mcr.rules import REFERENCE
from paiju.engine.mcr.scoring import payments, score
from paiju.engine.mcr.situation import Situation
from paiju.grammar.mcr import parse_hand
from paiju.grammar.mcr_records import FIELDS, _read_given, given_from_record
from paiju.engine.mahjong.tiles import SOUTH
from paiju.errors import PaijuError, RecordError
from paiju.grammar.mcr_records import Given

ROOT = Path(__file__).resolve().parent.parent

ODD_RECORDS = [
    # ids of every kind are echoed untouched, first
    {"hand": "[123m][EEEE]456p78s99s9s", "self_drawn": True, "id": 7},
    {"id": "ab\"c\\d\n\t\u0001é中🀄", "hand": "[234p][234p]22334p99s4p"},
    {"id": "\ud800 lone", "hand": "[234p][234p]22334p99s4p"},
    {"id": [1, {"a": None, "b": [True, 1.5, -0.0]}], "hand": "1112345678999m9m"},
    {"id": 123456789012345678901234567890, "hand": "1112345678999m9m"},
    {"id": 1.0e300, "hand": "1112345678999m9m"},
    {"id": None, "hand": "1112345678999m9m", "flowers": 8},
    {"id": False, "hand": "1112345678999m9m", "seat_wind": "南", "round_wind": "n"},
    # the record's own spellings are echoed as given
    {"hand": "[东东东][南南南][西西西]55万北北北|SS1000|2", "rules": None},
    {"hand": "一万一万一万二万三万四万五万六万七万八万九万九万九万五万", "fourth_tile": False},
    # rule switches in the record, the reference's reading, and several
    {"hand": "[1111m1][2222p]9p345678s9p", "rules": {"mixed-kongs": "official"}},
    {"hand": "[1111m1][2222p]9p345678s9p", "rules": {"mixed-kongs": "extension"}},
    {"rules": {"wait-fans": "by-shape", "knitted-wait": "body-excluded"},
     "hand": "[123p][456s][789s]2344m4m"},
    # not a win, below the minimum, flags
    {"hand": "11122233344455m"},
    {"hand": "123m456p789s11p22pW", "id": "no"},
    {"hand": "[123m][567p][5555s1]67sCC8s", "kong": True, "self_drawn": True,
     "last_tile": True},
    {"hand": "19m19p19sESWNCFPP", "fourth_tile": True, "last_tile": True, "flowers": 3},
]


def _answers(records, **options):
    """Every answer's parts, for records and options."""
    found = []
    for record in records:
        try:
            found.append(scored_line(json.dumps(record), **options))
        except PaijuError:
            pass
    return found


def test_the_json_text_written_from_the_parts_is_json_dumps_of_the_answer():
    """The batch writes each answer's JSON straight from what it is made of; on thousands of
    answers of every form, and on ids, spellings and rules of every kind, it is byte for
    byte what json.dumps(ensure_ascii=False) writes of the dict the Python API returns."""
    records = distinct_records(3000, 7) + ODD_RECORDS
    answers = _answers(records)
    answers += _answers(records[:300], given=Given(self_drawn=True), rules=(("mixed-kongs",
                                                                             "official"),))
    answers += _answers(ODD_RECORDS + records[:40], explain=True)
    answers += [scored_hand(text) for text in ("[234p][234p]22334p99s4p", "11122233344455m")]
    assert len(answers) > 3200
    for scored in answers:
        assert scored.json() == to_json(scored.as_dict()), scored.head


BEFORE = ROOT / "tests" / "data" / "mcr-batch-before"


@pytest.mark.parametrize("name, options", [
    ("plain", []),
    ("given", ["--self-drawn", "--seat-wind", "S", "--flowers", "1"]),
    ("rule", ["--rule", "mixed-kongs=official"]),
])
def test_the_batch_prints_what_it_printed_before_the_speed_work(cli, name, options):
    """600 distinct hands, with ids, options and a rule switch: byte for byte what the batch
    printed before it was rewritten for speed (tests/data/mcr-batch-before/README.md)."""
    records = (BEFORE / "records.jsonl").read_text(encoding="utf-8")
    expected = gzip.decompress((BEFORE / f"{name}.jsonl.gz").read_bytes()).decode("utf-8")
    result = cli(["mcr", "score", "--batch", "-", "--format", "jsonl", *options], records)
    assert result.output == expected
    assert expected.count("\n") == 600


def test_a_batch_line_written_straight_is_its_answers_json_text():
    """answer_line (the batch's path: no answer object, fans and payments written once per
    kind) writes what the answer's parts write, for records, options and rules alike."""
    records = distinct_records(1500, 8) + ODD_RECORDS
    options = [(Given(), ()), (Given(self_drawn=True, seat_wind=SOUTH, flowers=2), ()),
               (Given(), (("mixed-kongs", "official"),))]
    checked = 0
    for given, rules in options:
        for record in records:
            line = json.dumps(record)
            try:
                expected = scored_line(line, given, rules)
            except PaijuError as error:
                with pytest.raises(PaijuError, match=re.escape(str(error))):
                    answer_line(given, line, rules)
                continue
            assert answer_line(given, line, rules) == (expected.result.win, expected.json())
            checked += 1
    assert checked > 3500  # some records contradict the options given: errors alike


def _answer_or_error(given, line, rules=()):
    try:
        return answer_line(given, line, rules)
    except PaijuError as error:
        return type(error).__name__, str(error)


AFTER_HAND_LINES = [
    # written the usual ways: spaced, compact, an integer or a string id first
    '{"hand": "%s", "seat_wind": "S", "flowers": 2}',
    '{"hand":"%s","seat_wind":"S","flowers":2}',
    '{ "id" : 17 , "hand" : "%s", "seat_wind": "S", "flowers": 2}',
    '{"id": -3, "hand": "%s", "seat_wind": "S", "flowers": 2}',
    '{"id": "g1/h7 东", "hand": "%s", "seat_wind": "S", "flowers": 2}',
    '{"id": 0, "hand": "%s"}',
    '{"hand": "%s"}',
    '{"hand": "%s", "rules": {"mixed-kongs": "official"}, "self_drawn": true}',
    # ids echoed otherwise than written: read the long way, never remembered wrongly
    '{"id": -0, "hand": "%s", "flowers": 1}',
    '{"id": 1.0, "hand": "%s", "flowers": 1}',
    '{"id": "\\u00e9", "hand": "%s", "flowers": 1}',
    '{"hand": "%s", "id": 5, "flowers": 1}',
    # a field at fault after the hand, a key given twice: errors, never remembered
    '{"hand": "%s", "flowers": true}',
    '{"hand": "%s", "seat_wind": "Q"}',
    '{"hand": "%s", "hand": "1112345678999m9m"}',
    '{"hand": "%s", "flowers": 2',
    '{"hand": "%s", "self_drawn": true, "self_drawn": false}',
    # conditions read field by field: every field, nulls, spellings, spacing; and what only
    # the whole record can say (a field twice, one unknown, values JSON or paiju refuses)
    '{"hand": "%s", "self_drawn": false, "fourth_tile": false, "kong": false, '
    '"last_tile": true, "seat_wind": "W", "round_wind": "N", "flowers": 3}',
    '{"hand": "%s"  ,\t"round_wind" :"东", "seat_wind": "south" , "flowers":0 }\r',
    '{"id": 9, "hand": "%s", "seat_wind": null, "kong": null}',
    '{"hand": "%s", "flowers": null, "flowers": 2}',
    '{"hand": "%s", "flowers": 2, "kongs": 1}',
    '{"hand": "%s", "flowers": -1}',
    '{"hand": "%s", "flowers": 01}',
    '{"hand": "%s", "flowers": 123456789012345678901}',
    '{"hand": "%s", "kong": 1, "self_drawn": 0}',
    '{"hand": "%s", "seat_wind": "s"}',
    '{"hand": "%s", "seat_wind": "S\\u0000"}',
    '{"hand": "%s"} x',
    '{"hand": "%s",}',
]
AFTER_HAND_HANDS = ["[123m][EEEE]456p78s99s9s", "1112345678999m9m", "[234p][234p]22334p99s4p",
                    "11122233344455m", "123m456p789s11p22pW", "[1111m1][2222p]9p345678s9p",
                    "1112345678999m9x", "19m19p19sESWNCFPP|EE1000", "\\u0031112345678999m9m",
                    "[东东东][南南南][西西西]55万北北北"]


@pytest.mark.parametrize("given, rules", [(Given(), ()), (Given(self_drawn=True, flowers=1), ()),
                                          (Given(), (("mixed-kongs", "official"),))])
def test_a_record_read_by_what_its_text_after_the_hand_was_read_as_is_answered_alike(
        monkeypatch, given, rules):
    """The batch remembers what a record's text after its hand reads as, and reads plain
    fields one by one; a record is answered (or refused) exactly as when it is read whole
    and nothing is remembered."""
    from paiju.api.mcr import scoring as mcr

    lines = [form % hand for form in AFTER_HAND_LINES for hand in AFTER_HAND_HANDS]
    with monkeypatch.context() as whole:  # the long way: every record read whole
        whole.setattr(mcr, "_plain_fields", lambda *_: None)
        cold = []
        for line in lines:
            mcr._AFTER_HAND.clear()
            cold.append(_answer_or_error(given, line, rules))
    mcr._AFTER_HAND.clear()
    fields = [_answer_or_error(given, line, rules) for line in lines]
    warm = [_answer_or_error(given, line, rules) for line in lines]
    assert mcr._AFTER_HAND  # the usual records were remembered
    assert fields == cold and warm == cold
    assert [_answer_or_error(given, line, rules) for line in reversed(lines)] == cold[::-1]
    assert sum(isinstance(answer[0], bool) for answer in cold) > len(lines) // 3
    assert all(not key[0].startswith((', "id"', ', "hand"')) for key in mcr._AFTER_HAND)
    mcr._AFTER_HAND.clear()


def test_plain_fields_are_read_one_by_one_and_the_rest_the_long_way():
    from paiju.api.mcr import scoring as mcr

    after = ', "seat_wind": "S", "flowers": 2}'
    assert mcr._plain_fields(after, Given(), ()) == (
        given_from_record({"seat_wind": "S", "flowers": 2}), mcr.book_of(()),
        ', "seat_wind": "S", "flowers": 2')
    for refused in (', "flowers": 2, "flowers": 2}', ', "rules": {}}', ', "id": 1}',
                    ', "flowers": true}', ', "flowers": 2', ', "flowers": 2.0}'):
        assert mcr._plain_fields(refused, Given(), ()) is None, refused
    assert mcr._plain_fields(after, Given(), (("mixed-kongs", "official"),)) is None


def test_plain_conditions_are_the_grammars_reading_of_the_fields_after_a_hand():
    from paiju.grammar.mcr_records import NOTHING_GIVEN, RECORD_HEAD, plain_conditions

    line = '{ "id" : 3 , "hand" : "1112345678999m9m" ,"flowers":1, "seat_wind": null}'
    head = RECORD_HEAD.match(line)
    assert (head[1], head[2]) == ("3", "1112345678999m9m")
    assert plain_conditions(line[head.end():]) == (
        given_from_record({"flowers": 1}), [("flowers", "1"), ("seat_wind", "null")])
    assert plain_conditions("}") == (NOTHING_GIVEN, [])
    assert plain_conditions(', "seat_wind": null, "seat_wind": "S"}') is None


def test_the_record_memo_is_bounded_and_keyed_by_the_batch_options_too():
    from paiju.api.mcr import scoring as mcr

    mcr._AFTER_HAND.clear()
    line = '{"hand": "[123m][EEEE]456p78s99s9s", "seat_wind": "S"}'
    plain = answer_line(Given(), line)
    drawn = answer_line(Given(self_drawn=True), line)
    assert plain != drawn and len(mcr._AFTER_HAND) == 2
    assert answer_line(Given(), line) == plain
    assert answer_line(Given(self_drawn=True), line) == drawn
    for spaces in range(mcr.AFTER_HAND_MEMO + 10):  # as many texts after the hand
        answer_line(Given(), '{"hand": "1112345678999m9m", "flowers": 0%s}' % (" " * spaces))
    assert len(mcr._AFTER_HAND) == mcr.AFTER_HAND_MEMO
    mcr._AFTER_HAND.clear()


def test_a_fan_counted_beyond_what_a_checked_situation_allows_is_still_written():
    """The fan texts are kept for each count met; a situation the Python API did not check
    (twelve flowers, more than a game has) is written alike."""
    hand, _ = parse_hand("[123m][EEEE]456p78s99s9s")
    situation = Situation(flowers=12)
    result = score(hand, situation, REFERENCE)
    scored = Scored({"hand": "x"}, REFERENCE, hand, situation, "x", result,
                    payments(result, False), None)
    assert '"count": 12}' in scored.json() and scored.json() == to_json(scored.as_dict())


def test_a_records_conditions_read_once_are_what_reading_them_again_gives():
    """Conditions are looked up once read (batches repeat them): the lookup tells 1 from
    true and 0 from false, and a value that cannot be looked up is still refused."""
    for record in distinct_records(500, 9) * 2:  # the second time from the memo
        assert given_from_record(record) == _read_given(tuple(map(record.get, FIELDS)))
    assert given_from_record({"self_drawn": True}).self_drawn is True
    for value in (1, 1.0, "true", [True]):
        with pytest.raises(RecordError, match="expected true or false"):
            given_from_record({"self_drawn": value})
    assert given_from_record({"flowers": 0}).flowers == 0
    with pytest.raises(RecordError, match="whole number"):
        given_from_record({"flowers": False})
    assert given_from_record({"seat_wind": "南"}) == given_from_record({"seat_wind": "S"})


def test_the_python_api_writes_what_the_batch_prints(cli, tmp_path):
    """score_lines (what a partition of a distributed engine calls) prints what
    ``paiju mcr score --batch`` prints, line for line, errors included."""
    lines = [json.dumps(record) for record in distinct_records(400, 8) + ODD_RECORDS]
    # (every line a record: the command also reads a line that is not one as a hand, issue 26)
    lines[5:5] = ["", "# a comment", '{"hand": "12345m"}', '{"hand": [1]}', '{"hand": 5}',
                  "{not json",
                  '{"hand": "1112345678999m9m", "extra": 1}',
                  '{"hand": "1112345678999m9m", "self_drawn": 1}',
                  '{"hand": "1112345678999m9m|EE1000", "self_drawn": false}',
                  '{"hand": "1112345678999m9m", "rules": {"no-such": "x"}}']
    text = "\n".join(lines) + "\n"
    source = tmp_path / "hands.jsonl"
    source.write_text(text, encoding="utf-8")
    for options, given, rules in (([], Given(), ()),
                                  (["--self-drawn", "--rule", "mixed-kongs=official"],
                                   Given(self_drawn=True), (("mixed-kongs", "official"),))):
        printed = cli(["mcr", "score", "--batch", str(source), *options]).stdout
        assert "\n".join(score_lines(text.splitlines(True), given, rules)) + "\n" == printed


def test_a_record_in_and_its_answer_out():
    answer = score_record({"hand": "[123m][EEEE]456p78s99s9s", "self_drawn": True,
                           "seat_wind": "S", "id": "r1"})
    assert list(answer)[:3] == ["id", "hand", "self_drawn"] and answer["id"] == "r1"
    assert answer["canonical"] == "[123m][EEEE]456p7899s9s|ES1000"
    assert answer["total"] == 13 and answer["payments"]["each_other_pays"] == 21
    assert [fan["name_zh"] for fan in answer["fans"]] == ["花龙", "圈风刻", "暗杠", "自摸"]
    # the record's fields over the options, as on the command line
    assert score_record({"hand": "[123m][EEEE]456p78s99s9s"},
                        given=Given(seat_wind=SOUTH))["canonical"].endswith("|ES0000")
    assert score_line('{"hand": "[123m][EEEE]456p78s99s9s", "seat_wind": "E"}',
                      given=Given(seat_wind=SOUTH))["canonical"].endswith("|EE0000")


@pytest.mark.parametrize("record, field", [
    ({"hand": "1112345678999m9m", "note": 1}, "note"),
    ({"hand": "1112345678999m9m", "kong": "yes"}, "kong"),
    ({"hand": ["1112345678999m9m"]}, "hand"),
    ({"hand": "1112345678999m9m", "rules": {"mixed-kongs": "nope"}}, "rules.mixed-kongs"),
])
def test_a_bad_record_names_its_field(record, field):
    with pytest.raises(RecordError) as raised:
        score_record(record)
    assert raised.value.field == field


def test_a_record_that_is_not_an_object_is_refused():
    with pytest.raises(RecordError, match="JSON object"):
        score_record(["1112345678999m9m"])  # type: ignore[arg-type]


def test_answers_stream_a_line_at_a_time():
    """A program that writes a record and waits for its answer gets it: the answer is
    written out before paiju waits for the next line (and not after every line)."""
    process = subprocess.Popen([sys.executable, "-m", "paiju", "mcr", "score", "--batch", "-"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
    try:
        for hand in ("1112345678999m9m", "[234p][234p]22334p99s4p"):
            process.stdin.write(json.dumps({"hand": hand}).encode() + b"\n")
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 30)
            assert ready, "no answer before the next line"
            assert json.loads(process.stdout.readline())["hand"] == hand
    finally:
        process.stdin.close()
        process.wait(30)
        process.stdout.close()


def test_answering_a_batch_makes_no_reference_cycles(cli, tmp_path):
    """A batch freezes what it keeps out of the collector's sight (jobs.FREEZE_EVERY): that
    is sound only because answering, errors and explanations included, leaves no cyclic
    garbage — the same few objects however many lines are read."""
    lines = [json.dumps(record) for record in distinct_records(200, 9) + ODD_RECORDS[:3]]
    lines += ['{"hand": "12345m"}', "[1]", '{"hand": "1112345678999m9m", "kong": 1}']
    garbage = []
    for count in (1, len(lines)):
        source = tmp_path / f"{count}.jsonl"
        source.write_text("\n".join(lines[:count]) + "\n", encoding="utf-8")
        gc.collect()
        gc.disable()
        try:
            cli(["mcr", "score", "--batch", str(source), "--explain"])
            garbage.append(gc.collect())
        finally:
            gc.enable()
    assert garbage[0] == garbage[1], garbage


PLAIN_SCORING = """
import sys
from paiju.cli import main
try:
    main(["mcr", "score", "[123m][EEEE]456p78s99s9s", "--format", sys.argv[1]])
except SystemExit:
    pass
import paiju.grammar.mcr as mcr, paiju.grammar.tiles as tiles
built = [f.__name__ for f in (mcr.hand_grammar, mcr._spelled_tiles, mcr._spelled_meld,
                              mcr._spelled_suffix, mcr._wind_element, tiles.tile_elements,
                              tiles._token, tiles._whole_token) if f.cache_info().currsize]
print(sorted(m for m in sys.modules if m.startswith("paiju.")), built)
"""


@pytest.mark.parametrize("fmt", ["table", "json"])
def test_plain_scoring_imports_no_explanation_analysis_or_shanten(fmt):
    """What a one-shot ``paiju mcr score HAND`` of a plain hand leaves out (start-up,
    benchmarks/startup.py): the explanation, analysis, shanten and waits modules, and the
    pyparsing grammar and the patterns of hands that are not plain ASCII."""
    env = {**os.environ, "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-c", PLAIN_SCORING, fmt], capture_output=True,
                          text=True, env=env, cwd=ROOT)
    loaded, built = done.stdout.splitlines()[-1].rsplit("] ", 1)
    assert "paiju.api.mcr" in loaded and "paiju.grammar.mcr" in loaded
    for heavy in ("paiju.engine.mcr.explain", "paiju.cli.mcr.explanation",
                  "paiju.engine.mcr.analysis", "paiju.engine.mahjong.shanten",
                  "paiju.engine.mcr.waits"):
        assert f"'{heavy}'" not in loaded, heavy
    assert built == "[]"
