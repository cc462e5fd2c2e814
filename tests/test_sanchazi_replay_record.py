"""Sanchazi replay records (grammar/sanchazi_replay.py): the fast hand reader reads exactly as
the card grammar does, errors included; plays that read but can be no play are judged in
turn; the rules of the record and those given beside it must agree; "id" is echoed."""

import random

import pytest

from paiju.engine.sanchazi.dealing import deal
from paiju.engine.sanchazi.referee.actions import Kind
from paiju.errors import IllegalActionError, PaijuError
from paiju.grammar.sanchazi import parse_hand
from paiju.grammar.sanchazi_replay import read_hand, read_replay

PIECES = ["3", "10", "T", "K", "A", "2", "大王", "小王", "BJ", "SJ", "♠8", "♥10", "♦K", "♣2",
          "8d", "8s", "Js", "♤5", " ", "  ", "x", "♠", "大", "8sJ", "8sJd", "0", "1"]


def outcome(read, text):
    try:
        return read(text)
    except PaijuError as error:
        return type(error), str(error)


def test_the_fast_hand_reader_reads_exactly_as_the_grammar_on_random_text():
    rng = random.Random(3)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 14)))
             for _ in range(3000)]
    texts += [hand.written for seed in range(20) for hand in deal(random.Random(seed))]
    texts += ["♠8♠8♠8♠8", "888888888888 8", "大王大王大王大王", "", "  "]
    for text in texts:
        assert outcome(read_hand, text) == outcome(parse_hand, text), text


def test_a_play_that_reads_but_is_no_play_is_refused_in_its_turn():
    record = {"hands": ["88 3", "99", "JJ", "Q"], "leader": 0,
              "actions": [{"seat": 0, "play": "88"}, {"seat": 1, "play": "♠9♠9♠9♠9"}]}
    read = read_replay(record)
    assert read.actions[1].kind is Kind.PLAY and read.actions[1].play is None
    with pytest.raises(IllegalActionError) as error:
        read.replay()
    assert error.value.action == 1 and "impossible play: 4 × ♠9" in error.value.reason


def test_the_records_rules_hold_over_those_given_documented_records_over_options():
    record = {"hands": ["8", "9", "J", "Q"], "leader": 0, "rules": {"last-hand": "own"}}
    assert read_replay(record, [("last-hand", "own")]).setup.rules.readings == \
        (("last-hand", "own"),)
    assert read_replay(record, [("last-hand", "deal")]).setup.rules.readings == \
        (("last-hand", "own"),)


def test_the_id_is_kept_to_be_echoed_and_base_defaults_to_1():
    read = read_replay({"id": {"table": 3}, "hands": ["8", "9", "J", "Q"], "leader": 2})
    assert read.echo == {"id": {"table": 3}} and read.setup.base == 1
    assert read_replay({"hands": ["8", "9", "J", "Q"], "leader": 2}).echo == {}
