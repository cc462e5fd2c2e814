"""Generate ``docs/cli.md``, the CLI reference, from the commands' own help text.

    python -m paiju.cli.reference > docs/cli.md

A test regenerates it and compares, so the reference cannot drift from the code.
"""

from __future__ import annotations

from typing import Iterator

import click

WIDTH = 100

CONVENTIONS = """## Conventions every command follows

One dialect in all four games (issue 26); a new command follows it too.

- **Questions.** A command with a HAND or PLAY argument answers one question from its
  arguments, or a stream of them: `-` (or nothing, with stdin piped) and `--batch FILE|-`
  read one query a line (plain text as on the command line, or a JSON record), `--jobs N`
  spreads a stream over workers, and a bad line is an error object in its place. (`--batch`
  is on the commands whose lines are one query each; Gouji `beats`, `compare`, `respond`,
  `burn` and Sanchazi `beats`, `respond` read their lines from `-` only, for now.)
- **Rule switches.** `--rule NAME=VALUE` (repeatable) is the one way to set a switch, and
  every help writes it so: "Set a rule switch NAME=VALUE (repeatable); 'paiju GAME rules'
  lists them." A record sets the same switches as `"rules": {"NAME": "VALUE"}`. A flag that
  only sets a switch is a *shorthand*, and its help begins "Shorthand of --rule NAME=VALUE".
  A command that no switch changes takes no `--rule`
  ([rule-switches.md](rule-switches.md) lists which do).
- **Names.** `--lang zh|en|both` on every command that names fans, plays or places (MCR
  `score`, `waits`, `shanten`, `fans`; Fuzhou `score`; Gouji `score`, `settle`, `game`,
  `replay`; Sanchazi `types`, `type`, `beats`, `respond`, `happy-money`), declared once
  (`paiju.cli.options.lang_option`): the names tables and text show, taken from the rules
  tables' own names; without it the output is as it always was. JSON answers carry both
  names (`name_zh`, `name_en`) whatever it says. (`mcr fans --lang zh` also gives the
  definitions in Chinese.)
- **Referees.** `replay` and `legal` answer alike in both card games: `"legal"` in the JSON
  of both; `--explain` on both; a record with an illegal action is answered "not legal at
  action k" on stdout with exit 1 (a yes/no question answered no); exit 2 is for a record
  that cannot be read. The refused action is written `action 18 (seat 1) play 2x7`.
- **Errors.** One stderr line; a notation error points at `(column 4 of '2xKK')`, a record
  error names its field.
- **Words.** Counts agree with their nouns (`1 card`, `2 cards`), one spelling (honours),
  every table column has a header, and on a terminal every line fits its width (wrapped at
  words, Chinese counted two cells); piped output is never wrapped.
"""


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
        "",
        CONVENTIONS.rstrip(),
    ]
    for path, text in _walk(main, ["paiju"], None):
        depth = min(len(path) + 1, 4)
        parts += ["", f"{'#' * depth} `{' '.join(path)}`", "", "```text", text.rstrip(), "```"]
    return "\n".join(parts) + "\n"


if __name__ == "__main__":
    click.echo(reference(), nl=False)
