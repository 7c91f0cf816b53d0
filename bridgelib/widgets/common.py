"""Pieces the widgets share: buttons for calls and cards, the message line, colours.

Only the widgets import ipywidgets; the engine and ``render`` never do.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets
import traitlets

from ..auction import Call
from ..cards import Card
from ..i18n import N_, pgettext, tricks_text
from ..i18n import gettext_ as _

__all__ = ["call_button", "call_tooltip", "card_button", "card_name", "show_refusal", "mark_chosen", "MessageLine", "Notifier",
           "NumberText", "SaysHowToStart", "RED", "BLACK", "REFUSED_CLASS", "CHOSEN_CLASS", "FILL_EVERY_BOX",
           "KEYBOARD_CLASS", "KEYBOARD_STYLE", "keyboard_ring"]

RED = "#c0392b"
BLACK = "#1a1a1a"


def _is_red_call(call: Call) -> bool:
    return call.is_bid and call.strain.suit is not None and call.strain.suit.is_red  # type: ignore[attr-defined]


def call_button(call: Call, on_click: Callable[[Call], object]) -> widgets.Button:
    """A bidding-box button for ``call``; clicking it calls ``on_click(call)``."""
    button = widgets.Button(
        description=call.label,
        tooltip=call_tooltip(call),
        # Pass, X and XX take the width of their words (Реконтра is longer than XX), 64 px at least
        layout=widgets.Layout(width="52px", height="30px", padding="0") if call.is_bid else widgets.Layout(
            width="auto", min_width="64px", height="30px", padding="0 6px"),
    )
    button.style.font_weight = "bold"
    button.style.text_color = RED if _is_red_call(call) else BLACK
    if not call.is_bid:
        button.style.button_color = CALL_FACES[str(call)]
    button.on_click(lambda _b: on_click(call))
    return button


def call_tooltip(call: Call) -> str:
    """What a call means, for the tooltip of its button."""
    if call.is_bid:
        level, strain = call.level, call.strain  # type: ignore[attr-defined]
        if strain.suit is None:
            # the English wording is the one the lessons' saved widgets show
            return _("Bid {call}: contract to take {tricks} with no-trump as trumps").format(
                call=call.label, tricks=tricks_text(level + 6))
        return _("Bid {call}: contract to take {tricks} with {suit} as trumps").format(
            call=call.label, tricks=tricks_text(level + 6), suit=strain.noun)
    return {"Pass": _("Pass"), "X": _("Double an opponent's bid"), "XX": _("Redouble an opponent's double")}[str(call)]


CALL_FACES = {"Pass": "#a3d9a5", "X": "#f1a7a7", "XX": "#a7c4f1"}
CARD_FACE = "#fdfdf8"
REFUSED_FACE = "#dcdcd5"
REFUSED_CLASS = "bb-refused"
"""The class of a button whose call or card the engine refuses now (greyed and struck through)."""
MARKED = "#cdeccd"  # a card the hint recommends


def card_button(card: Card, on_click: Callable[[Card], object]) -> widgets.Button:
    """A button showing ``card`` (suit symbol and rank); clicking calls ``on_click(card)``."""
    button = widgets.Button(
        description=str(card),
        tooltip=card_name(card),
        layout=widgets.Layout(width="46px", height="34px", padding="0"),
    )
    button.style.font_weight = "bold"
    button.style.text_color = RED if card.suit.is_red else BLACK
    button.style.button_color = CARD_FACE
    button.on_click(lambda _b: on_click(card))
    return button


def card_name(card: Card) -> str:
    """A card button's accessible name: "Ace of spades", "Ten of hearts" (Туз пик, 10 червей)."""
    return _("{rank} of {suit}").format(rank=pgettext("rank", card.rank.name.title()), suit=card.suit.noun)


def show_refusal(button: widgets.Button, reason: str | None, face: str | None, meaning: str, *,
                 named: bool = False) -> None:
    """Grey out and strike through ``button`` when the engine refuses its call or card now
    (``reason`` says why; None: allowed, drawn with its ``face`` colour and ``meaning`` as
    tooltip). A refused button stays clickable: a browser sends no click for a disabled
    button and a touch screen shows no tooltip, so the click must reach the engine, whose
    sentence then appears in the message line. ``named``: a refused button's tooltip still
    starts with its ``meaning`` (a card's name, "Ace of spades: …"), so a screen reader
    that reads the tooltip hears which card it is before why it is refused."""
    refused = reason is not None
    button.disabled = False
    button.style.button_color = REFUSED_FACE if refused else face
    button.style.text_decoration = "line-through" if refused else "none"  # not by colour alone
    button.tooltip = (f"{meaning}: {reason}" if named else reason) if reason is not None else meaning
    if refused:
        button.add_class(REFUSED_CLASS)
    else:
        button.remove_class(REFUSED_CLASS)


KEYBOARD_CLASS = "bb-keyboard"
"""The class of a widget whose buttons show a clear ring when reached with the keyboard
(the Tab key): the browsers' own ring is a faint line on the widgets' grey buttons."""
KEYBOARD_STYLE = (f"<style>.{KEYBOARD_CLASS} button:focus-visible {{outline:3px solid #1f4e79 !important;"
                  "outline-offset:1px}</style>")
"""The style sheet that draws that ring (a widget that has the class shows it once)."""


def keyboard_ring(widget: widgets.DOMWidget) -> widgets.HTML:
    """Give ``widget`` the keyboard's focus ring: adds :data:`KEYBOARD_CLASS` and returns
    the style sheet to put among its children."""
    widget.add_class(KEYBOARD_CLASS)
    return widgets.HTML(KEYBOARD_STYLE)


CHOSEN_CLASS = "bb-chosen"
"""The class of the answer button the learner clicked last (framed, not by colour alone)."""
_CHOSEN_BORDER = "3px solid #1f4e79"


def mark_chosen(buttons: Iterable[widgets.Button], chosen: widgets.Button) -> None:
    """Frame ``chosen`` (class ``bb-chosen``) and take the frame off the other ``buttons``:
    the learner sees which answer was clicked, and the mark moves with the next click."""
    for button in buttons:
        if button is chosen:
            button.add_class(CHOSEN_CLASS)
            button.layout.border = _CHOSEN_BORDER
        else:
            button.remove_class(CHOSEN_CLASS)
            button.layout.border = None


FILL_EVERY_BOX = N_("Write a number in every box first.")
"""What Check says while a number box is empty (and it shows no answer), in English: it is
shown translated."""


class _TextOrNumber(traitlets.Unicode[str, Any]):
    """Text, or a whole number set from Python (written as text)."""

    def validate(self, obj: Any, value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        return super().validate(obj, value)


class NumberText(widgets.Text):
    """A box for a whole number that starts empty, so that nothing is written for the
    learner (an ``IntText`` cannot be empty and would show 0). Python may set a number:
    it is written as text. :attr:`number` reads it back.

    >>> box = NumberText(description="Tricks")
    >>> box.value, box.number
    ('', None)
    >>> box.value = 120
    >>> box.value, box.number
    ('120', 120)
    """

    if not TYPE_CHECKING:  # for mypy the stubs' ``value: str`` (the stubs' widgets are no HasTraits)
        value = _TextOrNumber("", help="What is written in the box").tag(sync=True)

    @property
    def number(self) -> int | None:
        """The whole number written in the box; None while it is empty. Raises ValueError,
        with a sentence, when something else is written."""
        text = self.value.strip().replace(" ", "")
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise ValueError(_("“{text}” is not a whole number: write it in figures, like 120.").format(
                text=self.value.strip())) from None


def read_numbers(boxes: Iterable[NumberText]) -> tuple[int, ...] | str:
    """The numbers written in ``boxes``, or the sentence that says what to fix first (an
    empty box, or one that holds no whole number)."""
    numbers = []
    for box in boxes:
        try:
            number = box.number
        except ValueError as bad:
            return str(bad)
        if number is None:
            return _(FILL_EVERY_BOX)
        numbers.append(number)
    return tuple(numbers)


class MessageLine:
    """One line of feedback under a widget: an explanation, a warning or a success."""

    _COLOURS = {"info": "#1f4e79", "error": "#9c1c1c", "ok": "#1d6b2f", "warn": "#8a5300"}

    def __init__(self) -> None:
        self.text = ""
        self.kind = "info"
        self.widget = widgets.HTML(value="")

    def show(self, text: str, kind: str = "info") -> None:
        """Show ``text``; ``kind`` is 'info', 'error', 'ok' or 'warn' (allowed, but not
        what the coach advises: no green tick)."""
        self.text = text
        self.kind = kind
        colour = self._COLOURS.get(kind, self._COLOURS["info"])
        icon = {"error": "✗ ", "ok": "✓ ", "warn": "⚠ "}.get(kind, "")
        self.widget.value = (
            f'<div class="bb-message bb-{kind}" style="padding:4px 8px;border-left:4px solid {colour};'
            f'background:#f7f7f2;color:{colour};font-size:14px;white-space:pre-line">{icon}{html.escape(text)}</div>'
            if text else ""
        )

    def clear(self) -> None:
        """Remove the message."""
        self.show("")


class Notifier:
    """Callbacks for a widget that others build on (a rubber table saving after every
    step, moving on when a deal ends): ``on_change`` after each learner action,
    ``on_done`` once the widget's task is finished."""

    def _init_callbacks(self) -> None:
        self._change_callbacks: list[Callable[[], None]] = []
        self._done_callbacks: list[Callable[[Any], None]] = []

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` after every call or card the learner makes or takes back."""
        self._change_callbacks.append(callback)

    def on_done(self, callback: Callable[[Any], None]) -> None:
        """Call ``callback(subject)`` when the task is finished (see each widget)."""
        self._done_callbacks.append(callback)

    def _changed(self) -> None:
        for callback in list(self._change_callbacks):
            callback()

    def _notify_done(self, subject: Any) -> None:
        for callback in list(self._done_callbacks):
            callback(subject)


class SaysHowToStart:
    """A widget whose plain-text form tells a learner what to do. Where a widget cannot be
    drawn yet (a lesson opened in JupyterLab before its cells have run), the notebook
    shows that text instead of the widget: a sentence, not ``TrickQuiz(children=(HTML(…``.

    >>> from bridgelib.widgets import TrickQuiz
    >>> repr(TrickQuiz(seed=1))
    'A quiz: it works once the lesson has run (menu Run ▸ Run All Cells).'
    """

    WHAT = "This exercise"

    def __repr__(self) -> str:
        # ipywidgets cuts the plain text at 110 characters: keep it short
        return f"{self.WHAT}: it works once the lesson has run (menu Run ▸ Run All Cells)."

