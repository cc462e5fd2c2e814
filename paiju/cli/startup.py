"""Start-up of one-shot queries: modules are imported with the cyclic garbage collector paused.

A one-shot query (``paiju mcr score HAND``) is mostly start-up, and start-up is mostly
importing: click, pyparsing, tabulate and paiju's own modules make some hundred thousand
objects (functions, classes, grammars, rule tables), none of them garbage.  While they are
made the collector runs again and again and walks the older ones each time — some 7 ms of a
query's 120-160 ms, and more as the heap grows (``benchmarks/startup.py``).

:func:`importing` (:mod:`paiju.startup`, where the grammars use it too, building on first
use) pauses the collector while modules are imported, then moves what they made
out of its sight (``gc.freeze``: modules live as long as the process), so that no collection
walks them again; a batch does the same with what it keeps
(:func:`paiju.cli.jobs.kept_out_of_sight`).
Pausing alone would not do: the first collection after it would walk everything at once.
Used where the command line imports: the top of :mod:`paiju.cli` (click), a command's module
on first use (:class:`paiju.cli.LazyGroup`), tabulate before the first table; a grammar's
first use (pyparsing and the elements).  This module imports only :mod:`sys`,
:mod:`contextlib` and :mod:`types` (which Python's own start-up has loaded), so that it can
come before click.

:func:`without_metadata` keeps :mod:`importlib.metadata` out of a one-shot query: tabulate
imports it only to set its own ``__version__``, and it costs a query some 20-30 ms (the
``email`` and ``zipfile`` modules behind it); paiju's own version is a constant
(``paiju --version``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

from paiju.startup import importing as importing  # re-exported: the command line's one pause


@contextmanager
def without_metadata() -> Iterator[None]:
    """``with without_metadata(): import tabulate`` — while the block runs, a module that asks
    :mod:`importlib.metadata` for a distribution's version gets a stand-in that knows none
    (``PackageNotFoundError``: tabulate's ``__version__`` is then ``"unknown"``), so that the
    real one and the modules behind it are not imported.  Where it is imported already (a
    test run, a program using the Python API), the block changes nothing; after the block a
    later ``import importlib.metadata`` gets the real one."""
    if "importlib.metadata" in sys.modules:
        yield
        return
    stand_in = ModuleType("importlib.metadata", "A stand-in while tabulate is imported "
                                                "(paiju.cli.startup.without_metadata).")

    class PackageNotFoundError(ModuleNotFoundError):
        """No distribution's metadata is read while the stand-in is in place."""

    def version(distribution_name: str) -> str:
        raise PackageNotFoundError(distribution_name)

    stand_in.PackageNotFoundError = PackageNotFoundError  # type: ignore[attr-defined]
    stand_in.version = version  # type: ignore[attr-defined]
    sys.modules["importlib.metadata"] = stand_in
    try:
        yield
    finally:
        if sys.modules.get("importlib.metadata") is stand_in:
            del sys.modules["importlib.metadata"]
