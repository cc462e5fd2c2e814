"""Whole deals played by random legal actions (tests/gouji_selfplay.py): every deal ends,
every card is played once or still held, the finishing order is a permutation of the seats,
the record replays, settle accepts what the replay derives, the legal actions are exactly the
actions the referee accepts, and a record made illegal at one action is refused at exactly
that index."""

import json
import random
from collections import Counter

import pytest

from gouji_selfplay import books, self_play
from paiju.engine.gouji.referee.actions import (
    Action, Kind, burn_action, pass_action, play_action, wind_action, yield_action,
)
from paiju.engine.gouji.referee.entries import WIDTH, lead_entries
from paiju.engine.gouji.referee.state import Referee
from paiju.engine.gouji.settling import settle
from paiju.errors import IllegalActionError
from paiju.grammar.gouji_replay import read_replay

SEEDS = range(150)
BOOKS = books()


@pytest.fixture(scope="module")
def games():
    return [self_play(seed, BOOKS[seed % len(BOOKS)]) for seed in SEEDS]


def test_what_the_rules_regulate_really_happens_in_self_play(games):
    tally = sum((game.tally for game in games), Counter())
    print("\nself-play over", len(games), "deals:",
          ", ".join(f"{kind} {count}" for kind, count in sorted(tally.items())))
    minimum = {"level cards played": 1000, "burned": 15, "burn outcome: success": 5,
               "burn outcome: failed": 2, "burn outcome: lifted": 1, "yielded": 500,
               "asked again": 100, "requested the lead": 20, "request lapsed": 5,
               "底牌 hooked": 10, "dead level on a 底牌": 5, "dead level under 要头": 5,
               "tangle began": len(games), "revolution": 15, "opened a point": 300,
               "smothered": 5, "lost its head": 1, "憋三 deal": 15}
    short = {kind: (tally[kind], wanted) for kind, wanted in minimum.items()
             if tally[kind] < wanted}
    assert not short, short


def test_every_deal_ends_and_keeps_every_card(games):
    for game in games:
        referee = game.referee
        assert referee.over
        setup = referee.setup
        played = [Counter() for _ in range(6)]
        for action in game.actions:
            if action.entry is not None:
                played[action.seat].update(action.entry.play.counts())
        for seat in range(6):
            assert setup.hands[seat].counts == referee.hand(seat).counts + played[seat]


def test_the_order_is_a_permutation_of_the_six_seats(games):
    for game in games:
        facts = game.referee.facts()
        rebel = () if facts.revolution is None else (facts.revolution,)
        seats = facts.order + facts.left + facts.failed_burners + rebel
        assert sorted(seats) == list(range(6)), facts


def test_the_generated_record_replays_and_settles_as_the_referee_says(games):
    for game in games:
        record = read_replay(json.loads(json.dumps(game.record, ensure_ascii=False)))
        replayed = record.replay()
        assert replayed.over and replayed.facts() == game.referee.facts()
        assert [event.describe() for event in replayed.events] == \
            [event.describe() for event in game.referee.events]
        settlement = settle(record.deal(replayed))
        facts = replayed.facts()
        places = settlement.ranking.places
        for number, seat in enumerate(facts.order[:2]):
            if seat not in facts.failed_burners and facts.revolution is None:
                assert places[seat].number == number + 1
        for seat in facts.failed_burners:
            assert places[seat].number >= 5 - (len(facts.failed_burners) - 1)


def candidates(referee: Referee) -> list[Action]:
    """Actions of every kind, by the seat to act and by others: the legal ones and many
    illegal ones."""
    seat = referee.turn
    found: list[Action] = []
    for who in range(6):
        found += [pass_action(who), yield_action(who), wind_action(who)]
    for who in (seat, (seat + 1) % 6):
        for played in lead_entries(referee.counts, who * WIDTH, False)[::3]:
            found += [play_action(who, played), burn_action(who, played)]
    return found


def test_legal_actions_are_exactly_what_the_referee_accepts(games):
    checked = 0
    for game in games[:40]:
        referee = Referee(game.referee.setup)
        for index, action in enumerate(game.actions):
            if index % 9 == 0:
                legal = referee.legal_actions()
                assert len(set(legal)) == len(legal)
                allowed = set(legal)
                for candidate in candidates(referee) + legal:
                    trial = referee.copy()
                    if candidate in allowed:
                        trial.push(candidate)
                    else:
                        with pytest.raises(IllegalActionError) as error:
                            trial.push(candidate)
                        assert error.value.action == index
                        assert error.value.rule.startswith("§18 rule ")
                    checked += 1
            referee.push(action)
    assert checked > 5000


def test_a_record_made_illegal_at_one_action_is_refused_at_exactly_that_index(games):
    rng = random.Random(7)
    mutated = 0
    for game in games[:60]:
        index = rng.randrange(len(game.actions))
        referee = Referee(game.referee.setup)
        referee.push_all(game.actions[:index])
        allowed = set(referee.legal_actions())
        wrong = [action for action in candidates(referee) if action not in allowed]
        bad = rng.choice(wrong)
        record = dict(game.record)
        record["actions"] = [*record["actions"][:index], bad.record(),
                             *record["actions"][index + 1:]]
        with pytest.raises(IllegalActionError) as error:
            read_replay(json.loads(json.dumps(record, ensure_ascii=False))).replay()
        assert error.value.action == index and error.value.seat == bad.seat
        mutated += 1
    assert mutated == 60


def test_each_kind_of_listed_action_converts_to_a_record_action_that_replays(games):
    game = games[0]
    referee = Referee(game.referee.setup)
    kinds = set()
    for action in game.actions:
        for legal in referee.legal_actions():
            kinds.add(legal.kind)
            item = legal.record()
            assert set(item) == {"seat", legal.kind.value}
        referee.push(action)
    assert {Kind.PLAY, Kind.PASS} <= kinds
