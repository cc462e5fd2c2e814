"""Waits (听牌) of an MCR hand of 13 tiles: every tile that completes it, and what a win on it
would score on a discard and self-drawn.

A tile is a wait when the scorer reads the hand with it as a win, in any form (four sets and
a pair, seven pairs, thirteen orphans, honours and knitted, the knitted straight), so the
waits and their fans can never disagree with ``paiju mcr score``.  A wait on a tile whose
four copies are all in the hand already is a wait by shape but cannot happen: it is listed
as impossible, without totals.

The situation (winds, the last tile of the wall, the fourth-tile and kong flags) applies to
every wait where it can, as the reference applies it (mcr-fans.md §6.1): 和绝张 not on a tile
of which another copy stands in the hand, and forced when the melds hold the other three;
robbing a kong (抢杠和) only on a discard of a tile the hand holds none of, and never on the
last tile of the wall (no kong may be declared then, mcr-fans.md §6.2: the win on a discard is
海底捞月 alone); out on a replacement tile (杠上开花) only self-drawn with a kong among the melds.
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.mcr.analysis import HandTiles, analyse
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.engine.mcr.scoring import Score, score
from paiju.engine.mahjong.tiles import COPIES, KINDS

HAND_TILES = 13
NO_ROBBING_ON_THE_LAST_TILE = "not 抢杠和 on a discard: no kong may be declared on the last " \
    "tile of the wall"


@dataclass(frozen=True)
class Wait:
    """A tile that completes the hand: its unseen copies (four minus those in the standing
    tiles and the melds), and the win scored on a discard and self-drawn (None for an
    impossible wait); ``notes`` say which flags did not apply to this tile."""

    tile: int
    unseen: int
    on_discard: Score | None
    self_drawn: Score | None
    notes: tuple[str, ...] = ()

    @property
    def possible(self) -> bool:
        return self.unseen > 0

    @property
    def discard_total(self) -> int | None:
        """Points of a win on a discard, flowers excluded."""
        return self.on_discard.total_without_flowers if self.on_discard else None

    @property
    def self_drawn_total(self) -> int | None:
        return self.self_drawn.total_without_flowers if self.self_drawn else None

    @property
    def scored(self) -> tuple[Score, Score]:
        """(on a discard, self-drawn) of a possible wait."""
        assert self.on_discard is not None and self.self_drawn is not None, \
            "an impossible wait is not scored"
        return self.on_discard, self.self_drawn

    @property
    def meets_minimum(self) -> bool:
        """Can a win on this tile be declared (8 points without flowers) one way or the
        other?"""
        if not self.possible:
            return False
        on_discard, drawn = self.scored
        return on_discard.meets_minimum or drawn.meets_minimum


@dataclass(frozen=True)
class Waits:
    """The waits of a 13-tile hand, in tile order, and its shanten when it is not ready."""

    hand: HandTiles
    waits: tuple[Wait, ...]
    shanten: int

    @property
    def ready(self) -> bool:
        return bool(self.waits)

    @property
    def live(self) -> tuple[Wait, ...]:
        """The waits that can still happen."""
        return tuple(wait for wait in self.waits if wait.possible)

    @property
    def reaches_minimum(self) -> bool:
        """Does some possible wait reach the 8-point minimum?"""
        return any(wait.meets_minimum for wait in self.waits)

    @property
    def unseen_total(self) -> int:
        return sum(wait.unseen for wait in self.waits)


def waits(hand: HandTiles, situation: Situation = Situation(),
          rules: RuleBook = REFERENCE) -> Waits:
    """Every tile that completes a 13-tile hand, scored both ways (``situation.self_drawn``
    is not read: both are given) without flowers, which do not count towards the minimum."""
    if hand.size != HAND_TILES:
        raise ValueError(f"waits are for hands of {HAND_TILES} tiles, not {hand.size}")
    seen = hand.seen()
    on_discard = situation._replace(self_drawn=False, flowers=0)  # totals without flowers
    drawn = on_discard._replace(self_drawn=True)
    ruled_out: tuple[str, ...] = ()
    if on_discard.kong and on_discard.last_tile:
        on_discard = on_discard._replace(kong=False)
        ruled_out = (NO_ROBBING_ON_THE_LAST_TILE,)
    found = []
    for tile in range(KINDS):
        complete = Hand(hand.melds, hand.standing, tile)
        discard_score = score(complete, on_discard, rules)
        if not discard_score.win:
            continue
        unseen = max(COPIES - seen[tile], 0)
        if not unseen:
            found.append(Wait(tile, 0, None, None))
            continue
        drawn_score = score(complete, drawn, rules)
        notes = tuple(dict.fromkeys(ruled_out + discard_score.notes + drawn_score.notes))
        found.append(Wait(tile, unseen, discard_score, drawn_score, notes))
    return Waits(hand, tuple(found), 0 if found else analyse(hand).overall)
