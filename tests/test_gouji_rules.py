"""The Gouji rule book (gouji.md §19): every switch is data with its default, values and
section; choices build one immutable book, the same whatever order they come in."""

import pytest

from paiju.engine.gouji.plays import BeatOption
from paiju.engine.gouji.rules import (
    DEFAULT, SWITCHBOARD, SWITCHES, Burners, MixedJokers, RuleBook, rule_book,
)

SECTION_19 = ["option", "opening", "mixed-jokers", "burners", "burn-priority",
              "burn-across-tangle", "wind", "falling-tribute-partners"]


def test_every_switch_of_section_19_is_listed_with_its_default_first():
    assert [switch.name for switch in SWITCHES] == SECTION_19
    assert DEFAULT == RuleBook() and DEFAULT.readings == ()
    for switch in SWITCHES:
        assert switch.section and len(switch.choices) >= 2
        assert switch.default.change is None
        assert rule_book([(switch.name, switch.default.name)]) is DEFAULT


def test_a_value_sets_its_field_and_is_recorded():
    book = rule_book([("burners", "before-opposite"), ("option", "1")])
    assert book.burners is Burners.BEFORE_OPPOSITE and book.option is BeatOption.MULTI_KILL
    assert book.readings == (("option", "1"), ("burners", "before-opposite"))
    assert book is rule_book([("option", "1"), ("burners", "before-opposite")])
    assert rule_book([("mixed-jokers", "per-joker")]).mixed_jokers is MixedJokers.PER_JOKER


def test_unknown_names_and_values_name_the_choices():
    with pytest.raises(ValueError, match="the rules are option, opening"):
        SWITCHBOARD.parse("burner=all")
    with pytest.raises(ValueError, match="its values are all, enemies, before-opposite"):
        SWITCHBOARD.parse("burners=some")
    with pytest.raises(ValueError, match="needs a value"):
        SWITCHBOARD.parse("burners")
    assert SWITCHBOARD.parse("wind") == ("wind", "partner")  # a two-way switch
    with pytest.raises(ValueError, match="chosen both"):
        rule_book([("opening", "1"), ("opening", "2")])


def test_gouji_rules_lists_every_switch_with_its_default_choices_and_section(cli):
    result, data = cli.json("gouji rules --format json")
    assert result.exit_code == 0
    rows = {row["name"]: row for row in data["rules"]}
    assert list(rows) == SECTION_19
    assert rows["burners"]["default"] == "all"
    assert rows["burners"]["choices"] == ["all", "enemies", "before-opposite"]
    assert rows["burners"]["section"] == "§15 A6"
    for row in data["rules"]:
        assert set(row) >= {"name", "default", "choices", "section", "description"}
        switch = SWITCHBOARD.by_name[row["name"]]
        assert row["choices"] == list(switch.choices) and row["description"] == switch.question
