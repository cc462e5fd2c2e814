"""The flower count of Fuzhou Mahjong (fuzhou-mahjong.md §1)."""

from __future__ import annotations

import pytest

from paiju.engine.fuzhou.flowers import (
    FLOWER_KONG,
    FLOWER_TILES,
    MAX_FLOWER_POINTS,
    count_flowers,
)
from paiju.errors import IllegalHandError
from paiju.grammar.fuzhou import parse_flowers


def total(text: str = "", exposed: int = 0, concealed: int = 0) -> int:
    tiles = parse_flowers(text) if text else []
    return count_flowers(tiles, ["k"] * exposed, ["k"] * concealed).total


def test_there_are_36_flowers_every_honour_and_the_eight_seasons_and_plants():
    assert len(FLOWER_TILES) == 7 + 8
    assert len(parse_flowers("EEEESSSSWWWWNNNNCCCCFFFFPPPPabcdefgh")) == 36


def test_each_flower_counts_one():
    assert total("E") == 1 and total("ESa") == 3 and total("C春") == 2 and total() == 0


def test_four_identical_honours_make_six():
    assert total("EEEE") == 6
    assert total("EEE") == 3  # three are no set


def test_the_four_seasons_and_the_four_plants_are_complete_sets():
    assert total("春夏秋冬") == 6 and total("梅兰竹菊") == 6
    assert total("春夏秋梅") == 4  # mixed: no set


def test_complete_sets_add_up_one_by_one_documented_m():
    assert total("EEEE春夏秋冬") == 12
    assert total("EEEESSSS梅兰竹菊") == 18
    assert total("EEEESSSSWWWWNNNNCCCCFFFFPPPPabcdefgh") == MAX_FLOWER_POINTS == 36 + 9 * 2


def test_kongs_count_one_exposed_two_concealed():
    assert total(exposed=1) == 1 and total(concealed=1) == 2
    assert total("EE", exposed=2, concealed=1) == 2 + 2 + 2


def test_breakdown_names_every_item():
    counted = count_flowers(parse_flowers("EEEE春"), ["[5555s1]"], ["[7777s]"])
    assert [(item.rule.name_zh, item.what, item.points) for item in counted.items] == [
        ("花", "东 东 东 东 春", 5), ("花杠", "four 东", 2), ("明杠", "[5555s1]", 1),
        ("暗杠", "[7777s]", 2)]
    assert [item.what for item in counted.complete_sets] == ["four 东"]
    assert counted.complete_sets[0].rule is FLOWER_KONG


def test_points_given_as_a_number_keep_the_kongs():
    assert count_flowers(None, ["[5555s1]"], given=4).total == 5


def test_kongs_are_bounded_by_the_five_sets_of_a_hand_section_4():
    assert count_flowers((), ["kong"] * 2, ["kong"] * 3).total == 2 + 6
    with pytest.raises(IllegalHandError, match="6 kongs: a kong is one of the sets, and a "
                                               "winning hand has at most 5"):
        count_flowers((), ["kong"] * 3, ["kong"] * 3)
