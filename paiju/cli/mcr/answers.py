"""The answers of the MCR commands that read a hand (``score``, ``waits``, ``shanten``): what
:mod:`paiju.api.mcr` made of the query, shown by the command's view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Protocol

from paiju.cli.rendering import Answer, View, language, named

if TYPE_CHECKING:  # shanten, which names no fan, loads no fan table (start-up)
    from paiju.engine.mcr.fans import Calculator, Fan


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


def fans_named(fans: Iterable[tuple[Fan, int]], separator: str | None = None,
               calculator: Calculator | None = None) -> str:
    """'一般高 ×2 喜相逢': the fans with their counts, named as --lang chose (by default in
    Chinese, as score and waits always listed them); English names, which hold spaces, are
    separated by commas; the Chinese names as ``calculator`` gives them."""
    from paiju.engine.mcr.reasons import times

    chosen = language() or "zh"
    between = separator or (" " if chosen == "zh" else ", ")
    return between.join(named(f"{_name_zh(fan, calculator)}{times(count)}",
                              f"{fan.name_en}{times(count)}", chosen) for fan, count in fans)


def _name_zh(fan: Fan, calculator: Calculator | None) -> str:
    return fan.name_zh if calculator is None else fan.name_zh_of(calculator)
