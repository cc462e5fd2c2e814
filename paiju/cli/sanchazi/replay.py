"""``paiju sanchazi replay`` and ``paiju sanchazi legal``: a deal played action by action.

The referee (:mod:`paiju.engine.sanchazi.referee`) judges every action and says what the deal
produced; the record is read by :mod:`paiju.grammar.sanchazi_replay`; this module renders the
answers.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import click

from paiju.api.sanchazi.deals import listed, replayed
from paiju.cli.jobs import respond_records
from paiju.cli.options import (
    explain_option, format_option, lang_option, page_format_option, record_batch_option,
)
from paiju.cli.rendering import (
    Answer, Table, View, legal_row, named, refused_pairs, refused_result, shown, table, yes_no,
)
from paiju.cli.sanchazi.group import sanchazi
from paiju.cli.sanchazi.rules import sanchazi_rule_option
from paiju.cli.teaching import (
    explained_notes, hands_option, held_lines, starting_hands_table, terms_by_line,
)
from paiju.engine.sanchazi.referee.facts import TEAMS
from paiju.engine.sanchazi.referee.state import Referee
from paiju.grammar.records import load_json
from paiju.engine.words import count_of

Choices = tuple[tuple[str, str], ...]


# ---------------------------------------------------------------------------------------
# replay


def replay_answer(document: Any, rules: Choices, explain: bool = False,
                  hands: bool = False) -> Answer:
    return shown(replayed(document, rules, explain, hands), REPLAY_VIEW)


def _replay_table(referee: Referee, data: dict[str, Any], explain: bool,
                  refused: dict[str, Any] | None) -> str:
    """With the walk-through, the starting hands come first, and the cards held after each
    trick follow the trick table."""
    told = _told_replay(referee, data, explain, refused)
    if "starting_hands" not in data or not data["legal"]:
        return told
    held = [line for trick in data["tricks"] for line in held_lines(trick)]
    return "\n\n".join([starting_hands_table(data["starting_hands"]), told,
                         "\n".join(line.strip() for line in held)])


def _told_replay(referee: Referee, data: dict[str, Any], explain: bool,
                 refused: dict[str, Any] | None) -> str:
    explanation = data.get("explanation", []) if explain else []
    if explanation and "terms" in data:
        see = terms_by_line(data["terms"])
        explanation = [line + "".join(f"\n      {reference}" for reference in see.get(number, []))
                       for number, line in enumerate(explanation)]
    if not data["legal"]:
        return str(Table(pairs=refused_pairs(data["error"], refused), notes=explanation))
    facts = referee.facts()
    pairs: list[tuple[str, Any]] = [("legal", yes_no(True))]
    if data["finished"]:
        pairs.append(("finished", yes_no(True)))
    else:
        pairs.append(("finished", f"no: seat {data['to_act']} to act "
                                  f"({' or '.join(data['open'])})"))
    pairs += [("order out", " ".join(map(str, facts.order)) or "—"),
              (named("上游", "first out", both="{zh} ({en})"), "—" if facts.upstream is None else f"seat {facts.upstream}"),
              (named("下游", "last out", both="{zh} (last)"), " and ".join(f"seat {seat}" for seat in facts.downstream) or "—")]
    if data["finished"]:  # a lift is decided when the deal ends: none to tell before
        pairs.append(("lift", f"team {facts.lift} (seats "
                              f"{' and '.join(map(str, TEAMS[facts.lift]))})"
                      if facts.lift else "no"))
    pairs += [(f"team {team}", points) for team, points in facts.teams.items()]
    if "rules" in data:
        pairs.append(("rules", ", ".join(f"{name}={value}"
                                         for name, value in data["rules"].items())))
    seats = table([[seat, "A" if seat % 2 == 0 else "B", facts.points_by_seat[seat],
                    facts.points_left[seat], _signed(facts.happy_money_by_seat[seat])]
                   for seat in range(4)],
                  headers=["seat", "team", "points taken", "points in hand", "happy money"])
    tricks = table([[trick.number, trick.leader,
                     ", ".join(f"{seat}:{cards.written if cards else 'pass'}"
                               for seat, cards in trick.actions),
                     trick.winner, trick.points,
                     "—" if trick.next_leader is None else trick.next_leader]
                    for trick in facts.tricks],
                   headers=["trick", "led by", "plays (seat:cards)", "won by", "points",
                            "leads next"]) if facts.tricks else "no trick finished yet"
    sections = [seats, tricks]
    if facts.table:
        sections.append("on the table: " + ", ".join(
            f"{seat}:{cards.written if cards else 'pass'}" for seat, cards in facts.table)
            + f" ({facts.table_points} points)")
    notes = [paid["reason"] if not paid["per_payer"] else
             f"action {paid['action']}: seat {paid['seat']} collects {paid['collected']} "
             f"happy money for {paid['play']} ({paid['per_payer']} from each other seat)"
             for paid in data["happy_money"]]
    notes += data["notes"] + explanation
    return str(Table(pairs=pairs, sections=sections, notes=notes))


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _replay_row(referee: Referee, data: dict[str, Any], explain: bool,
                refused: dict[str, Any] | None) -> dict[str, Any]:
    row = {"id": data.get("id", "-"), "legal": yes_no(data["legal"])}
    if not data["legal"]:
        return {**row, "result": refused_result(data["error"], refused)}
    if not data["finished"]:
        return {**row, "result": f"seat {data['to_act']} to act"}
    lift = f", team {data['lift']} lifts" if data["lift"] else ""
    return {**row, "result": f"order {' '.join(map(str, data['order']))}{lift}; "
                             f"A {data['teams']['A']}, B {data['teams']['B']}"}


REPLAY_VIEW = View(_replay_table, _replay_row)


def _line(answer: Callable[..., Answer], rules: Choices, explain: bool, line: str) -> Answer:
    """A JSON Lines record."""
    return answer(load_json(line, "line"), rules, explain)


def _answer_source(answer: Callable[..., Answer], source: str | None, rules: Choices,
                   fmt: str | None, jobs: int, explain: bool) -> int:
    """One record (a document), or JSON Lines of records streamed over --jobs."""
    return respond_records(source, "RECORD.json",
                           lambda document: answer(document, rules, explain),
                           partial(_line, answer, rules, explain), fmt, jobs)


def _with_hands(document: Any, rules: Choices, explain: bool = False) -> Answer:
    """``replay --hands``: the walk-through with every seat's cards after each trick."""
    return replay_answer(document, rules, explain, hands=True)


RECORD_HELP = """RECORD is {"hands": [four hands], "leader": SEAT, "base": N, "actions": [{"seat":
S, "play": CARDS} | {"seat": S, "pass": true}, …]}: the hands in the card notation ('paiju
sanchazi --help'), seat 0 first; the seat leading the first trick; the base (底分) of happy
money (default 1); every action in turn, a pass written for each seat that declines.
Optional: "rules" {NAME: VALUE} ('paiju sanchazi rules'), "id" (echoed back). JSON Lines
(one record a line) is answered line by line."""


@sanchazi.command("replay", help=f"""Replay a deal action by action (RECORD.json, or '-').

Every action is judged by the trick flow (docs/rules/sanchazi.md §10): turn order, cards in
the hand, a legal card type, beating the play on the table, a pass that does not bar a later
play, 接风 to the partner, the end of the deal.  Exit 0 when every action is legal, finished
or not (then "to_act" and the kinds "open" to it); the answer gives the order out with 上游
and 下游, the lift, every trick with its plays, winner and points, each seat's and team's
points, the points left in hands and the happy money as it happened.  Exit 1 at the first
illegal action: {{"legal": false, "error": {{"action", "seat", "rule", "reason"}}}}, nothing
after it judged.  Exit 2 for a record that cannot be read, naming the field.

{RECORD_HELP}

--explain tells the deal trick by trick, opening with the four starting hands (by rank,
with their sizes) and giving the cards each seat holds after every trick; where a game term is
first used, the rules page that defines it (the JSON gains "starting_hands", "terms" and, in
each trick, "cards_left").  --hands (implies --explain) adds each seat's remaining cards
after every trick ("hands").

\b
Example: paiju sanchazi replay examples/sanchazi-deal.json --explain
""")
@record_batch_option
@click.argument("source", required=False)
@sanchazi_rule_option
@lang_option
@page_format_option
@explain_option
@hands_option
def replay_command(source: str | None, rules: Choices, fmt: str | None, jobs: int,
                   explain: bool, hands: bool) -> int:
    if fmt == "html":
        from paiju.api.sanchazi.steps import steps
        from paiju.cli.html.replay import replay_record_page

        return replay_record_page(source, partial(steps, rules=rules))
    return _answer_source(_with_hands if hands else replay_answer, source, rules, fmt, jobs,
                          explain)


# ---------------------------------------------------------------------------------------
# legal


def legal_answer(document: Any, rules: Choices, explain: bool = False) -> Answer:
    return shown(listed(document, rules, explain), LEGAL_VIEW)


def _legal_table(referee: Referee, data: dict[str, Any], explain: bool,
                 refused: dict[str, Any] | None) -> str:
    if not data["legal"]:
        return _replay_table(referee, data, False, refused)
    if data["to_act"] is None:
        return str(Table(pairs=[("to act", "nobody: the deal is over")]))
    hand = referee.hand(data["to_act"])
    pairs = [("to act", f"seat {data['to_act']}"),
             ("hand", f"{hand.in_rank_order} ({count_of(hand.size, 'card')})"),
             ("on the table", f"seat {referee.owner}'s {referee.top.cards.written}"
              if referee.top is not None else "nothing: a lead"),
             ("legal actions", data["count"])]
    rows = [[number, "pass" if "pass" in action else action["play"]]
            for number, action in enumerate(data["actions"], 1)]
    explained = data.get("explanation")
    if explained is not None:
        pairs.insert(-1, ("open", ", ".join(explained["open"])))
    return str(Table(pairs=pairs, sections=[table(rows, headers=["#", "action"])],
                     notes=[] if explained is None else explained_notes(explained)))


def _legal_row(referee: Referee, data: dict[str, Any], explain: bool,
               refused: dict[str, Any] | None) -> dict[str, Any]:
    return legal_row(data, refused)


LEGAL_VIEW = View(_legal_table, _legal_row)


@sanchazi.command("legal", help=f"""The legal actions of the seat to act after a record's
actions (RECORD.json, or '-').

A leader may play any legal play of its hand; a follower may pass or play any play that
beats the play on the table, cheapest first as 'paiju sanchazi respond' lists them.  The
answer {{"to_act", "count", "actions"}} lists action objects of the record format: append one
to the record and replay it.  A record with an illegal action answers as 'replay' does
(exit 1); a finished deal has no actions ("to_act": null).

--explain adds "explanation", as in Gouji: the seat's hand, the play on the table (its owner,
its type), the kinds of action open, and for each kind that is not, the §10 rule and the
reason the referee refuses it with; where each game term is first used, the rules page that
defines it.

{RECORD_HELP}

\b
Example: paiju sanchazi legal examples/sanchazi-position.json
""")
@record_batch_option
@click.argument("source", required=False)
@sanchazi_rule_option
@format_option
@explain_option
def legal_command(source: str | None, rules: Choices, fmt: str | None, jobs: int,
                  explain: bool) -> int:
    return _answer_source(legal_answer, source, rules, fmt, jobs, explain)
