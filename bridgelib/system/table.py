"""The system's table: what each call shows, situation by situation (the one place its
ranges are written), and the combined points for game and slam."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Suit

__all__ = ["Meaning", "TABLE", "meaning", "GAME_POINTS", "SLAM_POINTS", "STRONG_TWO_TRICKS", "FIT_SLAM_BONUS",
           "EIGHT_FIT_SLAM_BONUS", "GAME_TRICKS", "GRAND_SLAM_POINTS", "MAJOR_FIT_GAME_BONUS", "NT_LENGTH_POINTS"]

STRONG_TWO_TRICKS = 8.5
"""Playing tricks that make a hand with a good six-card suit worth a strong two."""
GAME_POINTS = 25
"""Combined high-card points for which the system bids game."""
MAJOR_FIT_GAME_BONUS = 1
"""Points fewer game in a major needs with an eight-card fit found (the trumps take tricks)."""
NT_LENGTH_POINTS = 1
"""The most length points a long suit adds when the side plays in no-trump (its long cards
need entries; in a trump contract they count in full)."""
SLAM_POINTS = 33
"""Combined high-card points for which the system bids a small slam."""
GRAND_SLAM_POINTS = 37
"""Combined high-card points for which the system bids a grand slam (all but a queen of
the pack: the opponents cannot hold an ace)."""
FIT_SLAM_BONUS = 4
"""High-card points fewer a small slam needs with a trump fit of nine cards or more (its
length points are then not counted: the fit already is the length)."""
EIGHT_FIT_SLAM_BONUS = 1
"""Points fewer a small slam needs with an eight-card trump fit."""
GAME_TRICKS = 9
"""Playing tricks with which a long major bids game at once over the opponents' opening."""

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
_ADVANCE = "advancing partner's overcall"
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
    _m(_OPENING, "2NT", 20, 21, balanced=True, says="a balanced hand with 20-21 high-card points"),
    _m(_OPENING, "3NT or higher", 25, 27, balanced=True, says="a balanced hand with 25-27 high-card points"),
    _m(_OPENING, "one of a suit", 12, 21, 4, says="12-21 high-card points and four or more cards in the suit"),
    # the strong two, natural (2♣ too): read as 22 or more, the strength of the hands that open it
    _m(_OPENING, "two of a suit", 22, None, 4,
       says="a very strong hand, 22 or more high-card points or as many playing tricks: partner must not pass"),
    _m(_OPENING, "two of a suit on playing tricks", 18, 21, 6,
       says="a good suit of six or more and 8½ or more playing tricks: partner must not pass"),
    _m(_OPENING, "two of a suit, then no-trump", 22, 24, balanced=True,
       says="a balanced hand with 22-24: a strong two in the longest suit, then no-trump"),
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
    _m(_OVER_TWO, "no-trump", None, None, says="no three-card support and no five-card suit with 6 or more"),
    # responses to 1NT and to 2NT ("the same ideas, four points lower")
    *_TABLE_1NT,
    *_TABLE_2NT,
    # overcalls: the first call of a side whose opponents opened
    _m(_OVERCALL, "1NT", 15, 18, balanced=True, says="15-18, a balanced hand and their suit stopped"),
    _m(_OVERCALL, "1NT in the pass-out seat", 11, 18, balanced=True,
       says="11-18, a balanced hand and their suit stopped, after their opening and two passes"),
    _m(_OVERCALL, "suit at the one level", 8, 16, 5, says="8-16 and a five-card suit"),
    _m(_OVERCALL, "suit at the two level", 10, 16, 5, says="10-16 and a good or six-card suit"),
    _m(_OVERCALL, "suit at the three level", 12, 16, 6, says="12-16 and a good six-card suit"),
    _m(_OVERCALL, "suit at the one level in the pass-out seat", 6, 16, 5,
       says="6-16 and a five-card suit, after their opening and two passes"),
    _m(_OVERCALL, "suit at the two level in the pass-out seat", 8, 16, 5,
       says="8-16 and a good or six-card suit, after their opening and two passes"),
    _m(_OVERCALL, "double of 1NT", 16, None, says="16 or more, at least as many as the 1NT bidder: for penalties"),
    # the first call of the overcaller's partner
    _m(_ADVANCE, "raise", 6, None, 3, says="three-card support or more, 6 or more counting short suits"),
    _m(_ADVANCE, "jump raise", 10, 12, 3, says="support and 10-12: invites game"),
    _m(_ADVANCE, "raise to game", 13, None, 3, says="support and 13 or more: game"),
    _m(_ADVANCE, "new suit", 8, None, 5, says="8 or more and a five-card suit of your own"),
    _m(_ADVANCE, "new suit at the two level", 10, None, 5, says="10 or more and a five-card suit of your own"),
    _m(_ADVANCE, "1NT", 8, 11, says="8-11 and their suit stopped"),
    _m(_ADVANCE, "2NT", 12, 14, says="12-14 and their suit stopped: invites game"),
    _m(_ADVANCE, "3NT", 15, None, says="15 or more and their suit stopped: game"),
    # opener's rebid after opening one of a suit
    _m(_REBID, "minimum", 12, 15, says="a minimum"),
    _m(_REBID, "medium", 16, 18, says="a medium hand"),
    _m(_REBID, "maximum", 19, None, says="a maximum"),
    _m(_REBID, "Pass", None, 15, says="no extra strength to show"),
    _m(_REBID, "no-trump", 12, 14, balanced=True, says="a balanced minimum, 12-14"),
    _m(_REBID, "jump in no-trump", 18, 19, balanced=True, says="a balanced hand too strong for 1NT, 18-19"),
    _m(_REBID, "no-trump after their bid", 18, 19, balanced=True,
       says="partner passed their bid: a balanced 18-19 with their suit stopped"),
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
    _m(_REBID, "jump shift", 19, None, 4, says="a jump in a second suit: 19 or more, forcing to game"),
    _m(_REBID, "strong two's suit again", None, None, 6, says="the suit of a strong two bid again: six or more cards"),
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
