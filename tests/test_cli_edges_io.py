"""Nothing lost at the edges (issue 25, points 1, 2 and 4; issue 26, point 3): every command
run with its output on a non-blocking pipe read slowly, closed, broken, on a full disk and
under encodings that cannot write its characters; with its stdin closed, failing (EIO) and
slow; and every record command reading the same record from a file and from stdin.

The conditions are set on real file descriptors, so each command runs in a process of its
own, forked from one warm parent for the module (tests/forked.py), which sets up its
descriptors and its ``sys`` streams as Python's start-up does (``PYTHONIOENCODING``,
``PYTHONUNBUFFERED``, a closed descriptor as None) and runs ``paiju``.  A few runs through a
real ``python -m paiju`` check that the emulation holds."""

from __future__ import annotations

import json
import os
import select
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from forked import forks
from game_memory import FUZHOU_GAME, LATE_RULE
from golden.cases import CASES

ROOT = Path(__file__).resolve().parent.parent
PAIJU = [sys.executable, "-m", "paiju"]
REFEREE = json.dumps(json.loads((ROOT / "examples" / "gouji-referee.json").read_text("utf-8")))
SANCHAZI = json.dumps(json.loads((ROOT / "examples" / "sanchazi-deal.json").read_text("utf-8")))
DEAL = json.dumps(json.loads((ROOT / "examples" / "gouji-settle-record.json").read_text("utf-8")))
MCR_RECORD = json.dumps(json.loads((ROOT / "examples" / "mcr-game-example.json").read_text("utf-8")))
FUZHOU = json.dumps(json.loads((ROOT / "examples" / "fuzhou-hand.json").read_text("utf-8")))
with open(ROOT / "tests" / "data" / "mcr-public.jsonl", encoding="utf-8") as _corpus:
    MCR_HANDS = [json.loads(line)["notation"] for line in _corpus]

ENV = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100"}


def runs(cases: list[tuple[list[str], str | None]], condition: str) -> list[dict]:
    """Each case's exit code, stdout (bytes) and stderr (text), run under ``condition``."""
    results = forks()(cases, condition, ENV, ROOT)
    for result in results:
        result["stderr"] = result["stderr"].decode("utf-8", "replace")
    return results


def _without_format(args: list[str]) -> list[str]:
    if "--format" not in args:
        return args
    at = args.index("--format")
    return args[:at] + args[at + 2:]


def cli_commands() -> list[tuple[str, ...]]:
    """Every command of the command line, as its words (``("mcr", "replay")``): read from
    click's tree, so that a command added later is run here too."""
    import click

    from paiju.cli import main

    context = click.Context(main)
    found: list[tuple[str, ...]] = []

    def walk(command: click.Command, words: tuple[str, ...]) -> None:
        if isinstance(command, click.Group):
            for name in command.list_commands(context):
                walk(command.get_command(context, name), (*words, name))  # type: ignore[arg-type]
        else:
            found.append(words)

    walk(main, ())
    return found


def every_command() -> list[tuple[list[str], str | None]]:
    """The first golden case (tests/golden/cases.py) of every command of the CLI; a command
    without one is an error here, naming it."""
    first: dict[tuple[str, ...], tuple[list[str], str | None]] = {}
    for args, stdin in CASES:
        first.setdefault((args[0], args[1]), (args, stdin))
    missing = [" ".join(words) for words in cli_commands() if words not in first]
    assert not missing, f"no golden case to run at the edges: {missing}"
    return [first[words] for words in cli_commands()]


AS_WRITTEN = every_command()  # mostly JSON
DEFAULT = [(_without_format(args), stdin) for args, stdin in AS_WRITTEN]  # mostly tables
COMMANDS = AS_WRITTEN + DEFAULT
REPEATED_RECORDS = (REFEREE + "\n") * 40
BIG = [  # answers far over a pipe's 64 KiB, so that a non-blocking write must wait
    (["mcr", "score", "-"], "\n".join(MCR_HANDS * 2) + "\n"),
    (["mcr", "score", "-", "--format", "table"], "\n".join(MCR_HANDS * 2) + "\n"),
    (["gouji", "level", "-", "--format", "json"], "5x10\n4x10\n2Q+1小花\n" * 2000),
    (["gouji", "replay", "-"], REPEATED_RECORDS),
    (["gouji", "legal", "-", "--format", "table"], REPEATED_RECORDS),
    (["gouji", "rules", "--format", "json"], None),
    (["mcr", "fans", "--format", "json"], None),
    (["sanchazi", "replay", "-", "--format", "json"], (SANCHAZI + "\n") * 100),
    (["fuzhou", "settle", "-"], (FUZHOU + "\n") * 300),
]


@pytest.fixture(scope="module")
def normal() -> dict[str, dict]:
    """Every case's run on a plain pipe, by its arguments."""
    cases = COMMANDS + BIG
    return {_key(case): result for case, result in zip(cases, runs(cases, "normal"))}


def _key(case: tuple[list[str], str | None]) -> str:
    return json.dumps(case)


def test_every_command_writes_whole_on_a_nonblocking_pipe_read_slowly(normal):
    cases = AS_WRITTEN + BIG
    slow = runs(cases, "nonblocking")
    for (args, stdin), got in zip(cases, slow):
        expected = normal[_key((args, stdin))]
        assert expected["exit"] in (0, 1, 2) and "Traceback" not in got["stderr"], (args, got)
        assert (got["exit"], got["stdout"], got["stderr"]) == \
            (expected["exit"], expected["stdout"], expected["stderr"]), args
    assert sum(len(result["stdout"]) > 1 << 17 for result in normal.values()) >= 4  # pipes full


def test_every_command_exits_141_when_its_output_is_closed_or_gone():
    for condition in ("closed-out", "broken"):
        for (args, _), result in zip(DEFAULT, runs(DEFAULT, condition)):
            assert (result["exit"], result["stderr"]) == (141, ""), (condition, args, result)


def test_every_command_on_a_full_disk_exits_2_with_one_line_naming_it():
    for (args, _), result in zip(DEFAULT, runs(DEFAULT, "full")):
        lines = result["stderr"].splitlines()
        assert result["exit"] == 2 and len(lines) == 1, (args, result)
        assert lines[0] == ("paiju: error: cannot write the answers to standard output: "
                            "No space left on device"), args


def _json_values(text: str) -> list:
    """The JSON of an output: one document, or one a line."""
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line]


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252", "ascii"])
def test_every_command_writes_what_its_encoding_cannot_as_json_escapes(normal, encoding):
    """Documented fallback (docs/input.md, "Encodings"): a character the encoding cannot
    write is a JSON escape — the same JSON for a parser, a readable table — and ASCII (the C
    locale) is written as UTF-8."""
    from paiju.cli.output import ESCAPING

    cases = DEFAULT if encoding == "ascii" else COMMANDS
    escaped = 0
    for (args, stdin), result in zip(cases, runs(cases, f"encoding={encoding}")):
        expected = normal[_key((args, stdin))]
        assert result["exit"] == expected["exit"] and "Traceback" not in result["stderr"], args
        assert result["stderr"] == expected["stderr"], args
        text = expected["stdout"].decode("utf-8")
        if encoding == "ascii":
            assert result["stdout"] == expected["stdout"], args
            continue
        shown = result["stdout"].decode(encoding)
        assert shown == text.encode(encoding, ESCAPING).decode(encoding), args
        escaped += shown != text
        if "--format" in args and args[args.index("--format") + 1] != "table":
            assert _json_values(shown) == _json_values(text), args
    assert encoding == "ascii" or escaped > len(cases) // 2


def test_the_forked_runs_are_what_a_real_process_does():
    """The emulated start-up (FORKS) against ``python -m paiju`` itself, for each condition
    that a shell can set up."""
    args = ["gouji", "level", "5x10"]
    env = ENV
    (forked,) = runs([(args, None)], "encoding=latin-1")
    real = subprocess.run(PAIJU + args, capture_output=True, cwd=ROOT,
                          env={**env, "PYTHONIOENCODING": "latin-1"})
    assert (real.returncode, real.stdout) == (forked["exit"], forked["stdout"])
    assert "\\u2192" in real.stdout.decode("latin-1")
    for shell, condition in (("{} >&-", "closed-out"), ("{} > /dev/full", "full")):
        (forked,) = runs([(args, None)], condition)
        real = subprocess.run(shell.format(" ".join(PAIJU + args)), shell=True, cwd=ROOT,
                              capture_output=True, env=env)
        assert (real.returncode, real.stderr.decode()) == (forked["exit"], forked["stderr"])
    real = subprocess.run(" ".join(PAIJU + ["gouji", "level", "-"]) + " <&-", shell=True,
                          cwd=ROOT, capture_output=True, env=env)
    assert (real.returncode, real.stderr) == (2, b"paiju: error: cannot read stdin: it is closed\n")


STDIN_COMMANDS = [(args, stdin) for args, stdin in COMMANDS if "-" in args]


def test_every_command_reading_stdin_refuses_a_closed_one():
    assert len({tuple(args[:2]) for args, _ in STDIN_COMMANDS}) >= 9
    for (args, _), result in zip(STDIN_COMMANDS, runs(STDIN_COMMANDS, "closed-in")):
        assert (result["exit"], result["stdout"], result["stderr"]) == \
            (2, b"", "paiju: error: cannot read stdin: it is closed\n"), args


STREAMS = [  # one stream command per kind of reader, and two lines of it
    (["gouji", "level", "-"], "5x10\n"),
    (["mcr", "score", "--batch", "-"], json.dumps({"hand": "[123m][EEEE]456p78s99s9s"}) + "\n"),
    (["fuzhou", "wins", "-", "--gold", "5p"], "123m 456m 789m 234s 金金 678p\n"),
    (["sanchazi", "type", "-", "--format", "table"], "888JJ\n"),
    (["gouji", "replay", "-"], REFEREE + "\n"),
    (["gouji", "settle", "-"], DEAL + "\n"),
    (["sanchazi", "legal", "-"], SANCHAZI + "\n"),
    (["fuzhou", "settle", "-", "--format", "table"], FUZHOU + "\n"),
    # JSON Lines asked for: the first record is answered before a second is written
    (["gouji", "replay", "-", "--format", "jsonl"], REFEREE + "\n"),
    (["mcr", "replay", "--batch", "-"], MCR_RECORD + "\n"),
    (["sanchazi", "legal", "-", "--format", "jsonl"], SANCHAZI + "\n"),
]


def _reset_run(args: list[str], given: bytes) -> subprocess.CompletedProcess:
    """``args`` reading a socket whose other end closed with data left unread: the lines
    ``given`` read, the next read fails (ECONNRESET) — a read error, as EIO from a terminal
    that hung up, but deterministic."""
    ours, theirs = socket.socketpair()
    with ours, theirs:
        ours.sendall(given)
        theirs.sendall(b"x")  # left unread on our side: closing it resets the connection
        ours.close()
        return subprocess.run(PAIJU + args, stdin=theirs.fileno(), capture_output=True,
                              cwd=ROOT, env={**os.environ, "NO_COLOR": "1"}, timeout=120)


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("args, line", STREAMS[:5], ids=lambda value: " ".join(value)
                         if isinstance(value, list) else "")
def test_a_read_error_ends_the_input_after_every_line_read_is_answered(args, line, jobs):
    result = _reset_run([*args, "--jobs", jobs], (line * 2).encode())
    assert (result.returncode, result.stderr.decode()) == \
        (2, "paiju: error: cannot read stdin: Connection reset by peer\n")
    if "table" in args:
        assert _answers(result.stdout, True) == 2
    else:
        first, second = [json.loads(text) for text in result.stdout.decode().splitlines()]
        assert first == second and "error" not in first


def _answer_times(args: list[str], line: str, count: int = 4) -> list[float]:
    """Seconds from writing each line to reading its answer, for a client that writes one
    line and waits (stdin stays open throughout)."""
    process = subprocess.Popen(PAIJU + args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd=ROOT,
                               env={**os.environ, "NO_COLOR": "1"})
    fd, seen, times = process.stdout.fileno(), b"", []
    table = "table" in args
    try:
        for index in range(count):
            started = time.monotonic()
            process.stdin.write(line.encode())
            process.stdin.flush()
            # a record command reads one record alone as a document unless asked for JSON
            # Lines: it answers from the second line on, the first two together
            # (docs/input.md); with --format jsonl or --batch, each line at once
            records = args[1] in ("replay", "legal", "settle") \
                and "jsonl" not in args and "--batch" not in args
            wanted = 0 if records and index == 0 else index + 1
            while _answers(seen, table) < wanted:
                ready = select.select([fd], [], [], 30)[0]
                assert ready, (args, index, seen)
                data = os.read(fd, 1 << 16)
                assert data, process.stderr.read()
                seen += data
            times.append(time.monotonic() - started)
    finally:
        process.stdin.close()
        process.wait(timeout=60)
    return times


def _answers(seen: bytes, table: bool) -> int:
    text = seen.decode("utf-8", "replace")
    if table:  # each answer row, or each one-row table: count the rows below the rules
        return sum(1 for block in text.split("\n\n") for _ in block.split("\n")[2:] if _)
    return text.count("\n")


WAITING = [(args, line, "1") for args, line in STREAMS] + [  # --jobs 2: lines, records, a table
    (args, line, "2") for args, line in STREAMS if args[1] in ("level", "replay", "type")]


@pytest.mark.parametrize("args, line, jobs", WAITING,
                         ids=[" ".join([*args, "--jobs", jobs]) for args, _, jobs in WAITING])
def test_a_client_writing_one_line_and_waiting_gets_each_answer_at_once(args, line, jobs):
    """Answered before the input ends (which it never does here): within seconds on a loaded
    test machine, some milliseconds on a quiet one (docs/input.md, "Answers as lines come")."""
    times = _answer_times([*args, "--jobs", jobs], line)
    assert max(times[2:]) < 5, times


RECORD_COMMANDS = [  # every command whose input is one record document or JSON Lines
    (["gouji", "replay"], REFEREE), (["gouji", "legal"], REFEREE), (["gouji", "settle"], DEAL),
    (["sanchazi", "replay"], SANCHAZI), (["sanchazi", "legal"], SANCHAZI),
    (["fuzhou", "settle"], FUZHOU), (["gouji", "game"], '{"order": [0, 1, 2, 4], "id": 7}'),
    (["fuzhou", "game"], FUZHOU), (["mcr", "replay"], MCR_RECORD), (["mcr", "legal"], MCR_RECORD),
    (["mcr", "convert"], MCR_RECORD),
]


def test_the_edges_run_every_command_of_the_cli():
    """Every command click knows is run under each condition above (from its golden case),
    and every command reading a record document is one of the record commands here."""
    assert [tuple(args[:2]) for args, _ in AS_WRITTEN] == cli_commands()
    assert len(cli_commands()) >= 46
    from paiju.cli import main

    documents = set()
    for args, stdin in CASES:
        try:
            record = json.loads(stdin or "")
        except json.JSONDecodeError:
            continue
        command = main.get_command(None, args[0]).get_command(None, args[1])  # type: ignore
        if isinstance(record, dict) and "source" in [param.name for param in command.params]:
            documents.add(tuple(args[:2]))  # SOURCE: a record document (or JSON Lines)
    assert documents <= {tuple(command) for command, _ in RECORD_COMMANDS}, documents


@pytest.mark.parametrize("command, record", RECORD_COMMANDS,
                         ids=[" ".join(command) for command, _ in RECORD_COMMANDS])
def test_one_record_from_a_file_or_stdin_gets_the_same_answer(cli, tmp_path, command, record):
    """Issue 26: one JSON document is one record — on one line or spread over several, from a
    file or from stdin — answered the same, a table by default; JSON Lines (two records) are
    a stream, JSON Lines by default."""
    spread = json.dumps(json.loads(record), indent=2, ensure_ascii=False)
    for text in (record + "\n", record, spread):
        path = tmp_path / "record.json"
        path.write_text(text, encoding="utf-8")
        for fmt in ([], ["--format", "table"], ["--format", "json"], ["--format", "jsonl"]):
            from_file = cli([*command, str(path), *fmt])
            piped = cli([*command, "-", *fmt], input=text)
            assert (piped.exit_code, piped.stdout, piped.stderr) == \
                (from_file.exit_code, from_file.stdout, from_file.stderr), (text[:20], fmt)
            assert from_file.exit_code in (0, 1) and from_file.stdout
        shown = cli([*command, "-"], input=text).stdout
        if command == ["mcr", "convert"]:  # its answer is the record converted: JSON by
            assert json.loads(shown)["format"] == "mcr-game/1"  # default, as its help says
        else:
            assert not shown.startswith("{")  # a table
    if command[1] == "game":
        return
    two = cli([*command, "-"], input=(record + "\n") * 2)
    answers = [json.loads(line) for line in two.stdout.splitlines()]
    alone = json.loads(cli([*command, "-", "--format", "jsonl"], input=record).stdout)
    assert answers == [alone, alone]


def test_a_stream_is_json_lines_even_of_one_record_when_asked(cli):
    """``respond_records(..., stream=True)`` — what ``--batch`` asks — reads one record alone
    as JSON Lines: one answer a line, its error in place."""
    from functools import partial

    from click.testing import CliRunner

    from paiju.cli.gouji.settlement import settle_answer, settle_line_answer
    from paiju.cli.jobs import respond_records

    for text, code in ((DEAL + "\n", 0), ('{"order": [0, 0]}\n', 2)):
        with CliRunner().isolation(input=text) as (out, _, _):
            got = respond_records("-", "DEAL.json", partial(settle_answer, explain=False),
                                  partial(settle_line_answer, False, ()), None, 1, stream=True)
            (answer,) = [json.loads(line) for line in out.getvalue().splitlines()]
        assert got == code and ("error" in answer) == bool(code)
        if not code:
            assert answer == json.loads(cli("gouji settle - --format jsonl", input=text).stdout)


@pytest.mark.parametrize("command", [command for command, _ in RECORD_COMMANDS],
                         ids=[" ".join(command) for command, _ in RECORD_COMMANDS])
def test_an_endless_input_as_a_record_document_is_refused(cli, command):
    started = time.monotonic()
    line = cli.error([*command, "/dev/zero"])
    assert "past 64 MiB without a newline" in line and time.monotonic() - started < 30


@pytest.mark.parametrize("command", [["gouji", "game"], ["fuzhou", "game"]])
@pytest.mark.parametrize("bad, words", [
    (b"\xff\n", "line 2: not UTF-8 text: the byte 0xff at byte offset 0 of the line"),
    (b"5" * (1 << 21) + b"\n", "line 2: the line is over 1 MiB, too long for a query"),
])
def test_a_game_refuses_an_unreadable_line_naming_it(cli, command, bad, words):
    record = DEAL if command[0] == "gouji" else FUZHOU
    for text in (record.encode() + b"\n" + bad, record.encode() + b"\n" + bad + record.encode()):
        assert words in cli.error([*command, "-"], input=text)


@pytest.mark.parametrize("fmt", ["json", "jsonl"])
def test_a_streamed_game_is_the_game_answered_whole(cli, fmt):
    """The parts written as they come are the bytes of the whole answer (the table, and the
    Python API, still build it whole): every golden game, and one with an id and an error."""
    from paiju.api.gouji import settlement as api
    from paiju.api.jsonl import to_json
    from paiju.grammar.records import json_or_lines

    game = (ROOT / "examples" / "gouji-game-record.json").read_text(encoding="utf-8")
    lines = '{"order": [0, 1, 2, 4], "id": "\\ud800"}\n{"order": [5, 4, 3, 2, 1]}\n'
    for text in (game, lines, json.dumps({"id": [1, "x"], **json.loads(game)})):
        for explain in ([], ["--explain"]):
            got = cli(["gouji", "game", "-", "--format", fmt, *explain], input=text)
            whole = api.game_found(*api.game_records(*json_or_lines(
                iter(text.splitlines(keepends=True)), "stdin", from_file=True)),
                explain=bool(explain)).data
            assert got.exit_code == 0
            assert got.stdout == to_json(whole, 2 if fmt == "json" else None) + "\n"
    bad = cli(["gouji", "game", "-", "--format", fmt], input=lines + '{"order": [0, 0]}\n')
    assert (bad.exit_code, bad.stdout) == (2, "") and "line 3" in bad.stderr



def _fuzhou_game_whole(text: str, more: list[str]) -> dict:
    """The answer to ``fuzhou game`` built whole by the Python API, as the command read it
    before it streamed."""
    from paiju.api.fuzhou.table import game
    from paiju.grammar.records import json_or_lines, load_json

    rules = (tuple(more[1].split("=")),) if more[:1] == ["--rule"] else ()
    explain = "--explain" in more
    document, lines = json_or_lines(iter(text.splitlines(keepends=True)), "stdin",
                                    from_file=True)
    if lines is None:
        if isinstance(document, dict) and "hands" not in document:
            return game([document], rules, explain, ["line 1"])
        return game(document, rules, explain)
    numbered = list(lines)
    return game([load_json(text, "line") for _, text in numbered], rules, explain,
                [f"line {number}" for number, _ in numbered])


@pytest.mark.parametrize("fmt", ["json", "jsonl"])
def test_a_streamed_fuzhou_game_is_the_game_answered_whole(cli, fmt):
    """The two readings print the bytes of the game built whole (the table, and the Python
    API, still build it whole): a rule the last line sets holds from the first hand, a game
    document, one hand alone, ids as written; and the errors are those of the game read
    whole, in its order — a line that does not load before a bad --rule, before a record
    that does not read, before a hand off the succession."""
    from paiju.api.jsonl import to_json

    lines = "\n".join(FUZHOU_GAME * 2 + ['{"id": 1.0000000000000000001, "winner": "S", '
                                        '"self_drawn": true}', LATE_RULE]) + "\n"
    document = json.dumps({"id": "\ud800", "rules": {"run-on-draw": "kept"},
                           "hands": [json.loads(line) for line in FUZHOU_GAME]}, indent=1)
    for text in (lines, document, FUZHOU_GAME[0] + "\n"):
        for more in ([], ["--explain"], ["--rule", "run-on-draw=kept"]):
            got = cli(["fuzhou", "game", "-", "--format", fmt, *more], input=text)
            assert got.exit_code == 0, got.stderr
            assert got.stdout == to_json(_fuzhou_game_whole(text, more),
                                         2 if fmt == "json" else None) + "\n"
    assert '"banker-count": "added"' in cli(["fuzhou", "game", "-", "--format", fmt],
                                            input=lines).stdout
    assert json.loads(cli(["fuzhou", "game", "-", "--format", fmt],
                          input=document).stdout)["id"] == "\ud800"
    off = '{"banker": "S", "winner": "W", "discarder": "N"}'
    for text, words in (
            ("\n".join([FUZHOU_GAME[0], off, '{"winner": "Q"}', '{"winner": ']), "line 4"),
            ("\n".join([FUZHOU_GAME[0], off, '{"winner": "Q"}']), "line 3: winner"),
            ("\n".join([FUZHOU_GAME[0], off, LATE_RULE]), "line 2.banker"),
            ("\n".join([LATE_RULE, '{"winner": null, "rules": {"banker-count": "none"}}']),
             "line 2: rules.banker-count")):
        bad = cli(["fuzhou", "game", "-", "--format", fmt], input=text + "\n")
        assert (bad.exit_code, bad.stdout) == (2, "") and words in bad.stderr, bad.stderr
    bad_rule = cli(["fuzhou", "game", "-", "--format", fmt, "--rule", "banker-count=nine"],
                   input="\n".join([FUZHOU_GAME[0], '{"winner": "Q"}']) + "\n")
    assert bad_rule.exit_code == 2 and "banker-count" in bad_rule.stderr
    assert "line 2" not in bad_rule.stderr
