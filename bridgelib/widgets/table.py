"""The card table: the learner plays one seat (and dummy), computer players the rest.

>>> from bridgelib import Contract, Deal, Seat
>>> table = PlayTable(Deal.random(1), Contract.parse("3NT by S"), seat=Seat.S)
>>> table.play.turn in (Seat.S, Seat.N)    # the computer led for West; now it is South's side
True
"""

from __future__ import annotations

import html
import time
from typing import Sequence

import ipywidgets as widgets

from ..auction import Auction, Contract
from ..cards import Card
from ..deal import Deal, Seat
from ..play import Play
from ..render.html import deal_html, trick_html
from .common import CARD_FACE, MARKED, MessageLine, Notifier, card_button

__all__ = ["PlayTable"]


class PlayTable(Notifier, widgets.VBox):
    """Play a deal against the computer.

    The learner plays ``seat``; as declarer also dummy's cards, and as dummy declarer's
    cards instead (so there is always something to do). Computer players play the rest.
    A click on a card that may not be played explains the rule and changes nothing.

    ``card_buttons`` maps the cards the learner holds now (own hand, and dummy's when
    declaring) to buttons; only the legal ones are enabled. ``play`` is the
    :class:`~bridgelib.play.Play`, ``message`` the latest feedback.
    """

    def __init__(self, deal: Deal, contract: Contract | str, seat: Seat = Seat.S, play: Play | None = None,
                 auction: Auction | None = None) -> None:
        self.deal = deal
        self.auction = auction  # what the computer players heard (e.g. partner's suit to lead)
        self.contract = Contract.parse(contract)
        self.seat = seat
        self.play = play.copy() if play is not None else Play(deal, self.contract)
        declaring = {self.play.declarer, self.play.dummy}
        self.learner_seats: frozenset[Seat] = frozenset(declaring if seat in declaring else {seat})
        self.claimed: int | None = None  # tricks conceded to declarer's side by an accepted claim
        self._played_out_from: int | None = None  # cards played before a disputed claim was played out
        self.show_all = False
        self.marked: frozenset[Card] = frozenset()  # the hint's best cards, until the next card
        self._marked_at = -1
        self._init_callbacks()
        self._message = MessageLine()
        self.card_buttons: dict[Card, widgets.Button] = {}
        self._diagram = widgets.HTML()
        self._trick = widgets.HTML()
        self._status = widgets.HTML()
        self._cards_box = widgets.VBox()
        self.undo_button = widgets.Button(description="Undo", icon="undo", tooltip="Take back your last card")
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o", tooltip="Which card would a good player choose?")
        self.claim_tricks = widgets.BoundedIntText(value=0, min=0, max=13, description="Tricks:",
                                                   layout=widgets.Layout(width="140px"))
        self.claim_button = widgets.Button(description="Claim", icon="flag", tooltip="Claim this many of the remaining tricks")
        self.show_button = widgets.ToggleButton(description="Show all hands", value=False)
        self.review_button = widgets.Button(description="What could we have made?", icon="search",
                                            layout=widgets.Layout(width="auto"),
                                            tooltip="After the deal: the best result with all cards visible, and your first costly card")
        self.review_button.on_click(lambda _b: self.review())
        self.undo_button.on_click(lambda _b: self.undo())
        self.hint_button.on_click(lambda _b: self.hint())
        self.claim_plan = widgets.Text(value="", description="Plan:", placeholder="e.g. SA SK HA (optional)",
                                       layout=widgets.Layout(width="300px"),
                                       tooltip="Your side's cards in the order you will play them")
        self.claim_button.on_click(lambda _b: self.claim(self.claim_tricks.value, self.claim_plan.value))
        self.show_button.observe(lambda change: self._set_show_all(change["new"]), names="value")
        controls = widgets.HBox([self.undo_button, self.hint_button, self.show_button, self.review_button])
        claiming = widgets.HBox([self.claim_tricks, self.claim_plan, self.claim_button])
        super().__init__([
            widgets.HBox([self._diagram, self._trick]),
            self._cards_box,
            controls,
            claiming,
            self._status,
            self._message.widget,
        ])
        self._run_robots()
        self._refresh()

    # --- what the learner does ---------------------------------------------------------
    @property
    def message(self) -> str:
        """The latest feedback."""
        return self._message.text

    @property
    def is_over(self) -> bool:
        """Every card played, or a claim accepted."""
        return self.play.is_over or self.claimed is not None

    @property
    def result(self) -> int | None:
        """Tricks taken by declarer's side once the deal is over (claims included)."""
        if not self.is_over:
            return None
        return self.play.declarer_tricks + (self.claimed or 0)

    @property
    def ended_by_claim(self) -> bool:
        """True when a claim ended the play: accepted, or disputed and played out."""
        return self.claimed is not None or self._played_out_from is not None

    def is_learner_turn(self) -> bool:
        """True when the next card is the learner's to choose."""
        return not self.is_over and self.play.turn in self.learner_seats

    def click(self, card: Card | str) -> bool:
        """Play ``card`` for the learner, as a click on its button does. Returns True when
        the card was played; otherwise the message says why and nothing changes."""
        card = Card.parse(card) if isinstance(card, str) else card
        if self.is_over:
            self._message.show("The play is over: all the tricks have been played.", "error")
            return False
        if not self.is_learner_turn():
            self._message.show(f"Wait: it is {self.play.turn.english}'s turn to play.", "error")  # type: ignore[union-attr]
            return False
        reason = self.play.why_illegal(card)
        if reason is not None:
            self._message.show(reason, "error")
            return False
        self.play.play(card)
        done = self.play.last_trick if len(self.play.played) % 4 == 0 else None
        self._run_robots()
        if done is not None:
            self._message.show(f"You played {card}. The trick goes to {done.winner.english}.", "ok")  # type: ignore[union-attr]
        else:
            self._message.show(f"You played {card}.", "ok")
        self._refresh()
        self._changed()
        self._maybe_done()
        return True

    def undo(self) -> bool:
        """Take back the learner's last card (and the computer's cards after it), or the
        last claim (accepted, or disputed and played out)."""
        if self.claimed is not None or self._played_out_from is not None:
            while self._played_out_from is not None and len(self.play.played) > self._played_out_from:
                self.play.undo()
            self.claimed = self._played_out_from = None
            self._message.show("Claim withdrawn: play on.", "info")
            self._refresh()
            self._changed()
            return True
        played = self.play.played
        mine = [i for i in range(len(played)) if self._seat_of_card(i) in self.learner_seats]
        if not mine:
            self._message.show("You have not played a card yet, so there is nothing to undo.", "error")
            return False
        while len(self.play.played) > mine[-1]:
            self.play.undo()
        self._message.show("Card taken back.", "info")
        self._refresh()
        self._changed()
        return True

    def hint(self) -> str:
        """Show (and return) advice for the card to play now."""
        if not self.is_learner_turn():
            text = "No card to choose now." if self.is_over else f"It is {self.play.turn.english}'s turn."  # type: ignore[union-attr]
        else:
            from ..robots import robot_card

            # technique explains itself; the exact look-ahead follows from the solver below
            decision = robot_card(self.play, self.auction, use_solver_from=None)
            text = f"Hint: {decision.reason}"
            # the solver may take up to its time limit early in the deal: say so while it runs
            self._message.show(f"{text} Looking at all four hands for the best cards…", "info")
            best = _best_cards_or_none(self.play)
            if best is None:
                text += (" Working out the best cards with all four hands visible takes too long this "
                         "early in the deal; ask again after a trick or two.")
            else:
                ours = self.play.controller.side is self.play.declarer.side  # type: ignore[union-attr]
                top, cards = best  # top counts declarer's side's tricks
                keep = sorted(cards, reverse=True)
                mine = top if ours else self.deal.hand_size - top
                self.marked, self._marked_at = frozenset(keep), len(self.play.played)
                self._refresh()  # the best cards' buttons turn green
                text += (
                    f" With all cards visible, {', '.join(map(str, keep))} "
                    f"{'keeps' if len(keep) == 1 else 'keep'} the most tricks ({mine} for your side in all)."
                )
        self._message.show(text, "info")
        return text

    def claim(self, tricks: int, plan: str | Sequence[Card | str] | None = None) -> bool:
        """Declarer claims ``tricks`` of the remaining tricks (RULES.md 4), stating a
        ``plan`` if he likes: his side's cards in the order he will play them (text such as
        ``"SA SK HA"`` or a list). A claim the engine proves against every defence is
        accepted: with a plan, declarer is held to it and every point the plan leaves open
        goes against him; without one, declarer is assumed to play perfectly. Otherwise
        the defenders dispute it and the claim is played out: declarer's side follows the
        plan (or plays perfectly), the defenders play a defence that beats the claim (they
        see every card now that declarer's hand is face up), and the deal ends with the
        tricks that line gives. **Undo** takes the whole claim back."""
        if self.is_over:
            self._message.show("The play is over: there is nothing left to claim.", "error")
            return False
        if self.play.controller is not self.play.declarer or self.play.declarer not in self.learner_seats:
            self._message.show("Only declarer may claim, and only when it is declarer's turn to play.", "error")
            return False
        left = self.play.tricks_left
        if not 0 <= tricks <= left:
            self._message.show(f"You can claim from 0 to {left} tricks: that is how many are left.", "error")
            return False
        if len(self.play.played) % 4:
            self._message.show("Finish the current trick before you claim.", "error")
            return False
        from ..solver import check_claim

        if isinstance(plan, str):
            plan = plan.replace(",", " ").split() or None
        # early in the deal the check takes a few seconds: say so while it runs
        self._message.show("Checking your claim against every defence…", "info")
        try:
            verdict = check_claim(self.play, tricks, plan)
        except ValueError as error:  # a card that is not a card, or not ours to play
            self._message.show(f"Your plan cannot be used: {error}", "error")
            return False
        if not verdict.certain or (not verdict.holds and not verdict.line):
            # not proved in time (or no time left to find the line that beats it): the
            # claim is not accepted and play goes on from where it was
            self._message.show(f"{verdict.reason} Play goes on.", "error")
            return False
        if verdict.holds:
            self.claimed = tricks
            self._message.show(f"Claim accepted: {verdict.reason}", "ok")
            self._refresh()
            self._changed()
            self._maybe_done()
            return True
        self._played_out_from = len(self.play.played)
        before = self.play.declarer_tricks
        for _seat, card in verdict.line or []:
            self.play.play(card)
        took = self.play.declarer_tricks - before
        self._message.show(
            f"The defenders dispute the claim, so it is played out: {verdict.reason} "
            f"Declarer's side took {took} of the last {left} tricks. Undo takes the claim back.", "error")
        self._refresh()
        self._changed()
        self._maybe_done()
        return False

    def analysis(self) -> dict:
        """After the deal, with every card visible (double dummy): the tricks declarer's
        side could have taken from the start, and the learner's first card after which
        the learner's side could take fewer tricks than before (None if there was none).

        Returns ``{"best": int, "taken": int, "first_loss": None or {"trick": n,
        "card": Card, "seat": Seat, "before": int, "after": int}, "checked_from": n}``,
        tricks counted for the learner's side.

        The positions are solved from the last card back (each answer speeds up the next)
        within :data:`REVIEW_SECONDS` in all; ``checked_from`` is the first trick from
        which every position was solved (1: the whole deal). Before it nothing is known,
        and ``best`` is None unless the deal was solved from the start.
        """
        from ..errors import AnalysisTimeout
        from ..solver import solve_play

        mine = self.play.declarer.side is next(iter(self.learner_seats)).side
        size = self.deal.hand_size

        def for_me(declarer_tricks: int) -> int:
            return declarer_tricks if mine else size - declarer_tricks

        played = self.play.played
        values: list[int | None] = [None] * (len(played) + 1)  # before card k, for the learner's side
        end = time.perf_counter() + REVIEW_SECONDS
        for k in range(len(played), -1, -1):
            left = end - time.perf_counter()
            if left <= 0:
                break
            try:
                values[k] = for_me(solve_play(Play(self.deal, self.contract, played[:k]), time_limit=left))
            except AnalysisTimeout:
                break
        known = next((k for k in range(len(played) + 1) if all(v is not None for v in values[k:])), len(played))
        first_loss = None
        for index in range(known, len(played)):
            seat = self._seat_of_card(index)
            before, after = values[index], values[index + 1]
            if seat in self.learner_seats and after < before:  # type: ignore[operator]
                first_loss = {"trick": index // 4 + 1, "card": played[index], "seat": seat,
                              "before": before, "after": after}
                break
        taken = self.result if mine else size - (self.result or 0)
        return {"best": values[0], "taken": taken, "first_loss": first_loss, "checked_from": min(known // 4 + 1, 13)}

    def review(self) -> str:
        """Show (and return) :meth:`analysis` in words, once the deal is over."""
        if not self.is_over:
            text = "Finish the deal first; then the engine shows what could have been made."
            self._message.show(text, "error")
            return text
        result = self.analysis()
        if result["best"] is not None:
            text = (f"With every card visible and best play by all four hands, your side could take "
                    f"{result['best']} tricks; you took {result['taken']}.")
        else:
            text = (f"Your side took {result['taken']} tricks. Solving the deal from the first trick "
                    f"takes too long, so the engine checked your cards from trick {result['checked_from']} on.")
        loss = result["first_loss"]
        if loss is None:
            text += " None of your cards gave a trick away." if result["best"] is not None else (
                " None of those cards gave a trick away.")
        else:
            where = "from dummy" if loss["seat"] is self.play.dummy else ""
            text += (f" Your first costly card was {loss['card']} {where} at trick {loss['trick']}: "
                     f"before it your side could still take {loss['before']}, after it {loss['after']}.").replace("  ", " ")
        self._message.show(text, "info")
        return text

    # --- inside ------------------------------------------------------------------------
    def _seat_of_card(self, index: int) -> Seat:
        trick = index // 4
        leader = self.play._leaders[trick]
        return leader.next(index % 4)

    def _run_robots(self) -> None:
        from ..robots import robot_card

        while not self.play.is_over and self.play.turn not in self.learner_seats:
            self.play.play(robot_card(self.play, self.auction).action)

    def _maybe_done(self) -> None:
        if self.is_over:
            self._notify_done(self)

    def _set_show_all(self, value: bool) -> None:
        if value and not self.is_over:
            self.show_button.value = False
            self._message.show("The other hands are shown after the deal is over.", "info")
            return
        self.show_all = value
        self._refresh()

    def _visible_seats(self) -> set[Seat]:
        if self.show_all and self.is_over:
            return set(Seat)
        seats = set(self.learner_seats)
        if self.play.dummy_visible:
            seats.add(self.play.dummy)
        return seats

    def _refresh(self) -> None:
        play = self.play
        remaining = {seat: play.hand(seat) for seat in Seat}
        self._diagram.value = deal_html(self.deal, show=self._visible_seats(), remaining=remaining)
        trick = play.current_trick if play.current_trick is not None and play.current_trick.cards else play.last_trick
        self._trick.value = trick_html(trick) if trick is not None else ""
        legal = set(play.legal_cards()) if self.is_learner_turn() else set()
        if self._marked_at != len(play.played):
            self.marked = frozenset()
        buttons: dict[Card, widgets.Button] = {}
        rows = []
        for seat in sorted(self.learner_seats, key=lambda s: s is not self.seat):
            if self.is_over:
                break
            hand_buttons = []
            for card in play.hand(seat):
                button = self.card_buttons.get(card) or card_button(card, self.click)
                button.disabled = card not in legal
                # A browser sends no click for a disabled button: the reason shows on hover.
                why = play.why_illegal(card) if self.is_learner_turn() else None
                button.tooltip = why or f"{card.rank.name.title()} of {card.suit.english}"
                if card in self.marked:
                    button.tooltip += ": keeps the most tricks"
                button.style.button_color = MARKED if card in self.marked else CARD_FACE
                buttons[card] = button
                hand_buttons.append(button)
            label = "Dummy" if seat is play.dummy else ("Your hand" if seat is self.seat else seat.english)
            rows.append(widgets.HBox([widgets.HTML(f"<b>{html.escape(label)} ({seat.name})</b>&nbsp;",
                                                   layout=widgets.Layout(width="130px")), *hand_buttons]))
        self.card_buttons = buttons
        self._cards_box.children = rows
        self.undo_button.disabled = not play.played
        self.hint_button.disabled = not self.is_learner_turn()
        self.claim_button.disabled = self.is_over or play.declarer not in self.learner_seats
        self.claim_plan.disabled = self.claim_button.disabled
        self.review_button.disabled = not self.is_over
        self.claim_tricks.max = play.tricks_left
        side = "Your side" if play.declarer in self.learner_seats else "Declarer's side"
        other = "the defenders" if play.declarer in self.learner_seats else "your side"
        count = f"Tricks: {side} {play.declarer_tricks + (self.claimed or 0)}, {other} {play.defender_tricks}"
        if self.is_over and self.contract.tricks_needed > self.deal.hand_size:
            # an ending of a few cards a hand: the contract's count does not apply
            status = f"{count}. All {self.deal.hand_size} tricks are played."
        elif self.is_over:
            made = self.result >= self.contract.tricks_needed  # type: ignore[operator]
            verdict = "made" if made else "defeated"
            status = f"{count}. The contract {self.contract} is {verdict}."
        else:
            who = "your" if self.is_learner_turn() else f"{play.turn.english}'s"  # type: ignore[union-attr]
            hand = " (play from dummy)" if self.is_learner_turn() and play.turn is play.dummy else ""
            status = f"{count}. It is {who} turn{hand}."
        self._status.value = f'<div class="bb-status" style="margin:4px 0">{html.escape(status)}</div>'


HINT_TRICKS = 13
"""The hint names the double-dummy best cards in the last this-many tricks (all of them:
from the first trick on, whenever the solver answers within its time limit)."""

REVIEW_SECONDS = 6.0
"""The longest the review after a deal spends solving its positions."""


def _best_cards_or_none(play: Play) -> tuple[int, list[Card]] | None:
    """Declarer's side's tricks with perfect play and the cards on turn that keep them
    (:func:`bridgelib.solver.optimal_cards`), or None when that takes too long here (see
    :data:`bridgelib.solver.TIME_LIMIT`)."""
    from ..errors import AnalysisTimeout
    from ..solver import optimal_cards

    if play.tricks_left > HINT_TRICKS:
        return None
    try:
        return optimal_cards(play)
    except AnalysisTimeout:
        return None
