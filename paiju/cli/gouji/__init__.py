"""``paiju gouji …``: Gouji (够级) commands, one module per topic."""

from paiju.cli.gouji import plays  # noqa: F401  (registers the play commands)
from paiju.cli.gouji import hand  # noqa: F401  (registers the hand commands)
from paiju.cli.gouji.group import gouji

__all__ = ["gouji"]
