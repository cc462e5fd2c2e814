"""The story of an MCR game turn by turn (``paiju mcr replay --explain``): the draws, the
discards, the claims and why a claim won, the end, and each seat's hand at the end."""

from __future__ import annotations

from paiju.engine.mcr.game.actions import Kind
from paiju.engine.mcr.game.claims import why_first
from paiju.engine.mcr.game.ending import HU, HUANG, WH, Outcome
from paiju.engine.mcr.game.state import Event, Referee
from paiju.engine.mcr.game.tiles import NAMES
from paiju.engine.mcr.game.wall import SEATS

_VERBS = {Kind.DRAW: "draws", Kind.FLOWER: "draws the flower", Kind.DISCARD: "discards",
          Kind.PUNG: "pungs", Kind.KONG: "kongs the discard", Kind.CHOW: "chows",
          Kind.CONCEALED_KONG: "makes a concealed kong of", Kind.ADDED_KONG: "adds to its pung",
          Kind.WIN: "declares a win on", Kind.PASS: "passes", Kind.INVALID: "answers"}


def line(event: Event, discarder: int | None) -> str:
    """One event as a sentence."""
    action = event.action
    shown = action.written.split(" ", 2)[2].removeprefix(action.kind.value.replace("_", " "))
    text = f"{event.at}: seat {action.seat} {_VERBS[action.kind]}{shown}".rstrip()
    if event.note:
        text += f" — {event.note}"
    if action.over and discarder is not None:
        text += "; " + "; ".join(f"it wins over seat {lost.seat}'s {lost.kind.value} "
                                 f"({why_first(action, lost, discarder)})"
                                 for lost in action.over)
    return text


def story(referee: Referee, outcome: Outcome | None) -> list[str]:
    """The game told turn by turn, its end, and the hands at the end."""
    lines, discarder = [], None
    for event in referee.events:
        lines.append(line(event, discarder))
        kind = event.action.kind
        if kind is Kind.DISCARD or kind is Kind.ADDED_KONG:
            discarder = event.action.seat
    lines.append(ending(outcome, referee))
    lines += hands_at_end(referee)
    return lines


def ending(outcome: Outcome | None, referee: Referee) -> str:
    if outcome is None:
        seats = " or ".join(f"seat {seat}" for seat in referee.to_act())
        return f"not over: {seats} to act"
    if outcome.result == HUANG:
        return "the wall is out (荒庄): the seat due to draw has an empty quarter; every score 0"
    if outcome.result == HU:
        win = outcome.win
        assert win is not None
        how = "self-drawn" if win.payer is None else \
            f"robbing seat {win.payer}'s kong" if win.robbed else f"on seat {win.payer}'s discard"
        return (f"seat {outcome.seat} wins {how} with {win.hand.notation()}: "
                f"T = {win.score.total}; scores {list(outcome.scores)}")
    if outcome.result == WH:
        return (f"seat {outcome.seat}'s win is false (错和): it pays 30, every other seat gets 10")
    return (f"seat {outcome.seat} is the offender ({outcome.result}, {outcome.rule}): "
            f"{outcome.reason}; it pays 30, every other seat gets 10")


def hands_at_end(referee: Referee) -> list[str]:
    """Each seat's melds, concealed tiles and flowers."""
    lines = []
    for seat in range(SEATS):
        melds = " ".join("[" + " ".join(NAMES[tile] for tile in meld.tiles) + "]"
                         for meld in referee.melds[seat])
        held = " ".join(NAMES[tile] for tile in referee.hand(seat))
        flowers = f", {referee.flowers[seat]} flower(s)" if referee.flowers[seat] else ""
        lines.append(f"seat {seat}: {(melds + ' ') if melds else ''}{held}{flowers}")
    return lines


