"""``paiju mcr waits``: what a 13-tile hand waits on (听牌), and what each win would be worth —
the answers of :mod:`paiju.api.mcr`, shown."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.mcr.records import Choices
from paiju.api.mcr.waits import WAITS_FIELDS, Waited, waited_hand, waited_line
from paiju.cli.jobs import respond
from paiju.cli.mcr.group import mcr
from paiju.cli.mcr.answers import MadeAnswer, fans_named
from paiju.cli.mcr.hands import situation_options
from paiju.cli.mcr.rules import describe_rules, rule_option
from paiju.cli.options import batch_option, explain_option, lang_option, page_format_option
from paiju.cli.reading import queries
from paiju.cli.rendering import Answer, Table, View, table, yes_no
from paiju.engine.mahjong.tiles import COPIES, LABELS, write_glyphs
from paiju.engine.mcr.fans import Calculator
from paiju.engine.mcr.reasons import ready_obstacle, wait_minimum
from paiju.engine.mcr.rules import RuleBook
from paiju.engine.mcr.scoring import MINIMUM, Score
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.waits import Waits
from paiju.grammar.mcr_records import FLAGS, Given
from paiju.grammar.records import is_record
from paiju.engine.words import count_of


def fans_of(result: Score | None, calculator: Calculator = Calculator.V2024) -> str:
    return fans_named(((fan.fan, fan.count) for fan in result.fans), None, calculator) \
        if result else ""


def verdict_words(found: Waits) -> str:
    """The answer in one line: ready or not, on how many tiles, and the minimum."""
    if not found.ready:
        return f"{yes_no(False)}: {found.shanten}-shanten ({found.shanten}向听)"
    kinds = count_of(len(found.waits), "tile kind")
    words = f"{yes_no(True)}: {kinds}, {found.unseen_total} unseen"
    obstacle = ready_obstacle(found)
    return words if obstacle is None else f"{words}; {obstacle}"


def _waits_table(waited: Waited, explain: bool) -> str:
    found, situation, calculator = waited.found, waited.situation, waited.book.calculator
    hand = found.hand
    tiles = " ".join([f"[{write_glyphs(meld.tiles)}]" for meld in hand.melds]
                     + [write_glyphs(hand.standing)])
    pairs: list[tuple[str, Any]] = [("hand", hand.notation()), ("tiles", tiles),
                                    ("situation", situation_words(situation))]
    pairs += [("rule", line) for line in describe_rules(waited.book)]
    pairs.append(("ready", verdict_words(found)))
    if not found.ready:
        return str(Table(pairs=pairs))
    rows = [[LABELS[wait.tile], wait.unseen,
             "—" if wait.discard_total is None else wait.discard_total,
             "—" if wait.self_drawn_total is None else wait.self_drawn_total,
             wait_minimum(wait),
             fans_of(wait.on_discard, calculator) if wait.possible else
             f"impossible: all {COPIES} {LABELS[wait.tile]} are in the hand"]
            for wait in found.waits]
    sections = [table(rows, headers=["wait", "unseen", "discard", "self-drawn",
                                     f"{MINIMUM}+", "fans (on a discard)"])]
    live = found.live
    everywhere = [note for note in live[0].notes if all(note in w.notes for w in live)] \
        if live else []
    notes = list(everywhere)
    for wait in live:
        if explain:
            notes.append(f"{LABELS[wait.tile]} self-drawn: {fans_of(wait.self_drawn, calculator)}")
        notes += [f"{LABELS[wait.tile]}: {note}" for note in wait.notes if note not in everywhere]
    return str(Table(pairs=pairs, sections=sections, notes=notes))


def situation_words(situation: Situation) -> str:
    extras = [name.replace("_", " ") for name in FLAGS[1:] if getattr(situation, name)]
    words = ", ".join(extras + [f"seat wind {LABELS[situation.seat_wind]}",
                                f"round wind {LABELS[situation.round_wind]}"])
    if situation.flowers:
        words += f"; {count_of(situation.flowers, 'flower')}, not in these totals"
    return words


def _waits_row(waited: Waited, explain: bool) -> dict[str, Any]:
    found = waited.found
    return {"hand": found.hand.notation(), "ready": yes_no(found.ready),
            "waits": " ".join(f"{LABELS[w.tile]}:{w.discard_total}/{w.self_drawn_total}"
                              if w.possible else f"{LABELS[w.tile]}:impossible"
                              for w in found.waits) or f"{found.shanten}-shanten"}


WAITS_VIEW = View(_waits_table, _waits_row)


def hand_answer(given: Given, rules: Choices, explain: bool, text: str) -> Answer:
    """A hand, given as an argument or a line, with the options' conditions."""
    return _shown(waited_hand(text, given, rules), explain)


def record_answer(given: Given, rules: Choices, explain: bool, line: str) -> Answer:
    """One JSON Lines record ``{"hand", "kong", …}`` → the record plus the waits (the
    record's fields over the options)."""
    return _shown(waited_line(line, given, rules), explain)


def query_answer(given: Given, rules: Choices, explain: bool, text: str) -> Answer:
    """An argument or a line: a JSON record, or a hand (one reader for both, issue 26)."""
    return (record_answer if is_record(text) else hand_answer)(given, rules, explain, text)


def _shown(waited: Waited, explain: bool) -> Answer:
    return MadeAnswer(waited, waited.found.ready, WAITS_VIEW, explain)


@mcr.command("waits")
@click.argument("hands", nargs=-1)
@situation_options("fourth_tile", "kong", "last_tile", "seat_wind", "round_wind", "flowers")
@batch_option("JSON Lines records {" + ", ".join(f'"{name}"' for name in WAITS_FIELDS)
              + '} (all but hand optional, and "id"); a field overrides the option of the '
              "same name. One result line per line, the record's fields echoed (id first).")
@rule_option
@lang_option
@page_format_option
@explain_option
def waits_command(hands: tuple[str, ...], given: Given, batch: str | None, rules: RuleBook,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """The waits (听牌) of 13-tile HANDs: every tile that completes the hand, with the total
    if won on a discard and if self-drawn (flowers excluded), whether it reaches the 8-point
    minimum, the unseen copies (four minus those in the hand and the melds) and the fans.  A
    wait on a tile whose four copies are all in the hand is listed as impossible.  Exit 0
    ready, 1 not ready (with the shanten), 2 bad input.

    The conditions apply to each wait where they can: --fourth-tile (和绝张) not on a tile a
    copy of which stands in the hand (and 和绝张 is forced when the melds hold the other
    three), --kong as robbing a kong only on a discard of a tile the hand holds none of, and
    as a replacement tile only self-drawn with a kong among the melds.

    \b
    Example: paiju mcr waits "[123m][567p]55789sCC"   →   yes: 2 tile kinds, 4 unseen
    With '-' (or piped stdin) reads one hand per line; --batch reads JSON Lines.
    """
    if fmt == "html":
        from paiju.cli.html import queried
        from paiju.cli.html.tiles import waits_page

        return waits_page([(waited_line if is_record(text) else waited_hand)(
            text, given, rules.readings) for text in queried(queries(hands, "HAND", batch))])
    return respond(partial(query_answer, given, rules.readings, explain),
                   queries(hands, "HAND", batch), fmt, jobs)
