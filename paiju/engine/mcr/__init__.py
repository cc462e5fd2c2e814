"""Chinese Official Mahjong (MCR, 国标麻将): the 81 fans (+ the reference's 明暗杠), scoring
exactly as the ChineseOfficialMahjongHelper calculator does, and hand analysis.

    >>> from paiju.grammar.mcr import parse_hand
    >>> from paiju.engine.mcr import score_hand, Situation
    >>> hand, _ = parse_hand("[123m][EEEE]456p78s99s9s")
    >>> score_hand(hand, Situation(self_drawn=True)).total
    15
"""

from paiju.engine import lazy_exports

_EXPORTS = {
    "score_hand": "scoring:score", "Score": "scoring", "payments": "scoring",
    "Hand": "paiju.engine.mahjong.hand", "Meld": "paiju.engine.mahjong.hand",
    "Situation": "situation",
    "Fan": "fans", "EXCLUSIONS": "fans",
    "analyse": "analysis", "HandTiles": "analysis",
    "waits": "waits", "explain": "explain", "RuleBook": "rules", "rule_book": "rules",
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
