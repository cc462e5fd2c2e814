"""Mahjong primitives both mahjong games of paiju share (MCR and Fuzhou Mahjong): tiles
(:mod:`.tiles`), the shapes of a hand — sets, pairs, the special forms (:mod:`.shapes`) — the
hand with its melds (:mod:`.hand`), wild tiles such as Fuzhou's golds (:mod:`.wild`) and the
shanten count (:mod:`.shanten`).

Game-neutral: nothing here imports a game package; :mod:`paiju.engine.mcr` and
:mod:`paiju.engine.fuzhou` import from here, never from each other.
"""
