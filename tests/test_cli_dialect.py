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
    explained = data["explanation"]  # the walk-through's account: the seat's hand, the
    # table, what is open and why the rest is closed, as sentences with their terms
    assert set(explained) == {"hand", "table", "open", "closed", "notes", "terms"}
    assert set(explained["hand"]) == {"seat", "team", "hand", "cards"}
    assert explained["hand"]["seat"] == data["to_act"] and explained["open"]
    assert {"seat", "play"} <= set(explained["table"]) and explained["table"]["seat"] != \
        data["to_act"]
    assert any(f"seat {data['to_act']}" in note for note in explained["notes"])
    _, plain = cli.json([game, "legal", f"examples/{example}", "--format", "json"])
    assert "explanation" not in plain


def _lead(game: str) -> dict:
    """A position of the game where the seat to act leads: the first action of a deal."""
    if game == "gouji":
        record = json.loads((ROOT / "examples" / "gouji-referee-start.json").read_text())
    else:
        record = json.loads((ROOT / "examples" / "sanchazi-position.json").read_text())
    return {**record, "actions": []}


@pytest.mark.parametrize("game", ["gouji", "sanchazi"])
def test_a_leader_may_not_pass_and_legal_explain_says_why_by_its_rule(cli, game):
    result, data = cli.json([game, "legal", "-", "--explain", "--format", "json"],
                            input=json.dumps(_lead(game), ensure_ascii=False))
    assert result.exit_code == 0, result.stderr
    explained = data["explanation"]
    assert explained["table"] is None and "pass" not in explained["open"]
    (passing,) = [item for item in explained["closed"] if item["kind"] == "pass"]
    assert passing["rule"].startswith("§1") and "lead" in passing["reason"]
    assert any(note.startswith("no pass: ") for note in explained["notes"])


# ---------------------------------------------------------------------------------------
# --lang


LANG = [["mcr", "score", "[234p][234p]22334p99s4p"], ["mcr", "waits", "1112345678999m"],
        ["mcr", "shanten", "147m258p369sESWNC"], ["mcr", "fans", "--points", "88"],
        ["fuzhou", "score", "123m 456m 789m 234s 金金 678p", "--gold", "5p", "--self-drawn"],
        ["gouji", "score", "3", "0", "4", "1", "2"], ["sanchazi", "type", "888JJ"],
        ["sanchazi", "types"], ["sanchazi", "beats", "999QQ", "888JJ"],
        ["sanchazi", "respond", "999QQ8888", "--to", "888JJ"],
        ["mcr", "replay", str(ROOT / "examples" / "mcr-game-example.json")]]
CHINESE = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("args", LANG, ids=[" ".join(args[:2]) for args in LANG])
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


@pytest.mark.parametrize("args", [["mcr", "fans"], ["mcr", "fans", "--lang", "en"],
                                  ["mcr", "score", "[EEE][SSS][WWW]NNNCC", "--lang", "both"],
                                  ["mcr", "score", "[EEE][SSS][WWW]NNNCC", "--lang", "en",
                                   "--explain"]],
                         ids=lambda args: " ".join(args))
def test_fan_names_people_read_say_honours_and_json_keeps_the_references(cli, args):
    """docs/notation.md, "Words": the tables write "Honours"; the JSON name_en is the
    reference's identifier, "All Honors", unchanged."""
    out = cli(args).stdout
    assert "All Honours" in out and not re.search("[Hh]onors", out)
    data = cli([*args, "--format", "json"]).stdout
    assert '"name_en": "All Honors"' in data


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


# ---------------------------------------------------------------------------------------
# Every question command reads one way (issue 26 point 2): found by walking the click tree

MCR_WIN = "[123m][EEEE]456p78s99s9s"
FUZHOU_WIN = "123m 456m 789m 234s 金金 678p"
QUESTION_ARGUMENTS = {"plays", "new", "old", "a", "b", "hand", "hands", "texts", "cards",
                      "flowers", "discard"}
"""The arguments that make a command a question command: a HAND, a PLAY, CARDS."""
NOT_QUESTIONS = {("gouji", "score"): "ORDER: seats, no hand",
                 ("gouji", "deal"): "seeds, no hand"}
"""Commands with an argument that is no hand nor play, each with why (a record command's
argument is its RECORD: tests/test_cli_record_batch.py)."""

# (arguments, options, the same question as a record, as a plain line read with the options)
QUESTIONS = {
    ("gouji", "parse"): (["2钱+3x8"], ["--rule", "option=1"],
                         {"play": "2钱+3x8", "rules": {"option": "1"}}, "2钱+3x8"),
    ("gouji", "beats"): (["5x9", "2钱+3x8"], ["--option", "1"],
                         {"new": "5x9", "old": "2钱+3x8", "option": 1}, "5x9 on 2钱+3x8"),
    ("gouji", "compare"): (["2大花+3钱+4x10", "2小花+7x9"], [],
                           {"a": "2大花+3钱+4x10", "b": "2小花+7x9"},
                           "2大花+3钱+4x10\t2小花+7x9"),
    ("gouji", "level"): (["2Q+1小花"], [], {"play": "2Q+1小花"}, "2Q+1小花"),
    ("gouji", "opens"): (["1小花+2x5"], ["--opening", "2"], {"play": "1小花+2x5", "opening": 2},
                         "1小花+2x5"),
    ("gouji", "hand"): (["1大花+1钱+4xA+2xK+3x7"], ["--tribute", "3", "--all"],
                        {"hand": "1大花+1钱+4xA+2xK+3x7", "tribute": 3, "all": True},
                        "1大花+1钱+4xA+2xK+3x7"),
    ("gouji", "respond"): (["2大花+5x10+3x9"], ["--to", "1大花+3x8", "--option", "1"],
                           {"hand": "2大花+5x10+3x9", "to": "1大花+3x8", "option": 1},
                           "2大花+5x10+3x9"),
    ("gouji", "burn"): (["2大花+3x9+2xK"], ["--on", "2小花+3x8", "--with", "2大花+3x9",
                                            "--mode", "bie-san"],
                        {"hand": "2大花+3x9+2xK", "on": "2小花+3x8", "with": "2大花+3x9",
                         "mode": "bie-san"}, "2大花+3x9+2xK"),
    ("mcr", "score"): ([MCR_WIN], ["--self-drawn"], {"hand": MCR_WIN, "self_drawn": True},
                       MCR_WIN),
    ("mcr", "waits"): (["[123m][567p]55789sCC"], ["--seat-wind", "S"],
                       {"hand": "[123m][567p]55789sCC", "seat_wind": "S"},
                       "[123m][567p]55789sCC"),
    ("mcr", "shanten"): (["123m456p789s1155s"], [], {"hand": "123m456p789s1155s"},
                         "123m456p789s1155s"),
    ("fuzhou", "wins"): ([FUZHOU_WIN], ["--gold", "5p"], {"hand": FUZHOU_WIN, "gold": "5p"},
                         FUZHOU_WIN),
    ("fuzhou", "score"): ([FUZHOU_WIN], ["--gold", "5p", "--self-drawn", "--base", "2"],
                          {"hand": FUZHOU_WIN, "gold": "5p", "self_drawn": True, "base": 2},
                          FUZHOU_WIN),
    ("fuzhou", "claim"): (["3p"], ["--gold", "5p", "--discarder", "E", "--hand",
                                   "S:123m 456m 789m 234s 2p 99s 金", "--passed", "W"],
                          {"discard": "3p", "gold": "5p", "discarder": "E",
                           "hands": {"S": "123m 456m 789m 234s 2p 99s 金"}, "passed": ["W"]},
                          "3p"),
    ("fuzhou", "flowers"): (["EEEE春夏秋冬a"], ["--exposed-kongs", "1"],
                            {"flowers": "EEEE春夏秋冬a", "exposed_kongs": 1}, "EEEE春夏秋冬a"),
    ("sanchazi", "type"): (["3334443344"], ["--wings-share-ranks"],
                           {"play": "3334443344", "wings_share_ranks": True}, "3334443344"),
    ("sanchazi", "beats"): (["999QQ", "888JJ"], [], {"new": "999QQ", "old": "888JJ"},
                            "999QQ on 888JJ"),
    ("sanchazi", "points"): (["5 10 K K"], [], {"cards": "5 10 K K"}, "5 10 K K"),
    ("sanchazi", "happy-money"): (["大王大王大王"], ["--base", "2", "--last-hand", "own"],
                                  {"play": "大王大王大王", "base": 2, "last_hand": "own"},
                                  "大王大王大王"),
    ("sanchazi", "respond"): (["999QQ8888"], ["--to", "888JJ"],
                              {"hand": "999QQ8888", "to": "888JJ"}, "999QQ8888"),
}


QUESTION_IDS = [" ".join(key) for key in QUESTIONS]
ECHOING = {"mcr", "fuzhou"}
"""The games whose record answers echo the record's own fields (where the arguments' answer
states every condition): there a record's answer is part of the arguments'."""


def _arguments(command) -> set[str]:
    return {param.name for param in command.params if param.param_type_name == "argument"}


def test_every_command_with_a_hand_or_play_is_a_question_command_with_a_sample():
    """A new command with a HAND or PLAY argument is caught here until it reads as the
    others do (and has its sample below)."""
    found = {(game, name) for game, name, command in ALL
             if _arguments(command) & QUESTION_ARGUMENTS}
    assert found == set(QUESTIONS)
    others = {(game, name) for game, name, command in ALL
              if _arguments(command) - QUESTION_ARGUMENTS - {"source"}}
    assert others == set(NOT_QUESTIONS)


@pytest.mark.parametrize("game, name", QUESTIONS, ids=QUESTION_IDS)
def test_a_question_command_takes_dash_batch_and_jobs(game, name):
    command = dict(((g, n), c) for g, n, c in ALL)[(game, name)]
    assert {"--batch", "--jobs", "--format"} <= set(options_of(command))
    assert options_of(command)["--batch"].metavar == "FILE|-"


def _without_id(answer: dict) -> dict:
    assert list(answer)[0] == "id" and answer["id"] == {"q": 7}  # echoed first, untouched
    return {key: value for key, value in answer.items() if key != "id"}


@pytest.mark.parametrize("game, name", QUESTIONS, ids=QUESTION_IDS)
def test_arguments_a_record_and_a_plain_line_answer_the_same(cli, tmp_path, game, name):
    args, options, record, line = QUESTIONS[game, name]
    _, (by_args,) = cli.jsonl([game, name, *args, *options, "--format", "jsonl"])
    _, (by_line,) = cli.jsonl([game, name, "-", *options], input=line + "\n")
    assert by_line == by_args
    document = json.dumps({"id": {"q": 7}, **record}, ensure_ascii=False)
    path = tmp_path / "records.jsonl"
    path.write_text(document + "\n", encoding="utf-8")
    _, (from_file,) = cli.jsonl([game, name, "--batch", str(path)])
    _, (from_stdin,) = cli.jsonl([game, name, "--batch", "-"], input=document + "\n")
    _, (on_dash,) = cli.jsonl([game, name, "-"], input=document + "\n")
    _, (as_argument,) = cli.jsonl([game, name, document, "--format", "jsonl"])
    assert from_file == from_stdin == on_dash == as_argument
    by_record = _without_id(from_file)
    assert by_record.items() <= by_args.items() if game in ECHOING else by_record == by_args
    plain = tmp_path / "lines.txt"
    plain.write_text(line + "\n", encoding="utf-8")
    _, (plain_batch,) = cli.jsonl([game, name, "--batch", str(plain), *options])
    assert plain_batch == by_args


@pytest.mark.parametrize("game, name", QUESTIONS, ids=QUESTION_IDS)
def test_jobs_answer_a_batch_of_records_and_lines_as_one_process_does(tmp_path, game, name):
    import subprocess
    import sys

    args, options, record, line = QUESTIONS[game, name]
    document = json.dumps(record, ensure_ascii=False)
    path = tmp_path / "mixed.txt"
    path.write_text("\n".join([document, line] * 3) + "\n", encoding="utf-8")

    def run(*more: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "paiju", game, name, "--batch", str(path),
                               *options, *more], capture_output=True, text=True,
                              encoding="utf-8")
    one, two = run(), run("--jobs", "2")
    assert one.returncode in (0, 1) and (one.returncode, one.stdout) == (two.returncode,
                                                                         two.stdout)
    assert len(one.stdout.splitlines()) == 6 and '"error"' not in one.stdout


@pytest.mark.parametrize("game, name", QUESTIONS, ids=QUESTION_IDS)
def test_a_record_field_null_is_not_given_and_a_wrong_type_is_named(cli, game, name):
    """Every field of a question record: null is as if absent (the answer without it, where
    the field is not needed), a list is refused naming the field (exit 2, never 3)."""
    args, options, record, line = QUESTIONS[game, name]
    for field in record:
        result = cli([game, name, json.dumps({**record, field: [1]}, ensure_ascii=False)])
        assert result.exit_code == 2 and field in result.stderr, (field, result.stderr)
        result = cli([game, name, json.dumps({**record, field: None}, ensure_ascii=False)])
        assert result.exit_code in (0, 1, 2), (field, result.stderr)
        if result.exit_code == 2:  # a field the question cannot do without
            assert field in result.stderr or "required" in result.stderr, result.stderr


# ---------------------------------------------------------------------------------------
# --rule on every command: walked from the click tree

LISTINGS = {("gouji", "rules"), ("mcr", "rules"), ("fuzhou", "rules"), ("sanchazi", "rules"),
            ("mcr", "fans"), ("fuzhou", "bonuses"), ("sanchazi", "types"),
            ("gouji", "quiz"), ("mcr", "quiz"), ("fuzhou", "quiz"), ("sanchazi", "quiz")}
"""Commands that list tables, or draw questions under each game's default rules (the quiz:
docs/quiz.md), which no switch changes."""
NO_RULE = set(NO_SWITCH) | LISTINGS | {("mcr", "convert")}


def test_every_command_takes_rule_or_is_one_no_switch_changes():
    for game, name, command in ALL:
        assert ("--rule" in options_of(command)) != ((game, name) in NO_RULE), (game, name)


@pytest.mark.parametrize("game, name, command",
                         [c for c in ALL if "--rule" in options_of(c[2])],
                         ids=[f"{c[0]} {c[1]}" for c in ALL if "--rule" in options_of(c[2])])
def test_an_unknown_rule_is_one_error_line_naming_it_on_every_command(cli, game, name, command):
    result = cli([game, name, "--rule", "no-such-switch=1", "-"], input="")
    assert result.exit_code == 2 and result.stdout == ""
    assert "no-such-switch" in result.stderr and len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("game, name", QUESTIONS, ids=QUESTION_IDS)
def test_every_question_answer_fits_80_columns_on_a_terminal(game, name, monkeypatch):
    from test_cli_widths import on_a_terminal, too_wide

    args, options, record, _ = QUESTIONS[game, name]
    shown = on_a_terminal(" ".join(["paiju", game, name, *map(_quoted, [*args, *options]),
                                    "--explain" if "--explain" in options_of(
                                        dict(((g, n), c) for g, n, c in ALL)[game, name])
                                    else ""]), monkeypatch)
    assert shown.strip() and not too_wide(shown)


def _quoted(text: str) -> str:
    import shlex

    return shlex.quote(text)


# ---------------------------------------------------------------------------------------
# --lang on every command that names things: walked from the click tree

NAMING = {
    # command: (a question it answers, a name it shows: in Chinese, in English)
    ("gouji", "level"): (["5x10"], "够级牌", "level card"),
    ("gouji", "opens"): (["5x10"], "开点", "opens a point"),
    ("gouji", "hand"): (["1大花+1钱+4xA+2xK+3x7"], "革命", "may revolt"),
    ("gouji", "deal"): (["--seed", "7"], "买三", "buying a 3"),
    ("gouji", "table"): ([str(ROOT / "examples" / "gouji-table.txt"), "--seed", "1"], "买三",
                         "buying a 3"),
    ("gouji", "tribute"): (["--me", "bright", "--opponent", "pre", "--opened", "me"], "明点",
                           "bright"),
    ("gouji", "score"): (["3", "0", "4", "1", "2"], "头科", "first"),
    ("gouji", "settle"): ([str(ROOT / "examples" / "gouji-settle-record.json")], "头科",
                          "first"),
    ("gouji", "game"): ([str(ROOT / "examples" / "gouji-game-record.json")], "点贡", "point"),
    ("gouji", "replay"): ([str(ROOT / "examples" / "gouji-referee.json")], "头科", "first"),
    ("mcr", "score"): (["[234p][234p]22334p99s4p"], "一色四同顺", "Quadruple Chow"),
    ("mcr", "waits"): (["1112345678999m"], "九莲宝灯", "Nine Gates"),
    ("mcr", "shanten"): (["147m258p369sESWNC"], "七对", "seven pairs"),
    ("mcr", "fans"): (["--points", "88"], "大四喜", "Big Four Winds"),
    ("mcr", "replay"): ([str(ROOT / "examples" / "mcr-game-example.json")], "清龙",
                        "Pure Straight"),
    ("fuzhou", "wins"): ([FUZHOU_WIN, "--gold", "5p"], "金雀", "golds as the pair"),
    ("fuzhou", "flowers"): (["EEEE春夏秋冬a", "--exposed-kongs", "1"], "明杠", "exposed kong"),
    ("fuzhou", "score"): ([FUZHOU_WIN, "--gold", "5p", "--self-drawn"], "自摸", "self-drawn"),
    ("fuzhou", "claim"): (["3p", "--gold", "5p", "--discarder", "E", "--hand",
                           "S:123m 456m 789m 234s 2p 99s 金"], "金雀", "golden sparrow"),
    ("fuzhou", "bonuses"): ([], "抢金", "grab the gold"),
    ("fuzhou", "settle"): ([str(ROOT / "examples" / "fuzhou-hand.json")], "金雀",
                           "golden sparrow"),
    ("fuzhou", "game"): ([str(ROOT / "examples" / "fuzhou-game.jsonl")], "自摸", "self-drawn"),
    ("sanchazi", "types"): ([], "单张", "single"),
    ("sanchazi", "type"): (["888JJ"], "三带二", "three with a pair"),
    ("sanchazi", "beats"): (["999QQ", "888JJ"], "三带二", "three with a pair"),
    ("sanchazi", "happy-money"): (["大王大王大王"], "三王叉", "three-joker fork"),
    ("sanchazi", "respond"): (["999QQ8888", "--to", "888JJ"], "三带二", "three with a pair"),
    ("sanchazi", "replay"): ([str(ROOT / "examples" / "sanchazi-position.json")], "上游",
                             "first out"),
    ("mcr", "quiz"): (["--worksheet", "--seed", "7", "--count", "1", "--topic", "fans"], "连六",
                      "Short Straight"),
    ("sanchazi", "quiz"): (["--worksheet", "--seed", "7", "--count", "1", "--topic", "type"],
                           "三带二", "three with a pair"),
}
NAMES_NOTHING = {
    ("gouji", "parse"): "a play's cards, counts and base: its notes quote the rules' terms",
    ("gouji", "beats"): "two plays and a verdict, as parse",
    ("gouji", "compare"): "two plays and two verdicts, as parse",
    ("gouji", "respond"): "the plays that beat a play, by their cards",
    ("gouji", "burn"): "three plays and verdicts, as parse",
    ("gouji", "thresholds"): "ranks and counts",
    ("gouji", "legal"): "actions by their cards; a refused one by its index and seat",
    ("mcr", "legal"): "actions as record objects; a refused one by its index and seat",
    ("mcr", "convert"): "records in another format",
    ("sanchazi", "points"): "cards and points",
    ("sanchazi", "legal"): "actions by their cards; a refused one by its index and seat",
    **{(game, "rules"): "switches as NAME=VALUE, with the rules' words" for game in GAMES},
    ("gouji", "quiz"): "questions of plays by their cards, actions as records write them",
}
"""The commands without --lang, each with what it shows instead of names."""
CARD_WORDS = re.compile(r"大花|小花|钱|大王|小王|金|[东南西北中发白春夏秋冬梅兰竹菊]")
"""Cards and tiles as the notation writes them: the same in every language."""


def test_every_command_that_names_things_takes_lang_and_no_other_does():
    """A new command is caught here until it is one or the other (with its sample)."""
    walked = {(game, name): "--lang" in options_of(command) for game, name, command in ALL}
    assert set(walked) == set(NAMING) | set(NAMES_NOTHING)
    assert not set(NAMING) & set(NAMES_NOTHING)
    assert {key for key, has in walked.items() if has} == set(NAMING)


def _line_with(text: str, name: str) -> str:
    (line, *_) = [line for line in text.splitlines() if name in line] or [""]
    return line


@pytest.mark.parametrize("game, name", NAMING, ids=[" ".join(key) for key in NAMING])
def test_lang_en_names_without_chinese_and_zh_in_chinese(cli, game, name):
    args, zh, en = NAMING[game, name]
    shown = {}
    for lang in ("zh", "en", "both"):
        result = cli([game, name, *args, "--lang", lang])
        assert result.exit_code in (0, 1), (lang, result.stderr)
        shown[lang] = result.stdout
    english = _line_with(shown["en"], en)
    assert english, f"--lang en names {en!r}"
    assert not CHINESE.search(CARD_WORDS.sub("", english)), english
    assert zh not in english
    chinese = _line_with(shown["zh"], zh)
    assert chinese and en not in chinese, f"--lang zh names {zh!r} alone"
    assert any(en in line for line in shown["both"].splitlines() if zh in line) or \
        (zh in shown["both"] and en in shown["both"]), "--lang both names it both ways"
    json_of = {lang: cli([game, name, *args, "--lang", lang, "--format", "json"]).stdout
               for lang in ("zh", "en")}
    if (game, name) != ("mcr", "fans"):  # the fan table's definitions follow --lang
        assert json_of["zh"] == json_of["en"], "JSON keeps its keys and both names"


# ---------------------------------------------------------------------------------------
# The Gouji commands of seats, declarations and seeds read lines and records one way

SEATS_AND_SEEDS = {
    # command: (a plain line, the same question as a record)
    ("gouji", "score"): ("3 0 4 1 5 2", {"order": [3, 0, 4, 1, 5, 2]}),
    ("gouji", "tribute"): ("bright pre me", {"me": "bright", "opponent": "pre",
                                             "opened": "me"}),
    ("gouji", "deal"): ("7", {"seed": 7}),
}


@pytest.mark.parametrize("game, name", SEATS_AND_SEEDS,
                         ids=[" ".join(key) for key in SEATS_AND_SEEDS])
def test_a_line_and_a_record_from_a_file_or_stdin_are_one_stream(cli, tmp_path, game, name):
    line, record = SEATS_AND_SEEDS[game, name]
    text = f"{line}\n{json.dumps({'id': 'q', **record})}\n"
    path = tmp_path / "queries.txt"
    path.write_text(text, encoding="utf-8")
    from_file = cli([game, name, "--batch", str(path)])
    from_stdin = cli([game, name, "--batch", "-"], input=text)
    dashed = cli([game, name, "-"], input=text)
    assert from_file.exit_code == 0, from_file.stderr
    assert from_file.stdout == from_stdin.stdout == dashed.stdout  # JSON Lines, line by line
    by_line, by_record = map(json.loads, from_file.stdout.splitlines())
    assert by_record == {"id": "q", **by_line}
    wrong = cli([game, name, "--batch", "-"],
                input=json.dumps({**record, next(iter(record)): [1]}) + "\n")
    assert wrong.exit_code == 2 and next(iter(record)) in wrong.stdout


@pytest.mark.parametrize("lang, reply", [("zh", "炸弹"), ("en", "bomb"), ("both", "8")])
def test_a_quiz_asks_and_takes_its_names_in_the_language_chosen(cli, lang, reply):
    """Seed 7's first type question is a bomb (♥4♣4♦4♦4): named, and answered, as --lang
    says; a wrong name is wrong in any language."""
    asked = cli(["sanchazi", "quiz", "--seed", "7", "--count", "1", "--topic", "type",
                 "--lang", lang], input=reply + "\n")
    assert asked.exit_code == 0 and "right." in asked.stdout and "score: 1 of 1" in asked.stdout
    wrong = cli(["sanchazi", "quiz", "--seed", "7", "--count", "1", "--topic", "type",
                 "--lang", lang], input="三带二\n" if lang == "zh" else "pair\n")
    assert "score: 0 of 1" in wrong.stdout
    shown = {"zh": "炸弹", "en": "bomb", "both": "炸弹 bomb"}[lang]
    assert f"wrong: the answer is {shown}." in wrong.stdout


def test_the_one_reader_is_no_games_own():
    """paiju/api/questions.py reads every game's records with shared pieces
    (paiju.grammar.records): a Sanchazi or Fuzhou question imports no Gouji module (it did
    through record_texts, some 10% of such a query's start-up instructions)."""
    import subprocess
    import sys

    script = ("import sys; from paiju.cli import main\n"
              "for args in (['sanchazi', 'type', '888JJ'], ['fuzhou', 'flowers', '春春']):\n"
              "    try:\n"
              "        main([*args, '--format', 'json'], standalone_mode=False)\n"
              "    except SystemExit:\n"
              "        pass\n"
              "print(sorted(m for m in sys.modules if 'gouji' in m))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          encoding="utf-8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"
