"""Everything a hand faces before play, in the order of gouji.md §14: 买三 (§13.1), the
tribute (§10), the revolution (§11); plus its level plays (§5) and its 报户 answer (§13.2).
This is what ``paiju gouji hand`` reports; every answer after 买三 is judged on the hand that
plays (after buying and the tribute), the 报户 answer included."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import (
    CountReport,
    Hand,
    Mode,
    ThreeNeed,
    after_buying,
    count_report,
    may_revolt,
    three_need,
    tribute_cards,
)
from paiju.engine.gouji.respond import LevelPlay, LevelSummary, level_plays, summarise_levels
from paiju.errors import IllegalHandError


@dataclass(frozen=True)
class HandReport:
    """One hand before play.  ``playing`` is the hand after the 3 is bought (憋三 mode) and
    the tribute given: the hand that may declare a revolution, whose level plays count and
    whose count is reported (报户)."""

    hand: Hand
    mode: Mode
    three: ThreeNeed
    tribute: tuple[Rank, ...]
    playing: Hand
    may_revolt: bool
    revolt_reason: str
    level_plays: tuple[LevelPlay, ...]
    report: CountReport | None

    @property
    def levels(self) -> LevelSummary:
        return summarise_levels(self.level_plays)


def hand_report(hand: Hand, mode: Mode = Mode.NORMAL, tribute: int = 0) -> HandReport:
    """Phase order (§14): 买三 first, then the tribute, then the revolution on what is left."""
    if tribute < 0:
        raise IllegalHandError(f"a tribute of {tribute} cards: the count must be 0 or more")
    three = three_need(hand, mode)
    bought = after_buying(hand, three)
    given = tribute_cards(bought, tribute)
    playing = bought.without(Counter(given))
    if three.automatic_revolution:
        revolt, why = True, three.reason
    else:
        revolt, why = may_revolt(playing)
    return HandReport(hand, mode, three, given, playing, revolt, why,
                      tuple(level_plays(playing, mode)), count_report(playing, mode))
