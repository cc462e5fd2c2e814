"""Rule switches (规则开关): the MCR rulings players read two ways, each a named switch.

Every switch has two readings.  The first is the reference calculator's (PyMahjongGB, as
``mcr-fans.md`` describes it), so that the default scores stay exactly the reference's; the
other is the reading a rule book, a referee or the reference's own history gives instead.
A reading does not add conditions to the scorer: it edits the data the scorer reads — the
不计 table, the kong fans, the wait predicates, the knitted-straight wait policy, the tie rule
between seven pairs and a regular reading — gathered in one :class:`RuleBook`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable

from paiju.engine.mcr import fans as table
from paiju.engine.mcr.fans import Calculator, Exclusion, Fan, Scope
from paiju.engine.rulebook import Reading, Switch, Switchboard

if TYPE_CHECKING:
    from paiju.engine.mcr.fans import FanPredicates


@dataclass(frozen=True)
class RuleBook:
    """The tables the scorer reads.

    * ``exclusions``: the 不计 table (:data:`paiju.engine.mcr.fans.EXCLUSIONS` by default);
    * ``kong_fans``: the kong fans by (melded, concealed) kongs;
    * ``wait_fans``: where the winning tile sits for 边张 / 嵌张 / 单钓;
    * ``single_wait_only``: wait fans only when the hand waits on the winning tile alone;
    * ``knitted_body_waits``: in a knitted-straight hand, a winning tile whose kind is also one
      of the nine knitted tiles may still score a wait fan from the other five tiles;
    * ``seven_pairs_ties_go_to_regular``: a regular reading replaces seven pairs at an equal
      total (otherwise the first reading, seven pairs, is kept as for any other tie);
    * ``tie_preferred``: the fans by which a later division replaces an earlier one of the
      same total;
    * ``calculator``: the calculator whose Chinese fan names the answers use;
    * ``readings``: the switches set away from the reference, as (switch, reading) names.
    """

    exclusions: tuple[Exclusion, ...] = table.EXCLUSIONS
    kong_fans: FanPredicates = table.KONG_FANS
    wait_fans: FanPredicates = table.WAIT_FANS
    single_wait_only: bool = True
    knitted_body_waits: bool = True
    seven_pairs_ties_go_to_regular: bool = True
    tie_preferred: tuple[Fan, ...] = table.TIE_PREFERRED
    calculator: Calculator = Calculator.V2024
    readings: tuple[tuple[str, str], ...] = ()
    excluded_by: dict[Fan, tuple[tuple[Fan, Scope], ...]] = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_fan: dict[Fan, tuple[tuple[Fan, Scope], ...]] = {}
        for entry in self.exclusions:
            by_fan[entry.fan] = by_fan.get(entry.fan, ()) + tuple(
                (excluded, entry.scope) for excluded in entry.excludes)
        object.__setattr__(self, "excluded_by", by_fan)


def _without_exclusion(book: RuleBook, fan: Fan, excluded: Fan) -> RuleBook:
    entries = tuple(entry._replace(excludes=tuple(e for e in entry.excludes if e is not excluded))
                    if entry.fan is fan else entry for entry in book.exclusions)
    return replace(book, exclusions=tuple(entry for entry in entries if entry.excludes))


def _with_exclusion(book: RuleBook, fan: Fan, excluded: Fan) -> RuleBook:
    return replace(book, exclusions=book.exclusions + (Exclusion(fan, (excluded,)),))


def _without_kong_fan(book: RuleBook, fan: Fan) -> RuleBook:
    return replace(book, kong_fans=tuple(entry for entry in book.kong_fans if entry[0] is not fan))


@dataclass(frozen=True)
class RuleSwitch(Switch[RuleBook]):
    """A disputed MCR ruling (a two-way :class:`~paiju.engine.rulebook.Switch`): the
    reference's reading first, then the other one; the fans it can change, and a hand the
    two readings score differently."""

    fans: tuple[Fan, ...] = ()
    example: str = ""


def _switch(name: str, question: str, reference: Reading[RuleBook],
            alternative: Reading[RuleBook], fans: tuple[Fan, ...], example: str,
            section: str = "mcr-fans.md") -> RuleSwitch:
    return RuleSwitch(name, question, (reference, alternative), section, fans, example)


def _calculator_2018(book: RuleBook) -> RuleBook:
    """The 2018 calculator the Botzone judge compiles (mcr-game.md R10): no wait fan for a
    winning tile of a knitted kind, the first of equal divisions kept (seven pairs too), and
    its names."""
    return replace(book, knitted_body_waits=False, seven_pairs_ties_go_to_regular=False,
                   tie_preferred=(), calculator=Calculator.V2018)


SWITCHES: tuple[RuleSwitch, ...] = (
    _switch(
        "knitted-wait",
        "In a knitted-straight hand (组合龙 with a set and a pair), may a winning tile whose kind "
        "is also one of the nine knitted tiles score 边张/嵌张/单钓 (组合龙龙身的边嵌钓)?",
        Reading("residual", "yes: the wait is read on the five tiles outside the knitted "
                    "straight, as for any tile (KNITTED_STRAIGHT_BODY_WITH_ECS=1 in its source)"),
        Reading("body-excluded", "no: a winning tile of a knitted kind belongs to the knitted "
                    "straight, so no wait fan (the reference built with "
                    "KNITTED_STRAIGHT_BODY_WITH_ECS=0)",
                    lambda book: replace(book, knitted_body_waits=False)),
        (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT),
        "13457m369p258sEE4m"),
    _switch(
        "mixed-kongs",
        "One melded and one concealed kong: the reference's 明暗杠 (5) or the official 明杠 + "
        "暗杠 (1 + 2)?",
        Reading("extension", "明暗杠 5, the reference's 82nd fan, replacing 明杠 and 暗杠"),
        Reading("official", "明杠 1 + 暗杠 2 = 3: the 81 official fans only",
                    lambda book: _without_kong_fan(book, Fan.CONCEALED_KONG_AND_MELDED_KONG)),
        (Fan.CONCEALED_KONG_AND_MELDED_KONG, Fan.MELDED_KONG, Fan.CONCEALED_KONG),
        "[1111m1][2222p]9p345678s9p"),
    _switch(
        "four-concealed-pungs",
        "A self-drawn 四暗刻: 自摸 (1) or 不求人 (4) beside it?",
        Reading("self-drawn", "自摸: 四暗刻 implies a concealed hand, so 不求人 is not "
                    "counted and 自摸 is"),
        Reading("fully-concealed", "不求人: the official list drops only 门前清 and 碰碰和 "
                    "under 四暗刻, so 不求人 counts (and drops 自摸)",
                    lambda book: _without_exclusion(book, Fan.FOUR_CONCEALED_PUNGS,
                                                    Fan.FULLY_CONCEALED_HAND)),
        (Fan.FULLY_CONCEALED_HAND, Fan.SELF_DRAWN),
        "111m333p555777sEE|EE1000"),
    _switch(
        "wait-fans",
        "边张/嵌张/单钓: only when the hand waits on the winning tile alone, or whenever the chosen "
        "division puts the winning tile in an edge, closed or pair position?",
        Reading("single-wait", "only on a single-tile wait by shape, seven-pairs waits and "
                    "tiles already all in sight included (the rule text: '12345 and 3 is no "
                    "edge wait')"),
        Reading("by-shape", "by position in the chosen division: the 3 of 123 or the 7 of "
                    "789 (边张), a chow's middle (嵌张), the pair (单钓), even with other waits",
                    lambda book: replace(book, wait_fans=table.WAIT_SHAPE_FANS,
                                         single_wait_only=False)),
        (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT),
        "[123p][456s][789s]2344m4m"),
    _switch(
        "seven-pairs-tie",
        "Seven pairs and a regular reading of the same 14 tiles score the same: which fans are "
        "reported?",
        Reading("regular", "the regular reading's: at an equal total it replaces seven "
                    "pairs"),
        Reading("seven-pairs", "seven pairs', found first: ties keep the first reading, as "
                    "between any two divisions",
                    lambda book: replace(book, seven_pairs_ties_go_to_regular=False)),
        (Fan.SEVEN_PAIRS,),
        "445566m4455566p5p|NE1000"),
    _switch(
        "all-terminals-pungs",
        "清幺九 with pungs of one number in three suits: does 三同刻 still count?",
        Reading("triple-pung", "yes: 清幺九 drops 双同刻 only"),
        Reading("no-same-pungs", "no: the official list drops every 同刻 under 清幺九 "
                    "(the reference's strict-1998 build)",
                    lambda book: _with_exclusion(book, Fan.ALL_TERMINALS, Fan.TRIPLE_PUNG)),
        (Fan.TRIPLE_PUNG,),
        "[111m][111p][111s]999m9p9p"),
    _switch(
        "calculator",
        "Which version of the reference calculator scores: today's (2024), or the 2018 one "
        "the Botzone judge and its human-play dataset use?",
        Reading("2024", "PyMahjongGB 1.4.0, the algorithm mcr-fans.md describes"),
        Reading("2018", "the Botzone judge's: a winning tile of a knitted kind scores no wait "
                    "fan (as knitted-wait=body-excluded), the first of two equal readings is "
                    "kept (seven pairs too), and the wait fans are named 边张, 嵌张, 单钓将",
                    _calculator_2018),
        (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT, Fan.PURE_TRIPLE_CHOW,
         Fan.PURE_SHIFTED_PUNGS, Fan.SEVEN_PAIRS),
        "147m2346669p258s3p", "mcr-game.md R10"),
)
"""Every rule switch, in the order ``paiju mcr rules`` lists them."""

class _Switchboard(Switchboard[RuleBook]):
    UNKNOWN_RULE = "no rule switch {name!r}: the switches are {names}"
    UNKNOWN_VALUE = "rule {name} has no reading {value!r}: its readings are {values}"
    VALUES_JOINED_BY = " and "


SWITCHBOARD = _Switchboard("MCR", SWITCHES, RuleBook())
SWITCH_NAMES = SWITCHBOARD.by_name


def choose(name: str, reading: str | None = None) -> tuple[str, str]:
    """A (switch, reading) choice from its names; without a reading, the switch's
    non-reference one.  ValueError names the switches or readings there are."""
    return SWITCHBOARD.choose(name, reading)


def rule_book(choices: Iterable[tuple[str, str]] = ()) -> RuleBook:
    """The rule book for (switch, reading) choices; switches not chosen keep the reference's
    reading.  A switch chosen twice must be chosen the same way."""
    return SWITCHBOARD.book(choices)


REFERENCE = rule_book()
"""The reference calculator's readings: the default everywhere."""

BOTZONE_GAME: tuple[tuple[str, str], ...] = (("calculator", "2018"),)
"""The readings a whole game is judged under unless a ``--rule`` or the record says otherwise:
the Botzone judge's 2018 calculator (mcr-game.md §10), whose totals and fan names its logs and
the human-play dataset hold."""


@lru_cache(maxsize=None)
def book_of(choices: tuple[tuple[str, str], ...]) -> RuleBook:
    """:func:`rule_book` of choices given as a tuple, memoised: every line of a batch asks
    for its book, and a batch's workers are handed the choices (``RuleBook.readings``),
    which pickle, rather than the book, whose tables hold functions."""
    return rule_book(choices) if choices else REFERENCE
