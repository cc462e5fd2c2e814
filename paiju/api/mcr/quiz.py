"""The MCR trainer's questions (``paiju mcr quiz``), drawn from the random hands the
cross-checks use (:mod:`paiju.api.mcr.random_hands` for winning hands,
:mod:`paiju.api.mcr.random_tiles` for hands in play): a winning hand's total and its fans, a
ready hand's waits, a hand's shanten and its best discard.  Each answer is what ``paiju mcr
score|waits|shanten`` answers, each explanation what their ``--explain`` shows (the same API
functions).

The best discard is the rules' answer, not a strategy: the discard(s) leaving the fewest
shanten, and among those the most useful tiles still unseen (``paiju mcr shanten`` lists the
discards in that order); any of them, when several tie, is right.

    >>> [question.topic for question in questions(seed=3, count=5)]
    ['total', 'fans', 'waits', 'shanten', 'discard']
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from paiju.api import quiz
from paiju.api.mcr.random_hands import legal_situation, random_hand
from paiju.api.mcr.random_tiles import random_hand as random_hand_in_play
from paiju.api.mcr.scoring import score_record
from paiju.api.mcr.shanten import shanten_hand
from paiju.api.mcr.waits import waits_record
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mcr.fans import Fan
from paiju.grammar.mcr import parse_hand

__all__ = ["TOPICS", "best_discards", "questions", "tile_word"]

SITUATION_FIELDS = ("self_drawn", "fourth_tile", "kong", "last_tile", "seat_wind",
                    "round_wind", "flowers")
DISTRACTORS = 3
"""Fans offered besides those a hand scores, so that choosing is not copying the list."""


def tile_word(word: str) -> str:
    """A tile as the notation writes it: suits in lower case (``5s``), honours in upper
    case (``C``)."""
    return word.upper() if len(word) == 1 else word.lower()


def _winning_record(rng: random.Random) -> dict[str, Any]:
    """A random winning hand with a situation the input checks accept, as a record."""
    text = random_hand(rng)
    hand, _ = parse_hand(text)
    situation = legal_situation(rng, hand)
    record: dict[str, Any] = {"hand": text}
    for name in SITUATION_FIELDS:
        value = getattr(situation, name)
        record[name] = LABELS[value] if name.endswith("wind") else value
    return record


def _situation_words(record: dict[str, Any]) -> str:
    flags = [name.replace("_", " ") for name in SITUATION_FIELDS[:4] if record[name]]
    won = "self-drawn" if record["self_drawn"] else "on a discard"
    extra = [flag for flag in flags if flag != "self drawn"]
    return (f"won {won}, seat wind {record['seat_wind']}, round wind {record['round_wind']}, "
            f"{record['flowers']} flower{'' if record['flowers'] == 1 else 's'}" + "".join(f", {flag}" for flag in extra))


def _options_of(record: dict[str, Any]) -> str:
    """The command's options for a record's situation."""
    words = [f"--{name.replace('_', '-')}" for name in SITUATION_FIELDS[:4] if record[name]]
    words += [f"--seat-wind {record['seat_wind']}", f"--round-wind {record['round_wind']}"]
    if record["flowers"]:
        words.append(f"--flowers {record['flowers']}")
    return " ".join(words)


def _score_lines(answer: dict[str, Any]) -> tuple[str, ...]:
    """What ``mcr score --explain`` says, a line each: the form, each fan and what forms it,
    what is not counted and why, the total."""
    explained = answer["explanation"]
    lines = [f"form: {explained['form']}"]
    lines += [f"{fan['name_zh']} {fan['name_en']} ({fan['points']} × {fan['count']}): "
              f"{'; '.join(fan['from'])}" for fan in explained["fans"]]
    lines += [f"not counted: {item['fan']} {item['name_en']}: {item['why']}"
              for item in explained["not_counted"]]
    lines.append(f"total {answer['total']}")
    return tuple(lines)


def _total(rng: random.Random) -> quiz.Question:
    record = _winning_record(rng)
    answer = score_record(record, explain=True)
    return quiz.Question(
        "total", f"The hand {record['hand']}, {_situation_words(record)}: what is its total?",
        record, answer["total"], quiz.Kind.NUMBER, _score_lines(answer),
        f"paiju mcr score '{record['hand']}' {_options_of(record)}")


def _fans(rng: random.Random) -> quiz.Question:
    record = _winning_record(rng)
    answer = score_record(record, explain=True)
    scored = list(dict.fromkeys(fan["name_en"] for fan in answer["fans"]))
    others = [fan.name_en for fan in Fan if fan.name_en not in scored]
    options = scored + rng.sample(others, DISTRACTORS)
    rng.shuffle(options)
    return quiz.Question(
        "fans", f"The hand {record['hand']}, {_situation_words(record)}: which fans does it "
                "score? (the numbers of all of them)",
        record, [name for name in options if name in scored], quiz.Kind.CHOICES,
        _score_lines(answer), f"paiju mcr score '{record['hand']}' {_options_of(record)}",
        tuple(options), _fan_word(options))


def _fan_word(options: list[str]) -> Any:
    """A fan named in a reply, by any case of its English name."""
    known = {name.casefold(): name for name in options}
    return lambda word: known.get(word.strip().casefold(), word.strip())


def _waits(rng: random.Random) -> quiz.Question:
    text = random_hand(rng)
    hand, _ = parse_hand(text)
    ready = text[: -len(write_tiles([hand.winning_tile]))]
    answer = waits_record({"hand": ready})
    lines = tuple(f"{wait['tile']}: {wait['discard_total']} on a discard, "
                  f"{wait['self_drawn_total']} self-drawn, {wait['unseen']} unseen"
                  for wait in answer["waits"])
    return quiz.Question(
        "waits", f"The ready hand {ready}: which tiles does it wait on? (in the notation, "
                 "e.g. 5s C)",
        {"hand": ready}, [wait["tile"] for wait in answer["waits"]], quiz.Kind.CHOICES,
        lines, f"paiju mcr waits '{ready}'", (), tile_word)


def _in_play(rng: random.Random, size: int) -> str:
    return random_hand_in_play(rng, size).notation()


def _shanten_lines(answer: dict[str, Any]) -> tuple[str, ...]:
    """What ``mcr shanten --explain`` says, a line a form that applies (melds rule some
    out): its shanten and its groups."""
    return tuple(f"{form.replace('_', ' ')}: {found['shanten']} ("
                 + ", ".join(f"{group['kind']} {group['tiles']}" for group in found["groups"])
                 + (f"; missing {found['missing']}" if found["missing"] else "") + ")"
                 for form, found in answer["explanation"].items() if found is not None)


def _shanten(rng: random.Random) -> quiz.Question:
    text = _in_play(rng, rng.choice((13, 14)))
    answer = shanten_hand(text, explain=True)
    return quiz.Question(
        "shanten", f"The hand {text}: what is its shanten (tiles from ready; 0 = ready, -1 = "
                   "complete)?",
        {"hand": text}, answer["shanten"]["overall"], quiz.Kind.NUMBER, _shanten_lines(answer),
        f"paiju mcr shanten '{text}'")


def best_discards(discards: list[dict[str, Any]]) -> list[str]:
    """The discards leaving the fewest shanten, then the most useful tiles unseen."""
    best = min((option["shanten"], -option["unseen_total"]) for option in discards)
    return [option["tile"] for option in discards
            if (option["shanten"], -option["unseen_total"]) == best]


def _discard(rng: random.Random) -> quiz.Question:
    text = _in_play(rng, 14)
    answer = shanten_hand(text, explain=True)
    lines = [f"discard {option['tile']}: shanten {option['shanten']}, "
             f"{option['unseen_total']} useful tiles unseen" for option in answer["discards"]]
    lines.append("best: the fewest shanten, then the most useful tiles unseen")
    return quiz.Question(
        "discard", f"The hand {text}: which tile is the best discard? (one tile; where several "
                   "are as good, any of them)",
        {"hand": text}, best_discards(answer["discards"]), quiz.Kind.ANY_OF, tuple(lines),
        f"paiju mcr shanten '{text}'", (), tile_word)


TOPICS = (
    quiz.Topic("total", "a winning hand's total", _total),
    quiz.Topic("fans", "the fans a winning hand scores", _fans),
    quiz.Topic("waits", "the tiles a ready hand waits on", _waits),
    quiz.Topic("shanten", "how far a hand is from ready", _shanten),
    quiz.Topic("discard", "the discard that leaves the fewest shanten, then the most useful "
                          "tiles", _discard),
)


def questions(seed: int, count: int, topics: Sequence[str] = ()) -> list[quiz.Question]:
    """``paiju mcr quiz``: ``count`` questions drawn from ``seed`` (see :mod:`paiju.api.quiz`)."""
    return quiz.questions(TOPICS, seed, count, topics)

