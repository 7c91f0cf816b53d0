"""The opening lead (issue 13, figure 1): each rule of ``bridgelib.robots.leads`` on a
constructed hand, the right card and the right reason."""

from __future__ import annotations

import pytest

from bridgelib import Auction, Card, Contract, Deal, Hand, Play, Seat
from bridgelib.robots import Decision, robot_card


def west_leads(west: str, contract: str, auction: Auction | None = None) -> Decision:
    """West's opening lead with ``west`` against ``contract`` by South (the other cards dealt
    round N, E, S; the lead never looks at them)."""
    w = Hand.parse(west)
    rest = [c for c in sorted((Card.from_index(i) for i in range(52)), reverse=True) if c not in w]
    hands: dict[Seat, list[Card]] = {Seat.N: [], Seat.E: [], Seat.S: []}
    for i, card in enumerate(rest):
        hands[(Seat.N, Seat.E, Seat.S)[i % 3]].append(card)
    deal = Deal({Seat.W: w, **{s: Hand(v) for s, v in hands.items()}})
    play = Play(deal, Contract.parse(contract))
    assert play.turn is Seat.W
    decision = robot_card(play, auction, use_solver_from=None)
    assert play.is_legal(decision.action) and decision.reason.endswith(".")
    return decision


# --- against no-trump -----------------------------------------------------------------------

def test_nt_a_solid_sequence_beats_a_longer_broken_suit():
    d = west_leads("KQJ.K8642.943.85", "3NT by S")
    assert d.action == Card.parse("SK")
    assert d.reason == ("Opening lead against no-trump: the top of a sequence in spades, better than a longer "
                        "but weaker suit because it gives declarer no cheap trick: ♠K.")


def test_nt_a_six_card_suit_beats_a_three_card_sequence():
    d = west_leads("J2.76.AQT974.JT9", "3NT by S")
    assert d.action == Card.parse("D9")
    assert d.reason == "Opening lead against no-trump: your longest suit, fourth best from your longest suit: ♦9."


def test_nt_a_sequence_that_is_the_longest_suit_keeps_the_old_words():
    d = west_leads("QJ86.A84.T53.962", "3NT by S")
    assert d.action == Card.parse("SQ")
    assert d.reason == "Opening lead against no-trump: your longest suit, the top of your two touching honours: ♠Q."


def test_nt_ten_nine_eight_is_not_solid_enough_to_beat_fourth_best():
    d = west_leads("K98.K982.T98.KT9", "3NT by S")
    assert d.action == Card.parse("H2") and "fourth best" in d.reason


def test_nt_no_lead_away_from_split_honours_in_a_four_card_suit():
    d = west_leads("AQ74.953.K62.T84", "3NT by S")
    assert d.action == Card.parse("H9")
    assert d.reason == ("Opening lead against no-trump: do not lead away from ♠A and ♠Q, honours with a gap "
                        "(declarer would win a cheap trick with the card in between); lead from a suit with no "
                        "honour instead, which gives nothing away: ♥9.")


def test_nt_king_ten_nine_is_split_too():
    d = west_leads("KT94.853.Q62.T84", "3NT by S")
    assert d.action == Card.parse("H8") and "♠K and ♠10, honours with a gap" in d.reason


def test_nt_split_honours_with_no_quiet_suit_lead_fourth_best_all_the_same():
    d = west_leads("KJ74.Q53.K62.A84", "3NT by S")
    assert d.action == Card.parse("S4") and "fourth best" in d.reason


def test_nt_of_two_four_card_suits_the_one_without_split_honours():
    d = west_leads("AQ74.K853.62.T84", "3NT by S")
    assert d.action == Card.parse("H3")
    assert d.reason == "Opening lead against no-trump: your longest suit, fourth best from your longest suit: ♥3."


def test_nt_a_sequence_in_a_suit_the_opponents_bid_is_left_alone():
    auction = Auction(Seat.S, "1S P 2NT P 3NT P P P")
    d = west_leads("KQJ.K8642.943.85", "3NT by S", auction)
    assert d.action == Card.parse("H4") and "fourth best" in d.reason


# --- against a trump contract ---------------------------------------------------------------

def test_suit_ace_king_before_partners_suit():
    auction = Auction(Seat.S, "1H P 2H 2S 4H P P P")  # East, West's partner, bids spades
    d = west_leads("92.73.AK852.J643", "4H by S", auction)
    assert d.action == Card.parse("DA")
    assert d.reason == ("Opening lead: the ace from ace-king, ♦A: it wins the trick and lets you see dummy "
                        "before you lead partner's spades.")


def test_suit_partners_suit_without_an_ace_king():
    auction = Auction(Seat.S, "1H P 2H 2S 4H P P P")
    d = west_leads("92.73.AQ852.J643", "4H by S", auction)
    assert d.action == Card.parse("S9") and "partner bid spades" in d.reason


def test_suit_singleton_with_four_trumps():
    d = west_leads("9.8743.Q9852.K64", "4H by S")
    assert d.action == Card.parse("S9")
    assert d.reason == "Opening lead: a singleton, hoping to ruff the next round: ♠9."


def test_suit_slam_cash_an_ace():
    d = west_leads("Q92.73.A9852.J64", "6H by S")
    assert d.action == Card.parse("DA")
    assert d.reason == ("Opening lead against a slam: cash your ace, ♦A; the defence needs only two tricks, and "
                        "declarer may soon throw away the losers of that suit.")


def test_suit_game_cash_an_ace_rather_than_lead_away_from_a_queen():
    d = west_leads("Q92.73.A9852.J64", "4H by S")  # the same hand below a slam
    assert d.action == Card.parse("DA")
    assert d.reason == ("Opening lead: do not lead away from your ♠Q, which can give declarer a cheap trick in "
                        "spades; cash the ace of diamonds, ♦A, instead, and see dummy before choosing the next "
                        "lead.")


@pytest.mark.parametrize("west, lead", [("K932.732.A9.J864", "S2"),  # the ace is a doubleton: kept
                                        ("K92.73.Q9852.J64", "D5")])  # no ace to cash
def test_suit_game_never_away_from_an_ace_and_fourth_best_without_an_ace_to_cash(west: str, lead: str) -> None:
    d = west_leads(west, "4H by S")
    assert d.action == Card.parse(lead)
    assert d.reason == f"Opening lead: fourth best: {d.action}."


def test_suit_cash_the_ace_of_a_six_card_suit_before_a_sequence():
    d = west_leads("KQJ.7.A98542.J64", "4H by S")
    assert d.action == Card.parse("DA")
    assert d.reason == ("Opening lead: cash the ace of your long diamonds, ♦A: with six or more of them in your "
                        "hand, declarer or dummy probably has only one or two and would ruff it if you waited.")
    d = west_leads("KQJ.7.A98542.J64", "4H by S",  # unless the opponents bid that suit
                   Auction(Seat.S, "1D Pass 1NT Pass 2H Pass 4H Pass Pass Pass"))
    assert d.action == Card.parse("SK")


def test_suit_cash_the_ace_of_a_long_suit_rather_than_top_of_three_small():
    d = west_leads("A852.Q64.973.KJ4", "4H by S")
    assert d.action == Card.parse("SA")
    assert d.reason == ("Opening lead: cash the ace of your long spades, ♠A: it wins a trick, never leads away "
                        "from the ace, and lets you see dummy before choosing the next lead.")


def test_suit_top_of_three_small_when_the_ace_is_not_in_a_long_suit():
    d = west_leads("A85.Q642.973.KJ4", "4H by S")
    assert d.action == Card.parse("D9")
    assert d.reason == "Opening lead: top from a suit with no honour: ♦9."
