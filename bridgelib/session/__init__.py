"""The flow of a deal and of a rubber: who acts now, the computer players, undo, saving.

A :class:`DealSession` owns one deal: the auction, then the play (a claim may end it),
then the score. The learner holds some seats; the computer players (:mod:`bridgelib.robots`)
make every other call and card at once, so after each of the learner's actions the
session waits at the learner's next turn. A :class:`RubberSession` plays deal after deal
on a :class:`~bridgelib.rubber.Rubber` sheet: the dealer moves left, vulnerability comes
from the games won, and the rubber ends when a side has won two games (or is settled).

The widgets (:mod:`bridgelib.widgets`) are views of these sessions: every rule decision
is made here, so the whole flow can be driven and tested without a browser.

>>> from bridgelib import Deal, Seat
>>> session = DealSession(Deal.random(3), learner=Seat.S)
>>> [f"{move.seat.name}: {move.action}" for move in session.moves]     # North deals
['N: 1♥', 'E: Pass']
>>> step = session.call("Pass")                # the robots answer until South's turn
>>> [f"{move.seat.name}: {move.action}" for move in step.robots]
['W: Pass', 'E: ♦2']
>>> session.phase, str(session.contract), session.turn     # South plays dummy's cards
('play', '1♥ by N', Seat.S)
>>> session.call("7NT")
Traceback (most recent call last):
...
bridgelib.errors.IllegalCall: The auction is over: no more calls can be made.

Everything is deterministic: the robots always choose the same action in the same
position, and a rubber deals its cards from an explicit seed.
"""

from .deal import DealSession
from .records import HINT_TRICKS, REVIEW_SECONDS, ClaimOutcome, DealPhase, RobotMove, RubberPhase, Step, Undone
from .rubber import RubberSession

__all__ = [
    "DealSession", "RubberSession", "RobotMove", "Step", "ClaimOutcome",
    "HINT_TRICKS", "REVIEW_SECONDS", "DealPhase", "RubberPhase", "Undone",
]
