"""Bad input never costs an answer (issue 12): every batch command, fed good lines mixed
with hostile ones — JSON nested a thousand levels deep, lone surrogate escapes, invalid
UTF-8, keys given twice, NaN, unknown fields, lines over 1 MiB — answers every good line as
it answers it alone and gives every bad line its own error object, in order, with and
without --jobs; and never exits 3."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paiju.cli.reading import MAX_LINE

MCR_WIN = "[123m][EEEE]456p78s99s9s"
FUZHOU_WIN = "123m 456m 789m 234s 金金 678p"

# command, a good text line, a good JSON record line (or None), the record's fields
BATCHES = [
    (["gouji", "parse", "-"], "2钱+3x8", {"play": "2钱+3x8", "rules": {"option": "1"}}),
    (["gouji", "beats", "-"], "5x9 on 2钱+3x8", {"new": "5x9", "old": "2钱+3x8", "option": 1}),
    (["gouji", "compare", "--batch", "-"], "5x9 on 2钱+3x8", {"a": "5x9", "b": "2钱+3x8"}),
    (["gouji", "level", "-"], "5x10", {"play": "5x10"}),
    (["gouji", "opens", "-"], "5x10", {"play": "5x10", "opening": 2}),
    (["gouji", "tribute", "-"], "bright none me", None),
    (["gouji", "score", "-"], "0 1 2 4", {"order": [0, 1, 2, 4]}),
    (["gouji", "settle", "-"], None, {"order": [0, 2, 4], "declarations": {"1": "pre"}}),
    (["gouji", "respond", "-"], "2大花+5x10 to 2小花+3x9",
     {"hand": "2大花+5x10+3x9", "to": "1大花+3x8", "option": 1}),
    (["gouji", "hand", "-"], "5x10+5x9", {"hand": "5x10+5x9", "tribute": 2, "all": True}),
    (["gouji", "burn", "-"], "2大花+3x9+2xK on 2小花+3x8 with 2大花+3x9",
     {"hand": "2大花+3x9+2xK", "on": "2小花+3x8", "with": "2大花+3x9", "mode": "bie-san"}),
    (["gouji", "deal", "-"], "7", None),
    (["mcr", "score", "-"], MCR_WIN, None),
    (["mcr", "score", "--batch", "-"], None, {"hand": MCR_WIN, "self_drawn": True}),
    (["mcr", "waits", "--batch", "-"], None, {"hand": "[123m][567p]55789sCC", "kong": False}),
    (["mcr", "shanten", "--batch", "-"], None, {"hand": "123m456p789s1155s"}),
    (["fuzhou", "wins", "-", "--gold", "5p"], FUZHOU_WIN, None),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"], None,
     {"hand": FUZHOU_WIN, "self_drawn": True, "base": 2}),
    (["fuzhou", "flowers", "-"], "EEEE春夏秋冬a", {"flowers": "EEEE春夏秋冬a", "exposed_kongs": 1}),
    (["sanchazi", "type", "-"], "888JJ", {"play": "3334443344", "wings_share_ranks": True}),
    (["sanchazi", "beats", "-"], "999QQ on 888JJ", {"new": "999QQ", "old": "888JJ"}),
    (["sanchazi", "respond", "--batch", "-"], "999QQ8888 to 888JJ",
     {"hand": "999QQ8888", "to": "888JJ"}),
    (["sanchazi", "points", "-"], "5 10 K", {"cards": "5 10 K"}),
    (["sanchazi", "happy-money", "-"], "大王大王大王", {"play": "大王大王大王", "base": 2}),
]
IDS = [" ".join(args) for args, _, _ in BATCHES]

DEEP = ('{"hand": ' + "[" * 1000 + "]" * 1000 + "}").encode()
"""A record (a line that is a JSON object: every batch reads one, issue 26) nested too deep."""
BAD = {  # a hostile line, and words its error must hold (for a command reading JSON)
    "deep": (DEEP, "nested too deeply"),
    "invalid utf-8": (b"5x\xff10 \xc3", "not UTF-8 text: the byte 0xff at byte offset 2"),
    "nan": (b'{"hand": "x", "flowers": NaN}', "NaN is not a JSON number"),
    "twice": (b'{"hand": "1m", "hand": "2m"}', "given twice in one object"),
    # an id too large for a float is echoed as written (issue 25 point 6); a field holding
    # one is refused naming it (tests/test_records_edges.py)
    "huge number": (b'{"hand": "1m!", "id": 1e999}', None),
}
TEXT_WORDS = {"invalid utf-8"}
"""The kinds whose words a command reading notation (not JSON) says too."""


def good_lines(text: str | None, record: dict | None) -> dict[str, bytes]:
    """The good lines of a command: its text line, its record, and its record with an id
    (a lone surrogate escape, a nested value), which the answer must echo first."""
    found = {}
    if text is not None:
        found["text"] = text.encode()
    if record is not None:
        found["record"] = json.dumps(record, ensure_ascii=False).encode()
        found["surrogate id"] = json.dumps({"id": "\ud800", **record}).encode()
        found["nested id"] = json.dumps({"id": {"run": [1, {"n": 2}]}, **record}).encode()
    return found


def run(cli, args: list[str], lines: list[bytes]):
    result = cli(args, input=b"\n".join(lines) + b"\n")
    assert result.exit_code in (0, 1, 2), result.stderr
    return result, [json.loads(line) for line in result.stdout.splitlines()]


@pytest.fixture(scope="module")
def alone():
    """Each command's answer to each good line given alone (in JSON Lines: one record alone
    on stdin is a document, answered as a table by default, issue 26)."""
    from conftest import Cli

    cli, answers = Cli(), {}
    for args, text, record in BATCHES:
        for kind, line in good_lines(text, record).items():
            result, (answer,) = run(cli, [*args, "--format", "jsonl"], [line])
            assert "error" not in answer, (args, kind, answer)
            answers[(tuple(args), kind)] = answer
    return answers


def check(answers: list[dict], kinds: list[str], args: list[str], alone: dict,
          reads_json: bool) -> None:
    assert len(answers) == len(kinds)
    for number, (kind, answer) in enumerate(zip(kinds, answers), 1):
        if kind in BAD or kind in ("over-long", "unknown field"):
            assert answer["line"] == number and answer["error"], (kind, answer)
            words = BAD.get(kind, (None, None))[1]
            if words is not None and (reads_json or kind in TEXT_WORDS):
                assert words in answer["error"], (kind, answer)
            assert len(json.dumps(answer, ensure_ascii=False)) < 1000  # a short excerpt only
        else:
            assert answer == alone[(tuple(args), kind)], (kind, answer)
            if kind == "surrogate id":
                assert list(answer)[0] == "id" and answer["id"] == "\ud800"


def unknown_field(record: dict | None) -> bytes | None:
    return None if record is None else json.dumps({**record, "colour": "red"}).encode()


def lines_of(kinds: list[str], text: str | None, record: dict | None) -> list[bytes]:
    good = good_lines(text, record)
    made = {**good, **{kind: line for kind, (line, _) in BAD.items()},
            "over-long": b"5" * (MAX_LINE + 10), "unknown field": unknown_field(record)}
    return [made[kind] for kind in kinds]


def kinds_for(text: str | None, record: dict | None) -> list[str]:
    return [*good_lines(text, record), *BAD, *(["unknown field"] if record else [])]


@pytest.mark.parametrize("args, text, record", BATCHES, ids=IDS)
@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_good_and_bad_lines_mixed_are_answered_in_order(cli, alone, args, text, record, data):
    # two lines at least: one record alone is a document, not a batch (issue 26); a line
    # alone is the `alone` fixture's
    kinds = data.draw(st.lists(st.sampled_from(kinds_for(text, record)), min_size=2,
                               max_size=8))
    result, answers = run(cli, args, lines_of(kinds, text, record))
    check(answers, kinds, args, alone, text is None)
    bad = any(kind in BAD or kind == "unknown field" for kind in kinds)
    assert result.exit_code == 2 if bad else result.exit_code in (0, 1)


@pytest.mark.parametrize("args, text, record", BATCHES, ids=IDS)
def test_every_kind_with_and_without_jobs_gives_the_same_bytes(cli, alone, args, text, record):
    kinds = kinds_for(text, record) + ["over-long"] + kinds_for(text, record)[:1]
    lines = lines_of(kinds, text, record)
    one, answers = run(cli, args, lines)
    two, _ = run(cli, [*args, "--jobs", "2"], lines)
    check(answers, kinds, args, alone, text is None)
    assert (one.exit_code, one.stdout) == (two.exit_code, two.stdout) and one.exit_code == 2


def test_a_record_field_the_command_does_not_know_lists_the_known_ones(cli):
    result, (answer,) = run(cli, ["mcr", "score", "--batch", "-"],
                            [b'{"hand": "[123m][EEEE]456p78s99s9s", "selfdrawn": true}'])
    assert answer["field"] == "selfdrawn"
    assert answer["error"].startswith("selfdrawn: unknown field in the record (fields: hand, "
                                      "self_drawn, fourth_tile")


def test_a_record_field_overrides_the_option(cli):
    hand = "2大花+5x10+3x9"
    _, (by_record,) = run(cli, ["gouji", "respond", "-", "--to", "1大花+3x8"],
                          [json.dumps({"hand": hand, "option": 1}).encode()])
    _, by_option = cli.json(["gouji", "respond", hand, "--to", "1大花+3x8", "--option", "1",
                             "--format", "json"])
    assert by_record["responses"] == by_option["responses"] != []
    _, (ignored,) = run(cli, ["gouji", "respond", "-", "--to", "1大花+3x8"], [hand.encode()])
    assert ignored["responses"] == []  # option 0: 2大花 does not kill 1大花 (§6.2)


def test_a_missing_or_directory_batch_file_is_one_error_line(cli, tmp_path):
    for args in (["mcr", "score", "--batch"], ["mcr", "waits", "--batch"],
                 ["mcr", "shanten", "--batch"], ["fuzhou", "wins", "--gold", "5p", "--batch"],
                 ["fuzhou", "score", "--gold", "5p", "--batch"], ["gouji", "settle"],
                 ["gouji", "game"], ["gouji", "table"]):
        for source, words in ((str(tmp_path / "missing.jsonl"), "No such file"),
                              (str(tmp_path), "Is a directory")):
            for jobs in ([], ["--jobs", "2"]) if "--batch" in args else ([],):
                line = cli.error([*args, source, *jobs])
                assert line.startswith("paiju: error: cannot open") and words in line


def test_invalid_utf8_in_an_argument_says_where(cli):
    line = cli.error(["gouji", "parse", "5x\udcff10"])  # the bytes 5x\xff10 from a shell
    assert "not UTF-8 text: the byte 0xff at byte offset 2 of the argument" in line
    result, answers = cli.jsonl(["gouji", "parse", "5x10", "5x\udcff10", "--format", "jsonl"])
    assert answers[0]["canonical"] == "5x10" and answers[1]["column"] == 3


def test_a_line_over_the_limit_is_refused_at_once_and_skipped(cli):
    result, answers = run(cli, ["gouji", "parse", "-"],
                          [b"5x10", b"#" + b"x" * (MAX_LINE + 1), b"5" * (3 * MAX_LINE), b"5x9"])
    assert [answer.get("canonical") for answer in answers] == ["5x10", None, "5x9"]
    assert answers[1]["line"] == 3 and "over 1 MiB" in answers[1]["error"]
    assert len(answers[1]["input"]) <= 81  # an excerpt, not the line


def test_a_document_too_deep_or_not_utf8_is_one_error(cli):
    assert "nested too deeply" in cli.error(["gouji", "settle", "-"],
                                            input='{\n"order": ' + "[" * 900 + "]" * 900 + "}\n")
    line = cli.error(["gouji", "game", "-"], input=b'{\n"deals": [\xff]\n}\n')
    assert "line 2: not UTF-8 text: the byte 0xff at byte offset 10" in line


def test_a_lone_surrogate_id_comes_back_as_the_same_escape(cli):
    line = '{"id": "\\ud800x", "hand": "123m456p789s1155s"}\n'
    result = cli(["mcr", "shanten", "--batch", "-"], input=line)
    assert result.exit_code == 0 and result.stdout.startswith('{"id": "\\ud800x", "hand"')
    assert json.loads(result.stdout)["id"] == "\ud800x"
    bad = cli(["mcr", "shanten", "--batch", "-"], input='{"hand": "12\\udc00m"}\n')
    assert bad.exit_code == 2 and "\\udc00" in json.loads(bad.stdout)["error"].encode(
        "unicode_escape").decode()
