# mypy: disallow-any-expr
"""A small program that uses paiju as a typed library (``tests/test_typing.py`` runs
``mypy --strict`` on it): every game's engine through its package's exports.

The line above makes any expression of type ``Any`` an error here, so an export a checker
cannot follow (a lazy ``__getattr__`` answering ``Any``) fails the check, and each result is
also held to the type its variable or return declares.  It runs as well
(``test_typing.py`` calls :func:`main`)."""

from __future__ import annotations

import random

from paiju.engine.fuzhou import Win, score, winner_flowers
from paiju.engine.gouji import BeatOption, NormalForm, Play, beats, rule_book
from paiju.engine.gouji.referee import Action, Referee, Setup, pass_action, play_action
from paiju.engine.mcr import Score, Situation, score_hand
from paiju.engine.mcr.game import Referee as McrReferee
from paiju.engine.mcr.game import Setup as McrSetup
from paiju.engine.mcr.game.selfplay import choose as mcr_choose
from paiju.engine.mcr.game.selfplay import shuffled_wall
from paiju.engine.sanchazi import beats as sanchazi_beats
from paiju.engine.sanchazi.referee import Referee as SanchaziReferee
from paiju.engine.sanchazi.referee import Setup as SanchaziSetup
from paiju.engine.sanchazi.referee import play_action as sanchazi_play
from paiju.grammar import fuzhou as fuzhou_notation
from paiju.grammar import gouji as gouji_notation
from paiju.grammar import mcr as mcr_notation
from paiju.grammar import sanchazi as sanchazi_notation


def gouji_beats(new: str, old: str) -> bool:
    """Does one Gouji play beat another (§6.2, under the rule book of option 1)?"""
    new_play: Play = gouji_notation.parse_play(new)
    old_play: Play = gouji_notation.parse_play(old)
    form: NormalForm = new_play.normal_form()
    assert form.base_count <= new_play.size
    return beats(new_play, old_play, rule_book((("option", str(BeatOption.SAME_LENGTH.value)),))).beats


def gouji_referee() -> tuple[int, int, bool]:
    """Drive a Gouji referee: push a lead and the answer, then list the legal actions."""
    hands = tuple(gouji_notation.parse_hand(text)
                  for text in ("5x9+1x4", "5x10", "2x4", "1x3", "2x5", "1x6"))
    referee: Referee = Referee(Setup(hands, leader=0, rules=rule_book()))
    lead: Play = gouji_notation.parse_play("5x9")
    referee.push(play_action(0, lead))
    legal: list[Action] = referee.legal_actions()
    referee.push(play_action(1, gouji_notation.parse_play("5x10")))
    turn = referee.turn
    if turn is None:  # the deal is over: nobody is to act
        raise AssertionError("the deal goes on")
    after: Action = pass_action(turn)
    return len(legal), after.seat, referee.level


def mcr_total(text: str, self_drawn: bool) -> int:
    hand, _ = mcr_notation.parse_hand(text)
    result: Score = score_hand(hand, Situation(self_drawn=self_drawn))
    return result.total


def fuzhou_per_payer(text: str, gold_text: str) -> int:
    gold = fuzhou_notation.parse_gold(gold_text)
    hand = fuzhou_notation.parse_hand(text, gold)
    return score(hand, gold, winner_flowers(hand), Win(self_drawn=True)).per_payer


def sanchazi_beats_play(new: str, old: str) -> bool:
    new_shape = sanchazi_notation.parse_legal_play(new).shape
    old_shape = sanchazi_notation.parse_legal_play(old).shape
    if new_shape is None or old_shape is None:  # a legal play has a shape
        raise AssertionError("parse_legal_play read an illegal play")
    return sanchazi_beats(new_shape, old_shape).beats


def sanchazi_referee() -> tuple[int, ...]:
    """Drive a Sanchazi referee: the finishing order after two plays."""
    hands = tuple(sanchazi_notation.parse_hand(text) for text in ("88 K", "99", "JJ 5", "3"))
    referee = SanchaziReferee(SanchaziSetup(hands, leader=0))
    referee.push(sanchazi_play(0, sanchazi_notation.parse_play("88")))
    referee.push(sanchazi_play(1, sanchazi_notation.parse_play("99")))
    order: tuple[int, ...] = referee.facts().order
    return order


def mcr_game() -> tuple[str, int, int]:
    """Play an MCR game between the self-play bots: its result, the sum of its scores, its
    actions."""
    rng = random.Random(11)
    referee = McrReferee(McrSetup.from_wall(0, shuffled_wall(rng, False)))
    while not referee.is_over() and referee.passed() is None:
        referee.push(mcr_choose(referee, rng))
    outcome = referee.outcome() or referee.passed()
    if outcome is None:
        raise AssertionError("a self-played game ends")
    return outcome.result, sum(outcome.scores), len(referee.actions)


def main() -> dict[str, object]:
    return {
        "gouji beats": gouji_beats("3大花+2x10", "2小花+3x9"),
        "gouji referee": gouji_referee(),
        "mcr total": mcr_total("[123m][EEEE]456p78s99s9s", self_drawn=True),
        "mcr game": mcr_game(),
        "fuzhou per payer": fuzhou_per_payer("123m 456m 789m 234s 金金 678p", "5p"),
        "sanchazi beats": sanchazi_beats_play("999QQ", "888JJ"),
        "sanchazi referee": sanchazi_referee(),
    }


if __name__ == "__main__":
    print(main())
