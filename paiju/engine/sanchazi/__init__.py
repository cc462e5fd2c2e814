"""Ningguo Sanchazi (宁国三叉子): four players in two teams, three packs, forks and bombs.

``card_types`` (what a play is), ``beating`` (what beats what), ``scoring`` (score cards and
happy money), ``respond`` (every play of a hand that beats a play).
"""
