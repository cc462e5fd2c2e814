"""``paiju gouji`` play commands: parse, beats, compare, level, thresholds, opens."""

from __future__ import annotations

from typing import Any

import click

from paiju.cli.gouji.group import gouji
from paiju.cli.output import (
    Answer,
    Query,
    Table,
    explain_option,
    format_option,
    input_lines,
    line_queries,
    relocated,
    run,
    run_items,
    single_format_option,
    split_line,
    table,
    wants_stdin,
    yes_no,
)
from paiju.engine.gouji import plays as rules
from paiju.engine.gouji.plays import NormalForm, rank_name
from paiju.grammar.gouji import parse_play


# ---------------------------------------------------------------------------------------
# JSON pieces shared by the commands


def form_json(form: NormalForm) -> dict[str, Any]:
    return {
        "canonical": form.canonical,
        "cards": form.cards,
        "flowers": {
            "type": form.flower.value if form.flower else None,
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
    default="0",
    show_default=True,
    help="0: plays of the same length only (大花 kills 小花 1:1); "
    "1: also 2 大花 kill 1 大花, 2 小花 kill 1 小花, 3 小花 kill 1 大花.",
)


# ---------------------------------------------------------------------------------------
# parse


def parse_answer(text: str, explain: bool = False) -> Answer:
    play = parse_play(text)
    form = play.normal_form()
    level = rules.is_level(form)
    data = {
        "input": text,
        "played": play.written,
        **form_json(form),
        "level": level.answer,
        "explanation": rules.conversions(play) or ["no conversion: the play is its own normal form"],
    }
    if explain:
        data["level_reason"] = level.reason

    def render() -> str:
        flowers = data["flowers"]
        base = data["base"]
        out = Table(
            pairs=[
                ("play", play.written),
                ("normal form", form.canonical),
                ("cards", form.cards),
                ("flowers", f"{flowers['count']} {form.flower.name_zh}" if form.flower else "none"),
                ("base", f"{base['count']} x {base['rank']}" if base else "none (pure flowers)"),
                ("level card", yes_no(level.answer)),
            ],
            notes=data["explanation"] + ([f"level card: {level.reason}"] if explain else []),
        )
        return str(out)

    return Answer(data, None, render, {"input": text, "normal form": form.canonical,
                                       "cards": form.cards, "level": yes_no(level.answer)})


@gouji.command("parse")
@click.argument("plays", nargs=-1)
@format_option
@explain_option
def parse_command(plays: tuple[str, ...], fmt: str | None, explain: bool) -> None:
    """Normal form of a play: flowers hung on a base (贴钱 and 挂花 applied).

    \b
    Example: paiju gouji parse "1大花+1小花+2钱+4x5"   →   2小花+6x5
    """
    run_items(plays, fmt, lambda text: parse_answer(text, explain), "PLAY")


# ---------------------------------------------------------------------------------------
# beats / compare


def beats_line_answer(line: str, option: int, explain: bool) -> Answer:
    """A batch line for ``beats``: 'NEW<TAB>OLD' or 'NEW on OLD'; errors point into the line."""
    new, old, start = split_line(line, ("\t", " on "), "two plays separated by a tab or ' on '")
    relocated(parse_play, new, line, 0)  # memoised: beats_answer reads it again for free
    relocated(parse_play, old, line, start)
    return beats_answer(new.strip(), old.strip(), option, explain)


def beats_answer(new_text: str, old_text: str, option: int, explain: bool = False) -> Answer:
    new, old = parse_play(new_text), parse_play(old_text)
    verdict = rules.beats(new.normal_form(), old.normal_form(), rules.BeatOption(option))
    data: dict[str, Any] = {
        "new": new_text,
        "old": old_text,
        "option": option,
        "beats": verdict.beats,
        "reason": verdict.reason,
        "front": verdict.front.value if verdict.front else None,
    }
    if explain:
        data["explanation"] = [
            f"new {new.written} is {new.normal_form().canonical}",
            f"old {old.written} is {old.normal_form().canonical}",
            *verdict.steps,
        ]

    def render() -> str:
        pairs = [
            ("new", f"{new.written}  →  {new.normal_form().canonical}"),
            ("old", f"{old.written}  →  {old.normal_form().canonical}"),
            ("option", option),
            ("beats", yes_no(verdict.beats)),
            ("why", verdict.reason),
        ]
        return str(Table(pairs=pairs, notes=list(verdict.steps) if explain else []))

    row = {"new": new_text, "old": old_text, "beats": yes_no(verdict.beats), "why": verdict.reason}
    return Answer(data, verdict.beats, render, row)


@gouji.command("beats")
@click.argument("new", required=False)
@click.argument("old", required=False)
@BEAT_OPTION
@format_option
@explain_option
def beats_command(new: str | None, old: str | None, option: str, fmt: str | None,
                  explain: bool) -> None:
    """Does NEW beat OLD when played on it? Exit 0 yes, 1 no, 2 bad input.

    A play with flowers is beaten on two fronts: its flowers by flowers that can kill them,
    its base by a higher base of the same length. With '-' (or piped stdin), reads one pair
    per line: 'NEW<TAB>OLD' or 'NEW on OLD'.

    \b
    Example: paiju gouji beats "3大花+2x10" "2小花+3x9"   →   yes
    """
    opt = int(option)
    if new is not None and old is not None:
        run([Query(lambda: beats_answer(new, old, opt, explain))], fmt, batch=False)
    if wants_stdin([arg for arg in (new, old) if arg is not None]):
        run(line_queries(input_lines(), lambda line: beats_line_answer(line, opt, explain)),
            fmt, batch=True)
    raise click.UsageError("give NEW and OLD, or '-' to read pairs from stdin")


def compare_answer(a_text: str, b_text: str, option: int, explain: bool = False) -> Answer:
    a, b = parse_play(a_text), parse_play(b_text)
    a_on_b = rules.beats(a.normal_form(), b.normal_form(), rules.BeatOption(option))
    b_on_a = rules.beats(b.normal_form(), a.normal_form(), rules.BeatOption(option))

    def direction(verdict: rules.BeatVerdict) -> dict[str, Any]:
        found = {"beats": verdict.beats, "reason": verdict.reason,
                 "front": verdict.front.value if verdict.front else None}
        if explain:
            found["explanation"] = list(verdict.steps)
        return found

    data = {
        "a": a_text,
        "b": b_text,
        "option": option,
        "a_canonical": a.normal_form().canonical,
        "b_canonical": b.normal_form().canonical,
        "a_beats_b": direction(a_on_b),
        "b_beats_a": direction(b_on_a),
    }

    def render() -> str:
        rows = [
            [f"{a.written} on {b.written}", yes_no(a_on_b.beats), a_on_b.reason],
            [f"{b.written} on {a.written}", yes_no(b_on_a.beats), b_on_a.reason],
        ]
        head = f"A = {a.written} → {a.normal_form().canonical}\nB = {b.written} → " \
               f"{b.normal_form().canonical}   (option {option})"
        return head + "\n\n" + table(rows, headers=["play", "beats", "why"])

    return Answer(data, None, render)


@gouji.command("compare")
@click.argument("a")
@click.argument("b")
@BEAT_OPTION
@single_format_option
@explain_option
def compare_command(a: str, b: str, option: str, fmt: str | None, explain: bool) -> None:
    """Compare two plays both ways: does A beat B, does B beat A?

    \b
    Example: paiju gouji compare "2大花+3钱+4x10" "2小花+7x9"
    """
    run([Query(lambda: compare_answer(a, b, int(option), explain))], fmt, batch=False)


# ---------------------------------------------------------------------------------------
# level / thresholds


def level_answer(text: str, explain: bool = False) -> Answer:
    play = parse_play(text)
    form = play.normal_form()
    verdict = rules.is_level(form)
    data: dict[str, Any] = {"play": text, "canonical": form.canonical, "level": verdict.answer,
                            "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play) + [verdict.reason]

    def render() -> str:
        pairs = [("play", f"{play.written}  →  {form.canonical}"),
                 ("level card (够级牌)", yes_no(verdict.answer)), ("why", verdict.reason)]
        return str(Table(pairs=pairs, notes=rules.conversions(play) if explain else []))

    row = {"play": text, "canonical": form.canonical, "level": yes_no(verdict.answer),
           "why": verdict.reason}
    return Answer(data, verdict.answer, render, row)


@gouji.command("level")
@click.argument("plays", nargs=-1)
@format_option
@explain_option
def level_command(plays: tuple[str, ...], fmt: str | None, explain: bool) -> None:
    """Is each PLAY a level card (够级牌)? Exit 0 if every play is, 1 otherwise.

    A play is a level card when it holds a flower, when its base is money (钱), or when its
    base reaches the threshold (see 'paiju gouji thresholds'); pasted money counts.
    """
    run_items(plays, fmt, lambda text: level_answer(text, explain), "PLAY")


def thresholds_answer() -> Answer:
    rows = [{"rank": rank_name(t.rank), "min_count": t.min_count} for t in rules.LEVEL_THRESHOLDS]
    data = {
        "thresholds": rows,
        "flowers": "any play holding a flower (大花 or 小花) is a level card",
        "never": "bases 3 to 9 without flowers are never level cards",
    }

    def render() -> str:
        body = table([[r["rank"], r["min_count"]] for r in rows],
                     headers=["base rank", "fewest cards (pasted 钱 count)"])
        return f"{body}\n\n  - {data['flowers']}\n  - {data['never']}"

    return Answer(data, None, render)


@gouji.command("thresholds")
@single_format_option
def thresholds_command(fmt: str | None) -> None:
    """The level-card threshold table (the same data the engine uses)."""
    run([Query(thresholds_answer)], fmt, batch=False)


# ---------------------------------------------------------------------------------------
# opens


def opens_answer(text: str, option: int, explain: bool = False) -> Answer:
    play = parse_play(text)
    verdict = rules.opens_point(play, option)
    data: dict[str, Any] = {"play": text, "option": option, "opens": verdict.answer,
                            "reason": verdict.reason}
    if explain:
        rule = rules.opening_rule(option)
        data["explanation"] = rules.conversions(play) + [
            rules.is_level(play.normal_form()).reason,
            f"option {option}: {rule.description} do not open a point"]

    def render() -> str:
        pairs = [("play", f"{play.written}  →  {play.normal_form().canonical}"),
                 ("option", option), ("opens a point (开点)", yes_no(verdict.answer)),
                 ("why", verdict.reason)]
        return str(Table(pairs=pairs, notes=data.get("explanation", [])))

    row = {"play": text, "option": option, "opens": yes_no(verdict.answer), "why": verdict.reason}
    return Answer(data, verdict.answer, render, row)


def _opening_help() -> str:
    return "; ".join(f"{rule.option}: {rule.description} do not open"
                     for rule in rules.OPENING_RULES)


@gouji.command("opens", help=f"""Does winning a trick with PLAY open a point (开点)? Exit 0 yes,
1 no. Only level cards open, and some never do, by option: {_opening_help()}.""")
@click.argument("plays", nargs=-1)
@click.option("--option", type=click.Choice(["0", "1", "2"]), default="0", show_default=True,
              help="Which level cards do not open a point (see above).")
@format_option
@explain_option
def opens_command(plays: tuple[str, ...], option: str, fmt: str | None, explain: bool) -> None:
    run_items(plays, fmt, lambda text: opens_answer(text, int(option), explain), "PLAY")
