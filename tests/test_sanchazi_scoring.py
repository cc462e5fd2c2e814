"""Score cards (sanchazi.md §5) and happy money (§7)."""

import pytest

from paiju.engine.cardgame.cards import Card, Rank, full_pack
from paiju.engine.sanchazi.card_types import PACKS, Cards
from paiju.engine.sanchazi.scoring import LastHandReading, happy_money, points
from paiju.errors import IllegalPlayError
from paiju.grammar.sanchazi import parse_hand, parse_legal_play


@pytest.mark.parametrize(
    "text, total",
    [("5", 5), ("10", 10), ("K", 10), ("T", 10), ("55 10 KK", 40), ("346789JQA2", 0),
     ("大王小王", 0), ("555555555555", 60)],
)
def test_score_cards_5_10_and_k(text, total):
    assert points(parse_hand(text)).total == total


def test_a_pack_holds_100_points_and_the_three_packs_300():
    deck = Cards(tuple(Card(rank) for rank, n in full_pack(PACKS).items() for _ in range(n)))
    assert points(deck).total == 300
    one = Cards(tuple(Card(rank) for rank, n in full_pack(1).items() for _ in range(n)))
    assert points(one).total == 100


def test_points_break_down_by_rank():
    lines = points(parse_hand("5 5 K 3")).lines
    assert [(line.rank, line.count, line.points) for line in lines] == [
        (Rank.FIVE, 2, 10), (Rank.KING, 1, 10)]


def money(text, base=1, **options):
    found = parse_legal_play(text)
    return happy_money(found.shape, found.play, base, **options)


@pytest.mark.parametrize("fork", ["大王大王大王", "小王小王小王"])
def test_a_three_joker_fork_collects_2_base_from_each_other_player(fork):
    found = money(fork, base=5)
    assert (found.per_payer, found.payers, found.collector_gets) == (10, 3, 30)


def test_the_partner_pays_too_documented_m():
    assert money("大王大王大王").payers == 3


@pytest.mark.parametrize("text", ["大王大王大王33", "小王小王小王 大王大王", "大王大王", "大王",
                                  "♠8♠8♠8", "8888"])
def test_no_happy_money_for_jokers_with_other_cards_or_other_plays(text):
    assert money(text, base=5).per_payer == 0


def test_three_jokers_in_a_three_with_pair_say_so():
    assert "played with other cards" in money("大王大王大王33").reason


def test_no_happy_money_for_the_deal_ending_play_documented_a6():
    found = money("大王大王大王", base=5, ends_deal=True)
    assert found.per_payer == 0 and "ends the deal" in found.reason


def test_going_out_with_the_fork_still_earns_under_the_adopted_reading():
    assert money("大王大王大王", goes_out=True).per_payer == 2
    assert money("大王大王大王", goes_out=True,
                 reading=LastHandReading.OWN).per_payer == 0


def test_all_six_jokers_played_separately_collect_4_base_each():
    found = money("小王小王小王", base=3, all_six=True)
    assert (found.per_payer, found.collector_gets) == (12, 36)
    assert money("小王小王小王", base=3, all_six=True, ends_deal=True).per_payer == 6


def test_all_six_needs_a_three_joker_fork():
    with pytest.raises(IllegalPlayError):
        money("888", all_six=True)
