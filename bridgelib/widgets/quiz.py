"""Small quizzes for the lessons: which card wins the trick, is this call legal, who is
declarer, what is the score. Each asks one question from :mod:`bridgelib.exercises`,
checks the answer with the engine and explains.

>>> import random
>>> from bridgelib.exercises import trick_question
>>> quiz = TrickQuiz(trick_question(random.Random(2)))
>>> quiz.answer(quiz.question.answer).correct, quiz.message.startswith("Right.")
(True, True)

Three general shapes take any question that says how it is answered: :class:`ChoiceQuiz`
(one click among ``question.options``), :class:`NumberQuiz` (fill in ``question.fields``
and press Check) and :class:`CardQuiz` (click a card of South's hand). Every quiz draws
``question.picture`` above the prompt when the question has one.

>>> from bridgelib import Hand
>>> from bridgelib.exercises import BalancedQuestion, HcpQuestion
>>> ChoiceQuiz(BalancedQuestion(Hand.parse("KQ95.J43.A107.Q83"))).answer(True).correct
True
>>> quiz = NumberQuiz(HcpQuestion(Hand.parse("KQ95.J43.A107.Q83")))
>>> quiz.answer((12,)).correct, [f.value for f in quiz.fields]
(True, [12])
"""

from __future__ import annotations

import random
from typing import Any

import ipywidgets as widgets

from ..deal import Seat
from ..exercises import (
    CallQuestion, CardQuestion, DeclarerQuestion, HonoursQuestion, ScoreQuestion, TrickQuestion, Verdict,
    call_question, declarer_question, honours_question, score_question, trick_question,
)
from ..render.html import auction_html, trick_html
from .common import MessageLine, card_button

__all__ = [
    "Quiz", "TrickQuiz", "CallQuiz", "DeclarerQuiz", "ScoreQuiz", "ChoiceQuiz", "NumberQuiz", "CardQuiz",
    "HonoursQuiz",
]


class Quiz(widgets.VBox):
    """A question, answer buttons, and the engine's verdict with its explanation.

    ``Quiz(seed=N)`` makes a fresh question from a seed; ``answer(x)`` does what a click
    does. ``attempts`` counts the answers given, ``correct`` says whether the last was right.
    When the question has a ``picture`` (HTML: a hand, a deal, an auction...), it is drawn
    above the prompt.
    """

    _make: Any = None

    def __init__(self, question: Any = None, *, seed: int = 0) -> None:
        if question is None and type(self)._make is None:
            raise TypeError(f"{type(self).__name__} needs a question; it cannot make one from a seed.")
        self.question = question if question is not None else type(self)._make(random.Random(seed))
        self.verdict: Verdict | None = None
        self.attempts = 0
        self._message = MessageLine()
        self.buttons: dict[Any, widgets.Button] = {}
        self._prompt = widgets.HTML(self._prompt_html())
        super().__init__([self._prompt, *self._answer_widgets(), self._message.widget])

    @property
    def message(self) -> str:
        """The verdict and explanation shown after an answer."""
        return self._message.text

    @property
    def correct(self) -> bool | None:
        """Whether the last answer was right (None before any answer)."""
        return None if self.verdict is None else self.verdict.correct

    def answer(self, value: Any) -> Verdict:
        """Check ``value`` and show the explanation."""
        self.attempts += 1
        self.verdict = self.question.check(value)
        self._message.show(str(self.verdict), "ok" if self.verdict.correct else "error")
        return self.verdict

    def _prompt_html(self) -> str:
        return getattr(self.question, "picture", "") + f"<p>{self.question.prompt}</p>"

    def _answer_widgets(self) -> list[widgets.Widget]:
        return []

    def _button_row(self, options: list[tuple[str, Any]]) -> widgets.HBox:
        for label, value in options:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, v=value: self.answer(v))
            self.buttons[value] = button
        return widgets.HBox(list(self.buttons.values()))


class TrickQuiz(Quiz):
    """Which seat wins this trick?"""

    _make = staticmethod(trick_question)
    question: TrickQuestion

    def _prompt_html(self) -> str:
        # The winner stays hidden until the learner has answered.
        return trick_html(self.question.trick, show_winner=False) + f"<p>{self.question.prompt}</p>"

    def _answer_widgets(self) -> list[widgets.Widget]:
        return [self._button_row([(s.english, s) for s in Seat])]

    def answer(self, value: Any) -> Verdict:
        verdict = super().answer(value)
        self._prompt.value = trick_html(self.question.trick) + f"<p>{self.question.prompt}</p>"
        return verdict


class CallQuiz(Quiz):
    """Is this call legal now?"""

    _make = staticmethod(call_question)
    question: CallQuestion

    def _prompt_html(self) -> str:
        return auction_html(self.question.auction) + f"<p>{self.question.prompt}</p>"

    def _answer_widgets(self) -> list[widgets.Widget]:
        return [self._button_row([("Yes, it is legal", True), ("No, it is not", False)])]


class DeclarerQuiz(Quiz):
    """Who is declarer?"""

    _make = staticmethod(declarer_question)
    question: DeclarerQuestion

    def _prompt_html(self) -> str:
        # The contract line under the auction would give the answer away.
        return auction_html(self.question.auction, show_result=False) + f"<p>{self.question.prompt}</p>"

    def answer(self, value: Any) -> Verdict:
        verdict = super().answer(value)
        self._prompt.value = auction_html(self.question.auction) + f"<p>{self.question.prompt}</p>"
        return verdict

    def _answer_widgets(self) -> list[widgets.Widget]:
        return [self._button_row([(s.english, s) for s in Seat])]


class ScoreQuiz(Quiz):
    """What is the score? Three numbers: below the line and above the line for declarer,
    above the line for the defenders."""

    _make = staticmethod(score_question)
    question: ScoreQuestion

    def _answer_widgets(self) -> list[widgets.Widget]:
        style = {"description_width": "initial"}
        self.fields = [
            widgets.IntText(value=0, description=name, style=style, layout=widgets.Layout(width="260px"))
            for name in ("Below the line, declarer", "Above the line, declarer", "Above the line, defenders")
        ]
        check = widgets.Button(description="Check", button_style="primary")
        check.on_click(lambda _b: self.answer(tuple(f.value for f in self.fields)))
        self.buttons["check"] = check
        return [widgets.VBox(self.fields), check]

    def answer(self, value: Any) -> Verdict:
        for field, number in zip(self.fields, value):
            field.value = number
        return super().answer(tuple(value))


class ChoiceQuiz(Quiz):
    """One click answers: one button per (label, value) pair in ``question.options``."""

    def _answer_widgets(self) -> list[widgets.Widget]:
        return [self._button_row(list(self.question.options))]


class NumberQuiz(Quiz):
    """Type the numbers, then press Check. ``question.fields`` names the boxes; a field
    given as ``(name, options)`` with (label, value) options is a drop-down list instead of
    a number box. The answer is the tuple of the fields' values."""

    def _answer_widgets(self) -> list[widgets.Widget]:
        style = {"description_width": "initial"}
        self.fields: list[widgets.Widget] = []
        for spec in self.question.fields:
            if isinstance(spec, str):
                self.fields.append(widgets.IntText(value=0, description=spec, style=style,
                                                   layout=widgets.Layout(width="150px")))
            else:
                name, options = spec
                self.fields.append(widgets.Dropdown(options=list(options), description=name, style=style))
        check = widgets.Button(description="Check", button_style="primary")
        check.on_click(lambda _b: self.answer(tuple(f.value for f in self.fields)))
        self.buttons["check"] = check
        return [widgets.HBox(self.fields), check]

    def answer(self, value: Any) -> Verdict:
        for box, entry in zip(self.fields, value):
            box.value = entry
        return super().answer(tuple(value))


class CardQuiz(Quiz):
    """Which card may South play? The trick so far and South's hand, one button per card."""

    question: CardQuestion

    def _answer_widgets(self) -> list[widgets.Widget]:
        for card in self.question.play.hand(Seat.S):
            self.buttons[card] = card_button(card, self.answer)
        return [widgets.HBox(list(self.buttons.values()))]


class HonoursQuiz(ChoiceQuiz):
    """Who scores honours, and how much? ``HonoursQuiz(seed=N)`` deals a fresh question."""

    _make = staticmethod(honours_question)
    question: HonoursQuestion
