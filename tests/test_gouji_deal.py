"""Deal settlement: tributes owed, burns, smothering, revolution, validation (gouji.md §7.3,
§9–§12) and whole games."""

from pathlib import Path

import pytest

from paiju.engine.gouji.settling import SETTLEMENT_CHOICES, settle
from paiju.engine.gouji.game import play_game
from paiju.grammar.gouji_records import read_deal, read_game
from paiju.engine.gouji.seats import Team
from paiju.engine.gouji.tribute import PAYMENT_ORDER, TributeKind
from paiju.errors import RecordError

FULL = [0, 1, 2, 3, 4, 5]


def settled(**record):
    record.setdefault("order", FULL)
    return settle(read_deal(record))


def owed(settlement, kind=None):
    return [(t.kind.value, t.payer, t.receiver, t.cards) for t in settlement.tributes
            if kind is None or t.kind is kind]


def error_of(**record):
    record.setdefault("order", FULL)
    with pytest.raises(RecordError) as error:
        settle(read_deal(record))
    return error.value


# ---------------------------------------------------------------------------------------
# tributes of a plain deal


def test_plain_deal_owes_mutual_point_tribute_and_falling_tribute():
    settlement = settled()
    # nobody opened, nobody declared: each pays its 对家 1 (block B), both ways
    assert owed(settlement, TributeKind.POINT) == [
        ("point", 0, 3, 1), ("point", 1, 4, 1), ("point", 2, 5, 1),
        ("point", 3, 0, 1), ("point", 4, 1, 1), ("point", 5, 2, 1)]
    assert owed(settlement, TributeKind.FALL) == [("fall", 5, 0, 2), ("fall", 4, 1, 1)]


def test_falling_tribute_is_returned_and_the_others_are_not():
    settlement = settled(burns=[{"burner": 1, "burned": 0, "outcome": "success"}],
                         biesan=True, smothered=[{"seat": 2, "beaten_by": 3}])
    returned = {t.kind: t.returned for t in settlement.tributes}
    assert returned == {TributeKind.SMOTHER: False, TributeKind.BURN: False,
                        TributeKind.POINT: False, TributeKind.FALL: True}


def test_tributes_are_listed_smother_burn_point_fall():
    settlement = settled(order=[1, 0, 2, 3, 4], opened=[0],
                         burns=[{"burner": 1, "burned": 0, "outcome": "success"}],
                         biesan=True, smothered=[{"seat": 5, "beaten_by": 0}])
    kinds = [t.kind for t in settlement.tributes]
    assert kinds == sorted(kinds, key=PAYMENT_ORDER.index)
    assert kinds[0] is TributeKind.SMOTHER and kinds[1] is TributeKind.BURN
    assert kinds[-1] is TributeKind.FALL


def test_point_tribute_follows_declarations_and_openings():
    settlement = settled(declarations={"0": "pre", "3": "bright"}, opened=[3])
    # seat 0 pre-pointed seat 3, who opened: 0 pays r(bright) + p(pre) = 2 + 8
    assert ("point", 0, 3, 10) in owed(settlement)
    # seat 3 opened: it pays nothing
    assert not [t for t in settlement.tributes if t.kind is TributeKind.POINT and t.payer == 3]


def test_both_opened_no_point_tribute_documented_a8():
    settlement = settled(declarations={"1": "pre", "4": "pre"}, opened=[1, 4])
    assert not [t for t in owed(settlement, TributeKind.POINT) if 1 in t[1:3]]


def test_mutual_point_tribute_not_returned_documented_a9():
    settlement = settled(declarations={"2": "bright"})
    mutual = [t for t in settlement.tributes if t.kind is TributeKind.POINT and t.payer == 5]
    assert [(t.cards, t.returned) for t in mutual] == [(2, False)]
    assert "A9" in mutual[0].rule


def test_partial_tribute_is_left_to_the_payers_hand_documented_a10():
    settlement = settled()
    assert any("A10" in note and "cannot know" in note for note in settlement.notes)


def test_falling_tribute_between_partners_documented_a12():
    # A takes 头科 (0) and 大落 (4): 大落 still gives 2 to 头科
    settlement = settled(order=[0, 1, 3, 2, 5])
    assert settlement.ranking.places[4].name_zh == "大落"
    assert ("fall", 4, 0, 2) in owed(settlement)
    assert "A12" in [t for t in settlement.tributes if t.payer == 4 and
                     t.kind is TributeKind.FALL][0].rule


# ---------------------------------------------------------------------------------------
# burns


@pytest.mark.parametrize("burned, burner", [(0, 1), (0, 2), (0, 4), (0, 5), (4, 5), (4, 0),
                                            (5, 0), (5, 1), (5, 3)])
def test_any_seat_but_the_level_player_and_its_opposite_may_burn_documented_a6(burned, burner):
    settlement = settled(burns=[{"burner": burner, "burned": burned, "outcome": "lifted"}])
    assert not owed(settlement, TributeKind.BURN)


@pytest.mark.parametrize("burned, burner", [(0, 3), (0, 0), (4, 1), (2, 5)])
def test_the_opposite_may_not_burn_documented_a6(burned, burner):
    error = error_of(burns=[{"burner": burner, "burned": burned, "outcome": "success"}])
    assert error.field == "burns[0].burner"
    assert "burners=all" in str(error) and "A6" in str(error)


def test_burn_tribute_goes_from_burned_to_burner():
    settlement = settled(burns=[{"burner": 2, "burned": 1, "outcome": "success"}])
    assert owed(settlement, TributeKind.BURN) == [("burn", 1, 2, 1)]


def test_a_lifted_burn_costs_nothing():
    settlement = settled(burns=[{"burner": 2, "burned": 1, "outcome": "lifted"}])
    assert owed(settlement, TributeKind.BURN) == []
    assert any("解烧" in line for line in settlement.explanation)


def test_a_failed_burn_makes_the_burner_last_and_owes_falling_tribute():
    settlement = settled(order=[1, 0, 3, 2, 4],
                         burns=[{"burner": 1, "burned": 0, "outcome": "failed"}])
    assert settlement.ranking.places[1].name_zh == "大落"
    assert ("fall", 1, 0, 2) in owed(settlement)
    assert owed(settlement, TributeKind.BURN) == []


def test_a_successful_burner_must_have_gone_out():
    error = error_of(order=[0, 1, 2, 4], burns=[{"burner": 5, "burned": 4, "outcome": "success"}])
    assert error.field == "burns[0].outcome" and "not in the order" in str(error)


def test_a_second_failed_burner_takes_the_second_last_place_rule_10():
    settlement = settled(order=[0, 5, 2, 4],
                         burns=[{"burner": 1, "burned": 0, "outcome": "failed"},
                                {"burner": 3, "burned": 2, "outcome": "failed"}])
    places = {seat: place.name_zh for seat, place in settlement.ranking.places.items()}
    assert places == {0: "头科", 5: "二科", 2: "三科", 4: "四科", 3: "二落", 1: "大落"}
    assert ("fall", 1, 0, 2) in owed(settlement) and ("fall", 3, 5, 1) in owed(settlement)


def test_a_failed_burner_cannot_burn_again_rule_10():
    error = error_of(burns=[{"burner": 1, "burned": 0, "outcome": "failed"},
                            {"burner": 1, "burned": 2, "outcome": "lifted"}])
    assert error.field == "burns[1].burner" and "left the deal" in str(error)


def test_revolutionary_cannot_burn_or_be_burned():
    error = error_of(order=[0, 1, 2, 3], revolution=[5],
                     burns=[{"burner": 5, "burned": 4, "outcome": "lifted"}])
    assert error.field == "burns[0].burner" and "revolted" in str(error)
    error = error_of(order=[0, 1, 2, 3], revolution=[5],
                     burns=[{"burner": 0, "burned": 5, "outcome": "lifted"}])
    assert error.field == "burns[0].burned"


# ---------------------------------------------------------------------------------------
# 闷贡


def test_smother_tribute_goes_to_whoever_beat_the_play_documented_a11():
    settlement = settled(biesan=True, smothered=[{"seat": 4, "beaten_by": 5}])
    assert owed(settlement, TributeKind.SMOTHER) == [("smother", 4, 5, 1)]


def test_smother_needs_biesan_mode():
    error = error_of(smothered=[{"seat": 4, "beaten_by": 5}])
    assert error.field == "smothered" and "憋三" in str(error)


def test_smother_needs_another_player():
    error = error_of(biesan=True, smothered=[{"seat": 4, "beaten_by": 4}])
    assert error.field == "smothered[0].beaten_by"


# ---------------------------------------------------------------------------------------
# revolution


def test_no_point_tribute_between_revolutionary_and_opposite_documented_revolution():
    settlement = settled(order=[1, 0, 3], revolution=[5],
                         declarations={"2": "pre", "5": "pre"}, opened=[2])
    pairs = {(t.payer, t.receiver) for t in settlement.tributes if t.kind is TributeKind.POINT}
    assert not pairs & {(2, 5), (5, 2)}
    assert (0, 3) in pairs  # the other pairs still pay
    assert any("automatic 开点" in line for line in settlement.explanation)


def test_two_revolutionaries_make_the_deal_void_and_it_settles_to_nothing():
    settlement = settled(order=[], revolution=[1, 4], declarations={"0": "pre"})
    assert settlement.void and settlement.ranking is None
    assert settlement.tributes == () and not settlement.game_over
    assert settlement.teams == {Team.A: 0, Team.B: 0}
    assert any("replayed" in note for note in settlement.notes)
    assert "seats 1 and 4 both revolted" in settlement.explanation[0]


def test_a_void_deal_is_still_checked_as_far_as_it_goes():
    assert error_of(order=[1, 2], revolution=[1, 4]).field == "order[0]"
    assert error_of(order=[], revolution=[1, 1]).field == "revolution[1]"
    assert error_of(order=[], revolution=[1, 4], deal=6, deals_per_game=5).field == "deal"


def test_a_void_deal_in_a_game_is_replayed_under_its_number_documented_void_replay():
    deals, _ = read_game([{"order": FULL}, {"order": [], "revolution": [1, 4]},
                          {"order": [1, 0, 3, 2, 5, 4]}])
    game = play_game([read_deal(record) for record in deals], 5)
    first, void, replay = game.deals
    assert [played.number for played in game.deals] == [1, 2, 2]
    assert void.settlement.void and void.totals == first.totals
    assert void.paid_at_start == replay.paid_at_start == first.settlement.tributes
    assert game.totals == {Team.A: 0, Team.B: 0} and not game.over


def test_a_game_ending_on_a_void_deal_starts_the_replay_with_its_tribute():
    deals, _ = read_game([{"order": FULL}, {"order": [], "revolution": [0, 3]}])
    game = play_game([read_deal(record) for record in deals])
    assert not game.over and game.next_tribute == game.deals[0].settlement.tributes


def test_revolutionary_who_also_finished_is_an_error():
    error = error_of(order=[5, 0, 1, 2, 3], revolution=[5])
    assert error.field == "order[0]" and "revolted" in str(error)


# ---------------------------------------------------------------------------------------
# 三户, first and last deals


def test_sanhu_ends_the_game_and_owes_no_tribute():
    settlement = settled(order=[0, 2, 4], declarations={"1": "pre"}, opened=[4])
    assert settlement.ranking.sanhu is Team.A and settlement.game_over
    assert settlement.tributes == ()


def test_sanhu_by_revolutionary_partner_owes_no_tribute():
    settlement = settled(order=[1, 3], revolution=[5])
    assert settlement.teams == {Team.A: -6, Team.B: 6}
    assert settlement.game_over and settlement.tributes == ()


def test_first_deal_results_are_paid_in_the_second_deal_documented_first_deal():
    settlement = settled(deal=1)
    assert settlement.tributes and not settlement.game_over
    assert any("deal 2" in note for note in settlement.notes)


def test_first_deal_flag_is_shorthand_for_deal_1():
    assert read_deal({"order": FULL, "first_deal": True}).number == 1
    assert read_deal({"order": FULL, "first_deal": False, "deal": 3}).number == 3
    with pytest.raises(RecordError) as error:
        read_deal({"order": FULL, "first_deal": True, "deal": 2})
    assert error.value.field == "first_deal"


def test_last_deal_of_a_game_owes_no_tribute_documented_game_end():
    settlement = settled(deal=5, deals_per_game=5)
    assert settlement.game_over and settlement.tributes == ()
    assert "last" in settlement.game_over_reason


def test_every_choice_is_documented():
    doc = (Path(__file__).parent.parent / "docs" / "interpretations.md").read_text("utf-8")
    for choice in SETTLEMENT_CHOICES:
        assert f"| {choice.tag} " in doc, choice.tag


# ---------------------------------------------------------------------------------------
# records


@pytest.mark.parametrize("record, field, words", [
    ({"order": FULL, "declarations": {"0": "loud"}}, "declarations.0", "none, bright, pre"),
    ({"order": FULL, "declarations": {"x": "pre"}}, "declarations.x", "seats"),
    ({"order": FULL, "declarations": {"6": "pre"}}, "declarations.6", "does not exist"),
    ({"order": FULL, "oponed": [1]}, "oponed", "unknown field"),
    ({"revolution": []}, "order", "missing"),
    ({"order": [0, True, 2]}, "order[1]", "whole number"),
    ({"order": "0 1 2"}, "order", "list"),
    ({"order": FULL, "opened": [1, 1]}, "opened[1]", "twice"),
    ({"order": FULL, "burns": [{"burner": 1, "burned": 0}]}, "burns[0].outcome", "missing"),
    ({"order": FULL, "burns": [{"burner": 1, "burned": 0, "outcome": "won"}]},
     "burns[0].outcome", "success, lifted, failed"),
    ({"order": FULL, "biesan": "yes"}, "biesan", "true or false"),
    ({"order": FULL, "deal": 6, "deals_per_game": 5}, "deal", "does not exist"),
    ({"order": FULL, "revolution": [9]}, "revolution[0]", "does not exist"),
    ({"order": [0, 1, 2, 3], "revolution": [5], "opened": [5]}, "opened[0]", "revolted"),
])
def test_bad_records_name_the_field(record, field, words):
    with pytest.raises(RecordError) as error:
        settle(read_deal(record))
    assert error.value.field == field and words in str(error.value)


# ---------------------------------------------------------------------------------------
# games


def game(*records, deals_per_game=None):
    return play_game([read_deal(record) for record in records], deals_per_game)


def test_game_running_totals_and_tribute_paid_at_each_deal():
    played = game({"order": FULL}, {"order": [3, 0, 4, 1, 2]}, {"order": [1, 3], "revolution": [5]})
    assert [d.totals for d in played.deals] == [
        {Team.A: 1, Team.B: -1}, {Team.A: 1, Team.B: -1}, {Team.A: -5, Team.B: 5}]
    assert played.deals[0].paid_at_start == ()
    assert played.deals[1].paid_at_start == played.deals[0].settlement.tributes
    assert played.over and played.ended_by == "三户" and played.leader is Team.B


def test_deals_after_a_sanhu_belong_to_a_new_game():
    with pytest.raises(RecordError) as error:
        game({"order": [0, 2, 4]}, {"order": FULL})
    assert error.value.field == "deals[1]" and "new game" in str(error.value)


def test_game_length_ends_the_game():
    played = game({"order": FULL}, {"order": FULL}, deals_per_game=2)
    assert played.over and played.deals[-1].settlement.tributes == ()
    with pytest.raises(RecordError) as error:
        game({"order": FULL}, {"order": FULL}, {"order": FULL}, deals_per_game=2)
    assert error.value.field == "deals[2]"


def test_game_errors_name_the_deal():
    with pytest.raises(RecordError) as error:
        game({"order": FULL}, {"order": [0, 0]})
    assert error.value.field == "deals[1].order[1]"
    with pytest.raises(RecordError) as error:
        game({"order": FULL, "deal": 2})
    assert error.value.field == "deals[0].deal"


def test_game_documents():
    assert read_game([{"order": FULL}]) == ([{"order": FULL}], None)
    assert read_game({"deals_per_game": 5, "deals": []}) == ([], 5)
    with pytest.raises(RecordError) as error:
        read_game({"deals": [], "rounds": 5})
    assert error.value.field == "rounds"
    with pytest.raises(RecordError):
        play_game([], None)
