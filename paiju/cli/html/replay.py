"""The replay page (``paiju gouji replay --format html``, ``paiju sanchazi replay --format
html``): the seats around a table with their teams and their hands as cards, the play on
the table, a step control (buttons and the arrow keys) that moves action by action and trick
by trick, and the result at the end.

Everything shown comes from the game's steps (:func:`paiju.api.gouji.steps.steps`,
:func:`paiju.api.sanchazi.steps.steps`): the page decides nothing.  Without JavaScript it is
the starting hands and one ``<section>`` per trick (what happened, and the hands after it);
the script draws any step from the steps embedded in the page.
"""

from __future__ import annotations

from html import escape
from itertools import groupby
from typing import Any, Callable

from paiju.cli.html import record_page
from paiju.cli.html.template import cards, data_script, page, value_html
from paiju.cli.rendering import id_text

TITLES = {"gouji": "Gouji 够级 — a deal, step by step",
          "sanchazi": "Sanchazi 三叉子 — a deal, step by step"}
RESULT_FIELDS = {
    "gouji": ("order", "left", "opened", "burns", "failed_burners", "smothered", "dead_levels"),
    "sanchazi": ("order", "upstream", "downstream", "lift", "teams", "points_by_seat",
                 "points_left", "happy_money_by_seat"),
}
"""The facts of the replay's answer shown above its settlement, by game."""


def _team_of(teams: dict[str, list[int]], seat: int) -> str:
    return next(team for team, seats in teams.items() if seat in seats)


def _count(hand: list[str]) -> str:
    return f"{len(hand)} card{'' if len(hand) == 1 else 's'}"


def _seat(seat: int, team: str, hand: list[str]) -> str:
    return (f'<div class="seat team-{team}" data-seat="{seat}" style="grid-area: s{seat}">'
            f'<h3>seat {seat} · team {team}<span class="badges"></span></h3>'
            f'<div class="hand">{cards(hand)}</div>'
            f'<div class="size">{_count(hand)}</div></div>')


def _table(shown: dict[str, Any]) -> str:
    first, teams = shown["steps"][0], shown["teams"]
    seats = "".join(_seat(seat, _team_of(teams, seat), hand)
                    for seat, hand in enumerate(first["hands"]))
    felt = ('<div class="felt" id="felt"><div class="label">the starting hands</div>'
            '<div class="on-table"></div><div class="says"></div></div>')
    return f'<div class="table seats-{len(first["hands"])}" id="table">{seats}{felt}</div>\n'


def _controls(count: int) -> str:
    buttons = [("first", "⏮ start"), ("prev-trick", "⏪ trick"), ("prev", "◀ action"),
               ("next", "action ▶"), ("next-trick", "trick ⏩"), ("last", "end ⏭")]
    drawn = "".join(f'<button type="button" data-go="{go}">{label}</button>'
                    for go, label in buttons)
    return (f'<div class="controls" id="controls" hidden>{drawn}'
            f'<span class="where" id="where">step 0 of {count}</span>'
            '<span class="keys">← → an action, ↑ ↓ a trick, Home / End</span></div>\n')


def _kind(event: dict[str, Any]) -> str:
    """An event's kind as a class name ('burn succeeded' → 'burn-succeeded')."""
    return str(event["kind"]).replace(" ", "-")


def _trick_section(trick: int, steps: list[dict[str, Any]], teams: dict[str, list[int]]) -> str:
    lines = "".join(f'<li data-step="{step["step"]}" class="kind-{_kind(event)}">'
                    f'#{step["step"] - 1} {escape(event["says"])}</li>'
                    for step in steps for event in step["events"])
    after = steps[-1]["hands"]
    hands = "".join(f'<li>seat {seat} ({_team_of(teams, seat)}): '
                    f'<span class="after" data-seat="{seat}">{cards(hand)}</span> '
                    f'{_count(hand)}</li>' for seat, hand in enumerate(after))
    return (f'<section class="trick" id="trick-{trick}" data-trick="{trick}">'
            f"<h3>Trick {trick}</h3><ol>{lines}</ol>"
            f"<p>Hands after it:</p><ul>{hands}</ul></section>\n")


def _result(shown: dict[str, Any]) -> str:
    answer = shown["answer"]
    if not answer["legal"]:
        return "<h2>Refused</h2>" + value_html(answer["error"])
    if not answer["finished"]:
        return (f"<h2>Not over</h2><p>seat {answer['to_act']} to act: "
                f"{escape(', '.join(answer['open']))}</p>")
    facts = {name: answer[name] for name in RESULT_FIELDS[shown["game"]] if name in answer}
    settled = f"<h3>Settlement</h3>{value_html(answer['settlement'])}" \
        if "settlement" in answer else ""
    return f'<h2 id="result">The deal is over</h2>{value_html(facts)}{settled}'


SCRIPT = r"""
document.documentElement.classList.add("js");
const shown = JSON.parse(document.getElementById("steps").textContent);
const steps = shown.steps, last = steps.length - 1;
const ends = steps.map((s, i) => s.closes_trick || i === last);
const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th"];
let at = 0;
function cardsOf(texts) {
  const red = ["♥", "♦", "大花", "大王"];
  return texts.map(t => `<span class="card${red.some(m => t.includes(m)) ? " red" : ""}">` +
                        t.replace(/&/g, "&amp;").replace(/</g, "&lt;") + "</span>").join("");
}
function badge(kind, text) { return `<span class="badge ${kind}">${text}</span>`; }
function show(step) {
  at = Math.max(0, Math.min(last, step));
  const s = steps[at];
  document.querySelectorAll("#table .seat").forEach(el => {
    const seat = Number(el.dataset.seat), hand = s.hands[seat];
    el.querySelector(".hand").innerHTML = cardsOf(hand);
    el.querySelector(".size").textContent = `${hand.length} card${hand.length === 1 ? "" : "s"}`;
    const place = s.out.indexOf(seat);
    let badges = place >= 0 ? badge("out", `out ${ORDINALS[place]}`) : "";
    if (s.opened && s.opened.includes(seat)) badges += badge("opened", "opened a point");
    if (s.burn && s.burn[0] === seat) badges += badge("burning", `burning seat ${s.burn[1]}`);
    if (s.burn && s.burn[1] === seat) badges += badge("burning", "burned");
    if (s.points_by_seat) badges += badge("points", `${s.points_by_seat[seat]} points`);
    el.querySelector(".badges").innerHTML = badges;
    el.classList.toggle("to-act", s.to_act === seat);
    el.classList.toggle("is-out", place >= 0);
  });
  const felt = document.getElementById("felt"), table = s.table;
  const burning = s.did && "burn" in s.did;
  felt.querySelector(".label").textContent = table ?
    `seat ${table.seat}'s play${table.level ? " — a level card (够级)" : ""}` +
    (s.trick_points !== undefined ? ` · ${s.trick_points} points on the table` : "") :
    (at === 0 ? "the starting hands" : "nothing on the table");
  const onTable = felt.querySelector(".on-table");
  onTable.innerHTML = table ? cardsOf(table.cards) : "";
  onTable.className = "on-table" + (table && table.level ? " level" : "") +
                      (burning ? " burn" : "");
  felt.querySelector(".says").textContent = s.events.map(e => e.says).join("; ") +
    (at === last && document.getElementById("result") ? " — the result is below" : "");
  document.getElementById("where").textContent =
    `step ${at} of ${last} · trick ${s.trick}` + (s.did ? ` · action #${at - 1}` : "");
  document.querySelectorAll(".trick").forEach(el =>
    el.classList.toggle("current", Number(el.dataset.trick) === s.trick));
  document.querySelectorAll(".trick li").forEach(el =>
    el.classList.toggle("now", Number(el.dataset.step) === at));
}
function nextTrick() { for (let i = at + 1; i <= last; i++) if (ends[i]) return i; return last; }
function prevTrick() { for (let i = at - 1; i > 0; i--) if (ends[i]) return i; return 0; }
const moves = { first: () => 0, prev: () => at - 1, next: () => at + 1, last: () => last,
                "next-trick": nextTrick, "prev-trick": prevTrick };
const keys = { ArrowRight: "next", ArrowLeft: "prev", ArrowDown: "next-trick",
               ArrowUp: "prev-trick", PageDown: "next-trick", PageUp: "prev-trick",
               Home: "first", End: "last" };
document.querySelectorAll("#controls button").forEach(button =>
  button.addEventListener("click", () => show(moves[button.dataset.go]())));
document.addEventListener("keydown", event => {
  const go = keys[event.key];
  if (go) { event.preventDefault(); show(moves[go]()); }
});
document.getElementById("controls").hidden = false;
show(0);
"""


def replay_page(shown: dict[str, Any]) -> str:
    """The page of a replay's steps (see the module)."""
    steps, teams = shown["steps"], shown["teams"]
    answer = shown["answer"]
    named = f" ({escape(id_text(answer['id']))})" if "id" in answer else ""
    intro = (f"<p>Teams{named}: " + "; ".join(
        f"team {team}: seats {' '.join(map(str, seats))}" for team, seats in teams.items())
        + ".</p>\n")
    sections = "".join(_trick_section(trick, list(group), teams) for trick, group in
                       groupby(steps[1:], key=lambda step: step["trick"]))
    body = (intro + _controls(len(steps) - 1) + _table(shown)
            + f"<h2>Trick by trick</h2>\n{sections}" + _result(shown)
            + "\n" + data_script("steps", shown))
    return page(TITLES[shown["game"]], body, SCRIPT)


def replay_record_page(source: str | None, steps: Callable[[Any], dict[str, Any]]) -> int:
    """Print the page of the replay record in ``source``, stepped by the game's ``steps``;
    exit 1 when an action is illegal, as the replay's answer does."""
    def draw(record: Any) -> tuple[str, bool]:
        shown = steps(record)
        return replay_page(shown), shown["answer"]["legal"]
    return record_page(source, draw)
