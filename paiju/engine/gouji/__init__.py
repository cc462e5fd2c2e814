"""Gouji (够级): six players, two federations, four packs (gouji.md).

What lives here: plays, their normal form and beating (:mod:`.plays`), seats and teams
(:mod:`.seats`), hands (:mod:`.hand`, :mod:`.hand_report`, :mod:`.respond`, :mod:`.burning`),
dealing and 上工 (:mod:`.dealing`), places and scores (:mod:`.places`), how a deal ends —
void, game over (:mod:`.ending`) —, tribute (:mod:`.tribute`), settling a deal
(:mod:`.settling`) and a game (:mod:`.game`), the rule book (:mod:`.rules`) and the rule texts
behind answers (:mod:`.reasons`).  It imports :mod:`paiju.engine.cardgame`, never another game;
:mod:`paiju.grammar` (``gouji``, ``gouji_records``, ``gouji_lines``) and :mod:`paiju.cli.gouji`
import it.

    >>> from paiju.grammar.gouji import parse_play
    >>> from paiju.engine.gouji import beats
    >>> beats(parse_play("3大花+2x10"), parse_play("2小花+3x9")).beats
    True
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

_EXPORTS = {
    # plays: normal form, beating, level cards, opening a point
    "Play": "plays", "NormalForm": "plays", "normal_form": "plays", "beats": "plays",
    "BeatOption": "rules", "is_level": "plays", "opens_point": "plays",
    "LEVEL_THRESHOLDS": "plays", "KILL_RATIOS": "plays", "OPENING_RULES": "plays",
    # the table and settlement
    "Team": "seats", "opposite": "seats", "partners": "seats",
    "point_tribute": "tribute", "Declaration": "tribute",
    "rank_deal": "places", "settle": "settling", "Deal": "settling", "play_game": "game",
    "score_finish": "ending", "is_void": "ending",
    # hands
    "Hand": "hand", "tribute_cards": "hand", "may_revolt": "hand",
    "responses": "respond", "level_plays": "respond", "hand_report": "hand_report",
    "burn": "burning", "deal": "dealing",
    # the rule book (§19) and the referee (§18)
    "RuleBook": "rules", "rule_book": "rules",
    "Referee": "referee.state", "Setup": "referee.state", "replay": "referee.state",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .burning import burn as burn
    from .dealing import deal as deal
    from .ending import is_void as is_void, score_finish as score_finish
    from .game import play_game as play_game
    from .hand import Hand as Hand, may_revolt as may_revolt, tribute_cards as tribute_cards
    from .hand_report import hand_report as hand_report
    from .places import rank_deal as rank_deal
    from .plays import (
        beats as beats, is_level as is_level, KILL_RATIOS as KILL_RATIOS, LEVEL_THRESHOLDS
        as LEVEL_THRESHOLDS, normal_form as normal_form, NormalForm as NormalForm,
        OPENING_RULES as OPENING_RULES, opens_point as opens_point, Play as Play,
    )
    from .referee.state import Referee as Referee, replay as replay, Setup as Setup
    from .respond import level_plays as level_plays, responses as responses
    from .rules import BeatOption as BeatOption, rule_book as rule_book, RuleBook as RuleBook
    from .seats import opposite as opposite, partners as partners, Team as Team
    from .settling import Deal as Deal, settle as settle
    from .tribute import Declaration as Declaration, point_tribute as point_tribute
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
