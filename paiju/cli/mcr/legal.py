"""``paiju mcr legal``: every legal action of the seats that may act after an MCR record's
actions, as action objects of the record format (answers built in
:mod:`paiju.api.mcr.games`)."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.mcr.games import listed
from paiju.cli.jobs import respond_records
from paiju.cli.mcr.group import mcr
from paiju.cli.mcr.replay import REPLAY_VIEW, RECORD_HELP
from paiju.cli.mcr.rules import game_choices, game_rule_option
from paiju.cli.options import format_option, record_batch_option
from paiju.cli.rendering import Answer, Table, View, shown, table
from paiju.engine.mcr.game.actions import Action
from paiju.engine.mcr.rules import RuleBook
from paiju.grammar.records import json_value

Choices = tuple[tuple[str, str], ...]


def legal_answer(document: Any, rules: Choices) -> Answer:
    worked = listed(document, rules)
    return shown(worked, LEGAL_VIEW if worked.data["legal"] else REPLAY_VIEW)


def _legal_table(referee: Any, data: dict[str, Any]) -> str:
    pairs = [("to act", " ".join(f"seat {seat}" for seat in data["to_act"]) or
              "nobody: the game is over"), ("legal actions", data["count"])]
    if "if_all_pass" in data:
        pairs.append(("if every seat passes", data["if_all_pass"]))
    rows = [[number, Action.from_record(action).written]
            for number, action in enumerate(data["actions"], 1)]
    return str(Table(pairs=pairs, sections=[table(rows, headers=["#", "action"])]
                     if rows else []))


LEGAL_VIEW = View(_legal_table)


def _line(rules: Choices, line: str) -> Answer:
    return legal_answer(json_value(line), rules)


@mcr.command("legal", help=f"""The legal actions after an MCR record's actions (RECORD, a
Botzone LOG, or '-').

For every seat that may act — the seat to draw, to answer its draw or to discard after a
claim; in a claim window the three others and the next seat's draw that closes it — every
legal action as an action object of the record format: append one to the record and replay.
A win is listed only when it stands (8 points without flowers).  A record with an illegal
action answers as 'replay' does (exit 1); a finished game has no actions.

{RECORD_HELP}

\b
Example: paiju mcr legal examples/mcr-game-example.json
""")
@record_batch_option
@click.argument("source", required=False)
@game_rule_option
@format_option
def legal_command(source: str | None, rules: RuleBook, fmt: str | None, jobs: int) -> int:
    choices = game_choices(rules)
    return respond_records(source, "RECORD.json",
                           lambda document: legal_answer(document, choices),
                           partial(_line, choices), fmt, jobs)
