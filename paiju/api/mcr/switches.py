"""``paiju mcr rules`` as a call: the rule switches (rulings read two ways), as the command
answers them; a record's ``"rules"`` and ``--rule`` set them.

    >>> from paiju.api.mcr import rules_table
    >>> [switch["name"] for switch in rules_table()["rules"]][:2]
    ['knitted-wait', 'mixed-kongs']
"""

from __future__ import annotations

from typing import Any

from paiju.engine.mcr.rules import SWITCHES

__all__ = ["rules_table"]


def rules_table() -> dict[str, Any]:
    """The answer of ``paiju mcr rules``: ``{"rules": [...]}``, each switch with its
    question, its reference reading (the default), its readings, the fans it changes and an
    example hand."""
    return {"rules": [{"name": switch.name, "question": switch.question,
                       "default": switch.reference.name,
                       "readings": [{"name": reading.name, "says": reading.says,
                                     "reference": reading is switch.reference}
                                    for reading in switch.readings],
                       "fans": [fan.name_zh for fan in switch.fans], "example": switch.example}
                      for switch in SWITCHES]}
