"""What beats what (sanchazi.md §4).

Ordinary plays are followed only by the same type and size with a higher key (三带二 and
winged planes: both parts higher); a bomb beats every ordinary play, bombs compare by card
count then rank; a fork beats every bomb and every ordinary play, forks compare by rank, so
the three-joker forks (三王叉) sit on top.  Equal plays never beat each other.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from paiju.engine.cardgame.cards import Rank
from paiju.engine.sanchazi.card_types import Shape, Tier, rank_name

TIER_POWER = {
    Tier.BOMB: "a bomb beats every play that is not a bomb or a fork (sanchazi.md §4)",
    Tier.FORK: "a fork beats every play that is not a fork, bombs included (sanchazi.md §4)",
}
"""Why a play of a higher tier beats one of a lower tier."""

TIER_GUARD = {
    Tier.BOMB: "only a bigger bomb or a fork beats a bomb",
    Tier.FORK: "only a fork of a higher rank beats a fork",
}
"""Why a play of a lower tier cannot beat one of a higher tier."""


class Ruling(enum.Enum):
    """What decides whether one play beats another (sanchazi.md §4), and the answer: the
    result of :func:`ruling`, which :func:`beats` puts in words."""

    HIGHER_TIER = ("higher tier", True)
    LOWER_TIER = ("lower tier", False)
    FORK_HIGHER = ("higher fork", True)
    FORK_NOT_HIGHER = ("fork not higher", False)
    MORE_CARDS = ("bomb of more cards", True)
    FEWER_CARDS = ("bomb of fewer cards", False)
    BOMB_HIGHER = ("higher bomb", True)
    BOMB_NOT_HIGHER = ("bomb not higher", False)
    OTHER_TYPE = ("another type", False)
    OTHER_SIZE = ("another size", False)
    HIGHER = ("higher", True)
    NOT_HIGHER = ("not higher", False)
    TRIPLE_NOT_HIGHER = ("triple part not higher", False)
    BOTH_HIGHER = ("both parts higher", True)
    PAIR_NOT_HIGHER = ("pair part not higher", False)

    def __init__(self, label: str, beats: bool):
        self.label = label
        self.beats = beats


def ruling(new: Shape, old: Shape) -> Ruling:
    """Does ``new`` beat ``old`` when played on it, and on what?  The one decision of §4:
    the referee and the searches ask it thousands of times, :func:`beats` words it."""
    tier, old_tier = new.type.tier, old.type.tier
    if tier != old_tier:
        return _HIGHER_TIER if tier > old_tier else _LOWER_TIER
    if tier is _FORK:
        return _FORK_HIGHER if new.main > old.main else _FORK_NOT_HIGHER
    if tier is _BOMB:
        if new.cards != old.cards:
            return _MORE_CARDS if new.cards > old.cards else _FEWER_CARDS
        return _BOMB_HIGHER if new.main > old.main else _BOMB_NOT_HIGHER
    if new.type is not old.type:
        return _OTHER_TYPE
    if new.length != old.length:
        return _OTHER_SIZE
    if not old.type.both_parts:
        return _HIGHER if new.main > old.main else _NOT_HIGHER
    if new.main <= old.main:
        return _TRIPLE_NOT_HIGHER
    assert new.wing is not None and old.wing is not None
    return _BOTH_HIGHER if new.wing > old.wing else _PAIR_NOT_HIGHER


_FORK, _BOMB = Tier.FORK, Tier.BOMB
_HIGHER_TIER, _LOWER_TIER = Ruling.HIGHER_TIER, Ruling.LOWER_TIER
_FORK_HIGHER, _FORK_NOT_HIGHER = Ruling.FORK_HIGHER, Ruling.FORK_NOT_HIGHER
_MORE_CARDS, _FEWER_CARDS = Ruling.MORE_CARDS, Ruling.FEWER_CARDS
_BOMB_HIGHER, _BOMB_NOT_HIGHER = Ruling.BOMB_HIGHER, Ruling.BOMB_NOT_HIGHER
_OTHER_TYPE, _OTHER_SIZE = Ruling.OTHER_TYPE, Ruling.OTHER_SIZE
_HIGHER, _NOT_HIGHER = Ruling.HIGHER, Ruling.NOT_HIGHER
_TRIPLE_NOT_HIGHER = Ruling.TRIPLE_NOT_HIGHER
_BOTH_HIGHER, _PAIR_NOT_HIGHER = Ruling.BOTH_HIGHER, Ruling.PAIR_NOT_HIGHER


@dataclass(frozen=True)
class BeatVerdict:
    """Does the new play beat the old one, why, and the steps taken to decide."""

    beats: bool
    reason: str
    steps: tuple[str, ...]


BOTH_PARTS = " (both parts must be higher, sanchazi.md §4)"


def beats(new: Shape, old: Shape) -> BeatVerdict:
    """Does ``new`` beat ``old`` when played on it?  The :func:`ruling`, in words."""
    decided = ruling(new, old)
    steps = [f"new: {new.type.name} ({new.type.name_zh}), {new.description}",
             f"old: {old.type.name} ({old.type.name_zh}), {old.description}"]
    if decided is _HIGHER_TIER:
        return _verdict(True, TIER_POWER[new.tier], steps)
    if decided is _LOWER_TIER:
        return _verdict(False, TIER_GUARD[old.tier], steps)
    if new.tier is _FORK:
        return _higher(decided.beats, new.main, old.main, "fork", steps)
    if new.tier is _BOMB:
        if decided is _MORE_CARDS or decided is _FEWER_CARDS:
            return _verdict(decided.beats, f"between bombs more cards win: {new.cards} cards "
                                           f"{'against' if decided.beats else 'cannot beat'} "
                                           f"{old.cards}", steps)
        steps.append(f"both bombs hold {new.cards} cards: the rank decides")
        return _higher(decided.beats, new.main, old.main, "bomb", steps)
    if decided is _OTHER_TYPE:
        return _verdict(False, f"a {old.type.name} is followed only by a {old.type.name} "
                               f"(or a bomb or a fork), not a {new.type.name}", steps)
    if decided is _OTHER_SIZE:
        return _verdict(False, f"the same size is needed: {new.description} against "
                               f"{old.description}", steps)
    part = "top" if old.type.is_run else ""
    if not old.type.both_parts:
        return _higher(decided.beats, new.main, old.main, f"{part} {old.type.name}".strip(),
                       steps)
    main = _higher(decided is not _TRIPLE_NOT_HIGHER, new.main, old.main,
                   f"{part} triple".strip(), steps)
    if decided is _TRIPLE_NOT_HIGHER:
        return _verdict(False, main.reason + BOTH_PARTS, steps)
    assert new.wing is not None and old.wing is not None
    return _higher(decided.beats, new.wing, old.wing, f"{part} pair".strip(), steps,
                   note=BOTH_PARTS)


def _higher(above: bool, new: Rank, old: Rank, what: str, steps: list[str],
            note: str = "") -> BeatVerdict:
    """The verdict on one compared rank, ``above`` as :func:`ruling` found it."""
    if above:
        return _verdict(True, f"{what} {rank_name(new)} is above {rank_name(old)}", steps)
    relation = "equals" if new == old else "is below"
    return _verdict(False, f"{what} {rank_name(new)} {relation} {rank_name(old)}{note}", steps)


def _verdict(answer: bool, reason: str, steps: list[str]) -> BeatVerdict:
    if not steps or steps[-1] != reason:
        steps.append(reason)
    return BeatVerdict(answer, reason, tuple(steps))
