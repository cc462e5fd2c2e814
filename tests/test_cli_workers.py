"""The --jobs worker processes (paiju.cli.workers): results in the order of the tasks
whatever the workers' speeds, no deadlock whatever the sizes, a worker's exception raised in
the parent, a dead worker an error and never a hang, and no worker left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from contextlib import contextmanager

import pytest

from paiju.cli import workers as workers_module
from paiju.cli.workers import AHEAD, PIPE_SIZE, WorkerFailed, Workers

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="workers are forked processes")


@contextmanager
def deadline(seconds: int):
    """A hang fails the test instead of the suite."""
    def expired(*_):
        raise TimeoutError(f"still waiting after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def slow_when_odd(task: int) -> tuple[int, int]:
    if task % 2:
        time.sleep(0.002 * (task % 7))
    return task, os.getpid()


def echoed_large(task: tuple[int, int]) -> bytes:
    number, size = task
    return bytes([number % 256]) * size


def fails_on_three(task: int) -> int:
    if task == 3:
        raise ValueError("three is not answered")
    return task * 10


def sleeps(task: float) -> float:
    time.sleep(task)
    return task


def run_all(workers: Workers, tasks, ahead: int) -> list:
    """Tasks submitted with at most ``ahead`` in flight, as the batch runner does."""
    results = []
    for task in tasks:
        if len(workers) >= ahead:
            results.append(workers.result())
        workers.submit(task)
    while len(workers):
        results.append(workers.result())
    return results


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_results_come_in_the_order_of_the_tasks_and_both_workers_answer():
    workers = Workers(2, slow_when_odd)
    pids = [worker.pid for worker in workers._workers]
    with deadline(60):
        results = run_all(workers, range(200), 2 * AHEAD)
    workers.close(finished=True)
    assert [task for task, _ in results] == list(range(200))
    assert {pid for _, pid in results} == set(pids)
    assert all(gone(pid) for pid in pids)


def test_tasks_and_results_larger_than_a_pipe_never_deadlock():
    """Results several times what a pipe holds, with a full window of tasks in flight."""
    size = 3 * PIPE_SIZE
    workers = Workers(2, echoed_large)
    with deadline(120):
        results = run_all(workers, [(number, size) for number in range(12)], 2 * AHEAD)
    workers.close(finished=True)
    assert [(result[0], len(result)) for result in results] == \
        [(number, size) for number in range(12)]


def test_tasks_larger_than_a_pipe_go_while_results_wait_to_be_read():
    big = b"x" * (2 * PIPE_SIZE)
    workers = Workers(1, len)
    with deadline(120):
        results = run_all(workers, [big] * 6, AHEAD)
    workers.close(finished=True)
    assert results == [len(big)] * 6


def test_an_exception_in_a_worker_is_raised_in_the_parent_and_the_rest_still_answer():
    workers = Workers(2, fails_on_three)
    with deadline(60):
        for task in range(6):
            workers.submit(task)
        answered = [workers.result() for _ in range(3)]
        with pytest.raises(ValueError, match="three is not answered"):
            workers.result()
        answered += [workers.result() for _ in range(2)]
    workers.close(finished=True)
    assert answered == [0, 10, 20, 40, 50]


def test_a_worker_killed_is_an_error_not_a_hang():
    workers = Workers(2, sleeps)
    with deadline(60):
        for _ in range(4):
            workers.submit(0.5)
        os.kill(workers._workers[0].pid, signal.SIGKILL)
        with pytest.raises(WorkerFailed, match="killed by signal 9"):
            for _ in range(4):
                workers.result()
        workers.close(finished=False)


def test_stopping_ends_workers_at_once_even_in_the_middle_of_a_long_task():
    workers = Workers(2, sleeps)
    pids = [worker.pid for worker in workers._workers]
    workers.submit(60.0)
    workers.submit(60.0)
    time.sleep(0.2)
    start = time.monotonic()
    with deadline(30):
        workers.close(finished=False)
    assert time.monotonic() - start < 5
    assert all(gone(pid) for pid in pids)  # stopped and reaped: not even a zombie


def test_a_worker_never_writes_out_what_the_parent_had_not_written_yet(tmp_path):
    """Output buffered in the parent when it forks is written once, by the parent."""
    script = tmp_path / "fork.py"
    script.write_text(
        "import sys\n"
        "sys.stdout.reconfigure(write_through=False)\n"
        "from paiju.cli.workers import Workers\n"
        "sys.stdout.write('before the fork\\n')\n"
        "workers = Workers(2, len)\n"
        "workers.submit('abc')\n"
        "print(workers.result())\n"
        "workers.close(finished=True)\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONUNBUFFERED": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout == "before the fork\n3\n"


def test_an_exception_that_cannot_be_pickled_still_reaches_the_parent_as_its_text():
    error = workers_module._failure(_Unpicklable("a lock inside"))
    import pickle

    done, value = pickle.loads(error)
    assert not done and isinstance(value, WorkerFailed)
    assert str(value) == "_Unpicklable: a lock inside"


class _Unpicklable(Exception):
    def __reduce__(self):
        raise TypeError("cannot pickle")
