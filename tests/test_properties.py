"""Property tests: random legal auctions and plays always obey RULES.md 2-3, and any
illegal action leaves the state unchanged. The expected values are worked out here from
the rules, independently of the engine's own bookkeeping."""

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelib import (
    ALL_CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Card,
    Contract,
    Deal,
    IllegalCall,
    IllegalPlay,
    Play,
    Seat,
    Strain,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
seats = st.sampled_from(list(Seat))


def expected_declarer(dealer: Seat, calls) -> Seat:
    """The rule: of the side that made the final bid, the first to name its strain."""
    bids = [(dealer.next(i), c) for i, c in enumerate(calls) if c.is_bid]
    last_seat, last_bid = bids[-1]
    for seat, bid in bids:
        if bid.strain is last_bid.strain and seat.side is last_seat.side:
            return seat
    raise AssertionError("unreachable")


def expected_doubling(calls) -> int:
    state = 0
    for call in calls:
        if call.is_bid:
            state = 0
        elif call is DOUBLE:
            state = 1
        elif call is REDOUBLE:
            state = 2
    return state


@settings(max_examples=300, deadline=None)
@given(dealer=seats, data=st.data())
def test_random_legal_auctions_end_with_a_rule_abiding_contract(dealer, data):
    auction = Auction(dealer)
    steps = 0
    while not auction.is_over:
        legal = auction.legal_calls()
        # Passes get half the weight so that auctions end; then any legal call.
        if steps > 60 or data.draw(st.booleans(), label="pass"):
            call = PASS
        else:
            call = data.draw(st.sampled_from(legal), label="call")
        auction.call(call)
        steps += 1
    calls = auction.calls
    # The auction ends exactly on the first three passes that follow a call (or on four
    # opening passes): no shorter prefix ended it.
    assert len(calls) >= 4 and calls[-3:] == (PASS, PASS, PASS)
    assert not any(calls[i - 3 : i] == (PASS, PASS, PASS) for i in range(4, len(calls)))
    if all(c is PASS for c in calls):
        assert len(calls) == 4 and auction.is_passed_out and auction.contract is None
        return
    bids = [c for c in calls if c.is_bid]
    # Every bid is higher than the one before.
    assert all(a < b for a, b in zip(bids, bids[1:], strict=False))
    contract = auction.contract
    assert contract.bid is bids[-1]
    assert contract.doubled == expected_doubling(calls)
    assert contract.declarer is expected_declarer(dealer, calls)


@settings(max_examples=200, deadline=None)
@given(dealer=seats, data=st.data())
def test_an_illegal_call_changes_nothing(dealer, data):
    auction = Auction(dealer)
    for _ in range(data.draw(st.integers(0, 12))):
        if auction.is_over:
            break
        auction.call(data.draw(st.sampled_from(auction.legal_calls())))
    illegal = [c for c in ALL_CALLS if c not in auction.legal_calls()]
    if not illegal:
        return
    call = data.draw(st.sampled_from(illegal))
    before = (auction.to_dict(), auction.turn, auction.is_over)
    try:
        auction.call(call)
    except IllegalCall as err:
        assert str(err).endswith(".") and len(str(err)) > 10
    else:
        raise AssertionError(f"{call} was accepted though not in legal_calls()")
    assert (auction.to_dict(), auction.turn, auction.is_over) == before


def expected_winner(leader: Seat, cards, strain: Strain) -> Seat:
    """Highest trump, else highest card of the suit led — written here from the rule."""
    trump = strain.suit
    led = cards[0].suit
    trumps = [(c.rank, i) for i, c in enumerate(cards) if trump is not None and c.suit is trump]
    pool = trumps or [(c.rank, i) for i, c in enumerate(cards) if c.suit is led]
    return leader.next(max(pool)[1])


@settings(max_examples=150, deadline=None)
@given(seed=seeds, declarer=seats, strain=st.sampled_from(list(Strain)), data=st.data())
def test_random_legal_play_gives_thirteen_correct_tricks(seed, declarer, strain, data):
    deal = Deal.random(seed)
    play = Play(deal, Contract(1, strain, 0, declarer))
    holdings = {s: set(deal[s]) for s in Seat}
    leader = declarer.left
    while not play.is_over:
        turn = play.turn
        legal = play.legal_cards()
        # Legal means: follow suit if able, otherwise anything.
        trick = play.current_trick
        mine = holdings[turn]
        if trick.cards and any(c.suit is trick.suit_led for c in mine):
            assert set(legal) == {c for c in mine if c.suit is trick.suit_led}
        else:
            assert set(legal) == mine
        card = data.draw(st.sampled_from(legal))
        play.play(card)
        mine.discard(card)
        if len(play.played) % 4 == 0:
            done = play.tricks[-1]
            assert done.leader is leader
            leader = expected_winner(leader, done.cards, strain)
            assert done.winner is leader
    assert len(play.tricks) == 13
    assert sorted(play.played) == sorted(Card.from_index(i) for i in range(52))
    assert all(not h for h in holdings.values())
    assert play.declarer_tricks + play.defender_tricks == 13


@settings(max_examples=150, deadline=None)
@given(seed=seeds, declarer=seats, data=st.data())
def test_an_illegal_card_changes_nothing(seed, declarer, data):
    deal = Deal.random(seed)
    play = Play(deal, Contract(3, Strain.NT, 0, declarer))
    for _ in range(data.draw(st.integers(0, 51))):
        play.play(data.draw(st.sampled_from(play.legal_cards())))
    legal = set(play.legal_cards())
    card = data.draw(st.sampled_from([Card.from_index(i) for i in range(52) if Card.from_index(i) not in legal]))
    before = (play.to_dict(), play.turn, [play.hand(s) for s in Seat], play.tricks)
    try:
        play.play(card)
    except IllegalPlay as err:
        assert str(err).endswith(".")
    else:
        raise AssertionError(f"{card} was accepted though not legal")
    assert (play.to_dict(), play.turn, [play.hand(s) for s in Seat], play.tricks) == before


@settings(max_examples=100, deadline=None)
@given(seed=seeds, data=st.data())
def test_undo_returns_exactly_to_every_earlier_state(seed, data):
    deal = Deal.random(seed)
    play = Play(deal, Contract(4, Strain.S, 0, Seat.S))
    snapshots = []
    for _ in range(data.draw(st.integers(1, 52))):
        snapshots.append((play.to_dict(), play.turn, play.tricks))
        play.play(data.draw(st.sampled_from(play.legal_cards())))
    while snapshots:
        play.undo()
        assert (play.to_dict(), play.turn, play.tricks) == snapshots.pop()
