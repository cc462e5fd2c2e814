"""Generate ``docs/cli.md``, the CLI reference, from the commands' own help text.

    python -m paiju.cli.reference > docs/cli.md

A test regenerates it and compares, so the reference cannot drift from the code.
"""

from __future__ import annotations

from typing import Iterator

import click

WIDTH = 100


def _context(command: click.Command, name: str, parent: click.Context | None) -> click.Context:
    settings = {**command.context_settings, "terminal_width": WIDTH, "max_content_width": WIDTH}
    return command.context_class(command, info_name=name, parent=parent, **settings)


def _walk(command: click.Command, path: list[str],
          parent: click.Context | None) -> Iterator[tuple[list[str], str]]:
    context = _context(command, path[-1], parent)
    yield path, command.get_help(context)
    if isinstance(command, click.Group):
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None and not sub.hidden:
                yield from _walk(sub, [*path, name], context)


def reference() -> str:
    from paiju.cli import main

    parts = [
        "# paiju command reference",
        "",
        "Generated from the commands' own `--help` by `python -m paiju.cli.reference`;",
        "a test fails when this file is out of date. Do not edit by hand.",
    ]
    for path, text in _walk(main, ["paiju"], None):
        depth = min(len(path) + 1, 4)
        parts += ["", f"{'#' * depth} `{' '.join(path)}`", "", "```text", text.rstrip(), "```"]
    return "\n".join(parts) + "\n"


if __name__ == "__main__":
    click.echo(reference(), nl=False)
