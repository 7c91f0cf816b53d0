"""What happens in a session: the robots' moves, the steps, the outcome of a claim, and the settings."""


from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Union

from ..auction import Call
from ..cards import Card
from ..deal import Seat

if TYPE_CHECKING:  # the robots are imported when they first act (robots.play_deal may use a session)
    from ..robots import Decision

AnyDecision = Union["Decision[Call]", "Decision[Card]"]


HINT_TRICKS = 13
"""The hint names the double-dummy best cards in the last this-many tricks (all of them:
from the first trick on, whenever the solver answers within its time limit)."""

REVIEW_SECONDS = 6.0
"""The longest the review after a deal spends solving its positions."""

DealPhase = Literal["auction", "play", "over"]
RubberPhase = Literal["auction", "play", "score", "over"]
Undone = Literal["call", "card", "claim"]

_DEAL_FORMAT = "bridgelib-deal-session"
_RUBBER_FORMAT = "bridgelib-rubber-session"
_TABLE_FORMAT = "bridgelib-rubber-table"  # what RubberTable.save writes (read as well)
_VERSION = 1


# --- what happened -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RobotMove:
    """A computer player's call or card: who (``seat``) and the robot's
    :class:`~bridgelib.robots.Decision` (its ``action`` and the ``reason`` for it).

    >>> from bridgelib import Deal, DealSession
    >>> session = DealSession(Deal.random(1), learner=Seat.N)
    >>> move = session.call("Pass").robots[0]
    >>> move.seat, str(move.action), move.reason == str(move.decision)
    (Seat.E, 'Pass', True)
    """

    seat: Seat
    decision: AnyDecision

    @property
    def action(self) -> Call | Card:
        """The call or card played."""
        return self.decision.action

    @property
    def reason(self) -> str:
        """Why the robot chose it, in a sentence."""
        return self.decision.reason


@dataclass(frozen=True, slots=True)
class Step:
    """What one of the learner's calls or cards did.

    ``seat`` acted with ``action``; ``comment`` is the coach's review of a call (empty
    for a card); ``trick_won_by`` is the winner when the card completed a trick;
    ``robots`` are the computer players' moves that followed, up to the learner's next
    turn (or the end). ``fits`` says whether a call is the one the system suggests (None:
    a card, or a call the coach could not judge without the cards).
    """

    seat: Seat
    action: Call | Card
    comment: str
    trick_won_by: Seat | None
    robots: tuple[RobotMove, ...]
    fits: bool | None = None


@dataclass(frozen=True, slots=True)
class ClaimOutcome:
    """The end of a claim that was checked (RULES.md 4).

    ``accepted``: no defence beats it, and declarer's side is credited with the
    ``tricks`` claimed; otherwise the defenders disputed it and it was played out, and
    declarer's side ``took`` that many of the ``left`` tricks that remained. ``reason``
    is the check's verdict in a sentence.
    """

    accepted: bool
    tricks: int
    took: int
    left: int
    reason: str


