"""Banker succession (fuzhou-mahjong.md §3) and who wins one discard (§5)."""

from paiju.engine.fuzhou.table import Banker, Claim, discard_winner, next_banker, turn_order_after


def test_the_first_banker_is_east():
    assert Banker() == Banker("E", 0)


def test_the_banker_stays_and_counts_when_winning_or_on_a_draw_documented_m():
    assert next_banker(Banker("S", 1), "S") == Banker("S", 2)
    assert next_banker(Banker("S", 1), None) == Banker("S", 2)


def test_another_winner_passes_the_bank_to_the_player_after_the_banker():
    assert next_banker(Banker("S", 3), "E") == Banker("W", 0)
    assert next_banker(Banker("N", 0), "W") == Banker("E", 0)


def test_turn_order():
    assert turn_order_after("W") == ["N", "E", "S"]


def test_one_winner_per_discard_the_first_in_turn_order():
    assert discard_winner("E", [Claim("N"), Claim("W")]).seat == "W"
    assert discard_winner("W", [Claim("S"), Claim("E")]).seat == "E"


def test_a_golden_sparrow_comes_first():
    assert discard_winner("E", [Claim("S"), Claim("N", sparrow=True)]).seat == "N"
    assert discard_winner("E", [Claim("N", sparrow=True), Claim("W", sparrow=True)]).seat == "W"


def test_pass_rule_a_player_who_declined_the_tile_may_not_claim_it():
    assert discard_winner("E", [Claim("S", passed=True), Claim("N")]).seat == "N"
    assert discard_winner("E", [Claim("S", sparrow=True, passed=True)]) is None
    assert discard_winner("E", []) is None
