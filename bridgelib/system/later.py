"""Later rounds: place the contract by the points the partnership holds together."""

from __future__ import annotations

from dataclasses import dataclass

from ..auction import DOUBLE, PASS, Bid, Strain
from ..cards import Suit
from ..deal import Seat
from .advice import Advice
from .competition import _advance, _penalty_double
from .reading import _Ctx, _game_level, _is_game
from .table import (
    _MAJORS,
    _OVER_NT,
    EIGHT_FIT_SLAM_BONUS,
    FIT_SLAM_BONUS,
    GAME_POINTS,
    MAJOR_FIT_GAME_BONUS,
    NT_LENGTH_POINTS,
    SLAM_POINTS,
    meaning,
)
from .valuation import _num, _pts, _stopper


@dataclass
class _Plan:
    strain: Strain
    fit: int  # combined trumps (0 for no-trump)
    total: float  # estimated combined points
    low: int  # combined points for sure
    extra: int = 0  # the length points counted in them
    cut: int = 0  # the length points not counted because the side plays in no-trump
    assumed: bool = False  # the fit counts on partner holding two cards of a long suit he has not raised


def _plan(ctx: _Ctx) -> _Plan:
    p = ctx.p
    total = ctx.est_total
    low = ctx.strength + p.lo
    theirs = ctx.their_suits
    best: tuple[tuple[bool, int, int], Suit, int, bool] | None = None
    for s in Suit:
        mine = ctx.length(s)
        partner = p.length(s)
        n = mine + partner
        assumed = mine >= 6 and s in ctx.suits_bid_by((ctx.seat,)) and partner == 0 and s not in theirs
        if assumed:
            n = max(n, mine + 2)
        if n < 8 or s in theirs:
            continue
        key = (s in _MAJORS, n, s.value)
        if best is None or key > best[0]:
            best = (key, s, n, assumed and mine + partner < 8)
    if best is not None:
        s, n = best[1], best[2]
        # a minor fit: no-trump unless a short suit argues against it (a singleton only
        # when five of the minor is within reach)
        if s in _MAJORS or not _nt_ok(ctx, 1 if total >= GAME_POINTS + 4 else 0):
            return _Plan(Strain.from_suit(s), n, total, low, ctx.strength - ctx.hcp, assumed=best[3])
    cut = max(0, ctx.strength - ctx.hcp - NT_LENGTH_POINTS)  # in no-trump a long suit counts little
    return _Plan(Strain.NT, 0, total - cut, low - cut, cut=cut)


def _nt_ok(ctx: _Ctx, short: int = 1) -> bool:
    """No-trump looks sensible: the suits the opponents bid stopped, and no suit of
    ``short`` cards or fewer (a void; with 1, a singleton too) that partner has not bid."""
    ours = ctx.suits_bid_by((ctx.partner,))
    return (all(_stopper(ctx.hand, s) or ctx.p.length(s) >= 4 for s in ctx.their_suits)
            and all(ctx.length(s) > short or s in ours for s in Suit))


def _slam_values(plan: _Plan) -> tuple[float, int, int]:
    """The estimated and the sure combined points as a slam counts them, and the points
    a small slam needs with this fit."""
    total, low = plan.total, plan.low
    if plan.fit >= 9:  # a long trump fit takes tricks: fewer high cards, the length not counted twice
        return total - plan.extra, low - plan.extra, SLAM_POINTS - FIT_SLAM_BONUS
    return total, low, SLAM_POINTS - (EIGHT_FIT_SLAM_BONUS if plan.fit == 8 else 0)


def _slam_close(plan: _Plan) -> bool:
    """Slam is likely but not sure: the estimate reaches it, the sure points do not."""
    total, low, slam = _slam_values(plan)
    return total >= slam and low < slam - 1


def _target_level(plan: _Plan) -> tuple[int, str]:
    total, low = plan.total, plan.low
    if low >= 36 and total >= 37:
        return 7, "grand"
    total, low, slam = _slam_values(plan)
    if low >= slam - 1 and total >= slam and not plan.assumed:  # no slam on a fit only hoped for
        return 6, "slam"
    total, low = plan.total, plan.low
    game = (GAME_POINTS if plan.strain is Strain.NT else GAME_POINTS - MAJOR_FIT_GAME_BONUS
            if plan.strain.suit in _MAJORS else GAME_POINTS + 4)
    if total >= game:
        return _game_level(plan.strain), "game"
    if total >= GAME_POINTS - 2.5:
        return 0, "invite"
    return 0, "part"


def _describe_total(ctx: _Ctx, plan: _Plan | None = None) -> str:
    p = ctx.p
    cut = plan.cut if plan is not None else 0
    mine = ctx.points_said if not cut else (
        f"{_pts(ctx.hcp)} plus {_num(NT_LENGTH_POINTS)} for length ({_num(NT_LENGTH_POINTS)} at most in "
        f"no-trump), {ctx.strength - cut} in all")
    if p.lo == 0:
        return f"you have {mine} and partner has shown little"
    rng = f"{p.lo}+" if p.hi >= 37 else f"about {p.lo}" if p.lo == p.hi else f"{p.lo}-{p.hi}"
    return f"you have {mine} and partner has shown {rng}, together about {round(ctx.est_total - cut)}"


def _continue(ctx: _Ctx) -> Advice:
    """Later rounds and anything else: place the contract by the combined strength."""
    auction = ctx.auction
    last = ctx.last_bid
    assert last is not None and ctx.last_bidder is not None
    doubled = auction.doubled
    ours = ctx.last_bidder.side is ctx.seat.side
    if not ours and doubled:
        who = "partner" if _doubler(ctx) is ctx.partner else "your side"
        return Advice(PASS, f"Pass: {who} doubled {last} for penalties; defend it.")
    rescue = _rescue(ctx, last) if ours else None
    if rescue is not None:
        return rescue
    if ours and doubled:
        return Advice(PASS, f"Pass: {last} is doubled, but the system has no escape bids; stay where you are.")
    if ours and ctx.last_bidder is ctx.partner and last.level >= 6:
        return Advice(PASS, f"Pass: partner has placed the contract in a slam, {last}; a slam bid is not "
                            "an invitation to bid on.")
    answer = _answer_slam_invite(ctx, last) if ours else None
    if answer is not None:
        return answer
    dbl = None if ours else _penalty_double(ctx)
    if dbl:
        return dbl
    advance = _advance(ctx)
    if advance is not None:
        return advance
    plan = _plan(ctx)
    level, kind = _target_level(plan)
    why = _describe_total(ctx, plan)
    if not ours:
        return _compete(ctx, plan, level, kind, why)
    if kind in ("game", "slam", "grand"):
        return _bid_game(ctx, plan, last, level, kind, why)
    forcing = _partner_forcing(ctx)
    if kind == "invite" and last.level <= 2 and not _is_game(last):
        invite = _invite(ctx, plan, forcing, why)
        if invite is not None:
            return invite
    return _part_score(ctx, plan, forcing, why)


def _rescue(ctx: _Ctx, last: Bid) -> Advice | None:
    """Partner's 1NT with a weak, unbalanced hand opposite: two of a long suit (five
    cards with a void or singleton, or six), natural and to play."""
    weak = meaning(_OVER_NT, "two of a suit")
    if last != Bid(1, Strain.NT) or ctx.last_bidder is not ctx.partner or not weak.fits(ctx.hcp):
        return None
    suit = max((t for t in Suit if t not in ctx.their_suits), key=lambda t: (ctx.length(t), t.value))
    n = ctx.length(suit)
    short = min(ctx.length(t) for t in Suit)
    if not (n >= 6 or n >= weak.length and short <= 1):
        return None
    b = ctx.cheapest_up_to(Strain.from_suit(suit), 2)
    if b is None:
        return None
    doubled = " doubled" if ctx.auction.doubled else ""
    shape = "a void" if short == 0 else "a singleton" if n < 6 else f"{_num(n)} cards in it"
    return Advice(b, f"Bid {b}: a weak hand ({_pts(ctx.hcp)}) with {_num(n)} {suit.english} and {shape}; "
                     f"it plays better in your long suit than in 1NT{doubled}. Partner should pass.")


def _bid_game(ctx: _Ctx, plan: _Plan, last: Bid, level: int, kind: str, why: str) -> Advice:
    """Our side holds the contract and has enough for game (or a slam): bid it."""
    target = Bid(level, plan.strain)
    # partner's no-trump game opposite a void in a suit partner has not bid: take it out
    void = (kind == "game" and last.strain is Strain.NT and plan.strain is not Strain.NT
            and ctx.last_bidder is ctx.partner
            and any(ctx.length(t) == 0 and t not in ctx.suits_bid_by((ctx.partner,)) for t in Suit))
    # partner's 3NT, but your hand shows an eight-card major fit partner may not know about
    major = (kind == "game" and last == Bid(3, Strain.NT) and ctx.last_bidder is ctx.partner
             and plan.strain.suit in _MAJORS and not ctx.auction.doubled
             and ctx.length(plan.strain.suit) + ctx.p.length(plan.strain.suit) >= 8)  # shown, not assumed
    invite = _slam_invite(ctx, plan, last) if kind == "game" and not void else None
    if invite is not None:
        return invite
    if major and ctx.legal(target):
        assert plan.strain.suit is not None
        return Advice(target, f"Bid {target}: {why}; your side has {_num(plan.fit)} {plan.strain.suit.english}, "
                              f"and game in a major with an eight-card fit usually plays better than {last}.")
    if (last.index >= target.index or (kind == "game" and _is_game(last) and not void)
            or not ctx.legal(target)):
        return Advice(PASS, f"Pass: {why}; {last} is high enough.")
    word = {"game": "game", "slam": "a small slam", "grand": "a grand slam"}[kind]
    fit = f" with your {_num(plan.fit)}-card fit" if plan.fit else ""
    if plan.assumed and plan.strain.suit is not None:
        fit = f" in your long {plan.strain.suit.english} (partner should hold two of them)"
    if kind == "game" and plan.fit and round(plan.total) < GAME_POINTS:
        fit += f" (with an eight-card fit in a major, {GAME_POINTS - MAJOR_FIT_GAME_BONUS} is enough)"
    if void:
        return Advice(target, f"Bid {target}: {why}; with a void, game in your {_num(plan.fit)}-card fit plays "
                              f"better than {last}.")
    return Advice(target, f"Bid {target}: {why}; enough for {word}{fit}.")


def _invites_slam(bid: Bid) -> bool:
    """4NT, or five of a major, in a later round: natural invitations to a small slam."""
    return bid.level == 4 and bid.strain is Strain.NT or bid.level == 5 and bid.strain.suit in _MAJORS


def _answer_slam_invite(ctx: _Ctx, last: Bid) -> Advice | None:
    """Partner's natural slam invitation: bid the slam with more than the middle of what
    your calls have shown, else pass."""
    if ctx.last_bidder is not ctx.partner or not _invites_slam(last) or ctx.auction.doubled:
        return None
    me = ctx.shown[ctx.seat]
    shown = f"{me.lo}-{me.hi}" if me.hi < 37 else f"{me.lo} or more"
    six = Bid(6, last.strain)
    if ctx.strength > me.estimate and ctx.legal(six):
        return Advice(six, f"Bid {six}: partner invites a slam and you have {ctx.points_said}, more than the "
                           f"least your bids have shown ({shown}).")
    return Advice(PASS, f"Pass: partner invites a slam, but you have {ctx.points_said}, near the least your bids "
                        f"have shown ({shown}).")


def _slam_invite(ctx: _Ctx, plan: _Plan, last: Bid) -> Advice | None:
    """Slam is likely but not sure: invite it naturally, 4NT in no-trump or five of the
    major; partner bids the slam with more than the least he has shown."""
    if not _slam_close(plan) or ctx.auction.doubled or any(
            _invites_slam(b) for _, s, b in ctx.bids if s.side is ctx.seat.side):
        return None
    if plan.strain is Strain.NT:
        b, six = Bid(4, Strain.NT), "6NT"
    elif plan.strain.suit in _MAJORS:
        b, six = Bid(5, plan.strain), f"6{plan.strain}"
    else:
        return None
    if not ctx.legal(b) or ctx.calls_by(ctx.partner)[-1:] == [] or last.index >= b.index:
        return None
    total, low, slam = _slam_values(plan)
    return Advice(b, f"Bid {b}: {_describe_total(ctx, plan)}; a slam needs about {slam}, so invite it: partner bids "
                     f"{six} with more than the least he has shown.")


def _invite(ctx: _Ctx, plan: _Plan, forcing: bool, why: str) -> Advice | None:
    """Invite game: three of the fit (a minor only when partner's bid is not forcing), or 2NT."""
    if plan.strain is not Strain.NT:
        b = Bid(3, plan.strain)
        if ctx.legal(b) and (b.strain.suit in _MAJORS or not forcing):
            return Advice(b, f"Bid {b}: {why}; this invites game, partner goes on with a maximum.")
    elif ctx.legal(Bid(2, Strain.NT)):
        return Advice(Bid(2, Strain.NT), f"Bid 2NT: {why}; this invites game, partner bids 3NT with a maximum.")
    return None


def _doubler(ctx: _Ctx) -> Seat | None:
    for s, c in reversed(ctx.calls):
        if c is DOUBLE:
            return s
        if c.is_bid:
            return None
    return None


def _partner_forcing(ctx: _Ctx) -> bool:
    """Partner's last bid was a new suit by the responder (forcing for one round)."""
    last = ctx.last_bid
    if last is None or ctx.last_bidder is not ctx.partner or last.strain is Strain.NT or _is_game(last):
        return False
    opening = ctx.opening
    if opening is None or opening[1] is not ctx.seat:
        return False
    earlier = [b for _, s, b in ctx.bids[:-1] if s.side is ctx.seat.side]
    if any(b.strain is last.strain for b in earlier):
        return False
    return not (ctx.p.hi <= 11 and ctx.calls_by(ctx.partner)[:1] == [PASS])  # not a passed hand


def _part_score(ctx: _Ctx, plan: _Plan, forcing: bool, why: str) -> Advice:
    last = ctx.last_bid
    assert last is not None
    raised = _raise_to_fit(ctx, plan, last, why)
    if raised is not None:
        return raised
    if not forcing and (_fit_here(ctx, last) or last.level >= 3):
        return Advice(PASS, f"Pass: {why}; not enough for game, and {last} is a reasonable place to stop.")
    for b, reason in _part_score_options(ctx, plan, last, forcing, why):
        if ctx.legal(b):
            return Advice(b, reason)
    if forcing:
        for s in ctx.suits_bid_by((ctx.seat, ctx.partner)):
            again = ctx.cheapest_up_to(Strain.from_suit(s), 3)
            if again is not None:
                return Advice(again, f"Bid {again}: partner's new suit asks you to bid again; {why}.")
    return Advice(PASS, f"Pass: {why}; not enough for game.")


def _fit_here(ctx: _Ctx, last: Bid) -> bool:
    """The last bid is a reasonable strain to stop in."""
    s = last.strain.suit
    if s is None:
        return not any(ctx.length(t) >= 6 for t in Suit) or last.level >= 3
    return ctx.length(s) + ctx.p.length(s) >= 7 or (ctx.length(s) >= 2 and ctx.p.length(s) >= 6)


def _raise_to_fit(ctx: _Ctx, plan: _Plan, last: Bid, why: str) -> Advice | None:
    """Raise partner's new suit with an eight-card fit and enough points together."""
    s = last.strain.suit
    if (ctx.last_bidder is not ctx.partner or s is None or plan.total < 20 or ctx.hcp < 6
            or any(b.strain is last.strain for _, seat, b in ctx.bids if seat is ctx.seat)):
        return None
    b = ctx.cheapest_up_to(last.strain, 2)
    if ctx.length(s) + ctx.p.length(s) >= 8 and b is not None:
        return Advice(b, f"Raise to {b}: {_num(ctx.length(s))}-card support for partner's {s.english} "
                         f"(an eight-card fit); {why}.")
    return None


def _part_score_options(ctx: _Ctx, plan: _Plan, last: Bid, forcing: bool, why: str) -> list[tuple[Bid, str]]:
    """The part-score bids worth making, best first: the fit found, support for partner's
    forcing suit, a long suit of one's own, preference, no-trump."""
    options: list[tuple[Bid, str]] = []
    trumps = plan.strain.suit
    if trumps is not None and plan.strain is not last.strain:
        b = ctx.cheapest_up_to(plan.strain, 3)
        if b is not None:
            options.append((b, f"Bid {b}: your side has {_num(plan.fit)} {trumps.english} "
                               f"(an eight-card fit) and {why}."))
    s = last.strain.suit
    if s is not None and forcing and ctx.length(s) >= 3:
        b = ctx.cheapest_up_to(last.strain, 3)
        if b is not None:
            options.append((b, f"Bid {b}: {_num(ctx.length(s))}-card support for partner's {s.english}; {why}."))
    for s in ctx.suits_bid_by((ctx.seat,)):
        n = ctx.length(s)
        b = ctx.cheapest_up_to(Strain.from_suit(s), 3 if n >= 7 else 2) if n >= 6 else None
        if b is not None:
            options.append((b, f"Bid {b}: rebid your {_num(n)}-card {s.english}; {why}."))
    for _, seat, first in ctx.bids:
        s = first.strain.suit
        if seat is not ctx.partner or s is None or first.strain is last.strain or ctx.length(s) < 3:
            continue
        b = ctx.cheapest_up_to(first.strain, 2)
        if b is not None:
            options.append((b, f"Bid {b}: go back to partner's first suit ({_num(ctx.length(s))} {s.english}); "
                               f"{why}."))
    nt = ctx.cheapest_up_to(Strain.NT, 2)
    if nt is not None and (ctx.hand.is_balanced or forcing) and _nt_ok(ctx):
        options.append((nt, f"Bid {nt}: {why}; a balanced hand with no fit found."))
    return options


def _compete_without_fit(ctx: _Ctx, plan: _Plan, kind: str, why: str) -> Advice:
    """No trump fit found in a competitive auction: 3NT with game values and their suit
    stopped, a six-card suit of one's own, or pass."""
    if kind == "game" and plan.strain is Strain.NT and ctx.our_suits and ctx.p.lo:
        game = Bid(3, Strain.NT)
        if ctx.legal(game) and _nt_ok(ctx):
            return Advice(game, f"Bid 3NT: {why}; enough for game, and their suit is stopped.")
    mine = [s for s in Suit if ctx.length(s) >= 6 and s not in ctx.their_suits]
    if mine and ctx.hcp >= 10:
        long_suit = max(mine, key=lambda t: (ctx.length(t), t.value))
        own = ctx.cheapest_up_to(Strain.from_suit(long_suit), 2)
        if own is not None:
            return Advice(own, f"Bid {own}: {_pts(ctx.hcp)} and {_num(ctx.length(long_suit))} "
                               f"{long_suit.english}; compete in your long suit.")
    return Advice(PASS, f"Pass: {why}; no fit found to compete in.")


def _compete(ctx: _Ctx, plan: _Plan, level: int, kind: str, why: str) -> Advice:
    last = ctx.last_bid
    assert last is not None
    if plan.strain is Strain.NT or not (ctx.our_suits or ctx.p.lo):
        return _compete_without_fit(ctx, plan, kind, why)
    b = ctx.cheapest(plan.strain)
    if b is None:
        return Advice(PASS, f"Pass: {why}.")
    s = plan.strain.suit
    assert s is not None
    if kind in ("game", "slam", "grand"):
        target = Bid(level, plan.strain)
        if b.index <= target.index and ctx.legal(target):
            return Advice(target, f"Bid {target}: {why}; your side has {_num(plan.fit)} {s.english}, "
                                  "enough for game.")
    safe = plan.fit - 6  # the level the "law of total tricks" allows
    if b.level <= min(safe, 3) and plan.total >= 18:
        return Advice(b, f"Bid {b}: your side has {_num(plan.fit)} {s.english}; with {_num(plan.fit)} trumps it "
                         f"is reasonable to compete for {_num(b.level + 6)} tricks.")
    return Advice(PASS, f"Pass: {why}; bidding {b} would be too high.")
