"""Computer players for the auction and the play, with a reason for every decision.

The bidding robot follows the coach (:mod:`bridgelib.system`). The card robot plays
sound beginner technique and uses **only what its player may see**: its own hand,
dummy's hand once dummy is face up, the cards already played, and the auction and
contract. Declarer chooses dummy's cards too, each in dummy's turn.

Technique, as the course teaches it (lesson 6):

* defenders: opening leads (partner's suit, top of a sequence, fourth best from the
  longest suit, a singleton against a trump contract), second hand low, third hand high
  (the lowest of equal cards), cover an honour with an honour, win as cheaply as
  possible, ruff when void and the trick would otherwise be lost, return partner's suit,
  cash the setting tricks, sensible discards (keep winners, guards and length);
* declarer: count sure winners and cash them when they are enough, draw trumps (but ruff
  losers in the short trump hand first when those trumps are needed), lead toward
  honours and finesse, drive out the opponents' high cards to establish long suits,
  play the high cards from the shorter hand first.

From the fourth trick on (the last :data:`SOLVER_FROM` cards) the card robot looks ahead
instead (:mod:`bridgelib.robots.lookahead`): it deals the cards it cannot see in many ways
that agree with the auction and the play so far, asks the double-dummy solver
(:mod:`bridgelib.solver`) what every card takes in each layout, and plays the card that
makes the contract (or, for a defender, beats it) in the most layouts, then the one with
the most tricks on average; its reason says that it looked at many layouts. It still never
looks at the hidden hands. When every card does as well as any other, technique chooses.
In the first three tricks (from :data:`CONTRACT_FROM` cards left) it asks the solver a
cheaper question, whether each card still makes (or beats) the contract in each layout,
and overrules technique only when another card does so more often.

Every decision is deterministic (the layouts come from a seed made from the position,
never from the clock) and every choice is a legal card.

>>> from bridgelib import Auction, Deal, Play, Seat
>>> deal = Deal.random(5)
>>> auction = Auction(deal.dealer)
>>> while not auction.is_over:
...     auction.call(robot_call(auction, deal[auction.turn]).action)
>>> play = Play(deal, auction.contract)
>>> decision = robot_card(play, auction)
>>> play.is_legal(decision.action), decision.reason.endswith(".")
(True, True)
"""

from __future__ import annotations

from ..auction import Auction, Call
from ..cards import Card, Hand
from ..deal import Deal
from ..errors import BridgeError
from ..play import Play
from .bidding import Decision, robot_call
from .lookahead import (
    CONTRACT_FROM,
    MAX_LAYOUTS,
    SOLVER_FROM,
    Solver,
    _contract_card,
    _solver_card,
    double_dummy_best,
    layouts_for,
)
from .technique import _choose
from .view import _View

__all__ = ["Decision", "Robot", "robot_call", "robot_card", "play_deal", "double_dummy_best",
           "SOLVER_FROM", "CONTRACT_FROM", "MAX_LAYOUTS", "layouts_for"]


class Robot:
    """A computer player: ``call(auction, hand)`` in the auction, ``card(play)`` in the play.

    Deterministic: the same position always gives the same decision.

    Once no more than ``use_solver_from`` cards remain to be played (default
    :data:`SOLVER_FROM`, from the fourth trick on) the robot looks ahead: it deals the cards
    it cannot see in many ways consistent with the auction and the play so far (at most
    ``max_layouts`` of them, fewer early in the deal where each costs more; chosen by a
    seed made from the position), solves each and plays the card that makes the contract
    (or beats it) in the most layouts, then the one with the most tricks on average. So it
    still never looks at the hidden hands. A ``solver`` of your own (a function giving the
    best cards of a fully known position) replaces that with a vote: the card best in the
    most layouts. ``contract_first=False`` puts the tricks on average first, the contract
    second. Before that it plays by technique, but from ``check_contract_from`` cards left
    (default :data:`CONTRACT_FROM`, the first trick after the opening lead; None: never) it
    asks in each layout only which cards still make (or beat) the contract, and plays
    another card than technique's when that card does so in more layouts. With
    ``use_solver_from=None`` it always plays by technique.

    >>> from bridgelib import Auction, Hand, Seat
    >>> robot = Robot()
    >>> print(robot.call(Auction(Seat.N, "1S P"), Hand.parse("K84.Q752.Q93.J64")))
    Bid 1NT: 8 high-card points (6-9) and no suit to show at the one level and no four-card support.
    """

    def __init__(self, use_solver_from: int | None = SOLVER_FROM, solver: Solver | None = None,
                 max_layouts: int = MAX_LAYOUTS, *, contract_first: bool = True,
                 check_contract_from: int | None = CONTRACT_FROM) -> None:
        for name, value in (("use_solver_from", use_solver_from), ("check_contract_from", check_contract_from)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 52):
                raise ValueError(f"{name} must be a number of cards from 1 to 52 (or None for no "
                                 f"look-ahead), not {value!r}.")
        if isinstance(max_layouts, bool) or not isinstance(max_layouts, int) or max_layouts < 1:
            raise ValueError(f"max_layouts must be a whole number of 1 or more, not {max_layouts!r}.")
        self.use_solver_from = use_solver_from
        self.solver: Solver = solver if solver is not None else double_dummy_best
        self._values = solver is None or solver is double_dummy_best  # every card's tricks, not only the best
        self.max_layouts = max_layouts
        self.contract_first = contract_first
        self.check_contract_from = check_contract_from

    def __repr__(self) -> str:
        return (f"Robot(use_solver_from={self.use_solver_from!r}, solver={getattr(self.solver, '__name__', self.solver)}, "
                f"max_layouts={self.max_layouts}{'' if self.contract_first else ', contract_first=False'}, "
                f"check_contract_from={self.check_contract_from!r})")

    def call(self, auction: Auction, hand: Hand) -> Decision[Call]:
        """The robot's call for ``hand`` (the hand of the player whose turn it is)."""
        return robot_call(auction, hand)

    def card(self, play: Play, auction: Auction | None = None) -> Decision[Card]:
        """The robot's card for ``play.controller`` (declarer also chooses dummy's cards)."""
        if play.is_over:
            raise BridgeError("The play is over: there is no card to choose.")
        v = _View(play, auction)
        choice = None
        cards_left = 4 * play.tricks_left - len(v.trick.cards)
        if self.use_solver_from is not None and len(v.legal) > 1:
            if cards_left <= self.use_solver_from:
                choice = _solver_card(v, play, None if self._values else self.solver, self.max_layouts,
                                      self.contract_first)
            if (choice is None and self.check_contract_from is not None and self._values
                    and self.use_solver_from < cards_left <= self.check_contract_from):
                choice = _contract_card(v, play)
        if choice is None:
            choice = _choose(v)
        card, reason = choice
        if card not in v.legal:  # pragma: no cover - a safety net only
            card = v.legal[0]
            reason = f"Play {card}."
        return Decision(card, reason)


_DEFAULT = Robot()
_TECHNIQUE = Robot(use_solver_from=None)


def robot_card(play: Play, auction: Auction | None = None, *, use_solver_from: int | None = SOLVER_FROM,
               solver: Solver | None = None) -> Decision[Card]:
    """The card robot's choice for ``play.controller``, with the reason as a hint.

    ``auction`` (optional) lets the opening leader lead partner's suit. See
    :class:`Robot` for ``use_solver_from`` (None: technique only) and ``solver``.

    >>> from bridgelib import Contract, Deal, Play
    >>> deal = Deal.parse("N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765")
    >>> play = Play(deal, Contract.parse("3NT by S"))
    >>> robot_card(play).reason
    'Opening lead against no-trump: the top of a sequence in hearts, better than a longer but weaker suit because it gives declarer no cheap trick: ♥A.'
    """
    if solver is None and use_solver_from == SOLVER_FROM:
        robot = _DEFAULT
    elif solver is None and use_solver_from is None:
        robot = _TECHNIQUE
    else:
        robot = Robot(use_solver_from, solver)
    return robot.card(play, auction)


def play_deal(deal: Deal, robot: Robot | None = None) -> tuple[Auction, Play | None]:
    """Bid and play ``deal`` with four robots. Returns the auction and the finished play
    (None when the deal is passed out).

    >>> from bridgelib import Deal
    >>> auction, play = play_deal(Deal.random(1))
    >>> auction.is_over and (play is None or play.is_over)
    True
    """
    from ..session import DealSession  # the session runs the robots: imported when first used

    session = DealSession(deal, learner=(), robot=robot or _DEFAULT)
    assert session.auction is not None
    return session.auction, session.play
