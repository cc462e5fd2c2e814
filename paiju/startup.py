"""Start-up: what lives as long as the process is made with the cyclic collector paused.

:func:`importing` is the pause :mod:`paiju.cli.startup` explains, here so that the grammars
can use it too: a grammar built on first use (pyparsing imported with it, then its elements:
some ten thousand objects, none of them garbage) is built inside it, as a command's modules
are imported inside it.  This module imports only :mod:`gc` and :mod:`contextlib`.
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
