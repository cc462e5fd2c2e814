"""Ningguo Sanchazi (宁国三叉子) as a Python API: for every command that answers a question or
a record, one function that returns the answer dict ``--format json`` prints for it.

    >>> from paiju.api import sanchazi
    >>> sanchazi.beats("999QQ", "888JJ")["reason"]
    'pair Q is above J'
    >>> answer = sanchazi.replay({"hands": ["88 K", "99", "JJ 5", "3"], "leader": 0,
    ...                           "actions": [{"seat": 0, "play": "88"}]})
    >>> answer["legal"], answer["to_act"]
    (True, 1)

=============================  ==========================================================
``types()``                    ``paiju sanchazi types``
``type_of(play, rules, explain)``  ``paiju sanchazi type PLAY``
``beats(new, old, rules, explain)``  ``paiju sanchazi beats NEW OLD``
``points(cards, explain)``     ``paiju sanchazi points CARDS``
``happy_money(play, base, ends_deal, goes_out, all_six, rules)``  ``paiju sanchazi happy-money``
``respond(hand, to, rules, explain)``  ``paiju sanchazi respond HAND --to PLAY``
``respond_line(line, rules, explain)``  a line of ``paiju sanchazi respond -``: HAND<TAB>PLAY
``replay(record, rules, explain)``  ``paiju sanchazi replay RECORD.json``
``legal(record, rules, explain)``  ``paiju sanchazi legal RECORD.json``
=============================  ==========================================================

Each has a twin (``typed``, ``beaten``, ``counted``, ``collected``, ``responded``,
``responded_line``,
``replayed``, ``listed``, ``listed_types``) giving a :class:`~paiju.api.worked.Worked`: the
same dict, the verdict the exit code follows and the engine objects behind it — what the
command line renders.  The functions live in :mod:`.plays` and :mod:`.deals`; importing one
loads only its module (a one-line query never pays for the referee).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

if TYPE_CHECKING:  # what a type checker follows; at run time the names load lazily
    from paiju.api.sanchazi.deals import (
        error_json, facts_json, legal, listed, play_json, replay, replayed, trick_json,
    )
    from paiju.api.sanchazi.plays import (
        beaten, beats, collected, counted, happy_money, listed_types, points, respond,
        respond_line, responded, responded_line, shape_json, type_of, typed, types,
    )

_EXPORTS = {
    **{name: "plays" for name in ("beaten", "beats", "collected", "counted", "happy_money",
                                  "listed_types", "points", "respond", "respond_line",
                                  "responded", "responded_line",
                                  "shape_json", "type_of", "typed", "types")},
    **{name: "deals" for name in ("error_json", "facts_json", "legal", "listed", "play_json",
                                  "replay", "replayed", "trick_json")},
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
