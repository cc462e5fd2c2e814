"""Fuzhou Mahjong (福州麻将): flowers, the gold (金) wild tile, bonus hands and payments.

Rules: ``fuzhou-mahjong.md`` (seed 002, sections 1.1–1.8).  Modules: :mod:`.flowers` (the
flower count), :mod:`.gold` (reading a hand with its golds wild), :mod:`.scoring` (bonus hands
and who pays what), :mod:`.payments` (the payment formulas, as data), :mod:`.rules` (the
rule switches and their book), :mod:`.table` (banker succession and claims on one discard),
:mod:`.claims` (who wins a discard, and why), :mod:`.reasons` (why a hand does or does not
win, gold by gold), :mod:`.supply` (what several hands hold together), :mod:`.settling` (one
hand at a four-seat table: the ledger) and :mod:`.game` (hands one after another: running
totals and the banker succession).  It imports :mod:`paiju.engine.mahjong`, never MCR;
:mod:`paiju.grammar` (``fuzhou``, ``fuzhou_records``, ``fuzhou_table``) and
:mod:`paiju.cli.fuzhou` import it.

    >>> from paiju.grammar.fuzhou import parse_gold, parse_hand
    >>> from paiju.engine.fuzhou import score, winner_flowers, Win
    >>> gold = parse_gold("5p")
    >>> hand = parse_hand("123m 456m 789m 234s 金金 678p", gold)
    >>> result = score(hand, gold, winner_flowers(hand), Win(self_drawn=True))
    >>> result.bonus.name_zh if result.bonus else None, result.per_payer
    ('金雀', 71)
"""

from typing import TYPE_CHECKING

from paiju.engine import lazy_exports

_EXPORTS = {
    "score": "scoring", "Win": "scoring", "Rules": "scoring", "check_win": "scoring",
    "read_hand": "gold", "count_flowers": "flowers", "winner_flowers": "flowers",
    "next_banker": "table", "discard_winner": "table", "Banker": "table",
    "judge_discard": "claims",
    "RuleBook": "rules", "rule_book": "rules", "SWITCHES": "rules",
    "TableHand": "settling", "WinningHand": "settling", "settle": "settling",
    "play_game": "game", "check_supply": "supply", "check_claim_supply": "supply",
}
if TYPE_CHECKING:  # the real types for a checker; at run time the names stay lazy
    from .claims import judge_discard as judge_discard
    from .flowers import count_flowers as count_flowers, winner_flowers as winner_flowers
    from .game import play_game as play_game
    from .gold import read_hand as read_hand
    from .rules import rule_book as rule_book, RuleBook as RuleBook, SWITCHES as SWITCHES
    from .scoring import check_win as check_win, Rules as Rules, score as score, Win as Win
    from .settling import settle as settle, TableHand as TableHand, WinningHand as WinningHand
    from .supply import check_claim_supply as check_claim_supply, check_supply as check_supply
    from .table import (
        Banker as Banker, discard_winner as discard_winner, next_banker as next_banker,
    )
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
__all__ = sorted(_EXPORTS)
