"""The opening bid."""

from __future__ import annotations

from ..auction import PASS, Bid, Strain
from ..cards import Hand, Suit
from .advice import Advice
from .reading import _Ctx
from .table import _OPENING, _REBID, _SUITS_LOW_TO_HIGH, meaning
from .valuation import _num, _pattern, _pts


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
    one, nt1, nt2 = (meaning(_OPENING, c) for c in ("one of a suit", "1NT", "2NT"))
    if meaning(_OPENING, "Pass").fits(h):
        return Advice(PASS, f"Pass: {_pts(h)}; you need about {one.lo} to open.")
    if hand.is_balanced and nt1.fits(h):
        return Advice(Bid(1, Strain.NT), f"Open 1NT: {_pts(h)} and a balanced hand ({_pattern(hand)}).")
    if hand.is_balanced and nt2.fits(h):
        return Advice(Bid(2, Strain.NT), f"Open 2NT: {_pts(h)} and a balanced hand ({_pattern(hand)}).")
    suit, why = _opening_suit(hand)
    two = meaning(_OPENING, "two of a suit")
    if two.fits(h):  # a balanced hand in the 2NT range opened 2NT above
        return Advice(Bid(2, Strain.from_suit(suit)),
                      f"Open 2{suit.symbol}: {_pts(h)}, a very strong hand ({two.points}); {why}. "
                      "Partner must not pass.")
    extra = ""
    if hand.is_balanced:
        jump = meaning(_REBID, "jump in no-trump")
        if h < nt1.floor:
            extra = f" (too few points for 1NT, which needs {nt1.points})"
        elif h <= jump.ceiling:
            extra = f" (too many points for 1NT; you will show {jump.points} by jumping in no-trump next)"
    return Advice(Bid(1, Strain.from_suit(suit)), f"Open 1{suit.symbol}: {_pts(h)}; {why}{extra}.")
