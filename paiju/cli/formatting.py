"""Text that fits a terminal when Chinese is in it: wrapping by display width (a wide
character takes two cells), for the help of every command and for the notes and cells of
tables.

click and :mod:`textwrap` count characters, so a help line holding 够级牌 runs past the
edge by as many cells as it has Chinese characters; :class:`HelpFormatter` wraps the help
by what a terminal shows, and commands get it through :class:`Context`.
"""

from __future__ import annotations

import re
from typing import Iterable

import click

from paiju.errors import display_width

_ANSI = re.compile(r"\033\[[;?0-9]*[a-zA-Z]")


def width_of(text: str) -> int:
    """Terminal cells of ``text``: colour codes take none, wide characters two."""
    return display_width(_ANSI.sub("", text))


def wrap(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") \
        -> list[str]:
    """``text`` as lines of at most ``width`` cells (indents included), broken at spaces (the
    spaces between words kept as written); a word wider than a line (a run of Chinese has no
    spaces) is broken between characters."""
    lines: list[str] = []
    indent, line, gap = initial_indent, "", ""
    for word, space in re.findall(r"(\S+)(\s*)", text):
        used = width_of(indent) + width_of(line)
        if width_of(gap + word) <= width - used or (not line and width_of(word) <= width - used):
            line, gap = line + (gap if line else "") + word, space
            continue
        if line:
            lines.append(indent + line)
            indent, line = subsequent_indent, ""
        while width_of(word) > width - width_of(indent) > 1:
            head = _fitting(word, width - width_of(indent))
            lines.append(indent + head)
            indent, word = subsequent_indent, word[len(head):]
        line, gap = word, space
    if line or not lines:
        lines.append(indent + line)
    return lines


def _fitting(word: str, cells: int) -> str:
    """The longest start of ``word`` that takes at most ``cells`` cells (at least one
    character)."""
    used = 0
    for index, char in enumerate(word):
        used += width_of(char)
        if used > cells:
            return word[:max(index, 1)]
    return word


def shorten(text: str, cells: int) -> str:
    """``text`` cut at a word to fit ``cells`` cells, with '...' where it was cut (as click
    shortens a command's help in a listing)."""
    if width_of(text) <= cells:
        return text
    words, kept = text.split(), ""
    for word in words:
        longer = f"{kept} {word}" if kept else word
        if width_of(longer) + 3 > cells:
            break
        kept = longer
    return kept + "..."


def wrap_paragraphs(text: str, width: int, indent: str = "") -> str:
    """Help text rewrapped paragraph by paragraph, as click does: a paragraph keeps its own
    indentation, and one that starts with a line holding only ``\\b`` keeps its lines as
    written — but a line there too wide for ``width`` wraps (:func:`_raw_line`)."""
    paragraphs: list[tuple[str, bool, list[str]]] = []
    block: list[str] = []

    def flush() -> None:
        if block:
            raw = block[0].strip() == "\b"
            lines = block[1:] if raw else list(block)
            first = lines[0] if lines else ""
            paragraphs.append((first[:len(first) - len(first.lstrip())], raw, lines))
            block.clear()

    for line in text.expandtabs().splitlines():
        if line.strip():
            block.append(line)
        else:
            flush()
    flush()
    out = []
    for own, raw, lines in paragraphs:
        if raw:
            out.append("\n".join(_raw_line(indent + line, width) for line in lines))
        else:
            words = " ".join(line.strip() for line in lines)
            out.append("\n".join(wrap(words, width, indent + own, indent + own)))
    return "\n\n".join(out)


def _raw_line(line: str, width: int) -> str:
    """A line kept as written, unless it is too wide: a list item then wraps under its text,
    any other line (an example command) under its start, four cells in."""
    if width_of(line) <= width:
        return line
    item = re.match(r"( *- )", line)
    first = item.group(1) if item is not None else line[:len(line) - len(line.lstrip())]
    hanging = " " * len(first) if item is not None else first + "    "
    return "\n".join(wrap(line[len(first):], width, first, hanging))


class HelpFormatter(click.HelpFormatter):
    """click's help formatter, measuring text by display width."""

    def write_text(self, text: str) -> None:
        self.write(wrap_paragraphs(text, self.width, " " * self.current_indent))
        self.write("\n")

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30,
                 col_spacing: int = 2) -> None:
        rows = list(rows)
        first_width = min(max((width_of(first) for first, _ in rows), default=0), col_max)
        first_col = first_width + col_spacing
        indent = " " * self.current_indent
        for first, second in rows:
            self.write(f"{indent}{first}")
            if not second:
                self.write("\n")
                continue
            if width_of(first) <= first_width:
                self.write(" " * (first_col - width_of(first)))
            else:
                self.write("\n" + " " * (first_col + self.current_indent))
            lines = wrap_paragraphs(second, max(self.width - first_col - 2, 10)).splitlines()
            self.write((lines[0] if lines else "") + "\n")
            for line in lines[1:]:
                self.write(f"{'':>{first_col + self.current_indent}}{line}\n")


class Context(click.Context):
    """The context of every paiju command: its help is wrapped by display width."""

    formatter_class = HelpFormatter
