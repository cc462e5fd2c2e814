"""``paiju mcr …``: Chinese Official Mahjong (MCR, 国标麻将) commands, one module per command,
loaded on first use (score, waits, shanten, fans, rules); :mod:`.hands` holds the situation
options and the hand and record queries of score and waits, :mod:`.words` and
:mod:`.explanation` the words of fans, pieces and explanations, :mod:`.group` the group.
They read arguments, call :mod:`paiju.grammar` and :mod:`paiju.engine.mcr`, and render; only
:mod:`paiju.cli` imports them."""

from paiju.cli.mcr.group import mcr

__all__ = ["mcr"]
