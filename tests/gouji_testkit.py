"""Shared by the Gouji hand tests: hypothesis strategies and the brute force they check
the engine against."""

from collections import Counter
from itertools import product
from typing import Iterator, Mapping

from hypothesis import strategies as st

from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import Play, max_copies
from paiju.errors import IllegalPlayError


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
