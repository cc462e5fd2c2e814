"""Card-game primitives shared by the card games of paiju (Gouji and Ningguo Sanchazi): the
standard 54-card pack, its ranks and suits (:mod:`.cards`).

Game-neutral: nothing here imports a game package (only :mod:`paiju.errors`).  Who imports it:
:mod:`paiju.engine.gouji` and :mod:`paiju.engine.sanchazi` (never each other), the card
grammars (:mod:`paiju.grammar._cards`, ``gouji``, ``sanchazi``) and the command line.
"""
