"""``paiju.api.fuzhou``: every Fuzhou command's examples answered by the command line
(``--format json``) and by the API function a program calls, byte for byte; errors as
:mod:`paiju.errors` exceptions naming the field; the shorthands read as their switches; the
API's doctests; and the command line left to render (no answer built under
``paiju/cli/fuzhou``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pytest

from api_vs_cli import (
    Parsed, Run, arguments, batch, compared, console_examples,
    feed, golden_commands, help_examples,
    json_blocks, one,
)
from paiju.api import fuzhou
from paiju.api.fuzhou.hands import CLAIM_QUESTION
from paiju.api.questions import asked
from paiju.engine.fuzhou.rules import DiscardedGold
from paiju.errors import IllegalHandError, NotationError, RecordError
from paiju.grammar.fuzhou_records import Given, read_seated_hand
from paiju.grammar.records import json_line, json_or_lines, load_json

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ("wins", "flowers", "score", "claim", "bonuses", "settle", "game")
FLAGS = {"explain", "grab", "self-drawn", "swimming-gold", "banker", "discarder-is-banker",
         "discarded-gold-wins"}
CLAIM_FLAGS = {"explain", "discarded-gold-wins"}  # claim's --swimming-gold takes a seat


def _given(parsed: Parsed) -> Given:
    """The conditions the options give, as the command builds them (the shorthands become
    their switches in Given itself; the --rule choices are passed to the API apart)."""
    return Given(parsed.one("gold"), parsed.one("flowers"), parsed.flag("self-drawn"),
                 parsed.flag("grab"), parsed.flag("swimming-gold"), parsed.flag("banker"),
                 parsed.flag("discarder-is-banker"), int(parsed.one("base", 1)),
                 int(parsed.one("banker-count", 0)), parsed.flag("discarded-gold-wins"))


def _hands(parsed: Parsed, by_hand: Callable[..., dict[str, Any]],
           by_record: Callable[..., dict[str, Any]], **more: Any) -> Run:
    """HAND arguments, or lines from stdin or --batch: each a JSON record (a line that is an
    object) or a hand, as the command reads them (issue 26)."""
    given, explain = _given(parsed), parsed.flag("explain")

    def one(text: str) -> dict[str, Any]:
        if text.lstrip().startswith("{"):
            return by_record(json_line(text, "hand", "a string in hand notation"), given,
                             explain=explain, **more)
        return by_hand(text, given, explain=explain, **more)
    source = parsed.one("batch")
    if source is None:
        return arguments(parsed.args, one, parsed.stdin)
    text = parsed.stdin if source == "-" else (ROOT / source).read_text(encoding="utf-8")
    return Run(batch(text or "", one), streamed=True)


def _claim(parsed: Parsed) -> Run:
    """A DISCARD argument, or lines from stdin or --batch: each a JSON record (read by the
    question's one reader, paiju.api.questions) or a discard at the options' table."""
    rules = parsed.rules()
    if parsed.flag("discarded-gold-wins"):
        rules = (*rules, ("discarded-gold", "as-shown"))
    hands = [read_seated_hand(item) for item in parsed.many("hand")]

    def answer(text: str) -> dict[str, Any]:
        if text.lstrip().startswith("{"):
            settings = {"gold": parsed.one("gold"), "discarder": parsed.one("discarder"),
                        "hands": tuple(hands), "passed": tuple(parsed.many("passed")),
                        "swimming_gold": tuple(parsed.many("swimming-gold")), "rules": rules,
                        "explain": parsed.flag("explain")}
            return asked(CLAIM_QUESTION, settings, text).data
        return fuzhou.claim(text, parsed.one("gold"), parsed.one("discarder"), hands,
                            parsed.many("passed"), parsed.many("swimming-gold"), rules,
                            parsed.flag("explain"))
    source = parsed.one("batch")
    if source is None:
        return arguments(parsed.args, answer, parsed.stdin)
    text = parsed.stdin if source == "-" else (ROOT / source).read_text(encoding="utf-8")
    return Run(batch(text or "", answer), streamed=True)


def _source(parsed: Parsed) -> tuple[Any, Any]:
    text, from_file = parsed.source_text()
    return json_or_lines(text.splitlines(keepends=True), "stdin", from_file=from_file)


def _settle(parsed: Parsed) -> Run:
    rules, explain = parsed.rules(), parsed.flag("explain")
    document, lines = _source(parsed)
    if lines is None:
        return one(lambda: fuzhou.settle(document, rules, explain))
    return Run([(number, line, (lambda line=line: fuzhou.settle(load_json(line, "line"),
                                                                 rules, explain)))
                for number, line in lines], streamed=True)


def _game(parsed: Parsed) -> Run:
    document, lines = _source(parsed)
    labels = None
    if lines is not None:
        numbered = list(lines)
        document = [load_json(text, f"line {number}") for number, text in numbered]
        labels = [f"line {number}" for number, _ in numbered]
    return one(lambda: fuzhou.game(document, parsed.rules(), parsed.flag("explain"), labels))


RUNS: dict[str, Callable[[Parsed], Run]] = {
    "wins": lambda parsed: _hands(parsed, fuzhou.wins_hand, fuzhou.wins_record),
    "flowers": lambda parsed: arguments(parsed.args, lambda text: fuzhou.flowers(
        text, int(parsed.one("exposed-kongs", 0)), int(parsed.one("concealed-kongs", 0)),
        parsed.flag("explain")), parsed.stdin),
    "score": lambda parsed: _hands(parsed, fuzhou.score_hand, fuzhou.score_record,
                                   rules=parsed.rules()),
    "claim": _claim,
    "bonuses": lambda parsed: one(fuzhou.bonuses, rows="bonus_hands"),
    "settle": _settle,
    "game": _game,
}


def _commands() -> list[str]:
    found = help_examples("fuzhou", COMMANDS) + console_examples(
        "examples/fuzhou.md", "docs/fuzhou-table.md")
    found += [feed(record, "paiju fuzhou settle -") for record in
              json_blocks("docs/fuzhou-table.md")]
    found += golden_commands("fuzhou")
    return [command for command in found if " rules" not in command]


SPARROW = "123m 456m 789m 234s 金 金 46p 5p"  # wins on a discarded gold, if it may
ERRORS = [
    "paiju fuzhou wins '123m 456m 789m 234s 678p 9s X' --gold 5p",
    "printf '123m 456m 789m 234s 68p 99s 金\\n12m\\n' | paiju fuzhou wins - --gold 5p",
    "printf '{\"hand\": \"123m 456m 789m 234s 68p 99s 金\", \"gold\": \"5z\"}\\n{\"hand\": 5}"
    "\\n{\"hand\": \"1m\", \"colour\": 1}\\n[]\\n' | paiju fuzhou wins --batch - --gold 5p",
    "paiju fuzhou flowers 春X",
    f"paiju fuzhou score '{SPARROW}' --gold 5p",
    f"paiju fuzhou score '{SPARROW}' --gold 5p --discarded-gold-wins",
    f"paiju fuzhou score '{SPARROW}' --gold 5p --rule discarded-gold=as-shown",
    "printf '{\"hand\": \"" + SPARROW + "\", \"discarded_gold_wins\": true}\\n{\"hand\": \""
    + SPARROW + "\", \"rules\": {\"discarded-gold\": \"refused\"}}\\n{\"hand\": \"" + SPARROW
    + "\", \"discarded_gold_wins\": true, \"rules\": {\"discarded-gold\": \"refused\"}}\\n"
    "{\"hand\": \"" + SPARROW + "\", \"banker_count\": -1}\\n' "
    "| paiju fuzhou score --batch - --gold 5p",
    # the record's own switch holds over the option that is the same switch's shorthand
    "printf '{\"hand\": \"" + SPARROW + "\", \"rules\": {\"discarded-gold\": \"refused\"}}' "
    "| paiju fuzhou score --batch - --gold 5p --discarded-gold-wins",
    "paiju fuzhou score '123m 456m 789m 234s 99s 46s 5s' --gold 5p --flowers 99",
    "paiju fuzhou claim 5p --gold 5p --discarder E --hand 'S:123m 456m 789m 99s 46p'",
    "paiju fuzhou claim 3p --gold 5p --discarder E --hand 'S:123m 456m 789m 234s 12p 99s' "
    "--hand 'N:123m 456m 789m 234s 24p 金金' --passed S --swimming-gold N --explain",
    "paiju fuzhou claim 5p --gold 5p --discarder E --hand 'S:5555p 456m 789m 99s 46p'",
    "printf '{\"banker\": \"E\", \"winner\": \"X\"}' | paiju fuzhou settle -",
    "printf '[{\"winner\": \"E\", \"self_drawn\": true}]' | paiju fuzhou settle -",
    "printf '{\"winner\": \"E\", \"self_drawn\": true}\\n{\"winner\": \"Q\"}\\n' "
    "| paiju fuzhou game -",
]


@pytest.mark.parametrize("command", _commands() + ERRORS)
def test_the_api_answers_every_command_as_the_command_line_does(command):
    compared(command, RUNS, lambda name: CLAIM_FLAGS if name == "claim" else FLAGS)


@pytest.mark.parametrize("call, error, where", [
    (lambda: fuzhou.score_record({"hand": SPARROW}), RecordError, "gold"),
    (lambda: fuzhou.score_record({"hand": SPARROW, "gold": "5p", "base": "two"}),
     RecordError, "base"),
    (lambda: fuzhou.score_record({"hand": SPARROW, "gold": "5p", "colour": "red"}),
     RecordError, "colour"),
    (lambda: fuzhou.score_record({"gold": "5p"}), RecordError, "hand"),
    (lambda: fuzhou.score_record({"hand": SPARROW, "gold": "5p"},
                                 rules=(("discarded-gold", "sometimes"),)), RecordError,
     "rules"),
    (lambda: fuzhou.wins_record({"hand": "123m X", "gold": "5p"}), NotationError, None),
    (lambda: fuzhou.wins_hand("123m", fuzhou.options(gold="5p")), IllegalHandError, None),
    (lambda: fuzhou.options(colour="red"), RecordError, "colour"),
    (lambda: fuzhou.options(gold="5x"), RecordError, "gold"),
    (lambda: fuzhou.flowers("春", exposed_kongs=9), RecordError, "exposed_kongs"),
    (lambda: fuzhou.claim("3p", "5p", "E", [("S", "123m"), ("南", "456m")]), RecordError,
     "hands"),
    (lambda: fuzhou.claim("3p", "5p", "E", [("S", "123m X")]), RecordError, "hand S"),
    (lambda: fuzhou.settle({"banker": "E", "winner": "X"}), RecordError, "winner"),
    (lambda: fuzhou.settle({"banker": "E", "winner": None}, rules=(("no-rule", "x"),)),
     RecordError, "rules"),
    (lambda: fuzhou.game({"hands": [{"winner": "E", "self_drawn": 1}]}), RecordError,
     "hands[0].self_drawn"),
])
def test_bad_input_comes_out_as_the_error_taxonomy_naming_the_field(call, error, where):
    with pytest.raises(error) as raised:
        call()
    if where is not None:
        assert raised.value.field == where


def test_the_discarded_gold_shorthand_is_the_switch_and_the_switch_alone_decides():
    record = {"hand": SPARROW, "gold": "5p"}
    refused = fuzhou.score_record(record)
    assert not refused["win"] and "rules" not in refused
    for allowed in (fuzhou.score_record({**record, "discarded_gold_wins": True}),
                    fuzhou.score_record(record, rules=(("discarded-gold", "as-shown"),)),
                    fuzhou.score_record(record, fuzhou.options(discarded_gold_wins=True)),
                    fuzhou.score_hand(SPARROW, Given(gold="5p", discarded_gold_wins=True))):
        assert allowed["win"] and allowed["rules"] == {"discarded-gold": "as-shown"}
        assert allowed["bonus"] == "金雀"
    # the record's own rules hold over the options: the book says refused, so it is refused
    overruled = fuzhou.score_record({**record, "rules": {"discarded-gold": "refused"}},
                                    fuzhou.options(discarded_gold_wins=True))
    assert not overruled["win"]
    with pytest.raises(RecordError) as raised:  # one record saying both ways
        fuzhou.score_record({**record, "discarded_gold_wins": True,
                             "rules": {"discarded-gold": "refused"}})
    assert raised.value.field == "discarded_gold_wins"
    assert Given(discarded_gold_wins=True).rules().book.discarded_gold is DiscardedGold.AS_SHOWN


def test_a_record_s_fields_override_the_options_and_its_id_comes_first():
    given = fuzhou.options(gold="5p", base=2)
    answer = fuzhou.score_record({"hand": "123m 456m 789m 234s 金金 678p", "self_drawn": True,
                                  "base": 5, "id": "h1"}, given)
    assert list(answer)[:2] == ["id", "hand"] and answer["id"] == "h1"
    assert answer["per_payer"] == 5 + 2 * 0 + 70  # B + 2F + W: the record's base
