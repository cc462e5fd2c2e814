"""The MCR game referee (mcr-game.md): one game as the Botzone judge plays it, action by
action — the wall as four quarters, the deal with flowers, draws, discards, the claim window,
kongs, robbing, the wall running out — and its end scored by the MCR calculator
(:mod:`paiju.engine.mcr.scoring`).

    >>> from paiju.engine.mcr.game import Referee, Setup
    >>> from paiju.engine.mcr.game.tiles import CODES
    >>> referee = Referee(Setup.from_wall(0, tuple(sorted(CODES[name] for name in CODES
    ...                                              if name[0] != "H") * 4)))
    >>> referee.turn, [action.written for action in referee.legal_actions()]
    (0, ['seat 0 draw T3'])
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

_EXPORTS = {
    "Referee": "state", "Event": "state", "Phase": "state",
    "Setup": "wall", "Action": "actions", "Kind": "actions",
    "Outcome": "ending", "Win": "ending",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .actions import Action as Action, Kind as Kind
    from .ending import Outcome as Outcome, Win as Win
    from .state import Event as Event, Phase as Phase, Referee as Referee
    from .wall import Setup as Setup
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
