"""The opening bid."""

from __future__ import annotations

from ..auction import PASS, Bid, Strain
from ..cards import Hand, Suit
from .advice import Advice
from .reading import _Ctx
from .table import _OPENING, _REBID, _SUITS_LOW_TO_HIGH, STRONG_TWO_TRICKS, meaning
from .valuation import _good_suit, _num, _pattern, _pts, playing_tricks


def _opening_suit(hand: Hand) -> tuple[Suit, str]:
    """The suit to open at the one level, and why."""
    shape = {s: hand.length(s) for s in Suit}
    longest = max(shape.values())
    tied = [s for s in _SUITS_LOW_TO_HIGH if shape[s] == longest]
    if longest >= 5:
        if len(tied) == 1:
            s = tied[0]
            return s, f"{s.english} are your longest suit ({_num(longest)} cards)"
        s = tied[-1]
        return s, f"with two {_num(longest)}-card suits, open the higher-ranking one ({s.english})"
    s = tied[0]
    if len(tied) == 1:
        return s, f"no five-card suit, so open your four-card suit ({s.english})"
    return s, f"no five-card suit, so open the lowest-ranking of your four-card suits ({s.english})"


def _opening(ctx: _Ctx) -> Advice:
    h, hand = ctx.hcp, ctx.hand
    one, nt1, nt2, nt3 = (meaning(_OPENING, c) for c in ("one of a suit", "1NT", "2NT", "3NT or higher"))
    if meaning(_OPENING, "Pass").fits(h):
        return Advice(PASS, f"Pass: {_pts(h)}; you need about {one.lo} to open.")
    for level, nt in ((1, nt1), (2, nt2), (3, nt3)):
        if hand.is_balanced and nt.fits(h):
            return Advice(Bid(level, Strain.NT), f"Open {level}NT: {_pts(h)} and a balanced hand ({_pattern(hand)}).")
    suit, why = _opening_suit(hand)
    strong = _strong_two(ctx, suit, why)
    if strong is not None:
        return strong
    extra = ""
    if hand.is_balanced:
        jump = meaning(_REBID, "jump in no-trump")
        if h < nt1.floor:
            extra = f" (too few points for 1NT, which needs {nt1.points})"
        elif h <= jump.ceiling:
            extra = f" (too many points for 1NT; you will show {jump.points} by jumping in no-trump next)"
        else:
            extra = f" (too many points for 1NT, too few for 2NT, which needs {nt2.points})"
    return Advice(Bid(1, Strain.from_suit(suit)), f"Open 1{suit.symbol}: {_pts(h)}; {why}{extra}.")


def _strong_two(ctx: _Ctx, suit: Suit, why: str) -> Advice | None:
    """A natural strong two in ``suit`` (2♣ included), forcing for one round: 22 or more
    high-card points, or 18+ and 8½ playing tricks with a good six-card suit; a balanced 22-24
    opens it too and bids no-trump next."""
    h, hand = ctx.hcp, ctx.hand
    two, tricks_two, balanced_two = (meaning(_OPENING, c) for c in
                                     ("two of a suit", "two of a suit on playing tricks", "two of a suit, then no-trump"))
    bid = Bid(2, Strain.from_suit(suit))
    natural = " (natural: it shows clubs)" if suit is Suit.C else ""
    if hand.is_balanced and two.fits(h):
        shows = f" to show a balanced {balanced_two.points}" if balanced_two.fits(h) else ""
        return Advice(bid, f"Open {bid}{natural}: {_pts(h)} and a balanced hand ({_pattern(hand)}), too strong "
                           f"for 2NT ({meaning(_OPENING, '2NT').points}): open a strong two in your longest suit "
                           f"({_num(hand.length(suit))} {suit.english}) and bid no-trump next{shows}. "
                           "Partner must not pass.")
    if two.fits(h):
        return Advice(bid, f"Open {bid}{natural}: {_pts(h)}, a very strong hand ({two.points}); {why}. "
                           "Partner must not pass.")
    tricks = playing_tricks(hand)
    if (not hand.is_balanced and tricks_two.fits(h) and tricks >= STRONG_TWO_TRICKS and hand.length(suit) >= tricks_two.length
            and _good_suit(hand, suit)):
        return Advice(bid, f"Open {bid}{natural}: {_pts(h)} but about {tricks:g} playing tricks with "
                           f"{_num(hand.length(suit))} good {suit.english}, a strong two "
                           f"({STRONG_TWO_TRICKS:g} or more playing tricks). Partner must not pass.")
    return None
