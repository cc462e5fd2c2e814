"""JSON records, whatever the game: reading a document or JSON Lines, and checking fields.

* :func:`load_json` reads one document (unreadable text names the line and column);
  :func:`json_line` one JSON Lines record, which must be an object; :func:`json_record` one
  whose fields are also checked.
* JSON is read strictly, the same way everywhere: a key given twice in one object, ``NaN``
  or ``Infinity``, and nesting deeper than :data:`MAX_DEPTH` are errors, never a crash or
  a silently kept value.  A number is read whatever its length: one too large to read
  (``1e400``, an integer of 5,000 digits) is a :class:`~paiju.grammar.counts.TooLarge`,
  which every field reader refuses naming the field, and one Python would write back
  otherwise (``1E2``, ``-0``) keeps its text, so that an ``"id"`` is echoed as written
  (:mod:`paiju.grammar.counts`).
* :func:`json_or_lines` tells one JSON document from JSON Lines by their first lines, so that
  JSON Lines can be streamed without reading the whole input.
* :func:`check_fields` checks a record's field names (known ones, required ones): a field
  the record may not hold is an error listing the fields it may; ``"id"`` (:data:`ID`) is
  always allowed at the top of a record, and the commands echo it back first, untouched
  (:func:`echo_id`), so that a pipeline can join answers to questions.  The readers below
  check a field's value and name the field in the :class:`RecordError`, saying what was
  expected and what was found.

Game records (:mod:`paiju.grammar.gouji_records`, :mod:`~paiju.grammar.mcr_records`,
:mod:`~paiju.grammar.fuzhou_records`) are built from these.
"""

from __future__ import annotations

import json
import re
from itertools import chain, compress
from typing import Any, Callable, Iterable, Iterator, Sequence, TypeVar, cast

from paiju.engine.rulebook import stake_over
from paiju.errors import NotationError, PaijuError, RecordError
from paiju.grammar.batch import Line, Unreadable, is_significant, significant
from paiju.grammar.counts import TooLarge, WrittenFloat, WrittenInt

E = TypeVar("E")

ID = "id"
"""The field every record may hold, whatever the command: echoed back first, untouched."""
MAX_DEPTH = 32
"""How deeply a JSON value may nest; paiju's deepest record nests four levels."""
MAX_DOCUMENT = 64 << 20
"""Characters a one-document input may hold (a game of ten thousand deals is 1 MiB)."""


class _Unparsable(Exception):
    """Why a JSON text could not be read, and where (line and column, when known)."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None,
                 syntax: bool = False):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column
        self.syntax = syntax
        """Not JSON text at all (or cut short); otherwise JSON whose content is refused."""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    record = dict(pairs)
    if len(record) < len(pairs):  # a key given twice: name the first one repeated
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError("given twice in one object", key)
            seen.add(key)
    return record


def _constant(name: str) -> Any:
    raise _Unparsable(f"{name} is not a JSON number")


def _float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        return TooLarge(text)
    if repr(value) != text:  # 1E2, 1.0000000000000000001: kept as written
        return WrittenFloat(value, text)
    return value


def _int(text: str) -> int | float:
    """An integer of the decoder that keeps numbers as written (:data:`_WRITTEN`)."""
    if len(text) > _INT_DIGITS:
        return TooLarge(text)
    if text == "-0":
        return WrittenInt(0, text)
    return int(text)


_INT_DIGITS = 4300
"""Python reads no longer integer (sys.get_int_max_str_digits): one is TooLarge."""
_NUMBER_GOES_ON = frozenset(".0123456789eE")


def _negative_zero(text: str) -> bool:
    """Might ``text`` hold the JSON number ``-0`` (not ``-0.5``, ``-0e1``)?  (Or a string
    holding those characters, which only costs reading the text again.)"""
    at = text.find("-0")
    while at >= 0:
        if text[at + 2:at + 3] not in _NUMBER_GOES_ON:
            return True
        at = text.find("-0", at + 2)
    return False


def parse_json(text: str) -> Any:
    """One JSON value, read strictly (see the module's notes); RecordError for a key given
    twice, ``_Unparsable`` for anything else."""
    written = "-0" in text and _negative_zero(text)  # else read as 0
    if not written and len(text) > LARGE:  # a long document: its long lists item by item
        try:
            return _read_large(text)
        except _Irregular:  # read whole below, which says what is wrong as json says it
            pass
    if not written:  # ("mcr-pub-00001" holds "-0" but no number -0)
        try:  # the usual record, read without a hook (see _PLAIN_SCAN and _plain_shape)
            value, end = _PLAIN_SCAN(text, 0)
            # a line read from a stream keeps its newline: only whitespace may follow
            if (end == len(text) or text[end:].isspace()) \
                    and _plain_shape(value, text.count(":")):
                return value
        except Exception:  # noqa: BLE001 - read again below, which says what is wrong
            pass
    try:
        try:
            value = _read(_DECODER, _SCAN, text) if not written else None
        except ValueError as error:  # an integer of more than 4300 digits: kept as written
            if isinstance(error, (json.JSONDecodeError, RecordError)):
                raise
            written = True
        if written:
            value = _plain_outside_ids(_read(_WRITTEN, _WRITTEN_SCAN, text))
    except json.JSONDecodeError as error:
        raise _Unparsable(error.msg, error.lineno, error.colno, syntax=True) from None
    except RecordError:  # a key given twice
        raise
    except RecursionError:
        raise _Unparsable(f"nested too deeply (at most {MAX_DEPTH} levels)") from None
    if _depth(value) > MAX_DEPTH:
        raise _Unparsable(f"nested too deeply (at most {MAX_DEPTH} levels)")
    return value


def _plain_shape(value: Any, colons: int) -> bool:
    """Is ``value``, read by the scanner without hooks from a text holding ``colons``
    colons, what the strict reading gives: no key given twice (each key of the text has its
    colon, so that as many keys kept as colons written means none was given twice, and no
    string held a colon) and no nesting deeper than :data:`MAX_DEPTH`?"""
    return _shape_depth(value, colons) <= MAX_DEPTH


_UNPLAIN = MAX_DEPTH + 1


def _shape_depth(value: Any, colons: int, most: int = MAX_DEPTH) -> int:
    """How deeply ``value`` nests (as :func:`_depth`), or more than ``most`` when it is
    deeper or keeps fewer keys than ``colons`` (see :func:`_plain_shape`).  Walked a level at
    a time, each level's members gathered and sorted out by C code: a record of three
    hundred actions costs a few Python steps per container, none per scalar."""
    if type(value) is not dict and type(value) is not list:
        return 0 if colons == 0 else _UNPLAIN
    level, depth, keys = [value], 0, 0
    while level:
        depth += 1
        if depth > most:
            return _UNPLAIN
        keys += sum(map(len, [item for item in level if type(item) is dict]))
        members = list(chain.from_iterable(
            [item.values() if type(item) is dict else item for item in level]))
        level = list(compress(members, map(_CONTAINERS.__contains__, map(type, members))))
    return depth if keys == colons else _UNPLAIN


LARGE = 1 << 20
"""Characters from which a text is read by :func:`_read_large`."""
_SHARED = 1 << 16
"""Distinct items of long lists a large document shares (a replay's actions are a few
thousand distinct texts)."""
_SPACE = re.compile(r"[ \t\n\r]*")


class _Irregular(Exception):
    """Something :func:`_read_large` does not read itself: the whole text is read again by
    the decoder, which refuses it (or reads it) exactly as for any other text."""


def _read_large(text: str) -> Any:
    """A large document (a replay of millions of actions) read in memory proportional to its
    text: the top object and the lists it holds are walked here, and each item of those lists
    read by the hookless scanner (checked by :func:`_plain_shape`) and shared with every equal
    item written the same way — the millions of ``{"seat": 0, "pass": true}`` are one dict
    (nothing that reads a record changes it).  Anything unusual, a bad text above all, is an
    :class:`_Irregular`: the caller reads the text whole, so that errors are said as ever."""
    shared: dict[str, Any] = {}

    def space(text: str, at: int) -> re.Match[str]:
        return cast("re.Match[str]", _SPACE.match(text, at))  # it matches "" at worst

    def item(at: int, depth: int) -> tuple[Any, int]:
        try:
            value, end = _PLAIN_SCAN(text, at)
        except Exception:  # noqa: BLE001 - the decoder says what is wrong
            raise _Irregular() from None
        if type(value) is dict or type(value) is list:
            written = text[at:end]
            found = shared.get(written)
            if found is not None:
                return found, end
            if _shape_depth(value, written.count(":"), MAX_DEPTH - depth) > MAX_DEPTH - depth:
                raise _Irregular()
            if len(shared) < _SHARED:
                shared[written] = value
        return value, end

    def items(at: int, depth: int) -> tuple[list[Any], int]:
        found: list[Any] = []
        at = space(text, at + 1).end()
        if text[at:at + 1] == "]":
            return found, at + 1
        while True:
            value, at = item(at, depth)
            found.append(value)
            at = space(text, at).end()
            mark = text[at:at + 1]
            if mark == "]":
                return found, at + 1
            if mark != ",":
                raise _Irregular()
            at = space(text, at + 1).end()

    at = space(text, 0).end()
    if text[at:at + 1] != "{":
        raise _Irregular()
    pairs: list[tuple[str, Any]] = []
    at = space(text, at + 1).end()
    while text[at:at + 1] != "}":
        if text[at:at + 1] != '"':
            raise _Irregular()
        key, at = item(at, 1)
        at = space(text, at).end()
        if text[at:at + 1] != ":":
            raise _Irregular()
        at = space(text, at + 1).end()
        if text[at:at + 1] == "[":
            value, at = items(at, 2)
        else:
            value, at = item(at, 1)
        pairs.append((key, value))
        at = space(text, at).end()
        if text[at:at + 1] == ",":
            at = space(text, at + 1).end()
            if text[at:at + 1] == "}":
                raise _Irregular()
        elif text[at:at + 1] != "}":
            raise _Irregular()
    if space(text, at + 1).end() != len(text):
        raise _Irregular()
    try:
        return _object(pairs)
    except RecordError:  # a key given twice: said by the decoder, in its order
        raise _Irregular() from None


def _read(decoder: json.JSONDecoder, scan: Callable[[str, int], tuple[Any, int]],
          text: str) -> Any:
    try:  # a value filling the text, as a batch line is: the scanner alone reads it
        value, end = scan(text, 0)
    except StopIteration:
        end = -1
    if end != len(text):  # space around the value, or not one value: as json.loads
        if text.startswith("\ufeff"):  # as json.loads says it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)",
                                       text, 0)
        value = decoder.decode(text)
    return value


def _plain_outside_ids(value: Any) -> Any:
    """``value`` with each :class:`WrittenInt` (``-0``) outside an ``"id"`` read as the plain
    int it is (a seat -0 is seat 0): only an id is echoed as written."""
    if type(value) is WrittenInt:
        return int(value)
    if type(value) is list:
        return [_plain_outside_ids(item) for item in value]
    if type(value) is dict:
        return {key: item if key == ID else _plain_outside_ids(item)
                for key, item in value.items()}
    return value


_DECODER = json.JSONDecoder(object_pairs_hook=_object, parse_constant=_constant,
                            parse_float=_float)
"""One decoder for every value read (json.loads would build one a call)."""
# scan_once (text, index) -> (value, end) is set by JSONDecoder.__init__; typeshed omits it
_SCAN: Callable[[str, int], tuple[Any, int]] = getattr(_DECODER, "scan_once")
_PLAIN_SCAN: Callable[[str, int], tuple[Any, int]] = getattr(
    json.JSONDecoder(parse_constant=_constant, parse_float=_float), "scan_once")
"""The scanner without the hook that finds a key given twice: a value whose objects keep as
many keys in all as its text has colons cannot have given one twice (a key's colon is one of
them), and is read by this scanner alone, in C (:func:`_plain_shape` checks it); the hook
costs a Python call an object, some 300 a replay record."""
_CONTAINERS = frozenset((dict, list))
_WRITTEN = json.JSONDecoder(object_pairs_hook=_object, parse_constant=_constant,
                            parse_float=_float, parse_int=_int)
"""The decoder that keeps every number Python would not write back as written (``-0``, an
integer too long to read), for the few texts that hold one."""
_WRITTEN_SCAN: Callable[[str, int], tuple[Any, int]] = getattr(_WRITTEN, "scan_once")


def _depth(value: Any) -> int:
    """How deeply ``value`` nests (a scalar 0, [] 1, [[]] 2), without recursion."""
    if type(value) is dict and _CONTAINERS.isdisjoint(map(type, value.values())):
        return 1  # a flat record, as most are
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = item.values()
        elif not isinstance(item, list):
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in item if isinstance(child, (dict, list)))
    return deepest


def load_json(text: str, source: str) -> Any:
    """Parse one JSON document; unreadable text names the line and column."""
    if not text.strip():
        raise NotationError(f"{source}: empty: expected a JSON record")
    try:
        return parse_json(text)
    except _Unparsable as error:
        where = f" (line {error.line}, column {error.column})" if error.line else ""
        raise NotationError(f"{source}: not JSON: {error.message}{where}") from None


def json_value(line: str) -> Any:
    """The JSON value of one line of JSON Lines; RecordError when it is not one."""
    try:
        return parse_json(line)
    except _Unparsable as error:
        raise _not_json(error, line) from None


def _not_json(error: _Unparsable, line: str) -> RecordError:
    """The line's place written as every error writes it: (column 4 of '…')."""
    where = PaijuError("", line, error.column - 1).where() if error.column else ""
    return RecordError(f"not JSON: {error.message}{where}")


def is_record(line: str) -> bool:
    """Is this batch line (or argument) a JSON object, rather than text in a game's
    notation (which never starts with ``{``)?"""
    return line.lstrip().startswith("{")


def json_line(line: str, required: str | None = None, description: str = "") -> dict[str, Any]:
    """A JSON Lines record as its object; with ``required``, that field must be a string
    (``description`` says what it holds).  RecordError otherwise."""
    try:
        record = parse_json(line)
    except _Unparsable as error:
        raise _not_json(error, line) from None
    if type(record) is not dict:
        raise RecordError("a line must be a JSON object"
                          + (f" with a \"{required}\" field" if required else ""))
    if required is not None and type(record.get(required)) is not str:
        raise RecordError(f"required, {description}", required)
    return record


def json_record(line: str, known: Sequence[str], required: str, description: str) \
        -> dict[str, Any]:
    """A JSON Lines record whose fields are among ``known`` (and ``"id"``), with the
    string field ``required`` (``description`` says what it holds)."""
    return check_fields(json_line(line, required, description), None, known)


def echo_id(record: dict[str, Any] | None, data: dict[str, Any]) -> dict[str, Any]:
    """The answer ``data`` with the record's ``"id"`` (if it has one) first, untouched."""
    if record is None or ID not in record:
        return data
    return {ID: record[ID], **{key: value for key, value in data.items() if key != ID}}


def record_settings(record: dict[str, Any], readers: dict[str, Callable[[Any, str], Any]],
                    defaults: dict[str, Any]) -> dict[str, Any]:
    """The settings of one record's query: ``defaults`` (the command's options), with each
    field that ``readers`` names and the record gives (not null) read over it — a record's
    field overrides the option of the same name."""
    settings = dict(defaults)
    for name, read in readers.items():
        if record.get(name) is not None:
            settings[name] = read(record[name], name)
    return settings


def record_texts(record: dict[str, Any], names: Sequence[str],
                 given: dict[str, str | None]) -> dict[str, str]:
    """The notation fields ``names`` of a hand command's record — each a string, from the
    record or else from ``given`` (the command's options)."""
    texts = {}
    for name in names:
        value = record.get(name, given.get(name))
        if not isinstance(value, str):
            raise RecordError("required, a string in card notation"
                              if value is None else f"expected a string in card notation, "
                              f"found {kind_of(value)}", name)
        texts[name] = value
    return texts


def read_named(texts: dict[str, str], read: Callable[..., E], *more: Any, **settings: Any) -> E:
    """``read(*texts, *more, **settings)`` for texts taken from the record fields that
    ``texts`` names: an error in one of them names its field (and the column in it)."""
    try:
        return read(*texts.values(), *more, **settings)
    except RecordError:
        raise
    except PaijuError as error:
        for name, text in texts.items():
            if error.text == text:
                raise RecordError(f"{error.message}{error.where()}", name) from None
        raise


def _one_value(text: Line) -> bool:
    if isinstance(text, Unreadable):
        return False
    try:
        parse_json(text)
    except RecordError:  # a key given twice: a whole value all the same, read as a bad record
        return True
    except _Unparsable as error:  # too deep, NaN, …: a whole value too, refused line by line
        return not error.syntax
    return True


def json_or_lines(lines: Iterable[Line], source: str, *, from_file: bool = False) \
        -> tuple[Any, Iterator[tuple[int, Line]] | None]:
    """One JSON document, or JSON Lines: ``(document, None)``, or ``(None, numbered lines)``
    streamed as they are read.

    The first query lines decide (blank and ``#`` lines are skipped).  When the first is a JSON
    value by itself, or does not open an object or a list, the input is JSON Lines — one
    record a line, a bad first line being a bad line like any other, and on stdin one line is
    a batch of one, answered as many are — except that a file (``from_file``) holding one
    query line is one document: a file with one record is that record.  Otherwise
    the input is one document spread over several lines (comment lines blanked, so that
    errors give the line and column of the input); but a document that does not read, whose
    second query line is a JSON object by itself, is JSON Lines with a bad first line."""
    raw = iter(lines)
    seen: list[Line] = []
    found: list[tuple[int, Line]] = []
    for line in raw:
        seen.append(line)
        if is_significant(line):
            found.append((len(seen), line if isinstance(line, Unreadable) else line.strip()))
            if len(found) == 2:
                break
    if not found:
        return load_json("", source), None
    text = found[0][1]
    if len(found) == 1 and from_file:
        if isinstance(text, Unreadable):
            raise NotationError(f"{source}: line {found[0][0]}: {text.reason}")
        return load_json(text, source), None
    if isinstance(text, Unreadable) or not text.startswith(("{", "[")) or _one_value(text):
        return None, _continue(found, raw, len(seen))
    for number, line in enumerate(seen, 1):
        if isinstance(line, Unreadable):
            raise NotationError(f"{source}: line {number}: {line.reason}")
    texts = list(cast("list[str]", seen))  # an Unreadable line has raised above
    size = sum(len(line) for line in texts)
    count = len(seen)
    # the text is kept in pieces of many lines: a line apart costs some 50 bytes besides its
    # characters, and a document of millions of lines would cost as many times its size
    pieces: list[str] = []
    for line in raw:
        count += 1
        if isinstance(line, Unreadable):
            raise NotationError(f"{source}: line {count}: {line.reason}")
        size += len(line)
        if size > MAX_DOCUMENT:
            raise NotationError(f"{source}: over {MAX_DOCUMENT >> 20} MiB: too large for one "
                                "document (JSON Lines are read a line at a time)")
        texts.append(line)
        if len(texts) >= _PIECE:
            pieces.append(_document_text(texts))
            texts.clear()
    pieces.append(_document_text(texts))
    document = "".join(pieces)
    del pieces, texts
    try:
        return load_json(document, source), None
    except (NotationError, RecordError):
        numbered = list(significant(seen))
        if len(numbered) > 1 and isinstance(numbered[1][1], str) \
                and numbered[1][1].startswith("{") and _one_value(numbered[1][1]):
            return None, iter(numbered)
        raise


_PIECE = 4096
"""Lines of a document joined into one piece of its text as they are read."""


def _document_text(lines: list[str]) -> str:
    """The text of a document's lines, comment lines blanked (so that errors give the line
    and column of the input)."""
    return "".join(line if is_significant(line) or not line.strip() else "\n"
                   for line in lines)


def _continue(found: list[tuple[int, Line]], raw: Iterator[Line],
              offset: int) -> Iterator[tuple[int, Line]]:
    yield from found
    for number, text in significant(raw):
        yield number + offset, text


# ---------------------------------------------------------------------------------------
# Fields


def kind_of(value: Any) -> str:
    """What a JSON value is, in words: 'null', 'the number 1.5', 'the text "x"', …"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and value.bit_length() > _SHOWN_BITS:  # from a program
        return "a number of thousands of digits"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {json.dumps(value, ensure_ascii=False)}"
    return "a list" if isinstance(value, list) else "an object"


_SHOWN_BITS = 10_000
"""An int longer than this is not written out in an error (str() refuses 4,300 digits)."""


def field_name(name: str | None, key: str) -> str:
    """``key`` inside the record ``name`` (``burns[0].outcome``), or alone at the top."""
    return f"{name}.{key}" if name else key


def check_fields(value: Any, name: str | None, known: Sequence[str],
                 required: Sequence[str] = (), known_only: bool = True) -> dict[str, Any]:
    """``value`` as a record (an object) whose fields are among ``known`` (unless not
    ``known_only``: then other fields are left alone) and hold every ``required`` one;
    ``name`` is where the record is (None at the top)."""
    what = name or "the record"
    if not isinstance(value, dict):
        raise RecordError(f"expected {'an object' if name else 'a record'} {{…}}, found "
                          f"{kind_of(value)}", name)
    if known_only:
        allowed = tuple(known) + ((ID,) if name is None and ID not in known else ())
        for key in value:
            if key not in allowed:
                raise RecordError(f"unknown field in {what} (fields: {', '.join(allowed)})",
                                  field_name(name, key))
    for key in required:
        if key not in value:
            raise RecordError(f"missing: {what} needs it", field_name(name, key))
    return value


def action_seat_and_kind(item: Any, name: str, seats: int, kinds: Sequence[str],
                         forms: str) -> tuple[int, str]:
    """The seat and the one kind of an action ``{"seat": S, KIND: …}`` of a replay record
    (``forms`` shows the actions, for the error), checked; RecordError names the field."""
    if not isinstance(item, dict):
        raise RecordError(f"expected an action {forms}, found {kind_of(item)}", name)
    if "seat" not in item:
        raise RecordError("missing: every action names its seat", f"{name}.seat")
    seat = whole_number(item["seat"], f"{name}.seat")
    if not 0 <= seat < seats:
        raise RecordError(f"seat {seat} does not exist (seats are 0-{seats - 1})", f"{name}.seat")
    given = [key for key in item if key != "seat"]
    unknown = [key for key in given if key not in kinds]
    if unknown:
        raise RecordError(f"unknown field in an action (an action is one of "
                          f"{', '.join(kinds)})", f"{name}.{unknown[0]}")
    if len(given) != 1:
        raise RecordError(f"an action is exactly one of {', '.join(kinds)}, found "
                          f"{len(given)}", name)
    return seat, given[0]


def list_field(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"expected a list […], found {kind_of(value)}", name)
    return value


def whole_number(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"expected a whole number, found {kind_of(value)}", name)
    return value


STAKES = {"base": "the base (底分)", "run": "the banker's count (连庄数)",
          "banker_count": "the banker count (连庄数)"}
"""The stake fields of the games' records, and their names in errors."""


def stake(value: Any, name: str) -> int:
    """A stake field (:data:`STAKES`): a whole number at most
    :data:`~paiju.engine.rulebook.MAX_STAKE`, refused at input so that no answer grows past
    any limit (the lower bounds are the rules')."""
    number = whole_number(value, name)
    problem = stake_over(number, STAKES[name])
    if problem is not None:
        raise RecordError(problem, name)
    return number


def optional_whole_number(value: Any, name: str) -> int | None:
    return None if value is None else whole_number(value, name)


def true_or_false(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"expected true or false, found {kind_of(value)}", name)
    return value


def text_field(value: Any, name: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"expected a string, found {kind_of(value)}", name)
    return value


def choice(value: Any, enum_type: Callable[[str], E], allowed: list[str], name: str) -> E:
    """One of the ``allowed`` strings, as ``enum_type``."""
    if not isinstance(value, str) or value not in allowed:
        shown = value.written if isinstance(value, TooLarge) \
            else json.dumps(value, ensure_ascii=False)
        raise RecordError(f"{shown} is not one of "
                          f"{', '.join(allowed)}", name)
    return enum_type(value)


def read_text_field(name: str, read: Callable[[str], E], text: str) -> E:
    """``read(text)`` for a record field holding notation: an error names the field (and
    the column inside it)."""
    try:
        return read(text)
    except PaijuError as error:
        raise RecordError(f"{error.message}{error.where()}", name) from None


# ---------------------------------------------------------------------------------------
# Rule switches in a record


