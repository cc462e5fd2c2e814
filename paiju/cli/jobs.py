"""Answering queries: the one path every command takes, from its queries to its exit code.

:func:`respond` answers the queries of one command run:

* one query given on the command line prints one answer (a table by default; ``json``
  indented; ``jsonl`` one line); bad input raises, and :func:`paiju.cli.main` reports it as
  one stderr line with exit code 2;
* several queries — arguments, or a batch of lines read from stdin or a file
  (:class:`~paiju.cli.reading.Lines`) — stream their answers in order: ``jsonl`` one object
  per line (the default for a batch), ``json`` one array, ``table`` rows of at most
  :data:`TABLE_CHUNK` (the default for arguments).  A bad line becomes an error object with
  its line number (its stderr line, in table format) and the run goes on;
* ``--jobs N`` spreads a batch over N worker processes, in chunks of :data:`JOBS_CHUNK`
  lines (blocks of :data:`JOBS_BLOCK` bytes, as read, for a file or stdin), with output
  identical to one process and in input order.  A worker gets everything
  it needs as arguments — the command's ``ask`` (a module-level function, or a
  :func:`functools.partial` of one over the command's options) and the format — never
  through globals.

Workers (:mod:`paiju.cli.workers`: forked processes on plain pipes) are capped at the
number of CPUs (a note on stderr says so), ignore Ctrl-C (the parent stops them at once, as
it does on a closed pipe) and end as soon as the parent is gone, however it ended.

Exit codes: 0 answered (or "yes"), 1 a yes/no question answered "no", 2 bad input; a batch
exits 2 if any line was bad, else 1 if any answer was "no", else 0.  Output closed before
the end (``… | head -1``) ends the run quietly with :data:`EXIT_CLOSED` (141, as a shell
reports a process ended by SIGPIPE), which cannot be read as an answer.
"""

from __future__ import annotations

import gc
import os
import shutil
import sys
import tempfile
from functools import partial
from itertools import chain
from typing import Any, Callable, Iterable, Iterator, NamedTuple

import click

from paiju.cli.reading import BLOCK_WAIT, Block, LineReader, Lines, flush_output
from paiju.cli.rendering import (
    Answer, error_line, error_object, printable, table, to_json, use_color,
)
from paiju.errors import PaijuError
from paiju.grammar.batch import Line, Unreadable

EXIT_YES, EXIT_NO, EXIT_BAD_INPUT = 0, 1, 2
EXIT_CLOSED = 141
"""The output was closed before every answer was written (a closed pipe)."""
EXIT_INTERRUPTED = 130
TABLE_CHUNK = 200  # rows per table when many answers stream in table format
JOBS_CHUNK = 512  # lines per task sent to a worker (lines given, not read from a file)
JOBS_BLOCK = 1 << 14
"""Bytes of whole lines per task sent to a worker (some 200 MCR records, 11 ms of work), cut
from the input as read: the parent never reads a line of it.  Small enough that the workers
finish a batch together (at the end one may wait for the other's last block: 48 blocks of
32 KiB for 20,000 MCR records left one worker 3.6% more to do), large enough that sending it
costs nothing beside answering it (by instruction count, 8 KiB cost the parent 9% more than
16 KiB for the same balance)."""
FREEZE_EVERY = 1024
"""Answers between two :func:`kept_out_of_sight` of a batch (lines given one by one; a
batch read in blocks does it after each block)."""


def kept_out_of_sight() -> None:
    """What a batch has kept so far (the scorers' memos, bounded) moved out of the cyclic
    collector's sight (``gc.freeze``), which would otherwise walk it again and again (some
    5 us a line on 20,000 MCR hands): later collections see only what the last lines left.
    A collection comes first, so that only what is alive is frozen: cyclic garbage (a
    pyparsing exception and its traceback, for one) would otherwise be kept for good, and a
    long batch grow without end (tests/test_cli_batch_memory.py)."""
    gc.collect()
    gc.freeze()


Ask = Callable[[Any], Answer]
Printed = tuple[bool | None, str | bytes | None, dict[str, Any] | None, str | None]
"""One answered query as it is printed (plain data, so a worker can send it back): the
verdict, the text (a JSON line — or several, in UTF-8 — or a table), or the table row, and
the stderr line of a bad input."""


class StraightToJson(NamedTuple):
    """An ask whose JSON answers can be written without building the :class:`Answer`:
    ``json_text(query)`` gives the verdict and the JSON text that ``answer(query).json()``
    would, in UTF-8 as it is written out, for batches in ``json``/``jsonl``; tables still
    ask ``answer``.  Both are module-level functions or partials of them (a forked worker
    inherits them)."""

    answer: Ask
    json_text: Callable[[Any], tuple[bool | None, bytes]]

    def __call__(self, query: Any) -> Answer:
        return self.answer(query)


Tally = Callable[[Iterator[Printed]], Iterator[Printed]]
"""What a stream command counts of its answers as they are printed (a summary line at the
end is the tally's own): it yields every answer on, unchanged."""


def respond(ask: Ask, queries: Iterable[Any], fmt: str | None, jobs: int = 1,
            tally: Tally | None = None) -> int:
    """Answer ``queries`` with ``ask`` and print the answers; return the exit code.

    ``queries`` is a :class:`Lines` batch, or the queries given on the command line (texts,
    or any value ``ask`` takes); a stream's printed answers pass through ``tally``."""
    if isinstance(queries, Lines):
        return _stream(ask, queries, fmt or "jsonl", jobs, tally)
    given = list(queries)
    if len(given) == 1:
        answer = ask_one(ask, given[0])
        _print_one(answer, fmt or "table")
        return EXIT_NO if answer.verdict is False else EXIT_YES
    return _stream(ask, [(None, query) for query in given], fmt or "table", 1, tally)


def respond_once(make: Callable[[], Answer], fmt: str | None) -> int:
    """Answer the one question a command's options ask (no text to read)."""
    return respond(_made, (make,), fmt)


def respond_records(source: str | None, what: str, ask: Callable[[Any], Answer], ask_line: Ask,
                    fmt: str | None, jobs: int, tally: Tally | None = None, *,
                    stream: bool = False) -> int:
    """Answer a record command's input: one JSON document (a file, or stdin alike) is one
    record answered by ``ask``; JSON Lines — two records or more, or any input when
    ``stream`` (``--batch``) — are a stream of records answered line by line by ``ask_line``
    (spread over --jobs), each as soon as it is read; a stream's printed answers pass
    through ``tally``.  ``what`` names the argument in a usage error."""
    from paiju.cli.reading import source_name, source_of, text_lines
    from paiju.grammar.records import json_or_lines

    from paiju.cli.options import STREAM

    source = source_of(source, what)
    context = click.get_current_context(silent=True)
    if stream or (context is not None and context.meta.get(STREAM)):
        return respond(ask_line, Lines(source), fmt, jobs, tally)
    reader = text_lines(source)
    # stdin is read as a file is: one record alone is that record (issue 26), except that
    # JSON Lines answers (--format jsonl) take each record on its line as it comes (issue 25)
    document, lines = json_or_lines(reader, source_name(source), from_file=True,
                                    eager=fmt == "jsonl")
    if lines is not None:
        return respond(ask_line, Lines(lines=lines, reader=_line_reader(reader)), fmt, jobs,
                       tally)
    return respond_once(partial(ask, document), fmt)


def _line_reader(lines: Iterator[Line]) -> LineReader | None:
    return lines if isinstance(lines, LineReader) else None


def respond_parts(parts: Iterable[dict[str, Any]], key: str, fmt: str) -> int:
    """Answer, in ``json`` or ``jsonl``, one question whose answer comes in parts (e.g.
    :func:`paiju.api.gouji.settlement.game_in_parts`): the items of its list ``key`` as they
    are made, then last the rest of the answer, ``key`` an empty list.  What is printed is
    what the whole answer would print, but held meanwhile in a temporary file, not in
    memory, and only once every part is made: an error on the way prints nothing but its
    line (exit 2)."""
    indent = 2 if fmt == "json" else None
    between = ",\n    " if indent else ", "  # as the list is written at the answer's depth
    with tempfile.TemporaryFile("w+", encoding="utf-8") as spool:
        frame: dict[str, Any] | None = None
        for part in parts:  # each part but the last is an item
            if frame is not None:
                text = to_json(frame, indent)
                if indent:  # JSON text holds no newline but its own
                    text = text.replace("\n", "\n    ")
                spool.write(text if not spool.tell() else between + text)
            frame = part
        assert frame is not None
        # the items go where a placeholder is: the last one, as only "id" (first) is the
        # record's own before the items, nothing after them
        whole = to_json({**frame, key: [_ITEMS]}, indent)
        head, _, tail = whole.rpartition(to_json(_ITEMS))
        out = sys.stdout
        out.write(head)
        spool.seek(0)
        shutil.copyfileobj(spool, out)
        out.write(tail + "\n")
    return EXIT_YES


_ITEMS = "\x00paiju: the items\x00"


def _made(make: Callable[[], Answer]) -> Answer:
    return make()


def ask_one(ask: Ask, query: Any) -> Answer:
    """``ask(query)``; a query that could not be read as text is its error."""
    if isinstance(query, Unreadable):
        raise query.error()
    return ask(query)


def _print_one(answer: Answer, fmt: str) -> None:
    if fmt == "table":
        click.echo(printable(answer.table()), color=use_color())
    elif fmt == "jsonl" and answer.rows is not None:  # a table answer: one row a line
        for row in answer.data[answer.rows]:
            click.echo(to_json(row))
    else:
        click.echo(to_json(answer.data, indent=2 if fmt == "json" else None))


def printed(ask: Ask, line: int | None, query: Any, fmt: str) -> Printed:
    """Answer one query of a batch and turn it into what is printed."""
    try:
        answer = ask_one(ask, query)
    except PaijuError as error:
        return None, to_json(error_object(error, line, query)), None, error_line(error, line)
    if fmt != "table":
        return answer.verdict, answer.json(), None, None
    row = answer.row()
    if row is not None:
        return answer.verdict, None, row, None
    return answer.verdict, printable(answer.table()), None, None


def _printer(ask: Ask, fmt: str) -> Callable[[int | None, Any], Printed]:
    """How a batch's queries are answered and printed in ``fmt``: :func:`printed`, or for
    an ask that writes its JSON straight (:class:`StraightToJson`), :func:`printed_straight`."""
    if fmt != "table" and isinstance(ask, StraightToJson):
        return partial(printed_straight, ask.json_text)
    return partial(printed, ask, fmt=fmt)


def printed_straight(json_text: Callable[[Any], tuple[bool | None, bytes]], line: int | None,
                 query: Any) -> Printed:
    """:func:`printed` for an answer whose JSON text is written straight from the query."""
    try:
        if isinstance(query, Unreadable):
            raise query.error()
        verdict, text = json_text(query)
    except PaijuError as error:
        return None, to_json(error_object(error, line, query)), None, error_line(error, line)
    return verdict, text, None, None


def _stream(ask: Ask, lines: Iterable[tuple[int | None, Any]], fmt: str, jobs: int,
            tally: Tally | None = None) -> int:
    """Print the answers of many queries in order, as they come; return the batch's code."""
    answers = _answers(ask, lines, fmt, jobs)
    try:
        code = _print_all(answers if tally is None else tally(answers), fmt,
                          partial(lines.ready, BLOCK_WAIT) if isinstance(lines, Lines)
                          else _always)
    finally:  # a closed pipe, Ctrl-C: the workers stop at once
        close = getattr(answers, "close", None)
        if close is not None:
            close()
    if isinstance(lines, Lines) and lines.failure is not None:  # every line read answered
        raise lines.failure
    return code


def _batched_output() -> None:
    """Answers gathered into writes of several kilobytes even under PYTHONUNBUFFERED (set in
    many containers), which would otherwise cost a write call per answer: the reader still
    flushes them whenever it is about to wait for input, so a pipeline sees no delay.  (The
    answers of a block of lines are one write of bytes already.)"""
    out = sys.stdout
    if getattr(out, "write_through", False) and hasattr(out, "reconfigure"):
        out.reconfigure(write_through=False)


def _print_all(answers: Iterator[Printed], fmt: str,
               ready: Callable[[], bool] = lambda: True) -> int:
    if fmt == "table":
        return _print_tables(answers, ready)
    _batched_output()
    write = _writer()
    any_bad = any_no = False
    first = True
    if fmt == "json":
        write("[\n")
    for verdict, text, _, error in answers:
        if error is not None:
            any_bad = True
        elif verdict is False:
            any_no = True
        if fmt == "jsonl":  # JSON holds no ANSI codes: written as is, flushed by the
            write(text)  # type: ignore[arg-type]  # reader before it waits for input
            write(b"\n" if type(text) is bytes else "\n")  # (a chunk's text is not copied)
        elif first:
            write(text)  # type: ignore[arg-type]
        else:
            write((b",\n" if type(text) is bytes else ",\n") + text)  # type: ignore[operator]
        first = False
    if fmt == "json":
        write("\n]\n" if not first else "]\n")
    return EXIT_BAD_INPUT if any_bad else EXIT_NO if any_no else EXIT_YES


def _writer() -> Callable[[str | bytes], Any]:
    """How JSON answers are written: text through standard output, answers already in UTF-8
    (a worker's chunk, a batch's block) straight to its bytes, once any text before them is
    flushed."""
    out = sys.stdout
    # bytes go straight only where they are what the text would be encoded to
    binary = getattr(out, "buffer", None) if _utf8(getattr(out, "encoding", None)) else None
    texted = True  # text may be waiting in standard output's own buffer

    def write(data: str | bytes) -> None:
        nonlocal texted
        if type(data) is str:
            out.write(data)
            texted = True
        elif binary is None:
            out.write(data.decode())  # type: ignore[union-attr]
        else:
            if texted:
                out.flush()
                texted = False
            binary.write(data)
    return write


def _always() -> bool:
    return True


def _utf8(encoding: str | None) -> bool:
    import codecs

    try:
        return codecs.lookup(encoding or "utf-8").name == "utf-8"
    except LookupError:
        return False


def _print_tables(answers: Iterator[Printed], ready: Callable[[], bool]) -> int:
    """Tables of at most :data:`TABLE_CHUNK` rows; the rows so far go out as a table of their
    own when the next line is not at hand (``ready``: input slow to come)."""
    _batched_output()
    any_bad = any_no = False
    rows: list[dict[str, Any]] = []
    for verdict, text, row, error in answers:
        if error is not None:
            any_bad = True
        elif verdict is False:
            any_no = True
        if row is not None:
            rows.append(row)
            if len(rows) >= TABLE_CHUNK or not ready():
                _flush_rows(rows)
        else:
            _flush_rows(rows)
            if error is not None:
                click.echo(error, err=True, color=use_color())
            else:
                click.echo(text + "\n", color=use_color())  # type: ignore[operator]
    _flush_rows(rows)
    return EXIT_BAD_INPUT if any_bad else EXIT_NO if any_no else EXIT_YES


def _flush_rows(rows: list[dict[str, Any]]) -> None:
    if rows:
        click.echo(printable(table(rows)), color=use_color())
        rows.clear()


def _answers(ask: Ask, lines: Iterable[tuple[int | None, Any]], fmt: str,
             jobs: int) -> Iterator[Printed]:
    if jobs > 1 and isinstance(lines, Lines) and hasattr(os, "fork"):  # workers are forked
        jobs = _capped(jobs)
        if jobs > 1:
            return _parallel(ask, lines, fmt, jobs)
    blocks = lines.blocks() if fmt != "table" and isinstance(lines, Lines) else None
    if blocks is not None:
        return _serial_blocks(ask, blocks, fmt)
    return _serial(ask, lines, fmt)


def _serial(ask: Ask, lines: Iterable[tuple[int | None, Any]], fmt: str) -> Iterator[Printed]:
    answer = _printer(ask, fmt)
    for count, (line, query) in enumerate(lines, 1):
        if not count % FREEZE_EVERY:
            kept_out_of_sight()
        yield answer(line, query)


def _serial_blocks(ask: Ask, blocks: Iterator[Block], fmt: str) -> Iterator[Printed]:
    """A batch in ``json``/``jsonl`` answered a block of lines at a time, each block's
    answers printed as one text (:func:`answer_chunk`)."""
    for block in blocks:
        yield from answer_chunk(ask, fmt, block)


def cpus() -> int:
    """The CPUs this process may run on."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def _capped(jobs: int) -> int:
    available = cpus()
    if jobs <= available:
        return jobs
    click.echo(f"paiju: note: --jobs {jobs} is more than the {available} CPU"
               f"{'s' if available > 1 else ''} here: using {available}", err=True)
    return available


def answer_chunk(ask: Ask, fmt: str, chunk: Block | list[tuple[int, Line]]) -> list[Printed]:
    """A worker's task: answer a chunk of lines (a :class:`Block` as read, or numbered
    lines).  In ``json``/``jsonl`` the chunk's answers go back as one text (as printed: one
    answer a line, or array items), with the worst verdict and a bad line's mark: a batch's
    parent only cuts the input and writes the answers, so that it is never the one the
    workers wait for."""
    answer = _printer(ask, fmt)
    numbered = chunk.queries() if isinstance(chunk, Block) else chunk
    if fmt == "table":
        answers = [answer(line, query) for line, query in numbered]
        kept_out_of_sight()
        return answers
    texts: list[bytes] = []
    any_no, bad = False, None
    for line, query in numbered:
        said, text, _, error = answer(line, query)
        texts.append(text if type(text) is bytes else text.encode())  # type: ignore[union-attr]
        any_no = any_no or said is False
        bad = bad or error
    kept_out_of_sight()
    if not texts:
        return []
    # what the batch's exit code reads of a chunk: a "no" among its answers, a bad line
    return [(False if any_no else None, (b"\n" if fmt == "jsonl" else b",\n").join(texts),
             None, bad)]


def _chunk(lines: Iterator[tuple[int, Line]], ready: Callable[[], bool]) \
        -> list[tuple[int, Line]]:
    """Up to :data:`JOBS_CHUNK` lines, but no more than are there without waiting for input:
    a chunk is never held back while the answers before it wait to be written."""
    chunk = []
    for numbered in lines:
        chunk.append(numbered)
        if len(chunk) >= JOBS_CHUNK or not ready():
            break
    return chunk


def _parallel(ask: Ask, lines: Lines, fmt: str, jobs: int) -> Iterator[Printed]:
    """Chunks of lines answered by ``jobs`` forked workers (:mod:`paiju.cli.workers`),
    yielded in input order, with a bounded number of chunks in flight."""
    from paiju.cli.workers import AHEAD, Workers

    blocks = lines.blocks(JOBS_BLOCK)
    pending: Iterator[Block] | Iterator[list[tuple[int, Line]]] = \
        blocks if blocks is not None else iter(partial(_chunk, iter(lines), lines.ready), [])
    start = next(pending, None)
    if start is None:
        return
    if isinstance(start, Block) and start.last:  # a batch of one block: no worker needed
        yield from answer_chunk(ask, fmt, start)
        return
    kept_out_of_sight()  # the workers' collections never walk (so never copy) what they inherit
    workers = Workers(jobs, partial(answer_chunk, ask, fmt))
    source, most = lines.fileno, jobs * AHEAD
    finished = False
    try:
        for chunk in chain((start,), pending):
            workers.submit(chunk)
            while len(workers):  # answers out as they come, more input as soon as it does
                if len(workers) >= most or workers.ready():
                    yield from workers.result()
                elif source is None or lines.ready():
                    break
                else:  # input slow to come (a program waiting for its answers)
                    flush_output()
                    workers.wait(source)
        while len(workers):
            yield from workers.result()
        finished = True
    finally:  # a closed pipe, Ctrl-C, an error: the workers are stopped at once
        workers.close(finished)
