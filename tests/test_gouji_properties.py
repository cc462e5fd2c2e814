"""Properties of Gouji beating and notation over random plays (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_testkit import option_book
from paiju.engine.cardgame.cards import NATURAL_RANKS
from paiju.engine.gouji.plays import BeatOption, Play, beats
from paiju.grammar.gouji import parse_play


@st.composite
def plays(draw):
    natural = draw(st.sampled_from((None,) + NATURAL_RANKS))
    naturals = draw(st.integers(1, 16)) if natural else 0
    play = dict(natural_rank=natural, naturals=naturals, money=draw(st.integers(0, 5)),
                small=draw(st.integers(0, 4)), big=draw(st.integers(0, 4)))
    if sum(v for k, v in play.items() if k != "natural_rank") == 0:
        play["money"] = 1
    return Play(**play)


options = st.sampled_from(list(BeatOption))


@given(plays(), options)
def test_no_play_beats_itself(play, option):
    assert not beats(play, play, option_book(option)).beats


@given(plays(), plays(), options)
def test_beats_is_never_true_both_ways(a, b, option):
    assert not (beats(a, b, option_book(option)).beats
                and beats(b, a, option_book(option)).beats)


@given(plays())
def test_canonical_string_parses_back_when_the_normal_form_fits_four_packs(play):
    # 4大花+1小花 is 5小花 and 16x5+1钱 is 17x5: normal forms no pack can lay down as written
    form = play.normal_form()
    if form.flower_count <= 4 and form.base_count <= 16:
        assert parse_play(form.canonical).normal_form() == form


@given(plays())
def test_written_cards_parse_back_to_the_same_play(play):
    assert parse_play(play.written) == play


@settings(max_examples=300)
@given(plays(), plays())
def test_option_0_keeps_the_length_and_option_1_only_adds_kills(a, b):
    zero = beats(a, b, option_book(BeatOption.SAME_LENGTH))
    if zero.beats:
        assert a.size == b.size
        assert beats(a, b, option_book(BeatOption.MULTI_KILL)).beats
