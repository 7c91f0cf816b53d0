"""The score pad: the learner scores a deal line by line and the engine checks each line.

>>> pad = ScorePad()
>>> pad.set_deal("4HX by S", tricks=7, vulnerable=False)
>>> pad.answer(below=0, above=0, defenders=500).correct
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from urllib.parse import quote

import ipywidgets as widgets

from ..auction import Contract, Strain
from ..deal import Seat, Side
from ..exercises import ScoreQuestion, Verdict
from ..i18n import N_, ngettext
from ..i18n import gettext_ as _
from ..render.html import contract_score_html, rubber_html
from ..rubber import Rubber
from .common import RED, MessageLine, NumberText, SaysHowToStart, keyboard_ring, read_numbers

__all__ = ["ScorePad"]

_STRAINS = [("♣", Strain.C), ("♦", Strain.D), ("♥", Strain.H), ("♠", Strain.S)]  # then no-trump, by its label
_STRAIN_NAMES = [N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades"), N_("No trumps")]
_LINES = ScoreQuestion.fields  # "below the line", ...
_STRAINS_CLASS = "bb-strains"
# The strain buttons are drawn by the browser (ToggleButtons has no colour per button):
# diamonds and hearts in red, as on the call buttons, with the suit symbol on every button.
_STRAIN_COLOURS = (
    "<style>" + ", ".join(f'.{_STRAINS_CLASS} button[data-value="{html.escape(quote(symbol))}"]'
                          for symbol in ("♦", "♥")) + f"{{color:{RED}}}</style>"
)


class ScorePad(SaysHowToStart, widgets.VBox):
    """Enter a contract, its doubling, declarer's vulnerability and the tricks taken, then
    type the score for each line: below the line for declarer, above the line for
    declarer, above the line for the defenders. "Check" marks every line and shows the
    itemised explanation.

    The three boxes start empty; "Check" with an empty box asks for a number and shows
    no answer.

    In rubber mode (``ScorePad(rubber=Rubber())`` or ``rubber=True``) the pad also keeps
    the score sheet: "Record" writes the checked deal on it, vulnerability comes from the
    sheet, and the sheet is drawn below. The sheet always gets the correct score, as a
    scorer's sheet must; when the learner's lines differ, recording says so line by line
    (a learner stuck on a deal can go on with the rubber, and still sees the right score
    against the one written).
    """

    WHAT = "The score pad"

    def __init__(self, rubber: Rubber | bool | None = None, *, locked: bool = False) -> None:
        self.rubber: Rubber | None = Rubber() if rubber is True else (rubber or None)
        self.question: ScoreQuestion | None = None
        self.verdict: Verdict | None = None
        self._message = MessageLine()
        style = {"description_width": "initial"}
        self.level = widgets.Dropdown(options=list(range(1, 8)), value=4, description=_("Level"), style=style,
                                      layout=widgets.Layout(width="110px"))
        self.strain = widgets.ToggleButtons(options=[*_STRAINS, (Strain.NT.label, Strain.NT)], value=Strain.H, description=_("Strain"),
                                            tooltips=[_(name) for name in _STRAIN_NAMES],
                                            style={**style, "button_width": "42px"})
        self.strain.add_class(_STRAINS_CLASS)
        self.doubled = widgets.ToggleButtons(options=[("—", 0), ("X", 1), ("XX", 2)], value=0, description=_("Doubled"),
                                             style={**style, "button_width": "42px"})
        self.declarer = widgets.Dropdown(options=[(s.noun, s) for s in Seat], value=Seat.S, description=_("Declarer"),
                                         style=style, layout=widgets.Layout(width="180px"))
        self.vulnerable = widgets.Checkbox(value=False, description=_("Declarer vulnerable"), style=style)
        tricks = _("Tricks taken by declarer's side")  # Cyrillic letters are wider: more room for two digits
        self.tricks = widgets.BoundedIntText(value=10, min=0, max=13, description=tricks, style=style,
                                             layout=widgets.Layout(width="280px" if tricks.isascii() else "340px"))
        self.below, self.above, self.defenders = (
            NumberText(description=_(name), style=style, layout=widgets.Layout(width="260px", max_width="100%"))
            for name in (box.name for box in ScoreQuestion.answer_kind.boxes))
        self.check_button = widgets.Button(description=_("Check"), icon="check", button_style="primary")
        self.record_button = widgets.Button(description=_("Record on the sheet"), icon="pencil",  # as wide as its words
                                            layout=widgets.Layout(display="" if self.rubber else "none", width="auto"))
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
            _wrapping([self.level, self.declarer, self.tricks]),
            self.strain, self.doubled, self.vulnerable,
            widgets.HTML(_("<b>Your score</b> (write 0 where nothing is scored)") + _STRAIN_COLOURS),
            widgets.VBox([self.below, self.above, self.defenders]),
            _wrapping([self.check_button, self.record_button]),
            self._marks, self._message.widget, self._explanation, self._sheet,
        ])
        self.children = (*self.children, keyboard_ring(self))
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
            raise ValueError(_("Say who declares {contract}: write it like '4H by S'.").format(contract=contract))
        if not 0 <= tricks <= 13:
            raise ValueError(_("{tricks} is not a number of tricks: 0 to 13.").format(tricks=tricks))
        self.level.value, self.strain.value, self.doubled.value = contract.level, contract.strain, contract.doubled
        self.declarer.value, self.tricks.value = contract.declarer, tricks
        if vulnerable is not None:
            self.vulnerable.value = vulnerable
        self._sync_rubber()

    def answer(self, below: int, above: int, defenders: int) -> Verdict:
        """Type the three lines and check them, as the learner does with the fields."""
        self.below.value, self.above.value, self.defenders.value = str(below), str(above), str(defenders)
        return self.check()

    def check(self) -> Verdict:
        """Check the learner's three lines against the engine's score. With an empty box
        (or one that holds no number) it asks for the number first and shows no answer.

        >>> pad = ScorePad()
        >>> pad.check().correct, pad.message
        (False, 'Write a number in every box first.')
        """
        written = read_numbers(self._boxes)
        if isinstance(written, str):
            self._forget()
            self._message.show(written, "info")
            return Verdict(False, written)
        self.question = ScoreQuestion(self.contract, self.tricks.value, self.vulnerable.value)
        given = written
        self.verdict = self.question.check(given)
        marks = []
        for name, mine, right in zip((box.name for box in ScoreQuestion.answer_kind.boxes),
                                     given, self.question.answer, strict=False):
            ok = mine == right
            colour = "#1d6b2f" if ok else "#9c1c1c"
            detail = "" if ok else _(" — you wrote {mine}, the score is {right}").format(mine=mine, right=right)
            line = html.escape(_(name))
            marks.append(f'<div style="color:{colour}">{"✓" if ok else "✗"} {line}: {right if ok else mine}'
                         f'{html.escape(detail)}</div>')
        self._marks.value = "".join(marks)
        if self.verdict.correct:
            self._message.show(_("All three lines are right."), "ok")
        else:
            self._message.show(_("Some lines are wrong: see the explanation below."), "error")
        self._explanation.value = contract_score_html(self.question.score)
        return self.verdict

    def record(self) -> bool:
        """In rubber mode, write the checked deal on the score sheet."""
        if self.rubber is None:
            self._message.show(_("This pad has no score sheet: create it with ScorePad(rubber=True)."), "error")
            return False
        if self.verdict is None:
            self._message.show(_("Check your score first, then record it."), "error")
            return False
        if self.rubber.is_over:
            self._message.show(_("The rubber is over: no more deals can be recorded."), "error")
            return False
        question = self.question
        assert question is not None, "a checked pad has its question"
        self.rubber.record(question.contract, question.tricks)
        done = ngettext("Recorded {contract}, {tricks} trick, on the sheet.", "Recorded {contract}, {tricks} tricks, on "
                        "the sheet.", question.tricks).format(contract=question.contract.label, tricks=question.tricks)
        remark = self._remark(question)
        self._message.show(f"{done} {remark}" if remark else done, "info" if remark else "ok")
        self.verdict = None
        self._sync_rubber()
        return True

    # --- inside ---------------------------------------------------------------------------
    @property
    def _boxes(self) -> tuple[NumberText, NumberText, NumberText]:
        return (self.below, self.above, self.defenders)

    def _remark(self, question: ScoreQuestion) -> str:
        """What the sheet shows that the learner's lines do not ("" when they agree)."""
        wrong = [(_("{right} {line}, not an empty box") if given is None else
                  _("{right} {line}, not the {given} you wrote")).format(right=right, line=_(line), given=given)
                 for line, given, right in zip(_LINES, map(_written, self._boxes), question.answer, strict=True)
                 if given != right]
        return _("The sheet shows the correct score: {lines}.").format(lines="; ".join(wrong)) if wrong else ""

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
        # a phone scrolls the sheet sideways rather than cutting off its right edge
        self._sheet.value = f'<div style="overflow-x:auto;max-width:calc(100vw - 2em)">{rubber_html(self.rubber)}</div>'


def _written(box: NumberText) -> int | None:
    """The number in ``box``; None when it holds none."""
    try:
        return box.number
    except ValueError:
        return None


def _wrapping(children: Sequence[widgets.Widget]) -> widgets.HBox:
    """A row that wraps onto the next line on a narrow screen (a phone) instead of
    running off its right edge."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap"))
