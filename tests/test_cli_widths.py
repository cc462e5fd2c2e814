"""Every answer fits an 80-column terminal, and nothing is wrapped when piped (issue 26
point 4).

Every command of the teaching examples (examples/*.md, README.md) and every command's help
example is run with stdout taken for a terminal of 80 columns: the tty check is forced
(``rendering.on_terminal``) and the width comes, as on a real terminal, from
``shutil.get_terminal_size`` (``COLUMNS``).  One test runs a few of them on a real
pseudo-terminal, so that the forced path is the one a terminal takes.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import re
import struct
import subprocess
import sys
import termios

import pytest
from click.testing import CliRunner

from doc_examples import ROOT, examples, split_command
from paiju.cli import main, rendering
from paiju.cli.formatting import width_of

COLUMNS = 80


def _example_commands() -> list[str]:
    commands = [example.command
                for path in [*sorted((ROOT / "examples").glob("*.md")), ROOT / "README.md"]
                for example in examples(path.read_text(encoding="utf-8"))]
    # each command's help example, as its help writes it: 'Example: paiju …' (or a shell
    # line feeding paiju), what follows '→' being the answer it shows
    from click import Context

    root = Context(main)
    for game in main.list_commands(root):
        group = main.get_command(root, game)
        for name in group.list_commands(Context(group, parent=root)):
            helped = group.get_command(Context(group, parent=root), name).help or ""
            commands += [re.split(r"\s+→", line.split("Example:", 1)[1])[0].strip()
                         for line in helped.splitlines() if "Example:" in line]
    return list(dict.fromkeys(commands))


COMMANDS = _example_commands()


def on_a_terminal(command: str, monkeypatch: pytest.MonkeyPatch, columns: int = COLUMNS) -> str:
    """The stdout of a shell-like command line, stdout taken for a terminal ``columns``
    wide."""
    argv, stdin = split_command(command)
    monkeypatch.setattr(rendering, "on_terminal", lambda: True)
    with contextlib.chdir(ROOT):
        result = CliRunner().invoke(main, argv, input=stdin, catch_exceptions=False,
                                    env={"NO_COLOR": "1", "COLUMNS": str(columns)})
    return result.stdout


def too_wide(text: str, columns: int = COLUMNS) -> list[str]:
    return [line for line in text.splitlines() if width_of(line) > columns]


def test_there_are_many_commands_to_render():
    assert len(COMMANDS) >= 100
    assert "paiju gouji tribute --me bright --opponent pre --opened me" in COMMANDS


def is_json(text: str) -> bool:
    """JSON answers are data, never wrapped: a wrapped JSON line would no longer read."""
    return text.lstrip().startswith(("{", "["))


@pytest.mark.parametrize("command", COMMANDS)
def test_every_example_fits_80_columns_on_a_terminal(command, monkeypatch):
    out = on_a_terminal(command, monkeypatch)  # (stdout: an error is one line on stderr)
    if not is_json(out):
        assert too_wide(out) == [], command


@pytest.mark.parametrize("command", [
    "paiju gouji rules",
    "paiju gouji replay examples/gouji-referee.json --explain",
    "paiju gouji tribute --table --explain",
])
def test_long_lines_wrap_at_words_and_lose_no_word(command, monkeypatch):
    """The lines the issue measured (gouji rules 156 cells, the trick log 118, the tribute
    notes 162) wrap at spaces: the same words, in the same order, as when piped."""
    wrapped = on_a_terminal(command, monkeypatch)
    monkeypatch.undo()
    argv, stdin = split_command(command)
    with contextlib.chdir(ROOT):
        piped = CliRunner().invoke(main, argv, input=stdin, env={"NO_COLOR": "1"}).stdout
    assert too_wide(piped) != [], "the case is meant to hold a line wider than 80"
    assert too_wide(wrapped) == []
    assert _words(wrapped) == _words(piped)


def _words(text: str) -> list[str]:
    """The words of an answer, a table's rule lines left out (a narrowed column's is shorter)."""
    return [word for word in text.split() if set(word) != {"-"}]


def test_a_pipe_gets_whole_lines():
    """Piped (not a terminal), the 156-cell lines of 'gouji rules' stay whole."""
    out = subprocess.run([sys.executable, "-m", "paiju", "gouji", "rules"], capture_output=True,
                         cwd=ROOT, env={**os.environ, "COLUMNS": "80", "NO_COLOR": "1"},
                         check=True).stdout.decode("utf-8")
    assert max(map(width_of, out.splitlines())) > COLUMNS


def _on_a_pseudo_terminal(args: list[str]) -> str:
    primary, secondary = pty.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 24, COLUMNS, 0, 0))
    env = {key: value for key, value in os.environ.items() if key not in ("COLUMNS", "LINES")}
    process = subprocess.Popen([sys.executable, "-m", "paiju", *args], cwd=ROOT,
                               stdin=subprocess.DEVNULL, stdout=secondary,
                               stderr=subprocess.DEVNULL, env={**env, "NO_COLOR": "1"})
    os.close(secondary)
    chunks = []
    while True:
        try:
            chunk = os.read(primary, 1 << 16)
        except OSError:  # the other end closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(timeout=60)
    os.close(primary)
    return b"".join(chunks).decode("utf-8").replace("\r\n", "\n")


@pytest.mark.parametrize("args", [
    ["gouji", "rules"],
    ["gouji", "replay", "examples/gouji-referee.json", "--explain"],
    ["mcr", "fans", "--points", "88"],
])
def test_a_real_pseudo_terminal_80_columns_wide_gets_lines_of_80_cells(args):
    out = _on_a_pseudo_terminal(args)
    assert out.strip()
    assert too_wide(out) == []


def _command_paths() -> list[list[str]]:
    from click import Context

    paths: list[list[str]] = [[]]
    root = Context(main)
    for game in main.list_commands(root):
        group = main.get_command(root, game)
        paths.append([game])
        paths += [[game, name] for name in group.list_commands(Context(group, parent=root))]
    return paths


@pytest.mark.parametrize("path", _command_paths(), ids=" ".join)
def test_every_help_fits_80_columns(path):
    out = CliRunner().invoke(main, [*path, "--help"], env={"COLUMNS": str(COLUMNS)}).stdout
    assert "Usage:" in out and too_wide(out) == []
