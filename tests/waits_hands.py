"""Random 13-tile MCR hands for the waits tests and benchmarks/mcr_waits.py, and the check of
paiju's waits against the reference calculator (PyMahjongGB).

A ready hand is a random winning hand of :mod:`mcr_hands` (every form, up to four melds) with
one of its standing tiles taken away; hands that need not be ready come from
:mod:`shanten_hands`.  The reference has no waits function, so it is asked tile by tile: a
tile is a wait when ``MahjongFanCalculator`` accepts the hand won on it — on a discard, as
the reference reads shapes, even a fifth copy (paiju lists those waits as impossible).
"""

from __future__ import annotations

import random

from mcr_hands import random_hand as random_winning_hand
from mcr_hands import reference_fans
from shanten_hands import random_hand as random_hand_in_play

from paiju.engine.mcr.analysis import HandTiles
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.waits import waits
from paiju.engine.mahjong.tiles import KINDS, LABELS
from paiju.grammar.mcr import parse_hand


def random_ready_hand(rng: random.Random) -> HandTiles:
    """A winning hand with one standing tile (the winning one included) taken away."""
    hand, _ = parse_hand(random_winning_hand(rng))
    tiles = list(hand.standing) + [hand.winning_tile]
    tiles.remove(rng.choice(tiles))
    return HandTiles.of(hand.melds, tuple(tiles))


def random_13(rng: random.Random, ready_share: float = 0.7) -> HandTiles:
    """A 13-tile hand, ready with probability ``ready_share`` (by construction)."""
    if rng.random() < ready_share:
        return random_ready_hand(rng)
    return random_hand_in_play(rng, 13)


def random_situation(rng: random.Random) -> Situation:
    """Winds and the flags a wait can carry (self-drawn is set per wait)."""
    winds = [27 + rng.randrange(4) for _ in range(2)]
    return Situation(fourth_tile=rng.random() < 0.15, kong=rng.random() < 0.12,
                     last_tile=rng.random() < 0.12, seat_wind=winds[0], round_wind=winds[1])


def compare_with_reference(module, hand: HandTiles, situation: Situation = Situation()) \
        -> list[str]:
    """Differences between paiju's waits and the reference's wins, tile by tile: the same
    tiles, impossible exactly where the hand holds four copies, and for a possible wait the
    same fans on a discard and self-drawn."""
    found = {wait.tile: wait for wait in waits(hand, situation).waits}
    seen = hand.seen()
    problems = []
    for tile in range(KINDS):
        complete = Hand(hand.melds, hand.standing, tile)
        # no robbing a kong on the last tile (mcr-fans.md §6.2): the reference is asked
        # without the kong flag there, as paiju's waits read it
        theirs = reference_fans(module.MahjongFanCalculator, complete, situation._replace(
            self_drawn=False, kong=situation.kong and not situation.last_tile))
        ours = found.get(tile)
        if (theirs is None) != (ours is None):
            problems.append(f"{LABELS[tile]}: paiju {'no ' if ours is None else ''}wait, the "
                            f"reference {'no ' if theirs is None else ''}win")
            continue
        if ours is None:
            continue
        if ours.possible != (seen[tile] < 4):
            problems.append(f"{LABELS[tile]}: possible={ours.possible} with {seen[tile]} in hand")
        if not ours.possible:
            continue
        drawn = reference_fans(module.MahjongFanCalculator, complete,
                               situation._replace(self_drawn=True))
        for way, result, reference in (("discard", ours.on_discard, theirs),
                                       ("self-drawn", ours.self_drawn, drawn)):
            mine = [(fan.fan.name_zh, fan.count) for fan in result.fans]
            if mine != reference:
                problems.append(f"{LABELS[tile]} {way}: paiju {mine}, reference {reference}")
    return problems
