"""Every play of a hand that beats a play on the table (sanchazi.md §4), and every play it
can lead.

The search is exhaustive over plays as distinct card-type-and-rank choices: for an ordinary
play, every play of its type and size in the hand; then every bomb (each size a hand can
make of each rank) and every fork.  Suits are kept only where they make a fork, so ♠8♠8♥8
and ♠8♥8♦8 are the one triple 888.  Whether a play beats is decided by
:func:`~paiju.engine.sanchazi.beating.ruling` alone (what ``beats`` words); answers
come cheapest first (by tier, then bomb size, then rank, then wing rank).  The leads of a
hand (:func:`leads`) are every distinct play of every type, ordinary plays first by type in
the order of the types table, then by size, rank and wing rank; then bombs by size and rank,
then forks by rank.  The referee lists a leader's plays with :func:`lead_keys` instead: the
same plays in the same order, found from the hand's counts by rank as small int keys, each
key's cards made once (:func:`lead_play`).
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.engine.sanchazi.beating import ruling
from paiju.engine.cardgame.cards import NATURAL_RANKS, Card, Rank
from paiju.engine.sanchazi.card_types import (
    BOMB, CARD_TYPES, DEFAULT_RULES, FORK, JOKER_FORK, CONSECUTIVE_PAIRS, PAIR, PLANE,
    PLANE_WITH_WINGS, SINGLE, SUIT_ORDER, THREE_WITH_PAIR, TRIPLE, Cards, Rules, Shape, Tier,
    plays_in,
)


@dataclass(frozen=True)
class Response:
    """One play from the hand that beats the play on the table."""

    play: Cards
    shape: Shape


def responses(hand: Cards, old: Shape, rules: Rules = DEFAULT_RULES) -> list[Response]:
    """Every distinct play in ``hand`` that beats ``old``, cheapest first."""
    candidates = [(old.type, old.length)] if old.tier is Tier.ORDINARY else []
    candidates += [(BOMB, 1), (FORK, 1), (JOKER_FORK, 1)]
    found = [Response(play, shape)
             for card_type, length in candidates
             for play, shape in plays_in(hand, card_type, length, rules)
             if ruling(shape, old).beats]
    return sorted(found, key=lambda response: response.shape.strength)


TYPE_ORDER = {card_type: index for index, card_type in enumerate(CARD_TYPES)}


def lead_order(response: Response) -> tuple[int, ...]:
    """How leads are listed: tier, bomb size, type (as the types table lists them), run
    length, rank, wing rank."""
    shape = response.shape
    tier, size, main, wing = shape.strength
    return (tier, size, TYPE_ORDER[shape.type], shape.length, main, wing)


def leads(hand: Cards, rules: Rules = DEFAULT_RULES) -> list[Response]:
    """Every distinct play ``hand`` can lead (any legal play, §10 rule 2), in
    :func:`lead_order`."""
    pairs, triples = _longest_run(hand, 2), _longest_run(hand, 3)
    lengths = {CONSECUTIVE_PAIRS: range(2, pairs + 1), PLANE: range(2, triples + 1),
               PLANE_WITH_WINGS: range(2, min(triples, pairs) + 1)}
    found = [Response(play, shape)
             for card_type in CARD_TYPES
             for length in lengths.get(card_type, (1,))
             for play, shape in plays_in(hand, card_type, length, rules)]
    return sorted(found, key=lead_order)


def _longest_run(hand: Cards, size: int) -> int:
    """The most consecutive natural ranks (3…A) the hand holds ``size`` times or more."""
    best = run = 0
    counts = hand.counts
    for rank in NATURAL_RANKS:
        run = run + 1 if counts[rank] >= size else 0
        best = max(best, run)
    return best


# ---------------------------------------------------------------------------------------
# The leads of a hand, fast: from its counts by rank, as keys


_TYPE_SHIFT, _LENGTH_SHIFT, _MAIN_SHIFT = 24, 16, 8
"""A lead's key: type index (in the types table), run length or bomb size, main rank, wing
rank (a fork: its suit's place in :data:`SUIT_ORDER`), 8 bits each from the high end."""

_BASES = {card_type: index << _TYPE_SHIFT for index, card_type in enumerate(CARD_TYPES)}
_SINGLE, _PAIR, _TRIPLE, _THREE_PAIR, _PAIRS, _PLANE, _WINGED, _BOMB, _FORK, _JOKERS = (
    _BASES[card_type] for card_type in CARD_TYPES)
_ONE = 1 << _LENGTH_SHIFT
_NATURAL = tuple(int(rank) for rank in NATURAL_RANKS)
_SMALL_JOKER, _BIG_JOKER = int(Rank.SMALL_JOKER), int(Rank.BIG_JOKER)
_SUIT_OF = {place: suit for suit, place in SUIT_ORDER.items() if suit is not None}


def lead_keys(hand: Cards, rules: Rules = DEFAULT_RULES) -> list[int]:
    """The plays of :func:`leads`, in its order, each as a key that :func:`lead_play` turns
    into the play's cards: found from the hand's counts by rank, no play built or sorted
    (tests/test_sanchazi_respond.py holds the two equal on self-played hands)."""
    counts = [0] * (_BIG_JOKER + 1)
    for held_rank, n in hand.counts.items():
        counts[held_rank] = n
    held = [rank for rank in range(3, _BIG_JOKER + 1) if counts[rank]]
    pairs = [rank for rank in held if counts[rank] >= 2]
    threes = [rank for rank in pairs if counts[rank] >= 3]
    forks = [card for card, n in hand.suited_counts.items() if n == 3]
    one_suit = {card.rank for card in forks if counts[card.rank] == 3}
    keys = [_SINGLE | _ONE | rank << _MAIN_SHIFT for rank in held]
    keys += [_PAIR | _ONE | rank << _MAIN_SHIFT for rank in pairs]
    keys += [_TRIPLE | _ONE | rank << _MAIN_SHIFT for rank in threes
             if rank < _SMALL_JOKER and rank not in one_suit]
    for triple in threes:
        base = _THREE_PAIR | _ONE | triple << _MAIN_SHIFT
        keys += [base | pair for pair in pairs if pair != triple]
    # the natural ranks that end a run of held pairs (triples) of each length
    run2 = run3 = run5 = 0
    ends2: list[tuple[int, int]] = []
    ends3: list[tuple[int, int]] = []
    fives = [0] * (_BIG_JOKER + 1)  # the run of ranks held five times or more ending here
    for rank in _NATURAL:
        n = counts[rank]
        run2 = run2 + 1 if n >= 2 else 0
        run3 = run3 + 1 if n >= 3 else 0
        run5 = fives[rank] = run5 + 1 if n >= 5 else 0
        if run2 >= 2:
            ends2.append((rank, run2))
        if run3 >= 2:
            ends3.append((rank, run3))
    longest2 = max((run for _, run in ends2), default=0)
    longest3 = max((run for _, run in ends3), default=0)
    for length in range(2, longest2 + 1):
        base = _PAIRS | length << _LENGTH_SHIFT
        keys += [base | rank << _MAIN_SHIFT for rank, run in ends2 if run >= length]
    for length in range(2, longest3 + 1):
        base = _PLANE | length << _LENGTH_SHIFT
        keys += [base | rank << _MAIN_SHIFT for rank, run in ends3 if run >= length]
    share = rules.wings_share_ranks
    for length in range(2, min(longest2, longest3) + 1):
        wings = [rank for rank, run in ends2 if run >= length]
        for top in (rank for rank, run in ends3 if run >= length):
            base = _WINGED | length << _LENGTH_SHIFT | top << _MAIN_SHIFT
            for wing in wings:
                apart = wing - top if wing > top else top - wing
                # runs that share ranks need each shared rank five times, and the option
                if apart < length and (not share or fives[min(top, wing)] < length - apart):
                    continue
                keys.append(base | wing)
    most = max((counts[rank] for rank in held if rank < _SMALL_JOKER), default=0)
    for size in range(4, most + 1):
        base = _BOMB | size << _LENGTH_SHIFT
        keys += [base | rank << _MAIN_SHIFT for rank in threes
                 if counts[rank] >= size and rank < _SMALL_JOKER]
    keys += [_FORK | _ONE | card.rank << _MAIN_SHIFT | SUIT_ORDER[card.suit] for card in forks]
    keys += [_JOKERS | _ONE | rank << _MAIN_SHIFT for rank in (_SMALL_JOKER, _BIG_JOKER)
             if counts[rank] >= 3]
    return keys


_LEAD_PLAYS: dict[int, Cards] = {}
"""Each lead's cards, once: the plays a hand can lead are a few thousand in all."""


def lead_play(key: int) -> Cards:
    """The cards of the lead :func:`lead_keys` wrote as ``key``."""
    play = _LEAD_PLAYS.get(key)
    if play is None:
        play = _LEAD_PLAYS[key] = _build(key)
    return play


def _build(key: int) -> Cards:
    card_type = CARD_TYPES[key >> _TYPE_SHIFT]
    length = key >> _LENGTH_SHIFT & 0xFF
    main = Rank(key >> _MAIN_SHIFT & 0xFF)
    low = key & 0xFF
    if card_type is FORK:
        return Cards((Card(main, _SUIT_OF[low]),) * 3)
    if card_type is BOMB:
        need = {main: length}
    elif card_type in (CONSECUTIVE_PAIRS, PLANE, PLANE_WITH_WINGS):
        size = 2 if card_type is CONSECUTIVE_PAIRS else 3
        need = {Rank(rank): size for rank in range(main - length + 1, main + 1)}
        if card_type is PLANE_WITH_WINGS:
            for rank in range(low - length + 1, low + 1):
                need[Rank(rank)] = need.get(Rank(rank), 0) + 2
    else:
        size = {SINGLE: 1, PAIR: 2, TRIPLE: 3, THREE_WITH_PAIR: 3, JOKER_FORK: 3}[card_type]
        need = {main: size}
        if card_type is THREE_WITH_PAIR:
            need[Rank(low)] = 2
    return Cards.of_ranks(need)
