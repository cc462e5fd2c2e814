"""The MCR engine's own rules beyond the fan list: flag normalisation (mcr-fans.md §6.1),
input contradictions, the minimum, payments, readings, and the interpretations paiju chose
(docs/interpretations.md, MCR)."""

import pytest

from paiju.engine.mcr.fans import Fan
from paiju.engine.mcr.situation import Situation, check_situation
from paiju.engine.mcr.scoring import normalise, payments, score
from paiju.engine.mahjong.shapes import Form
from paiju.errors import IllegalHandError
from paiju.grammar.mcr import parse_hand


def read(text: str):
    hand, situation = parse_hand(text)
    return hand, situation or Situation()


def fans(text: str) -> dict[str, int]:
    return {fan.fan.name_zh: fan.count for fan in score(*read(text)).fans}


@pytest.mark.parametrize("text, fourth, kong, note", [
    ("[123m][567p]55789sCC5s|EE0100", False, False, "not 和绝张"),  # E79
    ("[123m][567p][555s]67sCC5s", True, False, "和绝张: the other three 5s"),  # E78
    ("[123m][567p][234s]78sCC6s|EE1001", False, False, "not 杠上开花"),  # F1
    ("1155m3388p22sEECC|EE0001", False, False, "not 抢杠和"),  # F2
])
def test_the_engine_corrects_flags_as_the_reference_does(text, fourth, kong, note):
    hand, situation = read(text)
    corrected, notes = normalise(hand, situation)
    assert (corrected.fourth_tile, corrected.kong) == (fourth, kong)
    assert any(note in line for line in notes)


@pytest.mark.parametrize("text", [
    "[123m][567p]55789sCC5s|EE0100",  # fourth tile with a copy standing
    "[123m][567p][234s]78sCC6s|EE1001",  # replacement tile without a kong
    "1155m3388p22sEECC|EE0001",  # robbing a kong of a tile in the hand
    "[789s][567p]23478sCC9s|EE0001",  # … or in a meld
])
def test_the_input_rejects_what_the_engine_would_correct(text):
    with pytest.raises(IllegalHandError):
        check_situation(*read(text))


def test_flowers_outside_0_to_8_are_rejected():
    hand, _ = read("[123m][567p][234s]78sCC6s")
    with pytest.raises(IllegalHandError):
        check_situation(hand, Situation(flowers=9))
    with pytest.raises(IllegalHandError):
        check_situation(hand, Situation(flowers=-1))


def test_robbing_a_kong_on_the_last_tile_is_rejected_at_the_input_mcr_fans_6_2_e71_f5():
    for text in ("[123m][567p]23478sCC9s|EE0011", "119m19p19sEWNCFPS|EE0011"):
        hand, situation = read(text)
        with pytest.raises(IllegalHandError, match="on the last tile of the wall"):
            check_situation(hand, situation)
    # the engine itself still scores it as the reference does (the cross-check feeds it)
    assert fans("[123m][567p]23478sCC9s|EE0011") == {"海底捞月": 1, "抢杠和": 1}


def test_a_replacement_tile_win_on_the_last_tile_stays_legal_e69():
    hand, situation = read("[1111m1][567p]23478sCC6s|EE1011")
    check_situation(hand, situation)
    assert fans("[1111m1][567p]23478sCC6s|EE1011") == {
        "妙手回春": 1, "杠上开花": 1, "幺九刻": 1, "明杠": 1}


def test_the_fourth_tile_is_forced_when_the_melds_hold_three_copies_documented_e78():
    assert fans("[123m][567p][555s]67sCC5s") == {"和绝张": 1, "四归一": 1, "喜相逢": 1}


def test_a_hand_that_is_no_winning_shape_is_an_answer():
    result = score(*read("123m456p789s11p22pW"))
    assert not result.win and result.total == 0 and not result.meets_minimum
    assert result.reason.startswith("not a winning hand")
    result = score(*read("[123m][456p][789s][EEE]1m2m"))
    assert not result.win and "meld" in result.reason


def test_minimum_without_flowers_and_chicken_hand_e63_e64_e65():
    assert fans("[123m][567p][234s]78sCC6s") == {"无番和": 1}
    assert fans("[123m][567p][234s]78sCC6s|EE0000|2") == {"无番和": 1, "花牌": 2}
    result = score(*read("[123m][567p][234s]78sCC6s|EE1000|8"))
    assert result.total == 9 and result.total_without_flowers == 1
    assert not result.meets_minimum


def test_payments_discard_and_self_drawn_mcr_notes_4():
    discard = score(*read("[123m][567p][234s]78sCC6s|EE0000|2"))  # 无番和 8 + 2 flowers
    assert payments(discard, self_drawn=False)._asdict() == {
        "winner_receives": 34, "discarder_pays": 18, "each_other_pays": 8}
    drawn = score(*read("123m456p2378999s1s|EE1000|2"))  # 15 + 2 flowers, self-drawn
    assert payments(drawn, self_drawn=True)._asdict() == {
        "winner_receives": 75, "discarder_pays": None, "each_other_pays": 25}


def test_no_payments_for_a_hand_below_the_minimum_documented():
    result = score(*read("[123m][567p][234s]78sCC6s|EE1000|8"))
    assert payments(result, self_drawn=True) is None


def test_seven_pairs_yields_to_a_regular_reading_of_equal_total_t4():
    result = score(*read("445566m4455566p5p|NE1000"))
    assert result.reading.form is Form.REGULAR and result.total == 52
    assert score(*read("1155m3388p22sEECC")).reading.form is Form.SEVEN_PAIRS


def test_ties_keep_the_first_division_unless_a_later_has_triple_chow_or_pung_t1_t2_t3():
    t1 = score(*read("[555p]1236678999p6p|EE1000"))
    assert Fan.TWO_TERMINAL_CHOWS in {fan.fan for fan in t1.fans}  # the first, 666p pung
    t2 = score(*read("123m22p11122233s3s|NN0000"))
    assert Fan.PURE_TRIPLE_CHOW in {fan.fan for fan in t2.fans}
    t3 = score(*read("2223455m555p555s5m"))
    assert Fan.TRIPLE_PUNG in {fan.fan for fan in t3.fans}


def test_nine_gates_only_from_the_pure_nine_sided_wait_e11():
    assert "九莲宝灯" in fans("1112345678999m9m")
    assert "九莲宝灯" not in fans("1112345678899m9m")


def test_the_concealed_pung_a_discard_completed_is_exposed_e11_e23():
    assert "双暗刻" not in fans("1112345678899m9m")  # 999m completed by the discard
    assert "四暗刻" in fans("111m333p555777sEE")  # a pair completed: every pung concealed


def test_the_result_explains_its_reading():
    result = score(*read("[1111m][2222p]9p345777s9p|EE1000"))  # E84
    assert result.reading.form is Form.REGULAR
    assert [piece.tiles for piece in result.reading.pieces][:2] == [(0,) * 4, (10,) * 4]
    assert {(d.fan, d.by) for d in result.dropped} >= {
        (Fan.CONCEALED_KONG, Fan.TWO_CONCEALED_KONGS),
        (Fan.TWO_CONCEALED_PUNGS, Fan.THREE_CONCEALED_PUNGS),
        (Fan.SELF_DRAWN, Fan.FULLY_CONCEALED_HAND)}
