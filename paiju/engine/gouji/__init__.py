"""Gouji (够级): six players, two federations, four packs.

    >>> from paiju.grammar.gouji import parse_play
    >>> from paiju.engine.gouji import beats
    >>> beats(parse_play("3大花+2x10").normal_form(), parse_play("2小花+3x9").normal_form()).beats
    True
"""

from paiju.engine import lazy_exports

_EXPORTS = {
    # plays: normal form, beating, level cards, opening a point
    "Play": "plays", "NormalForm": "plays", "normal_form": "plays", "beats": "plays",
    "beats_play": "plays", "BeatOption": "rules", "is_level": "plays", "opens_point": "plays",
    "LEVEL_THRESHOLDS": "plays", "KILL_RATIOS": "plays", "OPENING_RULES": "plays",
    # the table and settlement
    "Team": "seats", "opposite": "seats", "partners": "seats",
    "point_tribute": "tribute", "Declaration": "tribute",
    "rank_deal": "places", "settle": "settling", "Deal": "settling", "play_game": "game",
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
