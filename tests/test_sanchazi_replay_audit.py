"""An independent audit of the Sanchazi replay against the rules (sanchazi.md §1–§10).

Every expected outcome below was derived from the rule text alone, before the referee's code
or its documented choices were read: small hand-built deals (a few cards a seat) whose
legality, refusal index and rule, order out, 上游/下游, lift, points per seat and team trick
by trick, and happy money follow from the sentence each test cites.  Where the rules leave a
choice open and the referee's documented reading is one players accept, the test name ends
in ``_documented``.
"""

import json

import pytest

from paiju.errors import IllegalActionError, PaijuError
from paiju.grammar.sanchazi_replay import read_replay

# ---------------------------------------------------------------------------------------
# helpers: a deal is "hand0|hand1|hand2|hand3"; actions are "SEAT:CARDS" or "SEAT:-" (pass)


def deal(hands, actions="", leader=0, **fields):
    items = []
    for word in actions.split():
        seat, _, what = word.partition(":")
        items.append({"seat": int(seat), "pass": True} if what == "-"
                     else {"seat": int(seat), "play": what})
    return {"hands": hands.split("|"), "leader": leader, "actions": items, **fields}


def replay(hands, actions="", leader=0, **fields):
    return read_replay(deal(hands, actions, leader, **fields)).replay()


def refusal(hands, actions, leader=0, **fields) -> IllegalActionError:
    """The refusal of the record's last action (every action before it being legal)."""
    with pytest.raises(IllegalActionError) as caught:
        replay(hands, actions, leader, **fields)
    error = caught.value
    last = actions.split()[-1]
    assert error.action == len(actions.split()) - 1, error
    assert error.seat == int(last.partition(":")[0]), error
    return error


def rule(number: int) -> str:
    return f"§10 rule {number}"


def accepted(hands, actions, leader=0, **fields):
    """The deal after every action, each of which must be legal."""
    return replay(hands, actions, leader, **fields)


def trick_rows(facts):
    return [(t.number, t.leader, t.winner, t.points, t.winner_out, t.next_leader)
            for t in facts.tricks]


# =======================================================================================
# §1 Players, cards, teams


def test_section_1_a_teams_points_are_the_sum_of_both_partners_points():
    # "A team's points are the sum of both partners' points": seat 0 takes the K (10),
    # seat 2 the trick 4-6-10 (10); team A = 20, team B = 0.
    referee = accepted("K 4 J|6 3|10 7|5 8", "0:K 1:- 2:- 3:- 0:4 1:6 2:10 3:- 0:- 1:-")
    facts = referee.facts()
    assert facts.points_by_seat == (10, 0, 10, 0)
    assert facts.teams == {"A": 20, "B": 0}
    assert trick_rows(facts) == [(1, 0, 0, 10, False, 0), (2, 0, 2, 10, False, 2)]


def test_section_1_partners_sit_opposite_seats_0_2_and_1_3():
    # "partners 0+2 and 1+3": seat 1's and seat 3's points are team B's.
    referee = accepted("3 4|K 9 3|6 7|10 8", "0:3 1:K 2:- 3:- 0:- 1:9 2:- 3:10 0:- 1:- 2:-")
    facts = referee.facts()
    assert facts.points_by_seat == (0, 10, 0, 10)
    assert facts.teams == {"A": 0, "B": 20}


# =======================================================================================
# §2 Ranks


RANKS_LOW_TO_HIGH = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2",
                     "小王", "大王"]
NEIGHBOURS = list(zip(RANKS_LOW_TO_HIGH, RANKS_LOW_TO_HIGH[1:]))


@pytest.mark.parametrize("low, high", NEIGHBOURS)
def test_section_2_a_higher_single_beats_the_next_lower(low, high):
    # "High to low: 大王 > 小王 > 2 > A > K > … > 4 > 3".
    referee = accepted(f"{low} 9|{high} 9|4|4", f"0:{low} 1:{high}")
    assert referee.turn == 2


@pytest.mark.parametrize("low, high", NEIGHBOURS)
def test_section_2_a_lower_single_does_not_beat_the_next_higher(low, high):
    error = refusal(f"{high} 9|{low} 9|4|4", f"0:{high} 1:{low}")
    assert error.rule == rule(2)


def test_section_2_suits_never_change_the_value_of_a_card():
    # "Suits never change the value of a card": ♥8 on ♠8 is an equal single, no beat.
    error = refusal("♠8 3|♥8 3|4|4", "0:♠8 1:♥8")
    assert error.rule == rule(2)


@pytest.mark.parametrize("low, high", [("AA", "22"), ("22", "小王小王"), ("小王小王", "大王大王"),
                                       ("AAA", "222"), ("KKK", "AAA")])
def test_section_2_pairs_and_triples_follow_the_rank_order_joker_pairs_on_top(low, high):
    # "大王+大王 and 小王+小王 are pairs", ranked by §2: 大王 > 小王 > 2 > A.
    assert accepted(f"{low} 5|{high} 5|4|4", f"0:{low} 1:{high}").turn == 2
    assert refusal(f"{high} 5|{low} 5|4|4", f"0:{high} 1:{low}").rule == rule(2)


# =======================================================================================
# §3 Card types


LEGAL_LEADS = [
    "9",                     # single
    "大王大王",               # "大王+大王 and 小王+小王 are pairs"
    "小王小王",
    "888",                   # triple
    "888JJ",                 # three with a pair
    "3344",                  # consecutive pairs
    "QQKKAA",                # 连对 up to A
    "333444",                # bird
    "KKKAAA",                # bird up to A
    "3334447788",            # bird with wings
    "333444555JJQQKK",       # 3 triples, 3 wing pairs
    "6666",                  # bomb
    "888888",                # a bigger bomb
    "♣4♣4♣4",                # fork
    "大王大王大王",           # 三王叉
    "22", "222", "22233", "888大王大王",   # "[M] legal"
    "大王大王大王33",         # a joker triple as the triple of a 三带二 (§7)
]


@pytest.mark.parametrize("lead", LEGAL_LEADS)
def test_section_3_every_card_type_of_the_table_may_lead(lead):
    referee = accepted(f"{lead} 5|4|4|4", f"0:{lead}")
    assert referee.turn == 1
    [(seat, _)] = referee.facts().table
    assert seat == 0 and referee.hand(0).written == "5"


ILLEGAL_LEADS = [
    ("大王小王", "大王+小王 is not a legal play"),
    ("8885", "三带一 is illegal"),
    ("22234", "a triple with two unmatched singles is illegal"),
    ("34567", "no straight"),
    ("34", "two singles are no play"),
    ("AA22", "连对: ranks 3…A only, no 2s"),
    ("KKAA22", "连对: no 2s"),
    ("小王小王大王大王", "连对: no jokers"),
    ("AAA222333", "bird: AAA222333 is illegal"),
    ("3344 66", "consecutive pairs must be consecutive"),
    ("333555", "bird: consecutive triples"),
    ("3334447799", "wings form a consecutive run"),
    ("33344477", "as many wing pairs as triples"),
    ("333444AA22", "wings follow the 连对 limits (3…A)"),
    ("6666 3", "a bomb is four or more cards of one rank, nothing else"),
]


@pytest.mark.parametrize("lead, sentence", ILLEGAL_LEADS)
def test_section_3_a_play_of_no_legal_type_is_refused(lead, sentence):
    hand = lead.replace(" ", "")
    error = refusal(f"{hand} 9|4|4|4", f"0:{hand}")
    assert error.rule == rule(2), sentence


def test_section_3_wing_ranks_differ_from_the_triple_ranks_documented():
    # "wing ranks must differ from the triple ranks [L]": 444555+4455 is no play by default,
    # and a play under the switch that reverses it.
    hands = "4444455555 9|3|3|3"
    assert refusal(hands, "0:4445554455").rule == rule(2)
    referee = accepted(hands, "0:4445554455", rules={"wings-share-ranks": "yes"})
    assert referee.turn == 1


def test_section_3_no_joker_bomb_exists_four_big_jokers_cannot_be_played():
    # "no joker bombs exist (only three of each joker)": a play of four 大王 is refused when
    # its turn comes, even from a hand holding three.
    error = refusal("大王大王大王 9|4|4|4", "0:大王大王大王大王")
    assert error.rule == rule(2)


def test_section_3_a_triple_not_of_one_suit_is_only_a_triple():
    # "a triple that is not single-suited is only a triple": 555 (a triple) beats ♣4♣4♥4.
    referee = accepted("♣4♣4♥4 9|♠5♥5♣5 9|3|3", "0:♣4♣4♥4 1:♠5♥5♣5")
    assert referee.turn == 2


def test_section_3_three_of_one_rank_and_one_suit_is_a_fork_not_a_triple():
    # "three of one rank and one suit is a fork instead": a higher mixed triple does not
    # beat ♣4♣4♣4.
    error = refusal("♣4♣4♣4 9|♠A♥A♣A 9|3|3", "0:♣4♣4♣4 1:♠A♥A♣A")
    assert error.rule == rule(2)


def test_section_3_four_cards_of_one_rank_are_a_bomb_even_with_three_of_a_suit():
    # "bomb: four or more cards of one rank (suits free)": ♣4♣4♣4♥4 is a bomb, so a fork
    # (§4: forks beat every bomb) answers it, and a lower bomb does not.
    hands = "♣4♣4♣4♥4 9|♣3♣3♣3 9|3333 9|5"
    referee = accepted(hands, "0:♣4♣4♣4♥4 1:♣3♣3♣3")
    assert referee.turn == 2
    assert refusal(hands, "0:♣4♣4♣4♥4 1:- 2:3333").rule == rule(2)


def test_section_3_a_triple_written_without_suits_is_a_triple_documented():
    # Suits "matter only for recognising a fork": a hand written 888 shows no suits, so its
    # 888 cannot be proven one suit and is a triple (a higher triple beats it).
    assert accepted("888 5|999 5|4|4", "0:888 1:999").turn == 2


# =======================================================================================
# §4 Following and beating


def test_section_4_the_last_player_to_play_wins_the_trick_and_leads_any_type():
    # "A trick ends when all other players pass; the last player to play wins it and leads
    # any type": seat 2's J wins; it then leads a pair.
    referee = accepted("9 3|10 4|J 66|5 7", "0:9 1:10 2:J 3:- 0:- 1:- 2:66")
    facts = referee.facts()
    assert trick_rows(facts) == [(1, 0, 2, 10, False, 2)]
    assert referee.turn == 3 and facts.table_points == 0


@pytest.mark.parametrize("top, follow", [
    ("9", "JJ"),                         # a pair on a single
    ("99", "JJJ"),                       # a triple on a pair
    ("999", "JJJ33"),                    # 三带二 on a triple
    ("3344", "556677"),                  # three pairs on two
    ("334455", "6677"),                  # two pairs on three
    ("333444", "555666777"),             # three triples on two
    ("333444", "5556667788"),            # a bird with wings on one without
    ("3334447788", "555666"),            # a bird without wings on one with
])
def test_section_4_following_needs_the_same_type_and_size(top, follow):
    # "Following requires the same type and the same size (same number of cards / of pairs /
    # of triples, same with-or-without wings)".
    error = refusal(f"{top} 9|{follow} 9|4|4", f"0:{top} 1:{follow}")
    assert error.rule == rule(2)


@pytest.mark.parametrize("top, follow", [("9", "9"), ("99", "99"), ("888JJ", "888JJ"),
                                         ("3344", "3344"), ("333444", "333444")])
def test_section_4_equal_plays_never_beat_each_other(top, follow):
    error = refusal(f"{top} 5|{follow} 5|4|4", f"0:{top} 1:{follow}")
    assert error.rule == rule(2)


@pytest.mark.parametrize("follow, beats", [("999QQ", True), ("999JJ", False),
                                           ("9991010", False), ("AAA33", False),
                                           ("888KK", False)])
def test_section_4_three_with_a_pair_needs_both_parts_higher(follow, beats):
    # "三带二: both are higher: 888JJ needs ≥ 999QQ".
    hands = f"888JJ 5|{follow} 5|4|4"
    if beats:
        assert accepted(hands, f"0:888JJ 1:{follow}").turn == 2
    else:
        assert refusal(hands, f"0:888JJ 1:{follow}").rule == rule(2)


def test_section_4_consecutive_pairs_compare_their_highest_pair():
    # "连对: highest rank is higher (same number of pairs)": 4455 beats 3344.
    assert accepted("3344 9|4455 9|3|3", "0:3344 1:4455").turn == 2
    assert refusal("4455 9|3344 9|3|3", "0:4455 1:3344").rule == rule(2)


def test_section_4_birds_compare_their_highest_triple():
    assert accepted("333444 9|444555 9|3|3", "0:333444 1:444555").turn == 2
    assert refusal("444555 9|333444 9|3|3", "0:444555 1:333444").rule == rule(2)


@pytest.mark.parametrize("follow, beats", [("444555QQKK", True), ("444555JJQQ", False),
                                           ("444555991010", False), ("333444QQKK", False)])
def test_section_4_a_bird_with_wings_needs_both_triples_and_wings_higher(follow, beats):
    # "bird with wings: both higher: 333444JJQQ needs ≥ 444555QQKK".
    hands = f"333444JJQQ 5|{follow} 5|7|7"
    if beats:
        assert accepted(hands, f"0:333444JJQQ 1:{follow}").turn == 2
    else:
        assert refusal(hands, f"0:333444JJQQ 1:{follow}").rule == rule(2)


@pytest.mark.parametrize("top", ["2", "大王", "大王大王", "222", "888JJ", "QQKKAA",
                                 "KKKAAA", "333444JJQQ"])
def test_section_4_a_bomb_beats_every_play_that_is_not_a_bomb_or_a_fork(top):
    # "a bomb beats every play that is not a bomb or a fork".
    assert accepted(f"{top} 5|6666 5|4|4", f"0:{top} 1:6666").turn == 2


@pytest.mark.parametrize("top, follow, beats", [
    ("8888", "77777", True),     # "more cards wins"
    ("77777", "8888", False),
    ("8888", "9999", True),      # "equal counts compare rank"
    ("9999", "8888", False),
    ("8888", "8888", False),
])
def test_section_4_between_bombs_more_cards_win_equal_counts_compare_rank(top, follow, beats):
    hands = f"{top} 5|{follow} 5|4|4"
    if beats:
        assert accepted(hands, f"0:{top} 1:{follow}").turn == 2
    else:
        assert refusal(hands, f"0:{top} 1:{follow}").rule == rule(2)


def test_section_4_no_ordinary_play_beats_a_bomb():
    assert refusal("6666 5|大王 5|4|4", "0:6666 1:大王").rule == rule(2)


@pytest.mark.parametrize("top", ["2", "大王大王", "888JJ", "3344", "6666", "222222",
                                 "2222 2222 2222"])
def test_section_4_a_fork_beats_every_play_that_is_not_a_fork_including_every_bomb(top):
    # "a fork beats every play that is not a fork, including every bomb"; twelve 2s are the
    # biggest bomb three packs hold.
    hand = top.replace(" ", "")
    assert accepted(f"{hand} 5|♣3♣3♣3 5|4|4", f"0:{hand} 1:♣3♣3♣3").turn == 2


def test_section_4_no_bomb_beats_a_fork():
    assert refusal("♣3♣3♣3 5|222222 5|4|4", "0:♣3♣3♣3 1:222222").rule == rule(2)


@pytest.mark.parametrize("low, high", [
    ("♣4♣4♣4", "♦8♦8♦8"),          # "♦8♦8♦8 beats ♣4♣4♣4"
    ("♠A♠A♠A", "♠2♠2♠2"),          # 2-fork > A-fork
    ("♠2♠2♠2", "小王小王小王"),      # 小王叉 > 2-fork
    ("小王小王小王", "大王大王大王"),  # 大王叉 > 小王叉
])
def test_section_4_between_forks_the_higher_rank_wins(low, high):
    assert accepted(f"{low} 5|{high} 5|4|4", f"0:{low} 1:{high}").turn == 2
    assert refusal(f"{high} 5|{low} 5|4|4", f"0:{high} 1:{low}").rule == rule(2)


def test_section_4_forks_of_one_rank_in_different_suits_are_equal_and_do_not_beat():
    # "Suits never change the value of a card" and "Equal plays never beat each other".
    assert refusal("♦8♦8♦8 5|♣8♣8♣8 5|4|4", "0:♦8♦8♦8 1:♣8♣8♣8").rule == rule(2)


def test_section_4_a_joker_triple_in_a_three_with_pair_still_needs_the_pair_higher():
    # "三带二: both are higher": 大王大王大王33 has the higher triple but not the higher pair
    # over 222AA; 大王大王大王AA over 22233 has both.
    assert refusal("222AA 5|大王大王大王33 5|4|4", "0:222AA 1:大王大王大王33").rule == rule(2)
    assert accepted("22233 5|大王大王大王AA 5|4|4", "0:22233 1:大王大王大王AA").turn == 2


@pytest.mark.parametrize("top", ["3344", "333444", "333444JJQQ", "888JJ", "大王"])
def test_section_4_a_fork_may_be_used_whatever_type_is_on_the_table(top):
    # "A fork may be used like any other fork whatever type is on the table".
    assert accepted(f"{top} 5|♥7♥7♥7 5|4|4", f"0:{top} 1:♥7♥7♥7").turn == 2


# =======================================================================================
# §5 Points and the table


def test_section_5_every_5_scores_5_every_10_and_k_score_10():
    # "every 5 = 5 points, every 10 = 10, every K = 10": a trick of 5, 10, K carries 25.
    referee = accepted("5 3|10 3|K 3|4 3", "0:5 1:10 2:K 3:- 0:- 1:-")
    assert trick_rows(referee.facts()) == [(1, 0, 2, 25, False, 2)]
    assert referee.facts().points_by_seat == (0, 0, 25, 0)
    # Other cards (A, 2, jokers …) score nothing.
    referee = accepted("A 3|2 3|大王 3|4 3", "0:A 1:2 2:大王 3:- 0:- 1:-")
    assert trick_rows(referee.facts()) == [(1, 0, 2, 0, False, 2)]


def test_section_5_the_table_accumulates_and_resets_when_the_trick_is_won():
    # "the points of all cards played in the current trick accumulate; when the trick is
    # won, its winner collects them and the table resets to 0".
    hands = "5 3 6|10 3 7|K 5 8|4 3 9"
    referee = accepted(hands, "0:5 1:10")
    assert referee.facts().table_points == 15
    referee = accepted(hands, "0:5 1:10 2:K 3:- 0:- 1:-")
    assert referee.facts().table_points == 0
    referee = accepted(hands, "0:5 1:10 2:K 3:- 0:- 1:- 2:5")
    assert referee.facts().table_points == 5
    assert referee.facts().points_by_seat == (0, 0, 25, 0)


def test_section_5_points_of_a_multi_card_play_count_every_score_card():
    # KKK55 (三带二) carries 3 × 10 + 2 × 5 = 40.
    referee = accepted("KKK55 3|4|4|4", "0:KKK55 1:- 2:- 3:-")
    assert trick_rows(referee.facts()) == [(1, 0, 0, 40, False, 0)]


def test_section_5_a_player_going_out_unbeaten_takes_the_tricks_points_documented():
    # "When a player plays out their last cards and nobody beats them, the trick's points go
    # to that player [L] and their partner leads the next trick (接风)".
    referee = accepted("K|3 3|4 4|6 6", "0:K 1:- 2:- 3:-")
    facts = referee.facts()
    assert trick_rows(facts) == [(1, 0, 0, 10, True, 2)]
    assert facts.points_by_seat == (10, 0, 0, 0)
    assert referee.turn == 2


# =======================================================================================
# §6 Order of finishing and leading


def test_section_6_the_first_player_out_is_upstream_and_the_last_downstream():
    # "上游 = first player out; 下游 = last player": out 0, 1, 2 → 3 is 下游.
    referee = accepted("9|J|Q|3 4", "0:9 1:J 2:Q")
    facts = referee.facts()
    assert referee.over
    assert facts.order == (0, 1, 2)
    assert facts.upstream == 0 and facts.downstream == (3,)
    assert facts.lift is None


def test_section_6_upstream_is_known_as_soon_as_the_first_player_is_out():
    referee = accepted("9|J 3|Q 3|3 4", "0:9")
    facts = referee.facts()
    assert not referee.over
    assert facts.upstream == 0 and facts.order == (0,) and facts.downstream == ()


@pytest.mark.parametrize("hands, actions, order, team, others", [
    ("5|3 3|K|4 4", "0:5 1:- 2:K", (0, 2), "A", {1, 3}),
    ("3 3|5|4 4|K", "0:3 1:5 2:- 3:K", (1, 3), "B", {0, 2}),
])
def test_section_6_both_partners_out_first_and_second_lift_the_other_team(hands, actions, order,
                                                                          team, others):
    # "Lift: both partners of one team finish first and second; they 'lift' the other team".
    referee = accepted(hands, actions)
    facts = referee.facts()
    assert referee.over
    assert facts.order == order and facts.lift == team
    assert set(facts.downstream) == others


def test_section_6_partners_out_first_and_third_are_no_lift():
    referee = accepted("5|10|K|3 4", "0:5 1:10 2:K")
    facts = referee.facts()
    assert referee.over and facts.order == (0, 1, 2)
    assert facts.lift is None and facts.downstream == (3,)


def test_section_6_partners_out_second_and_third_are_no_lift():
    # Out 1, then 0, then 2: partners 0 and 2 are out second and third, not first and
    # second; three out ends the deal with 3 下游.
    referee = accepted("3 9|4|5 10|7 8", "0:3 1:4 2:5 3:- 0:9 2:10")
    facts = referee.facts()
    assert facts.order == (1, 0, 2) and referee.over
    assert facts.lift is None and facts.downstream == (3,)


def test_section_6_the_lift_is_reported_and_scores_nothing_documented():
    # "The seed gives no scoring consequence; the oracle reports the fact only": the team
    # points are the points the partners took, nothing added for the lift.
    referee = accepted("5|3 3|K|4 4", "0:5 1:- 2:K")
    facts = referee.facts()
    assert facts.lift == "A"
    assert facts.points_by_seat == (0, 0, 15, 0)
    assert facts.teams == {"A": 15, "B": 0}
    assert facts.happy_money_by_seat == (0, 0, 0, 0)


def test_section_6_the_first_deals_leader_is_the_records_leader():
    # "First deal: the leader is chosen at random; later deals: the previous deal's 上游
    # leads": the record names it; any seat may be it.
    for leader in range(4):
        assert replay("3 4|3 4|3 4|3 4", leader=leader).turn == leader


# =======================================================================================
# §7 Happy money


def test_section_7_a_big_joker_fork_on_its_own_collects_2_base_from_each_other_player():
    # "2 × base from each of the other three players (partner included)", base 2.
    referee = accepted("大王大王大王 3|4|4 5|6", "0:大王大王大王 1:- 2:- 3:-", base=2)
    assert referee.facts().happy_money_by_seat == (12, -4, -4, -4)


def test_section_7_a_small_joker_fork_on_its_own_collects_too_base_1_by_default():
    referee = accepted("小王小王小王 3|4|4 5|6", "0:小王小王小王")
    assert referee.facts().happy_money_by_seat == (6, -2, -2, -2)


def test_section_7_the_partner_pays_too_documented():
    # "[M for 'partner pays too']": seat 2, seat 0's partner, pays 2 × base as well.
    referee = accepted("3 6|大王大王大王 7|4 5|6 8", "0:3 1:大王大王大王", base=3)
    assert referee.facts().happy_money_by_seat == (-6, 18, -6, -6)


def test_section_7_a_fork_played_on_its_own_as_a_follow_collects():
    # "plays a 三王叉 on its own": following a single with it is playing it on its own.
    referee = accepted("2 3|小王小王小王 4|5 6|7 8", "0:2 1:小王小王小王")
    assert referee.facts().happy_money_by_seat == (-2, 6, -2, -2)


def test_section_7_happy_money_is_collected_when_played_even_if_beaten():
    # "collects happy money immediately, not at settlement": seat 0's 小王叉, beaten by seat
    # 1's 大王叉, still earned; both collect.
    referee = accepted("小王小王小王 3|大王大王大王 4|5 6|7 8", "0:小王小王小王 1:大王大王大王")
    assert referee.facts().happy_money_by_seat == (4, 4, -4, -4)
    assert [(paid.seat, paid.six_jokers) for paid in referee.facts().happy_money] == \
        [(0, False), (1, False)]


def test_section_7_no_happy_money_when_the_jokers_are_the_triple_of_a_three_with_pair():
    # "No happy money if the three jokers are played together with other cards (for instance
    # as the triple of a 三带二)".
    referee = accepted("大王大王大王33 9|4|4|4", "0:大王大王大王33 1:- 2:- 3:-")
    assert referee.facts().happy_money_by_seat == (0, 0, 0, 0)


def test_section_7_no_happy_money_for_three_jokers_with_a_joker_pair():
    referee = accepted("小王小王小王大王大王 9|4|4|4", "0:小王小王小王大王大王")
    assert referee.facts().happy_money_by_seat == (0, 0, 0, 0)


def test_section_7_a_fork_of_another_rank_earns_no_happy_money():
    # Happy money is for a 三王叉 (three 大王 or three 小王) only.
    referee = accepted("♠2♠2♠2 9|4|4|4", "0:♠2♠2♠2 1:- 2:- 3:-")
    assert referee.facts().happy_money_by_seat == (0, 0, 0, 0)
    assert referee.facts().happy_money == ()


def test_section_7_no_happy_money_when_the_fork_ends_the_deal_at_three_out_documented():
    # "No happy money if the 王叉 is 'the last hand among all players'; we read this as the
    # play that ends the deal": out 0, 1, then 2 with its fork → three out, the deal ends.
    referee = accepted("3|4|大王大王大王|6 6", "0:3 1:4 2:大王大王大王")
    assert referee.over
    assert referee.facts().happy_money_by_seat == (0, 0, 0, 0)


def test_section_7_no_happy_money_when_the_fork_ends_the_deal_by_a_lift_documented():
    # 0 goes out with the K, nobody beats it; partner 2 leads (接风) its fork and goes out
    # second: a lift ends the deal with that play.
    referee = accepted("K|3 3|大王大王大王|4 4", "0:K 1:- 2:- 3:- 2:大王大王大王")
    assert referee.over and referee.facts().lift == "A"
    assert referee.facts().happy_money_by_seat == (0, 0, 0, 0)


def test_section_7_going_out_first_with_the_fork_still_collects_documented():
    # The alternative reading ("the player's own final play") is not adopted: 0 goes out
    # first with the fork, the deal goes on, so it collects.
    referee = accepted("大王大王大王|3 3|4 4|6 6", "0:大王大王大王")
    assert not referee.over
    assert referee.facts().happy_money_by_seat == (6, -2, -2, -2)


def test_section_7_going_out_with_the_fork_earns_nothing_switch_last_hand_own():
    referee = accepted("大王大王大王|3 3|4 4|6 6", "0:大王大王大王", rules={"last-hand": "own"})
    assert referee.facts().happy_money_by_seat == (0, 0, 0, 0)


def test_section_7_all_six_jokers_played_as_two_forks_collect_4_base_from_each():
    # "plays both 王叉 separately collects 4 × base from each other player".
    referee = accepted("小王小王小王大王大王大王 3|4|4 5|6",
                       "0:小王小王小王 1:- 2:- 3:- 0:大王大王大王 1:- 2:- 3:-", base=2)
    facts = referee.facts()
    assert facts.happy_money_by_seat == (24, -8, -8, -8)
    assert [paid.six_jokers for paid in facts.happy_money] == [False, True]


def test_section_7_six_jokers_the_deal_ending_fork_earns_its_share_only_documented():
    # The "last hand" exception takes away only the fork that ends the deal: 1 and 2 go out
    # (4, then 5), 0 answers with its 小王叉 (2 × base) and leads its 大王叉 as the third
    # player out — the deal-ending play, which earns nothing.
    referee = accepted("小王小王小王大王大王大王|4|5|6 6",
                       "1:4 2:5 3:- 0:小王小王小王 3:- 0:大王大王大王", leader=1)
    assert referee.over and referee.facts().order == (1, 2, 0)
    assert referee.facts().happy_money_by_seat == (6, -2, -2, -2)


# =======================================================================================
# §10 rule 1: the order of play


def test_rule_1_seats_play_in_increasing_seat_order_wrapping_from_3_to_0():
    referee = accepted("3 9|4 9|5 9|6 9", "2:5 3:6", leader=2)
    assert referee.turn == 0


def test_rule_1_the_given_leader_leads_the_first_trick():
    error = refusal("3 9|4 9|5 9|6 9", "0:3", leader=2)
    assert error.rule == rule(1)


@pytest.mark.parametrize("actions", ["0:3 2:5", "0:3 1:- 3:-", "0:3 3:6"])
def test_rule_1_a_seat_acting_out_of_turn_is_refused(actions):
    # "Seats 0–3 play in increasing seat order": a play or a pass out of turn is refused.
    error = refusal("3 9|4 9|5 9|6 9", actions)
    assert error.rule == rule(1)


# =======================================================================================
# §10 rule 2: a lead, a follow, a pass


def test_rule_2_a_trick_starts_with_a_lead_not_a_pass():
    assert refusal("3 9|4 9|5 9|6 9", "0:-").rule == rule(2)


def test_rule_2_the_leader_of_a_later_trick_may_not_pass_either():
    assert refusal("3 9|4 9|5 9|6 9", "0:9 1:- 2:- 3:- 0:-").rule == rule(2)


def test_rule_2_a_pass_does_not_bar_a_later_play_in_the_same_trick_documented():
    # "A pass does not bar the player from playing later in the same trick when the turn
    # comes round again [L]": seat 1 passes the 3, then plays the J over seat 3's 10.
    referee = accepted("3 4|J 6|5 7|10 8", "0:3 1:- 2:5 3:10 0:- 1:J 2:- 3:- 0:-")
    facts = referee.facts()
    assert trick_rows(facts) == [(1, 0, 1, 15, False, 1)]
    assert facts.points_by_seat == (0, 15, 0, 0)


def test_rule_2_cards_not_in_the_hand_are_refused():
    assert refusal("3 9|4 9|5 9|6 9", "0:K").rule == rule(2)


def test_rule_2_a_suited_card_not_held_in_that_suit_is_refused():
    assert refusal("♠8 9|4 9|5 9|6 9", "0:♥8").rule == rule(2)


def test_rule_2_more_copies_than_the_hand_holds_are_refused():
    assert refusal("88 9|4 9|5 9|6 9", "0:888").rule == rule(2)


def test_rule_2_a_follow_that_does_not_beat_is_refused_and_nothing_after_it_is_judged():
    with pytest.raises(IllegalActionError) as caught:
        replay("9 3|8 4|5 9|6 9", "0:9 1:8 2:- 3:K 0:AAA")
    assert caught.value.action == 1 and caught.value.rule == rule(2)


# =======================================================================================
# §10 rule 3: the end of a trick and the next lead


def test_rule_3_a_trick_goes_on_until_every_other_player_has_passed():
    # After 0's play, 1 and 2 pass: 3 is still to act, the trick is not over.
    referee = accepted("9 3|4 4|5 5|6 6", "0:9 1:- 2:-")
    assert referee.turn == 3 and referee.facts().tricks == ()
    referee = accepted("9 3|4 4|5 5|6 6", "0:9 1:- 2:- 3:-")
    assert referee.turn == 0 and len(referee.facts().tricks) == 1


def test_rule_3_a_new_play_makes_every_other_player_pass_again():
    # 0:9, 1 and 2 pass, 3 plays the 10: 0, 1 and 2 must pass again before 3 owns the trick.
    referee = accepted("9 3|4 4|5 5|10 6", "0:9 1:- 2:- 3:10 0:- 1:-")
    assert referee.turn == 2 and referee.facts().tricks == ()
    referee = accepted("9 3|4 4|5 5|10 6", "0:9 1:- 2:- 3:10 0:- 1:- 2:-")
    assert trick_rows(referee.facts()) == [(1, 0, 3, 10, False, 3)]
    assert referee.turn == 3


def test_rule_3_the_owner_leads_the_next_trick_with_any_play():
    # The owner of a single trick leads a bomb.
    referee = accepted("9 3|4 4|5 5|10 6666", "0:9 1:- 2:- 3:10 0:- 1:- 2:- 3:6666")
    assert referee.turn == 0


def test_rule_3_a_seat_other_than_the_owner_may_not_lead_the_next_trick():
    error = refusal("9 3|4 4|5 5|6 6", "0:9 1:- 2:- 3:- 1:4")
    assert error.rule == rule(3)


def test_rule_3_jiefeng_the_partner_of_an_owner_who_went_out_leads():
    # "If the owner has gone out with that play, its partner leads instead (接风)".
    referee = accepted("K|3 3|4 4|6 6", "0:K 1:- 2:- 3:- 2:4")
    assert referee.turn == 3


def test_rule_3_jiefeng_the_next_seat_may_not_lead_after_the_owner_went_out():
    error = refusal("K|3 3|4 4|6 6", "0:K 1:- 2:- 3:- 1:3")
    assert error.rule == rule(3)


def test_rule_3_jiefeng_for_team_b_seat_3_leads_after_seat_1_went_out():
    referee = accepted("3 4|K|5 6|7 8", "0:3 1:K 2:- 3:- 0:- 3:7")
    facts = referee.facts()
    assert trick_rows(facts) == [(1, 0, 1, 10, True, 3)]
    assert referee.turn == 0


def test_rule_3_jiefeng_after_the_second_player_out_its_partner_leads():
    # 0 is out first (上游) and lost that trick; seat 1 goes out second (no lift: other
    # team), nobody beats it: its partner 3 leads, although 2 is the next seat.
    referee = accepted("9|J|3 4 5|6 7 8", "0:9 1:J 2:- 3:- 3:6")
    facts = referee.facts()
    assert facts.order == (0, 1)
    assert trick_rows(facts) == [(1, 0, 1, 0, True, 3)]
    assert referee.turn == 2 and not referee.over


def test_rule_3_no_jiefeng_when_the_player_who_went_out_was_beaten():
    # 0 goes out with the K, seat 1 beats it with the A: 1 owns the trick and leads, and the
    # trick ends when 2 and 3 (the others still holding cards) have passed.
    referee = accepted("K|A 3|4 4|6 6", "0:K 1:A 2:- 3:-")
    facts = referee.facts()
    assert trick_rows(facts) == [(1, 0, 1, 10, False, 1)]
    assert facts.points_by_seat == (0, 10, 0, 0)
    assert referee.turn == 1


def test_rule_3_the_trick_ends_without_waiting_for_a_seat_that_is_out():
    # 0 is out; after 2's play the trick ends when 3 and 1 pass (0 is not asked).
    referee = accepted("K|A 3 4|5 7|6 8", "0:K 1:A 2:- 3:- 1:3 2:5 3:- 1:-")
    facts = referee.facts()
    assert trick_rows(facts)[1] == (2, 1, 2, 5, False, 2)
    assert referee.turn == 2


def test_rule_3_with_two_players_left_one_pass_ends_the_trick():
    # 0 and 1 are out; 3 leads (接风 after 1) and 2 passes: "every other player still
    # holding cards" is 2 alone, so 3 owns the trick and leads again, then goes out third.
    referee = accepted("9|J|3 4 5|6 7 8", "0:9 1:J 2:- 3:- 3:6 2:-")
    facts = referee.facts()
    assert trick_rows(facts)[-1] == (2, 3, 3, 0, False, 3) and referee.turn == 3
    referee = accepted("9|J|3 4 5|6 7 8", "0:9 1:J 2:- 3:- 3:6 2:- 3:7 2:- 3:8")
    facts = referee.facts()
    assert referee.over and facts.order == (0, 1, 3) and facts.downstream == (2,)
    assert facts.points_left == (0, 0, 5, 0)


def test_rule_3_the_owner_takes_the_points_of_every_play_of_the_trick():
    # "Its owner takes the table points": 5 + 10 + K to the last player to play.
    referee = accepted("5 3|10 4|K 6|A 7", "0:5 1:10 2:K 3:A 0:- 1:- 2:-")
    assert trick_rows(referee.facts()) == [(1, 0, 3, 25, False, 3)]
    assert referee.facts().teams == {"A": 0, "B": 25}


# =======================================================================================
# §10 rule 4: going out


def test_rule_4_a_player_whose_hand_empties_goes_out_and_is_skipped():
    # 0 goes out; after 3 the turn skips 0.
    referee = accepted("9|J 3|4 4|6 6", "0:9 1:J 2:- 3:-")
    assert referee.facts().order == (0,)
    referee = accepted("9|J 3 3|4 4|6 6", "0:9 1:J 2:- 3:- 1:3 2:4 3:6")
    assert referee.turn == 1


def test_rule_4_a_seat_that_went_out_may_not_act():
    error = refusal("9|J 3|4 4|6 6", "0:9 1:J 2:- 3:- 0:-")
    assert error.rule == rule(4)


# =======================================================================================
# §10 rule 5: the end of the deal


def test_rule_5_the_deal_ends_when_three_players_are_out():
    referee = accepted("9|J|Q|3 4", "0:9 1:J 2:Q")
    assert referee.over and referee.turn is None


def test_rule_5_the_fourth_player_may_not_answer_the_play_that_ends_the_deal():
    # The deal is over at the third player out, even if the fourth holds a bomb.
    error = refusal("9|J|Q|3333", "0:9 1:J 2:Q 3:3333")
    assert error.rule == rule(5)


def test_rule_5_the_table_points_at_the_end_go_to_the_owner_of_the_last_play():
    # "The table points at that moment go to the owner of the last play": 5 + 10 + K on the
    # table when 2 goes out third → 25 to seat 2.
    referee = accepted("5|10|K|3 4", "0:5 1:10 2:K")
    facts = referee.facts()
    assert facts.points_by_seat == (0, 0, 25, 0)
    assert facts.table_points == 0


def test_rule_5_points_still_in_hands_go_to_nobody():
    referee = accepted("5|10|K|5 K 3", "0:5 1:10 2:K")
    facts = referee.facts()
    assert facts.points_left == (0, 0, 0, 15)
    assert facts.points_by_seat == (0, 0, 25, 0)
    assert facts.teams == {"A": 25, "B": 0}


def test_rule_5_a_lift_ends_the_deal_at_once():
    # 0 and 2 out first and second: over, though 1 and 3 still hold cards.
    referee = accepted("5|3 3|K|4 4", "0:5 1:- 2:K")
    assert referee.over and referee.turn is None
    assert refusal("5|3 3|K|4 4", "0:5 1:- 2:K 3:-").rule == rule(5)


def test_rule_5_at_a_lift_the_two_others_are_both_downstream_and_keep_their_points():
    referee = accepted("5|10 3|K|K 4", "0:5 1:- 2:K")
    facts = referee.facts()
    assert set(facts.downstream) == {1, 3}
    assert facts.points_by_seat == (0, 0, 15, 0)
    assert facts.points_left == (0, 10, 0, 10)


def test_rule_5_a_lift_after_jiefeng_gives_the_last_tricks_points_to_the_last_player():
    # 0 goes out with the K (10, trick 1 to seat 0); 2 leads the 5 (接风) and goes out:
    # lift; the 5 on the table goes to 2.
    referee = accepted("K|3 3|5|4 4", "0:K 1:- 2:- 3:- 2:5")
    facts = referee.facts()
    assert facts.lift == "A"
    assert facts.points_by_seat == (10, 0, 5, 0)
    assert facts.teams == {"A": 15, "B": 0}


def test_rule_5_every_point_is_taken_on_the_table_or_left_in_a_hand():
    referee = accepted("5 K|10 3|K 4 7|5 6", "0:5 1:10 2:K 3:- 0:- 1:- 2:4 3:5 0:K")
    facts = referee.facts()
    assert facts.order == (0,) and facts.table_points == 15
    assert sum(facts.points_by_seat) + facts.table_points + sum(facts.points_left) == 40


# =======================================================================================
# §10 rule 6: happy money when played


def test_rule_6_happy_money_is_paid_at_the_play_before_the_trick_ends():
    referee = accepted("大王大王大王 3|4 9|5 9|6 9", "0:大王大王大王")
    assert referee.facts().tricks == ()
    assert referee.facts().happy_money_by_seat == (6, -2, -2, -2)


# =======================================================================================
# What a record must reject before any action (§1: three packs)


@pytest.mark.parametrize("hands, why", [
    ("♣4♣4|♣4♣4|3|3", "three packs hold three ♣4"),
    ("大王大王|大王大王|3|3", "three packs hold three 大王"),
    ("4444 4444|4444 4|3|3", "three packs hold twelve 4s"),
    ("3|3|3", "four players"),
    ("3|3|3|3|3", "four players"),
    ("3||3|3", "every seat holds cards"),
])
def test_section_1_a_set_up_three_packs_and_four_players_cannot_make_is_refused(hands, why):
    with pytest.raises(PaijuError):
        read_replay(deal(hands))
        pytest.fail(why)


@pytest.mark.parametrize("fields", [{"leader": 4}, {"leader": -1}, {"base": 0}])
def test_section_10_rule_1_a_leader_seat_that_does_not_exist_or_a_bad_base_is_refused(fields):
    with pytest.raises(PaijuError):
        read_replay({**deal("3|4|5|6"), **fields})


# =======================================================================================
# The seat to act and what is open to it (§10 rules 2 and 5), paiju sanchazi legal


def kinds(referee):
    return [kind.value for kind in referee.open_kinds()]


def test_rule_2_a_leader_may_only_play_a_follower_may_play_or_pass():
    assert kinds(replay("3 9|4 9|5 9|6 9")) == ["play"]
    assert sorted(kinds(replay("3 9|4 9|5 9|6 9", "0:3"))) == ["pass", "play"]


def test_rule_2_a_follower_who_cannot_beat_has_only_the_pass():
    referee = replay("大王 9|4 9|5 9|6 9", "0:大王")
    assert kinds(referee) == ["pass"]
    assert [action.record() for action in referee.legal_actions()] == [{"seat": 1, "pass": True}]


def test_rule_2_every_listed_follow_beats_and_the_pass_is_listed():
    # 1 holds 8 10 K 33 against a 9: the pass, 10 and K (not 8, not the pair).
    referee = replay("9 3|8 10 K 33|5 6|6 7", "0:9")
    listed = [action.record() for action in referee.legal_actions()]
    assert {"seat": 1, "pass": True} in listed
    assert sorted(item["play"] for item in listed if "play" in item) == ["10", "K"]


def test_rule_5_nothing_is_open_once_the_deal_is_over(cli):
    record = json.dumps(deal("9|J|Q|3 4", "0:9 1:J 2:Q"), indent=1)
    result, data = cli.json(["sanchazi", "legal", "-", "--format", "json"], record)
    assert result.exit_code == 0
    assert data["to_act"] is None and data["actions"] == []


def test_rule_3_legal_names_the_partner_after_jiefeng(cli):
    record = json.dumps(deal("K|3 3|4 4|6 6", "0:K 1:- 2:- 3:-"), indent=1)
    result, data = cli.json(["sanchazi", "legal", "-", "--format", "json"], record)
    assert result.exit_code == 0 and data["to_act"] == 2
    assert {"seat": 2, "pass": True} not in data["actions"]
    assert {item.get("play") for item in data["actions"]} == {"4", "44"}


# =======================================================================================
# Records that cannot be read


@pytest.mark.parametrize("action", [
    {"seat": 4, "pass": True},            # no such seat
    {"seat": 0, "pass": False},           # a pass is "pass": true
    {"seat": 0},                          # neither a play nor a pass
    {"seat": 0, "play": "3", "pass": True},   # both
    {"seat": 0, "bid": "3"},              # unknown field
    {"play": "3"},                        # no seat
    {"seat": 0, "play": "X"},             # cards that do not read
])
def test_section_10_an_action_of_neither_form_is_unreadable(action):
    # "{"seat": S, "play": CARDS} or {"seat": S, "pass": true}" (docs/sanchazi-replay.md).
    with pytest.raises(PaijuError):
        read_replay({**deal("3 9|4 9|5 9|6 9"), "actions": [action]})


# =======================================================================================
# Through the command line


def test_rule_5_cli_a_lift_deal_through_paiju_sanchazi_replay(cli):
    record = json.dumps(deal("K|3 3|5|4 4", "0:K 1:- 2:- 3:- 2:5"), indent=1)
    result, data = cli.json(["sanchazi", "replay", "-", "--format", "json"], record)
    assert result.exit_code == 0
    assert (data["legal"], data["finished"], data["to_act"]) == (True, True, None)
    assert data["order"] == [0, 2] and data["upstream"] == 0
    assert sorted(data["downstream"]) == [1, 3] and data["lift"] == "A"
    assert data["points_by_seat"] == [10, 0, 5, 0] and data["teams"] == {"A": 15, "B": 0}
    assert [(t["winner"], t["points"], t["winner_out"], t["next_leader"])
            for t in data["tricks"]] == [(0, 10, True, 2), (2, 5, True, None)]


def test_section_7_cli_happy_money_through_paiju_sanchazi_replay(cli):
    record = json.dumps(deal("大王大王大王 3|4|4 5|6", "0:大王大王大王 1:- 2:- 3:-", base=2), indent=1)
    result, data = cli.json(["sanchazi", "replay", "-", "--format", "json"], record)
    assert result.exit_code == 0
    assert data["happy_money_by_seat"] == [12, -4, -4, -4]
    assert [(paid["seat"], paid["per_payer"], paid["collected"])
            for paid in data["happy_money"]] == [(0, 4, 12)]


def test_rule_2_cli_an_illegal_follow_exits_1_naming_index_seat_and_rule(cli):
    record = json.dumps(deal("888JJ 5|999JJ 5|4|4", "0:888JJ 1:999JJ"), indent=1)
    result, data = cli.json(["sanchazi", "replay", "-", "--format", "json"], record)
    assert result.exit_code == 1
    assert data["legal"] is False
    assert (data["error"]["action"], data["error"]["seat"], data["error"]["rule"]) == \
        (1, 1, "§10 rule 2")


def test_section_1_cli_a_fourth_big_joker_is_bad_input(cli):
    record = json.dumps(deal("大王大王|大王大王|3|3"), indent=1)
    line = cli.error(["sanchazi", "replay", "-"], record)
    assert "hands" in line
