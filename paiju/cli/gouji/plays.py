"""``paiju gouji`` play commands: parse, beats, compare, level, thresholds, opens."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.gouji import plays as api
from paiju.grammar.rule_records import Choices
from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.rules import (
    OPENING_SHORTHAND, OPTION_SHORTHAND, UNSWITCHED, gouji_choices, gouji_rule_option, rule_lines,
)
from paiju.cli.gouji.views import drawn, shown
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import (
    explain_option, format_option, lang_option, lines_option, single_format_option,
)
from paiju.cli.questions import pair_queries, question_queries
from paiju.cli.rendering import Answer, Table, View, beats_row, bullets, named, table, yes_no
from paiju.engine.gouji import plays as rules
from paiju.engine.gouji.plays import Play, Verdict, canonical
from paiju.engine.gouji.reasons import FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL
from paiju.engine.gouji.rules import RuleBook



# ---------------------------------------------------------------------------------------
# parse



def _flowers_text(play: Play, data: dict[str, Any]) -> str:
    form = play.normal_form()
    if data["flowers"]["type"] == "mixed":
        return f"{play.big} 大花 and {play.small} 小花 (each its own kind)"
    return f"{form.flower_count} {form.flower.name_zh}" if form.flower else "none"


def _parse_table(play: Play, level: Verdict, book: RuleBook, data: dict[str, Any],
                 explain: bool) -> str:
    base = data["base"]
    return str(Table(
        pairs=[
            ("play", play.written),
            *rule_lines(book),
            ("normal form", data["canonical"]),
            ("cards", data["cards"]),
            ("flowers", _flowers_text(play, data)),
            ("base", f"{base['count']} x {base['rank']}" if base else "none (pure flowers)"),
            ("level card", yes_no(level.answer)),
        ],
        notes=data["explanation"] + ([f"level card: {level.reason}"] if explain else []),
    ))


def _parse_row(play: Play, level: Verdict, book: RuleBook, data: dict[str, Any],
               explain: bool) -> dict[str, Any]:
    return {"input": data["input"], "normal form": data["canonical"], "cards": data["cards"],
            "level": yes_no(level.answer)}


PARSE_VIEW = View(_parse_table, _parse_row)


@gouji.command("parse")
@click.argument("plays", nargs=-1)
@gouji_rule_option
@lines_option
@format_option
@explain_option
def parse_command(plays: tuple[str, ...], batch: str | None, rules: Choices, fmt: str | None,
                  jobs: int,
                  explain: bool) -> int:
    """Normal form of a play: flowers hung on a base (贴钱 and 挂花 applied).  Under --rule
    mixed-jokers=per-joker a play holding both jokers keeps both kinds.

    \b
    Example: paiju gouji parse "1大花+1小花+2钱+4x5"   →   2小花+6x5
    """
    return respond(*question_queries(api.PARSE_QUESTION, partial(drawn, PARSE_VIEW, (explain,)),
                                     {"rules": gouji_choices(rules), "explain": explain},
                                     plays, "PLAY", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# beats / compare


def _beats_table(new: Play, old: Play, verdict: rules.BeatVerdict, book: RuleBook,
                 data: dict[str, Any], explain: bool) -> str:
    pairs = [
        ("new", f"{new.written}  →  {canonical(new, book)}"),
        ("old", f"{old.written}  →  {canonical(old, book)}"),
        ("option", data["option"]),
        *rule_lines(book),
        ("beats", yes_no(verdict.beats)),
        ("why", verdict.reason),
    ]
    return str(Table(pairs=pairs, notes=list(verdict.steps) if explain else []))


def _beats_row(new: Play, old: Play, verdict: rules.BeatVerdict, book: RuleBook,
               data: dict[str, Any], explain: bool) -> dict[str, Any]:
    return beats_row(data, verdict.beats, verdict.reason)


BEATS_VIEW = View(_beats_table, _beats_row)


@gouji.command("beats")
@click.argument("new", required=False)
@click.argument("old", required=False)
@OPTION_SHORTHAND
@gouji_rule_option
@lines_option
@format_option
@explain_option
def beats_command(new: str | None, old: str | None, batch: str | None, option: str | None,
                  rules: Choices,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Does NEW beat OLD when played on it? Exit 0 yes, 1 no, 2 bad input.

    A play with flowers is beaten on two fronts: its flowers by flowers that can kill them,
    its base by a higher base of the same length. With '-' (or piped stdin), reads one pair
    per line: 'NEW<TAB>OLD' or 'NEW on OLD'.

    \b
    Example: paiju gouji beats "3大花+2x10" "2小花+3x9"   →   yes
    """
    return respond(*pair_queries(api.BEATS_QUESTION, partial(drawn, BEATS_VIEW, (explain,)),
                                 {"rules": gouji_choices(rules, option=option),
                                  "explain": explain}, (new, old), batch), fmt, jobs)



def _compare_table(a: Play, b: Play, a_on_b: rules.BeatVerdict, b_on_a: rules.BeatVerdict,
                   book: RuleBook, data: dict[str, Any]) -> str:
    rows = [
        [f"{a.written} on {b.written}", yes_no(a_on_b.beats), a_on_b.reason],
        [f"{b.written} on {a.written}", yes_no(b_on_a.beats), b_on_a.reason],
    ]
    head = f"A = {a.written} → {canonical(a, book)}\nB = {b.written} → " \
           f"{canonical(b, book)}   (option {int(book.option)})"
    lines = "".join(f"\n{name}: {line}" for name, line in rule_lines(book))
    return head + lines + "\n\n" + table(rows, headers=["play", "beats", "why"])


COMPARE_VIEW = View(_compare_table)


@gouji.command("compare")
@click.argument("a", required=False)
@click.argument("b", required=False)
@OPTION_SHORTHAND
@gouji_rule_option
@lines_option
@format_option
@explain_option
def compare_command(a: str | None, b: str | None, batch: str | None, option: str | None,
                    rules: Choices,
                    fmt: str | None, jobs: int,
                    explain: bool) -> int:
    """Compare two plays both ways: does A beat B, does B beat A?

    With '-' (or piped stdin), reads one pair per line: 'A<TAB>B' or 'A on B'.

    \b
    Example: paiju gouji compare "2大花+3钱+4x10" "2小花+7x9"
    """
    return respond(*pair_queries(api.COMPARE_QUESTION, partial(drawn, COMPARE_VIEW, ()),
                                 {"rules": gouji_choices(rules, option=option),
                                  "explain": explain}, (a, b), batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# level / thresholds



def _level_table(play: Play, verdict: Verdict, book: RuleBook, data: dict[str, Any],
                 explain: bool) -> str:
    pairs = [("play", f"{play.written}  →  {data['canonical']}"), *rule_lines(book),
             (named("够级牌", "level card", both="{en} ({zh})"), yes_no(verdict.answer)), ("why", verdict.reason)]
    # the conversions, without the verdict's reason shown above
    return str(Table(pairs=pairs, notes=data["explanation"][:-1] if explain else []))


def _level_row(play: Play, verdict: Verdict, book: RuleBook, data: dict[str, Any],
               explain: bool) -> dict[str, Any]:
    return {"play": data["play"], "canonical": data["canonical"],
            "level": yes_no(verdict.answer), "why": verdict.reason}


LEVEL_VIEW = View(_level_table, _level_row)


@gouji.command("level")
@click.argument("plays", nargs=-1)
@lines_option
@lang_option
@format_option
@explain_option
def level_command(plays: tuple[str, ...], batch: str | None, fmt: str | None, jobs: int,
                  explain: bool) -> int:
    """Is each PLAY a level card (够级牌)? Exit 0 if every play is, 1 otherwise.

    A play is a level card when it holds a flower, when its base is money (钱), or when its
    base reaches the threshold (see 'paiju gouji thresholds'); pasted money counts.  No rule
    switch changes it.  With '-' (or piped stdin), reads one play per line.

    \b
    Example: paiju gouji level 5x10 2Q+1小花   →   1小花+2xQ    yes
    """
    return respond(*question_queries(api.LEVEL_QUESTION, partial(drawn, LEVEL_VIEW, (explain,)),
                                     {"rules": UNSWITCHED, "explain": explain}, plays, "PLAY",
                                     batch), fmt, jobs)


def thresholds_answer(rules_given: Choices = ()) -> Answer:
    return shown(api.thresholds_found(rules_given), THRESHOLDS_VIEW, rows="thresholds")


def _thresholds_table(rows: list[dict[str, Any]], book: RuleBook, data: dict[str, Any]) -> str:
    body = table([[r["rank"], r["min_count"]] for r in rows],
                 headers=["base rank", "fewest cards (pasted 钱 count)"])
    head = str(Table(pairs=rule_lines(book))) + "\n\n" if book.readings else ""
    return f"{head}{body}\n\n{bullets([FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL])}"


THRESHOLDS_VIEW = View(_thresholds_table)


@gouji.command("thresholds")
@single_format_option
def thresholds_command(fmt: str | None) -> int:
    """The level-card threshold table (the same data the engine uses; no rule switch
    changes it).

    \b
    Example: paiju gouji thresholds --format jsonl
    """
    return respond_once(partial(thresholds_answer, UNSWITCHED), fmt)


# ---------------------------------------------------------------------------------------
# opens



def _opens_table(play: Play, verdict: Verdict, book: RuleBook, data: dict[str, Any]) -> str:
    pairs = [("play", f"{play.written}  →  {canonical(play, book)}"),
             ("opening option", data["opening"]), *rule_lines(book),
             (named("开点", "opens a point", both="{en} ({zh})"), yes_no(verdict.answer)), ("why", verdict.reason)]
    return str(Table(pairs=pairs, notes=data.get("explanation", [])))


def _opens_row(play: Play, verdict: Verdict, book: RuleBook,
               data: dict[str, Any]) -> dict[str, Any]:
    return {"play": data["play"], "opening": data["opening"], "opens": yes_no(verdict.answer),
            "why": verdict.reason}


OPENS_VIEW = View(_opens_table, _opens_row)


def _opening_help() -> str:
    return "; ".join(f"{rule.option}: {rule.description} do not open"
                     for rule in rules.OPENING_RULES)


@gouji.command("opens", help=f"""Does winning a trick with PLAY open a point (开点)? Exit 0 yes,
1 no. Only level cards open, and some never do, by the opening option (§8): {_opening_help()}.
With '-' (or piped stdin), reads one play per line.

\b
Example: paiju gouji opens 1小花+2x5 --opening 2   →   opens a point (开点) no
""")
@click.argument("plays", nargs=-1)
@OPENING_SHORTHAND
@click.option("--option", "opening_alias", type=click.Choice(["0", "1", "2"]),
              default=None, hidden=True)
# --option: the older spelling of --opening here, kept hidden for scripts (everywhere else
# in Gouji --option is the flower-kill switch)
@gouji_rule_option
@lines_option
@lang_option
@format_option
@explain_option
def opens_command(plays: tuple[str, ...], batch: str | None, opening: str | None,
                  opening_alias: str | None,
                  rules: Choices, fmt: str | None, jobs: int, explain: bool) -> int:
    if opening is not None and opening_alias is not None and opening != opening_alias:
        raise click.UsageError(f"--option {opening_alias} (the same as --opening) contradicts "
                               f"--opening {opening}")
    choices = gouji_choices(rules, opening=opening or opening_alias)
    return respond(*question_queries(api.OPENS_QUESTION, partial(drawn, OPENS_VIEW, ()),
                                     {"rules": choices, "explain": explain}, plays, "PLAY",
                                     batch), fmt, jobs)
