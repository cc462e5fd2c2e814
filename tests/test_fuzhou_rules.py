"""The Fuzhou rule book (fuzhou-mahjong.md §1, §2, §3, §7.2, §7.4): the switches as data, on
the one machinery of paiju/engine/rulebook.py, and the scorer honouring each value."""

from __future__ import annotations

import pytest

from paiju.engine.fuzhou.flowers import winner_flowers
from paiju.engine.fuzhou.rules import (
    DEFAULT,
    SWITCHBOARD,
    SWITCHES,
    BankerCount,
    BonusOnDiscard,
    DiscardedGold,
    GoldsAsFlowers,
    RunOnDraw,
    rule_book,
)
from paiju.engine.fuzhou.scoring import GOLDEN_SPARROW, PLAIN_WIN, Rules, Win, score
from paiju.engine.rulebook import Switchboard
from paiju.grammar.fuzhou import parse_gold, parse_hand
from paiju.grammar.fuzhou_records import Given

GOLD = parse_gold("5p")
PLAIN = "123m 456m 789m 234s 678p 99s"
SPARROW = "123m 456m 789m 234s 金 金 678p"
ONE_GOLD_ON_9S = "123m 456m 789m 234s 678p 金 9s"


def scored(text, flowers=0, book=DEFAULT, **win):
    hand = parse_hand(text, GOLD)
    return score(hand, GOLD, winner_flowers(hand, given=flowers), Win(**win),
                 Rules(base=5, book=book))


def test_the_switches_are_data_on_the_shared_machinery():
    assert isinstance(SWITCHBOARD, Switchboard)
    assert [(switch.name, switch.default.name, switch.choices, switch.section)
            for switch in SWITCHES] == [
        ("bonus-on-discard", "discarder", ("discarder", "all"), "§7.2"),
        ("discarded-gold", "refused", ("refused", "as-shown"), "§2"),
        ("golds-as-flowers", "no", ("no", "yes"), "§1"),
        ("banker-count", "none", ("none", "added"), "§7.4"),
        ("run-on-draw", "grows", ("grows", "kept"), "§3"),
    ]
    assert all(switch.question and all(reading.says for reading in switch.readings)
               for switch in SWITCHES)


def test_the_default_book_is_the_rules_files_readings():
    assert (DEFAULT.bonus_on_discard, DEFAULT.discarded_gold, DEFAULT.golds_as_flowers,
            DEFAULT.banker_count, DEFAULT.run_on_draw) == (
        BonusOnDiscard.DISCARDER, DiscardedGold.REFUSED, GoldsAsFlowers.NO, BankerCount.NONE,
        RunOnDraw.GROWS)
    assert rule_book() is DEFAULT and DEFAULT.readings == ()


def test_a_book_records_the_readings_set_away_from_the_default():
    book = rule_book([("run-on-draw", "kept"), ("bonus-on-discard", "all")])
    assert book.readings == (("bonus-on-discard", "all"), ("run-on-draw", "kept"))
    assert rule_book([("bonus-on-discard", "discarder")]) is DEFAULT
    assert SWITCHBOARD.describe(book)[0].startswith("bonus-on-discard=all: all three")


@pytest.mark.parametrize("name, value, words", [
    ("bonus-on-discrad", "all", "no Fuzhou rule 'bonus-on-discrad': the rules are "
                                "bonus-on-discard, discarded-gold"),
    ("bonus-on-discard", "everyone", "its values are discarder, all"),
])
def test_an_unknown_switch_or_value_names_the_choices(name, value, words):
    with pytest.raises(ValueError, match=words):
        rule_book([(name, value)])


# --- §7.2 bonus-on-discard ---------------------------------------------------------------

def test_a_bonus_hand_on_a_discard_is_paid_by_the_discarder_switch_bonus_on_discard_discarder():
    for hand, each in ((SPARROW, 5 + 6 + 60), (PLAIN, 5 + 0 + 30)):
        result = scored(hand, 3 if hand == SPARROW else 0)
        assert [(p.payer, p.amount) for p in result.payments] == [("discarder", each)]


def test_a_bonus_hand_on_a_discard_is_paid_by_all_three_switch_bonus_on_discard_all():
    book = rule_book([("bonus-on-discard", "all")])
    sparrow = scored(SPARROW, 3, book)
    assert sparrow.bonus is GOLDEN_SPARROW and sparrow.payers == 3
    assert [(p.payer, p.amount) for p in sparrow.payments] == [
        ("discarder", 71), ("banker", 71), ("other", 71)]
    plain = scored(PLAIN, 0, book, banker=True)
    assert plain.bonus is PLAIN_WIN and [p.payer for p in plain.payments] == [
        "discarder", "other", "other"]
    assert "bonus-on-discard=all" in "\n".join(plain.steps)


def test_a_discard_win_without_a_bonus_hand_stays_with_the_discarder_switch_bonus_on_discard_all():
    result = scored(ONE_GOLD_ON_9S, 3, rule_book([("bonus-on-discard", "all")]))
    assert result.bonus is None and [(p.payer, p.amount) for p in result.payments] == [
        ("discarder", 8)]


# --- §2 discarded-gold -----------------------------------------------------------------------

def test_a_discarded_gold_is_refused_switch_discarded_gold_refused():
    result = scored("123m 456m 789m 234s 46p 99s 5p")
    assert not result.win and "discarded gold" in result.reason


def test_a_discarded_gold_wins_as_shown_switch_discarded_gold_as_shown():
    book = rule_book([("discarded-gold", "as-shown")])
    result = scored("123m 456m 789m 234s 46p 99s 5p", book=book)
    assert result.win and result.gold.golds == 0


def test_the_discarded_gold_option_is_the_switchs_shorthand():
    """The option (and the record field) is read as the switch, which alone decides."""
    assert Given(discarded_gold_wins=True).rules().book.discarded_gold is DiscardedGold.AS_SHOWN
    assert Given(discarded_gold_wins=True).rules() == \
        Given(switches=(("discarded-gold", "as-shown"),)).rules()
    assert Given().rules().book.discarded_gold is DiscardedGold.REFUSED
    assert not hasattr(Rules(), "discarded_gold_wins")


# --- §1 golds-as-flowers ---------------------------------------------------------------------

def test_golds_are_not_flowers_switch_golds_as_flowers_no():
    result = scored(SPARROW, 0, self_drawn=True)
    assert result.flowers.total == 0 and result.bonus_points == 70


def test_each_gold_counts_as_a_flower_switch_golds_as_flowers_yes():
    book = rule_book([("golds-as-flowers", "yes")])
    result = scored(SPARROW, 1, book, self_drawn=True)
    assert result.flowers.total == 1 + 2
    assert result.bonus is GOLDEN_SPARROW and result.bonus_points == 60  # no +10: F > 0
    assert result.per_payer == 5 + 2 * 3 + 60
    assert "golds-as-flowers=yes" in "\n".join(result.steps)
    no_gold = scored(PLAIN, 0, book, self_drawn=True)
    assert no_gold.bonus is PLAIN_WIN and no_gold.flowers.total == 0  # nothing to add
