"""Fuzhou table records (grammar/fuzhou_table.py): a hand's outcome or its winning hand, the
rules it carries, a game of hands; every bad field is a RecordError naming it."""

from __future__ import annotations

import json

import pytest

from paiju.engine.fuzhou.rules import DEFAULT, BonusOnDiscard
from paiju.engine.fuzhou.scoring import GOLDEN_SPARROW, GRAB_GOLD, PLAIN_WIN, THREE_GOLDS
from paiju.engine.fuzhou.settling import TableHand, settle
from paiju.errors import RecordError
from paiju.grammar.fuzhou_table import read_game, read_rule_choices, read_settle, read_table_hand

SPARROW = "123m 456m 789m 234s 金 金 678p"


def test_the_outcome_record_of_the_issue():
    hand = read_table_hand({"banker": "E", "run": 2, "winner": "S", "self_drawn": False,
                            "discarder": "N", "bonus": "金雀", "flowers": 3, "base": 5})
    assert hand == TableHand("S", "E", 2, False, "N", GOLDEN_SPARROW, 3, 5)


def test_defaults_and_a_drawn_deal():
    assert read_table_hand({"banker": "W", "winner": None}) == TableHand(None, "W")
    assert read_table_hand({}) == TableHand(None)


@pytest.mark.parametrize("written, seat", [("E", "E"), ("s", "S"), ("西", "W"), (" n ", "N")])
def test_seats_in_either_case_or_chinese(written, seat):
    assert read_table_hand({"winner": written, "self_drawn": True}).winner == seat


@pytest.mark.parametrize("written, bonus", [
    ("none", None), ("平胡", PLAIN_WIN), ("抢金", GRAB_GOLD), ("三金倒", THREE_GOLDS),
    ("金雀", GOLDEN_SPARROW), ("golden sparrow", GOLDEN_SPARROW),
])
def test_bonus_names(written, bonus):
    assert read_table_hand({"winner": "S", "bonus": written}).bonus is bonus


@pytest.mark.parametrize("record, field, words", [
    ({"winner": "S", "dealer": "E"}, "dealer", "unknown field"),
    ({"winner": "X"}, "winner", '"X" is not a seat'),
    ({"banker": 1}, "banker", "1 is not a seat"),
    ({"winner": "S", "self_drawn": "yes"}, "self_drawn", "true or false"),
    ({"winner": "S", "flowers": -1}, "flowers", "0 or more"),
    ({"winner": "S", "flowers": 2.5}, "flowers", "whole number"),
    ({"winner": "S", "base": "5"}, "base", "whole number"),
    ({"run": True}, "run", "whole number"),
    ({"winner": "S", "bonus": "七对"}, "bonus", '"七对" is not a bonus hand: one of none, 平胡'),
    ({"winner": "S", "gold": "5p"}, "gold", "belongs with the winning hand"),
    ({"winner": "S", "hand": SPARROW}, "gold", "required with the winning hand"),
    ({"winner": "S", "hand": SPARROW, "gold": "5x"}, "gold", "no suit"),
    ({"winner": "S", "hand": "123m 456m", "gold": "5p"}, "hand", "14 tiles"),
    ({"winner": "S", "hand": "123m 456m 789m 234s 678p 6s E", "gold": "5p"}, "hand",
     "is a flower in Fuzhou Mahjong"),
    ({"winner": "S", "hand": SPARROW, "gold": "5p", "bonus": "金雀"}, "bonus", "not both"),
    ({"winner": "S", "hand": SPARROW, "gold": "5p", "flowers": "3"}, "flowers",
     "a count is a number (3)"),
    ({"winner": "S", "hand": SPARROW, "gold": "5p", "flowers": 55}, "flowers", "from 0 to 54"),
    ({"winner": "S", "hand": SPARROW, "gold": "5p", "flowers": "EEEEE"}, "flowers",
     "too many 东"),
    ({"winner": "S", "hand": 5, "gold": "5p"}, "hand", "expected text"),
])
def test_bad_fields_are_named(record, field, words):
    with pytest.raises(RecordError) as caught:
        read_table_hand(record)
    assert caught.value.field == field and words in str(caught.value), caught.value


def test_a_record_that_is_not_an_object():
    with pytest.raises(RecordError, match="expected a record"):
        read_table_hand(["S"])


def test_the_winning_hand_with_its_flowers():
    hand = read_table_hand({"winner": "S", "self_drawn": True, "hand": "[1111s1] 123m 456m "
                            "789m 678p 99s", "gold": "5p", "flowers": "EE春"})
    assert hand.hand.flowers.total == 3 + 1 and hand.hand.gold == 13
    counted = read_table_hand({"winner": "S", "hand": SPARROW, "gold": "五饼", "flowers": 4,
                               "grab": False, "swimming_gold": True})
    assert counted.hand.flowers.total == 4 and counted.hand.swimming
    grab = read_table_hand({"winner": "S", "self_drawn": True, "gold": "5p", "grab": True,
                            "hand": "19m 19p 19s 2468m 246p 金 金 金 5p"})
    assert grab.hand.grabbed and grab.hand.hand.standing.count(13) == 3


def test_a_bad_hand_points_at_its_column():
    with pytest.raises(RecordError, match=r"hand: .*6 has no suit .* \(column 26 of '.*6 金'\)"):
        read_table_hand({"winner": "S", "gold": "5p", "hand": "123m 456m 789m 234s 678p 6 金"})


def test_rules_in_a_record():
    hand, book = read_settle({"banker": "E", "winner": "S", "discarder": "N", "bonus": "金雀",
                              "rules": {"bonus-on-discard": "all"}})
    assert book.bonus_on_discard is BonusOnDiscard.ALL
    assert settle(hand, book).ledger == {"E": -71, "S": 213, "W": -71, "N": -71}


@pytest.mark.parametrize("rules, field, words", [
    ({"bonus-on-discrad": "all"}, "rules.bonus-on-discrad", "the rules are bonus-on-discard"),
    ({"bonus-on-discard": "every"}, "rules.bonus-on-discard", "its values are discarder, all"),
    ({"bonus-on-discard": True}, "rules.bonus-on-discard", "expected a value"),
    (["bonus-on-discard"], "rules", "expected an object"),
])
def test_bad_rules_are_named(rules, field, words):
    with pytest.raises(RecordError) as caught:
        read_rule_choices({"rules": rules})
    assert caught.value.field == field and words in str(caught.value)


def test_no_rules_is_the_default_book():
    assert read_settle({"winner": None})[1] is DEFAULT


def test_a_game_is_a_list_of_records_or_rules_and_hands():
    records = [{"winner": "E", "self_drawn": True}, {"winner": None}]
    hands, book = read_game(records)
    assert [hand.winner for hand in hands] == ["E", None] and book is DEFAULT
    hands, book = read_game({"rules": {"run-on-draw": "kept"}, "hands": records})
    assert len(hands) == 2 and book.readings == (("run-on-draw", "kept"),)


def test_rules_given_twice_in_a_game_must_agree():
    agree = [{"winner": None, "rules": {"run-on-draw": "kept"}},
             {"winner": None, "rules": {"run-on-draw": "kept"}}]
    assert read_game(agree)[1].readings == (("run-on-draw", "kept"),)
    with pytest.raises(RecordError) as caught:
        read_game(agree + [{"winner": None, "rules": {"run-on-draw": "grows"}}],
                  labels=["line 1", "line 2", "line 4"])
    assert caught.value.field == "line 4: rules.run-on-draw"
    assert "grows disagrees with kept given before" in str(caught.value)


@pytest.mark.parametrize("document, field", [
    ({"hands": [], "deals": []}, "deals"), ({"rules": {}}, "hands"),
    ({"hands": {"winner": "S"}}, "hands"), ([{"winner": "S", "bonus": 3}], "hands[0].bonus"),
])
def test_bad_games_are_named(document, field):
    with pytest.raises(RecordError) as caught:
        read_game(document)
    assert caught.value.field == field


def test_json_lines_of_a_game_settle_end_to_end():
    lines = [json.dumps(record, ensure_ascii=False) for record in [
        {"banker": "E", "winner": "E", "self_drawn": True, "flowers": 2, "base": 5},
        {"winner": "N", "discarder": "E", "hand": SPARROW, "gold": "5p", "base": 5},
        {"winner": None},
    ]]
    from paiju.engine.fuzhou.game import play_game

    hands, book = read_game([json.loads(line) for line in lines],
                            labels=[f"line {n}" for n in range(1, 4)])
    game = play_game(hands, book)
    assert [hand.settlement.ledger for hand in game.hands] == [
        {"E": 27, "S": -9, "W": -9, "N": -9},
        {"E": -75, "S": 0, "W": 0, "N": 75},
        {"E": 0, "S": 0, "W": 0, "N": 0},
    ]
    assert game.totals == {"E": -48, "S": -9, "W": -9, "N": 66}
    assert game.next_banker.seat == "S" and game.next_banker.count == 1
