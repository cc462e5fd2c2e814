"""A long game repeats a few outcomes, and ``gouji game`` / ``fuzhou game`` read and settle
each once (issue 27.4): a repeated record must get the answer it gets alone, in its place in
the succession — whatever the memo keeps (its type-sensitive keys, its settlements by banker
and deal number)."""

from __future__ import annotations

import json

from game_memory import FUZHOU_GAME, LATE_RULE


def _fuzhou_alone(records: list[dict], rules: tuple = ()) -> list[dict]:
    """Each hand settled alone by ``paiju.api.fuzhou.table.settle`` under the banker and run
    the hand before it leaves (East, run 0 first), as a game entry without its totals."""
    from paiju.api.fuzhou.table import settle

    banker, run, entries = "E", 0, []
    for record in records:
        answer = settle({key: value for key, value in record.items()
                         if key not in ("id", "rules")} | {"banker": banker, "run": run}, rules)
        answer.pop("rules", None)
        entries.append(answer)
        banker, run = answer["next_banker"], answer["run"]
    return entries


def test_a_fuzhou_game_of_repeated_hands_answers_each_as_settled_alone(cli):
    lines = (FUZHOU_GAME * 5 + ['{"winner": "E", "self_drawn": true, "id": 1}',
                                '{"id": 1.0, "winner": "E", "self_drawn": true}',
                                '{"winner": null}', '{"winner": null}'] + FUZHOU_GAME * 3
             + [LATE_RULE])
    records = [json.loads(line) for line in lines]
    got = cli(["fuzhou", "game", "-", "--format", "jsonl"], input="\n".join(lines) + "\n")
    assert got.exit_code == 0, got.stderr
    hands = json.loads(got.stdout)["hands"]
    alone = _fuzhou_alone(records, (("banker-count", "added"),))
    assert [{key: value for key, value in hand.items() if key != "totals"}
            for hand in hands] == alone
    assert len({hand["banker_run"] for hand in hands}) > 2  # the same hands, other runs
    assert alone != _fuzhou_alone(records)  # the late rule changes repeated hands too


def test_a_repeated_record_read_differently_is_not_taken_for_another(cli):
    """``true`` and ``1`` are equal in Python but not in a record: the second is refused,
    after the first was read and kept."""
    lines = '{"winner": "E", "self_drawn": true}\n{"winner": "E", "self_drawn": 1}\n'
    bad = cli(["fuzhou", "game", "-", "--format", "jsonl"], input=lines)
    assert bad.exit_code == 2 and "line 2" in bad.stderr and "self_drawn" in bad.stderr
    deals = '{"order": [], "revolution": [1, 4]}\n{"order": [], "revolution": [true, 4]}\n'
    bad = cli(["gouji", "game", "-", "--format", "jsonl"], input=deals)
    assert bad.exit_code == 2 and "line 2" in bad.stderr, bad.stderr


def test_a_gouji_game_of_repeated_deals_answers_each_as_settled_alone(cli):
    """Void deals repeat at one number, a played deal repeated is the next deal: each entry
    is the deal's settlement at its number (``paiju gouji settle`` with ``deal`` set)."""
    from paiju.api.gouji.settlement import settle

    void = {"order": [], "revolution": [1, 4]}
    played = {"order": [0, 1, 2, 3, 4, 5]}
    records = [void, void, {**void, "id": "x"}, played, void, void, played, played]
    text = "".join(json.dumps(record) + "\n" for record in records)
    got = cli(["gouji", "game", "-", "--format", "jsonl"], input=text)
    assert got.exit_code == 0, got.stderr
    deals = json.loads(got.stdout)["deals"]
    numbers = [deal["deal"] for deal in deals]
    assert numbers == [1, 1, 1, 1, 2, 2, 2, 3]
    for record, deal, number in zip(records, deals, numbers):
        alone = settle({**record, "deal": number})
        assert {key: value for key, value in deal.items()
                if key not in ("tribute_paid", "totals")} == alone
    assert deals[2]["id"] == "x" and "id" not in deals[1]
