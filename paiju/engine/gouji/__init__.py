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
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
