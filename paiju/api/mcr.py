"""MCR scoring as records: a record in, its answer out — what ``paiju mcr score --batch``
reads and writes, from the functions that command calls.

    >>> from paiju.api.mcr import score_record, score_lines
    >>> score_record({"hand": "[234p][234p]22334p99s4p"})["total"]
    58
    >>> lines = ['{"id": 1, "hand": "[123m][EEEE]456p78s99s9s", "self_drawn": true}']
    >>> next(score_lines(lines))[:60]
    '{"id": 1, "hand": "[123m][EEEE]456p78s99s9s", "self_drawn": '

* :func:`score_record`: a record ``{"hand", "self_drawn", "fourth_tile", "kong",
  "last_tile", "seat_wind", "round_wind", "flowers", "rules"}`` (all but ``hand`` optional,
  and ``"id"``) → the answer as a dict: the record's fields (``id`` first), ``canonical``,
  ``win`` (and ``reason``), ``fans``, ``total``, ``flower_points``,
  ``total_without_flowers``, ``meets_minimum``, ``payments``.  Bad input raises a
  :class:`~paiju.errors.PaijuError` (a :class:`~paiju.errors.RecordError` names the field).
* :func:`score_line`: the same for one line of JSON Lines.
* :func:`score_lines`: lines in, the JSON Lines the command prints out — an answer per
  record, the error object of a bad one (with its line number).
* :func:`score_partition`: the same with the options given as a record gives them
  (``seat_wind="S"``, ``rules={"mixed-kongs": "official"}``): one call per partition of a
  distributed engine, whose tasks are sent plain values (``examples/mcr-at-scale.md`` runs
  it on Dask).

The options of the command (``--self-drawn``, ``--rule``, …) are ``given`` and ``rules``
here (:func:`batch_options` reads them from a record's fields); a record's fields override
them.  An answer's JSON text is written straight from what
it is made of (:meth:`Scored.json`), byte for byte what :func:`~paiju.api.jsonl.to_json`
writes of :meth:`Scored.as_dict` (``tests/test_cli_mcr_batch.py`` compares them on every
kind of answer): a batch line costs its scoring and little else.
"""

from __future__ import annotations

from functools import lru_cache
from json.encoder import encode_basestring
from typing import TYPE_CHECKING, Any, Iterable, Iterator, NamedTuple

from paiju.api.jsonl import error_object, escape_surrogates, to_json
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mcr.fans import Fan
from paiju.engine.mcr.reasons import (
    KIND_NAMES, pieces_label, why_chosen, why_not_counted,
)
from paiju.engine.mcr.rules import SWITCHBOARD, RuleBook, book_of
from paiju.engine.mcr.scoring import Payments, Piece, Score, payments, score
from paiju.engine.mcr.situation import Situation
from paiju.errors import PaijuError, RecordError
from paiju.grammar.batch import Line, significant
from paiju.grammar.mcr import parse_hand
from paiju.grammar.mcr_records import (
    FLAGS, HAND_FIELD, HAND_HELP, NOTHING_GIVEN, SCORE_FIELDS, Given, given_from_record,
    given_over, hand_record, situation_for,
)
from paiju.grammar.records import ID, echo_id, json_line
from paiju.grammar.rule_records import record_rule_choices, with_given

if TYPE_CHECKING:  # plain scoring imports neither the explanation nor its witnesses
    from paiju.engine.mcr.explain import Explanation, NotCounted, Witness

Choices = tuple[tuple[str, str], ...]
"""Rule switches set away from the reference, as (switch, reading) names."""

__all__ = ["OPTION_FIELDS", "SCORE_FIELDS", "Scored", "batch_options", "score_line",
           "score_lines", "score_partition", "score_record", "scored_hand", "scored_line",
           "scored_record"]


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
        data["fans"] = [fan_json(fan, count) for fan, count, _ in result.fans]
        total = result.total
        data["total"] = total
        data["flower_points"] = result.flowers
        data["total_without_flowers"] = total - result.flowers if result.win else 0
        data["meets_minimum"] = result.meets_minimum
        data["payments"] = payments_json(self.settled)
        if self.explained:
            data["explanation"] = explanation_json(self.explained)
        return data

    def json(self) -> str:
        """The answer as one line of JSON: ``to_json(self.as_dict())``, written from the
        parts without building the dict (the fans and payments written once per kind)."""
        head, result = self.head, self.result
        readings = self.book.readings
        items = ['"id": ' + _value(head[ID])] if ID in head else []
        for key, value in head.items():
            kind = type(value)
            if kind is str:
                text = encode_basestring(value) if value.isascii() else _string(value)
            elif kind is bool:
                text = "true" if value else "false"
            elif key == ID:
                continue
            elif key == "rules" and readings:
                text = to_json(rules_json(self.book))
            else:
                text = _value(value)
            if key != ID:
                items.append((_KEYS.get(key) or _key(key)) + text)
        if readings and "rules" not in head:
            items.append('"rules": ' + to_json(rules_json(self.book)))
        win, total, flowers = result.win, result.total, result.flowers
        fans = ", ".join([_fan_text(fan, count) for fan, count, _ in result.fans])
        items.append(f'"canonical": "{self.canonical}", "win": '
                     + ("true" if win else f'false, "reason": {_string(result.reason)}')
                     + f', "fans": [{fans}], "total": {total}, "flower_points": {flowers}, '
                       f'"total_without_flowers": {total - flowers if win else 0}, '
                       f'"meets_minimum": {"true" if result.meets_minimum else "false"}, '
                       f'"payments": {_payments_text(self.settled)}')
        if self.explained:
            items.append('"explanation": ' + to_json(explanation_json(self.explained)))
        return "{" + ", ".join(items) + "}"


def scored_record(record: Any, given: Given = NOTHING_GIVEN, rules: Choices = (),
                  explain: bool = False) -> Scored:
    """Score one record (its fields over ``given`` and ``rules``, the command's options)."""
    record, found, choices = hand_record(record, SCORE_FIELDS)
    book = book_of(with_given(choices, rules) if choices else rules)
    return _scored(record, record[HAND_FIELD], given_over(given, found), book, explain)


def scored_line(line: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
                explain: bool = False) -> Scored:
    """Score one line of JSON Lines, a record."""
    return scored_record(json_line(line, HAND_FIELD, HAND_HELP), given, rules, explain)


def scored_hand(text: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
                explain: bool = False) -> Scored:
    """Score a hand given as notation, under the conditions ``given``: its answer starts with
    the hand and the situation it was scored in."""
    return _scored(None, text, given, book_of(rules), explain)


def score_record(record: dict[str, Any], given: Given = NOTHING_GIVEN, rules: Choices = (),
                 explain: bool = False) -> dict[str, Any]:
    """The answer to one record, as ``paiju mcr score --batch`` writes it (see the module)."""
    return scored_record(record, given, rules, explain).as_dict()


def score_line(line: str, given: Given = NOTHING_GIVEN, rules: Choices = (),
               explain: bool = False) -> dict[str, Any]:
    """The answer to one line of JSON Lines."""
    return scored_line(line, given, rules, explain).as_dict()


def score_lines(lines: Iterable[str], given: Given = NOTHING_GIVEN, rules: Choices = (),
                first_line: int = 1) -> Iterator[str]:
    """What ``paiju mcr score --batch`` prints for these lines (numbered from
    ``first_line``; blank and ``#`` lines skipped): one line of JSON per record, its answer
    or, for a bad one, its error object.  Lines may keep their newlines."""
    for number, text in significant(lines):
        try:
            yield scored_line(text, given, rules).json()
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


def _scored(head: dict[str, Any] | None, text: str, given: Given, book: RuleBook,
            explain: bool) -> Scored:
    hand, suffix = parse_hand(text)
    situation = situation_for(hand, suffix, given)
    explained = None
    if explain:
        from paiju.engine.mcr.explain import explain as explain_hand

        explained = explain_hand(hand, situation, book)
        result = explained.score
    else:
        result = score(hand, situation, book)
    if head is None:
        head = {"hand": text, **situation_json(situation)}
    return Scored(head, book, hand, situation, hand.notation() + situation.notation(), result,
                  payments(result, situation.self_drawn), explained)


# ---------------------------------------------------------------------------------------
# JSON shapes


def situation_json(situation: Situation) -> dict[str, Any]:
    return {**{flag: getattr(situation, flag) for flag in FLAGS},
            "seat_wind": LABELS[situation.seat_wind], "round_wind": LABELS[situation.round_wind],
            "flowers": situation.flowers}


def fan_json(fan: Fan, count: int) -> dict[str, Any]:
    return {"name_zh": fan.name_zh, "name_en": fan.name_en, "points": fan.points,
            "count": count}


def payments_json(settled: Payments | None) -> dict[str, Any] | None:
    if settled is None:
        return None
    return {"winner_receives": settled.winner_receives, "discarder_pays": settled.discarder_pays,
            "each_other_pays": settled.each_other_pays}


def rules_json(book: RuleBook) -> dict[str, str]:
    """The switches set away from the reference, {switch: reading}; empty by default."""
    return dict(book.readings)


def piece_json(piece: Piece) -> dict[str, Any]:
    return {"tiles": write_tiles(piece.tiles), "set": KIND_NAMES.get(piece.kind, "tiles"),
            "meld": piece.meld, "concealed": not piece.claimed}


def witness_words(witness: Witness) -> str:
    """'123m 123m', 'every tile: 222233334444p99s', '5p — won on the player's own draw'."""
    if witness.pieces:
        text = pieces_label(witness.pieces)
    elif len(witness.tiles) > 1:
        text = f"every tile: {write_tiles(witness.tiles)}"
    else:
        text = write_tiles(witness.tiles)
    return " — ".join(part for part in (text, witness.note) if part)


def explanation_json(explanation: Explanation) -> dict[str, Any]:
    result = explanation.score
    reading = result.reading
    return {
        "form": reading.form.reading_words if reading else None,
        "decomposition": [piece_json(piece) for piece in reading.pieces] if reading else [],
        "fans": [{"name_zh": item.fan.name_zh, "name_en": item.fan.name_en,
                  "points": item.fan.points, "count": item.count,
                  "from": [witness_words(w) for w in item.witnesses]}
                 for item in explanation.fans],
        "not_counted": [not_counted_json(item) for item in explanation.not_counted],
        "readings": [{"form": contender.reading.form.reading_words,
                      "decomposition": pieces_label(contender.reading.pieces),
                      "total": contender.total,
                      "fans": [{"name_zh": fan.name_zh, "count": count}
                               for fan, count in contender.fans],
                      "verdict": contender.verdict.name.lower(),
                      "chosen": index == explanation.chosen}
                     for index, contender in enumerate(explanation.contenders)],
        "why": why_chosen(explanation) if reading else None,
        "notes": list(result.notes),
        "readings_tried": result.readings_tried,
    }


def not_counted_json(item: NotCounted) -> dict[str, Any]:
    return {"fan": item.fan.name_zh, "name_en": item.fan.name_en, "count": item.count,
            "implied_by": item.by.name_zh if item.by else None,
            "principle": item.principle.name_zh, "principle_en": item.principle.name_en,
            "in_exclusion_table": item.listed,
            "from": [witness_words(w) for w in item.witnesses], "why": why_not_counted(item)}


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


def _key(name: str) -> str:
    return _string(name) + ": "


@lru_cache(maxsize=None)
def _fan_text(fan: Fan, count: int) -> str:
    return to_json(fan_json(fan, count))


@lru_cache(maxsize=1024)
def _payments_text(settled: Payments | None) -> str:
    return to_json(payments_json(settled))
