"""The referees' answers are what they were before issue 27's speed work: a fixed sample of
replay records (tests/data/replay-before/README.md), the output recorded then, the output now,
byte for byte — finished and cut-short deals, bad notation (message, column, field) and
illegal actions alike."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from forked import run_paiju

ROOT = Path(__file__).resolve().parent.parent
BEFORE = ROOT / "tests" / "data" / "replay-before"
COMMANDS = {"replay": (), "replay --explain": ("--explain",), "legal": ()}


@pytest.mark.parametrize("game", ["gouji", "sanchazi"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_the_replay_sample_prints_what_it_printed_before_the_speed_work(game: str,
                                                                         command: str) -> None:
    with gzip.open(BEFORE / f"{game}.json.gz", "rt", encoding="utf-8") as file:
        recorded = json.load(file)
    done = run_paiju([game, command.split()[0], "-", "--format", "jsonl", *COMMANDS[command]],
                     recorded["input"])  # a process of its own, forked from a warm parent
    assert done.stderr == ""
    now, then = done.stdout.splitlines(), recorded[command].splitlines()
    assert len(now) == len(then)
    for index, (line, expected) in enumerate(zip(now, then)):
        assert line == expected, f"line {index + 1} differs"
