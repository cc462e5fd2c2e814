"""Tile names of the Botzone judge and the native game record (mcr-game.md R1.1): ``W1``–``W9``
characters, ``B1``–``B9`` dots, ``T1``–``T9`` bamboo, ``F1``–``F4`` the winds, ``J1`` 中 ``J2``
发 ``J3`` 白, ``H1``–``H8`` flowers — as the shared mahjong tile codes
(:mod:`paiju.engine.mahjong.tiles`)."""

from __future__ import annotations

from paiju.engine.mahjong.tiles import EAST, FIRST_FLOWER, KINDS, RED

FLOWERS = 8


def _name(code: int) -> str:
    if code < EAST:
        return "WBT"[code // 9] + str(code % 9 + 1)
    if code < RED:
        return f"F{code - EAST + 1}"
    if code < FIRST_FLOWER:
        return f"J{code - RED + 1}"
    return f"H{code - FIRST_FLOWER + 1}"


NAMES = tuple(_name(code) for code in range(FIRST_FLOWER + FLOWERS))
"""The judge's name of each tile code."""
CODES = {name: code for code, name in enumerate(NAMES)}
"""The tile code of each name (exact spelling: the judge compares case-sensitively)."""


def is_flower(code: int) -> bool:
    return code >= KINDS


def suited(code: int) -> bool:
    return code < EAST
