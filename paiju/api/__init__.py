"""The Python API: records in, answers out — the JSON shapes the command line's batches write,
from the same functions, so that the two cannot drift.

    >>> from paiju.api.mcr import score_record
    >>> answer = score_record({"id": 7, "hand": "[123m][EEEE]456p78s99s9s", "self_drawn": True})
    >>> answer["id"], answer["total"], answer["payments"]["winner_receives"]
    (7, 15, 69)

What lives here, one package per game, one function per command (the record or the
question's notation in, the dict ``--format json`` prints out; bad input raises the
:mod:`paiju.errors` exception a batch turns into its error object):
:mod:`~paiju.api.gouji` (plays, hands, tribute, settlement, ``replay``/``legal`` of a
recorded deal and ``replayed``, the referee after it), :mod:`~paiju.api.mcr` (score,
waits, shanten, fans, rules; for scoring also JSON Lines and whole partitions of lines for
a distributed engine such as Dask), :mod:`~paiju.api.sanchazi` (types, beats, points,
happy money, respond, replay, legal), :mod:`~paiju.api.fuzhou` (wins, flowers, score,
claim, bonuses, settle, game); beside them :mod:`~paiju.api.worked` (what an answer is
made of: :class:`~paiju.api.worked.Worked`, the dict with its verdict and engine objects),
:mod:`~paiju.api.switches` (the ``rules`` listings) and :mod:`~paiju.api.jsonl` (answers
and errors as JSON text, byte for byte as the command line prints them).  It imports
:mod:`paiju.grammar` and :mod:`paiju.engine`, never :mod:`paiju.cli` or click
(``tests/test_architecture.py``): a worker of a cluster needs nothing else.  Who imports
it: the command line (``paiju.cli``, which only renders what it returns), programs, and
the examples (``examples/mcr-at-scale.md``).  ``docs/python-api.md`` shows each game.
"""
