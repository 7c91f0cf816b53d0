"""One test (or a few) for each rule of RULES.md sections 1-3, named after the rule."""

import pytest

from bridgelib import (
    ALL_CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    IllegalCall,
    IllegalPlay,
    Play,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    Trick,
)

# A fixed full deal used by the play tests (North dealer).
#   North ♠AKQ ♥JT9 ♦8765 ♣432     East ♠JT9 ♥8765 ♦432 ♣AKQ
#   South ♠8765 ♥432 ♦AKQ ♣JT9     West ♠432 ♥AKQ ♦JT9 ♣8765
DEAL = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# --- 1. Cards and the deal -------------------------------------------------------------

def test_rule_1_pack_of_52_cards_without_jokers():
    deal = Deal.random(1)
    everything = [c for seat in Seat for c in deal[seat]]
    assert len(everything) == 52
    assert len(set(everything)) == 52
    assert {(c.suit, c.rank) for c in everything} == {(s, r) for s in Suit for r in Rank}


def test_rule_1_rank_order_ace_high_down_to_two():
    order = [Card.parse(f"S{r}") for r in "AKQJT98765432"]
    assert order == sorted(order, reverse=True)
    assert [str(c.rank) for c in order] == ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


def test_rule_1_suits_are_equal_in_play_except_trumps():
    # At no-trump a spade does not beat the heart led: spades do not outrank hearts in play.
    t = Trick(Seat.N, cards("H2 SA S2 H3"), Strain.NT)
    assert t.winner is Seat.W
    # With clubs as trumps the lowest club beats every other suit.
    t = Trick(Seat.N, cards("HA SA C2 HK"), Strain.C)
    assert t.winner is Seat.S


def test_rule_1_auction_order_clubs_diamonds_hearts_spades_notrump():
    assert Strain.C < Strain.D < Strain.H < Strain.S < Strain.NT
    assert Bid(1, "C") < Bid(1, "D") < Bid(1, "H") < Bid(1, "S") < Bid(1, "NT") < Bid(2, "C")


def test_rule_1_seats_and_partnerships():
    assert Seat.N.partner is Seat.S and Seat.E.partner is Seat.W
    assert Seat.N.side is Seat.S.side is Side.NS
    assert Seat.E.side is Seat.W.side is Side.EW
    assert Side.NS.opponents is Side.EW


def test_rule_1_left_is_clockwise_next_seat():
    assert [Seat.N.left, Seat.E.left, Seat.S.left, Seat.W.left] == [Seat.E, Seat.S, Seat.W, Seat.N]
    assert all(s.left.right is s for s in Seat)


def test_rule_1_thirteen_cards_each():
    for seed in range(20):
        deal = Deal.random(seed)
        assert [len(deal[s]) for s in Seat] == [13, 13, 13, 13]


def test_rule_1_random_deal_and_dealer_come_from_the_seed():
    assert Deal.random(42, dealer=Seat.W) == Deal.random(42, dealer=Seat.W)
    assert Deal.random(42).dealer is Seat.N
    assert Deal.random(42, dealer=Seat.W).dealer is Seat.W
    assert Deal.random(42) != Deal.random(43)


def test_rule_1_the_deal_passes_to_the_left_even_after_a_passed_out_deal():
    auction = Auction(Seat.E, "P P P P")
    assert auction.is_passed_out and auction.contract is None
    # The next dealer is the seat on this dealer's left whatever happened in the auction.
    assert auction.dealer.left is Seat.S


# --- 2. The auction --------------------------------------------------------------------

def test_rule_2_dealer_calls_first_then_clockwise():
    auction = Auction(Seat.W)
    seen = []
    for text in ["1C", "P", "1H", "P", "2H"]:
        seen.append(auction.turn)
        auction.call(text)
    assert seen == [Seat.W, Seat.N, Seat.E, Seat.S, Seat.W]


def test_rule_2_a_call_is_a_bid_pass_double_or_redouble():
    assert len(ALL_CALLS) == 38
    assert ALL_CALLS[:3] == (PASS, DOUBLE, REDOUBLE)
    assert all(c.is_bid for c in ALL_CALLS[3:])


def test_rule_2_a_bid_is_a_level_from_1_to_7_and_a_strain():
    assert Bid(4, Strain.H).tricks == 10
    assert Bid(7, Strain.NT).tricks == 13
    for bad in (0, 8, -1):
        with pytest.raises(ValueError):
            Bid(bad, Strain.C)
    with pytest.raises(ValueError, match="8NT"):
        Call.parse("8NT")


def test_rule_2_a_bid_must_be_higher_than_the_previous_bid():
    auction = Auction(Seat.N, "2H")
    with pytest.raises(IllegalCall) as err:
        auction.call("2C")
    assert str(err.value) == "2♣ is not higher than 2♥: bid 2♠, 2NT or any bid at the 3 level or higher."
    with pytest.raises(IllegalCall, match="2♥ is not higher than 2♥"):
        auction.call("2H")
    auction.call("2S")  # same level, higher strain
    auction.call("3C")  # higher level, lower strain
    assert [str(c) for c in auction.calls] == ["2♥", "2♠", "3♣"]


def test_rule_2_nothing_can_be_bid_over_7nt():
    auction = Auction(Seat.N, "7NT")
    with pytest.raises(IllegalCall, match="7NT is the highest bid"):
        auction.call("7S")
    assert [str(c) for c in auction.legal_calls()] == ["Pass", "X"]


def test_rule_2_a_player_who_passed_may_bid_later():
    auction = Auction(Seat.N, "P 1C P")
    auction.call("1H")   # West
    auction.call("1NT")  # North passed before and bids now
    assert auction.calls[-1] == Bid(1, Strain.NT)


def test_rule_2_double_only_an_opponents_last_bid():
    auction = Auction(Seat.N, "1H P")
    with pytest.raises(IllegalCall) as err:
        auction.call("X")  # South doubles partner's 1H
    assert str(err.value) == "You cannot double your partner's bid."
    assert Auction(Seat.N, "1H").is_legal("X")  # East doubles an opponent


def test_rule_2_double_only_when_only_passes_followed_the_bid():
    assert Auction(Seat.N, "1H P P").is_legal("X")  # West, in the pass-out seat
    auction = Auction(Seat.N, "1H X P")
    with pytest.raises(IllegalCall, match="already doubled"):
        auction.call("X")  # West: the bid is already doubled


def test_rule_2_no_double_without_a_bid():
    with pytest.raises(IllegalCall, match="no bid to double"):
        Auction(Seat.N).call("X")
    with pytest.raises(IllegalCall, match="no doubled bid to redouble"):
        Auction(Seat.N, "P").call("XX")


def test_rule_2_redouble_only_an_opponents_double():
    auction = Auction(Seat.N, "1H X")
    assert auction.is_legal("XX")  # South redoubles East's double
    auction = Auction(Seat.N, "1H X P")
    with pytest.raises(IllegalCall) as err:
        auction.call("XX")  # West redoubles partner's double
    assert str(err.value) == "You cannot redouble your partner's double."
    assert Auction(Seat.N, "1H X P P").is_legal("XX")  # North, after two passes
    with pytest.raises(IllegalCall, match="only redouble after an opponent doubles"):
        Auction(Seat.N, "1H P").call("XX")


def test_rule_2_redouble_only_once():
    auction = Auction(Seat.N, "1H X XX")
    for call in ("X", "XX"):
        with pytest.raises(IllegalCall, match="already redoubled"):
            auction.call(call)


def test_rule_2_a_new_bid_cancels_double_and_redouble():
    auction = Auction(Seat.N, "1H X XX 2C")
    assert auction.doubled == 0
    assert auction.is_legal("X")  # 2C (West's) may be doubled by North
    auction = Auction(Seat.N, "1H X XX 2C P P P")
    assert auction.contract == Contract(2, Strain.C, 0, Seat.W)


def test_rule_2_three_passes_end_the_auction():
    auction = Auction(Seat.N, "1C P P")
    assert not auction.is_over
    auction.call("P")
    assert auction.is_over and auction.turn is None
    with pytest.raises(IllegalCall, match="The auction is over"):
        auction.call("P")
    # three passes after a double or redouble end it too
    assert Auction(Seat.N, "1C X P P P").contract == Contract(1, Strain.C, 1, Seat.N)
    assert Auction(Seat.N, "1C X XX P P P").contract == Contract(1, Strain.C, 2, Seat.N)


def test_rule_2_four_passes_at_the_start_pass_the_deal_out():
    auction = Auction(Seat.S, "P P P")
    assert not auction.is_over
    auction.call("P")
    assert auction.is_over and auction.is_passed_out and auction.contract is None


def test_rule_2_the_last_bid_is_the_contract_with_its_doubling():
    auction = Auction(Seat.N, "1S 2H 2S P 4S X P P P")
    assert auction.contract == Contract(4, Strain.S, 1, Seat.N)
    assert str(auction.contract) == "4♠X by N"


def test_rule_2_declarer_is_the_first_of_the_side_to_name_the_strain():
    # The rule card's example: South opens 1H, North raises, South bids 4H: South declares.
    auction = Auction(Seat.S, "1H P 2H P 4H P P P")
    assert auction.contract.declarer is Seat.S
    # North names no-trump first, South bids it last: North declares.
    auction = Auction(Seat.N, "1NT P 2C P 2D P 3NT P P P")
    assert auction.contract.declarer is Seat.N
    # N:P E:1H S:1S W:P N:P E:2H S:P W:P N:2S P P P. North makes the final bid, but
    # South named spades first for N-S, so South declares.
    auction = Auction(Seat.N, "P 1H 1S P P 2H P P 2S P P P")
    assert auction.contract == Contract(2, Strain.S, 0, Seat.S)
    # The opponents' earlier bid of the strain does not count: E-W bid hearts first,
    # yet North declares N-S's hearts.  N:P E:1H S:P W:P N:2H P P P
    assert Auction(Seat.N, "P 1H P P 2H P P P").contract.declarer is Seat.N


def test_rule_2_dummy_is_declarers_partner():
    contract = Auction(Seat.S, "1H P 2H P 4H P P P").contract
    assert contract.dummy is Seat.N
    assert Play(DEAL, contract).dummy is Seat.N


# --- 3. The play -----------------------------------------------------------------------

def test_rule_3_the_player_on_declarers_left_leads():
    for declarer in Seat:
        play = Play(DEAL, Contract(3, Strain.NT, 0, declarer))
        assert play.turn is declarer.left
        assert play.opening_leader is declarer.left


def test_rule_3_dummy_goes_down_after_the_opening_lead():
    play = Play(DEAL, Contract.parse("4H by S"))
    assert not play.dummy_visible
    play.play("C8")  # West leads
    assert play.dummy_visible


def test_rule_3_declarer_plays_dummys_cards_in_dummys_turn():
    play = Play(DEAL, Contract.parse("4H by S"), "C8")
    assert play.turn is Seat.N and play.controller is Seat.S
    with pytest.raises(IllegalPlay) as err:
        play.play("CJ")  # South tries his own card in dummy's turn
    assert str(err.value) == "It is dummy's turn (North): play a card from dummy, not from your own hand."
    play.play("C2")
    assert play.turn is Seat.E and play.controller is Seat.E
    play.play("CK")  # East
    assert play.turn is Seat.S and play.controller is Seat.S
    with pytest.raises(IllegalPlay, match="from your own hand, not from dummy"):
        play.play("C3")  # declarer tries dummy's card in his own turn


def test_rule_3_each_player_plays_one_card_clockwise():
    play = Play(DEAL, Contract.parse("1NT by N"))
    order = []
    for _ in range(4):
        order.append(play.turn)
        play.play(play.legal_cards()[0])
    assert order == [Seat.E, Seat.S, Seat.W, Seat.N]


def test_rule_3_must_follow_suit_if_able():
    # East, a defender, holds ♥K and ♥4 when West leads a heart.
    deal = Deal.parse("N:AQ.2.. .K4.2. K3.5.. J.A..A")
    play = Play(deal, Contract.parse("1NT by S"))  # West leads
    play.play("HA")
    play.play("H2")
    with pytest.raises(IllegalPlay) as err:
        play.play("D2")
    assert str(err.value) == "You must follow suit: you hold ♥K and ♥4."
    assert [str(c) for c in play.legal_cards()] == ["♥4", "♥K"]


def test_rule_3_when_void_any_card_no_obligation_to_trump_or_overtake():
    # East has no club: may discard a diamond though holding trumps.
    deal = Deal.parse("N:A..4.3 .K4.2. K.5.3. J.A..A")
    play = Play(deal, Contract.parse("1H by S"))  # West leads
    play.play("CA")
    play.play("C3")  # North follows
    assert set(play.legal_cards()) == set(cards("HK H4 D2"))
    play.play("D2")  # East discards, keeps his trumps
    assert play.current_trick.cards == tuple(cards("CA C3 D2"))


def test_rule_3_highest_trump_wins_else_highest_card_of_the_suit_led():
    assert Trick(Seat.W, cards("CA C3 C7 CK"), Strain.H).winner is Seat.W  # rule card's trick
    assert Trick(Seat.W, cards("CA H2 C7 CK"), Strain.H).winner is Seat.N  # a small trump wins
    assert Trick(Seat.W, cards("CA H2 H3 CK"), Strain.H).winner is Seat.E  # higher trump wins
    assert Trick(Seat.W, cards("C5 SA C7 C6"), Strain.H).winner is Seat.E  # a discard wins nothing
    assert Trick(Seat.W, cards("C5 HA C7 C6"), Strain.NT).winner is Seat.E  # no trumps at NT


def test_rule_3_the_winner_leads_next():
    play = Play(DEAL, Contract.parse("4H by S"))
    for text in ("HA", "H9", "H5", "H2"):  # West wins with the ace of trumps
        play.play(text)
    assert play.tricks[0].winner is Seat.W and play.turn is Seat.W
    for text in ("C8", "C2", "CQ", "C9"):  # East's queen wins
        play.play(text)
    assert play.tricks[1].winner is Seat.E and play.turn is Seat.E


def test_rule_3_declarer_cannot_switch_the_lead_between_hands():
    # West leads a spade and dummy wins: the next lead must come from dummy.
    play = Play(DEAL, Contract.parse("4H by S"), ["S2", "SA", "S9", "S5"])  # W, N, E, S
    assert play.tricks[0].winner is Seat.N
    assert play.turn is Seat.N and play.controller is Seat.S
    with pytest.raises(IllegalPlay, match="dummy's turn"):
        play.play("DA")  # South may not lead from his own hand


def test_rule_3_all_tricks_are_played_and_counted():
    play = Play(DEAL, Contract.parse("4H by S"))
    while not play.is_over:
        play.play(play.legal_cards()[-1])
    assert len(play.tricks) == 13
    assert play.declarer_tricks + play.defender_tricks == 13
    assert play.tricks_won(Side.NS) == play.declarer_tricks
    with pytest.raises(IllegalPlay, match="The play is over"):
        play.play("SA")


def test_rule_7_worked_example_first_trick():
    # RULES.md 7: West leads ♣A; on ♣A - ♣3 - ♣7 - ♣K West wins.
    contract = Auction(Seat.S, "1H P 2H P 4H P P P").contract
    deal = Deal.parse("S:A43.AQJT9.A4.K84 T765.852.T62.AJT KQ2.K43.QJ98.Q53 J98.76.K753.9762")
    play = Play(deal, contract)
    assert play.turn is Seat.W
    for text in ("CA", "C3", "C7", "CK"):
        play.play(text)
    assert play.tricks[0].winner is Seat.W
