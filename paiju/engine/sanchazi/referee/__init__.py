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


_EXPORTS = {
    "Referee": "state", "Setup": "state", "replay": "state", "Laid": "state",
    "Action": "actions", "Kind": "actions", "play_action": "actions",
    "pass_action": "actions", "unplayable_action": "actions",
    "Facts": "facts", "Event": "facts", "EventKind": "facts", "Trick": "facts", "Outcome": "facts",
    "HappyPayment": "facts", "TEAMS": "facts", "team_of": "facts",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .actions import (
        Action as Action, Kind as Kind, pass_action as pass_action, play_action as
        play_action, unplayable_action as unplayable_action,
    )
    from .facts import (
        Event as Event, EventKind as EventKind, Facts as Facts, HappyPayment as
        HappyPayment, Outcome as Outcome, team_of as team_of, TEAMS as TEAMS, Trick as Trick,
    )
    from .state import Laid as Laid, Referee as Referee, replay as replay, Setup as Setup
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
