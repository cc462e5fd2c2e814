"""A question command's queries, read one way in every game (issue 26): the arguments; or
lines from stdin (``-``, or none with stdin piped) or from ``--batch FILE|-``, each a JSON
record or a line of the command's notation (:mod:`paiju.api.questions`), answered by one
ask — so that the arguments, a record and a plain line get the same answer."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import click

from paiju.api.questions import RecordQuestion, asked
from paiju.api.worked import Worked
from paiju.cli.reading import Lines, argument, queries, wants_stdin
from paiju.cli.rendering import Answer

Draw = Callable[[Worked], Answer]
"""How a command draws the API's answer (its view, and what only its table needs)."""


def answered(question: RecordQuestion, draw: Draw, settings: dict[str, Any], text: str,
             given: dict[str, str | None] | None = None) -> Answer:
    """One query — an argument or a line, a record or notation — answered and drawn."""
    return draw(asked(question, settings, text, given))


def answered_args(question: RecordQuestion, draw: Draw, settings: dict[str, Any],
                  texts: tuple[str, ...]) -> Answer:
    """The notation fields given as arguments, answered and drawn."""
    return draw(question.ask(*texts, **settings))


def question_queries(question: RecordQuestion, draw: Draw, settings: dict[str, Any],
                     args: tuple[str, ...], noun: str, batch: str | None) \
        -> tuple[Callable[[Any], Answer], tuple[Any, ...] | Lines]:
    """How to answer a one-notation command's queries (``PLAY...``, ``HAND...``) and the
    queries: each argument, or each line of stdin or of ``--batch``."""
    return partial(answered, question, draw, settings), queries(args, noun, batch)


def pair_queries(question: RecordQuestion, draw: Draw, settings: dict[str, Any],
                 args: tuple[str | None, ...], batch: str | None) \
        -> tuple[Callable[[Any], Answer], tuple[Any, ...] | Lines]:
    """How to answer a question about several notation fields (``NEW OLD``) and the
    queries: the fields given as arguments; one record given as the argument; or the lines
    of stdin (``-``, or none with stdin piped) or of ``--batch FILE|-``, each a record or
    the fields on one line ('NEW on OLD')."""
    given = tuple(arg for arg in args if arg is not None)
    names = " ".join(name.upper() for name in question.texts)
    if batch is not None:
        if given:
            raise click.UsageError(f"give {names} or --batch, not both")
        return partial(answered, question, draw, settings), Lines(batch)
    if len(given) == len(question.texts) and "-" not in given:
        return partial(answered_args, question, draw, settings), (given,)
    if len(given) == 1 and given[0].lstrip().startswith("{"):  # one record as the argument
        return partial(answered, question, draw, settings), (argument(given[0]),)
    if wants_stdin(given):
        return partial(answered, question, draw, settings), Lines()
    raise click.UsageError(f"give {names}, a JSON record, '-' to read them from stdin, or "
                           "--batch FILE")
