"""``paiju gouji`` settlement commands: tribute, score, settle, game."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.gouji import settlement as api
from paiju.grammar.rule_records import Choices
from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.rules import UNSWITCHED, gouji_choices, gouji_rule_option, rule_lines
from paiju.cli.gouji.views import shown
from paiju.cli.jobs import respond, respond_once, respond_parts, respond_records
from paiju.cli.options import (
    explain_option, format_option, lang_option, lines_option, record_batch_option,
    single_format_option,
)
from paiju.cli.reading import (
    InputFile, Lines, source_name, source_of, stdin_is_piped, text_lines, wants_stdin,
)
from paiju.cli.rendering import Answer, Table, View, bullets, named, names, table, yes_no
from paiju.engine.gouji.ending import Finish
from paiju.engine.gouji.game import Game
from paiju.engine.gouji.places import HowPlaced, Place, Ranking, signed
from paiju.engine.gouji.rules import RuleBook
from paiju.engine.gouji.seats import SEATS, Team, team_of
from paiju.engine.gouji.settling import BURN_OUTCOMES, SETTLEMENT_CHOICES, Settlement
from paiju.engine.gouji.tribute import (
    FALL_TRIBUTES, MATRIX_BLOCKS, POINT_TRIBUTE_FORMULA, POINT_TRIBUTE_NOT_RETURNED,
    SEED_MISPRINTS, TRIBUTE_KINDS, Declaration, MatrixCell, Opened, Tribute, TributeKind,
    matrix_cell,
)
from paiju.grammar.gouji_records import DEAL_FIELDS
from paiju.grammar.records import json_or_lines


def _kinds_help() -> str:
    falls = ", ".join(f"{fall.cards} from {fall.payer.name_zh} to {fall.receiver.name_zh}"
                      for fall in FALL_TRIBUTES)
    counts = {TributeKind.POINT: "by the matrix ('paiju gouji tribute --table')",
              TributeKind.FALL: falls}
    return "; ".join(f"{rule.name_zh} {rule.name_en}: "
                     f"{counts.get(kind, f'{rule.cards} card')}, "
                     f"{'returned' if rule.returned else 'not returned'}"
                     for kind, rule in TRIBUTE_KINDS.items())


def _rates_help(attribute: str) -> str:
    return ", ".join(f"{d.value} {getattr(d, attribute)}" for d in Declaration)


def _choices_help(tags: tuple[str, ...] | None = None) -> str:
    return "\n".join(f"  - {choice.text} [{choice.tag}]" for choice in SETTLEMENT_CHOICES
                     if tags is None or choice.tag in tags)


# ---------------------------------------------------------------------------------------
# tribute


def tribute_answer(me: Declaration, opponent: Declaration, opened: Opened,
                   explain: bool = False, rules: Choices = ()) -> Answer:
    return shown(api.tribute_found(me, opponent, opened, explain, rules), TRIBUTE_VIEW)


def _declared(declaration: Declaration) -> str:
    """'bright (明点)', or the one name --lang chose."""
    return named(declaration.name_zh, declaration.value, both="{en} ({zh})")


def _tribute_table(cell: MatrixCell, book: RuleBook, data: dict[str, Any]) -> str:
    pairs = [
        ("me", _declared(cell.me)), ("opponent", _declared(cell.opponent)),
        ("opened", cell.opened.value), *rule_lines(book),
        ("opponent pays me", cell.opponent_pays_me.arithmetic()),
        ("I pay the opponent", cell.me_pays_opponent.arithmetic(payer_first=True)),
    ]
    return str(Table(pairs=pairs, notes=data["explanation"]))


def _tribute_row(cell: MatrixCell, book: RuleBook, data: dict[str, Any]) -> dict[str, Any]:
    return {"me": cell.me.value, "opponent": cell.opponent.value, "opened": cell.opened.value,
            "opponent pays me": data["opponent_pays_me"],
            "I pay the opponent": data["me_pays_opponent"]}


TRIBUTE_VIEW = View(_tribute_table, _tribute_row)


def tribute_line_answer(explain: bool, rules: Choices, line: str) -> Answer:
    """A batch line 'ME OPPONENT OPENED'."""
    return shown(api.tribute_line_found(explain, rules, line), TRIBUTE_VIEW)


def matrix_answer(explain: bool = False, rules: Choices = ()) -> Answer:
    return shown(api.tribute_matrix_found(explain, rules), MATRIX_VIEW, rows="cells")


def _matrix_table(misprints: list[dict[str, Any]], book: RuleBook, data: dict[str, Any]) -> str:
    parts = [str(Table(pairs=rule_lines(book)))] if book.readings else []
    for opened, title in MATRIX_BLOCKS:
        cells_of = [[matrix_cell(me, opponent, opened) for opponent in Declaration]
                    for me in Declaration]
        rows = [[_declared(row[0].me)] + [cell.seed_text + (" *" if cell.misprint else "")
                                     for cell in row] for row in cells_of]
        headers = ["my declaration \\ opponent's"] + [_declared(d) for d in Declaration]
        parts.append(f"{title}\n{table(rows, headers=headers)}")
    notes = [f"* the original rule page prints '{m['printed']}' ({m['sources']}): a misprint; the "
             f"formula gives {m['correct']}" for m in misprints]
    return "\n\n".join(parts) + "\n\n" + bullets(
        [*notes, POINT_TRIBUTE_FORMULA, POINT_TRIBUTE_NOT_RETURNED])


MATRIX_VIEW = View(_matrix_table)
DECLARATION_CHOICE = click.Choice([d.value for d in Declaration])


@gouji.command("tribute", help=f"""Point tribute (点贡) between me and my 对家, with the arithmetic.

One formula gives every cell: a player who opened pays nothing; otherwise they pay the reward
of their 对家's declaration ({_rates_help("reward")}), plus, when the 对家 opened, the penalty
of their own declaration ({_rates_help("penalty")}).  --table prints all 36 cells; the original page's
misprinted cell '{SEED_MISPRINTS[0].printed}' is marked.  With '-' (or piped stdin and none of
--me, --opponent, --opened), reads lines 'ME OPPONENT OPENED' (e.g. 'bright none me').

\b
Example: paiju gouji tribute --me bright --opponent pre --opened me   →   opponent pays me 2+8 = 10
""")
@click.argument("source", required=False)
@click.option("--me", type=DECLARATION_CHOICE, default="none", show_default=True,
              help="My declaration against my 对家: none (不点), bright (明点), pre (预点).")
@click.option("--opponent", type=DECLARATION_CHOICE, default="none", show_default=True,
              help="My 对家's declaration against me.")
@click.option("--opened", type=click.Choice([o.value for o in Opened]),
              help="Who opened a point (开点) in the deal.")
@click.option("--table", "whole_table", is_flag=True,
              help="Print the whole matrix: 4 situations × 3 × 3 = 36 cells.")
@lines_option
@lang_option
@format_option
@explain_option
def tribute_command(source: str | None, me: str, opponent: str, opened: str | None,
                    whole_table: bool, batch: str | None, fmt: str | None, jobs: int,
                    explain: bool) -> int:
    choices = UNSWITCHED
    if batch is not None:
        if source is not None or whole_table or _given("me", "opponent", "opened"):
            raise click.UsageError("give the question or --batch, not both")
        return respond(partial(tribute_line_answer, explain, choices), Lines(batch), fmt, jobs)
    if whole_table:
        return respond_once(partial(matrix_answer, explain, choices), fmt)
    if source is not None and source != "-":
        raise click.UsageError(f"unexpected argument {source!r}: the only argument is '-'")
    if source == "-" or (_reads_lines(source) and not _given("me", "opponent", "opened")):
        return respond(partial(tribute_line_answer, explain, choices), Lines(), fmt, jobs)
    if opened is None:
        raise click.UsageError("give --opened me|opponent|both|neither (or --table)")
    return respond_once(partial(tribute_answer, Declaration(me), Declaration(opponent),
                                Opened(opened), explain, choices), fmt)


# ---------------------------------------------------------------------------------------
# score


def places_table(ranking: Ranking) -> str:
    """The places, with how each seat came to its own: the seats left holding cards, who
    did not go out, decide who pays 落贡."""
    rows = [[*names(place.name_zh, place.name_en), seat, team_of(seat).value,
             signed(ranking.points(seat)), ranking.how(seat).words]
            for seat, place in ranking.by_place]
    return table(rows, headers=[*names("名次", "place"), "seat", "team", "points", "how"])


def _score_table(finish: Finish, book: RuleBook, data: dict[str, Any]) -> str:
    head = [("order", " ".join(map(str, finish.order)) or "—"),
            ("revolution", " ".join(map(str, finish.revolution)) or "none"), *rule_lines(book)]
    if finish.ranking is None:
        return str(Table(pairs=head + [("void", "yes")], notes=finish.explanation))
    tail = [(f"team {team.value}", signed(finish.team_score(team))) for team in Team]
    tail += [("三户", yes_no(data["sanhu"])), ("game over", yes_no(data["game_over"]))]
    return str(Table(pairs=head, sections=[places_table(finish.ranking), str(Table(pairs=tail))],
                     notes=data.get("explanation", [])))


SCORE_VIEW = View(_score_table)


def score_line_answer(explain: bool, rules: Choices, line: str) -> Answer:
    """A batch line: seats ('3 0 4 1') or {"order": [...], "revolution": [...],
    "rules": {...}}."""
    return shown(api.score_line_found(explain, rules, line), SCORE_VIEW)


@gouji.command("score", help=f"""Places and team scores from a finishing ORDER of seats.

The order may stop as soon as the players left all belong to one team ('score 0 1 2 4': 3
and 5 are left).  A revolutionary (--revolution, may repeat) counts as 四科, or 三科 when its
partners take 头科 and 二科 (三户); two revolutionaries make the deal void ("void": true).
Points: {", ".join(f"{place.name_zh} {signed(place.points)}" for place in Place)}; a 三户 (one
team takes 头科, 二科 and 三科) counts double, ±6, and ends the game.  With '-', reads one deal per line: seats ('3 0 4 1') or
{{"order": [...], "revolution": [...], "rules": {{...}}}}.  The places show how each seat came
to its own: the seats left holding cards when the deal ended decide who pays 落贡.

\b
Interpretations:
{_choices_help(("leftovers", "三户 points"))}

\b
Example: paiju gouji score 3 0 4 1 2 --revolution 5   →   四科 fourth 5 B 0
""")
@click.argument("order", nargs=-1)
@click.option("--revolution", "-r", multiple=True, metavar="SEAT",
              help="A seat that revolted (革命); give it twice for two revolutionaries.")
@lines_option
@lang_option
@format_option
@explain_option
def score_command(order: tuple[str, ...], revolution: tuple[str, ...], batch: str | None,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    choices = UNSWITCHED
    if batch is not None:
        if order or revolution:
            raise click.UsageError("give the ORDER or --batch, not both")
        return respond(partial(score_line_answer, explain, choices), Lines(batch), fmt, jobs)
    if order == ("-",) or (not order and not revolution and wants_stdin(order)):
        return respond(partial(score_line_answer, explain, choices), Lines(), fmt, jobs)
    if not order and not revolution:
        raise click.UsageError("give the seats in the order they went out, e.g. 'score 0 1 2 4'")
    return respond_once(lambda: shown(api.seats_found(order, revolution, explain, choices),
                                      SCORE_VIEW), fmt)


# ---------------------------------------------------------------------------------------
# settle


def tributes_table(tributes: tuple[Tribute, ...]) -> str:
    rows = [[number, named(tribute.kind.name_zh, tribute.kind.value, "zh"), tribute.payer,
             tribute.receiver, tribute.cards,
             "yes" if tribute.returned else "no"] for number, tribute in enumerate(tributes, 1)]
    return table(rows, headers=["#", "kind", "payer", "receiver", "cards", "returned"])


def settle_answer(record: Any, explain: bool = False, rules: Choices = ()) -> Answer:
    return shown(api.settle_found(record, explain, rules), SETTLE_VIEW, explain)


def _settle_table(settlement: Settlement, data: dict[str, Any], explain: bool) -> str:
    deal, ranking = settlement.deal, settlement.ranking
    number = "—" if deal.number is None else str(deal.number) + (
        f" of {deal.deals_per_game}" if deal.deals_per_game else "")
    head = [("deal", number), ("order", " ".join(map(str, deal.order))),
            ("revolution", " ".join(map(str, deal.revolution)) or "none"),
            *rule_lines(deal.rules)]
    if ranking is None:
        return str(Table(pairs=head + [("void", "yes")],
                         notes=[*settlement.explanation, *settlement.notes]))
    tail = [(f"team {team.value}", signed(settlement.teams[team])) for team in Team]
    tail += [("三户", yes_no(data["sanhu"])),
             ("game over", yes_no(settlement.game_over) + (
                 f" ({settlement.game_over_reason})" if settlement.game_over else ""))]
    sections = [places_table(ranking), str(Table(pairs=tail))]
    if settlement.tributes:
        sections.append("tribute owed at the start of the next deal "
                        "(闷贡 → 烧贡 → 点贡 → 落贡):\n" + tributes_table(settlement.tributes)
                        + "\n\n" + "\n".join(f"  {number}. {tribute.rule}" for number, tribute
                                           in enumerate(settlement.tributes, 1)))
    elif not settlement.game_over:
        sections.append("no tribute owed at the start of the next deal")
    notes = list(settlement.notes) + (list(settlement.explanation) if explain else [])
    return str(Table(pairs=head, sections=sections, notes=notes))


SETTLE_VIEW = View(_settle_table)


def settle_line_answer(explain: bool, rules: Choices, line: str) -> Answer:
    """A JSON Lines deal record."""
    return shown(api.settle_line_found(explain, rules, line), SETTLE_VIEW, explain)


@gouji.command("settle", help=f"""Settle one deal from its JSON record (DEAL.json, or '-').

The record (docs/gouji.md, "The deal record") gives the finishing order, an optional revolutionary,
each seat's declaration against its 对家, the seats that opened a point, burns with their
outcome, smothered players in 憋三 mode and the deal's number in its game.  The answer: each
seat's place (头科 … 大落) and points, the team scores, 三户, whether the game ends, and the
tributes owed at the start of the next deal in payment order (闷贡 → 烧贡 → 点贡 → 落贡) with
kind, payer, receiver, cards, returned or not, and the rule.  JSON Lines input (one deal per
line, even a single line) is settled line by line, as a batch; a record spread over several
lines is one document.  Fields: {", ".join(DEAL_FIELDS)} (and "id", echoed first); a record's
"rules" join those of --rule, and a switch the record sets holds for that record.
Tributes: {_kinds_help()}.
Burn outcomes:
{"; ".join(f"{outcome.value}: {text}" for outcome, text in BURN_OUTCOMES.items())}.

\b
Interpretations:
{_choices_help()}

\b
Example: echo '{{"order": [3, 0, 4, 1, 2], "declarations": {{"0": "pre"}}}}' | paiju gouji settle --rule falling-tribute-partners=skip
""")
@record_batch_option
@click.argument("source", required=False, type=InputFile())
@gouji_rule_option
@lang_option
@format_option
@explain_option
def settle_command(source: str | None, rules: Choices, fmt: str | None, jobs: int,
                   explain: bool) -> int:
    choices = gouji_choices(rules)
    return respond_records(source, "DEAL.json",
                           lambda document: settle_answer(document, explain, choices),
                           partial(settle_line_answer, explain, choices), fmt, jobs)


# ---------------------------------------------------------------------------------------
# game


def _tribute_summary(tributes: tuple[Tribute, ...]) -> str:
    return ", ".join(f"{named(t.kind.name_zh, t.kind.value, 'zh')} "
                     f"{t.payer}→{t.receiver} ×{t.cards}" for t in tributes)


def game_answer(deal_records: list[Any], deals_per_game: int | None, labels: list[str],
                document: Any = None, explain: bool = False, rules: Choices = ()) -> Answer:
    return shown(api.game_found(deal_records, deals_per_game, labels, document, explain, rules),
                 GAME_VIEW, explain)


HOW_MARKS = {HowPlaced.OUT: "", HowPlaced.LEFT: " (left)", HowPlaced.REVOLUTION: " (革命)",
             HowPlaced.FAILED_BURN: " (burn failed)"}
"""How a game's table marks the seats that did not go out."""


def _game_table(game: Game, data: dict[str, Any], explain: bool) -> str:
    rows = []
    for played in game.deals:
        ranking = played.settlement.ranking
        cells = ["void"] * len(SEATS) if ranking is None else [
            f"{named(ranking.places[seat].name_zh, ranking.places[seat].name_en, 'zh')} "
            f"{signed(ranking.points(seat))}"
            f"{HOW_MARKS[ranking.how(seat)]}" for seat in SEATS]
        note = "void" if ranking is None else "三户" if ranking.sanhu else ""
        rows.append([played.number] + cells
                    + [signed(played.settlement.teams[team]) for team in Team]
                    + [signed(played.totals[team]) for team in Team] + [note])
    headers = ["deal"] + [f"seat {seat} ({team_of(seat).value})" for seat in SEATS] + [
        "A", "B", "total A", "total B", "note"]
    lines = [f"deal {played.number}: " + (
        _tribute_summary(played.paid_at_start) if played.paid_at_start else
        "none (first deal of the game)" if played.number == 1 else "none")
        for played in game.deals]
    if game.over:
        winner = f"team {game.leader.value} wins" if game.leader else "a draw"
        status = f"game over ({game.ended_by}): {winner}"
    else:
        leader = f"team {game.leader.value} leads" if game.leader else "level"
        owed = game.next_tribute
        status = f"game running: {leader}; the next deal starts with " + (
            _tribute_summary(owed) if owed else "no tribute")
    totals = [(f"team {team.value}", signed(game.totals[team])) for team in Team]
    totals += _game_rule_lines(game)
    marked = {ranking.how(seat) for played in game.deals
              if (ranking := played.settlement.ranking) is not None for seat in SEATS}
    legend = [f"{HOW_MARKS[how].strip()}: {how.words}" + (
        ", placed without going out (these seats decide who pays 落贡)"
        if how is HowPlaced.LEFT else "") for how in HowPlaced if HOW_MARKS[how] and how in marked]
    sections = [table(rows, headers=headers) + ("\n" + "\n".join(legend) if legend else ""),
                "tribute paid at the start of each deal:\n" + "\n".join(
                    f"  {line}" for line in lines),
                str(Table(pairs=totals + [("result", status)]))]
    notes = [f"deal {played.number}: {line}" for played in game.deals
             for line in played.settlement.explanation] if explain else []
    return str(Table(sections=sections, notes=notes))


def _game_rule_lines(game: Game) -> list[tuple[str, str]]:
    """The switches set away from their default, each once, with the deals that set them
    when not all do."""
    found: dict[tuple[str, str], list[int]] = {}
    for played in game.deals:
        for name, line in rule_lines(played.settlement.deal.rules):
            found.setdefault((name, line), []).append(played.number)
    every = [played.number for played in game.deals]
    return [(name, line if numbers == every else
             f"{line} (deal{'s' * (len(numbers) > 1)} {', '.join(map(str, numbers))})")
            for (name, line), numbers in found.items()]


GAME_VIEW = View(_game_table)


def game_records(source: str) -> tuple[list[Any], int | None, list[str], Any]:
    """The deal records of a game read from ``source`` (:func:`paiju.api.gouji.settlement.game_records`)."""
    return api.game_records(*json_or_lines(text_lines(source), source_name(source),
                                           from_file=True))  # stdin read as a file is


@gouji.command("game", help=f"""A whole game from its deals (GAME.json, or '-'): running totals.

GAME.json is {{"deals_per_game": 5, "deals": [DEAL, …]}}, a list of deal records, or JSON Lines
with one deal record per line (see 'paiju gouji settle'); each deal's "id" (and the game's)
is echoed first.  The first deal of a game has no
tribute; each later deal starts with what the deal before it owes; a 三户 ends the game at
once (deals after it are an error: they belong to a new game); so does the last deal when
deals_per_game is given.  The table shows deals × seats (place and points; "(left)" marks a
seat left holding cards, placed without going out), the team scores and running totals, and
the tribute paid at the start of each deal.  Each deal is settled under --rule and its own
"rules" (a switch a deal sets holds over --rule for that deal; a deal setting one switch
two ways is an error naming the deal).

\b
Interpretations:
{_choices_help(("game end", "first deal"))}

\b
Example: printf '{{"order": [0, 1, 2, 4]}}\\n{{"order": [5, 4, 3, 2, 1]}}\\n' | paiju gouji game
""")
@click.argument("source", required=False, type=InputFile())
@gouji_rule_option
@lang_option
@single_format_option
@explain_option
def game_command(source: str | None, rules: Choices, fmt: str | None, explain: bool) -> int:
    choices = gouji_choices(rules)
    source = source_of(source, "GAME.json")
    if fmt in ("json", "jsonl"):  # a deal at a time: a game of any length in bounded memory
        records, deals_per_game, document = api.game_records_read(
            *json_or_lines(text_lines(source), source_name(source), from_file=True))
        return respond_parts(api.game_in_parts(records, deals_per_game, document, explain,
                                               choices), "deals", fmt)
    return respond_once(lambda: game_answer(*game_records(source), explain=explain,
                                            rules=choices), fmt)


def _reads_lines(source: str | None) -> bool:
    return source == "-" or (source is None and stdin_is_piped())


def _given(*names: str) -> bool:
    """Was any of these options given on the command line (not left at its default)?"""
    from click.core import ParameterSource

    context = click.get_current_context()
    return any(context.get_parameter_source(name) is ParameterSource.COMMANDLINE
               for name in names)
