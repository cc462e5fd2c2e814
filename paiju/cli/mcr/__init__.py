"""``paiju mcr …``: Chinese Official Mahjong (MCR, 国标麻将) commands, one module per topic."""

from paiju.cli.mcr import fans, rules, score, shanten, waits  # noqa: F401  (register the commands)
from paiju.cli.mcr.group import mcr

__all__ = ["mcr"]
