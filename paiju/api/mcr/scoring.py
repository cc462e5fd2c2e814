"""``paiju mcr score`` as records: a record in, its answer out — what the command reads and
writes, from the functions it calls (see :mod:`paiju.api.mcr` for the whole MCR API).

The options of the command (``--self-drawn``, ``--rule``, …) are ``given`` and ``rules``
here (:func:`batch_options` reads them from a record's fields); a record's fields override
them.  An answer's JSON text is written straight from what it is made of
(:meth:`Scored.json`), byte for byte what :func:`~paiju.api.jsonl.to_json` writes of
:meth:`Scored.as_dict` (``tests/test_cli_mcr_batch.py`` compares them on every kind of
answer): a batch line costs its scoring and little else.
"""

from __future__ import annotations

import json
import json.encoder
import re
from json.encoder import encode_basestring
from functools import partial
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, NamedTuple

from paiju.api.jsonl import error_object, escape_surrogates, to_json
from paiju.api.mcr.records import Choices, line_record, read_record
from paiju.api.mcr.shapes import fan_json, payments_json, rules_json, situation_json
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mcr.fans import Calculator, Fan
from paiju.engine.mcr.rules import SWITCHBOARD, RuleBook, book_of
from paiju.engine.mcr.scoring import Payments, Score, payments, score
from paiju.engine.mcr.situation import Situation
from paiju.errors import PaijuError, RecordError
from paiju.grammar.batch import Line, Unreadable, significant
from paiju.grammar.mcr import parse_hand
from paiju.grammar.mcr_records import (
    HAND_FIELD, NOTHING_GIVEN, RECORD_HEAD, SCORE_FIELDS, Given, given_from_record,
    given_over, plain_conditions, situation_for,
)
from paiju.grammar.counts import has_written
from paiju.grammar.records import ID, echo_id, is_record
from paiju.grammar.rule_records import record_rule_choices
from paiju.memo import BoundedMemo

if TYPE_CHECKING:  # plain scoring imports neither the explanation nor its witnesses
    from paiju.engine.mcr.explain import Explanation

__all__ = ["OPTION_FIELDS", "SCORE_FIELDS", "Scored", "answer_bytes", "answer_line",
           "batch_options", "score_hand", "score_line", "score_lines", "score_partition",
           "score_record", "scored_hand", "scored_line", "scored_record"]


# ---------------------------------------------------------------------------------------
# Scoring


class Scored(NamedTuple):
    """One scored hand and everything its answer is made of: ``head``, the fields echoed in
    front (a record, its ``"id"`` first; or the hand and its situation), the rule book, the
    hand read, its situation, canonical notation, score, payments and explanation."""

    head: dict[str, Any]
    book: RuleBook
    hand: Hand
    situation: Situation
    canonical: str
    result: Score
    settled: Payments | None
    explained: Explanation | None

    def as_dict(self) -> dict[str, Any]:
        """The answer (a new dict every time)."""
        result = self.result
        data = echo_id(self.head, dict(self.head))
        if self.book.readings:
            data["rules"] = rules_json(self.book)
        data["canonical"] = self.canonical
        data["win"] = result.win
        if not result.win:
            data["reason"] = result.reason
        data["fans"] = [fan_json(fan, count, self.book.calculator)
                        for fan, count, _ in result.fans]
        total = result.total
        data["total"] = total
        data["flower_points"] = result.flowers
        data["total_without_flowers"] = total - result.flowers if result.win else 0
        data["meets_minimum"] = result.meets_minimum
        data["payments"] = payments_json(self.settled)
        if self.explained:
            data["explanation"] = _explanation_json(self.explained, self.book.calculator)
        return data

    def json(self) -> str:
        """The answer as one line of JSON: ``to_json(self.as_dict())``, written from the
        parts without building the dict (see :func:`answer_line`)."""
        return _answer_bytes(_front(self.head, self.book), self.canonical, self.result,
                             self.situation.self_drawn, self.explained,
                             self.book.calculator).decode()


def scored_record(record: Any, given: Given = NOTHING_GIVEN, rules: Choices = (),
                  explain: bool = False) -> Scored:
    """Score one record (its fields over ``given`` and ``rules``, the command's options)."""
    record, given, book = read_record(record, SCORE_FIELDS, given, rules)
    return _scored(record, record[HAND_FIELD], given, book, explain)


def scored_line(line: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
                explain: bool = False) -> Scored:
    """Score one line of JSON Lines, a record."""
    return scored_record(line_record(line), given, rules, explain)


def scored_hand(text: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
                explain: bool = False) -> Scored:
    """Score a hand given as notation, under the conditions ``given``: its answer starts with
    the hand and the situation it was scored in."""
    return _scored(None, text, given, book_of(rules), explain)


def answer_line(given: Given, line: str, rules: Choices = ()) -> tuple[bool, str]:
    """Whether one line of JSON Lines is a win, and its answer's JSON text: what
    ``scored_line(line, given, rules).json()`` writes, without the parts an answer for people
    is drawn from.  (``given`` comes first, so that a batch's options are bound to it once.)"""
    win, text = answer_bytes(given, rules, line)
    return win, text.decode()


def query_bytes(given: Given, rules: Choices, text: str) -> tuple[bool, bytes]:
    """One line of a batch, as ``paiju mcr score`` reads it (one reader for every question
    command, issue 26): a JSON object is a record (:func:`answer_bytes`), anything else a
    hand in notation; whether it is a win, and its answer's JSON in UTF-8."""
    if text[:1] == "{" or is_record(text):
        return answer_bytes(given, rules, text)
    scored = scored_hand(text, given, rules)
    return scored.result.win, scored.json().encode()


def answer_bytes(given: Given, rules: Choices, line: str) -> tuple[bool, bytes]:
    """:func:`answer_line` with the text in UTF-8, as it is written out: the path every line
    of ``paiju mcr score --batch`` takes (the options first, bound once for a batch).

    A batch's records differ in their hands far more than in their other fields: what the
    text after a record's hand reads as (its conditions, rule book and echo) is remembered
    (:data:`_AFTER_HAND`) for a record written the usual way
    (:data:`~paiju.grammar.mcr_records.RECORD_HEAD`: ``{"hand": "…", …}`` or ``{"id": 7,
    "hand": "…", …}``), so that the next record ending the same way is read without the
    JSON reader: whatever surrounds the hand reads the same whatever the hand is.  A new
    text after the hand made of plain fields is read field by field (:func:`_plain_fields`);
    any other is read with the whole record."""
    head = RECORD_HEAD.match(line)
    if head is not None:
        key = (line[head.end():], given, rules)
        known = _AFTER_HAND.get(key)
        if known is None:
            known = _plain_fields(key[0], given, rules)
            if known is not None and len(_AFTER_HAND) < AFTER_HAND_MEMO:
                _AFTER_HAND[key] = known  # what the text reads as, whatever the hand
        if known is not None:
            conditions, book, after = known
            return _answered(head[2], conditions, book, _echoed_head(head) + after)
    record, given, book = read_record(line_record(line), SCORE_FIELDS, given, rules)
    front = _front(record, book)
    answer = _answered(record[HAND_FIELD], given, book, front)
    if head is not None and len(_AFTER_HAND) < AFTER_HAND_MEMO:
        echoed = _echoed_head(head)
        if front.startswith(echoed):
            _AFTER_HAND[key] = (given, book, front[len(echoed):])
    return answer


def _plain_fields(after: str, given: Given, rules: Choices) \
        -> tuple[Given, RuleBook, str] | None:
    """What the text after a record's hand reads as — its conditions (the options' with
    the record's over them), rule book and echo — when it is plain fields only
    (:func:`~paiju.grammar.mcr_records.plain_conditions`) and the batch sets no rule; else
    None, and the record is read whole."""
    book = book_of(rules)
    read = None if book.readings else plain_conditions(after)
    if read is None:
        return None
    found, fields = read
    return given_over(given, found), book, "".join([_FIELD_ECHOES[field] for field in fields])


def _field_echo(written: tuple[str, str]) -> str:
    """How an answer echoes a plain field written so (name, value's text)."""
    name, text = written
    return ", " + "".join(_encode_record({name: json.loads(text)}, 0))[1:-1]


_FIELD_ECHOES = BoundedMemo(_field_echo, 1024)


def _echoed_head(head: re.Match[str]) -> str:
    """How an answer echoes the start of a record that ``RECORD_HEAD`` matched."""
    if head[1] is None:
        return f'{{"hand": "{head[2]}"'
    return f'{{"id": {head[1]}, "hand": "{head[2]}"'


def _answered(text: str, given: Given, book: RuleBook, front: str) -> tuple[bool, bytes]:
    hand, situation = _hand_read(text, given)
    result = score(hand, situation, book)
    return result.win, _answer_bytes(front, _canonical(hand, situation), result,
                                     situation.self_drawn, None, book.calculator)


AFTER_HAND_MEMO = 4096
"""Records' texts after their hands remembered (keep-first: junk cannot fill it)."""
_AFTER_HAND: dict[tuple[str, Given, Choices], tuple[Given, RuleBook, str]] = {}
"""The text after a record's hand (and the batch's options) → the conditions and rule book
it gives, and the answer's echo of it (stored only once a record ending so was answered)."""


def score_record(record: dict[str, Any], given: Given = NOTHING_GIVEN, rules: Choices = (),
                 explain: bool = False) -> dict[str, Any]:
    """The answer to one record, as ``paiju mcr score --batch`` writes it (see the module)."""
    return scored_record(record, given, rules, explain).as_dict()


def score_hand(text: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
               explain: bool = False) -> dict[str, Any]:
    """The answer to a hand given as notation (``paiju mcr score HAND``), under the
    conditions ``given`` (the command's options): the hand and the whole situation it was
    scored in come first.

        >>> answer = score_hand("[123m][EEEE]456p78s99s9s", Given(self_drawn=True))
        >>> answer["self_drawn"], answer["canonical"], answer["total"]
        (True, '[123m][EEEE]456p7899s9s|EE1000', 15)
    """
    return scored_hand(text, given, rules, explain).as_dict()


def score_line(line: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
               explain: bool = False) -> dict[str, Any]:
    """The answer to one line of JSON Lines."""
    return scored_line(line, given, rules, explain).as_dict()


def score_lines(lines: Iterable[Line], given: Given = NOTHING_GIVEN, rules: Choices = (),
                first_line: int = 1) -> Iterator[str]:
    """What ``paiju mcr score --batch`` prints for these lines (numbered from
    ``first_line``; blank and ``#`` lines skipped): one line of JSON per record, its answer
    or, for a bad one, its error object.  Lines may keep their newlines."""
    for number, text in significant(lines):
        try:
            if isinstance(text, Unreadable):  # as the command answers a line it cannot read
                raise text.error()
            yield query_bytes(given, rules, text)[1].decode()
        except PaijuError as error:
            yield to_json(error_object(error, number + first_line - 1, text))


OPTION_FIELDS = tuple(name for name in SCORE_FIELDS if name != HAND_FIELD)
"""The options a whole batch may be given, named as the fields of a record."""


def batch_options(**fields: Any) -> tuple[Given, Choices]:
    """Options given once for a whole batch, written as a record's fields — the values a
    JSON record would hold (``seat_wind="南"``, ``self_drawn=True``, ``flowers=2``,
    ``rules={"mixed-kongs": "official"}``) — as the ``given`` and ``rules`` of
    :func:`score_lines` and :func:`score_record`.  An unknown option or a bad value is a
    :class:`~paiju.errors.RecordError` naming it.

        >>> from paiju.engine.mahjong.tiles import LABELS
        >>> given, rules = batch_options(seat_wind="S", rules={"mixed-kongs": "official"})
        >>> LABELS[given.seat_wind], rules
        ('S', (('mixed-kongs', 'official'),))
    """
    for name in fields:
        if name not in OPTION_FIELDS:
            raise RecordError(f"not an option of a batch (options: {', '.join(OPTION_FIELDS)})",
                              name)
    return given_from_record(fields), record_rule_choices(fields.get("rules"), SWITCHBOARD)


def score_partition(lines: Iterable[Line], **options: Any) -> list[str]:
    """What :func:`score_lines` prints for ``lines``, with the options written as a
    record's fields (:func:`batch_options`, read first: a bad option fails the call, not a
    line): what each partition of a distributed engine is mapped through.  A list, not an
    iterator: a partition's result is pickled to move between processes, and may be read
    more than once.  Error objects number the lines from 1, so that a partition that is a
    whole file has them point into it.

        >>> lines = ['{"id": 1, "hand": "[123m][EEEE]456p78s99s9s"}', "[1]"]
        >>> import json
        >>> first, second = map(json.loads, score_partition(lines, seat_wind="S", self_drawn=True))
        >>> first["id"], first["canonical"], first["total"]
        (1, '[123m][EEEE]456p7899s9s|ES1000', 13)
        >>> second["line"], second["input"]
        (2, '[1]')
    """
    given, rules = batch_options(**options)
    return list(score_lines(lines, given, rules))


def _explanation_json(explained: Explanation, calculator: Calculator) -> dict[str, Any]:
    from paiju.api.mcr.explanation import explanation_json  # only an explained answer's

    return explanation_json(explained, calculator)


def _hand_read(text: str, given: Given) -> tuple[Hand, Situation]:
    """A hand's notation read, and the situation it was won in (its suffix and ``given``)."""
    hand, suffix = parse_hand(text)
    return hand, situation_for(hand, suffix, given)


def _canonical(hand: Hand, situation: Situation) -> str:
    return hand.notation() + situation.notation()


def _scored(head: dict[str, Any] | None, text: str, given: Given, book: RuleBook,
            explain: bool) -> Scored:
    hand, situation = _hand_read(text, given)
    explained = None
    if explain:
        from paiju.engine.mcr.explain import explain as explain_hand

        explained = explain_hand(hand, situation, book)
        result = explained.score
    else:
        result = score(hand, situation, book)
    if head is None:
        head = {"hand": text, **situation_json(situation)}
    return Scored(head, book, hand, situation, _canonical(hand, situation), result,
                  payments(result, situation.self_drawn), explained)


# ---------------------------------------------------------------------------------------
# JSON text of the parts, as to_json writes them


def _string(value: str) -> str:
    text = encode_basestring(value)  # what json.dumps(ensure_ascii=False) writes
    return text if value.isascii() else escape_surrogates(text)


def _value(value: Any) -> str:
    """A JSON value of a record: the scalars written here, anything else by to_json."""
    kind = type(value)
    if kind is str:
        return _string(value)
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return int.__repr__(value)
    if value is None:
        return "null"
    return to_json(value)


_KEYS = {name: f'"{name}": ' for name in (*SCORE_FIELDS, ID)}
Encoding = Callable[[dict[str, Any], int], Iterable[str]]
_PUBLIC_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)


def _public_encoding(record: dict[str, Any], _level: int) -> tuple[str]:
    """A record's JSON text as json.dumps(ensure_ascii=False) writes it (no check for
    cycles: the fields were read from JSON), through the public encoder."""
    return (_PUBLIC_ENCODER.encode(record),)


def _c_encoding() -> Encoding:
    """The C encoder json.dumps itself runs, built once rather than at every call: some
    7,000 instructions a record fewer (callgrind, 20,000 records), which a batch pays on
    every line whose hand is not its first field (read whole: +2.4% a line).  It is
    CPython's private ``json.encoder.c_make_encoder``: where it is missing (PyPy, a build
    without ``_json``) or takes other arguments, the public encoder writes the same text."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return _public_encoding
    try:
        encoding: Encoding = make(None, None, encode_basestring, None, ": ", ", ", False,
                                  False, True)
    except TypeError:
        return _public_encoding
    return encoding


_encode_record = _c_encoding()
"""``"".join(_encode_record(record, 0))``: a record's JSON text (see :func:`_c_encoding`)."""


def _answer_bytes(front: str, canonical: str, result: Score, self_drawn: bool,
                  explained: Explanation | None,
                  calculator: Calculator = Calculator.V2024) -> bytes:
    """An answer's JSON text, in UTF-8, from the echoed fields' (``front``, see
    :func:`_front`) on: the fans and the payments are written and encoded once per kind
    (:data:`_FAN_TEXTS`, :func:`_payments_text`) — most of an answer is their text, Chinese
    names included, which a line would otherwise encode again and again."""
    win, total, flowers = result.win, result.total, result.flowers
    fans = b", ".join(map(_FAN_TEXT[calculator], map(_FAN_AND_COUNT, result.fans)))
    if result.meets_minimum:
        minimum = b"true"
        paid = _payments_text(result, self_drawn)
    else:
        minimum, paid = b"false", b"null"
    won = b"true" if win else b'false, "reason": ' + _string(result.reason).encode()
    text = _ANSWER % (front.encode(), canonical.encode(), won, fans, total, flowers,
                      total - flowers if win else 0, minimum, paid)
    if explained:
        return text + b', "explanation": ' \
            + to_json(_explanation_json(explained, calculator)).encode() \
            + b"}"
    return text + b"}"


_ANSWER = (b'%b, "canonical": "%b", "win": %b, "fans": [%b], "total": %d, "flower_points": %d, '
           b'"total_without_flowers": %d, "meets_minimum": %b, "payments": %b')


def _front(head: dict[str, Any], book: RuleBook) -> str:
    """The echoed fields as the start of a JSON object (no closing brace): "id" first, and
    the rule book's readings in place of a record's "rules"."""
    readings = book.readings
    if len(head) == 1 and not readings:  # {"hand": …}, the whole situation in its suffix
        return '{"hand": ' + _string(head[HAND_FIELD])
    if not readings and "rules" not in head and (ID not in head or next(iter(head)) == ID) \
            and not has_written(head.get(ID)):  # the C encoder would write 1E2 as 100.0
        front = "".join(_encode_record(head, 0))[:-1]  # the record as it came
        return front if front.isascii() else escape_surrogates(front)
    items = ['"id": ' + _value(head[ID])] if ID in head else []
    for key, value in head.items():
        if key == ID:
            continue
        if key == "rules" and readings:
            text = to_json(rules_json(book))
        else:
            text = _value(value)
        items.append((_KEYS.get(key) or _key(key)) + text)
    if readings and "rules" not in head:
        items.append('"rules": ' + to_json(rules_json(book)))
    return "{" + ", ".join(items)


def _key(name: str) -> str:
    return _string(name) + ": "


def _fan_text(calculator: Calculator, fan_and_count: tuple[Fan, int]) -> bytes:
    """The JSON text (UTF-8) of a fan's entry counted so many times, named as
    ``calculator`` names it."""
    return to_json(fan_json(*fan_and_count, calculator)).encode()


_FAN_AND_COUNT = itemgetter(0, 1)
_FAN_TEXTS = {calculator: BoundedMemo(partial(_fan_text, calculator), 4096)
              for calculator in Calculator}
"""Each fan's text at each count met (81 fans, a few counts each), per calculator."""
_FAN_TEXT = {calculator: memo.__getitem__ for calculator, memo in _FAN_TEXTS.items()}


def _payments_text(result: Score, self_drawn: bool) -> bytes:
    """The JSON text of a declarable win's payments, written once per total and way of
    winning (all that the payments depend on)."""
    text: bytes = _PAYMENTS_TEXTS[result.total, self_drawn]
    return text


def _declared_payments(key: tuple[int, bool]) -> bytes:
    total, self_drawn = key
    declared = Score(True, total=total, meets_minimum=True)
    return to_json(payments_json(payments(declared, self_drawn))).encode()


_PAYMENTS_TEXTS = BoundedMemo(_declared_payments, 4096)
