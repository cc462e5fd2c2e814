"""The MCR scorer's memos, tables and shortcuts (paiju/engine/mcr/scoring.py) give exactly
what asking the fan predicates of paiju/engine/mcr/fans.py directly gives: the tile fans
looked up by the tile questions, the tables of division, concealed-pung, group-trait,
single-pung, wait and meld facts, and the special forms looked for only in hands with no
division.  The answers themselves are held by tests/test_golden.py and, against the
reference, tests/test_mcr_crosscheck.py."""

from __future__ import annotations

import random

from mcr_hands import POOLS, random_context, random_hand

from paiju.engine.mcr import fans as table
from paiju.engine.mcr import scoring
from paiju.engine.mcr.rules import REFERENCE, rule_book
from paiju.engine.mcr.situation import Situation
from paiju.engine.mahjong.shapes import SetKind, divisions, knitted_straight_in
from paiju.engine.mahjong.tiles import EAST, KINDS
from paiju.grammar.mcr import parse_hand


def _tile_outcomes(present: int, hogs: int) -> tuple:
    facts = table.TileFacts.from_mask(present, hogs)
    return tuple(holds(facts) for _, holds in table.TILE_FANS)


def _answers(present: int) -> tuple[bool, ...]:
    return tuple(bool(present & question) for question in table.TILE_QUESTIONS)


def _random_masks(rng: random.Random, count: int) -> list[int]:
    """Masks of present tiles: drawn from the biased pools of the random hands (one suit,
    terminals and honours, green, reversible, …), unions of two pools, and any tiles."""
    pools = list(POOLS.values())
    masks = []
    for _ in range(count):
        tiles = set(rng.sample(rng.choice(pools), rng.randint(1, 6)))
        if rng.random() < 0.3:
            tiles |= set(rng.sample(rng.choice(pools), rng.randint(1, 4)))
        if rng.random() < 0.2:
            tiles = set(rng.sample(range(KINDS), rng.randint(1, 14)))
        masks.append(sum(1 << tile for tile in tiles))
    return masks


def test_masks_that_answer_the_tile_questions_alike_have_the_same_tile_fans():
    """The tile predicates read the present tiles only through fans.TILE_QUESTIONS (and the
    hogs), which is what lets the scorer look tile fans up by the answers."""
    rng = random.Random(15)
    first_of: dict[tuple, tuple[int, tuple]] = {}
    for present in _random_masks(rng, 60_000):
        outcomes = _tile_outcomes(present, 0)
        mask, seen = first_of.setdefault(_answers(present), (present, outcomes))
        assert outcomes == seen, (bin(present), bin(mask))
    assert len(first_of) > 150  # many kinds of hand met, not a few


def test_the_scorer_s_tile_hits_are_the_tile_predicates_answers():
    rng = random.Random(16)
    for present in _random_masks(rng, 20_000):
        hogs = rng.choice([0, 0, 0, 1, 2])
        expected = [fan for (fan, _), count in zip(table.TILE_FANS, _tile_outcomes(present, hogs))
                    for _ in range(count)]
        assert [fan for fan, _ in scoring._tile_hits(present, hogs)] == expected
        answers = 0
        for block, bits in enumerate((present & 0x1FF, present >> 9 & 0x1FF,
                                      present >> 18 & 0x1FF, present >> EAST)):
            answers |= scoring._answers_of(block, bits)
        assert answers == sum(1 << i for i, yes in enumerate(_answers(present)) if yes)


def test_the_scorer_s_tables_say_what_the_predicates_say():
    for concealed in range(5):
        assert scoring._CONCEALED_PUNG_FANS[concealed] == tuple(
            fan for fan, holds in table.CONCEALED_PUNG_FANS if holds(concealed))
        for pair in range(KINDS):
            assert scoring._DIVISION_FANS[concealed][pair] == tuple(
                fan for fan, holds in table.DIVISION_FANS if holds(concealed, pair))
            assert scoring._DIVISION_HITS[concealed][pair] == tuple(
                (fan, (0, 1, 2, 3, 4)) for fan in scoring._DIVISION_FANS[concealed][pair])
    for kind in SetKind:
        for tile in range(KINDS):
            traits = scoring._TRAITS_OF[scoring._TRAIT_BITS[kind][tile]]
            assert traits == tuple(fan for fan, holds in table.GROUP_FANS if holds(kind, tile))
            assert scoring._TRAIT_HITS[scoring._TRAIT_BITS[kind][tile]] == tuple(
                (fan, (0, 1, 2, 3, 4)) for fan in traits)
    for seat in range(EAST, EAST + 4):
        for prevalent in range(EAST, EAST + 4):
            by_tile = scoring._pung_fans_by_tile(seat, prevalent)
            assert by_tile == tuple(tuple(fan for fan, holds in table.PUNG_FANS
                                          if holds(tile, seat, prevalent))
                                    for tile in range(KINDS))
    for book in (REFERENCE, rule_book([("wait-fans", "by-shape")])):
        by_place = scoring._wait_fans_by_place(book.wait_fans)
        for kind in SetKind:
            for tile in range(KINDS):
                for win in range(tile, min(tile + 3, KINDS)):
                    assert by_place.get((kind, tile, win), ()) == tuple(
                        fan for fan, holds in book.wait_fans if holds(kind, tile, win))
    for kind in (SetKind.CHOW, SetKind.PUNG, SetKind.KONG):
        for tile in range(EAST if kind is SetKind.CHOW else KINDS):
            if kind is SetKind.CHOW and tile % 9 > 6:
                continue
            for concealed in (False, True):
                piece, bits, tiles = scoring._meld_facts(kind, tile, concealed)
                assert piece == scoring._meld_piece(kind, tile, not concealed)
                assert bits == sum(1 << t for t in set(piece.tiles)) and tiles == piece.tiles


def test_the_knitted_forms_and_thirteen_orphans_are_never_hands_with_a_division():
    """The scorer looks for honours and knitted tiles, thirteen orphans and the knitted
    straight with a set and a pair only when the tiles do not split into sets and a pair:
    in random hands of every form (each form turns up), none of them has a division."""
    rng = random.Random(17)
    forms = set()
    for _ in range(6000):
        hand, situation = parse_hand(random_hand(rng) + random_context(rng))
        context = scoring._Hand(hand, situation or Situation(), REFERENCE)
        counts, win = context.standing, context.win
        special = scoring._special_reading(context)
        forms.add(special[0].form if special else None)
        if not divisions(counts):
            continue
        assert special is None
        assert not table.lesser_honors_and_knitted(counts, win)
        assert not table.thirteen_orphans(counts, win)
        if table.knitted_straight(counts, win):
            assert scoring._knitted_straight_reading(context, knitted_straight_in(counts)) is None
    assert len(forms) == 4  # none, and each of the three forms
