"""Seeded self-play: MCR games between four simple bots, for tests and benchmarks.

Each bot plays legal actions only (:meth:`Referee.legal_actions`), biased so that what is
rare in random play happens often enough to be tested: a win is taken whenever it stands,
kongs nearly always, pungs and chows often; a discard keeps tiles that make sets (the tile
with the fewest neighbours goes), so that wins come up; a small share of turns declare a
win at random (a false win when the hand does not stand).  An added kong is made first of
all when another seat would rob it (the bots peek) — yet in 300 games no seat was ever
waiting on such a tile, so robbing is tested on walls built for it
(``tests/test_mcr_game_rules.py``).  The walls are shuffled by the seed, with the eight
flowers on every third seed.

    >>> game = play(7)
    >>> game.record["format"], game.outcome.result in ("HU", "HUANG", "WH")
    ('mcr-game/1', True)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from paiju.engine.mahjong.tiles import COPIES, FIRST_FLOWER, KINDS
from paiju.engine.mcr.game.actions import Action, Kind
from paiju.engine.mcr.game.ending import Outcome
from paiju.engine.mcr.game.state import Phase, Referee
from paiju.engine.mcr.game.tiles import FLOWERS, suited
from paiju.engine.mcr.game.wall import Setup
from paiju.engine.mcr.rules import REFERENCE, RuleBook

TAKE = {Kind.KONG: 0.9, Kind.CONCEALED_KONG: 0.9, Kind.ADDED_KONG: 0.9, Kind.PUNG: 0.5,
        Kind.CHOW: 0.3}
"""How often a bot takes a claim or kong it may make."""
FALSE_WIN = 0.001
"""How often a bot declares a win in its turn whatever its hand."""


@dataclass(frozen=True)
class Game:
    """A finished self-played game: its native record, outcome and what happened in it."""

    record: dict[str, Any]
    outcome: Outcome
    happened: Counter[str]


def shuffled_wall(rng: random.Random, flowers: bool) -> tuple[int, ...]:
    tiles = [tile for tile in range(KINDS) for _ in range(COPIES)]
    if flowers:
        tiles += range(FIRST_FLOWER, FIRST_FLOWER + FLOWERS)
    rng.shuffle(tiles)
    return tuple(tiles)


def play(seed: int, flowers: bool | None = None, rules: RuleBook = REFERENCE) -> Game:
    """One game from ``seed`` (with flowers on every third seed unless told)."""
    rng = random.Random(seed)
    flowered = seed % 3 == 0 if flowers is None else flowers
    referee = Referee(Setup.from_wall(rng.randrange(4), shuffled_wall(rng, flowered), rules),
                      undo=False)
    happened: Counter[str] = Counter()
    while not referee.over and referee.passed() is None:
        action = choose(referee, rng)
        referee.push(action)
        _count(happened, referee, action)
    outcome = referee.outcome() or referee.passed()
    assert outcome is not None
    happened[outcome.result] += 1
    return Game(referee.to_record(), outcome, happened)


def record(seed: int) -> dict[str, Any]:
    """The native record of :func:`play` ``(seed)``: what ``benchmarks/mcr_games.py`` replays
    (``--generator paiju.engine.mcr.game.selfplay:record``, its default)."""
    return play(seed).record


def choose(referee: Referee, rng: random.Random) -> Action:
    """A bot's action: the biased choice among the legal ones."""
    legal = referee.legal_actions()
    wins = [action for action in legal if action.kind is Kind.WIN]
    if wins:
        return wins[0]  # the nearest seat in a claim window comes first
    if referee.phase is Phase.TURN and rng.random() < FALSE_WIN:
        return Action(referee.actor, Kind.WIN, referee.last_draw)
    robbed = [action for action in legal if action.kind is Kind.ADDED_KONG and _robbed(referee, action)]
    if robbed:
        return robbed[0]
    taken = [action for action in legal if action.kind in TAKE and rng.random() < TAKE[action.kind]]
    if taken:
        return taken[0]
    discards = [action for action in legal if action.kind is Kind.DISCARD]
    if discards:
        counts = referee.hands[discards[0].seat]
        return min(discards, key=lambda action: (_keeps(counts, action.tile), rng.random()))  # type: ignore[arg-type]
    return next(action for action in legal if action.kind.from_wall)


def _robbed(referee: Referee, kong: Action) -> bool:
    """Would another seat rob this added kong?  (The bots peek: robbing is rare otherwise.)"""
    after = referee.copy()
    after.push(kong)
    return any(action.kind is Kind.WIN for action in after.legal_actions())


def _keeps(counts: tuple[int, ...], tile: int) -> int:
    """How much a tile is worth keeping: its copies and its suited neighbours."""
    worth = 3 * (counts[tile] - 1)
    if suited(tile):
        rank = tile % 9
        worth += sum(counts[tile + step] for step in (-2, -1, 1, 2)
                     if 0 <= rank + step <= 8)
    return worth


def _count(happened: Counter[str], referee: Referee, action: Action) -> None:
    kind = action.kind
    if kind is Kind.WIN:
        outcome = referee.outcome()
        if outcome is not None and outcome.win is not None:
            win = outcome.win
            happened["self_drawn" if win.payer is None else "robbed" if win.robbed
                     else "on_discard"] += 1
    elif kind is not Kind.DRAW and kind is not Kind.DISCARD:
        happened[kind.value] += 1
