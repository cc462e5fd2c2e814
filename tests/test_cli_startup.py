"""Start-up of one-shot queries (issue 15): modules are imported with the cyclic collector
paused and what they made frozen (paiju.cli.startup); ``benchmarks/startup.py`` measures the
time against the floor of paiju's three dependencies."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pytest

from paiju.cli.startup import importing

ROOT = Path(__file__).resolve().parent.parent

ONE_SHOT = [
    ["mcr", "score", "[123m][EEEE]456p78s99s9s", "--self-drawn"],
    ["mcr", "waits", "[123m][567p]55789sCC"],
    ["gouji", "beats", "3大花+2x10", "2小花+3x9"],
    ["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9"],
    ["fuzhou", "score", "123m456p789s1123s1s", "--gold", "5m"],
    ["sanchazi", "beats", "999QQ", "888JJ"],
]


def test_importing_pauses_the_collector_and_freezes_what_the_block_made():
    assert gc.isenabled()
    before = gc.get_freeze_count()
    with importing():
        assert not gc.isenabled()
        made = [[] for _ in range(1000)]  # containers the collector would track
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + len(made)


def test_importing_leaves_a_paused_collector_paused():
    gc.disable()
    try:
        with importing():
            with importing():  # nested: the inner block does not resume collecting
                pass
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_importing_resumes_the_collector_after_an_error():
    with pytest.raises(ImportError):
        with importing():
            import paiju.no_such_module  # noqa: F401
    assert gc.isenabled()


def test_only_the_first_table_pauses_the_collector():
    """The pause is for importing tabulate: a batch printing table after table freezes
    nothing more (what later tables make stays the collector's to collect)."""
    from paiju.cli.rendering import table

    table([["a", 1]], headers=["x", "y"])
    frozen = gc.get_freeze_count()
    made = [[] for _ in range(100)]
    table([["b", len(made)]], headers=["x", "y"])
    assert gc.get_freeze_count() == frozen


COUNT_COLLECTIONS = """
import gc, sys
collections = []
gc.callbacks.append(lambda phase, info: phase == "start" and collections.append(info["generation"]))
from paiju.cli import main
try:
    main(sys.argv[1:], prog_name="paiju")
except SystemExit:
    pass
sys.stderr.write(repr(collections))
"""


@pytest.mark.parametrize("query", ONE_SHOT, ids=lambda query: " ".join(query[:2]))
@pytest.mark.parametrize("fmt", ["table", "json"])
def test_a_one_shot_query_starts_without_walking_its_modules(query, fmt):
    """Before the pause, importing a query's modules ran some 50 collections, 4-5 of them
    of the older generations (some 7 ms of a query, and more in what the walks cost the
    caches); now no older generation is walked, and at most a few young collections run,
    after the imports, over what answering made."""
    env = {**os.environ, "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-c", COUNT_COLLECTIONS, *query, "--format", fmt],
                          capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    collections = eval(done.stderr)  # a list of generation numbers, written above
    assert len(collections) <= 3 and set(collections) <= {0}, collections


LEFT_OUT = """
import sys
from paiju.cli import main
try:
    main(sys.argv[1:], prog_name="paiju")
except SystemExit:
    pass
import paiju.grammar.mcr as mcr, paiju.grammar.tiles as tiles
built = [f.__name__ for f in (mcr.hand_grammar, mcr._spelled_tiles, mcr._spelled_meld,
                              mcr._spelled_suffix, tiles.tile_elements, tiles._token,
                              tiles._whole_token)
         if f.cache_info().currsize]
sys.stderr.write(repr((sorted(name for name in sys.modules if name.startswith("paiju.")),
                       built)))
"""


@pytest.mark.parametrize("query, modules, grammar_built", [
    # reading plays loads neither hands nor their reports
    (["gouji", "beats", "3大花+2x10", "2小花+3x9"], ["paiju.engine.gouji.hand"], False),
    (["gouji", "compare", "2大花+3钱+4x10", "2小花+7x9"], ["paiju.engine.gouji.hand"], False),
    # a plain hand is read by the fast reader: no grammar, no pattern of other spellings
    (["mcr", "waits", "[123m][567p]55789sCC"], ["paiju.engine.mcr.explain"], False),
    # a hand that is not plain ASCII needs them (the check above can fail)
    (["mcr", "waits", "[123m][567p]55789s中中"], ["paiju.engine.mcr.explain"], True),
], ids=["gouji beats", "gouji compare", "mcr waits", "mcr waits, Chinese"])
def test_a_one_shot_query_leaves_out_what_it_does_not_use(query, modules, grammar_built):
    done = subprocess.run([sys.executable, "-c", LEFT_OUT, *query], capture_output=True,
                          text=True, env={**os.environ, "NO_COLOR": "1"}, cwd=ROOT)
    loaded, built = eval(done.stderr)  # two lists of names, written above
    for module in modules:
        assert module not in loaded
    assert bool(built) is grammar_built, built


GAME_READING = {
    "gouji": ("paiju.engine.gouji", "paiju.grammar.gouji", "paiju.grammar.gouji_lines",
              "paiju.grammar.gouji_records", "paiju.grammar.gouji_replay"),
    "sanchazi": ("paiju.engine.sanchazi", "paiju.grammar.sanchazi",
                 "paiju.grammar.sanchazi_replay"),
    "mcr": ("paiju.engine.mcr", "paiju.grammar.mcr", "paiju.grammar.mcr_records",
            "paiju.grammar.mcr_game", "paiju.grammar.mcr_dataset", "paiju.grammar.botzone"),
    "fuzhou": ("paiju.engine.fuzhou", "paiju.grammar.fuzhou", "paiju.grammar.fuzhou_records",
               "paiju.grammar.fuzhou_table"),
}
"""Each game's own grammar and rules: the modules no other game's command may import."""

OWN_GAME_ONLY = """
import sys
from paiju.cli import main
try:
    main(sys.argv[1:], prog_name="paiju")
except SystemExit:
    pass
readers = {game: sys.modules[f"paiju.grammar.{game}"].READER
           for game in ("gouji", "sanchazi") if f"paiju.grammar.{game}" in sys.modules}
found = (sorted(name for name in sys.modules if name.startswith("paiju.")),
         sorted(game for game, reader in readers.items() if reader._built is not None),
         "pyparsing" in sys.modules, "importlib.metadata" in sys.modules)
sys.stderr.write("\\n" + repr(found))
"""
RECORD = ('{"hands": ["2xK+3x4", "1小花+1xA+2x6", "3x9+2x5", "2钱+2x8", "3x10+2x7", "2xQ+3x3"], '
          '"leader": 0, "actions": [{"seat": 0, "play": "2xK"}, {"seat": 1, "play": "1小花+1xA"}]}')
"""A record as the engine writes hands and plays (``2钱``; ``2x钱`` is read by the grammar)."""


@pytest.mark.parametrize("query, stdin, built, pyparsing", [
    # the notation as the engine writes it is read without any grammar (nor pyparsing)
    (["mcr", "score", "[123m][EEEE]456p78s99s9s", "--self-drawn"], "", [], False),
    (["gouji", "level", "5x10"], "", [], False),
    (["sanchazi", "type", "55"], "", [], False),
    (["gouji", "replay", "-"], RECORD, [], False),
    (["gouji", "replay", "-"], RECORD.replace("2钱", "2x钱"), ["gouji"], True),
    # any other spelling builds its own game's grammar, and no other
    (["gouji", "level", "2Q+1小花"], "", ["gouji"], True),
    (["sanchazi", "type", "5s5h"], "", ["sanchazi"], True),
    (["mcr", "score", "[123m][EEEE]456p78s99s0s", "--self-drawn"], "", [], True),
    (["fuzhou", "score", "123m456p789s1123s1s", "--gold", "5m"], "", [], False),
    (["fuzhou", "score", "123m456p789s1123s1s", "--gold", "五万"], "", [], True),
], ids=["mcr score", "gouji level", "sanchazi type", "gouji replay", "gouji replay, spelled",
        "gouji level, spelled", "sanchazi type, suits", "mcr score, a mistake", "fuzhou score",
        "fuzhou score, spelled"])
def test_a_games_command_reads_with_its_own_grammar_only(query, stdin, built, pyparsing):
    """A command imports its own game's reading and rules and nothing of another game's
    (before: every Sanchazi and Fuzhou query imported Gouji's record grammar and rules, and
    every query pyparsing); it builds its own grammar only when the text needs it.  A table
    is drawn without importlib.metadata (tabulate asks it only for its own version)."""
    done = subprocess.run([sys.executable, "-c", OWN_GAME_ONLY, *query], input=stdin,
                          capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"},
                          cwd=ROOT)
    # written above, after any error line of the command's
    loaded, grammars, imported_pyparsing, metadata = eval(done.stderr.splitlines()[-1])
    game = query[0]
    assert f"paiju.cli.{game}.group" in loaded and done.returncode == 0, done.stderr
    for other, modules in GAME_READING.items():
        found = [name for name in loaded for module in modules
                 if name == module or name.startswith(module + ".")]
        if other == game:
            assert found, f"{game} reads with none of its own modules"
        else:
            assert not found, f"paiju {' '.join(query[:2])} imports {found}"
    assert grammars == built
    assert imported_pyparsing is pyparsing
    assert not metadata


def test_the_fast_readers_skip_the_whitespace_pyparsing_skips():
    import pyparsing

    from paiju.grammar._text import PYPARSING_WHITESPACE

    assert PYPARSING_WHITESPACE == pyparsing.ParserElement.DEFAULT_WHITE_CHARS


def test_tabulate_imported_without_metadata_leaves_the_real_one_to_later_imports():
    script = ("import sys; from paiju.cli.startup import without_metadata\n"
              "with without_metadata():\n    import tabulate\n"
              "assert 'importlib.metadata' not in sys.modules, 'stand-in left behind'\n"
              "import importlib.metadata\n"
              "print(tabulate.__version__, importlib.metadata.version('tabulate'))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    unknown, real = done.stdout.split()
    assert unknown == "unknown" and real[0].isdigit()
