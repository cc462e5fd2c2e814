"""What a replayed deal produced (gouji.md §18 rule 18) and the account of how it went.

:class:`Facts` are what settlement needs — the finishing order, who opened a point, each burn
with its outcome, the failed burners, the smothered plays of 憋三 mode, the 死够 and the
revolutionary's 要头/无头 — and :meth:`Facts.deal` turns them into the
:class:`~paiju.engine.gouji.settling.Deal` that ``settle`` reads.  :class:`Event` is one line
of the deal's story (who led what, who passed, yielded or burned, when a point opened, when a
player went out, when the tangle began), in the order it happened.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable, NamedTuple

from paiju.engine.gouji.plays import Play
from paiju.engine.gouji.rules import RuleBook
from paiju.engine.cardgame.protocol import Finish
from paiju.engine.gouji.settling import Burn, Deal, Settlement, Smother
from paiju.engine.gouji.tribute import Declaration


class Head(enum.Enum):
    """The revolutionary's choice for its 对家 D (§11): 要头 (keep a head: D's first three
    level cards are answered only by burns) or 无头 (none: D has no level rival at once)."""

    KEEP = "keep"
    NONE = "none"

    @property
    def name_zh(self) -> str:
        return "要头" if self is Head.KEEP else "无头"


@dataclass(frozen=True)
class DeadLevel:
    """死够: a level card nobody answered — the 底牌 of 头科 or 二科 (``hole_card``, rule 14)
    or a level card of the revolutionary's 对家 under 要头 (rule 15, which counts them)."""

    seat: int
    play: Play
    hole_card: bool


@dataclass(frozen=True)
class Facts:
    """What the deal produced so far; ``finished`` tells whether it is over."""

    finished: bool
    order: tuple[int, ...]
    """The seats in the order they went out (failed burners are not in it)."""
    left: tuple[int, ...]
    """Once the deal is over: the seats still holding cards, in the order they take the
    places left (playing order after the last seat that left, rule 17)."""
    revolution: int | None
    head: Head | None
    opened: tuple[int, ...]
    burns: tuple[Burn, ...]
    """Every burn in the order it began; one still in progress is listed as lifted (as it
    counts once the deal is over, rule 12) and named by ``burning``."""
    failed_burners: tuple[int, ...]
    smothered: tuple[Smother, ...]
    dead_levels: tuple[DeadLevel, ...]
    biesan: bool
    rules: RuleBook
    burning: int | None = None
    """While the deal goes on: the index in ``burns`` of the burn still in progress, if one
    is (its outcome is not known yet)."""

    def deal(self, declarations: dict[int, Declaration] | None = None,
             number: int | None = None, deals_per_game: int | None = None) -> Deal:
        """The settlement record of a finished deal (the seats left are listed after the
        seats that went out, so the settlement places them as the referee did)."""
        if not self.finished:
            raise ValueError("the deal is not over: there is nothing to settle yet")
        return Deal(order=self.order + self.left,
                    revolution=() if self.revolution is None else (self.revolution,),
                    declarations=dict(declarations or {}), opened=self.opened, burns=self.burns,
                    biesan=self.biesan, smothered=self.smothered, number=number,
                    deals_per_game=deals_per_game, rules=self.rules)


@dataclass(frozen=True)
class Outcome:
    """What a finished deal produced: every seat by place (1 = 头科 … 6 = 大落, as the
    settlement ranks them, §18 rule 17) and the settlement of the deal (§12)."""

    places: tuple[Finish, ...]
    settlement: Settlement


class EventKind(enum.Enum):
    """The kinds of line in a deal's story."""

    LED = "led"
    PLAYED = "played"
    PASSED = "passed"
    YIELDED = "yielded"
    ASKED_AGAIN = "asked again"
    BURNED = "burned"
    REQUESTED = "requested the lead"
    REQUEST_LAPSED = "request lapsed"
    WENT_OUT = "went out"
    WON_TRICK = "won the trick"
    OPENED = "opened a point"
    DEAD_LEVEL = "dead level"
    HEAD_LOST = "lost its head"
    BURN_LIFTED = "burn lifted"
    BURN_SUCCEEDED = "burn succeeded"
    BURN_FAILED = "burn failed"
    SMOTHERED = "smothered"
    TANGLE = "tangle began"
    DEAL_OVER = "deal over"


class Event(NamedTuple):
    """One thing that happened (a typed record of fixed fields: the referee logs these as it
    plays).  ``action`` is the index of the action that caused it, ``trick`` the number of
    the trick it happened in (1 = the first, as in Sanchazi; a trick's WON_TRICK event
    closes it); ``other`` the second seat involved (whose play was beaten or
    burned, who leads next, who beat a smothered play, whom a burn was lifted by is in
    ``seats``); ``seats`` a group of seats (those left in the tangle or at the end)."""

    kind: EventKind
    action: int
    trick: int
    seat: int | None
    play: Play | None = None
    other: int | None = None
    seats: tuple[int, ...] = ()
    number: int | None = None
    """A place (1 = 头科) for WENT_OUT, the 死够 count for DEAD_LEVEL under 要头."""

    def describe(self) -> str:
        """The event in one plain sentence."""
        return _DESCRIBE[self.kind](self)


def _nth(number: int | None) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(number or 0, f"{number}th")


def _seat(seat: int | None) -> str:
    return f"seat {seat}"


def _cards(event: Event) -> str:
    return event.play.written if event.play is not None else ""


_DESCRIBE: dict[EventKind, Callable[[Event], str]] = {
    EventKind.LED: lambda e: f"{_seat(e.seat)} leads {_cards(e)}",
    EventKind.PLAYED: lambda e: f"{_seat(e.seat)} beats seat {e.other}'s play with {_cards(e)}",
    EventKind.PASSED: lambda e: f"{_seat(e.seat)} passes",
    EventKind.YIELDED: lambda e: f"{_seat(e.seat)} yields (让): the seats after it speak first",
    EventKind.ASKED_AGAIN: lambda e: f"everyone after {_seat(e.seat)} passed: it must now play "
                                     "or pass",
    EventKind.BURNED: lambda e: f"{_seat(e.seat)} burns (烧) seat {e.other}'s level card with "
                                f"{_cards(e)}: it must now go out, a flower in every play but "
                                "the last",
    EventKind.REQUESTED: lambda e: f"{_seat(e.seat)} asks to take the lead (接风) instead of "
                                   "answering the 底牌",
    EventKind.REQUEST_LAPSED: lambda e: f"{_seat(e.seat)}'s 接风 request lapses: someone played",
    EventKind.WENT_OUT: lambda e: f"{_seat(e.seat)} goes out, {_nth(e.number)} out",
    EventKind.WON_TRICK: lambda e: (f"the trick goes to {_seat(e.seat)}'s {_cards(e)}; "
                                    + (f"{_seat(e.other)} leads" if e.other == e.seat else
                                       f"{_seat(e.other)} leads next")),
    EventKind.OPENED: lambda e: f"{_seat(e.seat)} opens a point (开点) with {_cards(e)}",
    EventKind.DEAD_LEVEL: lambda e: f"{_seat(e.seat)}'s {_cards(e)} is a 死够 (dead level): "
                                    + ("nobody hooked or burned the 底牌" if e.number is None
                                       else f"nobody burned it ({e.number} of 3 under 要头)"),
    EventKind.HEAD_LOST: lambda e: f"{_seat(e.seat)} has no head now (无头): anyone may beat "
                                   "its plays, and it may beat any level card",
    EventKind.BURN_LIFTED: lambda e: f"{_seat(e.seat)}'s burn of seat {e.other} is lifted (解烧)"
                                     + (f" by seat {e.seats[0]}" if e.seats else ""),
    EventKind.BURN_SUCCEEDED: lambda e: f"{_seat(e.seat)}'s burn of seat {e.other} succeeds: "
                                        "烧贡 next deal",
    EventKind.BURN_FAILED: lambda e: f"{_seat(e.seat)} leads {_cards(e)} without a flower: its "
                                     "burn fails, it leaves the deal at the bottom place; "
                                     f"seat {e.other} leads",
    EventKind.SMOTHERED: lambda e: f"{_seat(e.seat)}'s play before its 3s is beaten by seat "
                                   f"{e.other}: smothered (闷)",
    EventKind.TANGLE: lambda e: "four or fewer players are left: the tangle (四户乱缠) begins, "
                                "seats " + ", ".join(map(str, e.seats)) + " play freely",
    EventKind.DEAL_OVER: lambda e: "the players left are one team: the deal is over"
                                   + (", seats " + ", ".join(map(str, e.seats)) + " are left"
                                      if e.seats else ""),
}
