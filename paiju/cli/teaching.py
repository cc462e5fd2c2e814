"""How the card games' walk-throughs look for people (``replay --explain``, ``--hands``,
``legal --explain``): the starting hands, the cards held after a trick, and the rules page of
a game term where it is first used.  The data is the API's (:mod:`paiju.api.teaching`)."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

import click

from paiju.cli.rendering import table

Command = TypeVar("Command", bound=Callable[..., Any])


def hands_option(command: Command) -> Command:
    return click.option(
        "--hands", is_flag=True,
        help="With the walk-through (implies --explain): each seat's remaining cards after "
             "every trick.")(command)


def starting_hands_table(hands: list[dict[str, Any]]) -> str:
    rows = [[hand["seat"], hand["team"], hand["cards"], hand["hand"]] for hand in hands]
    return "starting hands\n" + table(rows, headers=["seat", "team", "cards", "hand"])


def held_lines(trick: dict[str, Any]) -> list[str]:
    """After a trick: how many cards each seat holds, and with ``--hands`` which."""
    counts = "  ".join(f"{seat}:{count}" for seat, count in enumerate(trick["cards_left"]))
    # a trick nobody won is the one the record stops in (or the deal ended in)
    when = f"after trick {trick['trick']}" if trick["winner"] is not None else "now"
    lines = [f"         cards held {when} (seat:cards)  {counts}"]
    lines += [f"           seat {seat}: {hand or '—'}"
              for seat, hand in enumerate(trick.get("hands", []))]
    return lines


def terms_by_line(terms: list[dict[str, Any]]) -> dict[int, list[str]]:
    """The rules-page references to show under each sentence that first uses a term."""
    found: dict[int, list[str]] = {}
    for term in terms:
        found.setdefault(term["line"], []).append(f"→ {term['term']}: see {term['see']}")
    return found


def explained_notes(explained: dict[str, Any]) -> list[str]:
    """An explanation's sentences, each followed by the terms it uses first."""
    see = terms_by_line(explained["terms"])
    return [note + "".join(f"\n      {reference}" for reference in see.get(line, []))
            for line, note in enumerate(explained["notes"])]
