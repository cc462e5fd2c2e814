"""Why, in words, for MCR answers: why a fan whose condition held is not counted (by its
scoring principle), why the scored reading was chosen over the others (就高不就低 and the
reference's tie rules), whether a total can be declared (the 8-point minimum), and what keeps
a ready hand from winning; and the pieces and fans of an answer in words ('[234p] claimed
chow', '一般高 ×2 喜相逢').  Written once here, from the scorer's data, for every command, its
``--explain`` and the Python API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import write_tiles
from paiju.engine.mcr.fans import Calculator, Fan, Principle
from paiju.engine.mcr.scoring import MINIMUM, Contender, Piece, Verdict

if TYPE_CHECKING:  # plain scoring imports this module, but not the explanation or the waits
    from paiju.engine.mcr.explain import Explanation, NotCounted
    from paiju.engine.mcr.waits import Wait, Waits


def principle_words(principle: Principle) -> str:
    return f"{principle.name_zh} {principle.name_en}"


def why_not_counted(item: NotCounted) -> str:
    """Why a fan whose condition held is not counted, by its principle."""
    by = item.by.name_zh if item.by else ""
    if item.principle is Principle.NON_REPEAT:
        reason = f"implied by {by} (its 不计 list)"
    elif item.principle is Principle.NON_SEPARATION:
        reason = f"its sets are already grouped in {by}"
    elif item.principle is Principle.COMBINE_ONCE:
        reason = f"beside {by} the other set combines once only" if item.by else \
            "n chows make at most n - 1 one-point fans"
    elif item.by:
        reason = f"the same {by} again with one set swapped: not counted twice"
    else:
        reason = "n chows make at most n - 1 one-point fans, and a repeated kind goes first"
    return f"{reason} — {principle_words(item.principle)}"


TIE_RULES = {
    Verdict.TIE_PREFERRED: "the reference prefers a later reading with 一色三同顺 or 三同刻",
    Verdict.TIE_AFTER_SEVEN_PAIRS: "in a hand that is also seven pairs, a later reading with "
                                   "the same total replaces the earlier one",
    Verdict.TIE_KEPT: "on a tie the earlier reading (lower sets first) is kept",
}
"""How the reference breaks a tie between readings of the same total (mcr-fans.md §4)."""


def contender_verdict(contender: Contender, chosen: bool) -> str:
    """How one reading fared: chosen (and why), replaced, or not chosen (and why)."""
    if chosen:
        return "chosen" if contender.verdict is Verdict.FIRST else \
            f"chosen: {contender.verdict.value}"
    return "replaced by a later reading" if contender.verdict.replaces else \
        f"not chosen: {contender.verdict.value}"


def why_chosen(explanation: Explanation) -> str:
    """Why the reading the score comes from was taken (就高不就低 and the tie rules)."""
    contenders = explanation.contenders
    assert explanation.chosen is not None, "only a winning hand has a reading chosen"
    chosen = contenders[explanation.chosen]
    if len(contenders) == 1:
        if chosen.final and chosen.reading.pieces and chosen.reading.pieces[0].kind is None:
            return "a special form: scored alone, no other reading is tried"
        return "the only reading of the hand"
    runner = explanation.runner_up
    assert runner is not None  # there are two readings or more
    if runner.total < chosen.total:
        return (f"the highest total of {len(contenders)} readings (就高不就低 take the higher; "
                f"the next best scores {runner.total}); fans of different readings never "
                f"combine (不拆移 non-separation)")
    return (f"{len(contenders)} readings, the best tie at {chosen.total}; this one is kept: "
            f"{TIE_RULES.get(chosen.verdict, TIE_RULES[Verdict.TIE_KEPT])}")


def minimum_words(meets: bool) -> str:
    """Whether a total (flowers excluded) can be declared."""
    return f"meets the {MINIMUM}-point minimum" if meets else \
        f"below the {MINIMUM}-point minimum: cannot be declared"


def wait_minimum(wait: Wait) -> str:
    """Which ways of winning on a wait reach the minimum: yes, discard only, self-drawn only,
    no — or '—' for an impossible wait."""
    if not wait.possible:
        return "—"
    on_discard, drawn = (score.meets_minimum for score in wait.scored)
    if on_discard and drawn:
        return "yes"
    return "discard only" if on_discard else "self-drawn only" if drawn else "no"


def ready_obstacle(found: Waits) -> str | None:
    """What keeps a ready hand from winning yet, if anything."""
    if not found.live:
        return "every wait is impossible (all four copies are in the hand)"
    if not found.reaches_minimum:
        return f"no wait reaches the {MINIMUM}-point minimum: the hand cannot win yet"
    return None


# ---------------------------------------------------------------------------------------
# Pieces and fans in words

KIND_NAMES = {SetKind.CHOW: "chow", SetKind.PUNG: "pung", SetKind.KONG: "kong",
              SetKind.PAIR: "pair"}


def describe_piece(piece: Piece) -> str:
    """'[234p] claimed chow', '999m concealed pung', '55p pair', …"""
    tiles = write_tiles(piece.tiles)
    if piece.kind is None:
        return f"{tiles} knitted straight" if len(piece.tiles) == 9 else tiles
    if piece.kind is SetKind.PAIR:
        return f"{tiles} pair"
    if piece.meld:
        state = "melded" if piece.claimed and piece.kind is SetKind.KONG else \
            "claimed" if piece.claimed else "concealed"
        return f"[{tiles}] {state} {KIND_NAMES[piece.kind]}"
    state = "exposed by the winning discard" if piece.claimed else "concealed"
    return f"{tiles} {state} {KIND_NAMES[piece.kind]}" if piece.kind is not SetKind.CHOW \
        else f"{tiles} chow"


def piece_label(piece: Piece) -> str:
    """The tiles of a piece, a meld in brackets: '[234p]', '99s'."""
    tiles = write_tiles(piece.tiles)
    return f"[{tiles}]" if piece.meld else tiles


def pieces_label(pieces: tuple[Piece, ...]) -> str:
    return " ".join(piece_label(piece) for piece in pieces)


def times(count: int) -> str:
    return f" ×{count}" if count > 1 else ""


def fan_names(fans: Iterable[tuple[Fan, int]], separator: str = " ",
              calculator: Calculator = Calculator.V2024) -> str:
    """'一般高 ×2 喜相逢': Chinese names (as ``calculator`` gives them) with their counts."""
    return separator.join(f"{fan.name_zh_of(calculator)}{times(count)}" for fan, count in fans)
