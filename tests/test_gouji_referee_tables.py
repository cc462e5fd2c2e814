"""The referee's fast paths equal the engine's reference functions: beating two interned plays
is ``beats_play`` under every rule variant; a hand's plays come out exactly in ``respond``'s
cheapest-first order; the burn test on counts is ``go_out``."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_testkit import small_hands
from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.burning import go_out
from paiju.engine.gouji.hand import Mode
from paiju.engine.gouji.plays import Play, beats_play
from paiju.engine.gouji.referee.entries import (
    LEFTOVER, WIDTH, beating_entries, beats, entry_for, goes_out_after, lead_entries,
    natural_groups, variant,
)
from paiju.engine.gouji.respond import cost, hand_plays, responses
from paiju.engine.gouji.rules import DEFAULT, rule_book

BOOKS = [DEFAULT, rule_book([("option", "1")]), rule_book([("mixed-jokers", "per-joker")]),
         rule_book([("option", "1"), ("mixed-jokers", "per-joker")])]
RANKS = [Rank.THREE, Rank.FOUR, Rank.NINE, Rank.TEN, Rank.KING, Rank.ACE, Rank.TWO,
         Rank.SMALL_JOKER, Rank.BIG_JOKER]
plays = st.builds(
    lambda natural, n, money, small, big: Play.from_counts(
        {natural: n, Rank.TWO: money, Rank.SMALL_JOKER: small, Rank.BIG_JOKER: big}
        if n or money or small or big else {Rank.TWO: 1}),
    st.sampled_from([Rank.THREE, Rank.NINE, Rank.TEN, Rank.KING, Rank.ACE]),
    st.integers(0, 4), st.integers(0, 3), st.integers(0, 4), st.integers(0, 4))
hands = small_hands(RANKS, min_size=1, max_size=12)


def counts_of(hand):
    counts = [0] * WIDTH
    for rank, count in hand.counts.items():
        counts[int(rank)] = count
    return counts


@settings(max_examples=1500, deadline=None)
@given(plays, plays, st.sampled_from(BOOKS))
def test_beating_interned_plays_is_beats_play(new, old, book):
    table = LEFTOVER[variant(book)]
    assert beats(entry_for(new), entry_for(old), table) == beats_play(new, old, book).beats


@settings(max_examples=300, deadline=None)
@given(hands, st.sampled_from(list(Mode)))
def test_a_leaders_plays_are_the_hands_plays_cheapest_first(hand, mode):
    found = [item.play for item in lead_entries(counts_of(hand), 0, mode is Mode.BIE_SAN)]
    assert found == sorted(hand_plays(hand, mode), key=cost)


@settings(max_examples=400, deadline=None)
@given(hands, plays, st.sampled_from(BOOKS))
def test_a_followers_plays_are_the_responses_cheapest_first(hand, old, book):
    found = [item.play for item in beating_entries(counts_of(hand), 0, entry_for(old),
                                                   LEFTOVER[variant(book)])]
    assert found == [response.play for response in responses(hand, old, book)]


@settings(max_examples=400, deadline=None)
@given(hands, st.sampled_from(list(Mode)), st.data())
def test_the_burn_test_on_counts_is_go_out(hand, mode, data):
    candidates = [play for play in hand_plays(hand, mode)]
    play = data.draw(st.sampled_from(candidates)) if candidates else None
    if play is None:
        return
    counts = counts_of(hand)
    fast = goes_out_after(counts, 0, entry_for(play), natural_groups(counts, 0),
                          mode is Mode.BIE_SAN)
    assert fast == go_out(hand.without(play.counts()), mode).possible
