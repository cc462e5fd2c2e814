"""One focused test per MCR fan (mcr-fans.md §2): a hand that scores it, and a near miss —
a winning hand a tile or a condition away — that does not.  Every pair was checked against
the reference calculator (PyMahjongGB) when written; tests/test_mcr_crosscheck.py keeps
checking random hands against it."""

from itertools import combinations_with_replacement

import pytest

from paiju.engine.mcr import fans as table
from paiju.engine.mcr.fans import PRECEDENCE, RULES, Fan, Kind
from paiju.engine.mahjong.shapes import SetKind
from paiju.engine.mahjong.tiles import EAST, KINDS
from paiju.engine.mcr.situation import Situation, check_situation
from paiju.engine.mcr.scoring import score
from paiju.grammar.mcr import parse_hand

CASES = [
    ("大四喜", "[EEE][SSS][WWW]55mNNN", "[EEE][SSS][WWW]555mNN"),
    ("大三元", "[CCC][FFF][PPP]13m55p2m", "[CCC][FFF]123m555pPP"),
    ("绿一色", "[234s][666s][FFF]2348s8s", "[234s][666s][FFF]2347s7s"),
    ("九莲宝灯", "1112345678999s5s", "1112345678899m9m"),
    ("四杠", "[1111m1][2222p][SSSS2][CCCC3]5s5s", "[1111m1][2222p][SSSS2][CCC]5s5s"),
    ("连七对", "2233445567788s6s", "2233445566799s7s"),
    ("十三幺", "19m19p19sESWNCFPW|EE1000", "1199m11p99sEESSCC"),
    ("清幺九", "[111m][111p][999s]999m1s1s", "[111m][111p][999s]999mEE"),
    ("小四喜", "[EEE][SSS][WWW]13mNN2m|ES0000", "[EEE][SSS][WWW]123mCC"),
    ("小三元", "[CCC][FFF]123m555pPP", "[CCC][FFF]123m555pEE"),
    ("字一色", "[EEE][SSS][CCC]NNPPN|WW0000", "[EEE][SSS][CCC]NN11mN"),
    ("四暗刻", "111m333p555777sEE", "111m333p555sEE777s"),
    ("一色双龙会", "1122335778899m5m", "[123m][789m]123789p5s5s"),
    ("一色四同顺", "[234p][234p]22334p99s4p", "[234p][234p]234345p9s9s"),
    ("一色四节高", "[222s][333s]99p44455s5s|EE1000", "[222s][333s]99p44466s6s|EE1000"),
    ("一色四步高", "[123m][234m]34556m99p4m", "[123m][234m]45667m99p5m"),
    ("三杠", "[1111m1][2222p][SSSS2]5p567s5p", "[1111m1][2222p][SSS]5p567s5p"),
    ("混幺九", "[111m][999p]11sEEESSS|ES0000", "[111m][999p]22sEEESSS|ES0000"),
    ("七对", "1155m3388p22sEECC|EE1000", "445566m4455566p5p|NE1000"),
    ("七星不靠", "147m25p36sESWNCFP", "147m258p36sESWNCF"),
    ("全双刻", "[222m][444p][666s]88m88p8m", "[222m][444p][666s]88m55p5p"),
    ("清一色", "[123m][456m]2234678m5m", "[123m][456m]678m234mEE"),
    ("一色三同顺", "[123s][123s]555m9p123s9p", "[123s][123s]555m9p234s9p"),
    ("一色三节高", "[222s][333s]5m678p444s5m", "[222s][333s]5m678p555s5m"),
    ("全大", "[789m][789p]777p7899s9s", "[789m][789p]777p6789s9s"),
    ("全中", "[456m][456p]555m4566s6s", "[456m][456p]555m4567s7s"),
    ("全小", "[123m][123p]222m1233s3s", "[123m][123p]222m1234s4s"),
    ("清龙", "[123m][456m]789m1235p5p", "[123m][456m]789p1235p5p"),
    ("三色双龙会", "[123m][789m]123789p5s5s", "[123m][789m]123789p6s6s"),
    ("一色三步高", "[123m][234m]345m999p5s5s", "[123m][234m]456m999p5s5s"),
    ("全带五", "[345m][456p]555m5p567s5p", "[345m][456p]555m5p678s5p"),
    ("三同刻", "[333m][333p]678m3339s9s", "[333m][333p]678m4449s9s"),
    ("三暗刻", "11178m333p55599s9m", "111789m333p5599s5s"),
    ("全不靠", "147m258p36sESWNCF|EE1000", "147m25p36sESWNCFP"),
    ("组合龙", "147m2346669p258s3p|EE1000", "147m258p36sESWNCF"),
    ("大于五", "[678m][789p]9m666789s9m", "[678m][789p]9m555789s9m"),
    ("小于五", "[123m][234p]4m111234s4m", "[123m][234p]5m111234s5m"),
    ("三风刻", "[EEE][SSS][WWW]999m5p5p|NN0000", "[EEE][SSS][CCC]999m5p5p|NN0000"),
    ("花龙", "[123m][456p]345m9p789s9p", "[123m][456p]345m9p678s9p"),
    ("推不倒", "[123p][345p]9p456888s9p", "[123p][345p]9p456777s9p"),
    ("三色三同顺", "[456m][456p]789m5p456s5p", "[456m][456p]789m5p567s5p"),
    ("三色三节高", "[333m][444p]789m2p555s2p", "[333m][444p]789m2p666s2p"),
    ("无番和", "[123m][567p][234s]78sCC6s", "[123m][567p][234s]78sCC6s|EE1000"),
    ("妙手回春", "[123m][567p]23478sCC6s|EE1010", "[123m][567p]23478sCC6s|EE1000"),
    ("海底捞月", "[123m][567p]23478sCC6s|EE0010", "[123m][567p]23478sCC6s|EE1010"),
    ("杠上开花", "[1111m1][567p]23478sCC6s|EE1001", "[1111m1][567p]23478sCC6s|EE1000"),
    ("抢杠和", "[123m][567p]23478sCC9s|EE0001", "[123m][567p]23478sCC9s"),
    ("碰碰和", "[222m][555p]99m777sEE9m|SS0000", "[222m][555p]789s999mEE"),
    ("混一色", "[123m][456m]78999mEEE|SS0000", "[123m][456m]78999m11p1p"),
    ("三色三步高", "[234m][345p]789m5p456s5p", "[234m][345p]789m5p567s5p"),
    ("五门齐", "[123m][456p][789s]EEECC|SS0000", "[123m][456p][789s]EEENN|SS0000"),
    ("全求人", "[123m][456p][789s][EEE]CC|SS0000", "[123m][456p][789s][EEE]CC|SS1000"),
    ("双暗杠", "[1111m][2222p]9p345678s9p", "[1111m1][2222p2]9p345678s9p"),
    ("双箭刻", "[CCC][FFF]123m456p9s9s", "[CCC][EEE]123m456p9s9s"),
    ("全带幺", "[123m][789p][111s]99sEEE|SS0000", "[123m][789p][111s]55sEEE|SS0000"),
    ("不求人", "123m456p2378999s1s|EE1000", "123m456p2378999s1s"),
    ("双明杠", "[1111m1][2222p2]9p345678s9p", "[1111m1][2222p]9p345678s9p"),
    ("和绝张", "[123m][567p][555s]78sCC9s|EE0100", "[123m][567p][555s]78sCC9s"),
    ("箭刻", "[CCC]123m1456p789s1p", "[NNN]123m1456p789s1p"),
    ("圈风刻", "[EEE]123m1456p789s1p|ES0000", "[EEE]123m1456p789s1p|SS0000"),
    ("门风刻", "[EEE]123m1456p789s1p", "[EEE]123m1456p789s1p|ES0000"),
    ("门前清", "123m456p2378999s1s", "123m456p2378999s1s|EE1000"),
    ("平和", "[123m][456p]5p234789s5p", "[123m][456p]234789sEE"),
    ("四归一", "[123m][456p]333m5789s5s", "[456m][456p]333m5789s5s"),
    ("双同刻", "[222m][222p]789m4569s9s", "[222m][333p]789m4569s9s"),
    ("双暗刻", "[123m]456m222p3339s9s|EE1000", "[123m]456m222p33p99s3p"),
    ("暗杠", "[1111m]456p2347899s9s", "[1111m1]456p2347899s9s"),
    ("断幺", "[234m][456p]5p333678s5p", "[234m][456p]5p333789s5p"),
    ("一般高", "[123m][123m]4556p789s5p", "[123m][234m]4556p789s5p"),
    ("喜相逢", "[123m][123p]4556p789s5p", "[123m][234p]4556p789s5p"),
    ("连六", "[123m][456m]5567p789s5p", "[123m][567m]5567p789s5p"),
    ("老少副", "[123m][789m]4556p345s5p", "[123m][678m]4556p345s5p"),
    ("幺九刻", "[111m]234m456p789sCC", "[222m]234m456p789sCC"),
    ("明杠", "[1111m1]234m456p789sCC", "[111m]234m456p789sCC"),
    ("缺一门", "[123m][456m]567789pCC", "[123m][456m]567p789sCC"),
    ("无字", "[123m][456m]567p1999s1s", "[123m][456m]567p999sEE"),
    ("独听・边张", "[123m][456p][789s]12sCC3s", "[123m][456p][789s]123sCC"),
    ("独听・嵌张", "[123m][456p][789s]13sCC2s", "[123m][456p][789s]23sCC1s"),
    ("独听・单钓", "[123m][456p][789s]123sCC", "[123m][456p][789s]11sCC1s"),
    ("自摸", "[123m][456p]23789sCC1s|EE1000", "[123m][456p]23789sCC1s"),
    ("花牌", "[123m][567p][234s]78sCC6s|EE0000|2", "[123m][567p][234s]78sCC6s"),
    ("明暗杠", "[1111m1][2222p]9p345678s9p", "[1111m1][2222p2]9p345678s9p"),
]
"""(fan, a hand that scores it, a near miss that does not); hands may carry a |context."""


def fans_of(text: str) -> dict[str, int]:
    hand, situation = parse_hand(text)
    situation = situation or Situation()
    check_situation(hand, situation)  # every case is a legal input
    result = score(hand, situation)
    assert result.win, text
    return {fan.fan.name_zh: fan.count for fan in result.fans}


def test_every_fan_has_a_case():
    assert sorted(name for name, _, _ in CASES) == sorted(fan.name_zh for fan in Fan)


@pytest.mark.parametrize("name, hand, near_miss", CASES, ids=[case[0] for case in CASES])
def test_fan_scored_and_its_near_miss_not(name, hand, near_miss):
    assert name in fans_of(hand)
    assert name not in fans_of(near_miss)


@pytest.mark.parametrize("hand, fan, count", [
    ("[123m][123m]778899m5p5p", "一般高", 2),  # C1: two pure double chows, one 老少副
    ("[123m][123m]778899m5p5p", "老少副", 1),
    ("[345m][678m]345678p9s9s", "喜相逢", 2),  # P5: four relations, three kept
    ("[345m][678m]345678p9s9s", "连六", 1),
    ("[222m][222p]555m5559s9s", "双同刻", 2),  # C3: pung pairs are not capped
    ("[1111m1][2222p][SSSS2]55p99s9s", "幺九刻", 3),  # E31
    ("[234p][234p]22334p99s4p|EE1000|5", "花牌", 5),
    ("1111m5599p22334s4s", "四归一", 1),  # E35: a quad in seven pairs
])
def test_fans_that_count_more_than_once(hand, fan, count):
    assert fans_of(hand)[fan] == count


def test_every_fan_has_its_kind_and_predicate_one_step_away():
    assert set(RULES) == set(Fan)
    for fan in Fan:
        assert fan.rule is RULES[fan] and callable(fan.rule.holds)
        combination = fan.rule.kind in (Kind.CHOWS, Kind.PUNGS, Kind.PUNGS_AND_PAIR,
                                        Kind.CHOWS_AND_PAIR)
        assert (fan.rule.sets > 0) == combination, fan
    tables = [table.TILE_FANS, table.FLAG_FANS, table.CONCEALMENT_FANS, table.KONG_FANS,
              table.CONCEALED_PUNG_FANS, table.PUNG_FANS, table.CHOW_PAIR_FANS,
              table.CHOW_TRIPLE_FANS, table.CHOW_QUADRUPLE_FANS, table.PUNG_PAIR_FANS,
              table.PUNG_TRIPLE_FANS, table.PUNG_QUADRUPLE_FANS, table.CHOW_PAIR_SHAPE_FANS,
              table.PUNG_PAIR_UPGRADES, table.DIVISION_FANS, table.GROUP_FANS, table.WAIT_FANS]
    scored_by_table = [fan for found in tables for fan, holds in found]
    assert all(holds is RULES[fan].holds for found in tables for fan, holds in found)
    assert len(scored_by_table) == len(set(scored_by_table))
    by_form_or_result = {fan for fan in Fan if fan.rule.kind in (Kind.FORM, Kind.RESULT)}
    assert set(scored_by_table) | by_form_or_result == set(Fan)


def test_every_order_the_scorer_reads_is_in_one_place():
    for precedence in PRECEDENCE:
        assert precedence.fans and precedence.rule
        assert all(RULES[fan].sets for fan in precedence.fans)  # only combinations


CHOWS = [suit * 9 + rank for suit in range(3) for rank in range(7)]
PUNGS = list(range(KINDS))


@pytest.mark.parametrize("sets, tiles, tables", [
    (2, CHOWS, [table.CHOW_PAIR_FANS]), (3, CHOWS, [table.CHOW_TRIPLE_FANS]),
    (4, CHOWS, [table.CHOW_QUADRUPLE_FANS]),
    (2, PUNGS, [table.PUNG_PAIR_FANS]), (3, PUNGS, [table.PUNG_TRIPLE_FANS]),
    (4, PUNGS, [table.PUNG_QUADRUPLE_FANS]),
])
def test_at_most_one_combination_fan_holds_for_the_same_sets_so_order_decides_nothing(
        sets, tiles, tables):
    for chosen in combinations_with_replacement(tiles, sets):
        holding = [fan for found in tables for fan, holds in found if holds(*chosen)]
        assert len(holding) <= 1, (chosen, holding)


def test_at_most_one_chow_shape_with_the_pair_and_never_beside_a_four_chow_fan():
    for chows in combinations_with_replacement(CHOWS, 4):
        for pair in range(KINDS):
            holding = [fan for fan, holds in table.CHOW_PAIR_SHAPE_FANS if holds(chows, pair)]
            assert len(holding) <= 1
            if holding:
                assert not any(holds(*chows) for _, holds in table.CHOW_QUADRUPLE_FANS)


def test_no_set_or_pair_has_two_group_traits_so_at_most_one_is_shared():
    for kind in SetKind:
        for tile in range(KINDS):
            if kind is SetKind.CHOW and (tile >= 27 or tile % 9 > 6):
                continue
            traits = [fan for fan, holds in table.GROUP_FANS if holds(kind, tile)]
            assert len(traits) <= 1, (kind, tile, traits)


def test_the_pung_and_pair_fans_are_made_of_honours_only():
    """小三元 and 小四喜 hold only for honour pungs with an honour pair: the scorer looks for
    them among the honours alone."""
    for fan, holds in table.PUNG_PAIR_UPGRADES:
        sets = table.RULES[fan].sets
        for pungs in combinations_with_replacement(range(KINDS), sets):
            for pair in range(KINDS):
                if min(*pungs, pair) < EAST:
                    assert not holds(*pungs, pair), (fan, pungs, pair)


def test_chow_and_pung_fans_do_not_name_a_suit_or_a_numbered_rank():
    """The scorer shares its work between chows in other suits alike, and numbered pungs
    at other ranks alike (scoring._suits_renamed): every chow and pung combination scores
    the same fans, at the same positions, once renamed."""
    import random

    from paiju.engine.mcr.scoring import _chow_sets_of, _pung_sets_of, _suits_renamed

    chow_tiles = [suit * 9 + rank for suit in range(3) for rank in range(7)]
    for size in (2, 3, 4):
        for chows in combinations_with_replacement(chow_tiles, size):
            assert _chow_sets_of(chows) == _chow_sets_of(_suits_renamed(chows)), chows
    rng = random.Random(15)
    for size in (2, 3, 4):
        every = list(combinations_with_replacement(range(KINDS), size))
        for pungs in every if size < 4 else rng.sample(every, 3000):
            renamed = _suits_renamed(pungs, shifted=True)
            assert _pung_sets_of(pungs) == _pung_sets_of(renamed), pungs
