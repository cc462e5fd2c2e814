"""Ningguo Sanchazi card notation (sanchazi.md §2–3, docs/notation.md): cards written one
after another, read by the card reader both card games share (:mod:`paiju.grammar.cards`).

    888JJ    ♦8♦8♦8    8d8d8d    1010JJ    TTJJ    大王大王大王    BJ BJ BJ    3344 55    5x5    3x8+JJ

A card is a rank — ``3``–``9``, ``10`` or ``T``, ``J Q K A``, ``2`` — with an optional suit,
written before it as a symbol (``♦8``; ♠ ♥ ♣ ♦ and the outlined ♤ ♡ ♧ ♢) or after it as a
letter (``8d``; s h c d).  Jokers: big ``大王``/``BJ``, small ``小王``/``SJ``; they have no
suit.  Letters may be in either case; spaces, ``+`` and commas between cards are
ignored, but a suit touches its rank.  ``NxR`` is N cards of rank R (``5x5``, ``2x大王``); a
count always has its ``x`` (``2Q`` is a 2 and a Q, Sanchazi's own reading).  Gouji's spellings
read too (``钱``/``M`` for 2, ``小花``/``SF``, ``大花``/``BF``).  Suits matter only for forks:
a fork is three cards of one rank whose suits are all written and equal.

``sJ`` right after a rank reads two ways (``8sJ``: ♠8 then J, or 8 then the small joker SJ),
so it is an error: write ``♠8J``, ``8s J`` or ``8 SJ``/``8小王`` (each of them reads).  When
the J carries a suit letter itself (``8sJd``), only ♠8 J♦ reads — a joker has no suit — and
the text is taken so.

Three packs hold 162 cards: at most 12 of a rank, 3 of one rank and suit, 3 of each joker;
more is an error pointing at the card that goes over.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.sanchazi.card_types import (
    DEFAULT_RULES, Cards, Classification, Rules, card_text, classify, max_copies, rank_name,
    within_three_packs,
)
from paiju.errors import IllegalHandError, IllegalPlayError, NotationError
from paiju.grammar._cards import SUIT_LETTERS
from paiju.grammar._text import MAX_NOTATION
from paiju.grammar.cards import CardReader, Notation, Term

CARD_HELP = "a card (3-9, 10/T, J, Q, K, A, 2, 小王/SJ, 大王/BJ; suit ♦8 or 8d)"

READER = CardReader(Notation(card_help=CARD_HELP, name=rank_name, counts_touch_cards=False,
                             groups_touch=True, more="a card",
                             copies=max_copies))
"""Sanchazi's reading of the card notation: cards of any ranks touch (``2Q`` a 2 and a Q)."""


@dataclass(frozen=True)
class WrittenCard:
    """One card as written and where it starts in the text (the cards of ``3x8`` all start
    where the count does)."""

    card: Card
    offset: int


def read_cards(text: str, what: str = "play") -> list[WrittenCard]:
    """The cards written in ``text`` with their offsets, without any rule of what a play
    is or how many copies exist."""
    found: list[WrittenCard] = []
    for term in READER.terms(text, what):
        if term.suit is Suit.SPADES and text[term.end - 1] in "sS":
            _refuse_ambiguous_sj(text, term, what)
        card = Card(term.rank, term.suit)
        found.extend(WrittenCard(card, term.offset) for _ in range(term.count))
    return found


def _refuse_ambiguous_sj(text: str, term: Term, what: str) -> None:
    at = term.end - 1
    if _joker_reading(text, at):
        written, name = text[at:at + 2], rank_name(term.rank)
        spellings = ambiguous_spellings(name, written[0])
        raise NotationError(
            f"ambiguous {what}: '{written}' after {name} is either a ♠ suit and J, or the "
            f"small joker SJ; write {', '.join(spellings[:-1])} or {spellings[-1]}",
            text, at)


def _joker_reading(text: str, at: int) -> bool:
    """Can the ``sJ`` at ``at`` (right after a rank) be the small joker?  Not when a suit
    letter follows the J — a joker takes none — unless that letter starts another ``SJ``."""
    if text[at + 1:at + 2] not in ("j", "J"):
        return False
    after = text[at + 2:at + 3]
    return after.upper() not in SUIT_LETTERS or text[at + 2:at + 4].upper() == "SJ"


def ambiguous_spellings(rank: str, letter: str) -> tuple[str, str, str]:
    """How to write ``{rank}sJ`` unambiguously: the ♠ as a symbol, a space before the J (both
    ♠rank then J), or a space before the joker (rank then SJ)."""
    return f"♠{rank}J", f"{rank}{letter} J", f"{rank} SJ"


def check_copies(written: list[WrittenCard], text: str, what: str) -> Cards:
    """The cards, unless they hold more of a rank (or of a rank and suit) than three packs:
    then an error at the card that goes over."""
    error = IllegalHandError if what == "hand" else IllegalPlayError
    of_rank: Counter[Rank] = Counter()
    of_suit: Counter[Card] = Counter()
    for item in written:
        card = item.card
        of_rank[card.rank] += 1
        if of_rank[card.rank] > max_copies(card.rank):
            raise error(f"impossible {what}: {of_rank[card.rank]} × {rank_name(card.rank)}, "
                        f"three packs hold only {max_copies(card.rank)}", text, item.offset)
        if card.suit is not None:
            of_suit[card] += 1
            if of_suit[card] > max_copies(card.rank, card.suit):
                raise error(f"impossible {what}: {of_suit[card]} × {card_text(card)}, three "
                            f"packs hold only {max_copies(card.rank, card.suit)}",
                            text, item.offset)
    return Cards(tuple(item.card for item in written))


_WRITTEN_CARD = re.compile("[♠♥♣♦]?(?:10|[2-9JQKA])|大王|小王| ")
"""A card as :func:`card_text` writes it, or a space between cards."""
_CARD_OF_TEXT = {card_text(card): card for card in
                 [Card(rank, suit) for rank in Rank if not rank.is_joker for suit in Suit]
                 + [Card(rank) for rank in Rank]}


def written_cards(text: str) -> Cards | None:
    """The cards of ``text`` when it holds nothing but cards as the engine writes them
    (:func:`card_text`: ``999QQ``, ``♦8♦8 10``), at most as many as three packs hold, read
    without the grammar; None for any other text, which the grammar reads (so that errors,
    and every other spelling, are the grammar's).  A one-shot query of such a play
    (``paiju sanchazi type 55``) then never imports pyparsing (start-up)."""
    if len(text) > MAX_NOTATION:
        return None
    words = _WRITTEN_CARD.findall(text)
    if "".join(words) != text:
        return None
    cards = [_CARD_OF_TEXT[word] for word in words if word != " "]
    return Cards(tuple(cards)) if cards and within_three_packs(Counter(cards)) else None


@lru_cache(maxsize=65536)
def parse_play(text: str) -> Cards:
    """Read the cards of one play (no rule of card types yet); errors point at the column.
    Memoised: batches repeat plays, and Cards are immutable."""
    cards = written_cards(text)
    return read_play(text) if cards is None else cards


def read_play(text: str) -> Cards:
    """:func:`parse_play` through the grammar, whatever the spelling."""
    return check_copies(read_cards(text, "play"), text, "play")


def parse_hand(text: str) -> Cards:
    """Read a hand: any cards three packs can hold."""
    cards = written_cards(text)
    return check_copies(read_cards(text, "hand"), text, "hand") if cards is None else cards


def culprit_offset(text: str, classification: Classification) -> int | None:
    """Where in ``text`` the first card of an illegal play's culprit rank is written."""
    if classification.culprit is None:
        return None
    for item in read_cards(text):
        if item.card.rank == classification.culprit:
            return item.offset
    return None


@lru_cache(maxsize=65536)
def parse_legal_play(text: str, rules: Rules = DEFAULT_RULES) -> Classification:
    """Read a play that must be legal (to beat or be beaten); an illegal one is an
    :class:`IllegalPlayError` pointing at the card where it goes wrong."""
    classification = classify(parse_play(text), rules)
    if not classification.legal:
        offset = culprit_offset(text, classification)
        raise IllegalPlayError(f"not a legal play: {classification.reason}", text,
                               0 if offset is None else offset)
    return classification
