"""What a replayed Sanchazi deal produced (sanchazi.md §5–§7, §10), and the story of it.

:class:`Facts` are the answers a table wants: the finishing order with 上游 and 下游, whether a
team lifted (both partners out first and second), the points each trick carried and who took
them, each seat's and each team's points, the points still in hands, and the happy money
paid as it happened.  :class:`Event` is one line of the deal's story, in order.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable, NamedTuple

from paiju.engine.cardgame.protocol import Finish

from paiju.engine.sanchazi.card_types import Cards
from paiju.engine.sanchazi.rules import RuleBook
from paiju.engine.sanchazi.scoring import HappyMoney

TEAMS = {"A": (0, 2), "B": (1, 3)}
"""The two teams of partners sitting opposite (§1): seats 0 and 2, seats 1 and 3."""
PARTNER = (2, 3, 0, 1)


def team_of(seat: int) -> str:
    return "A" if seat % 2 == 0 else "B"


@dataclass(frozen=True)
class Trick:
    """One trick: its ``number`` (1 = the first), who led it, every action in it in order
    (``(seat, cards)``, cards None for a pass), the ``winner`` who took its ``points`` (§5),
    whether the winner went out with the trick's last play (``winner_out``: then another
    seat leads — its partner, 接风, or with the partner out too the next seat holding cards),
    and who leads the next trick (None when the deal ended in this one: ``complete`` is then
    False)."""

    number: int
    leader: int
    actions: tuple[tuple[int, Cards | None], ...]
    winner: int
    points: int
    winner_out: bool
    next_leader: int | None
    complete: bool


@dataclass(frozen=True)
class HappyPayment:
    """A three-joker fork (三王叉) played on its own (§7): the index of the action, the seat,
    the fork, and the happy money it earned (``money.per_payer`` 0 when it earned none, with
    the reason); ``six_jokers`` when it is the seat's second fork, all six jokers played as
    two separate forks."""

    action: int
    seat: int
    play: Cards
    money: HappyMoney
    six_jokers: bool = False

    def ledger(self) -> tuple[int, ...]:
        """What each seat gains (+) or pays (−) by this fork."""
        per = self.money.per_payer
        return tuple(per * self.money.payers if seat == self.seat else -per
                     for seat in range(4))


@dataclass(frozen=True)
class Facts:
    """What the deal produced so far; ``finished`` tells whether it is over."""

    finished: bool
    order: tuple[int, ...]
    """The seats in the order they went out."""
    downstream: tuple[int, ...]
    """下游 once the deal is over: the seat left holding cards, or both seats of the lifted
    team (§10 rule 5)."""
    lift: str | None
    """The team ("A": seats 0 and 2, "B": seats 1 and 3) whose partners went out first and
    second, lifting the other (§6), or None."""
    tricks: tuple[Trick, ...]
    """The tricks played, the one the deal ended in included (not one still in progress)."""
    table: tuple[tuple[int, Cards | None], ...]
    """The actions of the trick in progress (empty once the deal is over)."""
    table_points: int
    """The points on the table in the trick in progress (桌面分)."""
    points_by_seat: tuple[int, ...]
    points_left: tuple[int, ...]
    """The points of the cards each seat still holds (they go to nobody, §10 rule 5)."""
    points_dealt: int
    """The points of the four hands at the start: taken + on the table + left."""
    happy_money: tuple[HappyPayment, ...]
    rules: RuleBook

    @property
    def upstream(self) -> int | None:
        """上游: the first seat out."""
        return self.order[0] if self.order else None

    @property
    def teams(self) -> dict[str, int]:
        """Each team's points: both partners' (§1, §5)."""
        return {team: sum(self.points_by_seat[seat] for seat in seats)
                for team, seats in TEAMS.items()}

    @property
    def happy_money_by_seat(self) -> tuple[int, ...]:
        """What each seat gained (+) or paid (−) in happy money over the deal."""
        totals = [0, 0, 0, 0]
        for payment in self.happy_money:
            for seat, amount in enumerate(payment.ledger()):
                totals[seat] += amount
        return tuple(totals)


@dataclass(frozen=True)
class Outcome:
    """What a finished deal produced: every seat by place (the seats out in the order they
    went, 1 = 上游; the seats left holding cards, 下游, share the place after them), each
    seat's points and each team's (§5)."""

    places: tuple[Finish, ...]
    points_by_seat: tuple[int, ...]
    teams: dict[str, int]
    lift: str | None
    """The team that lifted the other (§6), or None."""


class EventKind(enum.Enum):
    """The kinds of line in a deal's story."""

    LED = "led"
    BEAT = "beat"
    PASSED = "passed"
    WENT_OUT = "went out"
    HAPPY_MONEY = "happy money"
    WON_TRICK = "won the trick"
    DEAL_OVER = "deal over"


class Event(NamedTuple):
    """One thing that happened (a typed record of fixed fields, as Gouji's): ``action`` is the index of the action that caused it,
    ``trick`` the number of its trick (1 = the first); ``other`` the second seat involved
    (whose play was beaten, who leads next); ``seats`` a group of seats (下游); ``number`` a
    place (1 = 上游) or the points of a trick; ``text`` a sentence the event carries whole
    (happy money, the end of the deal)."""

    kind: EventKind
    action: int
    trick: int
    seat: int | None
    play: Cards | None = None
    other: int | None = None
    seats: tuple[int, ...] = ()
    number: int | None = None
    text: str = ""

    def describe(self) -> str:
        """The event in one plain sentence."""
        return _DESCRIBE[self.kind](self)


def place_name(number: int | None) -> str:
    """'1st out, 上游', '2nd out', '3rd out'."""
    return {1: "1st out, 上游", 2: "2nd out", 3: "3rd out"}.get(number or 0, f"{number}th out")


def _seats(seats: tuple[int, ...]) -> str:
    return " and ".join(f"seat {seat}" for seat in seats)


def _written(event: Event) -> str:
    return event.play.written if event.play is not None else ""


def _won(event: Event) -> str:
    taken = f"seat {event.seat} takes the trick and its {event.number} points"
    if event.other is None:
        return taken
    if event.other == event.seat:
        return f"{taken}; seat {event.seat} leads next"
    if event.seat is not None and event.other == PARTNER[event.seat]:
        return (f"{taken}; it went out with the trick's last play, so its partner seat "
                f"{event.other} leads (接风)")
    return (f"{taken}; it and its partner are out, so seat {event.other}, the next seat "
            "holding cards, leads")


_DESCRIBE: dict[EventKind, Callable[[Event], str]] = {
    EventKind.LED: lambda e: f"seat {e.seat} leads {_written(e)}",
    EventKind.BEAT: lambda e: f"seat {e.seat} beats seat {e.other}'s play with {_written(e)}",
    EventKind.PASSED: lambda e: f"seat {e.seat} passes",
    EventKind.WENT_OUT: lambda e: f"seat {e.seat} goes out, {place_name(e.number)}",
    EventKind.HAPPY_MONEY: lambda e: e.text,
    EventKind.WON_TRICK: _won,
    EventKind.DEAL_OVER: lambda e: e.text,
}


def story(events: tuple[Event, ...]) -> list[str]:
    """The deal told trick by trick, as a teacher would: one line per trick ("trick 3:
    seat 1 leads 888JJ; seat 2 passes; …; seat 1 takes the trick and its 25 points; seat 1
    leads next"), then how the deal ended."""
    lines: list[str] = []
    current: int | None = None
    told: list[str] = []
    ending: list[str] = []
    for event in events:
        if event.kind is EventKind.DEAL_OVER:
            ending.append(f"the deal is over: {event.describe()}")
            continue
        if event.trick != current:
            if told:
                lines.append(f"trick {current}: " + "; ".join(told))
            current, told = event.trick, []
        told.append(event.describe())
    if told:
        lines.append(f"trick {current}: " + "; ".join(told))
    return lines + ending
