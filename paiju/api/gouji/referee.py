"""The referee of one deal (gouji.md §18) on records: ``paiju gouji replay`` and ``legal`` as
functions — a replay record (docs/gouji-replay.md) in, the answer dict out.

    >>> from paiju.api.gouji.referee import legal, replay
    >>> record = {"id": 1, "hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2x钱+2x8",
    ...                              "3x10+2x7", "2xQ+3x3"],
    ...           "leader": 0, "actions": [{"seat": 0, "play": "2xK"}]}
    >>> answer = replay(record)
    >>> answer["legal"], answer["finished"], answer["to_act"], answer["open"]
    (True, False, 1, ['pass', 'burn'])
    >>> legal(record)["actions"][:2]
    [{'seat': 1, 'pass': True}, {'seat': 1, 'burn': '1小花+1xA'}]

A record holding an illegal action answers ``"legal": false`` and the action's index
(from 0), seat, §18 rule and reason, in :func:`replay` and :func:`legal` alike (as in
Sanchazi: the command exits 1, a question answered no); :func:`legal` lists no action then.
:func:`replayed` gives the referee itself, to go on from (``legal_actions()``,
``push(action)``).
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

from paiju.api.worked import Worked
from paiju.grammar.rule_records import Choices
from paiju.api.gouji.settlement import settled_found
from paiju.engine.gouji.referee.facts import Event, Facts
from paiju.engine.gouji.referee.state import Referee
from paiju.errors import IllegalActionError, RecordError
from paiju.grammar.gouji_replay import ReplayRecord, read_replay
from paiju.grammar.records import load_json

__all__ = ["facts_json", "legal", "legal_found", "legal_line_found", "replay", "replay_found",
           "replay_line_found", "replayed", "story_json"]


def _one_record(record: Any) -> Any:
    if isinstance(record, list):
        raise RecordError("expected one replay record {…}; give many as JSON Lines, one "
                          "record a line")
    return record


def _with_id(record: Any) -> dict[str, Any]:
    """An answer's first field: the record's ``id``, untouched, when it has one."""
    return {"id": record["id"]} if isinstance(record, dict) and "id" in record else {}


def _referee(record: Any, rules: Choices, undo: bool = False,
             story: bool = False) -> tuple[ReplayRecord, Referee]:
    """The record read (under ``rules``; its own hold over them) and a checked referee of its
    set-up, no action played yet; an answer never steps back, so by default it keeps no
    undo (what replaying records costs is mostly pushes), and unless asked (``story``: an
    answer that tells the deal) it logs no events."""
    read = read_replay(_one_record(record), rules)
    return read, Referee(read.setup, checked=True, undo=undo, story=story)


def replayed(record: Any, rules: Choices = ()) -> Referee:
    """The referee after every action of the record: the position to go on from.  An
    illegal action raises :class:`~paiju.errors.IllegalActionError` (its index, seat, rule
    and reason)."""
    read, referee = _referee(record, rules, undo=True, story=True)
    referee.push_all(read.actions)
    return referee


# ---------------------------------------------------------------------------------------
# What a replay produced


def facts_json(facts: Facts) -> dict[str, Any]:
    """The facts of a deal, finished or not, as the answer shows them: ``left`` only once the
    deal is over (nobody is left over before), and a burn still in progress has the outcome
    null."""
    data: dict[str, Any] = {"order": list(facts.order)}
    if facts.finished:
        data["left"] = list(facts.left)
    data.update({
        "opened": list(facts.opened),
        "burns": [{"burner": burn.burner, "burned": burn.burned,
                   "outcome": None if index == facts.burning else burn.outcome.value}
                  for index, burn in enumerate(facts.burns)],
        "failed_burners": list(facts.failed_burners),
        "smothered": [{"seat": smother.seat, "beaten_by": smother.beaten_by}
                      for smother in facts.smothered],
        "dead_levels": [{"seat": dead.seat, "play": dead.play.written,
                         "hole_card": dead.hole_card} for dead in facts.dead_levels],
    })
    return data


def story_json(events: tuple[Event, ...]) -> list[dict[str, Any]]:
    """The deal trick by trick (tricks numbered from 1): each event with the index of the
    action that caused it, its kind and its sentence."""
    return [{"trick": trick,
             "events": [{"action": event.action, "kind": event.kind.value,
                         "says": event.describe()} for event in events_of]}
            for trick, events_of in groupby(events, key=lambda event: event.trick)]


# ---------------------------------------------------------------------------------------
# replay


def replay(record: Any, rules: Choices = (), explain: bool = False,
           hands: bool = False) -> dict[str, Any]:
    """``paiju gouji replay``: is every action of the record legal, and what did the deal
    produce — the facts and, once it is over, its settlement (``paiju gouji settle``'s
    answer for the deal the facts make); before that, the seat ``"to_act"`` and the kinds
    of action ``"open"`` to it; or the first illegal action.  ``explain`` adds the story,
    trick by trick, the starting hands, a table of the tricks and the terms used
    (:func:`paiju.api.gouji.walkthrough.replay_teaching`); ``hands`` (which implies
    ``explain``) adds every seat's hand after each trick."""
    return replay_found(rules, explain, record, hands).data


def replay_found(rules: Choices, explain: bool, record: Any, hands: bool = False) -> Worked:
    """:func:`replay` with its parts: the refused action's record (None when all are
    legal) and the settlement's :class:`Worked` (None when the deal is not over)."""
    found = _replay_found(rules, explain or hands, record)
    if explain or hands:  # the walk-through's modules load only for a class
        from paiju.api.gouji.walkthrough import replay_teaching

        found.data.update(replay_teaching(_referee(record, rules)[0],
                                          found.data["explanation"], hands))
    return found


def _replay_found(rules: Choices, explain: bool, record: Any) -> Worked:
    read, referee = _referee(record, rules, story=explain)
    data = _with_id(record)
    try:
        referee.push_all(read.actions)
    except IllegalActionError as error:
        return _refused(data, read, referee, error, explain, (None,))
    facts = referee.facts()
    data.update(legal=True, finished=facts.finished)
    settled = None
    if facts.finished:
        data.update(facts_json(facts))
        # the declarations by seat, as a settle record lists them (a bad seat among several
        # is named as settle names it)
        deal = facts.deal(dict(sorted(read.declarations.items())), read.number,
                          read.deals_per_game)
        settled = settled_found(deal, explain)
        data["settlement"] = settled.data
    else:
        data.update(to_act=referee.turn, open=[kind.value for kind in referee.open_kinds()])
        data.update(facts_json(facts))
    if explain:
        data["explanation"] = story_json(referee.events)
    return Worked(data, True, (None, settled))


def replay_line_found(rules: Choices, explain: bool, line: str, hands: bool = False) -> Worked:
    """One JSON Lines replay record."""
    return replay_found(rules, explain, load_json(line, "line"), hands)


# ---------------------------------------------------------------------------------------
# legal


def legal(record: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji legal``: every legal action of the seat to act after the record's
    actions, each an action object of the record format (``"to_act": null``, no action,
    once the deal is over); a record with an illegal action answers as :func:`replay`
    does.  ``explain`` adds ``"explanation"``: the hand, the play on the table, and why each
    kind of action that is not open is closed
    (:func:`paiju.api.gouji.walkthrough.legal_explanation`)."""
    return legal_found(rules, record, explain).data


def legal_found(rules: Choices, record: Any, explain: bool = False) -> Worked:
    """:func:`legal` with its parts: the refused action's record (None when all are
    legal) and the legal actions."""
    read, referee = _referee(record, rules, story=explain)
    data = _with_id(record)
    try:
        referee.push_all(read.actions)
    except IllegalActionError as error:
        return _refused(data, read, referee, error, explain, ([],))
    actions = referee.legal_actions()
    data.update(legal=True, to_act=referee.turn, count=len(actions),
                actions=[action.record() for action in actions])
    if explain:
        from paiju.api.gouji.walkthrough import legal_explanation

        data["explanation"] = legal_explanation(referee)
    return Worked(data, None, (None, actions))


def _refused(data: dict[str, Any], read: ReplayRecord, referee: Referee,
             error: IllegalActionError, explain: bool, more: tuple[Any, ...]) -> Worked:
    """The answer to a record stopped by an illegal action (``replay`` and ``legal`` alike:
    verdict no), its parts the refused action's record and ``more``; ``explain`` tells the
    deal up to it."""
    data.update(legal=False, error={"action": error.action, "seat": error.seat,
                                    "rule": error.rule, "reason": error.reason})
    if explain:
        data["explanation"] = story_json(referee.events)
    return Worked(data, False, (read.actions[error.action].record(), *more))


def legal_line_found(rules: Choices, line: str, explain: bool = False) -> Worked:
    """One JSON Lines replay record."""
    return legal_found(rules, load_json(line, "line"), explain)
