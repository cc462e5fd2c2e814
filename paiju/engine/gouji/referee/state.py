"""The referee of one Gouji deal: gouji.md §18, the trick flow as a state machine.

:class:`Referee` is to a Gouji deal what python-chess's ``Board`` is to a game of chess: the
seat to act (:attr:`~Referee.turn`), its :meth:`~Referee.legal_actions`, applying an action
(:meth:`~Referee.push`, which raises :class:`~paiju.errors.IllegalActionError` naming the §18
rule for an illegal one; :meth:`~Referee.is_legal` asks the same without raising),
:meth:`~Referee.pop` (the last action back, in constant time), whether the deal
:meth:`~Referee.is_over`, its :meth:`~Referee.outcome` (places and settlement), the
:meth:`~Referee.facts` it produced, the :attr:`~Referee.events` a teacher's account is told
from, and the position as a replay record (:meth:`~Referee.to_record`,
:meth:`~Referee.from_record`) — the card games' protocol, :mod:`paiju.engine.cardgame.protocol`.
:meth:`~Referee.copy` is cheap, so a search or a bot can branch on it.

The trick flow every climbing game shares — lead, follow, pass, locks, the trick's end, the
lead passing on when its owner went out — is :class:`~paiju.engine.cardgame.tricks.Climb`;
this class adds Gouji's rules on top of it: level cards and their privilege (rules 5–6), 让
(rule 7), burning (rules 8–12), opening a point (rule 13), 底牌, 死够 and 接风 (rule 14), the
tangle and 要头/无头 (rule 15), 憋三 (rule 16) and the end of the deal (rule 17).  Hands are
rank counts in one flat list and plays are interned
:class:`~paiju.engine.gouji.referee.entries.PlayEntry` objects, so an action costs a few
microseconds.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from paiju.engine.cardgame.cards import Card, Rank
from paiju.engine.cardgame.protocol import Finish
from paiju.engine.cardgame.tricks import Climb, LeadAfterOut, Table
from paiju.engine.cardgame.undo import Recorded, Saved, Undo
from paiju.engine.gouji.burning import go_out
from paiju.engine.gouji.hand import Hand, Mode, card_word
from paiju.engine.gouji.plays import MONEY as MONEY_RANK, PACKS, max_copies, rank_name
from paiju.engine.gouji.plays import beats as beat_verdict
from paiju.engine.gouji.referee.actions import (
    PASSES, WINDS, YIELDS, Action, Kind, Unplayable, lead_plays, plays_of,
)
from paiju.engine.gouji.referee.entries import (
    JOKER_PAIRS, THREE, WIDTH, PlayEntry, beating_entries, beats, entry, goes_out_after,
    leftover_table, natural_groups,
)
from paiju.engine.gouji.referee.facts import (
    DeadLevel, Event, EventKind, Facts, Head, Outcome,
)
from paiju.engine.gouji.rules import (
    DEFAULT, SWITCHBOARD, BurnPriority, RuleBook, TangleBurn, Wind, burner_seats,
)
from paiju.engine.gouji.seats import partners, same_team
from paiju.engine.gouji.settling import Burn, BurnOutcome, Smother, settle
from paiju.engine.gouji.tribute import Declaration
from paiju.errors import IllegalActionError, RecordError

SEATS = 6
OPP = tuple((seat + 3) % SEATS for seat in range(SEATS))
TEAM_A = sum(1 << seat for seat in range(0, SEATS, 2))
TEAM_B = sum(1 << seat for seat in range(1, SEATS, 2))
HEAD_DEAD_LEVELS = 3
"""Under 要头 the revolutionary's 对家 keeps a head until its third 死够 (§11)."""
TANGLE_AT = 4
"""The tangle begins once four players or fewer are left playing (rule 15)."""
PLAIN_ASKING = tuple(tuple((owner + step) % SEATS for step in range(1, SEATS))
                     for owner in range(SEATS))
"""After a plain play by o: o+1, …, o+5 (rule 2)."""

_EV = EventKind
_LIFTED, _SUCCESS, _FAILED = BurnOutcome.LIFTED, BurnOutcome.SUCCESS, BurnOutcome.FAILED
_PLAY, _PASS, _BURN, _YIELD, _WIND = Kind.PLAY, Kind.PASS, Kind.BURN, Kind.YIELD, Kind.WIND
_new = tuple.__new__
"""Builds an :class:`Event` from its eight fields in one C call: the log grows on every
action, on the hot path of replaying records."""


def level_asking(owner: int, priority: BurnPriority) -> tuple[int, ...]:
    """Who is asked about a level card of ``owner``, in order (rule 9): the window o+1, o+2,
    then the 对家, then the window o+4, o+5; within a window the burn priority decides."""
    def ranked(window: tuple[int, int]) -> tuple[int, ...]:
        if priority is BurnPriority.SEAT_ORDER:
            return window
        first = OPP[owner] if priority is BurnPriority.TARGET_TEAM else owner
        return tuple(sorted(window, key=lambda seat: not same_team(seat, first)))
    return (*ranked(((owner + 1) % SEATS, (owner + 2) % SEATS)), OPP[owner],
            *ranked(((owner + 4) % SEATS, (owner + 5) % SEATS)))


@dataclass(frozen=True)
class Setup:
    """A deal ready to play: the six hands (after buying 3s and tribute), the mode, the seat
    that leads, the revolutionary and its 要头/无头 choice, and the table's rule book; then
    what settling the deal reads besides its play (§12): the declarations (明点/预点) made for
    it, its number in the game and the game's length (the replay record's ``declarations``,
    ``deal`` and ``deals_per_game``)."""

    hands: tuple[Hand, ...]
    leader: int
    mode: Mode = Mode.NORMAL
    revolution: int | None = None
    head: Head | None = None
    rules: RuleBook = DEFAULT
    declarations: tuple[tuple[int, Declaration], ...] = ()
    """(seat, declaration) for the seats that declared, by seat."""
    number: int | None = None
    deals_per_game: int | None = None

    def record(self) -> dict[str, Any]:
        """The set-up as the fields of a replay record (what ``read_replay`` reads back to an
        equal set-up): hands in the hand notation, with the suits where any is known."""
        record: dict[str, Any] = {
            "hands": [hand.card_list if any(card.suit for card in hand.cards) else hand.written
                      for hand in self.hands],
            "mode": self.mode.value, "leader": self.leader, "revolution": self.revolution,
            "head": None if self.head is None else self.head.value}
        if self.rules.readings:
            record["rules"] = dict(self.rules.readings)
        if self.declarations:
            record["declarations"] = {str(seat): declared.value
                                      for seat, declared in self.declarations}
        if self.number is not None:
            record["deal"] = self.number
        if self.deals_per_game is not None:
            record["deals_per_game"] = self.deals_per_game
        return record

    def check(self) -> None:
        """Refuse a set-up that cannot happen (§18 rule 19); RecordError names the field."""
        if len(self.hands) != SEATS:
            raise RecordError(f"a table has {SEATS} hands, found {len(self.hands)}", "hands")
        for name, seat in (("leader", self.leader), ("revolution", self.revolution)):
            if seat is not None and seat not in range(SEATS):
                raise RecordError(f"seat {seat!r} does not exist (seats are 0-5)", name)
        self._check_supply()
        for seat, hand in enumerate(self.hands):
            # the revolutionary's cards leave the deal: its hand may be empty (rule 19)
            if not hand.size and seat != self.revolution:
                raise RecordError(f"seat {seat} holds no card; every playing seat starts a "
                                  "deal with cards (§18 rule 19)", f"hands[{seat}]")
        rebel = self.revolution
        if rebel is None and self.head is not None:
            raise RecordError("there is no revolution, so nobody chooses 要头/无头: write null",
                              "head")
        if rebel is not None:
            if self.head is None:
                raise RecordError(f"seat {rebel} revolted: its 对家's head is \"keep\" (要头) or "
                                  "\"none\" (无头) (§11, §18 rule 15)", "head")
            if self.leader == rebel:
                raise RecordError(f"seat {rebel} revolted (革命) and plays no card, so it "
                                  "cannot lead (§18 rule 19)", "leader")
            held = [rank_name(rank) for rank in (Rank.BIG_JOKER, Rank.SMALL_JOKER, MONEY_RANK)
                    if self.hands[rebel].count(rank)]
            if held:
                raise RecordError(f"seat {rebel} revolted but holds {', '.join(held)}: only a "
                                  "hand without 大花, 小花 and 钱 may revolt (§11, §18 rule 19)",
                                  f"hands[{rebel}]")
        if self.mode is Mode.BIE_SAN:
            for seat, hand in enumerate(self.hands):
                if seat != rebel and not hand.count(Rank.THREE):
                    raise RecordError(f"in 憋三 mode every playing hand holds a 3 (bought before "
                                      f"play, §13.1), seat {seat} has none (§18 rules 16, 19)",
                                      f"hands[{seat}]")

    def _check_supply(self) -> None:
        """All six hands together fit in four packs (each rank, each suited card); the
        error names the first hand at which a card runs over."""
        totals = [0] * WIDTH
        suited: Counter[Card] = Counter()
        for hand in self.hands:
            for rank, count in hand.counts.items():
                totals[rank] += count
            if hand.suited:
                suited.update(card for card in hand.cards if card.suit is not None)
        if all(count <= limit for count, limit in zip(totals, _SUPPLY)) \
                and all(count <= PACKS for count in suited.values()):
            return
        ranks: Counter[Rank] = Counter()
        suited.clear()
        for seat, hand in enumerate(self.hands):
            ranks.update(hand.counts)
            suited.update(card for card in hand.cards if card.suit is not None)
            over = [(rank_name(rank), ranks[rank], max_copies(rank)) for rank in hand.counts
                    if ranks[rank] > max_copies(rank)]
            over += [(card_word(card), suited[card], PACKS) for card in set(hand.cards)
                     if card.suit is not None and suited[card] > PACKS]
            if over:
                name, count, limit = over[0]
                raise RecordError(f"hands 0 to {seat} hold {count} × {name}, four packs hold "
                                  f"{limit} (§18 rule 19)", f"hands[{seat}]")


_SUPPLY = (0,) * THREE + tuple(max_copies(Rank(value)) for value in range(THREE, WIDTH))
"""Four packs' copies of each rank, by rank value."""


class _Book:
    """What the referee reads from a rule book, prepared once per book."""

    def __init__(self, rules: RuleBook):
        self.rules = rules
        self.leftover = leftover_table(rules)
        leftover = self.leftover
        lead = LeadAfterOut.PARTNER if rules.wind is Wind.PARTNER else LeadAfterOut.NEXT
        self.table = Table(SEATS, tuple(partners(seat) for seat in range(SEATS)), True, lead,
                           lambda new, old: beats(new, old, leftover))
        self.level_asking = tuple(level_asking(owner, rules.burn_priority)
                                  for owner in range(SEATS))
        self.burners = tuple(sum(1 << seat for seat in burner_seats(owner, rules))
                             for owner in range(SEATS))
        self.opening = rules.opening
        self.carry = rules.burn_across_tangle is TangleBurn.CARRY
        self.burners_value = SWITCHBOARD.value(rules, "burners")


@lru_cache(maxsize=64)
def _book(rules: RuleBook) -> _Book:
    return _Book(rules)


_BOOKS_BY_ID: dict[int, tuple[RuleBook, _Book]] = {}
"""The prepared book of each rule book object met (a reader hands the same object to the
deals of one spelling of the rules): found by identity, as hashing a rule book's every
switch was half of setting up a referee.  The book is kept with it, so its id stays its own."""


def _book_of(rules: RuleBook) -> _Book:
    found = _BOOKS_BY_ID.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    book = _book(rules)
    if len(_BOOKS_BY_ID) < 256:
        _BOOKS_BY_ID[id(rules)] = (rules, book)
    return book


class Referee(Recorded):
    """The state of one Gouji deal in play.  Build it from a :class:`Setup` (or a replay
    record, :meth:`from_record`); push actions, pop them back.  It implements the card
    games' :class:`~paiju.engine.cardgame.protocol.Referee` protocol."""

    __slots__ = ("setup", "book", "biesan", "counts", "sizes", "out_trick", "failed",
                 "rebel", "rebel_rival", "keep_head", "dead_count", "tangle", "level",
                 "yielder", "yield_used", "yielder_asked", "requester", "burner", "victim",
                 "burn_at", "burns", "opened", "opened_bits", "smothered", "smothered_bits",
                 "dead_levels", "log", "tells", "index", "over", "last_left", "left")

    setup: Setup

    def __init__(self, setup: Setup, checked: bool = False, undo: bool = True,
                 story: bool = True):
        if not checked:
            setup.check()
        book = _book_of(setup.rules)
        rebel = setup.revolution
        active = TEAM_A | TEAM_B
        if rebel is not None:
            active &= ~(1 << rebel)
        super().__init__(book.table, setup.leader, active)
        self.setup = setup
        self.book = book
        self.biesan = setup.mode is Mode.BIE_SAN
        self.counts = counts = [0] * (SEATS * WIDTH)
        for seat, hand in enumerate(setup.hands):
            base = seat * WIDTH
            for rank, count in hand.counts.items():
                counts[base + rank] = count  # a Rank is an int
        self.sizes = [hand.size for hand in setup.hands]
        self.out_trick = [-1] * SEATS
        self.failed: list[int] = []
        self.rebel = -1 if rebel is None else rebel
        self.rebel_rival = -1 if rebel is None else OPP[rebel]
        self.keep_head = setup.head is Head.KEEP
        self.dead_count = 0
        self.tangle = False
        self.level = False
        self.yielder = self.requester = self.burner = self.victim = self.burn_at = -1
        self.yield_used = self.yielder_asked = False
        self.burns: list[tuple[int, int, BurnOutcome | None]] = []
        self.opened: list[int] = []
        self.opened_bits = 0
        self.smothered: list[tuple[int, int]] = []
        self.smothered_bits = 0
        self.dead_levels: list[tuple[int, PlayEntry, bool]] = []
        self.log: list[Event] = []
        self.tells = story
        """Does the referee log its :attr:`events` as it goes?  ``story=False`` (an answer
        that does not tell the story): the events are made only when asked, by replaying
        the actions pushed on a referee that tells (as Sanchazi's does)."""
        self.index = 0
        self.over = False
        self.last_left = -1
        self.left: tuple[int, ...] = ()
        self.undo: list[Any] = []
        self.keeps_undo = undo
        """What :meth:`pop` needs of each action pushed: the action and the state before it."""
        self._start_trick()

    @classmethod
    def from_record(cls, record: Any) -> Referee:
        """The referee after a replay record's actions (RecordError, IllegalActionError),
        read by the game's record reader: the seam of docs/architecture.md."""
        from paiju.grammar.gouji_replay import read_replay
        return read_replay(record).replay()

    # --- reading the state ------------------------------------------------------------

    @property
    def rules(self) -> RuleBook:
        return self.book.rules

    def hand(self, seat: int) -> Hand:
        """What ``seat`` holds now (suits are not tracked during play)."""
        base = seat * WIDTH
        return Hand.from_counts({Rank(rank): self.counts[base + rank]
                                 for rank in range(THREE, WIDTH) if self.counts[base + rank]})

    def head(self, seat: int) -> bool:
        """Does ``seat`` still have a level rival?  (§18: its 对家 is active, or went out in
        this trick, or is the revolutionary under 要头 before the third 死够.)"""
        rival = OPP[seat]
        return bool(self.active >> rival & 1 or self.out_trick[rival] == self.tricks
                    or (rival == self.rebel and self.keep_head
                        and self.dead_count < HEAD_DEAD_LEVELS))

    @property
    def burn_in_progress(self) -> tuple[int, int] | None:
        """(burner, burned seat) of the burn in progress, if one is."""
        return None if self.burner < 0 else (self.burner, self.victim)

    # --- applying actions -------------------------------------------------------------

    def push(self, action: Action) -> None:
        """Apply ``action`` or raise IllegalActionError (nothing changes then)."""
        seat = action.seat
        if seat != self.turn:  # once the deal is over nobody's turn comes (turn is None)
            if self.over:
                raise self._refuse(action, 17, "the deal is over: every player left is on one "
                                               "team")
            raise self._out_of_turn(action)
        kind = action.kind
        if kind is _PASS and self.top is not None:  # touching only the locks and the
            # asking position (_pass_on)
            self.undo.append(self._save(action) if self.keeps_undo else action)
            self._pass_on(seat)
            return
        saved = self._save(action) if self.keeps_undo else action
        if self.top is None:
            if kind is not _PLAY:
                raise self._refuse(action, *self._not_a_lead(seat, kind))
            played = self._held(action, seat)
            if seat == self.burner and played.size != self.sizes[seat] and not played.flowers:
                self._fail_burn(action)
            else:
                self._lay(action, False)
        elif kind is _PLAY:
            # a follow, told in line when it is legal: the cards are in the hand (and no 3s
            # in 憋三 mode, where 3s beat nothing), the play beats the top by the variant's
            # leftover table (entries.front), and no level card bars the seat (rule 6);
            # anything else is refused by the checks that say why
            played, top = self._held(action, seat), self.top
            left = self.book.leftover[played.joker_index * JOKER_PAIRS + top.joker_index]
            base_count = played.base_count
            if left < 0 or left + base_count != top.base_count \
                    or (base_count and played.base_rank <= top.base_rank) \
                    or (self.level and seat != OPP[self.owner] and self.head(seat)):
                self._follow(action)
            self._lay(action, False)
        elif kind is _BURN:
            self._check_cards(action)
            self._burn(action)
        elif kind is _YIELD:
            self._yield(action)
        else:
            self._wind(action)
        self.index += 1
        self.undo.append(saved)

    def _held(self, action: Action, seat: int) -> PlayEntry:
        """The entry of a play whose cards ``seat`` holds (and no 3 in 憋三 mode), checked
        by counts; any other play is refused by :meth:`_check_cards`, which says why."""
        played = action.entry
        if played is None or (self.biesan and played.rank == THREE):
            self._check_cards(action)
        assert played is not None
        counts, base = self.counts, seat * WIDTH
        for rank, count in played.takes:
            if counts[base + rank] < count:
                self._check_cards(action)
        return played

    def push_all(self, actions: Iterable[Action]) -> None:
        """:meth:`push` each action in turn.  Without undo, a pass answering a top play —
        two actions in three — goes to push's own pass path (:meth:`_pass_on`) without
        push's checks around it."""
        push = self.push
        if self.keeps_undo:
            for action in actions:
                push(action)
            return
        undo = self.undo.append
        for action in actions:
            seat = action.seat
            if action.kind is not _PASS or seat != self.turn or self.top is None:
                push(action)
                continue
            undo(action)
            self._pass_on(seat)

    def _pass_on(self, seat: int) -> None:
        """``seat``'s pass on a top play, told in line (two actions in three are passes):
        rule 1, a pass is open to every seat asked about a top play; rules 2-3, the asking
        order and the locks, are Climb.advance's, written out here.  Its event is not logged:
        :attr:`events` tells it from the action."""
        if seat == self.yielder:
            self.yielder = -1
        locked = self.locked if self.tangle else self.locked | 1 << seat
        self.locked = locked
        asking, position = self.asking, self.position + 1
        silent = ~self.active | locked | self.aside | 1 << self.owner
        end = len(asking)
        while position < end:
            other = asking[position]
            if not silent >> other & 1:
                self.position, self.turn = position, other
                break
            position += 1
        else:
            self.position, self.turn = position, None
            self._next_turn()
        self.index += 1

    def _save(self, action: Action) -> Saved:
        """What :meth:`pop` restores, in the order of :attr:`UNDO` (one tuple expression:
        specialised slot reads, one object)."""
        return (action, self.active, self.top, self.owner, self.asking, self.position,
                self.locked, self.aside, self.turn, self.tricks, self.dead_count, self.tangle,
                self.level, self.yielder, self.yield_used, self.yielder_asked, self.requester,
                self.burner, self.victim, self.burn_at, self.opened_bits, self.smothered_bits,
                self.index, self.over, self.last_left, self.left, len(self.out),
                len(self.failed), len(self.burns), len(self.opened), len(self.smothered),
                len(self.dead_levels), len(self.log))

    UNDO = Undo(
        scalars=Climb.TURN_STATE + (
            "dead_count", "tangle", "level", "yielder", "yield_used", "yielder_asked",
            "requester", "burner", "victim", "burn_at", "opened_bits", "smothered_bits",
            "index", "over", "last_left", "left"),
        appended=("out", "failed", "burns", "opened", "smothered", "dead_levels", "log"))
    """What a push changes besides the cards (put back from the action by :meth:`pop`)."""
    DERIVED = ("book", "tells")

    def pop(self) -> Action:
        """Take back the last action pushed and return it (IndexError when none was); the
        state is then equal to what it was before that push, in a time that does not grow
        with the deal: the scalar slots come back as saved, the append-only lists are cut
        to their saved lengths, and what the push changed in place is put back from the
        action — the seat's cards; the trick it went out in (it was playing before, so it
        had none); the burn in progress, whose outcome is written into ``burns`` when it
        ends."""
        action: Action = super().pop()
        played = action.entry
        if played is not None:
            counts, base = self.counts, action.seat * WIDTH
            for rank, count in played.takes:
                counts[base + rank] += count
            self.sizes[action.seat] += played.size
        self.out_trick[action.seat] = -1
        if self.burn_at >= 0:
            self.burns[self.burn_at] = (self.burner, self.victim, None)
        return action

    def is_legal(self, action: Action) -> bool:
        """Would :meth:`push` accept ``action``?  The same checks, in the same order, without
        raising and without copying (the ``_x_fault`` functions push raises from)."""
        if self.over or action.seat != self.turn:
            return False
        seat, kind = action.seat, action.kind
        if kind is _PASS:
            return self._pass_fault(seat) is None
        if self.top is None:
            return kind is _PLAY and self._cards_fault(action) is None
        if kind is _YIELD:
            return self._yield_fault(seat) is None
        if kind is _WIND:
            return self._wind_fault(seat) is None
        played = action.entry
        if played is None or self._cards_fault(action) is not None \
                or not beats(played, self.top, self.book.leftover):
            return False
        if kind is _PLAY:
            return self._follow_fault(seat) is None
        base = seat * WIDTH
        return self._burn_fault(seat) is None and goes_out_after(
            self.counts, base, played, natural_groups(self.counts, base), self.biesan)

    def _refuse(self, action: Action, rule: int, reason: str) -> IllegalActionError:
        return IllegalActionError(f"§18 rule {rule}", reason, self.index, action.seat)

    def _out_of_turn(self, action: Action) -> IllegalActionError:
        seat, turn = action.seat, self.turn
        asked = f"it is seat {turn}'s turn"
        if seat not in range(SEATS):
            return self._refuse(action, 19, f"seat {seat!r} does not exist (seats are 0-5)")
        if seat == self.rebel:
            return self._refuse(action, 2, f"seat {seat} revolted (革命) and plays no card; "
                                           f"{asked}")
        if not self.active >> seat & 1:
            gone = "failed its burn and left the deal" if seat in self.failed else "has gone out"
            return self._refuse(action, 2, f"seat {seat} {gone}; {asked}")
        if self.locked >> seat & 1:
            return self._refuse(action, 3, f"seat {seat} passed in this trick and stays locked "
                                           f"until its 对家 seat {OPP[seat]} makes a new top "
                                           f"play; {asked}")
        if self.top is not None and seat == self.owner:
            return self._refuse(action, 2, f"seat {seat}'s own play is on top; {asked}")
        if seat == self.yielder:
            return self._refuse(action, 7, f"seat {seat} yielded (让): the seats after it speak "
                                           f"first; {asked}")
        if seat == self.requester:
            return self._refuse(action, 14, f"seat {seat} asked to take the lead (接风) and waits "
                                            f"for the others to pass; {asked}")
        return self._refuse(action, 2, f"{asked}, not seat {seat}'s")

    def _check_cards(self, action: Action) -> None:
        fault = self._cards_fault(action)
        if fault:
            raise self._refuse(action, *fault)

    def _cards_fault(self, action: Action) -> tuple[int, str] | None:
        """Why the cards of a play or a burn cannot be laid by its seat (rules 16, 19), or
        None: no legal play at all, not in the hand, 3s out of place in 憋三 mode."""
        played = action.entry
        if played is None:
            assert isinstance(action, Unplayable)
            return 19, f"{action.text!r} is no legal play (§3): {action.problem}"
        seat = action.seat
        base = seat * WIDTH
        counts = self.counts
        for rank, count in played.takes:
            if counts[base + rank] < count:
                return 19, (f"{played.written} is not in seat {seat}'s hand: it holds "
                            f"{counts[base + rank]} × {rank_name(Rank(rank))}")
        if self.biesan and played.rank == THREE:
            if not played.threes or played.size != self.sizes[seat]:
                return 16, "in 憋三 mode 3s are played only as the whole remaining hand, 3s alone"
            if self.top is not None:
                return 16, "in 憋三 mode 3s are played only as a lead: they beat nothing"
        return None

    def _follow(self, action: Action) -> None:
        played, top = action.entry, self.top
        assert played is not None
        if not beats(played, top, self.book.leftover):
            verdict = beat_verdict(played.play, top.play, self.book.rules)
            raise self._refuse(action, 5, f"{played.written} does not beat {top.written}: "
                                          f"{verdict.reason}")
        fault = self._follow_fault(action.seat)
        if fault:
            raise self._refuse(action, 6, fault)
        self._lay(action, False)

    def _follow_fault(self, seat: int) -> str | None:
        """Why ``seat`` may not beat the top play with a plain play (rule 6), or None."""
        if not self.level or seat == OPP[self.owner] or not self.head(seat):
            return None
        return (f"seat {self.owner}'s {self.top.written} is a level card: before the tangle "
                f"only its 对家 seat {OPP[self.owner]} (or a seat without head) may beat it; "
                f"seat {seat} may only burn or pass")

    def _pass_fault(self, seat: int) -> tuple[int, str] | None:
        """Why the seat to act may not pass (rule 1), or None.  A pass is open to every seat
        asked about a top play (rules 2–3: the order of asking, and the locks a pass
        leaves, are the trick flow's, :mod:`paiju.engine.cardgame.tricks`), even to a
        yielder asked again (rule 7); only the seat to lead must play."""
        if self.top is None:
            return self._not_a_lead(seat, _PASS)
        return None

    def _not_a_lead(self, seat: int, kind: Kind) -> tuple[int, str]:
        return 1, (f"seat {seat} leads the trick, and the leader must play: a {kind.value} is "
                   "not a lead")

    def _yield(self, action: Action) -> None:
        fault = self._yield_fault(action.seat)
        if fault:
            raise self._refuse(action, *fault)
        self.yielder = action.seat
        self.yield_used = True
        if self.tells:
            self.log.append(_new(Event, (_EV.YIELDED, self.index, self.tricks + 1, action.seat,
                                         None, None, (), None)))
        self.step_aside(action.seat)
        self._next_turn()

    def _yield_fault(self, seat: int) -> tuple[int, str] | None:
        """Why ``seat`` may not yield now (rule 7), or None."""
        if self.tangle:
            return 6, "during the tangle a seat may only play or pass"
        if self.yielder_asked and seat == self.yielder:
            return 7, f"seat {seat} yielded, everyone after it passed: now it must play or pass"
        if self.yield_used:
            return 7, "one 让 per trick, and this trick has had its yield"
        owner = self.owner
        if seat != OPP[owner]:
            return 7, (f"only the 对家 of the top play's owner may yield, seat {OPP[owner]}; "
                       f"seat {seat} is not")
        speaking = self.active & ~self.locked
        for step in (1, 2):
            before = (owner + step) % SEATS
            if speaking >> before & 1:
                return 7, f"seat {before}, acting before the 对家, has not passed"
        if not (speaking >> (owner + 4) % SEATS & 1 or speaking >> (owner + 5) % SEATS & 1):
            return 7, (f"nobody is left to speak after seat {seat}: seats {(owner + 4) % SEATS} "
                       f"and {(owner + 5) % SEATS} are out or have passed")
        return None

    def _wind(self, action: Action) -> None:
        fault = self._wind_fault(action.seat)
        if fault:
            raise self._refuse(action, *fault)
        self.requester = action.seat
        if self.tells:
            self.log.append(_new(Event, (_EV.REQUESTED, self.index, self.tricks + 1, action.seat,
                                         None, None, (), None)))
        self.step_aside(action.seat)
        self._next_turn()

    def _wind_fault(self, seat: int) -> tuple[int, str] | None:
        """Why ``seat`` may not ask for the lead (接风) now (rule 14), or None."""
        if self.tangle:
            return 14, "接风 is asked for only before the tangle"
        if self.yielder_asked and seat == self.yielder:
            return 7, f"seat {seat} yielded, everyone after it passed: now it must play or pass"
        if self.active >> self.owner & 1:
            return 14, (f"接风 is asked for only facing a 底牌, and seat {self.owner}, whose play "
                        "is on top, still holds cards")
        if self.requester >= 0:
            return 14, f"seat {self.requester} has asked for the lead already: one request at a time"
        return None

    def _burn(self, action: Action) -> None:
        seat, played, top = action.seat, action.entry, self.top
        assert played is not None
        fault = self._burn_fault(seat)
        if fault:
            raise self._refuse(action, *fault)
        if not beats(played, top, self.book.leftover):
            verdict = beat_verdict(played.play, top.play, self.book.rules)
            raise self._refuse(action, 9, f"a burn is made with a play that beats the level "
                                          f"card, and {played.written} does not beat "
                                          f"{top.written}: {verdict.reason}")
        base = seat * WIDTH
        if not goes_out_after(self.counts, base, played, natural_groups(self.counts, base),
                              self.biesan):
            rest = self.hand(seat).without(played.play.counts())
            why = go_out(rest, self.setup.mode).reason
            raise self._refuse(action, 9, f"after burning with {played.written} seat {seat} "
                                          f"could not go out as a burner must (§7.3): {why}")
        self._lay(action, True)

    def _burn_fault(self, seat: int) -> tuple[int, str] | None:
        """Why ``seat`` may not burn the top play at all (rules 6, 8), or None."""
        owner = self.owner
        if self.tangle:
            return 6, "there is no burning during the tangle: a seat may only play or pass"
        if not self.level:
            return 8, (f"seat {owner}'s {self.top.written} is not a level card now (§5, or its "
                       "owner has no head): only level cards are burned")
        if seat == OPP[owner]:
            return 8, (f"seat {seat} is seat {owner}'s 对家: it answers the level card with a "
                       "play, and may not burn it")
        if not self.head(seat):
            return 8, (f"seat {seat} has no head (its 对家 seat {OPP[seat]} is out): it may "
                       "beat the level card as a plain play, but not burn it")
        if not self.book.burners[owner] >> seat & 1:
            allowed = [other for other in PLAIN_ASKING[owner]
                       if self.book.burners[owner] >> other & 1]
            return 8, (f"under burners={self.book.burners_value} only seats "
                       f"{', '.join(map(str, allowed))} may burn seat {owner}'s level card")
        return None

    # --- what a play does ---------------------------------------------------------------

    def _lay(self, action: Action, burning: bool) -> None:
        seat, played = action.seat, action.entry
        assert played is not None
        counts, base = self.counts, seat * WIDTH
        for rank, count in played.takes:
            counts[base + rank] -= count
        sizes = self.sizes
        left_in_hand = sizes[seat] = sizes[seat] - played.size
        log = self.log
        previous = self.owner
        tangle = self.tangle
        if self.top is not None:
            # the play is told first, then what it did to the seats it passed by
            if self.tells:
                log.append(_new(Event, (_EV.BURNED if burning else _EV.PLAYED, self.index,
                                        self.tricks + 1, seat, played.play, previous, (), None)))
            if self.biesan and not self.smothered_bits >> previous & 1:
                left = self.sizes[previous]
                if left and counts[previous * WIDTH + THREE] == left:
                    self.smothered.append((previous, seat))
                    self.smothered_bits |= 1 << previous
                    if self.tells:
                        log.append(_new(Event, (_EV.SMOTHERED, self.index, self.tricks + 1,
                                                previous, None, seat, (), None)))
            burner = self.burner
            if burner == previous and (burning or seat == OPP[burner] or not self.head(seat)):
                self._end_burn(_LIFTED, seat)
            yielder = self.yielder
            if yielder >= 0:
                if yielder != seat:  # a yielder passed over counts as passed: locked, no
                    self.locked |= 1 << yielder  # longer aside, so its 对家 can unlock it
                    self.release(yielder)
                self.yielder = -1
                self.yielder_asked = False
            requester = self.requester
            if requester >= 0:
                if self.tells:
                    log.append(_new(Event, (_EV.REQUEST_LAPSED, self.index, self.tricks + 1,
                                            requester, None, None, (), None)))
                self.release(requester)
                self.requester = -1
        else:
            if self.tells:
                log.append(_new(Event, (_EV.LED, self.index, self.tricks + 1, seat, played.play,
                                        None, (), None)))
        if burning:
            self.burner, self.victim, self.burn_at = seat, previous, len(self.burns)
            self.burns.append((seat, previous, None))
        level = burning or (played.level and not tangle and self.head(seat))
        self.level = level
        locked = self.locked if tangle else self.locked & ~(1 << OPP[seat])
        self.locked = locked
        # Climb.lay and its advance, written out: a play is a third of the actions
        asking = self.book.level_asking[seat] if level else PLAIN_ASKING[seat]
        self.top, self.owner, self.asking = played, seat, asking
        silent = ~self.active | locked | self.aside | 1 << seat
        for position, other in enumerate(asking):
            if not silent >> other & 1:
                self.position, self.turn = position, other
                break
        else:
            self.position, self.turn = len(asking), None
        if not left_in_hand:
            self._went_out(seat)
            if self.over:
                return
        if self.turn is None:
            self._next_turn()

    def _went_out(self, seat: int) -> None:
        self.go_out(seat)
        self.out_trick[seat] = self.tricks
        self.last_left = seat
        if self.tells:
            self.log.append(_new(Event, (_EV.WENT_OUT, self.index, self.tricks + 1, seat, None,
                                         None, (), len(self.out))))
        if self.burner == seat:
            self._end_burn(_SUCCESS)
        self._check_over()

    def _end_burn(self, outcome: BurnOutcome, by: int | None = None) -> None:
        burner, victim = self.burner, self.victim
        self.burns[self.burn_at] = (burner, victim, outcome)
        self.burner = self.victim = self.burn_at = -1
        kind = {_LIFTED: _EV.BURN_LIFTED, _SUCCESS: _EV.BURN_SUCCEEDED}[outcome]
        if self.tells:
            self.log.append(_new(Event, (kind, self.index, self.tricks + 1, burner, None, victim,
                                         () if by is None else (by,), None)))

    def _fail_burn(self, action: Action) -> None:
        """Rule 10: the burner led a play that is not its whole hand and has no flower."""
        seat, played = action.seat, action.entry
        assert played is not None
        base = seat * WIDTH
        for rank, count in played.takes:
            self.counts[base + rank] -= count
        self.sizes[seat] -= played.size
        victim = self.victim
        self.burns[self.burn_at] = (seat, victim, _FAILED)
        self.burner = self.victim = self.burn_at = -1
        self.failed.append(seat)
        self.leave(seat)
        self.last_left = seat
        leader = victim if self.active >> victim & 1 else \
            self.table.next_holding(victim, self.active)
        if self.tells:
            self.log.append(_new(Event, (_EV.BURN_FAILED, self.index, self.tricks + 1, seat,
                                         played.play, leader, (), None)))
        self._check_over()
        if not self.over:
            assert leader is not None
            self._start_trick(leader)

    def _check_over(self) -> None:
        """Rule 17: the deal ends once every active seat is on one team."""
        active = self.active
        if active & TEAM_A and active & TEAM_B:
            return
        self.over = True
        self.turn = None
        if self.burner >= 0:
            self._end_burn(_LIFTED)
        start = self.last_left
        self.left = tuple(seat for step in range(1, SEATS + 1)
                          if active >> (seat := (start + step) % SEATS) & 1)
        if self.tells:
            self.log.append(_new(Event, (_EV.DEAL_OVER, self.index, self.tricks + 1, None, None,
                                         None, self.left, None)))

    # --- the end of a trick -----------------------------------------------------------

    def _next_turn(self) -> None:
        """Once every seat has been asked: ask a yielder again, or end the trick (rule 4)."""
        if self.turn is not None or self.over:
            return
        yielder = self.yielder
        if yielder >= 0 and not self.yielder_asked:
            self.release(yielder)
            self.turn = yielder
            self.yielder_asked = True
            if self.tells:
                self.log.append(_new(Event, (_EV.ASKED_AGAIN, self.index, self.tricks + 1, yielder,
                                             None, None, (), None)))
            return
        self._end_trick()

    def _end_trick(self) -> None:
        owner, top = self.owner, self.top
        if self.level:
            if self.active >> owner & 1:
                if top.opens[self.book.opening] and not self.opened_bits >> owner & 1:
                    self.opened.append(owner)
                    self.opened_bits |= 1 << owner
                    if self.tells:
                        self.log.append(_new(Event, (_EV.OPENED, self.index, self.tricks + 1, owner,
                                                     top.play, None, (), None)))
                if self._counts_toward_head(owner):
                    self._dead_head_level(owner, top, False)
            elif self._counts_toward_head(owner):
                # rule 15 (revised): under 要头 the 对家's 底牌, unburned, is a 死够 at any
                # place — it counts toward the three, and 接风 follows
                self._dead_head_level(owner, top, True)
            else:
                place = self.out.index(owner)
                if place < 2 and not (place == 1 and self.out[0] == OPP[owner]):
                    self.dead_levels.append((owner, top, True))
                    if self.tells:
                        self.log.append(_new(Event, (_EV.DEAD_LEVEL, self.index, self.tricks + 1,
                                                     owner, top.play, None, (), None)))
        if self.requester >= 0:
            leader: int | None = self.requester
        elif self.active >> owner & 1:
            leader = owner
        else:
            leader = self.next_leader()
        assert leader is not None
        if self.tells:
            self.log.append(_new(Event, (_EV.WON_TRICK, self.index, self.tricks + 1, owner,
                                         top.play, leader, (), None)))
        self._start_trick(leader)

    def _counts_toward_head(self, owner: int) -> bool:
        """Is ``owner`` the revolutionary's 对家 under 要头 before its third 死够 (rule 15)?"""
        return owner == self.rebel_rival and self.keep_head \
            and self.dead_count < HEAD_DEAD_LEVELS

    def _dead_head_level(self, owner: int, top: PlayEntry, hole_card: bool) -> None:
        """A 死够 of the revolutionary's 对家 under 要头: counted; at the third it loses its
        head (rule 15)."""
        self.dead_count += 1
        self.dead_levels.append((owner, top, hole_card))
        if self.tells:
            self.log.append(_new(Event, (_EV.DEAD_LEVEL, self.index, self.tricks + 1, owner,
                                         top.play, None, (), self.dead_count)))
        if self.dead_count == HEAD_DEAD_LEVELS:
            if self.tells:
                self.log.append(_new(Event, (_EV.HEAD_LOST, self.index, self.tricks + 1, owner,
                                             None, None, (), None)))

    def _start_trick(self, leader: int | None = None) -> None:
        if leader is not None:  # Climb.new_trick, written out: once a trick
            self.tricks += 1
            self.top = None
            self.owner = self.turn = leader
            self.asking = ()
            self.position = self.locked = self.aside = 0
        self.level = False
        self.yielder = self.requester = -1
        self.yield_used = self.yielder_asked = False
        if not self.tangle and self.active.bit_count() <= TANGLE_AT:
            self.tangle = True
            if self.tells:
                self.log.append(_new(Event, (_EV.TANGLE, self.index, self.tricks + 1, None, None,
                                             None, tuple(seat for seat in range(SEATS)
                                                         if self.active >> seat & 1), None)))
            if self.burner >= 0 and not self.book.carry:
                self._end_burn(_LIFTED)

    # --- what the seat to act may do --------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act: pass, yield and 接风 where legal, then every
        distinct play or burn (distinct as multisets of cards), cheapest first."""
        if self.over:
            return []
        seat = self.turn
        assert seat is not None
        counts, base = self.counts, seat * WIDTH
        if self.top is None:
            if self.biesan and self.sizes[seat] == counts[base + THREE]:
                return [plays_of(entry(THREE, self.sizes[seat], 0, 0, 0))[0][seat]]
            return lead_plays(counts, base, self.biesan, seat)
        actions = [PASSES[seat]] if self._pass_fault(seat) is None else []
        if self._yield_fault(seat) is None:
            actions.append(YIELDS[seat])
        if self._wind_fault(seat) is None:
            actions.append(WINDS[seat])
        found = beating_entries(counts, base, self.top, self.book.leftover)
        add = actions.append
        if self._follow_fault(seat) is None:
            for item in found:
                by_seat = (item.actions or plays_of(item))[0]
                add(by_seat.made[seat] or by_seat[seat])
        elif self._burn_fault(seat) is None:
            groups = natural_groups(counts, base)
            for item in found:
                if goes_out_after(counts, base, item, groups, self.biesan):
                    by_seat = (item.actions or plays_of(item))[1]
                    add(by_seat.made[seat] or by_seat[seat])
        return actions

    def open_kinds(self) -> tuple[Kind, ...]:
        """The kinds of action open to the seat to act, in the order of :class:`Kind`."""
        kinds = {action.kind for action in self.legal_actions()}
        return tuple(kind for kind in Kind if kind in kinds)

    def closed_kinds(self) -> tuple[tuple[Kind, int, str], ...]:
        """Each kind of action not open to the seat to act, with the §18 rule and the reason
        :meth:`push` would refuse it with (the same fault checks), in the order of
        :class:`Kind`: what a teacher says besides the legal actions (``paiju gouji legal
        --explain``).  Not on the hot path: nothing but an explanation asks it."""
        if self.over:
            return ()
        seat = self.turn
        assert seat is not None
        opened = set(self.open_kinds())
        closed = []
        for kind in Kind:
            if kind not in opened:
                fault = self._closed_fault(seat, kind)
                if fault is not None:
                    closed.append((kind, *fault))
        return tuple(closed)

    def _closed_fault(self, seat: int, kind: Kind) -> tuple[int, str] | None:
        top = self.top
        if top is None:
            return None if kind is _PLAY else self._not_a_lead(seat, kind)
        if kind is _PASS:
            return self._pass_fault(seat)
        if kind is _YIELD:
            return self._yield_fault(seat)
        if kind is _WIND:
            return self._wind_fault(seat)
        base = seat * WIDTH
        found = beating_entries(self.counts, base, top, self.book.leftover)
        if kind is _PLAY:
            follow = self._follow_fault(seat)
            if follow is not None:
                return 6, follow
            return 5, f"nothing in seat {seat}'s hand beats {top.written}"
        burn = self._burn_fault(seat)
        if burn is not None:
            return burn
        if not found:
            return 9, (f"a burn is made with a play that beats the level card, and nothing in "
                       f"seat {seat}'s hand beats {top.written}")
        rest = self.hand(seat).without(found[0].play.counts())
        why = go_out(rest, self.setup.mode).reason
        return 9, (f"after burning with any play that beats {top.written} seat {seat} could "
                   f"not go out as a burner must (§7.3); after {found[0].written}: {why}")

    # --- what the deal produced -------------------------------------------------------

    def facts(self) -> Facts:
        """The facts settlement needs (rule 18); a burn still in progress counts as lifted."""
        return Facts(
            finished=self.over,
            order=tuple(self.out),
            left=self.left,
            revolution=None if self.rebel < 0 else self.rebel,
            head=self.setup.head,
            opened=tuple(self.opened),
            burns=tuple(Burn(burner, burned, outcome or _LIFTED)
                        for burner, burned, outcome in self.burns),
            failed_burners=tuple(self.failed),
            smothered=tuple(Smother(seat, by) for seat, by in self.smothered),
            dead_levels=tuple(DeadLevel(seat, found.play, hole)
                              for seat, found, hole in self.dead_levels),
            biesan=self.biesan,
            rules=self.book.rules,
            burning=None if self.burner < 0 else self.burn_at)

    def outcome(self) -> Outcome | None:
        """Once the deal is over: every seat by place and the deal's settlement, settled
        from :meth:`facts` with the set-up's declarations and number (what ``paiju gouji
        replay`` prints); None while the deal goes on."""
        if not self.over:
            return None
        setup = self.setup
        settlement = settle(self.facts().deal(dict(setup.declarations), setup.number,
                                              setup.deals_per_game))
        ranking = settlement.ranking
        places = () if ranking is None else tuple(
            Finish(seat, place.number) for seat, place in ranking.by_place)
        return Outcome(places, settlement)

    @property
    def events(self) -> tuple[Event, ...]:
        """The deal's story so far, in order.  The log holds every event but the passes
        (two actions in three, so a push does not build theirs): each pass is put back here,
        first among its action's events, in the trick of the event before it (a pass
        answers a top play, whose event is in the trick in progress).  A referee built
        with ``story=False`` tells it now: the actions pushed, replayed by one that tells."""
        if not self.tells:
            teller = Referee(self.setup, checked=True, undo=False)
            teller.push_all(self.actions)
            return teller.events
        log, story = self.log, []
        at, end = 0, len(self.log)
        for index, action in enumerate(self.actions):
            if action.kind is not _PASS:
                continue
            while at < end and log[at].action < index:
                story.append(log[at])
                at += 1
            story.append(_new(Event, (_EV.PASSED, index, story[-1].trick, action.seat, None,
                                      None, (), None)))
        story += log[at:]
        return tuple(story)


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
