"""A Fuzhou Mahjong game: hands settled one after another, with running totals per seat and
the banker succession (fuzhou-mahjong.md §3, §7).

The first hand is dealt by East with count 0 (§3) unless it says otherwise (a record may start
in the middle of a game); every later hand is dealt by the banker the hand before it leaves.
A hand may omit its banker and count — they are worked out — and when it states them they must
be the ones the succession gives.

    >>> hands = [TableHand(winner="E", self_drawn=True, flowers=2),
    ...          TableHand(winner=None),
    ...          TableHand(winner="W", discarder="E", flowers=4, base=2)]
    >>> game = play_game(hands)
    >>> [(hand.settlement.banker.seat, hand.settlement.banker.count) for hand in game.hands]
    [('E', 0), ('E', 1), ('E', 2)]
    >>> game.totals, game.next_banker
    ({'E': 9, 'S': -5, 'W': 1, 'N': -5}, Banker(seat='S', count=0))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

from paiju.engine.fuzhou.rules import DEFAULT, RuleBook
from paiju.engine.fuzhou.settling import Settlement, TableHand, settle, with_banker
from paiju.engine.fuzhou.table import SEATS, Banker
from paiju.errors import RecordError


@dataclass(frozen=True)
class GameHand:
    """One hand of a game: its settlement and every seat's total after it."""

    settlement: Settlement
    totals: dict[str, int]


@dataclass(frozen=True)
class Game:
    """The hands of a game in order, played under one rule ``book``."""

    hands: tuple[GameHand, ...]
    book: RuleBook = DEFAULT

    @property
    def totals(self) -> dict[str, int]:
        return self.hands[-1].totals

    @property
    def next_banker(self) -> Banker:
        """Who deals the hand after the last one, and their count."""
        return self.hands[-1].settlement.next_banker

    @property
    def leaders(self) -> tuple[str, ...]:
        """The seats with the highest total (several when level)."""
        best = max(self.totals.values())
        return tuple(seat for seat in SEATS if self.totals[seat] == best)


def play_game(outcomes: Sequence[TableHand], book: RuleBook = DEFAULT,
              labels: Sequence[str] | None = None, first: Banker = Banker()) -> Game:
    """Settle the hands of one game in order.  ``labels`` name each hand in errors (default
    ``hands[i]``); ``first`` is the banker of the first hand when it does not state one."""
    labels = labels or [f"hands[{index}]" for index in range(len(outcomes))]
    return Game(tuple(played_hands(zip(outcomes, labels), book, first)), book)


def played_hands(outcomes: Iterable[tuple[TableHand, str]], book: RuleBook = DEFAULT,
                 first: Banker = Banker()) -> Iterator[GameHand]:
    """:func:`play_game` a hand at a time, each hand (with the label naming it in errors)
    taken as it is needed and given out as it is settled: a game of any length in the
    memory of one hand."""
    banker = first
    before: Settlement | None = None
    totals = {seat: 0 for seat in SEATS}
    settled: dict[tuple[TableHand, Banker], Settlement] = {}  # a settlement is its outcome's
    for outcome, label in outcomes:
        if before is None:
            banker = _first_banker(outcome, first)
        else:
            _check_succession(outcome, banker, before, label)
        key = _settled_key(outcome, banker)
        known = settled.get(key) if key is not None else None
        if known is not None:
            before = known
        else:
            try:
                before = settle(with_banker(outcome, banker), book)
            except RecordError as error:
                raise error.under(label) from None
            if key is not None:
                if len(settled) >= KEPT:
                    settled.clear()
                settled[key] = before
        totals = {seat: totals[seat] + before.ledger[seat] for seat in SEATS}
        yield GameHand(before, totals)
        banker = before.next_banker
    if before is None:
        raise RecordError("a game has at least one hand", "hands")


KEPT = 1024
"""Distinct hands :func:`played_hands` keeps settled (a hand is settled under the same rule
book with the same outcome and banker as ever: a long game settles each once)."""


def _settled_key(outcome: TableHand, banker: Banker) -> tuple[TableHand, Banker] | None:
    """``outcome`` under ``banker`` as a key of the hands settled, or None when it cannot be
    one (a winning hand that does not hash)."""
    try:
        hash(outcome)
    except TypeError:
        return None
    return outcome, banker


def _first_banker(outcome: TableHand, first: Banker) -> Banker:
    seat = outcome.banker if outcome.banker is not None else first.seat
    count = outcome.run if outcome.run is not None else \
        first.count if seat == first.seat else 0
    return Banker(seat, count)


def _check_succession(outcome: TableHand, banker: Banker, before: Settlement,
                      label: str) -> None:
    """A later hand's stated banker and count must be those the hand before it leaves."""
    if outcome.banker is not None and outcome.banker != banker.seat:
        raise RecordError(f"the banker is {banker.seat}, not {outcome.banker}: "
                          f"{before.succession}", f"{label}.banker")
    if outcome.run is not None and outcome.run != banker.count:
        raise RecordError(f"the banker's count is {banker.count}, not {outcome.run}: "
                          f"{before.succession}", f"{label}.run")
