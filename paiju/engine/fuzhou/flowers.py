"""The flower count (花数) of Fuzhou Mahjong (fuzhou-mahjong.md §1).

Every honour (东南西北中发白, four copies each) and the eight seasons and plants are flowers: 36
tiles, set aside when drawn and never held.  A player's flower count ``F``:

* +1 for each flower tile set aside;
* +1 for each exposed kong (明杠), +2 for each concealed kong (暗杠);
* +2 more for each complete flower set — four identical honours, the four seasons 春夏秋冬, the
  four plants 梅兰竹菊 — which "counts as a concealed kong of flowers" (花杠): four 东 = 6.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from paiju.engine.fuzhou.gold import MAX_SETS
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import (
    EAST,
    FIRST_FLOWER,
    LABELS,
    NAMES_ZH,
    WHITE,
    Tile,
)
from paiju.errors import IllegalHandError
from paiju.engine.words import count_of

HONOUR_FLOWERS = tuple(range(EAST, WHITE + 1))
PLANTS = (Tile.PLUM, Tile.ORCHID, Tile.BAMBOO_FLOWER, Tile.CHRYSANTHEMUM)  # 梅兰竹菊
SEASONS = (Tile.SPRING, Tile.SUMMER, Tile.AUTUMN, Tile.WINTER)  # 春夏秋冬
FLOWER_TILES = frozenset((*HONOUR_FLOWERS, *PLANTS, *SEASONS))
HONOUR_COPIES = 4


def copies_of(flower: int) -> int:
    """How many copies of a flower tile the set holds: four of each honour, one of the rest."""
    return HONOUR_COPIES if flower < FIRST_FLOWER else 1


@dataclass(frozen=True)
class FlowerRule:
    """One way to earn flower points."""

    name: str
    name_zh: str
    points: int
    description: str


FLOWER_TILE = FlowerRule("flower tile", "花", 1, "each flower tile set aside")
EXPOSED_KONG = FlowerRule("exposed kong", "明杠", 1, "each exposed kong, including one added "
                          "to an exposed pung")
CONCEALED_KONG = FlowerRule("concealed kong", "暗杠", 2, "each concealed kong")
FLOWER_KONG = FlowerRule("complete flower set", "花杠", 2, "four identical honours, the four "
                         "seasons or the four plants: counted as a concealed kong of flowers, "
                         "on top of the tiles")
FLOWER_RULES = (FLOWER_TILE, EXPOSED_KONG, CONCEALED_KONG, FLOWER_KONG)
GOLD_FLOWER = FlowerRule("gold", "金", 1, "each gold in the winning hand, under the variant "
                         "golds-as-flowers=yes (not adopted by default)")
MAX_KONGS = MAX_SETS
"""A kong is one of the sets: a 17-tile hand holds at most five."""


@dataclass(frozen=True)
class FlowerSet:
    """A complete set of flowers (花杠)."""

    name: str
    tiles: tuple[int, ...]


FLOWER_SETS = (
    *(FlowerSet(f"four {NAMES_ZH[honour]}", (honour,) * HONOUR_COPIES)
      for honour in HONOUR_FLOWERS),
    FlowerSet("the four seasons 春夏秋冬", SEASONS),
    FlowerSet("the four plants 梅兰竹菊", PLANTS),
)
MAX_FLOWER_POINTS = len(HONOUR_FLOWERS) * HONOUR_COPIES + len(PLANTS) + len(SEASONS) \
    + FLOWER_KONG.points * len(FLOWER_SETS)
"""All 36 flowers with their nine complete sets: 36 + 18 = 54 (kongs not counted)."""
MAX_FLOWER_COUNT = MAX_FLOWER_POINTS + CONCEALED_KONG.points * MAX_KONGS
"""The largest flower count F a winner can have: 54 with five concealed kongs, 64."""


@dataclass(frozen=True)
class FlowerItem:
    """One line of the count: the rule, what it applied to, the points."""

    rule: FlowerRule
    what: str
    points: int


@dataclass(frozen=True)
class FlowerCount:
    """A flower count with its breakdown.  ``tiles`` are the flowers set aside (empty when
    only their points were given, as ``given``)."""

    items: tuple[FlowerItem, ...]
    tiles: tuple[int, ...] = ()
    given: int | None = None

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)

    @property
    def complete_sets(self) -> tuple[FlowerItem, ...]:
        return tuple(item for item in self.items if item.rule is FLOWER_KONG)


def flower_label(code: int) -> str:
    return f"{NAMES_ZH[code]} ({LABELS[code]})"


def count_flowers(tiles: Iterable[int] | None = (), exposed_kongs: Iterable[str] = (),
                  concealed_kongs: Iterable[str] = (), given: int | None = None) -> FlowerCount:
    """The flower count of a player: the flower ``tiles`` set aside (or, instead, their points
    ``given`` as a number) plus the kongs, each named as it should be shown (``[5555p1]``).
    More kongs than a hand has sets is an :class:`IllegalHandError`."""
    exposed_kongs, concealed_kongs = tuple(exposed_kongs), tuple(concealed_kongs)
    kongs = len(exposed_kongs) + len(concealed_kongs)
    if kongs > MAX_KONGS:
        raise IllegalHandError(f"{kongs} kongs: a kong is one of the sets, and a winning hand "
                               f"has at most {MAX_KONGS} (17 tiles: five sets and a pair)")
    tiles = tuple(sorted(tiles or ()))
    items: list[FlowerItem] = []
    if given is not None:
        items.append(FlowerItem(FLOWER_TILE, "given as a number", given))
    if tiles:
        items.append(FlowerItem(FLOWER_TILE, " ".join(NAMES_ZH[code] for code in tiles),
                                FLOWER_TILE.points * len(tiles)))
    for flower_set in FLOWER_SETS:
        if all(tiles.count(code) >= flower_set.tiles.count(code) for code in flower_set.tiles):
            items.append(FlowerItem(FLOWER_KONG, flower_set.name, FLOWER_KONG.points))
    items += [FlowerItem(EXPOSED_KONG, kong, EXPOSED_KONG.points) for kong in exposed_kongs]
    items += [FlowerItem(CONCEALED_KONG, kong, CONCEALED_KONG.points)
              for kong in concealed_kongs]
    return FlowerCount(tuple(items), tiles, given)


def with_golds(count: FlowerCount, golds: int) -> FlowerCount:
    """``count`` with the golds of the winning hand counted as flowers (golds-as-flowers)."""
    item = FlowerItem(GOLD_FLOWER, f"{count_of(golds, 'gold')} in the hand",
                      GOLD_FLOWER.points * golds)
    return FlowerCount(count.items + (item,), count.tiles, count.given)


def winner_flowers(hand: Hand, tiles: Iterable[int] | None = (),
                   given: int | None = None) -> FlowerCount:
    """The flower count of a winning hand: the flowers set aside (their ``tiles`` or the points
    ``given``) with the hand's kongs."""
    kongs = [meld for meld in hand.melds if meld.kind is SetKind.KONG]
    return count_flowers(tiles, [meld.notation() for meld in kongs if not meld.concealed],
                         [meld.notation() for meld in kongs if meld.concealed], given)
