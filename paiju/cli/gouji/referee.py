"""``paiju gouji replay`` and ``paiju gouji legal``: the referee of one deal (gouji.md §18)
on the command line.

Both read replay records (docs/gouji-replay.md) — one JSON document, or JSON Lines of them
streamed (and spread over ``--jobs``) — and answer each with :mod:`paiju.api.gouji.referee`
(the facts of the deal and its settlement, the first illegal action, or the seat to act and
its legal actions); this module only draws the tables.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.gouji import referee as api
from paiju.api.worked import Worked
from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.rules import (
    OPENING_SHORTHAND, OPTION_SHORTHAND, gouji_choices, gouji_rule_option,
)
from paiju.cli.gouji.settlement import SETTLE_VIEW
from paiju.cli.gouji.views import shown
from paiju.cli.jobs import respond_records
from paiju.cli.options import (
    explain_option, format_option, lang_option, page_format_option, record_batch_option,
)
from paiju.cli.rendering import (
    Answer, Table, View, legal_row, refused_pairs, refused_result, table, yes_no,
)
from paiju.cli.teaching import (
    explained_notes, hands_option, held_lines, starting_hands_table, terms_by_line,
)
from paiju.cli.rules import Choices
from paiju.engine.gouji.referee.actions import Action
from paiju.engine.words import count_of
from paiju.grammar.gouji_replay import REPLAY_FIELDS


def _records_help() -> str:
    return ", ".join(REPLAY_FIELDS)


# ---------------------------------------------------------------------------------------
# replay


def _story_text(story: list[dict[str, Any]], data: dict[str, Any]) -> str:
    """The story as a teacher tells it: a heading per trick, one line per event, the
    number of the action in front of the first thing it caused; with the walk-through
    (``--explain``), the rules page of each game term where it is first used and the cards
    each seat holds once a trick is over (``--hands``: the cards themselves)."""
    lines = []
    told = None
    see = terms_by_line(data.get("terms", []))
    after = {trick["trick"]: trick for trick in data.get("tricks", [])}
    said = 0
    for trick in story:
        lines.append(f"trick {trick['trick']}")
        for event in trick["events"]:
            number = "" if event["action"] == told else f"#{event['action']}"
            told = event["action"]
            lines.append(f"  {number:>5}  {event['says']}")
            lines += [f"         {reference}" for reference in see.get(said, [])]
            said += 1
        if trick["trick"] in after:
            lines += held_lines(after[trick["trick"]])
    return "\n".join(lines)


def replay_answer(rules: Choices, explain: bool, record: Any, hands: bool = False) -> Answer:
    return shown(api.replay_found(rules, explain, record, hands), REPLAY_VIEW, explain or hands)


def _seats(seats: list[int]) -> str:
    return " ".join(map(str, seats)) or "none"


def _burns(burns: list[dict[str, Any]]) -> str:
    return "; ".join(f"seat {burn['burner']} burned seat {burn['burned']}: "
                     f"{burn['outcome'] or 'in progress'}" for burn in burns) or "none"


def _fact_pairs(data: dict[str, Any]) -> list[tuple[str, Any]]:
    pairs = [("went out", _seats(data["order"]))]
    if "left" in data:
        pairs.append(("left", _seats(data["left"])))
    pairs += [("opened", _seats(data["opened"])), ("burns", _burns(data["burns"]))]
    if data["failed_burners"]:
        pairs.append(("failed burners", _seats(data["failed_burners"])))
    if data["smothered"]:
        pairs.append(("smothered", "; ".join(f"seat {item['seat']} by seat {item['beaten_by']}"
                                             for item in data["smothered"])))
    if data["dead_levels"]:
        pairs.append(("死够 (dead levels)", "; ".join(f"seat {item['seat']}'s {item['play']}"
                                        for item in data["dead_levels"])))
    return pairs


def _replay_table(refused: dict[str, Any] | None, settled: Worked | None,
                  data: dict[str, Any], explain: bool) -> str:
    """With the walk-through, the starting hands come first: a class sees the cards before
    the deal is told."""
    told = _told_replay(refused, settled, data, explain)
    if "starting_hands" not in data:
        return told
    return starting_hands_table(data["starting_hands"]) + "\n\n" + told


def _told_replay(refused: dict[str, Any] | None, settled: Worked | None,
                 data: dict[str, Any], explain: bool) -> str:
    sections = []
    if "explanation" in data:
        sections.append(_story_text(data["explanation"], data))
    if "tricks" in data:
        sections.append(_trick_table(data["tricks"]))
    if not data["legal"]:
        return str(Table(pairs=refused_pairs(data["error"], refused), sections=sections))
    pairs = [("legal", yes_no(True)), ("finished", yes_no(data["finished"]))]
    if not data["finished"]:
        pairs.append(("to act", f"seat {data['to_act']}: {', '.join(data['open'])}"))
    pairs += _fact_pairs(data)
    if settled is not None:
        sections.append("settlement (paiju gouji settle):\n"
                        + shown(settled, SETTLE_VIEW, explain).table())
    return str(Table(pairs=pairs, sections=sections))


def _trick_table(tricks: list[dict[str, Any]]) -> str:
    """The deal in one table, a row a trick (as Sanchazi's replay shows it)."""
    def seats(found: list[int]) -> str:
        return " ".join(map(str, found))

    rows = [[trick["trick"], _or_dash(trick["leader"]), _or_dash(trick["winner"]),
             "; ".join(f"seat {level['seat']}'s {level['play']}" for level in trick["level_cards"]),
             seats(trick["opened"]),
             "; ".join(f"seat {burn['burner']} burned {burn['burned']}" for burn in trick["burns"]),
             seats(trick["went_out"])]
            for trick in tricks]
    return table(rows, headers=["trick", "led by", "won by", "level card", "opened", "burned",
                                "went out"])


def _or_dash(value: Any) -> str:
    return "—" if value is None else str(value)


def _replay_row(refused: dict[str, Any] | None, settled: Worked | None,
                data: dict[str, Any], explain: bool) -> dict[str, Any]:
    row = {"id": data["id"]} if "id" in data else {}
    row["legal"] = yes_no(data["legal"])
    if not data["legal"]:
        row["result"] = refused_result(data["error"], refused)
    elif data["finished"]:
        row["result"] = f"over: went out {_seats(data['order'])}, left {_seats(data['left'])}"
    else:
        row["result"] = f"seat {data['to_act']} to act: {', '.join(data['open'])}"
    return row


REPLAY_VIEW = View(_replay_table, _replay_row)


def replay_line_answer(rules: Choices, explain: bool, line: str, hands: bool = False) -> Answer:
    """One JSON Lines replay record."""
    return shown(api.replay_line_found(rules, explain, line, hands), REPLAY_VIEW,
                 explain or hands)


@gouji.command("replay", help=f"""Replay a deal action by action (RECORD.json, or '-'): is every
action legal, and what did the deal produce?

The record (docs/gouji-replay.md) gives the six hands as play starts, the leader, the mode, a
revolution and its 要头/无头 choice, the rules, and the actions in order — {{"seat": S,
"play": PLAY}}, "pass": true, "yield": true (让), "burn": PLAY (烧牌: the declaration and its
burning play) or "wind": true (接风) — plus the settlement fields of a 'paiju gouji settle'
record.  Fields: {_records_help()}; "id" is echoed first in the answer.

Every action legal and the deal over (exit 0): order (the seats that went out), left (the
seats still holding cards, in the order they take the places left), opened, burns with their
outcome, failed_burners, smothered, dead_levels (死够) and settlement — exactly what 'paiju
gouji settle' answers for the deal these facts make.  Every action legal and the deal not
over (exit 0): to_act, "open" (the kinds of action open to it, as 'paiju sanchazi replay'
names them) and the facts so far (a burn in progress has the outcome null).  An illegal action (exit 1): its index (from 0), seat, §18
rule and reason; nothing after it is judged.  An unreadable record or an impossible set-up
(exit 2): one line naming the field.

--explain tells the deal as a teacher would: the six starting hands (highest rank first,
grouped by rank, with their sizes), the story trick by trick with the cards each seat holds
after every trick, a table of the tricks (led by, won by, level cards, opened, burned, went
out), and where each game term is first used, the rules page that defines it; the JSON gains
"starting_hands", "tricks" and "terms".  --hands (implies --explain) adds each seat's
remaining cards after every trick.  JSON Lines (one record a line) are answered line
by line.

\b
Example: paiju gouji replay examples/gouji-referee.json --explain
""")
@record_batch_option
@click.argument("source", required=False)
@gouji_rule_option
@OPTION_SHORTHAND
@OPENING_SHORTHAND
@lang_option
@page_format_option
@explain_option
@hands_option
def replay_command(source: str | None, rules: Choices, option: str | None,
                   opening: str | None, fmt: str | None, jobs: int, explain: bool,
                   hands: bool) -> int:
    given = gouji_choices(rules, option=option, opening=opening)
    if fmt == "html":
        from paiju.api.gouji.steps import steps
        from paiju.cli.html.replay import replay_record_page

        return replay_record_page(source, partial(steps, rules=given))
    return _answer_records(source, partial(replay_answer, given, explain, hands=hands),
                           partial(replay_line_answer, given, explain, hands=hands), fmt, jobs)


def _answer_records(source: str | None, ask: Any, ask_line: Any, fmt: str | None,
                    jobs: int) -> int:
    return respond_records(source, "RECORD.json", ask, ask_line, fmt, jobs)


# ---------------------------------------------------------------------------------------
# legal


def legal_answer(rules: Choices, explain: bool, record: Any) -> Answer:
    return shown(api.legal_found(rules, record, explain), LEGAL_VIEW)


def _legal_table(refused: dict[str, Any] | None, actions: list[Action],
                 data: dict[str, Any]) -> str:
    if not data["legal"]:
        return _replay_table(refused, None, data, False)
    if data["to_act"] is None:
        return str(Table(pairs=[("to act", "nobody: the deal is over"), ("actions", 0)]))
    rows = [[number, action.kind.value, action.entry.written if action.entry else ""]
            for number, action in enumerate(actions, 1)]
    pairs: list[tuple[str, Any]] = [("to act", f"seat {data['to_act']}")]
    explained = data.get("explanation")
    if explained is not None:
        pairs += _explained_pairs(explained)
    pairs.append(("actions", data["count"]))
    notes = [] if explained is None else explained_notes(explained)
    return str(Table(pairs=pairs, sections=[table(rows, headers=["#", "action", "cards"])],
                     notes=notes))


def _explained_pairs(explained: dict[str, Any]) -> list[tuple[str, Any]]:
    hand, on_table = explained["hand"], explained["table"]
    where = "nothing: seat to act leads" if on_table is None else (
        f"seat {on_table['seat']}'s {on_table['play']}"
        + (" (a level card)" if on_table["level"] else " (not a level card)"))
    return [("hand", f"{hand['hand']} ({count_of(hand['cards'], 'card')})"),
            ("on the table", where), ("open", ", ".join(explained["open"]))]


def _legal_row(refused: dict[str, Any] | None, actions: list[Action],
               data: dict[str, Any]) -> dict[str, Any]:
    return legal_row(data, refused)


LEGAL_VIEW = View(_legal_table, _legal_row)


def legal_line_answer(rules: Choices, explain: bool, line: str) -> Answer:
    """One JSON Lines replay record."""
    return shown(api.legal_line_found(rules, line, explain), LEGAL_VIEW)


@gouji.command("legal", help=f"""Every legal action of the seat to act after a record's
actions (RECORD.json, or '-').

The record is a replay record ('paiju gouji replay', docs/gouji-replay.md).  The answer,
{{"legal": true, "to_act": SEAT, "count": N, "actions": [...]}}, lists pass, yield (让) and wind (接风) where
they are legal, then every distinct play or burn (distinct as multisets of cards), cheapest
first as 'paiju gouji respond' orders them (fewest flowers, fewer 大花, fewer 钱, lower base
rank, fewer cards); a leader is offered plays only.  Each item is an action object of the
record format: append any of them to the record's actions and it replays.  A finished deal
answers "to_act": null, "count": 0.

A record with an illegal action answers as 'replay' does (exit 1): "legal": false and the
action's index, seat, §18 rule and reason; nothing is listed.  JSON Lines (one record a
line) are answered line by line.  Fields: {_records_help()}; "id" is echoed first in the
answer.

--explain adds "explanation": the seat's hand, the play on the table (its owner, whether it
is a level card now), the kinds of action open, and for each kind that is not, the §18 rule
and the reason the referee refuses it with; where each game term is first used, the rules
page that defines it.

\b
Example: paiju gouji legal examples/gouji-referee-start.json --explain
""")
@record_batch_option
@click.argument("source", required=False)
@gouji_rule_option
@OPTION_SHORTHAND
@OPENING_SHORTHAND
@format_option
@explain_option
def legal_command(source: str | None, rules: Choices, option: str | None,
                  opening: str | None, fmt: str | None, jobs: int, explain: bool) -> int:
    given = gouji_choices(rules, option=option, opening=opening)
    return _answer_records(source, partial(legal_answer, given, explain),
                           partial(legal_line_answer, given, explain), fmt, jobs)
