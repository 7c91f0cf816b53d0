"""The card table: the learner plays one seat (and dummy), computer players the rest.

>>> from bridgelib import Contract, Deal, Seat
>>> table = PlayTable(Deal.random(1), Contract.parse("3NT by S"), seat=Seat.S)
>>> table.play.turn in (Seat.S, Seat.N)    # the computer led for West; now it is South's side
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..auction import Auction, Contract
from ..cards import Card, Suit
from ..claims import CashFromTop, Finesse, PlanStep, PlayCard, Ruff, WinCheaply, parse_plan
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..i18n import gettext_ as _
from ..i18n import join_or, ngettext, tricks_text
from ..play import Play, Trick
from ..render.html import INK, PAPER, auction_html, contract_html, trick_html
from ..session import HINT_TRICKS, REVIEW_SECONDS, DealSession
from .common import (
    CARD_FACE,
    MARKED,
    MessageLine,
    Notifier,
    SaysHowToStart,
    card_button,
    card_name,
    keyboard_ring,
    show_refusal,
)
from .table_layout import (
    GRID_CLASS,
    TABLE_CLASS,
    TABLE_STYLE,
    WIDE_SIDES_CLASS,
    SeatArea,
    dummy_in_columns,
    dummy_suits_on_screen,
    last_trick_html,
    seat_heading,
)

__all__ = ["PlayTable", "HINT_TRICKS", "REVIEW_SECONDS"]

def _undo_tip() -> str:
    return _("Take back your last card")


def _hint_tip() -> str:
    return _("Which card would a good player choose?")

_STEP_KINDS: dict[str, Callable[[Card], PlanStep]] = {
    "Play this card": PlayCard,
    "Finesse this card": Finesse,
    "Ruff this suit": lambda card: Ruff(card.suit),
    "Cash this suit from the top": lambda card: CashFromTop(card.suit),
}
"""What a click on a card adds to a claim's plan, by the label the learner chooses."""



def _wrapping() -> widgets.Layout:
    """A row that wraps onto the next line on a narrow screen (a new layout each time:
    widgets that share one would show and hide together)."""
    return widgets.Layout(flex_flow="row wrap")


def _story(trick: Trick) -> str:
    """How ``trick`` was won, as a line under its picture."""
    return (f'<div class="bb-trick-story" style="max-width:260px;margin-top:2px;background:{PAPER};color:{INK};'
            f'border-radius:6px;padding:2px 6px">{html.escape(trick.how_won())}</div>')


class PlayTable(SaysHowToStart, Notifier, widgets.VBox):
    """Play a deal against the computer.

    The learner plays ``seat``; as declarer also dummy's cards, and as dummy declarer's
    cards instead (so there is always something to do). Computer players play the rest.
    A click on a card that may not be played explains the rule and changes nothing.

    The table is a view of a :class:`~bridgelib.session.DealSession` (``session``: its
    own one, or one given to show, as the rubber table does); the session decides every
    rule, runs the computer players and checks claims.

    ``card_buttons`` maps the cards the learner holds now (own hand, and dummy's when
    declaring) to buttons; the ones that may not be played now are greyed out and struck
    through (class ``bb-refused``) but still answer a click with the reason. ``play`` is the
    :class:`~bridgelib.play.Play`, ``message`` the latest feedback.
    """

    WHAT = "The card table"

    def __init__(self, deal: Deal, contract: Contract | str, seat: Seat = Seat.S, play: Play | None = None,
                 auction: Auction | None = None, *, session: DealSession | None = None) -> None:
        self.deal = deal
        self.auction = auction  # what the computer players heard (e.g. partner's suit to lead)
        self.contract = Contract.parse(contract)
        self.seat = seat
        self.session = session if session is not None else DealSession(
            deal, seat, contract=self.contract, play=play, auction=auction)
        self.show_all = False
        self.marked: frozenset[Card] = frozenset()  # the hint's best cards, until the next card
        self._marked_at = -1
        self._init_callbacks()
        self._message = MessageLine()
        self.card_buttons: dict[Card, widgets.Button] = {}
        self._trick = widgets.HTML()
        self._last_trick = widgets.HTML()  # the trick before, while the next one is under way
        self._status = widgets.HTML()
        self._status.add_class("bb-area-status")
        self._auction_box = widgets.HTML(self._auction_html())
        self._auction_box.add_class("bb-area-auction")
        # the trick, the last trick and the message sit together in the middle of the table,
        # where the learner's eyes go after a click
        centre = widgets.VBox([self._trick, self._last_trick, self._message.widget],
                              layout=widgets.Layout(overflow="visible"))
        centre.add_class("bb-area-centre")
        self._centre = centre
        self.seat_areas = {seat: SeatArea(seat) for seat in Seat}
        """Each hand's box at its compass point (class ``bb-area-north`` …): heading, cards."""
        self._grid = widgets.GridBox([self._status, self._auction_box, *self.seat_areas.values(), centre])
        self._grid.add_class(GRID_CLASS)
        self.undo_button = widgets.Button(description=_("Undo"), icon="undo", tooltip=_undo_tip())
        self.hint_button = widgets.Button(description=_("Hint"), icon="lightbulb-o", tooltip=_hint_tip())
        # not bounded: a number out of range must reach the engine, which says why, rather
        # than be changed silently; it starts at the tricks left (see _refresh), not at 0,
        # so that Claim pressed at once claims the rest instead of conceding them
        self.claim_tricks = widgets.IntText(value=0, description=_("Tricks:"), layout=widgets.Layout(width="140px"))
        self._claim_left = -1  # the tricks left when claim_tricks was last set
        self.claim_button = widgets.Button(description=_("Claim"), icon="flag",
                                           tooltip=_("Claim this many of the remaining tricks"))
        self.show_button = widgets.ToggleButton(description=_("Show all hands"), value=False)
        self.review_button = widgets.Button(
            description=_("What could we have made?"), icon="search", layout=widgets.Layout(width="auto"),
            tooltip=_("After the deal: the best result with all cards visible, and your first costly card"))
        self.review_button.on_click(lambda _b: self.review())
        self.undo_button.on_click(lambda _b: self.undo())
        self.hint_button.on_click(lambda _b: self.hint())
        self.claim_plan = widgets.Text(value="", description=_("Plan:"), placeholder=_("optional: click Plan, then cards"),
                                       layout=widgets.Layout(width="300px", max_width="100%"),
                                       tooltip=_("The steps of your plan, in order (you can also type them)"))
        self.claim_button.on_click(lambda _b: self.claim(self.claim_tricks.value, self.claim_plan.value))
        # planning: a click on a card adds a step to the plan instead of playing the card
        self.plan_button = widgets.ToggleButton(description=_("Plan"), value=False, icon="list-ol",
                                                tooltip=_("Build your claim's plan by clicking your side's cards"))
        self.plan_step = widgets.ToggleButtons(options=list(_STEP_KINDS), value="Play this card",
                                               tooltip="What a click on a card adds to the plan",
                                               style={"button_width": "auto"})
        self.cheaply_button = widgets.Button(description=_("Win as cheaply as possible"),
                                             layout=widgets.Layout(width="auto"))
        self.unplan_button = widgets.Button(description=_("Take back a step"), icon="undo",
                                            layout=widgets.Layout(width="auto"))
        self.cheaply_button.on_click(lambda _b: self.add_to_plan(WinCheaply()))
        self.unplan_button.on_click(lambda _b: self._take_back_step())
        self.plan_button.observe(lambda change: self._set_planning(change["new"]), names="value")
        self._planning_box = widgets.HBox([self.plan_step, self.cheaply_button, self.unplan_button], layout=_wrapping())
        self._planning_box.layout.display = "none"
        self.show_button.observe(lambda change: self._set_show_all(change["new"]), names="value")
        controls = widgets.HBox([self.undo_button, self.hint_button, self.show_button, self.review_button], layout=_wrapping())
        claiming = widgets.HBox([self.claim_tricks, self.plan_button, self.claim_plan, self.claim_button], layout=_wrapping())
        super().__init__([widgets.HTML(TABLE_STYLE), self._grid, controls, claiming, self._planning_box])
        self.children = (*self.children, keyboard_ring(self))
        self.add_class(TABLE_CLASS)
        self._refresh()

    # --- the session's state -----------------------------------------------------------
    @property
    def play(self) -> Play:
        """The play so far (the session's own)."""
        play = self.session.play
        assert play is not None, "a card table shows a session whose play has begun"
        return play

    @property
    def learner_seats(self) -> frozenset[Seat]:
        """The seats whose cards the learner chooses."""
        return self.session.learner_seats

    @property
    def claimed(self) -> int | None:
        """Tricks conceded to declarer's side by an accepted claim."""
        return self.session.claimed

    @property
    def message(self) -> str:
        """The latest feedback."""
        return self._message.text

    @property
    def is_over(self) -> bool:
        """Every card played, or a claim accepted."""
        return self.session.is_over

    @property
    def result(self) -> int | None:
        """Tricks taken by declarer's side once the deal is over (claims included)."""
        return self.session.result

    @property
    def ended_by_claim(self) -> bool:
        """True when a claim ended the play: accepted, or disputed and played out."""
        return self.session.ended_by_claim

    def is_learner_turn(self) -> bool:
        """True when the next card is the learner's to choose."""
        return self.session.is_learner_turn()

    @property
    def planning(self) -> bool:
        """True while the learner builds a claim's plan: a card clicked joins the plan."""
        return bool(self.plan_button.value)

    # --- what the learner does ---------------------------------------------------------
    def click(self, card: Card | str) -> bool:
        """Play ``card`` for the learner, as a click on its button does. Returns True when
        the card was played; otherwise the message says why and nothing changes. While
        :attr:`planning`, the card joins the claim's plan instead (as the step chosen in
        ``plan_step``) and nothing is played."""
        card = Card.parse(card) if isinstance(card, str) else card
        if self.planning:
            self.add_to_plan(_STEP_KINDS[self.plan_step.value](card))
            self.plan_step.value = "Play this card"  # a finesse, ruff or cash is chosen for one card
            return False
        reason = self.session.why_card_refused(card)
        if reason is not None:
            self._message.show(reason, "error")
            return False
        finished = len(self.play.tricks)
        self.session.card(card)
        # every trick finished since, by this card or by the computer's after it, and how
        stories = [trick.how_won() for trick in self.play.tricks[finished:]]
        # the table first, the message last: whoever reads the message sees the table it describes
        self._refresh()
        self._message.show(" ".join([_("You played {card}.").format(card=card), *stories]), "ok")
        self._changed()
        self._maybe_done()
        return True

    def undo(self) -> bool:
        """Take back the learner's last card (and the computer's cards after it), or the
        last claim (accepted, or disputed and played out)."""
        try:
            undone = self.session.undo()
        except BridgeError as refused:
            self._message.show(str(refused), "error")
            return False
        self._message.show(_("Claim withdrawn: play on.") if undone == "claim" else _("Card taken back."), "info")
        self._refresh()
        self._changed()
        return True

    def why_no_hint(self) -> str | None:
        """Why there is no card to advise on now (None: Hint can answer)."""
        if self.is_over:
            return _("The deal is over: there is no card to choose.")
        if not self.is_learner_turn():
            turn = self.play.turn
            assert turn is not None  # the deal is not over
            return _("It is {seat}'s turn, not yours: the hint is for your own cards.").format(seat=turn.noun)
        return None

    def hint(self) -> str:
        """Show (and return) advice for the card to play now, or why there is none."""
        refused = self.why_no_hint()
        if refused is not None:
            text = refused
        else:
            # technique explains itself; the exact look-ahead follows from the solver below
            advice = self.session.advice()
            text = _("Hint: {advice}").format(advice=advice.reason)
            # the solver may take up to its time limit early in the deal: say so while it runs
            self._message.show(text + " " + _("Looking at all four hands for the best cards…"), "info")
            best = self.session.best_cards()
            if best is None:
                text += " " + _("Working out the best cards with all four hands visible takes too long this early "
                                "in the deal; ask again after a trick or two.")
            else:
                keep, mine = best
                self.marked, self._marked_at = frozenset(keep), len(self.play.played)
                self._refresh()  # the best cards' buttons turn green
                if advice.action in keep:
                    text += " " + ngettext(
                        "With all cards visible, {cards} keeps the most tricks ({tricks} for your side in all).",
                        "With all cards visible, {cards} keep the most tricks ({tricks} for your side in all).",
                        len(keep)).format(cards=", ".join(map(str, keep)), tricks=mine)
                else:  # the rule of thumb is not best here: the words must name a green card, not another
                    text = ngettext(
                        "Hint: play {cards}: with all cards visible, it keeps the most tricks ({tricks} for your "
                        "side in all). The rule of thumb would play {card} here ({reason}), which takes fewer.",
                        "Hint: play {cards}: with all cards visible, they keep the most tricks ({tricks} for your "
                        "side in all). The rule of thumb would play {card} here ({reason}), which takes fewer.",
                        len(keep)).format(cards=join_or([str(c) for c in keep]), tricks=mine, card=advice.action,
                                          reason=advice.reason.rstrip("."))
        self._message.show(text, "info")
        return text

    def claim(self, tricks: int, plan: str | Sequence[PlanStep | Card | str] | None = None) -> bool:
        """Declarer claims ``tricks`` of the remaining tricks (RULES.md 4, Law 70), stating
        a ``plan`` if he likes: steps of :mod:`bridgelib.claims` such as ``"SA SK HA"`` or
        ``"finesse SQ, cash H from the top"`` (built by clicks with **Plan**), or a list. A
        claim the engine proves against every defence is accepted: with a plan, declarer
        is held to it and every point the plan leaves open goes against him; without one,
        it must work however the defenders' cards lie (no unstated finesse). Otherwise the
        defenders dispute it and the claim is played out (see
        :meth:`bridgelib.session.DealSession.claim`), and the deal ends with the tricks
        that line gives. **Undo** takes the whole claim back."""
        reason = self.session.why_claim_refused(tricks)
        if reason is not None:
            self._message.show(reason, "error")
            return False
        self.plan_button.value = False  # the plan is stated: clicks play cards again
        # early in the deal the check takes a few seconds: say so while it runs
        self._message.show(_("Checking your claim against every defence…"), "info")
        try:
            outcome = self.session.claim(tricks, plan)
        except BridgeError as refused:  # a plan that cannot be used, or a claim not proved in time
            self._message.show(str(refused), "error")
            return False
        if outcome.accepted and tricks == 0:
            self._message.show(ngettext(
                "You conceded the last {n} trick: it goes to the defenders. Undo takes the concession back.",
                "You conceded the last {n} tricks: they go to the defenders. Undo takes the concession back.",
                outcome.left).format(n=outcome.left), "info")
        elif outcome.accepted:
            self._message.show(_("Claim accepted: {reason}").format(reason=outcome.reason), "ok")
        else:
            self._message.show(_(
                "The defenders dispute the claim, so it is played out: {reason} Your side took {took} of the last "
                "{n} tricks. Undo takes the claim back.").format(reason=outcome.reason, took=outcome.took,
                                                                 n=outcome.left), "error")
        self._refresh()
        self._changed()
        self._maybe_done()
        return outcome.accepted

    def add_to_plan(self, step: PlanStep) -> str:
        """Add ``step`` to the claim's plan (the text in ``claim_plan``); returns the plan.

        >>> from bridgelib import Deal
        >>> from bridgelib.claims import Finesse
        >>> table = PlayTable(Deal.random(1), "3NT by S")
        >>> table.add_to_plan(Finesse(Card.parse("SQ")))
        'finesse ♠Q'
        """
        steps = [self.claim_plan.value.strip(", ")] if self.claim_plan.value.strip(", ") else []
        self.claim_plan.value = ", ".join([*steps, str(step)])
        self._message.show(f"Your plan: {self.claim_plan.value}. Add more steps, then press Claim.", "info")
        return str(self.claim_plan.value)

    def _take_back_step(self) -> None:
        try:
            steps = parse_plan(self.claim_plan.value)
        except BridgeError as bad:  # typed text that is not a plan: say so, change nothing
            self._message.show(str(bad), "error")
            return
        self.claim_plan.value = ", ".join(str(step) for step in steps[:-1])
        self._message.show(f"Your plan: {self.claim_plan.value}." if steps[:-1] else "Your plan is empty.", "info")

    def _set_planning(self, on: bool) -> None:
        self._planning_box.layout.display = "flex" if on else "none"
        if on:
            self._message.show("Click your side's cards in the order you will play them; choose Finesse, Ruff "
                               "or Cash first to add that step with the next card. Then press Claim.", "info")
        else:
            self._message.show("Planning is off: a click on a card plays it.", "info")
        self._refresh()

    def analysis(self) -> dict[str, Any]:
        """After the deal, with every card visible (double dummy): the tricks declarer's
        side could have taken from the start, and the learner's first card after which
        the learner's side could take fewer tricks than before (None if there was none).
        See :meth:`bridgelib.session.DealSession.analysis` (within :data:`REVIEW_SECONDS`)."""
        return self.session.analysis()

    def review(self) -> str:
        """Show (and return) :meth:`analysis` in words, once the deal is over."""
        if not self.is_over:
            text = _("Finish the deal first; then the engine shows what could have been made.")
            self._message.show(text, "error")
            return text
        result = self.analysis()
        if result["best"] is not None:
            text = _("With every card visible and best play by all four hands, your side could take {best} "
                     "tricks; you took {taken}.").format(best=result["best"], taken=result["taken"])
            if result["taken"] > result["best"]:
                gift = result["taken"] - result["best"]
                text += " " + (_("The other side gave a trick back: best play by them would have held you to fewer.")
                               if gift == 1 else _("The other side gave {n} tricks back: best play by them would "
                                                   "have held you to fewer.").format(n=gift))
        else:
            text = _("Your side took {taken} tricks. Solving the deal from the first trick takes too long, so the "
                     "engine checked your cards from trick {trick} on.").format(
                taken=result["taken"], trick=result["checked_from"])
        loss = result["first_loss"]
        if loss is None:
            text += " " + (_("None of your cards gave a trick away.") if result["best"] is not None
                           else _("None of those cards gave a trick away."))
        else:
            costly = _("Your first costly card was {card} from dummy at trick {trick}: before it your side could "
                       "still take {before}, after it {after}.") if loss["seat"] is self.play.dummy else _(
                "Your first costly card was {card} at trick {trick}: before it your side could still take {before}, "
                "after it {after}.")
            text += " " + costly.format(card=loss["card"], trick=loss["trick"], before=loss["before"],
                                        after=loss["after"])
        self._message.show(text, "info")
        return text

    # --- inside ------------------------------------------------------------------------
    def _maybe_done(self) -> None:
        if self.is_over:
            self._notify_done(self)

    def _set_show_all(self, value: bool) -> None:
        if value and not self.is_over:
            self.show_button.value = False
            self._message.show(_("The other hands are shown after the deal is over."), "info")
            return
        self.show_all = value
        self._refresh()

    def _visible_seats(self) -> set[Seat]:
        if self.show_all and self.is_over:
            return set(Seat)
        return set(self.session.visible_seats())

    @staticmethod
    def _tricks_html(play: Play) -> tuple[str, str]:
        """The trick in the centre (the one under way, else the one just finished) and,
        while a trick is under way, the one before it with how it was won: a trick the
        computer wins must not vanish the moment it leads again."""
        current, last = play.current_trick, play.last_trick
        story = _story(last) if last is not None else ""
        if current is None or not current.cards:
            if last is None:
                empty = html.escape(_("No card played yet."), quote=False)
                return f'<div class="bb-trick-empty" style="color:#ffffff">{empty}</div>', ""
            return trick_html(last, number=len(play.tricks)) + story, ""
        under_way = trick_html(current, number=len(play.tricks) + 1)
        return under_way, ("" if last is None else last_trick_html(last, len(play.tricks)))

    def _auction_html(self) -> str:
        """The corner of the table: the contract, and the auction when there was one."""
        contract = contract_html(self.contract, detail=False)
        if self.auction is None:
            return f'<div style="padding:2px">{contract}</div>'
        auction = auction_html(self.auction, vulnerable=self.deal.vulnerable, next_mark="", show_result=False)
        return f'<div style="padding:2px">{contract}{auction}</div>'

    def _role(self, seat: Seat) -> str:
        play = self.play
        you = seat is self.seat
        if seat is play.dummy:
            return _("dummy (you play its cards)") if seat in self.learner_seats and not you else (
                _("dummy: you") if you else _("dummy"))
        if seat is play.declarer:
            return _("declarer: you") if you else (_("declarer (you play its cards)") if seat in self.learner_seats
                                                   else _("declarer"))
        return _("you, defending") if you else _("defender")

    def _card_button(self, card: Card) -> widgets.Button:
        button = self.card_buttons.get(card)
        if button is None:
            button = card_button(card, self.click)
            button.layout.width, button.layout.height, button.layout.margin = "42px", "28px", "1px"
            button.add_class("bb-play-card")
        return button

    def _draw_seat(self, area: SeatArea, visible: set[Seat], buttons: dict[Card, widgets.Button]) -> None:
        """Draw ``area``'s hand: the learner's buttons, or a picture."""
        play, seat = self.play, area.seat
        whole = self.show_all and self.is_over  # after the deal every hand, as it was dealt
        hand = self.deal[seat] if whole else play.hand(seat)
        to_play = not self.is_over and play.turn is seat
        heading = seat_heading(seat, self._role(seat), len(hand), dealer=seat is self.deal.dealer,
                               to_play=to_play)
        area.mark_to_play(to_play)
        trump = self.contract.strain.suit
        is_dummy = seat is play.dummy
        if seat in self.learner_seats and not self.is_over:
            for card in hand:
                buttons[card] = self._card_button(card)
            suits = dummy_suits_on_screen(seat, trump) if is_dummy else list(Suit)
            area.show_buttons(heading, buttons, hand, suits, columns=is_dummy and dummy_in_columns(seat))
        else:
            area.show_picture(heading, hand, face_up=seat in visible,
                              dummy_trump=trump if is_dummy and not whole else False)

    def _refresh(self) -> None:
        play = self.play
        visible = self._visible_seats()
        self._trick.value, self._last_trick.value = self._tricks_html(play)
        mine = self.is_learner_turn()
        if self._marked_at != len(play.played):
            self.marked = frozenset()
        buttons: dict[Card, widgets.Button] = {}
        for area in self.seat_areas.values():
            self._draw_seat(area, visible, buttons)
        for card, button in buttons.items():
            name = card_name(card)
            if card in self.marked:
                name += ": " + _("keeps the most tricks")
            refusal = None if self.planning else self.session.why_card_refused(card)  # any card joins a plan
            show_refusal(button, refusal, MARKED if card in self.marked else CARD_FACE, name, named=True)
        self.card_buttons = buttons
        if {Seat.W, Seat.E} & (visible | set(self.learner_seats)):
            self._grid.add_class(WIDE_SIDES_CLASS)
        else:
            self._grid.remove_class(WIDE_SIDES_CLASS)
        show_refusal(self.undo_button, self.session.why_undo_refused(), None, _undo_tip())
        show_refusal(self.hint_button, self.why_no_hint(), None, _hint_tip())
        self.claim_button.disabled = self.is_over or play.declarer not in self.learner_seats
        self.claim_plan.disabled = self.plan_button.disabled = self.claim_tricks.disabled = self.claim_button.disabled
        if self.claim_button.disabled and self.planning:
            self.plan_button.value = False
        self.review_button.disabled = not self.is_over
        if play.tricks_left != self._claim_left:  # a new trick: offer the rest again
            self._claim_left = self.claim_tricks.value = play.tricks_left
        declaring = play.declarer in self.learner_seats
        conceded = 0 if self.claimed is None else play.tricks_left - self.claimed  # to the defenders
        ours, theirs = play.declarer_tricks + (self.claimed or 0), play.defender_tricks + conceded
        contract, need = self.contract.label, tricks_text(self.contract.tricks_needed)
        if self.deal.hand_size != 13 and declaring:
            count = _("Contract: {contract}. Tricks: Your side {ours}, the defenders {theirs}").format(
                contract=contract, ours=ours, theirs=theirs)
        elif self.deal.hand_size != 13:
            count = _("Contract: {contract}. Tricks: Declarer's side {ours}, your side {theirs}").format(
                contract=contract, ours=ours, theirs=theirs)
        elif declaring:
            count = _("Contract: {contract} — your side needs {tricks}. Tricks: Your side {ours}, the defenders "
                      "{theirs}").format(contract=contract, tricks=need, ours=ours, theirs=theirs)
        else:
            count = _("Contract: {contract} — declarer's side needs {tricks}. Tricks: Declarer's side {ours}, "
                      "your side {theirs}").format(contract=contract, tricks=need, ours=ours, theirs=theirs)
        made = self.session.made
        if self.is_over and made is None:
            # an ending of a few cards a hand: the contract's count does not apply
            status = count + ". " + _("All {n} tricks are played.").format(n=self.deal.hand_size)
        elif self.is_over:
            status = count + ". " + (_("The contract {contract} is made.") if made else _(
                "The contract {contract} is defeated.")).format(contract=contract)
        elif mine and play.turn is play.dummy:
            status = count + ". " + _("It is your turn (play from dummy).")
        elif mine:
            status = count + ". " + _("It is your turn.")
        else:
            turn = play.turn
            assert turn is not None  # the deal is not over
            status = count + ". " + _("It is {seat}'s turn.").format(seat=turn.noun)
        self._status.value = f'<div class="bb-status" style="margin:4px 0">{html.escape(status)}</div>'
