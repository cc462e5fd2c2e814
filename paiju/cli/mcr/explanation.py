"""The words and JSON of ``paiju mcr score --explain``: what forms each fan, what was not
counted and by which principle, and how the readings of the hand compared.  Imported only
when an answer is explained."""

from __future__ import annotations

from typing import Any

from paiju.cli.mcr.words import KIND_NAMES, fan_names, pieces_label, times
from paiju.cli.rendering import bullets
from paiju.engine.mahjong.tiles import write_tiles
from paiju.engine.mcr.explain import Explanation, FanWitnesses, NotCounted, Witness
from paiju.engine.mcr.reasons import contender_verdict, why_chosen, why_not_counted
from paiju.engine.mcr.scoring import Contender, Piece


def piece_json(piece: Piece) -> dict[str, Any]:
    return {"tiles": write_tiles(piece.tiles), "set": KIND_NAMES.get(piece.kind, "tiles"),
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


def fan_line(item: FanWitnesses) -> str:
    """'一般高 Pure Double Chow: 123m 123m' (instances separated by ';')."""
    sources = "; ".join(dict.fromkeys(witness_words(w) for w in item.witnesses))
    return f"{item.fan.name_zh} {item.fan.name_en}{times(item.count)}: {sources}"


def not_counted_line(item: NotCounted) -> str:
    sources = "; ".join(dict.fromkeys(witness_words(w) for w in item.witnesses if w.pieces))
    return f"{item.fan.name_zh}{times(item.count)}{f' ({sources})' if sources else ''}: " \
           f"{why_not_counted(item)}"


def contender_line(contender: Contender, chosen: bool) -> str:
    fans = fan_names(contender.fans) or "无番和"
    return (f"{contender.total}  {pieces_label(contender.reading.pieces)}: {fans} "
            f"({contender_verdict(contender, chosen)})")


def explanation_json(explanation: Explanation) -> dict[str, Any]:
    result = explanation.score
    reading = result.reading
    data: dict[str, Any] = {
        "form": reading.form.reading_words if reading else None,
        "decomposition": [piece_json(piece) for piece in reading.pieces] if reading else [],
        "fans": [{"name_zh": item.fan.name_zh, "name_en": item.fan.name_en,
                  "points": item.fan.points, "count": item.count,
                  "from": [witness_words(w) for w in item.witnesses]}
                 for item in explanation.fans],
        "not_counted": [not_counted_json(item) for item in explanation.not_counted],
        "readings": [{"form": contender.reading.form.reading_words,
                      "decomposition": pieces_label(contender.reading.pieces),
                      "total": contender.total,
                      "fans": [{"name_zh": fan.name_zh, "count": count}
                               for fan, count in contender.fans],
                      "verdict": contender.verdict.name.lower(),
                      "chosen": index == explanation.chosen}
                     for index, contender in enumerate(explanation.contenders)],
        "why": why_chosen(explanation) if reading else None,
        "notes": list(result.notes),
        "readings_tried": result.readings_tried,
    }
    return data


def not_counted_json(item: NotCounted) -> dict[str, Any]:
    return {"fan": item.fan.name_zh, "name_en": item.fan.name_en, "count": item.count,
            "implied_by": item.by.name_zh if item.by else None,
            "principle": item.principle.name_zh, "principle_en": item.principle.name_en,
            "in_exclusion_table": item.listed,
            "from": [witness_words(w) for w in item.witnesses], "why": why_not_counted(item)}


def explanation_sections(explanation: Explanation) -> list[str]:
    """The --explain part of the table output: three headed lists."""
    sections = ["fans, and what forms them:\n" + bullets(fan_line(item)
                                                          for item in explanation.fans)]
    if explanation.not_counted:
        sections.append("not counted, though their condition holds:\n" + bullets(
            not_counted_line(item) for item in explanation.not_counted))
    sections.append("readings compared:\n" + bullets(
        contender_line(contender, index == explanation.chosen)
        for index, contender in enumerate(explanation.contenders))
        + f"\n  → {why_chosen(explanation)}")
    return sections
