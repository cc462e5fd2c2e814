"""Processes behave: a closed pipe ends the run quietly with 141, worker processes never
outlive the parent, and --jobs is capped at the CPUs there are (with a note)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from forked import run_paiju
from paiju.cli.jobs import EXIT_CLOSED, cpus

PAIJU = [sys.executable, "-m", "paiju"]
LINES = "2钱+3x8\n" * 20000  # about 5 MB of answers: far more than a pipe holds


@pytest.mark.parametrize("options", [[], ["--jobs", "2"], ["--format", "table"],
                                     ["--format", "json", "--jobs", "2"]], ids=" ".join)
def test_a_closed_pipe_ends_the_run_quietly_with_141(options, tmp_path):
    source = tmp_path / "plays.txt"
    source.write_text(LINES, encoding="utf-8")
    with open(source, "rb") as stdin:
        run = subprocess.Popen([*PAIJU, "gouji", "parse", "-", *options], stdin=stdin,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        first = run.stdout.readline()  # as `| head -1` does, then goes away
        run.stdout.close()
        stderr = run.stderr.read()
        code = run.wait(timeout=60)
    assert first and code == EXIT_CLOSED and stderr == b""
    assert EXIT_CLOSED not in (0, 1, 2)


def children(pid: int) -> set[int]:
    found = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        text = (task / "children").read_text() if (task / "children").exists() else ""
        found |= {int(child) for child in text.split()}
    return found


def alive(pid: int) -> bool:
    """Running, not gone and not a zombie left for init to reap."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_no_worker_outlives_a_killed_parent():
    run = subprocess.Popen([*PAIJU, "gouji", "parse", "-", "--jobs", "4"],
                           stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    # stdin stays open: what was written goes to the workers without waiting for more
    run.stdin.write(("5x10\n" * 1600).encode())
    run.stdin.flush()
    workers: set[int] = set()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and len(workers) < min(4, cpus()):
        time.sleep(0.1)
        workers = {pid for pid in children(run.pid) if alive(pid)}
    if cpus() < 2:  # capped at one CPU: answered in the parent, no worker at all
        assert not workers
    else:
        assert len(workers) == min(4, cpus())
    os.kill(run.pid, signal.SIGKILL)
    run.wait(timeout=10)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(alive(pid) for pid in workers):
        time.sleep(0.1)
    assert not [pid for pid in workers if alive(pid)]
    run.stdin.close()
    run.stderr.close()


def test_jobs_above_the_cpus_are_capped_with_a_note(cli):
    lines = "5x10\n2Q+1小花\n" * 300
    capped = cli(["gouji", "level", "-", "--jobs", "256"], input=lines)
    one = cli(["gouji", "level", "-"], input=lines)
    assert capped.stdout == one.stdout and capped.exit_code == one.exit_code == 0
    assert capped.stderr == f"paiju: note: --jobs 256 is more than the {cpus()} CPU" \
        f"{'s' if cpus() > 1 else ''} here: using {cpus()}\n"
    assert cli(["gouji", "level", "-", "--jobs", str(cpus())], input=lines).stderr == ""


@pytest.mark.parametrize("fmt", ["jsonl", "json"])
@pytest.mark.parametrize("kinds, code", [(("win", "no"), 1), (("win", "no", "bad"), 2),
                                         (("win",), 0)])
def test_jobs_send_a_chunk_back_as_one_text_and_answer_as_one_process(fmt, kinds, code):
    """Workers return a chunk's JSON answers as one text with its worst verdict: the output
    and the exit code are one process's, whatever the chunks hold."""
    texts = {"win": '{"hand": "1112345678999m9m"}', "no": '{"hand": "123m456p789s11p22pW"}',
             "bad": '{"hand": "12x"}'}
    lines = "".join(texts[kinds[index % len(kinds)]] + "\n"
                    for index in range(2600) if index % 997 or kinds == ("win",))
    args = ["mcr", "score", "--batch", "-", "--format", fmt]
    alone = run_paiju(args, lines)  # processes of their own, forked from a warm parent
    spread = run_paiju(args + ["--jobs", "2"], lines)
    assert alone.returncode == spread.returncode == code
    assert spread.stdout == alone.stdout and alone.stdout.count('"total"') > 800


def test_jobs_answer_a_program_that_waits_for_its_answers():
    """A bot writes lines to a batch left open and waits for their answers: with --jobs
    they come as they would from one process, without more input or its end."""
    import queue
    import threading

    run = subprocess.Popen([*PAIJU, "mcr", "score", "--batch", "-", "--jobs", "2"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    answers: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [answers.put(line) for line in run.stdout],
                     daemon=True).start()
    try:
        run.stdin.write(b'{"hand": "1112345678999m9m"}\n' * 1000)  # some blocks' worth
        run.stdin.flush()
        first = [answers.get(timeout=30) for _ in range(1000)]
        assert all(b'"total"' in line for line in first)
        for number in range(3):  # then one line at a time, each waiting for its answer
            run.stdin.write(b'{"id": %d, "hand": "1112345678999m9m"}\n' % number)
            run.stdin.flush()
            assert answers.get(timeout=30).startswith(b'{"id": %d, ' % number)
    finally:
        run.stdin.close()
        code = run.wait(timeout=30)
    assert code == 0 and answers.empty()


@pytest.mark.skipif(not Path("/proc/self/task").exists() or cpus() < 2,
                    reason="needs Linux /proc and two CPUs (workers)")
def test_ctrl_c_stops_the_workers_at_once_and_exits_130():
    run = subprocess.Popen([*PAIJU, "gouji", "parse", "-", "--jobs", "2"],
                           stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE,  # Ctrl-C heard even if ignored here
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    run.stdin.write(("5x10\n" * 1600).encode())  # stdin left open: the batch goes on
    run.stdin.flush()
    workers: set[int] = set()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and len(workers) < 2:
        time.sleep(0.1)
        workers = {pid for pid in children(run.pid) if alive(pid)}
    assert len(workers) == 2
    run.send_signal(signal.SIGINT)
    assert run.wait(timeout=10) == 130
    assert not [pid for pid in workers if alive(pid)]
    assert run.stderr.read().decode().strip() == "paiju: aborted"
    run.stdin.close()
    run.stderr.close()
