"""``paiju gouji …``: Gouji (够级) commands, one module per topic."""

from paiju.cli.gouji import hand, plays, settlement  # noqa: F401  (register their commands)
from paiju.cli.gouji.group import gouji

__all__ = ["gouji"]
