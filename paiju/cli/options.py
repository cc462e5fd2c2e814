"""The options every command shares: ``--format``, ``--jobs``, ``--explain``, ``--batch``."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

import click

from paiju.cli.reading import InputFile

FORMATS = ("table", "json", "jsonl")

Command = TypeVar("Command", bound=Callable[..., Any])


def batch_option(help: str) -> Callable[[Command], Command]:
    """``--batch FILE|-``: one JSON Lines record a query, from a file or stdin (the command
    receives it as ``batch``; the shell completes file names)."""
    return click.option("--batch", "batch", type=InputFile(), metavar="FILE|-", help=help)


def format_option(command: Command) -> Command:
    """``--format`` and ``--jobs`` for a command that answers batches: the command receives
    them as ``fmt`` and ``jobs``."""
    return single_format_option(click.option(
        "--jobs", "-j", type=click.IntRange(1, 256), default=1,
        help="Worker processes for batches from stdin or a file (output is identical to "
             "--jobs 1, in input order).",
    )(command))


def single_format_option(command: Command) -> Command:
    """``--format`` alone (as ``fmt``), for a command that answers exactly one question."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(FORMATS),
        default=None,
        help="Output: table for people (default for one query), json, or jsonl "
        "(default for batches; for a table, one row a line).",
    )(command)


def explain_option(command: Command) -> Command:
    return click.option(
        "--explain", is_flag=True, help="Show each rule applied and the cards it applied to."
    )(command)
