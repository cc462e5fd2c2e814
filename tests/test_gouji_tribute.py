"""点贡: the one formula against every cell of the seed's table (gouji.md §10.1), and the
tribute kinds (§10)."""

import pytest

from conftest import load_jsonl
from paiju.engine.gouji.tribute import (
    MATRIX, PAYMENT_ORDER, SEED_MISPRINTS, Declaration, Opened, Tribute, TributeKind,
    matrix_cell, payment_order, point_tribute,
)

N, B, P = Declaration.NONE, Declaration.BRIGHT, Declaration.PRE

# The seed's table (S0:L111-193) transcribed cell by cell, rows = my declaration, columns =
# the opponent's (none, bright, pre); the one misprint is entered with its corrected sum.
SEED_A = {N: (2, 5, 9), B: (3, 6, 10), P: (5, 8, 12)}           # I opened: opponent pays me
SEED_B = {N: ((1, 1), (1, 2), (1, 4)),                          # neither: (opp→me, me→opp)
          B: ((2, 1), (2, 2), (2, 4)),
          P: ((4, 1), (4, 2), (4, 4))}
SEED_C = {N: (2, 3, 5), B: (5, 6, 8), P: (9, 10, 12)}          # opponent opened: I pay
COLUMNS = (N, B, P)


def seed_cell(me, opponent, opened):
    column = COLUMNS.index(opponent)
    if opened is Opened.ME:
        return SEED_A[me][column], 0
    if opened is Opened.OPPONENT:
        return 0, SEED_C[me][column]
    if opened is Opened.NEITHER:
        return SEED_B[me][column]
    return 0, 0


def test_the_matrix_has_36_distinct_cells():
    assert len(MATRIX) == 36
    assert len({(cell.me, cell.opponent, cell.opened) for cell in MATRIX}) == 36


@pytest.mark.parametrize("cell", MATRIX,
                         ids=lambda c: f"{c.me.value}-{c.opponent.value}-{c.opened.value}")
def test_every_cell_matches_the_seed_table(cell):
    got = (cell.opponent_pays_me.cards, cell.me_pays_opponent.cards)
    assert got == seed_cell(cell.me, cell.opponent, cell.opened)


def test_every_corpus_tribute_record():
    records = [r for r in load_jsonl("gouji-public.jsonl") if r["kind"] == "tribute"]
    assert len(records) == 36
    for record in records:
        cell = matrix_cell(Declaration(record["me"]), Declaration(record["opponent"]),
                           Opened(record["opened"]))
        assert cell.opponent_pays_me.cards == record["opponent_pays_me"], record
        assert cell.me_pays_opponent.cards == record["me_pays_opponent"], record


def test_seed_arithmetic_is_written_my_term_first():
    # block A: "1+4=5" (my reward, then the opponent's penalty)
    assert matrix_cell(N, B, Opened.ME).opponent_pays_me.arithmetic() == "1+4 = 5"
    # block C: "8+2=10" (my penalty, then the opponent's reward)
    assert matrix_cell(P, B, Opened.OPPONENT).me_pays_opponent.arithmetic(
        payer_first=True) == "8+2 = 10"
    assert matrix_cell(B, P, Opened.NEITHER).opponent_pays_me.arithmetic() == "2"


def test_the_seeds_misprinted_cell_is_five_not_three():
    (misprint,) = SEED_MISPRINTS
    assert misprint.printed == "4+1=3"
    cell = matrix_cell(misprint.me, misprint.opponent, misprint.opened)
    assert (cell.me, cell.opponent, cell.opened) == (B, N, Opened.OPPONENT)
    assert cell.me_pays_opponent.arithmetic(payer_first=True) == "4+1 = 5"
    # block C is block A with the roles exchanged: the mirrored cell is 1+4 = 5
    assert matrix_cell(N, B, Opened.ME).opponent_pays_me.cards == 5
    assert any("4+1=3" in line for line in cell.explanation())
    assert sum(1 for c in MATRIX if c.misprint) == 1


def test_blocks_mirror_each_other():
    for me in Declaration:
        for opponent in Declaration:
            a = matrix_cell(me, opponent, Opened.ME).opponent_pays_me.cards
            c = matrix_cell(opponent, me, Opened.OPPONENT).me_pays_opponent.cards
            assert a == c
            b = matrix_cell(me, opponent, Opened.NEITHER)
            mirrored = matrix_cell(opponent, me, Opened.NEITHER)
            assert b.opponent_pays_me.cards == mirrored.me_pays_opponent.cards


@pytest.mark.parametrize("payer", list(Declaration))
@pytest.mark.parametrize("receiver", list(Declaration))
def test_both_opened_no_point_tribute_even_after_a_failed_declaration_documented_a8(
        payer, receiver):
    tribute = point_tribute(payer, receiver, payer_opened=True, receiver_opened=True)
    assert tribute.cards == 0 and tribute.arithmetic() == "0"


def test_explanation_names_reward_and_penalty():
    tribute = point_tribute(P, B, payer_opened=False, receiver_opened=True)
    text = tribute.explain("seat 0", "seat 3")
    assert text.startswith("2+8 = 10")
    assert "reward 2: seat 3 declared bright (明点)" in text
    assert "penalty 8: seat 0 declared pre (预点) and seat 3 opened" in text


def test_tribute_kinds_are_paid_smother_burn_point_fall():
    assert [kind.name_zh for kind in PAYMENT_ORDER] == ["闷贡", "烧贡", "点贡", "落贡"]
    assert [kind.returned for kind in PAYMENT_ORDER] == [False, False, False, True]
    owed = [Tribute(TributeKind.FALL, 5, 0, 2, ""), Tribute(TributeKind.POINT, 1, 4, 1, ""),
            Tribute(TributeKind.BURN, 2, 3, 1, ""), Tribute(TributeKind.SMOTHER, 4, 5, 1, ""),
            Tribute(TributeKind.POINT, 0, 3, 2, "")]
    ordered = payment_order(owed)
    assert [t.kind for t in ordered] == [TributeKind.SMOTHER, TributeKind.BURN,
                                         TributeKind.POINT, TributeKind.POINT, TributeKind.FALL]
    assert [t.payer for t in ordered if t.kind is TributeKind.POINT] == [1, 0]  # stable


def test_point_tribute_is_not_returned_in_the_mutual_case_documented_a9():
    assert TributeKind.POINT.returned is False
    cell = matrix_cell(B, P, Opened.NEITHER)
    assert (cell.opponent_pays_me.cards, cell.me_pays_opponent.cards) == (2, 4)
