"""The output conventions every paiju command follows, in one place.

* ``--format table|json|jsonl``: tables for people (tabulate, imported only when used), JSON
  with Chinese kept as UTF-8 for scripts.  One query prints one object (``json`` indented,
  ``jsonl`` on one line); several queries stream: ``jsonl`` one object per line (the default
  for batches), ``json`` one array.
* ``-`` as the argument, or piped stdin with no argument, reads one query per line; every
  line is answered in order; a bad line gives an error object with its line number and the
  run goes on.  Blank lines and lines starting with ``#`` are skipped.
* Exit codes: 0 answered (or "yes"), 1 a yes/no question answered "no", 2 bad input.  In a
  batch: 2 if any line was bad, else 1 if any answer was "no", else 0.
* Errors go to stderr as one line.  ``NO_COLOR`` turns colour off.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, NoReturn

import click

from paiju.errors import NotationError, PaijuError, RecordError

FORMATS = ("table", "json", "jsonl")
EXIT_YES, EXIT_NO, EXIT_BAD_INPUT = 0, 1, 2
TABLE_CHUNK = 200  # rows per table when many answers stream in table format


@dataclass
class Answer:
    """One answered query: its JSON object, its yes/no verdict (None for questions that
    are not yes/no), how to show it alone (``render``) and as a row among many (``row``)."""

    data: dict[str, Any]
    verdict: bool | None = None
    render: Callable[[], str] | None = None
    row: dict[str, Any] | None = None


@dataclass
class Query:
    """A question to answer later: the thunk runs the grammar and engine."""

    ask: Callable[[], Answer]
    line: int | None = None
    text: str | None = None


# ---------------------------------------------------------------------------------------
# Options shared by every command


def format_option(command: Callable) -> Callable:
    """``--format`` and ``--jobs`` for a command that answers batches."""
    return single_format_option(jobs_option(command))


def single_format_option(command: Callable) -> Callable:
    """``--format`` alone, for a command that answers exactly one question."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(FORMATS),
        default=None,
        help="Output: table for people (default for one query), json, or jsonl "
        "(default for batches).",
    )(command)


def explain_option(command: Callable) -> Callable:
    return click.option(
        "--explain", is_flag=True, help="Show each rule applied and the cards it applied to."
    )(command)


# ---------------------------------------------------------------------------------------
# Input


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


def input_lines(source: str | None = "-") -> Iterator[tuple[int, str]]:
    """Numbered non-blank, non-comment lines of a file (``-`` = stdin), read lazily."""
    if source in (None, "-"):
        yield from _numbered(stdin())
        return
    try:
        handle = open(source, encoding="utf-8", errors="replace")
    except OSError as exc:
        raise PaijuError(f"cannot open {source}: {exc.strerror}") from None
    with handle:
        yield from _numbered(handle)


def _numbered(stream: Iterable[str]) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(stream, 1):
        text = line.strip()
        if text and not text.startswith("#"):
            yield number, text


def read_text(source: str) -> str:
    """A whole file (``-`` = stdin) as text, for commands that take one document."""
    if source == "-":
        return stdin().read()
    try:
        with open(source, encoding="utf-8") as handle:
            return handle.read()
    except OSError as exc:
        raise PaijuError(f"cannot open {source}: {exc.strerror}") from None


# ---------------------------------------------------------------------------------------
# Rendering helpers


def use_color() -> bool | None:
    """False when NO_COLOR is set (https://no-color.org); None lets click decide (tty)."""
    return False if os.environ.get("NO_COLOR") else None


def yes_no(value: bool) -> str:
    return click.style("yes", fg="green") if value else click.style("no", fg="red")


def table(rows: list[list[Any]] | list[dict[str, Any]], headers: Any = "keys") -> str:
    from tabulate import tabulate  # only table output pays for importing tabulate

    return tabulate(rows, headers=headers, disable_numparse=True)


def key_value_table(pairs: list[tuple[str, Any]]) -> str:
    from tabulate import tabulate

    return tabulate([[key, value] for key, value in pairs], tablefmt="plain",
                    disable_numparse=True)


def to_json(data: Any, indent: int | None = None) -> str:
    return json.dumps(data, ensure_ascii=False, indent=indent)


def error_line(error: PaijuError, line: int | None = None) -> str:
    where = f"line {line}: " if line is not None else ""
    return f"paiju: error: {where}{error}"


def error_object(error: PaijuError, query: Query) -> dict[str, Any]:
    data: dict[str, Any] = {"line": query.line, "input": query.text, "error": str(error)}
    if error.column is not None:
        data["column"] = error.column
    field_name = getattr(error, "field", None)
    if field_name is not None:
        data["field"] = field_name
    return data


# ---------------------------------------------------------------------------------------
# Running queries


def fail(error: PaijuError) -> NoReturn:
    """Report a bad input for a one-query command and stop with exit code 2."""
    click.echo(error_line(error), err=True, color=use_color())
    sys.exit(EXIT_BAD_INPUT)


def run_one(ask: Callable[[], Answer], fmt: str | None) -> NoReturn:
    """Answer one query and exit with its code."""
    try:
        answer = ask()
    except PaijuError as error:
        fail(error)
    emit_one(answer, fmt or "table")
    sys.exit(EXIT_NO if answer.verdict is False else EXIT_YES)


def emit_one(answer: Answer, fmt: str) -> None:
    if fmt == "table":
        text = answer.render() if answer.render else key_value_table(list(answer.data.items()))
        click.echo(text, color=use_color())
    else:
        click.echo(to_json(answer.data, indent=2 if fmt == "json" else None))


@dataclass
class Outcome:
    """What one answered query prints, computed in-process or in a worker process (so it
    holds only plain, picklable data): the verdict, whether it was bad input, and either the
    printed text (one JSON line, or a table) or a table row; ``error`` is the stderr line."""

    verdict: bool | None = None
    text: str | None = None
    row: dict[str, Any] | None = None
    error: str | None = None


def outcome(query: Query, fmt: str) -> Outcome:
    try:
        answer = query.ask()
    except PaijuError as error:
        return Outcome(text=to_json(error_object(error, query)),
                       error=error_line(error, query.line))
    if fmt != "table":
        return Outcome(answer.verdict, to_json(answer.data))
    if answer.row is not None:
        return Outcome(answer.verdict, row=answer.row)
    text = answer.render() if answer.render else key_value_table(list(answer.data.items()))
    return Outcome(answer.verdict, text)


def run_many(queries: Iterable[Query], fmt: str) -> NoReturn:
    """Answer queries in order, streaming; bad ones become error objects; exit per batch."""
    any_bad = any_no = False
    pending_rows: list[dict[str, Any]] = []
    first = True
    if fmt == "json":
        click.echo("[")
    for done in _outcomes(queries, fmt):
        any_bad = any_bad or done.error is not None
        any_no = any_no or done.verdict is False
        if fmt == "table":
            if done.row is not None:
                pending_rows.append(done.row)
                if len(pending_rows) >= TABLE_CHUNK:
                    _flush_rows(pending_rows)
                continue
            _flush_rows(pending_rows)
            if done.error is not None:
                click.echo(done.error, err=True, color=use_color())
            else:
                click.echo(done.text + "\n", color=use_color())
        elif fmt == "json":
            click.echo(("" if first else ",\n") + done.text, nl=False)
        else:
            click.echo(done.text)
        first = False
    if fmt == "json":
        click.echo("\n]" if not first else "]")
    elif fmt == "table":
        _flush_rows(pending_rows)
    sys.exit(EXIT_BAD_INPUT if any_bad else EXIT_NO if any_no else EXIT_YES)


def _flush_rows(rows: list[dict[str, Any]]) -> None:
    if rows:
        click.echo(table(rows), color=use_color())
        rows.clear()


def run(queries: list[Query] | Iterator[Query], fmt: str | None, *, batch: bool) -> NoReturn:
    """Answer queries given on the command line (one prints one answer, several a table by
    default) or streamed from stdin (``batch``: JSON Lines by default)."""
    if batch:
        run_many(queries, fmt or "jsonl")
    queries = list(queries)
    if len(queries) == 1:
        run_one(queries[0].ask, fmt)
    run_many(queries, fmt or "table")


class LineQueries:
    """One query per input line, each answered by ``ask(line_text)``: a batch that
    ``--jobs N`` can spread over worker processes, since a line is just text."""

    def __init__(self, lines: Iterable[tuple[int, str]], ask: Callable[[str], Answer]):
        self.lines = lines
        self.ask = ask

    def __iter__(self) -> Iterator[Query]:
        for number, text in self.lines:
            yield Query(lambda text=text: self.ask(text), number, text)


def line_queries(lines: Iterable[tuple[int, str]], ask: Callable[[str], Answer]) -> LineQueries:
    return LineQueries(lines, ask)


# ---------------------------------------------------------------------------------------
# Several cores: --jobs N

JOBS_CHUNK = 256  # lines per task sent to a worker
JOBS_AHEAD = 4  # tasks in flight per worker: bounds memory whatever the input length
_jobs = 1
_worker_ask: Callable[[str], Answer] | None = None
_worker_fmt = "jsonl"


def _set_jobs(_context: click.Context, _parameter: click.Parameter, value: int | None) -> None:
    global _jobs
    _jobs = value or 1  # reset on every invocation: a process may run several commands


def jobs_option(command: Callable) -> Callable:
    return click.option(
        "--jobs", "-j", type=click.IntRange(1, 256), default=None, expose_value=False,
        callback=_set_jobs, is_eager=True,
        help="Worker processes for batches from stdin or a file (output is identical to "
             "--jobs 1, in input order).",
    )(command)


def _outcomes(queries: Iterable[Query], fmt: str) -> Iterator[Outcome]:
    if _jobs > 1 and isinstance(queries, LineQueries) and _can_fork():
        yield from _parallel_outcomes(queries, fmt)
    else:
        for query in queries:
            yield outcome(query, fmt)


def _can_fork() -> bool:
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def _answer_chunk(chunk: list[tuple[int, str]]) -> list[Outcome]:
    assert _worker_ask is not None
    ask = _worker_ask
    return [outcome(Query(lambda text=text: ask(text), number, text), _worker_fmt)
            for number, text in chunk]


def _parallel_outcomes(queries: LineQueries, fmt: str) -> Iterator[Outcome]:
    """Chunks of lines answered by forked workers (which inherit the command's ``ask``),
    yielded in input order, with a bounded number of chunks in flight."""
    import multiprocessing
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor
    from itertools import islice

    global _worker_ask, _worker_fmt
    _worker_ask, _worker_fmt = queries.ask, fmt
    lines = iter(queries.lines)
    in_flight: deque = deque()
    with ProcessPoolExecutor(_jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        while True:
            while len(in_flight) < _jobs * JOBS_AHEAD:
                chunk = list(islice(lines, JOBS_CHUNK))
                if not chunk:
                    break
                in_flight.append(pool.submit(_answer_chunk, chunk))
            if not in_flight:
                return
            yield from in_flight.popleft().result()


def run_with_batch(args: tuple[str, ...], batch: str | None, fmt: str | None,
                   ask: Callable[[str], Answer], ask_record: Callable[[str], Answer],
                   noun: str) -> NoReturn:
    """Commands taking ``NOUN...`` arguments, ``-`` (or piped stdin) for one per line, and
    ``--batch FILE|-`` for JSON Lines records answered by ``ask_record(line)``."""
    if batch is not None:
        if args:
            raise click.UsageError(f"give {noun}s or --batch, not both")
        run(line_queries(input_lines(batch), ask_record), fmt, batch=True)
    if wants_stdin(args):
        run(line_queries(input_lines(), ask), fmt, batch=True)
    if not args:
        raise click.UsageError(f"give a {noun}, '-' to read them from stdin, or --batch FILE")
    run([Query(lambda text=text: ask(text), None, text) for text in args], fmt, batch=False)


def json_record(line: str, required: str, description: str) -> dict[str, Any]:
    """A JSON Lines batch line as its object, with the string field ``required`` present
    (``description`` says what it holds); RecordError otherwise."""
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON ({error.msg} at column {error.colno})") from None
    if not isinstance(record, dict):
        raise RecordError(f"a line must be a JSON object with a \"{required}\" field")
    if not isinstance(record.get(required), str):
        raise RecordError(f"required, {description}", required)
    return record


@dataclass
class Table:
    """A human rendering assembled from a key/value block, notes and sub-tables."""

    pairs: list[tuple[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        parts = []
        if self.pairs:
            parts.append(key_value_table(self.pairs))
        parts.extend(self.sections)
        if self.notes:
            parts.append("\n".join(f"  - {note}" for note in self.notes))
        return "\n\n".join(parts)


def split_line(line: str, separators: tuple[str, ...], expected: str) -> tuple[str, str, int]:
    """Cut a batch line holding two inputs at the first of ``separators`` it contains:
    (first, second, offset of second); a line with none is a NotationError at its end."""
    for separator in separators:
        if separator in line:
            cut = line.index(separator)
            return line[:cut], line[cut + len(separator):], cut + len(separator)
    raise NotationError(f"expected {expected}", line, len(line))


def relocated(parse: Callable[[str], Any], part: str, line: str, start: int) -> Any:
    """``parse(part)``, with any error pointed into ``line``, where ``part`` starts at
    ``start``."""
    try:
        return parse(part)
    except PaijuError as error:
        raise error.relocate(line, start) from None


def run_items(items: tuple[str, ...], fmt: str | None, ask: Callable[[str], Answer],
              what: str) -> NoReturn:
    """Commands taking ITEM...: each argument is one query; '-' or piped stdin streams one
    query per line; neither is a usage error naming ``what``."""
    if wants_stdin(items):
        run(line_queries(input_lines(), ask), fmt, batch=True)
    if not items:
        raise click.UsageError(f"give at least one {what}, or '-' to read them from stdin")
    run([Query(lambda text=text: ask(text), None, text) for text in items], fmt, batch=False)
