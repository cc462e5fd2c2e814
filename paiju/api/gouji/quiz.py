"""The Gouji trainer's questions (``paiju gouji quiz``), drawn from self-played deals
(:mod:`paiju.api.gouji.selfplay`): does one play beat another under the switches in force,
is a play a level card, what point tribute is owed, and what may a seat do now in a position
cut out of a deal.  Each answer and explanation is what ``paiju gouji beats|level|tribute|
legal`` answers (the same API functions, with ``explain``).

    >>> first = questions(seed=7, count=4)
    >>> [question.topic for question in first]
    ['beats', 'level', 'tribute', 'legal']
    >>> first == questions(seed=7, count=4)
    True
"""

from __future__ import annotations

import random
from typing import Sequence

from paiju.api import quiz
from paiju.api.gouji.plays import beats, level
from paiju.api.gouji.referee import legal
from paiju.api.gouji.selfplay import self_play
from paiju.api.gouji.settlement import tribute
from paiju.engine.gouji.plays import Play
from paiju.engine.gouji.referee.actions import Kind
from paiju.engine.gouji.referee.facts import EventKind
from paiju.engine.gouji.referee.state import Referee
from paiju.engine.gouji.tribute import Declaration, Opened
from paiju.grammar.gouji_replay import read_replay

__all__ = ["TOPICS", "questions"]

_LAID = (EventKind.LED, EventKind.PLAYED, EventKind.BURNED)
_SWITCHES: tuple[dict[str, str], ...] = ({}, {}, {"option": "1"})
"""The switches a beats question is asked under: the default book twice as often."""


def _deal(rng: random.Random) -> Referee:
    return self_play(rng.randrange(1_000_000)).referee


def _plays(rng: random.Random) -> list[Play]:
    """Every play laid in a self-played deal."""
    return [event.play for event in _deal(rng).events
            if event.kind in _LAID and event.play is not None]


def _rules(switches: dict[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple(switches.items())


def _rule_words(switches: dict[str, str]) -> str:
    return "".join(f" --rule {name}={value}" for name, value in switches.items())


def _beats(rng: random.Random) -> quiz.Question:
    plays = _plays(rng)
    laid = rng.choice(plays)
    # plays of one size, most of the time: a question about different sizes is mostly "no"
    alike = [play for play in plays if play.size == laid.size and play.written != laid.written]
    new = (rng.choice(alike) if alike and rng.random() < 0.7 else rng.choice(plays)).written
    old = laid.written
    switches = rng.choice(_SWITCHES)
    answer = beats(new, old, _rules(switches), explain=True)
    under = " under " + ", ".join(f"{name}={value}" for name, value in switches.items()) \
        if switches else ""
    return quiz.Question(
        "beats", f"Does {new} beat {old} when played on it{under}?",
        {"new": new, "old": old, "rules": switches}, "yes" if answer["beats"] else "no",
        quiz.Kind.YES_NO, tuple(answer["explanation"]),
        f"paiju gouji beats '{new}' '{old}'{_rule_words(switches)}", ("yes", "no"))


def _level(rng: random.Random) -> quiz.Question:
    play = rng.choice(_plays(rng)).written
    answer = level(play, explain=True)
    return quiz.Question(
        "level", f"Is {play} a level card (够级牌)?", {"play": play, "rules": {}},
        "yes" if answer["level"] else "no", quiz.Kind.YES_NO, tuple(answer["explanation"]),
        f"paiju gouji level '{play}'", ("yes", "no"))


def _tribute(rng: random.Random) -> quiz.Question:
    me, opponent = rng.choice(list(Declaration)).value, rng.choice(list(Declaration)).value
    opened = rng.choice(list(Opened)).value
    answer = tribute(me, opponent, opened, explain=True)
    return quiz.Question(
        "tribute", f"I declared {me} against my 对家, my 对家 declared {opponent}, and "
                   f"{_who_opened(opened)} opened a point (开点): how many cards of 点贡 do I "
                   "pay my 对家?",
        {"me": me, "opponent": opponent, "opened": opened, "rules": {}},
        answer["me_pays_opponent"], quiz.Kind.NUMBER, tuple(answer["explanation"]),
        f"paiju gouji tribute --me {me} --opponent {opponent} --opened {opened}")


def _who_opened(opened: str) -> str:
    return {"me": "I", "opponent": "my 对家", "both": "both of us",
            "neither": "neither of us"}[opened]


def _legal(rng: random.Random) -> quiz.Question:
    game = self_play(rng.randrange(1_000_000))
    actions = game.record["actions"]
    referee = Referee(read_replay(game.record).setup)
    cut = rng.randrange(len(actions))
    for action in game.actions[:cut]:
        referee.push(action)
    if referee.top is None and rng.random() < 0.8:  # a play on the table is more to think about
        while referee.top is None and cut < len(actions) - 1:
            referee.push(game.actions[cut])
            cut += 1
    record = dict(game.record, actions=actions[:cut])
    answer = legal(record, explain=True)
    explained = answer["explanation"]
    kinds = tuple(kind.value for kind in Kind)
    return quiz.Question(
        "legal", f"{_position(referee)}\nWhich kinds of action may seat {referee.turn} take "
                 "now?",
        {"record": record}, [kind for kind in kinds if kind in explained["open"]],
        quiz.Kind.CHOICES, tuple(explained["notes"]),
        "paiju gouji legal RECORD.json (the record: the worksheet in --format jsonl)", kinds)


def _position(referee: Referee) -> str:
    """What a player at the table sees: the seat to act and its hand, who still holds how
    many cards, the tangle, and this trick so far."""
    seat = referee.turn
    assert seat is not None
    trick = referee.tricks + 1
    held = ", ".join(f"seat {other}: {referee.sizes[other]}" for other in range(6)
                     if referee.is_active(other))
    said = [event.describe() for event in referee.events if event.trick == trick]
    return "\n".join([f"Seat {seat} holds {referee.hand(seat).written}.",
                      f"Cards held: {held}{'; the tangle has begun' if referee.tangle else ''}.",
                      f"Trick {trick} so far: " + ("; ".join(said) or "nothing yet") + "."])


TOPICS = (
    quiz.Topic("beats", "does one play beat another (under the switches in force)?", _beats),
    quiz.Topic("level", "is this play a level card (够级牌)?", _level),
    quiz.Topic("tribute", "how much point tribute (点贡) is owed?", _tribute),
    quiz.Topic("legal", "what may this seat do now, in a position cut out of a deal?", _legal),
)


def questions(seed: int, count: int, topics: Sequence[str] = ()) -> list[quiz.Question]:
    """``paiju gouji quiz``: ``count`` questions drawn from ``seed`` (see :mod:`paiju.api.quiz`)."""
    return quiz.questions(TOPICS, seed, count, topics)

