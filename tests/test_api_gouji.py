"""Every Gouji command answers from :mod:`paiju.api.gouji`: a program calling the API gets
the bytes ``--format json`` prints.

Each command's examples — its ``--help`` example (docs/cli.md is that help), the commands of
examples/gouji-*.md and its golden cases (tests/golden/cases.py) — run twice: through the
command line, and through the API as a program would call it (the arguments read here as a
program reads its own input; each answer, or the error object of a bad one, written with
:func:`paiju.api.jsonl.to_json` / :func:`~paiju.api.jsonl.error_object`).  The two must print
the same stdout and stderr.
"""

from __future__ import annotations

import ast
import contextlib
import doctest
import io
import json
import re
from pathlib import Path
from typing import Any, Callable, NamedTuple

import pytest

from doc_examples import ROOT, examples, split_command
from golden.cases import CASES

import paiju.api.gouji
from paiju.api import gouji as api
from paiju.api import quiz
from paiju.api.gouji import quiz as gouji_quiz
from paiju.api.gouji import hands as hands
from paiju.api.gouji import plays, referee, settlement
from paiju.grammar.rule_records import Choices
from paiju.api.jsonl import error_object, to_json
from paiju.engine.gouji.hand import Mode
from paiju.engine.gouji.rules import SWITCHBOARD
from paiju.errors import PaijuError, RecordError
from paiju.grammar.batch import read_pair, significant
from paiju.grammar.records import json_or_lines

# ---------------------------------------------------------------------------------------
# A program's side: the command's input read as a program reads its own, then the API


class Query(NamedTuple):
    """One question of a run: its line number and text in a batch (None, None for one given
    whole), and the API call answering it."""

    line: int | None
    text: str | None
    ask: Callable[[], dict[str, Any]]


FLAGS = {"--explain", "--all", "--table", "--hands", "--worksheet"}
ALIASES = {"-r": "--revolution"}


def read_words(words: list[str]) -> tuple[list[str], dict[str, Any]]:
    """A command's positional arguments and its options (flags True, the others the list of
    values given)."""
    positional: list[str] = []
    options: dict[str, Any] = {}
    index = 0
    while index < len(words):
        word = words[index]
        if word in FLAGS:
            options[word] = True
        elif word.startswith("-") and word != "-":
            options.setdefault(ALIASES.get(word, word), []).append(words[index + 1])
            index += 1
        else:
            positional.append(word)
        index += 1
    return positional, options


def last(options: dict[str, Any], name: str, default: Any = None) -> Any:
    return options[name][-1] if name in options else default


def choices(options: dict[str, Any], **shorthands: str | None) -> Choices:
    """The ``--rule`` choices, then the shorthand options given (``option="--option"``)."""
    given = tuple(SWITCHBOARD.parse(value) for value in options.get("--rule", []))
    return given + tuple((switch, last(options, flag)) for switch, flag in shorthands.items()
                         if flag in options)


def batch_lines(text: str) -> list[tuple[int, str]]:
    return [(number, line) for number, line in significant(text.splitlines(True))]


def each_line(stdin: str | None, ask: Callable[[str], dict[str, Any]]) -> list[Query]:
    return [Query(number, line, lambda line=line: ask(line))
            for number, line in batch_lines(stdin or "")]


def source_text(positional: list[str], stdin: str | None) -> tuple[str, str]:
    """The text of a one-document command's SOURCE ('-' or none: stdin) and its name."""
    if not positional or positional[0] == "-":
        return stdin or "", "stdin"
    return (ROOT / positional[0]).read_text(encoding="utf-8"), positional[0]


def documents(positional: list[str], stdin: str | None, one: Callable[[Any], dict[str, Any]],
              line: Callable[[str], dict[str, Any]]) -> tuple[bool, list[Query]]:
    """A record file: one document (one answer), or JSON Lines (an answer a line)."""
    text, name = source_text(positional, stdin)
    document, lines = json_or_lines(io.StringIO(text), name, from_file=True)  # stdin alike
    if lines is None:
        return False, [Query(None, None, lambda: one(document))]
    return True, [Query(number, query, lambda query=query: line(query))
                  for number, query in lines]


def texts(positional: list[str], stdin: str | None,
          ask: Callable[[str], dict[str, Any]]) -> tuple[bool, list[Query]]:
    """Plays or hands given as arguments (several are a batch), or one a line from stdin."""
    if positional and positional != ["-"]:
        return len(positional) > 1, [Query(None, text, lambda text=text: ask(text))
                                     for text in positional]
    return True, each_line(stdin, ask)


def pairs(positional: list[str], stdin: str | None, ask: Callable[..., dict[str, Any]],
          *more: Any) -> tuple[bool, list[Query]]:
    if len(positional) == 2:
        return False, [Query(None, None, lambda: ask(*positional, *more))]
    return True, each_line(stdin, lambda line: read_pair(line, ask, *more))


def asked(args: list[str], stdin: str | None) -> tuple[bool, list[Query]]:
    """How a program asks ``paiju gouji ARGS`` of the API: a batch or not, and its queries."""
    command, (positional, options) = args[1], read_words(args[2:])
    explain, every = "--explain" in options, "--all" in options
    mode = last(options, "--mode", Mode.NORMAL.value)
    if command in ("parse", "level"):
        answer = getattr(api, command)
        return texts(positional, stdin, lambda text: answer(text, choices(options), explain))
    if command == "opens":
        rules = choices(options, opening="--opening") or choices(options, opening="--option")
        return texts(positional, stdin, lambda text: api.opens(text, rules, explain))
    if command in ("beats", "compare"):
        return pairs(positional, stdin, getattr(api, command),
                     choices(options, option="--option"), explain)
    if command == "thresholds":
        return False, [Query(None, None, lambda: api.thresholds(choices(options)))]
    if command == "tribute":
        return tribute(positional, options, stdin, explain)
    if command == "score":
        return score(positional, options, stdin, explain)
    if command == "settle":
        return documents(positional, stdin, lambda record: api.settle(
            record, choices(options), explain), lambda line: settlement.settle_line_found(
            explain, choices(options), line).data)
    if command == "game":
        text, name = source_text(positional, stdin)
        read = json_or_lines(io.StringIO(text), name, from_file=True)
        return False, [Query(None, None, lambda: settlement.game_found(
            *settlement.game_records(*read), explain=explain, rules=choices(options)).data)]
    if command in ("respond", "burn"):
        return question(command, positional, options, stdin, explain, mode)
    if command == "hand":
        tribute_of = int(last(options, "--tribute", "0"))
        return texts(positional, stdin, lambda text: api.hand(
            text, tribute_of, mode, every, choices(options), explain))
    if command == "deal":
        if positional == ["-"] or "--seed" not in options:
            return True, each_line(stdin, lambda line: hands.deal_line_found(
                Mode(mode), explain, every, choices(options), line).data)
        return False, [Query(None, None, lambda: api.deal(
            int(last(options, "--seed")), mode, every, choices(options), explain))]
    if command == "table":
        text, _ = source_text(positional, stdin)
        return False, [Query(None, None, lambda: api.table(
            text, int(last(options, "--seed")), mode, every, choices(options), explain))]
    if command == "quiz":
        return False, [Query(None, None, lambda: quiz.worksheet(
            gouji_quiz.TOPICS, int(last(options, "--seed")), int(last(options, "--count", 10)),
            options.get("--topic", [])))]
    if command in ("replay", "legal"):
        rules = choices(options, option="--option", opening="--opening")
        if command == "replay":
            with_hands = "--hands" in options
            return documents(positional, stdin,
                             lambda record: api.replay(record, rules, explain, with_hands),
                             lambda line: referee.replay_line_found(rules, explain, line,
                                                                    with_hands).data)
        return documents(positional, stdin, lambda record: api.legal(record, rules, explain),
                         lambda line: referee.legal_line_found(rules, line, explain).data)
    raise AssertionError(f"no program asks 'gouji {command}'")


def tribute(positional: list[str], options: dict[str, Any], stdin: str | None,
            explain: bool) -> tuple[bool, list[Query]]:
    rules = choices(options)
    if "--table" in options:
        return False, [Query(None, None, lambda: api.tribute_matrix(rules, explain))]
    if positional == ["-"] or not {"--me", "--opponent", "--opened"} & set(options):
        return True, each_line(stdin, lambda line: settlement.tribute_line_found(
            explain, rules, line).data)  # a line, or a record (issue 26)
    return False, [Query(None, None, lambda: api.tribute(
        last(options, "--me", "none"), last(options, "--opponent", "none"),
        last(options, "--opened"), rules, explain))]


def score(positional: list[str], options: dict[str, Any], stdin: str | None,
          explain: bool) -> tuple[bool, list[Query]]:
    rules = choices(options)
    if positional == ["-"] or not (positional or "--revolution" in options):
        return True, each_line(stdin, lambda line: settlement.score_line_found(
            explain, rules, line).data)
    record = {"order": [int(seat) for seat in positional],
              "revolution": [int(seat) for seat in options.get("--revolution", [])]}
    return False, [Query(None, None, lambda: api.score(record, rules, explain))]


QUESTIONS = {"respond": hands.RESPOND_QUESTION, "burn": hands.BURN_QUESTION}


def question(command: str, positional: list[str], options: dict[str, Any], stdin: str | None,
             explain: bool, mode: str) -> tuple[bool, list[Query]]:
    """A hand question: one record from the arguments, or a batch line by line."""
    asking = QUESTIONS[command]
    given = {name: last(options, f"--{name}") for name in asking.plays}
    rules = choices(options, option="--option")
    settings: dict[str, Any] = {"rules": rules, "explain": explain}
    if command == "burn":
        settings["mode"] = Mode(mode)
    if positional and positional != ["-"]:  # in notation (a record's errors name fields)
        return False, [Query(None, None, lambda: asking.ask(
            positional[0], *(given[name] for name in asking.plays), **settings).data)]
    return True, each_line(stdin, lambda line: hands.question_line_found(
        asking, given, settings, line).data)


def through_the_api(args: list[str], stdin: str | None) -> tuple[str, str]:
    """What a program writes for ``paiju gouji ARGS --format json``: stdout and stderr."""
    with contextlib.chdir(ROOT):
        batch, queries = asked(args, stdin)
    if not batch:
        try:
            return to_json(queries[0].ask(), indent=2) + "\n", ""
        except PaijuError as error:
            return "", f"paiju: error: {error}\n"
    written = []
    for query in queries:
        try:
            written.append(to_json(query.ask()))
        except PaijuError as error:
            written.append(to_json(error_object(error, query.line, query.text)))
    return "[\n" + ",\n".join(written) + ("\n]\n" if written else "]\n"), ""


# ---------------------------------------------------------------------------------------
# The examples


def as_json(args: list[str]) -> list[str]:
    """The arguments with ``--format json`` (any other format and ``--jobs`` dropped); a deal
    or table drawn from a fresh seed gets a fixed one, so both sides draw the same."""
    kept: list[str] = []
    words = iter(args)
    for word in words:
        if word in ("--format", "--jobs"):
            next(words)
        else:
            kept.append(word)
    if kept[1] == "table" and "--seed" not in kept:
        kept += ["--seed", "3"]
    if kept[1] == "deal" and "--seed" not in kept and "-" not in kept:
        kept += ["--seed", "3"]
    return kept + ["--format", "json"]


def help_examples() -> list[str]:
    """The 'Example:' line of every Gouji command's help (docs/cli.md is the help)."""
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    found = [line.split("Example:", 1)[1].split("   →")[0].strip()
             for line in text.splitlines() if "Example:" in line and "paiju gouji " in line]
    return list(dict.fromkeys(found))


def example_commands() -> list[str]:
    return [example.command for path in sorted((ROOT / "examples").glob("gouji-*.md"))
            for example in examples(path.read_text(encoding="utf-8"))
            if "paiju gouji " in example.command]


ERRORS: list[tuple[list[str], str | None]] = [
    (["gouji", "parse", "2x大"], None),
    (["gouji", "beats", "-"], "5x9 on 2钱+3x8\n3x8 on\n"),
    (["gouji", "settle", "-"], '{"order": [0, 1, 2, 3]}\n{"order": [9]}\n{"id": 5, "foo": 1}\n'),
    (["gouji", "settle", "-"], '[{"order": [0, 1, 2, 4]}]'),
    (["gouji", "score", "-"], '0 1 x\n{"order": [0, 1], "rules": {"nope": "1"}}\n'),
    (["gouji", "respond", "-"], '{"id": "a", "hand": "5x10", "to": "4x9", "option": 1, '
                                '"rules": {"option": "0"}}\n{"hand": "5x10"}\n'),
    (["gouji", "burn", "-", "--on", "2小花+3x8", "--with", "2大花+3x9"],
     '{"hand": "2大花+3x9+2xK", "mode": "odd"}\n2大花+3x7\n'),
    (["gouji", "game", "-"], '{"order": [0, 1, 2, 4]}\n{"order": [0, 0]}\n'),
    (["gouji", "replay", "-"], '{"id": 7, "hands": ["3"], "leader": 0}\n'),
    (["gouji", "legal", "-"], '{"hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2x钱+2x8", '
                              '"3x10+2x7", "2xQ+3x3"], "leader": 0, "actions": '
                              '[{"seat": 1, "play": "1小花"}]}'),
    (["gouji", "tribute", "-"], "bright none me\nbright none\n"),
    (["gouji", "deal", "-"], "7\nseven\n"),
]
"""Bad input, each way it comes: an error object in a batch, one stderr line alone."""


def gouji_cases() -> list[Any]:
    cases = [(args, stdin, "golden") for args, stdin in CASES if args[0] == "gouji"]
    cases += [(*split_command(command), "help") for command in help_examples()]
    cases += [(*split_command(command), "examples") for command in example_commands()]
    cases += [(args, stdin, "error") for args, stdin in ERRORS]
    return [pytest.param(as_json(args), stdin, id=f"{where}: {' '.join(args[1:])[:50]}")
            for args, stdin, where in cases if args[1] != "rules"]


CASES_RUN = gouji_cases()


ANSWERING = {"parse", "beats", "compare", "level", "thresholds", "opens", "tribute", "score",
             "settle", "game", "respond", "hand", "burn", "deal", "table", "replay", "legal",
             "quiz"}
"""The Gouji commands that answer a record or a question (``rules`` lists the rule book,
shared by every game)."""


def test_every_command_that_answers_has_examples_run_both_ways():
    golden = {args[1] for args, _ in CASES if args[0] == "gouji"}
    run = {param.values[0][1] for param in CASES_RUN}
    assert golden == ANSWERING | {"rules"}
    assert run == ANSWERING


@pytest.mark.parametrize("args, stdin", CASES_RUN)
def test_the_api_prints_what_the_command_prints(cli, args, stdin):
    with contextlib.chdir(ROOT):
        result = cli(args, input=stdin)
    out, err = through_the_api(args, stdin)
    assert result.stdout == out
    assert result.stderr == err


def test_the_error_cases_do_fail():
    """The error cases hold errors: each run has an error object or an error line."""
    for args, stdin in ERRORS:
        out, err = through_the_api(as_json(args), stdin)
        assert '"error": ' in out or err.startswith("paiju: error: "), args


# ---------------------------------------------------------------------------------------
# What a program meets


def test_a_record_names_the_field_it_fails_on():
    with pytest.raises(RecordError) as caught:
        api.settle({"order": [0, 1, 2, 3], "burns": [{"burner": 1}]})
    assert caught.value.field == "burns[0].burned"
    with pytest.raises(RecordError) as caught:
        api.respond({"hand": "5x10", "to": "4x9", "option": 1, "rules": {"option": "0"}})
    assert (caught.value.field, str(caught.value)) == (
        "option", "option: 1 disagrees with rules.option")


def test_an_illegal_action_is_the_same_answer_for_replay_and_legal():
    """As in Sanchazi (issue 26): "legal": false and the refused action, in both."""
    record = {"id": 3, "hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2x钱+2x8",
                                 "3x10+2x7", "2xQ+3x3"], "leader": 0,
              "actions": [{"seat": 0, "play": "2xK"}, {"seat": 2, "play": "2x5"}]}
    answer = api.replay(record)
    assert answer["id"] == 3 and answer["legal"] is False
    assert answer["error"]["action"] == 1 and answer["error"]["seat"] == 2
    assert api.legal(record) == answer


def test_replayed_gives_the_referee_to_go_on_from():
    record = {"hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2x钱+2x8", "3x10+2x7",
                        "2xQ+3x3"], "leader": 0, "actions": [{"seat": 0, "play": "2xK"}]}
    position = api.replayed(record)
    assert position.turn == 1
    assert [action.record() for action in position.legal_actions()] == \
        api.legal(record)["actions"]
    assert api.replay(record)["open"] == [kind.value for kind in position.open_kinds()]


def test_the_settlement_of_a_replay_is_the_settle_answer_of_the_deal_it_makes():
    """A replay settles the deal the referee's facts make without writing it as a record; the
    settle record of those facts, written out here, settles to the same answer (as
    docs/gouji-replay.md says)."""
    record = json.loads((ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8"))
    record["declarations"] = {"4": "bright", "1": "pre"}
    answer = api.replay(record, explain=True)
    assert answer["finished"] is True and answer["left"] == [0, 2]
    deal = {"order": answer["order"] + answer["left"], "opened": answer["opened"],
            "burns": answer["burns"], "declarations": {"1": "pre", "4": "bright"},
            "deal": 3, "deals_per_game": 5}
    assert answer["settlement"] == api.settle(deal, explain=True)
    assert [tribute["kind_en"] for tribute in answer["settlement"]["tributes"]][:1] == ["burn"]


def test_a_void_deal_scores_every_seat_nothing():
    answer = api.settle({"order": [], "revolution": [1, 4]})
    assert answer["void"] is True and answer["points_by_seat"] == [0] * 6
    assert answer["teams"] == {"A": 0, "B": 0}


def test_the_answers_are_plain_json_values():
    """An answer is made of what JSON holds (lists, not tuples; text keys): it reads back
    from its JSON text equal to itself, so a program may store or send it as it is."""
    for answer in (api.deal(7, explain=True),
                   api.settle({"order": [3, 0, 4, 1, 2]}, explain=True),
                   api.hand("1大花+1钱+4xA+2xK+3x7", tribute=3, every=True, explain=True)):
        assert json.loads(to_json(answer)) == answer


@pytest.mark.parametrize("module", [paiju.api.gouji, plays, settlement, hands, referee],
                         ids=lambda module: module.__name__)
def test_the_docstring_examples_run(module):
    failed, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)[:2]
    assert tried and not failed


def test_the_command_line_builds_no_answer():
    """Nothing under paiju/cli/gouji builds an answer dict (no ``*_json`` function, no
    ``data = {`` or ``data[...] =``) or reads notation: that is the API's."""
    for path in sorted((ROOT / "paiju" / "cli" / "gouji").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
        assert not {name for name in names if name.endswith("_json")}, path.name
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"\bdata(\[[^]]*\])? = ", source), path.name
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert "paiju.grammar.gouji" not in imported, path.name


def test_the_api_knows_no_command_line():
    """A program (a worker of a cluster) needs no click: the API imports none of it."""
    for path in sorted((ROOT / "paiju" / "api" / "gouji").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom) and node.module}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                     for alias in node.names}
        assert not {name for name in imported
                    if name.startswith(("paiju.cli", "click", "tabulate"))}, path.name
