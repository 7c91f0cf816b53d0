"""The defenders' technique of the card robot (issue 13): attitude signals and reading
them, second hand low and its exceptions (take the ace, split honours, cover only when it
can promote), third hand high on partner's lead, the hold-up at no-trump, returning
partner's suit. Each test builds a small position and checks the card AND the reason."""

from bridgelib import Auction, Card, Contract, Deal, Hand, Play, Seat
from bridgelib.robots import Decision, Robot


def position(deal: str, contract: str, cards: str = "") -> Play:
    """A hand-built position: ``deal`` in PBN (hands of equal size), the cards played so far."""
    play = Play(Deal.parse(deal), Contract.parse(contract))
    for card in cards.split():
        play.play(card)
    return play


def decide(play: Play, auction: Auction | None = None) -> Decision[Card]:
    """The technique robot's card (no look-ahead: these positions are short)."""
    decision = Robot(use_solver_from=None).card(play, auction)
    assert play.is_legal(decision.action)
    assert decision.reason.endswith(".")
    return decision


# --- attitude signals on partner's lead ---------------------------------------------------

def test_third_hand_encourages_with_a_high_spot_card_when_holding_an_honour():
    # West leads the ♥A (from ♥A-K), dummy plays low; East holds ♥Q-7-5: the ♥7 says "go on"
    play = position("N:K.862.. 2.Q75.. A.JT9.. 3.AK4..", "4S by S", "HA H2")
    d = decide(play)
    assert d.action == Card.parse("H7")
    assert d.reason == ("Partner's lead: play ♥7, a high card, to say you like hearts (you hold the ♥Q; "
                        "an attitude signal).")


def test_third_hand_encourages_with_a_doubleton_that_can_ruff():
    # against 4♠ East, with ♥7-5 and a trump, can ruff the third round: encourage with the ♥7
    play = position("N:K.862.. 2.75.3. A.QT3.. 3.AK4..", "4S by S", "HA H2")
    d = decide(play)
    assert d.action == Card.parse("H7")
    assert d.reason == ("Partner's lead: play ♥7, a high card, to say you like hearts (you can ruff the "
                        "third round; an attitude signal).")


def test_third_hand_discourages_with_the_lowest_card():
    # East has nothing in hearts: the lowest card, the ♥5, says "switch"
    play = position("N:K.862.. 2.975.. A.QT3.. 3.AK4..", "4S by S", "HA H2")
    d = decide(play)
    assert d.action == Card.parse("H5")
    assert d.reason == ("Partner's lead: play ♥5, your lowest card, to say you do not want hearts led "
                        "again (an attitude signal).")


def test_the_leader_continues_when_partner_encourages():
    play = position("N:K.862.. 2.Q75.. A.JT9.. 3.AK4..", "4S by S", "HA H2 H7 H9")
    d = decide(play)
    assert d.action == Card.parse("HK")
    assert d.reason == ("Partner's ♥7 on your hearts lead was a high card (an attitude signal: partner "
                        "likes hearts): lead hearts again: ♥K.")


def test_the_leader_switches_when_partner_discourages():
    # West led the ♥A from ♥A-Q-4; East's ♥5 says no: do not lead away from the ♥Q, switch
    play = position("N:K4.862.. 72.975.. AQ.KT3.. 53.AQ4..", "4S by S", "HA H2 H5 H3")
    d = decide(play)
    assert d.action.suit is not Card.parse("H2").suit
    assert d.reason.startswith("Partner's ♥5 on your hearts lead was a low card (an attitude signal: "
                               "partner does not like hearts), so switch: ")


# --- second hand ---------------------------------------------------------------------------

def test_second_hand_takes_the_ace():
    # declarer leads a small heart toward dummy's ♥K: West takes the ♥A at once
    play = position("N:2.K86.. 3.Q97.. A.432.. 4.AT5..", "4S by S", "S4 S2 S3 SA H2")
    d = decide(play)
    assert d.action == Card.parse("HA")
    assert d.reason == ("Take your sure trick with ♥A now: if you play low, declarer's side may win "
                        "this trick instead.")


def test_second_hand_splits_touching_honours():
    # declarer leads a small heart toward dummy's ♥J-8-4: West plays the ♥Q from ♥K-Q-5
    play = position("N:2.J84.. 3.T97.. A.A32.. 4.KQ5..", "3NT by S", "S4 S2 S3 SA H2")
    d = decide(play)
    assert d.action == Card.parse("HQ")
    assert d.reason == ("Split your honours: play ♥Q from ♥K-♥Q, so that dummy's ♥J cannot win the "
                        "trick cheaply.")


def test_second_hand_does_not_cover_when_nothing_can_be_promoted():
    # the ♥10 has gone; dummy leads the ♥J (the ♥9 is in dummy too): East's ♥Q would only fall
    # to declarer's ♥A or ♥K without making any card good for the defence
    play = position("N:A2.J93.. K3.Q84.. Q54.AK.. T.T765..", "3NT by S", "HT H3 H4 HA S4 ST SA S3 HJ")
    assert play.turn.name == "E"
    d = decide(play)
    assert d.action == Card.parse("H8")
    assert d.reason == ("Do not cover ♥J: no card of yours or partner's could be promoted by it, so "
                        "second hand low: ♥8.")


# --- third hand ----------------------------------------------------------------------------

def test_third_hand_plays_high_on_partners_ten():
    # partner leads the ♥10 and dummy plays low: East plays the ♥Q (a ten is not a winner yet)
    play = position("N:K.862.. 2.Q75.. A.AK9.. 3.T43..", "4S by S", "HT H2")
    d = decide(play)
    assert d.action == Card.parse("HQ")
    assert d.reason == "Third hand high: ♥Q."


# --- the hold-up ---------------------------------------------------------------------------

def test_defender_holds_up_the_ace_against_dummys_long_suit():
    # 3NT: declarer leads a diamond to dummy's ♦K-Q-J-6-3 (no other way into dummy);
    # East holds up the ♦A so that dummy's diamonds may be cut off
    play = position("N:2.2.KQJ63. K3.A4.A84. AQ.K3.T95. J4.Q5.72.2", "3NT by S", "S4 S2 SK SA D5 D2 DK")
    d = decide(play)
    assert d.action == Card.parse("D4")
    assert d.reason == ("Hold up your ♦A: play ♦4 and let declarer win this diamond trick; later "
                        "declarer may have no way to reach dummy's long diamonds (a hold-up).")


# --- opening leads and returning partner's suit ----------------------------------------------

def lead_for(west: str, contract: str, auction: Auction | None = None) -> Decision[Card]:
    """West's opening lead holding ``west``; the other cards are dealt round N, E, S."""
    w = Hand.parse(west)
    rest = [c for c in sorted((Card.from_index(i) for i in range(52)), reverse=True) if c not in w]
    hands = {seat: Hand(rest[i::3]) for i, seat in enumerate((Seat.N, Seat.E, Seat.S))}
    play = Play(Deal({Seat.W: w, **hands}), Contract.parse(contract))
    return decide(play, auction)


def test_opening_lead_a_short_suit_against_a_trump_contract():
    # no sequence, no singleton, no four-card suit to lead from: the top of the small doubleton
    d = lead_for("Q98.K93.A6432.82", "4S by S")
    assert d.action == Card.parse("C8")
    assert d.reason == "Opening lead: the top of a short suit, hoping to ruff the third round: ♣8."


def test_opening_lead_against_no_trump_with_no_long_suit_is_passive():
    # declarer's side bid diamonds and clubs; West's unbid suits are K-x-x and x-x-x: lead the top of nothing
    auction = Auction(Seat.S, "1D P 2C P 2NT P 3NT P P P")
    d = lead_for("K84.862.Q975.K73", "3NT by S", auction)
    assert d.action == Card.parse("H8")
    assert d.reason == ("Opening lead against no-trump: no long suit to set up, so lead the top of a suit "
                        "with no honour, giving nothing away: ♥8.")


def test_opening_lead_of_the_ace_in_partners_suit_against_a_trump_contract():
    auction = Auction(Seat.S, "1S P 2S 3H 4S P P P")  # West's partner, East, bid hearts
    d = lead_for("982.A83.QT98.K93", "4S by S", auction)
    assert d.action == Card.parse("HA")
    assert d.reason == ("Opening lead: partner bid hearts, so lead them; against a trump contract do not "
                        "lead away from the ace: ♥A.")


def test_return_partners_suit_with_a_high_card_to_unblock():
    # West leads the ♥5; East wins the ♥A and returns the ♥Q from ♥A-Q-4, out of partner's way
    play = position("N:K2.982.. 73.AQ4.. A6.KT3.. 54.J65..", "3NT by S", "H5 H8 HA H3")
    d = decide(play)
    assert d.action == Card.parse("HQ")
    assert d.reason == ("Return partner's suit, hearts, with your high ♥Q, so that it does not get in the way "
                        "of partner's long cards (unblock).")


def test_opening_lead_against_no_trump_from_two_touching_honours():
    d = lead_for("KQ852.J93.T86.74", "3NT by S")
    assert d.action == Card.parse("SK")
    assert d.reason == ("Opening lead against no-trump: your longest suit, the top of your two touching "
                        "honours: ♠K.")


def test_against_a_trump_contract_cash_a_side_winner_before_returning_partners_suit():
    play = position("N:K..Q3.3 2..A4.A AQ.3.K. 3..765.", "4S by S", "D5 D3 DA DK")
    d = decide(play)
    assert d.action == Card.parse("CA")
    assert d.reason == "Cash your winner ♣A before declarer can discard that suit."
