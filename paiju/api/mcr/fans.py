"""``paiju mcr fans`` as a call: the fan table the scorer reads, as the command answers it.

    >>> from paiju.api.mcr import fans_table
    >>> [(fan["name_en"], fan["excludes"]) for fan in fans_table(points=88)["fans"]][:1]
    [('Big Four Winds', ['三风刻', '碰碰和', '圈风刻', '门风刻', '幺九刻'])]
"""

from __future__ import annotations

from typing import Any

from paiju.engine.mcr.definitions import DEFINITIONS, EXTENSIONS
from paiju.engine.mcr.fans import EXCLUSIONS, Fan, Scope
from paiju.errors import RecordError

POINT_VALUES = tuple(sorted({fan.points for fan in Fan}, reverse=True))
"""What a fan may be worth, most first."""
LANGUAGES = ("en", "zh")
"""The languages of the fans' definitions."""

__all__ = ["LANGUAGES", "POINT_VALUES", "fan_points", "fans_table"]


def fan_points(points: int | None) -> int | None:
    """``points`` if some fan is worth that many (None: every fan); RecordError naming
    ``points`` otherwise."""
    if points is not None and points not in POINT_VALUES:
        raise RecordError(f"no fan is worth {points}: the values are "
                          f"{', '.join(map(str, POINT_VALUES))}", "points")
    return points


def fans_table(points: int | None = None, lang: str = "en") -> dict[str, Any]:
    """The answer of ``paiju mcr fans``: ``{"fans": [...]}``, every fan (or those worth
    ``points``) with its number, points, names, definition in ``lang``, whether it is the
    reference calculator's extension, and the fans it excludes (不计)."""
    fan_points(points)
    if lang not in LANGUAGES:
        raise RecordError(f"must be one of {', '.join(LANGUAGES)}", "lang")
    excludes = _excludes()
    chosen = [fan for fan in Fan if points is None or fan.points == points]
    return {"fans": [{"number": fan.number, "points": fan.points, "name_zh": fan.name_zh,
                      "name_en": fan.name_en, "definition": getattr(DEFINITIONS[fan], lang),
                      "extension": fan in EXTENSIONS, "excludes": excludes.get(fan, [])}
                     for fan in chosen]}


def _excludes() -> dict[Fan, list[str]]:
    """Each fan's exclusions (不计) as its answer names them, the scope after a limited one."""
    excludes: dict[Fan, list[str]] = {}
    for entry in EXCLUSIONS:
        suffix = "" if entry.scope is Scope.ALL else f" ({entry.scope.value})"
        excludes.setdefault(entry.fan, []).extend(f"{fan.name_zh}{suffix}"
                                                  for fan in entry.excludes)
    return excludes
