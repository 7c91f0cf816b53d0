"""The score pad: the learner scores a deal line by line and the engine checks each line.

>>> pad = ScorePad()
>>> pad.set_deal("4HX by S", tricks=7, vulnerable=False)
>>> pad.answer(below=0, above=0, defenders=500).correct
True
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..auction import Contract, Strain
from ..deal import Seat, Side
from ..exercises import ScoreQuestion, Verdict
from ..render.html import contract_score_html, rubber_html
from ..rubber import Rubber
from .common import MessageLine, SaysHowToStart

__all__ = ["ScorePad"]

_STRAINS = [("♣", Strain.C), ("♦", Strain.D), ("♥", Strain.H), ("♠", Strain.S), ("NT", Strain.NT)]


class ScorePad(SaysHowToStart, widgets.VBox):
    """Enter a contract, its doubling, declarer's vulnerability and the tricks taken, then
    type the score for each line: below the line for declarer, above the line for
    declarer, above the line for the defenders. "Check" marks every line and shows the
    itemised explanation.

    In rubber mode (``ScorePad(rubber=Rubber())`` or ``rubber=True``) the pad also keeps
    the score sheet: "Record" writes the checked deal on it, vulnerability comes from the
    sheet, and the sheet is drawn below.
    """

    WHAT = "The score pad"

    def __init__(self, rubber: Rubber | bool | None = None, *, locked: bool = False) -> None:
        self.rubber: Rubber | None = Rubber() if rubber is True else (rubber or None)
        self.question: ScoreQuestion | None = None
        self.verdict: Verdict | None = None
        self._message = MessageLine()
        style = {"description_width": "initial"}
        self.level = widgets.Dropdown(options=list(range(1, 8)), value=4, description="Level", style=style,
                                      layout=widgets.Layout(width="110px"))
        self.strain = widgets.ToggleButtons(options=_STRAINS, value=Strain.H, description="Strain", style={**style, "button_width": "42px"})
        self.doubled = widgets.ToggleButtons(options=[("—", 0), ("X", 1), ("XX", 2)], value=0, description="Doubled",
                                             style={**style, "button_width": "42px"})
        self.declarer = widgets.Dropdown(options=[(s.english, s) for s in Seat], value=Seat.S, description="Declarer",
                                         style=style, layout=widgets.Layout(width="180px"))
        self.vulnerable = widgets.Checkbox(value=False, description="Declarer vulnerable", style=style)
        self.tricks = widgets.BoundedIntText(value=10, min=0, max=13, description="Tricks taken by declarer's side",
                                             style=style, layout=widgets.Layout(width="280px"))
        self.below = widgets.IntText(value=0, description="Below the line, declarer", style=style,
                                     layout=widgets.Layout(width="260px"))
        self.above = widgets.IntText(value=0, description="Above the line, declarer", style=style,
                                     layout=widgets.Layout(width="260px"))
        self.defenders = widgets.IntText(value=0, description="Above the line, defenders", style=style,
                                         layout=widgets.Layout(width="260px"))
        self.check_button = widgets.Button(description="Check", icon="check", button_style="primary")
        self.record_button = widgets.Button(description="Record on the sheet", icon="pencil",
                                            layout=widgets.Layout(display="" if self.rubber else "none"))
        self._marks = widgets.HTML()
        self._explanation = widgets.HTML()
        self._sheet = widgets.HTML()
        self.check_button.on_click(lambda _b: self.check())
        self.record_button.on_click(lambda _b: self.record())
        self._inputs = [self.level, self.strain, self.doubled, self.declarer, self.vulnerable, self.tricks]
        for control in self._inputs:
            control.observe(lambda _change: self._forget(), names="value")
            control.disabled = locked
        self.declarer.observe(lambda _change: self._sync_rubber(), names="value")
        super().__init__([
            widgets.HBox([self.level, self.declarer, self.tricks]),
            self.strain, self.doubled, self.vulnerable,
            widgets.HTML("<b>Your score</b> (0 where nothing is scored)"),
            widgets.VBox([self.below, self.above, self.defenders]),
            widgets.HBox([self.check_button, self.record_button]),
            self._marks, self._message.widget, self._explanation, self._sheet,
        ])
        self._sync_rubber()

    # --- the learner's actions ------------------------------------------------------------
    @property
    def message(self) -> str:
        """The latest feedback."""
        return self._message.text

    @property
    def contract(self) -> Contract:
        """The contract entered in the pad."""
        return Contract(self.level.value, self.strain.value, self.doubled.value, self.declarer.value)

    def set_deal(self, contract: Contract | str, tricks: int, vulnerable: bool | None = None) -> None:
        """Fill in the contract (with declarer), the tricks and the vulnerability."""
        contract = Contract.parse(contract)
        if contract.declarer is None:
            raise ValueError(f"Say who declares {contract}: write it like '4H by S'.")
        if not 0 <= tricks <= 13:
            raise ValueError(f"{tricks} is not a number of tricks: 0 to 13.")
        self.level.value, self.strain.value, self.doubled.value = contract.level, contract.strain, contract.doubled
        self.declarer.value, self.tricks.value = contract.declarer, tricks
        if vulnerable is not None:
            self.vulnerable.value = vulnerable
        self._sync_rubber()

    def answer(self, below: int, above: int, defenders: int) -> Verdict:
        """Type the three lines and check them, as the learner does with the fields."""
        self.below.value, self.above.value, self.defenders.value = below, above, defenders
        return self.check()

    def check(self) -> Verdict:
        """Check the learner's three lines against the engine's score."""
        self.question = ScoreQuestion(self.contract, self.tricks.value, self.vulnerable.value)
        given = (self.below.value, self.above.value, self.defenders.value)
        self.verdict = self.question.check(given)
        marks = []
        for name, mine, right in zip(("Below the line, declarer", "Above the line, declarer", "Above the line, defenders"),
                                     given, self.question.answer, strict=False):
            ok = mine == right
            colour = "#1d6b2f" if ok else "#9c1c1c"
            detail = "" if ok else f" — you wrote {mine}, the score is {right}"
            marks.append(f'<div style="color:{colour}">{"✓" if ok else "✗"} {html.escape(name)}: {right if ok else mine}{html.escape(detail)}</div>')
        self._marks.value = "".join(marks)
        if self.verdict.correct:
            self._message.show("All three lines are right.", "ok")
        else:
            self._message.show("Some lines are wrong: see the explanation below.", "error")
        self._explanation.value = contract_score_html(self.question.score)
        return self.verdict

    def record(self) -> bool:
        """In rubber mode, write the checked deal on the score sheet."""
        if self.rubber is None:
            self._message.show("This pad has no score sheet: create it with ScorePad(rubber=True).", "error")
            return False
        if self.verdict is None:
            self._message.show("Check your score first, then record it.", "error")
            return False
        if self.rubber.is_over:
            self._message.show("The rubber is over: no more deals can be recorded.", "error")
            return False
        contract, tricks = self.question.contract, self.question.tricks  # type: ignore[union-attr]
        self.rubber.record(contract, tricks)
        self._message.show(f"Recorded {contract}, {tricks} tricks, on the sheet.", "ok")
        self.verdict = None
        self._sync_rubber()
        return True

    # --- inside ---------------------------------------------------------------------------
    def _forget(self) -> None:
        self.verdict = None
        self._marks.value = ""
        self._explanation.value = ""

    def _sync_rubber(self) -> None:
        if self.rubber is None:
            return
        side: Side = self.declarer.value.side
        self.vulnerable.value = self.rubber.vulnerable(side)
        self.vulnerable.disabled = True
        self.record_button.disabled = self.rubber.is_over
        self._sheet.value = rubber_html(self.rubber)
