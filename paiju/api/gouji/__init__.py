"""Gouji (够级) as records and questions: for every ``paiju gouji`` command that answers
something, one function — the record (a dict, as the command reads it) or the question's
notation in, the switches (``rules``: the ``--rule`` choices, ``(("option", "1"),)``) and
``explain``, the answer dict that ``--format json`` prints out, byte for byte once written
with :func:`paiju.api.jsonl.to_json`.

    >>> from paiju.api import gouji
    >>> gouji.beats("2大花", "1大花", rules=(("option", "1"),))["beats"]
    True
    >>> gouji.settle({"order": [3, 0, 4, 1, 2]})["points_by_seat"]
    [1, 0, -1, 2, 0, -2]

Bad input raises a :class:`~paiju.errors.PaijuError` (a :class:`~paiju.errors.RecordError`
names the field: ``paiju.api.jsonl.error_object`` writes it as a batch does), never a
command-line error.  The functions live in :mod:`.plays` (parse, beats, compare, level,
thresholds, opens), :mod:`.settlement` (tribute, tribute_matrix, score, settle, game),
:mod:`.hands` (respond, hand, burn, deal, table) and :mod:`.referee` (replay, legal, and
``replayed``: the referee after a record's actions); each is imported when first used, as
the commands are.  Each ``*_found`` function beside them gives its answer with the engine
objects it was made of (:class:`~paiju.api.worked.Worked`).
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports


_EXPORTS = {
    "Choices": "paiju.grammar.rule_records", "Worked": "paiju.api.worked",
    "parse": "plays", "beats": "plays", "compare": "plays", "level": "plays",
    "thresholds": "plays", "opens": "plays",
    "tribute": "settlement", "tribute_matrix": "settlement", "score": "settlement",
    "settle": "settlement", "game": "settlement",
    "respond": "hands", "hand": "hands", "burn": "hands", "deal": "hands", "table": "hands",
    "replay": "referee", "legal": "referee", "replayed": "referee",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .hands import burn as burn, deal as deal, hand as hand, respond as respond, table as table
    from .plays import (
        beats as beats, compare as compare, level as level, opens as opens, parse as parse,
        thresholds as thresholds,
    )
    from .referee import legal as legal, replay as replay, replayed as replayed
    from .settlement import (
        game as game, score as score, settle as settle, tribute as tribute, tribute_matrix
        as tribute_matrix,
    )
    from paiju.api.worked import Worked as Worked
    from paiju.grammar.rule_records import Choices as Choices
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
