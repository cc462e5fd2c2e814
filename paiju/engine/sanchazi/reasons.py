"""Why, in words, for Sanchazi answers that no single engine call explains: what a card type
is and what beats it, and how the responses to a play were found.  Written once here, from
the card-type table, for every command's ``--explain``.
"""

from __future__ import annotations

from paiju.engine.sanchazi.card_types import CARD_TYPES, Classification, Shape


def type_label(shape: Shape) -> str:
    """'three with a pair (三带二)'."""
    return f"{shape.type.name} ({shape.type.name_zh})"


def type_explanation(found: Classification) -> list[str]:
    """What the play's card type is and what beats it — or the types it matches none of."""
    if found.shape is None:
        return [f"matches none of: {', '.join(t.name for t in CARD_TYPES)}"]
    card_type = found.shape.type
    return [f"{card_type.name} ({card_type.name_zh}): {card_type.definition}",
            f"beaten by: {card_type.beaten_by_all}"]


def response_notes(old: Shape) -> list[str]:
    """The play to beat, what beats its type, and how the hand's plays were searched."""
    return [f"on the table: {type_label(old)}, {old.description}",
            f"it is beaten by {old.type.beaten_by_all}",
            "every distinct play of the hand was tried; suits are kept only for forks"]


DEAL_NOTES = (
    "the hands are taken as the record gives them: the rules leave open how 162 cards are "
    "dealt to four players (sanchazi.md §9.1)",
    "the rules give no final settlement: team points, 上游, 下游 and the lift are reported, "
    "nothing is scored from them; a lift has no score of its own (§6, §9.7)",
    "the points of a trick go to its winner, also when it went out with the trick's last "
    "play; at the end of the deal the table's points go to the owner of the last play and "
    "the points left in hands to nobody (§5, §9.5, §10 rule 5)",
)
"""What every replayed deal's answer says about the choices the rules leave open."""
