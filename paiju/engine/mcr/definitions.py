"""One-line definitions of the MCR fans, in English and Chinese, in paiju's own words: data
beside the fan table of :mod:`paiju.engine.mcr.fans`, read by ``paiju mcr fans`` and the
explanations.  Each says the condition as the scorer applies it (``mcr-fans.md`` §2)."""

from __future__ import annotations

from typing import NamedTuple

from paiju.engine.mcr.fans import Fan


class Definition(NamedTuple):
    en: str
    zh: str


F = Fan
DEFINITIONS: dict[Fan, Definition] = {
    F.BIG_FOUR_WINDS: Definition("Pungs or kongs of all four winds.", "东南西北四副风刻（或杠）。"),
    F.BIG_THREE_DRAGONS: Definition("Pungs or kongs of all three dragons, 中 发 白.",
                                    "中、发、白三副箭刻（或杠）。"),
    F.ALL_GREEN: Definition("Every tile is a 2, 3, 4, 6 or 8 of bamboo, or 发.",
                            "每张牌都是二、三、四、六、八条或发。"),
    F.NINE_GATES: Definition(
        "No melds: 1112345678999 of one suit, waiting on any tile of that suit, wins on one.",
        "不副露，同一花色的1112345678999听该花色任一张，和其中一张。"),
    F.FOUR_KONGS: Definition("Four kongs, melded or concealed.", "四副杠，明杠暗杠均可。"),
    F.SEVEN_SHIFTED_PAIRS: Definition("Seven pairs of seven consecutive numbers in one suit.",
                                      "同一花色、序数相连的七个对子。"),
    F.THIRTEEN_ORPHANS: Definition(
        "One of each terminal (1, 9 of each suit) and honour, and a second of one of them.",
        "三种花色的一、九和七种字牌各一张，其中一种再多一张成对。"),
    F.ALL_TERMINALS: Definition("Every tile is a 1 or a 9 of a suit; no honours.",
                                "每张牌都是序数牌的一或九，没有字牌。"),
    F.LITTLE_FOUR_WINDS: Definition("Pungs or kongs of three winds and a pair of the fourth.",
                                    "三副风刻（或杠），第四种风牌作将。"),
    F.LITTLE_THREE_DRAGONS: Definition("Pungs or kongs of two dragons and a pair of the third.",
                                       "两副箭刻（或杠），第三种箭牌作将。"),
    F.ALL_HONORS: Definition("Every tile is a wind or a dragon.", "每张牌都是风牌或箭牌。"),
    F.FOUR_CONCEALED_PUNGS: Definition(
        "Four concealed pungs or kongs; a pung completed by a discard is not concealed.",
        "四副暗刻（含暗杠）；点和完成的刻子不算暗刻。"),
    F.PURE_TERMINAL_CHOWS: Definition("Chows 123, 123, 789, 789 of one suit and a pair of its 5.",
                                      "同一花色的两副123和两副789顺子，以该花色的五作将。"),
    F.QUADRUPLE_CHOW: Definition("Four identical chows.", "同一花色、序数相同的四副顺子。"),
    F.FOUR_PURE_SHIFTED_PUNGS: Definition(
        "Pungs or kongs of four consecutive numbers in one suit.",
        "同一花色、序数依次相连的四副刻子（或杠）。"),
    F.FOUR_PURE_SHIFTED_CHOWS: Definition(
        "Four chows of one suit, each starting one number higher, or each two higher.",
        "同一花色的四副顺子，起始序数依次递增一，或依次递增二。"),
    F.THREE_KONGS: Definition("Three kongs, melded or concealed.", "三副杠，明杠暗杠均可。"),
    F.ALL_TERMINALS_AND_HONORS: Definition(
        "Every tile is a terminal or an honour, and both kinds are present.",
        "每张牌都是序数牌的一、九或字牌，两类都有。"),
    F.SEVEN_PAIRS: Definition("Seven pairs, no melds; four alike count as two pairs.",
                              "不副露，由七个对子组成；四张相同算两对。"),
    F.GREATER_HONORS_AND_KNITTED: Definition(
        "All seven honours and seven tiles of one knitted straight, no two alike.",
        "七种字牌各一张，加组合龙（三种花色分取147、258、369）中的七张，没有相同的牌。"),
    F.ALL_EVEN_PUNGS: Definition("Four pungs or kongs and the pair, all of 2, 4, 6 or 8.",
                                 "四副刻子（或杠）和将牌都是二、四、六、八。"),
    F.FULL_FLUSH: Definition("Every tile is of one suit; no honours.",
                             "每张牌都是同一花色的序数牌，没有字牌。"),
    F.PURE_TRIPLE_CHOW: Definition("Three identical chows.", "同一花色、序数相同的三副顺子。"),
    F.PURE_SHIFTED_PUNGS: Definition("Pungs or kongs of three consecutive numbers in one suit.",
                                     "同一花色、序数依次相连的三副刻子（或杠）。"),
    F.UPPER_TILES: Definition("Every tile is a 7, 8 or 9.", "每张牌都是序数牌的七、八、九。"),
    F.MIDDLE_TILES: Definition("Every tile is a 4, 5 or 6.", "每张牌都是序数牌的四、五、六。"),
    F.LOWER_TILES: Definition("Every tile is a 1, 2 or 3.", "每张牌都是序数牌的一、二、三。"),
    F.PURE_STRAIGHT: Definition("Chows 123, 456 and 789 of one suit.",
                                "同一花色的123、456、789三副顺子。"),
    F.THREE_SUITED_TERMINAL_CHOWS: Definition(
        "Chows 123 and 789 in two suits and a pair of 5 in the third.",
        "两种花色各有123和789顺子，第三种花色的五作将。"),
    F.PURE_SHIFTED_CHOWS: Definition(
        "Three chows of one suit, each starting one number higher, or each two higher.",
        "同一花色的三副顺子，起始序数依次递增一，或依次递增二。"),
    F.ALL_FIVE: Definition("Every set and the pair holds a 5.", "每副面子和将牌都含有五。"),
    F.TRIPLE_PUNG: Definition("Pungs or kongs of the same number in all three suits.",
                              "三种花色序数相同的三副刻子（或杠）。"),
    F.THREE_CONCEALED_PUNGS: Definition("Three concealed pungs or kongs.",
                                        "三副暗刻（含暗杠）。"),
    F.LESSER_HONORS_AND_KNITTED: Definition(
        "Fourteen tiles, no two alike: tiles of one knitted straight and honours.",
        "十四张各不相同：组合龙范围内的序数牌加字牌。"),
    F.KNITTED_STRAIGHT: Definition("1 4 7, 2 5 8 and 3 6 9, each group in a different suit.",
                                   "147、258、369分属三种花色的九张牌。"),
    F.UPPER_FOUR: Definition("Every tile is 6 to 9, with at least one 6.",
                             "每张牌都是序数牌六至九，且有六。"),
    F.LOWER_FOUR: Definition("Every tile is 1 to 4, with at least one 4.",
                             "每张牌都是序数牌一至四，且有四。"),
    F.BIG_THREE_WINDS: Definition("Pungs or kongs of three winds.", "三副风刻（或杠）。"),
    F.MIXED_STRAIGHT: Definition("Chows 123, 456 and 789, each in a different suit.",
                                 "123、456、789三副顺子，分属三种花色。"),
    F.REVERSIBLE_TILES: Definition(
        "Every tile looks the same upside down: 1 2 3 4 5 8 9 dots, 2 4 5 6 8 9 bamboo, 白.",
        "每张牌上下颠倒图案不变：一二三四五八九饼、二四五六八九条、白板。"),
    F.MIXED_TRIPLE_CHOW: Definition("The same chow in all three suits.",
                                    "三种花色序数相同的三副顺子。"),
    F.MIXED_SHIFTED_PUNGS: Definition(
        "Pungs or kongs of three consecutive numbers, each in a different suit.",
        "三种花色各一副刻子（或杠），序数依次相连。"),
    F.CHICKEN_HAND: Definition("A win with no other fan at all, flowers aside.",
                               "和牌时除花牌外没有任何番种。"),
    F.LAST_TILE_DRAW: Definition("Self-drawn on the last tile of the wall.",
                                 "自摸牌墙上的最后一张牌和牌。"),
    F.LAST_TILE_CLAIM: Definition("Won on the discard of the last tile of the wall.",
                                  "和别人打出的牌墙最后一张牌。"),
    F.OUT_WITH_REPLACEMENT_TILE: Definition("Self-drawn on the replacement tile of a kong.",
                                            "开杠后补的牌自摸和牌。"),
    F.ROBBING_THE_KONG: Definition("Won on the tile another player adds to a pung as a kong.",
                                   "和别人加杠的那张牌。"),
    F.ALL_PUNGS: Definition("Four pungs or kongs and a pair.", "由四副刻子（或杠）和将牌组成。"),
    F.HALF_FLUSH: Definition("One suit plus honours.", "一种花色的序数牌加字牌。"),
    F.MIXED_SHIFTED_CHOWS: Definition(
        "Chows in the three suits, each starting one number higher.",
        "三种花色各一副顺子，起始序数依次递增一。"),
    F.ALL_TYPES: Definition("Characters, dots, bamboo, winds and dragons are all present.",
                            "万、饼、条、风牌、箭牌五类都有。"),
    F.MELDED_HAND: Definition("Four claimed melds, won on a discard on the pair.",
                              "四副面子都是吃、碰或明杠，和别人打出的牌单钓将。"),
    F.TWO_CONCEALED_KONGS: Definition("Two concealed kongs.", "两副暗杠。"),
    F.TWO_DRAGONS_PUNGS: Definition("Pungs or kongs of two dragons.", "两副箭刻（或杠）。"),
    F.OUTSIDE_HAND: Definition("Every set and the pair holds a terminal or an honour.",
                               "每副面子和将牌都含有幺九牌或字牌。"),
    F.FULLY_CONCEALED_HAND: Definition("No claimed meld, self-drawn.", "没有吃、碰、明杠，自摸和牌。"),
    F.TWO_MELDED_KONGS: Definition("Two melded kongs.", "两副明杠。"),
    F.LAST_TILE: Definition("Won on the last copy of a tile: the other three are in sight.",
                            "和牌张的另外三张已经亮明，和的是最后一张。"),
    F.DRAGON_PUNG: Definition("A pung or kong of a dragon.", "一副箭刻（或杠）。"),
    F.PREVALENT_WIND: Definition("A pung or kong of the prevalent wind.", "一副圈风刻（或杠）。"),
    F.SEAT_WIND: Definition("A pung or kong of the player's seat wind.", "一副门风刻（或杠）。"),
    F.CONCEALED_HAND: Definition("No claimed meld, won on a discard.",
                                 "没有吃、碰、明杠，和别人打出的牌。"),
    F.ALL_CHOWS: Definition("Four chows and a pair of a numbered tile.",
                            "由四副顺子和序数牌作将组成。"),
    F.TILE_HOG: Definition("All four copies of a tile in the hand, not as a declared kong.",
                           "四张相同的牌都在手中，但没有开杠。"),
    F.DOUBLE_PUNG: Definition("Pungs or kongs of the same number in two suits.",
                              "两种花色序数相同的两副刻子（或杠）。"),
    F.TWO_CONCEALED_PUNGS: Definition("Two concealed pungs or kongs.", "两副暗刻（含暗杠）。"),
    F.CONCEALED_KONG: Definition("A concealed kong.", "一副暗杠。"),
    F.ALL_SIMPLES: Definition("No terminal and no honour.", "没有幺九牌和字牌。"),
    F.PURE_DOUBLE_CHOW: Definition("Two identical chows.", "同一花色、序数相同的两副顺子。"),
    F.MIXED_DOUBLE_CHOW: Definition("The same chow in two suits.", "两种花色序数相同的两副顺子。"),
    F.SHORT_STRAIGHT: Definition("Two chows of one suit making six numbers in a row.",
                                 "同一花色序数相连的两副顺子，共六张连续的牌。"),
    F.TWO_TERMINAL_CHOWS: Definition("Chows 123 and 789 of one suit.",
                                     "同一花色的123和789两副顺子。"),
    F.PUNG_OF_TERMINALS_OR_HONORS: Definition("A pung or kong of a 1, a 9 or a wind.",
                                              "一副一、九或风牌的刻子（或杠）。"),
    F.MELDED_KONG: Definition("A melded kong.", "一副明杠。"),
    F.ONE_VOIDED_SUIT: Definition("One of the three suits is missing.", "缺少三种花色中的一种。"),
    F.NO_HONORS: Definition("No wind or dragon.", "没有风牌和箭牌。"),
    F.EDGE_WAIT: Definition("Won on the one tile the hand waits on: the 3 of 12 or the 7 of 89.",
                            "只听一张牌，和12的3或89的7。"),
    F.CLOSED_WAIT: Definition("Won on the one tile the hand waits on: the middle of a chow.",
                              "只听一张牌，和顺子中间的那张。"),
    F.SINGLE_WAIT: Definition("Won on the one tile the hand waits on: the pair's second tile.",
                              "只听一张牌，单钓将和牌。"),
    F.SELF_DRAWN: Definition("Won on the player's own draw.", "自己摸到和牌张。"),
    F.FLOWER_TILES: Definition("One point per flower, added after the 8-point minimum.",
                               "每张花牌计一番，不计入起和的八番。"),
    F.CONCEALED_KONG_AND_MELDED_KONG: Definition(
        "One melded and one concealed kong: the reference's extension (officially 明杠 + 暗杠).",
        "一副明杠和一副暗杠：参考计算器的扩展番种（官方规则计明杠加暗杠）。"),
}
"""Every fan's definition; ``paiju mcr fans`` shows the one of the language asked for."""

EXTENSIONS = frozenset({Fan.CONCEALED_KONG_AND_MELDED_KONG})
"""Fans the reference scores that are not among the 81 official ones."""
