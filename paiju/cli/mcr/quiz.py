"""``paiju mcr quiz``: the MCR trainer (the questions: :mod:`paiju.api.mcr.quiz`)."""

from paiju.cli.mcr.group import mcr
from paiju.cli.quiz import quiz_command


def _fans() -> dict[str, tuple[str, str]]:
    """The fans topic's options (the fans' English names) by both their names."""
    from paiju.engine.mcr.fans import Fan

    return {fan.name_en: (fan.name_zh, fan.name_en) for fan in Fan}


quiz_command(mcr, "mcr", "MCR (国标麻将)", ("total", "fans", "waits", "shanten", "discard"), _fans)
