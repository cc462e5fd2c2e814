"""``paiju mcr waits``: what a 13-tile hand waits on (听牌), and what each win would be worth."""

from __future__ import annotations

from typing import Any

import click

from paiju.cli.jobs import respond
from paiju.cli.mcr.group import mcr
from paiju.api.mcr import fan_json, rules_json, situation_json
from paiju.cli.mcr.rules import describe_rules, rule_option
from paiju.cli.mcr.hands import hand_queries, situation_options
from paiju.cli.options import batch_option, explain_option, format_option
from paiju.cli.rendering import Answer, Table, View, table, yes_no
from paiju.engine.mahjong.tiles import COPIES, LABELS, write_glyphs
from paiju.engine.mcr.analysis import HandTiles
from paiju.engine.mcr.reasons import fan_names, ready_obstacle, wait_minimum
from paiju.engine.mcr.rules import REFERENCE, RuleBook
from paiju.engine.mcr.scoring import MINIMUM, Score
from paiju.engine.mcr.situation import Situation, check_table
from paiju.engine.mcr.waits import Wait, Waits, waits
from paiju.grammar.mcr_records import (
    FLAGS, WAITS_FIELDS, Given, merged_situation, parse_waiting_hand,
)
from paiju.grammar.records import echo_id


def fans_json(result: Score | None) -> list[dict[str, Any]]:
    return [] if result is None else [fan_json(fan.fan, fan.count) for fan in result.fans]


def wait_json(wait: Wait) -> dict[str, Any]:
    return {"tile": LABELS[wait.tile], "discard_total": wait.discard_total,
            "self_drawn_total": wait.self_drawn_total, "meets_minimum": wait.meets_minimum,
            "unseen": wait.unseen, "fans": fans_json(wait.on_discard),
            "possible": wait.possible,
            "discard_meets_minimum": wait.possible and wait.on_discard.meets_minimum,
            "self_drawn_meets_minimum": wait.possible and wait.self_drawn.meets_minimum,
            "self_drawn_fans": fans_json(wait.self_drawn), "notes": list(wait.notes)}


def fans_of(result: Score | None) -> str:
    return fan_names((fan.fan, fan.count) for fan in result.fans) if result else ""


def verdict_words(found: Waits) -> str:
    """The answer in one line: ready or not, on how many tiles, and the minimum."""
    if not found.ready:
        return f"{yes_no(False)}: {found.shanten}-shanten ({found.shanten}向听)"
    kinds = f"{len(found.waits)} tile kind{'s' if len(found.waits) > 1 else ''}"
    words = f"{yes_no(True)}: {kinds}, {found.unseen_total} unseen"
    obstacle = ready_obstacle(found)
    return words if obstacle is None else f"{words}; {obstacle}"


def _waits_table(found: Waits, situation: Situation, rules: RuleBook, explain: bool) -> str:
    hand = found.hand
    tiles = " ".join([f"[{write_glyphs(meld.tiles)}]" for meld in hand.melds]
                     + [write_glyphs(hand.standing)])
    pairs: list[tuple[str, Any]] = [("hand", hand.notation()), ("tiles", tiles),
                                    ("situation", situation_words(situation))]
    pairs += [("rule", line) for line in describe_rules(rules)]
    pairs.append(("ready", verdict_words(found)))
    if not found.ready:
        return str(Table(pairs=pairs))
    rows = [[LABELS[wait.tile], wait.unseen,
             "—" if wait.discard_total is None else wait.discard_total,
             "—" if wait.self_drawn_total is None else wait.self_drawn_total,
             wait_minimum(wait),
             fans_of(wait.on_discard) if wait.possible else
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
            notes.append(f"{LABELS[wait.tile]} self-drawn: {fans_of(wait.self_drawn)}")
        notes += [f"{LABELS[wait.tile]}: {note}" for note in wait.notes if note not in everywhere]
    return str(Table(pairs=pairs, sections=sections, notes=notes))


def situation_words(situation: Situation) -> str:
    extras = [name.replace("_", " ") for name in FLAGS[1:] if getattr(situation, name)]
    words = ", ".join(extras + [f"seat wind {LABELS[situation.seat_wind]}",
                                f"round wind {LABELS[situation.round_wind]}"])
    if situation.flowers:
        words += f"; {situation.flowers} flower(s), not in these totals"
    return words


def _waits_row(found: Waits, situation: Situation, rules: RuleBook, explain: bool) \
        -> dict[str, Any]:
    return {"hand": found.hand.notation(), "ready": yes_no(found.ready),
            "waits": " ".join(f"{LABELS[w.tile]}:{w.discard_total}/{w.self_drawn_total}"
                              if w.possible else f"{LABELS[w.tile]}:impossible"
                              for w in found.waits) or f"{found.shanten}-shanten"}


WAITS_VIEW = View(_waits_table, _waits_row)


def waits_answer(text: str, given: Given, explain: bool = False,
                 record: dict[str, Any] | None = None, rules: RuleBook = REFERENCE) -> Answer:
    """The waits of one hand; ``record`` is the batch line's object, echoed in front."""
    melds, standing, suffix = parse_waiting_hand(text)
    situation = merged_situation(suffix, given)
    check_table(situation)
    found = waits(HandTiles.of(melds, standing), situation, rules)
    data: dict[str, Any] = echo_id(record, dict(record)) if record is not None else {
        "hand": text, **{key: value for key, value in situation_json(situation).items()
                         if key != "self_drawn"}}
    if rules.readings:
        data["rules"] = rules_json(rules)
    data.update(canonical=found.hand.notation(), ready=found.ready, shanten=found.shanten,
                waits=[wait_json(wait) for wait in found.waits],
                reaches_minimum=found.reaches_minimum, unseen_total=found.unseen_total)
    return Answer(data, found.ready, WAITS_VIEW, (found, situation, rules, explain))


@mcr.command("waits")
@click.argument("hands", nargs=-1)
@situation_options("fourth_tile", "kong", "last_tile", "seat_wind", "round_wind", "flowers")
@batch_option("JSON Lines records {" + ", ".join(f'"{name}"' for name in WAITS_FIELDS)
              + '} (all but hand optional, and "id"); a field overrides the option of the '
              "same name. One result line per line, the record's fields echoed (id first).")
@rule_option
@format_option
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
    return respond(*hand_queries(waits_answer, hands, given, batch, rules, explain,
                                 WAITS_FIELDS), fmt, jobs)
