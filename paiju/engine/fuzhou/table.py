"""Who sits where: banker succession (fuzhou-mahjong.md §3) and who wins one discard (§5).

Seats are the winds in turn order, East first: East is the banker of the first deal.

* The banker stays when they win or the deal is drawn (荒庄), and their count (连庄数) grows by
  one (on a draw it stays as it was under ``run-on-draw=kept``); when another player wins, the
  player after the banker becomes banker, count 0.  Seats keep the names of their winds on the
  first deal, where East is the banker; the bank moves round them in turn order.
* One discard has one winner ("a gun never fires twice").  Among the players who can win on
  it, a 金雀 (two golds as the pair) comes first; otherwise, and between two 金雀, the first
  player in turn order after the discarder.
* Pass rule (过水): a player who declined a winning discard may not win on the same tile,
  discarded by anyone, until their own next draw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from paiju.engine.fuzhou.flowers import winner_flowers
from paiju.engine.fuzhou.rules import DEFAULT, RuleBook, RunOnDraw
from paiju.engine.fuzhou.scoring import GOLDEN_SPARROW, Rules, Win, score
from paiju.engine.mahjong.hand import Hand
from paiju.errors import IllegalHandError

SEATS = ("E", "S", "W", "N")
SEATS_ZH = ("东", "南", "西", "北")


def seat_index(seat: str) -> int:
    return SEATS.index(seat)


def after(seat: str, steps: int = 1) -> str:
    """The seat ``steps`` places later in turn order."""
    return SEATS[(seat_index(seat) + steps) % len(SEATS)]


def turn_order_after(seat: str) -> list[str]:
    """The other three seats in the order they play after ``seat``."""
    return [after(seat, steps) for steps in range(1, len(SEATS))]


@dataclass(frozen=True)
class Banker:
    """The banker (庄) and their consecutive count (连庄数, the run): East with count 0 on
    the first deal (§3)."""

    seat: str = "E"
    count: int = 0


def next_banker(banker: Banker, winner: str | None, book: RuleBook = DEFAULT) -> Banker:
    """The banker of the next deal; ``winner`` None for a drawn deal (荒庄)."""
    if winner is None and book.run_on_draw is RunOnDraw.KEPT:
        return banker
    if winner is None or winner == banker.seat:
        return Banker(banker.seat, banker.count + 1)
    return Banker(after(banker.seat), 0)


def succession(banker: Banker, winner: str | None, book: RuleBook = DEFAULT) -> str:
    """Why :func:`next_banker` answers what it does, in one line naming the rule (§3)."""
    following = next_banker(banker, winner, book)
    if winner is None and following == banker:
        return (f"a drawn deal (荒庄): the banker {banker.seat} stays, the count stays "
                f"{banker.count} (§3, run-on-draw=kept)")
    if winner is None:
        return (f"a drawn deal (荒庄): the banker {banker.seat} stays, count {banker.count} → "
                f"{following.count} (§3)")
    if winner == banker.seat:
        return (f"the banker {banker.seat} wins and stays banker, count {banker.count} → "
                f"{following.count} (§3)")
    return (f"{winner} wins, not the banker {banker.seat}: the player after the banker, "
            f"{following.seat}, becomes banker, count 0 (§3)")


@dataclass(frozen=True)
class Claim:
    """A player who can win on the discard: ``sparrow`` when the win is a 金雀, ``passed``
    when they declined this tile since their last draw (so may not claim it)."""

    seat: str
    sparrow: bool = False
    passed: bool = False


def discard_winner(discarder: str, claims: Iterable[Claim]) -> Claim | None:
    """The one player who wins the discard, or None when nobody may."""
    allowed = {claim.seat: claim for claim in claims
               if not claim.passed and claim.seat != discarder}
    order = [allowed[seat] for seat in turn_order_after(discarder) if seat in allowed]
    sparrows = [claim for claim in order if claim.sparrow]
    return (sparrows or order)[0] if order else None


@dataclass(frozen=True)
class ClaimCheck:
    """Whether one player may win on the discard, and why not when they may not."""

    seat: str
    claim: Claim | None
    reason: str


def check_claim(seat: str, hand: Hand, gold: int, *, passed: bool = False,
                swimming: bool = False, rules: Rules = Rules()) -> ClaimCheck:
    """Can the player at ``seat`` win on the discard, the winning tile of ``hand``?  A hand
    that cannot wait on a discard at all (three golds win at once) is an error naming the
    seat."""
    try:
        result = score(hand, gold, winner_flowers(hand), Win(swimming=swimming), rules)
    except IllegalHandError as error:
        raise IllegalHandError(f"hand {seat}: {error.message}") from None
    if not result.win:
        return ClaimCheck(seat, None, result.reason)
    claim = Claim(seat, sparrow=result.bonus is GOLDEN_SPARROW, passed=passed)
    if passed:
        return ClaimCheck(seat, claim, "declined this tile since their last draw (pass rule)")
    return ClaimCheck(seat, claim, "")
