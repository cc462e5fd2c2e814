"""``paiju sanchazi replay``, ``legal`` and ``rules`` on the command line: exit 0 legal
(finished or not), 1 illegal with the index, seat, rule and reason, 2 unreadable naming the
field; JSON Lines streamed with --jobs; --explain trick by trick; legal actions that replay;
the record's "id" echoed first; the answer is the referee's."""

import json
from pathlib import Path

import pytest

from sanchazi_selfplay import books, self_play
from paiju.engine.sanchazi.reasons import DEAL_NOTES
from paiju.engine.sanchazi.referee.facts import story
from paiju.grammar.sanchazi_replay import read_replay

ROOT = Path(__file__).resolve().parent.parent
DEAL = json.loads((ROOT / "examples" / "sanchazi-deal.json").read_text(encoding="utf-8"))
J = ["--format", "json"]


def document_text(record, **options) -> str:
    """One record as a document: a record alone on one line of stdin is a batch of one."""
    return json.dumps(record, indent=1, **options)


def with_actions(document, count):
    return {**document, "actions": document["actions"][:count]}


def test_a_finished_deal_replays_with_its_facts(cli):
    result, data = cli.json(["sanchazi", "replay", "examples/sanchazi-deal.json", *J])
    assert result.exit_code == 0
    assert list(data)[:3] == ["id", "legal", "finished"] and data["id"] == "teaching deal"
    assert data["legal"] and data["finished"] and data["to_act"] is None and data["open"] == []
    assert (data["order"], data["upstream"], data["downstream"], data["lift"]) == \
        ([2, 0], 2, [1, 3], "A")
    assert [trick["points"] for trick in data["tricks"]] == [30, 0, 0, 0]
    assert data["points_by_seat"] == [0, 30, 0, 0] and data["teams"] == {"A": 0, "B": 30}
    assert data["points_left"] == [0, 10, 0, 0]
    assert data["happy_money_by_seat"] == [12, -4, -4, -4]
    assert data["notes"] == list(DEAL_NOTES)
    assert "rules" not in data


def test_the_answer_is_the_referees(cli):
    _, data = cli.json(["sanchazi", "replay", "-", "--explain", *J], input=document_text(DEAL))
    referee = read_replay(DEAL).replay()
    facts = referee.facts()
    assert data["explanation"] == story(referee.events)
    assert data["order"] == list(facts.order) and data["teams"] == facts.teams
    assert [trick["winner"] for trick in data["tricks"]] == [t.winner for t in facts.tricks]


def test_an_unfinished_deal_says_who_acts_and_what_is_open(cli):
    result, data = cli.json(["sanchazi", "replay", "-", *J], input=document_text(
        with_actions(DEAL, 4)))
    assert result.exit_code == 0 and data["finished"] is False
    assert data["to_act"] == 0 and data["open"] == ["play", "pass"]
    assert data["table"][-1] == {"seat": 3, "play": "QQ"} and data["table_points"] == 10


def test_an_illegal_action_exits_1_with_its_index_seat_rule_and_reason(cli):
    document = with_actions(DEAL, 2)
    document["actions"][1] = {"seat": 1, "play": "K"}
    result, data = cli.json(["sanchazi", "replay", "-", *J], input=document_text(document))
    assert result.exit_code == 1
    assert data == {"id": "teaching deal", "legal": False, "error": {
        "action": 1, "seat": 1, "rule": "§10 rule 2",
        "reason": "K does not beat seat 0's 55 (§4): a pair is followed only by a pair (or a "
                  "bomb or a fork), not a single"}}
    table = cli(["sanchazi", "replay", "-"], input=document_text(document)).stdout
    assert "action 1 (seat 1)" in table and "§10 rule 2" in table


@pytest.mark.parametrize("document, words", [
    ({"leader": 0}, "hands: missing"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "actions": [{"seat": 0, "play": "8x"}]},
     "actions[0].play: cannot read play"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "actions": [{"seat": 5, "pass": True}]},
     "actions[0].seat: seat 5 does not exist"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "actions": [{"seat": 0, "burn": "8"}]},
     "actions[0].burn: unknown field in an action"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "actions": [{"seat": 0, "pass": 1}]},
     "actions[0].pass: expected true"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "actions": [{"seat": 0}]},
     "actions[0]: an action is exactly one of play, pass, found 0"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "rules": {"last-hand": "mine"}},
     "rules.last-hand: rule last-hand has no value 'mine'"),
    ({"hands": ["8", "9", "J", 7], "leader": 0}, "hands[3]: expected a hand"),
    ({"hands": ["8", "9", "J", "Q"], "leader": 0, "dealer": 1},
     "dealer: unknown field in the record (fields: id, hands, leader, base, rules, actions)"),
])
def test_an_unreadable_record_exits_2_naming_the_field(cli, document, words):
    line = cli.error(["sanchazi", "replay", "-"], input=document_text(document))
    assert words in line, line


def test_the_records_rules_hold_over_the_rule_given_documented_records_over_options(cli):
    document = {**DEAL, "rules": {"last-hand": "deal"}}
    _, data = cli.json(["sanchazi", "replay", "-", "--rule", "last-hand=own", *J],
                       input=document_text(document))
    assert data.get("rules", {}) == {}  # the record's reading is the default one
    _, data = cli.json(["sanchazi", "replay", "-", "--rule", "last-hand=own", *J],
                       input=document_text(DEAL))
    assert data["rules"] == {"last-hand": "own"}


def test_json_lines_are_answered_line_by_line_with_jobs(cli, tmp_path):
    games = [self_play(seed, books()[seed % 4]) for seed in range(6)]
    lines = [json.dumps({"id": n, **game.record}, ensure_ascii=False)
             for n, game in enumerate(games)]
    bad = dict(games[0].record, actions=games[0].record["actions"][:3] + [{"seat": 9,
                                                                          "pass": True}])
    text = "\n".join(lines + [json.dumps(bad), "{not json"]) + "\n"
    one = cli(["sanchazi", "replay", "-"], input=text)
    two = cli(["sanchazi", "replay", "-", "--jobs", "2"], input=text)
    assert one.exit_code == two.exit_code == 2 and one.stdout == two.stdout
    answers = [json.loads(line) for line in one.stdout.splitlines()]
    assert [answer.get("id") for answer in answers[:6]] == list(range(6))
    assert all(answer["legal"] and answer["finished"] for answer in answers[:6])
    assert answers[6]["field"] == "actions[3].seat" and answers[6]["line"] == 7
    assert answers[7]["line"] == 8


def test_legal_lists_action_objects_that_replay(cli):
    document = with_actions(DEAL, 4)
    result, data = cli.json(["sanchazi", "legal", "-", *J], input=document_text(document))
    assert result.exit_code == 0 and data["to_act"] == 0
    assert data["actions"] == [{"seat": 0, "pass": True}, {"seat": 0, "play": "大王大王"},
                               {"seat": 0, "play": "大王大王大王"}]
    document = with_actions(DEAL, 5)
    _, data = cli.json(["sanchazi", "legal", "-", *J], input=document_text(document))
    assert data["to_act"] == 1 and data["actions"] == [{"seat": 1, "pass": True},
                                                       {"seat": 1, "play": "KK"}]
    for action in data["actions"]:
        extended = {**document, "actions": document["actions"] + [action]}
        replayed = cli(["sanchazi", "replay", "-", *J], input=document_text(extended))
        assert replayed.exit_code == 0


def test_legal_lists_every_lead_and_nothing_once_the_deal_is_over(cli):
    _, data = cli.json(["sanchazi", "legal", "-", *J], input=document_text(with_actions(DEAL, 0)))
    assert data["to_act"] == 0 and data["count"] == len(data["actions"])
    assert [action["play"] for action in data["actions"]] == [
        "3", "5", "大王", "55", "大王大王", "大王大王大王55", "大王大王大王"]
    _, over = cli.json(["sanchazi", "legal", "examples/sanchazi-deal.json", *J])
    assert over["to_act"] is None and over["count"] == 0 and over["actions"] == []


def test_legal_of_an_illegal_record_answers_as_replay_does(cli):
    document = with_actions(DEAL, 1)
    document["actions"][0] = {"seat": 1, "play": "KK"}
    result, data = cli.json(["sanchazi", "legal", "-", *J], input=document_text(document))
    assert result.exit_code == 1 and data["error"]["rule"] == "§10 rule 1"


def test_the_rules_listing_names_every_switch(cli):
    _, data = cli.json(["sanchazi", "rules", *J])
    assert [(row["name"], row["default"]) for row in data["rules"]] == [
        ("wings-share-ranks", "no"), ("last-hand", "deal")]


def test_the_table_tells_the_deal(cli):
    result = cli(["sanchazi", "replay", "examples/sanchazi-deal.json"])
    assert result.exit_code == 0
    assert "team A (seats 0 and 2)" in result.stdout
    assert "seat 0 collects 12 happy money for 大王大王大王" in result.stdout
