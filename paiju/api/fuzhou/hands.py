"""Fuzhou hands as questions and records: the answers ``paiju fuzhou
wins|flowers|score|claim|bonuses --format json`` print.

    >>> answer = score_record({"id": 1, "hand": "123m 456m 789m 234s 金金 678p", "gold": "5p",
    ...                        "self_drawn": True})
    >>> answer["id"], answer["bonus"], answer["per_payer"], answer["winner_gets"]
    (1, '金雀', 71, 213)
    >>> wins_record({"hand": "123m 456m 789m 234s 68p 99s 金", "gold": "5p"})["win"]
    True

A record holds the fields its command's ``--batch`` reads (:data:`WINS_FIELDS`,
:data:`SCORE_FIELDS`, and ``"id"``, echoed first); ``given`` holds the options the command
line gives besides (:func:`options` reads them written as a record's fields), and a
record's fields override them.  ``rules`` are ``--rule`` choices (a record's ``"rules"``
hold over them); ``"discarded_gold_wins": true`` is the switch ``discarded-gold=as-shown``,
a ``"banker_count"`` above 0 the switch ``banker-count=added``.  Bad input raises a
:class:`~paiju.errors.PaijuError` (a RecordError names the field).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable

from paiju.api.questions import RecordQuestion
from paiju.api.worked import Worked, book_of, rules_json
from paiju.engine.fuzhou.claims import claim_rules, judge_discard
from paiju.engine.fuzhou.flowers import FLOWER_RULES, FLOWER_SETS, FlowerCount, count_flowers
from paiju.engine.fuzhou.gold import check_grab, read_hand, substitution, swimming_gold
from paiju.engine.fuzhou.payments import HIGHEST_BONUS_ONLY, PAYERS, PAYMENT_FORMULAS
from paiju.engine.fuzhou.reasons import (
    KIND_NAMES, group_text, not_a_win, reading_text, win_explanation,
)
from paiju.engine.fuzhou.rules import SWITCHBOARD
from paiju.engine.fuzhou.scoring import BONUS_HANDS, Rules, Score, score
from paiju.engine.fuzhou.supply import check_claim_supply
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mahjong.wild import Reading, WildGroup
from paiju.errors import NotationError, RecordError
from paiju.grammar.fuzhou import parse_gold, parse_hand, write_hand
from paiju.grammar.fuzhou_records import (
    SCORE_FIELDS, WINS_FIELDS, Given, flower_tiles, given_from_record, parse_seat,
    read_claiming_hand, read_discard, read_seated_hand, winner_flowers_given,
)
from paiju.grammar.fuzhou_table import read_seat
from paiju.grammar.records import check_fields, echo_id, kind_of, true_or_false, whole_number
from paiju.grammar.rule_records import record_rule_choices, with_given
from paiju.grammar.rule_records import Choices

NO_OPTIONS = Given()
"""No option given: every condition its default, the gold still to be given."""

__all__ = ["CLAIM_QUESTION", "FLOWERS_QUESTION", "NO_OPTIONS", "SCORE_FIELDS", "WINS_FIELDS", "bonuses", "breakdown_json",
           "claim", "claimed", "counted", "flowers", "listed_bonuses", "options",
           "reading_json", "rules_json", "score_hand", "score_json", "score_record",
           "scored_hand", "scored_record", "wins_hand", "wins_record", "won_hand",
           "won_record"]


def options(**fields_given: Any) -> Given:
    """The options of ``wins``/``score`` written as a record's fields (``gold="5p"``,
    ``self_drawn=True``, ``rules={"bonus-on-discard": "all"}``), checked as a record's are:
    the ``given`` of the functions below.

        >>> options(gold="5p", discarded_gold_wins=True).rules().book.readings
        (('discarded-gold', 'as-shown'),)
    """
    for name in fields_given:
        if name not in SCORE_FIELDS or name == "hand":
            raise RecordError("not an option (options: "
                              f"{', '.join(name for name in SCORE_FIELDS if name != 'hand')})",
                              name)
    return given_from_record(fields_given, NO_OPTIONS)


def _record(record: Any, known: tuple[str, ...]) -> dict[str, Any]:
    """A record of a ``--batch``: its ``"hand"`` a string, its fields among ``known`` (and
    ``"id"``), checked in the order a batch line is."""
    if isinstance(record, dict) and type(record.get("hand")) is not str:
        raise RecordError("required, a string in hand notation", "hand")
    return check_fields(record, None, known)


def _under(given: Given, rules: Choices) -> Given:
    """The options with ``--rule`` choices over their switches."""
    if not rules:
        return given
    book_of(SWITCHBOARD, rules)  # a bad choice is a RecordError naming "rules"
    return replace(given, switches=with_given(rules, given.switches))


# ---------------------------------------------------------------------------------------
# Readings


def group_json(group: WildGroup, gold: int) -> dict[str, Any]:
    tiles = [gold] * len(group.wilds) if group.free else list(group.tiles)
    return {"kind": KIND_NAMES[group.kind], "tiles": write_tiles(tiles),
            "golds_as": [LABELS[gold if tile is None else tile] for tile in group.wilds],
            "free": group.free}


def meld_json(meld: Meld) -> dict[str, Any]:
    return {"kind": KIND_NAMES[meld.kind], "tiles": write_tiles(meld.tiles), "golds_as": [],
            "free": False, "meld": meld.notation(), "concealed": meld.concealed}


def reading_json(reading: Reading, gold: int, melds: tuple[Meld, ...] = ()) -> dict[str, Any]:
    return {
        "sets": [meld_json(meld) for meld in melds]
        + [group_json(group, gold) for group in reading.sets],
        "pair": group_json(reading.pair, gold) if reading.pair is not None else None,
        "golds": [{"stands_for": LABELS[tile], "in": group_text(group, gold),
                   "free": group.free} for tile, group in substitution(reading, gold)],
        "text": reading_text(reading, gold, melds),
    }


# ---------------------------------------------------------------------------------------
# wins


def _won(text: str, given: Given, explain: bool, record: dict[str, Any] | None) -> Worked:
    gold = given.gold_code()
    hand = parse_hand(text, gold, grabbed=given.grab)
    if given.grab:
        check_grab(hand, gold)
    found = read_hand(hand, gold, grabbed=given.grab)
    swimming = swimming_gold(hand, gold)
    readings = found.readings
    data: dict[str, Any] = echo_id(record, dict(record)) if record is not None else {
        "hand": text, "gold": LABELS[gold], "grab": given.grab}
    data.update(canonical=write_hand(hand, gold), golds=found.golds, win=found.win,
                shape=found.shape, three_golds=found.three_golds,
                golden_sparrow=bool(found.sparrows), readings_count=len(readings),
                readings=[reading_json(r, gold, hand.melds) for r in readings],
                swimming_gold=swimming is not None)
    if not found.win:
        data["reason"] = not_a_win(found)
    if explain:
        data["explanation"] = win_explanation(hand, found, swimming)
    return Worked(data, found.win, (hand, gold, found, data, explain))


def won_hand(hand: str, given: Given, explain: bool = False) -> Worked:
    """``paiju fuzhou wins HAND --gold TILE [--grab]`` (verdict: a win); parts: the hand,
    the gold, its reading, the answer, ``explain``."""
    return _won(hand, given, explain, None)


def won_record(record: Any, given: Given = NO_OPTIONS, explain: bool = False) -> Worked:
    """A ``paiju fuzhou wins --batch`` record, its fields over ``given``."""
    found = _record(record, WINS_FIELDS)
    return _won(found["hand"], given_from_record(found, given), explain, found)


def wins_hand(hand: str, given: Given, explain: bool = False) -> dict[str, Any]:
    return won_hand(hand, given, explain).data


def wins_record(record: Any, given: Given = NO_OPTIONS, explain: bool = False) \
        -> dict[str, Any]:
    return won_record(record, given, explain).data


# ---------------------------------------------------------------------------------------
# flowers


def breakdown_json(counted: FlowerCount) -> list[dict[str, Any]]:
    return [{"rule": item.rule.name, "rule_zh": item.rule.name_zh, "what": item.what,
             "points": item.points} for item in counted.items]


def counted(flowers_set_aside: str, exposed_kongs: int = 0, concealed_kongs: int = 0,
            explain: bool = False) -> Worked:
    """``paiju fuzhou flowers FLOWERS``: the flower count; parts: the count, the answer."""
    for name, kongs in (("exposed_kongs", exposed_kongs), ("concealed_kongs", concealed_kongs)):
        if isinstance(kongs, bool) or not isinstance(kongs, int) or not 0 <= kongs <= 5:
            raise RecordError("a number of kongs from 0 to 5", name)
    tiles = flower_tiles(flowers_set_aside)
    count = count_flowers(tiles, ["kong"] * exposed_kongs, ["kong"] * concealed_kongs)
    data: dict[str, Any] = {"input": flowers_set_aside, "flowers": count.total,
                            "tiles": len(tiles), "breakdown": breakdown_json(count),
                            "complete_sets": [item.what for item in count.complete_sets],
                            "exposed_kongs": exposed_kongs, "concealed_kongs": concealed_kongs}
    if explain:
        data["explanation"] = [f"{rule.name_zh} {rule.name}: +{rule.points} for "
                               f"{rule.description}" for rule in FLOWER_RULES]
    return Worked(data, None, (count, data))


def flowers(flowers_set_aside: str, exposed_kongs: int = 0, concealed_kongs: int = 0,
            explain: bool = False) -> dict[str, Any]:
    return counted(flowers_set_aside, exposed_kongs, concealed_kongs, explain).data


FLOWERS_QUESTION = RecordQuestion(counted, ("flowers",), {"exposed_kongs": whole_number,
                                                          "concealed_kongs": whole_number})
"""``{"flowers", "exposed_kongs", "concealed_kongs"}``: ``paiju fuzhou flowers``
(:mod:`paiju.api.questions`; no switch changes it)."""


# ---------------------------------------------------------------------------------------
# score


def score_json(result: Score, hand: Hand, gold: int) -> dict[str, Any]:
    return {
        "bonus": result.bonus.name_zh if result.bonus else None,
        "bonus_name": result.bonus.name if result.bonus else None,
        "bonus_points": result.bonus_points,
        "flowers": result.flowers.total,
        "flower_breakdown": breakdown_json(result.flowers),
        "paid_as": ("self-drawn" if result.self_drawn else "discard") if result.win else None,
        "per_payer": result.per_payer,
        "payers": result.payers,
        "payments": [{"payer": p.payer, "banker": p.banker, "amount": p.amount}
                     for p in result.payments],
        "winner_gets": result.winner_gets,
        "golds": result.gold.golds if result.gold else None,
        "reading": reading_json(result.reading, gold, hand.melds) if result.reading else None,
    }


def _scored(text: str, given: Given, explain: bool, record: dict[str, Any] | None) -> Worked:
    gold = given.gold_code()
    hand = parse_hand(text, gold, grabbed=given.grab)
    flowers_held = winner_flowers_given(hand, given.flowers)
    rules = given.rules()
    result = score(hand, gold, flowers_held, given.win(), rules)
    data: dict[str, Any] = echo_id(record, dict(record)) if record is not None else {
        "hand": text, **given.json()}
    data.update(rules_json(rules.book))
    data.update(gold=LABELS[gold], canonical=write_hand(hand, gold), win=result.win)
    if not result.win:
        data["reason"] = result.reason
    data.update(score_json(result, hand, gold))
    if explain:
        data["explanation"] = list(result.steps)
    return Worked(data, result.win, (hand, gold, result, explain, rules))


def scored_hand(hand: str, given: Given, rules: Choices = (), explain: bool = False) -> Worked:
    """``paiju fuzhou score HAND --gold TILE …`` (verdict: a win); parts: the hand, the
    gold, the score, ``explain``, the table options."""
    return _scored(hand, _under(given, rules), explain, None)


def scored_record(record: Any, given: Given = NO_OPTIONS, rules: Choices = (),
                  explain: bool = False) -> Worked:
    """A ``paiju fuzhou score --batch`` record, its fields over ``given`` and ``rules``."""
    found = _record(record, SCORE_FIELDS)
    return _scored(found["hand"], given_from_record(found, _under(given, rules)), explain,
                   found)


def score_hand(hand: str, given: Given, rules: Choices = (), explain: bool = False) \
        -> dict[str, Any]:
    return scored_hand(hand, given, rules, explain).data


def score_record(record: Any, given: Given = NO_OPTIONS, rules: Choices = (),
                 explain: bool = False) -> dict[str, Any]:
    """The answer to one ``paiju fuzhou score --batch`` record (see the module)."""
    return scored_record(record, given, rules, explain).data


# ---------------------------------------------------------------------------------------
# claim


def claimed(discard: str, gold: str, discarder: str, hands: Iterable[tuple[str, str]],
            passed: Iterable[str] = (), swimming: Iterable[str] = (), rules: Choices = (),
            explain: bool = False) -> Worked:
    """``paiju fuzhou claim DISCARD --gold TILE --discarder SEAT --hand SEAT:HAND …``: who
    wins the discard (verdict: someone does).  ``hands`` are (seat, hand) pairs, one a
    seat; seats are written E S W N or 东南西北.  Parts: the judgement, the discard, the
    gold, the answer, the table options."""
    dealt = [(parse_seat(seat), text) for seat, text in hands]
    if len({seat for seat, _ in dealt}) < len(dealt):
        raise RecordError("one hand per seat", "hands")
    gold_code, seat_of_discarder = parse_gold(gold), parse_seat(discarder)
    out_of_turn = {parse_seat(seat) for seat in passed}
    waiting_swimming = {parse_seat(seat) for seat in swimming}
    table = Rules(book=book_of(SWITCHBOARD, rules))
    tile = read_discard(discard)
    seated = [(seat, read_claiming_hand(seat, text, tile, gold_code)) for seat, text in dealt]
    check_claim_supply(tile, dict(seated), gold_code)
    judged = judge_discard(seat_of_discarder, seated, gold_code, passed=out_of_turn,
                           swimming=waiting_swimming, rules=table)
    winner = judged.winner
    data: dict[str, Any] = {
        "discard": LABELS[tile], "gold": LABELS[gold_code], "discarder": seat_of_discarder,
        **rules_json(table.book),
        "claims": [{"seat": check.seat, "hand": write_hand(hand, gold_code),
                    "can_win": judged.may_win(check),
                    "sparrow": bool(check.claim and check.claim.sparrow),
                    "passed": check.seat in out_of_turn, "reason": check.reason or None}
                   for check, hand in judged.checks],
        "winner": winner.seat if winner else None, "why": judged.why}
    if explain:
        data["explanation"] = claim_rules(seat_of_discarder)
    return Worked(data, winner is not None, (judged, tile, gold_code, data, table))


def claim(discard: str, gold: str, discarder: str, hands: Iterable[tuple[str, str]],
          passed: Iterable[str] = (), swimming: Iterable[str] = (), rules: Choices = (),
          explain: bool = False) -> dict[str, Any]:
    return claimed(discard, gold, discarder, hands, passed, swimming, rules, explain).data


def _seats(value: Any, name: str) -> tuple[str, ...]:
    """A record's list of seats (``"passed"``, ``"swimming_gold"``): E S W N or 东南西北."""
    if not isinstance(value, list):
        raise RecordError(f"expected a list of seats (E S W N), found {kind_of(value)}", name)
    return tuple(read_seat(seat, f"{name}[{index}]") for index, seat in enumerate(value))


def _seated_hands(value: Any, name: str) -> tuple[tuple[str, str], ...]:
    """A record's ``"hands"``: ``{"S": "123m …"}``, or a list of ``"SEAT:HAND"`` as
    ``--hand`` takes them."""
    if isinstance(value, dict):
        return tuple((read_seat(seat, f"{name}.{seat}"), _text(text, f"{name}.{seat}"))
                     for seat, text in value.items())
    if not isinstance(value, list):
        raise RecordError("expected {\"SEAT\": \"HAND\", …} or [\"SEAT:HAND\", …], found "
                          f"{kind_of(value)}", name)
    found = []
    for index, item in enumerate(value):
        try:
            found.append(read_seated_hand(_text(item, f"{name}[{index}]")))
        except NotationError as error:
            raise RecordError(f"{error.message}{error.where()}", f"{name}[{index}]") from None
    return tuple(found)


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"expected a string, found {kind_of(value)}", name)
    return value


def _asked_claim(discard: str, gold: str | None = None, discarder: str | None = None,
                 hands: Iterable[tuple[str, str]] = (), passed: Iterable[str] = (),
                 swimming_gold: Iterable[str] = (), discarded_gold_wins: bool = False,
                 rules: Choices = (), explain: bool = False) -> Worked:
    """:func:`claimed` as a question command asks it: a record's fields or the options."""
    if gold is None:
        raise RecordError("required: the gold tile (--gold TILE)", "gold")
    if discarder is None:
        raise RecordError("required: the seat that discarded (--discarder SEAT)", "discarder")
    if discarded_gold_wins:
        chosen = dict(rules)
        if chosen.get("discarded-gold", "as-shown") != "as-shown":
            raise RecordError(f"true disagrees with rules.discarded-gold="
                              f"{chosen['discarded-gold']}", "discarded_gold_wins")
        rules = with_given((("discarded-gold", "as-shown"),), rules)
    return claimed(discard, gold, discarder, hands, passed, swimming_gold, rules, explain)


def _claim_rules(value: Any, given: Choices, name: str) -> Choices:
    return record_rule_choices(value, SWITCHBOARD, given, name)


CLAIM_QUESTION = RecordQuestion(
    _asked_claim, ("discard",),
    {"gold": _text, "discarder": read_seat, "hands": _seated_hands, "passed": _seats,
     "swimming_gold": _seats, "discarded_gold_wins": true_or_false}, _claim_rules)
"""``{"discard", "gold", "discarder", "hands", "passed", "swimming_gold",
"discarded_gold_wins", "rules"}``: ``paiju fuzhou claim`` (:mod:`paiju.api.questions`); a
record's ``"hands"`` is ``{"S": "123m …"}`` or ``["S:123m …"]``."""


# ---------------------------------------------------------------------------------------
# bonuses


def listed_bonuses() -> Worked:
    """``paiju fuzhou bonuses``: the bonus hands and payment formulas; parts: the rows."""
    rows = [{"bonus": hand.name_zh, "name": hand.name, "points": hand.points,
             "with_no_flower": hand.points + hand.no_flower_extra, "condition": hand.condition}
            for hand in BONUS_HANDS]
    data = {"bonus_hands": rows,
            "highest_only": HIGHEST_BONUS_ONLY,
            "per_payer": {formula.case: formula.formula for formula in PAYMENT_FORMULAS},
            "payers": dict(PAYERS),
            "flower_rules": [{"rule": rule.name, "rule_zh": rule.name_zh,
                              "points": rule.points, "description": rule.description}
                             for rule in FLOWER_RULES],
            "complete_sets": [flower_set.name for flower_set in FLOWER_SETS]}
    return Worked(data, None, (rows,))


def bonuses() -> dict[str, Any]:
    return listed_bonuses().data

