"""One dialect in the four games' commands (issue 26, points 2 and 4), through the command
line: --rule written one way, shorthands listed as shorthands, no --rule where no switch
changes the answer, --opening, legal/replay alike in both card games, --lang on the naming
commands, plurals, named columns, the same error column."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click import Context

from paiju.cli import main

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("gouji", "mcr", "fuzhou", "sanchazi")


def commands():
    root = Context(main)
    for game in GAMES:
        group = main.get_command(root, game)
        context = Context(group, parent=root)
        for name in group.list_commands(context):
            yield game, name, group.get_command(context, name)


def options_of(command) -> dict[str, object]:
    return {opt: param for param in command.params for opt in getattr(param, "opts", [])}


ALL = list(commands())


# ---------------------------------------------------------------------------------------
# --rule


@pytest.mark.parametrize("game, name, command", [c for c in ALL if "--rule" in options_of(c[2])],
                         ids=lambda value: value if isinstance(value, str) else "")
def test_rule_is_written_the_same_in_every_help(game, name, command):
    rule = options_of(command)["--rule"]
    assert rule.metavar == "NAME=VALUE"
    assert rule.help == (f"Set a rule switch NAME=VALUE (repeatable); 'paiju {game} rules' lists "
                         "them, with their values and defaults.")


SHORTHANDS = {("gouji", "beats"): ["--option"], ("gouji", "respond"): ["--option"],
              ("gouji", "replay"): ["--option", "--opening"], ("gouji", "opens"): ["--opening"],
              ("sanchazi", "type"): ["--wings-share-ranks"],
              ("sanchazi", "happy-money"): ["--wings-share-ranks", "--last-hand"]}


@pytest.mark.parametrize("game, name", SHORTHANDS)
def test_a_flag_that_only_sets_a_switch_is_listed_as_the_shorthand_of_its_rule(cli, game, name):
    command = dict(((g, n), c) for g, n, c in ALL)[(game, name)]
    for flag in SHORTHANDS[game, name]:
        assert options_of(command)[flag].help.startswith("Shorthand of --rule "), flag


NO_SWITCH = [("gouji", "level"), ("gouji", "thresholds"), ("gouji", "tribute"),
             ("gouji", "score"), ("gouji", "hand"), ("gouji", "deal"), ("gouji", "table"),
             ("mcr", "shanten"), ("fuzhou", "wins"), ("fuzhou", "flowers"),
             ("sanchazi", "points")]


@pytest.mark.parametrize("game, name", NO_SWITCH)
def test_a_command_no_switch_changes_takes_no_rule(cli, game, name):
    result = cli([game, name, "--rule", "x=y", "-"], input="")
    assert result.exit_code == 2 and "No such option '--rule'" in result.stderr


@pytest.mark.parametrize("args", [["type", "3334443344"], ["beats", "3334443344", "3334445566"],
                                  ["respond", "3334443344", "--to", "3334445566"]])
def test_sanchazi_plays_take_rule_and_the_flag_is_the_same_switch(cli, args):
    by_flag = cli(["sanchazi", *args, "--wings-share-ranks", "--format", "json"])
    by_rule = cli(["sanchazi", *args, "--rule", "wings-share-ranks=yes", "--format", "json"])
    plain = cli(["sanchazi", *args, "--format", "json"])
    assert by_flag.exit_code == by_rule.exit_code and by_flag.stdout == by_rule.stdout
    if args[0] != "respond":  # (here every response is a bomb, which no wing rule touches)
        assert (by_rule.exit_code, by_rule.stdout) != (plain.exit_code, plain.stdout)
    line = cli.error(["sanchazi", *args, "--wings-share-ranks",
                      "--rule", "wings-share-ranks=no"])
    assert "--wings-share-ranks contradicts --rule wings-share-ranks=no" in line


def test_mcr_rule_takes_name_equals_value(cli):
    _, by_value = cli.json('mcr score "13457m369p258sEE4m" --rule knitted-wait=body-excluded '
                           "--format json")
    _, plain = cli.json('mcr score "13457m369p258sEE4m" --format json')
    assert by_value["rules"] == {"knitted-wait": "body-excluded"}
    assert by_value["total"] < plain["total"]  # the closed wait is lost under that reading


def test_gouji_opens_says_opening_and_its_key_is_opening(cli):
    _, data = cli.json("gouji opens 1钱 --opening 1 --format json")
    assert data["opening"] == 1 and "option" not in data and data["opens"] is False
    assert "--option" not in cli("gouji opens --help").stdout


# ---------------------------------------------------------------------------------------
# legal and replay alike in both card games


def _illegal(game: str, folder: Path) -> Path:
    """A record of the game whose last action is illegal, as a file."""
    if game == "gouji":
        record = json.loads((ROOT / "examples" / "gouji-referee-start.json").read_text())
        record["actions"].append({"seat": 2, "play": "2x5"})  # seat 1's turn
    else:
        record = json.loads((ROOT / "examples" / "sanchazi-position.json").read_text())
        record["actions"].append({"seat": 3, "play": "KK"})  # seat 1's turn
    path = folder / f"{game}.json"
    path.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", ["gouji", "sanchazi"])
@pytest.mark.parametrize("command", ["legal", "replay"])
def test_an_illegal_record_is_answered_not_legal_with_exit_1_in_both_games(cli, game, command,
                                                                          tmp_path):
    path = _illegal(game, tmp_path)
    record = json.loads(path.read_text(encoding="utf-8"))
    result, data = cli.json([game, command, str(path), "--format", "json"])
    assert result.exit_code == 1 and data["legal"] is False
    assert set(data["error"]) == {"action", "seat", "rule", "reason"}
    k, seat = data["error"]["action"], data["error"]["seat"]
    table = cli([game, command, str(path)]).stdout
    play = record["actions"][k]["play"]
    assert re.search(rf"refused +action {k} \(seat {seat}\) play {re.escape(play)}\n", table)


@pytest.mark.parametrize("game", ["gouji", "sanchazi"])
def test_a_legal_batch_has_the_same_rows_in_both_games(cli, game, tmp_path):
    bad = json.loads(_illegal(game, tmp_path).read_text(encoding="utf-8"))
    good = {**bad, "actions": bad["actions"][:-1]}
    lines = f"{json.dumps(good)}\n{json.dumps(bad)}\n"
    result = cli([game, "legal", "-", "--format", "table"], input=lines)
    assert result.exit_code == 1
    assert re.search(r"yes +seat 1 to act: 2 actions \(pass, \w+\)", result.stdout)
    assert re.search(r"no +action \d+ \(seat \d\) play \S+ refused: §1\d rule \d+: ",
                     result.stdout)


@pytest.mark.parametrize("game, example", [("gouji", "gouji-referee-start.json"),
                                           ("sanchazi", "sanchazi-position.json")])
def test_legal_says_legal_and_explains_in_both_games(cli, game, example):
    result, data = cli.json([game, "legal", f"examples/{example}", "--explain",
                             "--format", "json"])
    assert result.exit_code == 0 and data["legal"] is True and data["count"] >= 1
    explained = data["explanation"]
    if game == "gouji":  # the walk-through's account: the seat's hand, the table, what is open
        assert explained["hand"]["seat"] == data["to_act"] and explained["open"]
    else:
        assert explained and f"seat {data['to_act']}" in explained[0]
    _, plain = cli.json([game, "legal", f"examples/{example}", "--format", "json"])
    assert "explanation" not in plain


# ---------------------------------------------------------------------------------------
# --lang


LANG = [["mcr", "score", "[234p][234p]22334p99s4p"], ["mcr", "waits", "1112345678999m"],
        ["mcr", "shanten", "147m258p369sESWNC"], ["mcr", "fans", "--points", "88"],
        ["fuzhou", "score", "123m 456m 789m 234s 金金 678p", "--gold", "5p", "--self-drawn"],
        ["gouji", "score", "3", "0", "4", "1", "2"], ["sanchazi", "type", "888JJ"],
        ["sanchazi", "types"], ["sanchazi", "beats", "999QQ", "888JJ"],
        ["sanchazi", "respond", "999QQ8888", "--to", "888JJ"]]
CHINESE = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("args", LANG, ids=" ".join)
def test_lang_names_in_chinese_english_or_both_and_changes_no_json(cli, args):
    default = cli(args)
    assert default.exit_code in (0, 1), default.stderr
    shown = {lang: cli([*args, "--lang", lang]).stdout for lang in ("zh", "en", "both")}
    assert len(set(shown.values())) == 3, "each language names them its own way"
    assert CHINESE.search(shown["zh"]) and CHINESE.search(shown["both"])
    json_of = {lang: cli([*args, "--lang", lang, "--format", "json"]).stdout
               for lang in ("zh", "en")}
    if args[:2] != ["mcr", "fans"]:  # the fan table's definitions follow --lang
        assert json_of["zh"] == json_of["en"] == cli([*args, "--format", "json"]).stdout


def test_waits_names_its_fans_in_english_with_lang_en(cli):
    out = cli("mcr waits 1112345678999m --lang en").stdout
    assert "Nine Gates" in out and "九莲宝灯" not in out
    assert "九莲宝灯" in cli("mcr waits 1112345678999m").stdout


def test_gouji_places_by_lang(cli):
    english = cli("gouji score 3 0 4 1 2 --lang en").stdout
    assert "first" in english and "头科" not in english
    chinese = cli("gouji score 3 0 4 1 2 --lang zh").stdout
    assert "头科" in chinese and "second last" not in chinese


# ---------------------------------------------------------------------------------------
# words


def test_one_leftover_flower_is_singular(cli):
    out = cli('gouji beats "3大花+2x10" "2小花+3x9" --explain').stdout
    assert "count: 1 leftover flower stands in" in out and "1 leftover flowers" not in out


def test_no_flower_s_and_counts_agree(cli):
    out = cli('mcr score "[234p][234p]22334p99s4p"').stdout
    assert "0 flowers" in out and "(s)" not in out
    assert "yes: 9 tile kinds," in cli("mcr waits 1112345678999m").stdout
    assert "yes: 1 tile kind," in cli("mcr waits 123m456p789s123sE").stdout


def test_a_card_is_singular(cli):
    out = cli("sanchazi respond 9 --to 8").stdout
    assert "(1 card)" in out and "1 play beats it" in out


def _unnamed_columns(text: str) -> list[str]:
    """The columns of a simple table whose heading is blank (the rule line under it)."""
    lines = text.splitlines()
    bad = []
    for above, rule in zip(lines, lines[1:]):
        if rule and set(rule) <= {"-", " "} and "-" in rule:
            for match in re.finditer(r"-+", rule):
                if not above[match.start():match.end()].strip():
                    bad.append(rule)
    return bad


@pytest.mark.parametrize("args", [
    ["gouji", "game", "examples/gouji-game-record.json"],
    ["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E", "--hand",
     "S:123m 456m 789m 234s 2p 99s 金"],
    ["mcr", "score", "[234p][234p]22334p99s4p"], ["mcr", "shanten", "147m258p369sESWNC"],
    ["mcr", "fans", "--points", "88"], ["fuzhou", "flowers", "EEEE春夏秋冬a", "--exposed-kongs", "1"],
    ["gouji", "score", "3", "0", "4", "1", "2"]], ids=lambda args: " ".join(args[:2]))
def test_every_table_column_is_named(cli, args):
    result = cli(args)
    assert result.stdout.strip() and _unnamed_columns(result.stdout) == []


def test_sanchazi_points_in_hand_and_no_lift_before_the_end(cli):
    out = cli("sanchazi replay examples/sanchazi-position.json").stdout
    assert re.search(r"points taken +points in hand", out) and "left in hand " not in out
    assert not re.search(r"^lift\b", out, re.M)  # the deal is not over: no lift yet
    finished = cli("sanchazi replay examples/sanchazi-deal.json").stdout
    assert re.search(r"^lift\b", finished, re.M)


def test_honours_is_the_one_spelling_of_paijus_words(cli):
    out = cli("mcr shanten 147m258p369sESWNC").stdout
    assert "honours and knitted" in out and "honors" not in out


# ---------------------------------------------------------------------------------------
# the one error column


def test_a_record_field_error_points_at_its_column_as_every_error_does(cli):
    line = json.dumps({"hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2x钱+2x8", "3x10+2x7",
                                 "2xQ+3x3"], "leader": 0,
                       "actions": [{"seat": 0, "play": "2xZ"}]})
    error = cli.error("gouji replay -", input=json.dumps(json.loads(line), indent=1))
    assert re.search(r"actions\[0\]\.play: .*\(column \d+ of '2xZ'\)", error), error
    assert "at column" not in error
    direct = cli.error("gouji parse 2xZ")
    assert re.search(r"\(column \d+ of '2xZ'\)", direct)


# ---------------------------------------------------------------------------------------
# --batch on the question commands that read one query a line


@pytest.mark.parametrize("args, lines", [
    (["gouji", "parse"], "5x10\n2Q+1小花\n"), (["gouji", "level"], "5x10\n4x9\n"),
    (["gouji", "opens"], "5x10\n1钱\n"), (["gouji", "hand"], "2大花+5x10\n3x4+2x5\n"),
    (["sanchazi", "type"], "888JJ\n22234\n"), (["sanchazi", "points"], "5 10 K\n3\n"),
    (["sanchazi", "happy-money"], "大王大王大王\n55\n"), (["fuzhou", "flowers"], "春春\nEEEE\n")],
    ids=lambda value: " ".join(value) if isinstance(value, list) else "")
def test_batch_file_and_stdin_answer_alike(cli, tmp_path, args, lines):
    path = tmp_path / "queries.txt"
    path.write_text(lines, encoding="utf-8")
    from_file = cli([*args, "--batch", str(path)])
    from_stdin = cli([*args, "--batch", "-"], input=lines)
    dashed = cli([*args, "-"], input=lines)
    assert from_file.stdout == from_stdin.stdout == dashed.stdout
    assert from_file.exit_code == dashed.exit_code and len(from_file.stdout.splitlines()) == 2
    assert "not both" in cli.error([*args, "5x10", "--batch", str(path)])
