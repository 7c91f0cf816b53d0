"""ipywidgets front-ends for the lessons: the bidding box, the card table, the score pad,
a whole rubber against the computer, small quizzes, and practice panels that deal problem
after problem. Needs the ``widgets`` extra."""

from .bidding import BiddingBox
from .practice import Practice
from .quiz import (
    CallQuiz,
    CardQuiz,
    ChoiceQuiz,
    DeclarerQuiz,
    HonoursQuiz,
    LeadQuiz,
    NumberQuiz,
    Quiz,
    ScoreQuiz,
    TrickQuiz,
)
from .rubber_table import RubberTable
from .scorepad import ScorePad
from .table import PlayTable

__all__ = [
    "BiddingBox", "PlayTable", "ScorePad", "RubberTable", "Quiz", "TrickQuiz", "CallQuiz", "DeclarerQuiz",
    "ScoreQuiz", "ChoiceQuiz", "NumberQuiz", "CardQuiz", "HonoursQuiz", "LeadQuiz", "Practice",
]
