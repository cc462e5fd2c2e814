"""Sanchazi plays as questions: a play, a pair of plays, a hand or a set of cards in, the
answer ``paiju sanchazi types|type|beats|points|happy-money|respond --format json`` prints
out.

    >>> type_of("888JJ")["type_zh"], beats("999QQ", "888JJ")["beats"]
    ('三带二', True)
    >>> type_of("3334443344", rules=(("wings-share-ranks", "yes"),))["legal"]
    True

``rules`` are the ``--rule`` choices of the Sanchazi rule book ('paiju sanchazi rules'):
``--wings-share-ranks`` is the shorthand of ``wings-share-ranks=yes``, ``--last-hand own``
of ``last-hand=own``.  Bad input raises a :class:`~paiju.errors.PaijuError`
(:class:`~paiju.errors.NotationError` with the column of a play, IllegalPlayError for a
play that reads but is no legal play where one is needed, RecordError naming a bad option).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from paiju.api.questions import RecordQuestion, pair_line
from paiju.api.worked import Worked, book_of as checked_book
from paiju.engine.sanchazi.beating import beats as beats_shape
from paiju.engine.sanchazi.card_types import (
    CARD_TYPES, DEFAULT_RULES, Cards, Rules, Shape, classify, rank_name,
)
from paiju.engine.sanchazi.reasons import response_notes, type_explanation
from paiju.engine.rulebook import stake_over
from paiju.engine.sanchazi.respond import responses
from paiju.engine.sanchazi.scoring import (
    SCORE_CARDS, LastHandReading, happy_money as money_of, points as points_of,
)
from paiju.errors import RecordError, display_column
from paiju.grammar.batch import read_fields, split_line
from paiju.grammar.sanchazi import culprit_offset, parse_hand, parse_legal_play, parse_play
from paiju.grammar.records import true_or_false, whole_number
from paiju.grammar.rule_records import Choices, record_rule_choices

if TYPE_CHECKING:
    from paiju.engine.sanchazi.rules import RuleBook


__all__ = ["BEATS_QUESTION", "HAPPY_MONEY_QUESTION", "POINTS_QUESTION", "RESPOND_QUESTION",
           "TYPE_QUESTION", "Choices", "beaten", "beats", "cards_of", "collected", "counted", "happy_money",
           "listed_types", "points", "respond", "respond_line", "responded", "responded_line",
           "respond_to_question", "shape_json", "type_of", "typed", "types"]


def _book(rules: Choices = ()) -> RuleBook:
    """The Sanchazi rule book of ``--rule`` choices (RecordError naming ``rules``)."""
    from paiju.engine.sanchazi.rules import SWITCHBOARD  # see cards_of

    return checked_book(SWITCHBOARD, rules)


def cards_of(rules: Choices) -> Rules:
    """The card-type variants the choices make.  No choice is the rule book's default, whose
    variants are the card types' own defaults (a test holds the two together): a one-line
    query that sets no switch does not load the rule book (some 3 ms of start-up)."""
    return _book(rules).cards if rules else DEFAULT_RULES


def shape_json(shape: Shape | None) -> dict[str, Any]:
    """The card type and compared ranks of a play (all None for an illegal play)."""
    if shape is None:
        return dict.fromkeys(("type", "type_zh", "tier", "rank", "wing", "length", "suit"))
    return {
        "type": shape.type.kind.value,
        "type_zh": shape.type.name_zh,
        "tier": shape.tier.name.lower(),
        "rank": rank_name(shape.main),
        "wing": rank_name(shape.wing) if shape.wing else None,
        "length": shape.length,
        "suit": shape.suit.value if shape.suit else None,
    }


# ---------------------------------------------------------------------------------------
# types


def listed_types() -> Worked:
    """``paiju sanchazi types``: every card type, what it is and what beats it."""
    rows = [{"type": t.kind.value, "name": t.name, "type_zh": t.name_zh,
             "tier": t.tier.name.lower(), "definition": t.definition,
             "beaten_by": t.beaten_by_all} for t in CARD_TYPES]
    return Worked({"types": rows}, None, (rows,))


def types() -> dict[str, Any]:
    return listed_types().data


# ---------------------------------------------------------------------------------------
# type


def typed(play: str, rules: Choices = (), explain: bool = False) -> Worked:
    """``paiju sanchazi type PLAY``: its card type, or why it is no legal play (verdict:
    legal); parts: the classification, the answer, ``explain``."""
    found = classify(parse_play(play), cards_of(rules))
    offset = None if found.legal else culprit_offset(play, found)
    data: dict[str, Any] = {
        "input": play,
        "played": found.play.written,
        "cards": found.play.size,
        "legal": found.legal,
        **shape_json(found.shape),
        "reason": found.reason,
        "notes": list(found.notes),
    }
    if not found.legal:
        data["column"] = None if offset is None else display_column(play, offset)
    if explain:
        data["explanation"] = type_explanation(found)
    return Worked(data, found.legal, (found, data, explain))


def type_of(play: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    return typed(play, rules, explain).data


# ---------------------------------------------------------------------------------------
# beats


def beaten(new: str, old: str, rules: Choices = (), explain: bool = False) -> Worked:
    """``paiju sanchazi beats NEW OLD`` (verdict: beats); parts: both classifications, the
    verdict, the answer, ``explain``."""
    cards = cards_of(rules)
    new_play, old_play = parse_legal_play(new, cards), parse_legal_play(old, cards)
    assert new_play.shape is not None and old_play.shape is not None  # legal plays
    verdict = beats_shape(new_play.shape, old_play.shape)
    data: dict[str, Any] = {
        "new": new,
        "old": old,
        "beats": verdict.beats,
        "reason": verdict.reason,
        "new_type": new_play.shape.type.kind.value,
        "old_type": old_play.shape.type.kind.value,
    }
    if explain:
        data["explanation"] = list(verdict.steps)
    return Worked(data, verdict.beats, (new_play, old_play, verdict, data, explain))


def beats(new: str, old: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    return beaten(new, old, rules, explain).data


# ---------------------------------------------------------------------------------------
# points


def counted(cards: str, explain: bool = False) -> Worked:
    """``paiju sanchazi points CARDS``; parts: the cards, their points, the answer."""
    held = parse_hand(cards)
    found = points_of(held)
    lines = [{"rank": rank_name(line.rank), "count": line.count, "each": line.each,
              "points": line.points} for line in found.lines]
    data: dict[str, Any] = {"input": cards, "cards": held.size, "points": found.total,
                            "score_cards": lines}
    if explain:
        data["explanation"] = [
            "score cards (分牌): " + ", ".join(f"{rank_name(rank)} = {each}"
                                             for rank, each in SCORE_CARDS.items()),
            *(f"{line['count']} × {line['rank']} = {line['points']}" for line in lines),
        ]
    return Worked(data, None, (held, found, data))


def points(cards: str, explain: bool = False) -> dict[str, Any]:
    return counted(cards, explain).data


# ---------------------------------------------------------------------------------------
# happy-money


def collected(play: str, base: int = 1, ends_deal: bool = False, goes_out: bool = False,
              all_six: bool = False, rules: Choices = ()) -> Worked:
    """``paiju sanchazi happy-money PLAY``: what a three-joker fork collects (the reading of
    'the last hand' is the switch ``last-hand``); parts: the classification, the money, the
    answer."""
    if isinstance(base, bool) or not isinstance(base, int) or base < 1:
        raise RecordError("the base is a whole number from 1", "base")
    if (problem := stake_over(base, "the base (底分)")) is not None:
        raise RecordError(problem, "base")
    reading = _book(rules).last_hand if rules else LastHandReading.DEAL  # see cards_of
    found = parse_legal_play(play, cards_of(rules))
    assert found.shape is not None  # a legal play
    money = money_of(found.shape, found.play, base, ends_deal=ends_deal, goes_out=goes_out,
                     reading=reading, all_six=all_six)
    data: dict[str, Any] = {
        "play": play,
        "type": found.shape.type.kind.value,
        "base": base,
        "ends_deal": ends_deal,
        "goes_out": goes_out,
        "last_hand": reading.value,
        "all_six": all_six,
        "happy_money": money.per_payer > 0,
        "per_payer": money.per_payer,
        "payers": money.payers,
        "collector_gets": money.collector_gets,
        "reason": money.reason,
        "explanation": list(money.steps),
    }
    return Worked(data, None, (found, money, data))


def happy_money(play: str, base: int = 1, ends_deal: bool = False, goes_out: bool = False,
                all_six: bool = False, rules: Choices = ()) -> dict[str, Any]:
    return collected(play, base, ends_deal, goes_out, all_six, rules).data


# ---------------------------------------------------------------------------------------
# respond


def response_json(play: Cards, shape: Shape) -> dict[str, Any]:
    return {"play": play.written, "cards": play.size, **shape_json(shape)}


def responded(hand: str, to: str, rules: Choices = (), explain: bool = False) -> Worked:
    """``paiju sanchazi respond HAND --to PLAY``: every play of the hand that beats it,
    cheapest first (verdict: some play does); parts: the hand, the play on the table, the
    responses, the answer."""
    cards = cards_of(rules)
    held = parse_hand(hand)
    old = parse_legal_play(to, cards)
    assert old.shape is not None  # a legal play
    found = responses(held, old.shape, cards)
    data: dict[str, Any] = {
        "hand": hand,
        "to": to,
        "to_type": old.shape.type.kind.value,
        "count": len(found),
        "plays": [response_json(answer.play, answer.shape) for answer in found],
    }
    if explain:
        data["explanation"] = response_notes(old.shape)
    return Worked(data, bool(found), (held, old, found, data))


def respond(hand: str, to: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    return responded(hand, to, rules, explain).data


HAND_PLAY_WAYS = (("\t",), (" to ",))
HAND_PLAY_EXPECTED = "a hand and a play separated by a tab or ' to '"


def responded_line(line: str, rules: Choices = (), explain: bool = False) -> Worked:
    """A batch line 'HAND<TAB>PLAY' or 'HAND to PLAY', as :func:`responded`; an error points
    into the line."""
    worked: Worked = read_fields(line, split_line(line, HAND_PLAY_WAYS, HAND_PLAY_EXPECTED),
                                 responded, rules, explain)
    return worked


def respond_line(line: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    return responded_line(line, rules, explain).data


# ---------------------------------------------------------------------------------------
# The questions as records (paiju.api.questions): the commands' arguments and options as fields


def _sanchazi_rules(value: Any, given: Choices, name: str) -> Choices:
    from paiju.engine.sanchazi.rules import SWITCHBOARD

    return record_rule_choices(value, SWITCHBOARD, given, name)


def _beaten_line(line: str, **settings: Any) -> Worked:
    return pair_line(beaten, line, **settings)


_SHAPES = {"wings_share_ranks": "wings-share-ranks"}

TYPE_QUESTION = RecordQuestion(typed, ("play",), rules=_sanchazi_rules, shorthands=_SHAPES)
"""``{"play", "wings_share_ranks", "rules"}``: ``paiju sanchazi type``."""
BEATS_QUESTION = RecordQuestion(beaten, ("new", "old"), rules=_sanchazi_rules,
                                shorthands=_SHAPES, line=_beaten_line)
"""``{"new", "old", "wings_share_ranks", "rules"}``: ``paiju sanchazi beats``."""
POINTS_QUESTION = RecordQuestion(counted, ("cards",))
"""``{"cards"}``: ``paiju sanchazi points`` (no switch changes it)."""
HAPPY_MONEY_QUESTION = RecordQuestion(
    collected, ("play",),
    {"base": whole_number, "ends_deal": true_or_false, "goes_out": true_or_false,
     "all_six": true_or_false},
    rules=_sanchazi_rules, shorthands={**_SHAPES, "last_hand": "last-hand"})
"""``{"play", "base", "ends_deal", "goes_out", "all_six", "wings_share_ranks", "last_hand",
"rules"}``: ``paiju sanchazi happy-money``."""
RESPOND_QUESTION = RecordQuestion(responded, ("hand", "to"), rules=_sanchazi_rules,
                                  shorthands=_SHAPES, line=responded_line)
"""``{"hand", "to", "wings_share_ranks", "rules"}``: ``paiju sanchazi respond`` (with ``--to``,
a plain line is a hand: :func:`respond_to_question`)."""


def _hand_to(to: str, hand: str, **settings: Any) -> Worked:
    return responded(hand, to, **settings)


def respond_to_question(to: str | None) -> RecordQuestion:
    """The question of ``paiju sanchazi respond``: with ``to`` (``--to PLAY``) given, a plain
    line is a hand answering it."""
    if to is None:
        return RESPOND_QUESTION
    return RecordQuestion(responded, ("hand", "to"), rules=_sanchazi_rules, shorthands=_SHAPES,
                          line=partial(_hand_to, to))
