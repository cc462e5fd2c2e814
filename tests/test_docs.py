"""What a cloned repository holds is enough: the package, the README, docs/ and the examples
cite the project's own pages (docs/rules/…) and never files a clone lacks (../shared/…) or
the seed documents' line numbers (S0:L207); every relative link resolves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = [ROOT / "README.md", *sorted((ROOT / "paiju").rglob("*.py")),
           *sorted((ROOT / "docs").rglob("*.md")),
           # Python's byte code of examples/*.py is made by the runs, and no clone has it
           *sorted(path for path in (ROOT / "examples").rglob("*")
                   if "__pycache__" not in path.parts)]
OUTSIDE = re.compile(r"\.\./shared|S\d:L\d")

@pytest.mark.parametrize("path", [path for path in SHIPPED if path.is_file()],
                         ids=lambda path: str(path.relative_to(ROOT)))
def test_nothing_cites_a_file_a_clone_lacks(path):
    text = path.read_text(encoding="utf-8")
    found = [(number, line.strip()) for number, line in enumerate(text.splitlines(), 1)
             if OUTSIDE.search(line)]
    assert not found, found[:3]


@pytest.mark.parametrize("path", [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))],
                         ids=lambda path: str(path.relative_to(ROOT)))
def test_relative_links_resolve(path):
    text = path.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if "://" in target or target.startswith("mailto:"):
            continue
        resolved = (path.parent / target).resolve()
        assert resolved.exists(), f"{path.name} links {target}"


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    tests = [command for command in commands if "pytest" in command]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    assert tests == [ci]


def test_the_readme_stays_short():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 150
