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

import os
import tempfile
import select
import sys
from functools import partial
from typing import (
    IO, TYPE_CHECKING, Any, Callable, Iterable, Iterator, NamedTuple, Sequence, TypeVar,
)

import click

from paiju.errors import PaijuError, excerpt
from paiju.grammar.batch import Line, Unreadable, is_significant, significant

S = TypeVar("S", str, bytes)
T = TypeVar("T")
MAX_LINE = 1 << 20
"""Bytes a query line may hold (1 MiB, newline aside): the largest real query is a few KB."""
_BOM = b"\xef\xbb\xbf"


if TYPE_CHECKING:  # click 8.5 made ParamType generic (value, input); earlier clicks are not
    _PathText = click.ParamType[str, str]
else:
    _PathText = click.ParamType


class InputFile(_PathText):
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
    """The lines of a file (``-`` = stdin) as they are (newlines kept), read lazily (a
    :class:`LineReader`); a line that cannot be read as text is an :class:`Unreadable`.  A
    file that cannot be opened is a PaijuError at once, before any line is read."""
    stream = binary_source(source)
    if stream is None:
        return _checked_text(sys.stdin)
    return LineReader(line_blocks(stream, closing=source not in (None, "-")), _fileno(stream))


class LineReader:
    """The lines of a stream, one at a time (:func:`block_lines` of its blocks as read), and
    whether the next can be had without waiting for input: so that a batch of them spread
    over --jobs is not held back to fill a chunk while the input is slow to come."""

    def __init__(self, blocks: Iterator[bytes], fileno: int | None):
        self._blocks = blocks
        self.fileno = fileno
        self._lines: Sequence[Line] = ()
        self._next = 0

    def __iter__(self) -> LineReader:
        return self

    def __next__(self) -> Line:
        while self._next >= len(self._lines):
            self._lines, self._next = block_lines(next(self._blocks)), 0
        line = self._lines[self._next]
        self._next += 1
        return line

    def ready(self, wait: float = 0.0) -> bool:
        """Whether a query line is read already, or input (or its end) is waiting (within
        ``wait`` seconds)."""
        for index in range(self._next, len(self._lines)):
            if is_significant(self._lines[index]):
                return True
        return self.fileno is None or input_waiting(self.fileno, wait)


def binary_source(source: str | None = "-") -> IO[bytes] | None:
    """A file (``-`` = stdin) opened as bytes; None for a stdin that is text only (no bytes
    underneath).  A file that cannot be opened, or a stdin closed before paiju started
    (``<&-``), is a PaijuError."""
    if source in (None, "-"):
        if sys.stdin is None:
            raise PaijuError("cannot read stdin: it is closed")
        return getattr(sys.stdin, "buffer", None)
    try:
        return open(source, "rb")
    except OSError as exc:
        raise PaijuError(f"cannot open {source}: {exc.strerror}") from None


def _lines_of(blocks: Iterable[bytes]) -> Iterator[Line]:
    for block in blocks:
        yield from block_lines(block)


def byte_lines(stream: IO[bytes]) -> Iterator[Line]:
    """The lines of a binary stream, decoded as UTF-8, newlines kept (see
    :func:`line_blocks`)."""
    return _lines_of(line_blocks(stream))


def line_blocks(stream: IO[bytes], size: int | None = None,
                closing: bool = False) -> Iterator[bytes]:
    """The whole lines of a binary stream, a block of them at a time: the lines each read
    gave, or with ``size``, blocks of about that many bytes (each ends with the line that
    reaches it; the last is shorter, and so is one that input coming slowly would hold
    back).  Memory stays flat whatever the input (``/dev/zero`` included).  A byte-order
    mark at the start is dropped; every line of a block ends with
    its newline (the last line of the stream may not), and holds at most
    :data:`MAX_LINE` + 1 bytes: a longer one is cut there (and ended), the rest of it skipped
    without being kept, so that :func:`block_lines` finds it over-long.

    The stream is read a chunk at a time, as much as is there (``read1``), and standard
    output is flushed before each read — when the answers so far are all written and the
    next line may be a wait away — rather than after each answer: a pipeline gets its
    answers as soon as paiju would wait for more input, at one write per chunk.  With
    ``closing``, the stream is closed once read (or once the blocks are no longer wanted)."""
    for data, _ in ended_blocks(stream, size, closing):
        yield data


def ended_blocks(stream: IO[bytes], size: int | None = None,
                 closing: bool = False) -> Iterator[tuple[bytes, bool]]:
    """:func:`line_blocks`, each block with whether it is known to be the last: the stream
    had ended when it was cut (a block given as soon as it was read is not known to be)."""
    try:
        yield from _blocks(stream, size)
    finally:
        if closing:
            stream.close()


class InputFailed(PaijuError):
    """The input could not be read on (a read error, a line without end): the lines before
    it are answered, then the run ends with this error (exit 2)."""


MAX_SKIPPED = 1 << 26
"""Bytes of one over-long line read past before the input is given up (64 MiB, the largest
document): a line without end (``/dev/zero``) is refused, never read forever."""


def _reader(stream: IO[bytes]) -> Callable[[int], bytes]:
    """How ``stream`` is read, as much as is there at a time: a non-blocking descriptor (a
    parent's ``O_NONBLOCK``) is waited on first, since a buffered read of it that would block
    reads as its end; a read error is an :class:`InputFailed` naming the input."""
    read = getattr(stream, "read1", stream.read)
    fd = _fileno(stream)
    waited = fd if fd is not None and not _blocking(fd) else None
    name = "stdin" if fd == 0 else getattr(stream, "name", "the input")

    def read_some(size: int) -> bytes:
        try:
            if waited is not None:
                select.select([waited], [], [])
            return read(size) or b""
        except OSError as error:
            raise InputFailed(f"cannot read {name}: {error.strerror or error}") from None
    return read_some


def _blocking(fd: int) -> bool:
    try:
        return os.get_blocking(fd)
    except OSError:
        return True


def _blocks(stream: IO[bytes], size: int | None) -> Iterator[tuple[bytes, bool]]:
    read = _reader(stream)
    pending = b""  # the start of a line whose end is not read yet
    ready = b""  # whole lines read, not given out yet
    first, skipping = True, False  # skipping: inside an over-long line, reading on to its end
    skipped = 0  # bytes of it read so far
    slow = False  # the input comes slower than it is read: nothing is held back for more
    while True:
        if size is not None and not slow:
            cut_off = False
            while len(ready) > size:
                cut = ready.find(b"\n", size - 1) + 1
                if cut == len(ready):
                    break
                yield ready[:cut], False
                ready, cut_off = ready[cut:], True
            if cut_off and ready:  # what is left waits for more only if more is coming
                slow = _nothing_more_soon(stream)
        if ready and (size is None or slow or len(ready) >= size):
            yield ready, False
            ready = b""
        flush_output()
        try:
            chunk = read(_CHUNK)
        except InputFailed:  # the lines read so far are still answered, then it is said
            if ready or pending:
                yield ready + pending, False
            raise
        if not chunk:
            ready += pending
            if ready:
                yield ready, True
            return
        if skipping:
            end = chunk.find(b"\n")
            if end < 0:
                skipped += len(chunk)
                if skipped > MAX_SKIPPED:
                    raise InputFailed(f"a line runs on past {MAX_SKIPPED >> 20} MiB without "
                                      "a newline: the input is not read further")
                continue
            chunk, skipping = chunk[end + 1:], False
        data = pending + chunk if pending else chunk
        if first:  # a byte-order mark, even one cut by the reads
            if len(data) < len(_BOM) and _BOM.startswith(data):
                pending = data
                continue
            first = False
            if data.startswith(_BOM):
                data = data[len(_BOM):]
        cut = data.rfind(b"\n") + 1
        whole, pending = data[:cut], data[cut:]
        if len(whole) > MAX_LINE:  # it may hold an over-long line
            whole = _cut_over_long(whole)
        if len(pending) > MAX_LINE:
            whole += pending[:MAX_LINE + 1] + b"\n"
            pending, skipping, skipped = b"", True, len(pending)
        if whole:
            ready = ready + whole if ready else whole
            slow = size is not None and len(ready) < size and _nothing_more_soon(stream)


def _nothing_more_soon(stream: IO[bytes]) -> bool:
    """Whether ``stream`` (a pipe, a terminal) has nothing more to read within
    :data:`BLOCK_WAIT` seconds; a stream that cannot be waited on always has more."""
    fd = _fileno(stream)
    return fd is not None and not input_waiting(fd, BLOCK_WAIT)


BLOCK_WAIT = 0.01
"""Seconds a block of lines being gathered waits for more input before it goes as it is."""


def _cut_over_long(whole: bytes) -> bytes:
    lines = whole.split(b"\n")[:-1]
    return b"".join(line[:MAX_LINE + 1] + b"\n" for line in lines)


_CHUNK = 1 << 16  # bytes read at a time


def block_lines(block: bytes) -> Sequence[Line]:
    """The lines of a block of whole lines (:func:`line_blocks`), newlines kept, each decoded
    as UTF-8: a line that is not, or is longer than :data:`MAX_LINE` bytes, is an
    :class:`~paiju.grammar.batch.Unreadable` of its own."""
    text = _decoded(block)
    if text is not None:
        return _split_keeping(text, "\n")
    return [_line(raw) for raw in _split_keeping(block, b"\n")]


def block_queries(first: int, block: bytes) -> list[tuple[int, Line]]:
    """The query lines of a block (:func:`~paiju.grammar.batch.significant`), numbered from
    ``first``, the number of its first line."""
    text = _decoded(block)
    if text is not None:  # the lines without their newlines: significant strips them anyway
        return list(significant(text.split("\n"), first))
    return list(significant(block_lines(block), first))


def _decoded(block: bytes) -> str | None:
    """The usual block decoded at once (a newline byte is never inside a character); None
    when a line of it must be read on its own (a byte that is not UTF-8, an over-long line)."""
    if len(block) > MAX_LINE:
        return None
    try:
        return block.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _split_keeping(text: S, newline: S) -> list[S]:
    """``text`` cut after each newline (the last piece, without one, only when not empty)."""
    lines = [line + newline for line in text.split(newline)]
    last = lines.pop()
    if last != newline:
        lines.append(last[:-1])
    return lines


def _line(raw: bytes) -> Line:
    if len(raw) > MAX_LINE and len(raw) - raw.endswith(b"\n") > MAX_LINE:
        return over_long(raw[:MAX_LINE + 1])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return not_utf8(raw, error.start)


def flush_output() -> None:
    """Write out the answers given so far (a closed output raises
    :class:`~paiju.cli.output.OutputClosed`, which ends the run quietly with exit 141)."""
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


class Block(NamedTuple):
    """Whole lines of a batch as read (bytes, :func:`line_blocks`) and the number of the
    first: plain data, cut without reading a line, that a worker decodes and answers."""

    first: int
    data: bytes
    last: bool = False
    """The batch's last block: no more input after it."""

    def queries(self) -> list[tuple[int, Line]]:
        return block_queries(self.first, self.data)


class Lines:
    """A batch: the numbered query lines of a file or stdin, streamed (never read whole), so
    that ``--jobs`` may spread them over worker processes — as lines, or (read from a file
    or stdin) as :class:`Block` s of them.  A file is opened at once, so that one that
    cannot be read is an error before anything is printed."""

    def __init__(self, source: str | None = "-",
                 lines: Iterable[tuple[int, Line]] | None = None,
                 reader: LineReader | None = None):
        self.source = source
        self._reader = reader
        if reader is not None:
            self.fileno = reader.fileno
        self._stream = None if lines is not None else binary_source(source)
        if lines is not None:
            self._lines: Iterator[tuple[int, Line]] | None = self._ending(iter(lines))
        elif self._stream is None:
            self._lines = significant(_checked_text(sys.stdin))
        else:
            self._lines = None

    def blocks(self, size: int | None = None) -> Iterator[Block] | None:
        """The batch's lines in blocks (:func:`line_blocks`), or None for lines that were
        not read from bytes (given, or a stdin that is text only)."""
        if self._stream is None:
            return None
        stream, self._stream = self._stream, None
        self.fileno = _fileno(stream)
        return self._ending(_numbered(ended_blocks(stream, size,
                                                   closing=self.source not in (None, "-"))))

    failure: InputFailed | None = None
    """Why the input ended early (a read error): said once every line read is answered."""

    def _ending(self, items: Iterator[T]) -> Iterator[T]:
        """``items`` ending at a read failure, which is kept in :attr:`failure`: the lines
        read before it are still answered (in order, with --jobs too)."""
        try:
            yield from items
        except InputFailed as failure:
            self.failure = failure

    fileno: int | None = None
    """The file descriptor the blocks (or the ``reader`` 's lines) are read from, when there
    is one: what a batch's parent waits on beside its workers, so that it writes out their
    answers while the input is slow to come."""

    def ready(self, wait: float = 0.0) -> bool:
        """Whether the next line can be had without waiting (more than ``wait`` seconds)
        for input; lines given always can."""
        if self._reader is not None:
            return self._reader.ready(wait)
        return self._held > 0 or self.fileno is None or input_waiting(self.fileno, wait)

    def __iter__(self) -> Iterator[tuple[int, Line]]:
        if self._lines is None:
            blocks = self.blocks()
            assert blocks is not None
            self._lines = self._queries(blocks)
        return self._lines

    _held = 0
    """Query lines read and not given out yet (of the block being given out)."""

    def _queries(self, blocks: Iterator[Block]) -> Iterator[tuple[int, Line]]:
        for block in blocks:
            queries = block.queries()
            self._held = len(queries)
            for query in queries:
                self._held -= 1
                yield query


def _fileno(stream: IO[bytes]) -> int | None:
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):  # not a file
        return None


def input_waiting(fd: int, wait: float = 0.0) -> bool:
    """Whether there is input to read from ``fd`` (or its end) within ``wait`` seconds; one
    that cannot be waited on always has."""
    try:
        return bool(select.select([fd], [], [], wait)[0])
    except (OSError, ValueError):  # cannot be waited on: read on
        return True


def _numbered(blocks: Iterable[tuple[bytes, bool]]) -> Iterator[Block]:
    first = 1
    for data, last in blocks:
        yield Block(first, data, last)
        first += data.count(b"\n")


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





def source_name(source: str) -> str:
    """How an error names a record document's source: its path, or stdin for '-'."""
    return "stdin" if source == "-" else source


def source_of(source: str | None, what: str) -> str:
    """The file a one-document command reads: SOURCE, or '-' when stdin is piped and no SOURCE
    is given; neither is a usage error naming ``what``."""
    if source is None and not wants_stdin(()):
        raise click.UsageError(f"give {what}, or '-' to read it from stdin")
    return source or "-"


def read_twice(lines: Iterable[tuple[int, Line]]) -> Callable[[], Iterator[tuple[int, Line]]]:
    """Numbered lines that can be read a second time, for an answer that needs every line
    before it can answer the first (a Fuzhou game's rule book): the first call gives the
    lines as they are read, kept meanwhile in a temporary file, not in memory (a pipe or
    stdin cannot be read again, a file might change); each later call reads them back.  An
    unreadable line is given the first time only: its error ends the first reading."""
    spool = tempfile.TemporaryFile()
    read = False

    def first() -> Iterator[tuple[int, Line]]:
        for number, line in lines:
            if isinstance(line, str):  # one line of text: it holds no newline
                spool.write(b"%d %s\n" % (number, line.encode("utf-8", "surrogatepass")))
            yield number, line

    def again() -> Iterator[tuple[int, Line]]:
        spool.seek(0)
        for kept in spool:
            number, _, text = kept[:-1].partition(b" ")
            yield int(number), text.decode("utf-8", "surrogatepass")

    def reading() -> Iterator[tuple[int, Line]]:
        nonlocal read
        if read:
            return again()
        read = True
        return first()

    return reading
