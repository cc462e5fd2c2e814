"""Shell completion (bash, zsh, fish) through click's completion protocol."""

import os
import subprocess
import sys

import pytest

PAIJU = [sys.executable, "-m", "paiju"]


def complete(env: dict[str, str]) -> str:
    # python -m paiju names itself "paiju" (see paiju/__main__.py), as the console script does
    return subprocess.run(PAIJU, env={**os.environ, **env}, capture_output=True,
                          text=True).stdout


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
