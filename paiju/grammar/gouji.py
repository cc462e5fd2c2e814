"""Gouji card notation (gouji.md §2.2): ``term ("+" term)*``, term = ``[count][x]rank``.

    2大花+3钱+4x10     2Q+1小花     3x钱     1大花+1小花+2钱+4x5     BF+2M+5x7

Ranks: ``3``–``9``, ``10``/``T``, ``J Q K A``; money ``2``/``钱``/``M``; small flower
``小花``/``小王``/``SF``; big flower ``大花``/``大王``/``BF`` (letters in either case).
The ``x`` (also ``X``, ``×``, ``*``) is required only where a numeric rank follows a count
("4x10"; "410" reads as nothing).  Whitespace is ignored; terms of one rank add up.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pyparsing as pp

from paiju.engine.cards import Rank
from paiju.engine.gouji.plays import Play, max_copies, rank_name
from paiju.errors import IllegalPlayError, NotationError
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


@dataclass(frozen=True)
class Term:
    """One ``[count][x]rank`` term as written, with the offset where it starts."""

    count: int
    rank: Rank
    offset: int


def _build_grammar() -> pp.ParserElement:
    numeric = [word for word in RANK_WORDS if word.isdigit()]
    wordy = [word for word in RANK_WORDS if not word.isdigit()]
    numeric_rank = pp.one_of(sorted(numeric, key=len, reverse=True)).set_name("numeric rank")
    word_rank = pp.one_of(wordy, caseless=True).set_name("rank word")
    any_rank = (numeric_rank | word_rank).set_name(RANK_HELP)
    count = pp.Word(pp.nums).set_name("count").set_results_name("count")
    times = pp.one_of("x X × *").set_name("'x'").suppress()

    counted = (count + times - any_rank("rank")) | (count + word_rank("rank"))
    term = (counted | any_rank("rank")).set_name(RANK_HELP)
    term.add_parse_action(_to_term)
    plus = pp.one_of("+ ＋").set_name("'+'").suppress()
    cards = term + pp.ZeroOrMore(plus - term)
    return cards.set_name(RANK_HELP)


def _to_term(text: str, loc: int, tokens: pp.ParseResults) -> Term:
    while text[loc].isspace():  # pyparsing reports where skipping whitespace began
        loc += 1
    count_text = tokens.get("count")
    # a zero count is caught after parsing, where the error can name the whole text
    return Term(int(count_text) if count_text is not None else 1,
                RANK_WORDS[tokens["rank"].upper()], loc)


CARDS = _build_grammar()


def parse_terms(text: str, what: str = "play") -> list[Term]:
    """Read ``text`` into its terms (counts checked ≥ 1), without any rule of what a play is."""
    terms = list(parse(CARDS, text, what, more="'+'"))
    for term in terms:
        if term.count == 0:
            raise NotationError(f"cannot read {what}: a count must be at least 1, found 0",
                                text, term.offset)
    return terms


def check_copies(terms: list[Term], text: str, what: str) -> Counter[Rank]:
    """Add the terms up by rank; more copies than four packs hold is an error at the term
    that goes over."""
    counts: Counter[Rank] = Counter()
    for term in terms:
        counts[term.rank] += term.count
        if counts[term.rank] > max_copies(term.rank):
            raise IllegalPlayError(
                f"impossible {what}: {counts[term.rank]} × {rank_name(term.rank)}, "
                f"four packs hold only {max_copies(term.rank)}",
                text,
                term.offset,
            )
    return counts


def parse_play(text: str) -> Play:
    """Read one Gouji play; raises NotationError / IllegalPlayError pointing at the column."""
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
