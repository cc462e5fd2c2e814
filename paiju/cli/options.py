"""The options every command shares: ``--format``, ``--jobs``, ``--explain``."""

from __future__ import annotations

from typing import Callable

import click

FORMATS = ("table", "json", "jsonl")


def format_option(command: Callable) -> Callable:
    """``--format`` and ``--jobs`` for a command that answers batches: the command receives
    them as ``fmt`` and ``jobs``."""
    return single_format_option(click.option(
        "--jobs", "-j", type=click.IntRange(1, 256), default=1,
        help="Worker processes for batches from stdin or a file (output is identical to "
             "--jobs 1, in input order).",
    )(command))


def single_format_option(command: Callable) -> Callable:
    """``--format`` alone (as ``fmt``), for a command that answers exactly one question."""
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
