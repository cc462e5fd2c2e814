"""``paiju mcr replay``: an MCR game (a native record, a Botzone log, or a dataset's blocks)
played action by action by the referee (:mod:`paiju.engine.mcr.game`); the answers are built
in :mod:`paiju.api.mcr.games`; this module renders them and sums a stream up."""

from __future__ import annotations

import json
from functools import partial
from typing import Any, Iterator

import click

from paiju.api.mcr.games import FORMATS, replayed
from paiju.cli.jobs import Printed, respond, respond_records
from paiju.cli.mcr.group import mcr
from paiju.cli.mcr.rules import game_choices, game_rule_option
from paiju.cli.options import explain_option, format_option, lang_option, record_batch_option
from paiju.cli.rendering import Answer, Table, View, id_text, named, shown, yes_no
from paiju.engine.mcr.rules import RuleBook
from paiju.engine.words import count_of
from paiju.errors import RecordError
from paiju.grammar.records import json_value

Choices = tuple[tuple[str, str], ...]
SHOWN_IDS = 5
"""Ids of disagreeing games a summary line names."""


def replay_answer(document: Any, rules: Choices, explain: bool = False,
                  source: str | None = None) -> Answer:
    return shown(replayed(document, rules, explain, source), REPLAY_VIEW)


def _fans(data: dict[str, Any]) -> str:
    """The fans by the names --lang chose (English by default, as this command always
    named them)."""
    return ", ".join(f"{named(fan['name_zh'], fan['name_en'], default='en')} {fan['points']}"
                     + (f"×{fan['count']}" if fan["count"] > 1 else "") for fan in data["fans"])


def result_text(data: dict[str, Any]) -> str:
    """The end of a game in a few words."""
    if not data["finished"]:
        return f"not over: seat {' or '.join(map(str, data['to_act']))} to act"
    result, seat = data["result"], data["seat"]
    if result == "HUANG":
        return "HUANG: the wall is out"
    if result == "HU":
        how = "self-drawn" if data.get("self_drawn") else \
            f"robbing seat {data['robbed']}'s kong" if "robbed" in data else \
            f"on seat {data['discarder']}'s discard"
        return f"HU: seat {seat} wins {how}, T = {data['total']}"
    if result == "WH":
        return f"WH: seat {seat}'s win is false"
    return f"{result}: seat {seat} is the offender"


def _replay_table(referee: Any, data: dict[str, Any], explain: bool) -> str:
    pairs: list[tuple[str, Any]] = [("legal", yes_no(data["legal"]))]
    if not data["legal"]:
        error = data["error"]
        pairs += [("refused", f"action {error['action']} (seat {error['seat']})"),
                  ("rule", error["rule"]), ("why", error["reason"])]
    pairs.append(("result", result_text(data)))
    if data.get("hand"):
        pairs.append(("hand", data["hand"]))
    if data.get("fans"):
        pairs.append(("fans", _fans(data)))
    if data.get("reason"):
        pairs.append(("why", data["reason"]))
    if "scores" in data:
        pairs.append(("scores", " ".join(f"{seat}:{score:+d}"
                                         for seat, score in enumerate(data["scores"]))))
    if "agrees" in data:
        agrees = yes_no(data["agrees"])
        if not data["agrees"]:
            agrees += " (" + "; ".join(f"{key}: expected {json.dumps(diff['expected'], ensure_ascii=False)}, "
                                       f"found {json.dumps(diff['found'], ensure_ascii=False)}"
                                       for key, diff in data["differs"].items()) + ")"
        pairs.append(("agrees", agrees))
    if "rules" in data:
        pairs.append(("rules", ", ".join(f"{name}={value}"
                                         for name, value in data["rules"].items())))
    return str(Table(pairs=pairs, notes=data.get("explanation", [])))


def _replay_row(referee: Any, data: dict[str, Any], explain: bool) -> dict[str, Any]:
    row = {"id": data.get("id", "-"), "legal": yes_no(data["legal"]), "result": result_text(data)}
    if not data["legal"]:
        error = data["error"]
        row["result"] += f" (action {error['action']}, {error['rule']}: {error['reason']})"
    row["scores"] = " ".join(map(str, data.get("scores", []))) or "-"
    row["agrees"] = yes_no(data["agrees"]) if "agrees" in data else "-"
    return row


REPLAY_VIEW = View(_replay_table, _replay_row)


class Summary:
    """Counts a stream's answers as they are printed and writes one line at the end (stderr):
    games, agreeing, disagreeing (the first few ids), illegal, unreadable."""

    def __init__(self) -> None:
        self.games = self.agreeing = self.disagreeing = self.illegal = self.unreadable = 0
        self.ids: list[Any] = []
        self.streamed = False

    def __call__(self, answers: Iterator[Printed]) -> Iterator[Printed]:
        self.streamed = True
        for printed in answers:
            self._count(printed)
            yield printed

    def written(self, code: int) -> int:
        """Write the line once a stream was answered (not for one record); pass the exit
        code on."""
        if self.streamed:
            click.echo(self.line(), err=True)
        return code

    def _count(self, printed: Printed) -> None:
        _, text, row, _ = printed
        if row is not None:
            self._one(row.get("legal") != yes_no(False), row.get("agrees"), row.get("id"),
                      None)
            return
        if text is None:
            self.games += 1
            self.unreadable += 1
            return
        raw = text if isinstance(text, str) else text.decode()
        for piece in raw.splitlines():
            piece = piece.strip().rstrip(",")
            if not piece.startswith("{"):
                continue
            data = json_value(piece)  # an id kept as written, for the line below
            if "legal" not in data:
                self.games += 1
                self.unreadable += 1
            else:
                self._one(data["legal"], data.get("agrees"), data.get("id"), True)

    def _one(self, legal: bool, agrees: Any, game: Any, from_json: bool | None) -> None:
        self.games += 1
        if not legal:
            self.illegal += 1
        if agrees in (True, yes_no(True)):
            self.agreeing += 1
        elif agrees in (False, yes_no(False)):
            self.disagreeing += 1
            if len(self.ids) < SHOWN_IDS:  # a game without an id by its place in the stream
                self.ids.append(game if game not in (None, "-") else f"#{self.games}")

    def line(self) -> str:
        ids = f" ({', '.join(map(id_text, self.ids))}{' …' if self.disagreeing > len(self.ids) else ''})" \
            if self.ids else ""
        return (f"paiju: {count_of(self.games, 'game')}: {self.agreeing} agreeing, {self.disagreeing} "
                f"disagreeing{ids}, {self.illegal} illegal, {self.unreadable} unreadable")


def _line(rules: Choices, explain: bool, source: str | None, line: str) -> Answer:
    """A JSON Lines record."""
    return replay_answer(json_value(line), rules, explain, source)


def _block(rules: Choices, explain: bool, record: Any) -> Answer:
    """A record the dataset reader made (or the error it met, raised in its place)."""
    if isinstance(record, Exception):
        raise record
    return replay_answer(record, rules, explain, "native")


def dataset_records(source: str) -> Iterator[Any]:
    """The dataset's blocks as native records (the reader is "mcr-io"'s, loaded when asked)."""
    from paiju.cli.reading import text_lines
    try:
        from paiju.grammar.mcr_dataset import read_dataset  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise RecordError("reading data.txt blocks is not available in this build "
                          "(paiju.grammar.mcr_dataset)", "--from") from None
    return iter(read_dataset(str(line) for line in text_lines(source)))  # type: ignore[no-any-return,unused-ignore]


def _detected(source: str) -> str | None:
    """``dataset`` for a file whose first line is a ``Match`` line, else None (JSON)."""
    if source == "-":
        return None
    try:
        with open(source, encoding="utf-8", errors="replace") as text:
            # a bounded look: /dev/zero or a line of gigabytes is refused by the record reader
            return "dataset" if text.read(len("Match ")) == "Match " else None
    except OSError:
        return None


RECORD_HELP = """RECORD is a native record {"format": "mcr-game/1", "quan": Q, "wall": [...],
"hands": [...], "actions": [{"seat": S, "draw": "T6"}, {"seat": S, "discard": "T6"},
{"seat": S, "chow": ["T6", "T7", "T8"]}, {"seat": S, "pung": T}, {"seat": S, "kong": T},
{"seat": S, "concealed_kong": T}, {"seat": S, "added_kong": T}, {"seat": S, "win": T}, …],
"expect": {...}} (docs/mcr-games.md), or a Botzone log {"initdata": {...}, "log": [...]}.
JSON Lines (one a line) are answered line by line, with a summary line on stderr.  A game is
scored as the judge scores it, with its 2018 calculator (calculator=2018), unless --rule
calculator=2024 or the record's "rules" say otherwise."""


@mcr.command("replay", help=f"""Replay an MCR game as the Botzone judge plays it (RECORD, a
Botzone LOG, or '-').

Every action is judged (docs/mcr-games.md): the draws from each seat's quarter, discards,
the claim window (a win first, the nearest seat; then pung or kong; then chow by the next
seat), kongs and their wall conditions, robbing an added kong, the last discard, the wall
running out.  Exit 0 when every action is legal: the result (HU with the winner, the
discarder or robbed seat, the fans and T; HUANG; WH, a false win) and the four scores, and
whether they agree with the record's "expect" or the log's final record.  Exit 1 at the first
illegal action (its index, seat, the rule of R8, why; the penalty it ends the game with).
Exit 2 for an input that cannot be read, naming the field.

{RECORD_HELP}

\b
Example: paiju mcr replay examples/mcr-game-example.json --explain
""")
@record_batch_option
@click.argument("source", required=False)
@click.option("--from", "source_format", type=click.Choice(FORMATS), default=None,
              help="The input's format (detected when not given: a Botzone log has a \"log\"; "
                   "a file starting with a Match line is the dataset's).")
@lang_option
@game_rule_option
@format_option
@explain_option
def replay_command(source: str | None, source_format: str | None, rules: RuleBook,
                   fmt: str | None, jobs: int, explain: bool) -> int:
    choices, summary = game_choices(rules), Summary()
    if source_format is None and source is not None:
        source_format = _detected(source)
    if source_format == "dataset":
        return summary.written(respond(partial(_block, choices, explain),  # a file of
                                       dataset_records(source or "-"),  # many: JSON Lines
                                       fmt or "jsonl", tally=summary))
    return summary.written(respond_records(
        source, "RECORD.json",
        lambda document: replay_answer(document, choices, explain, source_format),
        partial(_line, choices, explain, source_format), fmt, jobs, tally=summary))
