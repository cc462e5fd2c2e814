"""The MCR Python API answers as the commands do: every ``paiju mcr`` command's examples —
its ``--help`` example, the commands of ``examples/mcr-*.md``, its golden cases — run through
the command line (``--format json``; ``jsonl`` for many queries) and through
:mod:`paiju.api.mcr`, compared byte for byte, bad input included (error objects, and the one
stderr line of a bad one-shot query).

The command line is read here the way its help describes it (options, HAND arguments, ``-``
for stdin, ``--batch``), and each query is put to the API function of its command: a test
of the two against each other, not of either against itself."""

from __future__ import annotations

import ast
import doctest
import importlib
import json
import re
import shlex
from functools import partial
from pathlib import Path
from typing import Any, Callable

import pytest

from conftest import Cli
from doc_examples import examples
from golden.cases import CASES as GOLDEN
from paiju.api.jsonl import error_object, to_json
from paiju.api.mcr.quiz import TOPICS
from paiju.api.quiz import worksheet
from paiju.api.mcr import (
    batch_options, fans_table, line_record, rules_table, score_hand, score_record,
    shanten_hand, shanten_record, waits_hand, waits_record,
)
from paiju.api.mcr.convert import converted, game_input
from paiju.engine.mcr.rules import SWITCHBOARD
from paiju.errors import PaijuError, RecordError
from paiju.grammar.batch import significant

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ("score", "waits", "shanten", "fans", "rules", "quiz", "convert")
"""The commands of one hand, the trainer and convert; the game commands (``replay``,
``legal``: records of whole games) are held to their API in tests/test_mcr_game_commands.py."""
CONDITION_FLAGS = {"--self-drawn": "self_drawn", "--fourth-tile": "fourth_tile",
                   "--kong": "kong", "--last-tile": "last_tile"}
VALUED = {"--seat-wind": "seat_wind", "--round-wind": "round_wind", "--flowers": "flowers",
          "--points": "points", "--lang": "lang", "--batch": "batch", "--format": "format",
          "--jobs": "jobs", "--seed": "seed", "--count": "count", "--topic": "topic",
          "--from": "from", "--to": "to"}


# ---------------------------------------------------------------------------------------
# The command line as its help describes it, and each query put to the API


class Query:
    """One ``paiju mcr`` command line read: the command, its HAND arguments, the options."""

    def __init__(self, argv: list[str]):
        assert argv[0] == "mcr" and argv[1] in COMMANDS, argv
        self.given = argv
        self.command = argv[1]
        self.hands: list[str] = []
        self.options: dict[str, Any] = {}
        self.rules: dict[str, str] = {}
        self.explain = False
        words = iter(argv[2:])
        for word in words:
            if word in CONDITION_FLAGS:
                self.options[CONDITION_FLAGS[word]] = True
            elif word in VALUED:
                self.options[VALUED[word]] = next(words)
            elif word == "--rule":  # NAME alone: the reading that is not the reference's
                switch, reading = SWITCHBOARD.choose(*next(words).split("=", 1))
                self.rules[switch] = reading
            elif word == "--explain":
                self.explain = True
            elif word == "--worksheet":
                self.options["worksheet"] = True
            else:
                self.hands.append(word)

    @property
    def one_shot(self) -> bool:
        """One query on the command line: one answer, indented JSON, errors on stderr."""
        return self.command in ("fans", "rules", "quiz") or self.command != "convert" and (
            "batch" not in self.options and self.hands not in ([], ["-"]) and
            len(self.hands) == 1)

    def argv(self, fmt: str) -> list[str]:
        """The command line as given, in ``fmt``."""
        argv = list(self.given)
        if "--format" in argv:
            del argv[argv.index("--format"):argv.index("--format") + 2]
        return argv + ["--format", fmt]

    def ask(self) -> Callable[[str], dict[str, Any]]:
        """The API function answering one query of this command line (a hand, or a batch
        line), with its options bound."""
        command, explain = self.command, self.explain
        conditions = {name: (int(value) if name == "flowers" else value)
                      for name, value in self.options.items()
                      if name in (*CONDITION_FLAGS.values(), "seat_wind", "round_wind",
                                  "flowers")}
        given, rules = batch_options(**conditions, rules=self.rules or None)
        if "batch" in self.options:
            return {"score": lambda line: score_record(line_record(line), given, rules, explain),
                    "waits": lambda line: waits_record(line_record(line), given, rules),
                    "shanten": lambda line: shanten_record(line_record(line), explain),
                    }[command]
        return {"score": lambda text: score_hand(text, given, rules, explain),
                "waits": lambda text: waits_hand(text, given, rules),
                "shanten": lambda text: shanten_hand(text, explain)}[command]

    def expected(self, stdin: str | None) -> tuple[bytes, str, int]:
        """What the command must print (stdout, stderr) and its exit code, from the API."""
        if self.command == "fans":
            points = self.options.get("points")
            data = fans_table(None if points is None else int(points),
                              self.options.get("lang", "en"))
            return (to_json(data, indent=2) + "\n").encode(), "", 0
        if self.command == "rules":
            return (to_json(rules_table(), indent=2) + "\n").encode(), "", 0
        if self.command == "quiz":
            topic = self.options.get("topic")
            data = worksheet(TOPICS, int(self.options["seed"]), int(self.options.get("count", 10)),
                             [topic] if topic else [])
            return (to_json(data, indent=2) + "\n").encode(), "", 0
        if self.command == "convert":
            return self._converted(stdin)
        ask = self.ask()
        if self.one_shot:
            try:
                data = ask(self.hands[0])
            except PaijuError as error:
                return b"", f"paiju: error: {error}\n", 2
            return (to_json(data, indent=2) + "\n").encode(), "", _verdict_code(data)
        return _stream(ask, self._lines(stdin))

    def _converted(self, stdin: str | None) -> tuple[bytes, str, int]:
        """``convert`` as JSON Lines: one document's record, or a stream's games."""
        source = self.hands[0] if self.hands else "-"
        text = stdin or "" if source == "-" else (ROOT / source).read_text(encoding="utf-8")
        given = self.options.get("from")
        found, document, games = game_input(text.splitlines(keepends=True), given,
                                            Path(source).name, from_file=source != "-")
        ask = partial(converted, "dataset" if found == "dataset" else given,
                      self.options.get("to", "native"))
        if games is None:
            return (to_json(ask(document).data) + "\n").encode(), "", 0
        out, code = [], 0
        for number, game in games:
            try:
                out.append(to_json(ask(game).data))
            except PaijuError as error:
                out.append(to_json(error_object(error, number, game)))
                code = 2
        return "".join(line + "\n" for line in out).encode(), "", code

    def _lines(self, stdin: str | None) -> list[str]:
        source = self.options.get("batch")
        if source not in (None, "-"):
            return (ROOT / source).read_text(encoding="utf-8").splitlines()
        if source == "-" or self.hands in ([], ["-"]):
            return (stdin or "").splitlines()
        return self.hands


def _verdict_code(data: dict[str, Any]) -> int:
    verdict = data.get("win", data.get("ready"))
    return 1 if verdict is False else 0


def _stream(ask: Callable[[str], dict[str, Any]], lines: list[str]) -> tuple[bytes, str, int]:
    """JSON Lines of many queries: an answer a line, or the error object of a bad one; the
    batch's exit code."""
    out, codes = [], {0}
    for number, text in significant(lines):
        try:
            data = ask(text)
        except PaijuError as error:
            out.append(to_json(error_object(error, number, text)))
            codes.add(2)
            continue
        out.append(to_json(data))
        codes.add(_verdict_code(data))
    return "".join(line + "\n" for line in out).encode(), "", max(codes)


# ---------------------------------------------------------------------------------------
# The examples


def _help_examples() -> list[tuple[list[str], str | None]]:
    """Each command's ``Example: paiju mcr …`` line of its --help (what follows → is what it
    shows)."""
    found = []
    for command in COMMANDS:
        text = Cli()(["mcr", command, "--help"]).stdout
        line = re.search(r"Example: paiju (mcr .*)", text)
        assert line, f"paiju mcr {command} --help shows no example"
        found.append((shlex.split(line.group(1).split("→")[0]), None))
    return found


def _feeder(command: str) -> tuple[list[str], str | None]:
    """An example's command line and its stdin (``printf '…' | paiju …``)."""
    stdin = None
    if " | " in command:
        feeder, command = (piece.strip() for piece in command.split(" | ", 1))
        words = shlex.split(feeder)
        assert words[0] == "printf", feeder
        stdin = words[1].encode().decode("unicode_escape").encode("latin-1").decode()
    argv = shlex.split(command)
    assert argv[0] == "paiju", command
    return argv[1:], stdin


def _example_commands() -> list[tuple[list[str], str | None]]:
    return [_feeder(example.command)
            for path in sorted((ROOT / "examples").glob("mcr-*.md"))
            for example in examples(path.read_text(encoding="utf-8"))
            if example.command.split(" | ")[-1].startswith("paiju mcr ")
            and example.command.split(" | ")[-1].split()[2] in COMMANDS]


BAD = [  # bad input, one-shot and in batches, for every command that reads some
    (["mcr", "score", "123m45"], None),
    (["mcr", "score", "[123m][EEEE]456p78s99s9s|SE0000", "--seat-wind", "W"], None),
    (["mcr", "score", "--batch", "-"],
     '{"hand": "[123m][EEEE]456p78s99s9s|SE0000", "seat_wind": "W"}\n{"hand": [1]}\n{not json\n'
     '{"id": 3, "hand": 5}\n{"hand": "[234p][234p]22334p99s4p", "rules": {"nope": "x"}}\n'
     '{"hand": "[234p][234p]22334p99s4p", "flowers": 9}\n'),
    (["mcr", "waits", "123m456p789s11p22p"], None),
    (["mcr", "waits", "--batch", "-"],
     '{"id": "a", "hand": "1112345678999m", "self_drawn": true}\n'
     '{"hand": "1112345678999m", "seat_wind": "X"}\n{"hand": "11123456789m"}\n'),
    (["mcr", "shanten", "123m"], None),
    (["mcr", "shanten", "--batch", "-"],
     '{"hand": "123m456p789sEES", "id": 1}\n{"hand": "19m19p19sESWNCFP", "kong": true}\n'
     '{"hand": "123m456p789sEEX"}\n'),
    (["mcr", "shanten", "-"], "123m456p789s1155s\n# a comment\n\n1m\n"),
]
MORE = [  # beside the examples: options each command takes, and several hands at once
    (["mcr", "score", "[123m][EEEE]456p78s99s9s", "--round-wind", "南", "--flowers", "2",
      "--last-tile", "--self-drawn"], None),
    (["mcr", "score", "--batch", "-", "--rule", "mixed-kongs=official", "--self-drawn"],
     '{"id": 1, "hand": "[1111m][2222p]9p345777s9p"}\n'
     '{"hand": "[1111m][2222p]9p345777s9p", "rules": {"mixed-kongs": "reference"}}\n'),
    (["mcr", "score", "--batch", "-", "--explain"], '{"id": 9, "hand": "[234p][234p]22334p99s4p"}\n'),
    (["mcr", "waits", "[123m][567p]55789sCC", "1112345678999m", "--seat-wind", "S"], None),
    (["mcr", "waits", "--batch", "-", "--fourth-tile"],
     '{"hand": "[123m][567p]55789sCC", "rules": {"knitted-wait": "reference"}}\n'),
    (["mcr", "shanten", "--batch", "-", "--explain"], '{"id": 1, "hand": "147m258p369s55m78p"}\n'),
    (["mcr", "fans", "--lang", "zh"], None),
    (["mcr", "fans", "--points", "1"], None),
]

CASES = [
    *[pytest.param(argv, stdin, id="help: " + " ".join(argv)) for argv, stdin in _help_examples()],
    *[pytest.param(argv, stdin, id="example: " + " ".join(argv)[:70])
      for argv, stdin in _example_commands()],
    *[pytest.param(argv, stdin, id="golden: " + " ".join(argv)[:70])
      for argv, stdin in GOLDEN if argv[0] == "mcr" and argv[1] in COMMANDS],
    *[pytest.param(argv, stdin, id="bad: " + " ".join(argv)[:70]) for argv, stdin in BAD],
    *[pytest.param(argv, stdin, id="more: " + " ".join(argv)[:70]) for argv, stdin in MORE],
]


def test_every_command_has_its_examples_here():
    """Every command is among the cases, by its help, an example and a golden case."""
    assert {command for argv, _ in _help_examples() for command in argv[1:2]} == set(COMMANDS)
    examples_of = {argv[1] for argv, _ in _example_commands()}
    golden_of = {argv[1] for argv, _ in GOLDEN if argv[0] == "mcr" and argv[1] in COMMANDS}
    assert examples_of == golden_of == set(COMMANDS)


@pytest.mark.parametrize("argv, stdin", CASES)
def test_the_api_answers_as_the_command_prints(cli, monkeypatch, argv, stdin):
    monkeypatch.chdir(ROOT)  # the examples name their files from the repository
    query = Query(argv)
    result = cli(query.argv("json" if query.one_shot else "jsonl"), input=stdin,
                 env={"NO_COLOR": "1"})
    stdout, stderr, code = query.expected(stdin)
    assert result.stdout_bytes == stdout
    assert (result.stderr, result.exit_code) == (stderr, code)


def test_bad_lines_are_error_objects_naming_their_fields():
    """The errors behind the batch lines above, as a program meets them."""
    with pytest.raises(RecordError) as conflict:
        score_record({"hand": "[123m][EEEE]456p78s99s9s|SE0000", "seat_wind": "W"})
    assert conflict.value.field == "seat_wind"
    with pytest.raises(RecordError) as unknown:
        waits_record({"hand": "1112345678999m", "self_drawn": True})
    assert unknown.value.field == "self_drawn"
    with pytest.raises(RecordError) as extra:
        shanten_record({"hand": "19m19p19sESWNCFP", "kong": True})
    assert extra.value.field == "kong"
    with pytest.raises(RecordError) as not_a_record:
        score_record(["[234p][234p]22334p99s4p"])
    assert not_a_record.value.field is None
    assert error_object(conflict.value, 4, '{"id": 8}') == {
        "id": 8, "line": 4, "input": '{"id": 8}', "error": str(conflict.value),
        "field": "seat_wind"}


@pytest.mark.parametrize("call, field", [
    (lambda: fans_table(points=7), "points"),
    (lambda: fans_table(lang="fr"), "lang"),
    (lambda: batch_options(rules={"nope": "x"}), "rules"),
    (lambda: batch_options(seat_wind="X"), "seat_wind"),
])
def test_bad_options_are_record_errors_not_usage_errors(call, field):
    with pytest.raises(RecordError) as error:
        call()
    assert error.value.field is not None and error.value.field.startswith(field)


def test_a_fan_value_no_fan_has_is_the_apis_error_shown_as_the_options(cli):
    with pytest.raises(RecordError) as error:
        fans_table(points=7)
    result = cli(["mcr", "fans", "--points", "7"])
    assert result.exit_code == 2 and result.stdout == ""
    assert error.value.problem in result.stderr


def test_an_answer_is_a_new_dict_each_time():
    first = fans_table(points=88)
    first["fans"][0]["excludes"].append("mine")
    assert "mine" not in fans_table(points=88)["fans"][0]["excludes"]
    answer = waits_hand("1112345678999m")
    answer["waits"].clear()
    assert waits_hand("1112345678999m")["waits"]


def test_the_mcr_commands_build_no_answer():
    """The MCR commands render what the API answers: no JSON builder in paiju/cli/mcr, and
    none of the API's pieces of answers imported there (the whole answers come whole)."""
    for path in sorted((ROOT / "paiju" / "cli" / "mcr").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = [node.name for node in ast.walk(tree)
                   if isinstance(node, (ast.FunctionDef, ast.ClassDef))]
        assert not [name for name in defined if name.endswith("_json")], path.name
        imported = [alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    for alias in node.names]
        assert not [name for name in imported if name.endswith("_json")], path.name


# ---------------------------------------------------------------------------------------
# The package


API = importlib.import_module("paiju.api.mcr")
SUBMODULES = sorted(path.stem for path in (ROOT / "paiju" / "api" / "mcr").glob("*.py")
                    if path.stem != "__init__")


def test_every_export_is_what_a_type_checker_sees_and_resolves():
    """The lazy exports and the TYPE_CHECKING imports name the same objects."""
    tree = ast.parse((ROOT / "paiju" / "api" / "mcr" / "__init__.py").read_text("utf-8"))
    checked = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom)
                module = "." * statement.level + (statement.module or "")
                checked.update({alias.name: module for alias in statement.names})
    assert sorted(checked) == API.__all__ == sorted(API._EXPORTS) == sorted(dir(API))
    for name, module in checked.items():
        assert getattr(API, name) is getattr(importlib.import_module(module, "paiju.api.mcr"),
                                             name), name


@pytest.mark.parametrize("module", ["__init__", *SUBMODULES])
def test_the_api_modules_examples_run(module):
    name = "paiju.api.mcr" + ("" if module == "__init__" else f".{module}")
    found = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert found.failed == 0
    if module in ("__init__", "scoring", "waits", "shanten", "fans", "switches"):
        assert found.attempted > 0, f"{name} shows no example"


def _loaded(code: str) -> str:
    """The paiju modules a fresh process has loaded after running ``code``."""
    import subprocess
    import sys

    code += "\nimport sys\nprint(sorted(m for m in sys.modules if m.startswith('paiju.')))"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=ROOT).stdout.splitlines()[-1]


def test_scoring_a_record_loads_neither_waits_nor_shanten():
    loaded = _loaded("from paiju.api.mcr import score_record; "
                     "score_record({'hand': '[234p][234p]22334p99s4p'})")
    assert "'paiju.api.mcr.scoring'" in loaded
    for heavy in ("paiju.api.mcr.waits", "paiju.api.mcr.shanten", "paiju.api.mcr.explanation",
                  "paiju.engine.mcr.waits", "paiju.engine.mahjong.shanten", "paiju.cli"):
        assert f"'{heavy}'" not in loaded, heavy


@pytest.mark.parametrize("code", [
    "from paiju.api.mcr import shanten_hand; shanten_hand('123m456p789s1155s')",
    "from paiju.cli import main\ntry:\n    main(['mcr', 'shanten', '123m456p789s1155s'])\n"
    "except SystemExit:\n    pass",
], ids=["api", "command"])
def test_analysing_a_hand_loads_no_record_reader_nor_fan_table(code):
    """A one-shot shanten query (start-up) reads no record: neither the records' reader nor
    the rule book and fan table it reads are imported."""
    loaded = _loaded(code)
    assert "'paiju.api.mcr.shanten'" in loaded
    for heavy in ("paiju.grammar.mcr_records", "paiju.engine.mcr.fans", "paiju.engine.mcr.rules",
                  "paiju.api.mcr.records"):
        assert f"'{heavy}'" not in loaded, heavy


RECORDS = [{"hand": "[234p][234p]22334p99s4p"},
           {"id": "é\ud800", "hand": "1112345678999m9m", "seat_wind": "南", "flowers": 2},
           {"self_drawn": True, "id": 1.5, "hand": "x", "rules": {"mixed-kongs": "official"}},
           {"id": [1, {"a": None}], "hand": "", "big": 10 ** 20, "inf": float("inf")}]


@pytest.mark.parametrize("record", RECORDS, ids=range(len(RECORDS)))
def test_a_records_echo_is_json_dumps_text_with_or_without_the_c_encoder(record):
    """The echo of a record is written by CPython's C encoder where there is one, and by the
    public encoder where not: both write what json.dumps writes."""
    from paiju.api.mcr import scoring

    written = json.dumps(record, ensure_ascii=False)
    assert "".join(scoring._encode_record(record, 0)) == written
    assert "".join(scoring._public_encoding(record, 0)) == written


def test_without_the_c_encoder_the_public_one_writes(monkeypatch):
    import json.encoder

    from paiju.api.mcr import scoring

    monkeypatch.setattr(json.encoder, "c_make_encoder", None)
    assert scoring._c_encoding() is scoring._public_encoding
    monkeypatch.setattr(json.encoder, "c_make_encoder", lambda *arguments: 1 / 0 if
                        len(arguments) == 9 else None)
    with pytest.raises(ZeroDivisionError):  # any other failure is not hidden
        scoring._c_encoding()
    monkeypatch.setattr(json.encoder, "c_make_encoder", lambda: None)  # other arguments
    assert scoring._c_encoding() is scoring._public_encoding
