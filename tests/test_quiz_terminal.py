"""The trainer on a real terminal: ``paiju GAME quiz`` runs in a pseudo-terminal
(``pty.fork``), the test reads the screen, types answers — right ones from the worksheet of
the same seed, wrong ones on purpose — and checks what a student sees: right, wrong with the
answer and the explanation, the score line, a clean end on q and on Ctrl-D (exit 0)."""

from __future__ import annotations

import json
import os
import pty
import select
import sys
import time
from pathlib import Path

import pytest

from golden.cases import run_case

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")


class Terminal:
    """A command running in a pseudo-terminal: what it has written so far, and typing."""

    def __init__(self, *args: str):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the command, in the repository, colour off
            os.chdir(ROOT)
            os.environ["NO_COLOR"] = "1"
            os.execv(sys.executable, [sys.executable, "-m", "paiju", *args])
        self.screen = ""

    def read_until(self, text: str, seconds: float = 60) -> str:
        """Wait for ``text`` to be on the screen after what was read before; the new part."""
        start = len(self.screen)
        deadline = time.monotonic() + seconds
        while text not in self.screen[start:]:
            left = deadline - time.monotonic()
            assert left > 0, f"waited for {text!r}; the screen: {self.screen[start:]!r}"
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:  # the child closed the terminal
                    chunk = b""
                if not chunk:
                    assert text in self.screen[start:], f"ended before {text!r}"
                self.screen += chunk.decode("utf-8", "replace").replace("\r\n", "\n")
        return self.screen[start:]

    def type(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def exit_code(self) -> int:
        try:
            while True:  # drain what is left, so that the child is never blocked writing
                ready, _, _ = select.select([self.fd], [], [], 5)
                if not ready or not os.read(self.fd, 4096):
                    break
        except OSError:
            pass
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


def _answers(game: str, seed: int, count: int, topic: str) -> list[dict]:
    done = run_case([game, "quiz", "--worksheet", "--seed", str(seed), "--count", str(count),
                     "--topic", topic, "--format", "jsonl"], None)
    return [json.loads(line) for line in done["stdout"].splitlines()]


def test_gouji_right_then_wrong_then_q():
    sheet = _answers("gouji", 7, 3, "beats")
    terminal = Terminal("gouji", "quiz", "--seed", "7", "--count", "3", "--topic", "beats")
    assert sheet[0]["question"] in terminal.read_until("> ")
    terminal.type(sheet[0]["answer"] + "\n")
    assert "right." in terminal.read_until("> ")
    wrong = "no" if sheet[1]["answer"] == "yes" else "yes"
    terminal.type(wrong + "\n")
    told = terminal.read_until("> ")
    assert f"wrong: the answer is {sheet[1]['answer']}." in told
    assert f"  - new {sheet[1]['new']} is " in told  # the explanation 'gouji beats --explain' gives
    terminal.type("q\n")
    assert "score: 1 of 2 (3 asked for)" in terminal.read_until("asked for)")
    assert terminal.exit_code() == 0


def test_mcr_answers_by_number_and_in_notation_then_ctrl_d():
    sheet = _answers("mcr", 11, 2, "waits")
    terminal = Terminal("mcr", "quiz", "--seed", "11", "--count", "3", "--topic", "waits")
    assert sheet[0]["hand"] in terminal.read_until("> ")
    terminal.type(" ".join(reversed(sheet[0]["answer"])).upper() + "\n")  # any order, any case
    assert "right." in terminal.read_until("> ")
    terminal.type("1z\n")
    told = terminal.read_until("> ")
    assert f"wrong: the answer is {' '.join(sheet[1]['answer'])}." in told
    assert "on a discard" in told and f"(paiju mcr waits '{sheet[1]['hand']}')" in told
    terminal.type("\x04")  # Ctrl-D: the end of input
    assert "score: 1 of 2 (3 asked for)" in terminal.read_until("asked for)")
    assert terminal.exit_code() == 0


def test_the_options_are_numbered_and_answered_by_number():
    sheet = _answers("mcr", 4, 1, "fans")
    terminal = Terminal("mcr", "quiz", "--seed", "4", "--count", "1", "--topic", "fans")
    screen = terminal.read_until("> ")
    for number, option in enumerate(sheet[0]["options"], 1):
        assert f"  {number}. {option}\n" in screen
    numbers = [str(sheet[0]["options"].index(fan) + 1) for fan in sheet[0]["answer"]]
    terminal.type(", ".join(numbers) + "\n")
    assert "right." in terminal.read_until("score: 1 of 1")
    assert terminal.exit_code() == 0
