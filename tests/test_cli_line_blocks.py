"""A batch read in blocks of whole lines (what ``--jobs`` sends its workers and what one
process answers a block at a time): the lines, their numbers and their troubles are those of
reading line by line, however the input is cut by the reads and by the block size."""

from __future__ import annotations

import io
import random
import time

import pytest

from paiju.cli.reading import (
    MAX_LINE, Block, Lines, block_queries, byte_lines, ended_blocks, not_utf8, over_long,
)
from paiju.grammar.batch import Unreadable, significant


class Trickle(io.RawIOBase):
    """A stream whose reads give at most ``step`` bytes, as a pipe may."""

    def __init__(self, data: bytes, step: int):
        self.data, self.step, self.at = data, step, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def]
        piece = self.data[self.at:self.at + min(self.step, len(buffer))]
        buffer[:len(piece)] = piece
        self.at += len(piece)
        return len(piece)

    def read1(self, size: int = -1) -> bytes:
        return self.read(size)


def plain_queries(data: bytes) -> list[tuple[int, object]]:
    """The query lines as reading one line at a time finds them (the reference here): split
    at each newline only, each line decoded on its own."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    lines = [line + b"\n" for line in data.split(b"\n")]
    lines = lines[:-1] + ([lines[-1][:-1]] if lines[-1] != b"\n" else [])
    return list(significant([_plain_line(raw) for raw in lines]))


def _plain_line(raw: bytes) -> object:
    body = raw[:-1] if raw.endswith(b"\n") else raw
    if len(body) > MAX_LINE:
        return over_long(body[:MAX_LINE + 1])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return not_utf8(raw, error.start)


def block_read(data: bytes, step: int, size: int | None) -> list[tuple[int, object]]:
    blocks = ended_blocks(io.BufferedReader(Trickle(data, step), 1 << 16), size)
    found, first = [], 1
    for block, _ in blocks:
        found += block_queries(first, block)
        first += block.count(b"\n")
    return found


RECORDS = [b'{"hand": "1112345678999m9m"}', b"", b"# a comment", b"  5x10  ", b"\xff\xfe bad",
           "中文 东南西北".encode(), b"\r", b"#\xff comment, unreadable", b"x\ry"]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("size", [None, 1, 40, 1 << 15])
def test_blocks_give_the_lines_numbers_and_troubles_of_reading_line_by_line(seed, size):
    rng = random.Random(seed)
    lines = [rng.choice(RECORDS) for _ in range(rng.randrange(1, 300))]
    data = (b"\xef\xbb\xbf" if seed % 2 else b"") + b"\n".join(lines) + (b"\n" if seed % 3 else b"")
    expected = plain_queries(data)
    assert any(isinstance(line, Unreadable) for _, line in expected)
    for step in (1, 7, 100, 1 << 16):
        assert block_read(data, step, size) == expected


def test_an_over_long_line_is_one_unreadable_line_in_its_place_whatever_the_block():
    data = b"5x10\n" + b"5" * (MAX_LINE + 7) + b"\n5x9\n" + b"4" * (MAX_LINE + 1)
    for size in (None, 1 << 15):
        found = block_read(data, 1 << 16, size)
        assert found == plain_queries(data)
        assert [(number, isinstance(line, Unreadable)) for number, line in found] == \
            [(1, False), (2, True), (3, False), (4, True)]
        assert found[1][1].reason.startswith("the line is over 1 MiB")
    assert [line for line in byte_lines(io.BytesIO(data)) if isinstance(line, Unreadable)]


def test_blocks_of_a_size_end_with_the_line_that_reaches_it_and_the_last_says_so():
    data = b"".join(b"%05d\n" % number for number in range(1000))  # 6 bytes a line
    blocks = list(ended_blocks(io.BytesIO(data), 100))
    assert b"".join(block for block, _ in blocks) == data
    assert all(block.endswith(b"\n") for block, _ in blocks)
    assert {len(block) for block, _ in blocks[:-1]} == {102}  # 100 bytes reached in line 17
    assert [last for _, last in blocks] == [False] * (len(blocks) - 1) + [True]
    serial = list(ended_blocks(io.BytesIO(data)))  # the lines of each read, given at once
    assert b"".join(block for block, _ in serial) == data


def test_a_batchs_blocks_number_their_lines_from_the_whole_input(tmp_path):
    path = tmp_path / "lines.txt"
    path.write_bytes(b"a\n\n# c\nb\n" * 3000)
    blocks = list(Lines(str(path)).blocks(1000))
    assert len(blocks) > 10 and all(isinstance(block, Block) for block in blocks)
    numbered = [query for block in blocks for query in block.queries()]
    assert numbered == list(Lines(str(path)))
    assert numbered[:3] == [(1, "a"), (4, "b"), (5, "a")] and numbered[-1] == (12000, "b")


def test_lines_given_rather_than_read_have_no_blocks():
    assert Lines(lines=[(1, "a")]).blocks() is None


def test_what_is_left_of_a_read_after_its_blocks_goes_when_no_more_input_is_coming():
    """A program that writes some lines and waits for their answers: the lines after the
    last whole block are not held back waiting for more (a pipe left open, nothing more)."""
    import os
    import threading

    read_end, write_end = os.pipe()
    data = b"".join(b"%05d\n" % number for number in range(1000))
    os.write(write_end, data)
    given: list[bytes] = []
    blocks = ended_blocks(os.fdopen(read_end, "rb"), 1000)
    reader = threading.Thread(target=lambda: given.extend(block for block, _ in blocks))
    reader.start()
    deadline = time.monotonic() + 10  # the reader goes on (the pipe is open): wait for the
    while b"".join(given) != data and time.monotonic() < deadline:  # lines, not the 10 s
        time.sleep(0.01)
    assert reader.is_alive()
    assert b"".join(given) == data  # every line given, though the input has not ended
    assert all(len(block) >= 1000 for block in given[:-1])
    os.close(write_end)
    reader.join(timeout=10)
    assert not reader.is_alive()
