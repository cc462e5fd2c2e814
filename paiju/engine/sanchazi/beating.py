"""What beats what (sanchazi.md §4).

Ordinary plays are followed only by the same type and size with a higher key (三带二 and
winged planes: both parts higher); a bomb beats every ordinary play, bombs compare by card
count then rank; a fork beats every bomb and every ordinary play, forks compare by rank, so
the three-joker forks (三王叉) sit on top.  Equal plays never beat each other.
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class BeatVerdict:
    """Does the new play beat the old one, why, and the steps taken to decide."""

    beats: bool
    reason: str
    steps: tuple[str, ...]


def beats(new: Shape, old: Shape) -> BeatVerdict:
    """Does ``new`` beat ``old`` when played on it?"""
    steps = [f"new: {new.type.name} ({new.type.name_zh}), {new.description}",
             f"old: {old.type.name} ({old.type.name_zh}), {old.description}"]
    if new.tier > old.tier:
        return _verdict(True, TIER_POWER[new.tier], steps)
    if new.tier < old.tier:
        return _verdict(False, TIER_GUARD[old.tier], steps)
    if new.tier is Tier.FORK:
        return _higher(new.main, old.main, "fork", steps)
    if new.tier is Tier.BOMB:
        if new.cards != old.cards:
            more = new.cards > old.cards
            return _verdict(more, f"between bombs more cards win: {new.cards} cards "
                                  f"{'against' if more else 'cannot beat'} {old.cards}", steps)
        steps.append(f"both bombs hold {new.cards} cards: the rank decides")
        return _higher(new.main, old.main, "bomb", steps)
    return _ordinary(new, old, steps)


def _ordinary(new: Shape, old: Shape, steps: list[str]) -> BeatVerdict:
    if new.type is not old.type:
        return _verdict(False, f"a {old.type.name} is followed only by a {old.type.name} "
                               f"(or a bomb or a fork), not a {new.type.name}", steps)
    if new.length != old.length:
        return _verdict(False, f"the same size is needed: {new.description} against "
                               f"{old.description}", steps)
    part = "top" if old.type.is_run else ""
    if old.type.both_parts:
        main = _higher(new.main, old.main, f"{part} triple".strip(), steps)
        if not main.beats:
            return _verdict(False, main.reason + " (both parts must be higher, sanchazi.md §4)", steps)
        return _higher(new.wing, old.wing, f"{part} pair".strip(), steps,
                       note=" (both parts must be higher, sanchazi.md §4)")
    return _higher(new.main, old.main, f"{part} {old.type.name}".strip(), steps)


def _higher(new, old, what: str, steps: list[str], note: str = "") -> BeatVerdict:
    if new > old:
        return _verdict(True, f"{what} {rank_name(new)} is above {rank_name(old)}", steps)
    relation = "equals" if new == old else "is below"
    return _verdict(False, f"{what} {rank_name(new)} {relation} {rank_name(old)}{note}", steps)


def _verdict(answer: bool, reason: str, steps: list[str]) -> BeatVerdict:
    if not steps or steps[-1] != reason:
        steps.append(reason)
    return BeatVerdict(answer, reason, tuple(steps))
