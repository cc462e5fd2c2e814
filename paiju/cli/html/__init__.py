"""``--format html``: an answer as a picture, one self-contained HTML page on stdout (issue
28), for a teacher to open or project.

* :mod:`.template` — the shared stylesheet, the page, cards and tiles as HTML;
* :mod:`.replay` — a replay (``gouji replay``, ``sanchazi replay``), stepped;
* :mod:`.hands` — a mahjong hand (``mcr score``, ``fuzhou score``): its tiles and how it scores;
* :mod:`.tiles` — the tiles a hand waits on or wants (``mcr waits``, ``mcr shanten``).

The pages draw what :mod:`paiju.api` answers and decide nothing.  A command that draws a
page routes ``--format html`` here (:func:`print_page`, :func:`record_page`); the others do
not offer the format.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

import click

from paiju.grammar.batch import Line, Unreadable

EXIT_YES, EXIT_NO = 0, 1


def print_page(text: str, verdict: bool | None = None) -> int:
    """Write a page; the exit code follows the answer's verdict, as with the other formats."""
    click.echo(text)
    return EXIT_NO if verdict is False else EXIT_YES


def record_page(source: str | None, draw: Callable[[Any], tuple[str, bool | None]]) -> int:
    """The page of one replay record (a JSON document, a file or stdin; JSON Lines of one
    record): ``draw(record)`` gives the page and its verdict."""
    from paiju.cli.reading import source_name, source_of, text_lines
    from paiju.grammar.records import json_or_lines, load_json

    source = source_of(source, "RECORD.json")
    document, lines = json_or_lines(text_lines(source), source_name(source),
                                    from_file=source != "-")
    if lines is not None:
        found = list(lines)
        if len(found) != 1:
            raise click.UsageError("--format html draws the page of one record: give one "
                                   f"record, not {len(found)}")
        document = load_json(_text(found[0][1]), "line")
    return print_page(*draw(document))


def _text(line: Line) -> str:
    if isinstance(line, Unreadable):
        raise line.error()
    return line


def queried(queries: Iterable[Any]) -> list[Any]:
    """The queries of a page of hands: the arguments, or the lines of a batch."""
    from paiju.cli.reading import Lines

    if isinstance(queries, Lines):
        return [_text(line) for _, line in queries]
    return list(queries)
