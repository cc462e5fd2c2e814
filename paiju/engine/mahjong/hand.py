"""A mahjong hand as both mahjong games of paiju hold it (MCR, Fuzhou Mahjong): the melds laid
down (副露), the standing tiles (立牌) and the winning tile (和牌张)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import KINDS, LABELS, write_sorted_tiles, write_tiles


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld laid down before the win (副露): a claimed chow or pung, a melded kong (明杠)
    or a concealed kong (暗杠).

    ``offer`` is the digit written after the tiles: for a pung or kong the seat that
    supplied the tile (1–3, or 5–7 for a kong promoted from a pung), for a chow which of its
    tiles was claimed (GB-Mahjong's convention); None when not written.  A kong written
    without it is concealed."""

    kind: SetKind
    tile: int  # the lowest tile
    concealed: bool = False
    offer: int | None = None

    @property
    def tiles(self) -> tuple[int, ...]:
        return _TILES_OF[self.kind][self.tile]

    @property
    def claimed(self) -> bool:
        """Made with another player's tile (everything but a concealed kong)."""
        return not self.concealed

    def notation(self) -> str:
        return f"[{_TEXT_OF[self.kind][self.tile]}{self.offer if self.offer is not None else ''}]"


_TILES_OF = {SetKind.CHOW: tuple((tile, tile + 1, tile + 2) for tile in range(KINDS)),
             SetKind.PUNG: tuple((tile,) * 3 for tile in range(KINDS)),
             SetKind.KONG: tuple((tile,) * 4 for tile in range(KINDS))}
"""The tiles of each meld, by kind and lowest tile."""
_TEXT_OF = {kind: tuple(write_tiles(tiles) for tiles in of_kind)
            for kind, of_kind in _TILES_OF.items()}
"""The tiles of each meld written, by kind and lowest tile."""


@dataclass(frozen=True, slots=True)
class Hand:
    """Melds, the standing tiles (立牌, sorted, without the winning tile) and the winning
    tile (和牌张).

    The canonical notation is kept once written (every answer carries it); a reader that
    has it from the text already builds the hand with it (:func:`written_hand`)."""

    melds: tuple[Meld, ...]
    standing: tuple[int, ...]
    winning_tile: int
    _notation: str | None = field(default=None, init=False, repr=False, compare=False)

    def concealed_counts(self) -> list[int]:
        """The 34 counts of the standing tiles with the winning tile."""
        counts = [0] * KINDS
        for tile in self.standing:
            counts[tile] += 1
        counts[self.winning_tile] += 1
        return counts

    def all_tiles(self) -> Iterator[int]:
        for meld in self.melds:
            yield from meld.tiles
        yield from self.standing
        yield self.winning_tile

    def meld_count(self, tile: int) -> int:
        """Copies of ``tile`` inside the melds."""
        if not self.melds:
            return 0
        return sum([_TILES_OF[meld.kind][meld.tile].count(tile) for meld in self.melds])

    @property
    def has_kong(self) -> bool:
        return any(meld.kind is SetKind.KONG for meld in self.melds)

    def notation(self) -> str:
        """Canonical notation: melds in order, standing tiles sorted, the winning tile last."""
        written = self._notation
        if written is None:
            melds = "".join([meld.notation() for meld in self.melds]) if self.melds else ""
            written = melds + write_sorted_tiles(self.standing) + LABELS[self.winning_tile]
            object.__setattr__(self, "_notation", written)  # frozen: a cache, not a change
        return written


_new_hand = object.__new__
_set_melds, _set_standing, _set_winning_tile, _set_notation = (
    getattr(Hand, name).__set__ for name in ("melds", "standing", "winning_tile", "_notation"))


def written_hand(melds: tuple[Meld, ...], standing: tuple[int, ...], winning_tile: int,
                 notation: str) -> Hand:
    """The hand ``Hand(melds, standing, winning_tile)`` whose canonical notation is
    ``notation``, as a reader that read it from canonical text knows it (not checked here:
    tests/test_mcr_grammar.py holds the reader to :meth:`Hand.notation`).  Built slot by
    slot: a frozen dataclass's ``__init__`` costs a batch line twice as much."""
    hand = _new_hand(Hand)
    _set_melds(hand, melds)
    _set_standing(hand, standing)
    _set_winning_tile(hand, winning_tile)
    _set_notation(hand, notation)
    return hand
