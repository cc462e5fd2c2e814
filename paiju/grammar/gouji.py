"""Gouji card notation (gouji.md §2.2): one notation for plays and hands.

    2大花+3钱+4x10     2Q+1小花     3x钱     KK     10 10     ♠5     大花 ♠2 ♥A A 10s

Cards and terms are separated by ``+``, a comma or whitespace; a term is ``[count][x]card``,
its count touching its rank (``2大花`` is two big flowers, ``2 大花`` a 2 and a big flower —
the same in a play and in a hand).  The ``x`` (also ``X``, ``×``, ``*``) is required where a
numeric rank follows a count (``4x10``; ``410`` and ``22`` read as nothing), and then spaces
around it are allowed (``4 x 10``).  A rank word written several times over is that many
cards (``KK``, ``QQQ``, ``大花大花``).  Terms of one rank add up.

Ranks: ``3``–``9``, ``10``/``T``, ``J Q K A``; money ``2``/``钱``/``M``; small flower
``小花``/``小王``/``SF``; big flower ``大花``/``大王``/``BF`` (letters in either case).  A card
may carry a suit (``♠4`` before the rank, ``4s`` after it; not on flowers): suits matter only
for 上工 in a hand, and a play ignores them.

A *play* is such text that holds one natural rank at most (gouji.md §3); a *hand* holds any.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pyparsing as pp

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.gouji.plays import PACKS, Play, max_copies, rank_name
from paiju.errors import IllegalHandError, IllegalPlayError, NotationError, PaijuError
from paiju.grammar._cards import suit_letter, suit_of, suit_symbol
from paiju.grammar._common import named, parse

if TYPE_CHECKING:  # start-up: reading a play (gouji beats) need not load hands
    from paiju.engine.gouji.hand import Hand

RANK_WORDS: dict[str, Rank] = {
    **{str(n): Rank(n) for n in range(3, 11)},
    "T": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
    "2": Rank.TWO,
    "钱": Rank.TWO,
    "M": Rank.TWO,
    "小花": Rank.SMALL_JOKER,
    "小王": Rank.SMALL_JOKER,
    "SF": Rank.SMALL_JOKER,
    "大花": Rank.BIG_JOKER,
    "大王": Rank.BIG_JOKER,
    "BF": Rank.BIG_JOKER,
}
"""Every way to write a rank, upper-case form (input letters are case-insensitive)."""

RANK_HELP = "a rank (3-9, 10/T, J, Q, K, A, 2/钱/M, 小花/SF, 大花/BF)"
CARD_HELP = "a card (3-9, 10/T, J, Q, K, A, 2/钱/M, 小花/SF, 大花/BF; suits ♠4 or 4s)"
SEPARATORS = "'+', ',' or a space"


@dataclass(frozen=True)
class Term:
    """One ``[count][x]card`` term as written, with the offset where it starts; ``suit`` is
    set only for a suited card (``♠4``, ``3x4s``)."""

    count: int
    rank: Rank
    offset: int
    suit: Suit | None = None


def _adjacent(element: pp.ParserElement) -> pp.ParserElement:
    """``element`` that must touch what precedes it (no whitespace in between)."""
    return element.copy().leave_whitespace()


def _repeated(words: list[str]) -> pp.ParserElement:
    """A rank word written two or more times over, touching (``KK``, ``大花大花``): that many
    cards of its rank.  All words of one rank have one length, so the count is the match's
    length over the word's."""
    by_rank: dict[Rank, list[str]] = {}
    for word in words:
        by_rank.setdefault(RANK_WORDS[word], []).append(word)
    pattern = "|".join(f"(?:{'|'.join(map(re.escape, group))}){{2,}}"
                       for group in by_rank.values())
    return pp.Regex(pattern, flags=re.IGNORECASE).set_name("repeated rank")


def _build_grammar() -> pp.ParserElement:
    """The card notation of plays and hands."""
    numeric = [word for word in RANK_WORDS if word.isdigit()]
    wordy = [word for word in RANK_WORDS if not word.isdigit()]
    suitable = [word for word in wordy if not RANK_WORDS[word.upper()].is_joker]
    numeric_rank = pp.one_of(sorted(numeric, key=len, reverse=True)).set_name("numeric rank")
    word_rank = pp.one_of(wordy, caseless=True).set_name("rank word")
    count = pp.Word(pp.nums).set_name("count").set_results_name("count")
    times = pp.one_of("x X × *").set_name("'x'").suppress()

    suitable_rank = (numeric_rank | pp.one_of(suitable, caseless=True)).set_name("suited rank")
    joker_rank = pp.one_of([word for word in wordy if word not in suitable], caseless=True)
    symbol_first = suit_symbol("suit") + _adjacent(suitable_rank)("rank")
    # a rank is read once, its suit letter (if any) after it: no second try without the suit
    letter_after = suitable_rank("rank") + pp.Opt(_adjacent(suit_letter)("suit"))
    card = (symbol_first | letter_after | joker_rank("rank")).set_name(CARD_HELP)
    counted = count + ((times - card) | _adjacent(word_rank)("rank") | _adjacent(symbol_first))
    repeated = _repeated(wordy).add_parse_action(_repeated_term)
    term = (counted.add_parse_action(_to_term) | repeated
            | card.copy().add_parse_action(_to_term)).set_name(CARD_HELP)
    separator = (pp.one_of("+ ＋ , ，") | (pp.White(" \t") + ~pp.StringEnd())).suppress()
    return (term + pp.ZeroOrMore(separator.set_name(SEPARATORS) - term)).set_name(CARD_HELP)


def _start(text: str, loc: int) -> int:
    while text[loc].isspace():  # pyparsing reports where skipping whitespace began
        loc += 1
    return loc


def _to_term(text: str, loc: int, tokens: pp.ParseResults) -> Term:
    count_text = named(tokens, "count")
    suit = named(tokens, "suit")
    # a zero count is caught after parsing, where the error can name the whole text
    return Term(int(count_text) if count_text is not None else 1,
                RANK_WORDS[tokens["rank"].upper()], _start(text, loc),
                suit_of(suit) if suit else None)


def _repeated_term(text: str, loc: int, tokens: pp.ParseResults) -> Term:
    written = tokens[0].upper()
    rank = next(RANK_WORDS[word] for word in RANK_WORDS if written.startswith(word))
    width = next(len(word) for word in RANK_WORDS if written.startswith(word))
    return Term(len(written) // width, rank, _start(text, loc))


CARDS = _build_grammar()


def parse_terms(text: str, what: str = "play") -> list[Term]:
    """Read ``text`` into its terms (counts checked ≥ 1), without any rule of what a play or
    a hand is."""
    terms = list(parse(CARDS, text, what, more=SEPARATORS))
    for term in terms:
        if term.count == 0:
            raise NotationError(f"cannot read {what}: a count must be at least 1, found 0",
                                text, term.offset)
    return terms


def check_copies(terms: list[Term], text: str, what: str,
                 error: type[PaijuError] = IllegalPlayError) -> Counter[Rank]:
    """Add the terms up by rank; more copies of a rank, or of a suited card, than four packs
    hold is an ``error`` at the term that goes over."""
    counts: Counter[Rank] = Counter()
    suited: Counter[tuple[Rank, Suit]] = Counter()
    for term in terms:
        counts[term.rank] += term.count
        if counts[term.rank] > max_copies(term.rank):
            raise error(f"impossible {what}: {counts[term.rank]} × {rank_name(term.rank)}, "
                        f"four packs hold only {max_copies(term.rank)}", text, term.offset)
        if term.suit is None:
            continue
        suited[term.rank, term.suit] += term.count
        if suited[term.rank, term.suit] > PACKS:
            raise error(f"impossible {what}: {suited[term.rank, term.suit]} × "
                        f"{term.suit.value}{term.rank.label}, four packs hold only {PACKS}",
                        text, term.offset)
    return counts


@lru_cache(maxsize=65536)
def parse_play(text: str) -> Play:
    """Read one Gouji play; raises NotationError / IllegalPlayError pointing at the column.
    Suits may be written and are ignored (a play is compared by ranks alone).

    Memoised: recorded games repeat the same few thousand plays, and a Play is immutable."""
    terms = parse_terms(text, "play")
    first_natural: Term | None = None
    for term in terms:
        if not term.rank.is_natural:
            continue
        if first_natural is None:
            first_natural = term
        elif term.rank != first_natural.rank:
            raise IllegalPlayError(
                f"not a play: one play holds one natural rank only, found "
                f"{rank_name(first_natural.rank)} and {rank_name(term.rank)}",
                text,
                term.offset,
            )
    return Play.from_counts(check_copies(terms, text, "play"))


def parse_hand(text: str) -> Hand:
    """Read one Gouji hand (any number of ranks, suits optional); raises NotationError /
    IllegalHandError pointing at the column."""
    from paiju.engine.gouji.hand import Hand  # start-up: loaded with the first hand

    terms = parse_terms(text, "hand")
    check_copies(terms, text, "hand", IllegalHandError)
    return Hand(tuple(Card(term.rank, term.suit) for term in terms for _ in range(term.count)))


def parse_play_from(text: str, hand: Hand) -> Play:
    """Read a play that must come out of ``hand``; a card the hand lacks is an
    IllegalPlayError at the term that asks for one too many."""
    play = parse_play(text)
    taken: Counter[Rank] = Counter()
    for term in parse_terms(text):
        taken[term.rank] += term.count
        if taken[term.rank] > hand.count(term.rank):
            raise IllegalPlayError(
                f"not in the hand: the play takes {taken[term.rank]} × "
                f"{rank_name(term.rank)}, the hand holds {hand.count(term.rank)}",
                text, term.offset)
    return play
