"""A question command's query as a record: the one reader of every question command's lines
(issue 26).  A line — or an argument — that is a JSON object is a record whose keys are the
command's argument names (singular: ``"play"``, ``"hand"``, ``"new"``/``"old"``) and option
names (``"rules"``, ``"option"``, ``"base"``, …, with ``_`` for ``-``), and ``"id"``, echoed
first; any other line is the command's own notation.  A record's field overrides the option
of the same name, ``null`` is not given, and a field of the wrong type is a
:class:`~paiju.errors.RecordError` naming it — so that a record, a plain line and the
arguments ask the same question and get the same answer.

    >>> from paiju.api.gouji.plays import BEATS_QUESTION
    >>> asked(BEATS_QUESTION, {"rules": (), "explain": False},
    ...       '{"id": 7, "new": "3x9", "old": "3x8"}').data["beats"]
    True

(``--explain``, ``--format``, ``--lang``, ``--jobs`` say how an answer is shown, not what is
asked: they are the command's, not a record's.)
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from paiju.api.worked import Worked
from paiju.errors import RecordError
from paiju.grammar.batch import PAIR_EXPECTED, PAIR_WAYS, read_fields, split_line
from paiju.grammar.records import (
    check_fields, echo_id, is_record, json_line, kind_of, read_named, record_settings,
    record_texts,
)
from paiju.grammar.rule_records import Choices

Reader = Callable[[Any, str], Any]
"""How a record's setting field is read: reader(value, field name) → the setting."""
RuleReader = Callable[[Any, Choices, str], Choices]
"""How a record's ``"rules"`` is read over the command's choices: reader(value, given, name)."""


class RecordQuestion:
    """What a question command asks, as a record may ask it: ``ask(*texts, **settings)`` →
    :class:`Worked`; the names of its notation fields (its arguments, in ``ask``'s order);
    the readers of its setting fields (its options: a record's field overrides the setting
    of the same name); how its ``"rules"`` is read over ``settings["rules"]`` (None: no
    switch changes it); the fields that are shorthands of one switch each (field → switch);
    and how a plain line is answered (``line(text, **settings)``; by default, the line is
    the one notation field)."""

    __slots__ = ("ask", "texts", "readers", "rules", "shorthands", "line")

    def __init__(self, ask: Callable[..., Worked], texts: tuple[str, ...],
                 readers: Mapping[str, Reader] | None = None, rules: RuleReader | None = None,
                 shorthands: Mapping[str, str] | None = None,
                 line: Callable[..., Worked] | None = None):
        self.ask = ask
        self.texts = texts
        self.readers = dict(readers or {})
        self.rules = rules
        self.shorthands = dict(shorthands or {})
        self.line = line

    @property
    def fields(self) -> tuple[str, ...]:
        """Every field a record of this question may hold, besides ``"id"``."""
        return (*self.texts, *self.readers, *self.shorthands,
                *(("rules",) if self.rules is not None else ()))


def asked(question: RecordQuestion, settings: dict[str, Any], text: str,
          given: dict[str, str | None] | None = None) -> Worked:
    """The answer to one query of a question command: a record (:func:`record_asked`), or
    the command's notation (``settings``: the command's options)."""
    if is_record(text):
        return record_asked(question, json_line(text), settings, given)
    if question.line is not None:
        return question.line(text, **settings)
    return question.ask(text, **settings)


def record_asked(question: RecordQuestion, record: Any, settings: dict[str, Any],
                 given: dict[str, str | None] | None = None) -> Worked:
    """A record's answer: its fields over ``settings`` and over the notation ``given`` as
    options (``--to PLAY``: a record may leave it out); its ``"id"`` echoed first."""
    record = check_fields(record, None, question.fields)
    found = record_settings(record, question.readers, settings)
    if question.rules is not None:
        switches = _shorthand_switches(record, question.shorthands)
        rules = record.get("rules")
        if switches:
            rules = _with_shorthands(rules, switches)
        if rules is not None:
            found["rules"] = question.rules(rules, settings.get("rules", ()), "rules")
    answer = read_named(record_texts(record, question.texts, given or {}), question.ask,
                        **found)
    return answer.with_data(echo_id(record, answer.data))


def _shorthand_switches(record: dict[str, Any], shorthands: dict[str, str]) \
        -> dict[str, tuple[str, str]]:
    """The switches the record's shorthand fields set: switch → (value, field)."""
    switches = {}
    for name, switch in shorthands.items():
        value = record.get(name)
        if value is None:
            continue
        if isinstance(value, bool):
            value = "yes" if value else "no"
        elif isinstance(value, int):
            value = str(value)
        elif not isinstance(value, str):
            raise RecordError(f"expected a value as text, a number or true/false, found "
                              f"{kind_of(value)}", name)
        switches[switch] = (value, name)
    return switches


def _with_shorthands(rules: Any, switches: dict[str, tuple[str, str]]) -> Any:
    """The record's ``"rules"`` with its shorthand fields' switches added; a shorthand that
    disagrees with the switch it stands for is an error naming it."""
    if rules is not None and not isinstance(rules, dict):
        return rules  # the rules reader says what is wrong with it
    merged = dict(rules or {})
    for switch, (value, name) in switches.items():
        if switch in merged and str(merged[switch]) != value:
            raise RecordError(f"{value} disagrees with rules.{switch}", name)
        merged[switch] = value
    return merged


def pair_line(ask: Callable[..., Worked], line: str, **settings: Any) -> Worked:
    """A plain line of a question about two plays, 'NEW<TAB>OLD' or 'NEW on OLD', errors
    pointing into the line."""
    answer: Worked = read_fields(line, split_line(line, PAIR_WAYS, PAIR_EXPECTED), ask,
                                 **settings)
    return answer
