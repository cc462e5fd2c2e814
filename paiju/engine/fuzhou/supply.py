"""The tile supply (fuzhou-mahjong.md §1, §2): what several hands may hold together.

The set has four copies of every suited tile.  The gold's kind has only three in play: the
fourth is the turned-up tile that shows the gold — unless a player grabbed it (抢金), which
puts the turned-up tile itself in that player's hand.  One hand is checked as it is read
(:func:`paiju.grammar.fuzhou.parse_hand`); the hands at one table are checked together
here, so that between them they hold no more than the set has.

    >>> from paiju.grammar.fuzhou import parse_hand
    >>> gold, discard = 13, 11  # 5p, 3p
    >>> hands = {"S": parse_hand("123m 456m 789m 234s 12p 99s 3p", gold),
    ...          "N": parse_hand("123m 456m 789m 234s 24p 金金 3p", gold)}
    >>> check_claim_supply(discard, hands, gold)
    >>> hands["W"] = parse_hand("123m 456m 789m 999s 9s 3p", gold)
    >>> check_claim_supply(discard, hands, gold)
    Traceback (most recent call last):
    ...
    paiju.errors.IllegalHandError: 6 × 9s between S (2) and W (4): the set has only 4
"""

from __future__ import annotations

from collections import defaultdict
from typing import Iterable, Mapping

from paiju.engine.fuzhou.gold import MAX_GOLDS
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import COPIES, LABELS
from paiju.errors import IllegalHandError

DISCARD = "the discard"


def check_supply(holdings: Mapping[str, Iterable[int]], gold: int, *,
                 grabbed: bool = False) -> None:
    """Raise :class:`IllegalHandError` when the tiles held — ``holdings`` maps who holds
    them (a seat, or :data:`DISCARD`) to their tiles — hold more of a tile than the set has:
    four of each, three golds (four when the turned-up gold was ``grabbed``).  The message
    names the tile and who holds it."""
    held: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for holder, tiles in holdings.items():
        for tile in tiles:
            held[tile][holder] += 1
    for tile in sorted(held):
        by_holder = held[tile]
        total = sum(by_holder.values())
        where = _holders(by_holder)
        if tile == gold and total > MAX_GOLDS + grabbed:
            raise IllegalHandError(
                f"{total} golds ({LABELS[gold]}) between {where}: the turned-up {LABELS[gold]} "
                f"shows the gold, so only {MAX_GOLDS} are in play"
                + (" besides the grabbed one" if grabbed else ""))
        if total > COPIES:
            raise IllegalHandError(f"{total} × {LABELS[tile]} between {where}: the set has "
                                   f"only {COPIES}")


def check_claim_supply(discard: int, hands: Mapping[str, Hand], gold: int) -> None:
    """The hands waiting on one discard, each written with the discard as its winning tile:
    their tiles and the discard, counted once, must fit the supply (:func:`check_supply`)."""
    holdings: dict[str, list[int]] = {
        seat: [tile for meld in hand.melds for tile in meld.tiles] + list(hand.standing)
        for seat, hand in hands.items()}
    holdings[DISCARD] = [discard]
    check_supply(holdings, gold)


def _holders(by_holder: Mapping[str, int]) -> str:
    names = [f"{holder} ({count})" if holder != DISCARD else holder
             for holder, count in by_holder.items()]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
