"""Random legal MCR winning hands of every form: for the cross-check against the reference
calculator (PyMahjongGB) in the tests and in benchmarks/mcr_crosscheck.py, and for the
trainer's questions (``paiju mcr quiz``).

Each hand is written in paiju's notation with a context suffix, so that a mismatch can be
pasted straight into ``paiju mcr score``.  Tile pools are biased now and then (one suit, one
suit with honours, terminals and honours, simples, green tiles, …) so that the rarer fans turn
up in a few thousand hands.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from paiju.engine.mahjong.hand import Hand
from paiju.engine.mcr.situation import Situation
from paiju.engine.mahjong.shapes import KNITTED_STRAIGHTS, ORPHANS
from paiju.engine.mahjong.tiles import EAST, KINDS, WHITE, write_tiles

__all__ = ["ALL", "Builder", "CHOW_PATTERNS", "FORMS", "POOLS", "SITUATION_FIELDS", "chows", "distinct_records", "honors_and_knitted", "knitted_straight", "legal_situation", "nine_gates", "random_context", "random_hand", "regular", "seven_pairs", "thirteen_orphans"]

ALL = list(range(KINDS))
POOLS: dict[str, list[int]] = {
    "any": ALL,
    "one suit": list(range(0, 9)),
    "one suit and honours": list(range(9, 18)) + list(range(EAST, WHITE + 1)),
    "two suits": list(range(0, 18)),
    "terminals and honours": [t for t in range(27) if t % 9 in (0, 8)] + list(range(27, 34)),
    "honours": list(range(EAST, WHITE + 1)),
    "simples": [t for t in range(27) if t % 9 not in (0, 8)],
    "green": [19, 20, 21, 23, 25, 32],
    "low": [t for t in range(27) if t % 9 < 4],
    "high": [t for t in range(27) if t % 9 > 4],
    "middle": [t for t in range(27) if 3 <= t % 9 <= 5],
    "reversible": [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 33],
}


class Builder:
    """Collects sets within the four copies of each tile."""

    def __init__(self) -> None:
        self.counts = [0] * KINDS

    def take(self, tiles: list[int]) -> bool:
        if any(self.counts[t] + tiles.count(t) > 4 for t in set(tiles)):
            return False
        for t in tiles:
            self.counts[t] += 1
        return True


def _random_set(rng: random.Random, pool: list[int], builder: Builder,
                kong_ok: bool) -> tuple[str, int] | None:
    for _ in range(50):
        tile = rng.choice(pool)
        kind = rng.random()
        if kind < 0.45 and tile < EAST and tile % 9 <= 6 and tile + 2 in pool:
            tiles = [tile, tile + 1, tile + 2]
            if builder.take(tiles):
                return "chow", tile
        elif kind < 0.85 or not kong_ok:
            if builder.take([tile] * 3):
                return "pung", tile
        elif builder.take([tile] * 4):
            return "kong", tile
    return None


def _meld_text(kind: str, tile: int, rng: random.Random) -> str:
    if kind == "chow":
        return f"[{write_tiles([tile, tile + 1, tile + 2])}]"
    if kind == "pung":
        return f"[{write_tiles([tile] * 3)}]"
    offer = rng.choice(["", "1", "2", "3", "5", "6", "7"])
    return f"[{write_tiles([tile] * 4)}{offer}]"


def _finish(melds: list[str], standing: list[int], rng: random.Random) -> str:
    win = rng.choice(standing)
    standing = sorted(standing)
    standing.remove(win)
    return "".join(melds) + write_tiles(standing) + write_tiles([win])


def regular(rng: random.Random) -> str | None:
    pool = POOLS[rng.choice(list(POOLS))]
    builder = Builder()
    pair = rng.choice(pool)
    if not builder.take([pair, pair]):
        return None
    packs = rng.choice([0, 0, 1, 1, 2, 3, 4])
    melds, standing = [], [pair, pair]
    for n in range(4):
        is_pack = n < packs
        found = _random_set(rng, pool, builder, kong_ok=is_pack)
        if found is None:
            return None
        kind, tile = found
        if is_pack:
            melds.append(_meld_text(kind, tile, rng))
        else:
            standing += [tile, tile + 1, tile + 2] if kind == "chow" else [tile] * 3
    return _finish(melds, standing, rng)


CHOW_PATTERNS: list[Callable[[random.Random], list[int]]] = [
    # the lowest tiles of three chows; a fourth set and the pair are added at random
    lambda rng: [rng.randrange(3) * 9 + rank for rank in (0, 3, 6)],  # pure straight
    lambda rng: [suit * 9 + rank for suit, rank in zip(rng.sample(range(3), 3), (0, 3, 6))],
    lambda rng: (lambda s, r, d: [s + r, s + r + d, s + r + 2 * d])(
        rng.randrange(3) * 9, rng.randrange(3), rng.choice([1, 2])),  # pure shifted
    lambda rng: [suit * 9 + rank for suit, rank in zip(rng.sample(range(3), 3),
                                                       (lambda r: (r, r + 1, r + 2))(
                                                           rng.randrange(5)))],
    lambda rng: (lambda r: [s * 9 + r for s in range(3)])(rng.randrange(7)),  # mixed triple
    lambda rng: (lambda t: [t, t, t])(rng.randrange(3) * 9 + rng.randrange(7)),
    lambda rng: (lambda a, b: [a, a + 6, b])(rng.randrange(3) * 9, rng.randrange(3) * 9),
    lambda rng: [rng.randrange(3) * 9 + rng.randrange(7) for _ in range(3)],
]


def chows(rng: random.Random) -> str | None:
    """Chow-heavy hands: straights, shifted and triple chows, terminal chows."""
    builder = Builder()
    lows = rng.choice(CHOW_PATTERNS)(rng)
    if rng.random() < 0.6:
        lows.append(rng.randrange(3) * 9 + rng.choice([0, 6, rng.randrange(7)]))
    sets = [("chow", low) for low in lows]
    if not all(builder.take([low, low + 1, low + 2]) for low in lows):
        return None
    while len(sets) < 4:
        found = _random_set(rng, ALL, builder, kong_ok=True)
        if found is None:
            return None
        sets.append(found)
    pair = rng.choice([rng.randrange(3) * 9 + 4, rng.choice(ALL)])
    if not builder.take([pair, pair]):
        return None
    rng.shuffle(sets)
    packs = rng.choice([0, 0, 1, 2, 3, 4])
    melds, standing = [], [pair, pair]
    for n, (kind, tile) in enumerate(sets):
        if n < packs or kind == "kong":
            melds.append(_meld_text(kind, tile, rng))
        else:
            standing += [tile, tile + 1, tile + 2] if kind == "chow" else [tile] * 3
    return _finish(melds, standing, rng)


def seven_pairs(rng: random.Random) -> str | None:
    pool = POOLS[rng.choice(list(POOLS))]
    if rng.random() < 0.15:  # seven shifted pairs
        start = rng.choice([0, 1, 2]) + 9 * rng.randrange(3)
        shifted = [t for t in range(start, start + 7) for _ in range(2)]
        return _finish([], shifted, rng)
    builder = Builder()
    tiles: list[int] = []
    while len(tiles) < 14:
        tile = rng.choice(pool)
        if builder.take([tile, tile]):
            tiles += [tile, tile]
    return _finish([], tiles, rng)


def thirteen_orphans(rng: random.Random) -> str:
    return _finish([], list(ORPHANS) + [rng.choice(ORPHANS)], rng)


def honors_and_knitted(rng: random.Random) -> str:
    straight = list(rng.choice(KNITTED_STRAIGHTS))
    honours = list(range(EAST, WHITE + 1))
    numbered = rng.choice([7, 8, 9, 9])
    tiles = rng.sample(straight, numbered) + rng.sample(honours, 14 - numbered)
    return _finish([], tiles, rng)


def knitted_straight(rng: random.Random) -> str | None:
    builder = Builder()
    straight = list(rng.choice(KNITTED_STRAIGHTS))
    builder.take(straight)
    pair = rng.choice(ALL)
    if not builder.take([pair, pair]):
        return None
    found = _random_set(rng, ALL, builder, kong_ok=True)
    if found is None:
        return None
    kind, tile = found
    standing = straight + [pair, pair]
    if kind == "kong" or rng.random() < 0.3:
        return _finish([_meld_text(kind, tile, rng)], standing, rng)
    standing += [tile, tile + 1, tile + 2] if kind == "chow" else [tile] * 3
    return _finish([], standing, rng)


def nine_gates(rng: random.Random) -> str:
    low = 9 * rng.randrange(3)
    tiles = [low] * 3 + list(range(low + 1, low + 8)) + [low + 8] * 3
    win = low + rng.randrange(9)
    return write_tiles(tiles) + write_tiles([win])


FORMS: list[tuple[Callable[[random.Random], str | None], float]] = [
    (regular, 0.52), (chows, 0.2), (seven_pairs, 0.08), (thirteen_orphans, 0.03),
    (honors_and_knitted, 0.05), (knitted_straight, 0.08), (nine_gates, 0.04),
]


def random_hand(rng: random.Random) -> str:
    """One random winning hand (tiles only, no context)."""
    forms = [form for form, _ in FORMS]
    weights = [weight for _, weight in FORMS]
    while True:
        hand = rng.choices(forms, weights)[0](rng)
        if hand is not None:
            return hand


def random_context(rng: random.Random) -> str:
    """A random GB-Mahjong context suffix: winds, the four flags, flowers."""
    winds = "".join(rng.choice("ESWN") for _ in range(2))
    flags = "".join("1" if rng.random() < p else "0" for p in (0.4, 0.15, 0.12, 0.12))
    flowers = rng.choice([0, 0, 0, 1, 2, 3, 5, 8])
    return f"|{winds}{flags}" + (f"|{flowers}" if flowers else "")


# ---------------------------------------------------------------------------------------
# Distinct legal hands, as batch records (benchmarks/mcr_score.py)

SITUATION_FIELDS = ("self_drawn", "fourth_tile", "kong", "last_tile", "seat_wind",
                    "round_wind", "flowers")


def legal_situation(rng: random.Random, hand: Hand) -> Situation:
    """A random situation the input checks accept for ``hand`` (plain when none is drawn)."""
    from paiju.engine.mcr.situation import check_situation
    from paiju.errors import IllegalHandError
    from paiju.grammar.mcr import parse_hand

    for _ in range(20):
        _, situation = parse_hand("1112345678999m1m" + random_context(rng))
        assert situation is not None  # a context suffix was given
        try:
            check_situation(hand, situation)
        except IllegalHandError:
            continue
        return situation
    return Situation()


def distinct_records(count: int, seed: int) -> list[dict[str, Any]]:
    """``count`` winning hands of every form, no two with the same tiles and melds, each with
    a legal situation: half written as a context suffix in ``hand``, half as the record's
    fields (winds as letters, some in Chinese)."""
    from paiju.engine.mahjong.tiles import LABELS, NAMES_ZH
    from paiju.grammar.mcr import parse_hand

    rng = random.Random(seed)
    seen: set[Hand] = set()
    records: list[dict[str, Any]] = []
    while len(records) < count:
        text = random_hand(rng)
        hand, _ = parse_hand(text)
        if hand in seen:
            continue
        seen.add(hand)
        situation = legal_situation(rng, hand)
        if rng.random() < 0.5:
            records.append({"hand": text + situation.notation()})
            continue
        record: dict[str, Any] = {"hand": text}
        for field in SITUATION_FIELDS:
            value = getattr(situation, field)
            if field.endswith("wind"):
                value = NAMES_ZH[value] if rng.random() < 0.2 else LABELS[value]
            if value or rng.random() < 0.3:  # defaults sometimes left out
                record[field] = value
        records.append(record)
    return records
