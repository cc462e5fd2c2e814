"""Random MCR hands in play (13 or 14 tiles, 0-4 melds): for the shanten cross-check against the
reference calculator (PyMahjongGB) in the tests and in benchmarks/mcr_shanten.py, and for the
trainer's shanten and discard questions (``paiju mcr quiz``).

Uniform draws from the wall are mostly far from ready, so a share of the hands is built near a
form instead: a complete hand with a few tiles swapped, or tiles drawn from the pools of seven
pairs, thirteen orphans and the knitted forms.  Each hand is also written in paiju's notation,
so that a mismatch can be pasted into ``paiju mcr shanten``.
"""

from __future__ import annotations

import random

from paiju.engine.mcr.analysis import HandTiles
from paiju.engine.mahjong.hand import Meld
from paiju.engine.mahjong.shapes import KNITTED_STRAIGHTS, ORPHANS, SetKind
from paiju.engine.mahjong.tiles import COPIES, EAST, KINDS, WHITE

__all__ = ["HONORS", "POOLS", "Wall", "random_hand"]

HONORS = list(range(EAST, WHITE + 1))
POOLS = {
    "any": list(range(KINDS)),
    "one suit": list(range(9)),
    "one suit and honours": list(range(9, 18)) + HONORS,
    "two suits": list(range(18)),
    "orphans": list(ORPHANS),
    "orphans and simples": list(ORPHANS) + [4, 13, 22],
}


class Wall:
    """Tiles still available, four copies of each kind."""

    def __init__(self) -> None:
        self.left = [COPIES] * KINDS

    def take(self, tiles: list[int]) -> bool:
        if any(self.left[t] < tiles.count(t) for t in set(tiles)):
            return False
        for t in tiles:
            self.left[t] -= 1
        return True

    def draw(self, rng: random.Random, pool: list[int]) -> int:
        choices = [t for t in pool if self.left[t]] or [t for t in range(KINDS) if self.left[t]]
        tile = rng.choice(choices)
        self.left[tile] -= 1
        return tile


def _random_set(rng: random.Random, pool: list[int]) -> tuple[SetKind, int]:
    tile = rng.choice(pool)
    if tile < EAST and tile % 9 <= 6 and rng.random() < 0.5:
        return SetKind.CHOW, tile
    return (SetKind.KONG if rng.random() < 0.15 else SetKind.PUNG), tile


def _set_tiles(kind: SetKind, tile: int) -> list[int]:
    if kind is SetKind.CHOW:
        return [tile, tile + 1, tile + 2]
    return [tile] * (4 if kind is SetKind.KONG else 3)


def _melds(rng: random.Random, wall: Wall, pool: list[int], count: int) -> list[Meld]:
    melds: list[Meld] = []
    while len(melds) < count:
        kind, tile = _random_set(rng, pool)
        if wall.take(_set_tiles(kind, tile)):
            concealed = kind is SetKind.KONG and rng.random() < 0.5
            melds.append(Meld(kind, tile, concealed, None if concealed else 1))
    return melds


def _near_complete(rng: random.Random, wall: Wall, pool: list[int], size: int) -> list[int]:
    """Standing tiles of a complete shape (sets and a pair, ``size`` rounded up), a few
    swapped for random ones, trimmed to ``size``."""
    tiles: list[int] = []
    while len(tiles) < size - 2:
        kind, tile = _random_set(rng, pool)
        if kind is SetKind.KONG:
            kind = SetKind.PUNG
        if wall.take(_set_tiles(kind, tile)):
            tiles += _set_tiles(kind, tile)
    while True:
        pair = rng.choice(pool)
        if wall.take([pair, pair]):
            break
    tiles += [pair, pair]
    rng.shuffle(tiles)
    while len(tiles) > size:
        wall.left[tiles.pop()] += 1
    for _ in range(rng.randint(0, 3)):
        index = rng.randrange(len(tiles))
        wall.left[tiles[index]] += 1
        tiles[index] = wall.draw(rng, pool)
    return tiles


def _patterned(rng: random.Random, wall: Wall, size: int) -> list[int]:
    """Tiles drawn mostly from one pattern's tiles: pairs, orphans, or knitted and honours."""
    kind = rng.choice(["pairs", "orphans", "knitted"])
    if kind == "pairs":
        kinds = rng.sample(range(KINDS), 8)
        pool = [t for t in kinds for _ in range(2)]
    elif kind == "orphans":
        pool = list(ORPHANS) * 2
    else:
        pool = list(rng.choice(KNITTED_STRAIGHTS)) + HONORS
    tiles: list[int] = []
    while len(tiles) < size:
        tiles.append(wall.draw(rng, pool if rng.random() < 0.85 else list(range(KINDS))))
    return tiles


def random_hand(rng: random.Random, size: int) -> HandTiles:
    """A random hand of ``size`` tiles (13 or 14, melds counting three)."""
    wall = Wall()
    pool = POOLS[rng.choice(list(POOLS))]
    shape = rng.random()
    melds = _melds(rng, wall, pool, rng.choice([0, 0, 0, 1, 1, 2, 3, 4]) if shape < 0.7 else 0)
    standing = size - 3 * len(melds)
    if shape < 0.4:
        tiles = _near_complete(rng, wall, pool, standing)
    elif shape < 0.7:
        tiles = [wall.draw(rng, pool) for _ in range(standing)]
    else:
        tiles = _patterned(rng, wall, standing)
    return HandTiles.of(tuple(melds), tuple(tiles))


