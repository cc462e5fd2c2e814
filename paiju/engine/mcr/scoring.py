"""Scoring an MCR winning hand exactly as the reference calculator does (mcr-fans.md §1–§8).

1. The flags are normalised the reference's way (§6.1); input validation that rejects
   contradictions instead lives with the input (:func:`paiju.engine.mcr.situation.check_situation`).
2. Readings of the hand are formed: the special forms (七对/连七对, 全不靠/七星不靠, 十三幺, the
   knitted straight with a set and a pair, 九莲宝灯) and the regular divisions into four sets and
   a pair.
3. Each reading gets its fans — the tile fans of the whole hand, the flag and concealment fans,
   and the set fans of its division (kongs and concealed pungs, single pungs, chow and pung
   combinations under the caps of §3.6, the pair, the group traits, the wait) — and then the
   不计 table of :mod:`paiju.engine.mcr.fans` removes what the higher fans imply.
4. The reading with the highest total wins, ties broken as the reference does (§4); an empty
   list is 无番和; flowers are added last.

Every fan is still decided by its own predicate in :mod:`paiju.engine.mcr.fans`; what sits in
front of them only shares the answers between hands, which are all different but made of the
same few things: tables built once from the predicates (a division's fans by its chows and
pair, a set's group traits, a pung's fans under the winds, the wait fans by place), memos of
the set combinations by their chows or pungs (renamed where the predicates cannot tell), and
the tile fans looked up by the answers a hand gives the tile predicates' questions
(:data:`~paiju.engine.mcr.fans.TILE_QUESTIONS`).  ``tests/test_mcr_shortcuts.py`` holds each
to the predicates; the memos are bounded.
"""

from __future__ import annotations

import enum
from bisect import bisect_left
from functools import lru_cache, partial
from itertools import combinations, compress
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, NamedTuple, Sequence

from paiju.engine.mcr import fans as table
from paiju.engine.mcr.fans import Fan, Principle, Scope
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.engine.mahjong.shapes import (
    Division,
    Form,
    Group,
    SetKind,
    blocks_of,
    divisions,
    divisions_of,
    knitted_straight_in,
    seven_pairs_wait,
    waiting_tiles,
    waits_alone,
)
from paiju.engine.mahjong.tiles import EAST, KINDS, LABELS, NORTH
from paiju.memo import BoundedMemo
from paiju.engine.words import count_of

if TYPE_CHECKING:  # names for annotations only: nothing to build when scoring is imported
    from paiju.engine.mahjong.shapes import Blocks
    from paiju.engine.mcr.fans import FanPredicates

    Sets = tuple[tuple[Fan, itemgetter[Any]], ...]
    """Combinations of sets, each with the picker of its sets' positions."""
    SetAt = tuple[int, int]
    """A set of a combination: (piece index, tile)."""
    Relation = Callable[[int, int], Fan | None]
    Trio = Callable[[int, int, int], Fan | None]
    Quartet = Callable[[int, int, int, int], Fan | None]
    """The fan two, three or four sets (by their tiles, sorted) form, if any."""
    WaitsByPlace = dict[tuple[SetKind | None, int, int], tuple[Fan, ...]]
    """The wait fans by (kind of the piece, its lowest tile, the winning tile)."""
    Found = dict[Fan, tuple[tuple[int, ...], ...]]
    """The fans a reading keeps, each with its instances (the pieces each is made of)."""
    DroppedHit = tuple[Fan, Fan, int, tuple[tuple[int, ...], ...]]
    """An exclusion that applied: (dropped fan, by fan, count, instances)."""

MINIMUM = 8
"""起和番: points a hand needs, flowers not counted, to be declared (mcr-notes.md §1)."""
BASE_POINTS = 8
"""底分: what each losing player pays on top (mcr-notes.md §4)."""



# Enum members the hot paths compare with, read as module globals: a member read as an
# attribute of its enum class costs several times as much (Python 3.11).
_CHOW, _KONG, _PAIR = SetKind.CHOW, SetKind.KONG, SetKind.PAIR
_REGULAR, _SEVEN_PAIRS = Form.REGULAR, Form.SEVEN_PAIRS
_ALL, _ONE = Scope.ALL, Scope.ONE
_CHICKEN_HAND, _FLOWER_TILES = Fan.CHICKEN_HAND, Fan.FLOWER_TILES


class Piece(NamedTuple):
    """One group of a reading: a set, the pair, or the knitted straight's nine tiles.

    ``meld`` marks a group laid down before the win; ``claimed`` one made with another
    player's tile (a claimed meld, or a concealed pung counted as exposed because the
    winning discard completed it, §6.4)."""

    kind: SetKind | None  # None for the knitted straight and the tiles of a special form
    tile: int  # the lowest tile
    tiles: tuple[int, ...]
    meld: bool = False
    claimed: bool = False


class Reading(NamedTuple):
    """One way of reading the winning hand."""

    form: Form
    pieces: tuple[Piece, ...]


class ScoredFan(NamedTuple):
    """A fan of the result: how often it counts and, per instance, the pieces of the
    reading it was made of (empty for fans of the whole hand)."""

    fan: Fan
    count: int  # type: ignore[assignment]  # the answers' name for it; shadows tuple.count
    instances: tuple[tuple[int, ...], ...] = ()

    @property
    def points(self) -> int:
        return self.fan.points * self.count


class Dropped(NamedTuple):
    """A fan whose own condition held but which a higher fan implies (不计): how often, and
    per instance the pieces of the reading it would have been made of."""

    fan: Fan
    by: Fan
    count: int  # type: ignore[assignment]  # the answers' name for it; shadows tuple.count
    instances: tuple[tuple[int, ...], ...] = ()


class Verdict(enum.Enum):
    """How a reading fared against the best one before it (mcr-fans.md §4)."""

    FIRST = "the first reading"
    HIGHER = "a higher total"
    TIE_PREFERRED = "an equal total with 一色三同顺 or 三同刻, which the reference prefers"
    TIE_AFTER_SEVEN_PAIRS = "an equal total in a hand that is also seven pairs, where the " \
                            "later reading replaces the earlier"
    TIE_KEPT = "an equal total: the earlier reading is kept"
    LOWER = "a lower total"

    @property
    def replaces(self) -> bool:
        return self not in _KEPT


_KEPT = frozenset((Verdict.TIE_KEPT, Verdict.LOWER))
_FIRST = Verdict.FIRST


class Contender(NamedTuple):
    """One reading the scorer tried: its total (flowers excluded), fans, how it fared, and
    whether it was final (a special form after which no regular division is tried)."""

    reading: Reading
    total: int
    fans: tuple[tuple[Fan, int], ...]
    verdict: Verdict
    final: bool


class Score(NamedTuple):
    """The answer: a win with its fans, or not a win with the reason."""

    win: bool
    reason: str = ""
    fans: tuple[ScoredFan, ...] = ()
    flowers: int = 0
    reading: Reading | None = None
    dropped: tuple[Dropped, ...] = ()
    notes: tuple[str, ...] = ()
    readings_tried: int = 0
    total: int = 0
    """Every fan, flowers included (the reference's total)."""
    meets_minimum: bool = False
    """A win of at least 8 points without flowers: the hand may be declared (see
    :func:`declarable`; kept, not worked out again, since every answer asks)."""

    @property
    def total_without_flowers(self) -> int:
        return self.total - self.flowers


def declarable(total: int, flowers: int) -> bool:
    """Whether a win of ``total`` points, ``flowers`` of them flowers, may be declared."""
    return total - flowers >= MINIMUM


class Payments(NamedTuple):
    """Who pays what (mcr-notes.md §4): on a self-draw each other player pays 8 + total; on a
    discard the discarder pays 8 + total and the other two 8 each."""

    winner_receives: int
    discarder_pays: int | None
    each_other_pays: int


def payments(score: Score, self_drawn: bool) -> Payments | None:
    """The settlement of a declarable win; None when the hand cannot be declared."""
    if not score.meets_minimum:
        return None
    owed = BASE_POINTS + score.total
    if self_drawn:
        return Payments(3 * owed, None, owed)
    return Payments(owed + 2 * BASE_POINTS, owed, BASE_POINTS)


# ---------------------------------------------------------------------------------------
# Flags


def normalise(hand: Hand, situation: Situation) -> tuple[Situation, tuple[str, ...]]:
    """The reference's silent corrections (mcr-fans.md §6.1), with a note for each."""
    fourth, kong = situation.fourth_tile, situation.kong
    if not (fourth or kong or hand.melds):  # nothing to correct
        return situation, ()
    win, notes = hand.winning_tile, []
    in_melds = hand.meld_count(win)
    if fourth and hand.standing.count(win):
        fourth = False
        notes.append(f"not 和绝张: another {LABELS[win]} stands in the hand")
    if in_melds == 3 and not fourth:
        fourth = True
        notes.append(f"和绝张: the other three {LABELS[win]} are in the melds")
    if kong and situation.self_drawn and not hand.has_kong:
        kong = False
        notes.append("not 杠上开花: no kong among the melds")
    if kong and not situation.self_drawn and (in_melds or hand.standing.count(win)):
        kong = False
        notes.append(f"not 抢杠和: another {LABELS[win]} is in the hand")
    if (fourth, kong) == (situation.fourth_tile, situation.kong):
        return situation, ()
    return Situation(situation.self_drawn, fourth, kong, situation.last_tile,
                     situation.seat_wind, situation.round_wind, situation.flowers), tuple(notes)


# ---------------------------------------------------------------------------------------
# Set combinations (mcr-fans.md §3.6).  The predicates of fans.py, looked up through small
# memo tables: there are only so many chows and pungs.

Hit = tuple[Fan, tuple[int, ...]]


def _holding(fans: FanPredicates, *tiles: int) -> Fan | None:
    """The fan of a combination table that holds for these sets (at most one does)."""
    for fan, holds in fans:
        if holds(*tiles):
            return fan
    return None


_chow_relation = lru_cache(maxsize=None)(partial(_holding, table.CHOW_PAIR_FANS))
_chow_trio = lru_cache(maxsize=None)(partial(_holding, table.CHOW_TRIPLE_FANS))
_chow_quartet = lru_cache(maxsize=None)(partial(_holding, table.CHOW_QUADRUPLE_FANS))
_pung_relation = lru_cache(maxsize=None)(partial(_holding, table.PUNG_PAIR_FANS))
_pung_trio = lru_cache(maxsize=None)(partial(_holding, table.PUNG_TRIPLE_FANS))
_pung_quartet = lru_cache(maxsize=None)(partial(_holding, table.PUNG_QUADRUPLE_FANS))


@lru_cache(maxsize=None)
def _single_pung_fans(tile: int, seat: int, prevalent: int) -> tuple[Fan, ...]:
    return tuple(fan for fan, holds in table.PUNG_FANS if holds(tile, seat, prevalent))


class Uncombined(NamedTuple):
    """A combination of sets whose own condition holds but which is not counted, and the
    principle that keeps it out (mcr-fans.md §3.2-3.6); ``by`` the fan it yields to."""

    fan: Fan
    pieces: tuple[int, ...]
    principle: Principle
    by: Fan | None


Report = list[Uncombined] | None


def chow_combinations(chows: Sequence[tuple[int, int]], pair: int,
                      report: Report = None) -> list[Hit]:
    """Fans of combined chows, given as (piece index, lowest tile): the terminal-chow and
    four-chow fans stand alone; a three-chow fan lets the fourth chow add one relation, by
    kind priority; otherwise the one-point relations are capped (套算一次) and reduced,
    duplicates first (不得相同).  What is left out is added to ``report`` when given."""
    if len(chows) == 4:
        tiles = tuple(sorted(tile for _, tile in chows))
        for fan, holds in table.CHOW_PAIR_SHAPE_FANS:
            if holds(tiles, pair):
                every = tuple(index for index, _ in chows)
                if report is not None:
                    _report_inside(report, chows, every, fan, _chow_trio, _chow_relation)
                return [(fan, every)]
    return _combinations(chows, _chow_quartet, _chow_trio, _chow_relation,
                         table.FOURTH_CHOW.fans, _chow_cap, report)


def pung_combinations(pungs: Sequence[tuple[int, int]], report: Report = None) -> list[Hit]:
    """Fans of combined pungs, given as (piece index, tile): a four-pung fan stands alone; a
    three-pung fan lets the fourth pung add one two-pung fan; otherwise every pair of pungs
    scores, uncapped."""
    return _combinations(pungs, _pung_quartet, _pung_trio, _pung_relation,
                         table.FOURTH_PUNG.fans, None, report)


_by_tile = itemgetter(1)


def _combinations(groups: Sequence[SetAt], quartet: Quartet, trio: Trio, relation: Relation,
                  priority: Sequence[Fan], cap: Callable[[list[Hit], int], int] | None,
                  report: Report) -> list[Hit]:
    """The combination rules chows and pungs share (§3.6), over (piece index, tile) pairs:
    a four-set fan alone; else a three-set fan (at most one) and the fourth set's single
    relation to one of the three, by ``priority``; else every pairwise relation, limited by
    ``cap(relations, number of sets)`` when given."""
    size = len(groups)
    if size < 2:
        return []
    groups = sorted(groups, key=_by_tile)
    tiles = tuple([tile for _, tile in groups])
    every = tuple([index for index, _ in groups])
    if size == 4:
        fan = quartet(*tiles)
        if fan is not None:
            if report is not None:
                _report_inside(report, groups, every, fan, trio, relation)
            return [(fan, every)]
    for three in _TRIPLES[size]:
        i, j, k = three
        fan = trio(tiles[i], tiles[j], tiles[k])
        if fan is None:
            continue
        hits: list[Hit] = [(fan, (every[i], every[j], every[k]))]
        for extra in range(size):
            if extra in three:
                continue
            found: dict[Fan, tuple[int, int]] = {}
            for i in three:  # the tiles are sorted: the lower first
                fan = relation(tiles[i], tiles[extra]) if i < extra else \
                    relation(tiles[extra], tiles[i])
                if fan is not None and fan not in found:
                    found[fan] = (every[i], every[extra])
            if found:
                hits.append(next((fan, found[fan]) for fan in priority if fan in found))
        if report is not None:
            _report_beside(report, groups, hits, trio, relation)
        return hits
    relations: list[Hit] = []
    for i, j in _PAIRS[size]:
        fan = relation(tiles[i], tiles[j])
        if fan is not None:
            relations.append((fan, (every[i], every[j])))
    limit = cap(relations, size) if cap else len(relations)
    return _reduce(relations, limit, report) if len(relations) > limit else relations


_TRIPLES = tuple(tuple(combinations(range(size), 3)) for size in range(5))
_PAIRS = tuple(tuple(combinations(range(size), 2)) for size in range(5))
"""The positions of every three and every two of up to four sets, in order."""


def _report_inside(report: list[Uncombined], groups: Sequence[SetAt], every: tuple[int, ...],
                   fan: Fan, trio: Trio, relation: Relation) -> None:
    """Everything the four sets of a four-set fan also form (不拆移: they stay grouped)."""
    for hit in _all_combinations(groups, trio, relation):
        report.append(Uncombined(*hit, Principle.NON_SEPARATION, fan))


def _report_beside(report: list[Uncombined], groups: Sequence[SetAt], hits: list[Hit],
                   trio: Trio, relation: Relation) -> None:
    """Beside a three-set fan: what its own sets also form (不拆移), the same fan again with
    the fourth set (不得相同), and what the fourth set forms beyond the one combination it
    may add (套算一次)."""
    counted = {(fan, frozenset(pieces)) for fan, pieces in hits}
    owner_fan, owner = hits[0][0], set(hits[0][1])
    for fan, pieces in _all_combinations(groups, trio, relation):
        if (fan, frozenset(pieces)) in counted:
            continue
        principle = Principle.NON_SEPARATION if set(pieces) <= owner else \
            Principle.NON_IDENTITY if fan is owner_fan else Principle.COMBINE_ONCE
        report.append(Uncombined(fan, pieces, principle, owner_fan))


def _all_combinations(groups: Sequence[SetAt], trio: Trio, relation: Relation) -> list[Hit]:
    """Every three-set fan and pairwise relation the groups form, ignoring the rules."""
    found: list[Hit] = []
    for size, holds in ((3, trio), (2, relation)):
        for chosen in combinations(sorted(groups, key=lambda group: group[1]), size):
            fan = holds(*(tile for _, tile in chosen))
            if fan is not None:
                found.append((fan, tuple(index for index, _ in chosen)))
    return found


def _chow_cap(relations: list[Hit], chows: int) -> int:
    """n chows give at most n - 1 relations; of four, one less per chow related to none."""
    if chows < 4:
        return chows - 1
    related = {index for _, pieces in relations for index in pieces}
    return 3 - (4 - len(related))


def _reduce(relations: list[Hit], cap: int, report: Report = None) -> list[Hit]:
    """Drop relations one at a time until ``cap`` remain: first down to one of each kind
    (不得相同), then whole kinds (套算一次), kinds taken 老少副, 连六, 喜相逢, 一般高."""
    kept = list(relations)
    for limit, principle in ((1, Principle.NON_IDENTITY), (0, Principle.COMBINE_ONCE)):
        for fan in table.CHOW_RELATION_CAP.fans:
            while len(kept) > cap and sum(hit[0] is fan for hit in kept) > limit:
                last = max(i for i, hit in enumerate(kept) if hit[0] is fan)
                if report is not None:
                    report.append(Uncombined(*kept[last], principle, None))
                del kept[last]
    return kept


# ---------------------------------------------------------------------------------------
# One hand


class _Hand:
    """Everything about one hand that every reading shares, computed once."""

    __slots__ = ("hand", "situation", "book", "win", "standing", "blocks", "melds",
                 "melded_kongs", "concealed_kongs", "kong_hits", "common", "meld_chows",
                 "meld_pungs", "meld_concealed", "meld_traits", "discard_pung", "pung_fans",
                 "waits", "_unique_wait")
    hand: Hand
    situation: Situation
    book: RuleBook
    win: int
    standing: list[int]
    blocks: Blocks
    melds: tuple[Piece, ...]
    meld_chows: Sequence[tuple[int, int]]  # (lowest tile, piece index), as the pungs
    meld_pungs: Sequence[tuple[int, int]]
    meld_concealed: Sequence[int]  # piece indexes
    meld_traits: int
    melded_kongs: int
    concealed_kongs: int
    kong_hits: Sequence[Hit]
    common: tuple[Hit, ...]
    discard_pung: bool
    pung_fans: tuple[tuple[Fan, ...], ...]
    waits: WaitsByPlace
    _unique_wait: bool | None

    def __init__(self, hand: Hand, situation: Situation, book: RuleBook):
        self.hand = hand
        self.situation = situation
        self.book = book
        self.win = win = hand.winning_tile
        self.standing = standing = hand.concealed_counts()  # with the winning tile
        self.blocks = blocks_of(standing)
        present = sum(compress(_BITS, standing))
        self_drawn = situation.self_drawn
        if hand.melds:
            present, hogs = self._read_melds(hand.melds, present)
            claimed = len(hand.melds) - len(self.meld_concealed)
        else:
            self.melds, self.meld_chows, self.meld_pungs, self.meld_concealed = _NO_MELDS
            self.meld_traits, self.melded_kongs, self.concealed_kongs = _ALL_TRAITS, 0, 0
            self.kong_hits = ()
            claimed, hogs = 0, standing.count(4)
        self.common = _tile_hits(present, hogs) + _way_won_hits(
            self_drawn, situation.fourth_tile, situation.kong, situation.last_tile, claimed)
        # a standing pung of the winning tile may be one the winning discard completed
        self.discard_pung = not self_drawn and standing[win] >= 3
        self.pung_fans = _pung_fans_by_tile(situation.seat_wind, situation.round_wind)
        self.waits = _waits_of_book(book)
        self._unique_wait = None

    def _read_melds(self, melds: Sequence[Meld], present: int) -> tuple[int, int]:
        """The melds as pieces, chows, pungs and concealed kongs (by piece index), their
        shared group traits and kongs; returns ``present`` with their tiles' bits, and the
        hand's tile hogs: kinds held four times, melds included, outside a declared kong."""
        pieces: list[Piece]
        chows: list[tuple[int, int]]
        pungs: list[tuple[int, int]]
        concealed: list[int]
        pieces, chows, pungs, concealed = [], [], [], []
        traits = _ALL_TRAITS
        melded_kongs = concealed_kongs = 0
        counts: list[int] | None = None
        for index, meld in enumerate(melds):
            kind, tile = meld.kind, meld.tile
            piece, bits, tiles = _meld_facts(kind, tile, meld.concealed)
            pieces.append(piece)
            traits &= _TRAIT_BITS[kind][tile]
            present |= bits
            if kind is _KONG:  # its four tiles are all there are: never a hog
                pungs.append((tile, index))
                if meld.concealed:
                    concealed.append(index)
                    concealed_kongs += 1
                else:
                    melded_kongs += 1
                continue
            if counts is None:
                counts = list(self.standing)
            for held in tiles:
                counts[held] += 1
            if kind is _CHOW:
                chows.append((tile, index))
            else:
                pungs.append((tile, index))
                if meld.concealed:
                    concealed.append(index)
        self.melds = tuple(pieces)
        self.meld_chows, self.meld_pungs, self.meld_concealed = chows, pungs, concealed
        self.meld_traits = traits
        self.melded_kongs, self.concealed_kongs = melded_kongs, concealed_kongs
        self.kong_hits = _kong_hits(self, pieces) if melded_kongs + concealed_kongs else ()
        return present, (counts or self.standing).count(4)

    @property
    def unique_wait(self) -> bool:
        """Does the hand wait on the winning tile alone, by shape (§5.1)?"""
        if self._unique_wait is None:
            win = self.win
            alone = waits_alone(self.blocks, win)
            if alone and not self.hand.melds:  # a seven-pairs wait on another tile too?
                waiting = list(self.standing)
                waiting[win] -= 1
                alone = seven_pairs_wait(waiting) in (None, win)
            self._unique_wait = alone
        return self._unique_wait


_BITS = tuple(1 << tile for tile in range(KINDS))
_NO_MELDS: tuple[tuple[Piece, ...], tuple[tuple[int, int], ...], tuple[tuple[int, int], ...],
                 tuple[int, ...]] = ((), (), (), ())


def _tile_hits(present: int, hogs: int) -> tuple[Hit, ...]:
    """The tile fans of a hand, looked up by the answers its tiles give the tile predicates'
    questions (:data:`~paiju.engine.mcr.fans.TILE_QUESTIONS`) and its tile hogs: a few
    hundred kinds of hand where the masks of present tiles are as many as the hands."""
    answers = 0
    for index in (present & 0x1FF, 0x200 | present >> 9 & 0x1FF,
                  0x400 | present >> 18 & 0x1FF, 0x600 | present >> EAST):
        block = _BLOCK_ANSWERS[index]
        if block is None:
            block = _BLOCK_ANSWERS[index] = _answers_of(index >> 9, index & 0x1FF)
        answers |= block
    key = answers, hogs
    hits = _TILE_HITS.get(key)
    if hits is None:
        if len(_TILE_HITS) >= _TILE_HITS_KEPT:
            _TILE_HITS.clear()
        facts = table.TileFacts.from_mask(present, hogs)
        hits = _TILE_HITS[key] = _whole_hand_hits(
            tuple([holds(facts) for _, holds in table.TILE_FANS]))
    return hits


_TILE_HITS: dict[tuple[int, int], tuple[Hit, ...]] = {}
_TILE_HITS_KEPT = 1 << 12  # far more than hands give: a bound, not a working size
_BLOCK_ANSWERS: list[int | None] = [None] * (4 << 9)
""":func:`_answers_of` by block x 512 + the block's bits, filled as blocks are met."""


def _answers_of(block: int, bits: int) -> int:
    """The questions of :data:`~paiju.engine.mcr.fans.TILE_QUESTIONS` that tiles of one
    block (characters, dots, bamboo, honours), given as bits from its first tile, answer yes
    (bit i for question i): a hand's answers are its blocks' together, and a block's its
    tiles' (a question asks whether any tile of its set is there)."""
    answers, tile = 0, 9 * block
    while bits:
        if bits & 1:
            answers |= _TILE_ANSWERS[tile]
        bits >>= 1
        tile += 1
    return answers


_TILE_ANSWERS = tuple(sum(1 << i for i, question in enumerate(table.TILE_QUESTIONS)
                          if question >> tile & 1) for tile in range(KINDS))
"""The questions each tile alone answers yes."""


@lru_cache(maxsize=1 << 12)
def _whole_hand_hits(instances: tuple[int | bool, ...]) -> tuple[Hit, ...]:
    """The hits of the tile fans, given how often each holds: one shared tuple for hands
    alike (the memo of the masks points at it rather than keeping a copy per mask)."""
    hits: list[Hit] = []
    for (fan, _), count in zip(table.TILE_FANS, instances):
        hits += [_WHOLE_HAND[fan]] * count
    return tuple(hits)


_WHOLE_HAND = {fan: (fan, ()) for fan in Fan}
"""Each fan as a hit of the whole hand (no pieces): one shared tuple per fan."""


@lru_cache(maxsize=None)
def _flag_hits(self_drawn: bool, fourth_tile: bool, kong: bool, last_tile: bool) \
        -> tuple[Hit, ...]:
    situation = Situation(self_drawn, fourth_tile, kong, last_tile)
    return tuple((fan, ()) for fan, holds in table.FLAG_FANS if holds(situation))


@lru_cache(maxsize=None)
def _concealment_hits(claimed: int, self_drawn: bool) -> tuple[Hit, ...]:
    return tuple((fan, ()) for fan, holds in table.CONCEALMENT_FANS
                 if holds(claimed, self_drawn))


@lru_cache(maxsize=None)  # 2 x 2 x 2 x 2 x 5
def _way_won_hits(self_drawn: bool, fourth_tile: bool, kong: bool, last_tile: bool,
                  claimed: int) -> tuple[Hit, ...]:
    """The flag fans and the concealment fans of a hand together."""
    return _flag_hits(self_drawn, fourth_tile, kong, last_tile) + \
        _concealment_hits(claimed, self_drawn)


def _waits_of_book(book: RuleBook) -> WaitsByPlace:
    """:func:`_wait_fans_by_place` of a rule book's wait fans, kept by the book itself (a
    rule book's tables are tuples of functions: hashing them costs a hand more than this)."""
    kept = _BOOK_WAITS.get(id(book))
    if kept is None or kept[0] is not book:
        if len(_BOOK_WAITS) >= 64:
            _BOOK_WAITS.clear()
        kept = _BOOK_WAITS[id(book)] = book, _wait_fans_by_place(book.wait_fans)
    return kept[1]


# id -> (the book, kept alive, its table)
_BOOK_WAITS: dict[int, tuple[RuleBook, WaitsByPlace]] = {}


def _wait_hits(context: _Hand, pieces: Sequence[Piece]) -> list[Hit]:
    """Where the winning tile sits among the standing sets and the pair (§5.3): the end of a
    chow (边张), its middle (嵌张), the pair (单钓); the 不计 table keeps the first of these.
    (A regular division finds them as it reads its sets: :func:`_regular_hits`.)"""
    found: dict[Fan, Hit] = {}
    win, by_place = context.win, context.waits
    for index, piece in enumerate(pieces):
        tile = piece.tile
        if piece.meld or not tile <= win <= tile + 2:  # the tile is not in it
            continue
        for fan in by_place.get((piece.kind, tile, win), ()):
            if fan not in found:
                found[fan] = (fan, (index,))
    return list(found.values())


@lru_cache(maxsize=16)
def _wait_fans_by_place(wait_fans: FanPredicates) -> WaitsByPlace:
    """The wait fans a rule book's predicates give a set or the pair (kind, lowest tile) for
    a winning tile up to two above it, in the predicates' order: looked up per piece."""
    places: WaitsByPlace = {}
    for kind in (SetKind.CHOW, SetKind.PUNG, SetKind.KONG, SetKind.PAIR):
        for tile in range(KINDS):
            for win in range(tile, min(tile + 3, KINDS)):
                fans = tuple(fan for fan, holds in wait_fans if holds(kind, tile, win))
                if fans:
                    places[kind, tile, win] = fans
    return places


@lru_cache(maxsize=None)
def _pung_fans_by_tile(seat: int, prevalent: int) -> tuple[tuple[Fan, ...], ...]:
    """The fans of a single pung or kong of each tile, under these winds: asked of the
    four winds, the other tiles' being what they are under any winds (the seat and the
    prevalent wind are winds; ``tests/test_mcr_shortcuts.py`` checks every pair)."""
    if (seat, prevalent) == (EAST, EAST):
        return tuple(_single_pung_fans(tile, seat, prevalent) for tile in range(KINDS))
    calm = _pung_fans_by_tile(EAST, EAST)
    return calm[:EAST] + tuple(_single_pung_fans(tile, seat, prevalent)
                               for tile in range(EAST, NORTH + 1)) + calm[NORTH + 1:]


def _pung_hits(pieces: Sequence[Piece], pungs: Sequence[int], situation: Situation) -> list[Hit]:
    return [(fan, (index,)) for index in pungs for fan in
            _single_pung_fans(pieces[index].tile, situation.seat_wind, situation.round_wind)]


@lru_cache(maxsize=1 << 14)
def _chow_sets(tiles: tuple[int, ...]) -> Sets:
    """The combinations of chows given by their sorted lowest tiles, each with the picker
    of its sets from anything in that order (:func:`chow_combinations` without a shape),
    memoised: distinct hands share their chows — and chows in other suits alike, which the
    chow fans cannot tell apart (they compare suits, never name one)."""
    return _chow_sets_of(_suits_renamed(tiles))


@lru_cache(maxsize=1 << 13)
def _chow_sets_of(tiles: tuple[int, ...]) -> Sets:
    return _pickers(_combinations(tuple(enumerate(tiles)), _chow_quartet, _chow_trio,
                                  _chow_relation, table.FOURTH_CHOW.fans, _chow_cap, None))


@lru_cache(maxsize=1 << 14)
def _pung_sets(tiles: tuple[int, ...]) -> Sets:
    """:func:`pung_combinations` of pungs given by their sorted tiles, with pickers as
    :func:`_chow_sets` gives them, memoised as it is, the numbered pungs also moved down to
    rank 1: the pung fans of numbered pungs compare ranks, never name one."""
    return _pung_sets_of(_suits_renamed(tiles, shifted=True))


def _pickers(hits: Sequence[tuple[Fan, tuple[int, ...]]]) -> Sets:
    """Combinations given by positions, each with the picker of those positions (a
    combination has two sets or more: the picker gives a tuple), one picker per positions
    (so that combinations alike compare equal)."""
    if not hits:
        return ()
    pickers = _PICKERS
    return tuple([(fan, pickers[positions]) for fan, positions in hits])


_PICKERS: Mapping[tuple[int, ...], itemgetter[Any]] = \
    BoundedMemo(lambda positions: itemgetter(*positions), 1024)
"""A picker per positions (at most a few dozen: positions of 2-5 pieces)."""


@lru_cache(maxsize=1 << 13)
def _pung_sets_of(tiles: tuple[int, ...]) -> Sets:
    return _pickers(pung_combinations(tuple(enumerate(tiles))))


def _suits_renamed(tiles: tuple[int, ...], shifted: bool = False) -> tuple[int, ...]:
    """Sorted tiles with their numbered suits renamed characters, dots, bamboo in the order
    they come (and with ``shifted``, the lowest numbered rank moved to 1): an order-keeping
    relabelling, so positions in the tiles stay what they were (``tests/test_mcr_fans.py``
    holds every chow and pung fan to it)."""
    if tiles[0] >= EAST:
        return tiles
    low = 9
    if shifted:
        for tile in tiles:
            if tile < EAST and tile % 9 < low:
                low = tile % 9
    else:
        low = 0
    renamed, suit, name = [], -1, -9
    for tile in tiles:
        if tile < EAST:
            if tile // 9 != suit:
                suit, name = tile // 9, name + 9
            tile = name + tile % 9 - low
        renamed.append(tile)
    return tuple(renamed)


@lru_cache(maxsize=1 << 14)
def _pung_pair_sets(tiles: tuple[int, ...], pair: int) -> Sets:
    """小三元 / 小四喜 of pungs given by their sorted tiles, with pickers (the pair's
    position is ``len(tiles)``)."""
    return _pickers(tuple(_pungs_with_pair(tuple((tile, i) for i, tile in enumerate(tiles)),
                                           pair, len(tiles))))


def _chow_hits(hits: list[Hit], chows: list[tuple[int, int]], pair: int) -> None:
    """Add the chow combination fans of a division's chows, given as (lowest tile, piece
    index) in piece order, to ``hits`` (:func:`chow_combinations`)."""
    if len(chows) == 4:
        tiles = tuple(sorted([tile for tile, _ in chows]))
        for fan, holds in table.CHOW_PAIR_SHAPE_FANS:
            if holds(tiles, pair):
                hits.append((fan, tuple([index for _, index in chows])))
                return
    chows.sort()  # by tile; pieces of one tile keep their order
    tiles, order = zip(*chows)
    for fan, pick in _chow_sets(tiles):
        hits.append((fan, pick(order)))


def _pung_hits_of(hits: list[Hit], pungs: list[tuple[int, int]], pair: int,
                  pair_index: int) -> None:
    """Add the pung combination fans of a division's pungs and kongs, given as (tile, piece
    index) in piece order, with 小三元 / 小四喜 and the pair, to ``hits``
    (:func:`pung_combinations`)."""
    pungs.sort()
    tiles, order = zip(*pungs)
    for fan, pick in _pung_sets(tiles):
        hits.append((fan, pick(order)))
    if pair >= EAST:  # 小三元 and 小四喜 are honour pungs and an honour pair (tests/test_mcr_fans)
        first = bisect_left(tiles, EAST)  # the honours come last
        if len(tiles) - first > 1:
            order = order[first:] + (pair_index,)
            for fan, pick in _pung_pair_sets(tiles[first:], pair):
                hits.append((fan, pick(order)))


def _in_a_chow(sets: Sequence[tuple[SetKind, int]], win: int) -> bool:
    for kind, tile in sets:
        if kind is _CHOW and tile <= win <= tile + 2:
            return True
    return False


def _regular_hits(context: _Hand, division: Division) -> tuple[Reading, list[Hit]]:
    """A regular division's set fans (mcr-fans.md §1 step 3)."""
    sets, pair = division
    win = context.win
    first = len(context.melds)
    # §6.4: a pung the winning discard completed is exposed, unless the tile can sit in a
    # concealed chow of this division
    exposed = context.discard_pung and not _in_a_chow(sets, win)
    chows, pungs, concealed = list(context.meld_chows), list(context.meld_pungs), \
        list(context.meld_concealed)
    standing = []
    traits = context.meld_traits
    by_place, waits = context.waits, {}  # §5.3: the first set (or the pair) of each wait fan
    index = first
    for group in sets:
        kind, tile = group
        if tile <= win <= tile + 2:
            for fan in by_place.get((kind, tile, win), ()):
                if fan not in waits:
                    waits[fan] = (fan, (index,))
        if kind is _CHOW:
            chows.append((tile, index))
            piece = _PIECE_OF[group]
        else:
            pungs.append((tile, index))
            if exposed and tile == win:
                piece = _DISCARD_PUNG[win]
                exposed = False
            else:
                piece = _PIECE_OF[group]
                concealed.append(index)
        traits &= _TRAIT_BITS[kind][tile]
        standing.append(piece)
        index += 1
    pieces = context.melds + tuple(standing) + (_PAIR_OF[pair],)
    traits &= _TRAIT_BITS[_PAIR][pair]
    if pair <= win <= pair + 2:
        for fan in by_place.get((_PAIR, pair, win), ()):
            if fan not in waits:
                waits[fan] = (fan, (index,))
    hits: list[Hit] = list(context.kong_hits)
    if len(concealed) > 1:
        concealed_sets = tuple(concealed)
        for fan in _CONCEALED_PUNG_FANS[len(concealed)]:
            hits.append((fan, concealed_sets))
    hits += _DIVISION_HITS[len(chows)][pair]
    if pungs:
        of_tile = context.pung_fans
        for tile, at in pungs:
            for fan in of_tile[tile]:
                hits.append((fan, (at,)))
    if len(chows) > 1:
        _chow_hits(hits, chows, pair)
    if len(pungs) > 1:
        _pung_hits_of(hits, pungs, pair, index)
    if traits:
        hits += _TRAIT_HITS[traits]
    if waits and (not context.book.single_wait_only or context.unique_wait):
        hits += waits.values()
    return _new_reading((_REGULAR, pieces)), hits


def _kong_hits(context: _Hand, pieces: Sequence[Piece]) -> list[Hit]:
    melded, concealed = context.melded_kongs, context.concealed_kongs
    if not melded + concealed:
        return []
    every: list[int]
    claimed: list[int]
    own: list[int]
    every, claimed, own = [], [], []  # the kongs, the melded ones, the concealed ones
    for index, piece in enumerate(pieces):
        if piece.kind is _KONG:
            every.append(index)
            (claimed if piece.claimed else own).append(index)
    kongs = {None: tuple(every), True: tuple(claimed), False: tuple(own)}
    hits: list[Hit] = []
    for fan, holds in context.book.kong_fans:
        if holds(melded, concealed):
            hits.append((fan, kongs[table.KONGS_OF_ONE_KIND.get(fan)]))
    return hits


@lru_cache(maxsize=None)
def _meld_piece(kind: SetKind, tile: int, claimed: bool) -> Piece:
    return _standing_piece(kind, tile)._replace(meld=True, claimed=claimed)


@lru_cache(maxsize=None)  # at most 3 kinds x 34 tiles x 2
def _meld_facts(kind: SetKind, tile: int, concealed: bool) -> tuple[Piece, int, tuple[int, ...]]:
    """A meld's piece, the bits of its tiles and its tiles."""
    piece = _meld_piece(kind, tile, not concealed)
    return piece, sum({_BITS[tile] for tile in piece.tiles}), piece.tiles


@lru_cache(maxsize=None)
def _standing_piece(kind: SetKind, tile: int) -> Piece:
    """A set or the pair of standing tiles (one shared object per kind and tile)."""
    if kind is SetKind.CHOW:
        return Piece(kind, tile, (tile, tile + 1, tile + 2))
    return Piece(kind, tile, (tile,) * _SIZES[kind])


_SIZES = {SetKind.PAIR: 2, SetKind.PUNG: 3, SetKind.KONG: 4}
_DISCARD_PUNG = tuple(Piece(SetKind.PUNG, tile, (tile,) * 3, False, True) for tile in range(KINDS))
"""A pung of standing tiles the winning discard completed: counted as claimed (§6.4)."""


_TRAIT_BITS = tuple(tuple(sum(1 << bit for bit, (_, holds) in enumerate(table.GROUP_FANS)
                              if holds(kind, tile)) for tile in range(KINDS))
                    for kind in sorted(SetKind))
"""The group traits (:data:`~paiju.engine.mcr.fans.GROUP_FANS`) of each set and pair, as
bits, by kind and lowest tile: a division's shared traits are the AND of its pieces'."""
_ALL_TRAITS = (1 << len(table.GROUP_FANS)) - 1
_TRAITS_OF = tuple(tuple(fan for bit, (fan, _) in enumerate(table.GROUP_FANS) if bits >> bit & 1)
                   for bits in range(_ALL_TRAITS + 1))
_PIECE_OF = {group: _standing_piece(group.kind, group.tile)
             for group in (Group(kind, tile) for kind in (SetKind.PUNG, SetKind.CHOW)
                           for tile in range(KINDS - 2 if kind is SetKind.CHOW else KINDS))}
"""The piece of each set a division holds (shapes' groups are shared objects: a look-up)."""
_PAIR_OF = tuple(_standing_piece(SetKind.PAIR, tile) for tile in range(KINDS))
_EVERY = tuple(tuple(range(size)) for size in range(16))
"""Every piece of a reading of ``size`` pieces, one shared tuple per size."""
_CONCEALED_PUNG_FANS = tuple(tuple(fan for fan, holds in table.CONCEALED_PUNG_FANS
                                   if holds(concealed)) for concealed in range(5))
_DIVISION_FANS = tuple(tuple(tuple(fan for fan, holds in table.DIVISION_FANS
                                   if holds(chows, pair)) for pair in range(KINDS))
                       for chows in range(5))
"""The fans of a division by its number of chows and its pair."""
_REGULAR_PIECES = 5  # four sets and the pair
_DIVISION_HITS = tuple(tuple(tuple((fan, _EVERY[_REGULAR_PIECES]) for fan in fans)
                             for fans in by_pair) for by_pair in _DIVISION_FANS)
_TRAIT_HITS = tuple(tuple((fan, _EVERY[_REGULAR_PIECES]) for fan in fans) for fans in _TRAITS_OF)
"""The hits of a regular division's fans and its shared group traits: fans of all its
pieces."""


def _pungs_with_pair(pungs: tuple[tuple[int, int], ...], pair: int, pair_index: int) \
        -> list[Hit]:
    """小三元 / 小四喜: pungs (given as (tile, piece index), in tile order) that make the fan
    with the pair; the 不计 table then drops the 双箭刻 / 三风刻 among them."""
    hits: list[Hit] = []
    for fan, holds, sets in _UPGRADES:
        for chosen in combinations(pungs, sets):
            if holds(*[tile for tile, _ in chosen], pair):
                hits.append((fan, tuple([index for _, index in chosen]) + (pair_index,)))
    return hits


_UPGRADES = tuple((fan, holds, table.RULES[fan].sets) for fan, holds in table.PUNG_PAIR_UPGRADES)


def _knitted_straight_reading(context: _Hand, straight: tuple[int, ...]) \
        -> tuple[Reading, list[Hit]] | None:
    """The knitted straight with one set and the pair (§7.3), or None if the rest is not
    one set and a pair."""
    rest = list(context.standing)
    for tile in straight:
        rest[tile] -= 1
    found = divisions(rest) if not context.melds else _pair_only(rest)
    if len(found) != 1 or len(found[0].sets) + len(context.melds) != 1:
        return None
    division = found[0]
    pieces = [Piece(None, straight[0], straight)]
    if context.melds:
        pieces.append(context.melds[0])
    else:
        pieces.append(_standing_piece(*division.sets[0]))
    pieces.append(_standing_piece(SetKind.PAIR, division.pair))
    extra = pieces[1]
    hits: list[Hit] = [(Fan.KNITTED_STRAIGHT, (0,))]
    chows = 3 + (extra.kind is SetKind.CHOW)  # the knitted straight stands for three chows
    hits += [(fan, (0, 1, 2)) for fan, holds in table.DIVISION_FANS
             if holds(chows, division.pair)]
    if extra.kind is not SetKind.CHOW:
        hits += _pung_hits(pieces, [1], context.situation) + _kong_hits(context, pieces)
    hits += _knitted_waits(context, pieces, rest, straight)
    return Reading(Form.KNITTED_STRAIGHT, tuple(pieces)), hits


def _pair_only(rest: Sequence[int]) -> list[Division]:
    pairs = [tile for tile, n in enumerate(rest) if n]
    if len(pairs) == 1 and rest[pairs[0]] == 2:
        return [Division((), pairs[0])]
    return []


def _knitted_waits(context: _Hand, pieces: Sequence[Piece], rest: Sequence[int],
                   straight: tuple[int, ...]) -> list[Hit]:
    """Wait fans of the knitted form (§5.5): only the tiles outside the knitted straight
    count; a winning tile the knitted part alone needs gives none (nor, under the
    ``knitted-wait`` switch's other reading, any tile of a knitted kind)."""
    win = context.win
    if not rest[win] or (not context.book.knitted_body_waits and win in straight):
        return []
    if context.melds:
        return [(Fan.SINGLE_WAIT, (2,))]
    waiting = list(rest)
    waiting[win] -= 1
    if context.book.single_wait_only and len(waiting_tiles(waiting, seven_pairs=False)) != 1:
        return []
    return _wait_hits(context, pieces)


# ---------------------------------------------------------------------------------------
# Fans of a reading → the result


def _finish(common: Sequence[Hit], hits: list[Hit],
            exclusions: dict[Fan, tuple[tuple[Fan, Scope], ...]]) \
        -> tuple[Found, list[DroppedHit]]:
    """Apply the 不计 table to the hand's common fans and a reading's, highest fan first: a
    fan that is itself dropped drops nothing.  Returns the fans kept (with their instances,
    a tuple: most fans have one) and the (dropped fan, by fan, count, instances) of each
    exclusion that applied."""
    found: Found = {}
    for source in (common, hits):
        for fan, pieces in source:
            instances = found.get(fan)
            found[fan] = (pieces,) if instances is None else (*instances, pieces)
    dropped: list[DroppedHit] = []
    for fan in sorted(found.keys() & exclusions.keys()):
        owners = found.get(fan)
        if owners is None:
            continue
        for excluded, scope in exclusions[fan]:
            instances = found.get(excluded)
            if not instances:
                continue
            if scope is _ALL:
                dropped.append((excluded, fan, len(instances), instances))
                del found[excluded]
                continue
            gone: Sequence[tuple[int, ...]]
            if scope is _ONE:
                gone = instances[:1]
            else:
                sets = [set(pieces) for pieces in owners]
                gone = [pieces for pieces in instances
                        if any(set(pieces) <= owner for owner in sets)]
                if not gone:
                    continue
            dropped.append((excluded, fan, len(gone), tuple(gone)))
            kept = list(instances)
            for pieces in gone:
                kept.remove(pieces)
            if kept:
                found[excluded] = tuple(kept)
            else:
                del found[excluded]
    return found, dropped


_POINTS = [0] + [fan.points for fan in sorted(Fan)]  # by fan number


def _total(found: Found) -> int:
    return sum([_POINTS[fan] * len(instances) for fan, instances in found.items()])


def _readings(context: _Hand) -> Iterator[tuple[Reading, list[Hit], bool]]:
    """Yield (reading, hits, final): the special forms first; ``final`` when no other reading
    may compete (§1 step 2).  Regular divisions follow unless a final form matched.

    Tiles that split into sets and a pair are no honours-and-knitted hand, thirteen orphans
    or knitted straight with a set and a pair (those hold single tiles no set can take: tiles
    of one suit three ranks apart, terminals, honours, and at most one pair), so those forms
    are looked for only in a hand without a division (``tests/test_mcr_scoring.py`` holds
    the shortcut to asking every form)."""
    hand, counts, win = context.hand, context.standing, context.win
    if not hand.melds and table.seven_pairs(counts, win):
        pairs = tuple([_PAIR_OF[tile] for tile in _tiles_of(hand)[::2]])  # every count even
        reading = Reading(Form.SEVEN_PAIRS, pairs)
        every = _EVERY[len(pairs)]
        if table.seven_shifted_pairs(counts, win):
            yield reading, [(Fan.SEVEN_PAIRS, every), (Fan.SEVEN_SHIFTED_PAIRS, every)], True
            return
        yield reading, [(Fan.SEVEN_PAIRS, every)], False
    divisions = divisions_of(context.blocks)
    if not divisions:
        special = _special_reading(context)
        if special is not None:
            yield (*special, True)
        return
    nine_gates = not hand.melds and table.nine_gates(counts, win)
    for division in divisions:
        reading, hits = _regular_hits(context, division)
        if nine_gates:
            hits.append((Fan.NINE_GATES, _EVERY[len(reading.pieces)]))
        yield reading, hits, False


def _special_reading(context: _Hand) -> tuple[Reading, list[Hit]] | None:
    """The honours-and-knitted, thirteen-orphans or knitted-straight reading of a hand, if
    it is one (seven pairs aside)."""
    hand, counts, win = context.hand, context.standing, context.win
    if not hand.melds:
        if table.lesser_honors_and_knitted(counts, win):
            hits: list[Hit] = [(fan, (0,)) for fan in (
                Fan.LESSER_HONORS_AND_KNITTED, Fan.GREATER_HONORS_AND_KNITTED,
                Fan.KNITTED_STRAIGHT) if fan.rule.holds(counts, win)]
            return Reading(Form.HONORS_AND_KNITTED, (_tiles_piece(hand),)), hits
        if table.thirteen_orphans(counts, win):
            return Reading(Form.THIRTEEN_ORPHANS, (_tiles_piece(hand),)), \
                [(Fan.THIRTEEN_ORPHANS, (0,))]
    if len(hand.melds) <= _KNITTED_MELDS and table.knitted_straight(counts, win):
        return _knitted_straight_reading(  # table.knitted_straight has found the straight
            context, knitted_straight_in(counts))  # type: ignore[arg-type]
    return None


_KNITTED_MELDS = Form.KNITTED_STRAIGHT.max_melds


def _tiles_piece(hand: Hand) -> Piece:
    """All the tiles of a special form as one piece."""
    tiles = _tiles_of(hand)
    return Piece(None, tiles[0], tiles)


def _tiles_of(hand: Hand) -> tuple[int, ...]:
    """The standing tiles with the winning tile, sorted."""
    return tuple(sorted((*hand.standing, hand.winning_tile)))


def score(hand: Hand, situation: Situation = Situation(), rules: RuleBook = REFERENCE,
          contenders: list[Contender] | None = None) -> Score:
    """Score a winning hand the reference's way (or under the readings of ``rules``); a hand
    that is no winning shape is answered with ``win=False`` and the reason.  Every reading
    tried is appended to ``contenders`` when a list is given."""
    situation, notes = normalise(hand, situation)
    context = _Hand(hand, situation, rules)
    best: list[Any] | None = None  # [total, reading, found, dropped] of the best reading
    seven_pairs_seen = False
    tried = 0
    common, exclusions = context.common, rules.excluded_by
    for reading, hits, final in _readings(context):
        tried += 1
        found, dropped = _finish(common, hits, exclusions)
        # a total is needed to compare readings (or to list one): not for a hand's only one
        total = _total(found) if best is not None or contenders is not None else None
        if reading.form is _SEVEN_PAIRS:
            seven_pairs_seen = rules.seven_pairs_ties_go_to_regular
        if best is None:
            verdict = _FIRST
            best = [total, reading, found, dropped]
        else:
            if best[0] is None:
                best[0] = _total(best[2])
            # total is worked out whenever there is a best reading (or contenders are kept)
            verdict = _verdict(best[0], total, found, seven_pairs_seen,  # type: ignore[arg-type]
                               rules.tie_preferred)
            if verdict.replaces:
                best = [total, reading, found, dropped]
        if contenders is not None:
            contenders.append(Contender(reading, total, tuple(  # type: ignore[arg-type]
                (fan, len(instances)) for fan, instances in sorted(found.items())),
                verdict, final))
        if final:
            break
    if best is None:
        return Score(False, _not_a_win_reason(hand), flowers=situation.flowers, notes=notes)
    _, reading, found, dropped = best
    if table.chicken_hand(len(found)):
        found = {_CHICKEN_HAND: ((),)}
    flowers = table.flower_tiles(situation.flowers)
    if flowers:
        found[_FLOWER_TILES] = ((),) * flowers
    fans, total = [], 0
    for fan in sorted(found):
        instances = found[fan]
        count = len(instances)
        total += _POINTS[fan] * count
        fans.append(_new_tuple(ScoredFan, (fan, count, instances)))
    return _new_score((True, "", tuple(fans), situation.flowers, reading,
                       tuple(map(_dropped, dropped)) if dropped else (), notes, tried, total,
                       declarable(total, situation.flowers)))


_scored, _dropped = partial(tuple.__new__, ScoredFan), partial(tuple.__new__, Dropped)
_new_score = partial(tuple.__new__, Score)
_new_tuple = tuple.__new__
_new_reading = partial(tuple.__new__, Reading)


def _verdict(best: int | None, total: int, found: Found, seven_pairs_seen: bool,
             preferred: tuple[Fan, ...] = table.TIE_PREFERRED) -> Verdict:
    """Does a reading replace the best so far (§4): a higher total does; an equal one when
    it has a fan the book prefers on ties (一色三同顺 or 三同刻), or when the hand also had a
    seven-pairs reading."""
    if best is None:
        return Verdict.FIRST
    if total != best:
        return Verdict.HIGHER if total > best else Verdict.LOWER
    if any([fan in found for fan in preferred]):
        return Verdict.TIE_PREFERRED
    return Verdict.TIE_AFTER_SEVEN_PAIRS if seven_pairs_seen else Verdict.TIE_KEPT


def _not_a_win_reason(hand: Hand) -> str:
    if hand.melds:
        return (f"not a winning hand: with {count_of(len(hand.melds), 'meld')} the other tiles do not "
                "split into sets and one pair (nor a knitted straight with one set and a pair)")
    return ("not a winning hand: the 14 tiles are no four sets and a pair, seven pairs, "
            "thirteen orphans, honours and knitted tiles, or a knitted straight with a set and "
            "a pair")
