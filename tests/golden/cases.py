"""A fixed sample of every command's machine-readable output, kept byte for byte.

Each case is the argument list and an optional stdin; ``samples.jsonl`` holds what the CLI
printed for it (stdout, stderr, exit code).  ``test_golden.py`` runs every case again and
compares the bytes: a refactoring or a speed-up must not change a single answer unless the
change is meant (then regenerate with ``python tests/golden/cases.py`` and review the diff).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAMPLES = HERE / "samples.jsonl"
ROOT = HERE.parent.parent
DEAL = (ROOT / "examples" / "gouji-settle-record.json").read_text(encoding="utf-8")
GAME = (ROOT / "examples" / "gouji-game-record.json").read_text(encoding="utf-8")
REFEREE = (ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8")
REFEREE_START = (ROOT / "examples" / "gouji-referee-start.json").read_text(encoding="utf-8")
_HANDS = '"hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2x钱+2x8", "3x10+2x7", "2xQ+3x3"]'
REFEREE_LINES = (
    '{"id": 1, ' + _HANDS + ', "leader": 0, "actions": [{"seat": 0, "play": "2xK"}, '
    '{"seat": 1, "play": "1小花+1xA"}]}\n'
    '{"id": 2, ' + _HANDS + ', "leader": 0, "actions": [{"seat": 0, "play": "2xK"}, '
    '{"seat": 1, "burn": "1小花+1xA"}]}\n'
    '{"id": 3, ' + _HANDS + ', "leader": 0, "actions": [{"seat": 0, "play": "2xZ"}]}\n'
    '{"id": 4, ' + _HANDS + ', "leader": 0, "rules": {"opening": "1"}, "actions": []}\n')
SANCHAZI_DEAL = (ROOT / "examples" / "sanchazi-deal.json").read_text(encoding="utf-8")
MCR_GAME = (ROOT / "examples" / "mcr-game-example.json").read_text(encoding="utf-8")
MCR_OPENING = MCR_GAME.replace(', {"seat": 1, "chow": ["T6", "T7", "T8"]}, {"seat": 1, "discard": '
                               '"F3"}, {"seat": 2, "win": "F3", "over": [{"seat": 3, "pung": '
                               '"F3"}]}]', ']')
FUZHOU_HAND = (ROOT / "examples" / "fuzhou-hand.json").read_text(encoding="utf-8")
FUZHOU_GAME = (ROOT / "examples" / "fuzhou-game.jsonl").read_text(encoding="utf-8")
SANCHAZI_LINES = (
    '{"id": 1, "hands": ["88 K", "99", "JJ 5", "3"], "leader": 0, "actions": [{"seat": 0, '
    '"play": "88"}, {"seat": 1, "play": "99"}, {"seat": 2, "play": "JJ"}, {"seat": 3, "pass": '
    'true}, {"seat": 0, "pass": true}, {"seat": 2, "play": "5"}, {"seat": 3, "pass": true}, '
    '{"seat": 0, "play": "K"}]}\n'
    '{"id": 2, "hands": ["88 K", "99", "JJ 5", "3"], "leader": 0, "actions": [{"seat": 0, '
    '"play": "88"}, {"seat": 1, "play": "9"}]}\n'
    '{"id": 3, "hands": ["88 K", "99", "JJ 5", "3"], "leader": 0, "actions": [{"seat": 0, '
    '"play": "88"}]}\n'
    '{"id": 4, "hands": ["88 K", "99", "JJ 5"], "leader": 0}\n')

J = ["--format", "json"]
L = ["--format", "jsonl"]
RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
_CARDS = [rank for rank in RANKS for _ in range(16)] + ["小花"] * 4 + ["大花"] * 4
TABLE = "".join(" ".join(_CARDS[seat::6]) + "\n" for seat in range(6))
MCR_FIELDS = ("self_drawn", "fourth_tile", "kong", "last_tile", "seat_wind", "round_wind",
              "flowers")
with open(ROOT / "tests" / "data" / "mcr-public.jsonl", encoding="utf-8") as _corpus:
    MCR_CORPUS = "".join(
        json.dumps({"id": record["id"], "hand": record["notation"],
                    **{name: record[name] for name in MCR_FIELDS}}) + "\n"
        for record in map(json.loads, list(_corpus)[::10]))

CASES: list[tuple[list[str], str | None]] = [
    # gouji plays
    (["gouji", "parse", "2大花+3钱+4x10", "1大花+1小花+2钱+4x5", "3小花", "3M", *J], None),
    (["gouji", "parse", "2钱+3x8", "--explain", *J], None),
    (["gouji", "beats", "3大花+2x10", "2小花+3x9", "--explain", *J], None),
    (["gouji", "beats", "2大花", "1大花", "--option", "1", *J], None),
    (["gouji", "beats", "1x5+2x10", "3x3", *J], None),
    (["gouji", "beats", *L], "5x9 on 2钱+3x8\n3x8 on 3x9\n4x1 on 3x9\n1大花+1小花+3x10\t2小花+3x9\n"),
    (["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9", *J], None),
    (["gouji", "compare", "4小花+3x10", "2小花+3x9", "--option", "1", *J], None),
    (["gouji", "level", "5x10", "4x10", "2Q+1小花", "1钱+1xK", "8x9", *J], None),
    (["gouji", "level", *L], "5x10\n4x10\n2Q+1小花\n"),
    (["gouji", "thresholds", *J], None),
    (["gouji", "opens", "5x10", "1大花+3x5", *J], None),
    (["gouji", "opens", "1钱", "--option", "1", *J], None),
    (["gouji", "opens", "1小花+2x5", "--option", "2", "--explain", *J], None),
    (["gouji", "rules", *J], None),
    # the rule book on the command line (issue 13)
    (["gouji", "beats", "1大花+1小花+1x10", "1小花+2x9", "--rule", "mixed-jokers=per-joker",
      "--explain", *J], None),
    (["gouji", "parse", "1大花+1小花+2钱+4x5", "--rule", "mixed-jokers=per-joker", *J], None),
    (["gouji", "opens", "1钱", "--opening", "1", *J], None),
    (["gouji", "settle", "-", "--rule", "falling-tribute-partners=skip", *J],
     '{"order": [0, 1, 3, 5, 2], "rules": {"burners": "enemies"}}'),
    (["gouji", "score", "-", *L],  # no --rule on score (issue 26); a record carries "rules"
     '0 2 4\n{"order": [3, 0, 4, 1, 5], "rules": {"wind": "next"}}\n'),
    # gouji settlement
    (["gouji", "tribute", "--me", "bright", "--opponent", "pre", "--opened", "me", *J], None),
    (["gouji", "tribute", "--me", "pre", "--opponent", "none", "--opened", "opponent",
      "--explain", *J], None),
    (["gouji", "tribute", "--table", *J], None),
    (["gouji", "tribute", "-", *L], "bright none me\npre pre neither\nfoo none me\n"),
    (["gouji", "tribute", "--batch", "-", *L],
     '{"id": 1, "me": "pre", "opened": "opponent"}\n{"me": "pre"}\n'),
    (["gouji", "deal", "--batch", "-", *L], '{"id": "a", "seed": 7}\n{"seed": "7"}\n'),
    (["gouji", "score", "3", "0", "4", "1", "5", "2", "--revolution", "5", *J], None),
    (["gouji", "score", "3", "0", "4", "1", "2", "--revolution", "5", *J], None),
    (["gouji", "score", "0", "2", "--revolution", "4", "--explain", *J], None),
    (["gouji", "score", "3", "4", "1", "0", "5", "--explain", *J], None),
    (["gouji", "score", "3", "1", "5", "-r", "0", "-r", "2", *J], None),
    (["gouji", "score", "-", *L], '0 1 2 4\n{"order": [0, 2, 4], "revolution": []}\n0 0\n'),
    (["gouji", "settle", "-", *J], DEAL),
    (["gouji", "settle", "-", "--explain", *J], DEAL),
    (["gouji", "settle", "-", *L],
     '{"order": [3, 4, 1, 0, 5], "burns": [{"burner": 5, "burned": 2, "outcome": "success"}]}\n'
     '{"order": [0, 2, 4], "declarations": {"1": "pre"}}\n'
     '{"order": [0, 0]}\n'),
    (["gouji", "settle", "-", *J], '{"order": [0, 2, 4], "declarations": {"1": "pre"}, '
                                   '"deal": 1, "deals_per_game": 5}'),
    (["gouji", "game", "-", *J], GAME),
    (["gouji", "game", "-", "--explain", *J], GAME),
    # a void deal is answered by settle and game too (issue 11)
    (["gouji", "settle", "-", *J], '{"order": [], "revolution": [1, 4], "deal": 2}'),
    (["gouji", "game", "-", *L], '{"order": [0, 1, 2, 3, 4, 5]}\n'
                                 '{"order": [], "revolution": [0, 3]}\n'
                                 '{"order": [1, 0, 3, 2, 5, 4]}\n'),
    # gouji referee
    (["gouji", "replay", "-", *J], REFEREE),
    (["gouji", "replay", "-", "--explain", "--opening", "1", *J], REFEREE),
    (["gouji", "replay", "-", *L], REFEREE_LINES),
    (["gouji", "legal", "-", *J], REFEREE_START),
    (["gouji", "replay", "-", "--hands", *J], REFEREE),
    (["gouji", "legal", "-", "--explain", *J], REFEREE_START),
    (["gouji", "quiz", "--worksheet", "--seed", "7", "--count", "4", *L], None),
    (["gouji", "quiz", "--worksheet", "--seed", "7", "--count", "2", "--topic", "beats"], None),
    (["mcr", "quiz", "--worksheet", "--seed", "3", "--count", "5", *L], None),
    (["mcr", "quiz", "--seed", "3", "--count", "2"], "1\nq\n"),
    (["gouji", "legal", "-", "--rule", "burners=enemies", *L], REFEREE_LINES),
    # gouji hands
    (["gouji", "respond", "2大花+1小花+3钱+3x10+2x9+4x5", "--to", "2小花+3x9", *J], None),
    (["gouji", "respond", "3小花+2x10", "--to", "1小花+2x9", "--option", "1", *J], None),
    (["gouji", "respond", *L], "2大花+5x10 to 2小花+3x9\n4x10+3x3\t1大花\n5x10 to 5x9\n"),
    (["gouji", "hand", "♠2 ♥2 ♠A ♥A ♣A 10 10 10 10 10 ♠7 7 7", *J], None),
    (["gouji", "hand", "1大花+1钱+4xA+2xK+3x7", "--tribute", "3", "--explain", *J], None),
    (["gouji", "hand", "1小花+1钱+5x10+4xA", "--mode", "bie-san", *J], None),
    (["gouji", "hand", "5x10+4xA+3x9", "--mode", "bie-san", *J], None),
    (["gouji", "hand", *L], "5x10+5x9\n1小花+2x7\n"),
    (["gouji", "hand", "1小花+2x7", "--all", *J], None),
    (["gouji", "burn", "2大花+1小花+3x9+2xK+3x5+1钱", "--on", "2小花+3x8", "--with",
      "2大花+3x9", *J], None),
    (["gouji", "burn", "2大花+3x9+2xK+3x5", "--on", "2小花+3x8", "--with", "2大花+3x9", *J],
     None),
    (["gouji", "burn", *L], "2大花+3x9+2xK on 2小花+3x8 with 2大花+3x9\n5x10 to 4x9\n"),
    (["gouji", "deal", "--seed", "2", "--mode", "bie-san", *J], None),
    (["gouji", "deal", "--seed", "7", *J], None),
    (["gouji", "table", "-", "--seed", "1", *J], TABLE),
    # mcr
    (["mcr", "score", "[123m][EEEE]456p78s99s9s", "--self-drawn", "--seat-wind", "E", *J], None),
    (["mcr", "score", "[234p][234p]22334p99s4p", "--explain", *J], None),
    (["mcr", "score", "[东东东][南南南][西西西]55万北北北|SS1000|2", *J], None),
    (["mcr", "score", "[1111m][2222p]9p345777s9p", "--self-drawn", "--explain", *J], None),
    (["mcr", "score", "[123m][567p]23499sCC9s", "--kong", *J], None),
    (["mcr", "score", "[123m][567p][5555s1]67sCC8s", "--kong", "--self-drawn", *J], None),
    (["mcr", "score", "--batch", "-", *L], MCR_CORPUS),
    (["mcr", "score", "13457m369p258sEE4m", "--rule", "knitted-wait", *L], None),
    (["mcr", "score", "147m355569p258sEE", "--rule", "calculator=2018", *L], None),
    (["mcr", "score", "123m456p789s11p22pW", *L], None),
    (["mcr", "score", "19m19p19sESWNCFPP", "--fourth-tile", "--last-tile", *J], None),
    (["mcr", "score", "--batch", "-", *L],
     '{"hand": "[234p][234p]22334p99s4p", "id": 1}\n'
     '{"hand": "[EEE]123m1456p789s1p", "seat_wind": "S"}\n'
     '{"hand": "123m45"}\n'
     '{"hand": "11122233344455m", "self_drawn": true, "flowers": 3, "round_wind": "S"}\n'),
    (["mcr", "score", "-", *L], "[123m][EEEE]456p78s99s9s\n123m45\n11122233344455m\n"),
    (["mcr", "waits", "[123m][567p]55789sCC", *J], None),
    (["mcr", "waits", "1112345678999m", "--explain", *J], None),
    (["mcr", "waits", "[123m][567p][555s]67sCC", "--kong", *J], None),
    (["mcr", "waits", "1239m456p124789s", *J], None),
    (["mcr", "waits", "--batch", "-", *L], '{"id": 7, "hand": "1133m2277p5599sE"}\n'),
    (["mcr", "shanten", "123m456p789s1155s", *J], None),
    (["mcr", "shanten", "147m258p369s55m78p", "--explain", *J], None),
    (["mcr", "shanten", "[123m][456p]789sEESSW", *J], None),
    (["mcr", "shanten", "--batch", "-", *L],
     '{"id": 1, "hand": "19m19p19sESWNCFP"}\n{"id": 2, "hand": "123m456p789sEES"}\n'),
    (["mcr", "fans", "--points", "6", "--lang", "zh", *J], None),
    (["mcr", "fans", *J], None),
    (["mcr", "rules", *J], None),
    (["mcr", "replay", "-", "--explain", *J], MCR_GAME),
    (["mcr", "replay", "-", *L], MCR_GAME + MCR_OPENING.replace('"discard": "T6"', '"discard": "J2"')),
    (["mcr", "legal", "-", *J], MCR_OPENING),
    (["mcr", "convert", "-", *L], (ROOT / "examples" / "mcr-games" / "damaged.txt").read_text(
        encoding="utf-8")),
    (["mcr", "convert", "-", *J], (ROOT / "examples" / "mcr-games" / "r917.json").read_text(
        encoding="utf-8")),
    # fuzhou
    (["fuzhou", "flowers", "EEEE春夏秋冬a", "--exposed-kongs", "1", *J], None),
    (["fuzhou", "flowers", "春春", *J], None),
    (["fuzhou", "wins", "123m 456m 789m 234s 678p 9s 金", "--gold", "5p", "--explain", *J], None),
    (["fuzhou", "wins", "19m 19p 19s 2468m 2468p 金金金", "--gold", "5p", *J], None),
    (["fuzhou", "wins", "123m 456m 789m 234s 68p 99s 金", "--gold", "5p", *J], None),
    (["fuzhou", "score", "123m 456m 789m 234s 金金 678p", "--gold", "5p", "--self-drawn",
      "--base", "5", *J], None),
    (["fuzhou", "score", "123m 456m 789m 234s 678p 9s 5p", "--gold", "5p", "--grab", "--base",
      "5", "--flowers", "2", "--explain", *J], None),
    (["fuzhou", "score", "123m 456m 789m 234s 678p 金 9s", "--gold", "5p", "--swimming-gold",
      "--banker", "--banker-count", "2", *J], None),
    (["fuzhou", "score", "--batch", "-", "--gold", "5p", *L],
     '{"hand": "123m 456m 789m 234s 金金 678p", "self_drawn": true}\n'
     '{"hand": "123m 456m 789m 234s E 678p"}\n'),
    (["fuzhou", "claim", "3p", "--gold", "5p", "--discarder", "E", "--hand",
      "S:123m 456m 789m 234s 12p 99s", "--hand", "N:123m 456m 789m 234s 24p 金金", *J], None),
    (["fuzhou", "score", "123m 456m 789m 234s 99s 46s 5s", "--gold", "5p", "--self-drawn",
      "--flowers", "1", "--banker-count", "2", *J], None),
    (["fuzhou", "score", "123m 456m 789m 234s 金金 67p 8p", "--gold", "5p", "--rule",
      "bonus-on-discard=all", *J], None),
    (["fuzhou", "claim", "9s", "--gold", "5p", "--discarder", "E", "--hand",
      "S:123m 456m 789m 78s 99s", "--hand", "W:123p 678p 789p 99s 78p", *J], None),
    (["fuzhou", "claim", "5p", "--gold", "5p", "--discarder", "E", "--hand",
      "S:123m 456m 789m 99s 46p", "--discarded-gold-wins", *J], None),
    (["fuzhou", "claim", "-", "--gold", "5p", "--discarder", "E", "--hand",
      "S:123m 456m 789m 234s 2p 99s 金", *L],
     '3p\n{"id": 1, "discard": "9s", "discarder": "S", "hands": ["W:123p 678p 789p 99s 78p"]}\n'
     '{"id": 2, "discard": "3p", "gold": [1]}\n'),
    (["fuzhou", "bonuses", *J], None),
    (["fuzhou", "rules", *J], None),
    (["fuzhou", "settle", "-", *J], FUZHOU_HAND),
    (["fuzhou", "settle", "-", "--explain", "--rule", "bonus-on-discard=all", *J], FUZHOU_HAND),
    (["fuzhou", "settle", "-", *L], FUZHOU_GAME.replace('{"winner"', '{"banker": "S", "winner"')),
    (["fuzhou", "game", "-", *J], FUZHOU_GAME),
    (["fuzhou", "game", "-", "--explain", *J], FUZHOU_GAME),
    # sanchazi
    (["sanchazi", "type", "22234", "AAA222333", "大王小王", "34567", "3344", "333444JJQQ", *J],
     None),
    (["sanchazi", "type", "888JJ", "--explain", *J], None),
    (["sanchazi", "types", *J], None),
    (["sanchazi", "beats", "999JJ", "888QQ", "--explain", *J], None),
    (["sanchazi", "beats", *L], "33333 on 2222\n♣4♣4♣4 on 888888888888\n888 on ♣4♣4♣4\n"),
    (["sanchazi", "respond", "999QQ KKKAA 8888 ♠5♠5♠5 小王小王小王 3", "--to", "888JJ", *J],
     None),
    (["sanchazi", "points", "5 5 10 K K 3 8", *J], None),
    (["sanchazi", "happy-money", "大王大王大王", "--base", "5", "--ends-deal", *J], None),
    (["sanchazi", "replay", "-", *J], SANCHAZI_DEAL),
    (["sanchazi", "replay", "-", "--explain", "--rule", "last-hand=own", *J], SANCHAZI_DEAL),
    (["sanchazi", "replay", "-", "--explain", *L], SANCHAZI_LINES),
    (["sanchazi", "legal", "-", *L], SANCHAZI_LINES),
    (["sanchazi", "replay", "-", "--hands", *J], SANCHAZI_DEAL),
    (["sanchazi", "quiz", "--worksheet", "--seed", "5", "--count", "3", *L], None),
    (["sanchazi", "rules", *J], None),
]


def run_case(args: list[str], stdin: str | None) -> dict:
    from click.testing import CliRunner

    from paiju.cli import main

    result = CliRunner().invoke(main, args, input=stdin, env={"NO_COLOR": "1"},
                                catch_exceptions=False)
    return {"args": args, "stdin": stdin, "exit": result.exit_code,
            "stdout": result.stdout, "stderr": result.stderr}


def main() -> None:
    sys.path.insert(0, str(ROOT))
    with open(SAMPLES, "w", encoding="utf-8") as out:
        for args, stdin in CASES:
            out.write(json.dumps(run_case(args, stdin), ensure_ascii=False) + "\n")
    print(f"wrote {len(CASES)} samples to {SAMPLES}")


if __name__ == "__main__":
    main()
