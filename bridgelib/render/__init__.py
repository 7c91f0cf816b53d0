"""Pictures of the game: HTML for notebooks, the book, the widgets and the printed
handouts (:mod:`bridgelib.render.html`, and :mod:`bridgelib.render.questions` for the
pictures of questions), and matplotlib figures to save as images or PDF
(:mod:`bridgelib.render.figures`, which needs the optional matplotlib).

Only the standard library is imported here; matplotlib is imported by the figure
functions when they are called, and ipywidgets never.

>>> from bridgelib import Hand
>>> from bridgelib.render import hand_html
>>> hand_html(Hand.parse("AKQ.JT9.8765.432")).startswith('<div class="bb-box bb-hand"')
True
"""

from .figures import auction_figure, contract_score_figure, deal_figure, score_sheet_figure
from .html import (
    auction_html,
    call_html,
    card_html,
    contract_html,
    contract_score_html,
    deal_html,
    dummy_html,
    dummy_suit_order,
    hand_html,
    play_html,
    rubber_html,
    strain_html,
    suit_html,
    trick_html,
    visible_seats,
    vulnerability_text,
)
from .questions import picture_html, question_html

__all__ = [
    "suit_html", "strain_html", "card_html", "hand_html", "dummy_html", "dummy_suit_order", "deal_html", "call_html", "contract_html",
    "auction_html", "trick_html", "play_html", "visible_seats", "contract_score_html", "rubber_html",
    "vulnerability_text", "picture_html", "question_html",
    "deal_figure", "auction_figure", "contract_score_figure", "score_sheet_figure",
]
