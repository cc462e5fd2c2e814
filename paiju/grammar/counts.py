"""Counts as people type them: ASCII digits only.

``str.isdigit`` also accepts '¹', '٣' and other Unicode digits, which ``int`` then refuses or
reads as something the user did not type; every reader of a count (flowers, seats, record
keys) asks :func:`is_count` instead.
"""

from __future__ import annotations


def is_count(text: str) -> bool:
    """Is ``text`` (surrounding whitespace aside) a whole number written in ASCII digits?"""
    text = text.strip()
    return text.isascii() and text.isdigit()
