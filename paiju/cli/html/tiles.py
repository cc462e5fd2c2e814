"""The pages of tiles a hand wants (``paiju mcr waits --format html``, ``paiju mcr shanten
--format html``): the hand (melds set apart), then the tiles that complete it with their
unseen copies and what each win is worth, or the hand's shanten in each form and the tiles
that help (13 tiles) or every discard with the tiles that would then help (14 tiles).
"""

from __future__ import annotations

from html import escape
from typing import Iterable

from paiju.api.mcr.shanten import Analysed
from paiju.api.mcr.waits import Waited
from paiju.cli.html import print_page
from paiju.cli.html.template import page, tile
from paiju.engine.mahjong.shanten import Useful
from paiju.engine.mcr.analysis import HandTiles


def _hand(hand: HandTiles) -> str:
    groups = [("meld", meld.tiles) for meld in hand.melds] + [("standing", hand.standing)]
    return '<div class="tiles">' + "".join(
        f'<span class="group {kind}">{"".join(tile(code) for code in codes)}</span>'
        for kind, codes in groups if codes) + "</div>"


def _option(code: int, caption: str, extra: str = "") -> str:
    """A tile with its caption under it (its unseen copies, what it is worth)."""
    return (f'<span class="option" data-tile-option="{code}">{tile(code, extra)}'
            f'<span class="count">{escape(caption)}</span></span>')


def _useful(useful: Iterable[Useful], small: bool = False) -> str:
    return "".join(_option(item.tile, f"×{item.unseen}", "small" if small else "")
                   for item in useful)


def _waits_section(waited: Waited) -> str:
    found = waited.found
    title = f"{found.hand.notation()} — " + (
        f"ready: {len(found.waits)} tile kind(s), {sum(w.unseen for w in found.waits)} unseen"
        if found.ready else f"not ready (shanten {found.shanten})")
    options = "".join(_option(wait.tile, (
        f"×{wait.unseen} · discard {wait.discard_total} · self-drawn {wait.self_drawn_total}"
        if wait.possible else "impossible: all four in the hand")) for wait in found.waits)
    return (f'<section class="waits"><h2>{escape(title)}</h2>{_hand(found.hand)}'
            f'<h3>Waits (the count under each tile: unseen copies, then points without '
            f'flowers)</h3><div class="tiles">{options}</div></section>\n')


def waits_page(waited: list[Waited]) -> int:
    """Print the page of the hands' waits; exit 1 when one is not ready."""
    body = "".join(_waits_section(item) for item in waited)
    return print_page(page("MCR 国标麻将 — what the hand waits on", body),
                      all(item.found.ready for item in waited))


def _shanten_section(analysed: Analysed) -> str:
    hand, result = analysed.hand, analysed.result
    forms = "".join(f"<tr><td>{escape(form.value)}</td>"
                    f"<td>{'—' if value is None else value}</td></tr>"
                    for form, value in result.shanten.items())
    table = (f'<table class="data"><tr><th>form</th><th>shanten</th></tr>{forms}'
             f"<tr><th>overall</th><th>{result.overall}</th></tr></table>")
    if result.discards is not None:
        rows = "".join(f"<tr><td>{tile(option.tile, 'small')}</td><td>{option.shanten}</td>"
                       f"<td>{_useful(option.useful, small=True)}</td>"
                       f"<td>{option.unseen_total}</td></tr>" for option in result.discards)
        wanted = ('<h3>Discards, best first</h3><table class="data discards"><tr>'
                  "<th>discard</th><th>shanten left</th><th>then useful (unseen)</th>"
                  f"<th>unseen</th></tr>{rows}</table>")
    else:
        wanted = (f"<h3>Useful tiles ({result.unseen_total} unseen)</h3>"
                  f'<div class="tiles">{_useful(result.useful or ())}</div>')
    return (f'<section class="shanten"><h2>{escape(hand.notation())} — shanten '
            f"{result.overall}</h2>{_hand(hand)}{table}{wanted}</section>\n")


def shanten_page(analysed: list[Analysed]) -> int:
    """Print the page of the hands' shanten."""
    body = "".join(_shanten_section(item) for item in analysed)
    return print_page(page("MCR 国标麻将 — how far from ready", body))
