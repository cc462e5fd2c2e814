"""Gouji query lines that are neither a play nor a hand: seat lists, tribute questions, a
table of six hands, deal seeds; and the JSON objects that give a hand command its fields.

    3 0 4 1 5 2                       the seats in the order they went out (``score``)
    bright none me                    my declaration, my 对家's, who opened (``tribute``)
    2大花+5x10 to 2小花+3x9           a hand and the play it answers (``respond``)
    {"hand": "…", "on": "…", "with": "…"}   the same fields as a JSON object (``burn``)

Errors point into the line (:mod:`paiju.grammar.batch`) or name the field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from paiju.engine.gouji.rules import RuleBook, rule_book
from paiju.engine.gouji.tribute import Declaration, Opened
from paiju.errors import NotationError, PaijuError, RecordError
from paiju.grammar.batch import Field, split_line, split_words
from paiju.grammar.counts import is_count
from paiju.grammar.gouji_records import Choices, read_finish, rule_choices
from paiju.grammar.records import json_line, load_json

if TYPE_CHECKING:
    from paiju.engine.gouji.hand import Hand


def read_seats(words: Sequence[str], field: str) -> tuple[int, ...]:
    """Seat numbers written as words (``3 0 4 1``); a word that is not one names its index."""
    seats = []
    for index, word in enumerate(words):
        if not is_count(word):
            raise RecordError(f"{word!r} is not a seat (seats are 0-5)", f"{field}[{index}]")
        seats.append(int(word))
    return tuple(seats)


def read_finish_line(line: str, rules: Choices = ()) \
        -> tuple[tuple[int, ...], tuple[int, ...], RuleBook]:
    """A ``score`` batch line: seats (``3 0 4 1``), or ``{"order": [...], "revolution": [...],
    "rules": {...}}``; → the order, the revolutionaries and the rule book (the record's rules
    with the choices ``rules`` given besides it)."""
    if not line.startswith("{"):
        return read_seats(line.split(), "order"), (), rule_book(rules)
    return read_finish(load_json(line, "line"), rules)


TRIBUTE_QUESTION = (Declaration, Declaration, Opened)


def read_tribute_line(line: str) -> tuple[Declaration, Declaration, Opened]:
    """'ME OPPONENT OPENED' (``bright none me``): my declaration, my 对家's, who opened."""
    words = split_words(line)
    if len(words) != len(TRIBUTE_QUESTION):
        raise NotationError("expected three words: MY-DECLARATION OPPONENT'S-DECLARATION "
                            "OPENED, e.g. 'bright none me'", line, 0)
    values: list[Any] = []
    for word, kind in zip(words, TRIBUTE_QUESTION):
        try:
            values.append(kind(word.text))
        except ValueError:
            allowed = "|".join(member.value for member in kind)
            raise NotationError(f"{word.text!r} is not one of {allowed}", line,
                                word.start) from None
    return values[0], values[1], values[2]


def hand_question_fields(line: str, names: tuple[str, ...]) -> list[Field]:
    """The fields of a hand command's batch line, named ``names`` in order (``("hand",
    "to")``): separated by tabs, by the names themselves (``HAND to PLAY``), or given as a
    JSON object with those string fields."""
    return read_hand_question(line, names)[0]


def read_hand_question(line: str, names: tuple[str, ...],
                       rules: Choices = ()) -> tuple[list[Field], Choices]:
    """:func:`hand_question_fields`, and the rule choices of the question: ``rules`` (given
    besides it, on the command line) with a JSON object's ``"rules"`` added."""
    if line.lstrip().startswith("{"):
        record = json_line(line)
        for name in names:
            if not isinstance(record.get(name), str):
                raise RecordError("required, a string in card notation", name)
        if "rules" in record:
            rules = rule_choices(record["rules"], rules)
        return [Field(record[name], None) for name in names], rules
    shape = " ".join([names[0].upper()] + [f"{name} PLAY" for name in names[1:]])
    return split_line(line, [("\t",) * (len(names) - 1), tuple(f" {name} " for name in names[1:])],
                      f"'{shape}' (or the fields separated by tabs, or a JSON object)"), rules


def read_table(lines: Iterable[tuple[int, str]]) -> tuple[Hand, ...]:
    """Six hands, one per line in seat order, together exactly four packs; an error names the
    seat and the line."""
    from paiju.engine.gouji import dealing  # the seat and tribute lines need no card grammar
    from paiju.grammar.gouji import parse_hand

    found = []
    for seat, (number, text) in enumerate(lines):
        try:
            found.append(parse_hand(text))
        except PaijuError as error:
            error.message = f"seat {seat} (line {number}): {error.message}"
            raise
    dealing.check_table(tuple(found))
    return tuple(found)


def read_seed(text: str) -> int:
    """A deal's seed: a whole number."""
    try:
        return int(text)
    except ValueError:
        raise NotationError("a seed is a whole number", text, 0) from None
