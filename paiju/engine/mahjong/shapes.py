"""Winning shapes of mahjong hands, game-neutral: sets + pair divisions, seven pairs, thirteen
orphans, the knitted forms, and the tiles a hand waits on.

Hands are the 34 counts of :mod:`paiju.engine.mahjong.tiles` (a list or tuple).  Every suit
is split on its own, and a suit as its runs of tiles (no set spans an empty rank) whose splits
are memoised by their counts (a pattern splits the same wherever it sits, and distinct hands
share their runs far more than their suits), so a division costs a few dictionary look-ups
once the common shapes have been seen; the waits of a suit are memoised the same way (a
pattern's waits are also its reverse's, mirrored).  The memos are bounded (least recently
used first out), so that a stream of millions of distinct hands keeps its memory flat.  Nothing
here knows a scoring rule; MCR scores the divisions, Fuzhou Mahjong will split its ``3k + 2``
tiles the same way.
"""

from __future__ import annotations

import enum
from functools import lru_cache, partial
from itertools import compress, permutations, product
from operator import mul
from typing import Collection, NamedTuple, Sequence

from paiju.engine.mahjong.tiles import EAST, KINDS, TERMINALS, WHITE


class Form(enum.Enum):
    """The winning forms of a mahjong hand; the value is the key JSON output uses."""

    REGULAR = "regular"
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    HONORS_AND_KNITTED = "honors_and_knitted"
    KNITTED_STRAIGHT = "knitted_straight"

    @property
    def name_zh(self) -> str:
        return FORM_RULES[self].name_zh

    @property
    def name_en(self) -> str:
        return FORM_RULES[self].name_en

    @property
    def short(self) -> str:
        """The name in a list of forms: 'seven pairs', 'honours and knitted'."""
        return FORM_RULES[self].short

    @property
    def reading_words(self) -> str:
        """How a reading of this form is introduced: 'four sets and a pair', …"""
        return FORM_RULES[self].reading_words

    @property
    def max_melds(self) -> int:
        """The most sets a hand may have laid down and still make this form."""
        return FORM_RULES[self].max_melds


class FormRule(NamedTuple):
    name_zh: str
    name_en: str
    reading_words: str
    max_melds: int
    short: str


FORM_RULES = {
    Form.REGULAR: FormRule("基本和型", "regular (four sets and a pair)", "four sets and a pair", 4,
                           "regular"),
    Form.SEVEN_PAIRS: FormRule("七对", "seven pairs", "seven pairs", 0, "seven pairs"),
    Form.THIRTEEN_ORPHANS: FormRule("十三幺", "thirteen orphans", "thirteen orphans", 0,
                                    "thirteen orphans"),
    Form.HONORS_AND_KNITTED: FormRule("全不靠", "honours and knitted tiles",
                                      "honours and knitted tiles", 0, "honours and knitted"),
    Form.KNITTED_STRAIGHT: FormRule("组合龙", "knitted straight (with a set and a pair)",
                                    "knitted straight, a set and a pair", 1, "knitted straight"),
}
"""Each form's names (Chinese, English, and short in a list of forms), how a reading of it
is introduced, and the melds it tolerates (a knitted straight leaves room for one).  The
forms' JSON identifiers (``honors_and_knitted``) are keys scripts read and stay as they
are; every word people read says honours."""


class SetKind(enum.IntEnum):
    """What a group of tiles in a division is; the order (pung before chow) is the order in
    which divisions starting on the same tile are listed."""

    PUNG = 0  # 刻子
    CHOW = 1  # 顺子
    KONG = 2  # 杠
    PAIR = 3  # 将 / 雀头


class Group(NamedTuple):
    """A set or the pair: its kind and its lowest tile."""

    kind: SetKind
    tile: int


class Division(NamedTuple):
    """Tiles split into sets and exactly one pair."""

    sets: tuple[Group, ...]
    pair: int


SuitSplit = tuple[tuple[tuple[int, int], ...], int]
"""One split of a suit: ((kind, rank index), …) and the pair's rank index or -1."""


@lru_cache(maxsize=1 << 15)
def suit_splits(counts: tuple[int, ...], runs: bool = True) -> tuple[SuitSplit, ...]:
    """Every way to split one suit's counts into sets and at most one pair.

    ``runs`` allows chows (numbered suits); honours are split with ``runs=False``.  The tile of
    lowest rank must open a pung, a chow or the pair, which keeps the search small."""
    first = next((i for i, n in enumerate(counts) if n), None)
    if first is None:
        return (((), -1),)
    found: list[SuitSplit] = []
    rest = list(counts)
    if counts[first] >= 3:
        rest[first] -= 3
        found += [(((SetKind.PUNG, first), *sets), pair)
                  for sets, pair in suit_splits(tuple(rest), runs)]
        rest[first] += 3
    if runs and first + 2 < len(counts) and counts[first + 1] and counts[first + 2]:
        for i in (first, first + 1, first + 2):
            rest[i] -= 1
        found += [(((SetKind.CHOW, first), *sets), pair)
                  for sets, pair in suit_splits(tuple(rest), runs)]
        for i in (first, first + 1, first + 2):
            rest[i] += 1
    if counts[first] >= 2:
        rest[first] -= 2
        found += [(sets, first) for sets, pair in suit_splits(tuple(rest), runs) if pair < 0]
    # the same sets taken in another order (a pung and a chow opening on one rank, the pair
    # first or after a chow on the same tile) are the same split: listed once, as first found
    return tuple({(tuple(sorted(sets, key=_by_rank)), pair): (sets, pair)
                  for sets, pair in found}.values())


def _by_rank(group: tuple[int, int]) -> tuple[int, int]:
    return group[1], group[0]


def _trimmed(block: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """A block without its empty ends, and where it starts: what its splits depend on (a
    split moves with its tiles), so that patterns seen anywhere in a suit share their work."""
    low, high = 0, len(block)
    while low < high and not block[low]:
        low += 1
    while high > low and not block[high - 1]:
        high -= 1
    return low, block[low:high]


@lru_cache(maxsize=1 << 15)
def _suit_completion(counts: tuple[int, ...], runs: bool) -> tuple[bool, bool]:
    """(splits into sets only, splits into sets + one pair) for one suit: what
    :func:`suit_splits` finds, decided without listing the splits."""
    # where the tiles sit does not matter, and for the honours not even their order
    return _completion(_trimmed(counts)[1] if runs else tuple(sorted(counts)), runs)


_NEITHER, _SETS, _WITH_PAIR = (False, False), (True, False), (False, True)
_NO_EXTENSIONS: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())


@lru_cache(maxsize=1 << 16)
def _completion(counts: tuple[int, ...], runs: bool) -> tuple[bool, bool]:
    tiles = sum(counts)
    if not runs:  # honours: pungs, and perhaps one pair
        rests = [n % 3 for n in counts]
        if 1 in rests or rests.count(2) > 1:
            return _NEITHER
        return _WITH_PAIR if 2 in rests else _SETS
    if tiles % 3 == 0:
        return _SETS if _into_sets(counts) else _NEITHER
    if tiles % 3 == 1:
        return _NEITHER
    # a pung (3r) and a chow (3r + 3) add up to 0 mod 3 over rank x count, so the pair's
    # rank p must make 2p the whole sum mod 3
    pair_class = 2 * sum(map(mul, range(len(counts)), counts)) % 3
    work = list(counts)
    for rank in range(pair_class, len(counts), 3):
        if counts[rank] >= 2:
            work[rank] -= 2
            done = _into_sets(work)
            work[rank] += 2
            if done:
                return _WITH_PAIR
    return _NEITHER


def _into_sets(counts: Sequence[int]) -> bool:
    """Do one numbered suit's counts split into chows and pungs only?

    Decided rank by rank, lowest first, without search: the tiles of the lowest rank that
    chows from lower ranks leave must open pungs or chows there, and as three identical
    chows hold the same tiles as three pungs, the chows opened there are that count mod 3."""
    one_back = two_back = 0  # chows opened one and two ranks below, still wanting tiles
    for count in counts:
        count -= one_back + two_back
        if count < 0:
            return False
        two_back, one_back = one_back, count % 3
    return not one_back and not two_back


_BLOCKS = ((0, True), (9, True), (18, True), (EAST, False))  # three suits, then the honours


def _block(counts: Sequence[int], start: int) -> tuple[int, ...]:
    return tuple(counts[start:start + 9] if start < EAST else counts[EAST:WHITE + 1])


Blocks = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""The counts of the three suits and of the honours, each a tuple: what the memoised work
on a hand is keyed by."""


def blocks_of(counts: Sequence[int]) -> Blocks:
    counts = tuple(counts)  # slices of a tuple are tuples: one copy, not two per block
    return counts[0:9], counts[9:18], counts[18:27], counts[EAST:WHITE + 1]


def divisions(counts: Sequence[int]) -> list[Division]:
    """Every division of the tiles into sets and exactly one pair, in the reference order:
    each division written as its sets sorted by lowest tile (a pung before a chow on the same
    tile), divisions in lexicographic order of that list.

    Blocks (suits, honours) follow each other in tile order and every split of a block has
    the same number of sets, so the product of the blocks' sorted splits comes out sorted."""
    return divisions_of(blocks_of(counts))


def divisions_of(blocks: Blocks) -> list[Division]:
    """:func:`divisions` of a hand given as its :data:`Blocks`."""
    characters, dots, bamboo, honours = blocks
    # a block that cannot split leaves no division: the others need not be asked
    if not ((first := _placed_splits(characters, 0, True))
            and (second := _placed_splits(dots, 9, True))
            and (third := _placed_splits(bamboo, 18, True))
            and (fourth := _placed_splits(honours, EAST, False))):
        return []
    choices = first, second, third, fourth
    if len(first) == len(second) == len(third) == len(fourth) == 1:  # most hands
        (m, pm), (p, pp), (s, ps), (h, ph) = first[0], second[0], third[0], fourth[0]
        if (pm >= 0) + (pp >= 0) + (ps >= 0) + (ph >= 0) != 1:  # one block has the pair
            return []
        return [_new_division((m + p + s + h, max(pm, pp, ps, ph)))]  # the others are -1
    found = []
    for (m, pm), (p, pp), (s, ps), (h, ph) in product(*choices):
        if (pm >= 0) + (pp >= 0) + (ps >= 0) + (ph >= 0) == 1:
            found.append(_new_division((m + p + s + h, max(pm, pp, ps, ph))))
    return found


@lru_cache(maxsize=1 << 14)
def _placed_splits(block: tuple[int, ...], start: int, runs: bool) \
        -> tuple[tuple[tuple[Group, ...], int], ...]:
    """A block's splits with tile codes, each split's sets sorted, the splits in order.

    No set spans an empty rank, so the block splits as its runs of tiles do, one after the
    other: their splits are looked up where they sit (runs are short, and shared by many
    blocks) and taken in every combination, which comes out in order — the splits of a run
    all have as many sets (its tiles are 3k, or 3k + 2 with the pair), so those of the first
    run decide first.  At most one run may hold the pair (``tests/test_shapes.py`` holds
    this to splitting the block whole)."""
    parts = []
    paired = 0
    for run in bytes(block).split(b"\0"):  # the runs, each after an empty rank
        if run:
            splits = _run_splits(tuple(run), start, runs)
            if not splits:
                return ()
            paired += splits[0][1] >= 0  # all or none of a run's splits hold the pair
            parts.append(splits)
        start += len(run) + 1
    if paired > 1:
        return ()
    if len(parts) == 1:
        return parts[0]
    if not parts:
        return _EMPTY_SPLITS
    return tuple([(sum([sets for sets, _ in chosen], ()), max([pair for _, pair in chosen]))
                  for chosen in product(*parts)])


_EMPTY_SPLITS = (((), -1),)


@lru_cache(maxsize=1 << 13)
def _run_splits(pattern: tuple[int, ...], start: int, runs: bool) \
        -> tuple[tuple[tuple[Group, ...], int], ...]:
    """The splits of a run of tiles (no empty rank) whose first tile is ``start``."""
    shift = start * _KINDS_PER_RANK  # a set's code moves with its tiles (see _ordered_splits)
    return tuple([(tuple([_GROUP_AT[shift + code] for code in sets]),
                   start + pair if pair >= 0 else -1)
                  for sets, pair in _ordered_splits(pattern, runs)])


_new_division = partial(tuple.__new__, Division)  # built in C: one per hand
_GROUP_OF = {kind: tuple(Group(kind, tile) for tile in range(KINDS)) for kind in SetKind}
"""Every group, by kind and lowest tile: one shared object each."""
_GROUP_AT = tuple(_GROUP_OF[kind][tile] for tile in range(KINDS) for kind in sorted(SetKind))
"""The same by code, tile x 4 + kind (the order of (tile, kind))."""


@lru_cache(maxsize=1 << 13)
def _ordered_splits(pattern: tuple[int, ...], runs: bool) \
        -> tuple[tuple[tuple[int, ...], int], ...]:
    """A pattern's splits as :func:`suit_splits` lists them, each set coded as rank x 4 +
    kind (numbers only: nothing for the garbage collector to follow in the memo), a split's
    sets sorted by (rank, kind), the splits in that order.

    Each split once, as :func:`suit_splits` lists them (``tests/test_shapes.py``)."""
    if _completion(pattern, runs) == _NEITHER:  # decided without listing: nothing to list
        return ()
    # sets add up to 0 mod 3 over rank x count (see _completion): 3k tiles hold no pair,
    # and in 3k + 2 the pair's rank p has 2p as the whole sum, mod 3
    pair_class = 2 * sum(map(mul, range(len(pattern)), pattern)) % 3 \
        if sum(pattern) % 3 == 2 else _NO_PAIR
    found: list[tuple[tuple[int, ...], int]] = []
    _splits_from(pattern, runs, pair_class, 0, 0, 0, -1, [], found)
    found.sort()
    return tuple(found)


_KINDS_PER_RANK = len(SetKind)
_NO_PAIR = 3  # the rank class of the pair of a pattern that holds none: no rank's
_PUNG_CODE, _CHOW_CODE = int(SetKind.PUNG), int(SetKind.CHOW)  # read as globals in the loop


def _splits_from(pattern: tuple[int, ...], runs: bool, pair_class: int, rank: int,
                 one_back: int, two_back: int, pair: int, sets: list[int],
                 found: list[tuple[tuple[int, ...], int]]) -> None:
    """Add to ``found`` every split of ``pattern`` from ``rank`` on, given the chows opened
    one and two ranks below (still wanting tiles here), the pair's rank so far (-1: none)
    and the sets so far (coded); the pair is tried only on ranks of ``pair_class`` mod 3
    (the others leave no split).

    Rank by rank rather than tile by tile: the tiles of a rank the open chows leave are the
    pair or not, then pungs and the chows opened here, as many chows as leave a multiple of
    three for the pungs — each split once, its sets in (rank, kind) order; a rank with one
    way to take its tiles is passed without branching.  ``sets`` is restored."""
    size = len(pattern)
    taken = len(sets)
    while rank < size:
        left = pattern[rank] - one_back - two_back
        if left < 0:
            break
        pair_here = pair < 0 and left >= 2 and rank % 3 == pair_class
        can_open = runs and rank + 2 < size
        pung = rank * _KINDS_PER_RANK + _PUNG_CODE
        chow = pung - _PUNG_CODE + _CHOW_CODE
        if not pair_here and (left < 3 or not can_open):  # one way at most
            if left % 3 and not can_open:
                break
            chows = left % 3 if can_open else 0
            sets += [pung] * ((left - chows) // 3) + [chow] * chows
            rank, one_back, two_back = rank + 1, chows, one_back
            continue
        for paired in (False, True) if pair_here else (False,):
            tiles = left - 2 if paired else left
            for chows in range(tiles % 3, tiles + 1 if can_open else 1, 3):
                pungs = (tiles - chows) // 3
                sets += [pung] * pungs + [chow] * chows
                _splits_from(pattern, runs, pair_class, rank + 1, chows, one_back,
                             rank if paired else pair, sets, found)
                del sets[len(sets) - pungs - chows:]
        break
    else:
        if not one_back and not two_back:
            found.append((tuple(sets), pair))
    del sets[taken:]


def is_complete(counts: Sequence[int]) -> bool:
    """Do the tiles split into sets and exactly one pair?"""
    pair_blocks = 0
    for start, runs in _BLOCKS:
        block = _block(counts, start)
        if not any(block):
            continue
        sets_only, with_pair = _suit_completion(block, runs)
        if not sets_only:
            if not with_pair:
                return False
            pair_blocks += 1
    if pair_blocks == 1:
        return True
    # no block needs the pair: some block that can also hold one must take it
    return pair_blocks == 0 and any(
        _suit_completion(_block(counts, start), runs)[1] for start, runs in _BLOCKS
        if any(_block(counts, start)))


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Fourteen tiles as seven pairs (four of a kind counting as two pairs)."""
    return sum(counts) == 14 and not counts.count(1) and not counts.count(3)


def seven_pairs_wait(counts: Sequence[int]) -> int | None:
    """The tile thirteen tiles wait on as seven pairs (six pairs and an odd tile), if any."""
    if sum(counts) != 13 or counts.count(2) + counts.count(3) + 2 * counts.count(4) != 6:
        return None
    return min(counts.index(n) for n in (1, 3) if n in counts)


ORPHANS = tuple(sorted(TERMINALS)) + tuple(range(EAST, WHITE + 1))
"""The thirteen terminals and honours of 十三幺."""


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    # fourteen tiles, every orphan among them, and no other tile: the orphans are all 14
    return sum(counts) == 14 and all(map(counts.__getitem__, ORPHANS)) and \
        sum(map(counts.__getitem__, ORPHANS)) == 14


KNITTED_STRAIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(suit * 9 + rank for suit, ranks in zip(order, ((0, 3, 6), (1, 4, 7), (2, 5, 8)))
                 for rank in ranks))
    for order in permutations(range(3)))
"""The six knitted straights (组合龙): 147, 258 and 369, each in a different suit."""


_KNITTED_ORDERS = tuple(permutations(range(3)))  # suit of 147, of 258, of 369: as above


def knitted_straight_in(counts: Sequence[int]) -> tuple[int, ...] | None:
    """The first knitted straight all of whose nine tiles are present, if any."""
    groups = (_knitted_groups(tuple(counts[0:9])), _knitted_groups(tuple(counts[9:18])),
              _knitted_groups(tuple(counts[18:27])))
    if not (groups[0] and groups[1] and groups[2]):
        return None
    for straight, (first, second, third) in zip(KNITTED_STRAIGHTS, _KNITTED_ORDERS):
        if groups[first] & 1 and groups[second] & 2 and groups[third] & 4:
            return straight
    return None


@lru_cache(maxsize=1 << 13)
def _knitted_groups(block: tuple[int, ...]) -> int:
    """Which of 147, 258, 369 (bits 0, 1, 2) one suit holds all three tiles of."""
    return sum(1 << group for group in range(3)
               if block[group] and block[group + 3] and block[group + 6])


def honors_and_knitted(counts: Sequence[int]) -> tuple[int, ...] | None:
    """Fourteen distinct tiles, the numbered ones from one knitted straight and the rest
    honours (全不靠 / 七星不靠): the numbered tiles, or None."""
    if max(counts) > 1 or sum(counts) != 14:
        return None
    numbered = tuple(compress(range(EAST), counts))  # every count is 0 or 1
    if not 7 <= len(numbered) <= 9:
        return None
    tiles = frozenset(numbered)
    if any(tiles <= straight for straight in _KNITTED_TILES):
        return numbered
    return None


_KNITTED_TILES = tuple(map(frozenset, KNITTED_STRAIGHTS))


def waiting_tiles(counts: Sequence[int], seven_pairs: bool = True) -> list[int]:
    """Every tile that completes ``counts`` (3k + 1 tiles) into sets + one pair, by shape
    only: a tile counts even when all its copies are already in sight.  With thirteen tiles
    and ``seven_pairs`` the seven-pairs wait is included."""
    waits = set(_regular_waits(blocks_of(counts)))
    if seven_pairs:
        odd = seven_pairs_wait(counts)
        if odd is not None:
            waits.add(odd)
    return sorted(waits)


def waits_alone(blocks: Blocks, tile: int) -> bool:
    """Does a complete hand, given as its :data:`Blocks` (sets and one pair), wait on
    ``tile`` alone once ``tile`` is taken out — by regular shapes (the seven-pairs wait
    aside)?

    What :func:`waits_of` says of the hand without the tile, from the two blocks that can
    change: the tile's block without it, and the block holding the pair (every other block
    is sets only, as it is in the complete hand)."""
    index = 3 if tile >= EAST else tile // 9
    start, runs = _BLOCKS[index]
    whole = blocks[index]
    rank = tile - start
    block = whole[:rank] + (whole[rank] - 1,) + whole[rank + 1:]
    to_sets, to_pair = _suit_extensions(block, runs)
    if sum(whole) % 3 == 2:  # the pair was in the tile's block: that block alone waits
        return len(to_pair) == 1 and rank in to_pair
    if len(to_sets) != 1 or rank not in to_sets:
        return False
    if not _suit_completion(block, runs)[1]:  # the pair cannot move into the tile's block
        return True
    paired, paired_runs = next((other, other_runs) for other, (_, other_runs)
                               in zip(blocks, _BLOCKS) if sum(other) % 3 == 2)
    return not _suit_extensions(paired, paired_runs)[0]


def waits_of(blocks: Blocks) -> frozenset[int]:
    """The tiles that complete a hand of 3k + 1 tiles, given as its :data:`Blocks`, into sets
    + one pair (the seven-pairs wait aside)."""
    return _regular_waits(blocks)


def _regular_waits(blocks: Blocks) -> frozenset[int]:
    unfinished = []  # blocks that are not sets only, and whether each is sets and a pair
    for index, (block, (_, runs)) in enumerate(zip(blocks, _BLOCKS)):
        tiles = sum(block) % 3 if any(block) else None
        if tiles is None:
            continue
        if tiles == 1:  # neither, by its number of tiles
            unfinished.append((index, False))
        elif tiles == 0:
            if not _suit_completion(block, runs)[0]:
                unfinished.append((index, False))
        else:
            unfinished.append((index, _suit_completion(block, runs)[1]))
        if len(unfinished) > 2:
            return frozenset()
    waits: set[int] = set()
    # a block that is not sets already must take the tile: alone, it then takes the pair
    # too; with one other unfinished block, that one must hold the pair
    if len(unfinished) == 1:
        ((index, _),) = unfinished
        start, runs = _BLOCKS[index]
        waits.update(start + rank for rank in _suit_extensions(blocks[index], runs)[1])
    elif len(unfinished) == 2:
        for (index, _), (_, other_has_pair) in (unfinished, unfinished[::-1]):
            if other_has_pair:
                start, runs = _BLOCKS[index]
                waits.update(start + rank for rank in _suit_extensions(blocks[index], runs)[0])
    return frozenset(waits)


@lru_cache(maxsize=1 << 13)
def _suit_extensions(block: tuple[int, ...], runs: bool) -> tuple[frozenset[int], frozenset[int]]:
    """The ranks whose addition makes a block split into sets only, and into sets + a pair.
    Candidates are the present ranks and, with runs, their neighbours up to two away."""
    tiles = sum(block) % 3
    if tiles == 0:  # one more tile is 3k + 1: neither
        return _NO_EXTENSIONS
    if not runs:
        return _extensions(block, runs, tiles == 2)
    low, pattern = _trimmed(block)
    padded = (0, 0) + pattern + (0, 0)
    # a suit read backwards splits as it does forwards (a chow reversed is a chow): the
    # waits of a pattern are those of its reverse, mirrored
    mirrored = padded[::-1]
    to_sets: Collection[int]
    to_pair: Collection[int]
    if mirrored < padded:
        to_sets, to_pair = _extensions(mirrored, runs, tiles == 2)
        last = len(padded) - 1
        to_sets = [last - rel for rel in to_sets]
        to_pair = [last - rel for rel in to_pair]
    else:
        to_sets, to_pair = _extensions(padded, runs, tiles == 2)
    size, shift = len(block), low - 2  # ranks moved back into the block, where it has room
    return _one_copy((frozenset([rank for rank in [shift + rel for rel in to_sets]
                                 if 0 <= rank < size]) if to_sets else _NONE,
                      frozenset([rank for rank in [shift + rel for rel in to_pair]
                                 if 0 <= rank < size]) if to_pair else _NONE))


_NONE: frozenset[int] = frozenset()


@lru_cache(maxsize=1 << 10)
def _one_copy(extensions: tuple[frozenset[int], frozenset[int]]) \
        -> tuple[frozenset[int], frozenset[int]]:
    """One object for equal extensions: there are few different ones, so the memos of the
    many blocks point at shared objects rather than each keeping a copy (which the garbage
    collector would visit)."""
    return extensions


@lru_cache(maxsize=1 << 13)
def _extensions(block: tuple[int, ...], runs: bool, to_sets: bool) \
        -> tuple[frozenset[int], frozenset[int]]:
    """:func:`_suit_extensions` of a block of 3k + 2 tiles (``to_sets``) or 3k + 1 (a
    numbered suit's block comes with two empty ranks on each side)."""
    if runs:
        found = _completing(list(block), not to_sets)
    else:  # honours: the tile can only join one already there
        found = set()
        work = list(block)
        for rank, n in enumerate(block):
            if n:
                work[rank] += 1
                sets_only, with_pair = _completion(tuple(sorted(work)), runs)
                work[rank] -= 1
                if sets_only or with_pair:
                    found.add(rank)
    return _one_copy((frozenset(found), frozenset()) if to_sets
                     else (frozenset(), frozenset(found)))


def _completing(work: list[int], with_pair: bool) -> set[int]:
    """The ranks one more tile of which lets a numbered suit's counts split into sets (3k + 2
    tiles), or into sets and a pair (3k + 1 tiles, ``with_pair``).  ``work`` is restored.

    Sets add up to 0 mod 3 over rank x count (see :func:`_completion`), so into sets only the
    ranks that bring the sum there are tried.  Into sets and a pair, the tile either pairs a
    tile already there (which, taken out, leaves sets: again a rank the sum allows) or two
    tiles already there are the pair and the tile completes the rest into sets."""
    total = sum(map(mul, range(len(work)), work))
    found = set()
    if not with_pair:
        for rank in range(-total % 3, len(work), 3):
            work[rank] += 1
            if _into_sets(work):
                found.add(rank)
            work[rank] -= 1
        return found
    for rank in range(total % 3, len(work), 3):
        if work[rank]:
            work[rank] -= 1
            if _into_sets(work):
                found.add(rank)
            work[rank] += 1
    for rank, n in enumerate(work):
        if n >= 2:
            work[rank] -= 2
            found |= _completing(work, False)
            work[rank] += 2
    return found


def set_kind_of(tiles: Sequence[int]) -> SetKind | None:
    """What three or four tiles written as one meld form: a pung (three alike), a chow (three
    in a row of one numbered suit) or a kong (four alike); None for anything else."""
    codes = sorted(tiles)
    if len(codes) == 4 and codes[0] == codes[3]:
        return SetKind.KONG
    if len(codes) != 3:
        return None
    if codes[0] == codes[2]:
        return SetKind.PUNG
    if codes[2] < EAST and codes[0] // 9 == codes[2] // 9 \
            and codes == [codes[0], codes[0] + 1, codes[0] + 2]:
        return SetKind.CHOW
    return None
