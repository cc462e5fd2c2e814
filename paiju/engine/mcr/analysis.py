"""Analysis of an MCR hand in play (issue 6): how far it is from ready in each of the five MCR
forms, which tiles help, which discard is best.

A hand in play is its melds (副露) and its standing tiles (立牌): 13 tiles before a draw and 14
after one, a kong counting as three, as the reference's ``hand_tiles_t`` holds them.  MCR
allows all five forms of :mod:`paiju.engine.mahjong.shanten`; melds rule out seven pairs, thirteen
orphans and honours-and-knitted, and more than one meld rules out the knitted straight.
Unseen copies are four minus those in the standing tiles and the melds (a kong holds four).
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.mahjong import shanten
from paiju.engine.mahjong.hand import Meld
from paiju.engine.mahjong.shanten import Analysis, Reading
from paiju.engine.mahjong.shapes import Form
from paiju.engine.mahjong.tiles import counts_of, write_tiles

MCR_FORMS = tuple(Form)
"""The winning forms of MCR, all five."""


@dataclass(frozen=True)
class HandTiles:
    """Melds and standing tiles (sorted) of a hand that need not be a win."""

    melds: tuple[Meld, ...]
    standing: tuple[int, ...]

    @classmethod
    def of(cls, melds: tuple[Meld, ...], standing: tuple[int, ...]) -> HandTiles:
        return cls(tuple(melds), tuple(sorted(standing)))

    @property
    def size(self) -> int:
        """Tiles counted as the rules count them: a meld (kong included) is three."""
        return 3 * len(self.melds) + len(self.standing)

    def counts(self) -> list[int]:
        """The 34 counts of the standing tiles."""
        return counts_of(self.standing)

    def seen(self) -> list[int]:
        """The 34 counts of every tile in the hand: standing and in the melds."""
        return counts_of([*self.standing, *(tile for meld in self.melds for tile in meld.tiles)])

    def notation(self) -> str:
        """Canonical notation: melds in order, then the standing tiles sorted."""
        return "".join(meld.notation() for meld in self.melds) + write_tiles(self.standing)


def analyse(hand: HandTiles) -> Analysis:
    """Shanten of each MCR form and the overall minimum; the useful tiles of a 13-tile hand,
    every discard of a 14-tile hand, best first."""
    return shanten.analyse(hand.counts(), len(hand.melds), MCR_FORMS, hand.seen())


def readings(hand: HandTiles) -> dict[Form, Reading | None]:
    """A best reading of the standing tiles in each form (None where the melds rule it out)."""
    counts = hand.counts()
    return {form: shanten.reading(form, counts, len(hand.melds)) for form in MCR_FORMS}
