"""Start-up of one-shot queries: modules are imported with the cyclic garbage collector paused.

A one-shot query (``paiju mcr score HAND``) is mostly start-up, and start-up is mostly
importing: click, pyparsing, tabulate and paiju's own modules make some hundred thousand
objects (functions, classes, grammars, rule tables), none of them garbage.  While they are
made the collector runs again and again and walks the older ones each time — some 7 ms of a
query's 120-160 ms, and more as the heap grows (``benchmarks/startup.py``).

:class:`importing` pauses the collector while modules are imported, then moves what they made
out of its sight (``gc.freeze``: modules live as long as the process), so that no collection
walks them again; a batch does the same with what it keeps
(:func:`paiju.cli.jobs.kept_out_of_sight`).
Pausing alone would not do: the first collection after it would walk everything at once.
Used where the command line imports: the top of :mod:`paiju.cli` (click), a command's module
on first use (:class:`paiju.cli.LazyGroup`), tabulate before the first table.  This module
imports only :mod:`gc` and :mod:`contextlib` (which Python's own start-up has loaded), so that
it can come before click.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def importing() -> Iterator[None]:
    """``with importing(): import …`` — the collector paused while the block runs and what
    it made frozen after it; a collector paused already (a nested block, a caller's
    ``gc.disable()``) stays paused."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
