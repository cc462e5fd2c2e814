"""The referee of one Sanchazi deal: sanchazi.md §10, the trick flow as a state machine.

:class:`Referee` is to a Sanchazi deal what python-chess's ``Board`` is to a game of chess:
the seat to act (:attr:`~Referee.turn`), its :meth:`~Referee.legal_actions`, applying an
action (:meth:`~Referee.push`, which raises :class:`~paiju.errors.IllegalActionError` naming
the §10 rule for an illegal one; :meth:`~Referee.is_legal` asks the same without raising),
:meth:`~Referee.pop` (the last action back, in constant time), whether the deal
:meth:`~Referee.is_over`, its :meth:`~Referee.outcome` (places, points, team totals), the
:meth:`~Referee.facts` it produced, the :attr:`~Referee.events` its story is told from, and
the position as a replay record (:meth:`~Referee.to_record`, :meth:`~Referee.from_record`) —
the card games' protocol, :mod:`paiju.engine.cardgame.protocol`.
:meth:`~Referee.copy` is cheap, so a search or a bot can branch on it.

The trick flow every climbing game shares — lead, follow, pass, the trick's end, the lead
passing on when its owner went out — is :class:`~paiju.engine.cardgame.tricks.Climb`, on a
four-seat table whose passes do not lock (rule 2) and whose lead goes to the partner of an
owner who went out (接风, rule 3).  This class adds what Sanchazi adds: the card types (§3)
and beating (§4) of :mod:`paiju.engine.sanchazi`, the points a trick carries to its winner
(§5), 上游, 下游 and the lift (§6, rule 5) and happy money as it happens (§7, rule 6).

Rules cited by refusals (``§10 rule N``): 1 the order of play, 2 what a lead or a follow must
be (cards in the hand, a legal type, beating the top play), 3 who leads a new trick, 4 a seat
that went out, 5 the end of the deal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields
from itertools import chain
from functools import cached_property
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.cardgame.protocol import Finish
from paiju.engine.cardgame.tricks import Climb, LeadAfterOut, Table
from paiju.engine.cardgame.undo import Recorded, Saved, Undo
from paiju.engine.sanchazi.beating import beats, ruling
from paiju.engine.sanchazi.card_types import (
    JOKER_FORK, Cards, Rules, Shape, card_text, classify, max_copies, rank_name,
    within_three_packs,
)
from paiju.engine.sanchazi.referee.actions import PASSES, SEATS, Action, Kind, play_action
from paiju.engine.sanchazi.referee.facts import (
    PARTNER, Event, EventKind, Facts, HappyPayment, Outcome, Trick, place_name, team_of,
)
from paiju.engine.sanchazi.referee.holding import Holding
from paiju.engine.sanchazi.respond import lead_keys, lead_play, responses
from paiju.engine.rulebook import stake_over
from paiju.engine.sanchazi.rules import DEFAULT, RuleBook
from paiju.engine.sanchazi.scoring import SCORE_CARDS, happy_money, points
from paiju.errors import IllegalActionError, RecordError

OUT_TO_END = 3
"""The deal ends when three players are out (§10 rule 5), or at a lift."""

SIX_JOKERS_NOTE = ("all six jokers played as two separate three-joker forks: with the other "
                   "fork's, 4 × base from each other player in all (§7)")


@dataclass(frozen=True)
class Laid:
    """A play on the table: the cards it took from the hand and its card type."""

    cards: Cards
    shape: Shape

    @cached_property
    def points(self) -> int:
        """The points of its score cards (§5)."""
        return points(self.cards).total


class Known:
    """What plays laid under one variant of the card types were (:func:`_known_plays`): a
    stream of deals lays the same few thousand card tuples again and again, and their ranks
    are fewer still.  ``laid``: the cards a play took from a hand, as laid, or why they are
    no legal play (§3); ``shapes``: a play's card type by its cards as written and their
    points — the cards it takes have the same ranks, and the ranks alone decide the type
    but for three of one rank (a fork or a triple by the suits taken)."""

    __slots__ = ("rules", "laid", "shapes")

    def __init__(self, rules: Rules):
        self.rules = rules
        self.laid: dict[tuple[Card, ...], Laid | str] = {}
        self.shapes: dict[tuple[Card, ...], tuple[Shape | None, int]] = {}

    def classified(self, taken: tuple[Card, ...], play: Cards) -> Laid | str:
        """``taken`` (the cards ``play`` took) as laid, or why it is no legal play."""
        cards = Cards.presorted(taken)
        if len(taken) == 3 and taken[0].rank == taken[2].rank:
            found = classify(cards, self.rules)  # the suits taken tell a fork from a triple
            shape, score = found.shape, points(cards).total
        else:
            shape, score = self._shape(play)
        answer: Laid | str
        if shape is None:
            answer = f"{cards.written} is no legal play (§3): {classify(cards, self.rules).reason}"
        else:
            answer = Laid(cards, shape)
            answer.__dict__["points"] = score  # the cached property's value, known already
        if len(self.laid) < KNOWN_PLAYS:
            self.laid[taken] = answer
        return answer

    def _shape(self, play: Cards) -> tuple[Shape | None, int]:
        known = self.shapes.get(play.cards)
        if known is None:
            known = classify(play, self.rules).shape, points(play).total
            if len(self.shapes) < KNOWN_PLAYS:
                self.shapes[play.cards] = known
        return known


_KNOWN: dict[Rules, Known] = {}
KNOWN_PLAYS = 1 << 16
"""How many laid plays and play shapes each variant remembers."""


def _known_plays(rules: Rules) -> Known:
    if rules not in _KNOWN:
        _KNOWN[rules] = Known(rules)
    return _KNOWN[rules]


def _beats(new: Laid, old: Laid) -> bool:
    return ruling(new.shape, old.shape).beats


TABLE = Table(SEATS, tuple((PARTNER[seat],) for seat in range(SEATS)), pass_locks=False,
              lead_after_out=LeadAfterOut.PARTNER, beats=_beats)
"""Four seats, partners opposite; a pass does not lock (§10 rule 2); after an owner went out
its partner leads, else the next seat holding cards (rule 3)."""


@dataclass(frozen=True)
class Setup:
    """A deal ready to play: the four hands, the seat that leads the first trick, the base
    stake (底分) of happy money, and the table's rule book."""

    hands: tuple[Cards, ...]
    leader: int
    base: int = 1
    rules: RuleBook = DEFAULT

    def check(self) -> None:
        """Refuse a set-up that cannot happen; RecordError names the field."""
        if len(self.hands) != SEATS:
            raise RecordError(f"a table has {SEATS} hands, found {len(self.hands)}", "hands")
        if self.leader not in range(SEATS):
            raise RecordError(f"seat {self.leader!r} does not exist (seats are 0-3)", "leader")
        if self.base < 1:
            raise RecordError(f"the base (底分) is a whole number from 1, not {self.base}", "base")
        if (problem := stake_over(self.base, "the base (底分)")) is not None:
            raise RecordError(problem, "base")
        for seat, hand in enumerate(self.hands):
            if not hand.size:
                raise RecordError(f"seat {seat} holds no card; every seat starts a deal with "
                                  "cards", f"hands[{seat}]")
        self._check_supply()

    @cached_property
    def known(self) -> Known:
        """The plays laid under this set-up's card types so far (not a field: a memo)."""
        return _known_plays(self.rules.cards)

    def record(self) -> dict[str, Any]:
        """The set-up as the fields of a replay record (what ``read_replay`` reads back to an
        equal set-up): hands in the card notation, ascending by rank, suits as known."""
        record: dict[str, Any] = {"hands": [hand.in_rank_order for hand in self.hands],
                                  "leader": self.leader, "base": self.base}
        if self.rules.readings:
            record["rules"] = dict(self.rules.readings)
        return record

    def _check_supply(self) -> None:
        """The four hands together fit in three packs (each rank, each rank and suit)."""
        if _within_three_packs(self.hands):
            return
        ranks: Counter[Rank] = Counter()
        suited: Counter[Card] = Counter()
        for seat, hand in enumerate(self.hands):
            ranks.update(hand.counts)
            suited.update(hand.suited_counts)
            over = [(rank_name(rank), ranks[rank], max_copies(rank)) for rank in hand.counts
                    if ranks[rank] > max_copies(rank)]
            over += [(card_text(card), suited[card], max_copies(card.rank, card.suit))
                     for card in hand.suited_counts
                     if suited[card] > max_copies(card.rank, card.suit)]
            if over:
                name, count, limit = over[0]
                raise RecordError(f"hands 0 to {seat} hold {count} × {name}, three packs hold "
                                  f"{limit}", f"hands[{seat}]")


def _within_three_packs(hands: tuple[Cards, ...]) -> bool:
    """Do the hands together fit in three packs?  Counted at once, in C: no hand's share
    goes over when all of them together do not (counts only grow)."""
    return within_three_packs(Counter(chain.from_iterable(hand.cards for hand in hands)))


class Referee(Recorded):
    """The state of one Sanchazi deal in play.  Build it from a :class:`Setup` (or a replay
    record, :meth:`from_record`); push actions, pop them back.  It implements the card
    games' :class:`~paiju.engine.cardgame.protocol.Referee` protocol.

    What changes within a trick is held in tuples (``holdings``, ``taken``, ``played``,
    ``forks``), replaced rather than changed, so that a copy shares them and :meth:`pop`
    puts the old ones back."""

    __slots__ = ("setup", "rules", "holdings", "table_points", "taken", "played", "trick_leader",
                 "done", "happy", "forks", "log", "index", "over", "lift", "downstream",
                 "tells")

    DERIVED = ("tells",)

    setup: Setup

    def __init__(self, setup: Setup, checked: bool = False, undo: bool = True,
                 story: bool = True):
        if not checked:
            setup.check()
        super().__init__(TABLE, setup.leader)
        self.setup = setup
        self.rules = setup.rules
        self.holdings = tuple(Holding(hand) for hand in setup.hands)
        self.table_points = 0
        self.taken = (0,) * SEATS
        self.played: tuple[tuple[int, Cards | None], ...] = ()
        self.trick_leader = setup.leader
        self.done: list[Trick] = []
        self.happy: list[HappyPayment] = []
        self.forks = (0,) * SEATS
        self.log: list[Event] = []
        self.index = 0
        self.over = False
        self.lift: str | None = None
        self.downstream: tuple[int, ...] = ()
        self.undo: list[Any] = []
        self.keeps_undo = undo
        """What :meth:`pop` needs of each action pushed: the action and the state before it."""
        self.tells = story
        """Does the referee log its :attr:`events` as it goes?  ``story=False`` (an answer
        that does not tell the story): the events are made only when asked, by replaying
        the actions pushed on a referee that tells."""

    @classmethod
    def from_record(cls, record: Any) -> Referee:
        """The referee after a replay record's actions (RecordError, IllegalActionError),
        read by the game's record reader: the seam of docs/architecture.md."""
        from paiju.grammar.sanchazi_replay import read_replay
        return read_replay(record).replay()

    # --- reading the state ------------------------------------------------------------

    def hand(self, seat: int) -> Cards:
        """What ``seat`` holds now."""
        return self.holdings[seat].cards

    # --- applying actions -------------------------------------------------------------

    def push(self, action: Action) -> None:
        """Apply ``action`` or raise IllegalActionError (nothing changes then)."""
        if self.over:
            raise self._refuse(action, 5, "the deal is over: " + self._end_reason())
        seat = action.seat
        if seat != self.turn:
            raise self._out_of_turn(action)
        saved = self._save(action) if self.keeps_undo else action
        if action.kind is _PASS:
            fault = self._pass_fault(seat)
            if fault:
                raise self._refuse(action, *fault)
            self._pass(seat)
        else:
            laid = self._laying(action)
            if type(laid) is not Laid:
                raise self._refuse(action, *laid)  # type: ignore[misc]
            self._lay(seat, laid)
        self.index += 1
        self.undo.append(saved)

    def push_all(self, actions: Iterable[Action]) -> None:
        """:meth:`push` each action in turn (the first illegal one raises)."""
        if self.keeps_undo or self.tells:
            for action in actions:
                self.push(action)
            return
        self._push_quietly(actions)

    def _push_quietly(self, actions: Iterable[Action]) -> None:
        """:meth:`push` of each action on a referee that keeps no undo and tells no story
        (an answer to a record): a follower's pass, and a play that the hand holds, of a
        type met before, beating the top play, are applied in line; anything else (every
        refusal among them) goes through :meth:`push`, which says why."""
        push, keep = self.push, self.undo.append
        known = self.setup.known
        laid_of = known.laid.get
        for action in actions:
            seat = action.seat
            if self.over or seat != self.turn:
                push(action)
                continue
            if action.kind is _PASS:
                if self.top is None:
                    push(action)
                    continue
                self.played += ((seat, None),)
                # Climb.pass_turn and advance in line: a pass does not lock (rule 2)
                asking, position = self.asking, self.position + 1
                silent = ~self.active | self.locked | self.aside | 1 << self.owner
                while position < len(asking) and silent >> asking[position] & 1:
                    position += 1
                self.position = position
                if position < len(asking):
                    self.turn = asking[position]
                else:
                    self.turn = None
                    self._next_trick()
            else:
                play = action.play
                if play is None:
                    push(action)
                    continue
                got = self.holdings[seat].take_out(play)
                if isinstance(got, str):
                    push(action)
                    continue
                taken, holding = got
                laid = laid_of(taken)
                if laid is None:
                    laid = known.classified(taken, play)
                top = self.top
                if type(laid) is not Laid or (
                        top is not None and not ruling(laid.shape, top.shape).beats):
                    push(action)
                    continue
                self._lay(seat, laid, holding)
            self.index += 1
            keep(action)

    def _save(self, action: Action) -> Saved:
        """What :meth:`pop` restores, in the order of :attr:`UNDO` (one tuple expression:
        specialised slot reads, one object)."""
        return (action, self.active, self.top, self.owner, self.asking, self.position,
                self.locked, self.aside, self.turn, self.tricks, self.holdings,
                self.table_points, self.taken, self.played, self.trick_leader, self.forks,
                self.index, self.over, self.lift, self.downstream, len(self.out),
                len(self.done), len(self.happy), len(self.log))

    UNDO = Undo(
        scalars=Climb.TURN_STATE + (
            "holdings", "table_points", "taken", "played", "trick_leader", "forks", "index",
            "over", "lift", "downstream"),
        appended=("out", "done", "happy", "log"))
    """What a push changes (the tuples are replaced, never changed: saving them is saving
    them)."""

    def is_legal(self, action: Action) -> bool:
        """Would :meth:`push` accept ``action``?  The same checks, in the same order, without
        raising and without copying (the ``_x_fault`` functions push raises from)."""
        if self.over or action.seat != self.turn:
            return False
        if action.kind is Kind.PASS:
            return self._pass_fault(action.seat) is None
        return isinstance(self._laying(action), Laid)

    def _pass_fault(self, seat: int) -> tuple[int, str] | None:
        """Why the seat to act may not pass (rule 2), or None: a follower may always pass
        (a pass does not lock, rule 2: the trick flow's table says so); the leader may not."""
        if self.top is None:
            return 2, (f"seat {seat} leads the trick, and a lead is a play: the leader may not "
                       "pass")
        return None

    def _refuse(self, action: Action, rule: int, reason: str) -> IllegalActionError:
        return IllegalActionError(f"§10 rule {rule}", reason, self.index, action.seat)

    def _out_of_turn(self, action: Action) -> IllegalActionError:
        seat, turn = action.seat, self.turn
        asked = f"it is seat {turn}'s turn"
        if seat not in range(SEATS):
            return self._refuse(action, 1, f"seat {seat!r} does not exist (seats are 0-3)")
        if not self.is_active(seat):
            place = self.out.index(seat) + 1
            return self._refuse(action, 4, f"seat {seat} has gone out ({place_name(place)}) and "
                                           f"plays no more; {asked}")
        if self.top is not None and seat == self.owner:
            return self._refuse(action, 2, f"seat {seat}'s own play is on top: the others are "
                                           f"asked about it; {asked}")
        if self.top is None and self.done:
            last = self.done[-1]
            if last.next_leader != last.winner:
                who = ("its partner (接风)" if turn == PARTNER[last.winner] else
                       "its partner is out too: the next seat holding cards")
                return self._refuse(action, 3, f"seat {last.winner} went out with the last "
                                               f"trick's play, so seat {turn} leads, {who}; "
                                               f"not seat {seat}")
            return self._refuse(action, 3, f"seat {last.winner} took the last trick and leads "
                                           f"the next one, not seat {seat}")
        if self.top is None:
            return self._refuse(action, 1, f"seat {turn} leads the first trick, not seat {seat}")
        return self._refuse(action, 1, f"{asked}, not seat {seat}'s: seats play in increasing "
                                       "order, 0, 1, 2, 3")

    def _laying(self, action: Action) -> Laid | tuple[int, str]:
        """The play as laid: the cards it takes from the hand, a legal type (§3), beating the
        top play (§4) — or why it may not be laid (the rule and the reason)."""
        seat = action.seat
        if action.play is None:
            return 2, f"{action.text!r} is no play: {action.problem}"
        taken = self.holdings[seat].take(action.play)
        if type(taken) is str:
            return 2, f"{action.play.written} is not in seat {seat}'s hand: {taken}"
        known = self.setup.known
        laid = known.laid.get(taken)  # type: ignore[arg-type]
        if laid is None:
            laid = known.classified(taken, action.play)  # type: ignore[arg-type]
        if type(laid) is str:
            return 2, laid
        top = self.top
        if top is not None:
            if not ruling(laid.shape, top.shape).beats:  # type: ignore[union-attr]
                verdict = beats(laid.shape, top.shape)  # type: ignore[union-attr]
                return 2, (f"{laid.cards.written} does not beat seat "  # type: ignore[union-attr]
                           f"{self.owner}'s {top.cards.written} (§4): {verdict.reason}")
        return laid  # type: ignore[return-value]

    def _lay(self, seat: int, laid: Laid, holding: Holding | None = None) -> None:
        """Lay ``laid`` from ``seat``'s hand (``holding``: the hand after it, when known)."""
        cards = laid.cards
        if holding is None:
            holding = self.holdings[seat].without(cards.cards)
        holdings = list(self.holdings)
        holdings[seat] = holding
        self.holdings = tuple(holdings)
        self.table_points += laid.points
        self.played += ((seat, cards),)
        trick = self.tricks + 1
        tells = self.tells
        # events made as tuples of every field: NamedTuple's keyword-default __new__ is
        # Python code, and a deal logs an event an action
        if not tells:
            pass
        elif self.top is None:
            self.log.append(_event(Event, (_LED, self.index, trick, seat, cards, None, (),
                                           None, "")))
        else:
            self.log.append(_event(Event, (_BEAT, self.index, trick, seat, cards, self.owner,
                                           (), None, "")))
        # Climb.lay and advance in line: the seats after this one are asked about it
        self.top, self.owner = laid, seat
        asking = self.asking = TABLE.after[seat]
        silent = ~self.active | self.locked | self.aside | 1 << seat
        position = 0
        while position < len(asking) and silent >> asking[position] & 1:
            position += 1
        self.position = position
        self.turn = asking[position] if position < len(asking) else None
        went_out = not holding.size
        if went_out:
            self._went_out(seat, trick)
        if laid.shape.type is JOKER_FORK:
            self._happy_money(seat, laid, went_out)
        if self.over:
            self._close_trick(None)
            if tells:
                self.log.append(Event(EventKind.DEAL_OVER, self.index, trick, None,
                                      seats=self.downstream, text=self._end_reason()))

    def _went_out(self, seat: int, trick: int) -> None:
        self.go_out(seat)
        if self.tells:
            self.log.append(_event(Event, (EventKind.WENT_OUT, self.index, trick, seat, None,
                                           None, (), len(self.out), "")))
        self._check_over()

    def _check_over(self) -> None:
        """Rule 5: three players out, or both partners of a team out first and second."""
        out = self.out
        if len(out) == 2 and PARTNER[out[0]] == out[1]:
            self.lift = team_of(out[0])
        elif len(out) < OUT_TO_END:
            return
        self.over = True
        self.turn = None
        self.downstream = tuple(seat for seat in range(SEATS) if self.is_active(seat))

    def _end_reason(self) -> str:
        if self.lift is not None:
            first, second = self.out
            return (f"seats {first} and {second}, partners, went out first and second: team "
                    f"{self.lift} lifts, and seats {self.downstream[0]} and "
                    f"{self.downstream[1]} are both 下游 (§6, §10 rule 5)")
        return (f"three players are out, seat {self.downstream[0]} is 下游 (§6, §10 rule 5)")

    def _happy_money(self, seat: int, laid: Laid, went_out: bool) -> None:
        """Rule 6: a 三王叉 played on its own collects at once, unless it is the last hand."""
        money = happy_money(laid.shape, laid.cards, self.setup.base, ends_deal=self.over,
                            goes_out=went_out, reading=self.rules.last_hand)
        forks = list(self.forks)
        forks[seat] += 1
        self.forks = tuple(forks)
        six = forks[seat] == 2
        payment = HappyPayment(self.index, seat, laid.cards, money, six)
        self.happy.append(payment)
        if not self.tells:
            return
        if money.per_payer:
            text = (f"seat {seat}'s {laid.cards.written} is a three-joker fork (三王叉) played on "
                    f"its own: each other seat pays {money.per_payer}, seat {seat} collects "
                    f"{money.collector_gets} (happy money, §7)")
        else:
            text = f"seat {seat}'s {laid.cards.written} earns no happy money: {money.reason}"
        if six:
            text += f"; {SIX_JOKERS_NOTE}"
        self.log.append(Event(EventKind.HAPPY_MONEY, self.index, self.tricks + 1, seat,
                              laid.cards, text=text))

    def _pass(self, seat: int) -> None:
        self.played += ((seat, None),)
        if self.tells:
            self.log.append(_event(Event, (_PASSED, self.index, self.tricks + 1, seat, None,
                                           None, (), None, "")))
        self.pass_turn(seat)
        if self.turn is None:
            self._next_trick()

    def _next_trick(self) -> None:
        """The trick is over, the deal is not: its owner takes it, the next leader leads."""
        leader = self.next_leader()
        assert leader is not None
        self._close_trick(leader)
        self.new_trick(leader)
        self.trick_leader = leader

    def _close_trick(self, leader: int | None) -> None:
        """The trick's owner takes the table points (§5); ``leader`` leads the next trick
        (None: the deal ended in this one)."""
        owner = self.owner
        taken = list(self.taken)
        taken[owner] += self.table_points
        self.taken = tuple(taken)
        self.done.append(_trick(self.tricks + 1, self.trick_leader, self.played, owner,
                                self.table_points, not self.active >> owner & 1, leader,
                                leader is not None))
        if self.tells:
            self.log.append(_event(Event, (_WON, self.index, self.tricks + 1, owner,
                                           self.top.cards, leader, (), self.table_points, "")))
        self.table_points = 0
        self.played = ()

    # --- what the seat to act may do --------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act: a leader's every distinct play (as
        :func:`~paiju.engine.sanchazi.respond.leads` lists them); a follower's pass, then
        every distinct play that beats the top play, cheapest first as ``paiju sanchazi
        respond`` orders them."""
        if self.over:
            return []
        seat = self.turn
        assert seat is not None
        hand = self.holdings[seat].cards
        if self.top is None:
            made = _LEAD_ACTIONS[seat]
            listed = []
            for key in lead_keys(hand, self.rules.cards):
                action = made.get(key)
                if action is None:
                    action = made[key] = play_action(seat, lead_play(key))
                listed.append(action)
            return listed
        passes = [PASSES[seat]] if self._pass_fault(seat) is None else []
        return passes + [play_action(seat, found.play) for found in
                         responses(hand, self.top.shape, self.rules.cards)]

    def open_kinds(self) -> tuple[Kind, ...]:
        """The kinds of action open to the seat to act, in the order of :class:`Kind`."""
        if self.over:
            return ()
        if self.top is None:
            return (Kind.PLAY,)
        hand = self.holdings[self.turn].cards  # type: ignore[index]
        if responses(hand, self.top.shape, self.rules.cards):
            return (Kind.PLAY, Kind.PASS)
        return (Kind.PASS,)

    def closed_kinds(self) -> tuple[tuple[Kind, int, str], ...]:
        """Each kind of action not open to the seat to act, with the §10 rule and the reason
        :meth:`push` would refuse it with, in the order of :class:`Kind`: what a teacher
        says besides the legal actions (``paiju sanchazi legal --explain``, the same shape
        as Gouji's).  Not on the hot path: nothing but an explanation asks it."""
        if self.over:
            return ()
        seat = self.turn
        assert seat is not None
        opened = self.open_kinds()
        closed: list[tuple[Kind, int, str]] = []
        top = self.top
        if Kind.PLAY not in opened and top is not None:
            closed.append((Kind.PLAY, 2, f"no play of seat {seat}'s hand beats seat "
                                         f"{self.owner}'s {top.cards.written} (§4)"))
        fault = self._pass_fault(seat)
        if fault is not None:
            closed.append((Kind.PASS, *fault))
        return tuple(closed)

    # --- what the deal produced -------------------------------------------------------

    def facts(self) -> Facts:
        left = tuple(holding.points() for holding in self.holdings)
        dealt = sum(each * hand.counts[rank] for hand in self.setup.hands
                    for rank, each in SCORE_CARDS.items())
        return Facts(
            finished=self.over,
            order=tuple(self.out),
            downstream=self.downstream,
            lift=self.lift,
            tricks=tuple(self.done),
            table=self.played,
            table_points=self.table_points,
            points_by_seat=self.taken,
            points_left=left,
            points_dealt=dealt,
            happy_money=tuple(self.happy),
            rules=self.rules)

    def outcome(self) -> Outcome | None:
        """Once the deal is over: every seat by place (the seats left holding cards, 下游,
        share the place after the last seat out), each seat's points and each team's; None
        while the deal goes on."""
        if not self.over:
            return None
        facts = self.facts()
        last = len(self.out) + 1
        places = tuple(Finish(seat, place) for place, seat in enumerate(self.out, 1)) \
            + tuple(Finish(seat, last) for seat in self.downstream)
        return Outcome(places, facts.points_by_seat, facts.teams, facts.lift)

    @property
    def events(self) -> tuple[Event, ...]:
        """The deal's story so far, in order (a referee built with ``story=False`` tells it
        now: the actions pushed, replayed by one that tells)."""
        if self.tells:
            return tuple(self.log)
        teller = Referee(self.setup, checked=True, undo=False)
        teller.push_all(self.actions)
        return tuple(teller.log)


_LEAD_ACTIONS: tuple[dict[int, Action], ...] = tuple({} for _ in range(SEATS))
"""Each seat's action for each lead key (:func:`~paiju.engine.sanchazi.respond.lead_keys`),
made once: a leader's listing is a lookup a play."""

_event = tuple.__new__
_TRICK_FIELDS = tuple(field.name for field in fields(Trick))


def _trick(*values: Any) -> Trick:
    """``Trick(*values)`` without the frozen dataclass's __init__ (a call of
    ``object.__setattr__`` a field; a deal closes a trick every six actions)."""
    trick = object.__new__(Trick)
    trick.__dict__.update(zip(_TRICK_FIELDS, values))
    return trick
_LED, _BEAT, _PASSED, _WON = EventKind.LED, EventKind.BEAT, EventKind.PASSED, EventKind.WON_TRICK
_PASS = Kind.PASS


def replay(setup: Setup, actions: Sequence[Action]) -> Referee:
    """Play ``actions`` from ``setup``; the first illegal one raises IllegalActionError (its
    ``action`` is the index in ``actions``), and nothing after it is judged."""
    referee = Referee(setup)
    referee.push_all(actions)
    return referee



if TYPE_CHECKING:
    from paiju.engine.cardgame import protocol

    def _implements(referee: Referee) -> protocol.Referee[Action, Event, Outcome, Kind]:
        """Checked by mypy: the referee implements the card games' protocol."""
        return referee
