"""What happens in an MCR game, one action at a time, in the native record's shapes
(mcr-game.md R9.3.2): ``{"seat": 0, "draw": "T6"}``, ``{"seat": 1, "chow": ["T6", "T7",
"T8"]}``, ``{"seat": 2, "win": "F3", "over": [{"seat": 3, "pung": "F3"}]}`` …

Draws and flowers are the wall's doing, written so that a record without a wall (the
dataset's) can be replayed; every other kind is a seat's response.  ``pass`` and ``invalid``
appear only in records converted from illegal Botzone input: they are always refused.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from paiju.engine.mcr.game.tiles import NAMES


class Kind(enum.Enum):
    """The kinds of action; the value is the record's key."""

    DRAW = "draw"
    FLOWER = "flower"
    DISCARD = "discard"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    CONCEALED_KONG = "concealed_kong"
    ADDED_KONG = "added_kong"
    WIN = "win"
    PASS = "pass"
    INVALID = "invalid"

    @property
    def from_wall(self) -> bool:
        """A draw or a flower: the wall's doing, not a response."""
        return self in _WALL_KINDS

    @property
    def claims(self) -> bool:
        """A claim of another seat's discard (or of an added kong: a win)."""
        return self in _CLAIM_KINDS


_WALL_KINDS = frozenset((Kind.DRAW, Kind.FLOWER))
_CLAIM_KINDS = frozenset((Kind.CHOW, Kind.PUNG, Kind.KONG, Kind.WIN))
KINDS = tuple(kind.value for kind in Kind)


@dataclass(frozen=True, slots=True)
class Action:
    """``seat`` does ``kind`` with ``tile`` (a chow: its lowest tile; ``pass``: none);
    ``invalid`` keeps the raw response and the platform's ``verdict`` when not OK; ``over``
    lists other seats' answers to the same discard that lost (informational, R9.3.2)."""

    seat: int
    kind: Kind
    tile: int | None = None
    raw: str | None = None
    verdict: str | None = None
    over: tuple[Action, ...] = ()

    def record(self) -> dict[str, Any]:
        """The action as an item of a native record's ``actions``."""
        kind, tile = self.kind, self.tile
        item: dict[str, Any] = {"seat": self.seat}
        if kind is Kind.PASS:
            item["pass"] = True
        elif kind is Kind.INVALID:
            item["invalid"] = self.raw
            if self.verdict is not None:
                item["verdict"] = self.verdict
        elif kind is Kind.CHOW:
            item["chow"] = [NAMES[tile + step] for step in range(3)]  # type: ignore[operator]
        else:
            item[kind.value] = NAMES[tile]  # type: ignore[index]
        if self.over:
            item["over"] = [lost.record() for lost in self.over]
        return item

    @classmethod
    def from_record(cls, item: Any, index: int = 0) -> Action:
        """The action an item of a native record's ``actions`` writes; a RecordError names
        ``actions[index]`` when it writes none.  Reading tile names is the grammar's job:
        this is the seam through which the engine asks it (docs/architecture.md)."""
        from paiju.grammar.mcr_game import read_action
        return read_action(item, index)

    @property
    def written(self) -> str:
        """The action in a few words (``seat 1 chow T6 T7 T8``)."""
        item = self.record()
        value = item[self.kind.value]
        shown = " ".join(value) if isinstance(value, list) else \
            "" if value is True else repr(value) if self.kind is Kind.INVALID else value
        return f"seat {self.seat} {self.kind.value.replace('_', ' ')} {shown}".rstrip()

    def __repr__(self) -> str:
        return f"<{self.written}>"


def action(seat: int, kind: Kind, tile: int | None = None) -> Action:
    return Action(seat, kind, tile)
