"""The MCR game referee, rule by rule (mcr-game.md §1–§8): for each rule a legal case and an
illegal one, named after the rule.  Positions are built from walls whose quarters deal the
hands a test names and then give each seat the draws it names (:func:`wall_for`)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from paiju.engine.mcr.game.actions import Action, Kind
from paiju.engine.mcr.game.state import Phase, Referee
from paiju.engine.mcr.game.tiles import CODES, NAMES
from paiju.engine.mcr.game.wall import Setup, check_wall
from paiju.errors import IllegalActionError, RecordError

FILLER = random.Random(29)


def codes(text: str) -> list[int]:
    return [CODES[name] for name in text.split()]


def wall_for(deals: dict[int, str], draws: dict[int, str] | None = None,
             flowers: bool = False, last: dict[int, str] | None = None) -> tuple[int, ...]:
    """A wall whose quarter *i* deals ``deals[i]`` (else tiles left over), then gives seat
    *i* the draws ``draws[i]`` in order, the rest of it filled with what is left, and
    ``last[i]`` as the last tile seat *i* can draw."""
    draws, last = draws or {}, last or {}
    for seat, text in last.items():
        draws = {**draws, 4 + seat: text}
    pool = Counter({code: 4 for code in range(34)})
    if flowers:
        pool.update({code: 1 for code in range(34, 42)})
    for text in [*deals.values(), *draws.values()]:
        pool.subtract(codes(text))
    draws = {seat: text for seat, text in draws.items() if seat < 4}
    assert min(pool.values()) >= 0, "a test names a fifth copy"
    plain = [tile for tile in pool.elements() if tile < 34]
    FILLER.shuffle(plain)
    rest = [tile for tile in pool.elements() if tile >= 34] + plain
    size = 36 if flowers else 34
    wall: list[int] = []
    for seat in range(4):
        deal = codes(deals[seat]) if seat in deals else [rest.pop() for _ in range(13)]
        tail = list(reversed(codes(draws.get(seat, "")))) + list(reversed(deal))
        first = codes(last.get(seat, ""))
        need = size - len(tail) - len(first)
        filler, rest = rest[:need], rest[need:]
        wall += first + filler + tail
    return tuple(wall)


def referee_for(deals: dict[int, str], draws: dict[int, str] | None = None, quan: int = 0,
                flowers: bool = False, last: dict[int, str] | None = None) -> Referee:
    return Referee(Setup.from_wall(quan, wall_for(deals, draws, flowers, last)))


def fans(referee: Referee) -> set[str]:
    return {scored.fan.name_zh for scored in referee.outcome().win.score.fans}


def act(text: str) -> Action:
    """``"0 draw T6"``, ``"1 chow T6"`` (the chow's lowest tile), ``"2 win F3"``, ``"3 pass"``."""
    seat, kind, *tile = text.split()
    return Action(int(seat), Kind(kind), CODES[tile[0]] if tile else None)


def push(referee: Referee, *texts: str) -> Referee:
    for text in texts:
        referee.push(act(text))
    return referee


def refused(referee: Referee, text: str) -> IllegalActionError:
    before = referee.copy()
    assert not referee.is_legal(act(text))
    with pytest.raises(IllegalActionError) as caught:
        referee.push(act(text))
    assert referee == before, "a refused action changes nothing"
    return caught.value


def draw(referee: Referee) -> Action:
    """The draw the wall gives now."""
    found = [action for action in referee.legal_actions() if action.kind.from_wall]
    referee.push(found[0])
    return found[0]


def tsumogiri(referee: Referee, rounds: int) -> None:
    """Every seat in turn draws and discards the tile it drew, nobody claiming."""
    for _ in range(rounds):
        drawn = draw(referee)
        referee.push(Action(drawn.seat, Kind.DISCARD, drawn.tile))


# hands (13 tiles, drawing order does not matter here)
PURE_STRAIGHT = "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B1 B1 B2"  # + B2: 清龙, self-drawn
CHEAP = "W1 W2 W3 W4 W5 W6 B2 B3 B4 T6 T7 T8 F1"  # + F1 self-drawn: 6 points, below 8
PUNGS = "W1 W1 B5 B5 T9 T9 T9 F2 F2 F2 J1 J1 J1"  # discards of W1/B5 are pungs


# --- §1, §3, §4: the wall, the quarters, the deal ------------------------------------

def test_R3_R4_each_seat_is_dealt_the_last_13_tiles_of_its_quarter_and_draws_from_its_end():
    wall = wall_for({2: PURE_STRAIGHT}, {2: "B2 T5"})
    setup = Setup.from_wall(0, wall)
    assert sorted(setup.hands[2]) == sorted(codes(PURE_STRAIGHT))
    assert setup.hands[2] == tuple(reversed(wall[68 + 21:102]))
    referee = Referee(setup)
    tsumogiri(referee, 2)
    assert [NAMES[draw(referee).tile]] == ["B2"]  # seat 2's first draw: its quarter's next


def test_R1_2_a_wall_of_135_tiles_or_with_a_fifth_copy_is_refused():
    wall = list(wall_for({}))
    check_wall(tuple(wall))
    with pytest.raises(RecordError, match="136"):
        check_wall(tuple(wall[:-1]))
    wall[0] = wall[1] if wall[0] != wall[1] else wall[2]
    with pytest.raises(RecordError, match="× "):
        check_wall(tuple(wall))


def test_R4_1_a_flower_in_the_deal_is_set_aside_and_the_seat_deals_on():
    wall = list(wall_for({}, flowers=True))
    flower = next(place for place, tile in enumerate(wall) if tile >= 34)
    wall[flower], wall[35 - 3] = wall[35 - 3], wall[flower]  # into seat 0's deal
    setup = Setup.from_wall(0, tuple(wall))
    assert len(setup.hands[0]) == 13 and setup.flowers[0] == (wall[35 - 3],)
    assert Referee(setup).drawn[0] == 14


# --- R5.1: draws, flowers, the wall out -----------------------------------------------

def test_R5_1a_a_flower_is_set_aside_and_the_same_seat_draws_again():
    referee = referee_for({0: PURE_STRAIGHT}, {0: "H3 B2"}, flowers=True)
    push(referee, "0 flower H3")
    assert referee.phase is Phase.DRAW and referee.turn == 0 and referee.flowers[0] == 1
    push(referee, "0 draw B2", "0 win B2")
    outcome = referee.outcome()
    assert outcome.result == "HU" and outcome.win.score.flowers == 1


def test_R5_1a_a_draw_where_the_wall_gives_a_flower_is_an_inconsistent_record():
    referee = referee_for({0: PURE_STRAIGHT}, {0: "H3 B2"}, flowers=True)
    with pytest.raises(RecordError, match="gives seat 0 H3"):
        referee.push(act("0 draw B2"))


def test_R5_1_the_game_is_HUANG_when_the_seat_due_to_draw_has_an_empty_quarter():
    referee = referee_for({0: "W1 W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 B9"})
    draw(referee)
    push(referee, "0 concealed_kong W1")  # seat 0 draws one more tile than the others
    drawn = draw(referee)
    referee.push(Action(0, Kind.DISCARD, drawn.tile))
    tsumogiri(referee, 20 * 4 - 1)
    assert referee.remaining(0) == 0 and min(referee.remaining(s) for s in (1, 2, 3)) == 1
    assert referee.passed().result == "HUANG" and not referee.over  # the last discard
    # its window closing onto the empty quarter: no draw can come
    with pytest.raises(RecordError):
        referee.push(Action(0, Kind.DRAW, 0))


def test_R5_1_the_game_goes_on_while_the_seat_due_to_draw_has_tiles():
    referee = referee_for({})
    tsumogiri(referee, 21 * 4 - 1)
    assert referee.passed() is None and referee.remaining(3) == 1


# --- R5.2: a seat's own turn ----------------------------------------------------------

def test_R5_2_1_a_self_drawn_win_is_scored_and_ends_the_game():
    referee = push(referee_for({0: PURE_STRAIGHT}, {0: "B2"}), "0 draw B2", "0 win B2")
    outcome = referee.outcome()
    assert outcome.result == "HU" and outcome.win.payer is None
    total = outcome.win.score.total
    assert outcome.scores == (3 * (8 + total), -(8 + total), -(8 + total), -(8 + total))


def test_R5_2_2_a_discard_must_be_held():
    referee = push(referee_for({0: PURE_STRAIGHT}, {0: "T5"}), "0 draw T5")
    assert referee.is_legal(act("0 discard T5")) and referee.is_legal(act("0 discard W1"))
    assert "does not hold J1" in refused(referee, "0 discard J1").reason


def test_R5_2_pass_in_ones_own_turn_is_illegal():
    referee = referee_for({})
    draw(referee)
    error = refused(referee, "0 pass")
    assert error.rule == "R8.3" and error.action == 1 and error.seat == 0


def test_R5_2_another_seat_may_not_act_in_a_seats_turn():
    referee = referee_for({})
    draw(referee)
    assert "every other seat answers PASS" in refused(referee, "1 discard W1").reason


def test_R5_2_3_a_concealed_kong_of_four_held_any_tile_not_only_the_drawn_one():
    referee = push(referee_for({0: "W1 W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 B9"}, {0: "T5"}),
                   "0 draw T5", "0 concealed_kong W1")
    assert referee.phase is Phase.DRAW and referee.turn == 0 and referee.kong_draw


def test_R5_2_3_a_concealed_kong_needs_four():
    referee = push(referee_for({0: "W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 B9 T1"}, {0: "T5"}),
                   "0 draw T5")
    assert "4 × W1" in refused(referee, "0 concealed_kong W1").reason


def test_R5_2_3_no_kong_when_the_next_seats_quarter_is_empty():
    referee = referee_for({0: "B9 B9 B9 B9 T1 T2 T3 T4 T5 T6 T7 T8 J1",
                           3: "W1 W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 J2"})
    draw(referee)
    push(referee, "0 concealed_kong B9")  # seat 0 draws one tile more than the others
    drawn = draw(referee)
    referee.push(Action(0, Kind.DISCARD, drawn.tile))
    tsumogiri(referee, 3 + 18 * 4 + 3)
    draw(referee)
    assert referee.actor == 3 and referee.remaining(3) == 1 and referee.remaining(0) == 0
    assert "seat 0's quarter is empty" in refused(referee, "3 concealed_kong W1").reason


def test_R5_2_3_a_kong_is_legal_while_both_quarters_hold_tiles():
    referee = referee_for({3: "W1 W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 J2"})
    tsumogiri(referee, 3)
    draw(referee)
    assert referee.is_legal(act("3 concealed_kong W1"))


def test_R5_2_4_an_added_kong_needs_an_exposed_pung_and_the_tile():
    referee = referee_for({0: "W9 T1 T2 T3 T4 T5 T6 T7 B1 B2 B3 J2 J3",
                           1: PUNGS}, {0: "W1", 1: "W1"})
    push(referee, "0 draw W1", "0 discard W1", "1 pung W1", "1 discard J1")
    assert referee.phase is Phase.CLAIM
    tsumogiri_from_claim(referee)
    assert referee.actor == 1 and referee.phase is Phase.TURN
    assert "no exposed pung of B5" in refused(referee, "1 added_kong B5").reason
    push(referee, "1 added_kong W1")
    assert referee.phase is Phase.ROB


def tsumogiri_from_claim(referee: Referee) -> None:
    """Close the claim window and go round until seat 1 has drawn again."""
    while True:
        drawn = draw(referee)
        if drawn.seat == 1:
            return
        referee.push(Action(drawn.seat, Kind.DISCARD, drawn.tile))


def added_kong(robber: str = "W2 W3 B1 B2 B3 B4 B5 B6 B7 B8 B9 T8 T8") -> Referee:
    """Seat 1 pungs seat 0's W1, draws the fourth W1 and adds it to its pung; seat 2 waits on
    W1 (or holds ``robber``)."""
    referee = referee_for({1: PUNGS, 2: robber}, {0: "W1", 1: "W1"})
    push(referee, "0 draw W1", "0 discard W1", "1 pung W1", "1 discard J1")
    tsumogiri_from_claim(referee)
    return push(referee, "1 added_kong W1")


def test_R5_4_robbing_an_added_kong_is_a_win_on_the_konger():
    referee = push(added_kong(), "2 win W1")
    outcome = referee.outcome()
    assert outcome.result == "HU" and outcome.win.payer == 1 and outcome.win.robbed
    assert "抢杠和" in fans(referee) and "和绝张" not in fans(referee)
    total = outcome.fan
    assert outcome.scores == (-8, -(8 + total), 24 + total, -8)


def test_R5_4_the_konger_may_not_rob_its_own_kong_and_nobody_may_discard():
    referee = added_kong()
    assert "the konger may only answer PASS" in refused(referee, "1 win W1").reason
    assert "may only answer PASS or HU" in refused(referee, "3 discard W2").reason


def test_R5_4_an_added_kong_nobody_robs_gives_its_seat_the_replacement():
    referee = added_kong()
    drawn = draw(referee)
    assert drawn.seat == 1 and referee.kong_draw and referee.phase is Phase.TURN


def test_R5_4_a_concealed_kong_cannot_be_robbed_not_even_for_thirteen_orphans():
    orphans = "W1 W9 B1 B9 T1 T9 F1 F2 F3 F4 J1 J2 J3"
    referee = referee_for({0: "B5 B5 B5 B5 T2 T3 T4 W2 W3 W4 W6 W7 W8", 1: orphans})
    draw(referee)
    push(referee, "0 concealed_kong B5")
    assert "after its kong (R5.4)" in refused(referee, "1 win B5").reason


def test_R5_3_a_claimed_kong_draws_a_replacement_and_a_concealed_one_is_not_shown():
    referee = referee_for({2: "T5 T5 T5 W4 W5 W6 B7 B8 B9 F2 F2 F3 F3"}, {0: "T5"})
    push(referee, "0 draw T5", "0 discard T5", "2 kong T5")
    assert referee.phase is Phase.DRAW and referee.turn == 2 and referee.visible[CODES["T5"]] == 4
    assert draw(referee).seat == 2


def test_R5_5_kongs_chain_and_the_replacement_win_is_out_with_replacement_tile():
    referee = referee_for({0: "W1 W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 B9"}, {0: "T5 T5"})
    push(referee, "0 draw T5", "0 concealed_kong W1", "0 draw T5", "0 win T5")
    assert referee.outcome().result == "HU" and "杠上开花" in fans(referee)


def test_R6_4_a_flower_between_kong_and_win_clears_the_kong_flag():
    referee = referee_for({0: "W1 W1 W1 W1 B1 B2 B3 B4 B5 B6 B7 B8 B9"}, {0: "T5 H2 T5"},
                          flowers=True)
    push(referee, "0 draw T5", "0 concealed_kong W1", "0 flower H2", "0 draw T5", "0 win T5")
    assert referee.outcome().result == "HU" and "杠上开花" not in fans(referee)
    assert "花牌" in fans(referee)


CLAIMS = {1: "T4 T6 W1 W2 W3 B4 B5 B6 F1 F1 J1 J2 J3",
          2: "T5 T5 W4 W5 W6 B7 B8 B9 F2 F2 F3 F3 J1",
          3: "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B1 B1 T5"}


def discarded(deals: dict[int, str] = CLAIMS) -> Referee:
    """Seat 0 draws T5 and discards it."""
    return push(referee_for(deals, {0: "T5"}), "0 draw T5", "0 discard T5")


def test_R5_3_1_a_win_on_a_discard_is_paid_by_the_discarder():
    referee = push(discarded(), "3 win T5")
    outcome = referee.outcome()
    total = outcome.fan
    assert outcome.result == "HU" and outcome.win.payer == 0
    assert outcome.scores == (-(8 + total), -8, -8, 24 + total)


def test_R5_3_the_discarder_answers_pass_to_its_own_discard():
    assert "its own discard" in refused(discarded(), "0 pung T5").reason


def test_R5_3_2_a_pung_needs_two_held_and_is_completed_by_a_discard():
    referee = push(discarded(), "2 pung T5")
    assert referee.phase is Phase.DISCARD and referee.visible[CODES["T5"]] == 3
    assert "completes its claim" in refused(referee, "3 discard W1").reason
    assert "does not hold J2" in refused(referee, "2 discard J2").reason
    push(referee, "2 discard W4")
    assert referee.phase is Phase.CLAIM and referee.actor == 2
    assert "2 × T5" in refused(discarded(), "1 pung T5").reason


def test_R5_3_2_a_claimed_kong_needs_three_held():
    assert "3 × T5" in refused(discarded(), "2 kong T5").reason


def test_R5_3_3_a_chow_by_the_next_seat_of_two_held_tiles_with_the_discard():
    referee = push(discarded(), "1 chow T4")
    assert referee.phase is Phase.DISCARD and referee.melds[1][0].tile == CODES["T4"]


def test_R5_3_3_a_chow_by_any_other_seat_or_without_the_tiles_is_illegal():
    deals = {**CLAIMS, 2: "T4 T6 W4 W5 W6 B7 B8 B9 F2 F2 F3 F3 J1"}
    assert "only seat 1" in refused(discarded(deals), "2 chow T4").reason
    assert "does not hold T7" in refused(discarded(), "1 chow T5").reason
    assert "does not hold the discard" in refused(discarded(), "1 chow T1").reason


def test_R8_4_after_a_pung_discarding_another_copy_of_its_tile_is_legal():
    deals = {**CLAIMS, 2: "T5 T5 W4 W5 W6 B7 B8 B9 F2 F2 F3 F3 J1", 3: "T5 W1 W2 W3 W4 W5 W6 "
             "W7 W8 W9 B1 B1 B1"}
    referee = referee_for(deals, {0: "T5"})
    push(referee, "0 draw T5", "0 discard T5", "2 pung T5")
    assert referee.is_legal(act("2 discard W4"))
    assert not referee.is_legal(act("2 discard T5"))  # seat 2 holds no third T5


def test_R8_4_declining_a_win_is_legal_and_the_next_draw_closes_the_window():
    referee = discarded()
    assert referee.is_legal(act("3 win T5"))
    draw(referee)
    assert referee.actor == 1 and referee.visible[CODES["T5"]] == 1


LAST = {0: "W9 W9 T1 T2 T3 T4 T5 T6 T7 J1 J1 F1 F2",
        1: "B1 B2 B3 B4 B5 B6 B7 B8 B9 T8 T8 T8 W9",
        3: "W9 W1 W2 W3 W4 W5 W6 B1 B2 B3 J2 J2 J3"}


def last_discard() -> Referee:
    """Seat 3 discards W9 after its 21st draw: seat 0's quarter is empty (R5.3a)."""
    referee = referee_for(LAST)
    tsumogiri(referee, 20 * 4 + 3)
    draw(referee)
    return push(referee, "3 discard W9")


def test_R5_3a_the_last_discard_may_not_be_punged():
    referee = last_discard()
    assert referee.remaining(0) == 0
    assert "the last discard" in refused(referee, "0 pung W9").reason
    assert referee.passed().result == "HUANG"


def test_R5_3a_R6_3_a_win_on_the_last_discard_is_last_tile_claim():
    referee = push(last_discard(), "1 win W9")
    assert referee.outcome().result == "HU" and "海底捞月" in fans(referee)


def test_R6_3_a_self_drawn_win_when_the_next_quarter_is_empty_is_last_tile_draw():
    referee = referee_for({3: PURE_STRAIGHT}, last={3: "B2"})
    tsumogiri(referee, 20 * 4 + 3)
    push(referee, "3 draw B2", "3 win B2")
    assert referee.remaining(0) == 0 and "妙手回春" in fans(referee)


def test_R6_3_a_self_drawn_win_while_the_next_quarter_holds_tiles_is_not_last_tile():
    referee = push(referee_for({0: PURE_STRAIGHT}, {0: "B2"}), "0 draw B2", "0 win B2")
    assert not {"妙手回春", "海底捞月"} & fans(referee)


def test_R6_5_the_fourth_tile_flag_follows_the_visible_count():
    deals = {1: "T5 T5 W1 W2 W3 B4 B5 B6 F1 F1 J1 J2 J3",
             3: "T4 T6 B1 B2 B3 B4 B5 B6 B7 B8 B9 J1 J1"}
    referee = referee_for(deals, {0: "T5", 2: "T5"})
    push(referee, "0 draw T5", "0 discard T5", "1 pung T5", "1 discard F1",
         "2 draw T5", "2 discard T5", "3 win T5")
    assert "和绝张" in fans(referee)
    referee = referee_for({3: deals[3]}, {0: "T5"})
    push(referee, "0 draw T5", "0 discard T5", "3 win T5")
    assert "和绝张" not in fans(referee)


def test_R6_6_a_win_on_the_dealers_first_draw_scores_no_heavenly_hand():
    referee = push(referee_for({0: PURE_STRAIGHT}, {0: "B2"}), "0 draw B2", "0 win B2")
    assert referee.outcome().result == "HU" and "天和" not in fans(referee)


def test_R6_7_R7_1_a_win_below_8_points_is_a_false_win():
    referee = push(referee_for({0: CHEAP}, {0: "F1"}), "0 draw F1", "0 win F1")
    outcome = referee.outcome()
    assert outcome.result == "WH" and outcome.seat == 0 and outcome.scores == (-30, 10, 10, 10)


def test_R6_7_flowers_do_not_count_toward_the_8_points():
    referee = referee_for({0: CHEAP}, {0: "H1 H2 H3 F1"}, flowers=True)
    push(referee, "0 flower H1", "0 flower H2", "0 flower H3", "0 draw F1", "0 win F1")
    outcome = referee.outcome()
    assert outcome.win.score.total >= 8 and outcome.result == "WH"


def test_R6_7_a_hand_that_is_no_win_is_a_false_win():
    referee = referee_for({})
    drawn = draw(referee)
    referee.push(Action(0, Kind.WIN, drawn.tile))
    assert referee.outcome().result == "WH" and not referee.outcome().win.score.win


def test_R8_1_a_failed_program_ends_the_game_with_its_verdict():
    referee = referee_for({})
    draw(referee)
    outcome = referee.refuse(Action(2, Kind.INVALID, raw="", verdict="TLE"))
    assert (outcome.result, outcome.seat, outcome.rule) == ("TLE", 2, "R8.1")
    assert outcome.scores == (10, 10, -30, 10)


def test_R8_3_an_unreadable_response_is_illegal():
    referee = referee_for({})
    draw(referee)
    error = refused(referee, "0 discard W1") if not referee.hands[0][0] else None
    outcome = referee.refuse(Action(0, Kind.INVALID, raw="PLAY  W1"))
    assert outcome.result == "WA" and outcome.rule == "R8.3"
    assert error is None or error.rule == "R8.3"


def test_R9_3_2_no_action_follows_the_end_of_the_game():
    referee = push(referee_for({0: PURE_STRAIGHT}, {0: "B2"}), "0 draw B2", "0 win B2")
    assert refused(referee, "1 discard W1").rule == "R9.3.2"
    assert referee.legal_actions() == [] and referee.turn is None


def test_R4_2_after_the_deal_every_seat_answers_pass():
    assert "after the deal (R4.2)" in refused(referee_for({}), "2 discard W1").reason


def test_R9_2_2_without_a_wall_the_draws_are_the_records_and_a_fifth_copy_is_refused():
    hands = tuple(tuple(codes(text)) for text in (PURE_STRAIGHT, CLAIMS[1], CLAIMS[2], LAST[0]))
    referee = Referee(Setup(0, hands))
    push(referee, "0 draw B2", "0 win B2")
    assert referee.outcome().result == "HU"
    referee = Referee(Setup(0, hands))
    with pytest.raises(RecordError, match="every J1"):
        referee.push(act("0 draw J1"))  # the hands of seats 1-3 hold the four


def test_R5_1_without_a_wall_no_seat_draws_from_an_empty_quarter():
    hands = tuple(tuple(codes(text)) for text in (PURE_STRAIGHT, CLAIMS[1], CLAIMS[2], LAST[0]))
    referee = Referee(Setup(0, hands))
    tsumogiri(referee, 21 * 4)  # every draw the lowest tile still unseen: 136 tiles in all
    assert referee.remaining(0) == 0 and referee.passed().result == "HUANG"
    with pytest.raises(RecordError, match="quarter is empty"):
        referee.push(act("0 draw T5"))
