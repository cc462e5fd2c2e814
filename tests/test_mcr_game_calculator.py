"""MCR games are judged under the Botzone judge's 2018 calculator unless told otherwise
(issue 29: the R10 switch's Botzone value is the game commands' default)."""

import json
from pathlib import Path

from forked import run_paiju

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "examples" / "mcr-games" / "dataset.txt"


def _replayed(*options: str, source: Path = DATASET) -> list[dict]:
    done = run_paiju(["mcr", "replay", str(source), "--format", "jsonl", *options], check=True)
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_the_dataset_games_agree_with_their_fan_lines_under_the_default_2018_calculator():
    games = _replayed()
    assert len(games) == 3 and all(game["agrees"] for game in games)
    assert all(game["rules"] == {"calculator": "2018"} for game in games)
    names = {fan["name_zh"] for game in games for fan in game["fans"]}
    assert "单钓将" in names and "独听・单钓" not in names


def test_a_botzone_log_names_its_fans_the_2018_way_unless_the_2024_calculator_is_chosen():
    log = ROOT / "examples" / "mcr-games" / "r917-botzone.json"
    (judged,) = _replayed(source=log)
    (today,) = _replayed("--rule", "calculator=2024", source=log)
    assert judged["agrees"] and judged["total"] == today["total"] == 27
    assert {fan["name_zh"] for fan in judged["fans"]} - {fan["name_zh"] for fan in today["fans"]} \
        == {"单钓将"}
    assert judged["rules"] == {"calculator": "2018"} and "rules" not in today  # the reference
