"""``paiju mcr score``: the fans, total, minimum and payments of a winning hand."""

from __future__ import annotations

from typing import Any

import click

from paiju.cli.jobs import respond
from paiju.cli.mcr.group import mcr
from paiju.cli.mcr.rules import describe_rules, rule_option, rules_json
from paiju.cli.mcr.hands import hand_queries, situation_options
from paiju.cli.mcr.words import describe_piece, fan_names
from paiju.cli.options import batch_option, explain_option, format_option
from paiju.cli.rendering import Answer, Table, View, table, yes_no
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS, write_glyphs
from paiju.engine.mcr.reasons import minimum_words
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.engine.mcr.scoring import Payments, Score, payments, score
from paiju.engine.mcr.situation import Situation
from paiju.grammar.mcr import parse_hand
from paiju.grammar.mcr_records import FLAGS, SCORE_FIELDS, Given, situation_for
from paiju.grammar.records import echo_id

# ---------------------------------------------------------------------------------------
# Answers


def score_answer(text: str, given: Given, explain: bool = False,
                 record: dict[str, Any] | None = None, rules: RuleBook = REFERENCE) -> Answer:
    """Score one hand; ``record`` is the batch line's object, echoed in front of the result."""
    hand, suffix = parse_hand(text)
    situation = situation_for(hand, suffix, given)
    explained = None
    if explain:
        from paiju.engine.mcr.explain import explain as explain_hand

        explained = explain_hand(hand, situation, rules)
    result = explained.score if explained else score(hand, situation, rules)
    canonical = hand.notation() + situation.notation()
    settled = payments(result, situation.self_drawn)
    data: dict[str, Any] = echo_id(record, dict(record)) if record is not None else {
        "hand": text, **situation_json(situation)}
    if rules.readings:
        data["rules"] = rules_json(rules)
    data["canonical"] = canonical
    data["win"] = result.win
    if not result.win:
        data["reason"] = result.reason
    data["fans"] = [fan_json(fan.fan, fan.count) for fan in result.fans]
    data["total"] = result.total
    data["flower_points"] = result.flowers
    data["total_without_flowers"] = result.total_without_flowers if result.win else 0
    data["meets_minimum"] = result.meets_minimum
    data["payments"] = payments_json(settled)
    if explained:
        from paiju.cli.mcr.explanation import explanation_json

        data["explanation"] = explanation_json(explained)
    return Answer(data, result.win, SCORE_VIEW,
                  (canonical, hand, situation, result, settled, explained, rules))


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


def _score_table(canonical: str, hand: Hand, situation: Situation, result: Score,
                 settled: Payments | None, explained: Any, rules: RuleBook) -> str:
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
    rows = [[fan.fan.name_zh, fan.fan.name_en, fan.fan.points, fan.count, fan.points]
            for fan in result.fans]
    sections = [table(rows, headers=["fan", "", "points", "count", "total"])]
    tail = [("total", f"{result.total} ({result.total_without_flowers} without flowers; "
                      f"{minimum_words(result.meets_minimum)})")]
    if settled is not None:
        if settled.discarder_pays is None:
            owed = f"each other player pays {settled.each_other_pays}"
        else:
            owed = (f"the discarder pays {settled.discarder_pays}, the other two "
                    f"{settled.each_other_pays} each")
        tail.append(("payments", f"{owed}; the winner receives {settled.winner_receives}"))
    sections.append(str(Table(pairs=tail)))
    if explained:
        from paiju.cli.mcr.explanation import explanation_sections

        sections += explanation_sections(explained)
    return str(Table(pairs=pairs, sections=sections, notes=list(result.notes)))


def _score_row(canonical: str, hand: Hand, situation: Situation, result: Score,
               settled: Payments | None, explained: Any, rules: RuleBook) -> dict[str, Any]:
    names = fan_names(((fan.fan, fan.count) for fan in result.fans), ", ")
    return {"hand": canonical, "win": yes_no(result.win), "total": result.total,
            "fans": names or result.reason}


SCORE_VIEW = View(_score_table, _score_row)


# ---------------------------------------------------------------------------------------


@mcr.command("score")
@click.argument("hands", nargs=-1)
@situation_options()
@batch_option("Score JSON Lines records {" + ", ".join(f'"{name}"' for name in SCORE_FIELDS)
              + '} (all but hand optional, and "id", echoed first); a field overrides the '
              "option of the same name. One result line per line.")
@rule_option
@format_option
@explain_option
def score_command(hands: tuple[str, ...], given: Given, batch: str | None, rules: RuleBook,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Score winning HANDs: the fans (番) under the five principles, the total, the 8-point
    minimum and the payments.  Exit 0 a win, 1 not a winning hand (with the reason), 2 bad
    input — including contradictory conditions (robbing a kong of a tile in the hand, a
    replacement-tile win without a kong, a fourth tile with a copy standing, flowers outside
    0-8).  --explain shows what forms each fan, what is not counted and why, and how the
    readings of the hand compared; --rule reads a disputed ruling the other way.

    \b
    Example: paiju mcr score "[234p][234p]22334p99s4p"   →   total 58
    With '-' (or piped stdin) reads one hand per line; --batch reads JSON Lines.
    """
    return respond(*hand_queries(score_answer, hands, given, batch, rules, explain,
                                 SCORE_FIELDS), fmt, jobs)
