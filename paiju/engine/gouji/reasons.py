"""The rule texts behind Gouji answers that no single engine call returns as its reason: the
notes of a hand report and a dealt table, why a burn works or not, the order responses are
listed in, which level cards open no point (the point-tribute formula is with the tribute,
:mod:`paiju.engine.gouji.tribute`).  Written once here, from the rules' data, for every
command (and its ``--explain``) to show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paiju.engine.gouji.plays import is_level, opening_rule, rank_name
from paiju.engine.words import count_of

if TYPE_CHECKING:  # the settlement commands read these texts without loading hands and deals
    from paiju.engine.gouji.burning import Burn
    from paiju.engine.gouji.dealing import TableReport
    from paiju.engine.gouji.hand_report import HandReport
    from paiju.engine.gouji.plays import Play
    from paiju.engine.gouji.rules import BeatOption

# ---------------------------------------------------------------------------------------
# Level cards and opening a point (§5, §8)

FLOWERS_ARE_LEVEL = "any play holding a flower (大花 or 小花) is a level card"
LOW_BASES_NEVER_LEVEL = "bases 3 to 9 without flowers are never level cards"


def opening_note(option: int) -> str:
    """Which level cards do not open a point under an opening option."""
    return f"option {option}: {opening_rule(option).description} do not open a point"


# ---------------------------------------------------------------------------------------
# Responses (§6)

RESPONSE_ORDER = ("cheapest first: fewest flowers (大花 dearest), then fewest 钱, then the "
                  "lowest base rank")


def response_notes(old: Play, option: BeatOption, count: int) -> list[str]:
    """The play to beat, how many plays beat it, and the order they are listed in."""
    return [f"the play on the table {old.written} is {old.normal_form().canonical}",
            f"option {int(option)}: {count} distinct plays of the hand beat it",
            RESPONSE_ORDER]


# ---------------------------------------------------------------------------------------
# Burning (§7)


def burn_notes(on: Play, burning: Play, result: Burn) -> list[str]:
    """Whether the burned play is a level card, whether the burning play beats it, and
    whether the rest can go out."""
    level = is_level(on.normal_form())
    return [
        f"{on.written} is {'a' if level.answer else 'not a'} level card ({level.reason})"
        + ("" if level.answer else ": only level cards are burned (烧牌)"),
        f"{burning.written} on {on.written}: {result.verdict.reason}",
        f"left after the burning play: {result.going_out.rest.written or 'nothing'}; "
        f"{result.going_out.reason}",
    ]


# ---------------------------------------------------------------------------------------
# A hand before play (§10, §11, §13, §14)


LEVEL_SUMMARY = ("the strongest is read off §6.2's fronts: flowers first (大花 above 小花, "
                 "more above fewer), then the number of cards, then the base rank")


def hand_notes(report: HandReport, tribute: int) -> list[str]:
    """买三, the tribute, the revolution, the 报户 answer and the level plays of a hand."""
    from paiju.engine.gouji.hand import REPORT_RULE  # start-up: plays need not load hands

    notes = [f"买三: {report.three.reason}"]
    if tribute:
        given = len(report.tribute)
        short = f" (only {given} legal tribute cards: the rest is not owed)" if given < tribute \
            else ""
        notes.append(f"tribute of {tribute}: 大花 first, then 小花, then 钱{short}")
    playing = report.playing.written or "no cards"
    notes.append(f"革命, judged on the hand that plays, after 买三 and the tribute ({playing}): "
                 f"{'yes' if report.may_revolt else 'no'} — {report.revolt_reason}")
    if report.report is None:
        notes.append("报户 (reporting the count): none in 憋三 mode")
    else:
        notes.append(f"报户 (reporting the count), on the hand that plays "
                     f"({count_of(report.playing.size, 'card')}): {report.report.says}; "
                     f"{REPORT_RULE}")
    notes.append(f"{len(report.level_plays)} distinct level plays (by normal form), each in "
                 f"its cheapest cards; {LEVEL_SUMMARY}")
    return notes


def table_notes(report: TableReport) -> list[str]:
    """Who leads (上工) and why, each 买三 purchase, automatic revolutions, a void deal."""
    leader = report.leader
    shown = ", ".join(f"seat {show.seat} {show.cards}{rank_name(leader.rank)}"
                      for show in leader.shows)
    if leader.show:
        notes = [f"上工: seat {leader.seat} leads with {leader.show.cards}"
                 f"{rank_name(leader.rank)}, the largest one-suit group shown ({shown})"]
    else:
        notes = [f"上工: nobody holds two {rank_name(leader.rank)}s of one suit; seat "
                 f"{leader.seat} leads, drawn at random"]
    for purchase in report.purchases:
        if purchase.seller is None:
            notes.append(f"买三: seat {purchase.buyer} finds no seller ({purchase.reason})")
        else:
            notes.append(f"买三: seat {purchase.buyer} buys a 3 from seat {purchase.seller} "
                         f"for a {rank_name(purchase.payment)}; {purchase.reason}")
    for seat in report.automatic_revolutions:
        notes.append(f"革命: seat {seat} revolts automatically (no 3, nothing to buy one with)")
    if report.void:
        notes.append("two or more revolutions at once: the deal is void (redeal), so nobody "
                     "buys a 3")
    return notes
