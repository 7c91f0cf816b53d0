"""Calls, contracts, auctions and plays: notation, undo, copies, saving, bad input."""

import copy
import json

import pytest

from bridgelib import (
    ALL_CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Bid,
    BridgeError,
    Call,
    Card,
    Contract,
    Deal,
    IllegalCall,
    IllegalPlay,
    Play,
    Seat,
    Strain,
)

DEAL = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")


@pytest.mark.parametrize("text,expected", [
    ("1C", Bid(1, Strain.C)), ("1♣", Bid(1, Strain.C)), ("1c", Bid(1, Strain.C)),
    ("1NT", Bid(1, Strain.NT)), ("1N", Bid(1, Strain.NT)), ("7nt", Bid(7, Strain.NT)),
    ("P", PASS), ("Pass", PASS), ("pass", PASS), ("X", DOUBLE), ("x", DOUBLE), ("XX", REDOUBLE),
])
def test_call_parse(text, expected):
    assert Call.parse(text) is expected


def test_every_call_round_trips():
    for call in ALL_CALLS:
        assert Call.parse(str(call)) is call
        assert Call.parse(call.pbn) is call
        assert eval(repr(call)) is call
        assert copy.deepcopy(call) is call


@pytest.mark.parametrize("bad", ["8C", "0NT", "1Z", "XXX", "", "Pas s"])
def test_bad_call_text_names_the_token(bad):
    with pytest.raises(ValueError) as err:
        Call.parse(bad)
    assert repr(bad) in str(err.value)


def test_contract_parse_and_round_trip():
    c = Contract.parse("4HX by S")
    assert (c.level, c.strain, c.doubled, c.declarer) == (4, Strain.H, 1, Seat.S)
    assert str(c) == "4♥X by S" and c.text == "4HX by S" and c.pbn == "4HX"
    assert c.tricks_needed == 10
    for text in ["3NT", "7NTXX by W", "1C", "6SX by N", "4♥X by S"]:
        contract = Contract.parse(text)
        assert Contract.parse(str(contract)) == contract
        assert Contract.parse(contract.text) == contract
        assert eval(repr(contract)) == contract
    assert Contract.parse("3NT").declarer is None


@pytest.mark.parametrize("bad", ["8H", "0NT", "4Z", "4HXXX", "4H by Q", "four hearts"])
def test_bad_contract_text_is_refused(bad):
    with pytest.raises(ValueError, match="is not a contract"):
        Contract.parse(bad)


def test_contract_fields_are_checked():
    with pytest.raises(ValueError, match="from 1 to 7"):
        Contract(8, Strain.H)
    with pytest.raises(ValueError, match="0 \\(undoubled\\), 1 \\(doubled\\) or 2"):
        Contract(4, Strain.H, 3)


def test_illegal_call_leaves_the_auction_unchanged():
    auction = Auction(Seat.N, "1H X")
    before = auction.to_dict()
    for bad in ("1C", "1H", "X", "XX"):
        if auction.is_legal(bad):
            continue
        with pytest.raises(IllegalCall):
            auction.call(bad)
        assert auction.to_dict() == before
    with pytest.raises(ValueError, match="'9H'"):
        auction.call("9H")
    assert auction.to_dict() == before


def test_auction_undo_steps_back_to_the_start():
    auction = Auction(Seat.E, "1S X XX 2C P P P")
    assert auction.is_over
    history = []
    while len(auction):
        history.append(auction.undo())
    assert [c.pbn for c in reversed(history)] == ["1S", "X", "XX", "2C", "Pass", "Pass", "Pass"]
    assert auction.turn is Seat.E and not auction.calls
    with pytest.raises(BridgeError, match="no call to undo"):
        auction.undo()


def test_auction_copy_is_independent_and_saves_to_json():
    auction = Auction(Seat.S, "1H P 2H")
    clone = auction.copy()
    clone.call("P")
    assert len(auction) == 3 and len(clone) == 4
    assert copy.deepcopy(auction) == auction
    data = json.loads(json.dumps(auction.to_dict()))
    assert Auction.from_dict(data) == auction
    assert repr(auction) == "Auction(Seat.S, '1H Pass 2H')"
    assert eval(repr(auction)) == auction
    assert str(auction) == "Dealer South: 1♥ Pass 2♥ — East to call"


def test_legal_calls_are_exactly_the_calls_that_are_legal():
    for text in ["", "1C", "1C X", "1C X XX", "7NT", "7NT X", "P P P", "1S P P"]:
        auction = Auction(Seat.N, text)
        legal = auction.legal_calls()
        assert legal == [c for c in ALL_CALLS if auction.is_legal(c)]
        for call in ALL_CALLS:
            assert (call in legal) == (auction.why_illegal(call) is None)


def test_a_play_needs_a_declarer_and_cards():
    with pytest.raises(ValueError, match="has no declarer"):
        Play(DEAL, Contract.parse("4H"))
    with pytest.raises(ValueError, match="nothing to play"):
        Play(Deal.parse("N:... ... ... ..."), Contract.parse("1NT by S"))


def test_play_illegal_cards_explain_and_change_nothing():
    play = Play(DEAL, Contract.parse("4H by S"), "C8 C2")
    before = play.to_dict()
    cases = {
        "C8": "♣8 has already been played.",
        "HA": "It is East's turn to play; ♥A is in West's hand.",
        "S9": "You must follow suit: you hold ♣A, ♣K and ♣Q.",
    }
    for text, message in cases.items():
        with pytest.raises(IllegalPlay) as err:
            play.play(text)
        assert str(err.value) == message
        assert play.to_dict() == before
    with pytest.raises(ValueError, match="'C1'"):
        play.play("C1")
    assert play.to_dict() == before


def test_play_undo_steps_back_across_tricks():
    play = Play(DEAL, Contract.parse("4H by S"))
    sequence = ["HA", "H9", "H5", "H2", "C8", "C2", "CQ", "C9"]
    for text in sequence:
        play.play(text)
    assert len(play.tricks) == 2 and play.turn is Seat.E
    undone = [play.undo() for _ in range(5)]
    assert undone == [Card.parse(t) for t in reversed(sequence[3:])]
    assert len(play.tricks) == 0 and play.turn is Seat.S
    assert Card.parse("H2") in play.hand(Seat.S)
    for _ in range(3):
        play.undo()
    assert play.turn is Seat.W and play.hand(Seat.W) == DEAL[Seat.W]
    with pytest.raises(BridgeError, match="no card to undo"):
        play.undo()


def test_play_copy_json_and_repr():
    play = Play(DEAL, Contract.parse("3NT by N"), "S9 S5 S2 SA")
    clone = play.copy()
    clone.play(clone.legal_cards()[0])
    assert len(play.played) == 4 and len(clone.played) == 5
    data = json.loads(json.dumps(play.to_dict()))
    assert Play.from_dict(data) == play
    assert eval(repr(play)) == play
    assert copy.deepcopy(play) == play
    assert "won by North" in str(play)


def test_trick_views():
    play = Play(DEAL, Contract.parse("4H by S"), "C8 C2 CK")
    trick = play.current_trick
    assert trick.leader is Seat.W and trick.suit_led.name == "C"
    assert trick.seats == (Seat.W, Seat.N, Seat.E)
    assert trick.leading_seat is Seat.E and trick.winner is None
    assert trick.card_of(Seat.N) == Card.parse("C2") and trick.card_of(Seat.S) is None
