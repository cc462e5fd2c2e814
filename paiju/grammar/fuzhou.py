"""Fuzhou Mahjong notation: hands with golds, the gold tile, flower tiles.

A **hand** is written with the tiles of :mod:`paiju.grammar.tiles` and the melds of the MCR
notation, plus ``金`` (or ``G``) for a gold written without its face::

    [123m][5555p1] 234567m 22s 45s 金 3s

* A meld (副露) in brackets: chow ``[123m]``, pung ``[555p]``, exposed kong ``[5555p1]``,
  concealed kong ``[5555p]``.  As in MCR, a digit before ``]`` names the seat that supplied
  the tile (1-3; 5-7 for a kong added to an exposed pung) and a kong written without one is
  concealed (暗杠).  The digit may follow a comma (``[555p,2]``).
* The other tiles stand in the hand; the **last standing tile written is the winning tile**.
* A hand holds 14 tiles (the seed's four sets and a pair) or 17 (the usual five sets and a
  pair), a kong counting as three; any other size is an error naming the two.  Honours never
  stand in a hand: in Fuzhou Mahjong they are flowers, set aside when drawn.

**Flowers** are the honours (``E S W N C F P``, 东 南 西 北 中 发 白) and ``a``–``h`` (梅 兰 竹 菊
春 夏 秋 冬), as letters, Chinese characters or Unicode tiles: ``EEEE春夏ab``.

The **gold** (金) is one suited tile: ``5p``, ``五饼``, ``🀝``.

Text written with plain ASCII tokens is read without pyparsing (see the plain reader below);
pyparsing is imported, and the grammars built, on first use, not at import (start-up, as
:mod:`paiju.grammar.mcr` does it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from paiju.engine.fuzhou.flowers import FLOWER_TILES, copies_of, flower_label
from paiju.engine.fuzhou.gold import MAX_GOLDS, WINNING_SIZES
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.shapes import SetKind, set_kind_of
from paiju.engine.mahjong.tiles import (
    COPIES,
    EAST,
    FIRST_FLOWER,
    GLYPHS,
    KINDS,
    LABELS,
    NAMES_ZH,
    write_tiles,
)
from paiju.errors import IllegalHandError, NotationError
from paiju.grammar._text import MAX_NOTATION
from paiju.grammar.tiles import TILE_HELP, tile_elements
from paiju.startup import built

if TYPE_CHECKING:
    import pyparsing as pp

GOLD_MARK = -1
"""The code a ``金``/``G`` token reads as, until the gold is known."""
CLAIMED_SEATS, PROMOTED_SEATS = (1, 2, 3), (5, 6, 7)
HAND_HELP = "tiles (123m 55p 789s, 一万, 🀇), 金 for a gold, or a meld [123m]"


@dataclass(frozen=True)
class _Meld:
    meld: Meld
    offset: int
    tile_offsets: tuple[int, ...]


def _start(text: str, loc: int) -> int:
    """pyparsing hands parse actions the loc where whitespace skipping began."""
    while loc < len(text) and text[loc].isspace():
        loc += 1
    return loc


def _read_gold(text: str, loc: int, tokens: pp.ParseResults) -> list[list[tuple[int, int]]]:
    return [[(GOLD_MARK, _start(text, loc))]]


def _read_meld(text: str, loc: int, tokens: pp.ParseResults) -> _Meld:
    from paiju.grammar._common import Problem, named  # only the grammar calls this: loaded

    start = _start(text, loc)
    tiles = [pair for group in tokens["tiles"] for pair in group]
    offer = named(tokens, "offer")
    for code, offset in tiles:
        if code == GOLD_MARK:
            raise Problem(text, offset, "a gold in a meld: a gold may not be used to chow, "
                                        "pung or kong, nor be claimed")
    kind = set_kind_of([code for code, _ in tiles])
    if kind is None:
        written = " ".join(LABELS[code] for code, _ in tiles)
        raise Problem(text, start, f"[{written}] is not a meld: a meld is a chow (three in a "
                                   "row of one suit), a pung (three alike) or a kong (four alike)")
    digit = int(offer[-1]) if offer else None
    allowed = CLAIMED_SEATS + (PROMOTED_SEATS if kind is SetKind.KONG else ())
    if digit is not None and digit not in allowed:
        raise Problem(text, text.index("]", start) - 1,
                      f"seat {digit} is impossible: the supplying seat is 1-3 (5-7 only for a "
                      "kong added to a pung)")
    concealed = kind is SetKind.KONG and digit is None
    return _Meld(Meld(kind, min(code for code, _ in tiles), concealed, digit), start,
                 tuple(offset for _, offset in tiles))


_FLOWER_CHARS = "".join(LABELS[FIRST_FLOWER:] + NAMES_ZH[FIRST_FLOWER:] + GLYPHS[FIRST_FLOWER:])
_FLOWER_CODES = {char: FIRST_FLOWER + i % 8 for i, char in enumerate(_FLOWER_CHARS)}
FLOWER_HELP = "flowers (E S W N C F P, 东南西北中发白, a-h, 梅兰竹菊春夏秋冬)"


def _read_flower(text: str, loc: int, tokens: pp.ParseResults) -> list[list[tuple[int, int]]]:
    return [[(_FLOWER_CODES[tokens[0]], _start(text, loc))]]


@cache  # start-up: built on first use (see the module's docstring)
def _flower_element() -> pp.ParserElement:
    import pyparsing as pp

    flower = pp.Regex(f"[{re.escape(_FLOWER_CHARS)}]").set_name("a flower a-h")
    flower.add_parse_action(_read_flower)
    return flower


@cache  # start-up: built on first use
def any_tiles_grammar() -> pp.ParserElement:
    """Flower and playing tiles written together → lists of (tile code, offset)."""
    import pyparsing as pp

    tiles, mistake = tile_elements()
    return pp.OneOrMore((_flower_element() | tiles | mistake).set_name(FLOWER_HELP)
                        ).set_name(FLOWER_HELP)


@cache  # start-up: built on first use
def hand_grammar() -> pp.ParserElement:
    """A Fuzhou hand → items: :class:`_Meld` or lists of (tile code, offset)."""
    import pyparsing as pp

    tiles, mistake = tile_elements()
    gold = pp.Regex("[金G]").set_name("金 (a gold)").add_parse_action(_read_gold)
    offer = pp.Regex(r",?\s*[0-9]").set_name("a seat digit")
    close = pp.Literal("]").set_name("']'")
    # flowers are read only to be refused by name (see parse_hand)
    tile = (gold | _flower_element() | tiles | mistake).set_name(TILE_HELP)
    # the first tile is read whatever follows it, as in MCR's grammar: "[1]" is a tile
    # without its suit, not a seat digit found where tiles were expected
    meld = (pp.Literal("[").set_name("'['") - (tile + pp.ZeroOrMore(tile, stop_on=offer + close))("tiles")
            - pp.Optional(offer)("offer") - close).set_name("a meld in brackets")
    meld.add_parse_action(_read_meld)
    return pp.OneOrMore((meld | tile).set_name(HAND_HELP)).set_name("a hand")


# ---------------------------------------------------------------------------------------
# The plain reader: what the grammar reads of a text written with ASCII tokens only (runs such
# as 123m, honour and flower letters, G, melds such as [123m] or [5555p,1], the whitespace the
# grammar skips), read by one pattern in place of pyparsing, token by token at some 25,000
# instructions each: an 8 KB line of them is refused in milliseconds, with the error the
# checks after the grammar give.  Anything else — another spelling, a mistake, a meld that is
# not one — it declines (None), and the grammar reads the text and says where it goes wrong.

_PLAIN_TOKEN = re.compile(r"[ \t\r\n]+|([1-9]+)([mps])|([ESWNCFPa-h])|([金G])"
                          r"|\[([1-9]{3,4}[mps]|[ESWNCFP]{3,4})(?:,?([0-9]))?\]")
_PLAIN_CODES = {**{letter: EAST + i for i, letter in enumerate("ESWNCFP")},
                **{letter: FIRST_FLOWER + i for i, letter in enumerate("abcdefgh")}}
_SUIT_BASE = {"m": 0, "p": 9, "s": 18}


def _plain_items(text: str, golds: bool) -> list[_Meld | list[tuple[int, int]]] | None:
    """The items the grammar reads ``text`` as (:func:`hand_grammar` with ``golds``, else
    :func:`any_tiles_grammar`, which reads neither golds nor melds), when it is written with plain
    tokens only; None otherwise, and for a text the grammar refuses unread (empty, too long)."""
    if not text.strip() or len(text) > MAX_NOTATION:
        return None
    items: list[_Meld | list[tuple[int, int]]] = []
    at = 0
    for found in _PLAIN_TOKEN.finditer(text):
        if found.start() != at:
            return None
        at = found.end()
        ranks, suit, letter, gold, meld = found.group(1, 2, 3, 4, 5)
        if ranks:
            base, first = _SUIT_BASE[suit], found.start()
            items.append([(base + int(rank) - 1, first + i) for i, rank in enumerate(ranks)])
        elif letter:
            items.append([(_PLAIN_CODES[letter], found.start())])
        elif gold:
            if not golds:
                return None
            items.append([(GOLD_MARK, found.start())])
        elif meld:
            if not golds:
                return None
            read = _plain_meld(meld, found[6], found.start())
            if read is None:
                return None
            items.append(read)
    return items if at == len(text) else None


def _plain_meld(body: str, offer: str | None, start: int) -> _Meld | None:
    """A plain meld as :func:`_read_meld` reads it; None where it raises (the grammar says it)."""
    if body[-1] in _SUIT_BASE:
        base = _SUIT_BASE[body[-1]]
        codes = [base + int(rank) - 1 for rank in body[:-1]]
    else:
        codes = [_PLAIN_CODES[letter] for letter in body]
    kind = set_kind_of(codes)
    if kind is None:
        return None
    digit = None if offer is None else int(offer)
    if digit is not None and digit not in CLAIMED_SEATS + (
            PROMOTED_SEATS if kind is SetKind.KONG else ()):
        return None
    return _Meld(Meld(kind, min(codes), kind is SetKind.KONG and digit is None, digit), start,
                 tuple(start + 1 + i for i in range(len(codes))))


# ---------------------------------------------------------------------------------------
# Hands


def _named(code: int) -> str:
    return f"{LABELS[code]} ({NAMES_ZH[code]})"


def parse_hand(text: str, gold: int, grabbed: bool = False) -> Hand:
    """Read a Fuzhou hand whose gold is ``gold``; ``grabbed`` when its winning tile is the
    turned-up gold taken by 抢金 (a fourth gold).  NotationError / IllegalHandError point at
    the column at fault."""
    items = _plain_items(text, True)
    if items is None:
        from paiju.grammar._common import parse

        items = list(parse(built(hand_grammar), text, "hand"))
    melds = [item for item in items if isinstance(item, _Meld)]
    placed = [(code, offset) for item in melds
              for code, offset in zip(item.meld.tiles, item.tile_offsets)]
    standing = [(gold if code == GOLD_MARK else code, offset) for item in items
                if not isinstance(item, _Meld) for code, offset in item]
    for code, offset in placed + standing:
        if code >= EAST:
            raise IllegalHandError(f"{_named(code)} is a flower in Fuzhou Mahjong: honours are "
                                   "set aside when drawn, never held (count them with "
                                   "--flowers)", text, offset)
    for item in melds:
        if gold in item.meld.tiles:
            raise IllegalHandError(f"a gold in a meld: a gold ({LABELS[gold]}) may not be used "
                                   "to chow, pung or kong, nor be claimed", text, item.offset)
    size = 3 * len(melds) + len(standing)
    if size not in WINNING_SIZES:
        raise IllegalHandError(f"a winning hand has {WINNING_SIZES[0]} tiles (four sets and a "
                               f"pair) or {WINNING_SIZES[1]} (five sets and a pair), a kong "
                               f"counting as 3; this one has {size}", text, len(text.rstrip()))
    counts = [0] * KINDS
    golds = 0
    for code, offset in placed + standing:
        counts[code] += 1
        if counts[code] > COPIES:
            raise IllegalHandError(f"a fifth {LABELS[code]}: there are only {COPIES}", text,
                                   offset)
        golds += code == gold
        if golds > MAX_GOLDS + grabbed:
            raise IllegalHandError(
                f"a {'fifth' if grabbed else 'fourth'} gold {LABELS[gold]}: the turned-up "
                f"{LABELS[gold]} shows the gold, so only {MAX_GOLDS} golds are in play"
                + (" besides it" if grabbed else ""), text, offset)
    tiles = [code for code, _ in standing]
    return Hand(tuple(item.meld for item in melds), tuple(sorted(tiles[:-1])), tiles[-1])


def write_hand(hand: Hand, gold: int) -> str:
    """The canonical notation: melds, the standing tiles sorted with the golds written 金
    after them, then the winning tile (``[5555s1]123456m22p金金3p``)."""
    naturals = [tile for tile in hand.standing if tile != gold]
    golds = len(hand.standing) - len(naturals)
    winning = "金" if hand.winning_tile == gold else write_tiles([hand.winning_tile])
    return "".join(meld.notation() for meld in hand.melds) + write_tiles(naturals) \
        + "金" * golds + winning


# ---------------------------------------------------------------------------------------
# The gold and the flowers


def parse_gold(text: str) -> int:
    """The gold tile: exactly one suited tile."""
    tiles: list[tuple[int, int]] = [pair for group in _any_tiles(text, "gold")
                                    for pair in group]  # (tile, offset)
    if len(tiles) != 1:
        raise NotationError(f"the gold is one tile, not {len(tiles)}", text, tiles[1][1])
    code, offset = tiles[0]
    if code >= EAST:
        raise IllegalHandError(f"{flower_label(code)} cannot be the gold: it is a flower; when "
                               "a flower is turned up, the banker keeps it and the next tile "
                               "is turned", text, offset)
    return code


def _any_tiles(text: str, what: str) -> list[list[tuple[int, int]]]:
    """Flower and playing tiles written together (:func:`any_tiles_grammar`), as lists of
    (tile code, offset)."""
    items = _plain_items(text, False)
    if items is None:
        from paiju.grammar._common import parse

        return list(parse(built(any_tiles_grammar), text, what))
    return [item for item in items if not isinstance(item, _Meld)]  # none without golds


def parse_flowers(text: str) -> list[int]:
    """Flower tiles written together (``EEEE春夏ab``), at most as many of each as the set
    holds (four of each honour, one of each season and plant)."""
    tiles = [pair for group in _any_tiles(text, "flowers") for pair in group]
    seen = [0] * (FIRST_FLOWER + 8)
    for code, offset in tiles:
        if code not in FLOWER_TILES:
            raise NotationError(f"{_named(code)} is not a flower: flowers are the honours "
                                "E S W N C F P (东南西北中发白) and a-h (梅兰竹菊春夏秋冬)",
                                text, offset)
        seen[code] += 1
        if seen[code] > copies_of(code):
            raise IllegalHandError(f"too many {flower_label(code)}: the set holds "
                                   f"{copies_of(code)}", text, offset)
    return [code for code, _ in tiles]
