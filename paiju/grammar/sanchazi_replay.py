"""JSON records of a Sanchazi deal played action by action (sanchazi.md §10) → a referee
:class:`~paiju.engine.sanchazi.referee.state.Setup` and its actions.

    {"id": "deal 7", "hands": ["888 K 5", "999 Q", "JJJ 10", "33 A"], "leader": 0,
     "base": 2, "rules": {"last-hand": "own"},
     "actions": [{"seat": 0, "play": "888"}, {"seat": 1, "pass": true}, …]}

``hands`` (four hands in the Sanchazi card notation of :mod:`paiju.grammar.sanchazi`, seat 0
first) and ``leader`` are required; ``base`` (底分, of happy money) defaults to 1; ``rules``
are switches of :mod:`paiju.engine.sanchazi.rules`; ``id`` is echoed back untouched.  Every
problem of shape or type is a :class:`~paiju.errors.RecordError` naming the field
(``actions[17].play``); a set-up that cannot happen is refused before any action is judged
(``Setup.check``).  A play that reads but holds more of a card than three packs is not a
reading error: the referee refuses it, with its index, when its turn comes; so does it a
play of no legal type (``22234``).

Reading is built for streams of records: a play's text is parsed once (memoised by text), and
a hand is read piece by piece — cut at spaces, before suit symbols and before 大王/小王, where a
card always begins — each piece parsed once by the card grammar and remembered; anything
unusual (suit letters, the ``sJ`` question, too many copies, an error) is read whole, so
errors are exactly the grammar's.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Sequence

from paiju.engine.cardgame.cards import Card, Rank, Suit
from paiju.engine.sanchazi.card_types import Cards, card_text, within_three_packs
from paiju.engine.sanchazi.referee.actions import (
    PASSES, SEATS, Action, Kind, pass_action, play_action, unplayable_action,
)
from paiju.engine.sanchazi.referee.state import Referee, Setup
from paiju.engine.sanchazi.rules import SWITCHBOARD
from paiju.errors import IllegalPlayError, NotationError, RecordError
from paiju.grammar import replay_actions
from paiju.grammar._text import MAX_NOTATION
from paiju.grammar.rule_records import record_rule_choices, with_given
from paiju.grammar.records import (
    action_seat_and_kind, check_fields, kind_of, list_field, read_text_field, stake,
    whole_number,
)
from paiju.grammar.sanchazi import parse_hand, parse_play, read_cards

REPLAY_FIELDS = ("id", "hands", "leader", "base", "rules", "actions")
ACTION_KINDS = tuple(kind.value for kind in Kind)


@dataclass(frozen=True)
class ReplayRecord:
    """A deal to replay: its set-up and actions, and the fields echoed back (``id``)."""

    setup: Setup
    actions: tuple[Action, ...]
    echo: dict[str, Any] = field(default_factory=dict)

    def referee(self, undo: bool = True) -> Referee:
        """The deal before any action (``undo=False``: one that will never pop)."""
        return Referee(self.setup, checked=True, undo=undo)

    def replay(self) -> Referee:
        """The referee after every action (IllegalActionError at the first illegal one)."""
        referee = self.referee()
        referee.push_all(self.actions)
        return referee


def read_replay(record: Any, rules: Iterable[tuple[str, str]] = ()) -> ReplayRecord:
    """Read one replay record; ``rules`` are (switch, value) choices given besides the
    record's own (e.g. on the command line); the record's own hold over them."""
    fields = check_fields(record, None, REPLAY_FIELDS, required=("hands", "leader"))
    hands = list_field(fields["hands"], "hands")
    if len(hands) != SEATS:
        raise RecordError(f"a table has {SEATS} hands, found {len(hands)}", "hands")
    chosen = with_given(record_rule_choices(fields.get("rules"), SWITCHBOARD), tuple(rules))
    setup = Setup(
        hands=tuple(_hand(text, f"hands[{seat}]") for seat, text in enumerate(hands)),
        leader=whole_number(fields["leader"], "leader"),
        base=stake(fields.get("base", 1), "base"),
        rules=SWITCHBOARD.book(chosen))
    setup.check()
    items = list_field(fields.get("actions", []), "actions")
    echo = {"id": fields["id"]} if "id" in fields else {}
    return ReplayRecord(setup, read_actions(items), echo)


def _hand(value: Any, name: str) -> Cards:
    if not isinstance(value, str):
        raise RecordError(f"expected a hand in the card notation, found {kind_of(value)}", name)
    return read_text_field(name, read_hand, value)


_CUTS = re.compile(r"\s+|(?=[♠♤♥♡♣♧♦♢])|(?=大王|小王)")
_LETTER_SUITS = set("sShHcCdD")


def read_hand(text: str) -> Cards:
    """:func:`~paiju.grammar.sanchazi.parse_hand`, reading the text piece by piece (each
    piece parsed once and remembered) when no suit letter makes the cuts uncertain."""
    cards = _by_pieces(text)
    return parse_hand(text) if cards is None else cards


@lru_cache(maxsize=65536)
def read_play(text: str) -> Cards:
    """:func:`~paiju.grammar.sanchazi.parse_play`, read piece by piece as a hand is: with
    suits written, distinct deals hold ever new play texts, made of the same few pieces."""
    cards = _by_pieces(text)
    return parse_play(text) if cards is None else cards


def _by_pieces(text: str) -> Cards | None:
    """The cards of ``text`` read piece by piece, or None where the grammar must read it
    whole (a suit letter, an error, more copies than three packs hold)."""
    if len(text) > MAX_NOTATION or not _LETTER_SUITS.isdisjoint(text):
        return None  # the grammar says why (a text too long is refused whatever it holds)
    words = _CARD_WORDS.findall(text)
    if "".join(words) == text.replace(" ", ""):
        # every character but spaces in a card as card_text writes it (a hand the engine
        # wrote): one lookup a card (in C), no piece to cut
        cards = list(map(_CARD_OF.__getitem__, words))
        return Cards(tuple(cards)) if cards and _within_three_packs(cards) else None
    try:
        cards = [card for piece in _CUTS.split(text) if piece for card in _piece(piece)]
    except (NotationError, IllegalPlayError):
        return None
    return Cards(tuple(cards)) if cards and _within_three_packs(cards) else None


def _piece(text: str) -> tuple[Card, ...]:
    one = _ONE_CARD.get(text)
    if one is not None:
        return one
    if _SUITLESS.fullmatch(text):
        return tuple(_ONE_CARD[word][0] for word in _RANK_WORD.findall(text))
    return _read_piece(text)


@lru_cache(maxsize=4096)
def _read_piece(text: str) -> tuple[Card, ...]:
    return tuple(item.card for item in read_cards(text, "hand"))


_ONE_CARD = {card_text(card): (card,) for card in
             [Card(rank, suit) for rank in Rank if not rank.is_joker for suit in Suit]
             + [Card(rank) for rank in Rank]}
"""A piece that is one card as :func:`card_text` writes it (``♦8``, ``10``, ``大王``) — most
pieces of the records the engine writes — read by a lookup."""
_RANK_WORD = re.compile("10|[2-9JQKA]|大王|小王")
_SUITLESS = re.compile(f"(?:{_RANK_WORD.pattern})+")
"""Suitless cards written touching, each as :func:`card_text` writes it (``999101010JJ``):
the plays of a record written without suits."""


_CARD_WORDS = re.compile("[♠♥♣♦]?(?:10|[2-9JQKA])|大王|小王")
"""A card as :func:`card_text` writes it."""
_CARD_OF = {text: cards[0] for text, cards in _ONE_CARD.items()}


def _within_three_packs(cards: list[Card]) -> bool:
    return within_three_packs(Counter(cards))


_PLAYS_BY_TEXT: dict[str, replay_actions.BySeat[Action]] = {}
"""The play actions (by seat) of each play text met that reads (:mod:`.replay_actions`)."""


def read_actions(items: list[Any]) -> tuple[Action, ...]:
    """A record's ``actions``: :func:`read_action` of each, the common ones by lookup."""
    return replay_actions.read_actions(items, PASSES, _PLAYS_BY_TEXT, read_action)


def read_action(item: Any, index: int = 0) -> Action:
    """One item of a record's ``actions`` (``{"seat": 2, "play": "999QQ"}``) as an action; a
    RecordError names ``actions[index]``."""
    name = f"actions[{index}]"
    seat, kind = action_seat_and_kind(item, name, SEATS, ACTION_KINDS,
                                      '{"seat": S, "play": …} or {"seat": S, "pass": true}')
    value = item[kind]
    if kind == Kind.PASS.value:
        if value is not True:
            raise RecordError(f"expected true, found {kind_of(value)}", f"{name}.pass")
        return pass_action(seat)
    if not isinstance(value, str):
        raise RecordError(f"expected a play in the card notation, found {kind_of(value)}",
                          f"{name}.play")
    try:
        cards = read_play(value)
    except IllegalPlayError as error:  # reads, but three packs cannot hold it
        return unplayable_action(seat, value, str(error))
    except NotationError as error:
        raise RecordError(f"{error.message}{error.where()}", f"{name}.play") from None
    plays = tuple(play_action(each, cards, value) for each in range(SEATS))
    replay_actions.remember(_PLAYS_BY_TEXT, value, plays)
    return plays[seat]
