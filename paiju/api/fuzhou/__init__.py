"""Fuzhou Mahjong (福州麻将) as a Python API: for every command that answers a question or a
record, one function that returns the answer dict ``--format json`` prints for it.

    >>> from paiju.api import fuzhou
    >>> fuzhou.score_record({"hand": "123m 456m 789m 234s 金金 678p", "gold": "5p",
    ...                      "self_drawn": True})["winner_gets"]
    213
    >>> fuzhou.settle({"banker": "E", "winner": "E", "self_drawn": True})["ledger"]
    {'E': 93, 'S': -31, 'W': -31, 'N': -31}

=============================================  ==============================================
``wins_record(record, given, explain)``        ``paiju fuzhou wins --batch`` (a record)
``wins_hand(hand, given, explain)``            ``paiju fuzhou wins HAND --gold TILE``
``flowers(flowers, exposed_kongs, …)``         ``paiju fuzhou flowers FLOWERS``
``score_record(record, given, rules, explain)``  ``paiju fuzhou score --batch`` (a record)
``score_hand(hand, given, rules, explain)``    ``paiju fuzhou score HAND --gold TILE …``
``claim(discard, gold, discarder, hands, …)``  ``paiju fuzhou claim DISCARD …``
``bonuses()``                                  ``paiju fuzhou bonuses``
``settle(record, rules, explain)``             ``paiju fuzhou settle RECORD.json``
``game(document, rules, explain)``             ``paiju fuzhou game GAME.json``
=============================================  ==============================================

``given`` holds the options (:func:`~paiju.api.fuzhou.hands.options` writes them as a
record's fields: ``options(gold="5p", self_drawn=True)``).  Each function has a twin
(``won_record``, ``won_hand``, ``counted``, ``scored_record``, ``scored_hand``,
``claimed``, ``listed_bonuses``, ``settled``, ``played``) giving a
:class:`~paiju.api.worked.Worked`: the same dict, the verdict the exit code follows and the
engine objects behind it — what the command line renders.  The functions live in
:mod:`.hands` and :mod:`.table`; importing one loads only its module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

if TYPE_CHECKING:  # what a type checker follows; at run time the names load lazily
    from paiju.api.fuzhou.hands import (
        NO_OPTIONS, bonuses, breakdown_json, claim, claimed, counted, flowers,
        listed_bonuses, options, reading_json, rules_json, score_hand, score_json,
        score_record, scored_hand, scored_record, wins_hand, wins_record, won_hand,
        won_record,
    )
    from paiju.api.fuzhou.table import (
        game, game_json, played, settle, settled, settlement_json,
    )

_EXPORTS = {
    **{name: "hands" for name in (
        "NO_OPTIONS", "bonuses", "breakdown_json", "claim", "claimed", "counted", "flowers",
        "listed_bonuses", "options", "reading_json", "rules_json", "score_hand", "score_json",
        "score_record", "scored_hand", "scored_record", "wins_hand", "wins_record",
        "won_hand", "won_record")},
    **{name: "table" for name in ("game", "game_json", "played", "settle", "settled",
                                  "settlement_json")},
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
