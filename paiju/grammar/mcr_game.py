"""The native record of one MCR game (mcr-game.md R9.3) → a referee
:class:`~paiju.engine.mcr.game.wall.Setup`, its actions and what the record expects.

    {"format": "mcr-game/1", "quan": 1, "dealer": 0, "wall": ["T5", "W9", …],
     "hands": [["W1", …], …], "actions": [{"seat": 0, "draw": "T6"}, …],
     "expect": {"result": "HU", "seat": 2, "fan": 27, "scores": [-8, -35, 51, -8]}}

``quan`` and ``actions`` are required, and ``wall`` or ``hands``; with a wall the deal is the
wall's and ``hands``, when given, must be it; without one ``flowers`` may give the flowers set
aside in the deal.  Every problem is a :class:`~paiju.errors.RecordError` naming the field
(``actions[17].seat``, ``actions[4].chow[2]``); whether an action is legal is the referee's
to say, when its turn comes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from paiju.engine.mcr.game.actions import KINDS, Action, Kind
from paiju.engine.mcr.game.state import Referee
from paiju.engine.mcr.game.tiles import CODES, NAMES, is_flower
from paiju.engine.mcr.game.wall import SEATS, Setup
from paiju.engine.mcr.rules import SWITCHBOARD
from paiju.errors import RecordError
from paiju.grammar.records import (
    action_seat_and_kind, check_fields, kind_of, list_field, text_field, whole_number,
)
from paiju.grammar.rule_records import record_rule_choices, with_given

FORMAT = "mcr-game/1"
GAME_FIELDS = ("id", "format", "quan", "dealer", "wall", "hands", "flowers", "actions",
               "expect", "rules")
EXPECT_FIELDS = ("result", "seat", "fan", "fans", "scores")
_ACTION_FORMS = '{"seat": S, "draw": "T6"}, {"seat": S, "chow": ["T6", "T7", "T8"]}, …'
_CLAIMS = ("chow", "pung", "kong", "win")


@dataclass(frozen=True)
class GameRecord:
    """A game to replay: its set-up and actions, what the record expects (``expect``, or
    None) and the fields echoed back (``id``)."""

    setup: Setup
    actions: tuple[Action, ...]
    expect: dict[str, Any] | None = None
    echo: dict[str, Any] = field(default_factory=dict)

    def referee(self, undo: bool = True) -> Referee:
        """The game before any action (``undo=False``: one that will never pop)."""
        return Referee(self.setup, checked=True, undo=undo)



def tile_code(value: Any, name: str) -> int:
    """A tile name of R1.1 (``W1``, ``F3``, ``J2``, ``H5``)."""
    if not isinstance(value, str):
        raise RecordError(f"expected a tile name (W1, B5, T9, F1, J3, H2), found "
                          f"{kind_of(value)}", name)
    code = CODES.get(value)
    if code is None:
        raise RecordError(f"{value!r} is no tile: tiles are W1-W9, B1-B9, T1-T9, F1-F4, J1-J3 "
                          "and flowers H1-H8", name)
    return code


def tile_list(value: Any, name: str) -> tuple[int, ...]:
    codes = [CODES.get(item) if type(item) is str else None for item in list_field(value, name)]
    if None not in codes:
        return tuple(codes)  # type: ignore[arg-type]
    return tuple(tile_code(item, f"{name}[{place}]") for place, item in enumerate(value))


def read_game(record: Any, rules: Iterable[tuple[str, str]] = ()) -> GameRecord:
    """Read one native record; ``rules`` are (switch, value) choices given besides the
    record's own (e.g. ``--rule`` on the command line); the record's own hold over them."""
    fields = check_fields(record, None, GAME_FIELDS, required=("quan", "actions"))
    if "format" in fields and fields["format"] != FORMAT:
        raise RecordError(f"this reader reads {FORMAT!r} records", "format")
    if whole_number(fields.get("dealer", 0), "dealer") != 0:
        raise RecordError("the dealer is seat 0 (Botzone and the dataset always start with "
                          "it; other dealers are not defined yet, §13 Q9)", "dealer")
    quan = whole_number(fields["quan"], "quan")
    book = SWITCHBOARD.book(with_given(record_rule_choices(fields.get("rules"), SWITCHBOARD),
                                       tuple(rules)))
    setup = _setup(fields, quan, book)
    setup.check()
    items = list_field(fields["actions"], "actions")
    actions = tuple(_read_actions(items))
    expect = _expect(fields["expect"]) if "expect" in fields else None
    echo = {"id": fields["id"]} if "id" in fields else {}
    return GameRecord(setup, actions, expect, echo)


def _setup(fields: dict[str, Any], quan: int, book: Any) -> Setup:
    if "wall" in fields:
        if "flowers" in fields:
            raise RecordError("with a wall the flowers are the wall's: leave them out", "flowers")
        setup = Setup.from_wall(quan, tile_list(fields["wall"], "wall"), book)
        if "hands" in fields:
            hands = _hands(fields["hands"])
            for seat, (given, dealt) in enumerate(zip(hands, setup.hands)):
                if Counter(given) != Counter(dealt):
                    raise RecordError(f"the wall deals seat {seat} "
                                      f"{' '.join(NAMES[tile] for tile in dealt)}",
                                      f"hands[{seat}]")
        return setup
    if "hands" not in fields:
        raise RecordError("missing: a record needs the wall or the four hands", "hands")
    hands = _hands(fields["hands"])
    flowered = "flowers" in fields
    flowers = _flowers(fields["flowers"]) if flowered else ((),) * SEATS
    return Setup(quan, hands, flowers, None, book, flowered)


def _hands(value: Any) -> tuple[tuple[int, ...], ...]:
    hands = list_field(value, "hands")
    if len(hands) != SEATS:
        raise RecordError(f"a table has {SEATS} hands, found {len(hands)}", "hands")
    return tuple(tile_list(hand, f"hands[{seat}]") for seat, hand in enumerate(hands))


def _flowers(value: Any) -> tuple[tuple[int, ...], ...]:
    lists = list_field(value, "flowers")
    if len(lists) != SEATS:
        raise RecordError(f"one list of flowers a seat, {SEATS} lists; found {len(lists)}",
                          "flowers")
    found = tuple(tile_list(aside, f"flowers[{seat}]") for seat, aside in enumerate(lists))
    for seat, aside in enumerate(found):
        if not all(is_flower(tile) for tile in aside):
            raise RecordError("only flowers (H1-H8) are set aside", f"flowers[{seat}]")
    return found


def _expect(value: Any) -> dict[str, Any]:
    expect = check_fields(value, "expect", EXPECT_FIELDS)
    if "result" in expect:
        text_field(expect["result"], "expect.result")
    if expect.get("seat") is not None:
        whole_number(expect["seat"], "expect.seat")
    if "fan" in expect:
        whole_number(expect["fan"], "expect.fan")
    if "scores" in expect:
        scores = list_field(expect["scores"], "expect.scores")
        if len(scores) != SEATS:
            raise RecordError(f"four scores, found {len(scores)}", "expect.scores")
        for seat, score in enumerate(scores):
            whole_number(score, f"expect.scores[{seat}]")
    if "fans" in expect and not isinstance(expect["fans"], dict):
        raise RecordError(f"expected an object {{name: count}}, found {kind_of(expect['fans'])}",
                          "expect.fans")
    return dict(expect)


def read_action(item: Any, index: int = 0, name: str | None = None) -> Action:
    """One item of a record's ``actions`` as an action; a RecordError names
    ``actions[index]`` (or ``name``)."""
    name = name or f"actions[{index}]"
    extra = ("over", "verdict")
    plain = {key: value for key, value in item.items() if key not in extra} \
        if isinstance(item, dict) else item
    seat, key = action_seat_and_kind(plain, name, SEATS, KINDS, _ACTION_FORMS)
    kind = Kind(key)
    if "verdict" in item and kind is not Kind.INVALID:
        raise RecordError("only an invalid response has a verdict", f"{name}.verdict")
    if "over" in item and key not in _CLAIMS:
        raise RecordError("only a claim lists the answers it won over", f"{name}.over")
    over = _over(item["over"], f"{name}.over") if "over" in item else ()
    value = item[key]
    where = f"{name}.{key}"
    if kind is Kind.PASS:
        if value is not True:
            raise RecordError(f"expected true, found {kind_of(value)}", where)
        return Action(seat, kind)
    if kind is Kind.INVALID:
        verdict = text_field(item["verdict"], f"{name}.verdict") if "verdict" in item else None
        return Action(seat, kind, raw=text_field(value, where),
                      verdict=None if verdict == "OK" else verdict)
    if kind is Kind.CHOW:
        return Action(seat, kind, _chow(value, where), over=over)
    return Action(seat, kind, tile_code(value, where), over=over)


_SIMPLE = {(seat, kind.value, NAMES[tile]): Action(seat, kind, tile)
           for seat in range(SEATS) for kind in Kind
           if kind not in (Kind.CHOW, Kind.PASS, Kind.INVALID) for tile in range(len(NAMES))}
"""Every action of one seat and one tile, as :func:`read_action` reads it: a record is
mostly draws and discards, looked up here rather than read field by field."""


def _read_actions(items: list[Any]) -> Iterator[Action]:
    simple = _SIMPLE
    for index, item in enumerate(items):
        if type(item) is dict and len(item) == 2:
            seat = item.get("seat")
            for key, value in item.items():
                if key != "seat" and type(seat) is int and type(value) is str:
                    found = simple.get((seat, key, value))
                    if found is not None:
                        yield found
                        break
            else:
                yield read_action(item, index)
            continue
        yield read_action(item, index)


def _chow(value: Any, name: str) -> int:
    tiles = tile_list(value, name)
    if len(tiles) != 3:
        raise RecordError(f"a chow is three tiles, low to high; found {len(tiles)}", name)
    low = tiles[0]
    if low >= 27 or low % 9 > 6 or tiles != (low, low + 1, low + 2):
        raise RecordError("a chow is three consecutive tiles of one suit, low to high "
                          f"(not {' '.join(NAMES[tile] for tile in tiles)})", name)
    return low


def _over(value: Any, name: str) -> tuple[Action, ...]:
    found = tuple(read_action(item, name=f"{name}[{place}]")
                  for place, item in enumerate(list_field(value, name)))
    for place, lost in enumerate(found):
        if lost.kind.value not in _CLAIMS:
            raise RecordError("an answer that lost is a claim (chow, pung, kong or win)",
                              f"{name}[{place}]")
    return found
