"""Sanchazi plays and their card types (牌型), sanchazi.md §2–3.

Each card type is a small :class:`CardType` record — English and Chinese name, tier,
definition, how it is beaten — with a matcher that recognises it from a play's cards and an
enumerator that finds every play of the type in a hand.  :data:`CARD_TYPES` drives the
classifier, the beating rules, the search for answers and the ``types`` help alike.  A play
that matches no type gets its reason from :func:`diagnose`.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from operator import attrgetter
from typing import Callable, Iterator, NamedTuple

from paiju.engine.cardgame import cards as pack
from paiju.engine.cardgame.cards import NATURAL_RANKS, Card, Rank, Suit
from paiju.engine.words import count_of

PACKS = 3
"""Three 54-card packs: 162 cards, twelve of each suited rank, three of each joker."""

SUIT_ORDER = {None: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 3, Suit.DIAMONDS: 4}


def rank_name(rank: Rank) -> str:
    """How Sanchazi writes a rank: '3' … '10', 'J', 'Q', 'K', 'A', '2', '小王', '大王'."""
    return _RANK_NAMES[rank]


_RANK_NAMES = {rank: {Rank.SMALL_JOKER: "小王", Rank.BIG_JOKER: "大王"}.get(rank, rank.label)
               for rank in Rank}


def card_text(card: Card) -> str:
    """A card as written: the suit symbol first when the suit is known ('♦8', '10', '大王')."""
    text = _CARD_TEXTS.get(card)
    if text is None:
        text = _CARD_TEXTS[card] = (card.suit.value if card.suit else "") + rank_name(card.rank)
    return text


_CARD_TEXTS: dict[Card, str] = {}
"""Each card's text, once (a card is one interned object: the table stays small)."""


def max_copies(rank: Rank, suit: Suit | None = None) -> int:
    """Copies three packs hold: 12 of a suited rank, 3 of one rank and suit, 3 of a joker."""
    if suit is not None:
        return PACKS
    return _COPIES[rank]


_COPIES = {rank: pack.max_copies(rank, PACKS) for rank in Rank}


_RANK_OF = attrgetter("rank")


class _CardOrder(dict[Card, int]):
    """Each card's place in the order of :class:`Cards` (rank, then suit, unknown first):
    a sort key looked up in C, for every card met."""

    def __missing__(self, card: Card) -> int:
        place = self[card] = card.rank * 8 + SUIT_ORDER[card.suit]
        return place


_ORDER = _CardOrder()


def within_three_packs(counts: Counter[Card]) -> bool:
    """Do cards (``counts`` of each) fit in three packs?  At once when no card is there more
    than three times and none of a suited rank goes without its suit (as the engine writes
    cards): no rank can then be there more than 12 times."""
    if max(counts.values(), default=0) <= PACKS and counts.keys().isdisjoint(_SUITLESS):
        return True
    ranks: Counter[Rank] = Counter()
    for card, n in counts.items():
        if card.suit is not None and n > max_copies(card.rank, card.suit):
            return False
        ranks[card.rank] += n
    return all(n <= max_copies(rank) for rank, n in ranks.items())


_SUITLESS = frozenset(Card(rank) for rank in Rank if not rank.is_joker)
"""The cards of a suited rank written without a suit (up to 12 may be held)."""


@dataclass(frozen=True)
class Rules:
    """The rule variants paiju offers; the defaults follow sanchazi.md."""

    wings_share_ranks: bool = False
    """May a wing pair have the rank of one of the plane's triples (333444+3344)?  The seed
    is silent; sanchazi.md §3 row 6w chooses no [L]."""


DEFAULT_RULES = Rules()


@dataclass(frozen=True)
class Cards:
    """A multiset of cards — a play laid down at once or a hand — kept sorted by rank, then
    suit (unknown suit first)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cards, key=_ORDER.__getitem__))
        object.__setattr__(self, "cards", ordered)

    @classmethod
    def presorted(cls, cards: tuple[Card, ...]) -> Cards:
        """The cards of a tuple already in this order (the referee's, taken rank by rank):
        not sorted again."""
        made = object.__new__(cls)
        object.__setattr__(made, "cards", cards)
        return made

    @classmethod
    def of_ranks(cls, counts: dict[Rank, int], suit: Suit | None = None) -> Cards:
        return cls(tuple(Card(rank, suit) for rank, n in counts.items() for _ in range(n)))

    @cached_property
    def card_counts(self) -> Counter[Card]:
        """How many of each card (rank and suit), in the order of the cards."""
        return Counter(self.cards)

    @cached_property
    def counts(self) -> Counter[Rank]:
        """How many cards of each rank, in the order of the cards (counted in C)."""
        return Counter(map(_RANK_OF, self.cards))

    @cached_property
    def suited_counts(self) -> Counter[Card]:
        """How many cards of each known rank-and-suit (jokers and unknown suits left out)."""
        return Counter({card: n for card, n in self.card_counts.items() if card.suit is not None})

    @property
    def size(self) -> int:
        return len(self.cards)

    @cached_property
    def written(self) -> str:
        """The cards as written, ranks held three times or more first ('888JJ',
        '333444JJQQ'), otherwise ascending; reads back as the same cards."""
        counts, cards = self.counts, self.cards
        # the cards are in rank then suit order already: the ranks held three times or more
        # are moved to the front, in order, unless every rank or none is
        if len(counts) > 1 and max(counts.values()) >= 3 > min(counts.values()):
            cards = tuple(card for card in cards if counts[card.rank] >= 3) + \
                tuple(card for card in cards if counts[card.rank] < 3)
        return "".join(map(card_text, cards))


    @property
    def in_rank_order(self) -> str:
        """The cards ascending by rank, one group per rank (how a hand is shown):
        '3 ♠5♠5♠5 8888 QQ 小王'."""
        groups: dict[Rank, str] = {}
        for card in self.cards:
            groups[card.rank] = groups.get(card.rank, "") + card_text(card)
        return " ".join(groups.values())


class Tier(enum.IntEnum):
    """What a play can beat (sanchazi.md §4): an ordinary play only a play of its own type
    and size, a bomb every ordinary play, a fork every bomb too."""

    ORDINARY = 0
    BOMB = 1
    FORK = 2

    @property
    def also_beaten_by(self) -> str | None:
        """What beats every play of this tier, whatever its type."""
        return {Tier.ORDINARY: "any bomb or fork", Tier.BOMB: "any fork"}.get(self)


@dataclass(frozen=True)
class Shape:
    """What a legal play is for beating: its type and the ranks that are compared.

    ``main`` is the rank of a single, pair, triple, bomb or fork, the triple of a 三带二, the
    highest pair or triple of a run; ``wing`` the pair of a 三带二 or the highest wing pair;
    ``length`` the pairs or triples in a run (1 otherwise); ``cards`` the number of cards;
    ``suit`` the suit of a fork."""

    type: CardType
    main: Rank
    cards: int
    wing: Rank | None = None
    length: int = 1
    suit: Suit | None = None

    @property
    def tier(self) -> Tier:
        return self.type.tier

    @property
    def strength(self) -> tuple[int, ...]:
        """Orders plays from cheapest to dearest: tier, bomb size, main rank, wing rank."""
        size = self.cards if self.tier is Tier.BOMB else 0
        return (self.tier, size, self.main, self.wing or 0)

    @property
    def description(self) -> str:
        return self.type.describe(self)


def _wing(shape: Shape) -> Rank:
    """The wing rank of a 三带二 or winged plane (their matchers always set one)."""
    assert shape.wing is not None
    return shape.wing


def _suit(shape: Shape) -> Suit:
    """The suit of a fork (its matcher always sets one)."""
    assert shape.suit is not None
    return shape.suit


def _span(high: Rank, length: int) -> str:
    low = Rank(high - length + 1)
    return f"{rank_name(low)}–{rank_name(high)}"


def _is_run(ranks: list[Rank]) -> bool:
    """Distinct natural ranks (3…A) without a gap."""
    ranks = sorted(ranks)
    return all(r.is_natural for r in ranks) and ranks[-1] - ranks[0] == len(ranks) - 1


def _runs(length: int) -> Iterator[tuple[Rank, ...]]:
    """Every run of ``length`` consecutive natural ranks, lowest first."""
    for start in range(len(NATURAL_RANKS) - length + 1):
        yield NATURAL_RANKS[start:start + length]


def _fork_suit(play: Cards) -> Suit | None:
    """The suit of three cards of one non-joker rank when all three are written and equal."""
    suits = {card.suit for card in play.cards}
    if play.size == 3 and len(play.counts) == 1 and len(suits) == 1:
        return next(iter(suits))
    return None


# ---------------------------------------------------------------------------------------
# Matchers: a play's cards → the ranks its type compares, or None.  They exclude each other.


class Found(NamedTuple):
    """What a matcher finds: the fields of a :class:`Shape` but its type."""

    main: Rank
    cards: int
    wing: Rank | None = None
    length: int = 1
    suit: Suit | None = None


def _match_single(play: Cards, rules: Rules) -> Found | None:
    if play.size == 1:
        return Found(play.cards[0].rank, 1)
    return None


def _one_rank(play: Cards, size: int | None = None) -> Rank | None:
    if len(play.counts) == 1 and (size is None or play.size == size):
        return play.cards[0].rank
    return None


def _match_pair(play: Cards, rules: Rules) -> Found | None:
    rank = _one_rank(play, 2)
    return Found(rank, 2) if rank else None


def _match_triple(play: Cards, rules: Rules) -> Found | None:
    rank = _one_rank(play, 3)
    if rank and not rank.is_joker and _fork_suit(play) is None:
        return Found(rank, 3)
    return None


def _match_fork(play: Cards, rules: Rules) -> Found | None:
    rank = _one_rank(play, 3)
    suit = _fork_suit(play)
    if rank and not rank.is_joker and suit is not None:
        return Found(rank, 3, suit=suit)
    return None


def _match_joker_fork(play: Cards, rules: Rules) -> Found | None:
    rank = _one_rank(play, 3)
    return Found(rank, 3) if rank and rank.is_joker else None


def _match_bomb(play: Cards, rules: Rules) -> Found | None:
    rank = _one_rank(play)
    if rank and not rank.is_joker and play.size >= 4:
        return Found(rank, play.size)
    return None


def _match_three_with_pair(play: Cards, rules: Rules) -> Found | None:
    by_count = {n: rank for rank, n in play.counts.items()}
    if len(play.counts) == 2 and set(by_count) == {2, 3}:
        return Found(by_count[3], 5, wing=by_count[2])
    return None


def _match_run(kind_size: int) -> Callable[[Cards, Rules], Found | None]:
    def match(play: Cards, rules: Rules) -> Found | None:
        ranks = list(play.counts)
        if (len(ranks) >= 2 and set(play.counts.values()) == {kind_size}
                and _is_run(ranks)):
            return Found(max(ranks), play.size, length=len(ranks))
        return None
    return match


def _wing_parts(play: Cards, rules: Rules) -> tuple[list[Rank], list[Rank]] | None:
    """The triple ranks and the pair ranks of a would-be winged plane, when every card is in
    one of them (a rank held five times is in both when wings may share ranks)."""
    shared = {5} if rules.wings_share_ranks else set()
    if not set(play.counts.values()) <= {2, 3} | shared:
        return None
    triples = [r for r, n in play.counts.items() if n in {3} | shared]
    pairs = [r for r, n in play.counts.items() if n in {2} | shared]
    return triples, pairs


def _match_plane_with_wings(play: Cards, rules: Rules) -> Found | None:
    parts = _wing_parts(play, rules)
    if parts is None:
        return None
    triples, pairs = parts
    if len(triples) == len(pairs) >= 2 and _is_run(triples) and _is_run(pairs):
        return Found(max(triples), play.size, wing=max(pairs), length=len(triples))
    return None


# ---------------------------------------------------------------------------------------
# Enumerators: every play of a type (and run length) that a hand can make, as rank-level
# cards (suits only where they make a fork).


Enumerator = Callable[[Cards, int, Rules], Iterator[Cards]]
"""Every play of a type (and run length) a hand can make."""


def _each_rank(size: int, allow: Callable[[Rank], bool] = lambda rank: True) -> Enumerator:
    def enumerate_(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
        for rank, n in hand.counts.items():
            if n >= size and allow(rank):
                yield Cards.of_ranks({rank: size})
    return enumerate_


def _triple_possible(hand: Cards, rank: Rank) -> bool:
    """Three cards of ``rank`` that are not provably one suit: impossible only when the
    hand holds exactly three, all of one written suit (or jokers)."""
    held = [card for card in hand.cards if card.rank == rank]
    return (not rank.is_joker and len(held) >= 3
            and not (len(held) == 3 and len({c.suit for c in held}) == 1 and held[0].suit))


def _enum_triples(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
    for rank in hand.counts:
        if _triple_possible(hand, rank):
            yield Cards.of_ranks({rank: 3})


def _enum_forks(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
    for card, n in hand.suited_counts.items():
        if n == 3:
            yield Cards((card,) * 3)


def _enum_bombs(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
    for rank, n in hand.counts.items():
        for size in range(4, n + 1):
            yield Cards.of_ranks({rank: size})


def _enum_three_with_pair(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
    for triple, n in hand.counts.items():
        for pair, m in hand.counts.items():
            if triple != pair and n >= 3 and m >= 2:
                yield Cards.of_ranks({triple: 3, pair: 2})


def _enum_runs(size: int) -> Enumerator:
    def enumerate_(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
        for run in _runs(length):
            if all(hand.counts[rank] >= size for rank in run):
                yield Cards.of_ranks({rank: size for rank in run})
    return enumerate_


def _enum_planes_with_wings(hand: Cards, length: int, rules: Rules) -> Iterator[Cards]:
    counts = hand.counts
    for triples in _runs(length):
        if any(counts[rank] < 3 for rank in triples):
            continue
        for pairs in _runs(length):
            if set(triples) & set(pairs) and not rules.wings_share_ranks:
                continue
            need = {rank: 3 for rank in triples}
            for rank in pairs:
                need[rank] = need.get(rank, 0) + 2
            if all(counts[rank] >= n for rank, n in need.items()):
                yield Cards.of_ranks(need)


# ---------------------------------------------------------------------------------------
# The table


class Kind(enum.Enum):
    SINGLE = "single"
    PAIR = "pair"
    TRIPLE = "triple"
    THREE_WITH_PAIR = "three_with_pair"
    CONSECUTIVE_PAIRS = "consecutive_pairs"
    PLANE = "plane"
    PLANE_WITH_WINGS = "plane_with_wings"
    BOMB = "bomb"
    FORK = "fork"
    JOKER_FORK = "joker_fork"


@dataclass(frozen=True, eq=False)
class CardType:
    """One card type (牌型): names, tier, definition, how it is beaten, and its functions."""

    kind: Kind
    name: str
    name_zh: str
    tier: Tier
    definition: str
    beaten_by: str
    matcher: Callable[[Cards, Rules], Found | None] = field(repr=False)
    find: Enumerator = field(repr=False)
    describe: Callable[[Shape], str] = field(repr=False)
    both_parts: bool = False
    """三带二 and winged planes: the triple part and the pair part must both be higher."""
    is_run: bool = False
    """Consecutive pairs and planes: only a run of the same length follows."""

    @property
    def beaten_by_all(self) -> str:
        """Everything that beats a play of this type: its own rule and its tier's."""
        also = self.tier.also_beaten_by
        return f"{self.beaten_by}; or {also}" if also else self.beaten_by

    def shape_of(self, play: Cards, rules: Rules = DEFAULT_RULES) -> Shape | None:
        """The play's shape when it is of this type, else None."""
        found = self.matcher(play, rules)
        return Shape(self, *found) if found else None


SINGLE = CardType(
    Kind.SINGLE, "single", "单张", Tier.ORDINARY, "one card",
    "a higher single", _match_single, _each_rank(1),
    lambda s: f"single {rank_name(s.main)}")
PAIR = CardType(
    Kind.PAIR, "pair", "对子", Tier.ORDINARY,
    "two cards of one rank; 大王大王 and 小王小王 are pairs, 大王小王 is not",
    "a higher pair", _match_pair, _each_rank(2),
    lambda s: f"pair of {rank_name(s.main)}")
TRIPLE = CardType(
    Kind.TRIPLE, "triple", "三张", Tier.ORDINARY,
    "three cards of one rank, not all of one written suit (that is a fork); no jokers",
    "a higher triple", _match_triple, _enum_triples,
    lambda s: f"triple of {rank_name(s.main)}")
THREE_WITH_PAIR = CardType(
    Kind.THREE_WITH_PAIR, "three with a pair", "三带二", Tier.ORDINARY,
    "a triple and a pair of another rank (888JJ); 2s, three jokers of one kind and joker "
    "pairs may be used (22233, 小王小王小王大王大王)",
    "a 三带二 whose triple AND pair are both higher (888JJ needs 999QQ or more)",
    _match_three_with_pair, _enum_three_with_pair,
    lambda s: f"triple {rank_name(s.main)} with pair {rank_name(_wing(s))}", both_parts=True)
CONSECUTIVE_PAIRS = CardType(
    Kind.CONSECUTIVE_PAIRS, "consecutive pairs", "连对", Tier.ORDINARY,
    "two or more pairs of consecutive ranks within 3…A (3344, 334455); no 2s, no jokers",
    "as many consecutive pairs, with a higher top pair",
    _match_run(2), _enum_runs(2),
    lambda s: f"{s.length} consecutive pairs {_span(s.main, s.length)}", is_run=True)
PLANE = CardType(
    Kind.PLANE, "plane", "飞机", Tier.ORDINARY,
    "two or more triples of consecutive ranks within 3…A (333444); the original rule page's 'bird'",
    "as many consecutive triples, with a higher top triple",
    _match_run(3), _enum_runs(3),
    lambda s: f"{s.length} consecutive triples {_span(s.main, s.length)}", is_run=True)
PLANE_WITH_WINGS = CardType(
    Kind.PLANE_WITH_WINGS, "plane with wings", "飞机带翅膀", Tier.ORDINARY,
    "consecutive triples and as many pairs, themselves consecutive within 3…A "
    "(333444+7788); wing ranks differ from the triples unless --wings-share-ranks",
    "as many triples and pairs, with the top triple AND the top pair both higher "
    "(333444JJQQ needs 444555QQKK)",
    _match_plane_with_wings, _enum_planes_with_wings,
    lambda s: (f"{s.length} consecutive triples {_span(s.main, s.length)} "
               f"with wing pairs {_span(_wing(s), s.length)}"), both_parts=True, is_run=True)
BOMB = CardType(
    Kind.BOMB, "bomb", "炸弹", Tier.BOMB,
    "four or more cards of one rank, suits free (6666, 888888); no joker bombs",
    "a bomb of more cards, or as many cards of a higher rank",
    _match_bomb, _enum_bombs,
    lambda s: f"bomb of {s.cards} × {rank_name(s.main)}")
FORK = CardType(
    Kind.FORK, "fork", "叉", Tier.FORK,
    "exactly three cards of one rank and one suit, all three suits written (♣4♣4♣4)",
    "a fork of a higher rank (the three-joker forks are the highest)",
    _match_fork, _enum_forks,
    lambda s: f"fork {_suit(s).value}{rank_name(s.main)}")
JOKER_FORK = CardType(
    Kind.JOKER_FORK, "three-joker fork", "三王叉", Tier.FORK,
    "three 大王 or three 小王 (jokers are suitless); a fork is never of both kinds",
    "only 大王大王大王 beats 小王小王小王; nothing beats 大王大王大王",
    _match_joker_fork, _each_rank(3, lambda rank: rank.is_joker),
    lambda s: f"three-joker fork {rank_name(s.main) * 3}")

CARD_TYPES: tuple[CardType, ...] = (
    SINGLE, PAIR, TRIPLE, THREE_WITH_PAIR, CONSECUTIVE_PAIRS, PLANE, PLANE_WITH_WINGS,
    BOMB, FORK, JOKER_FORK,
)
"""Every legal card type, ordinary ones first (sanchazi.md §3)."""



# ---------------------------------------------------------------------------------------
# Classifying a play


@dataclass(frozen=True)
class Classification:
    """A play's card type (``shape``) or, for an illegal play, None and why; ``culprit`` is
    a rank of the card where the play goes wrong, ``notes`` extra remarks (e.g. why a
    same-suit-looking triple is not a fork)."""

    play: Cards
    shape: Shape | None
    reason: str
    culprit: Rank | None = None
    notes: tuple[str, ...] = ()

    @property
    def legal(self) -> bool:
        return self.shape is not None


def classify(play: Cards, rules: Rules = DEFAULT_RULES) -> Classification:
    """The card type of ``play`` or the reason it is not a legal play."""
    for card_type in CARD_TYPES:
        shape = card_type.shape_of(play, rules)
        if shape is not None:
            reason = f"{card_type.name} ({card_type.name_zh}): {shape.description}"
            return Classification(play, shape, reason, notes=_fork_notes(play))
    reason, culprit = diagnose(play, rules)
    return Classification(play, None, reason, culprit)


def _fork_notes(play: Cards) -> tuple[str, ...]:
    if play.size != 3 or len(play.counts) != 1 or play.cards[0].rank.is_joker:
        return ()
    fork = _fork_suit(play)
    if fork is not None:
        return (f"all three cards are {fork.value}: a fork, not a triple",)
    suits = [card.suit for card in play.cards if card.suit is not None]
    if len(suits) < play.size:
        return ("not a fork: a fork needs all three suits written and equal "
                "(a triple written without suits is a triple)",)
    return (f"not a fork: the suits {' '.join(s.value for s in suits)} differ",)


# ---------------------------------------------------------------------------------------
# Why a play is illegal


Diagnosis = tuple[str, Rank | None]


def diagnose(play: Cards, rules: Rules = DEFAULT_RULES) -> Diagnosis:
    """The clearest reason a play that matches no card type is illegal, and the rank of a
    card to point at.  The checks run in order; the first that applies answers."""
    for check in _DIAGNOSES:
        found = check(play, rules)
        if found is not None:
            return found
    return f"{play.written} is not a Sanchazi card type", None


def _mixed_jokers(play: Cards, rules: Rules) -> Diagnosis | None:
    """A big and a small joker never make one pair or one fork; they may be the triple and
    the pair of a 三带二 (小王小王小王大王大王), which is legal and never reaches here."""
    counts = play.counts
    if not (counts[Rank.SMALL_JOKER] and counts[Rank.BIG_JOKER]):
        return None
    if play.size == 2 or (counts[Rank.SMALL_JOKER] == counts[Rank.BIG_JOKER] == 1):
        return ("大王 and 小王 are not a pair: a big and a small joker never make one pair or "
                "one fork, though a 三带二 may hold both (小王小王小王大王大王, sanchazi.md §3)",
                Rank.BIG_JOKER)
    if counts == Counter({Rank.SMALL_JOKER: 3, Rank.BIG_JOKER: 3}):
        return ("three 大王 and three 小王 are two three-joker forks, played one at a time: a "
                "fork is never of both kinds (sanchazi.md §3)", Rank.BIG_JOKER)
    return None


def _three_with_singles(play: Cards, rules: Rules) -> Diagnosis | None:
    profile = sorted(play.counts.values(), reverse=True)
    singles = sorted(rank for rank, n in play.counts.items() if n == 1)
    if profile == [3, 1]:
        return ("三带一 (a triple with one card) is not a play: a triple takes a pair of one "
                "rank (三带二)", singles[0])
    if profile == [3, 1, 1]:
        a, b = (rank_name(rank) for rank in singles)
        return (f"a triple takes a pair, not two single cards: {a} and {b} differ "
                "(22234 is illegal, sanchazi.md §3)", singles[1])
    return None


def _singles(play: Cards, rules: Rules) -> Diagnosis | None:
    if play.size > 1 and set(play.counts.values()) == {1}:
        return (f"{play.size} single cards of different ranks are not a play: there are no "
                "straights (sanchazi.md §3)", play.cards[1].rank)
    return None


OUTSIDE_RUNS = "runs stay within 3…A: no 2s, no jokers"


def _plural(rank: Rank) -> str:
    return rank_name(rank) if rank.is_joker else f"{rank_name(rank)}s"


def _of(part: str, ranks: list[Rank]) -> str:
    """'a wing of 2s', 'wings of 3s and 4s'."""
    names = [_plural(rank) for rank in ranks]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{'a ' + part if len(ranks) == 1 else part + 's'} of {listed}"


def _wings_with_shared_ranks(play: Cards, rules: Rules) -> Diagnosis | None:
    """A would-be plane with wings in which a rank is held five times — a triple and a wing
    pair of that rank — is a plane with wings gone wrong, not a bomb with extra cards: every
    fault is named (2s or jokers in the runs, gaps, a count of pairs that is not the count of
    triples, wings sharing the triples' ranks), the culprit being the first."""
    counts = play.counts
    if 5 not in counts.values() or not set(counts.values()) <= {2, 3, 5}:
        return None
    triples = sorted(rank for rank, n in counts.items() if n in (3, 5))
    pairs = sorted(rank for rank, n in counts.items() if n in (2, 5))
    if len(triples) < 2:
        return None
    faults = _sequence_faults(triples, "triple")
    if len(pairs) != len(triples):
        faults.append((f"{count_of(len(triples), 'triple')} with "
                       f"{count_of(len(pairs), 'wing pair')} (as many pairs as triples)",
                       max(pairs)))
    faults += _sequence_faults(pairs, "wing")
    shared = [rank for rank in pairs if counts[rank] == 5]
    if shared and not rules.wings_share_ranks:
        faults.append((f"{_of('wing', shared)} sharing "
                       f"{'a rank' if len(shared) == 1 else 'ranks'} with the triples "
                       "(paiju's reading [L]; --wings-share-ranks allows it)", shared[0]))
    if not faults:
        return None
    texts = [text for text, _ in faults]
    listed = texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " and " + texts[-1]
    return f"not a plane with wings: {listed}", faults[0][1]


def _sequence_faults(ranks: list[Rank], part: str) -> list[tuple[str, Rank]]:
    """Why consecutive triples or wing pairs are not a run of 3…A (sanchazi.md §3): 2s or
    jokers in it, else the gaps."""
    outside = [rank for rank in ranks if not rank.is_natural]
    if outside:
        return [(f"{_of(part, outside)} ({OUTSIDE_RUNS})", outside[0])]
    return [(f"{part}s of {rank_name(low)} and {rank_name(high)} not consecutive", high)
            for low, high in zip(ranks, ranks[1:]) if high - low != 1]


def _bomb_with_more(play: Cards, rules: Rules) -> Diagnosis | None:
    big = [rank for rank, n in play.counts.items() if n >= 4]
    if big and len(play.counts) > 1:
        other = min(rank for rank in play.counts if rank != big[0])
        return (f"a bomb is four or more cards of one rank and takes no other cards "
                f"({play.counts[big[0]]} × {rank_name(big[0])} with {rank_name(other)})", other)
    return None


def _stray_single(play: Cards, rules: Rules) -> Diagnosis | None:
    singles = sorted(rank for rank, n in play.counts.items() if n == 1)
    if singles and play.size > 1:
        return (f"the single {rank_name(singles[0])} fits no card type: only a single card "
                "is played alone, and no type takes single cards along", singles[0])
    return None


def _run_fault(ranks: list[Rank], sequence: str, part: str) -> Diagnosis | None:
    """Why ranks are not a run of 3…A: a 2 or joker in it, or a gap."""
    outside = sorted(rank for rank in ranks if not rank.is_natural)
    if outside:
        return (f"{sequence} run within 3…A only: {rank_name(outside[0])} cannot be in a "
                "sequence (AAA222333 is illegal, sanchazi.md §3)", outside[0])
    ranks = sorted(ranks)
    for low, high in zip(ranks, ranks[1:]):
        if high - low != 1:
            return f"the {part} {rank_name(low)} and {rank_name(high)} are not consecutive", high
    return None


def _runs_and_wings(play: Cards, rules: Rules) -> Diagnosis | None:
    """Plays of pairs and triples only (anything else was diagnosed before)."""
    parts = _wing_parts(play, rules)
    if parts is None:
        return None
    triples, pairs = parts
    if not triples:
        return _run_fault(pairs, "consecutive pairs", "pairs")
    if not pairs:
        return _run_fault(triples, "planes", "triples")
    if len(triples) == 1:
        return ("a triple takes exactly one pair (三带二); a plane with wings needs two or "
                "more consecutive triples", sorted(pairs)[1])
    fault = _run_fault(triples, "planes", "triples")
    if fault:
        return fault
    if len(pairs) != len(triples):
        return (f"a plane with wings takes as many pairs as triples: "
                f"{count_of(len(triples), 'triple')}, {count_of(len(pairs), 'pair')}", max(pairs))
    return _run_fault(pairs, "wing pairs", "wing pairs")


_DIAGNOSES: tuple[Callable[[Cards, Rules], Diagnosis | None], ...] = (
    _mixed_jokers, _three_with_singles, _singles, _wings_with_shared_ranks, _bomb_with_more,
    _stray_single, _runs_and_wings,
)


def plays_in(hand: Cards, card_type: CardType, length: int = 1,
             rules: Rules = DEFAULT_RULES) -> Iterator[tuple[Cards, Shape]]:
    """Every distinct play of ``card_type`` (runs of ``length``) the hand can make, with its
    shape; plays are rank-level cards, suits kept only where they make a fork."""
    for play in card_type.find(hand, length, rules):
        shape = card_type.shape_of(play, rules)
        assert shape is not None, play  # each enumerator yields its own type only
        yield play, shape
