"""A whole rubber against the computer: deal, bid, play, score, next dealer, to the end.

>>> table = RubberTable(seed=0, seat=Seat.S)
>>> table.phase, table.rubber.deal_number
('auction', 1)
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..auction import Auction
from ..cards import Card
from ..deal import Deal, Seat
from ..errors import BridgeError
from ..render.html import auction_html, card_html, contract_html, contract_score_html, rubber_html, vulnerability_text
from ..rubber import RecordedDeal, Rubber
from ..scoring import honour_cards, honours
from ..session import RubberPhase, RubberSession
from .bidding import BiddingBox
from .common import MessageLine, SaysHowToStart, keyboard_ring
from .scorepad import ScorePad
from .table import PlayTable

__all__ = ["RubberTable", "SAVE_FILE"]

_FORMAT = "bridgelib-rubber-table"
SAVE_FILE = "my_rubber.json"
"""Where **Save the rubber** writes a table started without ``save_path`` (next to the notebook)."""


def honour_holders(rec: RecordedDeal) -> list[tuple[Seat, list[Card]]]:
    """The hand that scored honours in a recorded deal and its honour cards, as the engine
    counts them (:func:`~bridgelib.scoring.honours`, :func:`~bridgelib.scoring.honour_cards`);
    empty when no honours were scored or the hands were not recorded.

    >>> rubber = Rubber()
    >>> _ = rubber.record("4S by S", 10, deal=Deal.random(21))   # South holds four spade honours
    >>> [(seat.name, len(cards)) for seat, cards in honour_holders(rubber.deals[0])]
    [('S', 4)]
    """
    if rec.contract is None or rec.deal is None or not rec.honours:
        return []
    strain = rec.contract.strain
    return [(seat, honour_cards(rec.deal[seat], strain)) for seat in Seat if honours(rec.deal[seat], strain)]


def _deal_heading(rec: RecordedDeal) -> str:
    """``Deal 1 · Dealer North``: the deal's own number and dealer."""
    return f"Deal {rec.number} · Dealer {rec.dealer.english}"


def deal_result_html(rec: RecordedDeal) -> str:
    """What a recorded deal scored, under its own number and dealer: the contract and its
    result, the itemised score the sheet records (honours and rubber bonus included) and
    who held the honours, with their cards.

    >>> rubber = Rubber(dealer=Seat.N)
    >>> _ = rubber.record("4S by S", 10)
    >>> "Deal 1 · Dealer North" in deal_result_html(rubber.deals[0])
    True
    """
    head = html.escape(_deal_heading(rec))
    score = rec.full_score
    if rec.contract is None or score is None:
        return (f'<p class="bb-deal-result"><b>{head}</b>: passed out, no score. '
                f'The deal passes to the left.</p>')
    line = (f'<p class="bb-deal-result" style="margin:4px 0"><b>{head}</b>: '
            f'{contract_html(rec.contract, detail=False)} {html.escape(score.result)}</p>')
    return line + contract_score_html(score) + _honours_note(rec)


def _honours_note(rec: RecordedDeal) -> str:
    """Who held the honours scored, and which cards (empty when none were scored)."""
    notes = []
    for (side, points), (seat, cards) in zip(rec.honours, honour_holders(rec), strict=False):
        shown = " ".join(card_html(card) for card in cards)
        notes.append(f'<div class="bb-honours" style="margin:4px 0">Honours: {seat.english} held {shown}: '
                     f'{points} to {html.escape(side.short)}, above the line.</div>')
    return "".join(notes)


def _where(path: Path) -> str:
    """Where a saved file is, in words. In the live book (Python in the browser) files live
    inside the web page, not on the learner's computer: say so.

    >>> _where(Path("/tmp/my_rubber.json"))
    '/tmp/my_rubber.json'
    """
    where = str(path.resolve())
    if sys.platform == "emscripten":  # Pyodide: a file system of this page only
        return (f"{where}, inside this web page (not on your computer: it may be gone when you close or reload "
                f"the page; in Jupyter on your computer it is a real file)")
    return where


class RubberTable(SaysHowToStart, widgets.VBox):
    """Play a rubber: the learner sits at ``seat``, computer players at the other three.

    ``phase`` is ``"auction"``, ``"play"``, ``"score"`` (the deal is scored; press "Next
    deal") or ``"over"``. ``box`` and ``table`` are the current deal's
    :class:`BiddingBox` and :class:`PlayTable`; ``rubber`` is the score sheet. Every deal
    comes from ``seed``, so the same seed gives the same rubber. With ``save_path`` the
    progress is saved after every step, and :meth:`load` resumes it after a restart.
    The buttons do the same without typing: **Save the rubber** (:meth:`save_clicked`)
    saves to ``save_path``, else to :data:`SAVE_FILE` next to the notebook, and from then
    on after every step; **Open the saved rubber** (:meth:`open_saved`) carries on with
    the saved rubber in this table.

    With ``score_yourself=True`` the learner scores each deal: once it is played, a
    score pad (``pad``) under the cards holds the contract and the tricks, and the score
    stays hidden, on the sheet too, until the learner's lines are checked (**Check**;
    **Next deal** goes on all the same, and shows the score).

    The table is a view of a :class:`~bridgelib.session.RubberSession` (``session``),
    which decides every rule; the bidding box and the card table show its deals.
    """

    WHAT = "The rubber table"

    def __init__(self, seed: int = 0, seat: Seat = Seat.S, *, save_path: str | Path | None = None,
                 score_yourself: bool = False, _state: dict[str, Any] | None = None) -> None:
        self.seed = seed
        self.seat = seat
        self.score_yourself = score_yourself
        self.pad: ScorePad | None = None
        """The score pad of the deal just played, while the learner scores it (``score_yourself``)."""
        self._pad_area = widgets.VBox()
        self.save_path = Path(save_path) if save_path is not None else None
        self.box: BiddingBox | None = None
        self.table: PlayTable | None = None
        self._message = MessageLine()
        self._header = widgets.HTML()
        self._auction = widgets.HTML()  # the auction, compact, while the cards are played
        self._area = widgets.VBox(layout=widgets.Layout(overflow="auto"))  # a phone scrolls the cards sideways
        self._result = widgets.HTML()
        self._sheet = widgets.HTML(layout=widgets.Layout(overflow="auto"))  # on a phone: scrolls, not cut off
        self.next_button = widgets.Button(description="Next deal", icon="forward", button_style="primary")
        self.finish_button = widgets.Button(description="Let the computer finish this deal", icon="android",
                                            layout=widgets.Layout(width="auto"))
        self.settle_button = widgets.Button(description="Stop the rubber here", icon="stop",
                                            layout=widgets.Layout(width="auto"))
        self.save_button = widgets.Button(description="Save the rubber", icon="save", layout=widgets.Layout(width="auto"),
                                          tooltip="Keep this rubber in a file, to carry on another day")
        self.open_button = widgets.Button(description="Open the saved rubber", icon="folder-open",
                                          layout=widgets.Layout(width="auto"),
                                          tooltip="Carry on with the rubber saved earlier")
        self.next_button.on_click(lambda _b: self.next_deal())
        self.finish_button.on_click(lambda _b: self.autoplay_deal())
        self.settle_button.on_click(lambda _b: self._settle_clicked())
        self.save_button.on_click(lambda _b: self.save_clicked())
        self.open_button.on_click(lambda _b: self.open_saved())
        self._settle_asked = False  # the first click asks; only a second one stops the rubber
        wrap = widgets.Layout(flex_flow="row wrap")  # the buttons go onto a second line on a phone
        controls = widgets.HBox([self.next_button, self.finish_button, self.settle_button, self.save_button,
                                 self.open_button], layout=wrap)
        super().__init__([self._header, self._auction, self._area, self._pad_area, self._result, controls,
                          self._message.widget, self._sheet])
        self.children = (*self.children, keyboard_ring(self))
        self._begin(_state)

    def _begin(self, state: dict[str, Any] | None) -> None:
        """Start the rubber of ``seed``, or resume the saved ``state`` (without saving)."""
        if state is None:
            self.session = RubberSession(self.seed, self.seat)
            self._start_deal()
        else:
            self.session = RubberSession.from_dict(state)
            save, self.save_path = self.save_path, None  # no saving while replaying
            if self.phase in ("auction", "play"):
                self._start_deal()
            elif self.rubber.deals and not self.rubber.is_settled:
                self._result.value = deal_result_html(self.rubber.deals[-1])
            self.save_path = save
        self._refresh()

    # --- the current deal ---------------------------------------------------------------
    @property
    def message(self) -> str:
        """The latest feedback."""
        return self._message.text

    @property
    def phase(self) -> RubberPhase:
        """``"auction"``, ``"play"``, ``"score"`` or ``"over"`` (the session's)."""
        return self.session.phase

    @property
    def rubber(self) -> Rubber:
        """The score sheet."""
        return self.session.rubber

    @property
    def deal(self) -> Deal:
        """The deal being played now."""
        return self.session.deal

    def deal_for(self, number: int) -> Deal:
        """Deal number ``number`` of this rubber (the same for the same seed)."""
        return self.session.deal_for(number)

    def _start_deal(self) -> None:
        current = self.session.current
        assert current is not None
        self.table = None
        self.box = BiddingBox(session=current)
        self.box.on_done(self._auction_done)
        self.box.on_change(self._acted)
        self._result.value = ""
        self._auction.value = ""
        if self.box.auction.is_over:
            self._auction_done(self.box.auction)

    def _auction_done(self, auction: Auction) -> None:
        current = self.session.current
        assert current is not None
        contract = auction.contract
        # the card table shows its auction in its corner; a passed-out deal shows it here
        self._auction.value = self._auction_html(auction) if contract is None else ""
        if contract is None:
            self._result.value = deal_result_html(self.rubber.deals[-1])
            self._message.show("Four passes: the deal is passed out.", "info")
        else:
            self.table = PlayTable(self.deal, contract, seat=self.seat, auction=auction, session=current)
            self.table.on_done(self._play_done)
            self.table.on_change(self._acted)
            self._message.show(f"The contract is {contract}. {contract.declarer.english} declares.", "info")  # type: ignore[union-attr]
            if self.table.is_over:
                self._play_done(self.table)
                return
        self._refresh()
        self._save()

    def _play_done(self, table: PlayTable) -> None:
        score = self.session.score  # the deal as the sheet recorded it, honours included
        assert score is not None
        rec = self.rubber.deals[-1]
        said = f"Deal {rec.number}: {score.result}." + (
            " Press “Next deal” to go on." if self.phase == "score" else " The rubber is over.")
        if self.score_yourself and rec.contract is not None:
            self._ask_for_the_score(rec)
            said = f"Deal {rec.number}: {score.result}. Now score it in the pad, and press Check."
        else:
            self._result.value = deal_result_html(rec)
        if table.ended_by_claim:  # keep the claim's verdict with the score
            said = f"{table.message} Result: {said}"
        self._message.show(said, "info")
        self._refresh()
        self._save()

    # --- the learner scores the deal (score_yourself) ---------------------------------------
    def _ask_for_the_score(self, rec: RecordedDeal) -> None:
        """A locked score pad holding the deal just played; its score is hidden until Check."""
        assert rec.contract is not None and rec.contract.declarer is not None and rec.tricks is not None
        pad = ScorePad(locked=True)
        pad.set_deal(rec.contract, rec.tricks, vulnerable=rec.contract.declarer.side in rec.vulnerable)
        pad.check_button.on_click(lambda _b: self._pad_checked())  # after the pad's own check
        self.pad = pad
        self._pad_area.children = [widgets.HTML(f"<b>Score deal {rec.number} yourself</b>: the contract and the "
                                                "tricks are filled in; write the three lines and press Check."), pad]
        self._result.value = ""

    @property
    def score_hidden(self) -> bool:
        """The deal just played waits for the learner's score: its score is not shown yet."""
        return self.pad is not None and self.pad.verdict is None

    def _pad_checked(self) -> None:
        if self.pad is None or self.pad.verdict is None:
            return  # a box was empty: the pad asked for a number and showed nothing
        rec = self.rubber.deals[-1]
        self._result.value = _honours_note(rec)  # the pad shows the contract's score; honours go on the sheet too
        self._message.show(f"Deal {rec.number} is on the sheet. " + (
            "Press “Next deal” to go on." if self.phase == "score" else "The rubber is over."), "info")
        self._refresh()

    def _done_scoring(self) -> None:
        """The deal is behind us: its pad goes, its score shows."""
        self.pad = None
        self._pad_area.children = []

    # --- buttons -------------------------------------------------------------------------
    def next_deal(self) -> bool:
        """Go on to the next deal once this one is scored."""
        try:
            self.session.next_deal()
        except BridgeError as refused:
            self._message.show(str(refused), "error")
            return False
        self._done_scoring()
        self._start_deal()
        self._message.show(f"Deal {self.rubber.deal_number}: {self.rubber.dealer.english} deals.", "info")
        self._refresh()
        self._save()
        return True

    def autoplay_deal(self) -> None:
        """Let the computer players make the rest of the calls and cards of this deal,
        the learner's seat included."""
        phase = self.phase
        if phase not in ("auction", "play"):
            return
        self.session.finish_deal()
        if phase == "auction":
            assert self.box is not None
            self.box._refresh()
            self._auction_done(self.box.auction)
        elif self.table is not None:
            self.table._refresh()
            self._play_done(self.table)

    def _acted(self) -> None:
        """After each call or card: a question to stop the rubber lapses; save."""
        self._settle_asked = False
        self.settle_button.description = "Stop the rubber here"
        self._save()

    def _settle_clicked(self) -> None:
        """The button stops the rubber only when pressed twice: stopping cannot be undone."""
        if self._settle_asked or self.rubber.is_over:
            self.settle()
            return
        self._settle_asked = True
        self.settle_button.description = "Yes, stop the rubber"
        in_progress = " The deal in progress is not scored." if self.phase in ("auction", "play") else ""
        self._message.show(f"Stop the rubber here? It is then settled as unfinished and cannot be taken back."
                           f"{in_progress} Press “Yes, stop the rubber” to stop, or carry on to keep playing.",
                           "info")

    def settle(self) -> bool:
        """Stop the rubber now and score it as unfinished (RULES.md 6). (The button asks
        first; this does it at once.)"""
        if self.rubber.is_over:
            self._message.show("The rubber is already over.", "error")
            return False
        if self.phase in ("auction", "play"):
            self._message.show("The deal in progress is not scored: the rubber stops before it.", "info")
        items = self.session.settle()
        self._done_scoring()
        self.box = None
        self.table = None
        self._auction.value = ""
        self._result.value = "".join(f"<p>{item.label}: {item.points} to {item.side.english}</p>" for item in items) or \
            "<p>Stopped: no bonus for an unfinished rubber here.</p>"
        self._refresh()
        self._save()
        return True

    # --- saving --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Everything needed to resume: seed, seat, the sheet and the deal in progress."""
        return {
            "format": _FORMAT, "version": 1, "seed": self.seed, "seat": self.seat.name,
            "rubber": json.loads(self.rubber.to_json()), "phase": self.phase,
            "auction": self.box.auction.to_dict() if self.box is not None else None,
            "cards": [c.pbn for c in self.table.play.played] if self.table is not None else None,
            "claimed": self.table.claimed if self.table is not None else None,
        }

    def save(self, path: str | Path | None = None) -> Path:
        """Write the progress to ``path`` (default: ``save_path``) as JSON."""
        target = Path(path) if path is not None else self.save_path
        if target is None:
            raise ValueError("Say where to save: table.save('my_rubber.json').")
        target.write_text(json.dumps(self.to_dict(), indent=1))
        return target

    @classmethod
    def load(cls, path: str | Path, *, save_path: str | Path | None = None) -> RubberTable:
        """Resume a rubber saved with :meth:`save`; later steps are saved to ``save_path``
        (default: the same file)."""
        data = json.loads(Path(path).read_text())
        if data.get("format") != _FORMAT:
            raise ValueError(f"{path} is not a saved rubber table.")
        return cls(data["seed"], Seat.parse(data["seat"]), save_path=save_path or path, _state=data)

    @classmethod
    def resume(cls, path: str | Path, seed: int = 0, seat: Seat = Seat.S) -> RubberTable:
        """Load the rubber saved at ``path`` if there is one, else start a new one that
        saves there."""
        if Path(path).exists():
            return cls.load(path)
        return cls(seed, seat, save_path=path)

    def save_clicked(self) -> Path | None:
        """What **Save the rubber** does: save to ``save_path`` (default :data:`SAVE_FILE`,
        next to the notebook), keep saving there after every step, and say where."""
        target = self.save_path if self.save_path is not None else Path(SAVE_FILE)
        try:
            self.save(target)
        except OSError as failed:
            self._message.show(f"The rubber could not be saved in {target}: {failed.strerror or failed}.", "error")
            return None
        self.save_path = target
        self._message.show(f"Saved in {_where(target)}. From now on the rubber saves itself there after every "
                           f"call and card. Next time, run this cell again and press “Open the saved rubber”.", "ok")
        return target

    def open_saved(self, path: str | Path | None = None) -> bool:
        """What **Open the saved rubber** does: carry on, in this table, with the rubber
        saved at ``path`` (default: ``save_path``, else :data:`SAVE_FILE`); later steps are
        saved there. Returns False, with a message, when there is nothing to open."""
        target = Path(path) if path is not None else self.save_path or Path(SAVE_FILE)
        try:
            data = json.loads(target.read_text())
        except FileNotFoundError:
            self._message.show(f"There is no saved rubber in {target} yet: press “Save the rubber” first.", "error")
            return False
        except (OSError, ValueError) as bad:
            self._message.show(f"{target} could not be read as a saved rubber: {bad}", "error")
            return False
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            self._message.show(f"{target} is not a saved rubber table.", "error")
            return False
        try:
            RubberSession.from_dict(data)  # check it all before this table changes
        except ValueError as bad:  # a BridgeError too
            self._message.show(f"{target} could not be read as a saved rubber: {bad}", "error")
            return False
        self.seed, self.seat, self.save_path = data["seed"], Seat.parse(data["seat"]), target
        self.box = self.table = None
        self._done_scoring()
        self._auction.value = self._result.value = ""
        self._begin(data)
        self._message.show(f"Opened the rubber saved in {_where(target)}: carry on where you left off.", "ok")
        return True

    def _save(self, *_: Any) -> None:
        if self.save_path is not None:
            self.save()

    # --- drawing -------------------------------------------------------------------------
    def _auction_html(self, auction: Auction) -> str:
        """The auction that led to the contract, small enough for a phone beside the cards."""
        return (f'<div class="bb-rubber-auction" style="font-size:12px;margin:2px 0 4px 0">'
                f'{auction_html(auction, vulnerable=self.deal.vulnerable, next_mark="")}</div>')

    def _head(self) -> str:
        """The header: the rubber's end, the deal just scored (its own number and dealer),
        or the deal in progress."""
        rubber, phase = self.rubber, self.phase
        if phase == "over":
            winner = rubber.winner
            return f"Rubber over: {winner.english} won it." if winner else "Rubber over."
        if phase == "score" and rubber.deals:
            rec = rubber.deals[-1]
            return (f"{_deal_heading(rec)} · Vulnerable: {vulnerability_text(rec.vulnerable)} · "
                    f"You are {self.seat.english}")
        return (f"Deal {rubber.deal_number} · Dealer {self.deal.dealer.english} · "
                f"Vulnerable: {vulnerability_text(rubber.vulnerability)} · You are {self.seat.english}")

    def _refresh(self) -> None:
        phase = self.phase
        self._header.value = f'<h4 class="bb-rubber-head" style="margin:4px 0">{html.escape(self._head())}</h4>'
        # a finished deal stays on the table, above its score: Show all hands, What could we have made?
        shown = self.box if phase == "auction" else self.table
        self._area.children = [shown] if shown is not None else []
        self.next_button.disabled = phase != "score"
        self.finish_button.disabled = phase not in ("auction", "play")
        self.settle_button.disabled = phase == "over"
        self._settle_asked = False
        self.settle_button.description = "Stop the rubber here"  # any step lets the question lapse
        sheet = self.rubber
        if self.score_hidden:  # the sheet without the deal the learner is scoring
            sheet = self.rubber.copy()
            sheet.undo()
        self._sheet.value = rubber_html(sheet)
