"""``paiju mcr …``: Chinese Official Mahjong (MCR, 国标麻将) commands, one module per topic,
loaded on first use."""

from paiju.cli.mcr.group import mcr

__all__ = ["mcr"]
