"""Sanchazi card types (sanchazi.md §1–3): every row of the type table, every illegal play
the rules name, and the reasons given."""

from collections import Counter

import pytest

from paiju.engine.cardgame.cards import Rank, full_pack
from paiju.engine.sanchazi.card_types import (
    CARD_TYPES, PACKS, Kind, Rules, Tier, classify, max_copies,
)
from paiju.grammar.sanchazi import parse_play


def kind_of(text, rules=Rules()):
    found = classify(parse_play(text), rules)
    return found.shape.type.kind if found.legal else None


def reason_of(text, rules=Rules()):
    found = classify(parse_play(text), rules)
    assert not found.legal
    return found.reason


def test_three_packs_hold_162_cards_twelve_of_a_rank_three_of_a_joker():
    assert PACKS == 3 and sum(full_pack(PACKS).values()) == 162
    assert max_copies(Rank.EIGHT) == 12
    assert max_copies(Rank.BIG_JOKER) == max_copies(Rank.SMALL_JOKER) == 3


@pytest.mark.parametrize(
    "text, kind",
    [
        # 1 single
        ("3", Kind.SINGLE), ("2", Kind.SINGLE), ("大王", Kind.SINGLE), ("♠8", Kind.SINGLE),
        # 2 pair, joker pairs included
        ("88", Kind.PAIR), ("♥2♠2", Kind.PAIR), ("大王大王", Kind.PAIR), ("小王小王", Kind.PAIR),
        # 3 triple, 2s included; suits that are not all written and equal
        ("888", Kind.TRIPLE), ("222", Kind.TRIPLE), ("♠8♠8♥8", Kind.TRIPLE),
        ("♠8♠8 8", Kind.TRIPLE),
        # 4 三带二, with 2s and joker pairs
        ("888JJ", Kind.THREE_WITH_PAIR), ("JJ888", Kind.THREE_WITH_PAIR),
        ("22233", Kind.THREE_WITH_PAIR), ("888大王大王", Kind.THREE_WITH_PAIR),
        ("333 22", Kind.THREE_WITH_PAIR), ("♠8♠8♠8JJ", Kind.THREE_WITH_PAIR),
        # 5 consecutive pairs
        ("3344", Kind.CONSECUTIVE_PAIRS), ("334455", Kind.CONSECUTIVE_PAIRS),
        ("33445566", Kind.CONSECUTIVE_PAIRS), ("KKAA", Kind.CONSECUTIVE_PAIRS),
        ("1010JJ", Kind.CONSECUTIVE_PAIRS),
        # 6 plane (bird), one type for both seed headings
        ("333444", Kind.PLANE), ("333444555", Kind.PLANE), ("333444555666777", Kind.PLANE),
        ("KKKAAA", Kind.PLANE),
        # 6w plane with wings, the seed's examples
        ("333444 7788", Kind.PLANE_WITH_WINGS), ("333444JJQQ", Kind.PLANE_WITH_WINGS),
        ("333444555 JJQQKK", Kind.PLANE_WITH_WINGS),
        ("333444555666 10 10 JJQQKK", Kind.PLANE_WITH_WINGS),
        ("333444 KKAA", Kind.PLANE_WITH_WINGS),
        # 7 bomb, suits free
        ("6666", Kind.BOMB), ("888888", Kind.BOMB), ("2222", Kind.BOMB),
        ("♠6♠6♠6♥6", Kind.BOMB), ("8" * 12, Kind.BOMB),
        # 8 fork and three-joker fork
        ("♣4♣4♣4", Kind.FORK), ("♦8♦8♦8", Kind.FORK), ("2h2h2h", Kind.FORK),
        ("大王大王大王", Kind.JOKER_FORK), ("小王小王小王", Kind.JOKER_FORK),
    ],
)
def test_each_card_type_of_the_table(text, kind):
    assert kind_of(text) is kind


@pytest.mark.parametrize(
    "text, words",
    [
        ("大王小王", "大王 and 小王 are not a pair"),
        ("大王大王大王小王小王小王", "two three-joker forks, played one at a time"),
        ("888 大王小王", "大王 and 小王 are not a pair"),
        ("3334", "三带一"),
        ("22234", "not two single cards: 3 and 4 differ"),
        ("34567", "no straights"),
        ("3456789", "no straights"),
        ("38", "no straights"),
        ("AAA222333", "2 cannot be in a sequence"),
        ("AA22", "2 cannot be in a sequence"),
        ("KKAA22", "2 cannot be in a sequence"),
        ("AAA222", "2 cannot be in a sequence"),
        ("小王小王大王大王", "小王 cannot be in a sequence"),
        ("3355", "the pairs 3 and 5 are not consecutive"),
        ("333555", "the triples 3 and 5 are not consecutive"),
        ("333444 JJKK", "the wing pairs J and K are not consecutive"),
        ("333444 AA22", "2 cannot be in a sequence"),
        ("33344455", "as many pairs as triples: 2 triples, 1 pair"),
        ("333444 556677", "as many pairs as triples: 2 triples, 3 pairs"),
        ("8883344", "a triple takes exactly one pair"),
        ("88889", "takes no other cards"),
        ("8888 99", "takes no other cards"),
        ("33 4", "the single 4 fits no card type"),
        ("333444 5", "the single 5 fits no card type"),
    ],
)
def test_illegal_plays_and_their_reasons(text, words):
    assert words in reason_of(text)


def test_a_triple_without_suits_is_a_triple_documented_fork_needs_all_suits():
    found = classify(parse_play("888"))
    assert found.shape.type.kind is Kind.TRIPLE
    assert "needs all three suits written" in found.notes[0]
    assert "differ" in classify(parse_play("♠8♠8♥8")).notes[0]
    assert "a fork, not a triple" in classify(parse_play("♦8♦8♦8")).notes[0]


def test_a_joker_triple_is_always_a_fork_never_a_triple():
    assert kind_of("小王小王小王") is Kind.JOKER_FORK


def test_joker_triple_with_a_pair_is_a_three_with_pair_documented_m():
    # three jokers with other cards are a 三带二 (§7: no happy money "as the triple of a 三带二")
    assert kind_of("大王大王大王33") is Kind.THREE_WITH_PAIR
    assert kind_of("小王小王小王 大王大王") is Kind.THREE_WITH_PAIR


def test_wing_pairs_may_not_share_triple_ranks_documented_l4():
    assert kind_of("333444 3344") is None
    assert "--wings-share-ranks" in reason_of("333444 3344")
    assert kind_of("333444 4455") is None


def test_wing_pairs_may_share_triple_ranks_under_the_option():
    share = Rules(wings_share_ranks=True)
    assert kind_of("333444 3344", share) is Kind.PLANE_WITH_WINGS
    assert kind_of("333444 4455", share) is Kind.PLANE_WITH_WINGS
    found = classify(parse_play("333444 4455"), share)
    assert (found.shape.main, found.shape.wing) == (Rank.FOUR, Rank.FIVE)


def test_shapes_carry_the_compared_ranks():
    shape = classify(parse_play("333444555 JJQQKK")).shape
    assert (shape.main, shape.wing, shape.length, shape.cards) == (
        Rank.FIVE, Rank.KING, 3, 15)
    shape = classify(parse_play("JJ888")).shape
    assert (shape.main, shape.wing) == (Rank.EIGHT, Rank.JACK)
    shape = classify(parse_play("88888")).shape
    assert (shape.main, shape.cards) == (Rank.EIGHT, 5)


def test_card_type_table_tiers():
    tiers = Counter(t.tier for t in CARD_TYPES)
    assert tiers == {Tier.ORDINARY: 7, Tier.BOMB: 1, Tier.FORK: 2}
    assert {t.kind for t in CARD_TYPES} == set(Kind)


def test_a_wing_play_names_its_real_faults_not_a_bomb_switch_wings_share_ranks_off():
    # 333 444 + wings 33 and 22: a wing of 2s and a wing sharing the triples' 3s
    found = classify(parse_play("3334442233"))
    assert not found.legal and "bomb" not in found.reason
    assert found.reason == ("not a plane with wings: a wing of 2s (runs stay within 3…A: no "
                            "2s, no jokers) and a wing of 3s sharing a rank with the triples "
                            "(paiju's reading [L]; --wings-share-ranks allows it)")
    assert found.culprit is Rank.TWO


def test_a_wing_play_names_its_real_faults_switch_wings_share_ranks_on():
    found = classify(parse_play("3334442233"), Rules(wings_share_ranks=True))
    assert found.reason == ("not a plane with wings: a wing of 2s (runs stay within 3…A: no "
                            "2s, no jokers)")


@pytest.mark.parametrize("text, words", [
    ("333444 3344", ["wings of 3s and 4s sharing ranks with the triples"]),
    ("333 444 33", ["2 triples with 1 wing pair", "a wing of 3s sharing a rank"]),
    ("333444555 334466", ["wings of 4 and 6 not consecutive", "wings of 3s and 4s sharing"]),
    ("AAA222 AA22", ["a triple of 2s", "a wing of 2s", "wings of As and 2s sharing"]),
])
def test_every_fault_of_a_wing_play_with_a_rank_held_five_times_is_named(text, words):
    reason = reason_of(text)
    assert reason.startswith("not a plane with wings: ") and "bomb" not in reason
    assert all(word in reason for word in words), reason


def test_a_rank_held_five_times_beside_one_triple_is_still_a_bomb_with_extras():
    assert "a bomb is four or more cards of one rank" in reason_of("3333344")


def test_the_joker_messages_agree_with_what_is_accepted():
    # the three with a pair the messages cite is legal, and they do not say "never combine"
    assert kind_of("小王小王小王大王大王") is Kind.THREE_WITH_PAIR
    assert kind_of("大王大王大王小王小王") is Kind.THREE_WITH_PAIR
    for text in ("大王小王", "888 大王小王", "大王大王大王小王小王小王"):
        reason = reason_of(text)
        assert "never combine" not in reason
        assert "one pair or one fork" in reason or "never of both kinds" in reason
    assert "小王小王小王大王大王" in reason_of("大王小王")
    definitions = {t.kind: t.definition for t in CARD_TYPES}
    assert "小王小王小王大王大王" in definitions[Kind.THREE_WITH_PAIR]
    assert "never combine" not in definitions[Kind.JOKER_FORK]


def test_illegal_play_reasons_cite_the_rules_section_not_seed_lines():
    for text in ("大王小王", "22234", "34567", "AAA222333", "大王大王大王小王小王小王"):
        reason = reason_of(text)
        assert "S3:L" not in reason and "sanchazi.md §3" in reason
