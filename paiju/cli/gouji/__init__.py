"""``paiju gouji …``: Gouji (够级) commands, one module per topic, loaded on first use:
:mod:`.plays` (parse, beats, compare, level, thresholds, opens), :mod:`.settlement` (tribute,
score, settle, game), :mod:`.hand` (respond, hand, burn, deal, table); :mod:`.group` holds the
group.  They read arguments, call :mod:`paiju.grammar` and :mod:`paiju.engine.gouji`, and
render; only :mod:`paiju.cli` imports them."""

from paiju.cli.gouji.group import gouji

__all__ = ["gouji"]
