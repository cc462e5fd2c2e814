"""Questions about plays: ``paiju gouji parse``, ``beats``, ``compare``, ``level``,
``thresholds`` and ``opens`` as functions — plays in notation in, the answer dict out.

    >>> from paiju.api.gouji.plays import beats, parse
    >>> beats("3大花+2x10", "2小花+3x9")["beats"]
    True
    >>> parse("1大花+1小花+2钱+4x5")["canonical"]
    '2小花+6x5'

Each ``*_found`` function gives the same answer as a :class:`~paiju.api.worked.Worked`,
with the engine objects it was made of (the command line draws its tables from them).
"""

from __future__ import annotations

from typing import Any

from paiju.api.questions import RecordQuestion, pair_line
from paiju.api.worked import Worked, rules_json
from paiju.grammar.rule_records import Choices
from paiju.engine.gouji import plays as rules
from paiju.engine.gouji.plays import BeatVerdict, Play, canonical, mixes_jokers, rank_name
from paiju.engine.gouji.reasons import FLOWERS_ARE_LEVEL, LOW_BASES_NEVER_LEVEL, opening_note
from paiju.engine.gouji.rules import RuleBook, rule_book
from paiju.grammar.gouji import parse_play
from paiju.grammar.gouji_records import rule_choices

__all__ = ["BEATS_QUESTION", "COMPARE_QUESTION", "LEVEL_QUESTION", "OPENS_QUESTION",
           "PARSE_QUESTION", "beats", "beats_found", "compare", "compare_found", "form_json", "level",
           "level_found", "opens", "opens_found", "parse", "parse_found", "thresholds",
           "thresholds_found"]


def form_json(play: Play, book: RuleBook) -> dict[str, Any]:
    """The play as the book compares it: its canonical form, cards, flowers and base."""
    form = play.normal_form()
    return {
        "canonical": canonical(play, book),
        "cards": form.cards,
        "flowers": {
            "type": "mixed" if mixes_jokers(play, book) else
            form.flower.value if form.flower else None,
            "count": form.flower_count,
        },
        "base": (
            {"rank": rank_name(form.base_rank), "count": form.base_count}
            if form.base_rank is not None
            else None
        ),
    }


# ---------------------------------------------------------------------------------------
# parse


def parse(play: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji parse PLAY``: the play's normal form (贴钱 and 挂花 applied), cards,
    flowers, base, whether it is a level card, and the conversions that made it."""
    return parse_found(explain, rules, play).data


def parse_found(explain: bool, rules_given: Choices, text: str) -> Worked:
    """:func:`parse` with its parts: the play, its level verdict and the rule book."""
    play = parse_play(text)
    book = rule_book(rules_given)
    level = rules.is_level(play.normal_form())
    data = {
        "input": text,
        **rules_json(book),
        "played": play.written,
        **form_json(play, book),
        "level": level.answer,
        "explanation": rules.conversions(play, book)
        or ["no conversion: the play is its own normal form"],
    }
    if explain:
        data["level_reason"] = level.reason
    return Worked(data, None, (play, level, book))


# ---------------------------------------------------------------------------------------
# beats / compare


def beats(new: str, old: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji beats NEW OLD``: does NEW beat OLD when played on it, and why."""
    return beats_found(new, old, rules, explain).data


def beats_found(new_text: str, old_text: str, rules_given: Choices = (),
                explain: bool = False) -> Worked:
    """:func:`beats` with its parts: both plays, the verdict and the rule book."""
    new, old, book = _two_plays(new_text, old_text, rules_given)
    verdict = rules.beats(new, old, book)
    data: dict[str, Any] = {
        "new": new_text,
        "old": old_text,
        **rules_json(book),
        "option": int(book.option),
        **_direction(verdict, False),
    }
    if explain:
        data["explanation"] = [
            f"new {new.written} is {canonical(new, book)}",
            f"old {old.written} is {canonical(old, book)}",
            *verdict.steps,
        ]
    return Worked(data, verdict.beats, (new, old, verdict, book))


def _two_plays(first: str, second: str, rules_given: Choices) -> tuple[Play, Play, RuleBook]:
    """The two plays a question about beating names, read, and its rule book."""
    return parse_play(first), parse_play(second), rule_book(rules_given)


def _direction(verdict: BeatVerdict, explain: bool) -> dict[str, Any]:
    """One direction of beating: the verdict, its reason, the front it was decided on (and
    its steps)."""
    found: dict[str, Any] = {"beats": verdict.beats, "reason": verdict.reason,
                             "front": verdict.front.value if verdict.front else None}
    if explain:
        found["explanation"] = list(verdict.steps)
    return found


def compare(a: str, b: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji compare A B``: does A beat B, and does B beat A?  Each direction as
    :func:`beats` answers it (``explain``: with its steps)."""
    return compare_found(a, b, rules, explain).data


def compare_found(a_text: str, b_text: str, rules_given: Choices = (),
                  explain: bool = False) -> Worked:
    """:func:`compare` with its parts: both plays, both verdicts and the rule book."""
    a, b, book = _two_plays(a_text, b_text, rules_given)
    a_on_b = rules.beats(a, b, book)
    b_on_a = rules.beats(b, a, book)
    data = {
        "a": a_text,
        "b": b_text,
        **rules_json(book),
        "option": int(book.option),
        "a_canonical": canonical(a, book),
        "b_canonical": canonical(b, book),
        "a_beats_b": _direction(a_on_b, explain),
        "b_beats_a": _direction(b_on_a, explain),
    }
    return Worked(data, None, (a, b, a_on_b, b_on_a, book))


# ---------------------------------------------------------------------------------------
# level / thresholds


def level(play: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji level PLAY``: is the play a level card (够级牌), and why."""
    return level_found(explain, rules, play).data


def level_found(explain: bool, rules_given: Choices, text: str) -> Worked:
    """:func:`level` with its parts: the play, the verdict and the rule book."""
    play = parse_play(text)
    book = rule_book(rules_given)
    verdict = rules.is_level(play.normal_form())
    data: dict[str, Any] = {"play": text, **rules_json(book), "canonical": canonical(play, book),
                            "level": verdict.answer, "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play, book) + [verdict.reason]
    return Worked(data, verdict.answer, (play, verdict, book))


def thresholds(rules: Choices = ()) -> dict[str, Any]:
    """``paiju gouji thresholds``: the fewest cards of each base rank that make a level card."""
    return thresholds_found(rules).data


def thresholds_found(rules_given: Choices = ()) -> Worked:
    """:func:`thresholds` with its parts: the rows and the rule book."""
    book = rule_book(rules_given)
    rows = [{"rank": rank_name(t.rank), "min_count": t.min_count} for t in rules.LEVEL_THRESHOLDS]
    data = {**rules_json(book), "thresholds": rows, "flowers": FLOWERS_ARE_LEVEL,
            "never": LOW_BASES_NEVER_LEVEL}
    return Worked(data, None, (rows, book))


# ---------------------------------------------------------------------------------------
# opens


def opens(play: str, rules: Choices = (), explain: bool = False) -> dict[str, Any]:
    """``paiju gouji opens PLAY``: does winning a trick with the play open a point (开点),
    under the opening option (``rules``: ``(("opening", "2"),)``)?"""
    return opens_found(rules, explain, play).data


def opens_found(rules_given: Choices, explain: bool, text: str) -> Worked:
    """:func:`opens` with its parts: the play, the verdict and the rule book."""
    play = parse_play(text)
    book = rule_book(rules_given)
    verdict = rules.opens_point(play, book.opening)
    data: dict[str, Any] = {"play": text, **rules_json(book), "opening": book.opening,
                            "opens": verdict.answer, "reason": verdict.reason}
    if explain:
        data["explanation"] = rules.conversions(play, book) + [
            rules.is_level(play.normal_form()).reason, opening_note(book.opening)]
    return Worked(data, verdict.answer, (play, verdict, book))


# ---------------------------------------------------------------------------------------
# The questions as records (paiju.api.questions): the commands' arguments and options as fields


def _parse_asked(play: str, *, rules: Choices = (), explain: bool = False) -> Worked:
    return parse_found(explain, rules, play)


def _level_asked(play: str, *, rules: Choices = (), explain: bool = False) -> Worked:
    return level_found(explain, rules, play)


def _opens_asked(play: str, *, rules: Choices = (), explain: bool = False) -> Worked:
    return opens_found(rules, explain, play)


def _beats_asked(new: str, old: str, *, rules: Choices = (), explain: bool = False) -> Worked:
    return beats_found(new, old, rules, explain)


def _compare_asked(a: str, b: str, *, rules: Choices = (), explain: bool = False) -> Worked:
    return compare_found(a, b, rules, explain)


def _beats_line(line: str, **settings: Any) -> Worked:
    return pair_line(_beats_asked, line, **settings)


def _compare_line(line: str, **settings: Any) -> Worked:
    return pair_line(_compare_asked, line, **settings)


PARSE_QUESTION = RecordQuestion(_parse_asked, ("play",), rules=rule_choices)
"""``{"play", "rules"}``: ``paiju gouji parse``."""
LEVEL_QUESTION = RecordQuestion(_level_asked, ("play",))
"""``{"play"}``: ``paiju gouji level`` (no switch changes it)."""
OPENS_QUESTION = RecordQuestion(_opens_asked, ("play",), rules=rule_choices,
                                shorthands={"opening": "opening"})
"""``{"play", "opening", "rules"}``: ``paiju gouji opens``."""
BEATS_QUESTION = RecordQuestion(_beats_asked, ("new", "old"), rules=rule_choices,
                                shorthands={"option": "option"}, line=_beats_line)
"""``{"new", "old", "option", "rules"}``: ``paiju gouji beats``."""
COMPARE_QUESTION = RecordQuestion(_compare_asked, ("a", "b"), rules=rule_choices,
                                  shorthands={"option": "option"}, line=_compare_line)
"""``{"a", "b", "option", "rules"}``: ``paiju gouji compare``."""
