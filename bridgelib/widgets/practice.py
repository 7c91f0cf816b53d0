"""Practice without end: a panel at the end of a lesson that deals a fresh problem of the
lesson's kind on request ("Deal me another"), checks each answer with the engine like any
quiz, and keeps the session's tally.

Problem ``k`` of a panel comes from the seed ``seed + k``, so a teacher who names the seed
names the same problems for the whole class.

>>> from bridgelib.widgets import TrickQuiz
>>> panel = Practice(TrickQuiz, seed=7)
>>> first = panel.quiz.question
>>> panel.quiz.answer(first.answer).correct, panel.tally
(True, 'Problem 1. So far: 1 right at the first try, of 1 answered.')
>>> panel.next_problem()
>>> panel.quiz.question != first, panel.problems
(True, 2)
"""

from __future__ import annotations

import random
from collections.abc import Callable

import ipywidgets as widgets

from ..i18n import gettext_ as _
from ..questions import Question, Verdict
from .common import SaysHowToStart, keyboard_ring
from .quiz import Quiz

__all__ = ["Practice"]


class Practice(SaysHowToStart, widgets.VBox):
    """``Practice(SomeQuiz, seed=N)``: problems from ``SomeQuiz(seed=...)`` one after
    another (the quiz must be one that makes its own question from a seed), or with
    ``make=``, ``SomeQuiz(make(random.Random(seed)))``: ``Practice(NumberQuiz,
    make=hcp_question)``.

    ``quiz`` is the problem on screen; ``next_problem()`` does what "Deal me another"
    does; ``answered`` counts the problems answered, ``right_first`` those answered right
    at the first try, and ``tally`` says both in words.
    """

    WHAT = "A practice panel"

    def __init__(self, quiz: type[Quiz], *, seed: int = 0,
                 make: Callable[[random.Random], Question] | None = None) -> None:
        if make is None and quiz._make is None:
            raise TypeError(f"{quiz.__name__} cannot make its own problems from a seed; practice needs one that "
                            "can, or a make= that makes a question from a random.Random.")
        self._kind = quiz
        self._make = make
        self.seed = seed
        self.problems = 0
        self.answered = 0
        self.right_first = 0
        self.next_button = widgets.Button(description=_("Deal me another"), icon="refresh",
                                          tooltip=_("A new problem of the same kind"),
                                          layout=widgets.Layout(width="auto"))
        self.next_button.on_click(lambda _button: self.next_problem())
        self._tally = widgets.HTML()
        self.quiz: Quiz = self._deal()
        bar = widgets.HBox([self.next_button, self._tally],
                           layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([bar, self.quiz])
        self.children = (*self.children, keyboard_ring(self))
        self._show_tally()

    @property
    def tally(self) -> str:
        """The session so far, in words."""
        return _("Problem {number}. So far: {right} right at the first try, of {answered} answered.").format(
            number=self.problems, right=self.right_first, answered=self.answered)

    def next_problem(self) -> None:
        """Put a fresh problem on the screen (the next seed)."""
        self.quiz = self._deal()
        self.children = (self.children[0], self.quiz, *self.children[2:])
        self._show_tally()

    def _deal(self) -> Quiz:
        seed = self.seed + self.problems
        quiz = self._kind(seed=seed) if self._make is None else self._kind(self._make(random.Random(seed)))
        self.problems += 1
        quiz.on_answer(lambda verdict: self._count(quiz, verdict))
        return quiz

    def _count(self, quiz: Quiz, verdict: Verdict) -> None:
        if quiz.attempts == 1:  # only a problem's first answer counts
            self.answered += 1
            self.right_first += verdict.correct
        self._show_tally()

    def _show_tally(self) -> None:
        self._tally.value = f'<span class="bb-tally" style="margin-left:8px">{self.tally}</span>'
