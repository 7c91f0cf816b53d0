"""bridgelib: the rules engine of the rubber bridge course.

Pure Python, standard library only. Value types (:class:`Card`, :class:`Call`,
:class:`Contract`) read and write standard notation; the state machines
(:class:`Auction`, :class:`Play`) say what is legal now and refuse anything else with a
sentence a beginner understands.

>>> from bridgelib import Auction, Seat
>>> auction = Auction(Seat.S, "1H P 2H P 4H P P P")
>>> str(auction.contract)
'4♥ by S'

One naming scheme for reading and writing, on every type that has the form:

- ``X.parse(text)`` reads the notation (letters or suit symbols, any case) and ``str(x)``
  writes it with suit symbols, so that ``X.parse(str(x)) == x`` (cards, hands, suits,
  ranks, strains, calls, contracts, seats, sides). A deal's ``str`` is a diagram.
- ``x.pbn`` is the value as PBN writes it, in ASCII: ``Card.parse("♥10").pbn == "HT"``;
  a contract's is its Contract tag (``4HX``: the declarer has a tag of its own, and
  ``contract.text`` is ``4HX by S``); ``deal.pbn`` the Deal tag; ``game.pbn`` a whole game.
- ``x.to_dict()`` / ``X.from_dict(data)`` and ``x.to_json()`` / ``X.from_json(text)`` save
  and load the things that change during a game (deals, auctions, plays, rubbers, the
  sessions of :mod:`bridgelib.session`); a broken file is refused with a sentence.
- Bad text raises :class:`NotationError`, a broken rule the :class:`BridgeError` of that
  rule (:class:`IllegalCall`, :class:`IllegalPlay`, :class:`ScoringError` …); every one is
  a ``ValueError``.
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
from .counting import sure_winners
from .deal import Deal, HandSpec, Seat, Side
from .errors import AnalysisTimeout, BridgeError, DealGenerationError, IllegalCall, IllegalPlay, NotationError
from .i18n import current_language, in_language, set_language
from .pbn import Game, PbnError, games_to_pbn, parse_game, parse_games
from .play import Play, Trick
from .robots import Decision, Robot, play_deal, robot_call, robot_card
from .rubber import RecordedDeal, Rubber, ScoreSheet, SheetEntry, SheetGame
from .scoring import (
    SCORING_TABLE,
    ContractScore,
    ScoreItem,
    ScoringError,
    check_honours,
    honour_cards,
    honours,
    honours_item,
    score_contract,
)
from .session import DealSession, RubberSession
from .system import Advice, Review, advise, review

__all__ = [
    "Suit", "Rank", "Card", "Hand",
    "Seat", "Side", "Deal", "HandSpec",
    "Strain", "Call", "Bid", "Pass", "Double", "Redouble", "PASS", "DOUBLE", "REDOUBLE", "ALL_CALLS",
    "Auction", "Contract",
    "Trick", "Play",
    "Game", "PbnError", "parse_game", "parse_games", "games_to_pbn",
    "score_contract", "honours", "honours_item", "honour_cards", "check_honours", "ScoreItem", "ContractScore",
    "ScoringError", "SCORING_TABLE", "sure_winners",
    "Rubber", "RecordedDeal", "ScoreSheet", "SheetGame", "SheetEntry", "DealSession", "RubberSession",
    "advise", "review", "Advice", "Review", "robot_call", "robot_card", "Robot", "Decision", "play_deal",
    "set_language", "current_language", "in_language",
    "BridgeError", "NotationError", "IllegalCall", "IllegalPlay", "DealGenerationError", "AnalysisTimeout",
]

__version__ = "0.1.0"
