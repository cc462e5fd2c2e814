"""Throughput of MCR scoring on distinct hands, the way people who score in bulk meet it.

    python benchmarks/mcr_score.py [--hands 20000] [--seed 15] [--keep FILE]

The hands: at least 20,000 distinct winning hands (no two with the same tiles and melds)
generated from a seed by ``tests/mcr_hands.py`` — every form (regular, seven pairs, thirteen
orphans, honours and knitted, knitted straight, nine gates), claimed melds, melded and
concealed kongs, and a legal situation for each (self-drawn, fourth tile, last tile, kong,
seat and prevalent winds, flowers), half written as a context suffix in the hand and half as
the record's fields.  Not the public corpus repeated: repeats would be served by caches.

Scored four ways in the same run:

(a) the CLI batch, ``paiju mcr score --batch - --format jsonl`` as a subprocess; its start-up,
    measured on a one-line batch, is taken off;
(b) the engine in-process (``parse_hand`` + ``check_situation`` + ``score``), in a fresh
    process so that no cache is warm, with the microseconds a hand spends parsing and scoring;
(c) PyMahjongGB (the compiled reference, the ``bench`` extra) on the same hands, from call
    arguments prepared beforehand;
(d) the CLI batch with ``--jobs 2`` against ``--jobs 1`` and against the batch split by
    hand over two processes (the halves cut beforehand, run at once: no parent, nothing
    sent, what this machine gives two processes), their runs taken in turns, each reading
    the batch from a file; again on ``--large`` hands (100,000), where what each worker
    learns (its memos) weighs less;
(e) where a CLI line's time goes: the CLI's own ``main`` run in a fresh process over the same
    lines (stdin a file, stdout ``/dev/null``), with the calls to ``parse_hand``,
    ``check_situation`` and ``score`` timed (``perf_counter``, the cheapest clock) from the
    first hand read (the commands' imports left out); the situation check counts with
    scoring, as in (b). What is left is everything a line costs outside parsing and scoring
    (reading the record, merging its conditions, the canonical notation, the JSON text, the
    batch loop), less what the timers themselves cost outside their own measure (measured in
    the same process afterwards, on a timed call of a function doing nothing).
    The subtraction (a) − (b) counts more: the engine run alone keeps the processor's caches
    to itself, the CLI's engine shares them with the rest of the line.

(f) with ``--callgrind``: instructions a line (valgrind's callgrind: 1,100 distinct lines less
    100, /1,000, so that start-up and the first lines' memos are left out) through the CLI
    batch and through the engine alone (``parse_hand`` + situation + ``score`` over the same
    records, in process), their difference (everything a line costs outside parsing and
    scoring), and the rates they make at this machine's instructions a second measured in the
    same run (``replay_rates.machine_speed``): figures the machine's load does not change.

Each is the best of ``--runs`` runs (3): this machine's speed drifts by 15-20% from one run to
the next, and the least time is the one least disturbed by other processes.

Rates are hands per second of CPU time (one core; what other processes on a shared machine
do does not count against it) and, for the CLI, by the wall clock too; ``--jobs 2`` is
compared by the wall clock, which is what spreading over two cores buys.  The CLI's totals
are checked against the engine's and the reference's.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from mcr_hands import distinct_records, reference_call  # noqa: E402
from replay_rates import inner, instructions, machine_speed  # noqa: E402

PAIJU = [sys.executable, "-m", "paiju", "mcr", "score", "--batch", "-", "--format", "jsonl"]
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_cli(lines: str, jobs: int = 1) -> tuple[str, float, float]:
    """The CLI's output for JSON Lines ``lines``, its CPU seconds and wall seconds."""
    cpu, wall = children_cpu(), time.perf_counter()
    done = subprocess.run(PAIJU + (["--jobs", str(jobs)] if jobs > 1 else []), input=lines,
                          capture_output=True, text=True, env=ENV, cwd=ROOT)
    wall, cpu = time.perf_counter() - wall, children_cpu() - cpu
    if done.returncode not in (0, 1):
        raise SystemExit(f"paiju failed ({done.returncode}): {done.stderr[:500]}")
    return done.stdout, cpu, wall


def cli_rate(lines: str, count: int, runs: int = 3) \
        -> tuple[list[int], float, float, float]:
    """Totals, hands/s of CPU and of wall time with the start-up taken off (best of
    ``runs``), and the start-up (CPU seconds) of a one-line batch."""
    first = lines.split("\n", 1)[0] + "\n"
    startup = min((run_cli(first) for _ in range(3)), key=lambda run: run[1])
    done = [run_cli(lines) for _ in range(runs)]
    output = done[0][0]
    cpu, wall = min(run[1] for run in done), min(run[2] for run in done)
    totals = [json.loads(line)["total"] for line in output.splitlines()]
    return (totals, (count - 1) / (cpu - startup[1]), (count - 1) / (wall - startup[2]),
            startup[1])


def at_once(inputs: list[Path], jobs: int = 1) -> tuple[float, list[str]]:
    """Wall seconds of CLI batches started together, one per input file (on stdin, as a
    user's file), and their outputs (written to files: no pipe to drain)."""
    with tempfile.TemporaryDirectory() as folder, ExitStack() as files:
        outputs = [Path(folder) / f"{n}.jsonl" for n in range(len(inputs))]
        streams = [(files.enter_context(open(given, "rb")), files.enter_context(open(output, "wb")))
                   for given, output in zip(inputs, outputs)]
        start = time.perf_counter()
        running = [subprocess.Popen(PAIJU + (["--jobs", str(jobs)] if jobs > 1 else []),
                                    stdin=given, stdout=output, stderr=subprocess.DEVNULL,
                                    env=ENV, cwd=ROOT)
                   for given, output in streams]
        codes = [process.wait() for process in running]
        wall = time.perf_counter() - start
        if set(codes) - {0, 1}:
            raise SystemExit(f"paiju failed ({codes})")
        return wall, [output.read_text(encoding="utf-8") for output in outputs]


def jobs_rates(lines: str, count: int, runs: int) -> tuple[list[int], float, float, float]:
    """Totals and the wall-clock hands/s of ``--jobs 1``, ``--jobs 2``, and of the batch
    split by hand: two ``--jobs 1`` processes on the two halves, cut beforehand, at once (no
    parent, nothing sent, no worker waiting for the other; each learning its memos as a
    worker does): what this machine gives two processes at that moment.
    Each the best of ``runs`` runs taken in turns, so that the machine's drift weighs on all
    alike; start-ups (one-line batches, best of 3, two at once for the halves) taken off."""
    rows = lines.splitlines(keepends=True)
    with tempfile.TemporaryDirectory() as folder:
        def written(name: str, part: list[str]) -> Path:
            path = Path(folder) / name
            path.write_text("".join(part), encoding="utf-8")
            return path

        whole, first = written("whole", rows), written("first", rows[:1])
        halves = [written("a", rows[:count // 2]), written("b", rows[count // 2:])]
        ways = {"one": ([whole], 1), "two": ([whole], 2), "halves": (halves, 1)}
        startups = {"one": [first], "two": [first], "halves": [first, first]}
        startup = {way: min(at_once(startups[way], ways[way][1])[0] for _ in range(3))
                   for way in ways}
        walls: dict[str, list[float]] = {way: [] for way in ways}
        output = ""
        for _ in range(runs):
            for way, (inputs, jobs) in ways.items():
                wall, outputs = at_once(inputs, jobs)
                walls[way].append(wall)
                if way == "two":
                    output = outputs[0]
    totals = [json.loads(line)["total"] for line in output.splitlines()]
    one, two, by_hand = ((count - len(startups[way])) / (min(walls[way]) - startup[way])
                       for way in ways)
    return totals, one, two, by_hand


def print_jobs(label: str, lines: str, count: int, runs: int) -> list[int]:
    totals, one, two, by_hand = jobs_rates(lines, count, runs)
    print(f"{label} CLI batch --jobs 2: {two:,.0f} hands/s by the wall clock = "
          f"{two / one:.2f}x --jobs 1 ({one:,.0f} hands/s in the same alternated runs); split "
          f"by hand (two processes on pre-cut halves at once) {by_hand / one:.2f}x: --jobs 2 "
          f"gets {two / by_hand:.0%} of that")
    return totals


ENGINE = r"""
import json, sys, time
sys.path[:0] = [{root!r}]
from paiju.engine.mcr.scoring import score
from paiju.engine.mcr.situation import Situation, check_situation
from paiju.grammar.mcr import parse_hand
texts, situations = json.load(open({path!r}, encoding="utf-8"))
given = [None if fields is None else Situation(*fields) for fields in situations]
start = time.process_time()
parsed = [parse_hand(text) for text in texts]
parsing = time.process_time() - start
start = time.process_time()
totals = []
for (hand, suffix), situation in zip(parsed, given):
    situation = situation or suffix or Situation()
    check_situation(hand, situation)
    totals.append(score(hand, situation).total)
scoring = time.process_time() - start
print(json.dumps([parsing, scoring, totals]))
"""


INSIDE = r"""
import io, json, sys, time
sys.path[:0] = [{root!r}]
sys.argv = ["paiju", "mcr", "score", "--batch", "-", "--format", "jsonl"]
sys.stdin = io.TextIOWrapper(open({path!r}, "rb"), encoding="utf-8")
sys.stdout = open("/dev/null", "w")
import paiju.api.mcr.scoring as api
import paiju.grammar.mcr_records as records
spent = {{"parse_hand": 0.0, "score": 0.0, "probe": 0.0, "calls": 0}}
first = []  # when the first hand was read: the commands' imports are done by then
clock = time.perf_counter
def timed(call, name):
    def timed_call(*args):
        start = clock()
        if not first:
            first.append(start)
        try:
            return call(*args)
        finally:
            spent[name] += clock() - start
            spent["calls"] += 1
    return timed_call
api.parse_hand = timed(api.parse_hand, "parse_hand")
api.score = timed(api.score, "score")
records.check_situation = timed(records.check_situation, "score")  # as (b) counts it
from paiju.cli import main
try:
    main(standalone_mode=False)
except SystemExit:
    pass
spent["all"] = clock() - first[0]
# what a timed call costs outside its own measure, to be taken off what is left
def nothing(*args):
    return None
probe, count = timed(nothing, "probe"), 200000
start = clock()
for _ in range(count):
    nothing(1, 2)
plain = clock() - start
start = clock()
for _ in range(count):
    probe(1, 2)
spent["timer"] = (clock() - start - plain - spent["probe"]) / count
spent["calls"] -= count
sys.__stdout__.write(json.dumps(spent))
"""


def inside_cli(lines: str) -> dict[str, float]:
    """Seconds a CLI run spends in all, parsing and scoring (its own process)."""
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False,
                                     encoding="utf-8") as file:
        file.write(lines)
    try:
        done = subprocess.run([sys.executable, "-c", INSIDE.format(root=str(ROOT),
                                                                   path=file.name)],
                              capture_output=True, text=True, env=ENV, cwd=ROOT, check=True)
    finally:
        os.unlink(file.name)
    return json.loads(done.stdout)


def given_situation(record: dict):
    """The situation a record's fields give (None when it is in the hand's suffix)."""
    from paiju.engine.mcr.situation import Situation
    from paiju.grammar.mcr import WIND_CODES

    if len(record) == 1:
        return None
    return Situation(record.get("self_drawn", False), record.get("fourth_tile", False),
                     record.get("kong", False), record.get("last_tile", False),
                     WIND_CODES[record.get("seat_wind", "E")],
                     WIND_CODES[record.get("round_wind", "E")], record.get("flowers", 0))


def engine_rate(records: list[dict]) -> tuple[list[int], float, float]:
    """Totals and seconds spent parsing and scoring, in a fresh process."""
    texts = [record["hand"] for record in records]
    situations = [None if given is None else [given.self_drawn, given.fourth_tile, given.kong,
                                              given.last_tile, given.seat_wind,
                                              given.round_wind, given.flowers]
                  for given in map(given_situation, records)]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as file:
        json.dump([texts, situations], file, ensure_ascii=False)
    try:
        done = subprocess.run([sys.executable, "-c", ENGINE.format(root=str(ROOT),
                                                                   path=file.name)],
                              capture_output=True, text=True, env=ENV, check=True)
    finally:
        os.unlink(file.name)
    parsing, scoring, totals = json.loads(done.stdout)
    return totals, parsing, scoring


def best_engine_rate(records: list[dict], runs: int) -> tuple[list[int], float, float]:
    done = [engine_rate(records) for _ in range(runs)]
    return done[0][0], min(run[1] for run in done), min(run[2] for run in done)


def reference_rate(records: list[dict], runs: int) -> tuple[list[int], float] | None:
    """PyMahjongGB's totals and hands/s, or None when it is not installed."""
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        return None
    from paiju.grammar.mcr import parse_hand

    calls = []
    for record in records:
        hand, suffix = parse_hand(record["hand"])
        calls.append(reference_call(hand, given_situation(record) or suffix))
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        totals = [sum(points for points, _ in MahjongFanCalculator(**call)) for call in calls]
        best = min(best, time.process_time() - start)
    return totals, len(calls) / best


def engine_pass(spec: str) -> None:
    """``PATH:COUNT``: the first COUNT records of a file parsed, checked and scored in process
    (what (f) counts for the engine); every record is read and its conditions taken first, in
    both counts alike, so that reading them is left out of the difference as in (b)."""
    from paiju.engine.mcr.scoring import score
    from paiju.grammar.mcr import parse_hand
    from paiju.grammar.mcr_records import given_from_record, situation_for

    path, count = spec.rsplit(":", 1)
    with open(path, encoding="utf-8") as file:
        records = [json.loads(line) for line in file]
    given = [(record["hand"], given_from_record(record)) for record in records]
    for text, conditions in given[:int(count)]:
        hand, suffix = parse_hand(text)
        score(hand, situation_for(hand, suffix, conditions))


def counted(records: list[dict]) -> None:
    """(f): instructions a line through the CLI and the engine (1,100 lines less 100)."""
    from paiju.api.jsonl import to_json
    from paiju.api.mcr.scoring import score_record

    lines = [json.dumps(record, ensure_ascii=False) + "\n" for record in records[:1100]]
    with tempfile.TemporaryDirectory() as folder:
        many, few = Path(folder) / "many.jsonl", Path(folder) / "few.jsonl"
        many.write_text("".join(lines), encoding="utf-8")
        few.write_text("".join(lines[:100]), encoding="utf-8")
        cli = (instructions(PAIJU, many) - instructions(PAIJU, few)) / 1000
        engine = [sys.executable, __file__, "--engine"]
        engine_line = (instructions([*engine, f"{many}:1100"], many)
                       - instructions([*engine, f"{many}:100"], many)) / 1000
        speed = machine_speed([sys.executable, __file__, "--inner"], lines[1].rstrip("\n"),
                              score_record, to_json, Path(folder))
    print(f"(f) callgrind, 1,100 lines less 100: the CLI batch {cli / 1e3:.0f} k instructions a "
          f"line = {speed / cli:,.0f} hands/s at this machine's instructions/s; the engine "
          f"(parse and score) {engine_line / 1e3:.0f} k; everything else "
          f"{(cli - engine_line) / 1e3:.0f} k = {(cli - engine_line) / speed * 1e6:.1f} us a "
          "line")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--keep", metavar="FILE", help="also write the records to FILE")
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs (3)")
    parser.add_argument("--large", type=int, default=100_000, metavar="HANDS",
                        help="also (d) on this many hands (100000; 0: not)")
    parser.add_argument("--callgrind", action="store_true",
                        help="also (f): instructions a line (valgrind), load-independent")
    parser.add_argument("--only-callgrind", action="store_true", help="(f) alone")
    parser.add_argument("--inner", help=argparse.SUPPRESS)
    parser.add_argument("--engine", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:  # the in-process pass the machine's speed is calibrated on
        from paiju.api.jsonl import to_json
        from paiju.api.mcr.scoring import score_record

        return inner(args.inner, score_record, to_json)
    if args.engine:
        return engine_pass(args.engine)
    if args.only_callgrind:
        return counted(distinct_records(1100, args.seed))
    records = distinct_records(args.hands, args.seed)
    lines = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records)
    if args.keep:
        Path(args.keep).write_text(lines, encoding="utf-8")
    count = len(records)
    runs = max(1, args.runs)
    print(f"{count} distinct winning hands (seed {args.seed}), one core, best of {runs} runs")

    totals, cpu_rate, wall_rate, startup = cli_rate(lines, count, runs=runs)
    print(f"(a) CLI batch: {cpu_rate:,.0f} hands/s ({wall_rate:,.0f} by the wall clock; "
          f"start-up {startup * 1000:.0f} ms taken off) = {1e6 / cpu_rate:.1f} us a line")

    engine_totals, parsing, scoring = best_engine_rate(records, runs)
    engine = count / (parsing + scoring)
    print(f"(b) engine in-process: {engine:,.0f} hands/s: parse {parsing / count * 1e6:.1f} us "
          f"+ score {scoring / count * 1e6:.1f} us a hand; the CLI spends "
          f"{1e6 / cpu_rate - 1e6 / engine:.1f} us a line beyond them")
    assert engine_totals == totals, "the CLI and the engine disagree on a total"

    reference = reference_rate(records, runs)
    if reference is None:
        print("(c) PyMahjongGB not installed (pip install -e '.[bench]'): no ratio")
    else:
        reference_totals, theirs = reference
        assert reference_totals == totals, "paiju and PyMahjongGB disagree on a total"
        print(f"(c) PyMahjongGB: {theirs:,.0f} hands/s (score only, from prepared call "
              f"arguments): {theirs / cpu_rate:.1f}x the CLI batch, {theirs / engine:.1f}x the "
              "engine")

    jobs_totals = print_jobs("(d)", lines, count, runs)
    assert jobs_totals == totals, "--jobs 2 answers differently"
    if args.large > count:
        large = distinct_records(args.large, args.seed)
        large_lines = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in large)
        print_jobs(f"(d) on {args.large:,} hands:", large_lines, args.large, runs)

    inside = min((inside_cli(lines) for _ in range(runs)), key=lambda run: run["all"])
    line_us = {name: inside[name] / count * 1e6 for name in ("all", "parse_hand", "score")}
    timers = inside["timer"] * inside["calls"] / count * 1e6
    rest = line_us["all"] - line_us["parse_hand"] - line_us["score"] - timers
    print(f"(e) inside one CLI run: {line_us['all']:.1f} us a line = parse "
          f"{line_us['parse_hand']:.1f} + score {line_us['score']:.1f} (with the situation "
          f"check, as in (b)) + everything else {rest:.1f} us (the timers' own "
          f"{timers:.1f} us a line taken off)")
    if args.callgrind:
        counted(records)


if __name__ == "__main__":
    main()
