"""The Fuzhou rule book (规则开关): the rulings fuzhou-mahjong.md leaves to the table.

Each switch is data — its name, the section it comes from, its values (the default first, the
rules file's adopted reading) and what each says — and every value edits one field of
:class:`RuleBook`, the immutable object the scorer and the table read.  The switches are the
variants the rules file names: who pays a bonus hand won on a discard (§7.2), a discarded gold
(§2), golds counted as flowers (§1, §9.5), the banker count in payments (§7.4) and the banker
count on a drawn deal (§3).  Table options that are numbers (the base, a banker count given
for one hand) are :class:`paiju.engine.fuzhou.scoring.Rules`.

    >>> book = rule_book([("bonus-on-discard", "all")])
    >>> book.bonus_on_discard, book.readings
    (<BonusOnDiscard.ALL: 'all'>, (('bonus-on-discard', 'all'),))
    >>> DEFAULT.bonus_on_discard.value
    'discarder'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Iterable

from paiju.engine.rulebook import Switch, Switchboard, enum_switch


class BonusOnDiscard(enum.Enum):
    """§7.2: who pays a bonus hand (平胡, 金雀) won on a discard."""

    DISCARDER = "discarder"
    ALL = "all"


class DiscardedGold(enum.Enum):
    """§2 [L]: may a discarded gold be claimed to win?"""

    REFUSED = "refused"
    AS_SHOWN = "as-shown"


class GoldsAsFlowers(enum.Enum):
    """§1, §9.5: does each gold in the winning hand count as a flower?"""

    NO = "no"
    YES = "yes"


class BankerCount(enum.Enum):
    """§7.4 [L]: does the banker's consecutive count (连庄数) enter the payments at the table?"""

    NONE = "none"
    ADDED = "added"


class RunOnDraw(enum.Enum):
    """§3 [M]: the banker stays on a drawn deal (荒庄); does their count grow?"""

    GROWS = "grows"
    KEPT = "kept"


@dataclass(frozen=True)
class RuleBook:
    """The rules one Fuzhou table plays by; the defaults are fuzhou-mahjong.md's readings.

    ``readings`` lists the switches set away from their default, as (switch, value) names."""

    bonus_on_discard: BonusOnDiscard = BonusOnDiscard.DISCARDER
    discarded_gold: DiscardedGold = DiscardedGold.REFUSED
    golds_as_flowers: GoldsAsFlowers = GoldsAsFlowers.NO
    banker_count: BankerCount = BankerCount.NONE
    run_on_draw: RunOnDraw = RunOnDraw.GROWS
    readings: tuple[tuple[str, str], ...] = ()


SWITCHES: tuple[Switch[RuleBook], ...] = (
    enum_switch("bonus-on-discard", "A bonus hand (平胡, 金雀) won on a discard: who pays",
                "bonus_on_discard", BonusOnDiscard, {
                    BonusOnDiscard.DISCARDER: "the discarder alone, as for any discard win; "
                                              "only the flowers count as if self-drawn",
                    BonusOnDiscard.ALL: "all three other players, as if self-drawn",
                }, "§7.2"),
    enum_switch("discarded-gold", "May a discarded gold be claimed to win", "discarded_gold",
                DiscardedGold, {
                    DiscardedGold.REFUSED: "no: a discarded gold cannot be claimed, not even "
                                           "to win",
                    DiscardedGold.AS_SHOWN: "yes, as the tile it shows (it is not wild then)",
                }, "§2"),
    enum_switch("golds-as-flowers", "Does each gold in the winning hand count as a flower",
                "golds_as_flowers", GoldsAsFlowers, {
                    GoldsAsFlowers.NO: "no: F counts the flowers set aside and the kongs only",
                    GoldsAsFlowers.YES: "yes: +1 to F for each gold in the winning hand (so a "
                                        "hand holding a gold is never 平胡 and gets no +10)",
                }, "§1"),
    enum_switch("banker-count", "Does the banker's consecutive count (连庄数) K enter the "
                "payments at the table", "banker_count", BankerCount, {
                    BankerCount.NONE: "no: the count only records the banker's run (K = 0)",
                    BankerCount.ADDED: "yes: +K on every payment the banker makes or receives, "
                                       "2K when F is doubled, K being the banker's run",
                }, "§7.4"),
    enum_switch("run-on-draw", "A drawn deal (荒庄): the banker stays; does their count grow",
                "run_on_draw", RunOnDraw, {
                    RunOnDraw.GROWS: "yes, by one, as when the banker wins",
                    RunOnDraw.KEPT: "no: the count stays as it was",
                }, "§3"),
)
"""Every Fuzhou switch, in the order ``paiju fuzhou rules`` lists them."""

SWITCHBOARD: Switchboard[RuleBook] = Switchboard("Fuzhou", SWITCHES, RuleBook())
DEFAULT = SWITCHBOARD.default
"""fuzhou-mahjong.md's readings: the book every answer uses unless told otherwise."""


def rule_book(choices: Iterable[tuple[str, str]] = ()) -> RuleBook:
    """The book for (switch, value) choices; switches not chosen keep their default.
    ValueError names the switches or values there are."""
    return SWITCHBOARD.book(choices)
