"""The options every command shares: ``--format``, ``--jobs``, ``--explain``, ``--batch``,
``--lang``."""

from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

import click

from paiju.cli.reading import InputFile
from paiju.cli.rendering import LANGUAGE, LANGUAGES

FORMATS = ("table", "json", "jsonl")
PAGE_FORMATS = (*FORMATS, "html")
"""The formats of a command that also draws its answer as a page (``--format html``: one
self-contained HTML file, :mod:`paiju.cli.html`); the others refuse ``html`` as any unknown
choice (exit 2, one line)."""

Command = TypeVar("Command", bound=Callable[..., Any])


def batch_option(help: str) -> Callable[[Command], Command]:
    """``--batch FILE|-``: one JSON Lines record a query, from a file or stdin (the command
    receives it as ``batch``; the shell completes file names)."""
    return click.option("--batch", "batch", type=InputFile(), metavar="FILE|-", help=help)


def lines_option(command: Command) -> Command:
    """``--batch FILE|-`` on a question command whose stdin lines are its queries: the same
    lines read from FILE (the command receives it as ``batch``; pass it to
    :func:`paiju.cli.reading.queries`)."""
    return batch_option("Read the queries from FILE ('-' for stdin), one a line, as '-' "
                        "reads them: each the command's notation or a JSON record (its keys "
                        "the argument and option names, and \"id\", echoed first).")(command)


def format_option(command: Command, formats: tuple[str, ...] = FORMATS) -> Command:
    """``--format`` and ``--jobs`` for a command that answers batches: the command receives
    them as ``fmt`` and ``jobs``."""
    return single_format_option(click.option(
        "--jobs", "-j", type=click.IntRange(1, 256), default=1,
        help="Worker processes for batches from stdin or a file (output is identical to "
             "--jobs 1, in input order).",
    )(command), formats)


def page_format_option(command: Command) -> Command:
    """:func:`format_option` with ``html`` among the formats: the command draws a page."""
    return format_option(command, PAGE_FORMATS)


def single_format_option(command: Command, formats: tuple[str, ...] = FORMATS) -> Command:
    """``--format`` alone (as ``fmt``), for a command that answers exactly one question."""
    page = ", or html (one self-contained page to open in a browser)" \
        if "html" in formats else ""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(formats),
        default=None,
        help="Output: table for people (default for one query), json, or jsonl "
        f"(default for batches; for a table, one row a line){page}.",
    )(command)


def explain_option(command: Command) -> Command:
    return click.option(
        "--explain", is_flag=True, help="Show each rule applied and the cards it applied to."
    )(command)


def lang_option(command: Command) -> Command:
    """``--lang zh|en|both`` on a command that names fans, plays or places: the names its
    tables and text show (:func:`paiju.cli.rendering.names`, from the rules tables' own
    names); without it, the command shows them as it always has.  JSON answers carry both
    names whatever it says.  The choice is kept in the command's context, not passed."""
    return click.option(
        "--lang", type=click.Choice(LANGUAGES), default=None, expose_value=False,
        callback=_remember_language,
        help="The names of fans, plays and places in tables: zh (Chinese), en (English) or "
             "both (default: as this command shows them).")(command)


def _remember_language(context: click.Context, _parameter: click.Parameter,
                       value: str | None) -> None:
    context.meta[LANGUAGE] = value


STREAM = "paiju.records_stream"
"""The click context's meta key set by ``--batch`` on a record command: its input is a
stream of JSON Lines records (:func:`paiju.cli.jobs.respond_records`)."""


def record_batch_option(command: Command) -> Command:
    """``--batch FILE|-`` on a record command, in place of its RECORD argument: the input is
    JSON Lines, answered line by line (JSON Lines by default) even when it holds one record
    (``docs/input.md``)."""
    @functools.wraps(command)
    def run(*args: Any, batch: str | None = None, **kwargs: Any) -> Any:
        if batch is not None:
            if kwargs.get("source") is not None:
                raise click.UsageError("give the record or --batch, not both")
            kwargs["source"] = batch
            click.get_current_context().meta[STREAM] = True
        return command(*args, **kwargs)

    return batch_option("Read JSON Lines records from FILE ('-' for stdin), one a line: a "
                        "stream, answered line by line even when it holds one record.")(
        run)  # type: ignore[return-value]
