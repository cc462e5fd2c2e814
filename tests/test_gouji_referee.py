"""The Gouji referee, rule by rule (gouji.md §18): for every rule at least one legal and one
illegal case, on small hands whose outcome can be followed by hand.

Seats are 0–5 in playing order; team A = 0, 2, 4, team B = 1, 3, 5; the 对家 of s is s+3."""

import random

import pytest

from paiju.engine.gouji.hand import Mode
from paiju.engine.gouji.referee.actions import (
    Action, Kind, burn_action, pass_action, play_action, wind_action, yield_action,
)
from paiju.engine.gouji.referee.facts import EventKind, Head
from paiju.engine.gouji.referee.state import Referee, Setup
from paiju.engine.gouji.rules import rule_book
from paiju.engine.gouji.settling import BurnOutcome, settle
from paiju.errors import IllegalActionError, RecordError
from paiju.engine.gouji.hand import Hand
from paiju.grammar.gouji import parse_hand, parse_play
from paiju.grammar.gouji_records import read_deal


def table(*hands, leader=0, mode="normal", revolution=None, head=None, **switches):
    rules = rule_book([(name.replace("_", "-"), str(value)) for name, value in switches.items()])
    return Referee(Setup(tuple(parse_hand(hand) for hand in hands), leader, Mode(mode),
                         revolution, Head(head) if head else None, rules))


def action(text: str) -> Action:
    seat, kind, *cards = text.split()
    seat = int(seat)
    if kind == "play":
        return play_action(seat, parse_play(cards[0]))
    if kind == "burn":
        return burn_action(seat, parse_play(cards[0]))
    return {"pass": pass_action, "yield": yield_action, "wind": wind_action}[kind](seat)


def run(referee, *steps):
    for text in steps:
        referee.push(action(text))
    return referee


def refused(referee, text, rule):
    before = referee.copy()
    with pytest.raises(IllegalActionError) as error:
        referee.push(action(text))
    assert error.value.rule == f"§18 rule {rule}", error.value
    assert error.value.action == referee.index and error.value.seat == int(text.split()[0])
    assert referee.facts() == before.facts() and referee.turn == before.turn
    return error.value


def finish(referee):
    """Play the deal out: the cheapest play whenever there is one, else pass."""
    while not referee.over:
        legal = referee.legal_actions()
        plays = [item for item in legal if item.kind is Kind.PLAY]
        referee.push(plays[0] if plays else legal[0])
    return referee


def kinds(referee):
    return {item.kind for item in referee.legal_actions()}


def happened(referee, kind):
    return [event for event in referee.events if event.kind is kind]


# plain positions: nobody holds a level card unless the test says so
PLAIN = ("2x9+1x4", "2x8+1x5", "1x6+1x4", "1x7+1x5", "1x8+1x4", "1x9+1x5")


# ---------------------------------------------------------------------------------------
# rule 1: the leader must play


def test_rule_1_the_leader_plays():
    referee = run(table(*PLAIN), "0 play 2x9")
    assert referee.turn == 1 and referee.top.written == "2x9"


@pytest.mark.parametrize("text", ["0 pass", "0 yield", "0 wind", "0 burn 2x9"])
def test_rule_1_passing_yielding_burning_or_asking_on_a_lead_is_illegal(text):
    error = refused(table(*PLAIN), text, 1)
    assert "the leader must play" in error.reason


def test_rule_1_only_plays_are_listed_for_a_lead():
    assert kinds(table(*PLAIN)) == {Kind.PLAY}


# ---------------------------------------------------------------------------------------
# rule 2: whose turn


def test_rule_2_the_turn_goes_round_in_playing_order():
    referee = run(table(*PLAIN), "0 play 1x4", "1 pass", "2 play 1x6", "3 play 1x7")
    assert referee.turn == 4


def test_rule_2_acting_out_of_turn_is_illegal():
    referee = run(table(*PLAIN), "0 play 1x4")
    error = refused(referee, "2 play 1x6", 2)
    assert "seat 1's turn" in error.reason


def test_rule_2_the_owner_of_the_top_play_is_not_asked_and_may_not_act():
    referee = run(table(*PLAIN), "0 play 1x4", "1 pass", "2 pass", "3 pass", "4 pass")
    assert referee.turn == 5
    refused(referee, "0 pass", 2)
    run(referee, "5 pass")
    assert referee.top is None and referee.turn == 0


def test_rule_2_a_seat_that_went_out_is_skipped():
    referee = run(table("1x4", "1x5+1x3", "1x6+1x3", "1x7+1x3", "1x8+1x3", "1x9+1x3"),
                  "0 play 1x4", "1 play 1x5", "2 pass", "3 pass", "4 pass")
    assert referee.facts().order == (0,) and referee.turn == 5
    run(referee, "5 pass")  # seat 0 has gone out: nobody is left to ask
    assert referee.top is None and referee.turn == 1
    error = refused(referee, "0 pass", 2)
    assert "has gone out" in error.reason


# ---------------------------------------------------------------------------------------
# rule 3: a pass locks; the 对家's new top play unlocks


def test_rule_3_a_seat_that_passed_is_skipped_for_the_rest_of_the_trick():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5", "2 pass", "3 play 1x7",
                  "4 play 1x8", "5 pass", "0 pass", "1 pass")
    assert referee.turn == 3  # seat 2 passed and is skipped


def test_rule_3_a_locked_seat_acting_is_illegal():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5", "2 pass", "3 play 1x7",
                  "4 play 1x8", "5 pass", "0 pass", "1 pass")
    error = refused(referee, "2 pass", 3)
    assert "locked" in error.reason


def test_rule_3_a_locked_seat_is_unlocked_when_its_opposite_makes_a_new_top_play():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5", "2 pass", "3 play 1x7", "4 pass",
                  "5 play 1x9", "0 pass", "1 pass")
    assert referee.turn == 2  # seat 5, seat 2's 对家, played: seat 2 speaks again


# ---------------------------------------------------------------------------------------
# rule 4: the end of a trick and who leads


def test_rule_4_the_trick_ends_when_everyone_has_passed_and_its_owner_leads():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5", "2 pass", "3 pass", "4 pass",
                  "5 pass", "0 pass")
    assert referee.top is None and referee.turn == 1
    assert happened(referee, EventKind.WON_TRICK)[0].other == 1


def test_rule_4_after_the_trick_only_its_owner_may_lead():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5", "2 pass", "3 pass", "4 pass",
                  "5 pass", "0 pass")
    refused(referee, "2 play 1x6", 2)


def test_rule_4_locks_are_cleared_for_the_next_trick():
    referee = run(table(*PLAIN), "0 play 1x4", "1 pass", "2 play 1x6", "3 pass", "4 pass",
                  "5 pass", "0 pass", "2 play 1x4")
    assert referee.turn == 3 and not referee.locked


WENT_OUT = ("1x4", "2x8+1x5", "1x6+1x4", "1x7+1x5", "1x8+1x4", "1x9+1x5")
"""Seat 0 goes out with a plain 1x4 that nobody answers."""


def test_rule_4_the_owner_went_out_the_next_active_seat_leads_switch_wind_next():
    referee = run(table(*WENT_OUT), "0 play 1x4", "1 pass", "2 pass", "3 pass", "4 pass",
                  "5 pass")
    assert referee.turn == 1
    refused(referee, "2 play 1x6", 2)


def test_rule_4_the_owner_went_out_its_partner_leads_switch_wind_partner():
    referee = run(table(*WENT_OUT, wind="partner"), "0 play 1x4", "1 pass", "2 pass", "3 pass",
                  "4 pass", "5 pass")
    assert referee.turn == 2
    refused(referee, "1 play 1x5", 2)


# ---------------------------------------------------------------------------------------
# rule 5: what a level card is; beating a plain play


def test_rule_5_a_play_that_meets_the_threshold_with_a_rival_is_a_level_card():
    assert run(table("5x10+1x4", *PLAIN[1:]), "0 play 5x10").level
    assert not run(table("4x10+1x4", *PLAIN[1:]), "0 play 4x10").level


def test_rule_5_a_plain_play_is_beaten_by_any_seat_with_a_beating_play():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5", "2 play 1x6")
    assert referee.owner == 2


def test_rule_5_a_follow_that_does_not_beat_is_illegal():
    referee = run(table(*PLAIN), "0 play 1x4", "1 play 1x5")
    error = refused(referee, "2 play 1x4", 5)
    assert "does not beat" in error.reason


def test_rule_5_a_follow_with_another_number_of_cards_is_illegal():
    referee = run(table(*PLAIN), "0 play 1x4")
    refused(referee, "1 play 2x8", 5)


# ---------------------------------------------------------------------------------------
# rule 6: the level-card privilege


LEVEL = ("5x10+1x4", "5xJ+1x5", "5xQ+1x6", "5xK+1x7", "5xA+1x8", "1x9+1x5")
"""Seat 0 leads 5x10, a level card; seats 1-4 could each beat it."""


def test_rule_6_the_opposite_may_beat_a_level_card():
    referee = run(table(*LEVEL), "0 play 5x10", "1 pass", "2 pass", "3 play 5xK")
    assert referee.owner == 3 and referee.level


def test_rule_6_another_seat_with_head_may_not_beat_a_level_card():
    referee = run(table(*LEVEL), "0 play 5x10")
    error = refused(referee, "1 play 5xJ", 6)
    assert "level card" in error.reason and "seat 3" in error.reason
    assert kinds(referee) == {Kind.PASS, Kind.BURN}


def test_rule_6_a_seat_without_head_may_beat_a_level_card_as_a_plain_play():
    # seat 4 goes out first; seat 1, its 对家, has no head once that trick is over
    hands = ("5x10+1x4", "5xJ+1x5", "1x6+1x4", "1x7+1x5", "1x3", "1x9+1x5")
    referee = run(table(*hands, leader=4), "4 play 1x3", "5 pass", "0 play 1x4", "1 pass",
                  "2 pass", "3 pass")
    assert referee.turn == 0 and not referee.head(1)
    run(referee, "0 play 5x10")
    assert referee.level
    run(referee, "1 play 5xJ")
    assert referee.owner == 1 and not referee.level  # seat 1's own plays are never level


def test_rule_6_in_the_tangle_any_seat_may_beat_and_nobody_burns_or_yields():
    hands = ("1x3", "1x4", "5x10+2x9", "5xJ+2x8", "5xQ+2x7", "5xK+2x6")
    referee = run(table(*hands), "0 play 1x3", "1 play 1x4", "2 pass", "3 pass", "4 pass",
                  "5 pass")
    assert referee.facts().order == (0, 1) and referee.tangle
    run(referee, "2 play 5x10")
    assert not referee.level
    refused(referee, "3 burn 5xJ", 6)
    run(referee, "3 play 5xJ", "4 play 5xQ")
    refused(referee, "5 yield", 6)


# ---------------------------------------------------------------------------------------
# rule 7: 让 (yield)


YIELDING = ("2x9+1x4", "1x5+1x4", "1x6+1x4", "2x10+1x8", "2xJ+1x4", "2xQ+1x5")


def test_rule_7_the_opposite_yields_and_the_seats_after_it_speak_first():
    referee = run(table(*YIELDING), "0 play 2x9", "1 pass", "2 pass", "3 yield")
    assert referee.turn == 4
    run(referee, "4 pass", "5 pass")
    assert referee.turn == 3 and happened(referee, EventKind.ASKED_AGAIN)
    assert kinds(referee) == {Kind.PASS, Kind.PLAY}  # now it must play or pass
    run(referee, "3 play 2x10")
    assert referee.owner == 3


def test_rule_7_only_the_opposite_may_yield():
    referee = run(table(*YIELDING), "0 play 2x9")
    error = refused(referee, "1 yield", 7)
    assert "only the 对家" in error.reason


def test_rule_7_a_yielder_whose_followers_all_passed_may_not_yield_again():
    referee = run(table(*YIELDING), "0 play 2x9", "1 pass", "2 pass", "3 yield", "4 pass",
                  "5 pass")
    refused(referee, "3 yield", 7)


def test_rule_7_a_yielder_passed_over_by_a_play_counts_as_having_passed():
    referee = run(table(*YIELDING), "0 play 2x9", "1 pass", "2 pass", "3 yield", "4 play 2xJ",
                  "5 play 2xQ", "0 pass", "1 pass", "2 pass")
    assert referee.turn == 4  # seat 3 is skipped
    error = refused(referee, "3 play 2x10", 3)
    assert "locked" in error.reason


def test_rule_7_one_yield_per_trick():
    hands = ("1x4+1x3", "1x5+1x3", "1x6+1x3", "1x7+1x3", "1x8+1x3", "1x9+1x3")
    referee = run(table(*hands), "0 play 1x3", "1 pass", "2 pass", "3 yield", "4 play 1x8",
                  "5 play 1x9", "0 pass", "1 pass")
    # seat 2 faces its 对家's play, seats 0 and 1 passed, seat 4 may still speak: only the
    # trick's one yield is spent
    assert referee.turn == 2
    error = refused(referee, "2 yield", 7)
    assert "one 让 per trick" in error.reason


def test_rule_7_no_yield_when_nobody_would_speak_after_it():
    hands = ("1x4+1x5", "1x5+1x4", "1x6+1x4", "1x7+1x5", "1x3", "1x9+1x5")
    referee = run(table(*hands, leader=4), "4 play 1x3", "5 pass", "0 play 1x4", "1 pass",
                  "2 pass")
    # seat 4 is out and seat 5 passed: after seat 3 nobody would speak
    assert referee.turn == 3 and Kind.YIELD not in kinds(referee)
    error = refused(referee, "3 yield", 7)
    assert "nobody is left" in error.reason


def test_rule_7_a_yield_before_the_seats_ahead_passed_is_illegal():
    referee = run(table(*WENT_OUT), "0 play 1x4", "1 wind", "2 pass")
    # seat 1 asked for the lead instead of passing
    error = refused(referee, "3 yield", 7)
    assert "seat 1" in error.reason and "has not passed" in error.reason


# ---------------------------------------------------------------------------------------
# rules 8 and 9: who may burn, when, with what, and in which order


BURNING = ("5x10+1x4", "1小花+4xJ", "5xQ", "5xK+1x7", "1大花+4xA", "1x9+1x5")
"""Seat 0 leads 5x10; seat 1 (1小花+4xJ), seat 2 (5xQ) and seat 4 (1大花+4xA) can each burn
it with their whole hand."""


def test_rule_8_a_seat_before_the_opposite_burns_a_level_card():
    referee = run(table(*BURNING), "0 play 5x10", "1 burn 1小花+4xJ")
    facts = referee.facts()
    assert [(b.burner, b.burned, b.outcome) for b in facts.burns] == [
        (1, 0, BurnOutcome.SUCCESS)]
    assert facts.order == (1,)


def test_rule_8_a_partner_burns_by_default_switch_burners_all():
    referee = run(table(*BURNING), "0 play 5x10", "1 pass", "2 burn 5xQ")
    assert referee.facts().burns[0].burner == 2


def test_rule_8_a_partner_may_not_burn_switch_burners_enemies():
    referee = run(table(*BURNING, burners="enemies"), "0 play 5x10", "1 pass")
    error = refused(referee, "2 burn 5xQ", 8)
    assert "burners=enemies" in error.reason and "seats 1, 5" in error.reason


def test_rule_8_the_seats_after_the_opposite_may_not_burn_switch_burners_before_opposite():
    referee = run(table(*BURNING, burners="before-opposite"), "0 play 5x10", "1 pass",
                  "2 pass", "3 pass", "5 pass")
    assert referee.turn == 4
    refused(referee, "4 burn 1大花+4xA", 8)


def test_rule_8_a_plain_play_is_not_burned():
    referee = run(table(*PLAIN), "0 play 1x4")
    error = refused(referee, "1 burn 1x5", 8)
    assert "not a level card" in error.reason


def test_rule_8_the_opposite_answers_and_does_not_burn():
    referee = run(table(*BURNING), "0 play 5x10", "1 pass", "2 pass")
    refused(referee, "3 burn 5xK", 8)


def test_rule_9_the_seats_after_the_opposite_are_asked_target_team_first():
    referee = run(table(*BURNING), "0 play 5x10", "1 pass", "2 pass", "3 pass")
    assert referee.turn == 5  # seat 5 is on the team the level card was played against
    refused(referee, "4 burn 1大花+4xA", 2)
    run(referee, "5 pass", "4 burn 1大花+4xA")
    assert referee.facts().burns[0].burner == 4


def test_rule_9_level_team_priority_asks_the_level_players_partners_first():
    referee = run(table(*BURNING, burn_priority="level-team"), "0 play 5x10")
    assert referee.turn == 2
    run(referee, "2 pass", "1 pass", "3 pass")
    assert referee.turn == 4


def test_rule_9_seat_order_priority_asks_in_playing_order():
    referee = run(table(*BURNING, burn_priority="seat-order"), "0 play 5x10", "1 pass",
                  "2 pass", "3 pass")
    assert referee.turn == 4


def test_rule_9_a_burning_play_must_beat_the_level_card():
    referee = run(table("5xQ+1x4", *BURNING[1:]), "0 play 5xQ")
    error = refused(referee, "1 burn 1小花+4xJ", 9)
    assert "does not beat" in error.reason


def test_rule_9_a_burn_must_pass_the_static_test():
    # after 1小花+4xJ seat 1 keeps 1x3 and 1x5: two ranks and no flower, it could not go out
    referee = run(table("5x10+1x4", "1小花+4xJ+1x3+1x5", *BURNING[2:]), "0 play 5x10")
    error = refused(referee, "1 burn 1小花+4xJ", 9)
    assert "G = 2" in error.reason
    assert Kind.BURN not in kinds(referee)


def test_rule_9_a_burning_play_is_itself_a_level_card():
    hands = ("5x10+1x4", "1小花+4xJ+1x5", "1x6+1x4", "1x7+1x5", "5xK+1x8", "1x9+1x5")
    referee = run(table(*hands), "0 play 5x10", "1 burn 1小花+4xJ")
    assert referee.level and referee.burn_in_progress == (1, 0)
    assert referee.turn == 2
    refused(referee, "2 play 1x6", 5)


# ---------------------------------------------------------------------------------------
# rule 10: a burn fails


BURNER = ("5x10+1x4+1x6", "1小花+5xJ+1x5+1x7", "1x6+1x4", "1x7+1x5", "1x8+1x4", "1x9+1x5")
"""Seat 1 burns seat 0's 5x10 and keeps 1x5, 1x7 and a 小花: it must hang the 小花 on one of
them and play the other last."""


def burned(**switches):
    return run(table(*BURNER, **switches), "0 play 5x10", "1 burn 5xJ", "2 pass", "3 pass",
               "4 pass", "0 pass", "5 pass")


def test_rule_10_a_burner_keeps_its_burn_with_a_flower_in_every_play_but_the_last():
    referee = burned()
    assert referee.turn == 1 and referee.burn_in_progress == (1, 0)
    run(referee, "1 play 1小花+1x5", "2 pass", "3 pass", "4 pass", "0 pass", "5 pass",
        "1 play 1x7")
    facts = referee.facts()
    assert facts.burns[0].outcome is BurnOutcome.SUCCESS and facts.order == (1,)


def test_rule_12_the_facts_of_a_deal_in_play_name_the_burn_in_progress():
    referee = burned()
    assert referee.facts().burning == 0 and not referee.facts().finished
    run(referee, "1 play 1小花+1x5", "2 pass", "3 pass", "4 pass", "0 pass", "5 pass",
        "1 play 1x7")
    assert referee.facts().burning is None


def test_a_play_is_told_before_what_it_does_to_a_pending_request():
    hands = ("1x9", "1x5+1x4", "1x6+1x4", "1xJ+1x5", "1x8+1x4", "1x9+1x5")
    referee = run(table(*hands), "0 play 1x9", "1 wind", "2 pass", "3 play 1xJ")
    told = [event.kind for event in referee.events if event.action == 3]
    assert told == [EventKind.PLAYED, EventKind.REQUEST_LAPSED]


def test_rule_10_a_burner_leading_a_play_without_flower_fails_and_leaves_the_deal():
    referee = run(burned(), "1 play 1x5")
    facts = referee.facts()
    assert facts.burns[0].outcome is BurnOutcome.FAILED and facts.failed_burners == (1,)
    assert referee.turn == 0 and referee.top is None  # the burned seat leads
    assert happened(referee, EventKind.BURN_FAILED)[0].other == 0
    refused(referee, "1 play 1x7", 2)


def test_rule_10_the_failed_burner_takes_the_lowest_place_in_settlement():
    referee = finish(run(burned(), "1 play 1x5"))
    settlement = settle(referee.facts().deal())
    assert settlement.ranking.places[1].name_zh == "大落"
    assert 1 not in referee.facts().order + referee.facts().left


# ---------------------------------------------------------------------------------------
# rule 11: a burn is lifted


def test_rule_11_the_burners_opposite_beating_its_play_lifts_the_burn():
    hands = ("5x10+1x4", "1小花+5xJ+1x5+1x7", "1x6+1x4", "1x7+1x5", "1大花+1x6+1x8",
             "1x9+1x5")
    referee = run(table(*hands), "0 play 5x10", "1 burn 5xJ", "2 pass", "3 pass", "4 pass",
                  "0 pass", "5 pass", "1 play 1小花+1x5", "2 pass", "3 pass",
                  "4 play 1大花+1x6")
    assert referee.facts().burns[0].outcome is BurnOutcome.LIFTED
    assert referee.burn_in_progress is None
    assert happened(referee, EventKind.BURN_LIFTED)[0].seats == (4,)


def test_rule_11_another_seat_burning_the_burner_lifts_its_burn():
    hands = ("5x10+1x4", "1小花+5xJ+1x3", "1大花+4xQ", "1x7+1x5", "1x8+1x4", "1x9+1x5")
    referee = run(table(*hands), "0 play 5x10", "1 burn 5xJ", "2 burn 1大花+4xQ")
    assert [(b.burner, b.burned, b.outcome) for b in referee.facts().burns] == [
        (1, 0, BurnOutcome.LIFTED), (2, 1, BurnOutcome.SUCCESS)]


def test_rule_11_a_seat_with_head_may_not_beat_the_burners_level_play():
    hands = ("5x10+1x4", "1小花+5xJ+1x5+1x7", "1大花+1x6+1x8", "1x7+1x5", "1x8+1x4",
             "1x9+1x5")
    referee = run(table(*hands), "0 play 5x10", "1 burn 5xJ", "2 pass", "3 pass", "4 pass",
                  "0 pass", "5 pass", "1 play 1小花+1x5")
    refused(referee, "2 play 1大花+1x6", 6)


# ---------------------------------------------------------------------------------------
# rule 12: success, and burns across the tangle


def test_rule_12_the_burner_going_out_succeeds_and_owes_burn_tribute():
    referee = run(burned(), "1 play 1小花+1x5", "2 pass", "3 pass", "4 pass", "0 pass",
                  "5 pass", "1 play 1x7")
    assert happened(referee, EventKind.BURN_SUCCEEDED)[0].seat == 1
    run(referee, "2 pass", "3 pass", "4 play 1x8", "5 play 1x9", "0 pass", "2 pass", "4 pass",
        "5 play 1x5", "0 play 1x6", "2 pass", "3 pass", "4 pass", "0 play 1x4")
    settlement = settle(finish(referee).facts().deal())
    assert not settlement.game_over and settlement.deal.order[:3] == (1, 5, 0)
    assert [(t.payer, t.receiver) for t in settlement.tributes if t.kind.value == "burn"] == [
        (0, 1)]


def tangled(**switches):
    """Seat 2 goes out, then seat 0 with a level 底牌 that seat 1 burns, keeping 1x5, 1x7 and
    a 小花: four players are left, so the tangle begins with seat 1's next lead."""
    hands = ("1x6+5x10", "1小花+5xJ+1x5+1x7", "1x3", "2x6+1x4", "2x8+1x4", "2x9+1x5")
    return run(table(*hands, leader=2, **switches), "2 play 1x3", "3 pass", "4 pass", "5 pass",
               "0 play 1x6", "1 pass", "3 pass", "0 play 5x10", "1 burn 5xJ", "3 pass",
               "4 pass", "5 pass")


def test_rule_12_a_burn_carries_on_into_the_tangle_switch_burn_across_tangle_carry():
    referee = tangled()
    assert referee.tangle and referee.burn_in_progress == (1, 0) and referee.turn == 1
    refused(referee, "1 pass", 1)


def test_rule_12_a_burn_ends_as_lifted_when_the_tangle_begins_switch_cancel():
    referee = tangled(burn_across_tangle="cancel")
    assert referee.tangle and referee.burn_in_progress is None
    assert referee.facts().burns[0].outcome is BurnOutcome.LIFTED


def test_rule_12_a_burn_in_progress_when_the_deal_ends_counts_as_lifted():
    # seat 2 goes out, seat 4 goes out, seat 5 puts 1x钱 on seat 4's 底牌 and seat 1 burns it;
    # in the tangle seat 0 beats seat 1's burning lead with its last cards: team A is out
    hands = ("1大花+1x9", "2小花+1x7+1x8", "1x3", "1x4+1x6", "1x5", "1钱+1x6")
    referee = run(table(*hands, leader=2), "2 play 1x3", "3 play 1x4", "4 play 1x5",
                  "5 play 1x钱", "0 pass", "1 burn 1小花", "3 pass", "5 pass")
    assert referee.tangle and referee.burn_in_progress == (1, 5)
    run(referee, "1 play 1小花+1x7", "3 pass", "5 pass", "0 play 1大花+1x9")
    assert referee.over and referee.burn_in_progress is None
    facts = referee.facts()
    assert [(b.burner, b.burned, b.outcome) for b in facts.burns] == [
        (1, 5, BurnOutcome.LIFTED)]
    assert facts.order == (2, 4, 0) and facts.left == (1, 3, 5)
    assert settle(facts.deal()).ranking.sanhu is not None  # team A took 头科, 二科, 三科


# ---------------------------------------------------------------------------------------
# rule 13: opening a point


def test_rule_13_a_level_card_that_wins_its_trick_opens_a_point():
    referee = run(table(*LEVEL), "0 play 5x10", "1 pass", "2 pass", "3 pass", "5 pass",
                  "4 pass")
    assert referee.facts().opened == (0,) and referee.turn == 0
    assert happened(referee, EventKind.OPENED)[0].seat == 0


def test_rule_13_a_plain_play_that_wins_does_not_open():
    referee = run(table(*PLAIN), "0 play 2x9", "1 pass", "2 pass", "3 pass", "4 pass", "5 pass")
    assert referee.facts().opened == ()


def test_rule_13_a_big_flower_does_not_open_under_opening_0_and_its_owner_leads_again():
    referee = run(table("1大花+1x4", *PLAIN[1:]), "0 play 1大花", "1 pass", "2 pass", "3 pass",
                  "5 pass", "4 pass")
    assert referee.facts().opened == () and referee.turn == 0
    refused(referee, "1 play 1x5", 2)


def test_rule_13_money_opens_under_opening_0_but_not_under_opening_2():
    steps = ("0 play 1x钱", "1 pass", "2 pass", "3 pass", "5 pass", "4 pass")
    assert run(table("1钱+1x4", *PLAIN[1:]), *steps).facts().opened == (0,)
    assert run(table("1钱+1x4", *PLAIN[1:], opening=2), *steps).facts().opened == ()


# ---------------------------------------------------------------------------------------
# rule 14: going out, 底牌, 死够, 接风


HOLE = ("2xK", "2xA+1x5", "1x6+1x4", "2x钱+1x5", "1x8+1x4", "1x9+1x5")
"""Seat 0 goes out with 2xK, a level card: its 对家 seat 3 may hook it with 2x钱."""


def test_rule_14_the_opposite_hooks_a_level_hole_card():
    referee = run(table(*HOLE), "0 play 2xK", "1 pass", "2 pass", "3 play 2x钱")
    assert referee.facts().order == (0,) and referee.owner == 3 and referee.level


def test_rule_14_others_may_not_beat_a_level_hole_card():
    referee = run(table(*HOLE), "0 play 2xK")
    refused(referee, "1 play 2xA", 6)


def test_rule_14_an_unanswered_level_hole_card_of_the_first_out_is_a_dead_level():
    referee = run(table(*HOLE), "0 play 2xK", "1 pass", "2 pass", "3 pass", "5 pass", "4 pass")
    dead = referee.facts().dead_levels
    assert [(d.seat, d.play.written, d.hole_card) for d in dead] == [(0, "2xK", True)]
    assert referee.turn == 1 and referee.facts().opened == ()  # 接风, and no opening


def test_rule_14_the_first_outs_opposite_has_no_head_once_the_hole_card_trick_is_over():
    referee = run(table(*HOLE), "0 play 2xK", "1 pass", "2 pass", "3 pass", "5 pass", "4 pass")
    assert not referee.head(3)
    run(referee, "1 play 1x5", "2 pass", "3 pass", "4 pass", "5 pass", "1 play 2xA")
    assert referee.level
    run(referee, "2 pass", "3 play 2x钱")  # no head: it beats a level card without burning
    assert referee.owner == 3 and not referee.level


def test_rule_14_a_seat_facing_a_hole_card_asks_for_the_lead_and_leads_when_all_pass():
    referee = run(table(*HOLE), "0 play 2xK", "1 wind", "2 pass", "3 pass", "5 pass", "4 pass")
    assert referee.turn == 1 and referee.top is None
    assert referee.facts().dead_levels[0].seat == 0


def test_rule_14_a_request_lapses_when_someone_plays_without_locking_the_requester():
    referee = run(table(*HOLE), "0 play 2xK", "1 wind", "2 pass", "3 play 2x钱", "4 pass",
                  "5 pass")
    assert happened(referee, EventKind.REQUEST_LAPSED)
    assert referee.turn == 1  # asked about seat 3's play; seat 2 stays locked


def test_rule_14_no_request_facing_a_seat_that_still_holds_cards():
    referee = run(table(*PLAIN), "0 play 1x4")
    error = refused(referee, "1 wind", 14)
    assert "底牌" in error.reason


def test_rule_14_one_request_at_a_time():
    referee = run(table(*HOLE), "0 play 2xK", "1 wind")
    refused(referee, "2 wind", 14)


def test_rule_14_no_dead_level_when_the_first_two_out_are_each_others_opposite():
    hands = ("2xK", "1x4+1x5", "1x6+1x4", "2x钱", "1x8+1x4", "1x9+1x5")
    referee = run(table(*hands), "0 play 2xK", "1 pass", "2 pass", "3 play 2x钱", "4 pass",
                  "5 pass")
    assert referee.facts().order == (0, 3) and referee.top is None
    assert referee.facts().dead_levels == ()


# ---------------------------------------------------------------------------------------
# rule 15: the tangle, revolution, 要头 and 无头


TANGLE = ("1x3", "1x4", "1x6+1x5", "1x7+1x6", "1x8+1x7", "1x9+1x8")


def test_rule_15_the_tangle_begins_with_the_first_lead_after_four_are_left():
    referee = run(table(*TANGLE), "0 play 1x3", "1 play 1x4")
    assert not referee.tangle
    run(referee, "2 pass", "3 pass", "4 pass", "5 pass")
    assert referee.tangle and happened(referee, EventKind.TANGLE)[0].seats == (2, 3, 4, 5)


def test_rule_15_in_the_tangle_a_pass_locks_nothing():
    referee = run(table(*TANGLE), "0 play 1x3", "1 play 1x4", "2 pass", "3 pass", "4 pass",
                  "5 pass", "2 play 1x5", "3 pass", "4 play 1x7", "5 play 1x8", "2 pass")
    assert referee.turn == 3  # seat 3 passed before, and is asked again


REVOLT = ("1x4+1x3", "2xA+1x3", "2xK+2xA+2x钱+1x4", "1x7+1x3", "1x8+1x3", "3x9")
"""Seat 5 revolts (革命): seat 2 is its 对家."""


def test_rule_15_under_keep_the_revolutionarys_opposite_plays_dead_levels_and_leads_again():
    referee = run(table(*REVOLT, leader=2, revolution=5, head="keep"), "2 play 2xK")
    assert referee.level and referee.turn == 3
    refused(referee, "3 wind", 14)
    run(referee, "3 pass", "4 pass", "1 pass", "0 pass")
    assert referee.turn == 2
    assert [(d.seat, d.hole_card) for d in referee.facts().dead_levels] == [(2, False)]


def test_rule_15_under_keep_nobody_but_a_burner_answers_the_opposites_level_card():
    referee = run(table(*REVOLT, leader=2, revolution=5, head="keep"), "2 play 2xK", "3 pass",
                  "4 pass")
    refused(referee, "1 play 2xA", 6)


def test_rule_15_after_three_dead_levels_the_opposite_has_no_head():
    referee = table(*REVOLT, leader=2, revolution=5, head="keep")
    for play in ("2xK", "2xA", "2x钱"):
        run(referee, f"2 play {play}", "3 pass", "4 pass", "1 pass", "0 pass")
    assert not referee.head(2) and happened(referee, EventKind.HEAD_LOST)
    assert [d.play.written for d in referee.facts().dead_levels] == ["2xK", "2xA", "2x钱"]


def test_rule_15_under_none_the_revolutionarys_opposite_has_no_head():
    referee = run(table(*REVOLT, leader=2, revolution=5, head="none"), "2 play 2xK")
    assert not referee.level
    run(referee, "3 pass", "4 pass", "0 pass", "1 play 2xA")
    assert referee.owner == 1


def test_rule_15_the_revolutionary_never_acts():
    referee = run(table(*REVOLT, leader=2, revolution=5, head="keep"), "2 play 1x4", "3 pass",
                  "4 pass")
    assert referee.turn == 0
    error = refused(referee, "5 pass", 2)
    assert "revolted" in error.reason


# ---------------------------------------------------------------------------------------
# rule 16: 憋三


BIESAN = ("1x4+2x3", "1x5+1x3", "1x6+1x3", "1x7+1x3", "1x8+1x3", "1x9+1x3")


def test_rule_16_3s_are_led_as_the_whole_remaining_hand():
    referee = run(table(*BIESAN, mode="bie-san"), "0 play 1x4", "1 pass", "2 pass", "3 pass",
                  "4 pass", "5 pass", "0 play 2x3")
    assert referee.facts().order == (0,)


def test_rule_16_3s_are_not_led_before_the_rest_of_the_hand():
    referee = table(*BIESAN, mode="bie-san")
    refused(referee, "0 play 2x3", 16)
    refused(referee, "0 play 1x3", 16)
    assert all(item.entry.rank != 3 for item in referee.legal_actions())


def test_rule_16_3s_beat_nothing():
    referee = run(table("1x3+1x4", "1x3", *BIESAN[2:], mode="bie-san"), "0 play 1x4",
                  "1 pass", "2 pass", "3 pass", "4 pass", "5 pass", "0 play 1x3")
    refused(referee, "1 play 1x3", 16)


def test_rule_16_a_play_that_leaves_only_3s_and_is_beaten_is_smothered():
    referee = run(table(*BIESAN, mode="bie-san"), "0 play 1x4", "1 play 1x5")
    assert [(s.seat, s.beaten_by) for s in referee.facts().smothered] == [(0, 1)]
    assert settle(finish(referee).facts().deal()).tributes[0].kind.value == "smother"


# ---------------------------------------------------------------------------------------
# rule 17: the end of the deal


ENDING = ("1x3", "1x4", "1x5", "1x6+1x4", "1x7", "1x8+1x4")


def test_rule_17_the_deal_ends_when_the_players_left_are_one_team():
    referee = run(table(*ENDING), "0 play 1x3", "1 play 1x4", "2 play 1x5", "3 play 1x6",
                  "4 play 1x7")
    assert referee.over and referee.facts().order == (0, 1, 2, 4)
    assert referee.facts().left == (5, 3)  # in playing order after seat 4, the last to leave


def test_rule_17_acting_after_the_deal_is_over_is_illegal():
    referee = run(table(*ENDING), "0 play 1x3", "1 play 1x4", "2 play 1x5", "3 play 1x6",
                  "4 play 1x7")
    refused(referee, "5 play 1x8", 17)
    assert referee.legal_actions() == []


# ---------------------------------------------------------------------------------------
# rule 18: what settlement receives


def test_rule_18_settling_a_replayed_deal_is_settling_the_record_it_derives():
    referee = run(table(*ENDING), "0 play 1x3", "1 play 1x4", "2 play 1x5", "3 play 1x6",
                  "4 play 1x7")
    deal = referee.facts().deal(number=2)
    assert deal.order == (0, 1, 2, 4, 5, 3)
    written = settle(read_deal({"order": [0, 1, 2, 4, 5, 3], "deal": 2}))
    settled = settle(deal)
    assert settled.tributes == written.tributes and settled.ranking.places == written.ranking.places


def test_rule_18_an_unfinished_deal_has_nothing_to_settle():
    with pytest.raises(ValueError):
        table(*PLAIN).facts().deal()


# ---------------------------------------------------------------------------------------
# rule 19: what is refused


def test_rule_19_a_play_not_in_the_hand_is_refused():
    error = refused(table(*PLAIN), "0 play 3x9", 19)
    assert "not in seat 0's hand" in error.reason


def test_rule_19_a_possible_set_up_is_accepted():
    Setup(tuple(parse_hand(hand) for hand in PLAIN), 0).check()


@pytest.mark.parametrize("hands, extra, field, words", [
    ((None, *PLAIN[1:]), {}, "hands[0]", "holds no card"),
    (PLAIN, {"revolution": 0, "head": Head.KEEP}, "leader", "cannot lead"),
    (("1钱+1x4", *PLAIN[1:]), {"revolution": 0, "head": Head.KEEP, "leader": 1}, "hands[0]",
     "holds 钱"),
    (PLAIN, {"revolution": 1}, "head", "要头"),
    (PLAIN, {"head": Head.NONE}, "head", "no revolution"),
    (("1x4", *PLAIN[1:]), {"mode": Mode.BIE_SAN}, "hands[0]", "holds a 3"),
    (("16x9", "1x9", *PLAIN[2:]), {}, "hands[1]", "17 × 9"),
    (PLAIN, {"leader": 6}, "leader", "does not exist"),
])
def test_rule_19_an_impossible_set_up_is_refused_before_any_action(hands, extra, field, words):
    options = {"leader": 0, **extra}
    parsed = tuple(Hand(()) if hand is None else parse_hand(hand) for hand in hands)
    with pytest.raises(RecordError) as error:
        Setup(parsed, **options).check()
    assert error.value.field == field and words in str(error.value)


# ---------------------------------------------------------------------------------------
# readings where §18 leaves a choice (docs/interpretations.md, "Gouji referee")


def test_a_yield_and_a_request_both_pending_the_yielder_is_asked_first_documented():
    referee = run(table(*WENT_OUT), "0 play 1x4", "1 pass", "2 pass", "3 yield", "4 wind",
                  "5 pass")
    assert referee.turn == 3  # the yielder first
    run(referee, "3 pass")
    assert referee.top is None and referee.turn == 4  # then the 接风 request is granted


def test_a_burning_play_that_wins_its_trick_opens_a_point_documented():
    assert tangled().facts().opened == (1,)


def test_a_dead_level_under_keep_opens_only_if_the_opening_option_lets_it_documented():
    steps = ("2 play 2x钱", "3 pass", "4 pass", "1 pass", "0 pass")
    kept = run(table(*REVOLT, leader=2, revolution=5, head="keep"), *steps)
    assert kept.facts().opened == (2,) and len(kept.facts().dead_levels) == 1
    blocked = run(table(*REVOLT, leader=2, revolution=5, head="keep", opening=2), *steps)
    assert blocked.facts().opened == () and len(blocked.facts().dead_levels) == 1


def test_a_level_hole_card_of_the_third_out_is_no_dead_level_documented_rule_14():
    hands = ("1x3", "1x4", "1钱", "1x5+1x6", "1x7+1x8", "1x9+1x10")
    referee = run(table(*hands), "0 play 1x3", "1 pass", "2 pass", "3 pass", "4 pass", "5 pass",
                  "1 play 1x4", "2 play 1x钱")
    assert referee.facts().order == (0, 1, 2) and referee.level
    run(referee, "3 pass", "4 pass", "5 pass")
    assert referee.facts().dead_levels == () and referee.tangle


def test_only_the_burners_leads_need_a_flower_documented_rule_10():
    # seats 0 and 3 go out; seat 4 burns seat 3's 底牌 and carries its burn into the tangle,
    # where seat 2 (who has a head) beats it without lifting it; seat 4 then follows seat 2's
    # plain lead with a plain 1x9: not a lead, so the burn goes on
    hands = ("1x4", "1x5+1x6", "1大花+1x6+1x8+1x10", "1x钱", "3小花+1x5+1x9", "1xJ+1xQ")
    referee = run(table(*hands), "0 play 1x4", "1 pass", "2 pass", "3 play 1x钱",
                  "4 burn 1小花", "5 pass", "1 pass")
    assert referee.tangle and referee.burn_in_progress == (4, 3)
    run(referee, "4 play 1小花+1x5", "5 pass", "1 pass", "2 play 1大花+1x6", "4 pass", "5 pass",
        "1 pass", "2 play 1x8", "4 play 1x9")
    assert referee.burn_in_progress == (4, 3)
    run(referee, "5 pass", "1 pass", "2 pass", "4 play 1小花")
    assert referee.facts().burns[0].outcome is BurnOutcome.SUCCESS


def test_a_failed_burner_keeps_the_cards_it_did_not_play_documented_rule_10():
    referee = run(burned(), "1 play 1x5")
    assert referee.hand(1).written == "1小花+1x7"


def _rival_goes_out_with_a_level_card(head):
    """Seat 0 revolted; its 对家 seat 3 leads its whole hand, 5x10, a level card, and every
    seat passes: the 底牌 of 头科 stands unburned."""
    from paiju.engine.gouji.referee import Head, Referee, Setup, pass_action, play_action
    from paiju.grammar.gouji import parse_hand, parse_play

    hands = tuple(parse_hand(text) for text in ("1x4", "2x5", "2x6", "5x10", "2x7", "2x8"))
    referee = Referee(Setup(hands, leader=3, revolution=0, head=Head[head]))
    referee.push(play_action(3, parse_play("5x10")))
    assert referee.level is (head == "KEEP")  # under 无头 the 对家 has no head at once
    while referee.tricks == 0:
        referee.push(pass_action(referee.turn))
    return referee


def test_rule_15_revised_the_rivals_hole_card_under_keep_head_is_a_counted_dead_level():
    """gouji.md §18 rule 15 (revised): under 要头 the revolutionary's 对家's level card that is
    its 底牌, unburned, is a 死够 that counts toward the three, and 接风 follows."""
    referee = _rival_goes_out_with_a_level_card("KEEP")
    assert referee.dead_count == 1
    (dead,) = referee.facts().dead_levels
    assert (dead.seat, dead.play.written, dead.hole_card) == (3, "5x10", True)
    told = [event for event in referee.events if event.kind.value == "dead level"]
    assert [event.number for event in told] == [1]
    assert referee.turn == 4  # 接风: the next seat after the 对家 leads


def test_rule_15_under_no_head_the_rivals_last_play_is_no_level_card_and_no_dead_level():
    referee = _rival_goes_out_with_a_level_card("NONE")
    assert referee.dead_count == 0 and referee.facts().dead_levels == ()
    assert referee.turn == 4


def test_rule_19_revised_the_revolutionarys_hand_may_be_empty_in_a_record_a_playing_seats_not():
    """gouji.md §18 rule 19 (revised): the revolutionary's cards leave the deal, so a record
    may give it an empty hand; a playing seat with no card is still refused."""
    from paiju.engine.gouji.referee import Referee
    from paiju.errors import RecordError

    record = {"hands": ["", "2x5", "2x6", "5x10", "2x7", "2x8"], "leader": 3,
              "revolution": 0, "head": "keep", "actions": [{"seat": 3, "play": "5x10"}]}
    referee = Referee.from_record(record)
    assert referee.hand(0).size == 0 and referee.facts().order == (3,)
    assert Referee.from_record(referee.to_record()) == referee
    with pytest.raises(RecordError) as refused:
        Referee.from_record({**record, "hands": ["2x4", "", "2x6", "5x10", "2x7", "2x8"]})
    assert refused.value.field == "hands[1]"


@pytest.mark.parametrize("seed", range(10))
def test_a_referee_telling_no_story_reaches_the_same_end_and_tells_it_when_asked(seed):
    """``story=False`` (an answer without an explanation) logs no event, yet plays alike and
    tells the same events when asked, at the end of a deal and part-way through it."""
    from gouji_selfplay import books, self_play

    shelf = books()
    game = self_play(27_300 + seed, shelf[seed % len(shelf)])
    cut = random.Random(seed).randrange(1, len(game.actions))
    for actions in (game.actions, game.actions[:cut]):
        quiet = Referee(game.referee.setup, checked=True, undo=False, story=False)
        telling = Referee(game.referee.setup, checked=True, undo=False)
        quiet.push_all(actions)
        telling.push_all(actions)
        assert quiet.log == [] and telling.log
        assert quiet.facts() == telling.facts() and quiet.outcome() == telling.outcome()
        assert quiet.over == telling.over and quiet.turn == telling.turn
        assert quiet.events == telling.events and len(quiet.events) >= len(actions)
        assert quiet.legal_actions() == telling.legal_actions()
