"""The Botzone human-play dataset (``data.txt``, mcr-game.md §9.2): one MCR game a block of
lines, read into the native game record (R9.3, R9.3.4).

A block is ``Match``, ``Wind``, four ``Player i Deal`` lines, the play (``Player p Draw|Play|
Chi|Peng|Gang|AnGang|BuGang|Hu …``, claims perhaps ending in ``Ignore Player q Act t``), and
the judge's result (``Fan`` and ``Score`` after a win, ``Huang`` and ``Score`` after a wall
out).  Blocks are separated by blank lines; a ``Match`` line also starts a new one, so that
one bad block never swallows the next.

The readings of mcr-game.md §13 followed here: winds and seats 0 E, 1 S, 2 W, 3 N, as the
judge numbers them (Q2); the winning tile is the previous line's — the drawn tile, the
discard, the added kong's tile — and the tile a ``Hu`` line writes is only checked: DSc writes
the last discard for a self-drawn win, so a mismatch is a note of the record, not an error
(Q3); ``Ignore`` actions in any case (Q4); a flower in a deal or a draw is refused, since the
flower draws are not in the text (Q5).

:func:`read_block` reads one block and raises a :class:`~paiju.errors.RecordError` whose field
names the line, the seat and what it holds (``line 9: Player 2 Play``).  :func:`read_dataset`
and :func:`numbered_records` read a whole text and go on after a bad block: it is yielded as a
:class:`BadBlock`, an :class:`~paiju.grammar.batch.Unreadable` of its own, which a batch
answers with its error in place as it answers a line it cannot read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator, NamedTuple

from paiju.engine.mcr.fans import Calculator, Fan
from paiju.errors import PaijuError, RecordError
from paiju.grammar.batch import Line, Unreadable, is_significant

FORMAT = "mcr-game/1"
"""The native record's ``format`` (mcr-game.md R9.3)."""

SEATS = 4
DEAL_SIZE = 13
SUITS = {"W": 9, "B": 9, "T": 9, "F": 4, "J": 3}
"""Botzone tile names (R1.1): the letter and how many numbers it has; flowers (``H``) are
refused in the dataset (§13 Q5)."""
TILES = frozenset(f"{letter}{number}" for letter, size in SUITS.items()
                  for number in range(1, size + 1))
NUMBERS = {str(number): number for number in range(10)}

WORDS = {"Draw": "draw", "Play": "discard", "Chi": "chow", "Peng": "pung", "Gang": "kong",
         "AnGang": "concealed_kong", "BuGang": "added_kong", "Hu": "win"}
"""The native action of each dataset word (R9.3.4)."""
CLAIMS = ("Chi", "Peng", "Gang", "Hu")
"""The words that may end with ``Ignore`` suffixes, and the words an ``Ignore`` may hold."""
IGNORED = {word.lower(): word for word in CLAIMS}
FAN_NAMES = {fan.name_zh_of(Calculator.V2018): fan for fan in Fan}
"""The fans by the 2018 names the dataset's ``Fan`` lines write (mcr-game.md R10)."""


class DatasetBlock(NamedTuple):
    """One game's lines, as read, with the number of the first."""

    first: int
    lines: tuple[Line, ...]


@dataclass(frozen=True, slots=True)
class BadBlock(Unreadable):
    """A block that is no game: ``reason`` is its error as a user reads it, ``shown`` the
    line at fault; :meth:`error` is the :class:`~paiju.errors.RecordError` itself, naming
    the line in ``field`` (plain data, so that a batch worker can be handed it)."""

    problem: str = ""
    field: str | None = None

    def error(self) -> PaijuError:
        return RecordError(self.problem, self.field)


class LineError(RecordError):
    """A RecordError of one line of a block: ``line`` its number, ``what`` the field it
    names (``Player 2 Play``); the error's field is both (``line 9: Player 2 Play``)."""

    def __init__(self, problem: str, line: int, what: str):
        super().__init__(problem, f"line {line}: {what}")
        self.line, self.what = line, what


def dataset_blocks(lines: Iterable[Line], first: int = 1) -> Iterator[DatasetBlock]:
    """The blocks of a ``data.txt`` text (lines numbered from ``first``): runs of lines
    between blank lines, a ``Match`` line starting a new run too; lines starting with ``#``
    between blocks are comments, as in every batch."""
    block: list[Line] = []
    start = first
    for number, line in enumerate(lines, first):
        text = line.strip() if isinstance(line, str) else None
        if not block and not is_significant(line) and text != "":
            continue
        if text == "" or (text is not None and text.startswith("Match ") and block):
            if block:
                yield DatasetBlock(start, tuple(block))
            block = [] if text == "" else [line]
            start = number if text else number + 1
            continue
        if not block:
            start = number
        block.append(line)
    if block:
        yield DatasetBlock(start, tuple(block))


def read_dataset(lines: Iterable[Line]) -> Iterator[dict[str, Any] | BadBlock]:
    """Every game of a ``data.txt`` text as a native record, in order; a block that is no
    game as a :class:`BadBlock` in its place (the next block is still read)."""
    for _, record in numbered_records(lines):
        yield record


def numbered_records(lines: Iterable[Line], first: int = 1) \
        -> Iterator[tuple[int, dict[str, Any] | BadBlock]]:
    """:func:`read_dataset` with line numbers, as a batch takes its queries: a record is
    numbered by its ``Match`` line, a bad block by the line at fault."""
    for block in dataset_blocks(lines, first):
        try:
            yield block.first, read_block(block)
        except LineError as error:  # numbered by its line, which the batch then names
            line = block.lines[error.line - block.first]
            shown = line.reason if isinstance(line, Unreadable) else line.strip()
            yield error.line, BadBlock(f"{error.what}: {error.problem}", shown, None, False,
                                       error.problem, error.what)


# ---------------------------------------------------------------------------------------
# One block


class _Reader:
    """The lines of one block, read in order into the record's parts; an error is of the
    line read last."""

    def __init__(self, block: DatasetBlock):
        self.block = block
        self.index = 0  # of the next line
        self.current = 0  # of the line read last
        self.actions: list[dict[str, Any]] = []
        self.notes: list[str] = []

    @property
    def number(self) -> int:
        return self.block.first + self.current

    def fail(self, what: str, problem: str) -> LineError:
        return LineError(problem, self.number, what)

    def next_words(self, expected: str) -> list[str]:
        """The words of the next line; the block ending first is an error saying what was
        ``expected``."""
        if self.at_end:
            self.current = len(self.block.lines) - 1
            raise self.fail("end of the game", f"the block ends here, without {expected}")
        self.current = self.index
        self.index += 1
        line = self.block.lines[self.current]
        if isinstance(line, Unreadable):
            raise self.fail("text", line.reason)
        return line.split()

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.block.lines)


def read_block(block: DatasetBlock) -> dict[str, Any]:
    """One game block as a native record (R9.3.4): ``id`` (the match id), ``format``,
    ``quan``, ``dealer``, ``hands``, ``actions``, ``expect`` (the judge's result:
    ``result``, ``seat``, ``fan``, ``fans`` by 2018 name, ``scores``), and ``notes`` when a
    ``Hu`` line writes another tile than the winning one.  A RecordError names the line, the
    seat and the field (a :class:`LineError`)."""
    reader = _Reader(block)
    match = _header(reader, "Match")
    quan = _number(reader, _header(reader, "Wind"), "Wind", SEATS - 1)
    hands = [_deal(reader, seat) for seat in range(SEATS)]
    expect = _play(reader)
    record: dict[str, Any] = {"id": match, "format": FORMAT, "quan": quan, "dealer": 0,
                              "hands": hands, "actions": reader.actions, "expect": expect}
    if reader.notes:
        record["notes"] = reader.notes
    return record


def _header(reader: _Reader, word: str) -> str:
    words = reader.next_words(f"its {word} line")
    if len(words) != 2 or words[0] != word:
        raise reader.fail(word, f"expected '{word} <{'id' if word == 'Match' else '0-3'}>', "
                                f"found {' '.join(words)!r}")
    return words[1]


def _number(reader: _Reader, text: str, what: str, highest: int) -> int:
    number = NUMBERS.get(text, highest + 1)
    if number > highest:
        raise reader.fail(what, f"{text!r} is not a number from 0 to {highest}")
    return number


def _tile(reader: _Reader, text: str, what: str) -> str:
    """A Botzone tile name (R1.1); flowers are refused (§13 Q5)."""
    if text in TILES:
        return text
    if text.startswith("H"):
        raise reader.fail(what, f"{text} is a flower: the dataset's flower draws are not "
                                "written, so the game cannot be replayed (mcr-game.md §13 Q5)")
    raise reader.fail(what, f"{text!r} is no tile name (W1-W9, B1-B9, T1-T9, F1-F4, J1-J3)")


def _player(reader: _Reader, words: list[str]) -> tuple[int, str, list[str]]:
    """'Player p Word rest…' → (p, Word, rest)."""
    if len(words) < 3 or words[0] != "Player":
        raise reader.fail("action", f"expected 'Player <seat> <action> …', found "
                                    f"{' '.join(words)!r}")
    return _number(reader, words[1], "Player", SEATS - 1), words[2], words[3:]


def _deal(reader: _Reader, seat: int) -> list[str]:
    words = reader.next_words(f"the deal of Player {seat}")
    found, word, tiles = _player(reader, words)
    what = f"Player {found} {word}"
    if word != "Deal" or found != seat:
        raise reader.fail(what, f"expected 'Player {seat} Deal' and its {DEAL_SIZE} tiles")
    if len(tiles) != DEAL_SIZE:
        raise reader.fail(what, f"a deal is {DEAL_SIZE} tiles, not {len(tiles)}")
    if not TILES.issuperset(tiles):  # say which, and why
        for tile in tiles:
            _tile(reader, tile, what)
    return tiles


def _play(reader: _Reader) -> dict[str, Any]:
    """The play lines, up to and with the result; returns the record's ``expect``."""
    previous: tuple[str, str] | None = None  # the last action word and its tile
    actions, lines = reader.actions, reader.block.lines
    while True:
        plain = _plain_action(lines[reader.index]) if not reader.at_end else None
        if plain is not None:  # most lines: read at once, nothing to check further
            reader.current = reader.index
            reader.index += 1
            actions.append(plain[0])
            previous = plain[1]
            continue
        words = reader.next_words("a result (Fan and Score, or Huang and Score)")
        if words[0] == "Huang":
            if len(words) != 1:
                raise reader.fail("Huang", "'Huang' stands alone on its line")
            return {"result": "HUANG", "scores": _scores(reader)}
        seat, word, rest = _player(reader, words)
        what = f"Player {seat} {word}"
        action = WORDS.get(word)
        if action is None:
            raise reader.fail(what, f"no action {word!r} (actions: {', '.join(WORDS)})")
        if not rest:
            raise reader.fail(what, f"{word} needs its tile")
        tile = _tile(reader, rest[0], what)
        item: dict[str, Any] = {"seat": seat, action: _chow(reader, tile, what)
                                if word == "Chi" else tile}
        over = _ignored(reader, rest[1:], what, word in CLAIMS)
        if word == "Hu":
            item[action] = _winning_tile(reader, previous, tile, what)
        if over:
            item["over"] = over
        reader.actions.append(item)
        if word == "Hu":
            return _won(reader, seat)
        previous = (word, tile)


PLAIN = {word: action for word, action in WORDS.items() if word not in ("Chi", "Hu")}
"""The words whose line is the seat, the word and one tile, and nothing else to check."""
SEAT_NUMBERS = {str(seat): seat for seat in range(SEATS)}


def _plain_action(line: Line) -> tuple[dict[str, Any], tuple[str, str]] | None:
    """A line 'Player p Word t' of a plain word, seat and tile, as its action and (word,
    tile); None for any other line, which the full reading then reads or refuses."""
    if type(line) is not str:
        return None
    words = line.split()
    if len(words) != 4 or words[0] != "Player":
        return None
    _, seat, word, tile = words
    action, number = PLAIN.get(word), SEAT_NUMBERS.get(seat)
    if action is None or number is None or tile not in TILES:
        return None
    return {"seat": number, action: tile}, (word, tile)


def _chow(reader: _Reader, middle: str, what: str) -> list[str]:
    """'Chi m' → the chow's three tiles, low to high (m is its middle tile)."""
    letter, number = middle[0], int(middle[1])
    if letter not in "WBT" or not 2 <= number <= 8:
        raise reader.fail(what, f"{middle} cannot be a chow's middle tile (a suited 2-8)")
    return [f"{letter}{number + step}" for step in (-1, 0, 1)]


def _ignored(reader: _Reader, words: list[str], what: str, claim: bool) \
        -> list[dict[str, Any]]:
    """The ``Ignore Player q Act t`` suffixes of a claim, as the native ``over`` list."""
    over = []
    for start in range(0, len(words), 5):
        part = words[start:start + 5]
        if not claim:
            raise reader.fail(what, f"only {', '.join(CLAIMS)} lines have Ignore suffixes, "
                                    f"found {' '.join(words)!r}")
        if len(part) != 5 or part[0] != "Ignore" or part[1] != "Player":
            raise reader.fail(what, "expected 'Ignore Player <seat> <action> <tile>', found "
                                    f"{' '.join(part)!r}")
        word = IGNORED.get(part[3].lower())
        if word is None:
            raise reader.fail(what, f"an Ignore holds {', '.join(CLAIMS)}, not {part[3]!r}")
        seat = _number(reader, part[2], f"{what} Ignore Player", SEATS - 1)
        tile = _tile(reader, part[4], f"{what} Ignore")
        over.append({"seat": seat, WORDS[word]: _chow(reader, tile, f"{what} Ignore")
                     if word == "Chi" else tile})
    return over


def _winning_tile(reader: _Reader, previous: tuple[str, str] | None, written: str,
                  what: str) -> str:
    """The tile won on: the previous line's (§13 Q3); the written one is only checked."""
    if previous is None or previous[0] not in ("Draw", "Play", "BuGang"):
        raise reader.fail(what, "a win follows a Draw, a Play or a BuGang line")
    tile = previous[1]
    if tile != written:
        reader.notes.append(f"line {reader.number}: {what} {written}: the winning tile is "
                            f"{tile}, the previous line's (mcr-game.md §13 Q3)")
    return tile


def _won(reader: _Reader, seat: int) -> dict[str, Any]:
    """The ``Fan`` and ``Score`` lines after a win."""
    words = reader.next_words("the Fan line of the win")
    if words[0] != "Fan" or len(words) != 3:
        raise reader.fail("Fan", "a win is followed by 'Fan <T> <name*count+…>', found "
                                 f"{' '.join(words)!r}")
    total = words[1]
    if not (total.isascii() and total.lstrip("-").isdigit()):
        raise reader.fail("Fan", f"T must be a whole number, not {total!r}")
    fans = _fans(reader, words[2])
    expect = {"result": "HU", "seat": seat, "fan": int(total), "fans": fans,
              "scores": _scores(reader)}
    if fans is None:
        del expect["fans"]
    return expect


def _lost(name: str) -> bool:
    """A name whose characters a copy's encoding lost (``???``: public copies of
    ``sample.txt`` read so): T and the scores still say what the judge found."""
    return bool(name) and set(name) == {"?"}


def _fans(reader: _Reader, text: str) -> dict[str, int] | None:
    """The fans of a Fan line, or None when every name was lost (:func:`_lost`)."""
    fans: dict[str, int] = {}
    parts = text.split("+")
    if all(_lost(part.partition("*")[0]) for part in parts):
        return None
    for part in parts:
        name, star, count = part.partition("*")
        if not star or not (count.isascii() and count.isdigit()) or int(count) < 1:
            raise reader.fail("Fan", f"expected name*count, found {part!r}")
        if name not in FAN_NAMES:
            raise reader.fail("Fan", f"{name!r} is no fan of the 2018 calculator")
        if name in fans:
            raise reader.fail("Fan", f"{name} is listed twice")
        fans[name] = int(count)
    return fans


def _scores(reader: _Reader) -> list[int]:
    words = reader.next_words("its Score line")
    scores = words[1:]
    if words[0] != "Score" or len(scores) != SEATS or not all(
            score.isascii() and score.lstrip("-").isdigit() for score in scores):
        raise reader.fail("Score", f"expected 'Score s0 s1 s2 s3', found {' '.join(words)!r}")
    values = [int(score) for score in scores]
    if not reader.at_end:
        words = reader.next_words("")
        raise reader.fail("end of the game", f"nothing follows the Score line, found "
                                             f"{' '.join(words)!r}")
    return values
