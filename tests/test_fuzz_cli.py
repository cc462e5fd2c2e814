"""Fuzzing the commands end to end: random text as arguments and as stdin lines gives an
answer (exit 0/1) or bad input (exit 2) with one stderr line — never an internal error
(exit 3), never a traceback."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fuzz_grammars import ALPHABET, EXAMPLES

COMMANDS = [
    ["gouji", "parse"], ["gouji", "level"], ["gouji", "opens"], ["gouji", "beats", "3x5"],
    ["gouji", "respond", "--to", "3x9"], ["gouji", "hand"], ["gouji", "score"],
    ["mcr", "score"], ["mcr", "waits"], ["mcr", "shanten"],
    ["fuzhou", "score", "--gold", "5p"], ["fuzhou", "wins", "--gold", "5p"],
    ["fuzhou", "flowers"],
    ["sanchazi", "type"], ["sanchazi", "beats", "888JJ"], ["sanchazi", "points"],
    ["sanchazi", "respond", "--to", "888JJ"],
]
BATCHES = [["gouji", "beats", "-"], ["gouji", "settle", "-"], ["mcr", "score", "--batch", "-"],
           ["mcr", "waits", "--batch", "-"], ["fuzhou", "score", "--batch", "-"],
           ["sanchazi", "beats", "-"]]

FUZZ = settings(max_examples=max(40, EXAMPLES // 4), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def check(result) -> None:
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout
    if result.exit_code == 2:
        assert len(result.stderr.strip().splitlines()) <= 1


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@FUZZ
@given(text=st.text(ALPHABET, min_size=1, max_size=40))
def test_any_argument_is_answered_or_rejected_in_one_line(cli, command, text):
    if text.startswith("-"):  # an option, not an argument
        text = " " + text
    check(cli([*command, text]))


@pytest.mark.parametrize("command", BATCHES, ids=" ".join)
@FUZZ
@given(lines=st.lists(st.text(ALPHABET, max_size=40), min_size=1, max_size=5))
def test_any_batch_line_is_answered_in_order(cli, command, lines):
    text = "\n".join(line.replace("\n", " ").replace("\r", " ") for line in lines) + "\n"
    # lone surrogates become invalid UTF-8 bytes, as a broken file would hold
    result = cli(command, input=text.encode("utf-8", "surrogatepass"))
    assert result.exit_code in (0, 1, 2) and "Traceback" not in result.stderr
