"""Properties of every deal settlement, over generated finishing orders (gouji.md §11, §12)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from paiju.engine.gouji.settling import Deal, settle
from paiju.engine.gouji.places import Place, rank_deal
from paiju.engine.gouji.seats import SEATS, Team, team_of
from paiju.engine.gouji.tribute import PAYMENT_ORDER, TributeKind


@st.composite
def deals(draw):
    """A full finishing order, an optional revolutionary, and where the deal really ended."""
    order = draw(st.permutations(SEATS))
    revolutionary = draw(st.one_of(st.none(), st.sampled_from(SEATS)))
    order = [seat for seat in order if seat != revolutionary]
    holding = set(order)
    for cut, seat in enumerate(order):
        if len({team_of(s) for s in holding}) <= 1:
            break
        holding.discard(seat)
    else:
        cut = len(order)
    return order, revolutionary, cut


@settings(max_examples=300, deadline=None)
@given(deals())
def test_scores_balance_and_a_sanhu_is_worth_six(deal):
    order, revolutionary, _ = deal
    ranking = rank_deal(order, revolutionary)
    assert sorted(place.number for place in ranking.places.values()) == [1, 2, 3, 4, 5, 6]
    a, b = ranking.team_score(Team.A), ranking.team_score(Team.B)
    assert a + b == 0
    if ranking.sanhu:
        assert ranking.team_score(ranking.sanhu) == 6
    else:
        assert abs(a) <= 3


@settings(max_examples=300, deadline=None)
@given(deals())
def test_stopping_the_order_when_one_team_is_left_changes_no_team_score(deal):
    order, revolutionary, cut = deal
    full, short = rank_deal(order, revolutionary), rank_deal(order[:cut], revolutionary)
    assert {t: full.team_score(t) for t in Team} == {t: short.team_score(t) for t in Team}
    assert full.sanhu == short.sanhu


@settings(max_examples=200, deadline=None)
@given(deals())
def test_tributes_come_in_payment_order_and_falling_tribute_unless_sanhu(deal):
    order, revolutionary, cut = deal
    revolution = () if revolutionary is None else (revolutionary,)
    settlement = settle(Deal(tuple(order[:cut]), revolution))
    kinds = [tribute.kind for tribute in settlement.tributes]
    assert kinds == sorted(kinds, key=PAYMENT_ORDER.index)
    falls = [t for t in settlement.tributes if t.kind is TributeKind.FALL]
    if settlement.ranking.sanhu:
        assert settlement.tributes == ()
    else:
        assert [(settlement.ranking.places[t.payer], t.cards) for t in falls] == [
            (Place.LAST, 2), (Place.FIFTH, 1)]
        # nobody opened: the mutual 点贡 of 1 card runs both ways in every pair without a rebel
        points = [t for t in settlement.tributes if t.kind is TributeKind.POINT]
        assert len(points) == (6 if revolutionary is None else 4)
