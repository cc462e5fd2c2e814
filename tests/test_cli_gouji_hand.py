"""The Gouji hand commands through the CLI: JSON shapes, exit codes, batches and errors."""

import json

import pytest

from paiju.engine.cardgame.cards import Rank

HAND = "2大花+1小花+3钱+4xA+2xK+5x10+3x9+3x8+2x7+4x6+2x5+2x4+3x3"  # 36 cards


def test_root_help_lists_the_hand_commands(cli):
    out = cli("--help").stdout
    for command in ["gouji respond", "gouji hand", "gouji burn", "gouji deal", "gouji table"]:
        assert command in out


# respond --------------------------------------------------------------------------------

def test_respond_json_shape_and_exit_0(cli):
    result, data = cli.json(["gouji", "respond", "2大花+3钱+4x10+3xK", "--to", "2小花+3x9",
                             "--format", "json"])
    assert result.exit_code == 0
    assert set(data) == {"hand", "to", "responses"}
    assert data["hand"] == "2大花+3钱+4x10+3xK" and data["to"] == "2小花+3x9"
    assert data["responses"][0] == {"play": "2大花+3x10", "canonical": "2大花+3x10",
                                    "level": True}
    assert {"play": "2大花+1钱+2x10", "canonical": "2大花+3x10", "level": True} \
        in data["responses"]


def test_respond_marks_level_plays_and_shows_the_money_spent(cli):
    _, data = cli.json(["gouji", "respond", "2钱+4x10+3x9", "--to", "4x8", "--format", "json"])
    rows = {row["play"]: row for row in data["responses"]}
    assert rows["1钱+3x9"] == {"play": "1钱+3x9", "canonical": "4x9", "level": False}
    assert rows["4x10"]["level"] is False and "2钱+2x9" in rows
    assert rows["2钱+2x10"] == {"play": "2钱+2x10", "canonical": "4x10", "level": False}
    _, data = cli.json(["gouji", "respond", "2钱+4x10", "--to", "5x9", "--format", "json"])
    assert [row["play"] for row in data["responses"]] == ["1钱+4x10", "2钱+3x10"]
    assert all(row["level"] for row in data["responses"])


def test_respond_exit_1_when_nothing_beats(cli):
    result, data = cli.json(["gouji", "respond", "4x10+3x3", "--to", "1大花", "--format", "json"])
    assert result.exit_code == 1 and data["responses"] == []
    assert "no play of this hand beats" in cli(["gouji", "respond", "3x3", "--to", "3xK"]).stdout


def test_respond_option_1(cli):
    assert cli(["gouji", "respond", "2大花", "--to", "1大花"]).exit_code == 1
    assert cli(["gouji", "respond", "2大花", "--to", "1大花", "--option", "1"]).exit_code == 0


def test_respond_explain_gives_the_reason_per_answer(cli):
    _, data = cli.json(["gouji", "respond", "3大花+2x10", "--to", "2小花+3x9", "--explain",
                        "--format", "json"])
    assert "leftover" in data["responses"][0]["why"] and data["explanation"]
    assert "why" in cli(["gouji", "respond", "3大花+2x10", "--to", "2小花+3x9",
                         "--explain"]).stdout


def test_respond_on_a_full_hand(cli):
    result, data = cli.json(["gouji", "respond", HAND, "--to", "5x9", "--format", "json"])
    assert result.exit_code == 0 and data["responses"][0]["play"] == "5x10"


def test_respond_batch_lines_tabs_json_and_errors_with_columns(cli):
    text = ('2大花+5x10 to 2小花+3x9\n5x10\t4x9\n{"hand": "3xK", "to": "3xQ"}\n'
            '{"hand": "3xK"}\n5x10 to 4x\nfoo\n3x3 to 3xK\n')
    result, rows = cli.jsonl(["gouji", "respond"], input=text)
    assert result.exit_code == 2
    assert rows[0]["responses"][0]["play"] == "2大花+3x10"
    assert rows[1]["responses"][0]["play"] == "4x10"
    assert rows[2]["responses"][0]["play"] == "3xK"
    assert rows[3]["field"] == "to" and rows[3]["line"] == 4
    assert rows[4]["column"] == 11 and rows[4]["line"] == 5
    assert "HAND to PLAY" in rows[5]["error"]
    assert rows[6]["responses"] == []


def test_respond_batch_of_hands_against_one_play(cli):
    result, rows = cli.jsonl(["gouji", "respond", "-", "--to", "5x9"], input="5x10+1钱\n3x3\n")
    assert result.exit_code == 1
    assert [len(row["responses"]) for row in rows] == [2, 0]


def test_respond_bad_hand_is_one_line_with_the_column(cli):
    result = cli(["gouji", "respond", "2大花+5x10+Z", "--to", "3x9"])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "column 12" in result.stderr


def test_respond_without_a_play_is_a_usage_error(cli):
    result = cli(["gouji", "respond", "5x10"])
    assert result.exit_code == 2 and "--to" in result.stderr


# hand -----------------------------------------------------------------------------------

KEYS = {"hand", "cards", "level_summary", "may_revolt", "automatic_revolution",
        "must_buy_three", "buy_three_payment", "tribute_cards", "report"}


def test_hand_json_keys_and_values(cli):
    result, data = cli.json(["gouji", "hand", HAND, "--tribute", "4", "--format", "json"])
    assert result.exit_code == 0 and set(data) == KEYS
    assert data["hand"] == HAND and data["cards"] == 36
    assert data["tribute_cards"] == ["大花", "大花", "小花", "钱"]
    assert data["may_revolt"] is False  # two 钱 are left after the tribute
    assert data["must_buy_three"] is False and data["buy_three_payment"] is None
    assert data["report"] == {"call": "more-than-ten", "count": None,
                              "says": "more than ten cards (no count is told)"}
    _, every = cli.json(["gouji", "hand", HAND, "--tribute", "4", "--all", "--format", "json"])
    assert set(every) == KEYS | {"level_plays"}
    assert {"play": "5x10", "canonical": "5x10"} in every["level_plays"]


def test_hand_bie_san_buys_a_3_and_reports_nothing(cli):
    _, data = cli.json(["gouji", "hand", "1小花+1钱+5x10", "--mode", "bie-san", "--tribute", "2",
                        "--format", "json"])
    assert data["must_buy_three"] is True and data["buy_three_payment"] == "钱"
    assert data["tribute_cards"] == ["小花"] and data["may_revolt"] is True
    assert data["report"] is None and data["automatic_revolution"] is False


def test_hand_automatic_revolution(cli):
    _, data = cli.json(["gouji", "hand", "5x10+4xA", "--mode", "bie-san", "--format", "json"])
    assert data["automatic_revolution"] is True and data["may_revolt"] is True
    assert data["must_buy_three"] is False


def test_hand_report_counts_at_ten_or_fewer_in_plain_words_section_13_2(cli):
    _, data = cli.json(["gouji", "hand", "5x10+5x9", "--format", "json"])
    assert data["report"] == {"call": "exactly-ten", "count": 10,
                              "says": "exactly ten cards (a call of its own)"}
    _, data = cli.json(["gouji", "hand", "2x9", "--format", "json"])
    assert data["report"] == {"call": "count", "count": 2, "says": "2 cards"}
    out = cli(["gouji", "hand", "5x10+6x9"], env={"NO_COLOR": "1"}).stdout
    assert "报户 (reporting the count)  more than ten cards (no count is told)" in out
    assert "full house" not in out and "not enough" not in out


def test_hand_tribute_reports_the_count_of_the_hand_that_plays_section_13_2(cli):
    # 12 cards dealt, 3 of them legal tribute cards: the hand that plays holds 9
    _, data = cli.json(["gouji", "hand", "1大花+2钱+5x10+4x9", "--tribute", "3",
                        "--format", "json"])
    assert data["tribute_cards"] == ["大花", "钱", "钱"]
    assert data["report"] == {"call": "count", "count": 9, "says": "9 cards"}
    _, data = cli.json(["gouji", "hand", "1大花+2钱+5x10+4x9", "--tribute", "2",
                        "--format", "json"])
    assert data["report"]["call"] == "exactly-ten"
    _, untouched = cli.json(["gouji", "hand", "1大花+2钱+5x10+4x9", "--format", "json"])
    assert untouched["report"]["call"] == "more-than-ten"


def test_hand_level_plays_are_summed_up_and_listed_with_all_documented(cli):
    from paiju.engine.gouji.respond import CHEAPEST_SHOWN, level_plays, strength
    from paiju.grammar.gouji import parse_hand

    _, data = cli.json(["gouji", "hand", HAND, "--format", "json"])
    _, every = cli.json(["gouji", "hand", HAND, "--all", "--format", "json"])
    found = level_plays(parse_hand(HAND))
    summary = data["level_summary"]
    assert summary["count"] == len(every["level_plays"]) == len(found) > CHEAPEST_SHOWN
    assert summary["cheapest"] == every["level_plays"][:CHEAPEST_SHOWN]
    strongest = max(found, key=strength)
    assert summary["strongest"] == {"play": strongest.play.written,
                                    "canonical": strongest.form.canonical}
    # flowers first: every 大花 of the hand and no 小花 (which would demote them); then the
    # longest base: all the 钱 pasted on the rank held most often
    held = parse_hand(HAND)
    assert (strongest.play.big, strongest.play.small) == (held.count(Rank.BIG_JOKER), 0)
    assert strongest.play.money == held.count(Rank.TWO)
    assert strongest.play.naturals == max(held.count(rank) for rank in held.natural_ranks)
    short = cli(["gouji", "hand", HAND], env={"NO_COLOR": "1"}).stdout
    full = cli(["gouji", "hand", HAND, "--all"], env={"NO_COLOR": "1"}).stdout
    assert "strongest" in short and "cheapest" in short
    assert len(full.splitlines()) > len(short.splitlines()) + len(found)


def test_hand_table_shows_the_playing_hand_and_level_plays(cli):
    out = cli(["gouji", "hand", "1钱+5x10+4xA", "--mode", "bie-san", "--explain"],
              env={"NO_COLOR": "1"}).stdout
    rows = {name.strip(): value.strip() for name, value in
            (row.split("  ", 1) for row in out.split("\n\n")[0].splitlines())}
    # 买三: no 3, so it buys one with its 钱, and plays the hand that buys
    assert rows["plays with"] == "4xA+5x10+1x3  (after 买三)"
    assert rows["must buy a 3 (买三)"] == "yes" and rows["pays for the 3"] == "钱"
    assert rows["level plays"] == "4" and rows["strongest"] == "5x10"
    assert rows["cheapest"] == "5x10, 2xA, 3xA, 4xA"


def test_hand_batch_and_bad_lines(cli):
    result, rows = cli.jsonl(["gouji", "hand", "-"], input="5x10\n17x4\n1钱\n")
    assert result.exit_code == 2
    assert rows[0]["may_revolt"] is True and rows[2]["may_revolt"] is False
    assert "only 16" in rows[1]["error"] and rows[1]["column"] == 1


def test_hand_rejects_a_negative_tribute(cli):
    assert cli(["gouji", "hand", "5x10", "--tribute", "-1"]).exit_code == 2


# burn -----------------------------------------------------------------------------------

def test_burn_json_shape_and_exit_codes(cli):
    args = ["gouji", "burn", "2大花+1小花+3x9+2xK+3x5+1钱", "--on", "2小花+3x8", "--with",
            "2大花+3x9", "--format", "json"]
    result, data = cli.json(args)
    assert result.exit_code == 0
    assert data == {"hand": "2大花+1小花+3x9+2xK+3x5+1钱", "on": "2小花+3x8", "with": "2大花+3x9",
                    "beats": True, "can_go_out": True,
                    "sequence": ["2大花+3x9", "1小花+3x5", "1钱+2xK"]}
    args[2] = "2大花+3x9+2xK+3x5"
    result, data = cli.json(args)
    assert result.exit_code == 1 and data["beats"] and not data["can_go_out"]
    assert data["sequence"] is None


def test_burn_with_a_play_not_in_the_hand_is_bad_input(cli):
    result = cli(["gouji", "burn", "2大花+3x9", "--on", "2小花+3x8", "--with", "3x9+3大花"])
    assert result.exit_code == 2 and "column 5" in result.stderr and "not in the hand" in \
        result.stderr


def test_burn_of_a_non_level_card_is_a_no_documented(cli):
    result, data = cli.json(["gouji", "burn", "4x10", "--on", "4x9", "--with", "4x10",
                             "--format", "json", "--explain"])
    assert result.exit_code == 1 and data["beats"] is True and data["sequence"] is None
    assert any("not a level card" in line for line in data["explanation"])


def test_burn_bie_san_mode(cli):
    base = ["gouji", "burn", "1大花+1小花+3x9+2x3", "--on", "2小花+3x8", "--with",
            "1大花+1小花+3x9"]
    assert cli(base).exit_code == 1  # mixed flowers count as 小花: no kill
    _, data = cli.json(["gouji", "burn", "2大花+1小花+3x9+2x5+2x3", "--on", "2小花+3x8",
                        "--with", "2大花+3x9", "--mode", "bie-san", "--format", "json"])
    assert data["sequence"] == ["2大花+3x9", "1小花+2x5", "2x3"]
    result = cli(["gouji", "burn", "1大花+2x3", "--on", "1小花+1x3", "--with", "1大花+1x3",
                  "--mode", "bie-san"])
    assert result.exit_code == 2 and "3s" in result.stderr


def test_burn_batch(cli):
    text = ("2大花+3x9+2xK on 2小花+3x8 with 2大花+3x9\n"
            "2大花+3x9+2xK+5x5\t2小花+3x8\t2大花+3x9\n"
            "2大花+3x9 on 2小花+3x8 with 3大花\n")
    result, rows = cli.jsonl(["gouji", "burn"], input=text)
    assert result.exit_code == 2
    assert rows[0]["can_go_out"] is True and rows[1]["can_go_out"] is False
    assert rows[2]["column"] == 29 and "not in the hand" in rows[2]["error"]


# deal / table ---------------------------------------------------------------------------

def test_deal_is_reproducible_and_complete(cli):
    result, data = cli.json("gouji deal --seed 5 --format json")
    assert result.exit_code == 0
    assert data == cli.json("gouji deal --seed 5 --format json")[1]
    assert data["seed"] == 5 and data["mode"] == "normal" and len(data["seats"]) == 6
    assert [seat["cards"] for seat in data["seats"]] == [36] * 6
    assert [seat["team"] for seat in data["seats"]] == ["A", "B"] * 3
    assert set(data["leader"]) == {"seat", "by", "rank", "shows"}
    assert data["purchases"] == []


def test_deal_seat_hands_read_back_and_add_up_to_four_packs(cli):
    from paiju.engine.gouji.dealing import check_table
    from paiju.grammar.gouji import parse_hand
    _, data = cli.json("gouji deal --seed 8 --format json")
    check_table(tuple(parse_hand(seat["hand"]) for seat in data["seats"]))


def test_deal_bie_san_buys_threes_where_needed(cli):
    # find a seed whose deal leaves someone without a 3 (seeds are fixed: reproducible)
    for seed in range(40):
        _, data = cli.json(["gouji", "deal", "--seed", str(seed), "--mode", "bie-san",
                            "--format", "json"])
        if data["purchases"]:
            break
    else:
        pytest.fail("no seed below 40 deals a hand without a 3")
    purchase = data["purchases"][0]
    buyer = data["seats"][purchase["buyer"]]
    assert not any(card.endswith("3") for card in buyer["hand"].split())
    assert buyer["must_buy_three"] and buyer["buys_from"] == purchase["seller"]
    assert purchase["buyer"] in data["seats"][purchase["seller"]]["sells_to"]
    assert data["leader"]["rank"] == "4"


def test_deal_table_output_names_the_leader(cli):
    out = cli("gouji deal --seed 7 --explain", env={"NO_COLOR": "1"}).stdout
    _, data = cli.json("gouji deal --seed 7 --format json")
    lines = out.splitlines()
    assert lines[0].split() == ["seed", "7"]
    leader = data["leader"]
    shown = [f"seat {show['seat']} {show['count']}x{show['suit']}{leader['rank']}"
             for show in leader["shows"]]
    assert leader["seat"] == 1 and shown[0] == "seat 1 2x♠3"  # the largest one-suit group
    leads = [line for line in lines if line.lstrip().startswith("- 上工:")]
    assert leads == [f"  - 上工: seat 1 leads with 2x♠3, the largest one-suit group shown "
                     f"({', '.join(shown)})"]


def test_table_command_reads_six_hands_and_checks_the_pack(cli, tmp_path):
    _, dealt = cli.json("gouji deal --seed 3 --format json")
    lines = "\n".join(seat["hand"] for seat in dealt["seats"]) + "\n"
    result, data = cli.json(["gouji", "table", "-", "--format", "json"], input=lines)
    assert result.exit_code == 0
    assert data["leader"] == dealt["leader"] or data["leader"]["by"] == "random"
    assert [seat["written"] for seat in data["seats"]] == \
        [seat["written"] for seat in dealt["seats"]]
    short = "\n".join(seat["hand"] for seat in dealt["seats"][:5]) + "\n"
    result = cli(["gouji", "table", "-"], input=short)
    assert result.exit_code == 2 and "6 hands" in result.stderr
    bad = lines.replace("大花", "大花 大花", 1)
    result = cli(["gouji", "table", "-"], input=bad)
    assert result.exit_code == 2 and "217 cards" in result.stderr


def test_table_error_names_the_seat_and_line(cli):
    result = cli(["gouji", "table", "-"], input="# seats\n5x10\n4xZ\n")
    assert result.exit_code == 2 and "seat 1 (line 3)" in result.stderr


def test_json_lines_format_of_a_deal_is_one_object(cli):
    result = cli("gouji deal --seed 1 --format jsonl")
    assert len(result.stdout.splitlines()) == 1 and json.loads(result.stdout)["seed"] == 1


def test_deal_batch_of_seeds(cli):
    result, rows = cli.jsonl(["gouji", "deal", "-"], input="4\nfour\n5\n")
    assert result.exit_code == 2
    assert [row.get("seed") for row in rows] == [4, None, 5]
    assert rows[0] == cli.json("gouji deal --seed 4 --format json")[1]
    assert "whole number" in rows[1]["error"]
    assert cli(["gouji", "deal", "7"]).exit_code == 2


def test_table_of_a_void_deal_lists_no_purchase_documented_void_deal(cli, tmp_path):
    from paiju.engine.gouji import dealing

    plain = [c for c in dealing.deck() if Rank.FIVE <= c.rank <= Rank.KING]
    money = [c for c in dealing.deck() if c.rank is Rank.TWO]
    rest = [c for c in dealing.deck() if not Rank.FIVE <= c.rank <= Rank.KING
            and c.rank is not Rank.TWO]
    others = plain[107:] + money[1:] + rest
    seats = [plain[:36], plain[36:72], plain[72:107] + money[:1]] + [others[i::3]
                                                                      for i in range(3)]
    path = tmp_path / "void.txt"
    path.write_text("".join(" ".join(dealing.card_word(c) for c in seat) + "\n"
                            for seat in seats), encoding="utf-8")
    _, data = cli.json(["gouji", "table", str(path), "--mode", "bie-san", "--format", "json"])
    assert data["void"] is True and data["purchases"] == []
    assert data["seats"][2]["must_buy_three"] is True and data["seats"][2]["buys_from"] is None
    out = cli(["gouji", "table", str(path), "--mode", "bie-san"], env={"NO_COLOR": "1"}).stdout
    assert "buys from" not in out and "sells to" not in out and "nobody buys a 3" in out
