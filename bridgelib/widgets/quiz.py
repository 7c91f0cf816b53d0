"""Small quizzes for the lessons: which card wins the trick, is this call legal, who is
declarer, what is the score. Each asks one question from :mod:`bridgelib.exercises`,
checks the answer with the engine and explains.

>>> import random
>>> from bridgelib.exercises import trick_question
>>> quiz = TrickQuiz(trick_question(random.Random(2)))
>>> quiz.answer(quiz.question.answer).correct, quiz.message.startswith("Right.")
(True, True)

A quiz takes any question (:class:`bridgelib.exercises.Question`): it draws the
question's ``figure`` above the prompt (:func:`bridgelib.render.questions.question_html`)
and builds its input from the question's ``answer_kind``: a button per choice (a seat,
yes or no, one of some options), named boxes to fill in and a Check button, or a button
per card. :class:`ChoiceQuiz`, :class:`NumberQuiz` and :class:`CardQuiz` are the names
the lessons use for those three shapes; :class:`TrickQuiz`, :class:`CallQuiz`,
:class:`DeclarerQuiz`, :class:`ScoreQuiz` and :class:`HonoursQuiz` can also make their
own question from a seed.

>>> from bridgelib import Hand
>>> from bridgelib.exercises import BalancedQuestion, HcpQuestion
>>> ChoiceQuiz(BalancedQuestion(Hand.parse("KQ95.J43.A107.Q83"))).answer(True).correct
True
>>> quiz = NumberQuiz(HcpQuestion(Hand.parse("KQ95.J43.A107.Q83")))
>>> quiz.answer((12,)).correct, [f.value for f in quiz.fields]
(True, ['12'])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

import ipywidgets as widgets

from ..exercises import (
    call_question,
    declarer_question,
    honours_question,
    lead_question,
    score_question,
    trick_question,
)
from ..i18n import gettext_ as _
from ..questions import (
    CardAnswer,
    ChoiceBox,
    FillIn,
    NumberBox,
    OneOf,
    Question,
    SeatAnswer,
    Verdict,
    YesNo,
    answer_kind_of,
)
from ..render.questions import question_html
from .common import MessageLine, NumberText, SaysHowToStart, card_button, keyboard_ring, mark_chosen, read_numbers

__all__ = [
    "Quiz", "TrickQuiz", "CallQuiz", "DeclarerQuiz", "ScoreQuiz", "ChoiceQuiz", "NumberQuiz", "CardQuiz", "LeadQuiz",
    "HonoursQuiz",
]

_STYLE = {"description_width": "initial"}


class Quiz(SaysHowToStart, widgets.VBox):
    """A question, its input, and the engine's verdict with its explanation.

    ``Quiz(question)`` asks any question; ``Quiz(seed=N)`` (on a quiz that has a
    generator) makes a fresh one from a seed. ``answer(x)`` does what a click does.
    ``attempts`` counts the answers given, ``correct`` says whether the last was right.
    ``buttons`` maps each choice's value (or ``"check"``) to its button; ``fields`` are
    the boxes to fill in, when the question has them. The answer button clicked last is
    framed (class ``bb-chosen``). Number boxes start empty and lists with nothing chosen:
    Check with an empty box or an unchosen list asks
    for a number and gives nothing away.
    """

    WHAT = "A quiz"

    _make: Callable[[random.Random], Question] | None = None

    def __init__(self, question: Any = None, *, seed: int = 0) -> None:
        if question is None:
            make = type(self)._make
            if make is None:
                raise TypeError(f"{type(self).__name__} needs a question; it cannot make one from a seed.")
            question = make(random.Random(seed))
        self.question: Any = question
        self.verdict: Verdict | None = None
        self.attempts = 0
        self._listeners: list[Callable[[Verdict], None]] = []
        self._message = MessageLine()
        self.buttons: dict[Any, widgets.Button] = {}
        self.fields: list[NumberText | widgets.Dropdown] = []
        self._prompt = widgets.HTML(question_html(self.question))
        super().__init__([self._prompt, *self._answer_widgets(), self._message.widget])
        self.children = (*self.children, keyboard_ring(self))

    @property
    def message(self) -> str:
        """The verdict and explanation shown after an answer."""
        return self._message.text

    @property
    def correct(self) -> bool | None:
        """Whether the last answer was right (None before any answer)."""
        return None if self.verdict is None else self.verdict.correct

    def answer(self, value: Any) -> Verdict:
        """Check ``value`` (filling in the boxes with it, when there are boxes), show the
        explanation, and draw the picture as it is once answered."""
        chosen = self._button_for(value)
        if chosen is not None:
            mark_chosen(self.buttons.values(), chosen)
        if self.fields and isinstance(value, (tuple, list)):
            for box, entry in zip(self.fields, value, strict=False):
                box.value = entry
            value = tuple(value)
        self.attempts += 1
        self.verdict = self.question.check(value)
        self._message.show(str(self.verdict), "ok" if self.verdict.correct else "error")
        self._prompt.value = question_html(self.question, answered=True)
        for listener in self._listeners:
            listener(self.verdict)
        return self.verdict

    def on_answer(self, callback: Callable[[Verdict], None]) -> None:
        """Call ``callback(verdict)`` after each answer (a practice panel keeps its tally so)."""
        self._listeners.append(callback)

    def _answer_widgets(self) -> list[widgets.Widget]:
        kind = answer_kind_of(self.question)
        match kind:
            case SeatAnswer() | YesNo() | OneOf():
                return [self._button_row(kind.options)]
            case FillIn(boxes, lines):
                return self._boxes(boxes, lines)
            case CardAnswer(cards):
                for card in cards:
                    self.buttons[card] = card_button(card, self._click)
                # one row a suit, as a hand is held: thirteen buttons in a row would not fit a phone
                rows = [[self.buttons[c] for c in cards if c.suit is suit] for suit in dict.fromkeys(c.suit for c in cards)]
                return [widgets.VBox([widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap")) for row in rows])]
        raise TypeError(f"{type(kind).__name__} is not a kind of answer a quiz knows.")

    def _button_for(self, value: Any) -> widgets.Button | None:
        """The answer button of ``value`` (None for the boxes' answers and their Check)."""
        if self.fields or not isinstance(value, Hashable):
            return None
        return self.buttons.get(value)

    def _click(self, value: Any) -> None:
        self.answer(value)

    def _check_boxes(self) -> None:
        """The Check button: the boxes' values, once every number box holds a number and
        every list has a choice."""
        numbers = read_numbers(f for f in self.fields if isinstance(f, NumberText))
        if isinstance(numbers, str):
            self._message.show(numbers, "info")
            return
        unchosen = next((f for f in self.fields if isinstance(f, widgets.Dropdown) and f.index is None), None)
        if unchosen is not None:
            self._message.show(_("Choose one in the list “{name}” first.").format(name=unchosen.description), "info")
            return
        written = iter(numbers)
        self.answer(tuple(next(written) if isinstance(f, NumberText) else f.value for f in self.fields))

    def _answers_with(self, value: Any) -> Callable[[widgets.Button], None]:
        return lambda _button: self._click(value)

    def _button_row(self, options: tuple[tuple[str, Any], ...]) -> widgets.HBox:
        for label, value in options:
            # a label kept in a question is English (N_): it is shown in the current language
            button = widgets.Button(description=_(label), layout=widgets.Layout(width="auto"))
            button.on_click(self._answers_with(value))
            self.buttons[value] = button
        return widgets.HBox(list(self.buttons.values()), layout=widgets.Layout(flex_flow="row wrap"))

    def _boxes(self, boxes: tuple[NumberBox | ChoiceBox, ...], lines: bool) -> list[widgets.Widget]:
        """A box per name (the lines of a score one under another, wider), then Check. Side
        by side, the boxes wrap onto the next line where the screen is narrow (a phone)."""
        for box in boxes:
            if isinstance(box, NumberBox):
                # room for the name and about five digits: a long name must not squeeze the box
                name = _(box.name)
                width = "260px" if lines else f"{max(150, 70 + 8 * len(name))}px"
                self.fields.append(NumberText(description=name, style=_STYLE,
                                              layout=widgets.Layout(width=width, max_width="100%")))
            else:  # nothing chosen at first: Check must not answer with the first option unasked
                self.fields.append(widgets.Dropdown(options=[(_(label), value) for label, value in box.options], index=None, description=_(box.name),
                                                    style=_STYLE))
        check = widgets.Button(description=_("Check"), button_style="primary")
        check.on_click(lambda _b: self._check_boxes())
        self.buttons["check"] = check
        if lines:
            return [widgets.VBox(self.fields), check]
        return [widgets.HBox(self.fields, layout=widgets.Layout(flex_flow="row wrap")), check]


class TrickQuiz(Quiz):
    """Which seat wins this trick? The winner is shown once answered."""

    _make = staticmethod(trick_question)


class CallQuiz(Quiz):
    """Is this call legal now?"""

    _make = staticmethod(call_question)


class DeclarerQuiz(Quiz):
    """Who is declarer? The contract line is shown once answered."""

    _make = staticmethod(declarer_question)


class ScoreQuiz(Quiz):
    """What is the score? Three numbers: below the line and above the line for declarer,
    above the line for the defenders."""

    _make = staticmethod(score_question)


class ChoiceQuiz(Quiz):
    """One click answers: a button per choice (``question.options`` for a question that
    has no ``answer_kind``)."""


class NumberQuiz(Quiz):
    """Fill in the named boxes, then press Check; a box with options is a drop-down list.
    The answer is the tuple of the boxes' values (``question.fields`` name them for a
    question that has no ``answer_kind``)."""


class CardQuiz(Quiz):
    """Which card may South play? The trick so far and South's hand, one button per card."""


class LeadQuiz(Quiz):
    """Which card do you lead? The auction and the leader's hand, one button per card; the
    solver judges the lead (``LeadQuiz(seed=N)`` deals a fresh one, bid by the coach)."""

    _make = staticmethod(lead_question)


class HonoursQuiz(ChoiceQuiz):
    """Who scores honours, and how much? ``HonoursQuiz(seed=N)`` deals a fresh question."""

    _make = staticmethod(honours_question)
