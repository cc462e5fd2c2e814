"""One way through the house: every decision the CLI shows comes from the engine (the same
answer through the command line and through the Python API), every batch command takes the
one batch path (``--jobs`` gives the same bytes), and every group's help lists its commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click import Context

from paiju.engine.fuzhou.claims import claim_rules, judge_discard
from paiju.engine.fuzhou.gold import read_hand
from paiju.engine.fuzhou.payments import PAYMENT_FORMULAS, formulas_sentence, payment_formula
from paiju.engine.fuzhou.reasons import not_a_win, sets_needed, win_explanation
from paiju.engine.fuzhou.gold import swimming_gold
from paiju.engine.gouji.ending import is_void, score_finish, void_reason
from paiju.engine.gouji.hand import Mode
from paiju.engine.gouji.hand_report import hand_report
from paiju.engine.gouji.reasons import burn_notes, hand_notes, opening_note, response_notes
from paiju.engine.gouji.tribute import POINT_TRIBUTE_FORMULA
from paiju.engine.gouji.burning import burn
from paiju.engine.gouji.plays import BeatOption
from paiju.engine.gouji.rules import DEFAULT as DEFAULT_GOUJI
from paiju.engine.gouji.settling import settle
from paiju.engine.mcr.explain import explain
from paiju.engine.mcr.reasons import minimum_words, ready_obstacle, why_chosen
from paiju.engine.mcr.analysis import HandTiles
from paiju.engine.mcr.waits import waits
from paiju.engine.sanchazi.reasons import response_notes as sanchazi_response_notes
from paiju.engine.sanchazi.reasons import type_explanation
from paiju.engine.sanchazi.card_types import classify
from paiju.grammar import fuzhou, gouji, mcr, sanchazi
from paiju.grammar.gouji_records import read_deal
from paiju.grammar.mcr_records import NOTHING_GIVEN, parse_waiting_hand, situation_for

# ---------------------------------------------------------------------------------------
# Gouji: void and game over, one definition


@pytest.mark.parametrize("order, revolution", [
    ([3, 0, 4, 1, 2], [5]), ([0, 2, 4], []), ([1, 3], [5]), ([], [1, 4]), ([2], [0, 3, 5]),
])
def test_score_and_settle_decide_void_and_game_over_alike(cli, order, revolution):
    args = ["gouji", "score", *map(str, order)] + [f"-r{seat}" for seat in revolution]
    _, scored = cli.json(args + ["--format", "json"])
    _, (settled,) = cli.jsonl("gouji settle - --format jsonl",
                              input=json.dumps({"order": order, "revolution": revolution}))
    finish = score_finish(order, revolution)
    settlement = settle(read_deal({"order": order, "revolution": revolution}))
    assert scored["void"] == settled["void"] == finish.void == settlement.void \
        == is_void(revolution)
    assert scored["game_over"] == settled["game_over"] == finish.game_over \
        == settlement.game_over
    assert scored["teams"] == settled["teams"]


def test_a_void_deal_through_settle_is_an_answer_not_an_error(cli):
    result, (data,) = cli.jsonl("gouji settle - --format jsonl",
                                input='{"order": [], "revolution": [1, 4]}')
    assert result.exit_code == 0
    assert data["void"] is True and data["places"] == [] and data["tributes"] == []
    assert data["teams"] == {"A": 0, "B": 0} and data["points_by_seat"] == [0] * 6
    assert any("replayed" in note for note in data["notes"])
    table = cli("gouji settle - --format table",
                input='{"order": [], "revolution": [1, 4]}').stdout
    assert "void" in table and void_reason((1, 4)) in table


def test_the_score_explanation_is_the_engines(cli):
    _, data = cli.json("gouji score 3 0 4 1 2 -r 5 --explain --format json")
    assert data["explanation"] == score_finish((3, 0, 4, 1, 2), (5,)).explanation
    _, void = cli.json("gouji score -r 1 -r 4 --explain --format json")
    assert void["explanation"] == [void_reason((1, 4))]


# ---------------------------------------------------------------------------------------
# Gouji: the rule texts of hands, burns, responses, the tribute formula


def test_hand_notes_are_the_engines(cli):
    text = "1大花+1钱+4xA+2xK+3x7"
    _, data = cli.json(["gouji", "hand", text, "--tribute", "3", "--explain", "--format", "json"])
    assert data["explanation"] == hand_notes(hand_report(gouji.parse_hand(text), Mode.NORMAL, 3), 3)


def test_burn_notes_are_the_engines(cli):
    hand, on, with_ = "2大花+1小花+3x9+2xK+3x5+1钱", "2小花+3x8", "2大花+3x9"
    _, data = cli.json(["gouji", "burn", hand, "--on", on, "--with", with_, "--explain",
                        "--format", "json"])
    held = gouji.parse_hand(hand)
    burning = gouji.parse_play_from(with_, held)
    result = burn(held, gouji.parse_play(on), burning, DEFAULT_GOUJI, Mode.NORMAL)
    assert data["explanation"] == burn_notes(gouji.parse_play(on), burning, result)


def test_response_notes_and_the_tribute_formula_are_the_engines(cli):
    _, data = cli.json(["gouji", "respond", "3小花+2x10", "--to", "1小花+2x9", "--option", "1",
                        "--explain", "--format", "json"])
    assert data["explanation"] == response_notes(gouji.parse_play("1小花+2x9"),
                                                 BeatOption(1), len(data["responses"]))
    _, matrix = cli.json("gouji tribute --table --format json")
    assert matrix["formula"] == POINT_TRIBUTE_FORMULA
    _, opens = cli.json("gouji opens 1小花+2x5 --option 2 --explain --format json")
    assert opens["explanation"][-1] == opening_note(2)


# ---------------------------------------------------------------------------------------
# Fuzhou: who wins a discard, the payment formulas, why a hand does not win

CLAIM = ["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E", "--explain",
         "--format", "json"]
WAITING = {"S": "123m 456m 789m 234s 12p 99s", "W": "123m 456m 789m 234s 12p 99s",
           "N": "123m 456m 789m 234s 24p 金金"}


@pytest.mark.parametrize("seats, passed", [
    ("S", ()), ("SW", ()), ("SW", ("S",)), ("SN", ()), ("W", ("W",)),
])
def test_the_claim_winner_and_why_are_the_engines(cli, seats, passed):
    args = CLAIM + [arg for seat in seats for arg in ("--hand", f"{seat}:{WAITING[seat]}")]
    args += [arg for seat in passed for arg in ("--passed", seat)]
    result, data = cli.json(args)
    gold = fuzhou.parse_gold("5p")
    judged = judge_discard("E", [(seat, fuzhou.parse_hand(f"{WAITING[seat]} 3p", gold))
                                 for seat in seats], gold, passed=set(passed))
    assert data["winner"] == (judged.winner.seat if judged.winner else None)
    assert data["why"] == judged.why
    assert data["explanation"] == claim_rules("E")
    assert result.exit_code == (0 if judged.winner else 1)


def test_the_payment_formulas_are_the_engines(cli):
    _, data = cli.json("fuzhou bonuses --format json")
    assert data["per_payer"] == {formula.case: formula.formula for formula in PAYMENT_FORMULAS}
    assert formulas_sentence() in cli("fuzhou bonuses").stdout
    _, scored = cli.json(["fuzhou", "score", "123m 456m 789m 234s 678p 9s 9s", "--gold", "5p",
                          "--flowers", "2", "--explain", "--format", "json"])
    assert f"each payer pays {payment_formula(False, False).formula} = 1 + 1×2 = 3 (won on a " \
        "discard)" in scored["explanation"]


def test_why_a_hand_does_not_win_is_the_engines(cli):
    text = "123m 456m 789m 234s 68p 19s 金"
    _, data = cli.json(["fuzhou", "wins", text, "--gold", "5p", "--explain", "--format", "json"])
    gold = fuzhou.parse_gold("5p")
    hand = fuzhou.parse_hand(text, gold)
    found = read_hand(hand, gold)
    assert data["reason"] == not_a_win(found)
    assert data["explanation"] == win_explanation(hand, found, swimming_gold(hand, gold))
    assert f"{3 * sets_needed(hand) + 2} tiles win as {sets_needed(hand)} sets" \
        in data["explanation"][1]


# ---------------------------------------------------------------------------------------
# MCR: tie-breaks, the minimum, what keeps a ready hand from winning


def test_why_a_reading_was_chosen_is_the_engines(cli):
    text = "[234p][234p]22334p99s4p"
    _, data = cli.json(["mcr", "score", text, "--explain", "--format", "json"])
    hand, suffix = mcr.parse_hand(text)
    explained = explain(hand, situation_for(hand, suffix, NOTHING_GIVEN))
    assert data["explanation"]["why"] == why_chosen(explained)
    assert minimum_words(data["meets_minimum"]) in cli(["mcr", "score", text]).stdout


@pytest.mark.parametrize("text", ["[123m][567p]55789sCC", "1239m456p124789s",
                                  "[1111m][2222p][3333s]4444m"])
def test_what_keeps_a_ready_hand_from_winning_is_the_engines(cli, text):
    melds, standing, suffix = parse_waiting_hand(text)
    found = waits(HandTiles.of(melds, standing), situation_for_waits(suffix))
    result = cli(["mcr", "waits", text])
    obstacle = ready_obstacle(found) if found.ready else None
    if obstacle:
        assert obstacle in result.stdout
    _, data = cli.json(["mcr", "waits", text, "--format", "json"])
    assert data["ready"] == found.ready and data["reaches_minimum"] == found.reaches_minimum


def situation_for_waits(suffix):
    from paiju.grammar.mcr_records import merged_situation
    return merged_situation(suffix, NOTHING_GIVEN)


def test_winds_read_alike_as_options_and_as_record_fields(cli):
    hand = "[123m][567p]23478sCC6s"
    _, by_option = cli.json(["mcr", "score", hand, "--seat-wind", "南", "--round-wind", "w",
                             "--format", "json"])
    _, (by_record,) = cli.jsonl(["mcr", "score", "--batch", "-"], input=json.dumps(
        {"hand": hand, "seat_wind": "s", "round_wind": "西"}) + "\n")
    assert by_option["canonical"] == by_record["canonical"] and \
        by_option["canonical"].endswith("|WS0000")
    assert by_option["seat_wind"] == "S" and by_option["round_wind"] == "W"
    assert "'X' is not one of" in cli.error(["mcr", "score", hand, "--seat-wind", "X"])


# ---------------------------------------------------------------------------------------
# Sanchazi


def test_sanchazi_explanations_are_the_engines(cli):
    _, typed = cli.json("sanchazi type 888JJ --explain --format json")
    assert typed["explanation"] == type_explanation(classify(sanchazi.parse_play("888JJ")))
    _, answered = cli.json(["sanchazi", "respond", "999QQ8888", "--to", "888JJ", "--explain",
                            "--format", "json"])
    old = sanchazi.parse_legal_play("888JJ")
    assert answered["explanation"] == sanchazi_response_notes(old.shape)


# ---------------------------------------------------------------------------------------
# One batch path: --jobs 2 prints what --jobs 1 prints, for every batch command

MCR_GAME = (Path(__file__).resolve().parent.parent / "examples" / "mcr-game-example.json"
            ).read_text(encoding="utf-8")
BATCHES = [
    (["gouji", "parse", "-"], "2钱+3x8\n4x1\n3M\n"),
    (["gouji", "beats", "-"], "5x9 on 2钱+3x8\n4x1 on 3x9\n"),
    (["gouji", "compare", "-"], "5x9 on 2钱+3x8\n4x1 on 3x9\n"),
    (["gouji", "level", "-"], "5x10\n2Q+1小花\n"),
    (["gouji", "opens", "-", "--option", "1"], "1钱\n5x10\n"),
    (["gouji", "tribute", "-"], "bright none me\nfoo none me\n"),
    (["gouji", "score", "-"], "0 1 2 4\n0 0\n"),
    (["gouji", "settle", "-"], '{"order": [0, 2, 4]}\n{"order": [], "revolution": [1, 4]}\n'),
    (["gouji", "respond", "-"], "2大花+5x10 to 2小花+3x9\n5x10 to 5x9\n"),
    (["gouji", "hand", "-", "--tribute", "1"], "5x10+5x9\n1小花+2x7\n"),
    (["gouji", "burn", "-"], "2大花+3x9+2xK on 2小花+3x8 with 2大花+3x9\n5x10 to 4x9\n"),
    (["gouji", "deal", "-"], "1\n2\n"),
    (["gouji", "replay", "-"],
     '{"hands": ["2xK", "1x3", "1x4", "1x5", "1x6", "1x7"], "leader": 0, "actions": []}\n'
     '{"hands": ["2xK"], "leader": 0}\n'),
    (["gouji", "legal", "-"],
     '{"hands": ["2xK", "1x3", "1x4", "1x5", "1x6", "1x7"], "leader": 0, "actions": []}\n'
     '{"hands": ["2xK"], "leader": 0}\n'),
    (["mcr", "score", "--batch", "-", "--rule", "mixed-kongs"],
     '{"hand": "[1111m][2222p]9p345777s9p", "self_drawn": true}\n{"hand": "123m45"}\n'),
    (["mcr", "score", "-", "--seat-wind", "S"], "[123m][567p]23478sCC6s\n123m\n"),
    (["mcr", "waits", "--batch", "-"], '{"id": 7, "hand": "1133m2277p5599sE"}\n'),
    (["mcr", "shanten", "-"], "123m456p789s1155s\n147m258p369s55m78p\n"),
    (["mcr", "replay", "-"], MCR_GAME + '{"quan": 9, "actions": []}\n'),
    (["mcr", "legal", "-"], MCR_GAME + '{"quan": 0, "hands": [], "actions": []}\n'),
    (["mcr", "convert", "-"], '{"id": 1, "format": "mcr-game/1", "actions": []}\n[1]\n'
     '{"id": 3}\n'),
    (["fuzhou", "wins", "-", "--gold", "5p"], "123m 456m 789m 234s 66s 7s 金\n123\n"),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"],
     '{"hand": "123m 456m 789m 234s 金金 678p", "self_drawn": true}\n{"hand": "1"}\n'),
    (["fuzhou", "flowers", "-"], "EEEE春夏秋冬a\n0\n"),
    (["fuzhou", "claim", "-", "--gold", "5p", "--discarder", "E", "--hand",
      "S:123m 456m 789m 234s 2p 99s 金"], '3p\n{"discard": "4p", "passed": ["S"]}\n9z\n'),
    (["fuzhou", "settle", "-"], '{"banker": "E", "winner": "S", "self_drawn": true}\n'
                                '{"winner": "S"}\n'),
    (["sanchazi", "type", "-"], "888JJ\n22234\n"),
    (["sanchazi", "beats", "-"], "33333 on 2222\n888 on 3\n"),
    (["sanchazi", "respond", "-"], "999QQ to 888JJ\n999QQ\n"),
    (["sanchazi", "points", "-"], "5 5 10 K\n"),
    (["sanchazi", "happy-money", "-"], "大王大王大王\n"),
    (["sanchazi", "replay", "-"],
     '{"hands": ["88", "99", "JJ 3", "QQ"], "leader": 0, "actions": [{"seat": 0, "play": "88"}]}\n'
     '{"hands": ["88", "99", "JJ 3", "QQ"], "leader": 1}\n'),
    (["sanchazi", "legal", "-"],
     '{"hands": ["88", "99", "JJ 3", "QQ"], "leader": 0, "actions": [{"seat": 0, "play": "88"}]}\n'
     '{"hands": ["88", "99"], "leader": 1}\n'),
]


@pytest.mark.parametrize("args, lines", BATCHES, ids=lambda value: " ".join(value)
                         if isinstance(value, list) else "")
def test_every_batch_command_gives_the_same_bytes_with_jobs(cli, args, lines):
    one = cli(args, input=lines)
    two = cli(args + ["--jobs", "2"], input=lines)
    assert (one.exit_code, one.stdout) == (two.exit_code, two.stdout)
    assert len(one.stdout.splitlines()) == len(lines.splitlines())


def test_every_batch_command_is_in_the_jobs_test():
    from paiju.cli import main

    context = Context(main)
    covered = {tuple(args[:2]) for args, _ in BATCHES}
    for game in main.list_commands(context):
        group = main.get_command(context, game)
        for name in group.list_commands(Context(group, parent=context)):
            command = group.get_command(context, name)
            if any(param.name == "jobs" for param in command.params):
                assert (game, name) in covered, f"paiju {game} {name} takes --jobs"


# ---------------------------------------------------------------------------------------
# Help: every group lists every command with its description, as click does


def test_every_group_help_lists_every_command_with_its_description(cli):
    from paiju.cli import main

    context = Context(main)
    for game in main.list_commands(context):
        group = main.get_command(context, game)
        text = cli([game, "--help"]).stdout
        listed = text.split("Commands:\n", 1)[1].splitlines()
        names = group.list_commands(Context(group, parent=context))
        assert len(listed) == len(names)
        for name, line in zip(names, listed):
            described = group.get_command(context, name).get_short_help_str(200)
            label, _, shown = line.strip().partition(" ")
            shown = shown.strip().removesuffix("...")
            assert label == name and shown and described.startswith(shown), line


def test_a_one_line_query_imports_only_its_command_module():
    import subprocess
    import sys

    code = ("import sys; from paiju.cli import main; "
            "sys.argv=['paiju','mcr','score','[123m][EEEE]456p78s99s9s','--format','json'];\n"
            "try: main()\nexcept SystemExit: pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('paiju.')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
    assert "paiju.cli.mcr.score" in loaded
    for other in ("paiju.cli.mcr.waits", "paiju.cli.mcr.shanten", "paiju.cli.mcr.fans",
                  "paiju.cli.mcr.explanation", "paiju.engine.mcr.explain", "paiju.cli.gouji"):
        assert other not in loaded



BAD_RECORDS = [
    (["gouji", "settle", "-"], {"order": [0, 0]}),
    (["gouji", "replay", "-"], {"hands": ["2xK"], "leader": 0}),
    (["gouji", "legal", "-"], {"hands": ["2xK"], "leader": 0}),
    (["mcr", "score", "--batch", "-"], {"hand": "123m45"}),
    (["mcr", "waits", "--batch", "-"], {"hand": "1133m2277p5599sE", "seat_wind": "X"}),
    (["mcr", "shanten", "--batch", "-"], {"hand": "123m"}),
    (["mcr", "replay", "-"], {"quan": 0, "hands": [], "actions": []}),
    (["mcr", "legal", "-"], {"quan": 0, "actions": []}),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p"], {"hand": "1"}),
    (["fuzhou", "settle", "-"], {"winner": "S"}),
    (["sanchazi", "replay", "-"], {"hands": ["88", "99"], "leader": 1}),
    (["sanchazi", "legal", "-"], {"hands": ["88", "99"], "leader": 1}),
]


@pytest.mark.parametrize("args, record", BAD_RECORDS, ids=lambda value: " ".join(value)
                         if isinstance(value, list) else "")
def test_a_bad_record_echoes_its_id_in_its_error_object(cli, args, record):
    tagged = json.dumps({"id": ["run", 7], **record}, ensure_ascii=False)
    result = cli(args + ["--format", "jsonl"], input=f"{tagged}\n{{broken\n")
    first, second = map(json.loads, result.stdout.splitlines())
    assert result.exit_code == 2 and "error" in first and list(first)[:2] == ["id", "line"]
    assert first["id"] == ["run", 7] and first["line"] == 1
    assert "id" not in second and second["line"] == 2  # not JSON: no id to echo


def test_a_batch_gathers_its_answers_into_few_writes_under_pythonunbuffered(monkeypatch):
    """PYTHONUNBUFFERED makes stdout write through, a write call per answer: a batch turns
    that off (the reader still flushes before it waits for input)."""
    import io

    from paiju.cli import jobs

    class Counting(io.RawIOBase):
        writes = 0

        def writable(self):
            return True

        def write(self, data):
            Counting.writes += 1
            return len(data)

    out = io.TextIOWrapper(Counting(), encoding="utf-8", write_through=True)
    monkeypatch.setattr(jobs.sys, "stdout", out)
    answers = iter([(True, '{"total": 8}', None, None)] * 500)
    assert jobs._print_all(answers, "jsonl") == 0
    out.flush()
    assert not out.write_through and 0 < Counting.writes < 50
