"""HANDs of the MCR commands that read a situation (``score``, ``waits``): the options that
give the situation of a win (``--self-drawn``, ``--seat-wind``, …), gathered as one
:class:`~paiju.grammar.mcr_records.Given` once per run."""

from __future__ import annotations

import functools
from typing import Any, Callable

import click

from paiju.engine.mcr.situation import WIND_LETTERS
from paiju.grammar.mcr import parse_wind
from paiju.grammar.mcr_records import FLAGS, NOTHING_GIVEN, Given

class WindChoice(click.Choice[str]):
    """E S W N in either case, or 东 南 西 北, read as the records read them: the value is the
    wind's tile code."""

    def __init__(self) -> None:
        super().__init__(list(WIND_LETTERS), case_sensitive=False)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, int):
            return value
        try:
            return parse_wind(value)
        except ValueError:
            return super().convert(value, param, ctx)  # the usual 'is not one of' error


WIND_CHOICE = WindChoice()
_SITUATION_OPTIONS = {
    "self_drawn": click.option("--self-drawn", is_flag=True,
                               help="Won by the player's own draw (自摸)."),
    "fourth_tile": click.option("--fourth-tile", is_flag=True,
                                help="The winning tile is its last copy (和绝张)."),
    "kong": click.option("--kong", is_flag=True,
                         help="Out on a kong's replacement tile (杠上开花) when self-drawn; "
                              "robbing a kong (抢杠和) on a discard."),
    "last_tile": click.option("--last-tile", is_flag=True,
                              help="The last tile of the wall: drawn (妙手回春) or claimed "
                                   "(海底捞月)."),
    "seat_wind": click.option("--seat-wind", type=WIND_CHOICE,
                              help="The player's seat wind (门风) [E]."),
    "round_wind": click.option("--round-wind", type=WIND_CHOICE,
                               help="The prevalent wind (圈风) [E]."),
    "flowers": click.option("--flowers", type=int, help="Flowers (花牌), 0-8 [0]."),
}


def situation_options(*names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The options that give the situation of a win (all of them, or those ``names``),
    handed to the command gathered as one ``given``."""
    chosen = names or tuple(_SITUATION_OPTIONS)

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(command)
        def gathered(*args: Any, **kwargs: Any) -> Any:
            values = {name: kwargs.pop(name) for name in chosen}
            for name in chosen:  # a flag not given is None, not False: no conflict with a suffix
                if name in FLAGS:
                    values[name] = values[name] or None
            given = Given(**values) if any(v is not None for v in values.values()) \
                else NOTHING_GIVEN
            return command(*args, given=given, **kwargs)

        for name in reversed(chosen):
            gathered = _SITUATION_OPTIONS[name](gathered)
        return gathered

    return decorate
