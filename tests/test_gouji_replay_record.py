"""Replay records (grammar/gouji_replay.py): fields, errors that name them, the shorthands,
plays that read but are not plays, and the fast hand reader that must equal the grammar."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paiju.engine.gouji.hand import Mode
from paiju.engine.gouji.referee.actions import Kind
from paiju.engine.gouji.referee.facts import Head
from paiju.engine.gouji.settling import settle
from paiju.errors import IllegalActionError, NotationError, PaijuError, RecordError
from paiju.grammar.gouji import parse_hand
from paiju.grammar.gouji_replay import read_hand, read_replay

HANDS = ["2x9+1x4", "2x8+1x5", "1x6+1x4", "1x7+1x5", "1x8+1x4", "1x9+1x5"]


def record(**fields):
    return {"hands": HANDS, "leader": 0, **fields}


def test_a_record_reads_into_a_set_up_and_actions():
    read = read_replay(record(mode="normal", option=1, opening=2, rules={"wind": "partner"},
                              actions=[{"seat": 0, "play": "1x4"}, {"seat": 1, "pass": True},
                                       {"seat": 2, "burn": "1x6"}, {"seat": 3, "yield": True},
                                       {"seat": 4, "wind": True}],
                              deal=2, deals_per_game=5, declarations={"0": "bright"}))
    assert read.setup.mode is Mode.NORMAL and read.setup.leader == 0
    assert dict(read.setup.rules.readings) == {"option": "1", "opening": "2", "wind": "partner"}
    assert [(a.seat, a.kind) for a in read.actions] == [
        (0, Kind.PLAY), (1, Kind.PASS), (2, Kind.BURN), (3, Kind.YIELD), (4, Kind.WIND)]
    assert read.actions[0].record() == {"seat": 0, "play": "1x4"}
    assert read.number == 2 and read.deals_per_game == 5


@pytest.mark.parametrize("fields, field, words", [
    ({"hands": HANDS[:5]}, "hands", "6 hands"),
    ({"hands": [*HANDS[:5], 7]}, "hands[5]", "hand notation"),
    ({"hands": [*HANDS[:5], "1x4+"]}, "hands[5]", "cannot read hand"),
    ({"leader": "0"}, "leader", "whole number"),
    ({"leader": 6}, "leader", "does not exist"),
    ({"mode": "biesan"}, "mode", "normal, bie-san"),
    ({"head": "keep"}, "head", "no revolution"),
    ({"revolution": 2, "head": "half"}, "head", "keep, none"),
    ({"option": 2}, "option", "its values are 0, 1"),
    ({"option": 1, "rules": {"option": "0"}}, "option", "disagrees with rules.option"),
    ({"rules": {"burnerz": "all"}}, "rules.burnerz", "the rules are"),
    ({"actions": {}}, "actions", "list"),
    ({"actions": [[0, "pass"]]}, "actions[0]", "expected an action"),
    ({"actions": [{"pass": True}]}, "actions[0].seat", "missing"),
    ({"actions": [{"seat": 7, "pass": True}]}, "actions[0].seat", "does not exist"),
    ({"actions": [{"seat": 0, "pass": False}]}, "actions[0].pass", "expected true"),
    ({"actions": [{"seat": 0, "fold": True}]}, "actions[0].fold", "unknown field"),
    ({"actions": [{"seat": 0, "pass": True, "yield": True}]}, "actions[0]", "exactly one"),
    ({"actions": [{"seat": 0}]}, "actions[0]", "exactly one"),
    ({"actions": [{"seat": 0, "play": 4}]}, "actions[0].play", "play notation"),
    ({"actions": [{"seat": 0, "play": "4y"}]}, "actions[0].play", "cannot read play"),
    ({"colour": "red"}, "colour", "unknown field"),
    ({"declarations": {"0": "loud"}}, "declarations.0", "none, bright, pre"),
])
def test_an_unreadable_record_names_the_field(fields, field, words):
    with pytest.raises(RecordError) as error:
        read_replay(record(**fields))
    assert error.value.field == field and words in str(error.value), str(error.value)


def test_an_impossible_set_up_is_refused_before_any_action_rule_19():
    with pytest.raises(RecordError) as error:
        read_replay(record(revolution=0, head="keep",
                           actions=[{"seat": 0, "play": "nonsense!"}]))
    assert error.value.field == "leader"  # the set-up, before the unreadable action


def test_a_rule_the_record_sets_holds_over_one_given_besides_it_documented_records_over_options():
    assert read_replay(record(), [("burners", "enemies")]).setup.rules.burners.value == "enemies"
    held = read_replay(record(rules={"burners": "all"}), [("burners", "enemies")])
    assert held.setup.rules.burners.value == "all"


def test_a_play_that_reads_but_is_no_play_is_refused_at_its_index_rule_19():
    read = read_replay(record(actions=[{"seat": 0, "play": "1x4"}, {"seat": 1, "play": "1x5+1x8"}]))
    with pytest.raises(IllegalActionError) as error:
        read.replay()
    assert (error.value.action, error.value.seat, error.value.rule) == (1, 1, "§18 rule 19")
    assert "one natural rank" in error.value.reason


def test_an_illegal_action_names_its_index_and_nothing_after_it_is_judged():
    actions = [{"seat": 0, "play": "1x4"}, {"seat": 2, "pass": True}, {"seat": 9, "pass": True}]
    with pytest.raises(RecordError):  # the unreadable seat is a reading error, found first
        read_replay(record(actions=actions))
    actions[2] = {"seat": 0, "play": "9x9"}
    with pytest.raises(IllegalActionError) as error:
        read_replay(record(actions=actions)).replay()
    assert error.value.action == 1 and error.value.rule == "§18 rule 2"


def test_a_finished_replay_settles_with_the_records_settlement_fields():
    hands = ["1x3", "1x4", "1x5", "1x6+1x4", "1x7", "1x8+1x4"]
    read = read_replay({"hands": hands, "leader": 0, "deal": 1, "declarations": {"1": "pre"},
                        "actions": [{"seat": 0, "play": "1x3"}, {"seat": 1, "play": "1x4"},
                                    {"seat": 2, "play": "1x5"}, {"seat": 3, "play": "1x6"},
                                    {"seat": 4, "play": "1x7"}]})
    referee = read.replay()
    deal = read.deal(referee)
    assert deal.number == 1 and deal.declarations[1].value == "pre"
    assert deal.order == (0, 1, 2, 4, 5, 3)
    assert settle(deal).ranking.places[3].name_zh == "大落"


def test_a_revolution_record_reads_its_head_choice():
    hands = ["1x4+1x3", "1x5+1x3", "2xK+1x4", "1x7+1x3", "1x8+1x3", "3x9"]
    read = read_replay({"hands": hands, "leader": 2, "revolution": 5, "head": "none"})
    assert read.setup.revolution == 5 and read.setup.head is Head.NONE


hand_texts = st.lists(st.sampled_from(["3", "4x10", "2大花", "1小花", "2钱", "♠4", "5s", "K",
                                       "A", "10", "x", "", " ", "4 x10", "2 大花", "3x2"]),
                      min_size=1, max_size=8).map(lambda terms: "+".join(terms))


@settings(max_examples=300, deadline=None)
@given(hand_texts)
def test_the_fast_hand_reader_is_the_hand_grammar(text):
    try:
        expected = parse_hand(text)
    except PaijuError as error:
        with pytest.raises(type(error)) as raised:
            read_hand(text)
        assert str(raised.value) == str(error)
        return
    assert read_hand(text) == expected


def test_hands_as_hand_written_them_read_back():
    written = [parse_hand(text).written for text in ("2大花+1小花+3钱+4xA+2x10", *HANDS[1:])]
    read = read_replay(record(hands=written))
    assert [hand.written for hand in read.setup.hands] == written
    with pytest.raises(NotationError):
        read_hand("2x")


def test_rules_null_in_a_replay_record_means_no_switches_and_a_list_is_refused():
    """gouji.md §18 rule 19: ``"rules": null`` aside, a field of the wrong type is bad input
    (it crashed with exit 3 before)."""
    from paiju.errors import RecordError
    from paiju.grammar.gouji_replay import read_replay

    record = {"hands": ["2x4", "2x5", "2x6", "5x10", "2x7", "2x8"], "leader": 3}
    assert read_replay({**record, "rules": None}).setup.rules == read_replay(record).setup.rules
    with pytest.raises(RecordError) as refused:
        read_replay({**record, "rules": []})
    assert refused.value.field == "rules"
