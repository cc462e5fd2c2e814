"""Where queries come from: the command's arguments, or one query per line of stdin or a file.

``-`` as the argument, or piped stdin with no argument, reads lines; blank lines and lines
starting with ``#`` are skipped; every line keeps its number for error objects.  What a line
*means* is read by :mod:`paiju.grammar`; this module only finds the lines.

Lines are read as bytes, at most :data:`MAX_LINE` of them per line, and decoded as UTF-8
line by line: a line that is not UTF-8, or is longer than that, is an
:class:`~paiju.grammar.batch.Unreadable` line — an error of its own in its place, said at
once (the rest of an over-long line is skipped without being kept) — and never costs the
other lines their answers.  An argument holding bytes that are not UTF-8 (the shell passes
them through) is an unreadable query the same way.
"""

from __future__ import annotations

import sys
from functools import partial
from typing import IO, Any, Callable, Iterable, Iterator

import click

from paiju.errors import PaijuError, excerpt
from paiju.grammar.batch import Line, Unreadable, read_pair, significant

MAX_LINE = 1 << 20
"""Bytes a query line may hold (1 MiB, newline aside): the largest real query is a few KB."""
_BOM = b"\xef\xbb\xbf"


class InputFile(click.ParamType):
    """A file of queries or records (``-`` = stdin), for an argument or ``--batch``: the
    shell completes file names; opening it is left to the reader, so that a file that cannot
    be read is one error message whatever the command."""

    name = "file"

    def shell_complete(self, ctx: click.Context, param: click.Parameter,
                       incomplete: str) -> list[Any]:
        from click.shell_completion import CompletionItem

        return [CompletionItem(incomplete, type="file")]


def stdin_is_piped() -> bool:
    try:
        return not sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def wants_stdin(args: Iterable[str]) -> bool:
    """``-`` alone, or no argument at all while stdin is piped, means: read lines."""
    args = tuple(args)
    return args == ("-",) or (not args and stdin_is_piped())


def text_lines(source: str | None = "-") -> Iterator[Line]:
    """The lines of a file (``-`` = stdin) as they are (newlines kept), read lazily; a line
    that cannot be read as text is an :class:`Unreadable`.  A file that cannot be opened is
    a PaijuError at once, before any line is read."""
    if source in (None, "-"):
        binary = getattr(sys.stdin, "buffer", None)
        return byte_lines(binary) if binary is not None else _checked_text(sys.stdin)
    try:
        handle = open(source, "rb")
    except OSError as exc:
        raise PaijuError(f"cannot open {source}: {exc.strerror}") from None
    return _closing(handle)


def _closing(handle: IO[bytes]) -> Iterator[Line]:
    with handle:
        yield from byte_lines(handle)


def byte_lines(stream: IO[bytes]) -> Iterator[Line]:
    """The lines of a binary stream, decoded as UTF-8 (a byte-order mark at the start is
    dropped), each at most :data:`MAX_LINE` bytes: memory stays flat whatever the input
    (``/dev/zero`` included).

    The stream is read a chunk at a time, as much as is there (``read1``), and standard
    output is flushed before each read — when the answers so far are all written and the
    next line may be a wait away — rather than after each answer: a pipeline gets its
    answers as soon as paiju would wait for more input, at one write per chunk."""
    read = getattr(stream, "read1", stream.read)
    pending = b""  # the start of a line whose end is not read yet
    first, skipping = True, False  # skipping: inside an over-long line, reading on to its end
    while True:
        flush_output()
        chunk = read(_CHUNK)
        if not chunk:
            if pending:
                yield _line(pending)
            return
        if first:
            first = False
            if chunk.startswith(_BOM):
                chunk = chunk[len(_BOM):]
        if skipping:
            end = chunk.find(b"\n")
            if end < 0:
                continue
            chunk, skipping = chunk[end + 1:], False
        data = pending + chunk if pending else chunk
        start = 0
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                break
            if end - start > MAX_LINE:
                yield over_long(data[start:start + MAX_LINE + 1])
            else:
                yield _line(data[start:end + 1])
            start = end + 1
        pending = data[start:]
        if len(pending) > MAX_LINE:
            yield over_long(pending[:MAX_LINE + 1])
            pending, skipping = b"", True


_CHUNK = 1 << 16  # bytes read at a time


def _line(raw: bytes) -> Line:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return not_utf8(raw, error.start)


def flush_output() -> None:
    """Write out the answers given so far (a closed output raises BrokenPipeError, which
    ends the run quietly)."""
    sys.stdout.flush()


def _checked_text(stream: Any) -> Iterator[Line]:
    """The lines of a stream that is text already (no bytes underneath), with the same limit."""
    for line in stream:
        if len(line) > MAX_LINE:
            yield over_long(line[:MAX_LINE].encode("utf-8", "surrogateescape"))
        else:
            yield line


def over_long(start: bytes) -> Unreadable:
    shown = excerpt(start[:4 * 80].decode("utf-8", "backslashreplace"))
    return Unreadable(f"the line is over {MAX_LINE >> 20} MiB, too long for a query: not read",
                      shown, None, shown.lstrip().startswith("#"))


def not_utf8(raw: bytes, start: int, what: str = "line") -> Unreadable:
    """A line (or an argument: ``what``) whose byte at ``start`` cannot begin UTF-8 text."""
    before = raw[:start].decode("utf-8")
    shown = raw.decode("utf-8", "backslashreplace").rstrip("\r\n")
    return Unreadable(f"not UTF-8 text: the byte 0x{raw[start]:02x} at byte offset {start} of "
                      f"the {what}", shown, len(before), before.lstrip().startswith("#"))


def argument(text: str) -> str | Unreadable:
    """An argument as a query: its text, or Unreadable when it holds bytes that are not
    UTF-8 (which Python keeps as lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        try:
            raw = text.encode("utf-8", "surrogateescape")  # bytes the shell passed through
        except UnicodeEncodeError:
            raw = text.encode("utf-8", "surrogatepass")
        return not_utf8(raw, len(text[:error.start].encode("utf-8", "surrogateescape")),
                        "argument")
    return text


def input_lines(source: str | None = "-") -> Iterator[tuple[int, Line]]:
    """The numbered query lines of a file (``-`` = stdin), read lazily."""
    return significant(text_lines(source))


class Lines:
    """A batch: the numbered query lines of a file or stdin, streamed (never read whole), so
    that ``--jobs`` may spread them over worker processes.  A file is opened at once, so
    that one that cannot be read is an error before anything is printed."""

    def __init__(self, source: str | None = "-",
                 lines: Iterable[tuple[int, Line]] | None = None):
        self.source = source
        self.lines = iter(lines) if lines is not None else input_lines(source)

    def __iter__(self) -> Iterator[tuple[int, Line]]:
        return self.lines


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
    return tuple(argument(arg) for arg in args)  # type: ignore[misc]


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
