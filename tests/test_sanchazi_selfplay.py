"""Whole 162-card Sanchazi deals played by random legal actions (tests/sanchazi_selfplay.py):
every deal ends, points taken plus points left in hands add up to the 300 of three packs,
every card is played once or still held, the finishing order is the rules', the record
replays to the same facts, the legal actions are exactly the distinct plays the referee
accepts, and a record made illegal at one action is refused at exactly that index."""

import json
import random
from collections import Counter

import pytest

from sanchazi_selfplay import books, played_cards, self_play
from paiju.engine.sanchazi.card_types import Cards
from paiju.engine.sanchazi.referee.actions import Action, Kind, pass_action, play_action
from paiju.engine.sanchazi.referee.facts import PARTNER
from paiju.engine.sanchazi.referee.state import Referee
from paiju.engine.sanchazi.respond import leads
from paiju.errors import IllegalActionError
from paiju.grammar.sanchazi_replay import read_replay

SEEDS = range(120)
BOOKS = books()


@pytest.fixture(scope="module")
def games():
    return [self_play(seed, BOOKS[seed % len(BOOKS)]) for seed in SEEDS]


def test_what_the_rules_regulate_really_happens_in_self_play(games):
    tally = sum((game.tally for game in games), Counter())
    print("\nself-play over", len(games), "deals:",
          ", ".join(f"{kind} {count}" for kind, count in sorted(tally.items())))
    minimum = {"lift": 20, "接风 to the partner": 30, "played after passing in the trick": 100,
               "happy money paid": 20, "happy money forfeited": 3, "six jokers": 5,
               "played fork": 50, "played bomb": 200, "played plane with wings": 10,
               "played plane": 5, "played consecutive pairs": 30,
               "played three with a pair": 100, "played triple": 30}
    short = {kind: (tally[kind], wanted) for kind, wanted in minimum.items()
             if tally[kind] < wanted}
    assert not short, short


def test_every_deal_ends_and_its_300_points_are_taken_or_left_in_hands(games):
    for game in games:
        facts = game.referee.facts()
        assert facts.finished and facts.table == () and facts.table_points == 0
        assert facts.points_dealt == 300
        assert sum(facts.points_by_seat) + sum(facts.points_left) == 300
        assert sum(trick.points for trick in facts.tricks) == sum(facts.points_by_seat)
        assert sum(facts.teams.values()) == sum(facts.points_by_seat)


def test_every_card_is_played_once_or_still_held(games):
    for game in games:
        referee = game.referee
        played = played_cards(referee)
        for seat in range(4):
            start = Counter(referee.setup.hands[seat].cards)
            assert start == Counter(referee.hand(seat).cards) + played[seat], seat
        assert sum(len(hand.cards) for hand in referee.setup.hands) == 162


def test_the_deal_ends_at_three_out_or_a_lift_and_downstream_is_the_rest(games):
    for game in games:
        facts = game.referee.facts()
        if facts.lift is not None:
            first, second = facts.order
            assert PARTNER[first] == second and len(facts.downstream) == 2
        else:
            assert len(facts.order) == 3 and len(facts.downstream) == 1
        assert sorted(facts.order + facts.downstream) == [0, 1, 2, 3]
        assert facts.upstream == facts.order[0]
        for seat in facts.downstream:
            assert game.referee.hand(seat).size > 0


def test_happy_money_is_zero_sum_and_two_base_per_fork_earned(games):
    for game in games:
        facts = game.referee.facts()
        assert sum(facts.happy_money_by_seat) == 0
        base = game.referee.setup.base
        for paid in facts.happy_money:
            assert paid.money.per_payer in (0, 2 * base)


def test_the_generated_record_replays_to_the_same_facts_and_story(games):
    for game in games:
        record = read_replay(json.loads(json.dumps(game.record, ensure_ascii=False)))
        replayed = record.replay()
        assert replayed.over and replayed.facts() == game.referee.facts()
        assert [event.describe() for event in replayed.events] == \
            [event.describe() for event in game.referee.events]


def resolved(referee: Referee, action: Action):
    """What an action amounts to for the seat to act: a pass, or the cards a play takes."""
    if action.kind is Kind.PASS:
        return action.seat, "pass"
    if action.seat != referee.turn:
        return action.seat, action.play
    taken = referee.holdings[action.seat].take(action.play)
    return action.seat, (Cards(taken) if not isinstance(taken, str) else ("missing", action.play))


def candidates(referee: Referee) -> list[Action]:
    """Actions by the seat to act and by others: passes, every lead of the seat's own hand
    and of the next seat's (most of them illegal when following)."""
    seat = referee.turn
    found = [pass_action(who) for who in range(4)]
    for who in (seat, (seat + 1) % 4):
        if referee.is_active(who):
            found += [play_action(seat, lead.play) for lead in
                      leads(referee.hand(who), referee.rules.cards)[::2]]
            found += [play_action(who, lead.play) for lead in
                      leads(referee.hand(who), referee.rules.cards)[::5]]
    return found


def test_legal_actions_are_exactly_the_plays_the_referee_accepts(games):
    checked = 0
    for game in games[:10]:
        referee = Referee(game.referee.setup)
        for index, action in enumerate(game.actions):
            if index % 8 == 0:
                legal = referee.legal_actions()
                allowed = {resolved(referee, item) for item in legal}
                assert len(allowed) == len(legal), "a play listed twice"
                for candidate in candidates(referee) + legal:
                    trial = referee.copy()
                    if resolved(referee, candidate) in allowed:
                        trial.push(candidate)
                    else:
                        with pytest.raises(IllegalActionError) as error:
                            trial.push(candidate)
                        assert error.value.action == index
                        assert error.value.rule.startswith("§10 rule ")
                    checked += 1
            referee.push(action)
    assert checked > 2500


def test_a_record_made_illegal_at_one_action_is_refused_at_exactly_that_index(games):
    rng = random.Random(16)
    mutated = 0
    for game in games[:60]:
        index = rng.randrange(len(game.actions))
        referee = Referee(game.referee.setup)
        referee.push_all(game.actions[:index])
        allowed = {resolved(referee, item) for item in referee.legal_actions()}
        wrong = [action for action in candidates(referee)
                 if resolved(referee, action) not in allowed]
        bad = rng.choice(wrong)
        record = dict(game.record)
        record["actions"] = [*record["actions"][:index], bad.record(),
                             *record["actions"][index + 1:]]
        with pytest.raises(IllegalActionError) as error:
            read_replay(json.loads(json.dumps(record, ensure_ascii=False))).replay()
        assert error.value.action == index and error.value.seat == bad.seat
        mutated += 1
    assert mutated == 60


def test_a_copy_branches_without_touching_the_original(games):
    game = games[0]
    referee = Referee(game.referee.setup)
    referee.push_all(game.actions[:40])
    before = (referee.facts(), [referee.hand(seat) for seat in range(4)], referee.turn)
    branch = referee.copy()
    branch.push_all(game.actions[40:])
    assert branch.over and not referee.over
    assert (referee.facts(), [referee.hand(seat) for seat in range(4)], referee.turn) == before
