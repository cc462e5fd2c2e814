"""Mahjong primitives both mahjong games of paiju share (MCR and Fuzhou Mahjong): tiles
(:mod:`.tiles`), the shapes of a hand — sets, pairs, the special forms (:mod:`.shapes`) — the
hand with its melds (:mod:`.hand`), wild tiles such as Fuzhou's golds (:mod:`.wild`) and the
shanten count (:mod:`.shanten`).

Game-neutral: nothing here imports a game package (only :mod:`paiju.errors`).  Who imports it:
:mod:`paiju.engine.mcr` and :mod:`paiju.engine.fuzhou` (never each other), the tile grammars
(:mod:`paiju.grammar.tiles`, ``mcr``, ``fuzhou``) and the command line.
"""
