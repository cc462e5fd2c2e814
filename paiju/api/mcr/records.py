"""How the MCR answers read their input: a record (a dict, or one line of JSON Lines) with
its hand, the conditions and rule switches it gives, over the command's options (a record's
fields win, switch by switch for ``"rules"``)."""

from __future__ import annotations

from typing import Any

from paiju.engine.mcr.rules import RuleBook, book_of
from paiju.grammar.mcr_records import HAND_FIELD, HAND_HELP, Given, given_over, hand_record
from paiju.grammar.records import json_line
from paiju.grammar.rule_records import Choices as Choices, with_given


def line_record(line: str) -> dict[str, Any]:
    """The record one line of JSON Lines holds, with its ``"hand"`` a string (what every
    MCR command's ``--batch`` reads); RecordError otherwise."""
    return json_line(line, HAND_FIELD, HAND_HELP)


def read_record(record: Any, known: tuple[str, ...], given: Given, rules: Choices) \
        -> tuple[dict[str, Any], Given, RuleBook]:
    """A record holding only the ``known`` fields (and ``"id"``), the conditions its fields
    and the options ``given`` give (its fields win), and the rule book its ``"rules"`` and
    the options' ``rules`` give.  RecordError names the field at fault."""
    record, found, choices = hand_record(record, known)
    return record, given_over(given, found), \
        book_of(with_given(choices, rules) if choices else rules)
