"""``paiju gouji quiz``: the Gouji trainer (the questions: :mod:`paiju.api.gouji.quiz`)."""

from paiju.cli.gouji.group import gouji
from paiju.cli.quiz import quiz_command

quiz_command(gouji, "gouji", "Gouji (够级)", ("beats", "level", "tribute", "legal"))
