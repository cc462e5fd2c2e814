"""``paiju mcr convert``: MCR games written as native records (or Botzone logs), from any of
the three formats (:mod:`paiju.api.mcr.convert` builds every answer; this module renders)."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.mcr.convert import TARGETS, converted, game_input
from paiju.cli.jobs import respond, respond_once
from paiju.cli.mcr.group import mcr
from paiju.cli.options import STREAM, format_option, record_batch_option
from paiju.cli.reading import Lines, source_name, source_of, text_lines
from paiju.cli.rendering import Answer, Table, View, shown
from paiju.grammar.mcr_game_formats import FORMATS


def _summary(source: str, target: str, data: dict[str, Any]) -> dict[str, Any]:
    """What a person reads of a converted record: its id, the formats, its size and the
    result it expects."""
    expect = data.get("expect") or {}
    result = expect.get("result", "—")
    if "seat" in expect:
        result += f" seat {expect['seat']}"
    if "fan" in expect:
        result += f", T {expect['fan']}"
    actions = data.get("actions", data.get("log"))
    return {"id": data.get("id", "-"), "from": source, "to": target,
            "actions" if target == "native" else "log entries":
                len(actions) if isinstance(actions, list) else "—", "expects": result}


def _table(source: str, target: str, data: dict[str, Any]) -> str:
    return str(Table(pairs=list(_summary(source, target, data).items())))


CONVERT_VIEW = View(_table, _summary)


def convert_answer(source: str | None, target: str, query: Any) -> Answer:
    return shown(converted(source, target, query), CONVERT_VIEW)


@mcr.command("convert", help="""Write MCR games as native records (INPUT, or '-').

INPUT holds games in one of the three formats of mcr-game.md §9: native records (R9.3),
Botzone logs (R9.1: a download or the content-only form, with or without the final record)
- one JSON document, or JSON Lines of many - or the human-play dataset's text (data.txt:
blocks from 'Match <id>' to 'Score', R9.2).  --from says which; without it the first line
tells ('Match' starts the dataset, a JSON object with "log" is a Botzone log).  Each game is
written as a native record ("id" is a dataset game's Match id; its Fan and Score lines are
"expect": "fan" = T, "fans" by 2018 name, "scores"), or with --to botzone as a Botzone log.
One document is answered as one JSON object; a stream one JSON line a game (--format jsonl,
the default), and a bad game (a dataset block naming the line, seat and field at fault) is
an error object in its place while the others are still written.  Exit 2 if any game cannot
be read.

\b
Example: paiju mcr convert examples/mcr-games/r917.txt
""")
@record_batch_option
@click.argument("source", required=False, metavar="[INPUT]")
@click.option("--from", "source_format", type=click.Choice(FORMATS), default=None,
              help="The input's format (default: told by its first line).")
@click.option("--to", "target", type=click.Choice(TARGETS), default="native",
              show_default=True, help="What to write.")
@format_option
def convert_command(source: str | None, source_format: str | None, target: str,
                    fmt: str | None, jobs: int) -> int:
    source = source_of(source, "INPUT")
    found, document, games = game_input(text_lines(source), source_format,
                                        source_name(source), from_file=True,  # stdin as a file
                                        stream=bool(click.get_current_context().meta.get(STREAM)))
    # JSON records are told apart one by one, unless --from says; a dataset is one text
    ask = partial(convert_answer, "dataset" if found == "dataset" else source_format, target)
    if games is None:
        return respond_once(partial(ask, document), fmt or "json")
    return respond(ask, Lines(lines=games), fmt, jobs)
