"""``paiju gouji`` play commands: parse, beats, compare, level, thresholds, opens."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.cli.gouji.group import gouji
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import explain_option, format_option, single_format_option
from paiju.cli.reading import pair_question, queries
from paiju.cli.rendering import Answer, Table, View, beats_row, bullets, table, yes_no
from paiju.engine.gouji import plays as rules
from paiju.engine.gouji.plays import BeatOption, NormalForm, Play, Verdict, rank_name
from paiju.engine.gouji.reasons import FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL, opening_note
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


def parse_answer(explain: bool, text: str) -> Answer:
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
    return Answer(data, None, PARSE_VIEW, (play, level, data, explain))


def _parse_table(play: Play, level: Verdict, data: dict[str, Any], explain: bool) -> str:
    form = play.normal_form()
    flowers, base = data["flowers"], data["base"]
    return str(Table(
        pairs=[
            ("play", play.written),
            ("normal form", form.canonical),
            ("cards", form.cards),
            ("flowers", f"{flowers['count']} {form.flower.name_zh}" if form.flower else "none"),
            ("base", f"{base['count']} x {base['rank']}" if base else "none (pure flowers)"),
            ("level card", yes_no(level.answer)),
        ],
        notes=data["explanation"] + ([f"level card: {level.reason}"] if explain else []),
    ))


def _parse_row(play: Play, level: Verdict, data: dict[str, Any], explain: bool) \
        -> dict[str, Any]:
    return {"input": data["input"], "normal form": data["canonical"], "cards": data["cards"],
            "level": yes_no(level.answer)}


PARSE_VIEW = View(_parse_table, _parse_row)


@gouji.command("parse")
@click.argument("plays", nargs=-1)
@format_option
@explain_option
def parse_command(plays: tuple[str, ...], fmt: str | None, jobs: int, explain: bool) -> int:
    """Normal form of a play: flowers hung on a base (贴钱 and 挂花 applied).

    \b
    Example: paiju gouji parse "1大花+1小花+2钱+4x5"   →   2小花+6x5
    """
    return respond(partial(parse_answer, explain), queries(plays, "PLAY"), fmt, jobs)


# ---------------------------------------------------------------------------------------
# beats / compare

def beats_answer(new_text: str, old_text: str, option: BeatOption,
                 explain: bool = False) -> Answer:
    new, old = parse_play(new_text), parse_play(old_text)
    verdict = rules.beats(new.normal_form(), old.normal_form(), option)
    data: dict[str, Any] = {
        "new": new_text,
        "old": old_text,
        "option": int(option),
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
    return Answer(data, verdict.beats, BEATS_VIEW, (new, old, verdict, data, explain))


def _beats_table(new: Play, old: Play, verdict: rules.BeatVerdict, data: dict[str, Any],
                 explain: bool) -> str:
    pairs = [
        ("new", f"{new.written}  →  {new.normal_form().canonical}"),
        ("old", f"{old.written}  →  {old.normal_form().canonical}"),
        ("option", data["option"]),
        ("beats", yes_no(verdict.beats)),
        ("why", verdict.reason),
    ]
    return str(Table(pairs=pairs, notes=list(verdict.steps) if explain else []))


def _beats_row(new: Play, old: Play, verdict: rules.BeatVerdict, data: dict[str, Any],
               explain: bool) -> dict[str, Any]:
    return beats_row(data, verdict.beats, verdict.reason)


BEATS_VIEW = View(_beats_table, _beats_row)


@gouji.command("beats")
@click.argument("new", required=False)
@click.argument("old", required=False)
@BEAT_OPTION
@format_option
@explain_option
def beats_command(new: str | None, old: str | None, option: str, fmt: str | None, jobs: int,
                  explain: bool) -> int:
    """Does NEW beat OLD when played on it? Exit 0 yes, 1 no, 2 bad input.

    A play with flowers is beaten on two fronts: its flowers by flowers that can kill them,
    its base by a higher base of the same length. With '-' (or piped stdin), reads one pair
    per line: 'NEW<TAB>OLD' or 'NEW on OLD'.

    \b
    Example: paiju gouji beats "3大花+2x10" "2小花+3x9"   →   yes
    """
    return respond(*pair_question(beats_answer, new, old, BeatOption(int(option)), explain), fmt,
                   jobs)


def compare_answer(a_text: str, b_text: str, option: BeatOption,
                   explain: bool = False) -> Answer:
    a, b = parse_play(a_text), parse_play(b_text)
    a_on_b = rules.beats(a.normal_form(), b.normal_form(), option)
    b_on_a = rules.beats(b.normal_form(), a.normal_form(), option)

    def direction(verdict: rules.BeatVerdict) -> dict[str, Any]:
        found = {"beats": verdict.beats, "reason": verdict.reason,
                 "front": verdict.front.value if verdict.front else None}
        if explain:
            found["explanation"] = list(verdict.steps)
        return found

    data = {
        "a": a_text,
        "b": b_text,
        "option": int(option),
        "a_canonical": a.normal_form().canonical,
        "b_canonical": b.normal_form().canonical,
        "a_beats_b": direction(a_on_b),
        "b_beats_a": direction(b_on_a),
    }
    return Answer(data, None, COMPARE_VIEW, (a, b, a_on_b, b_on_a, option))


def _compare_table(a: Play, b: Play, a_on_b: rules.BeatVerdict, b_on_a: rules.BeatVerdict,
                   option: BeatOption) -> str:
    rows = [
        [f"{a.written} on {b.written}", yes_no(a_on_b.beats), a_on_b.reason],
        [f"{b.written} on {a.written}", yes_no(b_on_a.beats), b_on_a.reason],
    ]
    head = f"A = {a.written} → {a.normal_form().canonical}\nB = {b.written} → " \
           f"{b.normal_form().canonical}   (option {int(option)})"
    return head + "\n\n" + table(rows, headers=["play", "beats", "why"])


COMPARE_VIEW = View(_compare_table)


@gouji.command("compare")
@click.argument("a", required=False)
@click.argument("b", required=False)
@BEAT_OPTION
@format_option
@explain_option
def compare_command(a: str | None, b: str | None, option: str, fmt: str | None, jobs: int,
                    explain: bool) -> int:
    """Compare two plays both ways: does A beat B, does B beat A?

    With '-' (or piped stdin), reads one pair per line: 'A<TAB>B' or 'A on B'.

    \b
    Example: paiju gouji compare "2大花+3钱+4x10" "2小花+7x9"
    """
    return respond(*pair_question(compare_answer, a, b, BeatOption(int(option)), explain), fmt,
                   jobs)


# ---------------------------------------------------------------------------------------
# level / thresholds


def level_answer(explain: bool, text: str) -> Answer:
    play = parse_play(text)
    form = play.normal_form()
    verdict = rules.is_level(form)
    data: dict[str, Any] = {"play": text, "canonical": form.canonical, "level": verdict.answer,
                            "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play) + [verdict.reason]
    return Answer(data, verdict.answer, LEVEL_VIEW, (play, verdict, data, explain))


def _level_table(play: Play, verdict: Verdict, data: dict[str, Any], explain: bool) -> str:
    pairs = [("play", f"{play.written}  →  {data['canonical']}"),
             ("level card (够级牌)", yes_no(verdict.answer)), ("why", verdict.reason)]
    return str(Table(pairs=pairs, notes=rules.conversions(play) if explain else []))


def _level_row(play: Play, verdict: Verdict, data: dict[str, Any], explain: bool) \
        -> dict[str, Any]:
    return {"play": data["play"], "canonical": data["canonical"],
            "level": yes_no(verdict.answer), "why": verdict.reason}


LEVEL_VIEW = View(_level_table, _level_row)


@gouji.command("level")
@click.argument("plays", nargs=-1)
@format_option
@explain_option
def level_command(plays: tuple[str, ...], fmt: str | None, jobs: int, explain: bool) -> int:
    """Is each PLAY a level card (够级牌)? Exit 0 if every play is, 1 otherwise.

    A play is a level card when it holds a flower, when its base is money (钱), or when its
    base reaches the threshold (see 'paiju gouji thresholds'); pasted money counts. With '-'
    (or piped stdin), reads one play per line.

    \b
    Example: paiju gouji level 5x10 2Q+1小花   →   1小花+2xQ    yes
    """
    return respond(partial(level_answer, explain), queries(plays, "PLAY"), fmt, jobs)


def thresholds_answer() -> Answer:
    rows = [{"rank": rank_name(t.rank), "min_count": t.min_count} for t in rules.LEVEL_THRESHOLDS]
    data = {"thresholds": rows, "flowers": FLOWERS_ARE_LEVEL, "never": LOW_BASES_NEVER_LEVEL}
    return Answer(data, None, THRESHOLDS_VIEW, (rows,), rows="thresholds")


def _thresholds_table(rows: list[dict[str, Any]]) -> str:
    body = table([[r["rank"], r["min_count"]] for r in rows],
                 headers=["base rank", "fewest cards (pasted 钱 count)"])
    return f"{body}\n\n{bullets([FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL])}"


THRESHOLDS_VIEW = View(_thresholds_table)


@gouji.command("thresholds")
@single_format_option
def thresholds_command(fmt: str | None) -> int:
    """The level-card threshold table (the same data the engine uses).

    \b
    Example: paiju gouji thresholds --format jsonl
    """
    return respond_once(thresholds_answer, fmt)


# ---------------------------------------------------------------------------------------
# opens


def opens_answer(option: int, explain: bool, text: str) -> Answer:
    play = parse_play(text)
    verdict = rules.opens_point(play, option)
    data: dict[str, Any] = {"play": text, "option": option, "opens": verdict.answer,
                            "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play) + [
            rules.is_level(play.normal_form()).reason, opening_note(option)]
    return Answer(data, verdict.answer, OPENS_VIEW, (play, verdict, data))


def _opens_table(play: Play, verdict: Verdict, data: dict[str, Any]) -> str:
    pairs = [("play", f"{play.written}  →  {play.normal_form().canonical}"),
             ("option", data["option"]), ("opens a point (开点)", yes_no(verdict.answer)),
             ("why", verdict.reason)]
    return str(Table(pairs=pairs, notes=data.get("explanation", [])))


def _opens_row(play: Play, verdict: Verdict, data: dict[str, Any]) -> dict[str, Any]:
    return {"play": data["play"], "option": data["option"], "opens": yes_no(verdict.answer),
            "why": verdict.reason}


OPENS_VIEW = View(_opens_table, _opens_row)


def _opening_help() -> str:
    return "; ".join(f"{rule.option}: {rule.description} do not open"
                     for rule in rules.OPENING_RULES)


@gouji.command("opens", help=f"""Does winning a trick with PLAY open a point (开点)? Exit 0 yes,
1 no. Only level cards open, and some never do, by option: {_opening_help()}.  With '-' (or
piped stdin), reads one play per line.

\b
Example: paiju gouji opens 1小花+2x5 --option 2   →   opens a point (开点) no
""")
@click.argument("plays", nargs=-1)
@click.option("--option", type=click.Choice(["0", "1", "2"]), default="0", show_default=True,
              help="Which level cards do not open a point (see above).")
@format_option
@explain_option
def opens_command(plays: tuple[str, ...], option: str, fmt: str | None, jobs: int,
                  explain: bool) -> int:
    return respond(partial(opens_answer, int(option), explain), queries(plays, "PLAY"), fmt,
                   jobs)
