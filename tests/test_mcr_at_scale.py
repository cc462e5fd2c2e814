"""MCR scoring at scale on Dask (issue 15, point 4): the code of examples/mcr-at-scale.md
(examples/mcr_at_scale.py), run on a local Dask cluster of two worker processes over a few
thousand distinct hands split over several files — ids of every kind and bad lines mixed in —
writes for each file exactly what ``paiju mcr score --batch - --format jsonl`` prints for it,
line for line; the bag's partitions come back in file order; options given once for the whole
dataset are applied as the command line's options are; a bad option fails before any task."""

from __future__ import annotations

import functools
import importlib.util
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from forked import run_paiju
from mcr_hands import distinct_records
from paiju.errors import RecordError

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "examples" / "mcr-at-scale.md"
SAMPLE = ROOT / "examples" / "mcr-dataset"


class _Example:
    """examples/mcr_at_scale.py, loaded on first use: it imports dask, and distributed is
    imported by the cluster's fixture, so that collecting the suite (on every xdist worker)
    does not pay their second or more of imports."""

    @functools.cached_property
    def module(self) -> Any:
        spec = importlib.util.spec_from_file_location("mcr_at_scale",
                                                      ROOT / "examples" / "mcr_at_scale.py")
        loaded = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(loaded)
        return loaded

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or name.startswith("pytest"):  # collection asking what it is
            raise AttributeError(name)
        return getattr(self.module, name)


example = _Example()

PAIJU = ["mcr", "score", "--batch", "-", "--format", "jsonl"]
BAD_LINES = [  # each answered by an error object in its place
    "not json",
    "[1]",
    '{"id": "no-hand"}',
    '{"id": "typo", "hand": "1112345678999m9m", "seatwind": "S"}',
    '{"id": "bad-tile", "hand": "1112345678999m9x"}',
    '{"id": "fifth-tile", "hand": "1111123456789m9m"}',
    '{"id": "disagrees", "hand": "1112345678999m9m|EE1000", "self_drawn": false}',
    '{"id": "bad-rule", "hand": "1112345678999m9m", "rules": {"no-such": "x"}}',
    '{"id": "bad-wind", "hand": "1112345678999m9m", "seat_wind": "X"}',
    '{"id": "cr", "hand": "1112345678999m9m"}\r{"hand": "1112345678999m9m"}',  # one line
]
ODD_LINES = [  # answered: not a win, and ids the answer echoes untouched
    '{"id": "no", "hand": "123m456p789s11p22pW"}',
    '{"id": "\\ud800 lone", "hand": "1112345678999m9m"}',
    '{"id": [3, {"table": "东1", "ok": null}], "hand": "[123m][EEEE]456p78s99s9s"}',
    '{"hand": "[234p][234p]22334p99s4p", "id": 1e300}',
]
FILES = ("day-01.jsonl", "day-02.jsonl", "day-03.jsonl", "day-10.jsonl", "night.jsonl")
OPTIONS = {"round_wind": "南", "rules": {"mixed-kongs": "official", "wait-fans": "by-shape"}}
CLI_OPTIONS = ["--round-wind", "S", "--rule", "mixed-kongs=official",
               "--rule", "wait-fans=by-shape"]


def _with_id(record: dict, n: int) -> dict:
    """Ids of several kinds, or none, first or last."""
    kind = n % 6
    if kind == 5:
        return record
    value = [n, f"hand-{n}", f"局-{n}", [n // 100, {"seat": n % 4}], None][kind]
    return {"id": value, **record} if n % 2 else {**record, "id": value}


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    """3,000 distinct hands and the odd and bad lines over five files of uneven sizes: one
    with a byte-order mark and CRLF line ends, one with no newline at its end, comments and
    blank lines here and there."""
    rng = random.Random(15)
    lines = [json.dumps(_with_id(record, n), ensure_ascii=n % 3 == 0)
             for n, record in enumerate(distinct_records(3000, 15))]
    for extra in BAD_LINES + ODD_LINES + ["", "# scored on Dask", "   "]:
        lines.insert(rng.randrange(len(lines)), extra)
    cuts = [0, 400, 1100, 1150, 2300, len(lines)]
    folder = tmp_path_factory.mktemp("hands")
    for name, start, end in zip(FILES, cuts, cuts[1:]):
        part = lines[start:end]
        if name == "day-01.jsonl":
            data = "\ufeff" + "".join(line + "\r\n" for line in part)
        elif name == "day-03.jsonl":
            data = "\n".join(part)
        else:
            data = "".join(line + "\n" for line in part)
        (folder / name).write_text(data, encoding="utf-8", newline="")
    return folder


@pytest.fixture(scope="module")
def client():
    """Two worker processes of one thread each, on the loopback interface."""
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster, Client(cluster) as connected:
        yield connected


def batch_output(path: Path, options: list[str] = ()) -> str:
    """What ``paiju mcr score --batch - --format jsonl`` prints for the lines of ``path``."""
    done = run_paiju([*PAIJU, *options], path.read_bytes(), text=False)  # a forked process
    assert done.returncode in (0, 1, 2) and not done.stderr, done.stderr
    return done.stdout.decode("utf-8")


def assert_same_lines(written: str, printed: str, where: str) -> None:
    ours, theirs = written.splitlines(), printed.splitlines()
    for number, (one, other) in enumerate(zip(ours, theirs), 1):
        assert one == other, f"{where}, output line {number}"
    assert len(ours) == len(theirs), where


def test_each_file_scored_on_dask_is_what_the_batch_prints_for_it(client, dataset, tmp_path):
    written = example.score_dataset(str(dataset / "*.jsonl"), str(tmp_path / "scored"))
    assert [Path(name).name for name in written] == sorted(FILES)  # one output per input
    answers = 0
    for name in FILES:
        text = (tmp_path / "scored" / name).read_text(encoding="utf-8")
        assert_same_lines(text, batch_output(dataset / name), name)
        answers += len(text.splitlines())
    assert answers == 3000 + len(BAD_LINES) + len(ODD_LINES)


def test_answers_keep_their_records_places_ids_and_line_numbers(client, dataset, tmp_path):
    """Every significant line of a file has its answer in its place: a record's answer
    starts with its id (echoed untouched) and hand; a bad line's error object gives its
    line number in that file."""
    example.score_dataset(str(dataset / "*.jsonl"), str(tmp_path / "scored"))
    for name in FILES:
        physical = (dataset / name).read_bytes().decode("utf-8-sig").split("\n")
        queries = [(number, line.strip()) for number, line in enumerate(physical, 1)
                   if line.strip() and not line.strip().startswith("#")]
        answers = [json.loads(line) for line in
                   (tmp_path / "scored" / name).read_text(encoding="utf-8").splitlines()]
        assert len(answers) == len(queries), name
        for (number, line), answer in zip(queries, answers):
            if line in BAD_LINES:
                assert answer["line"] == number and answer["error"], (name, number)
                continue
            record = json.loads(line)
            assert answer["hand"] == record["hand"], (name, number)
            if "id" in record:
                assert next(iter(answer)) == "id" and answer["id"] == record["id"]
            else:
                assert "id" not in answer


def test_options_given_once_hold_for_every_record_as_on_the_command_line(client, dataset):
    """The bag computed whole: its partitions in file order, each with the options the
    command line's --seat-wind and --rule give."""
    inputs = example.input_files(str(dataset / "*.jsonl"))
    lines = client.compute(example.scored_bag(inputs, **OPTIONS)).result(timeout=120)
    printed = "".join(batch_output(dataset / name, CLI_OPTIONS) for name in sorted(FILES))
    assert_same_lines("\n".join(lines), printed, "the whole bag")
    answers = [json.loads(line) for line in lines if '"canonical"' in line]
    assert all(answer["rules"] == OPTIONS["rules"] for answer in answers)
    assert any(answer["canonical"].split("|")[1][0] == "S" for answer in answers)


def test_the_bad_lines_are_counted_as_the_page_counts_them(client, dataset):
    inputs = example.input_files(str(dataset / "*.jsonl"))
    bad = example.scored_bag(inputs).filter(lambda text: "error" in json.loads(text))
    assert client.compute(bad.count()).result(timeout=120) == len(BAD_LINES)


def test_the_example_scores_on_a_scheduler_given_by_its_address(client, tmp_path, capsys):
    """The page's way to a real cluster: ``--scheduler ADDRESS`` connects a client of its own
    (here to the local cluster's scheduler); ``--options`` gives the options as JSON."""
    options = json.dumps({"round_wind": "S", "rules": {"mixed-kongs": "official"}})
    example.main([str(SAMPLE / "*.jsonl"), str(tmp_path / "scored"),
                  "--scheduler", client.scheduler.address, "--options", options])
    assert capsys.readouterr().out.startswith("2 files written: ")
    for path in sorted(SAMPLE.glob("*.jsonl")):
        assert_same_lines((tmp_path / "scored" / path.name).read_text(encoding="utf-8"),
                          batch_output(path, ["--round-wind", "S", "--rule",
                                              "mixed-kongs=official"]), path.name)


def test_a_bad_option_fails_before_any_task_is_sent(dataset, tmp_path):
    with pytest.raises(RecordError) as raised:
        example.score_dataset(str(dataset / "*.jsonl"), str(tmp_path / "out"), seat_wind="X")
    assert raised.value.field == "seat_wind"
    with pytest.raises(RecordError) as raised:
        example.score_dataset(str(dataset / "*.jsonl"), str(tmp_path / "out"), hand="1m")
    assert raised.value.field == "hand"
    assert not (tmp_path / "out").exists()


def test_the_pages_sample_dataset_scores_as_its_batch_output_shows(client, tmp_path):
    written = example.score_dataset(str(SAMPLE / "*.jsonl"), str(tmp_path / "scored"))
    assert len(written) >= 2
    for path in sorted(SAMPLE.glob("*.jsonl")):
        assert_same_lines((tmp_path / "scored" / path.name).read_text(encoding="utf-8"),
                          batch_output(path), path.name)


def test_the_pages_python_is_the_examples_code():
    """The page shows the example's code: each ```python block of it is in the file."""
    code = (ROOT / "examples" / "mcr_at_scale.py").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    assert blocks
    for block in blocks:
        assert block in code, block[:200]


def test_a_file_that_is_not_utf8_fails_its_task_documented_dask_reads_strictly(client, tmp_path):
    """Where the command answers an undecodable line with an error object, read_text's
    strict decoding fails the file's task, and the computation with it (the page says so)."""
    source = tmp_path / "bad.jsonl"
    source.write_bytes(b'{"hand": "1112345678999m9m"}\n{"hand": "\xff"}\n')
    bag = example.scored_bag(example.input_files(str(source)))
    with pytest.raises(UnicodeDecodeError):
        client.compute(bag).result(timeout=120)
    assert '"error": "not UTF-8 text' in batch_output(source)
