"""What the coach says: a suggested call with its reason, and a review of a learner's call."""

from __future__ import annotations

from dataclasses import dataclass

from ..auction import Call

__all__ = ["Advice", "Review"]


@dataclass(frozen=True)
class Advice:
    """A call the system suggests, with the reason in a sentence or two.

    >>> from bridgelib import PASS
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
    >>> from bridgelib.system import review
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
