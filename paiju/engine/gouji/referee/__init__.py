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

if TYPE_CHECKING:  # what the lazy exports are, for a type checker
    from paiju.engine.gouji.referee.actions import (
        Action, Kind, Unplayable, burn_action, pass_action, play_action, wind_action,
        yield_action,
    )
    from paiju.engine.gouji.referee.entries import PlayEntry, entry_for
    from paiju.engine.gouji.referee.facts import (
        DeadLevel, Event, EventKind, Facts, Head, Outcome,
    )
    from paiju.engine.gouji.referee.state import Referee, Setup, level_asking, replay

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
    from .state import (
        Referee as Referee, Setup as Setup, replay as replay, level_asking as level_asking,
    )
    from .actions import (
        Action as Action, Kind as Kind, Unplayable as Unplayable, play_action as play_action,
        burn_action as burn_action, pass_action as pass_action, yield_action as yield_action,
        wind_action as wind_action,
    )
    from .facts import (
        Facts as Facts, Event as Event, EventKind as EventKind, DeadLevel as DeadLevel,
        Head as Head,
    )
    from .entries import PlayEntry as PlayEntry, entry_for as entry_for
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
