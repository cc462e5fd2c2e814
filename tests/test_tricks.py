"""The game-neutral trick flow (engine/cardgame/tricks.py), played as Ningguo Sanchazi needs
it (sanchazi.md §10): four seats, partners opposite, a pass does not lock, the owner's partner
leads after the owner went out; and as Gouji needs it: six seats, passes lock."""

from paiju.engine.cardgame.tricks import Climb, LeadAfterOut, Table

FOUR = Table(4, ((2,), (3,), (0,), (1,)), pass_locks=False,
             lead_after_out=LeadAfterOut.PARTNER, beats=lambda new, old: new > old)
SIX = Table(6, tuple(((seat + 2) % 6, (seat + 4) % 6) for seat in range(6)), pass_locks=True,
            lead_after_out=LeadAfterOut.NEXT, beats=lambda new, old: new > old)


def test_a_lead_is_asked_round_in_playing_order():
    climb = Climb(FOUR, 1)
    assert climb.turn == 1 and climb.top is None
    climb.lay(1, 5)
    assert climb.turn == 2 and climb.asking == (2, 3, 0)
    assert climb.beats_top(6) and not climb.beats_top(5)


def test_without_locks_a_seat_that_passed_speaks_again_after_a_new_play():
    climb = Climb(FOUR, 0)
    climb.lay(0, 5)
    climb.pass_turn(1)
    climb.lay(2, 7)
    assert climb.turn == 3
    climb.pass_turn(3)
    assert climb.turn == 0
    climb.pass_turn(0)
    assert climb.turn == 1  # seat 1 passed on seat 0's play, and is asked about seat 2's


def test_with_locks_a_seat_that_passed_stays_silent_for_the_trick():
    climb = Climb(SIX, 0)
    climb.lay(0, 5)
    climb.pass_turn(1)
    climb.lay(2, 7)
    for seat in (3, 4, 5, 0):
        climb.pass_turn(seat)
    assert climb.turn is None  # the trick is over: seat 1 is locked
    assert climb.next_leader() == 2
    climb.new_trick(2)
    assert climb.turn == 2 and not climb.locked and climb.tricks == 1


def test_the_trick_ends_when_every_other_seat_has_passed():
    climb = Climb(FOUR, 3)
    climb.lay(3, 9)
    for seat in (0, 1, 2):
        assert climb.turn == seat
        climb.pass_turn(seat)
    assert climb.turn is None and climb.next_leader() == 3


def test_after_the_owner_went_out_its_partner_leads_else_the_next_seat_holding_cards():
    climb = Climb(FOUR, 0)
    climb.lay(0, 9)
    climb.go_out(0)
    for seat in (1, 2, 3):
        climb.pass_turn(seat)
    assert climb.next_leader() == 2 and climb.out == [0]
    climb.leave(2)
    assert climb.next_leader() == 1
    six = Climb(SIX, 0)
    six.lay(0, 9)
    six.go_out(0)
    assert six.next_leader() == 1


def test_seats_out_aside_or_owning_the_top_are_skipped_and_a_copy_is_independent():
    climb = Climb(SIX, 0)
    climb.lay(0, 3)
    climb.step_aside(1)
    assert climb.turn == 2
    copy = climb.copy()
    copy.go_out(3)
    copy.pass_turn(2)
    assert copy.turn == 4 and climb.turn == 2 and climb.out == []
    climb.release(1)
    climb.lay(2, 4)
    assert climb.turn == 3
