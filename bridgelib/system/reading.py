"""Reading the auction: what each player's calls have shown, by the system's table, and
the auction from the point of view of the player to call."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..auction import DOUBLE, PASS, Auction, Bid, Call, Strain
from ..cards import Hand, Suit
from ..deal import Seat
from .table import (
    _ADVANCE,
    _BY_KEY,
    _LATER,
    _MAJORS,
    _OPENING,
    _OVER_2NT,
    _OVER_NT,
    _OVER_SUIT,
    _OVER_TWO,
    _OVERCALL,
    _RAISES,
    _REBID,
    _REBID_RAISES,
    GAME_POINTS,
    MAJOR_FIT_GAME_BONUS,
    SLAM_POINTS,
    Meaning,
    meaning,
)

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

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
    def length_points(self) -> int:
        """One point for each card over four in a suit: long suits take tricks too."""
        return sum(max(0, self.hand.length(s) - 4) for s in Suit)

    @property
    def strength(self) -> int:
        """High-card points plus length points: the hand's value once a fit is sought
        (the length points only when a long suit of the side may be trumps: not when
        partner has shown a different long suit and no support)."""
        return self.hcp + (self.length_points if self._length_counts else 0)

    @property
    def _length_counts(self) -> bool:
        p = self.p
        if any(self.hand.length(s) + p.length(s) >= 8 for s in Suit):
            return True
        return not any(n >= 5 for n in p.lengths.values())

    @property
    def shortness_points(self) -> int:
        """With support for partner's suit, short suits ruff: a void 5, a singleton 3."""
        return sum((5, 3)[n] for s in Suit if (n := self.hand.length(s)) <= 1)

    @property
    def points_said(self) -> str:
        """The hand's value in words: high-card points, and the length points if any."""
        extra = self.strength - self.hcp
        said = f"{self.hcp} high-card point" + ("" if self.hcp == 1 else "s")
        return said + (f" plus {_NUMBERS[extra]} for length, {self.strength} in all" if extra else "")

    @property
    def est_total(self) -> float:
        return self.strength + self.p.estimate


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
        _overcall_meaning(call, shown[seat], _pass_out_seat(prefix), _balancing_seat(prefix))
    elif not (role == "rebid" and _rebid_meaning(prefix, seat, call, shown)):
        _later_meaning(prefix, seat, call, shown)


def _opening_meaning(call: Call, me: _Shown) -> None:
    if not isinstance(call, Bid):
        me.read(_BY_KEY[_OPENING, "Pass"])
    elif call.strain is Strain.NT:
        me.read(_BY_KEY[_OPENING, ("1NT", "2NT", "3NT or higher")[min(call.level, 3) - 1]])
    else:
        which = ("one of a suit", "two of a suit", "three of a suit or higher")[min(call.level, 3) - 1]
        me.read(_BY_KEY[_OPENING, which], call.strain.suit)
        if call.level == 2:  # a strong two may be built on playing tricks: read from their floor
            me.lo = min(me.lo, _BY_KEY[_OPENING, "two of a suit on playing tricks"].floor)


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
            me.read(_BY_KEY[_OVER_TWO, "raise"], opening.strain.suit)
        elif call.strain is not Strain.NT:
            me.read(_BY_KEY[_OVER_TWO, "new suit"], call.strain.suit)
        return
    if call.strain is opening.strain:
        steps = min(max(call.level - opening.level, 1), 3)
        me.read(_BY_KEY[_OVER_SUIT, _RAISES[steps - 1]], opening.strain.suit)
    elif call.strain is Strain.NT:
        me.read(_BY_KEY[_OVER_SUIT, ("1NT", "2NT", "3NT or higher")[min(call.level, 3) - 1]])
    else:
        which = "new suit at the one level" if call.level == 1 else "new suit at the two level"
        me.read(_BY_KEY[_OVER_SUIT, which], call.strain.suit)


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


def _balancing_seat(prefix: list[tuple[Seat, Call]]) -> bool:
    """The next pass ends the auction at a low level: their opening of one and two
    passes, or their raise to two of their suit and two passes (they have a fit and
    stopped low, so partner has some points)."""
    if _pass_out_seat(prefix):
        return True
    bids = _bids_of(prefix)
    if len(prefix) < 3 or [c for _, c in prefix[-2:]] != [PASS, PASS] or len(bids) != 2:
        return False
    (s1, b1), (s2, b2) = bids
    return (s1.side is s2.side and b1.strain is b2.strain and b1.strain is not Strain.NT and b2.level == 2
            and prefix[-3][0] is s2)


def _pass_out_seat(prefix: list[tuple[Seat, Call]]) -> bool:
    """The calls so far are an opening of one and two passes: the next pass ends the auction."""
    return [c for _, c in prefix[-3:]][1:] == [PASS, PASS] and len(_bids_of(prefix)) == 1 and len(prefix) >= 3


def _overcall_meaning(call: Call, me: _Shown, pass_out: bool = False, balancing: bool = False) -> None:
    if not isinstance(call, Bid):
        return
    if call.strain is Strain.NT:
        me.read(_BY_KEY[_OVERCALL, "1NT in the pass-out seat" if pass_out and call.level == 1 else "1NT"])
        return
    which = "suit at the one level" if call.level == 1 else "suit at the two level"
    if balancing and call.level <= 2:
        which += " in the pass-out seat"
    me.read(_BY_KEY[_OVERCALL, which], call.strain.suit)


def _rebid_meaning(prefix: list[tuple[Seat, Call]], seat: Seat, call: Call, shown: dict[Seat, _Shown]) -> bool:
    """Opener's first rebid after opening one of a suit; False if it is read as a later
    round's call instead."""
    me, partner = shown[seat], seat.partner
    bids = _bids_of(prefix)
    if call is PASS and any(s is partner for s, _ in bids):
        me.read(_BY_KEY[_REBID, "Pass"])
        return True
    if (isinstance(call, Bid) and call.strain is Strain.NT and bids and bids[0][0] is seat
            and bids[0][1].strain is not Strain.NT and bids[0][1].level == 2):
        me.read(_BY_KEY[_OPENING, "two of a suit, then no-trump"])  # the balanced strong two
        return True
    if (isinstance(call, Bid) and bids and bids[0][0] is seat and bids[0][1].level == 2
            and call.strain is bids[0][1].strain and call.strain is not Strain.NT):
        raised = any(s is partner and b.strain is call.strain for s, b in bids)
        if not raised:  # after partner's raise it is game in the fit found, not a longer suit
            me.read(_BY_KEY[_REBID, "strong two's suit again"], call.strain.suit)
        return True
    if not (isinstance(call, Bid) and bids and bids[0][0] is seat and bids[0][1].strain is not Strain.NT
            and bids[0][1].level == 1):
        return False
    opening = bids[0][1]
    presp = [b for s, b in bids if s is partner]
    resp = presp[-1] if presp else None
    cheapest = _cheapest_after(bids[-1][1], call.strain)
    theirs = any(s.side is not seat.side for s, _ in bids)
    which = _rebid_call(opening, resp, call, call.level - cheapest if cheapest else 0, theirs)
    if theirs and which == "raise partner's suit to game" and prefix and prefix[-1][1] is not PASS:
        return False  # after their bid opener may bid game on the combined points: read as a later round
    if call.strain is Strain.NT:
        me.balanced = True
    if which is not None:
        me.read(_BY_KEY[_REBID, which], call.strain.suit)
    if which == "new suit" and call.strain < opening.strain and opening.strain.suit is not None:
        # a lower second suit: without a five-card suit opener would have opened the lower suit
        me.show(opening.strain.suit, meaning(_REBID, "own suit again").length)
    return True


def _rebid_call(opening: Bid, resp: Bid | None, call: Bid, jump: int, theirs: bool = False) -> str | None:
    """Which entry of the table opener's rebid ``call`` is (``jump``: levels above the
    cheapest); None for a no-trump rebid that shows only a balanced hand."""
    if call.strain is Strain.NT:
        if resp is None and theirs and jump == 0:
            return "no-trump after their bid"  # partner passed: only a strong balanced hand speaks
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
    if jump == 1 and resp is not None and resp.level == 1 and call.level == 2:
        return "jump shift"
    return "reverse" if call.level == 2 and call.strain > opening.strain else "new suit"


def _later_meaning(prefix: list[tuple[Seat, Call]], seat: Seat, call: Call, shown: dict[Seat, _Shown]) -> None:
    """Later rounds: natural bids, and the generic game-try logic of _continue."""
    me, partner = shown[seat], seat.partner
    ps = shown[partner]
    bids = _bids_of(prefix)
    if isinstance(call, Bid) and _advance_meaning(prefix, seat, call, me):
        return
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
        me.read(_BY_KEY[_LATER, which], call.strain.suit)
        suit = call.strain.suit
        if which == "partner's suit" and suit is not None and ps.lengths.get(suit, 0) == 4:
            me.show(suit, 4)  # a raise of a four-card suit makes the eight-card fit: four cards
    if any(s in (seat, partner) for s, _ in bids):
        _level_meaning(bids, partner, call, me, ps)


def _advance_meaning(prefix: list[tuple[Seat, Call]], seat: Seat, call: Bid, me: _Shown) -> bool:
    """The first bid of the overcaller's partner, read by the table's advances; False
    when the bid is not an advance."""
    bids = _bids_of(prefix)
    ours = [(s, b) for s, b in bids if s.side is seat.side]
    if (not bids or bids[0][0].side is seat.side or len(ours) != 1 or ours[0][0] is not seat.partner
            or ours[0][1].strain is Strain.NT or any(s is seat and c is DOUBLE for s, c in prefix)):
        return False
    overcall = ours[0][1]
    if call.strain is not overcall.strain:
        return False  # a new suit or no-trump: read as in the later rounds
    if call.strain is overcall.strain:
        cheapest = _cheapest_after(bids[-1][1], call.strain)
        jump = call.level - cheapest if cheapest else 0
        which = "raise to game" if _is_game(call) else "jump raise" if jump else "raise"
        me.read(_BY_KEY[_ADVANCE, which], call.strain.suit)
    elif call.strain is Strain.NT:
        entry = _BY_KEY.get((_ADVANCE, f"{min(call.level, 3)}NT"))
        if entry is not None:
            me.read(entry)
    else:
        me.read(_BY_KEY[_ADVANCE, "new suit" if call.level == 1 else "new suit at the two level"], call.strain.suit)
    return True


def _level_meaning(bids: list[tuple[Seat, Bid]], partner: Seat, call: Bid, me: _Shown, ps: _Shown) -> None:
    """The meanings of _continue's choices: game with 25+ together, slam with 33+, an
    invitation with 23-24 (``ps``: what partner has shown)."""
    if call.level == 4 and call.strain is Strain.NT or call.level == 5 and call.strain.suit in _MAJORS:
        # a natural slam invitation: the estimate reaches a slam, the sure points do not
        me.narrow(lo=max(0, math.ceil(SLAM_POINTS - 1 - ps.estimate)))
    elif _is_game(call) and call.level <= 5:
        bonus = MAJOR_FIT_GAME_BONUS if call.strain.suit in _MAJORS else 0  # game in a major fit needs less
        me.narrow(lo=max(0, math.ceil(GAME_POINTS - bonus - ps.estimate)))
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
