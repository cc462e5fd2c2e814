"""Gouji tribute (进贡): the point-tribute matrix and the four kinds of tribute.

Rules: ``gouji.md`` §9 (declarations against the 对家), §10 (tribute: 闷贡, 烧贡, 点贡, 落贡;
order, counts, returns).  The declaration rates (``DECLARATION_RATES``) and the tribute kinds
(``TRIBUTE_KINDS``) are data; :func:`point_tribute` is the single formula of §10.1 that every
cell of the matrix, the ``tribute`` command and the deal settlement read.
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass

from paiju.engine.gouji.places import Place


class Declaration(enum.Enum):
    """What a player declared against their 对家 for the deal: 不点 (none), 明点 (bright,
    also 宣点: after the deal, before the first play) or 预点 (pre: before the cards are dealt)."""

    NONE = "none"
    BRIGHT = "bright"
    PRE = "pre"

    @property
    def name_zh(self) -> str:
        return DECLARATION_RATES[self].name_zh

    @property
    def reward(self) -> int:
        """r(d): cards a correct declaration earns from a 对家 who did not open."""
        return DECLARATION_RATES[self].reward

    @property
    def penalty(self) -> int:
        """p(d): what the declarer adds to their own tribute when their 对家 opened."""
        return DECLARATION_RATES[self].penalty

    @property
    def label(self) -> str:
        return f"{self.value} ({self.name_zh})"


@dataclass(frozen=True)
class DeclarationRate:
    name_zh: str
    reward: int
    penalty: int


DECLARATION_RATES: dict[Declaration, DeclarationRate] = {
    Declaration.NONE: DeclarationRate("不点", 1, 1),
    Declaration.BRIGHT: DeclarationRate("明点", 2, 4),
    Declaration.PRE: DeclarationRate("预点", 4, 8),
}
"""r(d) and p(d) of gouji.md §10.1."""


# ---------------------------------------------------------------------------------------
# 点贡: the one formula


@dataclass(frozen=True)
class PointTribute:
    """点贡 from a payer X to their 对家 Y (gouji.md §10.1): nothing if X opened a point;
    otherwise r(dY), plus p(dX) when Y opened."""

    payer_declaration: Declaration
    receiver_declaration: Declaration
    payer_opened: bool
    receiver_opened: bool

    @property
    def reward(self) -> int | None:
        return None if self.payer_opened else self.receiver_declaration.reward

    @property
    def penalty(self) -> int | None:
        if self.payer_opened or not self.receiver_opened:
            return None
        return self.payer_declaration.penalty

    @property
    def cards(self) -> int:
        if self.payer_opened:
            return 0
        return self.receiver_declaration.reward + (self.payer_declaration.penalty
                                                   if self.receiver_opened else 0)

    def arithmetic(self, payer_first: bool = False) -> str:
        """'2+4 = 6' (the seed writes 'my' term first: ``payer_first`` when I am the payer),
        '1' for a reward alone, '0' when the payer opened."""
        terms = [term for term in (self.reward, self.penalty) if term is not None]
        if payer_first:
            terms.reverse()
        if len(terms) < 2:
            return str(self.cards)
        return f"{'+'.join(map(str, terms))} = {self.cards}"

    def explain(self, payer: str, receiver: str, payer_first: bool = False) -> str:
        """One line: the arithmetic and where each term comes from (names are subjects:
        'seat 3', 'the opponent', 'I')."""
        if self.payer_opened:
            return f"0: {payer} opened a point, and whoever opened pays no 点贡"
        reward = (f"reward {self.reward}: {receiver} declared "
                  f"{self.receiver_declaration.label} and {payer} did not open")
        parts = [reward]
        if self.penalty is not None:
            parts.append(f"penalty {self.penalty}: {payer} declared "
                         f"{self.payer_declaration.label} and {receiver} opened")
        if payer_first:
            parts.reverse()
        return f"{self.arithmetic(payer_first)} ({'; '.join(parts)})"


def point_tribute(payer: Declaration, receiver: Declaration, *, payer_opened: bool,
                  receiver_opened: bool) -> PointTribute:
    """Cards of 点贡 the payer owes their 对家, from both declarations and who opened."""
    return PointTribute(payer, receiver, payer_opened, receiver_opened)


# ---------------------------------------------------------------------------------------
# The matrix, from one player's point of view


class Opened(enum.Enum):
    """Who opened a point (开点) in one opposite pair, seen by "me"."""

    ME = "me"
    OPPONENT = "opponent"
    BOTH = "both"
    NEITHER = "neither"

    @property
    def me_opened(self) -> bool:
        return self in (Opened.ME, Opened.BOTH)

    @property
    def opponent_opened(self) -> bool:
        return self in (Opened.OPPONENT, Opened.BOTH)


@dataclass(frozen=True)
class SeedMisprint:
    me: Declaration
    opponent: Declaration
    opened: Opened
    printed: str
    sources: str


SEED_MISPRINTS: tuple[SeedMisprint, ...] = (
    SeedMisprint(Declaration.BRIGHT, Declaration.NONE, Opened.OPPONENT, "4+1=3",
                 "gouji.md §16.1"),
)
"""Cells the seed's table prints wrongly (gouji.md §16.1); the formula gives the right sum."""


@dataclass(frozen=True)
class MatrixCell:
    """One cell of the 点贡 matrix: my declaration, the opponent's, who opened, and the
    tribute each way."""

    me: Declaration
    opponent: Declaration
    opened: Opened

    @property
    def opponent_pays_me(self) -> PointTribute:
        return point_tribute(self.opponent, self.me, payer_opened=self.opened.opponent_opened,
                             receiver_opened=self.opened.me_opened)

    @property
    def me_pays_opponent(self) -> PointTribute:
        return point_tribute(self.me, self.opponent, payer_opened=self.opened.me_opened,
                             receiver_opened=self.opened.opponent_opened)

    @property
    def misprint(self) -> SeedMisprint | None:
        for misprint in SEED_MISPRINTS:
            if (misprint.me, misprint.opponent, misprint.opened) == (self.me, self.opponent,
                                                                     self.opened):
                return misprint
        return None

    @property
    def seed_text(self) -> str:
        """The cell as the seed's table writes it: the sum with my term first where one side
        pays ('1+4 = 5'), 'opponent→me / me→opponent' otherwise ('2 / 4')."""
        if self.opened is Opened.ME:
            return self.opponent_pays_me.arithmetic()
        if self.opened is Opened.OPPONENT:
            return self.me_pays_opponent.arithmetic(payer_first=True)
        return f"{self.opponent_pays_me.cards} / {self.me_pays_opponent.cards}"

    def explanation(self) -> list[str]:
        lines = [
            "opponent pays me "
            + self.opponent_pays_me.explain("the opponent", "I"),
            "I pay the opponent "
            + self.me_pays_opponent.explain("I", "the opponent", payer_first=True),
        ]
        if self.misprint is not None:
            lines.append(f"the original rule page prints this cell as '{self.misprint.printed}' "
                         f"({self.misprint.sources}): a misprint, the sum is {self.seed_text}")
        return lines


def matrix_cell(me: Declaration, opponent: Declaration, opened: Opened) -> MatrixCell:
    return MatrixCell(me, opponent, opened)


MATRIX: tuple[MatrixCell, ...] = tuple(
    matrix_cell(me, opponent, opened)
    for opened, me, opponent in itertools.product(Opened, Declaration, Declaration)
)
"""All 36 cells: 4 opening situations × my 3 declarations × the opponent's 3."""


# ---------------------------------------------------------------------------------------
# The four kinds of tribute and one owed tribute


class TributeKind(enum.Enum):
    """The tribute kinds in the order they are paid (闷贡 → 烧贡 → 点贡 → 落贡)."""

    SMOTHER = "smother"
    BURN = "burn"
    POINT = "point"
    FALL = "fall"

    @property
    def rule(self) -> TributeRule:
        return TRIBUTE_KINDS[self]

    @property
    def name_zh(self) -> str:
        return self.rule.name_zh

    @property
    def returned(self) -> bool:
        return self.rule.returned

    @property
    def fixed_cards(self) -> int:
        """The card count of 闷贡 and 烧贡 (the other kinds have none fixed)."""
        if self.rule.cards is None:
            raise ValueError(f"{self.name_zh} has no fixed card count")
        return self.rule.cards


@dataclass(frozen=True)
class TributeRule:
    name_zh: str
    name_en: str
    cards: int | None
    """Fixed card count, or None: 点贡 follows the matrix, 落贡 the place (FALL_TRIBUTES)."""
    returned: bool
    source: str


TRIBUTE_KINDS: dict[TributeKind, TributeRule] = {
    TributeKind.SMOTHER: TributeRule("闷贡", "smother tribute (憋三 mode)", 1, False,
                                     "§10.2"),
    TributeKind.BURN: TributeRule("烧贡", "burn tribute", 1, False, "§10.3"),
    TributeKind.POINT: TributeRule("点贡", "point tribute", None, False,
                                   "§10.1, §10.5"),
    TributeKind.FALL: TributeRule("落贡", "falling tribute", None, True,
                                  "§10.4"),
}
"""Kind → names, card count, returned or not, source.  Dict order = payment order."""

PAYMENT_ORDER: tuple[TributeKind, ...] = tuple(TRIBUTE_KINDS)


@dataclass(frozen=True)
class FallTribute:
    """落贡: the player in ``payer`` place gives ``cards`` to the one in ``receiver`` place."""

    payer: Place
    receiver: Place
    cards: int


FALL_TRIBUTES: tuple[FallTribute, ...] = (
    FallTribute(Place.LAST, Place.FIRST, 2),
    FallTribute(Place.FIFTH, Place.SECOND, 1),
)
"""大落 gives 2 to 头科, 二落 gives 1 to 二科; 三科 and 四科 take no part (§10.4)."""

LEGAL_TRIBUTE_CARDS = "大花, then 小花, then 钱 (2s), largest first"

PARTIAL_TRIBUTE_NOTE = (
    f"tribute cards are {LEGAL_TRIBUTE_CARDS}; a payer who holds fewer gives what they "
    "have and owes nothing more (A10), so the cards actually handed over depend on the "
    "payer's hand in the next deal, which a settlement cannot know"
)
REFUSAL_NOTE = "any receiver may refuse a tribute (§10)"
RETURN_NOTE = ("a returned tribute (还贡) is answered by the receiver with the same number of "
               "cards of their own choice (§10)")


@dataclass(frozen=True)
class Tribute:
    """One tribute owed at the start of the next deal."""

    kind: TributeKind
    payer: int
    receiver: int
    cards: int
    rule: str

    @property
    def returned(self) -> bool:
        return self.kind.returned


def payment_order(tributes: list[Tribute]) -> tuple[Tribute, ...]:
    """Tributes sorted 闷贡 → 烧贡 → 点贡 → 落贡, keeping the given order within a kind."""
    return tuple(sorted(tributes, key=lambda tribute: PAYMENT_ORDER.index(tribute.kind)))


# ---------------------------------------------------------------------------------------
# 点贡 in words (§10.1): the formula and the four situations of the matrix

POINT_TRIBUTE_FORMULA = (
    "点贡 a player X pays their 对家 Y = 0 if X opened, otherwise r(dY) + p(dX) when Y "
    "opened, r(dY) alone when Y did not; " + "; ".join(
        f"{declaration.value} ({rate.name_zh}): r = {rate.reward}, p = {rate.penalty}"
        for declaration, rate in DECLARATION_RATES.items()) + " (§10.1)")
POINT_TRIBUTE_NOT_RETURNED = "点贡 is never returned (§10.5, A9)"

MATRIX_BLOCKS: tuple[tuple[Opened, str], ...] = (
    (Opened.ME, "A. I opened, the opponent did not: the opponent pays me, I pay nothing"),
    (Opened.NEITHER, "B. Neither opened: each pays the other (opponent→me / me→opponent)"),
    (Opened.OPPONENT, "C. The opponent opened, I did not: I pay the opponent, who pays nothing"),
    (Opened.BOTH, "D. Both opened: nothing either way, whatever was declared (A8)"),
)
"""The four situations of the matrix, in the order the seed prints them, and what each says."""
