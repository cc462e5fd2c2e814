"""The Sanchazi referee (sanchazi.md §10): replay a deal action by action, reject the first
illegal action, list the legal ones, and say what the deal produced — the finishing order
with 上游 and 下游, the lift, the points taken trick by trick, happy money as it happened.

    >>> from paiju.grammar.sanchazi import parse_hand, parse_play
    >>> from paiju.engine.sanchazi.referee import Referee, Setup, play_action, pass_action
    >>> hands = tuple(parse_hand(text) for text in ("88 K", "99", "JJ 5", "3"))
    >>> referee = Referee(Setup(hands, leader=0))
    >>> referee.push(play_action(0, parse_play("88")))
    >>> [action.record() for action in referee.legal_actions()]
    [{'seat': 1, 'pass': True}, {'seat': 1, 'play': '99'}]
    >>> referee.push(play_action(1, parse_play("99")))
    >>> referee.facts().order, referee.turn
    ((1,), 2)
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

if TYPE_CHECKING:  # what the lazy exports are, for a type checker
    from paiju.engine.sanchazi.referee.actions import (
        Action, Kind, pass_action, play_action, unplayable_action,
    )
    from paiju.engine.sanchazi.referee.facts import (
        TEAMS, Event, EventKind, Facts, HappyPayment, Outcome, Trick, team_of,
    )
    from paiju.engine.sanchazi.referee.state import Laid, Referee, Setup, replay

_EXPORTS = {
    "Referee": "state", "Setup": "state", "replay": "state", "Laid": "state",
    "Action": "actions", "Kind": "actions", "play_action": "actions",
    "pass_action": "actions", "unplayable_action": "actions",
    "Facts": "facts", "Event": "facts", "EventKind": "facts", "Trick": "facts", "Outcome": "facts",
    "HappyPayment": "facts", "TEAMS": "facts", "team_of": "facts",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .state import Referee as Referee, Setup as Setup, replay as replay, Laid as Laid
    from .actions import (
        Action as Action, Kind as Kind, play_action as play_action, pass_action as pass_action,
        unplayable_action as unplayable_action,
    )
    from .facts import (
        Facts as Facts, Event as Event, EventKind as EventKind, Trick as Trick,
        HappyPayment as HappyPayment, TEAMS as TEAMS, team_of as team_of,
    )
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
