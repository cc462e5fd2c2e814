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
  ``|EE0000`` is the default.  Its winds may also be written ``e s w n`` or 东 南 西 北, its
  flower letters ``A-H``: outside the tiles letters are read in either case, as a wind given
  alone is (:func:`parse_wind`, for options and records).  Among the tiles case tells them
  apart (``s`` bamboo, ``S`` south): suit marks are lower case, honours upper case; a flower
  or a lower-case honour letter there is an error that says where it belongs.
* Whitespace between tiles is ignored, even inside a rank run (``3 4 5 s`` is ``345s``), as
  pasted hands have it.

Three readers read the same language.  A plain ASCII hand with no whitespace (as datasets,
generators and the canonical form write it) is read by small patterns first: one cuts a hand
written suit by suit, as the canonical form writes it, into pieces looked up in bounded memos
(distinct hands share their suits' runs), three read any other plain hand.  Any
other hand is matched by :func:`whole_hand_element`'s pattern, one Regex over a well-formed
hand (a scorer reads many hands): it decodes tile codes only.  When it fails, or the hand it
read breaks a rule, :func:`hand_grammar`, the grammar element by element, reads the text
again to stop at the first bad token, and :func:`_check` points at the meld or tile at fault.
The last two are built on first use, not at import: a one-shot ``paiju mcr score HAND`` of a
plain hand never needs them, and compiling them is some 5 ms of its start-up
(``benchmarks/startup.py``).

:func:`parse_hand` returns the :class:`~paiju.engine.mahjong.hand.Hand` and the
:class:`~paiju.engine.mcr.situation.Situation` the suffix gave (None without a suffix).  The
canonical form (``Hand.notation() + Situation.notation()``) writes melds first, offer digits
without a comma, standing tiles sorted, the winning tile last, and the full suffix.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Iterable, NamedTuple

import pyparsing as pp

from paiju.engine.mahjong.hand import Hand, Meld, written_hand
from paiju.engine.mcr.situation import MAX_FLOWERS, WIND_LETTERS, Situation
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import (
    COPIES,
    EAST,
    FIRST_FLOWER,
    FLOWER_LETTERS,
    GLYPHS,
    HONOR_NAMES,
    KINDS,
    LABELS,
    NAMES_ZH,
    NORTH,
)
from paiju.errors import IllegalHandError, NotationError
from paiju.grammar._common import Problem, describe_found, parse
from paiju.memo import BoundedMemo
from paiju.grammar.counts import is_count
from paiju.grammar.tiles import (
    SPACED_TILES_PATTERN,
    SPACED_TOKEN_PLAIN,
    TILE_HELP,
    decode_codes,
    decode_tiles,
    tile_elements,
)

HAND_TILES = 14
MAX_MELDS = 4
OFFERS = {SetKind.CHOW: (1, 2, 3), SetKind.PUNG: (1, 2, 3), SetKind.KONG: (1, 2, 3, 5, 6, 7)}
_OFFER_RULES = {SetKind.PUNG: "a pung's source seat is 1-3 (5-7 only for a promoted kong)",
                SetKind.CHOW: "a chow's claimed tile is 1-3",
                SetKind.KONG: "a kong's source seat is 1-3, or 5-7 when promoted"}


class _Wrong(ValueError):
    """What is wrong with a meld or a suffix, and where: ``part`` names the piece at fault
    (``"tiles"``, ``"offer"``) or gives an index into the flowers."""

    def __init__(self, message: str, part: str | int):
        super().__init__(message)
        self.part = part


def make_meld(codes: tuple[int, ...], digit: int | None) -> Meld:
    """The meld that bracketed tiles and an offer digit make (a chow, pung or kong)."""
    codes = tuple(sorted(codes))
    if len(codes) == 3 and codes[0] == codes[2]:
        kind = SetKind.PUNG
    elif len(codes) == 3 and codes[2] < EAST and codes[0] // 9 == codes[2] // 9 \
            and codes == (codes[0], codes[0] + 1, codes[0] + 2):
        kind = SetKind.CHOW
    elif len(codes) == 4 and codes[0] == codes[3]:
        kind = SetKind.KONG
    else:
        written = "".join(LABELS[code] for code in codes)
        raise _Wrong(f"[{written}] is not a meld: a meld is a chow (three in a row of one "
                     "suit), a pung (three alike) or a kong (four alike)", "tiles")
    if digit is not None and digit not in OFFERS[kind]:
        raise _Wrong(f"offer {digit} is impossible: {_OFFER_RULES[kind]}", "offer")
    return Meld(kind, codes[0], kind is SetKind.KONG and digit is None, digit)


# ---------------------------------------------------------------------------------------
# Winds and the case of letters.  In the tiles of a hand case tells tiles apart (``s`` bamboo,
# ``S`` south; ``p`` dots, ``P`` white): suit marks and flower letters are lower case, honours
# upper case.  Everywhere else letters cannot be confused, and are read in either case: the
# winds and flowers of the context suffix, and a wind given alone (an option, a record field).

WIND_CODES = {**{letter: EAST + i for i, letter in enumerate(WIND_LETTERS)},
              **{letter.lower(): EAST + i for i, letter in enumerate(WIND_LETTERS)},
              **{name: code for name, code in HONOR_NAMES.items() if EAST <= code <= NORTH}}
"""Every spelling of a wind: E S W N in either case, 东 南 西 北 (東)."""
WIND_HELP = "E S W N (either case) or 东 南 西 北"
_WIND_CHARS = "".join(WIND_CODES)


_FLAGS = {f"{number:04b}": tuple(flag == "1" for flag in f"{number:04b}") for number in range(16)}
"""The four 0/1 flags of a context suffix, read."""


def make_situation(round_wind: str, seat_wind: str, flags: str, flowers: str) -> Situation:
    """The situation a context suffix gives (winds, the four flags, flowers)."""
    self_drawn, fourth, last, kong = _FLAGS[flags]
    return Situation(self_drawn=self_drawn, fourth_tile=fourth, last_tile=last, kong=kong,
                     seat_wind=WIND_CODES[seat_wind], round_wind=WIND_CODES[round_wind],
                     flowers=_flower_count(flowers))


def _flower_count(written: str) -> int:
    if is_count(written):
        if len(written) > 1 or int(written) > MAX_FLOWERS:
            raise _Wrong(f"{written} flowers: there are {MAX_FLOWERS} at most", 0)
        return int(written)
    letters = written.lower()
    for i, letter in enumerate(letters):
        if letter not in FLOWER_LETTERS:
            raise _Wrong(f"flower {written[i]!r} does not exist: the flowers are a-h "
                         "(梅兰竹菊春夏秋冬)", i)
        if letter in letters[:i]:
            raise _Wrong(f"flower {written[i]!r} twice: each flower exists once", i)
    return len(written)


class _Tiles(NamedTuple):
    """Standing tiles written together: their codes, and where to find their offsets."""

    codes: list[int]
    text: str
    start: int

    def offsets(self) -> list[int]:
        return [offset for _, offset in decode_tiles(self.text, self.start)]


class _Meld(NamedTuple):
    """A bracketed meld and where it starts."""

    meld: Meld
    start: int

    @property
    def codes(self) -> tuple[int, ...]:
        return self.meld.tiles

    def offsets(self) -> list[int]:
        return [self.start] * len(self.codes)


# ---------------------------------------------------------------------------------------
# The whole hand in one Regex

_S = r"\s*"
# single tokens inside the repetitions: nested repetitions would backtrack exponentially
_FLOWERS_PATTERN = r"[a-zA-Z]+|[0-9]+"
_MELD_PATTERN = (rf"(?P<meld>\[){_S}(?P<body>(?:(?:{SPACED_TOKEN_PLAIN}){_S})+?)"
                 rf"(?P<offer>,?{_S}[0-9])?{_S}\]")
_CONTEXT_PATTERN = (rf"\|{_S}(?P<round>[{_WIND_CHARS}]){_S}(?P<seat>[{_WIND_CHARS}]){_S}"
                    rf"(?P<flags>[01]{{4}}){_S}(?:\|{_S}(?P<flowers>{_FLOWERS_PATTERN})?)?")
_ITEM = rf"{_S}(?:{_MELD_PATTERN}|(?P<tiles>{SPACED_TILES_PATTERN})|{_CONTEXT_PATTERN}){_S}"
"""One item of a well-formed hand, its parts named."""
_WHOLE = re.sub(r"[(][?]P<[a-z]+>", "(?:",  # pyparsing would copy named groups to results
                rf"(?:{_S}(?:{_MELD_PATTERN}|{SPACED_TOKEN_PLAIN}))+{_S}"
                rf"(?:{_CONTEXT_PATTERN})?{_S}\Z")


@cache  # start-up: compiled on first use (see the module's docstring)
def _item_pattern() -> re.Pattern[str]:
    return re.compile(_ITEM)


@cache  # start-up: compiled on first use
def _whole_hand_pattern() -> re.Pattern[str]:
    """The pattern of :func:`whole_hand_element`: :func:`parse_hand` matches it without
    pyparsing's machinery around it (a tenth of a batch line's parse), which
    ``tests/test_mcr_grammar.py`` shows reads every text as :func:`hand_grammar` does, errors
    included."""
    return re.compile(_WHOLE)


@lru_cache(maxsize=4096)
def _fast_meld(body: str, offer: str) -> Meld:
    return make_meld(tuple(decode_codes(body)), int(offer[-1]) if offer else None)


_fast_situation = lru_cache(maxsize=4096)(make_situation)


def _whole_items(text: str, start: int, end: int) \
        -> tuple[list[_Tiles | _Meld], Situation | None]:
    """The melds, tile stretches and suffix of ``text[start:end]``, a well-formed hand."""
    items: list[_Tiles | _Meld] = []
    situation = None
    for match in _item_pattern().finditer(text, start, end):
        _, body, offer, tiles, round_wind, seat_wind, flags, flowers = match.groups()
        if body:
            items.append(_Meld(_fast_meld(body, offer or ""), match.start("meld")))
        elif tiles:
            items.append(_Tiles(decode_codes(tiles), tiles, match.start("tiles")))
        else:
            situation = _fast_situation(round_wind, seat_wind, flags, flowers or "")
    return items, situation


def _read_whole(text: str, loc: int, tokens: pp.ParseResults):
    return [_whole_items(text, loc, loc + len(tokens[0]))]


# ---------------------------------------------------------------------------------------
# Element by element: finds where and why a hand the Regex rejects goes wrong


def _start(text: str, loc: int) -> int:
    while loc < len(text) and text[loc].isspace():
        loc += 1
    return loc


def _read_meld(text: str, loc: int, tokens: pp.ParseResults) -> _Meld:
    loc = _start(text, loc)
    tiles = [pair for group in tokens["tiles"] for pair in group]
    offer = tokens.get("offer")
    try:
        meld = make_meld(tuple(code for code, _ in tiles), int(offer[-1]) if offer else None)
    except _Wrong as wrong:
        raise Problem(text, text.index("]", loc) - 1 if wrong.part == "offer" else loc,
                      str(wrong)) from None
    return _Meld(meld, loc)


def _read_stretch(text: str, loc: int, tokens: pp.ParseResults) -> _Tiles:
    return _Tiles(decode_codes(tokens[0]), tokens[0], _start(text, loc))


def _read_context(text: str, loc: int, tokens: pp.ParseResults) -> Situation:
    flowers = tokens.get("flowers", "")
    try:
        return make_situation(tokens["round"], tokens["seat"], tokens["flags"], flowers)
    except _Wrong as wrong:
        raise Problem(text, text.rindex(flowers) + wrong.part, str(wrong)) from None


_FLOWER_CHARS = "".join(LABELS[FIRST_FLOWER:] + NAMES_ZH[FIRST_FLOWER:] + GLYPHS[FIRST_FLOWER:])


def _misplaced(text: str, loc: int, tokens: pp.ParseResults) -> None:
    """A flower or a lower-case honour letter among the tiles: say where it belongs."""
    found, loc = tokens[0], _start(text, loc)
    if found in _FLOWER_CHARS:
        flower = FIRST_FLOWER + _FLOWER_CHARS.index(found) % 8
        honour = f"; the honour is written {found.upper()}" if found.upper() in LABELS[EAST:] \
            else ""
        name = "" if found == NAMES_ZH[flower] else f" ({NAMES_ZH[flower]})"
        raise Problem(text, loc, f"{found!r} is a flower{name}: flowers go in the context suffix "
                                 f"after a second '|' (…|EE0000|{LABELS[flower]}){honour}")
    raise Problem(text, loc, f"unknown character {found!r}: honours are upper-case "
                             f"({found.upper()})")


@cache  # start-up: built on first use
def _misplaced_element() -> pp.ParserElement:
    """A flower, or a lower-case honour letter, where a tile is expected (always raises)."""
    return pp.Regex(f"[{_FLOWER_CHARS}wn]").set_name(TILE_HELP).add_parse_action(_misplaced)


@cache  # start-up: built on first use
def _wind_element() -> pp.ParserElement:
    """One wind, as the context suffix, an option or a record writes it."""
    return pp.Regex(f"[{_WIND_CHARS}]").set_name(f"a wind ({WIND_HELP})")


def parse_wind(text: str) -> int:
    """A wind given on its own — an option's value, a record's field — as its tile code:
    ``E``/``e``/``东`` … ``N``/``n``/``北``, spelled as in a context suffix (whitespace around
    it ignored).  NotationError otherwise, also for a value that is not text."""
    if not isinstance(text, str):
        raise NotationError(f"a wind is written {WIND_HELP}, not {text!r}")
    return _wind(text)


@lru_cache(maxsize=64)
def _wind(text: str) -> int:
    found = text.strip(_PYPARSING_WHITESPACE)  # what the grammar reads, without building it
    if len(found) == 1 and found in WIND_CODES:
        return WIND_CODES[found]
    try:
        return WIND_CODES[parse(_wind_element(), text, "wind")[0]]
    except NotationError as error:  # one message whatever went wrong: a wind is one token
        offset = error.offset or 0
        raise NotationError(f"cannot read wind: expected {WIND_HELP}, found "
                            f"{describe_found(text, offset)}", text, offset) from None


_PYPARSING_WHITESPACE = pp.ParserElement.DEFAULT_WHITE_CHARS
"""What the grammar skips around a token."""


@cache  # start-up: built on first use (see the module's docstring)
def hand_grammar() -> pp.ParserElement:
    """The hand notation, element by element."""
    wind, misplaced = _wind_element(), _misplaced_element()
    spaced_tiles, spaced_mistake = tile_elements(spaced=True)
    offer = pp.Regex(r",?\s*[0-9]").set_name("an offer digit")
    close = pp.Literal("]").set_name("']'")
    tile = (spaced_tiles | misplaced | spaced_mistake).set_name(TILE_HELP)
    body = pp.OneOrMore(tile, stop_on=offer + close).set_name(TILE_HELP)
    meld = (pp.Literal("[").set_name("'['") - body("tiles") - pp.Optional(offer)("offer")
            - close).set_name("a meld in brackets")
    meld.add_parse_action(_read_meld)
    flags = pp.Regex("[01]{4}").set_name(
        "four 0/1 flags (self-drawn, fourth tile, last tile of the wall, kong)")
    flowers = pp.Regex(_FLOWERS_PATTERN).set_name("flowers (letters a-h, or a count 0-8)")
    context = (pp.Suppress("|") - wind("round") - wind("seat") - flags("flags")
               - pp.Optional(pp.Suppress("|") - pp.Optional(flowers("flowers"))))
    context.set_name("a context suffix |EE0000").add_parse_action(_read_context)
    stretch = pp.Regex(SPACED_TILES_PATTERN).set_name(TILE_HELP).add_parse_action(_read_stretch)
    items = pp.OneOrMore((meld | stretch | misplaced | spaced_mistake).set_name("tiles or a meld"))
    hand = pp.Group(items) + pp.Optional(context)
    hand.add_parse_action(lambda tokens: [(list(tokens[0]), tokens[1]
                                           if len(tokens) > 1 else None)])
    return hand.set_name("a hand")


@cache  # start-up: built on first use
def whole_hand_element() -> pp.ParserElement:
    """The same language as :func:`hand_grammar`, as one Regex."""
    return pp.Regex(_WHOLE).add_parse_action(_read_whole).set_name("a hand").parse_with_tabs()


def parse_hand(text: str) -> tuple[Hand, Situation | None]:
    """Read an MCR hand; NotationError / IllegalHandError point at the column at fault."""
    suited = _SUITED_HAND.fullmatch(text)
    if suited is not None:
        found = _suited_hand(*suited.groups())
        if found is not None:
            return found
    plain = _PLAIN_HAND.fullmatch(text)
    if plain is not None:
        try:
            found = _plain_hand(*plain.groups())
        except _Wrong:
            found = None
        if found is not None:
            return found
    if _whole_hand_pattern().match(text):
        try:
            found = _well_formed_hand(text)
        except _Wrong:
            found = None
        if found is not None:
            return found
    items, situation = _read(text)  # locates what is wrong
    return _check(text, items), situation


# Hands as datasets and generators write them: ASCII, no whitespace, melds first (the
# canonical form and its near relatives).  Read with three small patterns and byte tables;
# anything else, or a hand that breaks a rule, is read by the paths below.
_PLAIN_BODY = r"[1-9]{3,4}[mps]|[ESWNCFP]{3,4}"
_PLAIN_MELD = rf"\[(?:{_PLAIN_BODY})(?:,?[0-9])?\]"
_PLAIN_WIND_LETTERS = "ESWNeswn"
_PLAIN_SUFFIX = (rf"\|([{_PLAIN_WIND_LETTERS}])([{_PLAIN_WIND_LETTERS}])([01]{{4}})"
                 r"(?:\|([a-zA-Z]+|[0-9]+)?)?")
_PLAIN_HAND = re.compile(rf"((?:{_PLAIN_MELD})*)((?:[1-9]+[mps]|[ESWNCFP])+)(?:{_PLAIN_SUFFIX})?")
_PLAIN_MELDS = re.compile(rf"\[({_PLAIN_BODY})(,?[0-9])?\]")
_PLAIN_RUNS = re.compile(r"[1-9]+[mps]|[ESWNCFP]")
_RUN_CODES = {mark: bytes(range(256)).translate(bytes.maketrans(
    b"123456789", bytes(range(base, base + 9)))) for mark, base in (("m", 0), ("p", 9), ("s", 18))}
"""For each suit letter, a table turning rank digits into tile codes."""
_HONOUR_CODE = {letter: bytes((EAST + i,)) for i, letter in enumerate("ESWNCFP")}
_FIVE_ALIKE = re.compile(rb"(.)\1\1\1\1", re.S)


@lru_cache(maxsize=4096)
def _plain_meld(body: str, offer: str) -> Meld:
    """A meld :data:`_PLAIN_MELDS` matched (``123m``, ``EEEE``; the offer ``,1``, ``1`` or
    empty): as :func:`_fast_meld` reads it, by the byte tables."""
    codes = body[:-1].encode("ascii").translate(_RUN_CODES[body[-1]]) if body[-1] in _RUN_CODES \
        else b"".join([_HONOUR_CODE[letter] for letter in body])
    return make_meld(tuple(codes), int(offer[-1]) if offer else None)


def _plain_hand(melds_text: str, tiles_text: str, round_wind: str | None, seat_wind: str | None,
                flags: str | None, flowers: str | None) -> tuple[Hand, Situation | None] | None:
    """The hand of a text :data:`_PLAIN_HAND` matched, when it breaks no rule (None
    otherwise)."""
    parts = _plain_parts(melds_text, tiles_text, (HAND_TILES,))
    if parts is None:
        return None
    melds, codes = parts
    situation = None if flags is None else \
        _fast_situation(round_wind, seat_wind, flags, flowers or "")
    return Hand(tuple(melds), tuple(sorted(codes[:-1])), codes[-1]), situation


def _plain_parts(melds_text: str, tiles_text: str, sizes: tuple[int, ...]) \
        -> tuple[list[Meld], bytes] | None:
    """The melds and the standing tile codes (as written) of a text :data:`_PLAIN_HAND`
    matched, when it has one of ``sizes`` tiles and breaks no rule (None otherwise)."""
    melds = [_plain_meld(body, offer) for body, offer in _PLAIN_MELDS.findall(melds_text)] \
        if melds_text else []
    codes = _plain_codes(tiles_text)
    if len(melds) > MAX_MELDS or 3 * len(melds) + len(codes) not in sizes:
        return None
    every = codes + b"".join([bytes(meld.tiles) for meld in melds]) if melds else codes
    if _FIVE_ALIKE.search(bytes(sorted(every))):
        return None
    return melds, codes


def _plain_codes(tiles_text: str) -> bytes:
    """The codes of standing tiles :data:`_PLAIN_RUNS` splits, as written."""
    return b"".join([_HONOUR_CODE[run] if len(run) == 1 else
                     run[:-1].encode("ascii").translate(_RUN_CODES[run[-1]])
                     for run in _PLAIN_RUNS.findall(tiles_text)])


# Hands written suit by suit, as the canonical form writes them (and datasets and generators
# do): melds, then the standing tiles a suit at a time, each suit's ranks ascending and the
# honours in the order E S W N C F P, then the winning tile alone.  One pattern cuts such a text
# into its melds, its runs (one a suit), its winning tile and its suffix, and each piece is
# looked up: distinct hands still share their runs, melds and suffixes.  The runs put together
# are the sorted standing tiles, and the text is the canonical notation (with the melds written
# canonically).  A piece is checked when first seen (the pattern only cuts: a meld and a suffix
# are read by the plain patterns); anything else is read by the plain path, whose answers these
# are (tests/test_mcr_grammar.py).
_SUITED_HAND = re.compile(r"((?:\[[^]|]*\])*)(([1-9]+m)?([1-9]+p)?([1-9]+s)?([ESWNCFP]*)"
                          r"([1-9][mps]|[ESWNCFP]))(\|.*)?", re.S)
_PLAIN_WINDS = frozenset(_PLAIN_WIND_LETTERS)
_RUN_TABLES = {**_RUN_CODES, **dict.fromkeys("ESWNCFP", bytes(range(256)).translate(
    bytes.maketrans(b"ESWNCFP", bytes(range(EAST, KINDS)))))}
"""By a run's last letter, the table turning its ranks (or honour letters) into tile codes."""

# The tiles of a hand counted in one int, a byte a tile (the packed counts of its pieces added
# up) with 123 added to each byte: a tile beyond its four copies sets the top bit of its byte.
# No byte carries into the next in a hand of the right size, which holds at most 13 + 1 + 16
# copies of a tile (standing tiles, the winning tile, four kongs); the size is checked with it.
_BIT = tuple(1 << 8 * code for code in range(KINDS))
_ROOM = 123 * sum(_BIT)
_BEYOND_FOUR = 128 * sum(_BIT)


def _packed(codes: Iterable[int]) -> int:
    packed = 0
    for code in codes:  # a loop: cheaper than sum(map(...)) on a few tiles
        packed += _BIT[code]
    return packed


def _run(run: str | None) -> tuple[tuple[int, ...], int] | None:
    """The tiles of one suit's run (``14799m``, ``WWCCC``; None or empty: none) and their
    packed counts, if written in ascending order."""
    if not run:
        return (), 0
    tiles = tuple(run.encode("ascii").translate(_RUN_TABLES[run[-1]], b"mps"))
    if list(tiles) != sorted(tiles):
        return None
    return tiles, _packed(tiles)


def _meld(inside: str) -> tuple[Meld, str, int] | None:
    """The meld written ``[inside]``, if a plain meld: with its canonical notation and the
    packed counts of its tiles."""
    found = _PLAIN_MELDS.fullmatch(f"[{inside}]")
    if found is None:
        return None
    body, offer = found.groups()
    try:
        meld = _plain_meld(body, offer or "")
    except _Wrong:
        return None
    return meld, meld.notation(), _packed(meld.tiles)


def _suffix(suffix: str) -> Situation | None:
    """The situation of a context suffix (``|`` and what follows), if a plain one
    (:data:`_PLAIN_SUFFIX`) that breaks no rule.  Read by slices rather than a pattern: one
    pattern fewer to compile at start-up."""
    round_wind, seat_wind, flags, bar, flowers = \
        suffix[1:2], suffix[2:3], suffix[3:7], suffix[7:8], suffix[8:]
    if round_wind not in _PLAIN_WINDS or seat_wind not in _PLAIN_WINDS or flags not in _FLAGS \
            or bar not in ("", "|") \
            or flowers and not (flowers.isascii() and (flowers.isalpha() or flowers.isdigit())):
        return None
    try:
        return make_situation(round_wind, seat_wind, flags, flowers)
    except _Wrong:
        return None


_RUNS = BoundedMemo(_run, 1 << 14)
_MELDS = BoundedMemo(_meld, 1 << 12)
_SUFFIXES = BoundedMemo(_suffix, 1 << 12)
_WINNING = {LABELS[code]: (code, _BIT[code] + _ROOM) for code in range(KINDS)}
"""A winning tile's code and packed count (with :data:`_ROOM`), by label."""


def _suited_hand(melds_text: str, tiles_text: str, characters: str | None, dots: str | None,
                 bamboo: str | None, honours: str, winning: str, suffix: str | None) \
        -> tuple[Hand, Situation | None] | None:
    """The hand of a text :data:`_SUITED_HAND` cut (the melds, the tiles, each suit's run,
    the winning tile, the suffix), when it reads so and breaks no rule (None otherwise)."""
    runs = _RUNS
    try:  # a piece not read so is None, and does not unpack
        characters, counts = runs[characters]
        dots, in_dots = runs[dots]
        bamboo, in_bamboo = runs[bamboo]
        honours, in_honours = runs[honours]
        win, in_win = _WINNING[winning]
        melds: tuple[Meld, ...] = ()
        notation = ""
        if melds_text:
            for inside in melds_text[1:-1].split("]["):
                meld, written, in_meld = _MELDS[inside]
                melds += (meld,)
                notation += written
                counts += in_meld
    except TypeError:
        return None
    standing = characters + dots + bamboo + honours
    if (counts + in_dots + in_bamboo + in_honours + in_win) & _BEYOND_FOUR \
            or 3 * len(melds) + len(standing) != HAND_TILES - 1:
        return None
    hand = written_hand(melds, standing, win, notation + tiles_text)
    if suffix is None:
        return hand, None
    situation = _SUFFIXES[suffix]
    return None if situation is None else (hand, situation)


def _well_formed_hand(text: str) -> tuple[Hand, Situation | None] | None:
    """The hand of a text the whole-hand pattern matched, when it breaks no rule (None
    otherwise: the item-by-item reading then says where it goes wrong)."""
    melds: list[Meld] = []
    standing: list[int] = []
    situation = None
    for match in _item_pattern().finditer(text):
        _, body, offer, tiles, round_wind, seat_wind, flags, flowers = match.groups()
        if body:
            melds.append(_fast_meld(body, offer or ""))
        elif tiles:
            standing += decode_codes(tiles)
        else:
            situation = _fast_situation(round_wind, seat_wind, flags, flowers or "")
    if len(melds) > MAX_MELDS or 3 * len(melds) + len(standing) != HAND_TILES or not standing:
        return None
    counts = [0] * KINDS
    for code in standing:
        counts[code] += 1
    for meld in melds:
        for code in meld.tiles:
            counts[code] += 1
    if max(counts) > COPIES:
        return None
    win = standing.pop()
    standing.sort()
    return Hand(tuple(melds), tuple(standing), win), situation


def parse_tiles_with_melds(text: str, sizes: tuple[int, ...] = (HAND_TILES - 1, HAND_TILES)) \
        -> tuple[tuple[Meld, ...], tuple[int, ...], Situation | None]:
    """Read a hand that need not be a win: melds and standing tiles in the same notation, with
    one of ``sizes`` tiles (13 before a draw, 14 after one; a kong counts as three).
    Returns the melds, the standing tile codes as written, and the context suffix (or None).
    Errors point at the column as :func:`parse_hand`'s do."""
    plain = _PLAIN_HAND.fullmatch(text)
    if plain is not None:
        melds_text, tiles_text, round_wind, seat_wind, flags, flowers = plain.groups()
        try:
            parts = _plain_parts(melds_text, tiles_text, sizes)
            situation = None if flags is None or parts is None else \
                _fast_situation(round_wind, seat_wind, flags, flowers or "")
        except _Wrong:
            parts = None
        if parts is not None:
            return tuple(parts[0]), tuple(parts[1]), situation
    items, situation = _read(text)
    melds, standing = _checked(text, items, sizes)
    return tuple(item.meld for item in melds), tuple(standing), situation


def _read(text: str) -> tuple[list[_Tiles | _Meld], Situation | None]:
    if _whole_hand_pattern().match(text):
        try:
            return _whole_items(text, 0, len(text))
        except _Wrong:
            pass
    # the stepwise grammar says where and why
    return parse(hand_grammar(), text, "hand", more="a context suffix |EE0000")[0]


def parse_hand_by_grammar(text: str) -> tuple[Hand, Situation | None]:
    """:func:`parse_hand` through :func:`hand_grammar` alone, element by element: what the
    fast paths must answer, errors included (tests/test_mcr_grammar.py compares them)."""
    items, situation = parse(hand_grammar(), text, "hand", more="a context suffix |EE0000")[0]
    return _check(text, items), situation


def parse_tiles_with_melds_by_grammar(text: str, sizes: tuple[int, ...] = (HAND_TILES - 1,
                                                                          HAND_TILES)) \
        -> tuple[tuple[Meld, ...], tuple[int, ...], Situation | None]:
    """:func:`parse_tiles_with_melds` through :func:`hand_grammar` alone: what its fast paths
    must answer, errors included (tests/test_mcr_grammar.py compares them)."""
    items, situation = parse(hand_grammar(), text, "hand", more="a context suffix |EE0000")[0]
    melds, standing = _checked(text, items, sizes)
    return tuple(item.meld for item in melds), tuple(standing), situation


def _check(text: str, items: list[_Tiles | _Meld]) -> Hand:
    """A winning hand: fourteen tiles (a kong as three) with a winning tile written last."""
    melds, standing = _checked(text, items, (HAND_TILES,))
    if not standing:
        raise IllegalHandError("no winning tile: the last standing tile written is the winning "
                               "tile", text, melds[-1].start)
    return Hand(tuple(item.meld for item in melds), tuple(sorted(standing[:-1])), standing[-1])


def _checked(text: str, items: list[_Tiles | _Meld], sizes: tuple[int, ...]) \
        -> tuple[list[_Meld], list[int]]:
    """The melds and the standing tile codes, once the hand has one of ``sizes`` tiles (a kong
    as three), at most four melds and at most four of each tile; a broken rule is reported at
    the meld or tile at fault."""
    melds = [item for item in items if type(item) is _Meld]
    standing = [code for item in items if type(item) is _Tiles for code in item.codes]
    if len(melds) > MAX_MELDS:
        raise IllegalHandError(f"{len(melds)} melds: a hand has at most {MAX_MELDS}", text,
                               melds[MAX_MELDS].start)
    size = 3 * len(melds) + len(standing)
    if size not in sizes:
        _wrong_size(text, items, size, sizes)
    counts = [0] * KINDS
    for code in standing:
        counts[code] += 1
    for item in melds:
        for code in item.meld.tiles:
            counts[code] += 1
    if max(counts) > COPIES:
        _fifth_copy(text, items)
    return melds, standing


def _fifth_copy(text: str, items: list[_Tiles | _Meld]) -> None:
    """Report the first tile written beyond its four copies."""
    counts = [0] * KINDS
    for item in items:
        for index, code in enumerate(item.codes):
            counts[code] += 1
            if counts[code] > COPIES:
                raise IllegalHandError(f"a fifth {LABELS[code]}: there are only {COPIES}",
                                       text, item.offsets()[index])


def _wrong_size(text: str, items: list[_Tiles | _Meld], size: int,
                sizes: tuple[int, ...]) -> None:
    if sizes == (HAND_TILES,):
        what = f"a winning hand has {HAND_TILES} (a kong counts as 3), this one has {size}"
    else:
        what = (f"a hand has {' or '.join(map(str, sizes))} tiles (a kong counts as 3), this "
                f"one has {size}")
    if size < min(sizes):
        raise IllegalHandError(f"too few tiles: {what}", text, _end_of_tiles(text))
    raise IllegalHandError(f"too many tiles: {what}", text, _first_beyond(text, items, max(sizes)))


def _first_beyond(text: str, items: list[_Tiles | _Meld], limit: int) -> int:
    """Where the first tile beyond ``limit`` is written (a meld counting as three)."""
    counted = 0
    for item in items:
        offsets = item.offsets()
        for offset in offsets[:3] if type(item) is _Meld else offsets:  # a kong counts 3
            counted += 1
            if counted > limit:
                return offset
    return len(text)


def _end_of_tiles(text: str) -> int:
    return text.index("|") if "|" in text else len(text.rstrip())
