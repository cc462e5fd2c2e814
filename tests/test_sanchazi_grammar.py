"""The Sanchazi card notation: what reads, what it reads as, and where errors point."""

import pytest

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.errors import IllegalHandError, IllegalPlayError, NotationError
from paiju.grammar.sanchazi import parse_hand, parse_legal_play, parse_play, read_cards

R = Rank


def cards(*spec):
    """Cards from (rank, suit) pairs or bare ranks."""
    return tuple(Card(*item) if isinstance(item, tuple) else Card(item) for item in spec)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("888JJ", cards(R.EIGHT, R.EIGHT, R.EIGHT, R.JACK, R.JACK)),
        ("♦8♦8♦8", cards(*[(R.EIGHT, Suit.DIAMONDS)] * 3)),
        ("8d8d8d", cards(*[(R.EIGHT, Suit.DIAMONDS)] * 3)),
        ("8D 8D 8D", cards(*[(R.EIGHT, Suit.DIAMONDS)] * 3)),
        ("♢8♤9", cards((R.EIGHT, Suit.DIAMONDS), (R.NINE, Suit.SPADES))),
        ("10", cards(R.TEN)),
        ("T", cards(R.TEN)),
        ("t10", cards(R.TEN, R.TEN)),
        ("10h10c", cards((R.TEN, Suit.HEARTS), (R.TEN, Suit.CLUBS))),
        ("jqka2", cards(R.JACK, R.QUEEN, R.KING, R.ACE, R.TWO)),
        ("大王小王", cards(R.SMALL_JOKER, R.BIG_JOKER)),
        ("BJ bj SJ sj", cards(R.SMALL_JOKER, R.SMALL_JOKER, R.BIG_JOKER, R.BIG_JOKER)),
        ("  3 3  ", cards(R.THREE, R.THREE)),
        ("♠8♠8♠8JJ", cards(*[(R.EIGHT, Suit.SPADES)] * 3, R.JACK, R.JACK)),
        ("8s8s8s JJ", cards(*[(R.EIGHT, Suit.SPADES)] * 3, R.JACK, R.JACK)),
        ("8 SJ", cards(R.EIGHT, R.SMALL_JOKER)),
    ],
)
def test_accepted_cards_read_as_written(text, expected):
    assert parse_play(text).cards == expected


def test_offsets_skip_the_spaces_before_a_card():
    assert [item.offset for item in read_cards(" 8  ♠9")] == [1, 4]


def test_twelve_of_a_rank_three_of_a_suit_three_of_a_joker_fit_three_packs():
    assert parse_hand("8" * 12).size == 12
    assert parse_hand("♠8♠8♠8 8h8h8h").size == 6
    assert parse_hand("大王大王大王小王小王小王").size == 6


@pytest.mark.parametrize(
    "text, error, column, words",
    [
        ("", NotationError, 1, "empty play"),
        ("Z", NotationError, 1, "expected a card"),
        ("88Z", NotationError, 3, "found 'Z'"),
        ("1", NotationError, 1, "expected a card"),
        ("♠ 8", NotationError, 2, "right after the suit symbol"),
        ("♦Z", NotationError, 2, "right after the suit symbol"),
        ("8 s", NotationError, 3, "found 's'"),
        ("♠8s", NotationError, 3, "two suits"),
        ("♠大王", NotationError, 1, "has no suit"),
        ("BJs", NotationError, 3, "found 's'"),
        ("8sJJ", NotationError, 2, "ambiguous"),
        ("88 8sj", NotationError, 5, "ambiguous"),
        ("大王x", NotationError, 5, "found 'x'"),
        ("8" * 13, IllegalPlayError, 13, "13 × 8, three packs hold only 12"),
        ("♠8♠8♠8♠8", IllegalPlayError, 7, "4 × ♠8, three packs hold only 3"),
        ("8s 8s 8s 8s", IllegalPlayError, 10, "4 × ♠8"),
        ("大王大王大王大王", IllegalPlayError, 13, "4 × 大王, three packs hold only 3"),
        ("SJSJSJSJ", IllegalPlayError, 7, "4 × 小王"),
        # counts and separators, the notation Gouji shares (issue 26, docs/notation.md)
        ("0x5", NotationError, 1, "at least 1"),
        ("5x", NotationError, 3, "expected a card"),
        ("5xZ", NotationError, 3, "expected a card"),
        ("13x8", IllegalPlayError, 1, "13 × 8, three packs hold only 12"),
        ("2x♠8 ♠8♠8", IllegalPlayError, 8, "4 × ♠8"),
        ("4x大王", IllegalPlayError, 1, "4 × 大王"),
        ("2x8sJ", NotationError, 4, "ambiguous"),
        ("♠8d", NotationError, 3, "one card, two suits (♠ and d)"),
        ("8+", NotationError, 3, "expected a card"),
    ],
)
def test_bad_plays_point_at_the_column(text, error, column, words):
    with pytest.raises(error) as caught:
        parse_play(text)
    assert type(caught.value) is error
    assert caught.value.column == column
    assert words in str(caught.value)


def test_too_many_cards_in_a_hand_is_an_illegal_hand():
    with pytest.raises(IllegalHandError, match="impossible hand: 13 × 8"):
        parse_hand("8" * 13)


@pytest.mark.parametrize(
    "text, column",
    [("22234", 5), ("AAA222333", 4), ("33 大王小王", 4), ("3355", 3), ("3334", 4)],
)
def test_an_illegal_play_where_a_legal_one_is_needed_points_at_the_culprit(text, column):
    with pytest.raises(IllegalPlayError, match="not a legal play") as caught:
        parse_legal_play(text)
    assert caught.value.column == column


def test_written_cards_read_back_as_the_same_cards():
    import random

    from paiju.engine.sanchazi.card_types import Cards, max_copies

    rng = random.Random(3)
    suits = [None, *Suit]
    for _ in range(300):
        picked = []
        for _ in range(rng.randrange(1, 30)):
            rank = rng.choice(list(Rank))
            card = Card(rank, None if rank.is_joker else rng.choice(suits))
            if (sum(c.rank == rank for c in picked) < max_copies(rank)
                    and (card.suit is None or picked.count(card) < max_copies(rank, card.suit))):
                picked.append(card)
        play = Cards(tuple(picked))
        assert parse_play(play.written) == play
        assert parse_hand(play.in_rank_order) == play


@pytest.mark.parametrize("text, spot, rank", [
    ("8sJ", "8sJ", "8"), ("8SJ", "8SJ", "8"), ("8sj", "8sj", "8"), ("TsJ", "TsJ", "10"),
    ("10sJ", "10sJ", "10"), ("3 8sJ 5", "8sJ", "8"), ("QsJQ", "QsJ", "Q"),
    ("8sJJ", "8sJ", "8"), ("8sJ大王", "8sJ", "8"), ("88 8sj", "8sj", "8"),
])
def test_every_suggested_spelling_of_an_ambiguous_sj_reads(text, spot, rank):
    with pytest.raises(NotationError) as caught:
        parse_play(text)
    message = caught.value.message
    suggestions = message.split("; write ", 1)[1].replace(" or ", ", ").split(", ")
    assert len(suggestions) == 3 and all(rank in s for s in suggestions), message
    readings = set()
    for suggestion in suggestions:
        played = parse_play(text.replace(spot, suggestion, 1)).cards  # it reads
        spade = any(card.suit is Suit.SPADES for card in played)
        joker = any(card.rank is R.SMALL_JOKER for card in played)
        assert spade != joker, suggestion
        readings.add(joker)
    assert readings == {True, False}  # both readings are offered


def test_a_suit_letter_on_the_j_leaves_one_reading_documented():
    # a joker takes no suit, so 8sJd can only be ♠8 J♦
    assert parse_play("8sJd").cards == (Card(R.EIGHT, Suit.SPADES), Card(R.JACK, Suit.DIAMONDS))
    assert parse_play("8sJs").cards == (Card(R.EIGHT, Suit.SPADES), Card(R.JACK, Suit.SPADES))
    with pytest.raises(NotationError, match="ambiguous"):
        parse_play("8sJsj")  # …but sj after the J is the small joker again
