"""MCR (国标麻将) as records: for every ``paiju mcr`` command, a record (a dict, as the
command's ``--batch`` reads it) or a hand in, the answer its ``--format json`` prints out —
from the very functions the command calls, so that the two cannot drift.

    >>> from paiju.api.mcr import score_record, score_lines, waits_record, shanten_record
    >>> score_record({"hand": "[234p][234p]22334p99s4p"})["total"]
    58
    >>> lines = ['{"id": 1, "hand": "[123m][EEEE]456p78s99s9s", "self_drawn": true}']
    >>> next(score_lines(lines))[:60]
    '{"id": 1, "hand": "[123m][EEEE]456p78s99s9s", "self_drawn": '
    >>> waits_record({"hand": "[123m][567p]55789sCC"})["unseen_total"]
    4
    >>> shanten_record({"id": 2, "hand": "19m19p19sESWNCFP"})["shanten"]["overall"]
    0

========================  ===============================  ================================
command                   a record in, its answer out      a HAND argument in, its answer
========================  ===============================  ================================
``paiju mcr score``       :func:`score_record`             :func:`score_hand`
``paiju mcr waits``       :func:`waits_record`             :func:`waits_hand`
``paiju mcr shanten``     :func:`shanten_record`           :func:`shanten_hand`
``paiju mcr fans``        :func:`fans_table` (``points``, ``lang``)
``paiju mcr rules``       :func:`rules_table`
========================  ===============================  ================================

* A record holds ``"hand"`` and the command's fields (:data:`SCORE_FIELDS`,
  :data:`WAITS_FIELDS`, :data:`SHANTEN_FIELDS`), and ``"id"``, echoed first.
* The command's options are ``given`` (the conditions of a win: ``--self-drawn``,
  ``--seat-wind``, …, a :class:`Given`) and ``rules`` (``--rule``: (switch, reading) pairs);
  :func:`batch_options` reads both from keywords written as a record's fields
  (``seat_wind="S"``, ``rules={"mixed-kongs": "official"}``).  A record's fields win over
  them.  ``explain`` is ``--explain`` (``waits`` explains in its table only: its JSON is the
  same).
* Bad input raises a :class:`~paiju.errors.PaijuError` (a
  :class:`~paiju.errors.RecordError` names the field); :func:`paiju.api.jsonl.error_object`
  turns it into the error object a batch writes.
* Scoring in bulk: :func:`score_line` (one line of JSON Lines), :func:`score_lines` (lines
  in, the JSON Lines the command prints out, error objects included) and
  :func:`score_partition` (the same, options as a record's fields: one call per partition
  of a distributed engine; ``examples/mcr-at-scale.md`` runs it on Dask).
* The parts an answer is made of, for a program that wants the engine's objects too:
  :func:`scored_record` / :func:`scored_line` / :func:`scored_hand` (a :class:`Scored`),
  :func:`waited_record` / :func:`waited_line` / :func:`waited_hand` (a :class:`Waited`),
  :func:`analysed_record` / :func:`analysed_line` / :func:`analysed_hand` (an
  :class:`Analysed`); each answer's ``as_dict()`` is the dict above.  The command line
  draws its tables from them.

The names live in submodules (:mod:`.scoring`, :mod:`.waits`, :mod:`.shanten`,
:mod:`.fans`, :mod:`.switches`, the shared JSON shapes in :mod:`.shapes` and :mod:`.explanation`) and are
loaded when first used: scoring a hand imports neither waits nor shanten.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

if TYPE_CHECKING:  # what a type checker sees; at run time each name is loaded when used
    from paiju.api.mcr.explanation import (
        explanation_json, not_counted_json, piece_json, witness_words,
    )
    from paiju.api.mcr.records import Choices, line_record
    from paiju.api.mcr.scoring import (
        OPTION_FIELDS, SCORE_FIELDS, Scored, answer_bytes, answer_line, batch_options,
        score_hand, score_line, score_lines, score_partition, score_record, scored_hand,
        scored_line, scored_record,
    )
    from paiju.api.mcr.shanten import (
        SHANTEN_FIELDS, Analysed, analysed_hand, analysed_line, analysed_record, shanten_hand,
        shanten_record,
    )
    from paiju.api.mcr.shapes import fan_json, payments_json, rules_json, situation_json
    from paiju.api.mcr.switches import rules_table
    from paiju.api.mcr.fans import LANGUAGES, POINT_VALUES, fan_points, fans_table
    from paiju.api.mcr.waits import (
        WAITS_FIELDS, Waited, wait_json, waited_hand, waited_line, waited_record, waits_hand,
        waits_record,
    )
    from paiju.grammar.mcr_records import NOTHING_GIVEN, Given

_EXPORTS = {
    **dict.fromkeys(("explanation_json", "not_counted_json", "piece_json", "witness_words"),
                    "explanation"),
    **dict.fromkeys(("Choices", "line_record"), "records"),
    **dict.fromkeys(("OPTION_FIELDS", "SCORE_FIELDS", "Scored", "answer_bytes", "answer_line",
                     "batch_options", "score_hand", "score_line", "score_lines",
                     "score_partition", "score_record", "scored_hand", "scored_line",
                     "scored_record"), "scoring"),
    **dict.fromkeys(("SHANTEN_FIELDS", "Analysed", "analysed_hand", "analysed_line",
                     "analysed_record", "shanten_hand", "shanten_record"), "shanten"),
    **dict.fromkeys(("fan_json", "payments_json", "rules_json", "situation_json"), "shapes"),
    **dict.fromkeys(("LANGUAGES", "POINT_VALUES", "fan_points", "fans_table"), "fans"),
    "rules_table": "switches",
    **dict.fromkeys(("WAITS_FIELDS", "Waited", "wait_json", "waited_hand", "waited_line",
                     "waited_record", "waits_hand", "waits_record"), "waits"),
    **dict.fromkeys(("NOTHING_GIVEN", "Given"), "paiju.grammar.mcr_records"),
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = ["Analysed", "Choices", "Given", "LANGUAGES", "NOTHING_GIVEN", "OPTION_FIELDS",
           "POINT_VALUES", "SCORE_FIELDS", "SHANTEN_FIELDS", "Scored", "WAITS_FIELDS",
           "Waited", "analysed_hand", "analysed_line", "analysed_record", "answer_bytes",
           "answer_line", "batch_options", "explanation_json", "fan_json", "fan_points",
           "fans_table", "line_record", "not_counted_json", "payments_json", "piece_json",
           "rules_json", "rules_table", "score_hand", "score_line", "score_lines",
           "score_partition", "score_record", "scored_hand", "scored_line", "scored_record",
           "shanten_hand", "shanten_record", "situation_json", "wait_json", "waited_hand",
           "waited_line", "waited_record", "waits_hand", "waits_record", "witness_words"]
"""Written out, so that a type checker reads the names as exported (the TYPE_CHECKING
imports above), as ``_EXPORTS`` loads them (``tests/test_api_mcr.py`` holds the three
alike)."""
