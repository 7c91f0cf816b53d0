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
from ..render.html import auction_html, hand_html
from .common import MessageLine, Notifier, call_button, call_tooltip

__all__ = ["BiddingBox"]


class BiddingBox(Notifier, widgets.VBox):
    """A bidding box with all 38 calls, the auction so far, undo and a hint.

    With a ``deal`` and a ``seat`` the learner calls for that seat and computer players for
    the others; with ``seat=None`` the learner makes every call (drill mode). Illegal calls
    are greyed out; a click on one anyway explains the rule and changes nothing.

    ``buttons`` maps every :class:`~bridgelib.auction.Call` to its button, ``auction`` is
    the :class:`~bridgelib.auction.Auction` and ``message`` the latest feedback.
    """

    def __init__(self, deal: Deal | None = None, seat: Seat | None = None, dealer: Seat = Seat.N,
                 auction: Auction | None = None) -> None:
        if seat is not None and deal is None:
            raise ValueError("The computer players need cards to bid with: give the box a deal as well as a seat.")
        self.deal = deal
        self.seat = seat
        self.auction = auction.copy() if auction is not None else Auction(deal.dealer if deal else dealer)
        self._init_callbacks()
        self._robot_reasons: list[str] = []
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
        self._run_robots()
        self._refresh()

    # --- what the learner does ---------------------------------------------------------
    @property
    def message(self) -> str:
        """The latest feedback shown under the box."""
        return self._message.text

    def is_learner_turn(self) -> bool:
        """True when the next call is the learner's to make."""
        turn = self.auction.turn
        return turn is not None and (self.seat is None or turn is self.seat)

    def click(self, call: Call | str) -> bool:
        """Make ``call`` for the learner, as a click on its button does. Returns True when
        the call was made; otherwise the message says why and nothing changes."""
        call = Call.parse(call)
        if self.auction.is_over:
            self._message.show("The auction is over: no more calls can be made.", "error")
            return False
        if not self.is_learner_turn():
            self._message.show(f"It is {self.auction.turn.english}'s turn to call, not yours.", "error")  # type: ignore[union-attr]
            return False
        reason = self.auction.why_illegal(call)
        if reason is not None:
            self._message.show(reason, "error")
            self._refresh()
            return False
        feedback = self._coach_comment(call)
        self.auction.call(call)
        self._run_robots()
        self._message.show(feedback, "ok")
        self._refresh()
        self._changed()
        self._maybe_done()
        return True

    def undo(self) -> bool:
        """Take back the learner's last call (and the computer's calls after it)."""
        calls = self.auction.calls
        if not calls:
            self._message.show("There is no call to undo: the auction has not started.", "error")
            return False
        if self.seat is None:
            self.auction.undo()
        else:
            mine = [i for i in range(len(calls)) if self.auction.seat_of(i) is self.seat]
            if not mine:
                self._message.show("You have not made a call yet, so there is nothing to undo.", "error")
                return False
            while len(self.auction) > mine[-1]:
                self.auction.undo()
        self._message.show("Call taken back.", "info")
        self._refresh()
        self._changed()
        return True

    def hint(self) -> str:
        """Show (and return) the coach's advice for the call now."""
        turn = self.auction.turn
        if turn is None:
            text = "The auction is over."
        elif self.deal is None:
            text = "The coach needs to see the cards: give the box a deal to get hints."
        else:
            from ..system import advise

            advice = advise(self.auction, self.deal[turn])
            text = f"Coach: {advice.reason}"
        self._message.show(text, "info")
        return text

    # --- inside --------------------------------------------------------------------------
    def _coach_comment(self, call: Call) -> str:
        turn = self.auction.turn
        if self.deal is None or turn is None:
            return f"{turn.english if turn else 'You'}: {call}."
        from ..system import review

        return review(self.auction, self.deal[turn], call).message

    def _run_robots(self) -> None:
        if self.seat is None or self.deal is None:
            return
        from ..robots import robot_call

        while not self.auction.is_over and self.auction.turn is not self.seat:
            turn = self.auction.turn
            decision = robot_call(self.auction, self.deal[turn])  # type: ignore[index]
            self.auction.call(decision.action)

    def _maybe_done(self) -> None:
        if self.auction.is_over:
            self._notify_done(self.auction)

    def _refresh(self) -> None:
        over = self.auction.is_over
        for call, button in self.buttons.items():
            reason = self.auction.why_illegal(call)
            button.disabled = over or not self.is_learner_turn() or reason is not None
            # A browser sends no click for a disabled button: the reason shows on hover.
            button.tooltip = reason or call_tooltip(call)
        self.undo_button.disabled = not self.auction.calls
        self.hint_button.disabled = over or self.deal is None
        self._table.value = auction_html(self.auction)
        if self.deal is not None:
            seat = self.seat or self.auction.turn
            if seat is not None:
                self._hand.value = f"<b>{seat.english}'s hand</b>" + hand_html(self.deal[seat])
        if self.auction.is_passed_out:
            status = "Passed out: four passes, no score. The deal passes to the left."
        elif over:
            contract = self.auction.contract
            status = f"Contract: <b>{contract}</b> — {contract.declarer.english} is declarer, {contract.dummy.english} is dummy."  # type: ignore[union-attr]
        else:
            who = "your" if self.is_learner_turn() and self.seat is not None else f"{self.auction.turn.english}'s"  # type: ignore[union-attr]
            status = f"It is {who} turn to call."
        self._status.value = f'<div class="bb-status" style="margin:4px 0">{status}</div>'
