"""``paiju GAME quiz``: the trainer on a terminal, and its worksheets.

The questions, their answers and explanations are the API's (:mod:`paiju.api.quiz` and a
game's topic table); this module asks them one after another, reads the replies, says right
or wrong (with the answer and the explanation ``--explain`` gives when wrong) and the score,
or writes the questions as a worksheet with its answer key: Markdown, self-contained HTML,
JSON or JSON Lines.
"""

from __future__ import annotations

import html
import random
import sys
from importlib import import_module
from typing import Callable, Iterator, Sequence

import click

from paiju.api import quiz
from paiju.api.jsonl import to_json
from paiju.cli.options import lang_option
from paiju.cli.rendering import fitted, language, named

QUIT = ("q", "quit", "exit")
FORMATS = ("table", "json", "jsonl", "html")


Naming = Callable[[], dict[str, tuple[str, str]]]
"""The names of a game's options that name things (fans, card types): option as the API
writes it → (Chinese name, English name); called when the command runs."""
NAMES: dict[str, tuple[str, str]] = {}
"""What --lang names this command's options by (set when a quiz with a naming runs)."""


def quiz_command(group: click.Group, game: str, title: str, names: Sequence[str],
                 naming: Naming | None = None) -> None:
    """Add ``quiz`` to a game's command group: the topic table is ``TOPICS`` of
    ``paiju.api.GAME.quiz`` (imported when the command runs), ``names`` its topic names for
    the help and --topic (the tests hold the two together).  With ``naming`` the command
    takes ``--lang``: the options and answers that name fans or card types are shown, and may
    be answered, in Chinese, English or both; JSON keeps the API's options."""

    @group.command("quiz", help=f"""Practise {title}: questions drawn from seeded random
deals and hands, answered in the game's notation or by the numbers of the options.

Topics: {', '.join(names)} (--topic, repeatable; all in turn by default).  A wrong answer is
shown the right one and the explanation the command answering it gives with --explain.  Type
q (or Ctrl-D) to stop: the score so far is printed and the exit code is 0.  The same --seed
asks the same questions; without one a seed is drawn and printed, so that a session can be
asked again.

--worksheet writes the --count questions with an answer key instead of asking them: Markdown,
or self-contained HTML with --format html, for a teacher to print.  --format json writes the
worksheet as one JSON document, --format jsonl one object a question: its number, topic, its
inputs exactly as the commands take them, the question, its options, its answer and the
command that answers it (docs/quiz.md).

\b
Example: paiju {game} quiz --seed 7 --count 5
Example: paiju {game} quiz --worksheet --seed 7 --count 3
""")
    @click.option("--seed", type=int, default=None, help="The seed the questions are drawn from.")
    @click.option("--count", type=click.IntRange(1, 1000), default=10, show_default=True,
                  help="How many questions.")
    @click.option("--topic", "chosen", multiple=True, type=click.Choice(list(names)),
                  help="Ask only this topic (repeatable).")
    @click.option("--worksheet", is_flag=True,
                  help="Write the questions and an answer key instead of asking them.")
    @click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
                  help="A worksheet as Markdown (table, the default), html, json or jsonl; "
                       "html, json and jsonl write the worksheet even without --worksheet.")
    def command(seed: int | None, count: int, chosen: tuple[str, ...], worksheet: bool,
                fmt: str | None) -> int:
        NAMES.clear()
        if naming is not None and language() is not None:
            NAMES.update(naming())
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
        table: Sequence[quiz.Topic] = import_module(f"paiju.api.{game}.quiz").TOPICS
        if fmt in ("json", "jsonl"):
            sheet = quiz.worksheet(table, seed, count, chosen)
            lines = [sheet] if fmt == "json" else sheet["questions"]
            for data in lines:
                click.echo(to_json(data, indent=2 if fmt == "json" else None))
            return 0
        if worksheet or fmt == "html":
            write = html_sheet if fmt == "html" else markdown_sheet
            sheet_text = write(title, seed, quiz.questions(table, seed, count, chosen))
            click.echo(sheet_text if fmt == "html" else fitted(sheet_text), nl=False)
            return 0
        return ask_all(title, seed, count, quiz.drawn(table, seed, count, chosen))

    if naming is not None:
        lang_option(command)


# ---------------------------------------------------------------------------------------
# asking


def ask_all(title: str, seed: int, count: int, asked: Iterator[quiz.Question]) -> int:
    """Ask every question in turn, each drawn as it comes; stop at q or the end of input;
    print the score."""
    click.echo(f"{title}: {count} questions (seed {seed}). Answer each, or type q to stop.")
    right = done = 0
    for number, question in enumerate(asked, 1):
        click.echo(f"\nQuestion {number} of {count} ({question.topic})")
        click.echo(fitted(question.text))
        for option, text in enumerate(question.options, 1):
            click.echo(fitted(f"  {option}. {_named(text)}"))
        reply = _reply()
        if reply is None:
            break
        done += 1
        if question.accepts(_understood(question, reply)):
            right += 1
            click.echo("right.")
        else:
            click.echo(f"wrong: the answer is {_shown(question)}.")
            click.echo(fitted("\n".join(f"  - {line}" for line in question.explanation)))
            click.echo(f"  ({question.command})")
    click.echo(f"\nscore: {right} of {done}" + ("" if done == count
                                                 else f" ({count} asked for)"))
    return 0


def _reply() -> str | None:
    """The next reply that is not empty; None to stop (q, Ctrl-D, Ctrl-C)."""
    while True:
        click.echo("> ", nl=False)
        try:
            line = sys.stdin.readline()
        except KeyboardInterrupt:
            click.echo()
            return None
        if not line:
            click.echo()
            return None
        reply = line.strip()
        if reply.lower() in QUIT:
            return None
        if reply:
            return reply


# ---------------------------------------------------------------------------------------
# worksheets


def _named(item: str) -> str:
    """An option or answer as --lang names it (as the API writes it without --lang)."""
    pair = NAMES.get(item)
    return item if pair is None else named(*pair)


def _shown(question: quiz.Question) -> str:
    """The answer as a student would type it, its names as --lang chose."""
    if isinstance(question.answer, list) and NAMES:
        return " ".join(_named(str(item)) for item in question.answer) or "none"
    return _named(question.shown)


def _understood(question: quiz.Question, reply: str) -> str:
    """A reply naming options as --lang shows them (or in either language), each name read
    as its option's number."""
    if not NAMES:
        return reply
    spelt = {name: number for number, item in enumerate(question.options, 1)
             if item in NAMES for name in (*NAMES[item], _named(item))}
    for name in sorted(spelt, key=len, reverse=True):
        reply = reply.replace(name, f" {spelt[name]} ")
    return reply


def _options_text(question: quiz.Question) -> str:
    return "   ".join(f"({number}) {_named(text)}"
                       for number, text in enumerate(question.options, 1))


def markdown_sheet(title: str, seed: int, asked: list[quiz.Question]) -> str:
    lines = [f"# {title}: worksheet", "", f"{len(asked)} questions, seed {seed}.", ""]
    for number, question in enumerate(asked, 1):
        text = question.text.replace("\n", "  \n   ")
        lines.append(f"{number}. *{question.topic}* — {text}")
        if question.options:
            lines.append(f"   {_options_text(question)}")
        lines.append("")
    lines += ["## Answer key", ""]
    for number, question in enumerate(asked, 1):
        lines.append(f"{number}. **{_shown(question)}** (`{question.command}`)")
        lines += [f"   - {line}" for line in question.explanation]
    return "\n".join(lines) + "\n"


_STYLE = ("body{font-family:sans-serif;max-width:50em;margin:2em auto;line-height:1.5}"
          "li{margin-bottom:.8em}.options{color:#444}.key{page-break-before:always}"
          "code{font-size:90%}")


def html_sheet(title: str, seed: int, asked: list[quiz.Question]) -> str:
    """One self-contained page: the questions, then (on a new printed page) the key."""
    escape = html.escape
    items = []
    for question in asked:
        text = escape(question.text).replace("\n", "<br>")
        options = (f'<div class="options">{escape(_options_text(question))}</div>'
                   if question.options else "")
        items.append(f"<li><em>{escape(question.topic)}</em> — {text}{options}</li>")
    keys = []
    for question in asked:
        why = "".join(f"<li>{escape(line)}</li>" for line in question.explanation)
        keys.append(f"<li><strong>{escape(_shown(question))}</strong> "
                    f"(<code>{escape(question.command)}</code>)<ul>{why}</ul></li>")
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{escape(title)}: worksheet</title><style>{_STYLE}</style></head><body>\n"
            f"<h1>{escape(title)}: worksheet</h1>\n<p>{len(asked)} questions, seed {seed}.</p>\n"
            f"<ol>{''.join(items)}</ol>\n"
            f'<section class="key"><h2>Answer key</h2><ol>{"".join(keys)}</ol></section>\n'
            "</body></html>\n")

