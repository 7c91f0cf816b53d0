"""A rubber of deals: :class:`RubberSession`."""


from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .._saved import SavedObject
from ..auction import Auction
from ..deal import Deal, Seat
from ..errors import BridgeError, quote
from ..i18n import N_
from ..i18n import gettext_ as _
from ..play import Play
from ..rubber import Rubber
from ..scoring import ContractScore, ScoreItem

if TYPE_CHECKING:  # the robots are imported when they first act (robots.play_deal may use a session)
    from ..robots import Robot


from .deal import DealSession, _seats
from .records import (
    _RUBBER_FORMAT,
    _TABLE_FORMAT,
    _VERSION,
    RobotMove,
    RubberPhase,
    Undone,
)
from .saved import _check_format, _json, _optional, _read, _seat_list, _seed

_ON_THE_SHEET = N_("The deal is on the score sheet: it can no longer change.")


# --- a rubber ----------------------------------------------------------------------------
class RubberSession:
    """A rubber against the computer: deal after deal on a :class:`~bridgelib.rubber.Rubber`
    sheet until a side has won two games (RULES.md 6).

    The learner holds ``learner`` (a seat, several, or none: four computer players).
    :attr:`phase` is ``"auction"`` or ``"play"`` (the deal :attr:`current` is under way),
    ``"score"`` (it is recorded on the sheet: :meth:`next_deal`) or ``"over"``. A deal
    ends on the sheet the moment its last card is played or its claim accepted, whoever
    drives it (this session, :attr:`current` or a view of it); it cannot change after that.

    Every deal comes from ``seed``: with a number or a text, deal ``n`` is dealt from
    its own seed (``rubber-{seed}-deal-{n}``) and the first dealer is drawn from the seed
    unless ``dealer`` says; with a :class:`random.Random` the deals are drawn from that one
    stream in order (as ``Deal.random(rng)`` does), the first dealer North unless ``dealer``
    says. The same seed gives the same rubber.

    >>> session = RubberSession(31, learner=())   # four computer players
    >>> session.phase, session.rubber.deal_number
    ('score', 2)
    >>> rubber = session.play_to_end()
    >>> rubber.is_over, session.phase
    (True, 'over')
    """

    def __init__(self, seed: int | str | random.Random, learner: Seat | str | Iterable[Seat | str] = Seat.S, *,
                 dealer: Seat | str | None = None, robot: Robot | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, (int, str, random.Random)):
            raise BridgeError(_("The seed of a rubber is a whole number, a text or a random.Random, not {value}.").format(
                value=quote(seed)))
        self.seed = seed
        self.seats = _seats(learner)
        self.robot = robot
        if dealer is not None:
            first = Seat.parse(dealer)
        elif isinstance(seed, random.Random):
            first = Seat.N
        else:
            first = random.Random(f"rubber-{seed}-first-dealer").choice(list(Seat))
        self.rubber = Rubber(dealer=first)
        self.current: DealSession | None = None
        """The deal in progress, or the one just scored."""
        self.played: list[DealSession] = []
        """The deals played to the end in this session, in order."""
        self._hands: Deal | None = None
        self._new_deal()

    # --- state ---------------------------------------------------------------------
    @property
    def phase(self) -> RubberPhase:
        """``"auction"``, ``"play"``, ``"score"`` (the deal is on the sheet) or ``"over"``."""
        if self.rubber.is_over:
            return "over"
        current = self.current
        if current is None or current.is_over:
            return "score"
        return current.phase

    @property
    def deal(self) -> Deal:
        """The cards of the deal in progress (or of the one just scored)."""
        assert self._hands is not None
        return self._hands

    @property
    def score(self) -> ContractScore | None:
        """The score of the last deal recorded, as the sheet has it (honours and the rubber
        bonus included: :attr:`RecordedDeal.full_score`); None when it was passed out or
        nothing is recorded yet."""
        deals = self.rubber.deals
        return deals[-1].full_score if deals else None

    def deal_for(self, number: int) -> Deal:
        """Deal number ``number`` of this rubber (the same for the same seed), with its
        dealer and vulnerability (for a deal not yet played: those of the next deal).
        Only a seed number or text deals in any order."""
        if isinstance(self.seed, random.Random):
            raise BridgeError(_("This rubber draws its deals from one random stream, in order: give it a seed number "
                                "to deal any deal again."))
        rubber = self.rubber
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise BridgeError(_("Deals are numbered from 1, not {value}.").format(value=quote(number)))
        rng = random.Random(f"rubber-{self.seed}-deal-{number}")
        if number <= len(rubber.deals):
            record = rubber.deals[number - 1]
            return Deal.random(rng, dealer=record.dealer).replace(vulnerable=record.vulnerable)
        return Deal.random(rng, dealer=rubber.dealer).replace(vulnerable=rubber.vulnerability)

    # --- actions -------------------------------------------------------------------
    def next_deal(self) -> DealSession:
        """Go on to the next deal once this one is scored; returns it."""
        if self.phase == "over":
            raise BridgeError(_("The rubber is over. Start a new one with another seed."))
        if self.phase != "score":
            raise BridgeError(_("Finish this deal first (or let the computer finish it)."))
        return self._new_deal()

    def finish_deal(self) -> tuple[RobotMove, ...]:
        """Let the computer players make the rest of the calls and cards of this deal,
        the learner's included; the deal is then on the sheet."""
        if self.current is None or self.phase not in ("auction", "play"):
            raise BridgeError(_("There is no deal in progress to finish."))
        return self.current.finish()

    def settle(self) -> tuple[ScoreItem, ...]:
        """Stop the rubber now and score it as unfinished (RULES.md 6); a deal in progress
        is not scored. Returns the items written (possibly none)."""
        if self.rubber.is_over:
            raise BridgeError(_("The rubber is already over."))
        items = self.rubber.settle()
        if self.current is not None:
            self.current._close(N_("The rubber was stopped: this deal is not played."))
        self.current = None
        return items

    def play_to_end(self) -> Rubber:
        """Let the computer finish every deal, the learner's seats too, until the rubber
        is over; returns the sheet."""
        while self.phase != "over":
            if self.phase == "score":
                self.next_deal()
            else:
                self.finish_deal()
        return self.rubber

    def undo(self) -> Undone:
        """Take back the learner's last call or card in the deal in progress (see
        :meth:`DealSession.undo`). A deal on the sheet stays there, as on paper."""
        if self.current is None or self.phase not in ("auction", "play"):
            raise BridgeError(_("The deal is scored: it stays on the sheet, as on paper."))
        return self.current.undo()

    # --- saving --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the seed (a stream's state), the learner's seats, the sheet, the deal
        in progress and the deals played. The robot is not saved.

        >>> session = RubberSession(5)
        >>> RubberSession.from_dict(session.to_dict()).to_dict() == session.to_dict()
        True
        """
        stream = None
        if isinstance(self.seed, random.Random):
            version, state, gauss = self.seed.getstate()
            stream = [version, list(state), gauss]
        return {
            "format": _RUBBER_FORMAT, "version": _VERSION,
            "seed": None if stream is not None else self.seed, "stream": stream,
            "learner": sorted(seat.name for seat in self.seats),
            "rubber": self.rubber.to_dict(),
            "current": self.current.to_dict() if self.current is not None else None,
            "played": [session.to_dict() for session in self.played],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, robot: Robot | None = None) -> RubberSession:
        """The inverse of :meth:`to_dict` (a :class:`~bridgelib.widgets.RubberTable`'s save
        is read too); everything is checked again and anything else is refused with a
        ``ValueError`` that names the entry.

        >>> RubberSession.from_dict({"format": "bridgelib-rubber-session", "version": 1, "seed": 5,
        ...     "stream": None, "learner": ["S"], "rubber": {"format": "bridgelib-rubber"},
        ...     "current": None, "played": []})
        Traceback (most recent call last):
        ...
        ValueError: This is not a saved rubber session: in 'rubber', this is not a saved rubber: it has no 'version' entry.
        """
        where = "This is not a saved rubber session"
        if isinstance(data, Mapping) and data.get("format") == _TABLE_FORMAT:
            return cls._from_table(data, robot)
        saved = SavedObject(data, where, ("format", "version", "seed", "stream", "learner", "rubber", "current", "played"))
        _check_format(saved, _RUBBER_FORMAT, "rubber sessions")
        new = cls.__new__(cls)
        new.seed = _seed(saved)
        new.seats = frozenset(_seat_list(saved, "learner"))
        new.robot = robot
        new.rubber = _read(saved, "rubber", Rubber.from_dict)
        new.played = [_read(saved, "played", lambda v: DealSession.from_dict(v, robot=robot), entry)
                      for entry in saved.array("played")]
        for session in new.played:
            session._close(_ON_THE_SHEET)
        new.current = _read(saved, "current", lambda v: None if v is None else DealSession.from_dict(v, robot=robot))
        new._hands = new.current.deal if new.current is not None else None
        if new.current is not None and new.current.is_over:
            new.current._close(_ON_THE_SHEET)  # a finished deal was recorded when it ended
        elif new.current is not None:
            if new.rubber.is_over:
                raise saved.error("the rubber is over, yet a deal is in progress.")
            new._watch(new.current)
        elif not new.rubber.is_over and new.rubber.deals:
            new._hands = new._recorded_hands()
        return new

    def to_json(self, indent: int | None = None) -> str:
        """The session as JSON text (see :meth:`to_dict`)."""
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes, *, robot: Robot | None = None) -> RubberSession:
        """Load a session saved by :meth:`to_json`; refuses anything else with a reason."""
        return cls.from_dict(_json(text, "This is not a saved rubber session"), robot=robot)

    # --- inside --------------------------------------------------------------------
    def _new_deal(self) -> DealSession:
        rubber = self.rubber
        if isinstance(self.seed, random.Random):
            hands = Deal.random(self.seed, dealer=rubber.dealer).replace(vulnerable=rubber.vulnerability)
        else:
            hands = self.deal_for(rubber.deal_number)
        self._hands = hands
        self.current = DealSession(hands, self.seats, robot=self.robot)
        self._watch(self.current)
        if self.current.is_over:  # four computer players
            self._record(self.current)
        return self.current

    def _watch(self, session: DealSession) -> None:
        session._watchers.append(self._record)

    def _record(self, session: DealSession) -> None:
        if session is not self.current or session._closed is not None:
            return
        session.record_on(self.rubber)
        session._close(_ON_THE_SHEET)
        self.played.append(session)

    def _recorded_hands(self) -> Deal | None:
        """The cards of the last deal recorded, when the seed can deal them again."""
        if isinstance(self.seed, random.Random):
            return None
        return self.deal_for(len(self.rubber.deals))

    @classmethod
    def _from_table(cls, data: Mapping[str, Any], robot: Robot | None) -> RubberSession:
        """A rubber table's save: seed, seat, the sheet, the phase and the deal in progress."""
        saved = SavedObject(data, "This is not a saved rubber table",
                       ("format", "version", "seed", "seat", "rubber", "phase"), ("auction", "cards", "claimed"))
        _check_format(saved, _TABLE_FORMAT, "rubber tables")
        new = cls.__new__(cls)
        new.seed = _seed(saved)
        new.seats = frozenset((saved.parsed("seat", Seat.parse),))
        new.robot = robot
        new.rubber = _read(saved, "rubber", Rubber.from_dict)
        new.played = []
        new.current = None
        new._hands = None
        phase = saved.text("phase")
        if phase not in ("auction", "play", "score", "over"):
            raise saved.error(f"'phase' must be 'auction', 'play', 'score' or 'over', not {quote(phase)}.")
        if phase == "over" or new.rubber.is_over:
            return new
        if phase == "score":
            new._hands = new._recorded_hands()
            return new
        hands = new.deal_for(new.rubber.deal_number)
        auction = _read(saved, "auction", Auction.from_dict)
        play = None
        cards = _optional(saved, "cards", saved.texts)
        if phase == "play" and cards is not None:
            contract = auction.contract
            if contract is None:
                raise saved.error("it is in the play, but its auction has no contract.")
            play = _read(saved, "cards", lambda v: Play(hands, contract, v), cards)
        claimed = _optional(saved, "claimed", saved.integer)
        new._hands = hands
        new.current = _read(saved, "claimed", lambda _v: DealSession(hands, new.seats, auction=auction, play=play,
                                                                     claimed=claimed, robot=robot))
        new._watch(new.current)
        if new.current.is_over:
            new._record(new.current)
        return new

    def __repr__(self) -> str:
        return f"<RubberSession: deal {self.rubber.deal_number}, {self.phase}>"


