"""Seeded exercises whose answers the engine works out: who wins a trick, is a call legal,
who is declarer, what is the score. The quiz widgets and the printed exercise sheets both
use them, so a teacher's sheet and a learner's screen ask the same kind of question.

>>> q = trick_question(random.Random(1))
>>> q.check(q.answer).correct
True
>>> [type(q).__name__ for q in exercise_set(seed=3, count=4)]
['TrickQuestion', 'CallQuestion', 'DeclarerQuestion', 'ScoreQuestion']

The lessons' smaller questions (count a hand's shape or points, who deals next, which card
may you play, what is the contract, who scores honours, who is vulnerable...) live here
too. Questions are data, and every one answers the same :class:`Question` protocol:

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

>>> q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
>>> q.figure
HandPicture(hand=Hand.parse('KJ5.AJ84.Q3.J752'), title=None)
>>> q.answer_kind
FillIn(boxes=(NumberBox(name='High-card points'),), lines=False)
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeAlias, TypeVar, cast

from .auction import ALL_CALLS, PASS, Auction, Bid, Call, Contract, Strain
from .cards import Card, Hand, Suit
from .deal import Deal, HandSpec, Seat, Side, vulnerability_words
from .errors import BridgeError, as_clause, quote, quote_first
from .play import Play, Trick
from .rubber import Rubber, ScoreSheet
from .scoring import ContractScore, honour_cards, honours, honours_item, score_contract
from .variants import MINIBRIDGE_LEVELS, minibridge_level

if TYPE_CHECKING:
    from .solver import ClaimCheck

__all__ = [
    "Verdict", "Question", "TrickQuestion", "CallQuestion", "DeclarerQuestion", "ScoreQuestion",
    "ShapeQuestion", "NextDealerQuestion", "CardQuestion", "ContractQuestion", "HcpQuestion",
    "BalancedQuestion", "MinibridgeQuestion", "HonoursQuestion", "VulnerableQuestion", "WinnerQuestion",
    "TotalQuestion", "ClaimQuestion", "PlayedOutQuestion",
    "Picture", "HandPicture", "CardsPicture", "TrickPicture", "AuctionPicture", "DealPicture",
    "PositionPicture", "SheetPicture", "Pictures",
    "AnswerKind", "SeatAnswer", "YesNo", "OneOf", "NumberBox", "ChoiceBox", "FillIn", "CardAnswer",
    "answer_kind_of",
    "trick_question", "call_question", "declarer_question", "score_question", "honours_question",
    "exercise_set", "MAX_EXERCISES",
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
        return tuple((seat.english, seat) for seat in Seat)


@dataclass(frozen=True)
class YesNo:
    """The answer is True or False; ``yes`` and ``no`` are the words of the two choices."""

    yes: str = "Yes"
    no: str = "No"

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


@dataclass(frozen=True)
class CardAnswer:
    """The answer is one of ``cards`` (the hand the learner plays from)."""

    cards: tuple[Card, ...]


AnswerKind: TypeAlias = SeatAnswer | YesNo | OneOf | FillIn | CardAnswer
"""How a question is answered."""


def _boxes(fields: tuple[Any, ...]) -> tuple[NumberBox | ChoiceBox, ...]:
    """Boxes from ``fields``: a name is a number box, a (name, options) pair a choice."""
    return tuple(NumberBox(f) if isinstance(f, str) else ChoiceBox(f[0], tuple(f[1])) for f in fields)


def answer_kind_of(question: object) -> AnswerKind:
    """How ``question`` is answered: its ``answer_kind``, or for a question of another
    making, ``options`` to choose from or ``fields`` (box names) to fill in.

    >>> answer_kind_of(BalancedQuestion(Hand.parse("KQ95.J4.A1073.Q8")))
    YesNo(yes='Balanced', no='Unbalanced')
    """
    kind = getattr(question, "answer_kind", None)
    if kind is not None:
        return cast(AnswerKind, kind)
    options = getattr(question, "options", None)
    if options is not None:
        return OneOf(tuple(options))
    fields = getattr(question, "fields", None)
    if fields is not None:
        return FillIn(_boxes(tuple(fields)))
    raise TypeError(f"{type(question).__name__} does not say how it is answered: "
                    "give it an answer_kind, options or fields.")


@dataclass(frozen=True)
class Verdict:
    """The result of checking an answer: right or wrong, and why."""

    correct: bool
    explanation: str

    def __str__(self) -> str:
        return ("Right. " if self.correct else "Not quite. ") + self.explanation


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


# --- reading an answer --------------------------------------------------------------------
# Every check first reads the answer with one of these readers. An answer of the wrong
# shape (a number missing, a word where a seat is asked for, None...) is not an error: it
# is a wrong answer, and the verdict says what is wrong with it before the explanation.

_T = TypeVar("_T")


def _known(value: _T | None, why: str) -> _T:
    """``value``, which the question needs: None means the question was set up on a
    position it cannot ask about, and ``why`` says so."""
    if value is None:
        raise BridgeError(why)
    return value


_WHOLE_TRICK = "A trick question needs a whole trick: four cards."
_FINISHED = "This question needs a finished auction with a contract."
_SOUTH_FOLLOWS = "A card question needs a trick that another player has led and South plays to."


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
    """``a``, ``a and b``, ``a, b and c``."""
    names = tuple(as_clause(name) for name in names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _parts(answer: object, names: tuple[str, ...]) -> tuple[Any, ...]:
    """The values of an answer made of one value per name (a tuple or list; a single value
    when there is one name)."""
    if len(names) == 1 and not isinstance(answer, (tuple, list)):
        answer = (answer,)
    if not isinstance(answer, (tuple, list)):
        raise _BadAnswer(
            f"Give {len(names)} values, one for each of {_listing(names)}: {quote(answer)} is not a list of them."
        )
    if len(answer) < len(names):
        missing = names[len(answer):]
        raise _BadAnswer(
            f"The answer is incomplete: {_listing(missing)} {'is' if len(missing) == 1 else 'are'} missing."
        )
    if len(answer) > len(names):
        raise _BadAnswer(
            f"The answer has {len(answer)} values, but the question asks for {len(names)}: {_listing(names)}."
        )
    return tuple(answer)


def _whole(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _BadAnswer(f"{quote_first(value)} is not a whole number ({as_clause(name)}).")
    return value


def _numbers(question: Any, answer: object) -> tuple[int, ...]:
    """One whole number per box of ``question.fields``."""
    names: tuple[str, ...] = question.fields
    return tuple(_whole(value, name) for value, name in zip(_parts(answer, names), names, strict=False))


def _one_number(question: Any, answer: object) -> int:
    return _whole(answer, "a number of tricks")


def _yes_no(question: Any, answer: object) -> bool:
    if not isinstance(answer, bool):
        raise _BadAnswer(f"Answer True (yes) or False (no), not {quote(answer)}.")
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
    raise _BadAnswer(f"{quote_first(answer)} is not {what}.")


def _seat(question: Any, answer: object) -> Seat:
    return _parsed(answer, Seat, Seat.parse, "a seat: answer North, East, South or West")


def _side(answer: object) -> Side:
    return _parsed(answer, Side, Side.parse, "a side: answer N-S or E-W")


def _side_answer(question: Any, answer: object) -> Side:
    return _side(answer)


def _card(question: Any, answer: object) -> Card:
    return _parsed(answer, Card, Card.parse, "a card, like ♠A or SA")


def _contract(question: Any, answer: object) -> Contract:
    return _parsed(answer, Contract, Contract.parse, "a contract, like 2♥X by N")


def _sides(question: Any, answer: object) -> frozenset[Side]:
    """A set (or list) of sides, possibly empty."""
    if not isinstance(answer, (set, frozenset, list, tuple)):
        raise _BadAnswer(f"The answer is a set of sides, like {{Side.NS}} or an empty set(), not {quote(answer)}.")
    return frozenset(_side(side) for side in answer)


def _side_and_points(question: Any, answer: object) -> tuple[Side | None, int]:
    """(side or None, whole number), the names of the two parts in ``question.parts``."""
    names: tuple[str, str] = question.parts
    side, points = _parts(answer, names)
    return (None if side is None else _side(side), _whole(points, names[1]))


@dataclass(frozen=True)
class TrickQuestion(_Asked):
    """Which seat wins this trick?"""

    trick: Trick
    answer_kind: ClassVar[SeatAnswer] = SeatAnswer("winner")

    @property
    def figure(self) -> TrickPicture:
        return TrickPicture(self.trick, show_winner=False)  # the winner is the question

    @property
    def answered_figure(self) -> TrickPicture:
        return TrickPicture(self.trick)

    @property
    def prompt(self) -> str:
        trumps = "no-trump" if self.trick.strain is Strain.NT else f"{self.trick.strain.english} are trumps"
        cards = ", ".join(f"{s.english} {c}" for s, c in self.trick.plays)
        return f"{trumps.capitalize()}. {self.trick.leader.english} leads. {cards}. Who wins the trick?"

    @property
    def answer(self) -> Seat:
        return _known(self.trick.winner, _WHOLE_TRICK)

    @property
    def explanation(self) -> str:
        card = _known(self.trick.winning_card, _WHOLE_TRICK)
        trump = self.trick.strain.suit
        led = _known(self.trick.suit_led, _WHOLE_TRICK)
        if trump is not None and card.suit is trump:
            trumps = [c for c in self.trick.cards if c.suit is trump]
            if len(trumps) == 1:
                why = f"{card} is the only trump, and any trump beats the other suits"
            else:
                why = f"{card} is the highest trump played"
        else:
            others = [c for c in self.trick.cards if c.suit is not led]
            extra = f"; {', '.join(map(str, others))} did not follow suit and cannot win" if others else ""
            why = f"{card} is the highest {led.english[:-1]} and {led.english} were led{extra}"
        return f"{self.answer.english} wins: {why}."

    @_reads(_seat)
    def check(self, answer: Seat | str) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class CallQuestion(_Asked):
    """Is this call legal now?"""

    auction: Auction
    call: Call
    answer_kind: ClassVar[YesNo] = YesNo("Yes, it is legal", "No, it is not")

    @property
    def figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction)

    @property
    def prompt(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls) or "nothing yet"
        return (f"Dealer {self.auction.dealer.english}. Calls so far: {calls}. "
                f"May {_known(self.auction.turn, 'The auction is over: nobody calls now.').english} "
                f"call {self.call} now?")

    @property
    def answer(self) -> bool:
        return self.auction.is_legal(self.call)

    @property
    def explanation(self) -> str:
        reason = self.auction.why_illegal(self.call)
        if reason is None:
            if self.call is PASS:
                return "Yes: you may always pass while the auction is open."
            if self.call.is_bid:
                last = self.auction.last_bid
                return f"Yes: {self.call} is higher than {last}." if last else f"Yes: {self.call} is the first bid."
            return f"Yes: {self.call} is allowed here (the last bid or double was the opponents' and only passes followed)."
        return f"No. {reason}"

    @_reads(_yes_no)
    def check(self, answer: bool) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class DeclarerQuestion(_Asked):
    """Who is declarer after this auction?"""

    auction: Auction
    answer_kind: ClassVar[SeatAnswer] = SeatAnswer("declarer")

    @property
    def figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction, show_result=False)  # the contract line would give it away

    @property
    def answered_figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction)

    @property
    def prompt(self) -> str:
        calls = " ".join(str(c) for c in self.auction.calls)
        return f"Dealer {self.auction.dealer.english}. The auction: {calls}. Who is declarer?"

    @property
    def answer(self) -> Seat:
        return _known(_known(self.auction.contract, _FINISHED).declarer, _FINISHED)

    @property
    def explanation(self) -> str:
        contract = _known(self.auction.contract, _FINISHED)
        last = next(i for i in range(len(self.auction) - 1, -1, -1) if self.auction.calls[i].is_bid)
        last_seat = self.auction.seat_of(last)
        first = self.answer
        side, strain = first.side.english, contract.strain.english
        if first is last_seat:
            return f"{first.english} declares {contract.bid}: {first.english} made the final bid and was the first of {side} to name {strain}."
        return (f"{first.english} declares {contract.bid}: {last_seat.english} made the final bid, but "
                f"{first.english} was the first of {side} to name {strain}.")

    @_reads(_seat)
    def check(self, answer: Seat | str) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class ScoreQuestion(_Asked):
    """Score a contract: below the line, above the line for declarer, and for defenders."""

    contract: Contract
    tricks: int
    vulnerable: bool
    score: ContractScore = field(init=False, compare=False, repr=False)
    # The three lines of the answer (the score pad and the score quiz draw their own boxes).
    fields: ClassVar[tuple[str, ...]] = (
        "below the line", "above the line for declarer", "above the line for the defenders",
    )
    answer_kind: ClassVar[FillIn] = FillIn(_boxes(
        ("Below the line, declarer", "Above the line, declarer", "Above the line, defenders")), lines=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "score", score_contract(self.contract, self.tricks, self.vulnerable))

    @property
    def prompt(self) -> str:
        vul = "vulnerable" if self.vulnerable else "not vulnerable"
        return (f"{self.contract}, declarer {vul}, takes {self.tricks} tricks. "
                "Score it: below the line for declarer, above the line for declarer, above the line for the defenders.")

    @property
    def answer(self) -> tuple[int, int, int]:
        return (self.score.below, self.score.above, self.score.defenders)

    @property
    def explanation(self) -> str:
        return "; ".join(f"{item.label} ({item.points} {item.line} for {item.side})" for item in self.score.items) + "."

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        wrong = [f"{n}: you wrote {a}, it is {b}" for n, a, b in zip(self.fields, answer, self.answer, strict=False) if a != b]
        if not wrong:
            return Verdict(True, self.explanation)
        return Verdict(False, "; ".join(wrong) + ". " + self.explanation)


# --- the lessons' smaller questions -------------------------------------------------------

@dataclass(frozen=True)
class ShapeQuestion(_Asked):
    """Count the cards of each suit in a hand shown in the order it was dealt.

    >>> q = ShapeQuestion(tuple(Card.parse(c) for c in "SA S2 H3 D4 C5 C6 C7 C8 C9 CT CJ CQ CK".split()))
    >>> q.answer
    (2, 1, 1, 9)
    >>> q.check((2, 1, 1, 9)).correct, q.check((1, 2, 1, 9)).correct
    (True, False)
    """

    cards: tuple[Card, ...]
    fields: ClassVar[tuple[str, ...]] = ("♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs")
    answer_kind: ClassVar[FillIn] = FillIn(_boxes(fields))

    @property
    def hand(self) -> Hand:
        return Hand(self.cards)

    @property
    def figure(self) -> CardsPicture:
        return CardsPicture(self.cards)

    @property
    def prompt(self) -> str:
        return ("Your 13 cards, in the order they were dealt to you. Sort them in your mind: "
                "how many cards of each suit do you hold?")

    @property
    def answer(self) -> tuple[int, int, int, int]:
        return self.hand.shape

    @property
    def explanation(self) -> str:
        counts = ", ".join(f"{n} {s.english}" for s, n in zip(Suit, self.answer, strict=False))
        return f"Sorted, the hand is {self.hand}: {counts}, {len(self.hand)} cards in all."

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class NextDealerQuestion(_Asked):
    """Who deals next, after some deals that were played or passed out?

    ``passed_out`` holds one True/False per deal already finished.

    >>> q = NextDealerQuestion(Seat.W, (True,))
    >>> q.answer.english
    'North'
    >>> q.check(Seat.W).correct
    False
    """

    first_dealer: Seat
    passed_out: tuple[bool, ...]
    answer_kind: ClassVar[SeatAnswer] = SeatAnswer("dealer")
    options: ClassVar[tuple[tuple[str, Seat], ...]] = answer_kind.options

    @property
    def answer(self) -> Seat:
        # The deal passes to the left after every deal, passed out or not.
        return self.first_dealer.next(len(self.passed_out))

    @property
    def prompt(self) -> str:
        story = []
        dealer = self.first_dealer
        for number, out in enumerate(self.passed_out, 1):
            what = "was passed out (nobody bid)" if out else "was bid and played"
            story.append(f"Deal {number} was dealt by {dealer.english} and {what}.")
            dealer = dealer.left
        return " ".join(story) + f" Who deals deal {len(self.passed_out) + 1}?"

    @property
    def explanation(self) -> str:
        seats = [self.first_dealer.next(k).english for k in range(len(self.passed_out) + 1)]
        return ("The deal passes to the left after every deal, passed out or not: "
                + " → ".join(seats) + f". {self.answer.english} deals next.")

    @_reads(_seat)
    def check(self, answer: Seat) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class CardQuestion(_Asked):
    """It is South's turn in a trick: which card may South play? Any legal card is right;
    ``answer`` lists them all.

    >>> play = Play(Deal.parse("N:KQ..Q8. .A4.A.J A..K4.3 J..5.Q2"), Contract.parse("1NT by S"))
    >>> for card in ("D5", "D8", "DA"):
    ...     play.play(card)
    >>> q = CardQuestion(play)
    >>> [str(c) for c in q.answer]
    ['♦K', '♦4']
    >>> q.check(Card.parse("D4")).correct, q.check(Card.parse("SA")).correct
    (True, False)
    """

    play: Play

    @property
    def trumps(self) -> str:
        strain = self.play.contract.strain
        return "No-trump" if strain is Strain.NT else f"{strain.english.capitalize()} are trumps"

    @property
    def figure(self) -> Pictures:
        hand = HandPicture(self.play.hand(Seat.S), title="South")
        trick = self.play.current_trick
        return Pictures((hand,) if trick is None else (TrickPicture(trick), hand))

    @property
    def answer_kind(self) -> CardAnswer:
        return CardAnswer(tuple(self.play.hand(Seat.S)))

    @property
    def prompt(self) -> str:
        trick = _known(self.play.current_trick, _SOUTH_FOLLOWS)
        so_far = ", ".join(f"{seat.english} {card}" for seat, card in trick.plays)
        return f"{self.trumps}. So far: {so_far}. You are South: click a card you may play."

    @property
    def answer(self) -> tuple[Card, ...]:
        return tuple(sorted(self.play.legal_cards(), reverse=True))

    @property
    def _led(self) -> Suit:
        return _known(_known(self.play.current_trick, _SOUTH_FOLLOWS).suit_led, _SOUTH_FOLLOWS)

    @property
    def explanation(self) -> str:
        led = self._led
        allowed = ", ".join(str(c) for c in self.answer)
        if all(c.suit is led for c in self.answer):
            return f"You must follow suit: you may play {allowed}."
        return f"You have no {led.english}, so you may play any card: {allowed}."

    @_reads(_card)
    def check(self, card: Card) -> Verdict:
        legal = self.play.legal_cards()
        led = self._led
        reason = self.play.why_illegal(card)
        if reason is not None:
            allowed = ", ".join(str(c) for c in sorted(legal, reverse=True))
            return Verdict(False, f"{card} is not allowed. {reason} You may play: {allowed}.")
        if all(c.suit is led for c in legal):
            return Verdict(True, f"{card} is allowed: you follow suit. Any of your {led.english} would do, "
                                 "high or low: you never have to win the trick.")
        return Verdict(True, f"{card} is allowed: you have no {led.english}, so you may play any card, "
                             "a trump or a discard. Nobody has to trump.")


@dataclass(frozen=True)
class ContractQuestion(_Asked):
    """What is the contract after this auction? ``choices`` are contracts to choose from,
    as text like "2HX by N".

    >>> q = ContractQuestion(Auction(Seat.N, "1H Pass 2H X XX Pass Pass Pass"), ("2H by S", "2HXX by N"))
    >>> str(q.answer)
    '2♥XX by N'
    >>> [label for label, _ in q.options]
    ['2♥ by S', '2♥XX by N']
    >>> q.check(Contract.parse("2H by S")).correct
    False
    """

    auction: Auction
    choices: tuple[str, ...]

    @property
    def options(self) -> list[tuple[str, Contract]]:
        return [(str(Contract.parse(c)), Contract.parse(c)) for c in self.choices]

    @property
    def answer_kind(self) -> OneOf:
        return OneOf(tuple(self.options))

    @property
    def figure(self) -> AuctionPicture:
        return AuctionPicture(self.auction, show_result=False)  # the contract line is the answer

    @property
    def prompt(self) -> str:
        return "The auction is over. What is the contract?"

    @property
    def answer(self) -> Contract:
        return _known(self.auction.contract, _FINISHED)

    @property
    def explanation(self) -> str:
        c = self.answer
        declarer = _known(c.declarer, _FINISHED)
        status = ("", ", doubled", ", redoubled")[c.doubled]
        return (f"The contract is {c}: the last bid was {c.bid}{status}, and {declarer.english} "
                f"was the first of {declarer.side.english} to name {c.strain.english}.")

    @_reads(_contract)
    def check(self, answer: Contract) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class HcpQuestion(_Asked):
    """How many high-card points does this hand hold (ace 4, king 3, queen 2, jack 1)?

    >>> q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
    >>> q.answer
    (12,)
    >>> q.check((13,)).correct
    False
    """

    hand: Hand
    fields: ClassVar[tuple[str, ...]] = ("High-card points",)
    answer_kind: ClassVar[FillIn] = FillIn(_boxes(fields))

    @property
    def figure(self) -> HandPicture:
        return HandPicture(self.hand)

    @property
    def prompt(self) -> str:
        return "Count the high-card points of this hand, type the total and press Check."

    @property
    def answer(self) -> tuple[int]:
        return (self.hand.hcp,)

    @property
    def explanation(self) -> str:
        honour_cards = [card for card in self.hand if card.hcp]
        sums = " + ".join(f"{card} {card.hcp}" for card in honour_cards) or "no ace, king, queen or jack"
        return f"{sums} = {self.hand.hcp} high-card points."

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def _pattern(hand: Hand) -> str:
    """A hand's suit lengths from longest to shortest, written 5-3-3-2."""
    return "-".join(str(n) for n in hand.pattern)


@dataclass(frozen=True)
class BalancedQuestion(_Asked):
    """Is this hand balanced (4-3-3-3, 4-4-3-2 or 5-3-3-2)?

    >>> q = BalancedQuestion(Hand.parse("KQ95.J4.A1073.Q8"))
    >>> q.answer, q.check(True).correct
    (False, False)
    >>> q.explanation.split(":")[0]
    'Its pattern is 4-4-2-2'
    """

    hand: Hand
    answer_kind: ClassVar[YesNo] = YesNo("Balanced", "Unbalanced")
    options: ClassVar[tuple[tuple[str, bool], ...]] = answer_kind.options

    @property
    def figure(self) -> HandPicture:
        return HandPicture(self.hand)

    @property
    def prompt(self) -> str:
        return "Is this hand balanced?"

    @property
    def answer(self) -> bool:
        return self.hand.is_balanced

    @property
    def explanation(self) -> str:
        lengths = self.hand.pattern
        faults = []
        if 0 in lengths:
            faults.append("a void")
        if 1 in lengths:
            faults.append("a singleton")
        if lengths.count(2) > 1:
            faults.append(f"{lengths.count(2)} doubletons")
        verdict = "balanced" if self.answer else "unbalanced, with " + " and ".join(faults)
        return (f"Its pattern is {_pattern(self.hand)}: {verdict}. "
                "The balanced patterns are 4-3-3-3, 4-4-3-2 and 5-3-3-2.")

    @_reads(_yes_no)
    def check(self, answer: bool) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class MinibridgeQuestion(_Asked):
    """Minibridge: which level does the table give the side with more points?

    >>> q = MinibridgeQuestion(Deal.random(seed=78))
    >>> q.answer == (minibridge_level(q.points(q.side)),)
    True
    >>> q.check((q.answer[0] + 1,)).correct
    False
    """

    deal: Deal
    fields: ClassVar[tuple[str, ...]] = ("Level",)
    answer_kind: ClassVar[FillIn] = FillIn(_boxes(fields))

    def points(self, side: Side) -> int:
        """The high-card points of ``side``'s two hands."""
        return sum(self.deal[seat].hcp for seat in side.seats)

    @property
    def side(self) -> Side:
        return max(Side, key=self.points)

    @property
    def figure(self) -> DealPicture:
        return DealPicture(self.deal, hcp=True)

    @property
    def prompt(self) -> str:
        shown = ", ".join(f"{seat.english} {self.deal[seat].hcp}" for seat in Seat)
        return (f"In minibridge the players show their points: {shown}. "
                "Which level does the table recommend for the side with more points?")

    @property
    def answer(self) -> tuple[int]:
        level = minibridge_level(self.points(self.side))
        assert level is not None, "the side with more points holds at least 20 of the 40"
        return (level,)

    @property
    def explanation(self) -> str:
        side, other = self.side, self.side.opponents
        a, b = side.seats
        total = self.points(side)
        low, high, level = next(row for row in MINIBRIDGE_LEVELS if row[0] <= total <= row[1])
        return (f"{side.english} hold {self.deal[a].hcp} + {self.deal[b].hcp} = {total} points, more than "
                f"{other.english}'s {self.points(other)}. The table gives level {level} for {low}-{high} points.")

    @_reads(_numbers)
    def check(self, answer: tuple[int, ...]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


def _cards_text(cards: list[Card]) -> str:
    if not cards:
        return "none"
    return (cards[0].suit.symbol if len({c.suit for c in cards}) == 1 else "") + " ".join(
        str(c.rank) if len({c.suit for c in cards}) == 1 else str(c) for c in cards)


@dataclass(frozen=True)
class HonoursQuestion(_Asked):
    """Who scores honours on this deal, and how many points? The answer is a pair
    (side, points), or (None, 0) when nobody does.

    >>> deal = Deal.parse("N:AKQJ.432.432.432 T98.AKQJ.765.765 765.T98.AKQJ.T98 432.765.T98.AKQJ")
    >>> q = HonoursQuestion(deal, Contract.parse("4S by S"))
    >>> q.answer == (Side.NS, 100)
    True
    >>> q.check((Side.EW, 100)).correct
    False
    """

    deal: Deal
    contract: Contract
    tricks: int | None = None
    parts: ClassVar[tuple[str, str]] = ("the side that scores honours (None for nobody)", "the points")
    options: ClassVar[tuple[tuple[str, tuple[Side | None, int]], ...]] = (
        ("Nobody", (None, 0)),
        ("N-S 100", (Side.NS, 100)), ("N-S 150", (Side.NS, 150)),
        ("E-W 100", (Side.EW, 100)), ("E-W 150", (Side.EW, 150)),
    )
    answer_kind: ClassVar[OneOf] = OneOf(options)

    @property
    def figure(self) -> DealPicture:
        return DealPicture(self.deal, title=f"Contract: {self.contract}")

    @property
    def prompt(self) -> str:
        taken = "" if self.tricks is None else f" Declarer's side takes {self.tricks} tricks."
        return (f"The contract is {self.contract}.{taken} The play is over and all the hands are shown. "
                "Who scores honours, and how much?")

    @property
    def answer(self) -> tuple[Side | None, int]:
        for seat in Seat:
            points = honours(self.deal[seat], self.contract.strain)
            if points:
                return (seat.side, points)
        return (None, 0)

    @property
    def explanation(self) -> str:
        strain = self.contract.strain
        if strain is Strain.NT:
            what = "At no-trump the honours are the four aces."
        else:
            what = f"Trumps are {strain.symbol}, so the honours are {strain.symbol}A K Q J 10."
        held = "; ".join(f"{seat.english} {_cards_text(honour_cards(self.deal[seat], strain))}" for seat in Seat)
        side, points = self.answer
        if side is None:
            verdict = ("No single hand holds enough of them, and partners' hands are never added together, "
                       "so nobody scores honours.")
        else:
            seat = next(s for s in Seat if honours(self.deal[s], strain))
            item = honours_item(points, strain, side, holder=seat.english, declaring_side=self.contract.side)
            verdict = f"{item.label}: {item.points} above the line for {side.english}."
        return f"{what} Held: {held}. {verdict}"

    @_reads(_side_and_points)
    def check(self, answer: tuple[Side | None, int]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


_COLUMN = {Side.NS: "WE (N-S)", Side.EW: "THEY (E-W)"}


def _sheet_to_read(rubber: Rubber) -> SheetPicture:
    """The rubber's sheet with its entries only: no totals, result lines or vulnerability
    marks, which the learner works out."""
    return SheetPicture(rubber.sheet, show_results=False)


def _totals(rubber: Rubber) -> str:
    totals = rubber.totals()
    return f"Totals: WE (N-S) {totals[Side.NS]}, THEY (E-W) {totals[Side.EW]}"


@dataclass(frozen=True)
class VulnerableQuestion(_Asked):
    """Who is vulnerable for the next deal of this rubber? The answer is a frozenset of sides.

    >>> rubber = Rubber(dealer=Seat.E)
    >>> _ = rubber.record("4S by W", 10)
    >>> q = VulnerableQuestion(rubber)
    >>> q.answer == frozenset({Side.EW}), q.check(frozenset()).correct
    (True, False)
    """

    rubber: Rubber
    prompt: ClassVar[str] = "Who is vulnerable on the next deal?"
    options: ClassVar[tuple[tuple[str, frozenset[Side]], ...]] = (
        ("Neither side", frozenset()), ("WE (N-S)", frozenset({Side.NS})),
        ("THEY (E-W)", frozenset({Side.EW})), ("Both sides", frozenset(Side)),
    )
    answer_kind: ClassVar[OneOf] = OneOf(options)

    @property
    def figure(self) -> SheetPicture:
        return _sheet_to_read(self.rubber)

    @property
    def answer(self) -> frozenset[Side]:
        return self.rubber.vulnerability

    @property
    def explanation(self) -> str:
        r = self.rubber
        return (f"Games won: WE {r.games_won(Side.NS)}, THEY {r.games_won(Side.EW)}. A side is vulnerable once it "
                f"has won a game; part-scores do not count. Vulnerable now: {vulnerability_words(r.vulnerability)}.")

    @_reads(_sides)
    def check(self, answer: Any) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class WinnerQuestion(_Asked):
    """Who won the rubber (two games)?

    >>> rubber = Rubber(dealer=Seat.S)
    >>> _ = rubber.record("4H by S", 10), rubber.record("3NT by N", 9)
    >>> q = WinnerQuestion(rubber)
    >>> q.answer is Side.NS, q.check(Side.EW).correct
    (True, False)
    """

    rubber: Rubber
    prompt: ClassVar[str] = "The rubber is over. Who won the rubber?"
    options: ClassVar[tuple[tuple[str, Side], ...]] = (("WE (N-S)", Side.NS), ("THEY (E-W)", Side.EW))
    answer_kind: ClassVar[OneOf] = OneOf(options)

    @property
    def figure(self) -> SheetPicture:
        return _sheet_to_read(self.rubber)

    @property
    def answer(self) -> Side | None:
        return self.rubber.winner

    @property
    def explanation(self) -> str:
        r = self.rubber
        winner = _known(r.winner, "The rubber is not over: nobody has won two games yet.")
        bonus = next(item for item in r.items if item.label.startswith("Rubber bonus"))
        return (f"{_COLUMN[winner]} won two games (WE {r.games_won(Side.NS)}, THEY {r.games_won(Side.EW)}), "
                f"so they score the rubber bonus: {bonus.points} for {bonus.label.split(': ')[1]}. "
                "Who has the larger total is a separate question.")

    @_reads(_side_answer)
    def check(self, answer: Side) -> Verdict:
        return Verdict(answer is self.answer, self.explanation)


@dataclass(frozen=True)
class TotalQuestion(_Asked):
    """Who has the larger total, and by how much? The answer is (side, difference), with
    side None for equal totals. With ``stop=True`` the rubber is first stopped and settled
    as unfinished (on a copy: the rubber given is not changed).

    >>> rubber = Rubber(dealer=Seat.S)
    >>> _ = rubber.record("2H by S", 8)
    >>> q = TotalQuestion(rubber)
    >>> q.answer == (Side.NS, 60), q.check((Side.NS, 50)).correct
    (True, False)
    """

    rubber: Rubber
    stop: bool = False
    parts: ClassVar[tuple[str, str]] = ("the side with the larger total (None when equal)", "ahead by")
    fields: ClassVar[tuple[Any, ...]] = (
        ("Larger total", (("WE (N-S)", Side.NS), ("THEY (E-W)", Side.EW), ("equal totals", None))),
        "ahead by",
    )
    answer_kind: ClassVar[FillIn] = FillIn(_boxes(fields))

    @property
    def figure(self) -> SheetPicture:
        return _sheet_to_read(self.rubber)

    @property
    def prompt(self) -> str:
        if self.stop:
            return ("The players must stop here: the rubber is unfinished. Settle it, add up both columns: "
                    "who has the larger total, and by how much?")
        return "Add up both columns. Who has the larger total, and by how much?"

    @property
    def settled(self) -> Rubber:
        rubber = self.rubber.copy()
        if self.stop:
            rubber.settle()
        return rubber

    @property
    def answer(self) -> tuple[Side | None, int]:
        r = self.settled
        return (r.leader, abs(r.net))

    @property
    def explanation(self) -> str:
        r = self.settled
        parts = []
        if self.stop:
            written = "; ".join(f"{item.points} to {_COLUMN[item.side]} ({item.label.lower()})"
                                for item in r.settlement or ())
            parts.append(f"Stopping writes: {written or 'nothing'}.")
        parts.append(_totals(r) + ".")
        leader, diff = self.answer
        parts.append("The totals are equal." if leader is None else f"{_COLUMN[leader]} are ahead by {diff}.")
        return " ".join(parts)

    @_reads(_side_and_points)
    def check(self, answer: tuple[Side | None, int]) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


# --- claims (RULES.md 4) ---------------------------------------------------------------------

def _plan_cards(plan: str | tuple[Card | str, ...]) -> tuple[Card, ...]:
    items = plan.replace(",", " ").split() if isinstance(plan, str) else plan
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in items)


_SAFE = YesNo("Yes, it is safe", "No, it can fail")


@dataclass(frozen=True)
class ClaimQuestion(_Asked):
    """Declarer claims ``tricks`` of the remaining tricks with a stated ``plan`` (his
    side's cards in the order they will be played): is the claim safe? The claim checker
    (:func:`bridgelib.solver.check_claim`) plays the plan against every defence.

    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")   # West leads
    >>> q = ClaimQuestion(play, 2, "SQ SA")   # North's ♠Q, then the ♠A: East's ♠K wins one
    >>> q.answer, q.check(True).correct
    (False, False)
    >>> print(q.check(False))
    Right. The claim fails: following the stated plan, declarer's side can be held to 1 of the remaining 2 tricks, for example with East winning trick 1 with ♠K.
    """

    play: Play
    tricks: int
    plan: str | tuple[Card | str, ...]
    options: ClassVar[tuple[tuple[str, bool], ...]] = _SAFE.options

    @property
    def answer_kind(self) -> AnswerKind:
        return _SAFE

    @property
    def verdict(self) -> ClaimCheck:
        from .solver import check_claim  # the solver is needed only for claims
        return check_claim(self.play, self.tricks, _plan_cards(self.plan))

    @property
    def answer(self) -> bool:
        return self.verdict.holds

    @property
    def figure(self) -> PositionPicture:
        return PositionPicture(self.play)

    @property
    def plan_text(self) -> str:
        return ", ".join(str(c) for c in _plan_cards(self.plan))

    @property
    def prompt(self) -> str:
        return (f"{self.play.declarer.english} claims {self.tricks} of the remaining {self.play.tricks_left} "
                f"tricks with this plan (declarer's and dummy's cards in the order they will be played): "
                f"{self.plan_text}. Is the claim safe?")

    @property
    def explanation(self) -> str:
        return self.verdict.reason

    @_reads(_yes_no)
    def check(self, answer: bool) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


@dataclass(frozen=True)
class PlayedOutQuestion(ClaimQuestion):
    """A defender (``disputer``) disputes the claim, so it is played out: declarer bound
    by the plan, every point it leaves open against him, the defenders at their best. How
    many of the remaining tricks does declarer's side take?

    >>> play = Play(Deal.parse("N:AQ... K4... 32... 65..."), "1NT by S")
    >>> q = PlayedOutQuestion(play, 2, "SQ SA", Seat.E)
    >>> q.answer, [label for label, _ in q.options]
    (1, ['0', '1', '2'])
    """

    disputer: Seat = Seat.E

    @property
    def answer(self) -> int:  # type: ignore[override]  # a number of tricks, not a claim's yes or no
        return self.verdict.sure

    @property
    def options(self) -> tuple[tuple[str, int], ...]:  # type: ignore[override]  # numbers of tricks, not yes or no
        return tuple((str(n), n) for n in range(self.play.tricks_left + 1))

    @property
    def answer_kind(self) -> AnswerKind:
        return OneOf(self.options)

    @property
    def prompt(self) -> str:
        declarer = self.play.declarer.english
        return (f"{declarer} claims {self.tricks} of the remaining {self.play.tricks_left} tricks with this "
                f"plan: {self.plan_text}. {self.disputer.english} disputes the claim. Play continues with "
                f"{declarer} bound by the plan and the defenders defending their best. How many of the "
                f"remaining tricks does declarer's side take?")

    @property
    def explanation(self) -> str:
        return f"Declarer's side takes {self.answer}. {self.verdict.reason}"

    @_reads(_one_number)
    def check(self, answer: int) -> Verdict:
        return Verdict(answer == self.answer, self.explanation)


# --- seeded generators -----------------------------------------------------------------

def trick_question(rng: random.Random) -> TrickQuestion:
    """A trick from a random deal: the leader leads a random card and each player follows
    suit with a random card when able (else discards or trumps)."""
    deal = Deal.random(rng)
    strain = rng.choice(list(Strain))
    leader = rng.choice(list(Seat))
    cards: list[Card] = []
    for k in range(4):
        hand = list(deal[leader.next(k)])
        if cards:
            follow = [c for c in hand if c.suit is cards[0].suit]
            hand = follow or hand
        cards.append(rng.choice(hand))
    return TrickQuestion(Trick(leader, cards, strain))


def _natural_bids(auction: Auction, reach: int = 6) -> list[Bid]:
    """The few bids just above the last one (or one-level openings): what beginners'
    auctions are made of, rather than jumps to the seven level."""
    last = auction.last_bid
    start = last.index + 1 if last is not None else 3
    return [c for c in ALL_CALLS[start : start + reach] if isinstance(c, Bid) and c.level <= 6]


def _random_auction(rng: random.Random, length: int, dealer: Seat) -> Auction:
    auction = Auction(dealer)
    for _ in range(length):
        legal = auction.legal_calls()
        others = [c for c in legal if not c.is_bid and c is not PASS]
        options = [PASS] * 3 + _natural_bids(auction) + others
        call = rng.choice(options)
        auction.call(call)
        if auction.is_over:
            auction.undo()
            break
    return auction


def call_question(rng: random.Random) -> CallQuestion:
    """A short auction in progress and a call to judge; about half are legal."""
    auction = _random_auction(rng, rng.randint(1, 6), rng.choice(list(Seat)))
    legal = auction.legal_calls()
    illegal = [c for c in ALL_CALLS if c not in legal]
    last = auction.last_bid
    interesting = [c for c in illegal if not isinstance(c, Bid) or (last is not None and c.level == last.level)]
    if rng.random() < 0.5 or not illegal:
        call = rng.choice(_natural_bids(auction) + [c for c in legal if not c.is_bid] or legal)
    else:
        call = rng.choice(interesting or illegal)
    return CallQuestion(auction, call)


def declarer_question(rng: random.Random) -> DeclarerQuestion:
    """A finished auction (not passed out) in which the final strain was bid more than once
    when possible, so the question is not simply 'who bid last'."""
    best: Auction | None = None
    for _ in range(60):
        auction = Auction(rng.choice(list(Seat)))
        while not auction.is_over:
            bids = _natural_bids(auction, reach=8)
            last = auction.last_bid
            # Partner "raising" the strain makes the declarer rule matter.
            raises = [c for c in bids if last is not None and c.strain is last.strain]
            call: Call
            if raises and rng.random() < 0.45:
                call = rng.choice(raises)
            elif bids and rng.random() < 0.45 and len(auction) < 12:
                call = rng.choice(bids)
            else:
                call = PASS
            auction.call(call)
        if auction.contract is None:
            continue
        best = auction
        final = next(i for i in range(len(auction) - 1, -1, -1) if auction.calls[i].is_bid)
        if auction.contract.declarer is not auction.seat_of(final):
            break
    assert best is not None
    return DeclarerQuestion(best)


def score_question(rng: random.Random) -> ScoreQuestion:
    """A contract, a result and a vulnerability, made or defeated about equally often."""
    level = rng.choices(range(1, 8), [3, 4, 5, 5, 2, 2, 1])[0]
    strain = rng.choice(list(Strain))
    doubled = rng.choices((0, 1, 2), (6, 3, 1))[0]
    declarer = rng.choice(list(Seat))
    need = level + 6
    tricks = rng.randint(need, min(13, need + 2)) if rng.random() < 0.5 else rng.randint(max(0, need - 4), need - 1)
    return ScoreQuestion(Contract(level, strain, doubled, declarer), tricks, rng.random() < 0.5)


def honours_question(rng: random.Random) -> HonoursQuestion:
    """A seeded honours question: usually someone holds honours, sometimes nobody does."""
    strain = rng.choice(list(Strain))
    declarer = rng.choice(list(Seat))
    holder = rng.choice(list(Seat))
    if rng.random() < 0.75:
        deal = Deal.generate({holder: HandSpec(where=lambda hand: honours(hand, strain) > 0)}, seed=rng)
    else:
        deal = Deal.random(rng)
    level = 3 if strain is Strain.NT else 4
    return HonoursQuestion(deal, Contract(level, strain, declarer=declarer))


_GENERATORS: tuple[Callable[[random.Random], Question], ...] = (
    trick_question, call_question, declarer_question, score_question,
)
MAX_EXERCISES = 1000
"""The most questions :func:`exercise_set` makes at once (a sheet has a few dozen)."""


def exercise_set(seed: int | str, count: int) -> list[Question]:
    """``count`` questions (1 to :data:`MAX_EXERCISES`) from ``seed``, cycling through
    the four kinds. The same seed always gives the same sheet."""
    if (isinstance(seed, bool) or not isinstance(seed, (int, str))
            or (isinstance(seed, int) and seed.bit_length() > 256)):
        raise ValueError(f"The seed of an exercise set must be a whole number or a text, not {quote(seed)}.")
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_EXERCISES:
        raise ValueError(
            f"The number of questions (count) must be a whole number from 1 to {MAX_EXERCISES}, not {quote(count)}."
        )
    rng = random.Random(f"exercises-{seed}")
    return [_GENERATORS[i % 4](rng) for i in range(count)]
