"""``paiju.api.sanchazi``: every Sanchazi command's examples answered by the command line
(``--format json``) and by the API function a program calls, byte for byte; errors as
:mod:`paiju.errors` exceptions naming the field; the API's doctests; and the command line
left to render (no answer built under ``paiju/cli/sanchazi``)."""

from __future__ import annotations

from functools import partial

from pathlib import Path

import pytest

from api_vs_cli import (
    Parsed, Run, arguments, batch, compared, console_examples,
    feed, golden_commands, help_examples,
    json_blocks, one,
)
from paiju.api import sanchazi
from paiju.api.jsonl import error_object
from paiju.api.quiz import worksheet
from paiju.api.sanchazi.quiz import TOPICS
from paiju.errors import IllegalPlayError, NotationError, RecordError
from paiju.grammar.batch import read_pair
from paiju.grammar.records import json_or_lines, load_json

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ("types", "type", "beats", "points", "happy-money", "respond", "replay", "legal",
            "quiz")
FLAGS = {"wings-share-ranks", "explain", "ends-deal", "goes-out", "all-six", "hands",
         "worksheet"}


def _rules(parsed: Parsed) -> tuple[tuple[str, str], ...]:
    """The switches the options stand for: ``--wings-share-ranks`` is wings-share-ranks=yes,
    ``--last-hand X`` is last-hand=X."""
    shorthands = [("wings-share-ranks", "yes")] if parsed.flag("wings-share-ranks") else []
    if parsed.one("last-hand"):
        shorthands.append(("last-hand", parsed.one("last-hand")))
    return (*parsed.rules(), *shorthands)


def _records(parsed: Parsed, answer) -> Run:
    """A SOURCE of one record, or JSON Lines of them."""
    text, from_file = parsed.source_text()
    rules, explain = parsed.rules(), parsed.flag("explain")
    document, lines = json_or_lines(text.splitlines(keepends=True), "stdin",
                                    from_file=from_file)
    if lines is None:
        return one(lambda: answer(document, rules, explain))
    return Run([(number, line, (lambda line=line: answer(load_json(line, "line"), rules,
                                                          explain)))
                for number, line in lines], streamed=True)


def _respond(parsed: Parsed) -> Run:
    rules, explain, to = _rules(parsed), parsed.flag("explain"), parsed.one("to")
    if to is None:
        return Run(batch(parsed.stdin or "", lambda line: sanchazi.respond_line(
            line, rules, explain)), streamed=True)
    return arguments(parsed.args, lambda hand: sanchazi.respond(hand, to, rules, explain),
                     parsed.stdin)


def _beats(parsed: Parsed) -> Run:
    rules, explain = _rules(parsed), parsed.flag("explain")
    if len(parsed.args) == 2:
        return one(lambda: sanchazi.beats(*parsed.args, rules, explain))
    return Run(batch(parsed.stdin or "", lambda line: read_pair(line, sanchazi.beats, rules,
                                                               explain)), streamed=True)


RUNS = {
    "types": lambda parsed: one(sanchazi.types, rows="types"),
    "type": lambda parsed: arguments(parsed.args, lambda play: sanchazi.type_of(
        play, _rules(parsed), parsed.flag("explain")), parsed.stdin),
    "beats": _beats,
    "points": lambda parsed: arguments(parsed.args, lambda cards: sanchazi.points(
        cards, parsed.flag("explain")), parsed.stdin),
    "happy-money": lambda parsed: arguments(parsed.args, lambda play: sanchazi.happy_money(
        play, int(parsed.one("base", 1)), parsed.flag("ends-deal"), parsed.flag("goes-out"),
        parsed.flag("all-six"), _rules(parsed)), parsed.stdin),
    "respond": _respond,
    "replay": lambda parsed: _records(parsed, partial(sanchazi.replay,
                                                      hands=parsed.flag("hands"))),
    "legal": lambda parsed: _records(parsed, sanchazi.legal),
    "quiz": lambda parsed: one(lambda: worksheet(TOPICS, int(parsed.one("seed")),
                                                 int(parsed.one("count", 10)),
                                                 parsed.many("topic")), rows="questions"),
}


def _commands() -> list[str]:
    found = help_examples("sanchazi", COMMANDS) + console_examples(
        "examples/sanchazi.md", "docs/sanchazi-replay.md")
    found += [feed(record, f"paiju sanchazi {name} -") for record in
              json_blocks("docs/sanchazi-replay.md") for name in ("replay", "legal")]
    found += golden_commands("sanchazi")
    return [command for command in found if " rules" not in command]


ERRORS = [
    "paiju sanchazi type 88X",  # a play that does not read: its column
    "printf '888JJ\\n8X8\\n' | paiju sanchazi type -",
    "paiju sanchazi beats 22234 888JJ",  # no legal play
    "printf '999QQ on 888JJ\\n999QQ 888JJ\\n' | paiju sanchazi beats",
    "printf '999QQ\\t888JJ\\n999 to\\n' | paiju sanchazi respond",
    "paiju sanchazi points 5X",
    "paiju sanchazi happy-money 大王大王",
    "printf '{\"hands\": [\"88\"], \"leader\": 0}\\n{\"hands\": 3}\\nnot json\\n' "
    "| paiju sanchazi replay -",
    "printf '{\"hands\": [\"88\", \"99\", \"JJ\", \"3\"], \"leader\": 0, \"actions\": "
    "[{\"seat\": 0, \"play\": \"8X\"}]}' | paiju sanchazi replay -",
    "printf '{\"hands\": [\"88\", \"99\", \"JJ\", \"3\"], \"leader\": 0, \"rules\": "
    "{\"last-hand\": \"nobody\"}}' | paiju sanchazi legal -",
]


@pytest.mark.parametrize("command", _commands() + ERRORS)
def test_the_api_answers_every_command_as_the_command_line_does(command):
    compared(command, RUNS, lambda name: FLAGS)


DEAL = {"hands": ["88 K", "99", "JJ 5", "3"], "leader": 0}


@pytest.mark.parametrize("call, error, where", [
    (lambda: sanchazi.replay({**DEAL, "actions": [{"seat": 0, "play": 88}]}), RecordError,
     "actions[0].play"),
    (lambda: sanchazi.legal({**DEAL, "hands": DEAL["hands"][:3]}), RecordError, "hands"),
    (lambda: sanchazi.replay({**DEAL, "rules": {"last-hand": "nobody"}}), RecordError,
     "rules.last-hand"),
    (lambda: sanchazi.replay(DEAL, rules=(("no-such-rule", "yes"),)), RecordError, "rules"),
    (lambda: sanchazi.type_of("88Z"), NotationError, 3),
    (lambda: sanchazi.type_of("888JJ", rules=(("wings-share-ranks", "maybe"),)), RecordError,
     "rules"),
    (lambda: sanchazi.beats("22234", "888JJ"), IllegalPlayError, None),
    (lambda: sanchazi.happy_money("大王大王大王", base=0), RecordError, "base"),
    (lambda: sanchazi.respond_line("999QQ 888JJ"), NotationError, None),
])
def test_bad_input_comes_out_as_the_error_taxonomy_naming_the_field(call, error, where):
    with pytest.raises(error) as raised:
        call()
    if isinstance(where, str):
        assert raised.value.field == where
    elif where is not None:
        assert raised.value.column == where


def test_an_illegal_action_is_an_answer_and_a_bad_record_the_batchs_error_object():
    refused = sanchazi.replay({**DEAL, "actions": [{"seat": 1, "play": "99"}]})
    assert refused["legal"] is False and refused["error"]["action"] == 0
    assert refused["error"]["seat"] == 1
    with pytest.raises(RecordError) as raised:
        sanchazi.replay({**DEAL, "id": 7, "leader": "north"})
    line = '{"id": 7, "leader": "north"}'
    assert error_object(raised.value, 3, line) == {
        "id": 7, "line": 3, "input": line, "error": str(raised.value), "field": "leader"}


def test_replaying_a_record_is_one_call_and_the_engine_replay_is_exported_beside_it():
    from paiju.engine.sanchazi import Referee, Setup, replay
    from paiju.grammar.sanchazi_replay import read_replay

    record = {**DEAL, "actions": [{"seat": 0, "play": "88"}, {"seat": 1, "play": "99"},
                                  {"seat": 2, "play": "JJ"}]}
    answer = sanchazi.replay(record)
    read = read_replay(record)
    referee = replay(read.setup, read.actions)
    assert isinstance(referee, Referee) and isinstance(read.setup, Setup)
    assert answer["to_act"] == referee.turn == 3
    assert answer["open"] == [kind.value for kind in referee.open_kinds()]
    assert "kinds" not in answer  # Sanchazi's name for the kinds open to the seat to act


def test_the_options_are_read_as_the_switches_they_stand_for():
    plane = "3334443344"  # wings of the triples' ranks: legal only under the switch
    assert not sanchazi.type_of(plane)["legal"]
    assert sanchazi.type_of(plane, rules=(("wings-share-ranks", "yes"),))["legal"]
    fork = "大王大王大王"
    deal, own = (sanchazi.happy_money(fork, goes_out=True, rules=rules)
                 for rules in ((), (("last-hand", "own"),)))
    assert (deal["last_hand"], deal["per_payer"]) == ("deal", 2)
    assert (own["last_hand"], own["per_payer"]) == ("own", 0)


def test_no_choice_is_the_rule_books_default_without_loading_it():
    """The plays commands read no switch as the book's defaults without importing the book:
    the two must be the same readings."""
    import subprocess
    import sys

    from paiju.engine.sanchazi.card_types import DEFAULT_RULES
    from paiju.engine.sanchazi.rules import DEFAULT
    from paiju.engine.sanchazi.scoring import LastHandReading

    assert DEFAULT.cards == DEFAULT_RULES and DEFAULT.last_hand is LastHandReading.DEAL
    code = ("import sys; from paiju.api import sanchazi; sanchazi.beats('999QQ', '888JJ'); "
            "print('paiju.engine.sanchazi.rules' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "False"
