"""The rubber: games, vulnerability, bonuses, settlement, the sheet, saving (RULES.md 6-7).

Every expected number is typed from RULES.md, never computed with the code under test.
"""

from __future__ import annotations

import copy
import json
import re

import pytest

from bridgelib.deal import Deal, Seat, Side
from bridgelib.errors import BridgeError
from bridgelib.rubber import THEY, WE, RecordedDeal, Rubber, ScoreSheet
from bridgelib.scoring import ScoreItem, ScoringError

NS, EW = Side.NS, Side.EW


def play(rubber: Rubber, *deals) -> Rubber:
    for deal in deals:
        if deal is None:
            rubber.record_passout()
        else:
            rubber.record(*deal)
    return rubber


def summary(items) -> list[tuple[int, Side, str]]:
    return [(i.points, i.side, i.line) for i in items]


# --- RULES.md 7 ----------------------------------------------------------------------------
def test_worked_example_950():
    rubber = Rubber(dealer=Seat.S)
    first = rubber.record("4H by S", 11)
    assert summary(first) == [(120, NS, "below"), (30, NS, "above")]
    assert rubber.games_won(NS) == 1 and rubber.vulnerable(NS) and not rubber.vulnerable(EW)
    assert rubber.part_score(NS) == 0 and not rubber.is_over
    second = rubber.record("3NT by N", 9)
    assert summary(second) == [(100, NS, "below"), (700, NS, "above")]
    assert rubber.is_over and rubber.winner is NS and rubber.leader is NS
    assert rubber.totals() == {NS: 950, EW: 0}
    assert rubber.net == 950


def test_worked_example_doubled_three_down_500():
    rubber = Rubber(dealer=Seat.S)
    items = rubber.record("4HX by S", 7)
    assert summary(items) == [(100, EW, "above"), (400, EW, "above")]
    assert rubber.totals() == {NS: 0, EW: 500}
    assert rubber.games_won(NS) == rubber.games_won(EW) == 0


# --- games and vulnerability ---------------------------------------------------------------
def test_a_rubber_going_to_a_third_game_gets_500():
    rubber = play(Rubber(), ("4S by N", 10), ("5D by E", 11))
    assert rubber.games_won(NS) == rubber.games_won(EW) == 1
    assert rubber.vulnerability == frozenset({NS, EW}) and not rubber.is_over
    assert rubber.game_number == 3
    last = rubber.record("3NT by S", 9)
    assert summary(last) == [(100, NS, "below"), (500, NS, "above")]
    assert last[-1].label == "Rubber bonus: two games to one"
    assert rubber.winner is NS and rubber.is_over
    assert rubber.totals() == {NS: 120 + 100 + 500, EW: 100}


def test_part_score_is_wiped_by_the_opponents_game():
    rubber = play(Rubber(), ("2H by N", 8))
    assert rubber.part_score(NS) == 60
    rubber.record("4S by E", 10)
    assert rubber.part_score(NS) == 0 and rubber.games_won(EW) == 1
    rubber.record("2H by N", 8)           # 60 + 60 would be game, but the first 60 is behind a line
    assert rubber.games_won(NS) == 0 and rubber.part_score(NS) == 60
    assert rubber.totals() == {NS: 120, EW: 120}   # the old part-score still counts in the total
    sheet = rubber.sheet
    assert [g.winner for g in sheet.games] == [EW, None]
    assert [e.points for e in sheet.games[0].below[NS]] == [60]
    assert [e.points for e in sheet.games[1].below[NS]] == [60]


def test_part_scores_add_up_to_game():
    rubber = play(Rubber(), ("2H by N", 8), ("1NT by E", 7), ("2C by S", 8))
    assert rubber.games_won(NS) == 1 and rubber.part_score(EW) == 0     # E-W's 40 stops counting
    assert rubber.deals[2].game_won_by is NS and rubber.deals[1].game_won_by is None


def test_only_contracted_tricks_count_toward_game():
    rubber = play(Rubber(), ("2H by N", 10))      # 60 below, 60 above: no game
    assert rubber.games_won(NS) == 0 and rubber.part_score(NS) == 60
    assert rubber.totals()[NS] == 120
    rubber = play(Rubber(), ("2HX by N", 8))      # doubled: 120 below is game
    assert rubber.games_won(NS) == 1 and rubber.totals()[NS] == 170


def test_vulnerability_changes_the_scores():
    rubber = play(Rubber(), ("3NT by N", 9))
    assert summary(rubber.record("4S by S", 9)) == [(100, EW, "above")]          # vulnerable: 100
    assert summary(rubber.record("4S by E", 9)) == [(50, NS, "above")]           # not vulnerable: 50
    assert summary(rubber.record("1CX by N", 9)) == [(40, NS, "below"), (400, NS, "above"), (50, NS, "above")]
    assert rubber.deals[1].vulnerable == frozenset({NS})


def test_failed_contract_writes_nothing_below():
    rubber = play(Rubber(), ("2H by N", 8), ("3NT by S", 8))
    assert rubber.part_score(NS) == 60 and rubber.totals() == {NS: 60, EW: 50}


def test_slam_in_a_rubber():
    rubber = play(Rubber(), ("6S by W", 12))
    assert rubber.totals() == {NS: 0, EW: 180 + 500} and rubber.games_won(EW) == 1
    rubber.record("7NTX by E", 13)
    assert rubber.winner is EW
    assert rubber.totals()[EW] == 680 + 440 + 50 + 1500 + 700


# --- honours ---------------------------------------------------------------------------------
def test_honours_claimed_by_the_defenders():
    rubber = Rubber()
    items = rubber.record("4S by N", 10, {EW: 100})
    assert summary(items) == [(120, NS, "below"), (100, EW, "above")]
    assert items[-1].label == "Honours: four trump honours in one hand (held by a defender)"
    assert rubber.totals() == {NS: 120, EW: 100} and rubber.games_won(NS) == 1


def test_honours_score_whatever_the_result():
    rubber = Rubber()
    items = rubber.record("4S by N", 7, {NS: 150})
    assert summary(items) == [(150, EW, "above"), (150, NS, "above")]
    items = rubber.record("3NT by E", 3, {"EW": 150})
    assert summary(items) == [(300, NS, "above"), (150, EW, "above")]
    assert rubber.deals[1].honours == ((EW, 150),)


def test_honours_of_zero_write_nothing():
    rubber = Rubber()
    assert summary(rubber.record("2S by N", 8, {NS: 0, EW: 0})) == [(60, NS, "below")]
    assert rubber.deals[0].honours == ()


# A deal in which West holds all four aces and North the ♠KQJ10 (four spade honours).
ACES_DEAL = Deal.parse("N:KQJT.KQJ.KQJ.KQJ 9876.T98.T98.T98 5432.765.765.765 A.A432.A432.A432")


def test_honours_from_the_hands_for_either_side():
    rubber = Rubber()
    items = rubber.record("3NT by N", 9, deal=ACES_DEAL)
    assert summary(items) == [(100, NS, "below"), (150, EW, "above")]
    assert items[-1].label == "Honours: all four aces in West's hand (held by a defender)"
    items = rubber.record("4S by E", 6, deal=ACES_DEAL)
    assert summary(items) == [(200, NS, "above"), (100, NS, "above")]
    assert items[-1].label == "Honours: four trump honours in North's hand (held by a defender)"
    items = rubber.record("2H by S", 8, deal=ACES_DEAL)   # ♥AKQJ split between W and N: nothing
    assert summary(items) == [(60, NS, "below")]


def test_honours_are_never_combined_across_partners():
    # North holds ♠AKQ and South ♠J10: all five spade honours on one side, but not in one hand.
    deal = Deal.parse("N:AKQ2.432.432.432 7653.765.765.765 JT98.AKQ.AKQ.AKQ 4.JT98.JT98.JT98")
    assert summary(Rubber().record("2S by N", 8, deal=deal)) == [(60, NS, "below")]
    assert summary(Rubber().record("2S by N", 8, {NS: 0})) == [(60, NS, "below")]


def test_honours_need_the_full_hands():
    short = Deal.parse("N:AKQJ... T987... 6543... 2.A32..")
    with pytest.raises(ScoringError, match="full hands"):
        Rubber().record("2S by N", 8, deal=short)
    with pytest.raises(ValueError, match="not a deal"):
        Rubber().record("2S by N", 8, deal="N:AKQJ... T987... 6543... 2.A32..")


@pytest.mark.parametrize("claims,message", [
    ({NS: 100}, "not an honours score at no-trump"),     # at 3NT only 150 exists
    ({EW: 50}, "not an honours score at no-trump"),
    ({NS: 150, EW: 150}, "Both sides cannot hold honours"),
    ({"XY": 150}, "not a side"),
    ([150], "must map a side"),
])
def test_impossible_honours_are_refused(claims, message):
    rubber = play(Rubber(), ("2H by N", 8))
    before = rubber.copy()
    with pytest.raises(ValueError, match=message):
        rubber.record("3NT by N", 9, claims)
    assert rubber == before and rubber.to_json() == before.to_json()


def test_honours_in_a_suit_contract_are_checked_too():
    rubber = Rubber()
    for bad in (50, 200, 120):
        with pytest.raises(ScoringError, match="four trump honours in one hand score 100, all five 150"):
            rubber.record("4H by S", 10, {NS: bad})
    with pytest.raises(ScoringError, match="Both sides"):
        rubber.record("4H by S", 10, {NS: 100, EW: 100})
    with pytest.raises(ScoringError, match="not both"):
        rubber.record("4H by S", 10, {NS: 100}, deal=ACES_DEAL)
    assert rubber.deals == () and rubber.dealer is Seat.N


# --- bad input leaves everything as it was ----------------------------------------------------
@pytest.mark.parametrize("contract,tricks", [
    ("4H by S", 14), ("4H by S", -1), ("4H by S", True), ("8H by S", 10), ("4H", 10),
    ("4HXXX by S", 10), (None, 10), ("", 10),
])
def test_bad_deals_are_refused_and_nothing_is_recorded(contract, tricks):
    rubber = play(Rubber(Seat.W), ("2H by N", 8), None)
    before = rubber.copy()
    with pytest.raises(ValueError):
        rubber.record(contract, tricks)
    assert rubber == before and rubber.dealer is Seat.E and rubber.totals() == {NS: 60, EW: 0}


def test_nothing_can_be_recorded_after_the_rubber_is_over():
    rubber = play(Rubber(), ("3NT by N", 9), ("3NT by N", 9))
    before = rubber.copy()
    with pytest.raises(ScoringError, match="The rubber is over: North-South won two games"):
        rubber.record("1C by E", 7)
    with pytest.raises(ScoringError, match="rubber is over"):
        rubber.record_passout()
    with pytest.raises(ScoringError, match="nothing to settle"):
        rubber.settle()
    assert rubber == before


def test_nothing_can_be_recorded_after_settling():
    rubber = play(Rubber(), ("3NT by N", 9))
    rubber.settle()
    before = rubber.copy()
    with pytest.raises(ScoringError, match="settled"):
        rubber.record("1C by E", 7)
    with pytest.raises(ScoringError, match="settled"):
        rubber.record_passout()
    with pytest.raises(ScoringError, match="already been settled"):
        rubber.settle()
    assert rubber == before and rubber.is_over and rubber.is_settled and rubber.winner is None


def test_errors_are_bridge_errors():
    with pytest.raises(BridgeError):
        Rubber().record("3NT by N", 14)


# --- the unfinished rubber (RULES.md 6, Law 80) ----------------------------------------------
UNFINISHED = [
    # (deals played, settlement as (points, side), totals after settling)
    ([], [], {NS: 0, EW: 0}),
    ([("2H by N", 8)], [(100, NS)], {NS: 160, EW: 0}),
    ([("2H by N", 8), ("1NT by W", 7)], [], {NS: 60, EW: 40}),
    ([("4H by N", 10)], [(300, NS)], {NS: 420, EW: 0}),
    ([("4H by N", 10), ("2C by S", 8)], [(300, NS), (100, NS)], {NS: 560, EW: 0}),
    ([("4H by N", 10), ("2C by W", 8)], [(300, NS), (100, EW)], {NS: 420, EW: 140}),
    ([("4H by N", 10), ("2C by S", 8), ("2C by W", 8)], [(300, NS)], {NS: 460, EW: 40}),
    ([("3NT by E", 9)], [(300, EW)], {NS: 0, EW: 400}),
    ([("4H by N", 10), ("3NT by E", 9)], [], {NS: 120, EW: 100}),
    ([("4H by N", 10), ("3NT by E", 9), ("2S by W", 8)], [(100, EW)], {NS: 120, EW: 260}),
    ([("4H by N", 10), ("3NT by E", 9), ("2S by W", 8), ("2D by N", 8)], [], {NS: 160, EW: 160}),
    # a part-score behind a line is not in the unfinished game: only the 300
    ([("2H by N", 8), ("3NT by E", 9)], [(300, EW)], {NS: 60, EW: 400}),
    # undertricks are not part-scores
    ([("4H by N", 10), ("2C by W", 7)], [(300, NS)], {NS: 470, EW: 0}),
]


@pytest.mark.parametrize("deals,settlement,totals", UNFINISHED)
def test_every_unfinished_rubber_case(deals, settlement, totals):
    rubber = play(Rubber(), *deals)
    items = rubber.settle()
    assert [(i.points, i.side) for i in items] == settlement
    assert all(i.line == "above" for i in items)
    assert rubber.totals() == totals
    assert rubber.is_over and rubber.is_settled and rubber.winner is None
    assert rubber.settlement == items
    sheet = rubber.sheet
    written = [(e.points, e.side) for s in (NS, EW) for e in sheet.above[s] if e.deal is None]
    assert sorted(written, key=str) == sorted(settlement, key=str)


def test_settlement_labels():
    rubber = play(Rubber(), ("4H by N", 10), ("2C by W", 8))
    assert [i.label for i in rubber.settle()] == [
        "Unfinished rubber: bonus for the only game completed",
        "Unfinished rubber: bonus for the only part-score in the unfinished game",
    ]


# --- the two winners ----------------------------------------------------------------------------
def test_the_two_game_winner_can_have_the_smaller_total():
    rubber = Rubber()
    rubber.record("7NTXX by S", 0)            # 200 + 400 + 400 + 600 × 10 = 7000 to E-W
    rubber.record("3NT by N", 9)
    rubber.record("3NT by N", 9)
    assert rubber.winner is NS
    assert rubber.totals() == {NS: 100 + 100 + 700, EW: 7000}
    assert rubber.leader is EW and rubber.net == -6100
    text = str(rubber)
    assert "WE (N-S) won the rubber two games to none." in text
    assert "THEY (E-W) are ahead by 6100." in text
    assert "WE won the rubber (two games), but THEY have the larger total" in text


def test_equal_totals_are_a_draw():
    rubber = play(Rubber(), ("2S by N", 8), ("2S by E", 8))
    assert rubber.leader is None and rubber.net == 0
    assert "The totals are equal: a draw." in str(rubber)


# --- passed-out deals and the dealer ------------------------------------------------------------
def test_passed_out_deals_move_the_dealer():
    rubber = Rubber(dealer=Seat.E)
    assert rubber.dealer is Seat.E
    assert rubber.record_passout() == ()
    assert rubber.dealer is Seat.S and rubber.totals() == {NS: 0, EW: 0}
    rubber.record("1NT by S", 7)
    assert rubber.dealer is Seat.W
    rubber.record_passout()
    rubber.record_passout()
    assert rubber.dealer is Seat.E and rubber.deal_number == 5
    assert [(d.number, d.dealer, d.passed_out) for d in rubber.deals] == [
        (1, Seat.E, True), (2, Seat.S, False), (3, Seat.W, True), (4, Seat.N, True),
    ]
    assert rubber.part_score(NS) == 40
    assert "Passed out: no score" in rubber.explain()


def test_dealer_may_be_given_as_text_and_is_checked():
    assert Rubber("w").dealer is Seat.W
    with pytest.raises(ValueError):
        Rubber("Q")


# --- undo and copy ---------------------------------------------------------------------------------
def test_undo_takes_back_one_deal_at_a_time():
    rubber = play(Rubber(), ("2H by N", 8))
    snapshot = rubber.copy()
    rubber.record("4S by E", 10)
    assert rubber.part_score(NS) == 0 and rubber.vulnerable(EW)
    undone = rubber.undo()
    assert isinstance(undone, RecordedDeal) and undone.contract.text == "4S by E" and undone.tricks == 10
    assert rubber == snapshot
    assert rubber.part_score(NS) == 60 and not rubber.vulnerable(EW) and rubber.dealer is Seat.E
    rubber.undo()
    assert rubber == Rubber()
    with pytest.raises(ScoringError, match="nothing to undo"):
        rubber.undo()


def test_undo_reopens_a_finished_or_settled_rubber():
    rubber = play(Rubber(), ("3NT by N", 9), ("3NT by N", 9))
    rubber.undo()
    assert not rubber.is_over and rubber.totals() == {NS: 100, EW: 0}
    rubber.settle()
    assert rubber.totals() == {NS: 400, EW: 0}
    assert rubber.undo() is None
    assert not rubber.is_settled and rubber.totals() == {NS: 100, EW: 0}
    rubber.record("3NT by N", 9)
    assert rubber.winner is NS


def test_copies_are_independent():
    rubber = play(Rubber(), ("2H by N", 8))
    for other in (rubber.copy(), copy.copy(rubber), copy.deepcopy(rubber)):
        assert other == rubber
        other.record("4S by E", 10)
        assert other != rubber and rubber.part_score(NS) == 60 and len(rubber.deals) == 1


# --- JSON ----------------------------------------------------------------------------------------------
ROUND_TRIPS = [
    [],
    [("2H by N", 8), None, ("4SX by E", 7, {EW: 100})],
    [("4H by S", 11), ("3NT by N", 9)],
    [("3NT by N", 9, None, ACES_DEAL), None, ("2C by W", 8)],
    [("4H by N", 10), "settle"],
    [("7NTXX by S", 0), ("3NT by N", 9), ("3NT by N", 9)],
]


@pytest.mark.parametrize("deals", ROUND_TRIPS)
def test_json_round_trip(deals):
    rubber = Rubber(dealer=Seat.W)
    for deal in deals:
        if deal is None:
            rubber.record_passout()
        elif deal == "settle":
            rubber.settle()
        elif len(deal) == 4:
            rubber.record(deal[0], deal[1], deal[2], deal=deal[3])
        else:
            rubber.record(*deal)
    text = rubber.to_json()
    loaded = Rubber.from_json(text)
    assert loaded == rubber
    assert loaded.to_json() == text
    assert Rubber.from_json(json.loads(text)) == rubber
    assert loaded.totals() == rubber.totals() and loaded.dealer is rubber.dealer
    assert str(loaded) == str(rubber) and loaded.explain() == rubber.explain()
    assert Rubber.from_json(rubber.to_json(indent=2)) == rubber


def test_json_keeps_a_rubber_in_progress_usable():
    rubber = play(Rubber(), ("2H by N", 8), ("3NT by E", 9))
    loaded = Rubber.from_json(rubber.to_json())
    loaded.record("4S by N", 10)
    rubber.record("4S by N", 10)
    assert loaded == rubber and loaded.games_won(NS) == 1


def test_broken_or_tampered_json_is_refused():
    with pytest.raises(ValueError, match="JSON text is broken"):
        Rubber.from_json("{not json")
    with pytest.raises(ValueError, match="not a saved rubber"):
        Rubber.from_json('{"dealer": "N"}')
    good = json.loads(play(Rubber(), ("2H by N", 8)).to_json())
    good["deals"][0]["tricks"] = 14
    with pytest.raises(ValueError, match="Deal 1 of the saved rubber: 14 is not a number of tricks"):
        Rubber.from_json(good)
    good["deals"][0] = {"tricks": 8}
    with pytest.raises(ValueError, match="Deal 1 of the saved rubber: it has no 'contract' entry."):
        Rubber.from_json(good)
    good["deals"][0] = {"contract": "3NT by N", "tricks": 9, "honours": {"NS": 100}}
    with pytest.raises(ValueError, match="not an honours score at no-trump"):
        Rubber.from_json(good)


# --- the sheet ------------------------------------------------------------------------------------------
def test_sheet_as_data():
    rubber = play(Rubber(), ("2H by N", 9), ("3NT by E", 9, {EW: 150}), ("4HX by S", 9), ("1NT by N", 7))
    sheet = rubber.sheet
    assert isinstance(sheet, ScoreSheet)
    assert sheet.WE is WE is NS and sheet.THEY is THEY is EW
    assert [(e.deal, e.points) for e in sheet.above[NS]] == [(1, 30)]
    assert [(e.deal, e.points) for e in sheet.above[EW]] == [(2, 150), (3, 100)]
    assert len(sheet.games) == 2
    first, second = sheet.games
    assert first.winner is EW and first.line_drawn
    assert [(e.deal, e.points, e.game) for e in first.below[NS]] == [(1, 60, 1)]
    assert [(e.deal, e.points, e.game) for e in first.below[EW]] == [(2, 100, 1)]
    assert second.winner is None and not second.line_drawn
    assert [(e.deal, e.points) for e in second.below[NS]] == [(4, 40)]
    assert second.points(NS) == 40 and second.points(EW) == 0
    assert dict(sheet.totals) == {NS: 130, EW: 350} and dict(sheet.games_won) == {NS: 0, EW: 1}
    assert sheet.winner is None and sheet.leader is EW and not sheet.is_over and not sheet.settled
    assert sheet.above[NS][0].item == ScoreItem("1 overtrick: 30", 30, NS, "above")
    data = sheet.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["games"][0]["winner"] == "EW" and data["games"][0]["line_drawn"] is True
    assert data["above"]["EW"][1] == {
        "deal": 3, "label": "1 undertrick doubled, not vulnerable: 100", "points": 100, "side": "EW",
        "line": "above", "game": None,
    }


def test_sheet_after_the_rubber_has_no_open_game():
    rubber = play(Rubber(), ("4H by S", 11), ("3NT by N", 9))
    sheet = rubber.sheet
    assert [(g.number, g.winner) for g in sheet.games] == [(1, NS), (2, NS)]
    assert [e.points for e in sheet.above[NS]] == [30, 700] and sheet.is_over


def test_plain_text_sheet():
    rubber = play(Rubber(Seat.S), ("4H by S", 11), ("2S by E", 8), ("3NT by N", 9))
    assert str(rubber) == "\n".join([
        "Rubber score sheet: WE = North-South, THEY = East-West",
        "               WE             |            THEY",
        "  ----------------------------+----------------------------",
        "         700 (deal 3)         |",
        "          30 (deal 1)         |",
        "  ============================+============================",
        "         120 (deal 1)         |",
        "  ----------------------------+---------------------------- game 1: WE",
        "         100 (deal 3)         |        60 (deal 2)",
        "  ----------------------------+---------------------------- game 2: WE",
        "    Total  950                |  Total  60",
        "Games won: WE 2, THEY 0. WE (N-S) won the rubber two games to none.",
        "WE (N-S) are ahead by 890.",
    ])


def test_plain_text_sheet_of_a_settled_rubber():
    rubber = play(Rubber(), ("4H by N", 10), ("2C by W", 8))
    rubber.settle()
    text = str(rubber)
    assert "       300 (unfinished)" in text and "       100 (unfinished)" in text
    assert "The rubber was stopped unfinished and settled." in text
    assert "game 1: WE" in text and "game 2" not in text


def test_explain_lists_every_deal():
    rubber = play(Rubber(), ("4HX by S", 7), ("3NT by E", 9))
    assert rubber.explain().splitlines() == [
        "Deal 1: dealer North, neither side vulnerable",
        "  4♥X by S, 7 tricks: 3 down",
        "  E-W above   100  1st undertrick doubled, not vulnerable: 100",
        "  E-W above   400  2nd and 3rd undertricks doubled, not vulnerable: 2 × 200",
        "Deal 2: dealer East, neither side vulnerable",
        "  3NT by E, 9 tricks: made exactly",
        "  E-W below   100  3NT made: first trick 40 + 2 tricks × 30",
        "  Game 1 to E-W: a line is drawn under both sides' scores below the line.",
        "Totals: N-S 0, E-W 600. Games won: N-S 0, E-W 1. The rubber is in progress.",
    ]


def test_items_in_order_and_repr():
    rubber = play(Rubber(), ("2H by N", 9))
    assert [i.points for i in rubber.items] == [60, 30]
    assert repr(rubber) == "<Rubber: 1 deal, games N-S 0 E-W 0, totals N-S 90 E-W 0, dealer E>"


def test_notebook_display_is_the_drawn_sheet():
    rubber = play(Rubber(), ("4H by S", 11))
    shown = rubber._repr_html_()
    assert 'class="bb-box bb-rubber"' in shown
    headings = {side: re.sub(r"<[^>]+>", "", text)
                for side, text in re.findall(r'class="bb-head"[^>]*data-side="(NS|EW)">(.*?)</td>', shown)}
    assert headings == {"NS": "WE (N-S)Vulnerable", "EW": "THEY (E-W)"}
    assert ">120<" in shown and ">30<" in shown and "Vulnerable" in shown


def test_a_recorded_deal_has_its_whole_itemised_score_honours_included():
    """RecordedDeal.full_score is the contract's score with every entry the deal wrote:
    honours to either side and the rubber bonus, in its items and in its totals."""
    rubber = Rubber()
    rubber.record("3NT by S", 9)
    rubber.record("4HX by N", 9, {Side.EW: 100})       # 1 down doubled, vulnerable; E-W hold four honours
    rubber.record("4S by S", 10, {Side.NS: 150})       # game and rubber, five honours
    down, last = rubber.deals[1], rubber.deals[2]
    assert down.full_score.items == down.items
    assert down.full_score.defenders == down.score.defenders + 100 == 300
    assert down.full_score.total(Side.EW) == down.points(Side.EW) == 300
    assert last.full_score.above == last.score.above + 150 + 700
    assert last.full_score.total(Side.NS) == last.points(Side.NS) == 120 + 150 + 700
    assert str(last.full_score).count("\n") == len(last.items)
    passed = Rubber()
    passed.record_passout()
    assert passed.deals[0].full_score is None
