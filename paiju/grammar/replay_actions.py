"""The common items of a card game's replay record read in line, for both card games.

A record's ``actions`` are mostly ``{"seat": S, "pass": true}`` and ``{"seat": S, "play":
TEXT}`` with a play text met before; :func:`read_actions` reads those two by a lookup each
and hands every other item — errors included — to the game's own ``read_action``, which
also fills ``known`` with the per-seat play actions of each legal play text it reads.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol, Sequence, TypeVar

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)


class BySeat(Protocol[A_co]):
    """The actions of one play text, by seat: best a tuple, whose item is no Python call (the
    Gouji referee's lazily made ``_BySeat`` is one); a seat's None is read by ``read_action``."""

    def __getitem__(self, seat: int, /) -> A_co | None: ...

KNOWN_PLAYS = 65536
"""How many play texts each game remembers (a stream meets a few thousand)."""


def read_actions(items: list[Any], passes: Sequence[A], known: Mapping[str, BySeat[A]],
                 read_action: Callable[[Any, int], A],
                 yields: Sequence[A] | None = None) -> tuple[A, ...]:
    """``read_action(item, index)`` of each item, the common forms by lookup: the pass of
    seat S is ``passes[S]``, the play TEXT of seat S is ``known[TEXT][S]`` (unless None),
    and in a game with ``yields`` (Gouji's 让牌) the yield of seat S is ``yields[S]``."""
    actions: list[A] = []
    append = actions.append
    seats = len(passes)
    for item in items:  # (an item's index is len(actions): one action an item)
        if type(item) is dict and len(item) == 2:
            seat = item.get("seat")
            if type(seat) is int and 0 <= seat < seats:
                if item.get("pass") is True:
                    append(passes[seat])
                    continue
                text = item.get("play")
                if type(text) is str:
                    plays = known.get(text)
                    if plays is not None:
                        action = plays[seat]
                        if action is not None:
                            append(action)
                            continue
                elif yields is not None and item.get("yield") is True:
                    append(yields[seat])
                    continue
        append(read_action(item, len(actions)))
    return tuple(actions)


def remember(known: dict[str, BySeat[A]], text: Any, plays: BySeat[A]) -> None:
    """Keep the per-seat play actions of the play text ``text`` (a plain ``str`` only)."""
    if type(text) is str and len(known) < KNOWN_PLAYS:
        known[text] = plays

