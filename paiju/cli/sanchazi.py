"""``paiju sanchazi …``: Ningguo Sanchazi (宁国三叉子) commands.

types, type, beats, points, happy-money, respond.  Rules are decided in
:mod:`paiju.engine.sanchazi`; this module reads arguments and formats answers.
"""

from __future__ import annotations

from typing import Any

import click

from paiju.cli.output import (
    Answer,
    Query,
    Table,
    explain_option,
    format_option,
    input_lines,
    line_queries,
    relocated,
    run,
    run_items,
    single_format_option,
    split_line,
    table,
    wants_stdin,
    yes_no,
)
from paiju.engine.sanchazi.beating import beats
from paiju.engine.sanchazi.card_types import (
    CARD_TYPES, Cards, Classification, Rules, Shape, classify, rank_name,
)
from paiju.engine.sanchazi.respond import responses
from paiju.engine.sanchazi.scoring import (
    HAPPY_MONEY_PER_FORK, SCORE_CARDS, LastHandReading, happy_money, points,
)
from paiju.errors import display_width
from paiju.grammar.sanchazi import culprit_offset, parse_hand, parse_legal_play, parse_play


@click.group()
def sanchazi() -> None:
    """Ningguo Sanchazi (宁国三叉子): card types, beating, points, happy money, answers.

    Cards are written one after another, suits optional: 888JJ, ♦8♦8♦8, 8d8d8d, 1010JJ,
    大王大王大王. Ranks 3-9, 10/T, J, Q, K, A, 2; jokers 大王/BJ (big) and 小王/SJ (small).
    A suit goes before the rank as a symbol (♠ ♥ ♣ ♦) or after it as a letter (s h c d);
    a fork needs all three suits written and equal.
    """


RULES_OPTION = click.option(
    "--wings-share-ranks", is_flag=True,
    help="Let a wing pair share a rank with the plane's triples (333444+3344); "
    "by default it may not (sanchazi.md §3, an [L] choice).")


def rules_of(wings_share_ranks: bool) -> Rules:
    return Rules(wings_share_ranks=wings_share_ranks)


# ---------------------------------------------------------------------------------------
# JSON pieces shared by the commands


def shape_json(shape: Shape | None) -> dict[str, Any]:
    """The card type and compared ranks of a play (all None for an illegal play)."""
    if shape is None:
        return dict.fromkeys(("type", "type_zh", "tier", "rank", "wing", "length", "suit"))
    return {
        "type": shape.type.kind.value,
        "type_zh": shape.type.name_zh,
        "tier": shape.tier.name.lower(),
        "rank": rank_name(shape.main),
        "wing": rank_name(shape.wing) if shape.wing else None,
        "length": shape.length,
        "suit": shape.suit.value if shape.suit else None,
    }


def type_label(shape: Shape) -> str:
    return f"{shape.type.name} ({shape.type.name_zh})"


# ---------------------------------------------------------------------------------------
# types


def types_answer() -> Answer:
    rows = [{"type": t.kind.value, "name": t.name, "type_zh": t.name_zh,
             "tier": t.tier.name.lower(), "definition": t.definition,
             "beaten_by": t.beaten_by_all} for t in CARD_TYPES]

    def render() -> str:
        return "\n\n".join(f"{r['name']} ({r['type_zh']}), {r['tier']}\n"
                           f"  what it is: {r['definition']}\n  beaten by:  {r['beaten_by']}"
                           for r in rows)

    return Answer({"types": rows}, None, render)


@sanchazi.command("types")
@single_format_option
def types_command(fmt: str | None) -> None:
    """The card types (牌型) and what beats each: the table the engine uses."""
    run([Query(types_answer)], fmt, batch=False)


# ---------------------------------------------------------------------------------------
# type


def type_answer(text: str, rules: Rules, explain: bool = False) -> Answer:
    found = classify(parse_play(text), rules)
    shape = found.shape
    offset = None if found.legal else culprit_offset(text, found)
    data: dict[str, Any] = {
        "input": text,
        "played": found.play.written,
        "cards": found.play.size,
        "legal": found.legal,
        **shape_json(shape),
        "reason": found.reason,
        "notes": list(found.notes),
    }
    if not found.legal:
        data["column"] = None if offset is None else display_width(text[:offset]) + 1
    if explain:
        data["explanation"] = _type_explanation(found)

    def render() -> str:
        pairs = [("play", found.play.written), ("cards", found.play.size),
                 ("legal", yes_no(found.legal))]
        if shape is not None:
            pairs.append(("type", type_label(shape)))
            pairs.append(("compared", shape.description))
        else:
            pairs.append(("why not", found.reason))
            if data["column"] is not None:
                pairs.append(("where", f"column {data['column']}"))
        notes = list(found.notes) + (data["explanation"] if explain else [])
        return str(Table(pairs=pairs, notes=notes))

    row = {"input": text, "legal": yes_no(found.legal),
           "type": type_label(shape) if shape else "-",
           "why": shape.description if shape else found.reason}
    return Answer(data, found.legal, render, row)


def _type_explanation(found: Classification) -> list[str]:
    if found.shape is None:
        return [f"matches none of: {', '.join(t.name for t in CARD_TYPES)}"]
    card_type = found.shape.type
    return [f"{card_type.name} ({card_type.name_zh}): {card_type.definition}",
            f"beaten by: {card_type.beaten_by_all}"]


@sanchazi.command("type")
@click.argument("plays", nargs=-1)
@RULES_OPTION
@format_option
@explain_option
def type_command(plays: tuple[str, ...], wings_share_ranks: bool, fmt: str | None,
                 explain: bool) -> None:
    """The card type of each PLAY, or why it is not a legal play.

    Exit 0 if every play is legal, 1 if one is well-formed but illegal (22234, AAA222333,
    大王小王), 2 if one cannot be read or holds more cards than three packs.

    \b
    Example: paiju sanchazi type 888JJ   →   three with a pair (三带二)
    """
    rules = rules_of(wings_share_ranks)
    run_items(plays, fmt, lambda text: type_answer(text, rules, explain), "PLAY")


# ---------------------------------------------------------------------------------------
# beats


def beats_answer(new_text: str, old_text: str, rules: Rules, explain: bool = False) -> Answer:
    new = parse_legal_play(new_text, rules)
    old = parse_legal_play(old_text, rules)
    assert new.shape is not None and old.shape is not None
    verdict = beats(new.shape, old.shape)
    data: dict[str, Any] = {
        "new": new_text,
        "old": old_text,
        "beats": verdict.beats,
        "reason": verdict.reason,
        "new_type": new.shape.type.kind.value,
        "old_type": old.shape.type.kind.value,
    }
    if explain:
        data["explanation"] = list(verdict.steps)

    def render() -> str:
        pairs = [("new", f"{new.play.written}  ({type_label(new.shape)})"),
                 ("old", f"{old.play.written}  ({type_label(old.shape)})"),
                 ("beats", yes_no(verdict.beats)), ("why", verdict.reason)]
        return str(Table(pairs=pairs, notes=list(verdict.steps) if explain else []))

    row = {"new": new_text, "old": old_text, "beats": yes_no(verdict.beats),
           "why": verdict.reason}
    return Answer(data, verdict.beats, render, row)


def beats_line_answer(line: str, rules: Rules, explain: bool) -> Answer:
    """A batch line 'NEW<TAB>OLD' or 'NEW on OLD'; errors point into the line."""
    new, old, start = split_line(line, ("\t", " on "), "two plays separated by a tab or ' on '")
    relocated(lambda text: parse_legal_play(text, rules), new, line, 0)
    relocated(lambda text: parse_legal_play(text, rules), old, line, start)
    return beats_answer(new.strip(), old.strip(), rules, explain)


@sanchazi.command("beats")
@click.argument("new", required=False)
@click.argument("old", required=False)
@RULES_OPTION
@format_option
@explain_option
def beats_command(new: str | None, old: str | None, wings_share_ranks: bool,
                  fmt: str | None, explain: bool) -> None:
    """Does NEW beat OLD when played on it? Exit 0 yes, 1 no, 2 bad input.

    Same type and size with a higher rank (三带二 and winged planes: triple and pair both
    higher); a bomb beats any ordinary play, bombs by card count then rank; a fork beats
    every bomb, forks by rank, the three-joker forks on top. With '-' (or piped stdin),
    reads one pair per line: 'NEW<TAB>OLD' or 'NEW on OLD'.

    \b
    Example: paiju sanchazi beats 999QQ 888JJ   →   yes
    """
    rules = rules_of(wings_share_ranks)
    if new is not None and old is not None:
        run([Query(lambda: beats_answer(new, old, rules, explain))], fmt, batch=False)
    if wants_stdin([arg for arg in (new, old) if arg is not None]):
        run(line_queries(input_lines(), lambda line: beats_line_answer(line, rules, explain)),
            fmt, batch=True)
    raise click.UsageError("give NEW and OLD, or '-' to read pairs from stdin")


# ---------------------------------------------------------------------------------------
# points


def points_answer(text: str, explain: bool = False) -> Answer:
    cards = parse_hand(text)
    found = points(cards)
    lines = [{"rank": rank_name(line.rank), "count": line.count, "each": line.each,
              "points": line.points} for line in found.lines]
    data: dict[str, Any] = {"input": text, "cards": cards.size, "points": found.total,
                            "score_cards": lines}
    if explain:
        data["explanation"] = [
            "score cards (分牌): " + ", ".join(f"{rank_name(rank)} = {each}"
                                             for rank, each in SCORE_CARDS.items()),
            *(f"{line['count']} × {line['rank']} = {line['points']}" for line in lines),
        ]

    def render() -> str:
        breakdown = ", ".join(f"{line['count']} × {line['rank']} = {line['points']}"
                              for line in lines) or "no score cards"
        pairs = [("cards", cards.in_rank_order), ("points", found.total),
                 ("score cards", breakdown)]
        return str(Table(pairs=pairs, notes=data.get("explanation", [])[:1]))

    row = {"cards": text, "points": found.total,
           "score cards": " ".join(f"{line['count']}×{line['rank']}" for line in lines) or "-"}
    return Answer(data, None, render, row)


@sanchazi.command("points")
@click.argument("cards", nargs=-1)
@format_option
@explain_option
def points_command(cards: tuple[str, ...], fmt: str | None, explain: bool) -> None:
    """The points in CARDS: every 5 scores 5, every 10 and K score 10 (分牌).

    CARDS is any set of cards three packs can hold (a play, a trick, a pile of won cards).
    """
    run_items(cards, fmt, lambda text: points_answer(text, explain), "CARDS")


# ---------------------------------------------------------------------------------------
# happy-money


def happy_money_answer(text: str, base: int, ends_deal: bool, goes_out: bool,
                       reading: LastHandReading, all_six: bool, rules: Rules) -> Answer:
    found = parse_legal_play(text, rules)
    assert found.shape is not None
    money = happy_money(found.shape, found.play, base, ends_deal=ends_deal, goes_out=goes_out,
                        reading=reading, all_six=all_six)
    data: dict[str, Any] = {
        "play": text,
        "type": found.shape.type.kind.value,
        "base": base,
        "ends_deal": ends_deal,
        "goes_out": goes_out,
        "last_hand": reading.value,
        "all_six": all_six,
        "happy_money": money.per_payer > 0,
        "per_payer": money.per_payer,
        "payers": money.payers,
        "collector_gets": money.collector_gets,
        "reason": money.reason,
        "explanation": list(money.steps),
    }

    def render() -> str:
        pairs = [("play", f"{found.play.written}  ({type_label(found.shape)})"),
                 ("base", base), ("each other player pays", money.per_payer),
                 ("payers", money.payers), ("collector gets", money.collector_gets)]
        return str(Table(pairs=pairs, notes=list(money.steps)))

    row = {"play": text, "per payer": money.per_payer, "collector gets": money.collector_gets,
           "why": money.reason}
    return Answer(data, None, render, row)


@sanchazi.command("happy-money", help=f"""Happy money (喜钱) for each PLAY: a three-joker
fork (三王叉) played on its own collects {HAPPY_MONEY_PER_FORK} × base from each of the other three
players, partner included. Nothing for three jokers played with other cards, nor for the last
hand (--ends-deal). Always answered (exit 0); 'happy_money' says whether any is due.""")
@click.argument("plays", nargs=-1)
@click.option("--base", type=click.IntRange(min=1), default=1, show_default=True,
              help="The base stake (底分).")
@click.option("--ends-deal", is_flag=True,
              help="The play ends the deal (the last hand among all players): no happy money.")
@click.option("--goes-out", is_flag=True,
              help="The player plays out their last cards with it (matters with --last-hand own).")
@click.option("--last-hand", type=click.Choice([r.value for r in LastHandReading]),
              default=LastHandReading.DEAL.value, show_default=True,
              help="Reading of 'not the last hand among all players' (S3:L115): deal = the "
              "play that ends the deal earns nothing (adopted); own = the player's own last "
              "play earns nothing.")
@click.option("--all-six", is_flag=True,
              help="The player held all six jokers and plays both three-joker forks "
              "separately; PLAY is one of them and the answer totals both (S3:L121).")
@RULES_OPTION
@format_option
def happy_money_command(plays: tuple[str, ...], base: int, ends_deal: bool, goes_out: bool,
                        last_hand: str, all_six: bool, wings_share_ranks: bool,
                        fmt: str | None) -> None:
    reading = LastHandReading(last_hand)
    rules = rules_of(wings_share_ranks)
    run_items(plays, fmt, lambda text: happy_money_answer(
        text, base, ends_deal, goes_out, reading, all_six, rules), "PLAY")


# ---------------------------------------------------------------------------------------
# respond


def response_json(play: Cards, shape: Shape) -> dict[str, Any]:
    return {"play": play.written, "cards": play.size, **shape_json(shape)}


def respond_answer(hand_text: str, to_text: str, rules: Rules, explain: bool = False) -> Answer:
    hand = parse_hand(hand_text)
    old = parse_legal_play(to_text, rules)
    assert old.shape is not None
    found = responses(hand, old.shape, rules)
    data: dict[str, Any] = {
        "hand": hand_text,
        "to": to_text,
        "to_type": old.shape.type.kind.value,
        "count": len(found),
        "plays": [response_json(answer.play, answer.shape) for answer in found],
    }
    if explain:
        data["explanation"] = [
            f"on the table: {type_label(old.shape)}, {old.shape.description}",
            f"it is beaten by {old.shape.type.beaten_by_all}",
            "every distinct play of the hand was tried; suits are kept only for forks",
        ]

    def render() -> str:
        verdict = (f"{len(found)} play{'s' if len(found) != 1 else ''} beat it, cheapest first"
                   if found else "no play beats it")
        head = (f"hand  {hand.in_rank_order}  ({hand.size} cards)\n"
                f"to    {old.play.written}  ({type_label(old.shape)})\n{verdict}")
        notes = "\n".join(f"  - {line}" for line in data.get("explanation", []))
        if not found:
            return "\n\n".join(filter(None, [head, notes]))
        rows = [[n, answer.play.written, type_label(answer.shape), answer.shape.description]
                for n, answer in enumerate(found, 1)]
        body = table(rows, headers=["#", "play", "type", "compared"])
        return "\n\n".join(filter(None, [head, body, notes]))

    row = {"hand": hand_text, "to": to_text, "count": len(found),
           "cheapest": found[0].play.written if found else "-"}
    return Answer(data, bool(found), render, row)


def respond_line_answer(line: str, to_text: str | None, rules: Rules,
                        explain: bool) -> Answer:
    """A batch line: a hand (with --to), or 'HAND<TAB>PLAY' / 'HAND to PLAY'."""
    if to_text is not None:
        return respond_answer(line, to_text, rules, explain)
    hand, play, start = split_line(line, ("\t", " to "),
                                   "a hand and a play separated by a tab or ' to '")
    relocated(parse_hand, hand, line, 0)
    relocated(lambda text: parse_legal_play(text, rules), play, line, start)
    return respond_answer(hand.strip(), play.strip(), rules, explain)


@sanchazi.command("respond")
@click.argument("hands", nargs=-1)
@click.option("--to", "to_text", metavar="PLAY",
              help="The play on the table to beat (batch lines may carry their own).")
@RULES_OPTION
@format_option
@explain_option
def respond_command(hands: tuple[str, ...], to_text: str | None, wings_share_ranks: bool,
                    fmt: str | None, explain: bool) -> None:
    """Every distinct play from HAND that beats the play --to PLAY, cheapest first.

    Cheapest first: plays of the same type by rank (then wing rank), then bombs by size and
    rank, then forks by rank. Exit 0 if some play beats it, 1 if none. With '-' (or piped
    stdin), reads one hand per line (with --to) or 'HAND<TAB>PLAY' / 'HAND to PLAY' lines.

    \b
    Example: paiju sanchazi respond 999QQ8888 --to 888JJ
    """
    rules = rules_of(wings_share_ranks)
    if wants_stdin(hands):
        run(line_queries(input_lines(),
                         lambda line: respond_line_answer(line, to_text, rules, explain)),
            fmt, batch=True)
    if not hands or to_text is None:
        raise click.UsageError("give HAND... and --to PLAY, or '-' to read hands from stdin")
    run([Query(lambda hand=hand: respond_answer(hand, to_text, rules, explain), None, hand)
         for hand in hands], fmt, batch=False)

