"""Agreement with the reference calculator (PyMahjongGB): every hand of the public corpus
(mcr-public.jsonl, trimmed copy) and every checked example of mcr-fans.md Appendix B, the
latter in the shape text → canonical string → result."""

import pytest
from conftest import load_jsonl

from paiju.grammar.mcr_records import Given, situation_for
from paiju.engine.mcr.situation import WIND_LETTERS, Situation
from paiju.engine.mcr.scoring import score
from paiju.engine.mahjong.tiles import EAST
from paiju.errors import IllegalHandError
from paiju.grammar.mcr import parse_hand

CORPUS = load_jsonl("mcr-public.jsonl")
EXAMPLES = load_jsonl("mcr-appendix-b.jsonl")
CONTRADICTORY = {"E79", "F1", "F2",  # flags the reference corrects and paiju rejects
                 "E71", "F5"}  # robbing a kong on the last tile, which it scores (§6.2)


def given(record: dict) -> Given:
    return Given(
        self_drawn=record["self_drawn"], fourth_tile=record["fourth_tile"],
        kong=record["kong"], last_tile=record["last_tile"],
        seat_wind=EAST + WIND_LETTERS.index(record.get("seat_wind", "E")),
        round_wind=EAST + WIND_LETTERS.index(record.get("round_wind", "E")),
        flowers=record.get("flowers", 0))


def fan_list(result) -> list[list]:
    return [[fan.fan.name_zh, fan.count] for fan in result.fans]


def test_the_corpus_copy_is_complete():
    assert len(CORPUS) == 605 and len(EXAMPLES) == 149


@pytest.mark.parametrize("record", CORPUS, ids=[record["id"] for record in CORPUS])
def test_public_corpus_hand_scores_exactly_as_the_reference(record):
    hand, suffix = parse_hand(record["notation"])
    result = score(hand, situation_for(hand, suffix, given(record)))
    assert result.total == record["total"]
    if not record.get("ambiguous_breakdown"):  # two fan sets with the same total
        assert fan_list(result) == record["fans"]


@pytest.mark.parametrize("example", EXAMPLES, ids=[example["id"] for example in EXAMPLES])
def test_appendix_b_example_text_to_canonical_to_result(example):
    hand, suffix = parse_hand(example["hand"])
    situation = Situation(
        example["self_drawn"], example["fourth_tile"], example["kong"], example["last_tile"],
        EAST + WIND_LETTERS.index(example.get("seat_wind", "E")),
        EAST + WIND_LETTERS.index(example.get("round_wind", "E")), example.get("flowers", 0))
    assert hand.notation() + situation.notation() == example["canonical"]
    assert parse_hand(example["canonical"]) == (hand, situation)
    result = score(hand, situation)
    assert fan_list(result) == example["fans"]
    assert result.total == example["total"]


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e["id"] in CONTRADICTORY],
                         ids=sorted(CONTRADICTORY))
def test_appendix_b_contradictions_are_rejected_at_the_input(example):
    hand, situation = parse_hand(example["canonical"])
    with pytest.raises(IllegalHandError):
        situation_for(hand, situation, Given())
