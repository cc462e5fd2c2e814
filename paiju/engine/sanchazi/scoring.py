"""Score cards (分牌, sanchazi.md §5) and happy money (喜钱, §7).

Both tables are data: :data:`SCORE_CARDS` (5 = 5 points, 10 and K = 10) and the happy-money
multiples of the base (:data:`HAPPY_MONEY_PER_FORK`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from paiju.engine.cardgame.cards import Rank
from paiju.engine.sanchazi.card_types import JOKER_FORK, Cards, Shape, rank_name
from paiju.errors import IllegalPlayError
from paiju.engine.words import count_of

SCORE_CARDS: dict[Rank, int] = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}
"""Points of each score card (分牌); every other card is worth nothing (sanchazi.md §5)."""


@dataclass(frozen=True)
class ScoreLine:
    rank: Rank
    count: int
    each: int

    @property
    def points(self) -> int:
        return self.count * self.each


@dataclass(frozen=True)
class Points:
    """The points in some cards, with one line per score-card rank present."""

    total: int
    lines: tuple[ScoreLine, ...]


def points(cards: Cards) -> Points:
    lines = tuple(ScoreLine(rank, cards.counts[rank], each)
                  for rank, each in SCORE_CARDS.items() if cards.counts[rank])
    return Points(sum(line.points for line in lines), lines)


# ---------------------------------------------------------------------------------------
# Happy money (喜钱)

HAPPY_MONEY_PER_FORK = 2
"""A 三王叉 played on its own collects 2 × base from each other player (sanchazi.md §7)."""

PAYERS = 3
"""Every other player pays, the partner too (sanchazi.md §7, [M])."""


class LastHandReading(enum.Enum):
    """Which play "the last hand among all players" (sanchazi.md §9.6) is: no happy money for it."""

    DEAL = "deal"
    """The play that ends the deal (sanchazi.md §7, adopted)."""
    OWN = "own"
    """The player's own last play, with which they go out (the alternative reading)."""


@dataclass(frozen=True)
class HappyMoney:
    """Happy money for one play: what each other player pays the one who played it."""

    per_payer: int
    payers: int
    reason: str
    steps: tuple[str, ...]

    @property
    def collector_gets(self) -> int:
        return self.per_payer * self.payers


def fork_forfeited(ends_deal: bool, goes_out: bool, reading: LastHandReading) -> str | None:
    """Why a three-joker fork earns nothing as a last hand, or None when it earns."""
    if ends_deal:
        return ("it ends the deal, and the last hand among all players earns no happy money "
                "(sanchazi.md §9.6)")
    if goes_out and reading is LastHandReading.OWN:
        return ("it is the player's own last play, which under the 'own' reading of the last "
                "hand earns no happy money (sanchazi.md §9.6)")
    return None


def happy_money(shape: Shape, play: Cards, base: int, *, ends_deal: bool = False,
                goes_out: bool = False, reading: LastHandReading = LastHandReading.DEAL,
                all_six: bool = False) -> HappyMoney:
    """Happy money for ``play`` (of type ``shape``) at ``base`` (底分).

    ``ends_deal``: the play ends the deal; ``goes_out``: the player plays out their last
    cards with it; ``all_six``: the player held all six jokers and plays both three-joker
    forks separately — the answer then totals both forks (sanchazi.md §7), the last-hand rule
    applying to this play only."""
    steps: list[str] = []
    if shape.type is not JOKER_FORK:
        jokers = [rank for rank in play.counts if rank.is_joker and play.counts[rank] == 3]
        if jokers:
            steps.append(f"the three {rank_name(jokers[0])} are played with other cards (as a "
                         f"{shape.type.name}): no happy money (sanchazi.md §7)")
        else:
            steps.append(f"a {shape.type.name} is not a three-joker fork (三王叉): only a "
                         "三王叉 played on its own earns happy money")
        if all_six:
            raise IllegalPlayError("all six jokers make two three-joker forks: give one of "
                                   "them (大王大王大王 or 小王小王小王) as the play")
        return HappyMoney(0, PAYERS, steps[0], tuple(steps))
    forks = 2 if all_six else 1
    fork = rank_name(shape.main) * 3
    steps.append(f"{fork} is a three-joker fork (三王叉) played on its own: "
                 f"{HAPPY_MONEY_PER_FORK} × base from each of the other {PAYERS} players, "
                 "partner included")
    if all_six:
        steps.append("all six jokers played as two separate forks: the other fork earns "
                     f"{HAPPY_MONEY_PER_FORK} × base from each too, "
                     f"{2 * HAPPY_MONEY_PER_FORK} × base in all (sanchazi.md §7)")
    forfeited = fork_forfeited(ends_deal, goes_out, reading)
    if forfeited:
        forks -= 1
        steps.append(f"{fork} earns nothing: {forfeited}")
    per_payer = forks * HAPPY_MONEY_PER_FORK * base
    steps.append(f"each of the other {PAYERS} players pays {per_payer} "
                 f"({count_of(forks, 'fork')} × {HAPPY_MONEY_PER_FORK} × base "
                 f"{base}); the player collects {per_payer * PAYERS}")
    reason = steps[-1] if forks else steps[-2]
    return HappyMoney(per_payer, PAYERS, reason, tuple(steps))
