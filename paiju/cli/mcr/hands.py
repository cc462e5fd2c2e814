"""HANDs of the MCR commands that read a hand (``score``, ``waits``, ``shanten``): the options
that give the situation of a win (``--self-drawn``, ``--seat-wind``, …), gathered as one
:class:`~paiju.grammar.mcr_records.Given` once per run, and the answers the Python API makes
(:class:`MadeAnswer`), which the commands show."""

from __future__ import annotations

import functools
from typing import Any, Callable, Protocol

import click

from paiju.cli.rendering import Answer, View
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


class Made(Protocol):
    """What the Python API makes of a query (:class:`~paiju.api.mcr.Scored`,
    :class:`~paiju.api.mcr.Waited`, :class:`~paiju.api.mcr.Analysed`): the answer's dict
    and its JSON line."""

    def as_dict(self) -> dict[str, Any]: ...

    def json(self) -> str: ...


_MADE: dict[str, Any] = {}
"""What stands for an answer's dict until it is asked for (its parts make it)."""


class MadeAnswer(Answer):
    """An answer made by :mod:`paiju.api.mcr`: its dict and its JSON line are the API's
    (the dict is built only when something asks for it: a batch's JSON line is written
    straight from the parts, a table drawn from them), its table the command's ``view`` of
    the parts (and of ``shown``, how the command was asked to show them)."""

    __slots__ = ("made",)

    def __init__(self, made: Made, verdict: bool | None, view: View, *shown: Any):
        self.made = made
        super().__init__(_MADE, verdict, view, (made, *shown))

    @property
    def data(self) -> dict[str, Any]:
        return self.made.as_dict()

    @data.setter
    def data(self, value: dict[str, Any]) -> None:
        if value is not _MADE:
            raise AttributeError("a made answer's dict is its parts'")

    def json(self) -> str:
        return self.made.json()
