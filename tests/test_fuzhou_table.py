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


def test_check_claim_uses_the_gold_rules():
    from paiju.engine.fuzhou.table import check_claim
    from paiju.grammar.fuzhou import parse_hand

    gold = 13  # 5p
    sparrow = check_claim("N", parse_hand("123m 456m 789m 234s 24p 金金 3p", gold), gold)
    assert sparrow.claim.sparrow
    plain = check_claim("S", parse_hand("123m 456m 789m 234s 12p 99s 3p", gold), gold)
    assert plain.claim and not plain.claim.sparrow
    on_gold = check_claim("S", parse_hand("123m 456m 789m 234s 12p 99s 5p", gold), gold)
    assert on_gold.claim is None and "discarded gold" in on_gold.reason
    swimming = check_claim("W", parse_hand("123m 456m 789m 234s 678p 金 9s", gold), gold,
                           swimming=True)
    assert swimming.claim is None and "游金" in swimming.reason
