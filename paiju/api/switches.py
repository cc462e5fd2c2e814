"""``paiju GAME rules`` as a call, for the games whose switches are plain readings (Gouji,
Sanchazi, Fuzhou; MCR's listing adds the fans a switch changes: :mod:`paiju.api.mcr`).

    >>> from paiju.engine.gouji.rules import SWITCHBOARD
    >>> from paiju.api.switches import rules_listing
    >>> rules_listing(SWITCHBOARD)["rules"][0]["name"]
    'option'
"""

from __future__ import annotations

from typing import Any

from paiju.engine.rulebook import Switchboard

__all__ = ["rules_listing"]


def rules_listing(board: Switchboard[Any]) -> dict[str, list[dict[str, Any]]]:
    """The answer of ``paiju GAME rules``: ``{"rules": [...]}``, one row per switch —
    ``{"name", "default", "choices", "section", "description", "readings": [{"name",
    "says"}]}``."""
    return {"rules": [{"name": switch.name, "default": switch.default.name,
                       "choices": list(switch.choices), "section": switch.section,
                       "description": switch.question,
                       "readings": [{"name": reading.name, "says": reading.says}
                                    for reading in switch.readings]}
                      for switch in board.switches]}
