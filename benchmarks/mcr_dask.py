"""Throughput of MCR scoring on Dask (examples/mcr-at-scale.md) against the CLI batch.

    python benchmarks/mcr_dask.py [--hands 20000] [--files 16] [--seed 15]

Needs the dask extra (``pip install -e '.[dask]'``).  The hands: distinct winning hands from
``tests/mcr_hands.py`` (as benchmarks/mcr_score.py makes them), written as ``--files`` JSON
Lines files.  Scored, in the same run and by the wall clock:

(a) ``paiju mcr score --batch - --format jsonl`` on all the lines, as a subprocess, its
    start-up (a one-line batch) taken off; and with ``--jobs 2``;
(b) examples/mcr_at_scale.py ``score_dataset`` — read the files, score each in a task,
    write a file per file — on a ``distributed.LocalCluster`` of 1 and of 2 worker processes
    (one thread each), and of one process with 2 threads; the cluster's start is measured
    apart.  Each cluster scores two datasets of as many hands, from two seeds: the first on
    fresh workers (their imports and first memos paid), the second, the rate reported, on
    warm workers but hands they have not seen.

Every Dask output file is checked against the CLI batch's output for the same file.  The
machine's cores are checked too: two pure-Python processes at once should do twice what one
does; on a shared machine they may not, and then neither ``--jobs 2`` nor two workers can.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from mcr_hands import distinct_records  # noqa: E402

PAIJU = [sys.executable, "-m", "paiju", "mcr", "score", "--batch", "-", "--format", "jsonl"]
_spec = importlib.util.spec_from_file_location("mcr_at_scale",
                                               ROOT / "examples" / "mcr_at_scale.py")
example = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(example)


def cli_seconds(data: bytes, jobs: int = 1) -> tuple[bytes, float]:
    """The CLI batch's output for ``data`` and its wall seconds."""
    start = time.perf_counter()
    done = subprocess.run(PAIJU + (["--jobs", str(jobs)] if jobs > 1 else []), input=data,
                          capture_output=True, cwd=ROOT)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"paiju failed ({done.returncode}): {done.stderr[:500]!r}")
    return done.stdout, seconds


def cli_rate(data: bytes, count: int, jobs: int = 1) -> float:
    """Hands/s of the CLI batch, by the wall clock, its start-up taken off."""
    startup = min(cli_seconds(data.split(b"\n", 1)[0] + b"\n", jobs)[1] for _ in range(3))
    return (count - 1) / (cli_seconds(data, jobs)[1] - startup)


SPIN = "import time\nstart = time.perf_counter()\nfor _ in range(10_000_000): pass\n" \
       "print(time.perf_counter() - start)"


def parallelism() -> float:
    """How much more two pure-Python processes do at once than one: 2.0 on two free cores,
    1.0 when they share one (a machine whose cores are busy elsewhere)."""
    alone = float(subprocess.run([sys.executable, "-c", SPIN], capture_output=True,
                                 text=True).stdout)
    pair = [subprocess.Popen([sys.executable, "-c", SPIN], stdout=subprocess.PIPE, text=True)
            for _ in range(2)]
    together = max(float(process.communicate()[0]) for process in pair)
    return 2 * alone / together


def dask_rates(folders: list[Path], count: int, expected: dict[Path, bytes],
               **cluster) -> str:
    """Start a local cluster, score each folder's files; the start and the rates, in words."""
    from distributed import Client, LocalCluster

    if cluster.get("processes", True):
        cluster["host"] = "127.0.0.1"  # threads in this process talk in-process
    start = time.perf_counter()
    with LocalCluster(dashboard_address=None, **cluster) as local, Client(local):
        started = time.perf_counter() - start
        rates = []
        for folder in folders:
            target = Path(tempfile.mkdtemp(dir=folder.parent))
            start = time.perf_counter()
            written = example.score_dataset(str(folder / "*.jsonl"), str(target))
            rates.append(count / (time.perf_counter() - start))
            for name in written:
                assert Path(name).read_bytes() == expected[folder / Path(name).name], name
    return (f"{rates[-1]:,.0f} hands/s (fresh workers: {rates[0]:,.0f}; the cluster "
            f"started in {started:.1f} s)")


def write_dataset(folder: Path, lines: list[str], files: int) -> dict[Path, bytes]:
    """The lines as ``files`` JSON Lines files in ``folder``; the CLI's output for each."""
    folder.mkdir()
    expected = {}
    step = -(-len(lines) // files)
    for number, start in enumerate(range(0, len(lines), step), 1):
        data = "".join(lines[start:start + step]).encode("utf-8")
        path = folder / f"part-{number:03d}.jsonl"
        path.write_bytes(data)
        expected[path] = cli_seconds(data)[0]
    return expected


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--files", type=int, default=16)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    datasets = [[json.dumps(record, ensure_ascii=False) + "\n"
                 for record in distinct_records(args.hands, seed)]
                for seed in (args.seed, args.seed + 1)]
    count = args.hands
    with tempfile.TemporaryDirectory() as work:
        folders = [Path(work) / f"hands-{n}" for n in range(2)]
        expected: dict[Path, bytes] = {}
        for folder, lines in zip(folders, datasets):
            expected.update(write_dataset(folder, lines, args.files))
        print(f"{count} distinct winning hands (seed {args.seed + 1}; seed {args.seed} to warm "
              f"up) in {args.files} files, {os.cpu_count()} cores (two busy processes at once "
              f"run {parallelism():.2f}x one); hands/s by the wall clock")
        data = "".join(datasets[1]).encode("utf-8")
        print(f"(a) CLI batch: {cli_rate(data, count):,.0f} hands/s; "
              f"--jobs 2: {cli_rate(data, count, 2):,.0f}")
        print("(b) Dask, 1 worker process: "
              + dask_rates(folders, count, expected, n_workers=1, threads_per_worker=1))
        print("    Dask, 2 worker processes: "
              + dask_rates(folders, count, expected, n_workers=2, threads_per_worker=1))
        print("    Dask, 1 process of 2 threads: "
              + dask_rates(folders, count, expected, n_workers=1, threads_per_worker=2,
                           processes=False))


if __name__ == "__main__":
    main()
