"""Seeded self-play: MCR games between four simple bots, for tests and benchmarks.

Each bot plays legal actions only (:meth:`Referee.legal_actions`), biased so that what is
rare in random play happens often enough to be tested: a win is taken whenever it stands,
kongs nearly always, pungs and chows often; a discard keeps tiles that make sets (the tile
with the fewest neighbours goes), so that wins come up; a small share of turns declare a
win at random (a false win when the hand does not stand).  An added kong is made first of
all when another seat would rob it (the bots peek) — yet in 300 shuffled games no seat was
ever waiting on such a tile, so one seed in five (without flowers) deals a wall set up for
robbing (:func:`robbing_wall`), which the bots then play as freely as any other.  The walls
are shuffled by the seed, with the eight flowers on every third seed.

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


ROBBING = 5
"""One flowerless seed in ROBBING deals a :func:`robbing_wall`."""


def robbing_wall(rng: random.Random) -> tuple[int, ...]:
    """A shuffled wall whose deal sets up robbing an added kong of a suited tile x: seat 0
    draws x first and holds only sets and pairs besides, so it is likely to let x go; seat 1
    holds two x to pung it, and its first draw is the fourth; seat 2's first draw makes it
    ready on x alone (a closed wait x−1 x+1).  Nothing forces any of it: a bot may keep x,
    decline the pung, claim or win elsewhere first — the wall only makes robbing likely."""
    x = 9 * rng.randrange(3) + rng.randrange(2, 7)  # a suited rank 3–7
    pool = Counter({tile: COPIES for tile in range(KINDS)})

    def take(*tiles: int) -> list[int]:
        pool.subtract(tiles)
        assert min(pool.values()) >= 0
        return list(tiles)

    others = [tile for tile in range(KINDS) if abs(tile - x) > 2 or not suited(tile)]
    rng.shuffle(others)
    pungs, pairs, (single, pair_2, junk_2) = others[:5], others[5:9], others[9:12]
    deals = [take(*[pungs[0]] * 3, *[pungs[1]] * 3, *[pungs[2]] * 3, *[pairs[0]] * 2,
                  *[pairs[1]] * 2),
             take(x, x, *[pungs[3]] * 3, *[pungs[4]] * 3, *[pairs[2]] * 2, *[pairs[3]] * 2,
                  single)]
    firsts = [*take(x, x), *take(pair_2)]
    deals.append(take(x - 1, x + 1, pair_2, junk_2))
    deals[2] += take(*_three_sets(rng, pool, x))
    rest = list(pool.elements())
    rng.shuffle(rest)
    deals.append(rest[:13])
    firsts.append(rest[13])
    rest = rest[14:]
    size = len(rest) // 4 + 14
    wall: list[int] = []
    for seat in range(4):  # a quarter is drawn from its end (mcr-game.md R3.2)
        drawn = [*deals[seat], firsts[seat]]
        wall += rest[(size - 14) * seat:(size - 14) * (seat + 1)] + drawn[::-1]
    return tuple(wall)


def _three_sets(rng: random.Random, pool: Counter[int], x: int) -> list[int]:
    """Nine tiles as three pungs of kinds away from x, still in the pool."""
    kinds = [tile for tile in range(KINDS) if pool[tile] >= 3 and abs(tile - x) > 2]
    return [tile for tile in rng.sample(kinds, 3) for _ in range(3)]


def play(seed: int, flowers: bool | None = None, rules: RuleBook = REFERENCE) -> Game:
    """One game from ``seed`` (with flowers on every third seed unless told; a
    :func:`robbing_wall` on one flowerless seed in :data:`ROBBING`)."""
    rng = random.Random(seed)
    flowered = seed % 3 == 0 if flowers is None else flowers
    quan = rng.randrange(4)
    wall = robbing_wall(rng) if not flowered and seed % ROBBING == ROBBING - 1 else \
        shuffled_wall(rng, flowered)
    referee = Referee(Setup.from_wall(quan, wall, rules), undo=False)
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
