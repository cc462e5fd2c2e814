"""Every play of a hand that beats a play (sanchazi.md §4), checked against brute force:
every sub-multiset of the hand's cards, classified and compared."""

import itertools
import random
from collections import Counter

import pytest

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.sanchazi.beating import beats
from paiju.engine.sanchazi.card_types import Cards, Kind, Rules, classify, max_copies, rank_name
from paiju.engine.sanchazi.respond import lead_keys, lead_order, lead_play, leads, responses
from paiju.grammar.sanchazi import parse_hand, parse_legal_play


def key(play, shape):
    """A play as a distinct choice: its type and ranks, plus the suit of a fork."""
    return (shape.type.kind, tuple(sorted(play.counts.items())), shape.suit)


def legal_sub_plays(hand, rules):
    """Every legal play made of some of the hand's cards (brute force)."""
    items = sorted(Counter(hand.cards).items(), key=lambda kv: (kv[0].rank, str(kv[0].suit)))
    for picks in itertools.product(*(range(n + 1) for _, n in items)):
        cards = tuple(card for (card, _), k in zip(items, picks) for _ in range(k))
        if cards:
            found = classify(Cards(cards), rules)
            if found.legal:
                yield found.play, found.shape


def brute_force(hand, old, rules):
    return {key(play, shape) for play, shape in legal_sub_plays(hand, rules)
            if beats(shape, old).beats}


def random_hand(rng, size, low):
    """Cards crowded into a few ranks from ``low`` up, so that runs, wings, bombs and forks
    turn up; a few 2s and jokers."""
    ranks = [Rank(r) for r in range(low, min(low + 4, 15))] + [Rank.TWO, Rank.SMALL_JOKER,
                                                             Rank.BIG_JOKER]
    weights = [6] * (len(ranks) - 3) + [2, 2, 2]
    suits = [None, None, Suit.SPADES, Suit.HEARTS]
    cards = []
    while len(cards) < size:
        rank = rng.choices(ranks, weights)[0]
        suit = None if rank.is_joker else rng.choice(suits)
        held = Counter(cards)
        if (sum(1 for c in cards if c.rank == rank) < max_copies(rank)
                and (suit is None or held[Card(rank, suit)] < max_copies(rank, suit))):
            cards.append(Card(rank, suit))
    return Cards(tuple(cards))


def random_play(rng, kind, low):
    """A play of ``kind`` with its lowest rank ``low``, written as a player would."""
    r = [rank_name(Rank(n)) for n in range(low, low + 4)]
    length = rng.randrange(2, 4)
    text = {
        Kind.SINGLE: r[0],
        Kind.PAIR: r[0] * 2,
        Kind.TRIPLE: r[0] * 3,
        Kind.THREE_WITH_PAIR: r[0] * 3 + r[rng.randrange(1, 4)] * 2,
        Kind.CONSECUTIVE_PAIRS: "".join(x * 2 for x in r[:length]),
        Kind.PLANE: "".join(x * 3 for x in r[:length]),
        Kind.PLANE_WITH_WINGS: rng.choice([r[0] * 3 + r[1] * 3 + r[2] * 2 + r[3] * 2,
                                           r[0] * 2 + r[1] * 2 + r[2] * 3 + r[3] * 3]),
        Kind.BOMB: r[0] * rng.randrange(4, 6),
        Kind.FORK: ("♥" + r[0]) * 3,
        Kind.JOKER_FORK: "小王" * 3,
    }[kind]
    return parse_legal_play(text)


def cases(seed, count):
    """Random hands, each against a play of each type in turn, low enough to be beaten by
    the hand's crowded ranks (planes: near enough)."""
    rng = random.Random(seed)
    kinds = list(Kind)
    for n in range(count):
        low, kind = rng.randrange(3, 10), kinds[n % len(kinds)]
        old = random_play(rng, kind, low).shape
        if kind in (Kind.PLANE, Kind.PLANE_WITH_WINGS):
            # a random hand seldom holds a plane: seed it with one a rank higher, plus noise
            seeded = random_play(rng, kind, low + 1).play.cards
            hand = Cards(seeded + random_hand(rng, rng.randrange(0, 5), low).cards)
        else:
            hand = random_hand(rng, rng.randrange(1, 14), low + rng.randrange(0, 2))
        yield hand, old


@pytest.mark.parametrize("rules", [Rules(), Rules(wings_share_ranks=True)],
                         ids=["default", "wings-share-ranks"])
def test_respond_finds_exactly_what_brute_force_finds(rules):
    seen_kinds = Counter()
    for hand, old in cases(7, 160):
        found = responses(hand, old, rules)
        keys = [key(answer.play, answer.shape) for answer in found]
        assert len(keys) == len(set(keys)), hand.written
        assert set(keys) == brute_force(hand, old, rules), (hand.written, old)
        strengths = [answer.shape.strength for answer in found]
        assert strengths == sorted(strengths)
        seen_kinds.update(k[0] for k in keys)
    # the random hands reach every card type, so the cross-check covers them all
    assert set(seen_kinds) == set(Kind), seen_kinds


def written(found):
    return [answer.play.written for answer in found]


def test_answers_come_cheapest_first_same_type_then_bombs_then_forks():
    hand = parse_hand("999QQ 8888 ♠5♠5♠5 KKKAA 大王大王大王")
    found = responses(hand, parse_legal_play("888JJ").shape)
    assert written(found) == [
        "999QQ", "999KK", "999AA", "999大王大王", "KKKQQ", "KKKAA", "KKK大王大王",
        "大王大王大王QQ", "大王大王大王KK", "大王大王大王AA", "8888", "♠5♠5♠5", "大王大王大王"]


def test_only_bigger_bombs_and_forks_answer_a_bomb():
    hand = parse_hand("33333 4444 ♥2♥2♥2 9")
    found = responses(hand, parse_legal_play("5555").shape)
    assert written(found) == ["33333", "♥2♥2♥2"]


def test_a_hand_of_three_one_suit_cards_has_a_fork_and_no_triple():
    found = responses(parse_hand("♠8♠8♠8"), parse_legal_play("777").shape)
    assert written(found) == ["♠8♠8♠8"]
    found = responses(parse_hand("♠8♠8♠8♥8"), parse_legal_play("777").shape)
    assert written(found) == ["888", "8888", "♠8♠8♠8"]


def test_nothing_answers_the_big_joker_fork():
    hand = parse_hand("小王小王小王 2222 ♠A♠A♠A")
    assert responses(hand, parse_legal_play("大王大王大王").shape) == []


def test_runs_are_answered_by_runs_of_the_same_length_only():
    hand = parse_hand("445566778899")
    found = responses(hand, parse_legal_play("3344").shape)
    assert written(found) == ["4455", "5566", "6677", "7788", "8899"]


def test_wings_sharing_triple_ranks_are_answers_only_under_the_option():
    share = Rules(wings_share_ranks=True)
    old = parse_legal_play("333444 3344", share).shape
    found = responses(parse_hand("4444455555 6"), old, share)
    assert written(found) == ["4444455555", "4444", "5555", "44444", "55555"]
    old = parse_legal_play("333444 JJQQ").shape
    assert written(responses(parse_hand("444555 QQQKK"), old)) == ["444555QQKK"]


@pytest.mark.parametrize("rules", [Rules(), Rules(wings_share_ranks=True)],
                         ids=["default", "wings-share-ranks"])
def test_leads_are_exactly_the_distinct_legal_plays_brute_force_finds(rules):
    rng = random.Random(11)
    seen = Counter()
    for n in range(120):
        hand = random_hand(rng, rng.randrange(1, 13), rng.randrange(3, 10))
        found = leads(hand, rules)
        keys = [key(lead.play, lead.shape) for lead in found]
        assert len(keys) == len(set(keys)), hand.written
        assert set(keys) == {key(play, shape) for play, shape in legal_sub_plays(hand, rules)}
        assert [lead_order(lead) for lead in found] == sorted(lead_order(lead) for lead in found)
        seen.update(k[0] for k in keys)
    assert len(seen) >= 8, seen


def lead_plays(hand, rules):
    return [lead_play(lead) for lead in lead_keys(hand, rules)]


@pytest.mark.parametrize("rules", [Rules(), Rules(wings_share_ranks=True)],
                         ids=["default", "wings-share-ranks"])
def test_the_fast_leads_are_the_leads_in_their_order_on_self_played_hands(rules):
    """lead_keys (the referee's listing, from the counts by rank) lists exactly the plays of
    leads (every type's enumerator, then sorted), in the same order: every hand of 40
    self-played deals every fifth action, and the crowded random hands (unknown suits)."""
    from sanchazi_selfplay import books, self_play
    from paiju.engine.sanchazi.referee.state import Referee

    hands, seen = 0, Counter()
    for seed in range(40):
        game = self_play(seed, books()[seed % 4])
        referee = Referee(game.referee.setup)
        for index, action in enumerate(game.actions):
            if index % 5 == 0:
                for seat in range(4):
                    hand = referee.hand(seat)
                    expected = leads(hand, rules)
                    assert lead_plays(hand, rules) == [lead.play for lead in expected], \
                        hand.written
                    seen.update(lead.shape.type.kind for lead in expected)
                    hands += 1
            referee.push(action)
    rng = random.Random(13)
    for n in range(300):
        hand = random_hand(rng, rng.randrange(1, 20), rng.randrange(3, 10))
        assert lead_plays(hand, rules) == [lead.play for lead in leads(hand, rules)], \
            hand.written
    suits = [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    for each in (4, 5, 6, 12):  # big hands: every run, wing and shared wing there is
        hand = Cards(tuple(Card(Rank(rank), suits[n % 4]) for rank in range(3, 16)
                           for n in range(each)) + (Card(Rank.SMALL_JOKER),) * 3)
        assert lead_plays(hand, rules) == [lead.play for lead in leads(hand, rules)], each
    assert hands > 5000 and set(seen) == set(Kind), (hands, seen)


def test_leads_list_ordinary_plays_by_type_then_bombs_then_forks():
    found = written(leads(parse_hand("33 4 8888 ♠9♠9♠9 大王大王大王")))
    assert found[:5] == ["3", "4", "8", "9", "大王"]
    assert found.index("33") < found.index("888") < found.index("8888") < found.index("♠9♠9♠9")
    assert found[-2:] == ["♠9♠9♠9", "大王大王大王"]
