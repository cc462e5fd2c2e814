"""Why, in words, for Fuzhou answers: how a reading uses its golds, why a hand does or does not
win (the tile count and the sets it needs, 三金倒, 金雀, 游金).  Written once here for every
command and its ``--explain``.

A reading is written group by group, each gold shown with the tile it stands for:
``456s(金=6s)``; golds that form a group alone stand for themselves: ``5p5p(金金: any pair)``.
"""

from __future__ import annotations

from paiju.engine.fuzhou.gold import GoldReading, substitution
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mahjong.wild import Reading, WildGroup
from paiju.engine.words import count_of

KIND_NAMES = {SetKind.PUNG: "pung", SetKind.CHOW: "chow", SetKind.KONG: "kong",
              SetKind.PAIR: "pair", None: "set"}


def group_text(group: WildGroup, gold: int) -> str:
    """``456s(金=6s)``; golds alone are shown standing for themselves: ``5p5p(金金: any)``."""
    if group.free:
        count = len(group.wilds)
        return f"{write_tiles([gold] * count)}({'金' * count}: any {KIND_NAMES[group.kind]})"
    body = write_tiles(group.tiles)
    if not group.wilds:
        return body
    # a group that is not free has each of its golds stand for a tile (no None)
    return f"{body}(金={','.join(LABELS[tile] for tile in group.wilds if tile is not None)})"


def reading_text(reading: Reading, gold: int, melds: tuple[Meld, ...] = ()) -> str:
    sets = [meld.notation() for meld in melds] + [group_text(g, gold) for g in reading.sets]
    pair = f" + pair {group_text(reading.pair, gold)}" if reading.pair is not None else ""
    return " ".join(sets) + pair


def assignment_lines(reading: Reading, gold: int) -> list[str]:
    """Gold by gold, the tile each stands for and the group it completes."""
    return [f"gold {number} ({LABELS[gold]}) stands for "
            + ("itself, or any tile: the golds alone form " if group.free else
               f"{LABELS[tile]} in ") + f"the {KIND_NAMES[group.kind]} {group_text(group, gold)}"
            for number, (tile, group) in enumerate(substitution(reading, gold), 1)]


def sets_needed(hand: Hand) -> int:
    """How many sets a winning hand of this size needs besides its pair (its melds count)."""
    return (len(hand.standing) + 1) // 3 + len(hand.melds)


def not_a_win(found: GoldReading) -> str:
    """Why a hand does not win with its golds wild."""
    golds = f" with {count_of(found.golds, 'gold')} wild" if found.golds \
        else " (no gold in the hand)"
    return f"the tiles do not form sets and a pair{golds}"


def win_explanation(hand: Hand, found: GoldReading, swimming: Reading | None) -> list[str]:
    """How the hand reads with its golds wild: the gold, the shape it needs, the first
    reading gold by gold, and the gold bonuses it makes."""
    sets = sets_needed(hand)
    lines = [f"every {LABELS[found.gold]} is a gold: wild, or itself (§2); "
             f"{found.golds} in the hand",
             f"{3 * sets + 2} tiles win as {sets} sets and a pair, the melds being sets "
             "already (§4)"]
    if found.readings:
        lines += ["the first reading, gold by gold:"] + \
            [f"  {line}" for line in assignment_lines(found.readings[0], found.gold)]
    if found.three_golds:
        lines.append("三金倒: three golds win at once, whatever the other tiles (§4)")
    if found.sparrows:
        lines.append(f"金雀: two golds are the pair in {len(found.sparrows)} of the readings "
                     "(§6)")
    if swimming is not None:
        lines.append(f"游金 before the winning tile: {reading_text(swimming, found.gold)} and "
                     "one gold waiting as half of the pair (§5)")
    return lines
