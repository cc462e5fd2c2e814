"""The hand page (``paiju mcr score --format html``, ``paiju fuzhou score --format html``):
the tiles large enough to read across a room, the melds set apart, the winning tile raised
and framed, and the table of what the hand scores — each line lighting up, on hover or
focus, the tiles it is made of — with the total.

An MCR fan's tiles are the pieces its explanation names (``mcr score --explain``'s
witnesses); a Fuzhou line's are the groups of the reading (a gold counted where it stands).
Lighting is CSS alone (``:has()``): the page needs no script.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any, Iterable, Sequence

from paiju.api.mcr.explanation import witness_words
from paiju.api.mcr.scoring import Scored
from paiju.api.worked import Worked
from paiju.cli.html import print_page
from paiju.cli.html.template import page, tile, value_html
from paiju.engine.mahjong.hand import Hand
from paiju.engine.words import spelled

Spot = tuple[int, int]
"""Where a tile is drawn: (block, index) — block 0, 1, … the melds, then the standing tiles,
then the winning tile."""


def _blocks(hand: Hand) -> list[tuple[str, tuple[int, ...]]]:
    """The hand as drawn, block by block: each meld, the standing tiles, the winning tile."""
    return ([("meld", meld.tiles) for meld in hand.melds]
            + [("standing", hand.standing), ("winning", (hand.winning_tile,))])


def _concealed(hand: Hand) -> list[Spot]:
    standing = len(hand.melds)
    return [(standing, index) for index in range(len(hand.standing))] + [(standing + 1, 0)]


def _taken(spots: Sequence[Spot], codes: Iterable[int], hand: Hand, used: set[Spot]) \
        -> list[Spot]:
    """The first free spots holding these tiles (one spot a tile), marked used."""
    blocks = _blocks(hand)
    found = []
    for code in codes:
        spot = next((spot for spot in spots if spot not in used
                     and blocks[spot[0]][1][spot[1]] == code), None)
        if spot is not None:
            used.add(spot)
            found.append(spot)
    return found


def _hand_html(hand: Hand, number: int, lit: dict[Spot, list[int]], gold: int | None = None) \
        -> str:
    """The tiles, each carrying the numbers of the lines that use it (``data-lines``)."""
    drawn = []
    for block, (kind, codes) in enumerate(_blocks(hand)):
        tiles = []
        for index, code in enumerate(codes):
            lines = " ".join(map(str, lit.get((block, index), [])))
            extra = " ".join(part for part in ("winning" if kind == "winning" else "",
                                               "gold" if code == gold else "") if part)
            tiles.append(tile(code, extra, f' data-lines="{lines}"'))
        mark = '<span class="winning-mark">winning tile</span>' if kind == "winning" else ""
        if codes:
            drawn.append(f'<span class="group {kind}">{"".join(tiles)}</span>{mark}')
    return f'<div class="tiles" id="hand-{number}">{"".join(drawn)}</div>'


def _lighting(number: int, lines: int) -> str:
    """The CSS that lights a line's tiles while the line is hovered or focused."""
    return "".join(f'#score-{number}:has(tr[data-line="{line}"]:is(:hover, :focus)) '
                   f'.tile[data-lines~="{line}"] {{ background: #ffe38a; '
                   f"border-color: #b7791f; }}\n" for line in range(lines))


Line = tuple[list[str], str]
"""A line of a score table: its cells, and the words shown when it is pointed at."""


def _score_table(number: int, headers: list[str], rows: list[Line], total: list[str]) -> str:
    head = "".join(f"<th>{escape(cell)}</th>" for cell in headers)
    body = "".join(f'<tr tabindex="0" data-line="{line}" title="{escape(words)}">'
                   + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"
                   for line, (cells, words) in enumerate(rows))
    foot = "<tr>" + "".join(f"<th>{escape(cell)}</th>" for cell in total) + "</tr>"
    return f'<table class="data fans" id="fans-{number}"><tr>{head}</tr>{body}{foot}</table>'


def _section(number: int, title: str, hand: Hand, facts: dict[str, Any],
             table: tuple[list[str], list[Line], list[str], dict[Spot, list[int]]] | None = None,
             gold: int | None = None) -> str:
    """A hand's section: its title, its tiles, its score table (headers, lines, the total
    line and the lines using each tile; none for a hand that does not win), its facts."""
    style = drawn = ""
    lit: dict[Spot, list[int]] = {}
    if table is not None:
        headers, rows, total, lit = table
        style = f"<style>{_lighting(number, len(rows))}</style>"
        drawn = _score_table(number, headers, rows, total)
    return (f'<section class="score" id="score-{number}">{style}<h2>{escape(title)}</h2>'
            f"{_hand_html(hand, number, lit, gold)}{drawn}{value_html(facts)}</section>\n")


def _lines_of(spots_by_line: list[list[Spot]]) -> dict[Spot, list[int]]:
    lit: dict[Spot, list[int]] = {}
    for line, spots in enumerate(spots_by_line):
        for spot in spots:
            lit.setdefault(spot, []).append(line)
    return lit


# ---------------------------------------------------------------------------------------
# MCR


def _piece_spots(hand: Hand, pieces: Sequence[Any]) -> list[list[Spot]]:
    """The spots of each piece of the reading: a meld's are its block, the others' are
    taken from the concealed tiles."""
    melds = iter(range(len(hand.melds)))
    concealed, used = _concealed(hand), set[Spot]()
    spots = []
    for piece in pieces:
        if piece.meld:
            block = next(melds)
            spots.append([(block, index) for index in range(len(piece.tiles))])
        else:
            spots.append(_taken(concealed, piece.tiles, hand, used))
    return spots


def _witness_spots(hand: Hand, pieces: Sequence[Any], by_piece: list[list[Spot]],
                   witnesses: Iterable[Any]) -> list[Spot]:
    """The spots of a fan's witnesses: the pieces they name (each once), or the tiles they
    show."""
    spots: list[Spot] = []
    for witness in witnesses:
        if witness.pieces:
            wanted = Counter(witness.pieces)
            for index, piece in enumerate(pieces):
                if wanted[piece]:
                    wanted[piece] -= 1
                    spots += by_piece[index]
        else:
            every = [(block, index) for block, (_, codes) in enumerate(_blocks(hand))
                     for index in range(len(codes))]
            spots += _taken(every, witness.tiles, hand, set())
    return spots


MCR_FACTS = ("canonical", "win", "reason", "seat_wind", "round_wind", "self_drawn", "flowers",
             "total", "flower_points", "meets_minimum", "payments", "notes")
"""The fields of ``mcr score``'s answer the page shows under the fan table."""


def _mcr_section(number: int, scored: Scored) -> str:
    hand, result, explained = scored.hand, scored.result, scored.explained
    data = scored.as_dict()
    facts = {key: data[key] for key in MCR_FACTS if key in data}
    if not result.win or result.reading is None or explained is None:
        return _section(number, scored.canonical, hand, facts)
    pieces = result.reading.pieces
    by_piece = _piece_spots(hand, pieces)
    rows: list[Line] = []
    spots = []
    for item in explained.fans:
        words = "; ".join(witness_words(witness) for witness in item.witnesses)
        rows.append(([item.fan.name_zh, spelled(item.fan.name_en), str(item.fan.points),
                      str(item.count), str(item.fan.points * item.count), words], words))
        spots.append(_witness_spots(hand, pieces, by_piece, item.witnesses))
    total = ["total", "", "", "", str(result.total), f"{result.total_without_flowers} without "
             "flowers"]
    return _section(number, scored.canonical, hand, facts,
                    (["fan", "", "points", "count", "total", "from"], rows, total,
                     _lines_of(spots)))


def mcr_score_page(scored: list[Scored]) -> int:
    """Print the page of the scored hands; exit 1 when one is not a win."""
    body = "".join(_mcr_section(number, item) for number, item in enumerate(scored))
    return print_page(page("MCR 国标麻将 — how the hand scores", body),
                      all(item.result.win for item in scored))


# ---------------------------------------------------------------------------------------
# Fuzhou


def _group_codes(group: Any, gold: int) -> list[int]:
    """The tiles a reading's group takes from the hand: its natural tiles, and a gold for
    each tile a gold stands for."""
    natural = Counter(group.tiles)
    natural.subtract(tile for tile in group.wilds if tile is not None)
    return [*natural.elements(), *[gold] * len(group.wilds)]


FUZHOU_FACTS = ("canonical", "gold", "win", "reason", "bonus", "bonus_points", "flowers",
                "paid_as", "per_payer", "payments", "winner_gets")
"""The fields of ``fuzhou score``'s answer the page shows under the reading."""


def _fuzhou_section(number: int, worked: Worked) -> str:
    hand, gold, result = worked.parts[0], worked.parts[1], worked.parts[2]
    data = worked.data
    facts = {key: data[key] for key in FUZHOU_FACTS if key in data}
    if not result.win or result.reading is None:
        return _section(number, data["canonical"], hand, facts, gold=gold)
    concealed, used = _concealed(hand), set[Spot]()
    rows: list[Line] = []
    spots = []
    for block, meld in enumerate(hand.melds):
        rows.append((["meld", meld.notation(), ""], meld.notation()))
        spots.append([(block, index) for index in range(len(meld.tiles))])
    for group, words in zip(result.reading.groups, _group_words(data)):
        rows.append((words, words[1]))
        spots.append(_taken(concealed, _group_codes(group, gold), hand, used))
    total = ["winner gets", str(result.winner_gets), result.headline]
    return _section(number, data["canonical"], hand, facts,
                    (["group", "tiles", "golds stand for"], rows, total, _lines_of(spots)), gold)


def _group_words(data: dict[str, Any]) -> list[list[str]]:
    reading = data["reading"]
    groups = [group for group in reading["sets"] if "meld" not in group]
    if reading["pair"] is not None:
        groups.append(reading["pair"])
    return [[group["kind"], group["tiles"], " ".join(group["golds_as"])] for group in groups]


def fuzhou_score_page(worked: list[Worked]) -> int:
    """Print the page of the scored hands; exit 1 when one is not a win."""
    body = "".join(_fuzhou_section(number, item) for number, item in enumerate(worked))
    return print_page(page("Fuzhou 福州麻将 — how the hand scores", body),
                      all(item.verdict for item in worked))
