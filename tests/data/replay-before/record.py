"""Record what `paiju gouji/sanchazi replay` and `legal` printed BEFORE issue 27's speed work
(run once at ce32196; kept to show how the files were made):

    .venv/bin/python tests/data/replay-before/record.py

Writes, gzipped, the input records (self-played from fixed seeds, some cut short, a few with
bad notation or an illegal action) and the JSON Lines each command printed for them.
"""

from __future__ import annotations

import gzip
import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import gouji_selfplay  # noqa: E402
import sanchazi_selfplay  # noqa: E402

SEED = 27_000


def cut(record: dict, rng: random.Random) -> dict:
    shorter = dict(record)
    shorter["actions"] = record["actions"][:rng.randrange(len(record["actions"]))]
    return shorter


def spoil(record: dict, rng: random.Random, bad: str) -> dict:
    """A record whose play at a random index is written ``bad``."""
    spoilt = json.loads(json.dumps(record))
    plays = [index for index, item in enumerate(spoilt["actions"]) if "play" in item]
    spoilt["actions"][rng.choice(plays)]["play"] = bad
    return spoilt


def spoil_hand(record: dict, seat: int, bad: str) -> dict:
    spoilt = json.loads(json.dumps(record))
    spoilt["hands"][seat] = bad
    return spoilt


def records(module, count: int, bad_plays: list[str], bad_hands: list[str]) -> list[dict]:
    rng = random.Random(SEED)
    books = module.books()
    games = [module.self_play(SEED + index, books[index % len(books)]).record
             for index in range(count)]
    made = [dict(games[0], actions=[], id="start")]  # legal for a leader's full hand
    for index, record in enumerate(games):
        record = dict(record, id=index)
        made.append(record)
        made.append(dict(cut(record, rng), id=f"{index}-cut"))
    for index, bad in enumerate(bad_plays):
        made.append(dict(spoil(games[index], rng, bad), id=f"bad-{index}"))
    for index, bad in enumerate(bad_hands):
        made.append(dict(spoil_hand(games[index], index % 4, bad), id=f"bad-hand-{index}"))
    return made


def run(game: str, command: str, lines: str, *options: str) -> str:
    done = subprocess.run([sys.executable, "-m", "paiju", game, command, "-", "--format",
                           "jsonl", *options], input=lines, capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode in (0, 1, 2), done.stderr
    return done.stdout


def main() -> None:
    samples = {
        "gouji": records(gouji_selfplay, 24, ["3x9+4xK", "3 x", "2大花+", "5x3", "ＫＫ", "3xZ",
                                              "2大花 3", "1010", "410", ""],
                         ["3x9+410", "3x9++4", "9x9", "", 7, "2大花+3钱+4x10 Z"]),
        "sanchazi": records(sanchazi_selfplay, 16, ["3♠3♠Z", "", "55x", "5♠5♥5♦7"],
                            ["♠3♠3Z", "3♠+", "♠3♠3♠3♠3", ""]),
    }
    for game, made in samples.items():
        lines = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in made)
        outputs = {"input": lines, "replay": run(game, "replay", lines),
                   "replay --explain": run(game, "replay", lines, "--explain"),
                   "legal": run(game, "legal", lines)}
        with gzip.open(HERE / f"{game}.json.gz", "wt", encoding="utf-8") as file:
            json.dump(outputs, file, ensure_ascii=False)


if __name__ == "__main__":
    main()
