"""``paiju fuzhou settle`` and ``paiju fuzhou game`` on the command line: the ledger with the
rule behind each line (§7) and the next banker (§3), the winning hand in place of the bonus,
--rule and the record's "rules", "id" echoed, JSON Lines streamed with --jobs, a game's
running totals and succession — and the single-hand ``score`` agreeing with the ledger on
many hands."""

import json
import random

import pytest

from paiju.engine.fuzhou.game import play_game
from paiju.engine.fuzhou.settling import settle
from paiju.engine.fuzhou.table import SEATS
from paiju.grammar.fuzhou_table import read_game, read_settle
from test_fuzhou_gold import random_fuzhou_hands

J = ["--format", "json"]
ISSUE = {"banker": "E", "run": 2, "winner": "S", "self_drawn": False, "discarder": "N",
         "bonus": "金雀", "flowers": 3, "base": 5}
SPARROW = "123m 456m 789m 234s 金金 678p"


def document_text(record, **options) -> str:
    """One record as a document: a record alone on one line of stdin is a batch of one."""
    return json.dumps(record, indent=1, **options)


def settled(cli, record, *args):
    result, data = cli.json(["fuzhou", "settle", "-", *args, *J], input=document_text(record))
    assert result.exit_code == 0, result.stderr
    return data


def test_the_issues_record_settles_to_a_zero_sum_ledger_with_a_rule_per_line(cli):
    data = settled(cli, ISSUE)
    assert data["ledger"] == {"E": 0, "S": 71, "W": 0, "N": -71}
    assert (data["next_banker"], data["run"]) == ("S", 0)
    assert [line["seat"] for line in data["lines"]] == list(SEATS)
    assert "B + 2F + W = 5 + 2×3 + 60 = 71 (§7.1, §7.2)" in data["lines"][3]["rule"]
    assert "becomes banker, count 0 (§3)" in data["succession"]
    outcome, book = read_settle(ISSUE)
    assert data["ledger"] == settle(outcome, book).ledger
    assert "rules" not in data


def test_a_self_drawn_win_is_paid_by_the_three_others_and_the_banker_stays_section_3(cli):
    data = settled(cli, {"banker": "E", "run": 1, "winner": "E", "self_drawn": True,
                         "flowers": 3, "base": 5})
    assert data["ledger"] == {"E": 33, "S": -11, "W": -11, "N": -11}
    assert (data["next_banker"], data["run"]) == ("E", 2)


def test_a_drawn_deal_pays_nothing_and_the_banker_stays(cli):
    data = settled(cli, {"banker": "W", "run": 0, "winner": None})
    assert data["ledger"] == dict.fromkeys(SEATS, 0) and data["next_banker"] == "W"
    assert data["run"] == 1 and data["bonus"] is None


def test_the_winning_hand_in_place_of_bonus_and_flowers_is_worked_out(cli):
    data = settled(cli, {"banker": "E", "winner": "S", "self_drawn": True, "hand": SPARROW,
                         "gold": "5p", "base": 5})
    assert (data["bonus"], data["bonus_points"], data["flowers"]) == ("金雀", 70, 0)
    assert data["ledger"] == {"E": -75, "S": 225, "W": -75, "N": -75}


def test_the_rule_option_and_the_records_rules_switch_the_ledger(cli):
    all_three = {"E": -71, "S": 213, "W": -71, "N": -71}
    assert settled(cli, ISSUE, "--rule", "bonus-on-discard=all")["ledger"] == all_three
    data = settled(cli, {**ISSUE, "rules": {"bonus-on-discard": "all"}})
    assert data["ledger"] == all_three and data["rules"] == {"bonus-on-discard": "all"}
    held = settled(cli, {**ISSUE, "rules": {"bonus-on-discard": "all"}}, "--rule",
                   "bonus-on-discard=discarder")  # the record's switch holds for the record
    assert held["ledger"] == all_three


def test_the_id_is_echoed_first(cli):
    data = settled(cli, {"id": [3, "x"], **ISSUE})
    assert list(data)[0] == "id" and data["id"] == [3, "x"]


@pytest.mark.parametrize("record, words", [
    ({**ISSUE, "dealer": "E"}, "dealer: unknown field"),
    ({**ISSUE, "winner": "X"}, "winner: \"X\" is not a seat"),
    ({**ISSUE, "discarder": None}, "discarder: required for a win on a discard"),
    ([ISSUE, ISSUE], "a list of hands is a game: use 'paiju fuzhou game'"),
    ({**ISSUE, "rules": {"bonus-on-discard": "some"}}, "rules.bonus-on-discard"),
])
def test_a_bad_record_is_one_error_line_naming_the_field(cli, record, words):
    assert words in cli.error(["fuzhou", "settle", "-"], input=document_text(record))


def test_json_lines_are_settled_line_by_line_and_the_same_with_jobs(cli):
    lines = [json.dumps({**ISSUE, "id": n, "base": n + 1}) for n in range(300)]
    lines.insert(7, '{"winner": "S"}')
    text = "\n".join(lines) + "\n"
    one = cli(["fuzhou", "settle", "-"], input=text)
    two = cli(["fuzhou", "settle", "-", "--jobs", "2"], input=text)
    assert one.exit_code == two.exit_code == 2 and one.stdout == two.stdout
    answers = [json.loads(line) for line in one.stdout.splitlines()]
    assert answers[7]["field"] == "banker" and answers[7]["line"] == 8
    assert answers[8]["id"] == 7 and answers[8]["ledger"]["N"] == -(8 + 6 + 60)


GAME = ['{"winner": "E", "self_drawn": true, "flowers": 2, "base": 5}',
        '{"winner": null}',
        '{"winner": "W", "discarder": "N", "flowers": 3, "base": 5}',
        '{"winner": "S", "self_drawn": true, "hand": "123m 456m 789m 234s 金金 678p", '
        '"gold": "5p", "base": 5}']


def test_a_game_adds_up_the_ledgers_with_the_banker_succession(cli):
    result, data = cli.json(["fuzhou", "game", "-", *J], input="\n".join(GAME) + "\n")
    assert result.exit_code == 0
    assert [(hand["banker"], hand["banker_run"]) for hand in data["hands"]] == [
        ("E", 0), ("E", 1), ("E", 2), ("S", 0)]
    assert [hand["totals"] for hand in data["hands"]][-1] == data["totals"]
    assert data["totals"] == {"E": -48, "S": 216, "W": -76, "N": -92}
    assert sum(data["totals"].values()) == 0
    assert (data["next_banker"], data["run"], data["leaders"]) == ("S", 1, ["S"])
    hands, book = read_game([json.loads(line) for line in GAME])
    assert data["totals"] == play_game(hands, book).totals


def test_a_game_document_carries_its_rules_and_id(cli):
    document = {"id": "evening", "rules": {"run-on-draw": "kept"},
                "hands": [json.loads(line) for line in GAME]}
    _, data = cli.json(["fuzhou", "game", "-", *J], input=document_text(document))
    assert data["id"] == "evening" and data["rules"] == {"run-on-draw": "kept"}
    assert [hand["banker_run"] for hand in data["hands"]] == [0, 1, 1, 0]
    _, same = cli.json(["fuzhou", "game", "-", "--rule", "run-on-draw=kept", *J],
                       input=document_text(document["hands"]))
    assert same["totals"] == data["totals"]


def test_a_game_hand_off_the_succession_is_named_by_its_line(cli):
    lines = GAME[:2] + ['{"banker": "S", "winner": "W", "discarder": "N"}']
    line = cli.error(["fuzhou", "game", "-"], input="\n".join(lines) + "\n")
    assert "line 3.banker: the banker is E, not S" in line


# ---------------------------------------------------------------------------------------
# score and settle agree


def test_score_agrees_with_the_settle_ledger_on_many_hands(cli):
    rng = random.Random(1616)
    scores, settles = [], []
    for tiles, golds, gold in random_fuzhou_hands(1617, 120):
        text = " ".join([f"{t % 9 + 1}{'mps'[t // 9]}" for t in tiles] + ["金"] * golds)
        gold_text = f"{gold % 9 + 1}{'mps'[gold // 9]}"
        banker, winner = rng.choice(SEATS), rng.choice(SEATS)
        self_drawn = rng.random() < 0.5
        discarder = None if self_drawn else rng.choice([s for s in SEATS if s != winner])
        run, base, added = rng.choice([0, 1, 3]), rng.choice([1, 5]), rng.random() < 0.5
        flowers = rng.choice([0, 0, 2, 7])
        scores.append({"hand": text, "gold": gold_text, "flowers": flowers, "base": base,
                       "self_drawn": self_drawn, "banker": winner == banker,
                       "discarder_is_banker": discarder == banker,
                       "banker_count": run if added else 0})
        settles.append({"hand": text, "gold": gold_text, "flowers": flowers, "base": base,
                        "self_drawn": self_drawn, "winner": winner, "discarder": discarder,
                        "banker": banker, "run": run,
                        **({"rules": {"banker-count": "added"}} if added else {})})
    _, scored = cli.jsonl(["fuzhou", "score", "--batch", "-"],
                          input="".join(json.dumps(r, ensure_ascii=False) + "\n" for r in scores))
    _, ledgers = cli.jsonl(["fuzhou", "settle", "-"],
                           input="".join(json.dumps(r, ensure_ascii=False) + "\n"
                                         for r in settles))
    compared = 0
    for single, table, record in zip(scored, ledgers, settles):
        if "error" in single or not single["win"]:
            assert "error" in table  # not a win, or three golds on a discard
            continue
        compared += 1
        ledger = table["ledger"]
        assert sum(ledger.values()) == 0
        assert ledger[record["winner"]] == single["winner_gets"]
        assert sorted(-amount for amount in ledger.values() if amount < 0) == \
            sorted(payment["amount"] for payment in single["payments"])
        assert (table["bonus"], table["bonus_points"], table["flowers"], table["per_payer"]) \
            == (single["bonus"], single["bonus_points"], single["flowers"],
                single["per_payer"])
    assert compared > 40, compared
