"""A long batch keeps nothing it has not kept already: what a batch moves out of the cyclic
collector's sight (jobs.kept_out_of_sight) is only what is alive, never the cyclic garbage
that answering may leave (pyparsing's exceptions and their tracebacks, a Fuzhou reading's
groups), which would otherwise stay for good and grow a long batch without end."""

from __future__ import annotations

import gc

import pytest

BATCHES = {
    "gouji beats": (["gouji", "beats", "-"],
                    ["2大花+3钱+4x10 on 2小花+7x9", "5x9 on 5x8", "3x3 on 4x4", "4x1 on 3x3"]),
    "fuzhou score": (["fuzhou", "score", "-", "--gold", "5p", "--self-drawn"],
                     ["123m 456m 789m 234s 金金 678p", "123m456m789m234s678p99s"]),
    "mcr score, notation read by the full grammar": (
        ["mcr", "score", "-"], ["123m 456m 789m 123p 5p 5p", "[123m] [456p] 789s 111s 22z",
                                "[1 2 3m] 456p 789s 11 2 3s 99m 9m", "EEE SSS WWW NN 123m C"]),
}


@pytest.mark.parametrize("name", BATCHES)
def test_a_batch_eight_times_as_long_keeps_nothing_more(cli, name):
    args, queries = BATCHES[name]
    first = "".join(query + "\n" for query in queries) * 50
    cli(args, input=first)  # what answering these keeps (memos) is kept by now
    gc.collect()
    kept = gc.get_freeze_count()
    longer = first * 8
    result = cli(args, input=longer)
    assert result.stdout.count("\n") == longer.count("\n")  # every line answered
    assert gc.get_freeze_count() - kept < 100, "a longer batch kept more objects"
