"""The coach after issue 13: strong hands (2NT, 3NT, the natural strong two), hand
valuation with length and shortness, the natural rescue from 1NT, no-trump avoided with
a void, competition on playing tricks and slams with a long trump fit. Each test checks
the call and the reason, on constructed hands and auctions."""

import pytest
from system_support import check

from bridgelib import Hand, Seat
from bridgelib.system import meaning
from bridgelib.system.valuation import playing_tricks

# --- strong balanced hands ------------------------------------------------------------------

def test_2nt_opening_is_balanced_20_to_21():
    assert meaning("opening", "2NT").points == "20-21"
    advice = check("", "AKJ.KQ3.AQ62.Q104", "2NT")                            # 21
    assert advice.reason == "Open 2NT: 21 high-card points and a balanced hand (4-3-3-3)."
    check("", "AKJ.KQ3.AQ62.J104", "2NT", "20 high-card points")


def test_3nt_opening_is_balanced_25_to_27():
    assert meaning("opening", "3NT or higher").points == "25-27"
    advice = check("", "AKJ.KQ3.AQ62.AK4", "3NT")                             # 26
    assert advice.reason == "Open 3NT: 26 high-card points and a balanced hand (4-3-3-3)."


@pytest.mark.parametrize("hand,suit,cards", [
    ("AKJ.KQ3.AQ62.K104", "2D", "four diamonds"),      # 22, 4-3-3-3
    ("AK.KQ3.AQ6.KQJ72", "2C", "five clubs"),          # 24, 5-3-3-2
])
def test_balanced_22_to_24_opens_a_strong_two_and_says_no_trump_follows(hand, suit, cards):
    advice = check("", hand, suit, "balanced hand", "too strong for 2NT (20-21)", f"longest suit ({cards})",
                   "bid no-trump next to show a balanced 22-24", "Partner must not pass.")
    assert "2NT" not in str(advice.call)


def test_the_balanced_strong_two_rebids_no_trump_and_partner_reads_22_to_24():
    check("2D P 2NT P", "AKJ.KQ3.AQ62.K104", "3NT", "balanced hand of your strong two", "22-24")
    check("2D P 3D P", "AKJ.KQ3.AQ62.K104", "3NT", "balanced hand of your strong two")
    # partner's five-card major and three cards: game in the major
    check("2D P 2H P", "AKJ.KQ3.AQ62.K104", "4H", "partner has shown five hearts and you have three",
          "eight-card fit")
    # responder with one point passes 3NT: 22-24 and 1 are not more than game
    check("2D P 2NT P 3NT P", "76.J976.954.8432", "P", "partner has shown 22-24")
    check("2D P 2H P 2NT P", "76.AJ9765.954.83", "4H", "partner has shown 22-24", "eight-card fit")


# --- the natural strong two -----------------------------------------------------------------

def test_strong_unbalanced_hands_open_a_natural_strong_two():
    check("", "AKQJ93.AK8.AQ6.4", "2S", "23 high-card points", "very strong hand (22 or more)",
          "spades are your longest suit", "Partner must not pass.")
    # 2♣ is natural too: clubs
    check("", "AK.K8.AQ7.AKQ942", "2C", "natural: it shows clubs", "Partner must not pass.")


def test_a_strong_two_on_playing_tricks_needs_a_good_six_card_suit():
    assert playing_tricks(Hand.parse("AQJT98.AK4.K3.A2")) == 8.5
    check("", "AQJT98.AK4.K3.A2", "2S", "21 high-card points but about 8.5 playing tricks", "six good spades",
          "Partner must not pass.")
    # two five-card suits and 19: one of a suit (nine playing tricks are not enough without six cards)
    check("", "A9.KQJ84.AKQ75.3", "1H", "two five-card suits")
    # a poor long suit: one of a suit
    check("", "9876542.AK4.AK.A", "1S", "longest suit")
    # 8½ playing tricks but only 16 high-card points (18 are needed): one of a suit
    assert playing_tricks(Hand.parse("AQT4.2.AKQJ543.3")) == 8.5
    check("", "AQT4.2.AKQJ543.3", "1D", "longest suit")


def test_playing_tricks_count_the_long_suit_and_the_side_winners():
    assert playing_tricks(Hand.parse("AKQJ93.AK8.AQ6.4")) == 9.5   # 6 + 2 + 1.5 + 0
    assert playing_tricks(Hand.parse("AK764.A8543.KQ.9")) == 6.0   # 4 + 1 + 1 + 0
    assert playing_tricks(Hand.parse("5432.5432.432.32")) == 1.0   # 4 - 3 losers


def test_partner_of_a_strong_two_never_passes_and_answers_naturally():
    check("2S P", "7.8643.J9752.962", "2NT", "asks you to bid", "no support and no five-card suit")
    check("2S P", "763.8643.J975.62", "3S", "three-card support", "best news")
    check("2S P", "76.KQ643.J975.62", "3H", "five hearts", "asks you to bid")


def test_a_strong_two_supported_in_a_major_bids_game():
    check("2S P 3S P", "AKQJ93.AK8.AQ6.4", "4S", "partner supports your spades", "game")


# --- valuing with length and shortness ------------------------------------------------------

def test_opener_counts_length_after_a_raise():
    # 15 high-card points and seven hearts: 18 in all, a medium hand that invites game
    advice = check("1H P 2H P", "5.AQJ9762.AJ6.K8", "3H", "15 high-card points plus three for length, 18 in all",
                   "invites game")
    assert "(16-18)" in advice.reason
    # a flat minimum still passes
    check("1H P 2H P", "K54.AQ962.K63.J4", "P", "a minimum")


def test_a_balanced_rebid_in_no_trump_counts_high_cards_only():
    # 14 HCP and a five-card suit: 1NT (12-14), not the jump that 15 points would suggest
    check("1H P 1S P", "K54.AQ962.K63.Q4", "1NT", "14 high-card points (12-14)")


def test_a_raise_counts_a_singleton_but_not_a_doubleton():
    check("1H P", "K743.Q852.A943.3", "3H", "9 high-card points plus three for short suits, 12 in all",
          "(10-12)", "four-card support")
    check("1H P", "K743.Q852.A94.93", "2H", "9 high-card points (6-9)")


# --- the natural rescue from 1NT ------------------------------------------------------------

def test_a_weak_hand_with_a_void_takes_partner_out_of_1nt_doubled():
    check("1NT X", "8643.J9752..9632", "2H", "weak hand", "five hearts")
    check("1NT P P X P P", "8643.J9752..9632", "2H", "five hearts and a void", "1NT doubled",
          "Partner should pass.")


def test_the_partner_of_a_1nt_overcall_rescues_with_six_cards_and_a_weak_hand():
    check("1H 1NT P", "843.2.J97652.963", "2D", "weak hand", "six diamonds", "than in 1NT")
    # balanced and weak: stay in 1NT
    check("1H 1NT P", "843.J72.Q9652.96", "P")


def test_without_a_five_card_suit_there_is_nothing_to_rescue_to():
    check("1NT X", "8643.J975.9.9632", "P", "not enough for game")


def test_opener_with_a_void_does_not_pass_1nt():
    # five clubs, four hearts and four spades (a reverse needs 16+), no diamonds
    check("1C P 1NT P", "AKJ4.QJ85..Q9632", "2C", "rebid your five-card clubs", "a minimum")


# --- no-trump, game and slam ----------------------------------------------------------------

def test_a_void_in_an_unbid_suit_keeps_a_long_minor_out_of_3nt():
    # South opened 1♠ and rebid 2♠; North has a void in hearts and seven diamonds
    check("1S P 2D P 2S P", "QT..KQJ9863.KJT6", "3D", "invites game", dealer=Seat.S)


def test_a_long_major_and_nine_playing_tricks_bid_game_over_their_opening():
    check("1C P P", "AQT98632.AK5.Q2.", "4S", "eight spades", "about 9 playing tricks", "straight to game")


def test_a_nine_card_fit_bids_a_slam_with_fewer_points():
    # partner's raise to 3♥ shows 10-12 and four hearts; 20 + 1 for length + 11 = 32 with nine trumps
    check("1H P 3H P", "A5.AKQ54.AQ6.KJ3", "6H", "small slam")


# --- competition ------------------------------------------------------------------------

def test_1nt_in_the_pass_out_seat_shows_11_to_18_and_partner_reads_it():
    check("1H P P", "K965.A32.A752.Q6", "1NT", "in the pass-out seat", "13 high-card points (11-18 here",
          "stopper in hearts")
    # in the direct seat the 1NT overcall still needs 15-18
    check("1H", "K965.AQ2.A752.K6", "1NT", "(15-18)")
    check("1H", "K965.A32.A752.Q6", "P", "no balanced 15-18")
    check("1H P P 1NT P", "Q82.654.KJ63.J74", "P", "partner has shown 11-18")


def test_partner_s_3nt_opposite_a_void_goes_to_game_in_the_fit():
    # West opened 1♥ with six solid hearts and a void in diamonds; partner's 3NT is taken out
    check("1H P 1S P 3H P 3NT P", "984.AKQJ94..KJ84", "4H", "with a void", "plays better than 3NT",
          dealer=Seat.W)


# --- reading partner ------------------------------------------------------------------------

def test_opener_s_lower_second_suit_shows_five_cards_in_the_first():
    # 1♠ then 2♥: with four spades and four hearts opener would have opened 1♥
    check("1S P 2C P 2H P", "984.Q6.A54.AKT93", "4S", "eight-card fit")


def test_a_raise_of_a_four_card_suit_shows_four_and_opener_stays_in_the_suit():
    check("1C P 1H P 1S P 2S P", "AQ95.987.7.AK753", "3S", "invites game")


def test_an_eight_card_fit_bids_a_slam_with_32_points():
    # partner's 1NT: 15-17; 3♥ showed five hearts and opener's 4♥ three: 15 high-card points
    # and one for length make about 32 with the eight-card fit (33 without a fit)
    check("1NT P 3H P 4H P", "A5.KQ854.Q63.KJ2", "6H", "together about 32", "small slam", "eight-card fit")
