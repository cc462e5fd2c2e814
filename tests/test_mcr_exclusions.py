"""The 不计 table (mcr-fans.md §2, Appendix A): every entry X → Y either shows in a hand —
X scored, Y's own condition held, Y not counted — or is realised by the combination rules
(§3.6) and alternative readings, in which case Y never comes out beside X."""

import pytest
from conftest import load_jsonl

from paiju.engine.mcr.fans import EXCLUSIONS, Fan, Scope
from paiju.engine.mcr.situation import Situation
from paiju.engine.mcr.scoring import score
from paiju.grammar.mcr import parse_hand

WITNESSES = [  # (X, Y, a hand where X drops Y)
    ('大四喜', '碰碰和', '88pEEESSSWWWNNN'),
    ('大四喜', '圈风刻', '88pEEESSSWWWNNN'),
    ('大四喜', '门风刻', '88pEEESSSWWWNNN'),
    ('大四喜', '幺九刻', '88pEEESSSWWWNNN'),
    ('大三元', '箭刻', 'ESSSCCCFFFPPPE'),
    ('绿一色', '混一色', '2222334444sFFF3s'),
    ('绿一色', '缺一门', '2222334444sFFF3s'),
    ('九莲宝灯', '清一色', '1112345678999s5s'),
    ('九莲宝灯', '无字', '1112345678999s5s'),
    ('九莲宝灯', '缺一门', '1112345678999s5s'),
    ('九莲宝灯', '门前清', '1112345678999s5s'),
    ('九莲宝灯', '不求人', '1112345678999s8s|EE1000'),
    ('九莲宝灯', '幺九刻', '1112345678999s5s'),
    ('四杠', '三杠', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '双明杠', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '双暗杠', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '明暗杠', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '明杠', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '暗杠', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '碰碰和', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('四杠', '独听・单钓', '[1111m2][1111p2][NNNN][PPPP]EE'),
    ('连七对', '七对', '2233445567788s6s'),
    ('连七对', '清一色', '2233445567788s6s'),
    ('连七对', '无字', '2233445567788s6s'),
    ('连七对', '缺一门', '2233445567788s6s'),
    ('连七对', '门前清', '2233445567788s6s'),
    ('连七对', '不求人', '1122334456677s5s|EE1000'),
    ('十三幺', '五门齐', '19m19p119sSWNCFPE'),
    ('十三幺', '混幺九', '19m19p119sSWNCFPE'),
    ('十三幺', '门前清', '19m19p119sSWNCFPE'),
    ('十三幺', '不求人', '19m19p19sESWNCFPW|EE1000'),
    ('清幺九', '混幺九', '111m11999p11199s1p'),
    ('清幺九', '碰碰和', '111m11999p11199s1p'),
    ('清幺九', '全带幺', '111m11999p11199s1p'),
    ('清幺九', '幺九刻', '111m11999p11199s1p'),
    ('清幺九', '无字', '111m11999p11199s1p'),
    ('清幺九', '双同刻', '11199m111999p99s9m'),
    ('小四喜', '幺九刻', '888sEEESSSWWNNN'),
    ('小三元', '箭刻', '123m123pCCFFPPPC'),
    ('字一色', '混幺九', 'ESSSCCCFFFPPPE'),
    ('字一色', '碰碰和', 'ESSSCCCFFFPPPE'),
    ('字一色', '全带幺', 'ESSSCCCFFFPPPE'),
    ('字一色', '幺九刻', 'ESSSCCCFFFPPPE'),
    ('字一色', '缺一门', 'ESSSCCCFFFPPPE'),
    ('四暗刻', '碰碰和', '444555888pWWWFF'),
    ('四暗刻', '三暗刻', 'ESSSCCCFFFPPPE'),
    ('四暗刻', '双暗刻', 'ESSSCCCFFFPPPE'),
    ('四暗刻', '门前清', 'ESSSCCCFFFPPPE'),
    ('四暗刻', '不求人', 'EESSSWWNNNFFFW|WN1000'),
    ('一色双龙会', '清一色', '1122335778899m5m'),
    ('一色双龙会', '平和', '1122335778899m5m'),
    ('一色双龙会', '无字', '1122335778899m5m'),
    ('一色双龙会', '缺一门', '1122335778899m5m'),
    ('一色四同顺', '四归一', '66667777888mFF8m'),
    ('一色四节高', '碰碰和', '[555p]88m22333444p2p'),
    ('三杠', '双明杠', '[3333p3][NNNN2][CCCC2]3339s9s'),
    ('三杠', '双暗杠', '[3333p][5555p][3333s1]789sNN'),
    ('三杠', '明暗杠', '[3333p][5555p][3333s1]789sNN'),
    ('三杠', '明杠', '[3333p][5555p][3333s1]789sNN'),
    ('三杠', '暗杠', '[3333p][5555p][3333s1]789sNN'),
    ('混幺九', '碰碰和', '11199m999pCCCPP9m'),
    ('混幺九', '全带幺', '11199m999pCCCPP9m'),
    ('混幺九', '幺九刻', '11199m999pCCCPP9m'),
    ('七对', '门前清', '4488sEESNNCCPPS'),
    ('七对', '不求人', 'EESSWWNNCCFFPP|EE1000'),
    ('七星不靠', '全不靠', '147m25p36sESWNCFP'),
    ('七星不靠', '五门齐', '147m25p36sESWNCFP'),
    ('七星不靠', '门前清', '147m25p36sESWNCFP'),
    ('七星不靠', '不求人', '369m47p28sESWNCPF|ES1000'),
    ('全双刻', '碰碰和', '[666s]666888m222p2s2s'),
    ('全双刻', '断幺', '[666s]666888m222p2s2s'),
    ('全双刻', '无字', '[666s]666888m222p2s2s'),
    ('清一色', '缺一门', '1112345678899m9m'),
    ('清一色', '无字', '1112345678899m9m'),
    ('全大', '大于五', '77888899p78899s7s'),
    ('全大', '无字', '77888899p78899s7s'),
    ('全中', '断幺', '445566m4455566p5p'),
    ('全中', '无字', '445566m4455566p5p'),
    ('全小', '小于五', '1123333m112233p2m'),
    ('全小', '无字', '1123333m112233p2m'),
    ('三色双龙会', '平和', '123789m55p12789s3s'),
    ('三色双龙会', '无字', '123789m55p12789s3s'),
    ('全带五', '断幺', '4555566m555p345s7m'),
    ('全带五', '无字', '4555566m555p345s7m'),
    ('三暗刻', '双暗刻', '88pEEESSSWWWNNN'),
    ('全不靠', '五门齐', '147m258p36sESWNCF'),
    ('全不靠', '门前清', '147m258p36sESWNCF'),
    ('全不靠', '不求人', '147m258p36sESWNCF|EE1000'),
    ('大于五', '无字', '888999m68p66699s7p'),
    ('小于五', '无字', '234m1122223344p4p'),
    ('三风刻', '幺九刻', '22p444sSSWWWNNNS'),
    ('推不倒', '缺一门', '[234p][234p]22334p99s4p'),
    ('妙手回春', '自摸', 'EESSWWWNNNPPPS|NS1010'),
    ('杠上开花', '自摸', '[WWWW7]SSSNNCCFFFC|WN1001'),
    ('抢杠和', '和绝张', '369m147p258sENFPW|WW0101'),
    ('混一色', '缺一门', '88pEEESSSWWWNNN'),
    ('全求人', '独听・单钓', '[SSS][NNN][CCC][PPP]EE'),
    ('双暗杠', '暗杠', '[2222p][WWWW]88m33678s8m'),
    ('双暗杠', '双暗刻', '[2222p][WWWW]88m33678s8m'),
    ('双箭刻', '箭刻', '6688999mCCCPPP6m'),
    ('不求人', '自摸', '44456777pEEENNN|SN1000'),
    ('双明杠', '明杠', '[EEE][SSSS3][WWWW2][PPP]FF'),
    ('圈风刻', '幺九刻', '456789pEEENNPPN'),
    ('门风刻', '幺九刻', '44456777pEEENNN|SN1000'),
    ('平和', '无字', '1123m233444556s1m'),
    ('断幺', '无字', '22244445567p66s6p'),
    ('独听・边张', '独听・嵌张', '[123p]44m11222334s3s'),
    ('独听・边张', '独听・单钓', '[222p]111123p1233s3s'),
    ('独听・嵌张', '独听・单钓', '2225667999p123s6p'),
    ('明暗杠', '明杠', '[1111m1][2222p]9p345678s9p'),
    ('明暗杠', '暗杠', '[1111m1][2222p]9p345678s9p'),
    # the fans that contain another are both found; the table drops the smaller
    ('小四喜', '三风刻', '[EEE][SSS][WWW]13mNN2m|ES0000'),
    ('小三元', '双箭刻', '[CCC][FFF]123m555pPP'),
]

STRUCTURAL = {
    # four-set and three-set combination fans stand alone among their sets (§3.6)
    ("大四喜", "三风刻"), ("大三元", "双箭刻"),
    ("一色双龙会", "一般高"), ("一色双龙会", "老少副"), ("三色双龙会", "喜相逢"),
    ("三色双龙会", "老少副"), ("一色四同顺", "一色三同顺"), ("一色四同顺", "一般高"),
    ("一色四节高", "一色三节高"), ("一色四步高", "一色三步高"), ("一色四步高", "连六"),
    ("一色四步高", "老少副"), ("一色三同顺", "一般高"), ("清龙", "连六"), ("清龙", "老少副"),
    ("三色三同顺", "喜相逢"), ("三同刻", "双同刻"),
    # another reading of the same tiles, which competes by total (§4)
    ("一色双龙会", "七对"), ("一色三同顺", "一色三节高"), ("一色三节高", "一色三同顺"),
    # seven pairs computes no wait fan (§7.1)
    ("七对", "独听・单钓"),
}
"""Entries no single reading can put to work: the scorer never produces Y beside X."""

NAMES = {fan.name_zh: fan for fan in Fan}
ENTRIES = [(entry.fan.name_zh, excluded.name_zh, entry.scope)
           for entry in EXCLUSIONS for excluded in entry.excludes]


def result_of(text: str):
    hand, situation = parse_hand(text)
    return score(hand, situation or Situation())


def test_every_entry_is_witnessed_or_structural():
    witnessed = {(x, y) for x, y, _ in WITNESSES}
    assert len(ENTRIES) == 134
    assert {(x, y) for x, y, _ in ENTRIES} == witnessed | STRUCTURAL
    assert not witnessed & STRUCTURAL


@pytest.mark.parametrize("x, y, hand", WITNESSES, ids=[f"{x}-{y}" for x, y, _ in WITNESSES])
def test_exclusion_drops_the_implied_fan(x, y, hand):
    result = result_of(hand)
    kept = {fan.fan.name_zh: fan for fan in result.fans}
    assert x in kept
    assert any(d.fan is NAMES[y] and d.by is NAMES[x] for d in result.dropped)
    scope = next(scope for ex, ey, scope in ENTRIES if (ex, ey) == (x, y))
    if scope is Scope.ALL:
        assert y not in kept
    elif scope is Scope.OWN_SETS:
        owners = [set(instance) for instance in kept[x].instances]
        assert not any(set(instance) <= owner for owner in owners
                       for instance in (kept[y].instances if y in kept else ()))


CORPUS_HANDS = [record["notation"] for record in load_jsonl("mcr-public.jsonl")] + [
    example["canonical"] for example in load_jsonl("mcr-appendix-b.jsonl")]


@pytest.mark.parametrize("x, y", sorted(STRUCTURAL),
                         ids=[f"{x}-{y}" for x, y in sorted(STRUCTURAL)])
def test_structural_exclusion_never_lets_both_out(x, y):
    seen = 0
    for hand in CORPUS_HANDS:
        kept = {fan.fan.name_zh: fan for fan in result_of(hand).fans}
        if x not in kept:
            continue
        seen += 1
        if y in kept:  # only from other sets than X's own
            owners = [set(instance) for instance in kept[x].instances]
            assert not any(set(instance) <= owner for owner in owners
                           for instance in kept[y].instances), hand
    assert seen, f"no sample hand scores {x}"


def test_an_excluded_fan_excludes_nothing_itself_documented_e22():
    # 四暗刻 drops 不求人, which then no longer drops 自摸 (E22)
    fans = {fan.fan.name_zh for fan in result_of("111m333p555777sEE|EE1000").fans}
    assert {"四暗刻", "自摸"} <= fans and "不求人" not in fans


def test_nine_gates_absorbs_one_terminal_pung_only_e7():
    fans = {fan.fan.name_zh: fan.count for fan in result_of("1112345678999s5s").fans}
    assert fans == {"九莲宝灯": 1, "双暗刻": 1, "幺九刻": 1}
