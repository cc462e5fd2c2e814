"""``paiju gouji`` hand commands: respond, hand, burn, deal, table."""

from __future__ import annotations

import json
import random
from typing import Any, Callable

import click

from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.plays import BEAT_OPTION
from paiju.cli.output import (
    Answer,
    Query,
    Table,
    explain_option,
    format_option,
    input_lines,
    line_queries,
    run,
    single_format_option,
    table,
    wants_stdin,
    yes_no,
)
from paiju.engine.gouji import dealing
from paiju.engine.gouji.burning import burn
from paiju.engine.gouji.hand import REPORT_LIMIT, CountReport, Hand, Mode
from paiju.engine.gouji.hand_report import HandReport, hand_report
from paiju.engine.gouji.plays import BeatOption, is_level, rank_name
from paiju.engine.gouji.respond import LevelPlay, responses
from paiju.engine.gouji.seats import team_of
from paiju.errors import NotationError, PaijuError, RecordError
from paiju.grammar.gouji import parse_hand, parse_play, parse_play_from

MODE_OPTION = click.option(
    "--mode",
    type=click.Choice([mode.value for mode in Mode]),
    default=Mode.NORMAL.value,
    show_default=True,
    help="normal, or bie-san (憋三: 3s are kept for the last play, 买三 buys a missing 3).",
)


# ---------------------------------------------------------------------------------------
# Batch lines: 'HAND to PLAY', 'HAND on PLAY with PLAY', tab-separated, or a JSON object


def line_fields(line: str, fields: tuple[str, ...]) -> list[tuple[str, int | None]]:
    """The fields of a batch line with the offset where each starts (None inside JSON).

    ``fields`` are the option names in order (``("hand", "to")``); a text line separates
    them by tabs or by the option words themselves: ``2大花+5x10 to 2小花+3x9``.
    """
    if line.lstrip().startswith("{"):
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise RecordError(f"not a JSON object ({error.msg})") from None
        if not isinstance(record, dict):
            raise RecordError("not a JSON object")
        for name in fields:
            if not isinstance(record.get(name), str):
                raise RecordError("missing, or not a string", name)
        return [(record[name], None) for name in fields]
    tabbed = "\t" in line
    separators = ["\t" if tabbed else f" {name} " for name in fields[1:]]
    spans, start = [], 0
    for separator in separators:
        cut = line.find(separator, start)
        if cut < 0:
            break
        spans.append((start, cut))
        start = cut + len(separator)
    spans.append((start, len(line)))
    if len(spans) != len(fields) or (tabbed and "\t" in line[start:]):
        shape = " ".join([fields[0].upper()] + [f"{name} PLAY" for name in fields[1:]])
        raise NotationError(f"expected '{shape}' (or the fields separated by tabs, or a JSON "
                            "object)", line, len(line))
    return [(line[a:b].strip(), a + len(line[a:b]) - len(line[a:b].lstrip())) for a, b in spans]


def answer_line(line: str, fields: tuple[str, ...], ask: Callable[..., Answer]) -> Answer:
    """Answer one batch line; an error in a field points into the line."""
    values = line_fields(line, fields)
    try:
        return ask(*(text for text, _ in values))
    except PaijuError as error:
        for text, start in values:
            if start is not None and error.text == text:
                raise error.relocate(line, start) from None
        raise


def run_hand_question(hand: str | None, options: dict[str, str | None],
                      ask: Callable[..., Answer], fmt: str | None) -> None:
    """A question about HAND with option values: one query from the arguments; or, from
    stdin, one hand per line (options given) or one whole question per line (none given)."""
    values = list(options.values())
    complete = all(value is not None for value in values)
    if hand is not None and hand != "-" and complete:
        run([Query(lambda: ask(hand, *values))], fmt, batch=False)
    if wants_stdin([hand] if hand is not None else []):
        if complete:
            run(line_queries(input_lines(), lambda line: ask(line, *values)), fmt, batch=True)
        if not any(value is not None for value in values):
            fields = ("hand", *options)
            run(line_queries(input_lines(), lambda line: answer_line(line, fields, ask)), fmt,
                batch=True)
    flags = " ".join(f"--{name} PLAY" for name in options)
    words = " ".join(f"{name} PLAY" for name in options)
    raise click.UsageError(f"give HAND {flags}, or '-' to read hands (with {flags}) or "
                           f"'HAND {words}' lines from stdin")


# ---------------------------------------------------------------------------------------
# respond


def respond_answer(hand_text: str, to_text: str, option: int, explain: bool = False) -> Answer:
    hand = parse_hand(hand_text)
    old = parse_play(to_text)
    found = responses(hand, old, BeatOption(option))
    rows = []
    for response in found:
        row: dict[str, Any] = {"play": response.play.written,
                               "canonical": response.form.canonical, "level": response.level}
        if explain:
            row["why"] = response.verdict.reason
        rows.append(row)
    data: dict[str, Any] = {"hand": hand_text, "to": to_text, "responses": rows}
    if explain:
        data["explanation"] = [
            f"the play on the table {old.written} is {old.normal_form().canonical}",
            f"option {option}: {len(rows)} distinct plays of the hand beat it",
            "cheapest first: fewest flowers (大花 dearest), then fewest 钱, then the lowest "
            "base rank",
        ]

    def render() -> str:
        head = [("hand", f"{hand.written}  ({hand.size} cards)"),
                ("to", f"{old.written}  →  {old.normal_form().canonical}"),
                ("option", option), ("responses", len(rows))]
        if not rows:
            return str(Table(pairs=head, notes=[f"no play of this hand beats {old.written}"]))
        body = table([[i, row["play"], row["canonical"], yes_no(row["level"]),
                       *([row["why"]] if explain else [])] for i, row in enumerate(rows, 1)],
                     headers=["#", "play", "normal form", "level", *(["why"] if explain else [])])
        return str(Table(pairs=head, sections=[body]))

    summary = {"hand": hand_text, "to": to_text, "responses": len(rows),
               "cheapest": rows[0]["play"] if rows else "-"}
    return Answer(data, bool(rows), render, summary)


@gouji.command("respond")
@click.argument("hand", required=False)
@click.option("--to", "to", metavar="PLAY", help="The play on the table.")
@BEAT_OPTION
@format_option
@explain_option
def respond_command(hand: str | None, to: str | None, option: str, fmt: str | None,
                    explain: bool) -> None:
    """Every distinct play of HAND that beats the play on the table, cheapest first.

    Each answer shows the cards actually played (so the 钱 spent show), its normal form and
    whether it is a level card. Exit 0 if at least one play beats it, 1 if none. With '-'
    (or piped stdin), reads one 'HAND to PLAY' per line, or one HAND per line with --to.
    (3s never beat anything, so 憋三 mode changes no answer.)

    \b
    Example: paiju gouji respond "2大花+3钱+4x10+3xK" --to "2小花+3x9"
    """
    run_hand_question(hand, {"to": to},
                      lambda h, t: respond_answer(h, t, int(option), explain), fmt)


# ---------------------------------------------------------------------------------------
# hand


def level_json(level: LevelPlay) -> dict[str, str]:
    return {"play": level.play.written, "canonical": level.form.canonical}


def report_json(report: CountReport | None) -> dict[str, Any] | None:
    return None if report is None else {"says": report.says, "count": report.count}


def hand_answer(text: str, tribute: int, mode: Mode, explain: bool = False) -> Answer:
    hand = parse_hand(text)
    report = hand_report(hand, mode, tribute)
    levels = report.level_plays
    data: dict[str, Any] = {
        "hand": text,
        "cards": hand.size,
        "level_plays": [level_json(level) for level in levels],
        "may_revolt": report.may_revolt,
        "automatic_revolution": report.three.automatic_revolution,
        "must_buy_three": report.three.must_buy,
        "buy_three_payment": rank_name(report.three.payment) if report.three.payment else None,
        "tribute_cards": [rank_name(rank) for rank in report.tribute],
        "report": report_json(report.report),
    }
    notes = _hand_notes(report, tribute, len(levels))
    if explain:
        data["explanation"] = notes

    def render() -> str:
        pairs = [
            ("hand", f"{hand.written}  ({hand.size} cards)"),
            ("mode", mode.value),
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
                                                         ("the tribute", report.tribute))
                                 if done)
            pairs.insert(1, ("plays with", f"{report.playing.written or 'no cards'}  "
                                           f"(after {after})"))
        body = table([[i, level.play.written, level.form.canonical]
                      for i, level in enumerate(levels, 1)],
                     headers=["#", "level play (cheapest cards)", "normal form"])
        return str(Table(pairs=pairs, sections=[body] if levels else [],
                         notes=notes if explain else []))

    row = {"hand": text, "cards": hand.size, "level plays": len(levels),
           "may revolt": yes_no(report.may_revolt), "buys a 3": data["buy_three_payment"] or "-",
           "tribute": "+".join(data["tribute_cards"]) or "-"}
    return Answer(data, None, render, row)


def _hand_notes(report: HandReport, tribute: int, levels: int) -> list[str]:
    notes = [f"买三: {report.three.reason}"]
    if tribute:
        given = len(report.tribute)
        short = f" (only {given} legal tribute cards: the rest is not owed)" if given < tribute \
            else ""
        notes.append(f"tribute of {tribute}: 大花 first, then 小花, then 钱{short}")
    playing = report.playing.written or "no cards"
    notes.append(f"革命, judged on the hand that plays, after 买三 and the tribute ({playing}): "
                 f"{'yes' if report.may_revolt else 'no'} — {report.revolt_reason}")
    if report.report is None:
        notes.append("报户: none in 憋三 mode")
    else:
        notes.append(f"报户: {report.hand.size} cards, answers '{report.report.says}' "
                     f"(a count is told at {REPORT_LIMIT} cards or fewer)")
    notes.append(f"{levels} distinct level plays (by normal form), each in its cheapest cards")
    return notes


@gouji.command("hand")
@click.argument("texts", metavar="HAND...", nargs=-1)
@click.option("--tribute", type=click.IntRange(min=0), default=0, show_default=True,
              metavar="N", help="Show the cards this hand gives for a tribute of N cards.")
@MODE_OPTION
@format_option
@explain_option
def hand_command(texts: tuple[str, ...], tribute: int, mode: str, fmt: str | None,
                 explain: bool) -> None:
    """What a dealt hand can do before play: its level plays, revolution (革命), buying a 3
    (买三, bie-san mode), tribute cards and its 报户 answer.

    A hand is written like a play with many ranks (2大花+1小花+3钱+4xA+5x10) or as single
    cards separated by spaces or commas, suits optional (大花 ♠2 ♥A 10s). With '-' (or piped
    stdin), reads one hand per line.
    """
    ask = lambda text: hand_answer(text, tribute, Mode(mode), explain)  # noqa: E731
    if wants_stdin(texts):
        run(line_queries(input_lines(), ask), fmt, batch=True)
    if not texts:
        raise click.UsageError("give at least one HAND, or '-' to read hands from stdin")
    run([Query(lambda text=text: ask(text), None, text) for text in texts], fmt, batch=False)


# ---------------------------------------------------------------------------------------
# burn


def burn_answer(hand_text: str, on_text: str, with_text: str, option: int, mode: Mode,
                explain: bool = False) -> Answer:
    hand = parse_hand(hand_text)
    on = parse_play(on_text)
    burning = parse_play_from(with_text, hand)
    result = burn(hand, on, burning, BeatOption(option), mode)
    sequence = result.sequence
    data: dict[str, Any] = {
        "hand": hand_text,
        "on": on_text,
        "with": with_text,
        "beats": result.verdict.beats,
        "can_go_out": result.going_out.possible,
        "sequence": [play.written for play in sequence] if sequence is not None else None,
    }
    level = is_level(on.normal_form())
    notes = [
        f"{on.written} is {'a' if level.answer else 'not a'} level card ({level.reason})"
        + ("" if level.answer else ": only level cards are burned (烧牌)"),
        f"{burning.written} on {on.written}: {result.verdict.reason}",
        f"left after the burning play: {result.going_out.rest.written or 'nothing'}; "
        f"{result.going_out.reason}",
    ]
    if explain:
        data["explanation"] = notes

    def render() -> str:
        pairs = [("hand", f"{hand.written}  ({hand.size} cards)"),
                 ("on", f"{on.written}  →  {on.normal_form().canonical}"),
                 ("with", f"{burning.written}  →  {burning.normal_form().canonical}"),
                 ("beats it", yes_no(result.verdict.beats)),
                 ("can go out", yes_no(result.going_out.possible)),
                 ("burn works", yes_no(result.works))]
        sections = []
        if sequence is not None:
            sections.append(table([[i, play.written, "yes" if play.flowers else "no"]
                                   for i, play in enumerate(sequence, 1)],
                                  headers=["#", "play", "flower"]))
        return str(Table(pairs=pairs, sections=sections, notes=notes))

    row = {"hand": hand_text, "on": on_text, "with": with_text,
           "works": yes_no(result.works), "sequence": " / ".join(data["sequence"] or []) or "-"}
    return Answer(data, result.works, render, row)


@gouji.command("burn")
@click.argument("hand", required=False)
@click.option("--on", "on", metavar="PLAY", help="The level card on the table.")
@click.option("--with", "with_", metavar="PLAY", help="The burning play, from HAND.")
@BEAT_OPTION
@MODE_OPTION
@format_option
@explain_option
def burn_command(hand: str | None, on: str | None, with_: str | None, option: str, mode: str,
                 fmt: str | None, explain: bool) -> None:
    """Can HAND burn (烧牌) the level card ON with the play WITH, then go out?

    The burning play must beat the level card; then every remaining card must be played in
    consecutive plays, each but the last holding a flower (static test: the rest has at most
    one natural rank more than it has flowers). Shows a sequence that does it. Exit 0 the
    burn works, 1 it does not, 2 bad input (e.g. WITH is not in HAND). With '-' reads
    'HAND on PLAY with PLAY' lines.
    """
    run_hand_question(hand, {"on": on, "with": with_},
                      lambda h, o, w: burn_answer(h, o, w, int(option), Mode(mode), explain),
                      fmt)


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
    level_counts = []
    for seat in report.seats:
        levels = seat.level_plays
        level_counts.append(len(levels))
        purchase = bought.get(seat.seat)
        seats.append({
            "seat": seat.seat,
            "team": team_of(seat.seat).value,
            "hand": seat.dealt.card_list,
            "written": seat.dealt.written,
            "cards": seat.dealt.size,
            "level_plays": [level_json(level) for level in levels],
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
    notes = _table_notes(report)
    if explain:
        data["explanation"] = notes

    def render() -> str:
        pairs = [("mode", mode.value)]
        if seed is not None:
            pairs.insert(0, ("seed", seed))
        rows = []
        for seat, count in zip(seats, level_counts):
            purchase = (f"buys from {seat['buys_from']} for {seat['buy_three_payment']}"
                        if seat["must_buy_three"] else "")
            if seat["sells_to"]:
                purchase = f"sells to {', '.join(map(str, seat['sells_to']))}"
            revolt = "automatic" if seat["automatic_revolution"] else yes_no(seat["may_revolt"])
            rows.append([seat["seat"], seat["team"], seat["written"], count, revolt,
                         purchase or "-"])
        body = table(rows, headers=["seat", "team", "hand", "level plays", "may revolt",
                                    "买三"])
        return str(Table(pairs=pairs, sections=[body], notes=notes))

    return Answer(data, None, render)


def _table_notes(report: dealing.TableReport) -> list[str]:
    leader = report.leader
    shown = ", ".join(f"seat {show.seat} {show.cards}{rank_name(leader.rank)}"
                      for show in leader.shows)
    if leader.show:
        notes = [f"上工: seat {leader.seat} leads with {leader.show.cards}"
                 f"{rank_name(leader.rank)}, the largest one-suit group shown ({shown})"]
    else:
        notes = [f"上工: nobody holds two {rank_name(leader.rank)}s of one suit; seat "
                 f"{leader.seat} leads, drawn at random"]
    for purchase in report.purchases:
        if purchase.seller is None:
            notes.append(f"买三: seat {purchase.buyer} finds no seller ({purchase.reason})")
        else:
            notes.append(f"买三: seat {purchase.buyer} buys a 3 from seat {purchase.seller} "
                         f"for a {rank_name(purchase.payment)}; {purchase.reason}")
    for seat in report.automatic_revolutions:
        notes.append(f"革命: seat {seat} revolts automatically (no 3, nothing to buy one with)")
    if report.void:
        notes.append("two or more revolutions at once: the deal is void (redeal)")
    return notes


def _seed(seed: int | None) -> int:
    return seed if seed is not None else random.SystemRandom().randrange(2**32)


def deal_answer(seed: int, mode: Mode, explain: bool) -> Answer:
    rng = random.Random(seed)
    return table_answer(dealing.table_report(dealing.deal(rng), mode, rng), seed, explain)


def seed_of(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise NotationError("a seed is a whole number", text, 0) from None


@gouji.command("deal")
@click.argument("seeds", metavar="[-]", nargs=-1)
@click.option("--seed", type=int, default=None, help="Deal reproducibly (default: a fresh "
              "seed, shown in the answer).")
@MODE_OPTION
@format_option
@explain_option
def deal_command(seeds: tuple[str, ...], seed: int | None, mode: str, fmt: str | None,
                 explain: bool) -> None:
    """Deal 216 cards to six seats (36 each, suits included) and report each seat's level
    plays, revolution eligibility and 买三 (bie-san mode), and who leads (上工).

    With '-', deals once for each seed read from stdin (one per line).
    """
    if seeds == ("-",):
        run(line_queries(input_lines(), lambda text: deal_answer(seed_of(text), Mode(mode),
                                                                 explain)), fmt, batch=True)
    if seeds:
        raise click.UsageError("the only argument is '-' (seeds from stdin); use --seed N")
    chosen = _seed(seed)
    run([Query(lambda: deal_answer(chosen, Mode(mode), explain))], fmt, batch=False)


def read_table(lines: list[tuple[int, str]]) -> tuple[Hand, ...]:
    found = []
    for seat, (number, text) in enumerate(lines):
        try:
            found.append(parse_hand(text))
        except PaijuError as error:
            error.message = f"seat {seat} (line {number}): {error.message}"
            raise
    dealing.check_table(tuple(found))
    return tuple(found)


@gouji.command("table")
@click.argument("source", default="-", metavar="FILE")
@click.option("--seed", type=int, default=None,
              help="Seed for the random 上工 leader when nobody shows.")
@MODE_OPTION
@single_format_option
@explain_option
def table_command(source: str, seed: int | None, mode: str, fmt: str | None,
                  explain: bool) -> None:
    """Report on a given six-hand table, as 'deal' does.

    FILE ('-' = stdin) holds six hands, one per line in seat order, together exactly the 216
    cards of four packs. Suits are needed for 上工.
    """
    chosen = _seed(seed)

    def ask() -> Answer:
        table_hands = read_table(list(input_lines(source)))
        report = dealing.table_report(table_hands, Mode(mode), random.Random(chosen))
        return table_answer(report, chosen, explain)

    run([Query(ask)], fmt, batch=False)

