"""``paiju mcr quiz``: the MCR trainer (the questions: :mod:`paiju.api.mcr.quiz`)."""

from __future__ import annotations

from typing import Sequence

from paiju.api import quiz
from paiju.cli.mcr.group import mcr
from paiju.cli.quiz import quiz_command


def _topics() -> Sequence[quiz.Topic]:
    from paiju.api.mcr.quiz import TOPICS

    return TOPICS


quiz_command(mcr, "mcr", "MCR (国标麻将)", _topics, ("total", "fans", "waits", "shanten", "discard"))
