"""MCR games as records: a native record (mcr-game.md R9.3) or a Botzone log (R9.1) in, the
answer ``paiju mcr replay|legal --format json`` prints out.

    >>> import json
    >>> record = json.load(open("examples/mcr-game-example.json"))
    >>> answer = replay(record)
    >>> answer["result"], answer["seat"], answer["discarder"], answer["total"], answer["scores"]
    ('HU', 2, 1, 27, [-8, -35, 51, -8])
    >>> answer["agrees"]
    True
    >>> log = to_botzone(record)
    >>> log["log"][8]["output"]["content"]["0"], log["log"][9]["2"]["response"]
    ('3 1 CHI T7 F3', 'HU')
    >>> from_botzone(log)["actions"][-1]
    {'seat': 2, 'win': 'F3'}

``rules`` are ``--rule`` choices of the MCR scorer (the record's own ``"rules"`` hold over
them).  A record that cannot be read raises a :class:`~paiju.errors.RecordError` naming the
field; an illegal action is an answer (``"legal": false``, the rule of R8 it broke, and the
penalty it ends the game with), not an error.
"""

from __future__ import annotations

from typing import Any

from paiju.api.mcr.shapes import fan_json
from paiju.engine.mcr.fans import Calculator
from paiju.engine.mcr.rules import BOTZONE_GAME
from paiju.api.worked import Worked, rules_json
from paiju.engine.mcr.game.ending import HUANG, Outcome, Win
from paiju.engine.mcr.game.state import Phase, Referee
from paiju.engine.mcr.game.story import story
from paiju.engine.mcr.game.tiles import NAMES
from paiju.errors import IllegalActionError
from paiju.grammar.mcr_game import GameRecord, read_game
from paiju.grammar.rule_records import Choices

__all__ = ["from_botzone", "judged", "legal", "listed", "outcome_json", "replay", "replayed",
           "to_botzone"]

FORMATS = ("native", "botzone", "dataset")
_DRAW_NEXT = (Phase.DRAW, Phase.CLAIM, Phase.ROB)
"""Where everybody passing leads to a draw."""


def game_of(document: Any, rules: Choices = (), source: str | None = None) -> GameRecord:
    """A native record or a Botzone log (``source`` "native" or "botzone"; detected when
    None: a log has a ``"log"``), read; under the Botzone judge's readings
    (:data:`paiju.engine.mcr.rules.BOTZONE_GAME`) unless ``rules`` or the record choose
    otherwise."""
    rules = (*BOTZONE_GAME, *rules)
    if source is None:
        source = "botzone" if isinstance(document, dict) and "log" in document else "native"
    if source == "botzone":
        from paiju.grammar.botzone import native_record
        native = native_record(document)
        return read_game(native, rules)
    return read_game(document, rules)


def judged(game: GameRecord) -> tuple[Referee, IllegalActionError | None, Outcome | None]:
    """The referee after the record's actions, or where the first illegal one stopped it;
    the game's outcome (the penalty of the illegal action; HUANG when the record ends where
    everybody passing reaches the empty wall), or None while it goes on."""
    referee = game.referee(undo=False)
    for action in game.actions:
        try:
            referee.push(action)
        except IllegalActionError as error:
            return referee, error, referee.refuse(action)
    return referee, None, referee.passed()


def outcome_json(outcome: Outcome, calculator: Calculator = Calculator.V2024) -> dict[str, Any]:
    """The result, who, and the four scores; a win's hand, fans and total T."""
    data: dict[str, Any] = {"result": outcome.result, "seat": outcome.seat}
    win = outcome.win
    if win is not None:
        data.update(_win_json(win, calculator))
    data["scores"] = list(outcome.scores)
    return data


def _win_json(win: Win, calculator: Calculator) -> dict[str, Any]:
    score = win.score
    how = "self_drawn" if win.payer is None else "robbed" if win.robbed else "discarder"
    data: dict[str, Any] = {how: True if win.payer is None else win.payer,
                            "tile": NAMES[win.tile], "hand": win.hand.notation()}
    if score.win:
        data.update({"fans": [fan_json(scored.fan, scored.count, calculator)
                              for scored in score.fans],
                     "total": score.total, "flowers": score.flowers})
    else:
        data["reason"] = score.reason
    if not win.stands and score.win:
        data["reason"] = (f"{score.total - score.flowers} points without flowers: a win needs 8 "
                          "(R6.7)")
    return data


def _tile_warning(game: GameRecord, outcome: Outcome | None) -> dict[str, Any]:
    """A win's tile in the record is a check only (R9.3.2; the dataset's self-drawn ``Hu``
    names another tile, §13 Q3): a mismatch is a warning, not an error."""
    win = outcome.win if outcome is not None else None
    if win is None or not game.actions:
        return {}
    index = len(game.actions) - 1
    written = game.actions[index].tile
    if written is None or written == win.tile:
        return {}
    return {"warnings": [f"actions[{index}].win: the record writes {NAMES[written]}, the "
                         f"winning tile is {NAMES[win.tile]}"]}


def agreement(expect: dict[str, Any] | None, outcome: Outcome | None,
              calculator: Calculator = Calculator.V2024) -> dict[str, Any]:
    """``"agrees"`` (and what differs) for a record that expects a result (``expect``, a
    Botzone final record, a dataset's Fan/Score lines); nothing without one."""
    if expect is None:
        return {}
    found: dict[str, Any] = {} if outcome is None else {
        "result": outcome.result, "seat": outcome.seat, "fan": outcome.fan,
        "scores": list(outcome.scores)}
    if outcome is not None and outcome.win is not None and outcome.win.score.win:
        found["fans"] = {scored.fan.name_zh_of(calculator): scored.count
                         for scored in outcome.win.score.fans}
    if outcome is not None and outcome.result == HUANG:
        found["seat"] = None
    differs = [key for key in ("result", "seat", "fan", "scores", "fans")
               if key in expect and expect[key] != found.get(key)]
    if not differs:
        return {"agrees": True}
    return {"agrees": False, "differs": {key: {"expected": expect[key], "found": found.get(key)}
                                         for key in differs}}


# ---------------------------------------------------------------------------------------
# replay


def replayed(record: Any, rules: Choices = (), explain: bool = False,
             source: str | None = None) -> Worked:
    """``paiju mcr replay``: every action judged, the result and the scores (verdict: every
    action legal); parts: the referee, the answer, ``explain``."""
    game = game_of(record, rules, source)
    referee, error, outcome = judged(game)
    data: dict[str, Any] = {**game.echo, "legal": error is None}
    if error is not None:
        data["error"] = {"action": error.action, "seat": error.seat, "rule": error.rule,
                         "reason": error.reason}
    data["finished"] = outcome is not None
    if outcome is not None:
        data.update(outcome_json(outcome, referee.rules.calculator))
    else:
        data["to_act"] = list(referee.to_act())
    data["actions"] = referee.index
    data.update(_tile_warning(game, outcome))
    data.update(agreement(game.expect, outcome, referee.rules.calculator))
    data.update(rules_json(referee.rules))
    if explain:
        data["explanation"] = story(referee, outcome)
    return Worked(data, error is None, (referee, data, explain))


def replay(record: Any, rules: Choices = (), explain: bool = False,
           source: str | None = None) -> dict[str, Any]:
    """The answer to one native record or Botzone log (see the module)."""
    return replayed(record, rules, explain, source).data


# ---------------------------------------------------------------------------------------
# legal


def listed(record: Any, rules: Choices = (), source: str | None = None) -> Worked:
    """``paiju mcr legal``: every legal action of the seats that may act after the record's
    actions (verdict: False for a record with an illegal action, else None)."""
    game = game_of(record, rules, source)
    referee, error, outcome = judged(game)
    if error is not None:
        refused = replayed(record, rules, False, source)
        return Worked(refused.data, False, refused.parts)
    actions = referee.legal_actions()
    data: dict[str, Any] = {**game.echo, "legal": True, "to_act": list(referee.to_act()),
                            "count": len(actions),
                            "actions": [action.record() for action in actions]}
    if not referee.over:
        ends = referee.passed()
        data["if_all_pass"] = "HUANG" if ends is not None else \
            f"seat {referee.turn} draws" if referee.phase in _DRAW_NEXT else \
            "nothing: an action is due"
    data.update(rules_json(referee.rules))
    return Worked(data, None, (referee, data))


def legal(record: Any, rules: Choices = (), source: str | None = None) -> dict[str, Any]:
    """The legal actions after one record's actions (see the module)."""
    return listed(record, rules, source).data


# ---------------------------------------------------------------------------------------
# Botzone


def to_botzone(record: dict[str, Any]) -> dict[str, Any]:
    """A native record written as a Botzone log (R9.1): initdata, the judge's requests and
    the seats' responses step by step, and the final record when the game is over."""
    from paiju.grammar.botzone import write_log
    return write_log(record)


def from_botzone(log: dict[str, Any]) -> dict[str, Any]:
    """A Botzone log (a full download or a content-only collection, with or without the
    final record) as the native record (R9.3.3)."""
    from paiju.grammar.botzone import native_record
    return native_record(log)
