"""The coach (bridgelib.system): the natural system of RULES.md 2 as advice with reasons."""

import random

import pytest

from bridgelib import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Bid,
    BridgeError,
    Call,
    Deal,
    Hand,
    Seat,
    Strain,
)
from bridgelib.system import Advice, Review, advise, defensive_tricks, review


def call_for(calls: str, hand: str, dealer: Seat = Seat.N) -> Advice:
    return advise(Auction(dealer, calls), Hand.parse(hand))


def check(calls: str, hand: str, expected: str, *words: str) -> Advice:
    advice = call_for(calls, hand)
    assert advice.call is Call.parse(expected), (calls, hand, advice)
    for word in words:
        assert word in advice.reason, (word, advice.reason)
    return advice


# --- openings -------------------------------------------------------------------------------

@pytest.mark.parametrize("hand,pattern", [
    ("AQ5.K83.KJ62.Q104", "4-3-3-3"),   # 15
    ("AQ5.K83.KJ62.QJ4", "4-3-3-3"),    # 16
    ("AQ5.K8.KJ62.KJ42", "4-4-3-2"),    # 17
    ("AQ1093.K8.A62.Q104", "5-3-3-2"),  # 15 with a five-card major: still 1NT by RULES 2
])
def test_open_1nt_with_15_to_17_balanced(hand, pattern):
    h = Hand.parse(hand)
    advice = check("", hand, "1NT", f"{h.hcp} high-card points", f"balanced hand ({pattern})")
    assert advice.reason == f"Open 1NT: {h.hcp} high-card points and a balanced hand ({pattern})."


def test_balanced_hands_outside_15_to_17_open_a_suit():
    check("", "AQ5.K83.J762.Q104", "1D", "too few points for 1NT")      # 14 HCP
    check("", "AQ5.K83.AJ62.KJ4", "1D", "too many points for 1NT")      # 18 HCP
    check("", "AKJ.KQ3.AQ62.Q104", "2NT", "21 high-card points")         # 20-21: 2NT


def test_open_the_longest_suit():
    check("", "A5.K8.AQJ53.KJ104", "1D", "diamonds are your longest suit (five cards)")
    check("", "K5.AQ97642.A6.J4", "1H", "seven cards")
    check("", "5.AQ976.KJ6.AJ42", "1H", "longest suit")


def test_open_the_higher_of_two_five_card_suits():
    check("", "AK1093.K8532.A6.4", "1S", "two five-card suits", "higher-ranking")
    check("", "4.A6.KQ1093.AJ532", "1D", "two five-card suits")


def test_no_five_card_suit_opens_the_lowest_four_card_suit():
    check("", "AJ93.K8.Q763.A10", "1D", "lowest-ranking of your four-card suits")   # 4-4-2-2
    check("", "AJ93.K832.Q7.A10", "1H", "lowest-ranking")                          # majors 4-4
    check("", "A932.K83.Q76.A10", "1S", "your four-card suit (spades)")             # 4-3-3-3, 13
    check("", "AJ93.K832.Q763.A", "1D", "lowest-ranking")                          # 4-4-4-1


@pytest.mark.parametrize("hand", ["K93.Q8.J7632.Q104", "KQJ2.Q52.J63.962", "A5.K6.J87643.J95"])
def test_pass_with_fewer_than_12_points(hand):
    h = Hand.parse(hand)
    assert h.hcp < 12
    advice = check("", hand, "P", "you need about 12 to open")
    assert advice.reason == f"Pass: {h.hcp} high-card points; you need about 12 to open."


def test_pass_with_9_points():
    assert Hand.parse("K93.Q8.J7632.K104").hcp == 9
    check("", "K93.Q8.J7632.K104", "P", "9 high-card points")


def test_very_strong_hands_open_at_the_two_level_and_partner_replies():
    check("", "AK.K8.AQ7.AKQ942", "2C", "22 or more", "natural: it shows clubs", "must not pass")
    check("", "AKQJ93.AK8.AQ6.4", "2S", "very strong")
    # partner may not pass a strong two even with nothing
    check("2S P", "7.8643.J9752.962", "2NT", "asks you to bid")
    check("2S P", "763.8643.J975.62", "3S", "support")


# --- responses ------------------------------------------------------------------------------

def test_raise_partner_major_by_strength():
    check("1H P", "K743.Q852.64.963", "P", "about 6 to respond")             # 5 HCP
    check("1H P", "K743.Q852.A4.963", "2H", "6-9", "four-card support")       # 9 HCP
    check("1H P", "K743.Q852.A4.K63", "3H", "10-12", "invitation")            # 12 HCP
    check("1H P", "K743.AQ52.A4.K63", "4H", "13 or more", "game")             # 16 HCP


def test_new_suit_at_the_one_level_and_the_two_level():
    check("1D P", "K743.Q85.64.Q963", "1S", "new suit", "four spades", "must bid again")
    check("1C P", "K743.Q852.64.Q96", "1H", "new suit")  # four-card suits bid up the line
    check("1S P", "74.Q85.AJ64.KQ96", "2C", "10+ is needed at the two level")
    # with only 8 points no two-level new suit: 1NT instead
    check("1S P", "74.Q85.AJ64.J963", "1NT", "6-9")


def test_1nt_2nt_and_3nt_responses():
    check("1S P", "K74.Q85.J64.Q963", "1NT", "8 high-card points (6-9)")
    check("1S P", "K74.Q85.A64.Q963", "2C")  # 11 HCP and four clubs: new suit first
    check("1S P", "K74.QJ5.A642.Q96", "2D")
    check("1H P", "K74.Q85.AJ4.Q963", "2C")
    check("1S P", "K7.QJ5.A64.QJ963", "2C")  # a five-card suit and 13
    check("1C P", "K74.Q85.A64.Q963", "3C")  # four-card support for the minor, 11


def test_raise_a_minor_with_four_cards():
    check("1D P", "743.Q85.KJ64.963", "2D", "four-card support")
    check("1D P", "743.AQ5.KJ64.963", "3D")


def test_responses_to_1nt_are_natural():
    check("1NT P", "74.Q8532.764.965", "2H", "weak hand", "Partner should pass")
    check("1NT P", "K74.852.764.9653", "P", "not enough for game")
    check("1NT P", "K74.Q85.J64.Q963", "2NT", "invites game")
    check("1NT P", "K74.Q85.A64.Q963", "3NT", "enough for game")
    check("1NT P", "K74.AQ852.A64.63", "3H", "five hearts")
    check("1NT P", "K7.AQ8542.A64.63", "4H", "six hearts")
    check("1NT P", "KQ4.AQ8.KJ4.J632", "4NT", "invites 6NT")
    check("1NT P", "AQ4.AQ8.KJ4.K632", "6NT", "small slam")


def test_no_stayman_2c_over_1nt_is_natural():
    # 2♣ over 1NT shows clubs and a weak hand, not a question about majors
    advice = check("1NT P", "74.852.76.QJ9653", "2C", "six clubs")
    assert "Stayman" not in advice.reason


def test_opener_completes_the_1nt_structure():
    check("1NT P 2NT P", "AQ5.K83.KJ62.Q104", "P", "minimum")          # 15
    check("1NT P 2NT P", "AQ5.K83.KJ62.KQ4", "3NT", "maximum")         # 17
    check("1NT P 3H P", "AQ5.K83.KJ62.Q104", "4H", "eight-card fit")
    check("1NT P 3H P", "AQ52.K8.KJ62.Q104", "3NT", "no eight-card fit")
    check("1NT P 2H P", "AQ5.K83.KJ62.Q104", "P")


# --- opener's rebids ---------------------------------------------------------------------------

def test_opener_rebids():
    check("1D P 1H P", "K4.AQ52.KJ643.63", "2H", "four-card support", "minimum")
    check("1D P 1H P", "K42.Q52.AJ64.K63", "1NT", "12-14")
    check("1D P 1S P", "K4.Q52.AKJ643.63", "2D", "six-card diamonds")
    check("1D P 1S P", "K4.AQ2.AJ64.KQ63", "2NT", "18-19")
    check("1C P 1D P", "K4.AQ52.J6.KQ632", "1H", "second suit")
    check("1D P 1S P", "K4.AQ52.KJ643.K3", "2H", "reverse")  # 16 HCP: a reverse
    check("1D P 1S P", "K4.Q652.KJ643.A3", "2D")              # 13: no reverse, rebid diamonds


def test_opener_after_a_raise():
    check("1H P 2H P", "K4.AQJ52.A64.963", "P", "minimum")
    check("1H P 2H P", "K4.AQJ52.A64.K63", "3H", "16-18", "invites game")
    check("1H P 2H P", "K4.AKQJ52.A64.K3", "4H", "enough for game")
    check("1H P 3H P", "K4.AQJ52.A64.J63", "4H")   # 14 opposite 10-12
    check("1H P 3H P", "K4.AQ952.Q64.963", "P")    # 11... a light opener declines


def test_responder_accepts_or_declines_an_invitation():
    check("1H P 2H P 3H P", "K743.Q852.A4.963", "4H")   # 9: accept
    # 7 opposite 16-18: about 24, enough for game in a major with an eight-card fit
    check("1H P 2H P 3H P", "K743.Q852.64.Q63", "4H", "together about 24", "24 is enough")
    check("1H P 2H P 3H P", "K743.Q852.64.J63", "P")    # 6: decline
    check("1H P 1NT P 2NT P", "K74.Q85.J642.963", "P")  # 6 opposite 18-19
    check("1H P 1NT P 2NT P", "K74.Q85.J642.A63", "3NT")


# --- competition --------------------------------------------------------------------------

def test_simple_overcalls():
    check("1H", "KQJ93.85.A64.963", "1S", "Overcall 1♠", "five-card suit")
    check("1S", "85.KQ1093.A64.K63", "2H", "Overcall 2♥")           # 2 level: 10+ and a good suit
    check("1S", "85.Q7643.A64.K63", "P")                             # a poor suit at the two level
    check("1H", "K93.85.Q64.96532", "P", "not enough to come into the auction")


def test_1nt_overcall_needs_a_stopper():
    check("1H", "KQ3.AJ5.K64.Q963", "1NT", "stopper in hearts")
    check("1H", "KQ3.643.AK4.Q963", "P")  # 15 balanced but no heart stopper


def test_penalty_doubles():
    check("1NT", "KQ3.AJ5.K64.AQ93", "X", "for penalties")
    check("1H 2C", "A93.85.K64.KQJ96", "X", "for penalties", "defensive tricks")
    check("1H 2C", "A93.854.K64.9632", "P")  # not the trumps for it
    # partner's penalty double stands
    check("1H P P 2S X P", "93.852.K642.Q963", "P", "partner doubled", "for penalties")


def test_defensive_trick_count():
    assert defensive_tricks(Hand.parse("AK3.A2.8765.5432"), Strain.NT) == 3.0
    assert defensive_tricks(Hand.parse("KQJ92.A4.K43.652"), Strain.S) > defensive_tricks(
        Hand.parse("KQJ92.A4.K43.652"), Strain.H)


def test_competitive_raise_follows_the_number_of_trumps():
    # N opened 1♥, E overcalled, S raised, W raised, N and E passed: S again.
    # With eight hearts together stay at the two level; with nine compete to 3♥.
    check("1H 1S 2H 2S P P", "74.Q852.K64.Q963", "P", "too high")
    check("1H 1S 2H 2S P P", "74.Q8532.K64.963", "3H", "nine hearts")
    # partner overcalled 2♥ (five+), four-card support makes nine: compete to 3♥
    advice = call_for("P 1S 2H 2S", "74.Q852.K64.Q963", dealer=Seat.S)
    assert advice.call is Bid(3, Strain.H), advice


def test_no_bid_for_a_slam_without_the_points():
    # opposite a 1NT opening, 10 points is game, never slam
    advice = call_for("1NT P", "K74.Q85.A64.Q963")
    assert advice.call is Bid(3, Strain.NT)


# --- legality, review --------------------------------------------------------------------------

def random_position(rng: random.Random) -> tuple[Auction, Hand]:
    deal = Deal.random(rng, dealer=Seat(rng.randrange(4)))
    auction = Auction(deal.dealer)
    target = rng.randrange(0, 14)
    for _ in range(target):
        if auction.is_over:
            break
        calls = auction.legal_calls()
        r = rng.random()
        if r < 0.45:
            call = PASS
        elif r < 0.55 and DOUBLE in calls:
            call = DOUBLE
        elif r < 0.6 and REDOUBLE in calls:
            call = REDOUBLE
        else:
            bids = [c for c in calls if c.is_bid][:8]
            call = rng.choice(bids) if bids else PASS
        if auction.calls[-3:] == (PASS, PASS, PASS) or (len(auction) >= 3 and call is PASS
                                                      and auction.calls[-2:] == (PASS, PASS)):
            call = calls[-1] if calls[-1].is_bid else PASS
        auction.call(call)
        if auction.is_over:
            auction.undo()
            break
    return auction, deal[auction.turn]  # type: ignore[index]


def test_every_advice_is_legal_over_random_auctions():
    rng = random.Random(2024)
    kinds = set()
    for _ in range(600):
        auction, hand = random_position(rng)
        advice = advise(auction, hand)
        assert isinstance(advice, Advice)
        assert auction.is_legal(advice.call), (auction, hand, advice)
        assert advice.reason and advice.reason.endswith("."), advice
        kinds.add(type(advice.call).__name__)
        kinds.add("doubled" if auction.doubled == 1 else "redoubled" if auction.doubled == 2 else "plain")
    assert {"Bid", "Pass", "plain", "doubled", "redoubled"} <= kinds


def test_every_advice_is_legal_in_robot_auctions():
    rng = random.Random(77)
    for _ in range(300):
        deal = Deal.random(rng, dealer=Seat(rng.randrange(4)))
        auction = Auction(deal.dealer)
        while not auction.is_over:
            advice = advise(auction, deal[auction.turn])
            auction.call(advice.call)  # raises IllegalCall if the advice were illegal
        assert len(auction) <= 40


def test_advise_refuses_a_finished_auction():
    with pytest.raises(BridgeError, match="auction is over"):
        advise(Auction(Seat.N, "P P P P"), Hand.parse("AQ5.K83.KJ62.Q104"))


def test_review_a_call_that_fits():
    r = review(Auction(Seat.N), Hand.parse("AQ5.K83.KJ62.Q104"), "1NT")
    assert isinstance(r, Review)
    assert r.legal and r.fits and r.advice is not None and r.advice.call is Bid(1, Strain.NT)
    assert r.message.startswith("1NT fits the system")


def test_review_a_legal_call_outside_the_system_never_says_illegal():
    hand = Hand.parse("AQ5.K83.KJ62.Q104")
    for text in ("1C", "1D", "1S", "2NT", "3NT", "7NT", "P"):
        r = review(Auction(Seat.N), hand, text)
        assert r.legal and not r.fits
        assert r.advice is not None and r.advice.call is Bid(1, Strain.NT)
        assert "illegal" not in r.message.lower() and "not allowed" not in r.message.lower()
        assert "allowed" in r.message and "1NT" in r.message


def test_review_never_calls_a_legal_call_illegal_over_random_positions():
    rng = random.Random(5)
    for _ in range(200):
        auction, hand = random_position(rng)
        for call in rng.sample(auction.legal_calls(), min(5, len(auction.legal_calls()))):
            r = review(auction, hand, call)
            assert r.legal
            assert "illegal" not in r.message.lower()
            assert r.fits == (call is r.advice.call)  # type: ignore[union-attr]


def test_review_an_illegal_call_gives_the_law():
    auction = Auction(Seat.N, "1NT")
    r = review(auction, Hand.parse("AQ5.K83.KJ62.Q104"), "1S")
    assert not r.legal and not r.fits
    assert r.message == "1♠ is illegal: " + auction.why_illegal("1S")  # type: ignore[operator]
    r = review(Auction(Seat.N, "1NT P"), Hand.parse("AQ5.K83.KJ62.Q104"), "X")
    assert not r.legal and "cannot double your partner's bid" in r.message
    r = review(Auction(Seat.N, "P P P P"), Hand.parse("AQ5.K83.KJ62.Q104"), "1C")
    assert not r.legal and r.advice is None and "auction is over" in r.message


def test_advice_is_deterministic():
    rng = random.Random(9)
    for _ in range(50):
        auction, hand = random_position(rng)
        assert advise(auction, hand) == advise(auction.copy(), hand)


# --- the table of meanings -------------------------------------------------------------------

def test_the_table_has_one_entry_per_call_and_sensible_ranges():
    from bridgelib.system import TABLE, meaning

    keys = [(m.situation, m.call) for m in TABLE]
    assert len(keys) == len(set(keys))
    for m in TABLE:
        assert m.floor <= m.ceiling and 0 <= m.length <= 13 and m.says
        assert meaning(m.situation, m.call) is m
    with pytest.raises(ValueError, match="no entry"):
        meaning("opening", "9NT")


def test_the_2nt_responses_are_the_1nt_ones_four_points_lower():
    from bridgelib.system import meaning

    for call in ("4NT", "6NT", "7NT", "four of a suit"):
        over_1nt, over_2nt = meaning("response to 1NT", call), meaning("response to 2NT", call)
        assert over_2nt.floor == max(0, over_1nt.floor - 4) and over_2nt.length == over_1nt.length
        assert (over_2nt.hi is None) == (over_1nt.hi is None)


def test_the_coach_opens_as_the_table_reads_openings():
    """One table both ways: what the coach's opening is read to show holds for the hand
    that chose it (points, shape and suit length)."""
    from bridgelib.system import meaning

    names = {"1NT": "1NT", "2NT": "2NT", "3NT": "3NT or higher", "Pass": "Pass"}
    rng = random.Random(12)
    for _ in range(2000):
        hand = Deal.random(rng)[Seat.N]
        call = advise(Auction(Seat.N), hand).call
        if isinstance(call, Bid) and call.strain is not Strain.NT:
            entry = meaning("opening", ("one of a suit", "two of a suit")[call.level - 1])
            if call.level == 2 and hand.hcp < entry.floor:  # a strong two on playing tricks
                entry = meaning("opening", "two of a suit on playing tricks")
            assert hand.length(call.strain.suit) >= entry.length  # type: ignore[arg-type]
        else:
            entry = meaning("opening", names[str(call)])
            assert hand.is_balanced or not entry.balanced
        assert entry.fits(hand.hcp), (str(hand), str(call))


def test_the_system_described_in_words_has_the_table_s_ranges():
    """The module's summary of the system for readers quotes the table's numbers."""
    import bridgelib.system as system
    from bridgelib.system import meaning

    def span(situation: str, call: str) -> str:
        m = meaning(situation, call)
        return f"{m.floor}-{m.ceiling}" if m.hi is not None else f"{m.floor}+"

    words = " ".join((system.__doc__ or "").split())
    REBID = "opener's rebid"
    for phrase in (
        f"1NT = {span('opening', '1NT')} balanced",
        f"2NT = {span('opening', '2NT')} balanced",
        f"({span('response to one of a suit', 'raise by one')} to two, "
        f"{span('response to one of a suit', 'raise by two')} to three, "
        f"{span('response to one of a suit', 'raise by three or more')} to game)",
        f"1NT ({span('response to one of a suit', '1NT')}), 2NT ({span('response to one of a suit', '2NT')} balanced)",
        f"minimum {span(REBID, 'minimum')}, medium {span(REBID, 'medium')}, maximum {span(REBID, 'maximum')}",
        f"1NT {span(REBID, 'no-trump')}, jump 2NT {span(REBID, 'jump in no-trump')}",
        f"({span('overcall', 'suit at the one level')} HCP at the one level",
        f"1NT overcall = {span('overcall', '1NT')} balanced",
        f"or {span('overcall', 'double of 1NT')} HCP against their 1NT",
    ):
        assert phrase in words, phrase
