"""A bounded memo: what a function answers for each key, kept for the first keys seen.

Batches read millions of lines that share pieces (a suit's run, a meld, a record's
conditions, a fan's JSON text); a memo in front of the plain computation serves the repeats,
and its bound keeps memory flat whatever the input.  Keeping the first keys rather than the
most recent ones costs nothing a lookup (no recency to update), and junk input cannot fill it:
a None answer (a piece the caller does not read that way) and an error are never kept.
"""

from __future__ import annotations

from typing import Any, Callable


class BoundedMemo(dict[Any, Any]):
    """``memo[key]`` is ``make(key)``, kept for the first ``bound`` keys (a None answer is
    not kept; an exception from ``make`` goes to the caller).  A user says what it maps by
    the variable's type, ``MEMO: Mapping[Key, Value] = BoundedMemo(make, bound)``."""

    def __init__(self, make: Callable[[Any], Any], bound: int):
        super().__init__()
        self.make, self.bound = make, bound

    def __missing__(self, key: Any) -> Any:
        value = self.make(key)
        if value is not None and len(self) < self.bound:
            self[key] = value
        return value
