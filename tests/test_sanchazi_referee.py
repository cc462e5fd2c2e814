"""The Sanchazi referee rule by rule: the trick flow (sanchazi.md §10 rules 1–6), points and
the table (§5), going out, 上游, 下游 and the lift (§6), happy money (§7) — each with a case
the rules allow and one they refuse.  Where the rules are silent the test name says which
reading it pins (``documented``, ``switch``)."""

import pytest

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.sanchazi.referee.facts import EventKind, story
from paiju.engine.sanchazi.referee.state import Referee
from paiju.errors import IllegalActionError, RecordError
from paiju.grammar.sanchazi_replay import read_replay


def record(hands, actions="", leader=0, **fields):
    """A replay record; ``actions`` is written 'SEAT:CARDS' or 'SEAT:-' (a pass)."""
    items = []
    for word in actions.split():
        seat, _, what = word.partition(":")
        items.append({"seat": int(seat), "pass": True} if what == "-" else
                     {"seat": int(seat), "play": what})
    return {"hands": hands.split("|"), "leader": leader, "actions": items, **fields}


def play(hands, actions="", leader=0, **fields) -> Referee:
    return read_replay(record(hands, actions, leader, **fields)).replay()


def refused(hands, actions, leader=0, **fields) -> IllegalActionError:
    """The refusal of the last action, every action before it being legal."""
    with pytest.raises(IllegalActionError) as error:
        play(hands, actions, leader, **fields)
    assert error.value.action == len(actions.split()) - 1, error.value
    return error.value


# ---------------------------------------------------------------------------------------
# §10 rule 1: the order of play


def test_seats_play_in_increasing_seat_order_from_the_leader_rule_1():
    referee = play("88 3|99 4|JJ 5|QQ 6", leader=2)
    assert referee.turn == 2
    referee = play("88 3|99 4|JJ 5|QQ 6", "2:JJ 3:QQ", leader=2)
    assert referee.turn == 0


def test_a_seat_out_of_turn_is_refused_rule_1():
    error = refused("88 3|99 4|JJ 5|QQ 6", "0:88 2:JJ")
    assert (error.rule, error.seat) == ("§10 rule 1", 2)
    assert "it is seat 1's turn" in error.reason


def test_only_the_given_leader_leads_the_first_trick_rule_1():
    error = refused("88 3|99 4|JJ 5|QQ 6", "1:99", leader=0)
    assert error.rule == "§10 rule 1" and "seat 0 leads the first trick" in error.reason


# ---------------------------------------------------------------------------------------
# §10 rule 2: a lead, a follow, a pass


@pytest.mark.parametrize("lead", ["888JJ", "3334447788", "6666", "♣4♣4♣4", "大王大王大王",
                                  "334455", "2"])
def test_a_lead_is_any_legal_play_rule_2(lead):
    referee = play(f"{lead} 9|99 4|JJ 5|QQ 6", f"0:{lead}")
    assert referee.turn == 1 and referee.top.cards.written == lead


def test_a_lead_may_not_be_a_pass_rule_2():
    error = refused("88 3|99 4|JJ 5|QQ 6", "0:-")
    assert error.rule == "§10 rule 2" and "may not pass" in error.reason


def test_a_play_of_no_legal_type_is_refused_rule_2():
    error = refused("22234 9|99 4|JJ 5|QQ 6", "0:22234")
    assert error.rule == "§10 rule 2" and "no legal play (§3)" in error.reason
    assert "a triple takes a pair, not two single cards" in error.reason


@pytest.mark.parametrize("hand, played, words", [
    ("88 3", "888", "it holds 2 × 8, the play needs 3"),
    ("88 3", "K", "it holds no K"),
    ("♥8♥8 3", "♠8♠8", "it holds no ♠8"),
    ("♠8♥8 3", "♠8♠8", "it holds 1 × ♠8, the play needs more"),
    ("88 3", "♠8♠8", "it holds no ♠8: 2 of its 8s are written without a suit"),
])
def test_a_play_not_in_the_hand_is_refused_rule_2(hand, played, words):
    error = refused(f"{hand}|99 4|JJ 5|QQ 6", f"0:{played}")
    assert error.rule == "§10 rule 2" and words in error.reason
    assert "is not in seat 0's hand" in error.reason


def test_a_follow_beats_the_top_play_or_is_refused_rule_2():
    play("888QQ 3|999KK 4|JJ 5|QQ 6", "0:888QQ 1:999KK")
    error = refused("888QQ 3|999JJ 4|JJ 5|QQ 6", "0:888QQ 1:999JJ")
    assert error.rule == "§10 rule 2" and "does not beat seat 0's 888QQ (§4)" in error.reason
    assert "both parts must be higher" in error.reason


def test_a_bomb_or_a_fork_follows_any_play_rule_2():
    play("888QQ 3|4444 9|♦5♦5♦5 6|QQ 6", "0:888QQ 1:4444 2:♦5♦5♦5")
    error = refused("888QQ 3|4444 9|5555 6|QQ 6", "0:888QQ 1:4444 2:5555 3:QQ")
    assert "does not beat seat 2's 5555" in error.reason


def test_a_pass_does_not_bar_a_later_play_in_the_same_trick_documented_rule_2():
    # the example of §10 rule 2: 0 leads 88, 1 passes, 2 JJ, 3 passes, 0 passes, 1 plays KK
    referee = play("88 3|KK 4|JJ 5|QQ 6", "0:88 1:- 2:JJ 3:- 0:- 1:KK")
    assert referee.owner == 1 and referee.turn == 2


def test_a_seat_whose_play_is_on_top_is_not_asked_about_it_rule_2():
    error = refused("88 3|KK 4|JJ 5|QQ 6", "0:88 1:KK 2:- 3:- 1:-")
    assert error.rule == "§10 rule 2" and "seat 1's own play is on top" in error.reason


# ---------------------------------------------------------------------------------------
# §10 rule 3: the end of a trick, who leads


def test_the_trick_ends_when_every_other_seat_has_passed_and_its_owner_leads_rule_3():
    referee = play("88 3|KK 4|JJ 5|QQ 6", "0:88 1:KK 2:- 3:- 0:-")
    assert referee.tricks == 1 and referee.top is None and referee.turn == 1
    assert referee.facts().tricks[0].winner == 1


def test_a_seat_that_passed_is_asked_again_after_a_new_play_so_the_trick_goes_on_rule_3():
    referee = play("88 3|KK 4|JJ 5|QQ 6", "0:88 1:- 2:JJ 3:- 0:-")
    assert referee.tricks == 0 and referee.turn == 1


def test_only_the_trick_winner_leads_the_next_trick_rule_3():
    error = refused("88 3|KK 4|JJ 5|QQ 6", "0:88 1:KK 2:- 3:- 0:- 2:5")
    assert error.rule == "§10 rule 3" and "seat 1 took the last trick" in error.reason


def test_after_the_owner_went_out_its_partner_leads_jiefeng_rule_3():
    referee = play("88|KK 4|JJ 5|QQ 6", "0:88 1:- 2:- 3:-")
    trick = referee.facts().tricks[0]
    assert (trick.winner, trick.winner_out, trick.next_leader) == (0, True, 2)
    assert referee.turn == 2
    assert "so its partner seat 2 leads (接风)" in story(referee.events)[0]


def test_after_the_owner_went_out_no_other_seat_leads_rule_3():
    error = refused("88|KK 4|JJ 5|QQ 6", "0:88 1:- 2:- 3:- 1:4")
    assert error.rule == "§10 rule 3"
    assert "seat 0 went out with the last trick's play, so seat 2 leads, its partner (接风)" \
        in error.reason


# ---------------------------------------------------------------------------------------
# §10 rule 4: going out


def test_a_seat_whose_hand_empties_goes_out_and_the_first_out_is_upstream_rule_4():
    referee = play("88 3|KK|JJ 5|QQ 6", "0:88 1:KK")
    facts = referee.facts()
    assert facts.order == (1,) and facts.upstream == 1 and not referee.is_active(1)
    assert referee.turn == 2  # the trick goes on without it


def test_a_seat_that_went_out_plays_no_more_rule_4():
    error = refused("88 3|KK|JJ 5|QQ 6", "0:88 1:KK 2:- 3:- 0:- 1:-")
    assert error.rule == "§10 rule 4" and "seat 1 has gone out (1st out, 上游)" in error.reason


# ---------------------------------------------------------------------------------------
# §10 rule 5: the end of the deal


def test_the_deal_ends_when_three_players_are_out_the_fourth_is_downstream_rule_5():
    referee = play("8|9|J|Q 3", "0:8 1:9 2:J")
    facts = referee.facts()
    assert referee.over and facts.order == (0, 1, 2) and facts.downstream == (3,)
    assert facts.lift is None and referee.turn is None and referee.legal_actions() == []


def test_the_deal_goes_on_while_fewer_than_three_are_out_and_no_team_lifted_rule_5():
    referee = play("8|9|J 4|Q 3", "0:8 1:9")
    assert not referee.over and referee.facts().order == (0, 1)


def test_the_deal_ends_at_once_when_partners_go_out_first_and_second_the_lift_rule_5():
    referee = play("8|9 4|J|Q 3", "0:8 1:- 2:J")
    facts = referee.facts()
    assert referee.over and facts.lift == "A" and facts.order == (0, 2)
    assert facts.downstream == (1, 3)  # both 下游


def test_nothing_is_played_after_the_deal_is_over_rule_5():
    error = refused("8|9|J|Q 3", "0:8 1:9 2:J 3:3")
    assert error.rule == "§10 rule 5" and "the deal is over" in error.reason


def test_the_table_points_at_the_end_go_to_the_owner_of_the_last_play_rule_5():
    # 5, 10 and K lie on the table when seat 2 goes out second with K: a lift
    referee = play("5|10 3|K|Q 5", "0:5 1:10 2:K")
    facts = referee.facts()
    assert referee.over and facts.order == (0, 2)  # a lift, seat 1 holds 3
    assert facts.points_by_seat == (0, 0, 25, 0)
    assert facts.points_left == (0, 0, 0, 5)  # nobody takes the points left in hands


# ---------------------------------------------------------------------------------------
# §5: points and the table


def test_a_trick_carries_the_score_cards_played_in_it_section_5():
    referee = play("5 3|10 4|K 6|Q 7", "0:5 1:10 2:K 3:- 0:- 1:-")
    trick = referee.facts().tricks[0]
    assert trick.points == 25 and referee.facts().points_by_seat == (0, 0, 25, 0)


def test_a_tricks_points_go_to_its_winner_not_to_the_seats_that_played_them_section_5():
    referee = play("K 3|A 4|5 6|Q 7", "0:K 1:A 2:- 3:- 0:-")
    assert referee.facts().points_by_seat == (0, 10, 0, 0)


def test_the_table_starts_again_from_zero_after_a_trick_section_5():
    referee = play("K 3|A 4|5 6|Q 7", "0:K 1:A 2:- 3:- 0:- 1:4")
    facts = referee.facts()
    assert facts.table_points == 0 and facts.tricks[0].points == 10


def test_a_player_going_out_unbeaten_takes_the_tricks_points_documented_section_9_5():
    referee = play("10|5 4|A 3|Q 7", "0:10 1:- 2:- 3:-")
    facts = referee.facts()
    assert facts.points_by_seat == (10, 0, 0, 0) and referee.turn == 2


def test_a_player_going_out_and_beaten_takes_nothing_section_5():
    referee = play("10|A 4|5 3|Q 7", "0:10 1:A 2:- 3:- ")
    facts = referee.facts()
    assert facts.points_by_seat == (0, 10, 0, 0)


def test_team_points_are_both_partners_points_section_1():
    referee = play("K 3|A 4|K 6|Q 7", "0:K 1:A 2:- 3:- 0:- 1:4 2:K 3:- 0:-")
    facts = referee.facts()
    assert facts.points_by_seat == (0, 10, 10, 0) and facts.teams == {"A": 10, "B": 10}


# ---------------------------------------------------------------------------------------
# §6: 上游, 下游, the lift


def test_upstream_is_the_first_out_and_downstream_the_last_section_6():
    facts = play("8|9|J|Q 3", "0:8 1:9 2:J").facts()
    assert (facts.upstream, facts.downstream) == (0, (3,))


def test_partners_out_first_and_third_are_no_lift_section_6():
    facts = play("8|9|J 3|Q 3", "0:8 1:9 2:J 3:- 2:3").facts()
    assert facts.order == (0, 1, 2) and facts.lift is None


def test_a_lift_is_reported_and_scores_nothing_documented_section_9_7():
    lifted = play("K|9 4|K|Q 3", "0:K 1:- 2:- 3:- 2:K").facts()
    assert lifted.lift == "A" and lifted.teams == {"A": 20, "B": 0}


# ---------------------------------------------------------------------------------------
# §7 and §10 rule 6: happy money


def test_a_joker_fork_played_on_its_own_collects_2_base_from_each_other_seat_section_7():
    facts = play("大王大王大王 3|9 4|J 5|Q 6", "0:大王大王大王", base=5).facts()
    (paid,) = facts.happy_money
    assert (paid.action, paid.seat, paid.money.per_payer) == (0, 0, 10)
    assert facts.happy_money_by_seat == (30, -10, -10, -10)  # the partner pays too


def test_three_jokers_played_with_other_cards_collect_nothing_section_7():
    facts = play("大王大王大王33 4|9 4|J 5|Q 6", "0:大王大王大王33").facts()
    assert facts.happy_money == () and facts.happy_money_by_seat == (0, 0, 0, 0)


def test_happy_money_is_collected_when_the_fork_is_played_even_if_beaten_rule_6():
    referee = play("小王小王小王 3|大王大王大王 4|J 5|Q 6", "0:小王小王小王 1:大王大王大王")
    facts = referee.facts()
    assert [(paid.action, paid.seat) for paid in facts.happy_money] == [(0, 0), (1, 1)]
    assert facts.happy_money_by_seat == (4, 4, -4, -4)
    kinds = [event.kind for event in referee.events]
    assert kinds[:2] == [EventKind.LED, EventKind.HAPPY_MONEY]


def test_the_fork_that_ends_the_deal_earns_nothing_documented_section_9_6():
    facts = play("8|9|大王大王大王|Q 3", "0:8 1:9 2:大王大王大王").facts()
    (paid,) = facts.happy_money
    assert paid.money.per_payer == 0 and "it ends the deal" in paid.money.reason


def test_going_out_with_the_fork_earns_while_the_deal_goes_on_documented_section_9_6():
    facts = play("8|大王大王大王|J 3|Q 3", "0:8 1:大王大王大王").facts()
    assert facts.happy_money[0].money.per_payer == 2


def test_going_out_with_the_fork_earns_nothing_switch_last_hand_own():
    facts = play("8|大王大王大王|J 3|Q 3", "0:8 1:大王大王大王",
                 rules={"last-hand": "own"}).facts()
    assert facts.happy_money[0].money.per_payer == 0
    facts = play("8 3|大王大王大王 4|J 3|Q 3", "0:8 1:大王大王大王",
                 rules={"last-hand": "own"}).facts()
    assert facts.happy_money[0].money.per_payer == 2


def test_all_six_jokers_played_as_two_forks_collect_4_base_from_each_other_seat_section_7():
    referee = play("大王大王大王小王小王小王 3|9 4|J 5|Q 6",
                   "0:小王小王小王 1:- 2:- 3:- 0:大王大王大王", base=2)
    facts = referee.facts()
    assert [paid.six_jokers for paid in facts.happy_money] == [False, True]
    assert facts.happy_money_by_seat == (24, -8, -8, -8)
    assert "all six jokers" in story(referee.events)[-1]


# ---------------------------------------------------------------------------------------
# Which cards a suitless card takes (holding.py) [L]


def test_a_suitless_card_takes_a_card_of_unknown_suit_first_documented_suit_choice():
    referee = play("8 ♠8♠8♠8 3|9 4|J 5|Q 6", "0:88")
    assert referee.top.cards.written == "8♠8"  # the 8 of unknown suit goes first
    assert referee.hand(0).counts[Rank.EIGHT] == 2


def test_a_suitless_card_takes_the_suit_held_fewest_keeping_a_fork_documented_suit_choice():
    referee = play("♠8♠8♠8♥8♦8 3|9 4|J 5|Q 6", "0:88")
    assert sorted(card.suit.value for card in referee.top.cards.cards) == ["♥", "♦"]
    assert referee.hand(0).suited_counts[Card(Rank.EIGHT, Suit.SPADES)] == 3
    referee = play("♠8♠8♠8♥8♦8 3|9 4|J 5|Q 6", "0:88 1:- 2:- 3:- 0:♠8♠8♠8")
    assert referee.facts().tricks[0].winner == 0


def test_three_suitless_cards_taken_from_a_fork_are_the_fork_documented_suit_choice():
    referee = play("♠8♠8♠8 3|9999 4|J 5|Q 6", "0:3 1:9999 2:- 3:- 0:888")
    assert referee.top.shape.type.name == "fork"


def test_a_triple_written_with_suits_is_judged_on_its_cards_section_3():
    referee = play("♠8♠8♥8 3|9 4|J 5|Q 6", "0:♠8♠8♥8")
    assert referee.top.shape.type.name == "triple"


# ---------------------------------------------------------------------------------------
# The rule book and impossible set-ups


def test_wings_sharing_a_triple_rank_are_refused_switch_wings_share_ranks_no():
    error = refused("3334443344 9|99 4|JJ 5|QQ 6", "0:3334443344")
    assert "sharing ranks with the triples" in error.reason


def test_wings_sharing_a_triple_rank_are_a_play_switch_wings_share_ranks_yes():
    referee = play("3334443344 9|99 4|JJ 5|QQ 6", "0:3334443344",
                   rules={"wings-share-ranks": "yes"})
    assert referee.top.shape.type.name == "plane with wings"


@pytest.mark.parametrize("fields, field, words", [
    ({"hands": ["8", "9", "J"]}, "hands", "a table has 4 hands, found 3"),
    ({"leader": 4}, "leader", "seat 4 does not exist"),
    ({"base": 0}, "base", "the base (底分) is a whole number from 1"),
    ({"hands": ["8", "", "J", "Q"]}, "hands[1]", "empty hand: expected a card"),
    ({"hands": ["888888", "888888", "8", "Q"]}, "hands[2]", "hands 0 to 2 hold 13 × 8"),
    ({"hands": ["♠8♠8", "♠8♠8", "J", "Q"]}, "hands[1]", "hold 4 × ♠8, three packs hold 3"),
    ({"hands": ["大王大王", "大王大王", "J", "Q"]}, "hands[1]", "4 × 大王"),
])
def test_an_impossible_set_up_is_refused_naming_the_field(fields, field, words):
    document = {**record("8 3|9 4|J 5|Q 6"), **fields}
    with pytest.raises(RecordError) as error:
        read_replay(document)
    assert error.value.field == field and words in error.value.problem


def test_a_seat_without_cards_cannot_start_a_deal():
    from paiju.engine.sanchazi.card_types import Cards
    from paiju.engine.sanchazi.referee.state import Setup
    from paiju.grammar.sanchazi import parse_hand

    setup = Setup((parse_hand("8"), Cards(()), parse_hand("J"), parse_hand("Q")), 0)
    with pytest.raises(RecordError) as error:
        Referee(setup)
    assert error.value.field == "hands[1]" and "holds no card" in error.value.problem


# ---------------------------------------------------------------------------------------
# a referee that tells no story (what an answer to a record replays on)


def _quiet_and_telling(actions, setup):
    """The same actions pushed on a referee that tells no story and on one that does: each
    referee and the refusal that stopped it (None when every action was legal)."""
    found = []
    for story_told in (False, True):
        referee = Referee(setup, checked=True, undo=False, story=story_told)
        try:
            referee.push_all(actions)
            error = None
        except IllegalActionError as refusal:
            error = refusal
        found.append((referee, error))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_a_referee_telling_no_story_reaches_the_same_end_and_tells_it_when_asked(seed):
    from sanchazi_selfplay import books, self_play

    shelf = books()
    game = self_play(27_000 + seed, shelf[seed % len(shelf)])
    read = read_replay(game.record)
    (quiet, quiet_error), (telling, telling_error) = _quiet_and_telling(read.actions, read.setup)
    assert quiet_error is None and telling_error is None and telling.over
    assert quiet.facts() == telling.facts() and quiet.outcome() == telling.outcome()
    assert quiet.log == [] and len(telling.log) > len(read.actions)
    assert quiet.events == telling.events
    assert story(quiet.events) == story(telling.events)
    assert [quiet.hand(seat) for seat in range(4)] == [telling.hand(seat) for seat in range(4)]


@pytest.mark.parametrize("seed, wrong", [(0, "pass"), (1, "turn"), (2, "cards"), (3, "beat")])
def test_a_referee_telling_no_story_refuses_what_push_refuses_where_it_does(seed, wrong):
    from sanchazi_selfplay import books, self_play
    from paiju.engine.sanchazi.referee.actions import Action, Kind, pass_action

    shelf = books()
    game = self_play(27_100 + seed, shelf[seed % len(shelf)])
    read = read_replay(game.record)
    actions = list(read.actions)
    leads = [index for index in range(1, len(actions) - 1)
             if actions[index].kind is Kind.PLAY and actions[index - 1].kind is Kind.PASS]
    index = leads[len(leads) // 2]
    seat = actions[index].seat
    if wrong == "pass":  # the leader of a trick passes (a lead is a play, rule 2)
        index = next(i for i in range(1, len(actions)) if actions[i - 1].kind is Kind.PASS
                     and actions[i].kind is Kind.PLAY and all(
                         a.kind is Kind.PASS for a in actions[i - 3:i]))
        actions[index] = pass_action(actions[index].seat)
    elif wrong == "turn":  # the next seat plays out of turn
        actions[index] = Action((seat + 1) % 4, Kind.PLAY, actions[index].play)
    elif wrong == "cards":  # a play the hand does not hold (every 3 of three packs)
        actions[index] = Action(seat, Kind.PLAY, read_replay(record(
            "3|4|5|6", f"0:{'3' * 12}")).actions[0].play)
    else:  # a single 3 on a play that it does not beat
        follow = next(i for i in range(1, len(actions)) if actions[i].kind is Kind.PLAY
                      and actions[i - 1].kind is Kind.PLAY)
        index, seat = follow, actions[follow].seat
        actions[index] = Action(seat, Kind.PLAY, read_replay(record(
            "3|4|5|6", "0:3")).actions[0].play)
    (quiet, quiet_error), (telling, telling_error) = _quiet_and_telling(actions, read.setup)
    assert telling_error is not None and quiet_error is not None
    assert (quiet_error.action, quiet_error.seat, quiet_error.rule, quiet_error.reason) == \
        (telling_error.action, telling_error.seat, telling_error.rule, telling_error.reason)
    assert quiet_error.action == index
    assert quiet.facts() == telling.facts() and quiet.events == telling.events
