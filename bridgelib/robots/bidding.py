"""The bidding robot: the coach's advice as a robot's decision (the robots call exactly
what :func:`bridgelib.system.advise` suggests)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from ..auction import Auction, Call
from ..cards import Card, Hand
from ..system import advise

__all__ = ["Decision", "robot_call"]

Action = TypeVar("Action", Call, Card)

@dataclass(frozen=True)
class Decision(Generic[Action]):
    """What a robot does (``action``: a :class:`~bridgelib.auction.Call` or a
    :class:`~bridgelib.cards.Card`) and why (``reason``, a sentence to show as a hint).
    A call decision is a ``Decision[Call]``, a card decision a ``Decision[Card]``.

    >>> str(Decision(Card.parse("H3"), "Second hand low: ♥3."))
    'Second hand low: ♥3.'
    """

    action: Action
    reason: str

    def __str__(self) -> str:
        return self.reason


def robot_call(auction: Auction, hand: Hand) -> Decision[Call]:
    """The bidding robot: the coach's advice for ``hand`` (the hand of the player to call).

    >>> from bridgelib import Auction, Hand, Seat
    >>> d = robot_call(Auction(Seat.S), Hand.parse("AQ5.K83.KJ62.Q104"))
    >>> str(d.action), d.reason
    ('1NT', 'Open 1NT: 15 high-card points and a balanced hand (4-3-3-3).')
    """
    advice = advise(auction, hand)
    return Decision(advice.call, advice.reason)
