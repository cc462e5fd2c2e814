"""``paiju fuzhou`` hand commands: wins, flowers, score, claim, bonuses.  Rules are decided in :mod:`paiju.engine.fuzhou`; what
is given beside a hand is read by :mod:`paiju.grammar.fuzhou_records`; this module renders
the answers.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import click

from paiju.api.fuzhou.hands import (
    CLAIM_QUESTION, FLOWERS_QUESTION, listed_bonuses, scored_hand, scored_record, won_hand,
    won_record,
)
from paiju.api.worked import Worked
from paiju.cli.fuzhou.group import fuzhou
from paiju.cli.fuzhou.rules import fuzhou_rule_option
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import (
    batch_option, explain_option, format_option, lang_option, lines_option, page_format_option,
    single_format_option,
)
from paiju.cli.questions import question_queries
from paiju.cli.reading import queries
from paiju.cli.rendering import Answer, Table, View, language, named, names, shown, table, yes_no
from paiju.cli.rules import Choices, choices_of, rule_pairs
from paiju.engine.fuzhou.claims import DiscardClaims
from paiju.engine.fuzhou.flowers import FlowerCount
from paiju.engine.fuzhou.gold import GoldReading
from paiju.engine.fuzhou.payments import HIGHEST_BONUS_ONLY, WHO_PAYS, formulas_sentence
from paiju.engine.fuzhou.reasons import assignment_lines, reading_text
from paiju.engine.fuzhou.rules import SWITCHBOARD
from paiju.engine.fuzhou.scoring import Rules, Score
from paiju.engine.fuzhou.table import SEATS, SEATS_ZH
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS
from paiju.errors import NotationError
from paiju.grammar.fuzhou import write_hand
from paiju.grammar.fuzhou_records import (
    SCORE_FIELDS, WINS_FIELDS, Given, read_seated_hand, shorthand_switches,
)
from paiju.grammar.records import is_record, json_line
from paiju.engine.words import count_of

SHOWN_READINGS = 10


# ---------------------------------------------------------------------------------------
# wins


def wins_answer(text: str, given: Given, explain: bool = False) -> Answer:
    return shown(won_hand(text, given, explain), WINS_VIEW)


def wins_record_answer(record: dict[str, Any], given: Given, explain: bool = False) -> Answer:
    return shown(won_record(record, given, explain), WINS_VIEW)


def _wins_table(hand: Hand, gold: int, found: GoldReading, data: dict[str, Any],
                explain: bool) -> str:
    readings = found.readings
    pairs = [("hand", write_hand(hand, gold)),
             ("gold", f"{LABELS[gold]} ({found.golds} in the hand)"),
             ("win", yes_no(found.win) + ("" if found.win else f": {data['reason']}")),
             ("sets and a pair", count_of(len(readings), "reading")),
             (named("三金倒", "three golds", both="{zh} ({en})"), yes_no(found.three_golds)),
             (named("金雀", "golds as the pair", both="{zh} ({en})"),
              yes_no(bool(found.sparrows)))]
    notes = [f"{n}. {reading_text(r, gold, hand.melds)}"
             for n, r in enumerate(readings[:SHOWN_READINGS], 1)]
    if len(readings) > SHOWN_READINGS:
        notes.append(f"… and {len(readings) - SHOWN_READINGS} more (--format json lists "
                     "them all)")
    if explain:
        notes += data["explanation"]
    return str(Table(pairs=pairs, notes=notes))


def _wins_row(hand: Hand, gold: int, found: GoldReading, data: dict[str, Any],
              explain: bool) -> dict[str, Any]:
    return {"hand": write_hand(hand, gold), "gold": LABELS[gold], "win": yes_no(found.win),
            "readings": len(found.readings),
            "bonus": named("三金倒", "three golds down", "zh") if found.three_golds
            else named("金雀", "golden sparrow", "zh") if found.sparrows else "-"}


WINS_VIEW = View(_wins_table, _wins_row)

SHORTHAND_FLAGS = {"discarded-gold": "--discarded-gold-wins"}
"""How an error names the options that stand for a switch."""

GOLD_OPTION = click.option("--gold", metavar="TILE",
                           help="The gold (金): the kind of the turned-up tile, e.g. 5p.")
GRAB_OPTION = click.option("--grab", is_flag=True,
                           help="抢金: the winning tile (the last written) is the turned-up "
                           "gold, grabbed at the start; it is wild but not one of the three "
                           "golds of 三金倒.")
def records_option(known: tuple[str, ...]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    return batch_option("Read JSON Lines records {" + ", ".join(f'"{name}"' for name in known)
                        + '} (and "id", echoed first): the options\' names with underscores; '
                        "a record's fields override the options (its \"rules\" switch by "
                        "switch).")


Ask = Callable[..., Answer]


def query_answer(answers: tuple[Ask, Ask], given: Given, explain: bool, text: str) -> Answer:
    """A query, given as an argument or a line: a JSON record (its fields over the options')
    or a hand (with the options' conditions) — one reader for both (issue 26)."""
    if is_record(text):
        return answers[1](json_line(text, "hand", "a string in hand notation"), given, explain)
    return answers[0](text, given, explain)


def answer_hands(answers: tuple[Ask, Ask], hands: tuple[str, ...], batch: str | None,
                 given: Given, fmt: str | None, jobs: int, explain: bool) -> int:
    """HAND arguments, or lines read from stdin or --batch: each a hand or a JSON record
    (``answers``: for a hand, for a record)."""
    found = queries(hands, "HAND", batch)
    if given.gold is None and isinstance(found, tuple) and not all(
            isinstance(text, str) and is_record(text) for text in found):
        raise click.UsageError("give the gold with --gold TILE (e.g. --gold 5p)")
    return respond(partial(query_answer, answers, given, explain), found, fmt, jobs)


@fuzhou.command("wins")
@click.argument("hands", nargs=-1)
@GOLD_OPTION
@GRAB_OPTION
@records_option(WINS_FIELDS)
@lang_option
@format_option
@explain_option
def wins_command(hands: tuple[str, ...], gold: str | None, grab: bool, batch: str | None,
                 fmt: str | None, jobs: int, explain: bool) -> int:
    """Does each HAND win with its golds wild: k sets and a pair, or three golds (三金倒)?
    Lists every reading and the tile each gold stands for. Exit 0 win, 1 not a win. With '-'
    (or piped stdin), reads one hand per line; --batch reads JSON Lines records.

    \b
    Example: paiju fuzhou wins "123m 456m 789m 234s 66s 77s 金" --gold 5p   →   win yes
    """
    return answer_hands((wins_answer, wins_record_answer), hands, batch,
                        Given(gold=gold, grab=grab), fmt, jobs, explain)


# ---------------------------------------------------------------------------------------
# flowers


def _flowers_table(counted: FlowerCount, data: dict[str, Any]) -> str:
    rows = [[*names(item.rule.name_zh, item.rule.name), item.what, f"+{item.points}"]
            for item in counted.items]
    body = table(rows, headers=[*names("规则", "rule"), "what", "points"]) if rows \
        else "no flower"
    flowers = named("花数", "flowers", both="{en} ({zh})")
    return str(Table(pairs=[(f"{flowers} F", counted.total)], sections=[body],
                     notes=data.get("explanation", [])))


def _flowers_row(counted: FlowerCount, data: dict[str, Any]) -> dict[str, Any]:
    return {"input": data["input"], "flowers": counted.total,
            "complete sets": ", ".join(data["complete_sets"]) or "-"}


FLOWERS_VIEW = View(_flowers_table, _flowers_row)


@fuzhou.command("flowers")
@click.argument("flowers", nargs=-1)
@click.option("--exposed-kongs", type=click.IntRange(0, 5), default=0, show_default=True,
              help="Exposed kongs (明杠), +1 each.")
@click.option("--concealed-kongs", type=click.IntRange(0, 5), default=0, show_default=True,
              help="Concealed kongs (暗杠), +2 each.")
@lines_option
@lang_option
@format_option
@explain_option
def flowers_command(flowers: tuple[str, ...], batch: str | None, exposed_kongs: int,
                    concealed_kongs: int,
                    fmt: str | None, jobs: int, explain: bool) -> int:
    """The flower count (花数) of the FLOWERS set aside, with its breakdown: +1 a flower, +2
    more for a complete set (four identical honours, 春夏秋冬, 梅兰竹菊), +1 an exposed kong,
    +2 a concealed kong. Write 0 for no flower.

    \b
    Example: paiju fuzhou flowers EEEE春夏秋冬a --exposed-kongs 1   →   14
    """
    return respond(*question_queries(FLOWERS_QUESTION, partial(shown, view=FLOWERS_VIEW),
                                     {"exposed_kongs": exposed_kongs,
                                      "concealed_kongs": concealed_kongs, "explain": explain},
                                     flowers, "FLOWERS list", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# score


def score_answer(text: str, given: Given, explain: bool = False) -> Answer:
    return shown(scored_hand(text, given, explain=explain), SCORE_VIEW)


def score_record_answer(record: dict[str, Any], given: Given, explain: bool = False) -> Answer:
    return shown(scored_record(record, given, explain=explain), SCORE_VIEW)


def _score_table(hand: Hand, gold: int, result: Score, explain: bool, rules: Rules) -> str:
    flowers = result.flowers
    pairs: list[tuple[str, Any]] = [("hand", write_hand(hand, gold)), ("gold", LABELS[gold]),
                                    *rule_pairs(SWITCHBOARD, rules.book)]
    if not result.win:
        pairs.append(("win", f"{yes_no(False)}: {result.reason}"))
        return str(Table(pairs=pairs, notes=list(result.steps) if explain else []))
    pairs += [
        ("win", f"{yes_no(True)}, " + (named("自摸", "self-drawn", both="{en} ({zh})")
                                        if result.self_drawn else
                                        named("捉铳", "on a discard", both="{en} ({zh})"))),
        ("reading", reading_text(result.reading, gold, hand.melds) if result.reading
         else f"none needed: {named('三金倒', 'three golds down', 'zh')}"),
        ("flowers F", f"{flowers.total}" + (": " + ", ".join(
            f"{item.what} +{item.points}" for item in flowers.items) if flowers.items else "")),
        ("bonus", f"{named(result.bonus.name_zh, result.bonus.name, both='{zh} ({en})')}, "
                  f"W = {result.bonus_points}"
         if result.bonus else "none"),
        ("payment", result.headline),
        ("payers", ", ".join(f"{p.payer} {p.amount}" for p in result.payments)),
        ("winner gets", result.winner_gets),
    ]
    notes = list(result.steps)
    if explain and result.reading is not None:
        notes += assignment_lines(result.reading, gold)
    return str(Table(pairs=pairs, notes=notes))


def _score_row(hand: Hand, gold: int, result: Score, explain: bool,
               rules: Rules) -> dict[str, Any]:
    return {"hand": write_hand(hand, gold), "win": yes_no(result.win),
            "bonus": named(result.bonus.name_zh, result.bonus.name, "zh") if result.bonus
            else "-", "F": result.flowers.total,
            "payment": result.headline if result.win else "-",
            "winner gets": result.winner_gets}


SCORE_VIEW = View(_score_table, _score_row)


@fuzhou.command("score")
@click.argument("hands", nargs=-1)
@GOLD_OPTION
@click.option("--flowers", metavar="N|TILES",
              help="The winner's flowers set aside: their points (a number) or the tiles "
              "(EE春a); the hand's kongs are added.")
@click.option("--self-drawn", is_flag=True, help="Won by the winner's own draw (自摸); "
              "otherwise on a discard (捉铳).")
@GRAB_OPTION
@click.option("--swimming-gold", is_flag=True,
              help="The winner had declared 游金 (a gold waiting as half of the pair): only "
              "a self-drawn win counts.")
@click.option("--banker", is_flag=True, help="The winner is the banker (庄).")
@click.option("--discarder-is-banker", is_flag=True,
              help="The discarder of the winning tile is the banker.")
@click.option("--base", type=click.IntRange(1), default=1, show_default=True,
              help="The base B (底分).")
@click.option("--banker-count", type=click.IntRange(0), default=0, show_default=True,
              help="K, the banker's consecutive count (连庄数): +K on each payment the banker "
              "makes or receives, 2K when F is doubled (an [L] reading of the original rule page); above 0 "
              "it stands for --rule banker-count=added.")
@click.option("--discarded-gold-wins", is_flag=True,
              help="Let a discarded gold be claimed to win, as the tile it shows (by default "
              "it cannot be): short for --rule discarded-gold=as-shown.")
@fuzhou_rule_option
@records_option(SCORE_FIELDS)
@lang_option
@page_format_option
@explain_option
def score_command(hands: tuple[str, ...], gold: str | None, flowers: str | None,
                  self_drawn: bool, grab: bool, swimming_gold: bool, banker: bool,
                  discarder_is_banker: bool, base: int, banker_count: int,
                  discarded_gold_wins: bool, rules: Choices, batch: str | None,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Score winning HANDs: the bonus hand (平胡 抢金 三金倒 金雀, +10 with no flower and no
    kong), the flowers, what each payer pays and what the winner gets, line by line.
    Exit 0 a win, 1 not a win (with the reason).  A winning hand has 14 or 17 tiles (a
    kong's fourth tile extra); any other size is bad input.

    \b
    Example: paiju fuzhou score "123m 456m 789m 234s 金金 678p" --gold 5p --self-drawn   →   winner gets 213
    """
    switches = choices_of(SWITCHBOARD, rules, SHORTHAND_FLAGS | {
        "banker-count": f"--banker-count {banker_count} (the count enters the payments)"},
        **shorthand_switches(discarded_gold_wins, banker_count))
    given = Given(gold, flowers, self_drawn, grab, swimming_gold, banker, discarder_is_banker,
                  base, banker_count, discarded_gold_wins, switches)
    if fmt == "html":
        from paiju.cli.html import queried
        from paiju.cli.html.hands import fuzhou_score_page

        found = queried(queries(hands, "HAND", batch))
        return fuzhou_score_page([scored_hand(text, given) if batch is None else scored_record(
            json_line(text, "hand", "a string in hand notation"), given) for text in found])
    return answer_hands((score_answer, score_record_answer), hands, batch, given, fmt, jobs,
                        explain)


# ---------------------------------------------------------------------------------------
# claim


SEAT_CHOICE = click.Choice(list(SEATS) + list(SEATS_ZH), case_sensitive=False)


def claim_answer(worked: Worked) -> Answer:
    return shown(worked, CLAIM_VIEW)


def _claim_table(judged: DiscardClaims, discard: int, gold: int, data: dict[str, Any],
                 rules: Rules) -> str:
    sparrow = named("金雀", "golden sparrow", "zh")
    rows = [[c["seat"], c["hand"], yes_no(c["can_win"]), sparrow if c["sparrow"] else "",
             c["reason"] or ""] for c in data["claims"]]
    body = table(rows, headers=["seat", "hand + discard", "may win", sparrow, "why not"])
    pairs = [("discard", f"{LABELS[discard]} by {judged.discarder}"), ("gold", LABELS[gold]),
             *rule_pairs(SWITCHBOARD, rules.book),
             ("winner", judged.winner.seat if judged.winner else "nobody"),
             ("why", judged.why)]
    return str(Table(pairs=pairs, sections=[body], notes=data.get("explanation", [])))


CLAIM_VIEW = View(_claim_table)


@fuzhou.command("claim")
@click.argument("discard", required=False)
@GOLD_OPTION
@click.option("--discarder", type=SEAT_CHOICE,
              help="The seat that discarded the tile: E S W N (东南西北).")
@click.option("--hand", "hands", multiple=True, metavar="SEAT:HAND",
              help="A player waiting on the discard, e.g. S:'123m 456m …' (3k+1 tiles); "
              "repeat for each.")
@click.option("--passed", multiple=True, type=SEAT_CHOICE,
              help="A seat that declined this tile since its last draw (pass rule).")
@click.option("--swimming-gold", "swimming", multiple=True, type=SEAT_CHOICE,
              help="A seat that declared 游金: it wins only by self-draw.")
@click.option("--discarded-gold-wins", is_flag=True,
              help="Let a discarded gold be claimed to win, as the tile it shows: short for "
                   "--rule discarded-gold=as-shown.")
@fuzhou_rule_option
@lines_option
@lang_option
@format_option
@explain_option
def claim_command(discard: str | None, gold: str | None, discarder: str | None,
                  hands: tuple[str, ...], passed: tuple[str, ...], swimming: tuple[str, ...],
                  discarded_gold_wins: bool, rules: Choices, batch: str | None,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Who wins the DISCARD? One discard has one winner: a 金雀 first, else the first player
    in turn order after the discarder; a player who passed the tile since drawing may not
    win on it. Exit 0 someone wins, 1 nobody may.  The hands and the discard are checked
    together against the tile supply (four of a tile, three golds): a tile that goes over is
    bad input naming it and who holds it.

    With '-' (or piped stdin), or --batch FILE, reads one question a line: a discard (the
    table given by the options), or a JSON record {"discard", "gold", "discarder", "hands"
    ({"S": "123m …"} or ["S:123m …"]), "passed", "swimming_gold", "discarded_gold_wins",
    "rules"} whose fields override the options.

    \b
    Example: paiju fuzhou claim 3p --gold 5p --discarder E --hand "S:123m 456m 789m 234s 2p 99s 金"
    """
    seated = []
    for item in hands:
        try:
            seated.append(read_seated_hand(item))
        except NotationError as error:
            raise click.UsageError(f"--hand {item!r}: {error.message}") from None
    if len({seat for seat, _ in seated}) < len(seated):
        raise click.UsageError("one --hand per seat")
    arguments = () if discard is None else (discard,)
    if discard not in (None, "-") and not discard.lstrip().startswith("{") and batch is None:
        if gold is None:  # one question on the command line: its table in full
            raise click.UsageError("give the gold with --gold TILE (e.g. --gold 5p)")
        if discarder is None:
            raise click.UsageError("Missing option '--discarder'.")
    switches = choices_of(SWITCHBOARD, rules, SHORTHAND_FLAGS,
                          **shorthand_switches(discarded_gold_wins, 0))
    settings = {"gold": gold, "discarder": discarder, "hands": tuple(seated),
                "passed": passed, "swimming_gold": swimming, "rules": switches,
                "explain": explain}
    return respond(*question_queries(CLAIM_QUESTION, claim_answer, settings, arguments,
                                     "DISCARD", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# bonuses


def bonuses_answer() -> Answer:
    return shown(listed_bonuses(), BONUSES_VIEW, rows="bonus_hands")


def _bonuses_table(rows: list[dict[str, Any]]) -> str:
    both = language() in (None, "both")  # the two names, or the one --lang chose
    body = table([[*names(r["bonus"], r["name"]), r["points"], r["with_no_flower"],
                   r["condition"]] for r in rows],
                 headers=[*(["bonus", "name"] if both else ["bonus"]), "W", "W with F = 0",
                          "condition"])
    return str(Table(sections=[body], notes=[HIGHEST_BONUS_ONLY, formulas_sentence(),
                                             WHO_PAYS]))


BONUSES_VIEW = View(_bonuses_table)


@fuzhou.command("bonuses")
@lang_option
@single_format_option
def bonuses_command(fmt: str | None) -> int:
    """The bonus hands (奖励牌型) and payment formulas: the table the scorer uses.

    \b
    Example: paiju fuzhou bonuses --format jsonl
    """
    return respond_once(bonuses_answer, fmt)
