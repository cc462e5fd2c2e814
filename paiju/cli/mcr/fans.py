"""``paiju mcr fans``: the fan table the scorer uses — points, names, a definition in our own
words, and the 不计 exclusions (the answer is the Python API's,
:func:`paiju.api.mcr.fans_table`)."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.mcr.fans import LANGUAGES, fan_points, fans_table
from paiju.cli.jobs import respond_once
from paiju.cli.mcr.group import mcr
from paiju.cli.options import single_format_option
from paiju.cli.rendering import Answer, View, table
from paiju.errors import RecordError

_HEADERS = {
    "en": ["#", "points", "fan", "番种", "definition", "not also scored (不计)"],
    "zh": ["#", "番数", "番种", "fan", "定义", "不计"],
}


def fans_answer(points: int | None = None, lang: str = "en") -> Answer:
    data = fans_table(points, lang)
    return Answer(data, None, FANS_VIEW, (data["fans"], lang), rows="fans")


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
    try:
        return fan_points(value)
    except RecordError as error:  # a usage error, as the option's
        raise click.BadParameter(error.problem) from None


@mcr.command("fans")
@click.option("--points", type=int, callback=_points, help="Only the fans worth N points.")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="Language of the definitions (and which name comes first).")
@single_format_option
def fans_command(points: int | None, lang: str, fmt: str | None) -> int:
    """The 81 fans and the reference's 明暗杠: number, points, names, a one-line definition and
    what each excludes (不计) — the same table the scorer reads.

    \b
    Example: paiju mcr fans --points 88 --lang zh
    """
    return respond_once(partial(fans_answer, points, lang), fmt)
