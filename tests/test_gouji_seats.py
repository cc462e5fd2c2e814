"""The Gouji table: teams, partners, 对家, neighbours (gouji.md §1)."""

import pytest

from paiju.engine.gouji.seats import (
    SEATS, Team, enemies, in_order_after, next_seat, opposite, partners, previous_seat,
    same_team, team_of,
)


def test_teams_alternate_round_the_table():
    assert Team.A.seats == (0, 2, 4) and Team.B.seats == (1, 3, 5)
    assert all(not same_team(seat, next_seat(seat)) for seat in SEATS)


@pytest.mark.parametrize("seat, rival", [(0, 3), (1, 4), (2, 5), (3, 0), (4, 1), (5, 2)])
def test_the_opposite_seat_is_an_enemy_three_away(seat, rival):
    assert opposite(seat) == rival and team_of(seat) is not team_of(rival)


def test_partners_neighbours_and_order():
    assert partners(0) == (2, 4) and partners(5) == (1, 3)
    assert next_seat(5) == 0 and previous_seat(0) == 5
    assert enemies(0) == (1, 3, 5)
    assert in_order_after(4) == (5, 0, 1, 2, 3)


def test_unknown_seat_is_rejected():
    with pytest.raises(ValueError):
        opposite(6)
