"""What every notation reader shares without pyparsing: the longest text a notation may hold
and how an error names the character it found.  (:mod:`._common` runs pyparsing elements and
re-exports these; a reader whose fast path needs no grammar imports them from here, so that
a one-shot query answered by the fast path never imports pyparsing: start-up,
``benchmarks/startup.py``.)"""

from __future__ import annotations


def describe_found(text: str, offset: int) -> str:
    """The token a user sees at ``offset``: one character, or 'the end of the input'."""
    if offset >= len(text):
        return "the end of the input"
    char = text[offset]
    if char.isprintable() and not char.isspace():
        return f"{char!r}"
    return f"U+{ord(char):04X}"


MAX_NOTATION = 8192
"""Characters a notation text may hold: a whole Gouji table of 216 cards, written card by
card with suits, takes about 1,100."""

PYPARSING_WHITESPACE = " \n\t\r"
"""The characters pyparsing skips before an element (``ParserElement.DEFAULT_WHITE_CHARS``,
which ``tests/test_cli_startup.py`` holds this to), for readers that must skip as the grammar
does without importing it."""
