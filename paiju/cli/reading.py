"""Where queries come from: the command's arguments, or one query per line of stdin or a file.

``-`` as the argument, or piped stdin with no argument, reads lines; blank lines and lines
starting with ``#`` are skipped; every line keeps its number for error objects.  What a line
*means* is read by :mod:`paiju.grammar`; this module only finds the lines.
"""

from __future__ import annotations

import sys
from functools import partial
from typing import Any, Callable, Iterable, Iterator

import click

from paiju.errors import PaijuError
from paiju.grammar.batch import read_pair, significant


def stdin() -> Any:
    """Standard input as UTF-8 text; undecodable bytes become U+FFFD, which the grammars
    then reject with a column instead of crashing."""
    stream = sys.stdin
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        try:
            reconfigure(encoding="utf-8", errors="replace")
        except (ValueError, OSError):  # already read from, or not a real stream
            pass
    return stream


def stdin_is_piped() -> bool:
    try:
        return not sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def wants_stdin(args: Iterable[str]) -> bool:
    """``-`` alone, or no argument at all while stdin is piped, means: read lines."""
    args = tuple(args)
    return args == ("-",) or (not args and stdin_is_piped())


def text_lines(source: str | None = "-") -> Iterator[str]:
    """The lines of a file (``-`` = stdin) as they are, read lazily."""
    if source in (None, "-"):
        yield from stdin()
        return
    try:
        handle = open(source, encoding="utf-8", errors="replace")
    except OSError as exc:
        raise PaijuError(f"cannot open {source}: {exc.strerror}") from None
    with handle:
        yield from handle


def input_lines(source: str | None = "-") -> Iterator[tuple[int, str]]:
    """The numbered query lines of a file (``-`` = stdin), read lazily."""
    return significant(text_lines(source))


class Lines:
    """A batch: the numbered query lines of a file or stdin, streamed (never read whole), so
    that ``--jobs`` may spread them over worker processes."""

    def __init__(self, source: str | None = "-",
                 lines: Iterable[tuple[int, str]] | None = None):
        self.source = source
        self.lines = lines

    def __iter__(self) -> Iterator[tuple[int, str]]:
        return iter(self.lines) if self.lines is not None else input_lines(self.source)


_NO_BATCH = object()


def queries(args: tuple[str, ...], noun: str,
            batch: str | None | object = _NO_BATCH) -> tuple[str, ...] | Lines:
    """The queries of a command taking ``NOUN...`` arguments: the arguments themselves; or,
    for ``-`` (or none, with stdin piped), the lines of stdin; or, on a command with a
    ``--batch FILE`` option (pass its value as ``batch``), the lines of that file.  None of
    them is a usage error naming ``noun``."""
    has_batch = batch is not _NO_BATCH
    if has_batch and batch is not None:
        if args:
            raise click.UsageError(f"give {noun}s or --batch, not both")
        return Lines(batch)  # type: ignore[arg-type]
    if wants_stdin(args):
        return Lines()
    if not args:
        raise click.UsageError(f"give a {noun}, '-' to read them from stdin, or --batch FILE"
                               if has_batch else
                               f"give at least one {noun}, or '-' to read them from stdin")
    return args


def pair_question(answer: Callable[..., Any], new: str | None, old: str | None,
                  *more: Any) -> tuple[Callable[[Any], Any], tuple[tuple[str, str]] | Lines]:
    """A question about two plays, ``answer(new, old, *more)``: how to answer its queries,
    and the queries — the pair given as arguments, or (for '-', or none with stdin piped)
    the lines of stdin, one pair each ('NEW<TAB>OLD' or 'NEW on OLD')."""
    if new is not None and old is not None:
        return partial(_pair_answer, answer, more), ((new, old),)
    if wants_stdin([arg for arg in (new, old) if arg is not None]):
        return partial(_pair_line_answer, answer, more), Lines()
    raise click.UsageError("give NEW and OLD, or '-' to read pairs from stdin")


def _pair_answer(answer: Callable[..., Any], more: tuple[Any, ...],
                 pair: tuple[str, str]) -> Any:
    return answer(*pair, *more)


def _pair_line_answer(answer: Callable[..., Any], more: tuple[Any, ...], line: str) -> Any:
    return read_pair(line, answer, *more)


def source_of(source: str | None, what: str) -> str:
    """The file a one-document command reads: SOURCE, or '-' when stdin is piped and no SOURCE
    is given; neither is a usage error naming ``what``."""
    if source is None and not wants_stdin(()):
        raise click.UsageError(f"give {what}, or '-' to read it from stdin")
    return source or "-"
