"""HTML for the exercises' questions: any question's picture, and the whole question.

A question (:class:`bridgelib.exercises.Question`) says what to draw as data, a
:data:`~bridgelib.exercises.Picture`; :func:`picture_html` draws it with the functions of
:mod:`bridgelib.render.html`, and :func:`question_html` puts the prompt under it, as the
quiz widgets show it. A picture's ``_repr_html_`` (a notebook cell ending with one)
comes here too.

>>> from bridgelib import Hand
>>> from bridgelib.exercises import HcpQuestion
>>> q = HcpQuestion(Hand.parse("KJ5.AJ84.Q3.J752"))
>>> picture_html(q.figure).startswith('<div class="bb-box bb-hand"')
True
>>> question_html(q).endswith("<p>Count the high-card points of this hand, type the total and press Check.</p>")
True
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..questions import (
    AuctionPicture,
    CardsPicture,
    DealPicture,
    HandPicture,
    Picture,
    Pictures,
    PositionPicture,
    SheetPicture,
    TrickPicture,
)
from ..rubber import ScoreSheet
from .html import (
    auction_html,
    card_html,
    deal_html,
    hand_html,
    position_html,
    rubber_html,
    trick_html,
)

__all__ = ["picture_html", "question_html", "sheet_html"]


def picture_html(picture: Picture | None) -> str:
    """A question's picture as HTML ("" for None).

    >>> from bridgelib import Card, Seat, Strain, Trick
    >>> from bridgelib.questions import TrickPicture
    >>> trick = Trick(Seat.W, "CA C3 C7 CK", Strain.H)
    >>> "Won by West" in picture_html(TrickPicture(trick)), "Won by" in picture_html(TrickPicture(trick, False))
    (True, False)
    """
    match picture:
        case None:
            return ""
        case HandPicture(hand, title):
            return hand_html(hand, title=title)
        case CardsPicture(cards):
            return "<div>" + "".join(card_html(card) for card in cards) + "</div>"
        case TrickPicture(trick, show_winner):
            return trick_html(trick, show_winner=show_winner)
        case AuctionPicture(auction, show_result):
            return auction_html(auction, show_result=show_result)
        case DealPicture(deal, title, hcp):
            return deal_html(deal, title=title, hcp=hcp)
        case PositionPicture(play):
            return position_html(play)
        case SheetPicture(sheet, show_results):
            return sheet_html(sheet, show_results=show_results)
        case Pictures(parts):  # side by side when there is room, a small gap between them
            return " ".join(picture_html(part) for part in parts)
    raise TypeError(f"{type(picture).__name__} is not a picture of a question.")


def question_html(question: Any, *, answered: bool = False) -> str:
    """The question's picture with its prompt under it; once ``answered``, the picture
    shows what it kept hidden (the winner of a trick, the contract of an auction). A
    question of another making may give its picture as HTML in ``picture`` instead.

    >>> from bridgelib import Auction, Seat
    >>> from bridgelib.exercises import DeclarerQuestion
    >>> q = DeclarerQuestion(Auction(Seat.N, "1H Pass 4H Pass Pass Pass"))
    >>> "Contract:" in question_html(q), "Contract:" in question_html(q, answered=True)
    (False, True)
    """
    if hasattr(question, "figure"):
        picture = picture_html(question.answered_figure if answered else question.figure)
    else:
        picture = str(getattr(question, "picture", ""))
    return picture + f"<p>{escape(str(question.prompt), quote=False)}</p>"


def sheet_html(sheet: ScoreSheet, *, show_results: bool = True) -> str:
    """A rubber score sheet; without ``show_results`` only its entries: no vulnerability
    badges, no totals and no result lines (what the learner works out).

    >>> from bridgelib import Rubber
    >>> rubber = Rubber()
    >>> _ = rubber.record("4H by S", 10)
    >>> html = sheet_html(rubber.sheet, show_results=False)
    >>> "deal 1" in html, "Total" in html, "Vulnerable" in html, "Games won" in html
    (True, False, False, False)
    """
    return rubber_html(sheet, results=show_results)
