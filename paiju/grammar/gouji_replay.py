"""JSON records of a Gouji deal played action by action (gouji.md §18) → a referee
:class:`~paiju.engine.gouji.referee.state.Setup` and its actions.

    {"hands": ["2大花+3x9+…", …six hands…], "mode": "normal", "leader": 0,
     "revolution": null, "head": null, "option": 0, "opening": 0,
     "rules": {"burners": "enemies"},
     "actions": [{"seat": 0, "play": "3x9"}, {"seat": 1, "pass": true},
                 {"seat": 3, "yield": true}, {"seat": 5, "burn": "1小花+3xK"},
                 {"seat": 4, "wind": true}],
     "deal": 2, "deals_per_game": 5, "declarations": {"0": "bright"}}

Only ``hands`` and ``leader`` are required; ``id`` is any JSON value, left to the caller (the
commands echo it in their answer).  ``option`` and ``opening`` are shorthands of the
rule-book switches of those names (a record that sets one both ways is refused).  Every
problem of shape or type is a :class:`~paiju.errors.RecordError` naming the field
(``actions[17].play``); a set-up that cannot happen is refused before any action is judged
(``Setup.check``, §18 rule 19).  A play that reads but is no legal play (two natural ranks)
is not a reading error: the referee refuses it, with its index, when its turn comes.

Reading is built for streams of records: a play's text is parsed once (pyparsing, memoised by
text) and becomes an interned action, and a hand written with ``+`` is read term by term, each
term parsed once by the hand grammar.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Sequence

from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.gouji.hand import Hand, Mode
from paiju.engine.gouji.plays import max_copies
from paiju.engine.gouji.referee.actions import (
    PASSES, WINDS, YIELDS, Action, Kind, Unplayable, plays_of,
)
from paiju.engine.gouji.referee.entries import PlayEntry, entry_for
from paiju.engine.gouji.referee.facts import Head
from paiju.engine.gouji.referee.state import Referee, Setup
from paiju.engine.gouji.rules import SWITCHBOARD, RuleBook
from paiju.engine.gouji.seats import check_record_seat
from paiju.engine.gouji.settling import Deal, check_game_position
from paiju.engine.gouji.tribute import Declaration
from paiju.errors import IllegalPlayError, NotationError, PaijuError, RecordError
from paiju.grammar import replay_actions
from paiju.grammar.gouji import parse_hand, parse_play, written_cards, written_play
from paiju.grammar.gouji_records import read_deal_number, read_declarations, read_rules
from paiju.grammar.records import (
    action_seat_and_kind, check_fields, choice, kind_of, list_field, optional_whole_number,
    whole_number,
)

REPLAY_FIELDS = ("id", "hands", "mode", "leader", "revolution", "head", "option", "opening",
                 "rules", "actions", "deal", "first_deal", "deals_per_game", "declarations")
ACTION_KINDS = tuple(kind.value for kind in Kind)
SEATS = 6
MODES = [mode.value for mode in Mode]
HEADS = [head.value for head in Head]
SHORTHANDS = ("option", "opening")
"""Record fields that set the rule-book switch of the same name."""


@dataclass(frozen=True)
class ReplayRecord:
    """A deal to replay: its set-up, its actions, and the settlement fields."""

    setup: Setup
    actions: tuple[Action, ...]
    declarations: dict[int, Declaration]
    number: int | None = None
    deals_per_game: int | None = None

    def replay(self) -> Referee:
        """The referee after every action (IllegalActionError at the first illegal one)."""
        referee = Referee(self.setup, checked=True)
        referee.push_all(self.actions)
        return referee

    def deal(self, referee: Referee) -> Deal:
        """The settlement record of the finished replay."""
        return referee.facts().deal(self.declarations, self.number, self.deals_per_game)


def read_replay(record: Any, rules: Iterable[tuple[str, str]] = ()) -> ReplayRecord:
    """Read one replay record; ``rules`` are (switch, value) choices given besides the
    record's own (e.g. on the command line); the record's own hold over them."""
    fields = check_fields(record, None, REPLAY_FIELDS, required=("hands", "leader"))
    hands = list_field(fields["hands"], "hands")
    if len(hands) != SEATS:
        raise RecordError(f"a table has {SEATS} hands, found {len(hands)}", "hands")
    revolution = optional_whole_number(fields.get("revolution"), "revolution")
    head_value = fields.get("head")
    read = tuple(_hand(text, seat, seat == revolution) for seat, text in enumerate(hands))
    leader = whole_number(fields["leader"], "leader")
    mode = choice(fields.get("mode", Mode.NORMAL.value), Mode, MODES, "mode")
    head = None if head_value is None else choice(head_value, Head, HEADS, "head")
    book = _known_rules(fields, tuple(rules))
    Setup(hands=read, leader=leader, mode=mode, revolution=revolution, head=head,
          rules=book).check()
    actions = read_actions(list_field(fields.get("actions", []), "actions"))
    declarations = read_declarations(fields.get("declarations", {}))
    number = read_deal_number(fields)
    deals_per_game = optional_whole_number(fields.get("deals_per_game"), "deals_per_game")
    # the settlement fields are checked now, finished deal or not (§18 rule 19)
    check_game_position(number, deals_per_game)
    for seat in declarations:
        check_record_seat(seat, f"declarations.{seat}")
    setup = Setup(hands=read, leader=leader, mode=mode, revolution=revolution, head=head,
                  rules=book, declarations=tuple(sorted(declarations.items())), number=number,
                  deals_per_game=deals_per_game)
    return ReplayRecord(setup, actions, declarations, number, deals_per_game)


_BOOKS: dict[Any, RuleBook] = {}
"""The rule book of each plain spelling of the rule fields read (text switches, whole-number
shorthands, the choices given besides): a stream of records repeats a few tables' rules."""


def _known_rules(fields: dict[str, Any], given: tuple[tuple[str, str], ...]) -> RuleBook:
    """:func:`_rules`, remembered for plain spellings (anything else, errors included, is
    read each time)."""
    written = fields.get("rules")
    key = None
    if written is None or (type(written) is dict and all(
            type(name) is str and type(value) is str for name, value in written.items())):
        shorthands = tuple((name, fields[name]) for name in SHORTHANDS if name in fields)
        if all(type(value) is int for _, value in shorthands):
            key = (None if written is None else tuple(written.items()), shorthands, given)
            found = _BOOKS.get(key)
            if found is not None:
                return found
    book = _rules(fields, given)
    if key is not None and len(_BOOKS) < 4096:
        _BOOKS[key] = book
    return book


def _rules(fields: dict[str, Any], given: tuple[tuple[str, str], ...]) -> RuleBook:
    """The record's ``rules`` with its ``option``/``opening`` shorthands (a switch the record
    sets two ways is an error naming the field), over the choices ``given`` besides it."""
    written = fields.get("rules")
    if written is None:  # "rules": null means no switches (§18 rule 19)
        written = {}
    book = read_rules(written)
    chosen = {name: (SWITCHBOARD.value(book, name), f"rules.{name}") for name in written}
    for name in SHORTHANDS:
        if name not in fields:
            continue
        value = fields[name]
        if isinstance(value, bool) or not isinstance(value, int):
            raise RecordError(f"expected a whole number, found {kind_of(value)}", name)
        _check_choice(name, str(value), name)
        if name in chosen and chosen[name][0] != str(value):
            raise RecordError(f"{value} disagrees with rules.{name} = {chosen[name][0]}", name)
        chosen[name] = (str(value), name)
    for name, value in given:  # a switch the record sets holds for the record
        _check_choice(name, value, "rules")
        chosen.setdefault(name, (value, "rules"))
    return SWITCHBOARD.book((name, value) for name, (value, _) in chosen.items())


def _check_choice(name: str, value: str, field: str) -> None:
    try:
        SWITCHBOARD.choose(name, value)
    except ValueError as error:
        raise RecordError(str(error), field) from None


def _hand(value: Any, seat: int, may_be_empty: bool = False) -> Hand:
    """A seat's hand; the revolutionary's may be written empty (``""``): its cards leave the
    deal, and a teaching record need not list them (§18 rule 19)."""
    if not isinstance(value, str):
        raise RecordError(f"expected a hand in the hand notation, found {kind_of(value)}",
                          f"hands[{seat}]")
    if may_be_empty and not value.strip():
        return Hand(())
    try:
        return read_hand(value)
    except PaijuError as error:
        raise RecordError(str(error), f"hands[{seat}]") from None


def read_hand(text: str) -> Hand:
    """:func:`~paiju.grammar.gouji.parse_hand`, reading a hand written with ``+`` term by term
    (each term parsed once and remembered); anything unusual is read whole, so errors are
    exactly the hand grammar's.  The common hand — unsuited terms of one rank each, highest
    rank first, within four packs — is put together from its terms' counts without sorting
    or counting its cards again (:meth:`~paiju.engine.gouji.hand.Hand.in_order`)."""
    found = _plain_hand(text)
    if found is not None:
        return found
    cards: list[Card] = []
    try:
        for term in text.replace("＋", "+").split("+"):
            cards.extend(_hand_term(term))
        return Hand(tuple(cards))
    except PaijuError:
        return parse_hand(text)


@lru_cache(maxsize=8192)
def _hand_term(text: str) -> tuple[Card, ...]:
    cards = written_cards(text)  # a hand as hands are written: no grammar (start-up)
    return parse_hand(text).cards if cards is None else cards


_PLAIN_TERMS: dict[str, tuple[Rank, int, tuple[Card, ...]] | None] = {}
"""Each hand term met: (rank, count, cards) when it is that many unsuited cards of one rank
within four packs, else None (read the slow way)."""


def _plain_term(term: str) -> tuple[Rank, int, tuple[Card, ...]] | None:
    play = written_play(term)  # a term as the engine writes a play ("3x9"): no grammar
    if play is not None and play.natural_rank is not None and not play.size - play.naturals:
        return play.natural_rank, play.naturals, (Card(play.natural_rank),) * play.naturals
    try:
        cards = _hand_term(term)
    except PaijuError:
        return None
    if not cards:
        return None
    rank = cards[0].rank
    if any(card.rank is not rank or card.suit is not None for card in cards) \
            or len(cards) > max_copies(rank):
        return None
    return rank, len(cards), cards


def _plain_hand(text: str) -> Hand | None:
    """The hand ``text`` when every term is plain and the ranks fall term by term (the
    cards are then in the hand's order, each rank counted once), else None."""
    cards: list[Card] = []
    counts: Counter[Rank] = Counter()
    last = None
    known = _PLAIN_TERMS
    for term in text.split("+"):
        if term in known:
            found = known[term]
        else:
            found = _plain_term(term)
            if len(known) < 8192:
                known[term] = found
        if found is None:
            return None
        rank, count, held = found
        if last is not None and rank >= last:
            return None
        last = rank
        counts[rank] = count
        cards += held
    return Hand.in_order(tuple(cards), counts)


_PLAY_TEXTS: dict[str, PlayEntry | str] = {}


def play_entry(text: str, name: str) -> PlayEntry | str:
    """The interned play written ``text``, or the reason it is no legal play; unreadable text
    is a RecordError naming ``name``."""
    found = _PLAY_TEXTS.get(text)
    if found is None:
        try:
            found = entry_for(parse_play(text))
        except IllegalPlayError as error:
            found = str(error)
        except NotationError as error:
            raise RecordError(str(error), name) from None
        if len(_PLAY_TEXTS) < 65536:
            _PLAY_TEXTS[text] = found
    return found


_PLAYS_BY_TEXT: dict[str, replay_actions.BySeat[Action]] = {}
"""The play actions (by seat) of each legal play text met (:mod:`.replay_actions`)."""


def read_actions(items: list[Any]) -> tuple[Action, ...]:
    """A record's ``actions``: :func:`read_action` of each, the common ones — a pass, a yield,
    a play whose text was met before — by lookup (:func:`replay_actions.read_actions`);
    every other item, errors included, is :func:`read_action`'s."""
    return replay_actions.read_actions(items, PASSES, _PLAYS_BY_TEXT, read_action, YIELDS)


def read_action(item: Any, index: int = 0) -> Action:
    """One item of a record's ``actions`` (``{"seat": 2, "play": "3x9"}``) as an interned
    action; a RecordError names ``actions[index]``."""
    name = f"actions[{index}]"
    if type(item) is not dict or len(item) != 2:
        return _odd_action(item, name)
    seat = item.get("seat")
    if type(seat) is not int or not 0 <= seat < SEATS:
        return _odd_action(item, name)
    for key, value in item.items():
        if key == "seat":
            continue
        if key == "pass" and value is True:
            return PASSES[seat]
        if key == "play" or key == "burn":
            if not isinstance(value, str):
                raise RecordError(f"expected a play in the play notation, found {kind_of(value)}",
                                  f"{name}.{key}")
            found = play_entry(value, f"{name}.{key}")
            kind = Kind.PLAY if key == "play" else Kind.BURN
            if isinstance(found, str):
                return Unplayable(seat, kind, text=value, problem=found)
            by_seat = plays_of(found)
            if kind is Kind.PLAY:  # every seat's at once: a stream meets each text at all six
                replay_actions.remember(_PLAYS_BY_TEXT, value,
                                        tuple(by_seat[0][other] for other in range(SEATS)))
            return by_seat[kind is Kind.BURN][seat]
        if key == "yield" and value is True:
            return YIELDS[seat]
        if key == "wind" and value is True:
            return WINDS[seat]
    return _odd_action(item, name)


def _odd_action(item: Any, name: str) -> Action:
    """Whatever is wrong with an action that is not one of the five forms, as a RecordError."""
    _, kind = action_seat_and_kind(item, name, SEATS, ACTION_KINDS, '{"seat": S, KIND: …}')
    raise RecordError(f"expected true, found {kind_of(item[kind])}", f"{name}.{kind}")
