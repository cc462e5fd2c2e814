"""Bonus hands and payments of Fuzhou Mahjong (fuzhou-mahjong.md §6, §7).

Only four bonus hands exist; a hand that is several of 抢金/三金倒/金雀 scores the highest one,
plus 10 when the winner also has no flower and no kong (``F = 0``).  With base ``B``, flower
count ``F`` and bonus ``W``, each payer pays

* ``B + 2F + W`` for a bonus hand, however it was won (the flowers count "as self-drawn");
* ``B + 2F`` for a self-drawn win without bonus (自摸);
* ``B + F`` for a win on a discard without bonus (捉铳).

A self-drawn win — 抢金 and 三金倒 included — is paid by each of the other three players, a win
on a discard by the discarder alone.  The banker count ``K`` (连庄数, §7.4, an [L] reading,
default 0) adds ``K`` to every payment the banker makes or receives, doubled like ``F``.
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.fuzhou.flowers import FlowerCount
from paiju.engine.fuzhou.gold import GoldReading, check_grab, read_hand, swimming_gold
from paiju.engine.fuzhou.payments import OTHER_PLAYERS, payment_formula
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mahjong.wild import Reading
from paiju.errors import IllegalHandError


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
    """Table options: the base ``B`` (底分), the banker count ``K`` (连庄数) and whether a
    discarded gold may be claimed for a win (counting as the tile it shows)."""

    base: int = 1
    banker_count: int = 0
    discarded_gold_wins: bool = False


@dataclass(frozen=True)
class Payment:
    """What one player pays the winner: ``payer`` is "discarder", "banker" or "other"."""

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
    payments: tuple[Payment, ...]
    steps: tuple[str, ...]

    @property
    def payers(self) -> int:
        return len(self.payments)

    @property
    def winner_gets(self) -> int:
        return sum(payment.amount for payment in self.payments)


def check_win(hand: Hand, gold: int, win: Win, rules: Rules) -> None:
    """Reject conditions that contradict each other or the hand."""
    if rules.base < 1:
        raise IllegalHandError(f"the base (底分) is a whole number from 1, not {rules.base}")
    if rules.banker_count < 0:
        raise IllegalHandError(f"the banker count (连庄数) cannot be {rules.banker_count}")
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
    steps += _gold_steps(reading, win, claimed_gold)
    if not reading.win:
        why = "the tiles do not form sets and a pair, even with the golds as wild tiles"
        if win.grabbed:
            why = "抢金 needs the grabbed gold to complete the hand: " + why
        return _no_win(why, reading, flowers, steps)
    self_drawn = not on_discard or reading.three_golds
    if on_discard and reading.three_golds:
        steps.append("三金倒 wins at once on the holder's own turn: paid as self-drawn")
    found = _bonuses(reading, win)
    bonus = max(found, key=lambda hand: hand.points) if found else \
        PLAIN_WIN if flowers.total == 0 else None
    points = 0
    if bonus is None:
        steps.append("no bonus hand: the winner has flowers or a kong (F > 0) and no gold "
                     "bonus; W = 0")
    else:
        points = bonus.points + (bonus.no_flower_extra if flowers.total == 0 else 0)
        line = f"bonus hand {bonus.name_zh} ({bonus.name}): W = {bonus.points}"
        if points > bonus.points:
            line += f" + {bonus.no_flower_extra} with no flower and no kong (F = 0) = {points}"
        steps.append(line)
        if len(found) > 1:
            steps.append("also " + ", ".join(f"{hand.name_zh} ({hand.points})" for hand in found
                                             if hand is not bonus)
                         + ": only the highest bonus hand counts")
    per_payer, payments, lines = _payments(rules, flowers.total, points, self_drawn, win)
    steps += lines
    shown = (reading.sparrows if bonus is GOLDEN_SPARROW else reading.readings) or (None,)
    return Score(True, "", reading, shown[0], flowers, bonus, points, self_drawn, per_payer,
                 payments, tuple(steps))


def _refusal(win: Win, rules: Rules, claimed_gold: bool) -> str | None:
    """Why a win on a discard is not allowed at all, if it is not."""
    if claimed_gold and not rules.discarded_gold_wins:
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
    steps.append(f"{reading.golds} gold{'s' if reading.golds != 1 else ''} wild; the tiles "
                 + (f"form sets and a pair in {len(reading.readings)} way"
                    f"{'s' if len(reading.readings) != 1 else ''}" if reading.shape
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


def _payments(rules: Rules, flower_count: int, points: int, self_drawn: bool,
              win: Win) -> tuple[int, tuple[Payment, ...], list[str]]:
    """The amount each payer pays, the payments, and the lines that explain them."""
    doubled = points > 0 or self_drawn
    factor = 2 if doubled else 1
    base, flowers_paid = rules.base, factor * flower_count
    per_payer = base + flowers_paid + points
    formula = payment_formula(points > 0, self_drawn).formula
    numbers = f"{base} + {factor}×{flower_count}" + (f" + {points}" if points else "")
    why = ("a bonus hand counts the flowers as if self-drawn" if points
           else "self-drawn" if self_drawn else "won on a discard")
    lines = [f"each payer pays {formula} = {numbers} = {per_payer} ({why})"]
    banker_extra = factor * rules.banker_count
    if self_drawn:
        roles = ["other"] * OTHER_PLAYERS if win.banker else \
            ["banker"] + ["other"] * (OTHER_PLAYERS - 1)
        payments = tuple(Payment(role, per_payer + (banker_extra if win.banker or
                                                    role == "banker" else 0),
                                 role == "banker") for role in roles)
        lines.append("self-drawn: each of the other three players pays")
    else:
        involved = win.banker or win.discarder_banker
        payments = (Payment("discarder", per_payer + (banker_extra if involved else 0),
                            win.discarder_banker),)
        lines.append("won on a discard: the discarder alone pays")
    if rules.banker_count:
        lines.append(f"banker count K = {rules.banker_count}: +{banker_extra} on every payment "
                     f"the banker makes or receives" + (" (doubled like F)" if doubled else ""))
    total = sum(payment.amount for payment in payments)
    lines.append(f"the winner receives {' + '.join(str(p.amount) for p in payments)} = {total}"
                 if len(payments) > 1 else f"the winner receives {total}")
    return per_payer, payments, lines
