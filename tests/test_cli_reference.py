"""docs/cli.md is generated from the commands' own help and must match it."""

import os
import subprocess
import sys
from pathlib import Path


DOC = Path(__file__).resolve().parent.parent / "docs" / "cli.md"


def test_cli_reference_is_current():
    # in a fresh interpreter: click keeps a command's help option once made, so a test that
    # invoked a subcommand on its own (without the root's -h) would change its help here
    generated = subprocess.run([sys.executable, "-m", "paiju.cli.reference"], check=True,
                               capture_output=True, env={**os.environ, "PYTHONIOENCODING": "utf-8"},
                               ).stdout.decode("utf-8")
    assert DOC.read_text(encoding="utf-8") == generated, (
        "docs/cli.md is out of date: run `python -m paiju.cli.reference > docs/cli.md`")


def test_cli_reference_covers_every_command():
    from click.testing import CliRunner

    from paiju.cli import main
    listed = CliRunner().invoke(main, ["--help"]).stdout
    text = DOC.read_text(encoding="utf-8")
    for line in listed.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] in ("gouji", "mcr", "fuzhou", "sanchazi") \
                and not words[1].startswith("—"):
            assert f"`paiju {words[0]} {words[1]}`" in text
