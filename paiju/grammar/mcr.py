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

One reader reads a well-formed hand, the grammar everything else.  :func:`_read_fast` cuts the
text into pieces (melds, plain runs such as ``14799m``, the suffix, any other stretch of
tiles) and reads each piece once, kept in a bounded memo: distinct hands still share their
suits' runs, their melds and their suffixes.  A hand written as the canonical form writes it
(as datasets and generators do) is cut by one fullmatch (:data:`_CANONICAL`), which also tells
the hand's notation; any other text by :data:`_PIECE`, piece after piece.  The hand is then
checked by sums (its size, a fifth copy in one packed count).
Whatever the reader does not read as well formed it declines, and :func:`hand_grammar`, the
grammar element by element, reads the text again to stop at the first bad token, and
:func:`_check` points at the meld or tile at fault: the grammar is the authority, and
``tests/test_mcr_grammar.py`` holds the reader to it (:func:`parse_hand_by_grammar`).  The
patterns for tiles spelled otherwise (Chinese, glyphs, whitespace) and the grammar are built on
first use, not at import: a one-shot ``paiju mcr score HAND`` of a plain hand never needs
them, and compiling them is some 5 ms of its start-up (``benchmarks/startup.py``).

:func:`parse_hand` returns the :class:`~paiju.engine.mahjong.hand.Hand` and the
:class:`~paiju.engine.mcr.situation.Situation` the suffix gave (None without a suffix).  The
canonical form (``Hand.notation() + Situation.notation()``) writes melds first, offer digits
without a comma, standing tiles sorted, the winning tile last, and the full suffix.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from itertools import islice
from typing import TYPE_CHECKING, Any, Iterable, NamedTuple

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
from paiju.grammar._text import MAX_NOTATION, PYPARSING_WHITESPACE, describe_found
from paiju.memo import BoundedMemo
from paiju.startup import built
from paiju.grammar.counts import is_count
from paiju.grammar.tiles import (
    SPACED_TILES_PATTERN,
    SPACED_TOKEN_PLAIN,
    TILE_HELP,
    decode_codes,
    iter_tiles,
    tile_elements,
)

if TYPE_CHECKING:  # start-up: pyparsing is imported with the grammar, on first use
    import pyparsing as pp

HAND_TILES = 14
_WINNING_SIZE = (HAND_TILES,)
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
        return [offset for _, offset in iter_tiles(self.text, self.start)]

    def offset(self, index: int) -> int:
        """Where its ``index``-th tile is written (the stretch decoded up to it)."""
        return next(islice(iter_tiles(self.text, self.start), index, None))[1]


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
# The fast reader: one pattern cuts a hand into pieces (melds, runs of tiles, the suffix), each
# read once and looked up after (distinct hands still share their suits' runs, their melds
# and their suffixes), the hand checked by sums.  It declines (None) whatever it does not
# read as well formed; the grammar then reads the text and says where and why it goes wrong.

_PIECE = re.compile(r"[1-9]+[mps]|[ESWNCFP]+|\[[^\[\]|]*\]|\|.*|[^\[|]+|.", re.S)
"""A piece of a hand: a plain run (``14799m``, ``WWCCC``), a meld in brackets, the context
suffix (``|`` to the end), any other stretch of tiles (up to a bracket or a bar), or a bracket
the rest does not close.  Every piece ends where a token of the grammar ends, so the tokens of
the pieces are the tokens of the text."""

_PYPARSING_WHITESPACE = PYPARSING_WHITESPACE
"""What the grammar skips around a token."""
_W = f"[{re.escape(_PYPARSING_WHITESPACE)}]*"
"""The same, in a pattern (not all of ``\\s``)."""
_FLOWERS_PATTERN = r"[a-zA-Z]+|[0-9]+"  # single tokens: nested repetitions backtrack
_PLAIN_TILES = re.compile(r"[1-9]+[mps]|[ESWNCFP]+")
_PLAIN_MELD = re.compile(r"\[([1-9]{3,4}[mps]|[ESWNCFP]{3,4})(,?[0-9])?\]")
_PLAIN_WINDS = frozenset("ESWNeswn")
_RUN_CODES = {**{mark: bytes(range(256)).translate(bytes.maketrans(
    b"123456789", bytes(range(base, base + 9)))) for mark, base in (("m", 0), ("p", 9), ("s", 18))},
    **dict.fromkeys("ESWNCFP", bytes(range(256)).translate(
        bytes.maketrans(b"ESWNCFP", bytes(range(EAST, KINDS)))))}
"""By a plain run's last letter, the table turning its ranks (or honour letters) into codes."""


@cache  # start-up: compiled on first use (see the module's docstring)
def _spelled_tiles() -> re.Pattern[str]:
    """Tiles spelled any way (Chinese, glyphs, whitespace inside a run or between tiles)."""
    return re.compile(rf"(?:{_W}(?:{SPACED_TOKEN_PLAIN}))*{_W}")


@cache  # start-up: compiled on first use
def _spelled_meld() -> re.Pattern[str]:
    return re.compile(rf"\[((?:{_W}(?:{SPACED_TOKEN_PLAIN}))+){_W}(,?\s*[0-9])?{_W}\]")


@cache  # start-up: compiled on first use
def _spelled_suffix() -> re.Pattern[str]:
    winds = f"[{re.escape(_WIND_CHARS)}]"
    return re.compile(rf"\|{_W}({winds}){_W}({winds}){_W}([01]{{4}})"
                      rf"(?:{_W}\|(?:{_W}({_FLOWERS_PATTERN}))?)?{_W}")


# A piece's reading: (_TILES, codes, packed counts, None), (_MELD, meld, packed counts, its
# canonical notation) or (_SUFFIX, situation, 0, None).  A run that is not an ascending plain run
# of one suit, as the canonical form writes them, adds _UNSORTED to its packed counts, above the
# tiles' bytes.
_TILES, _MELD, _SUFFIX = 0, 1, 2
_FLAGS_AT = 8 * 40
_UNSORTED = 1 << _FLAGS_AT
_LONGEST_PIECE = 256
"""Longer pieces are left to the grammar: some 26 pieces at most make a hand, so a hand the
reader reads stays within the grammar's limit on a text's length (MAX_NOTATION)."""
Piece = tuple[int, Any, int, Any]


def _piece(piece: str) -> Piece | None:
    """What one piece reads as (None: not well formed, or not alone)."""
    if len(piece) > _LONGEST_PIECE:
        return None
    try:
        if piece[0] == "[":
            meld = _meld_piece(piece)
            return None if meld is None else (_MELD, meld, _packed(meld.tiles), meld.notation())
        if piece[0] == "|":
            situation = _suffix_piece(piece)
            return None if situation is None else (_SUFFIX, situation, 0, None)
    except _Wrong:  # a meld or suffix that breaks a rule: the grammar says where
        return None
    return _tiles_piece(piece)


def _tiles_piece(piece: str) -> Piece | None:
    if _PLAIN_TILES.fullmatch(piece):
        codes = _plain_codes(piece)
        return _TILES, codes, _packed(codes) + (0 if list(codes) == sorted(codes) else _UNSORTED), \
            None
    if _spelled_tiles().fullmatch(piece):
        codes = tuple(decode_codes(piece))
        return _TILES, codes, _packed(codes) + _UNSORTED, None
    return None


def _plain_codes(run: str) -> tuple[int, ...]:
    """The codes of a plain run (``14799m``, ``WWCCC``)."""
    return tuple(run.encode("ascii").translate(_RUN_CODES[run[-1]], b"mps"))


def _meld_piece(piece: str) -> Meld | None:
    plain = _PLAIN_MELD.fullmatch(piece)
    if plain is not None:
        body, offer = plain.groups()
        codes = _plain_codes(body)
    else:
        spelled = _spelled_meld().fullmatch(piece)
        if spelled is None:
            return None
        body, offer = spelled.groups()
        codes = tuple(decode_codes(body))
    return make_meld(codes, int(offer[-1]) if offer else None)


def _suffix_piece(suffix: str) -> Situation | None:
    """A context suffix (``|`` and what follows); a plain one (``|ES1000|3``) read by slices."""
    round_wind, seat_wind, flags, bar, flowers = \
        suffix[1:2], suffix[2:3], suffix[3:7], suffix[7:8], suffix[8:]
    if round_wind in _PLAIN_WINDS and seat_wind in _PLAIN_WINDS and flags in _FLAGS \
            and bar in ("", "|") \
            and (not flowers or flowers.isascii() and (flowers.isalpha() or flowers.isdigit())):
        return make_situation(round_wind, seat_wind, flags, flowers)
    spelled = _spelled_suffix().fullmatch(suffix)
    if spelled is None:
        return None
    round_wind, seat_wind, flags, flowers = spelled.groups()
    return make_situation(round_wind, seat_wind, flags, flowers or "")


_PIECES = BoundedMemo(_piece, 1 << 15)  # runs, melds and suffixes: as many as they had apart
_PIECES[None] = _PIECES[""] = (_TILES, (), 0, None)  # a run the canonical cut did not find

# The tiles of a hand counted in one int, a byte a tile (the packed counts of its pieces added
# up) with 123 added to each byte: a tile beyond its four copies sets the top bit of its byte.
# No byte carries into the next in a hand of the right size, which holds at most 13 + 1 + 16
# copies of a tile (standing tiles, the winning tile, four kongs); the size is checked with it.
_BIT = tuple(1 << 8 * code for code in range(KINDS))
_ROOM = 123 * sum(_BIT)
_BEYOND_FOUR = 128 * sum(_BIT)


def _packed(codes: Iterable[int]) -> int:
    packed = 0
    for code in codes:
        packed += _BIT[code]
    return packed


Read = tuple[tuple[Meld, ...], tuple[int, ...], int, "str | None", "Situation | None"]
"""The melds, the standing tiles as written but the last, the last (a winning hand's winning
tile), the hand's canonical notation when the text writes it (None otherwise), the suffix's
situation."""
_Pieces = tuple[tuple[Meld, ...], tuple[int, ...], int, int, "Situation | None"]
"""A hand's pieces read: the melds, the standing tiles but the last, the packed counts of the
tiles (with :data:`_ROOM`), the last standing tile, the situation."""


def _read_fast(text: str, sizes: tuple[int, ...]) -> Read | None:
    """A hand well formed, with one of ``sizes`` tiles (a kong as three), at most four melds
    and four of each tile; None for anything else.  Its pieces are cut by one pattern: the
    canonical form's when the text is written so (one fullmatch cuts the whole hand, and it
    is canonical if its runs are ascending), else :data:`_PIECE`'s, piece after piece."""
    cut = _CANONICAL.fullmatch(text)
    canonical = None
    if cut is not None:
        melds_text, written, characters, dots, bamboo, honours, winning, suffix = cut.groups()
        pieces = _PIECES
        try:  # a piece not read is None, and does not unpack
            _, in_characters, packed, _ = pieces[characters]
            _, in_dots, counts, _ = pieces[dots]
            packed += counts
            _, in_bamboo, counts, _ = pieces[bamboo]
            packed += counts
            _, in_honours, counts, _ = pieces[honours]
            packed += counts
            _, win, counts, _ = pieces[winning]
            packed += _ROOM + counts
            melds: tuple[Meld, ...] = ()
            notation = ""
            if melds_text:
                for inside in melds_text[1:-1].split("]["):
                    _, meld, counts, written_meld = pieces[f"[{inside}]"]
                    melds += (meld,)
                    notation += written_meld
                    packed += counts
            situation = None if suffix is None else pieces[suffix][1]
            if packed < _UNSORTED:  # every run ascending: the text is canonical
                rest, last = in_characters + in_dots + in_bamboo + in_honours, win[0]
                canonical = notation + written
        except TypeError:
            pass
    if canonical is None:
        read = _pieces(text)
        if read is None:
            return None
        melds, rest, packed, last, situation = read
    if len(melds) > MAX_MELDS or 3 * len(melds) + len(rest) + 1 not in sizes \
            or packed & _BEYOND_FOUR:
        return None
    return melds, rest, last, canonical, situation


_CANONICAL = re.compile(r"((?:\[[^\[\]|]*\])*)(([1-9]+m)?([1-9]+p)?([1-9]+s)?([ESWNCFP]*)"
                        r"([1-9][mps]|[ESWNCFP]))(\|.*)?", re.S)
"""A hand as the canonical form writes it, if its runs are ascending: the melds first, then one
run a suit in the order m p s, the honours, the winning tile alone, the suffix.  Groups: the
melds, the standing tiles, each suit's run, the winning tile, the suffix."""


def _pieces(text: str) -> _Pieces | None:
    """The pieces of any text :data:`_PIECE` cuts, read (None if one does not read)."""
    melds: tuple[Meld, ...] = ()
    standing: tuple[int, ...] = ()
    packed, situation = _ROOM, None
    pieces = _PIECES
    for piece in _PIECE.findall(text):
        read = pieces[piece]
        if read is None:
            return None
        kind, value, counts, _ = read
        if kind == _TILES:
            standing += value
            if len(standing) > HAND_TILES:  # no hand: the refusal counts it (and a long
                return None  # line would cost its square in tuples)
        elif kind == _MELD:
            melds += (value,)
        else:
            situation = value
        packed += counts
    if not standing:
        return None
    return melds, standing[:-1], packed, standing[-1], situation


# ---------------------------------------------------------------------------------------
# Element by element: finds where and why a hand the Regex rejects goes wrong


def _start(text: str, loc: int) -> int:
    while loc < len(text) and text[loc].isspace():
        loc += 1
    return loc


def _read_meld(text: str, loc: int, tokens: pp.ParseResults) -> _Meld:
    loc = _start(text, loc)
    tiles = [pair for group in tokens["tiles"] for pair in group]
    offer = tokens["offer"] if "offer" in tokens else None
    try:
        meld = make_meld(tuple(code for code, _ in tiles), int(offer[-1]) if offer else None)
    except _Wrong as wrong:
        from paiju.grammar._common import Problem  # only the grammar calls this: loaded

        raise Problem(text, text.index("]", loc) - 1 if wrong.part == "offer" else loc,
                      str(wrong)) from None
    return _Meld(meld, loc)


def _read_stretch(text: str, loc: int, tokens: pp.ParseResults) -> _Tiles:
    return _Tiles(decode_codes(tokens[0]), tokens[0], _start(text, loc))


def _read_context(text: str, loc: int, tokens: pp.ParseResults) -> Situation:
    flowers = tokens["flowers"] if "flowers" in tokens else ""
    try:
        return make_situation(tokens["round"], tokens["seat"], tokens["flags"], flowers)
    except _Wrong as wrong:  # a suffix's fault is in its flowers: part is their index
        at = wrong.part if isinstance(wrong.part, int) else 0
        from paiju.grammar._common import Problem

        raise Problem(text, text.rindex(flowers) + at, str(wrong)) from None


_FLOWER_CHARS = "".join(LABELS[FIRST_FLOWER:] + NAMES_ZH[FIRST_FLOWER:] + GLYPHS[FIRST_FLOWER:])


def _misplaced(text: str, loc: int, tokens: pp.ParseResults) -> None:
    """A flower or a lower-case honour letter among the tiles: say where it belongs."""
    from paiju.grammar._common import Problem

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
    import pyparsing as pp

    return pp.Regex(f"[{_FLOWER_CHARS}wn]").set_name(TILE_HELP).add_parse_action(_misplaced)


@cache  # start-up: built on first use
def _wind_element() -> pp.ParserElement:
    """One wind, as the context suffix, an option or a record writes it."""
    import pyparsing as pp

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
    element = built(_wind_element)  # start-up: on first use, kept for good (paiju.startup)
    from paiju.grammar._common import parse

    try:
        return WIND_CODES[parse(element, text, "wind")[0]]
    except NotationError as error:  # one message whatever went wrong: a wind is one token
        offset = error.offset or 0
        raise NotationError(f"cannot read wind: expected {WIND_HELP}, found "
                            f"{describe_found(text, offset)}", text, offset) from None


@cache  # start-up: built on first use (see the module's docstring)
def hand_grammar() -> pp.ParserElement:
    """The hand notation, element by element."""
    import pyparsing as pp

    wind, misplaced = _wind_element(), _misplaced_element()
    spaced_tiles, spaced_mistake = tile_elements(spaced=True)
    offer = pp.Regex(r",?\s*[0-9]").set_name("an offer digit")
    close = pp.Literal("]").set_name("']'")
    tile = (spaced_tiles | misplaced | spaced_mistake).set_name(TILE_HELP)
    # the first tile is read whatever follows it: "[1]" is a tile without its suit (said
    # so), not an offer digit found where tiles were expected
    body = (tile + pp.ZeroOrMore(tile, stop_on=offer + close)).set_name(TILE_HELP)
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


def _refuse_by_pieces(text: str, sizes: tuple[int, ...]) -> None:
    """Raise the error the grammar would for a text whose pieces all read well formed (a hand
    whose tokens are good but whose size, melds or copies are not), from the pieces: the grammar
    would read every token of it, some 25,000 instructions each through pyparsing, before
    saying so (an 8 KB line of ``1m``: 40 ms), where this is a memo lookup a piece.  The message
    counts the whole hand, so every piece is still looked at.  Returns (and the grammar reads
    the text) when a piece does not read, or when the text is one the grammar refuses before
    reading it (empty, too long)."""
    if not text.strip() or len(text) > MAX_NOTATION:
        return
    items: list[_Tiles | _Meld] = []
    pieces = _PIECES
    for found in _PIECE.finditer(text):
        piece = found[0]
        if len(piece) > _LONGEST_PIECE and _LONG_PLAIN.fullmatch(piece):
            # left to the grammar by the fast reader; here read run by run (one pattern
            # for a long stretch of any spelling would try it from every rank)
            for run in _PLAIN_TILES.finditer(piece):
                items.append(_Tiles(list(_plain_codes(run[0])), run[0],
                                    found.start() + run.start()))
            continue
        read = pieces[piece]
        if read is None:
            return
        kind, value, _, _ = read
        if kind == _TILES:
            items.append(_Tiles(list(value), piece, found.start()))
        elif kind == _MELD:
            items.append(_Meld(value, found.start()))
    if sizes == _WINNING_SIZE:
        _check(text, items)
    else:
        _checked(text, items, sizes)


_LONG_PLAIN = re.compile(rf"(?:{_W}(?:[1-9]+[mps]|[ESWNCFP]+))*{_W}")
"""A long stretch of plain runs apart (``1m 1m …``): read in linear time."""


def parse_hand(text: str) -> tuple[Hand, Situation | None]:
    """Read an MCR hand; NotationError / IllegalHandError point at the column at fault."""
    read = _read_fast(text, _WINNING_SIZE)
    if read is None:
        _refuse_by_pieces(text, _WINNING_SIZE)
        return parse_hand_by_grammar(text)  # says where and why
    melds, rest, winning_tile, notation, situation = read
    if notation is not None:
        return written_hand(melds, rest, winning_tile, notation), situation
    return Hand(melds, tuple(sorted(rest)), winning_tile), situation


def parse_tiles_with_melds(text: str, sizes: tuple[int, ...] = (HAND_TILES - 1, HAND_TILES)) \
        -> tuple[tuple[Meld, ...], tuple[int, ...], Situation | None]:
    """Read a hand that need not be a win: melds and standing tiles in the same notation, with
    one of ``sizes`` tiles (13 before a draw, 14 after one; a kong counts as three).
    Returns the melds, the standing tile codes as written, and the context suffix (or None).
    Errors point at the column as :func:`parse_hand`'s do."""
    read = _read_fast(text, sizes)
    if read is None:
        _refuse_by_pieces(text, sizes)
        return parse_tiles_with_melds_by_grammar(text, sizes)
    melds, rest, last, _, situation = read
    return melds, rest + (last,), situation


def parse_hand_by_grammar(text: str) -> tuple[Hand, Situation | None]:
    """:func:`parse_hand` through :func:`hand_grammar` alone, element by element: what the
    fast reader must answer, errors included (tests/test_mcr_grammar.py compares them)."""
    grammar = built(hand_grammar)  # start-up: on first use, kept for good (paiju.startup)
    from paiju.grammar._common import parse

    items, situation = parse(grammar, text, "hand", more="a context suffix |EE0000")[0]
    return _check(text, items), situation


def parse_tiles_with_melds_by_grammar(text: str, sizes: tuple[int, ...] = (HAND_TILES - 1,
                                                                          HAND_TILES)) \
        -> tuple[tuple[Meld, ...], tuple[int, ...], Situation | None]:
    """:func:`parse_tiles_with_melds` through :func:`hand_grammar` alone: what its fast reader
    must answer, errors included (tests/test_mcr_grammar.py compares them)."""
    grammar = built(hand_grammar)  # start-up: on first use, kept for good (paiju.startup)
    from paiju.grammar._common import parse

    items, situation = parse(grammar, text, "hand", more="a context suffix |EE0000")[0]
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
        if isinstance(item, _Meld):  # a kong counts 3
            counted += 3
            if counted > limit:
                return item.start
        elif counted + len(item.codes) > limit:  # only this stretch's tile is decoded
            return item.offset(limit - counted)
        else:
            counted += len(item.codes)
    return len(text)


def _end_of_tiles(text: str) -> int:
    return text.index("|") if "|" in text else len(text.rstrip())
