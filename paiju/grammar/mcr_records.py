"""How an MCR hand was won, given beside the hand: the options of ``paiju mcr score`` and
``waits``, and the fields of their JSON Lines records; merged with the hand's context suffix.

    paiju mcr score HAND --self-drawn --seat-wind 南
    {"hand": "HAND", "self_drawn": true, "seat_wind": "S", "flowers": 2}

A condition given beside the hand must agree with the hand's context suffix (``|ES1000``),
which is written into the canonical form: a disagreement is a :class:`RecordError` naming the
field.  Winds are read the same way everywhere: a letter E S W N in either case, or 东 南 西 北.
A record holds the fields its command lists (:data:`SCORE_FIELDS`, :data:`WAITS_FIELDS`),
``"id"`` and nothing else; its fields override the options (``"rules"`` switch by switch).

A record is read in one pass over its fields (:func:`hand_record`): batches read millions of
them, so the conditions are checked where they are found and the situation they give is
looked up, not built, once it has been seen.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Mapping, NamedTuple

from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mcr.rules import SWITCHBOARD
from paiju.engine.mcr.situation import WIND_LETTERS, Situation, check_situation
from paiju.errors import RecordError
from paiju.grammar.mcr import WIND_CODES, parse_tiles_with_melds
from paiju.grammar.mcr import parse_wind as parse_wind  # re-exported: the options read winds too
from paiju.grammar.records import ID, check_fields, json_line, true_or_false, whole_number
from paiju.grammar.rule_records import record_rule_choices
from paiju.memo import BoundedMemo

FLAGS = ("self_drawn", "fourth_tile", "kong", "last_tile")
WINDS = ("seat_wind", "round_wind")
WAITING_HAND_TILES = 13
"""A hand waiting for its winning tile: 13 tiles, a kong counting as three."""
WIND_HELP = f"one of {', '.join(WIND_LETTERS)} (or 东 南 西 北)"
HAND_FIELD = "hand"
HAND_HELP = "a string in hand notation"


class Given(NamedTuple):
    """Conditions given beside the hand (options or record fields); None where not given."""

    self_drawn: bool | None = None
    fourth_tile: bool | None = None
    kong: bool | None = None
    last_tile: bool | None = None
    seat_wind: int | None = None
    round_wind: int | None = None
    flowers: int | None = None


FIELDS = Given._fields
NOTHING_GIVEN = Given()
SCORE_FIELDS = (HAND_FIELD, *FIELDS, "rules")
"""The fields of a ``paiju mcr score --batch`` record (and ``"id"``)."""
WAITS_FIELDS = (HAND_FIELD, *(name for name in FIELDS if name != "self_drawn"), "rules")
"""The fields of a ``paiju mcr waits --batch`` record: both ways of winning are scored."""


@lru_cache(maxsize=4096)
def _situation(given: Given) -> Situation:
    """The situation of the conditions given alone (the defaults where nothing is given);
    memoised: batches share a few thousand situations at most."""
    return _new_situation([default if value is None else value
                           for value, default in zip(given, _SITUATION_DEFAULTS)])


assert FIELDS == Situation._fields  # a Given is a Situation with blanks
_SITUATION_DEFAULTS = Situation()
_new_situation = Situation._make


def merged_situation(suffix: Situation | None, given: Given) -> Situation:
    """The hand's context suffix with the conditions given beside it, which must agree."""
    if suffix is None:
        return _situation(given)
    if given is not NOTHING_GIVEN:
        for name, value in zip(FIELDS, given):
            if value is not None and getattr(suffix, name) != value:
                raise RecordError(f"given as {_show(name, value)} but the hand's context "
                                  f"suffix {suffix.notation()} says "
                                  f"{_show(name, getattr(suffix, name))}", name)
    return suffix


def situation_for(hand: Hand, suffix: Situation | None, given: Given) -> Situation:
    """The situation of a winning hand: suffix and conditions merged, then checked against
    the hand (contradictions are rejected; the reference calculator would correct them)."""
    situation = merged_situation(suffix, given)
    check_situation(hand, situation)
    return situation


def _show(name: str, value: Any) -> str:
    return LABELS[value] if name in WINDS else json.dumps(value)


def given_from_record(record: dict[str, Any]) -> Given:
    """The conditions a JSON record gives (null or absent: not given); what a record's
    values read as is looked up once they have been read (keyed by their types too: 1 is not
    true)."""
    values = tuple(map(record.get, FIELDS))
    if values == _NONE_GIVEN:
        return NOTHING_GIVEN
    try:
        return _GIVEN_READ[values, tuple(map(type, values))]
    except TypeError:  # a list or an object among the values: refused when read
        return _read_given(values)


def _read_given(found: tuple[Any, ...]) -> Given:
    values = list(found)
    for index in _FLAG_INDICES:  # true or false, nothing that equals them (1, 0.0)
        value = values[index]
        if value is not None and value is not True and value is not False:
            true_or_false(value, FIELDS[index])
    for index in _WIND_INDICES:
        if values[index] is not None:
            values[index] = _wind_field(values[index], FIELDS[index])
    if values[_FLOWERS_INDEX] is not None:
        whole_number(values[_FLOWERS_INDEX], "flowers")
    return Given._make(values)


GIVEN_MEMO = 4096
"""Records' conditions remembered as read: a batch's records share a few hundred at most."""
_GIVEN_READ: Mapping[tuple[tuple[Any, ...], tuple[type, ...]], Given] = \
    BoundedMemo(lambda key: _read_given(key[0]), GIVEN_MEMO)
"""Conditions by the values given and their types (1 is not true)."""
_NONE_GIVEN = (None,) * len(FIELDS)
_FLAG_INDICES = tuple(FIELDS.index(name) for name in FLAGS)
_WIND_INDICES = tuple(FIELDS.index(name) for name in WINDS)
_FLOWERS_INDEX = FIELDS.index("flowers")


def _wind_field(value: Any, name: str) -> int:
    if isinstance(value, str):
        code = WIND_CODES.get(value)  # the usual spellings, without the grammar
        if code is not None:
            return code
        try:
            return parse_wind(value)
        except ValueError:
            pass
    raise RecordError(f"must be {WIND_HELP}", name)


def hand_record(record: Any, known: tuple[str, ...] = SCORE_FIELDS) \
        -> tuple[dict[str, Any], Given, tuple[tuple[str, str], ...]]:
    """A record ``{"hand", "self_drawn", …}`` — a JSON Lines record read, or a dict given to
    the Python API — holding only the ``known`` fields (and ``"id"``): the record, the
    conditions it gives and its rule choices.  RecordError names the field at fault."""
    if not isinstance(record, dict):
        raise RecordError(f"a record must be a JSON object with a \"{HAND_FIELD}\" field")
    if not isinstance(record.get(HAND_FIELD), str):
        raise RecordError(f"required, {HAND_HELP}", HAND_FIELD)
    if not _ALLOWED[known].issuperset(record):
        check_fields(record, None, known)  # names the field the record may not hold
    rules = record.get("rules")
    return record, given_from_record(record), \
        () if rules is None else record_rule_choices(rules, SWITCHBOARD)


_ALLOWED: Mapping[tuple[str, ...], frozenset[str]] = \
    BoundedMemo(lambda known: frozenset((*known, ID)), 64)
"""The fields a record of each kind may hold ("id" with the command's own)."""


def read_hand_record(line: str, known: tuple[str, ...] = SCORE_FIELDS) \
        -> tuple[dict[str, Any], Given, tuple[tuple[str, str], ...]]:
    """A batch line ``{"hand", "self_drawn", …}`` holding only the ``known`` fields: the
    record (echoed by the answer), the conditions it gives and its rule choices."""
    return hand_record(json_line(line, HAND_FIELD, HAND_HELP), known)


RECORD_HEAD = re.compile(r'\{[ \t\r\n]*(?:"id"[ \t\r\n]*:[ \t\r\n]*'
                         r'(0|-?[1-9][0-9]{0,17}|"[^"\\\x00-\x1f]*")[ \t\r\n]*,[ \t\r\n]*)?'
                         r'"hand"[ \t\r\n]*:[ \t\r\n]*"([^"\\\x00-\x1f]*)"')
"""The start of a record written the usual way (spaced or not): an id that an answer
echoes as written (a plain integer, or a string with nothing to escape), then the hand
(nothing to escape); groups: the id's text, the hand.  What follows the hand reads the same
whatever the hand is."""


def plain_conditions(after: str) -> tuple[Given, list[tuple[str, str]]] | None:
    """The conditions given by a record's text after its hand (:data:`RECORD_HEAD`), and
    its fields in order as written (name, value's text), when that text is plain fields
    only — conditions written once each, a value true, false, null, a plain integer or a
    string with nothing to escape — then the closing brace; else None (the whole record
    must be read to say what it is).  Each field is read as a record holding that field
    alone would be: conditions are read field by field (:func:`given_from_record`)."""
    fields: list[tuple[str, str]]
    found, fields, at = list(_ALL_UNREAD), [], 0
    while True:
        field = _PLAIN_FIELD.match(after, at)
        if field is None:
            break
        # (name, value's text): the pattern has two groups, both always matched, which
        # typeshed's groups() (a tuple of any length) cannot say
        written: tuple[str, str] = field.groups()  # type: ignore[assignment]
        reading = _PLAIN_READINGS[written]
        if reading is None or found[reading[0]] is not _UNREAD:
            return None
        found[reading[0]] = reading[1]
        fields.append(written)
        at = field.end()
    if _RECORD_END.fullmatch(after, at) is None:
        return None
    values = [None if value is _UNREAD else value for value in found]
    return (NOTHING_GIVEN if values == _NONE_LIST else Given._make(values)), fields


_PLAIN_FIELD = re.compile(r'[ \t\r\n]*,[ \t\r\n]*"([a-z_]+)"[ \t\r\n]*:[ \t\r\n]*'
                          r'(true|false|null|0|-?[1-9][0-9]{0,17}|"[^"\\\x00-\x1f]*")')
_RECORD_END = re.compile(r"[ \t\r\n]*\}[ \t\r\n]*")
_UNREAD = object()
_ALL_UNREAD = (_UNREAD,) * len(FIELDS)
_NONE_LIST = list(_NONE_GIVEN)


def _plain_reading(written: tuple[str, str]) -> tuple[int, Any] | None:
    """A plain field (its name and value as written) as the only field of a record: the
    place of its condition and what the condition reads as; None if it is not a condition
    or not a good one (the whole record then says why)."""
    name, text = written
    if name not in FIELDS:
        return None
    try:
        alone = given_from_record({name: json.loads(text)})
    except RecordError:
        return None
    index = FIELDS.index(name)
    return index, alone[index]


_PLAIN_READINGS: Mapping[tuple[str, str], tuple[int, Any] | None] = \
    BoundedMemo(_plain_reading, 1024)
"""Plain fields read (a batch's records share a few dozen)."""


def given_over(options: Given, record: Given) -> Given:
    """The options' conditions with a record's over them (what the record gives wins)."""
    if record is NOTHING_GIVEN:
        return options
    if options is NOTHING_GIVEN:
        return record
    return Given._make([mine if mine is not None else theirs
                        for mine, theirs in zip(record, options)])


def parse_waiting_hand(text: str) -> tuple[tuple[Meld, ...], tuple[int, ...], Situation | None]:
    """A hand waiting for its winning tile (13 tiles): melds, standing tiles, context suffix."""
    return parse_tiles_with_melds(text, (WAITING_HAND_TILES,))
