"""``paiju fuzhou settle`` and ``paiju fuzhou game``: hands settled at a four-seat table.

The ledger, its rules and the banker succession are decided in
:mod:`paiju.engine.fuzhou.settling` and :mod:`paiju.engine.fuzhou.game`; the records are read
by :mod:`paiju.grammar.fuzhou_table`; this module renders the answers.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterator

import click

from paiju.api.fuzhou.table import game_in_parts, played, settled
from paiju.cli.fuzhou.group import fuzhou
from paiju.cli.fuzhou.rules import fuzhou_rule_option
from paiju.cli.jobs import respond_once, respond_parts, respond_records
from paiju.cli.options import (
    explain_option, format_option, lang_option, record_batch_option, single_format_option,
)
from paiju.cli.reading import Lines, read_twice, source_name, source_of, text_lines
from paiju.cli.rendering import Answer, Table, View, named, shown, table
from paiju.engine.fuzhou.game import Game
from paiju.engine.fuzhou.settling import Settlement
from paiju.engine.fuzhou.table import SEATS
from paiju.grammar.batch import Line, text_of
from paiju.grammar.fuzhou_table import TABLE_FIELDS
from paiju.grammar.records import json_or_lines, load_json

Choices = tuple[tuple[str, str], ...]


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _rules_pairs(data: dict[str, Any]) -> list[tuple[str, Any]]:
    """The switches set away from their defaults, for a table."""
    chosen = data.get("rules", {})
    return [("rules", ", ".join(f"{name}={value}" for name, value in chosen.items()))] \
        if chosen else []


# ---------------------------------------------------------------------------------------
# settle


def settle_answer(record: Any, rules: Choices, explain: bool = False) -> Answer:
    return shown(settled(record, rules, explain), SETTLE_VIEW)


def _how(settlement: Settlement) -> str:
    outcome = settlement.outcome
    if outcome.winner is None:
        return f"nobody: {named('荒庄', 'a drawn deal', both='{en} ({zh})')}"
    how = named("自摸", "self-drawn", both="{en} ({zh})") if outcome.self_drawn else \
        named(f"捉铳 ({outcome.discarder})", f"on {outcome.discarder}'s discard",
              both=f"{{en}} (捉铳)")
    return f"{outcome.winner}, {how}"


def _settle_table(settlement: Settlement, data: dict[str, Any]) -> str:
    pairs: list[tuple[str, Any]] = [
        ("banker", f"{settlement.banker.seat} (run {settlement.banker.count})"),
        ("winner", _how(settlement))]
    if not settlement.drawn:
        bonus = settlement.bonus
        pairs += [("bonus", f"{named(bonus.name_zh, bonus.name, both='{zh} ({en})')}, W = {settlement.bonus_points}"
                   if bonus else "none"),
                  ("flowers F", settlement.flowers), ("base B", data["base"])]
    pairs += _rules_pairs(data)
    ledger = table([[line.seat, _signed(line.amount), line.rule] for line in settlement.lines],
                   headers=["seat", "ledger", "rule"])
    after = str(Table(pairs=[("next banker", f"{settlement.next_banker.seat} "
                                             f"(run {settlement.run})")],
                      notes=[settlement.succession]))
    return str(Table(pairs=pairs, sections=[ledger, after],
                     notes=data.get("explanation", [])))


def _settle_row(settlement: Settlement, data: dict[str, Any]) -> dict[str, Any]:
    row: dict[str, Any] = {"id": data["id"]} if "id" in data else {}
    row["winner"] = data["winner"] or "draw"
    row.update({seat: _signed(settlement.ledger[seat]) for seat in SEATS})
    row["next banker"] = f"{settlement.next_banker.seat} (run {settlement.run})"
    return row


SETTLE_VIEW = View(_settle_table, _settle_row)


def settle_line_answer(rules: Choices, explain: bool, line: str) -> Answer:
    """A JSON Lines record."""
    return settle_answer(load_json(line, "line"), rules, explain)


@fuzhou.command("settle", help=f"""Settle one hand at a four-seat table (RECORD.json, or '-').

RECORD is the hand's outcome: {{"banker": SEAT, "run": N, "winner": SEAT|null (a drawn deal),
"self_drawn": bool, "discarder": SEAT|null, "bonus": "none"|"平胡"|"抢金"|"三金倒"|"金雀",
"flowers": F, "base": B}} — or, instead of bonus and flowers, the winning hand itself
("hand", "gold", "flowers" set aside, "grab", "swimming_gold", as 'paiju fuzhou score' reads
them), from which they are worked out.  Seats are E S W N (东南西北).  The answer is the
ledger: what each seat receives (+) or pays (−), summing to zero, with the rule behind each
line (§7), and the next banker with their run (§3).  JSON Lines (one hand a line) is settled
line by line.  Fields: {", ".join(TABLE_FIELDS)}.

\b
Example: paiju fuzhou settle examples/fuzhou-hand.json
""")
@record_batch_option
@click.argument("source", required=False)
@fuzhou_rule_option
@lang_option
@format_option
@explain_option
def settle_command(source: str | None, rules: Choices, fmt: str | None, jobs: int,
                   explain: bool) -> int:
    return respond_records(source, "RECORD.json",
                           lambda document: settle_answer(document, rules, explain),
                           partial(settle_line_answer, rules, explain), fmt, jobs)


# ---------------------------------------------------------------------------------------
# game


def game_answer(document: Any, labels: list[str] | None, rules: Choices,
                explain: bool = False) -> Answer:
    return shown(played(document, rules, explain, labels), GAME_VIEW)


def _game_table(game: Game, data: dict[str, Any]) -> str:
    rows = []
    for number, hand in enumerate(game.hands, 1):
        settlement = hand.settlement
        rows.append([number, f"{settlement.banker.seat} ({settlement.banker.count})",
                     _how(settlement).replace("nobody: ", ""),
                     *(_signed(settlement.ledger[seat]) for seat in SEATS),
                     *(_signed(hand.totals[seat]) for seat in SEATS)])
    headers = ["hand", "banker (run)", "winner", *SEATS, *(f"total {seat}" for seat in SEATS)]
    pairs = [("totals", "  ".join(f"{seat} {_signed(game.totals[seat])}" for seat in SEATS)),
             ("ahead", " ".join(game.leaders)),
             ("next banker", f"{game.next_banker.seat} (run {game.next_banker.count})"),
             *_rules_pairs(data)]
    notes = [f"hand {number}: {hand.settlement.succession}"
             for number, hand in enumerate(game.hands, 1)]
    if "explanation" in data["hands"][0]:
        notes += [f"hand {number}: {line}" for number, hand in enumerate(data["hands"], 1)
                  for line in hand["explanation"]]
    return str(Table(sections=[table(rows, headers=headers), str(Table(pairs=pairs))],
                     notes=notes))


GAME_VIEW = View(_game_table)


def game_records(source: str) -> tuple[Any, list[str] | None]:
    """A game document, or the records of JSON Lines with their labels ('line N'); one hand
    record alone (from a file or stdin alike) is a game of that hand."""
    document, lines = _game_read(source)
    if lines is None:
        return document, None
    labelled = list(lines())
    return [record for _, record in labelled], [label for label, _ in labelled]


def _game_read(source: str) -> tuple[Any, Callable[[], Iterator[tuple[str, Any]]] | None]:
    """What :func:`game_records` reads: the game document, or (for JSON Lines, and one
    hand record alone) how to read its labelled records, anew at each call."""
    document, lines = json_or_lines(text_lines(source), source_name(source), from_file=True)
    if lines is None:
        if isinstance(document, dict) and "hands" not in document:
            return None, lambda: iter([("line 1", document)])
        return document, None
    numbered = read_twice(lines)
    loaded: dict[str, Any] = {}  # a short line read before is the record it was (unchanged)

    def record(text: Line, label: str) -> Any:
        if type(text) is str and len(text) <= _SHORT:
            known = loaded.get(text)
            if known is None:
                known = load_json(text, label)
                if len(loaded) >= _KEPT:
                    loaded.clear()
                loaded[text] = known
            return known
        return load_json(text_of(text, label), label)

    return None, lambda: ((f"line {number}", record(text, f"line {number}"))
                          for number, text in numbered())


_SHORT, _KEPT = 512, 1024
"""The longest line :func:`_game_read` keeps read, and how many it keeps: a long game
repeats a few hands, each line read twice (the rules first, then the hands)."""


@fuzhou.command("game", help="""A game of hands at the table (GAME.json, or '-'): running
totals per seat and the banker succession.

GAME.json is {"rules": {…}, "hands": [RECORD, …]}, a list of hand records, or JSON Lines with
one hand record a line (see 'paiju fuzhou settle').  East deals the first hand with run 0
unless it states its banker; every later hand is dealt by the banker the hand before it
leaves (the banker stays and counts one more on a win or a drawn deal, else the player after
the banker deals with run 0, §3), so a hand may omit "banker" and "run" — stated, they must
be the succession's.  The answer lists every hand's ledger with the seats' totals after it,
the final totals, the seats ahead and the next banker.

\b
Example: paiju fuzhou game examples/fuzhou-game.jsonl
""")
@click.argument("source", required=False)
@fuzhou_rule_option
@lang_option
@single_format_option
@explain_option
def game_command(source: str | None, rules: Choices, fmt: str | None, explain: bool) -> int:
    source = source_of(source, "GAME.json")
    if fmt in ("json", "jsonl"):  # a hand at a time: a game of any length in bounded memory
        return respond_parts(game_in_parts(*_game_read(source), rules, explain), "hands", fmt)
    return respond_once(lambda: game_answer(*game_records(source), rules, explain), fmt)
