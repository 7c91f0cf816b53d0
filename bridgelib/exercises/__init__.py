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
(tricks, cards and claims), :mod:`~bridgelib.exercises.leads` (the opening lead, judged
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
from collections.abc import Callable

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

__all__ = [
    "Verdict", "Question", "TrickQuestion", "CallQuestion", "DeclarerQuestion", "ScoreQuestion",
    "ShapeQuestion", "NextDealerQuestion", "CardQuestion", "ContractQuestion", "HcpQuestion",
    "BalancedQuestion", "MinibridgeQuestion", "HonoursQuestion", "VulnerableQuestion", "WinnerQuestion",
    "TotalQuestion", "ClaimQuestion", "PlayedOutQuestion", "LeadQuestion", "CoachCallQuestion",
    "PointsTogetherQuestion",
    "Picture", "HandPicture", "CardsPicture", "TrickPicture", "AuctionPicture", "DealPicture",
    "PositionPicture", "SheetPicture", "Pictures",
    "AnswerKind", "SeatAnswer", "YesNo", "OneOf", "NumberBox", "ChoiceBox", "FillIn", "CardAnswer",
    "answer_kind_of",
    "trick_question", "call_question", "declarer_question", "score_question", "honours_question", "lead_question",
    "next_dealer_question", "hcp_question", "coach_call_question", "points_together_question", "claim_question",
    "sheet_question",
    "exercise_set", "MAX_EXERCISES",
]

_GENERATORS: tuple[Callable[[random.Random], Question], ...] = (
    trick_question, call_question, declarer_question, score_question,
)
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


def exercise_set(seed: int | str, count: int) -> list[Question]:
    """``count`` questions (1 to :data:`MAX_EXERCISES`) from ``seed``, cycling through
    the four kinds. The same seed always gives the same sheet."""
    if not _is_seed(seed):
        raise ValueError(f"The seed of an exercise set must be a whole number or a text, not {quote(seed)}.")
    if not _is_count(count):
        raise ValueError(
            f"The number of questions (count) must be a whole number from 1 to {MAX_EXERCISES}, not {quote(count)}."
        )
    rng = random.Random(f"exercises-{seed}")
    return [_GENERATORS[i % 4](rng) for i in range(count)]
