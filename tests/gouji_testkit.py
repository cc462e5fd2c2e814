"""Shared by the Gouji hand tests: hypothesis strategies and the brute force they check
the engine against."""

from collections import Counter
from functools import lru_cache
from itertools import product
from typing import Iterator, Mapping

from hypothesis import strategies as st

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import Play, max_copies
from paiju.engine.gouji.rules import BeatOption, RuleBook, rule_book
from paiju.errors import IllegalPlayError


def option_book(option: BeatOption | int) -> RuleBook:
    """The default book with the §6.2 ``option`` set."""
    return rule_book([("option", str(int(option)))])


def small_hands(ranks, min_size=0, max_size=10):
    """Hands of up to ``max_size`` cards drawn from ``ranks``, within four packs."""
    return (st.lists(st.sampled_from(ranks), min_size=min_size, max_size=max_size)
            .map(Counter)
            .filter(lambda counts: all(n <= max_copies(rank) for rank, n in counts.items()))
            .map(Hand.from_counts))


def plays_within(counts: Mapping[Rank, int]) -> Iterator[tuple[Play, dict[Rank, int]]]:
    """Every legal play among the sub-multisets of ``counts``, with what is left."""
    ranks = sorted(counts)
    for choice in product(*(range(counts[rank] + 1) for rank in ranks)):
        taken = {rank: n for rank, n in zip(ranks, choice) if n}
        if not taken:
            continue
        try:
            play = Play.from_counts(taken)
        except IllegalPlayError:
            continue
        yield play, {rank: counts[rank] - n for rank, n in zip(ranks, choice) if counts[rank] - n}


def can_play_out(counts: Mapping[Rank, int], biesan: bool = False) -> bool:
    """Brute force of the burner's duty (gouji.md §7.3): can these cards be led in
    consecutive plays, each but the last holding a flower — in 憋三 mode the last one the 3s,
    3s alone?  Searched over the plays themselves, not by counting ranks and flowers."""
    held = {rank: n for rank, n in counts.items() if n}
    if biesan:
        if not held.get(Rank.THREE):
            return False
        return _flowered({rank: n for rank, n in held.items() if rank is not Rank.THREE})
    return not held or any(_flowered(left) for _, left in plays_within(held))


def _flowered(counts: Mapping[Rank, int]) -> bool:
    """Can ``counts`` be cut into plays that each hold a flower?  Some play takes the lowest
    natural rank left, so only those are tried first."""
    return _flowered_key(tuple(sorted(counts.items())))


@lru_cache(maxsize=None)
def _flowered_key(items: tuple[tuple[Rank, int], ...]) -> bool:
    if not items:
        return True
    counts = dict(items)
    naturals = [rank for rank in counts if rank.is_natural]
    for play, left in plays_within(counts):
        if play.flowers and (not naturals or play.natural_rank == min(naturals)) \
                and _flowered_key(tuple(sorted(left.items()))):
            return True
    return False
