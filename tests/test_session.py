"""The flow of a deal and of a rubber through bridgelib.session, without a browser and
without ipywidgets: phases, the robots up to the learner's turn, refusals that change
nothing, undo, saving and loading, and whole rubbers checked against the scoring rules."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from bridgelib import (
    Auction,
    BridgeError,
    Call,
    Card,
    Contract,
    Deal,
    IllegalCall,
    IllegalPlay,
    Play,
    Rubber,
    Seat,
    Side,
)
from bridgelib.robots import Robot, play_deal, robot_call, robot_card
from bridgelib.scoring import honours, score_contract
from bridgelib.session import DealSession, RubberSession


def test_the_session_needs_no_ipywidgets():
    code = ("import sys, bridgelib.session as s; from bridgelib import Deal; "
            "s.RubberSession(3, learner=()).play_to_end(); "
            "assert not [m for m in sys.modules if m.startswith(('ipywidgets', 'IPython', 'bridgelib.widgets'))]")
    subprocess.run([sys.executable, "-c", code], check=True)


# --- one deal ----------------------------------------------------------------------------
def test_robots_call_until_the_learners_turn_with_their_reasons():
    deal = Deal.random(7, dealer=Seat.E)
    session = DealSession(deal, Seat.S)
    assert session.phase == "auction" and session.turn is Seat.S
    auction = Auction(Seat.E)
    for move in session.moves:  # each robot's call is the robot's choice in that position
        expected = robot_call(auction, deal[move.seat])
        assert move.seat is auction.turn and move.action == expected.action and move.reason == expected.reason
        auction.call(move.action)
    assert session.auction == auction
    while session.phase == "auction":
        assert session.is_learner_turn()
        calls = len(session.auction)
        step = session.call("Pass")
        assert step.seat is Seat.S and step.comment  # the coach comments on every call
        robot_calls = [m for m in step.robots if isinstance(m.action, Call)]
        assert all(m.seat is not Seat.S for m in robot_calls)
        assert len(session.auction) == calls + 1 + len(robot_calls)
        cards = [m for m in step.robots if isinstance(m.action, Card)]
        assert all(m.seat not in session.learner_seats for m in cards)
        if cards:
            assert session.play.played[:len(cards)] == tuple(m.action for m in cards)
    assert session.phase in ("play", "over") and (session.is_over or session.is_learner_turn())


def test_phases_of_a_played_deal_and_its_score():
    deal = Deal.random(3)  # North opens 1H; after South's pass it is North's contract
    session = DealSession(deal, Seat.S)
    session.call("Pass")
    assert session.phase == "play" and str(session.contract) == "1♥ by N"
    assert session.learner_seats == {Seat.N, Seat.S}  # South chooses dummy's and declarer's cards
    assert session.play.played and session.turn in session.learner_seats  # East led
    while session.phase == "play":
        session.card(session.play.legal_cards()[0])
        assert session.is_over or session.is_learner_turn()
    assert session.phase == "over" and session.result == session.play.declarer_tricks
    assert session.score == score_contract(session.contract, session.result, False)
    assert session.made is (session.result >= 7)


QUICK = Robot(use_solver_from=12, check_contract_from=None)
"""The rubbers below test the session, not the robots' strength: a quicker robot (its
look-ahead in the last three tricks only) plays them."""


def _four_robots(deal):
    """The deal bid and played by four robots, step by step with the engine alone."""
    robot = Robot()
    auction = Auction(deal.dealer)
    while not auction.is_over:
        auction.call(robot.call(auction, deal[auction.turn]).action)
    if auction.contract is None:
        return auction, None
    play = Play(deal, auction.contract)
    while not play.is_over:
        play.play(robot.card(play, auction).action)
    return auction, play


def test_four_robots_play_the_same_deal_in_a_session_and_in_play_deal():
    for n in range(3):  # the default robot, whose look-ahead takes a while
        deal = Deal.random(n)
        auction, play = _four_robots(deal)
        session = DealSession(deal, learner=())
        assert session.is_over and session.auction == auction
        assert (session.play is None) == (play is None)
        if play is not None:
            assert session.play.played == play.played and session.result == play.declarer_tricks
        by_play_deal = play_deal(deal)
        assert by_play_deal[0] == auction and (by_play_deal[1] is None) == (play is None)
        if play is not None:
            assert by_play_deal[1].played == play.played


def test_illegal_actions_are_refused_and_change_nothing():
    deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    session = DealSession(deal, Seat.S, contract="4H by S")
    before = session.to_dict()
    with pytest.raises(IllegalPlay, match="It is dummy's turn"):
        session.card(next(iter(deal[Seat.S])))
    with pytest.raises(IllegalPlay, match="has already been played"):
        session.card(session.play.played[0])
    with pytest.raises(IllegalCall, match="The auction is over"):
        session.call("1NT")
    with pytest.raises(BridgeError, match="Finish the current trick"):
        session.claim(1)
    assert session.to_dict() == before
    bidding = DealSession(deal, list(Seat))  # every call the learner's
    bidding.call("2H")
    before = bidding.to_dict()
    with pytest.raises(IllegalCall, match="not higher than 2♥"):
        bidding.call("2C")
    with pytest.raises(IllegalPlay, match="The auction is not over"):
        bidding.card("SA")
    assert bidding.to_dict() == before


def test_a_defender_may_not_claim_and_a_claim_outside_the_tricks_left_is_refused():
    deal = Deal.random(4)
    defender = DealSession(deal, Seat.W, contract="2H by S")
    assert defender.why_claim_refused(1).startswith("Only declarer may claim")
    squeeze = Deal.parse("N:4.A2.A4. ...98765 AK.3.Q2. 3.KQ.K9.")
    session = DealSession(squeeze, Seat.S, play=Play(squeeze, "3NT by S", "S3 S4 C9 SK"))
    assert session.why_claim_refused(5) == "You can claim from 0 to 4 tricks: that is how many are left."
    with pytest.raises(BridgeError, match="Your plan cannot be used"):
        session.claim(4, "SA ZZ")
    assert session.claimed is None and not session.is_over
    outcome = session.claim(3)  # ♠A, ♥A and ♦A (the squeeze for a fourth needs a plan: Law 70)
    assert outcome.accepted and session.claimed == 3 and session.result == 1 + 3 and session.ended_by_claim
    assert session.undo() == "claim" and session.claimed is None and not session.is_over


def test_a_disputed_claim_is_played_out_and_undone_whole():
    squeeze = Deal.parse("N:4.A2.A4. ...98765 AK.3.Q2. 3.KQ.K9.")
    session = DealSession(squeeze, Seat.S, play=Play(squeeze, "3NT by S", "S3 S4 C9 SK"))
    before = session.play.played
    outcome = session.claim(4, "SA D4 H3 HA H2 DA DQ D2")
    assert not outcome.accepted and outcome.took == 3 and outcome.left == 4
    assert session.is_over and session.claimed is None and session.result == 4
    assert session.undo() == "claim" and session.play.played == before


def test_undo_goes_back_to_the_learners_previous_turn():
    deal = Deal.random(11)
    session = DealSession(deal, Seat.S)
    with pytest.raises(BridgeError, match="You have not made a call yet"):
        session.undo()
    start = session.auction.calls
    session.call("Pass")
    assert len(session.auction) > len(start) + 1 or session.is_over
    assert session.undo() == "call" and session.auction.calls == start and session.turn is Seat.S
    table = DealSession(Deal.random(4), Seat.S, contract="2H by S")
    with pytest.raises(BridgeError, match="You have not played a card yet"):
        table.undo()
    start = table.play.played
    first = table.play.legal_cards()[0]
    table.card(first)
    table.card(table.play.legal_cards()[0])
    table.undo()   # the second card, and the robots' cards between
    assert table.play.played[:len(start) + 1] == (*start, first) and table.is_learner_turn()
    table.undo()
    assert table.play.played == start


def test_advice_changes_nothing():
    session = DealSession(Deal.random(5), Seat.S)
    before = session.to_dict()
    advice = session.advice()
    assert advice.action == robot_call(session.auction, session.deal[Seat.S]).action and advice.reason
    assert session.to_dict() == before
    table = DealSession(Deal.random(21), Seat.W, contract="3NT by S")
    before = table.to_dict()
    assert table.advice().action == robot_card(table.play, None, use_solver_from=None).action
    assert table.to_dict() == before


def test_deal_session_saves_and_loads():
    deal = Deal.random(12)
    for learner in (Seat.S, [Seat.E, Seat.W], ()):
        session = DealSession(deal, learner)
        for _ in range(9):
            if session.is_over:
                break
            if session.phase == "auction":
                session.call(session.auction.legal_calls()[0])
            else:
                session.card(session.play.legal_cards()[-1])
        saved = session.to_json()
        again = DealSession.from_json(saved)
        assert again.to_dict() == session.to_dict() and again.phase == session.phase
        assert json.loads(saved)["learner"] == sorted(s.name for s in session.seats)
        pbn = DealSession.from_pbn(session.to_pbn(Event="Test"), learner=learner)
        assert pbn.auction == session.auction and pbn.phase == session.phase
        if session.play is not None:
            assert pbn.play.played == session.play.played


@pytest.mark.parametrize("change, reason", [
    ({"format": "bridgelib-rubber"}, "its 'format' must be 'bridgelib-deal-session'"),
    ({"version": 2}, "of version 2 cannot be read"),
    ({"learner": ["Q"]}, "in 'learner'"),
    ({"auction": {"dealer": "N", "calls": ["1H", "1C"]}}, "in 'auction'"),
    ({"cards": ["SA", "SA"], "contract": "3NT by S"}, "in 'cards'"),
    ({"contract": "3NT by S"}, "'contract' and 'cards' are saved together"),
    ({"claimed": "4"}, "'claimed' must be a whole number"),
    ({"extra": 1}, "'extra' is not one of its entries"),
])
def test_a_corrupt_deal_session_is_refused_with_a_reason(change, reason):
    data = DealSession(Deal.random(2), Seat.S).to_dict()
    data.update(change)
    with pytest.raises(ValueError, match="This is not a saved deal session") as err:
        DealSession.from_dict(data)
    assert reason in str(err.value)


# --- a rubber ----------------------------------------------------------------------------
def check_sheet(rubber: Rubber) -> None:
    """Every deal's entries are its score_contract items, the honours in its hands and the
    rubber bonus; the totals are their sums."""
    totals = {Side.NS: 0, Side.EW: 0}
    games = {Side.NS: 0, Side.EW: 0}
    below = {Side.NS: 0, Side.EW: 0}
    for rec in rubber.deals:
        if rec.passed_out:
            assert rec.items == ()
            continue
        side = rec.contract.declarer.side
        assert rec.vulnerable == frozenset(s for s in Side if games[s])
        score = score_contract(rec.contract, rec.tricks, games[side] > 0)
        assert rec.items[:len(score.items)] == score.items
        held = [(seat.side, honours(rec.deal[seat], rec.contract.strain)) for seat in Seat]
        held = [(s, p) for s, p in held if p]
        assert rec.honours == tuple(held)
        assert [i.points for i in rec.items[len(score.items):len(score.items) + len(held)]] == [p for _, p in held]
        bonus = rec.items[len(score.items) + len(held):]
        if score.made:
            below[side] += score.below
        if score.made and below[side] >= 100:
            games[side] += 1
            below = {Side.NS: 0, Side.EW: 0}
            if games[side] == 2:
                assert [i.points for i in bonus] == [700 if games[side.opponents] == 0 else 500]
        else:
            assert bonus == ()
        for item in rec.items:
            totals[item.side] += item.points
    assert rubber.totals() == totals
    assert rubber.is_over and max(games.values()) == 2 and rubber.winner is max(games, key=games.get)


def test_a_whole_rubber_played_by_robots_to_its_end():
    session = RubberSession(8, learner=(), robot=QUICK)
    rubber = session.play_to_end()
    assert session.phase == "over" and len(session.played) == len(rubber.deals)
    assert [rec.dealer for rec in rubber.deals] == [rubber.first_dealer.next(k) for k in range(len(rubber.deals))]
    for number, (rec, played) in enumerate(zip(rubber.deals, session.played, strict=True), 1):
        assert rec.deal == played.deal == session.deal_for(number)
        assert rec.tricks == played.result
    check_sheet(rubber)
    assert session.score == rubber.deals[-1].full_score
    with pytest.raises(BridgeError, match="The rubber is over"):
        session.next_deal()


def test_a_rubber_from_one_random_stream_is_the_lessons_loop():
    session = RubberSession(random.Random(31), learner=(), dealer=Seat.N, robot=QUICK)
    session.play_to_end()
    rng = random.Random(31)
    rubber = Rubber(dealer=Seat.N)
    while not rubber.is_over:
        deal = Deal.random(rng, dealer=rubber.dealer).replace(vulnerable=rubber.vulnerability)
        auction, play = play_deal(deal, QUICK)
        if play is None:
            rubber.record_passout()
        else:
            rubber.record(auction.contract, play.declarer_tricks, deal=deal)
    assert session.rubber == rubber
    check_sheet(session.rubber)


def test_a_learners_rubber_deal_by_deal():
    session = RubberSession(5, Seat.S)
    assert session.phase == "auction" and session.current.turn is Seat.S
    with pytest.raises(BridgeError, match="Finish this deal first"):
        session.next_deal()
    dealer = session.rubber.dealer
    while session.phase in ("auction", "play"):
        current = session.current
        if current.phase == "auction":
            current.call("Pass")
        else:
            current.card(current.play.legal_cards()[0])
    assert session.phase == "score" and session.rubber.deal_number == 2
    with pytest.raises(BridgeError, match="on the score sheet"):
        session.current.undo()
    with pytest.raises(BridgeError, match="stays on the sheet"):
        session.undo()
    session.next_deal()
    assert session.rubber.dealer is dealer.left and session.current.deal.dealer is dealer.left
    session.finish_deal()
    assert session.phase == "score"
    session.next_deal()
    items = session.settle()
    assert session.phase == "over" and session.current is None and session.rubber.is_settled
    assert sum(item.points for item in items) in (0, 100, 300, 400)


def test_rubber_session_saves_and_loads_at_every_step():
    session = RubberSession(2, Seat.E, robot=QUICK)
    for step in range(60):
        if session.phase == "over":
            break
        saved = session.to_json()
        again = RubberSession.from_json(saved, robot=QUICK)
        assert again.to_dict() == session.to_dict() and again.phase == session.phase
        if session.phase == "score":
            session.next_deal()
        elif step % 5 == 4:
            session.finish_deal()
        elif session.phase == "auction":
            session.current.call(session.current.auction.legal_calls()[0])
        else:
            session.current.card(session.current.play.legal_cards()[0])
    # a loaded session goes on exactly as the original does
    loaded = RubberSession.from_json(session.to_json(), robot=QUICK)
    session.play_to_end()
    loaded.play_to_end()
    assert loaded.rubber == session.rubber


def test_a_stream_rubber_saves_its_stream():
    session = RubberSession(random.Random(7), learner=(), robot=QUICK)
    loaded = RubberSession.from_json(session.to_json(), robot=QUICK)
    assert loaded.play_to_end() == session.play_to_end()


def test_a_rubber_tables_save_is_read():
    session = RubberSession(5, Seat.S)
    data = {"format": "bridgelib-rubber-table", "version": 1, "seed": 5, "seat": "S",
            "rubber": session.rubber.to_dict(), "phase": "auction",
            "auction": session.current.auction.to_dict(), "cards": None, "claimed": None}
    loaded = RubberSession.from_dict(data)
    assert loaded.current.to_dict() == session.current.to_dict() and loaded.phase == "auction"


@pytest.mark.parametrize("change, reason", [
    ({"seed": True}, "'seed' must be a whole number or a text"),
    ({"stream": [3, [1, 2], None], "seed": None}, "is not the saved state of a random.Random"),
    ({"rubber": {"format": "bridgelib-rubber", "version": 1, "dealer": "Z", "deals": []}}, "in 'rubber'"),
    ({"current": {"format": "bridgelib-deal-session"}}, "in 'current'"),
    ({"played": {}}, "'played' must be a list"),
    ({"learner": "S"}, "'learner' must be a list of texts"),
])
def test_a_corrupt_rubber_session_is_refused_with_a_reason(change, reason):
    data = RubberSession(5, Seat.S).to_dict()
    data.update(change)
    with pytest.raises(ValueError, match="This is not a saved rubber session") as err:
        RubberSession.from_dict(data)
    assert reason in str(err.value)


def test_a_custom_robot_plays_and_sessions_are_deterministic():
    technique = Robot(use_solver_from=None)
    a = RubberSession(4, learner=(), robot=technique)
    b = RubberSession(4, learner=(), robot=technique)
    assert a.play_to_end() == b.play_to_end()
    check_sheet(a.rubber)


def test_the_full_score_of_a_recorded_deal_has_the_honours():
    deal = Deal.generate({Seat.E: lambda hand: honours(hand, "NT") == 150}, seed=2, dealer=Seat.N)
    rubber = Rubber(dealer=Seat.N)
    rubber.record("1NT by N", 7, deal=deal)
    score = rubber.deals[-1].full_score
    assert score.items[:1] == score_contract("1NT by N", 7, False).items and score.result == "made exactly"
    assert score.total(Side.EW) == 150 and score.total(Side.NS) == 40
    rubber.record_passout()
    assert rubber.deals[-1].full_score is None
    assert Contract.parse("1NT by N") == score.contract
