"""A Gouji deal as a teacher walks a class through it: what ``replay --explain`` and
``legal --explain`` add to their answers (the starting hands, the cards each seat holds after
every trick, a table of the tricks, and the terms used with the rules page defining each;
the hand to act, the play on the table and why each kind of action not open is closed).

Only ever called with ``--explain`` or ``--hands``: the replay itself stays as fast as it was.
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

from paiju.api.teaching import hands_by_trick, terms_used
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.referee.actions import Action, Kind
from paiju.engine.gouji.referee.facts import Event, EventKind
from paiju.engine.gouji.referee.state import SEATS, Referee
from paiju.grammar.gouji_replay import ReplayRecord

__all__ = ["hand_json", "legal_explanation", "replay_teaching", "team_of"]


def team_of(seat: int) -> str:
    """Seats 0, 2, 4 are team A, 1, 3, 5 team B (§1)."""
    return "AB"[seat % 2]


def hand_json(seat: int, hand: Hand) -> dict[str, Any]:
    """A seat's hand as the explanations show it: highest rank first, grouped by rank with
    the count of each (the play notation), and its size."""
    return {"seat": seat, "team": team_of(seat), "hand": hand.written, "cards": hand.size}


def _trick_json(number: int, events: list[Event], level_cards: list[dict[str, Any]],
                hands: tuple[Hand, ...], with_hands: bool) -> dict[str, Any]:
    def seats(kind: EventKind) -> list[int]:
        return [event.seat for event in events if event.kind is kind and event.seat is not None]

    led = [event.seat for event in events if event.kind in (EventKind.LED, EventKind.BURN_FAILED)]
    won = next((event for event in events if event.kind is EventKind.WON_TRICK), None)
    data: dict[str, Any] = {
        "trick": number,
        "leader": led[0] if led else None,
        "winner": None if won is None else won.seat,
        "play": None if won is None or won.play is None else won.play.written,
        "level_cards": level_cards,
        "opened": seats(EventKind.OPENED),
        "burns": [{"burner": event.seat, "burned": event.other}
                  for event in events if event.kind is EventKind.BURNED],
        "went_out": seats(EventKind.WENT_OUT),
        "cards_left": [hand.size for hand in hands],
    }
    if with_hands:
        data["hands"] = [hand.written for hand in hands]
    return data


def replay_teaching(read: ReplayRecord, story: list[dict[str, Any]],
                    with_hands: bool) -> dict[str, Any]:
    """What ``replay --explain`` adds: ``starting_hands``; ``tricks`` (each trick's leader,
    winner and winning play, the level cards played in it (a burn is listed as a burn), who opened a point, the burns
    made, who went out, the cards each seat holds after it, and with ``with_hands`` those
    hands); ``terms``, the first use of each game term in the story (``line`` counts its
    sentences in order)."""
    referee = Referee(read.setup, checked=True, undo=False)
    level_by_trick: dict[int, list[dict[str, Any]]] = {}

    def note_level(action: Action) -> None:
        if action.kind is Kind.PLAY and referee.level \
                and referee.owner == action.seat and action.entry is not None:
            level_by_trick.setdefault(referee.tricks + 1, []).append(
                {"seat": action.seat, "play": action.entry.written})

    hands = hands_by_trick(referee, read.actions, SEATS, note_level)
    by_trick = {number: list(events)
                for number, events in groupby(referee.events, key=lambda event: event.trick)}
    tricks = [_trick_json(number, by_trick.get(number, []), level_by_trick.get(number, []),
                          held, with_hands)
              for number, held in enumerate(hands, 1) if by_trick.get(number)]
    return {"starting_hands": [hand_json(seat, hand)
                               for seat, hand in enumerate(read.setup.hands)],
            "tricks": tricks,
            "terms": terms_used("gouji", [event["says"] for trick in story
                                          for event in trick["events"]])}


def legal_explanation(referee: Referee) -> dict[str, Any]:
    """What ``legal --explain`` shows beside the actions: the seat's ``hand``; the play on
    the ``table`` (its owner, its cards, whether it is a level card now) or null for a lead;
    the kinds ``open``; one ``closed`` item per kind that is not, with the §18 rule and the
    referee's own reason; ``notes``, the same as sentences, and the ``terms`` they use."""
    if referee.turn is None:
        notes = ["the deal is over: nobody acts"]
        return {"hand": None, "table": None, "open": [], "closed": [], "notes": notes,
                "terms": terms_used("gouji", notes)}
    seat = referee.turn
    top = referee.top
    table = None if top is None else {"seat": referee.owner, "play": top.written,
                                      "level": referee.level}
    closed = [{"kind": kind.value, "rule": f"§18 rule {rule}", "reason": reason}
              for kind, rule, reason in referee.closed_kinds()]
    notes = [_table_note(seat, table)]
    notes += [f"no {item['kind']}: {item['reason']} ({item['rule']})" for item in closed]
    return {"hand": hand_json(seat, referee.hand(seat)), "table": table,
            "open": [kind.value for kind in referee.open_kinds()], "closed": closed,
            "notes": notes, "terms": terms_used("gouji", notes)}


def _table_note(seat: int, table: dict[str, Any] | None) -> str:
    if table is None:
        return f"seat {seat} leads the trick: any play of its hand"
    what = ("a level card: only its 对家 (or a seat without head) may beat it, the others "
            "may burn it or pass") if table["level"] else "a plain play: any seat may beat it"
    return f"on the table seat {table['seat']}'s {table['play']}, {what}"
