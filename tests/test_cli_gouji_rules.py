"""The Gouji rule book on the command line (gouji.md §19, issue #13 items 1-2, issue 26): every
command a switch changes takes --rule NAME=VALUE and the others take none, records carry
"rules", the old flags are shorthands, answers say which rules they used, and the switches
change the answers they should."""

from __future__ import annotations

import json

import pytest

from paiju.engine.gouji.rules import SWITCHBOARD

DEAL = json.dumps({"order": [0, 1, 2, 3, 4, 5]}, indent=1)
GAME = json.dumps([{"order": [0, 1, 2, 3, 4, 5]}], indent=1)

# one working invocation of every Gouji command that answers a question, with its stdin
COMMANDS = {
    "parse": (["parse", "2大花+3x10"], None),
    "beats": (["beats", "2大花+3x10", "2小花+3x9"], None),
    "compare": (["compare", "2大花+3x10", "2小花+3x9"], None),
    "level": (["level", "5x10"], None),
    "thresholds": (["thresholds"], None),
    "opens": (["opens", "5x10"], None),
    "tribute": (["tribute", "--opened", "me"], None),
    "score": (["score", "0", "1", "2", "3", "4"], None),
    "settle": (["settle", "-"], DEAL),
    "game": (["game", "-"], GAME),
    "respond": (["respond", "2大花+5x10", "--to", "2小花+3x9"], None),
    "hand": (["hand", "2大花+5x10"], None),
    "burn": (["burn", "2大花+3x9+2xK", "--on", "2小花+3x8", "--with", "2大花+3x9"], None),
    "deal": (["deal", "--seed", "1"], None),
    "table": (["table", "examples/gouji-table.txt", "--seed", "1"], None),
}

UNSWITCHED = ("level", "thresholds", "tribute", "score", "hand", "deal", "table")
"""The commands no switch changes: they take no --rule (issue 26)."""
SWITCHED = [name for name in COMMANDS if name not in UNSWITCHED]


def run(cli, name, *extra, fmt="json"):
    args, stdin = COMMANDS[name]
    return cli(["gouji", *args, *extra, "--format", fmt], input=stdin)


@pytest.mark.parametrize("name", SWITCHED)
def test_every_gouji_command_a_switch_changes_takes_rule_and_says_which_rules_it_used(cli, name):
    plain = run(cli, name)
    assert plain.exit_code in (0, 1), plain.stderr
    assert "rules" not in json.loads(plain.stdout)  # the defaults change nothing
    ruled = run(cli, name, "--rule", "burners=enemies", "--rule", "wind=partner")
    assert ruled.exit_code == plain.exit_code, ruled.stderr
    data = json.loads(ruled.stdout)
    if name == "game":
        data = data["deals"][0]
    assert data["rules"] == {"burners": "enemies", "wind": "partner"}
    table = run(cli, name, "--rule", "burners=enemies", fmt="table").stdout
    assert "burners=enemies: " + SWITCHBOARD.by_name["burners"].reading("enemies").says in table


@pytest.mark.parametrize("name", UNSWITCHED)
def test_a_command_no_switch_changes_takes_no_rule(cli, name):
    args, stdin = COMMANDS[name]
    assert "--rule" not in cli(["gouji", args[0], "--help"]).stdout
    result = cli(["gouji", *args, "--rule", "burners=enemies"], input=stdin)
    assert result.exit_code == 2 and "No such option '--rule'" in result.stderr


@pytest.mark.parametrize("name", SWITCHED)
def test_an_unknown_rule_or_value_is_exit_2_naming_the_choices(cli, name):
    args, stdin = COMMANDS[name]
    line = cli.error(["gouji", *args, "--rule", "burners=nobody"], input=stdin)
    assert "all, enemies, before-opposite" in line
    line = cli.error(["gouji", *args, "--rule", "tempo=fast"], input=stdin)
    assert "option, opening, mixed-jokers, burners" in line


# ---------------------------------------------------------------------------------------
# shorthands


def test_option_is_the_shorthand_of_rule_option(cli):
    _, short = cli.json("gouji beats 2大花 1大花 --option 1 --format json")
    _, long = cli.json("gouji beats 2大花 1大花 --rule option=1 --format json")
    assert short == long and short["beats"] is True and short["rules"] == {"option": "1"}
    _, both = cli.json("gouji beats 2大花 1大花 --option 1 --rule option=1 --format json")
    assert both == short
    line = cli.error("gouji beats 2大花 1大花 --option 1 --rule option=0")
    assert "--option 1 contradicts --rule option=0" in line


def test_opens_opening_is_the_one_name_and_option_a_hidden_alias(cli):
    _, clear = cli.json("gouji opens 1钱 --opening 1 --format json")
    _, alias = cli.json("gouji opens 1钱 --option 1 --format json")
    _, ruled = cli.json("gouji opens 1钱 --rule opening=1 --format json")
    assert clear == alias == ruled and clear["opens"] is False and clear["opening"] == 1
    assert cli("gouji opens 1钱 --format json").exit_code == 0  # option 0: one 钱 opens
    assert "contradicts" in cli.error("gouji opens 1钱 --opening 1 --option 2")
    assert "contradicts" in cli.error("gouji opens 1钱 --opening 1 --rule opening=2")
    help_text = cli("gouji opens --help").stdout
    # one option name per concept (issue 26): in Gouji --option is the flower-kill switch
    assert "--opening" in help_text and "--option" not in help_text


# ---------------------------------------------------------------------------------------
# records carry "rules", combined with the command line's


def test_a_settle_record_carries_rules_combined_with_the_command_lines(cli):
    record = {"order": [3, 4, 1, 0, 5], "burns": [{"burner": 0, "burned": 2,
                                                    "outcome": "success"}]}
    _, data = cli.json("gouji settle - --format json", input=json.dumps(record, indent=1))
    assert data["tributes"][0]["kind_zh"] == "烧贡"  # burners=all: seat 0 = 2+4 may burn
    line = cli.error("gouji settle - --rule burners=before-opposite", input=json.dumps(record, indent=1))
    assert "burns[0].burner" in line and "burners=before-opposite" in line
    record["rules"] = {"falling-tribute-partners": "skip"}
    _, data = cli.json("gouji settle - --rule wind=partner --format json",
                       input=json.dumps(record, indent=1))
    assert data["rules"] == {"wind": "partner", "falling-tribute-partners": "skip"}
    record["rules"] = {"burners": "enemies"}
    assert "burners=enemies" in cli.error("gouji settle -", input=json.dumps(record, indent=1))


def test_a_switch_the_record_sets_holds_for_that_record_documented_records_over_options(cli):
    lines = (json.dumps({"order": [0, 1, 2, 3, 4], "rules": {"burners": "all"}}) + "\n"
             + json.dumps({"order": [0, 1, 2, 3, 4]}) + "\n")
    result, answers = cli.jsonl("gouji settle - --rule burners=enemies", input=lines)
    assert result.exit_code == 0
    assert "rules" not in answers[0]  # the record's burners=all is the default
    assert answers[1]["rules"] == {"burners": "enemies"}


def test_score_and_hand_question_records_carry_rules(cli):
    line = json.dumps({"order": [0, 1, 2, 3, 4], "rules": {"wind": "partner"}}) + "\n"
    _, answers = cli.jsonl("gouji score -", input=line)
    assert answers[0]["rules"] == {"wind": "partner"}
    question = {"hand": "1大花+1小花+3x10", "to": "1小花+2x9",
                "rules": {"mixed-jokers": "per-joker"}}
    _, answers = cli.jsonl("gouji respond -", input=json.dumps(question) + "\n")
    assert [r["play"] for r in answers[0]["responses"]] == ["1大花+2x10", "1大花+1小花+1x10"]
    result, answers = cli.jsonl("gouji respond - --option 1", input=json.dumps(
        {**question, "option": 1, "rules": {"option": "0"}}) + "\n")
    assert result.exit_code == 2 and answers[0]["field"] == "option"  # the record contradicts
    result, answers = cli.jsonl("gouji respond - --option 1", input=json.dumps(
        {**question, "rules": {"option": "0"}}) + "\n")
    assert result.exit_code == 0 and "option" not in answers[0].get("rules", {})


def test_jobs_workers_get_the_rule_choices_and_answer_alike(cli):
    hands = "".join(f"1大花+1小花+{n}x10 to 1小花+{n + 1}x9\n" for n in range(1, 6)) * 120
    args = ["gouji", "respond", "-", "--rule", "mixed-jokers=per-joker", "--option", "1"]
    one, two = cli(args, input=hands), cli(args + ["--jobs", "2"], input=hands)
    assert one.exit_code == two.exit_code == 0 and one.stdout == two.stdout
    first = json.loads(one.stdout.splitlines()[0])
    assert first["rules"] == {"option": "1", "mixed-jokers": "per-joker"}
    assert "1大花+1小花+1x10" in [r["play"] for r in first["responses"]]


# ---------------------------------------------------------------------------------------
# item 2: mixed-jokers=per-joker (A1) and falling-tribute-partners=skip (A12)

MIXED, OLD = "1大花+1小花+1x10", "1小花+2x9"


def test_beats_mixed_jokers_demote_a_mixed_play_counts_as_small_flowers_a1(cli):
    result, data = cli.json(["gouji", "beats", MIXED, OLD, "--format", "json"])
    assert result.exit_code == 1 and data["beats"] is False and data["front"] == "flowers"


def test_beats_mixed_jokers_per_joker_the_big_flower_kills_the_small_one_a1(cli):
    result, data = cli.json(["gouji", "beats", MIXED, OLD, "--rule", "mixed-jokers=per-joker",
                             "--explain", "--format", "json"])
    assert result.exit_code == 0 and data["beats"] is True
    assert data["explanation"][0] == f"new {MIXED} is 1大花+1小花+1x10"
    table = cli(["gouji", "beats", MIXED, OLD, "--rule", "mixed-jokers=per-joker"],
                env={"NO_COLOR": "1"}).stdout
    assert "1大花+1小花+1x10  →  1大花+1小花+1x10" in table


def test_beats_mixed_jokers_per_joker_an_old_big_flower_stays_big_a1(cli):
    args = ["gouji", "beats", "2大花+3x10", "1大花+1小花+3x9", "--format", "json"]
    assert cli(args).exit_code == 0  # demoted, the old play is 2小花: two 大花 kill it
    assert cli(args + ["--rule", "mixed-jokers=per-joker"]).exit_code == 1
    assert cli(args + ["--rule", "mixed-jokers=per-joker", "--option", "1"]).exit_code == 1
    assert cli(["gouji", "beats", "3大花+3x10", "1大花+1小花+3x9", "--option", "1",
                "--rule", "mixed-jokers=per-joker"]).exit_code == 0


def test_compare_mixed_jokers_per_joker_both_ways_a1(cli):
    _, demote = cli.json(["gouji", "compare", MIXED, OLD, "--format", "json"])
    _, per_joker = cli.json(["gouji", "compare", MIXED, OLD, "--rule", "mixed-jokers=per-joker",
                             "--format", "json"])
    assert demote["a_beats_b"]["beats"] is False and per_joker["a_beats_b"]["beats"] is True
    assert per_joker["a_canonical"] == "1大花+1小花+1x10" and demote["a_canonical"] == "2小花+1x10"
    assert per_joker["b_beats_a"]["beats"] is False


def test_parse_mixed_jokers_per_joker_keeps_both_kinds_a1(cli):
    _, demote = cli.json("gouji parse 1大花+1小花+2钱+4x5 --format json")
    _, per_joker = cli.json("gouji parse 1大花+1小花+2钱+4x5 --rule mixed-jokers=per-joker "
                            "--format json")
    assert demote["canonical"] == "2小花+6x5" and demote["flowers"]["type"] == "small"
    assert per_joker["canonical"] == "1大花+1小花+6x5"
    assert per_joker["flowers"] == {"type": "mixed", "count": 2}
    assert any("per joker" in line for line in per_joker["explanation"])


def test_respond_mixed_jokers_per_joker_adds_the_mixed_answers_a1(cli):
    args = ["gouji", "respond", "1大花+1小花+3x10", "--to", OLD, "--format", "json"]
    _, demote = cli.json(args)
    _, per_joker = cli.json(args + ["--rule", "mixed-jokers=per-joker"])
    assert [r["play"] for r in demote["responses"]] == ["1大花+2x10"]
    assert [(r["play"], r["canonical"]) for r in per_joker["responses"]] == [
        ("1大花+2x10", "1大花+2x10"), ("1大花+1小花+1x10", "1大花+1小花+1x10")]


def test_burn_mixed_jokers_per_joker_judges_the_burning_play_per_joker_a1(cli):
    args = ["gouji", "burn", "2大花+2小花+2x10", "--on", "2小花+3x9", "--with", "2大花+1小花+2x10"]
    assert cli(args).exit_code == 1  # demoted: 3小花 cannot kill 2小花 under option 0
    result, data = cli.json(args + ["--rule", "mixed-jokers=per-joker", "--format", "json"])
    assert result.exit_code == 0 and data["beats"] and data["can_go_out"]


FALL = {"order": [0, 1, 3, 5, 2]}  # seat 4 is left: 大落, and 头科 is seat 0, its partner


def falls(data):
    return [(t["payer"], t["receiver"], t["cards"]) for t in data["tributes"]
            if t["kind_zh"] == "落贡"]


def test_settle_falling_tribute_partners_pay_a12(cli):
    _, data = cli.json("gouji settle - --format json", input=json.dumps(FALL, indent=1))
    assert falls(data) == [(4, 0, 2), (2, 1, 1)]


def test_settle_falling_tribute_partners_skip_drops_it_between_partners_a12(cli):
    _, data = cli.json("gouji settle - --rule falling-tribute-partners=skip --format json",
                       input=json.dumps(FALL, indent=1))
    assert falls(data) == [(2, 1, 1)]  # 2 (A) pays 1 (B): enemies still pay
    assert data["rules"] == {"falling-tribute-partners": "skip"}


def test_game_falling_tribute_partners_skip_changes_what_the_next_deal_starts_with_a12(cli):
    deals = json.dumps([FALL, {"order": [1, 0, 3, 2, 5]}])
    _, pay = cli.json("gouji game - --format json", input=deals)
    _, skip = cli.json("gouji game - --rule falling-tribute-partners=skip --format json",
                       input=deals)
    paid = [(t["payer"], t["receiver"]) for t in pay["deals"][1]["tribute_paid"]
            if t["kind_zh"] == "落贡"]
    skipped = [(t["payer"], t["receiver"]) for t in skip["deals"][1]["tribute_paid"]
               if t["kind_zh"] == "落贡"]
    assert paid == [(4, 0), (2, 1)] and skipped == [(2, 1)]
    assert all(deal["rules"] == {"falling-tribute-partners": "skip"} for deal in skip["deals"])
    table = cli("gouji game - --rule falling-tribute-partners=skip", input=deals).stdout
    assert "falling-tribute-partners=skip" in table
