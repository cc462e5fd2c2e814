"""Chinese Official Mahjong (MCR, 国标麻将): the 81 fans (+ the reference's 明暗杠), scoring
exactly as the ChineseOfficialMahjongHelper calculator does, and hand analysis.

What lives here: the fan table and its exclusions (:mod:`.fans`, :mod:`.definitions`), the
situation of a win (:mod:`.situation`), scoring and payments (:mod:`.scoring`), the rule
switches (:mod:`.rules`), why a hand scores what it scores (:mod:`.explain`, :mod:`.reasons`),
waits and shanten by form (:mod:`.waits`, :mod:`.analysis`).  It imports
:mod:`paiju.engine.mahjong`, never Fuzhou Mahjong; :mod:`paiju.grammar` (``mcr``,
``mcr_records``) and :mod:`paiju.cli.mcr` import it.

    >>> from paiju.grammar.mcr import parse_hand
    >>> from paiju.engine.mcr import score_hand, Situation
    >>> hand, _ = parse_hand("[123m][EEEE]456p78s99s9s")
    >>> score_hand(hand, Situation(self_drawn=True)).total
    15
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

_EXPORTS = {
    "score_hand": "scoring:score", "Score": "scoring", "payments": "scoring",
    "Hand": "paiju.engine.mahjong.hand", "Meld": "paiju.engine.mahjong.hand",
    "Situation": "situation",
    "Fan": "fans", "EXCLUSIONS": "fans",
    "analyse": "analysis", "HandTiles": "analysis",
    "waits": "waits", "explain": "explain", "RuleBook": "rules", "rule_book": "rules",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .analysis import analyse as analyse, HandTiles as HandTiles
    from .explain import explain as explain
    from .fans import EXCLUSIONS as EXCLUSIONS, Fan as Fan
    from .rules import rule_book as rule_book, RuleBook as RuleBook
    from .scoring import payments as payments, score as _score_hand, Score as Score
    from .situation import Situation as Situation
    from .waits import waits as waits
    from paiju.engine.mahjong.hand import Hand as Hand, Meld as Meld
    score_hand = _score_hand
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
