"""``paiju mcr shanten`` as records: how far a hand is from ready in each MCR form, the
useful tiles of 13 tiles, and every discard of 14, best first.

    >>> from paiju.api.mcr import shanten_hand
    >>> answer = shanten_hand("123m456p789s1155s")
    >>> answer["shanten"]["overall"], answer["useful"]
    (0, [{'tile': '1s', 'unseen': 2}, {'tile': '5s', 'unseen': 2}])
"""

from __future__ import annotations

from typing import Any, NamedTuple

from paiju.api.jsonl import to_json
from paiju.engine.mahjong.shanten import Analysis, Discard, Reading, Useful
from paiju.engine.mahjong.shapes import Form
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mcr.analysis import HandTiles, analyse, readings
from paiju.grammar.mcr import parse_tiles_with_melds
from paiju.grammar.records import echo_id

SHANTEN_FIELDS = ("hand",)
"""The fields of a ``paiju mcr shanten --batch`` record (and ``"id"``)."""

__all__ = ["SHANTEN_FIELDS", "Analysed", "analysed_hand", "analysed_line", "analysed_record",
           "shanten_hand", "shanten_record"]


class Analysed(NamedTuple):
    """One analysed hand and everything its answer is made of: ``head``, the fields echoed
    in front (a record, its ``"id"`` first; or the hand), the hand, its analysis, and with
    ``explain`` a best reading of each form (None where the melds rule it out)."""

    head: dict[str, Any]
    hand: HandTiles
    result: Analysis
    explained: dict[Form, Reading | None] | None

    def as_dict(self) -> dict[str, Any]:
        """The answer (a new dict every time)."""
        hand, result = self.hand, self.result
        data = echo_id(self.head, dict(self.head))
        data.update(
            canonical=hand.notation(), tiles=hand.size, shanten=shanten_json(result),
            best_forms=[form.value for form in result.best_forms],
            useful=None if result.useful is None else useful_json(result.useful),
            unseen_total=result.unseen_total,
            discards=None if result.discards is None else
            [discard_json(option) for option in result.discards])
        if self.explained is not None:
            data["explanation"] = {form.value: reading_json(hand, found)
                                   for form, found in self.explained.items()}
        return data

    def json(self) -> str:
        """The answer as one line of JSON."""
        return to_json(self.as_dict())


def analysed_record(record: Any, explain: bool = False) -> Analysed:
    """Analyse one record ``{"hand"}`` (and ``"id"``)."""
    # the records' reader (and the rule book it reads) is imported by the first record: a
    # one-shot HAND query does without it (start-up)
    from paiju.grammar.mcr_records import hand_record

    record = hand_record(record, SHANTEN_FIELDS)[0]
    return _analysed(record, record[SHANTEN_FIELDS[0]], explain)


def analysed_line(line: str, explain: bool = False) -> Analysed:
    """Analyse one line of JSON Lines, a record."""
    from paiju.api.mcr.records import line_record  # as above: records only

    return analysed_record(line_record(line), explain)


def analysed_hand(text: str, explain: bool = False) -> Analysed:
    """Analyse a hand given as notation (13 or 14 tiles, melds counting three)."""
    return _analysed(None, text, explain)


def shanten_record(record: dict[str, Any], explain: bool = False) -> dict[str, Any]:
    """The answer to one record, as ``paiju mcr shanten --batch`` writes it."""
    return analysed_record(record, explain).as_dict()


def shanten_hand(text: str, explain: bool = False) -> dict[str, Any]:
    """The answer to a hand, as ``paiju mcr shanten HAND --format json`` prints it."""
    return analysed_hand(text, explain).as_dict()


def _analysed(head: dict[str, Any] | None, text: str, explain: bool) -> Analysed:
    melds, standing, _ = parse_tiles_with_melds(text)
    hand = HandTiles.of(melds, standing)
    return Analysed({"hand": text} if head is None else head, hand, analyse(hand),
                    readings(hand) if explain else None)


def useful_json(useful: tuple[Useful, ...]) -> list[dict[str, Any]]:
    return [{"tile": LABELS[item.tile], "unseen": item.unseen} for item in useful]


def discard_json(option: Discard) -> dict[str, Any]:
    return {"tile": LABELS[option.tile], "shanten": option.shanten,
            "forms": [form.value for form in option.forms],
            "useful": useful_json(option.useful), "unseen_total": option.unseen_total}


def shanten_json(result: Analysis) -> dict[str, int | None]:
    return {**{form.value: value for form, value in result.shanten.items()},
            "overall": result.overall}


def reading_json(hand: HandTiles, found: Reading | None) -> dict[str, Any] | None:
    if found is None:
        return None
    melds = [{"kind": "meld", "tiles": write_tiles(meld.tiles)} for meld in hand.melds]
    return {"shanten": found.shanten,
            "groups": melds + [{"kind": part.kind.value, "tiles": write_tiles(part.tiles)}
                               for part in found.parts],
            "missing": write_tiles(found.missing)}
