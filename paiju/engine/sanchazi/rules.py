"""The Sanchazi rule book (规则开关): the rulings sanchazi.md leaves to the table.

Each switch is data on the shared machinery (:mod:`paiju.engine.rulebook`): its name, the
section it comes from, its readings (the default first, the rules file's adopted reading)
and what each says.  The book is what a replayed deal is judged by:

* ``wings-share-ranks`` (§9.4 [L]): may a wing pair share a rank with the plane's triples?
  The card-type engine reads it as :attr:`RuleBook.cards`.
* ``last-hand`` (§9.6 [M]): which play is "the last hand among all players" that earns no
  happy money — the play that ends the deal, or the player's own last play.

    >>> book = rule_book([("wings-share-ranks", "yes")])
    >>> book.cards.wings_share_ranks, book.readings
    (True, (('wings-share-ranks', 'yes'),))
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cached_property
from typing import Iterable

from paiju.engine.rulebook import Switch, Switchboard, enum_switch
from paiju.engine.sanchazi.card_types import Rules
from paiju.engine.sanchazi.scoring import LastHandReading


class WingsShareRanks(enum.Enum):
    """§9.4: may a wing pair have the rank of one of the plane's triples (333444+3344)?"""

    NO = "no"
    YES = "yes"


@dataclass(frozen=True)
class RuleBook:
    """The rules one Sanchazi table plays by; the defaults are sanchazi.md's readings.

    ``readings`` lists the switches set away from their default, as (switch, value) names."""

    wings_share_ranks: WingsShareRanks = WingsShareRanks.NO
    last_hand: LastHandReading = LastHandReading.DEAL
    readings: tuple[tuple[str, str], ...] = ()

    @cached_property
    def cards(self) -> Rules:
        """The card-type variants of this book, as the classifier and the searches read them."""
        return Rules(wings_share_ranks=self.wings_share_ranks is WingsShareRanks.YES)


SWITCHES: tuple[Switch[RuleBook], ...] = (
    enum_switch("wings-share-ranks", "May a wing pair share a rank with the plane's triples "
                "(333444+3344)", "wings_share_ranks", WingsShareRanks, {
                    WingsShareRanks.NO: "no: the wing pairs' ranks differ from the triples'",
                    WingsShareRanks.YES: "yes: a rank held five times is a triple and a wing",
                }, "§9.4"),
    enum_switch("last-hand", "Which play is 'the last hand among all players', the one "
                "three-joker fork that earns no happy money", "last_hand", LastHandReading, {
                    LastHandReading.DEAL: "the play that ends the deal (§10 rule 5)",
                    LastHandReading.OWN: "the player's own last play, with which it goes out",
                }, "§9.6"),
)
"""Every Sanchazi switch, in the order ``paiju sanchazi rules`` lists them."""

SWITCHBOARD: Switchboard[RuleBook] = Switchboard("Sanchazi", SWITCHES, RuleBook())
DEFAULT = SWITCHBOARD.default
"""sanchazi.md's readings: the book every answer uses unless told otherwise."""


def rule_book(choices: Iterable[tuple[str, str]] = ()) -> RuleBook:
    """The book for (switch, value) choices; switches not chosen keep their default.
    ValueError names the switches or values there are."""
    return SWITCHBOARD.book(choices)
