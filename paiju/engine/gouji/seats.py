"""The Gouji table (gouji.md §1): six seats 0–5 in playing order, two federations (联邦).

Team A holds seats 0, 2, 4 and team B seats 1, 3, 5, so neighbours are always enemies;
partners sit two apart; the 对家 ("rival", also 对门) sits opposite, three seats away.
"""

from __future__ import annotations

import enum

from paiju.errors import RecordError

SEATS: tuple[int, ...] = tuple(range(6))


class Team(enum.Enum):
    """A federation (联邦) of three partners."""

    A = "A"
    B = "B"

    @property
    def seats(self) -> tuple[int, ...]:
        return _TEAM_SEATS[self._value_]  # settling asks often: by lookup, not by hash


def check_seat(seat: int) -> int:
    if seat not in SEATS:
        raise ValueError(f"seat {seat!r} does not exist (seats are 0-5)")
    return seat


def check_record_seat(seat: int, field: str) -> int:
    """:func:`check_seat` for a field of a JSON record: the error names the field."""
    try:
        return check_seat(seat)
    except ValueError as error:
        raise RecordError(str(error), field) from None


_TEAMS = (Team.A, Team.B) * 3


def team_of(seat: int) -> Team:
    if type(seat) is int and 0 <= seat < 6:  # the common case by lookup: settling asks often
        return _TEAMS[seat]
    return Team.A if check_seat(seat) % 2 == 0 else Team.B


_TEAM_SEATS = {team.value: tuple(seat for seat in SEATS if team_of(seat) is team) for team in Team}


def opposite(seat: int) -> int:
    """The 对家: the enemy sitting directly opposite, seat s+3."""
    return (check_seat(seat) + 3) % 6


def next_seat(seat: int) -> int:
    """下家: the enemy who acts right after ``seat``."""
    return (check_seat(seat) + 1) % 6


def previous_seat(seat: int) -> int:
    """上家: the enemy who acts right before ``seat``."""
    return (check_seat(seat) - 1) % 6


def partners(seat: int) -> tuple[int, int]:
    """The two other members of ``seat``'s federation, in playing order after ``seat``."""
    return ((check_seat(seat) + 2) % 6, (seat + 4) % 6)


def enemies(seat: int) -> tuple[int, int, int]:
    """The three seats of the other federation, in playing order after ``seat``."""
    return ((check_seat(seat) + 1) % 6, (seat + 3) % 6, (seat + 5) % 6)


def same_team(a: int, b: int) -> bool:
    return team_of(a) is team_of(b)


def in_order_after(seat: int) -> tuple[int, ...]:
    """The other five seats in the order they act after ``seat``."""
    return tuple((check_seat(seat) + step) % 6 for step in range(1, 6))
