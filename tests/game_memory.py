"""What the memory tests of long games (tests/test_game_memory_*.py) and
tests/test_cli_edges_io.py share: the process limited to 300 MB, and a Fuzhou game's lines."""

LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (300 << 20, 300 << 20))
from paiju.cli import main
main(sys.argv[1:], prog_name="paiju")
"""

FUZHOU_GAME = ['{"winner": "E", "self_drawn": true, "flowers": 2, "base": 5}',
               '{"winner": "E", "self_drawn": true}',
               '{"winner": "W", "discarder": "N", "flowers": 3}']
LATE_RULE = '{"winner": null, "rules": {"banker-count": "added"}}'
