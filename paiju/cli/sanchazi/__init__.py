"""``paiju sanchazi …``: Ningguo Sanchazi (宁国三叉子) commands, one module per topic, loaded
on first use.  Rules are decided in :mod:`paiju.engine.sanchazi`; input is read by
:mod:`paiju.grammar.sanchazi`; these modules render the answers."""

from paiju.cli.sanchazi.group import sanchazi

__all__ = ["sanchazi"]
