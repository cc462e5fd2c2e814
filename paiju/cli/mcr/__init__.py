"""``paiju mcr …``: Chinese Official Mahjong (MCR, 国标麻将) commands, one module per command,
loaded on first use (score, waits, shanten, fans, rules); :mod:`.hands` holds the situation
options, :mod:`.answers` the answers the Python API makes, :mod:`.explanation` the words of
an explanation, :mod:`.group` the group.  They read their arguments, ask :mod:`paiju.api.mcr`
for the answers (the dicts ``--format json`` prints, and the parts they are made of), and
draw tables and text; only :mod:`paiju.cli` imports them."""

from paiju.cli.mcr.group import mcr

__all__ = ["mcr"]
