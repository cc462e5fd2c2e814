"""``paiju gouji …``: Gouji (够级) commands, one module per topic, loaded on first use."""

from paiju.cli.gouji.group import gouji

__all__ = ["gouji"]
