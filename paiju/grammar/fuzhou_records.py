"""What is given beside a Fuzhou hand: the options of ``paiju fuzhou wins|score``, the fields
of their JSON Lines records (which override the options), the winner's flowers, and the seats
and hands of a claim.

    paiju fuzhou score HAND --gold 5p --self-drawn --flowers EE春
    {"hand": "HAND", "gold": "5p", "self_drawn": true, "flowers": 3, "base": 2,
     "rules": {"bonus-on-discard": "all"}}
    paiju fuzhou claim 3p --gold 5p --discarder E --hand "S:123m 456m 789m 234s 12p 金"

A record field holding notation (``gold``, ``flowers``) is read at once, so an error names the
field.  A record holds the fields its command lists (:data:`WINS_FIELDS`,
:data:`SCORE_FIELDS`), ``"id"`` and nothing else.  A record's ``rules`` join the switches
given on the command line; ``discarded_gold_wins`` and a ``banker_count`` above 0 are read
as exactly the switches they are short for, ``discarded-gold=as-shown`` and
``banker-count=added`` (:class:`Given` folds them into its switches): the rule book alone
decides.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from paiju.engine.fuzhou.flowers import MAX_FLOWER_POINTS, FlowerCount, winner_flowers
from paiju.engine.fuzhou.rules import SWITCHBOARD
from paiju.engine.fuzhou.scoring import Rules, Win
from paiju.engine.fuzhou.table import SEATS, SEATS_ZH
from paiju.engine.mahjong.hand import Hand
from paiju.engine.mahjong.tiles import LABELS
from paiju.errors import NotationError, RecordError
from paiju.grammar.counts import is_count, read_count, shown_count
from paiju.grammar.fuzhou import parse_flowers, parse_gold, parse_hand
from paiju.grammar.records import kind_of, read_text_field, stake, text_field, true_or_false
from paiju.grammar.rule_records import Choices, record_rule_choices, with_given


@dataclass(frozen=True)
class Given:
    """The conditions of one query; a batch record's fields override the options."""

    gold: str | None = None
    flowers: str | int | None = None
    self_drawn: bool = False
    grab: bool = False
    swimming_gold: bool = False
    banker: bool = False
    discarder_is_banker: bool = False
    base: int = 1
    banker_count: int = 0
    discarded_gold_wins: bool = False
    switches: Choices = ()
    """The rule-book choices (``--rule``, and a record's ``rules``), shorthands folded in:
    the book they make is the only decider."""

    def __post_init__(self) -> None:
        # a shorthand says its switch, unless the switches already set that switch (a
        # record's rules hold over the options; a contradiction was refused where it was
        # written: choices_of on the command line, _record_switches in a record)
        chosen = dict(self.switches)
        folded = [(switch, value) for switch, value
                  in shorthand_switches(self.discarded_gold_wins, self.banker_count).items()
                  if value is not None and switch not in chosen]
        if folded:
            object.__setattr__(self, "switches", (*self.switches, *folded))

    def win(self) -> Win:
        return Win(self.self_drawn, self.grab, self.swimming_gold, self.banker,
                   self.discarder_is_banker)

    def rules(self) -> Rules:
        return Rules(self.base, self.banker_count, SWITCHBOARD.book(self.switches))

    def gold_code(self) -> int:
        if self.gold is None:
            raise RecordError("required: the gold tile (--gold TILE)", "gold")
        return parse_gold(self.gold)

    def json(self) -> dict[str, Any]:
        """The conditions as the answer echoes them (the switches are its ``rules``)."""
        return {item.name: getattr(self, item.name) for item in fields(self)
                if item.name != "switches"}


_WHOLE_NUMBERS = ("base", "banker_count")
"""The whole-number fields, stakes both (at most MAX_STAKE)."""
SCORE_FIELDS = ("hand", *(item.name for item in fields(Given) if item.name != "switches"), "rules")
"""The fields of a ``paiju fuzhou score --batch`` record (and ``"id"``)."""
WINS_FIELDS = ("hand", "gold", "grab")
"""The fields of a ``paiju fuzhou wins --batch`` record (and ``"id"``)."""


def shorthand_switches(discarded_gold_wins: bool, banker_count: int) -> dict[str, str | None]:
    """The switches two conditions stand for: a discarded gold that may win is
    ``discarded-gold=as-shown``, a banker count above 0 is ``banker-count=added`` (the count
    enters the payments); None where they say nothing."""
    return {"discarded-gold": "as-shown" if discarded_gold_wins else None,
            "banker-count": "added" if banker_count > 0 else None}


def given_from_record(record: dict[str, Any], defaults: Given) -> Given:
    """The record's fields over the defaults, each checked for its type (null or absent: the
    default)."""
    values: dict[str, Any] = {}
    for item in fields(Given):
        value = record.get(item.name)
        if value is None or item.name == "switches":
            continue
        if item.type == "bool":
            true_or_false(value, item.name)
        elif item.name in _WHOLE_NUMBERS:
            stake(value, item.name)
        elif item.name == "flowers":
            if isinstance(value, bool) or not isinstance(value, (int, str)):
                raise RecordError(f"expected a count or the flower tiles (\"EE春a\"), found "
                                  f"{kind_of(value)}", item.name)
        else:
            text_field(value, item.name)
        values[item.name] = value
    if record.get("rules") is not None or values.get("discarded_gold_wins") \
            or values.get("banker_count"):
        values["switches"] = _record_switches(record, values, defaults.switches)
    given = replace(defaults, **values) if values else defaults
    if given.gold is not None:
        read_text_field("gold", parse_gold, given.gold)
    if isinstance(given.flowers, str) and not is_count(given.flowers):
        read_text_field("flowers", parse_flowers, given.flowers)
    return given


def _record_switches(record: dict[str, Any], values: dict[str, Any], given: Choices) -> Choices:
    """A record's ``rules`` and its shorthand fields, over the command line's switches; a
    switch the record sets two ways names the field that sets it the second way."""
    choices = record_rule_choices(record.get("rules"), SWITCHBOARD)
    chosen = dict(choices)
    shorthands = shorthand_switches(values.get("discarded_gold_wins", False),
                                    values.get("banker_count", 0))
    for field, (switch, value) in zip(("discarded_gold_wins", "banker_count"),
                                      shorthands.items()):
        if value is None:
            continue
        if chosen.setdefault(switch, value) != value:
            raise RecordError(f"stands for {switch}={value}, but the rules say "
                              f"{switch}={chosen[switch]}", field)
    return with_given(tuple(chosen.items()), given)


def flower_tiles(text: str) -> list[int]:
    """The flower tiles set aside (``EEEE春夏ab``); nothing, or ``0``, for no flower."""
    return [] if text.strip() in ("", "0") else parse_flowers(text)


def winner_flowers_given(hand: Hand, given: str | int | None) -> FlowerCount:
    """The winner's flowers: the tiles (or their points) given, and the hand's kongs."""
    if isinstance(given, int) or (isinstance(given, str) and is_count(given)):
        points = given if isinstance(given, int) else read_count(given)
        if points is None or not 0 <= points <= MAX_FLOWER_POINTS:
            shown = points if points is not None else shown_count(str(given))
            raise RecordError(f"{shown} flower points: from 0 to {MAX_FLOWER_POINTS} (all 36 "
                              "flowers with their complete sets)", "flowers")
        return winner_flowers(hand, given=points)
    return winner_flowers(hand, flower_tiles(given) if given else ())


# ---------------------------------------------------------------------------------------
# Claims on one discard


def parse_seat(text: str) -> str:
    """A seat: E S W N (either case) or 东 南 西 北; NotationError otherwise."""
    word = text.strip().upper()
    seat = SEATS[SEATS_ZH.index(word)] if word in SEATS_ZH else word
    if seat not in SEATS:
        raise NotationError("the seat is one of E S W N (东南西北)", text, 0)
    return seat


def read_seated_hand(item: str) -> tuple[str, str]:
    """``SEAT:HAND`` (or ``SEAT=HAND``) → the seat and the hand's text."""
    seat, colon, text = item.replace("=", ":", 1).partition(":")
    if not colon:
        raise NotationError("write SEAT:HAND, the seat one of E S W N", item, len(item))
    try:
        return parse_seat(seat), text
    except NotationError:
        raise NotationError("write SEAT:HAND, the seat one of E S W N", item, 0) from None


def read_claiming_hand(seat: str, text: str, discard: int, gold: int) -> Hand:
    """A waiting player's hand with the discard added as its winning tile; an error names
    the seat."""
    return read_text_field(f"hand {seat}", lambda tiles: parse_hand(tiles, gold),
                           f"{text} {LABELS[discard]}")


def read_discard(text: str) -> int:
    """The discarded tile: one suited tile; an error names the field."""
    return read_text_field("discard", parse_gold, text)
