"""Plays as the referee handles them: interned, with what every rule asks of them computed
once.

A deal of 216 cards has about 300 actions, and the same few thousand plays come up in every
deal, so each distinct play (a multiset of ranks, gouji.md §3) becomes one
:class:`PlayEntry`, found by its card counts, holding its level-card test (§5), its opening
test under each §8 option, its normal-form parts for beating (§6.2), and its interned record
actions.  Beating two entries asks :func:`~paiju.engine.gouji.plays.beat_front`, the one decision of
§6.2, with the kill read from a table per rule variant (``option`` × ``mixed-jokers``) of
:func:`~paiju.engine.gouji.plays.kill` on every pair of joker counts, so the verdict the
referee acts on and the words :func:`~paiju.engine.gouji.plays.beats` gives come from one
rule.

The plays of a hand are enumerated straight from its rank counts in the order
:func:`~paiju.engine.gouji.respond.cost` sorts them (cheapest first), so nothing is sorted.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.burning import stuck
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import (
    OPENING_RULES,
    Front,
    NormalForm,
    Play,
    beat_front,
    is_level,
    kill,
    normal_form,
)
from paiju.engine.gouji.rules import BeatOption, MixedJokers, RuleBook

THREE = int(Rank.THREE)
ACE = int(Rank.ACE)
MONEY = int(Rank.TWO)
SMALL = int(Rank.SMALL_JOKER)
BIG = int(Rank.BIG_JOKER)
WIDTH = BIG + 1
"""A hand is a slice of WIDTH rank counts, indexed by rank value (3 … 17)."""
NATURALS = range(THREE, ACE + 1)
FLOWER_KINDS = 5
"""Four packs hold four of each joker: a play holds 0 … 4 of each."""


class PlayEntry:
    """One distinct play, interned by its card counts (never build one directly: use
    :func:`entry` or :func:`entry_for`)."""

    __slots__ = ("code", "play", "rank", "naturals", "money", "small", "big", "size",
                 "flowers", "base_rank", "base_count", "joker_index", "level", "_opens",
                 "takes", "threes", "_written", "actions")

    def __init__(self, code: int, play: Play):
        self.code = code
        self.play = play
        # made once per distinct play, but a leader's listing meets a few dozen new ones:
        # the counts read once, the normal form's base (§4) in line (normal_form's rule)
        rank = self.rank = int(play.natural_rank) if play.natural_rank is not None else 0
        naturals, money, small, big = play.naturals, play.money, play.small, play.big
        self.naturals, self.money, self.small, self.big = naturals, money, small, big
        size = self.size = naturals + money + small + big
        self.flowers = small + big
        if rank:
            base_rank, base_count = rank, naturals + money
        elif money:
            base_rank, base_count = MONEY, money
        else:
            base_rank, base_count = 0, 0
        self.base_rank, self.base_count = base_rank, base_count
        self.joker_index = big * FLOWER_KINDS + small
        key = (big, small, base_rank, base_count)  # the normal form, as ints
        level = _LEVELS.get(key)
        if level is None:
            level = _LEVELS[key] = _level(normal_form(play))
        self.level = level
        self._opens: tuple[bool, ...] | None = None
        # Play.counts()'s order (natural, 钱, 小花, 大花) without its Counter: the first rank
        # short in a hand is the one an error names
        self.takes = tuple([(held, count) for held, count in (
            (rank, naturals), (MONEY, money), (SMALL, small), (BIG, big)) if count])
        self.threes = rank == THREE and size == naturals
        """A play of 3s alone (the only way 3s are played in 憋三 mode)."""
        self._written: str | None = None
        self.actions: Any = None
        """The interned record actions of this play, set by the actions module."""

    @property
    def written(self) -> str:
        """The play in the play notation (:attr:`Play.written`), written when first asked:
        a leader's listing makes a few dozen entries that nothing writes."""
        written = self._written
        if written is None:
            written = self._written = self.play.written
        return written

    @property
    def opens(self) -> tuple[bool, ...]:
        """Does winning a trick with this play open a point, under each §8 option?  Asked
        only of a level card that won a trick, so found then, not when the play is met:
        :func:`~paiju.engine.gouji.plays.opens_point`'s answer from the entry's level test
        and counts, without its Counter and its words (a test holds the two equal)."""
        if self._opens is None:
            held = {self.rank: self.naturals, MONEY: self.money, SMALL: self.small,
                    BIG: self.big}
            self._opens = tuple(
                self.level and not any(held.get(int(rank)) for rank in rule.blocking)
                and not (rule.single_card_blocks and self.size == 1)
                for rule in OPENING_RULES)
        return self._opens

    def __repr__(self) -> str:
        return f"PlayEntry({self.written})"


_LEVELS: dict[tuple[int, int, int, int], bool] = {}
"""_level by (大花, 小花, base rank, base count): the normal form as ints, which hash in C."""


@lru_cache(maxsize=None)
def _level(form: NormalForm) -> bool:
    """:func:`~paiju.engine.gouji.plays.is_level`'s answer, remembered: the few hundred normal
    forms come up again and again, and its reason is words nobody reads here."""
    return is_level(form).answer


def hand_counts(hand: Hand) -> list[int]:
    """The hand as the referee holds one: WIDTH rank counts, indexed by rank value."""
    counts = [0] * WIDTH
    for rank, count in hand.counts.items():
        counts[int(rank)] = count
    return counts


def code_of(rank: int, naturals: int, money: int, small: int, big: int) -> int:
    return (((rank * 17 + naturals) * 17 + money) * FLOWER_KINDS + small) * FLOWER_KINDS + big


_RANKS = (None,) + (None,) * (THREE - 1) + tuple(Rank(value) for value in range(THREE, ACE + 1))
"""The natural rank of each rank value (None: no natural rank, rank 0), without Rank()."""
_ENTRIES: dict[int, PlayEntry] = {}
_NATURALS_STEP = code_of(0, 1, 0, 0, 0)
"""code_of(rank, naturals, …) is (rank * 17 + naturals) * _NATURALS_STEP + code_of(0, 0, …)."""


def entry(rank: int, naturals: int, money: int, small: int, big: int) -> PlayEntry:
    """The entry of the play with these counts (``rank`` 0 when it has no natural rank)."""
    code = code_of(rank, naturals, money, small, big)
    found = _ENTRIES.get(code)
    if found is None:
        play = Play(_RANKS[rank], naturals, money, small, big)
        found = _ENTRIES[code] = PlayEntry(code, play)
    return found


def entry_for(play: Play) -> PlayEntry:
    rank = int(play.natural_rank) if play.natural_rank is not None else 0
    code = code_of(rank, play.naturals, play.money, play.small, play.big)
    found = _ENTRIES.get(code)
    if found is None:  # the play in hand is the one to keep: no second one is built
        found = _ENTRIES[code] = PlayEntry(code, play)
    return found


# ---------------------------------------------------------------------------------------
# beating: the flowers left over after the kill, per rule variant


def variant(rules: RuleBook) -> int:
    """The index of the book's beating variant (``option`` × ``mixed-jokers``)."""
    return int(rules.option) * 2 + (rules.mixed_jokers is MixedJokers.PER_JOKER)


@lru_cache(maxsize=None)
def _leftover_table(index: int) -> tuple[int, ...]:
    option, per_joker = BeatOption(index // 2), bool(index % 2)
    kinds = range(FLOWER_KINDS)
    return tuple(kill(big, small, old_big, old_small, option, per_joker, words=False).left
                 for big in kinds for small in kinds for old_big in kinds for old_small in kinds)


def leftover_table(rules: RuleBook) -> tuple[int, ...]:
    """``leftover_table(rules)[new.joker_index * 25 + old.joker_index]``: the ``left`` of
    :func:`~paiju.engine.gouji.plays.kill` on the two plays' jokers under the book (-1: they
    cannot be killed), built once per rule variant when first asked for."""
    return _leftover_table(variant(rules))


JOKER_PAIRS = FLOWER_KINDS * FLOWER_KINDS


def front(new: PlayEntry, old: PlayEntry, table: tuple[int, ...]) -> Front | None:
    """§6.2 on two entries with one variant's leftover table: where ``new`` fails to beat
    ``old`` (None: it beats), by :func:`~paiju.engine.gouji.plays.beat_front`."""
    return beat_front(table[new.joker_index * JOKER_PAIRS + old.joker_index], new.base_count,
                      new.base_rank, old.base_count, old.base_rank)


def beats(new: PlayEntry, old: PlayEntry, table: tuple[int, ...]) -> bool:
    """Does ``new`` beat ``old`` (:func:`front` finds no failing front)?"""
    return front(new, old, table) is None


# ---------------------------------------------------------------------------------------
# the plays of a hand, cheapest first


def lead_codes(counts: list[int], base: int, no_threes: bool) -> list[int]:
    """The codes (:func:`code_of`) of every distinct play of the hand at
    ``counts[base:base + WIDTH]``, cheapest first (fewest flowers, fewer 大花, fewer 钱, lower
    base rank, fewer cards); ``no_threes`` leaves out plays holding 3s (憋三 mode).  Codes,
    not entries: a leader's listing meets a few hundred plays made before, read by code."""
    bigs, smalls, money = counts[base + BIG], counts[base + SMALL], counts[base + MONEY]
    step = _NATURALS_STEP
    held = [(rank * 17 * step, counts[base + rank]) for rank in NATURALS
            if counts[base + rank] and not (no_threes and rank == THREE)]
    found: list[int] = []
    add, extend = found.append, found.extend
    for flowers in range(bigs + smalls + 1):
        for big in range(max(0, flowers - smalls), min(flowers, bigs) + 1):
            small = flowers - big
            for paste in range(money + 1):
                tail = code_of(0, 0, paste, small, big)
                for start, count in held:
                    extend(range(start + tail + step, start + tail + (count + 1) * step, step))
                if paste or flowers:
                    add(tail)
    return found


def entry_of_code(code: int) -> PlayEntry:
    """The entry whose code is ``code`` (:func:`code_of`)."""
    found = _ENTRIES.get(code)
    if found is None:
        rest, big = divmod(code, FLOWER_KINDS)
        rest, small = divmod(rest, FLOWER_KINDS)
        rest, money = divmod(rest, 17)
        rank, naturals = divmod(rest, 17)
        found = entry(rank, naturals, money, small, big)
    return found


def lead_entries(counts: list[int], base: int, no_threes: bool) -> list[PlayEntry]:
    """The entries of :func:`lead_codes`, in its order."""
    interned = _ENTRIES
    return [interned.get(code) or entry_of_code(code)
            for code in lead_codes(counts, base, no_threes)]


def beating_entries(counts: list[int], base: int, old: PlayEntry,
                    table: tuple[int, ...]) -> list[PlayEntry]:
    """Every distinct play of the hand that beats ``old``, cheapest first.  A play holding
    3s never beats (3 is the lowest rank), so 憋三 mode changes nothing."""
    bigs, smalls, money = counts[base + BIG], counts[base + SMALL], counts[base + MONEY]
    old_count, old_rank, old_jokers = old.base_count, old.base_rank, old.joker_index
    found: list[PlayEntry] = []
    add = found.append
    for flowers in range(bigs + smalls + 1):
        for big in range(max(0, flowers - smalls), min(flowers, bigs) + 1):
            small = flowers - big
            left = table[(big * FLOWER_KINDS + small) * JOKER_PAIRS + old_jokers]
            if left < 0:
                continue
            size = old_count - left
            if size < 0:
                continue
            if size == 0:
                if flowers:
                    add(entry(0, 0, 0, small, big))
                continue
            for paste in range(min(money, size) + 1):
                naturals = size - paste
                if naturals == 0:
                    if MONEY > old_rank:
                        add(entry(0, 0, paste, small, big))
                    continue
                for rank in range(max(old_rank + 1, THREE), ACE + 1):
                    if counts[base + rank] >= naturals:
                        add(entry(rank, naturals, paste, small, big))
    return found


def natural_groups(counts: list[int], base: int) -> int:
    """How many natural ranks (3 … A) the hand holds."""
    return sum(1 for rank in NATURALS if counts[base + rank])


def goes_out_after(counts: list[int], base: int, play: PlayEntry, groups: int,
                   no_threes: bool) -> bool:
    """Could the hand at ``counts[base:]`` go out after ``play`` as a burner must?
    :func:`~paiju.engine.gouji.burning.stuck` on the rest (``groups``: the natural ranks of
    the whole hand)."""
    if play.rank and counts[base + play.rank] == play.naturals:
        groups -= 1
    flowers = counts[base + BIG] + counts[base + SMALL] - play.flowers
    threes = counts[base + THREE] > (play.naturals if play.rank == THREE else 0)
    return stuck(groups, flowers, counts[base + MONEY] - play.money, threes, no_threes) is None
