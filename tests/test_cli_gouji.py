"""The Gouji play commands through the CLI: formats, stdin batches, exit codes, errors."""

import json

import pytest


def test_root_help_lists_every_command_with_a_description(cli):
    result = cli("--help")
    assert result.exit_code == 0
    for command in ["gouji parse", "gouji beats", "gouji compare", "gouji level",
                    "gouji thresholds", "gouji opens"]:
        assert command in result.stdout


def test_version(cli):
    from paiju import __version__
    result = cli("--version")
    assert result.exit_code == 0 and __version__ in result.stdout


def test_parse_json_shape(cli):
    result, data = cli.json(["gouji", "parse", "1大花+1小花+2钱+4x5", "--format", "json"])
    assert result.exit_code == 0
    assert data["input"] == "1大花+1小花+2钱+4x5"
    assert data["canonical"] == "2小花+6x5"
    assert data["cards"] == 8
    assert data["flowers"] == {"type": "small", "count": 2}
    assert data["base"] == {"rank": "5", "count": 6}
    assert data["level"] is True
    assert any("贴钱" in line for line in data["explanation"])


def test_parse_json_pure_flowers_and_money_rank_strings(cli):
    _, data = cli.json("gouji parse 3小花 --format json")
    assert data["base"] is None and data["flowers"] == {"type": "small", "count": 3}
    _, data = cli.json("gouji parse 3M --format json")
    assert data["base"] == {"rank": "钱", "count": 3}
    assert data["flowers"] == {"type": None, "count": 0}


def test_beats_exit_codes_and_json(cli):
    result, data = cli.json(["gouji", "beats", "3大花+2x10", "2小花+3x9", "--format", "json"])
    assert result.exit_code == 0
    assert data == {"new": "3大花+2x10", "old": "2小花+3x9", "option": 0, "beats": True,
                    "reason": data["reason"], "front": None}
    result, data = cli.json(["gouji", "beats", "2大花+3x9", "2小花+3x9", "--format", "json"])
    assert result.exit_code == 1 and data["beats"] is False and data["front"] == "rank"
    assert "9" in data["reason"]


def test_beats_option_1(cli):
    assert cli(["gouji", "beats", "2大花", "1大花"]).exit_code == 1
    assert cli(["gouji", "beats", "2大花", "1大花", "--option", "1"]).exit_code == 0


def test_beats_bad_input_is_one_stderr_line_with_the_column(cli):
    result = cli(["gouji", "beats", "1x5+2x10", "3x3"])
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "column 5" in lines[0] and "Traceback" not in result.stderr


def test_usage_error_is_one_line_with_exit_2(cli):
    result = cli(["gouji", "beats", "--option", "7", "3x5", "3x4"])
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
    assert cli(["gouji", "nosuch"]).exit_code == 2


def test_beats_batch_from_stdin_keeps_order_and_reports_bad_lines(cli):
    text = "3x5 on 3x4\n\n# a comment\n4x4\t4x5\n2Q+\ton 3x3\n5x9 on 2钱+3x8\n"
    result, rows = cli.jsonl(["gouji", "beats", "-"], input=text)
    assert result.exit_code == 2
    assert [row.get("beats") for row in rows] == [True, False, None, True]
    assert rows[2]["line"] == 5 and "column" in rows[2] and "error" in rows[2]


def test_beats_batch_exit_1_when_any_no_and_0_when_all_yes(cli):
    assert cli(["gouji", "beats"], input="3x5 on 3x4\n3x4 on 3x5\n").exit_code == 1
    assert cli(["gouji", "beats"], input="3x5 on 3x4\n").exit_code == 0


def test_batch_json_format_is_one_array(cli):
    result = cli(["gouji", "beats", "-", "--format", "json"], input="3x5 on 3x4\n3x4 on 3x5\n")
    data = json.loads(result.stdout)
    assert [row["beats"] for row in data] == [True, False]


def test_batch_table_format_prints_rows_and_errors_on_stderr(cli):
    result = cli(["gouji", "level", "-", "--format", "table"], input="5x10\n4x\n4x10\n")
    assert result.exit_code == 2
    assert "5x10" in result.stdout and "4x10" in result.stdout
    assert "line 2" in result.stderr


def test_compare_shows_both_directions(cli):
    result, data = cli.json(["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9", "--format", "json"])
    assert result.exit_code == 0
    assert data["a_beats_b"]["beats"] is True and data["b_beats_a"]["beats"] is False
    assert data["a_canonical"] == "2大花+7x10"
    table = cli(["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9"]).stdout
    assert "2大花+3钱+4x10 on 2小花+7x9" in table


@pytest.mark.parametrize("plays, code", [(["5x10"], 0), (["5x10", "4x10"], 1),
                                         (["2Q+1小花", "1钱+1xK"], 0), (["8x9"], 1)])
def test_level_exit_code_is_0_only_when_every_play_is_a_level_card(cli, plays, code):
    assert cli(["gouji", "level", *plays]).exit_code == code


def test_level_json_shape(cli):
    _, data = cli.json(["gouji", "level", "1钱+1xQ", "--format", "json"])
    assert data["play"] == "1钱+1xQ" and data["canonical"] == "2xQ"
    assert data["level"] is False and "3xQ" in data["reason"]


def test_level_several_plays_in_jsonl(cli):
    result, rows = cli.jsonl(["gouji", "level", "5x10", "4x10", "--format", "jsonl"])
    assert [row["level"] for row in rows] == [True, False] and result.exit_code == 1


def test_thresholds_table_and_json_come_from_the_engine_data(cli):
    from paiju.engine.gouji.plays import LEVEL_THRESHOLDS, rank_name
    _, data = cli.json("gouji thresholds --format json")
    assert data["thresholds"] == [{"rank": rank_name(t.rank), "min_count": t.min_count}
                                  for t in LEVEL_THRESHOLDS]
    assert "钱" in cli("gouji thresholds").stdout


@pytest.mark.parametrize("play, option, code", [("5x10", "0", 0), ("1大花+3x5", "0", 1),
                                                ("1钱", "1", 1), ("1钱", "0", 0),
                                                ("2钱+2xK", "2", 1), ("4x10", "0", 1)])
def test_opens_exit_codes(cli, play, option, code):
    assert cli(["gouji", "opens", play, "--opening", option]).exit_code == code


def test_opens_json_shape(cli):
    _, data = cli.json(["gouji", "opens", "2钱", "--opening", "2", "--format", "json"])
    assert data["play"] == "2钱" and data["opening"] == 2 and data["opens"] is False
    assert "钱" in data["reason"]


def test_explain_adds_the_steps(cli):
    _, data = cli.json(["gouji", "beats", "3大花+2x10", "2小花+3x9", "--explain", "--format",
                        "json"])
    assert any("kill" in step for step in data["explanation"])
    assert "leftover" in cli(["gouji", "beats", "3大花+2x10", "2小花+3x9", "--explain"]).stdout


def test_no_color_keeps_plain_words(cli):
    result = cli(["gouji", "beats", "3x5", "3x4"], env={"NO_COLOR": "1"})
    assert "\x1b[" not in result.stdout and "yes" in result.stdout


def test_python_dash_m_paiju_runs():
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "paiju", "gouji", "level", "5x10"],
                          capture_output=True, text=True)
    assert done.returncode == 0 and "yes" in done.stdout


def test_jobs_gives_the_same_output_in_the_same_order(cli):
    lines = [f"{n % 6 + 1}x{rank} on {n % 6 + 1}x{other}"
             for n, (rank, other) in enumerate(zip("3456789TJQKA" * 60, "456789TJQKA3" * 60))]
    lines[7] = "4x1 on 3x3"
    text = "\n".join(lines) + "\n"
    one = cli(["gouji", "beats", "-"], input=text)
    two = cli(["gouji", "beats", "-", "--jobs", "2"], input=text)
    assert one.exit_code == two.exit_code == 2
    assert one.stdout == two.stdout and len(one.stdout.splitlines()) == len(lines)


def test_lazy_command_map_matches_what_the_modules_register():
    import importlib

    from paiju.cli.gouji.group import COMMAND_MODULES, gouji
    for module, names in COMMAND_MODULES.items():
        importlib.import_module(module)
    registered = set(gouji.commands)
    assert registered == {name for names in COMMAND_MODULES.values() for name in names}


def test_a_play_query_does_not_import_the_other_gouji_modules():
    import subprocess
    import sys
    code = ("import sys; from paiju.cli import main; "
            "sys.argv=['paiju','gouji','beats','3x5','3x4','--format','json'];\n"
            "try: main()\nexcept SystemExit: pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('paiju.')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
    assert "paiju.cli.gouji.plays" in loaded
    assert "paiju.cli.gouji.hand" not in loaded and "paiju.cli.gouji.settlement" not in loaded
    assert "tabulate" not in loaded
