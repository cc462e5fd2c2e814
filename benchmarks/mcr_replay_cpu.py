"""How many complete MCR games a second ``paiju mcr replay -`` replays on one core, scoring
included: distinct self-played games (paiju.engine.mcr.game.selfplay) as JSON Lines piped
into the command; the time is the child's CPU time (user + system, steadier than the wall
clock on a shared machine), less that of a run of one game (start-up).

    python benchmarks/mcr_replay_cpu.py [--games 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from paiju.engine.mcr.game.selfplay import play  # noqa: E402


def cpu_of(path: str) -> float:
    """The CPU seconds of one ``paiju mcr replay - < path``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(path, "rb") as source:
        subprocess.run([sys.executable, "-m", "paiju", "mcr", "replay", "-"], stdin=source,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        many, one = Path(folder) / "games.jsonl", Path(folder) / "one.jsonl"
        lines = [json.dumps(dict(play(seed).record, id=seed)) + "\n" for seed in range(args.games)]
        many.write_text("".join(lines), encoding="utf-8")
        one.write_text(lines[0], encoding="utf-8")
        start_up = min(cpu_of(str(one)) for _ in range(args.repeat))
        total = min(cpu_of(str(many)) for _ in range(args.repeat))
    seconds = total - start_up
    print(f"{args.games} games: {total:.2f} s CPU, start-up {start_up:.2f} s: "
          f"{args.games / seconds:.0f} games/s ({seconds / args.games * 1e3:.2f} ms a game)")


if __name__ == "__main__":
    main()
