"""Finishing places, deal scores, 三户 and revolution (gouji.md §11, §12)."""

import pytest

from conftest import load_jsonl
from paiju.engine.gouji.places import Place, rank_deal
from paiju.engine.gouji.seats import Team
from paiju.errors import RecordError


def places(ranking):
    return {seat: place.name_zh for seat, place in ranking.places.items()}


def scores(ranking):
    return {team.value: ranking.team_score(team) for team in Team}


def test_place_points():
    assert [(p.name_zh, p.points) for p in Place] == [
        ("头科", 2), ("二科", 1), ("三科", 0), ("四科", 0), ("二落", -1), ("大落", -2)]


def test_the_seeds_scoring_example_plus_one_minus_one():
    # team A takes 头科, 三科, 二落 = 2+0-1 = +1; team B 二科, 四科, 大落 = 1+0-2 = -1
    ranking = rank_deal([0, 1, 2, 3, 4, 5])
    assert places(ranking) == {0: "头科", 1: "二科", 2: "三科", 3: "四科", 4: "二落", 5: "大落"}
    assert scores(ranking) == {"A": 1, "B": -1}
    assert ranking.sanhu is None
    assert ranking.team_line(Team.A) == "team A: 头科 +2, 三科 0, 二落 -1 = +1"


def test_order_may_stop_when_the_players_left_are_one_team():
    ranking = rank_deal([0, 1, 2, 4])      # 3 and 5 (both B) are left
    assert scores(ranking) == {"A": 2, "B": -2}
    assert ranking.ended_after == 4


def test_order_that_stops_too_early_is_an_error_naming_the_field():
    with pytest.raises(RecordError) as error:
        rank_deal([0, 1, 2])
    assert error.value.field == "order"
    assert "3 (B) and 4 (A) and 5 (B)" in str(error.value)


def test_unlisted_leftovers_take_places_in_playing_order_documented_leftovers():
    ranking = rank_deal([0, 1, 2, 4])      # after seat 4 the next to act are 5, then 3
    assert places(ranking)[5] == "二落" and places(ranking)[3] == "大落"
    assert ranking.unlisted == (5, 3)
    assert "[L]" in ranking.reasons[3]


def test_leftovers_with_nobody_listed_are_placed_from_seat_0_and_say_so():
    # seat 0 revolted, seats 2 and 4 failed their burns: team B alone holds cards, nobody
    # went out, and the order is empty (this once raised IndexError writing the reasons)
    ranking = rank_deal([], 0, (2, 4))
    assert places(ranking) == {0: "四科", 1: "头科", 2: "大落", 3: "二科", 4: "二落", 5: "三科"}
    assert ranking.unlisted == (1, 3, 5) and ranking.sanhu is Team.B
    assert "in playing order from seat 0 [L]: 头科" in ranking.reasons[1]


def test_listed_leftovers_keep_the_order_given_and_the_same_team_total():
    ranking = rank_deal([0, 1, 2, 4, 3, 5])
    assert places(ranking)[3] == "二落" and places(ranking)[5] == "大落"
    assert scores(ranking) == scores(rank_deal([0, 1, 2, 4]))
    assert ranking.unlisted == ()


def test_sanhu_by_three_finishes():
    ranking = rank_deal([0, 2, 4])
    assert ranking.sanhu is Team.A
    assert scores(ranking) == {"A": 6, "B": -6}


def test_sanhu_doubles_each_seats_points_documented_sanhu_points():
    ranking = rank_deal([3, 5, 1, 0, 2, 4])
    assert ranking.sanhu is Team.B
    assert [ranking.points(seat) for seat in (3, 5, 1, 0, 2, 4)] == [4, 2, 0, 0, -2, -4]
    assert scores(ranking) == {"A": -6, "B": 6}


def test_no_sanhu_when_the_third_place_goes_to_the_other_team():
    ranking = rank_deal([0, 2, 1, 4])
    # A: 头科 +2, 二科 +1, 四科 0; B: 三科 0, 二落 -1, 大落 -2
    assert ranking.sanhu is None and scores(ranking) == {"A": 3, "B": -3}


def test_revolutionary_counts_as_fourth():
    ranking = rank_deal([1, 0, 3], revolutionary=5)
    assert places(ranking)[5] == "四科"
    assert places(ranking)[1] == "头科" and places(ranking)[3] == "三科"
    assert scores(ranking) == {"A": -2, "B": 2}


def test_sanhu_by_a_revolutionary_partner_counted_third():
    ranking = rank_deal([1, 3], revolutionary=5)
    assert places(ranking)[5] == "三科"
    assert ranking.sanhu is Team.B and scores(ranking) == {"A": -6, "B": 6}
    assert "三科" in ranking.reasons[5]


def test_revolution_does_not_stop_the_other_teams_sanhu():
    ranking = rank_deal([0, 2, 4], revolutionary=5)
    assert places(ranking)[5] == "四科"
    assert ranking.sanhu is Team.A and scores(ranking) == {"A": 6, "B": -6}


def test_revolutionary_partners_first_and_third_is_no_sanhu():
    ranking = rank_deal([1, 0, 3], revolutionary=5)
    assert ranking.sanhu is None


def test_a_revolutionary_is_not_counted_as_holding_cards():
    # after 0 1 2 3 only seat 4 holds cards (5 revolted): the deal is over
    ranking = rank_deal([0, 1, 2, 3], revolutionary=5)
    assert places(ranking) == {0: "头科", 1: "二科", 2: "三科", 5: "四科", 3: "二落", 4: "大落"}
    assert scores(ranking) == {"A": 0, "B": 0}


def test_a_failed_burner_is_last_whatever_its_finish():
    ranking = rank_deal([1, 0, 3, 2, 4], failed_burners=(1,))
    assert places(ranking)[1] == "大落"
    assert places(ranking) == {0: "头科", 3: "二科", 2: "三科", 4: "四科", 5: "二落", 1: "大落"}
    assert "burn failed" in ranking.reasons[1]


@pytest.mark.parametrize("order, revolutionary, field, words", [
    ([0, 1, 7, 2, 3], None, "order[2]", "does not exist"),
    ([0, 1, 0, 2, 3], None, "order[2]", "listed twice"),
    ([0, 5, 1, 2, 3], 5, "order[1]", "revolted"),
])
def test_bad_orders_name_the_entry(order, revolutionary, field, words):
    with pytest.raises(RecordError) as error:
        rank_deal(order, revolutionary)
    assert error.value.field == field and words in str(error.value)


def test_every_corpus_score_record():
    records = [r for r in load_jsonl("gouji-public.jsonl") if r["kind"] == "score"]
    assert len(records) == 6
    for record in records:
        if record["void"]:
            assert len(record["revolution"]) > 1
            continue
        revolutionary = record["revolution"][0] if record["revolution"] else None
        ranking = rank_deal(record["order"], revolutionary)
        assert scores(ranking) == record["teams"], record
        assert (ranking.sanhu is not None) == record["sanhu"], record
