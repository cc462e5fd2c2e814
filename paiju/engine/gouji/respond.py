"""The plays a hand can make: answers to a play on the table (顺牌) and level cards.

A play takes at most one natural rank plus any money and flowers (gouji.md §3), so a hand's
plays are counted, not searched; the referee's listing
(:func:`~paiju.engine.gouji.referee.entries.lead_entries` and
:func:`~paiju.engine.gouji.referee.entries.beating_entries`) is the one that counts them, and
this module reads hands through it.  Every answer's verdict is
:func:`~paiju.engine.gouji.plays.beats` under the table's rule book.

"Cheapest" orders plays by what they spend: fewest flowers (大花 dearer than 小花), then
fewest 钱, then the lowest base rank, then fewest cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.plays import BeatVerdict, Flower, NormalForm, Play, beats, is_level
from paiju.engine.gouji.referee.entries import (
    beating_entries, entry_for, hand_counts, lead_entries, leftover_table,
)
from paiju.engine.gouji.rules import DEFAULT, RuleBook

PURE_FLOWERS = Rank.BIG_JOKER + 1
"""Sort position of a play without base: leftover flowers stand above every base rank."""


def cost(play: Play) -> tuple[int, int, int, int, int, str]:
    """Sort key, cheapest first: flowers, then 大花, then 钱, then base rank, then size."""
    form = play.normal_form()
    rank = form.base_rank if form.base_rank is not None else PURE_FLOWERS
    return (play.flowers, play.big, play.money, rank, play.size, play.written)


def hand_plays(hand: Hand, mode: Mode = Mode.NORMAL) -> Iterator[Play]:
    """Every distinct play the hand can make (before its last play, in 憋三 mode), cheapest
    first."""
    for found in lead_entries(hand_counts(hand), 0, mode is Mode.BIE_SAN):
        yield found.play


@dataclass(frozen=True)
class Response:
    """A play of the hand that beats the play on the table, and why."""

    play: Play
    form: NormalForm
    level: bool
    verdict: BeatVerdict


def responses(hand: Hand, old: Play, rules: RuleBook = DEFAULT) -> list[Response]:
    """Every distinct play of ``hand`` that beats ``old`` under ``rules``, cheapest first.

    No mode is needed: a base must outrank the old base (§6.2 step 3) and 3 is the lowest
    rank, so a play holding 3s never beats anything and 憋三 mode removes no answer.
    """
    found = beating_entries(hand_counts(hand), 0, entry_for(old), leftover_table(rules))
    return [Response(item.play, item.play.normal_form(), item.level, beats(item.play, old, rules))
            for item in found]


@dataclass(frozen=True)
class LevelPlay:
    """One distinct level card (by normal form) the hand can form, in its cheapest cards."""

    play: Play
    form: NormalForm
    reason: str


def strength(level: LevelPlay) -> tuple[object, ...]:
    """Sort key, strongest last, read off §6.2's fronts: the flowers first (大花 above 小花
    above none, more above fewer: flowers are killed only by flowers), then the number of
    cards (an answer must match it), then the base rank."""
    form = level.form
    kind = {None: 0, Flower.SMALL: 1, Flower.BIG: 2}[form.flower]
    rank = form.base_rank if form.base_rank is not None else PURE_FLOWERS
    return (kind, form.flower_count, form.cards, rank, cost(level.play))


CHEAPEST_SHOWN = 5
"""How many of the cheapest level plays a summary names."""


@dataclass(frozen=True)
class LevelSummary:
    """A hand's level plays in short: how many, the strongest, and the cheapest few."""

    count: int
    strongest: LevelPlay | None
    cheapest: tuple[LevelPlay, ...]


def summarise_levels(levels: tuple[LevelPlay, ...] | list[LevelPlay],
                     few: int = CHEAPEST_SHOWN) -> LevelSummary:
    """The summary of level plays listed cheapest first (:func:`level_plays`)."""
    strongest = max(levels, key=strength) if levels else None
    return LevelSummary(len(levels), strongest, tuple(levels[:few]))


def level_plays(hand: Hand, mode: Mode = Mode.NORMAL) -> list[LevelPlay]:
    """Every distinct level card the hand can form, each written with the cheapest cards
    that make it, cheapest first."""
    cheapest: dict[NormalForm, Play] = {}
    plain: set[NormalForm] = set()
    for play in hand_plays(hand, mode):
        form = play.normal_form()
        if form in plain:
            continue
        known = cheapest.get(form)
        if known is None:
            if is_level(form).answer:
                cheapest[form] = play
            else:
                plain.add(form)
        elif cost(play) < cost(known):
            cheapest[form] = play
    found = [LevelPlay(play, form, is_level(form).reason) for form, play in cheapest.items()]
    return sorted(found, key=lambda level: cost(level.play))
