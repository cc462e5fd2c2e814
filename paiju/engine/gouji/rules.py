"""The Gouji rule book (规则开关): every ruling a table may set its own way (gouji.md §19).

Each switch is data — its name, the section it comes from, its values (the default first) and
what each says — and every value edits one field of :class:`RuleBook`, the immutable object the
engine reads.  ``paiju gouji rules`` lists :data:`SWITCHES`; every Gouji command takes
``--rule NAME=VALUE``, and a record may carry ``"rules": {NAME: VALUE}``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Iterable

from paiju.engine.rulebook import Reading, Switch, Switchboard, enum_switch, setting


class BeatOption(enum.IntEnum):
    """§6.2: how flowers kill flowers: 0 = same length only, 1 = 2:1 and 3:1 kills allowed."""

    SAME_LENGTH = 0
    MULTI_KILL = 1


class MixedJokers(enum.Enum):
    """A1: how a play holding both kinds of joker is read."""

    DEMOTE = "demote"
    PER_JOKER = "per-joker"


class Burners(enum.Enum):
    """A6: who may burn (烧) a level card played by seat p."""

    ALL = "all"
    ENEMIES = "enemies"
    BEFORE_OPPOSITE = "before-opposite"


class BurnPriority(enum.Enum):
    """A6: who burns first when several seats of one window may burn."""

    TARGET_TEAM = "target-team"
    LEVEL_TEAM = "level-team"
    SEAT_ORDER = "seat-order"


class TangleBurn(enum.Enum):
    """§18 rule 12: what becomes of a burn in progress when the tangle (四户乱缠) begins."""

    CARRY = "carry"
    CANCEL = "cancel"


class Wind(enum.Enum):
    """§18 rule 4: who takes the lead (接风) when a trick's owner has gone out."""

    NEXT = "next"
    PARTNER = "partner"


class FallingTributePartners(enum.Enum):
    """A12: is 落贡 paid when giver and receiver are partners?"""

    PAY = "pay"
    SKIP = "skip"


@dataclass(frozen=True)
class RuleBook:
    """The rules one Gouji table plays by; the defaults are gouji.md's readings.

    ``readings`` lists the switches set away from their default, as (switch, value) names."""

    option: BeatOption = BeatOption.SAME_LENGTH
    opening: int = 0
    mixed_jokers: MixedJokers = MixedJokers.DEMOTE
    burners: Burners = Burners.ALL
    burn_priority: BurnPriority = BurnPriority.TARGET_TEAM
    burn_across_tangle: TangleBurn = TangleBurn.CARRY
    wind: Wind = Wind.NEXT
    falling_tribute_partners: FallingTributePartners = FallingTributePartners.PAY
    readings: tuple[tuple[str, str], ...] = ()


SWITCHES: tuple[Switch[RuleBook], ...] = (
    Switch("option", "How flowers kill flowers when a play is beaten", (
        Reading("0", "same length only: one 大花 kills one 小花, and both plays have as many "
                     "cards"),
        Reading("1", "2:1 and 3:1 kills too (two 大花 kill a 大花, two 小花 a 小花, three 小花 "
                     "a 大花); the answer may then have more cards",
                setting("option", BeatOption.MULTI_KILL)),
    ), "§6.2"),
    Switch("opening", "Which level cards do not open a point (开点) when they win a trick", (
        Reading("0", "plays containing a 大花"),
        Reading("1", "plays containing a 大花 or 小花, and single-card plays",
                setting("opening", 1)),
        Reading("2", "plays containing a 大花, 小花 or 钱", setting("opening", 2)),
    ), "§8"),
    enum_switch("mixed-jokers", "A play holding both 大花 and 小花: how are its jokers read",
                "mixed_jokers", MixedJokers, {
                    MixedJokers.DEMOTE: "every 大花 counts as a 小花 (the original rule page's "
                                        "大花+小花+钱+X case, extended to every mixed play)",
                    MixedJokers.PER_JOKER: "no demotion: each old joker is killed by its own "
                                           "new jokers at the §6.2 ratios, 大花 killers first; "
                                           "the jokers left over stand in as base cards",
                }, "§15 A1"),
    enum_switch("burners", "Who may burn (烧) seat p's level card", "burners", Burners, {
        Burners.ALL: "any active player other than p and its 对家 p+3, p's partners included",
        Burners.ENEMIES: "p's enemies other than its 对家: seats p+1 and p+5",
        Burners.BEFORE_OPPOSITE: "only the two seats acting before the 对家, p+1 and p+2",
    }, "§15 A6"),
    enum_switch("burn-priority", "Several seats of one window may burn: who burns first",
                "burn_priority", BurnPriority, {
                    BurnPriority.TARGET_TEAM: "the team the level card was played against (the "
                                              "对家's team), then play order",
                    BurnPriority.LEVEL_TEAM: "the level player's own team, then play order",
                    BurnPriority.SEAT_ORDER: "play order alone",
                }, "§15 A6"),
    enum_switch("burn-across-tangle", "A burn still in progress when the tangle (四户乱缠) "
                "begins", "burn_across_tangle", TangleBurn, {
                    TangleBurn.CARRY: "carries on: the burner must still go out",
                    TangleBurn.CANCEL: "ends as lifted (解烧) when the tangle begins",
                }, "§18 rule 12"),
    enum_switch("wind", "The trick's owner has gone out: who takes the lead (接风)", "wind",
                Wind, {
                    Wind.NEXT: "the next active seat after the owner",
                    Wind.PARTNER: "the owner's next active partner, else the next active seat",
                }, "§18 rule 4"),
    enum_switch("falling-tribute-partners", "Is 落贡 paid between partners",
                "falling_tribute_partners", FallingTributePartners, {
                    FallingTributePartners.PAY: "yes: 落贡 has no team condition",
                    FallingTributePartners.SKIP: "no: a 大落/二落 whose receiver is a partner "
                                                 "pays no 落贡",
                }, "§15 A12"),
)
"""Every Gouji switch, in the order ``paiju gouji rules`` lists them."""

BURNER_STEPS: dict[Burners, tuple[int, ...]] = {
    Burners.ALL: (1, 2, 4, 5),
    Burners.ENEMIES: (1, 5),
    Burners.BEFORE_OPPOSITE: (1, 2),
}
"""Who may burn seat p's level card under each reading of ``burners``: seats p+step."""


def burner_seats(burned: int, rules: RuleBook) -> tuple[int, ...]:
    """The seats that may burn a level card played by ``burned``, in playing order."""
    return tuple((burned + step) % 6 for step in BURNER_STEPS[rules.burners])


SWITCHBOARD: Switchboard[RuleBook] = Switchboard("Gouji", SWITCHES, RuleBook())
DEFAULT = SWITCHBOARD.default
"""gouji.md's readings: the book every command uses unless told otherwise."""


def rule_book(choices: Iterable[tuple[str, str]] = ()) -> RuleBook:
    """The book for (switch, value) choices; switches not chosen keep their default."""
    return SWITCHBOARD.book(choices)
