"""The appendix scorings (NOT rubber scoring): duplicate, IMPs, Moscow compensation,
Chicago, minibridge. Expected values are typed from seeds 003 and 004 and the tables
there; nothing is computed with the code under test.
"""

from __future__ import annotations

import inspect

import pytest

from bridgelib import rubber as rubber_module
from bridgelib import variants
from bridgelib.deal import Seat, Side
from bridgelib.variants import (
    chicago_dealer,
    chicago_vulnerability,
    duplicate_breakdown,
    duplicate_score,
    imps,
    minibridge_level,
    moscow_compensation,
    moscow_imps,
    moscow_result,
)

NS, EW = Side.NS, Side.EW


# --- duplicate ---------------------------------------------------------------------------------
@pytest.mark.parametrize("contract,tricks,vulnerable,score", [
    # the examples of seed 003
    ("3S by N", 10, False, 170),        # 90 + 30 + part-score 50
    ("4S by N", 10, False, 420),        # 120 + game 300
    ("6C by N", 12, False, 920),        # 120 + 300 + 500
    ("7NT by N", 13, False, 1520),      # 220 + 300 + 1000
    ("2SX by N", 8, False, 470),        # 120 + 300 + 50
    ("2SXX by N", 8, False, 640),       # 240 + 300 + 100
    ("4C by N", 10, False, 130),        # 80 + 50
    ("4S by N", 10, True, 620),         # 120 + 500
    ("2S by N", 8, False, 110),         # 60 + 50
    # more
    ("1NT by E", 7, False, 90), ("3NT by E", 9, True, 600), ("7NT by E", 13, True, 2220),
    ("1NTXX by E", 7, False, 560),      # 160: a game
    ("6H by E", 12, True, 1430), ("5DX by E", 12, True, 950),  # 200 + 200 + 50 + 500
    ("3NT by E", 8, True, -100), ("4HX by S", 7, False, -500), ("7NTXX by S", 0, True, -7600),
])
def test_duplicate_score(contract, tricks, vulnerable, score):
    assert duplicate_score(contract, tricks, vulnerable) == score
    assert sum(p for _, p in duplicate_breakdown(contract, tricks, vulnerable)) == score


def test_duplicate_breakdown_labels_its_premium():
    assert duplicate_breakdown("4S by N", 10, True)[-1] == ("Game premium, vulnerable (duplicate only)", 500)
    assert duplicate_breakdown("2S by N", 8, True)[-1] == ("Part-score premium (duplicate only)", 50)
    assert duplicate_breakdown("2S by N", 7, True) == (("1 undertrick, vulnerable: 100", -100),)


# --- IMPs (seed 003, table 7: the WBF scale) --------------------------------------------------
IMP_ROWS = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12),
    (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17),
    (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22),
    (3500, 3990, 23),
]


@pytest.mark.parametrize("low,high,expected", IMP_ROWS)
def test_every_row_of_the_imp_scale(low, high, expected):
    for points in range(low, high + 1, 10):
        assert imps(points) == expected
        assert imps(-points) == -expected


def test_imp_scale_top_and_checks():
    assert imps(4000) == imps(7600) == 24 and imps(-4000) == -24
    assert variants.IMP_SCALE[-1] == (4000, None, 24)
    for bad in (1.5, "20", True, None):
        with pytest.raises(ValueError):
            imps(bad)


# --- Moscow compensation (seed 003, table 6) ----------------------------------------------------
MOSCOW_TABLE = {
    21: (50, 50), 22: (70, 70), 23: (110, 110), 24: (200, 200), 25: (300, 440), 26: (350, 520),
    27: (400, 600), 28: (430, 630), 29: (460, 660), 30: (490, 690), 31: (600, 900), 32: (750, 1050),
    33: (900, 1350), 34: (1000, 1500), 35: (1100, 1650), 36: (1200, 1800), 37: (1200, 1800),
    38: (1200, 1800), 39: (1200, 1800), 40: (1200, 1800),
}


@pytest.mark.parametrize("hcp", range(41))
def test_every_row_of_the_moscow_table(hcp):
    not_vul, vul = MOSCOW_TABLE.get(hcp, (0, 0))
    assert moscow_compensation(hcp, False) == not_vul
    assert moscow_compensation(hcp, True) == vul


def test_seed_003_moscow_examples():
    assert moscow_result("4C by N", 10, False, 22) == 60 and moscow_imps("4C by N", 10, False, 22) == 2
    assert moscow_result("4H by N", 10, True, 33) == -730 and moscow_imps("4H by N", 10, True, 33) == -12
    assert moscow_result("6D by N", 12, False, 33) == 20 and moscow_imps("6D by N", 12, False, 33) == 1
    assert moscow_result("3NT by N", 8, False, 25) == -350   # down one and compensation both go to E-W


def test_moscow_refuses_impossible_points():
    for bad in (-1, 41, 20.5, "25"):
        with pytest.raises(ValueError, match="high-card points"):
            moscow_compensation(bad, False)
    with pytest.raises(ValueError):
        moscow_compensation(25, "yes")


# --- Chicago --------------------------------------------------------------------------------------
def test_chicago_cycle_of_four():
    assert [chicago_vulnerability(n) for n in range(1, 9)] == [
        frozenset(), frozenset({EW}), frozenset({NS}), frozenset({NS, EW}),
    ] * 2
    assert [chicago_dealer(n) for n in range(1, 6)] == [Seat.N, Seat.E, Seat.S, Seat.W, Seat.N]


def test_chicago_follows_the_first_dealer_and_the_agreed_switch():
    assert [chicago_vulnerability(n, Seat.E) for n in (1, 2, 3, 4)] == [
        frozenset(), frozenset({NS}), frozenset({EW}), frozenset({NS, EW}),
    ]
    assert [chicago_vulnerability(n, Seat.N, dealer_vulnerable=False) for n in (1, 2, 3, 4)] == [
        frozenset(), frozenset({NS}), frozenset({EW}), frozenset({NS, EW}),
    ]
    for bad in (0, -1, 1.0, True):
        with pytest.raises(ValueError, match="deal number"):
            chicago_vulnerability(bad)


# --- minibridge (seed 004) ----------------------------------------------------------------------------
MINIBRIDGE = {
    20: 1, 21: 1, 22: 1, 23: 2, 24: 2, 25: 3, 26: 3, 27: 4, 28: 4, 29: 4, 30: 5, 31: 5, 32: 5,
    33: 6, 34: 6, 35: 6, 36: 6, 37: 7, 38: 7, 39: 7, 40: 7,
}


@pytest.mark.parametrize("hcp", range(41))
def test_every_entry_of_the_minibridge_table(hcp):
    assert minibridge_level(hcp) == MINIBRIDGE.get(hcp)


def test_minibridge_refuses_impossible_points():
    for bad in (-1, 41, None):
        with pytest.raises(ValueError):
            minibridge_level(bad)


# --- labelled as not rubber scoring, and never used by Rubber -----------------------------------------
def test_every_variant_is_documented_as_not_rubber_scoring():
    assert "NOT RUBBER SCORING" in variants.__doc__
    for name in variants.__all__:
        obj = getattr(variants, name)
        doc = obj.__doc__ if inspect.isfunction(obj) else None
        if doc is not None:
            assert "not rubber scoring" in " ".join(doc.split()).lower(), name
    assert "Not rubber scoring" in variants.NOT_RUBBER


def test_rubber_does_not_use_the_variants():
    source = inspect.getsource(rubber_module)
    assert "variants" not in source
