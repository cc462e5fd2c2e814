"""Hypothesis strategies shared by the Gouji hand tests."""

from collections import Counter

from hypothesis import strategies as st

from paiju.engine.gouji.hand import Hand
from paiju.engine.gouji.plays import max_copies


def small_hands(ranks, min_size=0, max_size=10):
    """Hands of up to ``max_size`` cards drawn from ``ranks``, within four packs."""
    return (st.lists(st.sampled_from(ranks), min_size=min_size, max_size=max_size)
            .map(Counter)
            .filter(lambda counts: all(n <= max_copies(rank) for rank, n in counts.items()))
            .map(Hand.from_counts))
