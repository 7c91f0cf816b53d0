"""The coach's competitive bidding, second round (issue 13, session 7): opener speaks
again when partner passed their overcall, and the overcaller's partner advances. Each test
checks the call and its reason on constructed hands; the robots call the same."""

from system_support import check

from bridgelib import Auction, Hand, Seat
from bridgelib.system import meaning

# --- opener after their overcall and partner's pass -----------------------------------------

def test_opener_with_a_balanced_18_bids_no_trump_when_partner_passed_their_overcall():
    assert meaning("opener's rebid", "no-trump after their bid").points == "18-19"
    check("1H 2C P P", "AK4.KQJ73.Q92.K4", "2NT", "balanced hand with 18 high-card points (18-19)",
          "stopper in their suit", "even though partner passed")
    # partner reads the rebid as 18-19, not as the 12-14 of 1NT after a response
    auction = Auction(Seat.N, "1D 1S P P 1NT P")
    from bridgelib.system.reading import _Ctx
    ctx = _Ctx(auction, Hand.parse("Q73.J842.753.J42"))
    assert (ctx.p.lo, ctx.p.hi) == (18, 19)


def test_opener_rebids_a_six_card_suit_when_partner_passed_their_overcall():
    check("1H 2C P P", "A4.KQJ973.Q92.K4", "2H", "rebid your six-card hearts", "it pays to compete")


def test_opener_with_extra_strength_rebids_a_five_card_suit():
    check("1S 2H P P", "AQJ73.4.KQ92.K42", "2S", "five-card spades with a medium hand", "too strong to let them play")


def test_opener_with_a_minimum_and_no_long_suit_lets_them_play():
    check("1H 2C P P", "AQ4.KJ73.Q92.K42", "P")       # 15, four hearts, balanced but no 18-19
    check("1S 2H P P", "AQJ73.4.Q982.K42", "P")       # 12 plus one: a minimum five-card suit


# --- advancing partner's overcall -------------------------------------------------------------

def test_advancer_raises_partners_overcall_with_three_cards():
    check("1D 1S P", "K72.A75.8543.Q104", "2S", "a simple raise", "three-card support for partner's overcall")
    check("1D 1S P", "Q76.K753.A843.K10", "3S", "an invitation to game")
    check("1D 1S P", "K762.A753.A843.K", "4S", "(game)", "plus three for short suits")


def test_advancer_raises_only_to_the_level_of_the_fit():
    # a simple raise of a two-level overcall to three needs nine trumps: with three, pass
    check("1D 2C P", "K72.A75.8543.Q104", "P")
    check("1D 2C P", "K72.A75.854.Q1043", "3C", "a simple raise", "four-card support")


def test_advancer_shows_a_five_card_suit_or_no_trump_with_their_suit_stopped():
    check("1C 1D P", "AKJ32.1032.3.10752", "1S", "five spades of your own", "no support")
    check("1D 1S P", "72.A75.KQJ843.Q10", "2NT", "12-14", "stopper in their suit")
    check("1D 1S P", "72.A753.KJ84.Q102", "1NT", "8-11", "stopper in their suit")


# --- opener's rebid shows extra strength -------------------------------------------------------

def test_opener_with_a_balanced_18_19_jumps_to_2nt_rather_than_showing_a_one_level_suit():
    check("1D P 1H P", "AJ87.Q76.AKQ8.K4", "2NT", "balanced hand with 19 high-card points (18-19)", "invites game")
    check("1D P 1H P", "AJ87.Q76.KQ82.J4", "1S", "second suit")       # 13: the one-level suit


def test_opener_with_extras_shows_a_second_suit_at_the_three_level_after_a_two_level_response():
    check("1H P 2D P", "AQ.KJ542.2.KQJ93", "3C", "second suit (five clubs)")
    # a minimum rebids the suit instead, and the reason says a minimum only when it is one
    check("1H P 2D P", "AQ.KJ542.2.Q10932", "2H", "with a minimum (12 high-card points")


def test_opener_with_extras_and_a_second_suit_never_rebids_the_first_as_a_minimum():
    advice = check("1S P 2D P", "AK974.65.A7.AQ82", "3C", "second suit")   # 17 plus one
    assert "minimum" not in advice.reason


# --- slams -----------------------------------------------------------------------------------

def test_responder_with_a_fit_and_slam_values_bids_the_slam_rather_than_game():
    check("P 1H P", "AKQJ8.AQ72.Q83.8", "6H", "together about 34", "small slam with your eight-card fit",
          dealer=Seat.N)


def test_a_likely_slam_is_invited_naturally_with_4nt_and_partner_accepts_with_extras():
    check("P 1C P 1D P 1H P", "AQJ3.107.AKQJ.Q93", "4NT", "together about 34", "so invite it",
          "partner bids 6NT with more than the least he has shown")
    check("P 1C P 1D P 1H P 4NT P", "4.AKJ4.1042.AKJ102", "6NT", "partner invites a slam",
          "more than the least your bids have shown (12-18)")
    check("P 1C P 1D P 1H P 4NT P", "4.AKJ4.1042.A8652", "P", "partner invites a slam",
          "near the least your bids have shown (12-18)")


def test_five_of_an_agreed_major_invites_the_slam():
    check("1S P 2C P 2S P 5S P", "AKQ64.Q3.K64.J42", "6S", "partner invites a slam")
    check("1S P 2C P 2S P 5S P", "AKJ64.Q3.864.J42", "P", "partner invites a slam", "near the least")


def test_an_unbalanced_strong_two_rebids_its_long_suit_not_no_trump():
    advice = check("2C P 2H P", "A82..A54.AKQJ973", "3C", "rebid your seven clubs",
                   "no-trump next would show a balanced hand")
    assert "NT" not in str(advice.call)
    check("2D P 2NT P", "AKJ.KQ3.AQ62.K104", "3NT", "balanced hand of your strong two")  # balanced: no-trump


# --- balancing: the pass-out seat ------------------------------------------------------------

def test_in_the_pass_out_seat_a_five_card_suit_overcalls_with_a_king_less():
    assert meaning("overcall", "suit at the one level in the pass-out seat").points == "6-16"
    check("1C P P", "K9852.J73.K92.62", "1S", "in the pass-out seat", "7 high-card points (6-16 here",
          "partner's pass may hide some points")
    check("1C", "K9852.J73.K92.62", "P", "not enough to come into the auction")  # the direct seat


def test_when_they_stop_in_two_of_their_fit_the_pass_out_seat_competes():
    check("1C P 2C P P", "KQ9852.J73.K9.62", "2S", "in the pass-out seat", "8-16 here", "six-card suit")
    # partner reads the balancing overcall from 8 points, not the 10 of a direct two-level overcall
    from bridgelib.system.reading import _Ctx
    ctx = _Ctx(Auction(Seat.N, "1C P 2C P P 2S P"), Hand.parse("A73.KQ84.Q73.J84"))
    assert ctx.p.lo == 8


# --- responding with a long suit -------------------------------------------------------------

def test_five_high_card_points_and_a_five_card_suit_respond_at_the_one_level():
    check("1C P", "K9852.J73.J92.62", "1S", "5 high-card points plus one for length, 6 in all", "five spades",
          "partner must bid again")
    check("1C P", "K985.J73.J92.652", "P", "you need about 6 to respond")     # no long suit: pass
    check("1S P", "5.QJ9852.J92.652", "P", "you need about 6 to respond")     # hearts only at the two level


def test_partners_3nt_is_taken_out_to_game_in_a_major_fit_of_eight_he_does_not_know():
    # partner's strong two shows four hearts and reads the raise as three: he chose 3NT
    check("2H P 3H P 3NT P", "J72.Q8652.J4.932", "4H", "your side has nine hearts",
          "usually plays better than 3NT")
    check("2H P 3H P 3NT P", "K72.Q86.J642.932", "P", "3NT is high enough")   # three hearts: as partner read


def test_the_overcaller_reads_partners_raise_by_the_table_not_as_more():
    from bridgelib.system.reading import _Ctx
    ctx = _Ctx(Auction(Seat.N, "1C P P 1S P 3S P"), Hand.parse("AJ10652.K.KJ64.QJ"))
    assert (ctx.p.lo, ctx.p.hi) == (10, 12)           # a jump raise: 10-12, as the advancer bids it
    check("1C P P 1S P 3S P", "AJ10652.K.KJ64.QJ", "4S", "partner has shown 10-12", "enough for game")


def test_opener_with_19_and_a_second_suit_jumps_in_it_forcing_to_game():
    assert meaning("opener's rebid", "jump shift").points == "19 or more"
    check("1D P 1H P", "AKQ4.95.AKJ76.Q10", "2S", "a jump in your second suit (four spades)", "19 or more",
          "partner must not pass below game")
    check("1D P 1H P", "AKQ4.95.KJ876.Q10", "1S", "at the one level")          # 15: the simple new suit
    from bridgelib.system.reading import _Ctx
    ctx = _Ctx(Auction(Seat.N, "1D P 1H P 2S P"), Hand.parse("J6.KQ73.Q4.J9853"))
    assert ctx.p.lo == 19


def test_partners_slam_bid_places_the_contract():
    """Partner's jump to six of his suit is the end of the auction, not an invitation: the
    opener with 17 points and six clubs no longer goes on to 7♣ (Deal.random(10))."""
    check("P 1C P 1H P 3NT P 6H P", "A.A7.K963.AQ5432", "P", "partner has placed the contract in a slam, 6♥",
          "not an invitation")
    check("P 1C P 1H P 3NT P 6NT P", "A.A7.K963.AQ5432", "P", "placed the contract in a slam, 6NT")


def test_a_range_of_one_value_is_said_as_about():
    """1NT (15-17) that accepts the 2NT invitation shows the top, 17: "about 17", not "17-17"."""
    advice = check("P P 1NT P 2NT P 3NT P", "QJ6.42.AJ74.J1073", "P", "partner has shown about 17, together about 26")
    assert "17-17" not in advice.reason
