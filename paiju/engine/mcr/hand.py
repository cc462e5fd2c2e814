"""An MCR winning hand as the scorer sees it: melds, standing tiles, the winning tile, and the
situation of the win (how it was won, winds, flowers)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from paiju.engine.shapes import SetKind
from paiju.engine.tiles import COPIES, EAST, KINDS, LABELS, NORTH, write_tiles
from paiju.errors import IllegalHandError

MAX_FLOWERS = 8
WIND_LETTERS = "ESWN"


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld laid down before the win (副露): a claimed chow or pung, a melded kong (明杠)
    or a concealed kong (暗杠).

    ``offer`` is the digit written after the tiles: for a pung or kong the seat that
    supplied the tile (1–3, or 5–7 for a kong promoted from a pung), for a chow which of its
    tiles was claimed (GB-Mahjong's convention); None when not written.  A kong written
    without it is concealed."""

    kind: SetKind
    tile: int  # the lowest tile
    concealed: bool = False
    offer: int | None = None

    @property
    def tiles(self) -> tuple[int, ...]:
        if self.kind is SetKind.CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind is SetKind.KONG else 3)

    @property
    def claimed(self) -> bool:
        """Made with another player's tile (everything but a concealed kong)."""
        return not self.concealed

    def notation(self) -> str:
        return f"[{write_tiles(self.tiles)}{self.offer if self.offer is not None else ''}]"


@dataclass(frozen=True, slots=True)
class Hand:
    """Melds, the standing tiles (立牌, sorted, without the winning tile) and the winning
    tile (和牌张)."""

    melds: tuple[Meld, ...]
    standing: tuple[int, ...]
    winning_tile: int

    def concealed_counts(self) -> list[int]:
        """The 34 counts of the standing tiles with the winning tile."""
        counts = [0] * KINDS
        for tile in self.standing:
            counts[tile] += 1
        counts[self.winning_tile] += 1
        return counts

    def all_tiles(self) -> Iterator[int]:
        for meld in self.melds:
            yield from meld.tiles
        yield from self.standing
        yield self.winning_tile

    def meld_count(self, tile: int) -> int:
        """Copies of ``tile`` inside the melds."""
        return sum(meld.tiles.count(tile) for meld in self.melds)

    @property
    def has_kong(self) -> bool:
        return any(meld.kind is SetKind.KONG for meld in self.melds)

    def notation(self) -> str:
        """Canonical notation: melds in order, standing tiles sorted, the winning tile last."""
        return "".join(meld.notation() for meld in self.melds) + write_tiles(self.standing) \
            + write_tiles((self.winning_tile,))


@dataclass(frozen=True, slots=True)
class Situation:
    """How the hand was won.  ``kong`` is GB-Mahjong's "about a kong" flag: out on the
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
        flags = "".join("1" if flag else "0" for flag in
                        (self.self_drawn, self.fourth_tile, self.last_tile, self.kong))
        suffix = f"|{LABELS[self.round_wind]}{LABELS[self.seat_wind]}{flags}"
        return suffix + (f"|{self.flowers}" if self.flowers else "")


def check_tiles(hand: Hand) -> None:
    """A hand of 14 tiles (a kong counting as three) with at most four copies of each."""
    size = 3 * len(hand.melds) + len(hand.standing) + 1
    if len(hand.melds) > 4 or size != 14:
        raise IllegalHandError(f"a winning hand has 14 tiles (a kong counts as 3), this one has "
                               f"{size}")
    counts = [0] * KINDS
    for tile in hand.all_tiles():
        counts[tile] += 1
        if counts[tile] > COPIES:
            raise IllegalHandError(f"a fifth {LABELS[tile]}: the set has only {COPIES} copies")


def check_situation(hand: Hand, situation: Situation) -> None:
    """Reject conditions that contradict the hand (the reference silently corrects them)."""
    win = hand.winning_tile
    elsewhere = hand.standing.count(win) + hand.meld_count(win)
    if situation.kong and not situation.self_drawn and elsewhere:
        raise IllegalHandError(
            f"robbing a kong of {LABELS[win]} is impossible with another {LABELS[win]} in the "
            "hand: a kong being added to a pung holds every other copy")
    if situation.kong and situation.self_drawn and not hand.has_kong:
        raise IllegalHandError("out on a replacement tile (杠上开花) needs a kong among the melds")
    if situation.fourth_tile and hand.standing.count(win):
        raise IllegalHandError(
            f"{LABELS[win]} cannot be the last copy (和绝张): another {LABELS[win]} stands in "
            "the hand")
    check_table(situation)


def check_table(situation: Situation) -> None:
    """Reject flowers and winds no table has, whatever the hand."""
    if not 0 <= situation.flowers <= MAX_FLOWERS:
        raise IllegalHandError(f"flowers must be 0 to {MAX_FLOWERS}, not {situation.flowers}")
    for name, wind in (("seat wind", situation.seat_wind), ("round wind", situation.round_wind)):
        if not EAST <= wind <= NORTH:
            raise IllegalHandError(f"{name} must be one of {', '.join(WIND_LETTERS)}")
