"""paiju's shanten against the reference calculator (PyMahjongGB's RegularShanten,
SevenPairsShanten, ThirteenOrphansShanten, HonorsAndKnittedTilesShanten,
KnittedStraightShanten, MahjongShanten) on thousands of random hands of 13 and 14 tiles, with
and without melds.  Skipped, with the reason, where PyMahjongGB is not installed (a failure
under CI, conftest.py); the fixed
cases of test_mcr_shanten.py always run."""

from __future__ import annotations

import random

import pytest

from paiju.engine.mcr.analysis import analyse
from shanten_hands import compare_with_reference, random_hand, reference_tile

pytestmark = pytest.mark.bench  # the reference comes from the mahjonggb fixture (conftest.py)

HANDS_13 = 3000
HANDS_14 = 800


def _check(reference, size: int, count: int, seed: int) -> tuple[int, dict[int, int]]:
    rng = random.Random(seed)
    failures = []
    melds_seen: dict[int, int] = {}
    for _ in range(count):
        hand = random_hand(rng, size)
        melds_seen[len(hand.melds)] = melds_seen.get(len(hand.melds), 0) + 1
        problems = compare_with_reference(reference, hand)
        if problems:
            failures.append(f"{hand.notation()}: {'; '.join(problems)}")
    assert not failures, f"{len(failures)} of {count} hands disagree, e.g.\n" + \
        "\n".join(failures[:10])
    return count, melds_seen


def test_13_tile_hands_agree_with_the_reference_in_every_form(mahjonggb):
    count, melds_seen = _check(mahjonggb, 13, HANDS_13, seed=13)
    assert set(melds_seen) == {0, 1, 2, 3, 4}  # every number of melds was exercised


def test_14_tile_hands_agree_discard_by_discard(mahjonggb):
    count, melds_seen = _check(mahjonggb, 14, HANDS_14, seed=14)
    assert set(melds_seen) == {0, 1, 2, 3, 4}


def test_overall_shanten_agrees_with_mahjong_shanten_with_packs(mahjonggb):
    rng = random.Random(6)
    kinds = {"CHOW": "CHI", "PUNG": "PENG", "KONG": "GANG"}
    for _ in range(1000):
        hand = random_hand(rng, 13)
        packs = tuple((kinds[meld.kind.name], reference_tile(meld.tile + (meld.kind.name == "CHOW")),
                       0 if meld.concealed else 1) for meld in hand.melds)
        standing = tuple(reference_tile(tile) for tile in hand.standing)
        assert analyse(hand).overall == mahjonggb.MahjongShanten(packs, standing), \
            hand.notation()
