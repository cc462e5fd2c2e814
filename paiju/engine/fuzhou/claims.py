"""Who wins one discard, and why (fuzhou-mahjong.md §5): every waiting player's claim checked,
the one winner chosen, the reason in words.  What ``paiju fuzhou claim`` answers.

One discard has one winner: a 金雀 (two golds as the pair) first; otherwise the first player
in turn order after the discarder who may win; a player who declined the tile since their
last draw may not win on it (pass rule, 过水).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Sequence

from paiju.engine.fuzhou.scoring import Rules
from paiju.engine.fuzhou.table import (
    Claim, ClaimCheck, check_claim, discard_winner, turn_order_after,
)
from paiju.engine.mahjong.hand import Hand
from paiju.errors import RecordError


@dataclass(frozen=True)
class DiscardClaims:
    """The claims on one discard: each waiting player's check (with the hand it was made on),
    the winner (None when nobody may win), why, and the turn order after the discarder."""

    discarder: str
    checks: tuple[tuple[ClaimCheck, Hand], ...]
    winner: Claim | None
    why: str
    order: tuple[str, ...]

    def may_win(self, check: ClaimCheck) -> bool:
        return check.claim is not None and not check.claim.passed


def claim_rules(discarder: str) -> list[str]:
    """The rules of a claim, for the explanation."""
    return ["one discard has one winner (§5)",
            "a 金雀 (two golds as the pair) comes first; otherwise the first player in turn "
            f"order after the discarder: {' '.join(turn_order_after(discarder))}",
            "pass rule: a player who declined this tile since their last draw may not win on it"]


def judge_discard(discarder: str, hands: Sequence[tuple[str, Hand]], gold: int, *,
                  passed: Collection[str] = (), swimming: Collection[str] = (),
                  rules: Rules = Rules()) -> DiscardClaims:
    """Who wins the discard: ``hands`` are the waiting players' seats and hands, each with the
    discard as its winning tile."""
    checks = []
    for seat, hand in hands:
        if seat == discarder:
            raise RecordError(f"{seat} discarded the tile and cannot claim it", "hand")
        checks.append((check_claim(seat, hand, gold, passed=seat in passed,
                                   swimming=seat in swimming, rules=rules), hand))
    winner = discard_winner(discarder, [check.claim for check, _ in checks if check.claim])
    order = tuple(turn_order_after(discarder))
    able = [check.claim for check, _ in checks if check.claim and not check.claim.passed]
    if winner is None:
        why = "nobody may win on it"
    elif winner.sparrow and any(not claim.sparrow for claim in able):
        why = f"{winner.seat} wins: a 金雀 comes before every other claim"
    elif len(able) > 1:
        why = (f"{winner.seat} wins: the first in turn order after {discarder} "
               f"({' '.join(order)}) who may win")
    else:
        why = f"{winner.seat} wins: the only player who may win on it"
    return DiscardClaims(discarder, tuple(checks), winner, why, order)
