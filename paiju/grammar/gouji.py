"""Gouji card notation (gouji.md §2.2, docs/notation.md): one notation for plays and hands,
read by the card reader both card games share (:mod:`paiju.grammar.cards`).

    2大花+3钱+4x10     2Q+1小花     3x钱     KK     55     1010     5s5s     ♠5♠5     大花 ♠2 A A

Groups are separated by ``+``, a comma or whitespace; a group is ``[count][x]card`` or cards
of one rank touching (``KK``, ``55``, ``1010``, ``大花大花``, ``5s5h``).  Gouji's own reading:
a count touches a rank word or a suit symbol (``2大花`` is two big flowers, ``2♣4`` two ♣4;
``2 大花`` a 2 and a big flower — the same in a play and in a hand); the ``x`` (also ``X``,
``×``, ``*``) is required where a numeric rank follows a count (``4x10``; spaces around it
are allowed), and cards of two ranks never touch (``410`` is an error saying what to write).
Groups of one rank add up.

Ranks: ``3``–``9``, ``10``/``T``, ``J Q K A``; money ``2``/``钱``/``M``; small flower
``小花``/``小王``/``SF``/``SJ``; big flower ``大花``/``大王``/``BF``/``BJ`` (letters in either
case).  A card may carry a suit (``♠4`` before the rank, ``4s`` after it; not on flowers):
suits matter only for 上工 in a hand, and a play ignores them.

A *play* is such text that holds one natural rank at most (gouji.md §3); a *hand* holds any.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.gouji.plays import PACKS, Play, max_copies, rank_name
from paiju.errors import IllegalHandError, IllegalPlayError, PaijuError
from paiju.grammar.cards import SEPARATORS, CardReader, Notation, Term

__all__ = ["CARD_HELP", "READER", "SEPARATORS", "Term", "check_copies", "parse_hand",
           "parse_play", "parse_play_from", "parse_terms", "read_play", "written_cards",
           "written_play"]

if TYPE_CHECKING:  # start-up: reading a play (gouji beats) need not load hands
    from paiju.engine.gouji.hand import Hand

CARD_HELP = "a card (3-9, 10/T, J, Q, K, A, 2/钱/M, 小花/SF, 大花/BF; suits ♠4 or 4s)"

READER = CardReader(Notation(card_help=CARD_HELP, name=rank_name, counts_touch_cards=True,
                             groups_touch=False, more=SEPARATORS,
                             copies=lambda rank, suit: PACKS if suit else max_copies(rank)))
"""Gouji's reading of the card notation: a count touches its card (``2Q``), ranks do not."""


def parse_terms(text: str, what: str = "play") -> list[Term]:
    """Read ``text`` into its terms (counts checked ≥ 1), without any rule of what a play or
    a hand is."""
    return READER.terms(text, what)


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


_WRITTEN_TERM = re.compile(r"([1-9][0-9]?)x?(大花|小花|钱|10|[3-9JQKA])")
_RANK_OF_NAME = {rank_name(rank): rank for rank in Rank}


def written_play(text: str) -> Play | None:
    """The play whose own writing (:attr:`Play.written`, what records and answers hold) is
    ``text``, read without the grammar; None for any other text, which the grammar reads
    (so that errors, and every unusual spelling, are the grammar's)."""
    counts: dict[Rank, int] = {}
    for part in text.split("+"):
        term = _WRITTEN_TERM.fullmatch(part)
        if term is None:
            return None
        rank = _RANK_OF_NAME[term[2]]
        if rank in counts:
            return None
        counts[rank] = int(term[1])
    try:
        play = Play.from_counts(counts)
    except IllegalPlayError:
        return None
    return play if play.written == text else None


_WRITTEN_HAND_TERM = re.compile(r"([1-9][0-9]?)(?:x(10|[3-9JQKA])|(大花|小花|钱))")


def written_cards(text: str) -> tuple[Card, ...] | None:
    """The cards of one term of a hand as the engine writes hands (``4xQ``, ``2x10``,
    ``2大花``: a count, and an ``x`` before a rank that is not a flower or 钱), read without
    the grammar; None for any other text — another spelling, a suit, more copies than the
    packs hold — which the grammar reads (so that errors are the grammar's).  A hand's
    record (``gouji replay``) is written so: its hands are then read without pyparsing."""
    term = _WRITTEN_HAND_TERM.fullmatch(text)
    if term is None:
        return None
    rank, count = _RANK_OF_NAME[term[2] or term[3]], int(term[1])
    if count > max_copies(rank):
        return None
    return (Card(rank, None),) * count


@lru_cache(maxsize=65536)
def parse_play(text: str) -> Play:
    """Read one Gouji play; raises NotationError / IllegalPlayError pointing at the column.
    Suits may be written and are ignored (a play is compared by ranks alone).

    Memoised: recorded games repeat the same few thousand plays, and a Play is immutable.
    A play written as the engine writes it is read without pyparsing: a stream of distinct
    records meets new plays all the time, and the grammar costs half a millisecond a play."""
    play = written_play(text)
    return read_play(text) if play is None else play


def read_play(text: str) -> Play:
    """:func:`parse_play` through the grammar, whatever the spelling."""
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
