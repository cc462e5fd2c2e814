"""A Fuzhou game (fuzhou-mahjong.md §3, §7): hands settled in order, running totals per seat
and the banker succession, checked where a hand states its banker."""

from __future__ import annotations

import random

import pytest

from paiju.engine.fuzhou.game import play_game
from paiju.engine.fuzhou.rules import rule_book
from paiju.engine.fuzhou.scoring import GOLDEN_SPARROW
from paiju.engine.fuzhou.settling import TableHand
from paiju.engine.fuzhou.table import SEATS, Banker
from paiju.errors import RecordError


def bankers(game):
    return [(hand.settlement.banker.seat, hand.settlement.banker.count) for hand in game.hands]


def test_the_first_hand_is_dealt_by_east_with_count_0_section_3():
    game = play_game([TableHand(winner=None)])
    assert bankers(game) == [("E", 0)] and game.next_banker == Banker("E", 1)


def test_a_game_may_start_with_a_stated_banker_documented_section_3():
    game = play_game([TableHand(winner="W", banker="S", run=2, self_drawn=True)])
    assert bankers(game) == [("S", 2)] and game.next_banker == Banker("W", 0)


def test_the_banker_succession_runs_through_the_game_section_3():
    hands = [TableHand(winner="E", self_drawn=True),        # E wins: stays, 1
             TableHand(winner=None),                         # drawn: stays, 2
             TableHand(winner="W", discarder="E"),           # W wins: the bank passes to S
             TableHand(winner="N", discarder="S"),           # N wins: to W
             TableHand(winner="W", self_drawn=True)]         # W, the banker, wins: 1
    game = play_game(hands)
    assert bankers(game) == [("E", 0), ("E", 1), ("E", 2), ("S", 0), ("W", 0)]
    assert game.next_banker == Banker("W", 1)


def test_a_drawn_deal_keeps_the_count_through_a_game_switch_run_on_draw_kept():
    game = play_game([TableHand(winner="E", self_drawn=True), TableHand(winner=None),
                      TableHand(winner=None)], rule_book([("run-on-draw", "kept")]))
    assert bankers(game) == [("E", 0), ("E", 1), ("E", 1)]


def test_running_totals_add_the_ledgers_and_stay_zero_sum():
    rng = random.Random(7)
    hands = []
    for _ in range(40):
        winner = rng.choice([*SEATS, None])
        self_drawn = winner is not None and rng.random() < 0.5
        discarder = None if winner is None or self_drawn else \
            rng.choice([seat for seat in SEATS if seat != winner])
        hands.append(TableHand(winner, self_drawn=self_drawn, discarder=discarder,
                               flowers=rng.randrange(6) if winner else 0,
                               base=rng.choice([1, 2, 5])))
    game = play_game(hands, rule_book([("banker-count", "added")]))
    running = dict.fromkeys(SEATS, 0)
    for hand in game.hands:
        running = {seat: running[seat] + hand.settlement.ledger[seat] for seat in SEATS}
        assert hand.totals == running and sum(running.values()) == 0
    assert game.totals == running and set(game.leaders) <= set(SEATS)


def test_the_banker_count_of_a_game_is_the_run_switch_banker_count_added():
    hands = [TableHand(winner="E", self_drawn=True, flowers=1)] * 3
    plain = play_game(hands)
    counted = play_game(hands, rule_book([("banker-count", "added")]))
    assert [h.settlement.ledger["E"] for h in plain.hands] == [9, 9, 9]
    # each pays B + 2F + 2K with K = 0, 1, 2
    assert [h.settlement.ledger["E"] for h in counted.hands] == [9, 3 * 5, 3 * 7]


def test_a_stated_banker_must_follow_the_succession_section_3():
    game = play_game([TableHand(winner="S", self_drawn=True),
                      TableHand(winner=None, banker="S", run=0)])
    assert bankers(game) == [("E", 0), ("S", 0)]
    with pytest.raises(RecordError) as caught:
        play_game([TableHand(winner="S", self_drawn=True), TableHand(winner=None, banker="S",
                                                                     run=0),
                   TableHand(winner=None, banker="E")])
    assert caught.value.field == "hands[2].banker"
    assert "the banker is S, not E: a drawn deal (荒庄): the banker S stays" in str(caught.value)
    with pytest.raises(RecordError) as caught:
        play_game([TableHand(winner="E", self_drawn=True), TableHand(winner=None, run=0)])
    assert caught.value.field == "hands[1].run" and "count is 1, not 0" in str(caught.value)


def test_an_error_in_a_hand_names_the_hand():
    with pytest.raises(RecordError) as caught:
        play_game([TableHand(winner=None), TableHand(winner="S", bonus=GOLDEN_SPARROW)],
                  labels=["line 1", "line 3"])
    assert caught.value.field == "line 3: discarder"
    with pytest.raises(RecordError, match="at least one hand"):
        play_game([])
