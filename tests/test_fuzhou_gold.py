"""Fuzhou Mahjong golds (fuzhou-mahjong.md §2, §4, §5): hands read with golds wild, checked
against brute force, 三金倒, 金雀, 游金, a grabbed or discarded gold."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement, product

from paiju.engine.fuzhou.gold import read_hand, substitution, swimming_gold
from paiju.engine.mahjong.shapes import is_complete
from paiju.engine.mahjong.tiles import counts_of
from paiju.grammar.fuzhou import parse_gold, parse_hand

SUITED = range(27)


def hand_of(text: str, gold: str = "5p", grabbed: bool = False):
    code = parse_gold(gold)
    return parse_hand(text, code, grabbed), code


def brute_force_substitutions(naturals: list[int], golds: int) -> set[tuple[int, ...]]:
    """Every multiset of suited tiles the golds can stand for to make sets and a pair, tried
    one by one with the plain shape code."""
    return {substitute for substitute in combinations_with_replacement(SUITED, golds)
            if is_complete(counts_of(naturals + list(substitute)))}


def reading_substitutions(reading, gold) -> set[tuple[int, ...]]:
    """What a reading's golds may stand for: golds forming a group alone may be any pair (or
    any set) of suited tiles."""
    options = []
    for group in reading.groups:
        if not group.free:
            options.append([group.wilds])
        elif len(group.wilds) == 2:
            options.append([(tile, tile) for tile in SUITED])
        else:
            options.append([(tile,) * 3 for tile in SUITED]
                           + [(tile, tile + 1, tile + 2) for tile in SUITED if tile % 9 <= 6])
    return {tuple(sorted(sum(choice, ()))) for choice in product(*options)}


def random_fuzhou_hands(seed: int, count: int):
    """Random 14- and 17-tile hands of suited tiles, mostly near a win, with 0-3 golds."""
    rng = random.Random(seed)
    while count:
        sets = rng.choice([4, 5])
        tiles = []
        for _ in range(sets):
            if rng.random() < 0.6:
                start = rng.choice([t for t in SUITED if t % 9 <= 6])
                tiles += [start, start + 1, start + 2]
            else:
                tiles += [rng.choice(SUITED)] * 3
        tiles += [rng.choice(SUITED)] * 2
        gold = rng.choice(SUITED)
        tiles = [t for t in tiles if t != gold]
        rng.shuffle(tiles)
        golds = rng.choice([0, 1, 2, 2, 3])
        tiles = tiles[:3 * sets + 2 - golds]
        while len(tiles) < 3 * sets + 2 - golds:
            tiles.append(rng.choice([t for t in SUITED if t != gold]))
        if rng.random() < 0.3:
            tiles[0] = rng.choice([t for t in SUITED if t != gold])
        if max(counts_of(tiles)) > 4:
            continue
        count -= 1
        yield tiles, golds, gold


def test_gold_wins_agree_with_brute_force_on_random_hands():
    wins = sparrows = 0
    for tiles, golds, gold in random_fuzhou_hands(2024, 160):
        hand = parse_hand(" ".join([f"{t % 9 + 1}{'mps'[t // 9]}" for t in tiles]
                                   + ["金"] * golds), gold)
        found = read_hand(hand, gold)
        expected = brute_force_substitutions(tiles, golds)
        assert found.shape == bool(expected), (tiles, golds, gold)
        assert set().union(*(reading_substitutions(r, gold) for r in found.readings)) \
            == expected, (tiles, golds, gold)
        for reading in found.readings:  # every listed assignment completes the hand
            filled = tiles + [tile for tile, _ in substitution(reading, gold)]
            assert is_complete(counts_of(filled))
        wins += found.shape
        sparrows += bool(found.sparrows)
    assert wins > 40 and sparrows > 5


def test_a_gold_fills_a_chow_and_the_pair():
    hand, gold = hand_of("123m 456m 789m 234s 678p 6s 金")
    found = read_hand(hand, gold)
    assert found.win and found.golds == 1 and not found.three_golds and not found.sparrows
    assert {substitution(r, gold)[0][0] for r in found.readings} == {23}  # as 6s, the pair


def test_a_gold_may_stand_for_itself():
    # gold 5p: 4p 5p 6p needs the gold as a 5p
    hand, gold = hand_of("123m 456m 789m 234s 46p 99s 5p")
    found = read_hand(hand, gold)
    assert any(tile == gold for r in found.readings for tile, _ in substitution(r, gold))


def test_not_a_win_even_with_golds():
    hand, gold = hand_of("19m 19p 19s 2468m 2468p 13s 金")
    found = read_hand(hand, gold)
    assert not found.shape and not found.win


def test_three_golds_down_wins_whatever_the_rest():
    hand, gold = hand_of("19m 19p 19s 2468m 2468p 金 金 金")
    found = read_hand(hand, gold)
    assert found.three_golds and found.win and not found.shape


def test_golden_sparrow_two_golds_as_the_pair():
    hand, gold = hand_of("123m 456m 789m 234s 678p 金 金")
    found = read_hand(hand, gold)
    assert found.sparrows and all(r.pair.free for r in found.sparrows)


def test_golden_sparrow_needs_the_rest_in_sets():
    # two golds, but 45m needs one of them
    hand, gold = hand_of("123m 45m 789m 234s 678p 9s 金 金")
    found = read_hand(hand, gold)
    assert found.shape and not found.sparrows


def test_fourteen_tile_hands_of_the_seed_also_work():
    hand, gold = hand_of("123m 456m 789m 234s 2s 金", "9p")
    assert read_hand(hand, gold).win


def test_a_grabbed_gold_is_wild_but_not_one_of_the_three_documented():
    # two golds held + the grabbed turned-up tile: 抢金 needs the shape, not 三金倒
    hand, gold = hand_of("19m 19p 19s 2468m 2468p 金 金 金", grabbed=True)
    found = read_hand(hand, gold, grabbed=True)
    assert found.golds == 3 and found.held_golds == 2 and not found.three_golds
    assert not found.win


def test_a_claimed_discarded_gold_counts_as_its_face():
    hand, gold = hand_of("123m 456m 789m 234s 678p 6s 5p")
    assert read_hand(hand, gold).shape
    assert not read_hand(hand, gold, claimed_gold=True).shape  # 6s + 5p is no pair


def test_swimming_gold_is_sets_and_a_lone_gold_before_the_winning_tile_documented():
    hand, gold = hand_of("123m 456m 789m 234s 678p 金 9s")
    assert swimming_gold(hand, gold) is not None
    hand, gold = hand_of("123m 456m 789m 234s 67p 9s 金 8p")
    assert swimming_gold(hand, gold) is None  # the gold was needed for 678p
    hand, gold = hand_of("123m 456m 789m 234s 67p 金 金 8p")
    assert swimming_gold(hand, gold) is not None  # one gold in 678p, one waiting


def test_no_seven_pairs_in_this_game():
    hand, gold = hand_of("1155m 3377p 2288s 9s 9s", "5s")
    assert not read_hand(hand, gold).win
