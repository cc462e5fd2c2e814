"""The gold (金), Fuzhou Mahjong's wild tile (fuzhou-mahjong.md §2, §4–§6).

Once the flowers are replaced, the first tile at the end of the wall is turned up; its kind is
the gold.  The turned-up tile shows the gold, so three golds are in play.  A gold stands for any
tile a set or the pair needs, or for itself.  Golds are never melded: the melds of a hand are
sets already, and the standing tiles with the winning tile are read with their golds wild.

* A hand wins with ``k`` sets and one pair (§4): :func:`read_hand`.
* 三金倒 (three golds down): three golds win at once, whatever the other tiles (§4).
* 金雀 (golden sparrow): two golds are the pair, the rest forms the sets (§6).
* 游金 (swimming gold): the tiles before the winning tile are sets and one lone gold — the gold
  waits as half of the pair, so any tile completes the hand (§5; the rules file's [L]
  definition): :func:`swimming_gold`.
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.mahjong import wild
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS, counts_of
from paiju.engine.mahjong.wild import Reading
from paiju.errors import IllegalHandError

MAX_GOLDS = 3
"""Golds in play: the fourth copy is the turned-up tile that shows the gold."""
THREE_GOLDS = 3
WINNING_SIZES = (14, 17)
"""A winning hand has four sets and a pair (the seed's 14 tiles) or five sets and a pair
(the usual 17), a kong counting as one set of three (§4): no other size."""
MAX_SETS = (max(WINNING_SIZES) - 2) // 3
"""Five sets in the largest hand."""


@dataclass(frozen=True)
class GoldReading:
    """A hand read with its golds wild.

    ``golds`` are the wild golds among the standing tiles and the winning tile;
    ``held_golds`` those that count for 三金倒 (a grabbed turned-up tile does not);
    ``readings`` every reading of the standing tiles and winning tile as sets and a pair
    (:func:`paiju.engine.mahjong.wild.readings`), empty when the shape does not complete."""

    gold: int
    golds: int
    held_golds: int
    readings: tuple[Reading, ...]

    @property
    def shape(self) -> bool:
        """Do the tiles form sets and a pair, golds filling the gaps?"""
        return bool(self.readings)

    @property
    def three_golds(self) -> bool:
        """三金倒: three golds held."""
        return self.held_golds >= THREE_GOLDS

    @property
    def win(self) -> bool:
        return self.shape or self.three_golds

    @property
    def sparrows(self) -> tuple[Reading, ...]:
        """The readings whose pair is two golds (金雀)."""
        return tuple(reading for reading in self.readings if reading.wild_pair)


def _split(tiles: list[int], gold: int, natural: int = 0) -> tuple[list[int], int]:
    """Counts of the tiles that are not golds, and the number of golds; the first ``natural``
    copies of the gold kind count as plain tiles."""
    golds = tiles.count(gold) - natural
    counts = counts_of(tile for tile in tiles if tile != gold)
    counts[gold] += natural
    return counts, golds


def check_grab(hand: Hand, gold: int) -> None:
    """抢金 is won with the turned-up gold: it must be the winning tile."""
    if hand.winning_tile != gold:
        raise IllegalHandError(f"抢金 is won with the turned-up gold: the winning tile (the "
                               f"last written) must be {LABELS[gold]}, not "
                               f"{LABELS[hand.winning_tile]}")


def read_hand(hand: Hand, gold: int, *, grabbed: bool = False,
              claimed_gold: bool = False) -> GoldReading:
    """Read ``hand`` with its golds wild.  ``grabbed``: the winning tile is the turned-up tile
    taken by 抢金 — wild, but not one of the three golds of 三金倒; ``claimed_gold``: the
    winning tile is a discarded gold, which counts as the tile it shows."""
    tiles = [*hand.standing, hand.winning_tile]
    counts, golds = _split(tiles, gold, natural=int(claimed_gold))
    held = golds - int(grabbed)
    return GoldReading(gold, golds, held, tuple(wild.readings(counts, golds)))


def swimming_gold(hand: Hand, gold: int) -> Reading | None:
    """游金: how the tiles before the winning tile read as sets around one lone gold (the other
    golds wild), or None when they do not."""
    counts, golds = _split(list(hand.standing), gold)
    if not golds:
        return None
    found = wild.readings(counts, golds - 1, pair=False)
    return found[0] if found else None


def substitution(reading: Reading, gold: int) -> list[tuple[int, wild.WildGroup]]:
    """Each gold of a reading with the tile it stands for and its group; golds forming a group
    on their own (free) are shown as standing for themselves."""
    return [(gold if tile is None else tile, group)
            for group in reading.groups for tile in group.wilds]

