"""``paiju mcr fans``: the fan table the scorer uses — points, names, a definition in our own
words, and the 不计 exclusions (the answer is the Python API's,
:func:`paiju.api.mcr.fans_table`)."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.mcr.fans import fan_points, fans_table
from paiju.cli.jobs import respond_once
from paiju.cli.mcr.group import mcr
from paiju.cli.options import lang_option, single_format_option
from paiju.cli.rendering import Answer, View, language, names, table
from paiju.errors import RecordError
from paiju.engine.words import spelled

_HEADERS = {
    "en": ["#", "points", "definition", "not also scored (不计)"],
    "zh": ["#", "番数", "定义", "不计"],
}


def fans_answer(points: int | None = None, lang: str | None = None) -> Answer:
    """The table in ``lang`` (--lang): the definitions in Chinese for zh, else in English;
    the names as :func:`_names` says."""
    written = "zh" if lang == "zh" else "en"
    data = fans_table(points, written)
    return Answer(data, None, FANS_VIEW, (data["fans"], written), rows="fans")


def _names(row: dict[str, Any]) -> list[str]:
    """Both names, English first, as the table always showed them; one of them, or both
    Chinese first, as --lang chose."""
    return [spelled(row["name_en"]), row["name_zh"]] if language() is None else \
        names(row["name_zh"], row["name_en"])


def _fans_table(rows: list[dict[str, Any]], lang: str) -> str:
    marked = "*" if lang == "en" else "＊"
    first, *other = _HEADERS[lang]
    headers = [first, other[0], *_names({"name_en": "fan", "name_zh": "番种"}), *other[1:]]
    if language() == "en":  # the names of the 不计 column in English too
        headers[-1] = "not also scored"
    body = table([[f"{row['number']}{marked if row['extension'] else ''}", row["points"],
                   *_names(row), row["definition"],
                   _excluded(row["excludes"])] for row in rows], headers=headers)
    if any(row["extension"] for row in rows):
        body += ("\n\n* the reference calculator's extension, not one of the 81 official "
                 "fans" if lang == "en" else "\n\n＊ 参考计算器的扩展番种，不属于官方八十一番")
    return body


def _excluded(excludes: list[str]) -> str:
    """The fans a fan excludes, in Chinese as the answer names them; in English (each name
    before its scope) under --lang en."""
    if language() != "en":
        return "、".join(excludes)
    from paiju.engine.mcr.fans import Fan

    english = {fan.name_zh: spelled(fan.name_en) for fan in Fan}
    shown = []
    for excluded in excludes:
        name, bracket, scope = excluded.partition(" (")
        shown.append(english.get(name, name) + bracket + scope)
    return ", ".join(shown)


FANS_VIEW = View(_fans_table)


def _points(_context: click.Context, _parameter: click.Parameter, value: int | None) \
        -> int | None:
    try:
        return fan_points(value)
    except RecordError as error:  # a usage error, as the option's
        raise click.BadParameter(error.problem) from None


@mcr.command("fans")
@click.option("--points", type=int, callback=_points, help="Only the fans worth N points.")
@lang_option
@single_format_option
def fans_command(points: int | None, fmt: str | None) -> int:
    """The 81 fans and the reference's 明暗杠: number, points, names, a one-line definition and
    what each excludes (不计) — the same table the scorer reads.

    \b
    Example: paiju mcr fans --points 88 --lang zh
    """
    return respond_once(partial(fans_answer, points, language()), fmt)
