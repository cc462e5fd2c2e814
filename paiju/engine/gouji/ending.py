"""How a Gouji deal ends on the scoreboard: void, or scored; and whether the game is over
(gouji.md §11, §12.3).

One definition for every command: ``score`` (a finishing order), ``settle`` and ``game`` (deal
records) and ``deal``/``table`` (automatic revolutions) all ask :func:`is_void` and
:func:`game_over_reason`.

* Two or more revolutionaries (革命) at once make the deal void: it is replayed (redealt),
  nobody scores and no tribute is owed by it (§11).
* A 三户 ends the game at once (§12.3); so does the last deal of a game whose length
  (``deals_per_game``) is known.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from paiju.engine.gouji.places import Ranking, check_order, check_seat_list, rank_deal
from paiju.engine.gouji.seats import Team

VOID_REVOLUTIONS = 2
"""Revolutionaries at once that void a deal (§11)."""


def is_void(revolution: Sequence[int]) -> bool:
    """Is a deal with these revolutionaries void (two or more at once)?"""
    return len(revolution) >= VOID_REVOLUTIONS


def void_reason(revolution: Sequence[int]) -> str:
    """Why the deal is void, naming the revolutionaries."""
    seats = ", ".join(map(str, revolution[:-1])) + f" and {revolution[-1]}"
    both = "both" if len(revolution) == 2 else "all"
    return (f"seats {seats} {both} revolted (革命): two or more revolutionaries make the deal "
            "void (§11); it is replayed, nobody scores")


VOID_NOTE = ("a void deal is replayed (redealt): it has no places, no points and owes no "
             "tribute; in a game the replay keeps the deal's number and starts with the "
             "tribute the void deal started with [L]")


def game_over_reason(ranking: Ranking, number: int | None = None,
                     deals_per_game: int | None = None) -> str | None:
    """Why the game ends after this deal (a 三户, or the last deal of the game), or None."""
    if ranking.sanhu:
        return "三户"
    if number is not None and number == deals_per_game:
        return f"deal {number} was the last of a {deals_per_game}-deal game"
    return None


@dataclass(frozen=True)
class Finish:
    """The scoreboard of a finishing order: the places (None when the deal is void), and
    why the game ends after it, if it does."""

    order: tuple[int, ...]
    revolution: tuple[int, ...]
    ranking: Ranking | None
    game_over_reason: str | None

    @property
    def void(self) -> bool:
        return self.ranking is None

    @property
    def game_over(self) -> bool:
        return self.game_over_reason is not None

    def team_score(self, team: Team) -> int:
        return 0 if self.ranking is None else self.ranking.team_score(team)

    @property
    def explanation(self) -> list[str]:
        """Each seat's place and why, the team scores, and the 三户 — or why it is void."""
        ranking = self.ranking
        if ranking is None:
            return [void_reason(self.revolution)]
        lines = [ranking.reasons[seat] for seat, _ in ranking.by_place]
        lines += [ranking.team_line(team) for team in Team]
        sanhu = ranking.sanhu
        lines.append(f"三户: team {sanhu.value} took 头科, 二科 and 三科: ±6 and the game ends "
                     "(§12.3)" if sanhu else "no 三户: no team took all of 头科, 二科 and 三科")
        return lines


def score_finish(order: Sequence[int], revolution: Sequence[int] = ()) -> Finish:
    """Places and team scores from the order the seats went out and the revolutionaries;
    a void deal (two or more revolutionaries) has none.  RecordError names the field."""
    order, revolution = tuple(order), tuple(revolution)
    check_seat_list(revolution, "revolution")
    check_order(order, revolution)
    if is_void(revolution):
        return Finish(order, revolution, None, None)
    ranking = rank_deal(order, revolution[0] if revolution else None)
    return Finish(order, revolution, ranking, game_over_reason(ranking))
