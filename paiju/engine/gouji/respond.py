"""The plays a hand can make: answers to a play on the table (顺牌) and level cards.

A play takes at most one natural rank plus any money and flowers (gouji.md §3), so a hand's
plays are counted, not searched: a flower part (大花 × 小花 counts) times a base part (a
natural rank with some of its cards and some 钱 pasted on, or 钱 alone, or nothing).  Against
a play on the table, §6.2 reads the flowers first and the base count second, so one trial per
flower part and base length decides a whole group of candidates; only the survivors are
tried one by one.  Every verdict still comes from :func:`~paiju.engine.gouji.plays.beats_play`
under the table's rule book.

"Cheapest" orders plays by what they spend: fewest flowers (大花 dearer than 小花), then
fewest 钱, then the lowest base rank, then fewest cards.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from itertools import product
from typing import Iterator

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import Hand, Mode, allows
from paiju.engine.gouji.plays import (
    MONEY,
    BeatVerdict,
    Flower,
    Front,
    NormalForm,
    Play,
    beats_play,
    is_level,
)
from paiju.engine.gouji.rules import DEFAULT, BeatOption, RuleBook, as_rule_book

PURE_FLOWERS = Rank.BIG_JOKER + 1
"""Sort position of a play without base: leftover flowers stand above every base rank."""


@dataclass(frozen=True)
class Base:
    """The base part of a candidate play: ``naturals`` cards of ``rank`` (None for money
    alone or no base) and ``money`` 钱."""

    rank: Rank | None
    naturals: int
    money: int

    @property
    def size(self) -> int:
        return self.naturals + self.money


def cost(play: Play) -> tuple:
    """Sort key, cheapest first: flowers, then 大花, then 钱, then base rank, then size."""
    form = play.normal_form()
    rank = form.base_rank if form.base_rank is not None else PURE_FLOWERS
    return (play.flowers, play.big, play.money, rank, play.size, play.written)


def flower_parts(hand: Hand) -> list[tuple[int, int]]:
    """Every (大花, 小花) pair the hand can put into one play."""
    return list(product(range(hand.count(Rank.BIG_JOKER) + 1),
                        range(hand.count(Rank.SMALL_JOKER) + 1)))


def base_parts(hand: Hand, mode: Mode) -> dict[int, list[Base]]:
    """Every base part the hand can lay down, grouped by its number of cards (0 = none)."""
    money = hand.count(MONEY)
    groups: dict[int, list[Base]] = defaultdict(list)
    groups[0].append(Base(None, 0, 0))
    for m in range(1, money + 1):
        groups[m].append(Base(None, 0, m))
    for rank in hand.natural_ranks:
        if not allows(Play(rank, 1), mode):
            continue
        for n, m in product(range(1, hand.count(rank) + 1), range(money + 1)):
            groups[n + m].append(Base(rank, n, m))
    return groups


def _play(base: Base, big: int, small: int) -> Play:
    return Play(base.rank, base.naturals, base.money, small, big)


def hand_plays(hand: Hand, mode: Mode = Mode.NORMAL) -> Iterator[Play]:
    """Every distinct play the hand can make (before its last play, in 憋三 mode)."""
    for (big, small), group in product(flower_parts(hand), base_parts(hand, mode).values()):
        for base in group:
            if big or small or base.size:
                yield _play(base, big, small)


@dataclass(frozen=True)
class Response:
    """A play of the hand that beats the play on the table, and why."""

    play: Play
    form: NormalForm
    level: bool
    verdict: BeatVerdict


def responses(hand: Hand, old: Play,
              rules: RuleBook | BeatOption = DEFAULT) -> list[Response]:
    """Every distinct play of ``hand`` that beats ``old`` under ``rules`` (a rule book, or
    the bare §6.2 option), cheapest first.

    No mode is needed: a base must outrank the old base (§6.2 step 3) and 3 is the lowest
    rank, so a play holding 3s never beats anything and 憋三 mode removes no answer.
    """
    rules = as_rule_book(rules)
    bases = base_parts(hand, Mode.NORMAL)
    found = []
    for big, small in flower_parts(hand):
        for size, group in bases.items():
            if not (big or small or size):
                continue
            first = beats_play(_play(group[0], big, small), old, rules)
            if first.front is Front.FLOWERS:
                break  # step 1 reads only the flowers: no base helps this flower part
            if first.front is Front.COUNT:
                continue  # step 2 reads only the counts: this whole length fails
            for base in group:
                play = _play(base, big, small)
                verdict = beats_play(play, old, rules)
                if verdict.beats:
                    form = play.normal_form()
                    found.append(Response(play, form, is_level(form).answer, verdict))
    return sorted(found, key=lambda response: cost(response.play))


@dataclass(frozen=True)
class LevelPlay:
    """One distinct level card (by normal form) the hand can form, in its cheapest cards."""

    play: Play
    form: NormalForm
    reason: str


def strength(level: LevelPlay) -> tuple:
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
