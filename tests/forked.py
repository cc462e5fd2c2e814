"""``paiju`` in a process of its own for the price of a fork: one warm parent per test process
imports every command once, then forks a child per run, which sets up its descriptors and its
``sys`` streams as Python's start-up does (``PYTHONIOENCODING``, ``PYTHONUNBUFFERED``, a
closed descriptor as None) and runs ``paiju``.

A ``python -m paiju`` costs a start-up, 0.2-0.3 s of CPU (click, pyparsing, tabulate and the
command's modules imported, the editable install's finder); a fork some milliseconds.  Use
:func:`run_paiju` where a test needs a real process (an exit code from the OS, real file
descriptors, a module that must not import the command line) but not a real start-up;
use the ``cli`` fixture (conftest.py) where a process is not needed at all, and a real
``subprocess.run([sys.executable, "-m", "paiju", …])`` only where the start-up itself is the
subject (tests/test_cli_startup.py, the import checks).
tests/test_cli_edges_io.py holds the emulation to ``python -m paiju`` under every condition a
shell can set up."""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

PARENT = r'''
import gc, io, json, os, sys, tempfile, time
import click
from paiju.cli import GAMES, main
from paiju.cli.rendering import _tabulate_function

context = click.Context(main)
for game in GAMES:  # every command imported once: a child only answers
    group = main.get_command(context, game)
    for name in group.list_commands(context):
        group.get_command(context, name)
_tabulate_function()  # as the commands: tabulate is imported with the first table drawn
gc.freeze()  # no child's collection walks (and so copies) the pages it shares with us

def stream(fd, mode, encoding, errors, buffered):
    raw = io.FileIO(fd, mode, closefd=False)
    binary = (io.BufferedReader if mode == "r" else io.BufferedWriter)(raw)
    return io.TextIOWrapper(binary, encoding, errors, newline="\n" if mode == "w" else None,
                            line_buffering=buffered, write_through=mode == "w" and bool(
                                os.environ.get("PYTHONUNBUFFERED")))

def child(args, stdin, condition, out, err, env, cwd):
    if env is not None:
        os.environ.clear()
        os.environ.update(env)
    if cwd is not None:
        os.chdir(cwd)
    encoding = os.environ.get("PYTHONIOENCODING", "").partition(":")[0] or "utf-8"
    if condition == "closed-in":
        os.close(0)
        sys.stdin = None
    else:
        os.dup2(stdin, 0)
        sys.stdin = stream(0, "r", encoding, "strict", False)
    os.dup2(err, 2)
    sys.stderr = stream(2, "w", encoding, "backslashreplace", True)
    if condition == "closed-out":
        os.close(1)
        sys.stdout = None
    else:
        os.dup2(out, 1)
        encoding = condition.partition("=")[2] or encoding
        sys.stdout = stream(1, "w", encoding, "strict", False)
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = sys.stdin, sys.stdout, sys.stderr
    try:
        main(args, prog_name="paiju")
    except SystemExit as done:
        code = done.code
    except BaseException as error:
        sys.stderr.write(f"Traceback: {error!r}\n")
        code = 99
    try:
        sys.stderr.flush()
    finally:
        os._exit(code if isinstance(code, int) else 1)

def run(args, stdin, condition, env, cwd):
    with tempfile.TemporaryFile() as given, tempfile.TemporaryFile() as errors:
        given.write((stdin or "").encode("latin-1"))  # the bytes, carried as latin-1 text
        given.seek(0)
        if condition == "full":
            read, out = None, os.open("/dev/full", os.O_WRONLY)
        else:
            read, out = os.pipe()
        if condition == "nonblocking":
            os.set_blocking(out, False)
        if condition == "broken":
            os.close(read)
            read = None
        pid = os.fork()
        if pid == 0:
            if read is not None:
                os.close(read)
            child(args, given.fileno(), condition, out, errors.fileno(), env, cwd)
        os.close(out)
        written = bytearray()
        while read is not None:
            if condition == "nonblocking":
                time.sleep(0.0005)  # a slow reader: the pipe fills, the writer must wait
            data = os.read(read, 4096)
            if not data:
                os.close(read)
                break
            written += data
        code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        errors.seek(0)
        return {"exit": code, "stdout": written.decode("latin-1"),
                "stderr": errors.read().decode("latin-1")}

for line in iter(sys.stdin.readline, ""):  # a request a line, its answers a line
    request = json.loads(line)
    print(json.dumps([run(args, stdin, request["condition"], request["env"], request["cwd"])
                      for args, stdin in request["cases"]]), flush=True)
'''
"""The warm parent's program (``python -c``), reading requests on stdin."""


class Forks:
    """A warm parent (:data:`PARENT`) and the runs it forks."""

    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def __call__(self, cases: list[tuple[list[str], str | bytes | None]],
                 condition: str = "normal", env: dict[str, str] | None = None,
                 cwd: str | Path | None = None) -> list[dict[str, Any]]:
        """Each case's exit code, stdout and stderr (bytes), run under ``condition``
        (``normal``, ``nonblocking``, ``broken``, ``closed-out``, ``closed-in``, ``full``,
        ``encoding=NAME``) in ``env`` (all of it; None: the environment the parent started
        in) and ``cwd``."""
        assert self.process.stdin is not None and self.process.stdout is not None
        given = [(list(args), None if stdin is None else (
            stdin.encode("utf-8") if isinstance(stdin, str) else stdin).decode("latin-1"))
            for args, stdin in cases]
        request = {"cases": given, "condition": condition, "env": env,
                   "cwd": None if cwd is None else str(cwd)}
        self.process.stdin.write(json.dumps(request).encode() + b"\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        assert answer, f"the forking parent died: exit {self.process.poll()}"
        results: list[dict[str, Any]] = json.loads(answer)
        for result in results:
            result["stdout"] = result["stdout"].encode("latin-1")
            result["stderr"] = result["stderr"].encode("latin-1")
        return results

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


_shared: Forks | None = None


def forks() -> Forks:
    """The test process's warm parent, started on first use, ended when the process ends."""
    global _shared
    if _shared is None:
        _shared = Forks()
        atexit.register(_shared.close)
    return _shared


def run_paiju(args: list[str], input: str | bytes | None = None, *, text: bool = True,
              env: dict[str, str] | None = None, cwd: str | Path | None = ROOT,
              check: bool = False) -> subprocess.CompletedProcess[Any]:
    """``subprocess.run(["python", "-m", "paiju", *args], input=input, capture_output=True,
    text=text, env=env, cwd=cwd, check=check)``, forked from the warm parent."""
    (result,) = forks()([(args, input)], "normal", env, cwd)
    out, err = result["stdout"], result["stderr"]
    if text:
        out, err = out.decode("utf-8"), err.decode("utf-8")
    done = subprocess.CompletedProcess(["paiju", *args], result["exit"], out, err)
    if check:
        done.check_returncode()
    return done
