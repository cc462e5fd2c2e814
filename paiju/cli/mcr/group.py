"""The ``paiju mcr`` command group; each module of this package adds its commands to it, and
is imported only when one of its commands runs (start-up of one-line queries)."""

import click

from paiju.cli import LazyGroup

COMMANDS = ("score", "waits", "shanten", "fans", "rules", "quiz", "replay", "legal", "convert")
"""Each command lives in the module of the same name in this package."""


@click.group(cls=LazyGroup, lazy={name: f"paiju.cli.mcr.{name}" for name in COMMANDS})
def mcr() -> None:
    """Chinese Official Mahjong (MCR, 国标麻将): scoring, waits, shanten, the fan table, rules.

    Hands are written [melds]standing tiles, the winning tile last: [123m][555p]EEFFF789s,
    concealed kong [EEEE], melded kong [7777s1]; honours E S W N C F P (中 发 白); Chinese
    names (一万 东 中) and tiles (🀇) work too.  An optional suffix |EE0000|2 gives prevalent
    and seat wind, the flags self-drawn, fourth tile, last tile, kong, and the flowers.
    """
