"""Fuzhou hands at a four-seat table as records: the answers ``paiju fuzhou settle|game
--format json`` print (the record format: :mod:`paiju.grammar.fuzhou_table`).

    >>> answer = settle({"id": 9, "banker": "E", "winner": "S", "self_drawn": True,
    ...                  "bonus": "金雀", "flowers": 2, "base": 1})
    >>> answer["id"], answer["per_payer"], answer["ledger"]
    (9, 65, {'E': -65, 'S': 195, 'W': -65, 'N': -65})
    >>> game([{"winner": "E", "self_drawn": True}, {"winner": None}])["totals"]
    {'E': 93, 'S': -31, 'W': -31, 'N': -31}

``rules`` are ``--rule`` choices (a record's own ``"rules"`` hold over them).  A record
that cannot be read, or an outcome that cannot happen, raises a
:class:`~paiju.errors.RecordError` naming the field.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar

from paiju.api.worked import Worked, book_of, rules_json
from paiju.engine.fuzhou.game import Game, GameHand, play_game, played_hands
from paiju.engine.fuzhou.rules import SWITCHBOARD
from paiju.engine.fuzhou.settling import Settlement, TableHand, settle as settle_hand
from paiju.errors import RecordError
from paiju.grammar.fuzhou_table import (
    game_book, game_document, read_game, read_game_hand, read_settle, read_table_hand,
)
from paiju.grammar.rule_records import Choices


__all__ = ["game", "game_in_parts", "game_json", "played", "settle", "settled",
           "settlement_json"]


def settlement_json(settlement: Settlement, explain: bool = False) -> dict[str, Any]:
    """One settled hand: who played it, the ledger with a rule per seat, the next banker."""
    outcome = settlement.outcome
    bonus = settlement.bonus
    data: dict[str, Any] = {
        "banker": settlement.banker.seat,
        "banker_run": settlement.banker.count,
        "winner": outcome.winner,
        "self_drawn": outcome.self_drawn,
        "discarder": outcome.discarder,
        "bonus": bonus.name_zh if bonus else None,
        "bonus_name": bonus.name if bonus else None,
        "bonus_points": settlement.bonus_points,
        "flowers": settlement.flowers,
        "base": outcome.base,
        "per_payer": settlement.per_payer,
        "ledger": dict(settlement.ledger),
        "lines": [{"seat": line.seat, "amount": line.amount, "rule": line.rule}
                  for line in settlement.lines],
        "next_banker": settlement.next_banker.seat,
        "run": settlement.run,
        "succession": settlement.succession,
    }
    if explain:
        data["explanation"] = list(settlement.steps)
    return data


def settled(record: Any, rules: Choices = (), explain: bool = False) -> Worked:
    """``paiju fuzhou settle``: one hand's ledger; parts: the settlement, the answer."""
    if isinstance(record, list):
        raise RecordError("expected one hand's record {…}; a list of hands is a game: use "
                          "'paiju fuzhou game'")
    book_of(SWITCHBOARD, rules)  # a bad choice is a RecordError naming "rules"
    outcome, book = read_settle(record, rules)
    settlement = settle_hand(outcome, book)
    data: dict[str, Any] = {"id": record["id"]} if "id" in record else {}
    data.update(settlement_json(settlement, explain), **rules_json(book))
    return Worked(data, None, (settlement, data))


def settle(record: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """The answer to one hand's record (see the module)."""
    return settled(record, rules, explain).data


def game_json(game: Game, explain: bool = False) -> dict[str, Any]:
    return {**_game_frame(game), "hands": [_hand_entry(hand, explain) for hand in game.hands]}


def _hand_entry(hand: GameHand, explain: bool) -> dict[str, Any]:
    return {**settlement_json(hand.settlement, explain), "totals": dict(hand.totals)}


def _game_frame(game: Game) -> dict[str, Any]:
    """A game's answer but its hands (an empty list where they go): what its last hand and
    its rule book decide."""
    return {
        "hands": [],
        "totals": dict(game.totals),
        "leaders": list(game.leaders),
        "next_banker": game.next_banker.seat,
        "run": game.next_banker.count,
        **rules_json(game.book),
    }


def played(document: Any, rules: Choices = (), explain: bool = False,
           labels: Sequence[str] | None = None) -> Worked:
    """``paiju fuzhou game``: a game document (``{"rules", "hands"}``) or a list of hand
    records, ``labels`` naming each record in errors (default ``hands[i]``; the command
    line's JSON Lines name them ``line N``); parts: the game, the answer."""
    names = list(labels) if labels is not None else None
    book_of(SWITCHBOARD, rules)
    outcomes, book = read_game(document, names, rules)
    played_game = play_game(outcomes, book, names)
    data: dict[str, Any] = {"id": document["id"]} if isinstance(document, dict) \
        and "id" in document else {}
    data.update(game_json(played_game, explain))
    return Worked(data, None, (played_game, data))


Labelled = Iterable[tuple[str, Any]]


def game_in_parts(document: Any, lines: Callable[[], Labelled] | None = None,
                  rules: Choices = (), explain: bool = False) -> Iterator[dict[str, Any]]:
    """:func:`played` 's answer a hand at a time, in the memory of one hand whatever the
    game's length: each hand's entry as it is settled, then last the rest of the answer (its
    ``"hands"`` an empty list, where the entries go, in order).  The game is a ``document``
    (as :func:`played` takes it), or ``lines()``: its hand records with their labels, read
    anew at each call — twice, since the rules any record gives are the whole game's (§7's
    ledger of the first hand depends on a switch the last one sets): a first pass reads
    every record and the rule book, a second settles them.  The errors are those
    :func:`played` raises, in its order: a record that does not load (raised by ``lines``)
    before a bad ``--rule``, before a record that does not read, before a hand that cannot
    be played."""
    if lines is None:
        book_of(SWITCHBOARD, rules)
        records, choices = game_document(document)
        labels = [f"hands[{index}]" for index in range(len(records))]
        lines = lambda: zip(labels, records)  # noqa: E731
    else:
        choices = {}
    refused: RecordError | None = None
    read: dict[tuple[Any, ...], TableHand] = {}  # the records read, by what they hold
    for label, record in lines():  # every record is loaded before the first is refused
        if refused is None:
            key = _record_key(record)
            if key is not None and key in read:  # read, and its rules merged, before
                continue
            try:
                hand = read_game_hand(record, label, choices)
            except RecordError as error:
                refused = error
            else:
                _keep(read, key, hand)
    book_of(SWITCHBOARD, rules)
    if refused is not None:
        raise refused
    book = game_book(choices, rules)
    last: GameHand | None = None
    entries: dict[int, tuple[Settlement, dict[str, Any]]] = {}
    for last in played_hands(((_read_again(read, record), label)
                              for label, record in lines()), book):
        settlement = last.settlement
        kept = entries.get(id(settlement))
        if kept is None or kept[0] is not settlement:
            kept = (settlement, settlement_json(settlement, explain))
            _keep(entries, id(settlement), kept)
        yield {**kept[1], "totals": dict(last.totals)}
    assert last is not None  # played_hands refuses a game without hands
    frame = _game_frame(Game((last,), book))
    yield {"id": document["id"], **frame} if isinstance(document, dict) \
        and "id" in document else frame


_KEPT = 1024
"""Distinct hands a game in parts keeps read and answered: a long game repeats a few
outcomes (a hand's answer is its outcome's under its banker), read and settled once each."""
_SCALARS = frozenset((str, int, float, bool, type(None)))
_LONGEST = 256
"""The longest text a kept record holds (an id of a megabyte is not kept 1,024 times)."""


def _record_key(record: Any) -> tuple[Any, ...] | None:
    """What a record of scalar fields holds, as a key (each value with its type: ``true``
    and ``1`` read differently), or None for any other record, or one holding a text longer
    than :data:`_LONGEST` (read every time)."""
    if type(record) is not dict:
        return None
    values = tuple(record.values())
    kinds = tuple(map(type, values))
    if not _SCALARS.issuperset(kinds) or str in kinds and max(
            len(value) for value in values if type(value) is str) > _LONGEST:
        return None
    return tuple(record), kinds, values


K = TypeVar("K")
V = TypeVar("V")


def _keep(memo: dict[K, V], key: K | None, value: V) -> None:
    """Keep ``value`` under ``key`` (not None), in a memo of at most :data:`_KEPT`."""
    if key is not None:
        if len(memo) >= _KEPT:
            memo.clear()
        memo[key] = value


def _read_again(read: dict[tuple[Any, ...], TableHand], record: Any) -> TableHand:
    """A record of a game read a second time: as the first reading read it, when kept."""
    key = _record_key(record)
    hand = read.get(key) if key is not None else None
    return hand if hand is not None else read_table_hand(record)


def game(document: Any, rules: Choices = (), explain: bool = False,
         labels: Sequence[str] | None = None) -> dict[str, Any]:
    """The answer to a game (see the module)."""
    return played(document, rules, explain, labels).data
