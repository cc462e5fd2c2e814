"""One card notation for both card games (docs/notation.md): Gouji plays and hands, Sanchazi
plays and hands, read by one reader built from each game's :class:`Notation`.

    55    KK    1010    TT    2x5    5x5    5s5s    ♠5♠5    ♠5 ♠5    5+5    大王大王    SF BJ

A card is a rank word with an optional suit (a symbol before it, ``♠5``, or a letter after
it, ``5s``; never on a joker).  Every spelling of a card is read in both games where the card
exists (:data:`SPELLINGS`).  Cards of one rank may touch (``55``, ``1010``, ``KKs``); ``NxR``
(``x X × *``, spaces around it allowed) is N cards of rank R; ``+``, a comma or spaces
separate groups.  Two readings differ by game, each kept from before the notations were one:

* a count touching a rank word or a suit symbol is a count in Gouji (``2Q`` two queens,
  ``2♣4`` two ♣4) but two cards in Sanchazi (``2Q`` a 2 and a Q), whose cards of any ranks
  touch (``888JJ``);
* so in Gouji cards of two ranks never touch (``410`` is an error that says what to write).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from paiju.engine.cardgame.cards import Rank, Suit
from paiju.errors import NotationError
from paiju.grammar._cards import SUIT_LETTERS, SUIT_SYMBOLS, suit_letter, suit_of, suit_symbol
from paiju.grammar.counts import read_count, shown_count
from paiju.startup import importing

if TYPE_CHECKING:  # start-up: pyparsing is imported with a reader's first grammar
    import pyparsing as pp

SPELLINGS: dict[str, Rank] = {
    **{str(n): Rank(n) for n in range(3, 11)},
    "T": Rank.TEN, "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING, "A": Rank.ACE,
    "2": Rank.TWO, "钱": Rank.TWO, "M": Rank.TWO,
    "小花": Rank.SMALL_JOKER, "小王": Rank.SMALL_JOKER, "SF": Rank.SMALL_JOKER,
    "SJ": Rank.SMALL_JOKER,
    "大花": Rank.BIG_JOKER, "大王": Rank.BIG_JOKER, "BF": Rank.BIG_JOKER, "BJ": Rank.BIG_JOKER,
}
"""Every way to write a rank in either game, upper-case form (input letters are caseless)."""

SEPARATORS = "'+', ',' or a space"


@dataclass(frozen=True)
class Notation:
    """How one game reads the shared notation: its error texts and its two readings."""

    card_help: str
    """What a card is, in the game's words, for "expected …" errors."""
    name: Callable[[Rank], str]
    """The game's name of a rank, for errors."""
    counts_touch_cards: bool
    """A count touching a rank word or a suit symbol counts it (Gouji ``2Q``, ``2♣4``)."""
    groups_touch: bool
    """Cards of different ranks may touch (Sanchazi ``888JJ``); else a separator is needed."""
    more: str
    """What may follow a complete group, for "expected … or the end" errors."""
    copies: Callable[[Rank, Suit | None], int]
    """How many of a rank (or of a rank and suit) the game's packs hold: text that holds
    more is refused by the game's count of copies, so reading stops at the group that goes
    over (:meth:`CardReader.terms`)."""


@dataclass(frozen=True)
class Term:
    """``count`` cards of ``rank`` as written from ``offset`` to ``end``; ``suit`` is set
    only for a suited card (``♠4``, ``3x4s``)."""

    count: int
    rank: Rank
    offset: int
    suit: Suit | None = None
    end: int = 0


class CardReader:
    """The card notation of one game: text → its terms, errors at the display column."""

    def __init__(self, notation: Notation) -> None:
        self.notation = notation
        self._built: pp.ParserElement | None = None
        """The grammar, built when the first text is read (start-up: a query that reads no
        cards through it, or another game's, never builds it, nor imports pyparsing)."""
        self._read: list[Term] = []
        """The terms of the text being read, as they are read."""
        self._held: Counter[tuple[Rank, Suit | None]] = Counter()
        """Their cards of each rank (suit None) and of each rank and suit."""

    def terms(self, text: str, what: str) -> list[Term]:
        """The terms written in ``text`` (counts checked ≥ 1), without any rule of what a
        play or a hand is; ``what`` names the thing in errors.

        Text is read only as far as the first group that holds more of a card than the packs
        do: the game's count of copies refuses the text at that group whatever follows it,
        so a line is refused in the time its groups up to there take (``J`` × 8192 at the
        13th J in Sanchazi), not the time of all of it."""
        if self._built is None:
            with importing():  # start-up: made once, kept for good (paiju.startup)
                self._built = _grammar(self.notation, self._tally)
        from paiju.grammar._common import parse

        self._read = []
        self._held.clear()
        try:
            terms = list(parse(self._built, text, what, more=self.notation.more))
        except _Enough:
            terms = self._read
        for term in terms:
            if term.count == 0:
                raise NotationError(f"cannot read {what}: a count must be at least 1, found 0",
                                    text, term.offset)
        return terms


    def _tally(self, text: str, loc: int, tokens: pp.ParseResults) -> None:
        """Keep each group as it is read; at one that holds more of a card than the packs,
        stop reading (see :meth:`terms`)."""
        copies, held = self.notation.copies, self._held
        self._read.extend(tokens)
        for term in tokens:
            held[term.rank, None] += term.count
            over = held[term.rank, None] > copies(term.rank, None)
            if term.suit is not None:
                held[term.rank, term.suit] += term.count
                over = over or held[term.rank, term.suit] > copies(term.rank, term.suit)
            if over:
                raise _Enough()


class _Enough(Exception):
    """Reading stops: a group holds more of a card than the packs."""


def _adjacent(element: pp.ParserElement) -> pp.ParserElement:
    """``element`` that must touch what precedes it (no whitespace in between)."""
    return element.copy().leave_whitespace()


def _start(text: str, loc: int) -> int:
    while text[loc].isspace():  # pyparsing reports where skipping whitespace began
        loc += 1
    return loc


def _card_pattern(suited: list[str], jokers: list[str]) -> str:
    """A card as one regular expression (case-insensitive): the language of ``symbol_first |
    body`` in :func:`_grammar`."""
    def either(words: list[str]) -> str:
        return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return (f"(?P<prefix>[{''.join(SUIT_SYMBOLS)}])?(?:(?P<rank>{either(suited)})"
            f"(?P<suffix>[{''.join(SUIT_LETTERS)}](?!F))?|(?P<joker>{either(jokers)}))")


SUITED = [word for word, rank in SPELLINGS.items() if not rank.is_joker]
JOKERS = [word for word, rank in SPELLINGS.items() if rank.is_joker]
CARD_PATTERN = _card_pattern(SUITED, JOKERS)
CARD = re.compile(CARD_PATTERN, re.IGNORECASE)
if TYPE_CHECKING:
    Found = pp.ParseResults | dict[str, str | None]
    """A card's named parts: pyparsing's results, or a match's groups."""


def _grammar(notation: Notation, tally: Callable[[str, int, pp.ParseResults], None]) \
        -> pp.ParserElement:
    """The notation's grammar; ``tally`` is told of every group read."""
    import pyparsing as pp

    suited, jokers, pattern = SUITED, JOKERS, CARD_PATTERN
    # 's' before 'F' starts SF (8sF is an 8 and a small flower); before 'J' it reads two ways,
    # which Sanchazi refuses after parsing (sanchazi.ambiguous_spellings)
    suffix = _adjacent(suit_letter())("suffix") + ~_adjacent(pp.CaselessLiteral("F"))
    body = (pp.one_of(suited, caseless=True)("rank") + pp.Opt(suffix)
            | pp.one_of(jokers, caseless=True)("rank"))
    symbol_first = suit_symbol()("prefix") - _adjacent(body).set_name(
        "a rank right after the suit symbol")
    # one regular expression reads a card quickly; where it fails after a suit symbol, the
    # elements it stands for say what the symbol lacks
    card = (pp.Regex(pattern, flags=re.IGNORECASE) | symbol_first).set_name(notation.card_help)
    card.add_parse_action(lambda text, loc, tokens: _card(notation, text, loc, tokens))

    times = pp.one_of("x X × *").set_name("'x'").suppress()
    if notation.counts_touch_cards:  # a count never ends before a digit: 2Q, 2♣4, not 25
        counted = pp.Word(pp.nums)("count") + (times - card | _adjacent(card))
    else:  # a count is tried only where its x follows: a lone 1 is no card, not a count
        # (not inside digits, and possessive: an 8 KB run of digits is read in linear time)
        counted = pp.Regex(r"(?<![0-9])[0-9]++(?=\s*[xX×*])")("count") + times - card
    counted.add_parse_action(_counted)
    if notation.groups_touch:
        term = (counted | card).set_name(notation.card_help).add_parse_action(tally)
        separator = pp.one_of("+ ＋ , ，").suppress().set_name(SEPARATORS)
        return (term + pp.ZeroOrMore(separator - term | term)).set_name(notation.card_help)
    # touching cards in one step (8 KB of them too), unless a suit symbol ends them: then card
    # by card, for the symbol's error
    unnamed = re.sub(r"\(\?P<\w+>", "(?:", pattern)  # its parts are read by _cards
    one_step = pp.Regex(f"(?:{unnamed})++(?![{''.join(SUIT_SYMBOLS)}])", flags=re.IGNORECASE)
    one_step.add_parse_action(lambda text, loc, tokens: _one_rank(
        text, _cards(notation, text, loc, tokens[0])))
    card_by_card = (card + pp.ZeroOrMore(_adjacent(card))).add_parse_action(
        lambda text, loc, tokens: _one_rank(text, list(tokens)))
    run = one_step | card_by_card
    term = (counted | run).set_name(notation.card_help).add_parse_action(tally)
    separator = (pp.one_of("+ ＋ , ，") | (pp.White(" \t") + ~pp.StringEnd())).suppress()
    return (term + pp.ZeroOrMore(separator.set_name(SEPARATORS) - term)).set_name(
        notation.card_help)


def _cards(notation: Notation, text: str, loc: int, written: str) -> list[Term]:
    """The cards of a run read in one step, each as :func:`_card` reads it, the touching
    copies of one card as one term (``KKK``: three kings at the first K)."""
    start = _start(text, loc)
    terms: list[Term] = []
    spelled, copies = "", 0  # the last card's spelling, and its copies not yet in terms[-1]
    for match in CARD.finditer(written):
        if match.group() == spelled:  # the same card again (JJJJ…): counted, not read again
            copies += 1
            continue
        _add_copies(terms, copies, start + match.start())
        card = _card(notation, text, start + match.start(), match.groupdict())
        spelled, copies = match.group(), 0
        last = terms[-1] if terms else None
        if last is not None and (last.rank, last.suit) == (card.rank, card.suit):
            terms[-1] = Term(last.count + 1, last.rank, last.offset, last.suit, card.end)
        else:
            terms.append(card)
    _add_copies(terms, copies, start + len(written))
    return terms


def _add_copies(terms: list[Term], copies: int, end: int) -> None:
    """The last term with ``copies`` more of its card, written up to ``end``."""
    if copies:
        last = terms[-1]
        terms[-1] = Term(last.count + copies, last.rank, last.offset, last.suit, end)


def _card(notation: Notation, text: str, loc: int, tokens: Found) -> Term:
    start = _start(text, loc)
    prefix, suffix = _named(tokens, "prefix"), _named(tokens, "suffix")
    written = _named(tokens, "rank") or _named(tokens, "joker")
    rank = SPELLINGS[written.upper()]
    end = start + len(prefix) + len(written) + len(suffix)
    if prefix and rank.is_joker:
        from paiju.grammar._common import Problem  # only a grammar calls this: loaded

        raise Problem(text, start, f"{notation.name(rank)} has no suit (write it without "
                                   f"{prefix})")
    if prefix and suffix:
        from paiju.grammar._common import Problem

        raise Problem(text, end - 1, f"one card, two suits ({prefix} and {text[end - 1]})")
    mark = prefix or suffix
    return Term(1, rank, start, suit_of(mark) if mark else None, end)


def _named(tokens: Found, name: str) -> str:
    """The text of the result ``name``, or '' when the text has none."""
    return str(tokens[name] or "") if name in tokens else ""  # a regex group may be None


def _counted(text: str, loc: int, tokens: pp.ParseResults) -> Term:
    card: Term = tokens[-1]
    # a zero count is caught after parsing, where the error can name the whole text
    count = read_count(tokens["count"])
    if count is None:  # more digits than any count of cards needs: not read as a number
        from paiju.grammar._common import Problem

        raise Problem(text, _start(text, loc), f"the count {shown_count(tokens['count'])} "
                                                "is more cards than the packs hold")
    return Term(count, card.rank, _start(text, loc), card.suit, card.end)


def _one_rank(text: str, cards: list[Term]) -> list[Term]:
    """Touching cards where groups do not touch: one rank, else an error saying what to
    write (``410``: four 10s, or a 4 and a 10?)."""
    first = cards[0]
    for before, card in zip(cards, cards[1:]):
        if card.rank != first.rank:
            from paiju.grammar._common import Problem

            raise Problem(text, card.offset, _touching(text, first, before, card))
    return cards


def _touching(text: str, first: Term, before: Term, card: Term) -> str:
    written, other = text[first.offset:before.end], text[card.offset:card.end]
    hint = f"{written} {other}"
    count = read_count(written) if written.isdigit() else None
    if count is not None:  # a count without its x: offer both readings
        spellings = [f"{count}x{other}"]
        if count <= 3:
            spellings += [other * count, " ".join([other] * count)]
        shown = (", ".join(spellings[:-1]) + " or " + spellings[-1] if len(spellings) > 1
                 else spellings[0])
        hint = f"{shown} for {count} × {other}, or {written} {other} for a {written} and a {other}"
    return (f"expected {SEPARATORS} between {written} and {other} (cards of two ranks touch); "
            f"write {hint}")
