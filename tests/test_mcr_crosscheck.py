"""Randomised cross-check against the reference calculator, PyMahjongGB (in the test extra):
thousands of random legal winning hands of every form — regular with up to four melds,
chow-heavy, seven pairs and shifted pairs, thirteen orphans, honours and knitted, knitted
straight with a set and a pair, nine gates — with random winds, flags and flowers, scored
by both.  The reference corrects contradictory flags silently (mcr-fans.md §6.1); so does
paiju's engine (its input rejects them, tests/test_cli_mcr.py), so every random flag
combination is compared.  A longer run: benchmarks/mcr_crosscheck.py."""

import random

import pytest
from mcr_hands import random_context, random_hand, reference_fans

from paiju.engine.mcr.scoring import score
from paiju.grammar.mcr import parse_hand

pytestmark = pytest.mark.bench  # the reference comes from the mahjonggb fixture (conftest.py)

HANDS = 4000


def test_random_hands_score_exactly_as_the_reference(mahjonggb):
    rng = random.Random(20240118)
    differences = []
    for _ in range(HANDS):
        text = random_hand(rng) + random_context(rng)
        hand, situation = parse_hand(text)
        result = score(hand, situation)
        ours = [(fan.fan.name_zh, fan.count) for fan in result.fans] if result.win else None
        theirs = reference_fans(mahjonggb.MahjongFanCalculator, hand, situation)
        if ours != theirs:
            differences.append((text, ours, theirs))
    assert differences == []


def test_every_fan_turns_up_in_the_random_hands():
    rng = random.Random(7)
    seen = set()
    for _ in range(HANDS):
        hand, situation = parse_hand(random_hand(rng) + random_context(rng))
        seen |= {fan.fan for fan in score(hand, situation).fans}
    assert len(seen) >= 78  # the rarest (四杠, 一色双龙会, …) may need more hands
