"""``paiju fuzhou …``: Fuzhou Mahjong (福州麻将) commands.

wins, flowers, score, bonuses.  Rules are decided in :mod:`paiju.engine.fuzhou`; this module
reads arguments and JSON Lines records and formats the answers.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Callable

import click

from paiju.cli.output import (
    Answer,
    Query,
    Table,
    explain_option,
    format_option,
    input_lines,
    json_record,
    line_queries,
    run,
    run_items,
    single_format_option,
    table,
    yes_no,
)
from paiju.engine.fuzhou.flowers import (
    FLOWER_RULES,
    FLOWER_SETS,
    MAX_FLOWER_POINTS,
    FlowerCount,
    count_flowers,
    winner_flowers,
)
from paiju.engine.fuzhou.gold import (
    GoldReading,
    check_grab,
    read_hand,
    substitution,
    swimming_gold,
)
from paiju.engine.fuzhou.scoring import BONUS_HANDS, Rules, Score, Win, score
from paiju.engine.fuzhou.table import (
    SEATS,
    SEATS_ZH,
    check_claim,
    discard_winner,
    turn_order_after,
)
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mahjong.wild import Reading, WildGroup
from paiju.errors import PaijuError, RecordError
from paiju.grammar.fuzhou import parse_flowers, parse_gold, parse_hand, write_hand


@click.group()
def fuzhou() -> None:
    """Fuzhou Mahjong (福州麻将): golds, flowers, bonus hands and payments.

    A hand holds suited tiles only: 123m 55p 789s (万 饼 条, also 一万 五饼 🀇); 金 or G is a
    gold; melds go in brackets: chow [123m], pung [555p], exposed kong [5555p1], concealed
    kong [5555p]. The last standing tile written is the winning tile. Honours are flowers,
    never held: E S W N C F P (东南西北中发白) and a-h (梅兰竹菊春夏秋冬).
    """


SHOWN_READINGS = 10
KIND_NAMES = {SetKind.PUNG: "pung", SetKind.CHOW: "chow", SetKind.KONG: "kong",
              SetKind.PAIR: "pair", None: "set"}


# ---------------------------------------------------------------------------------------
# What is given beside a hand: options, or the fields of a JSON Lines record


@dataclass(frozen=True)
class Given:
    """The conditions of one query; a batch record's fields override the options."""

    gold: str | None = None
    flowers: str | int | None = None
    self_drawn: bool = False
    grab: bool = False
    swimming_gold: bool = False
    banker: bool = False
    discarder_is_banker: bool = False
    base: int = 1
    banker_count: int = 0
    discarded_gold_wins: bool = False

    def win(self) -> Win:
        return Win(self.self_drawn, self.grab, self.swimming_gold, self.banker,
                   self.discarder_is_banker)

    def rules(self) -> Rules:
        return Rules(self.base, self.banker_count, self.discarded_gold_wins)

    def gold_code(self) -> int:
        if self.gold is None:
            raise RecordError("required: the gold tile (--gold TILE)", "gold")
        return parse_gold(self.gold)

    def json(self) -> dict[str, Any]:
        return {item.name: getattr(self, item.name) for item in fields(self)}


def given_from_record(record: dict[str, Any], defaults: Given) -> Given:
    """The record's fields over the defaults, each checked for its type."""
    values: dict[str, Any] = {}
    for item in fields(Given):
        if record.get(item.name) is None:
            continue
        value = record[item.name]
        if item.type == "bool":
            if not isinstance(value, bool):
                raise RecordError("must be true or false", item.name)
        elif item.name in ("base", "banker_count"):
            if isinstance(value, bool) or not isinstance(value, int):
                raise RecordError("must be a whole number", item.name)
        elif item.name == "flowers":
            if isinstance(value, bool) or not isinstance(value, (int, str)):
                raise RecordError("a count or the flower tiles (\"EE春a\")", item.name)
        elif not isinstance(value, str):
            raise RecordError("must be a string", item.name)
        values[item.name] = value
    given = replace(defaults, **values)
    if given.gold is not None:
        in_field("gold", parse_gold, given.gold)
    if isinstance(given.flowers, str) and not _is_count(given.flowers):
        in_field("flowers", parse_flowers, given.flowers)
    return given


def in_field(name: str, parse: Callable[[str], Any], text: str) -> Any:
    """``parse(text)`` for a record field: an error names the field."""
    try:
        return parse(text)
    except PaijuError as error:
        where = f" at column {error.column}" if error.column is not None else ""
        raise RecordError(f"{error.message}{where}", name) from None


def _is_count(text: str) -> bool:
    """ASCII digits only: '¹' and '٣' are digits to str.isdigit but not counts here."""
    text = text.strip()
    return text.isascii() and text.isdigit()


def hand_flowers(hand: Hand, given: str | int | None) -> FlowerCount:
    """The winner's flowers: the tiles (or their points) given, and the hand's kongs."""
    if isinstance(given, int) or (isinstance(given, str) and _is_count(given)):
        points = int(given)
        if not 0 <= points <= MAX_FLOWER_POINTS:
            raise RecordError(f"{points} flower points: from 0 to {MAX_FLOWER_POINTS} (all 36 "
                              "flowers with their complete sets)", "flowers")
        return winner_flowers(hand, given=points)
    return winner_flowers(hand, parse_flowers(given) if given and given.strip() else ())


# ---------------------------------------------------------------------------------------
# Showing readings


def group_text(group: WildGroup, gold: int) -> str:
    """``456s(金=6s)``; golds alone are shown standing for themselves: ``5p5p(金金: any)``."""
    if group.free:
        count = len(group.wilds)
        return f"{write_tiles([gold] * count)}({'金' * count}: any {KIND_NAMES[group.kind]})"
    body = write_tiles(group.tiles)
    if not group.wilds:
        return body
    return f"{body}(金={','.join(LABELS[tile] for tile in group.wilds)})"


def reading_text(reading: Reading, gold: int, melds: tuple[Meld, ...] = ()) -> str:
    sets = [meld.notation() for meld in melds] + [group_text(g, gold) for g in reading.sets]
    pair = f" + pair {group_text(reading.pair, gold)}" if reading.pair is not None else ""
    return " ".join(sets) + pair


def group_json(group: WildGroup, gold: int) -> dict[str, Any]:
    tiles = [gold] * len(group.wilds) if group.free else list(group.tiles)
    return {"kind": KIND_NAMES[group.kind], "tiles": write_tiles(tiles),
            "golds_as": [LABELS[gold if tile is None else tile] for tile in group.wilds],
            "free": group.free}


def meld_json(meld: Meld) -> dict[str, Any]:
    return {"kind": KIND_NAMES[meld.kind], "tiles": write_tiles(meld.tiles), "golds_as": [],
            "free": False, "meld": meld.notation(), "concealed": meld.concealed}


def reading_json(reading: Reading, gold: int, melds: tuple[Meld, ...] = ()) -> dict[str, Any]:
    return {
        "sets": [meld_json(meld) for meld in melds]
        + [group_json(group, gold) for group in reading.sets],
        "pair": group_json(reading.pair, gold) if reading.pair is not None else None,
        "golds": [{"stands_for": LABELS[tile], "in": group_text(group, gold),
                   "free": group.free} for tile, group in substitution(reading, gold)],
        "text": reading_text(reading, gold, melds),
    }


def assignment_lines(reading: Reading, gold: int) -> list[str]:
    return [f"gold {number} ({LABELS[gold]}) stands for "
            + ("itself, or any tile: the golds alone form " if group.free else
               f"{LABELS[tile]} in ") + f"the {KIND_NAMES[group.kind]} {group_text(group, gold)}"
            for number, (tile, group) in enumerate(substitution(reading, gold), 1)]


# ---------------------------------------------------------------------------------------
# wins


def wins_answer(text: str, given: Given, explain: bool = False,
                record: dict[str, Any] | None = None) -> Answer:
    gold = given.gold_code()
    hand = parse_hand(text, gold, grabbed=given.grab)
    if given.grab:
        check_grab(hand, gold)
    found = read_hand(hand, gold, grabbed=given.grab)
    swimming = swimming_gold(hand, gold)
    readings = found.readings
    data: dict[str, Any] = dict(record) if record is not None else {
        "hand": text, "gold": LABELS[gold], "grab": given.grab}
    data.update(canonical=write_hand(hand, gold), golds=found.golds, win=found.win,
                shape=found.shape, three_golds=found.three_golds,
                golden_sparrow=bool(found.sparrows), readings_count=len(readings),
                readings=[reading_json(r, gold, hand.melds) for r in readings],
                swimming_gold=swimming is not None)
    if not found.win:
        data["reason"] = wins_reason(found)
    if explain:
        data["explanation"] = wins_explanation(hand, found, swimming)

    def render() -> str:
        pairs = [("hand", write_hand(hand, gold)),
                 ("gold", f"{LABELS[gold]} ({found.golds} in the hand)"),
                 ("win", yes_no(found.win) + ("" if found.win else f": {data['reason']}")),
                 ("sets and a pair", f"{len(readings)} reading{'s' if len(readings) != 1 else ''}"),
                 ("三金倒 (three golds)", yes_no(found.three_golds)),
                 ("金雀 (golds as the pair)", yes_no(bool(found.sparrows)))]
        notes = [f"{n}. {reading_text(r, gold, hand.melds)}"
                 for n, r in enumerate(readings[:SHOWN_READINGS], 1)]
        if len(readings) > SHOWN_READINGS:
            notes.append(f"… and {len(readings) - SHOWN_READINGS} more (--format json lists "
                         "them all)")
        if explain:
            notes += data["explanation"]
        return str(Table(pairs=pairs, notes=notes))

    row = {"hand": write_hand(hand, gold), "gold": LABELS[gold], "win": yes_no(found.win),
           "readings": len(readings),
           "bonus": "三金倒" if found.three_golds else "金雀" if found.sparrows else "-"}
    return Answer(data, found.win, render, row)


def wins_reason(found: GoldReading) -> str:
    golds = f" with {found.golds} gold{'s' if found.golds != 1 else ''} wild" if found.golds \
        else " (no gold in the hand)"
    return f"the tiles do not form sets and a pair{golds}"


def wins_explanation(hand: Hand, found: GoldReading, swimming: Reading | None) -> list[str]:
    sets = (len(hand.standing) + 1) // 3 + len(hand.melds)
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


GOLD_OPTION = click.option("--gold", metavar="TILE",
                           help="The gold (金): the kind of the turned-up tile, e.g. 5p.")
GRAB_OPTION = click.option("--grab", is_flag=True,
                           help="抢金: the winning tile (the last written) is the turned-up "
                           "gold, grabbed at the start; it is wild but not one of the three "
                           "golds of 三金倒.")
BATCH_OPTION = click.option("--batch", metavar="FILE|-",
                            help="Read JSON Lines records {\"hand\", \"gold\", …} (the options' "
                            "names with underscores); a record's fields override the options.")


@fuzhou.command("wins")
@click.argument("hands", nargs=-1)
@GOLD_OPTION
@GRAB_OPTION
@BATCH_OPTION
@format_option
@explain_option
def wins_command(hands: tuple[str, ...], gold: str | None, grab: bool, batch: str | None,
                 fmt: str | None, explain: bool) -> None:
    """Does each HAND win with its golds wild: k sets and a pair, or three golds (三金倒)?
    Lists every reading and the tile each gold stands for. Exit 0 win, 1 not a win.

    \b
    Example: paiju fuzhou wins "123m 456m 789m 234s 66s 7s 金" --gold 5p
    """
    given = Given(gold=gold, grab=grab)
    _run_hands(hands, batch, fmt, given, lambda text, g, record=None:
               wins_answer(text, g, explain, record))


# ---------------------------------------------------------------------------------------
# flowers


def flowers_answer(text: str, exposed_kongs: int, concealed_kongs: int,
                   explain: bool = False) -> Answer:
    tiles = parse_flowers(text) if text.strip() not in ("", "0") else []
    counted = count_flowers(tiles, ["kong"] * exposed_kongs, ["kong"] * concealed_kongs)
    data: dict[str, Any] = {"input": text, "flowers": counted.total, "tiles": len(tiles),
                            "breakdown": breakdown_json(counted),
                            "complete_sets": [item.what for item in counted.complete_sets],
                            "exposed_kongs": exposed_kongs, "concealed_kongs": concealed_kongs}
    if explain:
        data["explanation"] = [f"{rule.name_zh} {rule.name}: +{rule.points} for "
                               f"{rule.description}" for rule in FLOWER_RULES]

    def render() -> str:
        rows = [[item.rule.name_zh, item.rule.name, item.what, f"+{item.points}"]
                for item in counted.items]
        body = table(rows, headers=["", "rule", "what", "points"]) if rows else "no flower"
        notes = data.get("explanation", [])
        return str(Table(pairs=[("flowers (花数) F", counted.total)], sections=[body],
                         notes=notes))

    row = {"input": text, "flowers": counted.total,
           "complete sets": ", ".join(data["complete_sets"]) or "-"}
    return Answer(data, None, render, row)


def breakdown_json(counted: FlowerCount) -> list[dict[str, Any]]:
    return [{"rule": item.rule.name, "rule_zh": item.rule.name_zh, "what": item.what,
             "points": item.points} for item in counted.items]


@fuzhou.command("flowers")
@click.argument("flowers", nargs=-1)
@click.option("--exposed-kongs", type=click.IntRange(0, 5), default=0, show_default=True,
              help="Exposed kongs (明杠), +1 each.")
@click.option("--concealed-kongs", type=click.IntRange(0, 5), default=0, show_default=True,
              help="Concealed kongs (暗杠), +2 each.")
@format_option
@explain_option
def flowers_command(flowers: tuple[str, ...], exposed_kongs: int, concealed_kongs: int,
                    fmt: str | None, explain: bool) -> None:
    """The flower count (花数) of the FLOWERS set aside, with its breakdown: +1 a flower, +2
    more for a complete set (four identical honours, 春夏秋冬, 梅兰竹菊), +1 an exposed kong,
    +2 a concealed kong. Write 0 for no flower.

    \b
    Example: paiju fuzhou flowers EEEE春夏秋冬a --exposed-kongs 1   →   14
    """
    run_items(flowers, fmt, lambda text: flowers_answer(text, exposed_kongs, concealed_kongs,
                                                         explain), "FLOWERS list")


# ---------------------------------------------------------------------------------------
# score


def score_answer(text: str, given: Given, explain: bool = False,
                 record: dict[str, Any] | None = None) -> Answer:
    gold = given.gold_code()
    hand = parse_hand(text, gold, grabbed=given.grab)
    flowers = hand_flowers(hand, given.flowers)
    result = score(hand, gold, flowers, given.win(), given.rules())
    data: dict[str, Any] = dict(record) if record is not None else {"hand": text,
                                                                      **given.json()}
    data.update(gold=LABELS[gold], canonical=write_hand(hand, gold), win=result.win)
    if not result.win:
        data["reason"] = result.reason
    data.update(score_json(result, hand, gold))
    if explain:
        data["explanation"] = list(result.steps)

    def render() -> str:
        return render_score(hand, gold, result, explain)

    row = {"hand": write_hand(hand, gold), "win": yes_no(result.win),
           "bonus": result.bonus.name_zh if result.bonus else "-", "F": flowers.total,
           "each pays": result.per_payer, "winner gets": result.winner_gets}
    return Answer(data, result.win, render, row)


def score_json(result: Score, hand: Hand, gold: int) -> dict[str, Any]:
    return {
        "bonus": result.bonus.name_zh if result.bonus else None,
        "bonus_name": result.bonus.name if result.bonus else None,
        "bonus_points": result.bonus_points,
        "flowers": result.flowers.total,
        "flower_breakdown": breakdown_json(result.flowers),
        "paid_as": ("self-drawn" if result.self_drawn else "discard") if result.win else None,
        "per_payer": result.per_payer,
        "payers": result.payers,
        "payments": [{"payer": p.payer, "banker": p.banker, "amount": p.amount}
                     for p in result.payments],
        "winner_gets": result.winner_gets,
        "golds": result.gold.golds if result.gold else None,
        "reading": reading_json(result.reading, gold, hand.melds) if result.reading else None,
    }


def render_score(hand: Hand, gold: int, result: Score, explain: bool) -> str:
    flowers = result.flowers
    pairs: list[tuple[str, Any]] = [("hand", write_hand(hand, gold)), ("gold", LABELS[gold])]
    if not result.win:
        pairs.append(("win", f"{yes_no(False)}: {result.reason}"))
        return str(Table(pairs=pairs, notes=list(result.steps) if explain else []))
    pairs += [
        ("win", f"{yes_no(True)}, "
                f"{'self-drawn (自摸)' if result.self_drawn else 'on a discard (捉铳)'}"),
        ("reading", reading_text(result.reading, gold, hand.melds) if result.reading
         else "none needed: 三金倒"),
        ("flowers F", f"{flowers.total}" + (": " + ", ".join(
            f"{item.what} +{item.points}" for item in flowers.items) if flowers.items else "")),
        ("bonus", f"{result.bonus.name_zh} ({result.bonus.name}), W = {result.bonus_points}"
         if result.bonus else "none"),
        ("each payer pays", result.per_payer),
        ("payers", ", ".join(f"{p.payer} {p.amount}" for p in result.payments)),
        ("winner gets", result.winner_gets),
    ]
    notes = list(result.steps)
    if explain and result.reading is not None:
        notes += assignment_lines(result.reading, gold)
    return str(Table(pairs=pairs, notes=notes))


@fuzhou.command("score")
@click.argument("hands", nargs=-1)
@GOLD_OPTION
@click.option("--flowers", metavar="N|TILES",
              help="The winner's flowers set aside: their points (a number) or the tiles "
              "(EE春a); the hand's kongs are added.")
@click.option("--self-drawn", is_flag=True, help="Won by the winner's own draw (自摸); "
              "otherwise on a discard (捉铳).")
@GRAB_OPTION
@click.option("--swimming-gold", is_flag=True,
              help="The winner had declared 游金 (a gold waiting as half of the pair): only "
              "a self-drawn win counts.")
@click.option("--banker", is_flag=True, help="The winner is the banker (庄).")
@click.option("--discarder-is-banker", is_flag=True,
              help="The discarder of the winning tile is the banker.")
@click.option("--base", type=click.IntRange(1), default=1, show_default=True,
              help="The base B (底分).")
@click.option("--banker-count", type=click.IntRange(0), default=0, show_default=True,
              help="K, the banker's consecutive count (连庄数): +K on each payment the banker "
              "makes or receives, 2K when F is doubled (an [L] reading of the seed).")
@click.option("--discarded-gold-wins", is_flag=True,
              help="Let a discarded gold be claimed to win, as the tile it shows (by default "
              "it cannot be).")
@BATCH_OPTION
@format_option
@explain_option
def score_command(hands: tuple[str, ...], gold: str | None, flowers: str | None,
                  self_drawn: bool, grab: bool, swimming_gold: bool, banker: bool,
                  discarder_is_banker: bool, base: int, banker_count: int,
                  discarded_gold_wins: bool, batch: str | None, fmt: str | None,
                  explain: bool) -> None:
    """Score winning HANDs: the bonus hand (平胡 抢金 三金倒 金雀, +10 with no flower and no
    kong), the flowers, what each payer pays and what the winner gets, line by line.
    Exit 0 a win, 1 not a win (with the reason).

    \b
    Example: paiju fuzhou score "123m 456m 789m 234s 66s 金金" --gold 5p --self-drawn
    """
    given = Given(gold, flowers, self_drawn, grab, swimming_gold, banker, discarder_is_banker,
                  base, banker_count, discarded_gold_wins)
    _run_hands(hands, batch, fmt, given, lambda text, g, record=None:
               score_answer(text, g, explain, record))


# ---------------------------------------------------------------------------------------
# claim


SEAT_CHOICE = click.Choice(list(SEATS) + list(SEATS_ZH), case_sensitive=False)


def seat_of(text: str) -> str:
    text = text.strip().upper()
    return SEATS[SEATS_ZH.index(text)] if text in SEATS_ZH else text


def claim_answer(tile_text: str, gold: int, discarder: str, hands: list[tuple[str, str]],
                 passed: set[str], swimming: set[str], rules: Rules,
                 explain: bool = False) -> Answer:
    discard = in_field("discard", parse_gold, tile_text)
    checks = []
    for seat, text in hands:
        if seat == discarder:
            raise RecordError(f"{seat} discarded the tile and cannot claim it", "hand")
        hand = in_field(f"hand {seat}", lambda t: parse_hand(t, gold),
                        f"{text} {LABELS[discard]}")
        checks.append((check_claim(seat, hand, gold, passed=seat in passed,
                                   swimming=seat in swimming, rules=rules), hand))
    winner = discard_winner(discarder, [check.claim for check, _ in checks if check.claim])
    order = turn_order_after(discarder)
    why = ("nobody may win on it" if winner is None else
           f"{winner.seat} wins: a 金雀 comes before every other claim" if winner.sparrow and
           any(c.claim and not c.claim.sparrow and not c.claim.passed for c, _ in checks) else
           f"{winner.seat} wins: the first in turn order after {discarder} "
           f"({' '.join(order)}) who may win" if sum(
               bool(c.claim and not c.claim.passed) for c, _ in checks) > 1 else
           f"{winner.seat} wins: the only player who may win on it")
    data: dict[str, Any] = {
        "discard": LABELS[discard], "gold": LABELS[gold], "discarder": discarder,
        "claims": [{"seat": check.seat, "hand": write_hand(hand, gold),
                    "can_win": check.claim is not None and not check.claim.passed,
                    "sparrow": bool(check.claim and check.claim.sparrow),
                    "passed": check.seat in passed, "reason": check.reason or None}
                   for check, hand in checks],
        "winner": winner.seat if winner else None, "why": why}
    if explain:
        data["explanation"] = ["one discard has one winner (§5)",
                               "a 金雀 (two golds as the pair) comes first; otherwise the first "
                               f"player in turn order after the discarder: {' '.join(order)}",
                               "pass rule: a player who declined this tile since their last draw "
                               "may not win on it"]

    def render() -> str:
        rows = [[c["seat"], c["hand"], yes_no(c["can_win"]), "金雀" if c["sparrow"] else "",
                 c["reason"] or ""] for c in data["claims"]]
        body = table(rows, headers=["seat", "hand + discard", "may win", "", "why not"])
        pairs = [("discard", f"{LABELS[discard]} by {discarder}"), ("gold", LABELS[gold]),
                 ("winner", winner.seat if winner else "nobody"), ("why", why)]
        return str(Table(pairs=pairs, sections=[body], notes=data.get("explanation", [])))

    return Answer(data, winner is not None, render)


@fuzhou.command("claim")
@click.argument("discard")
@GOLD_OPTION
@click.option("--discarder", type=SEAT_CHOICE, required=True,
              help="The seat that discarded the tile: E S W N (东南西北).")
@click.option("--hand", "hands", multiple=True, metavar="SEAT:HAND",
              help="A player waiting on the discard, e.g. S:'123m 456m …' (3k+1 tiles); "
              "repeat for each.")
@click.option("--passed", multiple=True, type=SEAT_CHOICE,
              help="A seat that declined this tile since its last draw (pass rule).")
@click.option("--swimming-gold", "swimming", multiple=True, type=SEAT_CHOICE,
              help="A seat that declared 游金: it wins only by self-draw.")
@click.option("--discarded-gold-wins", is_flag=True,
              help="Let a discarded gold be claimed to win, as the tile it shows.")
@single_format_option
@explain_option
def claim_command(discard: str, gold: str | None, discarder: str, hands: tuple[str, ...],
                  passed: tuple[str, ...], swimming: tuple[str, ...],
                  discarded_gold_wins: bool, fmt: str | None, explain: bool) -> None:
    """Who wins the DISCARD? One discard has one winner: a 金雀 first, else the first player
    in turn order after the discarder; a player who passed the tile since drawing may not
    win on it. Exit 0 someone wins, 1 nobody may.

    \b
    Example: paiju fuzhou claim 3p --gold 5p --discarder E --hand "S:123m 456m 789m 234s 12p 金"
    """
    if gold is None:
        raise click.UsageError("give the gold with --gold TILE (e.g. --gold 5p)")
    seated = []
    for item in hands:
        seat, colon, text = item.replace("=", ":", 1).partition(":")
        if not colon or seat_of(seat) not in SEATS:
            raise click.UsageError(f"--hand {item!r}: write SEAT:HAND, the seat one of E S W N")
        seated.append((seat_of(seat), text))
    if len({seat for seat, _ in seated}) < len(seated):
        raise click.UsageError("one --hand per seat")
    rules = Rules(discarded_gold_wins=discarded_gold_wins)
    run([Query(lambda: claim_answer(discard, parse_gold(gold), seat_of(discarder), seated,
                                    {seat_of(s) for s in passed}, {seat_of(s) for s in swimming},
                                    rules, explain))], fmt, batch=False)


# ---------------------------------------------------------------------------------------
# bonuses


def bonuses_answer() -> Answer:
    rows = [{"bonus": hand.name_zh, "name": hand.name, "points": hand.points,
             "with_no_flower": hand.points + hand.no_flower_extra, "condition": hand.condition}
            for hand in BONUS_HANDS]
    data = {"bonus_hands": rows,
            "highest_only": "a hand that is several of 抢金, 三金倒, 金雀 scores the highest",
            "per_payer": {"bonus hand": "B + 2F + W", "self-drawn": "B + 2F",
                          "discard": "B + F"},
            "payers": {"self-drawn": 3, "discard": 1},
            "flower_rules": [{"rule": rule.name, "rule_zh": rule.name_zh,
                              "points": rule.points, "description": rule.description}
                             for rule in FLOWER_RULES],
            "complete_sets": [flower_set.name for flower_set in FLOWER_SETS]}

    def render() -> str:
        body = table([[r["bonus"], r["name"], r["points"], r["with_no_flower"], r["condition"]]
                      for r in rows],
                     headers=["bonus", "name", "W", "W with F = 0", "condition"])
        notes = [data["highest_only"],
                 "each payer pays B + 2F + W for a bonus hand, B + 2F self-drawn without one, "
                 "B + F on a discard without one",
                 "self-drawn (抢金 and 三金倒 included): the other three pay; on a discard: the "
                 "discarder alone"]
        return str(Table(sections=[body], notes=notes))

    return Answer(data, None, render)


@fuzhou.command("bonuses")
@single_format_option
def bonuses_command(fmt: str | None) -> None:
    """The bonus hands (奖励牌型) and payment formulas: the table the scorer uses."""
    run([Query(bonuses_answer)], fmt, batch=False)


# ---------------------------------------------------------------------------------------


def _run_hands(hands: tuple[str, ...], batch: str | None, fmt: str | None, given: Given,
               ask: Callable[..., Answer]) -> None:
    """HAND arguments, hands read one per line, or JSON Lines records with --batch."""
    if batch is not None:
        if hands:
            raise click.UsageError("give HANDs or --batch, not both")

        def from_record(line: str) -> Answer:
            record = json_record(line, "hand", "a string in hand notation")
            return ask(record["hand"], given_from_record(record, given), record)

        run(line_queries(input_lines(batch), from_record), fmt, batch=True)
    if given.gold is None:
        raise click.UsageError("give the gold with --gold TILE (e.g. --gold 5p)")
    run_items(hands, fmt, lambda text: ask(text, given), "HAND")

