"""The ``paiju sanchazi`` command group; each module of this package adds its commands to
it, and is imported only when one of its commands runs (start-up of one-line queries)."""

import click

from paiju.cli import LazyGroup

COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "paiju.cli.sanchazi.plays": ("types", "type", "beats", "points", "happy-money", "respond"),
    "paiju.cli.sanchazi.replay": ("replay", "legal"),
    "paiju.cli.sanchazi.rules": ("rules",),
    "paiju.cli.sanchazi.quiz": ("quiz",),
}


@click.group(cls=LazyGroup, lazy={name: module for module, names in COMMAND_MODULES.items()
                                  for name in names})
def sanchazi() -> None:
    """Ningguo Sanchazi (宁国三叉子): card types, beating, points, happy money, whole deals.

    Cards are written in the one notation of both card games (docs/notation.md): one after
    another (888JJ, 1010JJ, 大王大王大王), or in groups joined by '+', a comma or spaces, a
    count written NxR (2x5 is two 5s, 5x5 five 5s). Ranks 3-9, 10/T, J, Q, K, A, 2 (also
    钱/M); jokers 小王/小花/SJ/SF (small) and 大王/大花/BJ/BF (big). A suit goes before the rank
    as a symbol (♠ ♥ ♣ ♦) or after it as a letter (s h c d): ♦8♦8♦8, 8d8d8d; a fork needs
    all three suits written and equal.
    """
