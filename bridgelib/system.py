"""The natural bidding system of RULES.md 2, as advice with a reason (the "coach").

Advice is not law: every legal call is allowed; the coach only says which call the
course's simple natural system suggests, and why, in a sentence a beginner understands.

The system (no artificial conventions; every bid is natural; doubles are for penalties):

* **Points.** High-card points (HCP) only: A 4, K 3, Q 2, J 1.
* **Openings.** With fewer than 12 HCP, pass. 1NT = 15-17 balanced (4-3-3-3, 4-4-3-2,
  5-3-3-2); 2NT = 20-22 balanced. Otherwise open one of your longest suit; with two
  five-card (or two six-card) suits, the higher-ranking. **With no five-card suit**
  (4-4-3-2 or 4-3-3-3 outside the 1NT range, or 4-4-4-1) open **the lowest-ranking of your
  four-card suits**: every one-level opening then promises at least four cards, and bidding
  "up the line" leaves room to find a 4-4 fit.
* **Responses to one of a suit** (6+ HCP to respond): raise a major with four cards
  (6-9 to two, 10-12 to three, 13+ to game); a new suit at the one level (4+ cards, 6+
  HCP; the longest, the lower of two four-card suits) or at the two level (4+ cards, 10+);
  raise a minor with four cards (6-9 two, 10-12 three); otherwise 1NT (6-9), 2NT (11-12
  balanced) or 3NT (13+ balanced). A new suit by responder is forcing for one round.
* **Responses to 1NT** (no Stayman, no transfers: bids are natural). 0-7: pass, or two of
  a five-card suit to play. 8-9: 2NT (invites 3NT), or game in a six-card major. 10-15:
  3NT; three of a five-card major (opener chooses 4 of the major with three cards, else
  3NT); game in a six-card major. 16-17: 4NT (invites 6NT); 18-21: 6NT; 22+: 7NT.
  Over 2NT the same ideas, four points lower.
* **Opener's rebid** by strength: minimum 12-15, medium 16-18, maximum 19+. Raise
  responder's suit with four cards (two / three / game by strength), show a new suit at
  the one level, rebid no-trump with a balanced hand (1NT 12-14, jump 2NT 18-19), rebid a
  six-card suit (jump with 16-18), show a lower second suit, or a higher one ("reverse")
  with 16+. Over a raise: pass a minimum, invite with 16-18, bid game with 19+.
* **Competition.** Overcall a five-card suit at the cheapest level (8-16 HCP at the one
  level, 10+ and a good or six-card suit at the two level); 1NT overcall = 15-18 balanced
  with their suit stopped. Double only for penalties: when you count enough defensive
  tricks (yours plus what partner has shown) to beat their contract, or 16+ HCP against
  their 1NT. Partner's penalty double stands: pass.
* **Later rounds** use one simple rule: add your points to what partner has shown.
  25+ together: bid game (4 of a major with an eight-card fit, otherwise 3NT); 33+: a
  small slam; 23-24: invite game; less: stop in the cheapest sensible part-score. In a
  competitive auction, bid on with a fit only as high as your side's number of trumps
  minus six.

>>> from bridgelib import Auction, Hand, Seat
>>> advice = advise(Auction(Seat.N), Hand.parse("AK4.KJ3.Q652.Q43"))
>>> str(advice.call), advice.reason
('1NT', 'Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).')
>>> r = review(Auction(Seat.N), Hand.parse("AK4.KJ3.Q652.Q43"), "1D")
>>> r.fits, r.message
(False, '1♦ is allowed — any legal call is — but the system suggests 1NT. Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).')
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .auction import DOUBLE, PASS, Auction, Bid, Call, CallLike, Strain
from .cards import Card, Hand, Rank, Suit
from .deal import Seat
from .errors import BridgeError

__all__ = ["Advice", "Review", "advise", "review", "GAME_POINTS", "SLAM_POINTS", "Meaning", "TABLE", "meaning",
           "defensive_tricks"]

GAME_POINTS = 25
"""Combined high-card points for which the system bids game."""
SLAM_POINTS = 33
"""Combined high-card points for which the system bids a small slam (37 for a grand)."""

_MAJORS = (Suit.S, Suit.H)
_SUITS_LOW_TO_HIGH = (Suit.C, Suit.D, Suit.H, Suit.S)


# --- the table: what each call shows ------------------------------------------------------

@dataclass(frozen=True)
class Meaning:
    """What one call shows in one situation of the auction, by the system: a range of
    high-card points (``lo``/``hi``, None for no limit), the least number of cards in the
    suit named (``length``), a balanced hand, and a sentence for a beginner. The coach
    reads the auction with these meanings and chooses its own calls by them.

    >>> m = meaning("opening", "1NT")
    >>> m.points, m.balanced, m.says
    ('15-17', True, 'a balanced hand with 15-17 high-card points')
    >>> meaning("response to one of a suit", "new suit at the two level").fits(11)
    True
    """

    situation: str
    call: str
    lo: int | None = None
    hi: int | None = None
    length: int = 0
    balanced: bool = False
    says: str = ""

    @property
    def floor(self) -> int:
        """The fewest high-card points the call shows (0 when it shows no minimum)."""
        return 0 if self.lo is None else self.lo

    @property
    def ceiling(self) -> int:
        """The most high-card points the call shows (37, all of them, with no limit)."""
        return 37 if self.hi is None else self.hi

    def fits(self, hcp: int) -> bool:
        """``hcp`` high-card points are in this call's range."""
        return (self.lo is None or hcp >= self.lo) and (self.hi is None or hcp <= self.hi)

    @property
    def points(self) -> str:
        """The range as the coach says it: ``15-17``, ``13 or more``, ``up to 11``."""
        if self.hi is None:
            return f"{self.lo or 0} or more"
        if self.lo is None:
            return f"up to {self.hi}"
        return f"{self.lo}-{self.hi}"

    def shift(self, points: int, situation: str) -> Meaning:
        """The same call ``points`` lower (over 2NT the ideas of 1NT, four points lower)."""
        lo = None if self.lo is None else max(0, self.lo - points)
        hi = None if self.hi is None else self.hi - points
        return Meaning(situation, self.call, lo, hi, self.length, self.balanced, self.says)


def _m(situation: str, call: str, lo: int | None = None, hi: int | None = None, length: int = 0,
       balanced: bool = False, says: str = "") -> Meaning:
    return Meaning(situation, call, lo, hi, length, balanced, says)


_OPENING = "opening"
_OVER_SUIT = "response to one of a suit"
_OVER_TWO = "response to two of a suit"
_OVER_NT = "response to 1NT"
_OVER_2NT = "response to 2NT"
_OVERCALL = "overcall"
_REBID = "opener's rebid"
_LATER = "later rounds"

_TABLE_1NT = (
    _m(_OVER_NT, "Pass", None, 7, says="not enough for game even opposite a maximum"),
    _m(_OVER_NT, "two of a suit", 0, 7, 5, says="a weak hand with a five-card suit, to play there"),
    _m(_OVER_NT, "2NT", 8, 9, says="invites game: opener bids 3NT with a maximum"),
    _m(_OVER_NT, "3NT", 10, 15, says="enough for game"),
    _m(_OVER_NT, "three of a suit", 10, None, 5,
       says="a five-card suit and game values: opener raises a major with three cards, else bids 3NT"),
    _m(_OVER_NT, "four of a suit", 8, None, 6, says="game in a six-card suit"),
    _m(_OVER_NT, "4NT", 16, 17, says="invites 6NT: opener bids it with a maximum"),
    _m(_OVER_NT, "5NT", 18, 21, says="enough for a small slam"),
    _m(_OVER_NT, "6NT", 18, 21, says="enough for a small slam"),
    _m(_OVER_NT, "7NT", 22, None, says="enough for a grand slam"),
)

_NT1 = {m.call: m for m in _TABLE_1NT}
_TABLE_2NT = (
    *(m.shift(4, _OVER_2NT) for m in _TABLE_1NT if m.call not in ("two of a suit", "2NT", "3NT", "three of a suit")),
    # 3NT is the cheapest no-trump bid over 2NT: it covers the invitation and the game ranges
    _m(_OVER_2NT, "3NT", _NT1["2NT"].shift(4, _OVER_2NT).lo, _NT1["3NT"].shift(4, _OVER_2NT).hi,
       says=_NT1["3NT"].says),
    # read from the invitation range on, though the coach bids it with game values only
    _m(_OVER_2NT, "three of a suit", _NT1["2NT"].shift(4, _OVER_2NT).lo, None, 5, says=_NT1["three of a suit"].says),
)

TABLE: tuple[Meaning, ...] = (
    # openings
    _m(_OPENING, "Pass", None, 11, says="fewer than 12 high-card points"),
    _m(_OPENING, "1NT", 15, 17, balanced=True, says="a balanced hand with 15-17 high-card points"),
    _m(_OPENING, "2NT", 20, 22, balanced=True, says="a balanced hand with 20-22 high-card points"),
    _m(_OPENING, "3NT or higher", 23, None, balanced=True, says="a balanced hand with 23 or more high-card points"),
    _m(_OPENING, "one of a suit", 12, 21, 4, says="12-21 high-card points and four or more cards in the suit"),
    _m(_OPENING, "two of a suit", 22, None, 4, says="a very strong hand, 22 or more: partner must not pass"),
    _m(_OPENING, "three of a suit or higher", 8, None, 6, says="a long suit and a weak hand"),
    # responses to one of a suit
    _m(_OVER_SUIT, "Pass", None, 5, says="fewer than 6 high-card points"),
    _m(_OVER_SUIT, "raise by one", 6, 9, 4, says="a simple raise: 6-9 and four-card support"),
    _m(_OVER_SUIT, "raise by two", 10, 12, 4, says="an invitation to game: 10-12 and four-card support"),
    _m(_OVER_SUIT, "raise by three or more", 13, None, 4, says="game: 13 or more and four-card support"),
    _m(_OVER_SUIT, "new suit at the one level", 6, None, 4, says="6 or more and four or more cards; forcing"),
    _m(_OVER_SUIT, "new suit at the two level", 10, None, 4, says="10 or more and four or more cards; forcing"),
    _m(_OVER_SUIT, "1NT", 6, 9, says="6-9 and nothing better to bid"),
    _m(_OVER_SUIT, "2NT", 11, 12, balanced=True, says="11-12 and a balanced hand; invites game"),
    _m(_OVER_SUIT, "3NT or higher", 13, None, balanced=True, says="13 or more: enough for game"),
    # responses to a strong two
    _m(_OVER_TWO, "raise", None, None, 3, says="three-card support, the best news"),
    _m(_OVER_TWO, "new suit", 6, None, 5, says="6 or more and a five-card suit"),
    # responses to 1NT and to 2NT ("the same ideas, four points lower")
    *_TABLE_1NT,
    *_TABLE_2NT,
    # overcalls: the first call of a side whose opponents opened
    _m(_OVERCALL, "1NT", 15, 18, balanced=True, says="15-18, a balanced hand and their suit stopped"),
    _m(_OVERCALL, "suit at the one level", 8, 16, 5, says="8-16 and a five-card suit"),
    _m(_OVERCALL, "suit at the two level", 10, 16, 5, says="10-16 and a good or six-card suit"),
    _m(_OVERCALL, "suit at the three level", 12, 16, 6, says="12-16 and a good six-card suit"),
    _m(_OVERCALL, "double of 1NT", 16, None, says="16 or more, more than the 1NT bidder: for penalties"),
    # opener's rebid after opening one of a suit
    _m(_REBID, "minimum", 12, 15, says="a minimum"),
    _m(_REBID, "medium", 16, 18, says="a medium hand"),
    _m(_REBID, "maximum", 19, None, says="a maximum"),
    _m(_REBID, "Pass", None, 15, says="no extra strength to show"),
    _m(_REBID, "no-trump", 12, 14, balanced=True, says="a balanced minimum, 12-14"),
    _m(_REBID, "jump in no-trump", 18, 19, balanced=True, says="a balanced hand too strong for 1NT, 18-19"),
    _m(_REBID, "raise after partner's raise", 16, 18, says="a medium hand: invites game"),
    _m(_REBID, "game after partner's raise", 19, None, says="a maximum: enough for game"),
    _m(_REBID, "game after partner's jump raise", 14, None, says="enough for game opposite 10-12"),
    _m(_REBID, "raise partner's suit", 12, 15, 4, says="four-card support and a minimum"),
    _m(_REBID, "jump raise partner's suit", 16, 18, 4, says="four-card support and a medium hand: invites game"),
    _m(_REBID, "raise partner's suit to game", 19, None, 4, says="four-card support and a maximum"),
    _m(_REBID, "own suit again", 12, 15, 5, says="a minimum and five or more cards"),
    _m(_REBID, "jump in own suit", 16, 18, 6, says="16-18 and a six-card suit: invites game"),
    _m(_REBID, "new suit", 12, 18, 4, says="a second suit of four or more cards"),
    _m(_REBID, "reverse", 16, None, 4, says="a higher second suit at the two level: 16 or more"),
    # later rounds
    _m(_LATER, "partner's suit", 5, None, 3, says="support for partner's suit"),
    _m(_LATER, "own suit again", None, None, 5, says="five or more cards"),
    _m(_LATER, "new suit", None, None, 4, says="four or more cards"),
)
"""What each call shows, situation by situation: the one place the system's ranges are
written. The coach reads the auction with it (what partner has shown) and chooses its
own calls by it; the combined-point rules of the later rounds use :data:`GAME_POINTS` and
:data:`SLAM_POINTS`."""

_BY_KEY: dict[tuple[str, str], Meaning] = {(m.situation, m.call): m for m in TABLE}


def meaning(situation: str, call: str) -> Meaning:
    """The entry of :data:`TABLE` for ``call`` in ``situation``.

    >>> meaning("response to 2NT", "3NT").points
    '4-11'
    >>> meaning("response to 1NT", "7NT").points
    '22 or more'
    """
    try:
        return _BY_KEY[situation, call]
    except KeyError:
        raise ValueError(f"The system's table has no entry for {call!r} in the situation {situation!r}.") from None


_RAISES = ("raise by one", "raise by two", "raise by three or more")
_REBID_RAISES = ("raise partner's suit", "jump raise partner's suit")
_STRENGTHS = ("minimum", "medium", "maximum")


# --- public value types -----------------------------------------------------------------

@dataclass(frozen=True)
class Advice:
    """A call the system suggests, with the reason in a sentence or two.

    >>> a = Advice(PASS, "Pass: 9 high-card points; you need about 12 to open.")
    >>> str(a)
    'Pass — Pass: 9 high-card points; you need about 12 to open.'
    """

    call: Call
    reason: str

    def __str__(self) -> str:
        return f"{self.call} — {self.reason}"


@dataclass(frozen=True)
class Review:
    """The coach's comment on a call a learner chose.

    ``legal`` is the law (the engine's verdict); ``fits`` says whether the call is the
    one the system suggests; ``advice`` is that suggestion (None only when the auction is
    over); ``message`` is the sentence to show.

    >>> from bridgelib import Auction, Hand, Seat
    >>> r = review(Auction(Seat.N, "1NT"), Hand.parse("AK4.KJ3.Q652.Q43"), "1S")
    >>> r.legal, r.fits, r.message
    (False, False, '1♠ is illegal: 1♠ is not higher than 1NT: bid at the 2 level or higher.')
    """

    call: Call
    legal: bool
    fits: bool
    advice: Advice | None
    message: str

    def __str__(self) -> str:
        return self.message


# --- hand description helpers -----------------------------------------------------------

def _pts(n: int) -> str:
    return f"{n} high-card point" + ("" if n == 1 else "s")


def _pattern(hand: Hand) -> str:
    return "-".join(str(n) for n in hand.pattern)


def _num(n: int) -> str:
    return ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen")[n] if 0 <= n <= 13 else str(n)


def _stopper(hand: Hand, suit: Suit) -> bool:
    """A stopper: A, Kx, Qxx or Jxxx."""
    n = hand.length(suit)
    need = {Rank.ACE: 1, Rank.KING: 2, Rank.QUEEN: 3, Rank.JACK: 4}
    return any(n >= need.get(c.rank, 99) for c in hand.cards_in(suit))


def _good_suit(hand: Hand, suit: Suit) -> bool:
    """Two of the top three honours, or three of the top five."""
    ranks = {c.rank for c in hand.cards_in(suit)}
    top3 = len(ranks & {Rank.ACE, Rank.KING, Rank.QUEEN})
    top5 = top3 + len(ranks & {Rank.JACK, Rank.TEN})
    return top3 >= 2 or top5 >= 3


def _quick_tricks(cards: tuple[Card, ...]) -> float:
    ranks = [c.rank for c in cards]
    if not ranks:
        return 0.0
    if ranks[0] == Rank.ACE:
        if len(ranks) > 1 and ranks[1] == Rank.KING:
            return 2.0
        if len(ranks) > 1 and ranks[1] == Rank.QUEEN:
            return 1.5
        return 1.0
    if ranks[0] == Rank.KING:
        if len(ranks) > 1 and ranks[1] == Rank.QUEEN:
            return 1.0
        return 0.5 if len(ranks) > 1 else 0.0
    return 0.0


def defensive_tricks(hand: Hand, strain: Strain) -> float:
    """A rough count of the tricks ``hand`` can take in defence against ``strain``:
    quick tricks in the side suits, honours and length in the trump suit.

    >>> defensive_tricks(Hand.parse("KQJ92.A4.K43.652"), Strain.S)
    5.0
    """
    trump = strain.suit
    total = 0.0
    for suit in Suit:
        cards = hand.cards_in(suit)
        if suit is trump:
            n = len(cards)
            ranks = {c.rank for c in cards}
            t = sum(1 for r, need in ((Rank.ACE, 1), (Rank.KING, 2), (Rank.QUEEN, 3), (Rank.JACK, 4))
                    if r in ranks and n >= need)
            total += min(n, t + 0.5 * max(0, n - 4))
        else:
            q = _quick_tricks(cards)
            if trump is not None and len(cards) >= 6:
                q = min(q, 1.0)
            total += q
    return total


# --- what each player has shown -----------------------------------------------------------

@dataclass
class _Shown:
    """What a player's calls have shown: an HCP range and minimum suit lengths."""

    lo: int = 0
    hi: int = 37
    lengths: dict[Suit, int] = field(default_factory=dict)
    balanced: bool = False

    def narrow(self, lo: int | None = None, hi: int | None = None) -> None:
        if lo is not None:
            self.lo = max(self.lo, lo)
        if hi is not None:
            self.hi = min(self.hi, hi)
        if self.hi < self.lo:  # contradictory calls: trust the latest
            if hi is not None and lo is None:
                self.lo = self.hi
            else:
                self.hi = self.lo

    def show(self, suit: Suit, n: int) -> None:
        self.lengths[suit] = max(self.lengths.get(suit, 0), n)

    def read(self, m: Meaning, suit: Suit | None = None) -> None:
        """Add what a call with meaning ``m`` (bidding ``suit``, if a suit) showed."""
        if m.lo is not None or m.hi is not None:
            self.narrow(m.lo, m.hi)
        if suit is not None and m.length:
            self.show(suit, m.length)
        if m.balanced:
            self.balanced = True

    def length(self, suit: Suit) -> int:
        return self.lengths.get(suit, 2 if self.balanced else 0)

    @property
    def estimate(self) -> float:
        """A working guess of the points held: the middle of a narrow range, a little
        above the minimum of a wide one."""
        if self.hi - self.lo <= 8:
            return (self.lo + self.hi) / 2
        return self.lo + 2.5


class _Ctx:
    """The auction from the point of view of the player to call."""

    def __init__(self, auction: Auction, hand: Hand) -> None:
        seat = auction.turn
        assert seat is not None
        self.auction = auction
        self.hand = hand
        self.seat = seat
        self.partner = seat.partner
        self.hcp = hand.hcp
        self.calls: list[tuple[Seat, Call]] = [(auction.seat_of(i), c) for i, c in enumerate(auction.calls)]
        self.bids = [(i, s, c) for i, (s, c) in enumerate(self.calls) if isinstance(c, Bid)]
        self.opening = self.bids[0] if self.bids else None
        self.shown = _infer(self.calls)
        self.p = self.shown[self.partner]
        self.last_bid: Bid | None = auction.last_bid
        self.last_bidder: Seat | None = self.bids[-1][1] if self.bids else None

    def length(self, suit: Suit) -> int:
        return self.hand.length(suit)

    def legal(self, call: Call) -> bool:
        return self.auction.is_legal(call)

    def cheapest(self, strain: Strain) -> Bid | None:
        """The lowest legal bid in ``strain``."""
        last = self.last_bid
        if last is None:
            return Bid(1, strain)
        level = last.level if strain > last.strain else last.level + 1
        return Bid(level, strain) if level <= 7 else None

    def cheapest_up_to(self, strain: Strain, level: int) -> Bid | None:
        """The lowest legal bid in ``strain`` if it is no higher than ``level``."""
        b = self.cheapest(strain)
        return b if b is not None and b.level <= level else None

    def calls_by(self, seat: Seat, after: int = -1) -> list[Call]:
        return [c for i, (s, c) in enumerate(self.calls) if s is seat and i > after]

    def suits_bid_by(self, seats: tuple[Seat, ...]) -> list[Suit]:
        out: list[Suit] = []
        for _, s, b in self.bids:
            suit = b.strain.suit
            if s in seats and suit is not None and suit not in out:
                out.append(suit)
        return out

    @property
    def their_suits(self) -> list[Suit]:
        return self.suits_bid_by((self.seat.left, self.seat.right))

    @property
    def our_suits(self) -> list[Suit]:
        return self.suits_bid_by((self.seat, self.partner))

    @property
    def est_total(self) -> float:
        return self.hcp + self.p.estimate


# --- inference: what a call shows -------------------------------------------------------

def _role(calls: list[tuple[Seat, Call]], seat: Seat) -> str:
    """The role of ``seat``'s next call, given the calls so far."""
    first = next((i for i, (_, c) in enumerate(calls) if isinstance(c, Bid)), None)
    if first is None:
        return "opening"
    opener = calls[first][0]
    mine_after = [c for s, c in calls[first + 1:] if s is seat]
    if seat.side is opener.side:
        if seat is opener:
            return "rebid" if len(mine_after) == 0 else "later"
        return "response" if len(mine_after) == 0 else "later"
    ours = [c for s, c in calls if s.side is seat.side and (isinstance(c, Bid) or c is DOUBLE)]
    return "defence" if not ours else "later"


def _infer(calls: list[tuple[Seat, Call]]) -> dict[Seat, _Shown]:
    """Walk the auction and record what each call showed, by the system's meanings."""
    shown = {s: _Shown() for s in Seat}
    for i, (seat, call) in enumerate(calls):
        prefix = calls[:i]
        role = _role(prefix, seat)
        _meaning(prefix, seat, call, role, shown)
    return shown


def _bids_of(calls: list[tuple[Seat, Call]]) -> list[tuple[Seat, Bid]]:
    return [(s, c) for s, c in calls if isinstance(c, Bid)]


def _meaning(prefix: list[tuple[Seat, Call]], seat: Seat, call: Call, role: str,
             shown: dict[Seat, _Shown]) -> None:
    """Record in ``shown`` what ``call`` by ``seat`` (in ``role``, after ``prefix``)
    showed, reading :data:`TABLE`."""
    if role == "opening":
        _opening_meaning(call, shown[seat])
    elif role == "response":
        _response_meaning(prefix, call, shown[seat])
    elif role == "defence":
        _overcall_meaning(call, shown[seat])
    elif not (role == "rebid" and _rebid_meaning(prefix, seat, call, shown)):
        _later_meaning(prefix, seat, call, shown)


def _opening_meaning(call: Call, me: _Shown) -> None:
    if not isinstance(call, Bid):
        me.read(meaning(_OPENING, "Pass"))
    elif call.strain is Strain.NT:
        me.read(meaning(_OPENING, ("1NT", "2NT", "3NT or higher")[min(call.level, 3) - 1]))
    else:
        which = ("one of a suit", "two of a suit", "three of a suit or higher")[min(call.level, 3) - 1]
        me.read(meaning(_OPENING, which), call.strain.suit)


def _response_meaning(prefix: list[tuple[Seat, Call]], call: Call, me: _Shown) -> None:
    opening = _bids_of(prefix)[0][1]
    if not isinstance(call, Bid):
        interfered = prefix[-1][1] is not PASS if prefix else False
        if call is PASS and not interfered:
            me.read(meaning(_nt_situation(opening) if opening.strain is Strain.NT else _OVER_SUIT, "Pass"))
        return
    if opening.strain is Strain.NT:
        _nt_response_meaning(opening, call, me)
        return
    if opening.level >= 2:
        if call.strain is opening.strain:
            me.read(meaning(_OVER_TWO, "raise"), opening.strain.suit)
        elif call.strain is not Strain.NT:
            me.read(meaning(_OVER_TWO, "new suit"), call.strain.suit)
        return
    if call.strain is opening.strain:
        steps = min(max(call.level - opening.level, 1), 3)
        me.read(meaning(_OVER_SUIT, _RAISES[steps - 1]), opening.strain.suit)
    elif call.strain is Strain.NT:
        me.read(meaning(_OVER_SUIT, ("1NT", "2NT", "3NT or higher")[min(call.level, 3) - 1]))
    else:
        which = "new suit at the one level" if call.level == 1 else "new suit at the two level"
        me.read(meaning(_OVER_SUIT, which), call.strain.suit)


def _nt_situation(opening: Bid) -> str:
    """How responder's calls read over a no-trump opening (2NT and higher alike)."""
    return _OVER_NT if opening.level == 1 else _OVER_2NT


def _nt_response_meaning(opening: Bid, bid: Bid, me: _Shown) -> None:
    situation = _nt_situation(opening)
    if bid.strain is Strain.NT:
        entry = _BY_KEY.get((situation, f"{bid.level}NT"))
        if entry is not None:
            me.read(entry)
        return
    if opening.level == 1 and bid.level == 2:
        which = "two of a suit"
    else:
        which = "three of a suit" if bid.level == 3 else "four of a suit"
    me.read(meaning(situation, which), bid.strain.suit)


def _overcall_meaning(call: Call, me: _Shown) -> None:
    if not isinstance(call, Bid):
        return
    if call.strain is Strain.NT:
        me.read(meaning(_OVERCALL, "1NT"))
        return
    which = "suit at the one level" if call.level == 1 else "suit at the two level"
    me.read(meaning(_OVERCALL, which), call.strain.suit)


def _rebid_meaning(prefix: list[tuple[Seat, Call]], seat: Seat, call: Call, shown: dict[Seat, _Shown]) -> bool:
    """Opener's first rebid after opening one of a suit; False if it is read as a later
    round's call instead."""
    me, partner = shown[seat], seat.partner
    bids = _bids_of(prefix)
    if call is PASS and any(s is partner for s, _ in bids):
        me.read(meaning(_REBID, "Pass"))
        return True
    if not (isinstance(call, Bid) and bids and bids[0][0] is seat and bids[0][1].strain is not Strain.NT
            and bids[0][1].level == 1):
        return False
    opening = bids[0][1]
    presp = [b for s, b in bids if s is partner]
    resp = presp[-1] if presp else None
    cheapest = _cheapest_after(bids[-1][1], call.strain)
    which = _rebid_call(opening, resp, call, call.level - cheapest if cheapest else 0)
    if call.strain is Strain.NT:
        me.balanced = True
    if which is not None:
        me.read(meaning(_REBID, which), call.strain.suit)
    return True


def _rebid_call(opening: Bid, resp: Bid | None, call: Bid, jump: int) -> str | None:
    """Which entry of the table opener's rebid ``call`` is (``jump``: levels above the
    cheapest); None for a no-trump rebid that shows only a balanced hand."""
    if call.strain is Strain.NT:
        low_nt = 1 if resp is None or resp.level == 1 else 2
        return {low_nt: "no-trump", low_nt + 1: "jump in no-trump"}.get(call.level)
    if resp is not None and resp.strain is opening.strain and call.strain is opening.strain:
        if not _is_game(call):
            return "raise after partner's raise"
        return "game after partner's raise" if resp.level == 2 else "game after partner's jump raise"
    if resp is not None and call.strain is resp.strain:
        return "raise partner's suit to game" if _is_game(call) else _REBID_RAISES[min(jump, 1)]
    if call.strain is opening.strain:
        return "jump in own suit" if jump else "own suit again"
    return "reverse" if call.level == 2 and call.strain > opening.strain else "new suit"


def _later_meaning(prefix: list[tuple[Seat, Call]], seat: Seat, call: Call, shown: dict[Seat, _Shown]) -> None:
    """Later rounds: natural bids, and the generic game-try logic of _continue."""
    me, partner = shown[seat], seat.partner
    ps = shown[partner]
    bids = _bids_of(prefix)
    if not isinstance(call, Bid):
        if call is PASS and bids and bids[-1][0] is partner and not _is_game(bids[-1][1]):
            # passing partner's part-score: not enough for game together
            me.narrow(hi=max(me.lo, _below(GAME_POINTS - ps.estimate)))
        return
    if call.strain is not Strain.NT:
        if any(b.strain is call.strain for s, b in bids if s is seat):
            which = "own suit again"
        elif any(b.strain is call.strain for s, b in bids if s is partner):
            which = "partner's suit"
        else:
            which = "new suit"
        me.read(meaning(_LATER, which), call.strain.suit)
    if any(s in (seat, partner) for s, _ in bids):
        _level_meaning(bids, partner, call, me, ps)


def _level_meaning(bids: list[tuple[Seat, Bid]], partner: Seat, call: Bid, me: _Shown, ps: _Shown) -> None:
    """The meanings of _continue's choices: game with 25+ together, slam with 33+, an
    invitation with 23-24 (``ps``: what partner has shown)."""
    if _is_game(call) and call.level <= 5:
        me.narrow(lo=max(0, math.ceil(GAME_POINTS - ps.estimate)))
    elif call.level >= 6:
        me.narrow(lo=max(0, math.ceil(SLAM_POINTS - ps.estimate)))
    elif call.level == 3 and any(b.strain is call.strain for s, b in bids if s is partner) or (
        call.strain is Strain.NT and call.level == 2
    ):
        lo = max(0, math.ceil(GAME_POINTS - 2.5 - ps.estimate))
        me.narrow(lo, max(lo, _below(GAME_POINTS - ps.estimate)))


def _below(x: float) -> int:
    """The largest whole number below ``x``."""
    return math.ceil(x) - 1


def _cheapest_after(last: Bid | None, strain: Strain) -> int | None:
    if last is None:
        return 1
    level = last.level if strain > last.strain else last.level + 1
    return level if level <= 7 else None


def _is_game(bid: Bid) -> bool:
    if bid.strain is Strain.NT:
        return bid.level >= 3
    return bid.level >= (4 if bid.strain.suit in _MAJORS else 5)


def _game_level(strain: Strain) -> int:
    return 3 if strain is Strain.NT else 4 if strain.suit in _MAJORS else 5


# --- openings ---------------------------------------------------------------------------

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


# --- responses ------------------------------------------------------------------------------

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
        return Advice(PASS, f"Pass: {_pts(h)}; you need about {raises[0].floor} to respond to partner's opening.")
    strength = 0 if h <= raises[0].ceiling else 1 if h <= raises[1].ceiling else 2
    advice = ((_raise_response(ctx, opening, strength) if x in _MAJORS else None)
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
    return _try(ctx, Bid(level, opening.strain),
                f"Raise to {level}{x.symbol}{name}: {_pts(h)} ({raise_.points}) and {_num(sup)}-card support for "
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
    return Advice(Bid(7, Strain.NT), f"Bid 7NT: {_pts(h)} opposite partner's {rng}: about 37 together, "
                                     "enough for a grand slam.")


def _weak_over_nt(ctx: _Ctx, shift: int, best: Suit, blen: int, rng: str) -> Advice:
    """Too weak for game opposite partner's no-trump: pass, or play two of a long suit."""
    h = ctx.hcp
    weak = _NT1["two of a suit"]
    if shift == 0 and blen >= weak.length:
        b = Bid(2, Strain.from_suit(best))
        if ctx.legal(b):
            return Advice(b, f"Bid 2{best.symbol}: a weak hand ({_pts(h)}) with {_num(blen)} {best.english}; "
                             "it will play better in your long suit than in no-trump. Partner should pass.")
    top = meaning(_OPENING, "1NT").ceiling
    return Advice(PASS, f"Pass: {_pts(h)} is not enough for game even if partner has {top} ({rng}).")


# --- opener's rebid ---------------------------------------------------------------------

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
        return _continue(ctx)
    if opening.level >= 2 and opening.strain is not Strain.NT:
        return _continue(ctx)
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


def _rebid_suit(ctx: _Ctx, opening: Bid, resp: Bid) -> Advice | None:
    """Opener's rebid after opening one of a suit, by strength: minimum, medium, maximum."""
    x = opening.strain.suit
    assert x is not None
    strengths = [meaning(_REBID, w) for w in _STRENGTHS]
    h = ctx.hcp
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
    h = ctx.hcp
    steps = resp.level - opening.level
    if steps >= 3 or _is_game(resp):
        return _slam_try(ctx) or Advice(PASS, f"Pass: partner has bid game in {x.english}.")
    simple, jump = (meaning(_OVER_SUIT, r) for r in _RAISES[:2])
    if steps == 1:
        if cat == 0:
            return Advice(PASS, f"Pass: partner's simple raise shows {simple.points} points and you have {_pts(h)}, "
                                "a minimum: together not enough for game.")
        if cat == 1:
            medium = meaning(_REBID, "raise after partner's raise")
            return Advice(Bid(3, opening.strain), f"Bid 3{x.symbol}: {_pts(h)} ({medium.points}) invites game; "
                                                  f"partner bids game with {simple.ceiling - 1}-{simple.ceiling}.")
        return _game_advice(ctx, x, f"{_pts(h)} opposite partner's {simple.points}: enough for game")
    if meaning(_REBID, "game after partner's jump raise").fits(h):
        return _game_advice(ctx, x, f"partner's jump raise shows {jump.points} and you have {_pts(h)}: "
                                    "enough for game")
    return Advice(PASS, f"Pass: partner invites game but you have only {_pts(h)}.")


def _rebid_after_nt_response(ctx: _Ctx, opening: Bid, resp: Bid, x: Suit, cat: int) -> Advice:
    h, hand = ctx.hcp, ctx.hand
    own = ctx.length(x)
    six, five = meaning(_REBID, "jump in own suit").length, meaning(_REBID, "own suit again").length
    if resp.level == 1:
        weak = meaning(_OVER_SUIT, "1NT")
        if hand.is_balanced and h <= meaning(_REBID, "minimum").ceiling:
            return Advice(PASS, f"Pass: a balanced minimum ({_pts(h)}); 1NT is a good spot.")
        if hand.is_balanced and h <= meaning(_REBID, "jump in no-trump").ceiling:
            return Advice(Bid(2, Strain.NT), f"Bid 2NT: {_pts(h)} and a balanced hand invites game; "
                                             f"partner bids 3NT with {weak.ceiling - 1}-{weak.ceiling}.")
        if own >= six:
            return _rebid_own(ctx, x, cat, resp)
        second = _second_suit(ctx, x, allow_reverse=cat >= 1)
        if second:
            return second
        if meaning(_REBID, "maximum").fits(h):
            return Advice(Bid(3, Strain.NT), f"Bid 3NT: {_pts(h)} opposite partner's {weak.points}: enough for game.")
        if own >= five and cat == 0:
            return Advice(PASS, f"Pass: a minimum ({_pts(h)}) and nothing new to show.")
        return _second_suit(ctx, x, allow_reverse=True) or Advice(PASS, f"Pass: {_pts(h)} and nothing new to show.")
    if resp.level == 2:
        invite = meaning(_OVER_SUIT, "2NT")
        need = GAME_POINTS - invite.ceiling  # game opposite the top of the invitation; one less with a long suit
        if h >= need or h >= need - 1 and own >= six:
            if x in _MAJORS and own >= six:
                return Advice(Bid(4, opening.strain), f"Bid 4{x.symbol}: {_num(own)} {x.english} and partner's "
                                                      f"{invite.points} make game.")
            return Advice(Bid(3, Strain.NT), f"Bid 3NT: partner shows {invite.points} and you have {_pts(h)}: "
                                             "enough for game.")
        return Advice(PASS, f"Pass: partner invites game with {invite.points} but you have only {_pts(h)}.")
    return _slam_try(ctx) or Advice(PASS, "Pass: partner has chosen game in no-trump.")


def _rebid_after_one_level(ctx: _Ctx, resp: Bid, x: Suit, rsuit: Suit, cat: int) -> Advice:
    """Partner bid a new suit at the one level (6+, forcing)."""
    h, hand = ctx.hcp, ctx.hand
    sup, own = ctx.length(rsuit), ctx.length(x)
    support = meaning(_REBID, "raise partner's suit").length
    if rsuit in _MAJORS and sup >= support:
        return _raise_partner(ctx, rsuit, sup, cat)
    second = meaning(_REBID, "new suit").length
    ones = [s for s in Suit if s not in (x, rsuit) and ctx.length(s) >= second
            and ctx.cheapest(Strain.from_suit(s)) == Bid(1, Strain.from_suit(s))]
    if ones:
        s = _pick_new_suit(hand, ones)
        assert s is not None
        return Advice(Bid(1, Strain.from_suit(s)), f"Bid 1{s.symbol}: show your second suit "
                                                  f"({_num(ctx.length(s))} {s.english}) at the one level.")
    if sup >= support:
        return _raise_partner(ctx, rsuit, sup, cat)
    if hand.is_balanced:
        low, jump = meaning(_REBID, "no-trump"), meaning(_REBID, "jump in no-trump")
        if h <= low.ceiling:
            return Advice(Bid(1, Strain.NT), f"Bid 1NT: a balanced hand with {_pts(h)} ({low.points}).")
        return Advice(Bid(2, Strain.NT), f"Bid 2NT: a balanced hand with {_pts(h)} ({jump.points}); "
                                         "it invites game.")
    if own >= meaning(_REBID, "jump in own suit").length:
        return _rebid_own(ctx, x, cat, resp)
    shown = _second_suit(ctx, x, allow_reverse=cat >= 1, avoid=rsuit)
    if shown:
        return shown
    if own >= meaning(_REBID, "own suit again").length:
        return _rebid_own(ctx, x, 0, resp)
    return Advice(Bid(1, Strain.NT), f"Bid 1NT: {_pts(h)} and nothing better to show; partner's "
                                     "new suit asks you to bid again.")


def _rebid_after_two_level(ctx: _Ctx, resp: Bid, x: Suit, rsuit: Suit, cat: int) -> Advice | None:
    """Partner bid a new suit at the two level (10+, forcing)."""
    h, hand = ctx.hcp, ctx.hand
    sup, own = ctx.length(rsuit), ctx.length(x)
    values = f"{meaning(_OVER_SUIT, 'new suit at the two level').floor}+"
    if sup >= meaning(_REBID, "raise partner's suit").length:
        level = 3 if cat == 0 else _game_level(resp.strain)
        if level == 5:
            return Advice(Bid(3, Strain.NT), f"Bid 3NT: {_pts(h)} opposite partner's {values}: enough for game.")
        catname = meaning(_REBID, _STRENGTHS[cat]).says
        return Advice(Bid(level, resp.strain),
                      f"Bid {level}{rsuit.symbol}: {_num(sup)}-card support for partner's {rsuit.english} "
                      f"and {catname} ({_pts(h)}).")
    if own >= meaning(_REBID, "jump in own suit").length:
        return _rebid_own(ctx, x, cat, resp)
    second = _second_suit(ctx, x, allow_reverse=cat >= 1, avoid=rsuit)
    if second:
        return second
    if hand.is_balanced:
        low = meaning(_REBID, "no-trump")
        if h <= low.ceiling:
            return Advice(Bid(2, Strain.NT), f"Bid 2NT: a balanced hand with {_pts(h)} ({low.points}).")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: a balanced hand with {_pts(h)} opposite partner's {values}: game.")
    if own >= meaning(_REBID, "own suit again").length:
        return _rebid_own(ctx, x, 0, resp)
    b = ctx.cheapest(Strain.NT)
    return Advice(b, f"Bid {b}: {_pts(h)} and nothing better to show; partner's new suit asks you to "
                     "bid again.") if b else None


def _raise_partner(ctx: _Ctx, suit: Suit, sup: int, cat: int) -> Advice:
    strain = Strain.from_suit(suit)
    h = ctx.hcp
    least = meaning(_OVER_SUIT, "new suit at the one level").floor
    if cat == 2:
        if suit in _MAJORS:
            return Advice(Bid(4, strain), f"Bid 4{suit.symbol}: {_num(sup)}-card support and {_pts(h)}: "
                                          f"enough for game even if partner has only {least}.")
        return Advice(Bid(3, Strain.NT), f"Bid 3NT: {_pts(h)}: enough for game even if partner has only {least}.")
    b = ctx.cheapest(strain)
    assert b is not None
    level = b.level + cat
    name = "a minimum" if cat == 0 else f"a medium hand ({meaning(_REBID, 'medium').points}), inviting game"
    return Advice(Bid(level, strain), f"Raise to {level}{suit.symbol}: {_num(sup)}-card support for partner's "
                                      f"{suit.english} and {name} ({_pts(h)}).")


def _rebid_own(ctx: _Ctx, x: Suit, cat: int, resp: Bid) -> Advice:
    h = ctx.hcp
    own = ctx.length(x)
    strain = Strain.from_suit(x)
    b = ctx.cheapest(strain)
    assert b is not None
    if cat == 2 and x in _MAJORS and own >= meaning(_REBID, "jump in own suit").length:
        return Advice(Bid(4, strain), f"Bid 4{x.symbol}: {_num(own)} {x.english} and {_pts(h)}: game.")
    if cat == 2:
        nt = Bid(3, Strain.NT)
        return Advice(nt, f"Bid 3NT: {_pts(h)}: enough for game opposite partner's response.")
    level = b.level + (1 if cat == 1 else 0)
    what = "a minimum" if cat == 0 else f"{meaning(_REBID, 'medium').points}, inviting game"
    return Advice(Bid(level, strain), f"Bid {level}{x.symbol}: rebid your {_num(own)}-card {x.english} "
                                      f"with {what} ({_pts(h)}).")


def _second_suit(ctx: _Ctx, x: Suit, allow_reverse: bool, avoid: Suit | None = None) -> Advice | None:
    cands = []
    for s in Suit:
        if s is x or s is avoid or ctx.length(s) < meaning(_REBID, "new suit").length or s in ctx.their_suits:
            continue
        b = ctx.cheapest(Strain.from_suit(s))
        if b is None or b.level > 2:
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
    if ctx.hcp + ctx.p.lo >= SLAM_POINTS:
        return _continue(ctx)
    return None


# --- competition ------------------------------------------------------------------------

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
    if (nt is not None and nt.level == 1 and hand.is_balanced and nt_overcall.fits(h)
            and all(_stopper(hand, s) for s in theirs)):
        stops = ", ".join(s.english for s in theirs)
        return Advice(nt, f"Overcall 1NT: {_pts(h)} ({nt_overcall.points}), a balanced hand and a stopper in {stops}.")
    overcall = _suit_overcall(ctx)
    if overcall is not None:
        return overcall
    if h >= meaning(_OPENING, "one of a suit").floor:
        return Advice(PASS, f"Pass: {_pts(h)} but no five-card suit to overcall and no balanced {nt_overcall.points} "
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


# --- later rounds -----------------------------------------------------------------------------

@dataclass
class _Plan:
    strain: Strain
    fit: int  # combined trumps (0 for no-trump)
    total: float  # estimated combined points
    low: int  # combined points for sure


def _plan(ctx: _Ctx) -> _Plan:
    p = ctx.p
    total = ctx.est_total
    low = ctx.hcp + p.lo
    theirs = ctx.their_suits
    best: tuple[tuple[bool, int, int], Suit, int] | None = None
    for s in Suit:
        mine = ctx.length(s)
        partner = p.length(s)
        n = mine + partner
        if mine >= 6 and s in ctx.suits_bid_by((ctx.seat,)) and partner == 0 and s not in theirs:
            n = max(n, mine + 2)
        if n < 8 or s in theirs:
            continue
        key = (s in _MAJORS, n, s.value)
        if best is None or key > best[0]:
            best = (key, s, n)
    if best is not None:
        s, n = best[1], best[2]
        if s in _MAJORS or not _nt_ok(ctx):
            return _Plan(Strain.from_suit(s), n, total, low)
    return _Plan(Strain.NT, 0, total, low)


def _nt_ok(ctx: _Ctx) -> bool:
    """No-trump looks sensible: no void or singleton in a suit the opponents bid."""
    return all(_stopper(ctx.hand, s) or ctx.p.length(s) >= 4 for s in ctx.their_suits)


def _target_level(plan: _Plan) -> tuple[int, str]:
    total, low = plan.total, plan.low
    if low >= 36 and total >= 37:
        return 7, "grand"
    if low >= SLAM_POINTS - 1 and total >= SLAM_POINTS:
        return 6, "slam"
    game = GAME_POINTS if plan.strain is Strain.NT or plan.strain.suit in _MAJORS else GAME_POINTS + 4
    if total >= game:
        return _game_level(plan.strain), "game"
    if total >= GAME_POINTS - 2.5:
        return 0, "invite"
    return 0, "part"


def _describe_total(ctx: _Ctx) -> str:
    p = ctx.p
    if p.lo == 0:
        return f"you have {_pts(ctx.hcp)} and partner has shown little"
    rng = f"{p.lo}-{p.hi}" if p.hi < 37 else f"{p.lo}+"
    return f"you have {_pts(ctx.hcp)} and partner has shown {rng}, together about {round(ctx.est_total)}"


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
    if ours and doubled:
        return Advice(PASS, f"Pass: {last} is doubled, but the system has no escape bids; stay where you are.")
    plan = _plan(ctx)
    level, kind = _target_level(plan)
    why = _describe_total(ctx)
    if not ours:
        dbl = _penalty_double(ctx)
        if dbl:
            return dbl
        return _compete(ctx, plan, level, kind, why)
    # our side holds the contract
    if kind in ("game", "slam", "grand"):
        target = Bid(level, plan.strain)
        if last.index >= target.index or (kind == "game" and _is_game(last)):
            return Advice(PASS, f"Pass: {why}; {last} is high enough.")
        word = {"game": "game", "slam": "a small slam", "grand": "a grand slam"}[kind]
        fit = f" with your {_num(plan.fit)}-card fit" if plan.fit else ""
        if ctx.legal(target):
            return Advice(target, f"Bid {target}: {why}; enough for {word}{fit}.")
        return Advice(PASS, f"Pass: {why}; {last} is high enough.")
    forcing = _partner_forcing(ctx)
    if kind == "invite" and last.level <= 2 and not _is_game(last):
        if plan.strain is not Strain.NT:
            b = Bid(3, plan.strain)
            if ctx.legal(b) and (b.strain.suit in _MAJORS or not forcing):
                return Advice(b, f"Bid {b}: {why}; this invites game, partner goes on with a maximum.")
        elif ctx.legal(Bid(2, Strain.NT)):
            return Advice(Bid(2, Strain.NT), f"Bid 2NT: {why}; this invites game, partner bids 3NT with a maximum.")
    return _part_score(ctx, plan, forcing, why)


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


def _compete(ctx: _Ctx, plan: _Plan, level: int, kind: str, why: str) -> Advice:
    last = ctx.last_bid
    assert last is not None
    if plan.strain is Strain.NT or not (ctx.our_suits or ctx.p.lo):
        if kind in ("game",) and plan.strain is Strain.NT and ctx.our_suits and ctx.p.lo:
            game = Bid(3, Strain.NT)
            if ctx.legal(game) and _nt_ok(ctx):
                return Advice(game, f"Bid 3NT: {why}; enough for game, and their suit is stopped.")
        mine = [s for s in Suit if ctx.length(s) >= 6 and s not in ctx.their_suits]
        if mine and ctx.hcp >= 10:
            long_suit = max(mine, key=lambda t: (ctx.length(t), t.value))
            own = ctx.cheapest(Strain.from_suit(long_suit))
            if own is not None and own.level <= 2:
                return Advice(own, f"Bid {own}: {_pts(ctx.hcp)} and {_num(ctx.length(long_suit))} "
                                   f"{long_suit.english}; compete in your long suit.")
        return Advice(PASS, f"Pass: {why}; no fit found to compete in.")
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


# --- the public functions ---------------------------------------------------------------------

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
