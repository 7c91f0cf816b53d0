"""The double-dummy search behind :mod:`bridgelib.solver` (internal): how many tricks
North-South take when all four hands are visible and everyone plays perfectly.

The name says what it is: a *double-dummy* (all cards seen) *search* (alpha-beta over the
tree of plays). It is written for speed in pure Python, so it speaks in ints, not in
:class:`~bridgelib.cards.Card` objects; :mod:`bridgelib.solver` translates. Its parts:

- :mod:`~bridgelib.dd_search.bits`: the layout of cards and positions as ints;
- :mod:`~bridgelib.dd_search.moves`: move generation (each hand's runs of touching
  cards in a suit, one card of each tried) in the :class:`SuitInfo` record;
- :mod:`~bridgelib.dd_search.bounds`: quick tricks and sure-trick bounds that settle a
  position without a search;
- :mod:`~bridgelib.dd_search.ordering`: move ordering (the likeliest best card first);
- :mod:`~bridgelib.dd_search.table`: the transposition table and its :class:`Entry`;
- :mod:`~bridgelib.dd_search.engine`: the search over whole tricks, :class:`Engine`.

A position is a 52-bit int of the cards still to be played (see
:mod:`~bridgelib.dd_search.bits`); seats are 0-3 (N, E, S, W), and North-South are the
maximising side. ``Engine.search(P, L, n, t)`` answers, for a position at the start of a
trick with ``n`` tricks to play and ``L`` on lead, whether North-South can take ``t`` of
them. It returns ``W >= 0`` for yes and ``~W`` for no, where ``W`` (same layout as a
position) holds cards whose ranks the answer depended on: the answer holds for every
position with the same leader and suit lengths in which the cards ranking at or above
the lowest of ``W`` in each suit have the same holders. That is the key of the
transposition table.

>>> ace_king, queen_jack = 0b11 << 11, 0b11 << 9      # clubs: A K and Q J
>>> engine = Engine((ace_king, queen_jack, 0b11, 0b11 << 2), trump=False)
>>> engine.value(ace_king | queen_jack | 0b1111, 1, 2)  # East leads: N-S win both
2
"""

from __future__ import annotations

from .bits import CARD_SUIT, SUIT_FIELD, SUIT_MASKS, suit_index
from .engine import Engine, OutOfTime
from .moves import SuitInfo, legal_moves, runs_of
from .table import Entry, TranspositionTable

__all__ = ["Engine", "OutOfTime", "SuitInfo", "Entry", "TranspositionTable", "legal_moves", "runs_of",
           "SUIT_FIELD", "SUIT_MASKS", "CARD_SUIT", "suit_index"]
