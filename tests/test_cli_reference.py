"""docs/cli.md is generated from the commands' own help and must match it."""

from pathlib import Path

from paiju.cli.reference import reference

DOC = Path(__file__).resolve().parent.parent / "docs" / "cli.md"


def test_cli_reference_is_current():
    assert DOC.read_text(encoding="utf-8") == reference(), (
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
