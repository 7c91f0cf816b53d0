"""What the course's questions share: the base class (no picture unless a question says
so), the parts of a position a question needs, and reading an answer.

Every check first reads the answer with one of the readers here. An answer of the wrong
shape (a number missing, a word where a seat is asked for, None...) is not an error: it
is a wrong answer, and the verdict says what is wrong with it before the explanation.

>>> _parts((1, 2), ("spades", "hearts"))
(1, 2)
>>> _seat(None, "W") is Seat.W
True
>>> try:
...     _parts((1,), ("spades", "hearts"))
... except _BadAnswer as bad:
...     print(bad)
The answer is incomplete: hearts is missing.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from ..auction import Contract
from ..cards import Card
from ..deal import Seat, Side
from ..errors import BridgeError, as_clause, quote, quote_first
from ..i18n import N_, join_and
from ..i18n import gettext_ as _
from ..play import Play
from ..questions import CardAnswer, HandPicture, Picture, Pictures, PositionPicture, TrickPicture, Verdict

__all__: list[str] = []  # the exercises' own machinery: bridgelib.exercises exports the questions


class _Asked:
    """What the questions here share: no picture unless they say so, the same picture
    once answered, and ``picture``, the figure as HTML, as questions used to give it
    (drawn through the figure's ``_repr_html_``; a front end draws ``figure`` itself)."""

    __slots__ = ()

    @property
    def figure(self) -> Picture | None:
        return None

    @property
    def answered_figure(self) -> Picture | None:
        return self.figure

    @property
    def picture(self) -> str:
        figure = self.figure
        return "" if figure is None else figure._repr_html_()


class _CardToTrick(_Asked):
    """What the questions on one player's card to a trick under way share (a defender's
    card, declarer's finesse): dummy, the trick so far and the player's own hand as the
    picture; once answered, all four hands; the answer is a card of the player's hand.
    The question has ``play`` and ``seat`` (the player on turn: the learner)."""

    __slots__ = ()
    play: Play

    @property
    def seat(self) -> Seat:
        """The player on turn, who answers."""
        raise NotImplementedError

    @property
    def figure(self) -> Pictures:
        trick = self.play.current_trick
        dummy = self.play.dummy
        parts: list[Picture] = [HandPicture(self.play.hand(dummy), title=_("{seat}: dummy").format(seat=dummy.noun))]
        if trick is not None:
            parts.append(TrickPicture(trick, show_winner=False))
        parts.append(HandPicture(self.play.hand(self.seat), title=_("{seat}: your hand").format(seat=self.seat.noun)))
        return Pictures(tuple(parts))

    @property
    def answered_figure(self) -> Pictures:
        """All four hands, and the trick so far (the position shows only the cards still held)."""
        parts: list[Picture] = [PositionPicture(self.play)]
        if self.play.current_trick is not None:
            parts.append(TrickPicture(self.play.current_trick, show_winner=False))
        return Pictures(tuple(parts))

    @property
    def answer_kind(self) -> CardAnswer:
        return CardAnswer(tuple(self.play.hand(self.seat)))


_T = TypeVar("_T")


def _known(value: _T | None, why: str) -> _T:
    """``value``, which the question needs: None means the question was set up on a
    position it cannot ask about, and ``why`` says so."""
    if value is None:
        raise BridgeError(why)
    return value


# --- reading an answer --------------------------------------------------------------------

class _BadAnswer(Exception):
    """An answer that does not fit the question; the message says why, as a sentence."""


class _Explained(Protocol):
    @property
    def explanation(self) -> str: ...


_Q = TypeVar("_Q", bound=_Explained)
_V = TypeVar("_V")


def _reads(read: Callable[[Any, Any], _V]) -> Callable[[Callable[[_Q, _V], Verdict]], Callable[[_Q, Any], Verdict]]:
    """Decorate a question's ``check(answer)``: the answer is read first by
    ``read(question, answer)``; an answer it cannot read is wrong, and the verdict says
    why, then explains the question."""
    def decorate(check: Callable[[_Q, _V], Verdict]) -> Callable[[_Q, Any], Verdict]:
        @functools.wraps(check)
        def checked(self: _Q, answer: Any) -> Verdict:
            try:
                value = read(self, answer)
            except _BadAnswer as bad:
                return Verdict(False, f"{bad} {self.explanation}")
            return check(self, value)
        return checked
    return decorate


def _listing(names: tuple[str, ...]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (each name in the current language)."""
    return join_and([as_clause(_(name)) for name in names])


def _parts(answer: object, names: tuple[str, ...]) -> tuple[Any, ...]:
    """The values of an answer made of one value per name (a tuple or list; a single value
    when there is one name)."""
    if len(names) == 1 and not isinstance(answer, (tuple, list)):
        answer = (answer,)
    if not isinstance(answer, (tuple, list)):
        raise _BadAnswer(_("Give {count} values, one for each of {names}: {answer} is not a list of them.").format(
            count=len(names), names=_listing(names), answer=quote(answer)))
    if len(answer) < len(names):
        missing = names[len(answer):]
        incomplete = (_("The answer is incomplete: {names} is missing.") if len(missing) == 1
                      else _("The answer is incomplete: {names} are missing."))
        raise _BadAnswer(incomplete.format(names=_listing(missing)))
    if len(answer) > len(names):
        raise _BadAnswer(_("The answer has {given} values, but the question asks for {count}: {names}.").format(
            given=len(answer), count=len(names), names=_listing(names)))
    return tuple(answer)


def _whole(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _BadAnswer(_("{value} is not a whole number ({name}).").format(value=quote_first(value),
                                                                            name=as_clause(_(name))))
    return value


def _numbers(question: Any, answer: object) -> tuple[int, ...]:
    """One whole number per box of ``question.fields``."""
    names: tuple[str, ...] = question.fields
    return tuple(_whole(value, name) for value, name in zip(_parts(answer, names), names, strict=False))


def _one_number(question: Any, answer: object) -> int:
    return _whole(answer, N_("a number of tricks"))


def _yes_no(question: Any, answer: object) -> bool:
    if not isinstance(answer, bool):
        raise _BadAnswer(_("Answer True (yes) or False (no), not {answer}.").format(answer=quote(answer)))
    return answer


def _parsed(answer: object, kind: type[_V], parse: Callable[[str], _V], what: str) -> _V:
    """``answer`` if it is a ``kind``, or its text read by ``parse``; else a bad answer."""
    if isinstance(answer, kind):
        return answer
    if isinstance(answer, str):
        try:
            return parse(answer)
        except ValueError:
            pass
    raise _BadAnswer(_("{answer} is not {what}.").format(answer=quote_first(answer), what=what))


def _seat(question: Any, answer: object) -> Seat:
    return _parsed(answer, Seat, Seat.parse, _("a seat: answer North, East, South or West"))


def _side(answer: object) -> Side:
    return _parsed(answer, Side, Side.parse, _("a side: answer N-S or E-W"))


def _side_answer(question: Any, answer: object) -> Side:
    return _side(answer)


def _card(question: Any, answer: object) -> Card:
    return _parsed(answer, Card, Card.parse, _("a card, like ♠A or SA"))


def _contract(question: Any, answer: object) -> Contract:
    return _parsed(answer, Contract, Contract.parse, _("a contract, like 2♥X by N"))


def _sides(question: Any, answer: object) -> frozenset[Side]:
    """A set (or list) of sides, possibly empty."""
    if not isinstance(answer, (set, frozenset, list, tuple)):
        raise _BadAnswer(_("The answer is a set of sides, like {{Side.NS}} or an empty set(), not {answer}.").format(
            answer=quote(answer)))
    return frozenset(_side(side) for side in answer)


def _side_and_points(question: Any, answer: object) -> tuple[Side | None, int]:
    """(side or None, whole number), the names of the two parts in ``question.parts``."""
    names: tuple[str, str] = question.parts
    side, points = _parts(answer, names)
    return (None if side is None else _side(side), _whole(points, names[1]))
