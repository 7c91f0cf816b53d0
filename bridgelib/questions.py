"""What a question is: the one protocol every question of the course answers, and the
data it is made of. The course's questions live in :mod:`bridgelib.exercises`; the front
ends draw any :class:`Question` from this data alone.

- ``prompt``: the question in words;
- ``figure``: what to draw above it, as data (a :data:`Picture`: a hand, a trick, an
  auction, a deal, a position, a score sheet... or None), and ``answered_figure``, the
  same once the learner has answered (a trick's winner, an auction's contract shown);
- ``answer_kind``: how the learner answers, as data a front end builds its input from
  (an :data:`AnswerKind`: a seat, yes or no, one of some options, numbers in named boxes,
  a card);
- ``check(answer)``: a :class:`Verdict`, whatever the answer (a wrong kind of answer is a
  wrong answer that says why); ``answer`` and ``explanation``.

:mod:`bridgelib.render.questions` draws the pictures as HTML (so does a picture's
``_repr_html_``), :mod:`bridgelib.widgets.quiz` builds a quiz from ``answer_kind``, and
the handouts print the same data. This module imports neither.

>>> from bridgelib import Hand
>>> HandPicture(Hand.parse("KJ5.AJ84.Q3.J752"))
HandPicture(hand=Hand.parse('KJ5.AJ84.Q3.J752'), title=None)
>>> FillIn.of(("High-card points",))
FillIn(boxes=(NumberBox(name='High-card points'),), lines=False)
>>> print(Verdict(False, "East's ♠K wins."))
Not quite. East's ♠K wins.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias, cast

from .auction import Auction
from .cards import Card, Hand
from .deal import Deal, Seat
from .i18n import N_
from .i18n import gettext_ as _
from .play import Play, Trick
from .rubber import ScoreSheet

__all__ = [
    "Verdict", "Question",
    "Picture", "HandPicture", "CardsPicture", "TrickPicture", "AuctionPicture", "DealPicture",
    "PositionPicture", "SheetPicture", "Pictures",
    "AnswerKind", "SeatAnswer", "YesNo", "OneOf", "NumberBox", "ChoiceBox", "FillIn", "CardAnswer",
    "answer_kind_of",
]


# --- what a question shows: pictures as data -------------------------------------------------
# Each picture says what to draw with engine objects; a front end decides how. A notebook
# shows one through ``_repr_html_`` (drawn by bridgelib.render.questions).

class _Drawn:
    """A picture; in a notebook it is drawn as HTML."""

    __slots__ = ()

    def _repr_html_(self) -> str:
        from .render.questions import picture_html  # the renderer is imported only to draw

        return picture_html(cast("Picture", self))


@dataclass(frozen=True)
class HandPicture(_Drawn):
    """A hand, suit by suit, with a ``title`` above it if one is given."""

    hand: Hand
    title: str | None = None


@dataclass(frozen=True)
class CardsPicture(_Drawn):
    """Cards in a row in the order given (13 cards as they were dealt, not yet sorted)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TrickPicture(_Drawn):
    """A trick on the table; without ``show_winner`` its winner is not marked."""

    trick: Trick
    show_winner: bool = True


@dataclass(frozen=True)
class AuctionPicture(_Drawn):
    """An auction; without ``show_result`` the contract line under it is left off."""

    auction: Auction
    show_result: bool = True


@dataclass(frozen=True)
class DealPicture(_Drawn):
    """All four hands of a deal, with a ``title``; ``hcp`` shows each hand's points."""

    deal: Deal
    title: str | None = None
    hcp: bool = False


@dataclass(frozen=True)
class PositionPicture(_Drawn):
    """A play under way: the cards every hand still holds, all face up, and how it stands."""

    play: Play


@dataclass(frozen=True)
class SheetPicture(_Drawn):
    """A rubber score sheet. Without ``show_results`` it has only the entries: no totals,
    no result lines under it and no vulnerability marks (the learner works them out)."""

    sheet: ScoreSheet
    show_results: bool = True


@dataclass(frozen=True)
class Pictures(_Drawn):
    """Several pictures one after another (the trick so far, then the hand to play from)."""

    parts: tuple[Picture, ...]


Picture: TypeAlias = (
    HandPicture | CardsPicture | TrickPicture | AuctionPicture | DealPicture | PositionPicture | SheetPicture
    | Pictures
)
"""What a question shows above its prompt (None when it shows nothing)."""


# --- how a question is answered: answer kinds as data ----------------------------------------

@dataclass(frozen=True)
class SeatAnswer:
    """The answer is a seat (``name`` says which: the winner, declarer...): one of four."""

    name: str = "seat"

    @property
    def options(self) -> tuple[tuple[str, Seat], ...]:
        """A (label, value) pair per seat, North first."""
        return tuple((seat.noun, seat) for seat in Seat)


@dataclass(frozen=True)
class YesNo:
    """The answer is True or False; ``yes`` and ``no`` are the words of the two choices."""

    yes: str = N_("Yes")
    no: str = N_("No")

    @property
    def options(self) -> tuple[tuple[str, bool], ...]:
        """(yes, True) and (no, False)."""
        return ((self.yes, True), (self.no, False))


@dataclass(frozen=True)
class OneOf:
    """The answer is one of ``options``, (label, value) pairs: a contract from a list, a
    side and its honours, who is vulnerable..."""

    options: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class NumberBox:
    """A box for a whole number, named ``name``."""

    name: str


@dataclass(frozen=True)
class ChoiceBox:
    """A box to choose one of ``options`` ((label, value) pairs) in, named ``name``."""

    name: str
    options: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class FillIn:
    """The answer is the tuple of the values of ``boxes``, filled in and checked together.
    With ``lines`` the boxes are the lines of one score, written one under another."""

    boxes: tuple[NumberBox | ChoiceBox, ...]
    lines: bool = False

    @classmethod
    def of(cls, fields: Iterable[Any], *, lines: bool = False) -> FillIn:
        """Boxes from ``fields``: a name is a number box, a (name, options) pair a choice.

        >>> FillIn.of([("Larger total", (("WE", 1), ("THEY", 2))), "ahead by"]).boxes[0]
        ChoiceBox(name='Larger total', options=(('WE', 1), ('THEY', 2)))
        """
        return cls(tuple(NumberBox(f) if isinstance(f, str) else ChoiceBox(f[0], tuple(f[1])) for f in fields), lines)


@dataclass(frozen=True)
class CardAnswer:
    """The answer is one of ``cards`` (the hand the learner plays from)."""

    cards: tuple[Card, ...]


AnswerKind: TypeAlias = SeatAnswer | YesNo | OneOf | FillIn | CardAnswer
"""How a question is answered."""


def answer_kind_of(question: object) -> AnswerKind:
    """How ``question`` is answered: its ``answer_kind``, or for a question of another
    making, ``options`` to choose from or ``fields`` (box names) to fill in.

    >>> from types import SimpleNamespace
    >>> answer_kind_of(SimpleNamespace(answer_kind=YesNo("Balanced", "Unbalanced")))
    YesNo(yes='Balanced', no='Unbalanced')
    >>> answer_kind_of(SimpleNamespace(options=[("Nobody", None)]))
    OneOf(options=(('Nobody', None),))
    """
    kind = getattr(question, "answer_kind", None)
    if kind is not None:
        return cast(AnswerKind, kind)
    options = getattr(question, "options", None)
    if options is not None:
        return OneOf(tuple(options))
    fields = getattr(question, "fields", None)
    if fields is not None:
        return FillIn.of(fields)
    raise TypeError(f"{type(question).__name__} does not say how it is answered: "
                    "give it an answer_kind, options or fields.")


# --- a question, and the result of checking its answer ---------------------------------------

@dataclass(frozen=True)
class Verdict:
    """The result of checking an answer: right or wrong, and why."""

    correct: bool
    explanation: str

    def __str__(self) -> str:
        verdict = _("Right. {explanation}") if self.correct else _("Not quite. {explanation}")
        return verdict.format(explanation=self.explanation)


class Question(Protocol):
    """What every question offers, and all a front end needs to ask it: the quiz widgets,
    the book's pictures and the printed sheets use nothing else."""

    @property
    def prompt(self) -> str:
        """The question in words."""

    @property
    def figure(self) -> Picture | None:
        """What to draw above the prompt (None: nothing)."""

    @property
    def answered_figure(self) -> Picture | None:
        """What to draw once the learner has answered (what ``figure`` kept hidden)."""

    @property
    def answer_kind(self) -> AnswerKind:
        """How the learner answers."""

    @property
    def answer(self) -> Any:
        """The right answer (for some questions, every right answer)."""

    @property
    def explanation(self) -> str:
        """Why the answer is what it is."""

    def check(self, answer: Any) -> Verdict:
        """Right or wrong, and why; never an error, whatever ``answer`` is."""
