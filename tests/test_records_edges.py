"""Records and notation at the edges (issue 25 points 2, 3, 5 and 6), each run through the
command line as a user meets it: numbers of any length read or refused naming the field
(never exit 3), stakes with a documented maximum, one seat never spelled twice, a bad
notation line refused in time proportional to the distance to its first error, and ids
echoed as written."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from paiju.engine.rulebook import MAX_STAKE

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
HUGE = "9" * 5000  # past Python's 4,300-digit limit on reading an integer
LONG = "9" * 3000  # readable, but an answer built on it would grow past any limit
MCR_WIN = "[123m][EEEE]456p78s99s9s"
FUZHOU_WIN = "123m 456m 789m 234s 金金 678p"
SETTLE = '{"banker": "E", "winner": "S", "self_drawn": true, "bonus": "金雀", "flowers": 3'


def example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def document(record: dict) -> str:
    """A record as one JSON document spread over lines (answered alone, as a file is)."""
    return json.dumps(record, ensure_ascii=False, indent=1) + "\n"


def refused(cli, args: list[str], text: str | None = None) -> str:
    """The one error a command gives its input: its error object's text (a batch) or its
    stderr line; exit 2, never 3."""
    result = cli(args, input=text)
    assert result.exit_code == 2, (result.exit_code, result.stderr)
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    if result.stdout.startswith("{"):
        return json.loads(result.stdout.splitlines()[0])["error"]
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


# --- point 2: numbers of any length ------------------------------------------------------

@pytest.mark.parametrize("args, text, field", [
    (["gouji", "settle", "-"], '{"order": [0, 2, 4], "deal": %s}', "deal"),
    (["gouji", "settle", "-"], '{"order": [0, 2, %s]}', "order[2]"),
    (["gouji", "settle", "-"], '{"order": [0, 2, 4], "rules": {"option": %s}}', "rules.option"),
    (["gouji", "respond", "-"], '{"hand": "5x10", "to": "3x9", "option": %s}', "option"),
    (["mcr", "score", "--batch", "-"], '{"hand": "%s", "flowers": %%s}' % MCR_WIN, "flowers"),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"],
     '{"hand": "%s", "base": %%s}' % FUZHOU_WIN, "base"),
    (["fuzhou", "settle", "-"], SETTLE + ', "run": %s}', "run"),
    (["sanchazi", "legal", "-"], '{"hands": ["5", "6", "7", "8"], "leader": %s}', "leader"),
])
@pytest.mark.parametrize("number", [HUGE, "-" + HUGE, "1e400", "-1e999"])
def test_a_json_number_too_large_to_read_is_refused_naming_its_field(cli, args, text, field,
                                                                     number):
    error = refused(cli, args, text % number + "\n")
    assert error.split("error: ")[-1].startswith(f"{field}: ") and "too large" in error, error
    assert len(error) < 400  # the number is not written out whole


def test_a_batch_goes_on_after_a_number_too_large(cli):
    lines = [f'{{"hand": "{MCR_WIN}", "flowers": {HUGE}}}', f'{{"hand": "{MCR_WIN}"}}']
    result = cli(["mcr", "score", "--batch", "-", "--jobs", "2"], input="\n".join(lines) + "\n")
    first, second = map(json.loads, result.stdout.splitlines())
    assert result.exit_code == 2 and first["field"] == "flowers" and second["total"] > 0


@pytest.mark.parametrize("args", [
    ["gouji", "parse", f"{HUGE}x5"], ["gouji", "level", f"{HUGE}Q"],
    ["sanchazi", "type", f"{HUGE}x5"], ["sanchazi", "beats", f"{HUGE}x5", "5"],
])
def test_a_count_of_thousands_of_digits_in_notation_is_bad_input(cli, args):
    error = refused(cli, args)
    assert "the count 999999999999… (5,000 digits) is more cards than the packs hold" in error


def test_an_ordinary_oversized_count_keeps_its_message(cli):
    assert "impossible play: 300 × 5, four packs hold only 16" in refused(
        cli, ["gouji", "parse", "300x5"])


@pytest.mark.parametrize("args, text, field", [
    (["gouji", "score", "-"], f"{HUGE} 1 2\n", "order[0]"),
    (["gouji", "settle", "-"], document({"order": [0, 2, 4], "declarations": {HUGE: "pre"}}),
     "declarations."),
    (["gouji", "respond", "-"], json.dumps({"hand": "5x10", "to": "3x9", "option": HUGE}),
     "option"),
    (["fuzhou", "score", FUZHOU_WIN, "--gold", "5p", "--flowers", HUGE], None, "flowers"),
])
def test_a_count_of_thousands_of_digits_in_a_field_or_option_names_it(cli, args, text, field):
    error = refused(cli, args, text)
    assert f"{field}" in error and "(5,000 digits)" in error or "keys are seats" in error, error


@pytest.mark.parametrize("args, text, field", [
    (["fuzhou", "settle", "-"], SETTLE + ', "base": %d}', "base"),
    (["fuzhou", "settle", "-"], SETTLE + ', "run": %d}', "run"),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"],
     '{"hand": "%s", "base": %%d}' % FUZHOU_WIN, "base"),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"],
     '{"hand": "%s", "banker_count": %%d}' % FUZHOU_WIN, "banker_count"),
])
def test_a_stake_has_a_documented_maximum(cli, args, text, field):
    answered = cli(args, input=text % MAX_STAKE + "\n")
    assert answered.exit_code == 0, answered.stdout + answered.stderr
    assert f"{field}: " in refused(cli, args, text % (MAX_STAKE + 1) + "\n")
    assert f"{field}: " in refused(cli, args, text % int(LONG) + "\n")


@pytest.mark.parametrize("args", [
    ["sanchazi", "happy-money", "大王大王大王", "--base", str(MAX_STAKE + 1)],
    ["fuzhou", "score", FUZHOU_WIN, "--gold", "5p", "--base", LONG],
])
def test_a_stake_option_past_the_maximum_is_bad_input(cli, args):
    assert f"at most {MAX_STAKE:,}" in refused(cli, args)


def test_a_sanchazi_base_past_the_maximum_is_refused_naming_it(cli):
    record = {**example("sanchazi-position.json"), "base": MAX_STAKE + 1}
    assert "base: the base (底分) is at most 1,000,000" in refused(
        cli, ["sanchazi", "replay", "-"], document(record))


def test_the_stake_maximum_is_documented():
    docs = (Path(__file__).resolve().parent.parent / "docs" / "input.md").read_text("utf-8")
    assert f"at most {MAX_STAKE:,}" in docs


# --- point 3: one key, one meaning ------------------------------------------------------

@pytest.mark.parametrize("first, second", [("0", "00"), ("3", " 3"), ("2", "002 ")])
def test_a_seat_declared_under_two_spellings_is_refused_naming_both(cli, first, second):
    deal = {"order": [0, 2, 4], "declarations": {first: "pre", second: "bright"}}
    error = refused(cli, ["gouji", "settle", "-"], document(deal))
    assert json.dumps(first) in error and json.dumps(second) in error and "twice" in error
    game = {"deals": [deal]}
    assert "deals[0].declarations." in refused(cli, ["gouji", "game", "-"], document(game))
    replay = {**example("gouji-referee-start.json"), "declarations": {first: "pre",
                                                                        second: "pre"}}
    assert "given twice" in refused(cli, ["gouji", "replay", "-"], document(replay))


def test_a_seat_declared_once_in_any_spelling_is_that_seat(cli):
    plain = cli(["gouji", "settle", "-", "--format", "json"],
                input=document({"order": [0, 2, 4], "declarations": {"1": "pre"}}))
    padded = cli(["gouji", "settle", "-", "--format", "json"],
                 input=document({"order": [0, 2, 4], "declarations": {"01": "pre"}}))
    assert plain.exit_code == padded.exit_code == 0 and plain.stdout == padded.stdout


def test_a_seat_written_minus_zero_is_seat_zero(cli):
    record = example("gouji-referee-start.json")
    written = json.dumps(record, ensure_ascii=False).replace('"leader": 0', '"leader": -0')
    assert '"leader": -0' in written
    plain = cli(["gouji", "legal", "-", "--format", "json"], input=document(record))
    minus = cli(["gouji", "legal", "-", "--format", "json"],
                input=written.replace("{", "{\n", 1) + "\n")
    assert plain.exit_code == minus.exit_code == 0 and plain.stdout == minus.stdout


# --- point 5: a bad line refused in time proportional to its first error -------------------

def _refusal_time(cli, args: list[str]) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        refused(cli, args)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("args, unit, error", [
    (["sanchazi", "type"], "J", "impossible play: 13 × J, three packs hold only 12 (column 13"),
    (["gouji", "level"], "3 ", "impossible play: 17 × 3, four packs hold only 16 (column 33"),
    (["gouji", "parse"], "♠3 ", "impossible play: 5 × ♠3, four packs hold only 4 (column 13"),
])
def test_an_8kb_line_is_refused_in_the_time_its_first_error_takes(cli, args, unit, error):
    long_line = unit * (8192 // len(unit))
    short_line = unit * 40
    assert error in refused(cli, [*args, long_line]) and error in refused(cli, [*args, short_line])
    # the error is at the same place: refusing 8 KB costs what refusing its first 40 cards
    # does (it cost 200 to 300 times as much when the whole line was read first)
    assert _refusal_time(cli, [*args, long_line]) < 3 * _refusal_time(cli, [*args, short_line]) \
        + 0.005


LISTING = """
from paiju.api.gouji.referee import legal_found
hand = "4x3+4x4+4x5+4x6+4x7+4x8+4x9+2x钱+1小花+2大花+4xK"
worked = legal_found((), {"hands": [hand, *["1x钱"] * 5], "leader": 0})
_, actions = worked.parts  # (the refused action, the actions)
made = sum(action is not None for listed in actions for by_seat in listed.entry.actions
           for action in by_seat.made)
print(worked.data["count"], len(actions), made)
"""


def test_gouji_legal_makes_only_the_actions_it_lists():
    """A position with tens of thousands of distinct plays lists each at the cost of an
    ordinary one: one action object a play, not one for each seat and kind (a fresh
    process: the plays are interned for the whole process)."""
    done = subprocess.run([sys.executable, "-c", LISTING], capture_output=True, text=True,
                          check=True)
    count, listed, made = map(int, done.stdout.split())
    assert count == listed == made > 500


# --- point 6: ids as written; settlement fields of any replay ----------------------------

IDS = ["1.0000000000000000001", "12345678901234567890.5", "1e400", "-0", "-0.0", "1E2",
       HUGE, "[1.50, {\"n\": -0}]", "12345678901234567890"]


@pytest.mark.parametrize("written", IDS, ids=lambda text: text[:24])
@pytest.mark.parametrize("args, record", [
    (["mcr", "score", "--batch", "-"], '{"id": %s, "hand": "%s"}' % ("%s", MCR_WIN)),
    (["mcr", "waits", "--batch", "-"], '{"hand": "[123m][567p]55789sCC", "id": %s}'),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"],
     '{"id": %s, "hand": "%s"}' % ("%s", FUZHOU_WIN)),
    (["fuzhou", "settle", "-", "--format", "jsonl"], SETTLE + ', "id": %s}'),
    (["gouji", "settle", "-", "--format", "jsonl"], '{"order": [0, 2, 4], "id": %s}'),
    (["sanchazi", "legal", "-", "--format", "jsonl"],
     '{"id": %s, "hands": ["5", "6", "7", "8"], "leader": 0}'),
])
def test_an_id_is_echoed_as_written_byte_for_byte(cli, args, record, written):
    result = cli(args, input=record % written + "\n")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith('{"id": ' + written + ", "), result.stdout[:80]


@pytest.mark.parametrize("written", IDS[:4], ids=lambda text: text[:24])
def test_an_error_object_echoes_its_id_as_written(cli, written):
    result = cli(["mcr", "score", "--batch", "-"],
                 input='{"id": %s, "hand": "1m"}\n' % written)
    assert result.exit_code == 2 and result.stdout.startswith('{"id": ' + written + ", ")


TABLED = [  # commands whose batch table has an id column, and a record of theirs
    (["fuzhou", "settle", "-"], SETTLE + ', "id": %s}'),
    (["gouji", "replay", "-"], json.dumps({**example("gouji-referee.json"), "id": None})),
    (["sanchazi", "replay", "-"], json.dumps({**example("sanchazi-deal.json"), "id": None})),
]


@pytest.mark.parametrize("args, record", TABLED, ids=[" ".join(a[:2]) for a, _ in TABLED])
def test_an_id_is_shown_as_written_in_a_table(cli, args, record):
    """Issue 25.6 in tables: each id as its JSON was written (Python would show 1.0, 1e+19,
    100.0, 0 for the first four), text that reads as another JSON value quoted, so that no
    two distinct ids look alike."""
    record = record.replace('"id": null', '"id": %s')
    shown = IDS[:4] + ["1E2", '"1E2"', "true", '"true"', "[1.50, {\"n\": -0}]", '"plain"']
    result = cli([*args, "--format", "table"],
                 input="".join(record % written + "\n" for written in shown))
    assert result.exit_code == 0, result.stderr
    cells = [line.split("  ")[0] for line in result.stdout.splitlines()[2:]]
    assert cells == shown[:-1] + ["plain"]


def test_an_id_is_shown_as_written_on_a_page(cli, tmp_path):
    """``--format html``: the page names the record by its id as written, and its data (what
    the page's script reads) holds it as written too."""
    record = json.dumps({**example("gouji-referee.json"), "id": None})
    path = tmp_path / "record.json"
    path.write_text(record.replace('"id": null', '"id": 1.0000000000000000001'), "utf-8")
    page = cli(["gouji", "replay", str(path), "--format", "html"]).stdout
    assert "Teams (1.0000000000000000001)" in page
    assert '"answer": {"id": 1.0000000000000000001, ' in page


@pytest.mark.parametrize("fields, words", [
    ({"deal": -7}, "deal: -7 is not a deal number"),
    ({"deal": 9, "deals_per_game": 5}, "deal: deal 9 of a 5-deal game does not exist"),
    ({"deals_per_game": 0}, "deals_per_game: a game has at least one deal"),
    ({"declarations": {"7": "pre"}}, "declarations.7: "),
])
@pytest.mark.parametrize("command", ["replay", "legal"])
def test_an_unfinished_replay_has_its_settlement_fields_checked(cli, fields, words, command):
    record = {**example("gouji-referee-start.json"), **fields}
    record.pop("deal", None) if "deal" not in fields else None
    assert words in refused(cli, ["gouji", command, "-"], document(record))


@pytest.mark.parametrize("args", [
    ["mcr", "score", MCR_WIN, "--flowers", HUGE], ["gouji", "deal", "--seed", HUGE],
    ["mcr", "quiz", "--seed", HUGE, "--count", "1"],
])
def test_an_integer_option_of_thousands_of_digits_is_one_short_line(cli, args):
    """click's own message for an --option it cannot read quotes the value: cut to 60
    characters and its length, so that the error stays a line a person reads."""
    error = refused(cli, args)
    assert "(5,000 characters)" in error and len(error) < 250, error
