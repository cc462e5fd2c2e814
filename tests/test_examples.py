"""Every command of every teaching example under examples/, and of the README, prints what
the example shows."""

import pytest

from doc_examples import ROOT, examples, run

CASES = [
    pytest.param(example, id=f"{path.name}:{n}")
    for path in [*sorted((ROOT / "examples").glob("*.md")), ROOT / "README.md"]
    for n, example in enumerate(examples(path.read_text(encoding="utf-8")), 1)
]


def test_there_are_examples_to_run():
    assert len(CASES) >= 10


@pytest.mark.parametrize("example", CASES)
def test_example_output_is_current(example):
    assert run(example.command) == example.expected
