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


_EXPORTS = {
    "beaten": "plays", "beats": "plays", "collected": "plays", "counted": "plays",
    "happy_money": "plays", "listed_types": "plays", "points": "plays", "respond": "plays",
    "respond_line": "plays", "responded": "plays", "responded_line": "plays", "shape_json":
    "plays", "type_of": "plays", "typed": "plays", "types": "plays", "error_json": "deals",
    "facts_json": "deals", "legal": "deals", "listed": "deals", "play_json": "deals",
    "replay": "deals", "replayed": "deals", "trick_json": "deals",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .deals import (
        error_json as error_json, facts_json as facts_json, legal as legal, listed as
        listed, play_json as play_json, replay as replay, replayed as replayed, trick_json
        as trick_json,
    )
    from .plays import (
        beaten as beaten, beats as beats, collected as collected, counted as counted,
        happy_money as happy_money, listed_types as listed_types, points as points, respond
        as respond, respond_line as respond_line, responded as responded, responded_line as
        responded_line, shape_json as shape_json, type_of as type_of, typed as typed, types
        as types,
    )
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
