"""The ``paiju fuzhou`` command group; each module of this package adds its commands to it,
and is imported only when one of its commands runs (start-up of one-line queries)."""

import click

from paiju.cli import LazyGroup

COMMAND_MODULES: dict[str, tuple[str, ...]] = {
    "paiju.cli.fuzhou.hands": ("wins", "flowers", "score", "claim", "bonuses"),
    "paiju.cli.fuzhou.rules": ("rules",),
    "paiju.cli.fuzhou.table": ("settle", "game"),
}


@click.group(cls=LazyGroup, lazy={name: module for module, names in COMMAND_MODULES.items()
                                  for name in names})
def fuzhou() -> None:
    """Fuzhou Mahjong (福州麻将): golds, flowers, bonus hands and payments.

    A hand holds suited tiles only: 123m 55p 789s (万 饼 条, also 一万 五饼 🀇); 金 or G is a
    gold; melds go in brackets: chow [123m], pung [555p], exposed kong [5555p1], concealed
    kong [5555p]. The last standing tile written is the winning tile. Honours are flowers,
    never held: E S W N C F P (东南西北中发白) and a-h (梅兰竹菊春夏秋冬).
    """
