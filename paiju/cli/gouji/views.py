"""An answer of :mod:`paiju.api.gouji` as the command line shows it."""

from __future__ import annotations

from typing import Any

from paiju.api.worked import Worked
from paiju.cli.rendering import Answer, View


def shown(found: Worked, view: View, *more: Any, rows: str | None = None) -> Answer:
    """The API's answer with the view that draws it: the view is given the answer's engine
    objects, then the answer dict, then ``more`` (what only the table needs, such as
    ``--explain``)."""
    return Answer(found.data, found.verdict, view, (*found.parts, found.data, *more), rows=rows)
