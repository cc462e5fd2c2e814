"""Questions about hands and tables: ``paiju gouji respond``, ``hand``, ``burn``, ``deal`` and
``table`` as functions — a hand (or a record of one question) in, the answer dict out.

    >>> from paiju.api.gouji.hands import burn, respond
    >>> [row["play"] for row in respond({"hand": "2大花+3钱+4x10+3xK", "to": "2小花+3x9",
    ...                                  "id": 1})["responses"]][:2]
    ['2大花+3x10', '2大花+3xK']
    >>> burn({"hand": "2大花+3x9+2xK", "on": "2小花+3x8", "with": "2大花+3x9"})["sequence"]
    ['2大花+3x9', '2xK']

A question record holds the command's fields — ``respond``: ``{"hand", "to", "option",
"rules"}``, ``burn``: ``{"hand", "on", "with", "option", "mode", "rules"}`` — and ``"id"``,
echoed first; its ``"option"`` and ``"rules"`` set switches over ``rules`` (a record setting
one switch two ways is a :class:`~paiju.errors.RecordError` naming the field).  Each
``*_found`` function gives the same answer as a :class:`~paiju.api.worked.Worked`.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Sequence

from paiju.api.questions import RecordQuestion
from paiju.api.worked import Worked, rules_json
from paiju.grammar.rule_records import Choices
from paiju.engine.gouji import dealing
from paiju.engine.gouji.burning import burn as burn_hand
from paiju.engine.gouji.hand import CountReport, Mode
from paiju.engine.gouji.hand_report import hand_report
from paiju.engine.gouji.plays import canonical, rank_name
from paiju.engine.gouji.reasons import burn_notes, hand_notes, response_notes, table_notes
from paiju.engine.gouji.respond import LevelPlay, responses, summarise_levels
from paiju.engine.gouji.rules import rule_book
from paiju.engine.gouji.seats import team_of
from paiju.errors import RecordError
from paiju.grammar.batch import Line, read_fields, significant
from paiju.grammar.gouji import parse_hand, parse_play, parse_play_from
from paiju.grammar.gouji_lines import (
    hand_question_fields, read_mode, read_option, read_seed, read_table,
)
from paiju.grammar.gouji_records import rule_choices
from paiju.grammar.records import (
    check_fields, echo_id, is_record, json_line, read_named, record_settings, record_texts,
    true_or_false, whole_number,
)

__all__ = ["BURN_QUESTION", "HAND_QUESTION", "RESPOND_QUESTION", "Question", "burn", "burn_found", "deal",
           "deal_found", "deal_line_found", "hand", "hand_found", "question_found",
           "question_line_found", "respond", "respond_found", "table", "table_found"]

Readers = dict[str, Callable[[Any, str], Any]]
"""The settings a record may give, each read from its field: name → reader(value, field)."""


# ---------------------------------------------------------------------------------------
# Questions about a hand and plays, as records


class Question:
    """A question about a hand and plays: its ``ask`` (``ask(hand, *plays, **settings)`` →
    :class:`Worked`), the names of its plays (``("to",)``) and the settings a record may give
    besides ``option`` and ``rules``, each read from its field."""

    __slots__ = ("ask", "plays", "readers")

    def __init__(self, ask: Callable[..., Worked], plays: tuple[str, ...], readers: Readers):
        self.ask = ask
        self.plays = plays
        self.readers = readers


RULE_FIELDS = ("option", "rules")
"""A hand question's record fields that set rule switches: the ``option`` shorthand and
``rules``."""


def question_found(question: Question, record: Any, settings: dict[str, Any],
                   given: dict[str, str | None] | None = None) -> Worked:
    """The answer to a question record: its fields over ``settings`` (the command's options;
    ``settings["rules"]``: the rule choices) and over the plays ``given`` as options (a
    record may leave them out); its ``"id"`` echoed first."""
    names = ("hand", *question.plays)
    record = check_fields(record, None, (*names, *question.readers, *RULE_FIELDS))
    found = record_settings(record, question.readers, settings)
    found["rules"] = record_rules(record, settings.get("rules", ()))
    answer = read_named(record_texts(record, names, given or {}), question.ask, **found)
    return answer.with_data(echo_id(record, answer.data))


def question_line_found(question: Question, given: dict[str, str | None],
                        settings: dict[str, Any], line: str) -> Worked:
    """One batch line of a hand question: a record (:func:`question_found`); a hand, when
    every play is ``given`` as an option; or a whole question ('HAND to PLAY', or its fields
    separated by tabs)."""
    if is_record(line):
        return question_found(question, json_line(line), settings, given)
    if all(given.get(name) is not None for name in question.plays):  # one hand a line
        return question.ask(line, *(given[name] for name in question.plays), **settings)
    answer: Worked = read_fields(line, hand_question_fields(line, ("hand", *question.plays)),
                                question.ask, **settings)
    return answer


def record_rules(record: dict[str, Any], given: Choices) -> Choices:
    """The record's switches over those ``given`` besides it; its ``option`` is a shorthand
    of ``rules.option``, and the two may not disagree."""
    rules = record.get("rules")
    if record.get("option") is not None and (rules is None or isinstance(rules, dict)):
        option = str(int(read_option(record["option"], "option")))
        if str((rules or {}).get("option", option)) != option:
            raise RecordError(f"{option} disagrees with rules.option", "option")
        rules = {**(rules or {}), "option": option}
    return rule_choices(rules, given)


# ---------------------------------------------------------------------------------------
# respond


def respond(record: Any, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji respond``: every distinct play of the record's ``hand`` that beats its
    ``to``, cheapest first."""
    return question_found(RESPOND_QUESTION, record, {"rules": rules, "explain": explain}).data


def respond_found(hand_text: str, to_text: str, rules: Choices = (),
                  explain: bool = False) -> Worked:
    """The responses of a hand to a play, both in notation, with the parts: the hand, the
    play and the rule book."""
    held = parse_hand(hand_text)
    old = parse_play(to_text)
    book = rule_book(rules)
    rows = []
    for response in responses(held, old, book):
        row: dict[str, Any] = {"play": response.play.written,
                               "canonical": canonical(response.play, book),
                               "level": response.level}
        if explain:
            row["why"] = response.verdict.reason
        rows.append(row)
    data: dict[str, Any] = {"hand": hand_text, "to": to_text, **rules_json(book),
                            "responses": rows}
    if explain:
        data["explanation"] = response_notes(old, book.option, len(rows))
    return Worked(data, bool(rows), (held, old, book))


RESPOND_QUESTION = Question(respond_found, ("to",), {})


# ---------------------------------------------------------------------------------------
# hand


def hand(text: str, tribute: int = 0, mode: str = Mode.NORMAL.value, every: bool = False,
         rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji hand HAND``: a dealt hand's level plays (all of them with ``every``),
    revolution, 买三 (``mode="bie-san"``), the cards of a tribute of ``tribute`` and its 报户."""
    return hand_found(tribute, Mode(mode), explain, every, rules, text).data


def level_json(level: LevelPlay) -> dict[str, str]:
    return {"play": level.play.written, "canonical": level.form.canonical}


def levels_json(levels: tuple[LevelPlay, ...], every: bool) -> dict[str, Any]:
    """A hand's level plays: ``level_summary`` (how many, the strongest, the cheapest few)
    always; ``level_plays``, the whole list, with ``every`` (``--all``)."""
    summary = summarise_levels(levels)
    data: dict[str, Any] = {"level_summary": {
        "count": summary.count,
        "strongest": level_json(summary.strongest) if summary.strongest else None,
        "cheapest": [level_json(level) for level in summary.cheapest]}}
    if every:
        data["level_plays"] = [level_json(level) for level in levels]
    return data


def report_json(report: CountReport | None) -> dict[str, Any] | None:
    return None if report is None else {"call": report.call.value, "count": report.count,
                                        "says": report.says}


def hand_found(tribute: int, mode: Mode, explain: bool, every: bool, rules: Choices,
               text: str) -> Worked:
    """:func:`hand` with its parts: the hand's report, its notes and the rule book."""
    held = parse_hand(text)
    book = rule_book(rules)
    report = hand_report(held, mode, tribute)
    data: dict[str, Any] = {
        "hand": text,
        **rules_json(book),
        "cards": held.size,
        **levels_json(report.level_plays, every),
        "may_revolt": report.may_revolt,
        "automatic_revolution": report.three.automatic_revolution,
        "must_buy_three": report.three.must_buy,
        "buy_three_payment": rank_name(report.three.payment) if report.three.payment else None,
        "tribute_cards": [rank_name(rank) for rank in report.tribute],
        "report": report_json(report.report),
    }
    notes = hand_notes(report, tribute)
    if explain:
        data["explanation"] = notes
    return Worked(data, None, (report, notes, book))


def _tribute(value: Any, name: str) -> int:
    number = whole_number(value, name)
    if number < 0:
        raise RecordError(f"expected a tribute of 0 cards or more, found {number}", name)
    return number


def _hand_asked(hand: str, *, tribute: int = 0, mode: Mode = Mode.NORMAL, all: bool = False,
                rules: Choices = (), explain: bool = False) -> Worked:
    """:func:`hand_found`, its parts followed by the tribute and ``all`` it was asked with
    (what a table says it shows)."""
    found = hand_found(tribute, mode, explain, all, rules, hand)
    return Worked(found.data, found.verdict, (*found.parts, tribute, all))


HAND_QUESTION = RecordQuestion(_hand_asked, ("hand",),
                               {"tribute": _tribute, "mode": read_mode, "all": true_or_false})
"""``{"hand", "tribute", "mode", "all"}``: ``paiju gouji hand`` (no switch changes it)."""


# ---------------------------------------------------------------------------------------
# burn


def burn(record: Any, rules: Choices = (), mode: str = Mode.NORMAL.value,
         explain: bool = False) -> dict[str, Any]:
    """``paiju gouji burn``: can the record's ``hand`` burn (烧牌) the level card ``on``
    with the play ``with``, then go out?  (``mode`` as ``--mode``; the record's holds.)"""
    return question_found(BURN_QUESTION, record,
                          {"rules": rules, "mode": Mode(mode), "explain": explain}).data


def burn_found(hand_text: str, on_text: str, with_text: str, rules: Choices = (),
               mode: Mode = Mode.NORMAL, explain: bool = False) -> Worked:
    """A burn asked in notation, with the parts: the hand, both plays, the burn, its notes
    and the rule book."""
    held = parse_hand(hand_text)
    on = parse_play(on_text)
    burning = parse_play_from(with_text, held)
    book = rule_book(rules)
    result = burn_hand(held, on, burning, book, mode)
    sequence = result.sequence
    data: dict[str, Any] = {
        "hand": hand_text,
        "on": on_text,
        "with": with_text,
        **rules_json(book),
        "beats": result.verdict.beats,
        "can_go_out": result.going_out.possible,
        "sequence": [play.written for play in sequence] if sequence is not None else None,
    }
    notes = burn_notes(on, burning, result)
    if explain:
        data["explanation"] = notes
    return Worked(data, result.works, (held, on, burning, result, notes, book))


BURN_QUESTION = Question(burn_found, ("on", "with"), {"mode": read_mode})


# ---------------------------------------------------------------------------------------
# deal / table


def deal(seed: int, mode: str = Mode.NORMAL.value, every: bool = False, rules: Choices = (),
         explain: bool = False) -> dict[str, Any]:
    """``paiju gouji deal --seed SEED``: the deal of that seed, each seat's level plays,
    revolution and 买三, and who leads (上工)."""
    return deal_found(seed, Mode(mode), explain, every, rules).data


def deal_found(seed: int, mode: Mode, explain: bool, every: bool = False,
               rules: Choices = ()) -> Worked:
    """:func:`deal` with its parts (:func:`table_found`)."""
    rng = random.Random(seed)
    return table_found(dealing.table_report(dealing.deal(rng), mode, rng), seed, explain,
                       every, rules)


def deal_line_found(mode: Mode, explain: bool, every: bool, rules: Choices,
                    line: str) -> Worked:
    """A batch line: a seed, or a record ``{"seed": N}``."""
    if not is_record(line):
        return deal_found(read_seed(line), mode, explain, every, rules)
    record = check_fields(json_line(line), None, ("seed",), ("seed",))
    found = deal_found(whole_number(record["seed"], "seed"), mode, explain, every, rules)
    return found.with_data(echo_id(record, found.data))


def table(text: str, seed: int, mode: str = Mode.NORMAL.value, every: bool = False,
          rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji table FILE``: the report of the six hands the text of FILE holds, one a
    line in seat order, together the 216 cards (blank lines and ``#`` comments skipped;
    ``seed`` draws the 上工 leader when nobody shows)."""
    return table_lines_found(significant(text.splitlines()), seed, Mode(mode), explain, every,
                             rules).data


def table_lines_found(lines: Iterable[tuple[int, Line]], seed: int, mode: Mode,
                      explain: bool, every: bool, rules: Choices) -> Worked:
    """:func:`table` of numbered lines (an error names the seat and the line)."""
    report = dealing.table_report(read_table(lines), mode, random.Random(seed))
    return table_found(report, seed, explain, every, rules)


def _seat_json(seat: dealing.SeatReport, every: bool, buys_from: int | None,
               sells_to: Sequence[int]) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "team": team_of(seat.seat).value,
        "hand": seat.dealt.card_list,
        "written": seat.dealt.written,
        "cards": seat.dealt.size,
        **levels_json(seat.level_plays, every),
        "may_revolt": seat.may_revolt,
        "automatic_revolution": seat.need.automatic_revolution,
        "must_buy_three": seat.need.must_buy,
        "buy_three_payment": rank_name(seat.need.payment) if seat.need.payment else None,
        "buys_from": buys_from,
        "sells_to": list(sells_to),
        "playing_hand": seat.hand.written,
    }


def table_found(report: dealing.TableReport, seed: int | None, explain: bool, every: bool,
                rules: Choices) -> Worked:
    """A table's report as an answer, with the parts: the report, its notes and the rule
    book."""
    book = rule_book(rules)
    bought = {purchase.buyer: purchase.seller for purchase in report.purchases}
    sold: dict[int, list[int]] = {}
    for purchase in report.purchases:
        if purchase.seller is not None:
            sold.setdefault(purchase.seller, []).append(purchase.buyer)
    leader = report.leader
    data: dict[str, Any] = {
        "seed": seed,
        **rules_json(book),
        "mode": report.mode.value,
        "leader": {
            "seat": leader.seat,
            "by": "show" if leader.show else "random",
            "rank": rank_name(leader.rank),
            "shows": [{"seat": show.seat, "suit": show.suit.value, "count": show.count}
                      for show in leader.shows],
        },
        "purchases": [{"buyer": p.buyer, "seller": p.seller, "payment": rank_name(p.payment)}
                      for p in report.purchases],
        "automatic_revolutions": list(report.automatic_revolutions),
        "void": report.void,
        "seats": [_seat_json(seat, every, bought.get(seat.seat), sold.get(seat.seat, []))
                  for seat in report.seats],
    }
    notes = table_notes(report)
    if explain:
        data["explanation"] = notes
    return Worked(data, None, (report, notes, book))
