"""Appendix only — other scorings. NOT RUBBER SCORING.

Nothing here is used by :class:`~bridgelib.rubber.Rubber` or changes a rubber result
(RULES.md: duplicate/Chicago scoring, IMPs and "Moscow compensation" appear only in an
appendix, clearly labelled). The course shows them so that a learner who meets them at a
club knows what they are:

* :func:`duplicate_score` — the score of one deal in duplicate bridge, with the game
  premiums 300/500 and the part-score premium 50 instead of rubber games (seed 003).
* :func:`imps` — the WBF scale that turns a difference of points into IMPs (seed 003,
  table 7).
* :func:`moscow_compensation`, :func:`moscow_result`, :func:`moscow_imps` — the "Moscow
  compensation" for high-card points of seed 003, table 6, and its conversion to IMPs.
* :func:`chicago_vulnerability` — the four-deal vulnerability cycle of Chicago.
* :func:`minibridge_level` — the level table of minibridge (seed 004).

>>> duplicate_score("4H by S", 10, vulnerable=True)   # not rubber scoring
620
>>> imps(730), imps(-730)
(12, -12)
>>> moscow_imps("4C by N", 10, vulnerable=False, hcp=22)   # seed 003's first example
2
"""

from __future__ import annotations

from bisect import bisect_right

from .auction import Contract
from .deal import Seat, Side
from .errors import quote, quote_first
from .scoring import _check_vulnerable, score_contract

__all__ = [
    "NOT_RUBBER", "duplicate_score", "duplicate_breakdown", "IMP_SCALE", "imps",
    "MOSCOW_COMPENSATION", "moscow_compensation", "moscow_result", "moscow_imps",
    "chicago_vulnerability", "chicago_dealer", "MINIBRIDGE_LEVELS", "minibridge_level",
]

NOT_RUBBER = "Not rubber scoring: an appendix to the course, never used to score a rubber."
"""The label every use of this module must carry when shown to a learner."""


# --- duplicate ----------------------------------------------------------------------------
def duplicate_breakdown(contract: Contract | str, tricks: int, vulnerable: bool) -> tuple[tuple[str, int], ...]:
    """The duplicate score of one deal, itemised: ``(label, points)`` pairs, positive for
    the declaring side and negative (penalties) against it. Not rubber scoring.

    The trick points, overtricks, insult, slam bonuses and undertricks are those of
    RULES.md 5; instead of rubber games a made contract earns a premium at once: 300 for
    a game (100 or more trick points) not vulnerable, 500 vulnerable; 50 for a
    part-score. Honours do not count in duplicate.

    >>> for label, points in duplicate_breakdown("2SX by N", 8, vulnerable=False):
    ...     print(f"{points:>5}  {label}")
      120  2♠ doubled, made: 2 tricks × 60
       50  Bonus for making a doubled contract (the "insult")
      300  Game premium, not vulnerable (duplicate only)
    """
    score = score_contract(contract, tricks, vulnerable)
    if not score.made:
        return tuple((item.label, -item.points) for item in score.items)
    out = [(item.label, item.points) for item in score.items]
    vul = "vulnerable" if vulnerable else "not vulnerable"
    if score.below >= 100:
        out.append((f"Game premium, {vul} (duplicate only)", 500 if vulnerable else 300))
    else:
        out.append(("Part-score premium (duplicate only)", 50))
    return tuple(out)


def duplicate_score(contract: Contract | str, tricks: int, vulnerable: bool) -> int:
    """The duplicate score of one deal for the declaring side (negative when the contract
    fails). Not rubber scoring: see :func:`duplicate_breakdown`.

    >>> duplicate_score("3S by N", 10, False), duplicate_score("6C by N", 12, False)
    (170, 920)
    >>> duplicate_score("7NT by N", 13, False), duplicate_score("3NT by E", 8, True)
    (1520, -100)
    """
    return sum(points for _, points in duplicate_breakdown(contract, tricks, vulnerable))


# --- IMPs ---------------------------------------------------------------------------------
IMP_SCALE: tuple[tuple[int, int | None, int], ...] = (
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, None, 24),
)
"""The WBF IMP scale (seed 003, table 7): ``(from, to, IMPs)`` for a difference of
points; ``None`` means "and more". Not rubber scoring."""

_IMP_BOUNDS = tuple(low for low, _, _ in IMP_SCALE[1:])


def imps(points: int) -> int:
    """Convert a difference of points to IMPs by the WBF scale; the sign is kept.
    Scores are multiples of 10; a difference between two rows of the table (such as 15)
    gets the lower row. Not rubber scoring.

    >>> imps(0), imps(10), imps(20), imps(50), imps(-620), imps(4000), imps(9999)
    (0, 0, 1, 2, -12, 24, 24)
    """
    if isinstance(points, bool) or not isinstance(points, int):
        raise ValueError(f"{quote_first(points)} is not a number of points (a whole number).")
    count = bisect_right(_IMP_BOUNDS, abs(points))
    return count if points >= 0 else -count


# --- Moscow compensation ------------------------------------------------------------------
MOSCOW_COMPENSATION: dict[int, tuple[int, int]] = {
    21: (50, 50), 22: (70, 70), 23: (110, 110), 24: (200, 200), 25: (300, 440),
    26: (350, 520), 27: (400, 600), 28: (430, 630), 29: (460, 660), 30: (490, 690),
    31: (600, 900), 32: (750, 1050), 33: (900, 1350), 34: (1000, 1500), 35: (1100, 1650),
    36: (1200, 1800), 37: (1200, 1800), 38: (1200, 1800), 39: (1200, 1800), 40: (1200, 1800),
}
"""Seed 003, table 6, "Moscow compensation": the declaring pair's high-card points ->
(compensation not vulnerable, vulnerable). 20 points or fewer: no compensation. Not
rubber scoring."""


def _check_hcp(hcp: object) -> int:
    if isinstance(hcp, bool) or not isinstance(hcp, int) or not 0 <= hcp <= 40:
        raise ValueError(f"{quote_first(hcp)} is not a number of high-card points for a pair: the pack holds 40.")
    return hcp


def moscow_compensation(hcp: int, vulnerable: bool) -> int:
    """The compensation for the declaring pair's ``hcp`` high-card points (seed 003,
    table 6). Not rubber scoring.

    >>> moscow_compensation(20, False), moscow_compensation(22, True), moscow_compensation(33, True)
    (0, 70, 1350)
    """
    hcp = _check_hcp(hcp)
    vulnerable = _check_vulnerable(vulnerable)
    if hcp <= 20:
        return 0
    return MOSCOW_COMPENSATION[hcp][vulnerable]


def moscow_result(contract: Contract | str, tricks: int, vulnerable: bool, hcp: int) -> int:
    """The declaring side's points after compensation: the duplicate score of the deal
    minus :func:`moscow_compensation`. A negative result goes to the other side. Not
    rubber scoring.

    >>> moscow_result("4S by N", 10, True, 33)    # seed 003: 620 - 1350
    -730
    """
    return duplicate_score(contract, tricks, vulnerable) - moscow_compensation(hcp, vulnerable)


def moscow_imps(contract: Contract | str, tricks: int, vulnerable: bool, hcp: int) -> int:
    """:func:`moscow_result` converted to IMPs (:func:`imps`), for the declaring side.
    Not rubber scoring.

    >>> moscow_imps("4S by N", 10, True, 33), moscow_imps("6D by N", 12, False, 33)
    (-12, 1)
    """
    return imps(moscow_result(contract, tricks, vulnerable, hcp))


# --- Chicago ------------------------------------------------------------------------------
def _check_deal_number(deal_number: object) -> int:
    if isinstance(deal_number, bool) or not isinstance(deal_number, int) or deal_number < 1:
        raise ValueError(f"{quote_first(deal_number)} is not a deal number: the deals of a Chicago are numbered from 1.")
    return deal_number


def _check_seat(seat: object) -> Seat:
    if isinstance(seat, str):
        return Seat.parse(seat)
    if not isinstance(seat, Seat):
        raise ValueError(f"{quote_first(seat)} is not a seat to be the first dealer: use Seat.N, Seat.E, Seat.S or Seat.W.")
    return seat


def chicago_dealer(deal_number: int, first_dealer: Seat = Seat.N) -> Seat:
    """The dealer of deal ``deal_number`` (1, 2, ...) of a Chicago: the deal passes to
    the left. Not rubber scoring.

    >>> chicago_dealer(1), chicago_dealer(2), chicago_dealer(5)
    (Seat.N, Seat.E, Seat.N)
    """
    return _check_seat(first_dealer).next(_check_deal_number(deal_number) - 1)


def chicago_vulnerability(deal_number: int, first_dealer: Seat = Seat.N, dealer_vulnerable: bool = True) -> frozenset[Side]:
    """The vulnerable sides on deal ``deal_number`` of Chicago (four-deal bridge), a
    cycle of four: deal 1 neither side; deals 2 and 3 the dealer's side; deal 4 both.
    Deal 5 starts the cycle again. By agreement some groups make the dealer's
    *opponents* vulnerable on deals 2 and 3 (``dealer_vulnerable=False``). Not rubber
    scoring: in a rubber, vulnerability comes from games won.

    >>> [sorted(s.name for s in chicago_vulnerability(n)) for n in (1, 2, 3, 4, 5)]
    [[], ['EW'], ['NS'], ['EW', 'NS'], []]
    """
    position = (_check_deal_number(deal_number) - 1) % 4
    first_dealer = _check_seat(first_dealer)
    if not isinstance(dealer_vulnerable, bool):
        raise ValueError(
            "Say with True or False whether the dealer's side is vulnerable on deals 2 and 3 "
            f"(dealer_vulnerable), not {quote(dealer_vulnerable)}."
        )
    if position == 0:
        return frozenset()
    if position == 3:
        return frozenset(Side)
    side = chicago_dealer(deal_number, first_dealer).side
    return frozenset({side if dealer_vulnerable else side.opponents})


# --- minibridge ---------------------------------------------------------------------------
MINIBRIDGE_LEVELS: tuple[tuple[int, int, int], ...] = (
    (20, 22, 1), (23, 24, 2), (25, 26, 3), (27, 29, 4), (30, 32, 5), (33, 36, 6), (37, 40, 7),
)
"""Seed 004's minibridge decision table: the pair's total high-card points ``from``-``to``
-> the recommended level. Not rubber scoring (a teaching aid for the auction)."""


def minibridge_level(hcp: int) -> int | None:
    """The level minibridge recommends for a pair holding ``hcp`` high-card points
    together, or None below 20 (the other pair has more and declares). Not rubber
    scoring.

    >>> minibridge_level(19), minibridge_level(20), minibridge_level(26), minibridge_level(40)
    (None, 1, 3, 7)
    """
    hcp = _check_hcp(hcp)
    for low, high, level in MINIBRIDGE_LEVELS:
        if low <= hcp <= high:
            return level
    return None

