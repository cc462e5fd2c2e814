"""``paiju gouji`` hand commands: respond, hand, burn, deal, table."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import click

from paiju.api.gouji import hands as api
from paiju.grammar.rule_records import Choices
from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.rules import (
    OPTION_SHORTHAND, UNSWITCHED, gouji_choices, gouji_rule_option, rule_lines,
)
from paiju.cli.gouji.views import drawn, shown
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import (
    explain_option, format_option, lang_option, lines_option, single_format_option,
)
from paiju.cli.questions import question_queries
from paiju.cli.reading import InputFile, Lines, input_lines, wants_stdin
from paiju.cli.rendering import Answer, Table, View, lines_fitted, named, table, yes_no
from paiju.engine.gouji import dealing
from paiju.engine.gouji.burning import Burn
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.hand_report import HandReport
from paiju.engine.gouji.plays import Play, canonical
from paiju.engine.gouji.respond import LevelPlay, LevelSummary, summarise_levels
from paiju.engine.gouji.rules import RuleBook
from paiju.engine.words import count_of

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

def hand_question(hand: str | None, plays: dict[str, str | None], question: api.Question,
                  view: View, settings: dict[str, Any], fmt: str | None, jobs: int,
                  batch: str | None = None) -> int:
    """A question about HAND and the plays named by ``plays`` (option name → value), answered
    by ``question`` (:mod:`paiju.api.gouji.hands`; ``settings["rules"]``: the rule choices) and
    drawn by ``view``: one query from the arguments (or one JSON record as HAND); or, from
    stdin or ``batch``, one hand per line (the plays given as options), one whole question
    per line (none given), or a JSON object whose fields override the options of the same
    names."""
    values = tuple(plays.values())
    given = tuple(value for value in values if value is not None)
    complete = len(given) == len(values)
    if batch is not None:
        if hand is not None:
            raise click.UsageError("give HAND or --batch, not both")
        return respond(partial(_question_line, question, view, plays, settings), Lines(batch),
                       fmt, jobs)
    if hand is not None and hand.lstrip().startswith("{"):  # one record as the argument
        return respond_once(partial(_question_line, question, view, plays, settings, hand), fmt)
    if hand is not None and hand != "-" and complete:
        return respond_once(partial(_question_answer, question, view, hand, *given,
                                    **settings), fmt)
    if wants_stdin([hand] if hand is not None else []) and (
            complete or not given):
        return respond(partial(_question_line, question, view, plays, settings), Lines(), fmt,
                       jobs)
    flags = " ".join(f"--{name} PLAY" for name in plays)
    words = " ".join(f"{name} PLAY" for name in plays)
    raise click.UsageError(f"give HAND {flags}, or '-' to read hands (with {flags}) or "
                           f"'HAND {words}' lines from stdin")


def _question_answer(question: api.Question, view: View, *texts: str,
                     **settings: Any) -> Answer:
    return shown(question.ask(*texts, **settings), view, settings["explain"])


def _question_line(question: api.Question, view: View, plays: dict[str, str | None],
                   settings: dict[str, Any], line: str) -> Answer:
    return shown(api.question_line_found(question, plays, settings, line), view,
                 settings["explain"])


# ---------------------------------------------------------------------------------------
# respond


def _respond_table(hand: Hand, old: Play, book: RuleBook, data: dict[str, Any],
                   explain: bool) -> str:
    rows = data["responses"]
    head = [("hand", f"{hand.written}  ({count_of(hand.size, 'card')})"),
            ("to", f"{old.written}  →  {canonical(old, book)}"),
            ("option", int(book.option)), *rule_lines(book), ("responses", len(rows))]
    if not rows:
        return str(Table(pairs=head, notes=[f"no play of this hand beats {old.written}"]))
    body = table([[i, row["play"], row["canonical"], yes_no(row["level"]),
                   *([row["why"]] if explain else [])] for i, row in enumerate(rows, 1)],
                 headers=["#", "play", "normal form", "level", *(["why"] if explain else [])])
    return str(Table(pairs=head, sections=[body]))


def _respond_row(hand: Hand, old: Play, book: RuleBook, data: dict[str, Any],
                 explain: bool) -> dict[str, Any]:
    rows = data["responses"]
    return {"hand": data["hand"], "to": data["to"], "responses": len(rows),
            "cheapest": rows[0]["play"] if rows else "-"}


RESPOND_VIEW = View(_respond_table, _respond_row)


@gouji.command("respond")
@click.argument("hand", required=False)
@click.option("--to", "to", metavar="PLAY", help="The play on the table.")
@OPTION_SHORTHAND
@gouji_rule_option
@lines_option
@format_option
@explain_option
def respond_command(hand: str | None, to: str | None, batch: str | None, option: str | None,
                    rules: Choices, fmt: str | None, jobs: int, explain: bool) -> int:
    """Every distinct play of HAND that beats the play on the table, cheapest first.

    Each answer shows the cards actually played (so the 钱 spent show), its normal form and
    whether it is a level card. Exit 0 if at least one play beats it, 1 if none. With '-'
    (or piped stdin), reads one 'HAND to PLAY' per line, or one HAND per line with --to, or
    JSON objects {"hand", "to", "option", "rules"} (and "id", echoed first) whose fields
    override the options. (3s never beat anything, so 憋三 mode changes no answer.)

    \b
    Example: paiju gouji respond "2大花+3钱+4x10+3xK" --to "2小花+3x9"
    """
    return hand_question(hand, {"to": to}, api.RESPOND_QUESTION, RESPOND_VIEW,
                         {"rules": gouji_choices(rules, option=option), "explain": explain},
                         fmt, jobs, batch)


# ---------------------------------------------------------------------------------------
# hand


def summary_text(summary: LevelSummary) -> list[tuple[str, str]]:
    """The summary as table lines: the strongest and the cheapest few."""
    if summary.strongest is None:
        return []
    strongest = summary.strongest
    more = " …" if summary.count > len(summary.cheapest) else ""
    form = strongest.form.canonical
    return [("strongest", strongest.play.written + (f"  →  {form}"
                                                    if form != strongest.play.written else "")),
            ("cheapest", ", ".join(level.play.written for level in summary.cheapest) + more)]


ALL_OPTION = click.option("--all", "every", is_flag=True,
                          help="List every level play (by default: how many, the strongest "
                               "and the cheapest few).")


def _hand_table(report: HandReport, notes: list[str], book: RuleBook, tribute: int,
                every: bool, data: dict[str, Any], explain: bool) -> str:
    hand, levels = report.hand, report.level_plays
    pairs = [
        ("hand", f"{hand.written}  ({count_of(hand.size, 'card')})"),
        *rule_lines(book),
        ("mode", report.mode.value),
        (named("买三", "must buy a 3", both="{en} ({zh})"), yes_no(report.three.must_buy)),
        ("pays for the 3", data["buy_three_payment"] or "-"),
        (f"tribute of {tribute}", "+".join(data["tribute_cards"]) or "-"),
        (named("革命", "may revolt", both="{en} ({zh})"), yes_no(report.may_revolt)),
        ("automatic revolution", yes_no(report.three.automatic_revolution)),
        (named("报户", "reporting the count", both="{zh} ({en})"), report.report.says if report.report
         else "- (none in 憋三 mode)"),
        ("level plays", len(levels)),
        *([] if every else summary_text(report.levels)),
    ]
    if report.playing != hand:
        after = " and ".join(step for step, done in ((named("买三", "buying a 3", "zh"), report.three.must_buy),
                                                     ("the tribute", report.tribute)) if done)
        pairs.insert(1, ("plays with", f"{report.playing.written or 'no cards'}  "
                                       f"(after {after})"))
    sections = [levels_table(levels)] if every and levels else []
    return str(Table(pairs=pairs, sections=sections, notes=notes if explain else []))


def levels_table(levels: tuple[LevelPlay, ...]) -> str:
    return table([[i, level.play.written, level.form.canonical]
                  for i, level in enumerate(levels, 1)],
                 headers=["#", "level play (cheapest cards)", "normal form"])


def _hand_row(report: HandReport, notes: list[str], book: RuleBook, tribute: int, every: bool,
              data: dict[str, Any], explain: bool) -> dict[str, Any]:
    return {"hand": data["hand"], "cards": data["cards"], "level plays": len(report.level_plays),
            "may revolt": yes_no(report.may_revolt), "buys a 3": data["buy_three_payment"] or "-",
            "tribute": "+".join(data["tribute_cards"]) or "-"}


HAND_VIEW = View(_hand_table, _hand_row)


@gouji.command("hand")
@click.argument("texts", metavar="HAND...", nargs=-1)
@click.option("--tribute", type=click.IntRange(min=0), default=0, show_default=True,
              metavar="N", help="Show the cards this hand gives for a tribute of N cards.")
@MODE_OPTION
@ALL_OPTION
@lines_option
@lang_option
@format_option
@explain_option
def hand_command(texts: tuple[str, ...], batch: str | None, tribute: int, mode: str, every: bool,
                 fmt: str | None, jobs: int, explain: bool) -> int:
    """What a dealt hand can do before play: its level plays, revolution (革命), buying a 3
    (买三, bie-san mode), tribute cards and its 报户 answer (reporting the count).  After
    买三 and the tribute every answer is about the hand that plays.

    A hand is written like a play with many ranks (2大花+1小花+3钱+4xA+5x10) or as single
    cards separated by spaces or commas, suits optional (大花 ♠2 ♥A 10s). With '-' (or piped
    stdin), reads one hand per line.  Level plays are summed up (how many, the strongest, the
    cheapest few; JSON "level_summary"); --all lists them all (JSON "level_plays").

    \b
    Example: paiju gouji hand "1大花+1钱+4xA+2xK+3x7" --tribute 3
    """
    return respond(*question_queries(api.HAND_QUESTION, partial(drawn, HAND_VIEW, (explain,)),
                                     {"tribute": tribute, "mode": Mode(mode), "all": every,
                                      "rules": UNSWITCHED, "explain": explain},
                                     texts, "HAND", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# burn


def _burn_table(hand: Hand, on: Play, burning: Play, result: Burn, notes: list[str],
                book: RuleBook, data: dict[str, Any], explain: bool) -> str:
    pairs = [("hand", f"{hand.written}  ({count_of(hand.size, 'card')})"),
             ("on", f"{on.written}  →  {canonical(on, book)}"),
             ("with", f"{burning.written}  →  {canonical(burning, book)}"),
             *rule_lines(book),
             ("beats it", yes_no(result.verdict.beats)),
             ("can go out", yes_no(result.going_out.possible)),
             ("burn works", yes_no(result.works))]
    sections = []
    if result.sequence is not None:
        sections.append(table([[i, play.written, "yes" if play.flowers else "no"]
                               for i, play in enumerate(result.sequence, 1)],
                              headers=["#", "play", "flower"]))
    return str(Table(pairs=pairs, sections=sections, notes=notes))


def _burn_row(hand: Hand, on: Play, burning: Play, result: Burn, notes: list[str],
              book: RuleBook, data: dict[str, Any], explain: bool) -> dict[str, Any]:
    return {"hand": data["hand"], "on": data["on"], "with": data["with"],
            "works": yes_no(result.works), "sequence": " / ".join(data["sequence"] or []) or "-"}


BURN_VIEW = View(_burn_table, _burn_row)


@gouji.command("burn")
@click.argument("hand", required=False)
@click.option("--on", "on", metavar="PLAY", help="The level card on the table.")
@click.option("--with", "with_", metavar="PLAY", help="The burning play, from HAND.")
@OPTION_SHORTHAND
@MODE_OPTION
@gouji_rule_option
@lines_option
@format_option
@explain_option
def burn_command(hand: str | None, on: str | None, with_: str | None, batch: str | None,
                 option: str | None, mode: str, rules: Choices, fmt: str | None, jobs: int,
                 explain: bool) -> int:
    """Can HAND burn (烧牌) the level card ON with the play WITH, then go out?

    The burning play must beat the level card; then every remaining card must be played in
    consecutive plays, each but the last holding a flower (static test: the rest has at most
    one natural rank more than it has flowers). Shows a sequence that does it. Exit 0 the
    burn works, 1 it does not, 2 bad input (e.g. WITH is not in HAND). With '-' (or piped
    stdin) reads 'HAND on PLAY with PLAY' lines (or hands, with --on and --with), or JSON
    objects {"hand", "on", "with", "option", "mode", "rules"} (and "id", echoed first) whose
    fields override the options.

    \b
    Example: paiju gouji burn "2大花+3x9+2xK" --on "2小花+3x8" --with "2大花+3x9"   →   burn works yes
    """
    return hand_question(hand, {"on": on, "with": with_}, api.BURN_QUESTION, BURN_VIEW,
                         {"rules": gouji_choices(rules, option=option), "mode": Mode(mode),
                          "explain": explain},
                         fmt, jobs, batch)


# ---------------------------------------------------------------------------------------
# deal / table


def _table_table(report: dealing.TableReport, notes: list[str], book: RuleBook,
                 data: dict[str, Any], every: bool) -> str:
    pairs: list[tuple[str, Any]] = [("mode", data["mode"]), *rule_lines(book)]
    if data["seed"] is not None:
        pairs.insert(0, ("seed", data["seed"]))
    rows = []
    for seat in data["seats"]:
        purchase = ""
        if seat["buys_from"] is not None:
            purchase = f"buys from {seat['buys_from']} for {seat['buy_three_payment']}"
        elif seat["must_buy_three"] and not data["void"]:
            purchase = f"finds no seller (would pay {seat['buy_three_payment']})"
        if seat["sells_to"]:
            purchase = f"sells to {', '.join(map(str, seat['sells_to']))}"
        revolt = "automatic" if seat["automatic_revolution"] else yes_no(seat["may_revolt"])
        rows.append([seat["seat"], seat["team"], seat["written"],
                     seat["level_summary"]["count"], revolt, purchase or "-"])
    body = table(rows, headers=["seat", "team", "hand", "level plays",
                                   named("革命", "may revolt", "en"),
                                   named("买三", "buying a 3", "zh")])
    if every:
        sections = [body] + [f"seat {seat.seat}: {len(seat.level_plays)} level plays\n"
                             + levels_table(seat.level_plays)
                             for seat in report.seats if seat.level_plays]
    else:
        sections = [body, lines_fitted(
            f"seat {seat.seat}: {len(seat.level_plays)} level plays" + "".join(
                f"; {name} {text}" for name, text in summary_text(
                    summarise_levels(seat.level_plays)))
            for seat in report.seats)]
    return str(Table(pairs=pairs, sections=sections, notes=notes))


TABLE_VIEW = View(_table_table)


def _seed(seed: int | None) -> int:
    return seed if seed is not None else random.SystemRandom().randrange(2**32)


def deal_line_answer(mode: Mode, explain: bool, every: bool, rules: Choices,
                     line: str) -> Answer:
    """A batch line: a seed."""
    return shown(api.deal_line_found(mode, explain, every, rules, line), TABLE_VIEW, every)


def deal_answer(seed: int, mode: Mode, explain: bool, every: bool, rules: Choices) -> Answer:
    return shown(api.deal_found(seed, mode, explain, every, rules), TABLE_VIEW, every)


@gouji.command("deal")
@click.argument("seeds", metavar="[-]", nargs=-1)
@click.option("--seed", type=int, default=None, help="Deal reproducibly (default: a fresh "
              "seed, shown in the answer).")
@MODE_OPTION
@ALL_OPTION
@lines_option
@lang_option
@format_option
@explain_option
def deal_command(seeds: tuple[str, ...], seed: int | None, mode: str, every: bool,
                 batch: str | None, fmt: str | None, jobs: int, explain: bool) -> int:
    """Deal 216 cards to six seats (36 each, suits included) and report each seat's level
    plays, revolution eligibility and 买三 (bie-san mode), and who leads (上工).  A deal
    voided by two automatic revolutions is redealt: nobody buys a 3.

    With '-' (or piped stdin and no --seed), deals once for each seed read from stdin (one
    per line).  Level plays are summed up per seat (JSON "level_summary"); --all lists them
    all (JSON "level_plays").

    \b
    Example: paiju gouji deal --seed 7 --format json
    """
    if batch is not None:
        if seeds or seed is not None:
            raise click.UsageError("give --seed or --batch, not both")
        return respond(partial(deal_line_answer, Mode(mode), explain, every, UNSWITCHED),
                       Lines(batch), fmt, jobs)
    if seeds == ("-",) or (not seeds and seed is None and wants_stdin(seeds)):
        return respond(partial(deal_line_answer, Mode(mode), explain, every, UNSWITCHED), Lines(),
                       fmt, jobs)
    if seeds:
        raise click.UsageError("the only argument is '-' (seeds from stdin); use --seed N")
    return respond_once(partial(deal_answer, _seed(seed), Mode(mode), explain, every, UNSWITCHED),
                        fmt)


def table_command_answer(source: str, seed: int, mode: Mode, explain: bool, every: bool,
                         rules: Choices) -> Answer:
    return shown(api.table_lines_found(input_lines(source), seed, mode, explain, every, rules),
                 TABLE_VIEW, every)


@gouji.command("table")
@click.argument("source", default="-", metavar="FILE", type=InputFile())
@click.option("--seed", type=int, default=None,
              help="Seed for the random 上工 leader when nobody shows.")
@MODE_OPTION
@ALL_OPTION
@lang_option
@single_format_option
@explain_option
def table_command(source: str, seed: int | None, mode: str, every: bool, fmt: str | None,
                  explain: bool) -> int:
    """Report on a given six-hand table, as 'deal' does.

    FILE ('-' = stdin) holds six hands, one per line in seat order, together exactly the 216
    cards of four packs. Suits are needed for 上工.  One table is one question: FILE is not
    a batch.

    \b
    Example: paiju gouji table examples/gouji-table.txt
    """
    return respond_once(partial(table_command_answer, source, _seed(seed), Mode(mode), explain,
                                every, UNSWITCHED), fmt)
