"""Bonus hands and payments of Fuzhou Mahjong (fuzhou-mahjong.md §6, §7).

Only four bonus hands exist; a hand that is several of 抢金/三金倒/金雀 scores the highest one,
plus 10 when the winner also has no flower and no kong (``F = 0``).  With base ``B``, flower
count ``F`` and bonus ``W``, each payer pays

* ``B + 2F + W`` for a bonus hand, however it was won (the flowers count "as self-drawn");
* ``B + 2F`` for a self-drawn win without bonus (自摸);
* ``B + F`` for a win on a discard without bonus (捉铳).

A self-drawn win — 抢金 and 三金倒 included — is paid by each of the other three players, a win
on a discard by the discarder alone (a bonus hand won on a discard by all three under the
switch ``bonus-on-discard=all``).  The banker count ``K`` (连庄数, §7.4, an [L] reading,
default 0) adds ``K`` to every payment the banker makes or receives, doubled like ``F``.
Three golds win at once on the holder's own turn: a 三金倒 entered as won on a discard is an
error, not a discard win relabelled.  The rule switches are read from
:class:`paiju.engine.fuzhou.rules.RuleBook` (``Rules.book``).
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.fuzhou.flowers import FlowerCount, with_golds
from paiju.engine.fuzhou.gold import GoldReading, check_grab, read_hand, swimming_gold
from paiju.engine.fuzhou.payments import OTHER_PLAYERS, payment_formula
from paiju.engine.fuzhou.rules import (
    DEFAULT,
    SWITCHBOARD,
    BonusOnDiscard,
    DiscardedGold,
    GoldsAsFlowers,
    RuleBook,
)
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mahjong.wild import Reading
from paiju.engine.rulebook import stake_over
from paiju.errors import IllegalHandError
from paiju.engine.words import count_of


@dataclass(frozen=True)
class BonusHand:
    """A bonus hand (奖励牌型): its names, bonus ``W`` and the +10 it gains with ``F = 0``."""

    name: str
    name_zh: str
    points: int
    no_flower_extra: int
    condition: str


PLAIN_WIN = BonusHand("plain win", "平胡", 30, 0, "no flower and no kong (F = 0), and none "
                      "of the three below")
GRAB_GOLD = BonusHand("grab the gold", "抢金", 30, 10, "won with the turned-up gold, grabbed "
                      "at the start (the banker before the first discard, another player "
                      "before their first draw)")
THREE_GOLDS = BonusHand("three golds down", "三金倒", 40, 10, "three golds held: a win at "
                        "once, whatever the rest")
GOLDEN_SPARROW = BonusHand("golden sparrow", "金雀", 60, 10, "two golds are the pair, the "
                           "other tiles form the sets")
BONUS_HANDS = (PLAIN_WIN, GRAB_GOLD, THREE_GOLDS, GOLDEN_SPARROW)


@dataclass(frozen=True)
class Win:
    """How the hand was won.  ``grabbed``: 抢金 (the winning tile is the turned-up gold);
    ``swimming``: the winner had declared 游金; ``banker``: the winner is the banker (庄);
    ``discarder_banker``: the discarder of the winning tile is the banker."""

    self_drawn: bool = False
    grabbed: bool = False
    swimming: bool = False
    banker: bool = False
    discarder_banker: bool = False


@dataclass(frozen=True)
class Rules:
    """Table options: the base ``B`` (底分), the banker count ``K`` (连庄数) of this hand, and
    the rule ``book`` (the switches).  A switch is read from the book alone: whether a
    discarded gold may be claimed to win is ``book.discarded_gold``."""

    base: int = 1
    banker_count: int = 0
    book: RuleBook = DEFAULT


@dataclass(frozen=True)
class Payment:
    """What one player pays the winner: ``payer`` is "discarder", "banker" or "other";
    ``banker`` when the payer is the banker."""

    payer: str
    amount: int
    banker: bool


@dataclass(frozen=True)
class Score:
    """The answer for one hand; ``steps`` explain it line by line."""

    win: bool
    reason: str
    gold: GoldReading | None
    reading: Reading | None
    flowers: FlowerCount
    bonus: BonusHand | None
    bonus_points: int
    self_drawn: bool
    per_payer: int
    """What each payer pays; when the banker, one of several payers, pays the banker count
    on top, what each of the others pays (``payments`` has every amount)."""
    payments: tuple[Payment, ...]
    steps: tuple[str, ...]

    @property
    def payers(self) -> int:
        return len(self.payments)

    @property
    def winner_gets(self) -> int:
        return sum(payment.amount for payment in self.payments)

    @property
    def headline(self) -> str:
        """What each payer pays, in words that agree with the payments: 'each pays 3', or,
        when the banker alone pays more (the banker count, §7.4), 'each pays 3, the banker
        7'."""
        more = [payment.amount for payment in self.payments
                if payment.banker and payment.amount != self.per_payer]
        return f"each pays {self.per_payer}" + (f", the banker {more[0]}" if more else "")


def check_win(hand: Hand, gold: int, win: Win, rules: Rules) -> None:
    """Reject conditions that contradict each other or the hand."""
    if rules.base < 1:
        raise IllegalHandError(f"the base (底分) is a whole number from 1, not {rules.base}")
    if rules.banker_count < 0:
        raise IllegalHandError(f"the banker count (连庄数) cannot be {rules.banker_count}")
    for value, name in ((rules.base, "the base (底分)"), (rules.banker_count,
                                                        "the banker count (连庄数)")):
        if (problem := stake_over(value, name)) is not None:
            raise IllegalHandError(problem)
    if win.grabbed:
        check_grab(hand, gold)
    if win.grabbed and win.swimming:
        raise IllegalHandError("抢金 comes before the winner's first discard, 游金 after one: "
                               "not both")
    if win.discarder_banker and (win.self_drawn or win.grabbed):
        raise IllegalHandError("a self-drawn win has no discarder")
    if win.discarder_banker and win.banker:
        raise IllegalHandError("the winner and the discarder cannot both be the banker")
    if win.swimming and swimming_gold(hand, gold) is None:
        raise IllegalHandError("游金 needs the tiles before the winning tile to be sets and one "
                               "lone gold (a gold waiting as half of the pair)")


THREE_GOLDS_ON_A_DISCARD = ("三金倒: three golds win at once on the holder's own turn, never on "
                            "a discard; enter the win as self-drawn")


def score(hand: Hand, gold: int, flowers: FlowerCount, win: Win = Win(),
          rules: Rules = Rules()) -> Score:
    """Score a winning hand: the win, the bonus hand, the amount each payer pays."""
    check_win(hand, gold, win, rules)
    steps = [f"the gold is {LABELS[gold]}: every {LABELS[gold]} in the hand is a wild gold"]
    on_discard = not (win.self_drawn or win.grabbed)
    claimed_gold = on_discard and hand.winning_tile == gold
    refusal = _refusal(win, rules, claimed_gold)
    if refusal:
        return _no_win(refusal, None, flowers, steps)
    reading = read_hand(hand, gold, grabbed=win.grabbed, claimed_gold=claimed_gold)
    if on_discard and reading.three_golds:
        raise IllegalHandError(THREE_GOLDS_ON_A_DISCARD)
    steps += _gold_steps(reading, win, claimed_gold)
    if not reading.win:
        why = "the tiles do not form sets and a pair, even with the golds as wild tiles"
        if win.grabbed:
            why = "抢金 needs the grabbed gold to complete the hand: " + why
        return _no_win(why, reading, flowers, steps)
    if rules.book.golds_as_flowers is GoldsAsFlowers.YES and reading.golds:
        counted = with_golds(flowers, reading.golds)
        steps.append(f"golds-as-flowers=yes: the {count_of(reading.golds, 'gold')} "
                     "of the hand count as flowers: "
                     f"F = {flowers.total} + {reading.golds} = {counted.total}")
        flowers = counted
    found = _bonuses(reading, win)
    bonus, points = bonus_value(max(found, key=lambda hand: hand.points) if found else None,
                                flowers.total)
    steps += bonus_lines(bonus, points, flowers.total)
    if len(found) > 1:
        steps.append("also " + ", ".join(f"{hand.name_zh} ({hand.points})" for hand in found
                                         if hand is not bonus)
                     + ": only the highest bonus hand counts")
    per_payer, payments, lines = payments_for(rules, flowers.total, points, not on_discard,
                                              win)
    steps += lines
    shown = (reading.sparrows if bonus is GOLDEN_SPARROW else reading.readings) or (None,)
    return Score(True, "", reading, shown[0], flowers, bonus, points, not on_discard,
                 per_payer, payments, tuple(steps))


def bonus_value(bonus: BonusHand | None, flower_count: int) -> tuple[BonusHand | None, int]:
    """The bonus hand a win scores and its ``W``: the gold bonus hand found (抢金, 三金倒 or
    金雀, the highest), +10 with no flower and no kong; without one, 平胡 (30) when ``F = 0``,
    else none (0)."""
    if bonus is None:
        return (PLAIN_WIN, PLAIN_WIN.points) if flower_count == 0 else (None, 0)
    return bonus, bonus.points + (bonus.no_flower_extra if flower_count == 0 else 0)


def bonus_lines(bonus: BonusHand | None, points: int, flower_count: int) -> list[str]:
    """The explanation of :func:`bonus_value`'s answer."""
    if bonus is None:
        return ["no bonus hand: the winner has flowers or a kong (F > 0) and no gold "
                "bonus; W = 0"]
    line = f"bonus hand {bonus.name_zh} ({bonus.name}): W = {bonus.points}"
    if points > bonus.points:
        line += f" + {bonus.no_flower_extra} with no flower and no kong (F = 0) = {points}"
    return [line]


def _refusal(win: Win, rules: Rules, claimed_gold: bool) -> str | None:
    """Why a win on a discard is not allowed at all, if it is not."""
    if claimed_gold and rules.book.discarded_gold is DiscardedGold.REFUSED:
        return ("the winning tile (the last written) is a gold, and a discarded gold cannot be "
                "claimed, not even to win")
    if win.swimming and not (win.self_drawn or win.grabbed):
        return "in 游金 (swimming gold) a player wins only by self-draw, never on a discard"
    return None


def _no_win(reason: str, reading: GoldReading | None, flowers: FlowerCount,
            steps: list[str]) -> Score:
    return Score(False, reason, reading, None, flowers, None, 0, False, 0, (),
                 tuple(steps + [f"not a win: {reason}"]))


def _gold_steps(reading: GoldReading, win: Win, claimed_gold: bool) -> list[str]:
    steps = []
    if claimed_gold:
        steps.append(f"the winning {LABELS[reading.gold]} was discarded: it counts as the tile "
                     "it shows, not as a gold")
    if win.grabbed:
        steps.append(f"抢金: the grabbed {LABELS[reading.gold]} is wild but is not one of the "
                     "three golds of 三金倒")
    steps.append(f"{count_of(reading.golds, 'gold')} wild; the tiles "
                 + (f"form sets and a pair in {count_of(len(reading.readings), 'way')}"
                    if reading.shape
                    else "do not form sets and a pair"))
    if reading.three_golds:
        steps.append("三金倒: three golds held win at once, whatever the other tiles")
    if reading.sparrows:
        steps.append("金雀: two golds can be the pair")
    return steps


def _bonuses(reading: GoldReading, win: Win) -> list[BonusHand]:
    """The gold bonus hands (抢金, 三金倒, 金雀) a winning hand is."""
    return [bonus for bonus, applies in ((GRAB_GOLD, win.grabbed and reading.shape),
                                         (THREE_GOLDS, reading.three_golds),
                                         (GOLDEN_SPARROW, bool(reading.sparrows))) if applies]


def payments_for(rules: Rules, flower_count: int, points: int, self_drawn: bool,
                 win: Win) -> tuple[int, tuple[Payment, ...], list[str]]:
    """Who pays the winner what (§7.1, §7.2, §7.4): the headline amount (see
    :attr:`Score.per_payer`), the payments, and the lines that explain them.  ``points`` is
    the bonus ``W`` (0 without a bonus hand); ``win`` says where the banker sits.  When the
    winner is not the banker and the banker's seat is not named (a self-drawn win, or a
    bonus hand every player pays), one of the payers is the banker: every seat is someone."""
    formula, numbers, amount = payment_amount(rules.base, flower_count, points, self_drawn)
    factor = flower_factor(points, self_drawn)
    doubled = factor == 2
    everyone = self_drawn or (points > 0
                              and rules.book.bonus_on_discard is BonusOnDiscard.ALL)
    payers = _payers(self_drawn, everyone, win)
    extra = factor * rules.banker_count
    charged = [win.banker or banker for _, banker in payers]  # the banker count applies
    payments = tuple(Payment(role, amount + (extra if with_count else 0), banker)
                     for (role, banker), with_count in zip(payers, charged))
    uniform = len({payment.amount for payment in payments}) == 1
    per_payer = payments[0].amount if uniform else amount
    if extra and all(charged):
        formula += " + 2K" if doubled else " + K"
        numbers += f" + {factor}×{rules.banker_count}"
    why = ("a bonus hand counts the flowers as if self-drawn" if points
           else "self-drawn" if self_drawn else "won on a discard")
    who = "each payer" if uniform else "each payer but the banker"
    lines = [f"{who} pays {formula} = {numbers} = {per_payer} ({why})",
             "self-drawn: each of the other three players pays" if self_drawn else
             "a bonus hand won on a discard: each of the other three players pays "
             "(bonus-on-discard=all)" if everyone else
             "won on a discard: the discarder alone pays"]
    if rules.banker_count:
        lines.append(_banker_count_line(rules.banker_count, factor, amount, uniform, payments,
                                        win))
    total = sum(payment.amount for payment in payments)
    lines.append(f"the winner receives {' + '.join(str(p.amount) for p in payments)} = {total}"
                 if len(payments) > 1 else f"the winner receives {total}")
    return per_payer, payments, lines


def flower_factor(points: int, self_drawn: bool) -> int:
    """2 when the flowers (and the banker count) are doubled: a bonus hand however won, or a
    self-drawn win (§7.1); else 1."""
    return 2 if points > 0 or self_drawn else 1


def payment_amount(base: int, flower_count: int, points: int,
                   self_drawn: bool) -> tuple[str, str, int]:
    """What each payer pays before the banker count (§7.1): the formula, its numbers and
    the amount, e.g. ``("B + 2F + W", "5 + 2×3 + 60", 71)``."""
    factor = flower_factor(points, self_drawn)
    formula = payment_formula(points > 0, self_drawn).formula
    numbers = f"{base} + {factor}×{flower_count}" + (f" + {points}" if points else "")
    return formula, numbers, base + factor * flower_count + points


def _payers(self_drawn: bool, everyone: bool, win: Win) -> list[tuple[str, bool]]:
    """The payers as (role, is the banker), the discarder first."""
    if not everyone:
        return [("discarder", win.discarder_banker)]
    named = ([] if self_drawn else [("discarder", win.discarder_banker)])
    others = OTHER_PLAYERS - len(named)
    if win.banker or win.discarder_banker:
        return named + [("other", False)] * others
    return named + [("banker", True)] + [("other", False)] * (others - 1)


def _banker_count_line(count: int, factor: int, amount: int, uniform: bool,
                       payments: tuple[Payment, ...], win: Win) -> str:
    extra = f"{amount} + {factor}×{count} = {amount + factor * count}"
    rule = (f"+{'2K' if factor == 2 else 'K'} on every payment the banker makes or receives"
            + (", doubled like F" if factor == 2 else ""))
    if win.banker:
        return f"banker count K = {count}: the banker wins, so every payment is {extra} ({rule})"
    if any(payment.banker for payment in payments):
        who = "the discarder is the banker and pays" if uniform else "the banker pays"
        return f"banker count K = {count}: {who} {extra} ({rule})"
    return f"banker count K = {count}: the banker neither wins nor pays, so no payment " \
           f"changes ({rule})"
