"""A Gouji game: several deals (usually five) with running team totals (gouji.md §10, §12).

The first deal of a game has no tribute; each later deal starts with the tributes the deal
before it owes.  A 三户 ends the game at once (no tribute follows); so does the last deal when
the game's length (``deals_per_game``) is known.  A void deal (:mod:`~paiju.engine.gouji.ending`)
is replayed: it scores nothing, and its replay has its number and starts with its tribute.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from itertools import count
from typing import Iterable, Iterator, Sequence

from paiju.engine.gouji.settling import Deal, Settlement, settle
from paiju.engine.gouji.seats import Team
from paiju.engine.gouji.tribute import Tribute
from paiju.errors import RecordError

TEAMS = tuple(Team)


@dataclass(frozen=True)
class GameDeal:
    """One deal of a game: its settlement, the tribute paid at its start, the totals after it."""

    settlement: Settlement
    paid_at_start: tuple[Tribute, ...]
    totals: dict[Team, int]

    @property
    def number(self) -> int:
        assert self.settlement.deal.number is not None
        return self.settlement.deal.number


@dataclass(frozen=True)
class Game:
    deals: tuple[GameDeal, ...]
    deals_per_game: int | None

    @property
    def totals(self) -> dict[Team, int]:
        return self.deals[-1].totals

    @property
    def over(self) -> bool:
        return self.deals[-1].settlement.game_over

    @property
    def ended_by(self) -> str | None:
        return self.deals[-1].settlement.game_over_reason

    @property
    def next_tribute(self) -> tuple[Tribute, ...]:
        """What the next deal starts with: the tribute the last deal owes, or, when it was
        void, the tribute it started with (its replay starts with it again)."""
        last = self.deals[-1]
        return last.paid_at_start if last.settlement.void else last.settlement.tributes

    @property
    def leader(self) -> Team | None:
        """The team ahead on the running totals (None when level)."""
        a, b = self.totals[Team.A], self.totals[Team.B]
        return None if a == b else Team.A if a > b else Team.B


def play_game(deals: Sequence[Deal], deals_per_game: int | None = None,
              labels: Sequence[str] | None = None) -> Game:
    """Settle the deals of one game in order.  ``labels`` name each deal in errors (default
    ``deals[i]``); a deal's own ``deal`` number, if given, must match its position."""
    return Game(tuple(played_deals(deals, deals_per_game, labels)), deals_per_game)


def played_deals(deals: Iterable[Deal], deals_per_game: int | None = None,
                 labels: Iterable[str] | None = None) -> Iterator[GameDeal]:
    """:func:`play_game` a deal at a time, each as it is settled: a game of any length in
    the memory of one deal (``paiju gouji game`` streams its JSON so)."""
    if deals_per_game is not None and deals_per_game < 1:
        raise RecordError("a game has at least one deal", "deals_per_game")
    last: GameDeal | None = None
    totals = {team: 0 for team in Team}
    owed: tuple[Tribute, ...] = ()
    number = 1  # a void deal is replayed: its replay has the same number
    named = labels if labels is not None else (f"deals[{index}]" for index in count())
    settled: dict[int, tuple[Deal, int, Settlement]] = {}  # a reader's repeated deals
    for deal, label in zip(deals, named):
        if last is not None and last.settlement.game_over:
            raise RecordError(f"the game ended after deal {last.number} "
                              f"({last.settlement.game_over_reason}); the deals after it "
                              "belong to a new game", label)
        if deal.number not in (None, number):
            raise RecordError(f"deal {deal.number} is at position {number} of the game",
                              f"{label}.deal")
        if deal.deals_per_game not in (None, deals_per_game):
            raise RecordError(f"{deal.deals_per_game} disagrees with the game's "
                              f"deals_per_game ({deals_per_game})", f"{label}.deals_per_game")
        if deals_per_game is not None and number > deals_per_game:
            raise RecordError(f"a {deals_per_game}-deal game has no deal {number}", label)
        known = settled.get(id(deal))  # the same deal at the same number: settled before
        if known is not None and known[0] is deal and known[1] == number:
            settlement = known[2]
        else:
            try:
                settlement = settle(dataclasses.replace(deal, number=number,
                                                        deals_per_game=deals_per_game))
            except RecordError as error:
                raise error.under(label) from None
            if len(settled) >= 1024:
                settled.clear()
            settled[id(deal)] = (deal, number, settlement)
        scored = settlement.teams  # worked out at each call
        totals = {team: totals[team] + scored[team] for team in TEAMS}
        last = GameDeal(settlement, owed, totals)
        yield last
        if not settlement.void:
            owed, number = settlement.tributes, number + 1
    if last is None:
        raise RecordError("a game has at least one deal", "deals")
