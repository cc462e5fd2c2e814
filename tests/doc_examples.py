"""Run the commands of the teaching examples (examples/*.md) and compare their output.

A console block in an example looks like a terminal session::

    ```console
    $ paiju gouji parse "2大花+3钱+4x10"
    <the exact output>
    ```

Commands are run in-process (click's CliRunner) with the same argument splitting a shell
does; ``printf '…' | paiju …`` and ``echo '…' | paiju …`` feed stdin.  Output is what a
terminal shows: stdout then stderr, trailing spaces stripped, colour off.

``python tests/doc_examples.py examples/FILE.md`` rewrites the outputs in place (review the
diff before committing: the test exists so that examples never go stale silently).
"""

from __future__ import annotations

import contextlib
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from paiju.cli import main  # noqa: E402

BLOCK = re.compile(r"```console\n(.*?)```", re.S)


@dataclass
class Example:
    command: str
    expected: str
    start: int  # offset of the block body in the file
    end: int


def examples(text: str) -> list[Example]:
    found = []
    for block in BLOCK.finditer(text):
        body, base = block.group(1), block.start(1)
        # one or more "$ command" lines, each followed by its output
        for part in re.finditer(r"^\$ (.*)\n((?:(?!\$ ).*\n)*)", body, re.M):
            found.append(Example(part.group(1), part.group(2), base + part.start(),
                                 base + part.end()))
    return found


def invoke(command: str):
    """Run one shell-like command line in-process (from the repository root, colour off);
    the click Result."""
    argv, stdin = split_command(command)
    with contextlib.chdir(ROOT):  # example files are named relative to the repository
        return CliRunner().invoke(main, argv, input=stdin, env={"NO_COLOR": "1"},
                                  catch_exceptions=False)


def split_command(command: str) -> tuple[list[str], str | None]:
    """A shell-like command line as paiju's arguments (after ``paiju``) and its stdin
    (``printf '…' |`` or ``echo '…' |`` in front; None without)."""
    stdin = None
    if " | " in command:  # a shell pipe; a '|' inside an argument (MCR's |EE0000) is not
        feeder, command = (piece.strip() for piece in command.split(" | ", 1))
        words = shlex.split(feeder)
        if words[0] == "printf":
            stdin = words[1].encode().decode("unicode_escape").encode("latin-1").decode()
        elif words[0] == "echo":
            stdin = " ".join(words[1:]) + "\n"
        else:
            raise ValueError(f"unsupported feeder {feeder!r}")
    argv = shlex.split(command)
    if argv[0] != "paiju":
        raise ValueError(f"examples run paiju only, not {argv[0]!r}")
    return argv[1:], stdin


def run(command: str) -> str:
    """The output of a command as a terminal shows it: stdout then stderr, trailing spaces
    stripped."""
    result = invoke(command)
    output = result.stdout + result.stderr
    return "\n".join(line.rstrip() for line in output.splitlines()) + "\n"


def rewrite(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for example in reversed(examples(text)):
        fresh = f"$ {example.command}\n{run(example.command)}"
        text = text[: example.start] + fresh + text[example.end:]
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        rewrite(Path(name))
