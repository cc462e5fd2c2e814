"""``paiju gouji`` play commands: parse, beats, compare, level, thresholds, opens."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.cli.gouji.group import gouji
from paiju.cli.gouji.rules import Choices, gouji_choices, gouji_rule_option, rule_lines
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import explain_option, format_option, single_format_option
from paiju.cli.reading import pair_question, queries
from paiju.cli.rendering import Answer, Table, View, beats_row, bullets, table, yes_no
from paiju.cli.rules import rules_field
from paiju.engine.gouji import plays as rules
from paiju.engine.gouji.plays import Play, Verdict, canonical, mixes_jokers, rank_name
from paiju.engine.gouji.reasons import FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL, opening_note
from paiju.engine.gouji.rules import RuleBook, rule_book
from paiju.grammar.gouji import parse_play

# ---------------------------------------------------------------------------------------
# JSON pieces shared by the commands


def form_json(play: Play, book: RuleBook) -> dict[str, Any]:
    """The play as the book compares it: its canonical form, cards, flowers and base."""
    form = play.normal_form()
    return {
        "canonical": canonical(play, book),
        "cards": form.cards,
        "flowers": {
            "type": "mixed" if mixes_jokers(play, book) else
            form.flower.value if form.flower else None,
            "count": form.flower_count,
        },
        "base": (
            {"rank": rank_name(form.base_rank), "count": form.base_count}
            if form.base_rank is not None
            else None
        ),
    }


BEAT_OPTION = click.option(
    "--option",
    type=click.Choice(["0", "1"]),
    default=None,
    help="The flower-kill option (§6.2), short for --rule option=N: 0 (default) plays of the "
    "same length only (大花 kills 小花 1:1); 1: also 2 大花 kill 1 大花, 2 小花 kill 1 小花, "
    "3 小花 kill 1 大花.",
)


# ---------------------------------------------------------------------------------------
# parse


def parse_answer(explain: bool, rules_given: Choices, text: str) -> Answer:
    play = parse_play(text)
    book = rule_book(rules_given)
    level = rules.is_level(play.normal_form())
    data = {
        "input": text,
        **rules_field(book),
        "played": play.written,
        **form_json(play, book),
        "level": level.answer,
        "explanation": rules.conversions(play, book)
        or ["no conversion: the play is its own normal form"],
    }
    if explain:
        data["level_reason"] = level.reason
    return Answer(data, None, PARSE_VIEW, (play, level, data, explain, book))


def _flowers_text(play: Play, book: RuleBook) -> str:
    form = play.normal_form()
    if mixes_jokers(play, book):
        return f"{play.big} 大花 and {play.small} 小花 (each its own kind)"
    return f"{form.flower_count} {form.flower.name_zh}" if form.flower else "none"


def _parse_table(play: Play, level: Verdict, data: dict[str, Any], explain: bool,
                 book: RuleBook) -> str:
    base = data["base"]
    return str(Table(
        pairs=[
            ("play", play.written),
            *rule_lines(book),
            ("normal form", data["canonical"]),
            ("cards", data["cards"]),
            ("flowers", _flowers_text(play, book)),
            ("base", f"{base['count']} x {base['rank']}" if base else "none (pure flowers)"),
            ("level card", yes_no(level.answer)),
        ],
        notes=data["explanation"] + ([f"level card: {level.reason}"] if explain else []),
    ))


def _parse_row(play: Play, level: Verdict, data: dict[str, Any], explain: bool,
               book: RuleBook) -> dict[str, Any]:
    return {"input": data["input"], "normal form": data["canonical"], "cards": data["cards"],
            "level": yes_no(level.answer)}


PARSE_VIEW = View(_parse_table, _parse_row)


@gouji.command("parse")
@click.argument("plays", nargs=-1)
@gouji_rule_option
@format_option
@explain_option
def parse_command(plays: tuple[str, ...], rules: Choices, fmt: str | None, jobs: int,
                  explain: bool) -> int:
    """Normal form of a play: flowers hung on a base (贴钱 and 挂花 applied).  Under --rule
    mixed-jokers=per-joker a play holding both jokers keeps both kinds.

    \b
    Example: paiju gouji parse "1大花+1小花+2钱+4x5"   →   2小花+6x5
    """
    return respond(partial(parse_answer, explain, gouji_choices(rules)), queries(plays, "PLAY"),
                   fmt, jobs)


# ---------------------------------------------------------------------------------------
# beats / compare

def beats_answer(new_text: str, old_text: str, rules_given: Choices,
                 explain: bool = False) -> Answer:
    new, old = parse_play(new_text), parse_play(old_text)
    book = rule_book(rules_given)
    verdict = rules.beats(new, old, book)
    data: dict[str, Any] = {
        "new": new_text,
        "old": old_text,
        **rules_field(book),
        "option": int(book.option),
        "beats": verdict.beats,
        "reason": verdict.reason,
        "front": verdict.front.value if verdict.front else None,
    }
    if explain:
        data["explanation"] = [
            f"new {new.written} is {canonical(new, book)}",
            f"old {old.written} is {canonical(old, book)}",
            *verdict.steps,
        ]
    return Answer(data, verdict.beats, BEATS_VIEW, (new, old, verdict, data, explain, book))


def _beats_table(new: Play, old: Play, verdict: rules.BeatVerdict, data: dict[str, Any],
                 explain: bool, book: RuleBook) -> str:
    pairs = [
        ("new", f"{new.written}  →  {canonical(new, book)}"),
        ("old", f"{old.written}  →  {canonical(old, book)}"),
        ("option", data["option"]),
        *rule_lines(book),
        ("beats", yes_no(verdict.beats)),
        ("why", verdict.reason),
    ]
    return str(Table(pairs=pairs, notes=list(verdict.steps) if explain else []))


def _beats_row(new: Play, old: Play, verdict: rules.BeatVerdict, data: dict[str, Any],
               explain: bool, book: RuleBook) -> dict[str, Any]:
    return beats_row(data, verdict.beats, verdict.reason)


BEATS_VIEW = View(_beats_table, _beats_row)


@gouji.command("beats")
@click.argument("new", required=False)
@click.argument("old", required=False)
@BEAT_OPTION
@gouji_rule_option
@format_option
@explain_option
def beats_command(new: str | None, old: str | None, option: str | None, rules: Choices,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Does NEW beat OLD when played on it? Exit 0 yes, 1 no, 2 bad input.

    A play with flowers is beaten on two fronts: its flowers by flowers that can kill them,
    its base by a higher base of the same length. With '-' (or piped stdin), reads one pair
    per line: 'NEW<TAB>OLD' or 'NEW on OLD'.

    \b
    Example: paiju gouji beats "3大花+2x10" "2小花+3x9"   →   yes
    """
    return respond(*pair_question(beats_answer, new, old, gouji_choices(rules, option=option),
                                  explain), fmt, jobs)


def compare_answer(a_text: str, b_text: str, rules_given: Choices,
                   explain: bool = False) -> Answer:
    a, b = parse_play(a_text), parse_play(b_text)
    book = rule_book(rules_given)
    a_on_b = rules.beats(a, b, book)
    b_on_a = rules.beats(b, a, book)

    def direction(verdict: rules.BeatVerdict) -> dict[str, Any]:
        found = {"beats": verdict.beats, "reason": verdict.reason,
                 "front": verdict.front.value if verdict.front else None}
        if explain:
            found["explanation"] = list(verdict.steps)
        return found

    data = {
        "a": a_text,
        "b": b_text,
        **rules_field(book),
        "option": int(book.option),
        "a_canonical": canonical(a, book),
        "b_canonical": canonical(b, book),
        "a_beats_b": direction(a_on_b),
        "b_beats_a": direction(b_on_a),
    }
    return Answer(data, None, COMPARE_VIEW, (a, b, a_on_b, b_on_a, book))


def _compare_table(a: Play, b: Play, a_on_b: rules.BeatVerdict, b_on_a: rules.BeatVerdict,
                   book: RuleBook) -> str:
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
@BEAT_OPTION
@gouji_rule_option
@format_option
@explain_option
def compare_command(a: str | None, b: str | None, option: str | None, rules: Choices,
                    fmt: str | None, jobs: int,
                    explain: bool) -> int:
    """Compare two plays both ways: does A beat B, does B beat A?

    With '-' (or piped stdin), reads one pair per line: 'A<TAB>B' or 'A on B'.

    \b
    Example: paiju gouji compare "2大花+3钱+4x10" "2小花+7x9"
    """
    return respond(*pair_question(compare_answer, a, b, gouji_choices(rules, option=option),
                                  explain), fmt, jobs)


# ---------------------------------------------------------------------------------------
# level / thresholds


def level_answer(explain: bool, rules_given: Choices, text: str) -> Answer:
    play = parse_play(text)
    book = rule_book(rules_given)
    verdict = rules.is_level(play.normal_form())
    data: dict[str, Any] = {"play": text, **rules_field(book), "canonical": canonical(play, book),
                            "level": verdict.answer, "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play, book) + [verdict.reason]
    return Answer(data, verdict.answer, LEVEL_VIEW, (play, verdict, data, explain, book))


def _level_table(play: Play, verdict: Verdict, data: dict[str, Any], explain: bool,
                 book: RuleBook) -> str:
    pairs = [("play", f"{play.written}  →  {data['canonical']}"), *rule_lines(book),
             ("level card (够级牌)", yes_no(verdict.answer)), ("why", verdict.reason)]
    return str(Table(pairs=pairs, notes=rules.conversions(play, book) if explain else []))


def _level_row(play: Play, verdict: Verdict, data: dict[str, Any], explain: bool,
               book: RuleBook) -> dict[str, Any]:
    return {"play": data["play"], "canonical": data["canonical"],
            "level": yes_no(verdict.answer), "why": verdict.reason}


LEVEL_VIEW = View(_level_table, _level_row)


@gouji.command("level")
@click.argument("plays", nargs=-1)
@gouji_rule_option
@format_option
@explain_option
def level_command(plays: tuple[str, ...], rules: Choices, fmt: str | None, jobs: int,
                  explain: bool) -> int:
    """Is each PLAY a level card (够级牌)? Exit 0 if every play is, 1 otherwise.

    A play is a level card when it holds a flower, when its base is money (钱), or when its
    base reaches the threshold (see 'paiju gouji thresholds'); pasted money counts.  No rule
    switch changes it.  With '-' (or piped stdin), reads one play per line.

    \b
    Example: paiju gouji level 5x10 2Q+1小花   →   1小花+2xQ    yes
    """
    return respond(partial(level_answer, explain, gouji_choices(rules)), queries(plays, "PLAY"),
                   fmt, jobs)


def thresholds_answer(rules_given: Choices = ()) -> Answer:
    book = rule_book(rules_given)
    rows = [{"rank": rank_name(t.rank), "min_count": t.min_count} for t in rules.LEVEL_THRESHOLDS]
    data = {**rules_field(book), "thresholds": rows, "flowers": FLOWERS_ARE_LEVEL,
            "never": LOW_BASES_NEVER_LEVEL}
    return Answer(data, None, THRESHOLDS_VIEW, (rows, book), rows="thresholds")


def _thresholds_table(rows: list[dict[str, Any]], book: RuleBook) -> str:
    body = table([[r["rank"], r["min_count"]] for r in rows],
                 headers=["base rank", "fewest cards (pasted 钱 count)"])
    head = str(Table(pairs=rule_lines(book))) + "\n\n" if book.readings else ""
    return f"{head}{body}\n\n{bullets([FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL])}"


THRESHOLDS_VIEW = View(_thresholds_table)


@gouji.command("thresholds")
@gouji_rule_option
@single_format_option
def thresholds_command(rules: Choices, fmt: str | None) -> int:
    """The level-card threshold table (the same data the engine uses; no rule switch
    changes it).

    \b
    Example: paiju gouji thresholds --format jsonl
    """
    return respond_once(partial(thresholds_answer, gouji_choices(rules)), fmt)


# ---------------------------------------------------------------------------------------
# opens


def opens_answer(rules_given: Choices, explain: bool, text: str) -> Answer:
    play = parse_play(text)
    book = rule_book(rules_given)
    verdict = rules.opens_point(play, book.opening)
    data: dict[str, Any] = {"play": text, **rules_field(book), "option": book.opening,
                            "opens": verdict.answer, "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play, book) + [
            rules.is_level(play.normal_form()).reason, opening_note(book.opening)]
    return Answer(data, verdict.answer, OPENS_VIEW, (play, verdict, data, book))


def _opens_table(play: Play, verdict: Verdict, data: dict[str, Any], book: RuleBook) -> str:
    pairs = [("play", f"{play.written}  →  {canonical(play, book)}"),
             ("opening option", data["option"]), *rule_lines(book),
             ("opens a point (开点)", yes_no(verdict.answer)), ("why", verdict.reason)]
    return str(Table(pairs=pairs, notes=data.get("explanation", [])))


def _opens_row(play: Play, verdict: Verdict, data: dict[str, Any],
               book: RuleBook) -> dict[str, Any]:
    return {"play": data["play"], "option": data["option"], "opens": yes_no(verdict.answer),
            "why": verdict.reason}


OPENS_VIEW = View(_opens_table, _opens_row)


def _opening_help() -> str:
    return "; ".join(f"{rule.option}: {rule.description} do not open"
                     for rule in rules.OPENING_RULES)


OPENING_CHOICE = click.Choice([str(rule.option) for rule in rules.OPENING_RULES])


@gouji.command("opens", help=f"""Does winning a trick with PLAY open a point (开点)? Exit 0 yes,
1 no. Only level cards open, and some never do, by the opening option (§8): {_opening_help()}.
With '-' (or piped stdin), reads one play per line.

\b
Example: paiju gouji opens 1小花+2x5 --opening 2   →   opens a point (开点) no
""")
@click.argument("plays", nargs=-1)
@click.option("--opening", type=OPENING_CHOICE, default=None,
              help="The opening option (§8), short for --rule opening=N: which level cards do "
                   "not open a point (see above; default 0).")
@click.option("--option", "opening_alias", type=OPENING_CHOICE, default=None,
              help="The same as --opening (kept for scripts; on the other Gouji commands "
                   "--option is the flower-kill option of §6.2).")
@gouji_rule_option
@format_option
@explain_option
def opens_command(plays: tuple[str, ...], opening: str | None, opening_alias: str | None,
                  rules: Choices, fmt: str | None, jobs: int, explain: bool) -> int:
    if opening is not None and opening_alias is not None and opening != opening_alias:
        raise click.UsageError(f"--option {opening_alias} (the same as --opening) contradicts "
                               f"--opening {opening}")
    choices = gouji_choices(rules, opening=opening or opening_alias)
    return respond(partial(opens_answer, choices, explain), queries(plays, "PLAY"), fmt, jobs)
