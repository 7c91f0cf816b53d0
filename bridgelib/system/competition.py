"""Competition: penalty doubles and the first call of a side whose opponents opened."""

from __future__ import annotations

from ..auction import DOUBLE, PASS, Bid, Strain
from ..cards import Suit
from .advice import Advice
from .reading import _balancing_seat, _Ctx, _pass_out_seat
from .table import _ADVANCE, _OPENING, _OVERCALL, GAME_TRICKS, meaning
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
    pass_out = " in the pass-out seat" if _balancing_seat(ctx.calls) else ""
    one, two = (meaning(_OVERCALL, f"suit at the {n} level{pass_out}") for n in ("one", "two"))
    three = meaning(_OVERCALL, "suit at the three level")
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
    if pass_out:
        low = one if bid.level == 1 else two
        return Advice(bid, f"Overcall {bid} in the pass-out seat: {_pts(h)} ({low.points} here, as partner's pass may "
                           f"hide some points) and a {_num(n)}-card suit ({suit.english}).")
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


def _overcall_of_partner(ctx: _Ctx) -> Bid | None:
    """Partner's overcall, when it is the only bid of our side and this is our first bid."""
    opening = ctx.opening
    if opening is None or opening[1].side is ctx.seat.side:
        return None
    ours = [(s, b) for _, s, b in ctx.bids if s.side is ctx.seat.side]
    if len(ours) != 1 or ours[0][0] is not ctx.partner or DOUBLE in ctx.calls_by(ctx.seat):
        return None
    bid = ours[0][1]
    return bid if bid.strain is not Strain.NT else None


def _advance(ctx: _Ctx) -> Advice | None:
    """Partner overcalled a suit (five or more cards): raise with three-card support by
    strength, show a five-card suit of your own, or bid no-trump with their suit stopped."""
    overcall = _overcall_of_partner(ctx)
    if overcall is None or ctx.auction.doubled:
        return None
    suit = overcall.strain.suit
    assert suit is not None
    h, hand = ctx.hcp, ctx.hand
    raise_ = meaning(_ADVANCE, "raise")
    sup = ctx.length(suit)
    if sup >= raise_.length:
        points = h + ctx.shortness_points
        b = ctx.cheapest(overcall.strain)
        if b is None or not raise_.fits(points):
            return None
        jump, game = meaning(_ADVANCE, "jump raise"), meaning(_ADVANCE, "raise to game")
        short = ctx.shortness_points
        said = _pts(h) + (f" plus {_num(short)} for short suits, {points} in all" if short else "")
        if game.fits(points) and suit in (Suit.H, Suit.S):
            target, what = Bid(4, overcall.strain), "game"
        elif jump.fits(points) and ctx.legal(Bid(b.level + 1, overcall.strain)):
            target, what = Bid(b.level + 1, overcall.strain), "an invitation to game"
        else:
            target, what = b, "a simple raise"
        fit = sup + meaning(_OVERCALL, "suit at the one level").length
        if not ctx.legal(target) or target.level > (4 if what == "game" else 3) or (
                what == "a simple raise" and target.level > max(2, fit - 6)):
            return None  # the law of total tricks: a simple raise to the level of the fit
        return Advice(target, f"Raise to {target} ({what}): {said} and {_num(sup)}-card support for partner's "
                              f"overcall in {suit.english}.")
    new = meaning(_ADVANCE, "new suit")
    mine = [t for t in Suit if t is not suit and t not in ctx.their_suits and ctx.length(t) >= new.length]
    if mine and new.fits(h):
        t = max(mine, key=lambda t: (ctx.length(t), t.value))
        b = ctx.cheapest(Strain.from_suit(t))
        if b is not None and (b.level == 1 or b.level == 2 and h >= meaning(_ADVANCE, "new suit at the two level").floor):
            return Advice(b, f"Bid {b}: {_pts(h)} and {_num(ctx.length(t))} {t.english} of your own, no support "
                             "for partner's overcall.")
    nt = ctx.cheapest(Strain.NT)
    if nt is not None and nt.level <= 3 and all(_stopper(hand, t) for t in ctx.their_suits):
        for level, entry in ((1, "1NT"), (2, "2NT"), (3, "3NT")):
            m = meaning(_ADVANCE, entry)
            if m.fits(h) and nt.level <= level:
                b = Bid(level, Strain.NT)
                if ctx.legal(b):
                    return Advice(b, f"Bid {b}: {_pts(h)} ({m.points}), a stopper in their suit and no support for "
                                     f"partner's {suit.english}.")
    return None
