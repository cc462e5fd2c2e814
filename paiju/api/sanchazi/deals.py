"""Sanchazi deals as records: a replay record in, the answer ``paiju sanchazi replay|legal
--format json`` prints out (the record format: :mod:`paiju.grammar.sanchazi_replay`).

    >>> record = {"id": 3, "hands": ["88 K", "99", "JJ 5", "3"], "leader": 0,
    ...           "actions": [{"seat": 0, "play": "88"}, {"seat": 1, "play": "99"}]}
    >>> answer = replay(record)
    >>> answer["id"], answer["legal"], answer["to_act"], answer["open"]
    (3, True, 2, ['play', 'pass'])
    >>> [action["play"] for action in legal(record)["actions"] if "play" in action]
    ['JJ']

``rules`` are ``--rule`` choices (the record's own ``"rules"`` hold over them).  A record
that cannot be read raises a :class:`~paiju.errors.RecordError` naming the field
(``actions[1].play``); an illegal action is an answer (``"legal": false`` and the rule it
broke), not an error.
"""

from __future__ import annotations

from typing import Any

from paiju.api.worked import Worked, book_of, rules_json
from paiju.engine.sanchazi.card_types import Cards
from paiju.engine.sanchazi.reasons import DEAL_NOTES, type_label
from paiju.engine.sanchazi.referee.facts import Facts, Trick, story, team_of
from paiju.engine.sanchazi.referee.state import Referee
from paiju.engine.sanchazi.rules import SWITCHBOARD
from paiju.errors import IllegalActionError
from paiju.grammar.sanchazi_replay import ReplayRecord, read_replay
from paiju.grammar.rule_records import Choices


__all__ = ["error_json", "facts_json", "judged", "legal", "listed", "play_json", "replay",
           "replayed", "trick_json"]


def play_json(seat: int, cards: Cards | None) -> dict[str, Any]:
    """One action as a record's action object, with the cards the play took."""
    return {"seat": seat, "pass": True} if cards is None else {"seat": seat,
                                                               "play": cards.written}


def plays_json(actions: tuple[tuple[int, Cards | None], ...]) -> list[dict[str, Any]]:
    """:func:`play_json` of each action (in line: a deal has one an action)."""
    return [{"seat": seat, "pass": True} if cards is None else
            {"seat": seat, "play": cards.written} for seat, cards in actions]


def trick_json(trick: Trick) -> dict[str, Any]:
    return {"trick": trick.number, "leader": trick.leader,
            "plays": plays_json(trick.actions),
            "winner": trick.winner, "points": trick.points,
            "winner_out": trick.winner_out, "next_leader": trick.next_leader}


def facts_json(facts: Facts) -> dict[str, Any]:
    return {
        "order": list(facts.order),
        "upstream": facts.upstream,
        "downstream": list(facts.downstream),
        "lift": facts.lift,
        "tricks": [trick_json(trick) for trick in facts.tricks],
        "table": plays_json(facts.table),
        "table_points": facts.table_points,
        "points_by_seat": list(facts.points_by_seat),
        "teams": facts.teams,
        "points_left": list(facts.points_left),
        "happy_money": [{"action": paid.action, "seat": paid.seat, "play": paid.play.written,
                         "per_payer": paid.money.per_payer,
                         "collected": paid.money.collector_gets,
                         "six_jokers": paid.six_jokers, "reason": paid.money.reason}
                        for paid in facts.happy_money],
        "happy_money_by_seat": list(facts.happy_money_by_seat),
    }


def error_json(error: IllegalActionError) -> dict[str, Any]:
    return {"action": error.action, "seat": error.seat, "rule": error.rule,
            "reason": error.reason}


def _read(record: Any, rules: Choices) -> ReplayRecord:
    book_of(SWITCHBOARD, rules)  # a bad choice is the caller's, named before the record's
    return read_replay(record, rules)


def judged(record: ReplayRecord) -> tuple[Referee, IllegalActionError | None]:
    """The referee after the record's actions, or where the first illegal one stopped it (an
    answer never steps back: it keeps no undo; it tells the story only when asked for its
    events)."""
    referee = Referee(record.setup, checked=True, undo=False, story=False)
    try:
        referee.push_all(record.actions)
    except IllegalActionError as error:
        return referee, error
    return referee, None


def _refused_action(record: ReplayRecord,
                    error: IllegalActionError | None) -> dict[str, Any] | None:
    """The record of the action refused (None when all are legal), for the people's view."""
    return None if error is None else record.actions[error.action].record()


def _refused(record: ReplayRecord, error: IllegalActionError) -> dict[str, Any]:
    """The answer to a record stopped by an illegal action."""
    return {**record.echo, "legal": False, "error": error_json(error)}


# ---------------------------------------------------------------------------------------
# replay


def replayed(record: Any, rules: Choices = (), explain: bool = False,
             hands: bool = False) -> Worked:
    """``paiju sanchazi replay``: every action judged, and what the deal produced (verdict:
    every action legal); parts: the referee, the answer, ``explain``, the refused action's
    record.  ``explain`` adds the story, the starting hands and the cards each seat holds
    after every trick (:func:`walk_through`); ``hands`` (which implies ``explain``) the cards
    themselves."""
    explain = explain or hands
    read = _read(record, rules)
    referee, error = judged(read)
    if error is not None:
        data = _refused(read, error)
    else:
        data = {**read.echo, "legal": True, "finished": referee.over, "to_act": referee.turn,
                "open": [kind.value for kind in referee.open_kinds()],
                **facts_json(referee.facts()), "base": read.setup.base,
                **rules_json(referee.rules), "notes": list(DEAL_NOTES)}
    if explain:
        data["explanation"] = story(referee.events)
        walk_through(read, data, hands)
    return Worked(data, error is None, (referee, data, explain, _refused_action(read, error)))


def hand_json(seat: int, hand: Cards) -> dict[str, Any]:
    """A seat's hand as the explanations show it (the keys of Gouji's): its seat, team,
    cards by rank and their number."""
    return {"seat": seat, "team": team_of(seat), "hand": hand.in_rank_order, "cards": hand.size}


def walk_through(read: ReplayRecord, data: dict[str, Any], hands: bool) -> None:
    """What a teacher adds to a replay's answer: ``starting_hands`` (each seat's cards, by
    rank), ``terms`` (the first use of each game term in the story, with the rules page
    defining it), and in each trick ``cards_left`` (and with ``hands`` the ``hands``) of
    every seat after it.  Steps a referee of its own: the replay's stays as fast."""
    from paiju.api.teaching import hands_by_trick, terms_used  # loaded for a class only

    data["starting_hands"] = [hand_json(seat, hand) for seat, hand in enumerate(read.setup.hands)]
    held = hands_by_trick(read.referee(undo=False), read.actions, len(read.setup.hands))
    for trick, after in zip(data.get("tricks", []), held):
        trick["cards_left"] = [hand.size for hand in after]
        if hands:
            trick["hands"] = [hand.in_rank_order for hand in after]
    data["terms"] = terms_used("sanchazi", data["explanation"])


def replay(record: Any, rules: Choices = (), explain: bool = False,
           hands: bool = False) -> dict[str, Any]:
    """The answer to one replay record (see the module)."""
    return replayed(record, rules, explain, hands).data


# ---------------------------------------------------------------------------------------
# legal


def listed(record: Any, rules: Choices = (), explain: bool = False) -> Worked:
    """``paiju sanchazi legal``: the legal actions of the seat to act after the record's
    actions (verdict: False for a record with an illegal action, else None); parts: the
    referee, the answer, ``explain``, the refused action's record."""
    read = _read(record, rules)
    referee, error = judged(read)
    if error is not None:
        refused = _refused(read, error)
        return Worked(refused, False, (referee, refused, explain, _refused_action(read, error)))
    actions = referee.legal_actions()
    data: dict[str, Any] = {**read.echo, "legal": True, "to_act": referee.turn,
                            "count": len(actions),
                            "actions": [action.record() for action in actions],
                            **rules_json(referee.rules)}
    if explain:
        data["explanation"] = legal_explanation(referee)
    return Worked(data, None, (referee, data, explain, None))


def legal(record: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """The legal actions after one replay record's actions (see the module)."""
    return listed(record, rules, explain).data


def legal_explanation(referee: Referee) -> dict[str, Any]:
    """What ``legal --explain`` shows beside the actions, in the shape of Gouji's
    (:func:`paiju.api.gouji.walkthrough.legal_explanation`): the seat's ``hand``; the play on
    the ``table`` (its owner, its cards, its type) or null for a lead; the kinds ``open``;
    one ``closed`` item per kind that is not, with the §10 rule and the referee's reason;
    ``notes``, the same as sentences, and the ``terms`` they use."""
    from paiju.api.teaching import terms_used  # loaded for a class only

    if referee.over:
        notes = ["the deal is over: nobody acts"]
        return {"hand": None, "table": None, "open": [], "closed": [], "notes": notes,
                "terms": terms_used("sanchazi", notes)}
    seat, top = referee.turn, referee.top
    assert seat is not None
    table = None if top is None else {"seat": referee.owner, "play": top.cards.written,
                                      "type": top.shape.type.kind.value}
    closed = [{"kind": kind.value, "rule": f"§10 rule {rule}", "reason": reason}
              for kind, rule, reason in referee.closed_kinds()]
    if top is None:
        notes = [f"seat {seat} leads: any legal play of its hand (§10 rule 2), ordinary plays "
                 "by type, size and rank, then bombs, then forks"]
    else:
        notes = [f"seat {seat} passes, or beats seat {referee.owner}'s {top.cards.written} "
                 f"({type_label(top.shape)}): {top.shape.type.beaten_by_all} (§4); cheapest "
                 "first as 'paiju sanchazi respond' lists them"]
    notes += [f"no {item['kind']}: {item['reason']} ({item['rule']})" for item in closed]
    return {"hand": hand_json(seat, referee.hand(seat)), "table": table,
            "open": [kind.value for kind in referee.open_kinds()], "closed": closed,
            "notes": notes, "terms": terms_used("sanchazi", notes)}
