"""Shell completion (bash, zsh, fish) through click's completion protocol."""

import os

import pytest

from forked import run_paiju


def complete(env: dict[str, str]) -> str:
    # a process named "paiju", as the console script and python -m paiju (paiju/__main__.py)
    # name themselves, forked from a warm parent (tests/forked.py)
    return run_paiju([], env={**os.environ, **env}).stdout


@pytest.mark.parametrize("shell, marker", [("bash", "_paiju_completion()"),
                                           ("zsh", "#compdef paiju"),
                                           ("fish", "function _paiju_completion")])
def test_each_shell_gets_a_completion_script(shell, marker):
    assert marker in complete({"_PAIJU_COMPLETE": f"{shell}_source"})


@pytest.mark.parametrize("words, cword, expected", [
    ("paiju m", "1", "plain,mcr"),
    ("paiju gouji be", "2", "plain,beats"),
    ("paiju sanchazi ty", "2", "plain,type"),
    ("paiju gouji beats --format ", "4", "plain,jsonl"),
])
def test_commands_and_choices_complete(words, cword, expected):
    found = complete({"_PAIJU_COMPLETE": "bash_complete", "COMP_WORDS": words,
                      "COMP_CWORD": cword})
    assert expected in found.split("\n")


@pytest.mark.parametrize("words, cword, expected", [
    ("paiju mcr score --batch ", "4", "file,"),
    ("paiju mcr shanten --batch ex", "4", "file,ex"),
    ("paiju fuzhou score --batch ", "4", "file,"),
    ("paiju gouji settle ", "3", "file,"),
    ("paiju gouji game examples/", "3", "file,examples/"),
    ("paiju gouji table ", "3", "file,"),
])
def test_files_complete_as_file_names(words, cword, expected):
    found = complete({"_PAIJU_COMPLETE": "bash_complete", "COMP_WORDS": words,
                      "COMP_CWORD": cword})
    assert found.split("\n")[0] == expected


def test_rule_names_and_values_complete():
    found = complete({"_PAIJU_COMPLETE": "bash_complete",
                      "COMP_WORDS": "paiju mcr score --rule mixed", "COMP_CWORD": "4"})
    assert found.split("\n")[:2] == ["plain,mixed-kongs=extension", "plain,mixed-kongs=official"]


def test_every_game_with_a_rule_book_completes_its_rules():
    from paiju.cli.rules import rule_completion
    from paiju.engine.fuzhou.rules import SWITCHBOARD as FUZHOU
    from paiju.engine.gouji.rules import SWITCHBOARD as GOUJI

    for board in (GOUJI, FUZHOU):
        items = rule_completion(board)(None, None, "")
        assert [item.value for item in items] == [
            f"{switch.name}={reading.name}" for switch in board.switches
            for reading in switch.readings]
        assert all(item.help for item in items)
