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


_EXPORTS = {
    "NO_OPTIONS": "hands", "bonuses": "hands", "breakdown_json": "hands", "claim": "hands",
    "claimed": "hands", "counted": "hands", "flowers": "hands", "listed_bonuses": "hands",
    "options": "hands", "reading_json": "hands", "rules_json": "hands", "score_hand":
    "hands", "score_json": "hands", "score_record": "hands", "scored_hand": "hands",
    "scored_record": "hands", "wins_hand": "hands", "wins_record": "hands", "won_hand":
    "hands", "won_record": "hands", "game": "table", "game_json": "table", "played":
    "table", "settle": "table", "settled": "table", "settlement_json": "table",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .hands import (
        bonuses as bonuses, breakdown_json as breakdown_json, claim as claim, claimed as
        claimed, counted as counted, flowers as flowers, listed_bonuses as listed_bonuses,
        NO_OPTIONS as NO_OPTIONS, options as options, reading_json as reading_json,
        rules_json as rules_json, score_hand as score_hand, score_json as score_json,
        score_record as score_record, scored_hand as scored_hand, scored_record as
        scored_record, wins_hand as wins_hand, wins_record as wins_record, won_hand as
        won_hand, won_record as won_record,
    )
    from .table import (
        game as game, game_json as game_json, played as played, settle as settle, settled as
        settled, settlement_json as settlement_json,
    )
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
