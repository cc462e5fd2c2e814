"""Ningguo Sanchazi (宁国三叉子): four players in two teams, three packs, forks and bombs.

What lives here: ``card_types`` (what a play is), ``beating`` (what beats what),
``scoring`` (score cards and happy money), ``respond`` (every play of a hand that beats a
play), ``reasons`` (what a type is and what beats it, in words), ``referee`` (a deal played
action by action: ``Referee``, ``Setup``, ``replay``).  It imports
:mod:`paiju.engine.cardgame`, never Gouji; :mod:`paiju.grammar.sanchazi` and
:mod:`paiju.cli.sanchazi` import it.

    >>> from paiju.grammar.sanchazi import parse_legal_play
    >>> from paiju.engine.sanchazi import beats
    >>> beats(parse_legal_play("999QQ").shape, parse_legal_play("888JJ").shape).beats
    True
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

_EXPORTS = {
    "classify": "card_types", "Rules": "card_types", "CARD_TYPES": "card_types",
    "beats": "beating", "responses": "respond", "points": "scoring",
    "happy_money": "scoring",
    # the referee (§10), exported where Gouji's is
    "Referee": "referee.state", "Setup": "referee.state", "replay": "referee.state",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .beating import beats as beats
    from .card_types import CARD_TYPES as CARD_TYPES, classify as classify, Rules as Rules
    from .referee.state import Referee as Referee, replay as replay, Setup as Setup
    from .respond import responses as responses
    from .scoring import happy_money as happy_money, points as points
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
