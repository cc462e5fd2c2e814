"""The Python API: records in, answers out — the JSON shapes the command line's batches write,
from the same functions, so that the two cannot drift.

    >>> from paiju.api.mcr import score_record
    >>> answer = score_record({"id": 7, "hand": "[123m][EEEE]456p78s99s9s", "self_drawn": True})
    >>> answer["id"], answer["total"], answer["payments"]["winner_receives"]
    (7, 15, 69)

What lives here: :mod:`~paiju.api.mcr` (every ``paiju mcr`` command — score, waits,
shanten, fans, rules — as a record or a hand in and its answer out; for scoring, also JSON
Lines and whole partitions of lines for a distributed engine such as Dask), and
:mod:`~paiju.api.jsonl` (answers and errors as JSON text, byte for byte as the command line
prints them).  It imports :mod:`paiju.grammar` and :mod:`paiju.engine`, never
:mod:`paiju.cli` or click: a worker of a cluster needs nothing else.  Who imports it: the
command line (``paiju.cli``), programs, and the examples (``examples/mcr-at-scale.md``).
"""
