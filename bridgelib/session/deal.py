"""One deal: :class:`DealSession`."""


from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .._saved import SavedObject
from ..auction import Auction, Call, Contract
from ..cards import Card
from ..claims import PlanStep
from ..deal import Deal, Seat
from ..errors import AnalysisTimeout, BridgeError, IllegalCall, IllegalPlay, quote
from ..i18n import gettext_ as _
from ..i18n import ngettext
from ..play import Play
from ..rubber import RecordedDeal, Rubber
from ..scoring import ContractScore, score_contract

if TYPE_CHECKING:  # the robots are imported when they first act (robots.play_deal may use a session)
    from ..robots import Robot


from .records import (
    _DEAL_FORMAT,
    _VERSION,
    HINT_TRICKS,
    REVIEW_SECONDS,
    AnyDecision,
    ClaimOutcome,
    DealPhase,
    RobotMove,
    Step,
    Undone,
)
from .saved import _check_format, _json, _optional, _read, _seat_list


# --- one deal ----------------------------------------------------------------------------
def _seats(learner: Seat | str | Iterable[Seat | str]) -> frozenset[Seat]:
    if isinstance(learner, (Seat, str)):
        return frozenset((Seat.parse(learner),))
    if not isinstance(learner, Iterable):
        raise BridgeError(f"The learner's seats are a seat (Seat.S) or a list of seats, not {quote(learner)}.")
    return frozenset(Seat.parse(seat) for seat in learner)


def _card_seats(play: Play) -> list[Seat]:
    """The seat that played each card of ``play``, in order."""
    tricks = list(play.tricks)
    if play.current_trick is not None:
        tricks.append(play.current_trick)
    return [seat for trick in tricks for seat, _card in trick.plays]


class DealSession:
    """One deal at the table: the learner holds ``learner`` (a seat, or several, or none),
    the computer players (``robot``, default :class:`~bridgelib.robots.Robot`) the rest.

    :attr:`phase` is ``"auction"``, ``"play"`` or ``"over"``. In the play the learner
    chooses the cards of :attr:`learner_seats`: as declarer also dummy's, and as dummy
    declarer's instead (so there is always something to do). Whenever the learner acts
    (:meth:`call`, :meth:`card`, :meth:`claim`, :meth:`undo`) the robots then act until it
    is the learner's turn again; an action the rules do not allow raises the engine's
    :class:`~bridgelib.errors.BridgeError` (:class:`~bridgelib.errors.IllegalCall`,
    :class:`~bridgelib.errors.IllegalPlay`) with a sentence and changes nothing.

    Start from the deal (``auction`` may hold calls already made), or go straight to the
    play with a ``contract`` (or a ``play`` under way; ``auction`` is then what the robots
    heard, e.g. partner's suit to lead). ``bidding_only=True`` ends the session with the
    auction (bidding practice); without a ``deal`` the learner must make every call (an
    auction drill, from ``dealer``).

    >>> session = DealSession(Deal.random(3), Seat.S, contract="4S by S")
    >>> session.phase, [str(move.action) for move in session.moves]   # West led
    ('play', ['♦10'])
    >>> session.card("SA")
    Traceback (most recent call last):
    ...
    bridgelib.errors.IllegalPlay: You must follow suit from dummy: dummy holds ♦A and ♦J.
    """

    def __init__(self, deal: Deal | None, learner: Seat | str | Iterable[Seat | str] = Seat.S, *,
                 auction: Auction | None = None, dealer: Seat | str = Seat.N, contract: Contract | str | None = None,
                 play: Play | None = None, claimed: int | None = None, bidding_only: bool = False,
                 robot: Robot | None = None) -> None:
        self.deal = deal
        self.seats: frozenset[Seat] = _seats(learner)
        """The seats the learner holds (in the auction, the seats the learner calls for)."""
        self.robot = robot
        self.bidding_only = bidding_only or deal is None
        if deal is None and self.seats != frozenset(Seat):
            raise BridgeError("The computer players need cards to bid with: give the session a deal, "
                              "or let the learner make every call.")
        if auction is not None and not isinstance(auction, Auction):
            raise BridgeError(f"The auction must be an Auction, not {quote(auction)}.")
        self.auction: Auction | None = auction.copy() if auction is not None else None
        self.play: Play | None = None
        self.claimed: int | None = None
        """Tricks conceded to declarer's side by an accepted claim."""
        self.played_out_from: int | None = None
        """How many cards had been played when a disputed claim was played out."""
        self.moves: tuple[RobotMove, ...] = ()
        """The robots' moves after the learner's last action (or since the start)."""
        self._closed: str | None = None
        self._watchers: list[Callable[[DealSession], None]] = []
        if play is not None or contract is not None:
            if deal is None:
                raise BridgeError("The play needs the cards: give the session a deal.")
            if play is not None and not isinstance(play, Play):
                raise BridgeError(f"The play must be a Play, not {quote(play)}.")
            self.play = play.copy() if play is not None else Play(deal, Contract.parse(contract or ""))
        elif self.auction is None:
            self.auction = Auction(deal.dealer if deal is not None else Seat.parse(dealer))
        self.claimed = self._check_claimed(claimed)
        self.moves = self._run_robots()

    # --- state ---------------------------------------------------------------------
    @property
    def contract(self) -> Contract | None:
        """The contract: the auction's once it is over, or the one the play was given."""
        if self.play is not None:
            return self.play.contract
        return self.auction.contract if self.auction is not None else None

    @property
    def phase(self) -> DealPhase:
        """``"auction"`` until the auction is over, then ``"play"`` until the last card
        (or an accepted claim), then ``"over"`` (also after a passed-out or bidding-only
        auction)."""
        if self.play is not None:
            return "over" if self.play.is_over or self.claimed is not None else "play"
        if self.auction is not None and not self.auction.is_over:
            return "auction"
        return "over"

    @property
    def is_over(self) -> bool:
        """Nothing more to call or play."""
        return self.phase == "over"

    @property
    def turn(self) -> Seat | None:
        """The seat to call or to play now (dummy's turn: dummy), None when it is over."""
        if self.play is not None:
            return None if self.claimed is not None else self.play.turn
        return self.auction.turn if self.auction is not None else None

    @property
    def learner_seats(self) -> frozenset[Seat]:
        """The seats whose actions the learner chooses now: in the play, declarer's and
        dummy's when the learner holds one of them."""
        if self.play is None:
            return self.seats
        declaring = frozenset((self.play.declarer, self.play.dummy))
        return frozenset(s for seat in self.seats for s in (declaring if seat in declaring else (seat,)))

    def is_learner_turn(self) -> bool:
        """True when the next call or card is the learner's to choose."""
        turn = self.turn
        return turn is not None and turn in self.learner_seats

    @property
    def result(self) -> int | None:
        """Tricks taken by declarer's side once the play is over (an accepted claim's
        tricks included); None before, and for a deal with no play."""
        if self.play is None or not self.is_over:
            return None
        return self.play.declarer_tricks + (self.claimed or 0)

    @property
    def ended_by_claim(self) -> bool:
        """True when a claim ended the play: accepted, or disputed and played out."""
        return self.claimed is not None or self.played_out_from is not None

    @property
    def made(self) -> bool | None:
        """Whether the contract was made, once the play is over; None before, and for an
        ending of a few cards a hand (the contract's count does not apply)."""
        result, play = self.result, self.play
        if result is None or play is None or play.contract.tricks_needed > play.deal.hand_size:
            return None
        return result >= play.contract.tricks_needed

    @property
    def score(self) -> ContractScore | None:
        """The contract's score (:func:`~bridgelib.scoring.score_contract`, honours apart:
        see :meth:`record_on`) once a full deal is played; declarer is vulnerable as the
        deal says."""
        result, play = self.result, self.play
        if result is None or play is None or self.made is None:
            return None
        return score_contract(play.contract, result, play.declarer.side in play.deal.vulnerable)

    def record_on(self, rubber: Rubber) -> RecordedDeal:
        """Write the finished deal on ``rubber`` (honours counted from the hands, as the
        rubber table does) and return it as recorded.

        >>> session = DealSession(Deal.random(8), learner=())   # four computer players
        >>> rubber = Rubber(dealer=Seat.N)
        >>> session.record_on(rubber) is rubber.deals[-1]
        True
        """
        if not self.is_over:
            raise BridgeError(_("The deal is not finished yet: it can be recorded once the play is over."))
        play, result = self.play, self.result
        if self.contract is None:
            rubber.record_passout()
        elif play is None or result is None:
            raise BridgeError(_("This session ends with the auction: there is no play to record."))
        else:
            rubber.record(play.contract, result, deal=play.deal if play.deal.hand_size == 13 else None)
        return rubber.deals[-1]

    # --- the learner's actions -------------------------------------------------------
    def why_call_refused(self, call: Call | str) -> str | None:
        """The sentence that says why the learner may not make ``call`` now, or None."""
        call = Call.parse(call)
        if self._closed is not None:
            return _(self._closed)
        if self.auction is None or self.auction.is_over:
            return _("The auction is over: no more calls can be made.")
        turn = self.auction.turn
        if turn is not None and turn not in self.seats:
            return _("It is {seat}'s turn to call, not yours.").format(seat=turn.noun)
        return self.auction.why_illegal(call)

    def call(self, call: Call | str) -> Step:
        """Make ``call`` for the learner; the robots then call (and play) up to the
        learner's next turn. Raises :class:`~bridgelib.errors.IllegalCall` when it is not
        allowed (nothing changes). The step's ``comment`` is the coach's review and its
        ``fits`` whether the call is the system's (a legal call may differ: advice is not law).

        >>> session = DealSession(Deal.random(7, dealer=Seat.E), Seat.S, bidding_only=True)
        >>> session.call("7NT").fits
        False
        """
        call = Call.parse(call)
        reason = self.why_call_refused(call)
        if reason is not None:
            raise IllegalCall(reason)
        auction = self.auction
        assert auction is not None
        seat = auction.turn
        assert seat is not None
        fits: bool | None = None
        if self.deal is None:
            comment = f"{seat.noun}: {call.label}."
        else:
            from ..system import review

            verdict = review(auction, self.deal[seat], call)
            comment, fits = verdict.message, verdict.fits
        auction.call(call)
        from dataclasses import replace

        return replace(self._after(seat, call, comment, None), fits=fits)

    def why_card_refused(self, card: Card | str) -> str | None:
        """The sentence that says why the learner may not play ``card`` now, or None."""
        card = Card.parse(card)
        if self._closed is not None:
            return _(self._closed)
        if self.play is None:
            return _("The auction is not over: the play has not started.")
        if self.is_over:
            return _("The play is over: all the tricks have been played.")
        turn = self.play.turn
        if turn is not None and turn not in self.learner_seats:
            return _("Wait: it is {seat}'s turn to play.").format(seat=turn.noun)
        return self.play.why_illegal(card)

    def card(self, card: Card | str) -> Step:
        """Play ``card`` for the learner (from dummy in dummy's turn); the robots then
        play up to the learner's next turn. Raises :class:`~bridgelib.errors.IllegalPlay`
        when it is not allowed (nothing changes)."""
        card = Card.parse(card)
        reason = self.why_card_refused(card)
        if reason is not None:
            raise IllegalPlay(reason)
        play = self.play
        assert play is not None and play.turn is not None
        seat = play.turn
        play.play(card)
        won = play.last_trick.winner if len(play.played) % 4 == 0 and play.last_trick is not None else None
        return self._after(seat, card, "", won)

    def why_claim_refused(self, tricks: int) -> str | None:
        """The sentence that says why the learner may not claim ``tricks`` now, or None
        (the claim itself is checked by :meth:`claim`)."""
        if self._closed is not None:
            return _(self._closed)
        play = self.play
        if play is None:
            return _("The auction is not over: there is nothing to claim yet.")
        if self.is_over:
            return _("The play is over: there is nothing left to claim.")
        if play.controller is not play.declarer or play.declarer not in self.learner_seats:
            return _("Only declarer may claim, and only when it is declarer's turn to play.")
        left = play.tricks_left
        if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= left:
            return ngettext("You can claim from 0 to {n} trick: that is how many are left.",
                            "You can claim from 0 to {n} tricks: that is how many are left.", left).format(n=left)
        if len(play.played) % 4:
            return _("Finish the current trick before you claim.")
        return None

    def claim(self, tricks: int, plan: str | Sequence[PlanStep | Card | str] | None = None) -> ClaimOutcome:
        """Declarer claims ``tricks`` of the remaining tricks (RULES.md 4, Law 70), stating
        a ``plan`` if he likes: the steps of :mod:`bridgelib.claims` (text such as
        ``"SA SK HA"`` or ``"finesse SQ, cash H from the top"``, or a list). A claim the
        engine proves against every defence is accepted: with a plan, declarer is held to
        it and every point the plan leaves open goes against him; without one, it must
        work however the defenders' cards lie, with no unstated finesse or guess.
        Otherwise the defenders dispute it and it is played out: declarer's side follows
        the plan (or, without one, plays only what it can be sure of), the defenders play
        a defence that beats the claim, and the deal ends with the tricks that line gives.
        :meth:`undo` takes the whole claim back.

        A claim that may not be made now, a plan that cannot be used, and a claim that
        cannot be proved in time are refused with a :class:`~bridgelib.errors.BridgeError`
        and change nothing (a doubtful point goes against the claimer).
        """
        reason = self.why_claim_refused(tricks)
        if reason is not None:
            raise BridgeError(reason)
        from .. import solver

        play = self.play
        assert play is not None
        if isinstance(plan, str) and not plan.replace(",", " ").strip():
            plan = None  # an empty box: no plan
        try:
            verdict = solver.check_claim(play, tricks, plan)
        except ValueError as error:  # a card that is not a card, or not ours to play
            raise BridgeError(_("Your plan cannot be used: {error}").format(error=error)) from None
        if not verdict.certain or (not verdict.holds and not verdict.line):
            # not proved in time (or no time left to find the line that beats it)
            raise BridgeError(f"{verdict.reason} " + _("Play goes on."))
        left = play.tricks_left
        if verdict.holds:
            self.claimed = tricks
            self._ended()
            return ClaimOutcome(True, tricks, tricks, left, verdict.reason)
        self.played_out_from = len(play.played)
        before = play.declarer_tricks
        for _seat, card in verdict.line or []:
            play.play(card)
        self._ended()
        return ClaimOutcome(False, tricks, play.declarer_tricks - before, left, verdict.reason)

    def undo(self) -> Undone:
        """Take back the learner's last action and the robots' actions after it, back to
        the learner's previous turn: a claim (accepted, or disputed and played out), else
        the last card, or in the auction the last call. Once the play has begun the
        auction stands. Returns what was taken back: ``"claim"``, ``"card"`` or ``"call"``.

        >>> session = DealSession(Deal.random(4), Seat.S, contract="2H by S")
        >>> start = session.play.played
        >>> _ = session.card(session.play.legal_cards()[0])
        >>> session.undo(), session.play.played == start
        ('card', True)
        """
        reason = self.why_undo_refused()
        if reason is not None:
            raise BridgeError(reason)
        play = self.play
        if play is not None:
            if self.ended_by_claim:
                while self.played_out_from is not None and len(play.played) > self.played_out_from:
                    play.undo()
                self.claimed = self.played_out_from = None
                self.moves = ()
                return "claim"
            mine = [i for i, seat in enumerate(_card_seats(play)) if seat in self.learner_seats]
            while len(play.played) > mine[-1]:
                play.undo()
            self.moves = ()
            return "card"
        auction = self.auction
        assert auction is not None
        mine = [i for i in range(len(auction)) if auction.seat_of(i) in self.seats]
        while len(auction) > mine[-1]:
            auction.undo()
        self.moves = ()
        return "call"

    def why_undo_refused(self) -> str | None:
        """The sentence that says why :meth:`undo` has nothing to take back now, or None.

        >>> DealSession(Deal.random(4), Seat.S, contract="2H by S").why_undo_refused()
        'You have not played a card yet, so there is nothing to undo.'
        """
        if self._closed is not None:
            return _(self._closed)
        play, auction = self.play, self.auction
        if play is not None:
            if self.ended_by_claim or any(seat in self.learner_seats for seat in _card_seats(play)):
                return None
            return _("You have not played a card yet, so there is nothing to undo.")
        assert auction is not None
        if not auction.calls:
            return _("There is no call to undo: the auction has not started.")
        if not any(auction.seat_of(i) in self.seats for i in range(len(auction))):
            return _("You have not made a call yet, so there is nothing to undo.")
        return None

    def finish(self) -> tuple[RobotMove, ...]:
        """Let the computer players make every call and card still to come, the
        learner's too (``Let the computer finish this deal``); returns their moves."""
        if self._closed is not None:
            raise BridgeError(_(self._closed))
        self.moves = self._run_robots(everyone=True)
        if self.is_over:
            self._ended()
        return self.moves

    # --- advice --------------------------------------------------------------------
    def advice(self) -> AnyDecision:
        """The coach's call, or the technique card, for the learner's turn now, with the
        reason (advice, never a rule); changes nothing."""
        if not self.is_learner_turn():
            raise BridgeError(_("It is not your turn: there is nothing to advise.") if not self.is_over
                              else _("The deal is over: there is nothing to advise."))
        from ..robots import robot_call, robot_card

        turn, play, auction = self.turn, self.play, self.auction
        assert turn is not None
        if play is None:
            if self.deal is None or auction is None:
                raise BridgeError(_("The coach needs to see the cards: give the session a deal to get hints."))
            return robot_call(auction, self.deal[turn])
        # technique explains itself; the exact look-ahead is best_cards()
        return robot_card(play, auction, use_solver_from=None)

    def best_cards(self) -> tuple[list[Card], int] | None:
        """With all four hands visible (double dummy): the cards of the learner's turn
        that keep the most tricks, highest first, and how many tricks the learner's side
        then takes in all; None when working it out takes too long here (early in the
        deal; see :data:`bridgelib.solver.TIME_LIMIT`)."""
        from .. import solver

        play = self.play
        if play is None or not self.is_learner_turn() or play.tricks_left > HINT_TRICKS:
            return None
        try:
            top, cards = solver.optimal_cards(play)  # declarer's side's tricks
        except AnalysisTimeout:
            return None
        ours = play.controller is not None and play.controller.side is play.declarer.side
        return sorted(cards, reverse=True), top if ours else play.deal.hand_size - top

    def visible_seats(self) -> frozenset[Seat]:
        """The hands the learner may see now (:meth:`Play.visible_to
        <bridgelib.play.Play.visible_to>` of each of the learner's seats): the learner's
        own and, once the opening lead has been made, dummy's (RULES.md 3)."""
        play = self.play
        if play is None:
            return self.seats
        return frozenset(seen for seat in self.learner_seats for seen in play.visible_to(seat))

    def analysis(self) -> dict[str, Any]:
        """After the deal, with every card visible (double dummy): the tricks the
        learner's side could have taken from the start, and the learner's first card after
        which the learner's side could take fewer tricks than before (None if there was none).

        Returns ``{"best": int, "taken": int, "first_loss": None or {"trick": n,
        "card": Card, "seat": Seat, "before": int, "after": int}, "checked_from": n}``,
        tricks counted for the learner's side.

        The positions are solved from the last card back (each answer speeds up the next)
        within :data:`REVIEW_SECONDS` in all; ``checked_from`` is the first trick from
        which every position was solved (1: the whole deal). Before it nothing is known,
        and ``best`` is None unless the deal was solved from the start.
        """
        from .. import solver

        play = self.play
        if play is None or not self.learner_seats:
            raise BridgeError("There is no play of the learner's to analyse.")
        mine = play.declarer.side is next(iter(self.learner_seats)).side
        size = play.deal.hand_size
        played = play.played
        values: list[int | None] = [None] * (len(played) + 1)  # before card k, for the learner's side
        end = time.perf_counter() + REVIEW_SECONDS
        for k in range(len(played), -1, -1):
            left = end - time.perf_counter()
            if left <= 0:
                break
            try:
                tricks = solver.solve_play(Play(play.deal, play.contract, played[:k]), time_limit=left)
            except AnalysisTimeout:
                break
            values[k] = tricks if mine else size - tricks
        known = next((k for k in range(len(played) + 1) if all(v is not None for v in values[k:])), len(played))
        first_loss = None
        seats = _card_seats(play)
        for index in range(known, len(played)):
            before, after = values[index], values[index + 1]
            if seats[index] in self.learner_seats and before is not None and after is not None and after < before:
                first_loss = {"trick": index // 4 + 1, "card": played[index], "seat": seats[index],
                              "before": before, "after": after}
                break
        taken = self.result if mine else size - (self.result or 0)
        return {"best": values[0], "taken": taken, "first_loss": first_loss, "checked_from": min(known // 4 + 1, 13)}

    # --- saving --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the deal, the learner's seats, the calls and cards so far and the
        claim. The robot is not saved: give it again to :meth:`from_dict`.

        >>> session = DealSession(Deal.random(2), Seat.S)
        >>> DealSession.from_dict(session.to_dict()).to_dict() == session.to_dict()
        True
        """
        return {
            "format": _DEAL_FORMAT, "version": _VERSION,
            "deal": self.deal.to_dict() if self.deal is not None else None,
            "learner": sorted(seat.name for seat in self.seats),
            "auction": self.auction.to_dict() if self.auction is not None else None,
            "contract": self.play.contract.text if self.play is not None else None,
            "cards": [card.pbn for card in self.play.played] if self.play is not None else None,
            "claimed": self.claimed, "played_out_from": self.played_out_from,
            "bidding_only": self.bidding_only,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, robot: Robot | None = None) -> DealSession:
        """The inverse of :meth:`to_dict`: every call and card is checked again, and
        anything else is refused with a ``ValueError`` that names the entry.

        >>> DealSession.from_dict({"format": "bridgelib-deal-session", "version": 1, "deal": None,
        ...     "learner": ["N", "E", "S", "W"], "auction": {"dealer": "N", "calls": ["1H", "1S", "1H"]},
        ...     "contract": None, "cards": None, "claimed": None, "played_out_from": None, "bidding_only": True})
        Traceback (most recent call last):
        ...
        bridgelib.errors.IllegalCall: This is not a saved deal session: in 'auction', this is not a saved auction (in 'calls', item 3): 1♥ is not higher than 1♠: bid 1NT or any bid at the 2 level or higher.
        """
        where = "This is not a saved deal session"
        saved = SavedObject(data, where, ("format", "version", "deal", "learner", "auction", "contract", "cards",
                                     "claimed", "played_out_from", "bidding_only"))
        _check_format(saved, _DEAL_FORMAT, "deal sessions")
        deal = _read(saved, "deal", lambda v: None if v is None else Deal.from_dict(v))
        learner = _seat_list(saved, "learner")
        auction = _read(saved, "auction", lambda v: None if v is None else Auction.from_dict(v))
        contract = _optional(saved, "contract", saved.text)
        cards = None if saved.data["cards"] is None else saved.texts("cards")
        claimed = _optional(saved, "claimed", saved.integer)
        played_out_from = _optional(saved, "played_out_from", saved.integer)
        bidding_only = saved.boolean("bidding_only")
        if (contract is None) != (cards is None):
            raise saved.error("'contract' and 'cards' are saved together: both or neither.")
        play = None
        if contract is not None:
            if deal is None:
                raise saved.error("it has cards played but no deal.")
            play = _read(saved, "cards", lambda v: Play(deal, contract, v), cards)
        if played_out_from is not None and (play is None or not 0 <= played_out_from <= len(play.played)):
            raise saved.error(f"'played_out_from' must count cards played, not {quote(played_out_from)}.")
        session: DealSession = _read(saved, "learner", lambda _v: cls(deal, learner, auction=auction, play=play, claimed=claimed,
                                                         bidding_only=bidding_only, robot=robot))
        session.played_out_from = played_out_from
        return session

    def to_json(self, indent: int | None = None) -> str:
        """The session as JSON text (see :meth:`to_dict`)."""
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes, *, robot: Robot | None = None) -> DealSession:
        """Load a session saved by :meth:`to_json`; refuses anything else with a reason.

        >>> DealSession.from_json("[1, 2]")
        Traceback (most recent call last):
        ...
        ValueError: This is not a saved deal session: [1, 2] is not a JSON object {...}.
        """
        return cls.from_dict(_json(text, "This is not a saved deal session"), robot=robot)

    def to_pbn(self, **tags: object) -> str:
        """The deal as a PBN game: its auction and the cards played so far (an accepted
        claim's result as the Result tag), with any further ``tags``.

        >>> session = DealSession(Deal.random(8), learner=())
        >>> DealSession.from_pbn(session.to_pbn(Event="Practice"), learner=()).to_dict() == session.to_dict()
        True
        """
        from ..pbn import Game

        if self.deal is None:
            raise BridgeError("A drill without cards has no PBN deal.")
        if self.play is None:
            return Game(self.deal, auction=self.auction, tags={k: str(v) for k, v in tags.items()}).to_pbn()
        if self.claimed is not None:
            tags = {**tags, "Result": self.result}
        return Game.from_play(self.play, self.auction, **tags).to_pbn()

    @classmethod
    def from_pbn(cls, text: str, learner: Seat | str | Iterable[Seat | str] = Seat.S, *,
                 robot: Robot | None = None) -> DealSession:
        """A session from a PBN game (:func:`bridgelib.pbn.parse_game`): its deal, auction
        and the cards played; a Result above the tricks of an unfinished play is read as
        an accepted claim. The robots then act up to the learner's turn."""
        from ..pbn import parse_game

        game = parse_game(text)
        play = game.play
        if play is None and game.contract is not None and (game.auction is None or not game.auction.is_over):
            play = Play(game.deal, game.contract)
        claimed = None
        if play is not None and not play.is_over and game.result is not None:
            claimed = game.result - play.declarer_tricks
        return cls(game.deal, learner, auction=game.auction, play=play, claimed=claimed, robot=robot)

    # --- inside --------------------------------------------------------------------
    def _check_claimed(self, claimed: object) -> int | None:
        if claimed is None:
            return None
        play = self.play
        if play is None or isinstance(claimed, bool) or not isinstance(claimed, int) or not 0 <= claimed <= play.tricks_left \
                or len(play.played) % 4:
            raise BridgeError(f"A claim is a number of the tricks still to play, made between tricks, not {quote(claimed)}.")
        return claimed

    def _after(self, seat: Seat, action: Call | Card, comment: str, won: Seat | None) -> Step:
        self.moves = self._run_robots()
        if self.is_over:
            self._ended()
        return Step(seat, action, comment, won, self.moves)

    def _run_robots(self, everyone: bool = False) -> tuple[RobotMove, ...]:
        """The robots' calls, then (the auction over) the play, until the learner's turn
        (``everyone``: to the end)."""
        from ..robots import robot_call, robot_card

        moves: list[RobotMove] = []
        auction, deal = self.auction, self.deal
        if self.play is None and auction is not None and deal is not None:
            while not auction.is_over and (everyone or auction.turn not in self.seats):
                turn = auction.turn
                assert turn is not None
                called = self.robot.call(auction, deal[turn]) if self.robot else robot_call(auction, deal[turn])
                auction.call(called.action)
                moves.append(RobotMove(turn, called))
            contract = auction.contract
            if not auction.is_over or self.bidding_only or contract is None:
                return tuple(moves)
            self.play = Play(deal, contract)
        play = self.play
        while play is not None and not self.is_over and (everyone or play.turn not in self.learner_seats):
            turn = play.turn
            assert turn is not None
            played = self.robot.card(play, auction) if self.robot else robot_card(play, auction)
            play.play(played.action)
            moves.append(RobotMove(turn, played))
        return tuple(moves)

    def _ended(self) -> None:
        for watcher in list(self._watchers):
            watcher(self)

    def _close(self, reason: str) -> None:
        """No more actions: ``reason`` says why (the deal is on the score sheet), in English,
        marked with :func:`~bridgelib.i18n.N_`: it is translated when it is shown."""
        self._closed = reason

    def __repr__(self) -> str:
        seats = "".join(seat.name for seat in Seat if seat in self.seats)
        return f"<DealSession: {self.phase}, learner {seats or 'none'}, contract {self.contract or '-'}>"


