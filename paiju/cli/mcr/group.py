"""The ``paiju mcr`` command group; each module of this package adds its commands to it."""

import click


@click.group()
def mcr() -> None:
    """Chinese Official Mahjong (MCR, 国标麻将): scoring, waits, shanten, the fan table, rules.

    Hands are written [melds]standing tiles, the winning tile last: [123m][555p]EEFFF789s,
    concealed kong [EEEE], melded kong [7777s1]; honours E S W N C F P (中 发 白); Chinese
    names (一万 东 中) and tiles (🀇) work too.  An optional suffix |EE0000|2 gives prevalent
    and seat wind, the flags self-drawn, fourth tile, last tile, kong, and the flowers.
    """
