"""Pure rules logic, one package per game: no click, no printing.

Each game package exports its entry points lazily (``from paiju.engine.mcr import
score_hand``): importing one of them loads only the module that defines it, so a one-line
query never pays for the rest of the game.  Notation text becomes domain objects through
:mod:`paiju.grammar` first; the command line uses exactly these functions.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable


def lazy_exports(package: str, exports: dict[str, str]) -> tuple[Callable[[str], Any],
                                                                   Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for a package whose public names live in submodules:
    ``exports`` maps a public name to "module" or "module:attribute" (relative to the package,
    or a full ``paiju.…`` path for a name the package re-exports from a shared one)."""

    def __getattr__(name: str) -> Any:
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attribute = exports[name].partition(":")
        qualified = module if module.startswith("paiju.") else f"{package}.{module}"
        return getattr(importlib.import_module(qualified), attribute or name)

    def __dir__() -> list[str]:
        return sorted(exports)

    return __getattr__, __dir__
