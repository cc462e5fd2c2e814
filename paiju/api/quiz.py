"""The trainer's questions (``paiju gouji quiz``, ``paiju mcr quiz``): what is asked, what
the rules answer, and whether a student's reply is that answer.

A game's quiz module (:mod:`paiju.api.gouji.quiz`, :mod:`paiju.api.mcr.quiz`) has a table of
topics — a topic's name, what it asks and the function that draws one question of it from a
seeded random generator.  :func:`questions` draws ``count`` of them from one seed: the same
seed gives the same questions, on the screen and in a worksheet.  Every answer is the one the
command answering the question directly gives (``Question.command``), and its explanation the
one that command's ``--explain`` gives (the same API function is called).

A reply is written in the game's notation (a play, tiles, a number) or, where the question
lists numbered options, as their numbers; :meth:`Question.accepts` judges it.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from paiju.errors import RecordError
from paiju.grammar.counts import read_count

__all__ = ["Kind", "Question", "Topic", "drawn", "questions", "words_of", "worksheet"]


class Kind:
    """How a reply is read: ``YES_NO`` (yes/no, y/n, or option 1/2), ``NUMBER`` (a whole
    number), ``CHOICES`` (one or more of the options, by number or by name: the set must be
    the answer's), ``ANY_OF`` (one or more items, each of which must be in the answer: a best
    discard, when several are as good)."""

    YES_NO = "yes/no"
    NUMBER = "number"
    CHOICES = "choices"
    ANY_OF = "any of"


@dataclass(frozen=True)
class Question:
    """One question: its ``topic``; the ``text`` asked; the ``inputs`` as the commands take
    them (a record's fields); the ``answer`` (a JSON value: "yes"/"no", a number, a list);
    the ``kind`` of reply; the numbered ``options`` (none for a free answer); the
    ``explanation`` (the lines ``--explain`` gives) and the ``command`` that answers it."""

    topic: str
    text: str
    inputs: dict[str, Any]
    answer: Any
    kind: str
    explanation: tuple[str, ...]
    command: str
    options: tuple[str, ...] = ()
    normal: Callable[[str], str] = field(default=str.strip, compare=False, repr=False)
    """How an item of a reply is written the one way the answer writes it (tiles: suits in
    lower case, honours in upper case)."""

    @property
    def shown(self) -> str:
        """The answer as a student would type it."""
        if isinstance(self.answer, list):
            return " ".join(map(str, self.answer)) or "none"
        return str(self.answer)

    def accepts(self, reply: str) -> bool:
        """Is ``reply`` the answer?  (Options by number or by name, any order.)"""
        words = words_of(reply)
        if self.kind == Kind.YES_NO:
            said = {"y": "yes", "yes": "yes", "1": "yes", "n": "no", "no": "no", "2": "no"}
            return len(words) == 1 and said.get(words[0].lower()) == self.answer
        if self.kind == Kind.NUMBER:
            number = re.fullmatch(r"(-?)([0-9]+)", words[0]) if len(words) == 1 else None
            value = None if number is None else read_count(number[2])  # None: too long to
            return number is not None and value is not None and \
                (-value if number[1] else value) == self.answer  # be it
        given = {self._item(word) for word in words}
        expected = {self.normal(str(item)) for item in self.answer}
        if self.kind == Kind.CHOICES:
            return given == expected or (not words and not expected)
        return bool(given) and given <= expected

    def _item(self, word: str) -> str:
        """A word of a reply as an item: an option's number is the option."""
        # ASCII digits only, and few ("²" is a digit to str.isdigit, not to int)
        if re.fullmatch("[0-9]{1,4}", word) and self.options \
                and 1 <= int(word) <= len(self.options):
            return self.normal(self.options[int(word) - 1])
        return self.normal(word)

    def as_json(self, number: int) -> dict[str, Any]:
        """The question as a worksheet's JSON Lines object: its number, topic, inputs, the
        question, the options, the answer, the command that answers it."""
        data: dict[str, Any] = {"number": number, "topic": self.topic, **self.inputs,
                                "question": self.text}
        if self.options:
            data["options"] = list(self.options)
        data.update(answer=self.answer, command=self.command)
        return data


def words_of(reply: str) -> list[str]:
    """The items of a reply: words separated by spaces or commas."""
    return [word for word in re.split(r"[\s,，、]+", reply.strip()) if word]


@dataclass(frozen=True)
class Topic:
    """One kind of question: its ``name``, what it asks (``about``) and how one is drawn."""

    name: str
    about: str
    draw: Callable[[random.Random], Question]


def questions(topics: Sequence[Topic], seed: int, count: int,
              chosen: Sequence[str] = ()) -> list[Question]:
    """``count`` questions drawn from ``seed``, of the ``chosen`` topics (all when none is
    chosen), topic after topic in turn: the same seed, topics and count give the same
    questions."""
    return list(drawn(topics, seed, count, chosen))


def drawn(topics: Sequence[Topic], seed: int, count: int,
          chosen: Sequence[str] = ()) -> Iterator[Question]:
    """:func:`questions` one at a time, each drawn when it is asked for (a trainer on a
    terminal shows the first while the others are not drawn yet); the same questions."""
    named = {topic.name: topic for topic in topics}
    unknown = [name for name in chosen if name not in named]
    if unknown:
        raise RecordError(f"no topic {unknown[0]!r}: the topics are {', '.join(named)}",
                          "topic")
    if count < 1:
        raise RecordError(f"count must be at least 1, not {count}", "count")
    asked = [named[name] for name in dict.fromkeys(chosen)] or list(topics)
    return _drawn(asked, random.Random(seed), count)


def _drawn(asked: list[Topic], rng: random.Random, count: int) -> Iterator[Question]:
    for number in range(count):
        yield asked[number % len(asked)].draw(rng)


def worksheet(topics: Sequence[Topic], seed: int, count: int,
              chosen: Sequence[str] = ()) -> dict[str, Any]:
    """``quiz --worksheet --format json``: the seed, the count, the topics asked and every
    question as :meth:`Question.as_json` writes it (``--format jsonl``: the questions, one a
    line)."""
    asked = list(dict.fromkeys(chosen)) or [topic.name for topic in topics]
    return {"seed": seed, "count": count, "topics": asked,
            "questions": [question.as_json(number) for number, question
                          in enumerate(questions(topics, seed, count, chosen), 1)]}
