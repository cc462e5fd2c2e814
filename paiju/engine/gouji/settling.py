"""One Gouji deal as recorded at the table, and its settlement (gouji.md §7.3, §9–§12).

A :class:`Deal` holds what happened: the finishing order, a revolutionary, each seat's
declaration against its 对家, who opened a point, the burns and their outcomes, the smothered
players of 憋三 mode.  :func:`settle` checks it against the rules and returns the places,
team scores, 三户, whether the game ends, and the tributes owed at the start of the next deal
in payment order (闷贡 → 烧贡 → 点贡 → 落贡), each with the rule behind it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cached_property

from paiju.engine.gouji import ending
from paiju.engine.gouji.ending import is_void, void_reason
from paiju.engine.gouji.places import Ranking, check_order, check_seat_list, rank_deal
from paiju.engine.gouji.rules import (
    DEFAULT, SWITCHBOARD, FallingTributePartners, RuleBook, TangleBurn, burner_seats,
)
from paiju.engine.gouji.seats import SEATS, Team, check_record_seat, opposite, same_team
from paiju.engine.gouji.tribute import (
    FALL_TRIBUTES, PARTIAL_TRIBUTE_NOTE, REFUSAL_NOTE, RETURN_NOTE, Declaration, Tribute,
    TributeKind, payment_order, point_tribute,
)
from paiju.errors import RecordError


class BurnOutcome(enum.Enum):
    """How a burn (烧牌) ended (§7.3)."""

    SUCCESS = "success"
    LIFTED = "lifted"
    FAILED = "failed"

    @property
    def description(self) -> str:
        return BURN_OUTCOMES[self]


BURN_OUTCOMES: dict[BurnOutcome, str] = {
    BurnOutcome.SUCCESS: "the burner played out all its cards as required: the burned "
                         "player owes 1 card of 烧贡",
    BurnOutcome.LIFTED: "解烧: the burner's 对家 beat a burning play, or someone burned the "
                        "burner: no penalty, no 烧贡",
    BurnOutcome.FAILED: "a non-final burning play held no flower: the burner is 大落 (a "
                        "second failed burner 二落, and so on upward)",
}


@dataclass(frozen=True)
class Choice:
    """A rule choice the settlement makes where the spec is unclear ([M]/[L] items); shown in
    the help of the settlement commands and listed in docs/interpretations.md."""

    tag: str
    text: str


SETTLEMENT_CHOICES: tuple[Choice, ...] = (
    Choice("A6", "any seat other than p and its 对家 p+3 may burn seat p's level card, p's "
                 "partners included (rule burners=all; burners=enemies allows only p+1 and "
                 "p+5, burners=before-opposite only p+1 and p+2)"),
    Choice("failed burn", "a failed burn makes the burner 大落 whatever its finish; a second "
                          "failed burner takes 二落, and so on upward (§18 rule 10)"),
    Choice("burn order", "a successful burner goes out before anyone else goes out after its "
                         "burn began: a burned seat listed before its burner has no seat "
                         "between them, unless the tangle began while the burn was in "
                         "progress and the burn carried on (burn-across-tangle=carry)"),
    Choice("A8", "both opened: no 点贡 either way, even after a failed declaration"),
    Choice("A9", "点贡 is not returned, in the mutual case (neither opened) too"),
    Choice("A10", "a payer short of 大花/小花/钱 pays what they have: the settlement lists what "
                  "is owed, not what the hand can pay"),
    Choice("A11", "闷贡 goes to the player who beat the smothered play"),
    Choice("A12", "落贡 is paid between partners too (rule falling-tribute-partners=skip "
                  "drops it)"),
    Choice("revolution", "no 点贡 between a revolutionary and its 对家: a revolution counts as "
                         "an automatic 开点 for both (§11)"),
    Choice("leftovers", "seats left holding cards that the order does not list take the "
                        "places left in playing order after the last seat listed"),
    Choice("三户 points", "in a 三户 each seat's place points are doubled, so they add up to "
                          "the ±6 team scores"),
    Choice("first deal", "the first deal of a game has no tribute at its start; what it owes "
                         "is paid in deal 2"),
    Choice("game end", "after the last deal of a game (deals_per_game) or a 三户 no tribute is "
                       "owed: the next deal is the first of a new game"),
)

@dataclass(frozen=True)
class Burn:
    """``burner`` burned (烧) a level card played by ``burned``."""

    burner: int
    burned: int
    outcome: BurnOutcome


@dataclass(frozen=True)
class Smother:
    """闷: in 憋三 mode, ``seat``'s play just before its final 3s was beaten by ``beaten_by``."""

    seat: int
    beaten_by: int


@dataclass(frozen=True)
class Deal:
    """What happened in one deal; field names are those of the JSON record."""

    order: tuple[int, ...]
    revolution: tuple[int, ...] = ()
    declarations: dict[int, Declaration] = field(default_factory=dict)
    opened: tuple[int, ...] = ()
    burns: tuple[Burn, ...] = ()
    biesan: bool = False
    smothered: tuple[Smother, ...] = ()
    number: int | None = None
    """This deal's number in its game (1 = the first deal, which had no tribute)."""
    deals_per_game: int | None = None
    rules: RuleBook = DEFAULT
    """The table's rule book (gouji.md §19): ``burners`` and ``falling-tribute-partners``
    and ``burn-across-tangle`` change what a settlement accepts and owes."""

    @property
    def void(self) -> bool:
        """Two or more revolutionaries make the deal void: it is replayed (§11)."""
        return is_void(self.revolution)

    @property
    def revolutionary(self) -> int | None:
        return self.revolution[0] if len(self.revolution) == 1 else None

    def declaration(self, seat: int) -> Declaration:
        return self.declarations.get(seat, Declaration.NONE)

    @property
    def failed_burners(self) -> tuple[int, ...]:
        """The seats whose burn failed, in the order the burns are listed (began)."""
        return tuple(burn.burner for burn in self.burns if burn.outcome is BurnOutcome.FAILED)


def check_deal(deal: Deal) -> Ranking:
    """Check the record against the rules; return the places.  RecordError names the field."""
    check_seat_list(deal.revolution, "revolution")
    if deal.void:
        check_order(deal.order, deal.revolution)
        raise RecordError(void_reason(deal.revolution), "revolution")
    check_game_position(deal.number, deal.deals_per_game)
    check_seat_list(deal.opened, "opened")
    for index, seat in enumerate(deal.opened):
        if seat in deal.revolution:
            raise RecordError(f"seat {seat} revolted (革命) and played no card, so it opened "
                              "nothing (a revolution counts as an automatic 开点 anyway)",
                              f"opened[{index}]")
    for seat in deal.declarations:
        check_record_seat(seat, f"declarations.{seat}")
    _check_burns(deal)
    ranking = rank_deal(deal.order, deal.revolutionary, deal.failed_burners)
    for index, burn in enumerate(deal.burns):
        if burn.outcome is BurnOutcome.SUCCESS:
            _check_successful_burn(deal, burn, f"burns[{index}].outcome")
    _check_smothered(deal)
    return ranking


TANGLE_AT = 4
"""The tangle (四户乱缠) begins once four players or fewer are left playing (§18 rule 15)."""


def _check_successful_burn(deal: Deal, burn: Burn, where: str) -> None:
    """A successful burner played out all its cards, and before the tangle nobody else can
    go out while a burn is in progress (every play that beats the burner lifts the burn): a
    burned seat that went out before its burner had its 底牌 burned, and no seat went out
    between them, unless the tangle began during the burn and the burn carried on into it
    (§18 rules 10–12, 15)."""
    if burn.burner not in deal.order:
        raise RecordError(f"seat {burn.burner} burned successfully, so it played out all its "
                          "cards, but it is not in the order", where)
    if burn.burned not in deal.order:
        return
    first, last = deal.order.index(burn.burned), deal.order.index(burn.burner)
    between = deal.order[first + 1:last]
    if not between:
        return
    playing = len(SEATS) - len(deal.revolution) - (first + 1) - len(deal.failed_burners)
    carried = deal.rules.burn_across_tangle is TangleBurn.CARRY
    if carried and playing <= TANGLE_AT:
        return
    seats = " and ".join(map(str, between))
    why = ("a burn in progress ends as lifted when the tangle begins "
           "(burn-across-tangle=cancel)" if not carried else
           f"the tangle cannot have begun during the burn: at least {playing} players were "
           "still playing when it began")
    raise RecordError(f"seat {burn.burner} cannot have burned seat {burn.burned} successfully: "
                      f"seat {burn.burned} went out first, so its 底牌 was burned, and a "
                      "successful burner goes out before anyone else goes out after its burn "
                      f"began, but seats {seats} went out in between; {why} "
                      "(§18 rules 10–12)", where)


def check_game_position(number: int | None, deals_per_game: int | None) -> None:
    """The deal's number and the game's length, as a record gives them (a replay's before its
    deal is over too)."""
    if number is not None and number < 1:
        raise RecordError(f"{number} is not a deal number (deals count from 1)", "deal")
    if deals_per_game is not None:
        if deals_per_game < 1:
            raise RecordError("a game has at least one deal", "deals_per_game")
        if number is not None and number > deals_per_game:
            raise RecordError(f"deal {number} of a {deals_per_game}-deal game does not "
                              "exist", "deal")


def _check_players(deal: Deal, event: Burn | Smother, roles: tuple[str, str], where: str) -> None:
    """The seats of a burn or a smothered play exist and took part in the play."""
    for role in roles:
        seat = getattr(event, role)
        check_record_seat(seat, f"{where}.{role}")
        if seat in deal.revolution:
            raise RecordError(f"seat {seat} revolted (革命) and took no part in the play",
                              f"{where}.{role}")


def _check_burns(deal: Deal) -> None:
    failed: set[int] = set()
    succeeded: set[int] = set()
    for index, burn in enumerate(deal.burns):
        where = f"burns[{index}]"
        _check_players(deal, burn, ("burner", "burned"), where)
        allowed = burner_seats(burn.burned, deal.rules)
        if burn.burner not in allowed:
            value = SWITCHBOARD.value(deal.rules, "burners")
            says = SWITCHBOARD.by_name["burners"].reading(value)
            assert says is not None
            seats = ", ".join(map(str, allowed[:-1])) + f" and {allowed[-1]}"
            raise RecordError(
                f"seat {burn.burner} may not burn seat {burn.burned}'s level card: under "
                f"burners={value} ({says.says}) only seats {seats} may; seat "
                f"{opposite(burn.burned)} is its 对家 (§7.3, A6)", f"{where}.burner")
        if burn.burner in failed:
            raise RecordError(f"seat {burn.burner} failed a burn before and left the deal; it "
                              "cannot burn again (§18 rule 10)", f"{where}.burner")
        if burn.outcome is BurnOutcome.FAILED:
            failed.add(burn.burner)
        if burn.outcome is BurnOutcome.SUCCESS:
            if burn.burner in succeeded:
                raise RecordError(f"seat {burn.burner} already burned successfully and went "
                                  "out; it cannot burn again", f"{where}.outcome")
            succeeded.add(burn.burner)


def _check_smothered(deal: Deal) -> None:
    if deal.smothered and not deal.biesan:
        raise RecordError("闷贡 exists only in 憋三 mode: set \"biesan\": true", "smothered")
    seen: set[int] = set()
    for index, smother in enumerate(deal.smothered):
        where = f"smothered[{index}]"
        _check_players(deal, smother, ("seat", "beaten_by"), where)
        if smother.beaten_by == smother.seat:
            raise RecordError("a player cannot beat their own play", f"{where}.beaten_by")
        if smother.seat in seen:
            raise RecordError(f"seat {smother.seat} is smothered twice; it has one play before "
                              "its final 3s", f"{where}.seat")
        seen.add(smother.seat)


# ---------------------------------------------------------------------------------------
# Settlement


@dataclass(frozen=True)
class Settlement:
    """What a deal settles to; a void deal has no ranking (and no tribute)."""

    deal: Deal
    ranking: Ranking | None
    tributes: tuple[Tribute, ...]
    game_over: bool
    game_over_reason: str | None
    notes: tuple[str, ...]
    void_explanation: tuple[str, ...] = ()
    """A void deal's explanation (a settled deal's is :attr:`explanation`, told when read)."""

    @property
    def void(self) -> bool:
        return self.ranking is None

    @cached_property
    def explanation(self) -> tuple[str, ...]:
        """Why: each seat's place, the team lines, 三户, and (when tribute is owed) each
        burn's verdict and each pair's 点贡 and 落贡 — built only when asked for."""
        ranking = self.ranking
        if ranking is None:
            return self.void_explanation
        explanation = [ranking.reasons[seat] for seat, _ in ranking.by_place]
        explanation += [ranking.team_line(team) for team in Team]
        sanhu = ranking.sanhu
        explanation.append(
            f"三户 (圈三户): team {sanhu.value} took 头科, 二科 and 三科, so the deal counts "
            "double (±6) and the game ends at once (§12.3)" if sanhu else
            "no 三户: no team took all of 头科, 二科 and 三科")
        if self.game_over_reason is None:
            _owed(self.deal, ranking, explanation)
        return tuple(explanation)

    @property
    def teams(self) -> dict[Team, int]:
        ranking = self.ranking
        return {team: ranking.team_score(team) if ranking else 0 for team in Team}

    @property
    def points_by_seat(self) -> tuple[int, ...]:
        """Each seat's points, seat 0 first: a void deal scores nothing, so every seat 0."""
        ranking = self.ranking
        return tuple(ranking.points(seat) if ranking else 0 for seat in SEATS)


def settle(deal: Deal) -> Settlement:
    """Places, team scores, 三户, game end and the tributes owed at the next deal; a void
    deal (:func:`~paiju.engine.gouji.ending.is_void`) settles to nothing and is replayed."""
    if deal.void:
        return _void_settlement(deal)
    ranking = check_deal(deal)
    game_over_reason = ending.game_over_reason(ranking, deal.number, deal.deals_per_game)
    notes: list[str] = []
    if deal.rules.readings:
        notes.append("rules set away from the defaults (§19): "
                     + "; ".join(SWITCHBOARD.describe(deal.rules)))
    if deal.number == 1:
        notes.append("deal 1 is the first of its game: no tribute was paid at its start; what it "
                     "owes is paid at the start of deal 2 (§10)")
    if game_over_reason:
        tributes: tuple[Tribute, ...] = ()
        notes.append(f"no tribute is owed: the game is over ({game_over_reason}), and the next "
                     "deal, the first of a new game, has no tribute (§10)")
    else:
        tributes = payment_order(_owed(deal, ranking))
        notes.append(PARTIAL_TRIBUTE_NOTE)
        if tributes:
            notes.append(REFUSAL_NOTE)
        if any(tribute.returned for tribute in tributes):
            notes.append(RETURN_NOTE)
    if len(ranking.unlisted) > 1 and not game_over_reason:
        seats = " and ".join(map(str, ranking.unlisted))
        notes.append(f"seats {seats} were left holding cards and the order does not rank them: "
                     "they take the places left in playing order [L]; their team total is the "
                     "same either way, but who pays 落贡 is not: list them at the end of the "
                     "order to settle it")
    return Settlement(deal, ranking, tributes, game_over_reason is not None, game_over_reason,
                      tuple(notes))


def _void_settlement(deal: Deal) -> Settlement:
    """A void deal: checked as far as it goes (the seats, its place in the game), then
    nothing to settle; the note says it is replayed."""
    check_seat_list(deal.revolution, "revolution")
    check_order(deal.order, deal.revolution)
    check_game_position(deal.number, deal.deals_per_game)
    return Settlement(deal, None, (), False, None, (ending.VOID_NOTE,),
                      (void_reason(deal.revolution),))


def _owed(deal: Deal, ranking: Ranking, explanation: list[str] | None = None) -> list[Tribute]:
    """The tributes owed; their explanation's lines appended to ``explanation`` when given."""
    owed = [_smother_tribute(smother) for smother in deal.smothered]
    for burn in deal.burns:
        if explanation is not None:
            explanation.append(f"seat {burn.burner} burned seat {burn.burned}'s level card: "
                               f"{burn.outcome.value}: {burn.outcome.description}")
        if burn.outcome is BurnOutcome.SUCCESS:
            owed.append(_burn_tribute(burn))
    for payer in SEATS:
        tribute = _point_tribute(deal, payer, explanation)
        if tribute is not None:
            owed.append(tribute)
    skip_partners = deal.rules.falling_tribute_partners is FallingTributePartners.SKIP
    for fall in FALL_TRIBUTES:
        payer, receiver = ranking.seat_at(fall.payer), ranking.seat_at(fall.receiver)
        if skip_partners and same_team(payer, receiver):
            if explanation is not None:
                explanation.append(f"落贡 (§10.4): {fall.payer.name_zh} seat {payer} and "
                                   f"{fall.receiver.name_zh} seat {receiver} are partners: "
                                   "no 落贡 (falling-tribute-partners=skip, A12)")
            continue
        partners = " (partners: 落贡 has no team condition, A12)" if same_team(payer, receiver) \
            else ""
        owed.append(Tribute(TributeKind.FALL, payer, receiver, fall.cards,
                            f"落贡 (§10.4): {fall.payer.name_zh} gives {fall.cards} to "
                            f"{fall.receiver.name_zh}{partners}; returned"))
    return owed


def _smother_tribute(smother: Smother) -> Tribute:
    partners = " (a partner)" if same_team(smother.seat, smother.beaten_by) else ""
    return Tribute(TributeKind.SMOTHER, smother.seat, smother.beaten_by,
                   TributeKind.SMOTHER.fixed_cards,
                   f"闷贡 (§10.2): in 憋三 mode seat {smother.seat}'s play before its final 3s "
                   f"was beaten by seat {smother.beaten_by}{partners}, who receives it (A11); "
                   "not returned")


def _burn_tribute(burn: Burn) -> Tribute:
    partners = " (its partner: partners may burn too, A6)" \
        if same_team(burn.burner, burn.burned) else ""
    return Tribute(TributeKind.BURN, burn.burned, burn.burner, TributeKind.BURN.fixed_cards,
                   f"烧贡 (§10.3): seat {burn.burner} burned seat {burn.burned}'s level card"
                   f"{partners} and went out as required; the burned player pays; not returned")


def _point_tribute(deal: Deal, payer: int, explanation: list[str] | None) -> Tribute | None:
    receiver = opposite(payer)
    rebel = next((seat for seat in (payer, receiver) if seat == deal.revolutionary), None)
    if rebel is not None:
        if payer < receiver and explanation is not None:
            explanation.append(
                f"点贡 seats {payer} ↔ {receiver}: none — seat {rebel} revolted, and a revolution "
                "counts as an automatic 开点 for the revolutionary and its 对家 alike, so "
                "neither pays (§11, [L])")
        return None
    tribute = point_tribute(deal.declaration(payer), deal.declaration(receiver),
                            payer_opened=payer in deal.opened,
                            receiver_opened=receiver in deal.opened)
    if tribute.cards == 0:
        if explanation is not None:
            explanation.append(f"点贡 seat {payer} → seat {receiver}: "
                               f"{tribute.explain(f'seat {payer}', f'seat {receiver}')}")
        return None
    line = tribute.explain(f"seat {payer}", f"seat {receiver}")
    if explanation is not None:
        explanation.append(f"点贡 seat {payer} → seat {receiver}: {line}")
    mutual = " (A9: in the mutual case too)" if receiver not in deal.opened else ""
    return Tribute(TributeKind.POINT, payer, receiver, tribute.cards,
                   f"点贡 (§10.1): {line}; not returned{mutual}")
