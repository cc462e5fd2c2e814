"""The pieces and fans of an MCR answer in words: '[234p] claimed chow', '一般高 ×2 喜相逢'."""

from __future__ import annotations

from typing import Iterable

from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import write_tiles
from paiju.engine.mcr.fans import Fan
from paiju.engine.mcr.scoring import Piece

KIND_NAMES = {SetKind.CHOW: "chow", SetKind.PUNG: "pung", SetKind.KONG: "kong",
              SetKind.PAIR: "pair"}


def describe_piece(piece: Piece) -> str:
    """'[234p] claimed chow', '999m concealed pung', '55p pair', …"""
    tiles = write_tiles(piece.tiles)
    if piece.kind is None:
        return f"{tiles} knitted straight" if len(piece.tiles) == 9 else tiles
    if piece.kind is SetKind.PAIR:
        return f"{tiles} pair"
    if piece.meld:
        state = "melded" if piece.claimed and piece.kind is SetKind.KONG else \
            "claimed" if piece.claimed else "concealed"
        return f"[{tiles}] {state} {KIND_NAMES[piece.kind]}"
    state = "exposed by the winning discard" if piece.claimed else "concealed"
    return f"{tiles} {state} {KIND_NAMES[piece.kind]}" if piece.kind is not SetKind.CHOW \
        else f"{tiles} chow"


def piece_label(piece: Piece) -> str:
    """The tiles of a piece, a meld in brackets: '[234p]', '99s'."""
    tiles = write_tiles(piece.tiles)
    return f"[{tiles}]" if piece.meld else tiles


def pieces_label(pieces: tuple[Piece, ...]) -> str:
    return " ".join(piece_label(piece) for piece in pieces)


def times(count: int) -> str:
    return f" ×{count}" if count > 1 else ""


def fan_names(fans: Iterable[tuple[Fan, int]], separator: str = " ") -> str:
    """'一般高 ×2 喜相逢': Chinese names with their counts."""
    return separator.join(f"{fan.name_zh}{times(count)}" for fan, count in fans)
