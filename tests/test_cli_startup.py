"""Start-up of one-shot queries (issue 15): modules are imported with the cyclic collector
paused and what they made frozen (paiju.cli.startup); ``benchmarks/startup.py`` measures the
time against the floor of paiju's three dependencies."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pytest

from paiju.cli.startup import importing

ROOT = Path(__file__).resolve().parent.parent

ONE_SHOT = [
    ["mcr", "score", "[123m][EEEE]456p78s99s9s", "--self-drawn"],
    ["mcr", "waits", "[123m][567p]55789sCC"],
    ["gouji", "beats", "3大花+2x10", "2小花+3x9"],
    ["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9"],
    ["fuzhou", "score", "123m456p789s1123s1s", "--gold", "5m"],
    ["sanchazi", "beats", "999QQ", "888JJ"],
]


def test_importing_pauses_the_collector_and_freezes_what_the_block_made():
    assert gc.isenabled()
    before = gc.get_freeze_count()
    with importing():
        assert not gc.isenabled()
        made = [[] for _ in range(1000)]  # containers the collector would track
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + len(made)


def test_importing_leaves_a_paused_collector_paused():
    gc.disable()
    try:
        with importing():
            with importing():  # nested: the inner block does not resume collecting
                pass
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_importing_resumes_the_collector_after_an_error():
    with pytest.raises(ImportError):
        with importing():
            import paiju.no_such_module  # noqa: F401
    assert gc.isenabled()


COUNT_COLLECTIONS = """
import gc, sys
collections = []
gc.callbacks.append(lambda phase, info: phase == "start" and collections.append(info["generation"]))
from paiju.cli import main
try:
    main(sys.argv[1:], prog_name="paiju")
except SystemExit:
    pass
sys.stderr.write(repr(collections))
"""


@pytest.mark.parametrize("query", ONE_SHOT, ids=lambda query: " ".join(query[:2]))
@pytest.mark.parametrize("fmt", ["table", "json"])
def test_a_one_shot_query_starts_without_walking_its_modules(query, fmt):
    """Before the pause, importing a query's modules ran some 50 collections, 4-5 of them
    of the older generations (some 7 ms of a query); now at most one young collection runs,
    after the imports, over what answering made."""
    env = {**os.environ, "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-c", COUNT_COLLECTIONS, *query, "--format", fmt],
                          capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    collections = eval(done.stderr)  # a list of generation numbers, written above
    assert len(collections) <= 1 and set(collections) <= {0}, collections
