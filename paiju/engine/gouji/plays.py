"""Gouji (够级) plays: normal form, beating, level cards and opening a point.

Rules: ``gouji.md`` §3 (what one play is), §4 (normal form: 贴钱 money pasted onto a rank,
挂花 flowers hung on a play), §5 (level cards), §6.2 (beating, options 0 and 1; §15 A1 the
``mixed-jokers`` switch), §8 (开点).  :func:`beats` judges physical plays under a
:class:`~paiju.engine.gouji.rules.RuleBook`: :func:`kill` decides the flowers, :func:`beat_front`
every front, and the referee's fast path asks the same two (the kill through a table of it).
Rule tables are data (``LEVEL_THRESHOLDS``, ``KILL_RATIOS``, ``OPENING_RULES``); they drive the
engine, the ``thresholds`` command and the help text alike.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple

from paiju.engine.cardgame.cards import Rank, copies_per_pack
from paiju.engine.gouji.rules import DEFAULT, BeatOption, MixedJokers, RuleBook
from paiju.errors import IllegalPlayError
from paiju.engine.words import count_of

PACKS = 4
"""Gouji is played with four 54-card packs (216 cards)."""

MONEY = Rank.TWO


class Flower(enum.Enum):
    """A joker, called 花 "flower" in Gouji: 小花 (small flower) or 大花 (big flower)."""

    SMALL = "small"
    BIG = "big"

    @property
    def rank(self) -> Rank:
        return Rank.SMALL_JOKER if self is Flower.SMALL else Rank.BIG_JOKER

    @property
    def name_zh(self) -> str:
        return "小花" if self is Flower.SMALL else "大花"


def rank_name(rank: Rank) -> str:
    """How Gouji writes a rank: '3' … '10', 'J', 'Q', 'K', 'A', '钱' (money), '小花', '大花'."""
    return _RANK_NAMES.get(rank, rank.label)


_RANK_NAMES = {Rank.TWO: "钱", Rank.SMALL_JOKER: "小花", Rank.BIG_JOKER: "大花"}


def max_copies(rank: Rank) -> int:
    """How many copies of ``rank`` four packs hold: 16 of each suited rank, 4 of each joker."""
    return copies_per_pack(rank) * PACKS


_MAX_COPIES = tuple(max_copies(Rank(value)) if value >= Rank.THREE else 0
                    for value in range(Rank.BIG_JOKER + 1))
"""max_copies by rank value: every play made is checked against it."""


# ---------------------------------------------------------------------------------------
# The play and its normal form


@dataclass(frozen=True)
class NormalForm:
    """What a play is for comparison: flowers hung on a base (gouji.md §4).

    ``flower`` is the single flower type after 大花 is demoted in a mixed play;
    ``base_rank`` is a natural rank, :data:`MONEY` (钱), or None for a pure-flower play.
    """

    flower: Flower | None
    flower_count: int
    base_rank: Rank | None
    base_count: int

    @property
    def cards(self) -> int:
        return self.flower_count + self.base_count

    @property
    def canonical(self) -> str:
        """Flowers first, then the base: '2大花+7x10', '3x钱', '2大花+3x钱', '3小花'."""
        parts = []
        if self.flower is not None:
            parts.append(f"{self.flower_count}{self.flower.name_zh}")
        if self.base_rank is not None:
            parts.append(f"{self.base_count}x{rank_name(self.base_rank)}")
        return "+".join(parts)


@dataclass(frozen=True)
class Play:
    """The cards physically laid down at once (一手牌): one natural rank at most, plus
    money (钱, any 2) and flowers (jokers) in any number."""

    natural_rank: Rank | None = None
    naturals: int = 0
    money: int = 0
    small: int = 0
    big: int = 0

    def __post_init__(self) -> None:
        if min(self.naturals, self.money, self.small, self.big) < 0:
            raise IllegalPlayError("a play cannot hold a negative number of cards")
        if (self.natural_rank is None) != (self.naturals == 0):
            raise IllegalPlayError("a natural rank needs at least one card of it")
        if self.natural_rank is not None and not self.natural_rank.is_natural:
            raise IllegalPlayError(f"{rank_name(self.natural_rank)} is not a natural rank (3…A)")
        if self.size == 0:
            raise IllegalPlayError("a play holds at least one card")
        # the four counts in the order of counts(), without building it: every play the
        # referee lists is made here once
        counted = ((self.natural_rank or Rank.THREE, self.naturals), (MONEY, self.money),
                   (Rank.SMALL_JOKER, self.small), (Rank.BIG_JOKER, self.big))
        for rank, count in counted:
            if count and count > _MAX_COPIES[rank]:
                raise IllegalPlayError(
                    f"{count} × {rank_name(rank)}: four packs hold only {max_copies(rank)}"
                )

    @classmethod
    def from_counts(cls, counts: Counter[Rank] | dict[Rank, int]) -> Play:
        """Build a play from a rank multiset; more than one natural rank is not a play."""
        naturals = {rank: n for rank, n in counts.items() if rank.is_natural and n > 0}
        if len(naturals) > 1:
            names = " and ".join(rank_name(rank) for rank in sorted(naturals))
            raise IllegalPlayError(f"one play holds one natural rank only, found {names}")
        natural_rank, count = next(iter(naturals.items()), (None, 0))
        return cls(
            natural_rank=natural_rank,
            naturals=count,
            money=counts.get(MONEY, 0),
            small=counts.get(Rank.SMALL_JOKER, 0),
            big=counts.get(Rank.BIG_JOKER, 0),
        )

    def counts(self) -> Counter[Rank]:
        counts: Counter[Rank] = Counter()
        if self.natural_rank is not None:
            counts[self.natural_rank] = self.naturals
        counts[MONEY] = self.money
        counts[Rank.SMALL_JOKER] = self.small
        counts[Rank.BIG_JOKER] = self.big
        return +counts

    @property
    def size(self) -> int:
        return self.naturals + self.money + self.small + self.big

    @property
    def flowers(self) -> int:
        return self.small + self.big

    @property
    def written(self) -> str:
        """The cards as played, flowers first: '2大花+3钱+4x10' (money kept visible)."""
        parts = []
        if self.big:
            parts.append(f"{self.big}大花")
        if self.small:
            parts.append(f"{self.small}小花")
        if self.money and self.natural_rank is not None:
            parts.append(f"{self.money}钱")
        elif self.money:
            parts.append(f"{self.money}x钱")
        if self.natural_rank is not None:
            parts.append(f"{self.naturals}x{rank_name(self.natural_rank)}")
        return "+".join(parts)

    def normal_form(self) -> NormalForm:
        return normal_form(self)


def normal_form(play: Play) -> NormalForm:
    """Reduce a play to flowers hung on a base (gouji.md §4)."""
    if play.natural_rank is not None:
        base_rank, base_count = play.natural_rank, play.naturals + play.money
    elif play.money:
        base_rank, base_count = MONEY, play.money
    else:
        base_rank, base_count = None, 0
    if play.big and play.small:
        flower = Flower.SMALL
    elif play.big:
        flower = Flower.BIG
    elif play.small:
        flower = Flower.SMALL
    else:
        flower = None
    return NormalForm(flower, play.flowers, base_rank, base_count)


def mixes_jokers(play: Play, rules: RuleBook = DEFAULT) -> bool:
    """Does the book read this play's jokers each as its own kind?  Only a play holding both
    kinds under ``mixed-jokers=per-joker`` (§15 A1); otherwise the normal form says it all."""
    return bool(play.big and play.small) and rules.mixed_jokers is MixedJokers.PER_JOKER


def canonical(play: Play, rules: RuleBook = DEFAULT) -> str:
    """The play as the book compares it: its normal form (§4), or, for a play whose jokers
    are read per joker, both kinds of joker hung on the base (``1大花+1小花+6x5``)."""
    form = normal_form(play)
    if not mixes_jokers(play, rules):
        return form.canonical
    base = [] if form.base_rank is None else [f"{form.base_count}x{rank_name(form.base_rank)}"]
    return "+".join([f"{play.big}大花", f"{play.small}小花", *base])


def conversions(play: Play, rules: RuleBook = DEFAULT) -> list[str]:
    """Plain-words account of each conversion §4 applies to this play under the book."""
    notes = []
    if play.natural_rank is not None and play.money:
        rank = rank_name(play.natural_rank)
        notes.append(
            f"贴钱 (pasting money): the {play.money} 钱 join the {play.naturals}x{rank} as "
            f"{rank}s, making {play.naturals + play.money}x{rank}"
        )
    elif play.money:
        notes.append(f"money played without a natural rank stays money: {play.money}x钱")
    if mixes_jokers(play, rules):
        notes.append(
            f"mixed flowers, read per joker (mixed-jokers=per-joker, §15 A1): the {play.big} "
            f"大花 and {play.small} 小花 each keep their kind, hung on the play (挂花)"
        )
    elif play.big and play.small:
        notes.append(
            f"mixed flowers: {play.big} 大花 played with 小花 count as 小花, "
            f"so {play.flowers}小花 are hung on the play (挂花)"
        )
    elif play.flowers and play.size > play.flowers:
        flower = normal_form(play).flower
        assert flower is not None
        notes.append(f"挂花 (hanging flowers): {play.flowers}{flower.name_zh} hung on the base")
    elif play.flowers:
        notes.append("a pure-flower play: flowers only, no base")
    return notes


# ---------------------------------------------------------------------------------------
# Level cards (够级牌), gouji.md §5


@dataclass(frozen=True)
class LevelThreshold:
    """A base rank and the fewest cards of it (pasted money included) that make a level card."""

    rank: Rank
    min_count: int


LEVEL_THRESHOLDS: tuple[LevelThreshold, ...] = (
    LevelThreshold(Rank.TEN, 5),
    LevelThreshold(Rank.JACK, 4),
    LevelThreshold(Rank.QUEEN, 3),
    LevelThreshold(Rank.KING, 2),
    LevelThreshold(Rank.ACE, 2),
    LevelThreshold(MONEY, 1),
)
"""Level-card thresholds by base rank; any play holding a flower is a level card; bases 3…9
without flowers never are."""

_THRESHOLD_BY_RANK = {threshold.rank: threshold for threshold in LEVEL_THRESHOLDS}


def level_threshold(rank: Rank) -> LevelThreshold | None:
    return _THRESHOLD_BY_RANK.get(rank)


@dataclass(frozen=True)
class Verdict:
    """A yes/no answer and the plain-words reason for it."""

    answer: bool
    reason: str


def is_level(form: NormalForm) -> Verdict:
    """Is a play with this normal form a level card (够级牌)?"""
    if form.flower is not None:
        return Verdict(True, f"it holds flowers ({form.flower_count}{form.flower.name_zh}): "
                             "any play with a flower is a level card")
    assert form.base_rank is not None
    rank = rank_name(form.base_rank)
    threshold = level_threshold(form.base_rank)
    if threshold is None:
        return Verdict(False, f"a base of {rank} without flowers is never a level card")
    enough = form.base_count >= threshold.min_count
    return Verdict(
        enough,
        f"{form.base_count}x{rank} {'reaches' if enough else 'is below'} the threshold of "
        f"{threshold.min_count}x{rank}",
    )


# ---------------------------------------------------------------------------------------
# Beating (顺牌), gouji.md §6.2


@dataclass(frozen=True)
class KillRatio:
    """``ratio`` new ``killer`` flowers beat one old ``victim`` flower from ``option`` on."""

    victim: Flower
    killer: Flower
    ratio: int
    option: BeatOption


KILL_RATIOS: tuple[KillRatio, ...] = (
    KillRatio(Flower.SMALL, Flower.BIG, 1, BeatOption.SAME_LENGTH),
    KillRatio(Flower.SMALL, Flower.SMALL, 2, BeatOption.MULTI_KILL),
    KillRatio(Flower.BIG, Flower.BIG, 2, BeatOption.MULTI_KILL),
    KillRatio(Flower.BIG, Flower.SMALL, 3, BeatOption.MULTI_KILL),
)


def kill_ratio(victim: Flower, killer: Flower, option: BeatOption) -> int | None:
    for kill in KILL_RATIOS:
        if kill.victim is victim and kill.killer is killer and kill.option <= option:
            return kill.ratio
    return None


class Front(enum.Enum):
    """Where a play fails to beat another (gouji.md §6.2 steps 1–3)."""

    FLOWERS = "flowers"
    COUNT = "count"
    RANK = "rank"


class Kill(NamedTuple):
    """§6.2 step 1 decided on the jokers alone: the new flowers ``left`` over once the old
    flowers are killed (-1 when they cannot be), the ``steps`` of a kill and the ``failure``
    of one that cannot happen ("" when it can), worded where the decision is taken.

    The jokers are all the kill reads, so the referee keeps :func:`kill`'s ``left`` in a
    table per rule variant (:mod:`~paiju.engine.gouji.referee.entries`), built unworded."""

    left: int
    steps: tuple[str, ...] = ()
    failure: str = ""


def kill(big: int, small: int, old_big: int, old_small: int, option: BeatOption,
         per_joker: bool, words: bool = True) -> Kill:
    """§6.2 step 1 for a new play holding ``big`` 大花 and ``small`` 小花 on one holding
    ``old_big`` and ``old_small``, under ``option`` and the A1 reading (``per_joker``);
    without ``words`` the same decision is taken and left unworded."""
    if per_joker:
        return _kill_per_joker(big, small, old_big, old_small, option, words)
    return _kill_demoted(big, small, old_big, old_small, option, words)


def _kill_demoted(big: int, small: int, old_big: int, old_small: int, option: BeatOption,
                  words: bool) -> Kill:
    """A1 ``demote``: the normal forms' flowers (§4), one kind a play, a 大花 played with 小花
    counting as a 小花."""
    new_count, old_count = big + small, old_big + old_small
    if not old_count:
        return Kill(new_count)
    victim = Flower.SMALL if old_small else Flower.BIG
    old_flowers = f"{old_count}{victim.name_zh}" if words else ""
    if not new_count:
        return Kill(-1, (), f"{old_flowers} must be killed by flowers and the new play has "
                            "none" if words else "")
    killer = Flower.SMALL if small else Flower.BIG
    ratio = kill_ratio(victim, killer, option)
    if ratio is None:
        return Kill(-1, (), f"{killer.name_zh} cannot kill {victim.name_zh} under option "
                            f"{int(option)}" if words else "")
    spent = ratio * old_count
    if new_count < spent:
        return Kill(-1, (), f"killing {old_flowers} takes {spent}{killer.name_zh} ({ratio} per "
                            f"flower), the new play has {new_count}" if words else "")
    if not words:
        return Kill(new_count - spent)
    return Kill(new_count - spent,
                (f"flowers: {spent}{killer.name_zh} kill {old_flowers} ({ratio}:1)",))


def _kill_per_joker(big: int, small: int, old_big: int, old_small: int, option: BeatOption,
                    words: bool) -> Kill:
    """A1 ``per-joker``: each old 大花, then each old 小花, is killed by new jokers of one kind
    at a §6.2 ratio, new 大花 chosen first; the new jokers left over stand in as base cards
    (step 2), so the exact card total of §6.2 holds and surplus jokers never over-kill."""
    steps: list[str] = []
    left = {Flower.BIG: big, Flower.SMALL: small}
    for victim, count in ((Flower.BIG, old_big), (Flower.SMALL, old_small)):
        if not count:
            continue
        kills = [(killer, ratio) for killer in (Flower.BIG, Flower.SMALL)
                 if (ratio := kill_ratio(victim, killer, option)) is not None]
        spent = {Flower.BIG: 0, Flower.SMALL: 0}
        for _ in range(count):
            found = next(((killer, ratio) for killer, ratio in kills if left[killer] >= ratio),
                         None)
            if found is None:
                return Kill(-1, tuple(steps), _no_killer(victim, count, kills, big, small,
                                                         option) if words else "")
            killer, ratio = found
            left[killer] -= ratio
            spent[killer] += ratio
        if words:
            used = " and ".join(f"{n}{killer.name_zh}" for killer, n in spent.items() if n)
            steps.append(f"flowers: {used} kill {count}{victim.name_zh} (per joker, 大花 "
                         "killers first)")
    return Kill(left[Flower.BIG] + left[Flower.SMALL], tuple(steps))


def _no_killer(victim: Flower, count: int, kills: list[tuple[Flower, int]], big: int,
               small: int, option: BeatOption) -> str:
    if not kills:
        return (f"nothing kills a {victim.name_zh} under option {int(option)}, so "
                f"{count}{victim.name_zh} cannot be beaten")
    ways = " or ".join(f"{ratio}{killer.name_zh}" for killer, ratio in kills)
    return (f"each {victim.name_zh} needs {ways} of its own (per joker), and the new play's "
            f"{big}大花 and {small}小花 run out")


def beat_front(left: int, base_count: int, base_rank: int, old_count: int,
               old_rank: int) -> Front | None:
    """The decision of §6.2, every front in order, and the only one: where a play fails to
    beat another (None: it beats).  ``left`` is its kill's (:func:`kill`), the bases are
    counts and rank values (0 for none): the ``left`` flowers and the new base match the old
    base's count (step 2), and the new base rank is higher (step 3)."""
    if left < 0:
        return _FLOWERS
    if left + base_count != old_count:
        return _COUNT
    if base_count and base_rank <= old_rank:
        return _RANK
    return None


_FLOWERS, _COUNT, _RANK = Front.FLOWERS, Front.COUNT, Front.RANK


@dataclass(frozen=True)
class BeatVerdict:
    beats: bool
    front: Front | None
    reason: str
    steps: tuple[str, ...]


def beats(new: Play, old: Play, rules: RuleBook = DEFAULT) -> BeatVerdict:
    """Does the physical play ``new`` beat ``old`` under ``rules``?  With ``mixed-jokers =
    demote`` (the default) the normal forms' flowers are killed; with ``per-joker`` every
    joker keeps its kind (§15 A1).  The verdict's words are those of what decided it."""
    killed = kill(new.big, new.small, old.big, old.small, rules.option,
                  rules.mixed_jokers is MixedJokers.PER_JOKER)
    form, old_form = normal_form(new), normal_form(old)
    front = beat_front(killed.left, form.base_count, _rank_value(form), old_form.base_count,
                       _rank_value(old_form))
    return explain(front, killed, form, old_form)


def _rank_value(form: NormalForm) -> int:
    return 0 if form.base_rank is None else int(form.base_rank)


def explain(front: Front | None, killed: Kill, new: NormalForm, old: NormalForm) -> BeatVerdict:
    """The verdict :func:`beat_front` gave on these normal forms after ``killed``, in words."""
    steps = list(killed.steps)
    if front is Front.FLOWERS:
        return _fails(front, killed.failure, steps)
    leftover = killed.left
    if front is Front.COUNT:
        stand_in = f" ({count_of(leftover, 'leftover flower')} + {new.base_count})" \
            if leftover else ""
        return _fails(front, f"the new base has {count_of(leftover + new.base_count, 'card')}"
                             f"{stand_in}, "
                             f"the old base {old.base_count}: they must be equal", steps)
    if leftover:
        steps.append(f"count: {count_of(leftover, 'leftover flower')} stand"
                     f"{'s' if leftover == 1 else ''} in as base cards above every rank")
    if new.base_rank is not None and old.base_rank is not None:
        new_rank, old_rank = rank_name(new.base_rank), rank_name(old.base_rank)
        if front is Front.RANK:
            relation = "equals" if new.base_rank == old.base_rank else "is below"
            return _fails(front, f"base {new_rank} {relation} base {old_rank}", steps)
        steps.append(f"rank: {new_rank} is above {old_rank}")
    return BeatVerdict(True, None, "; ".join(steps) or "nothing to beat", tuple(steps))


def _fails(front: Front, reason: str, steps: list[str]) -> BeatVerdict:
    steps.append(f"{front.value}: {reason}")
    return BeatVerdict(False, front, reason, tuple(steps))


# ---------------------------------------------------------------------------------------
# Opening a point (开点), gouji.md §8


@dataclass(frozen=True)
class OpeningRule:
    """Which level cards do not open a point under one option (the physical cards count):
    plays holding any of ``blocking``, and single-card plays when ``single_card_blocks``."""

    option: int
    blocking: tuple[Rank, ...]
    single_card_blocks: bool = False

    @property
    def description(self) -> str:
        names = " or ".join(rank_name(rank) for rank in self.blocking)
        clauses = [f"plays containing a {names}"]
        if self.single_card_blocks:
            clauses.append("single-card plays")
        return " and ".join(clauses)


OPENING_RULES: tuple[OpeningRule, ...] = (
    OpeningRule(0, (Rank.BIG_JOKER,)),
    OpeningRule(1, (Rank.BIG_JOKER, Rank.SMALL_JOKER), single_card_blocks=True),
    OpeningRule(2, (Rank.BIG_JOKER, Rank.SMALL_JOKER, MONEY)),
)
"""Option → the level cards that do not open a point (gouji.md §8); default option 0."""


def opening_rule(option: int) -> OpeningRule:
    for rule in OPENING_RULES:
        if rule.option == option:
            return rule
    raise ValueError(f"no opening option {option}")


def opens_point(play: Play, option: int = 0) -> Verdict:
    """Does winning a trick with ``play`` open a point (开点)?"""
    level = is_level(play.normal_form())
    if not level.answer:
        return Verdict(False, f"not a level card ({level.reason}); only level cards open")
    rule = opening_rule(option)
    held = [rank for rank in rule.blocking if play.counts()[rank]]
    if held:
        names = " and ".join(rank_name(rank) for rank in held)
        return Verdict(False, f"it contains {names}: under option {option}, "
                              f"{rule.description} do not open a point")
    if rule.single_card_blocks and play.size == 1:
        return Verdict(False, f"a single card: under option {option}, "
                              f"{rule.description} do not open a point")
    return Verdict(True, f"a level card ({level.reason}) that option {option} lets open")
