"""The referee of one MCR game as the Botzone judge plays it (mcr-game.md §3–§8).

:class:`Referee` holds the state of the game and follows the referee protocol of the card
games (:mod:`paiju.engine.cardgame.protocol`): :attr:`~Referee.turn`,
:meth:`~Referee.legal_actions`, :meth:`~Referee.is_legal`, :meth:`~Referee.push` (an illegal
response raises :class:`~paiju.errors.IllegalActionError` naming the rule of R8; a draw the
wall does not give is a :class:`~paiju.errors.RecordError`: a record of no game),
:meth:`~Referee.pop`, :meth:`~Referee.copy`, :meth:`~Referee.is_over`,
:meth:`~Referee.outcome`, :attr:`~Referee.events`, :meth:`~Referee.to_record` /
:meth:`~Referee.from_record` and ``==``.

The state machine is the judge's (R5): DRAW(s) — the seat due to draw; TURN(s) — it answers
its draw; CLAIM(d, x) — the window after d discarded x; DISCARD(c) — a pung or chow is
completed by the claimer's discard (one Botzone response, two native actions); ROB(p, x) —
the others may rob p's added kong.  A draw from an empty quarter ends the game (HUANG) the
moment it is due.  Since a native record keeps only the response the judge acted on
(R9.3.3), the referee checks actions one by one; the examination order of R8.2 is applied
when a Botzone log is read.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, Iterable, NamedTuple

from paiju.engine.cardgame.undo import Kept, Saved, Undo
from paiju.engine.mahjong.hand import Meld
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import COPIES, KINDS
from paiju.engine.mcr.game.actions import Action, Kind
from paiju.engine.mcr.game.claims import chow_rest, chows_of
from paiju.engine.mcr.game.ending import (
    WALL_OUT, Outcome, Win, evaluate, refused, situation, won,
)
from paiju.engine.mcr.game.tiles import FLOWERS, NAMES, is_flower
from paiju.engine.mcr.game.wall import SEATS, Setup, draw_at
from paiju.errors import IllegalActionError, RecordError


class Phase(enum.Enum):
    DRAW = "draw"
    TURN = "turn"
    CLAIM = "claim"
    DISCARD = "discard"
    ROB = "rob"
    OVER = "over"


_DRAW, _TURN, _CLAIM, _DISCARD, _ROB, _OVER = Phase
_PUNG, _CHOW, _KONG = SetKind.PUNG, SetKind.CHOW, SetKind.KONG
_DRAW_REASONS = {"deal": "after the deal (R4.2)", "flower": "after its flower (R5.1a)",
                 "kong": "after its kong (R5.4)"}
"""Why a seat is due to draw, as a refusal says it."""
RULE = "R8.3"
"""The rule every illegal response breaks (R8.3's table); the reason cites the rule of §5."""


class Event(NamedTuple):
    """One thing that happened: the index of the action, the action, and a note (why a claim
    was possible, what a draw meant) for the game's story."""

    at: int
    action: Action
    note: str = ""


def _next(seat: int) -> int:
    return (seat + 1) % SEATS


class Referee(Kept[Action]):
    """The state of one MCR game in play.  Build it from a :class:`Setup` (or a native record,
    :meth:`from_record`); push actions, pop them back."""

    __slots__ = ("setup", "rules", "wall", "quarter", "hands", "melds", "flowers", "drawn",
                 "seen", "phase", "actor", "tile", "announced", "last_draw", "kong_draw",
                 "cause", "visible", "over", "result", "index", "log", "undo", "keeps_undo")

    setup: Setup

    def __init__(self, setup: Setup, checked: bool = False, undo: bool = True):
        if not checked:
            setup.check()
        self.setup = setup
        self.rules = setup.rules
        self.wall = setup.wall
        self.quarter = setup.quarter
        hands, seen = [], [0] * (KINDS + FLOWERS)
        for hand, aside in zip(setup.hands, setup.flowers):
            counts = [0] * KINDS
            for tile in hand:
                counts[tile] += 1
                seen[tile] += 1
            for tile in aside:
                seen[tile] += 1
            hands.append(tuple(counts))
        self.hands: tuple[tuple[int, ...], ...] = tuple(hands)
        self.melds: tuple[tuple[Meld, ...], ...] = ((),) * SEATS
        self.flowers = tuple(len(aside) for aside in setup.flowers)
        self.drawn = tuple(len(hand) + len(aside)
                           for hand, aside in zip(setup.hands, setup.flowers))
        self.seen = tuple(seen)
        """Copies of each tile dealt or drawn so far (checked against the set without a
        wall)."""
        self.phase = _DRAW
        self.actor = 0
        self.tile: int | None = None
        """The discard of CLAIM, the kong tile of ROB."""
        self.announced: tuple[Kind, int] | None = None
        """How the discard of CLAIM was made: after a pung (PUNG, tile) or a chow (CHOW, its
        lowest tile), None after a draw."""
        self.last_draw: int | None = None
        self.kong_draw = False
        """The draw due (in DRAW) or made (in TURN) is the replacement of the seat's own kong."""
        self.cause = "deal"
        """Why a draw is due: "deal", "flower", "kong" (after a concealed or claimed kong)."""
        self.visible = (0,) * KINDS
        """R6.5: copies of each tile visible on the table, as the judge counts them."""
        self.over = False
        self.result: Outcome | None = None
        self.index = 0
        self.log: list[tuple[int, str]] = []
        """The notes of the actions that have one (their index, the note)."""
        self.undo: list[Any] = []
        self.keeps_undo = undo
        self._enter_draw(0, "deal", False)

    @classmethod
    def from_record(cls, record: Any) -> Referee:
        """The referee after a native record's actions (RecordError, IllegalActionError),
        read by the game's record reader: the seam of docs/architecture.md."""
        from paiju.grammar.mcr_game import read_game
        game = read_game(record)
        referee = game.referee()
        referee.push_all(game.actions)
        return referee

    # --- reading the state ------------------------------------------------------------

    def remaining(self, seat: int) -> int:
        """Tiles left in ``seat``'s quarter (R3.3)."""
        return self.quarter - self.drawn[seat]

    def hand(self, seat: int) -> tuple[int, ...]:
        """What ``seat`` holds (its concealed tiles), sorted."""
        return tuple(tile for tile, count in enumerate(self.hands[seat]) for _ in range(count))

    @property
    def turn(self) -> int | None:
        """The seat whose action is due if nobody claims: the drawer, the seat to answer its
        draw or to discard, the seat after the discarder (its draw closes the window), the
        konger (its replacement closes a robbing window); None once the game is over."""
        if self.over:
            return None
        if self.phase is _CLAIM:
            return _next(self.actor)
        return self.actor

    def to_act(self) -> tuple[int, ...]:
        """Every seat that may act now (several in a claim window)."""
        if self.over:
            return ()
        if self.phase is _CLAIM:
            return tuple((self.actor + step) % SEATS for step in (1, 2, 3))
        if self.phase is _ROB:
            return tuple((self.actor + step) % SEATS for step in (0, 1, 2, 3))
        return (self.actor,)

    def is_over(self) -> bool:
        return self.over

    def outcome(self) -> Outcome | None:
        """What the finished game produced; None while it goes on."""
        return self.result

    def passed(self) -> Outcome | None:
        """The end everybody passing would reach now (R9.3.2, a record whose actions ran
        out): HUANG when the window of the last discard closes onto an empty quarter, else
        None (a draw or a response is due)."""
        if self.over:
            return self.result
        if self.phase is _CLAIM and not self.remaining(_next(self.actor)):
            return WALL_OUT
        return None

    @property
    def events(self) -> tuple[Event, ...]:
        """Every action pushed, with its note."""
        notes = dict(self.log)
        return tuple(Event(at, action, notes.get(at, ""))
                     for at, action in enumerate(self.actions))

    def copy(self) -> Referee:
        """An independent copy, with the actions pushed (a copy can pop them too)."""
        new = object.__new__(Referee)
        for name in self.__slots__:
            value = getattr(self, name)
            setattr(new, name, value[:] if type(value) is list else value)
        return new

    def __eq__(self, other: object) -> bool:
        """Two referees of the same game at the same position (the actions that led there
        included)."""
        return type(other) is Referee and all(
            getattr(self, name) == getattr(other, name) for name in _COMPARED) \
            and self.actions == other.actions

    __hash__ = None  # type: ignore[assignment]  # a referee changes: it is no dict key

    # --- applying actions -------------------------------------------------------------

    def push(self, action: Action) -> None:
        """Apply ``action``, or raise IllegalActionError (an illegal response) or RecordError
        (a draw the game cannot have); nothing changes then."""
        fault = self._fault(action)
        if fault is not None:
            raise IllegalActionError(fault[0], fault[1], self.index, action.seat)
        saved = self._save(action) if self.keeps_undo else action
        self._apply(action)
        self.index += 1
        self.undo.append(saved)

    def push_all(self, actions: Iterable[Action]) -> None:
        for action in actions:
            self.push(action)

    def refuse(self, action: Action) -> Outcome:
        """The penalty an illegal ``action`` ends the game with (R7.1): WA, or the platform's
        verdict for a failed program (R8.1)."""
        fault = self._fault(action)
        assert fault is not None, "only an illegal action is refused"
        code = action.verdict if action.kind is Kind.INVALID and action.verdict else "WA"
        return refused(action.seat, fault[0], fault[1], code)

    def _save(self, action: Action) -> Saved:
        return (action, self.hands, self.melds, self.flowers, self.drawn, self.seen, self.phase,
                self.actor, self.tile, self.announced, self.last_draw, self.kong_draw,
                self.cause, self.visible, self.over, self.result, self.index, len(self.log))

    def is_legal(self, action: Action) -> bool:
        """Would :meth:`push` accept ``action``?  The same checks, without raising."""
        try:
            return self._fault(action) is None
        except RecordError:
            return False

    # --- the checks -------------------------------------------------------------------

    def _fault(self, action: Action) -> tuple[str, str] | None:
        """Why ``action`` is illegal now (the rule and one sentence), or None; RecordError
        for a draw or flower the game cannot have."""
        if self.over:
            return "R9.3.2", f"the game is over ({self._ended()}): no action follows"
        kind, seat = action.kind, action.seat
        if kind.from_wall:
            self._check_draw(action)
            return None
        if kind is Kind.INVALID:
            if action.verdict:
                return "R8.1", (f"seat {seat}'s program failed (verdict {action.verdict}): "
                                "the game ends with it as the offender")
            return RULE, f"{action.raw!r} is no response the judge reads here"
        phase = self.phase
        if phase is _TURN:
            return self._turn_fault(action)
        if phase is _CLAIM:
            return self._claim_fault(action)
        if phase is _DISCARD:
            if seat == self.actor and kind is Kind.DISCARD:
                return self._holds(seat, action.tile, 1)
            return RULE, (f"seat {self.actor} completes its claim by discarding in the same "
                          f"response (R5.3b): {self._what(action)} cannot come first")
        if phase is _ROB:
            if kind is Kind.WIN and seat != self.actor:
                return None
            who = "the konger" if seat == self.actor else f"seat {seat}"
            return RULE, (f"after seat {self.actor} adds a kong of {NAMES[self.tile]} "  # type: ignore[index]
                          f"{who} may only answer PASS{' or HU' if seat != self.actor else ''} "
                          f"(R5.4): not {self._what(action)}")
        return RULE, (f"seat {self.actor} is to draw, {self._draw_reason()}: every seat "
                      f"answers PASS, not {self._what(action)}")

    def _what(self, action: Action) -> str:
        kind = action.kind
        if kind is Kind.PASS:
            return "a pass written as an action"
        if kind is Kind.INVALID:
            return repr(action.raw)
        return action.written.split(" ", 2)[2]

    def _draw_reason(self) -> str:
        return _DRAW_REASONS[self.cause]

    def _ended(self) -> str:
        result = self.result
        assert result is not None
        if result.seat is None:
            return "the wall ran out"
        return f"{result.result}, seat {result.seat}"

    def _check_draw(self, action: Action) -> None:
        """A draw or flower must be the wall's (R9.3.2): RecordError names the action."""
        name = f"actions[{self.index}]"
        seat, tile = action.seat, action.tile
        assert tile is not None
        due = self._drawer()
        if seat != due:
            raise RecordError(f"seat {seat} cannot draw now: " + (
                f"seat {due} draws next" if due is not None else
                f"seat {self.actor} is to act before anybody draws"), f"{name}.seat")
        if not self.remaining(seat):
            raise RecordError(f"seat {seat}'s quarter is empty: the game is over (HUANG, "
                              "R5.1)", f"{name}.{action.kind.value}")
        if self.wall is not None:
            expected = draw_at(self.wall, seat, self.drawn[seat])
            if expected != tile:
                raise RecordError(f"the wall gives seat {seat} {NAMES[expected]}, not "
                                  f"{NAMES[tile]}", f"{name}.{action.kind.value}")
            return
        if is_flower(tile) != (action.kind is Kind.FLOWER):
            raise RecordError(f"{NAMES[tile]} is {'' if is_flower(tile) else 'not '}a flower",
                              f"{name}.{action.kind.value}")
        if is_flower(tile) and not self.setup.flowered:
            raise RecordError("this table has no flowers (a record without a wall has them "
                              "only when it gives \"flowers\")", f"{name}.flower")
        if self.seen[tile] >= (1 if is_flower(tile) else COPIES):
            raise RecordError(f"every {NAMES[tile]} is already dealt or drawn",
                              f"{name}.{action.kind.value}")

    def _drawer(self) -> int | None:
        """The seat whose draw may come now."""
        phase = self.phase
        if phase is _DRAW or phase is _ROB:
            return self.actor
        if phase is _CLAIM:
            return _next(self.actor)
        return None

    def _turn_fault(self, action: Action) -> tuple[str, str] | None:
        seat, kind, tile, own = action.seat, action.kind, action.tile, self.actor
        if seat != own:
            return RULE, (f"while seat {own} answers its draw every other seat answers PASS, "
                          f"not {self._what(action)}")
        if kind is Kind.WIN:
            return None
        if kind is Kind.DISCARD:
            return self._holds(seat, tile, 1)
        if kind is Kind.CONCEALED_KONG:
            held = self._holds(seat, tile, 4, "for a concealed kong (R5.2.3)")
            return held or self._kong_walls(seat)
        if kind is Kind.ADDED_KONG:
            if not any(meld.kind is _PUNG and meld.tile == tile for meld in self.melds[seat]):
                return RULE, (f"seat {seat} has no exposed pung of {NAMES[tile]} to add to "  # type: ignore[index]
                              "(R5.2.4)")
            return self._holds(seat, tile, 1, "to add to its pung (R5.2.4)") or \
                self._kong_walls(seat)
        if kind is Kind.PASS:
            return RULE, (f"seat {seat} must answer its draw with HU, PLAY, GANG or BUGANG; a "
                          "PASS is illegal (R5.2)")
        return RULE, (f"seat {seat} answers its own draw: it may win, discard or kong, not "
                      f"{kind.value} (R5.2)")

    def _holds(self, seat: int, tile: int | None, count: int, purpose: str = "") -> \
            tuple[str, str] | None:
        assert tile is not None
        held = self.hands[seat][tile] if tile < KINDS else 0
        if held >= count:
            return None
        what = f"{count} × {NAMES[tile]}" if count > 1 else NAMES[tile]
        return RULE, (f"seat {seat} does not hold {what}{' ' + purpose if purpose else ''}: "
                      f"it holds {held}")

    def _kong_walls(self, seat: int) -> tuple[str, str] | None:
        """R5.2.3–4: a kong in one's turn needs tiles in one's own quarter and the next's."""
        for quarter, whose in ((seat, "its own"), (_next(seat), f"seat {_next(seat)}'s")):
            if not self.remaining(quarter):
                return RULE, (f"seat {seat} may not kong: {whose} quarter is empty (R5.2)")
        return None

    def _claim_fault(self, action: Action) -> tuple[str, str] | None:
        seat, kind, tile, discarder = action.seat, action.kind, action.tile, self.actor
        discard = self.tile
        assert discard is not None
        if seat == discarder:
            return RULE, (f"seat {seat} answers PASS to its own discard (R5.3), not "
                          f"{self._what(action)}")
        if kind is Kind.WIN:
            return None
        if not kind.claims:
            return RULE, (f"on seat {discarder}'s discard of {NAMES[discard]} seat {seat} may "
                          f"only win, pung, kong or chow, not {self._what(action)} (R5.3)")
        if tile != discard and kind is not Kind.CHOW:
            return RULE, (f"seat {seat} claims {NAMES[tile]}, but the discard is "  # type: ignore[index]
                          f"{NAMES[discard]} (R5.3)")
        if kind is Kind.CHOW:
            fault = self._chow_fault(seat, tile, discard)  # type: ignore[arg-type]
        else:
            needed = 2 if kind is Kind.PUNG else 3
            fault = self._holds(seat, discard, needed, f"to {kind.value} it (R5.3.2)")
        if fault is None and not self.remaining(_next(discarder)):
            return RULE, (f"{NAMES[discard]} is the last discard: seat {_next(discarder)}'s "
                          f"quarter is empty, so only a win may claim it (R5.3a)")
        return fault

    def _chow_fault(self, seat: int, low: int, discard: int) -> tuple[str, str] | None:
        discarder = self.actor
        if seat != _next(discarder):
            return RULE, (f"only seat {_next(discarder)}, the next after the discarder, may chow "
                          f"seat {discarder}'s discard; not seat {seat} (R2.1, R5.3.3)")
        if low not in chows_of(discard):
            return RULE, (f"the chow {' '.join(NAMES[low + step] for step in range(3))} does "
                          f"not hold the discard {NAMES[discard]} (R5.3.3)")
        counts = self.hands[seat]
        missing = [NAMES[tile] for tile in chow_rest(low, discard) if not counts[tile]]
        if missing:
            return RULE, (f"seat {seat} does not hold {' and '.join(missing)} for the chow "
                          "(R5.3.3)")
        return None

    # --- the changes ------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        kind, seat, tile = action.kind, action.seat, action.tile
        note = ""
        if kind is Kind.DRAW or kind is Kind.FLOWER:
            note = self._draw(seat, tile)  # type: ignore[arg-type]
        elif kind is Kind.WIN:
            note = self._declare(action)
        elif kind is Kind.DISCARD:
            self._take(seat, tile, 1)  # type: ignore[arg-type]
            if self.phase is _TURN:
                self.announced = None
            self.phase, self.actor, self.tile, self.kong_draw = _CLAIM, seat, tile, False
        elif kind is Kind.CONCEALED_KONG:
            self._take(seat, tile, 4)  # type: ignore[arg-type]
            self._meld(seat, Meld(_KONG, tile, True))  # type: ignore[arg-type]
            self._enter_draw(seat, "kong", True)
        elif kind is Kind.ADDED_KONG:
            self._take(seat, tile, 1)  # type: ignore[arg-type]
            melds = list(self.melds[seat])
            place = next(i for i, meld in enumerate(melds)
                         if meld.kind is _PUNG and meld.tile == tile)
            melds[place] = Meld(_KONG, tile)  # type: ignore[arg-type]
            self.melds = self._with(self.melds, seat, tuple(melds))
            self._show(tile, 4)  # type: ignore[arg-type]
            self.phase, self.actor, self.tile = _ROB, seat, tile
        else:
            note = self._claim(action)
        if note:  # most actions say nothing more than themselves: no note kept
            self.log.append((self.index, note))

    def _draw(self, seat: int, tile: int) -> str:
        if self.phase is _CLAIM:  # the window closes unclaimed: the discard stays visible
            discard = self.tile
            assert discard is not None
            self._show(discard, self.visible[discard] + 1)
            self.kong_draw = False
        elif self.phase is _ROB:
            self.kong_draw = True
        kong = self.kong_draw
        self.drawn = self._with(self.drawn, seat, self.drawn[seat] + 1)
        if self.wall is None:
            self.seen = self._with(self.seen, tile, self.seen[tile] + 1)
        if is_flower(tile):
            self.flowers = self._with(self.flowers, seat, self.flowers[seat] + 1)
            self._enter_draw(seat, "flower", False)  # a flower clears the kong flag (R6.4)
            return "a flower, set aside (R5.1a)"
        counts = list(self.hands[seat])
        counts[tile] += 1
        self.hands = self._with(self.hands, seat, tuple(counts))
        self.phase, self.actor, self.last_draw = _TURN, seat, tile
        return "the replacement of its kong (R5.4)" if kong else ""

    def _enter_draw(self, seat: int, cause: str, kong: bool) -> None:
        """DRAW(seat): the game ends HUANG when its quarter is empty (R5.1)."""
        self.phase, self.actor, self.cause, self.kong_draw, self.tile = _DRAW, seat, cause, kong, None
        if not self.remaining(seat):
            self._end(WALL_OUT)

    def _end(self, outcome: Outcome) -> None:
        self.over, self.result, self.phase = True, outcome, _OVER

    def _claim(self, action: Action) -> str:
        seat, kind, discarder = action.seat, action.kind, self.actor
        discard = self.tile
        assert discard is not None
        if kind is Kind.KONG:
            self._take(seat, discard, 3)
            self._meld(seat, Meld(_KONG, discard))
            self._show(discard, 4)
            self._enter_draw(seat, "kong", True)
            return f"a kong of seat {discarder}'s {NAMES[discard]} (R5.3.2)"
        if kind is Kind.PUNG:
            self._take(seat, discard, 2)
            self._meld(seat, Meld(_PUNG, discard))
            self._show(discard, self.visible[discard] + 3)
            self.announced = (Kind.PUNG, discard)
        else:
            low = action.tile
            assert low is not None
            for tile in chow_rest(low, discard):
                self._take(seat, tile, 1)
            self._meld(seat, Meld(_CHOW, low))
            for tile in (low, low + 1, low + 2):
                self._show(tile, self.visible[tile] + 1)
            self.announced = (Kind.CHOW, low)
        self.phase, self.actor, self.tile = _DISCARD, seat, None
        return ""

    def _declare(self, action: Action) -> str:
        """A HU: scored by §6, and the game ends either way (a false win is WH)."""
        win = self.declared(action.seat)
        self._end(won(win))
        return ""

    def declared(self, seat: int) -> Win:
        """What a HU by ``seat`` now would be (R6): a self-draw in its turn, a win on the
        discard in a claim window, robbing in a robbing window."""
        counts = self.hands[seat]
        standing = [tile for tile, count in enumerate(counts) for _ in range(count)]
        phase, quan, flowers = self.phase, self.setup.quan, self.flowers[seat]
        if phase is _TURN:
            tile = self.last_draw
            assert tile is not None
            standing.remove(tile)
            flags = situation(seat, quan, True, self.visible[tile] == 3, self.kong_draw,
                              not self.remaining(_next(seat)), flowers)
            return evaluate(seat, None, self.melds[seat], tuple(standing), tile, flags, self.rules)
        tile = self.tile
        assert tile is not None
        payer = self.actor
        if phase is _ROB:
            flags = situation(seat, quan, False, False, True, False, flowers)
            return evaluate(seat, payer, self.melds[seat], tuple(standing), tile, flags,
                            self.rules, robbed=True)
        flags = situation(seat, quan, False, self.visible[tile] == 3, False,
                          not self.remaining(_next(payer)), flowers)
        return evaluate(seat, payer, self.melds[seat], tuple(standing), tile, flags, self.rules)

    def _take(self, seat: int, tile: int, count: int) -> None:
        counts = list(self.hands[seat])
        counts[tile] -= count
        self.hands = self._with(self.hands, seat, tuple(counts))

    def _meld(self, seat: int, meld: Meld) -> None:
        self.melds = self._with(self.melds, seat, self.melds[seat] + (meld,))

    def _show(self, tile: int, count: int) -> None:
        self.visible = self._with(self.visible, tile, count)

    @staticmethod
    def _with(values: tuple[Any, ...], place: int, value: Any) -> tuple[Any, ...]:
        return values[:place] + (value,) + values[place + 1:]

    # --- what may be done -------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action now, of every seat that may act: the draw due (with a wall; each
        tile kind still unseen without one), the answers to a draw, the claims of a discard
        and the discard completing a claim.  A win is listed only when it would stand (a
        false win is accepted by :meth:`push`, and penalised)."""
        if self.over:
            return []
        found: list[Action] = []
        drawer = self._drawer()
        if drawer is not None and self.remaining(drawer):
            found += self._draws(drawer)
        phase, actor = self.phase, self.actor
        if phase is _TURN:
            found += self._turn_actions(actor)
        elif phase is _DISCARD:
            found += self._discards(actor)
        elif phase is _CLAIM:
            for step in (1, 2, 3):
                found += self._claims((actor + step) % SEATS)
        elif phase is _ROB:
            found += [Action(seat, Kind.WIN, self.tile) for seat in self.to_act()
                      if seat != actor and self.declared(seat).stands]
        return [action for action in found if self.is_legal(action)]

    def wall_draw(self) -> Action | None:
        """The draw or flower the wall gives now (None without a wall, or when no draw is
        due or possible)."""
        drawer = self._drawer()
        if self.wall is None or drawer is None or self.over or not self.remaining(drawer):
            return None
        tile = draw_at(self.wall, drawer, self.drawn[drawer])
        return Action(drawer, Kind.FLOWER if is_flower(tile) else Kind.DRAW, tile)

    def _draws(self, seat: int) -> list[Action]:
        if self.wall is not None:
            return [self.wall_draw()]  # type: ignore[list-item]  # a draw is due here
        limit = KINDS + (FLOWERS if self.setup.flowered else 0)
        return [Action(seat, Kind.FLOWER if is_flower(tile) else Kind.DRAW, tile)
                for tile in range(limit) if self.seen[tile] < (1 if is_flower(tile) else COPIES)]

    def _discards(self, seat: int) -> list[Action]:
        return [Action(seat, Kind.DISCARD, tile)
                for tile, count in enumerate(self.hands[seat]) if count]

    def _turn_actions(self, seat: int) -> list[Action]:
        counts = self.hands[seat]
        found = [Action(seat, Kind.WIN, self.last_draw)] if self.declared(seat).stands else []
        found += self._discards(seat)
        found += [Action(seat, Kind.CONCEALED_KONG, tile)
                  for tile, count in enumerate(counts) if count == 4]
        found += [Action(seat, Kind.ADDED_KONG, meld.tile) for meld in self.melds[seat]
                  if meld.kind is _PUNG and counts[meld.tile]]
        return found

    def _claims(self, seat: int) -> list[Action]:
        discard = self.tile
        assert discard is not None
        found = [Action(seat, Kind.WIN, discard)] if self.declared(seat).stands else []
        found += [Action(seat, Kind.KONG, discard), Action(seat, Kind.PUNG, discard)]
        found += [Action(seat, Kind.CHOW, low) for low in chows_of(discard)]
        return found

    def open_kinds(self) -> tuple[Kind, ...]:
        """The kinds of action open now, in the order of :class:`Kind`."""
        kinds = {action.kind for action in self.legal_actions()}
        return tuple(kind for kind in Kind if kind in kinds)


UNDO = Undo(scalars=("hands", "melds", "flowers", "drawn", "seen", "phase", "actor", "tile",
                     "announced", "last_draw", "kong_draw", "cause", "visible", "over",
                     "result", "index"),
            appended=("log",))
"""What a push changes (the tuples are replaced, never changed: saving them is saving them)."""
Referee.UNDO = UNDO
_COMPARED = ("setup",) + UNDO.scalars


if TYPE_CHECKING:
    from paiju.engine.cardgame import protocol

    def _implements(referee: Referee) -> protocol.Referee[Action, Event, Outcome, Kind]:
        """Checked by mypy: the referee implements the referee protocol."""
        return referee
