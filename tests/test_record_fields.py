"""No exit 3 from any record (issue 26 point 5): every command that reads JSON records, fed
its example record with one field at a time set to null, to a value of the wrong type, or
left out, answers (null or a missing optional field means "not given") or refuses the record
with exit 2 and one error naming that field — never exit 3, never a traceback.

The cases are generated from each command's example record (every field, at every depth;
the first item of each list), so that a field added to a record is tried as soon as an
example holds it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterator

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
MCR_WIN = "[123m][EEEE]456p78s99s9s"
FUZHOU_WIN = "123m 456m 789m 234s 金金 678p"


def example(name: str) -> Any:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


# every command reading JSON records, with a record it answers
RECORD_COMMANDS: list[tuple[list[str], Any]] = [
    (["gouji", "settle", "-"], example("gouji-settle-record.json")),
    (["gouji", "game", "-"], example("gouji-game-record.json")),
    (["gouji", "replay", "-"], {**example("gouji-referee.json"), "declarations": {"0": "pre"},
                                "rules": {"burners": "enemies"}, "mode": "normal",
                                "option": 0, "opening": 0, "revolution": None, "id": 1}),
    (["gouji", "legal", "-"], {**example("gouji-referee-start.json"), "rules": {"option": "1"},
                               "first_deal": False, "deal": 2}),
    (["gouji", "score", "-"], {"order": [0, 2, 4], "revolution": [], "rules":
                               {"option": 1}}),
    (["gouji", "respond", "-"], {"hand": "2大花+5x10+3x9", "to": "1大花+3x8", "option": 1,
                                 "rules": {"wind": "partner"}, "id": "r"}),
    (["gouji", "burn", "-"], {"hand": "2大花+3x9+2xK", "on": "2小花+3x8", "with": "2大花+3x9",
                              "mode": "bie-san", "option": 0, "rules": {"option": "0"}}),
    (["mcr", "score", "--batch", "-"], {"hand": MCR_WIN, "self_drawn": True, "fourth_tile":
                                        False, "kong": False, "last_tile": False,
                                        "seat_wind": "E", "round_wind": "S", "flowers": 2,
                                        "rules": {"mixed-kongs": "official"}, "id": 3}),
    (["mcr", "waits", "--batch", "-"], {"hand": "[123m][567p]55789sCC", "kong": False,
                                        "seat_wind": "E", "flowers": 1,
                                        "rules": {"mixed-kongs": "official"}}),
    (["mcr", "shanten", "--batch", "-"], {"hand": "123m456p789s1155s", "id": [1]}),
    (["fuzhou", "score", "--batch", "-"], {"hand": FUZHOU_WIN, "gold": "5p", "self_drawn": True,
                                           "base": 2, "flowers": 3, "banker": True,
                                           "banker_count": 1, "rules": {}}),
    (["fuzhou", "wins", "--batch", "-"], {"hand": FUZHOU_WIN, "gold": "5p", "grab": False}),
    (["fuzhou", "settle", "-"], {**example("fuzhou-hand.json"), "rules": {}}),
    (["fuzhou", "settle", "-"], {"banker": "E", "winner": "S", "self_drawn": True,
                                 "hand": FUZHOU_WIN, "gold": "5p", "flowers": "春",
                                 "grab": False, "swimming_gold": False}),
    (["fuzhou", "game", "-"], {"id": "g", "rules": {}, "hands": [example("fuzhou-hand.json")]}),
    (["sanchazi", "replay", "-"], {**example("sanchazi-position.json"),
                                   "rules": {"last-hand": "own"}}),
    (["sanchazi", "legal", "-"], example("sanchazi-position.json")),
]

WRONG: dict[type, list[Any]] = {
    int: ["7", True, 1.5, [1]],
    str: [7, False, ["x"], {"x": 1}],
    bool: [1, "true", 0.0],
    list: [{}, "x", 3],
    dict: [[], "x", 1],
}
"""Values of another JSON type than a field's: string for int, bool for int, float for int,
list for object, object for list, …"""
ANY_VALUE = {"id"}
"""Fields that hold any value (an id is echoed as it came)."""
TEXT_OR_NUMBER = {"option", "flowers", "opening", "burners", "wind"}
"""Fields documented to take a count as text or as a number (``"option": "1"``, the
flowers as tiles or points, a rule's numeric value)."""

Path_ = tuple[str | int, ...]


def paths(value: Any, at: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    """Every field of a record and the first item of each list, with its value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield (*at, key), item
            yield from paths(item, (*at, key))
    elif isinstance(value, list) and value:
        yield (*at, 0), value[0]
        yield from paths(value[0], (*at, 0))


def name_of(path: Path_) -> str:
    """A field as errors name it: ``burns[0].outcome``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


MISSING = object()


def mutated(record: Any, path: Path_, value: Any) -> Any:
    copy = json.loads(json.dumps(record))
    holder = copy
    for part in path[:-1]:
        holder = holder[part]
    if value is MISSING:
        del holder[path[-1]]
    else:
        holder[path[-1]] = value
    return copy


def cases() -> Iterator[Any]:
    for args, record in RECORD_COMMANDS:
        for path, value in paths(record):
            variants = [("null", None)] + [(f"as {json.dumps(wrong)}", wrong)
                                           for wrong in WRONG.get(type(value), [])]
            if isinstance(path[-1], str):
                variants.append(("missing", MISSING))
            for label, variant in variants:
                yield pytest.param(args, record, path, variant,
                                   id=f"{' '.join(args[:2])} {name_of(path)} {label}")


DOCUMENTS = {"settle", "game", "replay", "legal"}
"""Commands whose record is one JSON document (given spread over lines); the others read
JSON Lines."""


def outcome(cli, args: list[str], record: Any) -> tuple[int, str | None, str]:
    """Exit code, the field the error names (None when answered; else the error object's
    field or the stderr line) and the error text: a batch's error object, or one stderr
    line."""
    spread = 1 if args[1] in DOCUMENTS else None
    result = cli(args, input=json.dumps(record, ensure_ascii=False, indent=spread) + "\n")
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr, \
        result.stderr
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.stderr)
    if result.exit_code != 2:
        return result.exit_code, None, ""
    if result.stdout.startswith("{"):
        error = json.loads(result.stdout.splitlines()[0])
        assert "error" in error, result.stdout
        return 2, error.get("field") or error["error"], error["error"]
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and result.stdout == "", result.stderr
    return 2, lines[0], lines[0]


@pytest.mark.parametrize("args, record", [pytest.param(args, record, id=" ".join(args))
                                          for args, record in RECORD_COMMANDS])
def test_each_example_record_is_answered(cli, args, record):
    assert outcome(cli, args, record)[0] in (0, 1)


@pytest.mark.parametrize("args, record, path, value", list(cases()))
def test_a_field_null_of_the_wrong_type_or_missing_is_answered_or_refused_naming_it(
        cli, args, record, path, value):
    code, named, error = outcome(cli, args, mutated(record, path, value))
    field = name_of(path)
    if code == 2:
        # the field is named; a field left out or null may instead break a rule that names
        # the field it is measured against (a winner left out: a drawn deal has no discarder)
        assert field in error or named is not None and field in named or (
            value is None or value is MISSING) and NAMED_FIELD.search(error), error
        return
    # answered: a field left out or null is not given; only a field that takes any value,
    # or text and numbers both, takes another type
    leaf = next((part for part in reversed(path) if isinstance(part, str)), "")
    assert value is None or value is MISSING or leaf in ANY_VALUE or path[0] in ANY_VALUE \
        or (leaf in TEXT_OR_NUMBER and isinstance(value, (str, int))
            and not isinstance(value, bool)), f"{field} = {value!r} was answered"


NAMED_FIELD = re.compile(r"^(?:paiju: error: )?(?:line \d+: )?[\w.\[\]-]+: ")
