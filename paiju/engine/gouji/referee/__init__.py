"""The Gouji referee (gouji.md §18): replay a deal action by action, reject the first illegal
action, list the legal ones, and hand what happened to settlement.

    >>> from paiju.grammar.gouji import parse_hand, parse_play
    >>> from paiju.engine.gouji.referee import Referee, Setup, play_action, pass_action
    >>> hands = [parse_hand(text) for text in ("5x9+1x4", "5x10", "2x4", "1x3", "2x5", "1x6")]
    >>> referee = Referee(Setup(tuple(hands), leader=0))
    >>> referee.push(play_action(0, parse_play("5x9")))
    >>> referee.turn, [action.record() for action in referee.legal_actions()]
    (1, [{'seat': 1, 'pass': True}, {'seat': 1, 'play': '5x10'}])
    >>> referee.push(play_action(1, parse_play("5x10")))
    >>> referee.level, referee.facts().order
    (True, (1,))
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports


_EXPORTS = {
    "Referee": "state", "Setup": "state", "replay": "state", "level_asking": "state",
    "Action": "actions", "Kind": "actions", "Unplayable": "actions",
    "play_action": "actions", "burn_action": "actions", "pass_action": "actions",
    "yield_action": "actions", "wind_action": "actions",
    "Facts": "facts", "Event": "facts", "EventKind": "facts", "DeadLevel": "facts",
    "Head": "facts", "Outcome": "facts",
    "PlayEntry": "entries", "entry_for": "entries",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .actions import (
        Action as Action, burn_action as burn_action, Kind as Kind, pass_action as
        pass_action, play_action as play_action, Unplayable as Unplayable, wind_action as
        wind_action, yield_action as yield_action,
    )
    from .entries import entry_for as entry_for, PlayEntry as PlayEntry
    from .facts import (
        DeadLevel as DeadLevel, Event as Event, EventKind as EventKind, Facts as Facts, Head
        as Head, Outcome as Outcome,
    )
    from .state import (
        level_asking as level_asking, Referee as Referee, replay as replay, Setup as Setup,
    )
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
