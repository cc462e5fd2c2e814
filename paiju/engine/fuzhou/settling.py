"""One hand of Fuzhou Mahjong settled at a four-seat table (fuzhou-mahjong.md §3, §7).

The outcome of a hand (:class:`TableHand`) — the banker (庄) and their count (连庄数), the
winner or a drawn deal (荒庄), whether the win was self-drawn and who discarded the winning
tile, and either the bonus hand with the flower count or the winning hand itself — becomes a
**ledger** (:class:`Settlement`): what each seat receives (+) or pays (−), summing to zero,
each line with the rule behind it, and the banker of the next hand.  The amounts are those of
the single-hand scorer (:func:`paiju.engine.fuzhou.scoring.payments_for`, which
:func:`~paiju.engine.fuzhou.scoring.score` uses too): the ledger seats its payments.

* A self-drawn win (自摸; 抢金 and 三金倒 are self-drawn) is paid by each of the other three
  seats, a win on a discard (捉铳) by the discarder alone — a bonus hand by all three under
  ``bonus-on-discard=all`` (§7.2).
* Each pays ``B + 2F + W`` for a bonus hand, ``B + 2F`` self-drawn, ``B + F`` on a discard
  (§7.1); with ``banker-count=added`` the banker's count K is added to every payment the banker
  makes or receives, 2K when F is doubled (§7.4).  By default (``banker-count=none``) K is 0.
* A drawn deal has no winner, so nobody pays; the banker stays when winning or on a draw, and
  otherwise the player after the banker deals next with count 0 (§3).

Seats are the winds of the first deal, ``E S W N`` in turn order; they keep their names as the
bank moves (:mod:`paiju.engine.fuzhou.table`).

    >>> hand = TableHand(winner="S", banker="E", run=1, self_drawn=True, flowers=3, base=5)
    >>> settled = settle(hand)
    >>> settled.ledger, settled.next_banker
    ({'E': -11, 'S': 33, 'W': -11, 'N': -11}, Banker(seat='S', count=0))
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from paiju.engine.fuzhou.flowers import MAX_FLOWER_COUNT, FlowerCount
from paiju.engine.fuzhou.rules import DEFAULT, BankerCount, RuleBook
from paiju.engine.fuzhou.scoring import (
    GRAB_GOLD,
    PLAIN_WIN,
    THREE_GOLDS,
    THREE_GOLDS_ON_A_DISCARD,
    BonusHand,
    Payment,
    Rules,
    Score,
    Win,
    bonus_lines,
    bonus_value,
    flower_factor,
    payment_amount,
    payments_for,
    score,
)
from paiju.engine.fuzhou.table import SEATS, Banker, next_banker, succession, turn_order_after
from paiju.engine.mahjong.hand import Hand
from paiju.errors import IllegalHandError, RecordError


@dataclass(frozen=True)
class WinningHand:
    """The winning hand itself, so that the bonus hand and the flower count are worked out
    (§1, §4–§6): the hand read with its ``gold``, the winner's ``flowers`` (those set aside
    and the hand's kongs: :func:`paiju.engine.fuzhou.flowers.winner_flowers`), whether the
    winning tile is the turned-up gold ``grabbed`` (抢金) and whether the winner had declared
    游金 (``swimming``)."""

    hand: Hand
    gold: int
    flowers: FlowerCount
    grabbed: bool = False
    swimming: bool = False


@dataclass(frozen=True)
class TableHand:
    """The outcome of one hand at the table.

    ``winner`` is a seat, or None for a drawn deal (荒庄); ``banker`` the banker's seat and
    ``run`` their count (None when not stated: a game works them out, a single hand needs the
    banker and counts a missing run as 0); ``discarder`` the seat that discarded the winning
    tile (None when self-drawn).  Either ``bonus`` (None for no gold bonus: 平胡 when
    ``flowers`` is 0) and ``flowers`` (the winner's flower count F, kongs included) are
    given, or the winning ``hand``, from which both are worked out."""

    winner: str | None
    banker: str | None = None
    run: int | None = None
    self_drawn: bool = False
    discarder: str | None = None
    bonus: BonusHand | None = None
    flowers: int = 0
    base: int = 1
    hand: WinningHand | None = None


@dataclass(frozen=True)
class LedgerLine:
    """One seat's line of the ledger: what it receives (+) or pays (−), and why."""

    seat: str
    amount: int
    rule: str

    @property
    def text(self) -> str:
        verb = "receives" if self.amount > 0 else "pays" if self.amount < 0 else "pays nothing"
        figure = f" {abs(self.amount)}" if self.amount else ""
        return f"{self.seat} {verb}{figure}: {self.rule}"


@dataclass(frozen=True)
class Settlement:
    """One hand settled: the ``ledger`` (every seat, ``E S W N``, summing to zero) with one
    :class:`LedgerLine` per seat, the ``banker`` it was played under and the
    ``next_banker`` with the rule of the ``succession``; for a win, the bonus hand, its
    points ``W``, the flower count ``F`` and the amount ``per_payer`` (see
    :attr:`paiju.engine.fuzhou.scoring.Score.per_payer`), the single-hand ``score`` when the
    hand was given, and ``steps`` explaining the amounts."""

    outcome: TableHand
    banker: Banker
    ledger: dict[str, int]
    lines: tuple[LedgerLine, ...]
    next_banker: Banker
    succession: str
    bonus: BonusHand | None = None
    bonus_points: int = 0
    flowers: int = 0
    per_payer: int = 0
    score: Score | None = None
    steps: tuple[str, ...] = ()

    @property
    def drawn(self) -> bool:
        return self.outcome.winner is None

    @property
    def run(self) -> int:
        """The next banker's count."""
        return self.next_banker.count


def check_outcome(outcome: TableHand) -> None:
    """Reject an outcome that cannot have happened; the :class:`RecordError` names the field
    at fault."""
    for name in ("winner", "banker", "discarder"):
        seat = getattr(outcome, name)
        if seat is not None and seat not in SEATS:
            raise RecordError(f"{seat!r} is not a seat: the seats are {' '.join(SEATS)}", name)
    if outcome.banker is None:
        raise RecordError("required: the banker's seat (E, S, W or N)", "banker")
    if outcome.run is not None and outcome.run < 0:
        raise RecordError(f"the banker's count (连庄数) is 0 or more, not {outcome.run}", "run")
    if outcome.base < 1:
        raise RecordError(f"the base (底分) is a whole number from 1, not {outcome.base}", "base")
    if outcome.winner is None:
        _check_draw(outcome)
    else:
        _check_win(outcome)


def _check_draw(outcome: TableHand) -> None:
    for name, given in (("self_drawn", outcome.self_drawn), ("discarder", outcome.discarder),
                        ("bonus", outcome.bonus), ("flowers", outcome.flowers),
                        ("hand", outcome.hand)):
        if given:
            raise RecordError("a drawn deal (荒庄, no winner) has no " + {
                "self_drawn": "self-drawn win", "discarder": "discarder",
                "bonus": "bonus hand", "flowers": "winner's flowers",
                "hand": "winning hand"}[name], name)


def _check_win(outcome: TableHand) -> None:
    if outcome.self_drawn and outcome.discarder is not None:
        raise RecordError("a self-drawn win has no discarder", "discarder")
    if not outcome.self_drawn:
        if outcome.discarder is None:
            raise RecordError("required for a win on a discard: the seat that discarded the "
                              "winning tile (or self_drawn: true)", "discarder")
        if outcome.discarder == outcome.winner:
            raise RecordError("the winner cannot win on their own discard", "discarder")
    grabbed = outcome.bonus is GRAB_GOLD or (outcome.hand is not None and outcome.hand.grabbed)
    if grabbed and not outcome.self_drawn:
        raise RecordError("抢金 grabs the turned-up gold at the start, never a discard: it is "
                          "paid as self-drawn; enter the win as self-drawn", "self_drawn")
    if outcome.bonus is THREE_GOLDS and not outcome.self_drawn:
        raise RecordError(THREE_GOLDS_ON_A_DISCARD, "self_drawn")
    if outcome.hand is not None:
        return
    if not 0 <= outcome.flowers <= MAX_FLOWER_COUNT:
        raise RecordError(f"{outcome.flowers} flowers: the flower count F is from 0 to "
                          f"{MAX_FLOWER_COUNT} (all 36 flowers with their sets, five concealed "
                          "kongs)", "flowers")
    if outcome.bonus is PLAIN_WIN and outcome.flowers:
        raise RecordError(f"平胡 is the plain win with no flower and no kong: F is 0, not "
                          f"{outcome.flowers}", "flowers")


def settle(outcome: TableHand, book: RuleBook = DEFAULT) -> Settlement:
    """The ledger of one hand and the banker of the next (§3, §7)."""
    check_outcome(outcome)
    assert outcome.banker is not None
    banker = Banker(outcome.banker, outcome.run or 0)
    following = next_banker(banker, outcome.winner, book)
    why_next = succession(banker, outcome.winner, book)
    if outcome.winner is None:
        rule = "a drawn deal (荒庄): nobody wins, so nobody pays (§3, §7.2)"
        return Settlement(outcome, banker, {seat: 0 for seat in SEATS},
                          tuple(LedgerLine(seat, 0, rule) for seat in SEATS), following,
                          why_next, steps=(rule,))
    count = banker.count if book.banker_count is BankerCount.ADDED else 0
    rules = Rules(outcome.base, count, book=book)
    win = Win(self_drawn=outcome.self_drawn,
              grabbed=outcome.hand is not None and outcome.hand.grabbed,
              swimming=outcome.hand is not None and outcome.hand.swimming,
              banker=outcome.winner == banker.seat,
              discarder_banker=outcome.discarder == banker.seat)
    if outcome.hand is not None:
        result = _score_hand(outcome.hand, win, rules)
        bonus, points, flowers = result.bonus, result.bonus_points, result.flowers.total
        per_payer, payments, steps = result.per_payer, result.payments, result.steps
    else:
        result = None
        flowers = outcome.flowers
        bonus, points = bonus_value(None if outcome.bonus is PLAIN_WIN else outcome.bonus,
                                    flowers)
        per_payer, payments, lines = payments_for(rules, flowers, points, outcome.self_drawn,
                                                  win)
        steps = tuple(bonus_lines(bonus, points, flowers) + lines)
    seated = _seat(payments, outcome, banker)
    ledger_lines = _ledger_lines(seated, outcome, rules, flowers, points, win)
    ledger = {line.seat: line.amount for line in ledger_lines}
    assert sum(ledger.values()) == 0, ledger
    return Settlement(outcome, banker, ledger, ledger_lines, following, why_next, bonus,
                      points, flowers, per_payer, result, steps)


def _score_hand(given: WinningHand, win: Win, rules: Rules) -> Score:
    """The single-hand scorer on the winning hand; an impossible or non-winning hand is a
    :class:`RecordError` naming the hand."""
    try:
        result = score(given.hand, given.gold, given.flowers, win, rules)
    except IllegalHandError as error:
        raise RecordError(error.message, "hand") from None
    if not result.win:
        raise RecordError(f"not a win: {result.reason}", "hand")
    return result


def _seat(payments: tuple[Payment, ...], outcome: TableHand,
          banker: Banker) -> dict[str, Payment]:
    """The seat of each payment: the discarder, the banker, then the other seats in turn
    order after the winner."""
    seated: dict[str, Payment] = {}
    others = []
    for payment in payments:
        if payment.payer == "discarder":
            assert outcome.discarder is not None
            seated[outcome.discarder] = payment
        elif payment.payer == "banker":
            seated[banker.seat] = payment
        else:
            others.append(payment)
    assert outcome.winner is not None
    free = [seat for seat in turn_order_after(outcome.winner) if seat not in seated]
    for seat, payment in zip(free, others):
        seated[seat] = payment
    assert len(seated) == len(payments), (seated, payments)
    return seated


def _ledger_lines(seated: dict[str, Payment], outcome: TableHand, rules: Rules, flowers: int,
                  points: int, win: Win) -> tuple[LedgerLine, ...]:
    formula, numbers, amount = payment_amount(rules.base, flowers, points, outcome.self_drawn)
    factor = flower_factor(points, outcome.self_drawn)
    if outcome.self_drawn:
        how, sections = "self-drawn (自摸), so each of the other three pays", "§7.1, §7.2"
    elif len(seated) > 1:
        how = "a bonus hand won on a discard, so each of the other three pays"
        sections = "§7.1, §7.2, bonus-on-discard=all"
    else:
        how, sections = "discarded the winning tile (捉铳), so the discarder alone pays", \
            "§7.1, §7.2"
    lines = []
    for seat in SEATS:
        if seat == outcome.winner:
            paid = [seated[other].amount for other in SEATS if other in seated]
            lines.append(LedgerLine(seat, sum(paid), (
                f"{' + '.join(map(str, paid))} from the three others" if len(paid) > 1 else
                "what the discarder pays") + " (§7.2)"))
        elif seat in seated:
            payment = seated[seat]
            rule = f"{how} {formula} = {numbers} = {amount} ({sections})"
            if payment.amount != amount:
                who = "the winner is the banker" if win.banker else "as the banker"
                rule += (f"; {who}, {'2K' if factor == 2 else 'K'} more: {amount} + "
                         f"{factor}×{rules.banker_count} = {payment.amount} (§7.4, "
                         "banker-count=added)")
            lines.append(LedgerLine(seat, -payment.amount, rule))
        else:
            lines.append(LedgerLine(seat, 0, "a win on a discard is paid by the discarder "
                                              "alone (§7.2)"))
    return tuple(lines)


def with_banker(outcome: TableHand, banker: Banker) -> TableHand:
    """``outcome`` played under ``banker`` (how a game fills in the banker it works out)."""
    return replace(outcome, banker=banker.seat, run=banker.count)
