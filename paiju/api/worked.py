"""What an API function works out for one query: the answer dict (what ``--format json``
prints), its yes/no verdict (None for a question that is not yes/no: the command's exit
code), and the engine objects it was made from, which a table for people is drawn from.

The games' API modules (:mod:`paiju.api.sanchazi`, :mod:`paiju.api.fuzhou`) give each
command both ways: ``replay(record)`` → the answer dict, ``replayed(record)`` → a
:class:`Worked` whose ``data`` is that dict; the command line renders the second.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Worked(NamedTuple):
    """One answered query: ``data`` (the answer), ``verdict`` (yes/no, or None) and
    ``parts`` (the engine objects behind it, in the order the command's view takes them)."""

    data: dict[str, Any]
    verdict: bool | None = None
    parts: tuple[Any, ...] = ()
