"""The JSON of ``paiju mcr score --explain``: what forms each fan, what was not counted and
by which principle, and how the readings of the hand compared.  Imported only when an
answer is explained (plain scoring imports neither this nor the explanation's engine)."""

from __future__ import annotations

from typing import Any

from paiju.engine.mahjong.tiles import write_tiles
from paiju.engine.mcr.explain import Explanation, NotCounted, Witness
from paiju.engine.mcr.fans import Calculator
from paiju.engine.mcr.reasons import KIND_NAMES, pieces_label, why_chosen, why_not_counted
from paiju.engine.mcr.scoring import Piece


def piece_json(piece: Piece) -> dict[str, Any]:
    kind = piece.kind  # None for the knitted straight and a special form's tiles
    return {"tiles": write_tiles(piece.tiles),
            "set": "tiles" if kind is None else KIND_NAMES.get(kind, "tiles"),
            "meld": piece.meld, "concealed": not piece.claimed}


def witness_words(witness: Witness) -> str:
    """'123m 123m', 'every tile: 222233334444p99s', '5p — won on the player's own draw'."""
    if witness.pieces:
        text = pieces_label(witness.pieces)
    elif len(witness.tiles) > 1:
        text = f"every tile: {write_tiles(witness.tiles)}"
    else:
        text = write_tiles(witness.tiles)
    return " — ".join(part for part in (text, witness.note) if part)


def explanation_json(explanation: Explanation,
                     calculator: Calculator = Calculator.V2024) -> dict[str, Any]:
    """The explanation's JSON, fans named as ``calculator`` names them (its texts, ``why``,
    keep today's names)."""
    result = explanation.score
    reading = result.reading
    return {
        "form": reading.form.reading_words if reading else None,
        "decomposition": [piece_json(piece) for piece in reading.pieces] if reading else [],
        "fans": [{"name_zh": item.fan.name_zh_of(calculator), "name_en": item.fan.name_en,
                  "points": item.fan.points, "count": item.count,
                  "from": [witness_words(w) for w in item.witnesses]}
                 for item in explanation.fans],
        "not_counted": [not_counted_json(item, calculator) for item in explanation.not_counted],
        "readings": [{"form": contender.reading.form.reading_words,
                      "decomposition": pieces_label(contender.reading.pieces),
                      "total": contender.total,
                      "fans": [{"name_zh": fan.name_zh_of(calculator), "count": count}
                               for fan, count in contender.fans],
                      "verdict": contender.verdict.name.lower(),
                      "chosen": index == explanation.chosen}
                     for index, contender in enumerate(explanation.contenders)],
        "why": why_chosen(explanation) if reading else None,
        "notes": list(result.notes),
        "readings_tried": result.readings_tried,
    }


def not_counted_json(item: NotCounted, calculator: Calculator = Calculator.V2024) \
        -> dict[str, Any]:
    return {"fan": item.fan.name_zh_of(calculator), "name_en": item.fan.name_en,
            "count": item.count, "implied_by": item.by.name_zh_of(calculator) if item.by else None,
            "principle": item.principle.name_zh, "principle_en": item.principle.name_en,
            "in_exclusion_table": item.listed,
            "from": [witness_words(w) for w in item.witnesses], "why": why_not_counted(item)}
