"""Shanten (向听数): how many tiles standing tiles are from ready, form by form, the useful tiles
(有效牌, 进张) that bring them closer, and which discard of a full hand keeps it closest.

A hand's shanten is the number of tile exchanges it still needs to be ready: 0 is ready
(听牌), 1 one exchange from ready (一向听), …; a complete hand is -1.  Each form counts it the
way the ChineseOfficialMahjongHelper calculator does (``shanten.cpp``, bound in Python by
PyMahjongGB), so that paiju and the reference agree on every hand:

* **regular** (基本和型, four sets and a pair): over every reading of the tiles into sets, partial
  sets (two alike, two in a row, two with a gap) and one pair,
  ``8 − 2·sets − partials − pair``, where sets and partials together count up to four and
  melds count as sets;
* **seven pairs** (七对): ``6 − pairs``, four alike counting as two pairs;
* **thirteen orphans** (十三幺): ``13 − distinct terminals and honours − 1 if one is paired``;
* **honours and knitted** (全不靠): ``13 − distinct tiles of one knitted straight and honours``;
* **knitted straight** (组合龙 with a set and a pair): the straight's missing tiles plus the
  regular shanten of the other tiles, the straight counting as three sets.

Hands are the 34 counts of the standing tiles (:mod:`paiju.engine.mahjong.tiles`): ``3k + 1`` tiles
before a draw, ``3k + 2`` after one, and ``melds`` sets laid down.  A form a hand's melds rule
out gives None.  A useful tile is one whose draw lowers the shanten and that can still be
drawn: :func:`useful_tiles` finds the draws by shape, and :func:`analyse` leaves out a tile
whose four copies the hand already holds (standing or in its melds, as ``seen`` counts them),
as the reference calculator does.

The regular form is the hot loop: each suit and the honours are read on their own into a small
table (best value for each number of set-or-partial slots, with and without the pair),
memoised by the block's counts, and the four tables are combined by max-plus convolution.  A
draw or a discard changes one block, so the useful tiles of a hand re-read one block against
the other three combined once.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, NamedTuple, Sequence

from paiju.engine.mahjong.shapes import KNITTED_STRAIGHTS, ORPHANS, Form
from paiju.engine.mahjong.tiles import COPIES, EAST, HONORS, KINDS, WHITE


ALL_FORMS = tuple(Form)
HAND_SETS = 4  # a winning hand is four sets and a pair


# ---------------------------------------------------------------------------------------
# The regular form: block tables


class PartKind(enum.Enum):
    """What a group of tiles is in a reading of an unfinished hand."""

    PUNG = "pung"  # 刻子
    CHOW = "chow"  # 顺子
    PAIR = "pair"  # 雀头 (the one pair of the hand)
    TWO_ALIKE = "two alike"  # 刻子搭子, a second pair waiting for its third tile
    TWO_IN_A_ROW = "two in a row"  # 两面 / 边张搭子
    TWO_WITH_GAP = "two with a gap"  # 嵌张搭子
    KNITTED = "knitted"  # tiles of a knitted straight (组合龙)
    HONORS = "honours"  # single honours of 全不靠
    ORPHANS = "orphans"  # terminals and honours of 十三幺
    LOOSE = "loose"  # 孤张, tiles no counted group uses


class _Unit(NamedTuple):
    """One way to use the lowest tile of a block: the offsets it takes, what it is worth,
    the slots and pairs it uses; ``needs`` (offset, copies) and ``moves`` (table entry, entry
    of the rest of the block it extends) are derived once for the hot loop."""

    kind: PartKind
    offsets: tuple[int, ...]
    value: int
    slots: int
    pair: int
    needs: tuple[tuple[int, int], ...]
    moves: tuple[tuple[int, int], ...]


SLOTS = HAND_SETS + 1  # 0..4 sets-or-partials


def _unit(kind: PartKind, offsets: tuple[int, ...], value: int, slots: int, pair: int) -> _Unit:
    needs = tuple((offset, offsets.count(offset)) for offset in sorted(set(offsets)))
    moves = tuple((p * SLOTS + s, (p - pair) * SLOTS + s - slots)
                  for p in range(pair, 2) for s in range(slots, SLOTS))
    return _Unit(kind, offsets, value, slots, pair, needs, moves)


_UNITS = (
    _unit(PartKind.PUNG, (0, 0, 0), 2, 1, 0),
    _unit(PartKind.CHOW, (0, 1, 2), 2, 1, 0),
    _unit(PartKind.PAIR, (0, 0), 1, 0, 1),
    _unit(PartKind.TWO_ALIKE, (0, 0), 1, 1, 0),
    _unit(PartKind.TWO_IN_A_ROW, (0, 1), 1, 1, 0),
    _unit(PartKind.TWO_WITH_GAP, (0, 2), 1, 1, 0),
)
_NO_RUNS = tuple(unit for unit in _UNITS if set(unit.offsets) == {0})

NO_READING = -99  # no reading: the pair row of a block without a pair
Table = tuple[int, ...]
"""``table[pair * SLOTS + slots]``: the best ``2·sets + partials + pair`` of a block's
readings with ``pair`` pairs (0 or 1) and at most ``slots`` sets and partials."""
_EMPTY: Table = (0,) * SLOTS + (NO_READING,) * SLOTS

_BLOCKS = ((0, 9, True), (9, 9, True), (18, 9, True), (EAST, WHITE - EAST + 1, False))
"""The three suits, then the honours (no runs): start, size, whether chows exist."""


def _fits(block: tuple[int, ...], first: int, unit: _Unit) -> bool:
    return first + unit.offsets[-1] < len(block) and \
        all(block[first + offset] >= n for offset, n in unit.needs)


def _without(block: tuple[int, ...], first: int, offsets: Iterable[int]) -> list[int]:
    rest = list(block)
    for offset in offsets:
        rest[first + offset] -= 1
    return rest


def _key(block: list[int], runs: bool) -> tuple[int, ...]:
    """What a block's table depends on: in a suit the stretch from its lowest to its highest
    tile present; for the honours, which never connect, their sorted counts."""
    if not runs:
        return tuple(sorted(n for n in block if n))
    low, high = 0, len(block)
    while low < high and not block[low]:
        low += 1
    while high > low and not block[high - 1]:
        high -= 1
    return tuple(block[low:high])


def block_table(block: Sequence[int], runs: bool) -> Table:
    """The :data:`Table` of one suit's (or the honours') counts."""
    return _table(_key(list(block), runs), runs)


@lru_cache(maxsize=None)
def _table(block: tuple[int, ...], runs: bool) -> Table:
    """A block in :func:`_key` form: its first tile is either loose or opens one unit; the
    rest of the block is read the same way."""
    if not block:
        return _EMPTY
    best = list(_table(_key(_without(block, 0, (0,)), runs), runs))  # the first tile loose
    for unit in _UNITS if runs else _NO_RUNS:
        if _fits(block, 0, unit):
            rest = _table(_key(_without(block, 0, unit.offsets), runs), runs)
            for entry, before in unit.moves:
                value = rest[before] + unit.value
                if value > best[entry]:
                    best[entry] = value
    return tuple(best)


def forget_tables() -> None:
    """Empty the memoised block tables (a benchmark's cold start)."""
    _table.cache_clear()


def _combine(a: Table, b: Table) -> Table:
    """The table of two blocks read together (max-plus convolution; one pair at most)."""
    out = [NO_READING] * (2 * SLOTS)
    for slots in range(SLOTS):
        out[slots] = max(a[i] + b[slots - i] for i in range(slots + 1))
        out[SLOTS + slots] = max(max(a[SLOTS + i] + b[slots - i], a[i] + b[SLOTS + slots - i])
                                 for i in range(slots + 1))
    return tuple(out)


def _best(a: Table, b: Table, slots: int) -> int:
    """The best value of two tables read together with ``slots`` slots."""
    return max(max(a[i] + b[slots - i], a[SLOTS + i] + b[slots - i],
                   a[i] + b[SLOTS + slots - i]) for i in range(slots + 1))


def _tables(counts: Sequence[int]) -> list[Table]:
    return [block_table(tuple(counts[start:start + size]), runs)
            for start, size, runs in _BLOCKS]


def _regular_value(tables: list[Table], melds: int) -> int:
    return _best(_combine(_combine(tables[0], tables[1]), tables[2]), tables[3],
                 HAND_SETS - melds)


def _shanten_of(value: int, melds: int) -> int:
    return 2 * (HAND_SETS - melds) - value


def regular_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten of four sets and a pair, ``melds`` of the sets laid down."""
    return _shanten_of(_regular_value(_tables(counts), melds), melds)


def _others(tables: list[Table]) -> list[Table]:
    """For each block, the other three blocks' tables combined."""
    t0, t1, t2, t3 = tables
    t23, t01 = _combine(t2, t3), _combine(t0, t1)
    return [_combine(t1, t23), _combine(t0, t23), _combine(t01, t3), _combine(t01, t2)]


def _near(block: Sequence[int], runs: bool) -> list[int]:
    """Ranks whose draw can change a block's reading: the present ones and, in a suit, their
    neighbours up to two away (a tile with nothing near stays loose)."""
    present = [rank for rank, n in enumerate(block) if n]
    if not runs:
        return present
    return sorted({rank for p in present
                   for rank in range(max(0, p - 2), min(len(block), p + 3))})


def regular_useful(counts: Sequence[int], melds: int = 0) -> frozenset[int]:
    """The tiles whose draw lowers the regular shanten."""
    tables = _tables(counts)
    others = _others(tables)
    slots = HAND_SETS - melds
    now = _best(tables[0], others[0], slots)
    useful = []
    for (start, size, runs), rest in zip(_BLOCKS, others):
        block = list(counts[start:start + size])
        for rank in _near(block, runs):
            block[rank] += 1
            if _best(block_table(tuple(block), runs), rest, slots) > now:
                useful.append(start + rank)
            block[rank] -= 1
    return frozenset(useful)


# ---------------------------------------------------------------------------------------
# The other forms


def seven_pairs_shanten(counts: Sequence[int], melds: int = 0) -> int:
    return 6 - sum(n // 2 for n in counts)


def seven_pairs_useful(counts: Sequence[int], melds: int = 0) -> frozenset[int]:
    return frozenset(tile for tile, n in enumerate(counts) if n % 2)


def thirteen_orphans_shanten(counts: Sequence[int], melds: int = 0) -> int:
    kinds = sum(1 for tile in ORPHANS if counts[tile])
    paired = any(counts[tile] > 1 for tile in ORPHANS)
    return 13 - kinds - paired


def thirteen_orphans_useful(counts: Sequence[int], melds: int = 0) -> frozenset[int]:
    if any(counts[tile] > 1 for tile in ORPHANS):
        return frozenset(tile for tile in ORPHANS if not counts[tile])
    return frozenset(ORPHANS)


HONOR_TILES = tuple(sorted(HONORS))


def _knitted_counts(counts: Sequence[int]) -> list[int]:
    """For each knitted straight, its distinct tiles and the distinct honours present."""
    honors = sum(1 for tile in HONOR_TILES if counts[tile])
    return [honors + sum(1 for tile in straight if counts[tile])
            for straight in KNITTED_STRAIGHTS]


def honors_and_knitted_shanten(counts: Sequence[int], melds: int = 0) -> int:
    return 13 - max(_knitted_counts(counts))


def honors_and_knitted_useful(counts: Sequence[int], melds: int = 0) -> frozenset[int]:
    found = _knitted_counts(counts)
    return frozenset(tile for straight, n in zip(KNITTED_STRAIGHTS, found) if n == max(found)
                     for tile in straight + HONOR_TILES if not counts[tile])


class _Straight(NamedTuple):
    straight: tuple[int, ...]
    missing: tuple[int, ...]
    rest: list[int]  # the counts without one copy of each straight tile present
    shanten: int


def _straights(counts: Sequence[int], melds: int) -> list[_Straight]:
    found = []
    for straight in KNITTED_STRAIGHTS:
        rest = list(counts)
        missing = []
        for tile in straight:
            if rest[tile]:
                rest[tile] -= 1
            else:
                missing.append(tile)
        found.append(_Straight(straight, tuple(missing), rest,
                               len(missing) + regular_shanten(rest, melds + 3)))
    return found


def knitted_straight_shanten(counts: Sequence[int], melds: int = 0) -> int:
    return min(item.shanten for item in _straights(counts, melds))


def knitted_straight_useful(counts: Sequence[int], melds: int = 0) -> frozenset[int]:
    straights = _straights(counts, melds)
    best = min(item.shanten for item in straights)
    useful: set[int] = set()
    for item in straights:
        if item.shanten == best:
            useful.update(item.missing)
            useful.update(regular_useful(item.rest, melds + 3))
    return frozenset(useful)


_COUNTING: dict[Form, tuple[Callable[..., int], Callable[..., frozenset[int]]]] = {
    Form.REGULAR: (regular_shanten, regular_useful),
    Form.SEVEN_PAIRS: (seven_pairs_shanten, seven_pairs_useful),
    Form.THIRTEEN_ORPHANS: (thirteen_orphans_shanten, thirteen_orphans_useful),
    Form.HONORS_AND_KNITTED: (honors_and_knitted_shanten, honors_and_knitted_useful),
    Form.KNITTED_STRAIGHT: (knitted_straight_shanten, knitted_straight_useful),
}


def form_shanten(form: Form, counts: Sequence[int], melds: int = 0) -> int | None:
    """The shanten of ``form``; None when ``melds`` rule the form out."""
    if melds > form.max_melds:
        return None
    return _COUNTING[form][0](counts, melds)


def useful_tiles(form: Form, counts: Sequence[int], melds: int = 0) -> frozenset[int]:
    """The tiles whose draw lowers the shanten of ``form`` (``3k + 1`` standing tiles), by
    shape: a tile whose copies are all in sight is among them."""
    if melds > form.max_melds:
        return frozenset()
    return _COUNTING[form][1](counts, melds)


# ---------------------------------------------------------------------------------------
# A whole hand: every form, the useful tiles, the discards


@dataclass(frozen=True)
class Useful:
    """A useful tile and how many of its copies are out of sight (四 − those in hand and
    melds, at least one)."""

    tile: int
    unseen: int


@dataclass(frozen=True)
class Discard:
    """Discarding ``tile`` from a ``3k + 2`` hand: the shanten left, the forms that reach it,
    and the tiles that would then lower it."""

    tile: int
    shanten: int
    forms: tuple[Form, ...]
    useful: tuple[Useful, ...]

    @property
    def unseen_total(self) -> int:
        return sum(item.unseen for item in self.useful)


@dataclass(frozen=True)
class Analysis:
    """Shanten of each form (None where ruled out) and the overall minimum; for ``3k + 1``
    tiles the useful tiles, for ``3k + 2`` tiles every discard, best first."""

    shanten: dict[Form, int | None]
    overall: int
    useful: tuple[Useful, ...] | None
    discards: tuple[Discard, ...] | None

    @property
    def best_forms(self) -> tuple[Form, ...]:
        return tuple(form for form, value in self.shanten.items() if value == self.overall)

    @property
    def unseen_total(self) -> int | None:
        return None if self.useful is None else sum(item.unseen for item in self.useful)

    @property
    def best_discards(self) -> tuple[Discard, ...]:
        """The discards that leave the lowest shanten (none for a ``3k + 1`` hand)."""
        if not self.discards:
            return ()
        return tuple(option for option in self.discards
                     if option.shanten == self.discards[0].shanten)


def _each_form(counts: Sequence[int], melds: int, forms: Sequence[Form]) \
        -> dict[Form, int | None]:
    return {form: form_shanten(form, counts, melds) for form in forms}


def _useful(counts: Sequence[int], melds: int, forms: Iterable[Form],
            seen: Sequence[int]) -> tuple[Useful, ...]:
    """The draws that lower the shanten of one of ``forms``, without the tiles no copy of
    which is left to draw."""
    tiles: set[int] = set()
    for form in forms:
        tiles |= useful_tiles(form, counts, melds)
    return tuple(Useful(tile, COPIES - seen[tile]) for tile in sorted(tiles)
                 if seen[tile] < COPIES)


def analyse(counts: Sequence[int], melds: int = 0, forms: Sequence[Form] = ALL_FORMS,
            seen: Sequence[int] | None = None) -> Analysis:
    """Everything about standing tiles ``counts`` with ``melds`` sets laid down, for the
    forms a game allows.  ``seen`` counts the copies in sight (default: the standing tiles)
    for the unseen numbers."""
    seen = counts if seen is None else seen
    shanten = _each_form(counts, melds, forms)
    overall = min(value for value in shanten.values() if value is not None)
    if (sum(counts) + 3 * melds) % 3 == 1:
        best = [form for form, value in shanten.items() if value == overall]
        return Analysis(shanten, overall, _useful(counts, melds, best, seen), None)
    return Analysis(shanten, overall, None, discards(counts, melds, forms, seen))


def discards(counts: Sequence[int], melds: int = 0, forms: Sequence[Form] = ALL_FORMS,
             seen: Sequence[int] | None = None) -> tuple[Discard, ...]:
    """Every distinct discard of ``3k + 2`` standing tiles, best first: lowest shanten left,
    then most unseen useful tiles, then tile order.  The discarded tile stays counted as
    seen."""
    seen = counts if seen is None else seen
    work = list(counts)
    found = []
    for tile in range(KINDS):
        if not work[tile]:
            continue
        work[tile] -= 1
        shanten = _each_form(work, melds, forms)
        best = min(value for value in shanten.values() if value is not None)
        reaching = tuple(form for form, value in shanten.items() if value == best)
        found.append(Discard(tile, best, reaching, _useful(work, melds, reaching, seen)))
        work[tile] += 1
    found.sort(key=lambda option: (option.shanten, -option.unseen_total, option.tile))
    return tuple(found)


# ---------------------------------------------------------------------------------------
# Readings: which groups make a form's shanten (for explanations)


@dataclass(frozen=True)
class Part:
    """A group of standing tiles in a reading."""

    kind: PartKind
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class Reading:
    """One best reading of the standing tiles in ``form``: its groups (loose tiles last) and,
    for the patterned forms, the pattern's tiles that are absent."""

    form: Form
    shanten: int
    parts: tuple[Part, ...]
    missing: tuple[int, ...] = ()


def reading(form: Form, counts: Sequence[int], melds: int = 0) -> Reading | None:
    """A reading that gives ``form`` its shanten; None when ``melds`` rule the form out."""
    value = form_shanten(form, counts, melds)
    if value is None:
        return None
    parts, missing = _READERS[form](counts, melds)
    groups = [part for part in parts if part.kind is not PartKind.LOOSE]
    loose = tuple(sorted(tile for part in parts if part.kind is PartKind.LOOSE
                         for tile in part.tiles))
    return Reading(form, value, tuple(groups) + ((Part(PartKind.LOOSE, loose),) if loose else ()),
                   tuple(missing))


def _block_parts(block: tuple[int, ...], start: int, runs: bool, pair: int,
                 slots: int) -> list[Part]:
    """Groups of one block reaching its table's value for ``pair`` and ``slots``."""
    first = next((i for i, n in enumerate(block) if n), None)
    if first is None:
        return []
    target = block_table(block, runs)[pair * SLOTS + slots]
    for unit in _UNITS if runs else _NO_RUNS:
        if unit.pair > pair or unit.slots > slots or not _fits(block, first, unit):
            continue
        rest = tuple(_without(block, first, unit.offsets))
        pair_left, slots_left = pair - unit.pair, slots - unit.slots
        if block_table(rest, runs)[pair_left * SLOTS + slots_left] + unit.value == target:
            tiles = tuple(start + first + offset for offset in unit.offsets)
            return [Part(unit.kind, tiles), *_block_parts(rest, start, runs, pair_left,
                                                          slots_left)]
    rest = tuple(_without(block, first, (0,)))
    return [Part(PartKind.LOOSE, (start + first,)), *_block_parts(rest, start, runs, pair,
                                                                  slots)]


def _regular_parts(counts: Sequence[int], melds: int) -> tuple[list[Part], tuple[int, ...]]:
    tables = _tables(counts)
    target = _regular_value(tables, melds)
    cap = HAND_SETS - melds
    # a reading with the pair reads best to a player, so those are tried first
    for pairs in ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1), (0, 0, 0, 0)):
        for slots in _compositions(cap, len(tables)):
            if sum(table[p * SLOTS + s] for table, p, s in zip(tables, pairs, slots)) \
                    == target:
                return [part for (start, size, runs), p, s in zip(_BLOCKS, pairs, slots)
                        for part in _block_parts(tuple(counts[start:start + size]), start,
                                                 runs, p, s)], ()
    raise AssertionError("no reading reaches the best value")  # the tables say one does


def _compositions(total: int, parts: int) -> Iterable[tuple[int, ...]]:
    """Every way to share ``total`` slots among ``parts`` blocks (all slots used: tables
    count 'at most so many', so using them all loses nothing)."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def _seven_pairs_parts(counts: Sequence[int], melds: int) -> tuple[list[Part], tuple[int, ...]]:
    parts = [Part(PartKind.PAIR, (tile, tile)) for tile, n in enumerate(counts)
             for _ in range(n // 2)]
    loose = [Part(PartKind.LOOSE, (tile,)) for tile, n in enumerate(counts) if n % 2]
    return parts + loose, ()


def _orphans_parts(counts: Sequence[int], melds: int) -> tuple[list[Part], tuple[int, ...]]:
    present = tuple(tile for tile in ORPHANS if counts[tile])
    paired = next((tile for tile in ORPHANS if counts[tile] > 1), None)
    used = list(present) + ([paired] if paired is not None else [])
    parts = [Part(PartKind.ORPHANS, present)] if present else []
    if paired is not None:
        parts.append(Part(PartKind.PAIR, (paired, paired)))
    return parts + _loose_beyond(counts, used), \
        tuple(tile for tile in ORPHANS if not counts[tile])


def _loose_beyond(counts: Sequence[int], used: Iterable[int]) -> list[Part]:
    """The tiles of ``counts`` not in ``used``, as loose parts."""
    left = list(counts)
    for tile in used:
        left[tile] -= 1
    return [Part(PartKind.LOOSE, (tile,) * n) for tile, n in enumerate(left) if n]


def _knitted_parts(straight: tuple[int, ...], counts: Sequence[int]) -> list[Part]:
    present = tuple(tile for tile in straight if counts[tile])
    return [Part(PartKind.KNITTED, present)] if present else []


def _honors_and_knitted_parts(counts: Sequence[int], melds: int) \
        -> tuple[list[Part], tuple[int, ...]]:
    found = _knitted_counts(counts)
    straight = KNITTED_STRAIGHTS[found.index(max(found))]
    honors = tuple(tile for tile in HONOR_TILES if counts[tile])
    parts = _knitted_parts(straight, counts) + ([Part(PartKind.HONORS, honors)] if honors else [])
    used = [tile for part in parts for tile in part.tiles]
    return parts + _loose_beyond(counts, used), \
        tuple(tile for tile in straight + HONOR_TILES if not counts[tile])


def _knitted_straight_parts(counts: Sequence[int], melds: int) \
        -> tuple[list[Part], tuple[int, ...]]:
    best = min(_straights(counts, melds), key=lambda item: item.shanten)
    rest, _ = _regular_parts(best.rest, melds + 3)
    return _knitted_parts(best.straight, counts) + rest, best.missing


_READERS: dict[Form, Callable[[Sequence[int], int], tuple[list[Part], tuple[int, ...]]]] = {
    Form.REGULAR: _regular_parts,
    Form.SEVEN_PAIRS: _seven_pairs_parts,
    Form.THIRTEEN_ORPHANS: _orphans_parts,
    Form.HONORS_AND_KNITTED: _honors_and_knitted_parts,
    Form.KNITTED_STRAIGHT: _knitted_straight_parts,
}
