"""Gouji query lines that are neither a play nor a hand: seat lists, tribute questions, a
table of six hands, deal seeds; and the JSON objects that give a hand command its fields.

    3 0 4 1 5 2                       the seats in the order they went out (``score``)
    bright none me                    my declaration, my 对家's, who opened (``tribute``)
    2大花+5x10 to 2小花+3x9           a hand and the play it answers (``respond``)
    {"hand": "…", "on": "…", "with": "…", "option": 1}
                                      the same as a JSON object, with the command's
                                      options as fields (``burn``)

Errors point into the line (:mod:`paiju.grammar.batch`) or name the field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from paiju.engine.gouji.rules import BeatOption, RuleBook, rule_book
from paiju.engine.gouji.tribute import Declaration, Opened
from paiju.errors import NotationError, PaijuError, RecordError
from paiju.grammar.batch import Field, Line, split_line, split_words, text_of
from paiju.grammar.counts import is_count, read_count, shown_count
from paiju.grammar.gouji_records import read_finish
from paiju.grammar.records import choice, is_record, json_line, kind_of
from paiju.grammar.rule_records import Choices

if TYPE_CHECKING:
    from paiju.engine.gouji.hand import Hand, Mode


def read_seats(words: Sequence[str], field: str) -> tuple[int, ...]:
    """Seat numbers written as words (``3 0 4 1``); a word that is not one names its index."""
    seats = []
    for index, word in enumerate(words):
        seat = read_count(word) if is_count(word) else None
        if seat is None:
            raise RecordError(f"{shown_count(word)!r} is not a seat (seats are 0-5)",
                              f"{field}[{index}]")
        seats.append(seat)
    return tuple(seats)


def read_finish_line(line: str, rules: Choices = ()) \
        -> tuple[tuple[int, ...], tuple[int, ...], RuleBook, dict[str, Any] | None]:
    """A ``score`` batch line: seats (``3 0 4 1``), or ``{"order": [...], "revolution": [...],
    "rules": {...}}``; → the order, the revolutionaries, the rule book (the record's rules over
    the choices ``rules`` given besides it) and the record (None for seats)."""
    if not line.startswith("{"):
        return read_seats(line.split(), "order"), (), rule_book(rules), None
    record = json_line(line)
    return (*read_finish(record, rules), record)


def read_option(value: Any, name: str) -> BeatOption:
    """A record's ``"option"``: 0 or 1, as a number or as text (as ``--option`` takes it)."""
    number = read_count(value) if isinstance(value, str) and is_count(value) else value
    if isinstance(number, bool) or number not in (0, 1):
        shown = kind_of(value) if number is not None else f"the text {shown_count(value)}"
        raise RecordError(f"expected 0 or 1, found {shown}", name)
    return BeatOption(number)


def read_mode(value: Any, name: str) -> Mode:
    """A record's ``"mode"``: normal or bie-san (as ``--mode`` takes it)."""
    from paiju.engine.gouji.hand import Mode  # the seat and tribute lines need no hands

    return choice(value, Mode, [mode.value for mode in Mode], name)


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
    """The fields of a hand command's text batch line, named ``names`` in order (``("hand",
    "to")``): separated by tabs, or by the names themselves (``HAND to PLAY``).  (A line
    that :func:`is_record` is read as a record instead.)"""
    shape = " ".join([names[0].upper()] + [f"{name} PLAY" for name in names[1:]])
    return split_line(line, [("\t",) * (len(names) - 1), tuple(f" {name} " for name in names[1:])],
                      f"'{shape}' (or the fields separated by tabs, or a JSON object)")


def read_table(lines: Iterable[tuple[int, Line]]) -> tuple[Hand, ...]:
    """Six hands, one per line in seat order, together exactly four packs; an error names the
    seat and the line."""
    from paiju.engine.gouji import dealing  # the seat and tribute lines need no card grammar
    from paiju.grammar.gouji import parse_hand

    found = []
    for seat, (number, text) in enumerate(lines):
        try:
            found.append(parse_hand(text_of(text)))
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
