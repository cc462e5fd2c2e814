"""Gouji card notation (gouji.md §2.2): ``term ("+" term)*``, term = ``[count][x]rank``.

    2大花+3钱+4x10     2Q+1小花     3x钱     1大花+1小花+2钱+4x5     BF+2M+5x7

Ranks: ``3``–``9``, ``10``/``T``, ``J Q K A``; money ``2``/``钱``/``M``; small flower
``小花``/``小王``/``SF``; big flower ``大花``/``大王``/``BF`` (letters in either case).
The ``x`` (also ``X``, ``×``, ``*``) is required only where a numeric rank follows a count
("4x10"; "410" reads as nothing).  Whitespace is ignored; terms of one rank add up.

A *hand* is written in the same family, with any number of ranks, separated by ``+``, a comma
or whitespace — ``2大花+1小花+3钱+4xA+2xK+5x10`` or ``大花 ♠2 ♥A A 10s`` — and each card may
carry a suit (``♠4`` before the rank, ``4s`` after it; not on flowers).  In a hand a count
touches its rank (``2大花``, ``4x10``): ``2 大花`` is a 2 and a big flower.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from functools import lru_cache

import pyparsing as pp

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import PACKS, Play, max_copies, rank_name
from paiju.errors import IllegalHandError, IllegalPlayError, NotationError, PaijuError
from paiju.grammar._cards import suit_letter, suit_of, suit_symbol
from paiju.grammar._common import parse

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
HAND_SEPARATORS = "'+', ',' or a space"


@dataclass(frozen=True)
class Term:
    """One ``[count][x]rank`` term as written, with the offset where it starts; ``suit`` is
    set only for a suited card of a hand (``♠4``, ``3x4s``)."""

    count: int
    rank: Rank
    offset: int
    suit: Suit | None = None


def _adjacent(element: pp.ParserElement) -> pp.ParserElement:
    """``element`` that must touch what precedes it (no whitespace in between)."""
    return element.copy().leave_whitespace()


def _build_grammars() -> tuple[pp.ParserElement, pp.ParserElement]:
    """The play grammar and the hand grammar, built from the same pieces."""
    numeric = [word for word in RANK_WORDS if word.isdigit()]
    wordy = [word for word in RANK_WORDS if not word.isdigit()]
    suitable = [word for word in wordy if not RANK_WORDS[word.upper()].is_joker]
    numeric_rank = pp.one_of(sorted(numeric, key=len, reverse=True)).set_name("numeric rank")
    word_rank = pp.one_of(wordy, caseless=True).set_name("rank word")
    any_rank = (numeric_rank | word_rank).set_name(RANK_HELP)
    count = pp.Word(pp.nums).set_name("count").set_results_name("count")
    times = pp.one_of("x X × *").set_name("'x'").suppress()

    counted = (count + times - any_rank("rank")) | (count + word_rank("rank"))
    term = (counted | any_rank("rank")).set_name(RANK_HELP)
    term.add_parse_action(_to_term)
    plus = pp.one_of("+ ＋").set_name("'+'").suppress()
    play = (term + pp.ZeroOrMore(plus - term)).set_name(RANK_HELP)

    # hands: suited cards, and counts that touch their rank
    suitable_rank = (numeric_rank | pp.one_of(suitable, caseless=True)).set_name("suited rank")
    symbol_first = suit_symbol("suit") + _adjacent(suitable_rank)("rank")
    letter_after = suitable_rank("rank") + _adjacent(suit_letter)("suit")
    suited = (symbol_first | letter_after).set_name("suited card")
    card = (suited | any_rank("rank")).set_name(CARD_HELP)
    hand_counted = ((count + times - card) | (count + _adjacent(word_rank)("rank"))
                    | (count + _adjacent(symbol_first)))
    hand_term = (hand_counted | card).set_name(CARD_HELP)
    hand_term.add_parse_action(_to_term)
    separator = (pp.one_of("+ ＋ , ，") | (pp.White(" \t") + ~pp.StringEnd())).suppress()
    hand = (hand_term + pp.ZeroOrMore(separator.set_name(HAND_SEPARATORS) - hand_term))
    return play, hand.set_name(CARD_HELP)


def _to_term(text: str, loc: int, tokens: pp.ParseResults) -> Term:
    while text[loc].isspace():  # pyparsing reports where skipping whitespace began
        loc += 1
    count_text = tokens.get("count")
    suit = tokens.get("suit")
    # a zero count is caught after parsing, where the error can name the whole text
    return Term(int(count_text) if count_text is not None else 1,
                RANK_WORDS[tokens["rank"].upper()], loc, suit_of(suit) if suit else None)


CARDS, HAND_CARDS = _build_grammars()


def parse_terms(text: str, what: str = "play") -> list[Term]:
    """Read ``text`` into its terms (counts checked ≥ 1), without any rule of what a play is."""
    return _counted_terms(list(parse(CARDS, text, what, more="'+'")), text, what)


def _counted_terms(terms: list[Term], text: str, what: str) -> list[Term]:
    for term in terms:
        if term.count == 0:
            raise NotationError(f"cannot read {what}: a count must be at least 1, found 0",
                                text, term.offset)
    return terms


def check_copies(terms: list[Term], text: str, what: str,
                 error: type[PaijuError] = IllegalPlayError) -> Counter[Rank]:
    """Add the terms up by rank; more copies than four packs hold is an ``error`` at the
    term that goes over."""
    counts: Counter[Rank] = Counter()
    for term in terms:
        counts[term.rank] += term.count
        if counts[term.rank] > max_copies(term.rank):
            raise error(
                f"impossible {what}: {counts[term.rank]} × {rank_name(term.rank)}, "
                f"four packs hold only {max_copies(term.rank)}",
                text,
                term.offset,
            )
    return counts


@lru_cache(maxsize=65536)
def parse_play(text: str) -> Play:
    """Read one Gouji play; raises NotationError / IllegalPlayError pointing at the column.

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
    terms = _counted_terms(list(parse(HAND_CARDS, text, "hand", more=HAND_SEPARATORS)),
                           text, "hand")
    check_copies(terms, text, "hand", IllegalHandError)
    suited: Counter[tuple[Rank, Suit]] = Counter()
    for term in terms:
        if term.suit is None:
            continue
        suited[term.rank, term.suit] += term.count
        if suited[term.rank, term.suit] > PACKS:
            raise IllegalHandError(
                f"impossible hand: {suited[term.rank, term.suit]} × {term.suit.value}"
                f"{term.rank.label}, four packs hold only {PACKS}", text, term.offset)
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
