"""``paiju sanchazi`` play commands: types, type, beats, points, happy-money, respond.
Rules are decided in :mod:`paiju.engine.sanchazi`; this module reads arguments and formats
answers."""

from __future__ import annotations

from functools import partial
from typing import Any

import click

from paiju.api.sanchazi.plays import (
    BEATS_QUESTION, HAPPY_MONEY_QUESTION, POINTS_QUESTION, TYPE_QUESTION, listed_types,
    respond_to_question,
)
from paiju.cli.jobs import respond, respond_once
from paiju.cli.options import (
    explain_option, format_option, lang_option, lines_option, single_format_option,
)
from paiju.cli.questions import answered, pair_queries, question_queries
from paiju.cli.reading import queries, wants_stdin
from paiju.cli.sanchazi.group import sanchazi
from paiju.cli.rendering import (
    Answer, Table, View, beats_row, bullets, named, shown, table, yes_no,
)
from paiju.engine.sanchazi.beating import BeatVerdict
from paiju.engine.sanchazi.card_types import Cards, Classification, Shape
from paiju.engine.sanchazi.respond import Response
from paiju.engine.sanchazi.scoring import (
    HAPPY_MONEY_PER_FORK, HappyMoney, LastHandReading, Points,
)
from paiju.grammar.rule_records import Choices
from paiju.cli.rules import shorthand_help
from paiju.cli.sanchazi.rules import sanchazi_choices, sanchazi_switches
from paiju.engine.words import count_of


# ---------------------------------------------------------------------------------------
# types


def types_answer() -> Answer:
    return shown(listed_types(), TYPES_VIEW, rows="types")


def type_label(shape: Shape) -> str:
    """'three with a pair (三带二)', or one of the names as --lang chose."""
    return named(shape.type.name_zh, shape.type.name, both="{en} ({zh})")


def _types_table(rows: list[dict[str, Any]]) -> str:
    return "\n\n".join(f"{named(r['type_zh'], r['name'], both='{en} ({zh})')}, {r['tier']}\n"
                       f"  what it is: {r['definition']}\n  beaten by:  {r['beaten_by']}"
                       for r in rows)


TYPES_VIEW = View(_types_table)


@sanchazi.command("types")
@lang_option
@single_format_option
def types_command(fmt: str | None) -> int:
    """The card types (牌型) and what beats each: the table the engine uses.

    \b
    Example: paiju sanchazi types --format jsonl
    """
    return respond_once(types_answer, fmt)


# ---------------------------------------------------------------------------------------
# type



def _type_table(found: Classification, data: dict[str, Any], explain: bool) -> str:
    shape = found.shape
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


def _type_row(found: Classification, data: dict[str, Any], explain: bool) -> dict[str, Any]:
    shape = found.shape
    return {"input": data["input"], "legal": yes_no(found.legal),
            "type": type_label(shape) if shape else "-",
            "why": shape.description if shape else found.reason}


TYPE_VIEW = View(_type_table, _type_row)


@sanchazi.command("type")
@click.argument("plays", nargs=-1)
@sanchazi_switches
@lang_option
@lines_option
@format_option
@explain_option
def type_command(plays: tuple[str, ...], batch: str | None, rules: Choices, wings_share_ranks: bool,
                 fmt: str | None, jobs: int, explain: bool) -> int:
    """The card type of each PLAY, or why it is not a legal play.

    Exit 0 if every play is legal, 1 if one is well-formed but illegal (22234, AAA222333,
    大王小王), 2 if one cannot be read or holds more cards than three packs.

    \b
    Example: paiju sanchazi type 888JJ   →   three with a pair (三带二)
    """
    return respond(*question_queries(TYPE_QUESTION, partial(shown, view=TYPE_VIEW),
                                     {"rules": sanchazi_choices(rules, wings_share_ranks),
                                      "explain": explain}, plays, "PLAY", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# beats


def _labelled(found: Classification) -> str:
    """A legal play and its type: '888JJ  (三带二 three with a pair)'."""
    assert found.shape is not None  # the API reads these plays as legal plays
    return f"{found.play.written}  ({type_label(found.shape)})"


def _beats_table(new: Classification, old: Classification, verdict: BeatVerdict,
                 data: dict[str, Any], explain: bool) -> str:
    pairs = [("new", _labelled(new)), ("old", _labelled(old)),
             ("beats", yes_no(verdict.beats)), ("why", verdict.reason)]
    return str(Table(pairs=pairs, notes=list(verdict.steps) if explain else []))


def _beats_row(new: Classification, old: Classification, verdict: BeatVerdict,
               data: dict[str, Any], explain: bool) -> dict[str, Any]:
    return beats_row(data, verdict.beats, verdict.reason)


BEATS_VIEW = View(_beats_table, _beats_row)


@sanchazi.command("beats")
@click.argument("new", required=False)
@click.argument("old", required=False)
@sanchazi_switches
@lang_option
@lines_option
@format_option
@explain_option
def beats_command(new: str | None, old: str | None, batch: str | None, rules: Choices,
                  wings_share_ranks: bool,
                  fmt: str | None, jobs: int, explain: bool) -> int:
    """Does NEW beat OLD when played on it? Exit 0 yes, 1 no, 2 bad input.

    Same type and size with a higher rank (三带二 and winged planes: triple and pair both
    higher); a bomb beats any ordinary play, bombs by card count then rank; a fork beats
    every bomb, forks by rank, the three-joker forks on top. With '-' (or piped stdin),
    reads one pair per line: 'NEW<TAB>OLD' or 'NEW on OLD'.

    \b
    Example: paiju sanchazi beats 999QQ 888JJ   →   yes
    """
    return respond(*pair_queries(BEATS_QUESTION, partial(shown, view=BEATS_VIEW),
                                 {"rules": sanchazi_choices(rules, wings_share_ranks),
                                  "explain": explain}, (new, old), batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# points



def _points_table(cards: Cards, found: Points, data: dict[str, Any]) -> str:
    breakdown = ", ".join(f"{line['count']} × {line['rank']} = {line['points']}"
                          for line in data["score_cards"]) or "no score cards"
    pairs = [("cards", cards.in_rank_order), ("points", found.total),
             ("score cards", breakdown)]
    return str(Table(pairs=pairs, notes=data.get("explanation", [])[:1]))


def _points_row(cards: Cards, found: Points, data: dict[str, Any]) -> dict[str, Any]:
    return {"cards": data["input"], "points": found.total,
            "score cards": " ".join(f"{line['count']}×{line['rank']}"
                                    for line in data["score_cards"]) or "-"}


POINTS_VIEW = View(_points_table, _points_row)


@sanchazi.command("points")
@click.argument("cards", nargs=-1)
@lines_option
@format_option
@explain_option
def points_command(cards: tuple[str, ...], batch: str | None, fmt: str | None, jobs: int,
                   explain: bool) -> int:
    """The points in CARDS: every 5 scores 5, every 10 and K score 10 (分牌).

    CARDS is any set of cards three packs can hold (a play, a trick, a pile of won cards).
    With '-' (or piped stdin), reads one set of cards per line.

    \b
    Example: paiju sanchazi points "5 10 K K"   →   points 35
    """
    return respond(*question_queries(POINTS_QUESTION, partial(shown, view=POINTS_VIEW),
                                     {"explain": explain}, cards, "CARDS", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# happy-money



def _happy_money_table(found: Classification, money: HappyMoney, data: dict[str, Any]) -> str:
    pairs = [("play", _labelled(found)), ("base", data["base"]), ("each other player pays", money.per_payer),
             ("payers", money.payers), ("collector gets", money.collector_gets)]
    return str(Table(pairs=pairs, notes=list(money.steps)))


def _happy_money_row(found: Classification, money: HappyMoney, data: dict[str, Any]) \
        -> dict[str, Any]:
    return {"play": data["play"], "per payer": money.per_payer,
            "collector gets": money.collector_gets, "why": money.reason}


HAPPY_MONEY_VIEW = View(_happy_money_table, _happy_money_row)


@sanchazi.command("happy-money", help=f"""Happy money (喜钱) for each PLAY: a three-joker
fork (三王叉) played on its own collects {HAPPY_MONEY_PER_FORK} × base from each of the other three
players, partner included. Nothing for three jokers played with other cards, nor for the last
hand (--ends-deal). Always answered (exit 0); 'happy_money' says whether any is due.  With '-'
(or piped stdin), reads one play per line.

\b
Example: paiju sanchazi happy-money 大王大王大王 --base 2   →   each other player pays 4
""")
@click.argument("plays", nargs=-1)
@click.option("--base", type=click.IntRange(min=1), default=1, show_default=True,
              help="The base stake (底分).")
@click.option("--ends-deal", is_flag=True,
              help="The play ends the deal (the last hand among all players): no happy money.")
@click.option("--goes-out", is_flag=True,
              help="The player plays out their last cards with it (matters with --last-hand own).")
@click.option("--last-hand", type=click.Choice([r.value for r in LastHandReading]),
              help=shorthand_help("last-hand=VALUE", "which play is 'the last hand among all "
                                  "players' (sanchazi.md §7): deal = the play that ends the "
                                  "deal earns nothing (adopted); own = the player's own last "
                                  f"play earns nothing.  By default {LastHandReading.DEAL.value}."))
@click.option("--all-six", is_flag=True,
              help="The player held all six jokers and plays both three-joker forks "
              "separately; PLAY is one of them and the answer totals both (sanchazi.md §7).")
@sanchazi_switches
@lang_option
@lines_option
@format_option
def happy_money_command(plays: tuple[str, ...], batch: str | None, base: int, ends_deal: bool,
                        goes_out: bool,
                        last_hand: str | None, all_six: bool, rules: Choices,
                        wings_share_ranks: bool, fmt: str | None, jobs: int) -> int:
    settings = {"base": base, "ends_deal": ends_deal, "goes_out": goes_out, "all_six": all_six,
                "rules": sanchazi_choices(rules, wings_share_ranks, last_hand)}
    return respond(*question_queries(HAPPY_MONEY_QUESTION, partial(shown, view=HAPPY_MONEY_VIEW),
                                     settings, plays, "PLAY", batch), fmt, jobs)


# ---------------------------------------------------------------------------------------
# respond


def _respond_table(hand: Cards, old: Classification, found: list[Response],
                   data: dict[str, Any]) -> str:
    verdict = (f"{count_of(len(found), 'play')} beat{'s' if len(found) == 1 else ''} it, "
               "cheapest first"
               if found else "no play beats it")
    head = (f"hand  {hand.in_rank_order}  ({count_of(hand.size, 'card')})\n"
            f"to    {_labelled(old)}\n{verdict}")
    notes = bullets(data.get("explanation", []))
    if not found:
        return "\n\n".join(filter(None, [head, notes]))
    rows = [[n, answer.play.written, type_label(answer.shape), answer.shape.description]
            for n, answer in enumerate(found, 1)]
    body = table(rows, headers=["#", "play", "type", "compared"])
    return "\n\n".join(filter(None, [head, body, notes]))


def _respond_row(hand: Cards, old: Classification, found: list[Response],
                 data: dict[str, Any]) -> dict[str, Any]:
    return {"hand": data["hand"], "to": data["to"], "count": len(found),
            "cheapest": found[0].play.written if found else "-"}


RESPOND_VIEW = View(_respond_table, _respond_row)




@sanchazi.command("respond")
@click.argument("hands", nargs=-1)
@click.option("--to", "to_text", metavar="PLAY",
              help="The play on the table to beat (batch lines may carry their own).")
@sanchazi_switches
@lang_option
@lines_option
@format_option
@explain_option
def respond_command(hands: tuple[str, ...], to_text: str | None, batch: str | None, rules: Choices,
                    wings_share_ranks: bool, fmt: str | None, jobs: int, explain: bool) -> int:
    """Every distinct play from HAND that beats the play --to PLAY, cheapest first.

    Cheapest first: plays of the same type by rank (then wing rank), then bombs by size and
    rank, then forks by rank. Exit 0 if some play beats it, 1 if none. With '-' (or piped
    stdin), reads one hand per line (with --to) or 'HAND<TAB>PLAY' / 'HAND to PLAY' lines.

    \b
    Example: paiju sanchazi respond 999QQ8888 --to 888JJ
    """
    settings = {"rules": sanchazi_choices(rules, wings_share_ranks), "explain": explain}
    ask = partial(answered, respond_to_question(to_text), partial(shown, view=RESPOND_VIEW),
                  settings, given={"to": to_text})
    if batch is None and not wants_stdin(hands) and to_text is None and not (
            len(hands) == 1 and hands[0].lstrip().startswith("{")):  # a record holds its "to"
        raise click.UsageError("give HAND... and --to PLAY, a JSON record, '-' to read hands "
                               "from stdin, or --batch FILE")
    return respond(ask, queries(hands, "HAND", batch), fmt, jobs)
