"""Every answer of a worksheet (``paiju GAME quiz --worksheet --format jsonl``), for several
seeds and every topic, is what the command answering the question directly prints: each
question's inputs are given to ``paiju gouji beats|level|tribute|legal`` or ``paiju mcr
score|waits|shanten`` as they stand in the worksheet, and the answer is read off their JSON.
"""

from __future__ import annotations

import json

import pytest

from golden.cases import run_case

SEEDS = (1, 7, 2024)
GOUJI_TOPICS = ("beats", "level", "tribute", "legal")
MCR_TOPICS = ("total", "fans", "waits", "shanten", "discard")
SANCHAZI_TOPICS = ("type", "beats", "legal")


def _json(args: list[str], stdin: str | None = None) -> dict:
    done = run_case(args, stdin)
    assert done["exit"] in (0, 1), done["stderr"]
    return json.loads(done["stdout"])


def _sheet(game: str, seed: int, topic: str, count: int = 4) -> list[dict]:
    done = run_case([game, "quiz", "--worksheet", "--seed", str(seed), "--count", str(count),
                     "--topic", topic, "--format", "jsonl"], None)
    assert done["exit"] == 0, done["stderr"]
    return [json.loads(line) for line in done["stdout"].splitlines()]


def _rules(item: dict) -> list[str]:
    return [word for name, value in item["rules"].items() for word in ("--rule", f"{name}={value}")]


def _gouji_answer(item: dict):
    topic = item["topic"]
    if topic == "beats":
        found = _json(["gouji", "beats", item["new"], item["old"], *_rules(item), "--format",
                       "json"])
        return "yes" if found["beats"] else "no"
    if topic == "level":
        found = _json(["gouji", "level", item["play"], *_rules(item), "--format", "json"])
        return "yes" if found["level"] else "no"
    if topic == "tribute":
        found = _json(["gouji", "tribute", "--me", item["me"], "--opponent", item["opponent"],
                       "--opened", item["opened"], "--format", "json"])
        return found["me_pays_opponent"]
    found = _json(["gouji", "legal", "-", "--format", "jsonl"], json.dumps(item["record"]) + "\n")
    kinds = {key for action in found["actions"] for key in action if key != "seat"}
    return [kind for kind in ("play", "pass", "yield", "burn", "wind") if kind in kinds]


def _mcr_answer(item: dict):
    topic = item["topic"]
    if topic in ("total", "fans"):
        record = {key: value for key, value in item.items()
                  if key in ("hand", "self_drawn", "fourth_tile", "kong", "last_tile",
                             "seat_wind", "round_wind", "flowers")}
        found = _json(["mcr", "score", "--batch", "-", "--format", "jsonl"],
                      json.dumps(record) + "\n")
        if topic == "total":
            return found["total"]
        return sorted({fan["name_en"] for fan in found["fans"]})
    if topic == "waits":
        return [wait["tile"] for wait in _json(["mcr", "waits", item["hand"], "--format",
                                                "json"])["waits"]]
    found = _json(["mcr", "shanten", item["hand"], "--format", "json"])
    if topic == "shanten":
        return found["shanten"]["overall"]
    # the documented reading of "the best discard": fewest shanten, then most useful unseen
    fewest = min(option["shanten"] for option in found["discards"])
    tied = [option for option in found["discards"] if option["shanten"] == fewest]
    most = max(option["unseen_total"] for option in tied)
    return [option["tile"] for option in tied if option["unseen_total"] == most]


def _sanchazi_answer(item: dict):
    topic = item["topic"]
    if topic == "type":
        return [_json(["sanchazi", "type", item["play"], "--format", "json"])["type"]]
    if topic == "beats":
        found = _json(["sanchazi", "beats", item["new"], item["old"], "--format", "json"])
        return "yes" if found["beats"] else "no"
    tried = dict(item["record"], actions=[*item["record"]["actions"],
                                          {"seat": item["seat"], "play": item["play"]}])
    found = _json(["sanchazi", "replay", "-", "--format", "jsonl"], json.dumps(tried) + "\n")
    return "yes" if found["legal"] else "no"


ANSWERED_BY = {"gouji": _gouji_answer, "mcr": _mcr_answer, "sanchazi": _sanchazi_answer}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game, topic", [("gouji", topic) for topic in GOUJI_TOPICS]
                         + [("mcr", topic) for topic in MCR_TOPICS]
                         + [("sanchazi", topic) for topic in SANCHAZI_TOPICS])
def test_every_worksheet_answer_is_the_commands(game, seed, topic):
    sheet = _sheet(game, seed, topic)
    assert [item["topic"] for item in sheet] == [topic] * 4
    for item in sheet:
        expected = ANSWERED_BY[game](item)
        answer = sorted(item["answer"]) if topic == "fans" else item["answer"]
        assert answer == expected, item["question"]
        if topic == "fans":  # every fan scored is among the options, and so are others
            assert set(item["answer"]) < set(item["options"])


@pytest.mark.parametrize("game, topics", [("gouji", GOUJI_TOPICS), ("mcr", MCR_TOPICS),
                                          ("sanchazi", SANCHAZI_TOPICS)])
def test_the_help_lists_the_topics_the_api_draws(game, topics):
    from importlib import import_module

    assert tuple(topic.name for topic in import_module(f"paiju.api.{game}.quiz").TOPICS) == topics
    help_text = " ".join(run_case([game, "quiz", "--help"], None)["stdout"].split())
    assert f"Topics: {', '.join(topics)} (--topic" in help_text


@pytest.mark.parametrize("game", ("gouji", "mcr", "sanchazi"))
def test_a_worksheet_is_reproducible_from_its_seed(game):
    args = [game, "quiz", "--worksheet", "--seed", "99", "--count", "6"]
    for fmt in ("table", "html", "jsonl"):
        first = run_case([*args, "--format", fmt], None)
        assert first == run_case([*args, "--format", fmt], None)
        assert first["exit"] == 0 and first["stdout"]
    other = run_case([game, "quiz", "--worksheet", "--seed", "100", "--count", "6"], None)
    assert other["stdout"] != run_case(args, None)["stdout"]


def test_the_html_worksheet_is_one_self_contained_page_with_its_key():
    page = run_case(["mcr", "quiz", "--worksheet", "--seed", "5", "--count", "3", "--format",
                     "html"], None)["stdout"]
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "Answer key" in page and page.count("<li><em>") == 3
    assert "http" not in page and "<script" not in page


def test_the_markdown_worksheet_lists_every_question_then_the_key():
    sheet = run_case(["gouji", "quiz", "--worksheet", "--seed", "5", "--count", "4"],
                     None)["stdout"]
    questions, key = sheet.split("## Answer key")
    items = _sheet("gouji", 5, "beats", 1)  # the same seed draws the same first question
    assert "1. *beats*" in questions and f"**{items[0]['answer']}**" in key.splitlines()[2]
    assert all(f"\n{number}. " in key for number in range(1, 5))


def test_a_bad_topic_is_one_usage_line():
    done = run_case(["gouji", "quiz", "--topic", "strategy"], None)
    assert done["exit"] == 2 and "strategy" in done["stderr"] and "Traceback" not in done["stderr"]
