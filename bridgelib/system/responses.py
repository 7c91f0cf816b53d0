"""Responder's first call: to one of a suit, to a strong two, to 1NT and 2NT."""

from __future__ import annotations

from ..auction import PASS, Bid, Call, Strain
from ..cards import Hand, Suit
from .advice import Advice
from .competition import _penalty_double
from .later import _continue, _plan, _target_level
from .reading import _Ctx
from .table import _MAJORS, _NT1, _OPENING, _OVER_SUIT, _OVER_TWO, _RAISES, GRAND_SLAM_POINTS, SLAM_POINTS, meaning
from .valuation import _num, _pts, _stopper


def _pick_new_suit(hand: Hand, suits: list[Suit]) -> Suit | None:
    """Of ``suits`` (4+ cards each), the longest; with equal lengths the higher of two
    five-card suits, the lower of four-card suits."""
    if not suits:
        return None
    longest = max(hand.length(s) for s in suits)
    tied = sorted((s for s in suits if hand.length(s) == longest), key=lambda s: s.value)
    return tied[-1] if longest >= 5 else tied[0]


def _try(ctx: _Ctx, call: Call | None, reason: str) -> Advice | None:
    if call is not None and ctx.legal(call):
        return Advice(call, reason)
    return None


def _respond_to_suit(ctx: _Ctx, opening: Bid) -> Advice:
    """Responses to one of a suit: raise a major, a new suit at the one level, raise a
    minor, a new suit at the two level, no-trump; in that order."""
    h = ctx.hcp
    x = opening.strain.suit
    assert x is not None
    rho_call = ctx.calls[-1][1]
    if rho_call.is_bid:
        dbl = _penalty_double(ctx)
        if dbl:
            return dbl
    raises = [meaning(_OVER_SUIT, r) for r in _RAISES]
    if meaning(_OVER_SUIT, "Pass").fits(h):
        return _weak_response(ctx, opening) or Advice(
            PASS, f"Pass: {_pts(h)}; you need about {raises[0].floor} to respond to partner's opening.")
    strength = 0 if h <= raises[0].ceiling else 1 if h <= raises[1].ceiling else 2
    support = h + ctx.shortness_points  # a raise counts the short suits too
    raising = 0 if support <= raises[0].ceiling else 1 if support <= raises[1].ceiling else 2
    if (raising == 2 and ctx.length(x) >= raises[2].length and rho_call is PASS
            and _target_level(_plan(ctx))[1] in ("slam", "grand")):
        return _continue(ctx)  # too strong for a raise to game: slam values with the fit
    advice = ((_raise_response(ctx, opening, raising) if x in _MAJORS else None)
              or _new_suit_response(ctx, x, 1, strength)
              or (_raise_response(ctx, opening, strength) if x not in _MAJORS and strength < 2 else None)
              or _new_suit_response(ctx, x, 2, strength)
              or _nt_response(ctx)
              or _last_response(ctx, opening))
    if advice is not None:
        return advice
    if rho_call is PASS:
        return Advice(Bid(1, Strain.NT) if ctx.legal(Bid(1, Strain.NT)) else PASS,
                      f"Bid 1NT: {_pts(h)} and nothing better to bid.")
    return _continue(ctx)


def _weak_response(ctx: _Ctx, opening: Bid) -> Advice | None:
    """Too few high-card points to respond, but enough counting length: a five-card suit
    at the one level."""
    h, x = ctx.hcp, opening.strain.suit
    assert x is not None
    one = meaning(_OVER_SUIT, "new suit at the one level")
    fives = [s for s in Suit if s is not x and s not in ctx.their_suits and ctx.length(s) >= 5
             and ctx.cheapest(Strain.from_suit(s)) == Bid(1, Strain.from_suit(s))]
    s = _pick_new_suit(ctx.hand, fives)
    if s is None:
        return None
    extra = ctx.length(s) - 4
    if not one.fits(h + extra):
        return None
    return Advice(Bid(1, Strain.from_suit(s)),
                  f"Bid 1{s.symbol}: {_pts(h)} plus {_num(extra)} for length, {h + extra} in all, and "
                  f"{_num(ctx.length(s))} {s.english}: a new suit at the one level; partner must bid again.")


def _raise_response(ctx: _Ctx, opening: Bid, strength: int) -> Advice | None:
    """Raise partner's suit with four cards: two, three or (a major) four by strength."""
    h, x = ctx.hcp, opening.strain.suit
    assert x is not None
    raise_ = meaning(_OVER_SUIT, _RAISES[strength])
    sup = ctx.length(x)
    if sup < raise_.length:
        return None
    level = 2 + strength
    name = f" ({('a simple raise', 'an invitation to game', 'game')[strength]})" if x in _MAJORS else ""
    short = ctx.shortness_points
    said = _pts(h) + (f" plus {_num(short)} for short suits, {h + short} in all" if short else "")
    return _try(ctx, Bid(level, opening.strain),
                f"Raise to {level}{x.symbol}{name}: {said} ({raise_.points}) and {_num(sup)}-card support for "
                f"partner's {x.english}.")


def _new_suit_response(ctx: _Ctx, x: Suit, level: int, strength: int) -> Advice | None:
    """A new suit of four or more cards at the one level, or at the two level with 10+."""
    h, hand = ctx.hcp, ctx.hand
    entry = meaning(_OVER_SUIT, f"new suit at the {_num(level)} level")
    if not entry.fits(h):
        return None
    new = [s for s in Suit if s is not x and s not in ctx.their_suits and ctx.length(s) >= entry.length]
    s = _pick_new_suit(hand, [t for t in new if (b := ctx.cheapest(Strain.from_suit(t))) is not None
                              and b.level == level])
    if s is None:
        return None
    if level == 1:
        return Advice(Bid(1, Strain.from_suit(s)),
                      f"Bid 1{s.symbol}: a new suit ({_num(ctx.length(s))} {s.english}) with {_pts(h)}; "
                      "partner must bid again.")
    if strength == 2 and hand.is_balanced and ctx.length(s) < 5 and x not in _MAJORS:
        return None  # 3NT describes it better
    return Advice(Bid(2, Strain.from_suit(s)),
                  f"Bid 2{s.symbol}: a new suit ({_num(ctx.length(s))} {s.english}) with {_pts(h)} "
                  f"({entry.floor}+ is needed at the two level); partner must bid again.")


def _nt_response(ctx: _Ctx) -> Advice | None:
    """No-trump by strength, with their suit stopped: 1NT 6-9, 2NT 11-12, 3NT 13+."""
    h, hand = ctx.hcp, ctx.hand
    if not all(_stopper(hand, t) for t in ctx.their_suits):
        return None
    nt1, nt2, nt3 = (meaning(_OVER_SUIT, c) for c in ("1NT", "2NT", "3NT or higher"))
    if nt1.fits(h):
        return _try(ctx, Bid(1, Strain.NT),
                    f"Bid 1NT: {_pts(h)} ({nt1.points}) and no suit to show at the one level and no four-card "
                    "support.")
    if h <= nt2.ceiling and hand.is_balanced:  # 10 too, with no suit to bid at the two level
        return _try(ctx, Bid(2, Strain.NT), f"Bid 2NT: {_pts(h)} ({nt2.points}) and a balanced hand; it invites game.")
    if hand.is_balanced or nt3.fits(h):
        return _try(ctx, Bid(3, Strain.NT), f"Bid 3NT: {_pts(h)}; with partner's opening that is enough for game.")
    return None


def _last_response(ctx: _Ctx, opening: Bid) -> Advice | None:
    """Nothing natural fits: raise a minor anyway, or bid partner's suit with three cards."""
    h, x = ctx.hcp, opening.strain.suit
    assert x is not None
    sup = ctx.length(x)
    simple, jump = (meaning(_OVER_SUIT, r) for r in _RAISES[:2])
    if x not in _MAJORS and sup >= simple.length:
        level = 3 if h >= jump.floor else 2
        a = _try(ctx, Bid(level, opening.strain),
                 f"Raise to {level}{x.symbol}: {_pts(h)} and {_num(sup)}-card support for partner's {x.english}.")
        if a:
            return a
    if meaning(_OVER_SUIT, "new suit at the two level").fits(h) and sup >= 3:
        b = ctx.cheapest_up_to(opening.strain, 3)
        if b is not None:
            return Advice(b, f"Bid {b}: {_pts(h)} and {_num(sup)} cards in partner's {x.english}; "
                             "the best you can do with this hand.")
    return None


def _respond_to_strong_two(ctx: _Ctx, opening: Bid) -> Advice:
    h = ctx.hcp
    x = opening.strain.suit
    assert x is not None
    if ctx.calls[-1][1] is not PASS:
        return _continue(ctx)
    support, new = meaning(_OVER_TWO, "raise"), meaning(_OVER_TWO, "new suit")
    if ctx.length(x) >= support.length:
        b = Bid(3, opening.strain)
        return Advice(b, f"Bid {b}: {_num(ctx.length(x))}-card support for partner's {x.english}; partner's "
                         "strong opening asks you to bid, and support is the best news.")
    if new.fits(h):
        fives = [s for s in Suit if s is not x and ctx.length(s) >= new.length]
        s = _pick_new_suit(ctx.hand, fives)
        if s is not None:
            suit_bid = ctx.cheapest(Strain.from_suit(s))
            if suit_bid is not None and suit_bid.level <= 3:
                return Advice(suit_bid, f"Bid {suit_bid}: {_pts(h)} and {_num(ctx.length(s))} {s.english}; partner's "
                                        "strong opening asks you to bid.")
    nt = ctx.cheapest(Strain.NT)
    assert nt is not None
    return Advice(nt, f"Bid {nt}: partner's strong opening asks you to bid; with {_pts(h)}, no support and no "
                      "five-card suit to show, no-trump is the natural reply.")


def _respond_to_nt(ctx: _Ctx, opening: Bid) -> Advice:
    """Responses to 1NT, and to 2NT with the same ranges four points lower."""
    h = ctx.hcp
    rho_call = ctx.calls[-1][1]
    if rho_call.is_bid:
        return _continue(ctx)
    shift = 0 if opening.level == 1 else 4
    rng = meaning(_OPENING, "1NT" if shift == 0 else "2NT").points
    band = {call: m.ceiling - shift for call, m in _NT1.items()}  # the top of each range
    long_suits = sorted(Suit, key=lambda s: (ctx.length(s), s in _MAJORS, s.value), reverse=True)
    best = long_suits[0]
    blen = ctx.length(best)
    major6 = next((s for s in _MAJORS if ctx.length(s) >= _NT1["four of a suit"].length), None)
    major5 = next((s for s in sorted(_MAJORS, key=lambda s: -ctx.length(s))
                   if ctx.length(s) >= _NT1["three of a suit"].length), None)
    if h <= band["Pass"]:
        return _weak_over_nt(ctx, shift, best, blen, rng)
    if h <= band["2NT"]:
        if major6 is not None:
            return Advice(Bid(4, Strain.from_suit(major6)),
                          f"Bid 4{major6.symbol}: {_pts(h)} and {_num(ctx.length(major6))} {major6.english}; "
                          "partner has at least two, so you have a fit and enough for game.")
        if shift == 0:
            top = meaning(_OPENING, "1NT").ceiling
            return Advice(Bid(2, Strain.NT), f"Bid 2NT: {_pts(h)} ({_NT1['2NT'].points}) invites game: partner bids "
                                             f"3NT with {top - 1}-{top}.")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: {_pts(h)} and partner's {rng}: enough for game.")
    if h <= band["3NT"]:
        if major6 is not None:
            return Advice(Bid(4, Strain.from_suit(major6)),
                          f"Bid 4{major6.symbol}: {_pts(h)} and {_num(ctx.length(major6))} {major6.english}; "
                          "game in your long major.")
        if major5 is not None:
            return Advice(Bid(3, Strain.from_suit(major5)),
                          f"Bid 3{major5.symbol}: {_pts(h)} and five {major5.english}, enough for game; "
                          f"partner bids 4{major5.symbol} with three {major5.english}, or 3NT.")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: {_pts(h)} opposite partner's {rng}: enough for game.")
    if h <= band["4NT"]:
        return Advice(Bid(4, Strain.NT), f"Bid 4NT: {_pts(h)}; it invites 6NT (a slam needs about {SLAM_POINTS} "
                                         "together): partner bids 6NT with a maximum.")
    if h <= band["6NT"]:
        return Advice(Bid(6, Strain.NT), f"Bid 6NT: {_pts(h)} opposite partner's {rng}: about {SLAM_POINTS} "
                                         "together, enough for a small slam.")
    return Advice(Bid(7, Strain.NT), f"Bid 7NT: {_pts(h)} opposite partner's {rng}: about {GRAND_SLAM_POINTS} "
                                     "together, enough for a grand slam.")


def _weak_over_nt(ctx: _Ctx, shift: int, best: Suit, blen: int, rng: str) -> Advice:
    """Too weak for game opposite partner's no-trump: pass, or play two of a long suit."""
    h = ctx.hcp
    weak, game = _NT1["two of a suit"], _NT1["four of a suit"]
    if best in _MAJORS and blen >= game.length and ctx.strength >= game.floor - shift:
        b = Bid(4, Strain.from_suit(best))
        return Advice(b, f"Bid {b}: {ctx.points_said} and {_num(blen)} {best.english}; partner has at least "
                         "two, so you have a fit and enough for game.")
    if shift == 0 and blen >= weak.length:
        b = Bid(2, Strain.from_suit(best))
        if ctx.legal(b):
            return Advice(b, f"Bid 2{best.symbol}: a weak hand ({_pts(h)}) with {_num(blen)} {best.english}; "
                             "it will play better in your long suit than in no-trump. Partner should pass.")
    top = meaning(_OPENING, "1NT" if shift == 0 else "2NT").ceiling
    return Advice(PASS, f"Pass: {_pts(h)} is not enough for game even if partner has {top} ({rng}).")
