"""Game-neutral winning shapes (paiju.engine.mahjong.shapes): divisions in the reference's order,
seven pairs, thirteen orphans, the knitted forms, and waits by shape."""

import itertools

from paiju.engine.mahjong.shapes import (
    KNITTED_STRAIGHTS,
    Division,
    Group,
    SetKind,
    divisions,
    honors_and_knitted,
    is_complete,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_straight_in,
    seven_pairs_wait,
    suit_splits,
    waiting_tiles,
)
from paiju.engine.mahjong.tiles import EAST, counts_of
from paiju.grammar.tiles import decode_codes

P, C = SetKind.PUNG, SetKind.CHOW


def counts(text: str) -> list[int]:
    return counts_of(decode_codes(text))


def test_divisions_come_in_reference_order_pung_before_chow():
    # T1's tiles: 123p 666p 789p | 99p before 123p 678p 999p | 66p (mcr-fans.md §4.4)
    found = divisions(counts("1236678999p6p"))
    assert found == [
        Division((Group(C, 9), Group(P, 14), Group(C, 15)), 17),
        Division((Group(C, 9), Group(C, 14), Group(P, 17)), 14),
    ]


def test_divisions_of_three_identical_chows_or_three_pungs():
    found = divisions(counts("111222333m55p"))
    assert [division.sets for division in found] == [
        (Group(P, 0), Group(P, 1), Group(P, 2)), (Group(C, 0), Group(C, 0), Group(C, 0))]


def test_no_division_without_exactly_one_pair():
    assert divisions(counts("123m456p789s11p22p")) == []  # two pairs
    assert divisions(counts("123m456p789s111pE")) == []
    assert len(divisions(counts("123m456p789s11pEEE"))) == 1


def test_a_split_with_the_pair_on_a_chows_tile_is_listed_once():
    assert suit_splits((0, 0, 0, 0, 3, 1, 1, 0, 0)) == ((((SetKind.CHOW, 4),), 4),)


def test_divisions_work_for_any_number_of_sets_as_fuzhou_mahjong_needs():
    assert len(divisions(counts("123456789m123p11s"))) == 1  # five sets and a pair
    assert is_complete(counts("11m")) and not is_complete(counts("12m"))


def test_seven_pairs_and_its_wait():
    assert is_seven_pairs(counts("1111m5599p223344s"))  # four alike are two pairs
    assert not is_seven_pairs(counts("1112m5599p223344s"))
    assert seven_pairs_wait(counts("88889m223344p55s")) == 8  # W6: 9m
    assert seven_pairs_wait(counts("8889m223344p55s7m")) is None


def test_thirteen_orphans():
    assert is_thirteen_orphans(counts("19m19p19sESWNCFPW"))
    assert not is_thirteen_orphans(counts("19m19p19sESWNCFP5m"))


def test_knitted_forms():
    assert len(KNITTED_STRAIGHTS) == 6
    assert knitted_straight_in(counts("147m258p369sEE")) == (0, 3, 6, 10, 13, 16, 20, 23, 26)
    assert knitted_straight_in(counts("147m258p36sEEE")) is None
    assert honors_and_knitted(counts("147m25p36sESWNCFP")) is not None  # 七星不靠
    assert honors_and_knitted(counts("147m258p369sESWNC")) is not None  # 全不靠 + 组合龙
    assert honors_and_knitted(counts("147m258p368sESWNC")) is None  # 8s is not knitted


def test_waits_count_dead_tiles_and_the_seven_pairs_shape():
    # W7: 45m waits on 3m and on 6m, although all four 6m are melded
    assert waiting_tiles(counts("45m99p"), seven_pairs=False) == [2, 5]
    # W6: 789m edge, but the thirteen tiles also wait on 9m as seven pairs
    assert waiting_tiles(counts("88889m223344p55s")) == [6, 8]
    assert waiting_tiles(counts("123p456s789s1233m"), seven_pairs=False) == [2]  # W1
    assert waiting_tiles(counts("1113m"), seven_pairs=False) == [1, 2]  # W5
    assert waiting_tiles(counts("11sCC"), seven_pairs=False) == [18, 31]


def _by_listing(block: tuple[int, ...], runs: bool) -> tuple[bool, bool]:
    splits = suit_splits(block, runs)
    return any(pair < 0 for _, pair in splits), any(pair >= 0 for _, pair in splits)


def test_completion_and_waits_of_a_suit_agree_with_listing_its_splits():
    """The memoised shortcuts (trimmed patterns, the pair's rank x count mod 3, waits tried
    only where they can complete) decide exactly what listing every split decides."""
    import random

    from paiju.engine.mahjong.shapes import _suit_completion, _suit_extensions

    rng = random.Random(7)
    for _ in range(4000):
        for size, runs in ((9, True), (7, False)):
            block = tuple(rng.choice([0, 0, 0, 1, 1, 2, 3, 4]) for _ in range(size))
            assert _suit_completion(block, runs) == _by_listing(block, runs), block
            present = [rank for rank, n in enumerate(block) if n]
            near = {rank for p in present for rank in range(max(0, p - 2), min(size, p + 3))} \
                if runs else set(present)
            to_sets, to_pair = set(), set()
            for rank in near:
                grown = list(block)
                grown[rank] += 1
                sets_only, with_pair = _by_listing(tuple(grown), runs)
                to_sets |= {rank} if sets_only else set()
                to_pair |= {rank} if with_pair else set()
            assert _suit_extensions(block, runs) == (to_sets, to_pair), block


# ---------------------------------------------------------------------------------------
# The fast suit algorithms against plain searches, on every count vector of a suit


def _searched_into_sets(work: list[int], first: int = 0) -> bool:
    """Sets only, by trying a pung and a chow on the lowest tile (the definition)."""
    while first < len(work) and not work[first]:
        first += 1
    if first == len(work):
        return True
    for group in ((first,) * 3, (first, first + 1, first + 2)):
        if group[-1] < len(work) and all(work[t] >= group.count(t) for t in set(group)):
            for t in group:
                work[t] -= 1
            done = _searched_into_sets(work, first)
            for t in group:
                work[t] += 1
            if done:
                return True
    return False


def _suits(most: int, remainder: set[int]):
    return (counts for counts in itertools.product(range(5), repeat=9)
            if sum(counts) <= most and sum(counts) % 3 in remainder)


def test_sets_only_is_decided_rank_by_rank_as_a_search_decides_it():
    from paiju.engine.mahjong.shapes import _into_sets

    for counts in _suits(12, {0}):
        assert _into_sets(counts) == _searched_into_sets(list(counts)), counts


def test_the_waits_of_a_suit_are_every_tile_that_completes_it():
    """The one-pass search of the tiles completing a suit (sets, or sets and a pair) finds
    exactly the tiles whose addition lets the suit split, tried one by one."""
    from paiju.engine.mahjong.shapes import _extensions

    for counts in _suits(8, {1, 2}):  # up to 13 tiles checked once by hand: the same
        if not counts[0]:
            continue  # patterns are trimmed
        block = (0, 0) + counts + (0, 0)
        pair_wanted = sum(counts) % 3 == 1
        completing = set()
        for rank in range(len(block)):
            work = list(block)
            work[rank] += 1
            if any(work[p] >= 2 and _searched_into_sets(
                    [n - 2 * (i == p) for i, n in enumerate(work)]) for p in range(len(work))) \
                    if pair_wanted else _searched_into_sets(work):
                completing.add(rank)
        to_sets, to_pair = _extensions(block, True, not pair_wanted)
        assert (to_pair if pair_wanted else to_sets) == completing, counts


def _sorted_splits(pattern: tuple[int, ...], runs: bool) -> list:
    """suit_splits' listing with each split's sets sorted by (rank, kind), in that order."""
    ordered = [(sorted(sets, key=lambda group: (group[1], group[0])), pair)
               for sets, pair in suit_splits(pattern, runs)]
    ordered.sort(key=lambda split: [(rank, kind) for kind, rank in split[0]])
    return ordered


def test_pattern_splits_listed_rank_by_rank_are_the_suit_splits_each_once():
    """Divisions come from a pattern's splits listed rank by rank (shapes._ordered_splits,
    coded as numbers): the same splits as suit_splits lists, in the same order, each once —
    a pung and a chow opening on one rank of four are one split, whatever order takes them."""
    import random

    from paiju.engine.mahjong.shapes import _GROUP_AT, _ordered_splits

    def listed(pattern, runs):
        return [([tuple(_GROUP_AT[code]) for code in sets], pair)
                for sets, pair in _ordered_splits.__wrapped__(pattern, runs)]

    patterns = [pattern for size in range(6) for pattern in itertools.product(range(5),
                                                                             repeat=size)]
    rng = random.Random(15)
    patterns += [tuple(rng.choice([0, 0, 1, 1, 2, 3, 4]) for _ in range(size))
                 for size in (7, 9) for _ in range(3000)]
    for pattern in patterns:
        for runs in (True, False):
            assert listed(pattern, runs) == _sorted_splits(pattern, runs), (pattern, runs)
    assert len(listed((4, 1, 1), True)) == 1  # 111 + 123 (and 123 + 111: the same split)
    assert all(len(set(map(repr, _sorted_splits(pattern, True)))) ==
               len(_sorted_splits(pattern, True)) for pattern in patterns)


def test_a_block_splits_as_its_runs_of_tiles_do_one_after_the_other():
    """Blocks are split run by run (no set spans an empty rank) and the runs' splits
    combined (shapes._placed_splits): the same splits, in the same order, as splitting the
    block's whole pattern at once."""
    import random

    from paiju.engine.mahjong.shapes import _placed_splits, _run_splits, _trimmed

    def whole(block, start, runs):
        low, pattern = _trimmed(block)
        return _run_splits.__wrapped__(pattern, start + low, runs)

    rng = random.Random(15)
    for size, start, runs in ((9, 0, True), (9, 18, True), (7, EAST, False)):
        blocks = [counts + (0,) * (size - 5) for counts in itertools.product(range(5), repeat=5)]
        blocks += [(0,) * (size - 5) + counts for counts in itertools.product(range(5), repeat=5)]
        blocks += [tuple(rng.choice([0, 0, 0, 1, 1, 2, 3, 4]) for _ in range(size))
                   for _ in range(3000)]
        for block in blocks:
            assert _placed_splits.__wrapped__(block, start, runs) == whole(block, start, runs), \
                block
    # 111 + 123 (one split, whichever set is taken first) beside a run with the pair
    both = (0, 4, 1, 1, 0, 3, 1, 4, 3)
    assert _placed_splits.__wrapped__(both, 0, True) == whole(both, 0, True)
    assert len(whole(both, 0, True)) == 2
