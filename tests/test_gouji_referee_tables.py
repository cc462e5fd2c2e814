"""The referee's fast paths against brute force: beating two interned plays (a table of the
kill per rule variant) is ``beats`` on the plays under every rule variant; a hand's plays are
every sub-multiset that is a play, cheapest first; the plays that beat are those ``beats``
accepts; an interned play's opening test is ``opens_point``; the burn test on counts and ``go_out`` are the search for a way to play out."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_testkit import can_play_out, plays_within, small_hands
from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.burning import go_out
from paiju.engine.gouji.hand import Mode
from paiju.engine.gouji.plays import OPENING_RULES, Play, beats, opens_point
from paiju.engine.gouji.referee.actions import Kind, lead_plays, plays_of
from paiju.engine.gouji.referee.entries import (
    WIDTH, beating_entries, entry_for, front, goes_out_after, hand_counts, lead_entries,
    leftover_table, natural_groups,
)
from paiju.engine.gouji.respond import cost
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


def sub_plays(hand, mode=Mode.NORMAL):
    """Every play inside the hand, by brute force over its sub-multisets (no 3s in 憋三
    mode, where they are only the last play)."""
    return {play for play, _ in plays_within(hand.counts)
            if not (mode is Mode.BIE_SAN and play.natural_rank is Rank.THREE)}


@settings(max_examples=1500, deadline=None)
@given(plays, plays, st.sampled_from(BOOKS))
def test_beating_interned_plays_is_beats_on_the_plays(new, old, book):
    verdict = beats(new, old, book)
    assert front(entry_for(new), entry_for(old), leftover_table(book)) is verdict.front
    assert (verdict.front is None) is verdict.beats


@settings(max_examples=1500, deadline=None)
@given(plays)
def test_an_interned_plays_opening_test_is_opens_point(play):
    # level or not: a burn makes any beating play the trick's level card (rule 9)
    assert entry_for(play).opens == tuple(opens_point(play, rule.option).answer
                                          for rule in OPENING_RULES)


@settings(max_examples=300, deadline=None)
@given(hands, st.sampled_from(list(Mode)))
def test_a_leaders_plays_are_the_hands_plays_cheapest_first(hand, mode):
    found = [item.play for item in lead_entries(hand_counts(hand), 0, mode is Mode.BIE_SAN)]
    assert found == sorted(sub_plays(hand, mode), key=cost)


@settings(max_examples=300, deadline=None)
@given(hands, st.sampled_from(list(Mode)), st.integers(0, 5))
def test_a_leaders_actions_are_its_plays_in_order(hand, mode, seat):
    counts = [0] * WIDTH * 6
    counts[seat * WIDTH:(seat + 1) * WIDTH] = hand_counts(hand)
    listed = lead_plays(counts, seat * WIDTH, mode is Mode.BIE_SAN, seat)
    assert [(action.seat, action.kind, action.entry) for action in listed] == [
        (seat, Kind.PLAY, item) for item in lead_entries(hand_counts(hand), 0,
                                                         mode is Mode.BIE_SAN)]
    assert all(action is plays_of(action.entry)[0][seat] for action in listed)  # interned


@settings(max_examples=400, deadline=None)
@given(hands, plays, st.sampled_from(BOOKS))
def test_a_followers_plays_are_the_beating_sub_plays_cheapest_first(hand, old, book):
    found = [item.play for item in beating_entries(hand_counts(hand), 0, entry_for(old),
                                                   leftover_table(book))]
    expected = [play for play in sub_plays(hand) if beats(play, old, book).beats]
    assert found == sorted(expected, key=cost)


@settings(max_examples=400, deadline=None)
@given(hands, st.sampled_from(list(Mode)), st.data())
def test_the_burn_test_on_counts_and_go_out_are_the_search_for_a_way_out(hand, mode, data):
    candidates = sorted(sub_plays(hand, mode), key=cost)
    play = data.draw(st.sampled_from(candidates)) if candidates else None
    if play is None:
        return
    counts = hand_counts(hand)
    rest = hand.without(play.counts())
    biesan = mode is Mode.BIE_SAN
    possible = can_play_out(rest.counts, biesan)
    assert goes_out_after(counts, 0, entry_for(play), natural_groups(counts, 0), biesan) \
        is possible
    way = go_out(rest, mode)
    assert way.possible is possible
    if possible:
        assert way.plays is not None
        laid = sum((found.counts() for found in way.plays), start=type(rest.counts)())
        assert laid == rest.counts
        assert all(found.flowers for found in way.plays[:-1])
