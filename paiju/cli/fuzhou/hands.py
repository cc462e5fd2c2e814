"""``paiju fuzhou`` hand commands: wins, flowers, score, claim, bonuses.  Rules are decided in :mod:`paiju.engine.fuzhou`; what
is given beside a hand is read by :mod:`paiju.grammar.fuzhou_records`; this module renders
the answers.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import click

from paiju.cli.fuzhou.group import fuzhou
from paiju.cli.fuzhou.rules import fuzhou_rule_option
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import batch_option, explain_option, format_option, single_format_option
from paiju.cli.reading import queries
from paiju.cli.rendering import Answer, Table, View, table, yes_no
from paiju.cli.rules import Choices, choices_of, rule_pairs, rules_field
from paiju.engine.fuzhou.claims import DiscardClaims, claim_rules, judge_discard
from paiju.engine.fuzhou.flowers import FLOWER_RULES, FLOWER_SETS, FlowerCount, count_flowers
from paiju.engine.fuzhou.gold import GoldReading, check_grab, read_hand, swimming_gold
from paiju.engine.fuzhou.payments import (
    HIGHEST_BONUS_ONLY, PAYERS, PAYMENT_FORMULAS, WHO_PAYS, formulas_sentence,
)
from paiju.engine.fuzhou.reasons import (
    KIND_NAMES, assignment_lines, group_text, not_a_win, reading_text, win_explanation,
)
from paiju.engine.fuzhou.rules import SWITCHBOARD
from paiju.engine.fuzhou.scoring import BONUS_HANDS, Rules, Score, score
from paiju.engine.fuzhou.supply import check_claim_supply
from paiju.engine.fuzhou.table import SEATS, SEATS_ZH
from paiju.engine.fuzhou.gold import substitution
from paiju.engine.mahjong.hand import Hand, Meld
from paiju.engine.mahjong.tiles import LABELS, write_tiles
from paiju.engine.mahjong.wild import Reading, WildGroup
from paiju.errors import NotationError
from paiju.grammar.fuzhou import parse_gold, parse_hand, write_hand
from paiju.grammar.fuzhou_records import (
    SCORE_FIELDS, WINS_FIELDS, Given, flower_tiles, given_from_record, parse_seat,
    read_claiming_hand, read_discard, read_seated_hand, shorthand_switches, winner_flowers_given,
)
from paiju.grammar.records import echo_id, json_record

SHOWN_READINGS = 10


# ---------------------------------------------------------------------------------------
# Showing readings


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
    data: dict[str, Any] = echo_id(record, dict(record)) if record is not None else {
        "hand": text, "gold": LABELS[gold], "grab": given.grab}
    data.update(canonical=write_hand(hand, gold), golds=found.golds, win=found.win,
                shape=found.shape, three_golds=found.three_golds,
                golden_sparrow=bool(found.sparrows), readings_count=len(readings),
                readings=[reading_json(r, gold, hand.melds) for r in readings],
                swimming_gold=swimming is not None)
    if not found.win:
        data["reason"] = not_a_win(found)
    if explain:
        data["explanation"] = win_explanation(hand, found, swimming)
    return Answer(data, found.win, WINS_VIEW, (hand, gold, found, data, explain))


def _wins_table(hand: Hand, gold: int, found: GoldReading, data: dict[str, Any],
                explain: bool) -> str:
    readings = found.readings
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


def _wins_row(hand: Hand, gold: int, found: GoldReading, data: dict[str, Any],
              explain: bool) -> dict[str, Any]:
    return {"hand": write_hand(hand, gold), "gold": LABELS[gold], "win": yes_no(found.win),
            "readings": len(found.readings),
            "bonus": "三金倒" if found.three_golds else "金雀" if found.sparrows else "-"}


WINS_VIEW = View(_wins_table, _wins_row)

SHORTHAND_FLAGS = {"discarded-gold": "--discarded-gold-wins"}
"""How an error names the options that stand for a switch."""

GOLD_OPTION = click.option("--gold", metavar="TILE",
                           help="The gold (金): the kind of the turned-up tile, e.g. 5p.")
GRAB_OPTION = click.option("--grab", is_flag=True,
                           help="抢金: the winning tile (the last written) is the turned-up "
                           "gold, grabbed at the start; it is wild but not one of the three "
                           "golds of 三金倒.")
def records_option(known: tuple[str, ...]) -> Any:
    return batch_option("Read JSON Lines records {" + ", ".join(f'"{name}"' for name in known)
                        + '} (and "id", echoed first): the options\' names with underscores; '
                        "a record's fields override the options (its \"rules\" switch by "
                        "switch).")


def hand_line_answer(answer: Callable[..., Answer], given: Given, explain: bool,
                     text: str) -> Answer:
    """A hand, given as an argument or a line, with the options' conditions."""
    return answer(text, given, explain)


def record_line_answer(answer: Callable[..., Answer], known: tuple[str, ...], given: Given,
                       explain: bool, line: str) -> Answer:
    """A JSON Lines record holding the ``known`` fields: its fields over the options'."""
    record = json_record(line, known, "hand", "a string in hand notation")
    return answer(record["hand"], given_from_record(record, given), explain, record)


def answer_hands(answer: Callable[..., Answer], hands: tuple[str, ...], batch: str | None,
                 given: Given, fmt: str | None, jobs: int, explain: bool,
                 known: tuple[str, ...]) -> int:
    """HAND arguments, hands read one per line, or JSON Lines records with --batch."""
    if batch is None and given.gold is None:
        raise click.UsageError("give the gold with --gold TILE (e.g. --gold 5p)")
    found = queries(hands, "HAND", batch)
    if batch is not None:
        return respond(partial(record_line_answer, answer, known, given, explain), found, fmt,
                       jobs)
    return respond(partial(hand_line_answer, answer, given, explain), found, fmt, jobs)


@fuzhou.command("wins")
@click.argument("hands", nargs=-1)
@GOLD_OPTION
@GRAB_OPTION
@records_option(WINS_FIELDS)
@format_option
@explain_option
def wins_command(hands: tuple[str, ...], gold: str | None, grab: bool, batch: str | None,
                 fmt: str | None, jobs: int, explain: bool) -> int:
    """Does each HAND win with its golds wild: k sets and a pair, or three golds (三金倒)?
    Lists every reading and the tile each gold stands for. Exit 0 win, 1 not a win. With '-'
    (or piped stdin), reads one hand per line; --batch reads JSON Lines records.

    \b
    Example: paiju fuzhou wins "123m 456m 789m 234s 66s 77s 金" --gold 5p   →   win yes
    """
    return answer_hands(wins_answer, hands, batch, Given(gold=gold, grab=grab), fmt, jobs,
                        explain, WINS_FIELDS)


# ---------------------------------------------------------------------------------------
# flowers


def flowers_answer(exposed_kongs: int, concealed_kongs: int, explain: bool,
                   text: str) -> Answer:
    tiles = flower_tiles(text)
    counted = count_flowers(tiles, ["kong"] * exposed_kongs, ["kong"] * concealed_kongs)
    data: dict[str, Any] = {"input": text, "flowers": counted.total, "tiles": len(tiles),
                            "breakdown": breakdown_json(counted),
                            "complete_sets": [item.what for item in counted.complete_sets],
                            "exposed_kongs": exposed_kongs, "concealed_kongs": concealed_kongs}
    if explain:
        data["explanation"] = [f"{rule.name_zh} {rule.name}: +{rule.points} for "
                               f"{rule.description}" for rule in FLOWER_RULES]
    return Answer(data, None, FLOWERS_VIEW, (counted, data))


def _flowers_table(counted: FlowerCount, data: dict[str, Any]) -> str:
    rows = [[item.rule.name_zh, item.rule.name, item.what, f"+{item.points}"]
            for item in counted.items]
    body = table(rows, headers=["", "rule", "what", "points"]) if rows else "no flower"
    return str(Table(pairs=[("flowers (花数) F", counted.total)], sections=[body],
                     notes=data.get("explanation", [])))


def _flowers_row(counted: FlowerCount, data: dict[str, Any]) -> dict[str, Any]:
    return {"input": data["input"], "flowers": counted.total,
            "complete sets": ", ".join(data["complete_sets"]) or "-"}


FLOWERS_VIEW = View(_flowers_table, _flowers_row)


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
                    fmt: str | None, jobs: int, explain: bool) -> int:
    """The flower count (花数) of the FLOWERS set aside, with its breakdown: +1 a flower, +2
    more for a complete set (four identical honours, 春夏秋冬, 梅兰竹菊), +1 an exposed kong,
    +2 a concealed kong. Write 0 for no flower.

    \b
    Example: paiju fuzhou flowers EEEE春夏秋冬a --exposed-kongs 1   →   14
    """
    return respond(partial(flowers_answer, exposed_kongs, concealed_kongs, explain),
                   queries(flowers, "FLOWERS list"), fmt, jobs)


# ---------------------------------------------------------------------------------------
# score


def score_answer(text: str, given: Given, explain: bool = False,
                 record: dict[str, Any] | None = None) -> Answer:
    gold = given.gold_code()
    hand = parse_hand(text, gold, grabbed=given.grab)
    flowers = winner_flowers_given(hand, given.flowers)
    rules = given.rules()
    result = score(hand, gold, flowers, given.win(), rules)
    data: dict[str, Any] = echo_id(record, dict(record)) if record is not None else {
        "hand": text, **given.json()}
    data.update(rules_field(rules.book))
    data.update(gold=LABELS[gold], canonical=write_hand(hand, gold), win=result.win)
    if not result.win:
        data["reason"] = result.reason
    data.update(score_json(result, hand, gold))
    if explain:
        data["explanation"] = list(result.steps)
    return Answer(data, result.win, SCORE_VIEW, (hand, gold, result, explain, rules))


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


def _score_table(hand: Hand, gold: int, result: Score, explain: bool, rules: Rules) -> str:
    flowers = result.flowers
    pairs: list[tuple[str, Any]] = [("hand", write_hand(hand, gold)), ("gold", LABELS[gold]),
                                    *rule_pairs(SWITCHBOARD, rules.book)]
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
        ("payment", result.headline),
        ("payers", ", ".join(f"{p.payer} {p.amount}" for p in result.payments)),
        ("winner gets", result.winner_gets),
    ]
    notes = list(result.steps)
    if explain and result.reading is not None:
        notes += assignment_lines(result.reading, gold)
    return str(Table(pairs=pairs, notes=notes))


def _score_row(hand: Hand, gold: int, result: Score, explain: bool,
               rules: Rules) -> dict[str, Any]:
    return {"hand": write_hand(hand, gold), "win": yes_no(result.win),
            "bonus": result.bonus.name_zh if result.bonus else "-", "F": result.flowers.total,
            "payment": result.headline if result.win else "-",
            "winner gets": result.winner_gets}


SCORE_VIEW = View(_score_table, _score_row)


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
              "makes or receives, 2K when F is doubled (an [L] reading of the original rule page); above 0 "
              "it stands for --rule banker-count=added.")
@click.option("--discarded-gold-wins", is_flag=True,
              help="Let a discarded gold be claimed to win, as the tile it shows (by default "
              "it cannot be): short for --rule discarded-gold=as-shown.")
@fuzhou_rule_option
@records_option(SCORE_FIELDS)
@format_option
@explain_option
def score_command(hands: tuple[str, ...], gold: str | None, flowers: str | None,
                  self_drawn: bool, grab: bool, swimming_gold: bool, banker: bool,
                  discarder_is_banker: bool, base: int, banker_count: int,
                  discarded_gold_wins: bool, rules: Choices, batch: str | None,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Score winning HANDs: the bonus hand (平胡 抢金 三金倒 金雀, +10 with no flower and no
    kong), the flowers, what each payer pays and what the winner gets, line by line.
    Exit 0 a win, 1 not a win (with the reason).  A winning hand has 14 or 17 tiles (a
    kong's fourth tile extra); any other size is bad input.

    \b
    Example: paiju fuzhou score "123m 456m 789m 234s 金金 678p" --gold 5p --self-drawn   →   winner gets 213
    """
    switches = choices_of(SWITCHBOARD, rules, SHORTHAND_FLAGS | {
        "banker-count": f"--banker-count {banker_count} (the count enters the payments)"},
        **shorthand_switches(discarded_gold_wins, banker_count))
    given = Given(gold, flowers, self_drawn, grab, swimming_gold, banker, discarder_is_banker,
                  base, banker_count, discarded_gold_wins, switches)
    return answer_hands(score_answer, hands, batch, given, fmt, jobs, explain, SCORE_FIELDS)


# ---------------------------------------------------------------------------------------
# claim


SEAT_CHOICE = click.Choice(list(SEATS) + list(SEATS_ZH), case_sensitive=False)


def claim_answer(tile_text: str, gold: int, discarder: str, hands: list[tuple[str, str]],
                 passed: set[str], swimming: set[str], rules: Rules,
                 explain: bool = False) -> Answer:
    discard = read_discard(tile_text)
    seated = [(seat, read_claiming_hand(seat, text, discard, gold)) for seat, text in hands]
    check_claim_supply(discard, dict(seated), gold)
    judged = judge_discard(discarder, seated, gold, passed=passed, swimming=swimming,
                           rules=rules)
    winner = judged.winner
    data: dict[str, Any] = {
        "discard": LABELS[discard], "gold": LABELS[gold], "discarder": discarder,
        **rules_field(rules.book),
        "claims": [{"seat": check.seat, "hand": write_hand(hand, gold),
                    "can_win": judged.may_win(check),
                    "sparrow": bool(check.claim and check.claim.sparrow),
                    "passed": check.seat in passed, "reason": check.reason or None}
                   for check, hand in judged.checks],
        "winner": winner.seat if winner else None, "why": judged.why}
    if explain:
        data["explanation"] = claim_rules(discarder)
    return Answer(data, winner is not None, CLAIM_VIEW, (judged, discard, gold, data, rules))


def _claim_table(judged: DiscardClaims, discard: int, gold: int, data: dict[str, Any],
                 rules: Rules) -> str:
    rows = [[c["seat"], c["hand"], yes_no(c["can_win"]), "金雀" if c["sparrow"] else "",
             c["reason"] or ""] for c in data["claims"]]
    body = table(rows, headers=["seat", "hand + discard", "may win", "", "why not"])
    pairs = [("discard", f"{LABELS[discard]} by {judged.discarder}"), ("gold", LABELS[gold]),
             *rule_pairs(SWITCHBOARD, rules.book),
             ("winner", judged.winner.seat if judged.winner else "nobody"),
             ("why", judged.why)]
    return str(Table(pairs=pairs, sections=[body], notes=data.get("explanation", [])))


CLAIM_VIEW = View(_claim_table)


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
              help="Let a discarded gold be claimed to win, as the tile it shows: short for "
                   "--rule discarded-gold=as-shown.")
@fuzhou_rule_option
@single_format_option
@explain_option
def claim_command(discard: str, gold: str | None, discarder: str, hands: tuple[str, ...],
                  passed: tuple[str, ...], swimming: tuple[str, ...],
                  discarded_gold_wins: bool, rules: Choices, fmt: str | None,
                  explain: bool) -> int:
    """Who wins the DISCARD? One discard has one winner: a 金雀 first, else the first player
    in turn order after the discarder; a player who passed the tile since drawing may not
    win on it. Exit 0 someone wins, 1 nobody may.  The hands and the discard are checked
    together against the tile supply (four of a tile, three golds): a tile that goes over is
    bad input naming it and who holds it.  One discard is one question: claim reads no batch
    from stdin.

    \b
    Example: paiju fuzhou claim 3p --gold 5p --discarder E --hand "S:123m 456m 789m 234s 2p 99s 金"
    """
    if gold is None:
        raise click.UsageError("give the gold with --gold TILE (e.g. --gold 5p)")
    seated = []
    for item in hands:
        try:
            seated.append(read_seated_hand(item))
        except NotationError as error:
            raise click.UsageError(f"--hand {item!r}: {error.message}") from None
    if len({seat for seat, _ in seated}) < len(seated):
        raise click.UsageError("one --hand per seat")
    switches = choices_of(SWITCHBOARD, rules, SHORTHAND_FLAGS,
                          **shorthand_switches(discarded_gold_wins, 0))
    book = Rules(book=SWITCHBOARD.book(switches))
    return respond_once(partial(
        claim_answer, discard, parse_gold(gold), parse_seat(discarder), seated,
        {parse_seat(s) for s in passed}, {parse_seat(s) for s in swimming}, book, explain),
        fmt)


# ---------------------------------------------------------------------------------------
# bonuses


def bonuses_answer() -> Answer:
    rows = [{"bonus": hand.name_zh, "name": hand.name, "points": hand.points,
             "with_no_flower": hand.points + hand.no_flower_extra, "condition": hand.condition}
            for hand in BONUS_HANDS]
    data = {"bonus_hands": rows,
            "highest_only": HIGHEST_BONUS_ONLY,
            "per_payer": {formula.case: formula.formula for formula in PAYMENT_FORMULAS},
            "payers": dict(PAYERS),
            "flower_rules": [{"rule": rule.name, "rule_zh": rule.name_zh,
                              "points": rule.points, "description": rule.description}
                             for rule in FLOWER_RULES],
            "complete_sets": [flower_set.name for flower_set in FLOWER_SETS]}
    return Answer(data, None, BONUSES_VIEW, (rows,), rows="bonus_hands")


def _bonuses_table(rows: list[dict[str, Any]]) -> str:
    body = table([[r["bonus"], r["name"], r["points"], r["with_no_flower"], r["condition"]]
                  for r in rows],
                 headers=["bonus", "name", "W", "W with F = 0", "condition"])
    return str(Table(sections=[body], notes=[HIGHEST_BONUS_ONLY, formulas_sentence(),
                                             WHO_PAYS]))


BONUSES_VIEW = View(_bonuses_table)


@fuzhou.command("bonuses")
@single_format_option
def bonuses_command(fmt: str | None) -> int:
    """The bonus hands (奖励牌型) and payment formulas: the table the scorer uses.

    \b
    Example: paiju fuzhou bonuses --format jsonl
    """
    return respond_once(bonuses_answer, fmt)
