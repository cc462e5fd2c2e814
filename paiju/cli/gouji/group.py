"""The ``paiju gouji`` command group; each module of this package adds its commands to it,
and is imported only when one of its commands runs (start-up of one-line queries)."""

import click

from paiju.cli import LazyGroup

COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "paiju.cli.gouji.plays": ("parse", "beats", "compare", "level", "thresholds", "opens"),
    "paiju.cli.gouji.settlement": ("tribute", "score", "settle", "game"),
    "paiju.cli.gouji.hand": ("respond", "hand", "burn", "deal", "table"),
    "paiju.cli.gouji.rules": ("rules",),
    "paiju.cli.gouji.referee": ("replay", "legal"),
    "paiju.cli.gouji.quiz": ("quiz",),
}


@click.group(cls=LazyGroup, lazy={name: module for module, names in COMMAND_MODULES.items()
                                  for name in names})
def gouji() -> None:
    """Gouji (够级): plays, level cards, beating, opening a point, tribute, settlement.

    Plays and hands are written in the one notation of both card games (docs/notation.md):
    groups joined by '+', a comma or spaces; in a group, cards of one rank touching (KK, 55,
    1010) or a count NxR (2x5 is two 5s, 4x10 four 10s): 2大花+3钱+4x10, BF+2M+5x7, 10 10,
    ♠5. A count touches a rank word or a suit symbol (2大花 is two big flowers, 2 大花 a 2
    and a big flower). Ranks: 3-9, 10/T, J, Q, K, A; money 2/钱/M; small flower
    小花/小王/SF/SJ; big flower 大花/大王/BF/BJ; suits ♠4 or 4s.
    """
