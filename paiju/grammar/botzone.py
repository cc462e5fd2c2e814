"""Botzone logs of "Chinese-Standard-Mahjong" (mcr-game.md R9.1) ↔ native game records (R9.3).

A log is ``{"initdata": {"walltiles": "…", "quan": q}, "log": [...]}``: even entries the judge's
records (a full download: ``{"output": {"command": "request" | "finish", "content": {…}}}``;
a collection: the ``content`` dicts alone), odd entries the four responses
(``{"0": {"verdict": "OK", "response": "PASS"}, …}``).  :func:`native_record` walks the
responses with the referee as the judge does — re-creating every request, examining the
responses of each step in the order of R8.2 and keeping only the one it acted on (R9.3.3) —
and cross-checks the stored requests, when the log has them: a mismatch is an inconsistent
log, named by its entry and seat.  :func:`write_log` writes a native record as a log.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable

from paiju.engine.mcr.game.actions import Action, Kind
from paiju.engine.mcr.game.ending import HU, HUANG, Outcome
from paiju.engine.mcr.game.state import Phase, Referee
from paiju.engine.mcr.game.tiles import CODES, NAMES, suited
from paiju.engine.mcr.game.wall import SEATS, Setup
from paiju.errors import IllegalActionError, RecordError
from paiju.grammar.mcr_game import read_game, tile_code
from paiju.grammar.records import check_fields, kind_of, list_field

SEAT_KEYS = tuple(str(seat) for seat in range(SEATS))
PASS = "PASS"
START, DEAL, DRAW, CLAIM, KONG, ROB = "start", "deal", "draw", "claim", "kong", "rob"


@dataclass(frozen=True)
class Step:
    """One turn of the judge: the entry of its requests in the log, the requests stored (or
    None), and each seat's (verdict, response)."""

    entry: int
    requests: dict[int, str] | None
    responses: dict[int, tuple[str, str]]


@dataclass(frozen=True)
class Log:
    wall: tuple[int, ...]
    quan: int
    steps: tuple[Step, ...]
    final: dict[str, Any] | None


def read_log(value: Any) -> Log:
    """The parts of a log the judge reads, checked; RecordError names the entry."""
    fields = check_fields(value, None, ("initdata", "log"), required=("log",), known_only=False)
    entries = list_field(fields["log"], "log")
    init = fields.get("initdata", _returned_initdata(entries))
    if isinstance(init, str):
        try:
            init = json.loads(init) if init.strip() else {}
        except ValueError:
            raise RecordError("expected the initdata as JSON", "initdata") from None
    if not isinstance(init, dict):
        raise RecordError(f"expected an object, found {kind_of(init)}", "initdata")
    requests, final = _judge_records(entries)
    quan = _quan(init, requests)
    walltiles = init.get("walltiles")
    if not isinstance(walltiles, str):
        raise RecordError("a log is replayed from its wall: without initdata.walltiles the "
                          "judge shuffled a wall the log does not keep", "initdata.walltiles")
    wall = tuple(tile_code(name, f"initdata.walltiles[{place}]")
                 for place, name in enumerate(walltiles.split()))
    steps = tuple(Step(2 * k, requests[k] if k < len(requests) else None,
                       _responses(entries[2 * k + 1], f"log[{2 * k + 1}]"))
                  for k in range(len(entries) // 2)
                  if 2 * k + 1 < len(entries) and not _is_final(entries[2 * k + 1]))
    return Log(wall, quan, steps, final)


def _returned_initdata(entries: list[Any]) -> Any:
    """The initdata the judge returns with its first output (a download may keep it only
    there), or nothing."""
    first = entries[0] if entries and isinstance(entries[0], dict) else {}
    output = first.get("output")
    return output.get("initdata", {}) if isinstance(output, dict) else {}


def _quan(init: dict[str, Any], requests: list[dict[int, str] | None]) -> int:
    quan = init.get("quan")
    if isinstance(quan, int) and not isinstance(quan, bool) and 0 <= quan < SEATS:
        return quan
    first = requests[0] if requests else None
    if first and 0 in first and first[0].startswith("0 0 ") and first[0][4:].isdigit():
        return int(first[0][4:])
    raise RecordError("the prevalent wind is initdata.quan (0-3), or the first request's",
                      "initdata.quan")


def _is_final(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    output = entry.get("output")
    if isinstance(output, dict):
        return output.get("command") == "finish"
    values = [entry.get(key) for key in SEAT_KEYS]
    return all(isinstance(value, (int, float)) and not isinstance(value, bool) for value in values)


def _judge_records(entries: list[Any]) -> tuple[list[dict[int, str] | None], dict[str, Any] | None]:
    """The requests of each step (None where a record keeps none) and the final record."""
    requests: list[dict[int, str] | None] = []
    final = None
    for place in range(0, len(entries), 2):
        entry = entries[place]
        name = f"log[{place}]"
        if not isinstance(entry, dict):
            raise RecordError(f"expected the judge's record, found {kind_of(entry)}", name)
        if _is_final(entry):
            final = entry.get("output", {"content": entry})
            break
        content = entry.get("output", {}).get("content") if "output" in entry else entry
        if not isinstance(content, dict) or not content:
            requests.append(None)
            continue
        found = {}
        for key in SEAT_KEYS:
            if not isinstance(content.get(key), str):
                raise RecordError(f"expected the request to seat {key}, found "
                                  f"{kind_of(content.get(key))}",
                                  f"{name}{'.output.content' if 'output' in entry else ''}.{key}")
            found[int(key)] = content[key]
        requests.append(found)
    if final is None and len(entries) % 2 and _is_final(entries[-1]):
        final = entries[-1].get("output", {"content": entries[-1]})
    return requests, final


def _responses(entry: Any, name: str) -> dict[int, tuple[str, str]]:
    if not isinstance(entry, dict):
        raise RecordError(f"expected the four responses {{\"0\": {{…}}, …}}, found "
                          f"{kind_of(entry)}", name)
    found = {}
    for key in SEAT_KEYS:
        answer = entry.get(key)
        if isinstance(answer, str):
            found[int(key)] = ("OK", answer)
            continue
        if not isinstance(answer, dict):
            raise RecordError(f"expected seat {key}'s response, found {kind_of(answer)}",
                              f"{name}.{key}")
        verdict = answer.get("verdict", "OK")
        response = answer.get("response", "")
        if not isinstance(verdict, str) or not isinstance(response, str):
            raise RecordError("expected a verdict and a response (strings)", f"{name}.{key}")
        found[int(key)] = (verdict, response)
    return found


# ---------------------------------------------------------------------------------------
# the judge's requests


def requests(referee: Referee, due: str, action: Action | None = None) -> dict[int, str]:
    """What the judge sends each seat at a step (R9.1.3): ``due`` is the kind of step, and
    for a draw step ``action`` the draw or flower just pushed."""
    setup, actor = referee.setup, referee.actor
    if due == START:
        return {seat: f"0 {seat} {setup.quan}" for seat in range(SEATS)}
    if due == DEAL:
        counts = " ".join(str(len(aside)) for aside in setup.flowers)
        flowers = [NAMES[tile] for aside in setup.flowers for tile in aside]
        return {seat: " ".join(["1", counts, *(NAMES[t] for t in setup.hands[seat]), *flowers])
                for seat in range(SEATS)}
    if due == DRAW:
        assert action is not None and action.tile is not None
        seat, name = action.seat, NAMES[action.tile]
        if action.kind is Kind.FLOWER:
            return {other: f"3 {seat} BUHUA {name}" for other in range(SEATS)}
        return {other: f"2 {name}" if other == seat else f"3 {seat} DRAW"
                for other in range(SEATS)}
    if due == KONG:
        return {other: f"3 {actor} GANG" for other in range(SEATS)}
    tile = NAMES[referee.tile]  # type: ignore[index]
    if due == ROB:
        return {other: f"3 {actor} BUGANG {tile}" for other in range(SEATS)}
    announced = referee.announced
    said = f"PLAY {tile}" if announced is None else f"PENG {tile}" \
        if announced[0] is Kind.PUNG else f"CHI {NAMES[announced[1] + 1]} {tile}"
    return {other: f"3 {actor} {said}" for other in range(SEATS)}


def response_text(actions: list[Action]) -> str:
    """The one Botzone response of a seat that the native actions (a claim and its discard)
    write (R9.1.4)."""
    first = actions[0]
    kind, tile = first.kind, first.tile
    if kind is Kind.INVALID:
        return first.raw or ""
    if kind is Kind.PASS:
        return PASS
    if kind is Kind.WIN:
        return "HU"
    if kind is Kind.KONG:
        return "GANG"
    then = f" {NAMES[actions[1].tile]}" if len(actions) > 1 else ""  # type: ignore[index]
    if kind is Kind.PUNG:
        return "PENG" + then
    if kind is Kind.CHOW:
        return f"CHI {NAMES[tile + 1]}{then}"  # type: ignore[operator]
    word = {Kind.DISCARD: "PLAY", Kind.CONCEALED_KONG: "GANG", Kind.ADDED_KONG: "BUGANG"}[kind]
    return f"{word} {NAMES[tile]}"  # type: ignore[index]


def response_actions(referee: Referee, seat: int, response: str) -> list[Action]:
    """The native actions a response writes (R9.3.3): a claim and its discard, one action,
    or ``invalid``."""
    words = response.split(" ")
    head, count = words[0], len(words)
    current = referee.tile if referee.phase in (Phase.CLAIM, Phase.ROB) else \
        referee.last_draw if referee.phase is Phase.TURN else None
    invalid = [Action(seat, Kind.INVALID, raw=response)]
    if response == PASS:
        return [Action(seat, Kind.PASS)]
    if response == "HU":
        return [Action(seat, Kind.WIN, current)] if current is not None else invalid
    if response == "GANG":
        return [Action(seat, Kind.KONG, current)] if referee.phase is Phase.CLAIM else invalid
    tiles = [CODES.get(word) for word in words[1:]]
    if None in tiles or count > 3:
        return invalid
    if count == 2:
        kind = {"PLAY": Kind.DISCARD, "GANG": Kind.CONCEALED_KONG,
                "BUGANG": Kind.ADDED_KONG}.get(head)
        if kind is not None:
            return [Action(seat, kind, tiles[0])]
        if head == "PENG" and referee.phase is Phase.CLAIM:
            return [Action(seat, Kind.PUNG, current), Action(seat, Kind.DISCARD, tiles[0])]
        return invalid
    if count == 3 and head == "CHI" and referee.phase is Phase.CLAIM:
        middle = tiles[0]
        assert middle is not None
        if suited(middle) and 1 <= middle % 9 <= 7:
            return [Action(seat, Kind.CHOW, middle - 1), Action(seat, Kind.DISCARD, tiles[1])]
    return invalid


# ---------------------------------------------------------------------------------------
# a log → a native record


class _Walk:
    """The judge's turns over a log's responses, pushing the actions it acts on."""

    def __init__(self, log: Log):
        self.log = log
        self.referee = Referee(Setup.from_wall(log.quan, log.wall))
        self.actions: list[Action] = []
        self.stopped = False

    def push(self, actions: list[Action]) -> bool:
        """Push the actions of one response; False (and the walk stops) at an illegal one,
        which the record keeps as its last action."""
        for action in actions:
            self.actions.append(action)
            try:
                self.referee.push(action)
            except IllegalActionError:
                self.stopped = True
                return False
        return True

    def check(self, step: Step, sent: dict[int, str]) -> None:
        if step.requests is None:
            return
        for seat in range(SEATS):
            if step.requests[seat] != sent[seat]:
                raise RecordError(f"inconsistent log: at this step the judge sends seat {seat} "
                                  f"{sent[seat]!r}, the log has {step.requests[seat]!r}",
                                  f"log[{step.entry}].{seat}")

    def must_pass(self, step: Step, seats: Iterable[int]) -> bool:
        """Examine ``seats`` in order, each of which must answer PASS (R8.3)."""
        for seat in seats:
            if not self.examined_ok(step, seat):
                return False
            if step.responses[seat][1] != PASS:
                self.push(response_actions(self.referee, seat, step.responses[seat][1]))
                return False
        return True

    def examined_ok(self, step: Step, seat: int) -> bool:
        """R8.1: a failed program ends the game before its response is read."""
        verdict, response = step.responses[seat]
        if verdict == "OK":
            return True
        self.push([Action(seat, Kind.INVALID, raw=response, verdict=verdict)])
        return False

    def run(self) -> None:
        steps = iter(self.log.steps)
        due = START
        for step in steps:
            referee = self.referee
            if due in (START, DEAL):
                self.check(step, requests(referee, due))
                if not self.must_pass(step, range(SEATS)):
                    return
                due = DEAL if due == START else DRAW
                continue
            if due == DRAW:
                drawn = referee.wall_draw()
                assert drawn is not None, "a draw is due and the quarter holds tiles"
                self.push([drawn])
                self.check(step, requests(referee, DRAW, drawn))
                due = self._after_draw(step, drawn)
            elif due == KONG:
                self.check(step, requests(referee, KONG))
                actor = referee.actor
                if not self.must_pass(step, tuple((actor + k) % SEATS for k in range(SEATS))):
                    return
                due = DRAW
            elif due == ROB:
                self.check(step, requests(referee, ROB))
                due = self._rob(step)
            else:
                self.check(step, requests(referee, CLAIM))
                due = self._claim(step)
            # the window of the last discard is examined before the wall runs out (R5.3a)
            ends = self.referee.passed()
            if self.stopped or not due or (ends and due == DRAW) or \
                    (self.referee.over and due != KONG):
                return

    def _after_draw(self, step: Step, drawn: Action) -> str:
        if drawn.kind is Kind.FLOWER:
            return DRAW if self.must_pass(step, range(SEATS)) else ""
        for seat in range(SEATS):
            if not self.examined_ok(step, seat):
                return ""
            response = step.responses[seat][1]
            if seat != drawn.seat:
                if response != PASS:
                    self.push(response_actions(self.referee, seat, response))
                    return ""
                continue
            actions = response_actions(self.referee, seat, response)
            if not self.push(actions):
                return ""
            kind = actions[0].kind
            if kind is Kind.WIN:
                return ""
            if not self._later_pass(step, seat):
                return ""
            return CLAIM if kind is Kind.DISCARD else ROB if kind is Kind.ADDED_KONG else KONG
        return ""

    def _later_pass(self, step: Step, drawer: int) -> bool:
        """R8.2: the judge goes on examining the seats after the drawer once it accepted the
        drawer's answer; any of them not passing ends the game.  Its answer was given to the
        draw, not to what the drawer did, so it is kept as ``invalid`` whatever it says."""
        for seat in range(drawer + 1, SEATS):
            if not self.examined_ok(step, seat):
                return False
            response = step.responses[seat][1]
            if response != PASS:
                self.push([Action(seat, Kind.INVALID, raw=response)])
                return False
        return True

    def _rob(self, step: Step) -> str:
        konger = self.referee.actor
        if not self.must_pass(step, (konger,)):
            return ""
        for seat in ((konger + k) % SEATS for k in (1, 2, 3)):
            if not self.examined_ok(step, seat):
                return ""
            response = step.responses[seat][1]
            if response != PASS:
                self.push(response_actions(self.referee, seat, response))
                return ""
        return DRAW

    def _claim(self, step: Step) -> str:
        """R5.3 in the order of R8.2: the discarder, the wins from the next seat on, the pung
        and kong sweep from seat 0, the chow sweep from seat 0."""
        discarder = self.referee.actor
        if not self.must_pass(step, (discarder,)):
            return ""
        others = [(discarder + k) % SEATS for k in (1, 2, 3)]
        for seat in others:
            if not self.examined_ok(step, seat):
                return ""
            if step.responses[seat][1] == "HU":
                self.push(response_actions(self.referee, seat, "HU"))
                return ""
        for sweep in (2, 3):
            for seat in sorted(others):
                response = step.responses[seat][1]
                words = response.split(" ")
                if response == PASS or (len(words) == 3) != (sweep == 3):
                    continue
                actions = response_actions(self.referee, seat, response)
                if not self.push(actions):
                    return ""
                return KONG if actions[0].kind is Kind.KONG else CLAIM
        return DRAW


def native_record(value: Any) -> dict[str, Any]:
    """A Botzone log as the native record: the set-up, the actions the judge acted on (the
    last one illegal when the game ended so), and ``expect`` from the final record."""
    log = read_log(value)
    walk = _Walk(log)
    walk.run()
    record = {**walk.referee.setup.record(), "actions": [a.record() for a in walk.actions]}
    if log.final is not None:
        record["expect"] = _expected(log.final)
    return record


def _expected(final: dict[str, Any]) -> dict[str, Any]:
    content = final.get("content")
    content = content if isinstance(content, dict) else {}
    scores = [content.get(key) for key in SEAT_KEYS]
    display = final.get("display") if isinstance(final.get("display"), dict) else {}
    expect: dict[str, Any] = {}
    action = display.get("action") if display else None
    if isinstance(action, str):
        expect["result"] = action
        player = display.get("player")  # type: ignore[union-attr]
        expect["seat"] = player if isinstance(player, int) and action != HUANG else None
        if action == HU and isinstance(display.get("fanCnt"), int):  # type: ignore[union-attr]
            expect["fan"] = display["fanCnt"]  # type: ignore[index]
    if all(isinstance(score, int) for score in scores):
        expect["scores"] = scores
    return expect


# ---------------------------------------------------------------------------------------
# a native record → a log


def write_log(record: Any) -> dict[str, Any]:
    """A native record as a full Botzone log: initdata, one request entry and one response
    entry per step, and the final record once the game is over (R9.1.1)."""
    game = read_game(record)
    setup = game.setup
    if setup.wall is None:
        raise RecordError("a Botzone log starts from its wall: this record has none", "wall")
    writer = _Writer(game.referee(undo=False), list(game.actions))
    writer.run()
    log = writer.log
    outcome = writer.refused or writer.referee.passed()
    if outcome is not None:
        log.append({"output": {"command": "finish", "content": {
            str(seat): outcome.scores[seat] for seat in range(SEATS)},
            "display": _display(outcome)}})
    return {"initdata": {"walltiles": " ".join(NAMES[tile] for tile in setup.wall),
                         "quan": setup.quan}, "log": log}


class _Writer:
    """The steps of a native record's game as the judge would have run them."""

    def __init__(self, referee: Referee, pending: list[Action]):
        self.referee = referee
        self.pending = pending
        self.log: list[dict[str, Any]] = []
        self.refused: Outcome | None = None

    def run(self) -> None:
        referee, pending, due = self.referee, self.pending, START
        # a claimed kong may empty the wall for its own replacement (R5.4): the game is
        # HUANG, yet the judge still sends the kong's notice, which everybody must pass
        while not self.refused and (not referee.over or due == KONG):
            drawn = None
            if due in (CLAIM, KONG, ROB) and not pending and referee.passed() is None:
                return  # the record stops where an answer is due: so does the log
            if due == DRAW:
                if referee.passed() is not None or not pending or not pending[0].kind.from_wall:
                    return
                drawn = pending.pop(0)
                referee.push(drawn)
            sent = requests(referee, due, drawn)
            answered, last = self._answer()
            self._step(sent, answered)
            due = DEAL if due == START else DRAW if due == DEAL else _next_step(last)

    def _step(self, sent: dict[int, str], answered: dict[int, tuple[str, str]]) -> None:
        self.log.append({"output": {"command": "request", "content": {
            str(seat): sent[seat] for seat in range(SEATS)}}})
        self.log.append({str(seat): dict(zip(("verdict", "response"),
                                             answered.get(seat, ("OK", PASS))))
                         for seat in range(SEATS)})

    def _answer(self) -> tuple[dict[int, tuple[str, str]], Kind | None]:
        """The record's next response (a claim with its discard), pushed."""
        pending = self.pending
        if not pending or pending[0].kind.from_wall:
            return {}, None
        taken = [pending.pop(0)]
        if taken[0].kind in (Kind.PUNG, Kind.CHOW) and pending and \
                pending[0].kind is Kind.DISCARD and pending[0].seat == taken[0].seat:
            taken.append(pending.pop(0))
        for action in taken:
            if not self.referee.is_legal(action):
                self.refused = self.referee.refuse(action)
                break
            self.referee.push(action)
        first = taken[0]
        return {first.seat: (first.verdict or "OK", response_text(taken))}, first.kind


def _next_step(last: Kind | None) -> str:
    return {Kind.DISCARD: CLAIM, Kind.PUNG: CLAIM, Kind.CHOW: CLAIM, Kind.KONG: KONG,
            Kind.CONCEALED_KONG: KONG, Kind.ADDED_KONG: ROB}.get(last, DRAW)  # type: ignore[arg-type]


def _display(outcome: Outcome) -> dict[str, Any]:
    display: dict[str, Any] = {"action": outcome.result}
    if outcome.seat is not None:
        display["player"] = outcome.seat
    win = outcome.win
    if win is not None and win.score.win:
        display["fanCnt"] = win.score.total
        display["fan"] = [{"name": scored.fan.name_zh, "cnt": scored.count,
                           "value": scored.fan.points} for scored in win.score.fans]
    display["score"] = list(outcome.scores)
    return display
