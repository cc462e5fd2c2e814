"""The claim window after a discard (mcr-game.md R5.3): who may claim what, and which claim
the judge takes when several seats answer (a win first, the nearest seat in playing order;
then a pung or kong, examined from seat 0; then a chow, by the next seat only)."""

from __future__ import annotations

from paiju.engine.mcr.game.actions import Action, Kind
from paiju.engine.mcr.game.tiles import suited

SEATS = 4


def chows_of(tile: int) -> tuple[int, ...]:
    """The lowest tiles of the chows a discard of ``tile`` can complete (R5.3.3)."""
    if not suited(tile):
        return ()
    rank = tile % 9
    return tuple(tile - offset for offset in (2, 1, 0) if 0 <= rank - offset <= 6)


def chow_rest(low: int, tile: int) -> tuple[int, ...]:
    """The two tiles a claimer holds for the chow from ``low`` with the discard ``tile``."""
    return tuple(t for t in (low, low + 1, low + 2) if t != tile)


def priority(claim: Action, discarder: int) -> tuple[int, int]:
    """The order the judge takes claims on one discard in (lower first, R5.3, R8.2): a win
    by its distance from the discarder, then a pung or kong by seat number, then a chow."""
    if claim.kind is Kind.WIN:
        return 0, (claim.seat - discarder) % SEATS
    if claim.kind in (Kind.PUNG, Kind.KONG):
        return 1, claim.seat
    return 2, claim.seat


def why_first(taken: Action, lost: Action, discarder: int) -> str:
    """Why ``taken`` beat ``lost`` on the same discard, in a few words."""
    rank, other = priority(taken, discarder), priority(lost, discarder)
    if rank > other:
        return "it should not have: the other answer comes first"
    if rank[0] < other[0]:
        return "a win comes before every other claim" if taken.kind is Kind.WIN else \
            "a pung or kong comes before a chow"
    if taken.kind is Kind.WIN:
        return f"both declare a win and seat {taken.seat} is nearer after seat {discarder}"
    return "the judge examines pungs and kongs from seat 0 up"
