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
``paiju mcr replay``      :func:`replay` (a native record or a Botzone log; :mod:`.games`)
``paiju mcr legal``       :func:`legal`; :func:`to_botzone` / :func:`from_botzone` convert
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


_EXPORTS = {
    "explanation_json": "explanation", "not_counted_json": "explanation", "piece_json":
    "explanation", "witness_words": "explanation", "Choices": "records", "line_record":
    "records", "OPTION_FIELDS": "scoring", "SCORE_FIELDS": "scoring", "Scored": "scoring",
    "answer_bytes": "scoring", "answer_line": "scoring", "batch_options": "scoring",
    "score_hand": "scoring", "score_line": "scoring", "score_lines": "scoring",
    "score_partition": "scoring", "score_record": "scoring", "scored_hand": "scoring",
    "scored_line": "scoring", "scored_record": "scoring", "SHANTEN_FIELDS": "shanten",
    "Analysed": "shanten", "analysed_hand": "shanten", "analysed_line": "shanten",
    "analysed_record": "shanten", "shanten_hand": "shanten", "shanten_record": "shanten",
    "fan_json": "shapes", "payments_json": "shapes", "rules_json": "shapes",
    "situation_json": "shapes", "LANGUAGES": "fans", "POINT_VALUES": "fans", "fan_points":
    "fans", "fans_table": "fans", "rules_table": "switches", "WAITS_FIELDS": "waits",
    "Waited": "waits", "wait_json": "waits", "waited_hand": "waits", "waited_line": "waits",
    "waited_record": "waits", "waits_hand": "waits", "waits_record": "waits",
    "NOTHING_GIVEN": "paiju.grammar.mcr_records", "Given": "paiju.grammar.mcr_records",
    "replay": "games", "legal": "games", "to_botzone": "games", "from_botzone": "games",
    "convert_record": "convert", "game_queries": "convert", "replay_partition": "convert",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .explanation import (
        explanation_json as explanation_json, not_counted_json as not_counted_json,
        piece_json as piece_json, witness_words as witness_words,
    )
    from .games import (
        from_botzone as from_botzone, legal as legal, replay as replay, to_botzone as
        to_botzone,
    )
    from .convert import (
        convert_record as convert_record, game_queries as game_queries,
        replay_partition as replay_partition,
    )
    from .fans import (
        fan_points as fan_points, fans_table as fans_table, LANGUAGES as LANGUAGES,
        POINT_VALUES as POINT_VALUES,
    )
    from .records import Choices as Choices, line_record as line_record
    from .scoring import (
        answer_bytes as answer_bytes, answer_line as answer_line, batch_options as
        batch_options, OPTION_FIELDS as OPTION_FIELDS, SCORE_FIELDS as SCORE_FIELDS,
        score_hand as score_hand, score_line as score_line, score_lines as score_lines,
        score_partition as score_partition, score_record as score_record, Scored as Scored,
        scored_hand as scored_hand, scored_line as scored_line, scored_record as
        scored_record,
    )
    from .shanten import (
        Analysed as Analysed, analysed_hand as analysed_hand, analysed_line as
        analysed_line, analysed_record as analysed_record, SHANTEN_FIELDS as SHANTEN_FIELDS,
        shanten_hand as shanten_hand, shanten_record as shanten_record,
    )
    from .shapes import (
        fan_json as fan_json, payments_json as payments_json, rules_json as rules_json,
        situation_json as situation_json,
    )
    from .switches import rules_table as rules_table
    from .waits import (
        wait_json as wait_json, Waited as Waited, waited_hand as waited_hand, waited_line as
        waited_line, waited_record as waited_record, WAITS_FIELDS as WAITS_FIELDS,
        waits_hand as waits_hand, waits_record as waits_record,
    )
    from paiju.grammar.mcr_records import Given as Given, NOTHING_GIVEN as NOTHING_GIVEN
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = ["Analysed", "Choices", "Given", "LANGUAGES", "NOTHING_GIVEN", "OPTION_FIELDS",
           "POINT_VALUES", "SCORE_FIELDS", "SHANTEN_FIELDS", "Scored", "WAITS_FIELDS", "Waited",
           "analysed_hand", "analysed_line", "analysed_record", "answer_bytes", "answer_line",
           "batch_options", "convert_record", "explanation_json", "fan_json", "fan_points",
           "fans_table", "from_botzone", "game_queries", "legal", "line_record",
           "not_counted_json", "payments_json", "piece_json", "replay", "replay_partition",
           "rules_json", "rules_table", "score_hand", "score_line", "score_lines",
           "score_partition", "score_record", "scored_hand", "scored_line", "scored_record",
           "shanten_hand", "shanten_record", "situation_json", "to_botzone", "wait_json",
           "waited_hand", "waited_line", "waited_record", "waits_hand", "waits_record",
           "witness_words"]
"""Written out, so that a type checker reads the names as exported (the TYPE_CHECKING
imports above), as ``_EXPORTS`` loads them (``tests/test_api_mcr.py`` holds the three
alike)."""
