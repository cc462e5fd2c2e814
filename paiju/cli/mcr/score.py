"""``paiju mcr score``: the fans, total, minimum and payments of a winning hand — the answers
of :mod:`paiju.api.mcr` (the Python API scores the same way), shown."""

from __future__ import annotations

from functools import partial
from typing import Any, cast

import click

from paiju.api.mcr.records import Choices
from paiju.api.mcr.scoring import SCORE_FIELDS, Scored, query_bytes, scored_hand, scored_line
from paiju.cli.jobs import Ask, StraightToJson, respond
from paiju.cli.mcr.group import mcr
from paiju.cli.mcr.answers import MadeAnswer, fans_named
from paiju.cli.mcr.hands import situation_options
from paiju.cli.mcr.rules import describe_rules, rule_option
from paiju.cli.options import batch_option, explain_option, lang_option, page_format_option
from paiju.cli.reading import queries
from paiju.cli.rendering import Answer, Table, View, names, table, yes_no
from paiju.engine.mahjong.tiles import LABELS, write_glyphs
from paiju.engine.mcr.reasons import describe_piece, minimum_words
from paiju.engine.mcr.rules import RuleBook
from paiju.grammar.mcr_records import Given
from paiju.grammar.records import is_record
from paiju.engine.words import count_of

# ---------------------------------------------------------------------------------------
# Answers


def hand_answer(given: Given, rules: Choices, explain: bool, text: str) -> Answer:
    """A hand, given as an argument or a line, with the options' conditions."""
    return _shown(scored_hand(text, given, rules, explain))


def record_answer(given: Given, rules: Choices, explain: bool, line: str) -> Answer:
    """One JSON Lines record ``{"hand", "self_drawn", …}`` → the record plus the answer (the
    record's fields over the options)."""
    return _shown(scored_line(line, given, rules, explain))


def query_answer(given: Given, rules: Choices, explain: bool, text: str) -> Answer:
    """An argument or a line: a JSON record, or a hand (one reader for both, issue 26)."""
    return (record_answer if is_record(text) else hand_answer)(given, rules, explain, text)


def scored_query(text: str, given: Given, rules: Choices, explain: bool) -> Scored:
    return (scored_line if is_record(text) else scored_hand)(text, given, rules, explain)


def _shown(scored: Scored) -> Answer:
    return MadeAnswer(scored, scored.result.win, SCORE_VIEW)


def _score_table(scored: Scored) -> str:
    hand, situation, result, settled = scored.hand, scored.situation, scored.result, \
        scored.settled
    way = "self-drawn" if situation.self_drawn else "on a discard"
    extras = [name for flag, name in (("fourth_tile", "fourth tile"), ("kong", "kong"),
                                      ("last_tile", "last tile")) if getattr(situation, flag)]
    pairs: list[tuple[str, Any]] = [
        ("hand", scored.canonical),
        ("tiles", " ".join([f"[{write_glyphs(meld.tiles)}]" for meld in hand.melds]
                           + [write_glyphs(hand.standing), write_glyphs((hand.winning_tile,))])),
        ("won", ", ".join([way, *extras, f"seat wind {LABELS[situation.seat_wind]}",
                           f"round wind {LABELS[situation.round_wind]}",
                           count_of(situation.flowers, "flower")])),
    ]
    pairs += [("rule", line) for line in describe_rules(scored.book)]
    if not result.win:
        pairs.append(("win", f"{yes_no(False)}: {result.reason}"))
        return str(Table(pairs=pairs))
    reading = result.reading
    assert reading is not None  # a win is a reading of the hand
    pieces = reading.pieces
    pairs.append(("reading", f"{reading.form.reading_words}: "
                             + ", ".join(describe_piece(piece) for piece in pieces)))
    rows = [[*names(fan.fan.name_zh_of(scored.book.calculator), fan.fan.name_en), fan.fan.points,
             fan.count, fan.points]
            for fan in result.fans]
    sections = [table(rows, headers=[*names("番种", "fan"), "points", "count", "total"])]
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
    if scored.explained:
        from paiju.cli.mcr.explanation import explanation_sections

        sections += explanation_sections(scored.explained, scored.book.calculator)
    return str(Table(pairs=pairs, sections=sections, notes=list(result.notes)))


def _score_row(scored: Scored) -> dict[str, Any]:
    result = scored.result
    listed = fans_named(((fan.fan, fan.count) for fan in result.fans), ", ",
                        scored.book.calculator)
    return {"hand": scored.canonical, "win": yes_no(result.win), "total": result.total,
            "fans": listed or result.reason}


SCORE_VIEW = View(_score_table, _score_row)


# ---------------------------------------------------------------------------------------


@mcr.command("score")
@click.argument("hands", nargs=-1)
@situation_options()
@batch_option("Score JSON Lines records {" + ", ".join(f'"{name}"' for name in SCORE_FIELDS)
              + '} (all but hand optional, and "id", echoed first); a field overrides the '
              "option of the same name. One result line per line.")
@rule_option
@lang_option
@page_format_option
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
    found = queries(hands, "HAND", batch)
    if fmt == "html":
        from paiju.cli.html import queried
        from paiju.cli.html.hands import mcr_score_page

        return mcr_score_page([scored_query(text, given, rules.readings, True)
                               for text in queried(found)])
    ask: Ask = partial(query_answer, given, rules.readings, explain)
    if not explain:  # a batch line's JSON written straight from it (mypy does not see
        # that a NamedTuple with __call__ is callable: the cast says it)
        ask = cast(Ask, StraightToJson(ask, partial(query_bytes, given, rules.readings)))
    return respond(ask, found, fmt, jobs)
