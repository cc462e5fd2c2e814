"""Winning shapes with wild tiles, game-neutral: every way to read a hand in which some tiles
are wild — a tile that may stand for any tile, itself included (Fuzhou Mahjong's gold 金).

Hands are the 34 counts of the *natural* tiles (:mod:`paiju.engine.mahjong.tiles`) and a number of
wilds.  A :class:`Reading` splits naturals and wilds into sets (pungs, chows) and, unless
``pair=False``, exactly one pair; each group says which tiles its wilds stand for.  A group
made of wilds only is *free* (``tile`` None): it may be any pair, or any set.  A wild may stand
for a tile whose four copies are all among the naturals: the search looks at shapes, not at
the wall.

As in :mod:`paiju.engine.mahjong.shapes`, every block (a suit, the honours) is split on its own and the
splits are memoised by the block's counts and the wilds it may use.  Blocks are then combined by
(wilds used, holds the pair), so :func:`wins` decides a hand without listing its readings and
:func:`readings` takes time in proportion to the readings it finds.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING, Iterator, NamedTuple, Sequence

from paiju.engine.mahjong.shapes import _BLOCKS, SetKind, _block

SET_SIZE, PAIR_SIZE = 3, 2


class WildGroup(NamedTuple):
    """A set or the pair of a reading.

    ``kind`` is PUNG, CHOW or PAIR, or None for a free set (three wilds: any pung or chow);
    ``tile`` the lowest tile, None when the group is free; ``wilds`` the tiles its wilds stand
    for (None for each wild of a free group)."""

    kind: SetKind | None
    tile: int | None
    wilds: tuple[int | None, ...]

    @property
    def free(self) -> bool:
        return self.tile is None

    @property
    def tiles(self) -> tuple[int, ...]:
        """The tiles the group stands for (a free group: none in particular, so empty)."""
        if self.tile is None:
            return ()
        if self.kind is SetKind.CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (PAIR_SIZE if self.kind is SetKind.PAIR else SET_SIZE)


class Reading(NamedTuple):
    """Naturals and wilds read as sets and (unless read without one) a pair."""

    sets: tuple[WildGroup, ...]
    pair: WildGroup | None

    @property
    def groups(self) -> tuple[WildGroup, ...]:
        return self.sets + ((self.pair,) if self.pair is not None else ())

    @property
    def wild_pair(self) -> bool:
        """Is the pair made of two wilds (Fuzhou's 金雀)?"""
        return self.pair is not None and len(self.pair.wilds) == PAIR_SIZE


# ---------------------------------------------------------------------------------------
# One block

_Group = tuple[SetKind, int, tuple[int, ...]]  # kind, rank of the lowest tile, wild ranks
_Split = tuple[tuple[_Group, ...], int, bool]  # groups, wilds used, holds the pair


def _first_groups(counts: tuple[int, ...], budget: int, runs: bool) \
        -> Iterator[tuple[_Group, tuple[int, ...]]]:
    """The groups the lowest natural of a block may belong to, with the ranks of the naturals
    each takes: a pung or pair of it (wilds for the missing copies) or, with ``runs``, a chow
    in which it stands first, second or third (the ranks below it wilds, the ranks above it
    naturals or wilds); each uses at most ``budget`` wilds."""
    first = next(rank for rank, n in enumerate(counts) if n)
    for kind, size in ((SetKind.PUNG, SET_SIZE), (SetKind.PAIR, PAIR_SIZE)):
        for naturals in range(1, min(size, counts[first]) + 1):
            if size - naturals <= budget:
                yield (kind, first, (first,) * (size - naturals)), (first,) * naturals
    if not runs:
        return
    for start in range(max(0, first - 2), min(first, len(counts) - SET_SIZE) + 1):
        # each rank of the chow: (rank, is natural)
        options = [[(rank, False)] if rank < first else [(rank, True)] if rank == first
                   else [(rank, True), (rank, False)] if counts[rank] else [(rank, False)]
                   for rank in range(start, start + SET_SIZE)]
        for choice in product(*options):
            wild_ranks = tuple(rank for rank, natural in choice if not natural)
            if len(wild_ranks) <= budget:
                yield (SetKind.CHOW, start, wild_ranks), \
                    tuple(rank for rank, natural in choice if natural)


def _without(counts: tuple[int, ...], ranks: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(counts)
    for rank in ranks:
        rest[rank] -= 1
    return tuple(rest)


@lru_cache(maxsize=None)
def block_splits(counts: tuple[int, ...], budget: int, runs: bool) -> tuple[_Split, ...]:
    """Every split of one block's naturals into sets and at most one pair, each group holding
    at least one natural and the wilds it needs, using at most ``budget`` wilds.  The lowest
    natural must belong to some group (:func:`_first_groups`); the rest is split likewise."""
    if not any(counts):
        return (((), 0, False),)
    found: list[_Split] = []
    for group, naturals in _first_groups(counts, budget, runs):
        used, is_pair = len(group[2]), group[0] is SetKind.PAIR
        for groups, more, pair in block_splits(_without(counts, naturals), budget - used, runs):
            if not (is_pair and pair):
                found.append((tuple(sorted((group, *groups))), used + more, pair or is_pair))
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=None)
def _block_keys(counts: tuple[int, ...], budget: int, runs: bool) -> frozenset[tuple[int, bool]]:
    """The (wilds used, holds the pair) pairs a block's splits reach, found like
    :func:`block_splits` but without listing the splits."""
    if not any(counts):
        return frozenset({(0, False)})
    keys: set[tuple[int, bool]] = set()
    for group, naturals in _first_groups(counts, budget, runs):
        used, is_pair = len(group[2]), group[0] is SetKind.PAIR
        keys.update((used + more, pair or is_pair)
                    for more, pair in _block_keys(_without(counts, naturals), budget - used, runs)
                    if not (is_pair and pair))
    return frozenset(keys)


# ---------------------------------------------------------------------------------------
# The whole hand


def _blocks(counts: Sequence[int]) -> list[tuple[int, tuple[int, ...], bool]]:
    """The blocks that hold naturals: (first code, counts, runs allowed)."""
    return [(start, block, runs) for start, runs in _BLOCKS
            if any(block := _block(counts, start))]


def _free_groups(left: int, pair_needed: bool) -> tuple[int, bool] | None:
    """How ``left`` wilds form groups on their own: (free sets, free pair), or None."""
    if pair_needed:
        left -= PAIR_SIZE
    if left < 0 or left % SET_SIZE:
        return None
    return left // SET_SIZE, pair_needed


def _plans(counts: Sequence[int], wilds: int, pair: bool) \
        -> Iterator[tuple[list[tuple[int, bool]], tuple[int, bool]]]:
    """Every choice of (wilds used, holds the pair) per block that completes the hand, with
    the free groups the remaining wilds form."""
    blocks = _blocks(counts)
    keys = [sorted(_block_keys(block, wilds, runs)) for _, block, runs in blocks]

    def walk(index: int, used: int, pairs: int, chosen: list[tuple[int, bool]]) \
            -> Iterator[tuple[list[tuple[int, bool]], tuple[int, bool]]]:
        if index == len(blocks):
            free = _free_groups(wilds - used, pair and not pairs)
            if free is not None:
                yield list(chosen), free
            return
        for key in keys[index]:
            more, holds = key
            if used + more <= wilds and pairs + holds <= int(pair):
                chosen.append(key)
                yield from walk(index + 1, used + more, pairs + holds, chosen)
                chosen.pop()

    yield from walk(0, 0, 0, [])


def wins(counts: Sequence[int], wilds: int, pair: bool = True) -> bool:
    """Do the naturals and ``wilds`` wilds read as sets and one pair (sets only, with
    ``pair=False``)?"""
    return next(_plans(counts, wilds, pair), None) is not None


def readings(counts: Sequence[int], wilds: int, pair: bool = True) -> list[Reading]:
    """Every reading of the naturals and wilds as sets and one pair (sets only, with
    ``pair=False``), in a fixed order: groups with naturals first, by lowest tile."""
    blocks = _blocks(counts)
    found = []
    for plan, (free_sets, free_pair) in _plans(counts, wilds, pair):
        choices = [[split for split in block_splits(block, wilds, runs)
                    if split[1:] == key] for (_, block, runs), key in zip(blocks, plan)]
        for combination in product(*choices):
            groups = [WildGroup(kind, start + rank, tuple(start + wild for wild in wild_ranks))
                      for (start, _, _), (block_groups, _, _) in zip(blocks, combination)
                      for kind, rank, wild_ranks in block_groups]
            groups.sort(key=lambda group: (group.tile, group.kind, group.wilds))
            groups += [WildGroup(None, None, (None,) * SET_SIZE)] * free_sets
            if free_pair:
                groups.append(WildGroup(SetKind.PAIR, None, (None,) * PAIR_SIZE))
            pairs = [group for group in groups if group.kind is SetKind.PAIR]
            found.append(Reading(tuple(group for group in groups
                                       if group.kind is not SetKind.PAIR),
                                 pairs[0] if pairs else None))
    found.sort(key=_order)
    return found


if TYPE_CHECKING:
    # a free group sorts last (99) with no wilds (); only it has a tile of None, which the
    # type of the first element cannot say
    _GroupKey = tuple[int | None, int, tuple[int | None, ...]]


def _order(reading: Reading) -> list[_GroupKey]:
    def key(group: WildGroup) -> _GroupKey:
        free = group.tile is None
        return (99 if free else group.tile, 9 if group.kind is None else group.kind,
                () if free else group.wilds)

    return [key(group) for group in reading.groups]
