"""The bounded memo the readers and the batch keep their repeats in (paiju.memo)."""

from __future__ import annotations

import pytest

from paiju.memo import BoundedMemo


def test_a_memo_answers_what_its_function_does_and_keeps_only_the_first_keys():
    calls: list[int] = []

    def square(key: int) -> int:
        calls.append(key)
        return key * key

    memo = BoundedMemo(square, 3)
    assert [memo[key] for key in (1, 2, 1, 3, 4, 4, 2)] == [1, 4, 1, 9, 16, 16, 4]
    assert sorted(memo) == [1, 2, 3] and calls == [1, 2, 3, 4, 4]


def test_a_memo_keeps_neither_a_none_answer_nor_an_error():
    def read(key: str) -> int | None:
        if key == "bad":
            raise ValueError(key)
        return int(key) if key.isdigit() else None

    memo = BoundedMemo(read, 10)
    assert memo["x"] is None and memo["7"] == 7
    with pytest.raises(ValueError):
        memo["bad"]
    assert dict(memo) == {"7": 7}
