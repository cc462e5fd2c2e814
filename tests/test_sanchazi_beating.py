"""What beats what in Sanchazi (sanchazi.md §2 and §4), row by row of the beating table."""

import itertools
import random

import pytest

from paiju.engine.cardgame.cards import Rank
from paiju.engine.sanchazi.beating import Ruling, beats, ruling
from paiju.engine.sanchazi.card_types import Tier
from paiju.engine.sanchazi.card_types import Rules, rank_name
from paiju.grammar.sanchazi import parse_hand, parse_legal_play


def shape(text, rules=Rules()):
    return parse_legal_play(text, rules).shape


def verdict(new, old, rules=Rules()):
    return beats(shape(new, rules), shape(old, rules))


def beats_(new, old, rules=Rules()):
    return verdict(new, old, rules).beats


ORDER = [Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE,
         Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TWO, Rank.SMALL_JOKER,
         Rank.BIG_JOKER]


@pytest.mark.parametrize("low, high", list(zip(ORDER, ORDER[1:])))
def test_rank_order_big_joker_small_joker_2_a_down_to_3(low, high):
    assert beats_(rank_name(high), rank_name(low))
    assert not beats_(rank_name(low), rank_name(high))


def test_suits_never_change_the_value_of_a_card():
    assert not beats_("♠8", "♥8") and not beats_("♥8", "♠8")
    assert not beats_("♠8♠8", "8 8")


@pytest.mark.parametrize(
    "new, old, answer",
    [
        ("99", "88", True), ("88", "99", False), ("22", "AA", True),
        ("大王大王", "小王小王", True), ("小王小王", "22", True),
        ("999", "888", True), ("888", "888", False), ("222", "AAA", True),
    ],
)
def test_single_pair_triple_compare_by_rank(new, old, answer):
    assert beats_(new, old) is answer


def test_equal_plays_never_beat_each_other():
    for text in ["8", "88", "888", "888JJ", "3344", "333444", "333444JJQQ", "6666",
                 "♣4♣4♣4", "大王大王大王"]:
        assert not beats_(text, text), text


@pytest.mark.parametrize(
    "new, old, answer, words",
    [
        ("999QQ", "888JJ", True, "pair Q is above J"),
        ("999JJ", "888JJ", False, "pair J equals J"),
        ("999 10 10", "888JJ", False, "both parts must be higher"),
        ("888QQ", "888JJ", False, "triple 8 equals 8"),
        ("777AA", "888JJ", False, "triple 7 is below 8"),
        ("222大王大王", "AAA小王小王", True, "pair 大王 is above 小王"),
        ("大王大王大王 小王小王", "22233", True, "pair 小王 is above 3"),
    ],
)
def test_three_with_a_pair_needs_both_parts_higher(new, old, answer, words):
    found = verdict(new, old)
    assert found.beats is answer and words in found.reason


@pytest.mark.parametrize(
    "new, old, answer, words",
    [
        ("4455", "3344", True, "top consecutive pairs 5 is above 4"),
        ("445566", "3344", False, "same size"),
        ("3344", "4455", False, "below"),
        ("444555", "333444", True, "above"),
        ("444555666", "333444", False, "same size"),
        ("444555 QQKK", "333444 JJQQ", True, "top pair K is above Q"),
        ("444555 JJQQ", "333444 JJQQ", False, "top pair Q equals Q"),
        ("333444 QQKK", "333444 JJQQ", False, "top triple 4 equals 4"),
        ("444555666 QQKKAA", "333444 JJQQ", False, "same size"),
    ],
)
def test_runs_need_the_same_size_and_winged_planes_both_parts_higher(new, old, answer, words):
    found = verdict(new, old)
    assert found.beats is answer and words in found.reason


@pytest.mark.parametrize(
    "new, old",
    [("333444", "3344"), ("333444 5566", "333444"), ("888JJ", "888"), ("3344", "33"),
     ("88", "8"), ("333444", "888JJ")],
)
def test_following_requires_the_same_type(new, old):
    found = verdict(new, old)
    assert not found.beats and "followed only by" in found.reason


@pytest.mark.parametrize(
    "old",
    ["3", "大王", "大王大王", "AAA", "AAA大王大王", "KKAA", "QQQKKKAAA", "333444 5566",
     "333444555 JJQQKK"],
)
def test_a_bomb_beats_every_ordinary_play_three_with_pair_included(old):
    found = verdict("3333", old)
    assert found.beats and "bomb beats every play" in found.reason


@pytest.mark.parametrize(
    "new, old, answer",
    [
        ("33333", "2222", True),     # more cards win
        ("2222", "33333", False),
        ("5555", "4444", True),      # equal counts: rank decides
        ("4444", "5555", False),
        ("8" * 12, "2" * 11, True),
        ("888888", "888888", False),
    ],
)
def test_bombs_compare_by_size_then_rank(new, old, answer):
    assert beats_(new, old) is answer


@pytest.mark.parametrize("bomb", ["3333", "2222", "8" * 12, "2" * 12])
def test_a_fork_beats_every_bomb_documented_a2(bomb):
    found = verdict("♣3♣3♣3", bomb)
    assert found.beats and "bombs included" in found.reason
    assert not beats_(bomb, "♣3♣3♣3")


@pytest.mark.parametrize(
    "new, old, answer",
    [
        ("♦8♦8♦8", "♣4♣4♣4", True),   # the seed's example (S3:L17)
        ("♣4♣4♣4", "♦8♦8♦8", False),
        ("♠8♠8♠8", "♦8♦8♦8", False),   # suits do not rank forks
        ("2s2s2s", "AhAhAh", True),
        ("小王小王小王", "2s2s2s", True),
        ("大王大王大王", "小王小王小王", True),
        ("小王小王小王", "大王大王大王", False),
    ],
)
def test_forks_compare_by_rank_joker_forks_on_top_documented_a3(new, old, answer):
    assert beats_(new, old) is answer


def test_nothing_beats_the_big_joker_fork():
    for text in ["大王", "2" * 12, "AcAcAc", "小王小王小王", "AAA大王大王"]:
        assert not beats_(text, "大王大王大王")


def test_a_fork_is_played_whatever_type_is_on_the_table():
    for old in ["3", "大王大王", "AAA", "888JJ", "334455", "333444", "333444 5566", "6666"]:
        assert beats_("♣3♣3♣3", old), old


def test_a_triple_that_is_not_single_suited_is_only_a_triple():
    assert not beats_("♠9♠9♥9", "♣4♣4♣4")
    assert not beats_("999", "3333")
    assert beats_("♠9♠9♥9", "888")


def test_beating_is_never_both_ways_over_many_plays():
    texts = ["8", "9", "88", "99", "888", "♠8♠8♠8", "888JJ", "999QQ", "999JJ", "3344", "4455",
             "333444", "333444 JJQQ", "444555 QQKK", "6666", "66666", "7777", "大王大王大王",
             "小王小王小王", "♦8♦8♦8"]
    for a, b in itertools.product(texts, repeat=2):
        assert not (beats_(a, b) and beats_(b, a)), (a, b)


def test_no_legal_play_beats_itself_and_beating_is_transitive_within_a_type():
    from test_sanchazi_respond import legal_sub_plays

    hand = parse_hand("333 444 55 66 8888 ♠9♠9♠9 大王大王大王")
    shapes = [found for _, found in legal_sub_plays(hand, Rules())]
    assert len(shapes) > 50
    for a in shapes:
        assert not beats(a, a).beats
    # draw mostly within one type, where chains of beats are common
    by_type = {}
    for found in shapes:
        by_type.setdefault(found.type.kind, []).append(found)
    groups = list(by_type.values())
    rng = random.Random(5)
    chained = 0
    for _ in range(30000):
        group = rng.choice(groups)
        a, b, c = (rng.choice(group if rng.random() < 0.8 else shapes) for _ in range(3))
        if beats(a, b).beats and beats(b, c).beats:
            chained += 1
            assert beats(a, c).beats, (a, b, c)
    assert chained > 300


def by_keys(new, old):
    """sanchazi.md §4 read as keys: a higher tier wins; within ordinary plays only the same
    type and size, every compared part higher; bombs by (cards, rank), forks by rank."""
    if new.tier != old.tier:
        return new.tier > old.tier
    if new.tier is Tier.ORDINARY:
        parts = [(new.main, old.main)] + ([(new.wing, old.wing)] if old.type.both_parts else [])
        return (new.type, new.length) == (old.type, old.length) and all(n > o for n, o in parts)
    size = (lambda shape: shape.cards if shape.tier is Tier.BOMB else 0)
    return (size(new), new.main) > (size(old), old.main)


def test_the_ruling_and_its_words_are_the_rule_read_as_keys_on_every_pair_of_plays():
    from test_sanchazi_respond import legal_sub_plays

    seen = set()
    for rules in (Rules(), Rules(wings_share_ranks=True)):
        hand = parse_hand("333 444 55 66 8888 ♠9♠9♠9 ♥9 K 大王大王大王")
        shapes = [found for _, found in legal_sub_plays(hand, rules)]
        assert len(shapes) > 60
        for a, b in itertools.product(shapes, repeat=2):
            decided = ruling(a, b)
            seen.add(decided)
            assert decided.beats is by_keys(a, b) is beats(a, b).beats, (a, b)
    # every way of deciding but a bomb of fewer cards' (the hand holds one bomb size of 8s
    # and one of nothing else) comes up
    assert set(Ruling) - seen <= {Ruling.MORE_CARDS, Ruling.FEWER_CARDS, Ruling.BOMB_HIGHER,
                                  Ruling.BOMB_NOT_HIGHER}
