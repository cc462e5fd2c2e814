"""Why a hand scores what it scores: for each fan the sets, pair or tiles that form it (its
witnesses), every fan whose own condition held but which is not counted and the scoring
principle that keeps it out, and the readings of the hand that competed for the total.

Fans made of sets carry their witnesses from the scorer (the pieces of the reading each
instance was made of).  Fans of the whole hand — colour, tile traits, number ranges, 四归一,
the flags, concealment — are witnessed here from the tiles and the situation, by the same
tables of :mod:`paiju.engine.mcr.fans` the scorer reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from paiju.engine.mcr import fans as table
from paiju.engine.mcr.fans import Fan, Principle
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.engine.mcr.scoring import (
    Contender,
    Piece,
    Reading,
    Score,
    Uncombined,
    chow_combinations,
    pung_combinations,
    score,
)
from paiju.engine.mahjong.shapes import Form, SetKind
from paiju.engine.mahjong.tiles import KINDS, LABELS, NUMBERED_SUITS, counts_of
from paiju.engine.words import count_of


@dataclass(frozen=True)
class Witness:
    """What one instance of a fan is made of: pieces of the reading (sets, the pair, the
    knitted straight), the tiles that show it, and, when no set shows it, the condition in
    words (a flag, a suit that is absent)."""

    pieces: tuple[Piece, ...] = ()
    tiles: tuple[int, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class FanWitnesses:
    fan: Fan
    count: int
    witnesses: tuple[Witness, ...]


@dataclass(frozen=True)
class NotCounted:
    """A fan whose own condition held but which is not counted: how often, the principle
    that keeps it out, the fan it yields to (None where a cap removed it), whether the 不计
    table lists that pair, and what it would have been made of."""

    fan: Fan
    count: int
    principle: Principle
    by: Fan | None
    listed: bool
    witnesses: tuple[Witness, ...]


@dataclass(frozen=True)
class Explanation:
    """The score, the witnesses of its fans, what was left out and why, and every reading
    tried (``chosen`` indexes the one the score comes from)."""

    score: Score
    fans: tuple[FanWitnesses, ...]
    not_counted: tuple[NotCounted, ...]
    contenders: tuple[Contender, ...]
    chosen: int | None

    @property
    def runner_up(self) -> Contender | None:
        """The best reading besides the chosen one, if any."""
        others = [c for i, c in enumerate(self.contenders) if i != self.chosen]
        return max(others, key=lambda contender: contender.total, default=None)


if TYPE_CHECKING:
    _Uncombining = tuple[Fan, Principle, Fan | None]
    """What groups the combinations left out: the fan, the principle, the fan it yields to."""


def explain(hand: Hand, situation: Situation = Situation(),
            rules: RuleBook = REFERENCE) -> Explanation:
    """Score the hand and explain the result."""
    contenders: list[Contender] = []
    result = score(hand, situation, rules, contenders)
    if not result.win:
        return Explanation(result, (), (), tuple(contenders), None)
    chosen = max(i for i, contender in enumerate(contenders) if contender.verdict.replaces)
    reading = result.reading
    assert reading is not None, "a winning score has the reading it comes from"
    whole = _WholeHand(hand, reading)
    fans = tuple(FanWitnesses(fan.fan, fan.count, whole.witnesses(fan.fan, fan.instances))
                 for fan in result.fans)
    listed = {(entry.fan, excluded) for entry in rules.exclusions for excluded in entry.excludes}
    not_counted = [NotCounted(item.fan, item.count, Principle.NON_REPEAT, item.by, True,
                              whole.witnesses(item.fan, item.instances))
                   for item in result.dropped]
    not_counted += [NotCounted(fan, len(group), principle, by, (by, fan) in listed,
                               whole.witnesses(fan, tuple(item.pieces for item in group)))
                    for (fan, principle, by), group in _uncombined(reading).items()]
    return Explanation(result, fans, tuple(not_counted), tuple(contenders), chosen)


def _uncombined(reading: Reading) -> dict[_Uncombining, list[Uncombined]]:
    """Set combinations of a regular reading left out by the combination rules, grouped by
    fan, principle and the fan they yield to."""
    if reading.form is not Form.REGULAR:
        return {}
    report: list[Uncombined] = []
    pieces = reading.pieces
    chows = [(i, piece.tile) for i, piece in enumerate(pieces) if piece.kind is SetKind.CHOW]
    pair = next(piece.tile for piece in pieces if piece.kind is SetKind.PAIR)
    chow_combinations(chows, pair, report)
    pung_combinations([(i, piece.tile) for i, piece in enumerate(pieces)
                       if piece.kind in (SetKind.PUNG, SetKind.KONG)], report)
    grouped: dict[_Uncombining, list[Uncombined]] = {}
    for item in report:
        grouped.setdefault((item.fan, item.principle, item.by), []).append(item)
    return grouped


_TILE_FANS = frozenset(fan for fan, _ in table.TILE_FANS)
_FLAG_WORDS = {
    Fan.SELF_DRAWN: "won on the player's own draw",
    Fan.LAST_TILE_DRAW: "self-drawn as the last tile of the wall",
    Fan.LAST_TILE_CLAIM: "won on the discard of the last tile of the wall",
    Fan.OUT_WITH_REPLACEMENT_TILE: "self-drawn as a kong's replacement tile",
    Fan.ROBBING_THE_KONG: "won on a tile robbed from another player's kong",
    Fan.LAST_TILE: "the winning tile is its last copy: the other three are in sight",
    Fan.CONCEALED_HAND: "no claimed meld, won on a discard",
    Fan.FULLY_CONCEALED_HAND: "no claimed meld, self-drawn",
    Fan.MELDED_HAND: "four claimed melds, won on a discard",
    Fan.CHICKEN_HAND: "no other fan at all",
    Fan.FLOWER_TILES: "a flower",
}


class _WholeHand:
    """Witnesses of one hand's fans: from the pieces the scorer recorded, or, for fans of
    the whole hand, from its tiles and the way it was won."""

    def __init__(self, hand: Hand, reading: Reading):
        self.hand, self.reading = hand, reading
        self.tiles = tuple(sorted(hand.all_tiles()))

    def witnesses(self, fan: Fan, instances: Sequence[tuple[int, ...]]) -> tuple[Witness, ...]:
        if any(instances):
            return tuple(self._of_pieces(fan, instance) for instance in instances)
        if fan is Fan.TILE_HOG:
            return self._quads()[:len(instances)]
        if fan in _TILE_FANS:
            return (Witness(tiles=self.tiles, note=self._absent(fan)),)
        if fan in (Fan.CONCEALED_HAND, Fan.FULLY_CONCEALED_HAND, Fan.MELDED_HAND):
            claimed = fan is Fan.MELDED_HAND  # the claimed melds, else every set
            pieces = tuple(piece for piece in self.reading.pieces if piece.kind is not
                           SetKind.PAIR and (piece.meld and piece.claimed) == claimed)
            return (Witness(pieces, _tiles_of(pieces), _FLAG_WORDS[fan]),)
        if fan is Fan.FLOWER_TILES:
            return (Witness(note=count_of(len(instances), "flower")),)
        return (Witness(tiles=(self.hand.winning_tile,), note=_FLAG_WORDS.get(fan, "")),)

    def _of_pieces(self, fan: Fan, instance: tuple[int, ...]) -> Witness:
        pieces = tuple(self.reading.pieces[i] for i in sorted(instance))
        note = ""
        if fan in (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT):
            note = f"won on {LABELS[self.hand.winning_tile]}"
        return Witness(pieces, _tiles_of(pieces), note)

    def _quads(self) -> tuple[Witness, ...]:
        """四归一: each tile whose four copies are in the hand outside a declared kong, with
        the pieces that hold them."""
        counts = counts_of(self.tiles)
        kongs = {piece.tile for piece in self.reading.pieces if piece.kind is SetKind.KONG}
        return tuple(Witness(tuple(piece for piece in self.reading.pieces if tile in piece.tiles),
                             (tile,) * 4, f"all four {LABELS[tile]}")
                     for tile in range(KINDS) if counts[tile] == 4 and tile not in kongs)

    def _absent(self, fan: Fan) -> str:
        """What the hand lacks, for the fans that are about an absence."""
        if fan is Fan.ONE_VOIDED_SUIT:
            present = {tile // 9 for tile in self.tiles if tile < 27}
            absent = [suit for i, suit in enumerate(NUMBERED_SUITS) if i not in present]
            return "no " + " or ".join(f"{suit.value} ({suit.name_zh})" for suit in absent)
        if fan is Fan.NO_HONORS:
            return "no wind or dragon"
        return ""


def _tiles_of(pieces: Sequence[Piece]) -> tuple[int, ...]:
    return tuple(tile for piece in pieces for tile in piece.tiles)
