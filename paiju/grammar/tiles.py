"""Mahjong tile notation, game-neutral: the spellings every mahjong notation of paiju accepts.

* numbered tiles as rank runs with a suit mark after them: ``123m`` (万), ``55p`` (饼/筒),
  ``789s`` (条); the marks may be Chinese (``123万``, ``五饼``, ``七筒``, ``九条``, ``三索``) and
  the ranks Chinese numerals (``一二三万``);
* honours as letters ``E S W N`` (winds 东南西北) and ``C F P`` (dragons 中 发 白), or in Chinese
  (东 南 西 北 中 发 白, also 東 發, 红中 发财 白板, 东风 …);
* the Unicode mahjong tiles 🀇 … 🀡, 🀀 … 🀆.

:func:`tile_elements` gives two pyparsing elements: ``tiles`` reads a stretch of such tokens
into ``(tile code, offset)`` pairs; ``mistake`` recognises the usual mistakes (a rank run with
no suit mark — which the C++ reference silently drops —, a suit mark with no ranks, the rank 0,
an unknown character) and raises a :class:`~paiju.grammar._common.Problem` that names it.
``tile_elements(spaced=True)`` gives the same for a notation that ignores whitespace between
tiles, even inside a rank run (``3 4 5 s`` is ``345s``): MCR's.  Game grammars (``mcr.py``,
``fuzhou.py``) put melds, offers and context around these.

The elements and the token patterns are built on first use, not at import: compiling their
regular expressions is a few milliseconds, and MCR's plain ASCII hands (what a one-shot
``paiju mcr score HAND`` reads) never need them (start-up, ``benchmarks/startup.py``).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Iterator, NamedTuple

from paiju.engine.mahjong.tiles import GLYPH_CODES, HONOR_NAMES, NUMERAL_DIGITS, SUIT_MARKS, numbered
from paiju.startup import built

if TYPE_CHECKING:  # start-up: pyparsing is imported with the first element built
    import pyparsing as pp

HONOR_WORDS = {**HONOR_NAMES, "红中": HONOR_NAMES["中"], "发财": HONOR_NAMES["发"],
               "白板": HONOR_NAMES["白"],
               **{wind + "风": HONOR_NAMES[wind] for wind in "东南西北"}}
_RANKS = "".join(NUMERAL_DIGITS)
_MARKS = "".join(SUIT_MARKS)
_NAMES = "|".join(sorted(HONOR_WORDS, key=len, reverse=True))
_GLYPHS = "".join(GLYPH_CODES)


def _token_pattern(gap: str) -> str:
    # a glyph may carry a presentation selector (U+FE0E, U+FE0F)
    return (rf"(?P<ranks>[{_RANKS}](?:{gap}[{_RANKS}])*){gap}(?P<suit>[{_MARKS}])"
            rf"|(?P<name>{_NAMES})|(?P<glyph>[{_GLYPHS}])[\ufe0e\ufe0f]?")


def _plain(pattern: str) -> str:
    return re.sub(r"[(][?]P<[a-z]+>", "(?:", pattern)


TOKEN_PATTERN = _token_pattern("")
"""One tile token: a rank run with its suit mark, an honour name, or a glyph."""
SPACED_TOKEN_PATTERN = _token_pattern(r"\s*")
"""The same, whitespace allowed between the ranks of a run and before its mark (``3 4 5 s``):
what a notation that ignores whitespace between tiles reads (MCR)."""
TOKEN_PLAIN = _plain(TOKEN_PATTERN)
"""One tile token without group names, to embed in larger patterns."""
SPACED_TOKEN_PLAIN = _plain(SPACED_TOKEN_PATTERN)
TILES_PATTERN = rf"(?:{TOKEN_PLAIN})+"
"""Tile tokens written together."""
SPACED_TILES_PATTERN = rf"(?:{SPACED_TOKEN_PLAIN})+"
TILE_HELP = "tiles (123m 55p 789s, E S W N C F P, 一万 东 中, 🀇)"


def decode_tiles(stretch: str, start: int = 0) -> list[tuple[int, int]]:
    """The (tile code, offset) pairs of tile tokens written together, ``stretch`` starting at
    offset ``start`` of the text (each rank of a run at its own offset)."""
    return list(iter_tiles(stretch, start))


def iter_tiles(stretch: str, start: int = 0) -> Iterator[tuple[int, int]]:
    """:func:`decode_tiles` one pair at a time: what looks for one tile of a long stretch (the
    first beyond a hand's size) decodes the stretch up to it, not to its end."""
    for match in _token().finditer(stretch):
        ranks, suit, name, glyph = match.groups()
        if ranks:
            base, first = _SUIT_BASE[suit], start + match.start()
            for i, rank in enumerate(ranks):
                if rank in NUMERAL_DIGITS:
                    yield base + NUMERAL_DIGITS[rank], first + i
        else:
            yield HONOR_WORDS[name] if name else GLYPH_CODES[glyph], start + match.start()


def decode_codes(stretch: str) -> list[int]:
    """The tile codes of tile tokens written together (:func:`decode_tiles` without the
    offsets, for the fast path of a parser)."""
    codes: list[int] = []
    for token in _whole_token().findall(stretch):
        codes += _token_codes(token)
    return codes


@cache  # start-up: compiled on first use (see the module's docstring)
def _token() -> re.Pattern[str]:
    """One token, its parts named (it decodes either kind of stretch)."""
    return re.compile(SPACED_TOKEN_PATTERN)


@cache  # start-up: compiled on first use
def _whole_token() -> re.Pattern[str]:
    return re.compile(SPACED_TOKEN_PLAIN)


@lru_cache(maxsize=4096)
def _token_codes(token: str) -> tuple[int, ...]:
    """One token's codes (memoised: hands are written with the same few hundred tokens)."""
    return tuple(code for code, _ in decode_tiles(token))


_SUIT_BASE = {mark: numbered(suit, 1) - 1 for mark, suit in SUIT_MARKS.items()}


def _start(text: str, loc: int) -> int:
    """pyparsing hands parse actions the loc where whitespace skipping began."""
    while loc < len(text) and text[loc].isspace():
        loc += 1
    return loc


def _read_tiles(text: str, loc: int, tokens: pp.ParseResults) -> list[list[tuple[int, int]]]:
    return [decode_tiles(tokens[0], _start(text, loc))]


def _mistake(text: str, loc: int, tokens: pp.ParseResults) -> None:
    from paiju.grammar._common import Problem

    found, loc = tokens[0], _start(text, loc)
    if found[0] in NUMERAL_DIGITS or found[0] == "0":
        if "0" in found:
            raise Problem(text, loc + found.index("0"), "0 is not a tile rank (ranks are 1-9)")
        after = text[_start(text, loc + len(found)):][:1]
        hint = f" ({after} is an honour; suits are lower-case)" if after and after in "MPS" \
            else ""
        shown = " ".join(found.split())  # a run may span lines: the error stays one line
        raise Problem(text, loc, f"{shown} has no suit after it: write m (万), p (饼) or s (条)"
                      f"{hint}")
    if found in SUIT_MARKS:
        raise Problem(text, loc, f"suit {found!r} has no ranks before it (e.g. 123{found})")
    raise Problem(text, loc, f"unknown character {found!r}")


class TileElements(NamedTuple):
    """The pyparsing elements of tiles written together."""

    tiles: pp.ParserElement
    """One or more tiles written together → a list of (tile code, offset)."""
    mistake: pp.ParserElement
    """Matches where ``tiles`` cannot and says what is wrong there (always raises)."""


@cache  # start-up: built on first use (see the module's docstring)
def tile_elements(spaced: bool = False) -> TileElements:
    """The elements of tiles written together; ``spaced``: whitespace allowed inside a rank
    run and before its suit mark (``3 4 5 s``), as MCR's notation has it."""
    import pyparsing as pp

    gap = r"\s*" if spaced else ""
    tiles = pp.Regex(SPACED_TILES_PATTERN if spaced else TILES_PATTERN).set_name(TILE_HELP)
    mistake = pp.Regex(rf"[0{_RANKS}](?:{gap}[0{_RANKS}])*(?:{gap}[{_MARKS}])?|[{_MARKS}]"
                       rf"|[^\s\[\]|,]").set_name(TILE_HELP)
    return TileElements(tiles.add_parse_action(_read_tiles), mistake.add_parse_action(_mistake))


@cache  # start-up: built on first use
def _tile_list() -> pp.ParserElement:
    import pyparsing as pp

    tiles, mistake = tile_elements()
    return pp.OneOrMore((tiles | mistake).set_name(TILE_HELP)).set_name(TILE_HELP)


def parse_tiles(text: str, what: str = "tiles") -> list[tuple[int, int]]:
    """Read tiles written one after another (``123m 5p EE 🀄``) → (tile code, offset) pairs."""
    element = built(_tile_list)  # start-up: on first use, kept for good (paiju.startup)
    from paiju.grammar._common import parse

    return [pair for group in parse(element, text, what) for pair in group]
