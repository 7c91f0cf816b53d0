"""Counting tricks as declarer does before playing: the sure winners (lesson 6) and, in a
trump contract, the losers (lesson 7).

The **sure winners** of a suit are the tricks a partnership can take in it at once,
without ever giving up the lead: its unbroken run of top cards, the ace, then the king
if it holds it too (in either hand), then the queen, and so on, but never more than the
number of cards in the longer of its two hands. Cards already played do not break the
run: once the ace has gone, the king is the top card of the suit.

>>> from bridgelib import Hand
>>> north, south = Hand.parse("AK3.QJ2.A8765.32"), Hand.parse("Q54.AK3.K432.A54")
>>> sure_winners(north, south, "S"), sure_winners(north, south, "H"), sure_winners(north, south, "D")
(3, 3, 2)
>>> sure_winners(north, south)  # all four suits: 3 + 3 + 2 + 1
9

The **losers** of a trump contract are counted in the hand with more trumps, suit by
suit, on its first three cards at most: a singleton needs the ace, a doubleton the ace
and king, three or more cards the ace, king and queen, and each of those top cards
that neither partner holds is a loser. So a suit has at most three losers, and a void
none. Declarer then looks for ways to lose fewer: ruffs in the short hand, a finesse,
discards on a long suit.

>>> declarer, dummy = Hand.parse("AKQJ4.A32.K52.43"), Hand.parse("T65.54.A87.A7652")
>>> [losers(declarer, dummy, suit) for suit in "SHDC"], losers(declarer, dummy)
([0, 2, 1, 1], 4)
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import _CARDS, Card, Hand, Rank, Suit

__all__ = ["sure_winners", "losers", "TOP_CARDS"]

TOP_CARDS = (Rank.ACE, Rank.KING, Rank.QUEEN)
"""The cards a loser count looks for: the ace, king and queen."""


def sure_winners(hand: Hand | str, partner_hand: Hand | str, suit: Suit | str | None = None, *,
                 played: Iterable[Card | str] = ()) -> int:
    """The sure winners of the partnership holding ``hand`` and ``partner_hand`` in
    ``suit``, or in all four suits together when ``suit`` is None (see the module).

    ``played`` lists cards already played (by anyone), which no longer stop the run of
    top cards; the hands hold the cards still to be played.

    >>> sure_winners("AQ...", "K2...", "S")    # ♠A K Q on top, but two rounds only
    2
    >>> sure_winners("KQ2...", "J43...", "S")                 # the ace is out: none
    0
    >>> sure_winners("KQ2...", "J43...", "S", played=["SA"])  # the ace has been played
    3
    """
    ours = hand if isinstance(hand, Hand) else Hand.parse(hand)
    theirs = partner_hand if isinstance(partner_hand, Hand) else Hand.parse(partner_hand)
    if ours._mask & theirs._mask:
        raise ValueError("The two hands share a card: partners' hands hold different cards.")
    gone = 0
    for card in played:
        gone |= (card if isinstance(card, Card) else Card.parse(card))._bit
    if suit is None:
        return sum(_winners(ours, theirs, gone, s) for s in Suit)
    return _winners(ours, theirs, gone, suit if isinstance(suit, Suit) else Suit.parse(suit))


def losers(hand: Hand | str, partner_hand: Hand | str, suit: Suit | str | None = None) -> int:
    """The losers of ``hand``, the hand with more trumps, in ``suit`` (all four suits
    together when None), with ``partner_hand`` across the table (see the module).

    >>> losers("KQ7...", "A32...", "S"), losers("K7...", "...", "S"), losers("QJ432...", "K...", "S")
    (0, 1, 1)
    >>> losers("8765...", "2...", "S")   # at most three losers in a suit
    3
    """
    ours = hand if isinstance(hand, Hand) else Hand.parse(hand)
    theirs = partner_hand if isinstance(partner_hand, Hand) else Hand.parse(partner_hand)
    if ours._mask & theirs._mask:
        raise ValueError("The two hands share a card: partners' hands hold different cards.")
    if suit is None:
        return sum(_losers(ours, theirs, s) for s in Suit)
    return _losers(ours, theirs, suit if isinstance(suit, Suit) else Suit.parse(suit))


def _losers(ours: Hand, theirs: Hand, suit: Suit) -> int:
    """The losers of ``ours`` in one suit."""
    wanted = TOP_CARDS[:ours.length(suit)]
    return sum(1 for rank in wanted if Card(suit, rank) not in ours and Card(suit, rank) not in theirs)


def _winners(ours: Hand, theirs: Hand, gone: int, suit: Suit) -> int:
    """The sure winners in one suit (``gone``: the played cards as a card mask)."""
    both = ours._mask | theirs._mask
    top = 0
    for card in reversed(_CARDS[suit.value * 13:suit.value * 13 + 13]):  # from the ace down
        bit = card._bit
        if both & bit:
            top += 1
        elif not gone & bit:
            break  # a card the defenders may hold
    return min(top, max(ours.length(suit), theirs.length(suit)))
