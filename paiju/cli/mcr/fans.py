"""``paiju mcr fans``: the fan table the scorer uses — points, names, a definition in our own
words, and the 不计 exclusions."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.cli.mcr.group import mcr
from paiju.cli.jobs import respond_once
from paiju.cli.options import single_format_option
from paiju.cli.rendering import Answer, View, table
from paiju.engine.mcr.definitions import DEFINITIONS, EXTENSIONS
from paiju.engine.mcr.fans import EXCLUSIONS, Fan, Scope

POINT_VALUES = sorted({fan.points for fan in Fan}, reverse=True)
_HEADERS = {
    "en": ["#", "points", "fan", "", "definition", "not also scored (不计)"],
    "zh": ["#", "番数", "番种", "", "定义", "不计"],
}


def fans_answer(points: int | None = None, lang: str = "en") -> Answer:
    excludes: dict[Fan, list[str]] = {}
    for entry in EXCLUSIONS:
        suffix = "" if entry.scope is Scope.ALL else f" ({entry.scope.value})"
        excludes.setdefault(entry.fan, []).extend(f"{fan.name_zh}{suffix}"
                                                  for fan in entry.excludes)
    chosen = [fan for fan in Fan if points is None or fan.points == points]
    rows: list[dict[str, Any]] = [
        {"number": fan.number, "points": fan.points, "name_zh": fan.name_zh,
         "name_en": fan.name_en, "definition": getattr(DEFINITIONS[fan], lang),
         "extension": fan in EXTENSIONS, "excludes": excludes.get(fan, [])} for fan in chosen]

    return Answer({"fans": rows}, None, FANS_VIEW, (rows, lang), rows="fans")


def _fans_table(rows: list[dict[str, Any]], lang: str) -> str:
    names = ("name_en", "name_zh") if lang == "en" else ("name_zh", "name_en")
    marked = "*" if lang == "en" else "＊"
    body = table([[f"{row['number']}{marked if row['extension'] else ''}", row["points"],
                   row[names[0]], row[names[1]], row["definition"],
                   "、".join(row["excludes"])] for row in rows], headers=_HEADERS[lang])
    if any(row["extension"] for row in rows):
        body += ("\n\n* the reference calculator's extension, not one of the 81 official "
                 "fans" if lang == "en" else "\n\n＊ 参考计算器的扩展番种，不属于官方八十一番")
    return body


FANS_VIEW = View(_fans_table)


def _points(_context: click.Context, _parameter: click.Parameter, value: int | None) \
        -> int | None:
    if value is not None and value not in POINT_VALUES:
        raise click.BadParameter(f"no fan is worth {value}: the values are "
                                 f"{', '.join(map(str, POINT_VALUES))}")
    return value


@mcr.command("fans")
@click.option("--points", type=int, callback=_points, help="Only the fans worth N points.")
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True,
              help="Language of the definitions (and which name comes first).")
@single_format_option
def fans_command(points: int | None, lang: str, fmt: str | None) -> int:
    """The 81 fans and the reference's 明暗杠: number, points, names, a one-line definition and
    what each excludes (不计) — the same table the scorer reads.

    \b
    Example: paiju mcr fans --points 88 --lang zh
    """
    return respond_once(partial(fans_answer, points, lang), fmt)
