"""``paiju gouji`` hand commands: respond, hand, burn, deal, table."""

from __future__ import annotations

import random
from functools import partial
from typing import Any, Callable

import click

from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.plays import BEAT_OPTION
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import explain_option, format_option, single_format_option
from paiju.cli.reading import InputFile, Lines, input_lines, queries, wants_stdin
from paiju.cli.rendering import Answer, Table, View, table, yes_no
from paiju.engine.gouji import dealing
from paiju.engine.gouji.burning import Burn, burn
from paiju.engine.gouji.hand import CountReport, Hand, Mode
from paiju.engine.gouji.hand_report import HandReport, hand_report
from paiju.engine.gouji.plays import BeatOption, Play, rank_name
from paiju.engine.gouji.reasons import burn_notes, hand_notes, response_notes, table_notes
from paiju.engine.gouji.respond import LevelPlay, responses
from paiju.engine.gouji.seats import team_of
from paiju.grammar.batch import read_fields
from paiju.grammar.gouji import parse_hand, parse_play, parse_play_from
from paiju.grammar.gouji_lines import (
    hand_question_fields, is_record, read_mode, read_option, read_seed, read_table, record_texts,
)
from paiju.grammar.records import check_fields, echo_id, json_line, read_named, record_settings

MODE_OPTION = click.option(
    "--mode",
    type=click.Choice([mode.value for mode in Mode]),
    default=Mode.NORMAL.value,
    show_default=True,
    help="normal, or bie-san (憋三: 3s are kept for the last play, 买三 buys a missing 3).",
)


# ---------------------------------------------------------------------------------------
# Questions about a hand and plays: 'HAND to PLAY', 'HAND on PLAY with PLAY', tab-separated,
# or a JSON object; or one hand per line when the plays are given as options

Readers = dict[str, Callable[[Any, str], Any]]
"""The settings a record may give, each read from its field: name → reader(value, field)."""


def hand_question(hand: str | None, plays: dict[str, str | None], ask: Callable[..., Answer],
                  settings: dict[str, Any], readers: Readers, fmt: str | None,
                  jobs: int) -> int:
    """A question about HAND and the plays named by ``plays`` (option name → value), answered
    by ``ask(hand, *plays, **settings)``: one query from the arguments; or, from stdin, one hand
    per line (the plays given as options) or one whole question per line (none given).  A
    line may also be a JSON object with the fields ``hand``, the plays and the settings that
    ``readers`` name, which override the options of the same names (and ``id``, echoed)."""
    values = tuple(plays.values())
    complete = all(value is not None for value in values)
    if hand is not None and hand != "-" and complete:
        return respond_once(partial(ask, hand, *values, **settings), fmt)
    if wants_stdin([hand] if hand is not None else []) and (
            complete or not any(value is not None for value in values)):
        return respond(partial(_question_line, ask, plays, settings, readers), Lines(), fmt,
                       jobs)
    flags = " ".join(f"--{name} PLAY" for name in plays)
    words = " ".join(f"{name} PLAY" for name in plays)
    raise click.UsageError(f"give HAND {flags}, or '-' to read hands (with {flags}) or "
                           f"'HAND {words}' lines from stdin")


def _question_line(ask: Callable[..., Answer], plays: dict[str, str | None],
                   settings: dict[str, Any], readers: Readers, line: str) -> Answer:
    names = ("hand", *plays)
    if is_record(line):
        record = check_fields(json_line(line), None, (*names, *readers))
        answer = read_named(record_texts(record, names, plays), ask,
                            **record_settings(record, readers, settings))
        answer.data = echo_id(record, answer.data)
        return answer
    if all(value is not None for value in plays.values()):  # one hand a line
        return ask(line, *plays.values(), **settings)
    return read_fields(line, hand_question_fields(line, names), ask, **settings)


# ---------------------------------------------------------------------------------------
# respond


def respond_answer(hand_text: str, to_text: str, option: BeatOption,
                   explain: bool = False) -> Answer:
    hand = parse_hand(hand_text)
    old = parse_play(to_text)
    found = responses(hand, old, option)
    rows = []
    for response in found:
        row: dict[str, Any] = {"play": response.play.written,
                               "canonical": response.form.canonical, "level": response.level}
        if explain:
            row["why"] = response.verdict.reason
        rows.append(row)
    data: dict[str, Any] = {"hand": hand_text, "to": to_text, "responses": rows}
    if explain:
        data["explanation"] = response_notes(old, option, len(rows))
    return Answer(data, bool(rows), RESPOND_VIEW, (hand, old, option, data, explain))


def _respond_table(hand: Hand, old: Play, option: BeatOption, data: dict[str, Any],
                   explain: bool) -> str:
    rows = data["responses"]
    head = [("hand", f"{hand.written}  ({hand.size} cards)"),
            ("to", f"{old.written}  →  {old.normal_form().canonical}"),
            ("option", int(option)), ("responses", len(rows))]
    if not rows:
        return str(Table(pairs=head, notes=[f"no play of this hand beats {old.written}"]))
    body = table([[i, row["play"], row["canonical"], yes_no(row["level"]),
                   *([row["why"]] if explain else [])] for i, row in enumerate(rows, 1)],
                 headers=["#", "play", "normal form", "level", *(["why"] if explain else [])])
    return str(Table(pairs=head, sections=[body]))


def _respond_row(hand: Hand, old: Play, option: BeatOption, data: dict[str, Any],
                 explain: bool) -> dict[str, Any]:
    rows = data["responses"]
    return {"hand": data["hand"], "to": data["to"], "responses": len(rows),
            "cheapest": rows[0]["play"] if rows else "-"}


RESPOND_VIEW = View(_respond_table, _respond_row)


@gouji.command("respond")
@click.argument("hand", required=False)
@click.option("--to", "to", metavar="PLAY", help="The play on the table.")
@BEAT_OPTION
@format_option
@explain_option
def respond_command(hand: str | None, to: str | None, option: str, fmt: str | None, jobs: int,
                    explain: bool) -> int:
    """Every distinct play of HAND that beats the play on the table, cheapest first.

    Each answer shows the cards actually played (so the 钱 spent show), its normal form and
    whether it is a level card. Exit 0 if at least one play beats it, 1 if none. With '-'
    (or piped stdin), reads one 'HAND to PLAY' per line, or one HAND per line with --to, or
    JSON objects {"hand", "to", "option"} (and "id", echoed first) whose fields override the
    options. (3s never beat anything, so 憋三 mode changes no answer.)

    \b
    Example: paiju gouji respond "2大花+3钱+4x10+3xK" --to "2小花+3x9"
    """
    return hand_question(hand, {"to": to}, respond_answer,
                         {"option": BeatOption(int(option)), "explain": explain},
                         {"option": read_option}, fmt, jobs)


# ---------------------------------------------------------------------------------------
# hand


def level_json(level: LevelPlay) -> dict[str, str]:
    return {"play": level.play.written, "canonical": level.form.canonical}


def report_json(report: CountReport | None) -> dict[str, Any] | None:
    return None if report is None else {"says": report.says, "count": report.count}


def hand_answer(tribute: int, mode: Mode, explain: bool, text: str) -> Answer:
    hand = parse_hand(text)
    report = hand_report(hand, mode, tribute)
    data: dict[str, Any] = {
        "hand": text,
        "cards": hand.size,
        "level_plays": [level_json(level) for level in report.level_plays],
        "may_revolt": report.may_revolt,
        "automatic_revolution": report.three.automatic_revolution,
        "must_buy_three": report.three.must_buy,
        "buy_three_payment": rank_name(report.three.payment) if report.three.payment else None,
        "tribute_cards": [rank_name(rank) for rank in report.tribute],
        "report": report_json(report.report),
    }
    notes = hand_notes(report, tribute)
    if explain:
        data["explanation"] = notes
    return Answer(data, None, HAND_VIEW, (report, tribute, data, notes, explain))


def _hand_table(report: HandReport, tribute: int, data: dict[str, Any], notes: list[str],
                explain: bool) -> str:
    hand, levels = report.hand, report.level_plays
    pairs = [
        ("hand", f"{hand.written}  ({hand.size} cards)"),
        ("mode", report.mode.value),
        ("must buy a 3 (买三)", yes_no(report.three.must_buy)),
        ("pays for the 3", data["buy_three_payment"] or "-"),
        (f"tribute of {tribute}", "+".join(data["tribute_cards"]) or "-"),
        ("may revolt (革命)", yes_no(report.may_revolt)),
        ("automatic revolution", yes_no(report.three.automatic_revolution)),
        ("报户 answer", report.report.says if report.report else "- (no 报户 in 憋三 mode)"),
        ("level plays", len(levels)),
    ]
    if report.playing != hand:
        after = " and ".join(step for step, done in (("买三", report.three.must_buy),
                                                     ("the tribute", report.tribute)) if done)
        pairs.insert(1, ("plays with", f"{report.playing.written or 'no cards'}  "
                                       f"(after {after})"))
    body = table([[i, level.play.written, level.form.canonical]
                  for i, level in enumerate(levels, 1)],
                 headers=["#", "level play (cheapest cards)", "normal form"])
    return str(Table(pairs=pairs, sections=[body] if levels else [],
                     notes=notes if explain else []))


def _hand_row(report: HandReport, tribute: int, data: dict[str, Any], notes: list[str],
              explain: bool) -> dict[str, Any]:
    return {"hand": data["hand"], "cards": data["cards"], "level plays": len(report.level_plays),
            "may revolt": yes_no(report.may_revolt), "buys a 3": data["buy_three_payment"] or "-",
            "tribute": "+".join(data["tribute_cards"]) or "-"}


HAND_VIEW = View(_hand_table, _hand_row)


@gouji.command("hand")
@click.argument("texts", metavar="HAND...", nargs=-1)
@click.option("--tribute", type=click.IntRange(min=0), default=0, show_default=True,
              metavar="N", help="Show the cards this hand gives for a tribute of N cards.")
@MODE_OPTION
@format_option
@explain_option
def hand_command(texts: tuple[str, ...], tribute: int, mode: str, fmt: str | None, jobs: int,
                 explain: bool) -> int:
    """What a dealt hand can do before play: its level plays, revolution (革命), buying a 3
    (买三, bie-san mode), tribute cards and its 报户 answer.

    A hand is written like a play with many ranks (2大花+1小花+3钱+4xA+5x10) or as single
    cards separated by spaces or commas, suits optional (大花 ♠2 ♥A 10s). With '-' (or piped
    stdin), reads one hand per line.

    \b
    Example: paiju gouji hand "2大花+1小花+3钱+4xA+5x10" --tribute 2
    """
    return respond(partial(hand_answer, tribute, Mode(mode), explain), queries(texts, "HAND"),
                   fmt, jobs)


# ---------------------------------------------------------------------------------------
# burn


def burn_answer(hand_text: str, on_text: str, with_text: str, option: BeatOption, mode: Mode,
                explain: bool = False) -> Answer:
    hand = parse_hand(hand_text)
    on = parse_play(on_text)
    burning = parse_play_from(with_text, hand)
    result = burn(hand, on, burning, option, mode)
    sequence = result.sequence
    data: dict[str, Any] = {
        "hand": hand_text,
        "on": on_text,
        "with": with_text,
        "beats": result.verdict.beats,
        "can_go_out": result.going_out.possible,
        "sequence": [play.written for play in sequence] if sequence is not None else None,
    }
    notes = burn_notes(on, burning, result)
    if explain:
        data["explanation"] = notes
    return Answer(data, result.works, BURN_VIEW, (hand, on, burning, result, data, notes))


def _burn_table(hand: Hand, on: Play, burning: Play, result: Burn, data: dict[str, Any],
                notes: list[str]) -> str:
    pairs = [("hand", f"{hand.written}  ({hand.size} cards)"),
             ("on", f"{on.written}  →  {on.normal_form().canonical}"),
             ("with", f"{burning.written}  →  {burning.normal_form().canonical}"),
             ("beats it", yes_no(result.verdict.beats)),
             ("can go out", yes_no(result.going_out.possible)),
             ("burn works", yes_no(result.works))]
    sections = []
    if result.sequence is not None:
        sections.append(table([[i, play.written, "yes" if play.flowers else "no"]
                               for i, play in enumerate(result.sequence, 1)],
                              headers=["#", "play", "flower"]))
    return str(Table(pairs=pairs, sections=sections, notes=notes))


def _burn_row(hand: Hand, on: Play, burning: Play, result: Burn, data: dict[str, Any],
              notes: list[str]) -> dict[str, Any]:
    return {"hand": data["hand"], "on": data["on"], "with": data["with"],
            "works": yes_no(result.works), "sequence": " / ".join(data["sequence"] or []) or "-"}


BURN_VIEW = View(_burn_table, _burn_row)


@gouji.command("burn")
@click.argument("hand", required=False)
@click.option("--on", "on", metavar="PLAY", help="The level card on the table.")
@click.option("--with", "with_", metavar="PLAY", help="The burning play, from HAND.")
@BEAT_OPTION
@MODE_OPTION
@format_option
@explain_option
def burn_command(hand: str | None, on: str | None, with_: str | None, option: str, mode: str,
                 fmt: str | None, jobs: int, explain: bool) -> int:
    """Can HAND burn (烧牌) the level card ON with the play WITH, then go out?

    The burning play must beat the level card; then every remaining card must be played in
    consecutive plays, each but the last holding a flower (static test: the rest has at most
    one natural rank more than it has flowers). Shows a sequence that does it. Exit 0 the
    burn works, 1 it does not, 2 bad input (e.g. WITH is not in HAND). With '-' (or piped
    stdin) reads 'HAND on PLAY with PLAY' lines (or hands, with --on and --with), or JSON
    objects {"hand", "on", "with", "option", "mode"} (and "id", echoed first) whose fields
    override the options.

    \b
    Example: paiju gouji burn "2大花+3x9+2xK" --on "2小花+3x8" --with "2大花+3x9"   →   burn works yes
    """
    return hand_question(hand, {"on": on, "with": with_}, burn_answer,
                         {"option": BeatOption(int(option)), "mode": Mode(mode),
                          "explain": explain},
                         {"option": read_option, "mode": read_mode}, fmt, jobs)


# ---------------------------------------------------------------------------------------
# deal / table


def table_answer(report: dealing.TableReport, seed: int | None, explain: bool) -> Answer:
    mode = report.mode
    bought = {purchase.buyer: purchase for purchase in report.purchases}
    sold: dict[int, list[int]] = {}
    for purchase in report.purchases:
        if purchase.seller is not None:
            sold.setdefault(purchase.seller, []).append(purchase.buyer)
    seats = []
    for seat in report.seats:
        purchase = bought.get(seat.seat)
        seats.append({
            "seat": seat.seat,
            "team": team_of(seat.seat).value,
            "hand": seat.dealt.card_list,
            "written": seat.dealt.written,
            "cards": seat.dealt.size,
            "level_plays": [level_json(level) for level in seat.level_plays],
            "may_revolt": seat.may_revolt,
            "automatic_revolution": seat.need.automatic_revolution,
            "must_buy_three": seat.need.must_buy,
            "buy_three_payment": rank_name(seat.need.payment) if seat.need.payment else None,
            "buys_from": purchase.seller if purchase else None,
            "sells_to": sold.get(seat.seat, []),
            "playing_hand": seat.hand.written,
        })
    leader = report.leader
    data: dict[str, Any] = {
        "seed": seed,
        "mode": mode.value,
        "leader": {
            "seat": leader.seat,
            "by": "show" if leader.show else "random",
            "rank": rank_name(leader.rank),
            "shows": [{"seat": show.seat, "suit": show.suit.value, "count": show.count}
                      for show in leader.shows],
        },
        "purchases": [{"buyer": p.buyer, "seller": p.seller, "payment": rank_name(p.payment)}
                      for p in report.purchases],
        "automatic_revolutions": list(report.automatic_revolutions),
        "void": report.void,
        "seats": seats,
    }
    notes = table_notes(report)
    if explain:
        data["explanation"] = notes
    return Answer(data, None, TABLE_VIEW, (data, notes))


def _table_table(data: dict[str, Any], notes: list[str]) -> str:
    pairs: list[tuple[str, Any]] = [("mode", data["mode"])]
    if data["seed"] is not None:
        pairs.insert(0, ("seed", data["seed"]))
    rows = []
    for seat in data["seats"]:
        purchase = (f"buys from {seat['buys_from']} for {seat['buy_three_payment']}"
                    if seat["must_buy_three"] else "")
        if seat["sells_to"]:
            purchase = f"sells to {', '.join(map(str, seat['sells_to']))}"
        revolt = "automatic" if seat["automatic_revolution"] else yes_no(seat["may_revolt"])
        rows.append([seat["seat"], seat["team"], seat["written"], len(seat["level_plays"]),
                     revolt, purchase or "-"])
    body = table(rows, headers=["seat", "team", "hand", "level plays", "may revolt", "买三"])
    return str(Table(pairs=pairs, sections=[body], notes=notes))


TABLE_VIEW = View(_table_table)


def _seed(seed: int | None) -> int:
    return seed if seed is not None else random.SystemRandom().randrange(2**32)


def deal_answer(seed: int, mode: Mode, explain: bool) -> Answer:
    rng = random.Random(seed)
    return table_answer(dealing.table_report(dealing.deal(rng), mode, rng), seed, explain)


def deal_line_answer(mode: Mode, explain: bool, line: str) -> Answer:
    """A batch line: a seed."""
    return deal_answer(read_seed(line), mode, explain)


@gouji.command("deal")
@click.argument("seeds", metavar="[-]", nargs=-1)
@click.option("--seed", type=int, default=None, help="Deal reproducibly (default: a fresh "
              "seed, shown in the answer).")
@MODE_OPTION
@format_option
@explain_option
def deal_command(seeds: tuple[str, ...], seed: int | None, mode: str, fmt: str | None,
                 jobs: int, explain: bool) -> int:
    """Deal 216 cards to six seats (36 each, suits included) and report each seat's level
    plays, revolution eligibility and 买三 (bie-san mode), and who leads (上工).

    With '-' (or piped stdin and no --seed), deals once for each seed read from stdin (one
    per line).

    \b
    Example: paiju gouji deal --seed 7 --format json
    """
    if seeds == ("-",) or (not seeds and seed is None and wants_stdin(seeds)):
        return respond(partial(deal_line_answer, Mode(mode), explain), Lines(), fmt, jobs)
    if seeds:
        raise click.UsageError("the only argument is '-' (seeds from stdin); use --seed N")
    return respond_once(partial(deal_answer, _seed(seed), Mode(mode), explain), fmt)


def table_command_answer(source: str, seed: int, mode: Mode, explain: bool) -> Answer:
    report = dealing.table_report(read_table(input_lines(source)), mode, random.Random(seed))
    return table_answer(report, seed, explain)


@gouji.command("table")
@click.argument("source", default="-", metavar="FILE", type=InputFile())
@click.option("--seed", type=int, default=None,
              help="Seed for the random 上工 leader when nobody shows.")
@MODE_OPTION
@single_format_option
@explain_option
def table_command(source: str, seed: int | None, mode: str, fmt: str | None,
                  explain: bool) -> int:
    """Report on a given six-hand table, as 'deal' does.

    FILE ('-' = stdin) holds six hands, one per line in seat order, together exactly the 216
    cards of four packs. Suits are needed for 上工.  One table is one question: FILE is not
    a batch.

    \b
    Example: paiju gouji table examples/gouji-table.txt
    """
    return respond_once(partial(table_command_answer, source, _seed(seed), Mode(mode), explain),
                        fmt)
