"""The 81 MCR fans (番种) and the reference's 82nd, 明暗杠, as data: number, points, names,
one small predicate each, and the 不计 ("does not also score") exclusions as one table.

Names and points are those of the reference calculator (ChineseOfficialMahjongHelper via
PyMahjongGB, ``mcr-fans.tsv``); conditions and exclusions follow ``mcr-fans.md`` §2.

Every fan is one step away from its :class:`Fan` member: ``fan.rule`` (:data:`RULES`) gives its
:class:`Kind` — what its predicate looks at, and so where the scorer asks it — and the
predicate itself, defined here:

* form predicates look at the standing tiles with the winning tile (七对, 十三幺, 全不靠, 组合龙,
  九莲宝灯, …; the shapes themselves are game-neutral, :mod:`paiju.engine.mahjong.shapes`);
* tile predicates look at every tile of the hand at once (:class:`TileFacts`): colour, tile
  traits, number ranges, 四归一 — asking only whether the hand holds any tile of the sets
  listed in :data:`TILE_QUESTIONS`;
* chow predicates look at two, three or four chows given by their lowest tiles (sorted), pung
  predicates at two, three or four pungs given by their tiles (sorted), some with the pair;
  single-pung predicates at one pung and the winds of the game;
* division and group predicates look at a division's chows and pair (碰碰和, 平和) and at each
  set and the pair (全带幺, 全带五, 全双刻); wait predicates at where the winning tile sits;
* flag and concealment predicates look at how the hand was won; kong predicates at the
  number of melded and concealed kongs, concealed-pung ones at the concealed pungs.

What keeps a fan out although its predicate holds is listed in two places: the 不计 table
(:data:`EXCLUSIONS`) and the orders of the combination rules (:data:`PRECEDENCE`).
"""

from __future__ import annotations

import enum
from itertools import compress
from typing import TYPE_CHECKING, Callable, Iterable, NamedTuple, Sequence

from paiju.engine.mcr.situation import Situation
from paiju.engine.mahjong.shapes import (
    SetKind,
    honors_and_knitted,
    is_seven_pairs,
    is_thirteen_orphans,
    knitted_straight_in,
)
from paiju.engine.mahjong.tiles import EAST, GREEN, KINDS, NORTH, RED, WHITE, WINDS


class Calculator(enum.Enum):
    """The versions of the reference calculator a table may score by (mcr-game.md R10): the
    2024 algorithm ``mcr-fans.md`` describes, and the 2018 one the Botzone judge compiles."""

    V2024 = "2024"
    V2018 = "2018"


class Fan(enum.IntEnum):
    """A fan: its number in the official list (the value, so fans sort as the reference
    lists them), its points and its names (mcr-fans.tsv); the last column, where given, is
    the 2018 calculator's Chinese name (mcr-game.md R10), the same as today's elsewhere."""

    BIG_FOUR_WINDS = (1, 88, "大四喜", "Big Four Winds")
    BIG_THREE_DRAGONS = (2, 88, "大三元", "Big Three Dragons")
    ALL_GREEN = (3, 88, "绿一色", "All Green")
    NINE_GATES = (4, 88, "九莲宝灯", "Nine Gates")
    FOUR_KONGS = (5, 88, "四杠", "Four Kongs")
    SEVEN_SHIFTED_PAIRS = (6, 88, "连七对", "Seven Shifted Pairs")
    THIRTEEN_ORPHANS = (7, 88, "十三幺", "Thirteen Orphans")
    ALL_TERMINALS = (8, 64, "清幺九", "All Terminals")
    LITTLE_FOUR_WINDS = (9, 64, "小四喜", "Little Four Winds")
    LITTLE_THREE_DRAGONS = (10, 64, "小三元", "Little Three Dragons")
    ALL_HONORS = (11, 64, "字一色", "All Honors")
    FOUR_CONCEALED_PUNGS = (12, 64, "四暗刻", "Four Concealed Pungs")
    PURE_TERMINAL_CHOWS = (13, 64, "一色双龙会", "Pure Terminal Chows")
    QUADRUPLE_CHOW = (14, 48, "一色四同顺", "Quadruple Chow")
    FOUR_PURE_SHIFTED_PUNGS = (15, 48, "一色四节高", "Four Pure Shifted Pungs")
    FOUR_PURE_SHIFTED_CHOWS = (16, 32, "一色四步高", "Four Pure Shifted Chows")
    THREE_KONGS = (17, 32, "三杠", "Three Kongs")
    ALL_TERMINALS_AND_HONORS = (18, 32, "混幺九", "All Terminals and Honors")
    SEVEN_PAIRS = (19, 24, "七对", "Seven Pairs")
    GREATER_HONORS_AND_KNITTED = (20, 24, "七星不靠", "Greater Honors and Knitted Tiles")
    ALL_EVEN_PUNGS = (21, 24, "全双刻", "All Even Pungs")
    FULL_FLUSH = (22, 24, "清一色", "Full Flush")
    PURE_TRIPLE_CHOW = (23, 24, "一色三同顺", "Pure Triple Chow")
    PURE_SHIFTED_PUNGS = (24, 24, "一色三节高", "Pure Shifted Pungs")
    UPPER_TILES = (25, 24, "全大", "Upper Tiles")
    MIDDLE_TILES = (26, 24, "全中", "Middle Tiles")
    LOWER_TILES = (27, 24, "全小", "Lower Tiles")
    PURE_STRAIGHT = (28, 16, "清龙", "Pure Straight")
    THREE_SUITED_TERMINAL_CHOWS = (29, 16, "三色双龙会", "Three-Suited Terminal Chows")
    PURE_SHIFTED_CHOWS = (30, 16, "一色三步高", "Pure Shifted Chows")
    ALL_FIVE = (31, 16, "全带五", "All Five")
    TRIPLE_PUNG = (32, 16, "三同刻", "Triple Pung")
    THREE_CONCEALED_PUNGS = (33, 16, "三暗刻", "Three Concealed Pungs")
    LESSER_HONORS_AND_KNITTED = (34, 12, "全不靠", "Lesser Honors and Knitted Tiles")
    KNITTED_STRAIGHT = (35, 12, "组合龙", "Knitted Straight")
    UPPER_FOUR = (36, 12, "大于五", "Upper Four")
    LOWER_FOUR = (37, 12, "小于五", "Lower Four")
    BIG_THREE_WINDS = (38, 12, "三风刻", "Big Three Winds")
    MIXED_STRAIGHT = (39, 8, "花龙", "Mixed Straight")
    REVERSIBLE_TILES = (40, 8, "推不倒", "Reversible Tiles")
    MIXED_TRIPLE_CHOW = (41, 8, "三色三同顺", "Mixed Triple Chow")
    MIXED_SHIFTED_PUNGS = (42, 8, "三色三节高", "Mixed Shifted Pungs")
    CHICKEN_HAND = (43, 8, "无番和", "Chicken Hand")
    LAST_TILE_DRAW = (44, 8, "妙手回春", "Last Tile Draw")
    LAST_TILE_CLAIM = (45, 8, "海底捞月", "Last Tile Claim")
    OUT_WITH_REPLACEMENT_TILE = (46, 8, "杠上开花", "Out with Replacement Tile")
    ROBBING_THE_KONG = (47, 8, "抢杠和", "Robbing The Kong")
    ALL_PUNGS = (48, 6, "碰碰和", "All Pungs")
    HALF_FLUSH = (49, 6, "混一色", "Half Flush")
    MIXED_SHIFTED_CHOWS = (50, 6, "三色三步高", "Mixed Shifted Chows")
    ALL_TYPES = (51, 6, "五门齐", "All Types")
    MELDED_HAND = (52, 6, "全求人", "Melded Hand")
    TWO_CONCEALED_KONGS = (53, 6, "双暗杠", "Two Concealed Kongs")
    TWO_DRAGONS_PUNGS = (54, 6, "双箭刻", "Two Dragons Pungs")
    OUTSIDE_HAND = (55, 4, "全带幺", "Outside Hand")
    FULLY_CONCEALED_HAND = (56, 4, "不求人", "Fully Concealed Hand")
    TWO_MELDED_KONGS = (57, 4, "双明杠", "Two Melded Kongs")
    LAST_TILE = (58, 4, "和绝张", "Last Tile")
    DRAGON_PUNG = (59, 2, "箭刻", "Dragon Pung")
    PREVALENT_WIND = (60, 2, "圈风刻", "Prevalent Wind")
    SEAT_WIND = (61, 2, "门风刻", "Seat Wind")
    CONCEALED_HAND = (62, 2, "门前清", "Concealed Hand")
    ALL_CHOWS = (63, 2, "平和", "All Chows")
    TILE_HOG = (64, 2, "四归一", "Tile Hog")
    DOUBLE_PUNG = (65, 2, "双同刻", "Double Pung")
    TWO_CONCEALED_PUNGS = (66, 2, "双暗刻", "Two Concealed Pungs")
    CONCEALED_KONG = (67, 2, "暗杠", "Concealed Kong")
    ALL_SIMPLES = (68, 2, "断幺", "All Simples")
    PURE_DOUBLE_CHOW = (69, 1, "一般高", "Pure Double Chow")
    MIXED_DOUBLE_CHOW = (70, 1, "喜相逢", "Mixed Double Chow")
    SHORT_STRAIGHT = (71, 1, "连六", "Short Straight")
    TWO_TERMINAL_CHOWS = (72, 1, "老少副", "Two Terminal Chows")
    PUNG_OF_TERMINALS_OR_HONORS = (73, 1, "幺九刻", "Pung of Terminals or Honors")
    MELDED_KONG = (74, 1, "明杠", "Melded Kong")
    ONE_VOIDED_SUIT = (75, 1, "缺一门", "One Voided Suit")
    NO_HONORS = (76, 1, "无字", "No Honors")
    EDGE_WAIT = (77, 1, "独听・边张", "Edge Wait", "边张")
    CLOSED_WAIT = (78, 1, "独听・嵌张", "Closed Wait", "嵌张")
    SINGLE_WAIT = (79, 1, "独听・单钓", "Single Wait", "单钓将")
    SELF_DRAWN = (80, 1, "自摸", "Self-Drawn")
    FLOWER_TILES = (81, 1, "花牌", "Flower Tiles")
    CONCEALED_KONG_AND_MELDED_KONG = (82, 5, "明暗杠", "Concealed Kong and Melded Kong")

    points: int
    name_zh: str
    name_en: str
    name_zh_2018: str

    def __new__(cls, number: int, points: int, name_zh: str, name_en: str,
                name_zh_2018: str = "") -> Fan:
        member = int.__new__(cls, number)
        member._value_ = number
        member.points, member.name_zh, member.name_en = points, name_zh, name_en
        member.name_zh_2018 = name_zh_2018 or name_zh
        return member

    def name_zh_of(self, calculator: Calculator) -> str:
        """The Chinese name the calculator ``calculator`` gives this fan."""
        return self.name_zh_2018 if calculator is Calculator.V2018 else self.name_zh

    @property
    def number(self) -> int:
        return int(self)

    @property
    def rule(self) -> FanRule:
        """The kind of the fan's predicate and the predicate (:data:`RULES`)."""
        return RULES[self]


F = Fan  # the tables below read better short


TIE_PREFERRED = (Fan.PURE_TRIPLE_CHOW, Fan.TRIPLE_PUNG)
"""Fans by which a later division replaces an earlier one of the same total (mcr-fans.md
§4.3: the 2024 calculator's preference; the 2018 one keeps the first, mcr-game.md R10)."""


# ---------------------------------------------------------------------------------------
# 不计: when X is in a result, Y is not (mcr-fans.md §2, Appendix A)


class Principle(enum.Enum):
    """The five scoring principles (计分原则, mcr-notes.md §5), by which a fan whose own
    condition holds is still not counted; mcr-fans.md §3 says how the reference realises each."""

    NON_REPEAT = ("不重复", "non-repeat", "a fan its higher fan already implies (the 不计 table)")
    NON_SEPARATION = ("不拆移", "non-separation",
                      "sets grouped into one fan are not regrouped into another")
    NON_IDENTITY = ("不得相同", "non-identity",
                    "a set that formed a fan does not form the same fan again")
    HIGHER = ("就高不就低", "take the higher",
              "of two readings of the same tiles, the higher-scoring one counts")
    COMBINE_ONCE = ("套算一次", "combine once",
                    "a set not yet combined combines once with one already used")

    name_zh: str
    name_en: str
    says: str

    def __new__(cls, name_zh: str, name_en: str, says: str) -> Principle:
        member = object.__new__(cls)
        member._value_ = name_zh
        member.name_zh, member.name_en, member.says = name_zh, name_en, says
        return member


class Scope(enum.Enum):
    """How much of Y an exclusion X → Y removes."""

    ALL = "all"  # every instance of Y
    OWN_SETS = "its own sets"  # the instances of Y made only of the sets that make X
    ONE = "one"  # a single instance of Y (九莲宝灯 absorbs one of its terminal pungs)


class Exclusion(NamedTuple):
    fan: Fan
    excludes: tuple[Fan, ...]
    scope: Scope = Scope.ALL


EXCLUSIONS: tuple[Exclusion, ...] = (
    Exclusion(F.BIG_FOUR_WINDS, (F.BIG_THREE_WINDS, F.ALL_PUNGS, F.PREVALENT_WIND, F.SEAT_WIND,
                                 F.PUNG_OF_TERMINALS_OR_HONORS)),
    Exclusion(F.BIG_THREE_DRAGONS, (F.TWO_DRAGONS_PUNGS, F.DRAGON_PUNG)),
    Exclusion(F.ALL_GREEN, (F.HALF_FLUSH, F.ONE_VOIDED_SUIT)),
    Exclusion(F.NINE_GATES, (F.FULL_FLUSH, F.NO_HONORS, F.ONE_VOIDED_SUIT, F.CONCEALED_HAND,
                             F.FULLY_CONCEALED_HAND)),
    Exclusion(F.NINE_GATES, (F.PUNG_OF_TERMINALS_OR_HONORS,), Scope.ONE),
    Exclusion(F.FOUR_KONGS, (F.THREE_KONGS, F.TWO_MELDED_KONGS, F.TWO_CONCEALED_KONGS,
                             F.CONCEALED_KONG_AND_MELDED_KONG, F.MELDED_KONG, F.CONCEALED_KONG,
                             F.ALL_PUNGS, F.SINGLE_WAIT)),
    Exclusion(F.SEVEN_SHIFTED_PAIRS, (F.SEVEN_PAIRS, F.FULL_FLUSH, F.NO_HONORS,
                                      F.ONE_VOIDED_SUIT, F.CONCEALED_HAND,
                                      F.FULLY_CONCEALED_HAND)),
    Exclusion(F.THIRTEEN_ORPHANS, (F.ALL_TYPES, F.ALL_TERMINALS_AND_HONORS, F.CONCEALED_HAND,
                                   F.FULLY_CONCEALED_HAND)),
    Exclusion(F.ALL_TERMINALS, (F.ALL_TERMINALS_AND_HONORS, F.ALL_PUNGS, F.OUTSIDE_HAND,
                                F.PUNG_OF_TERMINALS_OR_HONORS, F.NO_HONORS, F.DOUBLE_PUNG)),
    Exclusion(F.LITTLE_FOUR_WINDS, (F.BIG_THREE_WINDS, F.PUNG_OF_TERMINALS_OR_HONORS)),
    Exclusion(F.LITTLE_THREE_DRAGONS, (F.TWO_DRAGONS_PUNGS, F.DRAGON_PUNG)),
    Exclusion(F.ALL_HONORS, (F.ALL_TERMINALS_AND_HONORS, F.ALL_PUNGS, F.OUTSIDE_HAND,
                             F.PUNG_OF_TERMINALS_OR_HONORS, F.ONE_VOIDED_SUIT)),
    Exclusion(F.FOUR_CONCEALED_PUNGS, (F.ALL_PUNGS, F.THREE_CONCEALED_PUNGS,
                                       F.TWO_CONCEALED_PUNGS, F.CONCEALED_HAND,
                                       F.FULLY_CONCEALED_HAND)),
    Exclusion(F.PURE_TERMINAL_CHOWS, (F.FULL_FLUSH, F.ALL_CHOWS, F.NO_HONORS, F.ONE_VOIDED_SUIT,
                                      F.PURE_DOUBLE_CHOW, F.TWO_TERMINAL_CHOWS, F.SEVEN_PAIRS)),
    Exclusion(F.QUADRUPLE_CHOW, (F.PURE_TRIPLE_CHOW, F.PURE_DOUBLE_CHOW, F.TILE_HOG)),
    Exclusion(F.FOUR_PURE_SHIFTED_PUNGS, (F.PURE_SHIFTED_PUNGS, F.ALL_PUNGS)),
    Exclusion(F.FOUR_PURE_SHIFTED_CHOWS, (F.PURE_SHIFTED_CHOWS, F.SHORT_STRAIGHT,
                                          F.TWO_TERMINAL_CHOWS)),
    Exclusion(F.THREE_KONGS, (F.TWO_MELDED_KONGS, F.TWO_CONCEALED_KONGS,
                              F.CONCEALED_KONG_AND_MELDED_KONG, F.MELDED_KONG, F.CONCEALED_KONG)),
    Exclusion(F.ALL_TERMINALS_AND_HONORS, (F.ALL_PUNGS, F.OUTSIDE_HAND,
                                           F.PUNG_OF_TERMINALS_OR_HONORS)),
    Exclusion(F.SEVEN_PAIRS, (F.CONCEALED_HAND, F.FULLY_CONCEALED_HAND, F.SINGLE_WAIT)),
    Exclusion(F.GREATER_HONORS_AND_KNITTED, (F.LESSER_HONORS_AND_KNITTED, F.ALL_TYPES,
                                             F.CONCEALED_HAND, F.FULLY_CONCEALED_HAND)),
    Exclusion(F.ALL_EVEN_PUNGS, (F.ALL_PUNGS, F.ALL_SIMPLES, F.NO_HONORS)),
    Exclusion(F.FULL_FLUSH, (F.ONE_VOIDED_SUIT, F.NO_HONORS)),
    Exclusion(F.PURE_TRIPLE_CHOW, (F.PURE_DOUBLE_CHOW,), Scope.OWN_SETS),
    Exclusion(F.PURE_TRIPLE_CHOW, (F.PURE_SHIFTED_PUNGS,)),
    Exclusion(F.PURE_SHIFTED_PUNGS, (F.PURE_TRIPLE_CHOW,)),
    Exclusion(F.UPPER_TILES, (F.UPPER_FOUR, F.NO_HONORS)),
    Exclusion(F.MIDDLE_TILES, (F.ALL_SIMPLES, F.NO_HONORS)),
    Exclusion(F.LOWER_TILES, (F.LOWER_FOUR, F.NO_HONORS)),
    Exclusion(F.PURE_STRAIGHT, (F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS), Scope.OWN_SETS),
    Exclusion(F.THREE_SUITED_TERMINAL_CHOWS, (F.ALL_CHOWS, F.NO_HONORS, F.MIXED_DOUBLE_CHOW,
                                              F.TWO_TERMINAL_CHOWS)),
    Exclusion(F.ALL_FIVE, (F.ALL_SIMPLES, F.NO_HONORS)),
    Exclusion(F.TRIPLE_PUNG, (F.DOUBLE_PUNG,)),
    Exclusion(F.THREE_CONCEALED_PUNGS, (F.TWO_CONCEALED_PUNGS,)),
    Exclusion(F.LESSER_HONORS_AND_KNITTED, (F.ALL_TYPES, F.CONCEALED_HAND,
                                            F.FULLY_CONCEALED_HAND)),
    Exclusion(F.UPPER_FOUR, (F.NO_HONORS,)),
    Exclusion(F.LOWER_FOUR, (F.NO_HONORS,)),
    Exclusion(F.BIG_THREE_WINDS, (F.PUNG_OF_TERMINALS_OR_HONORS,), Scope.OWN_SETS),
    Exclusion(F.REVERSIBLE_TILES, (F.ONE_VOIDED_SUIT,)),
    Exclusion(F.MIXED_TRIPLE_CHOW, (F.MIXED_DOUBLE_CHOW,), Scope.OWN_SETS),
    Exclusion(F.LAST_TILE_DRAW, (F.SELF_DRAWN,)),
    Exclusion(F.OUT_WITH_REPLACEMENT_TILE, (F.SELF_DRAWN,)),
    Exclusion(F.ROBBING_THE_KONG, (F.LAST_TILE,)),
    Exclusion(F.HALF_FLUSH, (F.ONE_VOIDED_SUIT,)),
    Exclusion(F.MELDED_HAND, (F.SINGLE_WAIT,)),
    Exclusion(F.TWO_CONCEALED_KONGS, (F.CONCEALED_KONG,)),
    Exclusion(F.TWO_CONCEALED_KONGS, (F.TWO_CONCEALED_PUNGS,), Scope.OWN_SETS),
    Exclusion(F.TWO_DRAGONS_PUNGS, (F.DRAGON_PUNG,)),
    Exclusion(F.FULLY_CONCEALED_HAND, (F.SELF_DRAWN,)),
    Exclusion(F.TWO_MELDED_KONGS, (F.MELDED_KONG,)),
    Exclusion(F.PREVALENT_WIND, (F.PUNG_OF_TERMINALS_OR_HONORS,), Scope.OWN_SETS),
    Exclusion(F.SEAT_WIND, (F.PUNG_OF_TERMINALS_OR_HONORS,), Scope.OWN_SETS),
    Exclusion(F.ALL_CHOWS, (F.NO_HONORS,)),
    Exclusion(F.ALL_SIMPLES, (F.NO_HONORS,)),
    Exclusion(F.EDGE_WAIT, (F.CLOSED_WAIT, F.SINGLE_WAIT)),
    Exclusion(F.CLOSED_WAIT, (F.SINGLE_WAIT,)),
    Exclusion(F.CONCEALED_KONG_AND_MELDED_KONG, (F.MELDED_KONG, F.CONCEALED_KONG)),
)
"""Every 不计 entry of the reference, in fan order.  Applied to the fan list of a reading
from the highest fan down, so that an excluded fan excludes nothing itself (四暗刻 drops 不求人,
which then no longer drops 自摸).  The only other way a fan whose predicate holds is kept out
is an order among the set combinations, all listed in :data:`PRECEDENCE`; and a special form
computes only its own short list of fans (mcr-fans.md §7)."""


class Precedence(NamedTuple):
    """An order by which the scorer keeps fans out, beside the 不计 table: the fans it ranks,
    in its order, and what the order decides (the combination rules, mcr-fans.md §3.6)."""

    fans: tuple[Fan, ...]
    rule: str


ONE_THREE_SET_FAN = Precedence(
    (F.PURE_TRIPLE_CHOW, F.PURE_STRAIGHT, F.PURE_SHIFTED_CHOWS, F.MIXED_STRAIGHT,
     F.MIXED_TRIPLE_CHOW, F.MIXED_SHIFTED_CHOWS, F.BIG_THREE_DRAGONS, F.PURE_SHIFTED_PUNGS,
     F.TRIPLE_PUNG, F.BIG_THREE_WINDS, F.MIXED_SHIFTED_PUNGS),
    "one three-chow fan and one three-pung fan at most per division: the sets are taken three "
    "at a time in tile order (a pung before a chow on the same tile) and the first three that "
    "form one of these fans make it; the fourth set may then add one two-set fan")
FOURTH_CHOW = Precedence(
    (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS),
    "beside a three-chow fan the fourth chow adds one relation with one of the three chows: "
    "the first of these it forms")
FOURTH_PUNG = Precedence(
    (F.DOUBLE_PUNG, F.TWO_DRAGONS_PUNGS),
    "beside a three-pung fan the fourth pung adds one two-pung fan with one of the three: the "
    "first of these it forms")
CHOW_RELATION_CAP = Precedence(
    (F.TWO_TERMINAL_CHOWS, F.SHORT_STRAIGHT, F.MIXED_DOUBLE_CHOW, F.PURE_DOUBLE_CHOW),
    "without a three-chow fan, n chows give at most n - 1 relations (of four chows, one less "
    "for each chow related to none); over the cap, repeats of one kind go first (不得相同), "
    "then whole kinds (套算一次), taking the kinds in this order")
STANDING_ALONE = Precedence(
    (F.THREE_SUITED_TERMINAL_CHOWS, F.PURE_TERMINAL_CHOWS, F.QUADRUPLE_CHOW,
     F.FOUR_PURE_SHIFTED_CHOWS, F.FOUR_PURE_SHIFTED_PUNGS, F.BIG_FOUR_WINDS),
    "a fan of four chows (with the pair) or of four pungs stands alone: no other combination "
    "of those sets is counted; the chow shapes with the pair are tried first")

PRECEDENCE: tuple[Precedence, ...] = (
    STANDING_ALONE, ONE_THREE_SET_FAN, FOURTH_CHOW, FOURTH_PUNG, CHOW_RELATION_CAP)
"""Every order the scorer reads beside the 不计 table, in one place.  Elsewhere order decides
nothing: within a table of one kind at most one fan holds for the same sets, and at most one
group trait (全带幺, 全带五, 全双刻) for a set (``tests/test_mcr_fans.py`` checks both), and
the fans that contain another (小三元 and 双箭刻, 小四喜 and 三风刻) are both found and the 不计
table drops the smaller."""


# ---------------------------------------------------------------------------------------
# Tile predicates: every tile of the hand at once


class TileFacts(NamedTuple):
    """What the tile predicates read: the kinds present in the hand (melds included) as a
    bit mask (bit = tile code), how many kinds the hand holds all four of outside a declared
    kong, and how many of the three suits are absent."""

    present: int
    hogs: int
    suits_absent: int

    @classmethod
    def of(cls, counts: Sequence[int], kongs: int) -> TileFacts:
        """The facts of the 34 counts of every tile, ``kongs`` of them declared."""
        return cls.from_mask(sum(compress(_BITS, counts)), counts.count(4) - kongs)

    @classmethod
    def from_mask(cls, present: int, hogs: int) -> TileFacts:
        characters, dots, bamboo = SUIT_MASKS
        return cls(present, hogs, (not present & characters) + (not present & dots)
                   + (not present & bamboo))


def _mask(tiles: Iterable[int]) -> int:
    bits = 0
    for tile in tiles:
        bits |= 1 << tile
    return bits


_BITS = tuple(1 << tile for tile in range(KINDS))
SUIT_MASKS = tuple(_mask(range(start, start + 9)) for start in (0, 9, 18))
HONOR_MASK = _mask(range(EAST, WHITE + 1))
WIND_MASK = _mask(range(EAST, NORTH + 1))
DRAGON_MASK = _mask(range(RED, WHITE + 1))
TERMINAL_MASK = _mask(t for t in range(27) if t % 9 in (0, 8))
GREEN_MASK = _mask([19, 20, 21, 23, 25, GREEN])  # 2 3 4 6 8 条 and 发
REVERSIBLE_MASK = _mask([9, 10, 11, 12, 13, 16, 17,  # 1 2 3 4 5 8 9 饼
                         19, 21, 22, 23, 25, 26,  # 2 4 5 6 8 9 条
                         WHITE])


def _ranks_mask(ranks: Iterable[int]) -> int:
    return _mask(suit * 9 + rank - 1 for suit in range(3) for rank in ranks)


def all_green(facts: TileFacts) -> bool:  # 绿一色
    return not facts.present & ~GREEN_MASK


def full_flush(facts: TileFacts) -> bool:  # 清一色
    return facts.suits_absent == 2 and not facts.present & HONOR_MASK


def half_flush(facts: TileFacts) -> bool:  # 混一色
    return facts.suits_absent == 2 and bool(facts.present & HONOR_MASK)


def one_voided_suit(facts: TileFacts) -> bool:  # 缺一门 (a flush voids two: excluded there)
    return facts.suits_absent >= 1


def no_honors(facts: TileFacts) -> bool:  # 无字
    return not facts.present & HONOR_MASK


def all_types(facts: TileFacts) -> bool:  # 五门齐
    return facts.suits_absent == 0 and bool(facts.present & WIND_MASK) \
        and bool(facts.present & DRAGON_MASK)


def all_simples(facts: TileFacts) -> bool:  # 断幺
    return not facts.present & (TERMINAL_MASK | HONOR_MASK)


def reversible_tiles(facts: TileFacts) -> bool:  # 推不倒
    return not facts.present & ~REVERSIBLE_MASK


def all_honors(facts: TileFacts) -> bool:  # 字一色
    return not facts.present & ~HONOR_MASK


def all_terminals(facts: TileFacts) -> bool:  # 清幺九
    return not facts.present & ~TERMINAL_MASK


def all_terminals_and_honors(facts: TileFacts) -> bool:  # 混幺九 (pure kinds excluded)
    return not facts.present & ~(TERMINAL_MASK | HONOR_MASK)


def _ranks_only(*ranks: int) -> Callable[[TileFacts], bool]:
    outside = ~_ranks_mask(ranks)
    _RANKS_OUTSIDE.append(outside)
    return lambda facts: not facts.present & outside


_RANKS_OUTSIDE: list[int] = []  # the tiles each _ranks_only predicate rules out


def tile_hog(facts: TileFacts) -> int:  # 四归一: all four copies, not as a declared kong
    return facts.hogs


# ---------------------------------------------------------------------------------------
# Chow predicates: chows are given by their lowest tile; groups come sorted.  The scorer
# asks these of every new combination of chows or pungs, so they read suits and ranks as
# tile // 9 and tile % 9 in place, most telling condition first.


def _suit(tile: int) -> int:
    return tile // 9


def _rank(tile: int) -> int:  # 0-based
    return tile % 9


def _three_suits(a: int, b: int, c: int) -> bool:
    return a // 9 != b // 9 != c // 9 != a // 9


def _same_rank(a: int, b: int, c: int) -> bool:
    return a % 9 == b % 9 == c % 9


def _shifted_ranks(a: int, b: int, c: int) -> bool:
    """Three consecutive ranks, in any order."""
    low, middle, high = sorted((a % 9, b % 9, c % 9))
    return middle == low + 1 and high == low + 2


def pure_double_chow(a: int, b: int) -> bool:  # 一般高
    return a == b


def mixed_double_chow(a: int, b: int) -> bool:  # 喜相逢
    return a % 9 == b % 9 and a // 9 != b // 9


def short_straight(a: int, b: int) -> bool:  # 连六
    return abs(a - b) == 3 and a // 9 == b // 9


def two_terminal_chows(a: int, b: int) -> bool:  # 老少副
    return abs(a - b) == 6 and a // 9 == b // 9


def pure_straight(a: int, b: int, c: int) -> bool:  # 清龙
    return a % 9 == 0 and b == a + 3 and c == a + 6


def pure_shifted_chows(a: int, b: int, c: int) -> bool:  # 一色三步高
    return b - a == c - b in (1, 2) and a // 9 == c // 9


def pure_triple_chow(a: int, b: int, c: int) -> bool:  # 一色三同顺
    return a == b == c


def mixed_straight(a: int, b: int, c: int) -> bool:  # 花龙
    return {a % 9, b % 9, c % 9} == _STRAIGHT_RANKS and _three_suits(a, b, c)


_STRAIGHT_RANKS = {0, 3, 6}  # the lowest ranks of 123, 456, 789


def mixed_triple_chow(a: int, b: int, c: int) -> bool:  # 三色三同顺
    return _same_rank(a, b, c) and _three_suits(a, b, c)


def mixed_shifted_chows(a: int, b: int, c: int) -> bool:  # 三色三步高
    return _three_suits(a, b, c) and _shifted_ranks(a, b, c)


def quadruple_chow(a: int, b: int, c: int, d: int) -> bool:  # 一色四同顺
    return a == b == c == d


def four_pure_shifted_chows(a: int, b: int, c: int, d: int) -> bool:  # 一色四步高
    return b - a == c - b == d - c in (1, 2) and a // 9 == d // 9


def pure_terminal_chows(chows: tuple[int, ...], pair: int) -> bool:  # 一色双龙会
    low = _suit(pair) * 9
    return _rank(pair) == 4 and chows == (low, low, low + 6, low + 6)


def three_suited_terminal_chows(chows: tuple[int, ...], pair: int) -> bool:  # 三色双龙会
    if pair >= EAST or _rank(pair) != 4:
        return False
    others = [suit * 9 for suit in range(3) if suit != _suit(pair)]
    return sorted(chows) == sorted([others[0], others[0] + 6, others[1], others[1] + 6])


# ---------------------------------------------------------------------------------------
# Pung predicates (kongs included): pungs are given by their tile; groups come sorted, so
# the last is an honour if any is.


def double_pung(a: int, b: int) -> bool:  # 双同刻
    return a % 9 == b % 9 and b < EAST and a // 9 != b // 9


def two_dragons_pungs(a: int, b: int) -> bool:  # 双箭刻
    return a >= RED and b >= RED


def mixed_shifted_pungs(a: int, b: int, c: int) -> bool:  # 三色三节高
    return c < EAST and _three_suits(a, b, c) and _shifted_ranks(a, b, c)


def triple_pung(a: int, b: int, c: int) -> bool:  # 三同刻
    return _same_rank(a, b, c) and c < EAST and _three_suits(a, b, c)


def pure_shifted_pungs(a: int, b: int, c: int) -> bool:  # 一色三节高
    return b == a + 1 and c == a + 2 and c < EAST and a // 9 == c // 9


def big_three_winds(a: int, b: int, c: int) -> bool:  # 三风刻
    return a >= EAST and c <= NORTH


def big_three_dragons(a: int, b: int, c: int) -> bool:  # 大三元
    return a >= RED


def four_pure_shifted_pungs(a: int, b: int, c: int, d: int) -> bool:  # 一色四节高
    return d == a + 3 and b == a + 1 and c == a + 2 and d < EAST and a // 9 == d // 9


def big_four_winds(a: int, b: int, c: int, d: int) -> bool:  # 大四喜
    return (a, b, c, d) == WINDS


def little_three_dragons(a: int, b: int, pair: int) -> bool:  # 小三元
    return two_dragons_pungs(a, b) and pair >= RED


def little_four_winds(a: int, b: int, c: int, pair: int) -> bool:  # 小四喜
    return big_three_winds(a, b, c) and EAST <= pair <= NORTH


def dragon_pung(tile: int, seat: int, prevalent: int) -> bool:  # 箭刻
    return tile >= RED


def pung_of_terminals_or_honors(tile: int, seat: int, prevalent: int) -> bool:  # 幺九刻
    return EAST <= tile <= NORTH or (tile < EAST and _rank(tile) in (0, 8))


def prevalent_wind(tile: int, seat: int, prevalent: int) -> bool:  # 圈风刻
    return tile == prevalent


def seat_wind(tile: int, seat: int, prevalent: int) -> bool:  # 门风刻
    return tile == seat


# ---------------------------------------------------------------------------------------
# The way the hand was won (mcr-fans.md §6), after the flags are normalised


def self_drawn(situation: Situation) -> bool:  # 自摸 (others drop it: 不求人, 妙手回春, …)
    return situation.self_drawn


def last_tile_draw(situation: Situation) -> bool:  # 妙手回春
    return situation.self_drawn and situation.last_tile


def last_tile_claim(situation: Situation) -> bool:  # 海底捞月
    return not situation.self_drawn and situation.last_tile


def out_with_replacement_tile(situation: Situation) -> bool:  # 杠上开花
    return situation.self_drawn and situation.kong


def robbing_the_kong(situation: Situation) -> bool:  # 抢杠和
    return not situation.self_drawn and situation.kong


def last_tile(situation: Situation) -> bool:  # 和绝张
    return situation.fourth_tile


def concealed_hand(claimed_melds: int, self_drawn: bool) -> bool:  # 门前清
    return claimed_melds == 0 and not self_drawn


def fully_concealed_hand(claimed_melds: int, self_drawn: bool) -> bool:  # 不求人
    return claimed_melds == 0 and self_drawn


def melded_hand(claimed_melds: int, self_drawn: bool) -> bool:  # 全求人
    return claimed_melds == 4 and not self_drawn


# ---------------------------------------------------------------------------------------
# Predicates of a division as a whole


def all_pungs(chows: int, pair: int) -> bool:  # 碰碰和: four pungs or kongs
    return chows == 0


def all_chows(chows: int, pair: int) -> bool:  # 平和: four chows and a numbered pair
    return chows == 4 and pair < EAST


def outside_group(kind: SetKind, tile: int) -> bool:  # 全带幺: a terminal or an honour
    if tile >= EAST:
        return True
    return _rank(tile) in ((0, 6) if kind is SetKind.CHOW else (0, 8))


def five_group(kind: SetKind, tile: int) -> bool:  # 全带五: a five
    if tile >= EAST:
        return False
    return 2 <= _rank(tile) <= 4 if kind is SetKind.CHOW else _rank(tile) == 4


def even_group(kind: SetKind, tile: int) -> bool:  # 全双刻: an even pung or pair
    return tile < EAST and kind is not SetKind.CHOW and _rank(tile) % 2 == 1


def edge_wait(kind: SetKind, tile: int, win: int) -> bool:  # 独听・边张: a chow's end
    return kind is SetKind.CHOW and win in (tile, tile + 2)


def closed_wait(kind: SetKind, tile: int, win: int) -> bool:  # 独听・嵌张: a chow's middle
    return kind is SetKind.CHOW and win == tile + 1


def single_wait(kind: SetKind, tile: int, win: int) -> bool:  # 独听・单钓: the pair
    return kind is SetKind.PAIR and win == tile


def edge_shape(kind: SetKind, tile: int, win: int) -> bool:  # 边张 by shape: 12+3, 89+7
    return kind is SetKind.CHOW and win == (tile + 2 if _rank(tile) == 0 else
                                            tile if _rank(tile) == 6 else -1)


WAIT_SHAPE_FANS = ((F.EDGE_WAIT, edge_shape), (F.CLOSED_WAIT, closed_wait),
                   (F.SINGLE_WAIT, single_wait))
"""The wait fans read from the shape alone, whatever else the hand waits on (a rule switch's
reading): an end tile counts only as the 3 of 123 or the 7 of 789, where the other two tiles
wait on it alone."""


# ---------------------------------------------------------------------------------------
# Kongs and concealed pungs (mcr-fans.md §3.7): each fan's own condition; the 不计 table
# keeps the largest (三杠 drops 双明杠, 明暗杠 drops 明杠 and 暗杠, …).

def melded_kong(melded: int, concealed: int) -> bool:  # 明杠
    return melded >= 1


def concealed_kong(melded: int, concealed: int) -> bool:  # 暗杠
    return concealed >= 1


def two_melded_kongs(melded: int, concealed: int) -> bool:  # 双明杠
    return melded >= 2


def concealed_kong_and_melded_kong(melded: int, concealed: int) -> bool:  # 明暗杠
    return melded >= 1 and concealed >= 1


def two_concealed_kongs(melded: int, concealed: int) -> bool:  # 双暗杠
    return concealed >= 2


def three_kongs(melded: int, concealed: int) -> bool:  # 三杠
    return melded + concealed >= 3


def four_kongs(melded: int, concealed: int) -> bool:  # 四杠
    return melded + concealed == 4


KONGS_OF_ONE_KIND = {F.MELDED_KONG: True, F.TWO_MELDED_KONGS: True,
                     F.CONCEALED_KONG: False, F.TWO_CONCEALED_KONGS: False}
"""The kong fans made of melded kongs only (True) or concealed ones only (False); the others
are made of every kong."""


def two_concealed_pungs(concealed: int) -> bool:  # 双暗刻
    return concealed >= 2


def three_concealed_pungs(concealed: int) -> bool:  # 三暗刻
    return concealed >= 3


def four_concealed_pungs(concealed: int) -> bool:  # 四暗刻
    return concealed >= 4


# ---------------------------------------------------------------------------------------
# Special forms (mcr-fans.md §7): the standing tiles with the winning tile, no melds (the
# knitted straight tolerates one); the shapes are game-neutral (paiju.engine.mahjong.shapes)


def seven_pairs(counts: Sequence[int], win: int) -> bool:  # 七对
    return is_seven_pairs(counts)


def seven_shifted_pairs(counts: Sequence[int], win: int) -> bool:  # 连七对
    tiles = [tile for tile in range(KINDS) if counts[tile]]
    return len(tiles) == 7 and tiles[6] < EAST and tiles[6] - tiles[0] == 6 \
        and tiles[0] // 9 == tiles[6] // 9 and all(counts[tile] == 2 for tile in tiles)


def thirteen_orphans(counts: Sequence[int], win: int) -> bool:  # 十三幺
    return is_thirteen_orphans(counts)


def lesser_honors_and_knitted(counts: Sequence[int], win: int) -> bool:  # 全不靠
    return honors_and_knitted(counts) is not None


def greater_honors_and_knitted(counts: Sequence[int], win: int) -> bool:  # 七星不靠
    numbered = honors_and_knitted(counts)
    return numbered is not None and len(numbered) == 7


def knitted_straight(counts: Sequence[int], win: int) -> bool:  # 组合龙: its nine tiles
    return knitted_straight_in(counts) is not None


def nine_gates(counts: Sequence[int], win: int) -> bool:  # 九莲宝灯: 1112345678999 + win
    if win >= EAST:
        return False
    low = win - win % 9
    if counts[low] < 3 or counts[low + 8] < 3:  # no 111 and 999 of the winning tile's suit
        return False
    before = list(counts[low:low + 9])
    before[win - low] -= 1
    return sum(counts) == 14 and before == [3, 1, 1, 1, 1, 1, 1, 1, 3]


# ---------------------------------------------------------------------------------------
# Fans of the result itself


def chicken_hand(others: int) -> bool:  # 无番和: no other fan at all (flowers come after)
    return others == 0


def flower_tiles(flowers: int) -> int:  # 花牌: one per flower
    return flowers


# ---------------------------------------------------------------------------------------
# Every fan, one step away: its kind and its predicate


class Kind(enum.Enum):
    """What a fan's predicate looks at, and so where the scorer asks it; the value says
    what the predicate is given."""

    FORM = "the standing tiles with the winning tile (counts, winning tile)"
    TILES = "every tile of the hand, melds included (TileFacts)"
    FLAG = "how the hand was won (the normalised Situation)"
    CONCEALMENT = "the claimed melds and the draw (claimed melds, self-drawn)"
    KONGS = "the kongs (melded kongs, concealed kongs)"
    CONCEALED_PUNGS = "the concealed pungs and kongs of a division (how many)"
    PUNG = "one pung or kong and the winds (tile, seat wind, prevalent wind)"
    PUNGS = "two, three or four pungs or kongs (their tiles, sorted)"
    PUNGS_AND_PAIR = "pungs or kongs and the pair (their tiles, sorted, then the pair)"
    CHOWS = "two, three or four chows (their lowest tiles, sorted)"
    CHOWS_AND_PAIR = "the four chows and the pair (lowest tiles, sorted; the pair)"
    DIVISION = "a division as a whole (its number of chows, the pair)"
    GROUPS = "each set and the pair alike (kind, lowest tile): every one must hold"
    WAIT = "where the winning tile sits (a set's kind and lowest tile, the winning tile)"
    RESULT = "the rest of the result (the other fans, the flowers)"


class FanRule(NamedTuple):
    """How the scorer finds a fan: the kind of its predicate, the predicate (true, or a
    count of instances) and, for combinations, how many sets it takes."""

    kind: Kind
    holds: Callable[..., int | bool]
    sets: int = 0


K = Kind
RULES: dict[Fan, FanRule] = {
    F.BIG_FOUR_WINDS: FanRule(K.PUNGS, big_four_winds, 4),
    F.BIG_THREE_DRAGONS: FanRule(K.PUNGS, big_three_dragons, 3),
    F.ALL_GREEN: FanRule(K.TILES, all_green),
    F.NINE_GATES: FanRule(K.FORM, nine_gates),
    F.FOUR_KONGS: FanRule(K.KONGS, four_kongs),
    F.SEVEN_SHIFTED_PAIRS: FanRule(K.FORM, seven_shifted_pairs),
    F.THIRTEEN_ORPHANS: FanRule(K.FORM, thirteen_orphans),
    F.ALL_TERMINALS: FanRule(K.TILES, all_terminals),
    F.LITTLE_FOUR_WINDS: FanRule(K.PUNGS_AND_PAIR, little_four_winds, 3),
    F.LITTLE_THREE_DRAGONS: FanRule(K.PUNGS_AND_PAIR, little_three_dragons, 2),
    F.ALL_HONORS: FanRule(K.TILES, all_honors),
    F.FOUR_CONCEALED_PUNGS: FanRule(K.CONCEALED_PUNGS, four_concealed_pungs),
    F.PURE_TERMINAL_CHOWS: FanRule(K.CHOWS_AND_PAIR, pure_terminal_chows, 4),
    F.QUADRUPLE_CHOW: FanRule(K.CHOWS, quadruple_chow, 4),
    F.FOUR_PURE_SHIFTED_PUNGS: FanRule(K.PUNGS, four_pure_shifted_pungs, 4),
    F.FOUR_PURE_SHIFTED_CHOWS: FanRule(K.CHOWS, four_pure_shifted_chows, 4),
    F.THREE_KONGS: FanRule(K.KONGS, three_kongs),
    F.ALL_TERMINALS_AND_HONORS: FanRule(K.TILES, all_terminals_and_honors),
    F.SEVEN_PAIRS: FanRule(K.FORM, seven_pairs),
    F.GREATER_HONORS_AND_KNITTED: FanRule(K.FORM, greater_honors_and_knitted),
    F.ALL_EVEN_PUNGS: FanRule(K.GROUPS, even_group),
    F.FULL_FLUSH: FanRule(K.TILES, full_flush),
    F.PURE_TRIPLE_CHOW: FanRule(K.CHOWS, pure_triple_chow, 3),
    F.PURE_SHIFTED_PUNGS: FanRule(K.PUNGS, pure_shifted_pungs, 3),
    F.UPPER_TILES: FanRule(K.TILES, _ranks_only(7, 8, 9)),
    F.MIDDLE_TILES: FanRule(K.TILES, _ranks_only(4, 5, 6)),
    F.LOWER_TILES: FanRule(K.TILES, _ranks_only(1, 2, 3)),
    F.PURE_STRAIGHT: FanRule(K.CHOWS, pure_straight, 3),
    F.THREE_SUITED_TERMINAL_CHOWS: FanRule(K.CHOWS_AND_PAIR, three_suited_terminal_chows, 4),
    F.PURE_SHIFTED_CHOWS: FanRule(K.CHOWS, pure_shifted_chows, 3),
    F.ALL_FIVE: FanRule(K.GROUPS, five_group),
    F.TRIPLE_PUNG: FanRule(K.PUNGS, triple_pung, 3),
    F.THREE_CONCEALED_PUNGS: FanRule(K.CONCEALED_PUNGS, three_concealed_pungs),
    F.LESSER_HONORS_AND_KNITTED: FanRule(K.FORM, lesser_honors_and_knitted),
    F.KNITTED_STRAIGHT: FanRule(K.FORM, knitted_straight),
    F.UPPER_FOUR: FanRule(K.TILES, _ranks_only(6, 7, 8, 9)),
    F.LOWER_FOUR: FanRule(K.TILES, _ranks_only(1, 2, 3, 4)),
    F.BIG_THREE_WINDS: FanRule(K.PUNGS, big_three_winds, 3),
    F.MIXED_STRAIGHT: FanRule(K.CHOWS, mixed_straight, 3),
    F.REVERSIBLE_TILES: FanRule(K.TILES, reversible_tiles),
    F.MIXED_TRIPLE_CHOW: FanRule(K.CHOWS, mixed_triple_chow, 3),
    F.MIXED_SHIFTED_PUNGS: FanRule(K.PUNGS, mixed_shifted_pungs, 3),
    F.CHICKEN_HAND: FanRule(K.RESULT, chicken_hand),
    F.LAST_TILE_DRAW: FanRule(K.FLAG, last_tile_draw),
    F.LAST_TILE_CLAIM: FanRule(K.FLAG, last_tile_claim),
    F.OUT_WITH_REPLACEMENT_TILE: FanRule(K.FLAG, out_with_replacement_tile),
    F.ROBBING_THE_KONG: FanRule(K.FLAG, robbing_the_kong),
    F.ALL_PUNGS: FanRule(K.DIVISION, all_pungs),
    F.HALF_FLUSH: FanRule(K.TILES, half_flush),
    F.MIXED_SHIFTED_CHOWS: FanRule(K.CHOWS, mixed_shifted_chows, 3),
    F.ALL_TYPES: FanRule(K.TILES, all_types),
    F.MELDED_HAND: FanRule(K.CONCEALMENT, melded_hand),
    F.TWO_CONCEALED_KONGS: FanRule(K.KONGS, two_concealed_kongs),
    F.TWO_DRAGONS_PUNGS: FanRule(K.PUNGS, two_dragons_pungs, 2),
    F.OUTSIDE_HAND: FanRule(K.GROUPS, outside_group),
    F.FULLY_CONCEALED_HAND: FanRule(K.CONCEALMENT, fully_concealed_hand),
    F.TWO_MELDED_KONGS: FanRule(K.KONGS, two_melded_kongs),
    F.LAST_TILE: FanRule(K.FLAG, last_tile),
    F.DRAGON_PUNG: FanRule(K.PUNG, dragon_pung),
    F.PREVALENT_WIND: FanRule(K.PUNG, prevalent_wind),
    F.SEAT_WIND: FanRule(K.PUNG, seat_wind),
    F.CONCEALED_HAND: FanRule(K.CONCEALMENT, concealed_hand),
    F.ALL_CHOWS: FanRule(K.DIVISION, all_chows),
    F.TILE_HOG: FanRule(K.TILES, tile_hog),
    F.DOUBLE_PUNG: FanRule(K.PUNGS, double_pung, 2),
    F.TWO_CONCEALED_PUNGS: FanRule(K.CONCEALED_PUNGS, two_concealed_pungs),
    F.CONCEALED_KONG: FanRule(K.KONGS, concealed_kong),
    F.ALL_SIMPLES: FanRule(K.TILES, all_simples),
    F.PURE_DOUBLE_CHOW: FanRule(K.CHOWS, pure_double_chow, 2),
    F.MIXED_DOUBLE_CHOW: FanRule(K.CHOWS, mixed_double_chow, 2),
    F.SHORT_STRAIGHT: FanRule(K.CHOWS, short_straight, 2),
    F.TWO_TERMINAL_CHOWS: FanRule(K.CHOWS, two_terminal_chows, 2),
    F.PUNG_OF_TERMINALS_OR_HONORS: FanRule(K.PUNG, pung_of_terminals_or_honors),
    F.MELDED_KONG: FanRule(K.KONGS, melded_kong),
    F.ONE_VOIDED_SUIT: FanRule(K.TILES, one_voided_suit),
    F.NO_HONORS: FanRule(K.TILES, no_honors),
    F.EDGE_WAIT: FanRule(K.WAIT, edge_wait),
    F.CLOSED_WAIT: FanRule(K.WAIT, closed_wait),
    F.SINGLE_WAIT: FanRule(K.WAIT, single_wait),
    F.SELF_DRAWN: FanRule(K.FLAG, self_drawn),
    F.FLOWER_TILES: FanRule(K.RESULT, flower_tiles),
    F.CONCEALED_KONG_AND_MELDED_KONG: FanRule(K.KONGS, concealed_kong_and_melded_kong),
}
"""Every fan's rule: ``RULES[fan]`` (or ``fan.rule``) gives its kind and predicate.  The
tables below, one per kind, are read from here; what the predicates alone do not decide —
the 不计 table (:data:`EXCLUSIONS`) and the orders of :data:`PRECEDENCE` — is listed above."""


if TYPE_CHECKING:  # for annotations only
    FanPredicates = tuple[tuple[Fan, Callable[..., int | bool]], ...]
    """(fan, predicate) pairs, in fan order."""


def fans_of(kind: Kind, sets: int = 0) -> FanPredicates:
    """The (fan, predicate) pairs of one kind (and number of sets), in fan order."""
    return tuple((fan, rule.holds) for fan, rule in RULES.items()
                 if rule.kind is kind and rule.sets == sets)


TILE_FANS = fans_of(K.TILES)
"""Fans decided by the tiles alone, whatever the division."""
_EVERY_TILE = (1 << KINDS) - 1
TILE_QUESTIONS: tuple[int, ...] = tuple(_EVERY_TILE & mask for mask in (
    *SUIT_MASKS, HONOR_MASK, WIND_MASK, DRAGON_MASK, TERMINAL_MASK | HONOR_MASK,
    ~GREEN_MASK, ~REVERSIBLE_MASK, ~HONOR_MASK, ~TERMINAL_MASK, ~(TERMINAL_MASK | HONOR_MASK),
    *_RANKS_OUTSIDE))
"""Every set of tiles the tile predicates ask about — does the hand hold any of them? — as
masks: they read nothing else of :attr:`TileFacts.present` (the suits absent and 'only
these tiles' are such questions too), so hands that answer all of them alike, with as many
tile hogs, have the same tile fans (``tests/test_mcr_fans.py``; the scorer looks tile fans
up by these answers)."""
FLAG_FANS = fans_of(K.FLAG)
CONCEALMENT_FANS = fans_of(K.CONCEALMENT)
"""Fans by the number of claimed melds (a concealed kong is not claimed) and the draw."""
KONG_FANS = fans_of(K.KONGS)
"""Kong fans by (melded kongs, concealed kongs); each by its own condition, the 不计 table
keeps the largest (三杠 drops 双明杠, 明暗杠 drops 明杠 and 暗杠, …)."""
CONCEALED_PUNG_FANS = fans_of(K.CONCEALED_PUNGS)
PUNG_FANS = fans_of(K.PUNG)
"""Fans of a single pung or kong, one instance per pung."""
CHOW_PAIR_FANS, CHOW_TRIPLE_FANS, CHOW_QUADRUPLE_FANS = (fans_of(K.CHOWS, n) for n in (2, 3, 4))
PUNG_PAIR_FANS, PUNG_TRIPLE_FANS, PUNG_QUADRUPLE_FANS = (fans_of(K.PUNGS, n) for n in (2, 3, 4))
"""Combinations of two, three, four chows or pungs: for any sets at most one fan of a table
holds (``tests/test_mcr_fans.py`` checks every combination), so their order decides nothing."""
CHOW_PAIR_SHAPE_FANS = fans_of(K.CHOWS_AND_PAIR, 4)
"""Four chows with the pair: when one holds, no other chow combination is scored."""
PUNG_PAIR_UPGRADES = fans_of(K.PUNGS_AND_PAIR, 2) + fans_of(K.PUNGS_AND_PAIR, 3)
"""Two or three pungs with the pair (小三元, 小四喜); the 不计 table drops the pung fan
they contain (双箭刻, 三风刻)."""
DIVISION_FANS = fans_of(K.DIVISION)
"""Fans of a division by its number of chows and its pair (a knitted straight counts as
three chows)."""
GROUP_FANS = fans_of(K.GROUPS)
"""Fans for which every set and the pair must have the trait; no set or pair has two of
the traits (checked), so at most one holds."""
WAIT_FANS = fans_of(K.WAIT)
"""Where the winning tile sits in a standing set or the pair, on a single-tile wait (§5)."""
