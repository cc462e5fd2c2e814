"""What a teacher's account of a card deal adds to an answer (``--explain``, ``--hands``):
the hands trick by trick, and where the rules pages define the terms an explanation uses.

* :func:`hands_by_trick` steps a fresh referee through a record's actions and keeps what
  every seat holds at the end of each trick (and of the trick still going on): the replay
  answers themselves never step, so this costs nothing unless asked.
* :class:`SelfPlayed` is what the card games' self-play generators return (the trainer cuts
  its positions out of them).
* :func:`terms_used` finds, in the sentences of an explanation, the first use of each game
  term of :data:`GLOSSARY` and names the rules page that defines it (``docs/rules/*.md``,
  whose glossary sections hold the anchors; a test holds the two together).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Generic, Iterable, Protocol, Sequence, TypeVar

from paiju.errors import IllegalActionError

A = TypeVar("A")
H = TypeVar("H")
A_in = TypeVar("A_in", contravariant=True)
H_out = TypeVar("H_out", covariant=True)


R = TypeVar("R")


@dataclass
class SelfPlayed(Generic[R, A]):
    """A deal a card game's self-play generator played (``paiju/api/GAME/selfplay.py``): its
    replay record, as JSON carries it; the finished referee; the actions; a tally of what
    happened."""

    record: dict[str, Any]
    referee: R
    actions: list[A]
    tally: Counter[str]


class Stepped(Protocol[A_in, H_out]):
    """The little of a card-game referee a walk through the deal needs."""

    tricks: int

    def push(self, action: A_in) -> None: ...

    def hand(self, seat: int) -> H_out: ...


def hands_by_trick(referee: Stepped[A, H], actions: Sequence[A], seats: int,
                   after_push: Callable[[A], None] | None = None) -> list[tuple[H, ...]]:
    """The hands of the ``seats`` at the end of each trick, in trick order; the last entry is
    the trick the actions stop in when it is not over (or the deal ended in it).  Stops at
    the first illegal action (the answer reports it); ``after_push`` sees every action
    pushed, with the referee after it."""
    hands: list[tuple[H, ...]] = []
    done = 0
    for action in actions:
        try:
            referee.push(action)
        except IllegalActionError:
            break
        if after_push is not None:
            after_push(action)
        if referee.tricks > done:
            done = referee.tricks
            hands.append(tuple(referee.hand(seat) for seat in range(seats)))
    if len(hands) == done:
        hands.append(tuple(referee.hand(seat) for seat in range(seats)))
    return hands


# ---------------------------------------------------------------------------------------
# The terms an explanation uses, and where they are defined

_TERMS = {
    # term as the glossary names it | its anchor | a pattern of its uses in sentences
    "gouji": r"""
        对家 (the seat opposite)        | term-duijia      | 对家
        level card (够级牌)             | term-level-card  | level card|够级牌
        head (要头/无头)                | term-head        | \bhead\b|要头|无头
        burning (烧牌)                  | term-burning     | \bburn|烧\)|烧牌
        让 (yielding)                   | term-yield       | 让|\byield
        底牌 (a last play)              | term-dipai       | 底牌
        接风 (taking the lead)          | term-jiefeng     | 接风
        开点 (opening a point)          | term-kaidian     | 开点|opens? a point
        死够 (a dead level)             | term-sigou       | 死够|dead level
        解烧 (a burn lifted)            | term-jieshao     | 解烧|lifted
        四户乱缠 (the tangle)           | term-tangle      | 四户乱缠|tangle
        闷 (smothered)                  | term-men         | 闷|smother
        憋三 (holding the threes)       | term-biesan      | 憋三
        革命 (revolution)               | term-revolution  | 革命|revol
        进贡 (tribute)                  | term-tribute     | 贡|tribute
    """,
    "sanchazi": r"""
        上游 and 下游 (first and last out) | term-shangyou    | 上游|下游
        接风 (the partner leads)          | term-jiefeng     | 接风
        fork (叉)                         | term-fork        | \bfork|叉\)
        bomb (炸)                         | term-bomb        | \bbomb
        happy money (喜钱)                | term-happy-money | happy money|喜钱
        lift (抬)                         | term-lift        | \blifts?\b
    """,
}

GLOSSARY: dict[str, tuple[tuple[str, str, str], ...]] = {
    game: tuple((term, anchor, pattern) for term, anchor, pattern in (
        (cell.strip() for cell in line.split("|", 2)) for line in table.strip().splitlines()))
    for game, table in _TERMS.items()}
"""Per game, the terms a student meets in an explanation — (term, anchor, pattern) — in the
order the glossary of ``docs/rules/GAME.md`` lists them."""

_PATTERNS = {game: tuple((term, anchor, re.compile(pattern)) for term, anchor, pattern in terms)
             for game, terms in GLOSSARY.items()}


def terms_used(game: str, sentences: Iterable[str]) -> list[dict[str, Any]]:
    """The first use of each glossary term in ``sentences``: the term, the rules page and
    anchor that define it (``see``) and the index of the sentence (``line``), in the order
    they are first used."""
    found: list[dict[str, Any]] = []
    named: set[str] = set()
    for line, sentence in enumerate(sentences):
        for term, anchor, pattern in _PATTERNS[game]:
            if term not in named and pattern.search(sentence):
                named.add(term)
                found.append({"term": term, "see": f"docs/rules/{game}.md#{anchor}",
                              "line": line})
    return found
