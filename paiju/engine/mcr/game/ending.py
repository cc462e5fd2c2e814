"""How an MCR game ends and what each seat scores (mcr-game.md §6, §7): a win scored by the
calculator with the situation the game gives it, the 8-point minimum without flowers, a
false win or an illegal response at −30 / +10, a wall out at 0."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from paiju.engine.cardgame.protocol import Finish
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.tiles import EAST
from paiju.engine.mcr.rules import RuleBook
from paiju.engine.mcr.scoring import BASE_POINTS, Score, score
from paiju.engine.mcr.situation import Situation

SEATS = 4
HU, HUANG, WH, WA = "HU", "HUANG", "WH", "WA"
PENALTY, PENALTY_GAIN = 30, 10
"""R7.1: the offender of a false win or an illegal response pays 30, each other seat gets 10."""


class Win(NamedTuple):
    """A declared win: the winner, the seat that discarded or added the kong (None for a
    self-draw), the hand (its winning tile last), how it was won and the calculator's
    score."""

    seat: int
    payer: int | None
    hand: Hand
    self_drawn: bool
    robbed: bool
    situation: Situation
    score: Score

    @property
    def tile(self) -> int:
        return self.hand.winning_tile

    @property
    def stands(self) -> bool:
        """A winning hand of at least 8 points without flowers (R6.7)."""
        return self.score.win and self.score.meets_minimum


def evaluate(seat: int, payer: int | None, melds: tuple[Meld, ...], standing: tuple[int, ...],
             tile: int, flags: Situation, rules: RuleBook, robbed: bool = False) -> Win:
    """Score a declaration (R6.1): the standing tiles without the winning tile, the packs in
    the order made, the winning tile and the situation."""
    hand = Hand(melds, tuple(sorted(standing)), tile)
    return Win(seat, payer, hand, flags.self_drawn, robbed, flags, score(hand, flags, rules))


def situation(seat: int, quan: int, self_drawn: bool, fourth_tile: bool, kong: bool,
              last_tile: bool, flowers: int) -> Situation:
    return Situation(self_drawn, fourth_tile, kong, last_tile, EAST + seat, EAST + quan, flowers)


def win_scores(win: Win) -> tuple[int, ...]:
    """R7.1: self-drawn, +3·(8+T) and −(8+T) each; on a discard or a robbed kong, +(24+T),
    the payer −(8+T), the other two −8."""
    owed = BASE_POINTS + win.score.total
    if win.payer is None:
        return tuple(3 * owed if seat == win.seat else -owed for seat in range(SEATS))
    return tuple(owed + 2 * BASE_POINTS if seat == win.seat else -owed if seat == win.payer
                 else -BASE_POINTS for seat in range(SEATS))


def penalty_scores(offender: int) -> tuple[int, ...]:
    return tuple(-PENALTY if seat == offender else PENALTY_GAIN for seat in range(SEATS))


@dataclass(frozen=True)
class Outcome:
    """What the finished game produced: ``result`` (``HU``, ``HUANG``, ``WH``, ``WA`` or a
    platform verdict), ``seat`` (the winner or the offender), the ``win`` declared (for
    ``HU`` and ``WH``), the four ``scores``, and for a refused action its ``rule`` and
    ``reason``."""

    result: str
    seat: int | None
    scores: tuple[int, ...]
    win: Win | None = None
    rule: str | None = None
    reason: str | None = None

    @property
    def places(self) -> tuple[Finish, ...]:
        """The seats by score, highest first (equal scores share a place)."""
        return tuple(Finish(seat, 1 + sum(other > score for other in self.scores))
                     for seat, score in sorted(enumerate(self.scores), key=lambda s: -s[1]))

    @property
    def fan(self) -> int | None:
        """T, the calculator's total with flowers, of the hand declared."""
        return self.win.score.total if self.win is not None and self.win.score.win else None


def won(win: Win) -> Outcome:
    """The end of a declaration: a win, or a false win (错和, R6.7)."""
    if win.stands:
        return Outcome(HU, win.seat, win_scores(win), win)
    return Outcome(WH, win.seat, penalty_scores(win.seat), win)


def refused(offender: int, rule: str, reason: str, code: str = WA) -> Outcome:
    return Outcome(code, offender, penalty_scores(offender), rule=rule, reason=reason)


WALL_OUT = Outcome(HUANG, None, (0,) * SEATS)
