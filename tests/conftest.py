"""Shared test helpers: run the CLI in-process, read the reference data in tests/data, and
import the reference calculator (PyMahjongGB) for the cross-checks."""

from __future__ import annotations

import importlib
import json
import os
import shlex
from types import ModuleType
from pathlib import Path

import pytest
from click.testing import CliRunner

from paiju.cli import main

DATA = Path(__file__).parent / "data"


def load_jsonl(name: str) -> list[dict]:
    with open(DATA / name, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


class Cli:
    """Invoke ``paiju`` in-process; ``result.stdout`` / ``result.stderr`` stay separate.  Use it
    (the ``cli`` fixture) in place of a ``python -m paiju`` subprocess wherever the test is not
    about the process itself: a subprocess costs a start-up (0.2-0.3 s of CPU), this some milliseconds."""

    def __init__(self) -> None:
        self.runner = CliRunner()

    def __call__(self, args: str | list[str], input: str | bytes | None = None,
                 env: dict | None = None):
        argv = shlex.split(args) if isinstance(args, str) else args
        return self.runner.invoke(main, argv, input=input, env=env, catch_exceptions=False,
                                  prog_name="paiju")  # as the console script names itself

    def json(self, args: str | list[str], input: str | None = None):
        result = self(args, input)
        return result, json.loads(result.stdout)

    def jsonl(self, args: str | list[str], input: str | None = None):
        result = self(args, input)
        return result, [json.loads(line) for line in result.stdout.splitlines() if line]

    def error(self, args: str | list[str], input: str | None = None) -> str:
        """Run a command that must refuse its input: exit 2, nothing on stdout, one line on
        stderr, which is returned."""
        result = self(args, input)
        assert result.exit_code == 2 and result.stdout == "", result.stdout
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, result.stderr
        return lines[0]


@pytest.fixture
def cli() -> Cli:
    return Cli()


@pytest.fixture(scope="session")
def mahjonggb() -> ModuleType:
    """PyMahjongGB's module, the reference the ``bench`` cross-checks compare with.  Where it
    cannot be imported they are skipped with the reason, except under CI (``CI`` set, as
    ``.ci/run`` runs): there the test extra installs it, and a cross-check that did not run
    must not pass for one that did."""
    try:
        return importlib.import_module("MahjongGB")
    except ImportError as error:
        why = str(error)
    if os.environ.get("CI"):
        pytest.fail(f"PyMahjongGB (the reference) cannot be imported under CI: {why}",
                    pytrace=False)
    pytest.skip(f"PyMahjongGB (the reference) not installed: {why}")


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """Under ``-n`` (pytest-xdist), a file's tests run on one worker (``--dist loadfile``)
    unless ``--dist`` says otherwise: a module's fixtures (self-played deals, a Dask cluster,
    a browser, a built wheel) are then made once, not once on each worker.  A crashed worker
    is not restarted (``--max-worker-restart 0`` unless given)."""
    if getattr(config.option, "numprocesses", None) and config.option.dist == "no":
        config.option.dist = "loadfile"
    if getattr(config.option, "numprocesses", None) and config.option.maxworkerrestart is None:
        # a worker that dies (a MemoryError, a signal) fails its test and ends the run: with
        # --dist loadfile a restarted worker can leave the scheduler waiting for ever
        config.option.maxworkerrestart = 0


class _DoctestsOnlyWherePrompted:
    """``--doctest-modules`` makes every module of the test paths a doctest module too — each
    test module, each engine module — and finding its doctests walks every object in it
    (some 2 s a worker's collection over ~230 modules).  A docstring's example starts with a
    ``>>>`` prompt, so a module whose text holds none has no doctest: it is not collected as
    one (its tests, and every doctest of the others, are collected as before)."""

    @pytest.hookimpl(wrapper=True)
    def pytest_collect_file(self, file_path: Path, parent: pytest.Collector):
        collected = yield
        from _pytest.doctest import DoctestModule

        if not any(isinstance(node, DoctestModule) for node in collected):
            return collected
        prompted = ">>>" in file_path.read_text(encoding="utf-8", errors="replace")
        return [node for node in collected
                if prompted or not isinstance(node, DoctestModule)]


def pytest_configure(config: pytest.Config) -> None:
    # registered as a plugin, not a conftest hook: it must see the engine's modules too
    config.pluginmanager.register(_DoctestsOnlyWherePrompted(), "paiju-doctests-where-prompted")
