"""One command line, answered twice: by the command (``--format json``, in-process) and by
the Python API functions a program calls (``paiju.api.<game>``), the second serialised the
way the command line frames its answers — one answer indented, a stream of answers as a JSON
array (or JSON Lines), a bad line as its error object, a bad one-query input as its stderr
line.  ``tests/test_api_sanchazi.py`` and ``tests/test_api_fuzhou.py`` give each command its
translation (what the API is called with for the command's arguments and options) and
compare the bytes.

The command lines come from everywhere a user meets them: the ``Example:`` of each
command's ``--help``, the console blocks of the walk-throughs, and the golden cases.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import json
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterable

from doc_examples import examples, invoke
from golden.cases import CASES

from paiju.api.jsonl import error_object, to_json
from paiju.errors import PaijuError
from paiju.grammar.batch import significant

ROOT = Path(__file__).resolve().parent.parent
Thunk = Callable[[], dict[str, Any]]


@dataclass
class Parsed:
    """A command line read the way its command reads it: positional arguments, options
    (a list of values for each, in order; a flag's value is True) and the text on stdin."""

    command: str
    args: list[str] = field(default_factory=list)
    options: dict[str, list[Any]] = field(default_factory=dict)
    stdin: str | None = None

    def one(self, name: str, default: Any = None) -> Any:
        return self.options.get(name, [default])[-1]

    def many(self, name: str) -> list[Any]:
        return self.options.get(name, [])

    def flag(self, name: str) -> bool:
        return bool(self.one(name, False))

    def rules(self) -> tuple[tuple[str, str], ...]:
        """``--rule NAME=VALUE`` choices, as the command receives them."""
        return tuple(tuple(value.split("=", 1)) for value in self.many("rule"))  # type: ignore[misc]

    def source_text(self) -> tuple[str, bool]:
        """The text of a command's SOURCE file (or '-', stdin), and whether it is read as a
        file (always: stdin is read as a file is, issue 26)."""
        source = self.args[0] if self.args else "-"
        if source == "-":
            return self.stdin or "", True
        return (ROOT / source).read_text(encoding="utf-8"), True


def parse(command: str, flags: Callable[[str], set[str]]) -> Parsed:
    """A shell-like command line ``[printf '…' | echo '…' |] paiju GAME COMMAND …``, read;
    ``flags(command)`` are the options of the command that take no value."""
    stdin = None
    if " | " in command:
        feeder, command = (part.strip() for part in command.split(" | ", 1))
        kind, text = shlex.split(feeder)[0], " ".join(shlex.split(feeder)[1:])
        stdin = (text.encode().decode("unicode_escape").encode("latin-1").decode()
                 if kind == "printf" else text + "\n")
    words = shlex.split(command)[1:]
    parsed = Parsed(words[1], stdin=stdin)
    rest = iter(words[2:])
    for word in rest:
        if word.startswith("--"):
            name = word[2:]
            value = True if name in flags(parsed.command) else next(rest)
            parsed.options.setdefault(name, []).append(value)
        else:
            parsed.args.append(word)
    return parsed


# ---------------------------------------------------------------------------------------
# What the API's answers print as


@dataclass
class Run:
    """The API's side of one command line: ``queries`` (line number, query text, how the
    API answers it), and whether they stream (a batch) or are one query."""

    queries: list[tuple[int | None, Any, Thunk]]
    streamed: bool
    fmt: str = "json"
    rows: str | None = None
    """For a table answer (types, bonuses): its field of rows, one a line in JSON Lines."""


def lines_of(text: str) -> list[tuple[int, str]]:
    """The numbered query lines of a batch, as the command line finds them."""
    return list(significant(text.splitlines(keepends=True)))


def batch(text: str, answer: Callable[[str], dict[str, Any]]) -> list[tuple[int | None, Any, Thunk]]:
    """One query per line of ``text``."""
    return [(number, line, _bound(answer, line)) for number, line in lines_of(text)]


def _bound(answer: Callable[[str], dict[str, Any]], line: str) -> Thunk:
    return lambda: answer(line)


def one(answer: Thunk, rows: str | None = None) -> Run:
    return Run([(None, None, answer)], streamed=False, rows=rows)


def arguments(texts: Iterable[str], answer: Callable[[str], dict[str, Any]],
              stdin: str | None) -> Run:
    """Queries given as arguments, or (for '-', or none with stdin) one a line of stdin."""
    given = list(texts)
    if given in ([], ["-"]):
        return Run(batch(stdin or "", answer), streamed=True)
    return Run([(None, text, _bound(answer, text)) for text in given],
               streamed=len(given) > 1)


def printed(run: Run) -> tuple[str, str]:
    """What the command line prints for the API's answers: (stdout, stderr)."""
    if not run.streamed:
        (_, _, answer), = run.queries
        try:
            data = answer()
        except PaijuError as error:
            return "", f"paiju: error: {error}\n"
        if run.fmt == "jsonl" and run.rows is not None:
            return "".join(to_json(row) + "\n" for row in data[run.rows]), ""
        return to_json(data, indent=2 if run.fmt == "json" else None) + "\n", ""
    texts = []
    for number, query, answer in run.queries:
        try:
            texts.append(to_json(answer()))
        except PaijuError as error:
            texts.append(to_json(error_object(error, number, query)))
    if run.fmt == "jsonl":
        return "".join(text + "\n" for text in texts), ""
    return ("[\n" + ",\n".join(texts) + "\n]\n") if texts else "[\n]\n", ""


# ---------------------------------------------------------------------------------------
# The command lines


def in_json(command: str, fmt: str = "json") -> str:
    """The command line with its answers asked for as JSON."""
    return re.sub(r"\s--format\s+\S+", "", command) + f" --format {fmt}"


def help_examples(game: str, commands: Iterable[str]) -> list[str]:
    """The ``Example:`` command line of each command's ``--help``."""
    found = []
    for name in commands:
        text = invoke(f"paiju {game} {name} --help").stdout
        # on a narrow terminal a long example wraps (issue 26): its lines joined again
        text = re.sub(r"\n {6,}(?=\S)", " ", text)
        example = re.search(r"Example: (paiju .*?)(?:\s{3}→|$)", text, re.M)
        assert example, f"paiju {game} {name} --help has no example"
        found.append(example.group(1).strip())
    return found


def console_examples(*paths: str) -> list[str]:
    """The commands of the console blocks of these files."""
    return [example.command for path in paths
            for example in examples((ROOT / path).read_text(encoding="utf-8"))]


def json_blocks(path: str) -> list[str]:
    """The JSON records a document shows (its ```json blocks), an elided tail (", …") cut."""
    text = (ROOT / path).read_text(encoding="utf-8")
    return [block.replace(", …", "") for block in re.findall(r"```json\n(.*?)```", text, re.S)]


def golden_commands(game: str) -> list[str]:
    """The golden cases of a game, as command lines (stdin fed by printf)."""
    found = []
    for args, stdin in CASES:
        if args[0] != game:
            continue
        line = "paiju " + shlex.join(args)
        if stdin is not None:
            escaped = stdin.replace("\\", "\\\\").replace("\n", "\\n").replace("'", "'\"'\"'")
            line = f"printf '{escaped}' | {line}"
        found.append(line)
    return found


def compared(command: str, runs: dict[str, Callable[[Parsed], Run]],
             flags: Callable[[str], set[str]]) -> None:
    """Run ``command`` (asked for JSON: JSON Lines if it asks for them) through the command
    line and through the API, ``runs[name]`` translating command ``name``; the same bytes."""
    command = in_json(command, "jsonl" if "--format jsonl" in command else "json")
    parsed = parse(command, flags)
    api = runs[parsed.command](parsed)
    api.fmt = parsed.one("format")
    out, err = printed(api)
    assert out or err, command
    done = invoke(command)
    assert done.stdout == out, command
    if err:
        assert done.stderr == err, command
    assert done.exit_code in (0, 1, 2), command


def feed(stdin: str, command: str) -> str:
    """``command`` fed ``stdin`` (as printf would)."""
    assert "'" not in stdin
    return f"printf '{json.dumps(stdin, ensure_ascii=False)[1:-1]}' | {command}"


# ---------------------------------------------------------------------------------------
# The API's own checks


def docstrings_run(module: str) -> bool:
    """The module's docstring examples were tried, and every one gave what it shows."""
    failed, tried = doctest.testmod(importlib.import_module(module))
    return bool(tried) and not failed


def exports_resolve(package: ModuleType) -> bool:
    """Every name the package lists is there (loaded from its module), and only those."""
    names = getattr(package, "__all__")
    return sorted(dir(package)) == sorted(names) and all(
        callable(getattr(package, name)) or name.isupper() for name in names)


def answer_building(path: Path) -> list[str]:
    """The functions of a command module that build an answer: a ``*_json`` builder, or an
    ``*_answer`` holding a dict display or setting a key."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef):
            continue
        if node.name.endswith("_json"):
            found.append(node.name)
        elif node.name.endswith("_answer") and any(
                isinstance(inner, ast.Dict) or (isinstance(inner, ast.Assign) and any(
                    isinstance(target, ast.Subscript) for target in inner.targets))
                for inner in ast.walk(node)):
            found.append(node.name)
    return found


