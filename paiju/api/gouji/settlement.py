"""Tribute, scores and settlement: ``paiju gouji tribute``, ``score``, ``settle`` and ``game``
as functions — a question or a record in, the answer dict out.

    >>> from paiju.api.gouji.settlement import settle
    >>> answer = settle({"id": "d1", "order": [3, 0, 4, 1, 2], "declarations": {"3": "pre"}})
    >>> answer["id"], answer["points_by_seat"], [t["kind_en"] for t in answer["tributes"]][:2]
    ('d1', [1, 0, -1, 2, 0, -2], ['point', 'point'])

Bad input raises a :class:`~paiju.errors.PaijuError` (a :class:`~paiju.errors.RecordError`
names the field).  Each ``*_found`` function gives the same answer as a
:class:`~paiju.api.worked.Worked`, with the engine objects it was made of.
"""

from __future__ import annotations

from collections import deque
from itertools import chain, count, islice
from typing import Any, Iterable, Iterator, Sequence

from paiju.api.worked import Worked, rules_json
from paiju.grammar.rule_records import Choices
from paiju.engine.gouji.ending import score_finish
from paiju.engine.gouji.game import TEAMS, Game, GameDeal, play_game, played_deals
from paiju.engine.gouji.places import Ranking
from paiju.engine.gouji.rules import RuleBook, rule_book
from paiju.engine.gouji.seats import Team
from paiju.engine.gouji.settling import Deal, Settlement, settle as settle_deal
from paiju.engine.gouji.tribute import (
    MATRIX, POINT_TRIBUTE_FORMULA, POINT_TRIBUTE_NOT_RETURNED, SEED_MISPRINTS, Declaration,
    MatrixCell, Opened, Tribute, matrix_cell,
)
from paiju.errors import RecordError
from paiju.grammar.gouji_lines import read_finish_line, read_seats, read_tribute_line
from paiju.grammar.gouji_records import read_deal, read_deals, read_finish, read_game
from paiju.grammar.batch import Line, text_of
from paiju.grammar.records import (
    check_fields, choice, echo_id, is_record, json_line, json_value, load_json,
)

__all__ = ["game", "game_found", "game_in_parts", "game_records", "game_records_read", "score",
           "score_found", "score_line_found", "seats_found", "settle", "settle_found", "settle_line_found", "settled_found",
           "settlement_json", "tribute", "tribute_found", "tribute_line_found", "tribute_matrix",
           "tribute_matrix_found"]


# ---------------------------------------------------------------------------------------
# tribute


def tribute(me: str, opponent: str, opened: str, rules: Choices = (),
            explain: bool = False) -> dict[str, Any]:
    """``paiju gouji tribute --me ME --opponent OPPONENT --opened OPENED``: the point tribute
    (点贡) between me and my 对家 — declarations ``none``/``bright``/``pre``, who opened
    ``me``/``opponent``/``both``/``neither``."""
    return tribute_found(Declaration(me), Declaration(opponent), Opened(opened), explain,
                         rules).data


def cell_json(cell: MatrixCell, explain: bool = False) -> dict[str, Any]:
    """One cell of the point-tribute matrix: the situation, both payments, their arithmetic."""
    explanation = cell.explanation()
    if explain:
        explanation += [POINT_TRIBUTE_FORMULA, POINT_TRIBUTE_NOT_RETURNED]
    return {
        "me": cell.me.value,
        "opponent": cell.opponent.value,
        "opened": cell.opened.value,
        "opponent_pays_me": cell.opponent_pays_me.cards,
        "me_pays_opponent": cell.me_pays_opponent.cards,
        "explanation": explanation,
    }


def tribute_found(me: Declaration, opponent: Declaration, opened: Opened,
                  explain: bool = False, rules: Choices = ()) -> Worked:
    """:func:`tribute` with its parts: the matrix cell and the rule book."""
    cell = matrix_cell(me, opponent, opened)
    book = rule_book(rules)
    return Worked({**rules_json(book), **cell_json(cell, explain)}, None, (cell, book))


def tribute_line_found(explain: bool, rules: Choices, line: str) -> Worked:
    """A batch line 'ME OPPONENT OPENED' (``bright none me``), or a record ``{"me",
    "opponent", "opened"}`` (``me`` and ``opponent`` default to none, as the options do)."""
    if not is_record(line):
        return tribute_found(*read_tribute_line(line), explain=explain, rules=rules)
    record = check_fields(json_line(line), None, ("me", "opponent", "opened"), ("opened",))
    declarations = [declaration.value for declaration in Declaration]
    me, opponent = (choice("none" if record.get(name) is None else record[name], Declaration,
                           declarations, name) for name in ("me", "opponent"))
    opened = choice(record["opened"], Opened, [side.value for side in Opened], "opened")
    found = tribute_found(me, opponent, opened, explain, rules)
    return found.with_data(echo_id(record, found.data))


def tribute_matrix(rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji tribute --table``: all 36 cells, the formula and the original page's
    misprints."""
    return tribute_matrix_found(explain, rules).data


def tribute_matrix_found(explain: bool = False, rules: Choices = ()) -> Worked:
    """:func:`tribute_matrix` with its parts: the misprints and the rule book."""
    cells = [cell_json(cell, explain) for cell in MATRIX]
    misprints = [{"me": m.me.value, "opponent": m.opponent.value, "opened": m.opened.value,
                  "printed": m.printed,
                  "correct": matrix_cell(m.me, m.opponent, m.opened).seed_text,
                  "sources": m.sources} for m in SEED_MISPRINTS]
    book = rule_book(rules)
    data = {**rules_json(book), "formula": POINT_TRIBUTE_FORMULA, "cells": cells,
            "misprints": misprints}
    return Worked(data, None, (misprints, book))


# ---------------------------------------------------------------------------------------
# score


def places_json(ranking: Ranking | None) -> list[dict[str, Any]]:
    """Each seat's place (头科 … 大落) and points, by place; none for a void deal."""
    if ranking is None:
        return []
    return [{"seat": seat, "place_zh": place.name_zh, "place_en": place.name_en,
             "points": ranking.points(seat)} for seat, place in ranking.by_place]


def score(record: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji score``: places and team scores of a record ``{"order": [...],
    "revolution": [...], "rules": {...}}`` (and ``"id"``, echoed first), under ``rules``
    (the record's own hold over them)."""
    order, revolution, book = read_finish(record, rules)
    return echo_id(record, score_found(order, revolution, explain, book).data)


def score_found(order: tuple[int, ...], revolution: tuple[int, ...],
                explain: bool = False, book: RuleBook = rule_book()) -> Worked:
    """The score of a finishing order with its parts: the finish and the rule book."""
    finish = score_finish(order, revolution)
    ranking = finish.ranking
    data: dict[str, Any] = {
        "order": list(order), "revolution": list(revolution), **rules_json(book),
        "void": finish.void,
        "places": places_json(ranking),
        "teams": {team.value: finish.team_score(team) for team in Team},
        "sanhu": ranking is not None and ranking.sanhu is not None,
        "game_over": finish.game_over}
    if explain:
        data["explanation"] = finish.explanation
    return Worked(data, None, (finish, book))


def seats_found(order: Sequence[str], revolution: Sequence[str], explain: bool = False,
                rules: Choices = ()) -> Worked:
    """The score of seats written as words (``paiju gouji score 3 0 4 1 -r 5``'s arguments;
    a word that is not a seat names its index, ``order[2]``)."""
    return score_found(read_seats(order, "order"), read_seats(revolution, "revolution"),
                       explain, rule_book(rules))


def score_line_found(explain: bool, rules: Choices, line: str) -> Worked:
    """A batch line: seats (``3 0 4 1``) or a record (:func:`score`)."""
    order, revolution, book, record = read_finish_line(line, rules)
    found = score_found(order, revolution, explain, book)
    return found.with_data(echo_id(record, found.data))


# ---------------------------------------------------------------------------------------
# settle


def tribute_json(paid: Tribute) -> dict[str, Any]:
    return {"kind_zh": paid.kind.name_zh, "kind_en": paid.kind.value,
            "payer": paid.payer, "receiver": paid.receiver, "cards": paid.cards,
            "returned": paid.returned, "rule": paid.rule}


def settlement_json(settlement: Settlement, explain: bool = False) -> dict[str, Any]:
    """A settled deal's answer (without the record's ``"id"``)."""
    deal, ranking = settlement.deal, settlement.ranking
    data: dict[str, Any] = {
        "deal": deal.number,
        "deals_per_game": deal.deals_per_game,
        "first_deal": None if deal.number is None else deal.number == 1,
        "order": list(deal.order),
        "revolution": list(deal.revolution),
        **rules_json(deal.rules),
        "void": settlement.void,
        "places": places_json(ranking),
        "points_by_seat": list(settlement.points_by_seat),
        "teams": {team.value: points for team, points in settlement.teams.items()},
        "sanhu": ranking is not None and ranking.sanhu is not None,
        "sanhu_team": ranking.sanhu.value if ranking and ranking.sanhu else None,
        "game_over": settlement.game_over,
        "game_over_reason": settlement.game_over_reason,
        "tributes": [tribute_json(owed) for owed in settlement.tributes],
        "notes": list(settlement.notes),
    }
    if explain:
        data["explanation"] = list(settlement.explanation)
    return data


def settle(record: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji settle``: one deal record (docs/gouji.md, "The deal record") in, its
    settlement out — places, points, team scores, 三户, game end, the tributes owed at the
    next deal (``"id"`` echoed first)."""
    return settle_found(record, explain, rules).data


def settle_found(record: Any, explain: bool = False, rules: Choices = ()) -> Worked:
    """:func:`settle` with its parts: the settlement."""
    if isinstance(record, list):
        raise RecordError("expected one deal record {…}; a list of deals is a game: use "
                          "'paiju gouji game'")
    found = settled_found(read_deal(record, rules), explain)
    return found.with_data(echo_id(record, found.data))


def settled_found(deal: Deal, explain: bool = False) -> Worked:
    """The settlement of a deal already read (a replay's, from the referee's facts)."""
    settlement = settle_deal(deal)
    return Worked(settlement_json(settlement, explain), None, (settlement,))


def settle_line_found(explain: bool, rules: Choices, line: str) -> Worked:
    """A JSON Lines deal record."""
    return settle_found(json_value(line), explain, rules)


# ---------------------------------------------------------------------------------------
# game


def game(document: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji game``: a game document — ``{"deals_per_game": 5, "deals": [DEAL, …]}``
    or a list of deal records — in, every deal settled with the running totals out."""
    return game_found(*game_records(document), explain=explain, rules=rules).data


def game_json(played_game: Game, records: Sequence[Any], explain: bool = False) -> dict[str, Any]:
    """The game's answer; each deal echoes the ``id`` of its record (``records``)."""
    return {**_game_frame(played_game), "deals": [
        _deal_entry(played, record, explain)
        for played, record in zip(played_game.deals, records)]}


def _deal_entry(played: GameDeal, record: Any, explain: bool) -> dict[str, Any]:
    entry = settlement_json(played.settlement, explain)
    entry["tribute_paid"] = [tribute_json(paid) for paid in played.paid_at_start]
    entry["totals"] = {team.value: played.totals[team] for team in Team}
    return echo_id(record, entry)


def _game_frame(played_game: Game) -> dict[str, Any]:
    """A game's answer but its deals (an empty list where they go): what its last deal
    decides."""
    return {
        "deals_per_game": played_game.deals_per_game,
        "deals": [],
        "totals": {team.value: played_game.totals[team] for team in Team},
        "game_over": played_game.over,
        "ended_by": played_game.ended_by,
        "leader": played_game.leader.value if played_game.leader else None,
    }


def game_found(deal_records: Sequence[Any], deals_per_game: int | None, labels: list[str],
               document: Any = None, explain: bool = False, rules: Choices = ()) -> Worked:
    """A game's deal records (each named by its label in errors: ``deals[1]``, ``line 2``)
    and its length, with its parts: the game.  The ``"id"`` of the ``document`` holding them
    (when it is an object) is echoed first."""
    played_game = play_game(read_deals(deal_records, labels, rules), deals_per_game, labels)
    data = game_json(played_game, deal_records, explain)
    return Worked(echo_id(document if isinstance(document, dict) else None, data), None,
                 (played_game,))


def game_in_parts(records: Iterable[tuple[str, Any]], deals_per_game: int | None,
                  document: Any = None, explain: bool = False, rules: Choices = ()) \
        -> Iterator[dict[str, Any]]:
    """:func:`game_found` 's answer a deal at a time, in the memory of one deal whatever the
    game's length: each deal's entry as it is settled, then last the rest of the answer (its
    ``"deals"`` an empty list, where the entries go, in order).  ``records`` are the deal
    records with their labels, read as they are needed (:func:`game_records_read`)."""
    kept: deque[tuple[str, Any]] = deque()  # the record being played (and its label)
    deals: dict[Any, Deal] = {}  # the records read, by what they hold: a long game repeats
    answered: dict[int, tuple[Settlement, dict[str, Any]]] = {}  # and each one's answer

    def read() -> Iterator[Deal]:
        for label, record in records:
            kept.append((label, record))
            key = _record_key(record)
            deal = deals.get(key) if key is not None else None
            if deal is None:
                deal = read_deals([record], [label], rules)[0]
                if key is not None:
                    _keep(deals, key, deal)
            yield deal

    last: GameDeal | None = None
    for last in played_deals(read(), deals_per_game, (kept[-1][0] for _ in count())):
        settlement = last.settlement
        known = answered.get(id(settlement))
        if known is None or known[0] is not settlement:
            known = (settlement, settlement_json(settlement, explain))
            _keep(answered, id(settlement), known)
        entry = dict(known[1])
        entry["tribute_paid"] = [tribute_json(paid) for paid in last.paid_at_start]
        entry["totals"] = {team.value: last.totals[team] for team in TEAMS}
        yield echo_id(kept.popleft()[1], entry)
    assert last is not None  # played_deals refuses a game without deals
    yield echo_id(document if isinstance(document, dict) else None,
                  _game_frame(Game((last,), deals_per_game)))


_KEPT = 1024
"""Distinct deals :func:`game_in_parts` keeps read and answered."""
_SCALARS = frozenset((str, int, float, bool, type(None)))
_LONGEST = 256
"""The longest text a kept record holds (an id of a megabyte is not kept 1,024 times)."""


def _record_key(value: Any) -> Any:
    """What a record holds, as a key — each scalar with its type (``true`` and ``1`` read
    differently), lists and objects as tuples — or None when it holds anything else, or a
    text longer than :data:`_LONGEST`."""
    kind = type(value)
    if kind in _SCALARS:
        return None if kind is str and len(value) > _LONGEST else (kind, value)
    if kind is list or kind is dict:
        if kind is dict and max(map(len, value), default=0) > _LONGEST:
            return None
        items = tuple(value.values()) if kind is dict else tuple(value)
        kinds = tuple(map(type, items))
        if not _SCALARS.issuperset(kinds) or str in kinds:  # each item's own key
            kinds = ()
            items = tuple(map(_record_key, items))
            if None in items:
                return None
        return (kind, tuple(value) if kind is dict else (), kinds, items)
    return None


def _keep(memo: dict[Any, Any], key: Any, value: Any) -> None:
    """Keep ``value`` under ``key`` in a memo of at most :data:`_KEPT`."""
    if len(memo) >= _KEPT:
        memo.clear()
    memo[key] = value


def game_records(document: Any, lines: Iterable[tuple[int, Line]] | None = None) \
        -> tuple[list[Any], int | None, list[str], Any]:
    """What ``paiju gouji game`` reads, as :func:`~paiju.grammar.records.json_or_lines` gives
    it (one document, or numbered JSON Lines), as :func:`game_found` takes it: the deal
    records, the game's length, their labels and the document holding them (None for JSON
    Lines).  One deal record alone is a game of one deal; one line holding a whole game is
    that game."""
    records, deals_per_game, held = game_records_read(document, lines)
    labelled = list(records)
    return ([record for _, record in labelled], deals_per_game,
            [label for label, _ in labelled], held)


def game_records_read(document: Any, lines: Iterable[tuple[int, Line]] | None = None) \
        -> tuple[Iterator[tuple[str, Any]], int | None, Any]:
    """:func:`game_records` with the records as they are read, each with its label: JSON
    Lines are read one at a time (a game of any length in the memory of one deal)."""
    if isinstance(document, dict) and "deals" not in document:  # one deal a line, one line
        return iter([("line 1", document)]), None, None
    if lines is None:
        return _labelled(*_game_document(document))
    numbered = iter(lines)
    first = [(f"line {number}", load_json(text_of(text, f"line {number}"), f"line {number}"))
             for number, text in islice(numbered, 2)]
    if len(first) == 1 and (isinstance(first[0][1], list) or (
            isinstance(first[0][1], dict) and "deals" in first[0][1])):  # a game on one line
        return _labelled(*_game_document(first[0][1]))
    rest = ((f"line {number}", load_json(text_of(text, f"line {number}"), f"line {number}"))
            for number, text in numbered)
    return chain(first, rest), None, None


def _labelled(records: list[Any], deals_per_game: int | None, labels: list[str],
              document: Any) -> tuple[Iterator[tuple[str, Any]], int | None, Any]:
    return zip(labels, records), deals_per_game, document


def _game_document(document: Any) -> tuple[list[Any], int | None, list[str], Any]:
    deal_records, deals_per_game = read_game(document)
    return (deal_records, deals_per_game, [f"deals[{i}]" for i in range(len(deal_records))],
            document)
