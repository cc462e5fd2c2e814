"""``paiju mcr quiz``: the MCR trainer (the questions: :mod:`paiju.api.mcr.quiz`)."""

from paiju.cli.mcr.group import mcr
from paiju.cli.quiz import quiz_command

quiz_command(mcr, "mcr", "MCR (国标麻将)", ("total", "fans", "waits", "shanten", "discard"))
