"""The words and JSON of ``paiju mcr score --explain``: what forms each fan, what was not
counted and by which principle, and how the readings of the hand compared."""

from __future__ import annotations

from typing import Any, Iterable

from paiju.engine.mcr.explain import Explanation, FanWitnesses, NotCounted, Witness
from paiju.engine.mcr.fans import Fan, Principle
from paiju.engine.mcr.scoring import Contender, Piece, Verdict
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import write_tiles

_KIND_NAMES = {SetKind.CHOW: "chow", SetKind.PUNG: "pung", SetKind.KONG: "kong",
               SetKind.PAIR: "pair"}


def piece_json(piece: Piece) -> dict[str, Any]:
    return {"tiles": write_tiles(piece.tiles), "set": _KIND_NAMES.get(piece.kind, "tiles"),
            "meld": piece.meld, "concealed": not piece.claimed}


def describe_piece(piece: Piece) -> str:
    """'[234p] claimed chow', '999m concealed pung', '55p pair', …"""
    tiles = write_tiles(piece.tiles)
    if piece.kind is None:
        return f"{tiles} knitted straight" if len(piece.tiles) == 9 else tiles
    if piece.kind is SetKind.PAIR:
        return f"{tiles} pair"
    if piece.meld:
        state = "melded" if piece.claimed and piece.kind is SetKind.KONG else \
            "claimed" if piece.claimed else "concealed"
        return f"[{tiles}] {state} {_KIND_NAMES[piece.kind]}"
    state = "exposed by the winning discard" if piece.claimed else "concealed"
    return f"{tiles} {state} {_KIND_NAMES[piece.kind]}" if piece.kind is not SetKind.CHOW \
        else f"{tiles} chow"


def piece_label(piece: Piece) -> str:
    """The tiles of a piece, a meld in brackets: '[234p]', '99s'."""
    tiles = write_tiles(piece.tiles)
    return f"[{tiles}]" if piece.meld else tiles


def pieces_label(pieces: tuple[Piece, ...]) -> str:
    return " ".join(piece_label(piece) for piece in pieces)


def witness_words(witness: Witness) -> str:
    """'123m 123m', 'every tile: 222233334444p99s', '5p — won on the player's own draw'."""
    if witness.pieces:
        text = pieces_label(witness.pieces)
    elif len(witness.tiles) > 1:
        text = f"every tile: {write_tiles(witness.tiles)}"
    else:
        text = write_tiles(witness.tiles)
    return " — ".join(part for part in (text, witness.note) if part)


def times(count: int) -> str:
    return f" ×{count}" if count > 1 else ""


def fan_line(item: FanWitnesses) -> str:
    """'一般高 Pure Double Chow: 123m 123m' (instances separated by ';')."""
    sources = "; ".join(dict.fromkeys(witness_words(w) for w in item.witnesses))
    return f"{item.fan.name_zh} {item.fan.name_en}{times(item.count)}: {sources}"


def _principle(principle: Principle) -> str:
    return f"{principle.name_zh} {principle.name_en}"


def why_not(item: NotCounted) -> str:
    """Why a fan whose condition held is not counted, by its principle."""
    by = item.by.name_zh if item.by else ""
    if item.principle is Principle.NON_REPEAT:
        reason = f"implied by {by} (its 不计 list)"
    elif item.principle is Principle.NON_SEPARATION:
        reason = f"its sets are already grouped in {by}"
    elif item.principle is Principle.COMBINE_ONCE:
        reason = f"beside {by} the other set combines once only" if item.by else \
            "n chows make at most n - 1 one-point fans"
    elif item.by:
        reason = f"the same {by} again with one set swapped: not counted twice"
    else:
        reason = "n chows make at most n - 1 one-point fans, and a repeated kind goes first"
    return f"{reason} — {_principle(item.principle)}"


def not_counted_line(item: NotCounted) -> str:
    sources = "; ".join(dict.fromkeys(witness_words(w) for w in item.witnesses if w.pieces))
    return f"{item.fan.name_zh}{times(item.count)}{f' ({sources})' if sources else ''}: " \
           f"{why_not(item)}"


def contender_line(contender: Contender, chosen: bool) -> str:
    fans = fan_names(contender.fans) or "无番和"
    if chosen:
        mark = "chosen" if contender.verdict is Verdict.FIRST else \
            f"chosen: {contender.verdict.value}"
    else:
        mark = "replaced by a later reading" if contender.verdict.replaces else \
            f"not chosen: {contender.verdict.value}"
    return f"{contender.total}  {pieces_label(contender.reading.pieces)}: {fans} ({mark})"


def why_chosen(explanation: Explanation) -> str:
    """Why the reading the score comes from was taken (就高不就低 and the tie rules)."""
    contenders = explanation.contenders
    chosen = contenders[explanation.chosen]
    if len(contenders) == 1:
        if chosen.final and chosen.reading.pieces and chosen.reading.pieces[0].kind is None:
            return "a special form: scored alone, no other reading is tried"
        return "the only reading of the hand"
    runner = explanation.runner_up
    if runner.total < chosen.total:
        return (f"the highest total of {len(contenders)} readings (就高不就低 take the higher; "
                f"the next best scores {runner.total}); fans of different readings never "
                f"combine (不拆移 non-separation)")
    return (f"{len(contenders)} readings, the best tie at {chosen.total}; this one is kept: "
            f"{_TIE_RULES.get(chosen.verdict, _TIE_RULES[Verdict.TIE_KEPT])}")


_TIE_RULES = {
    Verdict.TIE_PREFERRED: "the reference prefers a later reading with 一色三同顺 or 三同刻",
    Verdict.TIE_AFTER_SEVEN_PAIRS: "in a hand that is also seven pairs, a later reading with "
                                   "the same total replaces the earlier one",
    Verdict.TIE_KEPT: "on a tie the earlier reading (lower sets first) is kept",
}


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
            "from": [witness_words(w) for w in item.witnesses], "why": why_not(item)}


def explanation_sections(explanation: Explanation) -> list[str]:
    """The --explain part of the table output: three headed lists."""
    sections = ["fans, and what forms them:\n" + _bullets(fan_line(item)
                                                          for item in explanation.fans)]
    if explanation.not_counted:
        sections.append("not counted, though their condition holds:\n" + _bullets(
            not_counted_line(item) for item in explanation.not_counted))
    sections.append("readings compared:\n" + _bullets(
        contender_line(contender, index == explanation.chosen)
        for index, contender in enumerate(explanation.contenders))
        + f"\n  → {why_chosen(explanation)}")
    return sections


def _bullets(lines) -> str:
    return "\n".join(f"  - {line}" for line in lines)


def fan_names(fans: Iterable[tuple[Fan, int]], separator: str = " ") -> str:
    """'一般高 ×2 喜相逢': Chinese names with their counts."""
    return separator.join(f"{fan.name_zh}{times(count)}" for fan, count in fans)
