"""Card-game primitives shared by the card games of paiju (Gouji and Ningguo Sanchazi): the
standard 54-card pack, its ranks and suits (:mod:`.cards`).

Game-neutral: nothing here imports a game package; :mod:`paiju.engine.gouji` and
:mod:`paiju.engine.sanchazi` import from here, never from each other.
"""
