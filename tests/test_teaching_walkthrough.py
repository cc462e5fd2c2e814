"""The walk-through of a deal (issue 28 point 1): ``replay --explain``/``--hands`` and
``legal --explain`` for Gouji, the starting hands and ``--hands`` for Sanchazi — checked
against self-played deals, the record's own cards and the referee's own refusals."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from golden.cases import run_case
from gouji_selfplay import self_play
from paiju.api import gouji
from paiju.api.sanchazi.deals import replay as sanchazi_replay
from paiju.api.teaching import GLOSSARY
from paiju.engine.gouji.referee.actions import Kind, pass_action, wind_action, yield_action
from paiju.engine.gouji.referee.state import Referee
from paiju.errors import IllegalActionError
from paiju.grammar.gouji import parse_hand
from paiju.grammar.gouji_replay import read_replay

ROOT = Path(__file__).resolve().parent.parent
SEEDS = [3, 11, 29, 47]


def _cards_played_by_trick(record, story):
    """Independently of the walk-through: each seat's cards laid by the end of each trick,
    from the record's actions and the trick each action's events fall in."""
    trick_of = {}
    for trick in story:
        for event in trick["events"]:
            trick_of.setdefault(event["action"], trick["trick"])
    laid = Counter()
    by_trick = {}
    for index, action in enumerate(record["actions"]):
        cards = action.get("play") or action.get("burn")
        if cards:
            laid[action["seat"]] += parse_hand(cards).size
        by_trick[trick_of[index]] = dict(laid)
    return by_trick


@pytest.mark.parametrize("seed", SEEDS)
def test_cards_held_after_each_trick_are_the_hands_less_the_cards_laid(seed):
    game = self_play(seed)
    answer = gouji.replay(game.record, hands=True)
    start = [parse_hand(hand).size for hand in game.record["hands"]]
    assert [hand["cards"] for hand in answer["starting_hands"]] == start
    laid = _cards_played_by_trick(game.record, answer["explanation"])
    for trick in answer["tricks"]:
        played = laid[trick["trick"]]
        assert trick["cards_left"] == [start[seat] - played.get(seat, 0) for seat in range(6)]
        assert [parse_hand(hand).size if hand else 0 for hand in trick["hands"]] \
            == trick["cards_left"]
    assert [seat for trick in answer["tricks"] for seat in trick["went_out"]] == answer["order"]
    assert [seat for trick in answer["tricks"] for seat in trick["opened"]] == answer["opened"]
    assert [(burn["burner"], burn["burned"]) for trick in answer["tricks"]
            for burn in trick["burns"]] == [(burn["burner"], burn["burned"])
                                            for burn in answer["burns"]]


def test_the_trick_table_of_the_example_deal():
    record = json.loads((ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8"))
    tricks = gouji.replay(record, explain=True)["tricks"]
    first = tricks[0]
    assert (first["leader"], first["winner"], first["play"]) == (0, 1, "1小花+1xA")
    assert first["level_cards"] == [{"seat": 0, "play": "2xK"}]
    assert first["burns"] == [{"burner": 1, "burned": 0}] and first["opened"] == [1]
    assert "hands" not in first  # only with --hands
    assert tricks[-1]["winner"] is None and tricks[-1]["went_out"] == [5]  # the deal ended in it


def test_json_without_explain_has_no_walk_through():
    record = json.loads((ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8"))
    assert not {"starting_hands", "tricks", "terms"} & set(gouji.replay(record))
    assert "explanation" not in gouji.legal(record)


def _refusal(referee, action):
    try:
        referee.push(action)
    except IllegalActionError as error:
        return f"{error.rule}", error.reason
    referee.pop()
    return None


@pytest.mark.parametrize("seed", SEEDS)
def test_every_closed_kind_gives_the_reason_the_referee_refuses_it_with(seed):
    game = self_play(seed)
    read = read_replay(game.record)
    referee = Referee(read.setup)
    for number, action in enumerate(read.actions):
        if number % 7 == 0:  # a sample of the positions of the deal
            record = dict(game.record, actions=game.record["actions"][:number])
            explained = gouji.legal(record, explain=True)["explanation"]
            kinds = {item["kind"] for item in explained["closed"]} | set(explained["open"])
            assert kinds == {kind.value for kind in Kind}
            assert explained["hand"]["hand"] == referee.hand(referee.turn).written
            for item in explained["closed"]:
                probe = {"pass": pass_action, "yield": yield_action,
                         "wind": wind_action}.get(item["kind"])
                if probe is not None:
                    assert _refusal(referee, probe(referee.turn)) == (item["rule"],
                                                                       item["reason"])
        referee.push(action)


def test_legal_explain_shows_the_hand_and_a_level_card_on_the_table():
    record = json.loads((ROOT / "examples" / "gouji-referee-start.json")
                        .read_text(encoding="utf-8"))
    explained = gouji.legal(record, explain=True)["explanation"]
    assert explained["hand"] == {"seat": 1, "team": "B", "hand": "1小花+1xA+2x6", "cards": 4}
    assert explained["table"] == {"seat": 0, "play": "2xK", "level": True}
    assert explained["open"] == ["pass", "burn"]
    play = next(item for item in explained["closed"] if item["kind"] == "play")
    assert play["rule"] == "§18 rule 6" and "level card" in play["reason"]


def test_each_term_is_named_once_at_its_first_use():
    record = json.loads((ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8"))
    answer = gouji.replay(record, explain=True)
    said = [event["says"] for trick in answer["explanation"] for event in trick["events"]]
    terms = answer["terms"]
    assert len({term["term"] for term in terms}) == len(terms)
    dipai = next(term for term in terms if term["term"].startswith("底牌"))
    assert "底牌" in said[dipai["line"]] and not any("底牌" in line for line in said[:dipai["line"]])


@pytest.mark.parametrize("game", sorted(GLOSSARY))
def test_every_glossary_anchor_is_on_its_rules_page(game):
    page = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    anchors = set(re.findall(r'<a id="([^"]+)"></a>', page))
    assert {anchor for _, anchor, _ in GLOSSARY[game]} <= anchors


def test_sanchazi_replay_gets_the_starting_hands_and_the_hands_after_each_trick():
    record = json.loads((ROOT / "examples" / "sanchazi-deal.json").read_text(encoding="utf-8"))
    answer = sanchazi_replay(record, hands=True)
    assert [hand["cards"] for hand in answer["starting_hands"]] == [
        len(re.findall(r"10|大王|小王|[2-9JQKA]", hand)) for hand in record["hands"]]
    for trick in answer["tricks"]:
        assert trick["cards_left"] == [len(re.findall(r"10|大王|小王|[2-9JQKA]", hand))
                                       for hand in trick["hands"]]
    assert answer["tricks"][-1]["cards_left"][answer["order"][-1]] == 0
    assert "starting_hands" not in sanchazi_replay(record)


def test_the_replay_table_opens_with_the_hands_and_ends_with_the_trick_table():
    record = (ROOT / "examples" / "gouji-referee.json").read_text(encoding="utf-8")
    shown = run_case(["gouji", "replay", "-", "--hands"], record)["stdout"]
    assert shown.startswith("starting hands\nseat    team    cards    hand\n")
    assert "         cards held after trick 1 (seat:cards)  0:3  1:2  2:5  3:4  4:5  5:5\n" \
        "           seat 0: 3x4\n" in shown
    header = re.search(r"^trick +led by +won by +level card +opened +burned +went out$", shown,
                       re.M)
    assert header and shown.index("trick 6\n") < header.start() \
        < shown.index("settlement (paiju gouji")
    plain = run_case(["gouji", "replay", "-"], record)["stdout"]
    assert "starting hands" not in plain and "cards held" not in plain


def test_legal_explain_on_the_table_names_each_closed_kind_once():
    record = (ROOT / "examples" / "gouji-referee-start.json").read_text(encoding="utf-8")
    shown = run_case(["gouji", "legal", "-", "--explain"], record)["stdout"]
    assert "on the table  seat 0's 2xK (a level card)\n" in shown
    for kind in ("play", "yield", "wind"):
        assert shown.count(f"  - no {kind}: ") == 1
    assert "no pass" not in shown and "no burn" not in shown  # both are open
