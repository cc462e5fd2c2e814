"""``--format html`` pages opened in a real browser (issue 28): Debian's headless Chromium,
driven by Playwright for Python with the system browser (never a browser of Playwright's own).

Every page is made by the command line (``paiju … --format html``, run in process: the
``cli`` fixture), and what the
browser shows is compared with what the engine says, worked out here independently of the
page's embedded data: a replay is stepped through every action (and trick by trick), and at
each step the cards shown for every seat must be the referee's hand; a hand page must show
the hand's tiles, the winning tile, and light exactly the tiles of each fan's witnesses.  No
page may raise a console error.  Screenshots are saved under a temporary folder (set
``PAIJU_SCREENSHOTS=DIR`` to keep them: docs/images/ holds one per page kind).

Where Chromium or Playwright cannot be had, the tests are skipped with a line saying why.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pytest

from api_vs_cli import docstrings_run
from conftest import Cli
from paiju.engine.gouji.plays import rank_name as gouji_rank
from paiju.engine.gouji.referee.facts import EventKind as GoujiEvent
from paiju.engine.mahjong.tiles import LABELS
from paiju.engine.mcr.analysis import HandTiles, analyse
from paiju.engine.mcr.explain import explain
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.waits import waits
from paiju.engine.sanchazi.card_types import card_text
from paiju.engine.sanchazi.referee.facts import EventKind as SanchaziEvent
from paiju.engine.words import spelled
from paiju.grammar import fuzhou as fuzhou_grammar
from paiju.grammar.gouji_replay import read_replay as read_gouji
from paiju.grammar.mcr import parse_hand, parse_tiles_with_melds
from paiju.grammar.sanchazi_replay import read_replay as read_sanchazi

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
CHROMIUM = os.environ.get("PAIJU_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
"""As docs say Chromium must start on a machine with no network beyond the registries."""
LIT = "rgb(255, 227, 138)"
"""The background of a lit tile (the page's #ffe38a)."""


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip(
        "playwright.sync_api",
        reason="Playwright for Python is not installed (pip install -e '.[test]'), so no "
               "page is opened in a browser")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium; .ci/run does), so "
                    "no page is opened in a browser")
    with sync_api.sync_playwright() as driver:
        try:
            launched = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        except sync_api.Error as error:
            pytest.skip(f"Chromium at {CHROMIUM} would not start: {str(error).splitlines()[0]}")
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    kept = os.environ.get("PAIJU_SCREENSHOTS")
    folder = Path(kept) if kept else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def html_page(tmp_path: Path, *args: str) -> Path:
    """The page a command prints, as a file the browser opens."""
    run = Cli()([*args, "--format", "html"])
    assert run.exit_code in (0, 1), run.stderr
    assert run.stdout.startswith("<!DOCTYPE html>")
    assert "http://" not in run.stdout and "https://" not in run.stdout  # loads nothing
    path = tmp_path / "page.html"
    path.write_text(run.stdout, encoding="utf-8")
    return path


class Opened:
    """A page open in the browser, its console errors and uncaught exceptions kept."""

    def __init__(self, browser, path: Path, javascript: bool = True):
        self.context = browser.new_context(java_script_enabled=javascript,
                                           viewport={"width": 1280, "height": 900})
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda message: message.type == "error"
                     and self.errors.append(message.text))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(path.as_uri())

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.context.close()


SEAT_CARDS = """() => Array.from(document.querySelectorAll("#table .seat")).map(seat =>
  Array.from(seat.querySelectorAll(".hand .card")).filter(card => card.offsetParent !== null)
       .map(card => card.innerText))"""


def shown_hands(page) -> list[Counter]:
    return [Counter(hand) for hand in page.evaluate(SEAT_CARDS)]


def gouji_hands(referee) -> list[Counter]:
    return [Counter({gouji_rank(rank): count for rank, count in referee.hand(seat).counts.items()})
            for seat in range(6)]


def sanchazi_hands(referee) -> list[Counter]:
    return [Counter(card_text(card) for card in referee.hand(seat).cards) for seat in range(4)]


REPLAYS = [
    pytest.param("gouji", "gouji-referee.json", read_gouji, gouji_hands,
                 (GoujiEvent.WON_TRICK, GoujiEvent.DEAL_OVER, GoujiEvent.BURN_FAILED),
                 id="gouji"),
    pytest.param("sanchazi", "sanchazi-deal.json", read_sanchazi, sanchazi_hands,
                 (SanchaziEvent.WON_TRICK, SanchaziEvent.DEAL_OVER), id="sanchazi"),
]


def referee_of(read):
    """A referee at the record's set-up, no action pushed (each game's own)."""
    if hasattr(read, "referee"):
        return read.referee()
    from paiju.engine.gouji.referee.state import Referee

    return Referee(read.setup)


@pytest.mark.parametrize("game, example, reader, hands, closing", REPLAYS)
def test_a_replay_page_shows_the_referees_hands_at_every_action(browser, shots, tmp_path, game,
                                                                example, reader, hands,
                                                                closing):
    record = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    read = reader(record)
    referee = referee_of(read)
    path = html_page(tmp_path, game, "replay", str(EXAMPLES / example))
    with Opened(browser, path) as opened:
        page = opened.page
        assert page.is_visible("#controls")
        total = len(read.actions)
        for step in range(total + 1):
            assert page.inner_text("#where").startswith(f"step {step} of {total}")
            assert shown_hands(page) == hands(referee), f"step {step}"
            if step == 2:  # Gouji: a burn on a level card; Sanchazi: a play beaten
                page.screenshot(path=str(shots / f"{game}-replay.png"), full_page=False)
            if step < total:
                referee.push(read.actions[step])
                page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")  # past the end: it stays there
        assert page.inner_text("#where").startswith(f"step {total} of {total}")
        assert page.is_visible("#result") and "over" in page.inner_text("#result")
        assert not opened.errors


@pytest.mark.parametrize("game, example, reader, hands, closing", REPLAYS)
def test_a_replay_page_steps_trick_by_trick(browser, tmp_path, game, example, reader, hands,
                                            closing):
    """↓ goes to the action that closes the next trick (the engine's events say which),
    ↑ back to the one that closed the trick before; Home to the start."""
    record = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    read = reader(record)
    whole = referee_of(read)
    whole.push_all(read.actions)
    ends = sorted({event.action for event in whole.events if event.kind in closing})
    path = html_page(tmp_path, game, "replay", str(EXAMPLES / example))
    with Opened(browser, path) as opened:
        page = opened.page
        for end in ends:
            page.keyboard.press("ArrowDown")
            referee = referee_of(read)
            referee.push_all(read.actions[:end + 1])
            assert page.inner_text("#where").startswith(f"step {end + 1} of "), end
            assert shown_hands(page) == hands(referee)
        page.keyboard.press("ArrowUp")
        assert page.inner_text("#where").startswith(f"step {ends[-2] + 1} of ")
        page.click("button[data-go=first]")
        assert page.inner_text("#where").startswith("step 0 of ")
        assert shown_hands(page) == hands(referee_of(read))
        assert not opened.errors


@pytest.mark.parametrize("game, example, reader, hands, closing", REPLAYS)
def test_a_replay_page_without_javascript_is_one_section_per_trick(browser, tmp_path, game,
                                                                   example, reader, hands,
                                                                   closing):
    record = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
    read = reader(record)
    referee = referee_of(read)
    starting = hands(referee)
    referee.push_all(read.actions)
    tricks = sorted({event.trick for event in referee.events})
    path = html_page(tmp_path, game, "replay", str(EXAMPLES / example))
    with Opened(browser, path, javascript=False) as opened:
        page = opened.page
        assert not page.is_visible("#controls")  # nothing to press without the script
        assert shown_hands(page) == starting
        sections = page.query_selector_all("section.trick")
        assert [int(section.get_attribute("data-trick")) for section in sections] == tricks
        assert all(section.is_visible() for section in sections)
        last = sections[-1].query_selector_all(".after")
        assert [Counter(card.inner_text() for card in hand.query_selector_all(".card"))
                for hand in last] == hands(referee)
        assert not opened.errors


def test_a_replay_page_stops_before_an_illegal_action(browser, cli, tmp_path):
    """The steps go as far as the referee accepts; the page ends with the refusal (exit 1,
    as the replay's answer)."""
    record = json.loads((EXAMPLES / "gouji-referee.json").read_text(encoding="utf-8"))
    record["actions"][3] = {"seat": 4, "pass": True}  # seat 3 is to act
    source = tmp_path / "refused.json"
    source.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    run = cli(["gouji", "replay", str(source), "--format", "html"])
    assert run.exit_code == 1
    path = tmp_path / "page.html"
    path.write_text(run.stdout, encoding="utf-8")
    read = read_gouji(record)
    referee = referee_of(read)
    referee.push_all(read.actions[:3])
    with Opened(browser, path) as opened:
        page = opened.page
        page.keyboard.press("End")
        assert page.inner_text("#where").startswith("step 3 of 3")
        assert shown_hands(page) == gouji_hands(referee)
        refused = page.inner_text("h2 + table")
        assert "§18 rule 2" in refused and "seat 3's turn" in refused
        assert not opened.errors


def tiles_shown(page, selector: str) -> Counter:
    return Counter(page.eval_on_selector_all(selector, "els => els.map(e => e.dataset.tile)"))


def lit_tiles(page, number: int) -> Counter:
    return Counter(page.eval_on_selector_all(
        f"#hand-{number} .tile",
        f"els => els.filter(e => getComputedStyle(e).backgroundColor === '{LIT}')"
        ".map(e => e.dataset.tile)"))


def witnessed(witnesses) -> Counter:
    """The tiles a fan is made of, by the explanation: its pieces' tiles, or the tiles a
    witness without pieces shows."""
    found: Counter = Counter()
    for witness in witnesses:
        codes = [tile for piece in witness.pieces for tile in piece.tiles] or witness.tiles
        found.update(LABELS[code] for code in codes)
    return found


MCR_HANDS = ["[123m][EEEE]456p78s99s9s", "[234p][234p]22334p99s4p", "[789s]111222333m5p5p",
             "[1111m][2222p]9p345777s9p"]


def test_an_mcr_hand_page_lights_each_fans_tiles(browser, shots, tmp_path):
    path = html_page(tmp_path, "mcr", "score", *MCR_HANDS)
    with Opened(browser, path) as opened:
        page = opened.page
        for number, text in enumerate(MCR_HANDS):
            hand, situation = parse_hand(text)
            explained = explain(hand, situation or Situation())
            assert tiles_shown(page, f"#hand-{number} .tile") == \
                Counter(LABELS[code] for code in hand.all_tiles())
            assert tiles_shown(page, f"#hand-{number} .tile.winning") == \
                Counter([LABELS[hand.winning_tile]])
            assert len(page.query_selector_all(f"#hand-{number} .group.meld")) == len(hand.melds)
            rows = page.query_selector_all(f"#fans-{number} tr[data-line]")
            assert len(rows) == len(explained.fans)
            assert lit_tiles(page, number) == Counter()
            for row, item in zip(rows, explained.fans):
                row.focus()
                assert spelled(item.fan.name_en) in row.inner_text()  # as people read it
                assert lit_tiles(page, number) == witnessed(item.witnesses), item.fan.name_en
                if number == 0 and item is explained.fans[0]:
                    page.screenshot(path=str(shots / "mcr-score.png"))
            assert str(explained.score.total) in page.inner_text(f"#fans-{number} tr:last-child")
        assert not opened.errors


def test_a_fuzhou_hand_page_marks_the_golds_and_lights_each_group(browser, shots, tmp_path):
    text, gold = "123m 456m 789m 234s 金金 678p", 13  # 5p
    path = html_page(tmp_path, "fuzhou", "score", text, "--gold", "5p", "--self-drawn")
    hand = fuzhou_grammar.parse_hand(text, gold)
    with Opened(browser, path) as opened:
        page = opened.page
        assert tiles_shown(page, "#hand-0 .tile") == Counter(LABELS[c] for c in hand.all_tiles())
        assert tiles_shown(page, "#hand-0 .tile.gold") == Counter({"5p": 2})
        assert tiles_shown(page, "#hand-0 .tile.winning") == Counter([LABELS[hand.winning_tile]])
        rows = page.query_selector_all("#fans-0 tr[data-line]")
        assert [row.inner_text().split()[0] for row in rows] == ["chow"] * 5 + ["pair"]
        rows[-1].focus()  # 金雀: the two golds are the pair
        assert lit_tiles(page, 0) == Counter({"5p": 2})
        page.screenshot(path=str(shots / "fuzhou-score.png"))
        rows[0].focus()
        assert lit_tiles(page, 0) == Counter(["1m", "2m", "3m"])
        page.evaluate("document.activeElement.blur()")
        rows[3].hover()  # hover lights a line as focus does
        assert lit_tiles(page, 0) == Counter(["6p", "7p", "8p"])
        assert not opened.errors


def captions(page) -> dict[str, str]:
    return dict(page.eval_on_selector_all(
        "section > .tiles > .option",
        "els => els.map(e => [e.querySelector('.tile').dataset.tile, "
        "e.querySelector('.count').innerText])"))


def test_a_waits_page_shows_every_wait_with_its_unseen_copies(browser, shots, tmp_path):
    text = "[123m][567p]55789sCC"
    path = html_page(tmp_path, "mcr", "waits", text)
    melds, standing, _ = parse_tiles_with_melds(text)
    found = waits(HandTiles.of(melds, standing))
    with Opened(browser, path) as opened:
        shown = captions(opened.page)
        assert list(shown) == [LABELS[wait.tile] for wait in found.waits]
        for wait in found.waits:
            assert shown[LABELS[wait.tile]].startswith(f"×{wait.unseen} ")
            assert f"discard {wait.discard_total}" in shown[LABELS[wait.tile]]
        opened.page.screenshot(path=str(shots / "mcr-waits.png"))
        assert not opened.errors


def test_a_shanten_page_shows_the_useful_tiles_and_the_discards(browser, tmp_path):
    path = html_page(tmp_path, "mcr", "shanten", "123m456p789s1155s", "123m456p789sEESS1m")
    useful = analyse(HandTiles.of(*parse_tiles_with_melds("123m456p789s1155s")[:2]))
    discarding = analyse(HandTiles.of(*parse_tiles_with_melds("123m456p789sEESS1m")[:2]))
    with Opened(browser, path) as opened:
        page = opened.page
        assert captions(page) == {LABELS[item.tile]: f"×{item.unseen}" for item in useful.useful}
        rows = page.query_selector_all(".discards tr:not(:first-child)")
        assert [row.query_selector(".tile").get_attribute("data-tile") for row in rows] == \
            [LABELS[option.tile] for option in discarding.discards]
        assert not opened.errors


def test_a_command_without_a_page_refuses_html(cli):
    line = cli.error(["gouji", "legal", str(EXAMPLES / "gouji-referee-start.json"),
                      "--format", "html"])
    assert "'html' is not one of" in line


def test_a_page_is_one_record(cli, tmp_path):
    lines = tmp_path / "two.jsonl"
    line = json.dumps(json.loads((EXAMPLES / "sanchazi-deal.json").read_text(encoding="utf-8")),
                      ensure_ascii=False)
    lines.write_text(f"{line}\n{line}\n", encoding="utf-8")
    run = cli(["sanchazi", "replay", str(lines), "--format", "html"])
    assert run.exit_code == 2 and run.stdout == ""
    assert run.stderr.splitlines() == ["paiju sanchazi replay: error: --format html draws the "
                                       "page of one record: give one record, not 2 (see "
                                       "'paiju sanchazi replay --help')"]


def test_the_browser_is_installed_where_ci_runs():
    """.ci/run installs Debian's chromium when it is missing, and the driver is in the test
    extra (so that these tests run in CI rather than skip)."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "apt-get install" in ci and "chromium" in ci
    assert "playwright" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("module", ["paiju.api.gouji.steps", "paiju.api.sanchazi.steps"])
def test_the_steps_docstrings_run(module):
    """The steps the replay pages draw, as the Python API gives them (no browser needed)."""
    assert docstrings_run(module)
