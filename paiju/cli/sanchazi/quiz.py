"""``paiju sanchazi quiz``: the Sanchazi trainer (the questions: :mod:`paiju.api.sanchazi.quiz`)."""

from paiju.cli.sanchazi.group import sanchazi
from paiju.cli.quiz import quiz_command


def _card_types() -> dict[str, tuple[str, str]]:
    """The type topic's options (``three_with_pair``) by their names (三带二, three with a
    pair)."""
    from paiju.engine.sanchazi.card_types import CARD_TYPES

    return {card_type.kind.value: (card_type.name_zh, card_type.name)
            for card_type in CARD_TYPES}


quiz_command(sanchazi, "sanchazi", "Sanchazi (三叉子)", ("type", "beats", "legal"), _card_types)
