"""The natural bidding system of RULES.md 2, as advice with a reason (the "coach").

Advice is not law: every legal call is allowed; the coach only says which call the
course's simple natural system suggests, and why, in a sentence a beginner understands.

The system (no artificial conventions; every bid is natural; doubles are for penalties):

* **Points.** High-card points (HCP): A 4, K 3, Q 2, J 1; they decide the opening (a
  strong two may also count playing tricks; partner reads it from 18) and every no-trump
  range. In opener's rebid and the later rounds a long suit adds one point for each card
  over four (length points; not in a misfit, when partner has shown a different long
  suit and no support; in no-trump one point at most), and responder's
  raise with four-card support adds 3 for a singleton and 5 for a void (short suits ruff).
* **Openings.** With fewer than 12 HCP, pass. 1NT = 15-17 balanced (4-3-3-3, 4-4-3-2,
  5-3-3-2); 2NT = 20-21 balanced; 3NT = 25-27 balanced. **A strong two** (2♣, 2♦, 2♥, 2♠, all
  natural: the suit bid is the suit held) shows a very strong hand, 22+ HCP, or 18+ HCP
  and 8.5+ playing tricks with a good suit of six or more; partner must not pass. A
  balanced 22-24 opens a strong two in its longest suit and bids no-trump next.
  Partner bids three of opener's suit with three-card support, a five-card suit with 6+
  HCP, else the cheapest no-trump; a major supported goes to game.
  Otherwise open one of your longest suit; with two
  five-card (or two six-card) suits, the higher-ranking. **With no five-card suit**
  (4-4-3-2 or 4-3-3-3 outside the 1NT range, or 4-4-4-1) open **the lowest-ranking of your
  four-card suits**: every one-level opening then promises at least four cards, and bidding
  "up the line" leaves room to find a 4-4 fit.
* **Responses to one of a suit** (6+ HCP to respond): raise a major with four cards
  (6-9 to two, 10-12 to three, 13+ to game); a new suit at the one level (4+ cards, 6+
  HCP; the longest, the lower of two four-card suits) or at the two level (4+ cards, 10+);
  raise a minor with four cards (6-9 two, 10-12 three); otherwise 1NT (6-9), 2NT (11-12
  balanced) or 3NT (13+ balanced). A new suit by responder is forcing for one round.
  With 5 HCP and a five-card suit (6 counting length) bid the suit at the one level;
  with four-card support and slam values, bid the slam rather than game.
* **Responses to 1NT** (no Stayman, no transfers: bids are natural). 0-7: pass, or two of
  a five-card suit to play. 8-9: 2NT (invites 3NT), or game in a six-card major. 10-15:
  3NT; three of a five-card major (opener chooses 4 of the major with three cards, else
  3NT); game in a six-card major. 16-17: 4NT (invites 6NT); 18-21: 6NT; 22+: 7NT.
  Over 2NT the same ideas, four points lower. **A natural rescue:** if partner's 1NT is
  left in (or doubled), a weak hand (0-7) with a six-card suit, or a five-card suit and a
  void or singleton, bids two of it to play.
* **Opener's rebid** by strength: minimum 12-15, medium 16-18, maximum 19+. Raise
  responder's suit with four cards (two / three / game by strength), show a new suit at
  the one level, rebid no-trump with a balanced hand (1NT 12-14, jump 2NT 18-19), rebid a
  six-card suit (jump with 16-18), show a lower second suit, or a higher one ("reverse")
  with 16+. A balanced 18-19 jumps to 2NT rather than show a one-level suit; 19+ jumps in
  a second suit over a one-level response (a jump shift, forcing to game); with 16+
  after a two-level response a second suit may be shown at the three level. Over a
  raise: pass a minimum, invite with 16-18, bid game with 19+. With a five-card suit
  and a void, never pass 1NT: rebid the suit. An unbalanced strong two rebids its long
  suit (no-trump would show the balanced 22-24).
* **Competition.** Overcall a five-card suit at the cheapest level (8-16 HCP at the one
  level, 10+ and a good or six-card suit at the two level); 1NT overcall = 15-18 balanced
  with their suit stopped (11-18 in the pass-out seat, after their opening and two
  passes); with a long major and 9+ playing tricks, game at once. In the pass-out seat
  (their opening and two passes, or their raise to two and two passes) a suit overcall
  needs a king less: 6+ at the one level, 8+ at the two level. **Partner of the
  overcaller** raises with three-card support (6+ counting short suits; a simple raise
  only as high as the fit allows, 10-12 a jump raise, 13+ game in a major), bids a
  five-card suit of his own, or 1NT 8-11 / 2NT 12-14 / 3NT 15+ with their suit stopped.
  **Opener, when partner passed their overcall**, bids no-trump with a balanced 18-19
  and their suit stopped, rebids a six-card suit, or with 16+ shows a second suit or
  rebids a five-card suit; a minimum otherwise passes.
  Double only for penalties: when you count enough defensive
  tricks (yours plus what partner has shown) to beat their contract, or 16+ HCP against
  their 1NT. Partner's penalty double stands: pass.
* **Later rounds** use one simple rule: add your points to what partner has shown.
  25+ together: bid game (4 of a major with an eight-card fit, where 24 is enough,
  otherwise 3NT; a minor instead when a void, or a singleton with 29+ for five of the
  minor, argues against no-trump; partner's 3NT opposite a void goes to game in the fit);
  33+: a small slam (32+ with an eight-card trump fit; 29+ high-card points with a
  nine-card one; never on a fit partner has not shown); when the estimate reaches a slam
  but the sure points do not, 4NT (or five of the agreed major) invites it, naturally, and
  partner bids six with more than the middle of what he has shown; partner's 3NT is taken
  out to four of a major when you hold an eight-card fit partner cannot know about;
  23-24: invite game; less: stop in the cheapest sensible part-score. In a competitive auction,
  bid on with a fit only as high as your side's number of trumps minus six.

Every range above is written once, in :data:`TABLE` (module :mod:`.table`): the coach
reads the auction with it (:mod:`.reading`: what partner has shown) and chooses its own
calls by it (:mod:`.openings`, :mod:`.responses`, :mod:`.rebids`, :mod:`.competition`,
:mod:`.later`), so the advice and the robots' calls are one and the same.

>>> meaning("opening", "1NT").points
'15-17'
>>> from bridgelib import Auction, Hand, Seat
>>> advice = advise(Auction(Seat.N), Hand.parse("AK4.KJ3.Q652.Q43"))
>>> str(advice.call), advice.reason
('1NT', 'Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).')
>>> r = review(Auction(Seat.N), Hand.parse("AK4.KJ3.Q652.Q43"), "1D")
>>> r.fits, r.message
(False, '1♦ is allowed — any legal call is — but the system suggests 1NT. Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).')
"""

from __future__ import annotations

from ..auction import PASS, Auction, Call, CallLike, Strain
from ..cards import Hand
from ..errors import BridgeError
from .advice import Advice, Review
from .competition import _defence
from .later import _continue
from .openings import _opening
from .reading import _Ctx, _role
from .rebids import _opener_rebid
from .responses import _respond_to_nt, _respond_to_strong_two, _respond_to_suit
from .table import GAME_POINTS, GRAND_SLAM_POINTS, SLAM_POINTS, TABLE, Meaning, meaning
from .valuation import defensive_tricks

__all__ = ["Advice", "Review", "advise", "review", "GAME_POINTS", "SLAM_POINTS", "GRAND_SLAM_POINTS", "Meaning",
           "TABLE", "meaning", "defensive_tricks"]


def _choose(ctx: _Ctx) -> Advice:
    if ctx.opening is None:
        return _opening(ctx)
    role = _role(ctx.calls, ctx.seat)
    opening = ctx.opening[2]
    if role == "response":
        if opening.strain is Strain.NT and opening.level <= 2:
            return _respond_to_nt(ctx, opening)
        if opening.level == 1:
            return _respond_to_suit(ctx, opening)
        if opening.level == 2:
            return _respond_to_strong_two(ctx, opening)
        return _continue(ctx)
    if role == "rebid":
        return _opener_rebid(ctx)
    if role == "defence":
        return _defence(ctx)
    return _continue(ctx)


def advise(auction: Auction, hand: Hand) -> Advice:
    """The call the natural system suggests for ``hand``, the hand of the player whose
    turn it is, with the reason. Always a legal call (Pass when nothing else applies).

    Raises :class:`~bridgelib.errors.BridgeError` when the auction is over.

    >>> from bridgelib import Auction, Hand, Seat
    >>> str(advise(Auction(Seat.N, "1H P"), Hand.parse("K743.Q852.A4.K63")).call)
    '3♥'
    >>> advise(Auction(Seat.N), Hand.parse("K74.Q85.J42.9632")).reason
    'Pass: 6 high-card points; you need about 12 to open.'
    """
    if auction.is_over:
        raise BridgeError("The auction is over: there is no call to advise.")
    if not isinstance(hand, Hand):
        raise ValueError(f"{hand!r} is not a hand.")
    try:
        advice = _choose(_Ctx(auction, hand))
    except (ValueError, AssertionError, IndexError):  # pragma: no cover - a safety net only
        advice = Advice(PASS, "Pass: the system has no advice for this auction.")
    if not auction.is_legal(advice.call):
        advice = Advice(PASS, f"Pass: the system's first idea, {advice.call}, is not possible here.")
    return advice


def review(auction: Auction, hand: Hand, call: CallLike) -> Review:
    """Comment on the call a learner chose: illegal (with the law's reason), the system's
    choice, or allowed but different from the system's advice (advice is not law).

    >>> from bridgelib import Auction, Hand, Seat
    >>> review(Auction(Seat.N), Hand.parse("AK4.KJ3.Q652.Q43"), "1NT").message
    '1NT fits the system. Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).'
    """
    call = Call.parse(call)
    reason = auction.why_illegal(call)
    advice = None if auction.is_over else advise(auction, hand)
    if reason is not None:
        return Review(call, False, False, advice, f"{call} is illegal: {reason}")
    assert advice is not None
    if call is advice.call:
        return Review(call, True, True, advice, f"{call} fits the system. {advice.reason}")
    return Review(call, True, False, advice,
                  f"{call} is allowed — any legal call is — but the system suggests {advice.call}. {advice.reason}")
