"""The Sanchazi trainer's questions (``paiju sanchazi quiz``), drawn from self-played deals
(:mod:`paiju.api.sanchazi.selfplay`): what card type a play is, does one play beat another,
and may a seat make a play now, in a position cut out of a deal.  Each answer and explanation
is what ``paiju sanchazi type|beats|legal`` answers (the same API functions, with
``explain``).

    >>> [question.topic for question in questions(seed=5, count=3)]
    ['type', 'beats', 'legal']
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from paiju.api import quiz
from paiju.api.sanchazi.deals import legal, replay
from paiju.api.sanchazi.plays import beats, type_of
from paiju.api.sanchazi.selfplay import books, self_play
from paiju.engine.sanchazi.card_types import Cards, Kind
from paiju.engine.sanchazi.referee.facts import EventKind
from paiju.engine.sanchazi.referee.state import Referee

__all__ = ["TOPICS", "questions"]


def _deal(rng: random.Random) -> tuple[dict[str, object], Referee, list[Cards]]:
    """A self-played deal under the default rules: its record, its referee, its plays."""
    game = self_play(rng.randrange(1_000_000), books()[0])
    plays = [event.play for event in game.referee.events
             if event.kind in (EventKind.LED, EventKind.BEAT) and event.play is not None]
    return game.record, game.referee, plays


def _type(rng: random.Random) -> quiz.Question:
    play = rng.choice(_deal(rng)[2]).written
    answer = type_of(play, explain=True)
    return quiz.Question(
        "type", f"What card type (牌型) is {play}?", {"play": play, "rules": {}},
        [answer["type"]], quiz.Kind.CHOICES, tuple(answer["explanation"]),
        f"paiju sanchazi type '{play}'", tuple(kind.value for kind in Kind))


def _beats(rng: random.Random) -> quiz.Question:
    plays = _deal(rng)[2]
    laid = rng.choice(plays)
    alike = [play for play in plays if play.size == laid.size and play.written != laid.written]
    new = (rng.choice(alike) if alike and rng.random() < 0.7 else rng.choice(plays)).written
    answer = beats(new, laid.written, explain=True)
    return quiz.Question(
        "beats", f"Does {new} beat {laid.written} when played on it?",
        {"new": new, "old": laid.written, "rules": {}}, "yes" if answer["beats"] else "no",
        quiz.Kind.YES_NO, tuple(answer["explanation"]),
        f"paiju sanchazi beats '{new}' '{laid.written}'", ("yes", "no"))


def _legal(rng: random.Random) -> quiz.Question:
    record, _, plays = _deal(rng)
    actions = list(record["actions"])  # type: ignore[call-overload]
    cut = rng.randrange(1, len(actions))
    position = dict(record, actions=actions[:cut])
    referee = Referee.from_record(position)
    seat = referee.turn
    assert seat is not None
    held = Counter(referee.hand(seat).cards)
    # a play of the deal the seat could lay from its hand, legal now or not, or one the
    # referee offers
    fits = [play for play in plays if not Counter(play.cards) - held]
    offered = [action.play for action in referee.legal_actions() if action.play is not None]
    play = rng.choice(fits) if fits and rng.random() < 0.6 else rng.choice(offered or plays)
    tried = replay(dict(position, actions=[*actions[:cut], {"seat": seat,
                                                            "play": play.written}]))
    why = [f"{tried['error']['rule']}: {tried['error']['reason']}"] if not tried["legal"] \
        else legal(position, explain=True)["explanation"]["notes"]
    top = "nothing: it leads" if referee.top is None else \
        f"seat {referee.owner}'s {referee.top.cards.written}"
    return quiz.Question(
        "legal", f"Seat {seat} holds {referee.hand(seat).in_rank_order}; on the table: {top}. "
                 f"May it play {play.written} now?",
        {"record": position, "seat": seat, "play": play.written},
        "yes" if tried["legal"] else "no", quiz.Kind.YES_NO, tuple(why),
        "paiju sanchazi replay RECORD.json (the record, with this play appended: the "
        "worksheet in --format jsonl)", ("yes", "no"))


TOPICS = (
    quiz.Topic("type", "what card type (牌型) is this play?", _type),
    quiz.Topic("beats", "does one play beat another?", _beats),
    quiz.Topic("legal", "may this seat make this play now, in a position cut out of a deal?",
               _legal),
)


def questions(seed: int, count: int, topics: Sequence[str] = ()) -> list[quiz.Question]:
    """``paiju sanchazi quiz``: ``count`` questions drawn from ``seed``."""
    return quiz.questions(TOPICS, seed, count, topics)
