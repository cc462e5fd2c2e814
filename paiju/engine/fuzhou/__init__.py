"""Fuzhou Mahjong (福州麻将): flowers, the gold (金) wild tile, bonus hands and payments.

Rules: ``fuzhou-mahjong.md`` (seed 002, sections 1.1–1.8).  Modules: :mod:`.flowers` (the
flower count), :mod:`.gold` (reading a hand with its golds wild), :mod:`.scoring` (bonus hands
and who pays what), :mod:`.table` (banker succession and claims on one discard).
"""
