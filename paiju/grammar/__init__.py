"""Readers: text → domain objects, with errors that point at the column or name the field.

What lives here: one pyparsing grammar per notation (:mod:`.gouji`, :mod:`.sanchazi` and
:mod:`._cards` for cards; :mod:`.tiles`, :mod:`.mcr` and :mod:`.fuzhou` for tiles), each built
once — at import, or on first use where a faster reader usually answers first (MCR's plain
ASCII hands are read by small patterns: its stepwise grammar and the tile elements wait
until a hand needs them, the start-up of a one-shot query); the readers of structured input — JSON records (:mod:`.records`, and per game
:mod:`.gouji_records`, :mod:`.mcr_records`, :mod:`.fuzhou_records`), batch lines holding
several inputs (:mod:`.batch`, :mod:`.gouji_lines`) and ASCII counts (:mod:`.counts`).
Readers return the engine's domain objects (a grammar may import :mod:`paiju.engine` and
:mod:`paiju.errors`) and decide no rule beyond what the text can say.

Who may import it: :mod:`paiju.cli`, tests, and users of the Python API; never
:mod:`paiju.engine` (data flows text → grammar → engine → output).
"""
