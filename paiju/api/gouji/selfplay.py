"""Seeded random self-play of whole Gouji deals: the referee's tests and benchmark, and the
positions the trainer (``paiju gouji quiz``) cuts out of a deal.

A deal starts from 216 cards dealt 36 to a seat (``engine/gouji/dealing.py``); in 憋三 mode the
3s are bought first (``table_report``).  Some deals get a revolutionary: its 钱 and flowers
are swapped for other seats' natural cards so that it may revolt, and it chooses 要头 or 无头
at random.  Then every seat to act picks one of its legal actions at random, biased so that
what §18 regulates really happens: level cards are led, burns, yields and 接风 requests are
taken when offered, a 底牌 that is a level card is hooked by its 对家, and a burner now and
then breaks its burn.  :func:`self_play` returns the record (as JSON would carry it), the
finished referee, the actions, and a tally of what happened.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from paiju.api.teaching import SelfPlayed
from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.dealing import deal, table_report
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.referee.actions import Action, Kind
from paiju.engine.gouji.referee.entries import PlayEntry
from paiju.engine.gouji.referee.facts import EventKind, Head
from paiju.engine.gouji.referee.state import OPP, Referee, Setup
from paiju.engine.gouji.rules import DEFAULT, RuleBook, SWITCHBOARD

__all__ = ["BLOCKERS", "Game", "MAX_ACTIONS", "books", "choose", "gather_flowers",
           "give_away_blockers", "random_setup", "record_of", "self_play", "tally_of"]

BLOCKERS = (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)
MAX_ACTIONS = 5000


Game = SelfPlayed[Referee, Action]
"""A self-played deal: its record, the finished referee, the actions, the tally."""


def give_away_blockers(hands: list[Hand], rebel: int, rng: random.Random) -> list[Hand]:
    """Swap every 钱 and flower of ``rebel`` for a natural card of another seat."""
    hands = list(hands)
    for card in [card for card in hands[rebel].cards if card.rank in BLOCKERS]:
        other = rng.choice([seat for seat in range(6) if seat != rebel])
        naturals = [mine for mine in hands[other].cards if mine.rank.is_natural]
        taken = rng.choice(naturals)
        hands[rebel] = hands[rebel].exchange(card, taken)
        hands[other] = hands[other].exchange(taken, card)
    return hands


def gather_flowers(hands: list[Hand], hoarder: int, rng: random.Random, wanted: int,
                   kind: Rank, keep: tuple[int, ...] = ()) -> list[Hand]:
    """Swap natural cards of ``hoarder`` for other seats' flowers of ``kind`` until it holds
    ``wanted`` of them (taking none from the seats in ``keep``)."""
    hands = list(hands)
    while hands[hoarder].count(kind) < wanted:
        holders = [seat for seat in range(6) if seat != hoarder and seat not in keep
                   and hands[seat].count(kind)]
        if not holders:
            break
        other = rng.choice(holders)
        flower = next(card for card in hands[other].cards if card.rank is kind)
        natural = rng.choice([card for card in hands[hoarder].cards if card.rank.is_natural
                              and card.rank is not Rank.THREE])
        hands[hoarder] = hands[hoarder].exchange(natural, flower)
        hands[other] = hands[other].exchange(flower, natural)
    return hands


def random_setup(rng: random.Random, rules: RuleBook = DEFAULT, mode: Mode | None = None,
                 revolution_chance: float = 0.25, hoarders: tuple[int, ...] = ()) -> Setup:
    """A legal set-up of a full table (redealt until it is one); the ``hoarders`` are given
    three or four 小花, and their 对家 two 大花."""
    while True:
        chosen = mode or (Mode.BIE_SAN if rng.random() < 0.25 else Mode.NORMAL)
        dealt = list(deal(rng))
        rebel = None
        if chosen is Mode.BIE_SAN:
            report = table_report(tuple(dealt), chosen, rng)
            if report.void or any(purchase.seller is None for purchase in report.purchases):
                continue
            dealt = [seat.hand for seat in report.seats]
            automatic = report.automatic_revolutions
            rebel = automatic[0] if automatic else None
        elif rng.random() < revolution_chance:
            rebel = rng.choice([seat for seat in range(6) if seat not in hoarders])
            dealt = give_away_blockers(dealt, rebel, rng)
        for hoarder in hoarders:
            if hoarder != rebel:
                # 小花 to burn with, and 大花 to its 对家, which can then hook its 底牌
                dealt = gather_flowers(dealt, hoarder, rng, rng.choice((3, 4)),
                                       Rank.SMALL_JOKER)
                if OPP[hoarder] not in (rebel, *hoarders):
                    dealt = gather_flowers(dealt, OPP[hoarder], rng, 2, Rank.BIG_JOKER,
                                           keep=hoarders)
        head = None if rebel is None else rng.choice(list(Head))
        leader = rng.choice([seat for seat in range(6) if seat != rebel])
        setup = Setup(tuple(dealt), leader, chosen, rebel, head, rules)
        setup.check()
        return setup


def choose(referee: Referee, legal: list[Action], rng: random.Random,
           hoarders: tuple[int, ...] = ()) -> Action:
    """A random legal action, biased towards what the rules regulate; ``hoarders`` keep
    their flowers and play whole ranks, to be able to burn."""
    by_kind: dict[Kind, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    plays = by_kind.get(Kind.PLAY, [])
    if Kind.BURN in by_kind and rng.random() < 0.6:
        return rng.choice(by_kind[Kind.BURN][:4])
    if Kind.YIELD in by_kind and rng.random() < 0.5:
        return by_kind[Kind.YIELD][0]
    if Kind.WIND in by_kind and rng.random() < 0.25:
        return by_kind[Kind.WIND][0]
    seat = referee.turn
    assert seat is not None
    base = seat * 18
    if plays and referee.level and not referee.is_active(referee.owner) \
            and seat == OPP[referee.owner] and rng.random() < 0.9:
        return rng.choice(plays)  # hook the 底牌 (rule 14)
    if seat in (OPP[hoarder] for hoarder in hoarders):
        # the hoarder's 对家 keeps its 大花 for the hoarder's 底牌
        plain = [action for action in plays if not _cards(action).flowers]
        if plain or referee.top is not None:
            plays = plain
            legal = [action for action in legal if not action.entry or not _cards(action).flowers]
    if referee.top is None and referee.burner == seat:
        whole = [a for a in plays if _cards(a).size == referee.sizes[seat]]
        one_flower = [a for a in plays if _cards(a).flowers == 1 and _cards(a).rank
                      and _cards(a).naturals == referee.counts[base + _cards(a).rank]]
        if rng.random() < 0.1 or not (whole or one_flower):
            return rng.choice(plays)  # now and then a burner breaks its burn (rule 10)
        return rng.choice(whole or one_flower)
    groups = sum(1 for rank in range(3, 15) if referee.counts[base + rank])
    if referee.top is None and (groups <= 3 or referee.sizes[seat] <= 10) \
            and rng.random() < 0.8:
        # spend the flowers and the low ranks first, so that the 底牌 is a plain level card
        # its 对家 may hook (rule 14)
        hung = [a for a in plays if _cards(a).flowers == 1 and _cards(a).rank
                and _cards(a).naturals == referee.counts[base + _cards(a).rank]
                and _cards(a).size < referee.sizes[seat]]
        low = hung or _whole_groups(referee, plays)
        if low and (_cards(low[0]).size < referee.sizes[seat] or len(low) == 1):
            return low[0]
    if seat in hoarders:
        plain = _whole_groups(referee, plays)
        if referee.top is None:
            return rng.choice(plain[:2] or plays)
        return rng.choice(plain) if plain and rng.random() < 0.7 else legal[0]
    if referee.top is None:
        level = [action for action in plays if _cards(action).level]
        if level and rng.random() < 0.25:
            return rng.choice(level[:6])
        return rng.choice(_whole_groups(referee, plays) or plays)
    if plays and referee.owner == referee.burner and rng.random() < 0.8:
        return rng.choice(plays)  # lift the burn (rule 11)
    if referee.sizes[OPP[seat]] <= 6 and referee.is_active(OPP[seat]):
        # keep flowers to hook the 对家's 底牌 (rule 14)
        plays = [action for action in plays if not _cards(action).flowers]
    if plays and rng.random() < 0.5:
        plain = [action for action in plays if not _cards(action).flowers]
        if plain and rng.random() < 0.8:
            return rng.choice(_whole_groups(referee, plain) or plain)
        return rng.choice(plays[:max(1, len(plays) // 2)])
    return legal[0]


def _cards(action: Action) -> PlayEntry:
    """The cards of a play or a burn (every action the choices look into has them)."""
    assert action.entry is not None
    return action.entry


def _whole_groups(referee: Referee, plays: list[Action]) -> list[Action]:
    """Plays without flowers that take a whole rank: they shrink the number of ranks held,
    which is what makes a burn's static test (§7.3) pass, so that burns happen."""
    assert referee.turn is not None
    base = referee.turn * 18
    return [action for action in plays if not _cards(action).flowers and _cards(action).rank
            and _cards(action).naturals == referee.counts[base + _cards(action).rank]]


def tally_of(referee: Referee) -> Counter[str]:
    tally: Counter[str] = Counter()
    for event in referee.events:
        tally[event.kind.value] += 1
        if event.kind is EventKind.DEAD_LEVEL:
            tally["dead level on a 底牌" if event.number is None else "dead level under 要头"] += 1
    for burn in referee.facts().burns:
        tally[f"burn outcome: {burn.outcome.value}"] += 1
    if referee.setup.revolution is not None:
        tally["revolution"] += 1
    if referee.setup.mode is Mode.BIE_SAN:
        tally["憋三 deal"] += 1
    tally["actions"] += referee.index
    return tally


def record_of(setup: Setup, actions: list[Action]) -> dict[str, Any]:
    """The replay record of a played deal, as JSON carries it."""
    record: dict[str, Any] = {
        "hands": [hand.written for hand in setup.hands],
        "mode": setup.mode.value,
        "leader": setup.leader,
        "revolution": setup.revolution,
        "head": None if setup.head is None else setup.head.value,
        "actions": [action.record() for action in actions],
    }
    if setup.rules.readings:
        record["rules"] = dict(setup.rules.readings)
    return record


def self_play(seed: int, rules: RuleBook = DEFAULT, mode: Mode | None = None) -> Game:
    rng = random.Random(seed)
    hoarders = tuple(rng.sample(range(6), rng.choice((0, 1, 2))))
    setup = random_setup(rng, rules, mode, hoarders=hoarders)
    referee = Referee(setup)
    actions = []
    level_plays = hooks = 0
    while not referee.over:
        legal = referee.legal_actions()
        action = choose(referee, legal, rng, hoarders)
        if action.kind is Kind.PLAY and referee.level and referee.top is not None \
                and not referee.is_active(referee.owner) and action.seat == OPP[referee.owner]:
            hooks += 1
        referee.push(action)
        if action.kind in (Kind.PLAY, Kind.BURN) and referee.level and referee.owner == action.seat:
            level_plays += 1
        actions.append(action)
        if len(actions) > MAX_ACTIONS:
            raise AssertionError(f"seed {seed}: the deal does not end")
    tally = tally_of(referee)
    tally["level cards played"] += level_plays
    tally["底牌 hooked"] += hooks
    return Game(record_of(setup, actions), referee, actions, tally)


def books() -> list[RuleBook]:
    """The default book and a few others, so that every switch is played."""
    return [DEFAULT] + [SWITCHBOARD.book(choices) for choices in (
        [("option", "1"), ("mixed-jokers", "per-joker")],
        [("burners", "enemies"), ("burn-priority", "level-team"), ("wind", "partner")],
        [("burners", "before-opposite"), ("burn-priority", "seat-order"),
         ("burn-across-tangle", "cancel"), ("opening", "1")],
        [("opening", "2"), ("falling-tribute-partners", "skip")],
    )]
