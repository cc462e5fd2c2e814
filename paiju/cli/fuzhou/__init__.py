"""``paiju fuzhou …``: Fuzhou Mahjong (福州麻将) commands, one module per topic, loaded on
first use.  Rules are decided in :mod:`paiju.engine.fuzhou`; input is read by
:mod:`paiju.grammar` (``fuzhou``, ``fuzhou_records``); these modules render the answers."""

from paiju.cli.fuzhou.group import fuzhou

__all__ = ["fuzhou"]
