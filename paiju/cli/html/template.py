"""What every page shares: the one stylesheet, the page around a body, a card and a tile as
HTML, a value of an answer as a table.

A page is one self-contained file: its CSS and its script are inline, and it loads nothing
(no font, no script, no picture): cards and tiles are CSS boxes with their rank and suit as
text, so that they read in any browser with the fonts it has (the Unicode mahjong glyphs
are not in Debian's default fonts).  The page's data is embedded as JSON
(:func:`data_script`), escaped so that no text of an answer can close the script.
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable

from paiju.api.jsonl import json_as_written
from paiju.engine.mahjong.tiles import LABELS, NAMES_ZH, Suit, suit_of
from paiju.grammar.counts import WRITTEN

STYLE = """
:root { --felt: #1f6b45; --ink: #1b1b1b; --gold: #f2b705; --burn: #d7263d; --out: #7a7a7a;
        --team-a: #2b6cb0; --team-b: #c05621; }
* { box-sizing: border-box; }
body { font-family: system-ui, "Noto Sans CJK SC", "WenQuanYi Zen Hei", "PingFang SC",
       "Microsoft YaHei", sans-serif; color: var(--ink); margin: 1.5rem; background: #fafaf7; }
h1 { font-size: 1.6rem; margin: 0 0 .8rem; } h2 { font-size: 1.25rem; margin: 1.2rem 0 .5rem; }
table.data { border-collapse: collapse; margin: .4rem 0; }
table.data th, table.data td { border: 1px solid #ccc; padding: .25rem .6rem; text-align: left;
                               vertical-align: top; }
table.data th { background: #eee; }
.card { display: inline-flex; align-items: center; justify-content: center; min-width: 2.1em;
        height: 3em; padding: 0 .2em; margin: 0 .12em .25em 0; border: 1px solid #555;
        border-radius: .3em; background: #fff; color: var(--ink); font-weight: 700;
        font-size: 1.25rem;
        box-shadow: 1px 1px 0 #0003; }
.card.red { color: #c8102e; }
.hand { min-height: 3.3em; }
.seat { border: 3px solid #ddd; border-radius: .6rem; padding: .4rem .6rem; background: #fff;
        width: 100%; }
.seat.team-A { border-color: var(--team-a); } .seat.team-B { border-color: var(--team-b); }
.seat h3 { margin: 0 0 .3rem; font-size: 1.05rem; }
.seat .badge { display: inline-block; font-size: .8rem; border-radius: .8rem;
               padding: 0 .5em; margin-left: .3em; color: #fff; background: #555; }
.seat .badge.opened { background: #2f855a; } .seat .badge.burning { background: var(--burn); }
.seat .badge.out { background: var(--out); }
.seat.to-act { box-shadow: 0 0 0 4px var(--gold); }
.seat.is-out { opacity: .6; }
.table { display: grid; gap: .6rem; background: var(--felt); padding: .8rem;
         border-radius: 1rem; max-width: 80rem; }
.table.seats-6 { grid-template-columns: 1fr 1fr 1fr;
                 grid-template-areas: "s4 s3 s2" "felt felt felt" "s5 s0 s1"; }
.table.seats-4 { grid-template-columns: 1fr 1fr 1fr;
                 grid-template-areas: ". s2 ." "s3 felt s1" ". s0 ."; }
.felt { grid-area: felt; color: #fff; text-align: center; padding: .6rem; min-height: 6rem; }
.felt .on-table.level .card { border: 3px solid var(--gold); }
.felt .on-table.burn .card { border: 3px solid var(--burn); }
.felt .label { font-size: .9rem; opacity: .9; }
.felt .says { font-size: 1.05rem; margin-top: .4rem; }
[hidden] { display: none !important; }
.controls { margin: .8rem 0; display: flex; gap: .4rem; align-items: center; flex-wrap: wrap; }
.controls button { font-size: 1.1rem; padding: .3rem .7rem; }
.controls .where { font-size: 1.05rem; margin-left: .6rem; }
.js .trick { display: none; } .js .trick.current { display: block; }
.trick { border-top: 1px solid #ccc; padding: .3rem 0; }
.trick li.now { background: #fff3c4; }
.kind-burned, .kind-burn-succeeded, .kind-burn-failed { color: var(--burn); font-weight: 700; }
.kind-opened-a-point, .kind-went-out, .kind-goes-out { font-weight: 700; }
.tiles { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1.2rem; margin: .6rem 0; }
.group { display: inline-flex; gap: .15rem; padding: .2rem; border-radius: .4rem; }
.group.meld { background: #e6e1d3; }
.tile { display: inline-flex; flex-direction: column; align-items: center; justify-content: center;
        width: 2.7em; height: 3.7em; border: 2px solid #8a7f66; border-radius: .35em;
        background: #fffdf2; font-size: 1.7rem; line-height: 1; box-shadow: 2px 2px 0 #0003;
        transition: transform .1s; }
.tile b { font-size: 1.25em; } .tile small { font-size: .55em; margin-top: .15em; }
.tile.suit-m { color: #b3261e; } .tile.suit-p { color: #1d4ed8; } .tile.suit-s { color: #15803d; }
.tile.suit-dragon.red { color: #b3261e; } .tile.suit-dragon.green { color: #15803d; }
.tile.suit-dragon.white { color: #1d4ed8; }
.tile.winning { border-color: var(--gold); border-width: 4px; transform: translateY(-.3em); }
.tile.gold { position: relative; border-color: #b7791f; }
.tile.gold::after { content: "金"; position: absolute; top: -.55em; right: -.45em;
                    font-size: .45em; background: #b7791f; color: #fff; border-radius: 50%;
                    padding: .15em .3em; }
.tile.small { font-size: 1.1rem; }
.fans tr[tabindex]:hover, .fans tr[tabindex]:focus { background: #ffe38a; outline: none; }
.winning-mark { font-size: .9rem; color: #8a6d00; }
.count { font-size: 1.1rem; margin-left: .2rem; }
.option { display: inline-flex; flex-direction: column; align-items: center;
          margin: 0 .5rem .6rem 0; }
"""


def page(title: str, body: str, script: str = "") -> str:
    """A whole page: its title, its body, and the script that enhances it (none: the page
    is static)."""
    scripted = f"\n<script>\n{script}\n</script>" if script else ""
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n"
            f"<body>\n<h1>{escape(title)}</h1>\n{body}{scripted}\n</body>\n</html>")


def data_script(element_id: str, data: Any) -> str:
    """Data for the page's script, as JSON that no text in it can end early (``<`` is
    written as its escape)."""
    text = json_as_written(data).replace("<", "\\u003c")
    return f'<script type="application/json" id="{element_id}">{text}</script>\n'


RED_CARDS = ("♥", "♦", "大花", "大王")
"""What a card shows in red: the red suits and the big joker."""


def card(text: str) -> str:
    """One card: its text as the game writes it ('♦8', 'K', '钱', '大花')."""
    red = " red" if any(mark in text for mark in RED_CARDS) else ""
    return f'<span class="card{red}">{escape(text)}</span>'


def cards(texts: Iterable[str]) -> str:
    return "".join(card(text) for text in texts)


_DRAGON_CLASSES = {"C": "red", "F": "green", "P": "white"}


def tile(code: int, extra: str = "", attributes: str = "") -> str:
    """One tile as a box: the rank (or the honour's character) large, the suit (or the
    honour's letter) under it; ``data-tile`` is its label in the notation ('5m', 'E')."""
    label = LABELS[code]
    suit = suit_of(code)
    if suit.is_numbered:
        top, bottom = label[0], NAMES_ZH[code][-1]
        kind = f"suit-{suit.value}"
    else:
        top, bottom = NAMES_ZH[code], label
        kind = f"suit-{suit.value} {_DRAGON_CLASSES.get(label, '')}".strip() \
            if suit is Suit.DRAGONS else f"suit-{suit.value}"
    classes = " ".join(part for part in ("tile", kind, extra) if part)
    return (f'<span class="{classes}" data-tile="{label}" title="{NAMES_ZH[code]} {label}"'
            f"{attributes}><b>{escape(top)}</b><small>{escape(bottom)}</small></span>")


def value_html(value: Any) -> str:
    """A value of an answer for people: a list of objects as a table, an object as a table
    of its fields, a list of plain values on one line."""
    if isinstance(value, dict):
        rows = "".join(f"<tr><th>{escape(str(key))}</th><td>{value_html(item)}</td></tr>"
                       for key, item in value.items())
        return f'<table class="data">{rows}</table>'
    if isinstance(value, list):
        if value and all(isinstance(item, dict) for item in value):
            keys = list(dict.fromkeys(key for item in value for key in item))
            head = "".join(f"<th>{escape(key)}</th>" for key in keys)
            body = "".join("<tr>" + "".join(f"<td>{value_html(item.get(key, ''))}</td>"
                                            for key in keys) + "</tr>" for item in value)
            return f'<table class="data"><tr>{head}</tr>{body}</table>'
        return escape(", ".join(map(_plain, value))) or "—"
    return escape(_plain(value))


def _plain(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value.written if isinstance(value, WRITTEN) else str(value)
