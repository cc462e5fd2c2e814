"""Suit marks shared by the card notations (Gouji hands for 上工, Sanchazi forks).

A suit is written before the rank as a symbol (``♠4``, ``♦8``; outlined forms ♤♡♧♢ too) or after
it as a letter (``4s``, ``8d``: s spades, h hearts, c clubs, d diamonds, either case).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from paiju.engine.cardgame.cards import Suit

if TYPE_CHECKING:  # start-up: pyparsing is imported with the first grammar built
    import pyparsing as pp

SUIT_SYMBOLS: dict[str, Suit] = {
    "♠": Suit.SPADES, "♤": Suit.SPADES,
    "♥": Suit.HEARTS, "♡": Suit.HEARTS,
    "♣": Suit.CLUBS, "♧": Suit.CLUBS,
    "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
}
SUIT_LETTERS: dict[str, Suit] = {"S": Suit.SPADES, "H": Suit.HEARTS, "C": Suit.CLUBS,
                                 "D": Suit.DIAMONDS}



@cache  # start-up: built with the first card grammar (paiju.grammar.cards)
def suit_symbol() -> pp.ParserElement:
    """The element of a suit symbol."""
    import pyparsing as pp

    return pp.one_of(list(SUIT_SYMBOLS)).set_name("suit symbol (♠ ♥ ♣ ♦)")


@cache  # start-up: built with the first card grammar
def suit_letter() -> pp.ParserElement:
    """The element of a suit letter."""
    import pyparsing as pp

    return pp.one_of(list(SUIT_LETTERS), caseless=True).set_name("suit letter (s h c d)")


def suit_of(mark: str) -> Suit:
    """The suit a symbol or letter stands for."""
    return SUIT_SYMBOLS.get(mark) or SUIT_LETTERS[mark.upper()]
