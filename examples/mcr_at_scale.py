"""Score a JSON Lines dataset of MCR hands with Dask — the code that examples/mcr-at-scale.md
walks through (tests/test_mcr_at_scale.py runs it on a local cluster).

    python examples/mcr_at_scale.py 'hands/*.jsonl' scored/ [--workers 2]
    python examples/mcr_at_scale.py 's3://BUCKET/hands/*.jsonl' s3://BUCKET/scored/ \\
        --scheduler tcp://SCHEDULER:8786 --options '{"round_wind": "S"}'

Each input file is one partition, scored by ``paiju.api.mcr.score_partition`` — what
``paiju mcr score --batch FILE --format jsonl`` prints for that file — and written to the
file of the same name in the target folder: its lines in the input's order, an answer or an
error object in each record's place.  Needs ``pip install 'paiju[dask]'`` here, and paiju on
every worker (the tasks call paiju's own function, so the workers need nothing else of
this file).
"""

from __future__ import annotations

import argparse
import json
import posixpath
from typing import Any

import dask.bag as db
from fsspec.core import open_files

from paiju.api.mcr import batch_options, score_partition


def input_files(source: str | list[str], storage_options: dict | None = None) -> list[str]:
    """The files ``source`` names (a glob or a list; local paths or fsspec URLs such as
    ``s3://…``), sorted as a glob is, each as a full URL."""
    return [file.full_name for file in open_files(source, **(storage_options or {}))]


def output_files(inputs: list[str], target: str) -> list[str]:
    """Where each input's answers go: the file of the same name in the folder ``target``."""
    names = [posixpath.basename(name) for name in inputs]
    if len(set(names)) < len(names):
        raise ValueError("two input files have the same name: their answers would collide")
    return [posixpath.join(target, name) for name in names]


def scored_bag(inputs: list[str], storage_options: dict | None = None,
               **options: Any) -> db.Bag:
    """The answers to every line of ``inputs`` as a bag: one partition per file, in order.

    The options are given once for the whole dataset, as a record's fields
    (``seat_wind="S"``, ``rules={"mixed-kongs": "official"}``); a record's own fields hold
    over them."""
    batch_options(**options)  # a bad option fails here, before any task is sent
    lines = db.read_text(inputs, encoding="utf-8-sig",  # a byte-order mark skipped, as paiju does
                         linedelimiter="\n",  # lines end at \n only, as paiju reads them
                         storage_options=storage_options)
    return lines.map_partitions(score_partition, **options)


def score_dataset(source: str | list[str], target: str, storage_options: dict | None = None,
                  **options: Any) -> list[str]:
    """Score the files ``source`` into the folder ``target`` on the current Dask scheduler
    (a ``distributed.Client``'s, once one is made); the files written, in order."""
    inputs = input_files(source, storage_options)
    outputs = output_files(inputs, target)
    scored_bag(inputs, storage_options, **options).to_textfiles(
        outputs, last_endline=True, storage_options=storage_options)
    return outputs


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", help="the input files: a glob or fsspec URL of JSON Lines")
    parser.add_argument("target", help="the folder the answers are written to")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="a running cluster's scheduler (tcp://HOST:8786); without it, "
                             "a local cluster of --workers processes")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--options", type=json.loads, default={},
                        help='options for every record, as a JSON object of record fields: '
                             '\'{"seat_wind": "S", "rules": {"mixed-kongs": "official"}}\'')
    args = parser.parse_args(argv)

    from distributed import Client, LocalCluster

    if args.scheduler:
        with Client(args.scheduler):
            written = score_dataset(args.source, args.target, **args.options)
    else:
        with LocalCluster(n_workers=args.workers, threads_per_worker=1, host="127.0.0.1",
                          dashboard_address=None) as cluster, Client(cluster):
            written = score_dataset(args.source, args.target, **args.options)
    print(f"{len(written)} files written: {', '.join(written)}")


if __name__ == "__main__":
    main()
