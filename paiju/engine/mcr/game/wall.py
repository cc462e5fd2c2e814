"""The wall as four quarters and the deal (mcr-game.md §1, §3, §4): seat *i* draws, in the
deal and all game long, the last remaining tile of its own quarter, ``wall[i·L … i·L+L−1]``;
a flower met is set aside and the seat draws again."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from paiju.engine.mahjong.tiles import COPIES, FIRST_FLOWER, KINDS
from paiju.engine.mcr.game.tiles import FLOWERS, NAMES, is_flower
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.errors import RecordError

SEATS = 4
DEALT = 13
"""Tiles in a hand after the deal (flowers set aside)."""
PLAIN_WALL = KINDS * COPIES
FLOWERED_WALL = PLAIN_WALL + FLOWERS
PLAIN_QUARTER, FLOWERED_QUARTER = PLAIN_WALL // SEATS, FLOWERED_WALL // SEATS
_PLAIN_SET = Counter({code: COPIES for code in range(KINDS)})
_FLOWERED_SET = _PLAIN_SET + Counter({FIRST_FLOWER + flower: 1 for flower in range(FLOWERS)})


def check_wall(wall: tuple[int, ...]) -> None:
    """Refuse any wall but the 136 tiles (four of each kind) or those and H1–H8 (mcr-game.md
    R1.2, §13 Q1: the judge takes any list; a referee refuses what no table has)."""
    expected = {PLAIN_WALL: _PLAIN_SET, FLOWERED_WALL: _FLOWERED_SET}.get(len(wall))
    if expected is None:
        raise RecordError(f"a wall holds {PLAIN_WALL} tiles, or {FLOWERED_WALL} with the eight "
                          f"flowers; found {len(wall)}", "wall")
    found = Counter(wall)
    if found != expected:
        code = min(code for code in expected.keys() | found.keys()
                   if found[code] != expected[code])
        raise RecordError(f"the wall holds {found[code]} × {NAMES[code]}, a set holds "
                          f"{expected[code]}", "wall")


def quarter_size(wall: tuple[int, ...]) -> int:
    return len(wall) // SEATS


def draw_at(wall: tuple[int, ...], seat: int, drawn: int) -> int:
    """The tile seat ``seat`` draws when it has drawn ``drawn`` before (R3.2)."""
    size = len(wall) // SEATS
    return wall[seat * size + size - 1 - drawn]


def deal(wall: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The four deals in drawing order and the flowers each seat set aside (R4.1)."""
    hands, flowers = [], []
    for seat in range(SEATS):
        hand: list[int] = []
        aside: list[int] = []
        while len(hand) < DEALT:
            tile = draw_at(wall, seat, len(hand) + len(aside))
            (aside if is_flower(tile) else hand).append(tile)
        hands.append(tuple(hand))
        flowers.append(tuple(aside))
    return tuple(hands), tuple(flowers)


@dataclass(frozen=True)
class Setup:
    """A game ready to play: the prevalent wind (0 E … 3 N), the wall in Botzone order (or
    None: a record of the dataset, whose draws are given), the deals in drawing order, the
    flowers set aside in the deal, and the scorer's rule book.  Without a wall the quarters
    are counted (R9.2.2): 34 tiles each, 36 when the record gives ``flowers``."""

    quan: int
    hands: tuple[tuple[int, ...], ...]
    flowers: tuple[tuple[int, ...], ...] = ((),) * SEATS
    wall: tuple[int, ...] | None = None
    rules: RuleBook = REFERENCE
    flowered: bool = False
    """Without a wall: whether the table has flowers (the record gave ``flowers``)."""
    quarter: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        size = quarter_size(self.wall) if self.wall is not None else \
            FLOWERED_QUARTER if self.flowered else PLAIN_QUARTER
        object.__setattr__(self, "quarter", size)

    @classmethod
    def from_wall(cls, quan: int, wall: tuple[int, ...], rules: RuleBook = REFERENCE) -> Setup:
        check_wall(wall)
        hands, flowers = deal(wall)
        return cls(quan, hands, flowers, wall, rules)

    def check(self) -> None:
        """Refuse a set-up that cannot happen; RecordError names the field."""
        if self.quan not in range(SEATS):
            raise RecordError(f"the prevalent wind is 0-3 (0 East … 3 North), not {self.quan}",
                              "quan")
        if len(self.hands) != SEATS:
            raise RecordError(f"a table has {SEATS} hands, found {len(self.hands)}", "hands")
        seen: Counter[int] = Counter()
        for seat, (hand, aside) in enumerate(zip(self.hands, self.flowers)):
            if len(hand) != DEALT:
                raise RecordError(f"a deal is {DEALT} tiles, found {len(hand)}", f"hands[{seat}]")
            if any(is_flower(tile) for tile in hand):
                raise RecordError("a flower is set aside in the deal, never held (R4.1)",
                                  f"hands[{seat}]")
            if not all(is_flower(tile) for tile in aside):
                raise RecordError("only flowers are set aside", f"flowers[{seat}]")
            seen.update(hand)
            seen.update(aside)
            over = [code for code in set(hand) | set(aside)
                    if seen[code] > (1 if is_flower(code) else COPIES)]
            if over:
                raise RecordError(f"hands 0 to {seat} hold {seen[over[0]]} × {NAMES[over[0]]}",
                                  f"flowers[{seat}]" if is_flower(over[0]) else f"hands[{seat}]")

    def record(self) -> dict[str, Any]:
        """The set-up as the fields of a native record (R9.3)."""
        record: dict[str, Any] = {"format": "mcr-game/1", "quan": self.quan, "dealer": 0}
        if self.wall is not None:
            record["wall"] = [NAMES[tile] for tile in self.wall]
        record["hands"] = [[NAMES[tile] for tile in hand] for hand in self.hands]
        if self.wall is None and self.flowered:
            record["flowers"] = [[NAMES[tile] for tile in aside] for aside in self.flowers]
        if self.rules.readings:
            record["rules"] = dict(self.rules.readings)
        return record
