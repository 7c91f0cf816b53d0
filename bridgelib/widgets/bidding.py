"""The bidding box: the learner makes calls, the engine checks them and the coach comments.

>>> from bridgelib import Deal, Seat
>>> box = BiddingBox(Deal.random(1), seat=Seat.S)   # robots call for N, E and W
>>> box.auction.turn in (Seat.S, None)
True
"""

from __future__ import annotations

import ipywidgets as widgets

from ..auction import ALL_CALLS, Auction, Call
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..render.html import auction_html, hand_html
from ..session import DealSession
from .common import CALL_FACES, MessageLine, Notifier, SaysHowToStart, call_button, call_tooltip, show_refusal

__all__ = ["BiddingBox"]


class BiddingBox(SaysHowToStart, Notifier, widgets.VBox):
    """A bidding box with all 38 calls, the auction so far, undo and a hint.

    With a ``deal`` and a ``seat`` the learner calls for that seat and computer players for
    the others; with ``seat=None`` the learner makes every call (drill mode). Illegal calls
    are greyed out and struck through (class ``bb-refused``); a click on one explains the
    rule in the message line and changes nothing.

    The box is a view of a :class:`~bridgelib.session.DealSession` (``session``: its own
    one, ending with the auction, or one given to show, as the rubber table does); the
    session decides every rule and runs the computer players.

    ``buttons`` maps every :class:`~bridgelib.auction.Call` to its button, ``auction`` is
    the :class:`~bridgelib.auction.Auction` and ``message`` the latest feedback.
    """

    WHAT = "The bidding box"

    def __init__(self, deal: Deal | None = None, seat: Seat | None = None, dealer: Seat = Seat.N,
                 auction: Auction | None = None, *, session: DealSession | None = None) -> None:
        if session is None:
            if seat is not None and deal is None:
                raise ValueError("The computer players need cards to bid with: give the box a deal as well as a seat.")
            session = DealSession(deal, list(Seat) if seat is None else seat, auction=auction, dealer=dealer,
                                  bidding_only=True)
        else:
            deal = session.deal
            seat = next(iter(session.seats)) if len(session.seats) == 1 else None
        self.session = session
        self.deal = deal
        self.seat = seat
        self._init_callbacks()
        self._message = MessageLine()
        self.buttons: dict[Call, widgets.Button] = {call: call_button(call, self.click) for call in ALL_CALLS}
        self._table = widgets.HTML()
        self._hand = widgets.HTML()
        self._status = widgets.HTML()
        self.undo_button = widgets.Button(description="Undo", icon="undo", tooltip="Take back your last call")
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o", tooltip="What would the coach bid?")
        self.undo_button.on_click(lambda _b: self.undo())
        self.hint_button.on_click(lambda _b: self.hint())
        rows = [widgets.HBox([self.buttons[c] for c in ALL_CALLS[:3]])]
        for level in range(7):
            rows.append(widgets.HBox([self.buttons[c] for c in ALL_CALLS[3 + 5 * level: 8 + 5 * level]]))
        box = widgets.VBox(rows, layout=widgets.Layout(border="1px solid #bbb", padding="4px", width="fit-content"))
        controls = widgets.HBox([self.undo_button, self.hint_button])
        left = widgets.VBox([self._table, self._hand], layout=widgets.Layout(min_width="260px", margin="0 12px 0 0"))
        super().__init__([widgets.HBox([left, widgets.VBox([box, controls])]), self._status, self._message.widget])
        self._refresh()

    # --- what the learner does ---------------------------------------------------------
    @property
    def auction(self) -> Auction:
        """The auction so far (the session's own)."""
        auction = self.session.auction
        assert auction is not None, "a bidding box shows a session that has an auction"
        return auction

    @property
    def message(self) -> str:
        """The latest feedback shown under the box."""
        return self._message.text

    def is_learner_turn(self) -> bool:
        """True when the next call is the learner's to make."""
        return self.session.phase == "auction" and self.session.is_learner_turn()

    def click(self, call: Call | str) -> bool:
        """Make ``call`` for the learner, as a click on its button does. Returns True when
        the call was made; otherwise the message says why and nothing changes."""
        call = Call.parse(call)
        reason = self.session.why_call_refused(call)
        if reason is not None:
            self._message.show(reason, "error")
            self._refresh()
            return False
        step = self.session.call(call)
        self._message.show(step.comment, "ok")
        self._refresh()
        self._changed()
        self._maybe_done()
        return True

    def undo(self) -> bool:
        """Take back the learner's last call (and the computer's calls after it)."""
        try:
            self.session.undo()
        except BridgeError as refused:
            self._message.show(str(refused), "error")
            return False
        self._message.show("Call taken back.", "info")
        self._refresh()
        self._changed()
        return True

    def hint(self) -> str:
        """Show (and return) the coach's advice for the call now."""
        if self.auction.turn is None:
            text = "The auction is over."
        elif self.deal is None:
            text = "The coach needs to see the cards: give the box a deal to get hints."
        else:
            try:
                text = f"Coach: {self.session.advice().reason}"
            except BridgeError as refused:
                text = str(refused)
        self._message.show(text, "info")
        return text

    # --- inside --------------------------------------------------------------------------
    def _maybe_done(self) -> None:
        if self.auction.is_over:
            self._notify_done(self.auction)

    def _refresh(self) -> None:
        auction = self.auction
        over = auction.is_over
        mine = self.is_learner_turn()
        for call, button in self.buttons.items():
            face = CALL_FACES.get(str(call))
            show_refusal(button, self.session.why_call_refused(call), face, call_tooltip(call))
        self.undo_button.disabled = not auction.calls
        self.hint_button.disabled = over or self.deal is None
        self._table.value = auction_html(auction)
        if self.deal is not None:
            seat = self.seat or auction.turn
            if seat is not None:
                self._hand.value = f"<b>{seat.english}'s hand</b>" + hand_html(self.deal[seat])
        if auction.is_passed_out:
            status = "Passed out: four passes, no score. The deal passes to the left."
        elif over:
            contract = auction.contract
            status = f"Contract: <b>{contract}</b> — {contract.declarer.english} is declarer, {contract.dummy.english} is dummy."  # type: ignore[union-attr]
        else:
            who = "your" if mine and self.seat is not None else f"{auction.turn.english}'s"  # type: ignore[union-attr]
            status = f"It is {who} turn to call."
        self._status.value = f'<div class="bb-status" style="margin:4px 0">{status}</div>'
