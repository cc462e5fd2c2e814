"""The wild-tile search (paiju.engine.mahjong.wild) against brute force: substitute every combination
of tiles for the wilds and divide the result with the plain shape code."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement, product

import pytest

from paiju.engine.mahjong import wild
from paiju.engine.mahjong.shapes import Group, SetKind, divisions, set_kind_of
from paiju.engine.mahjong.tiles import KINDS, WHITE, counts_of

CHOW_STARTS = [tile for tile in range(27) if tile % 9 <= 6]


def completions(reading: wild.Reading):
    """Every (division, substitution) a reading stands for: a free pair is any pair, a free
    set any pung or chow."""
    options = []
    for group in reading.groups:
        if not group.free:
            options.append([((group.kind, group.tile), group.wilds)])
        elif group.kind is SetKind.PAIR:
            options.append([((SetKind.PAIR, tile), (tile, tile)) for tile in range(KINDS)])
        else:
            options.append([((SetKind.PUNG, tile), (tile,) * 3) for tile in range(KINDS)]
                           + [((SetKind.CHOW, tile), (tile, tile + 1, tile + 2))
                              for tile in CHOW_STARTS])
    for choice in product(*options):
        sets = tuple(sorted((Group(kind, tile) for (kind, tile), _ in choice
                             if kind is not SetKind.PAIR), key=lambda g: (g.tile, g.kind)))
        pair = [tile for (kind, tile), _ in choice if kind is SetKind.PAIR]
        yield (sets, pair[0] if pair else None), tuple(sorted(t for _, ws in choice for t in ws))


def brute_force(counts, wilds, pair=True):
    """Every (division, substitution) found by trying each multiset of tiles for the wilds.
    Sets-only divisions are the divisions of the tiles plus two extra 白 whose pair is 白."""
    found = set()
    for substitution in combinations_with_replacement(range(KINDS), wilds):
        filled = list(counts)
        for tile in substitution:
            filled[tile] += 1
        if not pair:
            filled[WHITE] += 2
        for division in divisions(filled):
            if pair:
                found.add(((tuple(division.sets), division.pair), substitution))
            elif division.pair == WHITE:
                found.add(((tuple(division.sets), None), substitution))
    return found


def winning_tiles(sets: int, rng: random.Random) -> list[int]:
    tiles = []
    for _ in range(sets):
        if rng.random() < 0.5:
            start = rng.choice(CHOW_STARTS)
            tiles += [start, start + 1, start + 2]
        else:
            tiles += [rng.randrange(27 if rng.random() < 0.8 else KINDS)] * 3
    return tiles


def random_hands(seed: int, count: int, pair: bool):
    """Hands near a win (a winning hand minus the wilds, sometimes one tile changed) and
    plain random hands, honours included."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        wilds = rng.choice([0, 1, 1, 2, 2, 3])
        tiles = winning_tiles(rng.choice([0, 1, 2, 3, 4]), rng)
        if pair:
            tiles += [rng.randrange(KINDS)] * 2
        rng.shuffle(tiles)
        tiles = tiles[wilds:]
        if tiles and rng.random() < 0.4:
            tiles[0] = rng.randrange(KINDS)
        if rng.random() < 0.2:
            tiles = rng.sample([t for t in range(KINDS) for _ in range(4)], len(tiles))
        counts = counts_of(tiles)
        if max(counts, default=0) <= 4:
            made += 1
            yield counts, wilds


@pytest.mark.parametrize("pair", [True, False], ids=["sets-and-pair", "sets-only"])
def test_readings_are_exactly_the_brute_force_completions(pair):
    wins = 0
    for counts, wilds in random_hands(7 if pair else 11, 250, pair):
        expected = brute_force(counts, wilds, pair)
        found = wild.readings(counts, wilds, pair)
        assert wild.wins(counts, wilds, pair) == bool(expected), (counts, wilds)
        assert {item for reading in found for item in completions(reading)} == expected, \
            (counts, wilds)
        assert len(set(found)) == len(found)
        wins += bool(expected)
    assert wins > 50  # the sample is not all losers


def test_every_wild_of_a_reading_is_accounted_for():
    for counts, wilds in random_hands(3, 150, True):
        for reading in wild.readings(counts, wilds):
            assert sum(len(group.wilds) for group in reading.groups) == wilds
            naturals = [t for g in reading.groups if not g.free for t in g.tiles]
            for group in reading.groups:
                for tile in group.wilds:
                    if tile is not None:
                        naturals.remove(tile)
            assert counts_of(naturals) == list(counts)


def test_no_wilds_agrees_with_the_plain_divisions():
    counts = counts_of([0, 1, 2, 0, 1, 2, 0, 1, 2, 9, 9])
    assert len(wild.readings(counts, 0)) == len(divisions(counts)) == 2


def test_wilds_alone_are_free_groups():
    (reading,) = wild.readings([0] * KINDS, 2)
    assert reading.pair.free and reading.wild_pair and reading.sets == ()
    (reading,) = wild.readings([0] * KINDS, 3, pair=False)
    assert reading.sets[0].free and reading.sets[0].kind is None
    assert wild.readings([0] * KINDS, 1) == []


def test_a_wild_may_be_a_fifth_copy():
    # four 1m and a wild read only as pung + pair of 1m: the wild is a fifth 1m
    found = wild.readings(counts_of([0, 0, 0, 0]), 1)
    assert found and all(sum((g.wilds for g in r.groups), ()) == (0,) for r in found)


def test_set_kind_of_melds():
    assert set_kind_of([4, 4, 4]) is SetKind.PUNG
    assert set_kind_of([3, 5, 4]) is SetKind.CHOW
    assert set_kind_of([9, 9, 9, 9]) is SetKind.KONG
    assert set_kind_of([7, 8, 9]) is None  # 8m 9m 1p: not one suit
    assert set_kind_of([27, 28, 29]) is None  # winds do not run
    assert set_kind_of([1, 2]) is None and set_kind_of([1, 1, 1, 2]) is None
