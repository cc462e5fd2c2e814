"""Start-up: what lives as long as the process is made with the cyclic collector paused.

:func:`importing` is the pause :mod:`paiju.cli.startup` explains, here so that the grammars
can use it too: a grammar built on first use (pyparsing imported with it, then its elements:
some ten thousand objects, none of them garbage) is built inside it, as a command's modules
are imported inside it.  This module imports only :mod:`gc` and :mod:`contextlib` (not
:mod:`typing`: the pause is for it too).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

TYPE_CHECKING = False  # not typing's: this module comes before typing is imported (paused)
if TYPE_CHECKING:
    from functools import _lru_cache_wrapper
    from typing import TypeVar

    T = TypeVar("T")


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


def built(build: _lru_cache_wrapper[T]) -> T:
    """``build()``, a builder cached with :func:`functools.cache`: its first call (the one
    that builds) made inside :func:`importing`, every later one plain — a block of
    :func:`importing` freezes whatever is alive, so it must not run for every text read."""
    if build.cache_info().currsize:
        return build()
    with importing():
        return build()
