"""paiju (牌局): a rules oracle and hand analyzer for Chinese table games."""

__version__ = "0.1.0"
