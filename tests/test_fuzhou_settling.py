"""Fuzhou hands settled at a four-seat table (fuzhou-mahjong.md §3, §7): each rule with a case
where it applies and one where it does not, the §7.3 examples as ledgers, the impossible
outcomes refused by field, and the ledger agreeing with the single-hand scorer on many hands."""

from __future__ import annotations

import random

import pytest

from paiju.engine.fuzhou.flowers import winner_flowers
from paiju.engine.fuzhou.rules import rule_book
from paiju.engine.fuzhou.scoring import (
    GOLDEN_SPARROW,
    GRAB_GOLD,
    PLAIN_WIN,
    THREE_GOLDS,
    Rules,
    Win,
    score,
)
from paiju.engine.fuzhou.settling import TableHand, WinningHand, settle
from paiju.engine.fuzhou.table import SEATS, Banker
from paiju.errors import IllegalHandError, RecordError
from paiju.grammar.fuzhou import parse_gold, parse_hand
from test_fuzhou_gold import random_fuzhou_hands

GOLD = parse_gold("5p")
SPARROW = "123m 456m 789m 234s 金 金 678p"
THREE = "19m 19p 19s 2468m 2468p 金 金 金"


def outcome(**fields) -> TableHand:
    return TableHand(**{"banker": "E", "winner": "S", **fields})


def ledger(book=None, **fields) -> dict[str, int]:
    return settle(outcome(**fields), *([book] if book else [])).ledger


def in_hand(text: str, flowers: int = 0, gold: int = GOLD, grabbed: bool = False,
            swimming: bool = False) -> WinningHand:
    hand = parse_hand(text, gold, grabbed=grabbed)
    return WinningHand(hand, gold, winner_flowers(hand, given=flowers), grabbed, swimming)


# --- §7.3, the rules file's examples (B = 5) as ledgers ------------------------------------

def test_example_no_bonus_self_drawn_three_flowers_section_7_3():
    assert ledger(self_drawn=True, flowers=3, base=5) == {"E": -11, "S": 33, "W": -11,
                                                           "N": -11}


def test_example_no_bonus_on_a_discard_three_flowers_section_7_3():
    assert ledger(discarder="N", flowers=3, base=5) == {"E": 0, "S": 8, "W": 0, "N": -8}


def test_example_plain_win_self_drawn_section_7_3():
    settled = settle(outcome(self_drawn=True, base=5))
    assert settled.bonus is PLAIN_WIN and settled.ledger["S"] == 105
    assert settled.per_payer == 35


def test_example_golden_sparrow_self_drawn_no_flower_section_7_3():
    settled = settle(outcome(self_drawn=True, bonus=GOLDEN_SPARROW, base=5))
    assert settled.bonus_points == 70 and settled.ledger == {"E": -75, "S": 225, "W": -75,
                                                             "N": -75}


def test_example_grab_the_gold_two_flowers_section_7_3():
    assert ledger(self_drawn=True, bonus=GRAB_GOLD, flowers=2, base=5)["S"] == 117


# --- §7.1 what each payer pays --------------------------------------------------------------

def test_a_bonus_hand_doubles_the_flowers_however_won_section_7_1():
    # 金雀 on a discard: B + 2F + W = 5 + 6 + 60, not B + F
    assert ledger(discarder="W", bonus=GOLDEN_SPARROW, flowers=3, base=5)["W"] == -71


def test_a_self_drawn_win_doubles_the_flowers_section_7_1():
    assert ledger(self_drawn=True, flowers=4)["N"] == -(1 + 8)


def test_a_discard_win_without_a_bonus_does_not_double_the_flowers_section_7_1():
    assert ledger(discarder="W", flowers=4)["W"] == -(1 + 4)


def test_no_bonus_and_no_flower_is_the_plain_win_section_6():
    assert settle(outcome(discarder="W")).bonus is PLAIN_WIN
    assert settle(outcome(discarder="W", bonus=PLAIN_WIN)).bonus_points == 30
    with_flowers = settle(outcome(discarder="W", flowers=1))
    assert with_flowers.bonus is None and with_flowers.bonus_points == 0


def test_a_gold_bonus_gains_ten_with_no_flower_section_6():
    assert settle(outcome(self_drawn=True, bonus=THREE_GOLDS)).bonus_points == 50
    assert settle(outcome(self_drawn=True, bonus=THREE_GOLDS, flowers=1)).bonus_points == 40


# --- §7.2 who pays ------------------------------------------------------------------------------

def test_a_self_drawn_win_is_paid_by_each_of_the_other_three_section_7_2():
    settled = settle(outcome(winner="W", self_drawn=True, flowers=1))
    assert settled.ledger == {"E": -3, "S": -3, "W": 9, "N": -3}
    assert "self-drawn (自摸), so each of the other three pays" in settled.lines[0].text


def test_a_discard_win_is_paid_by_the_discarder_alone_section_7_2():
    settled = settle(outcome(winner="W", discarder="S", flowers=1))
    assert settled.ledger == {"E": 0, "S": -2, "W": 2, "N": 0}
    assert settled.lines[0].text == ("E pays nothing: a win on a discard is paid by the "
                                     "discarder alone (§7.2)")
    assert settled.lines[1].text.startswith("S pays 2: discarded the winning tile (捉铳)")


@pytest.mark.parametrize("bonus", [GRAB_GOLD, THREE_GOLDS])
def test_grab_and_three_golds_are_paid_as_self_drawn_section_7_2(bonus):
    assert ledger(self_drawn=True, bonus=bonus)["S"] == 3 * (1 + bonus.points + 10)
    with pytest.raises(RecordError) as caught:
        settle(outcome(discarder="N", bonus=bonus))
    assert caught.value.field == "self_drawn" and "enter the win as self-drawn" in str(
        caught.value)


def test_a_bonus_hand_on_a_discard_is_paid_by_the_discarder_switch_bonus_on_discard_discarder():
    assert ledger(discarder="N", bonus=GOLDEN_SPARROW) == {"E": 0, "S": 71, "W": 0, "N": -71}


def test_a_bonus_hand_on_a_discard_is_paid_by_all_switch_bonus_on_discard_all():
    book = rule_book([("bonus-on-discard", "all")])
    assert ledger(book, discarder="N", bonus=GOLDEN_SPARROW) == {
        "E": -71, "S": 213, "W": -71, "N": -71}
    assert ledger(book, discarder="N", flowers=2) == {"E": 0, "S": 3, "W": 0, "N": -3}


# --- §7.4 the banker count ---------------------------------------------------------------------

def test_the_run_does_not_enter_payments_switch_banker_count_none():
    assert ledger(run=3, winner="E", self_drawn=True, flowers=2) == \
        ledger(run=0, winner="E", self_drawn=True, flowers=2)


def test_the_run_enters_every_banker_payment_switch_banker_count_added():
    book = rule_book([("banker-count", "added")])
    # the banker wins self-drawn: every payment + 2K
    assert ledger(book, run=3, winner="E", self_drawn=True, flowers=2) == {
        "E": 3 * (5 + 6), "S": -11, "W": -11, "N": -11}
    # another seat wins self-drawn: the banker, one of the three, pays 2K more
    assert ledger(book, run=3, self_drawn=True, flowers=2) == {
        "E": -11, "S": 11 + 5 + 5, "W": -5, "N": -5}
    # the banker discards on a plain discard win: K, not doubled
    assert ledger(book, run=3, discarder="E", flowers=2) == {"E": -6, "S": 6, "W": 0, "N": 0}
    # the banker neither wins nor pays: nothing changes
    assert ledger(book, run=3, discarder="W", flowers=2) == {"E": 0, "S": 3, "W": -3, "N": 0}
    line = settle(outcome(run=3, self_drawn=True, flowers=2), book).lines[0].text
    assert line.endswith("as the banker, 2K more: 5 + 2×3 = 11 (§7.4, banker-count=added)")


# --- §3 the banker -----------------------------------------------------------------------------

def test_the_banker_stays_and_counts_one_more_when_winning_section_3():
    settled = settle(outcome(banker="N", run=2, winner="N", self_drawn=True))
    assert settled.next_banker == Banker("N", 3) and settled.run == 3
    assert settled.succession == "the banker N wins and stays banker, count 2 → 3 (§3)"


def test_another_winner_passes_the_bank_to_the_player_after_the_banker_section_3():
    settled = settle(outcome(banker="E", run=4, winner="W", discarder="N"))
    assert settled.next_banker == Banker("S", 0)  # the player after E, not the winner W
    assert settled.succession == ("W wins, not the banker E: the player after the banker, S, "
                                  "becomes banker, count 0 (§3)")
    assert settle(outcome(banker="N", winner="E", self_drawn=True)).next_banker == \
        Banker("E", 0)


def test_a_drawn_deal_pays_nothing_documented_and_the_banker_stays_counting_switch_run_on_draw_grows():
    settled = settle(TableHand(winner=None, banker="S", run=1))
    assert settled.drawn and settled.ledger == dict.fromkeys(SEATS, 0)
    assert settled.next_banker == Banker("S", 2)
    assert all("a drawn deal (荒庄): nobody wins, so nobody pays" in line.text
               for line in settled.lines)


def test_a_drawn_deal_keeps_the_count_switch_run_on_draw_kept():
    book = rule_book([("run-on-draw", "kept")])
    settled = settle(TableHand(winner=None, banker="S", run=1), book)
    assert settled.next_banker == Banker("S", 1) and "run-on-draw=kept" in settled.succession
    # a banker's win still counts under it
    assert settle(outcome(banker="S", run=1, winner="S", self_drawn=True),
                  book).next_banker == Banker("S", 2)


# --- impossible outcomes are refused, naming the field -------------------------------------------

@pytest.mark.parametrize("fields, field, words", [
    ({"banker": None}, "banker", "required"),
    ({"banker": "X"}, "banker", "not a seat"),
    ({"winner": "Q", "self_drawn": True}, "winner", "not a seat"),
    ({"run": -1, "self_drawn": True}, "run", "0 or more"),
    ({"base": 0, "self_drawn": True}, "base", "from 1"),
    ({"winner": None, "self_drawn": True}, "self_drawn", "drawn deal"),
    ({"winner": None, "discarder": "N"}, "discarder", "drawn deal"),
    ({"winner": None, "bonus": GOLDEN_SPARROW}, "bonus", "drawn deal"),
    ({"winner": None, "flowers": 2}, "flowers", "drawn deal"),
    ({"self_drawn": True, "discarder": "N"}, "discarder", "self-drawn win has no discarder"),
    ({}, "discarder", "required for a win on a discard"),
    ({"discarder": "S"}, "discarder", "own discard"),
    ({"discarder": "N", "bonus": PLAIN_WIN, "flowers": 2}, "flowers", "平胡 is the plain win"),
    ({"self_drawn": True, "flowers": 65}, "flowers", "from 0 to 64"),
])
def test_impossible_outcomes_name_the_field(fields, field, words):
    with pytest.raises(RecordError) as caught:
        settle(outcome(**fields))
    assert caught.value.field == field and words in str(caught.value)


# --- the winning hand in place of bonus and flowers -------------------------------------------

def test_the_bonus_and_flowers_are_worked_out_from_the_hand():
    settled = settle(outcome(self_drawn=True, base=5, hand=in_hand(SPARROW)))
    assert settled.bonus is GOLDEN_SPARROW and settled.flowers == 0
    assert settled.ledger == ledger(self_drawn=True, base=5, bonus=GOLDEN_SPARROW)
    kong = in_hand("[1111s1] 123m 456m 789m 678p 99s", flowers=2)
    assert settle(outcome(discarder="W", hand=kong)).flowers == 3


def test_a_hand_that_does_not_win_is_refused_naming_the_hand():
    with pytest.raises(RecordError, match="hand: not a win: the tiles do not form"):
        settle(outcome(self_drawn=True, hand=in_hand("19m 19p 19s 2468m 2468p 13s 金")))


def test_three_golds_in_the_hand_on_a_discard_is_refused_naming_the_hand():
    with pytest.raises(RecordError, match="hand: 三金倒: .* enter the win as self-drawn"):
        settle(outcome(discarder="N", hand=in_hand("19m 19p 19s 2468m 246p 金 金 金 8p")))


def test_a_grabbed_gold_is_self_drawn_at_the_table():
    grab = in_hand("123m 456m 789m 234s 678p 9s 5p", flowers=2, grabbed=True)
    assert settle(outcome(self_drawn=True, base=5, hand=grab)).ledger["S"] == 117
    with pytest.raises(RecordError) as caught:
        settle(outcome(discarder="N", hand=grab))
    assert caught.value.field == "self_drawn"


def test_golds_count_as_flowers_from_the_hand_switch_golds_as_flowers_yes():
    book = rule_book([("golds-as-flowers", "yes")])
    settled = settle(outcome(self_drawn=True, hand=in_hand(SPARROW)), book)
    assert settled.flowers == 2 and settled.bonus_points == 60


# --- the single-hand scorer and the ledger agree ------------------------------------------------

BOOKS = [rule_book(), rule_book([("bonus-on-discard", "all"), ("banker-count", "added")]),
         rule_book([("banker-count", "added"), ("golds-as-flowers", "yes")])]


def test_the_ledger_agrees_with_the_single_hand_score_on_many_hands():
    rng = random.Random(16)
    compared = refused = lost = 0
    for tiles, golds, gold in random_fuzhou_hands(1613, 200):
        written = [f"{t % 9 + 1}{'mps'[t // 9]}" for t in tiles]
        # the golds last (the winning tile may be a gold) or first
        text = " ".join(written + ["金"] * golds if rng.random() < 0.5
                        else ["金"] * golds + written)
        hand = parse_hand(text, gold)
        for _ in range(6):
            banker, winner = rng.choice(SEATS), rng.choice(SEATS)
            self_drawn = rng.random() < 0.5
            discarder = None if self_drawn else rng.choice([s for s in SEATS if s != winner])
            run, base, book = rng.choice([0, 1, 3]), rng.choice([1, 5]), rng.choice(BOOKS)
            flowers = winner_flowers(hand, given=rng.choice([0, 0, 2, 7]))
            count = run if book.banker_count.value == "added" else 0
            win = Win(self_drawn=self_drawn, banker=winner == banker,
                      discarder_banker=discarder == banker)
            given = TableHand(winner, banker, run, self_drawn, discarder, base=base,
                              hand=WinningHand(hand, gold, flowers))
            try:
                single = score(hand, gold, flowers, win, Rules(base, count, book=book))
            except IllegalHandError as error:  # three golds on a discard
                with pytest.raises(RecordError, match=error.message[:20]):
                    settle(given, book)
                refused += 1
                continue
            if not single.win:
                with pytest.raises(RecordError, match="not a win"):
                    settle(given, book)
                lost += 1
                continue
            settled = settle(given, book)
            compared += 1
            assert sum(settled.ledger.values()) == 0
            assert settled.ledger[winner] == single.winner_gets
            assert sorted(-settled.ledger[seat] for seat in SEATS if settled.ledger[seat] < 0) \
                == sorted(payment.amount for payment in single.payments)
            by_role = {payment.payer: payment.amount for payment in single.payments}
            if discarder is not None:
                assert -settled.ledger[discarder] == by_role["discarder"]
            if "banker" in by_role:
                assert -settled.ledger[banker] == by_role["banker"]
            assert (settled.bonus, settled.bonus_points, settled.flowers,
                    settled.per_payer) == (single.bonus, single.bonus_points,
                                           single.flowers.total, single.per_payer)
            # the same outcome given as bonus and flowers settles the same way
            gold_bonus = None if single.bonus is PLAIN_WIN else single.bonus
            assert settle(TableHand(winner, banker, run, self_drawn, discarder, gold_bonus,
                                    single.flowers.total, base), book).ledger == settled.ledger
    assert compared > 500 and refused > 5 and lost > 50, (compared, refused, lost)
