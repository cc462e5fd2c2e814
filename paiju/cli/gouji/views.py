"""An answer of :mod:`paiju.api.gouji` as the command line shows it."""

from __future__ import annotations

from typing import Any

from paiju.api.worked import Worked
from paiju.cli.rendering import Answer, View, shown as shown_alone


def shown(found: Worked, view: View, *more: Any, rows: str | None = None) -> Answer:
    """The API's answer with the view that draws it: the view is given the answer's engine
    objects, then the answer dict, then ``more`` (what only the table needs, such as
    ``--explain``)."""
    return shown_alone(Worked(found.data, found.verdict, (*found.parts, found.data, *more)), view,
                       rows)


def drawn(view: View, more: tuple[Any, ...], found: Worked) -> Answer:
    """:func:`shown` with its arguments in the order a command binds them (a query's
    answer last)."""
    return shown(found, view, *more)
