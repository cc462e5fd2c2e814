"""Burning (烧牌), gouji.md §7.3: beat a level card out of turn, then go out at once.

The burner must beat the level card and then lead every remaining card in consecutive plays,
each play but the last holding at least one flower (大花 or 小花).  One play holds one natural
rank, so the rest ``R`` needs at least ``G`` plays for its ``G`` natural ranks, and ``G - 1`` of
them need a flower each; money joins any play.  Hence the static test: ``R`` is empty or
``G ≤ f + 1`` with ``f`` flowers in ``R``.

In 憋三 mode (§3, §13.1) the 3s are the final play, 3s alone, and nothing else may be last:
the other ``G - 1`` ranks each need a flower, and money needs a play with a flower to ride on.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import THREE, Hand, Mode, check_allowed
from paiju.engine.gouji.plays import MONEY, BeatVerdict, Play, beats, is_level
from paiju.engine.gouji.rules import DEFAULT, RuleBook

FLOWER_SPENDING = (Rank.BIG_JOKER, Rank.SMALL_JOKER)
"""Flowers are hung on the non-final plays biggest first: a 大花 play is the hardest to
answer, which helps the burner keep the lead."""


@dataclass(frozen=True)
class GoingOut:
    """Whether ``rest`` can be played out under the burning rule, and one way to do it."""

    rest: Hand
    groups: int
    flowers: int
    possible: bool
    plays: tuple[Play, ...] | None
    reason: str


@dataclass(frozen=True)
class Burn:
    """The answer to "can this hand burn that level card with this play?"."""

    on: Play
    burning: Play
    level: bool
    verdict: BeatVerdict
    going_out: GoingOut

    @property
    def works(self) -> bool:
        return self.level and self.verdict.beats and self.going_out.possible

    @property
    def sequence(self) -> tuple[Play, ...] | None:
        """The burning play, then the plays that go out; None when the burn fails."""
        if not self.works or self.going_out.plays is None:
            return None
        return (self.burning, *self.going_out.plays)


def burn(hand: Hand, on: Play, burning: Play, rules: RuleBook = DEFAULT,
         mode: Mode = Mode.NORMAL) -> Burn:
    """Judge a burn under ``rules``; ``burning`` must come out of ``hand`` (IllegalPlayError
    otherwise)."""
    check_allowed(burning, mode)
    rest = hand.without(burning.counts())
    verdict = beats(burning, on, rules)
    return Burn(on, burning, is_level(on.normal_form()).answer, verdict, go_out(rest, mode))


class Stuck(enum.Enum):
    """Why the rest of a burner's hand cannot go out (§7.3); ``{before}`` is the number of
    ranks to play before the final 3s."""

    NO_THREES = "in 憋三 mode the last play must be 3s and none are left"
    SHORT_BEFORE_THREES = "the {before} ranks played before the final 3s need a flower each"
    MONEY_STRANDED = ("the 钱 may not join the final 3s in 憋三 mode and no flower can carry "
                      "them")
    SHORT_OF_FLOWERS = "G > f + 1, so some play before the last would hold no flower"


def stuck(groups: int, flowers: int, money: int, threes: bool, biesan: bool) -> Stuck | None:
    """The static test of §7.3, and the only one: why a rest holding ``groups`` natural
    ranks, ``flowers`` flowers and ``money`` 钱 (``threes``: 3s among them) cannot go out, in
    憋三 mode when ``biesan``; None when it can."""
    if biesan:
        if not threes:
            return Stuck.NO_THREES
        if groups - 1 > flowers:
            return Stuck.SHORT_BEFORE_THREES
        if money and not flowers:
            return Stuck.MONEY_STRANDED
        return None
    return Stuck.SHORT_OF_FLOWERS if groups > flowers + 1 else None


def go_out(rest: Hand, mode: Mode = Mode.NORMAL) -> GoingOut:
    """The static test of §7.3 (:func:`stuck`) on ``rest``, in words, and a concrete
    sequence of plays that passes it."""
    groups = list(rest.natural_ranks)
    flowers = [rank for rank in FLOWER_SPENDING for _ in range(rest.count(rank))]
    g, f = len(groups), len(flowers)
    why = stuck(g, f, rest.count(MONEY), THREE in groups, mode is Mode.BIE_SAN)
    counts = f"G = {g} natural rank{'s' * (g != 1)}, f = {f} flower{'s' * (f != 1)}"
    if why is not None:
        return GoingOut(rest, g, f, False, None, f"{counts}: {why.value.format(before=g - 1)}")
    if mode is Mode.BIE_SAN:
        before = [rank for rank in groups if rank is not THREE]
        plays = _sequence(rest, before, flowers, THREE, extras_on_last=False)
        return GoingOut(rest, g, f, True, plays, f"{counts}: every play before the final 3s "
                        "holds a flower")
    if not rest.size:
        return GoingOut(rest, 0, 0, True, (), "the burning play empties the hand")
    if g == 0:
        return GoingOut(rest, g, f, True, (Play.from_counts(rest.counts),),
                        f"{counts}: the rest is one play")
    plays = _sequence(rest, groups[:-1], flowers, groups[-1], extras_on_last=True)
    return GoingOut(rest, g, f, True, plays, f"{counts}: G ≤ f + 1, one flower for each play "
                    "before the last")


def _sequence(rest: Hand, before: list[Rank], flowers: list[Rank], last: Rank, *,
              extras_on_last: bool) -> tuple[Play, ...]:
    """Each rank of ``before`` with one flower, then all of ``last``; the flowers and money
    left over ride on the last play or, with ``extras_on_last`` false, on the first (forming
    a play of their own when ``before`` is empty)."""
    plays = [Counter({rank: rest.count(rank), flower: 1}) for rank, flower in zip(before, flowers)]
    spare = Counter(flowers[len(before):]) + Counter({MONEY: rest.count(MONEY)})
    final = Counter({last: rest.count(last)})
    if extras_on_last:
        final.update(spare)
    elif plays:
        plays[0].update(spare)
    elif spare:
        plays.append(spare)
    return tuple(Play.from_counts(counts) for counts in (*plays, final))
