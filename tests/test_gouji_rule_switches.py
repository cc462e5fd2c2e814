"""The Gouji rule book reaches the engine (gouji.md §19): beating, responses and burns read
``option`` and ``mixed-jokers`` (A1); settlement reads ``burners`` (A6),
``falling-tribute-partners`` (A12) and ``burn-across-tangle``; records carry ``"rules"``.
Each test is named after the switch value it pins."""

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gouji_testkit import option_book, plays_within, small_hands
from paiju.engine.cardgame.cards import Rank
from paiju.engine.gouji.burning import burn
from paiju.engine.gouji.plays import BeatOption, Front, Play, beats
from paiju.engine.gouji.respond import responses
from paiju.engine.gouji.rules import DEFAULT, rule_book
from paiju.engine.gouji.game import play_game
from paiju.engine.gouji.settling import settle
from paiju.engine.gouji.tribute import TributeKind
from paiju.errors import RecordError
from paiju.grammar.gouji import parse_hand, parse_play
from paiju.grammar.gouji_records import read_deal

PER_JOKER = rule_book([("mixed-jokers", "per-joker")])
PER_JOKER_1 = rule_book([("mixed-jokers", "per-joker"), ("option", "1")])
OPTION_1 = rule_book([("option", "1")])
FULL = [0, 1, 2, 3, 4, 5]

plays = st.builds(
    lambda natural, n, money, small, big: Play.from_counts(
        {natural: n, Rank.TWO: money, Rank.SMALL_JOKER: small, Rank.BIG_JOKER: big}
        if n or money or small or big else {Rank.TWO: 1}),
    st.sampled_from([Rank.THREE, Rank.NINE, Rank.TEN, Rank.KING, Rank.ACE]),
    st.integers(0, 4), st.integers(0, 3), st.integers(0, 4), st.integers(0, 4))
books = st.sampled_from([DEFAULT, OPTION_1, PER_JOKER, PER_JOKER_1])


def wins(new, old, rules=DEFAULT):
    return beats(parse_play(new), parse_play(old), rules).beats


# ---------------------------------------------------------------------------------------
# beating: mixed-jokers and option


@settings(max_examples=400, deadline=None)
@given(plays, plays, st.sampled_from(list(BeatOption)))
def test_mixed_jokers_demote_reads_the_normal_forms_only(new, old, option):
    """A 大花 played with 小花 counts as a 小花: the play with its 大花 turned into 小花
    gets the very verdict, words and all."""
    assume(new.small + new.big <= 4)  # four packs hold four 小花
    book = option_book(option)
    demoted = Play(new.natural_rank, new.naturals, new.money, new.small + new.big, 0) \
        if new.big and new.small else new
    assert demoted.normal_form() == new.normal_form()
    assert beats(new, old, book) == beats(demoted, old, book)


@settings(max_examples=400, deadline=None)
@given(plays, plays, st.sampled_from(list(BeatOption)))
def test_mixed_jokers_per_joker_agrees_with_demote_when_no_play_mixes_jokers(new, old, option):
    if (new.big and new.small) or (old.big and old.small):
        return
    demote, per_joker = option_book(option), rule_book([("mixed-jokers", "per-joker"),
                                                          ("option", str(int(option)))])
    assert beats(new, old, per_joker).beats == beats(new, old, demote).beats


@settings(max_examples=300, deadline=None)
@given(plays, plays, books)
def test_every_book_keeps_the_exact_card_total_of_6_2(new, old, book):
    """Surplus jokers never over-kill: a beating play has as many cards as the old play plus
    the extra killers option 1 asks for (2 per 大花 or 3 per 大花/2 per 小花 killed)."""
    verdict = beats(new, old, book)
    if verdict.beats and book.option is BeatOption.SAME_LENGTH:
        assert new.size == old.size
    if verdict.beats:
        assert new.size >= old.size


def test_mixed_jokers_per_joker_a_big_flower_in_a_mixed_play_kills_as_a_big_flower():
    # demoted, 1大花+1小花 is 2小花, which cannot kill a 小花 under option 0
    assert not wins("1大花+1小花+1x10", "1小花+2x9")
    assert wins("1大花+1小花+1x10", "1小花+2x9", PER_JOKER)


def test_mixed_jokers_per_joker_the_seeds_three_flowers_with_two_tens():
    # "three flowers with two tens" beats 2小花+3x9 when one flower is a 小花, per joker only
    assert not wins("2大花+1小花+2x10", "2小花+3x9")
    assert wins("2大花+1小花+2x10", "2小花+3x9", PER_JOKER)


def test_mixed_jokers_per_joker_an_old_big_flower_stays_big():
    # demoted, the old 1大花+1小花 is 2小花: two 大花 kill it under option 0
    assert wins("2大花+3x10", "1大花+1小花+3x9")
    assert not wins("2大花+3x10", "1大花+1小花+3x9", PER_JOKER)
    # per joker under option 1: the 大花 takes two 大花, the 小花 one more, and three 10s
    # match the three 9s
    assert wins("3大花+3x10", "1大花+1小花+3x9", PER_JOKER_1)
    assert not wins("3大花+2x10", "1大花+1小花+3x9", PER_JOKER_1)
    verdict = beats(parse_play("2大花+3x10"), parse_play("1大花+1小花+3x9"), PER_JOKER)
    assert verdict.front is Front.FLOWERS and "nothing kills a 大花 under option 0" in verdict.reason


def test_mixed_jokers_per_joker_big_flower_killers_are_chosen_first():
    # option 1: the old 小花 is killed by the 大花 (1:1), not by two 小花; the two 小花 left
    # stand in as base cards, so the count is 2 + 1 = 3, one too many for the old 2x9
    assert not wins("1大花+2小花+1x10", "1小花+2x9", PER_JOKER_1)
    assert wins("1大花+1小花+1x10", "1小花+2x9", PER_JOKER_1)


def test_surplus_jokers_never_over_kill_under_either_option_a1():
    for book in (DEFAULT, OPTION_1, PER_JOKER, PER_JOKER_1):
        assert not wins("2大花+2x10", "1小花+2x9", book)


# ---------------------------------------------------------------------------------------
# responses and burns read the book


def sub_plays(hand):
    return {play for play, _ in plays_within(hand.counts)}


@settings(max_examples=250, deadline=None)
@given(small_hands([Rank.NINE, Rank.TEN, Rank.ACE, Rank.TWO, Rank.SMALL_JOKER,
                    Rank.BIG_JOKER], min_size=1, max_size=9), plays, books)
def test_responses_under_every_book_are_exactly_the_beating_sub_multisets(hand, old, book):
    expected = {play for play in sub_plays(hand) if beats(play, old, book).beats}
    found = [response.play for response in responses(hand, old, book)]
    assert len(found) == len(set(found)) and set(found) == expected


def test_responses_mixed_jokers_per_joker_adds_the_mixed_answers():
    hand, old = parse_hand("1大花+1小花+3x10"), parse_play("1小花+2x9")
    assert [r.play.written for r in responses(hand, old)] == ["1大花+2x10"]
    assert [r.play.written for r in responses(hand, old, PER_JOKER)] == [
        "1大花+2x10", "1大花+1小花+1x10"]


def test_responses_option_1_adds_the_two_small_flowers_kill():
    hand, old = parse_hand("3小花+3x10"), parse_play("1小花+2x9")
    assert responses(hand, old, DEFAULT) == []
    # two 小花 kill the 小花; a third stands in for a 10
    assert [r.play.written for r in responses(hand, old, OPTION_1)] == ["2小花+2x10",
                                                                         "3小花+1x10"]


def test_burn_mixed_jokers_per_joker_judges_the_burning_play_per_joker():
    hand, on = parse_hand("2大花+1小花+2x10+1小花"), parse_play("2小花+3x9")
    burning = parse_play("2大花+1小花+2x10")
    assert not burn(hand, on, burning).verdict.beats
    judged = burn(hand, on, burning, PER_JOKER)
    assert judged.verdict.beats and judged.works


# ---------------------------------------------------------------------------------------
# settlement: burners, falling-tribute-partners, burn order


def settled(**record):
    record.setdefault("order", FULL)
    return settle(read_deal(record))


def refused(**record):
    record.setdefault("order", FULL)
    with pytest.raises(RecordError) as error:
        settle(read_deal(record))
    return error.value


def burn_by(burner, burned, rules=None):
    record = {"burns": [{"burner": burner, "burned": burned, "outcome": "lifted"}]}
    if rules:
        record["rules"] = {"burners": rules}
    return record


@pytest.mark.parametrize("step", [1, 2, 4, 5])
def test_burners_all_lets_every_seat_but_p_and_its_opposite_burn(step):
    assert settled(**burn_by((2 + step) % 6, 2)).ranking


@pytest.mark.parametrize("step", [1, 5])
def test_burners_enemies_lets_p_plus_1_and_p_plus_5_burn(step):
    assert settled(**burn_by((2 + step) % 6, 2, "enemies")).ranking


@pytest.mark.parametrize("step", [2, 4])
def test_burners_enemies_refuses_the_partners(step):
    error = refused(**burn_by((2 + step) % 6, 2, "enemies"))
    assert error.field == "burns[0].burner"
    assert "burners=enemies" in str(error) and "seats 3 and 1" in str(error)


@pytest.mark.parametrize("step", [1, 2])
def test_burners_before_opposite_lets_the_two_seats_before_the_opposite_burn(step):
    assert settled(**burn_by((2 + step) % 6, 2, "before-opposite")).ranking


@pytest.mark.parametrize("step", [4, 5])
def test_burners_before_opposite_refuses_the_seats_after_the_opposite(step):
    error = refused(**burn_by((2 + step) % 6, 2, "before-opposite"))
    assert "burners=before-opposite" in str(error) and "seats 3 and 4" in str(error)


def test_burners_all_a_partner_burning_owes_burn_tribute_between_partners():
    settlement = settled(order=[4, 0, 1, 2, 3],
                         burns=[{"burner": 4, "burned": 2, "outcome": "success"}])
    burns = [t for t in settlement.tributes if t.kind is TributeKind.BURN]
    assert [(t.payer, t.receiver) for t in burns] == [(2, 4)] and "partner" in burns[0].rule


def test_falling_tribute_partners_pay_is_the_default_a12():
    settlement = settled(order=[0, 1, 3, 2, 5])  # 头科 0 and 大落 4 are partners
    assert ("fall", 4, 0, 2) in [(t.kind.value, t.payer, t.receiver, t.cards)
                                 for t in settlement.tributes]


def test_falling_tribute_partners_skip_drops_falling_tribute_between_partners_a12():
    # 大落 4 and 头科 0 are partners; 二落 2 and 二科 1 are enemies
    settlement = settled(order=[0, 1, 3, 5, 2], rules={"falling-tribute-partners": "skip"})
    falls = [(t.payer, t.receiver, t.cards) for t in settlement.tributes
             if t.kind is TributeKind.FALL]
    assert falls == [(2, 1, 1)]
    assert any("are partners: no 落贡" in line for line in settlement.explanation)


def test_a_successful_burner_goes_out_right_after_a_burned_seat_that_went_out_first():
    # seat 0 went out first; seat 1 burned its 底牌 and went out next: possible
    assert settled(order=[0, 1, 2, 3, 4],
                   burns=[{"burner": 1, "burned": 0, "outcome": "success"}]).ranking
    # seat 0 went out first, seat 4 in between: seat 2 cannot have burned seat 0 successfully
    error = refused(order=[0, 4, 2, 3, 1], burns=[{"burner": 2, "burned": 0,
                                                   "outcome": "success"}])
    assert error.field == "burns[0].outcome"
    assert "seats 4 went out in between" in str(error) and "§18 rules 10–12" in str(error)


def test_burn_across_tangle_carry_lets_seats_go_out_during_a_burn_carried_into_the_tangle():
    # seats 3 and 0 went out, four are left: the tangle begins, and the burn of seat 0's
    # 底牌 by seat 1 carries on into it, where seat 2 may go out first
    record = dict(order=[3, 0, 2, 1, 4], burns=[{"burner": 1, "burned": 0, "outcome": "success"}])
    assert settled(**record).ranking
    error = refused(**record, rules={"burn-across-tangle": "cancel"})
    assert "burn-across-tangle=cancel" in str(error)


def test_the_rules_field_of_a_record_names_the_switch_and_its_values():
    for rules, field, words in [
        ({"burner": "all"}, "rules.burner", "the rules are option, opening"),
        ({"burners": "some"}, "rules.burners", "its values are all, enemies, before-opposite"),
        ({"option": True}, "rules.option", "expected a value as text"),
        ("enemies", "rules", "expected an object"),
    ]:
        with pytest.raises(RecordError) as error:
            read_deal({"order": FULL, "rules": rules})
        assert error.value.field == field and words in str(error.value)
    assert read_deal({"order": FULL, "rules": {"option": 1}}).rules is OPTION_1
    assert read_deal({"order": FULL}).rules is DEFAULT


def test_falling_tribute_partners_skip_applies_deal_by_deal_in_a_game_a12():
    skip = {"falling-tribute-partners": "skip"}
    played = play_game([read_deal({"order": [0, 1, 3, 5, 2], "rules": skip}),
                        read_deal({"order": [0, 1, 3, 5, 2]})])
    falls = [[(t.payer, t.receiver) for t in deal.settlement.tributes
              if t.kind is TributeKind.FALL] for deal in played.deals]
    assert falls == [[(2, 1)], [(4, 0), (2, 1)]]
