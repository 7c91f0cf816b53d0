"""The bidding box: the learner makes calls, the engine checks them and the coach comments.

>>> from bridgelib import Deal, Seat
>>> box = BiddingBox(Deal.random(1), seat=Seat.S)   # robots call for N, E and W
>>> box.auction.turn in (Seat.S, None)
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable

import ipywidgets as widgets

from ..auction import ALL_CALLS, Auction, Call
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..i18n import gettext_ as _
from ..render.html import auction_html, hand_html
from ..session import DealSession, RobotMove
from .common import (
    CALL_FACES,
    MessageLine,
    Notifier,
    SaysHowToStart,
    call_button,
    call_tooltip,
    keyboard_ring,
    show_refusal,
)

__all__ = ["BiddingBox", "robot_reasons_html"]

def _undo_tip() -> str:
    return _("Take back your last call")


def _hint_tip() -> str:
    return _("What would the coach bid?")


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
    the :class:`~bridgelib.auction.Auction` and ``message`` the latest feedback. A call
    the system would make gets a green tick; another legal call is allowed but gets a
    warning with the coach's advice. Under the auction, "Why did the computer players
    call that?" opens the reason for each computer call (plain HTML: it opens in the web
    book too). Undo and Hint always take a click: when they cannot act they look like a
    refused call and say why.
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
        self.robot_reasons: dict[int, str] = {}
        """The reason for each computer call, by its place in the auction (0: the first call)."""
        self._hand = widgets.HTML()
        self._status = widgets.HTML()
        self.undo_button = widgets.Button(description=_("Undo"), icon="undo", tooltip=_undo_tip())
        self.hint_button = widgets.Button(description=_("Hint"), icon="lightbulb-o", tooltip=_hint_tip())
        self.undo_button.on_click(lambda _b: self.undo())
        self.hint_button.on_click(lambda _b: self.hint())
        rows = [widgets.HBox([self.buttons[c] for c in ALL_CALLS[:3]])]
        for level in range(7):
            rows.append(widgets.HBox([self.buttons[c] for c in ALL_CALLS[3 + 5 * level: 8 + 5 * level]]))
        box = widgets.VBox(rows, layout=widgets.Layout(border="1px solid #bbb", padding="4px", width="fit-content"))
        controls = widgets.HBox([self.undo_button, self.hint_button])
        left = widgets.VBox([self._table, self._hand], layout=widgets.Layout(min_width="260px", margin="0 12px 0 0"))
        row = widgets.HBox([left, widgets.VBox([box, controls])], layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([row, self._status, self._message.widget])
        self.children = (*self.children, keyboard_ring(self))
        self._note_robots(self.session.moves)
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
        self._message.show(step.comment, "warn" if step.fits is False else "ok")
        self._note_robots(step.robots)
        self._refresh()
        self._changed()
        self._maybe_done()
        return True

    def undo(self) -> bool:
        """Take back the learner's last call (and the computer's calls after it, with their
        reasons). When there is nothing to take back the message says why."""
        reason = self.why_no_undo()
        try:
            if reason is not None:
                raise BridgeError(reason)
            self.session.undo()
        except BridgeError as refused:
            self._message.show(str(refused), "info")
            return False
        self.robot_reasons = {i: line for i, line in self.robot_reasons.items() if i < len(self.auction)}
        self._message.show(_("Call taken back."), "info")
        self._refresh()
        self._changed()
        return True

    def hint(self) -> str:
        """Show (and return) the coach's advice for the call now, or why there is none."""
        text = self.why_no_hint()
        if text is None:
            try:
                text = _("Coach: {advice}").format(advice=self.session.advice().reason)
            except BridgeError as refused:
                text = str(refused)
        self._message.show(text, "info")
        return text

    def why_no_hint(self) -> str | None:
        """Why the coach has no call to suggest now (None: Hint can answer)."""
        if self.auction.turn is None:
            return _("The auction is over: the coach has no call to suggest.")
        if self.deal is None:
            return _("The coach needs to see the cards: give the box a deal to get hints.")
        return None

    def why_no_undo(self) -> str | None:
        """Why there is no call of the learner's to take back now (None: Undo can act), in
        the engine's words."""
        if self.session.play is not None:
            return _("The play has begun: the auction can no longer be changed.")
        return self.session.why_undo_refused()

    # --- inside --------------------------------------------------------------------------
    def _note_robots(self, moves: Iterable[RobotMove]) -> None:
        """Keep the reasons for the computer's calls among ``moves`` (the last calls made)."""
        calls = [move for move in moves if isinstance(move.action, Call)]
        first = len(self.auction) - len(calls)
        for i, move in enumerate(calls, start=first):
            action = move.action
            reason = move.reason.removeprefix(f"{action}: ")
            label = action.label if isinstance(action, Call) else str(action)
            self.robot_reasons[i] = f"{move.seat.noun}: {label} — {reason}"

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
        show_refusal(self.undo_button, self.why_no_undo(), None, _undo_tip())
        show_refusal(self.hint_button, self.why_no_hint(), None, _hint_tip())
        self._table.value = auction_html(auction) + robot_reasons_html(self.robot_reasons.values())
        if self.deal is not None:
            seat = self.seat or auction.turn
            if seat is not None:
                heading = html.escape(_("{seat}'s hand").format(seat=seat.noun), quote=False)
                self._hand.value = f"<b>{heading}</b>" + hand_html(self.deal[seat])
        if auction.is_passed_out:
            status = html.escape(_("Passed out: four passes, no score. The deal passes to the left."), quote=False)
        elif over:
            contract = auction.contract
            assert contract is not None and contract.declarer is not None and contract.dummy is not None
            status = _("Contract: {contract} — {declarer} is declarer, {dummy} is dummy.").format(
                contract=f"<b>{html.escape(contract.label, quote=False)}</b>", declarer=contract.declarer.noun,
                dummy=contract.dummy.noun)
        elif mine and self.seat is not None:
            status = html.escape(_("It is your turn to call."), quote=False)
        else:
            turn = auction.turn
            assert turn is not None
            status = html.escape(_("It is {seat}'s turn to call.").format(seat=turn.noun), quote=False)
        self._status.value = f'<div class="bb-status" style="margin:4px 0">{status}</div>'


def robot_reasons_html(lines: Iterable[str]) -> str:
    """The computer's reasons, one line per call, folded under a question the learner
    opens (a plain ``<details>``: it works in the web book and on a phone); "" when none.

    >>> robot_reasons_html(["East: Pass — 10 high-card points; you need about 12 to open."]).startswith('<details class="bb-why"')
    True
    """
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    if not items:
        return ""
    question = html.escape(_("Why did the computer players call that?"), quote=False)
    return ('<details class="bb-why" style="margin-top:6px;max-width:26em;overflow-wrap:anywhere;'
            'font-size:13px;line-height:1.35">'
            f'<summary style="cursor:pointer">{question}</summary>'
            f'<ul style="margin:4px 0;padding-left:1.2em">{items}</ul></details>')
