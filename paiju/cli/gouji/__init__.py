"""``paiju gouji …``: Gouji (够级) commands, one module per topic, loaded on first use:
:mod:`.plays` (parse, beats, compare, level, thresholds, opens), :mod:`.settlement` (tribute,
score, settle, game), :mod:`.hand` (respond, hand, burn, deal, table), :mod:`.referee`
(replay, legal); :mod:`.group` holds the group.  They read arguments, take each answer from
:mod:`paiju.api.gouji` (which reads every record and builds every answer dict) and draw its
table (:func:`.views.shown`); only :mod:`paiju.cli` imports them."""

from paiju.cli.gouji.group import gouji

__all__ = ["gouji"]
