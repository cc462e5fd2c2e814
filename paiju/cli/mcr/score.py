"""``paiju mcr score``: the fans, total, minimum and payments of a winning hand."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, fields, replace
from typing import Any, Callable

import click

from paiju.cli.mcr.group import mcr
from paiju.cli.output import (
    Answer,
    Table,
    explain_option,
    format_option,
    json_record,
    run_with_batch,
    table,
    yes_no,
)
from paiju.cli.mcr.explanation import (
    describe_piece,
    explanation_json,
    explanation_sections,
    fan_names,
)
from paiju.cli.mcr.rules import describe_rules, rule_option, rules_json
from paiju.engine.mcr.explain import Explanation
from paiju.engine.mcr.explain import explain as explain_hand
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mcr.situation import WIND_LETTERS, Situation, check_situation
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.engine.mcr.scoring import Payments, Score, payments, score
from paiju.engine.mahjong.tiles import EAST, HONOR_NAMES, LABELS, write_glyphs
from paiju.errors import RecordError
from paiju.grammar.mcr import parse_hand

FLAGS = ("self_drawn", "fourth_tile", "kong", "last_tile")
WINDS = ("seat_wind", "round_wind")


@dataclass(frozen=True)
class Given:
    """Conditions given beside the hand (options or JSON fields); None where not given."""

    self_drawn: bool | None = None
    fourth_tile: bool | None = None
    kong: bool | None = None
    last_tile: bool | None = None
    seat_wind: int | None = None
    round_wind: int | None = None
    flowers: int | None = None


def situation_for(hand: Hand, suffix: Situation | None, given: Given) -> Situation:
    """Merge the hand's context suffix with the conditions given beside it; they must agree.
    Contradictions with the hand itself are rejected (the reference would correct them)."""
    situation = merged_situation(suffix, given)
    check_situation(hand, situation)
    return situation


def merged_situation(suffix: Situation | None, given: Given) -> Situation:
    """The hand's context suffix with the conditions given beside it, which must agree."""
    situation = suffix or Situation()
    for item in fields(Given):
        value = getattr(given, item.name)
        if value is None:
            continue
        if suffix is not None and getattr(suffix, item.name) != value:
            raise RecordError(f"given as {_show(item.name, value)} but the hand's context "
                              f"suffix {suffix.notation()} says "
                              f"{_show(item.name, getattr(suffix, item.name))}", item.name)
        situation = replace(situation, **{item.name: value})
    return situation


def _show(name: str, value: Any) -> str:
    if name in WINDS:
        return LABELS[value]
    return json.dumps(value)


# ---------------------------------------------------------------------------------------
# Answers


def score_answer(text: str, given: Given, explain: bool = False,
                 record: dict[str, Any] | None = None, rules: RuleBook = REFERENCE) -> Answer:
    """Score one hand; ``record`` is the batch line's object, echoed in front of the result."""
    hand, suffix = parse_hand(text)
    situation = situation_for(hand, suffix, given)
    explained = explain_hand(hand, situation, rules) if explain else None
    result = explained.score if explained else score(hand, situation, rules)
    canonical = hand.notation() + situation.notation()
    settled = payments(result, situation.self_drawn)
    data: dict[str, Any] = dict(record) if record is not None else {
        "hand": text, **situation_json(situation)}
    if rules.readings:
        data["rules"] = rules_json(rules)
    data.update(canonical=canonical, win=result.win)
    if not result.win:
        data["reason"] = result.reason
    data.update(fans=[fan_json(fan.fan, fan.count) for fan in result.fans],
                total=result.total, flower_points=result.flowers,
                total_without_flowers=result.total_without_flowers if result.win else 0,
                meets_minimum=result.meets_minimum, payments=payments_json(settled))
    if explained:
        data["explanation"] = explanation_json(explained)

    def render() -> str:
        return render_score(canonical, hand, situation, result, settled, explained, rules)

    names = fan_names(((fan.fan, fan.count) for fan in result.fans), ", ")
    row = {"hand": canonical, "win": yes_no(result.win), "total": result.total,
           "fans": names or result.reason}
    return Answer(data, result.win, render, row)


def situation_json(situation: Situation) -> dict[str, Any]:
    return {**{flag: getattr(situation, flag) for flag in FLAGS},
            "seat_wind": LABELS[situation.seat_wind], "round_wind": LABELS[situation.round_wind],
            "flowers": situation.flowers}


def fan_json(fan, count: int) -> dict[str, Any]:
    return {"name_zh": fan.name_zh, "name_en": fan.name_en, "points": fan.points,
            "count": count}


def payments_json(settled: Payments | None) -> dict[str, Any] | None:
    if settled is None:
        return None
    return {"winner_receives": settled.winner_receives, "discarder_pays": settled.discarder_pays,
            "each_other_pays": settled.each_other_pays}


def render_score(canonical: str, hand: Hand, situation: Situation, result: Score,
                 settled: Payments | None, explained: Explanation | None,
                 rules: RuleBook) -> str:
    way = "self-drawn" if situation.self_drawn else "on a discard"
    extras = [name for flag, name in (("fourth_tile", "fourth tile"), ("kong", "kong"),
                                      ("last_tile", "last tile")) if getattr(situation, flag)]
    pairs: list[tuple[str, Any]] = [
        ("hand", canonical),
        ("tiles", " ".join([f"[{write_glyphs(meld.tiles)}]" for meld in hand.melds]
                           + [write_glyphs(hand.standing), write_glyphs((hand.winning_tile,))])),
        ("won", ", ".join([way, *extras, f"seat wind {LABELS[situation.seat_wind]}",
                           f"round wind {LABELS[situation.round_wind]}",
                           f"{situation.flowers} flower(s)"])),
    ]
    pairs += [("rule", line) for line in describe_rules(rules)]
    if not result.win:
        pairs.append(("win", f"{yes_no(False)}: {result.reason}"))
        return str(Table(pairs=pairs))
    pieces = result.reading.pieces
    pairs.append(("reading", f"{result.reading.form.reading_words}: "
                             + ", ".join(describe_piece(piece) for piece in pieces)))
    minimum = "meets the 8-point minimum" if result.meets_minimum else \
        "below the 8-point minimum: cannot be declared"
    rows = [[fan.fan.name_zh, fan.fan.name_en, fan.fan.points, fan.count, fan.points]
            for fan in result.fans]
    sections = [table(rows, headers=["fan", "", "points", "count", "total"])]
    tail = [("total", f"{result.total} ({result.total_without_flowers} without flowers; "
                      f"{minimum})")]
    if settled is not None:
        if settled.discarder_pays is None:
            owed = f"each other player pays {settled.each_other_pays}"
        else:
            owed = (f"the discarder pays {settled.discarder_pays}, the other two "
                    f"{settled.each_other_pays} each")
        tail.append(("payments", f"{owed}; the winner receives {settled.winner_receives}"))
    sections.append(str(Table(pairs=tail)))
    if explained:
        sections += explanation_sections(explained)
    return str(Table(pairs=pairs, sections=sections, notes=list(result.notes)))


# ---------------------------------------------------------------------------------------
# Batch lines


def batch_answer(line: str, explain: bool, rules: RuleBook = REFERENCE) -> Answer:
    """One JSON Lines record: {"hand", "self_drawn", …} → the record plus the result."""
    record = json_record(line, "hand", "a string in hand notation")
    return score_answer(record["hand"], given_from_record(record), explain, record, rules)


def given_from_record(record: dict[str, Any]) -> Given:
    values: dict[str, Any] = {}
    for flag in FLAGS:
        if record.get(flag) is not None:
            if not isinstance(record[flag], bool):
                raise RecordError("must be true or false", flag)
            values[flag] = record[flag]
    for wind in WINDS:
        if record.get(wind) is not None:
            values[wind] = _wind(record[wind], wind)
    if record.get("flowers") is not None:
        flowers = record["flowers"]
        if isinstance(flowers, bool) or not isinstance(flowers, int):
            raise RecordError("must be a whole number 0-8", "flowers")
        values["flowers"] = flowers
    return Given(**values)


def _wind(value: Any, name: str) -> int:
    if isinstance(value, str):
        letter = value.strip().upper()
        if letter in WIND_LETTERS and letter:
            return EAST + WIND_LETTERS.index(letter)
        if HONOR_NAMES.get(value.strip(), -1) in range(EAST, EAST + 4):
            return HONOR_NAMES[value.strip()]
    raise RecordError(f"must be one of {', '.join(WIND_LETTERS)} (or 东 南 西 北)", name)


# ---------------------------------------------------------------------------------------

WIND_CHOICE = click.Choice(list(WIND_LETTERS), case_sensitive=False)
_SITUATION_OPTIONS = {
    "self_drawn": click.option("--self-drawn", is_flag=True,
                               help="Won by the player's own draw (自摸)."),
    "fourth_tile": click.option("--fourth-tile", is_flag=True,
                                help="The winning tile is its last copy (和绝张)."),
    "kong": click.option("--kong", is_flag=True,
                         help="Out on a kong's replacement tile (杠上开花) when self-drawn; "
                              "robbing a kong (抢杠和) on a discard."),
    "last_tile": click.option("--last-tile", is_flag=True,
                              help="The last tile of the wall: drawn (妙手回春) or claimed "
                                   "(海底捞月)."),
    "seat_wind": click.option("--seat-wind", type=WIND_CHOICE,
                              help="The player's seat wind (门风) [E]."),
    "round_wind": click.option("--round-wind", type=WIND_CHOICE,
                               help="The prevalent wind (圈风) [E]."),
    "flowers": click.option("--flowers", type=int, help="Flowers (花牌), 0-8 [0]."),
}


def situation_options(*names: str) -> Callable[[Callable], Callable]:
    """The options that give the situation of a win (all of them, or those ``names``),
    handed to the command gathered as one ``given`` (a :class:`Given`)."""
    chosen = names or tuple(_SITUATION_OPTIONS)

    def decorate(command: Callable) -> Callable:
        @functools.wraps(command)
        def gathered(*args: Any, **kwargs: Any) -> Any:
            values = {name: kwargs.pop(name) for name in chosen}
            for name in chosen:  # a flag not given is None, not False: no conflict with a suffix
                if name in FLAGS:
                    values[name] = values[name] or None
                elif name in WINDS and values[name]:
                    values[name] = EAST + WIND_LETTERS.index(values[name].upper())
            return command(*args, given=Given(**values), **kwargs)

        for name in reversed(chosen):
            gathered = _SITUATION_OPTIONS[name](gathered)
        return gathered

    return decorate


@mcr.command("score")
@click.argument("hands", nargs=-1)
@situation_options()
@click.option("--batch", "batch", metavar="FILE|-", help="Score JSON Lines records "
              '{"hand", "self_drawn", "fourth_tile", "kong", "last_tile", "seat_wind", '
              '"round_wind", "flowers"} (all but hand optional); one result line per line.')
@rule_option
@format_option
@explain_option
def score_command(hands: tuple[str, ...], given: Given, batch: str | None, rules: RuleBook,
                  fmt: str | None, explain: bool) -> None:
    """Score winning HANDs: the fans (番) under the five principles, the total, the 8-point
    minimum and the payments.  Exit 0 a win, 1 not a winning hand (with the reason), 2 bad
    input — including contradictory conditions (robbing a kong of a tile in the hand, a
    replacement-tile win without a kong, a fourth tile with a copy standing, flowers outside
    0-8).  --explain shows what forms each fan, what is not counted and why, and how the
    readings of the hand compared; --rule reads a disputed ruling the other way.

    \b
    Example: paiju mcr score "[234p][234p]22334p99s4p"    →   一色四同顺 推不倒 平和, 58
    With '-' (or piped stdin) reads one hand per line; --batch reads JSON Lines.
    """
    run_with_batch(hands, batch, fmt, lambda text: score_answer(text, given, explain, rules=rules),
                   lambda line: batch_answer(line, explain, rules), "HAND")
