"""How an MCR hand was won (the situation: self-drawn, kong, last tile, winds, flowers), and the
checks that reject situations contradicting the hand."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import EAST, LABELS, NORTH
from paiju.errors import IllegalHandError

MAX_FLOWERS = 8
WIND_LETTERS = "ESWN"


class Situation(NamedTuple):
    """How the hand was won (a NamedTuple: built, compared and hashed in C, as every batch
    line does).  ``kong`` is GB-Mahjong's "about a kong" flag: out on the
    replacement tile (杠上开花) when self-drawn, robbing a kong (抢杠和) on a discard;
    ``last_tile`` is the last tile of the wall (妙手回春 / 海底捞月); ``fourth_tile`` the last
    copy of the winning tile (和绝张).  Winds are tile codes (:data:`EAST` … :data:`NORTH`)."""

    self_drawn: bool = False
    fourth_tile: bool = False
    kong: bool = False
    last_tile: bool = False
    seat_wind: int = EAST
    round_wind: int = EAST
    flowers: int = 0

    def notation(self) -> str:
        """The GB-Mahjong context suffix: ``|`` prevalent wind, seat wind, then 0/1 for
        self-drawn, fourth tile, last tile of the wall, kong; then ``|flowers`` when any."""
        return _suffix(self)


@lru_cache(maxsize=4096)  # a few thousand situations exist
def _suffix(situation: Situation) -> str:
    flags = "".join("1" if flag else "0" for flag in (situation.self_drawn,
                                                       situation.fourth_tile,
                                                       situation.last_tile, situation.kong))
    suffix = f"|{LABELS[situation.round_wind]}{LABELS[situation.seat_wind]}{flags}"
    return suffix + (f"|{situation.flowers}" if situation.flowers else "")


def check_situation(hand: Hand, situation: Situation) -> None:
    """Reject conditions that contradict the hand or cannot happen together (the reference
    silently corrects the first kind, and scores robbing a kong on the last tile as 抢杠和 +
    海底捞月: mcr-fans.md §6.2)."""
    win = hand.winning_tile
    if situation.kong:
        if not situation.self_drawn and hand.standing.count(win) + hand.meld_count(win):
            raise IllegalHandError(
                f"robbing a kong of {LABELS[win]} is impossible with another {LABELS[win]} in "
                "the hand: a kong being added to a pung holds every other copy")
        if situation.last_tile and not situation.self_drawn:
            raise IllegalHandError(
                "robbing a kong (抢杠和) on the last tile of the wall is impossible: no kong may "
                "be declared once the last tile is drawn (a replacement-tile win on it, "
                "self-drawn, is possible)")
        if situation.self_drawn and not hand.has_kong:
            raise IllegalHandError(
                "out on a replacement tile (杠上开花) needs a kong among the melds")
    if situation.fourth_tile and hand.standing.count(win):
        raise IllegalHandError(
            f"{LABELS[win]} cannot be the last copy (和绝张): another {LABELS[win]} stands in "
            "the hand")
    check_table(situation)


def check_table(situation: Situation) -> None:
    """Reject flowers and winds no table has, whatever the hand."""
    if 0 <= situation.flowers <= MAX_FLOWERS and EAST <= situation.seat_wind <= NORTH \
            and EAST <= situation.round_wind <= NORTH:  # every line's case, asked at once
        return
    if not 0 <= situation.flowers <= MAX_FLOWERS:
        raise IllegalHandError(f"flowers must be 0 to {MAX_FLOWERS}, not {situation.flowers}")
    for name, wind in (("seat wind", situation.seat_wind), ("round wind", situation.round_wind)):
        if not EAST <= wind <= NORTH:
            raise IllegalHandError(f"{name} must be one of {', '.join(WIND_LETTERS)}")
