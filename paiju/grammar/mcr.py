"""MCR hand notation: the tiles of :mod:`paiju.grammar.tiles` with melds and a context suffix.

    [123m][555p][7777s1]EEFF9m9m     [345m,1]1122p…|ES1000|2     一万一万一万…九万五万

* A meld (副露) is written in brackets: chow ``[123m]``, pung ``[555p]``, melded kong
  ``[7777s1]`` (a digit 1-3 before ``]`` names the seat that supplied the tile, 5-7 a kong
  promoted from a pung), concealed kong ``[EEEE]`` (four tiles, no digit).  The digit may
  follow a comma (``[345m,1]``, GB-Mahjong's form, where a chow's digit says which of its
  tiles was claimed).
* The other tiles stand in the hand; the **last standing tile written is the winning tile**.
* An optional context suffix as GB-Mahjong writes it (zheng-fan/GB-Mahjong, README "字符串与
  手牌对象的转换" and ``Handtiles::HandtilesToString``: "场况与和牌方式 EE0000 分别表示：圈风、
  门风、是否为自摸、是否为绝张、是否为海底牌、是否为抢杠"): ``|`` prevalent wind, seat wind,
  then four 0/1 flags in the order self-drawn 自摸, fourth tile 绝张, last tile of the wall
  海底, kong 杠 (robbing a kong on a discard, a replacement tile when self-drawn); then
  optionally ``|`` and the flowers, as the letters a-h (梅兰竹菊春夏秋冬) or a count 0-8.
  ``|EE0000`` is the default.

Two pyparsing elements read the same language: :data:`WHOLE_HAND`, one Regex over the whole
well-formed hand, is tried first (fast: a scorer reads many hands); only when it fails does
:data:`HAND`, the grammar element by element, run to stop at the first bad token and say
what is wrong there.
Both hand the same items to :func:`_check`, which builds the hand and rejects impossible
melds, tile counts and fifth copies, pointing at the column.

:func:`parse_hand` returns the :class:`~paiju.engine.mcr.hand.Hand` and the
:class:`~paiju.engine.mcr.hand.Situation` the suffix gave (None without a suffix).  The
canonical form (``Hand.notation() + Situation.notation()``) writes melds first, offer digits
without a comma, standing tiles sorted, the winning tile last, and the full suffix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pyparsing as pp

from paiju.engine.mcr.hand import MAX_FLOWERS, WIND_LETTERS, Hand, Meld, Situation
from paiju.engine.shapes import SetKind
from paiju.engine.tiles import COPIES, EAST, FLOWER_LETTERS, KINDS, LABELS
from paiju.errors import IllegalHandError
from paiju.grammar._common import Problem, parse
from paiju.grammar.tiles import (
    MISTAKE,
    TILE_HELP,
    TILES,
    TILES_PATTERN,
    TOKEN_PLAIN,
    decode_tiles,
)

HAND_TILES = 14
MAX_MELDS = 4
OFFERS = {SetKind.CHOW: (1, 2, 3), SetKind.PUNG: (1, 2, 3), SetKind.KONG: (1, 2, 3, 5, 6, 7)}
_OFFER_RULES = {SetKind.PUNG: "a pung's source seat is 1-3 (5-7 only for a promoted kong)",
                SetKind.CHOW: "a chow's claimed tile is 1-3",
                SetKind.KONG: "a kong's source seat is 1-3, or 5-7 when promoted"}


@dataclass(frozen=True)
class _Meld:
    meld: Meld
    offset: int
    tile_offsets: tuple[int, ...]


Item = _Meld | list[tuple[int, int]]


def _meld(text: str, start: int, tiles: list[tuple[int, int]], offer: str | None,
          offer_at: int) -> _Meld:
    """A bracketed meld at ``start``: chow, pung or kong, with a possible offer digit."""
    codes = sorted(code for code, _ in tiles)
    if len(codes) == 3 and codes[0] == codes[2]:
        kind = SetKind.PUNG
    elif len(codes) == 3 and codes[2] < EAST and codes[0] // 9 == codes[2] // 9 \
            and codes == [codes[0], codes[0] + 1, codes[0] + 2]:
        kind = SetKind.CHOW
    elif len(codes) == 4 and codes[0] == codes[3]:
        kind = SetKind.KONG
    else:
        written = "".join(LABELS[code] for code in codes)
        raise Problem(text, start, f"[{written}] is not a meld: a meld is a chow (three in a "
                                   "row of one suit), a pung (three alike) or a kong (four alike)")
    digit = int(offer[-1]) if offer else None
    if digit is not None and digit not in OFFERS[kind]:
        raise Problem(text, offer_at, f"offer {digit} is impossible: {_OFFER_RULES[kind]}")
    concealed = kind is SetKind.KONG and digit is None
    return _Meld(Meld(kind, codes[0], concealed, digit), start,
                 tuple(offset for _, offset in tiles))


def _situation(text: str, round_wind: str, seat_wind: str, flags: str,
               flowers: str | None, flowers_at: int) -> Situation:
    self_drawn, fourth, last, kong = (flag == "1" for flag in flags)
    return Situation(self_drawn=self_drawn, fourth_tile=fourth, last_tile=last, kong=kong,
                     seat_wind=EAST + WIND_LETTERS.index(seat_wind),
                     round_wind=EAST + WIND_LETTERS.index(round_wind),
                     flowers=_flower_count(text, flowers, flowers_at))


def _flower_count(text: str, written: str | None, at: int) -> int:
    if not written:
        return 0
    if written.isdigit():
        if len(written) > 1 or int(written) > MAX_FLOWERS:
            raise Problem(text, at, f"{written} flowers: there are {MAX_FLOWERS} at most")
        return int(written)
    seen = set()
    for i, letter in enumerate(written):
        if letter not in FLOWER_LETTERS:
            raise Problem(text, at + i, f"flower {letter!r} does not exist: the flowers are "
                                        "a-h (梅兰竹菊春夏秋冬)")
        if letter in seen:
            raise Problem(text, at + i, f"flower {letter!r} twice: each flower exists once")
        seen.add(letter)
    return len(written)


# ---------------------------------------------------------------------------------------
# The whole hand in one Regex

_S = r"\s*"
# single tokens inside the repetitions: nested repetitions would backtrack exponentially
_MELD_PATTERN = (rf"\[{_S}(?P<body>(?:(?:{TOKEN_PLAIN}){_S})+?)(?P<offer>,?{_S}[0-9])?{_S}\]")
_CONTEXT_PATTERN = (rf"\|{_S}(?P<round>[{WIND_LETTERS}]){_S}(?P<seat>[{WIND_LETTERS}]){_S}"
                    rf"(?P<flags>[01]{{4}}){_S}(?:\|{_S}(?P<flowers>[a-z]+|[0-9]+)?)?")
_ITEM = re.compile(rf"{_S}(?:(?P<meld>{_MELD_PATTERN})|(?P<tiles>{TILES_PATTERN})"
                   rf"|(?P<context>{_CONTEXT_PATTERN})){_S}")
_WHOLE = rf"(?:{_S}(?:{_MELD_PATTERN}|{TOKEN_PLAIN}))+{_S}(?:{_CONTEXT_PATTERN})?{_S}"


def _read_whole(text: str, loc: int, tokens: pp.ParseResults):
    items: list[Item] = []
    situation = None
    for match in _ITEM.finditer(text, loc, loc + len(tokens[0])):
        if match.group("meld"):
            body_at = match.start("body")
            offer_at = match.end("offer") - 1 if match.group("offer") else match.start("meld")
            items.append(_meld(text, match.start("meld"),
                               decode_tiles(match.group("body"), body_at),
                               match.group("offer"), offer_at))
        elif match.group("tiles"):
            items.append(decode_tiles(match.group("tiles"), match.start("tiles")))
        else:
            situation = _situation(text, match.group("round"), match.group("seat"),
                                   match.group("flags"), match.group("flowers"),
                                   match.start("flowers"))
    return [(items, situation)]


# ---------------------------------------------------------------------------------------
# Element by element: finds where and why a hand the Regex rejects goes wrong


def _start(text: str, loc: int) -> int:
    while loc < len(text) and text[loc].isspace():
        loc += 1
    return loc


def _read_meld(text: str, loc: int, tokens: pp.ParseResults) -> _Meld:
    tiles = [pair for group in tokens["tiles"] for pair in group]
    offer = tokens.get("offer")
    offer_at = text.index("]", loc) - 1
    return _meld(text, _start(text, loc), tiles, offer, offer_at)


def _read_context(text: str, loc: int, tokens: pp.ParseResults) -> Situation:
    flowers = tokens.get("flowers")
    return _situation(text, tokens["round"], tokens["seat"], tokens["flags"], flowers,
                      text.rindex(flowers) if flowers else -1)


def _build_grammar() -> pp.ParserElement:
    offer = pp.Regex(r",?\s*[0-9]").set_name("an offer digit")
    close = pp.Literal("]").set_name("']'")
    tile = (TILES | MISTAKE).set_name(TILE_HELP)
    body = pp.OneOrMore(tile, stop_on=offer + close).set_name(TILE_HELP)
    meld = (pp.Literal("[").set_name("'['") - body("tiles") - pp.Optional(offer)("offer")
            - close).set_name("a meld in brackets")
    meld.add_parse_action(_read_meld)
    wind = pp.Regex(f"[{WIND_LETTERS}]").set_name("a wind (E S W N)")
    flags = pp.Regex("[01]{4}").set_name(
        "four 0/1 flags (self-drawn, fourth tile, last tile of the wall, kong)")
    flowers = pp.Regex(r"[a-z]+|[0-9]+").set_name("flowers (letters a-h, or a count 0-8)")
    context = (pp.Suppress("|") - wind("round") - wind("seat") - flags("flags")
               - pp.Optional(pp.Suppress("|") - pp.Optional(flowers("flowers"))))
    context.set_name("a context suffix |EE0000").add_parse_action(_read_context)
    items = pp.OneOrMore((meld | tile).set_name("tiles or a meld"))
    hand = pp.Group(items) + pp.Optional(context)
    hand.add_parse_action(lambda tokens: [(list(tokens[0]), tokens[1]
                                           if len(tokens) > 1 else None)])
    return hand.set_name("a hand")


HAND = _build_grammar()
"""The hand notation, element by element."""
WHOLE_HAND = (pp.Regex(_WHOLE).add_parse_action(_read_whole) + pp.StringEnd()).set_name("a hand")
"""The same language as one Regex, tried first."""


def parse_hand(text: str) -> tuple[Hand, Situation | None]:
    """Read an MCR hand; NotationError / IllegalHandError point at the column at fault."""
    items, situation = _read(text)
    return _check(text, items), situation


def _read(text: str) -> tuple[list[Item], Situation | None]:
    try:
        return WHOLE_HAND.parse_string(text)[0]
    except pp.ParseBaseException:  # let the stepwise grammar say where and why
        return parse(HAND, text, "hand", more="a context suffix |EE0000")[0]


def _check(text: str, items: list[Item]) -> Hand:
    """Fourteen tiles (a kong as three), at most four melds, at most four of each tile."""
    melds, standing = _checked(text, items, (HAND_TILES,))
    if not standing:
        raise IllegalHandError("no winning tile: the last standing tile written is the winning "
                               "tile", text, melds[-1].offset)
    tiles = [code for code, _ in standing]
    return Hand(tuple(item.meld for item in melds), tuple(sorted(tiles[:-1])), tiles[-1])


def _checked(text: str, items: list[Item], sizes: tuple[int, ...]) \
        -> tuple[list[_Meld], list[tuple[int, int]]]:
    """The melds and the standing (tile, offset) pairs, once the hand has one of ``sizes``
    tiles (a kong as three), at most four melds and at most four of each tile."""
    melds = [item for item in items if isinstance(item, _Meld)]
    standing = [pair for item in items if not isinstance(item, _Meld) for pair in item]
    if len(melds) > MAX_MELDS:
        raise IllegalHandError(f"{len(melds)} melds: a hand has at most {MAX_MELDS}", text,
                               melds[MAX_MELDS].offset)
    size = 3 * len(melds) + len(standing)
    if size not in sizes:
        _wrong_size(text, items, size, sizes)
    counts = [0] * KINDS
    for item in items:
        pairs = zip(item.meld.tiles, item.tile_offsets) if isinstance(item, _Meld) else item
        for code, offset in pairs:
            counts[code] += 1
            if counts[code] > COPIES:
                raise IllegalHandError(f"a fifth {LABELS[code]}: there are only {COPIES}",
                                       text, offset)
    return melds, standing


def _wrong_size(text: str, items: list[Item], size: int, sizes: tuple[int, ...]) -> None:
    if sizes == (HAND_TILES,):
        what = (f"a winning hand has {HAND_TILES} tiles (a kong counts as 3), this one has "
                f"{size}")
    else:
        what = (f"a hand has {' or '.join(map(str, sizes))} tiles (a kong counts as 3), this "
                f"one has {size}")
    if size < min(sizes):
        end = text.index("|") if "|" in text else len(text.rstrip())
        raise IllegalHandError(f"too few tiles: {what}", text, end)
    counted = 0
    for item in items:
        offsets = [item.offset] if isinstance(item, _Meld) else [offset for _, offset in item]
        for offset in offsets:
            counted += 3 if isinstance(item, _Meld) else 1
            if counted > max(sizes):
                raise IllegalHandError(f"too many tiles: {what}", text, offset)


def parse_tiles_with_melds(text: str, sizes: tuple[int, ...] = (HAND_TILES - 1, HAND_TILES)) \
        -> tuple[tuple[Meld, ...], tuple[int, ...], Situation | None]:
    """Read a hand that need not be a win: melds and standing tiles in the same notation, with
    one of ``sizes`` tiles (13 before a draw, 14 after one; a kong counts as three).
    Returns the melds, the standing tile codes as written, and the context suffix (or None).
    Errors point at the column as :func:`parse_hand`'s do."""
    items, situation = _read(text)
    melds, standing = _checked(text, items, sizes)
    return tuple(item.meld for item in melds), tuple(code for code, _ in standing), situation
