"""``paiju gouji quiz``: the Gouji trainer (the questions: :mod:`paiju.api.gouji.quiz`)."""

from __future__ import annotations

from typing import Sequence

from paiju.api import quiz
from paiju.cli.gouji.group import gouji
from paiju.cli.quiz import quiz_command


def _topics() -> Sequence[quiz.Topic]:
    from paiju.api.gouji.quiz import TOPICS

    return TOPICS


quiz_command(gouji, "gouji", "Gouji (够级)", _topics, ("beats", "level", "tribute", "legal"))
