"""Words every game's answers write the same way (issue 26): a count agrees with its noun.

    >>> count_of(1, "card"), count_of(2, "card"), count_of(0, "leftover flower")
    ('1 card', '2 cards', '0 leftover flowers')
    >>> count_of(1, "way", "ways"), count_of(3, "fork")
    ('1 way', '3 forks')

The engine writes most of the sentences answers show, and the command line the rest; both
use this one function, so that no text says "1 cards" or "flower(s)".
"""

from __future__ import annotations


def count_of(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, the noun plural unless the count is one (``plural`` for a
    noun that does not take an s; by default ``noun + "s"``)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def spelled(text: str) -> str:
    """English as paiju writes it for people: "honours" (docs/notation.md, "Words").  The
    reference fan table's English names keep the reference's spelling ("All Honors") where
    they are identifiers — in JSON (``name_en``), which programs match against the reference
    — and are written "All Honours" wherever people read them."""
    return text.replace("Honors", "Honours").replace("honors", "honours")
