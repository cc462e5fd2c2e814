"""Gouji finishing places and deal scores (gouji.md §11, §12).

Places 头科 … 大落 carry their points as data (``Place``).  :func:`rank_deal` turns a
finishing order into places: a revolutionary (革命) is fixed at 四科 (三科 when their two
partners take 头科 and 二科), a failed burner (烧牌失败) at 大落 (the next to fail at 二落, and
so on upward, §18 rule 10), and everyone else takes the places left in the order they went
out.  A 三户 (圈三户: one team takes 头科, 二科 and 三科)
doubles the deal.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cached_property

from paiju.engine.gouji.seats import SEATS, Team, check_record_seat, partners, team_of
from paiju.errors import RecordError


class Place(enum.Enum):
    """A finishing place with its Chinese name, English name and points (§12.2)."""

    FIRST = (1, "头科", "first", 2)
    SECOND = (2, "二科", "second", 1)
    THIRD = (3, "三科", "third", 0)
    FOURTH = (4, "四科", "fourth", 0)
    FIFTH = (5, "二落", "second last", -1)
    LAST = (6, "大落", "last", -2)

    def __init__(self, number: int, name_zh: str, name_en: str, points: int):
        self.number = number
        self.name_zh = name_zh
        self.name_en = name_en
        self.points = points



class HowPlaced(enum.Enum):
    """How a seat came to its place: it went out, it was left holding cards when the deal
    ended (those seats decide who pays 落贡), it revolted, or its burn failed."""

    OUT = ("out", "went out")
    LEFT = ("left", "left holding cards")
    REVOLUTION = ("revolution", "revolted (革命)")
    FAILED_BURN = ("failed-burn", "its burn failed")

    def __init__(self, code: str, words: str):
        self.code = code
        self.words = words


SANHU_PLACES = (Place.FIRST, Place.SECOND, Place.THIRD)
SANHU_MULTIPLIER = 2
"""A 三户 doubles the deal: ±3 becomes ±6 (§12.3); paiju doubles each seat's place points so
that they still add up to the team scores [L]."""


@dataclass(frozen=True)
class Ranking:
    """Every seat's place in one deal and why."""

    order: tuple[int, ...]
    revolutionary: int | None
    failed_burners: tuple[int, ...]
    places: dict[int, Place]
    ended_after: int
    """How many seats of ``order`` had gone out when the deal ended."""
    unlisted: tuple[int, ...]
    """Seats left holding cards that the order does not list, placed by the [L] rule."""

    @property
    def by_place(self) -> tuple[tuple[int, Place], ...]:
        return tuple(sorted(self.places.items(), key=lambda item: item[1].number))

    def how(self, seat: int) -> HowPlaced:
        """How ``seat`` came to its place."""
        if seat == self.revolutionary:
            return HowPlaced.REVOLUTION
        if seat in self.failed_burners:
            return HowPlaced.FAILED_BURN
        if seat in self.order[:self.ended_after]:
            return HowPlaced.OUT
        return HowPlaced.LEFT

    @cached_property
    def reasons(self) -> dict[int, str]:
        """Why each seat has its place (the explanation's first lines), told when read: the
        seats that went out are those of ``order[:ended_after]`` whose burn did not fail."""
        order, revolutionary, failed_burners = self.order, self.revolutionary, self.failed_burners
        finished = [seat for seat in order[:self.ended_after] if seat not in failed_burners]
        contenders = [seat for seat in order if seat not in failed_burners]
        listed_left = contenders[len(finished):]
        holding = [seat for seat in SEATS if seat != revolutionary
                   and seat not in failed_burners and seat not in finished]
        reasons: dict[int, str] = {}
        if revolutionary is not None:
            reasons[revolutionary] = _revolutionary_place(revolutionary, finished[:2])[1]
        for number, seat in enumerate(failed_burners):
            reasons[seat] = _failed_reason(seat, self.places[seat], order,
                                           failed_burners[:number])
        for seat in finished + listed_left + list(self.unlisted):
            place = self.places[seat]
            if seat in finished:
                reasons[seat] = (f"seat {seat} went out {_nth(order.index(seat) + 1)}: "
                                 f"{place.name_zh}")
            elif len(holding) == 1:
                reasons[seat] = f"seat {seat} was the last left holding cards: {place.name_zh}"
            elif seat in listed_left:
                reasons[seat] = (f"seat {seat} was left holding cards when the deal ended; "
                                 f"listed {_nth(order.index(seat) + 1)}: {place.name_zh}")
            else:  # nobody listed (every other seat revolted or failed a burn): from seat 0
                after = f"after seat {order[-1]}" if order else "from seat 0"
                reasons[seat] = (f"seat {seat} was left holding cards, unlisted: placed in "
                                 f"playing order {after} [L]: {place.name_zh}")
        return reasons

    def seat_at(self, place: Place) -> int:
        return next(seat for seat, held in self.places.items() if held is place)

    @cached_property
    def sanhu(self) -> Team | None:
        """The team that took 头科, 二科 and 三科, if one did (圈三户); computed once, as
        every seat's points read it."""
        teams = {team_of(self.seat_at(place)) for place in SANHU_PLACES}
        return teams.pop() if len(teams) == 1 else None

    @property
    def multiplier(self) -> int:
        return SANHU_MULTIPLIER if self.sanhu else 1

    def points(self, seat: int) -> int:
        return self.places[seat].points * self.multiplier

    def team_score(self, team: Team) -> int:
        return sum(self.points(seat) for seat in team.seats)

    def team_line(self, team: Team) -> str:
        """'team A: 头科 +2, 三科 0, 二落 -1 = +1' (doubled in a 三户)."""
        members = sorted(team.seats, key=lambda seat: self.places[seat].number)
        terms = ", ".join(f"{self.places[seat].name_zh} {signed(self.places[seat].points)}"
                          for seat in members)
        total = sum(self.places[seat].points for seat in members)
        doubled = f", doubled by the 三户: {signed(total * SANHU_MULTIPLIER)}" if self.sanhu \
            else ""
        return f"team {team.value}: {terms} = {signed(total)}{doubled}"


def signed(points: int) -> str:
    """'+2', '0', '-1': how a scorekeeper writes points."""
    return f"{points:+d}" if points else "0"


def deal_over(holding: set[int]) -> bool:
    """A deal ends when every player still holding cards belongs to one team (§12.1)."""
    teams = [team_of(seat) for seat in holding]  # by identity: an Enum hashes in Python
    return Team.A not in teams or Team.B not in teams


def rank_deal(order: tuple[int, ...] | list[int], revolutionary: int | None = None,
              failed_burners: tuple[int, ...] = ()) -> Ranking:
    """Places of a deal from the order the seats went out (``order`` may stop as soon as the
    players left all belong to one team; those left are placed after it).

    Raises :class:`RecordError` naming ``order[i]`` for an unknown or repeated seat, a
    revolutionary who went out, or an order that stops before the deal is over.
    """
    order = tuple(order)
    check_order(order, () if revolutionary is None else (revolutionary,))
    fixed: dict[int, Place] = {}
    contenders = [seat for seat in order if seat not in failed_burners]
    holding = {seat for seat in SEATS if seat != revolutionary and seat not in failed_burners}
    finished: list[int] = []
    while not deal_over(holding):
        if len(finished) == len(contenders):
            still = " and ".join(f"{seat} ({team_of(seat).value})" for seat in sorted(holding))
            raise RecordError(f"the deal is not over: seats {still} still hold cards; list the "
                              "seats in the order they went out until the players left all "
                              "belong to one team", "order")
        finished.append(contenders[len(finished)])
        holding.discard(finished[-1])
    listed_left = contenders[len(finished):]
    unlisted = _left_in_playing_order(holding - set(listed_left), order[-1] if order else None)
    if revolutionary is not None:
        fixed[revolutionary] = (Place.THIRD if sorted(finished[:2]) == sorted(partners(
            revolutionary)) else Place.FOURTH)  # as _revolutionary_place says why
    for seat in failed_burners:
        fixed[seat] = next(place for place in reversed(Place) if place not in fixed.values())
    free = [place for place in Place if place not in fixed.values()]
    places = dict(fixed)
    for seat, place in zip(finished + listed_left + list(unlisted), free):
        places[seat] = place
    ended_after = order.index(finished[-1]) + 1 if finished else 0
    return Ranking(order, revolutionary, tuple(failed_burners), places, ended_after, unlisted)


def _failed_reason(seat: int, place: Place, order: tuple[int, ...],
                   before: tuple[int, ...]) -> str:
    went = (f" (it went out {_nth(order.index(seat) + 1)}, which does not count)"
            if seat in order else "")
    if not before:
        return f"seat {seat}'s burn failed: {place.name_zh} whatever its finish{went} (§7.3)"
    earlier = " and ".join(map(str, before))
    return (f"seat {seat}'s burn failed after seat {earlier}'s: {place.name_zh}, the lowest "
            f"place left, whatever its finish{went} (§18 rule 10)")


def check_seat_list(seats: tuple[int, ...], name: str) -> None:
    """Every entry a seat, none twice (RecordError naming ``name[i]``)."""
    for index, seat in enumerate(seats):
        check_record_seat(seat, f"{name}[{index}]")
        if seat in seats[:index]:
            raise RecordError(f"seat {seat} is listed twice (also {name}[{seats.index(seat)}])",
                              f"{name}[{index}]")


def check_order(order: tuple[int, ...], revolution: tuple[int, ...] = ()) -> None:
    """A list of seats with no revolutionary in it (RecordError naming ``order[i]``)."""
    check_seat_list(order, "order")
    for index, seat in enumerate(order):
        if seat in revolution:
            raise RecordError(f"seat {seat} revolted (革命): it threw in its hand and cannot "
                              "also go out", f"order[{index}]")


def _revolutionary_place(seat: int, first_two: list[int]) -> tuple[Place, str]:
    if sorted(first_two) == sorted(partners(seat)):
        return Place.THIRD, (f"seat {seat} revolted (革命); its partners {first_two[0]} and "
                             f"{first_two[1]} took 头科 and 二科, so it counts as 三科 (§11)")
    return Place.FOURTH, f"seat {seat} revolted (革命): it counts as 四科 (§11)"


def _left_in_playing_order(holding: set[int], last: int | None) -> tuple[int, ...]:
    """Seats still holding cards, in the order they act after ``last`` (the [L] rule for
    leftovers the record does not rank)."""
    start = 0 if last is None else last + 1
    return tuple(seat for step in range(6) if (seat := (start + step) % 6) in holding)


def _nth(number: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(number, f"{number}th")
