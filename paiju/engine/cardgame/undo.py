"""What every card-game referee does the same way with the actions pushed into it: keep them,
take the last one back (:meth:`Recorded.pop`, in constant time), write the position as a
replay record, and compare two positions.

A referee's state is scalar slots (ints, bools, tuples, the top play), append-only lists (the
finishing order, the event log, …) and a few things it changes in place.  Before a push the
referee saves the action, the scalars and the lengths of the append-only lists as one flat
tuple — written out as one tuple expression in the referee (``_save``), which the interpreter
builds from specialised slot reads, several times cheaper than a generic getter, and one
object a push: a push is on the hot path of replaying records.  :meth:`Undo.restore` puts the
scalars back and cuts the lists to their saved lengths; what a game changes in place besides
(Gouji's rank counts) it puts back itself, from the action taken back.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from paiju.engine.cardgame.tricks import Climb, slot_names

Saved = tuple[Any, ...]
"""The action pushed, then the scalar slots' values and the append-only lists' lengths, in
:class:`Undo`'s order."""


class Undo:
    """The order of a referee class's saved tuple after the action: its ``scalars`` slots,
    then the lengths of its ``appended`` list slots (only ever appended to between saves)."""

    __slots__ = ("scalars", "appended")

    def __init__(self, scalars: tuple[str, ...], appended: tuple[str, ...]):
        self.scalars = scalars
        self.appended = appended

    def restore(self, state: object, saved: Saved) -> None:
        if len(saved) != 1 + len(self.scalars) + len(self.appended):
            raise ValueError("the saved tuple does not match the names it is restored by")
        for name, value in zip(self.scalars, saved[1:]):
            setattr(state, name, value)
        for name, length in zip(self.appended, saved[1 + len(self.scalars):]):
            del getattr(state, name)[length:]


class _Written(Protocol):
    def record(self) -> dict[str, Any]: ...


class _Action(Protocol):
    def record(self) -> Any: ...


A = TypeVar("A", bound=_Action)
"""The action type of a referee (an action writes itself as a record's item)."""


class Kept(Generic[A]):
    """What every referee that keeps its actions (``undo``: one saved tuple each, or the bare
    actions when it keeps no undo) does alike: pop, the actions pushed, its record.  A
    referee sets :attr:`UNDO`, ``setup`` and ``_save``."""

    __slots__ = ()

    UNDO: ClassVar[Undo]
    """The order of the game's saved tuple."""
    setup: _Written
    undo: list[Any]
    keeps_undo: bool

    def pop(self) -> A:
        """Take back the last action pushed and return it (IndexError when none was): the
        state is then equal to what it was before that push, in a time that does not grow
        with the deal."""
        if not self.keeps_undo:
            raise TypeError("this referee was built with undo=False: it cannot pop")
        saved = self.undo.pop()
        self.UNDO.restore(self, saved)
        return saved[0]  # type: ignore[no-any-return]

    @property
    def actions(self) -> tuple[A, ...]:
        """Every action pushed, in order (python-chess's ``move_stack``)."""
        if not self.keeps_undo:
            return tuple(self.undo)
        return tuple(saved[0] for saved in self.undo)

    def to_record(self) -> dict[str, Any]:
        """The replay record of the position: the set-up and every action pushed, as the
        referee's ``from_record`` reads it back (to an equal referee)."""
        return {**self.setup.record(), "actions": [action.record() for action in self.actions]}


class Recorded(Kept[Any], Climb):
    """A deal of a climbing game that keeps the actions pushed into it (``undo``, one saved
    tuple each); a game's referee sets :attr:`UNDO`, :attr:`DERIVED` and ``_save``."""

    __slots__ = ("undo", "keeps_undo")

    DERIVED: ClassVar[tuple[str, ...]] = ()
    """Slots that follow from the set-up (left out of the comparison of two positions)."""
    _position: ClassVar[attrgetter[Any]]

    setup: _Written
    over: bool
    undo: list[Any]
    """One saved tuple per action pushed (its action first); the bare actions when the
    referee keeps no undo."""
    keeps_undo: bool
    """False for a referee built to answer a record and never step back (``undo=False``):
    a push then saves nothing but its action, which replaying records is mostly made of."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        left_out = ("table", "undo", "keeps_undo", *cls.DERIVED)
        cls._position = attrgetter(*(name for name in slot_names(cls) if name not in left_out))

    def copy(self) -> Self:
        """An independent copy, with the actions pushed (a copy can pop them too)."""
        return super().copy()  # type: ignore[return-value]

    def is_over(self) -> bool:
        return self.over

    def __eq__(self, other: object) -> bool:
        """Two referees of the same deal at the same position: equal set-up, and every slot
        of the state equal (the actions that led there included, as the events tell them)."""
        return type(other) is type(self) and self._position(self) == self._position(other)

    __hash__ = None  # type: ignore[assignment]  # a referee changes: it is no dict key
