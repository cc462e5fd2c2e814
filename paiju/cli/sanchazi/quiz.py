"""``paiju sanchazi quiz``: the Sanchazi trainer (the questions: :mod:`paiju.api.sanchazi.quiz`)."""

from paiju.cli.sanchazi.group import sanchazi
from paiju.cli.quiz import quiz_command

quiz_command(sanchazi, "sanchazi", "Sanchazi (三叉子)", ("type", "beats", "legal"))
