"""What the Gouji and Sanchazi replay benchmarks measure alike (imported by gouji_replay.py
and sanchazi_replay.py; not a benchmark of its own).

Every figure comes from distinct deals, each replayed once: the deals are self-played from a
seed no earlier run used (a fresh one each run unless ``--seed`` is given, and printed), so
no cache holds a deal before it is read — only what deals share (the plays, the terms of a
hand) is remembered, as it is for a user's stream of new records.

* in process: the record as a dict (``json.loads`` done before the clock starts) → the
  API's answer dict → its JSON text, deal after deal; the shares of reading (the record
  reader), replaying (``push_all``), settling (the facts and the settlement) and writing
  (the JSON text) are timed around those calls in the same pass.
* the command line: ``paiju GAME replay - --format jsonl`` in a subprocess, stdin from a
  file of the deals as JSON Lines, stdout to /dev/null; its start-up, the same command on a
  one-line file (another deal), is taken off.
* with ``--callgrind``: instructions per deal (valgrind's callgrind, the N-deal run less the
  one-deal run, /(N−1)), in process and through the command line, and the instructions a
  second this machine runs, measured in the same run (:func:`machine_speed`): a rate that
  the machine's load does not change, printed beside the wall-clock one.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent


def fresh_seed() -> int:
    """A seed no earlier run used (the clock and the process id)."""
    return time.time_ns() // 1000 % 10**9 * 100 + os.getpid() % 100


@dataclass
class Phases:
    """Seconds spent in each phase, summed over the deals."""

    seconds: dict[str, float] = field(default_factory=dict)

    def timed(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        seconds = self.seconds
        seconds.setdefault(name, 0.0)
        clock = time.perf_counter

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = clock()
            try:
                return function(*args, **kwargs)
            finally:
                seconds[name] += clock() - start
        return wrapper


@dataclass(frozen=True)
class Hook:
    """A function the answer calls, timed as one phase: ``owner.name`` (a module or class)."""

    phase: str
    owner: Any
    name: str


@contextmanager
def hooked(hooks: list[Hook], phases: Phases) -> Iterator[None]:
    saved = [(hook, getattr(hook.owner, hook.name)) for hook in hooks]
    for hook, original in saved:
        setattr(hook.owner, hook.name, phases.timed(hook.phase, original))
    try:
        yield
    finally:
        for hook, original in saved:
            setattr(hook.owner, hook.name, original)


def in_process(records: list[dict[str, Any]], answer: Callable[[Any], dict[str, Any]],
               write: Callable[[Any], str], hooks: list[Hook]) -> tuple[float, Phases]:
    """Seconds to answer every record once (dict in, JSON text out) and the phases' shares."""
    phases = Phases()
    timed_write = phases.timed("writing", write)
    with hooked(hooks, phases):
        start = time.perf_counter()
        for record in records:
            timed_write(answer(record))
        seconds = time.perf_counter() - start
    return seconds, phases


def report_in_process(seconds: float, phases: Phases, deals: int, actions: int) -> None:
    print(f"in process:     {deals / seconds:8.0f} deals/s  {seconds / actions * 1e6:6.2f} "
          f"µs/action  ({deals} distinct deals, dict in → answer → JSON text; wall clock)")
    shares = "  ".join(f"{name} {value / seconds:5.1%}" for name, value in phases.seconds.items())
    other = seconds - sum(phases.seconds.values())
    print(f"  shares:       {shares}  answer dicts {other / seconds:5.1%}")


def cli_seconds(command: list[str], path: Path) -> float:
    env = {name: value for name, value in os.environ.items()
           if name != "PYTHONDONTWRITEBYTECODE"}
    with open(path, encoding="utf-8") as stdin:
        start = time.perf_counter()
        done = subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, env=env, cwd=ROOT)
        seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.decode()}")
    return seconds


def instructions(command: list[str], path: Path) -> int:
    """What callgrind counts for ``command`` reading ``path`` on stdin."""
    with open(path, encoding="utf-8") as stdin:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                               *command], stdin=stdin, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, cwd=ROOT, text=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"callgrind of {' '.join(command)} failed: {done.stderr[-2000:]}")
    return int(found[1])


def machine_speed(inner: list[str], one: str, answer: Callable[[Any], dict[str, Any]],
                  write: Callable[[Any], str], folder: Path) -> float:
    """This machine's instructions a second on this work: callgrind's count of one record
    answered 21 times less once, over the least native time of one answer among 300 (the
    one calibration that repeats its input: it measures the machine, not the referee; the
    least of many short runs is the one another process did not interrupt)."""
    again, single = folder / "again.jsonl", folder / "single.jsonl"
    again.write_text((one + "\n") * 21, encoding="utf-8")
    single.write_text(one + "\n", encoding="utf-8")
    count = (instructions([*inner, str(again)], again)
             - instructions([*inner, str(single)], single)) / 20
    record, best = json.loads(one), float("inf")
    for _ in range(300):
        start = time.perf_counter()
        write(answer(record))
        best = min(best, time.perf_counter() - start)
    speed = count / best
    print(f"machine:        {speed / 1e9:8.2f} G instructions/s (callgrind count of one answer "
          f"/ its least native time of 300, measured now)")
    return speed


def command_line(game: str, lines: list[str], one: str, actions: int, repeat: int,
                 callgrind: bool, inner: list[str], answer: Callable[[Any], dict[str, Any]],
                 write: Callable[[Any], str]) -> None:
    """Deals per second through ``paiju GAME replay -`` (start-up taken off), and with
    ``callgrind`` the instruction counts in process (``inner``: the benchmark's own
    in-process pass, reading a file of records) and through the command line."""
    command = [sys.executable, "-m", "paiju", game, "replay", "-", "--format", "jsonl"]
    with tempfile.TemporaryDirectory() as folder:
        many, single = Path(folder) / "many.jsonl", Path(folder) / "one.jsonl"
        many.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        single.write_text(one + "\n", encoding="utf-8")
        start_up = min(cli_seconds(command, single) for _ in range(repeat))
        print(f"cli start-up:   {start_up * 1e3:8.0f} ms  (paiju {game} replay - on one line)")
        walls = {}
        for jobs in (1, 2):
            walls[jobs] = min(cli_seconds([*command, "--jobs", str(jobs)], many)
                              for _ in range(repeat))
            rate = len(lines) / max(walls[jobs] - start_up, 1e-9)
            print(f"cli --jobs {jobs}:   {rate:8.0f} deals/s  "
                  f"{(walls[jobs] - start_up) / actions * 1e6:6.2f} µs/action  ({len(lines)} "
                  f"distinct deals in {walls[jobs]:.2f} s, start-up taken off; wall clock, "
                  f"best of {repeat})")
        if not callgrind:
            return
        cli_many, cli_one = instructions(command, many), instructions(command, single)
        per_deal = (cli_many - cli_one) / (len(lines) - 1)
        speed = machine_speed(inner, one, answer, write, Path(folder))
        inner_many = instructions([*inner, str(many)], many)
        inner_one = instructions([*inner, str(single)], single)
        inner_deal = (inner_many - inner_one) / (len(lines) - 1)
        for name, count in (("in process", inner_deal), ("cli --jobs 1", per_deal)):
            print(f"{name + ':':15} {count / 1e6:8.2f} M instructions/deal "
                  f"{count * len(lines) / actions / 1e3:6.1f} k/action  → "
                  f"{speed / count:6.0f} deals/s at this machine's instructions/s "
                  "(callgrind)")


def legal_listing(leaders: list[Any], warm: list[Any]) -> None:
    """Mean and worst of one ``legal_actions()`` per distinct seat leading with a full hand
    (``warm``: other set-ups, listed first so that the plays they share are met once)."""
    for referee in warm:
        referee.legal_actions()
    times, counts = [], []
    for referee in leaders:
        start = time.perf_counter()
        listed = referee.legal_actions()
        times.append(time.perf_counter() - start)
        counts.append(len(listed))
    print(f"legal listing:  {statistics.mean(times) * 1e3:.3f} ms mean, {max(times) * 1e3:.3f} ms "
          f"worst, {statistics.median(times) * 1e3:.3f} ms median, for {len(leaders)} distinct "
          f"seats leading with a full hand ({statistics.mean(counts):.0f} actions on average, "
          f"{max(counts)} at most; wall clock)")


def read_records(path: str) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def options(doc: str, deals: int) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--deals", type=int, default=deals)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--repeat", type=int, default=3, help="best of R command-line runs")
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--inner", help=argparse.SUPPRESS)
    return parser.parse_args()


def inner(path: str, answer: Callable[[Any], dict[str, Any]],
          write: Callable[[Any], str]) -> None:
    """The in-process pass alone, on a file of records (what ``--callgrind`` counts)."""
    for record in read_records(path):
        write(answer(record))


def replay_distinct(game: str, args: argparse.Namespace, self_play: Callable[..., Any],
                    books: list[Any], answer: Callable[[Any], dict[str, Any]],
                    write: Callable[[Any], str], hooks: list[Hook], script: str) -> int:
    """Self-play ``args.deals`` distinct deals (and one more, the start-up's) from a fresh
    seed, replay them in process and through the command line; the seed used."""
    seed = fresh_seed() if args.seed is None else args.seed
    games = [self_play(seed + index, books[index % len(books)])
             for index in range(args.deals + 1)]
    lines = [json.dumps(game.record, ensure_ascii=False) for game in games]
    one, lines = lines[-1], lines[:-1]
    actions = sum(len(game.actions) for game in games[:-1])
    print(f"seed {seed}: {len(lines)} distinct self-played {game} deals, "
          f"{actions / len(lines):.0f} actions a deal on average")
    seconds, phases = in_process([json.loads(line) for line in lines], answer, write, hooks)
    report_in_process(seconds, phases, len(lines), actions)
    command_line(game, lines, one, actions, args.repeat, args.callgrind,
                 [sys.executable, script, "--inner"], answer, write)
    return seed
