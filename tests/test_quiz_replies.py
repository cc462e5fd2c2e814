"""How the trainer reads a reply (``paiju.api.quiz.Question.accepts``): yes/no by word or
option number, a number, a set of options by number or name in any order, and for a best
discard any of the tied tiles."""

from __future__ import annotations

from paiju.api.mcr.quiz import tile_word
from paiju.api.quiz import Kind, Question


def _question(answer, kind, options=(), normal=str.strip):
    return Question("t", "?", {}, answer, kind, (), "paiju x", options, normal)


def test_yes_no_by_word_letter_or_option_number():
    question = _question("no", Kind.YES_NO, ("yes", "no"))
    assert all(question.accepts(reply) for reply in ("no", "N", " 2 ", "No"))
    assert not any(question.accepts(reply) for reply in ("yes", "1", "no no", "maybe", ""))


def test_a_number_is_a_whole_number():
    question = _question(-1, Kind.NUMBER)
    assert question.accepts("-1") and question.accepts(" -1\n")
    assert not any(question.accepts(reply) for reply in ("1", "-1.0", "minus one", "-1 0"))


def test_choices_are_a_set_by_number_or_name_in_any_order():
    question = _question(["play", "pass"], Kind.CHOICES,
                         ("play", "pass", "yield", "burn", "wind"))
    assert all(question.accepts(reply) for reply in ("play pass", "pass, play", "2 1", "1,pass"))
    assert not any(question.accepts(reply) for reply in ("play", "1 2 3", "pass burn", "6 1"))


def test_tiles_are_read_in_either_case_and_any_order():
    question = _question(["6m", "7s"], Kind.CHOICES, (), tile_word)
    assert question.accepts("7S 6M") and question.accepts("6m,7s")
    assert not question.accepts("6m") and not question.accepts("6m 7s C")


def test_a_best_discard_is_any_of_the_tied_tiles():
    question = _question(["4p", "N"], Kind.ANY_OF, (), tile_word)
    assert question.accepts("n") and question.accepts("4p") and question.accepts("4P N")
    assert not question.accepts("5p") and not question.accepts("4p 5p")


def test_a_number_of_any_length_is_a_wrong_answer_not_a_crash():
    question = _question(35, Kind.NUMBER)
    assert question.accepts("0035") and question.accepts("35")
    assert not any(question.accepts(reply) for reply in ("9" * 5000, "-" + "9" * 5000, "3" + "5" * 4999, "³⁵"))


def test_an_option_number_is_ascii_digits_and_a_long_one_is_no_option():
    question = _question(["pass"], Kind.CHOICES, ("play", "pass"))
    assert question.accepts("2") and question.accepts("02")
    assert not any(question.accepts(reply) for reply in ("²", "2" * 5000, "0" * 4999 + "2"))
