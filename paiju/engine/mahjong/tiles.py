"""Mahjong tiles: the primitives every mahjong game of paiju shares (MCR, Fuzhou Mahjong).

A tile kind is a small integer code, so that a hand is a tuple of 34 counts and the hot loops of
the scorers work on plain ints; :class:`Tile` gives each code its names::

    0–8    1m–9m   characters 万 (man)      🀇–🀏
    9–17   1p–9p   dots 饼/筒 (pin)          🀙–🀡
    18–26  1s–9s   bamboo 条 (sou)           🀐–🀘
    27–30  E S W N winds 东 南 西 北         🀀–🀃
    31–33  C F P   dragons 中 发 白          🀄 🀅 🀆
    34–41  a–h     flowers 梅兰竹菊春夏秋冬  🀢 🀣 🀤 🀥 🀦 🀧 🀨 🀩

Flowers are not part of a hand's 34 playing kinds (:data:`KINDS`); they are named here because
both games count them.
"""

from __future__ import annotations

import enum
from bisect import bisect_left
from typing import Iterable, Sequence


class Suit(enum.Enum):
    """The kinds of tile, in the order paiju writes them."""

    CHARACTERS = "m"  # 万
    DOTS = "p"  # 饼 / 筒
    BAMBOO = "s"  # 条
    WINDS = "wind"
    DRAGONS = "dragon"
    FLOWERS = "flower"

    @property
    def is_numbered(self) -> bool:
        return self in NUMBERED_SUITS

    @property
    def name_zh(self) -> str:
        return _SUIT_ZH[self]


NUMBERED_SUITS = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)
_SUIT_ZH = {Suit.CHARACTERS: "万", Suit.DOTS: "饼", Suit.BAMBOO: "条", Suit.WINDS: "风",
            Suit.DRAGONS: "箭", Suit.FLOWERS: "花"}

KINDS = 34
"""Number of playing tile kinds (flowers excluded); counts tuples have this length."""
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33  # 中 发 白
FIRST_FLOWER = 34

_NUMERALS_ZH = "一二三四五六七八九"
_HONOUR_LETTERS = "ESWNCFP"
_HONOUR_ZH = "东南西北中发白"
_FLOWER_LETTERS = "abcdefgh"
_FLOWER_ZH = "梅兰竹菊春夏秋冬"
# Unicode 'Mahjong Tiles' block: winds and dragons first, then characters, bamboo, dots.
_GLYPH_BASE = {Suit.CHARACTERS: 0x1F007, Suit.BAMBOO: 0x1F010, Suit.DOTS: 0x1F019}


class Tile(enum.IntEnum):
    """One tile kind; the value is its code (see the module docstring)."""

    M1, M2, M3, M4, M5, M6, M7, M8, M9 = range(0, 9)
    P1, P2, P3, P4, P5, P6, P7, P8, P9 = range(9, 18)
    S1, S2, S3, S4, S5, S6, S7, S8, S9 = range(18, 27)
    EAST, SOUTH, WEST, NORTH = range(27, 31)
    RED, GREEN, WHITE = range(31, 34)
    PLUM, ORCHID, BAMBOO_FLOWER, CHRYSANTHEMUM, SPRING, SUMMER, AUTUMN, WINTER = range(34, 42)

    @property
    def suit(self) -> Suit:
        return suit_of(self)

    @property
    def rank(self) -> int | None:
        """1–9 for a numbered tile, None for honours and flowers."""
        return self % 9 + 1 if self < 27 else None

    @property
    def is_honor(self) -> bool:
        return EAST <= self <= WHITE

    @property
    def is_terminal(self) -> bool:
        return self < 27 and self % 9 in (0, 8)

    @property
    def label(self) -> str:
        """The ASCII name: '1m' … '9s', 'E S W N', 'C F P' (中 发 白), flowers 'a'–'h'."""
        return LABELS[self]

    @property
    def name_zh(self) -> str:
        """The Chinese name: 一万, 五饼, 九条, 东, 中, 梅 …"""
        return NAMES_ZH[self]

    @property
    def glyph(self) -> str:
        """The Unicode mahjong tile, e.g. 🀇 for 一万."""
        return GLYPHS[self]


def suit_of(code: int) -> Suit:
    if code < 27:
        return NUMBERED_SUITS[code // 9]
    if code < RED:
        return Suit.WINDS
    if code < FIRST_FLOWER:
        return Suit.DRAGONS
    return Suit.FLOWERS


def numbered(suit: Suit, rank: int) -> int:
    """The code of rank 1–9 of a numbered suit."""
    return NUMBERED_SUITS.index(suit) * 9 + rank - 1


def _label(code: int) -> str:
    if code < 27:
        return f"{code % 9 + 1}{NUMBERED_SUITS[code // 9].value}"
    if code < FIRST_FLOWER:
        return _HONOUR_LETTERS[code - EAST]
    return _FLOWER_LETTERS[code - FIRST_FLOWER]


def _name_zh(code: int) -> str:
    if code < 27:
        return _NUMERALS_ZH[code % 9] + NUMBERED_SUITS[code // 9].name_zh
    if code < FIRST_FLOWER:
        return _HONOUR_ZH[code - EAST]
    return _FLOWER_ZH[code - FIRST_FLOWER]


def _glyph(code: int) -> str:
    if code < 27:
        return chr(_GLYPH_BASE[NUMBERED_SUITS[code // 9]] + code % 9)
    if code < FIRST_FLOWER:
        return chr(0x1F000 + code - EAST)
    # 🀢 plum 🀣 orchid 🀤 bamboo 🀥 chrysanthemum, then the four seasons
    return chr(0x1F022 + code - FIRST_FLOWER)


ALL_CODES = range(FIRST_FLOWER + 8)
LABELS = tuple(_label(code) for code in ALL_CODES)
NAMES_ZH = tuple(_name_zh(code) for code in ALL_CODES)
GLYPHS = tuple(_glyph(code) for code in ALL_CODES)

TERMINALS = frozenset(code for code in range(27) if code % 9 in (0, 8))
HONORS = frozenset(range(EAST, FIRST_FLOWER))
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (RED, GREEN, WHITE)
COPIES = 4
"""Copies of each playing tile kind in a set (one of each flower)."""

# Spellings readers may use, game-neutral: every one maps to a code.
NUMERAL_DIGITS = {**{str(n): n for n in range(1, 10)},
                  **{char: n for n, char in enumerate(_NUMERALS_ZH, 1)}}
SUIT_MARKS = {"m": Suit.CHARACTERS, "万": Suit.CHARACTERS, "萬": Suit.CHARACTERS,
              "p": Suit.DOTS, "饼": Suit.DOTS, "餅": Suit.DOTS, "筒": Suit.DOTS,
              "s": Suit.BAMBOO, "条": Suit.BAMBOO, "條": Suit.BAMBOO, "索": Suit.BAMBOO}
HONOR_NAMES = {**{letter: EAST + i for i, letter in enumerate(_HONOUR_LETTERS)},
               **{char: EAST + i for i, char in enumerate(_HONOUR_ZH)},
               "東": EAST, "發": GREEN}
GLYPH_CODES = {glyph: code for code, glyph in enumerate(GLYPHS[:KINDS])}
FLOWER_LETTERS = {letter: FIRST_FLOWER + i for i, letter in enumerate(_FLOWER_LETTERS)}


def counts_of(codes: Iterable[int]) -> list[int]:
    """The 34 counts of a collection of playing tiles."""
    counts = [0] * KINDS
    for code in codes:
        counts[code] += 1
    return counts


def write_tiles(codes: Iterable[int]) -> str:
    """Compact ASCII notation of tiles in the given order: a run of numbered tiles of one suit
    shares its suit letter (``[1, 2, 3, 27]`` → ``123mE``)."""
    out: list[str] = []
    pending_suit = ""
    for code in codes:
        suit = NUMBERED_SUITS[code // 9].value if code < 27 else ""
        if pending_suit and suit != pending_suit:
            out.append(pending_suit)
        out.append(str(code % 9 + 1) if suit else LABELS[code])
        pending_suit = suit
    out.append(pending_suit)
    return "".join(out)


_CHARACTERS = bytes(ord(LABELS[code][0]) for code in range(KINDS)) + bytes(256 - KINDS)
"""Each playing tile's first character (its rank, or its honour letter), as a table for
``bytes.translate``."""


def write_sorted_tiles(codes: Sequence[int]) -> str:
    """:func:`write_tiles` of tiles in ascending order (a hand's standing tiles, in canonical
    notation), written a suit at a time: every batch line writes one."""
    text = bytes(codes).translate(_CHARACTERS).decode("ascii")
    dots = bisect_left(codes, 9)
    bamboo = bisect_left(codes, 18, dots)
    honours = bisect_left(codes, EAST, bamboo)
    return (text[:dots] + "m" if dots else "") + \
        (text[dots:bamboo] + "p" if bamboo > dots else "") + \
        (text[bamboo:honours] + "s" if honours > bamboo else "") + text[honours:]


def write_glyphs(codes: Iterable[int]) -> str:
    return "".join(GLYPHS[code] for code in codes)
