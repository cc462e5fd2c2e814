"""Worker processes for ``--jobs``: forked children, each answering tasks sent down a plain
pipe and sending the results back up another, in the order it got them.

A batch's parent cuts the input and writes the answers; the workers do everything else.  So
the parent keeps out of their way: no manager or feeder threads and nothing pickled but
the tasks and results themselves, and it reads every result as soon as it is there (into
memory: at most :data:`AHEAD` a worker), so that a worker never waits for the parent to
write one out.  The workers inherit everything they need when forked — the function that
answers a task and whatever it has already built — so only the tasks travel.

A worker ignores Ctrl-C (the parent stops the workers), and ends when the parent is gone
however it ended: its task pipe reads as ended, or a write of a result fails, or (in the
middle of a long task) it finds itself orphaned within :data:`ORPHAN_POLL` seconds.  A
worker never returns into the code that forked it: it leaves with ``os._exit``.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import struct
import sys
import time
from collections import deque
from typing import Any, Callable

AHEAD = 8
"""Tasks in flight a worker: enough that it never waits for the next one (some 90 ms of MCR
records), few enough to bound memory whatever the input's length."""
ORPHAN_POLL = 0.2
ORPHANED = 130
"""A worker's exit code when its parent went away: as a run ended by Ctrl-C."""
PIPE_SIZE = 1 << 20
"""Bytes a pipe is asked to hold (Linux; where it cannot, the default): a few tasks and
their results, so that neither side waits for the other to read."""
_FRAME = struct.Struct("<Q")  # a task or result: its length, then its pickle
_READ = 1 << 20


class WorkerFailed(RuntimeError):
    """A worker process ended without answering the tasks sent to it."""


class _Worker:
    __slots__ = ("pid", "tasks", "results", "head", "parts", "missing", "ready",
                 "outstanding")

    def __init__(self, pid: int, tasks: int, results: int):
        self.pid, self.tasks, self.results = pid, tasks, results
        self.head = b""  # the length of the result being read, as far as it is read
        self.parts: list[bytes] = []  # the result being read, as far as it is read
        self.missing = 0  # bytes of it still to read (0: its length is being read)
        self.ready: deque[bytes] = deque()  # whole results, in the order of the tasks
        self.outstanding = 0  # tasks sent whose result is not read whole yet

    def take(self) -> bool:
        """Read what the worker has sent (each result as one text, read exactly: never
        copied on the way); False once it is gone."""
        fd, size = self.results, _FRAME.size
        while True:
            try:
                data = os.read(fd, min(self.missing, _READ) or size - len(self.head))
            except BlockingIOError:
                return True
            if not data:
                return False
            if not self.missing:
                self.head += data
                if len(self.head) == size:
                    (self.missing,) = _FRAME.unpack(self.head)
                    self.head = b""
                continue
            self.parts.append(data)
            self.missing -= len(data)
            if not self.missing:
                parts, self.parts = self.parts, []
                self.ready.append(parts[0] if len(parts) == 1 else b"".join(parts))


class Workers:
    """``count`` forked processes answering tasks with ``serve``; :meth:`submit` sends a
    task to the least busy, :meth:`result` gives back the results in the order of the
    tasks.  At most ``AHEAD`` tasks a worker should be in flight (``len(workers)``)."""

    def __init__(self, count: int, serve: Callable[[Any], Any]):
        self._workers: list[_Worker] = []
        self._order: deque[_Worker] = deque()  # the worker of each task in flight
        for stream in (sys.stdout, sys.stderr):  # a child must not write them out again
            stream.flush()
        try:
            for _ in range(count):
                self._workers.append(self._fork(serve))
        except BaseException:
            self.close(finished=False)
            raise
        self._reading = {worker.results: worker for worker in self._workers}

    def _fork(self, serve: Callable[[Any], Any]) -> _Worker:
        parent = os.getpid()
        task_read, task_write = os.pipe()
        result_read, result_write = os.pipe()
        for fd in (task_write, result_write):
            _enlarge(fd)
        pid = os.fork()
        if pid == 0:  # the worker
            try:
                for worker in self._workers:  # the parent's pipes to the others
                    os.close(worker.tasks)
                    os.close(worker.results)
                os.close(task_write)
                os.close(result_read)
                _serve(serve, task_read, result_write, parent)
            finally:
                os._exit(0)
        os.close(task_read)
        os.close(result_write)
        os.set_blocking(task_write, False)
        os.set_blocking(result_read, False)
        return _Worker(pid, task_write, result_read)

    def __len__(self) -> int:
        return len(self._order)

    def submit(self, task: Any) -> None:
        self._pull(0)  # whatever is ready says who is least busy
        worker = min(self._workers, key=_busy)
        data = pickle.dumps(task, pickle.HIGHEST_PROTOCOL)
        self._send(worker, memoryview(_FRAME.pack(len(data))))
        self._send(worker, memoryview(data))
        worker.outstanding += 1
        self._order.append(worker)

    def result(self) -> Any:
        """The result of the oldest task in flight (a worker's exception raised here)."""
        worker = self._order.popleft()
        while not worker.ready:
            if worker.results not in self._reading:
                raise _gone(worker)
            self._pull(None)
        worker.outstanding -= 1
        done, value = pickle.loads(worker.ready.popleft())
        if not done:
            raise value
        return value

    def ready(self) -> bool:
        """Whether the oldest task's result is there to take."""
        return bool(self._order and self._order[0].ready)

    def wait(self, fd: int) -> None:
        """Wait until a result comes in or ``fd`` (the input) can be read."""
        readable = select.select([*self._reading, fd], [], [])[0]
        self._read([each for each in readable if each != fd])

    def _send(self, worker: _Worker, data: memoryview) -> None:
        """Write a task, reading results meanwhile: a worker whose result waits to be
        read may be the one that has to read this task before it fits in its pipe."""
        while data:
            try:
                data = data[os.write(worker.tasks, data):]
                continue
            except BlockingIOError:
                pass
            except BrokenPipeError:  # not the output's: never read as a closed output
                raise _gone(worker) from None
            readable, _, _ = select.select(list(self._reading), [worker.tasks], [])
            self._read(readable)

    def _pull(self, timeout: float | None) -> None:
        if self._reading:
            self._read(select.select(list(self._reading), [], [], timeout)[0])

    def _read(self, readable: list[int]) -> None:
        for fd in readable:
            if not self._reading[fd].take():  # gone: what it sent whole still counts
                del self._reading[fd]

    def close(self, finished: bool) -> None:
        """End the workers: at the end of the tasks they are told so (their pipes end) and
        leave; otherwise (a closed pipe, Ctrl-C, an error) they are stopped at once."""
        for worker in self._workers:
            if not finished:
                _kill(worker.pid)
            for fd in (worker.tasks, worker.results):
                try:
                    os.close(fd)
                except OSError:
                    pass
        for worker in self._workers:
            try:
                os.waitpid(worker.pid, 0)
            except ChildProcessError:
                pass
        self._workers, self._reading = [], {}


def _busy(worker: _Worker) -> int:
    return worker.outstanding - len(worker.ready)


def _serve(serve: Callable[[Any], Any], tasks: int, results: int, parent: int) -> None:
    """A worker's life: answer each task read from ``tasks`` and write its result (or the
    exception it raised) to ``results``, until the parent ends the tasks or is gone."""
    import threading

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_end_with, args=(parent,), daemon=True).start()
    reader = os.fdopen(tasks, "rb", buffering=_READ)
    try:
        while True:
            head = reader.read(_FRAME.size)
            if len(head) < _FRAME.size:
                return
            task = pickle.loads(reader.read(_FRAME.unpack(head)[0]))
            try:
                data = pickle.dumps((True, serve(task)), pickle.HIGHEST_PROTOCOL)
            except BaseException as error:  # the parent raises it, as it would have
                data = _failure(error)
            _write(results, _FRAME.pack(len(data)))
            _write(results, data)
    except OSError:  # the parent is gone
        return


def _failure(error: BaseException) -> bytes:
    try:
        return pickle.dumps((False, error), pickle.HIGHEST_PROTOCOL)
    except Exception:  # an exception that cannot be pickled: its text
        return pickle.dumps((False, WorkerFailed(f"{type(error).__name__}: {error}")))


def _write(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _end_with(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(ORPHAN_POLL)
    os._exit(ORPHANED)


def _enlarge(fd: int) -> None:
    try:
        import fcntl

        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_SIZE)
    except (ImportError, AttributeError, OSError):
        pass


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _gone(worker: _Worker) -> WorkerFailed:
    return WorkerFailed(f"a worker process ended before answering ({_ended(worker.pid)})")


def _ended(pid: int) -> str:
    """How a worker whose pipe closed ended (it may take a moment to be seen to)."""
    for _ in range(100):
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return "already reaped"
        if done:
            if os.WIFSIGNALED(status):
                return f"killed by signal {os.WTERMSIG(status)}"
            return f"exit code {os.waitstatus_to_exitcode(status)}"
        time.sleep(0.01)
    return "its pipe closed"
