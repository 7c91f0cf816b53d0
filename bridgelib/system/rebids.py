"""Opener's rebid, by strength: minimum, medium, maximum."""

from __future__ import annotations

from ..auction import PASS, Bid, Strain
from ..cards import Suit
from .advice import Advice
from .competition import _penalty_double
from .later import _continue
from .reading import _Ctx, _game_level, _is_game
from .responses import _pick_new_suit
from .table import (
    _MAJORS,
    _OPENING,
    _OVER_SUIT,
    _OVER_TWO,
    _RAISES,
    _REBID,
    _STRENGTHS,
    GAME_POINTS,
    MAJOR_FIT_GAME_BONUS,
    SLAM_POINTS,
    meaning,
)
from .valuation import _num, _pts, _stopper


def _rebid_after_nt(ctx: _Ctx, opening: Bid, resp: Bid) -> Advice | None:
    h = ctx.hcp
    top = meaning(_OPENING, "1NT" if opening.level == 1 else "2NT").ceiling
    if resp.strain is Strain.NT:
        if resp.level == opening.level + 1 and resp.level == 2:
            if h >= top - 1:
                return Advice(Bid(3, Strain.NT), f"Bid 3NT: partner invites game and you have {_pts(h)}, a maximum.")
            return Advice(PASS, f"Pass: partner invites game but you have only {_pts(h)}, a minimum.")
        if resp.level == 4:
            if h >= top:
                return Advice(Bid(6, Strain.NT), f"Bid 6NT: partner invites a slam and you have {_pts(h)}, a maximum.")
            return Advice(PASS, f"Pass: partner invites a slam but you have only {_pts(h)}.")
        return Advice(PASS, f"Pass: partner has chosen the contract, {resp}.")
    suit = resp.strain.suit
    assert suit is not None
    if resp.level == 3 and suit in _MAJORS:
        if ctx.length(suit) >= 3:
            return Advice(Bid(4, resp.strain), f"Bid 4{suit.symbol}: partner shows five {suit.english} and "
                                               f"you have {_num(ctx.length(suit))}: an eight-card fit.")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: only {_num(ctx.length(suit))} {suit.english}, so no "
                                         "eight-card fit; play game in no-trump.")
    return Advice(PASS, f"Pass: partner's {resp} is natural and chooses the contract.")


def _opener_rebid(ctx: _Ctx) -> Advice:
    opening_seat_bids = [b for _, s, b in ctx.bids if s is ctx.seat]
    opening = opening_seat_bids[0]
    presp = [b for _, s, b in ctx.bids if s is ctx.partner]
    lho_call = ctx.calls[-1][1]
    resp = presp[-1] if presp else None
    if lho_call.is_bid:
        dbl = _penalty_double(ctx)
        if dbl:
            return dbl
    if resp is None:
        alone = _rebid_after_their_bid(ctx, opening) if opening.level == 1 and opening.strain is not Strain.NT else None
        return alone or _continue(ctx)
    if opening.level >= 2 and opening.strain is not Strain.NT:
        return _rebid_after_strong_two(ctx, opening, resp) if opening.level == 2 else _continue(ctx)
    if opening.strain is Strain.NT:
        if lho_call is not PASS:
            return _continue(ctx)
        a = _rebid_after_nt(ctx, opening, resp)
        return a if a and ctx.legal(a.call) else _continue(ctx)
    a = _rebid_suit(ctx, opening, resp)
    if a is not None and ctx.legal(a.call):
        if lho_call.is_bid and isinstance(a.call, Bid) and a.call.level >= 3 and ctx.hcp <= meaning(_REBID, "minimum").ceiling:
            return _continue(ctx)  # after their overcall partner will get another chance
        return a
    return _continue(ctx)


def _rebid_after_their_bid(ctx: _Ctx, opening: Bid) -> Advice | None:
    """Partner passed and the opponents bid: opener speaks again with a strong balanced
    hand (no-trump, their suit stopped), a six-card suit, or extra strength and a second
    suit or a five-card suit; a minimum without a long suit passes."""
    x = opening.strain.suit
    last = ctx.last_bid
    if x is None or last is None or ctx.last_bidder is None or ctx.last_bidder.side is ctx.seat.side:
        return None
    if ctx.auction.doubled or last.level > 2:
        return None
    h, hand = ctx.hcp, ctx.hand
    strengths = [meaning(_REBID, w) for w in _STRENGTHS]
    cat = 0 if ctx.strength <= strengths[0].ceiling else 1 if ctx.strength <= strengths[1].ceiling else 2
    strong_nt = meaning(_REBID, "no-trump after their bid")
    nt = ctx.cheapest(Strain.NT)
    if (hand.is_balanced and strong_nt.fits(h) and nt is not None and nt.level <= 2
            and all(_stopper(hand, t) for t in ctx.their_suits)):
        return Advice(nt, f"Bid {nt}: a balanced hand with {_pts(h)} ({strong_nt.points}) and a stopper in their "
                          "suit: too strong to let them play, even though partner passed.")
    own = ctx.length(x)
    again = ctx.cheapest_up_to(opening.strain, 2)
    six = meaning(_REBID, "jump in own suit").length
    if own >= six and again is not None:
        return Advice(again, f"Bid {again}: rebid your {_num(own)}-card {x.english} ({ctx.points_said}); with a "
                             "long suit it pays to compete.")
    if cat == 0:
        return None
    second = _second_suit(ctx, x, allow_reverse=True)
    if second is not None:
        return second
    if own >= meaning(_REBID, "own suit again").length and again is not None:
        return Advice(again, f"Bid {again}: rebid your {_num(own)}-card {x.english} with "
                             f"{meaning(_REBID, _STRENGTHS[cat]).says} ({ctx.points_said}): too strong to let "
                             "them play.")
    return None


def _rebid_after_strong_two(ctx: _Ctx, opening: Bid, resp: Bid) -> Advice:
    """A balanced strong two bids no-trump next (or game in an eight-card major fit); an
    unbalanced one places the contract by the combined points."""
    x, rsuit = opening.strain.suit, resp.strain.suit
    assert x is not None
    if ctx.calls[-1][1] is not PASS or ctx.hcp + ctx.p.lo >= SLAM_POINTS - 1:
        return _continue(ctx)  # after their bid, or with slam values, by the combined points
    shown = meaning(_OPENING, "two of a suit, then no-trump")
    # partner's raise shows three cards, a new suit five
    partner = meaning(_OVER_TWO, "raise" if rsuit is x else "new suit").length
    if rsuit is not None and rsuit in _MAJORS and ctx.length(rsuit) + partner >= 8:
        n = ctx.length(rsuit)
        why = (f"partner supports your {rsuit.english}, the best news for a strong two" if rsuit is x
               else f"partner has shown five {rsuit.english} and you have {_num(n)}")
        return Advice(Bid(4, resp.strain), f"Bid 4{rsuit.symbol}: {why}; an eight-card fit, and game.")
    if not ctx.hand.is_balanced:
        own, again = ctx.length(x), ctx.cheapest_up_to(opening.strain, 3)
        long = meaning(_REBID, "strong two's suit again").length
        if own >= long and again is not None and not (rsuit is not None and ctx.length(rsuit) + partner >= 8):
            # not no-trump: partner would read 2-then-no-trump as the balanced 22-24
            return Advice(again, f"Bid {again}: rebid your {_num(own)} {x.english}, the long suit your strong two "
                                 "is built on; no-trump next would show a balanced hand.")
        return _continue(ctx)
    nt = ctx.cheapest(Strain.NT)
    if nt is None or not shown.fits(ctx.hcp) or nt.level > 3:
        return _continue(ctx)
    return Advice(nt, f"Bid {nt}: you show the balanced hand of your strong two ({_pts(ctx.hcp)}, {shown.points}); "
                      "partner now knows your hand and chooses the contract.")


def _rebid_suit(ctx: _Ctx, opening: Bid, resp: Bid) -> Advice | None:
    """Opener's rebid after opening one of a suit, by strength: minimum, medium, maximum."""
    x = opening.strain.suit
    assert x is not None
    strengths = [meaning(_REBID, w) for w in _STRENGTHS]
    h = ctx.strength
    cat = 0 if h <= strengths[0].ceiling else 1 if h <= strengths[1].ceiling else 2
    if resp.strain is opening.strain:
        return _rebid_after_raise(ctx, opening, resp, x, cat)
    if resp.strain is Strain.NT:
        return _rebid_after_nt_response(ctx, opening, resp, x, cat)
    rsuit = resp.strain.suit
    assert rsuit is not None
    if resp.level == 1:
        return _rebid_after_one_level(ctx, resp, x, rsuit, cat)
    return _rebid_after_two_level(ctx, resp, x, rsuit, cat)


def _rebid_after_raise(ctx: _Ctx, opening: Bid, resp: Bid, x: Suit, cat: int) -> Advice:
    h = ctx.strength
    steps = resp.level - opening.level
    if steps >= 3 or _is_game(resp):
        return _slam_try(ctx) or Advice(PASS, f"Pass: partner has bid game in {x.english}.")
    simple, jump = (meaning(_OVER_SUIT, r) for r in _RAISES[:2])
    if steps == 1:
        if cat == 0:
            return Advice(PASS, f"Pass: partner's simple raise shows {simple.points} points and you have {ctx.points_said}, "
                                "a minimum: together not enough for game.")
        if cat == 1:
            medium = meaning(_REBID, "raise after partner's raise")
            accept = simple.ceiling - 1 - (MAJOR_FIT_GAME_BONUS if x in _MAJORS else 0)  # a major fit needs one less
            return Advice(Bid(3, opening.strain), f"Bid 3{x.symbol}: {ctx.points_said} ({medium.points}) invites game; "
                                                  f"partner bids game with {accept}-{simple.ceiling}.")
        return _game_advice(ctx, x, f"{ctx.points_said} opposite partner's {simple.points}: enough for game")
    if meaning(_REBID, "game after partner's jump raise").fits(h):
        return _slam_try(ctx) or _game_advice(ctx, x, f"partner's jump raise shows {jump.points} and you have {ctx.points_said}: "
                                    "enough for game")
    return Advice(PASS, f"Pass: partner invites game but you have only {ctx.points_said}.")


def _rebid_after_nt_response(ctx: _Ctx, opening: Bid, resp: Bid, x: Suit, cat: int) -> Advice:
    h, hand = ctx.strength, ctx.hand
    own = ctx.length(x)
    six, five = meaning(_REBID, "jump in own suit").length, meaning(_REBID, "own suit again").length
    if resp.level == 1:
        weak = meaning(_OVER_SUIT, "1NT")
        if hand.is_balanced and ctx.hcp <= meaning(_REBID, "minimum").ceiling:
            return Advice(PASS, f"Pass: a balanced minimum ({_pts(ctx.hcp)}); 1NT is a good spot.")
        if hand.is_balanced and ctx.hcp <= meaning(_REBID, "jump in no-trump").ceiling:
            return Advice(Bid(2, Strain.NT), f"Bid 2NT: {_pts(ctx.hcp)} and a balanced hand invites game; "
                                             f"partner bids 3NT with {weak.ceiling - 1}-{weak.ceiling}.")
        if own >= six:
            return _rebid_own(ctx, x, cat, resp)
        second = _second_suit(ctx, x, allow_reverse=cat >= 1)
        if second:
            return second
        if meaning(_REBID, "maximum").fits(h):
            return Advice(Bid(3, Strain.NT), f"Bid 3NT: {ctx.points_said} opposite partner's {weak.points}: enough for game.")
        if own >= five and cat == 0 and min(ctx.length(t) for t in Suit) == 0:
            return _rebid_own(ctx, x, 0, resp)  # a void: not no-trump
        if own >= five and cat == 0:
            return Advice(PASS, f"Pass: a minimum ({ctx.points_said}) and nothing new to show.")
        return _second_suit(ctx, x, allow_reverse=True) or Advice(PASS, f"Pass: {ctx.points_said} and nothing new to show.")
    if resp.level == 2:
        invite = meaning(_OVER_SUIT, "2NT")
        need = GAME_POINTS - invite.ceiling  # game opposite the top of the invitation; one less with a long suit
        if h >= need or h >= need - 1 and own >= six:
            if x in _MAJORS and own >= six:
                return Advice(Bid(4, opening.strain), f"Bid 4{x.symbol}: {_num(own)} {x.english} and partner's "
                                                      f"{invite.points} make game.")
            return Advice(Bid(3, Strain.NT), f"Bid 3NT: partner shows {invite.points} and you have {ctx.points_said}: "
                                             "enough for game.")
        return Advice(PASS, f"Pass: partner invites game with {invite.points} but you have only {ctx.points_said}.")
    return _slam_try(ctx) or Advice(PASS, "Pass: partner has chosen game in no-trump.")


def _rebid_after_one_level(ctx: _Ctx, resp: Bid, x: Suit, rsuit: Suit, cat: int) -> Advice:
    """Partner bid a new suit at the one level (6+, forcing)."""
    hand = ctx.hand
    sup, own = ctx.length(rsuit), ctx.length(x)
    support = meaning(_REBID, "raise partner's suit").length
    if rsuit in _MAJORS and sup >= support:
        return _raise_partner(ctx, rsuit, sup, cat)
    second = meaning(_REBID, "new suit").length
    ones = [s for s in Suit if s not in (x, rsuit) and ctx.length(s) >= second
            and ctx.cheapest(Strain.from_suit(s)) == Bid(1, Strain.from_suit(s))]
    jump_nt = meaning(_REBID, "jump in no-trump")
    if ones and hand.is_balanced and jump_nt.fits(ctx.hcp) and ctx.calls[-1][1] is PASS:
        ones = []  # 2NT shows the strength at once; a one-level suit could be passed with 6
    if ones:
        s = _pick_new_suit(hand, ones)
        assert s is not None
        shift = meaning(_REBID, "jump shift")
        if cat == 2 and shift.fits(ctx.strength) and ctx.calls[-1][1] is PASS:
            b = Bid(2, Strain.from_suit(s))
            return Advice(b, f"Bid {b}: a jump in your second suit ({_num(ctx.length(s))} {s.english}) shows "
                             f"{shift.points} ({ctx.points_said}): enough for game, so partner must not pass "
                             "below game.")
        return Advice(Bid(1, Strain.from_suit(s)), f"Bid 1{s.symbol}: show your second suit "
                                                  f"({_num(ctx.length(s))} {s.english}) at the one level.")
    if sup >= support:
        return _raise_partner(ctx, rsuit, sup, cat)
    if hand.is_balanced:
        low, jump = meaning(_REBID, "no-trump"), meaning(_REBID, "jump in no-trump")
        if ctx.hcp <= low.ceiling:
            return Advice(Bid(1, Strain.NT), f"Bid 1NT: a balanced hand with {_pts(ctx.hcp)} ({low.points}).")
        return Advice(Bid(2, Strain.NT), f"Bid 2NT: a balanced hand with {_pts(ctx.hcp)} ({jump.points}); "
                                         "it invites game.")
    if own >= meaning(_REBID, "jump in own suit").length:
        return _rebid_own(ctx, x, cat, resp)
    shown = _second_suit(ctx, x, allow_reverse=cat >= 1, avoid=rsuit)
    if shown:
        return shown
    if own >= meaning(_REBID, "own suit again").length:
        return _rebid_own(ctx, x, 0, resp)
    return Advice(Bid(1, Strain.NT), f"Bid 1NT: {ctx.points_said} and nothing better to show; partner's "
                                     "new suit asks you to bid again.")


def _rebid_after_two_level(ctx: _Ctx, resp: Bid, x: Suit, rsuit: Suit, cat: int) -> Advice | None:
    """Partner bid a new suit at the two level (10+, forcing)."""
    hand = ctx.hand
    sup, own = ctx.length(rsuit), ctx.length(x)
    values = f"{meaning(_OVER_SUIT, 'new suit at the two level').floor}+"
    if sup >= meaning(_REBID, "raise partner's suit").length:
        level = 3 if cat == 0 else _game_level(resp.strain)
        if level == 5:
            return Advice(Bid(3, Strain.NT), f"Bid 3NT: {ctx.points_said} opposite partner's {values}: enough for game.")
        catname = meaning(_REBID, _STRENGTHS[cat]).says
        return Advice(Bid(level, resp.strain),
                      f"Bid {level}{rsuit.symbol}: {_num(sup)}-card support for partner's {rsuit.english} "
                      f"and {catname} ({ctx.points_said}).")
    if own >= meaning(_REBID, "jump in own suit").length:
        return _rebid_own(ctx, x, cat, resp)
    second = _second_suit(ctx, x, allow_reverse=cat >= 1, avoid=rsuit, top=3 if cat >= 1 else 2)
    if second:
        return second
    if hand.is_balanced:
        low = meaning(_REBID, "no-trump")
        if ctx.hcp <= low.ceiling:
            return Advice(Bid(2, Strain.NT), f"Bid 2NT: a balanced hand with {_pts(ctx.hcp)} ({low.points}).")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: a balanced hand with {_pts(ctx.hcp)} opposite partner's {values}: "
                                         "game.")
    if own >= meaning(_REBID, "own suit again").length:
        return _rebid_own(ctx, x, 0, resp)
    b = ctx.cheapest(Strain.NT)
    return Advice(b, f"Bid {b}: {ctx.points_said} and nothing better to show; partner's new suit asks you to "
                     "bid again.") if b else None


def _raise_partner(ctx: _Ctx, suit: Suit, sup: int, cat: int) -> Advice:
    strain = Strain.from_suit(suit)
    least = meaning(_OVER_SUIT, "new suit at the one level").floor
    if cat == 2:
        if suit in _MAJORS:
            return Advice(Bid(4, strain), f"Bid 4{suit.symbol}: {_num(sup)}-card support and {ctx.points_said}: "
                                          f"enough for game even if partner has only {least}.")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: {ctx.points_said}: enough for game even if partner has only {least}.")
    b = ctx.cheapest(strain)
    assert b is not None
    level = b.level + cat
    name = "a minimum" if cat == 0 else f"a medium hand ({meaning(_REBID, 'medium').points}), inviting game"
    return Advice(Bid(level, strain), f"Raise to {level}{suit.symbol}: {_num(sup)}-card support for partner's "
                                      f"{suit.english} and {name} ({ctx.points_said}).")


def _rebid_own(ctx: _Ctx, x: Suit, cat: int, resp: Bid) -> Advice:
    own = ctx.length(x)
    strain = Strain.from_suit(x)
    b = ctx.cheapest(strain)
    assert b is not None
    if cat == 2 and x in _MAJORS and own >= meaning(_REBID, "jump in own suit").length:
        return Advice(Bid(4, strain), f"Bid 4{x.symbol}: {_num(own)} {x.english} and {ctx.points_said}: game.")
    if cat == 2:
        nt = Bid(3, Strain.NT)
        return Advice(nt, f"Bid 3NT: {ctx.points_said}: enough for game opposite partner's response.")
    level = b.level + (1 if cat == 1 else 0)
    minimum = ctx.strength <= meaning(_REBID, "minimum").ceiling
    what = ("a minimum" if minimum else "nothing better to show") if cat == 0 else \
        f"{meaning(_REBID, 'medium').points}, inviting game"
    return Advice(Bid(level, strain), f"Bid {level}{x.symbol}: rebid your {_num(own)}-card {x.english} "
                                      f"with {what} ({ctx.points_said}).")


def _second_suit(ctx: _Ctx, x: Suit, allow_reverse: bool, avoid: Suit | None = None,
                 top: int = 2) -> Advice | None:
    """Show a second suit of four or more cards, no higher than level ``top``."""
    cands = []
    for s in Suit:
        if s is x or s is avoid or ctx.length(s) < meaning(_REBID, "new suit").length or s in ctx.their_suits:
            continue
        b = ctx.cheapest(Strain.from_suit(s))
        if b is None or b.level > top:
            continue
        reverse = b.level == 2 and s > x
        if reverse and not allow_reverse:
            continue
        cands.append((s, b, reverse))
    if not cands:
        return None
    cands.sort(key=lambda t: (ctx.length(t[0]), -t[0].value), reverse=True)
    s, b, reverse = cands[0]
    extra = (f" (bidding a higher suit at the two level, a \"reverse\", shows {meaning(_REBID, 'reverse').points})"
             if reverse else "")
    return Advice(b, f"Bid {b}: show your second suit ({_num(ctx.length(s))} {s.english}){extra}.")


def _game_advice(ctx: _Ctx, suit: Suit, why: str) -> Advice:
    if suit in _MAJORS:
        return Advice(Bid(4, Strain.from_suit(suit)), f"Bid 4{suit.symbol}: {why}.")
    return Advice(Bid(3, Strain.NT), f"Bid 3NT: {why} (game in no-trump needs only nine tricks).")


def _slam_try(ctx: _Ctx) -> Advice | None:
    if ctx.strength + ctx.p.lo >= SLAM_POINTS:
        return _continue(ctx)
    return None
