"""Seeded random self-play of whole Sanchazi deals: the referee's tests and benchmark, and the
positions the trainer (``paiju sanchazi quiz``) cuts out of a deal.

A deal starts from the 162 cards of three packs, suits written, dealt 41/41/40/40 from the
leader (``engine/sanchazi/dealing.py``; sanchazi.md leaves the deal open).  Some deals give
one seat the three big jokers, or all six jokers, so that happy money, its deal-ending
exception and the six-joker case really happen.  Then every seat to act picks one of its
legal actions at random, biased so that what the rules regulate happens: in half the deals a
three-joker fork is played as soon as it can be, in the others its jokers are kept for the
seat's very last play (so that the deal-ending exception of §7 happens); a follower passes
about a third of the time (so that a seat that passed plays later in the same trick), and
otherwise plays at random.  :func:`self_play`
returns the record (as JSON would carry it), the finished referee, the actions, and a tally
of what happened.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from paiju.api.teaching import SelfPlayed
from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.sanchazi.card_types import Cards
from paiju.engine.sanchazi.dealing import deal
from paiju.engine.sanchazi.referee.actions import Action, Kind
from paiju.engine.sanchazi.referee.facts import PARTNER
from paiju.engine.sanchazi.referee.state import Referee, Setup
from paiju.engine.sanchazi.rules import SWITCHBOARD, RuleBook

__all__ = ["Game", "JOKERS", "MAX_ACTIONS", "books", "choose", "hoard", "played_cards",
           "random_setup", "self_play"]

MAX_ACTIONS = 5000
JOKERS = (Rank.BIG_JOKER, Rank.SMALL_JOKER)


Game = SelfPlayed[Referee, Action]
"""A self-played deal: its record, the finished referee, the actions, the tally."""


def books() -> list[RuleBook]:
    """Every combination of the Sanchazi switches."""
    return [SWITCHBOARD.book([("wings-share-ranks", wings), ("last-hand", last)])
            for wings in ("no", "yes") for last in ("deal", "own")]


def hoard(hands: list[Cards], seat: int, ranks: tuple[Rank, ...],
          rng: random.Random) -> list[Cards]:
    """Swap cards so that ``seat`` holds every joker of ``ranks`` (three of each kind)."""
    held = [list(hand.cards) for hand in hands]
    for rank in ranks:
        for other in range(4):
            if other == seat:
                continue
            for card in [card for card in held[other] if card.rank == rank]:
                mine = rng.choice([c for c in held[seat] if not c.rank.is_joker])
                held[seat].remove(mine)
                held[other].remove(card)
                held[seat].append(card)
                held[other].append(mine)
    return [Cards(tuple(cards)) for cards in held]


def random_setup(rng: random.Random, rules: RuleBook) -> Setup:
    leader = rng.randrange(4)
    hands = list(deal(rng, leader))
    luck = rng.random()
    if luck < 0.25:
        hands = hoard(hands, rng.randrange(4), JOKERS, rng)
    elif luck < 0.5:
        hands = hoard(hands, rng.randrange(4), (rng.choice(JOKERS),), rng)
    return Setup(tuple(hands), leader, base=rng.randint(1, 3), rules=rules)


def _is_joker_fork(action: Action) -> bool:
    play = action.play
    return (play is not None and play.size == 3 and len(play.counts) == 1
            and play.cards[0].rank.is_joker)


def _keeps_jokers(action: Action, referee: Referee) -> bool:
    """Does ``action`` leave the seat's jokers alone, or play them as its whole hand?"""
    play = action.play
    return (play is None or not any(card.rank.is_joker for card in play.cards)
            or play.size == referee.hand(action.seat).size)


def choose(referee: Referee, rng: random.Random, saver: bool) -> Action:
    legal = referee.legal_actions()
    if saver:
        legal = [action for action in legal if _keeps_jokers(action, referee)] or legal
        last = [action for action in legal if action.play is not None
                and action.play.size == referee.hand(action.seat).size]
        if last:
            return rng.choice(last)
    forks = [action for action in legal if _is_joker_fork(action)]
    if forks and (saver or rng.random() < 0.7):
        return rng.choice(forks)
    if legal[0].kind is Kind.PASS:
        if len(legal) == 1 or rng.random() < 0.35:
            return legal[0]
        return rng.choice(legal[1:])
    return rng.choice(legal)


def self_play(seed: int, rules: RuleBook) -> Game:
    rng = random.Random(seed)
    setup = random_setup(rng, rules)
    referee = Referee(setup)
    actions: list[Action] = []
    tally: Counter[str] = Counter()
    passed_in_trick: set[int] = set()
    trick = 0
    saver = rng.random() < 0.5
    while not referee.over:
        if len(actions) >= MAX_ACTIONS:
            raise AssertionError(f"seed {seed}: the deal does not end")
        action = choose(referee, rng, saver)
        if referee.tricks != trick:
            trick, passed_in_trick = referee.tricks, set()
        referee.push(action)
        actions.append(action)
        if action.kind is Kind.PASS:
            passed_in_trick.add(action.seat)
        else:
            if action.seat in passed_in_trick:
                tally["played after passing in the trick"] += 1
            tally[f"played {referee.top.shape.type.name}"] += 1
    facts = referee.facts()
    tally["deals"] += 1
    tally["lift"] += facts.lift is not None
    for done in facts.tricks:
        if done.next_leader is not None and done.next_leader != done.winner:
            assert done.next_leader == PARTNER[done.winner]
            tally["接风 to the partner"] += 1
    for paid in facts.happy_money:
        tally["happy money paid" if paid.money.per_payer else "happy money forfeited"] += 1
        tally["six jokers"] += paid.six_jokers
    record = {"hands": [hand.written for hand in setup.hands], "leader": setup.leader,
              "base": setup.base, "actions": [action.record() for action in actions]}
    if rules.readings:
        record["rules"] = dict(rules.readings)
    return Game(record, referee, actions, tally)


def played_cards(referee: Referee) -> list[Counter[Card]]:
    """The cards each seat laid on the table, as the referee took them from its hand."""
    played: list[Counter[Card]] = [Counter() for _ in range(4)]
    for done in referee.facts().tricks:
        for seat, cards in done.actions:
            if cards is not None:
                played[seat].update(cards.cards)
    for seat, cards in referee.facts().table:
        if cards is not None:
            played[seat].update(cards.cards)
    return played
