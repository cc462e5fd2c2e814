"""Seeded self-play through the MCR referee (paiju.engine.mcr.game.selfplay): every game ends,
no tile is made or lost, the scores sum to zero, the record replays to the same result, pop
takes every action back, and an action made illegal is refused at exactly its index."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from functools import lru_cache

import pytest

from paiju.engine.mcr.game.actions import Action, Kind
from paiju.engine.mcr.game.selfplay import ROBBING, Game, play, robbing_wall
from paiju.engine.mcr.game.wall import deal, draw_at
from paiju.engine.mcr.game.state import Referee
from paiju.errors import IllegalActionError

GAMES = 90
SEEDS = range(GAMES)


@lru_cache(maxsize=None)
def game(seed: int) -> Game:
    return play(seed)


def test_self_play_makes_every_kind_of_event_happen_and_reports_how_often():
    happened: Counter[str] = Counter()
    for seed in SEEDS:
        happened += game(seed).happened
    print(f"\n{GAMES} self-played games: {dict(sorted(happened.items()))}")
    for kind in ("chow", "pung", "kong", "concealed_kong", "added_kong", "flower", "HU",
                 "HUANG", "WH", "self_drawn", "on_discard", "robbed"):
        assert happened[kind], f"no {kind} in {GAMES} games"
    assert sum(happened[result] for result in ("HU", "HUANG", "WH")) == GAMES


@pytest.mark.parametrize("seed", SEEDS[::3])
def test_every_game_ends_and_conserves_tiles_and_scores(seed):
    played = game(seed)
    referee = Referee.from_record(played.record)
    outcome = referee.outcome() or referee.passed()
    assert outcome == played.outcome
    assert sum(outcome.scores) == 0
    actions = referee.actions
    discards = sum(action.kind is Kind.DISCARD for action in actions)
    claims = sum(action.kind in (Kind.CHOW, Kind.PUNG, Kind.KONG) for action in actions)
    in_hands = sum(map(sum, referee.hands))
    in_melds = sum(len(meld.tiles) for melds in referee.melds for meld in melds)
    on_table = discards - claims
    assert sum(referee.drawn) == in_hands + in_melds + sum(referee.flowers) + on_table
    assert all(count >= 0 for hand in referee.hands for count in hand)
    wall = len(referee.setup.wall)
    assert sum(referee.remaining(seat) for seat in range(4)) == wall - sum(referee.drawn)


@pytest.mark.parametrize("seed", SEEDS[1::6])
def test_pop_takes_every_action_back_to_the_start(seed):
    played = game(seed)
    referee = Referee.from_record(played.record)
    start = Referee(referee.setup, checked=True)
    middle = None
    while referee.actions:
        referee.pop()
        if len(referee.actions) == len(played.record["actions"]) // 2:
            middle = referee.copy()
    assert referee == start
    assert middle is not None and middle != start
    again = start.copy()
    again.push_all(middle.actions)
    assert again == middle


def _illegal_instead(referee: Referee, action: Action, rng: random.Random) -> Action:
    """An action the referee refuses where ``action`` was played: a tile not held, or a
    response from a seat that must pass."""
    if action.kind is Kind.DISCARD:
        missing = [tile for tile, count in enumerate(referee.hands[action.seat]) if not count]
        return replace(action, tile=rng.choice(missing))
    quiet = [seat for seat in range(4) if seat not in referee.to_act()] or \
        [seat for seat in range(4) if seat != action.seat]
    return Action(rng.choice(quiet), Kind.DISCARD, 0)


@pytest.mark.parametrize("seed", SEEDS[2::6])
def test_an_action_made_illegal_is_refused_at_exactly_its_index(seed):
    played = game(seed)
    rng = random.Random(seed)
    referee = Referee.from_record(played.record)
    actions = referee.actions
    responses = [index for index, action in enumerate(actions) if not action.kind.from_wall]
    for index in rng.sample(responses, 3):
        before = Referee(referee.setup, checked=True)
        before.push_all(actions[:index])
        wrong = _illegal_instead(before, actions[index], rng)
        with pytest.raises(IllegalActionError) as caught:
            before.push_all((wrong, *actions[index + 1:]))
        assert caught.value.action == index and caught.value.seat == wrong.seat


def test_R5_4_robbing_walls_make_robbing_an_added_kong_happen_in_play():
    """The robbing walls only deal the chance (selfplay.robbing_wall): the bots play them
    freely, and some of those games end in a robbed kong, scored as R7.1 says."""
    robbing = [game(seed) for seed in SEEDS if seed % ROBBING == ROBBING - 1 and seed % 3]
    robbed = [played for played in robbing if played.happened["robbed"]]
    assert robbed and len(robbed) < len(robbing)
    for played in robbed:
        win = played.outcome.win
        total = played.outcome.fan
        assert win.robbed and win.payer is not None and "抢杠和" in {
            scored.fan.name_zh for scored in win.score.fans}
        assert played.outcome.scores[win.payer] == -(8 + total)
        assert played.outcome.scores[win.seat] == 24 + total


def test_a_robbing_wall_is_a_full_wall_dealing_the_set_up():
    rng = random.Random(4)
    wall = robbing_wall(rng)
    assert sorted(wall) == sorted(tile for tile in range(34) for _ in range(4))
    deals, _ = deal(wall)
    x = draw_at(wall, 0, 13)  # seat 0's first draw after its deal
    assert draw_at(wall, 1, 13) == x and deals[1].count(x) == 2 and x not in deals[0]
    assert {x - 1, x + 1} <= set(deals[2]) and x not in deals[2]


def test_walls_with_flowers_deal_and_draw_them():
    flowered = [game(seed) for seed in SEEDS if len(game(seed).record["wall"]) == 144]
    assert flowered and any(played.happened["flower"] for played in flowered)
