"""The coach's bidding, third round (issue 13, session 8): game in a major fit with 24
points, no-trump counting one length point, strong twos read from their lower floor, and
no slam on a fit only hoped for. Each test checks the
call and its reason on a constructed hand; the robots call the same."""

from system_support import check

from bridgelib import Auction, Hand, Seat, Suit
from bridgelib.system import meaning
from bridgelib.system.reading import _Ctx
from bridgelib.system.table import MAJOR_FIT_GAME_BONUS, NT_LENGTH_POINTS

# --- game in a major with an eight-card fit -----------------------------------------------------

def test_game_in_a_major_fit_needs_one_point_less():
    assert MAJOR_FIT_GAME_BONUS == 1
    check("1H P 2H P 3H P", "K743.Q852.64.Q63", "4H", "partner has shown 16-18, together about 24",
          "eight-card fit in a major, 24 is enough")
    check("1H P 2H P 3H P", "K743.Q852.64.J63", "P")   # 6: about 23, not enough
    # opener's invitation says so
    check("1H P 2H P", "K4.AQJ52.A64.K63", "3H", "partner bids game with 7-9")
    check("1D P 2D P", "K4.A64.AQJ52.K63", "3D", "partner bids game with 8-9")


def test_no_trump_game_still_needs_25():
    check("1H P 1NT P 2NT P", "K74.Q85.J642.963", "P")   # 6 opposite 18-19
    check("1H P 1NT P 2NT P", "K74.Q85.J642.A63", "3NT")


# --- no-trump counts one length point -------------------------------------------------------------

def test_in_no_trump_a_long_suit_counts_one_point_at_most():
    assert NT_LENGTH_POINTS == 1
    # 12 and seven diamonds: not 15 in no-trump but 13, too few to accept the invitation
    check("1D P 1S P 2D P 2NT P", "J4.83.AQJ8764.A9", "3D", "12 high-card points plus one for length (one at most "
          "in no-trump), 13 in all", "together about 23")
    check("1D P 1S P 2D P 2NT P", "J4.A3.AQJ8764.A9", "3NT", "16 high-card points plus one for length",
          "together about 27; enough for game")


# --- strong twos ---------------------------------------------------------------------------------

def test_a_strong_two_is_read_from_the_floor_of_the_playing_trick_kind():
    floor = meaning("opening", "two of a suit on playing tricks").floor
    ctx = _Ctx(Auction(Seat.N, "2S P"), Hand.parse("1062.Q10.AK765.842"))
    assert (ctx.p.lo, ctx.p.hi) == (floor, 37) == (18, 37)
    # the balanced kind still narrows to 22-24 when opener bids no-trump
    ctx = _Ctx(Auction(Seat.N, "2C P 2D P 2NT P"), Hand.parse("1062.Q10.K7652.842"))
    assert (ctx.p.lo, ctx.p.hi) == (22, 24)


def test_after_the_raise_of_a_strong_two_its_game_shows_no_sixth_card():
    ctx = _Ctx(Auction(Seat.N, "2S P 3S P 4S P"), Hand.parse("1062.Q10.AK765.842"))
    assert ctx.p.length(Suit.S) == 4  # the strong two's four, not the six of a rebid suit
    # nine points opposite 18 or more and an eight-card fit: game is high enough
    check("2S P 3S P 4S P", "1062.Q10.AK765.842", "P", "partner has shown 18+, together about 30",
          "4♠ is high enough")


# --- no slam on a fit only hoped for -----------------------------------------------------------

def test_no_slam_in_a_long_suit_partner_has_not_supported():
    # partner's strong two rebid its own clubs: six hearts and a singleton club are no fit yet
    check("2C P 2H P 3C P", "K.KQ9632.J10872.4", "4H", "in your long hearts (partner should hold two of them)")
    check("2C P 2H P 3C P", "K.KQJ632.AJ1087.4", "4H", "together about 34")


def test_opener_s_game_raise_after_their_bid_reads_as_combined_points():
    # over their raise opener may bid game on 24 together; responder does not read 19+ and bid a slam
    check("1C 1H 1S 2H", "AQ54.K9.4.KQ7643", "4S", "partner has shown 6+, together about 24",
          "your side has eight spades, enough for game")
    ctx = _Ctx(Auction(Seat.N, "1C 1H 1S 2H 4S P"), Hand.parse("K9763.Q103.K96.J9"))
    assert (ctx.p.lo, ctx.p.hi) == (16, 21)
    check("1C 1H 1S 2H 4S P", "K9763.Q103.K96.J9", "P", "partner has shown 16-21", "4♠ is high enough")
    # without their bid the game raise still shows a maximum, 19 or more
    ctx = _Ctx(Auction(Seat.N, "1C P 1S P 4S P"), Hand.parse("K9763.Q103.K96.J9"))
    assert ctx.p.lo == meaning("opener's rebid", "raise partner's suit to game").floor == 19
