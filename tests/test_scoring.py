"""Contract scoring and honours (RULES.md 5).

Every expected number below is typed from the tables of RULES.md 5; nothing is computed
with the code under test. The exhaustive test rebuilds each score from those typed tables
with the simplest possible arithmetic (one trick at a time) and compares.
"""

from __future__ import annotations

import itertools

import pytest

from bridgelib.auction import Contract, Strain
from bridgelib.cards import Hand
from bridgelib.deal import Seat, Side
from bridgelib.errors import BridgeError
from bridgelib.scoring import (
    SCORING_TABLE,
    ContractScore,
    ScoreItem,
    ScoringError,
    check_honours,
    honours,
    honours_item,
    score_contract,
)

# --- RULES.md 5, typed in ------------------------------------------------------------------
# Below the line, per contracted trick: strain -> (undoubled, doubled, redoubled).
TRICK_TABLE = {
    "C": (20, 40, 80),
    "D": (20, 40, 80),
    "H": (30, 60, 120),
    "S": (30, 60, 120),
}
NT_FIRST = (40, 80, 160)
NT_NEXT = (30, 60, 120)
# Overtricks, each: undoubled = trick value; doubled / redoubled by vulnerability.
OVERTRICK_UNDOUBLED = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}
OVERTRICK_DOUBLED = {(1, False): 100, (1, True): 200, (2, False): 200, (2, True): 400}
INSULT = {1: 50, 2: 100}
SLAM = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}
# The undertrick table as RULES.md 5 prints it: one row per undertrick, the columns
# not vulnerable (undoubled, doubled, redoubled), then vulnerable (the same).
UNDERTRICK_ROWS = {
    "1st": (50, 100, 200, 100, 200, 400),
    "2nd and 3rd, each": (50, 200, 400, 100, 300, 600),
    "4th and later, each": (50, 300, 600, 100, 300, 600),
}
UNDERTRICK_TABLE = {
    (vulnerable, doubled): tuple(row[3 * vulnerable + doubled] for row in UNDERTRICK_ROWS.values())
    for vulnerable in (False, True) for doubled in (0, 1, 2)
}


def test_the_engines_scoring_table_is_the_rules_table():
    """SCORING_TABLE, which the engine scores with and the reference card prints, holds
    the numbers of RULES.md 5 and 6 as typed here."""
    assert SCORING_TABLE.undertricks == UNDERTRICK_TABLE
    assert {s.name: tuple(v * m for m in SCORING_TABLE.multiplier) for s, (_, v) in SCORING_TABLE.trick_values.items()
            if s.name != "NT"} == TRICK_TABLE
    first, later = SCORING_TABLE.trick_values[Strain.NT]
    assert tuple(first * m for m in SCORING_TABLE.multiplier) == NT_FIRST
    assert tuple(later * m for m in SCORING_TABLE.multiplier) == NT_NEXT
    assert dict(SCORING_TABLE.overtricks_doubled) == OVERTRICK_DOUBLED
    assert SCORING_TABLE.insult[1:] == (INSULT[1], INSULT[2])
    assert dict(SCORING_TABLE.slam_bonus) == SLAM
    assert (SCORING_TABLE.game, SCORING_TABLE.rubber_bonus, SCORING_TABLE.unfinished) == (100, (700, 500), (300, 100))
    assert SCORING_TABLE.honours == (100, 150, 150)
    with pytest.raises(TypeError):
        SCORING_TABLE.undertricks[(False, 0)] = (0, 0, 0)  # type: ignore[index]


def expected(level: int, strain: str, doubled: int, vulnerable: bool, tricks: int) -> dict:
    """The score, rebuilt trick by trick from the typed tables."""
    need = level + 6
    if tricks < need:
        first, middle, later = UNDERTRICK_TABLE[(vulnerable, doubled)]
        penalty = 0
        for k in range(1, need - tricks + 1):
            penalty += first if k == 1 else middle if k in (2, 3) else later
        return {"made": False, "below": 0, "above": 0, "defenders": penalty, "overtricks": 0, "undertricks": need - tricks}
    below = 0
    for k in range(1, level + 1):
        if strain == "NT":
            below += NT_FIRST[doubled] if k == 1 else NT_NEXT[doubled]
        else:
            below += TRICK_TABLE[strain][doubled]
    above = 0
    for _ in range(tricks - need):
        above += OVERTRICK_UNDOUBLED[strain] if doubled == 0 else OVERTRICK_DOUBLED[(doubled, vulnerable)]
    if doubled:
        above += INSULT[doubled]
    if level >= 6:
        above += SLAM[(level, vulnerable)]
    return {"made": True, "below": below, "above": above, "defenders": 0, "overtricks": tricks - need, "undertricks": 0}


ALL_CONTRACTS = list(itertools.product(range(1, 8), ["C", "D", "H", "S", "NT"], [0, 1, 2], [False, True]))


@pytest.mark.parametrize("level,strain,doubled,vulnerable", ALL_CONTRACTS)
def test_every_contract_and_result_matches_the_tables(level, strain, doubled, vulnerable):
    for declarer in (Seat.S, Seat.W):
        contract = Contract(level, strain, doubled, declarer)
        side = declarer.side
        for tricks in range(14):
            score = score_contract(contract, tricks, vulnerable)
            want = expected(level, strain, doubled, vulnerable, tricks)
            got = {"made": score.made, "below": score.below, "above": score.above, "defenders": score.defenders,
                       "overtricks": score.overtricks, "undertricks": score.undertricks}
            assert got == want, (contract.text, tricks, vulnerable)
            # The items add up to the totals, with the right sides and lines.
            below_items = [i for i in score.items if i.line == "below"]
            assert sum(i.points for i in below_items) == want["below"]
            assert all(i.side is side for i in below_items)
            assert sum(i.points for i in score.items if i.line == "above" and i.side is side) == want["above"]
            assert sum(i.points for i in score.items if i.side is side.opponents) == want["defenders"]
            assert all(i.line == "above" for i in score.items if i.side is side.opponents)
            assert all(i.points > 0 for i in score.items)
            assert score.total(side) == want["below"] + want["above"]
            assert score.total(side.opponents) == want["defenders"]


# --- each table cell, as an absolute number --------------------------------------------------
@pytest.mark.parametrize("text,below", [
    # one contracted trick, in each strain and doubling: the cells of the trick table
    ("1C by N", 20), ("1CX by N", 40), ("1CXX by N", 80),
    ("1D by N", 20), ("1DX by N", 40), ("1DXX by N", 80),
    ("1H by N", 30), ("1HX by N", 60), ("1HXX by N", 120),
    ("1S by N", 30), ("1SX by N", 60), ("1SXX by N", 120),
    ("1NT by N", 40), ("1NTX by N", 80), ("1NTXX by N", 160),
    # NT: 40 first, 30 each next (and doubled / redoubled)
    ("2NT by N", 70), ("2NTX by N", 140), ("2NTXX by N", 280),
    ("3NT by N", 100), ("7NT by N", 220), ("7NTXX by N", 880),
    ("4H by N", 120), ("5D by N", 100), ("7C by N", 140), ("7SX by N", 420),
])
def test_trick_points_below_the_line(text, below):
    for vulnerable in (False, True):
        score = score_contract(text, Contract.parse(text).tricks_needed, vulnerable)
        assert score.made and score.below == below and score.overtricks == 0


@pytest.mark.parametrize("text,vulnerable,above", [
    ("1C by N", False, 20), ("1D by N", True, 20), ("1H by N", False, 30), ("1S by N", True, 30),
    ("1NT by N", False, 30), ("1NT by N", True, 30),
    # doubled: 100 / 200 each, plus the 50 for making it
    ("1CX by N", False, 100 + 50), ("1CX by N", True, 200 + 50),
    ("1NTX by N", False, 100 + 50), ("1NTX by N", True, 200 + 50),
    # redoubled: 200 / 400 each, plus the 100 for making it
    ("1HXX by N", False, 200 + 100), ("1HXX by N", True, 400 + 100),
])
def test_one_overtrick(text, vulnerable, above):
    score = score_contract(text, 8, vulnerable)
    assert (score.made, score.overtricks, score.above) == (True, 1, above)


@pytest.mark.parametrize("text,vulnerable,above", [
    ("2HX by S", False, 50), ("2HX by S", True, 50), ("2HXX by S", False, 100), ("2HXX by S", True, 100),
    ("6C by S", False, 500), ("6C by S", True, 750), ("7C by S", False, 1000), ("7C by S", True, 1500),
    ("6NTX by S", True, 750 + 50), ("7SXX by S", False, 1000 + 100),
])
def test_insult_and_slam_bonuses(text, vulnerable, above):
    score = score_contract(text, Contract.parse(text).tricks_needed, vulnerable)
    assert score.above == above


def test_no_slam_bonus_for_a_slam_made_but_not_bid():
    score = score_contract("4H by S", 12, True)
    assert (score.below, score.above) == (120, 60)
    assert not any("slam" in item.label.lower() for item in score.items)
    score = score_contract("6S by S", 13, False)  # a small slam bid, 13 tricks: no grand slam bonus
    assert score.above == 500 + 30


# The undertrick table: each cell is the value of one undertrick in its row.
UNDERTRICK_CELLS = [
    # (vulnerable, doubled, row's undertricks, value of each)
    (False, 0, [1], 50), (False, 0, [2, 3], 50), (False, 0, range(4, 14), 50),
    (False, 1, [1], 100), (False, 1, [2, 3], 200), (False, 1, range(4, 14), 300),
    (False, 2, [1], 200), (False, 2, [2, 3], 400), (False, 2, range(4, 14), 600),
    (True, 0, [1], 100), (True, 0, [2, 3], 100), (True, 0, range(4, 14), 100),
    (True, 1, [1], 200), (True, 1, [2, 3], 300), (True, 1, range(4, 14), 300),
    (True, 2, [1], 400), (True, 2, [2, 3], 600), (True, 2, range(4, 14), 600),
]


@pytest.mark.parametrize("vulnerable,doubled,row,value", UNDERTRICK_CELLS)
def test_every_cell_of_the_undertrick_table(vulnerable, doubled, row, value):
    contract = Contract(7, Strain.NT, doubled, Seat.E)
    for n in row:
        nth = score_contract(contract, 13 - n, vulnerable).defenders
        before = score_contract(contract, 14 - n, vulnerable).defenders if n > 1 else 0
        assert nth - before == value, n


@pytest.mark.parametrize("text,tricks,vulnerable,defenders", [
    ("4HX by S", 7, False, 500),             # RULES.md 7: 100 + 200 + 200
    ("4H by S", 7, False, 150), ("4H by S", 7, True, 300),
    ("3NTX by N", 4, False, 1100),           # 5 down: 100 + 200 + 200 + 300 + 300
    ("3NTX by N", 4, True, 1400),            # 200 + 300 × 4
    ("3NTXX by N", 4, False, 2200), ("3NTXX by N", 4, True, 2800),
    ("7NTXX by N", 0, True, 7600),           # 400 + 600 × 12: the largest penalty
    ("7NTXX by N", 0, False, 7000),          # 200 + 400 + 400 + 600 × 10
    ("7C by N", 0, False, 650), ("7C by N", 0, True, 1300),
])
def test_penalties(text, tricks, vulnerable, defenders):
    score = score_contract(text, tricks, vulnerable)
    assert (score.made, score.below, score.above, score.defenders) == (False, 0, 0, defenders)
    assert score.total(Contract.parse(text).declarer.side) == 0


def test_labels_explain_each_line():
    score = score_contract("1HX by S", 10, True)
    assert [(i.label, i.points, i.side, i.line) for i in score.items] == [
        ("1♥ doubled, made: 1 trick × 60", 60, Side.NS, "below"),
        ("3 overtricks doubled, vulnerable: 3 × 200", 600, Side.NS, "above"),
        ('Bonus for making a doubled contract (the "insult")', 50, Side.NS, "above"),
    ]
    score = score_contract("3NTX by W", 4, True)
    assert [(i.label, i.points, i.side) for i in score.items] == [
        ("1st undertrick doubled, vulnerable: 200", 200, Side.NS),
        ("2nd to 5th undertricks doubled, vulnerable: 4 × 300", 1200, Side.NS),
    ]
    score = score_contract("5CX by N", 4, False)
    assert [i.label for i in score.items] == [
        "1st undertrick doubled, not vulnerable: 100",
        "2nd and 3rd undertricks doubled, not vulnerable: 2 × 200",
        "4th to 7th undertricks doubled, not vulnerable: 4 × 300",
    ]
    assert [i.label for i in score_contract("2S by E", 6, False).items] == ["2 undertricks, not vulnerable: 2 × 50"]
    assert [i.label for i in score_contract("3NT by N", 9, False).items] == ["3NT made: first trick 40 + 2 tricks × 30"]
    assert [i.label for i in score_contract("7NT by N", 13, True).items] == [
        "7NT made: first trick 40 + 6 tricks × 30", "Grand slam bid and made, vulnerable",
    ]
    assert str(score_contract("4H by S", 11, False)) == (
        "4♥ by S, 11 tricks, not vulnerable: made with 1 overtrick\n"
        "N-S below   120  4♥ made: 4 tricks × 30\n"
        "N-S above    30  1 overtrick: 30"
    )


def test_contract_may_be_text_or_contract():
    assert score_contract("4HX by S", 10, False) == score_contract(Contract(4, Strain.H, 1, Seat.S), 10, False)
    assert isinstance(score_contract("4HX by S", 10, False), ContractScore)
    assert score_contract("4HX by S", 10, False).side is Side.NS


@pytest.mark.parametrize("tricks", [-1, 14, 100, True, 7.0, "7", None])
def test_impossible_tricks_are_refused(tricks):
    with pytest.raises(ScoringError, match="not a number of tricks"):
        score_contract("3NT by N", tricks, False)


@pytest.mark.parametrize("bad", ["8H by S", "0NT by S", "4HXXX by S", "4Z by S", ""])
def test_impossible_contract_text_is_refused(bad):
    with pytest.raises(ValueError, match="is not a contract"):
        score_contract(bad, 10, False)


def test_impossible_levels_and_doublings_are_refused():
    with pytest.raises(ValueError, match="8 is not a contract level"):
        Contract(8, Strain.H, 0, Seat.S)
    with pytest.raises(ValueError, match="must be 0"):
        Contract(4, Strain.H, 3, Seat.S)


def test_a_contract_without_declarer_or_a_bad_vulnerability_is_refused():
    with pytest.raises(ScoringError, match="no declarer"):
        score_contract("4H", 10, False)
    with pytest.raises(ScoringError, match="The vulnerability must be True or False"):
        score_contract("4H by S", 10, "yes")
    with pytest.raises(ScoringError):
        score_contract("4H by S", 10, 1)


def test_scoring_error_is_a_bridge_error():
    assert issubclass(ScoringError, BridgeError) and issubclass(ScoringError, ValueError)


# --- honours -----------------------------------------------------------------------------
@pytest.mark.parametrize("hand,strain,points", [
    ("AKQJT.432.432.32", "S", 150),
    ("AKQJ2.432.432.32", "S", 100),
    ("AKQT2.432.432.32", "S", 100),
    ("AKJT2.432.432.32", "S", 100),
    ("AQJT2.432.432.32", "S", 100),
    ("KQJT2.432.432.32", "S", 100),
    ("AKQ32.432.432.32", "S", 0),
    ("AKQJT.432.432.32", "H", 0),           # honours of a side suit do not count
    ("AKQJT.432.432.32", "NT", 0),
    ("A432.A32.A32.A32", "NT", 150),
    ("A432.A32.A32.432", "NT", 0),
    ("A432.A32.A32.A32", "C", 0),            # four aces count only at no-trump
    ("432.32.AKQJT98.2", "D", 150),
    ("432.32.2.AKJT987", "C", 100),
    ("432.AKQJ.32.5432", "H", 100),
    ("432.5432.32.AKQJ", "C", 100),
])
def test_honours_of_one_hand(hand, strain, points):
    assert honours(Hand.parse(hand), Strain.parse(strain)) == points
    assert honours(hand, strain) == points


def test_honours_validation():
    assert [check_honours(p, "S") for p in (0, 100, 150)] == [0, 100, 150]
    assert [check_honours(p, "NT") for p in (0, 150)] == [0, 150]
    for bad, strain in [(100, "NT"), (50, "H"), (200, "C"), (True, "H"), ("100", "H"), (-100, "S")]:
        with pytest.raises(ScoringError, match="not an honours score"):
            check_honours(bad, strain)
    with pytest.raises(ValueError):
        honours("not a hand", "S")


def test_honours_item():
    item = honours_item(150, Strain.NT, Side.EW, holder="West", declaring_side=Side.NS)
    assert item == ScoreItem("Honours: all four aces in West's hand (held by a defender)", 150, Side.EW, "above")
    item = honours_item(100, "S", Side.NS, declaring_side=Side.NS)
    assert item.label == "Honours: four trump honours in one hand (held by the declaring side)"
    assert honours_item(150, "D", Side.NS).label == "Honours: all five trump honours in one hand"
    with pytest.raises(ScoringError):
        honours_item(0, "D", Side.NS)


# --- ScoreItem -----------------------------------------------------------------------------
def test_score_item_is_an_immutable_checked_value():
    item = ScoreItem("1 overtrick: 30", 30, Side.NS, "above")
    with pytest.raises(AttributeError):
        item.points = 40  # type: ignore[misc]
    assert ScoreItem.from_dict(item.to_dict()) == item
    assert item.to_dict() == {"label": "1 overtrick: 30", "points": 30, "side": "NS", "line": "above"}
    assert str(item) == "N-S above    30  1 overtrick: 30"
    for args in [("", 30, Side.NS, "above"), ("x", -30, Side.NS, "above"), ("x", 30, "NS", "above"),
                 ("x", 30, Side.NS, "middle"), ("x", 3.0, Side.NS, "below"), ("x", True, Side.NS, "below")]:
        with pytest.raises(ValueError):
            ScoreItem(*args)


def test_notebook_display_escapes_the_labels():
    shown = score_contract("2HX by N", 8, False)._repr_html_()
    assert "bb-" in shown and "&quot;insult&quot;" in shown and '"insult"' not in shown


def test_honours_refuses_a_hand_of_more_than_thirteen_cards():
    # Hand() is any set of cards (lesson 1 builds the whole pack with it); a hand to score
    # honours in holds at most 13 (issue 11, item 8)
    from bridgelib import Card, Hand

    pack = Hand(Card.from_index(i) for i in range(52))
    with pytest.raises(ValueError, match="A hand holds at most 13 cards; this one has 52"):
        honours(pack, "S")
    assert honours(Hand.parse("AKQJT.432.32.432"), "S") == 150
