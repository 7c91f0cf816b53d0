"""Shared by the coach's tests (tests/test_system_*.py): one call checked with its reason."""

from __future__ import annotations

from bridgelib import Auction, Call, Hand, Seat
from bridgelib.robots import robot_call
from bridgelib.system import Advice, advise


def check(calls: str, hand: str, expected: str, *words: str, dealer: Seat = Seat.N) -> Advice:
    """The coach's advice for ``hand`` after ``calls`` is ``expected``, its reason holds each
    of ``words`` and ends with a full stop, and the robots call the same for the same reason."""
    h = Hand.parse(hand)
    assert len(h) == 13, hand
    auction = Auction(dealer, calls)
    advice = advise(auction, h)
    assert advice.call is Call.parse(expected), (calls, hand, advice)
    for word in words:
        assert word in advice.reason, (word, advice.reason)
    assert advice.reason.endswith("."), advice.reason
    robot = robot_call(auction, h)  # the robots call what the coach says, for the same reason
    assert (robot.action, robot.reason) == (advice.call, advice.reason)
    return advice
