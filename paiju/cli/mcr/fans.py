"""``paiju mcr fans``: the fan table the scorer uses, with its 不计 exclusions."""

from __future__ import annotations

from typing import Any

from paiju.cli.mcr.group import mcr
from paiju.cli.output import Answer, Query, format_option, run, table
from paiju.engine.mcr.fans import EXCLUSIONS, Fan, Scope


def fans_answer() -> Answer:
    excludes: dict[Fan, list[str]] = {}
    for entry in EXCLUSIONS:
        suffix = "" if entry.scope is Scope.ALL else f" ({entry.scope.value})"
        excludes.setdefault(entry.fan, []).extend(f"{fan.name_zh}{suffix}"
                                                  for fan in entry.excludes)
    rows: list[dict[str, Any]] = [
        {"number": fan.number, "points": fan.points, "name_zh": fan.name_zh,
         "name_en": fan.name_en, "excludes": excludes.get(fan, [])} for fan in Fan]

    def render() -> str:
        return table([[row["number"], row["points"], row["name_zh"], row["name_en"],
                       "、".join(row["excludes"])] for row in rows],
                     headers=["#", "points", "fan", "", "不计 (not also scored)"])

    return Answer({"fans": rows}, None, render)


@mcr.command("fans")
@format_option
def fans_command(fmt: str | None) -> None:
    """The 81 fans and the reference's 明暗杠: points, names and what each excludes (不计)."""
    run([Query(fans_answer)], fmt, batch=False)
