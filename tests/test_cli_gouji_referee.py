"""``paiju gouji replay`` and ``paiju gouji legal`` (gouji.md §18) through the command line:
every answer shape and exit code, the settlement held to ``paiju gouji settle`` byte for
byte, legal actions that replay, the rule book from options and records, bad records named
by their field, and batches with a bad line."""

import json
import random
from pathlib import Path

import pytest

from gouji_selfplay import books, self_play
from paiju.grammar.gouji_replay import read_replay

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = json.loads((ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8"))
HANDS = EXAMPLE["hands"]
"""The teaching deal of examples/gouji-referee.md: seat 0 leads 2xK, seat 1 burns it with
1小花+1xA and goes out first; seat 3 goes out second on a 2x钱 nobody answers (死够)."""


def dumps(record) -> str:
    """One record as a document (a record on one line of stdin is a JSON Lines batch of one)."""
    return json.dumps(record, ensure_ascii=False, indent=1)


def compact(record) -> str:
    """One record on one line (JSON Lines)."""
    return json.dumps(record, ensure_ascii=False)


def line(record) -> str:
    return compact(record) + "\n"


def record(actions, hands=HANDS, **fields):
    return {"hands": list(hands), "leader": 0, **fields, "actions": list(actions)}


def first(count, **fields):
    """The example record cut after its first ``count`` actions."""
    return record(EXAMPLE["actions"][:count], **fields)


def squeezed(text: str) -> str:
    """Table output with runs of spaces made one (column widths follow the longest key)."""
    return "\n".join(" ".join(line.split()) for line in text.splitlines())


def replay(cli, given, *options):
    result = cli(["gouji", "replay", "-", "--format", "json", *options], input=dumps(given))
    return result, json.loads(result.stdout) if result.stdout else None


@pytest.fixture(scope="module")
def games():
    rule_books = books()
    return [self_play(500 + seed, rule_books[seed % len(rule_books)]) for seed in range(30)]


# ---------------------------------------------------------------------------------------
# replay: the answer shapes and their exit codes


def test_a_finished_legal_deal_answers_its_facts_and_exit_0(cli):
    result, data = replay(cli, EXAMPLE)
    assert result.exit_code == 0
    assert list(data)[:10] == ["legal", "finished", "order", "left", "opened", "burns",
                               "failed_burners", "smothered", "dead_levels", "settlement"]
    assert data["legal"] is True and data["finished"] is True
    assert data["order"] == [1, 3, 4, 5] and data["left"] == [0, 2]
    assert data["opened"] == [1]  # seat 1's burning 1小花+1xA won its trick
    assert data["burns"] == [{"burner": 1, "burned": 0, "outcome": "success"}]
    assert data["failed_burners"] == [] and data["smothered"] == []
    assert data["dead_levels"] == [{"seat": 3, "play": "2x钱", "hole_card": True}]
    places = {place["seat"]: place["place_zh"] for place in data["settlement"]["places"]}
    assert places == {1: "头科", 3: "二科", 4: "三科", 5: "四科", 0: "二落", 2: "大落"}
    assert data["settlement"]["deal"] == 3 and data["settlement"]["deals_per_game"] == 5
    assert {"kind_zh": "烧贡", "payer": 0, "receiver": 1}.items() <= \
        data["settlement"]["tributes"][0].items()


def test_a_deal_not_over_answers_the_seat_to_act_and_its_kinds_of_action(cli):
    result, data = replay(cli, first(1))
    assert result.exit_code == 0
    assert data["legal"] is True and data["finished"] is False
    assert data["to_act"] == 1 and data["open"] == ["pass", "burn"]
    assert "settlement" not in data and "left" not in data
    assert data["order"] == [] and data["burns"] == []


def test_a_burn_in_progress_has_no_outcome_yet(cli):
    _, data = replay(cli, first(2))
    assert data["burns"] == [{"burner": 1, "burned": 0, "outcome": None}]
    assert data["to_act"] == 2 and data["open"] == ["pass"]


def test_a_deal_not_over_with_seats_out_lists_them(cli):
    _, data = replay(cli, first(16))
    assert data["order"] == [1, 3] and data["to_act"] == 4
    assert data["burns"] == [{"burner": 1, "burned": 0, "outcome": "success"}]


def test_an_illegal_action_is_exit_1_with_its_index_seat_rule_and_reason(cli):
    # seat 1 beats seat 0's level card 2xK with a plain play: only the 对家 may (rule 6)
    variation = first(2)
    variation["actions"][1] = {"seat": 1, "play": "1小花+1xA"}
    result, data = replay(cli, variation)
    assert result.exit_code == 1
    assert data == {"legal": False, "error": {
        "action": 1, "seat": 1, "rule": "§18 rule 6",
        "reason": "seat 0's 2xK is a level card: before the tangle only its 对家 seat 3 (or a "
                  "seat without head) may beat it; seat 1 may only burn or pass"}}


def test_nothing_after_the_illegal_action_is_judged(cli):
    variation = first(1)
    variation["actions"] += [{"seat": 2, "pass": True}, {"seat": 5, "yield": True},
                             {"seat": 0, "play": "1x5+2x10"}]
    _, data = replay(cli, variation)
    assert data["error"]["action"] == 1 and data["error"]["rule"] == "§18 rule 2"
    assert data["error"]["reason"] == "it is seat 1's turn, not seat 2's"


def test_the_whole_record_is_read_before_any_action_is_judged_documented(cli):
    # an unreadable action after an illegal one is still bad input (exit 2), not a "no"
    variation = first(1)
    variation["actions"] += [{"seat": 2, "pass": True}, {"seat": 9, "pass": True}]
    line = cli.error(["gouji", "replay", "-"], input=dumps(variation))
    assert "actions[2].seat: seat 9 does not exist" in line


def test_a_play_that_reads_but_is_no_play_is_illegal_at_its_index_rule_19(cli):
    result, data = replay(cli, record([{"seat": 0, "play": "1x4+2xK"}]))
    assert result.exit_code == 1
    assert data["error"]["action"] == 0 and data["error"]["rule"] == "§18 rule 19"


def test_acting_after_the_deal_is_over_is_illegal_rule_17(cli):
    over = record([*EXAMPLE["actions"], {"seat": 0, "play": "3x4"}])
    result, data = replay(cli, over)
    assert result.exit_code == 1
    assert data["error"]["action"] == len(EXAMPLE["actions"])
    assert data["error"]["rule"] == "§18 rule 17"


@pytest.mark.parametrize("given, words", [
    (record([{"seat": 0, "play": "2xK"}, {"seat": 1, "burn": "1小花+1xZ"}]),
     "actions[1].burn: "),
    (record([{"seat": 0, "play": "2xK"}, {"seat": 1, "pass": "yes"}]),
     "actions[1].pass: expected true"),
    (record([{"seat": 0, "play": "2xK"}, {"seat": 1, "pass": True, "play": "1xA"}]),
     "actions[1]: an action is exactly one of"),
    (record([{"seat": 6, "pass": True}]), "actions[0].seat: seat 6 does not exist"),
    (record([], hands=HANDS[:5]), "hands: a table has 6 hands, found 5"),
    (record([], hands=[*HANDS[:5], ""]), "hands[5]:"),
    ({**record([]), "colour": "red"}, "colour: unknown field in the record (fields: id, hands"),
    ({"hands": HANDS, "actions": []}, "leader: missing"),
    (record([], revolution=1, head="keep"), "hands[1]: seat 1 revolted but holds 小花"),
    (record([], mode="bie-san"), "hands[0]: in 憋三 mode every playing hand holds a 3"),
    ([record([])], "expected one replay record"),
])
def test_an_unreadable_record_or_impossible_set_up_is_exit_2_naming_the_field(cli, given, words):
    line = cli.error(["gouji", "replay", "-"], input=dumps(given))
    assert line.startswith("paiju: error: ") and words in line, line


def test_a_document_that_is_not_json_is_exit_2(cli):
    assert "not JSON" in cli.error("gouji replay -", input="{\"hands\": [\n")


def test_the_record_id_is_echoed_first_untouched(cli):
    for given in (first(1), EXAMPLE, {**first(2), "actions": [{"seat": 0, "pass": True}]}):
        _, data = replay(cli, {"id": {"table": 7, "tag": "x"}, **given})
        assert list(data)[0] == "id" and data["id"] == {"table": 7, "tag": "x"}
    _, listed = cli.json(["gouji", "legal", "-", "--format", "json"],
                         input=dumps({**first(1), "id": "p-1"}))
    assert list(listed)[0] == "id" and listed["id"] == "p-1"


# ---------------------------------------------------------------------------------------
# replay: the settlement follows from the facts of the deal, by the rules

PLACE_POINTS = (2, 1, 0, 0, -1, -2)
"""gouji.md: 头科 +2, 二科 +1, 三科 0, 四科 0, 二落 −1, 大落 −2."""


def assert_settled_by_the_rules(answer):
    """What the settlement of a replayed deal must say whatever else happened: the order
    the seats went out (the seats left last), a place for every seat, each place's points
    those of its seat, each team the sum of its seats' points (team A the even seats)."""
    settlement = answer["settlement"]
    assert settlement["order"] == answer["order"] + answer["left"]
    assert sorted(place["seat"] for place in settlement["places"]) == list(range(6))
    points = settlement["points_by_seat"]
    assert [place["points"] for place in settlement["places"]] == \
        [points[place["seat"]] for place in settlement["places"]]
    assert settlement["teams"] == {"A": sum(points[0::2]), "B": sum(points[1::2])}


def tributes(answer, kind):
    return [(tribute["payer"], tribute["receiver"], tribute["cards"])
            for tribute in answer["settlement"]["tributes"] if tribute["kind_en"] == kind]


def test_the_settlement_of_the_teaching_deal_is_what_the_rules_give(cli):
    """Seats 1, 3, 4, 5 go out in that order, 0 and 2 are left (二落, 大落); seat 1 burned
    seat 0's level card and went out: no 三户, no void deal, the place points as they stand."""
    for options in ((), ("--explain",)):
        for given in (EXAMPLE, {**EXAMPLE, "declarations": {"1": "bright", "3": "pre"}}):
            _, data = replay(cli, given, *options)
            assert_settled_by_the_rules(data)
            settlement = data["settlement"]
            assert settlement["order"] == [1, 3, 4, 5, 0, 2]
            assert [place["points"] for place in settlement["places"]] == list(PLACE_POINTS)
            assert settlement["points_by_seat"] == [-1, 2, -2, 1, 0, 0]
            assert settlement["teams"] == {"A": -3, "B": 3}
            assert not settlement["void"] and not settlement["sanhu"]
            assert tributes(data, "burn") == [(0, 1, 1)]  # the burned pays the burner
            assert tributes(data, "fall") == [(2, 1, 2), (0, 3, 1)]  # 大落 → 头科, 二落 → 二科
            assert ("explanation" in settlement) is bool(options)


def test_self_played_deals_settle_by_the_rules_in_one_batch(cli, games):
    records = [{**game.record, "deal": 2, "declarations": {"0": "bright", "4": "pre"}}
               for game in games]
    result = cli(["gouji", "replay", "-"], input="".join(line(item) for item in records))
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 0 and len(answers) == len(records)
    for answer, game in zip(answers, games):
        facts = game.referee.facts()
        assert answer["legal"] and answer["finished"]
        assert answer["order"] == list(facts.order) and answer["left"] == list(facts.left)
        assert answer["failed_burners"] == list(facts.failed_burners)
        assert_settled_by_the_rules(answer)


# ---------------------------------------------------------------------------------------
# replay --explain and the tables


def test_explain_tells_every_event_of_the_engine_trick_by_trick(cli):
    _, data = replay(cli, EXAMPLE, "--explain")
    referee = read_replay(EXAMPLE).replay()
    told = [(trick["trick"], event["action"], event["says"])
            for trick in data["explanation"] for event in trick["events"]]
    assert told == [(event.trick, event.action, event.describe())
                    for event in referee.events]
    assert [trick["trick"] for trick in data["explanation"]] == [1, 2, 3, 4, 5, 6]
    kinds = [event["kind"] for trick in data["explanation"] for event in trick["events"]]
    for kind in ("led", "burned", "passed", "yielded", "asked again", "requested the lead",
                 "request lapsed", "went out", "opened a point", "dead level",
                 "burn succeeded", "tangle began", "deal over"):
        assert kind in kinds
    assert "explanation" in data["settlement"]


def test_explain_of_an_illegal_record_tells_the_deal_up_to_the_refusal(cli):
    variation = first(3)
    variation["actions"][2] = {"seat": 3, "pass": True}
    _, data = replay(cli, variation, "--explain")
    assert data["error"]["action"] == 2
    said = [event["says"] for trick in data["explanation"] for event in trick["events"]]
    assert said == ["seat 0 leads 2xK", "seat 1 burns (烧) seat 0's level card with 1小花+1xA: "
                    "it must now go out, a flower in every play but the last"]


def test_the_table_shows_the_order_the_burns_and_the_settlement(cli):
    result = cli("gouji replay examples/gouji-referee.json")
    assert result.exit_code == 0
    out = squeezed(result.stdout)
    assert "went out 1 3 4 5\nleft 0 2\nopened 1" in out
    assert "burns seat 1 burned seat 0: success" in out
    assert "死够 (dead levels) seat 3's 2x钱" in out
    assert "settlement (paiju gouji settle):" in out and "头科" in out and "烧贡" in out
    told = cli("gouji replay examples/gouji-referee.json --explain").stdout
    assert "trick 1\n     #0  seat 0 leads 2xK\n" in told
    assert "\n         seat 1 goes out, 1st out\n" in told


def test_the_table_of_an_illegal_record_shows_the_refusal(cli):
    variation = first(2)
    variation["actions"][1] = {"seat": 1, "play": "1小花+1xA"}
    result = cli("gouji replay -", input=dumps(variation))
    assert result.exit_code == 1
    out = squeezed(result.stdout)
    assert "refused action 1 (seat 1) play 1小花+1xA" in out and "rule §18 rule 6" in out


def test_the_table_of_a_deal_not_over_shows_the_seat_to_act(cli):
    result = cli("gouji replay -", input=dumps(first(2)))
    out = squeezed(result.stdout)
    assert "to act seat 2: pass" in out and "burns seat 1 burned seat 0: in progress" in out


# ---------------------------------------------------------------------------------------
# the rule book: --rule, the record's rules, the shorthands


SECOND_BURNS = [HANDS[0], "3x5+2x6", "1小花+1xA+2x9", *HANDS[3:]]
"""Seat 2 (o+2 of seat 0) may burn seat 0's 2xK: under burners=enemies only o+1 and o+5 may."""
SECOND_BURNING = record([{"seat": 0, "play": "2xK"}, {"seat": 1, "pass": True},
                         {"seat": 2, "burn": "1小花+1xA"}], hands=SECOND_BURNS)


@pytest.mark.parametrize("options, fields", [
    (["--rule", "burners=enemies"], {}),
    ([], {"rules": {"burners": "enemies"}}),
    (["--rule", "burners=enemies"], {"rules": {"burners": "enemies"}}),
])
def test_burners_enemies_from_an_option_or_the_record_refuses_the_second_seat_rule_8(
        cli, options, fields):
    result, data = replay(cli, {**SECOND_BURNING, **fields}, *options)
    assert result.exit_code == 1 and data["error"]["action"] == 2
    assert data["error"]["rule"] == "§18 rule 8"
    assert "burners=enemies" in data["error"]["reason"]


def test_the_second_seat_may_burn_under_the_default_book(cli):
    result, data = replay(cli, SECOND_BURNING)
    assert result.exit_code == 0 and data["burns"] == [
        {"burner": 2, "burned": 0, "outcome": None}]


FLOWERS = record([{"seat": 0, "play": "1大花"}, {"seat": 1, "pass": True},
                  {"seat": 2, "pass": True}, {"seat": 3, "play": "2大花"}],
                 hands=["1大花+1x4", "1x6+1x5", "1x7+1x6", "2大花+1x5", "1x8+1x4", "1x9+1x5"])
"""The 对家 answers 1大花 with 2大花: a beating play under option 1 only (§6.2)."""


@pytest.mark.parametrize("options, fields", [
    (["--option", "1"], {}), (["--rule", "option=1"], {}), ([], {"option": 1}),
    ([], {"rules": {"option": "1"}}), (["--option", "1", "--rule", "option=1"], {"option": 1}),
])
def test_option_1_from_a_shorthand_a_rule_or_the_record_lets_two_big_flowers_kill_one(
        cli, options, fields):
    result, data = replay(cli, {**FLOWERS, **fields}, *options)
    assert result.exit_code == 0 and data["legal"] is True, data
    listed = cli(["gouji", "legal", "-", "--format", "json", *options],
                 input=dumps({**FLOWERS, **fields, "actions": FLOWERS["actions"][:3]}))
    assert {"seat": 3, "play": "2大花"} in json.loads(listed.stdout)["actions"]


def test_option_0_refuses_two_big_flowers_on_one_rule_5(cli):
    result, data = replay(cli, FLOWERS)
    assert result.exit_code == 1 and data["error"]["rule"] == "§18 rule 5"


def test_opening_1_keeps_a_flowered_burn_from_opening_a_point(cli):
    _, default = replay(cli, EXAMPLE)
    _, shorthand = replay(cli, EXAMPLE, "--opening", "1")
    _, written = replay(cli, {**EXAMPLE, "opening": 1})
    assert default["opened"] == [1] and shorthand["opened"] == written["opened"] == []
    assert shorthand["settlement"] == written["settlement"] != default["settlement"]
    assert_settled_by_the_rules(shorthand)
    # §10.1: nobody opened, so each seat pays its 对家 one card (nobody declared)
    assert tributes(shorthand, "point") == [(seat, (seat + 3) % 6, 1) for seat in range(6)]
    # seat 1 opened: it pays none, and seat 4, who did not, pays it a reward and a penalty
    assert (1, 4, 1) not in tributes(default, "point") and (4, 1, 2) in tributes(default, "point")


def test_a_shorthand_contradicting_a_rule_is_a_usage_error(cli):
    line = cli.error(["gouji", "replay", "-", "--option", "1", "--rule", "option=0"],
                     input=dumps(FLOWERS))
    assert "--option 1 contradicts --rule option=0" in line
    assert "contradicts" in cli.error(["gouji", "legal", "-", "--opening", "2", "--rule",
                                       "opening=1"], input=dumps(FLOWERS))


def test_a_switch_the_record_sets_holds_over_the_command_lines_documented_records_over_options(
        cli):
    _, given = replay(cli, FLOWERS, "--option", "0")
    _, held = replay(cli, {**FLOWERS, "option": 1}, "--option", "0")
    assert given["legal"] is False and held["legal"] is True
    _, held = replay(cli, {**FLOWERS, "rules": {"option": "1"}}, "--rule", "option=0")
    assert held["legal"] is True


@pytest.mark.parametrize("fields, field", [
    ({"option": 1, "rules": {"option": "0"}}, "option"),
    ({"rules": {"burners": "friends"}}, "rules.burners"),
    ({"rules": {"speed": "fast"}}, "rules.speed"),
])
def test_a_record_contradicting_itself_or_naming_no_rule_is_exit_2_naming_the_field(
        cli, fields, field):
    line = cli.error(["gouji", "replay", "-"], input=dumps({**FLOWERS, **fields}))
    assert f"paiju: error: {field}: " in line, line


def test_an_unknown_rule_on_the_command_line_is_a_usage_error(cli):
    result = cli(["gouji", "replay", "-", "--rule", "speed=fast"], input=dumps(FLOWERS))
    assert result.exit_code == 2 and "no Gouji rule 'speed'" in result.stderr


# ---------------------------------------------------------------------------------------
# legal


def test_legal_lists_the_actions_of_the_seat_to_act_cheapest_first(cli):
    result, data = cli.json("gouji legal examples/gouji-referee-start.json --format json")
    assert result.exit_code == 0
    assert data == {"legal": True, "to_act": 1, "count": 2, "actions": [{"seat": 1, "pass": True},
                                                                        {"seat": 1, "burn": "1小花+1xA"}]}
    _, lead = cli.json(["gouji", "legal", "-", "--format", "json"], input=dumps(record([])))
    assert lead["to_act"] == 0 and lead["count"] == 5  # a leader is offered plays only
    assert [item["play"] for item in lead["actions"]] == ["1x4", "2x4", "3x4", "1xK", "2xK"]


def test_legal_on_a_finished_deal_answers_nobody_to_act(cli):
    result, data = cli.json("gouji legal examples/gouji-referee.json --format json")
    assert result.exit_code == 0 and data == {"legal": True, "to_act": None, "count": 0,
                                              "actions": []}
    assert "nobody: the deal is over" in cli("gouji legal examples/gouji-referee.json").stdout


def test_legal_of_a_record_with_an_illegal_action_answers_as_replay_with_exit_1(cli):
    """As in Sanchazi (issue 26): a record that reads is answered; "not legal at action 1"."""
    variation = first(2)
    variation["actions"][1] = {"seat": 1, "play": "1小花+1xA"}
    result, data = cli.json(["gouji", "legal", "-", "--format", "json"], input=dumps(variation))
    assert result.exit_code == 1 and data["legal"] is False
    assert data["error"]["action"] == 1 and data["error"]["rule"] == "§18 rule 6"
    assert data["error"]["reason"].startswith("seat 0's 2xK is a level card")
    _, replayed = cli.json(["gouji", "replay", "-", "--format", "json"], input=dumps(variation))
    assert data == replayed


def test_legal_is_the_engines_list_and_every_item_replays(cli, games):
    rng = random.Random(3)
    positions = []
    for game in games:
        for cut in sorted(rng.sample(range(len(game.actions) + 1), 4)):
            positions.append({**game.record, "actions": game.record["actions"][:cut]})
    listed = cli(["gouji", "legal", "-"], input="".join(line(item) for item in positions))
    answers = [json.loads(line) for line in listed.stdout.splitlines()]
    assert listed.exit_code == 0 and len(answers) == len(positions)
    extended = []
    for position, answer in zip(positions, answers):
        referee = read_replay(position).replay()
        assert answer["to_act"] == referee.turn
        assert answer["actions"] == [action.record() for action in referee.legal_actions()]
        assert answer["count"] == len(answer["actions"])
        extended += [{**position, "actions": [*position["actions"], item]}
                     for item in answer["actions"]]
    assert len(extended) > 500
    replayed = cli(["gouji", "replay", "-"], input="".join(line(item)
                                                           for item in extended))
    results = [json.loads(line) for line in replayed.stdout.splitlines()]
    assert replayed.exit_code == 0 and len(results) == len(extended)
    assert all(result["legal"] for result in results)


def test_the_legal_table_lists_the_actions(cli):
    out = squeezed(cli("gouji legal examples/gouji-referee-start.json").stdout)
    assert "to act seat 1\nactions 2" in out and "\n2 burn 1小花+1xA" in out


# ---------------------------------------------------------------------------------------
# batches: JSON Lines with a bad line in the middle, with and without --jobs


def batch_lines():
    illegal = first(2)
    illegal["actions"][1] = {"seat": 1, "play": "1小花+1xA"}
    bad = record([{"seat": 0, "play": "2xZ"}])
    return [compact({"id": 1, **EXAMPLE}), compact({"id": 2, **first(5)}), "{not json",
            compact({"id": 4, **bad}), compact({"id": 5, **illegal}),
            compact({"id": 6, **first(1)})]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_replay_batch_answers_every_line_and_reports_the_bad_ones(cli, jobs):
    text = "\n".join(batch_lines()) + "\n"
    result = cli(["gouji", "replay", "-", "--jobs", jobs], input=text)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 2 and len(answers) == 6
    # a bad record still readable as JSON echoes its id in its error object; "{not json" has none
    assert [answer.get("id") for answer in answers] == [1, 2, None, 4, 5, 6]
    assert answers[0]["finished"] and not answers[1]["finished"]
    assert answers[2]["line"] == 3 and "not JSON" in answers[2]["error"]
    assert answers[3]["line"] == 4 and answers[3]["field"] == "actions[0].play"
    assert answers[4]["legal"] is False and answers[4]["error"]["rule"] == "§18 rule 6"
    assert answers[5]["to_act"] == 1


def test_a_replay_batch_with_jobs_2_prints_what_jobs_1_prints(cli, games):
    lines = batch_lines() + [compact(game.record) for game in games[:10]]
    text = "\n".join(lines * 30) + "\n"
    one = cli(["gouji", "replay", "-"], input=text)
    two = cli(["gouji", "replay", "-", "--jobs", "2"], input=text)
    assert one.exit_code == two.exit_code == 2
    assert one.stdout == two.stdout and len(one.stdout.splitlines()) == len(lines) * 30


def test_a_batch_whose_only_fault_is_an_illegal_deal_exits_1(cli):
    illegal = first(2)
    illegal["actions"][1] = {"seat": 1, "play": "1小花+1xA"}
    result = cli("gouji replay -", input=line(EXAMPLE) + line(illegal))
    assert result.exit_code == 1


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_legal_batch_names_the_bad_line_and_answers_the_rest(cli, jobs):
    text = "\n".join(batch_lines()) + "\n"
    result = cli(["gouji", "legal", "-", "--jobs", jobs], input=text)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 2 and len(answers) == 6
    assert answers[0] == {"id": 1, "legal": True, "to_act": None, "count": 0, "actions": []}
    # an illegal action is an answer, as in 'replay' (issue 26); the unreadable lines are bad
    assert answers[4] == {"id": 5, "legal": False, "error": answers[4]["error"]}
    assert answers[4]["error"]["rule"] == "§18 rule 6"
    assert answers[5]["id"] == 6 and answers[5]["count"] == 2


def test_a_batch_in_table_format_has_a_row_per_record(cli):
    text = "\n".join(batch_lines()) + "\n"
    result = cli("gouji replay - --format table", input=text)
    assert "over: went out 1 3 4 5, left 0 2" in result.stdout
    assert "seat 1 to act: pass, burn" in result.stdout
    assert "line 3: " in result.stderr and "line 4: actions[0].play" in result.stderr
