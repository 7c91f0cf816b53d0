"""bridgelib: the rules engine of the rubber bridge course.

Pure Python, standard library only. Value types (:class:`Card`, :class:`Call`,
:class:`Contract`) read and write standard notation; the state machines
(:class:`Auction`, :class:`Play`) say what is legal now and refuse anything else with a
sentence a beginner understands.

>>> from bridgelib import Auction, Seat
>>> auction = Auction(Seat.S, "1H P 2H P 4H P P P")
>>> str(auction.contract)
'4♥ by S'
"""

from .auction import (
    ALL_CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Bid,
    Call,
    Contract,
    Double,
    Pass,
    Redouble,
    Strain,
)
from .cards import Card, Hand, Rank, Suit
from .deal import Deal, HandSpec, Seat, Side
from .errors import AnalysisTimeout, BridgeError, DealGenerationError, IllegalCall, IllegalPlay, NotationError
from .pbn import Game, PbnError, games_to_pbn, parse_game, parse_games
from .play import Play, Trick
from .robots import Decision, Robot, play_deal, robot_call, robot_card
from .rubber import RecordedDeal, Rubber, ScoreSheet, SheetEntry, SheetGame
from .scoring import ContractScore, ScoreItem, ScoringError, check_honours, honours, honours_item, score_contract
from .system import Advice, Review, advise, review

__all__ = [
    "Suit", "Rank", "Card", "Hand",
    "Seat", "Side", "Deal", "HandSpec",
    "Strain", "Call", "Bid", "Pass", "Double", "Redouble", "PASS", "DOUBLE", "REDOUBLE", "ALL_CALLS",
    "Auction", "Contract",
    "Trick", "Play",
    "Game", "PbnError", "parse_game", "parse_games", "games_to_pbn",
    "score_contract", "honours", "honours_item", "check_honours", "ScoreItem", "ContractScore", "ScoringError",
    "Rubber", "RecordedDeal", "ScoreSheet", "SheetGame", "SheetEntry",
    "advise", "review", "Advice", "Review", "robot_call", "robot_card", "Robot", "Decision", "play_deal",
    "BridgeError", "NotationError", "IllegalCall", "IllegalPlay", "DealGenerationError", "AnalysisTimeout",
]

__version__ = "0.1.0"
