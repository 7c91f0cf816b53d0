"""The questions of bidding after the opening: the coach's call (a response, a rebid) and
the points the two hands hold together opposite 1NT."""

import random

import pytest

from bridgelib import PASS, Auction, Bid, Call, Deal, Hand, HandSpec, Seat, Strain
from bridgelib.exercises import CoachCallQuestion, PointsTogetherQuestion, coach_call_question
from bridgelib.exercises.coach import PLANS, _stage_of, plan_for
from bridgelib.system import GAME_POINTS, GRAND_SLAM_POINTS, SLAM_POINTS, advise


@pytest.mark.parametrize("stage", ["response", "rebid"])
def test_the_generator_stops_where_it_says_with_the_other_side_silent(stage):
    asked = []
    for seed in range(60):
        q = coach_call_question(random.Random(seed), stage)
        auction = q.auction
        assert _stage_of(auction) == stage, seed
        bids = [(auction.seat_of(i), c) for i, c in enumerate(auction.calls) if c is not PASS]
        assert all(seat.side is q.seat.side for seat, _ in bids), seed       # uncontested
        opener = bids[0][0]
        assert opener is (q.seat.partner if stage == "response" else q.seat)
        assert q.answer == advise(auction, q.hand).call
        asked.append(q.answer)
    assert sum(call is PASS for call in asked) < len(asked) / 3                # passes only now and then
    assert len({str(call) for call in asked}) >= 8                             # many different answers


def test_the_four_choices_are_legal_distinct_and_hold_the_coach_call():
    for seed in range(60):
        q = coach_call_question(random.Random(seed))
        values = [value for _, value in q.answer_kind.options]
        assert len(values) == len(set(values)) == 4, seed
        assert q.answer in values
        assert all(q.auction.is_legal(call) for call in values)
        assert values[0] is PASS or q.answer is PASS or PASS not in values     # Pass first when offered
        assert [label for label, _ in q.answer_kind.options] == [str(v) for v in values]


def test_a_response_question_right_and_wrong():
    q = CoachCallQuestion(Auction(Seat.N, "1S Pass"), Hand.parse("K842.A5.Q932.K43"))
    assert q.seat is Seat.S and q.answer == Bid(3, Strain.S)
    right = q.check("3S")
    assert right.correct and "invitation to game" in right.explanation
    wrong = q.check(Bid(2, Strain.S))
    assert not wrong.correct
    assert wrong.explanation.startswith("2♠ is allowed — any legal call is — but the system suggests 3♠.")
    illegal = q.check("1H")
    assert not illegal.correct and "1♥ is illegal" in illegal.explanation
    bad = q.check("three spades")
    assert not bad.correct and bad.explanation.startswith("'three spades' is not a call")


def test_a_rebid_question_shows_the_auction_and_the_hand():
    q = CoachCallQuestion(Auction(Seat.S, "1H Pass 1S Pass"), Hand.parse("KQ74.AJ652.A4.J3"))
    assert q.answer == Bid(3, Strain.S)                                      # four-card support, medium
    auction_picture, hand_picture = q.figure.parts
    assert auction_picture.auction == q.auction and hand_picture.hand == q.hand
    assert "South" in q.prompt


def test_a_finished_auction_is_refused_with_a_sentence():
    q = CoachCallQuestion(Auction(Seat.N, "1S Pass Pass Pass"), Hand.parse("K842.A5.Q932.K43"))
    with pytest.raises(Exception, match="still open"):
        _ = q.prompt


@pytest.mark.parametrize(("fewest", "most", "plan"), [
    (GAME_POINTS - 3, GAME_POINTS - 1, "part-score"), (GAME_POINTS - 1, GAME_POINTS + 1, "invite game"),
    (GAME_POINTS, GAME_POINTS + 2, "game"), (SLAM_POINTS - 1, SLAM_POINTS + 1, "invite slam"),
    (SLAM_POINTS, SLAM_POINTS + 2, "small slam"), (GRAND_SLAM_POINTS - 1, GRAND_SLAM_POINTS + 1, "small slam"),
    (GRAND_SLAM_POINTS, GRAND_SLAM_POINTS + 2, "grand slam"),
])
def test_plan_for_bids_what_the_fewest_reach_and_invites_what_the_most_reach(fewest, most, plan):
    assert plan_for(fewest, most) == plan


_COACH_PLAN = {"Pass": "part-score", "2NT": "invite game", "3NT": "game", "4NT": "invite slam",
               "6NT": "small slam", "7NT": "grand slam"}


def test_points_together_agree_with_the_coach_over_1nt():
    """With a balanced hand and no five-card suit the coach's answer to 1NT is the plan."""
    seen = set()
    for points in range(25):
        deal = Deal.generate({Seat.S: HandSpec(hcp=(points, points), balanced=True,
                                               lengths=dict.fromkeys("SHDC", (0, 4)))}, seed=points)
        q = PointsTogetherQuestion(deal[Seat.S])
        fewest, most, plan = q.answer
        assert (fewest, most) == (points + 15, points + 17)
        coach = advise(Auction(Seat.N, "1NT Pass"), q.hand).call
        assert _COACH_PLAN[str(coach)] == plan, (points, str(coach))
        assert q.check(q.answer).correct
        assert str(coach) in q.explanation
        seen.add(plan)
    assert seen == {value for _, value in PLANS}


def test_points_together_wrong_and_bad_answers():
    q = PointsTogetherQuestion(Hand.parse("K74.Q85.J432.K63"))                # 9 points: 24-26
    assert q.answer == (24, 26, "invite game")
    assert not q.check((24, 26, "game")).correct
    assert not q.check((25, 26, "invite game")).correct
    assert "together 24-26" in q.check((25, 26, "invite game")).explanation
    incomplete = q.check((24, 26))
    assert not incomplete.correct and "plan is missing" in incomplete.explanation
    nonsense = q.check((24, 26, "maybe"))
    assert not nonsense.correct and nonsense.explanation.startswith("'maybe' is not a plan")


def test_the_stage_is_none_in_a_contested_auction():
    assert _stage_of(Auction(Seat.N, "1H 1S")) is None
    assert _stage_of(Auction(Seat.N, "1H Pass")) == "response"
    assert _stage_of(Auction(Seat.N, "Pass Pass 1H Pass")) == "response"
    assert _stage_of(Auction(Seat.N, "1H Pass 1S Pass")) == "rebid"
    assert _stage_of(Auction(Seat.N, "1H Pass 1S Pass 2H Pass")) is None
    assert isinstance(PASS, Call)
