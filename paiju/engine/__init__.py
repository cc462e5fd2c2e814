"""The rules of every game: pure logic on domain objects — no click, no printing, no file
input or output, no notation reading.

What lives here: one package per game (:mod:`.gouji`, :mod:`.mcr`, :mod:`.fuzhou`,
:mod:`.sanchazi`), the pieces several games share (:mod:`.mahjong` for tiles, shapes, hands,
wild tiles and shanten; :mod:`.cardgame` for cards), and the rule-switch machinery every game
uses (:mod:`.rulebook`).  Every decision an answer shows — yes or no, winner, void, reason,
formula, tie-break — is made here, as data or a function, and so is the text that explains it.

Who may import it: :mod:`paiju.grammar` (to build domain objects), :mod:`paiju.cli`, tests
and users of the Python API.  Inside, a game imports the shared packages and
:mod:`paiju.errors`, never another game; the shared packages import no game.

Each game package exports its entry points lazily (``from paiju.engine.mcr import
score_hand``): importing one of them loads only the module that defines it, so a one-line
query never pays for the rest of the game.
"""

from __future__ import annotations

import importlib
from typing import Callable


def lazy_exports(package: str, exports: dict[str, str]) -> tuple[Callable[[str], object],
                                                                   Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for a package whose public names live in submodules:
    ``exports`` maps a public name to "module" or "module:attribute" (relative to the package,
    or a full ``paiju.…`` path for a name the package re-exports from a shared one).

    A type checker cannot follow this: each such package also imports every exported name
    under ``if TYPE_CHECKING:`` (``tests/test_typing.py`` holds the two lists together).  The
    lookup returns ``object``, not ``Any``, so a name missing there is no silent ``Any``."""

    def __getattr__(name: str) -> object:
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attribute = exports[name].partition(":")
        qualified = module if module.startswith("paiju.") else f"{package}.{module}"
        return getattr(importlib.import_module(qualified), attribute or name)

    def __dir__() -> list[str]:
        return sorted(exports)

    return __getattr__, __dir__
