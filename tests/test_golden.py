"""Every command's JSON output on a fixed sample, byte for byte (tests/golden/cases.py).

The sample was recorded before the structure of the CLI changed; a difference here is a change
users see.  Intended changes regenerate the sample and show up in its diff.
"""

import json

import pytest

from golden.cases import SAMPLES, run_case

with open(SAMPLES, encoding="utf-8") as handle:
    RECORDED = [json.loads(line) for line in handle]


def test_the_sample_covers_every_command():
    from paiju.cli import main
    from click import Context

    covered = {tuple(case["args"][:2]) for case in RECORDED}
    context = Context(main)
    for game in main.list_commands(context):
        group = main.get_command(context, game)
        for name in group.list_commands(Context(group, parent=context)):
            assert (game, name) in covered, f"no golden sample for paiju {game} {name}"


@pytest.mark.parametrize("case", RECORDED, ids=lambda case: " ".join(case["args"])[:60])
def test_output_is_byte_identical(case):
    now = run_case(case["args"], case["stdin"])
    assert now["stdout"] == case["stdout"]
    assert now["stderr"] == case["stderr"]
    assert now["exit"] == case["exit"]
