"""Competition: penalty doubles and the first call of a side whose opponents opened."""

from __future__ import annotations

from ..auction import DOUBLE, PASS, Bid, Strain
from ..cards import Suit
from .advice import Advice
from .reading import _Ctx, _pass_out_seat
from .table import _OPENING, _OVERCALL, GAME_TRICKS, meaning
from .valuation import _good_suit, _num, _pts, _stopper, defensive_tricks, playing_tricks


def _penalty_double(ctx: _Ctx) -> Advice | None:
    """Double for penalties when the defence looks strong enough to beat them."""
    last = ctx.last_bid
    if last is None or not ctx.legal(DOUBLE) or ctx.last_bidder is None:
        return None
    if ctx.last_bidder.side is ctx.seat.side:
        return None
    h = ctx.hcp
    need = 8 - last.level  # tricks the defence needs to beat the contract
    if last.strain is Strain.NT and last.level == 1 and meaning(_OVERCALL, "double of 1NT").fits(h):
        return Advice(DOUBLE, f"Double (for penalties): {_pts(h)}, more than the 1NT bidder; you expect "
                              "to beat 1NT.")
    if last.level == 1 and last.strain is not Strain.NT:
        suit = last.strain.suit
        assert suit is not None
        if not (ctx.length(suit) >= 5 and _good_suit(ctx.hand, suit) and h >= 11):
            return None
    elif last.level == 1 and h + ctx.p.lo < 22:
        return None
    mine = defensive_tricks(ctx.hand, last.strain)
    partner = ctx.p.lo / 4.5
    if last.strain is not Strain.NT:
        suit = last.strain.suit
        assert suit is not None
        if ctx.length(suit) < 3:
            return None
    margin = 1.0 if last.level <= 2 else 0.5
    if mine + partner >= need + margin and mine >= 2:
        pshow = f" and partner has shown about {ctx.p.lo}+ points" if ctx.p.lo else ""
        return Advice(DOUBLE, f"Double (for penalties): you count about {mine:g} defensive tricks{pshow}; "
                              f"the defence needs {_num(need)} to beat {last}.")
    return None


def _defence(ctx: _Ctx) -> Advice:
    """The first call of a side whose opponents opened."""
    h, hand = ctx.hcp, ctx.hand
    dbl = _penalty_double(ctx)
    if dbl:
        return dbl
    last = ctx.last_bid
    assert last is not None
    theirs = ctx.their_suits
    nt = ctx.cheapest(Strain.NT)
    nt_overcall = meaning(_OVERCALL, "1NT")
    pass_out = _pass_out_seat(ctx.calls)
    nt_here = meaning(_OVERCALL, "1NT in the pass-out seat") if pass_out else nt_overcall
    if (nt is not None and nt.level == 1 and hand.is_balanced and nt_here.fits(h)
            and all(_stopper(hand, s) for s in theirs)):
        stops = ", ".join(s.english for s in theirs)
        seat, here = (" in the pass-out seat", " here, as partner's pass may hide some points") if pass_out else ("", "")
        return Advice(nt, f"Overcall 1NT{seat}: {_pts(h)} ({nt_here.points}{here}), a balanced hand and a stopper "
                          f"in {stops}.")
    game = _game_on_tricks(ctx)
    if game is not None:
        return game
    overcall = _suit_overcall(ctx)
    if overcall is not None:
        return overcall
    if h >= meaning(_OPENING, "one of a suit").floor:
        return Advice(PASS, f"Pass: {_pts(h)} but no five-card suit to overcall and no balanced {nt_here.points} "
                            "with a stopper for 1NT (a double here would be for penalties).")
    return Advice(PASS, f"Pass: {_pts(h)}, not enough to come into the auction.")


def _suit_overcall(ctx: _Ctx) -> Advice | None:
    """Overcall the longest five-card suit at the cheapest level, if strong enough there."""
    h, hand = ctx.hcp, ctx.hand
    one, two, three = (meaning(_OVERCALL, f"suit at the {n} level") for n in ("one", "two", "three"))
    cands = []
    for s in Suit:
        n = ctx.length(s)
        b = ctx.cheapest(Strain.from_suit(s)) if n >= one.length and s not in ctx.their_suits else None
        if b is None:
            continue
        if (b.level == 1 and h >= one.floor
                or b.level == 2 and h >= two.floor and (n >= 6 or _good_suit(hand, s))
                or b.level == 3 and h >= three.floor and n >= three.length and _good_suit(hand, s)):
            cands.append((n, s.value, b))
    if not cands:
        return None
    n, _, bid = max(cands)
    suit = bid.strain.suit
    assert suit is not None
    return Advice(bid, f"Overcall {bid}: {_pts(h)} and a good {_num(n)}-card suit ({suit.english}).")


def _game_on_tricks(ctx: _Ctx) -> Advice | None:
    """A long major and enough playing tricks to make game alone (or nearly): bid it at once."""
    hand = ctx.hand
    suit = max(Suit, key=lambda s: (hand.length(s), s.value))
    tricks = playing_tricks(hand)
    if suit not in (Suit.H, Suit.S) or suit in ctx.their_suits or tricks < GAME_TRICKS:
        return None
    bid = Bid(4, Strain.from_suit(suit))
    if not ctx.legal(bid):
        return None
    return Advice(bid, f"Bid {bid}: {_num(hand.length(suit))} {suit.english} and about {tricks:g} playing tricks "
                       "on your own; go straight to game.")
