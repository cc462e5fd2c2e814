"""``paiju mcr shanten``: how far a hand is from ready in each MCR form, the useful tiles, and
which discard keeps a 14-tile hand closest (like tenhou.net/2's 牌理 for riichi) — the
answers of :mod:`paiju.api.mcr`, shown."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.mcr.shanten import Analysed, analysed_hand, analysed_line
from paiju.cli.jobs import respond
from paiju.cli.mcr.group import mcr
from paiju.cli.mcr.answers import MadeAnswer
from paiju.cli.options import batch_option, explain_option, lang_option, page_format_option
from paiju.cli.reading import queries
from paiju.grammar.records import is_record
from paiju.cli.rendering import Answer, Table, View, named, names, table
from paiju.engine.mahjong.shanten import PartKind, Reading, Useful
from paiju.engine.mahjong.shapes import Form
from paiju.engine.mahjong.tiles import LABELS, write_glyphs, write_tiles
from paiju.engine.mcr.analysis import HandTiles
from paiju.engine.words import count_of

# ---------------------------------------------------------------------------------------
# Words for people


def shanten_words(value: int) -> str:
    if value < 0:
        return "complete (和牌)"
    if value == 0:
        return "ready (听牌)"
    return f"{value}-shanten ({value}向听)"


def useful_words(useful: tuple[Useful, ...]) -> str:
    """'3p:4 6p:3' — each useful tile with its unseen copies."""
    return " ".join(f"{LABELS[item.tile]}:{item.unseen}" for item in useful) or "none"


def form_names(forms: tuple[Form, ...]) -> str:
    """Short names: 'regular', 'seven pairs', …"""
    return ", ".join(named(form.name_zh, form.short, "en") for form in forms)


def reading_words(hand: HandTiles, found: Reading) -> str:
    groups = [f"[{write_tiles(meld.tiles)}] meld" for meld in hand.melds]
    groups += [f"{write_tiles(part.tiles)} {part.kind.value}" for part in found.parts
               if part.kind is not PartKind.LOOSE] + \
        [f"{write_tiles(part.tiles)} loose" for part in found.parts
         if part.kind is PartKind.LOOSE]
    missing = f"; absent: {write_tiles(found.missing)}" if found.missing else ""
    return f"{form_names((found.form,))} {found.shanten}: {', '.join(groups)}{missing}"


def _shanten_table(analysed: Analysed) -> str:
    hand, result, explained = analysed.hand, analysed.result, analysed.explained
    tiles = " ".join([f"[{write_glyphs(meld.tiles)}]" for meld in hand.melds]
                     + [write_glyphs(hand.standing)])
    pairs: list[tuple[str, Any]] = [
        ("hand", hand.notation()), ("tiles", tiles),
        ("shanten", f"{result.overall}: {shanten_words(result.overall)} as "
                    f"{form_names(result.best_forms)}")]
    if result.useful is not None:
        pairs.append(("useful", f"{useful_words(result.useful)} "
                                f"({count_of(len(result.useful), 'kind')}, {result.unseen_total} unseen)"))
    rows = [[*names(form.name_zh, form.name_en), "—" if value is None else value]
            for form, value in result.shanten.items()]
    sections = [table(rows, headers=[*names("和型", "form"), "shanten"])]
    if result.discards is not None:
        sections.append(table(
            [[LABELS[option.tile], option.shanten, form_names(option.forms),
              useful_words(option.useful), option.unseen_total]
             for option in result.discards],
            headers=["discard", "shanten", "as", "useful tiles:unseen", "unseen"]))
    notes = [reading_words(hand, found) for found in explained.values() if found] \
        if explained else []
    return str(Table(pairs=pairs, sections=sections, notes=notes))


# ---------------------------------------------------------------------------------------
# Answers


def hand_answer(explain: bool, text: str) -> Answer:
    return _shown(analysed_hand(text, explain))


def record_answer(explain: bool, line: str) -> Answer:
    """One JSON Lines record ``{"hand": …}`` → the record plus the analysis."""
    return _shown(analysed_line(line, explain))


def query_answer(explain: bool, text: str) -> Answer:
    """An argument or a line: a JSON record, or a hand (one reader for both, issue 26)."""
    return (record_answer if is_record(text) else hand_answer)(explain, text)


def _shown(analysed: Analysed) -> Answer:
    return MadeAnswer(analysed, None, SHANTEN_VIEW)


def _shanten_row(analysed: Analysed) -> dict[str, Any]:
    hand, result = analysed.hand, analysed.result
    if result.discards is not None:
        advice = "discard " + " ".join(f"{LABELS[option.tile]}({option.unseen_total})"
                                       for option in result.best_discards)
    else:
        advice = f"useful {useful_words(result.useful or ())} ({result.unseen_total})"
    return {"hand": hand.notation(), "shanten": result.overall,
            "as": form_names(result.best_forms), "advice": advice}


SHANTEN_VIEW = View(_shanten_table, _shanten_row)


@mcr.command("shanten")
@click.argument("hands", nargs=-1)
@batch_option('Analyse JSON Lines records {"hand"} (and "id"); one result line per line, '
              "the record's fields echoed (id first).")
@lang_option
@page_format_option
@explain_option
def shanten_command(hands: tuple[str, ...], batch: str | None, fmt: str | None, jobs: int,
                    explain: bool) -> int:
    """Shanten (向听数) of 13- or 14-tile HANDs in each form — four sets and a pair, seven
    pairs, thirteen orphans, honours and knitted (全不靠), knitted straight (组合龙) — and the
    overall minimum (0 ready, -1 complete).  For 13 tiles, the useful tiles (有效牌) with their
    unseen copies; for 14 tiles, every discard, best first: the shanten it leaves and the
    tiles that would then help.  Melds count as three tiles; a form they rule out is '—'
    (null).  --explain shows a best reading of each form.

    \b
    Example: paiju mcr shanten 123m456p789s1155s   →   useful 1s:2 5s:2
    With '-' (or piped stdin) reads one hand per line; --batch reads JSON Lines.
    """
    if fmt == "html":
        from paiju.cli.html import queried
        from paiju.cli.html.tiles import shanten_page

        return shanten_page([(analysed_line if is_record(text) else analysed_hand)(text)
                             for text in queried(queries(hands, "HAND", batch))])
    return respond(partial(query_answer, explain), queries(hands, "HAND", batch), fmt, jobs)
