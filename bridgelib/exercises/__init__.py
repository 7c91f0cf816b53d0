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
too, one module per subject: :mod:`~bridgelib.exercises.hands` (cards, hands and the
deal), :mod:`~bridgelib.exercises.bidding` (the auction), :mod:`~bridgelib.exercises.coach`
(the system's calls after the opening), :mod:`~bridgelib.exercises.play`
(tricks, cards and claims), :mod:`~bridgelib.exercises.technique` (declarer's losers and
lines of play), :mod:`~bridgelib.exercises.finesse` (a finesse to take), :mod:`~bridgelib.exercises.defence` (a defender's card to a trick), :mod:`~bridgelib.exercises.leads` (the opening lead, judged
by the solver), :mod:`~bridgelib.exercises.scores` (the score of a deal and
honours) and :mod:`~bridgelib.exercises.sheet` (reading a rubber's score sheet). Import
them from here.

Every question answers the one protocol of :mod:`bridgelib.questions` (a prompt, a
picture as data, an answer kind, a check that returns a :class:`Verdict`, an answer and
an explanation); its names are exported here too.

>>> from bridgelib import Hand
>>> q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
>>> q.figure
HandPicture(hand=Hand.parse('KJ5.AJ84.Q3.J752'), title=None)
>>> q.answer_kind
FillIn(boxes=(NumberBox(name='High-card points'),), lines=False)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from ..errors import quote
from ..questions import (
    AnswerKind,
    AuctionPicture,
    CardAnswer,
    CardsPicture,
    ChoiceBox,
    DealPicture,
    FillIn,
    HandPicture,
    NumberBox,
    OneOf,
    Picture,
    Pictures,
    PositionPicture,
    Question,
    SeatAnswer,
    SheetPicture,
    TrickPicture,
    Verdict,
    YesNo,
    answer_kind_of,
)
from .bidding import CallQuestion, ContractQuestion, DeclarerQuestion, call_question, declarer_question
from .coach import CoachCallQuestion, PointsTogetherQuestion, coach_call_question, points_together_question
from .defence import DefenceQuestion, defence_question
from .finesse import FinesseQuestion, finesse_question
from .hands import (
    BalancedQuestion,
    HcpQuestion,
    MinibridgeQuestion,
    NextDealerQuestion,
    ShapeQuestion,
    hcp_question,
    next_dealer_question,
)
from .leads import LeadQuestion, lead_question
from .play import CardQuestion, ClaimQuestion, PlayedOutQuestion, TrickQuestion, claim_question, trick_question
from .scores import HonoursQuestion, ScoreQuestion, honours_question, score_question
from .sheet import TotalQuestion, VulnerableQuestion, WinnerQuestion, sheet_question
from .technique import LineQuestion, LosersQuestion, losers_question

__all__ = [
    "Verdict", "Question", "TrickQuestion", "CallQuestion", "DeclarerQuestion", "ScoreQuestion",
    "ShapeQuestion", "NextDealerQuestion", "CardQuestion", "ContractQuestion", "HcpQuestion",
    "BalancedQuestion", "MinibridgeQuestion", "HonoursQuestion", "VulnerableQuestion", "WinnerQuestion",
    "TotalQuestion", "ClaimQuestion", "PlayedOutQuestion", "LeadQuestion", "CoachCallQuestion",
    "PointsTogetherQuestion", "LosersQuestion", "LineQuestion",
    "DefenceQuestion",
    "Picture", "HandPicture", "CardsPicture", "TrickPicture", "AuctionPicture", "DealPicture",
    "PositionPicture", "SheetPicture", "Pictures",
    "AnswerKind", "SeatAnswer", "YesNo", "OneOf", "NumberBox", "ChoiceBox", "FillIn", "CardAnswer",
    "answer_kind_of",
    "trick_question", "call_question", "declarer_question", "score_question", "honours_question", "lead_question",
    "next_dealer_question", "hcp_question", "coach_call_question", "points_together_question", "claim_question",
    "sheet_question", "losers_question", "defence_question", "FinesseQuestion", "finesse_question",
    "exercise_set", "exercise_kinds", "EXERCISE_KINDS", "DEFAULT_KINDS", "MAX_EXERCISES",
]

EXERCISE_KINDS: dict[str, tuple[Callable[[random.Random], Question], str]] = {
    "tricks": (trick_question, "who wins a trick"),
    "calls": (call_question, "whether a call is legal"),
    "declarer": (declarer_question, "who is declarer"),
    "scores": (score_question, "what a contract scores (rubber scoring)"),
    "dealer": (next_dealer_question, "who deals next"),
    "points": (hcp_question, "how many high-card points a hand holds"),
    "together": (points_together_question, "the points two hands hold together, and the level they aim for"),
    "coach": (coach_call_question, "the system's response or rebid"),
    "leads": (lead_question, "the opening lead (judged double dummy)"),
    "losers": (losers_question, "how many losers declarer holds in a trump contract"),
    "defence": (defence_question, "a defender's card: second hand, third hand, covering an honour"),
    "finesse": (finesse_question, "declarer's card when a finesse is the best chance"),
    "claims": (claim_question, "whether a claim is safe"),
    "honours": (honours_question, "who scores honours, and how much"),
    "sheets": (sheet_question, "a rubber's score sheet to finish"),
}
"""The kinds of question an exercise set can hold, by name: each one's generator and what
it asks, in words (the sheet's introduction uses them)."""
DEFAULT_KINDS = ("tricks", "calls", "declarer", "scores")
"""The four kinds a sheet cycles through when no kinds are asked for."""
MAX_EXERCISES = 1000
"""The most questions :func:`exercise_set` makes at once (a sheet has a few dozen)."""


def _is_seed(seed: object) -> bool:
    """A whole number (of at most 256 bits) or a text; not True or False."""
    if isinstance(seed, bool):
        return False
    return isinstance(seed, str) or (isinstance(seed, int) and seed.bit_length() <= 256)


def _is_count(count: object) -> bool:
    """A whole number from 1 to MAX_EXERCISES; not True or False."""
    return not isinstance(count, bool) and isinstance(count, int) and 1 <= count <= MAX_EXERCISES


def exercise_kinds(kinds: Iterable[str] | str | None) -> tuple[str, ...]:
    """The kinds asked for, checked: names of :data:`EXERCISE_KINDS` (a list, or one text
    with commas); None gives :data:`DEFAULT_KINDS`.

    >>> exercise_kinds("leads, claims")
    ('leads', 'claims')
    >>> exercise_kinds(["tricks", "trumps"])
    Traceback (most recent call last):
    ...
    ValueError: There is no kind of exercise called 'trumps'. The kinds are: tricks, calls, declarer, scores, dealer, points, together, coach, leads, losers, defence, finesse, claims, honours, sheets.
    """
    if kinds is None:
        return DEFAULT_KINDS
    names = [k.strip() for k in kinds.split(",")] if isinstance(kinds, str) else list(kinds)
    for name in names:
        if not isinstance(name, str) or name not in EXERCISE_KINDS:
            raise ValueError(f"There is no kind of exercise called {quote(name)}. "
                             f"The kinds are: {', '.join(EXERCISE_KINDS)}.")
    if not names:
        raise ValueError(f"Name at least one kind of exercise: {', '.join(EXERCISE_KINDS)}.")
    return tuple(names)


def exercise_set(seed: int | str, count: int, kinds: Iterable[str] | str | None = None) -> list[Question]:
    """``count`` questions (1 to :data:`MAX_EXERCISES`) from ``seed``, cycling through
    ``kinds`` (names of :data:`EXERCISE_KINDS`; by default the four of
    :data:`DEFAULT_KINDS`). The same seed and kinds always give the same sheet.

    >>> [type(q).__name__ for q in exercise_set(seed=3, count=3, kinds="coach,claims")]
    ['CoachCallQuestion', 'ClaimQuestion', 'CoachCallQuestion']
    """
    if not _is_seed(seed):
        raise ValueError(f"The seed of an exercise set must be a whole number or a text, not {quote(seed)}.")
    if not _is_count(count):
        raise ValueError(
            f"The number of questions (count) must be a whole number from 1 to {MAX_EXERCISES}, not {quote(count)}."
        )
    chosen = exercise_kinds(kinds)
    rng = random.Random(f"exercises-{seed}")
    return [EXERCISE_KINDS[chosen[i % len(chosen)]][0](rng) for i in range(count)]
