"""An independent audit of the Gouji referee against gouji.md §18 (and the §19 switches).

Every expected outcome here was derived from the text of gouji.md §5–§8, §11–§13, §15, §18
and §19 before reading the referee, one small hand-built record per sentence: a few cards a
seat, the rest of the table holding ``FILLER`` (cards that can only pass). Each test cites the
sentence it pins. Seat arithmetic is mod 6: ``o`` is the owner of the top play, ``opp(s) =
s+3``; team A = 0, 2, 4, team B = 1, 3, 5.

Action notation of the helpers: ``"0:2xK"`` seat 0 plays 2xK, ``"1:-"`` passes, ``"3:y"``
yields (让), ``"2:b=2xA"`` burns with 2xA (烧牌), ``"4:w"`` requests 接风.
"""

from __future__ import annotations

import pytest

from paiju.engine.gouji.places import Place
from paiju.engine.gouji.referee.facts import EventKind
from paiju.engine.gouji.settling import BurnOutcome, settle
from paiju.errors import IllegalActionError, RecordError
from paiju.grammar.gouji import parse_play
from paiju.grammar.gouji_replay import read_replay

FILLER = "3+4+5"
"""A seat that only passes: three low singles, no 3-only hand, no money, no flower."""

LIFTED, SUCCESS, FAILED = BurnOutcome.LIFTED, BurnOutcome.SUCCESS, BurnOutcome.FAILED
BURN_ENDINGS = {EventKind.BURN_LIFTED, EventKind.BURN_SUCCEEDED, EventKind.BURN_FAILED}


def _action(text: str) -> dict:
    seat_text, _, what = text.partition(":")
    seat = int(seat_text)
    if what == "-":
        return {"seat": seat, "pass": True}
    if what == "y":
        return {"seat": seat, "yield": True}
    if what == "w":
        return {"seat": seat, "wind": True}
    if what.startswith("b="):
        return {"seat": seat, "burn": what[2:]}
    return {"seat": seat, "play": what}


def record(held: dict[int, str], actions: str = "", leader: int = 0, **fields) -> dict:
    hands = [FILLER] * 6
    for seat, hand in held.items():
        hands[seat] = hand
    return {"hands": hands, "leader": leader,
            "actions": [_action(text) for text in actions.split()], **fields}


def run(held, actions="", **fields):
    return read_replay(record(held, actions, **fields)).replay()


def refused(held, actions, *, index, seat, rule, **fields) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        run(held, actions, **fields)
    error = caught.value
    assert (error.action, error.seat, error.rule) == (index, seat, f"§18 rule {rule}")
    return error


def setup_refused(held, actions="", **fields) -> RecordError:
    with pytest.raises(RecordError) as caught:
        run(held, actions, **fields)
    return caught.value


def kinds(referee) -> set[str]:
    return {kind.value for kind in referee.open_kinds()}


def burns(referee) -> tuple:
    return tuple((b.burner, b.burned, b.outcome) for b in referee.facts().burns)


def burn_endings(referee) -> list[EventKind]:
    return [event.kind for event in referee.events if event.kind in BURN_ENDINGS]


def dead_levels(referee) -> tuple:
    return tuple((d.seat, d.play, d.hole_card) for d in referee.facts().dead_levels)


def play(text: str):
    return parse_play(text)


# A burn that stands: seat 0 leads 2xK, seat 1 burns it with 2xA (its remaining 小花+5+7 is two
# groups and one flower: §7.3's static test holds), nobody answers, so seat 1 leads next.
# Windows after the burn (o = 1): o+1=2, o+2=3, then opp(1)=4, then {5, 0} with 4's team
# (A: seat 0) first under the default burn priority.
BURN_HANDS = {0: "2xK+3+4", 1: "2xA+小花+5+7"}
BURN_STANDS = "0:2xK 1:b=2xA 2:- 3:- 4:- 0:- 5:-"


# ---------------------------------------------------------------------------------------------
# Rule 1: "The leader must play: passing or yielding on a lead is illegal."

@pytest.mark.parametrize("action", ["0:-", "0:y", "0:b=4", "0:w"])
def test_rule_1_anything_but_a_play_on_the_lead_is_refused(action):
    refused({}, action, index=0, seat=0, rule=1)


def test_rule_1_the_leader_is_offered_plays_only():
    assert kinds(run({})) == {"play"}


def test_rule_1_the_winner_of_a_trick_must_lead_the_next():
    # Rule 4: the owner leads the next trick; rule 1: it must play.
    refused({0: "9+8"}, "0:9 1:- 2:- 3:- 4:- 5:- 0:-", index=6, seat=0, rule=1)


# ---------------------------------------------------------------------------------------------
# Rule 2: "After a play by X the turn goes X+1, X+2, …, skipping seats that are inactive,
# locked, the owner o, a pending yielder, or a pending 接风 requester."

def test_rule_2_a_seat_acting_before_its_turn_is_refused():
    refused({}, "0:4 2:-", index=1, seat=2, rule=2)


def test_rule_2_the_owner_is_not_asked_about_its_own_play():
    # After 1..5 pass on 0's plain 4 the turn does not come back to 0 as a follower: the
    # trick is over and 0 leads (plays only).
    referee = run({0: "4+9"}, "0:4 1:- 2:- 3:- 4:- 5:-")
    assert referee.turn == 0 and kinds(referee) == {"play"}


def test_rule_2_a_seat_that_went_out_is_skipped():
    referee = run({1: "9"}, "1:9 2:- 3:- 4:- 5:- 0:- 2:3 3:- 4:- 5:- 0:-", leader=1)
    assert referee.facts().order == (1,)
    assert referee.turn == 2 and kinds(referee) == {"play"}


def test_rule_2_a_seat_that_went_out_acting_is_refused():
    refused({1: "9"}, "1:9 2:- 3:- 4:- 5:- 0:- 2:3 3:- 4:- 5:- 0:- 1:-",
            index=11, seat=1, rule=2, leader=1)


def test_rule_2_the_revolutionary_never_acts():
    # §18 state: the revolutionary R is not active; R = 1, so seat 2 follows seat 0.
    refused({}, "0:3 1:-", index=1, seat=1, rule=2, revolution=1, head="keep")
    assert run({}, "0:3", revolution=1, head="keep").turn == 2


# ---------------------------------------------------------------------------------------------
# Rule 3: "A pass locks the seat for the rest of the trick … A locked seat is unlocked when
# its own 对家 makes a new top play."

def test_rule_3_a_passed_seat_is_not_asked_again_in_the_trick():
    # 0 leads 4, 1 passes, 2 plays 5, 3 4 5 0 pass: seat 1 (locked) is skipped, the trick ends.
    referee = run({0: "4+9"}, "0:4 1:- 2:5 3:- 4:- 5:- 0:-")
    assert referee.turn == 2 and kinds(referee) == {"play"}


def test_rule_3_a_locked_seat_acting_is_refused():
    refused({1: "3+4+5+6"}, "0:4 1:- 2:5 1:6", index=3, seat=1, rule=3)


def test_rule_3_a_locked_seat_is_unlocked_by_its_own_opposite():
    # 1 passes; its 对家 4 then makes a new top play (6), so 1 may play again (7).  After 1's 7
    # only 4 is still free: 2, 3 are locked (their 对家 5, 0 made no new top), 5 and 0 passed.
    referee = run({0: "4+9", 1: "3+4+7", 4: "3+4+6"}, "0:4 1:- 2:- 3:- 4:6 5:- 0:- 1:7")
    assert referee.turn == 4
    assert run({0: "4+9", 1: "3+4+7", 4: "3+4+6"},
               "0:4 1:- 2:- 3:- 4:6 5:- 0:- 1:7 4:-").turn == 1


def test_rule_3_another_seats_play_does_not_unlock():
    # 3's new top play unlocks only 0 (its 对家); 1 and 2 stay locked, so 4 5 0 passing ends it.
    referee = run({0: "4+9", 3: "3+4+6"}, "0:4 1:- 2:- 3:6 4:- 5:- 0:-")
    assert referee.turn == 3 and kinds(referee) == {"play"}


def test_rule_4_locks_are_cleared_when_the_trick_ends():
    # Rule 4: "Locks, yields and burn windows are cleared." 1 passed in trick 1, plays in 2.
    run({0: "4+9", 1: "3+4+5+6", 3: "3+4+6"}, "0:4 1:- 2:- 3:6 4:- 5:- 0:- 3:3 4:- 5:- 0:- 1:4")


def test_rule_4_a_yield_is_possible_again_in_the_next_trick():
    run({0: "4+9+3"}, "0:4 1:- 2:- 3:y 4:- 5:- 3:- 0:9 1:- 2:- 3:y")


# ---------------------------------------------------------------------------------------------
# Rule 4: "Its owner leads the next trick if still active (A7); otherwise 接风: the next active
# seat after the owner leads [switch wind = next | partner]."

def test_rule_4_the_next_active_seat_after_a_finished_owner_leads():
    assert run({1: "9"}, "1:9 2:- 3:- 4:- 5:- 0:-", leader=1).turn == 2


def test_rule_4_wind_partner_gives_the_lead_to_the_owners_partner():
    referee = run({1: "9"}, "1:9 2:- 3:- 4:- 5:- 0:-", leader=1, rules={"wind": "partner"})
    assert referee.turn == 3


def test_rule_4_the_lead_skips_seats_that_are_out():
    # 2 goes out (头科), 3 leads; 1 goes out (二科) on 3's trick; the next active seat after 1
    # is 3 (2 is out).
    referee = run({2: "8", 1: "9"},
                  "2:8 3:- 4:- 5:- 0:- 1:- 3:3 4:- 5:- 0:- 1:9 3:- 4:-", leader=2)
    assert referee.facts().order == (2, 1)
    assert referee.turn == 3 and kinds(referee) == {"play"}


@pytest.mark.parametrize("wind, leader", [("next", 1), ("partner", 4)])
def test_rule_4_wind_partner_skips_a_partner_who_is_out_documented(wind, leader):
    # 2 goes out first (the lead passes to its partner 4 under partner, to 3 under next); later
    # 0 goes out with 9: its first partner 2 is out, so under partner its next partner 4 leads.
    # Reading shared with docs/interpretations.md ("the owner's next active partner").
    held = {2: "8", 0: "9"}
    first = {"next": "2:8 3:- 4:- 5:- 0:- 1:- 3:3 4:- 5:- 0:9 1:- 3:-",
             "partner": "2:8 3:- 4:- 5:- 0:- 1:- 4:3 5:- 0:9 1:- 3:- 4:-"}[wind]
    referee = run(held, first, leader=2, rules={"wind": wind})
    assert referee.facts().order == (2, 0)
    assert referee.turn == leader


# ---------------------------------------------------------------------------------------------
# Rule 5: "A play is a level card when it meets §5, its owner has head, and the tangle has not
# begun. Before the tangle, on a plain top play a seat may play a beating play, pass or yield."

def test_rule_5_a_lower_follow_is_refused():
    refused({0: "2x9+4", 1: "2x8+3"}, "0:2x9 1:2x8", index=1, seat=1, rule=5)


def test_rule_5_an_equal_play_does_not_beat():
    refused({0: "9+4", 1: "9+3"}, "0:9 1:9", index=1, seat=1, rule=5)


def test_rule_5_a_play_of_another_length_does_not_beat():
    refused({0: "2x9+4", 1: "3x10+4"}, "0:2x9 1:3x10", index=1, seat=1, rule=5)


def test_rule_5_any_seat_may_beat_a_plain_play():
    # 4x10 is not a level card (§5: 10 needs five), so seat 1 (not 0's 对家) may beat it.
    assert run({0: "4x10+3", 1: "4xJ+3"}, "0:4x10 1:4xJ").turn == 2


def test_rule_5_five_tens_are_a_level_card():
    refused({0: "5x10+3", 1: "5xJ+3"}, "0:5x10 1:5xJ", index=1, seat=1, rule=6)


def test_rule_5_pasted_money_counts_toward_the_threshold_a14():
    # §5 / A14: 1钱+4x10 is five 10s, a level card; 1钱+1xQ is two Qs, not one.
    refused({0: "1钱+4x10+3", 1: "5xJ+3"}, "0:1钱+4x10 1:5xJ", index=1, seat=1, rule=6)
    run({0: "1钱+1xQ+3", 1: "2xK+3"}, "0:1钱+1xQ 1:2xK")


@pytest.mark.parametrize("lead, follow", [("钱", "小花"), ("小花+5", "大花+6"), ("2xA", "2x钱"),
                                          ("3xQ", "3xK"), ("4xJ", "4xQ")])
def test_rule_5_section_5_level_cards_are_guarded(lead, follow):
    refused({0: lead + "+3", 1: follow + "+3"}, f"0:{lead} 1:{follow}", index=1, seat=1, rule=6)


# ---------------------------------------------------------------------------------------------
# Rule 6: "Before the tangle, on a level card: opp(o) may play, pass or yield; a seat without
# head may beat it as a plain play; anyone else may only burn or pass."

def test_rule_6_the_level_players_partner_may_not_beat_it():
    refused({0: "2xK+3", 2: "2xA+3"}, "0:2xK 1:- 2:2xA", index=2, seat=2, rule=6)


def test_rule_6_the_opposite_may_beat_a_level_card_and_then_owns_it():
    # After 3's 2xA: 4, 5, then 0 (3's 对家); 1 and 2 are locked.  0 passes: 3 opens.
    referee = run({0: "2xK+3", 3: "2xA+3"}, "0:2xK 1:- 2:- 3:2xA 4:- 5:- 0:-")
    assert referee.facts().opened == (3,)
    assert referee.turn == 3


def test_rule_6_the_original_owner_may_beat_its_opposite_back():
    referee = run({0: "2xK+2钱+3", 3: "2xA+3"}, "0:2xK 1:- 2:- 3:2xA 4:- 5:- 0:2x钱 3:-")
    assert referee.facts().opened == (0,)
    assert referee.turn == 0


def test_rule_6_other_seats_are_offered_only_pass_or_burn_on_a_level_card():
    referee = run({0: "2xK+3", 1: "2xA+3"}, "0:2xK")
    assert referee.turn == 1
    assert kinds(referee) == {"pass", "burn"}


def test_rule_6_the_opposite_is_offered_play_pass_and_yield():
    referee = run({0: "2xK+3", 3: "2xA+3"}, "0:2xK 1:- 2:-")
    assert referee.turn == 3
    assert kinds(referee) == {"pass", "yield", "play"}


# ---------------------------------------------------------------------------------------------
# Rule 7: "让 (yield) is legal for opp(o) before the tangle when o+1 and o+2 have passed or are
# inactive, it is not locked, no seat has yielded in this trick, and some active unlocked
# seat remains among o+4, o+5. The turn goes on from opp(o)+1; if any of them plays, the
# yielder counts as having passed; if all pass, the yielder must now play or pass."

def test_rule_7_the_opposite_yields_and_is_asked_again():
    referee = run({0: "4+9", 3: "3+6"}, "0:4 1:- 2:- 3:y")
    assert referee.turn == 4
    referee = run({0: "4+9", 3: "3+6"}, "0:4 1:- 2:- 3:y 4:- 5:-")
    assert referee.turn == 3
    assert kinds(referee) == {"pass", "play"}


def test_rule_7_the_yielder_asked_again_may_play():
    # After 3's 6 every seat but 0 has passed (locked): 0 is next.
    assert run({0: "4+9", 3: "3+6"}, "0:4 1:- 2:- 3:y 4:- 5:- 3:6").turn == 0


def test_rule_7_the_yielder_asked_again_may_not_yield_again():
    refused({0: "4+9"}, "0:4 1:- 2:- 3:y 4:- 5:- 3:y", index=6, seat=3, rule=7)


def test_rule_7_the_yielder_asked_again_passes_and_the_trick_ends():
    referee = run({0: "4+9"}, "0:4 1:- 2:- 3:y 4:- 5:- 3:-")
    assert referee.turn == 0 and kinds(referee) == {"play"}


def test_rule_7_only_the_opposite_may_yield():
    refused({0: "4+9"}, "0:4 1:y", index=1, seat=1, rule=7)


def test_rule_7_the_yielder_counts_as_passed_when_a_later_seat_plays():
    # 4 plays after 3's yield: 3 is locked; 5, 0 and 1 (unlocked by its 对家 4) pass; trick over.
    referee = run({0: "4+9", 4: "3+6"}, "0:4 1:- 2:- 3:y 4:6 5:- 0:- 1:-")
    assert referee.turn == 4 and kinds(referee) == {"play"}


def test_rule_7_no_yield_when_no_unlocked_seat_follows():
    # o = 5 after its 6; opp(5) = 2 is unlocked by it, but o+4 = 3 and o+5 = 4 are locked.
    refused({0: "4+9", 5: "3+6"}, "0:4 1:- 2:- 3:- 4:- 5:6 0:- 2:y", index=7, seat=2, rule=7)
    assert run({0: "4+9", 5: "3+6"}, "0:4 1:- 2:- 3:- 4:- 5:6 0:- 2:-").turn == 5


def test_rule_7_a_passed_over_yielder_is_unlocked_by_its_opposite_like_any_passed_seat():
    # Rule 7: "if any of them plays, the yielder counts as having passed"; rule 3: "A locked
    # seat is unlocked when its own 对家 makes a new top play."  3 yields, 4 plays 6 (3 counts
    # as passed), 0 (3's 对家) plays 7: after 1 passes, 3 is asked and may beat the 7.
    held = {0: "4+7+9", 3: "3+8", 4: "3+6"}
    referee = run(held, "0:4 1:- 2:- 3:y 4:6 5:- 0:7 1:-")
    assert referee.turn == 3
    run(held, "0:4 1:- 2:- 3:y 4:6 5:- 0:7 1:- 3:8")


def test_rule_3_the_same_position_without_a_yield_asks_the_unlocked_seat():
    # The control of the test above: 3 passed instead of yielding, and is asked again.
    held = {0: "4+7+9", 3: "3+8", 4: "3+6"}
    assert run(held, "0:4 1:- 2:- 3:- 4:6 5:- 0:7 1:-").turn == 3
    run(held, "0:4 1:- 2:- 3:- 4:6 5:- 0:7 1:- 3:8")


def test_rule_7_a_second_yield_in_the_trick_is_refused():
    # "At most one 让 is made per trick, by anyone." 3 yields, 4 plays (3 now counts as passed),
    # 0 plays 7 (unlocking its 对家 3): every other condition of a yield holds, but one was made.
    refused({0: "4+7+9", 4: "3+6"}, "0:4 1:- 2:- 3:y 4:6 5:- 0:7 1:- 3:y",
            index=8, seat=3, rule=7)


def test_rule_7_the_same_yield_is_legal_without_an_earlier_one():
    referee = run({0: "4+7+9", 4: "3+6"}, "0:4 1:- 2:- 3:- 4:6 5:- 0:7 1:- 3:y")
    assert referee.turn == 4


def test_rule_7_after_a_yield_on_a_level_card_the_next_seats_may_not_beat_it():
    # "On a level card the seats asked after a yield may only burn or pass."
    refused({0: "2xK+3", 5: "2xA+3"}, "0:2xK 1:- 2:- 3:y 5:2xA", index=4, seat=5, rule=6)


def test_rule_7_after_a_yield_on_a_level_card_the_next_seats_may_burn():
    referee = run({0: "2xK+3", 5: "2xA+3"}, "0:2xK 1:- 2:- 3:y 5:b=2xA")
    assert burns(referee)[0][:2] == (5, 0)


def test_rule_7_a_yielder_on_a_level_card_is_asked_again_after_both_windows():
    referee = run({0: "2xK+3", 3: "2xA+3"}, "0:2xK 1:- 2:- 3:y 5:- 4:-")
    assert referee.turn == 3
    assert kinds(referee) == {"pass", "play"}
    # it passes: nobody beat or burned 0's 2xK, 0 opens (rule 13)
    assert run({0: "2xK+3"}, "0:2xK 1:- 2:- 3:y 5:- 4:- 3:-").facts().opened == (0,)


# ---------------------------------------------------------------------------------------------
# Rule 8: "Eligible: an active, unlocked seat with head, not o and not opp(o), while the top
# play is a level card before the tangle (switch burners)."

def test_rule_8_a_plain_play_cannot_be_burned():
    refused({0: "9+3", 1: "小花+3"}, "0:9 1:b=小花", index=1, seat=1, rule=8)


def test_rule_8_the_opposite_cannot_burn():
    refused({0: "2xK+3", 3: "2xA"}, "0:2xK 1:- 2:- 3:b=2xA", index=3, seat=3, rule=8)


def test_rule_8_the_level_players_partner_may_burn_under_burners_all():
    referee = run({0: "2xK+3", 2: "2xA+3"}, "0:2xK 1:- 2:b=2xA")
    assert burns(referee)[0][:2] == (2, 0)


def test_rule_8_the_level_players_partner_may_not_burn_under_burners_enemies():
    refused({0: "2xK+3", 2: "2xA+3"}, "0:2xK 1:- 2:b=2xA", index=2, seat=2, rule=8,
            rules={"burners": "enemies"})


def test_rule_8_o_plus_5_may_burn_under_burners_enemies():
    referee = run({0: "2xK+3", 5: "2xA+3"}, "0:2xK 1:- 2:- 3:- 5:b=2xA",
                  rules={"burners": "enemies"})
    assert burns(referee)[0][:2] == (5, 0)


def test_rule_8_o_plus_4_may_not_burn_under_burners_enemies():
    refused({0: "2xK+3", 4: "2xA+3"}, "0:2xK 1:- 2:- 3:- 5:- 4:b=2xA", index=5, seat=4, rule=8,
            rules={"burners": "enemies"})


def test_rule_8_only_the_seats_before_the_opposite_burn_under_before_opposite():
    held = {0: "2xK+3", 1: "2xA+3", 4: "2xA+3", 5: "2xA+3"}
    before = {"burners": "before-opposite"}
    assert "burn" in kinds(run(held, "0:2xK", rules=before))
    actions = "0:2xK 1:- 2:- 3:-"
    for _ in range(2):
        referee = run(held, actions, rules=before)
        assert referee.turn in (4, 5)
        assert "burn" not in kinds(referee)
        actions += f" {referee.turn}:-"


def test_rule_8_a_seat_without_head_may_not_burn_but_may_beat():
    # Revolution by 4 with 无头: its 对家 1 has no head (§11, rule 15).
    revolution = {"revolution": 4, "head": "none"}
    held = {0: "2xK+3", 1: "2xA+3", 2: "2x钱+3"}
    refused(held, "0:2xK 1:b=2xA", index=1, seat=1, rule=8, **revolution)
    # its beating play is not a level card: 0's partner 2 may beat it in turn
    run(held, "0:2xK 1:2xA 2:2x钱", **revolution)


def test_rule_8_locked_seats_are_not_asked_to_burn():
    # 3's single 钱 is a level card; 1 and 2 passed earlier in the trick, so after 4, 5 and 0
    # (3's 对家) pass nobody is asked, and 3 opens although 1 holds a flower to burn with.
    referee = run({0: "K+3", 1: "小花+3", 3: "钱+3"}, "0:K 1:- 2:- 3:钱 4:- 5:- 0:-")
    assert referee.facts().opened == (3,)
    assert referee.turn == 3 and kinds(referee) == {"play"}


# ---------------------------------------------------------------------------------------------
# Rule 9: "Windows: o+1, o+2 are asked before opp(o); o+4, o+5 after opp(o) passes or yields.
# Within a window, every seat of the window is asked in burn priority order (… by the default
# the target's team first, so o+5 is asked before o+4), and the first burn wins."

def test_rule_9_default_priority_asks_o_plus_5_before_o_plus_4():
    assert run({0: "2xK+3"}, "0:2xK 1:- 2:- 3:-").turn == 5
    assert run({0: "2xK+3"}, "0:2xK 1:- 2:- 3:- 5:-").turn == 4


def test_rule_9_level_team_priority_asks_the_level_players_partner_first_in_each_window():
    actions, turns = "0:2xK", []
    for _ in range(5):
        referee = run({0: "2xK+3"}, actions, rules={"burn-priority": "level-team"})
        turns.append(referee.turn)
        actions += f" {referee.turn}:-"
    assert turns == [2, 1, 3, 4, 5]


def test_rule_9_seat_order_priority_asks_in_playing_order():
    actions, turns = "0:2xK", []
    for _ in range(5):
        referee = run({0: "2xK+3"}, actions, rules={"burn-priority": "seat-order"})
        turns.append(referee.turn)
        actions += f" {referee.turn}:-"
    assert turns == [1, 2, 3, 4, 5]


def test_rule_9_a_plain_play_is_answered_in_playing_order():
    assert run({0: "9+3"}, "0:9 1:- 2:- 3:-").turn == 4


def test_rule_9_a_burning_play_must_beat_the_level_card():
    refused({0: "2xK+3", 1: "2xQ+3"}, "0:2xK 1:b=2xQ", index=1, seat=1, rule=9)


def test_rule_9_static_test_refuses_two_groups_without_a_flower():
    # §7.3: R = 5, 7: G = 2 > f + 1 = 1.
    refused({0: "2xK+3", 1: "2xA+5+7"}, "0:2xK 1:b=2xA", index=1, seat=1, rule=9)


def test_rule_9_static_test_one_flower_carries_two_groups():
    run({0: "2xK+3", 1: "2xA+5+7+小花"}, "0:2xK 1:b=2xA")


def test_rule_9_static_test_money_adds_no_group():
    run({0: "2xK+3", 1: "2xA+5+钱"}, "0:2xK 1:b=2xA")


def test_rule_9_static_test_refuses_three_groups_with_one_flower():
    refused({0: "2xK+3", 1: "2xA+5+7+9+小花"}, "0:2xK 1:b=2xA", index=1, seat=1, rule=9)


def test_rule_9_the_burning_play_is_a_level_card_of_the_burner():
    # "it becomes the top play and is itself a level card": the victim's partner 2 (not the
    # burner's 对家) may not beat it.
    refused({**BURN_HANDS, 2: "2x钱+3"}, "0:2xK 1:b=2xA 2:2x钱", index=2, seat=2, rule=6)


def test_rule_9_windows_follow_the_burner_as_the_new_owner():
    # After 1's burn: 2, 3, then 4 = opp(1), then {5, 0} with 4's team (seat 0) first.
    assert run(BURN_HANDS, "0:2xK 1:b=2xA 2:- 3:-").turn == 4
    assert run(BURN_HANDS, "0:2xK 1:b=2xA 2:- 3:- 4:-").turn == 0
    assert run(BURN_HANDS, "0:2xK 1:b=2xA 2:- 3:- 4:- 0:-").turn == 5


def test_rule_9_a_yield_opens_the_second_window():
    assert run({0: "2xK+3"}, "0:2xK 1:- 2:- 3:y").turn == 5


# ---------------------------------------------------------------------------------------------
# Rule 10: "While the burn is in progress, every play the burner leads that is not its whole
# remaining hand must contain a 大花 or 小花. A play that breaks this is accepted and the burn
# fails: the burner takes the lowest free place … and leaves the deal; the trick is reset and
# the victim leads if still active, else the next active seat after the victim."

def test_rule_10_an_unanswered_burn_gives_the_burner_the_lead():
    referee = run(BURN_HANDS, BURN_STANDS)
    assert referee.turn == 1
    assert burn_endings(referee) == []


def test_rule_10_a_flowerless_partial_lead_is_accepted_and_fails_the_burn():
    referee = run(BURN_HANDS, BURN_STANDS + " 1:5")
    assert burns(referee) == ((1, 0, FAILED),)
    assert referee.facts().failed_burners == (1,)
    assert referee.turn == 0 and kinds(referee) == {"play"}


def test_rule_10_a_failed_burner_leaves_the_deal():
    referee = run(BURN_HANDS, BURN_STANDS + " 1:5 0:3 2:- 3:- 4:- 5:-")
    assert referee.turn == 0 and kinds(referee) == {"play"}
    refused(BURN_HANDS, BURN_STANDS + " 1:5 0:3 1:-", index=9, seat=1, rule=2)


def test_rule_10_flower_leads_keep_the_burn_and_the_whole_hand_may_be_plain():
    referee = run(BURN_HANDS, BURN_STANDS + " 1:小花+5 2:- 3:- 4:- 0:- 5:- 1:7")
    assert burns(referee) == ((1, 0, SUCCESS),)
    assert referee.facts().order == (1,)
    assert referee.facts().failed_burners == ()


def test_rule_10_a_failed_burner_takes_the_last_place():
    held = {0: "2xK+3", 1: "2xA+小花+5+7", 2: "4", 3: "3+5", 4: "9", 5: "3+5"}
    actions = BURN_STANDS + " 1:5 0:3 2:- 3:- 4:- 5:- 2:4 3:- 4:- 5:- 3:3 4:9"
    replay = read_replay(record(held, actions))
    referee = replay.replay()
    facts = referee.facts()
    assert facts.finished
    assert facts.order == (0, 2, 4)
    assert facts.left == (5, 3)
    assert facts.failed_burners == (1,)
    places = settle(replay.deal(referee)).ranking.places
    assert places[1] is Place.LAST
    assert (places[5], places[3]) == (Place.FOURTH, Place.FIFTH)


def test_rule_10_when_the_victim_is_out_the_next_active_seat_after_it_leads():
    # 1's 底牌 2xK is burned by 2; 2's burn fails; 1 is out and 2 failed, so 3 leads.
    held = {1: "2xK", 2: "2xA+小花+5+7"}
    referee = run(held, "1:2xK 2:b=2xA 3:- 4:- 5:- 0:- 2:5", leader=1)
    assert burns(referee) == ((2, 1, FAILED),)
    assert referee.turn == 3 and kinds(referee) == {"play"}


# ---------------------------------------------------------------------------------------------
# Rule 11: "Lifted (解烧): the burner's 对家, or a seat without head, beats one of the burner's
# plays, or another seat burns the burner (反烧, a new burn with the burner as victim)."

def test_rule_11_the_burners_opposite_beating_it_lifts_the_burn():
    referee = run({**BURN_HANDS, 4: "2x钱+3"}, "0:2xK 1:b=2xA 2:- 3:- 4:2x钱")
    assert burns(referee) == ((1, 0, LIFTED),)
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]


def test_rule_11_a_lifted_burner_may_lead_without_a_flower():
    # After the lift, 4 owns the trick (4's 2x钱: 5, 0, then 1 = opp(4); 2, 3 locked); 1 passes.
    # Later nothing obliges 1: it is not a failed burner when it leads plainly.
    held = {**BURN_HANDS, 4: "2x钱+3"}
    referee = run(held, "0:2xK 1:b=2xA 2:- 3:- 4:2x钱 5:- 0:- 1:-")
    assert referee.turn == 4 and referee.facts().opened == (4,)
    referee = run(held, "0:2xK 1:b=2xA 2:- 3:- 4:2x钱 5:- 0:- 1:- 4:3 5:- 0:4 1:5")
    assert referee.facts().failed_burners == ()


def test_rule_11_a_counter_burn_lifts_and_starts_a_new_burn():
    referee = run({**BURN_HANDS, 2: "2x钱+3"}, "0:2xK 1:b=2xA 2:b=2x钱")
    assert [b[:2] for b in burns(referee)] == [(1, 0), (2, 1)]
    assert burns(referee)[0][2] is LIFTED
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]


def test_rule_11_the_victim_may_counter_burn():
    held = {0: "2xK+2x钱+3", 1: "2xA+小花+5+7"}
    referee = run(held, "0:2xK 1:b=2xA 2:- 3:- 4:- 0:b=2x钱")
    assert [b[:2] for b in burns(referee)] == [(1, 0), (0, 1)]
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]


def test_rule_11_a_seat_without_head_beating_the_burner_lifts_the_burn():
    # R = 3 under 无头: D = 0 has no head.  1 leads 2xK, 2 burns; after 4, 5 (2's 对家) and 1
    # pass, 0 beats the burning play as a plain play.
    held = {1: "2xK+3", 2: "2xA+小花+5", 0: "2x钱+4"}
    referee = run(held, "1:2xK 2:b=2xA 4:- 5:- 1:- 0:2x钱", leader=1,
                  revolution=3, head="none")
    assert burns(referee) == ((2, 1, LIFTED),)
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]


def test_rule_11_the_burners_partner_may_not_beat_it():
    refused({**BURN_HANDS, 3: "2x钱+3"}, "0:2xK 1:b=2xA 2:- 3:2x钱", index=3, seat=3, rule=6)


# ---------------------------------------------------------------------------------------------
# Rule 12: "Success: the burner's hand empties while its burn is in progress … A burn in
# progress carries on into the tangle [switch burn-across-tangle = carry | cancel; cancel ends
# it as lifted when the tangle begins]. A burn still in progress when the deal ends counts as
# lifted."

def test_rule_12_a_burning_play_that_empties_the_hand_succeeds():
    referee = run({0: "2xK+3", 1: "2xA"}, "0:2xK 1:b=2xA")
    assert burns(referee) == ((1, 0, SUCCESS),)
    assert referee.facts().order == (1,)
    assert burn_endings(referee) == [EventKind.BURN_SUCCEEDED]


# R = 3 (要头); 1 goes out with the level 底牌 2xK, which 2 burns; nobody answers (after the
# burn: 4, then 5 = opp(2), then 0).  Four seats are left, so the tangle begins with 2's lead.
TANGLE_BURN = dict(held={1: "2xK", 2: "2xA+小花+5+7"}, leader=1, revolution=3, head="keep")
TANGLE_BURN_ACTIONS = "1:2xK 2:b=2xA 4:- 5:- 0:-"


def test_rule_12_carry_a_burn_goes_on_into_the_tangle():
    referee = run(actions=TANGLE_BURN_ACTIONS + " 2:5", **TANGLE_BURN)
    assert burns(referee) == ((2, 1, FAILED),)
    # the victim 1 is out, 2 failed, 3 revolted: 4 leads
    assert referee.turn == 4 and kinds(referee) == {"play"}


def test_rule_12_cancel_the_tangle_lifts_a_burn_in_progress():
    referee = run(actions=TANGLE_BURN_ACTIONS + " 2:5", rules={"burn-across-tangle": "cancel"},
                  **TANGLE_BURN)
    assert burns(referee) == ((2, 1, LIFTED),)
    assert referee.facts().failed_burners == ()
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]
    assert referee.turn == 4


def test_rule_12_a_burn_in_progress_when_the_deal_ends_is_lifted():
    # R = 3 (要头), D = 0.  1 goes out with 2xK; 0 burns it (0 has head: fewer than three 死够);
    # 5, the one seat left to ask, passes; 0 leads 小花+5 in the tangle and 5 goes out over it:
    # 0, 2, 4 are one team, the deal is over with 0's burn unfinished.
    held = {1: "2xK", 0: "2xA+小花+5+7", 5: "大花+6"}
    referee = run(held, "1:2xK 2:- 4:- 0:b=2xA 5:- 0:小花+5 2:- 4:- 5:大花+6", leader=1,
                  revolution=3, head="keep")
    facts = referee.facts()
    assert facts.finished
    assert facts.order == (1, 5) and facts.left == (0, 2, 4)
    assert burns(referee) == ((0, 1, LIFTED),)
    assert facts.failed_burners == ()


# ---------------------------------------------------------------------------------------------
# Rule 13: "At the end of a trick before the tangle, when the top play is a level card, its
# owner is still active and nobody beat or burned it, the owner opens a point unless §8's
# option excludes its cards. A 死够 after a revolution opens; a 死够 on a 底牌 does not."

def test_rule_13_an_unanswered_level_card_opens():
    assert run({0: "2xK+3"}, "0:2xK 1:- 2:- 3:- 5:- 4:-").facts().opened == (0,)


def test_rule_13_a_plain_play_never_opens():
    assert run({0: "9+3"}, "0:9 1:- 2:- 3:- 4:- 5:-").facts().opened == ()


def test_rule_13_a_burned_level_card_does_not_open_its_owner():
    assert 0 not in run(BURN_HANDS, BURN_STANDS).facts().opened


def test_rule_13_an_unanswered_burning_play_opens_the_burner():
    # The burning play is a level card (rule 9) that nobody beat or burned.
    assert run(BURN_HANDS, BURN_STANDS).facts().opened == (1,)


ALL_PASS = "1:- 2:- 3:- 5:- 4:-"


@pytest.mark.parametrize("opening, lead, opens", [
    (0, "大花", False), (0, "小花", True), (0, "大花+小花", False), (0, "钱", True),
    (0, "2x钱", True), (0, "大花+2xK", False),
    (1, "小花", False), (1, "小花+2xK", False), (1, "钱", False), (1, "2x钱", True),
    (1, "2xK", True),
    (2, "2x钱", False), (2, "钱+2xK", False), (2, "小花+2xK", False), (2, "3xQ", True),
])
def test_rule_13_opening_option_excludes_the_cards_physically_played(opening, lead, opens):
    referee = run({0: lead + "+3"}, f"0:{lead} {ALL_PASS}", opening=opening)
    assert referee.turn == 0
    assert referee.facts().opened == ((0,) if opens else ())


def test_rule_13_a_level_hole_card_does_not_open():
    referee = run({1: "2xK"}, "1:2xK 2:- 3:- 4:- 0:- 5:-", leader=1)
    assert referee.facts().opened == ()


def test_rule_13_a_dead_level_after_a_revolution_opens():
    # R = 3 (要头), D = 0: 0's 2xK is asked for burns only (1, 2, then 5 before 4), unburned.
    referee = run({0: "2xK+3+4"}, "0:2xK 1:- 2:- 5:- 4:-", revolution=3, head="keep")
    assert dead_levels(referee) == ((0, play("2xK"), False),)
    assert referee.facts().opened == (0,)
    assert referee.turn == 0 and kinds(referee) == {"play"}


# ---------------------------------------------------------------------------------------------
# Rule 14: "A player whose hand empties joins the finishing order; its last play stays on the
# table as its 底牌. If the 底牌 of 头科 or 二科 is a level card, its 对家 may hook it and others
# may burn it; if nobody does, it is a 死够 and 接风 follows. Once the 头科's 底牌 trick is over,
# the 头科's 对家 has no head … No 死够 arises when 头科 and 二科 are each other's 对家. Before
# the tangle, a seat facing a 底牌 may instead request 接风 …"

def test_rule_14_a_hole_card_stays_on_the_table_to_be_beaten():
    referee = run({1: "9"}, "1:9", leader=1)
    assert referee.facts().order == (1,)
    refused({1: "9", 2: "8+3"}, "1:9 2:8", index=1, seat=2, rule=5, leader=1)


def test_rule_14_an_unanswered_level_hole_card_is_a_dead_level():
    # 1's 2xK: 2, 3, then 4 = opp(1), then {5, 0} with 4's team (0) first.
    referee = run({1: "2xK"}, "1:2xK 2:- 3:- 4:- 0:- 5:-", leader=1)
    assert dead_levels(referee) == ((1, play("2xK"), True),)
    assert referee.turn == 2 and kinds(referee) == {"play"}


def test_rule_14_the_opposite_hooks_a_level_hole_card():
    # 4 has head during 1's 底牌 trick, so its 2xA is a level card: 5 and 0 are asked, 2 and 3
    # are locked; it stands and 4 opens.
    held = {1: "2xK", 4: "2xA+2x钱+3"}
    referee = run(held, "1:2xK 2:- 3:- 4:2xA 5:- 0:-", leader=1)
    assert dead_levels(referee) == ()
    assert referee.facts().opened == (4,)
    assert referee.turn == 4


def test_rule_14_the_hook_is_a_level_card_inside_the_hole_card_trick():
    refused({1: "2xK", 4: "2xA+3", 5: "2x钱+3"}, "1:2xK 2:- 3:- 4:2xA 5:2x钱",
            index=4, seat=5, rule=6, leader=1)


def test_rule_14_others_may_burn_a_level_hole_card():
    referee = run({1: "2xK", 2: "2xA+小花+5+7"}, "1:2xK 2:b=2xA", leader=1)
    assert burns(referee)[0][:2] == (2, 1)


def test_rule_14_the_first_outs_opposite_has_no_head_after_the_hole_card_trick():
    # After the trick, 4's 2x钱 is no level card: 5 (not 4's 对家) may beat it.
    held = {1: "2xK", 4: "2xA+2x钱+3", 5: "2小花+3"}
    run(held, "1:2xK 2:- 3:- 4:2xA 5:- 0:- 4:2x钱 5:2小花", leader=1)


def test_rule_14_the_first_outs_opposite_may_beat_any_level_card():
    # 1 goes out with a plain 9; 2 leads 2xK (a level card); 4, without head, beats it.
    held = {1: "9", 2: "2xK+3", 4: "2xA+3"}
    run(held, "1:9 2:- 3:- 4:- 5:- 0:- 2:2xK 3:- 4:2xA", leader=1)


def test_rule_14_no_dead_level_when_the_first_two_out_are_opposite():
    # 1 out first; 4 (its 对家) goes out second with 2xK, which is no level card.
    held = {1: "9", 2: "2x6+3", 4: "2xK", 5: "2xA+3"}
    actions = "1:9 2:- 3:- 4:- 5:- 0:- 2:2x6 3:- 4:2xK"
    referee = run(held, actions + " 5:- 0:- 2:-", leader=1)
    assert referee.facts().order == (1, 4)
    assert dead_levels(referee) == ()
    assert referee.turn == 5
    run(held, actions + " 5:2xA", leader=1)


def test_rule_14_the_second_outs_level_hole_card_dies_unanswered():
    held = {1: "9", 2: "2xK"}
    referee = run(held, "1:9 2:- 3:- 4:- 5:- 0:- 2:2xK 3:- 4:- 5:- 0:-", leader=1)
    assert referee.facts().order == (1, 2)
    assert dead_levels(referee) == ((2, play("2xK"), True),)
    assert referee.turn == 3


def test_rule_14_a_wind_request_is_offered_facing_a_hole_card_only():
    assert "wind" in kinds(run({1: "9"}, "1:9", leader=1))
    assert "wind" not in kinds(run({0: "9+3"}, "0:9"))


def test_rule_14_the_wind_requester_leads_when_all_others_pass():
    referee = run({1: "9"}, "1:9 2:- 3:w 4:- 5:- 0:-", leader=1)
    assert referee.turn == 3 and kinds(referee) == {"play"}


def test_rule_14_a_wind_request_lapses_without_locking_when_someone_plays():
    held = {1: "9", 3: "3+J", 4: "3+10"}
    referee = run(held, "1:9 2:- 3:w 4:10 5:- 0:-", leader=1)
    assert referee.turn == 3
    run(held, "1:9 2:- 3:w 4:10 5:- 0:- 3:J", leader=1)


def test_rule_14_no_wind_request_facing_a_play_whose_owner_holds_cards():
    refused({0: "9+3"}, "0:9 1:w", index=1, seat=1, rule=14)


def test_rule_14_one_wind_request_pending_at_a_time():
    refused({1: "9"}, "1:9 2:w 3:w", index=2, seat=3, rule=14, leader=1)


def test_rule_14_no_wind_request_during_the_tangle():
    # 1 and 2 go out, so the tangle begins with 3's lead; 3 goes out, 4 asks for 接风.
    held = {1: "9", 2: "8", 3: "7"}
    refused(held, "1:9 2:- 3:- 4:- 5:- 0:- 2:8 3:- 4:- 5:- 0:- 3:7 4:w",
            index=12, seat=4, rule=14, leader=1)


# ---------------------------------------------------------------------------------------------
# Rule 15: "The tangle begins with the first lead after the trick in which the number of
# active players fell to four or fewer … With a revolutionary R, D = opp(R): under 要头 D's
# level cards are asked only for burns; unburned, it is a 死够 and D leads again; after three
# 死够, or at once under 无头, D has no head."  Rule 6: "During the tangle: play or pass only,
# no privilege, burning, yielding or opening."

# 1 and 2 go out with plain cards: the tangle begins with 3's lead (0, 3, 4, 5 remain).
TANGLE = "1:9 2:- 3:- 4:- 5:- 0:- 2:8 3:- 4:- 5:- 0:-"
TANGLE_HANDS = {1: "9", 2: "8", 3: "2xK+3+4+9", 4: "2xA+3+7", 0: "3+6"}


def test_rule_15_no_privilege_in_the_tangle():
    run(TANGLE_HANDS, TANGLE + " 3:2xK 4:2xA", leader=1)


def test_rule_15_a_pass_locks_nothing_in_the_tangle():
    referee = run(TANGLE_HANDS, TANGLE + " 3:4 4:- 5:- 0:6 3:- 4:7", leader=1)
    assert referee.turn == 5
    # the trick ends when every other seat has passed since the last play
    assert run(TANGLE_HANDS, TANGLE + " 3:4 4:- 5:- 0:6 3:- 4:7 5:- 0:- 3:-",
               leader=1).turn == 4


def test_rule_15_no_burning_in_the_tangle():
    refused(TANGLE_HANDS, TANGLE + " 3:2xK 4:b=2xA", index=12, seat=4, rule=6, leader=1)


def test_rule_15_no_yield_in_the_tangle():
    refused(TANGLE_HANDS, TANGLE + " 3:4 4:- 5:- 0:y", index=14, seat=0, rule=6, leader=1)


def test_rule_15_no_opening_in_the_tangle():
    referee = run(TANGLE_HANDS, TANGLE + " 3:2xK 4:- 5:- 0:-", leader=1)
    assert referee.facts().opened == ()
    assert referee.turn == 3


def test_rule_15_with_a_revolution_the_tangle_begins_after_the_first_out():
    # R = 3: 1 going out leaves 0, 2, 4, 5; 4 beats 2's 2xK without being its 对家.
    held = {1: "9", 2: "2xK+3", 4: "2xA+3"}
    run(held, "1:9 2:- 4:- 5:- 0:- 2:2xK 4:2xA", leader=1, revolution=3, head="keep")


def test_rule_15_keep_head_the_revolutionarys_opposite_can_only_be_burned():
    refused({0: "2xK+3", 1: "2xA+3"}, "0:2xK 1:2xA", index=1, seat=1, rule=6,
            revolution=3, head="keep")
    referee = run({0: "2xK+3", 1: "2xA+3"}, "0:2xK 1:b=2xA", revolution=3, head="keep")
    assert burns(referee)[0][:2] == (1, 0)


def test_rule_15_keep_head_three_dead_levels_take_the_head():
    held = {0: "2xK+2xA+3xQ+2x钱+3", 1: "2小花+3"}
    revolution = {"revolution": 3, "head": "keep"}
    asked = "1:- 2:- 5:- 4:-"
    three = f"0:2xK {asked} 0:2xA {asked} 0:3xQ {asked}"
    referee = run(held, three, **revolution)
    assert [d[0] for d in dead_levels(referee)] == [0, 0, 0]
    assert referee.facts().opened == (0,)
    run(held, three + " 0:2x钱 1:2小花", **revolution)
    two = f"0:2xK {asked} 0:2xA {asked}"
    refused(held, two + " 0:2x钱 1:2小花", index=11, seat=1, rule=6, **revolution)


def test_rule_15_no_head_the_revolutionarys_opposite_plays_plain_cards():
    revolution = {"revolution": 3, "head": "none"}
    run({0: "2xK+3", 1: "2xA+3"}, "0:2xK 1:2xA", **revolution)
    referee = run({0: "2xK+3"}, "0:2xK 1:- 2:- 4:- 5:-", **revolution)
    assert referee.facts().opened == () and dead_levels(referee) == ()
    assert referee.turn == 0


def test_rule_15_no_head_the_revolutionarys_opposite_may_beat_any_level_card():
    # 1's 2xK: 2 (3 revolted), then 4 = opp(1), then {5, 0} with 4's team (0) first.
    run({1: "2xK+3", 0: "2xA+3"}, "1:2xK 2:- 4:- 0:2xA", leader=1, revolution=3, head="none")


# ---------------------------------------------------------------------------------------------
# Rule 16: "憋三 mode: 3s are played only as a whole remaining hand of 3s, and only as a lead
# (they beat nothing). When a seat makes a play that leaves it holding only 3s and that play is
# beaten by another seat, it is smothered by that seat once."

BIESAN = {"mode": "bie-san"}


def test_rule_16_a_lead_of_the_whole_hand_of_threes_goes_out():
    assert run({0: "2x3"}, "0:2x3", **BIESAN).facts().order == (0,)


@pytest.mark.parametrize("lead", ["3", "2x3"])
def test_rule_16_threes_led_with_other_cards_left_are_refused(lead):
    refused({0: "2x3+9"}, f"0:{lead}", index=0, seat=0, rule=16, **BIESAN)


def test_rule_16_threes_with_money_are_refused():
    refused({0: "3+钱"}, "0:3+钱", index=0, seat=0, rule=16, **BIESAN)


def test_rule_16_threes_never_follow():
    refused({0: "4+9+3", 1: "3"}, "0:4 1:3", index=1, seat=1, rule=16, **BIESAN)


def test_rule_16_a_beaten_play_that_left_only_threes_is_smothered():
    referee = run({0: "9+3", 1: "10+3+4"}, "0:9 1:10", **BIESAN)
    assert tuple((s.seat, s.beaten_by) for s in referee.facts().smothered) == ((0, 1),)


def test_rule_16_smothered_once_by_the_seat_that_beat_it():
    referee = run({0: "9+3", 1: "10+3+4", 2: "J+3"}, "0:9 1:10 2:J", **BIESAN)
    assert tuple((s.seat, s.beaten_by) for s in referee.facts().smothered) == ((0, 1),)


def test_rule_16_an_unbeaten_play_is_not_smothered():
    referee = run({0: "9+3"}, "0:9 1:- 2:- 3:- 4:- 5:- 0:3", **BIESAN)
    assert referee.facts().smothered == ()
    assert referee.facts().order == (0,)


def test_rule_16_outside_bie_san_threes_are_ordinary():
    run({0: "3+9", 1: "3+4"}, "0:3 1:4")


def test_rule_16_bie_san_needs_a_three_in_every_playing_hand():
    setup_refused({0: "9+4"}, **BIESAN)


# ---------------------------------------------------------------------------------------------
# Rule 17: "After every action, if all active seats are on one team the deal ends. The players
# left take the remaining places in playing order after the last seat that left (went out or
# failed a burn)."

ONE_TEAM = dict(held={0: "K", 2: "Q", 4: "J"},
                actions="0:K 1:- 2:w 3:- 4:- 5:- 2:Q 3:- 4:w 5:- 1:- 4:J")


def test_rule_17_the_deal_ends_when_one_team_is_left():
    facts = run(**ONE_TEAM).facts()
    assert facts.finished
    assert facts.order == (0, 2, 4)
    assert facts.left == (5, 1, 3)


def test_rule_17_an_action_after_the_deal_is_refused():
    refused(ONE_TEAM["held"], ONE_TEAM["actions"] + " 5:3", index=12, seat=5, rule=17)


def test_rule_17_a_failed_burn_can_end_the_deal_and_orders_the_players_left():
    # R = 3: 1 goes out with 2xK, 5 burns it (0, 2, 4 passed); 2 (unlocked as 5's 对家) passes;
    # 5 leads a flowerless 6 in the tangle and fails: 0, 2, 4 are one team.
    held = {1: "2xK", 5: "2xA+小花+6+7"}
    referee = run(held, "1:2xK 2:- 4:- 0:- 5:b=2xA 2:- 5:6", leader=1,
                  revolution=3, head="keep")
    facts = referee.facts()
    assert facts.finished
    assert facts.failed_burners == (5,)
    assert facts.order == (1,)
    assert facts.left == (0, 2, 4)


# ---------------------------------------------------------------------------------------------
# Rule 19: "Rejected, with the action's index, the seat and the reason … A record whose set-up
# is impossible … is refused before its first action."

def test_rule_19_cards_not_in_the_hand_are_refused():
    refused({}, "0:2xA", index=0, seat=0, rule=19)


def test_rule_19_a_play_that_is_no_legal_play_is_refused():
    refused({0: "5+10+3"}, "0:5+10", index=0, seat=0, rule=19)


def test_rule_19_nothing_after_the_first_illegal_action_is_judged():
    # index 1 is out of turn; the impossible actions after it are never looked at
    refused({}, "0:4 2:- 1:2xA 0:-", index=1, seat=2, rule=2)


@pytest.mark.parametrize("action", [{"seat": 0}, {"seat": 0, "dance": True},
                                    {"play": "4"}, {"seat": 0, "play": "4z"}])
def test_rule_19_a_malformed_action_is_unreadable(action):
    with pytest.raises(RecordError):
        read_replay({**record({}), "actions": [action]})


def test_rule_19_setup_a_seat_without_cards():
    setup_refused({2: ""})


@pytest.mark.parametrize("held", [{1: "3+钱"}, {1: "3+小花"}, {1: "3+大花"}])
def test_rule_19_setup_a_revolutionary_holding_money_or_a_flower(held):
    setup_refused(held, revolution=1, head="keep")


def test_rule_19_setup_the_revolutionary_leading():
    setup_refused({}, leader=3, revolution=3, head="keep")


def test_rule_19_setup_more_cards_than_four_packs():
    setup_refused({0: "3大花", 1: "2大花"})


def test_rule_19_setup_is_refused_before_the_first_action_is_judged():
    setup_refused({2: ""}, "0:-")


# ---------------------------------------------------------------------------------------------
# More corner cases, each pinned to one sentence.

def test_rule_10_a_second_failed_burner_takes_the_second_last_place():
    # "the burner takes the lowest free place (大落, then 二落, then upward …)".  1 fails (大落);
    # the victim 0 leads 3xQ, 2 burns it with 3xK and fails too (二落); then 0 and 4 go out
    # and 3, 5 are left.
    held = {0: "2xK+3xQ+3", 1: "2xA+小花+5+7", 2: "3xK+小花+5+7", 3: "3+5", 4: "9", 5: "3+5"}
    actions = (BURN_STANDS + " 1:5 0:3xQ 2:b=3xK 3:- 4:- 5:- 0:- 2:5"
               " 0:3 3:- 4:- 5:- 3:3 4:9")
    replay = read_replay(record(held, actions))
    referee = replay.replay()
    facts = referee.facts()
    assert facts.finished and facts.failed_burners == (1, 2)
    assert facts.order == (0, 4) and facts.left == (5, 3)
    places = settle(replay.deal(referee)).ranking.places
    assert (places[1], places[2]) == (Place.LAST, Place.FIFTH)


def test_rule_11_the_opposite_beating_a_later_burner_lead_lifts_the_burn():
    # The burner's flower lead 小花+5 is beaten by its 对家 4 with 大花+6.
    held = {**BURN_HANDS, 4: "大花+6+3"}
    referee = run(held, BURN_STANDS + " 1:小花+5 2:- 3:- 4:大花+6")
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]
    assert burns(referee) == ((1, 0, LIFTED),)


def test_rule_12_a_successful_burners_level_hole_card_can_die():
    # 1's burning play is its whole hand: success, and 1 (头科) leaves 2xA as a level 底牌; nobody
    # hooks or burns it (2, 3, then 4 = opp(1), then 0 before 5): a 死够, and 2 leads.
    referee = run({0: "2xK+3", 1: "2xA"}, "0:2xK 1:b=2xA 2:- 3:- 4:- 0:- 5:-")
    assert burns(referee) == ((1, 0, SUCCESS),)
    assert dead_levels(referee) == ((1, play("2xA"), True),)
    assert referee.facts().opened == ()  # rule 13: its owner is no longer active
    assert referee.turn == 2


def test_rule_13_a_dead_level_with_a_big_flower_does_not_open_under_opening_0():
    # §8 option 0: a play containing a 大花 does not open, 死够 or not.
    referee = run({0: "大花+3+4"}, "0:大花 1:- 2:- 5:- 4:-", revolution=3, head="keep")
    assert dead_levels(referee) == ((0, play("大花"), False),)
    assert referee.facts().opened == ()


def test_rule_8_the_failed_burners_opposite_has_no_head():
    # head(s) holds while opp(s) is active; a failed burner is not.  After 1 fails, 0 leads 3xQ
    # and 4 (opp(1), asked after 5) beats it as a plain play.
    held = {0: "2xK+3xQ+3", 1: "2xA+小花+5+7", 4: "3xK+3"}
    run(held, BURN_STANDS + " 1:5 0:3xQ 2:- 3:- 5:- 4:3xK")


def test_rule_15_a_failed_burner_counts_as_out_for_the_tangle():
    # 1 fails, then 0 goes out: four seats are left, so 2's 2xK (led after that trick) is in
    # the tangle and opens nothing.
    held = {0: "2xK+3", 1: "2xA+小花+5+7", 2: "2xK+3"}
    referee = run(held, BURN_STANDS + " 1:5 0:3 2:- 3:- 4:- 5:- 2:2xK 3:- 4:- 5:-")
    assert referee.facts().order == (0,)
    assert referee.facts().opened == (1,)
    assert referee.turn == 2


def test_rule_17_the_revolutionary_counts_as_third_when_its_partners_are_first_and_second():
    # Rule 17: "R's place follows §11."  Same deal as the lifted-at-the-end burn: 1 and 5 (R's
    # partners) are 头科 and 二科, so R = 3 is 三科.
    held = {1: "2xK", 0: "2xA+小花+5+7", 5: "大花+6"}
    replay = read_replay(record(held, "1:2xK 2:- 4:- 0:b=2xA 5:- 0:小花+5 2:- 4:- 5:大花+6",
                                leader=1, revolution=3, head="keep"))
    places = settle(replay.deal(replay.replay())).ranking.places
    assert (places[1], places[5], places[3]) == (Place.FIRST, Place.SECOND, Place.THIRD)


def test_rule_14_a_wind_requester_facing_a_level_hole_card_leads_when_all_pass():
    referee = run({1: "2xK"}, "1:2xK 2:- 3:w 4:- 0:- 5:-", leader=1)
    assert referee.turn == 3 and kinds(referee) == {"play"}


def test_rule_16_the_burn_static_test_counts_the_final_threes_in_bie_san():
    # §7.3: "In 憋三 mode the 3s form the required final play; the same formula holds."
    refused({0: "2xK+3", 1: "2xA+5+3"}, "0:2xK 1:b=2xA", index=1, seat=1, rule=9, **BIESAN)
    run({0: "2xK+3", 1: "2xA+3"}, "0:2xK 1:b=2xA", **BIESAN)


def test_rule_19_bie_san_a_revolutionary_needs_no_three():
    # §11: in 憋三 mode a player with no 3 and nothing to buy one is in revolution; only a
    # *playing* hand must hold a 3.
    assert run({1: "4+5"}, "0:4", revolution=1, head="keep", **BIESAN).turn == 2


def test_rule_19_an_action_of_a_seat_that_does_not_exist_is_unreadable():
    # docs/gouji-replay.md: a seat that does not exist makes the record unreadable.
    with pytest.raises(RecordError, match=r"actions\[1\]\.seat"):
        run({}, "0:4 6:-")


def test_rule_9_a_pass_in_playing_order_instead_of_window_order_is_out_of_turn():
    # "o+5 is asked before o+4": a record passing 4 before 5 on a level card is refused.
    refused({0: "2xK+3"}, "0:2xK 1:- 2:- 3:- 4:-", index=4, seat=4, rule=2)


def test_rule_6_a_seat_asked_after_the_opposite_passed_may_not_beat_a_level_card():
    refused({0: "2xK+3", 5: "2xA+3"}, "0:2xK 1:- 2:- 3:- 5:2xA", index=4, seat=5, rule=6)


def test_rule_7_a_seat_out_before_the_opposite_does_not_prevent_a_yield():
    # "when o+1 and o+2 have passed or are inactive": 1 is out (头科), 0 leads, 2 passes,
    # 3 = opp(0) may yield.
    # (0 beats 1's 底牌 4 with 8; 3, unlocked as 0's 对家, passes; 0 leads.)
    held = {1: "4", 0: "4+8+3"}
    referee = run(held, "1:4 2:- 3:- 4:- 5:- 0:8 3:- 0:4 2:- 3:y", leader=1)
    assert referee.turn == 4


def test_rule_3_a_burn_unlocks_the_burners_opposite():
    # 1 passed on 0's 2xK; 3 beats it, 4 burns 3's 2xA: its 对家 1 is unlocked and asked after
    # 5 and 0, and 1's beating play lifts the burn (rule 11).
    held = {0: "2xK+3", 3: "2xA+3", 4: "2x钱+3", 1: "2小花+3"}
    actions = "0:2xK 1:- 2:- 3:2xA 4:b=2x钱 5:- 0:-"
    assert run(held, actions).turn == 1
    referee = run(held, actions + " 1:2小花")
    assert burns(referee) == ((4, 3, LIFTED),)
    assert burn_endings(referee) == [EventKind.BURN_LIFTED]


def test_rule_8_the_first_outs_opposite_may_not_burn():
    # After 1's 底牌 trick 4 has no head: it may beat 2's 2xK as a plain play but not burn it.
    held = {1: "9", 2: "2xK+3", 4: "2xA+3"}
    refused(held, "1:9 2:- 3:- 4:- 5:- 0:- 2:2xK 3:- 4:b=2xA", index=8, seat=4, rule=8,
            leader=1)


def test_rule_16_a_follow_that_leaves_only_threes_is_smothered_when_beaten():
    referee = run({0: "9+3+4", 1: "10+3", 2: "J+3+4"}, "0:9 1:10 2:J", **BIESAN)
    assert tuple((s.seat, s.beaten_by) for s in referee.facts().smothered) == ((1, 2),)


# ---------------------------------------------------------------------------------------------
# §19 switches that change what beats what: option (§6.2) and mixed-jokers (A1).

def test_section_19_option_0_two_big_flowers_do_not_beat_one():
    refused({0: "大花+3", 3: "2大花+3"}, "0:大花 1:- 2:- 3:2大花", index=3, seat=3, rule=5)


@pytest.mark.parametrize("follow", ["2大花", "3小花"])
def test_section_19_option_1_two_big_or_three_small_flowers_beat_one_big(follow):
    run({0: "大花+3", 3: follow + "+3"}, f"0:大花 1:- 2:- 3:{follow}", option=1)


def test_section_19_mixed_jokers_demote_a_big_flower_with_a_small_one_kills_nothing():
    refused({0: "小花+3x9+3", 3: "大花+小花+2x10+3"}, "0:小花+3x9 1:- 2:- 3:大花+小花+2x10",
            index=3, seat=3, rule=5)


def test_section_19_mixed_jokers_per_joker_the_big_flower_kills_the_small():
    run({0: "小花+3x9+3", 3: "大花+小花+2x10+3"}, "0:小花+3x9 1:- 2:- 3:大花+小花+2x10",
        rules={"mixed-jokers": "per-joker"})
