"""Both card-game referees implement one protocol (paiju/engine/cardgame/protocol.py), and
a program may rely on it: pop() undoes push() exactly, is_legal() says what push() does,
to_record()/from_record() restore any position, outcome() is what the command prints.

Every check runs over random self-played deals (tests/gouji_selfplay.py,
tests/sanchazi_selfplay.py), of every rule book the self-play tests use."""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from forked import run_paiju
from gouji_selfplay import books as gouji_books, self_play as gouji_self_play
from paiju.engine.cardgame.tricks import slot_names
from paiju.engine.gouji.referee import actions as gouji_actions
from paiju.engine.gouji.referee.state import Referee as GoujiReferee
from paiju.engine.sanchazi.referee.actions import Action as SanchaziAction
from paiju.engine.sanchazi.referee.actions import pass_action, play_action
from paiju.engine.sanchazi.referee.holding import Holding
from paiju.engine.sanchazi.referee.state import Referee as SanchaziReferee
from paiju.errors import IllegalActionError, RecordError
from sanchazi_selfplay import books as sanchazi_books, self_play as sanchazi_self_play

GOUJI_SEEDS = range(3100, 3108)
SANCHAZI_SEEDS = range(5200, 5208)


# Each seed's deal is played once per process and shared by the tests that read it: a Game
# is only read here (every test pushes onto a fresh referee of its set-up), and playing the
# same deal again would check nothing more.
@cache
def gouji_game(seed: int):
    rule_books = gouji_books()
    return gouji_self_play(seed, rule_books[seed % len(rule_books)])


@cache
def sanchazi_game(seed: int):
    rule_books = sanchazi_books()
    return sanchazi_self_play(seed, rule_books[seed % len(rule_books)])


GAMES = [pytest.param(gouji_game, seed, id=f"gouji-{seed}") for seed in GOUJI_SEEDS] + \
        [pytest.param(sanchazi_game, seed, id=f"sanchazi-{seed}") for seed in SANCHAZI_SEEDS]


CONTAINERS = frozenset((list, tuple, Holding))


def whole_state(referee: Any) -> dict[str, Any]:
    """Every slot of the referee, lists as tuples (so that a later change cannot reach the
    snapshot), a seat's holding as its counts by rank."""
    def frozen(value: Any) -> Any:
        # the undo stack grows with the deal and is frozen whole before and after every
        # action: this walk is most of the module's time, hence a list (not a generator) and
        # no call for an item that is not a container (frozen would give it back as it is)
        kind = type(value)
        if kind is list or kind is tuple:
            # a named tuple (an event) is immutable: kept whole, not gone through field by
            # field at every action (the log grows with the deal)
            if CONTAINERS.isdisjoint(map(type, value)):
                return tuple(value)
            return tuple([frozen(item) if type(item) in CONTAINERS else item for item in value])
        if isinstance(value, Holding):
            # its counts by rank, as it keeps them (Holding.count is made from them card by
            # card, a Counter a time: 70% of this module's time when it was the snapshot)
            return value.size, tuple(value.ranks)
        return value
    return {name: frozen(getattr(referee, name)) for name in slot_names(type(referee))}


def fresh(referee: Any) -> Any:
    """The same deal before any action."""
    return type(referee)(referee.setup)


# --- pop --------------------------------------------------------------------------------

@pytest.mark.parametrize("play, seed", GAMES)
def test_pop_undoes_every_push_and_every_slot_comes_back(play, seed):
    game = play(seed)
    referee = fresh(game.referee)
    before_each = []
    for action in game.actions:
        before = whole_state(referee)
        before_each.append(before)
        referee.push(action)
        assert referee.pop() is action
        assert whole_state(referee) == before
        referee.push(action)
    assert referee.is_over() and whole_state(referee) == whole_state(game.referee)
    for action, before in zip(reversed(game.actions), reversed(before_each)):
        assert referee.pop() == action
        assert whole_state(referee) == before
    with pytest.raises(IndexError):
        referee.pop()
    assert referee == fresh(game.referee)


@pytest.mark.parametrize("play, seed", GAMES[:2] + GAMES[-2:])
def test_a_copy_pops_on_its_own(play, seed):
    game = play(seed)
    half = len(game.actions) // 2
    referee = fresh(game.referee)
    referee.push_all(game.actions[:half])
    original = whole_state(referee)
    branch = referee.copy()
    assert branch == referee
    for _ in range(half):
        branch.pop()
    assert whole_state(referee) == original and branch == fresh(game.referee)
    branch.push_all(game.actions[:half])
    assert branch == referee


# --- is_legal ---------------------------------------------------------------------------

def gouji_candidates(referee: GoujiReferee, rng: random.Random) -> list[Any]:
    """Legal actions and many illegal ones: every seat's pass, yield and 接风, and each legal
    play of the seat to act as a play and as a burn, by every seat."""
    legal = referee.legal_actions()
    entries = {action.entry for action in legal if action.entry is not None}
    found: list[Any] = list(legal)
    for seat in range(6):
        found += [gouji_actions.pass_action(seat), gouji_actions.yield_action(seat),
                  gouji_actions.wind_action(seat)]
        for entry in rng.sample(sorted(entries, key=lambda item: item.code),
                                min(4, len(entries))):
            found += [gouji_actions.play_action(seat, entry),
                      gouji_actions.burn_action(seat, entry)]
    return found


def sanchazi_candidates(referee: SanchaziReferee, rng: random.Random) -> list[Any]:
    """Legal actions and many illegal ones: every seat's pass, and plays of the seat to act
    made by every seat, and plays that do not beat (each seat's leads)."""
    legal = referee.legal_actions()
    found: list[Any] = list(legal)
    plays = [action.play for action in legal if action.play is not None]
    for seat in range(4):
        found.append(pass_action(seat))
        found += [play_action(seat, cards) for cards in rng.sample(plays, min(4, len(plays)))]
    if referee.top is not None and referee.turn is not None:
        hand = referee.hand(referee.turn)
        found += [play_action(referee.turn, type(hand)((card,))) for card in hand.cards[:6]]
    return found


def pushes(referee: Any, action: Any) -> bool:
    trial = referee.copy()
    try:
        trial.push(action)
    except IllegalActionError:
        return False
    return True


@pytest.mark.parametrize("play, seed", GAMES)
def test_is_legal_is_what_push_does(play, seed):
    game = play(seed)
    rng = random.Random(seed)
    candidates = gouji_candidates if isinstance(game.referee, GoujiReferee) \
        else sanchazi_candidates
    referee = fresh(game.referee)
    told: Counter = Counter()
    for index, action in enumerate(game.actions):
        if index % 5 == 0:
            # every candidate is judged both ways; that asking changes nothing is checked on
            # every fifth position (a whole state is as long as the deal so far)
            before = whole_state(referee) if index % 25 == 0 else None
            for candidate in candidates(referee, rng):
                legal = referee.is_legal(candidate)
                assert legal == pushes(referee, candidate), (index, candidate)
                told[legal] += 1
            assert before is None or whole_state(referee) == before  # asking changes nothing
        assert referee.is_legal(action)
        referee.push(action)
    assert referee.is_over() and not any(map(referee.is_legal, game.actions[-3:]))
    assert told[True] and told[False]


def test_is_legal_sees_a_pass_at_a_lead_and_an_unplayable_text():
    game = gouji_game(GOUJI_SEEDS[0])
    referee = fresh(game.referee)
    leader = referee.turn
    assert not referee.is_legal(gouji_actions.pass_action(leader))
    with pytest.raises(IllegalActionError, match="the leader must play: a pass is not a lead"):
        referee.push(gouji_actions.pass_action(leader))
    unplayable = gouji_actions.Action.from_record({"seat": leader, "play": "1x3+1x4"})
    assert isinstance(unplayable, gouji_actions.Unplayable)
    assert not referee.is_legal(unplayable) and not pushes(referee, unplayable)
    sanchazi = fresh(sanchazi_game(SANCHAZI_SEEDS[0]).referee)
    assert not sanchazi.is_legal(pass_action(sanchazi.turn))
    with pytest.raises(IllegalActionError, match="the leader may not pass"):
        sanchazi.push(pass_action(sanchazi.turn))


# --- records ----------------------------------------------------------------------------

@pytest.mark.parametrize("play, seed", GAMES)
def test_a_position_cut_anywhere_is_restored_from_its_record(play, seed):
    game = play(seed)
    rng = random.Random(seed)
    for cut in sorted(rng.sample(range(len(game.actions) + 1), 3)) + [len(game.actions)]:
        referee = fresh(game.referee)
        referee.push_all(game.actions[:cut])
        record = json.loads(json.dumps(referee.to_record(), ensure_ascii=False))
        restored = type(referee).from_record(record)
        assert restored == referee and whole_state(restored) == whole_state(referee)
        assert restored.to_record() == record
        assert restored.events == referee.events
        for action in game.actions[cut:cut + 40]:
            referee.push(action)
            restored.push(action)
            assert restored == referee
        if cut:
            assert restored.pop() == referee.pop() and restored == referee


def test_a_record_the_grammar_reads_comes_back_from_to_record():
    game = gouji_game(GOUJI_SEEDS[1])
    record = {**game.record, "declarations": {"4": "bright", "1": "pre"}, "deal": 2,
              "deals_per_game": 5}
    referee = GoujiReferee.from_record(record)
    written = referee.to_record()
    assert written["declarations"] == {"1": "pre", "4": "bright"}
    assert (written["deal"], written["deals_per_game"]) == (2, 5)
    assert GoujiReferee.from_record(written) == referee
    assert GoujiReferee.from_record({**game.record, "deal": 3}) != referee


def test_from_record_refuses_as_the_replay_reader_does():
    game = sanchazi_game(SANCHAZI_SEEDS[1])
    with pytest.raises(RecordError) as error:
        SanchaziReferee.from_record({**game.record, "actions": [{"seat": 9, "pass": True}]})
    assert error.value.field == "actions[0].seat"
    broken = [{"seat": (game.referee.setup.leader + 1) % 4, "pass": True}]
    with pytest.raises(IllegalActionError) as refused:
        SanchaziReferee.from_record({**game.record, "actions": broken})
    assert refused.value.action == 0


@pytest.mark.parametrize("play, seed", GAMES)
def test_every_action_reads_back_from_its_record(play, seed):
    game = play(seed)
    kind = type(game.actions[0])
    for index, action in enumerate(game.actions):
        assert kind.from_record(action.record(), index) == action
    if kind is SanchaziAction:
        assert kind.from_record({"seat": 1, "play": "♠8♠8♠8"}).record() == \
            {"seat": 1, "play": "♠8♠8♠8"}


# --- equality ---------------------------------------------------------------------------

@pytest.mark.parametrize("play, seed", GAMES[:1] + GAMES[-1:])
def test_referees_are_equal_exactly_at_the_same_position(play, seed):
    game = play(seed)
    one, two = fresh(game.referee), fresh(game.referee)
    assert one == two
    one.push(game.actions[0])
    assert one != two
    two.push(game.actions[0])
    assert one == two
    other = play(seed + 1)
    assert fresh(other.referee) != fresh(game.referee)
    assert one != "not a referee"


# --- outcome ----------------------------------------------------------------------------

def command(game: str, record: dict[str, Any]) -> dict[str, Any]:
    """What ``paiju GAME replay --format json`` prints for the record (a process of its
    own: the tests outside tests/test_cli_* do not import the command line)."""
    done = run_paiju([game, "replay", "--format", "json"], json.dumps(record, ensure_ascii=False),
                     check=True)  # forked from a warm parent (tests/forked.py)
    answer: dict[str, Any] = json.loads(done.stdout)  # one record on stdin: one document
    return answer


@pytest.mark.parametrize("seed", GOUJI_SEEDS[:3])
def test_gouji_outcome_is_the_settlement_the_command_prints(seed):
    game = gouji_game(seed)
    record = {**game.record, "declarations": {str(seed % 6): "bright"}, "deal": 2}
    referee = GoujiReferee.from_record(record)
    outcome = referee.outcome()
    printed = command("gouji", record)["settlement"]
    assert [(finish.seat, finish.place) for finish in outcome.places] == \
        [(place["seat"], number) for number, place in enumerate(printed["places"], 1)]
    settlement = outcome.settlement
    assert {team.value: score for team, score in settlement.teams.items()} == printed["teams"]
    assert [tribute.payer for tribute in settlement.tributes] == \
        [tribute["payer"] for tribute in printed["tributes"]]
    assert settlement.game_over == printed["game_over"]
    referee.pop()
    assert referee.outcome() is None and not referee.is_over()


@pytest.mark.parametrize("seed", SANCHAZI_SEEDS[:3])
def test_sanchazi_outcome_is_the_points_the_command_prints(seed):
    game = sanchazi_game(seed)
    outcome = SanchaziReferee.from_record(game.record).outcome()
    printed = command("sanchazi", game.record)
    out = len(printed["order"])
    assert [(finish.seat, finish.place) for finish in outcome.places] == \
        [(seat, place) for place, seat in enumerate(printed["order"], 1)] + \
        [(seat, out + 1) for seat in printed["downstream"]]
    assert list(outcome.points_by_seat) == printed["points_by_seat"]
    assert outcome.teams == printed["teams"] and outcome.lift == printed["lift"]
    assert sorted(finish.seat for finish in outcome.places) == [0, 1, 2, 3]


# --- the same names in both games --------------------------------------------------------

@pytest.mark.parametrize("play, seed", GAMES[:1] + GAMES[-1:])
def test_both_games_number_tricks_from_one_in_events_and_name_the_open_kinds_alike(play, seed):
    game = play(seed)
    events = game.referee.events
    assert events[0].trick == 1
    won = [event.trick for event in events if event.kind.value == "won the trick"]
    assert won == sorted(won) and won[0] == 1 and len(set(won)) == len(won)
    referee = fresh(game.referee)
    assert [kind.value for kind in referee.open_kinds()] == ["play"]
    referee.push(game.actions[0])
    assert "pass" in [kind.value for kind in referee.open_kinds()]


@pytest.mark.parametrize("referee, changed_in_place, fixed", [
    (GoujiReferee, {"counts", "sizes", "out_trick"},
     {"table", "setup", "book", "biesan", "rebel", "rebel_rival", "keep_head", "undo",
      "keeps_undo", "tells"}),
    (SanchaziReferee, set(), {"table", "setup", "rules", "undo", "keeps_undo", "tells"}),
], ids=["gouji", "sanchazi"])
def test_what_a_push_saves_covers_every_slot_it_may_change(referee, changed_in_place, fixed):
    undo = referee.UNDO
    saved = set(undo.scalars) | set(undo.appended)
    assert len(saved) == len(undo.scalars) + len(undo.appended)
    assert saved | changed_in_place | fixed == set(slot_names(referee))
    assert not saved & (changed_in_place | fixed)


@pytest.mark.parametrize("play, seed", GAMES[:1] + GAMES[-1:])
def test_a_referee_built_without_undo_plays_alike_and_refuses_to_pop(play, seed):
    """The answers' referees (``undo=False``: a record replayed to answer it never steps
    back) reach the same position by the same actions, and say so if asked to pop."""
    game = play(seed)
    setup = game.referee.setup
    plain = type(game.referee)(setup, checked=True, undo=False)
    for action in game.actions:
        plain.push(action)
    assert plain == game.referee
    assert plain.actions == tuple(game.actions)
    assert plain.to_record() == game.referee.to_record()
    with pytest.raises(TypeError, match="undo=False"):
        plain.pop()


@pytest.mark.parametrize("play, seed", GAMES[:2] + GAMES[-2:])
def test_each_saved_value_stands_where_undo_restores_it_from(play, seed):
    """The hand-written ``_save`` tuple and the names ``UNDO`` restores by agree position by
    position at every step of a deal (a swap of two same-typed slots would pass the length
    check and corrupt ``pop``)."""
    game = play(seed)
    referee = fresh(game.referee)
    undo = referee.UNDO
    for action in game.actions:
        expected = (action, *(getattr(referee, name) for name in undo.scalars),
                    *(len(getattr(referee, name)) for name in undo.appended))
        assert referee._save(action) == expected
        referee.push(action)
